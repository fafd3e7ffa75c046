// A one-layer step small enough to check the search against brute force
// (its tensors above the 1 KiB below which no plan splits a value).
func.func @main(%w: tensor<32x32xf32>, %x: tensor<64x32xf32>) -> (tensor<32x32xf32>, tensor<f32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%h init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
  %ones = stablehlo.constant dense<1.0> : tensor<64x32xf32>
  %gw = stablehlo.dot_general %x, %ones, contracting_dims = [0] x [0] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
  %wn = stablehlo.subtract %w, %gw : tensor<32x32xf32>
  return %wn, %loss : tensor<32x32xf32>, tensor<f32>
}
