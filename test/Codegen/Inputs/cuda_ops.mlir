// The op mix of a transformer layer, for the cuda target: an elementwise
// chain, broadcasts, a softmax's row reductions, a transpose, a matrix
// product, a reduction to a scalar and a slice.
func.func public @main(%x: tensor<64x128xf32>, %w: tensor<128x32xf32>, %b: tensor<32xf32>) -> (tensor<64x32xf32>, tensor<32x64xf32>, tensor<f32>, tensor<8x32xf32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
  %z = stablehlo.add %y, %bb : tensor<64x32xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%z init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %bmax = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
  %s = stablehlo.subtract %z, %bmax : tensor<64x32xf32>
  %e = stablehlo.exponential %s : tensor<64x32xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %bsum = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
  %p = stablehlo.divide %e, %bsum : tensor<64x32xf32>
  %t = stablehlo.transpose %p, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
  %all = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
  %rows = stablehlo.slice %p [8:16, 0:32] : (tensor<64x32xf32>) -> tensor<8x32xf32>
  return %p, %t, %all, %rows : tensor<64x32xf32>, tensor<32x64xf32>, tensor<f32>, tensor<8x32xf32>
}
