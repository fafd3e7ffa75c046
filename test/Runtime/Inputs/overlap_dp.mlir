// A data-parallel step whose weight gradient is reduced while the rest of
// the step computes: under --osdp-shard=overlap=true its all_reduce is
// issued after the gradient's product and waited for by the update, the
// forward product and its tanh in between.
osdp.mesh @mesh = <[data = 4]>
func.func @main(%w: tensor<64x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
                %x: tensor<64x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>})
    -> (tensor<64x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
        tensor<64x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}) {
  %g = stablehlo.dot_general %x, %x, contracting_dims = [0] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %a = stablehlo.tanh %h : tensor<64x64xf32>
  %u = stablehlo.subtract %w, %g : tensor<64x64xf32>
  return %u, %a : tensor<64x64xf32>, tensor<64x64xf32>
}
