// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-stream-ordered-calls))' | FileCheck %s

// What gpu-async-region makes of a kernel, a cuBLAS call and a kernel: the
// host no longer waits for the stream before the call, which is queued on
// the same stream after the first kernel. The entry's last wait stays.
// CHECK-LABEL: func.func @gemm_after_kernel
// CHECK: %[[T:.*]] = gpu.launch_func async
// CHECK-NOT: gpu.wait [%[[T]]]
// CHECK: call @osdp_cuda_gemm_f32
// CHECK: %[[N:.*]] = gpu.wait async
// CHECK: %[[L:.*]] = gpu.launch_func async [%[[N]]]
// CHECK: gpu.wait [%[[L]]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<*xf32>) kernel {
      gpu.return
    }
  }
  func.func private @osdp_cuda_gemm_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, i32, i32)
  func.func @gemm_after_kernel(%a: memref<*xf32>, %b: memref<*xf32>, %c: memref<*xf32>) {
    %c1 = arith.constant 1 : index
    %f = arith.constant 0 : i32
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<*xf32>)
    gpu.wait [%1]
    func.call @osdp_cuda_gemm_f32(%a, %b, %c, %f, %f) : (memref<*xf32>, memref<*xf32>, memref<*xf32>, i32, i32) -> ()
    %2 = gpu.wait async
    %3 = gpu.launch_func async [%2] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c : memref<*xf32>)
    gpu.wait [%3]
    return
  }
}

// -----

// Any other call still waits: the host may read what the GPU wrote.
// CHECK-LABEL: func.func @other_call
// CHECK: %[[T:.*]] = gpu.launch_func async
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: call @host_function
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<*xf32>) kernel {
      gpu.return
    }
  }
  func.func private @host_function(memref<*xf32>)
  func.func @other_call(%a: memref<*xf32>) {
    %c1 = arith.constant 1 : index
    %0 = gpu.wait async
    %1 = gpu.launch_func async [%0] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<*xf32>)
    gpu.wait [%1]
    func.call @host_function(%a) : (memref<*xf32>) -> ()
    return
  }
}
