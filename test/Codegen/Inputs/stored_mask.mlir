// Dropout's mask, read by the forward pass's select and the backward
// pass's: osdp-fuse-elementwise stores it (it is narrower than the random
// bits it compares), and osdp-store-booleans-as-bytes stores it as bytes.
// run_check draws integers in [0, 4): the mask keeps about half.
func.func @main(%bits: tensor<64x64xui32>, %x: tensor<64x64xf32>, %g: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %keep = stablehlo.constant dense<2> : tensor<64x64xui32>
  %zero = stablehlo.constant dense<0.0> : tensor<64x64xf32>
  %two = stablehlo.constant dense<2.0> : tensor<64x64xf32>
  %mask = stablehlo.compare LT, %bits, %keep, UNSIGNED : (tensor<64x64xui32>, tensor<64x64xui32>) -> tensor<64x64xi1>
  %xs = stablehlo.multiply %x, %two : tensor<64x64xf32>
  %y = stablehlo.select %mask, %xs, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  %gs = stablehlo.multiply %g, %two : tensor<64x64xf32>
  %dx = stablehlo.select %mask, %gs, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  return %y, %dx : tensor<64x64xf32>, tensor<64x64xf32>
}
