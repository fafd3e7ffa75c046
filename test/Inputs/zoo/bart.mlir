module @jit_bart_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<66x64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64x64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64x64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64x64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64x64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x128xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<128x64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64x64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64x64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64x64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<66x64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<128xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64x128xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<128x64xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64x64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<64x64xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64x64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64x64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<256x64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<i32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<1x256xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<66x64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<64x64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64x64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64x64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<128xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64x128xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<128x64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64x64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64x64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64x64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<66x64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<128xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64x128xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<128x64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<64x64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<64x64xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<64xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64x64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64x64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<256x64xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<1x256xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<66x64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<64xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64x64xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<64x64xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {tf.aliasing_output = 109 : i32}, %arg110: tensor<64x64xf32> {tf.aliasing_output = 110 : i32}, %arg111: tensor<64xf32> {tf.aliasing_output = 111 : i32}, %arg112: tensor<64x64xf32> {tf.aliasing_output = 112 : i32}, %arg113: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %arg114: tensor<64xf32> {tf.aliasing_output = 114 : i32}, %arg115: tensor<128xf32> {tf.aliasing_output = 115 : i32}, %arg116: tensor<64x128xf32> {tf.aliasing_output = 116 : i32}, %arg117: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %arg118: tensor<128x64xf32> {tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %arg120: tensor<64xf32> {tf.aliasing_output = 120 : i32}, %arg121: tensor<64xf32> {tf.aliasing_output = 121 : i32}, %arg122: tensor<64x64xf32> {tf.aliasing_output = 122 : i32}, %arg123: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %arg124: tensor<64x64xf32> {tf.aliasing_output = 124 : i32}, %arg125: tensor<64xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<64x64xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<64xf32> {tf.aliasing_output = 127 : i32}, %arg128: tensor<64x64xf32> {tf.aliasing_output = 128 : i32}, %arg129: tensor<64xf32> {tf.aliasing_output = 129 : i32}, %arg130: tensor<64xf32> {tf.aliasing_output = 130 : i32}, %arg131: tensor<66x64xf32> {tf.aliasing_output = 131 : i32}, %arg132: tensor<64xf32> {tf.aliasing_output = 132 : i32}, %arg133: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %arg134: tensor<128xf32> {tf.aliasing_output = 134 : i32}, %arg135: tensor<64x128xf32> {tf.aliasing_output = 135 : i32}, %arg136: tensor<64xf32> {tf.aliasing_output = 136 : i32}, %arg137: tensor<128x64xf32> {tf.aliasing_output = 137 : i32}, %arg138: tensor<64xf32> {tf.aliasing_output = 138 : i32}, %arg139: tensor<64xf32> {tf.aliasing_output = 139 : i32}, %arg140: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %arg141: tensor<64x64xf32> {tf.aliasing_output = 141 : i32}, %arg142: tensor<64xf32> {tf.aliasing_output = 142 : i32}, %arg143: tensor<64x64xf32> {tf.aliasing_output = 143 : i32}, %arg144: tensor<64xf32> {tf.aliasing_output = 144 : i32}, %arg145: tensor<64x64xf32> {tf.aliasing_output = 145 : i32}, %arg146: tensor<64xf32> {tf.aliasing_output = 146 : i32}, %arg147: tensor<64x64xf32> {tf.aliasing_output = 147 : i32}, %arg148: tensor<64xf32> {tf.aliasing_output = 148 : i32}, %arg149: tensor<64xf32> {tf.aliasing_output = 149 : i32}, %arg150: tensor<256x64xf32> {tf.aliasing_output = 150 : i32}, %arg151: tensor<8x16xi32>, %arg152: tensor<8x16xi32>) -> (tensor<1x256xf32> {jax.result_info = "result[0]['final_logits_bias']"}, tensor<66x64xf32> {jax.result_info = "result[0]['model']['decoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layernorm_embedding']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[0]['model']['encoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layernorm_embedding']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['encoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<256x64xf32> {jax.result_info = "result[0]['model']['shared']['embedding']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<1x256xf32> {jax.result_info = "result[1][0].mu['final_logits_bias']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layernorm_embedding']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layernorm_embedding']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['model']['encoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['model']['shared']['embedding']"}, tensor<1x256xf32> {jax.result_info = "result[1][0].nu['final_logits_bias']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layernorm_embedding']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['encoder_attn_layer_norm']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['decoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['embed_positions']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layernorm_embedding']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layernorm_embedding']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['fc1']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['fc1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['fc2']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['fc2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['final_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['final_layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['k_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['k_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['out_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['out_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['q_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['q_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['v_proj']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn_layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['model']['encoder']['layers']['0']['self_attn_layer_norm']['scale']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['model']['shared']['embedding']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg152 [0:8, 0:15] : (tensor<8x16xi32>) -> tensor<8x15xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg152, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg153: tensor<i32>, %arg154: tensor<i32>):
      stablehlo.return %arg154 : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<1xi32>, tensor<8x15xi32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = "stablehlo.scatter"(%2, %3, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg153: tensor<i32>, %arg154: tensor<i32>):
      stablehlo.return %arg154 : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<1xi32>, tensor<8xi32>) -> tensor<8x16xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %7 = stablehlo.iota dim = 0 : tensor<16xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %11 = stablehlo.iota dim = 0 : tensor<16xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %14:2 = call @_take(%arg49, %arg151) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.multiply %14#0, %15 : tensor<8x16x64xf32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %18 = stablehlo.add %9, %17 : tensor<8x16xi32>
    %19:2 = call @_take_0(%arg30, %18) : (tensor<66x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %20 = stablehlo.add %16, %19#0 : tensor<8x16x64xf32>
    %21 = chlo.square %20 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<8x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%20 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%21 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x16xf32>
    %30 = chlo.square %26 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %32 = stablehlo.multiply %31, %26 : tensor<8x16xf32>
    %33 = stablehlo.subtract %29, %30 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<8x16xf32>
    %36 = stablehlo.compare EQ, %33, %35, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %41 = stablehlo.compare EQ, %40, %35, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %44 = stablehlo.select %41, %42, %43 : tensor<8x16xi1>, tensor<8x16xf32>
    %45 = stablehlo.divide %39, %44 : tensor<8x16xf32>
    %46 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %49 = stablehlo.subtract %20, %48 : tensor<8x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %51 = stablehlo.add %47, %50 : tensor<8x16x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<8x16x1xf32>
    %53 = stablehlo.divide %52, %51 : tensor<8x16x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8x16x1xf32>
    %56 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<8x16x64xf32>
    %60 = stablehlo.multiply %49, %59 : tensor<8x16x64xf32>
    %61 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x16x64xf32>
    %64 = stablehlo.dot_general %63, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %65 = stablehlo.reshape %arg43 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %67 = stablehlo.add %64, %66 : tensor<8x16x64xf32>
    %68 = stablehlo.dot_general %63, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %69 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x16x64xf32>
    %72 = stablehlo.dot_general %63, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %73 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x16x64xf32>
    %76 = stablehlo.reshape %67 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %77 = stablehlo.reshape %71 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %78 = stablehlo.reshape %75 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %79 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %81 = stablehlo.compare GT, %79, %80, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %83 = stablehlo.convert %82 : tensor<8x1x1x16xf32>
    %cst_21 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %85 = stablehlo.select %81, %83, %84 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %86 = stablehlo.sqrt %cst_22 : tensor<f32>
    %87 = stablehlo.convert %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %89 = stablehlo.divide %76, %88 : tensor<8x16x4x16xf32>
    %90 = stablehlo.dot_general %89, %77, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %91 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %92 = stablehlo.add %90, %91 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<8x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %98 = stablehlo.subtract %92, %97 : tensor<8x4x16x16xf32>
    %99 = stablehlo.exponential %98 : tensor<8x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %103 = stablehlo.divide %99, %102 : tensor<8x4x16x16xf32>
    %104 = stablehlo.multiply %101, %101 : tensor<8x4x16x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %106 = stablehlo.divide %105, %104 : tensor<8x4x16x1xf32>
    %107 = stablehlo.dot_general %78, %103, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %108 = stablehlo.transpose %107, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.dot_general %109, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x16x64xf32>
    %114 = stablehlo.add %63, %113 : tensor<8x16x64xf32>
    %115 = chlo.square %114 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%115 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x16xf32>
    %124 = chlo.square %120 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %126 = stablehlo.multiply %125, %120 : tensor<8x16xf32>
    %127 = stablehlo.subtract %123, %124 : tensor<8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<8x16xf32>
    %130 = stablehlo.compare EQ, %127, %129, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %133 = stablehlo.select %130, %131, %132 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.compare EQ, %134, %129, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.select %135, %136, %137 : tensor<8x16xi1>, tensor<8x16xf32>
    %139 = stablehlo.divide %133, %138 : tensor<8x16xf32>
    %140 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %143 = stablehlo.subtract %114, %142 : tensor<8x16x64xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %145 = stablehlo.add %141, %144 : tensor<8x16x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<8x16x1xf32>
    %147 = stablehlo.divide %146, %145 : tensor<8x16x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<8x16x1xf32>
    %150 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x16x64xf32>
    %154 = stablehlo.multiply %143, %153 : tensor<8x16x64xf32>
    %155 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x16x64xf32>
    %158 = stablehlo.dot_general %157, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %159 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x16x128xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<8x16x128xf32>
    %164 = stablehlo.negate %161 : tensor<8x16x128xf32>
    %cst_42 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<8x16x128xf32>
    %167 = chlo.erfc %166 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %168 = chlo.square %166 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %169 = stablehlo.negate %168 : tensor<8x16x128xf32>
    %170 = stablehlo.exponential %169 : tensor<8x16x128xf32>
    %171 = stablehlo.multiply %163, %167 : tensor<8x16x128xf32>
    %172 = stablehlo.dot_general %171, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %175 = stablehlo.add %172, %174 : tensor<8x16x64xf32>
    %176 = stablehlo.add %157, %175 : tensor<8x16x64xf32>
    %177 = chlo.square %176 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<8x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%176 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%177 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %185 = stablehlo.divide %183, %184 : tensor<8x16xf32>
    %186 = chlo.square %182 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %188 = stablehlo.multiply %187, %182 : tensor<8x16xf32>
    %189 = stablehlo.subtract %185, %186 : tensor<8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<8x16xf32>
    %192 = stablehlo.compare EQ, %189, %191, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %195 = stablehlo.select %192, %193, %194 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %197 = stablehlo.compare EQ, %196, %191, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %200 = stablehlo.select %197, %198, %199 : tensor<8x16xi1>, tensor<8x16xf32>
    %201 = stablehlo.divide %195, %200 : tensor<8x16xf32>
    %202 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %203 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %205 = stablehlo.subtract %176, %204 : tensor<8x16x64xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %207 = stablehlo.add %203, %206 : tensor<8x16x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<8x16x1xf32>
    %209 = stablehlo.divide %208, %207 : tensor<8x16x1xf32>
    %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<8x16x1xf32>
    %212 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %213 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<8x16x64xf32>
    %216 = stablehlo.multiply %205, %215 : tensor<8x16x64xf32>
    %217 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x16x64xf32>
    %220:2 = call @_take(%arg49, %5) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %222 = stablehlo.multiply %220#0, %221 : tensor<8x16x64xf32>
    %c_58 = stablehlo.constant dense<2> : tensor<i32>
    %223 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %224 = stablehlo.add %13, %223 : tensor<8x16xi32>
    %225:2 = call @_take_0(%arg1, %224) : (tensor<66x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %226 = stablehlo.add %222, %225#0 : tensor<8x16x64xf32>
    %227 = chlo.square %226 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %229 = stablehlo.multiply %228, %226 : tensor<8x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%226 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %232 = stablehlo.divide %230, %231 : tensor<8x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%227 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8x16xf32>
    %236 = chlo.square %232 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %238 = stablehlo.multiply %237, %232 : tensor<8x16xf32>
    %239 = stablehlo.subtract %235, %236 : tensor<8x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<8x16xf32>
    %242 = stablehlo.compare EQ, %239, %241, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %245 = stablehlo.select %242, %243, %244 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %247 = stablehlo.compare EQ, %246, %241, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %250 = stablehlo.select %247, %248, %249 : tensor<8x16xi1>, tensor<8x16xf32>
    %251 = stablehlo.divide %245, %250 : tensor<8x16xf32>
    %252 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %253 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %255 = stablehlo.subtract %226, %254 : tensor<8x16x64xf32>
    %cst_71 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %257 = stablehlo.add %253, %256 : tensor<8x16x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<8x16x1xf32>
    %259 = stablehlo.divide %258, %257 : tensor<8x16x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<8x16x1xf32>
    %262 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %263 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<8x16x64xf32>
    %266 = stablehlo.multiply %255, %265 : tensor<8x16x64xf32>
    %267 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %269 = stablehlo.add %266, %268 : tensor<8x16x64xf32>
    %270 = stablehlo.iota dim = 0 : tensor<64xi32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %276 = stablehlo.compare GE, %274, %275, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %278 = stablehlo.dot_general %269, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %279 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %281 = stablehlo.add %278, %280 : tensor<8x16x64xf32>
    %282 = stablehlo.dot_general %269, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %283 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %285 = stablehlo.add %282, %284 : tensor<8x16x64xf32>
    %286 = stablehlo.dot_general %269, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %287 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %289 = stablehlo.add %286, %288 : tensor<8x16x64xf32>
    %290 = stablehlo.reshape %281 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %291 = stablehlo.reshape %285 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %292 = stablehlo.reshape %289 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %293 = stablehlo.slice %277 [0:1, 0:1, 0:16, 0:16] : (tensor<1x1x64x64xi1>) -> tensor<1x1x16x16xi1>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %295 = stablehlo.broadcast_in_dim %10, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %297 = stablehlo.convert %294 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %298 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %299 = stablehlo.compare NE, %296, %298, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %300 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %301 = stablehlo.compare NE, %297, %300, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %302 = stablehlo.and %299, %301 : tensor<8x1x16x16xi1>
    %303 = stablehlo.convert %302 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %305 = stablehlo.compare GT, %303, %304, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %307 = stablehlo.convert %306 : tensor<8x1x16x16xf32>
    %cst_77 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %309 = stablehlo.select %305, %307, %308 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %cst_78 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %310 = stablehlo.sqrt %cst_78 : tensor<f32>
    %311 = stablehlo.convert %310 : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %313 = stablehlo.divide %290, %312 : tensor<8x16x4x16xf32>
    %314 = stablehlo.dot_general %313, %291, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %315 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %316 = stablehlo.add %314, %315 : tensor<8x4x16x16xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_79) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %319 = stablehlo.maximum %318, %317 : tensor<8x4x16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %322 = stablehlo.subtract %316, %321 : tensor<8x4x16x16xf32>
    %323 = stablehlo.exponential %322 : tensor<8x4x16x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %327 = stablehlo.divide %323, %326 : tensor<8x4x16x16xf32>
    %328 = stablehlo.multiply %325, %325 : tensor<8x4x16x1xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %330 = stablehlo.divide %329, %328 : tensor<8x4x16x1xf32>
    %331 = stablehlo.dot_general %292, %327, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %332 = stablehlo.transpose %331, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %334 = stablehlo.dot_general %333, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %335 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x16x64xf32>
    %338 = stablehlo.add %269, %337 : tensor<8x16x64xf32>
    %339 = chlo.square %338 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %341 = stablehlo.multiply %340, %338 : tensor<8x16x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%338 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %344 = stablehlo.divide %342, %343 : tensor<8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%339 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %347 = stablehlo.divide %345, %346 : tensor<8x16xf32>
    %348 = chlo.square %344 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %350 = stablehlo.multiply %349, %344 : tensor<8x16xf32>
    %351 = stablehlo.subtract %347, %348 : tensor<8x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %353 = stablehlo.maximum %352, %351 : tensor<8x16xf32>
    %354 = stablehlo.compare EQ, %351, %353, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %357 = stablehlo.select %354, %355, %356 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %359 = stablehlo.compare EQ, %358, %353, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %362 = stablehlo.select %359, %360, %361 : tensor<8x16xi1>, tensor<8x16xf32>
    %363 = stablehlo.divide %357, %362 : tensor<8x16xf32>
    %364 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %365 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %367 = stablehlo.subtract %338, %366 : tensor<8x16x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %369 = stablehlo.add %365, %368 : tensor<8x16x1xf32>
    %370 = stablehlo.rsqrt %369 : tensor<8x16x1xf32>
    %371 = stablehlo.divide %370, %369 : tensor<8x16x1xf32>
    %cst_96 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<8x16x1xf32>
    %374 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %375 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %376 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<8x16x64xf32>
    %378 = stablehlo.multiply %367, %377 : tensor<8x16x64xf32>
    %379 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %381 = stablehlo.add %378, %380 : tensor<8x16x64xf32>
    %382 = stablehlo.dot_general %381, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %383 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %385 = stablehlo.add %382, %384 : tensor<8x16x64xf32>
    %386 = stablehlo.dot_general %219, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %387 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %389 = stablehlo.add %386, %388 : tensor<8x16x64xf32>
    %390 = stablehlo.dot_general %219, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %391 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %393 = stablehlo.add %390, %392 : tensor<8x16x64xf32>
    %394 = stablehlo.reshape %385 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %395 = stablehlo.reshape %389 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %396 = stablehlo.reshape %393 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %397 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %398 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %399 = stablehlo.compare GT, %397, %398, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %401 = stablehlo.convert %400 : tensor<8x1x1x16xf32>
    %cst_99 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %403 = stablehlo.select %399, %401, %402 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %cst_100 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %404 = stablehlo.sqrt %cst_100 : tensor<f32>
    %405 = stablehlo.convert %404 : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %407 = stablehlo.divide %394, %406 : tensor<8x16x4x16xf32>
    %408 = stablehlo.dot_general %407, %395, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %409 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %410 = stablehlo.add %408, %409 : tensor<8x4x16x16xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_101) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %413 = stablehlo.maximum %412, %411 : tensor<8x4x16xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %416 = stablehlo.subtract %410, %415 : tensor<8x4x16x16xf32>
    %417 = stablehlo.exponential %416 : tensor<8x4x16x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_103) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %421 = stablehlo.divide %417, %420 : tensor<8x4x16x16xf32>
    %422 = stablehlo.multiply %419, %419 : tensor<8x4x16x1xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %424 = stablehlo.divide %423, %422 : tensor<8x4x16x1xf32>
    %425 = stablehlo.dot_general %396, %421, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %426 = stablehlo.transpose %425, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %428 = stablehlo.dot_general %427, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %429 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %431 = stablehlo.add %428, %430 : tensor<8x16x64xf32>
    %432 = stablehlo.add %381, %431 : tensor<8x16x64xf32>
    %433 = chlo.square %432 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %435 = stablehlo.multiply %434, %432 : tensor<8x16x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%432 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_107 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %438 = stablehlo.divide %436, %437 : tensor<8x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%433 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %441 = stablehlo.divide %439, %440 : tensor<8x16xf32>
    %442 = chlo.square %438 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %444 = stablehlo.multiply %443, %438 : tensor<8x16xf32>
    %445 = stablehlo.subtract %441, %442 : tensor<8x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %447 = stablehlo.maximum %446, %445 : tensor<8x16xf32>
    %448 = stablehlo.compare EQ, %445, %447, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %451 = stablehlo.select %448, %449, %450 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %453 = stablehlo.compare EQ, %452, %447, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_115 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %456 = stablehlo.select %453, %454, %455 : tensor<8x16xi1>, tensor<8x16xf32>
    %457 = stablehlo.divide %451, %456 : tensor<8x16xf32>
    %458 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %459 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %460 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %461 = stablehlo.subtract %432, %460 : tensor<8x16x64xf32>
    %cst_117 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %463 = stablehlo.add %459, %462 : tensor<8x16x1xf32>
    %464 = stablehlo.rsqrt %463 : tensor<8x16x1xf32>
    %465 = stablehlo.divide %464, %463 : tensor<8x16x1xf32>
    %cst_118 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<8x16x1xf32>
    %468 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %469 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %470 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<8x16x64xf32>
    %472 = stablehlo.multiply %461, %471 : tensor<8x16x64xf32>
    %473 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %475 = stablehlo.add %472, %474 : tensor<8x16x64xf32>
    %476 = stablehlo.dot_general %475, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %477 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %479 = stablehlo.add %476, %478 : tensor<8x16x128xf32>
    %cst_119 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<8x16x128xf32>
    %482 = stablehlo.negate %479 : tensor<8x16x128xf32>
    %cst_120 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<8x16x128xf32>
    %485 = chlo.erfc %484 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %486 = chlo.square %484 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %487 = stablehlo.negate %486 : tensor<8x16x128xf32>
    %488 = stablehlo.exponential %487 : tensor<8x16x128xf32>
    %489 = stablehlo.multiply %481, %485 : tensor<8x16x128xf32>
    %490 = stablehlo.dot_general %489, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %491 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %493 = stablehlo.add %490, %492 : tensor<8x16x64xf32>
    %494 = stablehlo.add %475, %493 : tensor<8x16x64xf32>
    %495 = chlo.square %494 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %497 = stablehlo.multiply %496, %494 : tensor<8x16x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%494 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %500 = stablehlo.divide %498, %499 : tensor<8x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%495 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %503 = stablehlo.divide %501, %502 : tensor<8x16xf32>
    %504 = chlo.square %500 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_126 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %506 = stablehlo.multiply %505, %500 : tensor<8x16xf32>
    %507 = stablehlo.subtract %503, %504 : tensor<8x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %509 = stablehlo.maximum %508, %507 : tensor<8x16xf32>
    %510 = stablehlo.compare EQ, %507, %509, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %513 = stablehlo.select %510, %511, %512 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %515 = stablehlo.compare EQ, %514, %509, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_131 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %518 = stablehlo.select %515, %516, %517 : tensor<8x16xi1>, tensor<8x16xf32>
    %519 = stablehlo.divide %513, %518 : tensor<8x16xf32>
    %520 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %521 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %522 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %523 = stablehlo.subtract %494, %522 : tensor<8x16x64xf32>
    %cst_133 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %525 = stablehlo.add %521, %524 : tensor<8x16x1xf32>
    %526 = stablehlo.rsqrt %525 : tensor<8x16x1xf32>
    %527 = stablehlo.divide %526, %525 : tensor<8x16x1xf32>
    %cst_134 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %529 = stablehlo.multiply %528, %527 : tensor<8x16x1xf32>
    %530 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %531 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %532 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<8x16x64xf32>
    %534 = stablehlo.multiply %523, %533 : tensor<8x16x64xf32>
    %535 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %537 = stablehlo.add %534, %536 : tensor<8x16x64xf32>
    %538 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %539 = stablehlo.dot_general %537, %538, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %540 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %542 = stablehlo.add %539, %541 : tensor<8x16x256xf32>
    %543 = stablehlo.broadcast_in_dim %arg152, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %544:2 = call @take_along_axis(%542, %543) : (tensor<8x16x256xf32>, tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>)
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %545:2 = call @_take_1(%544#0, %c_135) : (tensor<8x16x1xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>)
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %546 = stablehlo.reduce(%542 init: %cst_136) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %548 = stablehlo.maximum %547, %546 : tensor<8x16xf32>
    %549 = stablehlo.is_finite %548 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %551 = stablehlo.select %549, %548, %550 : tensor<8x16xi1>, tensor<8x16xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %554 = stablehlo.subtract %542, %553 : tensor<8x16x256xf32>
    %555 = stablehlo.exponential %554 : tensor<8x16x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %557 = stablehlo.abs %556 : tensor<8x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %559 = stablehlo.compare GE, %556, %558, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %560 = stablehlo.log %557 : tensor<8x16xf32>
    %561 = stablehlo.add %560, %551 : tensor<8x16xf32>
    %562 = stablehlo.subtract %561, %545#0 : tensor<8x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %564 = stablehlo.divide %563, %cst_142 : tensor<f32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %565 = stablehlo.divide %cst_143, %cst_144 : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %567 = stablehlo.negate %566 : tensor<8x16xf32>
    %568 = stablehlo.divide %566, %557 : tensor<8x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %570 = stablehlo.select %559, %569, %568 : tensor<8x16xi1>, tensor<8x16xf32>
    %571 = stablehlo.select %559, %568, %569 : tensor<8x16xi1>, tensor<8x16xf32>
    %572 = stablehlo.negate %570 : tensor<8x16xf32>
    %573 = stablehlo.add %571, %572 : tensor<8x16xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x256xf32>
    %575 = stablehlo.multiply %574, %555 : tensor<8x16x256xf32>
    %576 = call @_take_3(%545#1, %567) : (tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %577 = call @take_along_axis_4(%544#1, %576) : (tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %578 = stablehlo.add %575, %577 : tensor<8x16x256xf32>
    %579 = stablehlo.dot_general %578, %537, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %580 = stablehlo.transpose %579, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %581 = stablehlo.dot_general %578, %538, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %582 = stablehlo.transpose %580, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%581 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %584 = stablehlo.reshape %583 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %585 = stablehlo.reshape %584 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %586 = stablehlo.multiply %523, %581 : tensor<8x16x64xf32>
    %587 = stablehlo.multiply %581, %533 : tensor<8x16x64xf32>
    %588 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %589 = stablehlo.multiply %588, %586 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.reshape %590 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %592 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %593 = stablehlo.multiply %586, %592 : tensor<8x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %595 = stablehlo.reshape %594 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %596 = stablehlo.reshape %591 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %597 = stablehlo.multiply %595, %529 : tensor<8x16x1xf32>
    %598 = stablehlo.negate %587 : tensor<8x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %600 = stablehlo.reshape %599 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%597 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%600 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %603 = stablehlo.multiply %601, %519 : tensor<8x16xf32>
    %604 = stablehlo.negate %603 : tensor<8x16xf32>
    %605 = stablehlo.multiply %604, %506 : tensor<8x16xf32>
    %606 = stablehlo.add %602, %605 : tensor<8x16xf32>
    %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %608 = stablehlo.divide %603, %607 : tensor<8x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %611 = stablehlo.divide %606, %610 : tensor<8x16xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %613 = stablehlo.add %587, %612 : tensor<8x16x64xf32>
    %614 = stablehlo.multiply %609, %497 : tensor<8x16x64xf32>
    %615 = stablehlo.add %613, %614 : tensor<8x16x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %617 = stablehlo.reshape %616 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %619 = stablehlo.dot_general %615, %489, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %620 = stablehlo.transpose %619, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %621 = stablehlo.dot_general %615, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %622 = stablehlo.multiply %481, %621 : tensor<8x16x128xf32>
    %623 = stablehlo.multiply %621, %485 : tensor<8x16x128xf32>
    %cst_155 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %625 = stablehlo.multiply %624, %622 : tensor<8x16x128xf32>
    %626 = stablehlo.multiply %625, %488 : tensor<8x16x128xf32>
    %cst_156 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<8x16x128xf32>
    %629 = stablehlo.negate %628 : tensor<8x16x128xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %631 = stablehlo.multiply %630, %623 : tensor<8x16x128xf32>
    %632 = stablehlo.add %629, %631 : tensor<8x16x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %634 = stablehlo.reshape %633 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %635 = stablehlo.reshape %634 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %636 = stablehlo.dot_general %632, %475, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %637 = stablehlo.transpose %636, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %638 = stablehlo.dot_general %632, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %639 = stablehlo.add %615, %638 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %641 = stablehlo.reshape %640 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %642 = stablehlo.reshape %641 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %643 = stablehlo.multiply %461, %639 : tensor<8x16x64xf32>
    %644 = stablehlo.multiply %639, %471 : tensor<8x16x64xf32>
    %645 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %646 = stablehlo.multiply %645, %643 : tensor<8x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %648 = stablehlo.reshape %647 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %649 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %650 = stablehlo.multiply %643, %649 : tensor<8x16x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%650 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %652 = stablehlo.reshape %651 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %653 = stablehlo.reshape %648 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %654 = stablehlo.multiply %652, %467 : tensor<8x16x1xf32>
    %655 = stablehlo.negate %644 : tensor<8x16x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%655 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %657 = stablehlo.reshape %656 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%654 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%657 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %660 = stablehlo.multiply %658, %457 : tensor<8x16xf32>
    %661 = stablehlo.negate %660 : tensor<8x16xf32>
    %662 = stablehlo.multiply %661, %444 : tensor<8x16xf32>
    %663 = stablehlo.add %659, %662 : tensor<8x16xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %665 = stablehlo.divide %660, %664 : tensor<8x16xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_166 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %668 = stablehlo.divide %663, %667 : tensor<8x16xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %670 = stablehlo.add %644, %669 : tensor<8x16x64xf32>
    %671 = stablehlo.multiply %666, %435 : tensor<8x16x64xf32>
    %672 = stablehlo.add %670, %671 : tensor<8x16x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %674 = stablehlo.reshape %673 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %675 = stablehlo.reshape %674 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %676 = stablehlo.dot_general %672, %427, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %677 = stablehlo.transpose %676, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %678 = stablehlo.dot_general %672, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %679 = stablehlo.reshape %678 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %680 = stablehlo.transpose %679, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %681 = stablehlo.dot_general %680, %396, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %682 = stablehlo.dot_general %680, %421, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %683 = stablehlo.transpose %682, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %684 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %685 = stablehlo.multiply %681, %684 : tensor<8x4x16x16xf32>
    %686 = stablehlo.multiply %685, %417 : tensor<8x4x16x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %688 = stablehlo.reshape %687 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %689 = stablehlo.negate %688 : tensor<8x4x16x1xf32>
    %690 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %691 = stablehlo.divide %681, %690 : tensor<8x4x16x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.reduce(%689 init: %cst_169) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %694 = stablehlo.add %691, %693 : tensor<8x4x16x16xf32>
    %695 = stablehlo.multiply %694, %417 : tensor<8x4x16x16xf32>
    %696 = stablehlo.dot_general %695, %407, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %697 = stablehlo.transpose %696, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %698 = stablehlo.dot_general %695, %395, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %699 = stablehlo.transpose %698, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %700 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %701 = stablehlo.divide %699, %700 : tensor<8x16x4x16xf32>
    %702 = stablehlo.reshape %683 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %703 = stablehlo.reshape %697 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %704 = stablehlo.reshape %701 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%702 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %706 = stablehlo.reshape %705 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %708 = stablehlo.dot_general %702, %219, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %709 = stablehlo.transpose %708, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %710 = stablehlo.dot_general %702, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%703 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %712 = stablehlo.reshape %711 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %713 = stablehlo.reshape %712 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %714 = stablehlo.dot_general %703, %219, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %715 = stablehlo.transpose %714, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %716 = stablehlo.dot_general %703, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %717 = stablehlo.add %710, %716 : tensor<8x16x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%704 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %719 = stablehlo.reshape %718 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %720 = stablehlo.reshape %719 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %721 = stablehlo.dot_general %704, %381, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %722 = stablehlo.transpose %721, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %723 = stablehlo.dot_general %704, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %724 = stablehlo.add %672, %723 : tensor<8x16x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %726 = stablehlo.reshape %725 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %727 = stablehlo.reshape %726 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %728 = stablehlo.multiply %367, %724 : tensor<8x16x64xf32>
    %729 = stablehlo.multiply %724, %377 : tensor<8x16x64xf32>
    %730 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %731 = stablehlo.multiply %730, %728 : tensor<8x16x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %733 = stablehlo.reshape %732 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %734 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %735 = stablehlo.multiply %728, %734 : tensor<8x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %737 = stablehlo.reshape %736 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %738 = stablehlo.reshape %733 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %739 = stablehlo.multiply %737, %373 : tensor<8x16x1xf32>
    %740 = stablehlo.negate %729 : tensor<8x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %742 = stablehlo.reshape %741 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.reduce(%739 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%742 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %745 = stablehlo.multiply %743, %363 : tensor<8x16xf32>
    %746 = stablehlo.negate %745 : tensor<8x16xf32>
    %747 = stablehlo.multiply %746, %350 : tensor<8x16xf32>
    %748 = stablehlo.add %744, %747 : tensor<8x16xf32>
    %cst_179 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %750 = stablehlo.divide %745, %749 : tensor<8x16xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %753 = stablehlo.divide %748, %752 : tensor<8x16xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %755 = stablehlo.add %729, %754 : tensor<8x16x64xf32>
    %756 = stablehlo.multiply %751, %341 : tensor<8x16x64xf32>
    %757 = stablehlo.add %755, %756 : tensor<8x16x64xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_181) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %759 = stablehlo.reshape %758 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %760 = stablehlo.reshape %759 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %761 = stablehlo.dot_general %757, %333, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %762 = stablehlo.transpose %761, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %763 = stablehlo.dot_general %757, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %764 = stablehlo.reshape %763 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %765 = stablehlo.transpose %764, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %766 = stablehlo.dot_general %765, %292, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %767 = stablehlo.dot_general %765, %327, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %768 = stablehlo.transpose %767, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %769 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %770 = stablehlo.multiply %766, %769 : tensor<8x4x16x16xf32>
    %771 = stablehlo.multiply %770, %323 : tensor<8x4x16x16xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_182) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %773 = stablehlo.reshape %772 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %774 = stablehlo.negate %773 : tensor<8x4x16x1xf32>
    %775 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %776 = stablehlo.divide %766, %775 : tensor<8x4x16x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%774 init: %cst_183) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %779 = stablehlo.add %776, %778 : tensor<8x4x16x16xf32>
    %780 = stablehlo.multiply %779, %323 : tensor<8x4x16x16xf32>
    %781 = stablehlo.dot_general %780, %313, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %782 = stablehlo.transpose %781, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %783 = stablehlo.dot_general %780, %291, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %784 = stablehlo.transpose %783, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %785 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %786 = stablehlo.divide %784, %785 : tensor<8x16x4x16xf32>
    %787 = stablehlo.reshape %768 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %788 = stablehlo.reshape %782 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %789 = stablehlo.reshape %786 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%787 init: %cst_184) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %791 = stablehlo.reshape %790 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %792 = stablehlo.reshape %791 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %793 = stablehlo.dot_general %787, %269, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %794 = stablehlo.transpose %793, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %795 = stablehlo.dot_general %787, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %796 = stablehlo.add %757, %795 : tensor<8x16x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.reduce(%788 init: %cst_185) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %798 = stablehlo.reshape %797 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %799 = stablehlo.reshape %798 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %800 = stablehlo.dot_general %788, %269, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %801 = stablehlo.transpose %800, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %802 = stablehlo.dot_general %788, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %803 = stablehlo.add %796, %802 : tensor<8x16x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.reduce(%789 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %805 = stablehlo.reshape %804 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %806 = stablehlo.reshape %805 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %807 = stablehlo.dot_general %789, %269, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %808 = stablehlo.transpose %807, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %809 = stablehlo.dot_general %789, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %810 = stablehlo.add %803, %809 : tensor<8x16x64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %812 = stablehlo.reshape %811 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %813 = stablehlo.reshape %812 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %814 = stablehlo.multiply %255, %810 : tensor<8x16x64xf32>
    %815 = stablehlo.multiply %810, %265 : tensor<8x16x64xf32>
    %816 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %817 = stablehlo.multiply %816, %814 : tensor<8x16x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%817 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %819 = stablehlo.reshape %818 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %820 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %821 = stablehlo.multiply %814, %820 : tensor<8x16x64xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %823 = stablehlo.reshape %822 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %824 = stablehlo.reshape %819 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %825 = stablehlo.multiply %823, %261 : tensor<8x16x1xf32>
    %826 = stablehlo.negate %815 : tensor<8x16x64xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %828 = stablehlo.reshape %827 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.reduce(%825 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%828 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %831 = stablehlo.multiply %829, %251 : tensor<8x16xf32>
    %832 = stablehlo.negate %831 : tensor<8x16xf32>
    %833 = stablehlo.multiply %832, %238 : tensor<8x16xf32>
    %834 = stablehlo.add %830, %833 : tensor<8x16xf32>
    %cst_193 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %836 = stablehlo.divide %831, %835 : tensor<8x16xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %839 = stablehlo.divide %834, %838 : tensor<8x16xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %841 = stablehlo.add %815, %840 : tensor<8x16x64xf32>
    %842 = stablehlo.multiply %837, %229 : tensor<8x16x64xf32>
    %843 = stablehlo.add %841, %842 : tensor<8x16x64xf32>
    %844 = call @_take_5(%225#1, %843) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %846 = stablehlo.multiply %843, %845 : tensor<8x16x64xf32>
    %847 = call @_take_6(%220#1, %846) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %848 = stablehlo.add %582, %847 : tensor<256x64xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %849 = stablehlo.reduce(%717 init: %cst_196) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %850 = stablehlo.reshape %849 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %851 = stablehlo.reshape %850 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %852 = stablehlo.multiply %205, %717 : tensor<8x16x64xf32>
    %853 = stablehlo.multiply %717, %215 : tensor<8x16x64xf32>
    %854 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %855 = stablehlo.multiply %854, %852 : tensor<8x16x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %856 = stablehlo.reduce(%855 init: %cst_197) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %857 = stablehlo.reshape %856 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %858 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %859 = stablehlo.multiply %852, %858 : tensor<8x16x64xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%859 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %861 = stablehlo.reshape %860 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %862 = stablehlo.reshape %857 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %863 = stablehlo.multiply %861, %211 : tensor<8x16x1xf32>
    %864 = stablehlo.negate %853 : tensor<8x16x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %866 = stablehlo.reshape %865 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%863 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.reduce(%866 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %869 = stablehlo.multiply %867, %201 : tensor<8x16xf32>
    %870 = stablehlo.negate %869 : tensor<8x16xf32>
    %871 = stablehlo.multiply %870, %188 : tensor<8x16xf32>
    %872 = stablehlo.add %868, %871 : tensor<8x16xf32>
    %cst_202 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %874 = stablehlo.divide %869, %873 : tensor<8x16xf32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_203 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %877 = stablehlo.divide %872, %876 : tensor<8x16xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %879 = stablehlo.add %853, %878 : tensor<8x16x64xf32>
    %880 = stablehlo.multiply %875, %179 : tensor<8x16x64xf32>
    %881 = stablehlo.add %879, %880 : tensor<8x16x64xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %883 = stablehlo.reshape %882 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %884 = stablehlo.reshape %883 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %885 = stablehlo.dot_general %881, %171, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %886 = stablehlo.transpose %885, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %887 = stablehlo.dot_general %881, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %888 = stablehlo.multiply %163, %887 : tensor<8x16x128xf32>
    %889 = stablehlo.multiply %887, %167 : tensor<8x16x128xf32>
    %cst_205 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %891 = stablehlo.multiply %890, %888 : tensor<8x16x128xf32>
    %892 = stablehlo.multiply %891, %170 : tensor<8x16x128xf32>
    %cst_206 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %894 = stablehlo.multiply %892, %893 : tensor<8x16x128xf32>
    %895 = stablehlo.negate %894 : tensor<8x16x128xf32>
    %cst_207 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %897 = stablehlo.multiply %896, %889 : tensor<8x16x128xf32>
    %898 = stablehlo.add %895, %897 : tensor<8x16x128xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%898 init: %cst_208) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %900 = stablehlo.reshape %899 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %901 = stablehlo.reshape %900 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %902 = stablehlo.dot_general %898, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %903 = stablehlo.transpose %902, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %904 = stablehlo.dot_general %898, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %905 = stablehlo.add %881, %904 : tensor<8x16x64xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %907 = stablehlo.reshape %906 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %908 = stablehlo.reshape %907 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %909 = stablehlo.multiply %143, %905 : tensor<8x16x64xf32>
    %910 = stablehlo.multiply %905, %153 : tensor<8x16x64xf32>
    %911 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %912 = stablehlo.multiply %911, %909 : tensor<8x16x64xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%912 init: %cst_210) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %914 = stablehlo.reshape %913 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %915 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %916 = stablehlo.multiply %909, %915 : tensor<8x16x64xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.reduce(%916 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %918 = stablehlo.reshape %917 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %919 = stablehlo.reshape %914 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %920 = stablehlo.multiply %918, %149 : tensor<8x16x1xf32>
    %921 = stablehlo.negate %910 : tensor<8x16x64xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %922 = stablehlo.reduce(%921 init: %cst_212) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %923 = stablehlo.reshape %922 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %924 = stablehlo.reduce(%920 init: %cst_213) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.reduce(%923 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %926 = stablehlo.multiply %924, %139 : tensor<8x16xf32>
    %927 = stablehlo.negate %926 : tensor<8x16xf32>
    %928 = stablehlo.multiply %927, %126 : tensor<8x16xf32>
    %929 = stablehlo.add %925, %928 : tensor<8x16xf32>
    %cst_215 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %931 = stablehlo.divide %926, %930 : tensor<8x16xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_216 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %934 = stablehlo.divide %929, %933 : tensor<8x16xf32>
    %935 = stablehlo.broadcast_in_dim %934, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %936 = stablehlo.add %910, %935 : tensor<8x16x64xf32>
    %937 = stablehlo.multiply %932, %117 : tensor<8x16x64xf32>
    %938 = stablehlo.add %936, %937 : tensor<8x16x64xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%938 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.reshape %939 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %941 = stablehlo.reshape %940 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %942 = stablehlo.dot_general %938, %109, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %944 = stablehlo.dot_general %938, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %945 = stablehlo.reshape %944 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %946 = stablehlo.transpose %945, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %947 = stablehlo.dot_general %946, %78, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %948 = stablehlo.dot_general %946, %103, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %949 = stablehlo.transpose %948, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %950 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %951 = stablehlo.multiply %947, %950 : tensor<8x4x16x16xf32>
    %952 = stablehlo.multiply %951, %99 : tensor<8x4x16x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%952 init: %cst_218) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %954 = stablehlo.reshape %953 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %955 = stablehlo.negate %954 : tensor<8x4x16x1xf32>
    %956 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %957 = stablehlo.divide %947, %956 : tensor<8x4x16x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%955 init: %cst_219) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %960 = stablehlo.add %957, %959 : tensor<8x4x16x16xf32>
    %961 = stablehlo.multiply %960, %99 : tensor<8x4x16x16xf32>
    %962 = stablehlo.dot_general %961, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %963 = stablehlo.transpose %962, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %964 = stablehlo.dot_general %961, %77, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %965 = stablehlo.transpose %964, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %966 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %967 = stablehlo.divide %965, %966 : tensor<8x16x4x16xf32>
    %968 = stablehlo.reshape %949 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %969 = stablehlo.reshape %963 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %970 = stablehlo.reshape %967 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %971 = stablehlo.reduce(%968 init: %cst_220) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %972 = stablehlo.reshape %971 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %973 = stablehlo.reshape %972 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %974 = stablehlo.dot_general %968, %63, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %975 = stablehlo.transpose %974, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %976 = stablehlo.dot_general %968, %arg46, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %977 = stablehlo.add %938, %976 : tensor<8x16x64xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %978 = stablehlo.reduce(%969 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %979 = stablehlo.reshape %978 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %980 = stablehlo.reshape %979 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %981 = stablehlo.dot_general %969, %63, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %982 = stablehlo.transpose %981, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %983 = stablehlo.dot_general %969, %arg40, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %984 = stablehlo.add %977, %983 : tensor<8x16x64xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.reduce(%970 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %986 = stablehlo.reshape %985 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %987 = stablehlo.reshape %986 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %988 = stablehlo.dot_general %970, %63, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %989 = stablehlo.transpose %988, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %990 = stablehlo.dot_general %970, %arg44, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %991 = stablehlo.add %984, %990 : tensor<8x16x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %992 = stablehlo.reduce(%991 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %993 = stablehlo.reshape %992 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %994 = stablehlo.reshape %993 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %995 = stablehlo.multiply %49, %991 : tensor<8x16x64xf32>
    %996 = stablehlo.multiply %991, %59 : tensor<8x16x64xf32>
    %997 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %998 = stablehlo.multiply %997, %995 : tensor<8x16x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %999 = stablehlo.reduce(%998 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.reshape %999 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1001 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1002 = stablehlo.multiply %995, %1001 : tensor<8x16x64xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.reduce(%1002 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1004 = stablehlo.reshape %1003 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1005 = stablehlo.reshape %1000 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1006 = stablehlo.multiply %1004, %55 : tensor<8x16x1xf32>
    %1007 = stablehlo.negate %996 : tensor<8x16x64xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1008 = stablehlo.reduce(%1007 init: %cst_226) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1009 = stablehlo.reshape %1008 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1010 = stablehlo.reduce(%1006 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1011 = stablehlo.reduce(%1009 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1012 = stablehlo.multiply %1010, %45 : tensor<8x16xf32>
    %1013 = stablehlo.negate %1012 : tensor<8x16xf32>
    %1014 = stablehlo.multiply %1013, %32 : tensor<8x16xf32>
    %1015 = stablehlo.add %1011, %1014 : tensor<8x16xf32>
    %cst_229 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1017 = stablehlo.divide %1012, %1016 : tensor<8x16xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_230 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1020 = stablehlo.divide %1015, %1019 : tensor<8x16xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1022 = stablehlo.add %996, %1021 : tensor<8x16x64xf32>
    %1023 = stablehlo.multiply %1018, %23 : tensor<8x16x64xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<8x16x64xf32>
    %1025 = call @_take_5(%19#1, %1024) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %1027 = stablehlo.multiply %1024, %1026 : tensor<8x16x64xf32>
    %1028 = call @_take_6(%14#1, %1027) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %1029 = stablehlo.add %848, %1028 : tensor<256x64xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<1x256xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1034 = stablehlo.multiply %1033, %arg51 : tensor<1x256xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<1x256xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1037 = stablehlo.multiply %1036, %844 : tensor<66x64xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1039 = stablehlo.multiply %1038, %arg52 : tensor<66x64xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<66x64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1042 = stablehlo.multiply %1041, %813 : tensor<64xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1044 = stablehlo.multiply %1043, %arg53 : tensor<64xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<64xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1047 = stablehlo.multiply %1046, %824 : tensor<64xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1049 = stablehlo.multiply %1048, %arg54 : tensor<64xf32>
    %1050 = stablehlo.add %1047, %1049 : tensor<64xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1052 = stablehlo.multiply %1051, %713 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1054 = stablehlo.multiply %1053, %arg55 : tensor<64xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<64xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1057 = stablehlo.multiply %1056, %715 : tensor<64x64xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1059 = stablehlo.multiply %1058, %arg56 : tensor<64x64xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<64x64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %675 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %arg57 : tensor<64xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1067 = stablehlo.multiply %1066, %677 : tensor<64x64xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1069 = stablehlo.multiply %1068, %arg58 : tensor<64x64xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<64x64xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %720 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1074 = stablehlo.multiply %1073, %arg59 : tensor<64xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1077 = stablehlo.multiply %1076, %722 : tensor<64x64xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1079 = stablehlo.multiply %1078, %arg60 : tensor<64x64xf32>
    %1080 = stablehlo.add %1077, %1079 : tensor<64x64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.multiply %1081, %707 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1084 = stablehlo.multiply %1083, %arg61 : tensor<64xf32>
    %1085 = stablehlo.add %1082, %1084 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1087 = stablehlo.multiply %1086, %709 : tensor<64x64xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1089 = stablehlo.multiply %1088, %arg62 : tensor<64x64xf32>
    %1090 = stablehlo.add %1087, %1089 : tensor<64x64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1092 = stablehlo.multiply %1091, %642 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1094 = stablehlo.multiply %1093, %arg63 : tensor<64xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1097 = stablehlo.multiply %1096, %653 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1099 = stablehlo.multiply %1098, %arg64 : tensor<64xf32>
    %1100 = stablehlo.add %1097, %1099 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1102 = stablehlo.multiply %1101, %635 : tensor<128xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1104 = stablehlo.multiply %1103, %arg65 : tensor<128xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<128xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1107 = stablehlo.multiply %1106, %637 : tensor<64x128xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1109 = stablehlo.multiply %1108, %arg66 : tensor<64x128xf32>
    %1110 = stablehlo.add %1107, %1109 : tensor<64x128xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1112 = stablehlo.multiply %1111, %618 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1114 = stablehlo.multiply %1113, %arg67 : tensor<64xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1117 = stablehlo.multiply %1116, %620 : tensor<128x64xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1119 = stablehlo.multiply %1118, %arg68 : tensor<128x64xf32>
    %1120 = stablehlo.add %1117, %1119 : tensor<128x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1122 = stablehlo.multiply %1121, %585 : tensor<64xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1124 = stablehlo.multiply %1123, %arg69 : tensor<64xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<64xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1127 = stablehlo.multiply %1126, %596 : tensor<64xf32>
    %cst_272 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1129 = stablehlo.multiply %1128, %arg70 : tensor<64xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1132 = stablehlo.multiply %1131, %799 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1134 = stablehlo.multiply %1133, %arg71 : tensor<64xf32>
    %1135 = stablehlo.add %1132, %1134 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1137 = stablehlo.multiply %1136, %801 : tensor<64x64xf32>
    %cst_276 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1139 = stablehlo.multiply %1138, %arg72 : tensor<64x64xf32>
    %1140 = stablehlo.add %1137, %1139 : tensor<64x64xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1142 = stablehlo.multiply %1141, %760 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1144 = stablehlo.multiply %1143, %arg73 : tensor<64xf32>
    %1145 = stablehlo.add %1142, %1144 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1147 = stablehlo.multiply %1146, %762 : tensor<64x64xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1149 = stablehlo.multiply %1148, %arg74 : tensor<64x64xf32>
    %1150 = stablehlo.add %1147, %1149 : tensor<64x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1152 = stablehlo.multiply %1151, %806 : tensor<64xf32>
    %cst_282 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1154 = stablehlo.multiply %1153, %arg75 : tensor<64xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1157 = stablehlo.multiply %1156, %808 : tensor<64x64xf32>
    %cst_284 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1159 = stablehlo.multiply %1158, %arg76 : tensor<64x64xf32>
    %1160 = stablehlo.add %1157, %1159 : tensor<64x64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1162 = stablehlo.multiply %1161, %792 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1164 = stablehlo.multiply %1163, %arg77 : tensor<64xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<64xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1167 = stablehlo.multiply %1166, %794 : tensor<64x64xf32>
    %cst_288 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1169 = stablehlo.multiply %1168, %arg78 : tensor<64x64xf32>
    %1170 = stablehlo.add %1167, %1169 : tensor<64x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1172 = stablehlo.multiply %1171, %727 : tensor<64xf32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1174 = stablehlo.multiply %1173, %arg79 : tensor<64xf32>
    %1175 = stablehlo.add %1172, %1174 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1177 = stablehlo.multiply %1176, %738 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1179 = stablehlo.multiply %1178, %arg80 : tensor<64xf32>
    %1180 = stablehlo.add %1177, %1179 : tensor<64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1182 = stablehlo.multiply %1181, %1025 : tensor<66x64xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1184 = stablehlo.multiply %1183, %arg81 : tensor<66x64xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<66x64xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1187 = stablehlo.multiply %1186, %994 : tensor<64xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1189 = stablehlo.multiply %1188, %arg82 : tensor<64xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<64xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1192 = stablehlo.multiply %1191, %1005 : tensor<64xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1194 = stablehlo.multiply %1193, %arg83 : tensor<64xf32>
    %1195 = stablehlo.add %1192, %1194 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1197 = stablehlo.multiply %1196, %901 : tensor<128xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1199 = stablehlo.multiply %1198, %arg84 : tensor<128xf32>
    %1200 = stablehlo.add %1197, %1199 : tensor<128xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1202 = stablehlo.multiply %1201, %903 : tensor<64x128xf32>
    %cst_302 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1204 = stablehlo.multiply %1203, %arg85 : tensor<64x128xf32>
    %1205 = stablehlo.add %1202, %1204 : tensor<64x128xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1207 = stablehlo.multiply %1206, %884 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1209 = stablehlo.multiply %1208, %arg86 : tensor<64xf32>
    %1210 = stablehlo.add %1207, %1209 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1212 = stablehlo.multiply %1211, %886 : tensor<128x64xf32>
    %cst_306 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1214 = stablehlo.multiply %1213, %arg87 : tensor<128x64xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<128x64xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1217 = stablehlo.multiply %1216, %851 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1219 = stablehlo.multiply %1218, %arg88 : tensor<64xf32>
    %1220 = stablehlo.add %1217, %1219 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1222 = stablehlo.multiply %1221, %862 : tensor<64xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1224 = stablehlo.multiply %1223, %arg89 : tensor<64xf32>
    %1225 = stablehlo.add %1222, %1224 : tensor<64xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1227 = stablehlo.multiply %1226, %980 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1229 = stablehlo.multiply %1228, %arg90 : tensor<64xf32>
    %1230 = stablehlo.add %1227, %1229 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1232 = stablehlo.multiply %1231, %982 : tensor<64x64xf32>
    %cst_314 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1234 = stablehlo.multiply %1233, %arg91 : tensor<64x64xf32>
    %1235 = stablehlo.add %1232, %1234 : tensor<64x64xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1237 = stablehlo.multiply %1236, %941 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1239 = stablehlo.multiply %1238, %arg92 : tensor<64xf32>
    %1240 = stablehlo.add %1237, %1239 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1242 = stablehlo.multiply %1241, %943 : tensor<64x64xf32>
    %cst_318 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1244 = stablehlo.multiply %1243, %arg93 : tensor<64x64xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<64x64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1247 = stablehlo.multiply %1246, %987 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1249 = stablehlo.multiply %1248, %arg94 : tensor<64xf32>
    %1250 = stablehlo.add %1247, %1249 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1252 = stablehlo.multiply %1251, %989 : tensor<64x64xf32>
    %cst_322 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1254 = stablehlo.multiply %1253, %arg95 : tensor<64x64xf32>
    %1255 = stablehlo.add %1252, %1254 : tensor<64x64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1257 = stablehlo.multiply %1256, %973 : tensor<64xf32>
    %cst_324 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1259 = stablehlo.multiply %1258, %arg96 : tensor<64xf32>
    %1260 = stablehlo.add %1257, %1259 : tensor<64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1262 = stablehlo.multiply %1261, %975 : tensor<64x64xf32>
    %cst_326 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1264 = stablehlo.multiply %1263, %arg97 : tensor<64x64xf32>
    %1265 = stablehlo.add %1262, %1264 : tensor<64x64xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1267 = stablehlo.multiply %1266, %908 : tensor<64xf32>
    %cst_328 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1269 = stablehlo.multiply %1268, %arg98 : tensor<64xf32>
    %1270 = stablehlo.add %1267, %1269 : tensor<64xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1272 = stablehlo.multiply %1271, %919 : tensor<64xf32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1274 = stablehlo.multiply %1273, %arg99 : tensor<64xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<64xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1277 = stablehlo.multiply %1276, %1029 : tensor<256x64xf32>
    %cst_332 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1279 = stablehlo.multiply %1278, %arg100 : tensor<256x64xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<256x64xf32>
    %1281 = stablehlo.multiply %1030, %1030 : tensor<1x256xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1283 = stablehlo.multiply %1282, %1281 : tensor<1x256xf32>
    %cst_334 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1285 = stablehlo.multiply %1284, %arg101 : tensor<1x256xf32>
    %1286 = stablehlo.add %1283, %1285 : tensor<1x256xf32>
    %1287 = stablehlo.multiply %844, %844 : tensor<66x64xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1289 = stablehlo.multiply %1288, %1287 : tensor<66x64xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1291 = stablehlo.multiply %1290, %arg102 : tensor<66x64xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<66x64xf32>
    %1293 = stablehlo.multiply %813, %813 : tensor<64xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1295 = stablehlo.multiply %1294, %1293 : tensor<64xf32>
    %cst_338 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1297 = stablehlo.multiply %1296, %arg103 : tensor<64xf32>
    %1298 = stablehlo.add %1295, %1297 : tensor<64xf32>
    %1299 = stablehlo.multiply %824, %824 : tensor<64xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1301 = stablehlo.multiply %1300, %1299 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1303 = stablehlo.multiply %1302, %arg104 : tensor<64xf32>
    %1304 = stablehlo.add %1301, %1303 : tensor<64xf32>
    %1305 = stablehlo.multiply %713, %713 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1307 = stablehlo.multiply %1306, %1305 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1309 = stablehlo.multiply %1308, %arg105 : tensor<64xf32>
    %1310 = stablehlo.add %1307, %1309 : tensor<64xf32>
    %1311 = stablehlo.multiply %715, %715 : tensor<64x64xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1313 = stablehlo.multiply %1312, %1311 : tensor<64x64xf32>
    %cst_344 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1315 = stablehlo.multiply %1314, %arg106 : tensor<64x64xf32>
    %1316 = stablehlo.add %1313, %1315 : tensor<64x64xf32>
    %1317 = stablehlo.multiply %675, %675 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1319 = stablehlo.multiply %1318, %1317 : tensor<64xf32>
    %cst_346 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1321 = stablehlo.multiply %1320, %arg107 : tensor<64xf32>
    %1322 = stablehlo.add %1319, %1321 : tensor<64xf32>
    %1323 = stablehlo.multiply %677, %677 : tensor<64x64xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1325 = stablehlo.multiply %1324, %1323 : tensor<64x64xf32>
    %cst_348 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1327 = stablehlo.multiply %1326, %arg108 : tensor<64x64xf32>
    %1328 = stablehlo.add %1325, %1327 : tensor<64x64xf32>
    %1329 = stablehlo.multiply %720, %720 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1331 = stablehlo.multiply %1330, %1329 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1333 = stablehlo.multiply %1332, %arg109 : tensor<64xf32>
    %1334 = stablehlo.add %1331, %1333 : tensor<64xf32>
    %1335 = stablehlo.multiply %722, %722 : tensor<64x64xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1337 = stablehlo.multiply %1336, %1335 : tensor<64x64xf32>
    %cst_352 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1339 = stablehlo.multiply %1338, %arg110 : tensor<64x64xf32>
    %1340 = stablehlo.add %1337, %1339 : tensor<64x64xf32>
    %1341 = stablehlo.multiply %707, %707 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1343 = stablehlo.multiply %1342, %1341 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1345 = stablehlo.multiply %1344, %arg111 : tensor<64xf32>
    %1346 = stablehlo.add %1343, %1345 : tensor<64xf32>
    %1347 = stablehlo.multiply %709, %709 : tensor<64x64xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1349 = stablehlo.multiply %1348, %1347 : tensor<64x64xf32>
    %cst_356 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1351 = stablehlo.multiply %1350, %arg112 : tensor<64x64xf32>
    %1352 = stablehlo.add %1349, %1351 : tensor<64x64xf32>
    %1353 = stablehlo.multiply %642, %642 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1355 = stablehlo.multiply %1354, %1353 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1357 = stablehlo.multiply %1356, %arg113 : tensor<64xf32>
    %1358 = stablehlo.add %1355, %1357 : tensor<64xf32>
    %1359 = stablehlo.multiply %653, %653 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1361 = stablehlo.multiply %1360, %1359 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1363 = stablehlo.multiply %1362, %arg114 : tensor<64xf32>
    %1364 = stablehlo.add %1361, %1363 : tensor<64xf32>
    %1365 = stablehlo.multiply %635, %635 : tensor<128xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1367 = stablehlo.multiply %1366, %1365 : tensor<128xf32>
    %cst_362 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1369 = stablehlo.multiply %1368, %arg115 : tensor<128xf32>
    %1370 = stablehlo.add %1367, %1369 : tensor<128xf32>
    %1371 = stablehlo.multiply %637, %637 : tensor<64x128xf32>
    %cst_363 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<64x128xf32>
    %cst_364 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1375 = stablehlo.multiply %1374, %arg116 : tensor<64x128xf32>
    %1376 = stablehlo.add %1373, %1375 : tensor<64x128xf32>
    %1377 = stablehlo.multiply %618, %618 : tensor<64xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1379 = stablehlo.multiply %1378, %1377 : tensor<64xf32>
    %cst_366 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1381 = stablehlo.multiply %1380, %arg117 : tensor<64xf32>
    %1382 = stablehlo.add %1379, %1381 : tensor<64xf32>
    %1383 = stablehlo.multiply %620, %620 : tensor<128x64xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1385 = stablehlo.multiply %1384, %1383 : tensor<128x64xf32>
    %cst_368 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1387 = stablehlo.multiply %1386, %arg118 : tensor<128x64xf32>
    %1388 = stablehlo.add %1385, %1387 : tensor<128x64xf32>
    %1389 = stablehlo.multiply %585, %585 : tensor<64xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1391 = stablehlo.multiply %1390, %1389 : tensor<64xf32>
    %cst_370 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1393 = stablehlo.multiply %1392, %arg119 : tensor<64xf32>
    %1394 = stablehlo.add %1391, %1393 : tensor<64xf32>
    %1395 = stablehlo.multiply %596, %596 : tensor<64xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1397 = stablehlo.multiply %1396, %1395 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1399 = stablehlo.multiply %1398, %arg120 : tensor<64xf32>
    %1400 = stablehlo.add %1397, %1399 : tensor<64xf32>
    %1401 = stablehlo.multiply %799, %799 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1403 = stablehlo.multiply %1402, %1401 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1405 = stablehlo.multiply %1404, %arg121 : tensor<64xf32>
    %1406 = stablehlo.add %1403, %1405 : tensor<64xf32>
    %1407 = stablehlo.multiply %801, %801 : tensor<64x64xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1409 = stablehlo.multiply %1408, %1407 : tensor<64x64xf32>
    %cst_376 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1411 = stablehlo.multiply %1410, %arg122 : tensor<64x64xf32>
    %1412 = stablehlo.add %1409, %1411 : tensor<64x64xf32>
    %1413 = stablehlo.multiply %760, %760 : tensor<64xf32>
    %cst_377 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1415 = stablehlo.multiply %1414, %1413 : tensor<64xf32>
    %cst_378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1417 = stablehlo.multiply %1416, %arg123 : tensor<64xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<64xf32>
    %1419 = stablehlo.multiply %762, %762 : tensor<64x64xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1420 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1421 = stablehlo.multiply %1420, %1419 : tensor<64x64xf32>
    %cst_380 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1423 = stablehlo.multiply %1422, %arg124 : tensor<64x64xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<64x64xf32>
    %1425 = stablehlo.multiply %806, %806 : tensor<64xf32>
    %cst_381 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1427 = stablehlo.multiply %1426, %1425 : tensor<64xf32>
    %cst_382 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.multiply %1428, %arg125 : tensor<64xf32>
    %1430 = stablehlo.add %1427, %1429 : tensor<64xf32>
    %1431 = stablehlo.multiply %808, %808 : tensor<64x64xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1433 = stablehlo.multiply %1432, %1431 : tensor<64x64xf32>
    %cst_384 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1435 = stablehlo.multiply %1434, %arg126 : tensor<64x64xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<64x64xf32>
    %1437 = stablehlo.multiply %792, %792 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.multiply %1438, %1437 : tensor<64xf32>
    %cst_386 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.multiply %1440, %arg127 : tensor<64xf32>
    %1442 = stablehlo.add %1439, %1441 : tensor<64xf32>
    %1443 = stablehlo.multiply %794, %794 : tensor<64x64xf32>
    %cst_387 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1445 = stablehlo.multiply %1444, %1443 : tensor<64x64xf32>
    %cst_388 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1447 = stablehlo.multiply %1446, %arg128 : tensor<64x64xf32>
    %1448 = stablehlo.add %1445, %1447 : tensor<64x64xf32>
    %1449 = stablehlo.multiply %727, %727 : tensor<64xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1451 = stablehlo.multiply %1450, %1449 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1453 = stablehlo.multiply %1452, %arg129 : tensor<64xf32>
    %1454 = stablehlo.add %1451, %1453 : tensor<64xf32>
    %1455 = stablehlo.multiply %738, %738 : tensor<64xf32>
    %cst_391 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1457 = stablehlo.multiply %1456, %1455 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1459 = stablehlo.multiply %1458, %arg130 : tensor<64xf32>
    %1460 = stablehlo.add %1457, %1459 : tensor<64xf32>
    %1461 = stablehlo.multiply %1025, %1025 : tensor<66x64xf32>
    %cst_393 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1463 = stablehlo.multiply %1462, %1461 : tensor<66x64xf32>
    %cst_394 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1465 = stablehlo.multiply %1464, %arg131 : tensor<66x64xf32>
    %1466 = stablehlo.add %1463, %1465 : tensor<66x64xf32>
    %1467 = stablehlo.multiply %994, %994 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1469 = stablehlo.multiply %1468, %1467 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1471 = stablehlo.multiply %1470, %arg132 : tensor<64xf32>
    %1472 = stablehlo.add %1469, %1471 : tensor<64xf32>
    %1473 = stablehlo.multiply %1005, %1005 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1475 = stablehlo.multiply %1474, %1473 : tensor<64xf32>
    %cst_398 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1477 = stablehlo.multiply %1476, %arg133 : tensor<64xf32>
    %1478 = stablehlo.add %1475, %1477 : tensor<64xf32>
    %1479 = stablehlo.multiply %901, %901 : tensor<128xf32>
    %cst_399 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1481 = stablehlo.multiply %1480, %1479 : tensor<128xf32>
    %cst_400 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1483 = stablehlo.multiply %1482, %arg134 : tensor<128xf32>
    %1484 = stablehlo.add %1481, %1483 : tensor<128xf32>
    %1485 = stablehlo.multiply %903, %903 : tensor<64x128xf32>
    %cst_401 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1487 = stablehlo.multiply %1486, %1485 : tensor<64x128xf32>
    %cst_402 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1489 = stablehlo.multiply %1488, %arg135 : tensor<64x128xf32>
    %1490 = stablehlo.add %1487, %1489 : tensor<64x128xf32>
    %1491 = stablehlo.multiply %884, %884 : tensor<64xf32>
    %cst_403 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1493 = stablehlo.multiply %1492, %1491 : tensor<64xf32>
    %cst_404 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1495 = stablehlo.multiply %1494, %arg136 : tensor<64xf32>
    %1496 = stablehlo.add %1493, %1495 : tensor<64xf32>
    %1497 = stablehlo.multiply %886, %886 : tensor<128x64xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1499 = stablehlo.multiply %1498, %1497 : tensor<128x64xf32>
    %cst_406 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1501 = stablehlo.multiply %1500, %arg137 : tensor<128x64xf32>
    %1502 = stablehlo.add %1499, %1501 : tensor<128x64xf32>
    %1503 = stablehlo.multiply %851, %851 : tensor<64xf32>
    %cst_407 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1505 = stablehlo.multiply %1504, %1503 : tensor<64xf32>
    %cst_408 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1507 = stablehlo.multiply %1506, %arg138 : tensor<64xf32>
    %1508 = stablehlo.add %1505, %1507 : tensor<64xf32>
    %1509 = stablehlo.multiply %862, %862 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1511 = stablehlo.multiply %1510, %1509 : tensor<64xf32>
    %cst_410 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1513 = stablehlo.multiply %1512, %arg139 : tensor<64xf32>
    %1514 = stablehlo.add %1511, %1513 : tensor<64xf32>
    %1515 = stablehlo.multiply %980, %980 : tensor<64xf32>
    %cst_411 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1517 = stablehlo.multiply %1516, %1515 : tensor<64xf32>
    %cst_412 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1519 = stablehlo.multiply %1518, %arg140 : tensor<64xf32>
    %1520 = stablehlo.add %1517, %1519 : tensor<64xf32>
    %1521 = stablehlo.multiply %982, %982 : tensor<64x64xf32>
    %cst_413 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1523 = stablehlo.multiply %1522, %1521 : tensor<64x64xf32>
    %cst_414 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1525 = stablehlo.multiply %1524, %arg141 : tensor<64x64xf32>
    %1526 = stablehlo.add %1523, %1525 : tensor<64x64xf32>
    %1527 = stablehlo.multiply %941, %941 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1529 = stablehlo.multiply %1528, %1527 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1531 = stablehlo.multiply %1530, %arg142 : tensor<64xf32>
    %1532 = stablehlo.add %1529, %1531 : tensor<64xf32>
    %1533 = stablehlo.multiply %943, %943 : tensor<64x64xf32>
    %cst_417 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1535 = stablehlo.multiply %1534, %1533 : tensor<64x64xf32>
    %cst_418 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1537 = stablehlo.multiply %1536, %arg143 : tensor<64x64xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<64x64xf32>
    %1539 = stablehlo.multiply %987, %987 : tensor<64xf32>
    %cst_419 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1541 = stablehlo.multiply %1540, %1539 : tensor<64xf32>
    %cst_420 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1543 = stablehlo.multiply %1542, %arg144 : tensor<64xf32>
    %1544 = stablehlo.add %1541, %1543 : tensor<64xf32>
    %1545 = stablehlo.multiply %989, %989 : tensor<64x64xf32>
    %cst_421 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1547 = stablehlo.multiply %1546, %1545 : tensor<64x64xf32>
    %cst_422 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1549 = stablehlo.multiply %1548, %arg145 : tensor<64x64xf32>
    %1550 = stablehlo.add %1547, %1549 : tensor<64x64xf32>
    %1551 = stablehlo.multiply %973, %973 : tensor<64xf32>
    %cst_423 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1553 = stablehlo.multiply %1552, %1551 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1555 = stablehlo.multiply %1554, %arg146 : tensor<64xf32>
    %1556 = stablehlo.add %1553, %1555 : tensor<64xf32>
    %1557 = stablehlo.multiply %975, %975 : tensor<64x64xf32>
    %cst_425 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1559 = stablehlo.multiply %1558, %1557 : tensor<64x64xf32>
    %cst_426 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1561 = stablehlo.multiply %1560, %arg147 : tensor<64x64xf32>
    %1562 = stablehlo.add %1559, %1561 : tensor<64x64xf32>
    %1563 = stablehlo.multiply %908, %908 : tensor<64xf32>
    %cst_427 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1565 = stablehlo.multiply %1564, %1563 : tensor<64xf32>
    %cst_428 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1567 = stablehlo.multiply %1566, %arg148 : tensor<64xf32>
    %1568 = stablehlo.add %1565, %1567 : tensor<64xf32>
    %1569 = stablehlo.multiply %919, %919 : tensor<64xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1571 = stablehlo.multiply %1570, %1569 : tensor<64xf32>
    %cst_430 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1573 = stablehlo.multiply %1572, %arg149 : tensor<64xf32>
    %1574 = stablehlo.add %1571, %1573 : tensor<64xf32>
    %1575 = stablehlo.multiply %1029, %1029 : tensor<256x64xf32>
    %cst_431 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1577 = stablehlo.multiply %1576, %1575 : tensor<256x64xf32>
    %cst_432 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1579 = stablehlo.multiply %1578, %arg150 : tensor<256x64xf32>
    %1580 = stablehlo.add %1577, %1579 : tensor<256x64xf32>
    %c_433 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1581 = stablehlo.compare LT, %arg50, %c_433, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_434 = stablehlo.constant dense<1> : tensor<i32>
    %1582 = stablehlo.add %arg50, %c_434 : tensor<i32>
    %c_435 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1583 = call @_where_7(%1581, %1582, %c_435) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_436 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1584 = stablehlo.convert %1583 : (tensor<i32>) -> tensor<f32>
    %1585 = stablehlo.power %cst_436, %1584 : tensor<f32>
    %cst_437 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1586 = stablehlo.subtract %cst_437, %1585 : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1588 = stablehlo.divide %1035, %1587 : tensor<1x256xf32>
    %1589 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1590 = stablehlo.divide %1040, %1589 : tensor<66x64xf32>
    %1591 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1592 = stablehlo.divide %1045, %1591 : tensor<64xf32>
    %1593 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1594 = stablehlo.divide %1050, %1593 : tensor<64xf32>
    %1595 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1596 = stablehlo.divide %1055, %1595 : tensor<64xf32>
    %1597 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1598 = stablehlo.divide %1060, %1597 : tensor<64x64xf32>
    %1599 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1600 = stablehlo.divide %1065, %1599 : tensor<64xf32>
    %1601 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1602 = stablehlo.divide %1070, %1601 : tensor<64x64xf32>
    %1603 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1604 = stablehlo.divide %1075, %1603 : tensor<64xf32>
    %1605 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1606 = stablehlo.divide %1080, %1605 : tensor<64x64xf32>
    %1607 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1608 = stablehlo.divide %1085, %1607 : tensor<64xf32>
    %1609 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1610 = stablehlo.divide %1090, %1609 : tensor<64x64xf32>
    %1611 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1612 = stablehlo.divide %1095, %1611 : tensor<64xf32>
    %1613 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1614 = stablehlo.divide %1100, %1613 : tensor<64xf32>
    %1615 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1616 = stablehlo.divide %1105, %1615 : tensor<128xf32>
    %1617 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1618 = stablehlo.divide %1110, %1617 : tensor<64x128xf32>
    %1619 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1620 = stablehlo.divide %1115, %1619 : tensor<64xf32>
    %1621 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1622 = stablehlo.divide %1120, %1621 : tensor<128x64xf32>
    %1623 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1624 = stablehlo.divide %1125, %1623 : tensor<64xf32>
    %1625 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1626 = stablehlo.divide %1130, %1625 : tensor<64xf32>
    %1627 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1628 = stablehlo.divide %1135, %1627 : tensor<64xf32>
    %1629 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1630 = stablehlo.divide %1140, %1629 : tensor<64x64xf32>
    %1631 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1632 = stablehlo.divide %1145, %1631 : tensor<64xf32>
    %1633 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1634 = stablehlo.divide %1150, %1633 : tensor<64x64xf32>
    %1635 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1636 = stablehlo.divide %1155, %1635 : tensor<64xf32>
    %1637 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1638 = stablehlo.divide %1160, %1637 : tensor<64x64xf32>
    %1639 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1640 = stablehlo.divide %1165, %1639 : tensor<64xf32>
    %1641 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1642 = stablehlo.divide %1170, %1641 : tensor<64x64xf32>
    %1643 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1644 = stablehlo.divide %1175, %1643 : tensor<64xf32>
    %1645 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1646 = stablehlo.divide %1180, %1645 : tensor<64xf32>
    %1647 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1648 = stablehlo.divide %1185, %1647 : tensor<66x64xf32>
    %1649 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1650 = stablehlo.divide %1190, %1649 : tensor<64xf32>
    %1651 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1652 = stablehlo.divide %1195, %1651 : tensor<64xf32>
    %1653 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1654 = stablehlo.divide %1200, %1653 : tensor<128xf32>
    %1655 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1656 = stablehlo.divide %1205, %1655 : tensor<64x128xf32>
    %1657 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1658 = stablehlo.divide %1210, %1657 : tensor<64xf32>
    %1659 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1660 = stablehlo.divide %1215, %1659 : tensor<128x64xf32>
    %1661 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1662 = stablehlo.divide %1220, %1661 : tensor<64xf32>
    %1663 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1664 = stablehlo.divide %1225, %1663 : tensor<64xf32>
    %1665 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1666 = stablehlo.divide %1230, %1665 : tensor<64xf32>
    %1667 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1668 = stablehlo.divide %1235, %1667 : tensor<64x64xf32>
    %1669 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1670 = stablehlo.divide %1240, %1669 : tensor<64xf32>
    %1671 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1672 = stablehlo.divide %1245, %1671 : tensor<64x64xf32>
    %1673 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1674 = stablehlo.divide %1250, %1673 : tensor<64xf32>
    %1675 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1676 = stablehlo.divide %1255, %1675 : tensor<64x64xf32>
    %1677 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1678 = stablehlo.divide %1260, %1677 : tensor<64xf32>
    %1679 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1680 = stablehlo.divide %1265, %1679 : tensor<64x64xf32>
    %1681 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1682 = stablehlo.divide %1270, %1681 : tensor<64xf32>
    %1683 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1684 = stablehlo.divide %1275, %1683 : tensor<64xf32>
    %1685 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1686 = stablehlo.divide %1280, %1685 : tensor<256x64xf32>
    %cst_438 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1687 = stablehlo.convert %1583 : (tensor<i32>) -> tensor<f32>
    %1688 = stablehlo.power %cst_438, %1687 : tensor<f32>
    %cst_439 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1689 = stablehlo.subtract %cst_439, %1688 : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1691 = stablehlo.divide %1286, %1690 : tensor<1x256xf32>
    %1692 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1693 = stablehlo.divide %1292, %1692 : tensor<66x64xf32>
    %1694 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1695 = stablehlo.divide %1298, %1694 : tensor<64xf32>
    %1696 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1697 = stablehlo.divide %1304, %1696 : tensor<64xf32>
    %1698 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1699 = stablehlo.divide %1310, %1698 : tensor<64xf32>
    %1700 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1701 = stablehlo.divide %1316, %1700 : tensor<64x64xf32>
    %1702 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1703 = stablehlo.divide %1322, %1702 : tensor<64xf32>
    %1704 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1705 = stablehlo.divide %1328, %1704 : tensor<64x64xf32>
    %1706 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1707 = stablehlo.divide %1334, %1706 : tensor<64xf32>
    %1708 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1709 = stablehlo.divide %1340, %1708 : tensor<64x64xf32>
    %1710 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1711 = stablehlo.divide %1346, %1710 : tensor<64xf32>
    %1712 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1713 = stablehlo.divide %1352, %1712 : tensor<64x64xf32>
    %1714 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1715 = stablehlo.divide %1358, %1714 : tensor<64xf32>
    %1716 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1717 = stablehlo.divide %1364, %1716 : tensor<64xf32>
    %1718 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1719 = stablehlo.divide %1370, %1718 : tensor<128xf32>
    %1720 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1721 = stablehlo.divide %1376, %1720 : tensor<64x128xf32>
    %1722 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1723 = stablehlo.divide %1382, %1722 : tensor<64xf32>
    %1724 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1725 = stablehlo.divide %1388, %1724 : tensor<128x64xf32>
    %1726 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1727 = stablehlo.divide %1394, %1726 : tensor<64xf32>
    %1728 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1729 = stablehlo.divide %1400, %1728 : tensor<64xf32>
    %1730 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1731 = stablehlo.divide %1406, %1730 : tensor<64xf32>
    %1732 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1733 = stablehlo.divide %1412, %1732 : tensor<64x64xf32>
    %1734 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1735 = stablehlo.divide %1418, %1734 : tensor<64xf32>
    %1736 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1737 = stablehlo.divide %1424, %1736 : tensor<64x64xf32>
    %1738 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1739 = stablehlo.divide %1430, %1738 : tensor<64xf32>
    %1740 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1741 = stablehlo.divide %1436, %1740 : tensor<64x64xf32>
    %1742 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1743 = stablehlo.divide %1442, %1742 : tensor<64xf32>
    %1744 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1745 = stablehlo.divide %1448, %1744 : tensor<64x64xf32>
    %1746 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1747 = stablehlo.divide %1454, %1746 : tensor<64xf32>
    %1748 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1749 = stablehlo.divide %1460, %1748 : tensor<64xf32>
    %1750 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1751 = stablehlo.divide %1466, %1750 : tensor<66x64xf32>
    %1752 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1753 = stablehlo.divide %1472, %1752 : tensor<64xf32>
    %1754 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1755 = stablehlo.divide %1478, %1754 : tensor<64xf32>
    %1756 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1757 = stablehlo.divide %1484, %1756 : tensor<128xf32>
    %1758 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1759 = stablehlo.divide %1490, %1758 : tensor<64x128xf32>
    %1760 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1761 = stablehlo.divide %1496, %1760 : tensor<64xf32>
    %1762 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1763 = stablehlo.divide %1502, %1762 : tensor<128x64xf32>
    %1764 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1765 = stablehlo.divide %1508, %1764 : tensor<64xf32>
    %1766 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1767 = stablehlo.divide %1514, %1766 : tensor<64xf32>
    %1768 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1769 = stablehlo.divide %1520, %1768 : tensor<64xf32>
    %1770 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1771 = stablehlo.divide %1526, %1770 : tensor<64x64xf32>
    %1772 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1773 = stablehlo.divide %1532, %1772 : tensor<64xf32>
    %1774 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1775 = stablehlo.divide %1538, %1774 : tensor<64x64xf32>
    %1776 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1777 = stablehlo.divide %1544, %1776 : tensor<64xf32>
    %1778 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1779 = stablehlo.divide %1550, %1778 : tensor<64x64xf32>
    %1780 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1781 = stablehlo.divide %1556, %1780 : tensor<64xf32>
    %1782 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1783 = stablehlo.divide %1562, %1782 : tensor<64x64xf32>
    %1784 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1785 = stablehlo.divide %1568, %1784 : tensor<64xf32>
    %1786 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1787 = stablehlo.divide %1574, %1786 : tensor<64xf32>
    %1788 = stablehlo.broadcast_in_dim %1689, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1789 = stablehlo.divide %1580, %1788 : tensor<256x64xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1790 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1791 = stablehlo.add %1691, %1790 : tensor<1x256xf32>
    %1792 = stablehlo.sqrt %1791 : tensor<1x256xf32>
    %cst_441 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %1794 = stablehlo.add %1792, %1793 : tensor<1x256xf32>
    %1795 = stablehlo.divide %1588, %1794 : tensor<1x256xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1797 = stablehlo.add %1693, %1796 : tensor<66x64xf32>
    %1798 = stablehlo.sqrt %1797 : tensor<66x64xf32>
    %cst_443 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1800 = stablehlo.add %1798, %1799 : tensor<66x64xf32>
    %1801 = stablehlo.divide %1590, %1800 : tensor<66x64xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1802 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1803 = stablehlo.add %1695, %1802 : tensor<64xf32>
    %1804 = stablehlo.sqrt %1803 : tensor<64xf32>
    %cst_445 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1806 = stablehlo.add %1804, %1805 : tensor<64xf32>
    %1807 = stablehlo.divide %1592, %1806 : tensor<64xf32>
    %cst_446 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1808 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1809 = stablehlo.add %1697, %1808 : tensor<64xf32>
    %1810 = stablehlo.sqrt %1809 : tensor<64xf32>
    %cst_447 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1812 = stablehlo.add %1810, %1811 : tensor<64xf32>
    %1813 = stablehlo.divide %1594, %1812 : tensor<64xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1814 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1815 = stablehlo.add %1699, %1814 : tensor<64xf32>
    %1816 = stablehlo.sqrt %1815 : tensor<64xf32>
    %cst_449 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1817 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1818 = stablehlo.add %1816, %1817 : tensor<64xf32>
    %1819 = stablehlo.divide %1596, %1818 : tensor<64xf32>
    %cst_450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1820 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1821 = stablehlo.add %1701, %1820 : tensor<64x64xf32>
    %1822 = stablehlo.sqrt %1821 : tensor<64x64xf32>
    %cst_451 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1824 = stablehlo.add %1822, %1823 : tensor<64x64xf32>
    %1825 = stablehlo.divide %1598, %1824 : tensor<64x64xf32>
    %cst_452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1826 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1827 = stablehlo.add %1703, %1826 : tensor<64xf32>
    %1828 = stablehlo.sqrt %1827 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1830 = stablehlo.add %1828, %1829 : tensor<64xf32>
    %1831 = stablehlo.divide %1600, %1830 : tensor<64xf32>
    %cst_454 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1832 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1833 = stablehlo.add %1705, %1832 : tensor<64x64xf32>
    %1834 = stablehlo.sqrt %1833 : tensor<64x64xf32>
    %cst_455 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1836 = stablehlo.add %1834, %1835 : tensor<64x64xf32>
    %1837 = stablehlo.divide %1602, %1836 : tensor<64x64xf32>
    %cst_456 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1838 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1839 = stablehlo.add %1707, %1838 : tensor<64xf32>
    %1840 = stablehlo.sqrt %1839 : tensor<64xf32>
    %cst_457 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1842 = stablehlo.add %1840, %1841 : tensor<64xf32>
    %1843 = stablehlo.divide %1604, %1842 : tensor<64xf32>
    %cst_458 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1844 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1845 = stablehlo.add %1709, %1844 : tensor<64x64xf32>
    %1846 = stablehlo.sqrt %1845 : tensor<64x64xf32>
    %cst_459 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1847 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1848 = stablehlo.add %1846, %1847 : tensor<64x64xf32>
    %1849 = stablehlo.divide %1606, %1848 : tensor<64x64xf32>
    %cst_460 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1850 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1851 = stablehlo.add %1711, %1850 : tensor<64xf32>
    %1852 = stablehlo.sqrt %1851 : tensor<64xf32>
    %cst_461 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1854 = stablehlo.add %1852, %1853 : tensor<64xf32>
    %1855 = stablehlo.divide %1608, %1854 : tensor<64xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1856 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1857 = stablehlo.add %1713, %1856 : tensor<64x64xf32>
    %1858 = stablehlo.sqrt %1857 : tensor<64x64xf32>
    %cst_463 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1859 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1860 = stablehlo.add %1858, %1859 : tensor<64x64xf32>
    %1861 = stablehlo.divide %1610, %1860 : tensor<64x64xf32>
    %cst_464 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1862 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1863 = stablehlo.add %1715, %1862 : tensor<64xf32>
    %1864 = stablehlo.sqrt %1863 : tensor<64xf32>
    %cst_465 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1865 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1866 = stablehlo.add %1864, %1865 : tensor<64xf32>
    %1867 = stablehlo.divide %1612, %1866 : tensor<64xf32>
    %cst_466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1869 = stablehlo.add %1717, %1868 : tensor<64xf32>
    %1870 = stablehlo.sqrt %1869 : tensor<64xf32>
    %cst_467 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1872 = stablehlo.add %1870, %1871 : tensor<64xf32>
    %1873 = stablehlo.divide %1614, %1872 : tensor<64xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1874 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1875 = stablehlo.add %1719, %1874 : tensor<128xf32>
    %1876 = stablehlo.sqrt %1875 : tensor<128xf32>
    %cst_469 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1877 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1878 = stablehlo.add %1876, %1877 : tensor<128xf32>
    %1879 = stablehlo.divide %1616, %1878 : tensor<128xf32>
    %cst_470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1880 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1881 = stablehlo.add %1721, %1880 : tensor<64x128xf32>
    %1882 = stablehlo.sqrt %1881 : tensor<64x128xf32>
    %cst_471 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1883 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1884 = stablehlo.add %1882, %1883 : tensor<64x128xf32>
    %1885 = stablehlo.divide %1618, %1884 : tensor<64x128xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1887 = stablehlo.add %1723, %1886 : tensor<64xf32>
    %1888 = stablehlo.sqrt %1887 : tensor<64xf32>
    %cst_473 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1890 = stablehlo.add %1888, %1889 : tensor<64xf32>
    %1891 = stablehlo.divide %1620, %1890 : tensor<64xf32>
    %cst_474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1892 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1893 = stablehlo.add %1725, %1892 : tensor<128x64xf32>
    %1894 = stablehlo.sqrt %1893 : tensor<128x64xf32>
    %cst_475 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1895 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1896 = stablehlo.add %1894, %1895 : tensor<128x64xf32>
    %1897 = stablehlo.divide %1622, %1896 : tensor<128x64xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1898 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1899 = stablehlo.add %1727, %1898 : tensor<64xf32>
    %1900 = stablehlo.sqrt %1899 : tensor<64xf32>
    %cst_477 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1901 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1902 = stablehlo.add %1900, %1901 : tensor<64xf32>
    %1903 = stablehlo.divide %1624, %1902 : tensor<64xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1904 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1905 = stablehlo.add %1729, %1904 : tensor<64xf32>
    %1906 = stablehlo.sqrt %1905 : tensor<64xf32>
    %cst_479 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1907 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1908 = stablehlo.add %1906, %1907 : tensor<64xf32>
    %1909 = stablehlo.divide %1626, %1908 : tensor<64xf32>
    %cst_480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1910 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1911 = stablehlo.add %1731, %1910 : tensor<64xf32>
    %1912 = stablehlo.sqrt %1911 : tensor<64xf32>
    %cst_481 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1913 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1914 = stablehlo.add %1912, %1913 : tensor<64xf32>
    %1915 = stablehlo.divide %1628, %1914 : tensor<64xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1917 = stablehlo.add %1733, %1916 : tensor<64x64xf32>
    %1918 = stablehlo.sqrt %1917 : tensor<64x64xf32>
    %cst_483 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1920 = stablehlo.add %1918, %1919 : tensor<64x64xf32>
    %1921 = stablehlo.divide %1630, %1920 : tensor<64x64xf32>
    %cst_484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1922 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1923 = stablehlo.add %1735, %1922 : tensor<64xf32>
    %1924 = stablehlo.sqrt %1923 : tensor<64xf32>
    %cst_485 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1925 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1926 = stablehlo.add %1924, %1925 : tensor<64xf32>
    %1927 = stablehlo.divide %1632, %1926 : tensor<64xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1929 = stablehlo.add %1737, %1928 : tensor<64x64xf32>
    %1930 = stablehlo.sqrt %1929 : tensor<64x64xf32>
    %cst_487 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1932 = stablehlo.add %1930, %1931 : tensor<64x64xf32>
    %1933 = stablehlo.divide %1634, %1932 : tensor<64x64xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1934 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1935 = stablehlo.add %1739, %1934 : tensor<64xf32>
    %1936 = stablehlo.sqrt %1935 : tensor<64xf32>
    %cst_489 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1937 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1938 = stablehlo.add %1936, %1937 : tensor<64xf32>
    %1939 = stablehlo.divide %1636, %1938 : tensor<64xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1940 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1941 = stablehlo.add %1741, %1940 : tensor<64x64xf32>
    %1942 = stablehlo.sqrt %1941 : tensor<64x64xf32>
    %cst_491 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1943 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<64x64xf32>
    %1945 = stablehlo.divide %1638, %1944 : tensor<64x64xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1947 = stablehlo.add %1743, %1946 : tensor<64xf32>
    %1948 = stablehlo.sqrt %1947 : tensor<64xf32>
    %cst_493 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1949 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1950 = stablehlo.add %1948, %1949 : tensor<64xf32>
    %1951 = stablehlo.divide %1640, %1950 : tensor<64xf32>
    %cst_494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1952 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1953 = stablehlo.add %1745, %1952 : tensor<64x64xf32>
    %1954 = stablehlo.sqrt %1953 : tensor<64x64xf32>
    %cst_495 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1955 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1956 = stablehlo.add %1954, %1955 : tensor<64x64xf32>
    %1957 = stablehlo.divide %1642, %1956 : tensor<64x64xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1958 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1959 = stablehlo.add %1747, %1958 : tensor<64xf32>
    %1960 = stablehlo.sqrt %1959 : tensor<64xf32>
    %cst_497 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1961 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1962 = stablehlo.add %1960, %1961 : tensor<64xf32>
    %1963 = stablehlo.divide %1644, %1962 : tensor<64xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1964 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1965 = stablehlo.add %1749, %1964 : tensor<64xf32>
    %1966 = stablehlo.sqrt %1965 : tensor<64xf32>
    %cst_499 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1967 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1968 = stablehlo.add %1966, %1967 : tensor<64xf32>
    %1969 = stablehlo.divide %1646, %1968 : tensor<64xf32>
    %cst_500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1970 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1971 = stablehlo.add %1751, %1970 : tensor<66x64xf32>
    %1972 = stablehlo.sqrt %1971 : tensor<66x64xf32>
    %cst_501 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1974 = stablehlo.add %1972, %1973 : tensor<66x64xf32>
    %1975 = stablehlo.divide %1648, %1974 : tensor<66x64xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1977 = stablehlo.add %1753, %1976 : tensor<64xf32>
    %1978 = stablehlo.sqrt %1977 : tensor<64xf32>
    %cst_503 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1979 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1980 = stablehlo.add %1978, %1979 : tensor<64xf32>
    %1981 = stablehlo.divide %1650, %1980 : tensor<64xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1982 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1983 = stablehlo.add %1755, %1982 : tensor<64xf32>
    %1984 = stablehlo.sqrt %1983 : tensor<64xf32>
    %cst_505 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1985 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1986 = stablehlo.add %1984, %1985 : tensor<64xf32>
    %1987 = stablehlo.divide %1652, %1986 : tensor<64xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1988 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1989 = stablehlo.add %1757, %1988 : tensor<128xf32>
    %1990 = stablehlo.sqrt %1989 : tensor<128xf32>
    %cst_507 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1992 = stablehlo.add %1990, %1991 : tensor<128xf32>
    %1993 = stablehlo.divide %1654, %1992 : tensor<128xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1994 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1995 = stablehlo.add %1759, %1994 : tensor<64x128xf32>
    %1996 = stablehlo.sqrt %1995 : tensor<64x128xf32>
    %cst_509 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1997 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1998 = stablehlo.add %1996, %1997 : tensor<64x128xf32>
    %1999 = stablehlo.divide %1656, %1998 : tensor<64x128xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2000 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2001 = stablehlo.add %1761, %2000 : tensor<64xf32>
    %2002 = stablehlo.sqrt %2001 : tensor<64xf32>
    %cst_511 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2003 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2004 = stablehlo.add %2002, %2003 : tensor<64xf32>
    %2005 = stablehlo.divide %1658, %2004 : tensor<64xf32>
    %cst_512 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2006 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2007 = stablehlo.add %1763, %2006 : tensor<128x64xf32>
    %2008 = stablehlo.sqrt %2007 : tensor<128x64xf32>
    %cst_513 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2009 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2010 = stablehlo.add %2008, %2009 : tensor<128x64xf32>
    %2011 = stablehlo.divide %1660, %2010 : tensor<128x64xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2012 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2013 = stablehlo.add %1765, %2012 : tensor<64xf32>
    %2014 = stablehlo.sqrt %2013 : tensor<64xf32>
    %cst_515 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2015 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2016 = stablehlo.add %2014, %2015 : tensor<64xf32>
    %2017 = stablehlo.divide %1662, %2016 : tensor<64xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2018 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2019 = stablehlo.add %1767, %2018 : tensor<64xf32>
    %2020 = stablehlo.sqrt %2019 : tensor<64xf32>
    %cst_517 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2022 = stablehlo.add %2020, %2021 : tensor<64xf32>
    %2023 = stablehlo.divide %1664, %2022 : tensor<64xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2024 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2025 = stablehlo.add %1769, %2024 : tensor<64xf32>
    %2026 = stablehlo.sqrt %2025 : tensor<64xf32>
    %cst_519 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2027 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2028 = stablehlo.add %2026, %2027 : tensor<64xf32>
    %2029 = stablehlo.divide %1666, %2028 : tensor<64xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2030 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2031 = stablehlo.add %1771, %2030 : tensor<64x64xf32>
    %2032 = stablehlo.sqrt %2031 : tensor<64x64xf32>
    %cst_521 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2034 = stablehlo.add %2032, %2033 : tensor<64x64xf32>
    %2035 = stablehlo.divide %1668, %2034 : tensor<64x64xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2037 = stablehlo.add %1773, %2036 : tensor<64xf32>
    %2038 = stablehlo.sqrt %2037 : tensor<64xf32>
    %cst_523 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2039 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2040 = stablehlo.add %2038, %2039 : tensor<64xf32>
    %2041 = stablehlo.divide %1670, %2040 : tensor<64xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2042 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2043 = stablehlo.add %1775, %2042 : tensor<64x64xf32>
    %2044 = stablehlo.sqrt %2043 : tensor<64x64xf32>
    %cst_525 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2045 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2046 = stablehlo.add %2044, %2045 : tensor<64x64xf32>
    %2047 = stablehlo.divide %1672, %2046 : tensor<64x64xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2048 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2049 = stablehlo.add %1777, %2048 : tensor<64xf32>
    %2050 = stablehlo.sqrt %2049 : tensor<64xf32>
    %cst_527 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2051 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2052 = stablehlo.add %2050, %2051 : tensor<64xf32>
    %2053 = stablehlo.divide %1674, %2052 : tensor<64xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2054 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2055 = stablehlo.add %1779, %2054 : tensor<64x64xf32>
    %2056 = stablehlo.sqrt %2055 : tensor<64x64xf32>
    %cst_529 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2057 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2058 = stablehlo.add %2056, %2057 : tensor<64x64xf32>
    %2059 = stablehlo.divide %1676, %2058 : tensor<64x64xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2060 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2061 = stablehlo.add %1781, %2060 : tensor<64xf32>
    %2062 = stablehlo.sqrt %2061 : tensor<64xf32>
    %cst_531 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2063 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2064 = stablehlo.add %2062, %2063 : tensor<64xf32>
    %2065 = stablehlo.divide %1678, %2064 : tensor<64xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2066 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2067 = stablehlo.add %1783, %2066 : tensor<64x64xf32>
    %2068 = stablehlo.sqrt %2067 : tensor<64x64xf32>
    %cst_533 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2069 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2070 = stablehlo.add %2068, %2069 : tensor<64x64xf32>
    %2071 = stablehlo.divide %1680, %2070 : tensor<64x64xf32>
    %cst_534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2072 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2073 = stablehlo.add %1785, %2072 : tensor<64xf32>
    %2074 = stablehlo.sqrt %2073 : tensor<64xf32>
    %cst_535 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2075 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2076 = stablehlo.add %2074, %2075 : tensor<64xf32>
    %2077 = stablehlo.divide %1682, %2076 : tensor<64xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2078 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2079 = stablehlo.add %1787, %2078 : tensor<64xf32>
    %2080 = stablehlo.sqrt %2079 : tensor<64xf32>
    %cst_537 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2081 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2082 = stablehlo.add %2080, %2081 : tensor<64xf32>
    %2083 = stablehlo.divide %1684, %2082 : tensor<64xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2084 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2085 = stablehlo.add %1789, %2084 : tensor<256x64xf32>
    %2086 = stablehlo.sqrt %2085 : tensor<256x64xf32>
    %cst_539 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2087 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2088 = stablehlo.add %2086, %2087 : tensor<256x64xf32>
    %2089 = stablehlo.divide %1686, %2088 : tensor<256x64xf32>
    %cst_540 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2090 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %2091 = stablehlo.multiply %2090, %arg0 : tensor<1x256xf32>
    %2092 = stablehlo.add %1795, %2091 : tensor<1x256xf32>
    %cst_541 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2093 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %2094 = stablehlo.multiply %2093, %arg1 : tensor<66x64xf32>
    %2095 = stablehlo.add %1801, %2094 : tensor<66x64xf32>
    %cst_542 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2096 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2097 = stablehlo.multiply %2096, %arg2 : tensor<64xf32>
    %2098 = stablehlo.add %1807, %2097 : tensor<64xf32>
    %cst_543 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2099 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2100 = stablehlo.multiply %2099, %arg3 : tensor<64xf32>
    %2101 = stablehlo.add %1813, %2100 : tensor<64xf32>
    %cst_544 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2102 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2103 = stablehlo.multiply %2102, %arg4 : tensor<64xf32>
    %2104 = stablehlo.add %1819, %2103 : tensor<64xf32>
    %cst_545 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2105 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2106 = stablehlo.multiply %2105, %arg5 : tensor<64x64xf32>
    %2107 = stablehlo.add %1825, %2106 : tensor<64x64xf32>
    %cst_546 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2108 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2109 = stablehlo.multiply %2108, %arg6 : tensor<64xf32>
    %2110 = stablehlo.add %1831, %2109 : tensor<64xf32>
    %cst_547 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2111 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2112 = stablehlo.multiply %2111, %arg7 : tensor<64x64xf32>
    %2113 = stablehlo.add %1837, %2112 : tensor<64x64xf32>
    %cst_548 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2114 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2115 = stablehlo.multiply %2114, %arg8 : tensor<64xf32>
    %2116 = stablehlo.add %1843, %2115 : tensor<64xf32>
    %cst_549 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2117 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2118 = stablehlo.multiply %2117, %arg9 : tensor<64x64xf32>
    %2119 = stablehlo.add %1849, %2118 : tensor<64x64xf32>
    %cst_550 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2120 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2121 = stablehlo.multiply %2120, %arg10 : tensor<64xf32>
    %2122 = stablehlo.add %1855, %2121 : tensor<64xf32>
    %cst_551 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2123 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2124 = stablehlo.multiply %2123, %arg11 : tensor<64x64xf32>
    %2125 = stablehlo.add %1861, %2124 : tensor<64x64xf32>
    %cst_552 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2126 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2127 = stablehlo.multiply %2126, %arg12 : tensor<64xf32>
    %2128 = stablehlo.add %1867, %2127 : tensor<64xf32>
    %cst_553 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2129 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2130 = stablehlo.multiply %2129, %arg13 : tensor<64xf32>
    %2131 = stablehlo.add %1873, %2130 : tensor<64xf32>
    %cst_554 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2132 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2133 = stablehlo.multiply %2132, %arg14 : tensor<128xf32>
    %2134 = stablehlo.add %1879, %2133 : tensor<128xf32>
    %cst_555 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2135 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2136 = stablehlo.multiply %2135, %arg15 : tensor<64x128xf32>
    %2137 = stablehlo.add %1885, %2136 : tensor<64x128xf32>
    %cst_556 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2138 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2139 = stablehlo.multiply %2138, %arg16 : tensor<64xf32>
    %2140 = stablehlo.add %1891, %2139 : tensor<64xf32>
    %cst_557 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2141 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2142 = stablehlo.multiply %2141, %arg17 : tensor<128x64xf32>
    %2143 = stablehlo.add %1897, %2142 : tensor<128x64xf32>
    %cst_558 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2144 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2145 = stablehlo.multiply %2144, %arg18 : tensor<64xf32>
    %2146 = stablehlo.add %1903, %2145 : tensor<64xf32>
    %cst_559 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2147 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2148 = stablehlo.multiply %2147, %arg19 : tensor<64xf32>
    %2149 = stablehlo.add %1909, %2148 : tensor<64xf32>
    %cst_560 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2150 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2151 = stablehlo.multiply %2150, %arg20 : tensor<64xf32>
    %2152 = stablehlo.add %1915, %2151 : tensor<64xf32>
    %cst_561 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2153 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2154 = stablehlo.multiply %2153, %arg21 : tensor<64x64xf32>
    %2155 = stablehlo.add %1921, %2154 : tensor<64x64xf32>
    %cst_562 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2157 = stablehlo.multiply %2156, %arg22 : tensor<64xf32>
    %2158 = stablehlo.add %1927, %2157 : tensor<64xf32>
    %cst_563 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2159 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2160 = stablehlo.multiply %2159, %arg23 : tensor<64x64xf32>
    %2161 = stablehlo.add %1933, %2160 : tensor<64x64xf32>
    %cst_564 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2162 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2163 = stablehlo.multiply %2162, %arg24 : tensor<64xf32>
    %2164 = stablehlo.add %1939, %2163 : tensor<64xf32>
    %cst_565 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2165 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2166 = stablehlo.multiply %2165, %arg25 : tensor<64x64xf32>
    %2167 = stablehlo.add %1945, %2166 : tensor<64x64xf32>
    %cst_566 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2168 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2169 = stablehlo.multiply %2168, %arg26 : tensor<64xf32>
    %2170 = stablehlo.add %1951, %2169 : tensor<64xf32>
    %cst_567 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2171 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2172 = stablehlo.multiply %2171, %arg27 : tensor<64x64xf32>
    %2173 = stablehlo.add %1957, %2172 : tensor<64x64xf32>
    %cst_568 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2174 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2175 = stablehlo.multiply %2174, %arg28 : tensor<64xf32>
    %2176 = stablehlo.add %1963, %2175 : tensor<64xf32>
    %cst_569 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2177 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2178 = stablehlo.multiply %2177, %arg29 : tensor<64xf32>
    %2179 = stablehlo.add %1969, %2178 : tensor<64xf32>
    %cst_570 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2180 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %2181 = stablehlo.multiply %2180, %arg30 : tensor<66x64xf32>
    %2182 = stablehlo.add %1975, %2181 : tensor<66x64xf32>
    %cst_571 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2183 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2184 = stablehlo.multiply %2183, %arg31 : tensor<64xf32>
    %2185 = stablehlo.add %1981, %2184 : tensor<64xf32>
    %cst_572 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2186 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2187 = stablehlo.multiply %2186, %arg32 : tensor<64xf32>
    %2188 = stablehlo.add %1987, %2187 : tensor<64xf32>
    %cst_573 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2189 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2190 = stablehlo.multiply %2189, %arg33 : tensor<128xf32>
    %2191 = stablehlo.add %1993, %2190 : tensor<128xf32>
    %cst_574 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2192 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2193 = stablehlo.multiply %2192, %arg34 : tensor<64x128xf32>
    %2194 = stablehlo.add %1999, %2193 : tensor<64x128xf32>
    %cst_575 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2195 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2196 = stablehlo.multiply %2195, %arg35 : tensor<64xf32>
    %2197 = stablehlo.add %2005, %2196 : tensor<64xf32>
    %cst_576 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2198 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2199 = stablehlo.multiply %2198, %arg36 : tensor<128x64xf32>
    %2200 = stablehlo.add %2011, %2199 : tensor<128x64xf32>
    %cst_577 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2201 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2202 = stablehlo.multiply %2201, %arg37 : tensor<64xf32>
    %2203 = stablehlo.add %2017, %2202 : tensor<64xf32>
    %cst_578 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2204 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2205 = stablehlo.multiply %2204, %arg38 : tensor<64xf32>
    %2206 = stablehlo.add %2023, %2205 : tensor<64xf32>
    %cst_579 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2207 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2208 = stablehlo.multiply %2207, %arg39 : tensor<64xf32>
    %2209 = stablehlo.add %2029, %2208 : tensor<64xf32>
    %cst_580 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2210 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2211 = stablehlo.multiply %2210, %arg40 : tensor<64x64xf32>
    %2212 = stablehlo.add %2035, %2211 : tensor<64x64xf32>
    %cst_581 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2213 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2214 = stablehlo.multiply %2213, %arg41 : tensor<64xf32>
    %2215 = stablehlo.add %2041, %2214 : tensor<64xf32>
    %cst_582 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2216 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2217 = stablehlo.multiply %2216, %arg42 : tensor<64x64xf32>
    %2218 = stablehlo.add %2047, %2217 : tensor<64x64xf32>
    %cst_583 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2219 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2220 = stablehlo.multiply %2219, %arg43 : tensor<64xf32>
    %2221 = stablehlo.add %2053, %2220 : tensor<64xf32>
    %cst_584 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2222 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2223 = stablehlo.multiply %2222, %arg44 : tensor<64x64xf32>
    %2224 = stablehlo.add %2059, %2223 : tensor<64x64xf32>
    %cst_585 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2225 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2226 = stablehlo.multiply %2225, %arg45 : tensor<64xf32>
    %2227 = stablehlo.add %2065, %2226 : tensor<64xf32>
    %cst_586 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2228 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2229 = stablehlo.multiply %2228, %arg46 : tensor<64x64xf32>
    %2230 = stablehlo.add %2071, %2229 : tensor<64x64xf32>
    %cst_587 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2231 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2232 = stablehlo.multiply %2231, %arg47 : tensor<64xf32>
    %2233 = stablehlo.add %2077, %2232 : tensor<64xf32>
    %cst_588 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2234 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2235 = stablehlo.multiply %2234, %arg48 : tensor<64xf32>
    %2236 = stablehlo.add %2083, %2235 : tensor<64xf32>
    %cst_589 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2237 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2238 = stablehlo.multiply %2237, %arg49 : tensor<256x64xf32>
    %2239 = stablehlo.add %2089, %2238 : tensor<256x64xf32>
    %cst_590 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2240 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %2241 = stablehlo.multiply %2240, %2092 : tensor<1x256xf32>
    %cst_591 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2242 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %2243 = stablehlo.multiply %2242, %2095 : tensor<66x64xf32>
    %cst_592 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2244 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2245 = stablehlo.multiply %2244, %2098 : tensor<64xf32>
    %cst_593 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2246 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2247 = stablehlo.multiply %2246, %2101 : tensor<64xf32>
    %cst_594 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2248 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2249 = stablehlo.multiply %2248, %2104 : tensor<64xf32>
    %cst_595 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2250 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2251 = stablehlo.multiply %2250, %2107 : tensor<64x64xf32>
    %cst_596 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2252 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2253 = stablehlo.multiply %2252, %2110 : tensor<64xf32>
    %cst_597 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2254 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2255 = stablehlo.multiply %2254, %2113 : tensor<64x64xf32>
    %cst_598 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2256 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2257 = stablehlo.multiply %2256, %2116 : tensor<64xf32>
    %cst_599 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2258 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2259 = stablehlo.multiply %2258, %2119 : tensor<64x64xf32>
    %cst_600 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2260 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2261 = stablehlo.multiply %2260, %2122 : tensor<64xf32>
    %cst_601 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2262 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2263 = stablehlo.multiply %2262, %2125 : tensor<64x64xf32>
    %cst_602 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2264 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2265 = stablehlo.multiply %2264, %2128 : tensor<64xf32>
    %cst_603 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2266 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2267 = stablehlo.multiply %2266, %2131 : tensor<64xf32>
    %cst_604 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2269 = stablehlo.multiply %2268, %2134 : tensor<128xf32>
    %cst_605 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2270 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2271 = stablehlo.multiply %2270, %2137 : tensor<64x128xf32>
    %cst_606 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2272 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2273 = stablehlo.multiply %2272, %2140 : tensor<64xf32>
    %cst_607 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2274 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2275 = stablehlo.multiply %2274, %2143 : tensor<128x64xf32>
    %cst_608 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2276 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2277 = stablehlo.multiply %2276, %2146 : tensor<64xf32>
    %cst_609 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2278 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2279 = stablehlo.multiply %2278, %2149 : tensor<64xf32>
    %cst_610 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2280 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2281 = stablehlo.multiply %2280, %2152 : tensor<64xf32>
    %cst_611 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2282 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2283 = stablehlo.multiply %2282, %2155 : tensor<64x64xf32>
    %cst_612 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2284 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2285 = stablehlo.multiply %2284, %2158 : tensor<64xf32>
    %cst_613 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2286 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2287 = stablehlo.multiply %2286, %2161 : tensor<64x64xf32>
    %cst_614 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2288 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2289 = stablehlo.multiply %2288, %2164 : tensor<64xf32>
    %cst_615 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2290 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2291 = stablehlo.multiply %2290, %2167 : tensor<64x64xf32>
    %cst_616 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2292 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2293 = stablehlo.multiply %2292, %2170 : tensor<64xf32>
    %cst_617 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2294 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2295 = stablehlo.multiply %2294, %2173 : tensor<64x64xf32>
    %cst_618 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2296 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2297 = stablehlo.multiply %2296, %2176 : tensor<64xf32>
    %cst_619 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2298 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2299 = stablehlo.multiply %2298, %2179 : tensor<64xf32>
    %cst_620 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2300 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %2301 = stablehlo.multiply %2300, %2182 : tensor<66x64xf32>
    %cst_621 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2302 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2303 = stablehlo.multiply %2302, %2185 : tensor<64xf32>
    %cst_622 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2304 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2305 = stablehlo.multiply %2304, %2188 : tensor<64xf32>
    %cst_623 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2306 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2307 = stablehlo.multiply %2306, %2191 : tensor<128xf32>
    %cst_624 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2308 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2309 = stablehlo.multiply %2308, %2194 : tensor<64x128xf32>
    %cst_625 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2310 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2311 = stablehlo.multiply %2310, %2197 : tensor<64xf32>
    %cst_626 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2312 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2313 = stablehlo.multiply %2312, %2200 : tensor<128x64xf32>
    %cst_627 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2314 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2315 = stablehlo.multiply %2314, %2203 : tensor<64xf32>
    %cst_628 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2316 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2317 = stablehlo.multiply %2316, %2206 : tensor<64xf32>
    %cst_629 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2318 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2319 = stablehlo.multiply %2318, %2209 : tensor<64xf32>
    %cst_630 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2320 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2321 = stablehlo.multiply %2320, %2212 : tensor<64x64xf32>
    %cst_631 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2322 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2323 = stablehlo.multiply %2322, %2215 : tensor<64xf32>
    %cst_632 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2324 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2325 = stablehlo.multiply %2324, %2218 : tensor<64x64xf32>
    %cst_633 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2326 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2327 = stablehlo.multiply %2326, %2221 : tensor<64xf32>
    %cst_634 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2328 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2329 = stablehlo.multiply %2328, %2224 : tensor<64x64xf32>
    %cst_635 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2330 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2331 = stablehlo.multiply %2330, %2227 : tensor<64xf32>
    %cst_636 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2332 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2333 = stablehlo.multiply %2332, %2230 : tensor<64x64xf32>
    %cst_637 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2334 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2335 = stablehlo.multiply %2334, %2233 : tensor<64xf32>
    %cst_638 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2336 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2337 = stablehlo.multiply %2336, %2236 : tensor<64xf32>
    %cst_639 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2338 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2339 = stablehlo.multiply %2338, %2239 : tensor<256x64xf32>
    %2340 = stablehlo.add %arg0, %2241 : tensor<1x256xf32>
    %2341 = stablehlo.add %arg1, %2243 : tensor<66x64xf32>
    %2342 = stablehlo.add %arg2, %2245 : tensor<64xf32>
    %2343 = stablehlo.add %arg3, %2247 : tensor<64xf32>
    %2344 = stablehlo.add %arg4, %2249 : tensor<64xf32>
    %2345 = stablehlo.add %arg5, %2251 : tensor<64x64xf32>
    %2346 = stablehlo.add %arg6, %2253 : tensor<64xf32>
    %2347 = stablehlo.add %arg7, %2255 : tensor<64x64xf32>
    %2348 = stablehlo.add %arg8, %2257 : tensor<64xf32>
    %2349 = stablehlo.add %arg9, %2259 : tensor<64x64xf32>
    %2350 = stablehlo.add %arg10, %2261 : tensor<64xf32>
    %2351 = stablehlo.add %arg11, %2263 : tensor<64x64xf32>
    %2352 = stablehlo.add %arg12, %2265 : tensor<64xf32>
    %2353 = stablehlo.add %arg13, %2267 : tensor<64xf32>
    %2354 = stablehlo.add %arg14, %2269 : tensor<128xf32>
    %2355 = stablehlo.add %arg15, %2271 : tensor<64x128xf32>
    %2356 = stablehlo.add %arg16, %2273 : tensor<64xf32>
    %2357 = stablehlo.add %arg17, %2275 : tensor<128x64xf32>
    %2358 = stablehlo.add %arg18, %2277 : tensor<64xf32>
    %2359 = stablehlo.add %arg19, %2279 : tensor<64xf32>
    %2360 = stablehlo.add %arg20, %2281 : tensor<64xf32>
    %2361 = stablehlo.add %arg21, %2283 : tensor<64x64xf32>
    %2362 = stablehlo.add %arg22, %2285 : tensor<64xf32>
    %2363 = stablehlo.add %arg23, %2287 : tensor<64x64xf32>
    %2364 = stablehlo.add %arg24, %2289 : tensor<64xf32>
    %2365 = stablehlo.add %arg25, %2291 : tensor<64x64xf32>
    %2366 = stablehlo.add %arg26, %2293 : tensor<64xf32>
    %2367 = stablehlo.add %arg27, %2295 : tensor<64x64xf32>
    %2368 = stablehlo.add %arg28, %2297 : tensor<64xf32>
    %2369 = stablehlo.add %arg29, %2299 : tensor<64xf32>
    %2370 = stablehlo.add %arg30, %2301 : tensor<66x64xf32>
    %2371 = stablehlo.add %arg31, %2303 : tensor<64xf32>
    %2372 = stablehlo.add %arg32, %2305 : tensor<64xf32>
    %2373 = stablehlo.add %arg33, %2307 : tensor<128xf32>
    %2374 = stablehlo.add %arg34, %2309 : tensor<64x128xf32>
    %2375 = stablehlo.add %arg35, %2311 : tensor<64xf32>
    %2376 = stablehlo.add %arg36, %2313 : tensor<128x64xf32>
    %2377 = stablehlo.add %arg37, %2315 : tensor<64xf32>
    %2378 = stablehlo.add %arg38, %2317 : tensor<64xf32>
    %2379 = stablehlo.add %arg39, %2319 : tensor<64xf32>
    %2380 = stablehlo.add %arg40, %2321 : tensor<64x64xf32>
    %2381 = stablehlo.add %arg41, %2323 : tensor<64xf32>
    %2382 = stablehlo.add %arg42, %2325 : tensor<64x64xf32>
    %2383 = stablehlo.add %arg43, %2327 : tensor<64xf32>
    %2384 = stablehlo.add %arg44, %2329 : tensor<64x64xf32>
    %2385 = stablehlo.add %arg45, %2331 : tensor<64xf32>
    %2386 = stablehlo.add %arg46, %2333 : tensor<64x64xf32>
    %2387 = stablehlo.add %arg47, %2335 : tensor<64xf32>
    %2388 = stablehlo.add %arg48, %2337 : tensor<64xf32>
    %2389 = stablehlo.add %arg49, %2339 : tensor<256x64xf32>
    return %2340, %2341, %2342, %2343, %2344, %2345, %2346, %2347, %2348, %2349, %2350, %2351, %2352, %2353, %2354, %2355, %2356, %2357, %2358, %2359, %2360, %2361, %2362, %2363, %2364, %2365, %2366, %2367, %2368, %2369, %2370, %2371, %2372, %2373, %2374, %2375, %2376, %2377, %2378, %2379, %2380, %2381, %2382, %2383, %2384, %2385, %2386, %2387, %2388, %2389, %1583, %1035, %1040, %1045, %1050, %1055, %1060, %1065, %1070, %1075, %1080, %1085, %1090, %1095, %1100, %1105, %1110, %1115, %1120, %1125, %1130, %1135, %1140, %1145, %1150, %1155, %1160, %1165, %1170, %1175, %1180, %1185, %1190, %1195, %1200, %1205, %1210, %1215, %1220, %1225, %1230, %1235, %1240, %1245, %1250, %1255, %1260, %1265, %1270, %1275, %1280, %1286, %1292, %1298, %1304, %1310, %1316, %1322, %1328, %1334, %1340, %1346, %1352, %1358, %1364, %1370, %1376, %1382, %1388, %1394, %1400, %1406, %1412, %1418, %1424, %1430, %1436, %1442, %1448, %1454, %1460, %1466, %1472, %1478, %1484, %1490, %1496, %1502, %1508, %1514, %1520, %1526, %1532, %1538, %1544, %1550, %1556, %1562, %1568, %1574, %1580, %564 : tensor<1x256xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<i32>, tensor<1x256xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<1x256xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<f32>
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
  func.func private @_take_0(%arg0: tensor<66x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
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
  func.func private @take_along_axis(%arg0: tensor<8x16x256xf32>, %arg1: tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x16x1xi1>, tensor<8x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x16x1xi32>) -> tensor<8x16x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1x1xi32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1x1xi32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x16x1x1xi1>, tensor<i1>) -> tensor<8x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x16x256xf32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x16x1xi1>, tensor<8x16x1xf32>
    return %15, %5 : tensor<8x16x1xf32>, tensor<8x16x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x16x1xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 16, 1>}> : (tensor<8x16x1xf32>, tensor<1xi32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x16xi1>, tensor<8x16xf32>
    return %13, %3 : tensor<8x16xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x16xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x1xf32>, tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x16x1x1xi32>, %arg1: tensor<8x16x1xf32>) -> tensor<8x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x256xf32>, tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    return %1 : tensor<8x16x256xf32>
  }
  func.func private @_take_5(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<66x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<66x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    return %1 : tensor<66x64xf32>
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
