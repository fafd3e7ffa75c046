// RUN: osdp-opt %s --osdp-integer-math-to-llvm --split-input-file | FileCheck %s

// The integer ops become LLVM's intrinsics, on scalars and on vectors (what
// the loop vectoriser's input holds); no math op on integers is left.

// CHECK-LABEL: func.func @integers
// CHECK-SAME: (%[[X:.*]]: i32, %[[V:.*]]: vector<8xi8>)
// CHECK-NEXT: "llvm.intr.abs"(%[[X]]) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.ctlz"(%[[X]]) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.cttz"(%[[X]]) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: llvm.intr.ctpop(%[[X]]) : (i32) -> i32
// CHECK-NEXT: "llvm.intr.abs"(%[[V]]) <{is_int_min_poison = false}> : (vector<8xi8>) -> vector<8xi8>
// CHECK-NEXT: llvm.intr.ctpop(%[[V]]) : (vector<8xi8>) -> vector<8xi8>
// CHECK-NOT: math.
func.func @integers(%x: i32, %v: vector<8xi8>) -> (i32, i32, i32, i32, vector<8xi8>, vector<8xi8>) {
  %0 = math.absi %x : i32
  %1 = math.ctlz %x : i32
  %2 = math.cttz %x : i32
  %3 = math.ctpop %x : i32
  %4 = math.absi %v : vector<8xi8>
  %5 = math.ctpop %v : vector<8xi8>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, vector<8xi8>, vector<8xi8>
}

// -----

// Float ops are left for convert-math-to-libm (accurate expm1, erf) and
// convert-math-to-llvm.

// CHECK-LABEL: func.func @floats
// CHECK-NEXT: math.expm1 %arg0 : f32
// CHECK-NEXT: math.absf %arg1 : vector<4xf64>
// CHECK-NEXT: math.erf %arg0 : f32
func.func @floats(%x: f32, %v: vector<4xf64>) -> (f32, vector<4xf64>, f32) {
  %0 = math.expm1 %x : f32
  %1 = math.absf %v : vector<4xf64>
  %2 = math.erf %x : f32
  return %0, %1, %2 : f32, vector<4xf64>, f32
}
