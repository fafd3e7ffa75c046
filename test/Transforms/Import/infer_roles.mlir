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

// No loss: a forward program. The batch is the leading dimension of its
// result (8): the input of that dimension is data, the other float tensor a
// parameter (nothing is state: no result replaces an argument of its type
// unless donated), an integer scalar other.
// CHECK-LABEL: func.func @inference(
// CHECK-SAME: %arg0: tensor<4x4xf32> {osdp.role = #osdp<role parameter>}
// CHECK-SAME: %arg1: tensor<8x4xf32> {osdp.role = #osdp<role data>}
// CHECK-SAME: %arg2: tensor<i32> {osdp.role = #osdp<role other>}
// CHECK-SAME: -> (tensor<8x4xf32> {osdp.role = #osdp<role other>})
func.func @inference(%w: tensor<4x4xf32>, %x: tensor<8x4xf32>, %t: tensor<i32>) -> tensor<8x4xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  %tf = stablehlo.convert %t : (tensor<i32>) -> tensor<f32>
  %s = stablehlo.broadcast_in_dim %tf, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
  %z = stablehlo.multiply %y, %s : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

// -----

// An evaluation step returns a loss but updates nothing: a forward program
// too. With no result of rank one or more, the batch is the leading
// dimension of the first integer input (the labels); the weight is a
// parameter although the loss reads it, and the images are data.
// CHECK-LABEL: func.func @evaluation(
// CHECK-SAME: %arg0: tensor<4x2xf32> {osdp.role = #osdp<role parameter>}
// CHECK-SAME: %arg1: tensor<8x4xf32> {osdp.role = #osdp<role data>}
// CHECK-SAME: %arg2: tensor<8xi32> {osdp.role = #osdp<role data>}
func.func @evaluation(%w: tensor<4x2xf32>, %x: tensor<8x4xf32>, %labels: tensor<8xi32>) -> tensor<f32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %l = stablehlo.convert %labels : (tensor<8xi32>) -> tensor<8xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
  %d = stablehlo.subtract %y, %lb : tensor<8x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

// A decoding step writes its cache in place (donated): the cache is state
// of the batch's leading dimension, data like the tokens; the result that
// replaces it takes its role.
// CHECK-LABEL: func.func @decode(
// CHECK-SAME: %arg0: tensor<4x4xf32> {osdp.role = #osdp<role parameter>}
// CHECK-SAME: %arg1: tensor<8x4xf32> {osdp.role = #osdp<role data>, tf.aliasing_output = 1 : i32}
// CHECK-SAME: %arg2: tensor<8x4xf32> {osdp.role = #osdp<role data>}
// CHECK-SAME: -> (tensor<8x4xf32> {osdp.role = #osdp<role other>}, tensor<8x4xf32> {osdp.role = #osdp<role data>})
func.func @decode(%w: tensor<4x4xf32>, %cache: tensor<8x4xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  %c = stablehlo.add %cache, %y : tensor<8x4xf32>
  return %y, %c : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// A function without a body has nothing to infer and is left alone.
// CHECK-LABEL: func.func private @external(tensor<4x2xf32>) -> tensor<f32>
func.func private @external(%w: tensor<4x2xf32>) -> tensor<f32>
