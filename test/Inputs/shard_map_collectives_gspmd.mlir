module @jit_shard_map_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg1: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,2]<=[8]}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = call @shmap_body(%1, %3) : (tensor<4x4xf32>, tensor<8x16xf32>) -> tensor<2x8xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<2x8xf32>) -> tensor<8x16xf32>
    return %6 : tensor<8x16xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x4xf32>, %arg1: tensor<8x16xf32>) -> (tensor<2x8xf32> {jax.result_info = "[('data',), ('model',)]"}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<4x16xf32>) -> tensor<4x4xf32>
    %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<2x8xf32>
    %4 = "stablehlo.collective_permute"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %7 = stablehlo.partition_id : tensor<ui32>
    %8 = stablehlo.divide %7, %c : tensor<ui32>
    %9 = stablehlo.remainder %8, %c_0 : tensor<ui32>
    %10 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.divide %4, %12 : tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x8xf32>
    return %15 : tensor<2x8xf32>
  }
}
