// Dropout's mask, read by the forward pass's select and the backward
// pass's: osdp-fuse-elementwise stores it (it is narrower than the random
// bits it compares, and the bits, a sum nothing else reads as a dropout's
// come out of its generator's loop, would be held until the second select
// if it were computed there), and osdp-store-booleans-as-bytes stores it
// as bytes. run_check draws integers in [0, 4): a sum of two is below 3
// for about a third of the elements.
func.func @main(%raw: tensor<64x64x2xui32>, %x: tensor<64x64xf32>, %g: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %none = stablehlo.constant dense<0> : tensor<ui32>
  %bits = stablehlo.reduce(%raw init: %none) applies stablehlo.add across dimensions = [2] : (tensor<64x64x2xui32>, tensor<ui32>) -> tensor<64x64xui32>
  %keep = stablehlo.constant dense<3> : tensor<64x64xui32>
  %zero = stablehlo.constant dense<0.0> : tensor<64x64xf32>
  %two = stablehlo.constant dense<2.0> : tensor<64x64xf32>
  %mask = stablehlo.compare LT, %bits, %keep, UNSIGNED : (tensor<64x64xui32>, tensor<64x64xui32>) -> tensor<64x64xi1>
  %xs = stablehlo.multiply %x, %two : tensor<64x64xf32>
  %y = stablehlo.select %mask, %xs, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  %gs = stablehlo.multiply %g, %two : tensor<64x64xf32>
  %dx = stablehlo.select %mask, %gs, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  return %y, %dx : tensor<64x64xf32>, tensor<64x64xf32>
}
