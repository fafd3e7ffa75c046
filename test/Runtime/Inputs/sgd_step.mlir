// A small training step: four weights moved against a fixed gradient, and
// their sum as the loss. The updated weights feed the next step, so it
// has a state to checkpoint, of another shape than the corpus steps'.
func.func @main(%w: tensor<4xf32>, %g: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %rate = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
  %step = stablehlo.multiply %g, %rate : tensor<4xf32>
  %next = stablehlo.subtract %w, %step : tensor<4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %loss = stablehlo.reduce(%next init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %next, %loss : tensor<4xf32>, tensor<f32>
}
