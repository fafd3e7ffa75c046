// RUN: osdp-opt %s --osdp-inline-calls --symbol-dce --split-input-file | FileCheck %s

// Calls of single-block functions are replaced by their bodies, calls in
// the copies too; recursive and multi-block callees stay calls.

// CHECK-LABEL: func.func public @main
// CHECK-NEXT: %[[A:.*]] = stablehlo.tanh %arg0
// CHECK-NEXT: %[[B:.*]] = stablehlo.add %[[A]], %arg0
// CHECK-NEXT: %[[C:.*]] = stablehlo.tanh %[[B]]
// CHECK-NEXT: %[[R:.*]] = call @recursive(%[[C]])
// CHECK-NEXT: %[[M:.*]] = call @two_blocks(%[[R]])
// CHECK-NEXT: return %[[M]], %[[B]]
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = call @act(%0#1) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = call @recursive(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = call @two_blocks(%2) : (tensor<4xf32>) -> tensor<4xf32>
  return %3, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-NOT: func.func private @act
// CHECK-NOT: func.func private @pair
func.func private @act(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = call @act(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %x : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: func.func private @recursive
// CHECK: call @recursive
func.func private @recursive(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @recursive(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: func.func private @two_blocks
func.func private @two_blocks(%x: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^bb1
^bb1:
  return %x : tensor<4xf32>
}

// -----

// A composite is a call of its decomposition: inlined the same way, and
// the calls in the decomposition with it.

// CHECK-LABEL: func.func public @composite
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %arg0
// CHECK-NEXT: %[[L:.*]] = stablehlo.log_plus_one %[[E]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[L]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[T]]
// CHECK-NEXT: return %[[M]]
// CHECK-NOT: func.func
func.func public @composite(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "my.mish" %x {decomposition = @my.mish, composite_attributes = {beta = 1.0 : f32}} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func private @my.mish(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @softplus(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.tanh %0 : tensor<4xf32>
  %2 = stablehlo.multiply %x, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func private @softplus(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  %1 = stablehlo.log_plus_one %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
