// Transcendental functions over arrays long enough to vectorise (1000
// elements: vector bodies and a scalar remainder), in f32 and f64: the
// loops call glibc's vector variants (libmvec) and must agree with XLA.
func.func public @main(%x: tensor<1000xf32>, %y: tensor<1000xf32>,
                       %d: tensor<1000xf64>)
    -> (tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf64>, tensor<1000xf64>) {
  %tanh = stablehlo.tanh %x : tensor<1000xf32>
  %exp = stablehlo.exponential %x : tensor<1000xf32>
  %expm1 = stablehlo.exponential_minus_one %x : tensor<1000xf32>
  %log = stablehlo.log %x : tensor<1000xf32>
  %log1p = stablehlo.log_plus_one %x : tensor<1000xf32>
  %sin = stablehlo.sine %x : tensor<1000xf32>
  %cos = stablehlo.cosine %x : tensor<1000xf32>
  %pow = stablehlo.power %x, %y : tensor<1000xf32>
  %atan2 = stablehlo.atan2 %x, %y : tensor<1000xf32>
  %erf = chlo.erf %x : tensor<1000xf32> -> tensor<1000xf32>
  %dtanh = stablehlo.tanh %d : tensor<1000xf64>
  %dlog = stablehlo.log %d : tensor<1000xf64>
  return %tanh, %exp, %expm1, %log, %log1p, %sin, %cos, %pow, %atan2, %erf,
         %dtanh, %dlog
      : tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>,
        tensor<1000xf32>, tensor<1000xf64>, tensor<1000xf64>
}
