// A layer and the gradient-like product of its transposed input, with the
// batch split over "data" of a mesh of 2: per device, a 32x96 by 96x128
// GEMM, a transposed 96x32 by 32x128 GEMM whose partial sums one all-reduce
// adds, and a partial scalar sum (a second all-reduce).
module @profile_matmul attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%x: tensor<64x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %w: tensor<96x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
      -> (tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
          tensor<96x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
          tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x128xf32>) -> tensor<64x128xf32>
    %t = stablehlo.tanh %y : tensor<64x128xf32>
    %g = stablehlo.dot_general %x, %t, contracting_dims = [0] x [0] : (tensor<64x96xf32>, tensor<64x128xf32>) -> tensor<96x128xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    return %t, %g, %sum : tensor<64x128xf32>, tensor<96x128xf32>, tensor<f32>
  }
}
