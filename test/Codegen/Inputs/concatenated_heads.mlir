// Attention-style gradients moved back from the heads' order and
// concatenated into one projection's (concatenated_heads.test).
func.func public @main(%q: tensor<2x4x3x8xf32>, %k: tensor<2x4x3x8xf32>, %v: tensor<2x4x3x8xf32>) -> tensor<2x3x96xf32> {
  %tq = stablehlo.transpose %q, dims = [0, 2, 1, 3] : (tensor<2x4x3x8xf32>) -> tensor<2x3x4x8xf32>
  %tk = stablehlo.transpose %k, dims = [0, 2, 1, 3] : (tensor<2x4x3x8xf32>) -> tensor<2x3x4x8xf32>
  %tv = stablehlo.transpose %v, dims = [0, 2, 1, 3] : (tensor<2x4x3x8xf32>) -> tensor<2x3x4x8xf32>
  %rq = stablehlo.reshape %tq : (tensor<2x3x4x8xf32>) -> tensor<2x3x32xf32>
  %rk = stablehlo.reshape %tk : (tensor<2x3x4x8xf32>) -> tensor<2x3x32xf32>
  %rv = stablehlo.reshape %tv : (tensor<2x3x4x8xf32>) -> tensor<2x3x32xf32>
  %c = stablehlo.concatenate %rq, %rk, %rv, dim = 2 : (tensor<2x3x32xf32>, tensor<2x3x32xf32>, tensor<2x3x32xf32>) -> tensor<2x3x96xf32>
  return %c : tensor<2x3x96xf32>
}
