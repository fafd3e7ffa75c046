module @jit_shard_map_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg2: tensor<4x4xf32>, %arg3: tensor<8x16xf32>) {
      %1 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
      %2 = stablehlo.dot_general %1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      %3 = "stablehlo.reduce_scatter"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %17 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<4x16xf32>) -> tensor<4x4xf32>
      %4 = "stablehlo.all_to_all"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<2x8xf32>
      %5 = "stablehlo.collective_permute"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %17 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %c = stablehlo.constant dense<2> : tensor<ui32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %8 = stablehlo.partition_id : tensor<ui32>
      %9 = stablehlo.divide %8, %c : tensor<ui32>
      %10 = stablehlo.remainder %9, %c_0 : tensor<ui32>
      %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
      %12 = stablehlo.convert %11 : (tensor<i32>) -> tensor<f32>
      %13 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %14 = stablehlo.divide %5, %13 : tensor<2x8xf32>
      %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %16 = stablehlo.add %14, %15 : tensor<2x8xf32>
      sdy.return %16 : tensor<2x8xf32>
    } : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
