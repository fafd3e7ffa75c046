// RUN: osdp-opt %s --split-input-file --osdp-outline-kernels | FileCheck %s

#map = affine_map<(d0) -> (d0)>

// Two identical updates (the same computation on the same types) share one
// kernel; a different one gets its own. Constants are cloned in, other
// captured values (here a scalar argument) are passed. The caller is left
// as glue, neither inlined nor optimised.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>, %[[C:.*]]: memref<16xf32>, %[[S:.*]]: f32)
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone"]}
// CHECK: call @__osdp_kernel_0(%[[A]], %[[B]], %[[S]]) : (memref<16xf32>, memref<16xf32>, f32) -> ()
// CHECK: call @__osdp_kernel_0(%[[B]], %[[C]], %[[S]])
// CHECK: call @__osdp_kernel_2(%[[C]])
// CHECK-NOT: linalg.
// CHECK: return
// CHECK: func.func private @__osdp_kernel_0(%{{.*}}: memref<16xf32>, %{{.*}}: memref<16xf32>, %{{.*}}: f32) attributes {passthrough = ["noinline"]}
// CHECK: arith.constant 2.000000e+00 : f32
// CHECK: linalg.generic
// CHECK-NOT: func.func private @__osdp_kernel_1(
// CHECK: func.func private @__osdp_kernel_2(%{{.*}}: memref<16xf32>) attributes {passthrough = ["noinline"]}
// CHECK: linalg.fill
func.func @main(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<16xf32>, %s: f32) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : memref<16xf32>) outs(%b : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %two : f32
    %1 = arith.addf %0, %s : f32
    linalg.yield %1 : f32
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%b : memref<16xf32>) outs(%c : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %two : f32
    %1 = arith.addf %0, %s : f32
    linalg.yield %1 : f32
  }
  linalg.fill ins(%two : f32) outs(%c : memref<16xf32>)
  return
}

// -----

// A loop nest that calls nothing is a kernel; a loop that calls one is
// control flow and stays, its linalg ops outlined. Ops on tensors are left
// alone, and names already taken are skipped.
// CHECK-LABEL: func.func @nested
// CHECK: call @__osdp_kernel_1(%arg2, %arg0)
// CHECK: scf.for
// CHECK: call @__osdp_kernel_2(%arg0)
// CHECK: call @__osdp_kernel_0()
// CHECK: linalg.fill {{.*}} -> tensor<4xf32>
// CHECK: func.func private @__osdp_kernel_0()
// CHECK: func.func private @__osdp_kernel_1(%{{.*}}: index, %{{.*}}: memref<4xf32>)
// CHECK: scf.for
// CHECK: memref.store
// CHECK: func.func private @__osdp_kernel_2(
// CHECK: linalg.fill
func.func @nested(%a: memref<4xf32>, %t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%c0] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %a[%c0] : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
    func.call @__osdp_kernel_0() : () -> ()
  }
  %r = linalg.fill ins(%one : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @__osdp_kernel_0()

// -----

// A copy into a block of a padded buffer (strided) becomes a linalg.copy
// kernel, vectorisable loops instead of the runtime's element-by-element
// memrefCopy; a copy between contiguous buffers stays (a memcpy).
// CHECK-LABEL: func.func @copies
// CHECK: %[[BLOCK:.*]] = memref.subview %arg1[1, 1] [4, 4] [1, 1]
// CHECK: call @__osdp_kernel_0(%arg0, %[[BLOCK]])
// CHECK: memref.copy %arg0, %arg2 : memref<4x4xf32> to memref<4x4xf32>
// CHECK: func.func private @__osdp_kernel_0(%{{.*}}: memref<4x4xf32>, %{{.*}}: memref<4x4xf32, strided<[6, 1], offset: 7>>)
// CHECK-NEXT: linalg.copy
func.func @copies(%x: memref<4x4xf32>, %padded: memref<6x6xf32>, %y: memref<4x4xf32>) {
  %block = memref.subview %padded[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  memref.copy %x, %block : memref<4x4xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  memref.copy %x, %y : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// A copy between unranked buffers has no loops to write: it stays.
// CHECK-LABEL: func.func @unranked_copy
// CHECK: memref.copy %arg0, %arg1 : memref<*xf32> to memref<*xf32>
func.func @unranked_copy(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}
