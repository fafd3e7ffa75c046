// RUN: osdp-opt %s --split-input-file --osdp-serial-kernels | FileCheck %s

// A sum to a scalar has no parallel loop: it goes into a parallel loop of
// one iteration (a one-thread kernel). A linalg op with a parallel loop is
// left for convert-linalg-to-parallel-loops.
#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @sum
// CHECK: linalg.fill
// CHECK-NOT: scf.parallel
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%{{.*}}) = (%[[ZERO]]) to (%[[ONE]]) step (%[[ONE]]) {
// CHECK-NEXT: linalg.generic {{.*}}iterator_types = ["reduction"]
// CHECK: scf.reduce
// CHECK: return
func.func @sum(%in: memref<64xf32>, %out: memref<f32>, %v: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%v : memref<64xf32>)
  linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction"]}
      ins(%in : memref<64xf32>) outs(%out : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A serial loop nest (what a scatter becomes) is one kernel as a whole;
// nothing inside it is wrapped again.
// CHECK-LABEL: func.func @scatter
// CHECK: scf.parallel
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.parallel
// CHECK: memref.store
// CHECK: scf.reduce
func.func @scatter(%idx: memref<8xindex>, %src: memref<8xf32>, %dst: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %j = memref.load %idx[%i] : memref<8xindex>
    %x = memref.load %src[%i] : memref<8xf32>
    %y = memref.load %dst[%j] : memref<16xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %dst[%j] : memref<16xf32>
  }
  return
}

// -----

// A copy into a strided block, or out of a slice of rows (contiguous, at an
// offset), becomes a linalg.copy: gpu.memcpy takes buffers of the identity
// layout only. A copy between such buffers stays.
// CHECK-LABEL: func.func @copies
// CHECK: linalg.copy ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32, strided<[16, 1]>>)
// CHECK: linalg.copy ins(%{{.*}} : memref<2x16xf32, strided<[16, 1], offset: 32>>) outs(%{{.*}} : memref<2x16xf32>)
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x8xf32> to memref<4x8xf32>
func.func @copies(%a: memref<4x8xf32>, %b: memref<4x16xf32>, %c: memref<4x8xf32>, %d: memref<2x16xf32>) {
  %block = memref.subview %b[0, 0] [4, 8] [1, 1] : memref<4x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  memref.copy %a, %block : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1]>>
  %rows = memref.subview %b[2, 0] [2, 16] [1, 1] : memref<4x16xf32> to memref<2x16xf32, strided<[16, 1], offset: 32>>
  memref.copy %rows, %d : memref<2x16xf32, strided<[16, 1], offset: 32>> to memref<2x16xf32>
  memref.copy %a, %c : memref<4x8xf32> to memref<4x8xf32>
  return
}
