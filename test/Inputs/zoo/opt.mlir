module @jit_opt_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<66x64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256x64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<128xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64x128xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128x64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64x64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64x64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64x64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<128xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x128xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<128x64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64x64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64x64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64x64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64x64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<i32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<66x64xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<256x64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<128xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<64x128xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<128x64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64x64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<64x64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<64x64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64x64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<128xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64x128xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<128x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64x64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64x64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64x64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64x64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<66x64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<256x64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<128xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64x128xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<128x64xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<64x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<64x64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64x64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64x64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<128xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<64x128xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<128x64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<64x64xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<64x64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<64x64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<64xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64x64xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<64xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<8x16xi32>) -> (tensor<66x64xf32> {jax.result_info = "result[0]['model']['decoder']['embed_positions']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[0]['model']['decoder']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['final_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['1']['self_attn_layer_norm']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<66x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['embed_positions']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['final_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['1']['self_attn_layer_norm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['embed_positions']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['final_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['1']['self_attn_layer_norm']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = call @cumsum(%0) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<8x16xi32>
    %5:2 = call @_take(%arg1, %arg109) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %7 = stablehlo.add %4, %6 : tensor<8x16xi32>
    %8:2 = call @_take_1(%arg0, %7) : (tensor<66x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %9 = stablehlo.add %5#0, %8#0 : tensor<8x16x64xf32>
    %10 = chlo.square %9 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<8x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %18 = stablehlo.divide %16, %17 : tensor<8x16xf32>
    %19 = chlo.square %15 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %21 = stablehlo.multiply %20, %15 : tensor<8x16xf32>
    %22 = stablehlo.subtract %18, %19 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<8x16xf32>
    %25 = stablehlo.compare EQ, %22, %24, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %30 = stablehlo.compare EQ, %29, %24, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.select %30, %31, %32 : tensor<8x16xi1>, tensor<8x16xf32>
    %34 = stablehlo.divide %28, %33 : tensor<8x16xf32>
    %35 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %36 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %38 = stablehlo.subtract %9, %37 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %40 = stablehlo.add %36, %39 : tensor<8x16x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<8x16x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x16x1xf32>
    %45 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<8x16x64xf32>
    %49 = stablehlo.multiply %38, %48 : tensor<8x16x64xf32>
    %50 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x16x64xf32>
    %53 = stablehlo.iota dim = 0 : tensor<64xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %59 = stablehlo.compare GE, %57, %58, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %61 = stablehlo.dot_general %52, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x16x64xf32>
    %65 = stablehlo.dot_general %52, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x16x64xf32>
    %69 = stablehlo.dot_general %52, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %70 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x16x64xf32>
    %73 = stablehlo.reshape %64 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %74 = stablehlo.reshape %68 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %75 = stablehlo.reshape %72 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %76 = stablehlo.slice %60 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %78 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %80 = stablehlo.convert %77 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %82 = stablehlo.compare NE, %79, %81, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %84 = stablehlo.compare NE, %80, %83, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %85 = stablehlo.and %82, %84 : tensor<8x1x16x16xi1>
    %86 = stablehlo.convert %85 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %88 = stablehlo.compare GT, %86, %87, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %90 = stablehlo.convert %89 : tensor<8x1x16x16xf32>
    %cst_19 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %92 = stablehlo.select %88, %90, %91 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %93 = stablehlo.sqrt %cst_20 : tensor<f32>
    %94 = stablehlo.convert %93 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %96 = stablehlo.divide %73, %95 : tensor<8x16x4x16xf32>
    %97 = stablehlo.dot_general %96, %74, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %98 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %99 = stablehlo.add %97, %98 : tensor<8x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %102 = stablehlo.maximum %101, %100 : tensor<8x4x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %105 = stablehlo.subtract %99, %104 : tensor<8x4x16x16xf32>
    %106 = stablehlo.exponential %105 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %110 = stablehlo.divide %106, %109 : tensor<8x4x16x16xf32>
    %111 = stablehlo.multiply %108, %108 : tensor<8x4x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %113 = stablehlo.divide %112, %111 : tensor<8x4x16x1xf32>
    %114 = stablehlo.dot_general %75, %110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %115 = stablehlo.transpose %114, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %117 = stablehlo.dot_general %116, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %118 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %120 = stablehlo.add %117, %119 : tensor<8x16x64xf32>
    %121 = stablehlo.add %9, %120 : tensor<8x16x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %123 = chlo.square %122 : tensor<128x64xf32> -> tensor<128x64xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<128x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%122 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %128 = stablehlo.divide %126, %127 : tensor<128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%123 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %131 = stablehlo.divide %129, %130 : tensor<128xf32>
    %132 = chlo.square %128 : tensor<128xf32> -> tensor<128xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %134 = stablehlo.multiply %133, %128 : tensor<128xf32>
    %135 = stablehlo.subtract %131, %132 : tensor<128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %137 = stablehlo.maximum %136, %135 : tensor<128xf32>
    %138 = stablehlo.compare EQ, %135, %137, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %141 = stablehlo.select %138, %139, %140 : tensor<128xi1>, tensor<128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %143 = stablehlo.compare EQ, %142, %137, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %146 = stablehlo.select %143, %144, %145 : tensor<128xi1>, tensor<128xf32>
    %147 = stablehlo.divide %141, %146 : tensor<128xf32>
    %148 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %149 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %151 = stablehlo.subtract %122, %150 : tensor<128x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %153 = stablehlo.add %149, %152 : tensor<128x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<128x1xf32>
    %155 = stablehlo.divide %154, %153 : tensor<128x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<128x1xf32>
    %158 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x64xf32>
    %159 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<128x64xf32>
    %162 = stablehlo.multiply %151, %161 : tensor<128x64xf32>
    %163 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<128x64xf32>
    %166 = stablehlo.dot_general %165, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    %167 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x128xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %169 = stablehlo.add %166, %168 : tensor<128x128xf32>
    %170 = call @relu(%169) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %172 = stablehlo.compare GT, %169, %171, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %173 = stablehlo.dot_general %170, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %174 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<128x64xf32>
    %177 = stablehlo.add %122, %176 : tensor<128x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %179 = chlo.square %178 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%178 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %184 = stablehlo.divide %182, %183 : tensor<8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%179 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %187 = stablehlo.divide %185, %186 : tensor<8x16xf32>
    %188 = chlo.square %184 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %190 = stablehlo.multiply %189, %184 : tensor<8x16xf32>
    %191 = stablehlo.subtract %187, %188 : tensor<8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %193 = stablehlo.maximum %192, %191 : tensor<8x16xf32>
    %194 = stablehlo.compare EQ, %191, %193, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %197 = stablehlo.select %194, %195, %196 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %199 = stablehlo.compare EQ, %198, %193, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %202 = stablehlo.select %199, %200, %201 : tensor<8x16xi1>, tensor<8x16xf32>
    %203 = stablehlo.divide %197, %202 : tensor<8x16xf32>
    %204 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %207 = stablehlo.subtract %178, %206 : tensor<8x16x64xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %209 = stablehlo.add %205, %208 : tensor<8x16x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<8x16x1xf32>
    %211 = stablehlo.divide %210, %209 : tensor<8x16x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<8x16x1xf32>
    %214 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %215 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<8x16x64xf32>
    %218 = stablehlo.multiply %207, %217 : tensor<8x16x64xf32>
    %219 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %221 = stablehlo.add %218, %220 : tensor<8x16x64xf32>
    %222 = stablehlo.iota dim = 0 : tensor<64xi32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %228 = stablehlo.compare GE, %226, %227, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %230 = stablehlo.dot_general %221, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %231 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %233 = stablehlo.add %230, %232 : tensor<8x16x64xf32>
    %234 = stablehlo.dot_general %221, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %235 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x16x64xf32>
    %238 = stablehlo.dot_general %221, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %239 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %241 = stablehlo.add %238, %240 : tensor<8x16x64xf32>
    %242 = stablehlo.reshape %233 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %243 = stablehlo.reshape %237 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %244 = stablehlo.reshape %241 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %245 = stablehlo.slice %229 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %247 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %249 = stablehlo.convert %246 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %250 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %251 = stablehlo.compare NE, %248, %250, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %252 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %253 = stablehlo.compare NE, %249, %252, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %254 = stablehlo.and %251, %253 : tensor<8x1x16x16xi1>
    %255 = stablehlo.convert %254 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %257 = stablehlo.compare GT, %255, %256, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %259 = stablehlo.convert %258 : tensor<8x1x16x16xf32>
    %cst_58 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %261 = stablehlo.select %257, %259, %260 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %262 = stablehlo.sqrt %cst_59 : tensor<f32>
    %263 = stablehlo.convert %262 : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %265 = stablehlo.divide %242, %264 : tensor<8x16x4x16xf32>
    %266 = stablehlo.dot_general %265, %243, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %267 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %268 = stablehlo.add %266, %267 : tensor<8x4x16x16xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %271 = stablehlo.maximum %270, %269 : tensor<8x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %274 = stablehlo.subtract %268, %273 : tensor<8x4x16x16xf32>
    %275 = stablehlo.exponential %274 : tensor<8x4x16x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %279 = stablehlo.divide %275, %278 : tensor<8x4x16x16xf32>
    %280 = stablehlo.multiply %277, %277 : tensor<8x4x16x1xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %282 = stablehlo.divide %281, %280 : tensor<8x4x16x1xf32>
    %283 = stablehlo.dot_general %244, %279, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %284 = stablehlo.transpose %283, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %286 = stablehlo.dot_general %285, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %287 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %289 = stablehlo.add %286, %288 : tensor<8x16x64xf32>
    %290 = stablehlo.add %178, %289 : tensor<8x16x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %292 = chlo.square %291 : tensor<128x64xf32> -> tensor<128x64xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %294 = stablehlo.multiply %293, %291 : tensor<128x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%291 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %297 = stablehlo.divide %295, %296 : tensor<128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%292 init: %cst_67) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %300 = stablehlo.divide %298, %299 : tensor<128xf32>
    %301 = chlo.square %297 : tensor<128xf32> -> tensor<128xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %303 = stablehlo.multiply %302, %297 : tensor<128xf32>
    %304 = stablehlo.subtract %300, %301 : tensor<128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %306 = stablehlo.maximum %305, %304 : tensor<128xf32>
    %307 = stablehlo.compare EQ, %304, %306, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %310 = stablehlo.select %307, %308, %309 : tensor<128xi1>, tensor<128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %312 = stablehlo.compare EQ, %311, %306, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %315 = stablehlo.select %312, %313, %314 : tensor<128xi1>, tensor<128xf32>
    %316 = stablehlo.divide %310, %315 : tensor<128xf32>
    %317 = stablehlo.broadcast_in_dim %297, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %318 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %320 = stablehlo.subtract %291, %319 : tensor<128x64xf32>
    %cst_76 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %322 = stablehlo.add %318, %321 : tensor<128x1xf32>
    %323 = stablehlo.rsqrt %322 : tensor<128x1xf32>
    %324 = stablehlo.divide %323, %322 : tensor<128x1xf32>
    %cst_77 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<128x1xf32>
    %327 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x64xf32>
    %328 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<128x64xf32>
    %331 = stablehlo.multiply %320, %330 : tensor<128x64xf32>
    %332 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x64xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %334 = stablehlo.add %331, %333 : tensor<128x64xf32>
    %335 = stablehlo.dot_general %334, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    %336 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x128xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %338 = stablehlo.add %335, %337 : tensor<128x128xf32>
    %339 = call @relu(%338) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %341 = stablehlo.compare GT, %338, %340, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %342 = stablehlo.dot_general %339, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %343 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x64xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %345 = stablehlo.add %342, %344 : tensor<128x64xf32>
    %346 = stablehlo.add %291, %345 : tensor<128x64xf32>
    %347 = stablehlo.reshape %346 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %348 = chlo.square %347 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %350 = stablehlo.multiply %349, %347 : tensor<8x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %353 = stablehlo.divide %351, %352 : tensor<8x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%348 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %356 = stablehlo.divide %354, %355 : tensor<8x16xf32>
    %357 = chlo.square %353 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %359 = stablehlo.multiply %358, %353 : tensor<8x16xf32>
    %360 = stablehlo.subtract %356, %357 : tensor<8x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %362 = stablehlo.maximum %361, %360 : tensor<8x16xf32>
    %363 = stablehlo.compare EQ, %360, %362, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %366 = stablehlo.select %363, %364, %365 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %368 = stablehlo.compare EQ, %367, %362, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %371 = stablehlo.select %368, %369, %370 : tensor<8x16xi1>, tensor<8x16xf32>
    %372 = stablehlo.divide %366, %371 : tensor<8x16xf32>
    %373 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %374 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %376 = stablehlo.subtract %347, %375 : tensor<8x16x64xf32>
    %cst_91 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %378 = stablehlo.add %374, %377 : tensor<8x16x1xf32>
    %379 = stablehlo.rsqrt %378 : tensor<8x16x1xf32>
    %380 = stablehlo.divide %379, %378 : tensor<8x16x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<8x16x1xf32>
    %383 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %384 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %385 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<8x16x64xf32>
    %387 = stablehlo.multiply %376, %386 : tensor<8x16x64xf32>
    %388 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %390 = stablehlo.add %387, %389 : tensor<8x16x64xf32>
    %391 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %392 = stablehlo.dot_general %390, %391, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %393 = stablehlo.slice %392 [0:8, 0:15, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x15x256xf32>
    %394 = stablehlo.slice %arg109 [0:8, 1:16] : (tensor<8x16xi32>) -> tensor<8x15xi32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<8x15xi32>) -> tensor<8x15x1xi32>
    %396:2 = call @take_along_axis(%393, %395) : (tensor<8x15x256xf32>, tensor<8x15x1xi32>) -> (tensor<8x15x1xf32>, tensor<8x15x1x1xi32>)
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %397:2 = call @_take_2(%396#0, %c_93) : (tensor<8x15x1xf32>, tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>)
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %398 = stablehlo.reduce(%393 init: %cst_94) applies stablehlo.maximum across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %400 = stablehlo.maximum %399, %398 : tensor<8x15xf32>
    %401 = stablehlo.is_finite %400 : (tensor<8x15xf32>) -> tensor<8x15xi1>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %403 = stablehlo.select %401, %400, %402 : tensor<8x15xi1>, tensor<8x15xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %406 = stablehlo.subtract %393, %405 : tensor<8x15x256xf32>
    %407 = stablehlo.exponential %406 : tensor<8x15x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x15xf32>
    %409 = stablehlo.abs %408 : tensor<8x15xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %411 = stablehlo.compare GE, %408, %410, FLOAT : (tensor<8x15xf32>, tensor<8x15xf32>) -> tensor<8x15xi1>
    %412 = stablehlo.log %409 : tensor<8x15xf32>
    %413 = stablehlo.add %412, %403 : tensor<8x15xf32>
    %414 = stablehlo.subtract %413, %397#0 : tensor<8x15xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x15xf32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %416 = stablehlo.divide %415, %cst_100 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %417 = stablehlo.divide %cst_101, %cst_102 : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %419 = stablehlo.negate %418 : tensor<8x15xf32>
    %420 = stablehlo.divide %418, %409 : tensor<8x15xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x15xf32>
    %422 = stablehlo.select %411, %421, %420 : tensor<8x15xi1>, tensor<8x15xf32>
    %423 = stablehlo.select %411, %420, %421 : tensor<8x15xi1>, tensor<8x15xf32>
    %424 = stablehlo.negate %422 : tensor<8x15xf32>
    %425 = stablehlo.add %423, %424 : tensor<8x15xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<8x15xf32>) -> tensor<8x15x256xf32>
    %427 = stablehlo.multiply %426, %407 : tensor<8x15x256xf32>
    %428 = call @_take_4(%397#1, %419) : (tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    %429 = call @take_along_axis_5(%396#1, %428) : (tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    %430 = stablehlo.add %427, %429 : tensor<8x15x256xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.pad %430, %cst_104, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %432 = stablehlo.dot_general %431, %390, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %433 = stablehlo.transpose %432, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %434 = stablehlo.dot_general %431, %391, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %435 = stablehlo.transpose %433, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%434 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %437 = stablehlo.reshape %436 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %438 = stablehlo.reshape %437 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %439 = stablehlo.multiply %376, %434 : tensor<8x16x64xf32>
    %440 = stablehlo.multiply %434, %386 : tensor<8x16x64xf32>
    %441 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %442 = stablehlo.multiply %441, %439 : tensor<8x16x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %444 = stablehlo.reshape %443 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %445 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %446 = stablehlo.multiply %439, %445 : tensor<8x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %448 = stablehlo.reshape %447 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %449 = stablehlo.reshape %444 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %450 = stablehlo.multiply %448, %382 : tensor<8x16x1xf32>
    %451 = stablehlo.negate %440 : tensor<8x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%451 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%450 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%453 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %456 = stablehlo.multiply %454, %372 : tensor<8x16xf32>
    %457 = stablehlo.negate %456 : tensor<8x16xf32>
    %458 = stablehlo.multiply %457, %359 : tensor<8x16xf32>
    %459 = stablehlo.add %455, %458 : tensor<8x16xf32>
    %cst_111 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %461 = stablehlo.divide %456, %460 : tensor<8x16xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_112 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %464 = stablehlo.divide %459, %463 : tensor<8x16xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %466 = stablehlo.add %440, %465 : tensor<8x16x64xf32>
    %467 = stablehlo.multiply %462, %350 : tensor<8x16x64xf32>
    %468 = stablehlo.add %466, %467 : tensor<8x16x64xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_113) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %471 = stablehlo.reshape %470 : (tensor<64xf32>) -> tensor<1x64xf32>
    %472 = stablehlo.reshape %471 : (tensor<1x64xf32>) -> tensor<64xf32>
    %473 = stablehlo.dot_general %469, %339, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %474 = stablehlo.transpose %473, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %475 = stablehlo.dot_general %469, %arg23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x128xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %477 = stablehlo.select %341, %475, %476 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_115) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %479 = stablehlo.reshape %478 : (tensor<128xf32>) -> tensor<1x128xf32>
    %480 = stablehlo.reshape %479 : (tensor<1x128xf32>) -> tensor<128xf32>
    %481 = stablehlo.dot_general %477, %334, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %482 = stablehlo.transpose %481, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %483 = stablehlo.dot_general %477, %arg21, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_116) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %485 = stablehlo.reshape %484 : (tensor<64xf32>) -> tensor<1x64xf32>
    %486 = stablehlo.reshape %485 : (tensor<1x64xf32>) -> tensor<64xf32>
    %487 = stablehlo.multiply %320, %483 : tensor<128x64xf32>
    %488 = stablehlo.multiply %483, %330 : tensor<128x64xf32>
    %489 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %490 = stablehlo.multiply %489, %487 : tensor<128x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_117) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %492 = stablehlo.reshape %491 : (tensor<64xf32>) -> tensor<1x64xf32>
    %493 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %494 = stablehlo.multiply %487, %493 : tensor<128x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_118) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %496 = stablehlo.reshape %495 : (tensor<128xf32>) -> tensor<128x1xf32>
    %497 = stablehlo.reshape %492 : (tensor<1x64xf32>) -> tensor<64xf32>
    %498 = stablehlo.multiply %496, %326 : tensor<128x1xf32>
    %499 = stablehlo.negate %488 : tensor<128x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %501 = stablehlo.reshape %500 : (tensor<128xf32>) -> tensor<128x1xf32>
    %502 = stablehlo.add %469, %488 : tensor<128x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%498 init: %cst_120) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%501 init: %cst_121) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %505 = stablehlo.multiply %503, %316 : tensor<128xf32>
    %506 = stablehlo.negate %505 : tensor<128xf32>
    %507 = stablehlo.multiply %506, %303 : tensor<128xf32>
    %508 = stablehlo.add %504, %507 : tensor<128xf32>
    %cst_122 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %510 = stablehlo.divide %505, %509 : tensor<128xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0] : (tensor<128xf32>) -> tensor<128x64xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %513 = stablehlo.divide %508, %512 : tensor<128xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0] : (tensor<128xf32>) -> tensor<128x64xf32>
    %515 = stablehlo.add %502, %514 : tensor<128x64xf32>
    %516 = stablehlo.multiply %511, %294 : tensor<128x64xf32>
    %517 = stablehlo.add %515, %516 : tensor<128x64xf32>
    %518 = stablehlo.reshape %517 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%518 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %520 = stablehlo.reshape %519 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %522 = stablehlo.dot_general %518, %285, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %523 = stablehlo.transpose %522, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %524 = stablehlo.dot_general %518, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %526 = stablehlo.transpose %525, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %527 = stablehlo.dot_general %526, %244, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %528 = stablehlo.dot_general %526, %279, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %529 = stablehlo.transpose %528, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %530 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %531 = stablehlo.multiply %527, %530 : tensor<8x4x16x16xf32>
    %532 = stablehlo.multiply %531, %275 : tensor<8x4x16x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %534 = stablehlo.reshape %533 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %535 = stablehlo.negate %534 : tensor<8x4x16x1xf32>
    %536 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %537 = stablehlo.divide %527, %536 : tensor<8x4x16x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%535 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %540 = stablehlo.add %537, %539 : tensor<8x4x16x16xf32>
    %541 = stablehlo.multiply %540, %275 : tensor<8x4x16x16xf32>
    %542 = stablehlo.dot_general %541, %265, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %543 = stablehlo.transpose %542, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %544 = stablehlo.dot_general %541, %243, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %545 = stablehlo.transpose %544, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %546 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %547 = stablehlo.divide %545, %546 : tensor<8x16x4x16xf32>
    %548 = stablehlo.reshape %529 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %549 = stablehlo.reshape %543 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %550 = stablehlo.reshape %547 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%548 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %552 = stablehlo.reshape %551 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %553 = stablehlo.reshape %552 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %554 = stablehlo.dot_general %548, %221, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %555 = stablehlo.transpose %554, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %556 = stablehlo.dot_general %548, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%549 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %558 = stablehlo.reshape %557 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %560 = stablehlo.dot_general %549, %221, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %561 = stablehlo.transpose %560, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %562 = stablehlo.dot_general %549, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %563 = stablehlo.add %556, %562 : tensor<8x16x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%550 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %565 = stablehlo.reshape %564 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %566 = stablehlo.reshape %565 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %567 = stablehlo.dot_general %550, %221, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %569 = stablehlo.dot_general %550, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %570 = stablehlo.add %563, %569 : tensor<8x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %572 = stablehlo.reshape %571 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %574 = stablehlo.multiply %207, %570 : tensor<8x16x64xf32>
    %575 = stablehlo.multiply %570, %217 : tensor<8x16x64xf32>
    %576 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %577 = stablehlo.multiply %576, %574 : tensor<8x16x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %579 = stablehlo.reshape %578 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %580 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %581 = stablehlo.multiply %574, %580 : tensor<8x16x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %584 = stablehlo.reshape %579 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %585 = stablehlo.multiply %583, %213 : tensor<8x16x1xf32>
    %586 = stablehlo.negate %575 : tensor<8x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%586 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %588 = stablehlo.reshape %587 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %589 = stablehlo.add %518, %575 : tensor<8x16x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%585 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%588 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %592 = stablehlo.multiply %590, %203 : tensor<8x16xf32>
    %593 = stablehlo.negate %592 : tensor<8x16xf32>
    %594 = stablehlo.multiply %593, %190 : tensor<8x16xf32>
    %595 = stablehlo.add %591, %594 : tensor<8x16xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %597 = stablehlo.divide %592, %596 : tensor<8x16xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_137 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %600 = stablehlo.divide %595, %599 : tensor<8x16xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %602 = stablehlo.add %589, %601 : tensor<8x16x64xf32>
    %603 = stablehlo.multiply %598, %181 : tensor<8x16x64xf32>
    %604 = stablehlo.add %602, %603 : tensor<8x16x64xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_138) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %607 = stablehlo.reshape %606 : (tensor<64xf32>) -> tensor<1x64xf32>
    %608 = stablehlo.reshape %607 : (tensor<1x64xf32>) -> tensor<64xf32>
    %609 = stablehlo.dot_general %605, %170, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %610 = stablehlo.transpose %609, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %611 = stablehlo.dot_general %605, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %613 = stablehlo.select %172, %611, %612 : tensor<128x128xi1>, tensor<128x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_140) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %615 = stablehlo.reshape %614 : (tensor<128xf32>) -> tensor<1x128xf32>
    %616 = stablehlo.reshape %615 : (tensor<1x128xf32>) -> tensor<128xf32>
    %617 = stablehlo.dot_general %613, %165, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %618 = stablehlo.transpose %617, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %619 = stablehlo.dot_general %613, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%619 init: %cst_141) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %621 = stablehlo.reshape %620 : (tensor<64xf32>) -> tensor<1x64xf32>
    %622 = stablehlo.reshape %621 : (tensor<1x64xf32>) -> tensor<64xf32>
    %623 = stablehlo.multiply %151, %619 : tensor<128x64xf32>
    %624 = stablehlo.multiply %619, %161 : tensor<128x64xf32>
    %625 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %626 = stablehlo.multiply %625, %623 : tensor<128x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_142) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %628 = stablehlo.reshape %627 : (tensor<64xf32>) -> tensor<1x64xf32>
    %629 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %630 = stablehlo.multiply %623, %629 : tensor<128x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_143) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %632 = stablehlo.reshape %631 : (tensor<128xf32>) -> tensor<128x1xf32>
    %633 = stablehlo.reshape %628 : (tensor<1x64xf32>) -> tensor<64xf32>
    %634 = stablehlo.multiply %632, %157 : tensor<128x1xf32>
    %635 = stablehlo.negate %624 : tensor<128x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_144) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %637 = stablehlo.reshape %636 : (tensor<128xf32>) -> tensor<128x1xf32>
    %638 = stablehlo.add %605, %624 : tensor<128x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%634 init: %cst_145) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%637 init: %cst_146) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %641 = stablehlo.multiply %639, %147 : tensor<128xf32>
    %642 = stablehlo.negate %641 : tensor<128xf32>
    %643 = stablehlo.multiply %642, %134 : tensor<128xf32>
    %644 = stablehlo.add %640, %643 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %646 = stablehlo.divide %641, %645 : tensor<128xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0] : (tensor<128xf32>) -> tensor<128x64xf32>
    %cst_148 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %649 = stablehlo.divide %644, %648 : tensor<128xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0] : (tensor<128xf32>) -> tensor<128x64xf32>
    %651 = stablehlo.add %638, %650 : tensor<128x64xf32>
    %652 = stablehlo.multiply %647, %125 : tensor<128x64xf32>
    %653 = stablehlo.add %651, %652 : tensor<128x64xf32>
    %654 = stablehlo.reshape %653 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %656 = stablehlo.reshape %655 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %657 = stablehlo.reshape %656 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %658 = stablehlo.dot_general %654, %116, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %659 = stablehlo.transpose %658, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %660 = stablehlo.dot_general %654, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %661 = stablehlo.reshape %660 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %662 = stablehlo.transpose %661, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %663 = stablehlo.dot_general %662, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %664 = stablehlo.dot_general %662, %110, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %665 = stablehlo.transpose %664, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %666 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %667 = stablehlo.multiply %663, %666 : tensor<8x4x16x16xf32>
    %668 = stablehlo.multiply %667, %106 : tensor<8x4x16x16xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_150) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %670 = stablehlo.reshape %669 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %671 = stablehlo.negate %670 : tensor<8x4x16x1xf32>
    %672 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %673 = stablehlo.divide %663, %672 : tensor<8x4x16x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%671 init: %cst_151) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %676 = stablehlo.add %673, %675 : tensor<8x4x16x16xf32>
    %677 = stablehlo.multiply %676, %106 : tensor<8x4x16x16xf32>
    %678 = stablehlo.dot_general %677, %96, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %679 = stablehlo.transpose %678, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %680 = stablehlo.dot_general %677, %74, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %681 = stablehlo.transpose %680, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %682 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %683 = stablehlo.divide %681, %682 : tensor<8x16x4x16xf32>
    %684 = stablehlo.reshape %665 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %685 = stablehlo.reshape %679 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %686 = stablehlo.reshape %683 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%684 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %688 = stablehlo.reshape %687 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %690 = stablehlo.dot_general %684, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %691 = stablehlo.transpose %690, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %692 = stablehlo.dot_general %684, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%685 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %694 = stablehlo.reshape %693 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %695 = stablehlo.reshape %694 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %696 = stablehlo.dot_general %685, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %697 = stablehlo.transpose %696, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %698 = stablehlo.dot_general %685, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %699 = stablehlo.add %692, %698 : tensor<8x16x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%686 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %701 = stablehlo.reshape %700 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %702 = stablehlo.reshape %701 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %703 = stablehlo.dot_general %686, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %704 = stablehlo.transpose %703, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %705 = stablehlo.dot_general %686, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %706 = stablehlo.add %699, %705 : tensor<8x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%706 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %708 = stablehlo.reshape %707 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %709 = stablehlo.reshape %708 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %710 = stablehlo.multiply %38, %706 : tensor<8x16x64xf32>
    %711 = stablehlo.multiply %706, %48 : tensor<8x16x64xf32>
    %712 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %713 = stablehlo.multiply %712, %710 : tensor<8x16x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%713 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %715 = stablehlo.reshape %714 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %716 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %717 = stablehlo.multiply %710, %716 : tensor<8x16x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%717 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %719 = stablehlo.reshape %718 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %720 = stablehlo.reshape %715 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %721 = stablehlo.multiply %719, %44 : tensor<8x16x1xf32>
    %722 = stablehlo.negate %711 : tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %724 = stablehlo.reshape %723 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %725 = stablehlo.add %654, %711 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%721 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%724 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %728 = stablehlo.multiply %726, %34 : tensor<8x16xf32>
    %729 = stablehlo.negate %728 : tensor<8x16xf32>
    %730 = stablehlo.multiply %729, %21 : tensor<8x16xf32>
    %731 = stablehlo.add %727, %730 : tensor<8x16xf32>
    %cst_161 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %733 = stablehlo.divide %728, %732 : tensor<8x16xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_162 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %736 = stablehlo.divide %731, %735 : tensor<8x16xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %738 = stablehlo.add %725, %737 : tensor<8x16x64xf32>
    %739 = stablehlo.multiply %734, %12 : tensor<8x16x64xf32>
    %740 = stablehlo.add %738, %739 : tensor<8x16x64xf32>
    %741 = call @_take_6(%8#1, %740) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    %742 = call @_take_7(%5#1, %740) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %743 = stablehlo.add %435, %742 : tensor<256x64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %745 = stablehlo.multiply %744, %741 : tensor<66x64xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %747 = stablehlo.multiply %746, %arg37 : tensor<66x64xf32>
    %748 = stablehlo.add %745, %747 : tensor<66x64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %750 = stablehlo.multiply %749, %743 : tensor<256x64xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %752 = stablehlo.multiply %751, %arg38 : tensor<256x64xf32>
    %753 = stablehlo.add %750, %752 : tensor<256x64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %755 = stablehlo.multiply %754, %438 : tensor<64xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %757 = stablehlo.multiply %756, %arg39 : tensor<64xf32>
    %758 = stablehlo.add %755, %757 : tensor<64xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %760 = stablehlo.multiply %759, %449 : tensor<64xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %762 = stablehlo.multiply %761, %arg40 : tensor<64xf32>
    %763 = stablehlo.add %760, %762 : tensor<64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %765 = stablehlo.multiply %764, %616 : tensor<128xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %767 = stablehlo.multiply %766, %arg41 : tensor<128xf32>
    %768 = stablehlo.add %765, %767 : tensor<128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %770 = stablehlo.multiply %769, %618 : tensor<64x128xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %772 = stablehlo.multiply %771, %arg42 : tensor<64x128xf32>
    %773 = stablehlo.add %770, %772 : tensor<64x128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %775 = stablehlo.multiply %774, %608 : tensor<64xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %777 = stablehlo.multiply %776, %arg43 : tensor<64xf32>
    %778 = stablehlo.add %775, %777 : tensor<64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %780 = stablehlo.multiply %779, %610 : tensor<128x64xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %782 = stablehlo.multiply %781, %arg44 : tensor<128x64xf32>
    %783 = stablehlo.add %780, %782 : tensor<128x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %785 = stablehlo.multiply %784, %622 : tensor<64xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %787 = stablehlo.multiply %786, %arg45 : tensor<64xf32>
    %788 = stablehlo.add %785, %787 : tensor<64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %790 = stablehlo.multiply %789, %633 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %792 = stablehlo.multiply %791, %arg46 : tensor<64xf32>
    %793 = stablehlo.add %790, %792 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.multiply %794, %695 : tensor<64xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %797 = stablehlo.multiply %796, %arg47 : tensor<64xf32>
    %798 = stablehlo.add %795, %797 : tensor<64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %800 = stablehlo.multiply %799, %697 : tensor<64x64xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %802 = stablehlo.multiply %801, %arg48 : tensor<64x64xf32>
    %803 = stablehlo.add %800, %802 : tensor<64x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %805 = stablehlo.multiply %804, %657 : tensor<64xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %807 = stablehlo.multiply %806, %arg49 : tensor<64xf32>
    %808 = stablehlo.add %805, %807 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %810 = stablehlo.multiply %809, %659 : tensor<64x64xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %812 = stablehlo.multiply %811, %arg50 : tensor<64x64xf32>
    %813 = stablehlo.add %810, %812 : tensor<64x64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %815 = stablehlo.multiply %814, %702 : tensor<64xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %817 = stablehlo.multiply %816, %arg51 : tensor<64xf32>
    %818 = stablehlo.add %815, %817 : tensor<64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %820 = stablehlo.multiply %819, %704 : tensor<64x64xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %822 = stablehlo.multiply %821, %arg52 : tensor<64x64xf32>
    %823 = stablehlo.add %820, %822 : tensor<64x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %825 = stablehlo.multiply %824, %689 : tensor<64xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %827 = stablehlo.multiply %826, %arg53 : tensor<64xf32>
    %828 = stablehlo.add %825, %827 : tensor<64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %830 = stablehlo.multiply %829, %691 : tensor<64x64xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %832 = stablehlo.multiply %831, %arg54 : tensor<64x64xf32>
    %833 = stablehlo.add %830, %832 : tensor<64x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %835 = stablehlo.multiply %834, %709 : tensor<64xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %837 = stablehlo.multiply %836, %arg55 : tensor<64xf32>
    %838 = stablehlo.add %835, %837 : tensor<64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %840 = stablehlo.multiply %839, %720 : tensor<64xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %842 = stablehlo.multiply %841, %arg56 : tensor<64xf32>
    %843 = stablehlo.add %840, %842 : tensor<64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %845 = stablehlo.multiply %844, %480 : tensor<128xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %847 = stablehlo.multiply %846, %arg57 : tensor<128xf32>
    %848 = stablehlo.add %845, %847 : tensor<128xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %850 = stablehlo.multiply %849, %482 : tensor<64x128xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %852 = stablehlo.multiply %851, %arg58 : tensor<64x128xf32>
    %853 = stablehlo.add %850, %852 : tensor<64x128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %855 = stablehlo.multiply %854, %472 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %857 = stablehlo.multiply %856, %arg59 : tensor<64xf32>
    %858 = stablehlo.add %855, %857 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %860 = stablehlo.multiply %859, %474 : tensor<128x64xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %862 = stablehlo.multiply %861, %arg60 : tensor<128x64xf32>
    %863 = stablehlo.add %860, %862 : tensor<128x64xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %865 = stablehlo.multiply %864, %486 : tensor<64xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %867 = stablehlo.multiply %866, %arg61 : tensor<64xf32>
    %868 = stablehlo.add %865, %867 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %870 = stablehlo.multiply %869, %497 : tensor<64xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %872 = stablehlo.multiply %871, %arg62 : tensor<64xf32>
    %873 = stablehlo.add %870, %872 : tensor<64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %875 = stablehlo.multiply %874, %559 : tensor<64xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %877 = stablehlo.multiply %876, %arg63 : tensor<64xf32>
    %878 = stablehlo.add %875, %877 : tensor<64xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %880 = stablehlo.multiply %879, %561 : tensor<64x64xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %882 = stablehlo.multiply %881, %arg64 : tensor<64x64xf32>
    %883 = stablehlo.add %880, %882 : tensor<64x64xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %885 = stablehlo.multiply %884, %521 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.multiply %886, %arg65 : tensor<64xf32>
    %888 = stablehlo.add %885, %887 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %890 = stablehlo.multiply %889, %523 : tensor<64x64xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %892 = stablehlo.multiply %891, %arg66 : tensor<64x64xf32>
    %893 = stablehlo.add %890, %892 : tensor<64x64xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %895 = stablehlo.multiply %894, %566 : tensor<64xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %897 = stablehlo.multiply %896, %arg67 : tensor<64xf32>
    %898 = stablehlo.add %895, %897 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %900 = stablehlo.multiply %899, %568 : tensor<64x64xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %902 = stablehlo.multiply %901, %arg68 : tensor<64x64xf32>
    %903 = stablehlo.add %900, %902 : tensor<64x64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %905 = stablehlo.multiply %904, %553 : tensor<64xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %907 = stablehlo.multiply %906, %arg69 : tensor<64xf32>
    %908 = stablehlo.add %905, %907 : tensor<64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %910 = stablehlo.multiply %909, %555 : tensor<64x64xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %912 = stablehlo.multiply %911, %arg70 : tensor<64x64xf32>
    %913 = stablehlo.add %910, %912 : tensor<64x64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %915 = stablehlo.multiply %914, %573 : tensor<64xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %917 = stablehlo.multiply %916, %arg71 : tensor<64xf32>
    %918 = stablehlo.add %915, %917 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %920 = stablehlo.multiply %919, %584 : tensor<64xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %922 = stablehlo.multiply %921, %arg72 : tensor<64xf32>
    %923 = stablehlo.add %920, %922 : tensor<64xf32>
    %924 = stablehlo.multiply %741, %741 : tensor<66x64xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %926 = stablehlo.multiply %925, %924 : tensor<66x64xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %928 = stablehlo.multiply %927, %arg73 : tensor<66x64xf32>
    %929 = stablehlo.add %926, %928 : tensor<66x64xf32>
    %930 = stablehlo.multiply %743, %743 : tensor<256x64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %932 = stablehlo.multiply %931, %930 : tensor<256x64xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %934 = stablehlo.multiply %933, %arg74 : tensor<256x64xf32>
    %935 = stablehlo.add %932, %934 : tensor<256x64xf32>
    %936 = stablehlo.multiply %438, %438 : tensor<64xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %938 = stablehlo.multiply %937, %936 : tensor<64xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.multiply %939, %arg75 : tensor<64xf32>
    %941 = stablehlo.add %938, %940 : tensor<64xf32>
    %942 = stablehlo.multiply %449, %449 : tensor<64xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %944 = stablehlo.multiply %943, %942 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %946 = stablehlo.multiply %945, %arg76 : tensor<64xf32>
    %947 = stablehlo.add %944, %946 : tensor<64xf32>
    %948 = stablehlo.multiply %616, %616 : tensor<128xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %950 = stablehlo.multiply %949, %948 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %952 = stablehlo.multiply %951, %arg77 : tensor<128xf32>
    %953 = stablehlo.add %950, %952 : tensor<128xf32>
    %954 = stablehlo.multiply %618, %618 : tensor<64x128xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %956 = stablehlo.multiply %955, %954 : tensor<64x128xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %958 = stablehlo.multiply %957, %arg78 : tensor<64x128xf32>
    %959 = stablehlo.add %956, %958 : tensor<64x128xf32>
    %960 = stablehlo.multiply %608, %608 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %961, %960 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.multiply %963, %arg79 : tensor<64xf32>
    %965 = stablehlo.add %962, %964 : tensor<64xf32>
    %966 = stablehlo.multiply %610, %610 : tensor<128x64xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %968 = stablehlo.multiply %967, %966 : tensor<128x64xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %970 = stablehlo.multiply %969, %arg80 : tensor<128x64xf32>
    %971 = stablehlo.add %968, %970 : tensor<128x64xf32>
    %972 = stablehlo.multiply %622, %622 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %974 = stablehlo.multiply %973, %972 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %976 = stablehlo.multiply %975, %arg81 : tensor<64xf32>
    %977 = stablehlo.add %974, %976 : tensor<64xf32>
    %978 = stablehlo.multiply %633, %633 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %980 = stablehlo.multiply %979, %978 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %982 = stablehlo.multiply %981, %arg82 : tensor<64xf32>
    %983 = stablehlo.add %980, %982 : tensor<64xf32>
    %984 = stablehlo.multiply %695, %695 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %986 = stablehlo.multiply %985, %984 : tensor<64xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %988 = stablehlo.multiply %987, %arg83 : tensor<64xf32>
    %989 = stablehlo.add %986, %988 : tensor<64xf32>
    %990 = stablehlo.multiply %697, %697 : tensor<64x64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %992 = stablehlo.multiply %991, %990 : tensor<64x64xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %994 = stablehlo.multiply %993, %arg84 : tensor<64x64xf32>
    %995 = stablehlo.add %992, %994 : tensor<64x64xf32>
    %996 = stablehlo.multiply %657, %657 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.multiply %999, %arg85 : tensor<64xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<64xf32>
    %1002 = stablehlo.multiply %659, %659 : tensor<64x64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1004 = stablehlo.multiply %1003, %1002 : tensor<64x64xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1006 = stablehlo.multiply %1005, %arg86 : tensor<64x64xf32>
    %1007 = stablehlo.add %1004, %1006 : tensor<64x64xf32>
    %1008 = stablehlo.multiply %702, %702 : tensor<64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1010 = stablehlo.multiply %1009, %1008 : tensor<64xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1012 = stablehlo.multiply %1011, %arg87 : tensor<64xf32>
    %1013 = stablehlo.add %1010, %1012 : tensor<64xf32>
    %1014 = stablehlo.multiply %704, %704 : tensor<64x64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1016 = stablehlo.multiply %1015, %1014 : tensor<64x64xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1018 = stablehlo.multiply %1017, %arg88 : tensor<64x64xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<64x64xf32>
    %1020 = stablehlo.multiply %689, %689 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1022 = stablehlo.multiply %1021, %1020 : tensor<64xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1024 = stablehlo.multiply %1023, %arg89 : tensor<64xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<64xf32>
    %1026 = stablehlo.multiply %691, %691 : tensor<64x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1028 = stablehlo.multiply %1027, %1026 : tensor<64x64xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1030 = stablehlo.multiply %1029, %arg90 : tensor<64x64xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<64x64xf32>
    %1032 = stablehlo.multiply %709, %709 : tensor<64xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.multiply %1033, %1032 : tensor<64xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1036 = stablehlo.multiply %1035, %arg91 : tensor<64xf32>
    %1037 = stablehlo.add %1034, %1036 : tensor<64xf32>
    %1038 = stablehlo.multiply %720, %720 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %1038 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1042 = stablehlo.multiply %1041, %arg92 : tensor<64xf32>
    %1043 = stablehlo.add %1040, %1042 : tensor<64xf32>
    %1044 = stablehlo.multiply %480, %480 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1046 = stablehlo.multiply %1045, %1044 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1048 = stablehlo.multiply %1047, %arg93 : tensor<128xf32>
    %1049 = stablehlo.add %1046, %1048 : tensor<128xf32>
    %1050 = stablehlo.multiply %482, %482 : tensor<64x128xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1052 = stablehlo.multiply %1051, %1050 : tensor<64x128xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1054 = stablehlo.multiply %1053, %arg94 : tensor<64x128xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<64x128xf32>
    %1056 = stablehlo.multiply %472, %472 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<64xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1060 = stablehlo.multiply %1059, %arg95 : tensor<64xf32>
    %1061 = stablehlo.add %1058, %1060 : tensor<64xf32>
    %1062 = stablehlo.multiply %474, %474 : tensor<128x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<128x64xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1066 = stablehlo.multiply %1065, %arg96 : tensor<128x64xf32>
    %1067 = stablehlo.add %1064, %1066 : tensor<128x64xf32>
    %1068 = stablehlo.multiply %486, %486 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1070 = stablehlo.multiply %1069, %1068 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %arg97 : tensor<64xf32>
    %1073 = stablehlo.add %1070, %1072 : tensor<64xf32>
    %1074 = stablehlo.multiply %497, %497 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1076 = stablehlo.multiply %1075, %1074 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1078 = stablehlo.multiply %1077, %arg98 : tensor<64xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<64xf32>
    %1080 = stablehlo.multiply %559, %559 : tensor<64xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.multiply %1081, %1080 : tensor<64xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1084 = stablehlo.multiply %1083, %arg99 : tensor<64xf32>
    %1085 = stablehlo.add %1082, %1084 : tensor<64xf32>
    %1086 = stablehlo.multiply %561, %561 : tensor<64x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1088 = stablehlo.multiply %1087, %1086 : tensor<64x64xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1090 = stablehlo.multiply %1089, %arg100 : tensor<64x64xf32>
    %1091 = stablehlo.add %1088, %1090 : tensor<64x64xf32>
    %1092 = stablehlo.multiply %521, %521 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1094 = stablehlo.multiply %1093, %1092 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1096 = stablehlo.multiply %1095, %arg101 : tensor<64xf32>
    %1097 = stablehlo.add %1094, %1096 : tensor<64xf32>
    %1098 = stablehlo.multiply %523, %523 : tensor<64x64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1100 = stablehlo.multiply %1099, %1098 : tensor<64x64xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1102 = stablehlo.multiply %1101, %arg102 : tensor<64x64xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<64x64xf32>
    %1104 = stablehlo.multiply %566, %566 : tensor<64xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1106 = stablehlo.multiply %1105, %1104 : tensor<64xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1108 = stablehlo.multiply %1107, %arg103 : tensor<64xf32>
    %1109 = stablehlo.add %1106, %1108 : tensor<64xf32>
    %1110 = stablehlo.multiply %568, %568 : tensor<64x64xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1112 = stablehlo.multiply %1111, %1110 : tensor<64x64xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1114 = stablehlo.multiply %1113, %arg104 : tensor<64x64xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<64x64xf32>
    %1116 = stablehlo.multiply %553, %553 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1118 = stablehlo.multiply %1117, %1116 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1120 = stablehlo.multiply %1119, %arg105 : tensor<64xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<64xf32>
    %1122 = stablehlo.multiply %555, %555 : tensor<64x64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<64x64xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1126 = stablehlo.multiply %1125, %arg106 : tensor<64x64xf32>
    %1127 = stablehlo.add %1124, %1126 : tensor<64x64xf32>
    %1128 = stablehlo.multiply %573, %573 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1130 = stablehlo.multiply %1129, %1128 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1132 = stablehlo.multiply %1131, %arg107 : tensor<64xf32>
    %1133 = stablehlo.add %1130, %1132 : tensor<64xf32>
    %1134 = stablehlo.multiply %584, %584 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1136 = stablehlo.multiply %1135, %1134 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1138 = stablehlo.multiply %1137, %arg108 : tensor<64xf32>
    %1139 = stablehlo.add %1136, %1138 : tensor<64xf32>
    %c_307 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1140 = stablehlo.compare LT, %arg36, %c_307, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_308 = stablehlo.constant dense<1> : tensor<i32>
    %1141 = stablehlo.add %arg36, %c_308 : tensor<i32>
    %c_309 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1142 = call @_where_8(%1140, %1141, %c_309) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1143 = stablehlo.convert %1142 : (tensor<i32>) -> tensor<f32>
    %1144 = stablehlo.power %cst_310, %1143 : tensor<f32>
    %cst_311 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1145 = stablehlo.subtract %cst_311, %1144 : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1147 = stablehlo.divide %748, %1146 : tensor<66x64xf32>
    %1148 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1149 = stablehlo.divide %753, %1148 : tensor<256x64xf32>
    %1150 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1151 = stablehlo.divide %758, %1150 : tensor<64xf32>
    %1152 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1153 = stablehlo.divide %763, %1152 : tensor<64xf32>
    %1154 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1155 = stablehlo.divide %768, %1154 : tensor<128xf32>
    %1156 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1157 = stablehlo.divide %773, %1156 : tensor<64x128xf32>
    %1158 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1159 = stablehlo.divide %778, %1158 : tensor<64xf32>
    %1160 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1161 = stablehlo.divide %783, %1160 : tensor<128x64xf32>
    %1162 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1163 = stablehlo.divide %788, %1162 : tensor<64xf32>
    %1164 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1165 = stablehlo.divide %793, %1164 : tensor<64xf32>
    %1166 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1167 = stablehlo.divide %798, %1166 : tensor<64xf32>
    %1168 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1169 = stablehlo.divide %803, %1168 : tensor<64x64xf32>
    %1170 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1171 = stablehlo.divide %808, %1170 : tensor<64xf32>
    %1172 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1173 = stablehlo.divide %813, %1172 : tensor<64x64xf32>
    %1174 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1175 = stablehlo.divide %818, %1174 : tensor<64xf32>
    %1176 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1177 = stablehlo.divide %823, %1176 : tensor<64x64xf32>
    %1178 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1179 = stablehlo.divide %828, %1178 : tensor<64xf32>
    %1180 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1181 = stablehlo.divide %833, %1180 : tensor<64x64xf32>
    %1182 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1183 = stablehlo.divide %838, %1182 : tensor<64xf32>
    %1184 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1185 = stablehlo.divide %843, %1184 : tensor<64xf32>
    %1186 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1187 = stablehlo.divide %848, %1186 : tensor<128xf32>
    %1188 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1189 = stablehlo.divide %853, %1188 : tensor<64x128xf32>
    %1190 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1191 = stablehlo.divide %858, %1190 : tensor<64xf32>
    %1192 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1193 = stablehlo.divide %863, %1192 : tensor<128x64xf32>
    %1194 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1195 = stablehlo.divide %868, %1194 : tensor<64xf32>
    %1196 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1197 = stablehlo.divide %873, %1196 : tensor<64xf32>
    %1198 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1199 = stablehlo.divide %878, %1198 : tensor<64xf32>
    %1200 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1201 = stablehlo.divide %883, %1200 : tensor<64x64xf32>
    %1202 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1203 = stablehlo.divide %888, %1202 : tensor<64xf32>
    %1204 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1205 = stablehlo.divide %893, %1204 : tensor<64x64xf32>
    %1206 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1207 = stablehlo.divide %898, %1206 : tensor<64xf32>
    %1208 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1209 = stablehlo.divide %903, %1208 : tensor<64x64xf32>
    %1210 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1211 = stablehlo.divide %908, %1210 : tensor<64xf32>
    %1212 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1213 = stablehlo.divide %913, %1212 : tensor<64x64xf32>
    %1214 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1215 = stablehlo.divide %918, %1214 : tensor<64xf32>
    %1216 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1217 = stablehlo.divide %923, %1216 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1218 = stablehlo.convert %1142 : (tensor<i32>) -> tensor<f32>
    %1219 = stablehlo.power %cst_312, %1218 : tensor<f32>
    %cst_313 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1220 = stablehlo.subtract %cst_313, %1219 : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1222 = stablehlo.divide %929, %1221 : tensor<66x64xf32>
    %1223 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1224 = stablehlo.divide %935, %1223 : tensor<256x64xf32>
    %1225 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1226 = stablehlo.divide %941, %1225 : tensor<64xf32>
    %1227 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1228 = stablehlo.divide %947, %1227 : tensor<64xf32>
    %1229 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1230 = stablehlo.divide %953, %1229 : tensor<128xf32>
    %1231 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1232 = stablehlo.divide %959, %1231 : tensor<64x128xf32>
    %1233 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1234 = stablehlo.divide %965, %1233 : tensor<64xf32>
    %1235 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1236 = stablehlo.divide %971, %1235 : tensor<128x64xf32>
    %1237 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1238 = stablehlo.divide %977, %1237 : tensor<64xf32>
    %1239 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1240 = stablehlo.divide %983, %1239 : tensor<64xf32>
    %1241 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1242 = stablehlo.divide %989, %1241 : tensor<64xf32>
    %1243 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1244 = stablehlo.divide %995, %1243 : tensor<64x64xf32>
    %1245 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1246 = stablehlo.divide %1001, %1245 : tensor<64xf32>
    %1247 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1248 = stablehlo.divide %1007, %1247 : tensor<64x64xf32>
    %1249 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1250 = stablehlo.divide %1013, %1249 : tensor<64xf32>
    %1251 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1252 = stablehlo.divide %1019, %1251 : tensor<64x64xf32>
    %1253 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1254 = stablehlo.divide %1025, %1253 : tensor<64xf32>
    %1255 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1256 = stablehlo.divide %1031, %1255 : tensor<64x64xf32>
    %1257 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1258 = stablehlo.divide %1037, %1257 : tensor<64xf32>
    %1259 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1260 = stablehlo.divide %1043, %1259 : tensor<64xf32>
    %1261 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1262 = stablehlo.divide %1049, %1261 : tensor<128xf32>
    %1263 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1264 = stablehlo.divide %1055, %1263 : tensor<64x128xf32>
    %1265 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1266 = stablehlo.divide %1061, %1265 : tensor<64xf32>
    %1267 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1268 = stablehlo.divide %1067, %1267 : tensor<128x64xf32>
    %1269 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1270 = stablehlo.divide %1073, %1269 : tensor<64xf32>
    %1271 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1272 = stablehlo.divide %1079, %1271 : tensor<64xf32>
    %1273 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1274 = stablehlo.divide %1085, %1273 : tensor<64xf32>
    %1275 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1276 = stablehlo.divide %1091, %1275 : tensor<64x64xf32>
    %1277 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1278 = stablehlo.divide %1097, %1277 : tensor<64xf32>
    %1279 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1280 = stablehlo.divide %1103, %1279 : tensor<64x64xf32>
    %1281 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1282 = stablehlo.divide %1109, %1281 : tensor<64xf32>
    %1283 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1284 = stablehlo.divide %1115, %1283 : tensor<64x64xf32>
    %1285 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1286 = stablehlo.divide %1121, %1285 : tensor<64xf32>
    %1287 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1288 = stablehlo.divide %1127, %1287 : tensor<64x64xf32>
    %1289 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1290 = stablehlo.divide %1133, %1289 : tensor<64xf32>
    %1291 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1292 = stablehlo.divide %1139, %1291 : tensor<64xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1294 = stablehlo.add %1222, %1293 : tensor<66x64xf32>
    %1295 = stablehlo.sqrt %1294 : tensor<66x64xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1297 = stablehlo.add %1295, %1296 : tensor<66x64xf32>
    %1298 = stablehlo.divide %1147, %1297 : tensor<66x64xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1300 = stablehlo.add %1224, %1299 : tensor<256x64xf32>
    %1301 = stablehlo.sqrt %1300 : tensor<256x64xf32>
    %cst_317 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1303 = stablehlo.add %1301, %1302 : tensor<256x64xf32>
    %1304 = stablehlo.divide %1149, %1303 : tensor<256x64xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1306 = stablehlo.add %1226, %1305 : tensor<64xf32>
    %1307 = stablehlo.sqrt %1306 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1309 = stablehlo.add %1307, %1308 : tensor<64xf32>
    %1310 = stablehlo.divide %1151, %1309 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1312 = stablehlo.add %1228, %1311 : tensor<64xf32>
    %1313 = stablehlo.sqrt %1312 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<64xf32>
    %1316 = stablehlo.divide %1153, %1315 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1318 = stablehlo.add %1230, %1317 : tensor<128xf32>
    %1319 = stablehlo.sqrt %1318 : tensor<128xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1321 = stablehlo.add %1319, %1320 : tensor<128xf32>
    %1322 = stablehlo.divide %1155, %1321 : tensor<128xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1324 = stablehlo.add %1232, %1323 : tensor<64x128xf32>
    %1325 = stablehlo.sqrt %1324 : tensor<64x128xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1327 = stablehlo.add %1325, %1326 : tensor<64x128xf32>
    %1328 = stablehlo.divide %1157, %1327 : tensor<64x128xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1330 = stablehlo.add %1234, %1329 : tensor<64xf32>
    %1331 = stablehlo.sqrt %1330 : tensor<64xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1333 = stablehlo.add %1331, %1332 : tensor<64xf32>
    %1334 = stablehlo.divide %1159, %1333 : tensor<64xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1336 = stablehlo.add %1236, %1335 : tensor<128x64xf32>
    %1337 = stablehlo.sqrt %1336 : tensor<128x64xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<128x64xf32>
    %1340 = stablehlo.divide %1161, %1339 : tensor<128x64xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1342 = stablehlo.add %1238, %1341 : tensor<64xf32>
    %1343 = stablehlo.sqrt %1342 : tensor<64xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1345 = stablehlo.add %1343, %1344 : tensor<64xf32>
    %1346 = stablehlo.divide %1163, %1345 : tensor<64xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1348 = stablehlo.add %1240, %1347 : tensor<64xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<64xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<64xf32>
    %1352 = stablehlo.divide %1165, %1351 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1354 = stablehlo.add %1242, %1353 : tensor<64xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<64xf32>
    %1358 = stablehlo.divide %1167, %1357 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1360 = stablehlo.add %1244, %1359 : tensor<64x64xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<64x64xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<64x64xf32>
    %1364 = stablehlo.divide %1169, %1363 : tensor<64x64xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1366 = stablehlo.add %1246, %1365 : tensor<64xf32>
    %1367 = stablehlo.sqrt %1366 : tensor<64xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<64xf32>
    %1370 = stablehlo.divide %1171, %1369 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1372 = stablehlo.add %1248, %1371 : tensor<64x64xf32>
    %1373 = stablehlo.sqrt %1372 : tensor<64x64xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<64x64xf32>
    %1376 = stablehlo.divide %1173, %1375 : tensor<64x64xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1378 = stablehlo.add %1250, %1377 : tensor<64xf32>
    %1379 = stablehlo.sqrt %1378 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<64xf32>
    %1382 = stablehlo.divide %1175, %1381 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1384 = stablehlo.add %1252, %1383 : tensor<64x64xf32>
    %1385 = stablehlo.sqrt %1384 : tensor<64x64xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<64x64xf32>
    %1388 = stablehlo.divide %1177, %1387 : tensor<64x64xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1390 = stablehlo.add %1254, %1389 : tensor<64xf32>
    %1391 = stablehlo.sqrt %1390 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<64xf32>
    %1394 = stablehlo.divide %1179, %1393 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1396 = stablehlo.add %1256, %1395 : tensor<64x64xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<64x64xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<64x64xf32>
    %1400 = stablehlo.divide %1181, %1399 : tensor<64x64xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1402 = stablehlo.add %1258, %1401 : tensor<64xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<64xf32>
    %1406 = stablehlo.divide %1183, %1405 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1408 = stablehlo.add %1260, %1407 : tensor<64xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<64xf32>
    %1412 = stablehlo.divide %1185, %1411 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1414 = stablehlo.add %1262, %1413 : tensor<128xf32>
    %1415 = stablehlo.sqrt %1414 : tensor<128xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1417 = stablehlo.add %1415, %1416 : tensor<128xf32>
    %1418 = stablehlo.divide %1187, %1417 : tensor<128xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1420 = stablehlo.add %1264, %1419 : tensor<64x128xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<64x128xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<64x128xf32>
    %1424 = stablehlo.divide %1189, %1423 : tensor<64x128xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1426 = stablehlo.add %1266, %1425 : tensor<64xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<64xf32>
    %1430 = stablehlo.divide %1191, %1429 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1432 = stablehlo.add %1268, %1431 : tensor<128x64xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<128x64xf32>
    %cst_361 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<128x64xf32>
    %1436 = stablehlo.divide %1193, %1435 : tensor<128x64xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1438 = stablehlo.add %1270, %1437 : tensor<64xf32>
    %1439 = stablehlo.sqrt %1438 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<64xf32>
    %1442 = stablehlo.divide %1195, %1441 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1444 = stablehlo.add %1272, %1443 : tensor<64xf32>
    %1445 = stablehlo.sqrt %1444 : tensor<64xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<64xf32>
    %1448 = stablehlo.divide %1197, %1447 : tensor<64xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1450 = stablehlo.add %1274, %1449 : tensor<64xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<64xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<64xf32>
    %1454 = stablehlo.divide %1199, %1453 : tensor<64xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1456 = stablehlo.add %1276, %1455 : tensor<64x64xf32>
    %1457 = stablehlo.sqrt %1456 : tensor<64x64xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<64x64xf32>
    %1460 = stablehlo.divide %1201, %1459 : tensor<64x64xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1462 = stablehlo.add %1278, %1461 : tensor<64xf32>
    %1463 = stablehlo.sqrt %1462 : tensor<64xf32>
    %cst_371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1465 = stablehlo.add %1463, %1464 : tensor<64xf32>
    %1466 = stablehlo.divide %1203, %1465 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1468 = stablehlo.add %1280, %1467 : tensor<64x64xf32>
    %1469 = stablehlo.sqrt %1468 : tensor<64x64xf32>
    %cst_373 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1471 = stablehlo.add %1469, %1470 : tensor<64x64xf32>
    %1472 = stablehlo.divide %1205, %1471 : tensor<64x64xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1474 = stablehlo.add %1282, %1473 : tensor<64xf32>
    %1475 = stablehlo.sqrt %1474 : tensor<64xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<64xf32>
    %1478 = stablehlo.divide %1207, %1477 : tensor<64xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1480 = stablehlo.add %1284, %1479 : tensor<64x64xf32>
    %1481 = stablehlo.sqrt %1480 : tensor<64x64xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1483 = stablehlo.add %1481, %1482 : tensor<64x64xf32>
    %1484 = stablehlo.divide %1209, %1483 : tensor<64x64xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1486 = stablehlo.add %1286, %1485 : tensor<64xf32>
    %1487 = stablehlo.sqrt %1486 : tensor<64xf32>
    %cst_379 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<64xf32>
    %1490 = stablehlo.divide %1211, %1489 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1492 = stablehlo.add %1288, %1491 : tensor<64x64xf32>
    %1493 = stablehlo.sqrt %1492 : tensor<64x64xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1495 = stablehlo.add %1493, %1494 : tensor<64x64xf32>
    %1496 = stablehlo.divide %1213, %1495 : tensor<64x64xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1498 = stablehlo.add %1290, %1497 : tensor<64xf32>
    %1499 = stablehlo.sqrt %1498 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<64xf32>
    %1502 = stablehlo.divide %1215, %1501 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1504 = stablehlo.add %1292, %1503 : tensor<64xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<64xf32>
    %1508 = stablehlo.divide %1217, %1507 : tensor<64xf32>
    %cst_386 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1510 = stablehlo.multiply %1509, %arg0 : tensor<66x64xf32>
    %1511 = stablehlo.add %1298, %1510 : tensor<66x64xf32>
    %cst_387 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1513 = stablehlo.multiply %1512, %arg1 : tensor<256x64xf32>
    %1514 = stablehlo.add %1304, %1513 : tensor<256x64xf32>
    %cst_388 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1516 = stablehlo.multiply %1515, %arg2 : tensor<64xf32>
    %1517 = stablehlo.add %1310, %1516 : tensor<64xf32>
    %cst_389 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1519 = stablehlo.multiply %1518, %arg3 : tensor<64xf32>
    %1520 = stablehlo.add %1316, %1519 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1522 = stablehlo.multiply %1521, %arg4 : tensor<128xf32>
    %1523 = stablehlo.add %1322, %1522 : tensor<128xf32>
    %cst_391 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1525 = stablehlo.multiply %1524, %arg5 : tensor<64x128xf32>
    %1526 = stablehlo.add %1328, %1525 : tensor<64x128xf32>
    %cst_392 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1528 = stablehlo.multiply %1527, %arg6 : tensor<64xf32>
    %1529 = stablehlo.add %1334, %1528 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1531 = stablehlo.multiply %1530, %arg7 : tensor<128x64xf32>
    %1532 = stablehlo.add %1340, %1531 : tensor<128x64xf32>
    %cst_394 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1534 = stablehlo.multiply %1533, %arg8 : tensor<64xf32>
    %1535 = stablehlo.add %1346, %1534 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1537 = stablehlo.multiply %1536, %arg9 : tensor<64xf32>
    %1538 = stablehlo.add %1352, %1537 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1540 = stablehlo.multiply %1539, %arg10 : tensor<64xf32>
    %1541 = stablehlo.add %1358, %1540 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1543 = stablehlo.multiply %1542, %arg11 : tensor<64x64xf32>
    %1544 = stablehlo.add %1364, %1543 : tensor<64x64xf32>
    %cst_398 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1546 = stablehlo.multiply %1545, %arg12 : tensor<64xf32>
    %1547 = stablehlo.add %1370, %1546 : tensor<64xf32>
    %cst_399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1549 = stablehlo.multiply %1548, %arg13 : tensor<64x64xf32>
    %1550 = stablehlo.add %1376, %1549 : tensor<64x64xf32>
    %cst_400 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1552 = stablehlo.multiply %1551, %arg14 : tensor<64xf32>
    %1553 = stablehlo.add %1382, %1552 : tensor<64xf32>
    %cst_401 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1555 = stablehlo.multiply %1554, %arg15 : tensor<64x64xf32>
    %1556 = stablehlo.add %1388, %1555 : tensor<64x64xf32>
    %cst_402 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1558 = stablehlo.multiply %1557, %arg16 : tensor<64xf32>
    %1559 = stablehlo.add %1394, %1558 : tensor<64xf32>
    %cst_403 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1561 = stablehlo.multiply %1560, %arg17 : tensor<64x64xf32>
    %1562 = stablehlo.add %1400, %1561 : tensor<64x64xf32>
    %cst_404 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1564 = stablehlo.multiply %1563, %arg18 : tensor<64xf32>
    %1565 = stablehlo.add %1406, %1564 : tensor<64xf32>
    %cst_405 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1567 = stablehlo.multiply %1566, %arg19 : tensor<64xf32>
    %1568 = stablehlo.add %1412, %1567 : tensor<64xf32>
    %cst_406 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1570 = stablehlo.multiply %1569, %arg20 : tensor<128xf32>
    %1571 = stablehlo.add %1418, %1570 : tensor<128xf32>
    %cst_407 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1573 = stablehlo.multiply %1572, %arg21 : tensor<64x128xf32>
    %1574 = stablehlo.add %1424, %1573 : tensor<64x128xf32>
    %cst_408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1576 = stablehlo.multiply %1575, %arg22 : tensor<64xf32>
    %1577 = stablehlo.add %1430, %1576 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1579 = stablehlo.multiply %1578, %arg23 : tensor<128x64xf32>
    %1580 = stablehlo.add %1436, %1579 : tensor<128x64xf32>
    %cst_410 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1582 = stablehlo.multiply %1581, %arg24 : tensor<64xf32>
    %1583 = stablehlo.add %1442, %1582 : tensor<64xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1585 = stablehlo.multiply %1584, %arg25 : tensor<64xf32>
    %1586 = stablehlo.add %1448, %1585 : tensor<64xf32>
    %cst_412 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1588 = stablehlo.multiply %1587, %arg26 : tensor<64xf32>
    %1589 = stablehlo.add %1454, %1588 : tensor<64xf32>
    %cst_413 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1591 = stablehlo.multiply %1590, %arg27 : tensor<64x64xf32>
    %1592 = stablehlo.add %1460, %1591 : tensor<64x64xf32>
    %cst_414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1594 = stablehlo.multiply %1593, %arg28 : tensor<64xf32>
    %1595 = stablehlo.add %1466, %1594 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1597 = stablehlo.multiply %1596, %arg29 : tensor<64x64xf32>
    %1598 = stablehlo.add %1472, %1597 : tensor<64x64xf32>
    %cst_416 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1599 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1600 = stablehlo.multiply %1599, %arg30 : tensor<64xf32>
    %1601 = stablehlo.add %1478, %1600 : tensor<64xf32>
    %cst_417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1603 = stablehlo.multiply %1602, %arg31 : tensor<64x64xf32>
    %1604 = stablehlo.add %1484, %1603 : tensor<64x64xf32>
    %cst_418 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1605 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1606 = stablehlo.multiply %1605, %arg32 : tensor<64xf32>
    %1607 = stablehlo.add %1490, %1606 : tensor<64xf32>
    %cst_419 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1609 = stablehlo.multiply %1608, %arg33 : tensor<64x64xf32>
    %1610 = stablehlo.add %1496, %1609 : tensor<64x64xf32>
    %cst_420 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1611 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1612 = stablehlo.multiply %1611, %arg34 : tensor<64xf32>
    %1613 = stablehlo.add %1502, %1612 : tensor<64xf32>
    %cst_421 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1615 = stablehlo.multiply %1614, %arg35 : tensor<64xf32>
    %1616 = stablehlo.add %1508, %1615 : tensor<64xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1618 = stablehlo.multiply %1617, %1511 : tensor<66x64xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1620 = stablehlo.multiply %1619, %1514 : tensor<256x64xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1622 = stablehlo.multiply %1621, %1517 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1624 = stablehlo.multiply %1623, %1520 : tensor<64xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1626 = stablehlo.multiply %1625, %1523 : tensor<128xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1628 = stablehlo.multiply %1627, %1526 : tensor<64x128xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1630 = stablehlo.multiply %1629, %1529 : tensor<64xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1632 = stablehlo.multiply %1631, %1532 : tensor<128x64xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1634 = stablehlo.multiply %1633, %1535 : tensor<64xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1635 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1636 = stablehlo.multiply %1635, %1538 : tensor<64xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1638 = stablehlo.multiply %1637, %1541 : tensor<64xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1640 = stablehlo.multiply %1639, %1544 : tensor<64x64xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1641 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1642 = stablehlo.multiply %1641, %1547 : tensor<64xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1644 = stablehlo.multiply %1643, %1550 : tensor<64x64xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1646 = stablehlo.multiply %1645, %1553 : tensor<64xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1648 = stablehlo.multiply %1647, %1556 : tensor<64x64xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1650 = stablehlo.multiply %1649, %1559 : tensor<64xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1652 = stablehlo.multiply %1651, %1562 : tensor<64x64xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1654 = stablehlo.multiply %1653, %1565 : tensor<64xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1656 = stablehlo.multiply %1655, %1568 : tensor<64xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1658 = stablehlo.multiply %1657, %1571 : tensor<128xf32>
    %cst_443 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1660 = stablehlo.multiply %1659, %1574 : tensor<64x128xf32>
    %cst_444 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1662 = stablehlo.multiply %1661, %1577 : tensor<64xf32>
    %cst_445 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1664 = stablehlo.multiply %1663, %1580 : tensor<128x64xf32>
    %cst_446 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1665 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1666 = stablehlo.multiply %1665, %1583 : tensor<64xf32>
    %cst_447 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1668 = stablehlo.multiply %1667, %1586 : tensor<64xf32>
    %cst_448 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1670 = stablehlo.multiply %1669, %1589 : tensor<64xf32>
    %cst_449 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1672 = stablehlo.multiply %1671, %1592 : tensor<64x64xf32>
    %cst_450 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1674 = stablehlo.multiply %1673, %1595 : tensor<64xf32>
    %cst_451 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1676 = stablehlo.multiply %1675, %1598 : tensor<64x64xf32>
    %cst_452 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1678 = stablehlo.multiply %1677, %1601 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1680 = stablehlo.multiply %1679, %1604 : tensor<64x64xf32>
    %cst_454 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1682 = stablehlo.multiply %1681, %1607 : tensor<64xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1684 = stablehlo.multiply %1683, %1610 : tensor<64x64xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1686 = stablehlo.multiply %1685, %1613 : tensor<64xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1688 = stablehlo.multiply %1687, %1616 : tensor<64xf32>
    %1689 = stablehlo.add %arg0, %1618 : tensor<66x64xf32>
    %1690 = stablehlo.add %arg1, %1620 : tensor<256x64xf32>
    %1691 = stablehlo.add %arg2, %1622 : tensor<64xf32>
    %1692 = stablehlo.add %arg3, %1624 : tensor<64xf32>
    %1693 = stablehlo.add %arg4, %1626 : tensor<128xf32>
    %1694 = stablehlo.add %arg5, %1628 : tensor<64x128xf32>
    %1695 = stablehlo.add %arg6, %1630 : tensor<64xf32>
    %1696 = stablehlo.add %arg7, %1632 : tensor<128x64xf32>
    %1697 = stablehlo.add %arg8, %1634 : tensor<64xf32>
    %1698 = stablehlo.add %arg9, %1636 : tensor<64xf32>
    %1699 = stablehlo.add %arg10, %1638 : tensor<64xf32>
    %1700 = stablehlo.add %arg11, %1640 : tensor<64x64xf32>
    %1701 = stablehlo.add %arg12, %1642 : tensor<64xf32>
    %1702 = stablehlo.add %arg13, %1644 : tensor<64x64xf32>
    %1703 = stablehlo.add %arg14, %1646 : tensor<64xf32>
    %1704 = stablehlo.add %arg15, %1648 : tensor<64x64xf32>
    %1705 = stablehlo.add %arg16, %1650 : tensor<64xf32>
    %1706 = stablehlo.add %arg17, %1652 : tensor<64x64xf32>
    %1707 = stablehlo.add %arg18, %1654 : tensor<64xf32>
    %1708 = stablehlo.add %arg19, %1656 : tensor<64xf32>
    %1709 = stablehlo.add %arg20, %1658 : tensor<128xf32>
    %1710 = stablehlo.add %arg21, %1660 : tensor<64x128xf32>
    %1711 = stablehlo.add %arg22, %1662 : tensor<64xf32>
    %1712 = stablehlo.add %arg23, %1664 : tensor<128x64xf32>
    %1713 = stablehlo.add %arg24, %1666 : tensor<64xf32>
    %1714 = stablehlo.add %arg25, %1668 : tensor<64xf32>
    %1715 = stablehlo.add %arg26, %1670 : tensor<64xf32>
    %1716 = stablehlo.add %arg27, %1672 : tensor<64x64xf32>
    %1717 = stablehlo.add %arg28, %1674 : tensor<64xf32>
    %1718 = stablehlo.add %arg29, %1676 : tensor<64x64xf32>
    %1719 = stablehlo.add %arg30, %1678 : tensor<64xf32>
    %1720 = stablehlo.add %arg31, %1680 : tensor<64x64xf32>
    %1721 = stablehlo.add %arg32, %1682 : tensor<64xf32>
    %1722 = stablehlo.add %arg33, %1684 : tensor<64x64xf32>
    %1723 = stablehlo.add %arg34, %1686 : tensor<64xf32>
    %1724 = stablehlo.add %arg35, %1688 : tensor<64xf32>
    return %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1700, %1701, %1702, %1703, %1704, %1705, %1706, %1707, %1708, %1709, %1710, %1711, %1712, %1713, %1714, %1715, %1716, %1717, %1718, %1719, %1720, %1721, %1722, %1723, %1724, %1142, %748, %753, %758, %763, %768, %773, %778, %783, %788, %793, %798, %803, %808, %813, %818, %823, %828, %833, %838, %843, %848, %853, %858, %863, %868, %873, %878, %883, %888, %893, %898, %903, %908, %913, %918, %923, %929, %935, %941, %947, %953, %959, %965, %971, %977, %983, %989, %995, %1001, %1007, %1013, %1019, %1025, %1031, %1037, %1043, %1049, %1055, %1061, %1067, %1073, %1079, %1085, %1091, %1097, %1103, %1109, %1115, %1121, %1127, %1133, %1139, %416 : tensor<66x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<66x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @cumsum(%arg0: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<i32>) -> tensor<8x16xi32>
    return %1 : tensor<8x16xi32>
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
  func.func private @_take_1(%arg0: tensor<66x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<66> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<65> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<66x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16, %5 : tensor<8x16x64xf32>, tensor<8x16x1xi32>
  }
  func.func private @relu(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
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
  func.func private @_take_2(%arg0: tensor<8x15x1xf32>, %arg1: tensor<i32>) -> (tensor<8x15xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_3(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_4(%arg0: tensor<1xi32>, %arg1: tensor<8x15xf32>) -> tensor<8x15x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x1xf32>, tensor<1xi32>, tensor<8x15xf32>) -> tensor<8x15x1xf32>
    return %1 : tensor<8x15x1xf32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<8x15x1x1xi32>, %arg1: tensor<8x15x1xf32>) -> tensor<8x15x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x15x256xf32>, tensor<8x15x1x1xi32>, tensor<8x15x1xf32>) -> tensor<8x15x256xf32>
    return %1 : tensor<8x15x256xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<66x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<66x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    return %1 : tensor<66x64xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
