module @jit_shard_map_mlp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<64x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<16x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %arg5: tensor<16xi32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<64xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x16xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<16xf32> {jax.result_info = "result[0][3]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<64xf32>) -> tensor<64xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<32xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x16xf32>) -> tensor<32x16xf32>
    %6 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<16xf32>) -> tensor<16xf32>
    %7 = stablehlo.custom_call @SPMDFullToShardShape(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16xf32>) -> tensor<16xf32>
    %8 = stablehlo.custom_call @Sharding(%arg4) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.custom_call @SPMDFullToShardShape(%8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.custom_call @Sharding(%arg5) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"} : (tensor<16xi32>) -> tensor<16xi32>
    %11 = stablehlo.custom_call @SPMDFullToShardShape(%10) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16xi32>) -> tensor<4xi32>
    %12:10 = call @shmap_body(%1, %3, %5, %7, %9, %11) : (tensor<32x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4xi32>) -> (tensor<4x32xf32>, tensor<4x32xi1>, tensor<32x16xf32>, tensor<4x32xf32>, tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1x1xi32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>)
    %13 = stablehlo.custom_call @Sharding(%12#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.custom_call @Sharding(%12#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x32xi1>) -> tensor<4x32xi1>
    %16 = stablehlo.custom_call @SPMDShardToFullShape(%15) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x32xi1>) -> tensor<32x32xi1>
    %17 = stablehlo.custom_call @Sharding(%12#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %18 = stablehlo.custom_call @SPMDShardToFullShape(%17) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x16xf32>) -> tensor<256x16xf32>
    %19 = stablehlo.custom_call @Sharding(%12#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %20 = stablehlo.custom_call @SPMDShardToFullShape(%19) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.custom_call @Sharding(%12#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %22 = stablehlo.custom_call @SPMDShardToFullShape(%21) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<16x16xf32>
    %23 = stablehlo.custom_call @Sharding(%12#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %24 = stablehlo.custom_call @SPMDShardToFullShape(%23) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x1xf32>) -> tensor<16x1xf32>
    %25 = stablehlo.custom_call @Sharding(%12#6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x1x1xi32>) -> tensor<4x1x1xi32>
    %26 = stablehlo.custom_call @SPMDShardToFullShape(%25) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x1x1xi32>) -> tensor<16x1x1xi32>
    %27 = stablehlo.custom_call @Sharding(%12#7) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %28 = stablehlo.custom_call @SPMDShardToFullShape(%27) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"} : (tensor<1xf32>) -> tensor<4xf32>
    %29 = stablehlo.custom_call @Sharding(%12#8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %30 = stablehlo.custom_call @SPMDShardToFullShape(%29) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %31 = stablehlo.custom_call @Sharding(%12#9) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %32 = stablehlo.custom_call @SPMDShardToFullShape(%31) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.custom_call @Sharding(%cst) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %34 = stablehlo.custom_call @SPMDFullToShardShape(%33) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %35 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %36 = stablehlo.custom_call @SPMDFullToShardShape(%35) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x32xf32>) -> tensor<4x32xf32>
    %37 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %38 = stablehlo.custom_call @SPMDFullToShardShape(%37) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x32xi1>) -> tensor<4x32xi1>
    %39 = stablehlo.custom_call @Sharding(%18) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %40 = stablehlo.custom_call @SPMDFullToShardShape(%39) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.custom_call @SPMDFullToShardShape(%41) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x32xf32>) -> tensor<4x32xf32>
    %43 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.custom_call @SPMDFullToShardShape(%43) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<4x16xf32>
    %45 = stablehlo.custom_call @Sharding(%24) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %46 = stablehlo.custom_call @SPMDFullToShardShape(%45) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x1xf32>) -> tensor<4x1xf32>
    %47 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x1x1xi32>) -> tensor<16x1x1xi32>
    %48 = stablehlo.custom_call @SPMDFullToShardShape(%47) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x1x1xi32>) -> tensor<4x1x1xi32>
    %49 = stablehlo.custom_call @Sharding(%28) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"} : (tensor<4xf32>) -> tensor<4xf32>
    %50 = stablehlo.custom_call @SPMDFullToShardShape(%49) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<1xf32>
    %51 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %52 = stablehlo.custom_call @SPMDFullToShardShape(%51) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %53:4 = call @shmap_body_0(%34, %36, %38, %40, %42, %44, %46, %48, %50, %52) : (tensor<f32>, tensor<4x32xf32>, tensor<4x32xi1>, tensor<32x16xf32>, tensor<4x32xf32>, tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1x1xi32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<32x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>)
    %54 = stablehlo.custom_call @Sharding(%53#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %55 = stablehlo.custom_call @SPMDShardToFullShape(%54) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<32x32xf32>) -> tensor<32x64xf32>
    %56 = stablehlo.custom_call @Sharding(%53#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32xf32>) -> tensor<32xf32>
    %57 = stablehlo.custom_call @SPMDShardToFullShape(%56) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<32xf32>) -> tensor<64xf32>
    %58 = stablehlo.custom_call @Sharding(%53#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %59 = stablehlo.custom_call @SPMDShardToFullShape(%58) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<64x16xf32>
    %60 = stablehlo.custom_call @Sharding(%53#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16xf32>) -> tensor<16xf32>
    %61 = stablehlo.custom_call @SPMDShardToFullShape(%60) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<16xf32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %63 = stablehlo.multiply %62, %55 : tensor<32x64xf32>
    %64 = stablehlo.subtract %arg0, %63 : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.multiply %65, %57 : tensor<64xf32>
    %67 = stablehlo.subtract %arg1, %66 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %69 = stablehlo.multiply %68, %59 : tensor<64x16xf32>
    %70 = stablehlo.subtract %arg2, %69 : tensor<64x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.multiply %71, %61 : tensor<16xf32>
    %73 = stablehlo.subtract %arg3, %72 : tensor<16xf32>
    return %64, %67, %70, %73, %32 : tensor<32x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<32x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<4xi32>) -> (tensor<4x32xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x32xi1> {jax.result_info = "[('data', 'model'), None]"}, tensor<32x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x32xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x16xf32> {jax.result_info = "[('data',), None]"}, tensor<4x1xf32> {jax.result_info = "[('data',), None]"}, tensor<4x1x1xi32> {jax.result_info = "[('data',), None, None]"}, tensor<1xf32> {jax.result_info = "[('data',)]"}, tensor<1xf32> {jax.result_info = "[None]"}, tensor<f32> {jax.result_info = "[]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x32xf32>
    %4 = call @relu(%3) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %22 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x16xf32>
    %12:3 = call @log_softmax(%11) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x1xf32>)
    %13 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14:2 = call @take_along_axis(%12#0, %13) : (tensor<4x16xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14#0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_1 : tensor<f32>
    %17 = stablehlo.negate %16 : tensor<f32>
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %22 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %arg4, %6, %arg2, %4, %12#1, %12#2, %14#1, %20, %21, %19 : tensor<4x32xf32>, tensor<4x32xi1>, tensor<32x16xf32>, tensor<4x32xf32>, tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1x1xi32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16xf32>
    %6 = stablehlo.exponential %5 : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x16xf32>
    return %11, %6, %8 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x16xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @shmap_body_0(%arg0: tensor<f32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32xi1>, %arg3: tensor<32x16xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x1xf32>, %arg7: tensor<4x1x1xi32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>) -> (tensor<32x32xf32> {jax.result_info = "[None, ('model',)]"}, tensor<32xf32> {jax.result_info = "[('model',)]"}, tensor<32x16xf32> {jax.result_info = "[('model',), None]"}, tensor<16xf32> {jax.result_info = "[None]"}) {
    %0 = stablehlo.reshape %arg8 : (tensor<1xf32>) -> tensor<f32>
    %1 = stablehlo.reshape %arg9 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.divide %arg0, %1 : tensor<f32>
    %3 = stablehlo.negate %2 : tensor<f32>
    %4 = stablehlo.divide %3, %0 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %6 = call @take_along_axis_1(%arg7, %5) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    %7 = call @log_softmax_2(%arg5, %arg6, %6) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.reshape %8 : (tensor<16xf32>) -> tensor<1x16xf32>
    %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %25 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.dot_general %7, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %14 = stablehlo.dot_general %7, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
    %15 = "stablehlo.all_reduce"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %25 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %17 = stablehlo.select %arg2, %14, %16 : tensor<4x32xi1>, tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.reshape %18 : (tensor<32xf32>) -> tensor<1x32xf32>
    %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %25 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %22 = stablehlo.dot_general %17, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %25 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    return %24, %21, %15, %11 : tensor<32x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x16xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x16xf32>
    return %7 : tensor<4x16xf32>
  }
}
