// Reductions over rows into columns, which the cuda target splits into
// chunks of rows read a warp of adjacent columns at a time and a reduction
// of the chunks: row counts that are not a multiple of a chunk (111, 100),
// a product with a per-row value fused in (a layer norm's gamma gradient),
// max and integer sums, two column dimensions, an init other than the
// identity, and a row reduction beside them that stays one block per row.
func.func public @main(%dy: tensor<3x37x40xf32>, %x: tensor<3x37x40xf32>,
                       %m: tensor<100x64xf32>, %n: tensor<100x64xi32>,
                       %r: tensor<40x4x64xf32>, %t: tensor<64x200xf32>)
    -> (tensor<40xf32>, tensor<40xf32>, tensor<64xf32>, tensor<64xi32>,
        tensor<4x64xf32>, tensor<64xf32>, tensor<200xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %start = stablehlo.constant dense<1.500000e+00> : tensor<f32>
  // A bias gradient: 111 rows of 40 columns.
  %db = stablehlo.reduce(%dy init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x37x40xf32>, tensor<f32>) -> tensor<40xf32>
  // A gamma gradient: the upstream gradient times the row-centred input.
  %rs = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<3x37x40xf32>, tensor<f32>) -> tensor<3x37xf32>
  %width = stablehlo.constant dense<4.000000e+01> : tensor<3x37xf32>
  %mean = stablehlo.divide %rs, %width : tensor<3x37xf32>
  %meanb = stablehlo.broadcast_in_dim %mean, dims = [0, 1] : (tensor<3x37xf32>) -> tensor<3x37x40xf32>
  %xc = stablehlo.subtract %x, %meanb : tensor<3x37x40xf32>
  %prod = stablehlo.multiply %dy, %xc : tensor<3x37x40xf32>
  %dg = stablehlo.reduce(%prod init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x37x40xf32>, tensor<f32>) -> tensor<40xf32>
  %mx = stablehlo.reduce(%m init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<100x64xf32>, tensor<f32>) -> tensor<64xf32>
  %ns = stablehlo.reduce(%n init: %izero) applies stablehlo.add across dimensions = [0] : (tensor<100x64xi32>, tensor<i32>) -> tensor<64xi32>
  %rr = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<40x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
  %ms = stablehlo.reduce(%m init: %start) applies stablehlo.add across dimensions = [0] : (tensor<100x64xf32>, tensor<f32>) -> tensor<64xf32>
  %tc = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x200xf32>, tensor<f32>) -> tensor<200xf32>
  %tr = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x200xf32>, tensor<f32>) -> tensor<64xf32>
  return %db, %dg, %mx, %ns, %rr, %ms, %tc, %tr : tensor<40xf32>, tensor<40xf32>, tensor<64xf32>, tensor<64xi32>, tensor<4x64xf32>, tensor<64xf32>, tensor<200xf32>, tensor<64xf32>
}
