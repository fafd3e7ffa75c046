// RUN: osdp-opt %s --osdp-merge-gpu-kernels | FileCheck %s

// Two outlined kernels alike but for their module's name (two layers'
// biases added) and one that differs (a multiply): the second add goes,
// its launch calls the first.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: gpu.module @add_0
// CHECK-NOT: gpu.module @add_1
// CHECK: gpu.module @mul_0
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @add_0::@kernel {{.*}} args(%arg0 : memref<8xf32>)
// CHECK: gpu.launch_func @add_0::@kernel {{.*}} args(%arg1 : memref<8xf32>)
// CHECK: gpu.launch_func @mul_0::@kernel {{.*}} args(%arg1 : memref<8xf32>)
module attributes {gpu.container_module} {
  gpu.module @add_0 {
    gpu.func @kernel(%m: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<8xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%i] : memref<8xf32>
      gpu.return
    }
  }
  gpu.module @add_1 {
    gpu.func @kernel(%m: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<8xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%i] : memref<8xf32>
      gpu.return
    }
  }
  gpu.module @mul_0 {
    gpu.func @kernel(%m: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %m[%i] : memref<8xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %m[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @add_0::@kernel blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>)
    gpu.launch_func @add_1::@kernel blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%b : memref<8xf32>)
    gpu.launch_func @mul_0::@kernel blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%b : memref<8xf32>)
    return
  }
}
