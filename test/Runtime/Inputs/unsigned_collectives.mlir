// Unsigned integers split over a mesh and brought back by collectives: a
// counter-based random stream (threefry's shape: multiply, shift, xor on
// uint32) computed where each device holds its half, then gathered, and an
// unsigned maximum reduced across the halves.
module @unsigned_collectives attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%key: tensor<8xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<8xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<2654435769> : tensor<8xui32>
    %s = stablehlo.constant dense<13> : tensor<8xui32>
    %0 = stablehlo.multiply %key, %c : tensor<8xui32>
    %1 = stablehlo.shift_right_logical %0, %s : tensor<8xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8xui32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}]> : tensor<8xui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %4 = stablehlo.reduce(%2 init: %zero) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    return %3, %4 : tensor<8xui32>, tensor<ui32>
  }
}
