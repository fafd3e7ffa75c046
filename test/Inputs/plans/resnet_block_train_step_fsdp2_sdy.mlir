module @jit_resnet_block_train_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg4: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, %arg5: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, %arg6: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<32x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg10: tensor<3x3x3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg14: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg15: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, %arg16: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, %arg17: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg18: tensor<32x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg21: tensor<3x3x3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, %arg22: tensor<16x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg23: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<32xf32> {jax.result_info = "result[0]['block']['bn1']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[0]['block']['bn1']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[0]['block']['bn2']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[0]['block']['bn2']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['block']['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['block']['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, tensor<10xf32> {jax.result_info = "result[0]['head']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32x10xf32> {jax.result_info = "result[0]['head']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32xf32> {jax.result_info = "result[0]['stem']['bn']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[0]['stem']['bn']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3x3x3x32xf32> {jax.result_info = "result[0]['stem']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['block']['bn1']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['block']['bn1']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['block']['bn2']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['block']['bn2']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['momentum']['block']['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['momentum']['block']['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['momentum']['head']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32x10xf32> {jax.result_info = "result[1]['momentum']['head']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['stem']['bn']['beta']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<32xf32> {jax.result_info = "result[1]['momentum']['stem']['bn']['gamma']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3x3x3x32xf32> {jax.result_info = "result[1]['momentum']['stem']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg22, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<16x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = call @_var(%0, %c) : (tensor<16x32x32x32xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<16x32x32x32xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<16x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.add %4#0, %8 : tensor<32xf32>
    %10 = stablehlo.rsqrt %9 : tensor<32xf32>
    %11 = stablehlo.divide %10, %9 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<16x32x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<16x32x32x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %22 = stablehlo.add %19, %21 : tensor<16x32x32x32xf32>
    %23 = call @relu(%22) : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %25 = stablehlo.compare GT, %22, %24, FLOAT : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.reduce_window"(%23, %26) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %269 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %269 : tensor<f32>
    }) : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<16x16x16x32xf32>
    %28 = stablehlo.convolution(%27, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.divide %29, %30 : tensor<32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32:4 = call @_var_0(%28, %c_7) : (tensor<16x16x16x32xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>)
    %33 = stablehlo.broadcast_in_dim %31, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %35 = stablehlo.subtract %28, %34 : tensor<16x16x16x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.add %32#0, %36 : tensor<32xf32>
    %38 = stablehlo.rsqrt %37 : tensor<32xf32>
    %39 = stablehlo.divide %38, %37 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<32xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %44 = stablehlo.multiply %35, %43 : tensor<16x16x16x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<16x16x16x32xf32>
    %48 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %50 = stablehlo.add %47, %49 : tensor<16x16x16x32xf32>
    %51 = call @relu_1(%50) : (tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %53 = stablehlo.compare GT, %50, %52, FLOAT : (tensor<16x16x16x32xf32>, tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xi1>
    %54 = stablehlo.convolution(%51, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_12 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %57 = stablehlo.divide %55, %56 : tensor<32xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %58:4 = call @_var_0(%54, %c_13) : (tensor<16x16x16x32xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>)
    %59 = stablehlo.broadcast_in_dim %57, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %61 = stablehlo.subtract %54, %60 : tensor<16x16x16x32xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %63 = stablehlo.add %58#0, %62 : tensor<32xf32>
    %64 = stablehlo.rsqrt %63 : tensor<32xf32>
    %65 = stablehlo.divide %64, %63 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<32xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %70 = stablehlo.multiply %61, %69 : tensor<16x16x16x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<16x16x16x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %76 = stablehlo.add %73, %75 : tensor<16x16x16x32xf32>
    %77 = stablehlo.add %27, %76 : tensor<16x16x16x32xf32>
    %78 = call @relu_1(%77) : (tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %80 = stablehlo.compare GT, %77, %79, FLOAT : (tensor<16x16x16x32xf32>, tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%78 init: %cst_17) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %83 = stablehlo.divide %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.dot_general %83, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x10xf32>) -> tensor<16x10xf32>
    %85 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %87 = stablehlo.add %84, %86 : tensor<16x10xf32>
    %88:3 = call @log_softmax(%87) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %89 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %90:2 = call @take_along_axis(%88#0, %89) : (tensor<16x10xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90#0 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %92 = stablehlo.divide %91, %cst_20 : tensor<f32>
    %93 = stablehlo.negate %92 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.negate %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_22 : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %97 = call @take_along_axis_2(%90#1, %96) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    %98 = call @log_softmax_3(%88#1, %88#2, %97) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %100 = stablehlo.reshape %99 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %102 = stablehlo.dot_general %98, %83, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x32xf32>) -> tensor<10x32xf32>
    %103 = stablehlo.transpose %102, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %104 = stablehlo.dot_general %98, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<32x10xf32>) -> tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %106 = stablehlo.divide %104, %105 : tensor<16x32xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 3] : (tensor<16x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %109 = stablehlo.select %80, %107, %108 : tensor<16x16x16x32xi1>, tensor<16x16x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %111 = stablehlo.reshape %110 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.multiply %70, %109 : tensor<16x16x16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.reshape %114 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %116 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %117 = stablehlo.multiply %109, %116 : tensor<16x16x16x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%115 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %119 = stablehlo.multiply %61, %117 : tensor<16x16x16x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.reshape %120 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %122 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %123 = stablehlo.multiply %117, %122 : tensor<16x16x16x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%121 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %125 = stablehlo.multiply %124, %67 : tensor<32xf32>
    %126 = stablehlo.negate %123 : tensor<16x16x16x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %128 = stablehlo.reshape %127 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %130 = call @_var_4(%58#1, %58#2, %58#3, %125) : (tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>, tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %131 = stablehlo.add %123, %130 : tensor<16x16x16x32xf32>
    %cst_35 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.divide %129, %132 : tensor<32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %135 = stablehlo.add %131, %134 : tensor<16x16x16x32xf32>
    %136 = stablehlo.convolution(%51, %135) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<16x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %137 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x32x32xf32>
    %138 = stablehlo.convolution(%135, %137) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %140 = stablehlo.select %53, %138, %139 : tensor<16x16x16x32xi1>, tensor<16x16x16x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %142 = stablehlo.reshape %141 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %144 = stablehlo.multiply %44, %140 : tensor<16x16x16x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %146 = stablehlo.reshape %145 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %147 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %148 = stablehlo.multiply %140, %147 : tensor<16x16x16x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%146 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %150 = stablehlo.multiply %35, %148 : tensor<16x16x16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %152 = stablehlo.reshape %151 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %153 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %154 = stablehlo.multiply %148, %153 : tensor<16x16x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%152 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %156 = stablehlo.multiply %155, %41 : tensor<32xf32>
    %157 = stablehlo.negate %154 : tensor<16x16x16x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %159 = stablehlo.reshape %158 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = call @_var_4(%32#1, %32#2, %32#3, %156) : (tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>, tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %162 = stablehlo.add %154, %161 : tensor<16x16x16x32xf32>
    %cst_45 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %164 = stablehlo.divide %160, %163 : tensor<32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %166 = stablehlo.add %162, %165 : tensor<16x16x16x32xf32>
    %167 = stablehlo.convolution(%27, %166) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<16x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %168 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x32x32xf32>
    %169 = stablehlo.convolution(%166, %168) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x16x16x32xf32>
    %170 = stablehlo.add %109, %169 : tensor<16x16x16x32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.pad %23, %cst_46, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<16x33x33x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = "stablehlo.select_and_scatter"(%171, %170, %cst_47) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %269 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %269 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %269 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %269 : tensor<f32>
    }) : (tensor<16x33x33x32xf32>, tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<16x33x33x32xf32>
    %173 = stablehlo.slice %172 [0:16, 0:32, 0:32, 0:32] : (tensor<16x33x33x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %175 = stablehlo.select %25, %173, %174 : tensor<16x32x32x32xi1>, tensor<16x32x32x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %177 = stablehlo.reshape %176 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %179 = stablehlo.multiply %16, %175 : tensor<16x32x32x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %181 = stablehlo.reshape %180 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %182 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %183 = stablehlo.multiply %175, %182 : tensor<16x32x32x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%181 init: %cst_52) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %185 = stablehlo.multiply %7, %183 : tensor<16x32x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %187 = stablehlo.reshape %186 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %188 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %189 = stablehlo.multiply %183, %188 : tensor<16x32x32x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%187 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %191 = stablehlo.multiply %190, %13 : tensor<32xf32>
    %192 = stablehlo.negate %189 : tensor<16x32x32x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.reshape %193 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %196 = call @_var_6(%4#1, %4#2, %4#3, %191) : (tensor<16x32x32x32xf32>, tensor<f32>, tensor<i1>, tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %197 = stablehlo.add %189, %196 : tensor<16x32x32x32xf32>
    %cst_57 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.divide %195, %198 : tensor<32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %201 = stablehlo.add %197, %200 : tensor<16x32x32x32xf32>
    %202 = stablehlo.convolution(%arg22, %201) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<16x32x32x32xf32>) -> tensor<3x3x3x32xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %204 = stablehlo.multiply %203, %arg11 : tensor<32xf32>
    %205 = stablehlo.add %204, %143 : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.multiply %206, %arg12 : tensor<32xf32>
    %208 = stablehlo.add %207, %149 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %210 = stablehlo.multiply %209, %arg13 : tensor<32xf32>
    %211 = stablehlo.add %210, %112 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %213 = stablehlo.multiply %212, %arg14 : tensor<32xf32>
    %214 = stablehlo.add %213, %118 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %216 = stablehlo.multiply %215, %arg15 : tensor<3x3x32x32xf32>
    %217 = stablehlo.add %216, %167 : tensor<3x3x32x32xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %219 = stablehlo.multiply %218, %arg16 : tensor<3x3x32x32xf32>
    %220 = stablehlo.add %219, %136 : tensor<3x3x32x32xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %222 = stablehlo.multiply %221, %arg17 : tensor<10xf32>
    %223 = stablehlo.add %222, %101 : tensor<10xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %225 = stablehlo.multiply %224, %arg18 : tensor<32x10xf32>
    %226 = stablehlo.add %225, %103 : tensor<32x10xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %228 = stablehlo.multiply %227, %arg19 : tensor<32xf32>
    %229 = stablehlo.add %228, %178 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %231 = stablehlo.multiply %230, %arg20 : tensor<32xf32>
    %232 = stablehlo.add %231, %184 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %234 = stablehlo.multiply %233, %arg21 : tensor<3x3x3x32xf32>
    %235 = stablehlo.add %234, %202 : tensor<3x3x3x32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %237 = stablehlo.multiply %236, %205 : tensor<32xf32>
    %238 = stablehlo.subtract %arg0, %237 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %240 = stablehlo.multiply %239, %208 : tensor<32xf32>
    %241 = stablehlo.subtract %arg1, %240 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.multiply %242, %211 : tensor<32xf32>
    %244 = stablehlo.subtract %arg2, %243 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.multiply %245, %214 : tensor<32xf32>
    %247 = stablehlo.subtract %arg3, %246 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %249 = stablehlo.multiply %248, %217 : tensor<3x3x32x32xf32>
    %250 = stablehlo.subtract %arg4, %249 : tensor<3x3x32x32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %252 = stablehlo.multiply %251, %220 : tensor<3x3x32x32xf32>
    %253 = stablehlo.subtract %arg5, %252 : tensor<3x3x32x32xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %255 = stablehlo.multiply %254, %223 : tensor<10xf32>
    %256 = stablehlo.subtract %arg6, %255 : tensor<10xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %258 = stablehlo.multiply %257, %226 : tensor<32x10xf32>
    %259 = stablehlo.subtract %arg7, %258 : tensor<32x10xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %229 : tensor<32xf32>
    %262 = stablehlo.subtract %arg8, %261 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %264 = stablehlo.multiply %263, %232 : tensor<32xf32>
    %265 = stablehlo.subtract %arg9, %264 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %267 = stablehlo.multiply %266, %235 : tensor<3x3x3x32xf32>
    %268 = stablehlo.subtract %arg10, %267 : tensor<3x3x3x32xf32>
    return %238, %241, %244, %247, %250, %253, %256, %259, %262, %265, %268, %205, %208, %211, %214, %217, %220, %223, %226, %229, %232, %235, %93 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x32xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<16x32x32x32xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x32x32xf32>
    %6 = chlo.square %5 : tensor<16x32x32x32xf32> -> tensor<16x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x32x32x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    return %15, %8, %10, %14 : tensor<32xf32>, tensor<16x32x32x32xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x32xf32>
    return %1 : tensor<16x32x32x32xf32>
  }
  func.func private @_var_0(%arg0: tensor<16x16x16x32xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x16x16x32xf32>
    %6 = chlo.square %5 : tensor<16x16x16x32xf32> -> tensor<16x16x16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x16x16x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    return %15, %8, %10, %14 : tensor<32xf32>, tensor<16x16x16x32xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @relu_1(%arg0: tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x16x32xf32>
    return %1 : tensor<16x16x16x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x10xf32>
    return %11, %6, %8 : tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x10xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15, %5 : tensor<16x1xf32>, tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x10xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
  func.func private @_var_4(%arg0: tensor<16x16x16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<32xf32>) -> tensor<16x16x16x32xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<16x16x16x32xf32>
    %5 = stablehlo.negate %4 : tensor<16x16x16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.reshape %6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %12 = stablehlo.add %4, %11 : tensor<16x16x16x32xf32>
    return %12 : tensor<16x16x16x32xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @_var_6(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<32xf32>) -> tensor<16x32x32x32xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<16x32x32x32xf32>
    %5 = stablehlo.negate %4 : tensor<16x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.reshape %6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %12 = stablehlo.add %4, %11 : tensor<16x32x32x32xf32>
    return %12 : tensor<16x32x32x32xf32>
  }
}
