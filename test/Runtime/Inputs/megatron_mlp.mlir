// A two-layer MLP with a Megatron split on a 2x2 mesh: the batch over
// "data", the first weight by columns and the second by rows over "model"
// (one all-reduce of the output), and a mean loss over the batch.
module @megatron_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
                         %b1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>},
                         %w2: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
      -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
          tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %bb = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %hb = stablehlo.add %h, %bb : tensor<8x32xf32>
    %a = stablehlo.tanh %hb : tensor<8x32xf32>
    %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %sq = stablehlo.multiply %y, %y : tensor<8x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %n = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %loss = stablehlo.divide %sum, %n : tensor<f32>
    return %y, %loss : tensor<8x4xf32>, tensor<f32>
  }
}
