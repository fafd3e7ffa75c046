// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-tile-parallel-loops))' | FileCheck %s

// A 3-d elementwise loop: dimensions reversed, so that the contiguous one
// (n) comes first and gpu-map-parallel-loops makes it thread x; tiles of
// 32 along n by 8 along s (256 threads), 1 along b.
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.parallel (%[[N0:.*]], %[[S0:.*]], %[[B0:.*]]) = (%c0, %c0, %c0) to (%c32, %c64, %c8) step (%[[TN:.*]], %[[TS:.*]], %{{.*}})
// CHECK:   scf.parallel (%[[N1:.*]], %[[S1:.*]], %[[B1:.*]]) = {{.*}} to (%[[TN]], %[[TS]], %{{.*}})
// CHECK:     %[[N:.*]] = arith.addi %[[N1]], %[[N0]]
// CHECK:     %[[S:.*]] = arith.addi %[[S1]], %[[S0]]
// CHECK:     %[[B:.*]] = arith.addi %[[B1]], %[[B0]]
// CHECK:     memref.load %arg0[%[[B]], %[[S]], %[[N]]]
func.func @elementwise(%a: memref<8x64x32xf32>, %out: memref<8x64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%b, %s, %n) = (%c0, %c0, %c0) to (%c8, %c64, %c32) step (%c1, %c1, %c1) {
    %x = memref.load %a[%b, %s, %n] : memref<8x64x32xf32>
    memref.store %x, %out[%b, %s, %n] : memref<8x64x32xf32>
    scf.reduce
  }
  return
}

// -----

// One dimension: blocks of 256 threads, the last one guarded (1000 is no
// multiple of 256), not shrunk.
// CHECK-LABEL: func.func @vector
// CHECK: %[[T:.*]] = arith.muli %c1{{.*}}, %c256
// CHECK: scf.parallel (%[[I0:.*]]) = (%c0) to (%c1000) step (%[[T]])
// CHECK:   scf.parallel (%[[I1:.*]]) = (%c0{{.*}}) to (%[[T]])
// CHECK:     %[[I:.*]] = arith.addi %[[I1]], %[[I0]]
// CHECK:     arith.cmpi ult, %{{.*}}, %c1000
// CHECK:     scf.if
// CHECK-NEXT:  memref.store %{{.*}}, %arg0[%[[I]]]
func.func @vector(%a: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c1000) step (%c1) {
    memref.store %zero, %a[%i] : memref<1000xf32>
    scf.reduce
  }
  return
}

// -----

// Nested loops are tiled with their outermost one only; a loop with a
// reduction is left alone.
// CHECK-LABEL: func.func @reducing
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c8) step (%c1) init
// CHECK-NOT: scf.parallel
func.func @reducing(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}
