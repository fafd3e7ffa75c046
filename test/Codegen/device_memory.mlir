// RUN: osdp-opt %s --split-input-file --osdp-device-memory --verify-diagnostics | FileCheck %s

// A host function's buffers move to device memory: allocations,
// deallocations and copies become their gpu forms; kernel launches stay.
// CHECK-LABEL: func.func @main
// CHECK: %[[T:.*]] = gpu.alloc  () : memref<16xf32>
// CHECK: %[[S:.*]] = gpu.alloc  () : memref<4xf32>
// CHECK: gpu.launch_func  @kernels::@fill
// CHECK: gpu.memcpy  %{{.*}}, %[[T]] : memref<16xf32>, memref<16xf32>
// CHECK: gpu.dealloc  %[[S]] : memref<4xf32>
// CHECK: gpu.dealloc  %[[T]] : memref<16xf32>
// CHECK-NOT: memref.alloc
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%out: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %t = memref.alloc() : memref<16xf32>
    %s = memref.alloca() : memref<4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%t : memref<16xf32>)
    memref.copy %t, %out : memref<16xf32> to memref<16xf32>
    memref.dealloc %s : memref<4xf32>
    memref.dealloc %t : memref<16xf32>
    return
  }
}

// -----

// The host cannot read device memory: a small buffer it reads or writes
// (a scalar, a flag) is copied through its stack, allocated at the entry.
// CHECK-LABEL: func.func @scalars
// CHECK-DAG: %[[HS:.*]] = memref.alloca() : memref<i64>
// CHECK-DAG: %[[HF:.*]] = memref.alloca() : memref<i1>
// CHECK: %[[D:.*]] = gpu.alloc  () : memref<i64>
// CHECK: memref.store %{{.*}}, %[[HS]][] : memref<i64>
// CHECK-NEXT: gpu.memcpy  %[[D]], %[[HS]] : memref<i64>, memref<i64>
// CHECK: gpu.memcpy  %[[HF]], %{{.*}} : memref<i1>, memref<i1>
// CHECK-NEXT: %[[B:.*]] = memref.load %[[HF]][] : memref<i1>
// CHECK: return %[[B]]
func.func @scalars(%flag: memref<i1>, %id: i64) -> i1 {
  %s = memref.alloc() : memref<i64>
  memref.store %id, %s[] : memref<i64>
  %b = memref.load %flag[] : memref<i1>
  memref.dealloc %s : memref<i64>
  return %b : i1
}

// -----

// A store into a buffer of several elements copies it both ways.
// CHECK-LABEL: func.func @table
// CHECK: %[[H:.*]] = memref.alloca() : memref<4xi32>
// CHECK: gpu.memcpy  %[[H]], %[[T:.*]] : memref<4xi32>, memref<4xi32>
// CHECK-NEXT: memref.store %{{.*}}, %[[H]][%{{.*}}] : memref<4xi32>
// CHECK-NEXT: gpu.memcpy  %[[T]], %[[H]] : memref<4xi32>, memref<4xi32>
func.func @table(%t: memref<4xi32>, %v: i32, %i: index) {
  memref.store %v, %t[%i] : memref<4xi32>
  return
}

// -----

// A larger buffer the host would read is refused.
func.func @load(%data: memref<128xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op reads or writes a buffer on the host of a cuda program, whose buffers are in device memory (no kernel took it)}}
  %b = memref.load %data[%i] : memref<128xf32>
  return %b : f32
}

// -----

// The CUDA runtime's functions take device buffers (its cuBLAS products):
// their calls stay, between the device allocations.
// CHECK-LABEL: func.func @gemm
// CHECK: %[[C:.*]] = gpu.alloc  () : memref<4x4xf32>
// CHECK: call @osdp_cuda_gemm_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: gpu.dealloc  %[[C]]
func.func private @osdp_cuda_gemm_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, i32, i32)
func.func @gemm(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  %c = memref.alloc() : memref<4x4xf32>
  %false = arith.constant 0 : i32
  %ua = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4x4xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  func.call @osdp_cuda_gemm_f32(%ua, %ub, %uc, %false, %false) : (memref<*xf32>, memref<*xf32>, memref<*xf32>, i32, i32) -> ()
  memref.dealloc %c : memref<4x4xf32>
  return
}

// -----

// The CPU runtime's functions (and any other) would read device buffers
// on the host.
func.func private @osdp_rt_gemm(memref<4x4xf32>)
func.func @call(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'func.call' op calls 'osdp_rt_gemm' on the host, which cannot read the device buffers it passes (only the CUDA runtime's osdp_cuda_* functions take them)}}
  func.call @osdp_rt_gemm(%m) : (memref<4x4xf32>) -> ()
  return
}

// -----

// A constant table the kernels read is copied to the device at the entry
// (also when first read inside a loop) and freed before the return; the
// host's own loads read the global in place.
// CHECK-LABEL: func.func @table_constant
// CHECK-NEXT: %[[G:.*]] = memref.get_global @table : memref<4xi32>
// CHECK-NEXT: %[[D:.*]] = gpu.alloc  () : memref<4xi32>
// CHECK-NEXT: gpu.memcpy  %[[D]], %[[G]] : memref<4xi32>, memref<4xi32>
// CHECK: scf.for
// CHECK: gpu.launch_func  @kernels::@read {{.*}} args(%[[D]] : memref<4xi32>)
// CHECK: %[[H:.*]] = memref.get_global @table : memref<4xi32>
// CHECK-NEXT: memref.load %[[H]][%{{.*}}] : memref<4xi32>
// CHECK: gpu.dealloc  %[[D]] : memref<4xi32>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.module @kernels {
    gpu.func @read(%m: memref<4xi32>) kernel {
      gpu.return
    }
  }
  func.func @table_constant(%i: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %k = %c0 to %c2 step %c1 {
      %t = memref.get_global @table : memref<4xi32>
      gpu.launch_func @kernels::@read blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%t : memref<4xi32>)
    }
    %h = memref.get_global @table : memref<4xi32>
    %v = memref.load %h[%i] : memref<4xi32>
    return %v : i32
  }
}

// -----

// A mutable global would need its writes kept across calls.
module attributes {gpu.container_module} {
  memref.global "private" @state : memref<4xi32> = dense<0>
  func.func @mutable() {
    // expected-error @+1 {{'memref.get_global' op reads the mutable global @state in a cuda program, whose kernels cannot reach host memory (only constant globals are copied to the device)}}
    %t = memref.get_global @state : memref<4xi32>
    return
  }
}
