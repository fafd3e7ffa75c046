// A program that never ends, for the checks' time limits: the counter
// stops growing at 2^24 (x + 1 == x), well below the bound it is compared
// with.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.while(%i = %x) : tensor<f32>
   cond {
    %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %p = stablehlo.compare LT, %i, %inf, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %n = stablehlo.add %i, %one : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  return %0 : tensor<f32>
}
