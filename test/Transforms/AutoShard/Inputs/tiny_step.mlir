// A one-layer step small enough to check the search against brute force.
func.func @main(%w: tensor<8x8xf32>, %x: tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%h init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
  %ones = stablehlo.constant dense<1.0> : tensor<16x8xf32>
  %gw = stablehlo.dot_general %x, %ones, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %wn = stablehlo.subtract %w, %gw : tensor<8x8xf32>
  return %wn, %loss : tensor<8x8xf32>, tensor<f32>
}
