module @jit_shard_map_mlp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<64x16xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:10 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{}]>, <@mesh, []>] manual_axes={"data", "model"} (%arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<4x32xf32>, %arg11: tensor<4xi32>) {
      %14 = stablehlo.dot_general %arg10, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %15 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
      %17 = stablehlo.add %14, %16 : tensor<4x32xf32>
      %18 = func.call @relu(%17) : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
      %21 = stablehlo.dot_general %18, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %36 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %36 : tensor<f32>
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %23 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
      %25 = stablehlo.add %22, %24 : tensor<4x16xf32>
      %26:3 = func.call @log_softmax(%25) : (tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x1xf32>)
      %27 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %28:2 = func.call @take_along_axis(%26#0, %27) : (tensor<4x16xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%28#0 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %30 = stablehlo.divide %29, %cst_6 : tensor<f32>
      %31 = stablehlo.negate %30 : tensor<f32>
      %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %36 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %36 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %33 = stablehlo.divide %32, %cst_7 : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
      sdy.return %arg10, %20, %arg8, %18, %26#1, %26#2, %28#1, %34, %35, %33 : tensor<4x32xf32>, tensor<4x32xi1>, tensor<32x16xf32>, tensor<4x32xf32>, tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1x1xi32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
    } : (tensor<32x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xi32>) -> (tensor<32x32xf32>, tensor<32x32xi1>, tensor<256x16xf32>, tensor<32x32xf32>, tensor<16x16xf32>, tensor<16x1xf32>, tensor<16x1x1xi32>, tensor<4xf32>, tensor<1xf32>, tensor<f32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:4 = sdy.manual_computation(%cst, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8) in_shardings=[<@mesh, []>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>] manual_axes={"data", "model"} (%arg6: tensor<f32>, %arg7: tensor<4x32xf32>, %arg8: tensor<4x32xi1>, %arg9: tensor<32x16xf32>, %arg10: tensor<4x32xf32>, %arg11: tensor<4x16xf32>, %arg12: tensor<4x1xf32>, %arg13: tensor<4x1x1xi32>, %arg14: tensor<1xf32>, %arg15: tensor<1xf32>) {
      %14 = stablehlo.reshape %arg14 : (tensor<1xf32>) -> tensor<f32>
      %15 = stablehlo.reshape %arg15 : (tensor<1xf32>) -> tensor<f32>
      %16 = stablehlo.divide %arg6, %15 : tensor<f32>
      %17 = stablehlo.negate %16 : tensor<f32>
      %18 = stablehlo.divide %17, %14 : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %20 = func.call @take_along_axis_0(%arg13, %19) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x16xf32>
      %21 = func.call @log_softmax_1(%arg11, %arg12, %20) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
      %23 = stablehlo.reshape %22 : (tensor<16xf32>) -> tensor<1x16xf32>
      %24 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %39 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %39 : tensor<f32>
      }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
      %26 = stablehlo.dot_general %21, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
      %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
      %28 = stablehlo.dot_general %21, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
      %29 = "stablehlo.all_reduce"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %39 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %39 : tensor<f32>
      }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %31 = stablehlo.select %arg8, %28, %30 : tensor<4x32xi1>, tensor<4x32xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
      %33 = stablehlo.reshape %32 : (tensor<32xf32>) -> tensor<1x32xf32>
      %34 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %39 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %39 : tensor<f32>
      }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
      %36 = stablehlo.dot_general %31, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %38 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %39 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %39 : tensor<f32>
      }) : (tensor<32x32xf32>) -> tensor<32x32xf32>
      sdy.return %38, %35, %29, %25 : tensor<32x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>
    } : (tensor<f32>, tensor<32x32xf32>, tensor<32x32xi1>, tensor<256x16xf32>, tensor<32x32xf32>, tensor<16x16xf32>, tensor<16x1xf32>, tensor<16x1x1xi32>, tensor<4xf32>, tensor<1xf32>) -> (tensor<32x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>)
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %2, %1#0 : tensor<32x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.multiply %5, %1#1 : tensor<64xf32>
    %7 = stablehlo.subtract %arg1, %6 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %9 = stablehlo.multiply %8, %1#2 : tensor<64x16xf32>
    %10 = stablehlo.subtract %arg2, %9 : tensor<64x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %11, %1#3 : tensor<16xf32>
    %13 = stablehlo.subtract %arg3, %12 : tensor<16xf32>
    return %4, %7, %10, %13, %0#9 : tensor<32x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<f32>
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
  func.func private @take_along_axis_0(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x16xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
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
