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
// SERIAL-LABEL: func.func @row_sums
// SERIAL-NOT: scf.parallel
// SERIAL: scf.for
// SERIAL: scf.for
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
