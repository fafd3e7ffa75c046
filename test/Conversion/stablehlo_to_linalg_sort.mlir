// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAILED
// EXEC: checked 3 functions, 0 failures

// A merge sort of each row: ceil(log2 7) = 3 passes of merges.
// CHECK-LABEL: func.func @sort_rows
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c4{{.*}} step
// CHECK: scf.for %{{.*}} = %{{.*}} to %c7{{.*}} step %c2
// CHECK: scf.for
// The comparator (a total order on floats) on scalars.
// CHECK: arith.bitcast
// CHECK: arith.cmpi slt
// CHECK: scf.for %{{.*}} = %{{.*}} to %c7{{.*}} step %c4
// CHECK: scf.for %{{.*}} = %{{.*}} to %c7{{.*}} step %c8
func.func @sort_rows(%a: tensor<4x7xf32>) -> tensor<4x7xf32> {
  %0 = "stablehlo.sort"(%a) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<4x7xf32>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}

// -----

// argsort along dimension 0, descending: the indices move with the keys.
// CHECK-LABEL: func.func @argsort
func.func @argsort(%a: tensor<9x3xf32>) -> (tensor<9x3xf32>, tensor<9x3xi32>) {
  %i = stablehlo.iota dim = 0 : tensor<9x3xi32>
  %0:2 = "stablehlo.sort"(%a, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %xi: tensor<i32>, %yi: tensor<i32>):
    %p = stablehlo.compare GT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<9x3xf32>, tensor<9x3xi32>) -> (tensor<9x3xf32>, tensor<9x3xi32>)
  return %0#0, %0#1 : tensor<9x3xf32>, tensor<9x3xi32>
}

// -----

// Many equal integer keys: a stable sort keeps their payloads in order.
// CHECK-LABEL: func.func @stable_ties
func.func @stable_ties(%k: tensor<16xi32>, %v: tensor<16xf32>) -> (tensor<16xi32>, tensor<16xf32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %xv: tensor<f32>, %yv: tensor<f32>):
    %p = stablehlo.compare LT, %x, %y, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<16xi32>, tensor<16xf32>) -> (tensor<16xi32>, tensor<16xf32>)
  return %0#0, %0#1 : tensor<16xi32>, tensor<16xf32>
}
