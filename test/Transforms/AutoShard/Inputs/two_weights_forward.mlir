// A forward program with two 1 GiB weights and a batch of 16: y = tanh(x
// w1) w2. Read by auto_shard_inference.test.
func.func public @main(%x: tensor<16x16384xf32>, %w1: tensor<16384x16384xf32>, %w2: tensor<16384x16384xf32>) -> tensor<16x16384xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x16384xf32>, tensor<16384x16384xf32>) -> tensor<16x16384xf32>
  %a = stablehlo.tanh %h : tensor<16x16384xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<16x16384xf32>, tensor<16384x16384xf32>) -> tensor<16x16384xf32>
  return %y : tensor<16x16384xf32>
}
