module @jit_t5_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64x64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<8x4xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64x64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64x64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64x64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64x64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64x128xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64x128xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<128x64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64x64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64x64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64x64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<64x64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64x64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64x64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64x128xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64x128xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<128x64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64x64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64x64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64x64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<8x4xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64x64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<64x128xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<64x128xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<128x64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64x64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<64x64xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<64x64xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64x64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64x128xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64x128xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<128x64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<64x256xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<256x64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<i32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64x64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64x64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64x64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<8x4xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64x64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64x64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64x64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64x64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64x128xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64x128xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<128x64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64x64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64x64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64x64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64x64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64x64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64x64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64x64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64x128xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64x128xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<128x64xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64x64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<64x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64x64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<8x4xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64x64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64x128xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64x128xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<128x64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<64x64xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<64x64xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64x64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<64x64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64x128xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64x128xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<128x64xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64x256xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<256x64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<64x64xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64x64xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64x64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<8x4xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<64x64xf32> {tf.aliasing_output = 109 : i32}, %arg110: tensor<64xf32> {tf.aliasing_output = 110 : i32}, %arg111: tensor<64x64xf32> {tf.aliasing_output = 111 : i32}, %arg112: tensor<64x64xf32> {tf.aliasing_output = 112 : i32}, %arg113: tensor<64x64xf32> {tf.aliasing_output = 113 : i32}, %arg114: tensor<64x64xf32> {tf.aliasing_output = 114 : i32}, %arg115: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %arg116: tensor<64x128xf32> {tf.aliasing_output = 116 : i32}, %arg117: tensor<64x128xf32> {tf.aliasing_output = 117 : i32}, %arg118: tensor<128x64xf32> {tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %arg120: tensor<64x64xf32> {tf.aliasing_output = 120 : i32}, %arg121: tensor<64x64xf32> {tf.aliasing_output = 121 : i32}, %arg122: tensor<64x64xf32> {tf.aliasing_output = 122 : i32}, %arg123: tensor<64x64xf32> {tf.aliasing_output = 123 : i32}, %arg124: tensor<64xf32> {tf.aliasing_output = 124 : i32}, %arg125: tensor<64x64xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<64x64xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<64x64xf32> {tf.aliasing_output = 127 : i32}, %arg128: tensor<64x64xf32> {tf.aliasing_output = 128 : i32}, %arg129: tensor<64xf32> {tf.aliasing_output = 129 : i32}, %arg130: tensor<64x128xf32> {tf.aliasing_output = 130 : i32}, %arg131: tensor<64x128xf32> {tf.aliasing_output = 131 : i32}, %arg132: tensor<128x64xf32> {tf.aliasing_output = 132 : i32}, %arg133: tensor<64xf32> {tf.aliasing_output = 133 : i32}, %arg134: tensor<64xf32> {tf.aliasing_output = 134 : i32}, %arg135: tensor<64x64xf32> {tf.aliasing_output = 135 : i32}, %arg136: tensor<64x64xf32> {tf.aliasing_output = 136 : i32}, %arg137: tensor<64x64xf32> {tf.aliasing_output = 137 : i32}, %arg138: tensor<8x4xf32> {tf.aliasing_output = 138 : i32}, %arg139: tensor<64x64xf32> {tf.aliasing_output = 139 : i32}, %arg140: tensor<64xf32> {tf.aliasing_output = 140 : i32}, %arg141: tensor<64x128xf32> {tf.aliasing_output = 141 : i32}, %arg142: tensor<64x128xf32> {tf.aliasing_output = 142 : i32}, %arg143: tensor<128x64xf32> {tf.aliasing_output = 143 : i32}, %arg144: tensor<64xf32> {tf.aliasing_output = 144 : i32}, %arg145: tensor<64x64xf32> {tf.aliasing_output = 145 : i32}, %arg146: tensor<64x64xf32> {tf.aliasing_output = 146 : i32}, %arg147: tensor<64x64xf32> {tf.aliasing_output = 147 : i32}, %arg148: tensor<64x64xf32> {tf.aliasing_output = 148 : i32}, %arg149: tensor<64xf32> {tf.aliasing_output = 149 : i32}, %arg150: tensor<64x128xf32> {tf.aliasing_output = 150 : i32}, %arg151: tensor<64x128xf32> {tf.aliasing_output = 151 : i32}, %arg152: tensor<128x64xf32> {tf.aliasing_output = 152 : i32}, %arg153: tensor<64xf32> {tf.aliasing_output = 153 : i32}, %arg154: tensor<64xf32> {tf.aliasing_output = 154 : i32}, %arg155: tensor<64x256xf32> {tf.aliasing_output = 155 : i32}, %arg156: tensor<256x64xf32> {tf.aliasing_output = 156 : i32}, %arg157: tensor<8x16xi32>, %arg158: tensor<8x16xi32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['0']['layer']['2']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['block']['1']['layer']['2']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[0]['decoder']['final_layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['encoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['encoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[0]['encoder']['final_layer_norm']['weight']"}, tensor<64x256xf32> {jax.result_info = "result[0]['lm_head']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result[0]['shared']['embedding']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['0']['layer']['2']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['block']['1']['layer']['2']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['decoder']['final_layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['encoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['encoder']['final_layer_norm']['weight']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].mu['lm_head']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['shared']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['0']['layer']['2']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['1']['EncDecAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['1']['EncDecAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['1']['EncDecAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['1']['EncDecAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['2']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['block']['1']['layer']['2']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['decoder']['final_layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['SelfAttention']['relative_attention_bias']['embedding']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['0']['layer']['1']['layer_norm']['weight']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['0']['SelfAttention']['k']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['0']['SelfAttention']['o']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['0']['SelfAttention']['q']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['0']['SelfAttention']['v']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['0']['layer_norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_0']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wi_1']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['1']['DenseReluDense']['wo']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['encoder']['block']['1']['layer']['1']['layer_norm']['weight']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['encoder']['final_layer_norm']['weight']"}, tensor<64x256xf32> {jax.result_info = "result[1][0].nu['lm_head']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['shared']['embedding']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg158 [0:8, 0:15] : (tensor<8x16xi32>) -> tensor<8x15xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg158, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg159: tensor<i32>, %arg160: tensor<i32>):
      stablehlo.return %arg160 : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<1xi32>, tensor<8x15xi32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = "stablehlo.scatter"(%2, %3, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg159: tensor<i32>, %arg160: tensor<i32>):
      stablehlo.return %arg160 : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<1xi32>, tensor<8xi32>) -> tensor<8x16xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %8:2 = call @_take(%arg51, %arg157) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %9 = stablehlo.multiply %8#0, %8#0 : tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %11 = stablehlo.multiply %10, %8#0 : tensor<8x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x16x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x16x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<8x16x1xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %22 = stablehlo.divide %8#0, %21 : tensor<8x16x64xf32>
    %23 = stablehlo.multiply %18, %18 : tensor<8x16x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<8x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %28 = stablehlo.multiply %27, %22 : tensor<8x16x64xf32>
    %29 = stablehlo.dot_general %28, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %30 = stablehlo.dot_general %28, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %31 = stablehlo.dot_general %28, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %32 = stablehlo.reshape %29 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %33 = stablehlo.reshape %30 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %34 = stablehlo.reshape %31 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %35 = stablehlo.sqrt %cst_9 : tensor<f32>
    %36 = stablehlo.convert %35 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %38 = stablehlo.multiply %32, %37 : tensor<8x16x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %41 = stablehlo.compare GT, %39, %40, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %43 = stablehlo.convert %42 : tensor<8x1x1x16xf32>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %45 = stablehlo.select %41, %43, %44 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %46 = stablehlo.iota dim = 0 : tensor<16xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %48 = stablehlo.iota dim = 0 : tensor<16xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %51 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %52 = stablehlo.subtract %50, %51 : tensor<16x16xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %54 = stablehlo.compare GT, %52, %53, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %55 = stablehlo.convert %54 : (tensor<16x16xi1>) -> tensor<16x16xi32>
    %c_14 = stablehlo.constant dense<4> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %57 = stablehlo.multiply %55, %56 : tensor<16x16xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %59 = stablehlo.add %58, %57 : tensor<16x16xi32>
    %60 = stablehlo.abs %52 : tensor<16x16xi32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %62 = stablehlo.compare LT, %60, %61, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %63 = stablehlo.convert %60 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %65 = stablehlo.divide %63, %64 : tensor<16x16xf32>
    %66 = stablehlo.log %65 : tensor<16x16xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %67 = stablehlo.log %cst_18 : tensor<f32>
    %68 = stablehlo.convert %67 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %70 = stablehlo.divide %66, %69 : tensor<16x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<16x16xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %74 = stablehlo.add %73, %72 : tensor<16x16xf32>
    %c_21 = stablehlo.constant dense<3> : tensor<i32>
    %75 = call @clip(%74, %c_21) : (tensor<16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
    %76 = call @_where_0(%62, %60, %75) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %77 = stablehlo.convert %59 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %78 = stablehlo.add %77, %76 : tensor<16x16xf32>
    %79 = stablehlo.convert %78 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %80:2 = call @_take_1(%arg33, %79) : (tensor<8x4xf32>, tensor<16x16xi32>) -> (tensor<16x16x4xf32>, tensor<16x16x1xi32>)
    %81 = stablehlo.transpose %80#0, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %84 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %86 = stablehlo.sqrt %cst_22 : tensor<f32>
    %87 = stablehlo.convert %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %89 = stablehlo.divide %38, %88 : tensor<8x16x4x16xf32>
    %90 = stablehlo.dot_general %89, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %91 = stablehlo.add %90, %85 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<8x4x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %97 = stablehlo.subtract %91, %96 : tensor<8x4x16x16xf32>
    %98 = stablehlo.exponential %97 : tensor<8x4x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %102 = stablehlo.divide %98, %101 : tensor<8x4x16x16xf32>
    %103 = stablehlo.multiply %100, %100 : tensor<8x4x16x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x4x16x1xf32>
    %106 = stablehlo.dot_general %34, %102, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %107 = stablehlo.transpose %106, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %109 = stablehlo.dot_general %108, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.add %8#0, %109 : tensor<8x16x64xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<8x16x64xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x16x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x16x1xf32>
    %120 = stablehlo.sqrt %119 : tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<8x16x1xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %124 = stablehlo.divide %110, %123 : tensor<8x16x64xf32>
    %125 = stablehlo.multiply %120, %120 : tensor<8x16x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<8x16x1xf32>
    %128 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %130 = stablehlo.multiply %129, %124 : tensor<8x16x64xf32>
    %131 = stablehlo.dot_general %130, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<8x16x128xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<8x16x128xf32>
    %134 = stablehlo.multiply %131, %131 : tensor<8x16x128xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<8x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %138 = stablehlo.multiply %137, %133 : tensor<8x16x128xf32>
    %139 = stablehlo.add %131, %138 : tensor<8x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<8x16x128xf32>
    %142 = stablehlo.tanh %141 : tensor<8x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %144 = stablehlo.subtract %143, %142 : tensor<8x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %146 = stablehlo.add %145, %142 : tensor<8x16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<8x16x128xf32>
    %149 = stablehlo.multiply %131, %148 : tensor<8x16x128xf32>
    %150 = stablehlo.dot_general %130, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<8x16x128xf32>
    %152 = stablehlo.dot_general %151, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.add %110, %152 : tensor<8x16x64xf32>
    %154 = stablehlo.multiply %153, %153 : tensor<8x16x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %156 = stablehlo.multiply %155, %153 : tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%154 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<8x16x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<8x16x1xf32>
    %163 = stablehlo.sqrt %162 : tensor<8x16x1xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %165 = stablehlo.divide %164, %163 : tensor<8x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %167 = stablehlo.divide %153, %166 : tensor<8x16x64xf32>
    %168 = stablehlo.multiply %163, %163 : tensor<8x16x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<8x16x1xf32>
    %171 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.multiply %172, %167 : tensor<8x16x64xf32>
    %174 = stablehlo.dot_general %173, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %175 = stablehlo.dot_general %173, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.dot_general %173, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %177 = stablehlo.reshape %174 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %178 = stablehlo.reshape %175 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %179 = stablehlo.reshape %176 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %180 = stablehlo.sqrt %cst_45 : tensor<f32>
    %181 = stablehlo.convert %180 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %183 = stablehlo.multiply %177, %182 : tensor<8x16x4x16xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %184 = stablehlo.sqrt %cst_46 : tensor<f32>
    %185 = stablehlo.convert %184 : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %187 = stablehlo.divide %183, %186 : tensor<8x16x4x16xf32>
    %188 = stablehlo.dot_general %187, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %189 = stablehlo.add %188, %85 : tensor<8x4x16x16xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x4x16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<8x4x16x16xf32>
    %196 = stablehlo.exponential %195 : tensor<8x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %200 = stablehlo.divide %196, %199 : tensor<8x4x16x16xf32>
    %201 = stablehlo.multiply %198, %198 : tensor<8x4x16x1xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %203 = stablehlo.divide %202, %201 : tensor<8x4x16x1xf32>
    %204 = stablehlo.dot_general %179, %200, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %205 = stablehlo.transpose %204, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %207 = stablehlo.dot_general %206, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %208 = stablehlo.add %153, %207 : tensor<8x16x64xf32>
    %209 = stablehlo.multiply %208, %208 : tensor<8x16x64xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %211 = stablehlo.multiply %210, %208 : tensor<8x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%209 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x16x1xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %217 = stablehlo.add %215, %216 : tensor<8x16x1xf32>
    %218 = stablehlo.sqrt %217 : tensor<8x16x1xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %220 = stablehlo.divide %219, %218 : tensor<8x16x1xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %222 = stablehlo.divide %208, %221 : tensor<8x16x64xf32>
    %223 = stablehlo.multiply %218, %218 : tensor<8x16x1xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %225 = stablehlo.divide %224, %223 : tensor<8x16x1xf32>
    %226 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %228 = stablehlo.multiply %227, %222 : tensor<8x16x64xf32>
    %229 = stablehlo.dot_general %228, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %230 = stablehlo.multiply %229, %229 : tensor<8x16x128xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<8x16x128xf32>
    %232 = stablehlo.multiply %229, %229 : tensor<8x16x128xf32>
    %cst_57 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<8x16x128xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %236 = stablehlo.multiply %235, %231 : tensor<8x16x128xf32>
    %237 = stablehlo.add %229, %236 : tensor<8x16x128xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<8x16x128xf32>
    %240 = stablehlo.tanh %239 : tensor<8x16x128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %242 = stablehlo.subtract %241, %240 : tensor<8x16x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %244 = stablehlo.add %243, %240 : tensor<8x16x128xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<8x16x128xf32>
    %247 = stablehlo.multiply %229, %246 : tensor<8x16x128xf32>
    %248 = stablehlo.dot_general %228, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8x16x128xf32>
    %250 = stablehlo.dot_general %249, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %251 = stablehlo.add %208, %250 : tensor<8x16x64xf32>
    %252 = stablehlo.multiply %251, %251 : tensor<8x16x64xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %254 = stablehlo.multiply %253, %251 : tensor<8x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%252 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %258 = stablehlo.divide %256, %257 : tensor<8x16x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %260 = stablehlo.add %258, %259 : tensor<8x16x1xf32>
    %261 = stablehlo.sqrt %260 : tensor<8x16x1xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %263 = stablehlo.divide %262, %261 : tensor<8x16x1xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %265 = stablehlo.divide %251, %264 : tensor<8x16x64xf32>
    %266 = stablehlo.multiply %261, %261 : tensor<8x16x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %268 = stablehlo.divide %267, %266 : tensor<8x16x1xf32>
    %269 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %271 = stablehlo.multiply %270, %265 : tensor<8x16x64xf32>
    %272:2 = call @_take(%arg51, %5) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %273 = stablehlo.multiply %272#0, %272#0 : tensor<8x16x64xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %275 = stablehlo.multiply %274, %272#0 : tensor<8x16x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%273 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %279 = stablehlo.divide %277, %278 : tensor<8x16x1xf32>
    %cst_72 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %281 = stablehlo.add %279, %280 : tensor<8x16x1xf32>
    %282 = stablehlo.sqrt %281 : tensor<8x16x1xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %284 = stablehlo.divide %283, %282 : tensor<8x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %286 = stablehlo.divide %272#0, %285 : tensor<8x16x64xf32>
    %287 = stablehlo.multiply %282, %282 : tensor<8x16x1xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %289 = stablehlo.divide %288, %287 : tensor<8x16x1xf32>
    %290 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %292 = stablehlo.multiply %291, %286 : tensor<8x16x64xf32>
    %293 = stablehlo.dot_general %292, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %294 = stablehlo.dot_general %292, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %295 = stablehlo.dot_general %292, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %296 = stablehlo.reshape %293 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %297 = stablehlo.reshape %294 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %298 = stablehlo.reshape %295 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_75 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %299 = stablehlo.sqrt %cst_75 : tensor<f32>
    %300 = stablehlo.convert %299 : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %302 = stablehlo.multiply %296, %301 : tensor<8x16x4x16xf32>
    %303 = stablehlo.iota dim = 0 : tensor<16xi32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [1] : (tensor<16xi32>) -> tensor<8x16xi32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %306 = stablehlo.broadcast_in_dim %304, dims = [0, 2] : (tensor<8x16xi32>) -> tensor<8x1x16xi32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x16x1xi32>) -> tensor<8x16x16xi32>
    %308 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x1x16xi32>) -> tensor<8x16x16xi32>
    %309 = stablehlo.compare GE, %307, %308, SIGNED : (tensor<8x16x16xi32>, tensor<8x16x16xi32>) -> tensor<8x16x16xi1>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 2, 3] : (tensor<8x16x16xi1>) -> tensor<8x1x16x16xi1>
    %311 = stablehlo.broadcast_in_dim %7, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi32>) -> tensor<8x1x16x16xi32>
    %313 = stablehlo.convert %310 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %314 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %315 = stablehlo.compare NE, %312, %314, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %316 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8x1x16x16xi32>
    %317 = stablehlo.compare NE, %313, %316, SIGNED : (tensor<8x1x16x16xi32>, tensor<8x1x16x16xi32>) -> tensor<8x1x16x16xi1>
    %318 = stablehlo.and %315, %317 : tensor<8x1x16x16xi1>
    %319 = stablehlo.convert %318 : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %321 = stablehlo.compare GT, %319, %320, FLOAT : (tensor<8x1x16x16xf32>, tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xi1>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %323 = stablehlo.convert %322 : tensor<8x1x16x16xf32>
    %cst_80 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %325 = stablehlo.select %321, %323, %324 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %326 = stablehlo.iota dim = 0 : tensor<16xi32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %328 = stablehlo.iota dim = 0 : tensor<16xi32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %331 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %332 = stablehlo.subtract %330, %331 : tensor<16x16xi32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %333 = call @clip_3(%332, %c_81) : (tensor<16x16xi32>, tensor<i32>) -> tensor<16x16xi32>
    %334 = stablehlo.negate %333 : tensor<16x16xi32>
    %c_82 = stablehlo.constant dense<4> : tensor<i32>
    %335 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %336 = stablehlo.compare LT, %334, %335, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %337 = stablehlo.convert %334 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_83 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %339 = stablehlo.divide %337, %338 : tensor<16x16xf32>
    %340 = stablehlo.log %339 : tensor<16x16xf32>
    %cst_84 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %341 = stablehlo.log %cst_84 : tensor<f32>
    %342 = stablehlo.convert %341 : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %344 = stablehlo.divide %340, %343 : tensor<16x16xf32>
    %cst_85 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<16x16xf32>
    %cst_86 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %348 = stablehlo.add %347, %346 : tensor<16x16xf32>
    %c_87 = stablehlo.constant dense<7> : tensor<i32>
    %349 = call @clip(%348, %c_87) : (tensor<16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
    %350 = call @_where_0(%336, %334, %349) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %352 = stablehlo.add %351, %350 : tensor<16x16xf32>
    %353 = stablehlo.convert %352 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %354:2 = call @_take_1(%arg3, %353) : (tensor<8x4xf32>, tensor<16x16xi32>) -> (tensor<16x16x4xf32>, tensor<16x16x1xi32>)
    %355 = stablehlo.transpose %354#0, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %358 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %359 = stablehlo.add %357, %358 : tensor<8x4x16x16xf32>
    %cst_89 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %360 = stablehlo.sqrt %cst_89 : tensor<f32>
    %361 = stablehlo.convert %360 : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %363 = stablehlo.divide %302, %362 : tensor<8x16x4x16xf32>
    %364 = stablehlo.dot_general %363, %297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %365 = stablehlo.add %364, %359 : tensor<8x4x16x16xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_90) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %368 = stablehlo.maximum %367, %366 : tensor<8x4x16xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %371 = stablehlo.subtract %365, %370 : tensor<8x4x16x16xf32>
    %372 = stablehlo.exponential %371 : tensor<8x4x16x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %376 = stablehlo.divide %372, %375 : tensor<8x4x16x16xf32>
    %377 = stablehlo.multiply %374, %374 : tensor<8x4x16x1xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %379 = stablehlo.divide %378, %377 : tensor<8x4x16x1xf32>
    %380 = stablehlo.dot_general %298, %376, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %381 = stablehlo.transpose %380, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %383 = stablehlo.dot_general %382, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %384 = stablehlo.add %272#0, %383 : tensor<8x16x64xf32>
    %385 = stablehlo.multiply %384, %384 : tensor<8x16x64xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %387 = stablehlo.multiply %386, %384 : tensor<8x16x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%385 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %391 = stablehlo.divide %389, %390 : tensor<8x16x1xf32>
    %cst_97 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %393 = stablehlo.add %391, %392 : tensor<8x16x1xf32>
    %394 = stablehlo.sqrt %393 : tensor<8x16x1xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %396 = stablehlo.divide %395, %394 : tensor<8x16x1xf32>
    %397 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %398 = stablehlo.divide %384, %397 : tensor<8x16x64xf32>
    %399 = stablehlo.multiply %394, %394 : tensor<8x16x1xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %401 = stablehlo.divide %400, %399 : tensor<8x16x1xf32>
    %402 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %404 = stablehlo.multiply %403, %398 : tensor<8x16x64xf32>
    %405 = stablehlo.dot_general %404, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %406 = stablehlo.dot_general %271, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %407 = stablehlo.dot_general %271, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %408 = stablehlo.reshape %405 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %409 = stablehlo.reshape %406 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %410 = stablehlo.reshape %407 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_100 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %411 = stablehlo.sqrt %cst_100 : tensor<f32>
    %412 = stablehlo.convert %411 : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %414 = stablehlo.multiply %408, %413 : tensor<8x16x4x16xf32>
    %415 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %416 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %417 = stablehlo.compare GT, %415, %416, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %419 = stablehlo.convert %418 : tensor<8x1x1x16xf32>
    %cst_103 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %421 = stablehlo.select %417, %419, %420 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %423 = stablehlo.add %422, %421 : tensor<8x1x1x16xf32>
    %cst_105 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %424 = stablehlo.sqrt %cst_105 : tensor<f32>
    %425 = stablehlo.convert %424 : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %427 = stablehlo.divide %414, %426 : tensor<8x16x4x16xf32>
    %428 = stablehlo.dot_general %427, %409, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %429 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %430 = stablehlo.add %428, %429 : tensor<8x4x16x16xf32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_106) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %433 = stablehlo.maximum %432, %431 : tensor<8x4x16xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %436 = stablehlo.subtract %430, %435 : tensor<8x4x16x16xf32>
    %437 = stablehlo.exponential %436 : tensor<8x4x16x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %441 = stablehlo.divide %437, %440 : tensor<8x4x16x16xf32>
    %442 = stablehlo.multiply %439, %439 : tensor<8x4x16x1xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %444 = stablehlo.divide %443, %442 : tensor<8x4x16x1xf32>
    %445 = stablehlo.dot_general %410, %441, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %446 = stablehlo.transpose %445, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %448 = stablehlo.dot_general %447, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %449 = stablehlo.add %384, %448 : tensor<8x16x64xf32>
    %450 = stablehlo.multiply %449, %449 : tensor<8x16x64xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %452 = stablehlo.multiply %451, %449 : tensor<8x16x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%450 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_112 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %456 = stablehlo.divide %454, %455 : tensor<8x16x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %458 = stablehlo.add %456, %457 : tensor<8x16x1xf32>
    %459 = stablehlo.sqrt %458 : tensor<8x16x1xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %461 = stablehlo.divide %460, %459 : tensor<8x16x1xf32>
    %462 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %463 = stablehlo.divide %449, %462 : tensor<8x16x64xf32>
    %464 = stablehlo.multiply %459, %459 : tensor<8x16x1xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %466 = stablehlo.divide %465, %464 : tensor<8x16x1xf32>
    %467 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %469 = stablehlo.multiply %468, %463 : tensor<8x16x64xf32>
    %470 = stablehlo.dot_general %469, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %471 = stablehlo.multiply %470, %470 : tensor<8x16x128xf32>
    %472 = stablehlo.multiply %471, %470 : tensor<8x16x128xf32>
    %473 = stablehlo.multiply %470, %470 : tensor<8x16x128xf32>
    %cst_116 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<8x16x128xf32>
    %cst_117 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %477 = stablehlo.multiply %476, %472 : tensor<8x16x128xf32>
    %478 = stablehlo.add %470, %477 : tensor<8x16x128xf32>
    %cst_118 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<8x16x128xf32>
    %481 = stablehlo.tanh %480 : tensor<8x16x128xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %483 = stablehlo.subtract %482, %481 : tensor<8x16x128xf32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %485 = stablehlo.add %484, %481 : tensor<8x16x128xf32>
    %cst_121 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<8x16x128xf32>
    %488 = stablehlo.multiply %470, %487 : tensor<8x16x128xf32>
    %489 = stablehlo.dot_general %469, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %490 = stablehlo.multiply %488, %489 : tensor<8x16x128xf32>
    %491 = stablehlo.dot_general %490, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %492 = stablehlo.add %449, %491 : tensor<8x16x64xf32>
    %493 = stablehlo.multiply %492, %492 : tensor<8x16x64xf32>
    %cst_122 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %495 = stablehlo.multiply %494, %492 : tensor<8x16x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%493 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_124 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %499 = stablehlo.divide %497, %498 : tensor<8x16x1xf32>
    %cst_125 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %501 = stablehlo.add %499, %500 : tensor<8x16x1xf32>
    %502 = stablehlo.sqrt %501 : tensor<8x16x1xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %504 = stablehlo.divide %503, %502 : tensor<8x16x1xf32>
    %505 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %506 = stablehlo.divide %492, %505 : tensor<8x16x64xf32>
    %507 = stablehlo.multiply %502, %502 : tensor<8x16x1xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %509 = stablehlo.divide %508, %507 : tensor<8x16x1xf32>
    %510 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %512 = stablehlo.multiply %511, %506 : tensor<8x16x64xf32>
    %513 = stablehlo.dot_general %512, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %514 = stablehlo.dot_general %512, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %515 = stablehlo.dot_general %512, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %516 = stablehlo.reshape %513 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %517 = stablehlo.reshape %514 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %518 = stablehlo.reshape %515 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_128 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %519 = stablehlo.sqrt %cst_128 : tensor<f32>
    %520 = stablehlo.convert %519 : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %522 = stablehlo.multiply %516, %521 : tensor<8x16x4x16xf32>
    %cst_129 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %523 = stablehlo.sqrt %cst_129 : tensor<f32>
    %524 = stablehlo.convert %523 : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %526 = stablehlo.divide %522, %525 : tensor<8x16x4x16xf32>
    %527 = stablehlo.dot_general %526, %517, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %528 = stablehlo.add %527, %359 : tensor<8x4x16x16xf32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_130) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %531 = stablehlo.maximum %530, %529 : tensor<8x4x16xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %534 = stablehlo.subtract %528, %533 : tensor<8x4x16x16xf32>
    %535 = stablehlo.exponential %534 : tensor<8x4x16x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_132) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %539 = stablehlo.divide %535, %538 : tensor<8x4x16x16xf32>
    %540 = stablehlo.multiply %537, %537 : tensor<8x4x16x1xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %542 = stablehlo.divide %541, %540 : tensor<8x4x16x1xf32>
    %543 = stablehlo.dot_general %518, %539, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %544 = stablehlo.transpose %543, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %545 = stablehlo.reshape %544 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %546 = stablehlo.dot_general %545, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %547 = stablehlo.add %492, %546 : tensor<8x16x64xf32>
    %548 = stablehlo.multiply %547, %547 : tensor<8x16x64xf32>
    %cst_134 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %550 = stablehlo.multiply %549, %547 : tensor<8x16x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%548 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %554 = stablehlo.divide %552, %553 : tensor<8x16x1xf32>
    %cst_137 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %556 = stablehlo.add %554, %555 : tensor<8x16x1xf32>
    %557 = stablehlo.sqrt %556 : tensor<8x16x1xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %559 = stablehlo.divide %558, %557 : tensor<8x16x1xf32>
    %560 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %561 = stablehlo.divide %547, %560 : tensor<8x16x64xf32>
    %562 = stablehlo.multiply %557, %557 : tensor<8x16x1xf32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %564 = stablehlo.divide %563, %562 : tensor<8x16x1xf32>
    %565 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %567 = stablehlo.multiply %566, %561 : tensor<8x16x64xf32>
    %568 = stablehlo.dot_general %567, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %569 = stablehlo.dot_general %271, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %570 = stablehlo.dot_general %271, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %571 = stablehlo.reshape %568 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %572 = stablehlo.reshape %569 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %573 = stablehlo.reshape %570 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_140 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %574 = stablehlo.sqrt %cst_140 : tensor<f32>
    %575 = stablehlo.convert %574 : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %577 = stablehlo.multiply %571, %576 : tensor<8x16x4x16xf32>
    %cst_141 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %578 = stablehlo.sqrt %cst_141 : tensor<f32>
    %579 = stablehlo.convert %578 : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %581 = stablehlo.divide %577, %580 : tensor<8x16x4x16xf32>
    %582 = stablehlo.dot_general %581, %572, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %583 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %584 = stablehlo.add %582, %583 : tensor<8x4x16x16xf32>
    %cst_142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_142) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %587 = stablehlo.maximum %586, %585 : tensor<8x4x16xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %590 = stablehlo.subtract %584, %589 : tensor<8x4x16x16xf32>
    %591 = stablehlo.exponential %590 : tensor<8x4x16x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%591 init: %cst_144) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %595 = stablehlo.divide %591, %594 : tensor<8x4x16x16xf32>
    %596 = stablehlo.multiply %593, %593 : tensor<8x4x16x1xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %598 = stablehlo.divide %597, %596 : tensor<8x4x16x1xf32>
    %599 = stablehlo.dot_general %573, %595, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %600 = stablehlo.transpose %599, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %602 = stablehlo.dot_general %601, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %603 = stablehlo.add %547, %602 : tensor<8x16x64xf32>
    %604 = stablehlo.multiply %603, %603 : tensor<8x16x64xf32>
    %cst_146 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %606 = stablehlo.multiply %605, %603 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%604 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_148 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %610 = stablehlo.divide %608, %609 : tensor<8x16x1xf32>
    %cst_149 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %612 = stablehlo.add %610, %611 : tensor<8x16x1xf32>
    %613 = stablehlo.sqrt %612 : tensor<8x16x1xf32>
    %cst_150 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %615 = stablehlo.divide %614, %613 : tensor<8x16x1xf32>
    %616 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %617 = stablehlo.divide %603, %616 : tensor<8x16x64xf32>
    %618 = stablehlo.multiply %613, %613 : tensor<8x16x1xf32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %620 = stablehlo.divide %619, %618 : tensor<8x16x1xf32>
    %621 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %623 = stablehlo.multiply %622, %617 : tensor<8x16x64xf32>
    %624 = stablehlo.dot_general %623, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %625 = stablehlo.multiply %624, %624 : tensor<8x16x128xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<8x16x128xf32>
    %627 = stablehlo.multiply %624, %624 : tensor<8x16x128xf32>
    %cst_152 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<8x16x128xf32>
    %cst_153 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %631 = stablehlo.multiply %630, %626 : tensor<8x16x128xf32>
    %632 = stablehlo.add %624, %631 : tensor<8x16x128xf32>
    %cst_154 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %634 = stablehlo.multiply %633, %632 : tensor<8x16x128xf32>
    %635 = stablehlo.tanh %634 : tensor<8x16x128xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %637 = stablehlo.subtract %636, %635 : tensor<8x16x128xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %639 = stablehlo.add %638, %635 : tensor<8x16x128xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<8x16x128xf32>
    %642 = stablehlo.multiply %624, %641 : tensor<8x16x128xf32>
    %643 = stablehlo.dot_general %623, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<8x16x128xf32>
    %645 = stablehlo.dot_general %644, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %646 = stablehlo.add %603, %645 : tensor<8x16x64xf32>
    %647 = stablehlo.multiply %646, %646 : tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %649 = stablehlo.multiply %648, %646 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%647 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_160 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %653 = stablehlo.divide %651, %652 : tensor<8x16x1xf32>
    %cst_161 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %655 = stablehlo.add %653, %654 : tensor<8x16x1xf32>
    %656 = stablehlo.sqrt %655 : tensor<8x16x1xf32>
    %cst_162 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %658 = stablehlo.divide %657, %656 : tensor<8x16x1xf32>
    %659 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %660 = stablehlo.divide %646, %659 : tensor<8x16x64xf32>
    %661 = stablehlo.multiply %656, %656 : tensor<8x16x1xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %663 = stablehlo.divide %662, %661 : tensor<8x16x1xf32>
    %664 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %666 = stablehlo.multiply %665, %660 : tensor<8x16x64xf32>
    %667 = stablehlo.dot_general %666, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %668 = stablehlo.broadcast_in_dim %arg158, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %669:2 = call @take_along_axis(%667, %668) : (tensor<8x16x256xf32>, tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>)
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %670:2 = call @_take_4(%669#0, %c_164) : (tensor<8x16x1xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>)
    %cst_165 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %671 = stablehlo.reduce(%667 init: %cst_165) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %673 = stablehlo.maximum %672, %671 : tensor<8x16xf32>
    %674 = stablehlo.is_finite %673 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %676 = stablehlo.select %674, %673, %675 : tensor<8x16xi1>, tensor<8x16xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %679 = stablehlo.subtract %667, %678 : tensor<8x16x256xf32>
    %680 = stablehlo.exponential %679 : tensor<8x16x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %682 = stablehlo.abs %681 : tensor<8x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %684 = stablehlo.compare GE, %681, %683, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %685 = stablehlo.log %682 : tensor<8x16xf32>
    %686 = stablehlo.add %685, %676 : tensor<8x16xf32>
    %687 = stablehlo.subtract %686, %670#0 : tensor<8x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %689 = stablehlo.divide %688, %cst_171 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_173 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %690 = stablehlo.divide %cst_172, %cst_173 : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %692 = stablehlo.negate %691 : tensor<8x16xf32>
    %693 = stablehlo.divide %691, %682 : tensor<8x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %695 = stablehlo.select %684, %694, %693 : tensor<8x16xi1>, tensor<8x16xf32>
    %696 = stablehlo.select %684, %693, %694 : tensor<8x16xi1>, tensor<8x16xf32>
    %697 = stablehlo.negate %695 : tensor<8x16xf32>
    %698 = stablehlo.add %696, %697 : tensor<8x16xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x256xf32>
    %700 = stablehlo.multiply %699, %680 : tensor<8x16x256xf32>
    %701 = call @_take_6(%670#1, %692) : (tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %702 = call @take_along_axis_7(%669#1, %701) : (tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %703 = stablehlo.add %700, %702 : tensor<8x16x256xf32>
    %704 = stablehlo.dot_general %703, %666, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %705 = stablehlo.transpose %704, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %706 = stablehlo.dot_general %703, %arg50, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %707 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %708 = stablehlo.multiply %707, %706 : tensor<8x16x64xf32>
    %709 = stablehlo.multiply %706, %660 : tensor<8x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%709 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %711 = stablehlo.reshape %710 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.reduce(%711 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %713 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %714 = stablehlo.multiply %708, %713 : tensor<8x16x64xf32>
    %715 = stablehlo.multiply %714, %646 : tensor<8x16x64xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %717 = stablehlo.reshape %716 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %718 = stablehlo.negate %717 : tensor<8x16x1xf32>
    %719 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %720 = stablehlo.divide %708, %719 : tensor<8x16x64xf32>
    %721 = stablehlo.multiply %718, %658 : tensor<8x16x1xf32>
    %cst_178 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %723 = stablehlo.divide %721, %722 : tensor<8x16x1xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.reduce(%723 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %726 = stablehlo.multiply %725, %649 : tensor<8x16x64xf32>
    %727 = stablehlo.add %720, %726 : tensor<8x16x64xf32>
    %728 = stablehlo.dot_general %727, %644, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %729 = stablehlo.transpose %728, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %730 = stablehlo.dot_general %727, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %731 = stablehlo.multiply %642, %730 : tensor<8x16x128xf32>
    %732 = stablehlo.multiply %730, %643 : tensor<8x16x128xf32>
    %733 = stablehlo.dot_general %731, %623, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %734 = stablehlo.transpose %733, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %735 = stablehlo.dot_general %731, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %736 = stablehlo.multiply %624, %732 : tensor<8x16x128xf32>
    %737 = stablehlo.multiply %732, %641 : tensor<8x16x128xf32>
    %cst_180 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %739 = stablehlo.multiply %738, %736 : tensor<8x16x128xf32>
    %740 = stablehlo.multiply %739, %637 : tensor<8x16x128xf32>
    %741 = stablehlo.multiply %740, %635 : tensor<8x16x128xf32>
    %742 = stablehlo.add %740, %741 : tensor<8x16x128xf32>
    %cst_181 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %744 = stablehlo.multiply %743, %742 : tensor<8x16x128xf32>
    %745 = stablehlo.add %737, %744 : tensor<8x16x128xf32>
    %cst_182 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %747 = stablehlo.multiply %746, %744 : tensor<8x16x128xf32>
    %748 = stablehlo.multiply %747, %629 : tensor<8x16x128xf32>
    %749 = stablehlo.add %745, %748 : tensor<8x16x128xf32>
    %750 = stablehlo.dot_general %749, %623, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %751 = stablehlo.transpose %750, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %752 = stablehlo.dot_general %749, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %753 = stablehlo.add %735, %752 : tensor<8x16x64xf32>
    %754 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %755 = stablehlo.multiply %754, %753 : tensor<8x16x64xf32>
    %756 = stablehlo.multiply %753, %617 : tensor<8x16x64xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_183) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %758 = stablehlo.reshape %757 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_184) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %760 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %761 = stablehlo.multiply %755, %760 : tensor<8x16x64xf32>
    %762 = stablehlo.multiply %761, %603 : tensor<8x16x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.reduce(%762 init: %cst_185) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %764 = stablehlo.reshape %763 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %765 = stablehlo.negate %764 : tensor<8x16x1xf32>
    %766 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %767 = stablehlo.divide %755, %766 : tensor<8x16x64xf32>
    %768 = stablehlo.add %727, %767 : tensor<8x16x64xf32>
    %769 = stablehlo.multiply %765, %615 : tensor<8x16x1xf32>
    %cst_186 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %771 = stablehlo.divide %769, %770 : tensor<8x16x1xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_187) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %774 = stablehlo.multiply %773, %606 : tensor<8x16x64xf32>
    %775 = stablehlo.add %768, %774 : tensor<8x16x64xf32>
    %776 = stablehlo.dot_general %775, %601, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %777 = stablehlo.transpose %776, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %778 = stablehlo.dot_general %775, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %779 = stablehlo.reshape %778 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %780 = stablehlo.transpose %779, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %781 = stablehlo.dot_general %780, %573, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %782 = stablehlo.dot_general %780, %595, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %783 = stablehlo.transpose %782, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %784 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %785 = stablehlo.multiply %781, %784 : tensor<8x4x16x16xf32>
    %786 = stablehlo.multiply %785, %591 : tensor<8x4x16x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %788 = stablehlo.reshape %787 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %789 = stablehlo.negate %788 : tensor<8x4x16x1xf32>
    %790 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %791 = stablehlo.divide %781, %790 : tensor<8x4x16x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%789 init: %cst_189) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %794 = stablehlo.add %791, %793 : tensor<8x4x16x16xf32>
    %795 = stablehlo.multiply %794, %591 : tensor<8x4x16x16xf32>
    %796 = stablehlo.dot_general %795, %581, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %797 = stablehlo.transpose %796, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %798 = stablehlo.dot_general %795, %572, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %799 = stablehlo.transpose %798, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %800 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %801 = stablehlo.divide %799, %800 : tensor<8x16x4x16xf32>
    %802 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %803 = stablehlo.multiply %801, %802 : tensor<8x16x4x16xf32>
    %804 = stablehlo.reshape %783 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %805 = stablehlo.reshape %797 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %806 = stablehlo.reshape %803 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %807 = stablehlo.dot_general %804, %271, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %808 = stablehlo.transpose %807, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %809 = stablehlo.dot_general %804, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %810 = stablehlo.dot_general %805, %271, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %811 = stablehlo.transpose %810, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %812 = stablehlo.dot_general %805, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %813 = stablehlo.add %809, %812 : tensor<8x16x64xf32>
    %814 = stablehlo.dot_general %806, %567, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %815 = stablehlo.transpose %814, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %816 = stablehlo.dot_general %806, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %817 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %818 = stablehlo.multiply %817, %816 : tensor<8x16x64xf32>
    %819 = stablehlo.multiply %816, %561 : tensor<8x16x64xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_190) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %821 = stablehlo.reshape %820 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %823 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %824 = stablehlo.multiply %818, %823 : tensor<8x16x64xf32>
    %825 = stablehlo.multiply %824, %547 : tensor<8x16x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %826 = stablehlo.reduce(%825 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %827 = stablehlo.reshape %826 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %828 = stablehlo.negate %827 : tensor<8x16x1xf32>
    %829 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %830 = stablehlo.divide %818, %829 : tensor<8x16x64xf32>
    %831 = stablehlo.add %775, %830 : tensor<8x16x64xf32>
    %832 = stablehlo.multiply %828, %559 : tensor<8x16x1xf32>
    %cst_193 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %834 = stablehlo.divide %832, %833 : tensor<8x16x1xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.reduce(%834 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %836 = stablehlo.broadcast_in_dim %835, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %837 = stablehlo.multiply %836, %550 : tensor<8x16x64xf32>
    %838 = stablehlo.add %831, %837 : tensor<8x16x64xf32>
    %839 = stablehlo.dot_general %838, %545, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %840 = stablehlo.transpose %839, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %841 = stablehlo.dot_general %838, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %842 = stablehlo.reshape %841 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %843 = stablehlo.transpose %842, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %844 = stablehlo.dot_general %843, %518, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %845 = stablehlo.dot_general %843, %539, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %846 = stablehlo.transpose %845, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %847 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %848 = stablehlo.multiply %844, %847 : tensor<8x4x16x16xf32>
    %849 = stablehlo.multiply %848, %535 : tensor<8x4x16x16xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%849 init: %cst_195) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %851 = stablehlo.reshape %850 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %852 = stablehlo.negate %851 : tensor<8x4x16x1xf32>
    %853 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %854 = stablehlo.divide %844, %853 : tensor<8x4x16x16xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%852 init: %cst_196) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %857 = stablehlo.add %854, %856 : tensor<8x4x16x16xf32>
    %858 = stablehlo.multiply %857, %535 : tensor<8x4x16x16xf32>
    %859 = stablehlo.dot_general %858, %526, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %860 = stablehlo.transpose %859, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %861 = stablehlo.dot_general %858, %517, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %862 = stablehlo.transpose %861, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %863 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %864 = stablehlo.divide %862, %863 : tensor<8x16x4x16xf32>
    %865 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %866 = stablehlo.multiply %864, %865 : tensor<8x16x4x16xf32>
    %867 = stablehlo.reshape %846 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %868 = stablehlo.reshape %860 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %869 = stablehlo.reshape %866 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %870 = stablehlo.dot_general %867, %512, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %871 = stablehlo.transpose %870, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %872 = stablehlo.dot_general %867, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %873 = stablehlo.dot_general %868, %512, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %874 = stablehlo.transpose %873, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %875 = stablehlo.dot_general %868, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %876 = stablehlo.add %872, %875 : tensor<8x16x64xf32>
    %877 = stablehlo.dot_general %869, %512, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %878 = stablehlo.transpose %877, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %879 = stablehlo.dot_general %869, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %880 = stablehlo.add %876, %879 : tensor<8x16x64xf32>
    %881 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %882 = stablehlo.multiply %881, %880 : tensor<8x16x64xf32>
    %883 = stablehlo.multiply %880, %506 : tensor<8x16x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %884 = stablehlo.reduce(%883 init: %cst_197) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %885 = stablehlo.reshape %884 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_198) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %888 = stablehlo.multiply %882, %887 : tensor<8x16x64xf32>
    %889 = stablehlo.multiply %888, %492 : tensor<8x16x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %890 = stablehlo.reduce(%889 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %891 = stablehlo.reshape %890 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %892 = stablehlo.negate %891 : tensor<8x16x1xf32>
    %893 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %894 = stablehlo.divide %882, %893 : tensor<8x16x64xf32>
    %895 = stablehlo.add %838, %894 : tensor<8x16x64xf32>
    %896 = stablehlo.multiply %892, %504 : tensor<8x16x1xf32>
    %cst_200 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %898 = stablehlo.divide %896, %897 : tensor<8x16x1xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%898 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %901 = stablehlo.multiply %900, %495 : tensor<8x16x64xf32>
    %902 = stablehlo.add %895, %901 : tensor<8x16x64xf32>
    %903 = stablehlo.dot_general %902, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %904 = stablehlo.transpose %903, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %905 = stablehlo.dot_general %902, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %906 = stablehlo.multiply %488, %905 : tensor<8x16x128xf32>
    %907 = stablehlo.multiply %905, %489 : tensor<8x16x128xf32>
    %908 = stablehlo.dot_general %906, %469, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %909 = stablehlo.transpose %908, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %910 = stablehlo.dot_general %906, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %911 = stablehlo.multiply %470, %907 : tensor<8x16x128xf32>
    %912 = stablehlo.multiply %907, %487 : tensor<8x16x128xf32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %914 = stablehlo.multiply %913, %911 : tensor<8x16x128xf32>
    %915 = stablehlo.multiply %914, %483 : tensor<8x16x128xf32>
    %916 = stablehlo.multiply %915, %481 : tensor<8x16x128xf32>
    %917 = stablehlo.add %915, %916 : tensor<8x16x128xf32>
    %cst_203 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %919 = stablehlo.multiply %918, %917 : tensor<8x16x128xf32>
    %920 = stablehlo.add %912, %919 : tensor<8x16x128xf32>
    %cst_204 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %922 = stablehlo.multiply %921, %919 : tensor<8x16x128xf32>
    %923 = stablehlo.multiply %922, %475 : tensor<8x16x128xf32>
    %924 = stablehlo.add %920, %923 : tensor<8x16x128xf32>
    %925 = stablehlo.dot_general %924, %469, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %926 = stablehlo.transpose %925, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %927 = stablehlo.dot_general %924, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %928 = stablehlo.add %910, %927 : tensor<8x16x64xf32>
    %929 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %930 = stablehlo.multiply %929, %928 : tensor<8x16x64xf32>
    %931 = stablehlo.multiply %928, %463 : tensor<8x16x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.reduce(%931 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %933 = stablehlo.reshape %932 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %934 = stablehlo.reduce(%933 init: %cst_206) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %935 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %936 = stablehlo.multiply %930, %935 : tensor<8x16x64xf32>
    %937 = stablehlo.multiply %936, %449 : tensor<8x16x64xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %938 = stablehlo.reduce(%937 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %939 = stablehlo.reshape %938 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %940 = stablehlo.negate %939 : tensor<8x16x1xf32>
    %941 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %942 = stablehlo.divide %930, %941 : tensor<8x16x64xf32>
    %943 = stablehlo.add %902, %942 : tensor<8x16x64xf32>
    %944 = stablehlo.multiply %940, %461 : tensor<8x16x1xf32>
    %cst_208 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %946 = stablehlo.divide %944, %945 : tensor<8x16x1xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %947 = stablehlo.reduce(%946 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %948 = stablehlo.broadcast_in_dim %947, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %949 = stablehlo.multiply %948, %452 : tensor<8x16x64xf32>
    %950 = stablehlo.add %943, %949 : tensor<8x16x64xf32>
    %951 = stablehlo.dot_general %950, %447, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %952 = stablehlo.transpose %951, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %953 = stablehlo.dot_general %950, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %954 = stablehlo.reshape %953 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %955 = stablehlo.transpose %954, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %956 = stablehlo.dot_general %955, %410, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %957 = stablehlo.dot_general %955, %441, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %958 = stablehlo.transpose %957, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %959 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %960 = stablehlo.multiply %956, %959 : tensor<8x4x16x16xf32>
    %961 = stablehlo.multiply %960, %437 : tensor<8x4x16x16xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %962 = stablehlo.reduce(%961 init: %cst_210) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %963 = stablehlo.reshape %962 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %964 = stablehlo.negate %963 : tensor<8x4x16x1xf32>
    %965 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %966 = stablehlo.divide %956, %965 : tensor<8x4x16x16xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.reduce(%964 init: %cst_211) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %969 = stablehlo.add %966, %968 : tensor<8x4x16x16xf32>
    %970 = stablehlo.multiply %969, %437 : tensor<8x4x16x16xf32>
    %971 = stablehlo.dot_general %970, %427, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %972 = stablehlo.transpose %971, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %973 = stablehlo.dot_general %970, %409, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %974 = stablehlo.transpose %973, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %975 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %976 = stablehlo.divide %974, %975 : tensor<8x16x4x16xf32>
    %977 = stablehlo.broadcast_in_dim %412, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %978 = stablehlo.multiply %976, %977 : tensor<8x16x4x16xf32>
    %979 = stablehlo.reshape %958 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %980 = stablehlo.reshape %972 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %981 = stablehlo.reshape %978 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %982 = stablehlo.dot_general %979, %271, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %983 = stablehlo.transpose %982, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %984 = stablehlo.dot_general %979, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %985 = stablehlo.add %813, %984 : tensor<8x16x64xf32>
    %986 = stablehlo.dot_general %980, %271, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %987 = stablehlo.transpose %986, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %988 = stablehlo.dot_general %980, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %989 = stablehlo.add %985, %988 : tensor<8x16x64xf32>
    %990 = stablehlo.dot_general %981, %404, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %991 = stablehlo.transpose %990, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %992 = stablehlo.dot_general %981, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %993 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %994 = stablehlo.multiply %993, %992 : tensor<8x16x64xf32>
    %995 = stablehlo.multiply %992, %398 : tensor<8x16x64xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %996 = stablehlo.reduce(%995 init: %cst_212) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %997 = stablehlo.reshape %996 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %998 = stablehlo.reduce(%997 init: %cst_213) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %999 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1000 = stablehlo.multiply %994, %999 : tensor<8x16x64xf32>
    %1001 = stablehlo.multiply %1000, %384 : tensor<8x16x64xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1002 = stablehlo.reduce(%1001 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1003 = stablehlo.reshape %1002 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1004 = stablehlo.negate %1003 : tensor<8x16x1xf32>
    %1005 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1006 = stablehlo.divide %994, %1005 : tensor<8x16x64xf32>
    %1007 = stablehlo.add %950, %1006 : tensor<8x16x64xf32>
    %1008 = stablehlo.multiply %1004, %396 : tensor<8x16x1xf32>
    %cst_215 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1010 = stablehlo.divide %1008, %1009 : tensor<8x16x1xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1011 = stablehlo.reduce(%1010 init: %cst_216) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1013 = stablehlo.multiply %1012, %387 : tensor<8x16x64xf32>
    %1014 = stablehlo.add %1007, %1013 : tensor<8x16x64xf32>
    %1015 = stablehlo.dot_general %1014, %382, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1016 = stablehlo.transpose %1015, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1017 = stablehlo.dot_general %1014, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %1019 = stablehlo.transpose %1018, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1020 = stablehlo.dot_general %1019, %298, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1021 = stablehlo.dot_general %1019, %376, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %1022 = stablehlo.transpose %1021, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1023 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1024 = stablehlo.multiply %1020, %1023 : tensor<8x4x16x16xf32>
    %1025 = stablehlo.multiply %1024, %372 : tensor<8x4x16x16xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1026 = stablehlo.reduce(%1025 init: %cst_217) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1027 = stablehlo.reshape %1026 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %1028 = stablehlo.negate %1027 : tensor<8x4x16x1xf32>
    %1029 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1030 = stablehlo.divide %1020, %1029 : tensor<8x4x16x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1031 = stablehlo.reduce(%1028 init: %cst_218) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<8x4x16x16xf32>
    %1034 = stablehlo.multiply %1033, %372 : tensor<8x4x16x16xf32>
    %1035 = stablehlo.add %858, %1034 : tensor<8x4x16x16xf32>
    %1036 = stablehlo.dot_general %1034, %363, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1037 = stablehlo.transpose %1036, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1038 = stablehlo.dot_general %1034, %297, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1039 = stablehlo.transpose %1038, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1040 = stablehlo.broadcast_in_dim %361, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1041 = stablehlo.divide %1039, %1040 : tensor<8x16x4x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1042 = stablehlo.reduce(%1035 init: %cst_219) applies stablehlo.add across dimensions = [0] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %1043 = stablehlo.reshape %1042 : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1044 = stablehlo.reduce(%1043 init: %cst_220) applies stablehlo.add across dimensions = [0] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %1045 = stablehlo.transpose %1044, dims = [1, 2, 0] : (tensor<4x16x16xf32>) -> tensor<16x16x4xf32>
    %1046 = call @_take_8(%354#1, %1045) : (tensor<16x16x1xi32>, tensor<16x16x4xf32>) -> tensor<8x4xf32>
    %1047 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1048 = stablehlo.multiply %1041, %1047 : tensor<8x16x4x16xf32>
    %1049 = stablehlo.reshape %1022 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1050 = stablehlo.reshape %1037 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1051 = stablehlo.reshape %1048 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1052 = stablehlo.dot_general %1049, %292, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1053 = stablehlo.transpose %1052, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1054 = stablehlo.dot_general %1049, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1055 = stablehlo.dot_general %1050, %292, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1056 = stablehlo.transpose %1055, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1057 = stablehlo.dot_general %1050, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1058 = stablehlo.add %1054, %1057 : tensor<8x16x64xf32>
    %1059 = stablehlo.dot_general %1051, %292, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1060 = stablehlo.transpose %1059, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1061 = stablehlo.dot_general %1051, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1062 = stablehlo.add %1058, %1061 : tensor<8x16x64xf32>
    %1063 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<8x16x64xf32>
    %1065 = stablehlo.multiply %1062, %286 : tensor<8x16x64xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1066 = stablehlo.reduce(%1065 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1067 = stablehlo.reshape %1066 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1068 = stablehlo.reduce(%1067 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1069 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1070 = stablehlo.multiply %1064, %1069 : tensor<8x16x64xf32>
    %1071 = stablehlo.multiply %1070, %272#0 : tensor<8x16x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1072 = stablehlo.reduce(%1071 init: %cst_223) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1074 = stablehlo.negate %1073 : tensor<8x16x1xf32>
    %1075 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1076 = stablehlo.divide %1064, %1075 : tensor<8x16x64xf32>
    %1077 = stablehlo.add %1014, %1076 : tensor<8x16x64xf32>
    %1078 = stablehlo.multiply %1074, %284 : tensor<8x16x1xf32>
    %cst_224 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1080 = stablehlo.divide %1078, %1079 : tensor<8x16x1xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1081 = stablehlo.reduce(%1080 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1083 = stablehlo.multiply %1082, %275 : tensor<8x16x64xf32>
    %1084 = stablehlo.add %1077, %1083 : tensor<8x16x64xf32>
    %1085 = call @_take_9(%272#1, %1084) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %1086 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1087 = stablehlo.multiply %1086, %989 : tensor<8x16x64xf32>
    %1088 = stablehlo.multiply %989, %265 : tensor<8x16x64xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.reduce(%1088 init: %cst_226) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1090 = stablehlo.reshape %1089 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1091 = stablehlo.reduce(%1090 init: %cst_227) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1092 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1093 = stablehlo.multiply %1087, %1092 : tensor<8x16x64xf32>
    %1094 = stablehlo.multiply %1093, %251 : tensor<8x16x64xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1095 = stablehlo.reduce(%1094 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1096 = stablehlo.reshape %1095 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1097 = stablehlo.negate %1096 : tensor<8x16x1xf32>
    %1098 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1099 = stablehlo.divide %1087, %1098 : tensor<8x16x64xf32>
    %1100 = stablehlo.multiply %1097, %263 : tensor<8x16x1xf32>
    %cst_229 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1102 = stablehlo.divide %1100, %1101 : tensor<8x16x1xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1103 = stablehlo.reduce(%1102 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1104 = stablehlo.broadcast_in_dim %1103, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1105 = stablehlo.multiply %1104, %254 : tensor<8x16x64xf32>
    %1106 = stablehlo.add %1099, %1105 : tensor<8x16x64xf32>
    %1107 = stablehlo.dot_general %1106, %249, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %1108 = stablehlo.transpose %1107, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %1109 = stablehlo.dot_general %1106, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %1110 = stablehlo.multiply %247, %1109 : tensor<8x16x128xf32>
    %1111 = stablehlo.multiply %1109, %248 : tensor<8x16x128xf32>
    %1112 = stablehlo.dot_general %1110, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %1113 = stablehlo.transpose %1112, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1114 = stablehlo.dot_general %1110, %arg46, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %1115 = stablehlo.multiply %229, %1111 : tensor<8x16x128xf32>
    %1116 = stablehlo.multiply %1111, %246 : tensor<8x16x128xf32>
    %cst_231 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1118 = stablehlo.multiply %1117, %1115 : tensor<8x16x128xf32>
    %1119 = stablehlo.multiply %1118, %242 : tensor<8x16x128xf32>
    %1120 = stablehlo.multiply %1119, %240 : tensor<8x16x128xf32>
    %1121 = stablehlo.add %1119, %1120 : tensor<8x16x128xf32>
    %cst_232 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1123 = stablehlo.multiply %1122, %1121 : tensor<8x16x128xf32>
    %1124 = stablehlo.add %1116, %1123 : tensor<8x16x128xf32>
    %cst_233 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1126 = stablehlo.multiply %1125, %1123 : tensor<8x16x128xf32>
    %1127 = stablehlo.multiply %1126, %234 : tensor<8x16x128xf32>
    %1128 = stablehlo.add %1124, %1127 : tensor<8x16x128xf32>
    %1129 = stablehlo.dot_general %1128, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %1130 = stablehlo.transpose %1129, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1131 = stablehlo.dot_general %1128, %arg45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %1132 = stablehlo.add %1114, %1131 : tensor<8x16x64xf32>
    %1133 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1134 = stablehlo.multiply %1133, %1132 : tensor<8x16x64xf32>
    %1135 = stablehlo.multiply %1132, %222 : tensor<8x16x64xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1136 = stablehlo.reduce(%1135 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1137 = stablehlo.reshape %1136 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.reduce(%1137 init: %cst_235) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1139 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1140 = stablehlo.multiply %1134, %1139 : tensor<8x16x64xf32>
    %1141 = stablehlo.multiply %1140, %208 : tensor<8x16x64xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1142 = stablehlo.reduce(%1141 init: %cst_236) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1144 = stablehlo.negate %1143 : tensor<8x16x1xf32>
    %1145 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1146 = stablehlo.divide %1134, %1145 : tensor<8x16x64xf32>
    %1147 = stablehlo.add %1106, %1146 : tensor<8x16x64xf32>
    %1148 = stablehlo.multiply %1144, %220 : tensor<8x16x1xf32>
    %cst_237 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1150 = stablehlo.divide %1148, %1149 : tensor<8x16x1xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1151 = stablehlo.reduce(%1150 init: %cst_238) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1153 = stablehlo.multiply %1152, %211 : tensor<8x16x64xf32>
    %1154 = stablehlo.add %1147, %1153 : tensor<8x16x64xf32>
    %1155 = stablehlo.dot_general %1154, %206, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1156 = stablehlo.transpose %1155, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1157 = stablehlo.dot_general %1154, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %1159 = stablehlo.transpose %1158, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1160 = stablehlo.dot_general %1159, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1161 = stablehlo.dot_general %1159, %200, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %1162 = stablehlo.transpose %1161, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1163 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1164 = stablehlo.multiply %1160, %1163 : tensor<8x4x16x16xf32>
    %1165 = stablehlo.multiply %1164, %196 : tensor<8x4x16x16xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1166 = stablehlo.reduce(%1165 init: %cst_239) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1167 = stablehlo.reshape %1166 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %1168 = stablehlo.negate %1167 : tensor<8x4x16x1xf32>
    %1169 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1170 = stablehlo.divide %1160, %1169 : tensor<8x4x16x16xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1171 = stablehlo.reduce(%1168 init: %cst_240) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<8x4x16x16xf32>
    %1174 = stablehlo.multiply %1173, %196 : tensor<8x4x16x16xf32>
    %1175 = stablehlo.dot_general %1174, %187, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1176 = stablehlo.transpose %1175, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1177 = stablehlo.dot_general %1174, %178, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1178 = stablehlo.transpose %1177, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1179 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1180 = stablehlo.divide %1178, %1179 : tensor<8x16x4x16xf32>
    %1181 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1182 = stablehlo.multiply %1180, %1181 : tensor<8x16x4x16xf32>
    %1183 = stablehlo.reshape %1162 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1184 = stablehlo.reshape %1176 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1185 = stablehlo.reshape %1182 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1186 = stablehlo.dot_general %1183, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1187 = stablehlo.transpose %1186, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1188 = stablehlo.dot_general %1183, %arg43, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1189 = stablehlo.dot_general %1184, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1190 = stablehlo.transpose %1189, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1191 = stablehlo.dot_general %1184, %arg40, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1192 = stablehlo.add %1188, %1191 : tensor<8x16x64xf32>
    %1193 = stablehlo.dot_general %1185, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1194 = stablehlo.transpose %1193, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1195 = stablehlo.dot_general %1185, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1196 = stablehlo.add %1192, %1195 : tensor<8x16x64xf32>
    %1197 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1198 = stablehlo.multiply %1197, %1196 : tensor<8x16x64xf32>
    %1199 = stablehlo.multiply %1196, %167 : tensor<8x16x64xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1200 = stablehlo.reduce(%1199 init: %cst_241) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1201 = stablehlo.reshape %1200 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1202 = stablehlo.reduce(%1201 init: %cst_242) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1203 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1204 = stablehlo.multiply %1198, %1203 : tensor<8x16x64xf32>
    %1205 = stablehlo.multiply %1204, %153 : tensor<8x16x64xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1206 = stablehlo.reduce(%1205 init: %cst_243) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1208 = stablehlo.negate %1207 : tensor<8x16x1xf32>
    %1209 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1210 = stablehlo.divide %1198, %1209 : tensor<8x16x64xf32>
    %1211 = stablehlo.add %1154, %1210 : tensor<8x16x64xf32>
    %1212 = stablehlo.multiply %1208, %165 : tensor<8x16x1xf32>
    %cst_244 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1214 = stablehlo.divide %1212, %1213 : tensor<8x16x1xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.reduce(%1214 init: %cst_245) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1216 = stablehlo.broadcast_in_dim %1215, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1217 = stablehlo.multiply %1216, %156 : tensor<8x16x64xf32>
    %1218 = stablehlo.add %1211, %1217 : tensor<8x16x64xf32>
    %1219 = stablehlo.dot_general %1218, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %1220 = stablehlo.transpose %1219, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %1221 = stablehlo.dot_general %1218, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %1222 = stablehlo.multiply %149, %1221 : tensor<8x16x128xf32>
    %1223 = stablehlo.multiply %1221, %150 : tensor<8x16x128xf32>
    %1224 = stablehlo.dot_general %1222, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %1225 = stablehlo.transpose %1224, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1226 = stablehlo.dot_general %1222, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %1227 = stablehlo.multiply %131, %1223 : tensor<8x16x128xf32>
    %1228 = stablehlo.multiply %1223, %148 : tensor<8x16x128xf32>
    %cst_246 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1230 = stablehlo.multiply %1229, %1227 : tensor<8x16x128xf32>
    %1231 = stablehlo.multiply %1230, %144 : tensor<8x16x128xf32>
    %1232 = stablehlo.multiply %1231, %142 : tensor<8x16x128xf32>
    %1233 = stablehlo.add %1231, %1232 : tensor<8x16x128xf32>
    %cst_247 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1235 = stablehlo.multiply %1234, %1233 : tensor<8x16x128xf32>
    %1236 = stablehlo.add %1228, %1235 : tensor<8x16x128xf32>
    %cst_248 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1238 = stablehlo.multiply %1237, %1235 : tensor<8x16x128xf32>
    %1239 = stablehlo.multiply %1238, %136 : tensor<8x16x128xf32>
    %1240 = stablehlo.add %1236, %1239 : tensor<8x16x128xf32>
    %1241 = stablehlo.dot_general %1240, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %1242 = stablehlo.transpose %1241, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1243 = stablehlo.dot_general %1240, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %1244 = stablehlo.add %1226, %1243 : tensor<8x16x64xf32>
    %1245 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1246 = stablehlo.multiply %1245, %1244 : tensor<8x16x64xf32>
    %1247 = stablehlo.multiply %1244, %124 : tensor<8x16x64xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1248 = stablehlo.reduce(%1247 init: %cst_249) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1249 = stablehlo.reshape %1248 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1250 = stablehlo.reduce(%1249 init: %cst_250) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1251 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1252 = stablehlo.multiply %1246, %1251 : tensor<8x16x64xf32>
    %1253 = stablehlo.multiply %1252, %110 : tensor<8x16x64xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.reduce(%1253 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1256 = stablehlo.negate %1255 : tensor<8x16x1xf32>
    %1257 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1258 = stablehlo.divide %1246, %1257 : tensor<8x16x64xf32>
    %1259 = stablehlo.add %1218, %1258 : tensor<8x16x64xf32>
    %1260 = stablehlo.multiply %1256, %122 : tensor<8x16x1xf32>
    %cst_252 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1262 = stablehlo.divide %1260, %1261 : tensor<8x16x1xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.reduce(%1262 init: %cst_253) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1265 = stablehlo.multiply %1264, %113 : tensor<8x16x64xf32>
    %1266 = stablehlo.add %1259, %1265 : tensor<8x16x64xf32>
    %1267 = stablehlo.dot_general %1266, %108, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1268 = stablehlo.transpose %1267, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1269 = stablehlo.dot_general %1266, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1270 = stablehlo.reshape %1269 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %1271 = stablehlo.transpose %1270, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1272 = stablehlo.dot_general %1271, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1273 = stablehlo.dot_general %1271, %102, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %1274 = stablehlo.transpose %1273, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1275 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1276 = stablehlo.multiply %1272, %1275 : tensor<8x4x16x16xf32>
    %1277 = stablehlo.multiply %1276, %98 : tensor<8x4x16x16xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1278 = stablehlo.reduce(%1277 init: %cst_254) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1279 = stablehlo.reshape %1278 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %1280 = stablehlo.negate %1279 : tensor<8x4x16x1xf32>
    %1281 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %1282 = stablehlo.divide %1272, %1281 : tensor<8x4x16x16xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1283 = stablehlo.reduce(%1280 init: %cst_255) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1285 = stablehlo.add %1282, %1284 : tensor<8x4x16x16xf32>
    %1286 = stablehlo.multiply %1285, %98 : tensor<8x4x16x16xf32>
    %1287 = stablehlo.add %1174, %1286 : tensor<8x4x16x16xf32>
    %1288 = stablehlo.dot_general %1286, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1289 = stablehlo.transpose %1288, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1290 = stablehlo.dot_general %1286, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %1291 = stablehlo.transpose %1290, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %1292 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1293 = stablehlo.divide %1291, %1292 : tensor<8x16x4x16xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1294 = stablehlo.reduce(%1287 init: %cst_256) applies stablehlo.add across dimensions = [0] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1296 = stablehlo.reduce(%1295 init: %cst_257) applies stablehlo.add across dimensions = [0] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %1297 = stablehlo.transpose %1296, dims = [1, 2, 0] : (tensor<4x16x16xf32>) -> tensor<16x16x4xf32>
    %1298 = call @_take_8(%80#1, %1297) : (tensor<16x16x1xi32>, tensor<16x16x4xf32>) -> tensor<8x4xf32>
    %1299 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %1300 = stablehlo.multiply %1293, %1299 : tensor<8x16x4x16xf32>
    %1301 = stablehlo.reshape %1274 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1302 = stablehlo.reshape %1289 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1303 = stablehlo.reshape %1300 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %1304 = stablehlo.dot_general %1301, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1305 = stablehlo.transpose %1304, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1306 = stablehlo.dot_general %1301, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1307 = stablehlo.dot_general %1302, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1308 = stablehlo.transpose %1307, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1309 = stablehlo.dot_general %1302, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1310 = stablehlo.add %1306, %1309 : tensor<8x16x64xf32>
    %1311 = stablehlo.dot_general %1303, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %1312 = stablehlo.transpose %1311, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1313 = stablehlo.dot_general %1303, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %1314 = stablehlo.add %1310, %1313 : tensor<8x16x64xf32>
    %1315 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %1316 = stablehlo.multiply %1315, %1314 : tensor<8x16x64xf32>
    %1317 = stablehlo.multiply %1314, %22 : tensor<8x16x64xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1317 init: %cst_258) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.reduce(%1319 init: %cst_259) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1321 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1322 = stablehlo.multiply %1316, %1321 : tensor<8x16x64xf32>
    %1323 = stablehlo.multiply %1322, %8#0 : tensor<8x16x64xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1324 = stablehlo.reduce(%1323 init: %cst_260) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %1326 = stablehlo.negate %1325 : tensor<8x16x1xf32>
    %1327 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %1328 = stablehlo.divide %1316, %1327 : tensor<8x16x64xf32>
    %1329 = stablehlo.add %1266, %1328 : tensor<8x16x64xf32>
    %1330 = stablehlo.multiply %1326, %20 : tensor<8x16x1xf32>
    %cst_261 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1332 = stablehlo.divide %1330, %1331 : tensor<8x16x1xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1333 = stablehlo.reduce(%1332 init: %cst_262) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1334 = stablehlo.broadcast_in_dim %1333, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %1335 = stablehlo.multiply %1334, %11 : tensor<8x16x64xf32>
    %1336 = stablehlo.add %1329, %1335 : tensor<8x16x64xf32>
    %1337 = call @_take_9(%8#1, %1336) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %1338 = stablehlo.add %1085, %1337 : tensor<256x64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1340 = stablehlo.multiply %1339, %1056 : tensor<64x64xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1342 = stablehlo.multiply %1341, %arg53 : tensor<64x64xf32>
    %1343 = stablehlo.add %1340, %1342 : tensor<64x64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1345 = stablehlo.multiply %1344, %1016 : tensor<64x64xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1347 = stablehlo.multiply %1346, %arg54 : tensor<64x64xf32>
    %1348 = stablehlo.add %1345, %1347 : tensor<64x64xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1350 = stablehlo.multiply %1349, %1060 : tensor<64x64xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1352 = stablehlo.multiply %1351, %arg55 : tensor<64x64xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<64x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1355 = stablehlo.multiply %1354, %1046 : tensor<8x4xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1357 = stablehlo.multiply %1356, %arg56 : tensor<8x4xf32>
    %1358 = stablehlo.add %1355, %1357 : tensor<8x4xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1360 = stablehlo.multiply %1359, %1053 : tensor<64x64xf32>
    %cst_272 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1362 = stablehlo.multiply %1361, %arg57 : tensor<64x64xf32>
    %1363 = stablehlo.add %1360, %1362 : tensor<64x64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1365 = stablehlo.multiply %1364, %1068 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1367 = stablehlo.multiply %1366, %arg58 : tensor<64xf32>
    %1368 = stablehlo.add %1365, %1367 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1370 = stablehlo.multiply %1369, %987 : tensor<64x64xf32>
    %cst_276 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1372 = stablehlo.multiply %1371, %arg59 : tensor<64x64xf32>
    %1373 = stablehlo.add %1370, %1372 : tensor<64x64xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1375 = stablehlo.multiply %1374, %952 : tensor<64x64xf32>
    %cst_278 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1377 = stablehlo.multiply %1376, %arg60 : tensor<64x64xf32>
    %1378 = stablehlo.add %1375, %1377 : tensor<64x64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1380 = stablehlo.multiply %1379, %991 : tensor<64x64xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1382 = stablehlo.multiply %1381, %arg61 : tensor<64x64xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<64x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1385 = stablehlo.multiply %1384, %983 : tensor<64x64xf32>
    %cst_282 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1387 = stablehlo.multiply %1386, %arg62 : tensor<64x64xf32>
    %1388 = stablehlo.add %1385, %1387 : tensor<64x64xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1390 = stablehlo.multiply %1389, %998 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1392 = stablehlo.multiply %1391, %arg63 : tensor<64xf32>
    %1393 = stablehlo.add %1390, %1392 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1395 = stablehlo.multiply %1394, %926 : tensor<64x128xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1397 = stablehlo.multiply %1396, %arg64 : tensor<64x128xf32>
    %1398 = stablehlo.add %1395, %1397 : tensor<64x128xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1400 = stablehlo.multiply %1399, %909 : tensor<64x128xf32>
    %cst_288 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1402 = stablehlo.multiply %1401, %arg65 : tensor<64x128xf32>
    %1403 = stablehlo.add %1400, %1402 : tensor<64x128xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1405 = stablehlo.multiply %1404, %904 : tensor<128x64xf32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1407 = stablehlo.multiply %1406, %arg66 : tensor<128x64xf32>
    %1408 = stablehlo.add %1405, %1407 : tensor<128x64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1410 = stablehlo.multiply %1409, %934 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1412 = stablehlo.multiply %1411, %arg67 : tensor<64xf32>
    %1413 = stablehlo.add %1410, %1412 : tensor<64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1415 = stablehlo.multiply %1414, %874 : tensor<64x64xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1417 = stablehlo.multiply %1416, %arg68 : tensor<64x64xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<64x64xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1420 = stablehlo.multiply %1419, %840 : tensor<64x64xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1422 = stablehlo.multiply %1421, %arg69 : tensor<64x64xf32>
    %1423 = stablehlo.add %1420, %1422 : tensor<64x64xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1425 = stablehlo.multiply %1424, %878 : tensor<64x64xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1427 = stablehlo.multiply %1426, %arg70 : tensor<64x64xf32>
    %1428 = stablehlo.add %1425, %1427 : tensor<64x64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1430 = stablehlo.multiply %1429, %871 : tensor<64x64xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1432 = stablehlo.multiply %1431, %arg71 : tensor<64x64xf32>
    %1433 = stablehlo.add %1430, %1432 : tensor<64x64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1435 = stablehlo.multiply %1434, %886 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1437 = stablehlo.multiply %1436, %arg72 : tensor<64xf32>
    %1438 = stablehlo.add %1435, %1437 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1440 = stablehlo.multiply %1439, %811 : tensor<64x64xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1442 = stablehlo.multiply %1441, %arg73 : tensor<64x64xf32>
    %1443 = stablehlo.add %1440, %1442 : tensor<64x64xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1445 = stablehlo.multiply %1444, %777 : tensor<64x64xf32>
    %cst_306 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1447 = stablehlo.multiply %1446, %arg74 : tensor<64x64xf32>
    %1448 = stablehlo.add %1445, %1447 : tensor<64x64xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1450 = stablehlo.multiply %1449, %815 : tensor<64x64xf32>
    %cst_308 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1452 = stablehlo.multiply %1451, %arg75 : tensor<64x64xf32>
    %1453 = stablehlo.add %1450, %1452 : tensor<64x64xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1455 = stablehlo.multiply %1454, %808 : tensor<64x64xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1457 = stablehlo.multiply %1456, %arg76 : tensor<64x64xf32>
    %1458 = stablehlo.add %1455, %1457 : tensor<64x64xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1460 = stablehlo.multiply %1459, %822 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1462 = stablehlo.multiply %1461, %arg77 : tensor<64xf32>
    %1463 = stablehlo.add %1460, %1462 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1465 = stablehlo.multiply %1464, %751 : tensor<64x128xf32>
    %cst_314 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1467 = stablehlo.multiply %1466, %arg78 : tensor<64x128xf32>
    %1468 = stablehlo.add %1465, %1467 : tensor<64x128xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1470 = stablehlo.multiply %1469, %734 : tensor<64x128xf32>
    %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1472 = stablehlo.multiply %1471, %arg79 : tensor<64x128xf32>
    %1473 = stablehlo.add %1470, %1472 : tensor<64x128xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1475 = stablehlo.multiply %1474, %729 : tensor<128x64xf32>
    %cst_318 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1477 = stablehlo.multiply %1476, %arg80 : tensor<128x64xf32>
    %1478 = stablehlo.add %1475, %1477 : tensor<128x64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1480 = stablehlo.multiply %1479, %759 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1482 = stablehlo.multiply %1481, %arg81 : tensor<64xf32>
    %1483 = stablehlo.add %1480, %1482 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1485 = stablehlo.multiply %1484, %712 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1487 = stablehlo.multiply %1486, %arg82 : tensor<64xf32>
    %1488 = stablehlo.add %1485, %1487 : tensor<64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1490 = stablehlo.multiply %1489, %1308 : tensor<64x64xf32>
    %cst_324 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1492 = stablehlo.multiply %1491, %arg83 : tensor<64x64xf32>
    %1493 = stablehlo.add %1490, %1492 : tensor<64x64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1495 = stablehlo.multiply %1494, %1268 : tensor<64x64xf32>
    %cst_326 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1497 = stablehlo.multiply %1496, %arg84 : tensor<64x64xf32>
    %1498 = stablehlo.add %1495, %1497 : tensor<64x64xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1500 = stablehlo.multiply %1499, %1312 : tensor<64x64xf32>
    %cst_328 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1502 = stablehlo.multiply %1501, %arg85 : tensor<64x64xf32>
    %1503 = stablehlo.add %1500, %1502 : tensor<64x64xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1505 = stablehlo.multiply %1504, %1298 : tensor<8x4xf32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1507 = stablehlo.multiply %1506, %arg86 : tensor<8x4xf32>
    %1508 = stablehlo.add %1505, %1507 : tensor<8x4xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1510 = stablehlo.multiply %1509, %1305 : tensor<64x64xf32>
    %cst_332 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1512 = stablehlo.multiply %1511, %arg87 : tensor<64x64xf32>
    %1513 = stablehlo.add %1510, %1512 : tensor<64x64xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1515 = stablehlo.multiply %1514, %1320 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1517 = stablehlo.multiply %1516, %arg88 : tensor<64xf32>
    %1518 = stablehlo.add %1515, %1517 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1520 = stablehlo.multiply %1519, %1242 : tensor<64x128xf32>
    %cst_336 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1522 = stablehlo.multiply %1521, %arg89 : tensor<64x128xf32>
    %1523 = stablehlo.add %1520, %1522 : tensor<64x128xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1525 = stablehlo.multiply %1524, %1225 : tensor<64x128xf32>
    %cst_338 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1527 = stablehlo.multiply %1526, %arg90 : tensor<64x128xf32>
    %1528 = stablehlo.add %1525, %1527 : tensor<64x128xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1530 = stablehlo.multiply %1529, %1220 : tensor<128x64xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1532 = stablehlo.multiply %1531, %arg91 : tensor<128x64xf32>
    %1533 = stablehlo.add %1530, %1532 : tensor<128x64xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1535 = stablehlo.multiply %1534, %1250 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1537 = stablehlo.multiply %1536, %arg92 : tensor<64xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1540 = stablehlo.multiply %1539, %1190 : tensor<64x64xf32>
    %cst_344 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1542 = stablehlo.multiply %1541, %arg93 : tensor<64x64xf32>
    %1543 = stablehlo.add %1540, %1542 : tensor<64x64xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1545 = stablehlo.multiply %1544, %1156 : tensor<64x64xf32>
    %cst_346 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1547 = stablehlo.multiply %1546, %arg94 : tensor<64x64xf32>
    %1548 = stablehlo.add %1545, %1547 : tensor<64x64xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1550 = stablehlo.multiply %1549, %1194 : tensor<64x64xf32>
    %cst_348 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1552 = stablehlo.multiply %1551, %arg95 : tensor<64x64xf32>
    %1553 = stablehlo.add %1550, %1552 : tensor<64x64xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1555 = stablehlo.multiply %1554, %1187 : tensor<64x64xf32>
    %cst_350 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1557 = stablehlo.multiply %1556, %arg96 : tensor<64x64xf32>
    %1558 = stablehlo.add %1555, %1557 : tensor<64x64xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1560 = stablehlo.multiply %1559, %1202 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1562 = stablehlo.multiply %1561, %arg97 : tensor<64xf32>
    %1563 = stablehlo.add %1560, %1562 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1565 = stablehlo.multiply %1564, %1130 : tensor<64x128xf32>
    %cst_354 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1567 = stablehlo.multiply %1566, %arg98 : tensor<64x128xf32>
    %1568 = stablehlo.add %1565, %1567 : tensor<64x128xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1570 = stablehlo.multiply %1569, %1113 : tensor<64x128xf32>
    %cst_356 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1572 = stablehlo.multiply %1571, %arg99 : tensor<64x128xf32>
    %1573 = stablehlo.add %1570, %1572 : tensor<64x128xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1575 = stablehlo.multiply %1574, %1108 : tensor<128x64xf32>
    %cst_358 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1577 = stablehlo.multiply %1576, %arg100 : tensor<128x64xf32>
    %1578 = stablehlo.add %1575, %1577 : tensor<128x64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1580 = stablehlo.multiply %1579, %1138 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1582 = stablehlo.multiply %1581, %arg101 : tensor<64xf32>
    %1583 = stablehlo.add %1580, %1582 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1585 = stablehlo.multiply %1584, %1091 : tensor<64xf32>
    %cst_362 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1587 = stablehlo.multiply %1586, %arg102 : tensor<64xf32>
    %1588 = stablehlo.add %1585, %1587 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1590 = stablehlo.multiply %1589, %705 : tensor<64x256xf32>
    %cst_364 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1592 = stablehlo.multiply %1591, %arg103 : tensor<64x256xf32>
    %1593 = stablehlo.add %1590, %1592 : tensor<64x256xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1595 = stablehlo.multiply %1594, %1338 : tensor<256x64xf32>
    %cst_366 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1597 = stablehlo.multiply %1596, %arg104 : tensor<256x64xf32>
    %1598 = stablehlo.add %1595, %1597 : tensor<256x64xf32>
    %1599 = stablehlo.multiply %1056, %1056 : tensor<64x64xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1601 = stablehlo.multiply %1600, %1599 : tensor<64x64xf32>
    %cst_368 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1603 = stablehlo.multiply %1602, %arg105 : tensor<64x64xf32>
    %1604 = stablehlo.add %1601, %1603 : tensor<64x64xf32>
    %1605 = stablehlo.multiply %1016, %1016 : tensor<64x64xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1607 = stablehlo.multiply %1606, %1605 : tensor<64x64xf32>
    %cst_370 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1609 = stablehlo.multiply %1608, %arg106 : tensor<64x64xf32>
    %1610 = stablehlo.add %1607, %1609 : tensor<64x64xf32>
    %1611 = stablehlo.multiply %1060, %1060 : tensor<64x64xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1613 = stablehlo.multiply %1612, %1611 : tensor<64x64xf32>
    %cst_372 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1615 = stablehlo.multiply %1614, %arg107 : tensor<64x64xf32>
    %1616 = stablehlo.add %1613, %1615 : tensor<64x64xf32>
    %1617 = stablehlo.multiply %1046, %1046 : tensor<8x4xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1619 = stablehlo.multiply %1618, %1617 : tensor<8x4xf32>
    %cst_374 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1620 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1621 = stablehlo.multiply %1620, %arg108 : tensor<8x4xf32>
    %1622 = stablehlo.add %1619, %1621 : tensor<8x4xf32>
    %1623 = stablehlo.multiply %1053, %1053 : tensor<64x64xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1625 = stablehlo.multiply %1624, %1623 : tensor<64x64xf32>
    %cst_376 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1627 = stablehlo.multiply %1626, %arg109 : tensor<64x64xf32>
    %1628 = stablehlo.add %1625, %1627 : tensor<64x64xf32>
    %1629 = stablehlo.multiply %1068, %1068 : tensor<64xf32>
    %cst_377 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1631 = stablehlo.multiply %1630, %1629 : tensor<64xf32>
    %cst_378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1633 = stablehlo.multiply %1632, %arg110 : tensor<64xf32>
    %1634 = stablehlo.add %1631, %1633 : tensor<64xf32>
    %1635 = stablehlo.multiply %987, %987 : tensor<64x64xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1637 = stablehlo.multiply %1636, %1635 : tensor<64x64xf32>
    %cst_380 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1638 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1639 = stablehlo.multiply %1638, %arg111 : tensor<64x64xf32>
    %1640 = stablehlo.add %1637, %1639 : tensor<64x64xf32>
    %1641 = stablehlo.multiply %952, %952 : tensor<64x64xf32>
    %cst_381 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1643 = stablehlo.multiply %1642, %1641 : tensor<64x64xf32>
    %cst_382 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1644 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1645 = stablehlo.multiply %1644, %arg112 : tensor<64x64xf32>
    %1646 = stablehlo.add %1643, %1645 : tensor<64x64xf32>
    %1647 = stablehlo.multiply %991, %991 : tensor<64x64xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1649 = stablehlo.multiply %1648, %1647 : tensor<64x64xf32>
    %cst_384 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1651 = stablehlo.multiply %1650, %arg113 : tensor<64x64xf32>
    %1652 = stablehlo.add %1649, %1651 : tensor<64x64xf32>
    %1653 = stablehlo.multiply %983, %983 : tensor<64x64xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1655 = stablehlo.multiply %1654, %1653 : tensor<64x64xf32>
    %cst_386 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1657 = stablehlo.multiply %1656, %arg114 : tensor<64x64xf32>
    %1658 = stablehlo.add %1655, %1657 : tensor<64x64xf32>
    %1659 = stablehlo.multiply %998, %998 : tensor<64xf32>
    %cst_387 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1661 = stablehlo.multiply %1660, %1659 : tensor<64xf32>
    %cst_388 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1663 = stablehlo.multiply %1662, %arg115 : tensor<64xf32>
    %1664 = stablehlo.add %1661, %1663 : tensor<64xf32>
    %1665 = stablehlo.multiply %926, %926 : tensor<64x128xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1667 = stablehlo.multiply %1666, %1665 : tensor<64x128xf32>
    %cst_390 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1669 = stablehlo.multiply %1668, %arg116 : tensor<64x128xf32>
    %1670 = stablehlo.add %1667, %1669 : tensor<64x128xf32>
    %1671 = stablehlo.multiply %909, %909 : tensor<64x128xf32>
    %cst_391 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1673 = stablehlo.multiply %1672, %1671 : tensor<64x128xf32>
    %cst_392 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1675 = stablehlo.multiply %1674, %arg117 : tensor<64x128xf32>
    %1676 = stablehlo.add %1673, %1675 : tensor<64x128xf32>
    %1677 = stablehlo.multiply %904, %904 : tensor<128x64xf32>
    %cst_393 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1679 = stablehlo.multiply %1678, %1677 : tensor<128x64xf32>
    %cst_394 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1681 = stablehlo.multiply %1680, %arg118 : tensor<128x64xf32>
    %1682 = stablehlo.add %1679, %1681 : tensor<128x64xf32>
    %1683 = stablehlo.multiply %934, %934 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1685 = stablehlo.multiply %1684, %1683 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1687 = stablehlo.multiply %1686, %arg119 : tensor<64xf32>
    %1688 = stablehlo.add %1685, %1687 : tensor<64xf32>
    %1689 = stablehlo.multiply %874, %874 : tensor<64x64xf32>
    %cst_397 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1691 = stablehlo.multiply %1690, %1689 : tensor<64x64xf32>
    %cst_398 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1693 = stablehlo.multiply %1692, %arg120 : tensor<64x64xf32>
    %1694 = stablehlo.add %1691, %1693 : tensor<64x64xf32>
    %1695 = stablehlo.multiply %840, %840 : tensor<64x64xf32>
    %cst_399 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1697 = stablehlo.multiply %1696, %1695 : tensor<64x64xf32>
    %cst_400 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1699 = stablehlo.multiply %1698, %arg121 : tensor<64x64xf32>
    %1700 = stablehlo.add %1697, %1699 : tensor<64x64xf32>
    %1701 = stablehlo.multiply %878, %878 : tensor<64x64xf32>
    %cst_401 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1703 = stablehlo.multiply %1702, %1701 : tensor<64x64xf32>
    %cst_402 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1705 = stablehlo.multiply %1704, %arg122 : tensor<64x64xf32>
    %1706 = stablehlo.add %1703, %1705 : tensor<64x64xf32>
    %1707 = stablehlo.multiply %871, %871 : tensor<64x64xf32>
    %cst_403 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1709 = stablehlo.multiply %1708, %1707 : tensor<64x64xf32>
    %cst_404 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1711 = stablehlo.multiply %1710, %arg123 : tensor<64x64xf32>
    %1712 = stablehlo.add %1709, %1711 : tensor<64x64xf32>
    %1713 = stablehlo.multiply %886, %886 : tensor<64xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1715 = stablehlo.multiply %1714, %1713 : tensor<64xf32>
    %cst_406 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1717 = stablehlo.multiply %1716, %arg124 : tensor<64xf32>
    %1718 = stablehlo.add %1715, %1717 : tensor<64xf32>
    %1719 = stablehlo.multiply %811, %811 : tensor<64x64xf32>
    %cst_407 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1721 = stablehlo.multiply %1720, %1719 : tensor<64x64xf32>
    %cst_408 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1723 = stablehlo.multiply %1722, %arg125 : tensor<64x64xf32>
    %1724 = stablehlo.add %1721, %1723 : tensor<64x64xf32>
    %1725 = stablehlo.multiply %777, %777 : tensor<64x64xf32>
    %cst_409 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1727 = stablehlo.multiply %1726, %1725 : tensor<64x64xf32>
    %cst_410 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1729 = stablehlo.multiply %1728, %arg126 : tensor<64x64xf32>
    %1730 = stablehlo.add %1727, %1729 : tensor<64x64xf32>
    %1731 = stablehlo.multiply %815, %815 : tensor<64x64xf32>
    %cst_411 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1733 = stablehlo.multiply %1732, %1731 : tensor<64x64xf32>
    %cst_412 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1735 = stablehlo.multiply %1734, %arg127 : tensor<64x64xf32>
    %1736 = stablehlo.add %1733, %1735 : tensor<64x64xf32>
    %1737 = stablehlo.multiply %808, %808 : tensor<64x64xf32>
    %cst_413 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1739 = stablehlo.multiply %1738, %1737 : tensor<64x64xf32>
    %cst_414 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1741 = stablehlo.multiply %1740, %arg128 : tensor<64x64xf32>
    %1742 = stablehlo.add %1739, %1741 : tensor<64x64xf32>
    %1743 = stablehlo.multiply %822, %822 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1745 = stablehlo.multiply %1744, %1743 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1747 = stablehlo.multiply %1746, %arg129 : tensor<64xf32>
    %1748 = stablehlo.add %1745, %1747 : tensor<64xf32>
    %1749 = stablehlo.multiply %751, %751 : tensor<64x128xf32>
    %cst_417 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1751 = stablehlo.multiply %1750, %1749 : tensor<64x128xf32>
    %cst_418 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1753 = stablehlo.multiply %1752, %arg130 : tensor<64x128xf32>
    %1754 = stablehlo.add %1751, %1753 : tensor<64x128xf32>
    %1755 = stablehlo.multiply %734, %734 : tensor<64x128xf32>
    %cst_419 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1757 = stablehlo.multiply %1756, %1755 : tensor<64x128xf32>
    %cst_420 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1759 = stablehlo.multiply %1758, %arg131 : tensor<64x128xf32>
    %1760 = stablehlo.add %1757, %1759 : tensor<64x128xf32>
    %1761 = stablehlo.multiply %729, %729 : tensor<128x64xf32>
    %cst_421 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1763 = stablehlo.multiply %1762, %1761 : tensor<128x64xf32>
    %cst_422 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1765 = stablehlo.multiply %1764, %arg132 : tensor<128x64xf32>
    %1766 = stablehlo.add %1763, %1765 : tensor<128x64xf32>
    %1767 = stablehlo.multiply %759, %759 : tensor<64xf32>
    %cst_423 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1769 = stablehlo.multiply %1768, %1767 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1770 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1771 = stablehlo.multiply %1770, %arg133 : tensor<64xf32>
    %1772 = stablehlo.add %1769, %1771 : tensor<64xf32>
    %1773 = stablehlo.multiply %712, %712 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1775 = stablehlo.multiply %1774, %1773 : tensor<64xf32>
    %cst_426 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1776 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1777 = stablehlo.multiply %1776, %arg134 : tensor<64xf32>
    %1778 = stablehlo.add %1775, %1777 : tensor<64xf32>
    %1779 = stablehlo.multiply %1308, %1308 : tensor<64x64xf32>
    %cst_427 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1780 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1781 = stablehlo.multiply %1780, %1779 : tensor<64x64xf32>
    %cst_428 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1782 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1783 = stablehlo.multiply %1782, %arg135 : tensor<64x64xf32>
    %1784 = stablehlo.add %1781, %1783 : tensor<64x64xf32>
    %1785 = stablehlo.multiply %1268, %1268 : tensor<64x64xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1787 = stablehlo.multiply %1786, %1785 : tensor<64x64xf32>
    %cst_430 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1789 = stablehlo.multiply %1788, %arg136 : tensor<64x64xf32>
    %1790 = stablehlo.add %1787, %1789 : tensor<64x64xf32>
    %1791 = stablehlo.multiply %1312, %1312 : tensor<64x64xf32>
    %cst_431 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1793 = stablehlo.multiply %1792, %1791 : tensor<64x64xf32>
    %cst_432 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1794 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1795 = stablehlo.multiply %1794, %arg137 : tensor<64x64xf32>
    %1796 = stablehlo.add %1793, %1795 : tensor<64x64xf32>
    %1797 = stablehlo.multiply %1298, %1298 : tensor<8x4xf32>
    %cst_433 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1799 = stablehlo.multiply %1798, %1797 : tensor<8x4xf32>
    %cst_434 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1801 = stablehlo.multiply %1800, %arg138 : tensor<8x4xf32>
    %1802 = stablehlo.add %1799, %1801 : tensor<8x4xf32>
    %1803 = stablehlo.multiply %1305, %1305 : tensor<64x64xf32>
    %cst_435 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1805 = stablehlo.multiply %1804, %1803 : tensor<64x64xf32>
    %cst_436 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1806 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1807 = stablehlo.multiply %1806, %arg139 : tensor<64x64xf32>
    %1808 = stablehlo.add %1805, %1807 : tensor<64x64xf32>
    %1809 = stablehlo.multiply %1320, %1320 : tensor<64xf32>
    %cst_437 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1811 = stablehlo.multiply %1810, %1809 : tensor<64xf32>
    %cst_438 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1812 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1813 = stablehlo.multiply %1812, %arg140 : tensor<64xf32>
    %1814 = stablehlo.add %1811, %1813 : tensor<64xf32>
    %1815 = stablehlo.multiply %1242, %1242 : tensor<64x128xf32>
    %cst_439 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1817 = stablehlo.multiply %1816, %1815 : tensor<64x128xf32>
    %cst_440 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1819 = stablehlo.multiply %1818, %arg141 : tensor<64x128xf32>
    %1820 = stablehlo.add %1817, %1819 : tensor<64x128xf32>
    %1821 = stablehlo.multiply %1225, %1225 : tensor<64x128xf32>
    %cst_441 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1823 = stablehlo.multiply %1822, %1821 : tensor<64x128xf32>
    %cst_442 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1824 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1825 = stablehlo.multiply %1824, %arg142 : tensor<64x128xf32>
    %1826 = stablehlo.add %1823, %1825 : tensor<64x128xf32>
    %1827 = stablehlo.multiply %1220, %1220 : tensor<128x64xf32>
    %cst_443 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1829 = stablehlo.multiply %1828, %1827 : tensor<128x64xf32>
    %cst_444 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1830 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1831 = stablehlo.multiply %1830, %arg143 : tensor<128x64xf32>
    %1832 = stablehlo.add %1829, %1831 : tensor<128x64xf32>
    %1833 = stablehlo.multiply %1250, %1250 : tensor<64xf32>
    %cst_445 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1834 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1835 = stablehlo.multiply %1834, %1833 : tensor<64xf32>
    %cst_446 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1836 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1837 = stablehlo.multiply %1836, %arg144 : tensor<64xf32>
    %1838 = stablehlo.add %1835, %1837 : tensor<64xf32>
    %1839 = stablehlo.multiply %1190, %1190 : tensor<64x64xf32>
    %cst_447 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1840 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1841 = stablehlo.multiply %1840, %1839 : tensor<64x64xf32>
    %cst_448 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1842 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1843 = stablehlo.multiply %1842, %arg145 : tensor<64x64xf32>
    %1844 = stablehlo.add %1841, %1843 : tensor<64x64xf32>
    %1845 = stablehlo.multiply %1156, %1156 : tensor<64x64xf32>
    %cst_449 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1847 = stablehlo.multiply %1846, %1845 : tensor<64x64xf32>
    %cst_450 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1849 = stablehlo.multiply %1848, %arg146 : tensor<64x64xf32>
    %1850 = stablehlo.add %1847, %1849 : tensor<64x64xf32>
    %1851 = stablehlo.multiply %1194, %1194 : tensor<64x64xf32>
    %cst_451 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1853 = stablehlo.multiply %1852, %1851 : tensor<64x64xf32>
    %cst_452 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1854 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1855 = stablehlo.multiply %1854, %arg147 : tensor<64x64xf32>
    %1856 = stablehlo.add %1853, %1855 : tensor<64x64xf32>
    %1857 = stablehlo.multiply %1187, %1187 : tensor<64x64xf32>
    %cst_453 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1858 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1859 = stablehlo.multiply %1858, %1857 : tensor<64x64xf32>
    %cst_454 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1860 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1861 = stablehlo.multiply %1860, %arg148 : tensor<64x64xf32>
    %1862 = stablehlo.add %1859, %1861 : tensor<64x64xf32>
    %1863 = stablehlo.multiply %1202, %1202 : tensor<64xf32>
    %cst_455 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1864 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1865 = stablehlo.multiply %1864, %1863 : tensor<64xf32>
    %cst_456 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1866 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1867 = stablehlo.multiply %1866, %arg149 : tensor<64xf32>
    %1868 = stablehlo.add %1865, %1867 : tensor<64xf32>
    %1869 = stablehlo.multiply %1130, %1130 : tensor<64x128xf32>
    %cst_457 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1871 = stablehlo.multiply %1870, %1869 : tensor<64x128xf32>
    %cst_458 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1872 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1873 = stablehlo.multiply %1872, %arg150 : tensor<64x128xf32>
    %1874 = stablehlo.add %1871, %1873 : tensor<64x128xf32>
    %1875 = stablehlo.multiply %1113, %1113 : tensor<64x128xf32>
    %cst_459 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1877 = stablehlo.multiply %1876, %1875 : tensor<64x128xf32>
    %cst_460 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1878 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1879 = stablehlo.multiply %1878, %arg151 : tensor<64x128xf32>
    %1880 = stablehlo.add %1877, %1879 : tensor<64x128xf32>
    %1881 = stablehlo.multiply %1108, %1108 : tensor<128x64xf32>
    %cst_461 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1882 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1883 = stablehlo.multiply %1882, %1881 : tensor<128x64xf32>
    %cst_462 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1884 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1885 = stablehlo.multiply %1884, %arg152 : tensor<128x64xf32>
    %1886 = stablehlo.add %1883, %1885 : tensor<128x64xf32>
    %1887 = stablehlo.multiply %1138, %1138 : tensor<64xf32>
    %cst_463 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1888 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1889 = stablehlo.multiply %1888, %1887 : tensor<64xf32>
    %cst_464 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1890 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1891 = stablehlo.multiply %1890, %arg153 : tensor<64xf32>
    %1892 = stablehlo.add %1889, %1891 : tensor<64xf32>
    %1893 = stablehlo.multiply %1091, %1091 : tensor<64xf32>
    %cst_465 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1894 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1895 = stablehlo.multiply %1894, %1893 : tensor<64xf32>
    %cst_466 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1897 = stablehlo.multiply %1896, %arg154 : tensor<64xf32>
    %1898 = stablehlo.add %1895, %1897 : tensor<64xf32>
    %1899 = stablehlo.multiply %705, %705 : tensor<64x256xf32>
    %cst_467 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1900 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1901 = stablehlo.multiply %1900, %1899 : tensor<64x256xf32>
    %cst_468 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1903 = stablehlo.multiply %1902, %arg155 : tensor<64x256xf32>
    %1904 = stablehlo.add %1901, %1903 : tensor<64x256xf32>
    %1905 = stablehlo.multiply %1338, %1338 : tensor<256x64xf32>
    %cst_469 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1906 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1907 = stablehlo.multiply %1906, %1905 : tensor<256x64xf32>
    %cst_470 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1909 = stablehlo.multiply %1908, %arg156 : tensor<256x64xf32>
    %1910 = stablehlo.add %1907, %1909 : tensor<256x64xf32>
    %c_471 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1911 = stablehlo.compare LT, %arg52, %c_471, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_472 = stablehlo.constant dense<1> : tensor<i32>
    %1912 = stablehlo.add %arg52, %c_472 : tensor<i32>
    %c_473 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1913 = call @_where_10(%1911, %1912, %c_473) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_474 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1914 = stablehlo.convert %1913 : (tensor<i32>) -> tensor<f32>
    %1915 = stablehlo.power %cst_474, %1914 : tensor<f32>
    %cst_475 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1916 = stablehlo.subtract %cst_475, %1915 : tensor<f32>
    %1917 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1918 = stablehlo.divide %1343, %1917 : tensor<64x64xf32>
    %1919 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1920 = stablehlo.divide %1348, %1919 : tensor<64x64xf32>
    %1921 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1922 = stablehlo.divide %1353, %1921 : tensor<64x64xf32>
    %1923 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1924 = stablehlo.divide %1358, %1923 : tensor<8x4xf32>
    %1925 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1926 = stablehlo.divide %1363, %1925 : tensor<64x64xf32>
    %1927 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1928 = stablehlo.divide %1368, %1927 : tensor<64xf32>
    %1929 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1930 = stablehlo.divide %1373, %1929 : tensor<64x64xf32>
    %1931 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1932 = stablehlo.divide %1378, %1931 : tensor<64x64xf32>
    %1933 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1934 = stablehlo.divide %1383, %1933 : tensor<64x64xf32>
    %1935 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1936 = stablehlo.divide %1388, %1935 : tensor<64x64xf32>
    %1937 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1938 = stablehlo.divide %1393, %1937 : tensor<64xf32>
    %1939 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1940 = stablehlo.divide %1398, %1939 : tensor<64x128xf32>
    %1941 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1942 = stablehlo.divide %1403, %1941 : tensor<64x128xf32>
    %1943 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1944 = stablehlo.divide %1408, %1943 : tensor<128x64xf32>
    %1945 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1946 = stablehlo.divide %1413, %1945 : tensor<64xf32>
    %1947 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1948 = stablehlo.divide %1418, %1947 : tensor<64x64xf32>
    %1949 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1950 = stablehlo.divide %1423, %1949 : tensor<64x64xf32>
    %1951 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1952 = stablehlo.divide %1428, %1951 : tensor<64x64xf32>
    %1953 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1954 = stablehlo.divide %1433, %1953 : tensor<64x64xf32>
    %1955 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1956 = stablehlo.divide %1438, %1955 : tensor<64xf32>
    %1957 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1958 = stablehlo.divide %1443, %1957 : tensor<64x64xf32>
    %1959 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1960 = stablehlo.divide %1448, %1959 : tensor<64x64xf32>
    %1961 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1962 = stablehlo.divide %1453, %1961 : tensor<64x64xf32>
    %1963 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1964 = stablehlo.divide %1458, %1963 : tensor<64x64xf32>
    %1965 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1966 = stablehlo.divide %1463, %1965 : tensor<64xf32>
    %1967 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1968 = stablehlo.divide %1468, %1967 : tensor<64x128xf32>
    %1969 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1970 = stablehlo.divide %1473, %1969 : tensor<64x128xf32>
    %1971 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1972 = stablehlo.divide %1478, %1971 : tensor<128x64xf32>
    %1973 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1974 = stablehlo.divide %1483, %1973 : tensor<64xf32>
    %1975 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1976 = stablehlo.divide %1488, %1975 : tensor<64xf32>
    %1977 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1978 = stablehlo.divide %1493, %1977 : tensor<64x64xf32>
    %1979 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1980 = stablehlo.divide %1498, %1979 : tensor<64x64xf32>
    %1981 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1982 = stablehlo.divide %1503, %1981 : tensor<64x64xf32>
    %1983 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1984 = stablehlo.divide %1508, %1983 : tensor<8x4xf32>
    %1985 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1986 = stablehlo.divide %1513, %1985 : tensor<64x64xf32>
    %1987 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1988 = stablehlo.divide %1518, %1987 : tensor<64xf32>
    %1989 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1990 = stablehlo.divide %1523, %1989 : tensor<64x128xf32>
    %1991 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1992 = stablehlo.divide %1528, %1991 : tensor<64x128xf32>
    %1993 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1994 = stablehlo.divide %1533, %1993 : tensor<128x64xf32>
    %1995 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1996 = stablehlo.divide %1538, %1995 : tensor<64xf32>
    %1997 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1998 = stablehlo.divide %1543, %1997 : tensor<64x64xf32>
    %1999 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2000 = stablehlo.divide %1548, %1999 : tensor<64x64xf32>
    %2001 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2002 = stablehlo.divide %1553, %2001 : tensor<64x64xf32>
    %2003 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2004 = stablehlo.divide %1558, %2003 : tensor<64x64xf32>
    %2005 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2006 = stablehlo.divide %1563, %2005 : tensor<64xf32>
    %2007 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2008 = stablehlo.divide %1568, %2007 : tensor<64x128xf32>
    %2009 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2010 = stablehlo.divide %1573, %2009 : tensor<64x128xf32>
    %2011 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2012 = stablehlo.divide %1578, %2011 : tensor<128x64xf32>
    %2013 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2014 = stablehlo.divide %1583, %2013 : tensor<64xf32>
    %2015 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2016 = stablehlo.divide %1588, %2015 : tensor<64xf32>
    %2017 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2018 = stablehlo.divide %1593, %2017 : tensor<64x256xf32>
    %2019 = stablehlo.broadcast_in_dim %1916, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2020 = stablehlo.divide %1598, %2019 : tensor<256x64xf32>
    %cst_476 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2021 = stablehlo.convert %1913 : (tensor<i32>) -> tensor<f32>
    %2022 = stablehlo.power %cst_476, %2021 : tensor<f32>
    %cst_477 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2023 = stablehlo.subtract %cst_477, %2022 : tensor<f32>
    %2024 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2025 = stablehlo.divide %1604, %2024 : tensor<64x64xf32>
    %2026 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2027 = stablehlo.divide %1610, %2026 : tensor<64x64xf32>
    %2028 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2029 = stablehlo.divide %1616, %2028 : tensor<64x64xf32>
    %2030 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2031 = stablehlo.divide %1622, %2030 : tensor<8x4xf32>
    %2032 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2033 = stablehlo.divide %1628, %2032 : tensor<64x64xf32>
    %2034 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2035 = stablehlo.divide %1634, %2034 : tensor<64xf32>
    %2036 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2037 = stablehlo.divide %1640, %2036 : tensor<64x64xf32>
    %2038 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2039 = stablehlo.divide %1646, %2038 : tensor<64x64xf32>
    %2040 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2041 = stablehlo.divide %1652, %2040 : tensor<64x64xf32>
    %2042 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2043 = stablehlo.divide %1658, %2042 : tensor<64x64xf32>
    %2044 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2045 = stablehlo.divide %1664, %2044 : tensor<64xf32>
    %2046 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2047 = stablehlo.divide %1670, %2046 : tensor<64x128xf32>
    %2048 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2049 = stablehlo.divide %1676, %2048 : tensor<64x128xf32>
    %2050 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2051 = stablehlo.divide %1682, %2050 : tensor<128x64xf32>
    %2052 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2053 = stablehlo.divide %1688, %2052 : tensor<64xf32>
    %2054 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2055 = stablehlo.divide %1694, %2054 : tensor<64x64xf32>
    %2056 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2057 = stablehlo.divide %1700, %2056 : tensor<64x64xf32>
    %2058 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2059 = stablehlo.divide %1706, %2058 : tensor<64x64xf32>
    %2060 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2061 = stablehlo.divide %1712, %2060 : tensor<64x64xf32>
    %2062 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2063 = stablehlo.divide %1718, %2062 : tensor<64xf32>
    %2064 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2065 = stablehlo.divide %1724, %2064 : tensor<64x64xf32>
    %2066 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2067 = stablehlo.divide %1730, %2066 : tensor<64x64xf32>
    %2068 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2069 = stablehlo.divide %1736, %2068 : tensor<64x64xf32>
    %2070 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2071 = stablehlo.divide %1742, %2070 : tensor<64x64xf32>
    %2072 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2073 = stablehlo.divide %1748, %2072 : tensor<64xf32>
    %2074 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2075 = stablehlo.divide %1754, %2074 : tensor<64x128xf32>
    %2076 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2077 = stablehlo.divide %1760, %2076 : tensor<64x128xf32>
    %2078 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2079 = stablehlo.divide %1766, %2078 : tensor<128x64xf32>
    %2080 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2081 = stablehlo.divide %1772, %2080 : tensor<64xf32>
    %2082 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2083 = stablehlo.divide %1778, %2082 : tensor<64xf32>
    %2084 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2085 = stablehlo.divide %1784, %2084 : tensor<64x64xf32>
    %2086 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2087 = stablehlo.divide %1790, %2086 : tensor<64x64xf32>
    %2088 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2089 = stablehlo.divide %1796, %2088 : tensor<64x64xf32>
    %2090 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2091 = stablehlo.divide %1802, %2090 : tensor<8x4xf32>
    %2092 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2093 = stablehlo.divide %1808, %2092 : tensor<64x64xf32>
    %2094 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2095 = stablehlo.divide %1814, %2094 : tensor<64xf32>
    %2096 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2097 = stablehlo.divide %1820, %2096 : tensor<64x128xf32>
    %2098 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2099 = stablehlo.divide %1826, %2098 : tensor<64x128xf32>
    %2100 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2101 = stablehlo.divide %1832, %2100 : tensor<128x64xf32>
    %2102 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2103 = stablehlo.divide %1838, %2102 : tensor<64xf32>
    %2104 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2105 = stablehlo.divide %1844, %2104 : tensor<64x64xf32>
    %2106 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2107 = stablehlo.divide %1850, %2106 : tensor<64x64xf32>
    %2108 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2109 = stablehlo.divide %1856, %2108 : tensor<64x64xf32>
    %2110 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2111 = stablehlo.divide %1862, %2110 : tensor<64x64xf32>
    %2112 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2113 = stablehlo.divide %1868, %2112 : tensor<64xf32>
    %2114 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2115 = stablehlo.divide %1874, %2114 : tensor<64x128xf32>
    %2116 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2117 = stablehlo.divide %1880, %2116 : tensor<64x128xf32>
    %2118 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2119 = stablehlo.divide %1886, %2118 : tensor<128x64xf32>
    %2120 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2121 = stablehlo.divide %1892, %2120 : tensor<64xf32>
    %2122 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2123 = stablehlo.divide %1898, %2122 : tensor<64xf32>
    %2124 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2125 = stablehlo.divide %1904, %2124 : tensor<64x256xf32>
    %2126 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2127 = stablehlo.divide %1910, %2126 : tensor<256x64xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2128 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2129 = stablehlo.add %2025, %2128 : tensor<64x64xf32>
    %2130 = stablehlo.sqrt %2129 : tensor<64x64xf32>
    %cst_479 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2131 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2132 = stablehlo.add %2130, %2131 : tensor<64x64xf32>
    %2133 = stablehlo.divide %1918, %2132 : tensor<64x64xf32>
    %cst_480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2134 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2135 = stablehlo.add %2027, %2134 : tensor<64x64xf32>
    %2136 = stablehlo.sqrt %2135 : tensor<64x64xf32>
    %cst_481 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2137 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2138 = stablehlo.add %2136, %2137 : tensor<64x64xf32>
    %2139 = stablehlo.divide %1920, %2138 : tensor<64x64xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2140 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2141 = stablehlo.add %2029, %2140 : tensor<64x64xf32>
    %2142 = stablehlo.sqrt %2141 : tensor<64x64xf32>
    %cst_483 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2143 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2144 = stablehlo.add %2142, %2143 : tensor<64x64xf32>
    %2145 = stablehlo.divide %1922, %2144 : tensor<64x64xf32>
    %cst_484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2146 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2147 = stablehlo.add %2031, %2146 : tensor<8x4xf32>
    %2148 = stablehlo.sqrt %2147 : tensor<8x4xf32>
    %cst_485 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2149 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2150 = stablehlo.add %2148, %2149 : tensor<8x4xf32>
    %2151 = stablehlo.divide %1924, %2150 : tensor<8x4xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2152 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2153 = stablehlo.add %2033, %2152 : tensor<64x64xf32>
    %2154 = stablehlo.sqrt %2153 : tensor<64x64xf32>
    %cst_487 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2155 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2156 = stablehlo.add %2154, %2155 : tensor<64x64xf32>
    %2157 = stablehlo.divide %1926, %2156 : tensor<64x64xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2158 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2159 = stablehlo.add %2035, %2158 : tensor<64xf32>
    %2160 = stablehlo.sqrt %2159 : tensor<64xf32>
    %cst_489 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2161 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2162 = stablehlo.add %2160, %2161 : tensor<64xf32>
    %2163 = stablehlo.divide %1928, %2162 : tensor<64xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2164 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2165 = stablehlo.add %2037, %2164 : tensor<64x64xf32>
    %2166 = stablehlo.sqrt %2165 : tensor<64x64xf32>
    %cst_491 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2167 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2168 = stablehlo.add %2166, %2167 : tensor<64x64xf32>
    %2169 = stablehlo.divide %1930, %2168 : tensor<64x64xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2170 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2171 = stablehlo.add %2039, %2170 : tensor<64x64xf32>
    %2172 = stablehlo.sqrt %2171 : tensor<64x64xf32>
    %cst_493 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2173 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2174 = stablehlo.add %2172, %2173 : tensor<64x64xf32>
    %2175 = stablehlo.divide %1932, %2174 : tensor<64x64xf32>
    %cst_494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2176 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2177 = stablehlo.add %2041, %2176 : tensor<64x64xf32>
    %2178 = stablehlo.sqrt %2177 : tensor<64x64xf32>
    %cst_495 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2179 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2180 = stablehlo.add %2178, %2179 : tensor<64x64xf32>
    %2181 = stablehlo.divide %1934, %2180 : tensor<64x64xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2182 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2183 = stablehlo.add %2043, %2182 : tensor<64x64xf32>
    %2184 = stablehlo.sqrt %2183 : tensor<64x64xf32>
    %cst_497 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2185 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2186 = stablehlo.add %2184, %2185 : tensor<64x64xf32>
    %2187 = stablehlo.divide %1936, %2186 : tensor<64x64xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2188 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2189 = stablehlo.add %2045, %2188 : tensor<64xf32>
    %2190 = stablehlo.sqrt %2189 : tensor<64xf32>
    %cst_499 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2191 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2192 = stablehlo.add %2190, %2191 : tensor<64xf32>
    %2193 = stablehlo.divide %1938, %2192 : tensor<64xf32>
    %cst_500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2194 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2195 = stablehlo.add %2047, %2194 : tensor<64x128xf32>
    %2196 = stablehlo.sqrt %2195 : tensor<64x128xf32>
    %cst_501 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2197 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2198 = stablehlo.add %2196, %2197 : tensor<64x128xf32>
    %2199 = stablehlo.divide %1940, %2198 : tensor<64x128xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2200 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2201 = stablehlo.add %2049, %2200 : tensor<64x128xf32>
    %2202 = stablehlo.sqrt %2201 : tensor<64x128xf32>
    %cst_503 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2203 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2204 = stablehlo.add %2202, %2203 : tensor<64x128xf32>
    %2205 = stablehlo.divide %1942, %2204 : tensor<64x128xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2206 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2207 = stablehlo.add %2051, %2206 : tensor<128x64xf32>
    %2208 = stablehlo.sqrt %2207 : tensor<128x64xf32>
    %cst_505 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2209 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2210 = stablehlo.add %2208, %2209 : tensor<128x64xf32>
    %2211 = stablehlo.divide %1944, %2210 : tensor<128x64xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2212 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2213 = stablehlo.add %2053, %2212 : tensor<64xf32>
    %2214 = stablehlo.sqrt %2213 : tensor<64xf32>
    %cst_507 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2215 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2216 = stablehlo.add %2214, %2215 : tensor<64xf32>
    %2217 = stablehlo.divide %1946, %2216 : tensor<64xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2218 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2219 = stablehlo.add %2055, %2218 : tensor<64x64xf32>
    %2220 = stablehlo.sqrt %2219 : tensor<64x64xf32>
    %cst_509 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2221 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2222 = stablehlo.add %2220, %2221 : tensor<64x64xf32>
    %2223 = stablehlo.divide %1948, %2222 : tensor<64x64xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2224 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2225 = stablehlo.add %2057, %2224 : tensor<64x64xf32>
    %2226 = stablehlo.sqrt %2225 : tensor<64x64xf32>
    %cst_511 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2227 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2228 = stablehlo.add %2226, %2227 : tensor<64x64xf32>
    %2229 = stablehlo.divide %1950, %2228 : tensor<64x64xf32>
    %cst_512 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2230 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2231 = stablehlo.add %2059, %2230 : tensor<64x64xf32>
    %2232 = stablehlo.sqrt %2231 : tensor<64x64xf32>
    %cst_513 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2233 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2234 = stablehlo.add %2232, %2233 : tensor<64x64xf32>
    %2235 = stablehlo.divide %1952, %2234 : tensor<64x64xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2236 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2237 = stablehlo.add %2061, %2236 : tensor<64x64xf32>
    %2238 = stablehlo.sqrt %2237 : tensor<64x64xf32>
    %cst_515 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2239 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2240 = stablehlo.add %2238, %2239 : tensor<64x64xf32>
    %2241 = stablehlo.divide %1954, %2240 : tensor<64x64xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2242 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2243 = stablehlo.add %2063, %2242 : tensor<64xf32>
    %2244 = stablehlo.sqrt %2243 : tensor<64xf32>
    %cst_517 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2245 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2246 = stablehlo.add %2244, %2245 : tensor<64xf32>
    %2247 = stablehlo.divide %1956, %2246 : tensor<64xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2248 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2249 = stablehlo.add %2065, %2248 : tensor<64x64xf32>
    %2250 = stablehlo.sqrt %2249 : tensor<64x64xf32>
    %cst_519 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2251 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2252 = stablehlo.add %2250, %2251 : tensor<64x64xf32>
    %2253 = stablehlo.divide %1958, %2252 : tensor<64x64xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2254 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2255 = stablehlo.add %2067, %2254 : tensor<64x64xf32>
    %2256 = stablehlo.sqrt %2255 : tensor<64x64xf32>
    %cst_521 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2257 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2258 = stablehlo.add %2256, %2257 : tensor<64x64xf32>
    %2259 = stablehlo.divide %1960, %2258 : tensor<64x64xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2260 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2261 = stablehlo.add %2069, %2260 : tensor<64x64xf32>
    %2262 = stablehlo.sqrt %2261 : tensor<64x64xf32>
    %cst_523 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2263 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2264 = stablehlo.add %2262, %2263 : tensor<64x64xf32>
    %2265 = stablehlo.divide %1962, %2264 : tensor<64x64xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2266 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2267 = stablehlo.add %2071, %2266 : tensor<64x64xf32>
    %2268 = stablehlo.sqrt %2267 : tensor<64x64xf32>
    %cst_525 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2269 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2270 = stablehlo.add %2268, %2269 : tensor<64x64xf32>
    %2271 = stablehlo.divide %1964, %2270 : tensor<64x64xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2272 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2273 = stablehlo.add %2073, %2272 : tensor<64xf32>
    %2274 = stablehlo.sqrt %2273 : tensor<64xf32>
    %cst_527 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2275 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2276 = stablehlo.add %2274, %2275 : tensor<64xf32>
    %2277 = stablehlo.divide %1966, %2276 : tensor<64xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2278 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2279 = stablehlo.add %2075, %2278 : tensor<64x128xf32>
    %2280 = stablehlo.sqrt %2279 : tensor<64x128xf32>
    %cst_529 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2281 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2282 = stablehlo.add %2280, %2281 : tensor<64x128xf32>
    %2283 = stablehlo.divide %1968, %2282 : tensor<64x128xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2284 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2285 = stablehlo.add %2077, %2284 : tensor<64x128xf32>
    %2286 = stablehlo.sqrt %2285 : tensor<64x128xf32>
    %cst_531 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2287 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2288 = stablehlo.add %2286, %2287 : tensor<64x128xf32>
    %2289 = stablehlo.divide %1970, %2288 : tensor<64x128xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2290 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2291 = stablehlo.add %2079, %2290 : tensor<128x64xf32>
    %2292 = stablehlo.sqrt %2291 : tensor<128x64xf32>
    %cst_533 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2293 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2294 = stablehlo.add %2292, %2293 : tensor<128x64xf32>
    %2295 = stablehlo.divide %1972, %2294 : tensor<128x64xf32>
    %cst_534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2296 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2297 = stablehlo.add %2081, %2296 : tensor<64xf32>
    %2298 = stablehlo.sqrt %2297 : tensor<64xf32>
    %cst_535 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2299 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2300 = stablehlo.add %2298, %2299 : tensor<64xf32>
    %2301 = stablehlo.divide %1974, %2300 : tensor<64xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2302 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2303 = stablehlo.add %2083, %2302 : tensor<64xf32>
    %2304 = stablehlo.sqrt %2303 : tensor<64xf32>
    %cst_537 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2305 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2306 = stablehlo.add %2304, %2305 : tensor<64xf32>
    %2307 = stablehlo.divide %1976, %2306 : tensor<64xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2308 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2309 = stablehlo.add %2085, %2308 : tensor<64x64xf32>
    %2310 = stablehlo.sqrt %2309 : tensor<64x64xf32>
    %cst_539 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2311 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2312 = stablehlo.add %2310, %2311 : tensor<64x64xf32>
    %2313 = stablehlo.divide %1978, %2312 : tensor<64x64xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2314 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2315 = stablehlo.add %2087, %2314 : tensor<64x64xf32>
    %2316 = stablehlo.sqrt %2315 : tensor<64x64xf32>
    %cst_541 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2317 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2318 = stablehlo.add %2316, %2317 : tensor<64x64xf32>
    %2319 = stablehlo.divide %1980, %2318 : tensor<64x64xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2320 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2321 = stablehlo.add %2089, %2320 : tensor<64x64xf32>
    %2322 = stablehlo.sqrt %2321 : tensor<64x64xf32>
    %cst_543 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2323 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2324 = stablehlo.add %2322, %2323 : tensor<64x64xf32>
    %2325 = stablehlo.divide %1982, %2324 : tensor<64x64xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2326 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2327 = stablehlo.add %2091, %2326 : tensor<8x4xf32>
    %2328 = stablehlo.sqrt %2327 : tensor<8x4xf32>
    %cst_545 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2329 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2330 = stablehlo.add %2328, %2329 : tensor<8x4xf32>
    %2331 = stablehlo.divide %1984, %2330 : tensor<8x4xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2332 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2333 = stablehlo.add %2093, %2332 : tensor<64x64xf32>
    %2334 = stablehlo.sqrt %2333 : tensor<64x64xf32>
    %cst_547 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2335 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2336 = stablehlo.add %2334, %2335 : tensor<64x64xf32>
    %2337 = stablehlo.divide %1986, %2336 : tensor<64x64xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2338 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2339 = stablehlo.add %2095, %2338 : tensor<64xf32>
    %2340 = stablehlo.sqrt %2339 : tensor<64xf32>
    %cst_549 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2341 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2342 = stablehlo.add %2340, %2341 : tensor<64xf32>
    %2343 = stablehlo.divide %1988, %2342 : tensor<64xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2344 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2345 = stablehlo.add %2097, %2344 : tensor<64x128xf32>
    %2346 = stablehlo.sqrt %2345 : tensor<64x128xf32>
    %cst_551 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2347 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2348 = stablehlo.add %2346, %2347 : tensor<64x128xf32>
    %2349 = stablehlo.divide %1990, %2348 : tensor<64x128xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2350 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2351 = stablehlo.add %2099, %2350 : tensor<64x128xf32>
    %2352 = stablehlo.sqrt %2351 : tensor<64x128xf32>
    %cst_553 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2353 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2354 = stablehlo.add %2352, %2353 : tensor<64x128xf32>
    %2355 = stablehlo.divide %1992, %2354 : tensor<64x128xf32>
    %cst_554 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2356 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2357 = stablehlo.add %2101, %2356 : tensor<128x64xf32>
    %2358 = stablehlo.sqrt %2357 : tensor<128x64xf32>
    %cst_555 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2359 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2360 = stablehlo.add %2358, %2359 : tensor<128x64xf32>
    %2361 = stablehlo.divide %1994, %2360 : tensor<128x64xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2362 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2363 = stablehlo.add %2103, %2362 : tensor<64xf32>
    %2364 = stablehlo.sqrt %2363 : tensor<64xf32>
    %cst_557 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2365 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2366 = stablehlo.add %2364, %2365 : tensor<64xf32>
    %2367 = stablehlo.divide %1996, %2366 : tensor<64xf32>
    %cst_558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2368 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2369 = stablehlo.add %2105, %2368 : tensor<64x64xf32>
    %2370 = stablehlo.sqrt %2369 : tensor<64x64xf32>
    %cst_559 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2371 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2372 = stablehlo.add %2370, %2371 : tensor<64x64xf32>
    %2373 = stablehlo.divide %1998, %2372 : tensor<64x64xf32>
    %cst_560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2374 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2375 = stablehlo.add %2107, %2374 : tensor<64x64xf32>
    %2376 = stablehlo.sqrt %2375 : tensor<64x64xf32>
    %cst_561 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2377 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2378 = stablehlo.add %2376, %2377 : tensor<64x64xf32>
    %2379 = stablehlo.divide %2000, %2378 : tensor<64x64xf32>
    %cst_562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2380 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2381 = stablehlo.add %2109, %2380 : tensor<64x64xf32>
    %2382 = stablehlo.sqrt %2381 : tensor<64x64xf32>
    %cst_563 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2383 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2384 = stablehlo.add %2382, %2383 : tensor<64x64xf32>
    %2385 = stablehlo.divide %2002, %2384 : tensor<64x64xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2386 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2387 = stablehlo.add %2111, %2386 : tensor<64x64xf32>
    %2388 = stablehlo.sqrt %2387 : tensor<64x64xf32>
    %cst_565 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2389 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2390 = stablehlo.add %2388, %2389 : tensor<64x64xf32>
    %2391 = stablehlo.divide %2004, %2390 : tensor<64x64xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2392 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2393 = stablehlo.add %2113, %2392 : tensor<64xf32>
    %2394 = stablehlo.sqrt %2393 : tensor<64xf32>
    %cst_567 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2395 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2396 = stablehlo.add %2394, %2395 : tensor<64xf32>
    %2397 = stablehlo.divide %2006, %2396 : tensor<64xf32>
    %cst_568 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2398 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2399 = stablehlo.add %2115, %2398 : tensor<64x128xf32>
    %2400 = stablehlo.sqrt %2399 : tensor<64x128xf32>
    %cst_569 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2401 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2402 = stablehlo.add %2400, %2401 : tensor<64x128xf32>
    %2403 = stablehlo.divide %2008, %2402 : tensor<64x128xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2404 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2405 = stablehlo.add %2117, %2404 : tensor<64x128xf32>
    %2406 = stablehlo.sqrt %2405 : tensor<64x128xf32>
    %cst_571 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2407 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2408 = stablehlo.add %2406, %2407 : tensor<64x128xf32>
    %2409 = stablehlo.divide %2010, %2408 : tensor<64x128xf32>
    %cst_572 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2410 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2411 = stablehlo.add %2119, %2410 : tensor<128x64xf32>
    %2412 = stablehlo.sqrt %2411 : tensor<128x64xf32>
    %cst_573 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2413 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2414 = stablehlo.add %2412, %2413 : tensor<128x64xf32>
    %2415 = stablehlo.divide %2012, %2414 : tensor<128x64xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2416 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2417 = stablehlo.add %2121, %2416 : tensor<64xf32>
    %2418 = stablehlo.sqrt %2417 : tensor<64xf32>
    %cst_575 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2419 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2420 = stablehlo.add %2418, %2419 : tensor<64xf32>
    %2421 = stablehlo.divide %2014, %2420 : tensor<64xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2422 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2423 = stablehlo.add %2123, %2422 : tensor<64xf32>
    %2424 = stablehlo.sqrt %2423 : tensor<64xf32>
    %cst_577 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2425 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2426 = stablehlo.add %2424, %2425 : tensor<64xf32>
    %2427 = stablehlo.divide %2016, %2426 : tensor<64xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2428 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2429 = stablehlo.add %2125, %2428 : tensor<64x256xf32>
    %2430 = stablehlo.sqrt %2429 : tensor<64x256xf32>
    %cst_579 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2431 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2432 = stablehlo.add %2430, %2431 : tensor<64x256xf32>
    %2433 = stablehlo.divide %2018, %2432 : tensor<64x256xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2434 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2435 = stablehlo.add %2127, %2434 : tensor<256x64xf32>
    %2436 = stablehlo.sqrt %2435 : tensor<256x64xf32>
    %cst_581 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2437 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2438 = stablehlo.add %2436, %2437 : tensor<256x64xf32>
    %2439 = stablehlo.divide %2020, %2438 : tensor<256x64xf32>
    %cst_582 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2440 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2441 = stablehlo.multiply %2440, %arg0 : tensor<64x64xf32>
    %2442 = stablehlo.add %2133, %2441 : tensor<64x64xf32>
    %cst_583 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2443 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2444 = stablehlo.multiply %2443, %arg1 : tensor<64x64xf32>
    %2445 = stablehlo.add %2139, %2444 : tensor<64x64xf32>
    %cst_584 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2446 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2447 = stablehlo.multiply %2446, %arg2 : tensor<64x64xf32>
    %2448 = stablehlo.add %2145, %2447 : tensor<64x64xf32>
    %cst_585 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2449 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2450 = stablehlo.multiply %2449, %arg3 : tensor<8x4xf32>
    %2451 = stablehlo.add %2151, %2450 : tensor<8x4xf32>
    %cst_586 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2452 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2453 = stablehlo.multiply %2452, %arg4 : tensor<64x64xf32>
    %2454 = stablehlo.add %2157, %2453 : tensor<64x64xf32>
    %cst_587 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2455 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2456 = stablehlo.multiply %2455, %arg5 : tensor<64xf32>
    %2457 = stablehlo.add %2163, %2456 : tensor<64xf32>
    %cst_588 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2458 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2459 = stablehlo.multiply %2458, %arg6 : tensor<64x64xf32>
    %2460 = stablehlo.add %2169, %2459 : tensor<64x64xf32>
    %cst_589 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2461 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2462 = stablehlo.multiply %2461, %arg7 : tensor<64x64xf32>
    %2463 = stablehlo.add %2175, %2462 : tensor<64x64xf32>
    %cst_590 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2464 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2465 = stablehlo.multiply %2464, %arg8 : tensor<64x64xf32>
    %2466 = stablehlo.add %2181, %2465 : tensor<64x64xf32>
    %cst_591 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2467 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2468 = stablehlo.multiply %2467, %arg9 : tensor<64x64xf32>
    %2469 = stablehlo.add %2187, %2468 : tensor<64x64xf32>
    %cst_592 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2470 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2471 = stablehlo.multiply %2470, %arg10 : tensor<64xf32>
    %2472 = stablehlo.add %2193, %2471 : tensor<64xf32>
    %cst_593 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2473 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2474 = stablehlo.multiply %2473, %arg11 : tensor<64x128xf32>
    %2475 = stablehlo.add %2199, %2474 : tensor<64x128xf32>
    %cst_594 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2476 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2477 = stablehlo.multiply %2476, %arg12 : tensor<64x128xf32>
    %2478 = stablehlo.add %2205, %2477 : tensor<64x128xf32>
    %cst_595 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2479 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2480 = stablehlo.multiply %2479, %arg13 : tensor<128x64xf32>
    %2481 = stablehlo.add %2211, %2480 : tensor<128x64xf32>
    %cst_596 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2482 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2483 = stablehlo.multiply %2482, %arg14 : tensor<64xf32>
    %2484 = stablehlo.add %2217, %2483 : tensor<64xf32>
    %cst_597 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2485 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2486 = stablehlo.multiply %2485, %arg15 : tensor<64x64xf32>
    %2487 = stablehlo.add %2223, %2486 : tensor<64x64xf32>
    %cst_598 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2488 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2489 = stablehlo.multiply %2488, %arg16 : tensor<64x64xf32>
    %2490 = stablehlo.add %2229, %2489 : tensor<64x64xf32>
    %cst_599 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2491 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2492 = stablehlo.multiply %2491, %arg17 : tensor<64x64xf32>
    %2493 = stablehlo.add %2235, %2492 : tensor<64x64xf32>
    %cst_600 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2494 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2495 = stablehlo.multiply %2494, %arg18 : tensor<64x64xf32>
    %2496 = stablehlo.add %2241, %2495 : tensor<64x64xf32>
    %cst_601 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2497 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2498 = stablehlo.multiply %2497, %arg19 : tensor<64xf32>
    %2499 = stablehlo.add %2247, %2498 : tensor<64xf32>
    %cst_602 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2500 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2501 = stablehlo.multiply %2500, %arg20 : tensor<64x64xf32>
    %2502 = stablehlo.add %2253, %2501 : tensor<64x64xf32>
    %cst_603 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2503 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2504 = stablehlo.multiply %2503, %arg21 : tensor<64x64xf32>
    %2505 = stablehlo.add %2259, %2504 : tensor<64x64xf32>
    %cst_604 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2506 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2507 = stablehlo.multiply %2506, %arg22 : tensor<64x64xf32>
    %2508 = stablehlo.add %2265, %2507 : tensor<64x64xf32>
    %cst_605 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2509 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2510 = stablehlo.multiply %2509, %arg23 : tensor<64x64xf32>
    %2511 = stablehlo.add %2271, %2510 : tensor<64x64xf32>
    %cst_606 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2512 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2513 = stablehlo.multiply %2512, %arg24 : tensor<64xf32>
    %2514 = stablehlo.add %2277, %2513 : tensor<64xf32>
    %cst_607 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2515 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2516 = stablehlo.multiply %2515, %arg25 : tensor<64x128xf32>
    %2517 = stablehlo.add %2283, %2516 : tensor<64x128xf32>
    %cst_608 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2518 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2519 = stablehlo.multiply %2518, %arg26 : tensor<64x128xf32>
    %2520 = stablehlo.add %2289, %2519 : tensor<64x128xf32>
    %cst_609 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2521 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2522 = stablehlo.multiply %2521, %arg27 : tensor<128x64xf32>
    %2523 = stablehlo.add %2295, %2522 : tensor<128x64xf32>
    %cst_610 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2524 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2525 = stablehlo.multiply %2524, %arg28 : tensor<64xf32>
    %2526 = stablehlo.add %2301, %2525 : tensor<64xf32>
    %cst_611 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2527 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2528 = stablehlo.multiply %2527, %arg29 : tensor<64xf32>
    %2529 = stablehlo.add %2307, %2528 : tensor<64xf32>
    %cst_612 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2530 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2531 = stablehlo.multiply %2530, %arg30 : tensor<64x64xf32>
    %2532 = stablehlo.add %2313, %2531 : tensor<64x64xf32>
    %cst_613 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2533 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2534 = stablehlo.multiply %2533, %arg31 : tensor<64x64xf32>
    %2535 = stablehlo.add %2319, %2534 : tensor<64x64xf32>
    %cst_614 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2536 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2537 = stablehlo.multiply %2536, %arg32 : tensor<64x64xf32>
    %2538 = stablehlo.add %2325, %2537 : tensor<64x64xf32>
    %cst_615 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2539 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2540 = stablehlo.multiply %2539, %arg33 : tensor<8x4xf32>
    %2541 = stablehlo.add %2331, %2540 : tensor<8x4xf32>
    %cst_616 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2542 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2543 = stablehlo.multiply %2542, %arg34 : tensor<64x64xf32>
    %2544 = stablehlo.add %2337, %2543 : tensor<64x64xf32>
    %cst_617 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2545 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2546 = stablehlo.multiply %2545, %arg35 : tensor<64xf32>
    %2547 = stablehlo.add %2343, %2546 : tensor<64xf32>
    %cst_618 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2548 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2549 = stablehlo.multiply %2548, %arg36 : tensor<64x128xf32>
    %2550 = stablehlo.add %2349, %2549 : tensor<64x128xf32>
    %cst_619 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2551 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2552 = stablehlo.multiply %2551, %arg37 : tensor<64x128xf32>
    %2553 = stablehlo.add %2355, %2552 : tensor<64x128xf32>
    %cst_620 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2554 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2555 = stablehlo.multiply %2554, %arg38 : tensor<128x64xf32>
    %2556 = stablehlo.add %2361, %2555 : tensor<128x64xf32>
    %cst_621 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2557 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2558 = stablehlo.multiply %2557, %arg39 : tensor<64xf32>
    %2559 = stablehlo.add %2367, %2558 : tensor<64xf32>
    %cst_622 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2560 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2561 = stablehlo.multiply %2560, %arg40 : tensor<64x64xf32>
    %2562 = stablehlo.add %2373, %2561 : tensor<64x64xf32>
    %cst_623 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2563 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2564 = stablehlo.multiply %2563, %arg41 : tensor<64x64xf32>
    %2565 = stablehlo.add %2379, %2564 : tensor<64x64xf32>
    %cst_624 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2566 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2567 = stablehlo.multiply %2566, %arg42 : tensor<64x64xf32>
    %2568 = stablehlo.add %2385, %2567 : tensor<64x64xf32>
    %cst_625 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2569 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2570 = stablehlo.multiply %2569, %arg43 : tensor<64x64xf32>
    %2571 = stablehlo.add %2391, %2570 : tensor<64x64xf32>
    %cst_626 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2573 = stablehlo.multiply %2572, %arg44 : tensor<64xf32>
    %2574 = stablehlo.add %2397, %2573 : tensor<64xf32>
    %cst_627 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2575 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2576 = stablehlo.multiply %2575, %arg45 : tensor<64x128xf32>
    %2577 = stablehlo.add %2403, %2576 : tensor<64x128xf32>
    %cst_628 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2578 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2579 = stablehlo.multiply %2578, %arg46 : tensor<64x128xf32>
    %2580 = stablehlo.add %2409, %2579 : tensor<64x128xf32>
    %cst_629 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2581 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2582 = stablehlo.multiply %2581, %arg47 : tensor<128x64xf32>
    %2583 = stablehlo.add %2415, %2582 : tensor<128x64xf32>
    %cst_630 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2584 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2585 = stablehlo.multiply %2584, %arg48 : tensor<64xf32>
    %2586 = stablehlo.add %2421, %2585 : tensor<64xf32>
    %cst_631 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2587 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2588 = stablehlo.multiply %2587, %arg49 : tensor<64xf32>
    %2589 = stablehlo.add %2427, %2588 : tensor<64xf32>
    %cst_632 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2590 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2591 = stablehlo.multiply %2590, %arg50 : tensor<64x256xf32>
    %2592 = stablehlo.add %2433, %2591 : tensor<64x256xf32>
    %cst_633 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2593 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2594 = stablehlo.multiply %2593, %arg51 : tensor<256x64xf32>
    %2595 = stablehlo.add %2439, %2594 : tensor<256x64xf32>
    %cst_634 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2596 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2597 = stablehlo.multiply %2596, %2442 : tensor<64x64xf32>
    %cst_635 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2598 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2599 = stablehlo.multiply %2598, %2445 : tensor<64x64xf32>
    %cst_636 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2600 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2601 = stablehlo.multiply %2600, %2448 : tensor<64x64xf32>
    %cst_637 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2602 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2603 = stablehlo.multiply %2602, %2451 : tensor<8x4xf32>
    %cst_638 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2604 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2605 = stablehlo.multiply %2604, %2454 : tensor<64x64xf32>
    %cst_639 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2606 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2607 = stablehlo.multiply %2606, %2457 : tensor<64xf32>
    %cst_640 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2608 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2609 = stablehlo.multiply %2608, %2460 : tensor<64x64xf32>
    %cst_641 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2610 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2611 = stablehlo.multiply %2610, %2463 : tensor<64x64xf32>
    %cst_642 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2612 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2613 = stablehlo.multiply %2612, %2466 : tensor<64x64xf32>
    %cst_643 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2614 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2615 = stablehlo.multiply %2614, %2469 : tensor<64x64xf32>
    %cst_644 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2616 = stablehlo.broadcast_in_dim %cst_644, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2617 = stablehlo.multiply %2616, %2472 : tensor<64xf32>
    %cst_645 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2618 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2619 = stablehlo.multiply %2618, %2475 : tensor<64x128xf32>
    %cst_646 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2620 = stablehlo.broadcast_in_dim %cst_646, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2621 = stablehlo.multiply %2620, %2478 : tensor<64x128xf32>
    %cst_647 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2622 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2623 = stablehlo.multiply %2622, %2481 : tensor<128x64xf32>
    %cst_648 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2624 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2625 = stablehlo.multiply %2624, %2484 : tensor<64xf32>
    %cst_649 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2626 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2627 = stablehlo.multiply %2626, %2487 : tensor<64x64xf32>
    %cst_650 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2628 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2629 = stablehlo.multiply %2628, %2490 : tensor<64x64xf32>
    %cst_651 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2630 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2631 = stablehlo.multiply %2630, %2493 : tensor<64x64xf32>
    %cst_652 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2632 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2633 = stablehlo.multiply %2632, %2496 : tensor<64x64xf32>
    %cst_653 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2634 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2635 = stablehlo.multiply %2634, %2499 : tensor<64xf32>
    %cst_654 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2636 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2637 = stablehlo.multiply %2636, %2502 : tensor<64x64xf32>
    %cst_655 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2638 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2639 = stablehlo.multiply %2638, %2505 : tensor<64x64xf32>
    %cst_656 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2640 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2641 = stablehlo.multiply %2640, %2508 : tensor<64x64xf32>
    %cst_657 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2642 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2643 = stablehlo.multiply %2642, %2511 : tensor<64x64xf32>
    %cst_658 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2644 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2645 = stablehlo.multiply %2644, %2514 : tensor<64xf32>
    %cst_659 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2646 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2647 = stablehlo.multiply %2646, %2517 : tensor<64x128xf32>
    %cst_660 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2648 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2649 = stablehlo.multiply %2648, %2520 : tensor<64x128xf32>
    %cst_661 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2650 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2651 = stablehlo.multiply %2650, %2523 : tensor<128x64xf32>
    %cst_662 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2652 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2653 = stablehlo.multiply %2652, %2526 : tensor<64xf32>
    %cst_663 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2654 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2655 = stablehlo.multiply %2654, %2529 : tensor<64xf32>
    %cst_664 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2656 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2657 = stablehlo.multiply %2656, %2532 : tensor<64x64xf32>
    %cst_665 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2658 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2659 = stablehlo.multiply %2658, %2535 : tensor<64x64xf32>
    %cst_666 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2660 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2661 = stablehlo.multiply %2660, %2538 : tensor<64x64xf32>
    %cst_667 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2662 = stablehlo.broadcast_in_dim %cst_667, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2663 = stablehlo.multiply %2662, %2541 : tensor<8x4xf32>
    %cst_668 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2664 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2665 = stablehlo.multiply %2664, %2544 : tensor<64x64xf32>
    %cst_669 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2666 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2667 = stablehlo.multiply %2666, %2547 : tensor<64xf32>
    %cst_670 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2668 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2669 = stablehlo.multiply %2668, %2550 : tensor<64x128xf32>
    %cst_671 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2670 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2671 = stablehlo.multiply %2670, %2553 : tensor<64x128xf32>
    %cst_672 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2672 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2673 = stablehlo.multiply %2672, %2556 : tensor<128x64xf32>
    %cst_673 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2674 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2675 = stablehlo.multiply %2674, %2559 : tensor<64xf32>
    %cst_674 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2676 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2677 = stablehlo.multiply %2676, %2562 : tensor<64x64xf32>
    %cst_675 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2678 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2679 = stablehlo.multiply %2678, %2565 : tensor<64x64xf32>
    %cst_676 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2680 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2681 = stablehlo.multiply %2680, %2568 : tensor<64x64xf32>
    %cst_677 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2682 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2683 = stablehlo.multiply %2682, %2571 : tensor<64x64xf32>
    %cst_678 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2684 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2685 = stablehlo.multiply %2684, %2574 : tensor<64xf32>
    %cst_679 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2686 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2687 = stablehlo.multiply %2686, %2577 : tensor<64x128xf32>
    %cst_680 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2688 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2689 = stablehlo.multiply %2688, %2580 : tensor<64x128xf32>
    %cst_681 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2690 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2691 = stablehlo.multiply %2690, %2583 : tensor<128x64xf32>
    %cst_682 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2692 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2693 = stablehlo.multiply %2692, %2586 : tensor<64xf32>
    %cst_683 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2694 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2695 = stablehlo.multiply %2694, %2589 : tensor<64xf32>
    %cst_684 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2696 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2697 = stablehlo.multiply %2696, %2592 : tensor<64x256xf32>
    %cst_685 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2698 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2699 = stablehlo.multiply %2698, %2595 : tensor<256x64xf32>
    %2700 = stablehlo.add %arg0, %2597 : tensor<64x64xf32>
    %2701 = stablehlo.add %arg1, %2599 : tensor<64x64xf32>
    %2702 = stablehlo.add %arg2, %2601 : tensor<64x64xf32>
    %2703 = stablehlo.add %arg3, %2603 : tensor<8x4xf32>
    %2704 = stablehlo.add %arg4, %2605 : tensor<64x64xf32>
    %2705 = stablehlo.add %arg5, %2607 : tensor<64xf32>
    %2706 = stablehlo.add %arg6, %2609 : tensor<64x64xf32>
    %2707 = stablehlo.add %arg7, %2611 : tensor<64x64xf32>
    %2708 = stablehlo.add %arg8, %2613 : tensor<64x64xf32>
    %2709 = stablehlo.add %arg9, %2615 : tensor<64x64xf32>
    %2710 = stablehlo.add %arg10, %2617 : tensor<64xf32>
    %2711 = stablehlo.add %arg11, %2619 : tensor<64x128xf32>
    %2712 = stablehlo.add %arg12, %2621 : tensor<64x128xf32>
    %2713 = stablehlo.add %arg13, %2623 : tensor<128x64xf32>
    %2714 = stablehlo.add %arg14, %2625 : tensor<64xf32>
    %2715 = stablehlo.add %arg15, %2627 : tensor<64x64xf32>
    %2716 = stablehlo.add %arg16, %2629 : tensor<64x64xf32>
    %2717 = stablehlo.add %arg17, %2631 : tensor<64x64xf32>
    %2718 = stablehlo.add %arg18, %2633 : tensor<64x64xf32>
    %2719 = stablehlo.add %arg19, %2635 : tensor<64xf32>
    %2720 = stablehlo.add %arg20, %2637 : tensor<64x64xf32>
    %2721 = stablehlo.add %arg21, %2639 : tensor<64x64xf32>
    %2722 = stablehlo.add %arg22, %2641 : tensor<64x64xf32>
    %2723 = stablehlo.add %arg23, %2643 : tensor<64x64xf32>
    %2724 = stablehlo.add %arg24, %2645 : tensor<64xf32>
    %2725 = stablehlo.add %arg25, %2647 : tensor<64x128xf32>
    %2726 = stablehlo.add %arg26, %2649 : tensor<64x128xf32>
    %2727 = stablehlo.add %arg27, %2651 : tensor<128x64xf32>
    %2728 = stablehlo.add %arg28, %2653 : tensor<64xf32>
    %2729 = stablehlo.add %arg29, %2655 : tensor<64xf32>
    %2730 = stablehlo.add %arg30, %2657 : tensor<64x64xf32>
    %2731 = stablehlo.add %arg31, %2659 : tensor<64x64xf32>
    %2732 = stablehlo.add %arg32, %2661 : tensor<64x64xf32>
    %2733 = stablehlo.add %arg33, %2663 : tensor<8x4xf32>
    %2734 = stablehlo.add %arg34, %2665 : tensor<64x64xf32>
    %2735 = stablehlo.add %arg35, %2667 : tensor<64xf32>
    %2736 = stablehlo.add %arg36, %2669 : tensor<64x128xf32>
    %2737 = stablehlo.add %arg37, %2671 : tensor<64x128xf32>
    %2738 = stablehlo.add %arg38, %2673 : tensor<128x64xf32>
    %2739 = stablehlo.add %arg39, %2675 : tensor<64xf32>
    %2740 = stablehlo.add %arg40, %2677 : tensor<64x64xf32>
    %2741 = stablehlo.add %arg41, %2679 : tensor<64x64xf32>
    %2742 = stablehlo.add %arg42, %2681 : tensor<64x64xf32>
    %2743 = stablehlo.add %arg43, %2683 : tensor<64x64xf32>
    %2744 = stablehlo.add %arg44, %2685 : tensor<64xf32>
    %2745 = stablehlo.add %arg45, %2687 : tensor<64x128xf32>
    %2746 = stablehlo.add %arg46, %2689 : tensor<64x128xf32>
    %2747 = stablehlo.add %arg47, %2691 : tensor<128x64xf32>
    %2748 = stablehlo.add %arg48, %2693 : tensor<64xf32>
    %2749 = stablehlo.add %arg49, %2695 : tensor<64xf32>
    %2750 = stablehlo.add %arg50, %2697 : tensor<64x256xf32>
    %2751 = stablehlo.add %arg51, %2699 : tensor<256x64xf32>
    return %2700, %2701, %2702, %2703, %2704, %2705, %2706, %2707, %2708, %2709, %2710, %2711, %2712, %2713, %2714, %2715, %2716, %2717, %2718, %2719, %2720, %2721, %2722, %2723, %2724, %2725, %2726, %2727, %2728, %2729, %2730, %2731, %2732, %2733, %2734, %2735, %2736, %2737, %2738, %2739, %2740, %2741, %2742, %2743, %2744, %2745, %2746, %2747, %2748, %2749, %2750, %2751, %1913, %1343, %1348, %1353, %1358, %1363, %1368, %1373, %1378, %1383, %1388, %1393, %1398, %1403, %1408, %1413, %1418, %1423, %1428, %1433, %1438, %1443, %1448, %1453, %1458, %1463, %1468, %1473, %1478, %1483, %1488, %1493, %1498, %1503, %1508, %1513, %1518, %1523, %1528, %1533, %1538, %1543, %1548, %1553, %1558, %1563, %1568, %1573, %1578, %1583, %1588, %1593, %1598, %1604, %1610, %1616, %1622, %1628, %1634, %1640, %1646, %1652, %1658, %1664, %1670, %1676, %1682, %1688, %1694, %1700, %1706, %1712, %1718, %1724, %1730, %1736, %1742, %1748, %1754, %1760, %1766, %1772, %1778, %1784, %1790, %1796, %1802, %1808, %1814, %1820, %1826, %1832, %1838, %1844, %1850, %1856, %1862, %1868, %1874, %1880, %1886, %1892, %1898, %1904, %1910, %689 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<8x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<f32>
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
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @_take_1(%arg0: tensor<8x4xf32>, %arg1: tensor<16x16xi32>) -> (tensor<16x16x4xf32>, tensor<16x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<16x16x1xi32>) -> tensor<16x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    return %16, %5 : tensor<16x16x4xf32>, tensor<16x16x1xi32>
  }
  func.func private @_where_2(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @clip_3(%arg0: tensor<16x16xi32>, %arg1: tensor<i32>) -> tensor<16x16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<16x16xi32>
    return %2 : tensor<16x16xi32>
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
  func.func private @_take_4(%arg0: tensor<8x16x1xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_5(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_6(%arg0: tensor<1xi32>, %arg1: tensor<8x16xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x1xf32>, tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<8x16x1x1xi32>, %arg1: tensor<8x16x1xf32>) -> tensor<8x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x256xf32>, tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    return %1 : tensor<8x16x256xf32>
  }
  func.func private @_take_8(%arg0: tensor<16x16x1xi32>, %arg1: tensor<16x16x4xf32>) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<16x16x1xi32>, tensor<16x16x4xf32>) -> tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
  func.func private @_take_9(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
