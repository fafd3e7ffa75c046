module @jit_gpt2_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<192xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<192x64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<256xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<256x64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64x256xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<192xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<192x64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<256xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<256x64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64x256xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64x64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<256x64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<i32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<192xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<192x64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64x64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<64xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<256xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<256x64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64x256xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<192xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<192x64xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64x64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<256x64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<64x256xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64x64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<256x64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<192xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<192x64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<256xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<256x64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64x256xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<192xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<192x64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64x64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<256xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<256x64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<64x256xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64x64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<256x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<8x16xi32>, %arg86: tensor<2xui32>) -> (tensor<192xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[0]['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<192xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[0]['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[0]['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[0]['transformer']['wte']['embedding']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<192xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<192xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].mu['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['transformer']['wte']['embedding']"}, tensor<192xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['0']['mlp']['c_proj']['kernel']"}, tensor<192xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['c_attn']['bias']"}, tensor<192x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['c_attn']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['c_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['attn']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['ln_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_fc']['bias']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_fc']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_proj']['bias']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].nu['transformer']['h']['1']['mlp']['c_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['transformer']['ln_f']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['transformer']['wpe']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['transformer']['wte']['embedding']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.convert %3 : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %5:2 = call @_take(%arg27, %arg85) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %6:2 = call @_take_0(%arg26, %2) : (tensor<64x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %7 = stablehlo.add %5#0, %6#0 : tensor<8x16x64xf32>
    %c = stablehlo.constant dense<1698514126> : tensor<ui32>
    %8 = call @_threefry_fold_in(%arg86, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %9 = call @_bernoulli(%8, %cst_0) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %11 = stablehlo.divide %7, %10 : tensor<8x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %13 = stablehlo.select %9, %11, %12 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %14 = chlo.square %13 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<8x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%13 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%14 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x16xf32>
    %23 = chlo.square %19 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %25 = stablehlo.multiply %24, %19 : tensor<8x16xf32>
    %26 = stablehlo.subtract %22, %23 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8x16xf32>
    %29 = stablehlo.compare EQ, %26, %28, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.compare EQ, %33, %28, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.select %34, %35, %36 : tensor<8x16xi1>, tensor<8x16xf32>
    %38 = stablehlo.divide %32, %37 : tensor<8x16xf32>
    %39 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %42 = stablehlo.subtract %13, %41 : tensor<8x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<8x16x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<8x16x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<8x16x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8x16x1xf32>
    %49 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<8x16x64xf32>
    %53 = stablehlo.multiply %42, %52 : tensor<8x16x64xf32>
    %54 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x16x64xf32>
    %57 = stablehlo.iota dim = 0 : tensor<64xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %63 = stablehlo.compare GE, %61, %62, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %65 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %66 = stablehlo.dot_general %56, %65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %67 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x16x192xf32>
    %70 = stablehlo.slice %69 [0:8, 0:16, 0:64] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %71 = stablehlo.slice %69 [0:8, 0:16, 64:128] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %72 = stablehlo.slice %69 [0:8, 0:16, 128:192] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %73 = stablehlo.reshape %70 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %74 = stablehlo.reshape %71 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %75 = stablehlo.reshape %72 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %76 = stablehlo.slice %64 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %78 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %80 = stablehlo.convert %77 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %82 = stablehlo.compare NE, %79, %81, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %84 = stablehlo.compare NE, %80, %83, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %85 = stablehlo.and %82, %84 : tensor<8x1x16x16xi1>
    %86 = stablehlo.convert %85 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %c_19 = stablehlo.constant dense<513605975> : tensor<ui32>
    %87 = call @_threefry_fold_in(%arg86, %c_19) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %89 = stablehlo.compare GT, %86, %88, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %91 = stablehlo.convert %90 : tensor<8x1x16x16xf32>
    %cst_22 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %93 = stablehlo.select %89, %91, %92 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.sqrt %cst_23 : tensor<f32>
    %95 = stablehlo.convert %94 : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %97 = stablehlo.divide %73, %96 : tensor<8x16x4x16xf32>
    %98 = stablehlo.dot_general %97, %74, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %99 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %100 = stablehlo.add %98, %99 : tensor<8x4x16x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<8x4x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<8x4x16x16xf32>
    %107 = stablehlo.exponential %106 : tensor<8x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %111 = stablehlo.divide %107, %110 : tensor<8x4x16x16xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<8x4x16x1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %114 = stablehlo.divide %113, %112 : tensor<8x4x16x1xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %115 = call @_bernoulli_3(%87, %cst_28) : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x16x16xi1>
    %116 = stablehlo.convert %115 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %118 = stablehlo.divide %116, %117 : tensor<1x1x16x16xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %120 = stablehlo.multiply %111, %119 : tensor<8x4x16x16xf32>
    %121 = stablehlo.dot_general %75, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %122 = stablehlo.transpose %121, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %124 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<8x16x64xf32>
    %c_30 = stablehlo.constant dense<442075206> : tensor<ui32>
    %129 = call @_threefry_fold_in(%arg86, %c_30) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = call @_bernoulli(%129, %cst_31) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %132 = stablehlo.divide %128, %131 : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %134 = stablehlo.select %130, %132, %133 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %135 = stablehlo.add %134, %13 : tensor<8x16x64xf32>
    %136 = chlo.square %135 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<8x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%135 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%136 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %144 = stablehlo.divide %142, %143 : tensor<8x16xf32>
    %145 = chlo.square %141 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %147 = stablehlo.multiply %146, %141 : tensor<8x16xf32>
    %148 = stablehlo.subtract %144, %145 : tensor<8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x16xf32>
    %151 = stablehlo.compare EQ, %148, %150, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %154 = stablehlo.select %151, %152, %153 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %156 = stablehlo.compare EQ, %155, %150, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %159 = stablehlo.select %156, %157, %158 : tensor<8x16xi1>, tensor<8x16xf32>
    %160 = stablehlo.divide %154, %159 : tensor<8x16xf32>
    %161 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %163 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %164 = stablehlo.subtract %135, %163 : tensor<8x16x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %166 = stablehlo.add %162, %165 : tensor<8x16x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x16x1xf32>
    %168 = stablehlo.divide %167, %166 : tensor<8x16x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<8x16x1xf32>
    %171 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<8x16x64xf32>
    %175 = stablehlo.multiply %164, %174 : tensor<8x16x64xf32>
    %176 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x16x64xf32>
    %179 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %181 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %183 = stablehlo.add %180, %182 : tensor<8x16x256xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<8x16x256xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<8x16x256xf32>
    %186 = stablehlo.multiply %183, %183 : tensor<8x16x256xf32>
    %cst_48 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<8x16x256xf32>
    %cst_49 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %190 = stablehlo.multiply %189, %185 : tensor<8x16x256xf32>
    %191 = stablehlo.add %183, %190 : tensor<8x16x256xf32>
    %cst_50 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<8x16x256xf32>
    %194 = stablehlo.tanh %193 : tensor<8x16x256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %196 = stablehlo.subtract %195, %194 : tensor<8x16x256xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %198 = stablehlo.add %197, %194 : tensor<8x16x256xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<8x16x256xf32>
    %201 = stablehlo.multiply %183, %200 : tensor<8x16x256xf32>
    %202 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<256x64xf32>) -> tensor<8x16x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x16x64xf32>
    %c_54 = stablehlo.constant dense<3830780718> : tensor<ui32>
    %207 = call @_threefry_fold_in(%arg86, %c_54) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %208 = call @_bernoulli(%207, %cst_55) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %210 = stablehlo.divide %206, %209 : tensor<8x16x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %212 = stablehlo.select %208, %210, %211 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %213 = stablehlo.add %135, %212 : tensor<8x16x64xf32>
    %214 = chlo.square %213 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %216 = stablehlo.multiply %215, %213 : tensor<8x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%213 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %219 = stablehlo.divide %217, %218 : tensor<8x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%214 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %222 = stablehlo.divide %220, %221 : tensor<8x16xf32>
    %223 = chlo.square %219 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %225 = stablehlo.multiply %224, %219 : tensor<8x16xf32>
    %226 = stablehlo.subtract %222, %223 : tensor<8x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<8x16xf32>
    %229 = stablehlo.compare EQ, %226, %228, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %232 = stablehlo.select %229, %230, %231 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %234 = stablehlo.compare EQ, %233, %228, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %237 = stablehlo.select %234, %235, %236 : tensor<8x16xi1>, tensor<8x16xf32>
    %238 = stablehlo.divide %232, %237 : tensor<8x16xf32>
    %239 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %240 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %242 = stablehlo.subtract %213, %241 : tensor<8x16x64xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %244 = stablehlo.add %240, %243 : tensor<8x16x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<8x16x1xf32>
    %246 = stablehlo.divide %245, %244 : tensor<8x16x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x16x1xf32>
    %249 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<8x16x64xf32>
    %253 = stablehlo.multiply %242, %252 : tensor<8x16x64xf32>
    %254 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x16x64xf32>
    %257 = stablehlo.iota dim = 0 : tensor<64xi32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %263 = stablehlo.compare GE, %261, %262, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %265 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %266 = stablehlo.dot_general %256, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %267 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %269 = stablehlo.add %266, %268 : tensor<8x16x192xf32>
    %270 = stablehlo.slice %269 [0:8, 0:16, 0:64] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %271 = stablehlo.slice %269 [0:8, 0:16, 64:128] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %272 = stablehlo.slice %269 [0:8, 0:16, 128:192] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %273 = stablehlo.reshape %270 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %274 = stablehlo.reshape %271 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %275 = stablehlo.reshape %272 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %276 = stablehlo.slice %264 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %278 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %280 = stablehlo.convert %277 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %282 = stablehlo.compare NE, %279, %281, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %283 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %284 = stablehlo.compare NE, %280, %283, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %285 = stablehlo.and %282, %284 : tensor<8x1x16x16xi1>
    %286 = stablehlo.convert %285 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %c_74 = stablehlo.constant dense<385956898> : tensor<ui32>
    %287 = call @_threefry_fold_in(%arg86, %c_74) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %289 = stablehlo.compare GT, %286, %288, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %291 = stablehlo.convert %290 : tensor<8x1x16x16xf32>
    %cst_77 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %293 = stablehlo.select %289, %291, %292 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_78 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %294 = stablehlo.sqrt %cst_78 : tensor<f32>
    %295 = stablehlo.convert %294 : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %297 = stablehlo.divide %273, %296 : tensor<8x16x4x16xf32>
    %298 = stablehlo.dot_general %297, %274, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %299 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %300 = stablehlo.add %298, %299 : tensor<8x4x16x16xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_79) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %303 = stablehlo.maximum %302, %301 : tensor<8x4x16xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %306 = stablehlo.subtract %300, %305 : tensor<8x4x16x16xf32>
    %307 = stablehlo.exponential %306 : tensor<8x4x16x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %311 = stablehlo.divide %307, %310 : tensor<8x4x16x16xf32>
    %312 = stablehlo.multiply %309, %309 : tensor<8x4x16x1xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %314 = stablehlo.divide %313, %312 : tensor<8x4x16x1xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %315 = call @_bernoulli_3(%287, %cst_83) : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x16x16xi1>
    %316 = stablehlo.convert %315 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %318 = stablehlo.divide %316, %317 : tensor<1x1x16x16xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %320 = stablehlo.multiply %311, %319 : tensor<8x4x16x16xf32>
    %321 = stablehlo.dot_general %275, %320, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %322 = stablehlo.transpose %321, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %324 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %326 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %328 = stablehlo.add %325, %327 : tensor<8x16x64xf32>
    %c_85 = stablehlo.constant dense<2464630498> : tensor<ui32>
    %329 = call @_threefry_fold_in(%arg86, %c_85) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %330 = call @_bernoulli(%329, %cst_86) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %332 = stablehlo.divide %328, %331 : tensor<8x16x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %334 = stablehlo.select %330, %332, %333 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %335 = stablehlo.add %334, %213 : tensor<8x16x64xf32>
    %336 = chlo.square %335 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %338 = stablehlo.multiply %337, %335 : tensor<8x16x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%335 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %341 = stablehlo.divide %339, %340 : tensor<8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%336 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %344 = stablehlo.divide %342, %343 : tensor<8x16xf32>
    %345 = chlo.square %341 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %347 = stablehlo.multiply %346, %341 : tensor<8x16xf32>
    %348 = stablehlo.subtract %344, %345 : tensor<8x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %350 = stablehlo.maximum %349, %348 : tensor<8x16xf32>
    %351 = stablehlo.compare EQ, %348, %350, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %354 = stablehlo.select %351, %352, %353 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %356 = stablehlo.compare EQ, %355, %350, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %359 = stablehlo.select %356, %357, %358 : tensor<8x16xi1>, tensor<8x16xf32>
    %360 = stablehlo.divide %354, %359 : tensor<8x16xf32>
    %361 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %362 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %363 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %364 = stablehlo.subtract %335, %363 : tensor<8x16x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %366 = stablehlo.add %362, %365 : tensor<8x16x1xf32>
    %367 = stablehlo.rsqrt %366 : tensor<8x16x1xf32>
    %368 = stablehlo.divide %367, %366 : tensor<8x16x1xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<8x16x1xf32>
    %371 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %372 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %373 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %374 = stablehlo.multiply %372, %373 : tensor<8x16x64xf32>
    %375 = stablehlo.multiply %364, %374 : tensor<8x16x64xf32>
    %376 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %378 = stablehlo.add %375, %377 : tensor<8x16x64xf32>
    %379 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %380 = stablehlo.dot_general %378, %379, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %381 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x16x256xf32>
    %384 = stablehlo.multiply %383, %383 : tensor<8x16x256xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<8x16x256xf32>
    %386 = stablehlo.multiply %383, %383 : tensor<8x16x256xf32>
    %cst_103 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<8x16x256xf32>
    %cst_104 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %390 = stablehlo.multiply %389, %385 : tensor<8x16x256xf32>
    %391 = stablehlo.add %383, %390 : tensor<8x16x256xf32>
    %cst_105 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %393 = stablehlo.multiply %392, %391 : tensor<8x16x256xf32>
    %394 = stablehlo.tanh %393 : tensor<8x16x256xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %396 = stablehlo.subtract %395, %394 : tensor<8x16x256xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %398 = stablehlo.add %397, %394 : tensor<8x16x256xf32>
    %cst_108 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<8x16x256xf32>
    %401 = stablehlo.multiply %383, %400 : tensor<8x16x256xf32>
    %402 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %403 = stablehlo.dot_general %401, %402, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<256x64xf32>) -> tensor<8x16x64xf32>
    %404 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %406 = stablehlo.add %403, %405 : tensor<8x16x64xf32>
    %c_109 = stablehlo.constant dense<118778245> : tensor<ui32>
    %407 = call @_threefry_fold_in(%arg86, %c_109) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %408 = call @_bernoulli(%407, %cst_110) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %410 = stablehlo.divide %406, %409 : tensor<8x16x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %412 = stablehlo.select %408, %410, %411 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %413 = stablehlo.add %335, %412 : tensor<8x16x64xf32>
    %414 = chlo.square %413 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %416 = stablehlo.multiply %415, %413 : tensor<8x16x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%413 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_115 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %419 = stablehlo.divide %417, %418 : tensor<8x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%414 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_117 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %422 = stablehlo.divide %420, %421 : tensor<8x16xf32>
    %423 = chlo.square %419 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %425 = stablehlo.multiply %424, %419 : tensor<8x16xf32>
    %426 = stablehlo.subtract %422, %423 : tensor<8x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %428 = stablehlo.maximum %427, %426 : tensor<8x16xf32>
    %429 = stablehlo.compare EQ, %426, %428, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %432 = stablehlo.select %429, %430, %431 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %434 = stablehlo.compare EQ, %433, %428, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_123 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %437 = stablehlo.select %434, %435, %436 : tensor<8x16xi1>, tensor<8x16xf32>
    %438 = stablehlo.divide %432, %437 : tensor<8x16xf32>
    %439 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %440 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %441 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %442 = stablehlo.subtract %413, %441 : tensor<8x16x64xf32>
    %cst_125 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %444 = stablehlo.add %440, %443 : tensor<8x16x1xf32>
    %445 = stablehlo.rsqrt %444 : tensor<8x16x1xf32>
    %446 = stablehlo.divide %445, %444 : tensor<8x16x1xf32>
    %cst_126 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<8x16x1xf32>
    %449 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %450 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<8x16x64xf32>
    %453 = stablehlo.multiply %442, %452 : tensor<8x16x64xf32>
    %454 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %456 = stablehlo.add %453, %455 : tensor<8x16x64xf32>
    %457 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %458 = stablehlo.dot_general %456, %457, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %459 = stablehlo.slice %458 [0:8, 0:15, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x15x256xf32>
    %460 = stablehlo.slice %arg85 [0:8, 1:16] : (tensor<8x16xi32>) -> tensor<8x15xi32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<8x15xi32>) -> tensor<8x15x1xi32>
    %462:2 = call @take_along_axis(%459, %461) : (tensor<8x15x256xf32>, tensor<8x15x1xi32>) -> (tensor<8x15x1xf32>, tensor<8x15x1x1xi32>)
    %c_127 = stablehlo.constant dense<0> : tensor<i32>
    %463:2 = call @_take_7(%462#0, %c_127) : (tensor<8x15x1xf32>, tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>)
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %464 = stablehlo.reduce(%459 init: %cst_128) applies stablehlo.maximum across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %466 = stablehlo.maximum %465, %464 : tensor<8x15xf32>
    %467 = stablehlo.is_finite %466 : (tensor<8x15xf32>) -> tensor<8x15xi1>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %469 = stablehlo.select %467, %466, %468 : tensor<8x15xi1>, tensor<8x15xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %472 = stablehlo.subtract %459, %471 : tensor<8x15x256xf32>
    %473 = stablehlo.exponential %472 : tensor<8x15x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %475 = stablehlo.abs %474 : tensor<8x15xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %477 = stablehlo.compare GE, %474, %476, FLOAT : (tensor<8x15xf32>, tensor<8x15xf32>) -> tensor<8x15xi1>
    %478 = stablehlo.log %475 : tensor<8x15xf32>
    %479 = stablehlo.add %478, %469 : tensor<8x15xf32>
    %480 = stablehlo.subtract %479, %463#0 : tensor<8x15xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x15xf32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %482 = stablehlo.divide %481, %cst_134 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %483 = stablehlo.divide %cst_135, %cst_136 : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %485 = stablehlo.negate %484 : tensor<8x15xf32>
    %486 = stablehlo.divide %484, %475 : tensor<8x15xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %488 = stablehlo.select %477, %487, %486 : tensor<8x15xi1>, tensor<8x15xf32>
    %489 = stablehlo.select %477, %486, %487 : tensor<8x15xi1>, tensor<8x15xf32>
    %490 = stablehlo.negate %488 : tensor<8x15xf32>
    %491 = stablehlo.add %489, %490 : tensor<8x15xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x256xf32>
    %493 = stablehlo.multiply %492, %473 : tensor<8x15x256xf32>
    %494 = call @_take_9(%463#1, %485) : (tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %495 = call @take_along_axis_10(%462#1, %494) : (tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %496 = stablehlo.add %493, %495 : tensor<8x15x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.pad %496, %cst_138, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %498 = stablehlo.dot_general %497, %456, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %499 = stablehlo.transpose %498, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %500 = stablehlo.dot_general %497, %457, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %501 = stablehlo.transpose %499, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%500 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %503 = stablehlo.reshape %502 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %504 = stablehlo.reshape %503 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %505 = stablehlo.multiply %442, %500 : tensor<8x16x64xf32>
    %506 = stablehlo.multiply %500, %452 : tensor<8x16x64xf32>
    %507 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %508 = stablehlo.multiply %507, %505 : tensor<8x16x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %510 = stablehlo.reshape %509 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %511 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %512 = stablehlo.multiply %505, %511 : tensor<8x16x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %514 = stablehlo.reshape %513 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %515 = stablehlo.reshape %510 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %516 = stablehlo.multiply %514, %448 : tensor<8x16x1xf32>
    %517 = stablehlo.negate %506 : tensor<8x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %519 = stablehlo.reshape %518 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%516 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%519 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %522 = stablehlo.multiply %520, %438 : tensor<8x16xf32>
    %523 = stablehlo.negate %522 : tensor<8x16xf32>
    %524 = stablehlo.multiply %523, %425 : tensor<8x16xf32>
    %525 = stablehlo.add %521, %524 : tensor<8x16xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %527 = stablehlo.divide %522, %526 : tensor<8x16xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_146 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %530 = stablehlo.divide %525, %529 : tensor<8x16xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %532 = stablehlo.add %506, %531 : tensor<8x16x64xf32>
    %533 = stablehlo.multiply %528, %416 : tensor<8x16x64xf32>
    %534 = stablehlo.add %532, %533 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %536 = stablehlo.select %408, %534, %535 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %538 = stablehlo.divide %536, %537 : tensor<8x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %540 = stablehlo.reshape %539 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.dot_general %538, %401, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x256xf32>) -> tensor<64x256xf32>
    %543 = stablehlo.transpose %542, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %544 = stablehlo.dot_general %538, %402, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<256x64xf32>) -> tensor<8x16x256xf32>
    %545 = stablehlo.transpose %543, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %546 = stablehlo.multiply %383, %544 : tensor<8x16x256xf32>
    %547 = stablehlo.multiply %544, %400 : tensor<8x16x256xf32>
    %cst_151 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %549 = stablehlo.multiply %548, %546 : tensor<8x16x256xf32>
    %550 = stablehlo.multiply %549, %396 : tensor<8x16x256xf32>
    %551 = stablehlo.multiply %550, %394 : tensor<8x16x256xf32>
    %552 = stablehlo.add %550, %551 : tensor<8x16x256xf32>
    %cst_152 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<8x16x256xf32>
    %555 = stablehlo.add %547, %554 : tensor<8x16x256xf32>
    %cst_153 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %557 = stablehlo.multiply %556, %554 : tensor<8x16x256xf32>
    %558 = stablehlo.multiply %557, %388 : tensor<8x16x256xf32>
    %559 = stablehlo.add %555, %558 : tensor<8x16x256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %561 = stablehlo.reshape %560 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %563 = stablehlo.dot_general %559, %378, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %564 = stablehlo.transpose %563, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %565 = stablehlo.dot_general %559, %379, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %566 = stablehlo.transpose %564, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%565 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %568 = stablehlo.reshape %567 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %570 = stablehlo.multiply %364, %565 : tensor<8x16x64xf32>
    %571 = stablehlo.multiply %565, %374 : tensor<8x16x64xf32>
    %572 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %573 = stablehlo.multiply %572, %570 : tensor<8x16x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %575 = stablehlo.reshape %574 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %576 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %577 = stablehlo.multiply %570, %576 : tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %579 = stablehlo.reshape %578 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %580 = stablehlo.reshape %575 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %581 = stablehlo.multiply %579, %370 : tensor<8x16x1xf32>
    %582 = stablehlo.negate %571 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %584 = stablehlo.reshape %583 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %585 = stablehlo.add %534, %571 : tensor<8x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%581 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%584 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %588 = stablehlo.multiply %586, %360 : tensor<8x16xf32>
    %589 = stablehlo.negate %588 : tensor<8x16xf32>
    %590 = stablehlo.multiply %589, %347 : tensor<8x16xf32>
    %591 = stablehlo.add %587, %590 : tensor<8x16xf32>
    %cst_162 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %593 = stablehlo.divide %588, %592 : tensor<8x16xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_163 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %596 = stablehlo.divide %591, %595 : tensor<8x16xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %598 = stablehlo.add %585, %597 : tensor<8x16x64xf32>
    %599 = stablehlo.multiply %594, %338 : tensor<8x16x64xf32>
    %600 = stablehlo.add %598, %599 : tensor<8x16x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %602 = stablehlo.select %330, %600, %601 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %604 = stablehlo.divide %602, %603 : tensor<8x16x64xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %606 = stablehlo.reshape %605 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %608 = stablehlo.dot_general %604, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %610 = stablehlo.dot_general %604, %324, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %611 = stablehlo.transpose %609, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %612 = stablehlo.reshape %610 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %613 = stablehlo.transpose %612, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %614 = stablehlo.dot_general %613, %275, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %615 = stablehlo.dot_general %613, %320, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %616 = stablehlo.transpose %615, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %617 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %618 = stablehlo.multiply %614, %617 : tensor<8x4x16x16xf32>
    %619 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<8x4x16x16xf32>
    %621 = stablehlo.multiply %620, %307 : tensor<8x4x16x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.reduce(%621 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %623 = stablehlo.reshape %622 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %624 = stablehlo.negate %623 : tensor<8x4x16x1xf32>
    %625 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %626 = stablehlo.divide %618, %625 : tensor<8x4x16x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%624 init: %cst_169) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %629 = stablehlo.add %626, %628 : tensor<8x4x16x16xf32>
    %630 = stablehlo.multiply %629, %307 : tensor<8x4x16x16xf32>
    %631 = stablehlo.dot_general %630, %297, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %632 = stablehlo.transpose %631, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %633 = stablehlo.dot_general %630, %274, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %634 = stablehlo.transpose %633, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %635 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %636 = stablehlo.divide %634, %635 : tensor<8x16x4x16xf32>
    %637 = stablehlo.reshape %616 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %638 = stablehlo.reshape %632 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %639 = stablehlo.reshape %636 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %640 = stablehlo.concatenate %639, %638, %637, dim = 2 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %642 = stablehlo.reshape %641 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %644 = stablehlo.dot_general %640, %256, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x192xf32>, tensor<8x16x64xf32>) -> tensor<192x64xf32>
    %645 = stablehlo.transpose %644, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %646 = stablehlo.dot_general %640, %265, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x192xf32>, tensor<64x192xf32>) -> tensor<8x16x64xf32>
    %647 = stablehlo.transpose %645, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%646 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %649 = stablehlo.reshape %648 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %650 = stablehlo.reshape %649 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %651 = stablehlo.multiply %242, %646 : tensor<8x16x64xf32>
    %652 = stablehlo.multiply %646, %252 : tensor<8x16x64xf32>
    %653 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %654 = stablehlo.multiply %653, %651 : tensor<8x16x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %656 = stablehlo.reshape %655 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %657 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %658 = stablehlo.multiply %651, %657 : tensor<8x16x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %660 = stablehlo.reshape %659 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %661 = stablehlo.reshape %656 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %662 = stablehlo.multiply %660, %248 : tensor<8x16x1xf32>
    %663 = stablehlo.negate %652 : tensor<8x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %665 = stablehlo.reshape %664 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %666 = stablehlo.add %600, %652 : tensor<8x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%662 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%665 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %669 = stablehlo.multiply %667, %238 : tensor<8x16xf32>
    %670 = stablehlo.negate %669 : tensor<8x16xf32>
    %671 = stablehlo.multiply %670, %225 : tensor<8x16xf32>
    %672 = stablehlo.add %668, %671 : tensor<8x16xf32>
    %cst_178 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %674 = stablehlo.divide %669, %673 : tensor<8x16xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_179 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %677 = stablehlo.divide %672, %676 : tensor<8x16xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %679 = stablehlo.add %666, %678 : tensor<8x16x64xf32>
    %680 = stablehlo.multiply %675, %216 : tensor<8x16x64xf32>
    %681 = stablehlo.add %679, %680 : tensor<8x16x64xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %683 = stablehlo.select %208, %681, %682 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %685 = stablehlo.divide %683, %684 : tensor<8x16x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_182) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %687 = stablehlo.reshape %686 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_183) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %689 = stablehlo.dot_general %685, %201, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x256xf32>) -> tensor<64x256xf32>
    %690 = stablehlo.transpose %689, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %691 = stablehlo.dot_general %685, %202, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<256x64xf32>) -> tensor<8x16x256xf32>
    %692 = stablehlo.transpose %690, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %693 = stablehlo.multiply %183, %691 : tensor<8x16x256xf32>
    %694 = stablehlo.multiply %691, %200 : tensor<8x16x256xf32>
    %cst_184 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %696 = stablehlo.multiply %695, %693 : tensor<8x16x256xf32>
    %697 = stablehlo.multiply %696, %196 : tensor<8x16x256xf32>
    %698 = stablehlo.multiply %697, %194 : tensor<8x16x256xf32>
    %699 = stablehlo.add %697, %698 : tensor<8x16x256xf32>
    %cst_185 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %701 = stablehlo.multiply %700, %699 : tensor<8x16x256xf32>
    %702 = stablehlo.add %694, %701 : tensor<8x16x256xf32>
    %cst_186 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %704 = stablehlo.multiply %703, %701 : tensor<8x16x256xf32>
    %705 = stablehlo.multiply %704, %188 : tensor<8x16x256xf32>
    %706 = stablehlo.add %702, %705 : tensor<8x16x256xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%706 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %708 = stablehlo.reshape %707 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.reduce(%708 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %710 = stablehlo.dot_general %706, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %711 = stablehlo.transpose %710, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %712 = stablehlo.dot_general %706, %179, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %713 = stablehlo.transpose %711, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%712 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %715 = stablehlo.reshape %714 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %716 = stablehlo.reshape %715 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %717 = stablehlo.multiply %164, %712 : tensor<8x16x64xf32>
    %718 = stablehlo.multiply %712, %174 : tensor<8x16x64xf32>
    %719 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %720 = stablehlo.multiply %719, %717 : tensor<8x16x64xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_190) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %722 = stablehlo.reshape %721 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %723 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %724 = stablehlo.multiply %717, %723 : tensor<8x16x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %726 = stablehlo.reshape %725 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %727 = stablehlo.reshape %722 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %728 = stablehlo.multiply %726, %170 : tensor<8x16x1xf32>
    %729 = stablehlo.negate %718 : tensor<8x16x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%729 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %731 = stablehlo.reshape %730 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %732 = stablehlo.add %681, %718 : tensor<8x16x64xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%728 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.reduce(%731 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %735 = stablehlo.multiply %733, %160 : tensor<8x16xf32>
    %736 = stablehlo.negate %735 : tensor<8x16xf32>
    %737 = stablehlo.multiply %736, %147 : tensor<8x16xf32>
    %738 = stablehlo.add %734, %737 : tensor<8x16xf32>
    %cst_195 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %740 = stablehlo.divide %735, %739 : tensor<8x16xf32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_196 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %743 = stablehlo.divide %738, %742 : tensor<8x16xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %745 = stablehlo.add %732, %744 : tensor<8x16x64xf32>
    %746 = stablehlo.multiply %741, %138 : tensor<8x16x64xf32>
    %747 = stablehlo.add %745, %746 : tensor<8x16x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %749 = stablehlo.select %130, %747, %748 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %751 = stablehlo.divide %749, %750 : tensor<8x16x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%751 init: %cst_199) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %753 = stablehlo.reshape %752 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%753 init: %cst_200) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %755 = stablehlo.dot_general %751, %123, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %756 = stablehlo.transpose %755, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %757 = stablehlo.dot_general %751, %124, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %758 = stablehlo.transpose %756, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %759 = stablehlo.reshape %757 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %760 = stablehlo.transpose %759, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %761 = stablehlo.dot_general %760, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %762 = stablehlo.dot_general %760, %120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %763 = stablehlo.transpose %762, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %764 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %765 = stablehlo.multiply %761, %764 : tensor<8x4x16x16xf32>
    %766 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<8x4x16x16xf32>
    %768 = stablehlo.multiply %767, %107 : tensor<8x4x16x16xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_201) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %770 = stablehlo.reshape %769 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %771 = stablehlo.negate %770 : tensor<8x4x16x1xf32>
    %772 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %773 = stablehlo.divide %765, %772 : tensor<8x4x16x16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%771 init: %cst_202) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %776 = stablehlo.add %773, %775 : tensor<8x4x16x16xf32>
    %777 = stablehlo.multiply %776, %107 : tensor<8x4x16x16xf32>
    %778 = stablehlo.dot_general %777, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %779 = stablehlo.transpose %778, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %780 = stablehlo.dot_general %777, %74, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %781 = stablehlo.transpose %780, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %782 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %783 = stablehlo.divide %781, %782 : tensor<8x16x4x16xf32>
    %784 = stablehlo.reshape %763 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %785 = stablehlo.reshape %779 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %786 = stablehlo.reshape %783 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %787 = stablehlo.concatenate %786, %785, %784, dim = 2 : (tensor<8x16x64xf32>, tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x192xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%787 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %789 = stablehlo.reshape %788 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%789 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %791 = stablehlo.dot_general %787, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x192xf32>, tensor<8x16x64xf32>) -> tensor<192x64xf32>
    %792 = stablehlo.transpose %791, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %793 = stablehlo.dot_general %787, %65, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x192xf32>, tensor<64x192xf32>) -> tensor<8x16x64xf32>
    %794 = stablehlo.transpose %792, dims = [1, 0] : (tensor<64x192xf32>) -> tensor<192x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%793 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %796 = stablehlo.reshape %795 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %797 = stablehlo.reshape %796 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %798 = stablehlo.multiply %42, %793 : tensor<8x16x64xf32>
    %799 = stablehlo.multiply %793, %52 : tensor<8x16x64xf32>
    %800 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %801 = stablehlo.multiply %800, %798 : tensor<8x16x64xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_206) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %803 = stablehlo.reshape %802 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %804 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %805 = stablehlo.multiply %798, %804 : tensor<8x16x64xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%805 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %807 = stablehlo.reshape %806 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %808 = stablehlo.reshape %803 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %809 = stablehlo.multiply %807, %48 : tensor<8x16x1xf32>
    %810 = stablehlo.negate %799 : tensor<8x16x64xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %812 = stablehlo.reshape %811 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %813 = stablehlo.add %747, %799 : tensor<8x16x64xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%809 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.reduce(%812 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %816 = stablehlo.multiply %814, %38 : tensor<8x16xf32>
    %817 = stablehlo.negate %816 : tensor<8x16xf32>
    %818 = stablehlo.multiply %817, %25 : tensor<8x16xf32>
    %819 = stablehlo.add %815, %818 : tensor<8x16xf32>
    %cst_211 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %821 = stablehlo.divide %816, %820 : tensor<8x16xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_212 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %824 = stablehlo.divide %819, %823 : tensor<8x16xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %826 = stablehlo.add %813, %825 : tensor<8x16x64xf32>
    %827 = stablehlo.multiply %822, %16 : tensor<8x16x64xf32>
    %828 = stablehlo.add %826, %827 : tensor<8x16x64xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %830 = stablehlo.select %9, %828, %829 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %832 = stablehlo.divide %830, %831 : tensor<8x16x64xf32>
    %833 = call @_take_11(%6#1, %832) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %834 = call @_take_12(%5#1, %832) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %835 = stablehlo.add %501, %834 : tensor<256x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %837 = stablehlo.multiply %836, %790 : tensor<192xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %839 = stablehlo.multiply %838, %arg29 : tensor<192xf32>
    %840 = stablehlo.add %837, %839 : tensor<192xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %842 = stablehlo.multiply %841, %794 : tensor<192x64xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %844 = stablehlo.multiply %843, %arg30 : tensor<192x64xf32>
    %845 = stablehlo.add %842, %844 : tensor<192x64xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %847 = stablehlo.multiply %846, %754 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %849 = stablehlo.multiply %848, %arg31 : tensor<64xf32>
    %850 = stablehlo.add %847, %849 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %852 = stablehlo.multiply %851, %758 : tensor<64x64xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %854 = stablehlo.multiply %853, %arg32 : tensor<64x64xf32>
    %855 = stablehlo.add %852, %854 : tensor<64x64xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %857 = stablehlo.multiply %856, %797 : tensor<64xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %859 = stablehlo.multiply %858, %arg33 : tensor<64xf32>
    %860 = stablehlo.add %857, %859 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %862 = stablehlo.multiply %861, %808 : tensor<64xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %864 = stablehlo.multiply %863, %arg34 : tensor<64xf32>
    %865 = stablehlo.add %862, %864 : tensor<64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %867 = stablehlo.multiply %866, %716 : tensor<64xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %869 = stablehlo.multiply %868, %arg35 : tensor<64xf32>
    %870 = stablehlo.add %867, %869 : tensor<64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %872 = stablehlo.multiply %871, %727 : tensor<64xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %874 = stablehlo.multiply %873, %arg36 : tensor<64xf32>
    %875 = stablehlo.add %872, %874 : tensor<64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %877 = stablehlo.multiply %876, %709 : tensor<256xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %879 = stablehlo.multiply %878, %arg37 : tensor<256xf32>
    %880 = stablehlo.add %877, %879 : tensor<256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %882 = stablehlo.multiply %881, %713 : tensor<256x64xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %884 = stablehlo.multiply %883, %arg38 : tensor<256x64xf32>
    %885 = stablehlo.add %882, %884 : tensor<256x64xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.multiply %886, %688 : tensor<64xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %889 = stablehlo.multiply %888, %arg39 : tensor<64xf32>
    %890 = stablehlo.add %887, %889 : tensor<64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %892 = stablehlo.multiply %891, %692 : tensor<64x256xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %894 = stablehlo.multiply %893, %arg40 : tensor<64x256xf32>
    %895 = stablehlo.add %892, %894 : tensor<64x256xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %897 = stablehlo.multiply %896, %643 : tensor<192xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %899 = stablehlo.multiply %898, %arg41 : tensor<192xf32>
    %900 = stablehlo.add %897, %899 : tensor<192xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %902 = stablehlo.multiply %901, %647 : tensor<192x64xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %904 = stablehlo.multiply %903, %arg42 : tensor<192x64xf32>
    %905 = stablehlo.add %902, %904 : tensor<192x64xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %907 = stablehlo.multiply %906, %607 : tensor<64xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %909 = stablehlo.multiply %908, %arg43 : tensor<64xf32>
    %910 = stablehlo.add %907, %909 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %912 = stablehlo.multiply %911, %611 : tensor<64x64xf32>
    %cst_246 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %914 = stablehlo.multiply %913, %arg44 : tensor<64x64xf32>
    %915 = stablehlo.add %912, %914 : tensor<64x64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %917 = stablehlo.multiply %916, %650 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %919 = stablehlo.multiply %918, %arg45 : tensor<64xf32>
    %920 = stablehlo.add %917, %919 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %922 = stablehlo.multiply %921, %661 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.multiply %923, %arg46 : tensor<64xf32>
    %925 = stablehlo.add %922, %924 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %927 = stablehlo.multiply %926, %569 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %929 = stablehlo.multiply %928, %arg47 : tensor<64xf32>
    %930 = stablehlo.add %927, %929 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %932 = stablehlo.multiply %931, %580 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %934 = stablehlo.multiply %933, %arg48 : tensor<64xf32>
    %935 = stablehlo.add %932, %934 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %937 = stablehlo.multiply %936, %562 : tensor<256xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %939 = stablehlo.multiply %938, %arg49 : tensor<256xf32>
    %940 = stablehlo.add %937, %939 : tensor<256xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %942 = stablehlo.multiply %941, %566 : tensor<256x64xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %944 = stablehlo.multiply %943, %arg50 : tensor<256x64xf32>
    %945 = stablehlo.add %942, %944 : tensor<256x64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %947 = stablehlo.multiply %946, %541 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %949 = stablehlo.multiply %948, %arg51 : tensor<64xf32>
    %950 = stablehlo.add %947, %949 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %952 = stablehlo.multiply %951, %545 : tensor<64x256xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %954 = stablehlo.multiply %953, %arg52 : tensor<64x256xf32>
    %955 = stablehlo.add %952, %954 : tensor<64x256xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %957 = stablehlo.multiply %956, %504 : tensor<64xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %959 = stablehlo.multiply %958, %arg53 : tensor<64xf32>
    %960 = stablehlo.add %957, %959 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %961, %515 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.multiply %963, %arg54 : tensor<64xf32>
    %965 = stablehlo.add %962, %964 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %967 = stablehlo.multiply %966, %833 : tensor<64x64xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %969 = stablehlo.multiply %968, %arg55 : tensor<64x64xf32>
    %970 = stablehlo.add %967, %969 : tensor<64x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %972 = stablehlo.multiply %971, %835 : tensor<256x64xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %974 = stablehlo.multiply %973, %arg56 : tensor<256x64xf32>
    %975 = stablehlo.add %972, %974 : tensor<256x64xf32>
    %976 = stablehlo.multiply %790, %790 : tensor<192xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<192xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %980 = stablehlo.multiply %979, %arg57 : tensor<192xf32>
    %981 = stablehlo.add %978, %980 : tensor<192xf32>
    %982 = stablehlo.multiply %794, %794 : tensor<192x64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %984 = stablehlo.multiply %983, %982 : tensor<192x64xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %986 = stablehlo.multiply %985, %arg58 : tensor<192x64xf32>
    %987 = stablehlo.add %984, %986 : tensor<192x64xf32>
    %988 = stablehlo.multiply %754, %754 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %990 = stablehlo.multiply %989, %988 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %992 = stablehlo.multiply %991, %arg59 : tensor<64xf32>
    %993 = stablehlo.add %990, %992 : tensor<64xf32>
    %994 = stablehlo.multiply %758, %758 : tensor<64x64xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<64x64xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %998 = stablehlo.multiply %997, %arg60 : tensor<64x64xf32>
    %999 = stablehlo.add %996, %998 : tensor<64x64xf32>
    %1000 = stablehlo.multiply %797, %797 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.multiply %1001, %1000 : tensor<64xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %arg61 : tensor<64xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<64xf32>
    %1006 = stablehlo.multiply %808, %808 : tensor<64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1008 = stablehlo.multiply %1007, %1006 : tensor<64xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1010 = stablehlo.multiply %1009, %arg62 : tensor<64xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<64xf32>
    %1012 = stablehlo.multiply %716, %716 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1014 = stablehlo.multiply %1013, %1012 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1016 = stablehlo.multiply %1015, %arg63 : tensor<64xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<64xf32>
    %1018 = stablehlo.multiply %727, %727 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1022 = stablehlo.multiply %1021, %arg64 : tensor<64xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<64xf32>
    %1024 = stablehlo.multiply %709, %709 : tensor<256xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<256xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1028 = stablehlo.multiply %1027, %arg65 : tensor<256xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<256xf32>
    %1030 = stablehlo.multiply %713, %713 : tensor<256x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<256x64xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1034 = stablehlo.multiply %1033, %arg66 : tensor<256x64xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<256x64xf32>
    %1036 = stablehlo.multiply %688, %688 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1038 = stablehlo.multiply %1037, %1036 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %arg67 : tensor<64xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<64xf32>
    %1042 = stablehlo.multiply %692, %692 : tensor<64x256xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1044 = stablehlo.multiply %1043, %1042 : tensor<64x256xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1046 = stablehlo.multiply %1045, %arg68 : tensor<64x256xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<64x256xf32>
    %1048 = stablehlo.multiply %643, %643 : tensor<192xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1050 = stablehlo.multiply %1049, %1048 : tensor<192xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1052 = stablehlo.multiply %1051, %arg69 : tensor<192xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<192xf32>
    %1054 = stablehlo.multiply %647, %647 : tensor<192x64xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1056 = stablehlo.multiply %1055, %1054 : tensor<192x64xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1058 = stablehlo.multiply %1057, %arg70 : tensor<192x64xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<192x64xf32>
    %1060 = stablehlo.multiply %607, %607 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %1060 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %arg71 : tensor<64xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<64xf32>
    %1066 = stablehlo.multiply %611, %611 : tensor<64x64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1068 = stablehlo.multiply %1067, %1066 : tensor<64x64xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1070 = stablehlo.multiply %1069, %arg72 : tensor<64x64xf32>
    %1071 = stablehlo.add %1068, %1070 : tensor<64x64xf32>
    %1072 = stablehlo.multiply %650, %650 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1076 = stablehlo.multiply %1075, %arg73 : tensor<64xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<64xf32>
    %1078 = stablehlo.multiply %661, %661 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1080 = stablehlo.multiply %1079, %1078 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.multiply %1081, %arg74 : tensor<64xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<64xf32>
    %1084 = stablehlo.multiply %569, %569 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1088 = stablehlo.multiply %1087, %arg75 : tensor<64xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<64xf32>
    %1090 = stablehlo.multiply %580, %580 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1092 = stablehlo.multiply %1091, %1090 : tensor<64xf32>
    %cst_310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1094 = stablehlo.multiply %1093, %arg76 : tensor<64xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<64xf32>
    %1096 = stablehlo.multiply %562, %562 : tensor<256xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1098 = stablehlo.multiply %1097, %1096 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1100 = stablehlo.multiply %1099, %arg77 : tensor<256xf32>
    %1101 = stablehlo.add %1098, %1100 : tensor<256xf32>
    %1102 = stablehlo.multiply %566, %566 : tensor<256x64xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1104 = stablehlo.multiply %1103, %1102 : tensor<256x64xf32>
    %cst_314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1106 = stablehlo.multiply %1105, %arg78 : tensor<256x64xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<256x64xf32>
    %1108 = stablehlo.multiply %541, %541 : tensor<64xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1110 = stablehlo.multiply %1109, %1108 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1112 = stablehlo.multiply %1111, %arg79 : tensor<64xf32>
    %1113 = stablehlo.add %1110, %1112 : tensor<64xf32>
    %1114 = stablehlo.multiply %545, %545 : tensor<64x256xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1116 = stablehlo.multiply %1115, %1114 : tensor<64x256xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1118 = stablehlo.multiply %1117, %arg80 : tensor<64x256xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<64x256xf32>
    %1120 = stablehlo.multiply %504, %504 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1122 = stablehlo.multiply %1121, %1120 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1124 = stablehlo.multiply %1123, %arg81 : tensor<64xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<64xf32>
    %1126 = stablehlo.multiply %515, %515 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1128 = stablehlo.multiply %1127, %1126 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1130 = stablehlo.multiply %1129, %arg82 : tensor<64xf32>
    %1131 = stablehlo.add %1128, %1130 : tensor<64xf32>
    %1132 = stablehlo.multiply %833, %833 : tensor<64x64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1134 = stablehlo.multiply %1133, %1132 : tensor<64x64xf32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1136 = stablehlo.multiply %1135, %arg83 : tensor<64x64xf32>
    %1137 = stablehlo.add %1134, %1136 : tensor<64x64xf32>
    %1138 = stablehlo.multiply %835, %835 : tensor<256x64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1140 = stablehlo.multiply %1139, %1138 : tensor<256x64xf32>
    %cst_326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1142 = stablehlo.multiply %1141, %arg84 : tensor<256x64xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<256x64xf32>
    %c_327 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1144 = stablehlo.compare LT, %arg28, %c_327, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_328 = stablehlo.constant dense<1> : tensor<i32>
    %1145 = stablehlo.add %arg28, %c_328 : tensor<i32>
    %c_329 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1146 = call @_where_13(%1144, %1145, %c_329) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1147 = stablehlo.convert %1146 : (tensor<i32>) -> tensor<f32>
    %1148 = stablehlo.power %cst_330, %1147 : tensor<f32>
    %cst_331 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1149 = stablehlo.subtract %cst_331, %1148 : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1151 = stablehlo.divide %840, %1150 : tensor<192xf32>
    %1152 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1153 = stablehlo.divide %845, %1152 : tensor<192x64xf32>
    %1154 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1155 = stablehlo.divide %850, %1154 : tensor<64xf32>
    %1156 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1157 = stablehlo.divide %855, %1156 : tensor<64x64xf32>
    %1158 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1159 = stablehlo.divide %860, %1158 : tensor<64xf32>
    %1160 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1161 = stablehlo.divide %865, %1160 : tensor<64xf32>
    %1162 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1163 = stablehlo.divide %870, %1162 : tensor<64xf32>
    %1164 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1165 = stablehlo.divide %875, %1164 : tensor<64xf32>
    %1166 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1167 = stablehlo.divide %880, %1166 : tensor<256xf32>
    %1168 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1169 = stablehlo.divide %885, %1168 : tensor<256x64xf32>
    %1170 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1171 = stablehlo.divide %890, %1170 : tensor<64xf32>
    %1172 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1173 = stablehlo.divide %895, %1172 : tensor<64x256xf32>
    %1174 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1175 = stablehlo.divide %900, %1174 : tensor<192xf32>
    %1176 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1177 = stablehlo.divide %905, %1176 : tensor<192x64xf32>
    %1178 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1179 = stablehlo.divide %910, %1178 : tensor<64xf32>
    %1180 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1181 = stablehlo.divide %915, %1180 : tensor<64x64xf32>
    %1182 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1183 = stablehlo.divide %920, %1182 : tensor<64xf32>
    %1184 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1185 = stablehlo.divide %925, %1184 : tensor<64xf32>
    %1186 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1187 = stablehlo.divide %930, %1186 : tensor<64xf32>
    %1188 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1189 = stablehlo.divide %935, %1188 : tensor<64xf32>
    %1190 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1191 = stablehlo.divide %940, %1190 : tensor<256xf32>
    %1192 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1193 = stablehlo.divide %945, %1192 : tensor<256x64xf32>
    %1194 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1195 = stablehlo.divide %950, %1194 : tensor<64xf32>
    %1196 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1197 = stablehlo.divide %955, %1196 : tensor<64x256xf32>
    %1198 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1199 = stablehlo.divide %960, %1198 : tensor<64xf32>
    %1200 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1201 = stablehlo.divide %965, %1200 : tensor<64xf32>
    %1202 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1203 = stablehlo.divide %970, %1202 : tensor<64x64xf32>
    %1204 = stablehlo.broadcast_in_dim %1149, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1205 = stablehlo.divide %975, %1204 : tensor<256x64xf32>
    %cst_332 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1206 = stablehlo.convert %1146 : (tensor<i32>) -> tensor<f32>
    %1207 = stablehlo.power %cst_332, %1206 : tensor<f32>
    %cst_333 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1208 = stablehlo.subtract %cst_333, %1207 : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1210 = stablehlo.divide %981, %1209 : tensor<192xf32>
    %1211 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1212 = stablehlo.divide %987, %1211 : tensor<192x64xf32>
    %1213 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1214 = stablehlo.divide %993, %1213 : tensor<64xf32>
    %1215 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1216 = stablehlo.divide %999, %1215 : tensor<64x64xf32>
    %1217 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1218 = stablehlo.divide %1005, %1217 : tensor<64xf32>
    %1219 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1220 = stablehlo.divide %1011, %1219 : tensor<64xf32>
    %1221 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1222 = stablehlo.divide %1017, %1221 : tensor<64xf32>
    %1223 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1224 = stablehlo.divide %1023, %1223 : tensor<64xf32>
    %1225 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1226 = stablehlo.divide %1029, %1225 : tensor<256xf32>
    %1227 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1228 = stablehlo.divide %1035, %1227 : tensor<256x64xf32>
    %1229 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1230 = stablehlo.divide %1041, %1229 : tensor<64xf32>
    %1231 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1232 = stablehlo.divide %1047, %1231 : tensor<64x256xf32>
    %1233 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1234 = stablehlo.divide %1053, %1233 : tensor<192xf32>
    %1235 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1236 = stablehlo.divide %1059, %1235 : tensor<192x64xf32>
    %1237 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1238 = stablehlo.divide %1065, %1237 : tensor<64xf32>
    %1239 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1240 = stablehlo.divide %1071, %1239 : tensor<64x64xf32>
    %1241 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1242 = stablehlo.divide %1077, %1241 : tensor<64xf32>
    %1243 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1244 = stablehlo.divide %1083, %1243 : tensor<64xf32>
    %1245 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1246 = stablehlo.divide %1089, %1245 : tensor<64xf32>
    %1247 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1248 = stablehlo.divide %1095, %1247 : tensor<64xf32>
    %1249 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1250 = stablehlo.divide %1101, %1249 : tensor<256xf32>
    %1251 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1252 = stablehlo.divide %1107, %1251 : tensor<256x64xf32>
    %1253 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1254 = stablehlo.divide %1113, %1253 : tensor<64xf32>
    %1255 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1256 = stablehlo.divide %1119, %1255 : tensor<64x256xf32>
    %1257 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1258 = stablehlo.divide %1125, %1257 : tensor<64xf32>
    %1259 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1260 = stablehlo.divide %1131, %1259 : tensor<64xf32>
    %1261 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1262 = stablehlo.divide %1137, %1261 : tensor<64x64xf32>
    %1263 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1264 = stablehlo.divide %1143, %1263 : tensor<256x64xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1266 = stablehlo.add %1210, %1265 : tensor<192xf32>
    %1267 = stablehlo.sqrt %1266 : tensor<192xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1269 = stablehlo.add %1267, %1268 : tensor<192xf32>
    %1270 = stablehlo.divide %1151, %1269 : tensor<192xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1272 = stablehlo.add %1212, %1271 : tensor<192x64xf32>
    %1273 = stablehlo.sqrt %1272 : tensor<192x64xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1275 = stablehlo.add %1273, %1274 : tensor<192x64xf32>
    %1276 = stablehlo.divide %1153, %1275 : tensor<192x64xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1278 = stablehlo.add %1214, %1277 : tensor<64xf32>
    %1279 = stablehlo.sqrt %1278 : tensor<64xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1281 = stablehlo.add %1279, %1280 : tensor<64xf32>
    %1282 = stablehlo.divide %1155, %1281 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1284 = stablehlo.add %1216, %1283 : tensor<64x64xf32>
    %1285 = stablehlo.sqrt %1284 : tensor<64x64xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1287 = stablehlo.add %1285, %1286 : tensor<64x64xf32>
    %1288 = stablehlo.divide %1157, %1287 : tensor<64x64xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1290 = stablehlo.add %1218, %1289 : tensor<64xf32>
    %1291 = stablehlo.sqrt %1290 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1293 = stablehlo.add %1291, %1292 : tensor<64xf32>
    %1294 = stablehlo.divide %1159, %1293 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1296 = stablehlo.add %1220, %1295 : tensor<64xf32>
    %1297 = stablehlo.sqrt %1296 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1299 = stablehlo.add %1297, %1298 : tensor<64xf32>
    %1300 = stablehlo.divide %1161, %1299 : tensor<64xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1302 = stablehlo.add %1222, %1301 : tensor<64xf32>
    %1303 = stablehlo.sqrt %1302 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1305 = stablehlo.add %1303, %1304 : tensor<64xf32>
    %1306 = stablehlo.divide %1163, %1305 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1308 = stablehlo.add %1224, %1307 : tensor<64xf32>
    %1309 = stablehlo.sqrt %1308 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1311 = stablehlo.add %1309, %1310 : tensor<64xf32>
    %1312 = stablehlo.divide %1165, %1311 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1314 = stablehlo.add %1226, %1313 : tensor<256xf32>
    %1315 = stablehlo.sqrt %1314 : tensor<256xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1317 = stablehlo.add %1315, %1316 : tensor<256xf32>
    %1318 = stablehlo.divide %1167, %1317 : tensor<256xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1320 = stablehlo.add %1228, %1319 : tensor<256x64xf32>
    %1321 = stablehlo.sqrt %1320 : tensor<256x64xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1323 = stablehlo.add %1321, %1322 : tensor<256x64xf32>
    %1324 = stablehlo.divide %1169, %1323 : tensor<256x64xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1326 = stablehlo.add %1230, %1325 : tensor<64xf32>
    %1327 = stablehlo.sqrt %1326 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1329 = stablehlo.add %1327, %1328 : tensor<64xf32>
    %1330 = stablehlo.divide %1171, %1329 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1332 = stablehlo.add %1232, %1331 : tensor<64x256xf32>
    %1333 = stablehlo.sqrt %1332 : tensor<64x256xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1335 = stablehlo.add %1333, %1334 : tensor<64x256xf32>
    %1336 = stablehlo.divide %1173, %1335 : tensor<64x256xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1338 = stablehlo.add %1234, %1337 : tensor<192xf32>
    %1339 = stablehlo.sqrt %1338 : tensor<192xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1341 = stablehlo.add %1339, %1340 : tensor<192xf32>
    %1342 = stablehlo.divide %1175, %1341 : tensor<192xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1344 = stablehlo.add %1236, %1343 : tensor<192x64xf32>
    %1345 = stablehlo.sqrt %1344 : tensor<192x64xf32>
    %cst_361 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1347 = stablehlo.add %1345, %1346 : tensor<192x64xf32>
    %1348 = stablehlo.divide %1177, %1347 : tensor<192x64xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1350 = stablehlo.add %1238, %1349 : tensor<64xf32>
    %1351 = stablehlo.sqrt %1350 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1353 = stablehlo.add %1351, %1352 : tensor<64xf32>
    %1354 = stablehlo.divide %1179, %1353 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1356 = stablehlo.add %1240, %1355 : tensor<64x64xf32>
    %1357 = stablehlo.sqrt %1356 : tensor<64x64xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1359 = stablehlo.add %1357, %1358 : tensor<64x64xf32>
    %1360 = stablehlo.divide %1181, %1359 : tensor<64x64xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1362 = stablehlo.add %1242, %1361 : tensor<64xf32>
    %1363 = stablehlo.sqrt %1362 : tensor<64xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1365 = stablehlo.add %1363, %1364 : tensor<64xf32>
    %1366 = stablehlo.divide %1183, %1365 : tensor<64xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1368 = stablehlo.add %1244, %1367 : tensor<64xf32>
    %1369 = stablehlo.sqrt %1368 : tensor<64xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1371 = stablehlo.add %1369, %1370 : tensor<64xf32>
    %1372 = stablehlo.divide %1185, %1371 : tensor<64xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1374 = stablehlo.add %1246, %1373 : tensor<64xf32>
    %1375 = stablehlo.sqrt %1374 : tensor<64xf32>
    %cst_371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<64xf32>
    %1378 = stablehlo.divide %1187, %1377 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1380 = stablehlo.add %1248, %1379 : tensor<64xf32>
    %1381 = stablehlo.sqrt %1380 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1383 = stablehlo.add %1381, %1382 : tensor<64xf32>
    %1384 = stablehlo.divide %1189, %1383 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1386 = stablehlo.add %1250, %1385 : tensor<256xf32>
    %1387 = stablehlo.sqrt %1386 : tensor<256xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<256xf32>
    %1390 = stablehlo.divide %1191, %1389 : tensor<256xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1392 = stablehlo.add %1252, %1391 : tensor<256x64xf32>
    %1393 = stablehlo.sqrt %1392 : tensor<256x64xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1395 = stablehlo.add %1393, %1394 : tensor<256x64xf32>
    %1396 = stablehlo.divide %1193, %1395 : tensor<256x64xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1398 = stablehlo.add %1254, %1397 : tensor<64xf32>
    %1399 = stablehlo.sqrt %1398 : tensor<64xf32>
    %cst_379 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1401 = stablehlo.add %1399, %1400 : tensor<64xf32>
    %1402 = stablehlo.divide %1195, %1401 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1404 = stablehlo.add %1256, %1403 : tensor<64x256xf32>
    %1405 = stablehlo.sqrt %1404 : tensor<64x256xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<64x256xf32>
    %1408 = stablehlo.divide %1197, %1407 : tensor<64x256xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1410 = stablehlo.add %1258, %1409 : tensor<64xf32>
    %1411 = stablehlo.sqrt %1410 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<64xf32>
    %1414 = stablehlo.divide %1199, %1413 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1416 = stablehlo.add %1260, %1415 : tensor<64xf32>
    %1417 = stablehlo.sqrt %1416 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<64xf32>
    %1420 = stablehlo.divide %1201, %1419 : tensor<64xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1422 = stablehlo.add %1262, %1421 : tensor<64x64xf32>
    %1423 = stablehlo.sqrt %1422 : tensor<64x64xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1425 = stablehlo.add %1423, %1424 : tensor<64x64xf32>
    %1426 = stablehlo.divide %1203, %1425 : tensor<64x64xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1428 = stablehlo.add %1264, %1427 : tensor<256x64xf32>
    %1429 = stablehlo.sqrt %1428 : tensor<256x64xf32>
    %cst_389 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1431 = stablehlo.add %1429, %1430 : tensor<256x64xf32>
    %1432 = stablehlo.divide %1205, %1431 : tensor<256x64xf32>
    %cst_390 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1434 = stablehlo.multiply %1433, %arg0 : tensor<192xf32>
    %1435 = stablehlo.add %1270, %1434 : tensor<192xf32>
    %cst_391 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1437 = stablehlo.multiply %1436, %arg1 : tensor<192x64xf32>
    %1438 = stablehlo.add %1276, %1437 : tensor<192x64xf32>
    %cst_392 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1440 = stablehlo.multiply %1439, %arg2 : tensor<64xf32>
    %1441 = stablehlo.add %1282, %1440 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1442 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1443 = stablehlo.multiply %1442, %arg3 : tensor<64x64xf32>
    %1444 = stablehlo.add %1288, %1443 : tensor<64x64xf32>
    %cst_394 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1446 = stablehlo.multiply %1445, %arg4 : tensor<64xf32>
    %1447 = stablehlo.add %1294, %1446 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1449 = stablehlo.multiply %1448, %arg5 : tensor<64xf32>
    %1450 = stablehlo.add %1300, %1449 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1452 = stablehlo.multiply %1451, %arg6 : tensor<64xf32>
    %1453 = stablehlo.add %1306, %1452 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1455 = stablehlo.multiply %1454, %arg7 : tensor<64xf32>
    %1456 = stablehlo.add %1312, %1455 : tensor<64xf32>
    %cst_398 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1458 = stablehlo.multiply %1457, %arg8 : tensor<256xf32>
    %1459 = stablehlo.add %1318, %1458 : tensor<256xf32>
    %cst_399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1461 = stablehlo.multiply %1460, %arg9 : tensor<256x64xf32>
    %1462 = stablehlo.add %1324, %1461 : tensor<256x64xf32>
    %cst_400 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1464 = stablehlo.multiply %1463, %arg10 : tensor<64xf32>
    %1465 = stablehlo.add %1330, %1464 : tensor<64xf32>
    %cst_401 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1467 = stablehlo.multiply %1466, %arg11 : tensor<64x256xf32>
    %1468 = stablehlo.add %1336, %1467 : tensor<64x256xf32>
    %cst_402 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1470 = stablehlo.multiply %1469, %arg12 : tensor<192xf32>
    %1471 = stablehlo.add %1342, %1470 : tensor<192xf32>
    %cst_403 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1473 = stablehlo.multiply %1472, %arg13 : tensor<192x64xf32>
    %1474 = stablehlo.add %1348, %1473 : tensor<192x64xf32>
    %cst_404 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1476 = stablehlo.multiply %1475, %arg14 : tensor<64xf32>
    %1477 = stablehlo.add %1354, %1476 : tensor<64xf32>
    %cst_405 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1479 = stablehlo.multiply %1478, %arg15 : tensor<64x64xf32>
    %1480 = stablehlo.add %1360, %1479 : tensor<64x64xf32>
    %cst_406 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1482 = stablehlo.multiply %1481, %arg16 : tensor<64xf32>
    %1483 = stablehlo.add %1366, %1482 : tensor<64xf32>
    %cst_407 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1485 = stablehlo.multiply %1484, %arg17 : tensor<64xf32>
    %1486 = stablehlo.add %1372, %1485 : tensor<64xf32>
    %cst_408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1488 = stablehlo.multiply %1487, %arg18 : tensor<64xf32>
    %1489 = stablehlo.add %1378, %1488 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1491 = stablehlo.multiply %1490, %arg19 : tensor<64xf32>
    %1492 = stablehlo.add %1384, %1491 : tensor<64xf32>
    %cst_410 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1494 = stablehlo.multiply %1493, %arg20 : tensor<256xf32>
    %1495 = stablehlo.add %1390, %1494 : tensor<256xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1497 = stablehlo.multiply %1496, %arg21 : tensor<256x64xf32>
    %1498 = stablehlo.add %1396, %1497 : tensor<256x64xf32>
    %cst_412 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1500 = stablehlo.multiply %1499, %arg22 : tensor<64xf32>
    %1501 = stablehlo.add %1402, %1500 : tensor<64xf32>
    %cst_413 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1503 = stablehlo.multiply %1502, %arg23 : tensor<64x256xf32>
    %1504 = stablehlo.add %1408, %1503 : tensor<64x256xf32>
    %cst_414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1506 = stablehlo.multiply %1505, %arg24 : tensor<64xf32>
    %1507 = stablehlo.add %1414, %1506 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1509 = stablehlo.multiply %1508, %arg25 : tensor<64xf32>
    %1510 = stablehlo.add %1420, %1509 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1512 = stablehlo.multiply %1511, %arg26 : tensor<64x64xf32>
    %1513 = stablehlo.add %1426, %1512 : tensor<64x64xf32>
    %cst_417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1515 = stablehlo.multiply %1514, %arg27 : tensor<256x64xf32>
    %1516 = stablehlo.add %1432, %1515 : tensor<256x64xf32>
    %cst_418 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1518 = stablehlo.multiply %1517, %1435 : tensor<192xf32>
    %cst_419 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1520 = stablehlo.multiply %1519, %1438 : tensor<192x64xf32>
    %cst_420 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1522 = stablehlo.multiply %1521, %1441 : tensor<64xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1524 = stablehlo.multiply %1523, %1444 : tensor<64x64xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1526 = stablehlo.multiply %1525, %1447 : tensor<64xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1528 = stablehlo.multiply %1527, %1450 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1530 = stablehlo.multiply %1529, %1453 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.multiply %1531, %1456 : tensor<64xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1534 = stablehlo.multiply %1533, %1459 : tensor<256xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1536 = stablehlo.multiply %1535, %1462 : tensor<256x64xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1538 = stablehlo.multiply %1537, %1465 : tensor<64xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1540 = stablehlo.multiply %1539, %1468 : tensor<64x256xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1542 = stablehlo.multiply %1541, %1471 : tensor<192xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<192x64xf32>
    %1544 = stablehlo.multiply %1543, %1474 : tensor<192x64xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1546 = stablehlo.multiply %1545, %1477 : tensor<64xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1548 = stablehlo.multiply %1547, %1480 : tensor<64x64xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1550 = stablehlo.multiply %1549, %1483 : tensor<64xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1552 = stablehlo.multiply %1551, %1486 : tensor<64xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1554 = stablehlo.multiply %1553, %1489 : tensor<64xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1556 = stablehlo.multiply %1555, %1492 : tensor<64xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1558 = stablehlo.multiply %1557, %1495 : tensor<256xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1560 = stablehlo.multiply %1559, %1498 : tensor<256x64xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1562 = stablehlo.multiply %1561, %1501 : tensor<64xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1564 = stablehlo.multiply %1563, %1504 : tensor<64x256xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1566 = stablehlo.multiply %1565, %1507 : tensor<64xf32>
    %cst_443 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1568 = stablehlo.multiply %1567, %1510 : tensor<64xf32>
    %cst_444 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1570 = stablehlo.multiply %1569, %1513 : tensor<64x64xf32>
    %cst_445 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1572 = stablehlo.multiply %1571, %1516 : tensor<256x64xf32>
    %1573 = stablehlo.add %arg0, %1518 : tensor<192xf32>
    %1574 = stablehlo.add %arg1, %1520 : tensor<192x64xf32>
    %1575 = stablehlo.add %arg2, %1522 : tensor<64xf32>
    %1576 = stablehlo.add %arg3, %1524 : tensor<64x64xf32>
    %1577 = stablehlo.add %arg4, %1526 : tensor<64xf32>
    %1578 = stablehlo.add %arg5, %1528 : tensor<64xf32>
    %1579 = stablehlo.add %arg6, %1530 : tensor<64xf32>
    %1580 = stablehlo.add %arg7, %1532 : tensor<64xf32>
    %1581 = stablehlo.add %arg8, %1534 : tensor<256xf32>
    %1582 = stablehlo.add %arg9, %1536 : tensor<256x64xf32>
    %1583 = stablehlo.add %arg10, %1538 : tensor<64xf32>
    %1584 = stablehlo.add %arg11, %1540 : tensor<64x256xf32>
    %1585 = stablehlo.add %arg12, %1542 : tensor<192xf32>
    %1586 = stablehlo.add %arg13, %1544 : tensor<192x64xf32>
    %1587 = stablehlo.add %arg14, %1546 : tensor<64xf32>
    %1588 = stablehlo.add %arg15, %1548 : tensor<64x64xf32>
    %1589 = stablehlo.add %arg16, %1550 : tensor<64xf32>
    %1590 = stablehlo.add %arg17, %1552 : tensor<64xf32>
    %1591 = stablehlo.add %arg18, %1554 : tensor<64xf32>
    %1592 = stablehlo.add %arg19, %1556 : tensor<64xf32>
    %1593 = stablehlo.add %arg20, %1558 : tensor<256xf32>
    %1594 = stablehlo.add %arg21, %1560 : tensor<256x64xf32>
    %1595 = stablehlo.add %arg22, %1562 : tensor<64xf32>
    %1596 = stablehlo.add %arg23, %1564 : tensor<64x256xf32>
    %1597 = stablehlo.add %arg24, %1566 : tensor<64xf32>
    %1598 = stablehlo.add %arg25, %1568 : tensor<64xf32>
    %1599 = stablehlo.add %arg26, %1570 : tensor<64x64xf32>
    %1600 = stablehlo.add %arg27, %1572 : tensor<256x64xf32>
    return %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %1595, %1596, %1597, %1598, %1599, %1600, %1146, %840, %845, %850, %855, %860, %865, %870, %875, %880, %885, %890, %895, %900, %905, %910, %915, %920, %925, %930, %935, %940, %945, %950, %955, %960, %965, %970, %975, %981, %987, %993, %999, %1005, %1011, %1017, %1023, %1029, %1035, %1041, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %1101, %1107, %1113, %1119, %1125, %1131, %1137, %1143, %482 : tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<i32>, tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<192xf32>, tensor<192x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<256x64xf32>, tensor<f32>
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
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x16x64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xi1>
    return %2 : tensor<8x16x64xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x16x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x16x64xui64>
    %10 = stablehlo.iota dim = 2 : tensor<8x16x64xui64>
    %c = stablehlo.constant dense<1024> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x16x64xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x16x64xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x16x64xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<8x16x64xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x16x64xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<8x16x64xui64>
    %17 = stablehlo.add %12, %14 : tensor<8x16x64xui64>
    %18 = stablehlo.add %17, %16 : tensor<8x16x64xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x16x64xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x16x64xui64>
    %21 = stablehlo.convert %18 : (tensor<8x16x64xui64>) -> tensor<8x16x64xui32>
    %22 = stablehlo.convert %20 : (tensor<8x16x64xui64>) -> tensor<8x16x64xui32>
    %23:2 = call @threefry2x32_1(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>) -> (tensor<8x16x64xui32>, tensor<8x16x64xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<8x16x64xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<8x16x64xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %28 = stablehlo.or %26, %27 : tensor<8x16x64xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<8x16x64xui32>) -> tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<8x16x64xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x16x64xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x16x64xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x16x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x16x64xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x16x64xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8x16x64xf32>
    return %38 : tensor<8x16x64xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x16x64xui32>, %arg3: tensor<8x16x64xui32>) -> (tensor<8x16x64xui32>, tensor<8x16x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x16x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x16x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x16x64xui32>, tensor<8x16x64xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<8x16x64xui32>, %arg2: tensor<8x16x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x16x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x16x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x16x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x16x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x16x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x16x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x16x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x16x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x16x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x16x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x16x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x16x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x16x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x16x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x16x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x16x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x16x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x16x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x16x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x16x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x16x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x16x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x16x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x16x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<1x1x16x16xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_4(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x1x16x16xi1>
    return %2 : tensor<1x1x16x16xi1>
  }
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<1x1x16x16xui64>
    %9 = stablehlo.iota dim = 1 : tensor<1x1x16x16xui64>
    %10 = stablehlo.iota dim = 2 : tensor<1x1x16x16xui64>
    %11 = stablehlo.iota dim = 3 : tensor<1x1x16x16xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x16x16xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<1x1x16x16xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x16x16xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<1x1x16x16xui64>
    %c_1 = stablehlo.constant dense<16> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x16x16xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<1x1x16x16xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x16x16xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<1x1x16x16xui64>
    %20 = stablehlo.add %13, %15 : tensor<1x1x16x16xui64>
    %21 = stablehlo.add %20, %17 : tensor<1x1x16x16xui64>
    %22 = stablehlo.add %21, %19 : tensor<1x1x16x16xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x16x16xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<1x1x16x16xui64>
    %25 = stablehlo.convert %22 : (tensor<1x1x16x16xui64>) -> tensor<1x1x16x16xui32>
    %26 = stablehlo.convert %24 : (tensor<1x1x16x16xui64>) -> tensor<1x1x16x16xui32>
    %27:2 = call @threefry2x32_5(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>) -> (tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<1x1x16x16xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<1x1x16x16xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %32 = stablehlo.or %30, %31 : tensor<1x1x16x16xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<1x1x16x16xui32>) -> tensor<1x1x16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<1x1x16x16xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x16xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<1x1x16x16xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x1x16x16xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x16xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<1x1x16x16xf32>
    return %42 : tensor<1x1x16x16xf32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x16x16xui32>, %arg3: tensor<1x1x16x16xui32>) -> (tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x16x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x16x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<1x1x16x16xui32>, %arg2: tensor<1x1x16x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x16x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x16x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x16x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x16x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x16x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x16x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x16x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x16x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x16x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x16x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x16x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x16x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x16x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x16x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x16x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x16x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x16x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x16x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x16x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x16x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x16x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x16x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x16x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x16x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
  func.func private @_take_7(%arg0: tensor<8x15x1xf32>, %arg1: tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_8(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_9(%arg0: tensor<1xi32>, %arg1: tensor<8x15xf32>) -> tensor<8x15x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x1xf32>, tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    return %1 : tensor<8x15x1xf32>
  }
  func.func private @take_along_axis_10(%arg0: tensor<8x15x1x1xi32>, %arg1: tensor<8x15x1xf32>) -> tensor<8x15x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x256xf32>, tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    return %1 : tensor<8x15x256xf32>
  }
  func.func private @_take_11(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @_take_12(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
