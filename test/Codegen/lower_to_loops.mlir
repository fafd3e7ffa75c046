// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-lower-to-loops{min-parallel-work=1024},canonicalize))' | FileCheck %s
// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-lower-to-loops{min-parallel-work=0},canonicalize))' | FileCheck %s --check-prefix=SERIAL

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Enough work: the parallel dimensions become one scf.parallel, the
// reduction stays a serial loop inside it.
// CHECK-LABEL: func.func @row_sums
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK: scf.for %[[J:.*]] =
// CHECK: memref.load %arg0[%[[I]], %[[J]]]
// CHECK: arith.addf
// CHECK-NOT: scf.parallel
// Serial: the innermost loop carries the sum as a loop value, loaded
// before it and stored after (in a register, where LLVM can vectorise it).
// SERIAL-LABEL: func.func @row_sums
// SERIAL-NOT: scf.parallel
// SERIAL: scf.for %[[I:.*]] =
// SERIAL-NEXT: %[[INIT:.*]] = memref.load %arg1[%[[I]]] : memref<64xf32>
// SERIAL-NEXT: %[[SUM:.*]] = scf.for %[[J:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// SERIAL-NEXT: %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<64x64xf32>
// SERIAL-NEXT: %[[NEW:.*]] = arith.addf %[[ACC]], %[[X]] : f32
// SERIAL-NEXT: scf.yield %[[NEW]] : f32
// SERIAL-NEXT: }
// SERIAL-NEXT: memref.store %[[SUM]], %arg1[%[[I]]] : memref<64xf32>
func.func @row_sums(%x: memref<64x64xf32>, %y: memref<64xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<64x64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Too little work, or a reduction outermost (threads would start once per
// iteration): serial loops.
// CHECK-LABEL: func.func @small_or_reduction_outer
// CHECK-NOT: scf.parallel
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @small_or_reduction_outer(%a: memref<8x8xf32>, %x: memref<64x64xf32>, %y: memref<64xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<8x8xf32>)
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Several accumulators (an argmax: value and index, the index from
// linalg.index), an input read transposed, and a reduction
// over every dimension (no outer loop): all carried by the innermost loop.
// SERIAL-LABEL: func.func @argmax_rows
// SERIAL: scf.for %[[I:.*]] =
// SERIAL-DAG: %[[V0:.*]] = memref.load %arg1[%[[I]]] : memref<8xf32>
// SERIAL-DAG: %[[K0:.*]] = memref.load %arg2[%[[I]]] : memref<8xi32>
// SERIAL: %[[R:.*]]:2 = scf.for %[[J:.*]] = {{.*}} iter_args(%[[V:.*]] = %[[V0]], %[[K:.*]] = %[[K0]]) -> (f32, i32) {
// SERIAL: memref.load %arg0[%[[J]], %[[I]]] : memref<16x8xf32>
// SERIAL: arith.index_cast %[[J]] : index to i32
// SERIAL: scf.yield
// SERIAL-DAG: memref.store %[[R]]#0, %arg1[%[[I]]]
// SERIAL-DAG: memref.store %[[R]]#1, %arg2[%[[I]]]
// SERIAL-LABEL: func.func @total
// SERIAL-NOT: scf.for
// SERIAL: %[[INIT:.*]] = memref.load %arg1[] : memref<f32>
// SERIAL: %[[SUM:.*]] = scf.for {{.*}} iter_args({{.*}} = %[[INIT]]) -> (f32)
// SERIAL: memref.store %[[SUM]], %arg1[] : memref<f32>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @argmax_rows(%x: memref<16x8xf32>, %v: memref<8xf32>, %k: memref<8xi32>) {
  linalg.generic {indexing_maps = [#transposed, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x8xf32>) outs(%v, %k : memref<8xf32>, memref<8xi32>) {
  ^bb0(%in: f32, %best: f32, %at: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %in, %best : f32
    %nv = arith.select %gt, %in, %best : f32
    %nk = arith.select %gt, %ji, %at : i32
    linalg.yield %nv, %nk : f32, i32
  }
  return
}
#all = affine_map<(d0) -> (d0)>
#none = affine_map<(d0) -> ()>
func.func @total(%x: memref<100xf32>, %s: memref<f32>) {
  linalg.generic {indexing_maps = [#all, #none], iterator_types = ["reduction"]}
      ins(%x : memref<100xf32>) outs(%s : memref<f32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// A reduction outside a parallel innermost loop (column sums) keeps
// linalg's lowering: the inner loop updates a row of results in memory,
// elementwise.
// SERIAL-LABEL: func.func @column_sums
// SERIAL: scf.for %[[I:.*]] =
// SERIAL-NEXT: scf.for %[[J:.*]] =
// SERIAL-NOT: iter_args
// SERIAL: memref.load %arg1[%[[J]]]
// SERIAL: memref.store {{.*}}, %arg1[%[[J]]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @column_sums(%x: memref<64x32xf32>, %y: memref<32xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<64x32xf32>) outs(%y : memref<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}
