module @jit_gpt_neo_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64x64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<128xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64x128xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<128x64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64x64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64x64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64x64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<128xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64x128xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<128x64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64x64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<256x64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<i32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64x64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64x64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64x64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64x64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<64xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<64x128xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<64xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<128x64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64x64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64x64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64x64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64x64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<128xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64x128xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<128x64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64x64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<256x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64x64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64x64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64x64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64x64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<128xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64x128xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<128x64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64x64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64x64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64x64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<128xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<64x128xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<128x64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64x64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<256x64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<8x16xi32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[0]['transformer']['wte']['embedding']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['transformer']['wte']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['attention']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['attention']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['attention']['out_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['attention']['q_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['attention']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_2']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['transformer']['wte']['embedding']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.convert %3 : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %5:2 = call @_take(%arg29, %arg91) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %6:2 = call @_take_0(%arg28, %2) : (tensor<64x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %7 = stablehlo.add %5#0, %6#0 : tensor<8x16x64xf32>
    %8 = chlo.square %7 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<8x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%8 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x16xf32>
    %17 = chlo.square %13 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %19 = stablehlo.multiply %18, %13 : tensor<8x16xf32>
    %20 = stablehlo.subtract %16, %17 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<8x16xf32>
    %23 = stablehlo.compare EQ, %20, %22, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %26 = stablehlo.select %23, %24, %25 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %28 = stablehlo.compare EQ, %27, %22, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<8x16xi1>, tensor<8x16xf32>
    %32 = stablehlo.divide %26, %31 : tensor<8x16xf32>
    %33 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %34 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %36 = stablehlo.subtract %7, %35 : tensor<8x16x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %38 = stablehlo.add %34, %37 : tensor<8x16x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<8x16x1xf32>
    %40 = stablehlo.divide %39, %38 : tensor<8x16x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<8x16x1xf32>
    %43 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<8x16x64xf32>
    %47 = stablehlo.multiply %36, %46 : tensor<8x16x64xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x16x64xf32>
    %51 = stablehlo.iota dim = 0 : tensor<64xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %57 = stablehlo.compare GE, %55, %56, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %59 = stablehlo.dot_general %50, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.sqrt %cst_14 : tensor<f32>
    %61 = stablehlo.convert %60 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %63 = stablehlo.multiply %59, %62 : tensor<8x16x64xf32>
    %64 = stablehlo.dot_general %50, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %65 = stablehlo.dot_general %50, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.reshape %63 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %67 = stablehlo.reshape %64 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %68 = stablehlo.reshape %65 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %69 = stablehlo.slice %58 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %71 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %73 = stablehlo.convert %70 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %75 = stablehlo.compare NE, %72, %74, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %77 = stablehlo.compare NE, %73, %76, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %78 = stablehlo.and %75, %77 : tensor<8x1x16x16xi1>
    %79 = stablehlo.convert %78 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %81 = stablehlo.compare GT, %79, %80, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %83 = stablehlo.convert %82 : tensor<8x1x16x16xf32>
    %cst_18 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %85 = stablehlo.select %81, %83, %84 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %86 = stablehlo.sqrt %cst_19 : tensor<f32>
    %87 = stablehlo.convert %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %89 = stablehlo.divide %66, %88 : tensor<8x16x4x16xf32>
    %90 = stablehlo.dot_general %89, %67, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %91 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %92 = stablehlo.add %90, %91 : tensor<8x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<8x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %98 = stablehlo.subtract %92, %97 : tensor<8x4x16x16xf32>
    %99 = stablehlo.exponential %98 : tensor<8x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %103 = stablehlo.divide %99, %102 : tensor<8x4x16x16xf32>
    %104 = stablehlo.multiply %101, %101 : tensor<8x4x16x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %106 = stablehlo.divide %105, %104 : tensor<8x4x16x1xf32>
    %107 = stablehlo.dot_general %68, %103, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %108 = stablehlo.transpose %107, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.dot_general %109, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x16x64xf32>
    %114 = stablehlo.add %113, %7 : tensor<8x16x64xf32>
    %115 = chlo.square %114 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<8x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%115 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x16xf32>
    %124 = chlo.square %120 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %126 = stablehlo.multiply %125, %120 : tensor<8x16xf32>
    %127 = stablehlo.subtract %123, %124 : tensor<8x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<8x16xf32>
    %130 = stablehlo.compare EQ, %127, %129, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %133 = stablehlo.select %130, %131, %132 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.compare EQ, %134, %129, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.select %135, %136, %137 : tensor<8x16xi1>, tensor<8x16xf32>
    %139 = stablehlo.divide %133, %138 : tensor<8x16xf32>
    %140 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %143 = stablehlo.subtract %114, %142 : tensor<8x16x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %145 = stablehlo.add %141, %144 : tensor<8x16x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<8x16x1xf32>
    %147 = stablehlo.divide %146, %145 : tensor<8x16x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<8x16x1xf32>
    %150 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x16x64xf32>
    %154 = stablehlo.multiply %143, %153 : tensor<8x16x64xf32>
    %155 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x16x64xf32>
    %158 = stablehlo.dot_general %157, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %159 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x16x128xf32>
    %162 = stablehlo.multiply %161, %161 : tensor<8x16x128xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<8x16x128xf32>
    %164 = stablehlo.multiply %161, %161 : tensor<8x16x128xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<8x16x128xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %168 = stablehlo.multiply %167, %163 : tensor<8x16x128xf32>
    %169 = stablehlo.add %161, %168 : tensor<8x16x128xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<8x16x128xf32>
    %172 = stablehlo.tanh %171 : tensor<8x16x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %174 = stablehlo.subtract %173, %172 : tensor<8x16x128xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %176 = stablehlo.add %175, %172 : tensor<8x16x128xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8x16x128xf32>
    %179 = stablehlo.multiply %161, %178 : tensor<8x16x128xf32>
    %180 = stablehlo.dot_general %179, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %181 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %183 = stablehlo.add %180, %182 : tensor<8x16x64xf32>
    %184 = stablehlo.add %114, %183 : tensor<8x16x64xf32>
    %185 = chlo.square %184 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %187 = stablehlo.multiply %186, %184 : tensor<8x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%184 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%185 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8x16xf32>
    %194 = chlo.square %190 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %196 = stablehlo.multiply %195, %190 : tensor<8x16xf32>
    %197 = stablehlo.subtract %193, %194 : tensor<8x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %199 = stablehlo.maximum %198, %197 : tensor<8x16xf32>
    %200 = stablehlo.compare EQ, %197, %199, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %203 = stablehlo.select %200, %201, %202 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %205 = stablehlo.compare EQ, %204, %199, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %208 = stablehlo.select %205, %206, %207 : tensor<8x16xi1>, tensor<8x16xf32>
    %209 = stablehlo.divide %203, %208 : tensor<8x16xf32>
    %210 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %211 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %213 = stablehlo.subtract %184, %212 : tensor<8x16x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %215 = stablehlo.add %211, %214 : tensor<8x16x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<8x16x1xf32>
    %217 = stablehlo.divide %216, %215 : tensor<8x16x1xf32>
    %cst_57 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8x16x1xf32>
    %220 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %221 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<8x16x64xf32>
    %224 = stablehlo.multiply %213, %223 : tensor<8x16x64xf32>
    %225 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x16x64xf32>
    %228 = stablehlo.iota dim = 0 : tensor<64xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %234 = stablehlo.compare GE, %232, %233, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %236 = call @tril(%235) : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %237 = stablehlo.xor %235, %236 : tensor<1x1x64x64xi1>
    %238 = stablehlo.dot_general %227, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_58 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %239 = stablehlo.sqrt %cst_58 : tensor<f32>
    %240 = stablehlo.convert %239 : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %242 = stablehlo.multiply %238, %241 : tensor<8x16x64xf32>
    %243 = stablehlo.dot_general %227, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %244 = stablehlo.dot_general %227, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %245 = stablehlo.reshape %242 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %246 = stablehlo.reshape %243 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %247 = stablehlo.reshape %244 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %248 = stablehlo.slice %237 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %250 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %252 = stablehlo.convert %249 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %254 = stablehlo.compare NE, %251, %253, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %256 = stablehlo.compare NE, %252, %255, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %257 = stablehlo.and %254, %256 : tensor<8x1x16x16xi1>
    %258 = stablehlo.convert %257 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %260 = stablehlo.compare GT, %258, %259, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %262 = stablehlo.convert %261 : tensor<8x1x16x16xf32>
    %cst_63 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %264 = stablehlo.select %260, %262, %263 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_64 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %265 = stablehlo.sqrt %cst_64 : tensor<f32>
    %266 = stablehlo.convert %265 : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %268 = stablehlo.divide %245, %267 : tensor<8x16x4x16xf32>
    %269 = stablehlo.dot_general %268, %246, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %270 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %271 = stablehlo.add %269, %270 : tensor<8x4x16x16xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %274 = stablehlo.maximum %273, %272 : tensor<8x4x16xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<8x4x16x16xf32>
    %278 = stablehlo.exponential %277 : tensor<8x4x16x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %282 = stablehlo.divide %278, %281 : tensor<8x4x16x16xf32>
    %283 = stablehlo.multiply %280, %280 : tensor<8x4x16x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %285 = stablehlo.divide %284, %283 : tensor<8x4x16x1xf32>
    %286 = stablehlo.dot_general %247, %282, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %287 = stablehlo.transpose %286, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %289 = stablehlo.dot_general %288, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %290 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %292 = stablehlo.add %289, %291 : tensor<8x16x64xf32>
    %293 = stablehlo.add %292, %184 : tensor<8x16x64xf32>
    %294 = chlo.square %293 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<8x16x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%293 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %299 = stablehlo.divide %297, %298 : tensor<8x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%294 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %302 = stablehlo.divide %300, %301 : tensor<8x16xf32>
    %303 = chlo.square %299 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %305 = stablehlo.multiply %304, %299 : tensor<8x16xf32>
    %306 = stablehlo.subtract %302, %303 : tensor<8x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %308 = stablehlo.maximum %307, %306 : tensor<8x16xf32>
    %309 = stablehlo.compare EQ, %306, %308, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %312 = stablehlo.select %309, %310, %311 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %314 = stablehlo.compare EQ, %313, %308, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %317 = stablehlo.select %314, %315, %316 : tensor<8x16xi1>, tensor<8x16xf32>
    %318 = stablehlo.divide %312, %317 : tensor<8x16xf32>
    %319 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %320 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %322 = stablehlo.subtract %293, %321 : tensor<8x16x64xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %324 = stablehlo.add %320, %323 : tensor<8x16x1xf32>
    %325 = stablehlo.rsqrt %324 : tensor<8x16x1xf32>
    %326 = stablehlo.divide %325, %324 : tensor<8x16x1xf32>
    %cst_82 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<8x16x1xf32>
    %329 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %330 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<8x16x64xf32>
    %333 = stablehlo.multiply %322, %332 : tensor<8x16x64xf32>
    %334 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %336 = stablehlo.add %333, %335 : tensor<8x16x64xf32>
    %337 = stablehlo.dot_general %336, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %338 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %340 = stablehlo.add %337, %339 : tensor<8x16x128xf32>
    %341 = stablehlo.multiply %340, %340 : tensor<8x16x128xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<8x16x128xf32>
    %343 = stablehlo.multiply %340, %340 : tensor<8x16x128xf32>
    %cst_83 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<8x16x128xf32>
    %cst_84 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %347 = stablehlo.multiply %346, %342 : tensor<8x16x128xf32>
    %348 = stablehlo.add %340, %347 : tensor<8x16x128xf32>
    %cst_85 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %350 = stablehlo.multiply %349, %348 : tensor<8x16x128xf32>
    %351 = stablehlo.tanh %350 : tensor<8x16x128xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %353 = stablehlo.subtract %352, %351 : tensor<8x16x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %355 = stablehlo.add %354, %351 : tensor<8x16x128xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %357 = stablehlo.multiply %356, %355 : tensor<8x16x128xf32>
    %358 = stablehlo.multiply %340, %357 : tensor<8x16x128xf32>
    %359 = stablehlo.dot_general %358, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %360 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %362 = stablehlo.add %359, %361 : tensor<8x16x64xf32>
    %363 = stablehlo.add %293, %362 : tensor<8x16x64xf32>
    %364 = chlo.square %363 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<8x16x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%363 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %369 = stablehlo.divide %367, %368 : tensor<8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%364 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %372 = stablehlo.divide %370, %371 : tensor<8x16xf32>
    %373 = chlo.square %369 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %375 = stablehlo.multiply %374, %369 : tensor<8x16xf32>
    %376 = stablehlo.subtract %372, %373 : tensor<8x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %378 = stablehlo.maximum %377, %376 : tensor<8x16xf32>
    %379 = stablehlo.compare EQ, %376, %378, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %382 = stablehlo.select %379, %380, %381 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %384 = stablehlo.compare EQ, %383, %378, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %387 = stablehlo.select %384, %385, %386 : tensor<8x16xi1>, tensor<8x16xf32>
    %388 = stablehlo.divide %382, %387 : tensor<8x16xf32>
    %389 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %390 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %391 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %392 = stablehlo.subtract %363, %391 : tensor<8x16x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %394 = stablehlo.add %390, %393 : tensor<8x16x1xf32>
    %395 = stablehlo.rsqrt %394 : tensor<8x16x1xf32>
    %396 = stablehlo.divide %395, %394 : tensor<8x16x1xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %398 = stablehlo.multiply %397, %396 : tensor<8x16x1xf32>
    %399 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %400 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %401 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<8x16x64xf32>
    %403 = stablehlo.multiply %392, %402 : tensor<8x16x64xf32>
    %404 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %406 = stablehlo.add %403, %405 : tensor<8x16x64xf32>
    %407 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %408 = stablehlo.dot_general %406, %407, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %409 = stablehlo.slice %408 [0:8, 0:15, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x15x256xf32>
    %410 = stablehlo.slice %arg91 [0:8, 1:16] : (tensor<8x16xi32>) -> tensor<8x15xi32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<8x15xi32>) -> tensor<8x15x1xi32>
    %412:2 = call @take_along_axis(%409, %411) : (tensor<8x15x256xf32>, tensor<8x15x1xi32>) -> (tensor<8x15x1xf32>, tensor<8x15x1x1xi32>)
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %413:2 = call @_take_1(%412#0, %c_103) : (tensor<8x15x1xf32>, tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>)
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %414 = stablehlo.reduce(%409 init: %cst_104) applies stablehlo.maximum across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %416 = stablehlo.maximum %415, %414 : tensor<8x15xf32>
    %417 = stablehlo.is_finite %416 : (tensor<8x15xf32>) -> tensor<8x15xi1>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %419 = stablehlo.select %417, %416, %418 : tensor<8x15xi1>, tensor<8x15xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %422 = stablehlo.subtract %409, %421 : tensor<8x15x256xf32>
    %423 = stablehlo.exponential %422 : tensor<8x15x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %425 = stablehlo.abs %424 : tensor<8x15xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %427 = stablehlo.compare GE, %424, %426, FLOAT : (tensor<8x15xf32>, tensor<8x15xf32>) -> tensor<8x15xi1>
    %428 = stablehlo.log %425 : tensor<8x15xf32>
    %429 = stablehlo.add %428, %419 : tensor<8x15xf32>
    %430 = stablehlo.subtract %429, %413#0 : tensor<8x15xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x15xf32>, tensor<f32>) -> tensor<f32>
    %cst_110 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %432 = stablehlo.divide %431, %cst_110 : tensor<f32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %433 = stablehlo.divide %cst_111, %cst_112 : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %435 = stablehlo.negate %434 : tensor<8x15xf32>
    %436 = stablehlo.divide %434, %425 : tensor<8x15xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %438 = stablehlo.select %427, %437, %436 : tensor<8x15xi1>, tensor<8x15xf32>
    %439 = stablehlo.select %427, %436, %437 : tensor<8x15xi1>, tensor<8x15xf32>
    %440 = stablehlo.negate %438 : tensor<8x15xf32>
    %441 = stablehlo.add %439, %440 : tensor<8x15xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x256xf32>
    %443 = stablehlo.multiply %442, %423 : tensor<8x15x256xf32>
    %444 = call @_take_3(%413#1, %435) : (tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %445 = call @take_along_axis_4(%412#1, %444) : (tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %446 = stablehlo.add %443, %445 : tensor<8x15x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.pad %446, %cst_114, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %448 = stablehlo.dot_general %447, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %449 = stablehlo.transpose %448, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %450 = stablehlo.dot_general %447, %407, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %451 = stablehlo.transpose %449, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%450 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %453 = stablehlo.reshape %452 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.reshape %453 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %455 = stablehlo.multiply %392, %450 : tensor<8x16x64xf32>
    %456 = stablehlo.multiply %450, %402 : tensor<8x16x64xf32>
    %457 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %458 = stablehlo.multiply %457, %455 : tensor<8x16x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %460 = stablehlo.reshape %459 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %461 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %462 = stablehlo.multiply %455, %461 : tensor<8x16x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %465 = stablehlo.reshape %460 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %466 = stablehlo.multiply %464, %398 : tensor<8x16x1xf32>
    %467 = stablehlo.negate %456 : tensor<8x16x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%466 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%469 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %472 = stablehlo.multiply %470, %388 : tensor<8x16xf32>
    %473 = stablehlo.negate %472 : tensor<8x16xf32>
    %474 = stablehlo.multiply %473, %375 : tensor<8x16xf32>
    %475 = stablehlo.add %471, %474 : tensor<8x16xf32>
    %cst_121 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %477 = stablehlo.divide %472, %476 : tensor<8x16xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_122 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %480 = stablehlo.divide %475, %479 : tensor<8x16xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %482 = stablehlo.add %456, %481 : tensor<8x16x64xf32>
    %483 = stablehlo.multiply %478, %366 : tensor<8x16x64xf32>
    %484 = stablehlo.add %482, %483 : tensor<8x16x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %486 = stablehlo.reshape %485 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %487 = stablehlo.reshape %486 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %488 = stablehlo.dot_general %484, %358, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %490 = stablehlo.dot_general %484, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %491 = stablehlo.multiply %340, %490 : tensor<8x16x128xf32>
    %492 = stablehlo.multiply %490, %357 : tensor<8x16x128xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %494 = stablehlo.multiply %493, %491 : tensor<8x16x128xf32>
    %495 = stablehlo.multiply %494, %353 : tensor<8x16x128xf32>
    %496 = stablehlo.multiply %495, %351 : tensor<8x16x128xf32>
    %497 = stablehlo.add %495, %496 : tensor<8x16x128xf32>
    %cst_125 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<8x16x128xf32>
    %500 = stablehlo.add %492, %499 : tensor<8x16x128xf32>
    %cst_126 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %502 = stablehlo.multiply %501, %499 : tensor<8x16x128xf32>
    %503 = stablehlo.multiply %502, %345 : tensor<8x16x128xf32>
    %504 = stablehlo.add %500, %503 : tensor<8x16x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%504 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %506 = stablehlo.reshape %505 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %507 = stablehlo.reshape %506 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %508 = stablehlo.dot_general %504, %336, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %509 = stablehlo.transpose %508, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %510 = stablehlo.dot_general %504, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %512 = stablehlo.reshape %511 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %514 = stablehlo.multiply %322, %510 : tensor<8x16x64xf32>
    %515 = stablehlo.multiply %510, %332 : tensor<8x16x64xf32>
    %516 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %517 = stablehlo.multiply %516, %514 : tensor<8x16x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %519 = stablehlo.reshape %518 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %520 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %521 = stablehlo.multiply %514, %520 : tensor<8x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %524 = stablehlo.reshape %519 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %525 = stablehlo.multiply %523, %328 : tensor<8x16x1xf32>
    %526 = stablehlo.negate %515 : tensor<8x16x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %529 = stablehlo.add %484, %515 : tensor<8x16x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%525 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%528 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %532 = stablehlo.multiply %530, %318 : tensor<8x16xf32>
    %533 = stablehlo.negate %532 : tensor<8x16xf32>
    %534 = stablehlo.multiply %533, %305 : tensor<8x16xf32>
    %535 = stablehlo.add %531, %534 : tensor<8x16xf32>
    %cst_134 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %537 = stablehlo.divide %532, %536 : tensor<8x16xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_135 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %540 = stablehlo.divide %535, %539 : tensor<8x16xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %542 = stablehlo.add %529, %541 : tensor<8x16x64xf32>
    %543 = stablehlo.multiply %538, %296 : tensor<8x16x64xf32>
    %544 = stablehlo.add %542, %543 : tensor<8x16x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %546 = stablehlo.reshape %545 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.reshape %546 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %548 = stablehlo.dot_general %544, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %549 = stablehlo.transpose %548, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %550 = stablehlo.dot_general %544, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %551 = stablehlo.reshape %550 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %552 = stablehlo.transpose %551, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %553 = stablehlo.dot_general %552, %247, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %554 = stablehlo.dot_general %552, %282, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %555 = stablehlo.transpose %554, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %556 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %557 = stablehlo.multiply %553, %556 : tensor<8x4x16x16xf32>
    %558 = stablehlo.multiply %557, %278 : tensor<8x4x16x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_137) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %560 = stablehlo.reshape %559 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %561 = stablehlo.negate %560 : tensor<8x4x16x1xf32>
    %562 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %563 = stablehlo.divide %553, %562 : tensor<8x4x16x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%561 init: %cst_138) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %566 = stablehlo.add %563, %565 : tensor<8x4x16x16xf32>
    %567 = stablehlo.multiply %566, %278 : tensor<8x4x16x16xf32>
    %568 = stablehlo.dot_general %567, %268, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %569 = stablehlo.transpose %568, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %570 = stablehlo.dot_general %567, %246, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %571 = stablehlo.transpose %570, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %572 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %573 = stablehlo.divide %571, %572 : tensor<8x16x4x16xf32>
    %574 = stablehlo.reshape %555 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %575 = stablehlo.reshape %569 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %576 = stablehlo.reshape %573 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %577 = stablehlo.dot_general %574, %227, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %578 = stablehlo.transpose %577, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %579 = stablehlo.dot_general %574, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %580 = stablehlo.dot_general %575, %227, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %581 = stablehlo.transpose %580, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %582 = stablehlo.dot_general %575, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %583 = stablehlo.add %579, %582 : tensor<8x16x64xf32>
    %584 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %585 = stablehlo.multiply %576, %584 : tensor<8x16x64xf32>
    %586 = stablehlo.dot_general %585, %227, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %587 = stablehlo.transpose %586, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %588 = stablehlo.dot_general %585, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %589 = stablehlo.add %583, %588 : tensor<8x16x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.reshape %590 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %592 = stablehlo.reshape %591 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %593 = stablehlo.multiply %213, %589 : tensor<8x16x64xf32>
    %594 = stablehlo.multiply %589, %223 : tensor<8x16x64xf32>
    %595 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %596 = stablehlo.multiply %595, %593 : tensor<8x16x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %598 = stablehlo.reshape %597 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %599 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %600 = stablehlo.multiply %593, %599 : tensor<8x16x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %602 = stablehlo.reshape %601 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %603 = stablehlo.reshape %598 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %604 = stablehlo.multiply %602, %219 : tensor<8x16x1xf32>
    %605 = stablehlo.negate %594 : tensor<8x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %607 = stablehlo.reshape %606 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %608 = stablehlo.add %544, %594 : tensor<8x16x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%604 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%607 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %611 = stablehlo.multiply %609, %209 : tensor<8x16xf32>
    %612 = stablehlo.negate %611 : tensor<8x16xf32>
    %613 = stablehlo.multiply %612, %196 : tensor<8x16xf32>
    %614 = stablehlo.add %610, %613 : tensor<8x16xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %616 = stablehlo.divide %611, %615 : tensor<8x16xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_146 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %619 = stablehlo.divide %614, %618 : tensor<8x16xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %621 = stablehlo.add %608, %620 : tensor<8x16x64xf32>
    %622 = stablehlo.multiply %617, %187 : tensor<8x16x64xf32>
    %623 = stablehlo.add %621, %622 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %625 = stablehlo.reshape %624 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %627 = stablehlo.dot_general %623, %179, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %628 = stablehlo.transpose %627, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %629 = stablehlo.dot_general %623, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %630 = stablehlo.multiply %161, %629 : tensor<8x16x128xf32>
    %631 = stablehlo.multiply %629, %178 : tensor<8x16x128xf32>
    %cst_148 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %633 = stablehlo.multiply %632, %630 : tensor<8x16x128xf32>
    %634 = stablehlo.multiply %633, %174 : tensor<8x16x128xf32>
    %635 = stablehlo.multiply %634, %172 : tensor<8x16x128xf32>
    %636 = stablehlo.add %634, %635 : tensor<8x16x128xf32>
    %cst_149 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<8x16x128xf32>
    %639 = stablehlo.add %631, %638 : tensor<8x16x128xf32>
    %cst_150 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %641 = stablehlo.multiply %640, %638 : tensor<8x16x128xf32>
    %642 = stablehlo.multiply %641, %166 : tensor<8x16x128xf32>
    %643 = stablehlo.add %639, %642 : tensor<8x16x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %645 = stablehlo.reshape %644 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %646 = stablehlo.reshape %645 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %647 = stablehlo.dot_general %643, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %648 = stablehlo.transpose %647, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %649 = stablehlo.dot_general %643, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%649 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %651 = stablehlo.reshape %650 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %652 = stablehlo.reshape %651 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %653 = stablehlo.multiply %143, %649 : tensor<8x16x64xf32>
    %654 = stablehlo.multiply %649, %153 : tensor<8x16x64xf32>
    %655 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %656 = stablehlo.multiply %655, %653 : tensor<8x16x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.reduce(%656 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %658 = stablehlo.reshape %657 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %659 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %660 = stablehlo.multiply %653, %659 : tensor<8x16x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %662 = stablehlo.reshape %661 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %663 = stablehlo.reshape %658 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %664 = stablehlo.multiply %662, %149 : tensor<8x16x1xf32>
    %665 = stablehlo.negate %654 : tensor<8x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %667 = stablehlo.reshape %666 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %668 = stablehlo.add %623, %654 : tensor<8x16x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%664 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.reduce(%667 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %671 = stablehlo.multiply %669, %139 : tensor<8x16xf32>
    %672 = stablehlo.negate %671 : tensor<8x16xf32>
    %673 = stablehlo.multiply %672, %126 : tensor<8x16xf32>
    %674 = stablehlo.add %670, %673 : tensor<8x16xf32>
    %cst_158 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %676 = stablehlo.divide %671, %675 : tensor<8x16xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %679 = stablehlo.divide %674, %678 : tensor<8x16xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %681 = stablehlo.add %668, %680 : tensor<8x16x64xf32>
    %682 = stablehlo.multiply %677, %117 : tensor<8x16x64xf32>
    %683 = stablehlo.add %681, %682 : tensor<8x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%683 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %685 = stablehlo.reshape %684 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %686 = stablehlo.reshape %685 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %687 = stablehlo.dot_general %683, %109, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %688 = stablehlo.transpose %687, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %689 = stablehlo.dot_general %683, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %690 = stablehlo.reshape %689 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %691 = stablehlo.transpose %690, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %692 = stablehlo.dot_general %691, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %693 = stablehlo.dot_general %691, %103, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %694 = stablehlo.transpose %693, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %695 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %696 = stablehlo.multiply %692, %695 : tensor<8x4x16x16xf32>
    %697 = stablehlo.multiply %696, %99 : tensor<8x4x16x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_161) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %699 = stablehlo.reshape %698 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %700 = stablehlo.negate %699 : tensor<8x4x16x1xf32>
    %701 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %702 = stablehlo.divide %692, %701 : tensor<8x4x16x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%700 init: %cst_162) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %705 = stablehlo.add %702, %704 : tensor<8x4x16x16xf32>
    %706 = stablehlo.multiply %705, %99 : tensor<8x4x16x16xf32>
    %707 = stablehlo.dot_general %706, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %708 = stablehlo.transpose %707, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %709 = stablehlo.dot_general %706, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %710 = stablehlo.transpose %709, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %711 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %712 = stablehlo.divide %710, %711 : tensor<8x16x4x16xf32>
    %713 = stablehlo.reshape %694 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %714 = stablehlo.reshape %708 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %715 = stablehlo.reshape %712 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %716 = stablehlo.dot_general %713, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %717 = stablehlo.transpose %716, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %718 = stablehlo.dot_general %713, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %719 = stablehlo.dot_general %714, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %720 = stablehlo.transpose %719, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %721 = stablehlo.dot_general %714, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %722 = stablehlo.add %718, %721 : tensor<8x16x64xf32>
    %723 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %724 = stablehlo.multiply %715, %723 : tensor<8x16x64xf32>
    %725 = stablehlo.dot_general %724, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %726 = stablehlo.transpose %725, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %727 = stablehlo.dot_general %724, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %728 = stablehlo.add %722, %727 : tensor<8x16x64xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %730 = stablehlo.reshape %729 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %731 = stablehlo.reshape %730 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %732 = stablehlo.multiply %36, %728 : tensor<8x16x64xf32>
    %733 = stablehlo.multiply %728, %46 : tensor<8x16x64xf32>
    %734 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %735 = stablehlo.multiply %734, %732 : tensor<8x16x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %737 = stablehlo.reshape %736 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %738 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %739 = stablehlo.multiply %732, %738 : tensor<8x16x64xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.reduce(%739 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %741 = stablehlo.reshape %740 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %742 = stablehlo.reshape %737 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %743 = stablehlo.multiply %741, %42 : tensor<8x16x1xf32>
    %744 = stablehlo.negate %733 : tensor<8x16x64xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%744 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %746 = stablehlo.reshape %745 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %747 = stablehlo.add %683, %733 : tensor<8x16x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%743 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.reduce(%746 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %750 = stablehlo.multiply %748, %32 : tensor<8x16xf32>
    %751 = stablehlo.negate %750 : tensor<8x16xf32>
    %752 = stablehlo.multiply %751, %19 : tensor<8x16xf32>
    %753 = stablehlo.add %749, %752 : tensor<8x16xf32>
    %cst_169 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %755 = stablehlo.divide %750, %754 : tensor<8x16xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_170 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %758 = stablehlo.divide %753, %757 : tensor<8x16xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %760 = stablehlo.add %747, %759 : tensor<8x16x64xf32>
    %761 = stablehlo.multiply %756, %10 : tensor<8x16x64xf32>
    %762 = stablehlo.add %760, %761 : tensor<8x16x64xf32>
    %763 = call @_take_5(%6#1, %762) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %764 = call @_take_6(%5#1, %762) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %765 = stablehlo.add %451, %764 : tensor<256x64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %767 = stablehlo.multiply %766, %720 : tensor<64x64xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %769 = stablehlo.multiply %768, %arg31 : tensor<64x64xf32>
    %770 = stablehlo.add %767, %769 : tensor<64x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %772 = stablehlo.multiply %771, %686 : tensor<64xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %774 = stablehlo.multiply %773, %arg32 : tensor<64xf32>
    %775 = stablehlo.add %772, %774 : tensor<64xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %777 = stablehlo.multiply %776, %688 : tensor<64x64xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %779 = stablehlo.multiply %778, %arg33 : tensor<64x64xf32>
    %780 = stablehlo.add %777, %779 : tensor<64x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %782 = stablehlo.multiply %781, %726 : tensor<64x64xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %784 = stablehlo.multiply %783, %arg34 : tensor<64x64xf32>
    %785 = stablehlo.add %782, %784 : tensor<64x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %787 = stablehlo.multiply %786, %717 : tensor<64x64xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %789 = stablehlo.multiply %788, %arg35 : tensor<64x64xf32>
    %790 = stablehlo.add %787, %789 : tensor<64x64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %792 = stablehlo.multiply %791, %731 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %794 = stablehlo.multiply %793, %arg36 : tensor<64xf32>
    %795 = stablehlo.add %792, %794 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %797 = stablehlo.multiply %796, %742 : tensor<64xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %799 = stablehlo.multiply %798, %arg37 : tensor<64xf32>
    %800 = stablehlo.add %797, %799 : tensor<64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %802 = stablehlo.multiply %801, %652 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %804 = stablehlo.multiply %803, %arg38 : tensor<64xf32>
    %805 = stablehlo.add %802, %804 : tensor<64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %807 = stablehlo.multiply %806, %663 : tensor<64xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %809 = stablehlo.multiply %808, %arg39 : tensor<64xf32>
    %810 = stablehlo.add %807, %809 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %812 = stablehlo.multiply %811, %646 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %814 = stablehlo.multiply %813, %arg40 : tensor<128xf32>
    %815 = stablehlo.add %812, %814 : tensor<128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %817 = stablehlo.multiply %816, %648 : tensor<64x128xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %819 = stablehlo.multiply %818, %arg41 : tensor<64x128xf32>
    %820 = stablehlo.add %817, %819 : tensor<64x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %822 = stablehlo.multiply %821, %626 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %824 = stablehlo.multiply %823, %arg42 : tensor<64xf32>
    %825 = stablehlo.add %822, %824 : tensor<64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %827 = stablehlo.multiply %826, %628 : tensor<128x64xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %829 = stablehlo.multiply %828, %arg43 : tensor<128x64xf32>
    %830 = stablehlo.add %827, %829 : tensor<128x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %832 = stablehlo.multiply %831, %581 : tensor<64x64xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %834 = stablehlo.multiply %833, %arg44 : tensor<64x64xf32>
    %835 = stablehlo.add %832, %834 : tensor<64x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %837 = stablehlo.multiply %836, %547 : tensor<64xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %839 = stablehlo.multiply %838, %arg45 : tensor<64xf32>
    %840 = stablehlo.add %837, %839 : tensor<64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %842 = stablehlo.multiply %841, %549 : tensor<64x64xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %844 = stablehlo.multiply %843, %arg46 : tensor<64x64xf32>
    %845 = stablehlo.add %842, %844 : tensor<64x64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %847 = stablehlo.multiply %846, %587 : tensor<64x64xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %849 = stablehlo.multiply %848, %arg47 : tensor<64x64xf32>
    %850 = stablehlo.add %847, %849 : tensor<64x64xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %852 = stablehlo.multiply %851, %578 : tensor<64x64xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %854 = stablehlo.multiply %853, %arg48 : tensor<64x64xf32>
    %855 = stablehlo.add %852, %854 : tensor<64x64xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %857 = stablehlo.multiply %856, %592 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %859 = stablehlo.multiply %858, %arg49 : tensor<64xf32>
    %860 = stablehlo.add %857, %859 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %862 = stablehlo.multiply %861, %603 : tensor<64xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %864 = stablehlo.multiply %863, %arg50 : tensor<64xf32>
    %865 = stablehlo.add %862, %864 : tensor<64xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %867 = stablehlo.multiply %866, %513 : tensor<64xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %869 = stablehlo.multiply %868, %arg51 : tensor<64xf32>
    %870 = stablehlo.add %867, %869 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %872 = stablehlo.multiply %871, %524 : tensor<64xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %874 = stablehlo.multiply %873, %arg52 : tensor<64xf32>
    %875 = stablehlo.add %872, %874 : tensor<64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %877 = stablehlo.multiply %876, %507 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %879 = stablehlo.multiply %878, %arg53 : tensor<128xf32>
    %880 = stablehlo.add %877, %879 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %882 = stablehlo.multiply %881, %509 : tensor<64x128xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %884 = stablehlo.multiply %883, %arg54 : tensor<64x128xf32>
    %885 = stablehlo.add %882, %884 : tensor<64x128xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.multiply %886, %487 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %889 = stablehlo.multiply %888, %arg55 : tensor<64xf32>
    %890 = stablehlo.add %887, %889 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %892 = stablehlo.multiply %891, %489 : tensor<128x64xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %894 = stablehlo.multiply %893, %arg56 : tensor<128x64xf32>
    %895 = stablehlo.add %892, %894 : tensor<128x64xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %897 = stablehlo.multiply %896, %454 : tensor<64xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %899 = stablehlo.multiply %898, %arg57 : tensor<64xf32>
    %900 = stablehlo.add %897, %899 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %902 = stablehlo.multiply %901, %465 : tensor<64xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %904 = stablehlo.multiply %903, %arg58 : tensor<64xf32>
    %905 = stablehlo.add %902, %904 : tensor<64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %907 = stablehlo.multiply %906, %763 : tensor<64x64xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %909 = stablehlo.multiply %908, %arg59 : tensor<64x64xf32>
    %910 = stablehlo.add %907, %909 : tensor<64x64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %912 = stablehlo.multiply %911, %765 : tensor<256x64xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %914 = stablehlo.multiply %913, %arg60 : tensor<256x64xf32>
    %915 = stablehlo.add %912, %914 : tensor<256x64xf32>
    %916 = stablehlo.multiply %720, %720 : tensor<64x64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %918 = stablehlo.multiply %917, %916 : tensor<64x64xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %920 = stablehlo.multiply %919, %arg61 : tensor<64x64xf32>
    %921 = stablehlo.add %918, %920 : tensor<64x64xf32>
    %922 = stablehlo.multiply %686, %686 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.multiply %923, %922 : tensor<64xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %926 = stablehlo.multiply %925, %arg62 : tensor<64xf32>
    %927 = stablehlo.add %924, %926 : tensor<64xf32>
    %928 = stablehlo.multiply %688, %688 : tensor<64x64xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %930 = stablehlo.multiply %929, %928 : tensor<64x64xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %932 = stablehlo.multiply %931, %arg63 : tensor<64x64xf32>
    %933 = stablehlo.add %930, %932 : tensor<64x64xf32>
    %934 = stablehlo.multiply %726, %726 : tensor<64x64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %936 = stablehlo.multiply %935, %934 : tensor<64x64xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %938 = stablehlo.multiply %937, %arg64 : tensor<64x64xf32>
    %939 = stablehlo.add %936, %938 : tensor<64x64xf32>
    %940 = stablehlo.multiply %717, %717 : tensor<64x64xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %942 = stablehlo.multiply %941, %940 : tensor<64x64xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %944 = stablehlo.multiply %943, %arg65 : tensor<64x64xf32>
    %945 = stablehlo.add %942, %944 : tensor<64x64xf32>
    %946 = stablehlo.multiply %731, %731 : tensor<64xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %948 = stablehlo.multiply %947, %946 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %950 = stablehlo.multiply %949, %arg66 : tensor<64xf32>
    %951 = stablehlo.add %948, %950 : tensor<64xf32>
    %952 = stablehlo.multiply %742, %742 : tensor<64xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<64xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %956 = stablehlo.multiply %955, %arg67 : tensor<64xf32>
    %957 = stablehlo.add %954, %956 : tensor<64xf32>
    %958 = stablehlo.multiply %652, %652 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %960 = stablehlo.multiply %959, %958 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %961, %arg68 : tensor<64xf32>
    %963 = stablehlo.add %960, %962 : tensor<64xf32>
    %964 = stablehlo.multiply %663, %663 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %966 = stablehlo.multiply %965, %964 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %968 = stablehlo.multiply %967, %arg69 : tensor<64xf32>
    %969 = stablehlo.add %966, %968 : tensor<64xf32>
    %970 = stablehlo.multiply %646, %646 : tensor<128xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %972 = stablehlo.multiply %971, %970 : tensor<128xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %974 = stablehlo.multiply %973, %arg70 : tensor<128xf32>
    %975 = stablehlo.add %972, %974 : tensor<128xf32>
    %976 = stablehlo.multiply %648, %648 : tensor<64x128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<64x128xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %980 = stablehlo.multiply %979, %arg71 : tensor<64x128xf32>
    %981 = stablehlo.add %978, %980 : tensor<64x128xf32>
    %982 = stablehlo.multiply %626, %626 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %984 = stablehlo.multiply %983, %982 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %986 = stablehlo.multiply %985, %arg72 : tensor<64xf32>
    %987 = stablehlo.add %984, %986 : tensor<64xf32>
    %988 = stablehlo.multiply %628, %628 : tensor<128x64xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %990 = stablehlo.multiply %989, %988 : tensor<128x64xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %992 = stablehlo.multiply %991, %arg73 : tensor<128x64xf32>
    %993 = stablehlo.add %990, %992 : tensor<128x64xf32>
    %994 = stablehlo.multiply %581, %581 : tensor<64x64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<64x64xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %998 = stablehlo.multiply %997, %arg74 : tensor<64x64xf32>
    %999 = stablehlo.add %996, %998 : tensor<64x64xf32>
    %1000 = stablehlo.multiply %547, %547 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.multiply %1001, %1000 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %arg75 : tensor<64xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<64xf32>
    %1006 = stablehlo.multiply %549, %549 : tensor<64x64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1008 = stablehlo.multiply %1007, %1006 : tensor<64x64xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1010 = stablehlo.multiply %1009, %arg76 : tensor<64x64xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<64x64xf32>
    %1012 = stablehlo.multiply %587, %587 : tensor<64x64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1014 = stablehlo.multiply %1013, %1012 : tensor<64x64xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1016 = stablehlo.multiply %1015, %arg77 : tensor<64x64xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<64x64xf32>
    %1018 = stablehlo.multiply %578, %578 : tensor<64x64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<64x64xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1022 = stablehlo.multiply %1021, %arg78 : tensor<64x64xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<64x64xf32>
    %1024 = stablehlo.multiply %592, %592 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<64xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1028 = stablehlo.multiply %1027, %arg79 : tensor<64xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<64xf32>
    %1030 = stablehlo.multiply %603, %603 : tensor<64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<64xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.multiply %1033, %arg80 : tensor<64xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<64xf32>
    %1036 = stablehlo.multiply %513, %513 : tensor<64xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1038 = stablehlo.multiply %1037, %1036 : tensor<64xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %arg81 : tensor<64xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<64xf32>
    %1042 = stablehlo.multiply %524, %524 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1044 = stablehlo.multiply %1043, %1042 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1046 = stablehlo.multiply %1045, %arg82 : tensor<64xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<64xf32>
    %1048 = stablehlo.multiply %507, %507 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1050 = stablehlo.multiply %1049, %1048 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1052 = stablehlo.multiply %1051, %arg83 : tensor<128xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<128xf32>
    %1054 = stablehlo.multiply %509, %509 : tensor<64x128xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1056 = stablehlo.multiply %1055, %1054 : tensor<64x128xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1058 = stablehlo.multiply %1057, %arg84 : tensor<64x128xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<64x128xf32>
    %1060 = stablehlo.multiply %487, %487 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %1060 : tensor<64xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %arg85 : tensor<64xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<64xf32>
    %1066 = stablehlo.multiply %489, %489 : tensor<128x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1068 = stablehlo.multiply %1067, %1066 : tensor<128x64xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1070 = stablehlo.multiply %1069, %arg86 : tensor<128x64xf32>
    %1071 = stablehlo.add %1068, %1070 : tensor<128x64xf32>
    %1072 = stablehlo.multiply %454, %454 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1076 = stablehlo.multiply %1075, %arg87 : tensor<64xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<64xf32>
    %1078 = stablehlo.multiply %465, %465 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1080 = stablehlo.multiply %1079, %1078 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.multiply %1081, %arg88 : tensor<64xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<64xf32>
    %1084 = stablehlo.multiply %763, %763 : tensor<64x64xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<64x64xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1088 = stablehlo.multiply %1087, %arg89 : tensor<64x64xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<64x64xf32>
    %1090 = stablehlo.multiply %765, %765 : tensor<256x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1092 = stablehlo.multiply %1091, %1090 : tensor<256x64xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1094 = stablehlo.multiply %1093, %arg90 : tensor<256x64xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<256x64xf32>
    %c_291 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1096 = stablehlo.compare LT, %arg30, %c_291, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_292 = stablehlo.constant dense<1> : tensor<i32>
    %1097 = stablehlo.add %arg30, %c_292 : tensor<i32>
    %c_293 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1098 = call @_where_7(%1096, %1097, %c_293) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1099 = stablehlo.convert %1098 : (tensor<i32>) -> tensor<f32>
    %1100 = stablehlo.power %cst_294, %1099 : tensor<f32>
    %cst_295 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1101 = stablehlo.subtract %cst_295, %1100 : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1103 = stablehlo.divide %770, %1102 : tensor<64x64xf32>
    %1104 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1105 = stablehlo.divide %775, %1104 : tensor<64xf32>
    %1106 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1107 = stablehlo.divide %780, %1106 : tensor<64x64xf32>
    %1108 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1109 = stablehlo.divide %785, %1108 : tensor<64x64xf32>
    %1110 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1111 = stablehlo.divide %790, %1110 : tensor<64x64xf32>
    %1112 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1113 = stablehlo.divide %795, %1112 : tensor<64xf32>
    %1114 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1115 = stablehlo.divide %800, %1114 : tensor<64xf32>
    %1116 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1117 = stablehlo.divide %805, %1116 : tensor<64xf32>
    %1118 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1119 = stablehlo.divide %810, %1118 : tensor<64xf32>
    %1120 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1121 = stablehlo.divide %815, %1120 : tensor<128xf32>
    %1122 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1123 = stablehlo.divide %820, %1122 : tensor<64x128xf32>
    %1124 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1125 = stablehlo.divide %825, %1124 : tensor<64xf32>
    %1126 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1127 = stablehlo.divide %830, %1126 : tensor<128x64xf32>
    %1128 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1129 = stablehlo.divide %835, %1128 : tensor<64x64xf32>
    %1130 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1131 = stablehlo.divide %840, %1130 : tensor<64xf32>
    %1132 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1133 = stablehlo.divide %845, %1132 : tensor<64x64xf32>
    %1134 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1135 = stablehlo.divide %850, %1134 : tensor<64x64xf32>
    %1136 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1137 = stablehlo.divide %855, %1136 : tensor<64x64xf32>
    %1138 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1139 = stablehlo.divide %860, %1138 : tensor<64xf32>
    %1140 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1141 = stablehlo.divide %865, %1140 : tensor<64xf32>
    %1142 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1143 = stablehlo.divide %870, %1142 : tensor<64xf32>
    %1144 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1145 = stablehlo.divide %875, %1144 : tensor<64xf32>
    %1146 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1147 = stablehlo.divide %880, %1146 : tensor<128xf32>
    %1148 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1149 = stablehlo.divide %885, %1148 : tensor<64x128xf32>
    %1150 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1151 = stablehlo.divide %890, %1150 : tensor<64xf32>
    %1152 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1153 = stablehlo.divide %895, %1152 : tensor<128x64xf32>
    %1154 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1155 = stablehlo.divide %900, %1154 : tensor<64xf32>
    %1156 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1157 = stablehlo.divide %905, %1156 : tensor<64xf32>
    %1158 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1159 = stablehlo.divide %910, %1158 : tensor<64x64xf32>
    %1160 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1161 = stablehlo.divide %915, %1160 : tensor<256x64xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1162 = stablehlo.convert %1098 : (tensor<i32>) -> tensor<f32>
    %1163 = stablehlo.power %cst_296, %1162 : tensor<f32>
    %cst_297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1164 = stablehlo.subtract %cst_297, %1163 : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1166 = stablehlo.divide %921, %1165 : tensor<64x64xf32>
    %1167 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1168 = stablehlo.divide %927, %1167 : tensor<64xf32>
    %1169 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1170 = stablehlo.divide %933, %1169 : tensor<64x64xf32>
    %1171 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1172 = stablehlo.divide %939, %1171 : tensor<64x64xf32>
    %1173 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1174 = stablehlo.divide %945, %1173 : tensor<64x64xf32>
    %1175 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1176 = stablehlo.divide %951, %1175 : tensor<64xf32>
    %1177 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1178 = stablehlo.divide %957, %1177 : tensor<64xf32>
    %1179 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1180 = stablehlo.divide %963, %1179 : tensor<64xf32>
    %1181 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1182 = stablehlo.divide %969, %1181 : tensor<64xf32>
    %1183 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.divide %975, %1183 : tensor<128xf32>
    %1185 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1186 = stablehlo.divide %981, %1185 : tensor<64x128xf32>
    %1187 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1188 = stablehlo.divide %987, %1187 : tensor<64xf32>
    %1189 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1190 = stablehlo.divide %993, %1189 : tensor<128x64xf32>
    %1191 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1192 = stablehlo.divide %999, %1191 : tensor<64x64xf32>
    %1193 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1194 = stablehlo.divide %1005, %1193 : tensor<64xf32>
    %1195 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1196 = stablehlo.divide %1011, %1195 : tensor<64x64xf32>
    %1197 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1198 = stablehlo.divide %1017, %1197 : tensor<64x64xf32>
    %1199 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1200 = stablehlo.divide %1023, %1199 : tensor<64x64xf32>
    %1201 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1202 = stablehlo.divide %1029, %1201 : tensor<64xf32>
    %1203 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1204 = stablehlo.divide %1035, %1203 : tensor<64xf32>
    %1205 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1206 = stablehlo.divide %1041, %1205 : tensor<64xf32>
    %1207 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1208 = stablehlo.divide %1047, %1207 : tensor<64xf32>
    %1209 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1210 = stablehlo.divide %1053, %1209 : tensor<128xf32>
    %1211 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1212 = stablehlo.divide %1059, %1211 : tensor<64x128xf32>
    %1213 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1214 = stablehlo.divide %1065, %1213 : tensor<64xf32>
    %1215 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1216 = stablehlo.divide %1071, %1215 : tensor<128x64xf32>
    %1217 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1218 = stablehlo.divide %1077, %1217 : tensor<64xf32>
    %1219 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1220 = stablehlo.divide %1083, %1219 : tensor<64xf32>
    %1221 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1222 = stablehlo.divide %1089, %1221 : tensor<64x64xf32>
    %1223 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1224 = stablehlo.divide %1095, %1223 : tensor<256x64xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1226 = stablehlo.add %1166, %1225 : tensor<64x64xf32>
    %1227 = stablehlo.sqrt %1226 : tensor<64x64xf32>
    %cst_299 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1229 = stablehlo.add %1227, %1228 : tensor<64x64xf32>
    %1230 = stablehlo.divide %1103, %1229 : tensor<64x64xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1232 = stablehlo.add %1168, %1231 : tensor<64xf32>
    %1233 = stablehlo.sqrt %1232 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1235 = stablehlo.add %1233, %1234 : tensor<64xf32>
    %1236 = stablehlo.divide %1105, %1235 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1238 = stablehlo.add %1170, %1237 : tensor<64x64xf32>
    %1239 = stablehlo.sqrt %1238 : tensor<64x64xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1241 = stablehlo.add %1239, %1240 : tensor<64x64xf32>
    %1242 = stablehlo.divide %1107, %1241 : tensor<64x64xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1244 = stablehlo.add %1172, %1243 : tensor<64x64xf32>
    %1245 = stablehlo.sqrt %1244 : tensor<64x64xf32>
    %cst_305 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1247 = stablehlo.add %1245, %1246 : tensor<64x64xf32>
    %1248 = stablehlo.divide %1109, %1247 : tensor<64x64xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1250 = stablehlo.add %1174, %1249 : tensor<64x64xf32>
    %1251 = stablehlo.sqrt %1250 : tensor<64x64xf32>
    %cst_307 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1253 = stablehlo.add %1251, %1252 : tensor<64x64xf32>
    %1254 = stablehlo.divide %1111, %1253 : tensor<64x64xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1256 = stablehlo.add %1176, %1255 : tensor<64xf32>
    %1257 = stablehlo.sqrt %1256 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<64xf32>
    %1260 = stablehlo.divide %1113, %1259 : tensor<64xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1262 = stablehlo.add %1178, %1261 : tensor<64xf32>
    %1263 = stablehlo.sqrt %1262 : tensor<64xf32>
    %cst_311 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1265 = stablehlo.add %1263, %1264 : tensor<64xf32>
    %1266 = stablehlo.divide %1115, %1265 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1268 = stablehlo.add %1180, %1267 : tensor<64xf32>
    %1269 = stablehlo.sqrt %1268 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1271 = stablehlo.add %1269, %1270 : tensor<64xf32>
    %1272 = stablehlo.divide %1117, %1271 : tensor<64xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1274 = stablehlo.add %1182, %1273 : tensor<64xf32>
    %1275 = stablehlo.sqrt %1274 : tensor<64xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1277 = stablehlo.add %1275, %1276 : tensor<64xf32>
    %1278 = stablehlo.divide %1119, %1277 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1280 = stablehlo.add %1184, %1279 : tensor<128xf32>
    %1281 = stablehlo.sqrt %1280 : tensor<128xf32>
    %cst_317 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1283 = stablehlo.add %1281, %1282 : tensor<128xf32>
    %1284 = stablehlo.divide %1121, %1283 : tensor<128xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1286 = stablehlo.add %1186, %1285 : tensor<64x128xf32>
    %1287 = stablehlo.sqrt %1286 : tensor<64x128xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1289 = stablehlo.add %1287, %1288 : tensor<64x128xf32>
    %1290 = stablehlo.divide %1123, %1289 : tensor<64x128xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1292 = stablehlo.add %1188, %1291 : tensor<64xf32>
    %1293 = stablehlo.sqrt %1292 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1295 = stablehlo.add %1293, %1294 : tensor<64xf32>
    %1296 = stablehlo.divide %1125, %1295 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1298 = stablehlo.add %1190, %1297 : tensor<128x64xf32>
    %1299 = stablehlo.sqrt %1298 : tensor<128x64xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1301 = stablehlo.add %1299, %1300 : tensor<128x64xf32>
    %1302 = stablehlo.divide %1127, %1301 : tensor<128x64xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1304 = stablehlo.add %1192, %1303 : tensor<64x64xf32>
    %1305 = stablehlo.sqrt %1304 : tensor<64x64xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1307 = stablehlo.add %1305, %1306 : tensor<64x64xf32>
    %1308 = stablehlo.divide %1129, %1307 : tensor<64x64xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1310 = stablehlo.add %1194, %1309 : tensor<64xf32>
    %1311 = stablehlo.sqrt %1310 : tensor<64xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1313 = stablehlo.add %1311, %1312 : tensor<64xf32>
    %1314 = stablehlo.divide %1131, %1313 : tensor<64xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1316 = stablehlo.add %1196, %1315 : tensor<64x64xf32>
    %1317 = stablehlo.sqrt %1316 : tensor<64x64xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<64x64xf32>
    %1320 = stablehlo.divide %1133, %1319 : tensor<64x64xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1322 = stablehlo.add %1198, %1321 : tensor<64x64xf32>
    %1323 = stablehlo.sqrt %1322 : tensor<64x64xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1325 = stablehlo.add %1323, %1324 : tensor<64x64xf32>
    %1326 = stablehlo.divide %1135, %1325 : tensor<64x64xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1328 = stablehlo.add %1200, %1327 : tensor<64x64xf32>
    %1329 = stablehlo.sqrt %1328 : tensor<64x64xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1331 = stablehlo.add %1329, %1330 : tensor<64x64xf32>
    %1332 = stablehlo.divide %1137, %1331 : tensor<64x64xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1334 = stablehlo.add %1202, %1333 : tensor<64xf32>
    %1335 = stablehlo.sqrt %1334 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1337 = stablehlo.add %1335, %1336 : tensor<64xf32>
    %1338 = stablehlo.divide %1139, %1337 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1340 = stablehlo.add %1204, %1339 : tensor<64xf32>
    %1341 = stablehlo.sqrt %1340 : tensor<64xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1343 = stablehlo.add %1341, %1342 : tensor<64xf32>
    %1344 = stablehlo.divide %1141, %1343 : tensor<64xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1346 = stablehlo.add %1206, %1345 : tensor<64xf32>
    %1347 = stablehlo.sqrt %1346 : tensor<64xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1349 = stablehlo.add %1347, %1348 : tensor<64xf32>
    %1350 = stablehlo.divide %1143, %1349 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1352 = stablehlo.add %1208, %1351 : tensor<64xf32>
    %1353 = stablehlo.sqrt %1352 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1355 = stablehlo.add %1353, %1354 : tensor<64xf32>
    %1356 = stablehlo.divide %1145, %1355 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1358 = stablehlo.add %1210, %1357 : tensor<128xf32>
    %1359 = stablehlo.sqrt %1358 : tensor<128xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1361 = stablehlo.add %1359, %1360 : tensor<128xf32>
    %1362 = stablehlo.divide %1147, %1361 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1364 = stablehlo.add %1212, %1363 : tensor<64x128xf32>
    %1365 = stablehlo.sqrt %1364 : tensor<64x128xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1367 = stablehlo.add %1365, %1366 : tensor<64x128xf32>
    %1368 = stablehlo.divide %1149, %1367 : tensor<64x128xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1370 = stablehlo.add %1214, %1369 : tensor<64xf32>
    %1371 = stablehlo.sqrt %1370 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1373 = stablehlo.add %1371, %1372 : tensor<64xf32>
    %1374 = stablehlo.divide %1151, %1373 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1376 = stablehlo.add %1216, %1375 : tensor<128x64xf32>
    %1377 = stablehlo.sqrt %1376 : tensor<128x64xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1379 = stablehlo.add %1377, %1378 : tensor<128x64xf32>
    %1380 = stablehlo.divide %1153, %1379 : tensor<128x64xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1382 = stablehlo.add %1218, %1381 : tensor<64xf32>
    %1383 = stablehlo.sqrt %1382 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1385 = stablehlo.add %1383, %1384 : tensor<64xf32>
    %1386 = stablehlo.divide %1155, %1385 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1388 = stablehlo.add %1220, %1387 : tensor<64xf32>
    %1389 = stablehlo.sqrt %1388 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1391 = stablehlo.add %1389, %1390 : tensor<64xf32>
    %1392 = stablehlo.divide %1157, %1391 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1394 = stablehlo.add %1222, %1393 : tensor<64x64xf32>
    %1395 = stablehlo.sqrt %1394 : tensor<64x64xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1397 = stablehlo.add %1395, %1396 : tensor<64x64xf32>
    %1398 = stablehlo.divide %1159, %1397 : tensor<64x64xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1400 = stablehlo.add %1224, %1399 : tensor<256x64xf32>
    %1401 = stablehlo.sqrt %1400 : tensor<256x64xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1403 = stablehlo.add %1401, %1402 : tensor<256x64xf32>
    %1404 = stablehlo.divide %1161, %1403 : tensor<256x64xf32>
    %cst_358 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1406 = stablehlo.multiply %1405, %arg0 : tensor<64x64xf32>
    %1407 = stablehlo.add %1230, %1406 : tensor<64x64xf32>
    %cst_359 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1409 = stablehlo.multiply %1408, %arg1 : tensor<64xf32>
    %1410 = stablehlo.add %1236, %1409 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1412 = stablehlo.multiply %1411, %arg2 : tensor<64x64xf32>
    %1413 = stablehlo.add %1242, %1412 : tensor<64x64xf32>
    %cst_361 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1415 = stablehlo.multiply %1414, %arg3 : tensor<64x64xf32>
    %1416 = stablehlo.add %1248, %1415 : tensor<64x64xf32>
    %cst_362 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1418 = stablehlo.multiply %1417, %arg4 : tensor<64x64xf32>
    %1419 = stablehlo.add %1254, %1418 : tensor<64x64xf32>
    %cst_363 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1420 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1421 = stablehlo.multiply %1420, %arg5 : tensor<64xf32>
    %1422 = stablehlo.add %1260, %1421 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1424 = stablehlo.multiply %1423, %arg6 : tensor<64xf32>
    %1425 = stablehlo.add %1266, %1424 : tensor<64xf32>
    %cst_365 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1427 = stablehlo.multiply %1426, %arg7 : tensor<64xf32>
    %1428 = stablehlo.add %1272, %1427 : tensor<64xf32>
    %cst_366 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1430 = stablehlo.multiply %1429, %arg8 : tensor<64xf32>
    %1431 = stablehlo.add %1278, %1430 : tensor<64xf32>
    %cst_367 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1433 = stablehlo.multiply %1432, %arg9 : tensor<128xf32>
    %1434 = stablehlo.add %1284, %1433 : tensor<128xf32>
    %cst_368 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1435 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1436 = stablehlo.multiply %1435, %arg10 : tensor<64x128xf32>
    %1437 = stablehlo.add %1290, %1436 : tensor<64x128xf32>
    %cst_369 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.multiply %1438, %arg11 : tensor<64xf32>
    %1440 = stablehlo.add %1296, %1439 : tensor<64xf32>
    %cst_370 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1442 = stablehlo.multiply %1441, %arg12 : tensor<128x64xf32>
    %1443 = stablehlo.add %1302, %1442 : tensor<128x64xf32>
    %cst_371 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1445 = stablehlo.multiply %1444, %arg13 : tensor<64x64xf32>
    %1446 = stablehlo.add %1308, %1445 : tensor<64x64xf32>
    %cst_372 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1448 = stablehlo.multiply %1447, %arg14 : tensor<64xf32>
    %1449 = stablehlo.add %1314, %1448 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1451 = stablehlo.multiply %1450, %arg15 : tensor<64x64xf32>
    %1452 = stablehlo.add %1320, %1451 : tensor<64x64xf32>
    %cst_374 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1454 = stablehlo.multiply %1453, %arg16 : tensor<64x64xf32>
    %1455 = stablehlo.add %1326, %1454 : tensor<64x64xf32>
    %cst_375 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1457 = stablehlo.multiply %1456, %arg17 : tensor<64x64xf32>
    %1458 = stablehlo.add %1332, %1457 : tensor<64x64xf32>
    %cst_376 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1460 = stablehlo.multiply %1459, %arg18 : tensor<64xf32>
    %1461 = stablehlo.add %1338, %1460 : tensor<64xf32>
    %cst_377 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1463 = stablehlo.multiply %1462, %arg19 : tensor<64xf32>
    %1464 = stablehlo.add %1344, %1463 : tensor<64xf32>
    %cst_378 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1466 = stablehlo.multiply %1465, %arg20 : tensor<64xf32>
    %1467 = stablehlo.add %1350, %1466 : tensor<64xf32>
    %cst_379 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1469 = stablehlo.multiply %1468, %arg21 : tensor<64xf32>
    %1470 = stablehlo.add %1356, %1469 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1472 = stablehlo.multiply %1471, %arg22 : tensor<128xf32>
    %1473 = stablehlo.add %1362, %1472 : tensor<128xf32>
    %cst_381 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1475 = stablehlo.multiply %1474, %arg23 : tensor<64x128xf32>
    %1476 = stablehlo.add %1368, %1475 : tensor<64x128xf32>
    %cst_382 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1478 = stablehlo.multiply %1477, %arg24 : tensor<64xf32>
    %1479 = stablehlo.add %1374, %1478 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1481 = stablehlo.multiply %1480, %arg25 : tensor<128x64xf32>
    %1482 = stablehlo.add %1380, %1481 : tensor<128x64xf32>
    %cst_384 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1484 = stablehlo.multiply %1483, %arg26 : tensor<64xf32>
    %1485 = stablehlo.add %1386, %1484 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1487 = stablehlo.multiply %1486, %arg27 : tensor<64xf32>
    %1488 = stablehlo.add %1392, %1487 : tensor<64xf32>
    %cst_386 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1490 = stablehlo.multiply %1489, %arg28 : tensor<64x64xf32>
    %1491 = stablehlo.add %1398, %1490 : tensor<64x64xf32>
    %cst_387 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1493 = stablehlo.multiply %1492, %arg29 : tensor<256x64xf32>
    %1494 = stablehlo.add %1404, %1493 : tensor<256x64xf32>
    %cst_388 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1495 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1496 = stablehlo.multiply %1495, %1407 : tensor<64x64xf32>
    %cst_389 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1498 = stablehlo.multiply %1497, %1410 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1500 = stablehlo.multiply %1499, %1413 : tensor<64x64xf32>
    %cst_391 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1502 = stablehlo.multiply %1501, %1416 : tensor<64x64xf32>
    %cst_392 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1504 = stablehlo.multiply %1503, %1419 : tensor<64x64xf32>
    %cst_393 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1506 = stablehlo.multiply %1505, %1422 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1507 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1508 = stablehlo.multiply %1507, %1425 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1510 = stablehlo.multiply %1509, %1428 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1512 = stablehlo.multiply %1511, %1431 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1514 = stablehlo.multiply %1513, %1434 : tensor<128xf32>
    %cst_398 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1516 = stablehlo.multiply %1515, %1437 : tensor<64x128xf32>
    %cst_399 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1518 = stablehlo.multiply %1517, %1440 : tensor<64xf32>
    %cst_400 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1520 = stablehlo.multiply %1519, %1443 : tensor<128x64xf32>
    %cst_401 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1522 = stablehlo.multiply %1521, %1446 : tensor<64x64xf32>
    %cst_402 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1524 = stablehlo.multiply %1523, %1449 : tensor<64xf32>
    %cst_403 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1526 = stablehlo.multiply %1525, %1452 : tensor<64x64xf32>
    %cst_404 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1528 = stablehlo.multiply %1527, %1455 : tensor<64x64xf32>
    %cst_405 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1530 = stablehlo.multiply %1529, %1458 : tensor<64x64xf32>
    %cst_406 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.multiply %1531, %1461 : tensor<64xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1534 = stablehlo.multiply %1533, %1464 : tensor<64xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1536 = stablehlo.multiply %1535, %1467 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1538 = stablehlo.multiply %1537, %1470 : tensor<64xf32>
    %cst_410 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1540 = stablehlo.multiply %1539, %1473 : tensor<128xf32>
    %cst_411 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1542 = stablehlo.multiply %1541, %1476 : tensor<64x128xf32>
    %cst_412 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1544 = stablehlo.multiply %1543, %1479 : tensor<64xf32>
    %cst_413 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1546 = stablehlo.multiply %1545, %1482 : tensor<128x64xf32>
    %cst_414 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1548 = stablehlo.multiply %1547, %1485 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1550 = stablehlo.multiply %1549, %1488 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1552 = stablehlo.multiply %1551, %1491 : tensor<64x64xf32>
    %cst_417 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1554 = stablehlo.multiply %1553, %1494 : tensor<256x64xf32>
    %1555 = stablehlo.add %arg0, %1496 : tensor<64x64xf32>
    %1556 = stablehlo.add %arg1, %1498 : tensor<64xf32>
    %1557 = stablehlo.add %arg2, %1500 : tensor<64x64xf32>
    %1558 = stablehlo.add %arg3, %1502 : tensor<64x64xf32>
    %1559 = stablehlo.add %arg4, %1504 : tensor<64x64xf32>
    %1560 = stablehlo.add %arg5, %1506 : tensor<64xf32>
    %1561 = stablehlo.add %arg6, %1508 : tensor<64xf32>
    %1562 = stablehlo.add %arg7, %1510 : tensor<64xf32>
    %1563 = stablehlo.add %arg8, %1512 : tensor<64xf32>
    %1564 = stablehlo.add %arg9, %1514 : tensor<128xf32>
    %1565 = stablehlo.add %arg10, %1516 : tensor<64x128xf32>
    %1566 = stablehlo.add %arg11, %1518 : tensor<64xf32>
    %1567 = stablehlo.add %arg12, %1520 : tensor<128x64xf32>
    %1568 = stablehlo.add %arg13, %1522 : tensor<64x64xf32>
    %1569 = stablehlo.add %arg14, %1524 : tensor<64xf32>
    %1570 = stablehlo.add %arg15, %1526 : tensor<64x64xf32>
    %1571 = stablehlo.add %arg16, %1528 : tensor<64x64xf32>
    %1572 = stablehlo.add %arg17, %1530 : tensor<64x64xf32>
    %1573 = stablehlo.add %arg18, %1532 : tensor<64xf32>
    %1574 = stablehlo.add %arg19, %1534 : tensor<64xf32>
    %1575 = stablehlo.add %arg20, %1536 : tensor<64xf32>
    %1576 = stablehlo.add %arg21, %1538 : tensor<64xf32>
    %1577 = stablehlo.add %arg22, %1540 : tensor<128xf32>
    %1578 = stablehlo.add %arg23, %1542 : tensor<64x128xf32>
    %1579 = stablehlo.add %arg24, %1544 : tensor<64xf32>
    %1580 = stablehlo.add %arg25, %1546 : tensor<128x64xf32>
    %1581 = stablehlo.add %arg26, %1548 : tensor<64xf32>
    %1582 = stablehlo.add %arg27, %1550 : tensor<64xf32>
    %1583 = stablehlo.add %arg28, %1552 : tensor<64x64xf32>
    %1584 = stablehlo.add %arg29, %1554 : tensor<256x64xf32>
    return %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1098, %770, %775, %780, %785, %790, %795, %800, %805, %810, %815, %820, %825, %830, %835, %840, %845, %850, %855, %860, %865, %870, %875, %880, %885, %890, %895, %900, %905, %910, %915, %921, %927, %933, %939, %945, %951, %957, %963, %969, %975, %981, %987, %993, %999, %1005, %1011, %1017, %1023, %1029, %1035, %1041, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %432 : tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16, %5 : tensor<8x16x64xf32>, tensor<8x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16, %5 : tensor<8x16x64xf32>, tensor<8x16x1xi32>
  }
  func.func private @tril(%arg0: tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<-8> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<1x1x64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1x1x64x64xi1>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>
    return %7 : tensor<1x1x64x64xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<8x15x256xf32>, %arg1: tensor<8x15x1xi32>) -> (tensor<8x15x1xf32>, tensor<8x15x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x15x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x15x1xi32>, tensor<8x15x1xi32>) -> tensor<8x15x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x15x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x15x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x15x1xi1>, tensor<8x15x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x15x1xi32>) -> tensor<8x15x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x15x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x15x1x1xi32>, tensor<8x15x1x1xi32>) -> tensor<8x15x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x15x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x15x1x1xi32>, tensor<8x15x1x1xi32>) -> tensor<8x15x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x15x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x15x1x1xi1>, tensor<i1>) -> tensor<8x15x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x15x256xf32>, tensor<8x15x1x1xi32>) -> tensor<8x15x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x15x1xi1>, tensor<8x15x1xf32>
    return %15, %5 : tensor<8x15x1xf32>, tensor<8x15x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x15x1xf32>, %arg1: tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 15, 1>}> : (tensor<8x15x1xf32>, tensor<1xi32>) -> tensor<8x15xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x15xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x15xi1>, tensor<8x15xf32>
    return %13, %3 : tensor<8x15xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x15xf32>) -> tensor<8x15x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x1xf32>, tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    return %1 : tensor<8x15x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x15x1x1xi32>, %arg1: tensor<8x15x1xf32>) -> tensor<8x15x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x256xf32>, tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    return %1 : tensor<8x15x256xf32>
  }
  func.func private @_take_5(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
