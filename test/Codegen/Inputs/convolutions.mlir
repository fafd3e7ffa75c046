// Convolutions in the layouts and window forms JAX emits for training
// steps, each compiled through osdp-convolutions-to-im2col and BLAS:
// forward NHWC x HWIO with SAME padding, a strided one with uneven
// padding, the kernel gradient ([f, 0, 1, b] x [i, 0, 1, o]), the input
// gradient of a strided convolution (lhs dilation, reversed HWOI kernel),
// NCHW x OIHW with kernel dilation, a 1-D convolution in f64, and a
// 4-group convolution with its two gradients as JAX derives them (feature
// groups, then batch groups for the kernel gradient), and a kernel
// gradient whose padding cuts into the image, as JAX derives it for a
// strided convolution.
func.func public @main(%x: tensor<2x9x9x3xf32>, %w: tensor<3x3x3x4xf32>,
                       %g: tensor<2x9x9x4xf32>, %gs: tensor<2x5x5x4xf32>,
                       %xn: tensor<2x3x10x10xf32>, %wn: tensor<4x3x3x3xf32>,
                       %s: tensor<2x16x5xf64>, %k: tensor<4x5x6xf64>,
                       %gx: tensor<2x6x6x8xf32>, %gw: tensor<3x3x2x8xf32>,
                       %gdy: tensor<2x6x6x8xf32>, %gwt: tensor<3x3x8x2xf32>)
    -> (tensor<2x9x9x4xf32>, tensor<2x4x4x4xf32>, tensor<3x3x3x4xf32>,
        tensor<2x9x9x3xf32>, tensor<2x4x6x6xf32>, tensor<2x13x6xf64>,
        tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>, tensor<2x6x6x8xf32>,
        tensor<5x4x3x4xf32>) {
  %same = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x9x9x4xf32>
  %strided = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x4x4x4xf32>
  %dw = stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<2x9x9x4xf32>) -> tensor<3x3x3x4xf32>
  %dx = stablehlo.convolution(%gs, %w) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x9x9x3xf32>
  %nchw = stablehlo.convolution(%xn, %wn) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32>
  %oned = stablehlo.convolution(%s, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x5xf64>, tensor<4x5x6xf64>) -> tensor<2x13x6xf64>
  %gy = stablehlo.convolution(%gx, %gw) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>) -> tensor<2x6x6x8xf32>
  %gdw = stablehlo.convolution(%gx, %gdy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x8xf32>, tensor<2x6x6x8xf32>) -> tensor<3x3x2x8xf32>
  %gdx = stablehlo.convolution(%gdy, %gwt) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x6x6x8xf32>, tensor<3x3x8x2xf32>) -> tensor<2x6x6x8xf32>
  %cut = stablehlo.convolution(%x, %gs) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<2x5x5x4xf32>) -> tensor<5x4x3x4xf32>
  return %same, %strided, %dw, %dx, %nchw, %oned, %gy, %gdw, %gdx, %cut : tensor<2x9x9x4xf32>, tensor<2x4x4x4xf32>, tensor<3x3x3x4xf32>, tensor<2x9x9x3xf32>, tensor<2x4x6x6xf32>, tensor<2x13x6xf64>, tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>, tensor<2x6x6x8xf32>, tensor<5x4x3x4xf32>
}
