// RUN: osdp-opt %s --split-input-file --osdp-infer-roles | FileCheck %s

// A momentum-SGD step as JAX exports it: (params, opt state, step count,
// batch) -> (params, opt state, step count, loss). The weight feeds the
// loss (parameter); the momentum is state the loss does not read
// (optimizer state); the count is integer state (other); the batch feeds
// the loss (data); an unused input is other.
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<4x2xf32> {osdp.role = #osdp<role parameter>}
// CHECK-SAME: %arg1: tensor<4x2xf32> {osdp.role = #osdp<role optimizer_state>}
// CHECK-SAME: %arg2: tensor<i32> {osdp.role = #osdp<role other>}
// CHECK-SAME: %arg3: tensor<8x4xf32> {osdp.role = #osdp<role data>}
// CHECK-SAME: %arg4: tensor<3xf32> {osdp.role = #osdp<role other>}
// CHECK-SAME: -> (tensor<4x2xf32> {osdp.role = #osdp<role parameter>}, tensor<4x2xf32> {osdp.role = #osdp<role optimizer_state>}, tensor<i32> {osdp.role = #osdp<role other>}, tensor<f32> {osdp.role = #osdp<role other>})
func.func @main(%w: tensor<4x2xf32>, %m: tensor<4x2xf32>, %count: tensor<i32>, %x: tensor<8x4xf32>, %unused: tensor<3xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<f32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %sq = stablehlo.multiply %y, %y : tensor<8x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
  %g = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %beta = stablehlo.constant dense<0.9> : tensor<4x2xf32>
  %mb = stablehlo.multiply %m, %beta : tensor<4x2xf32>
  %m1 = stablehlo.add %mb, %g : tensor<4x2xf32>
  %lr = stablehlo.constant dense<0.1> : tensor<4x2xf32>
  %step = stablehlo.multiply %m1, %lr : tensor<4x2xf32>
  %w1 = stablehlo.subtract %w, %step : tensor<4x2xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %c1 = stablehlo.add %count, %one : tensor<i32>
  return %w1, %m1, %c1, %loss : tensor<4x2xf32>, tensor<4x2xf32>, tensor<i32>, tensor<f32>
}

// -----

// Donated arguments say which result replaces them, whatever the order of
// the results; a role written by the user is kept.
// CHECK-LABEL: func.func @donated(
// CHECK-SAME: %arg0: tensor<4x2xf32> {osdp.role = #osdp<role parameter>, tf.aliasing_output = 2 : i32}
// CHECK-SAME: %arg1: tensor<4x2xf32> {osdp.role = #osdp<role optimizer_state>, tf.aliasing_output = 1 : i32}
// CHECK-SAME: %arg2: tensor<8x4xf32> {osdp.role = #osdp<role other>}
// CHECK-SAME: -> (tensor<f32> {osdp.role = #osdp<role other>}, tensor<4x2xf32> {osdp.role = #osdp<role optimizer_state>}, tensor<4x2xf32> {osdp.role = #osdp<role parameter>})
func.func @donated(%w: tensor<4x2xf32> {tf.aliasing_output = 2 : i32}, %m: tensor<4x2xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<8x4xf32> {osdp.role = #osdp<role other>}) -> (tensor<f32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
  %g = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %m1 = stablehlo.add %m, %g : tensor<4x2xf32>
  %w1 = stablehlo.subtract %w, %m1 : tensor<4x2xf32>
  return %loss, %m1, %w1 : tensor<f32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// No float scalar result: not a training step, left alone.
// CHECK-LABEL: func.func @inference(%arg0: tensor<4x2xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x2xf32>
func.func @inference(%w: tensor<4x2xf32>, %x: tensor<8x4xf32>) -> tensor<8x2xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  return %y : tensor<8x2xf32>
}
