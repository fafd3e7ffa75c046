// RUN: osdp-opt %s --inline | FileCheck %s
// RUN: osdp-opt %s --inline --symbol-dce | FileCheck %s --check-prefix=DCE

// JAX outlines helpers into private functions and calls them from `main` and
// from inside stablehlo regions; --inline flattens them into one function.

module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  // CHECK-LABEL: func.func public @main
  // CHECK-NOT:     call
  // CHECK:         %[[MAX:.*]] = stablehlo.maximum %arg0, %{{.*}} : tensor<4x128xf32>
  // CHECK:         stablehlo.while
  // CHECK:         } do {
  // CHECK-NOT:       call
  // CHECK:           stablehlo.add %[[X:iterArg_[0-9]+]], %[[X]] : tensor<4x128xf32>
  // CHECK:         "stablehlo.case"
  // CHECK-NOT:       call
  // CHECK:           stablehlo.negate
  // CHECK:         return
  func.func public @main(%arg0: tensor<4x128xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<i32>) -> (tensor<4x128xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}) {
    %0 = call @relu(%arg0) : (tensor<4x128xf32>) -> tensor<4x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %0) : tensor<i32>, tensor<4x128xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @double(%iterArg_0) : (tensor<4x128xf32>) -> tensor<4x128xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %3, %2 : tensor<i32>, tensor<4x128xf32>
    }
    %4 = "stablehlo.case"(%arg1) ({
      stablehlo.return %1#1 : tensor<4x128xf32>
    }, {
      %5 = func.call @neg(%1#1) : (tensor<4x128xf32>) -> tensor<4x128xf32>
      stablehlo.return %5 : tensor<4x128xf32>
    }) : (tensor<i32>) -> tensor<4x128xf32>
    return %4 : tensor<4x128xf32>
  }
  func.func private @relu(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x128xf32>
    return %1 : tensor<4x128xf32>
  }
  func.func private @double(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4x128xf32>
    return %0 : tensor<4x128xf32>
  }
  func.func private @neg(%arg0: tensor<4x128xf32>) -> tensor<4x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x128xf32>
    return %0 : tensor<4x128xf32>
  }
}

// DCE:     module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}
// DCE:     func.func public @main
// DCE-NOT: func.func private
