// A two-layer step with a batch of eight rows and 256 MiB weights.
// Written by hand: h2 = (x w1) w2, loss = sum(h2), plain SGD with a unit
// step on both weights, updated in place (donated, as JAX's donate_argnums
// marks them).
func.func @main(%w1: tensor<8192x8192xf32> {tf.aliasing_output = 0 : i32}, %w2: tensor<8192x8192xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<8x8192xf32>) -> (tensor<8192x8192xf32>, tensor<8192x8192xf32>, tensor<f32>) {
  %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x8192xf32>, tensor<8192x8192xf32>) -> tensor<8x8192xf32>
  %h2 = stablehlo.dot_general %h1, %w2, contracting_dims = [1] x [0] : (tensor<8x8192xf32>, tensor<8192x8192xf32>) -> tensor<8x8192xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%h2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8192xf32>, tensor<f32>) -> tensor<f32>
  %ones = stablehlo.constant dense<1.0> : tensor<8x8192xf32>
  %gw2 = stablehlo.dot_general %h1, %ones, contracting_dims = [0] x [0] : (tensor<8x8192xf32>, tensor<8x8192xf32>) -> tensor<8192x8192xf32>
  %dh1 = stablehlo.dot_general %ones, %w2, contracting_dims = [1] x [1] : (tensor<8x8192xf32>, tensor<8192x8192xf32>) -> tensor<8x8192xf32>
  %gw1 = stablehlo.dot_general %x, %dh1, contracting_dims = [0] x [0] : (tensor<8x8192xf32>, tensor<8x8192xf32>) -> tensor<8192x8192xf32>
  %w1n = stablehlo.subtract %w1, %gw1 : tensor<8192x8192xf32>
  %w2n = stablehlo.subtract %w2, %gw2 : tensor<8192x8192xf32>
  return %w1n, %w2n, %loss : tensor<8192x8192xf32>, tensor<8192x8192xf32>, tensor<f32>
}
