module @jit_resnet_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<32x16xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<7x7x3x16xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<16xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<16xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<3x3x16x16xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<16xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<3x3x16x16xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<16xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<3x3x16x32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<3x3x32x32xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<1x1x16x32xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<i32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<16xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<32x16xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<7x7x3x16xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<16xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<16xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<3x3x16x16xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<16xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<16xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<3x3x16x16xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<16xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<16xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<3x3x16x32xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<3x3x32x32xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<1x1x16x32xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<16xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<32x16xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<7x7x3x16xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<16xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<16xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<3x3x16x16xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<16xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<16xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<3x3x16x16xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<16xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<16xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<3x3x16x32xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<3x3x32x32xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<1x1x16x32xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<16xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<16xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<16xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<16xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<16xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<16xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<8x3x32x32xf32>, %arg74: tensor<8xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['classifier']['1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['classifier']['1']['kernel']"}, tensor<7x7x3x16xf32> {jax.result_info = "result[0]['resnet']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['embedder']['embedder']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['classifier']['1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['classifier']['1']['kernel']"}, tensor<7x7x3x16xf32> {jax.result_info = "result[1][0].mu['resnet']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['embedder']['embedder']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['classifier']['1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['classifier']['1']['kernel']"}, tensor<7x7x3x16xf32> {jax.result_info = "result[1][0].nu['resnet']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['embedder']['embedder']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['embedder']['embedder']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['embedder']['embedder']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_0']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['0']['layers']['0']['layer']['layer_1']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_0']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['layer']['layer_1']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[2]['resnet']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['var']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg73, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<7x7x3x16xf32>) -> tensor<8x16x16x16xf32>
    %2 = chlo.square %1 : tensor<8x16x16x16xf32> -> tensor<8x16x16x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%2 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16xf32>
    %11 = chlo.square %7 : tensor<16xf32> -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.multiply %12, %7 : tensor<16xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<16xf32>
    %17 = stablehlo.compare EQ, %14, %16, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<16xi1>, tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.compare EQ, %21, %16, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.select %22, %23, %24 : tensor<16xi1>, tensor<16xf32>
    %26 = stablehlo.divide %20, %25 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %arg61 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.multiply %29, %7 : tensor<16xf32>
    %31 = stablehlo.add %28, %30 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.multiply %32, %arg62 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.multiply %34, %16 : tensor<16xf32>
    %36 = stablehlo.add %33, %35 : tensor<16xf32>
    %37 = stablehlo.broadcast_in_dim %7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %16, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %40 = stablehlo.subtract %1, %39 : tensor<8x16x16x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %42 = stablehlo.add %38, %41 : tensor<1x1x1x16xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x1x1x16xf32>
    %44 = stablehlo.divide %43, %42 : tensor<1x1x1x16xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<1x1x1x16xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<1x1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %50 = stablehlo.multiply %40, %49 : tensor<8x16x16x16xf32>
    %51 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x16x16x16xf32>
    %54 = call @relu(%53) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %56 = stablehlo.compare GT, %53, %55, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.reduce_window"(%54, %57) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1157 = stablehlo.maximum %arg75, %arg76 : tensor<f32>
      stablehlo.return %1157 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x8x8x16xf32>
    %59 = stablehlo.convolution(%58, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %60 = chlo.square %59 : tensor<8x8x8x16xf32> -> tensor<8x8x8x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<8x8x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%59 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_21 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.divide %63, %64 : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%60 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.divide %66, %67 : tensor<16xf32>
    %69 = chlo.square %65 : tensor<16xf32> -> tensor<16xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.multiply %70, %65 : tensor<16xf32>
    %72 = stablehlo.subtract %68, %69 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<16xf32>
    %75 = stablehlo.compare EQ, %72, %74, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.select %75, %76, %77 : tensor<16xi1>, tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.compare EQ, %79, %74, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<16xi1>, tensor<16xf32>
    %84 = stablehlo.divide %78, %83 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.multiply %85, %arg63 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %88 = stablehlo.multiply %87, %65 : tensor<16xf32>
    %89 = stablehlo.add %86, %88 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.multiply %90, %arg64 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.multiply %92, %74 : tensor<16xf32>
    %94 = stablehlo.add %91, %93 : tensor<16xf32>
    %95 = stablehlo.broadcast_in_dim %65, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %96 = stablehlo.broadcast_in_dim %74, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %98 = stablehlo.subtract %59, %97 : tensor<8x8x8x16xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %100 = stablehlo.add %96, %99 : tensor<1x1x1x16xf32>
    %101 = stablehlo.rsqrt %100 : tensor<1x1x1x16xf32>
    %102 = stablehlo.divide %101, %100 : tensor<1x1x1x16xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<1x1x1x16xf32>
    %105 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %106 = stablehlo.multiply %101, %105 : tensor<1x1x1x16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %108 = stablehlo.multiply %98, %107 : tensor<8x8x8x16xf32>
    %109 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x8x8x16xf32>
    %112 = call @relu_0(%111) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %114 = stablehlo.compare GT, %111, %113, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %115 = stablehlo.convolution(%112, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %116 = chlo.square %115 : tensor<8x8x8x16xf32> -> tensor<8x8x8x16xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %118 = stablehlo.multiply %117, %115 : tensor<8x8x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%115 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.divide %119, %120 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%116 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %124 = stablehlo.divide %122, %123 : tensor<16xf32>
    %125 = chlo.square %121 : tensor<16xf32> -> tensor<16xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %127 = stablehlo.multiply %126, %121 : tensor<16xf32>
    %128 = stablehlo.subtract %124, %125 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<16xf32>
    %131 = stablehlo.compare EQ, %128, %130, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.select %131, %132, %133 : tensor<16xi1>, tensor<16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.compare EQ, %135, %130, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.select %136, %137, %138 : tensor<16xi1>, tensor<16xf32>
    %140 = stablehlo.divide %134, %139 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %142 = stablehlo.multiply %141, %arg65 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.multiply %143, %121 : tensor<16xf32>
    %145 = stablehlo.add %142, %144 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %147 = stablehlo.multiply %146, %arg66 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %149 = stablehlo.multiply %148, %130 : tensor<16xf32>
    %150 = stablehlo.add %147, %149 : tensor<16xf32>
    %151 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %152 = stablehlo.broadcast_in_dim %130, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %154 = stablehlo.subtract %115, %153 : tensor<8x8x8x16xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %156 = stablehlo.add %152, %155 : tensor<1x1x1x16xf32>
    %157 = stablehlo.rsqrt %156 : tensor<1x1x1x16xf32>
    %158 = stablehlo.divide %157, %156 : tensor<1x1x1x16xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<1x1x1x16xf32>
    %161 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %162 = stablehlo.multiply %157, %161 : tensor<1x1x1x16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %164 = stablehlo.multiply %154, %163 : tensor<8x8x8x16xf32>
    %165 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %167 = stablehlo.add %164, %166 : tensor<8x8x8x16xf32>
    %168 = stablehlo.add %167, %58 : tensor<8x8x8x16xf32>
    %169 = call @relu_0(%168) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %171 = stablehlo.compare GT, %168, %170, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %172 = stablehlo.convolution(%169, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x4x4x32xf32>
    %173 = chlo.square %172 : tensor<8x4x4x32xf32> -> tensor<8x4x4x32xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<8x4x4x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%172 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_59 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %178 = stablehlo.divide %176, %177 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%173 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_61 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %181 = stablehlo.divide %179, %180 : tensor<32xf32>
    %182 = chlo.square %178 : tensor<32xf32> -> tensor<32xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %184 = stablehlo.multiply %183, %178 : tensor<32xf32>
    %185 = stablehlo.subtract %181, %182 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<32xf32>
    %188 = stablehlo.compare EQ, %185, %187, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %191 = stablehlo.select %188, %189, %190 : tensor<32xi1>, tensor<32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %193 = stablehlo.compare EQ, %192, %187, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %196 = stablehlo.select %193, %194, %195 : tensor<32xi1>, tensor<32xf32>
    %197 = stablehlo.divide %191, %196 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.multiply %198, %arg67 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %201 = stablehlo.multiply %200, %178 : tensor<32xf32>
    %202 = stablehlo.add %199, %201 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %204 = stablehlo.multiply %203, %arg68 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %206 = stablehlo.multiply %205, %187 : tensor<32xf32>
    %207 = stablehlo.add %204, %206 : tensor<32xf32>
    %208 = stablehlo.broadcast_in_dim %178, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %209 = stablehlo.broadcast_in_dim %187, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %211 = stablehlo.subtract %172, %210 : tensor<8x4x4x32xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %213 = stablehlo.add %209, %212 : tensor<1x1x1x32xf32>
    %214 = stablehlo.rsqrt %213 : tensor<1x1x1x32xf32>
    %215 = stablehlo.divide %214, %213 : tensor<1x1x1x32xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<1x1x1x32xf32>
    %218 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %219 = stablehlo.multiply %214, %218 : tensor<1x1x1x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %221 = stablehlo.multiply %211, %220 : tensor<8x4x4x32xf32>
    %222 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %224 = stablehlo.add %221, %223 : tensor<8x4x4x32xf32>
    %225 = call @relu_1(%224) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %227 = stablehlo.compare GT, %224, %226, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %228 = stablehlo.convolution(%225, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %229 = chlo.square %228 : tensor<8x4x4x32xf32> -> tensor<8x4x4x32xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %231 = stablehlo.multiply %230, %228 : tensor<8x4x4x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%228 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_78 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %234 = stablehlo.divide %232, %233 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%229 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_80 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %237 = stablehlo.divide %235, %236 : tensor<32xf32>
    %238 = chlo.square %234 : tensor<32xf32> -> tensor<32xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %240 = stablehlo.multiply %239, %234 : tensor<32xf32>
    %241 = stablehlo.subtract %237, %238 : tensor<32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.maximum %242, %241 : tensor<32xf32>
    %244 = stablehlo.compare EQ, %241, %243, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.select %244, %245, %246 : tensor<32xi1>, tensor<32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %249 = stablehlo.compare EQ, %248, %243, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %252 = stablehlo.select %249, %250, %251 : tensor<32xi1>, tensor<32xf32>
    %253 = stablehlo.divide %247, %252 : tensor<32xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %255 = stablehlo.multiply %254, %arg69 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %257 = stablehlo.multiply %256, %234 : tensor<32xf32>
    %258 = stablehlo.add %255, %257 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %260 = stablehlo.multiply %259, %arg70 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %262 = stablehlo.multiply %261, %243 : tensor<32xf32>
    %263 = stablehlo.add %260, %262 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %234, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %265 = stablehlo.broadcast_in_dim %243, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %267 = stablehlo.subtract %228, %266 : tensor<8x4x4x32xf32>
    %cst_92 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %269 = stablehlo.add %265, %268 : tensor<1x1x1x32xf32>
    %270 = stablehlo.rsqrt %269 : tensor<1x1x1x32xf32>
    %271 = stablehlo.divide %270, %269 : tensor<1x1x1x32xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<1x1x1x32xf32>
    %274 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %275 = stablehlo.multiply %270, %274 : tensor<1x1x1x32xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %277 = stablehlo.multiply %267, %276 : tensor<8x4x4x32xf32>
    %278 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %280 = stablehlo.add %277, %279 : tensor<8x4x4x32xf32>
    %281 = stablehlo.convolution(%169, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x4x4x32xf32>
    %282 = chlo.square %281 : tensor<8x4x4x32xf32> -> tensor<8x4x4x32xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %284 = stablehlo.multiply %283, %281 : tensor<8x4x4x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%281 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_96 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.divide %285, %286 : tensor<32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%282 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_98 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %290 = stablehlo.divide %288, %289 : tensor<32xf32>
    %291 = chlo.square %287 : tensor<32xf32> -> tensor<32xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %293 = stablehlo.multiply %292, %287 : tensor<32xf32>
    %294 = stablehlo.subtract %290, %291 : tensor<32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %296 = stablehlo.maximum %295, %294 : tensor<32xf32>
    %297 = stablehlo.compare EQ, %294, %296, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %300 = stablehlo.select %297, %298, %299 : tensor<32xi1>, tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %302 = stablehlo.compare EQ, %301, %296, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %305 = stablehlo.select %302, %303, %304 : tensor<32xi1>, tensor<32xf32>
    %306 = stablehlo.divide %300, %305 : tensor<32xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.multiply %307, %arg71 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %310 = stablehlo.multiply %309, %287 : tensor<32xf32>
    %311 = stablehlo.add %308, %310 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.multiply %312, %arg72 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %315 = stablehlo.multiply %314, %296 : tensor<32xf32>
    %316 = stablehlo.add %313, %315 : tensor<32xf32>
    %317 = stablehlo.broadcast_in_dim %287, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %318 = stablehlo.broadcast_in_dim %296, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %320 = stablehlo.subtract %281, %319 : tensor<8x4x4x32xf32>
    %cst_110 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %322 = stablehlo.add %318, %321 : tensor<1x1x1x32xf32>
    %323 = stablehlo.rsqrt %322 : tensor<1x1x1x32xf32>
    %324 = stablehlo.divide %323, %322 : tensor<1x1x1x32xf32>
    %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<1x1x1x32xf32>
    %327 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %328 = stablehlo.multiply %323, %327 : tensor<1x1x1x32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %330 = stablehlo.multiply %320, %329 : tensor<8x4x4x32xf32>
    %331 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %333 = stablehlo.add %330, %332 : tensor<8x4x4x32xf32>
    %334 = stablehlo.add %280, %333 : tensor<8x4x4x32xf32>
    %335 = call @relu_1(%334) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %337 = stablehlo.compare GT, %334, %336, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<f32>
    %339 = "stablehlo.reduce_window"(%335, %338) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 4, 4, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1157 = stablehlo.add %arg75, %arg76 : tensor<f32>
      stablehlo.return %1157 : tensor<f32>
    }) : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x1x1x32xf32>
    %cst_114 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %341 = stablehlo.divide %339, %340 : tensor<8x1x1x32xf32>
    %342 = stablehlo.transpose %341, dims = [0, 3, 1, 2] : (tensor<8x1x1x32xf32>) -> tensor<8x32x1x1xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x32x1x1xf32>) -> tensor<8x32xf32>
    %344 = stablehlo.dot_general %343, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %345 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %347 = stablehlo.add %344, %346 : tensor<8x16xf32>
    %348 = stablehlo.broadcast_in_dim %arg74, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %349:2 = call @take_along_axis(%347, %348) : (tensor<8x16xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %350:2 = call @_take(%349#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_115) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.maximum %352, %351 : tensor<8xf32>
    %354 = stablehlo.is_finite %353 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %356 = stablehlo.select %354, %353, %355 : tensor<8xi1>, tensor<8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %359 = stablehlo.subtract %347, %358 : tensor<8x16xf32>
    %360 = stablehlo.exponential %359 : tensor<8x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_118) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.abs %361 : tensor<8xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.compare GE, %361, %363, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %365 = stablehlo.log %362 : tensor<8xf32>
    %366 = stablehlo.add %365, %356 : tensor<8xf32>
    %367 = stablehlo.subtract %366, %350#0 : tensor<8xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_120) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %369 = stablehlo.divide %368, %cst_121 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_123 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %370 = stablehlo.divide %cst_122, %cst_123 : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %372 = stablehlo.negate %371 : tensor<8xf32>
    %373 = stablehlo.divide %371, %362 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %375 = stablehlo.select %364, %374, %373 : tensor<8xi1>, tensor<8xf32>
    %376 = stablehlo.select %364, %373, %374 : tensor<8xi1>, tensor<8xf32>
    %377 = stablehlo.negate %375 : tensor<8xf32>
    %378 = stablehlo.add %376, %377 : tensor<8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %380 = stablehlo.multiply %379, %360 : tensor<8x16xf32>
    %381 = call @_take_2(%350#1, %372) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %382 = call @take_along_axis_3(%349#1, %381) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_125) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %385 = stablehlo.reshape %384 : (tensor<16xf32>) -> tensor<1x16xf32>
    %386 = stablehlo.reshape %385 : (tensor<1x16xf32>) -> tensor<16xf32>
    %387 = stablehlo.dot_general %383, %343, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %388 = stablehlo.transpose %387, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %389 = stablehlo.dot_general %383, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1x1xf32>
    %391 = stablehlo.transpose %390, dims = [0, 2, 3, 1] : (tensor<8x32x1x1xf32>) -> tensor<8x1x1x32xf32>
    %cst_126 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %393 = stablehlo.divide %391, %392 : tensor<8x1x1x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.pad %393, %cst_127, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 3, 3, 0] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<8x7x7x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<f32>
    %396 = "stablehlo.reduce_window"(%394, %395) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1157 = stablehlo.add %arg75, %arg76 : tensor<f32>
      stablehlo.return %1157 : tensor<f32>
    }) : (tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<8x4x4x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %398 = stablehlo.select %337, %396, %397 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_130) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.reshape %399 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %402 = stablehlo.multiply %320, %398 : tensor<8x4x4x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_131) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.reshape %403 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %405 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %406 = stablehlo.multiply %398, %405 : tensor<8x4x4x32xf32>
    %407 = stablehlo.multiply %323, %404 : tensor<1x1x1x32xf32>
    %408 = stablehlo.multiply %404, %327 : tensor<1x1x1x32xf32>
    %409 = stablehlo.reshape %407 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %410 = stablehlo.multiply %408, %326 : tensor<1x1x1x32xf32>
    %411 = stablehlo.negate %406 : tensor<8x4x4x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_132) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.reshape %412 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%410 init: %cst_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%413 init: %cst_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %416 = stablehlo.multiply %414, %306 : tensor<32xf32>
    %417 = stablehlo.negate %416 : tensor<32xf32>
    %418 = stablehlo.multiply %417, %293 : tensor<32xf32>
    %419 = stablehlo.add %415, %418 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %421 = stablehlo.divide %416, %420 : tensor<32xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %cst_136 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %424 = stablehlo.divide %419, %423 : tensor<32xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %426 = stablehlo.add %406, %425 : tensor<8x4x4x32xf32>
    %427 = stablehlo.multiply %422, %284 : tensor<8x4x4x32xf32>
    %428 = stablehlo.add %426, %427 : tensor<8x4x4x32xf32>
    %429 = stablehlo.convolution(%169, %428) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x4x4x32xf32>) -> tensor<1x1x16x32xf32>
    %430 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<1x1x16x32xf32>
    %431 = stablehlo.convolution(%428, %430) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%398 init: %cst_137) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %433 = stablehlo.reshape %432 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %435 = stablehlo.multiply %267, %398 : tensor<8x4x4x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.reshape %436 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %438 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %439 = stablehlo.multiply %398, %438 : tensor<8x4x4x32xf32>
    %440 = stablehlo.multiply %270, %437 : tensor<1x1x1x32xf32>
    %441 = stablehlo.multiply %437, %274 : tensor<1x1x1x32xf32>
    %442 = stablehlo.reshape %440 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %443 = stablehlo.multiply %441, %273 : tensor<1x1x1x32xf32>
    %444 = stablehlo.negate %439 : tensor<8x4x4x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_139) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %446 = stablehlo.reshape %445 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%443 init: %cst_140) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%446 init: %cst_141) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %449 = stablehlo.multiply %447, %253 : tensor<32xf32>
    %450 = stablehlo.negate %449 : tensor<32xf32>
    %451 = stablehlo.multiply %450, %240 : tensor<32xf32>
    %452 = stablehlo.add %448, %451 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %454 = stablehlo.divide %449, %453 : tensor<32xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %457 = stablehlo.divide %452, %456 : tensor<32xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %459 = stablehlo.add %439, %458 : tensor<8x4x4x32xf32>
    %460 = stablehlo.multiply %455, %231 : tensor<8x4x4x32xf32>
    %461 = stablehlo.add %459, %460 : tensor<8x4x4x32xf32>
    %462 = stablehlo.convolution(%225, %461) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %463 = stablehlo.reverse %arg14, dims = [0, 1] : tensor<3x3x32x32xf32>
    %464 = stablehlo.convolution(%461, %463) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %466 = stablehlo.select %227, %464, %465 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_145) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %468 = stablehlo.reshape %467 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %470 = stablehlo.multiply %211, %466 : tensor<8x4x4x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_146) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %472 = stablehlo.reshape %471 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %473 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %474 = stablehlo.multiply %466, %473 : tensor<8x4x4x32xf32>
    %475 = stablehlo.multiply %214, %472 : tensor<1x1x1x32xf32>
    %476 = stablehlo.multiply %472, %218 : tensor<1x1x1x32xf32>
    %477 = stablehlo.reshape %475 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %478 = stablehlo.multiply %476, %217 : tensor<1x1x1x32xf32>
    %479 = stablehlo.negate %474 : tensor<8x4x4x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_147) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.reshape %480 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%478 init: %cst_148) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%481 init: %cst_149) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %484 = stablehlo.multiply %482, %197 : tensor<32xf32>
    %485 = stablehlo.negate %484 : tensor<32xf32>
    %486 = stablehlo.multiply %485, %184 : tensor<32xf32>
    %487 = stablehlo.add %483, %486 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %489 = stablehlo.divide %484, %488 : tensor<32xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %cst_151 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.divide %487, %491 : tensor<32xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %494 = stablehlo.add %474, %493 : tensor<8x4x4x32xf32>
    %495 = stablehlo.multiply %490, %175 : tensor<8x4x4x32xf32>
    %496 = stablehlo.add %494, %495 : tensor<8x4x4x32xf32>
    %497 = stablehlo.convolution(%169, %496) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x4x4x32xf32>) -> tensor<3x3x16x32xf32>
    %498 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x16x32xf32>
    %499 = stablehlo.convolution(%496, %498) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x8x8x16xf32>
    %500 = stablehlo.add %431, %499 : tensor<8x8x8x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %502 = stablehlo.select %171, %500, %501 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%502 init: %cst_153) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %504 = stablehlo.reshape %503 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %505 = stablehlo.reshape %504 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %506 = stablehlo.multiply %154, %502 : tensor<8x8x8x16xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%506 init: %cst_154) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %508 = stablehlo.reshape %507 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %509 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %510 = stablehlo.multiply %502, %509 : tensor<8x8x8x16xf32>
    %511 = stablehlo.multiply %157, %508 : tensor<1x1x1x16xf32>
    %512 = stablehlo.multiply %508, %161 : tensor<1x1x1x16xf32>
    %513 = stablehlo.reshape %511 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %514 = stablehlo.multiply %512, %160 : tensor<1x1x1x16xf32>
    %515 = stablehlo.negate %510 : tensor<8x8x8x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_155) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %517 = stablehlo.reshape %516 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%514 init: %cst_156) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%517 init: %cst_157) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %520 = stablehlo.multiply %518, %140 : tensor<16xf32>
    %521 = stablehlo.negate %520 : tensor<16xf32>
    %522 = stablehlo.multiply %521, %127 : tensor<16xf32>
    %523 = stablehlo.add %519, %522 : tensor<16xf32>
    %cst_158 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %525 = stablehlo.divide %520, %524 : tensor<16xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %cst_159 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %528 = stablehlo.divide %523, %527 : tensor<16xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %530 = stablehlo.add %510, %529 : tensor<8x8x8x16xf32>
    %531 = stablehlo.multiply %526, %118 : tensor<8x8x8x16xf32>
    %532 = stablehlo.add %530, %531 : tensor<8x8x8x16xf32>
    %533 = stablehlo.convolution(%112, %532) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %534 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x16x16xf32>
    %535 = stablehlo.convolution(%532, %534) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %537 = stablehlo.select %114, %535, %536 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_161) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %539 = stablehlo.reshape %538 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %540 = stablehlo.reshape %539 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %541 = stablehlo.multiply %98, %537 : tensor<8x8x8x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_162) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %543 = stablehlo.reshape %542 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %544 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %545 = stablehlo.multiply %537, %544 : tensor<8x8x8x16xf32>
    %546 = stablehlo.multiply %101, %543 : tensor<1x1x1x16xf32>
    %547 = stablehlo.multiply %543, %105 : tensor<1x1x1x16xf32>
    %548 = stablehlo.reshape %546 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %549 = stablehlo.multiply %547, %104 : tensor<1x1x1x16xf32>
    %550 = stablehlo.negate %545 : tensor<8x8x8x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_163) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %552 = stablehlo.reshape %551 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%549 init: %cst_164) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%552 init: %cst_165) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %555 = stablehlo.multiply %553, %84 : tensor<16xf32>
    %556 = stablehlo.negate %555 : tensor<16xf32>
    %557 = stablehlo.multiply %556, %71 : tensor<16xf32>
    %558 = stablehlo.add %554, %557 : tensor<16xf32>
    %cst_166 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.divide %555, %559 : tensor<16xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %cst_167 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %563 = stablehlo.divide %558, %562 : tensor<16xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %565 = stablehlo.add %545, %564 : tensor<8x8x8x16xf32>
    %566 = stablehlo.multiply %561, %62 : tensor<8x8x8x16xf32>
    %567 = stablehlo.add %565, %566 : tensor<8x8x8x16xf32>
    %568 = stablehlo.convolution(%58, %567) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %569 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x16x16xf32>
    %570 = stablehlo.convolution(%567, %569) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %571 = stablehlo.add %502, %570 : tensor<8x8x8x16xf32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %572 = stablehlo.pad %54, %cst_168, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x18x18x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = "stablehlo.select_and_scatter"(%572, %571, %cst_169) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1157 = stablehlo.compare GE, %arg75, %arg76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1157 : tensor<i1>
    }, {
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1157 = stablehlo.add %arg75, %arg76 : tensor<f32>
      stablehlo.return %1157 : tensor<f32>
    }) : (tensor<8x18x18x16xf32>, tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x18x18x16xf32>
    %574 = stablehlo.slice %573 [0:8, 1:17, 1:17, 0:16] : (tensor<8x18x18x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %576 = stablehlo.select %56, %574, %575 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_171) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %578 = stablehlo.reshape %577 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %579 = stablehlo.reshape %578 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %580 = stablehlo.multiply %40, %576 : tensor<8x16x16x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_172) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %582 = stablehlo.reshape %581 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %583 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %584 = stablehlo.multiply %576, %583 : tensor<8x16x16x16xf32>
    %585 = stablehlo.multiply %43, %582 : tensor<1x1x1x16xf32>
    %586 = stablehlo.multiply %582, %47 : tensor<1x1x1x16xf32>
    %587 = stablehlo.reshape %585 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %588 = stablehlo.multiply %586, %46 : tensor<1x1x1x16xf32>
    %589 = stablehlo.negate %584 : tensor<8x16x16x16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_173) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %591 = stablehlo.reshape %590 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%588 init: %cst_174) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%591 init: %cst_175) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %594 = stablehlo.multiply %592, %26 : tensor<16xf32>
    %595 = stablehlo.negate %594 : tensor<16xf32>
    %596 = stablehlo.multiply %595, %13 : tensor<16xf32>
    %597 = stablehlo.add %593, %596 : tensor<16xf32>
    %cst_176 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %599 = stablehlo.divide %594, %598 : tensor<16xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %cst_177 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %602 = stablehlo.divide %597, %601 : tensor<16xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %604 = stablehlo.add %584, %603 : tensor<8x16x16x16xf32>
    %605 = stablehlo.multiply %600, %4 : tensor<8x16x16x16xf32>
    %606 = stablehlo.add %604, %605 : tensor<8x16x16x16xf32>
    %607 = stablehlo.convolution(%0, %606) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[3, 2], [3, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x16x16x16xf32>) -> tensor<7x7x3x16xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %609 = stablehlo.multiply %608, %386 : tensor<16xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %611 = stablehlo.multiply %610, %arg21 : tensor<16xf32>
    %612 = stablehlo.add %609, %611 : tensor<16xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %614 = stablehlo.multiply %613, %388 : tensor<32x16xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %616 = stablehlo.multiply %615, %arg22 : tensor<32x16xf32>
    %617 = stablehlo.add %614, %616 : tensor<32x16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %619 = stablehlo.multiply %618, %607 : tensor<7x7x3x16xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %621 = stablehlo.multiply %620, %arg23 : tensor<7x7x3x16xf32>
    %622 = stablehlo.add %619, %621 : tensor<7x7x3x16xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %624 = stablehlo.multiply %623, %579 : tensor<16xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %626 = stablehlo.multiply %625, %arg24 : tensor<16xf32>
    %627 = stablehlo.add %624, %626 : tensor<16xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %629 = stablehlo.multiply %628, %587 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %631 = stablehlo.multiply %630, %arg25 : tensor<16xf32>
    %632 = stablehlo.add %629, %631 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %634 = stablehlo.multiply %633, %568 : tensor<3x3x16x16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %636 = stablehlo.multiply %635, %arg26 : tensor<3x3x16x16xf32>
    %637 = stablehlo.add %634, %636 : tensor<3x3x16x16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %639 = stablehlo.multiply %638, %540 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %641 = stablehlo.multiply %640, %arg27 : tensor<16xf32>
    %642 = stablehlo.add %639, %641 : tensor<16xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.multiply %643, %548 : tensor<16xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %646 = stablehlo.multiply %645, %arg28 : tensor<16xf32>
    %647 = stablehlo.add %644, %646 : tensor<16xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %649 = stablehlo.multiply %648, %533 : tensor<3x3x16x16xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %651 = stablehlo.multiply %650, %arg29 : tensor<3x3x16x16xf32>
    %652 = stablehlo.add %649, %651 : tensor<3x3x16x16xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %654 = stablehlo.multiply %653, %505 : tensor<16xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %656 = stablehlo.multiply %655, %arg30 : tensor<16xf32>
    %657 = stablehlo.add %654, %656 : tensor<16xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %659 = stablehlo.multiply %658, %513 : tensor<16xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %661 = stablehlo.multiply %660, %arg31 : tensor<16xf32>
    %662 = stablehlo.add %659, %661 : tensor<16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %664 = stablehlo.multiply %663, %497 : tensor<3x3x16x32xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %666 = stablehlo.multiply %665, %arg32 : tensor<3x3x16x32xf32>
    %667 = stablehlo.add %664, %666 : tensor<3x3x16x32xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.multiply %668, %469 : tensor<32xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.multiply %670, %arg33 : tensor<32xf32>
    %672 = stablehlo.add %669, %671 : tensor<32xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.multiply %673, %477 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.multiply %675, %arg34 : tensor<32xf32>
    %677 = stablehlo.add %674, %676 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %679 = stablehlo.multiply %678, %462 : tensor<3x3x32x32xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %681 = stablehlo.multiply %680, %arg35 : tensor<3x3x32x32xf32>
    %682 = stablehlo.add %679, %681 : tensor<3x3x32x32xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.multiply %683, %434 : tensor<32xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.multiply %685, %arg36 : tensor<32xf32>
    %687 = stablehlo.add %684, %686 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.multiply %688, %442 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.multiply %690, %arg37 : tensor<32xf32>
    %692 = stablehlo.add %689, %691 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %694 = stablehlo.multiply %693, %429 : tensor<1x1x16x32xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %696 = stablehlo.multiply %695, %arg38 : tensor<1x1x16x32xf32>
    %697 = stablehlo.add %694, %696 : tensor<1x1x16x32xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %699 = stablehlo.multiply %698, %401 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %701 = stablehlo.multiply %700, %arg39 : tensor<32xf32>
    %702 = stablehlo.add %699, %701 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %704 = stablehlo.multiply %703, %409 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.multiply %705, %arg40 : tensor<32xf32>
    %707 = stablehlo.add %704, %706 : tensor<32xf32>
    %708 = stablehlo.multiply %386, %386 : tensor<16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %710 = stablehlo.multiply %709, %708 : tensor<16xf32>
    %cst_219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %712 = stablehlo.multiply %711, %arg41 : tensor<16xf32>
    %713 = stablehlo.add %710, %712 : tensor<16xf32>
    %714 = stablehlo.multiply %388, %388 : tensor<32x16xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %716 = stablehlo.multiply %715, %714 : tensor<32x16xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %718 = stablehlo.multiply %717, %arg42 : tensor<32x16xf32>
    %719 = stablehlo.add %716, %718 : tensor<32x16xf32>
    %720 = stablehlo.multiply %607, %607 : tensor<7x7x3x16xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %722 = stablehlo.multiply %721, %720 : tensor<7x7x3x16xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %724 = stablehlo.multiply %723, %arg43 : tensor<7x7x3x16xf32>
    %725 = stablehlo.add %722, %724 : tensor<7x7x3x16xf32>
    %726 = stablehlo.multiply %579, %579 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %728 = stablehlo.multiply %727, %726 : tensor<16xf32>
    %cst_225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %730 = stablehlo.multiply %729, %arg44 : tensor<16xf32>
    %731 = stablehlo.add %728, %730 : tensor<16xf32>
    %732 = stablehlo.multiply %587, %587 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %734 = stablehlo.multiply %733, %732 : tensor<16xf32>
    %cst_227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %736 = stablehlo.multiply %735, %arg45 : tensor<16xf32>
    %737 = stablehlo.add %734, %736 : tensor<16xf32>
    %738 = stablehlo.multiply %568, %568 : tensor<3x3x16x16xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %740 = stablehlo.multiply %739, %738 : tensor<3x3x16x16xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %742 = stablehlo.multiply %741, %arg46 : tensor<3x3x16x16xf32>
    %743 = stablehlo.add %740, %742 : tensor<3x3x16x16xf32>
    %744 = stablehlo.multiply %540, %540 : tensor<16xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %746 = stablehlo.multiply %745, %744 : tensor<16xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %748 = stablehlo.multiply %747, %arg47 : tensor<16xf32>
    %749 = stablehlo.add %746, %748 : tensor<16xf32>
    %750 = stablehlo.multiply %548, %548 : tensor<16xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %752 = stablehlo.multiply %751, %750 : tensor<16xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %754 = stablehlo.multiply %753, %arg48 : tensor<16xf32>
    %755 = stablehlo.add %752, %754 : tensor<16xf32>
    %756 = stablehlo.multiply %533, %533 : tensor<3x3x16x16xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %758 = stablehlo.multiply %757, %756 : tensor<3x3x16x16xf32>
    %cst_235 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %760 = stablehlo.multiply %759, %arg49 : tensor<3x3x16x16xf32>
    %761 = stablehlo.add %758, %760 : tensor<3x3x16x16xf32>
    %762 = stablehlo.multiply %505, %505 : tensor<16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %764 = stablehlo.multiply %763, %762 : tensor<16xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %766 = stablehlo.multiply %765, %arg50 : tensor<16xf32>
    %767 = stablehlo.add %764, %766 : tensor<16xf32>
    %768 = stablehlo.multiply %513, %513 : tensor<16xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %770 = stablehlo.multiply %769, %768 : tensor<16xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %772 = stablehlo.multiply %771, %arg51 : tensor<16xf32>
    %773 = stablehlo.add %770, %772 : tensor<16xf32>
    %774 = stablehlo.multiply %497, %497 : tensor<3x3x16x32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %776 = stablehlo.multiply %775, %774 : tensor<3x3x16x32xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %778 = stablehlo.multiply %777, %arg52 : tensor<3x3x16x32xf32>
    %779 = stablehlo.add %776, %778 : tensor<3x3x16x32xf32>
    %780 = stablehlo.multiply %469, %469 : tensor<32xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.multiply %781, %780 : tensor<32xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.multiply %783, %arg53 : tensor<32xf32>
    %785 = stablehlo.add %782, %784 : tensor<32xf32>
    %786 = stablehlo.multiply %477, %477 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.multiply %787, %786 : tensor<32xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.multiply %789, %arg54 : tensor<32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32xf32>
    %792 = stablehlo.multiply %462, %462 : tensor<3x3x32x32xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %794 = stablehlo.multiply %793, %792 : tensor<3x3x32x32xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %796 = stablehlo.multiply %795, %arg55 : tensor<3x3x32x32xf32>
    %797 = stablehlo.add %794, %796 : tensor<3x3x32x32xf32>
    %798 = stablehlo.multiply %434, %434 : tensor<32xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %800 = stablehlo.multiply %799, %798 : tensor<32xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.multiply %801, %arg56 : tensor<32xf32>
    %803 = stablehlo.add %800, %802 : tensor<32xf32>
    %804 = stablehlo.multiply %442, %442 : tensor<32xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %806 = stablehlo.multiply %805, %804 : tensor<32xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %808 = stablehlo.multiply %807, %arg57 : tensor<32xf32>
    %809 = stablehlo.add %806, %808 : tensor<32xf32>
    %810 = stablehlo.multiply %429, %429 : tensor<1x1x16x32xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %812 = stablehlo.multiply %811, %810 : tensor<1x1x16x32xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %814 = stablehlo.multiply %813, %arg58 : tensor<1x1x16x32xf32>
    %815 = stablehlo.add %812, %814 : tensor<1x1x16x32xf32>
    %816 = stablehlo.multiply %401, %401 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %818 = stablehlo.multiply %817, %816 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %820 = stablehlo.multiply %819, %arg59 : tensor<32xf32>
    %821 = stablehlo.add %818, %820 : tensor<32xf32>
    %822 = stablehlo.multiply %409, %409 : tensor<32xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %824 = stablehlo.multiply %823, %822 : tensor<32xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %826 = stablehlo.multiply %825, %arg60 : tensor<32xf32>
    %827 = stablehlo.add %824, %826 : tensor<32xf32>
    %c_258 = stablehlo.constant dense<2147483647> : tensor<i32>
    %828 = stablehlo.compare LT, %arg20, %c_258, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_259 = stablehlo.constant dense<1> : tensor<i32>
    %829 = stablehlo.add %arg20, %c_259 : tensor<i32>
    %c_260 = stablehlo.constant dense<2147483647> : tensor<i32>
    %830 = call @_where_4(%828, %829, %c_260) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.convert %830 : (tensor<i32>) -> tensor<f32>
    %832 = stablehlo.power %cst_261, %831 : tensor<f32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %833 = stablehlo.subtract %cst_262, %832 : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %835 = stablehlo.divide %612, %834 : tensor<16xf32>
    %836 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %837 = stablehlo.divide %617, %836 : tensor<32x16xf32>
    %838 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %839 = stablehlo.divide %622, %838 : tensor<7x7x3x16xf32>
    %840 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %841 = stablehlo.divide %627, %840 : tensor<16xf32>
    %842 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %843 = stablehlo.divide %632, %842 : tensor<16xf32>
    %844 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %845 = stablehlo.divide %637, %844 : tensor<3x3x16x16xf32>
    %846 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %847 = stablehlo.divide %642, %846 : tensor<16xf32>
    %848 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %849 = stablehlo.divide %647, %848 : tensor<16xf32>
    %850 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %851 = stablehlo.divide %652, %850 : tensor<3x3x16x16xf32>
    %852 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %853 = stablehlo.divide %657, %852 : tensor<16xf32>
    %854 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %855 = stablehlo.divide %662, %854 : tensor<16xf32>
    %856 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %857 = stablehlo.divide %667, %856 : tensor<3x3x16x32xf32>
    %858 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %859 = stablehlo.divide %672, %858 : tensor<32xf32>
    %860 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %861 = stablehlo.divide %677, %860 : tensor<32xf32>
    %862 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %863 = stablehlo.divide %682, %862 : tensor<3x3x32x32xf32>
    %864 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %865 = stablehlo.divide %687, %864 : tensor<32xf32>
    %866 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %867 = stablehlo.divide %692, %866 : tensor<32xf32>
    %868 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %869 = stablehlo.divide %697, %868 : tensor<1x1x16x32xf32>
    %870 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %871 = stablehlo.divide %702, %870 : tensor<32xf32>
    %872 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.divide %707, %872 : tensor<32xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %874 = stablehlo.convert %830 : (tensor<i32>) -> tensor<f32>
    %875 = stablehlo.power %cst_263, %874 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %876 = stablehlo.subtract %cst_264, %875 : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %878 = stablehlo.divide %713, %877 : tensor<16xf32>
    %879 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %880 = stablehlo.divide %719, %879 : tensor<32x16xf32>
    %881 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %882 = stablehlo.divide %725, %881 : tensor<7x7x3x16xf32>
    %883 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %884 = stablehlo.divide %731, %883 : tensor<16xf32>
    %885 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %886 = stablehlo.divide %737, %885 : tensor<16xf32>
    %887 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %888 = stablehlo.divide %743, %887 : tensor<3x3x16x16xf32>
    %889 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %890 = stablehlo.divide %749, %889 : tensor<16xf32>
    %891 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %892 = stablehlo.divide %755, %891 : tensor<16xf32>
    %893 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %894 = stablehlo.divide %761, %893 : tensor<3x3x16x16xf32>
    %895 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %896 = stablehlo.divide %767, %895 : tensor<16xf32>
    %897 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %898 = stablehlo.divide %773, %897 : tensor<16xf32>
    %899 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %900 = stablehlo.divide %779, %899 : tensor<3x3x16x32xf32>
    %901 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %902 = stablehlo.divide %785, %901 : tensor<32xf32>
    %903 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %904 = stablehlo.divide %791, %903 : tensor<32xf32>
    %905 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %906 = stablehlo.divide %797, %905 : tensor<3x3x32x32xf32>
    %907 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %908 = stablehlo.divide %803, %907 : tensor<32xf32>
    %909 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.divide %809, %909 : tensor<32xf32>
    %911 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %912 = stablehlo.divide %815, %911 : tensor<1x1x16x32xf32>
    %913 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %914 = stablehlo.divide %821, %913 : tensor<32xf32>
    %915 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %916 = stablehlo.divide %827, %915 : tensor<32xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %918 = stablehlo.add %878, %917 : tensor<16xf32>
    %919 = stablehlo.sqrt %918 : tensor<16xf32>
    %cst_266 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %921 = stablehlo.add %919, %920 : tensor<16xf32>
    %922 = stablehlo.divide %835, %921 : tensor<16xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %924 = stablehlo.add %880, %923 : tensor<32x16xf32>
    %925 = stablehlo.sqrt %924 : tensor<32x16xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %927 = stablehlo.add %925, %926 : tensor<32x16xf32>
    %928 = stablehlo.divide %837, %927 : tensor<32x16xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %930 = stablehlo.add %882, %929 : tensor<7x7x3x16xf32>
    %931 = stablehlo.sqrt %930 : tensor<7x7x3x16xf32>
    %cst_270 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %933 = stablehlo.add %931, %932 : tensor<7x7x3x16xf32>
    %934 = stablehlo.divide %839, %933 : tensor<7x7x3x16xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %936 = stablehlo.add %884, %935 : tensor<16xf32>
    %937 = stablehlo.sqrt %936 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %939 = stablehlo.add %937, %938 : tensor<16xf32>
    %940 = stablehlo.divide %841, %939 : tensor<16xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %942 = stablehlo.add %886, %941 : tensor<16xf32>
    %943 = stablehlo.sqrt %942 : tensor<16xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %945 = stablehlo.add %943, %944 : tensor<16xf32>
    %946 = stablehlo.divide %843, %945 : tensor<16xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %948 = stablehlo.add %888, %947 : tensor<3x3x16x16xf32>
    %949 = stablehlo.sqrt %948 : tensor<3x3x16x16xf32>
    %cst_276 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %951 = stablehlo.add %949, %950 : tensor<3x3x16x16xf32>
    %952 = stablehlo.divide %845, %951 : tensor<3x3x16x16xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %954 = stablehlo.add %890, %953 : tensor<16xf32>
    %955 = stablehlo.sqrt %954 : tensor<16xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %957 = stablehlo.add %955, %956 : tensor<16xf32>
    %958 = stablehlo.divide %847, %957 : tensor<16xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %960 = stablehlo.add %892, %959 : tensor<16xf32>
    %961 = stablehlo.sqrt %960 : tensor<16xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %963 = stablehlo.add %961, %962 : tensor<16xf32>
    %964 = stablehlo.divide %849, %963 : tensor<16xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %966 = stablehlo.add %894, %965 : tensor<3x3x16x16xf32>
    %967 = stablehlo.sqrt %966 : tensor<3x3x16x16xf32>
    %cst_282 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %969 = stablehlo.add %967, %968 : tensor<3x3x16x16xf32>
    %970 = stablehlo.divide %851, %969 : tensor<3x3x16x16xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %972 = stablehlo.add %896, %971 : tensor<16xf32>
    %973 = stablehlo.sqrt %972 : tensor<16xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %975 = stablehlo.add %973, %974 : tensor<16xf32>
    %976 = stablehlo.divide %853, %975 : tensor<16xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %978 = stablehlo.add %898, %977 : tensor<16xf32>
    %979 = stablehlo.sqrt %978 : tensor<16xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %981 = stablehlo.add %979, %980 : tensor<16xf32>
    %982 = stablehlo.divide %855, %981 : tensor<16xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %984 = stablehlo.add %900, %983 : tensor<3x3x16x32xf32>
    %985 = stablehlo.sqrt %984 : tensor<3x3x16x32xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %987 = stablehlo.add %985, %986 : tensor<3x3x16x32xf32>
    %988 = stablehlo.divide %857, %987 : tensor<3x3x16x32xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %990 = stablehlo.add %902, %989 : tensor<32xf32>
    %991 = stablehlo.sqrt %990 : tensor<32xf32>
    %cst_290 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %993 = stablehlo.add %991, %992 : tensor<32xf32>
    %994 = stablehlo.divide %859, %993 : tensor<32xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %996 = stablehlo.add %904, %995 : tensor<32xf32>
    %997 = stablehlo.sqrt %996 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %999 = stablehlo.add %997, %998 : tensor<32xf32>
    %1000 = stablehlo.divide %861, %999 : tensor<32xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1002 = stablehlo.add %906, %1001 : tensor<3x3x32x32xf32>
    %1003 = stablehlo.sqrt %1002 : tensor<3x3x32x32xf32>
    %cst_294 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1005 = stablehlo.add %1003, %1004 : tensor<3x3x32x32xf32>
    %1006 = stablehlo.divide %863, %1005 : tensor<3x3x32x32xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1008 = stablehlo.add %908, %1007 : tensor<32xf32>
    %1009 = stablehlo.sqrt %1008 : tensor<32xf32>
    %cst_296 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1011 = stablehlo.add %1009, %1010 : tensor<32xf32>
    %1012 = stablehlo.divide %865, %1011 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1014 = stablehlo.add %910, %1013 : tensor<32xf32>
    %1015 = stablehlo.sqrt %1014 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1017 = stablehlo.add %1015, %1016 : tensor<32xf32>
    %1018 = stablehlo.divide %867, %1017 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1020 = stablehlo.add %912, %1019 : tensor<1x1x16x32xf32>
    %1021 = stablehlo.sqrt %1020 : tensor<1x1x16x32xf32>
    %cst_300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1023 = stablehlo.add %1021, %1022 : tensor<1x1x16x32xf32>
    %1024 = stablehlo.divide %869, %1023 : tensor<1x1x16x32xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1026 = stablehlo.add %914, %1025 : tensor<32xf32>
    %1027 = stablehlo.sqrt %1026 : tensor<32xf32>
    %cst_302 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<32xf32>
    %1030 = stablehlo.divide %871, %1029 : tensor<32xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1032 = stablehlo.add %916, %1031 : tensor<32xf32>
    %1033 = stablehlo.sqrt %1032 : tensor<32xf32>
    %cst_304 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1035 = stablehlo.add %1033, %1034 : tensor<32xf32>
    %1036 = stablehlo.divide %873, %1035 : tensor<32xf32>
    %cst_305 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1038 = stablehlo.multiply %1037, %arg0 : tensor<16xf32>
    %1039 = stablehlo.add %922, %1038 : tensor<16xf32>
    %cst_306 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1041 = stablehlo.multiply %1040, %arg1 : tensor<32x16xf32>
    %1042 = stablehlo.add %928, %1041 : tensor<32x16xf32>
    %cst_307 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1044 = stablehlo.multiply %1043, %arg2 : tensor<7x7x3x16xf32>
    %1045 = stablehlo.add %934, %1044 : tensor<7x7x3x16xf32>
    %cst_308 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1047 = stablehlo.multiply %1046, %arg3 : tensor<16xf32>
    %1048 = stablehlo.add %940, %1047 : tensor<16xf32>
    %cst_309 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1050 = stablehlo.multiply %1049, %arg4 : tensor<16xf32>
    %1051 = stablehlo.add %946, %1050 : tensor<16xf32>
    %cst_310 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1053 = stablehlo.multiply %1052, %arg5 : tensor<3x3x16x16xf32>
    %1054 = stablehlo.add %952, %1053 : tensor<3x3x16x16xf32>
    %cst_311 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1056 = stablehlo.multiply %1055, %arg6 : tensor<16xf32>
    %1057 = stablehlo.add %958, %1056 : tensor<16xf32>
    %cst_312 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1059 = stablehlo.multiply %1058, %arg7 : tensor<16xf32>
    %1060 = stablehlo.add %964, %1059 : tensor<16xf32>
    %cst_313 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1062 = stablehlo.multiply %1061, %arg8 : tensor<3x3x16x16xf32>
    %1063 = stablehlo.add %970, %1062 : tensor<3x3x16x16xf32>
    %cst_314 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1065 = stablehlo.multiply %1064, %arg9 : tensor<16xf32>
    %1066 = stablehlo.add %976, %1065 : tensor<16xf32>
    %cst_315 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1068 = stablehlo.multiply %1067, %arg10 : tensor<16xf32>
    %1069 = stablehlo.add %982, %1068 : tensor<16xf32>
    %cst_316 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1071 = stablehlo.multiply %1070, %arg11 : tensor<3x3x16x32xf32>
    %1072 = stablehlo.add %988, %1071 : tensor<3x3x16x32xf32>
    %cst_317 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1074 = stablehlo.multiply %1073, %arg12 : tensor<32xf32>
    %1075 = stablehlo.add %994, %1074 : tensor<32xf32>
    %cst_318 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1077 = stablehlo.multiply %1076, %arg13 : tensor<32xf32>
    %1078 = stablehlo.add %1000, %1077 : tensor<32xf32>
    %cst_319 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1080 = stablehlo.multiply %1079, %arg14 : tensor<3x3x32x32xf32>
    %1081 = stablehlo.add %1006, %1080 : tensor<3x3x32x32xf32>
    %cst_320 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1083 = stablehlo.multiply %1082, %arg15 : tensor<32xf32>
    %1084 = stablehlo.add %1012, %1083 : tensor<32xf32>
    %cst_321 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1086 = stablehlo.multiply %1085, %arg16 : tensor<32xf32>
    %1087 = stablehlo.add %1018, %1086 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1089 = stablehlo.multiply %1088, %arg17 : tensor<1x1x16x32xf32>
    %1090 = stablehlo.add %1024, %1089 : tensor<1x1x16x32xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1092 = stablehlo.multiply %1091, %arg18 : tensor<32xf32>
    %1093 = stablehlo.add %1030, %1092 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1095 = stablehlo.multiply %1094, %arg19 : tensor<32xf32>
    %1096 = stablehlo.add %1036, %1095 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1098 = stablehlo.multiply %1097, %1039 : tensor<16xf32>
    %cst_326 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1100 = stablehlo.multiply %1099, %1042 : tensor<32x16xf32>
    %cst_327 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<7x7x3x16xf32>
    %1102 = stablehlo.multiply %1101, %1045 : tensor<7x7x3x16xf32>
    %cst_328 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1104 = stablehlo.multiply %1103, %1048 : tensor<16xf32>
    %cst_329 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1106 = stablehlo.multiply %1105, %1051 : tensor<16xf32>
    %cst_330 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1108 = stablehlo.multiply %1107, %1054 : tensor<3x3x16x16xf32>
    %cst_331 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1110 = stablehlo.multiply %1109, %1057 : tensor<16xf32>
    %cst_332 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1112 = stablehlo.multiply %1111, %1060 : tensor<16xf32>
    %cst_333 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1114 = stablehlo.multiply %1113, %1063 : tensor<3x3x16x16xf32>
    %cst_334 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1116 = stablehlo.multiply %1115, %1066 : tensor<16xf32>
    %cst_335 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1118 = stablehlo.multiply %1117, %1069 : tensor<16xf32>
    %cst_336 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1120 = stablehlo.multiply %1119, %1072 : tensor<3x3x16x32xf32>
    %cst_337 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1122 = stablehlo.multiply %1121, %1075 : tensor<32xf32>
    %cst_338 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1124 = stablehlo.multiply %1123, %1078 : tensor<32xf32>
    %cst_339 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1126 = stablehlo.multiply %1125, %1081 : tensor<3x3x32x32xf32>
    %cst_340 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1128 = stablehlo.multiply %1127, %1084 : tensor<32xf32>
    %cst_341 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1130 = stablehlo.multiply %1129, %1087 : tensor<32xf32>
    %cst_342 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1132 = stablehlo.multiply %1131, %1090 : tensor<1x1x16x32xf32>
    %cst_343 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1134 = stablehlo.multiply %1133, %1093 : tensor<32xf32>
    %cst_344 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1136 = stablehlo.multiply %1135, %1096 : tensor<32xf32>
    %1137 = stablehlo.add %arg0, %1098 : tensor<16xf32>
    %1138 = stablehlo.add %arg1, %1100 : tensor<32x16xf32>
    %1139 = stablehlo.add %arg2, %1102 : tensor<7x7x3x16xf32>
    %1140 = stablehlo.add %arg3, %1104 : tensor<16xf32>
    %1141 = stablehlo.add %arg4, %1106 : tensor<16xf32>
    %1142 = stablehlo.add %arg5, %1108 : tensor<3x3x16x16xf32>
    %1143 = stablehlo.add %arg6, %1110 : tensor<16xf32>
    %1144 = stablehlo.add %arg7, %1112 : tensor<16xf32>
    %1145 = stablehlo.add %arg8, %1114 : tensor<3x3x16x16xf32>
    %1146 = stablehlo.add %arg9, %1116 : tensor<16xf32>
    %1147 = stablehlo.add %arg10, %1118 : tensor<16xf32>
    %1148 = stablehlo.add %arg11, %1120 : tensor<3x3x16x32xf32>
    %1149 = stablehlo.add %arg12, %1122 : tensor<32xf32>
    %1150 = stablehlo.add %arg13, %1124 : tensor<32xf32>
    %1151 = stablehlo.add %arg14, %1126 : tensor<3x3x32x32xf32>
    %1152 = stablehlo.add %arg15, %1128 : tensor<32xf32>
    %1153 = stablehlo.add %arg16, %1130 : tensor<32xf32>
    %1154 = stablehlo.add %arg17, %1132 : tensor<1x1x16x32xf32>
    %1155 = stablehlo.add %arg18, %1134 : tensor<32xf32>
    %1156 = stablehlo.add %arg19, %1136 : tensor<32xf32>
    return %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %830, %612, %617, %622, %627, %632, %637, %642, %647, %652, %657, %662, %667, %672, %677, %682, %687, %692, %697, %702, %707, %713, %719, %725, %731, %737, %743, %749, %755, %761, %767, %773, %779, %785, %791, %797, %803, %809, %815, %821, %827, %31, %36, %89, %94, %145, %150, %202, %207, %258, %263, %311, %316, %369 : tensor<16xf32>, tensor<32x16xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<7x7x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x16xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
