module @jit_roberta_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<66x64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<2x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<256x64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64x64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64x64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64x64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<128xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x128xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<128x64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64x64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<64x64xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64x64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64x64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<128xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<64x128xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<128x64xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<i32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<256xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64x64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<66x64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<2x64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<256x64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<64x64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<64x64xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64x64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<128xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64x128xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<128x64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64x64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<64x64xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64x64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64x64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<128xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<64x128xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<128x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<256xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64x64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<66x64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<2x64xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<256x64xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64x64xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<64x64xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<64x64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<64x64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<128xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64x128xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<64xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {tf.aliasing_output = 109 : i32}, %arg110: tensor<128x64xf32> {tf.aliasing_output = 110 : i32}, %arg111: tensor<64xf32> {tf.aliasing_output = 111 : i32}, %arg112: tensor<64xf32> {tf.aliasing_output = 112 : i32}, %arg113: tensor<64xf32> {tf.aliasing_output = 113 : i32}, %arg114: tensor<64x64xf32> {tf.aliasing_output = 114 : i32}, %arg115: tensor<64xf32> {tf.aliasing_output = 115 : i32}, %arg116: tensor<64x64xf32> {tf.aliasing_output = 116 : i32}, %arg117: tensor<64xf32> {tf.aliasing_output = 117 : i32}, %arg118: tensor<64x64xf32> {tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %arg120: tensor<64x64xf32> {tf.aliasing_output = 120 : i32}, %arg121: tensor<128xf32> {tf.aliasing_output = 121 : i32}, %arg122: tensor<64x128xf32> {tf.aliasing_output = 122 : i32}, %arg123: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %arg124: tensor<64xf32> {tf.aliasing_output = 124 : i32}, %arg125: tensor<64xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<128x64xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<8x16xi32>, %arg128: tensor<8x16xi32>) -> (tensor<256xf32> {jax.result_info = "result[0]['lm_head']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['lm_head']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['lm_head']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['lm_head']['layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['lm_head']['layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['embeddings']['LayerNorm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[0]['roberta']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[0]['roberta']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[0]['roberta']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['roberta']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['lm_head']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['lm_head']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['lm_head']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['lm_head']['layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['lm_head']['layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['embeddings']['LayerNorm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].mu['roberta']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[1][0].mu['roberta']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['roberta']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['roberta']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['lm_head']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['lm_head']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['lm_head']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['lm_head']['layer_norm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['lm_head']['layer_norm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['embeddings']['LayerNorm']['scale']"}, tensor<66x64xf32> {jax.result_info = "result[1][0].nu['roberta']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[1][0].nu['roberta']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['roberta']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['roberta']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %2 = stablehlo.compare NE, %arg127, %1, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %3 = stablehlo.convert %2 : (tensor<8x16xi1>) -> tensor<8x16xi32>
    %4 = call @cumsum(%3) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x16xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %7 = stablehlo.add %5, %6 : tensor<8x16xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.convert %9 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %11:2 = call @_take(%arg9, %arg127) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %12:2 = call @_take_1(%arg7, %7) : (tensor<66x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %13:2 = call @_take_2(%arg8, %0) : (tensor<2x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %14 = stablehlo.add %11#0, %13#0 : tensor<8x16x64xf32>
    %15 = stablehlo.add %14, %12#0 : tensor<8x16x64xf32>
    %16 = chlo.square %15 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x16xf32>
    %25 = chlo.square %21 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.multiply %26, %21 : tensor<8x16xf32>
    %28 = stablehlo.subtract %24, %25 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<8x16xf32>
    %31 = stablehlo.compare EQ, %28, %30, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %36 = stablehlo.compare EQ, %35, %30, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<8x16xi1>, tensor<8x16xf32>
    %40 = stablehlo.divide %34, %39 : tensor<8x16xf32>
    %41 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %44 = stablehlo.subtract %15, %43 : tensor<8x16x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %46 = stablehlo.add %42, %45 : tensor<8x16x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<8x16x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<8x16x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<8x16x1xf32>
    %51 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<8x16x64xf32>
    %55 = stablehlo.multiply %44, %54 : tensor<8x16x64xf32>
    %56 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x16x64xf32>
    %59 = stablehlo.slice %10 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %60 = stablehlo.reshape %59 : (tensor<1x4xi32>) -> tensor<4xi32>
    %61 = stablehlo.dot_general %58, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x16x64xf32>
    %65 = stablehlo.dot_general %58, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x16x64xf32>
    %69 = stablehlo.dot_general %58, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %70 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x16x64xf32>
    %73 = stablehlo.reshape %64 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %74 = stablehlo.reshape %68 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %75 = stablehlo.reshape %72 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %76 = stablehlo.broadcast_in_dim %8, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %78 = stablehlo.compare GT, %76, %77, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %80 = stablehlo.convert %79 : tensor<8x1x1x16xf32>
    %cst_19 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %82 = stablehlo.select %78, %80, %81 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %83 = stablehlo.sqrt %cst_20 : tensor<f32>
    %84 = stablehlo.convert %83 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %86 = stablehlo.divide %73, %85 : tensor<8x16x4x16xf32>
    %87 = stablehlo.dot_general %86, %74, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %92 = stablehlo.maximum %91, %90 : tensor<8x4x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %95 = stablehlo.subtract %89, %94 : tensor<8x4x16x16xf32>
    %96 = stablehlo.exponential %95 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %100 = stablehlo.divide %96, %99 : tensor<8x4x16x16xf32>
    %101 = stablehlo.multiply %98, %98 : tensor<8x4x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<8x4x16x1xf32>
    %104 = stablehlo.convert %60 : (tensor<4xi32>) -> tensor<4xf32>
    %105 = stablehlo.convert %100 : tensor<8x4x16x16xf32>
    %106 = stablehlo.dot_general %104, %105, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %107 = stablehlo.transpose %106, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %108 = stablehlo.dot_general %75, %107, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %109 = stablehlo.transpose %108, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.dot_general %110, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %112 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x16x64xf32>
    %115 = stablehlo.add %114, %58 : tensor<8x16x64xf32>
    %116 = chlo.square %115 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %118 = stablehlo.multiply %117, %115 : tensor<8x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%115 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %121 = stablehlo.divide %119, %120 : tensor<8x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%116 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %124 = stablehlo.divide %122, %123 : tensor<8x16xf32>
    %125 = chlo.square %121 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %127 = stablehlo.multiply %126, %121 : tensor<8x16xf32>
    %128 = stablehlo.subtract %124, %125 : tensor<8x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<8x16xf32>
    %131 = stablehlo.compare EQ, %128, %130, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %134 = stablehlo.select %131, %132, %133 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %136 = stablehlo.compare EQ, %135, %130, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %139 = stablehlo.select %136, %137, %138 : tensor<8x16xi1>, tensor<8x16xf32>
    %140 = stablehlo.divide %134, %139 : tensor<8x16xf32>
    %141 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %144 = stablehlo.subtract %115, %143 : tensor<8x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %146 = stablehlo.add %142, %145 : tensor<8x16x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<8x16x1xf32>
    %148 = stablehlo.divide %147, %146 : tensor<8x16x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<8x16x1xf32>
    %151 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<8x16x64xf32>
    %155 = stablehlo.multiply %144, %154 : tensor<8x16x64xf32>
    %156 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %158 = stablehlo.add %155, %157 : tensor<8x16x64xf32>
    %159 = stablehlo.dot_general %158, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %160 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %162 = stablehlo.add %159, %161 : tensor<8x16x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<8x16x128xf32>
    %165 = stablehlo.negate %162 : tensor<8x16x128xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<8x16x128xf32>
    %168 = chlo.erfc %167 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %169 = chlo.square %167 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %170 = stablehlo.negate %169 : tensor<8x16x128xf32>
    %171 = stablehlo.exponential %170 : tensor<8x16x128xf32>
    %172 = stablehlo.multiply %164, %168 : tensor<8x16x128xf32>
    %173 = stablehlo.dot_general %172, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %174 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x16x64xf32>
    %177 = stablehlo.add %176, %158 : tensor<8x16x64xf32>
    %178 = chlo.square %177 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %180 = stablehlo.multiply %179, %177 : tensor<8x16x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%177 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%178 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x16xf32>
    %187 = chlo.square %183 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %189 = stablehlo.multiply %188, %183 : tensor<8x16xf32>
    %190 = stablehlo.subtract %186, %187 : tensor<8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x16xf32>
    %193 = stablehlo.compare EQ, %190, %192, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %196 = stablehlo.select %193, %194, %195 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %198 = stablehlo.compare EQ, %197, %192, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %201 = stablehlo.select %198, %199, %200 : tensor<8x16xi1>, tensor<8x16xf32>
    %202 = stablehlo.divide %196, %201 : tensor<8x16xf32>
    %203 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %204 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %206 = stablehlo.subtract %177, %205 : tensor<8x16x64xf32>
    %cst_53 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %208 = stablehlo.add %204, %207 : tensor<8x16x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<8x16x1xf32>
    %210 = stablehlo.divide %209, %208 : tensor<8x16x1xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x16x1xf32>
    %213 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<8x16x64xf32>
    %217 = stablehlo.multiply %206, %216 : tensor<8x16x64xf32>
    %218 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x16x64xf32>
    %221 = stablehlo.slice %10 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %222 = stablehlo.reshape %221 : (tensor<1x4xi32>) -> tensor<4xi32>
    %223 = stablehlo.dot_general %220, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %224 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %226 = stablehlo.add %223, %225 : tensor<8x16x64xf32>
    %227 = stablehlo.dot_general %220, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %228 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<8x16x64xf32>
    %231 = stablehlo.dot_general %220, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %232 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x16x64xf32>
    %235 = stablehlo.reshape %226 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %236 = stablehlo.reshape %230 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %237 = stablehlo.reshape %234 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %238 = stablehlo.broadcast_in_dim %8, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %239 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %240 = stablehlo.compare GT, %238, %239, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %242 = stablehlo.convert %241 : tensor<8x1x1x16xf32>
    %cst_57 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %244 = stablehlo.select %240, %242, %243 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %cst_58 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %245 = stablehlo.sqrt %cst_58 : tensor<f32>
    %246 = stablehlo.convert %245 : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %248 = stablehlo.divide %235, %247 : tensor<8x16x4x16xf32>
    %249 = stablehlo.dot_general %248, %236, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %250 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %251 = stablehlo.add %249, %250 : tensor<8x4x16x16xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %254 = stablehlo.maximum %253, %252 : tensor<8x4x16xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %257 = stablehlo.subtract %251, %256 : tensor<8x4x16x16xf32>
    %258 = stablehlo.exponential %257 : tensor<8x4x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %262 = stablehlo.divide %258, %261 : tensor<8x4x16x16xf32>
    %263 = stablehlo.multiply %260, %260 : tensor<8x4x16x1xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %265 = stablehlo.divide %264, %263 : tensor<8x4x16x1xf32>
    %266 = stablehlo.convert %222 : (tensor<4xi32>) -> tensor<4xf32>
    %267 = stablehlo.convert %262 : tensor<8x4x16x16xf32>
    %268 = stablehlo.dot_general %266, %267, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %269 = stablehlo.transpose %268, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %270 = stablehlo.dot_general %237, %269, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %271 = stablehlo.transpose %270, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %273 = stablehlo.dot_general %272, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %274 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %276 = stablehlo.add %273, %275 : tensor<8x16x64xf32>
    %277 = stablehlo.add %276, %220 : tensor<8x16x64xf32>
    %278 = chlo.square %277 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<8x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%277 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%278 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_67 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %286 = stablehlo.divide %284, %285 : tensor<8x16xf32>
    %287 = chlo.square %283 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %289 = stablehlo.multiply %288, %283 : tensor<8x16xf32>
    %290 = stablehlo.subtract %286, %287 : tensor<8x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %292 = stablehlo.maximum %291, %290 : tensor<8x16xf32>
    %293 = stablehlo.compare EQ, %290, %292, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %296 = stablehlo.select %293, %294, %295 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %298 = stablehlo.compare EQ, %297, %292, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %301 = stablehlo.select %298, %299, %300 : tensor<8x16xi1>, tensor<8x16xf32>
    %302 = stablehlo.divide %296, %301 : tensor<8x16xf32>
    %303 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %306 = stablehlo.subtract %277, %305 : tensor<8x16x64xf32>
    %cst_75 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %308 = stablehlo.add %304, %307 : tensor<8x16x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<8x16x1xf32>
    %310 = stablehlo.divide %309, %308 : tensor<8x16x1xf32>
    %cst_76 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<8x16x1xf32>
    %313 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %314 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %315 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<8x16x64xf32>
    %317 = stablehlo.multiply %306, %316 : tensor<8x16x64xf32>
    %318 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x16x64xf32>
    %321 = stablehlo.dot_general %320, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %322 = stablehlo.reshape %arg36 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x16x128xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<8x16x128xf32>
    %327 = stablehlo.negate %324 : tensor<8x16x128xf32>
    %cst_78 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8x16x128xf32>
    %330 = chlo.erfc %329 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %331 = chlo.square %329 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %332 = stablehlo.negate %331 : tensor<8x16x128xf32>
    %333 = stablehlo.exponential %332 : tensor<8x16x128xf32>
    %334 = stablehlo.multiply %326, %330 : tensor<8x16x128xf32>
    %335 = stablehlo.dot_general %334, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %336 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %338 = stablehlo.add %335, %337 : tensor<8x16x64xf32>
    %339 = stablehlo.add %338, %320 : tensor<8x16x64xf32>
    %340 = chlo.square %339 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %342 = stablehlo.multiply %341, %339 : tensor<8x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%339 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %345 = stablehlo.divide %343, %344 : tensor<8x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%340 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %348 = stablehlo.divide %346, %347 : tensor<8x16xf32>
    %349 = chlo.square %345 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %351 = stablehlo.multiply %350, %345 : tensor<8x16xf32>
    %352 = stablehlo.subtract %348, %349 : tensor<8x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %354 = stablehlo.maximum %353, %352 : tensor<8x16xf32>
    %355 = stablehlo.compare EQ, %352, %354, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %358 = stablehlo.select %355, %356, %357 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %360 = stablehlo.compare EQ, %359, %354, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %363 = stablehlo.select %360, %361, %362 : tensor<8x16xi1>, tensor<8x16xf32>
    %364 = stablehlo.divide %358, %363 : tensor<8x16xf32>
    %365 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %366 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %367 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %368 = stablehlo.subtract %339, %367 : tensor<8x16x64xf32>
    %cst_91 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %370 = stablehlo.add %366, %369 : tensor<8x16x1xf32>
    %371 = stablehlo.rsqrt %370 : tensor<8x16x1xf32>
    %372 = stablehlo.divide %371, %370 : tensor<8x16x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<8x16x1xf32>
    %375 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %376 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %377 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<8x16x64xf32>
    %379 = stablehlo.multiply %368, %378 : tensor<8x16x64xf32>
    %380 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %382 = stablehlo.add %379, %381 : tensor<8x16x64xf32>
    %383 = stablehlo.dot_general %382, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %384 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %386 = stablehlo.add %383, %385 : tensor<8x16x64xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<8x16x64xf32>
    %389 = stablehlo.negate %386 : tensor<8x16x64xf32>
    %cst_94 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<8x16x64xf32>
    %392 = chlo.erfc %391 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %393 = chlo.square %391 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %394 = stablehlo.negate %393 : tensor<8x16x64xf32>
    %395 = stablehlo.exponential %394 : tensor<8x16x64xf32>
    %396 = stablehlo.multiply %388, %392 : tensor<8x16x64xf32>
    %397 = chlo.square %396 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %399 = stablehlo.multiply %398, %396 : tensor<8x16x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%396 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %402 = stablehlo.divide %400, %401 : tensor<8x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%397 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %405 = stablehlo.divide %403, %404 : tensor<8x16xf32>
    %406 = chlo.square %402 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %408 = stablehlo.multiply %407, %402 : tensor<8x16xf32>
    %409 = stablehlo.subtract %405, %406 : tensor<8x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %411 = stablehlo.maximum %410, %409 : tensor<8x16xf32>
    %412 = stablehlo.compare EQ, %409, %411, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %415 = stablehlo.select %412, %413, %414 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %417 = stablehlo.compare EQ, %416, %411, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %420 = stablehlo.select %417, %418, %419 : tensor<8x16xi1>, tensor<8x16xf32>
    %421 = stablehlo.divide %415, %420 : tensor<8x16xf32>
    %422 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %423 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %424 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %425 = stablehlo.subtract %396, %424 : tensor<8x16x64xf32>
    %cst_107 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %427 = stablehlo.add %423, %426 : tensor<8x16x1xf32>
    %428 = stablehlo.rsqrt %427 : tensor<8x16x1xf32>
    %429 = stablehlo.divide %428, %427 : tensor<8x16x1xf32>
    %cst_108 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<8x16x1xf32>
    %432 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %433 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %434 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<8x16x64xf32>
    %436 = stablehlo.multiply %425, %435 : tensor<8x16x64xf32>
    %437 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %439 = stablehlo.add %436, %438 : tensor<8x16x64xf32>
    %440 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %441 = stablehlo.dot_general %439, %440, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %442 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %444 = stablehlo.add %441, %443 : tensor<8x16x256xf32>
    %445 = stablehlo.broadcast_in_dim %arg128, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %446:2 = call @take_along_axis(%444, %445) : (tensor<8x16x256xf32>, tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>)
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %447:2 = call @_take_3(%446#0, %c_109) : (tensor<8x16x1xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>)
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %448 = stablehlo.reduce(%444 init: %cst_110) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %450 = stablehlo.maximum %449, %448 : tensor<8x16xf32>
    %451 = stablehlo.is_finite %450 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %453 = stablehlo.select %451, %450, %452 : tensor<8x16xi1>, tensor<8x16xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %456 = stablehlo.subtract %444, %455 : tensor<8x16x256xf32>
    %457 = stablehlo.exponential %456 : tensor<8x16x256xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%457 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %459 = stablehlo.abs %458 : tensor<8x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %461 = stablehlo.compare GE, %458, %460, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %462 = stablehlo.log %459 : tensor<8x16xf32>
    %463 = stablehlo.add %462, %453 : tensor<8x16xf32>
    %464 = stablehlo.subtract %463, %447#0 : tensor<8x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_116 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %466 = stablehlo.divide %465, %cst_116 : tensor<f32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %467 = stablehlo.divide %cst_117, %cst_118 : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %469 = stablehlo.negate %468 : tensor<8x16xf32>
    %470 = stablehlo.divide %468, %459 : tensor<8x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %472 = stablehlo.select %461, %471, %470 : tensor<8x16xi1>, tensor<8x16xf32>
    %473 = stablehlo.select %461, %470, %471 : tensor<8x16xi1>, tensor<8x16xf32>
    %474 = stablehlo.negate %472 : tensor<8x16xf32>
    %475 = stablehlo.add %473, %474 : tensor<8x16xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x256xf32>
    %477 = stablehlo.multiply %476, %457 : tensor<8x16x256xf32>
    %478 = call @_take_5(%447#1, %469) : (tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %479 = call @take_along_axis_6(%446#1, %478) : (tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %480 = stablehlo.add %477, %479 : tensor<8x16x256xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %482 = stablehlo.reshape %481 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %484 = stablehlo.dot_general %480, %439, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %485 = stablehlo.transpose %484, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %486 = stablehlo.dot_general %480, %440, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %487 = stablehlo.transpose %485, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%486 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %489 = stablehlo.reshape %488 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %490 = stablehlo.reshape %489 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %491 = stablehlo.multiply %425, %486 : tensor<8x16x64xf32>
    %492 = stablehlo.multiply %486, %435 : tensor<8x16x64xf32>
    %493 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %494 = stablehlo.multiply %493, %491 : tensor<8x16x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %496 = stablehlo.reshape %495 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %497 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %498 = stablehlo.multiply %491, %497 : tensor<8x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %501 = stablehlo.reshape %496 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %502 = stablehlo.multiply %500, %431 : tensor<8x16x1xf32>
    %503 = stablehlo.negate %492 : tensor<8x16x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %505 = stablehlo.reshape %504 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%502 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%505 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %508 = stablehlo.multiply %506, %421 : tensor<8x16xf32>
    %509 = stablehlo.negate %508 : tensor<8x16xf32>
    %510 = stablehlo.multiply %509, %408 : tensor<8x16xf32>
    %511 = stablehlo.add %507, %510 : tensor<8x16xf32>
    %cst_128 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %513 = stablehlo.divide %508, %512 : tensor<8x16xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_129 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %516 = stablehlo.divide %511, %515 : tensor<8x16xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %518 = stablehlo.add %492, %517 : tensor<8x16x64xf32>
    %519 = stablehlo.multiply %514, %399 : tensor<8x16x64xf32>
    %520 = stablehlo.add %518, %519 : tensor<8x16x64xf32>
    %521 = stablehlo.multiply %388, %520 : tensor<8x16x64xf32>
    %522 = stablehlo.multiply %520, %392 : tensor<8x16x64xf32>
    %cst_130 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %524 = stablehlo.multiply %523, %521 : tensor<8x16x64xf32>
    %525 = stablehlo.multiply %524, %395 : tensor<8x16x64xf32>
    %cst_131 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %527 = stablehlo.multiply %525, %526 : tensor<8x16x64xf32>
    %528 = stablehlo.negate %527 : tensor<8x16x64xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %530 = stablehlo.multiply %529, %522 : tensor<8x16x64xf32>
    %531 = stablehlo.add %528, %530 : tensor<8x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %533 = stablehlo.reshape %532 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %534 = stablehlo.reshape %533 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %535 = stablehlo.dot_general %531, %382, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %536 = stablehlo.transpose %535, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %537 = stablehlo.dot_general %531, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %539 = stablehlo.reshape %538 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %540 = stablehlo.reshape %539 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %541 = stablehlo.multiply %368, %537 : tensor<8x16x64xf32>
    %542 = stablehlo.multiply %537, %378 : tensor<8x16x64xf32>
    %543 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %544 = stablehlo.multiply %543, %541 : tensor<8x16x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %546 = stablehlo.reshape %545 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %548 = stablehlo.multiply %541, %547 : tensor<8x16x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%548 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %551 = stablehlo.reshape %546 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %552 = stablehlo.multiply %550, %374 : tensor<8x16x1xf32>
    %553 = stablehlo.negate %542 : tensor<8x16x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%553 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%552 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%555 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %558 = stablehlo.multiply %556, %364 : tensor<8x16xf32>
    %559 = stablehlo.negate %558 : tensor<8x16xf32>
    %560 = stablehlo.multiply %559, %351 : tensor<8x16xf32>
    %561 = stablehlo.add %557, %560 : tensor<8x16xf32>
    %cst_140 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %563 = stablehlo.divide %558, %562 : tensor<8x16xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %566 = stablehlo.divide %561, %565 : tensor<8x16xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %568 = stablehlo.add %542, %567 : tensor<8x16x64xf32>
    %569 = stablehlo.multiply %564, %342 : tensor<8x16x64xf32>
    %570 = stablehlo.add %568, %569 : tensor<8x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %572 = stablehlo.reshape %571 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %574 = stablehlo.dot_general %570, %334, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %575 = stablehlo.transpose %574, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %576 = stablehlo.dot_general %570, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %577 = stablehlo.multiply %326, %576 : tensor<8x16x128xf32>
    %578 = stablehlo.multiply %576, %330 : tensor<8x16x128xf32>
    %cst_143 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %580 = stablehlo.multiply %579, %577 : tensor<8x16x128xf32>
    %581 = stablehlo.multiply %580, %333 : tensor<8x16x128xf32>
    %cst_144 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<8x16x128xf32>
    %584 = stablehlo.negate %583 : tensor<8x16x128xf32>
    %cst_145 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %586 = stablehlo.multiply %585, %578 : tensor<8x16x128xf32>
    %587 = stablehlo.add %584, %586 : tensor<8x16x128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %589 = stablehlo.reshape %588 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %590 = stablehlo.reshape %589 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %591 = stablehlo.dot_general %587, %320, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %592 = stablehlo.transpose %591, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %593 = stablehlo.dot_general %587, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %594 = stablehlo.add %570, %593 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %596 = stablehlo.reshape %595 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %597 = stablehlo.reshape %596 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %598 = stablehlo.multiply %306, %594 : tensor<8x16x64xf32>
    %599 = stablehlo.multiply %594, %316 : tensor<8x16x64xf32>
    %600 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %601 = stablehlo.multiply %600, %598 : tensor<8x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%601 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %603 = stablehlo.reshape %602 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %604 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %605 = stablehlo.multiply %598, %604 : tensor<8x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %607 = stablehlo.reshape %606 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %608 = stablehlo.reshape %603 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %609 = stablehlo.multiply %607, %312 : tensor<8x16x1xf32>
    %610 = stablehlo.negate %599 : tensor<8x16x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%609 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%612 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %615 = stablehlo.multiply %613, %302 : tensor<8x16xf32>
    %616 = stablehlo.negate %615 : tensor<8x16xf32>
    %617 = stablehlo.multiply %616, %289 : tensor<8x16xf32>
    %618 = stablehlo.add %614, %617 : tensor<8x16xf32>
    %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %620 = stablehlo.divide %615, %619 : tensor<8x16xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_154 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %623 = stablehlo.divide %618, %622 : tensor<8x16xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %625 = stablehlo.add %599, %624 : tensor<8x16x64xf32>
    %626 = stablehlo.multiply %621, %280 : tensor<8x16x64xf32>
    %627 = stablehlo.add %625, %626 : tensor<8x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %629 = stablehlo.reshape %628 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %630 = stablehlo.reshape %629 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %631 = stablehlo.dot_general %627, %272, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %632 = stablehlo.transpose %631, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %633 = stablehlo.dot_general %627, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %634 = stablehlo.reshape %633 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %635 = stablehlo.transpose %634, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %636 = stablehlo.dot_general %635, %237, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %637 = stablehlo.dot_general %635, %269, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %638 = stablehlo.transpose %637, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %639 = stablehlo.transpose %636, dims = [1, 0, 2, 3] : (tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %640 = stablehlo.convert %639 : tensor<4x8x16x16xf32>
    %641 = stablehlo.convert %222 : (tensor<4xi32>) -> tensor<4xf32>
    %642 = stablehlo.dot_general %640, %641, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16x16xf32>, tensor<4xf32>) -> tensor<4x8x16x16xf32>
    %643 = stablehlo.transpose %642, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %644 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %645 = stablehlo.multiply %643, %644 : tensor<8x4x16x16xf32>
    %646 = stablehlo.multiply %645, %258 : tensor<8x4x16x16xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_156) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %649 = stablehlo.negate %648 : tensor<8x4x16x1xf32>
    %650 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %651 = stablehlo.divide %643, %650 : tensor<8x4x16x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%649 init: %cst_157) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %654 = stablehlo.add %651, %653 : tensor<8x4x16x16xf32>
    %655 = stablehlo.multiply %654, %258 : tensor<8x4x16x16xf32>
    %656 = stablehlo.dot_general %655, %248, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %657 = stablehlo.transpose %656, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %658 = stablehlo.dot_general %655, %236, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %659 = stablehlo.transpose %658, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %660 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %661 = stablehlo.divide %659, %660 : tensor<8x16x4x16xf32>
    %662 = stablehlo.reshape %638 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %663 = stablehlo.reshape %657 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %664 = stablehlo.reshape %661 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%662 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %666 = stablehlo.reshape %665 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %667 = stablehlo.reshape %666 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %668 = stablehlo.dot_general %662, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %669 = stablehlo.transpose %668, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %670 = stablehlo.dot_general %662, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %671 = stablehlo.add %627, %670 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%663 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %673 = stablehlo.reshape %672 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %674 = stablehlo.reshape %673 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %675 = stablehlo.dot_general %663, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %676 = stablehlo.transpose %675, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %677 = stablehlo.dot_general %663, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %678 = stablehlo.add %671, %677 : tensor<8x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%664 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %680 = stablehlo.reshape %679 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %681 = stablehlo.reshape %680 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %682 = stablehlo.dot_general %664, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %683 = stablehlo.transpose %682, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %684 = stablehlo.dot_general %664, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %685 = stablehlo.add %678, %684 : tensor<8x16x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %687 = stablehlo.reshape %686 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %688 = stablehlo.reshape %687 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %689 = stablehlo.multiply %206, %685 : tensor<8x16x64xf32>
    %690 = stablehlo.multiply %685, %216 : tensor<8x16x64xf32>
    %691 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %692 = stablehlo.multiply %691, %689 : tensor<8x16x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %694 = stablehlo.reshape %693 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %695 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %696 = stablehlo.multiply %689, %695 : tensor<8x16x64xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%696 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %698 = stablehlo.reshape %697 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %699 = stablehlo.reshape %694 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %700 = stablehlo.multiply %698, %212 : tensor<8x16x1xf32>
    %701 = stablehlo.negate %690 : tensor<8x16x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %703 = stablehlo.reshape %702 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%700 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%703 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %706 = stablehlo.multiply %704, %202 : tensor<8x16xf32>
    %707 = stablehlo.negate %706 : tensor<8x16xf32>
    %708 = stablehlo.multiply %707, %189 : tensor<8x16xf32>
    %709 = stablehlo.add %705, %708 : tensor<8x16xf32>
    %cst_167 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %711 = stablehlo.divide %706, %710 : tensor<8x16xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_168 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %714 = stablehlo.divide %709, %713 : tensor<8x16xf32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %716 = stablehlo.add %690, %715 : tensor<8x16x64xf32>
    %717 = stablehlo.multiply %712, %180 : tensor<8x16x64xf32>
    %718 = stablehlo.add %716, %717 : tensor<8x16x64xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%718 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %720 = stablehlo.reshape %719 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %721 = stablehlo.reshape %720 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %722 = stablehlo.dot_general %718, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %723 = stablehlo.transpose %722, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %724 = stablehlo.dot_general %718, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %725 = stablehlo.multiply %164, %724 : tensor<8x16x128xf32>
    %726 = stablehlo.multiply %724, %168 : tensor<8x16x128xf32>
    %cst_170 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %728 = stablehlo.multiply %727, %725 : tensor<8x16x128xf32>
    %729 = stablehlo.multiply %728, %171 : tensor<8x16x128xf32>
    %cst_171 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %731 = stablehlo.multiply %729, %730 : tensor<8x16x128xf32>
    %732 = stablehlo.negate %731 : tensor<8x16x128xf32>
    %cst_172 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %734 = stablehlo.multiply %733, %726 : tensor<8x16x128xf32>
    %735 = stablehlo.add %732, %734 : tensor<8x16x128xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %737 = stablehlo.reshape %736 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %739 = stablehlo.dot_general %735, %158, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %740 = stablehlo.transpose %739, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %741 = stablehlo.dot_general %735, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %742 = stablehlo.add %718, %741 : tensor<8x16x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.reduce(%742 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %744 = stablehlo.reshape %743 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %745 = stablehlo.reshape %744 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %746 = stablehlo.multiply %144, %742 : tensor<8x16x64xf32>
    %747 = stablehlo.multiply %742, %154 : tensor<8x16x64xf32>
    %748 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %749 = stablehlo.multiply %748, %746 : tensor<8x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %751 = stablehlo.reshape %750 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %752 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %753 = stablehlo.multiply %746, %752 : tensor<8x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%753 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %755 = stablehlo.reshape %754 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %756 = stablehlo.reshape %751 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %757 = stablehlo.multiply %755, %150 : tensor<8x16x1xf32>
    %758 = stablehlo.negate %747 : tensor<8x16x64xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %760 = stablehlo.reshape %759 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%757 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%760 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %763 = stablehlo.multiply %761, %140 : tensor<8x16xf32>
    %764 = stablehlo.negate %763 : tensor<8x16xf32>
    %765 = stablehlo.multiply %764, %127 : tensor<8x16xf32>
    %766 = stablehlo.add %762, %765 : tensor<8x16xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %768 = stablehlo.divide %763, %767 : tensor<8x16xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_181 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %771 = stablehlo.divide %766, %770 : tensor<8x16xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %773 = stablehlo.add %747, %772 : tensor<8x16x64xf32>
    %774 = stablehlo.multiply %769, %118 : tensor<8x16x64xf32>
    %775 = stablehlo.add %773, %774 : tensor<8x16x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_182) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %777 = stablehlo.reshape %776 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %778 = stablehlo.reshape %777 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %779 = stablehlo.dot_general %775, %110, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %780 = stablehlo.transpose %779, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %781 = stablehlo.dot_general %775, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %782 = stablehlo.reshape %781 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %783 = stablehlo.transpose %782, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %784 = stablehlo.dot_general %783, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %785 = stablehlo.dot_general %783, %107, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %786 = stablehlo.transpose %785, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %787 = stablehlo.transpose %784, dims = [1, 0, 2, 3] : (tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %788 = stablehlo.convert %787 : tensor<4x8x16x16xf32>
    %789 = stablehlo.convert %60 : (tensor<4xi32>) -> tensor<4xf32>
    %790 = stablehlo.dot_general %788, %789, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16x16xf32>, tensor<4xf32>) -> tensor<4x8x16x16xf32>
    %791 = stablehlo.transpose %790, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %792 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %793 = stablehlo.multiply %791, %792 : tensor<8x4x16x16xf32>
    %794 = stablehlo.multiply %793, %96 : tensor<8x4x16x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_183) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %796 = stablehlo.reshape %795 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %797 = stablehlo.negate %796 : tensor<8x4x16x1xf32>
    %798 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %799 = stablehlo.divide %791, %798 : tensor<8x4x16x16xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%797 init: %cst_184) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %802 = stablehlo.add %799, %801 : tensor<8x4x16x16xf32>
    %803 = stablehlo.multiply %802, %96 : tensor<8x4x16x16xf32>
    %804 = stablehlo.dot_general %803, %86, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %805 = stablehlo.transpose %804, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %806 = stablehlo.dot_general %803, %74, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %807 = stablehlo.transpose %806, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %808 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %809 = stablehlo.divide %807, %808 : tensor<8x16x4x16xf32>
    %810 = stablehlo.reshape %786 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %811 = stablehlo.reshape %805 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %812 = stablehlo.reshape %809 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%810 init: %cst_185) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %814 = stablehlo.reshape %813 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %815 = stablehlo.reshape %814 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %816 = stablehlo.dot_general %810, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %817 = stablehlo.transpose %816, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %818 = stablehlo.dot_general %810, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %819 = stablehlo.add %775, %818 : tensor<8x16x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%811 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %821 = stablehlo.reshape %820 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %822 = stablehlo.reshape %821 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %823 = stablehlo.dot_general %811, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %824 = stablehlo.transpose %823, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %825 = stablehlo.dot_general %811, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %826 = stablehlo.add %819, %825 : tensor<8x16x64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%812 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %828 = stablehlo.reshape %827 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %829 = stablehlo.reshape %828 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %830 = stablehlo.dot_general %812, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %831 = stablehlo.transpose %830, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %832 = stablehlo.dot_general %812, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %833 = stablehlo.add %826, %832 : tensor<8x16x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %834 = stablehlo.reduce(%833 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %835 = stablehlo.reshape %834 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %836 = stablehlo.reshape %835 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %837 = stablehlo.multiply %44, %833 : tensor<8x16x64xf32>
    %838 = stablehlo.multiply %833, %54 : tensor<8x16x64xf32>
    %839 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %840 = stablehlo.multiply %839, %837 : tensor<8x16x64xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%840 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %842 = stablehlo.reshape %841 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %843 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %844 = stablehlo.multiply %837, %843 : tensor<8x16x64xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %846 = stablehlo.reshape %845 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %847 = stablehlo.reshape %842 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %848 = stablehlo.multiply %846, %50 : tensor<8x16x1xf32>
    %849 = stablehlo.negate %838 : tensor<8x16x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%849 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %851 = stablehlo.reshape %850 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%848 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.reduce(%851 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %854 = stablehlo.multiply %852, %40 : tensor<8x16xf32>
    %855 = stablehlo.negate %854 : tensor<8x16xf32>
    %856 = stablehlo.multiply %855, %27 : tensor<8x16xf32>
    %857 = stablehlo.add %853, %856 : tensor<8x16xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %859 = stablehlo.divide %854, %858 : tensor<8x16xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_195 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %862 = stablehlo.divide %857, %861 : tensor<8x16xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %864 = stablehlo.add %838, %863 : tensor<8x16x64xf32>
    %865 = stablehlo.multiply %860, %18 : tensor<8x16x64xf32>
    %866 = stablehlo.add %864, %865 : tensor<8x16x64xf32>
    %867 = call @_take_7(%13#1, %866) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<2x64xf32>
    %868 = call @_take_8(%12#1, %866) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    %869 = call @_take_9(%11#1, %866) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %870 = stablehlo.add %487, %869 : tensor<256x64xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %872 = stablehlo.multiply %871, %483 : tensor<256xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %874 = stablehlo.multiply %873, %arg43 : tensor<256xf32>
    %875 = stablehlo.add %872, %874 : tensor<256xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %877 = stablehlo.multiply %876, %534 : tensor<64xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %879 = stablehlo.multiply %878, %arg44 : tensor<64xf32>
    %880 = stablehlo.add %877, %879 : tensor<64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %882 = stablehlo.multiply %881, %536 : tensor<64x64xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %884 = stablehlo.multiply %883, %arg45 : tensor<64x64xf32>
    %885 = stablehlo.add %882, %884 : tensor<64x64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.multiply %886, %490 : tensor<64xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %889 = stablehlo.multiply %888, %arg46 : tensor<64xf32>
    %890 = stablehlo.add %887, %889 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %892 = stablehlo.multiply %891, %501 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %894 = stablehlo.multiply %893, %arg47 : tensor<64xf32>
    %895 = stablehlo.add %892, %894 : tensor<64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %897 = stablehlo.multiply %896, %836 : tensor<64xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %899 = stablehlo.multiply %898, %arg48 : tensor<64xf32>
    %900 = stablehlo.add %897, %899 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %902 = stablehlo.multiply %901, %847 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %904 = stablehlo.multiply %903, %arg49 : tensor<64xf32>
    %905 = stablehlo.add %902, %904 : tensor<64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %907 = stablehlo.multiply %906, %868 : tensor<66x64xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %909 = stablehlo.multiply %908, %arg50 : tensor<66x64xf32>
    %910 = stablehlo.add %907, %909 : tensor<66x64xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %912 = stablehlo.multiply %911, %867 : tensor<2x64xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %914 = stablehlo.multiply %913, %arg51 : tensor<2x64xf32>
    %915 = stablehlo.add %912, %914 : tensor<2x64xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %917 = stablehlo.multiply %916, %870 : tensor<256x64xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %919 = stablehlo.multiply %918, %arg52 : tensor<256x64xf32>
    %920 = stablehlo.add %917, %919 : tensor<256x64xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %922 = stablehlo.multiply %921, %745 : tensor<64xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.multiply %923, %arg53 : tensor<64xf32>
    %925 = stablehlo.add %922, %924 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %927 = stablehlo.multiply %926, %756 : tensor<64xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %929 = stablehlo.multiply %928, %arg54 : tensor<64xf32>
    %930 = stablehlo.add %927, %929 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %932 = stablehlo.multiply %931, %778 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %934 = stablehlo.multiply %933, %arg55 : tensor<64xf32>
    %935 = stablehlo.add %932, %934 : tensor<64xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %937 = stablehlo.multiply %936, %780 : tensor<64x64xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %939 = stablehlo.multiply %938, %arg56 : tensor<64x64xf32>
    %940 = stablehlo.add %937, %939 : tensor<64x64xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %942 = stablehlo.multiply %941, %822 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %944 = stablehlo.multiply %943, %arg57 : tensor<64xf32>
    %945 = stablehlo.add %942, %944 : tensor<64xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %947 = stablehlo.multiply %946, %824 : tensor<64x64xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %949 = stablehlo.multiply %948, %arg58 : tensor<64x64xf32>
    %950 = stablehlo.add %947, %949 : tensor<64x64xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %952 = stablehlo.multiply %951, %829 : tensor<64xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %954 = stablehlo.multiply %953, %arg59 : tensor<64xf32>
    %955 = stablehlo.add %952, %954 : tensor<64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %957 = stablehlo.multiply %956, %831 : tensor<64x64xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %959 = stablehlo.multiply %958, %arg60 : tensor<64x64xf32>
    %960 = stablehlo.add %957, %959 : tensor<64x64xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %961, %815 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.multiply %963, %arg61 : tensor<64xf32>
    %965 = stablehlo.add %962, %964 : tensor<64xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %967 = stablehlo.multiply %966, %817 : tensor<64x64xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %969 = stablehlo.multiply %968, %arg62 : tensor<64x64xf32>
    %970 = stablehlo.add %967, %969 : tensor<64x64xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %972 = stablehlo.multiply %971, %738 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %974 = stablehlo.multiply %973, %arg63 : tensor<128xf32>
    %975 = stablehlo.add %972, %974 : tensor<128xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %977 = stablehlo.multiply %976, %740 : tensor<64x128xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %979 = stablehlo.multiply %978, %arg64 : tensor<64x128xf32>
    %980 = stablehlo.add %977, %979 : tensor<64x128xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %982 = stablehlo.multiply %981, %688 : tensor<64xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %984 = stablehlo.multiply %983, %arg65 : tensor<64xf32>
    %985 = stablehlo.add %982, %984 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %987 = stablehlo.multiply %986, %699 : tensor<64xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %989 = stablehlo.multiply %988, %arg66 : tensor<64xf32>
    %990 = stablehlo.add %987, %989 : tensor<64xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %992 = stablehlo.multiply %991, %721 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %994 = stablehlo.multiply %993, %arg67 : tensor<64xf32>
    %995 = stablehlo.add %992, %994 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %997 = stablehlo.multiply %996, %723 : tensor<128x64xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %999 = stablehlo.multiply %998, %arg68 : tensor<128x64xf32>
    %1000 = stablehlo.add %997, %999 : tensor<128x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.multiply %1001, %597 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %arg69 : tensor<64xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1007 = stablehlo.multiply %1006, %608 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1009 = stablehlo.multiply %1008, %arg70 : tensor<64xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1012 = stablehlo.multiply %1011, %630 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1014 = stablehlo.multiply %1013, %arg71 : tensor<64xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1017 = stablehlo.multiply %1016, %632 : tensor<64x64xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1019 = stablehlo.multiply %1018, %arg72 : tensor<64x64xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<64x64xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1022 = stablehlo.multiply %1021, %674 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1024 = stablehlo.multiply %1023, %arg73 : tensor<64xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1027 = stablehlo.multiply %1026, %676 : tensor<64x64xf32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1029 = stablehlo.multiply %1028, %arg74 : tensor<64x64xf32>
    %1030 = stablehlo.add %1027, %1029 : tensor<64x64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1032 = stablehlo.multiply %1031, %681 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.multiply %1033, %arg75 : tensor<64xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<64xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1037 = stablehlo.multiply %1036, %683 : tensor<64x64xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1039 = stablehlo.multiply %1038, %arg76 : tensor<64x64xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<64x64xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1042 = stablehlo.multiply %1041, %667 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1044 = stablehlo.multiply %1043, %arg77 : tensor<64xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1047 = stablehlo.multiply %1046, %669 : tensor<64x64xf32>
    %cst_267 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1049 = stablehlo.multiply %1048, %arg78 : tensor<64x64xf32>
    %1050 = stablehlo.add %1047, %1049 : tensor<64x64xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1052 = stablehlo.multiply %1051, %590 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1054 = stablehlo.multiply %1053, %arg79 : tensor<128xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1057 = stablehlo.multiply %1056, %592 : tensor<64x128xf32>
    %cst_271 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1059 = stablehlo.multiply %1058, %arg80 : tensor<64x128xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<64x128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %540 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %arg81 : tensor<64xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1067 = stablehlo.multiply %1066, %551 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1069 = stablehlo.multiply %1068, %arg82 : tensor<64xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %573 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1074 = stablehlo.multiply %1073, %arg83 : tensor<64xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1077 = stablehlo.multiply %1076, %575 : tensor<128x64xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1079 = stablehlo.multiply %1078, %arg84 : tensor<128x64xf32>
    %1080 = stablehlo.add %1077, %1079 : tensor<128x64xf32>
    %1081 = stablehlo.multiply %483, %483 : tensor<256xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1083 = stablehlo.multiply %1082, %1081 : tensor<256xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1085 = stablehlo.multiply %1084, %arg85 : tensor<256xf32>
    %1086 = stablehlo.add %1083, %1085 : tensor<256xf32>
    %1087 = stablehlo.multiply %534, %534 : tensor<64xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1089 = stablehlo.multiply %1088, %1087 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1091 = stablehlo.multiply %1090, %arg86 : tensor<64xf32>
    %1092 = stablehlo.add %1089, %1091 : tensor<64xf32>
    %1093 = stablehlo.multiply %536, %536 : tensor<64x64xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1095 = stablehlo.multiply %1094, %1093 : tensor<64x64xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1097 = stablehlo.multiply %1096, %arg87 : tensor<64x64xf32>
    %1098 = stablehlo.add %1095, %1097 : tensor<64x64xf32>
    %1099 = stablehlo.multiply %490, %490 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1101 = stablehlo.multiply %1100, %1099 : tensor<64xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1103 = stablehlo.multiply %1102, %arg88 : tensor<64xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<64xf32>
    %1105 = stablehlo.multiply %501, %501 : tensor<64xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1107 = stablehlo.multiply %1106, %1105 : tensor<64xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1109 = stablehlo.multiply %1108, %arg89 : tensor<64xf32>
    %1110 = stablehlo.add %1107, %1109 : tensor<64xf32>
    %1111 = stablehlo.multiply %836, %836 : tensor<64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1113 = stablehlo.multiply %1112, %1111 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1115 = stablehlo.multiply %1114, %arg90 : tensor<64xf32>
    %1116 = stablehlo.add %1113, %1115 : tensor<64xf32>
    %1117 = stablehlo.multiply %847, %847 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1119 = stablehlo.multiply %1118, %1117 : tensor<64xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1121 = stablehlo.multiply %1120, %arg91 : tensor<64xf32>
    %1122 = stablehlo.add %1119, %1121 : tensor<64xf32>
    %1123 = stablehlo.multiply %868, %868 : tensor<66x64xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1125 = stablehlo.multiply %1124, %1123 : tensor<66x64xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1127 = stablehlo.multiply %1126, %arg92 : tensor<66x64xf32>
    %1128 = stablehlo.add %1125, %1127 : tensor<66x64xf32>
    %1129 = stablehlo.multiply %867, %867 : tensor<2x64xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<2x64xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1133 = stablehlo.multiply %1132, %arg93 : tensor<2x64xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<2x64xf32>
    %1135 = stablehlo.multiply %870, %870 : tensor<256x64xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1137 = stablehlo.multiply %1136, %1135 : tensor<256x64xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1139 = stablehlo.multiply %1138, %arg94 : tensor<256x64xf32>
    %1140 = stablehlo.add %1137, %1139 : tensor<256x64xf32>
    %1141 = stablehlo.multiply %745, %745 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1143 = stablehlo.multiply %1142, %1141 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1145 = stablehlo.multiply %1144, %arg95 : tensor<64xf32>
    %1146 = stablehlo.add %1143, %1145 : tensor<64xf32>
    %1147 = stablehlo.multiply %756, %756 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1149 = stablehlo.multiply %1148, %1147 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1151 = stablehlo.multiply %1150, %arg96 : tensor<64xf32>
    %1152 = stablehlo.add %1149, %1151 : tensor<64xf32>
    %1153 = stablehlo.multiply %778, %778 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1155 = stablehlo.multiply %1154, %1153 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1157 = stablehlo.multiply %1156, %arg97 : tensor<64xf32>
    %1158 = stablehlo.add %1155, %1157 : tensor<64xf32>
    %1159 = stablehlo.multiply %780, %780 : tensor<64x64xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1161 = stablehlo.multiply %1160, %1159 : tensor<64x64xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1163 = stablehlo.multiply %1162, %arg98 : tensor<64x64xf32>
    %1164 = stablehlo.add %1161, %1163 : tensor<64x64xf32>
    %1165 = stablehlo.multiply %822, %822 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1167 = stablehlo.multiply %1166, %1165 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1169 = stablehlo.multiply %1168, %arg99 : tensor<64xf32>
    %1170 = stablehlo.add %1167, %1169 : tensor<64xf32>
    %1171 = stablehlo.multiply %824, %824 : tensor<64x64xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1173 = stablehlo.multiply %1172, %1171 : tensor<64x64xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1175 = stablehlo.multiply %1174, %arg100 : tensor<64x64xf32>
    %1176 = stablehlo.add %1173, %1175 : tensor<64x64xf32>
    %1177 = stablehlo.multiply %829, %829 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1179 = stablehlo.multiply %1178, %1177 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1181 = stablehlo.multiply %1180, %arg101 : tensor<64xf32>
    %1182 = stablehlo.add %1179, %1181 : tensor<64xf32>
    %1183 = stablehlo.multiply %831, %831 : tensor<64x64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1185 = stablehlo.multiply %1184, %1183 : tensor<64x64xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1187 = stablehlo.multiply %1186, %arg102 : tensor<64x64xf32>
    %1188 = stablehlo.add %1185, %1187 : tensor<64x64xf32>
    %1189 = stablehlo.multiply %815, %815 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1193 = stablehlo.multiply %1192, %arg103 : tensor<64xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<64xf32>
    %1195 = stablehlo.multiply %817, %817 : tensor<64x64xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<64x64xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1199 = stablehlo.multiply %1198, %arg104 : tensor<64x64xf32>
    %1200 = stablehlo.add %1197, %1199 : tensor<64x64xf32>
    %1201 = stablehlo.multiply %738, %738 : tensor<128xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1203 = stablehlo.multiply %1202, %1201 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1205 = stablehlo.multiply %1204, %arg105 : tensor<128xf32>
    %1206 = stablehlo.add %1203, %1205 : tensor<128xf32>
    %1207 = stablehlo.multiply %740, %740 : tensor<64x128xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1209 = stablehlo.multiply %1208, %1207 : tensor<64x128xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1211 = stablehlo.multiply %1210, %arg106 : tensor<64x128xf32>
    %1212 = stablehlo.add %1209, %1211 : tensor<64x128xf32>
    %1213 = stablehlo.multiply %688, %688 : tensor<64xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1215 = stablehlo.multiply %1214, %1213 : tensor<64xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1217 = stablehlo.multiply %1216, %arg107 : tensor<64xf32>
    %1218 = stablehlo.add %1215, %1217 : tensor<64xf32>
    %1219 = stablehlo.multiply %699, %699 : tensor<64xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1221 = stablehlo.multiply %1220, %1219 : tensor<64xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1223 = stablehlo.multiply %1222, %arg108 : tensor<64xf32>
    %1224 = stablehlo.add %1221, %1223 : tensor<64xf32>
    %1225 = stablehlo.multiply %721, %721 : tensor<64xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1227 = stablehlo.multiply %1226, %1225 : tensor<64xf32>
    %cst_329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1229 = stablehlo.multiply %1228, %arg109 : tensor<64xf32>
    %1230 = stablehlo.add %1227, %1229 : tensor<64xf32>
    %1231 = stablehlo.multiply %723, %723 : tensor<128x64xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1233 = stablehlo.multiply %1232, %1231 : tensor<128x64xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1235 = stablehlo.multiply %1234, %arg110 : tensor<128x64xf32>
    %1236 = stablehlo.add %1233, %1235 : tensor<128x64xf32>
    %1237 = stablehlo.multiply %597, %597 : tensor<64xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1239 = stablehlo.multiply %1238, %1237 : tensor<64xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1241 = stablehlo.multiply %1240, %arg111 : tensor<64xf32>
    %1242 = stablehlo.add %1239, %1241 : tensor<64xf32>
    %1243 = stablehlo.multiply %608, %608 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1244 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1245 = stablehlo.multiply %1244, %1243 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1247 = stablehlo.multiply %1246, %arg112 : tensor<64xf32>
    %1248 = stablehlo.add %1245, %1247 : tensor<64xf32>
    %1249 = stablehlo.multiply %630, %630 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1251 = stablehlo.multiply %1250, %1249 : tensor<64xf32>
    %cst_337 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1253 = stablehlo.multiply %1252, %arg113 : tensor<64xf32>
    %1254 = stablehlo.add %1251, %1253 : tensor<64xf32>
    %1255 = stablehlo.multiply %632, %632 : tensor<64x64xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1257 = stablehlo.multiply %1256, %1255 : tensor<64x64xf32>
    %cst_339 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1259 = stablehlo.multiply %1258, %arg114 : tensor<64x64xf32>
    %1260 = stablehlo.add %1257, %1259 : tensor<64x64xf32>
    %1261 = stablehlo.multiply %674, %674 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1263 = stablehlo.multiply %1262, %1261 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1265 = stablehlo.multiply %1264, %arg115 : tensor<64xf32>
    %1266 = stablehlo.add %1263, %1265 : tensor<64xf32>
    %1267 = stablehlo.multiply %676, %676 : tensor<64x64xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1269 = stablehlo.multiply %1268, %1267 : tensor<64x64xf32>
    %cst_343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1271 = stablehlo.multiply %1270, %arg116 : tensor<64x64xf32>
    %1272 = stablehlo.add %1269, %1271 : tensor<64x64xf32>
    %1273 = stablehlo.multiply %681, %681 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1275 = stablehlo.multiply %1274, %1273 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1277 = stablehlo.multiply %1276, %arg117 : tensor<64xf32>
    %1278 = stablehlo.add %1275, %1277 : tensor<64xf32>
    %1279 = stablehlo.multiply %683, %683 : tensor<64x64xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1281 = stablehlo.multiply %1280, %1279 : tensor<64x64xf32>
    %cst_347 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1283 = stablehlo.multiply %1282, %arg118 : tensor<64x64xf32>
    %1284 = stablehlo.add %1281, %1283 : tensor<64x64xf32>
    %1285 = stablehlo.multiply %667, %667 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1287 = stablehlo.multiply %1286, %1285 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1289 = stablehlo.multiply %1288, %arg119 : tensor<64xf32>
    %1290 = stablehlo.add %1287, %1289 : tensor<64xf32>
    %1291 = stablehlo.multiply %669, %669 : tensor<64x64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1293 = stablehlo.multiply %1292, %1291 : tensor<64x64xf32>
    %cst_351 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1295 = stablehlo.multiply %1294, %arg120 : tensor<64x64xf32>
    %1296 = stablehlo.add %1293, %1295 : tensor<64x64xf32>
    %1297 = stablehlo.multiply %590, %590 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1299 = stablehlo.multiply %1298, %1297 : tensor<128xf32>
    %cst_353 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1301 = stablehlo.multiply %1300, %arg121 : tensor<128xf32>
    %1302 = stablehlo.add %1299, %1301 : tensor<128xf32>
    %1303 = stablehlo.multiply %592, %592 : tensor<64x128xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1305 = stablehlo.multiply %1304, %1303 : tensor<64x128xf32>
    %cst_355 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1307 = stablehlo.multiply %1306, %arg122 : tensor<64x128xf32>
    %1308 = stablehlo.add %1305, %1307 : tensor<64x128xf32>
    %1309 = stablehlo.multiply %540, %540 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1311 = stablehlo.multiply %1310, %1309 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1313 = stablehlo.multiply %1312, %arg123 : tensor<64xf32>
    %1314 = stablehlo.add %1311, %1313 : tensor<64xf32>
    %1315 = stablehlo.multiply %551, %551 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1317 = stablehlo.multiply %1316, %1315 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1319 = stablehlo.multiply %1318, %arg124 : tensor<64xf32>
    %1320 = stablehlo.add %1317, %1319 : tensor<64xf32>
    %1321 = stablehlo.multiply %573, %573 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1323 = stablehlo.multiply %1322, %1321 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1325 = stablehlo.multiply %1324, %arg125 : tensor<64xf32>
    %1326 = stablehlo.add %1323, %1325 : tensor<64xf32>
    %1327 = stablehlo.multiply %575, %575 : tensor<128x64xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1329 = stablehlo.multiply %1328, %1327 : tensor<128x64xf32>
    %cst_363 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1331 = stablehlo.multiply %1330, %arg126 : tensor<128x64xf32>
    %1332 = stablehlo.add %1329, %1331 : tensor<128x64xf32>
    %c_364 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1333 = stablehlo.compare LT, %arg42, %c_364, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_365 = stablehlo.constant dense<1> : tensor<i32>
    %1334 = stablehlo.add %arg42, %c_365 : tensor<i32>
    %c_366 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1335 = call @_where_10(%1333, %1334, %c_366) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_367 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1336 = stablehlo.convert %1335 : (tensor<i32>) -> tensor<f32>
    %1337 = stablehlo.power %cst_367, %1336 : tensor<f32>
    %cst_368 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1338 = stablehlo.subtract %cst_368, %1337 : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1340 = stablehlo.divide %875, %1339 : tensor<256xf32>
    %1341 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1342 = stablehlo.divide %880, %1341 : tensor<64xf32>
    %1343 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1344 = stablehlo.divide %885, %1343 : tensor<64x64xf32>
    %1345 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1346 = stablehlo.divide %890, %1345 : tensor<64xf32>
    %1347 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1348 = stablehlo.divide %895, %1347 : tensor<64xf32>
    %1349 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1350 = stablehlo.divide %900, %1349 : tensor<64xf32>
    %1351 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1352 = stablehlo.divide %905, %1351 : tensor<64xf32>
    %1353 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1354 = stablehlo.divide %910, %1353 : tensor<66x64xf32>
    %1355 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1356 = stablehlo.divide %915, %1355 : tensor<2x64xf32>
    %1357 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1358 = stablehlo.divide %920, %1357 : tensor<256x64xf32>
    %1359 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1360 = stablehlo.divide %925, %1359 : tensor<64xf32>
    %1361 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1362 = stablehlo.divide %930, %1361 : tensor<64xf32>
    %1363 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1364 = stablehlo.divide %935, %1363 : tensor<64xf32>
    %1365 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1366 = stablehlo.divide %940, %1365 : tensor<64x64xf32>
    %1367 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1368 = stablehlo.divide %945, %1367 : tensor<64xf32>
    %1369 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1370 = stablehlo.divide %950, %1369 : tensor<64x64xf32>
    %1371 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1372 = stablehlo.divide %955, %1371 : tensor<64xf32>
    %1373 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1374 = stablehlo.divide %960, %1373 : tensor<64x64xf32>
    %1375 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1376 = stablehlo.divide %965, %1375 : tensor<64xf32>
    %1377 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1378 = stablehlo.divide %970, %1377 : tensor<64x64xf32>
    %1379 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1380 = stablehlo.divide %975, %1379 : tensor<128xf32>
    %1381 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1382 = stablehlo.divide %980, %1381 : tensor<64x128xf32>
    %1383 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1384 = stablehlo.divide %985, %1383 : tensor<64xf32>
    %1385 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1386 = stablehlo.divide %990, %1385 : tensor<64xf32>
    %1387 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1388 = stablehlo.divide %995, %1387 : tensor<64xf32>
    %1389 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1390 = stablehlo.divide %1000, %1389 : tensor<128x64xf32>
    %1391 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1392 = stablehlo.divide %1005, %1391 : tensor<64xf32>
    %1393 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1394 = stablehlo.divide %1010, %1393 : tensor<64xf32>
    %1395 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1396 = stablehlo.divide %1015, %1395 : tensor<64xf32>
    %1397 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1398 = stablehlo.divide %1020, %1397 : tensor<64x64xf32>
    %1399 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1400 = stablehlo.divide %1025, %1399 : tensor<64xf32>
    %1401 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1402 = stablehlo.divide %1030, %1401 : tensor<64x64xf32>
    %1403 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1404 = stablehlo.divide %1035, %1403 : tensor<64xf32>
    %1405 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1406 = stablehlo.divide %1040, %1405 : tensor<64x64xf32>
    %1407 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1408 = stablehlo.divide %1045, %1407 : tensor<64xf32>
    %1409 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1410 = stablehlo.divide %1050, %1409 : tensor<64x64xf32>
    %1411 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1412 = stablehlo.divide %1055, %1411 : tensor<128xf32>
    %1413 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1414 = stablehlo.divide %1060, %1413 : tensor<64x128xf32>
    %1415 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1416 = stablehlo.divide %1065, %1415 : tensor<64xf32>
    %1417 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1418 = stablehlo.divide %1070, %1417 : tensor<64xf32>
    %1419 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1420 = stablehlo.divide %1075, %1419 : tensor<64xf32>
    %1421 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1422 = stablehlo.divide %1080, %1421 : tensor<128x64xf32>
    %cst_369 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1423 = stablehlo.convert %1335 : (tensor<i32>) -> tensor<f32>
    %1424 = stablehlo.power %cst_369, %1423 : tensor<f32>
    %cst_370 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1425 = stablehlo.subtract %cst_370, %1424 : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1427 = stablehlo.divide %1086, %1426 : tensor<256xf32>
    %1428 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.divide %1092, %1428 : tensor<64xf32>
    %1430 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1431 = stablehlo.divide %1098, %1430 : tensor<64x64xf32>
    %1432 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1433 = stablehlo.divide %1104, %1432 : tensor<64xf32>
    %1434 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1435 = stablehlo.divide %1110, %1434 : tensor<64xf32>
    %1436 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1437 = stablehlo.divide %1116, %1436 : tensor<64xf32>
    %1438 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.divide %1122, %1438 : tensor<64xf32>
    %1440 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1441 = stablehlo.divide %1128, %1440 : tensor<66x64xf32>
    %1442 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1443 = stablehlo.divide %1134, %1442 : tensor<2x64xf32>
    %1444 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1445 = stablehlo.divide %1140, %1444 : tensor<256x64xf32>
    %1446 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.divide %1146, %1446 : tensor<64xf32>
    %1448 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1449 = stablehlo.divide %1152, %1448 : tensor<64xf32>
    %1450 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1451 = stablehlo.divide %1158, %1450 : tensor<64xf32>
    %1452 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1453 = stablehlo.divide %1164, %1452 : tensor<64x64xf32>
    %1454 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1455 = stablehlo.divide %1170, %1454 : tensor<64xf32>
    %1456 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1457 = stablehlo.divide %1176, %1456 : tensor<64x64xf32>
    %1458 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1459 = stablehlo.divide %1182, %1458 : tensor<64xf32>
    %1460 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1461 = stablehlo.divide %1188, %1460 : tensor<64x64xf32>
    %1462 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1463 = stablehlo.divide %1194, %1462 : tensor<64xf32>
    %1464 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1465 = stablehlo.divide %1200, %1464 : tensor<64x64xf32>
    %1466 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1467 = stablehlo.divide %1206, %1466 : tensor<128xf32>
    %1468 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1469 = stablehlo.divide %1212, %1468 : tensor<64x128xf32>
    %1470 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1471 = stablehlo.divide %1218, %1470 : tensor<64xf32>
    %1472 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1473 = stablehlo.divide %1224, %1472 : tensor<64xf32>
    %1474 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1475 = stablehlo.divide %1230, %1474 : tensor<64xf32>
    %1476 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1477 = stablehlo.divide %1236, %1476 : tensor<128x64xf32>
    %1478 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1479 = stablehlo.divide %1242, %1478 : tensor<64xf32>
    %1480 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1481 = stablehlo.divide %1248, %1480 : tensor<64xf32>
    %1482 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1483 = stablehlo.divide %1254, %1482 : tensor<64xf32>
    %1484 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1485 = stablehlo.divide %1260, %1484 : tensor<64x64xf32>
    %1486 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1487 = stablehlo.divide %1266, %1486 : tensor<64xf32>
    %1488 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1489 = stablehlo.divide %1272, %1488 : tensor<64x64xf32>
    %1490 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1491 = stablehlo.divide %1278, %1490 : tensor<64xf32>
    %1492 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1493 = stablehlo.divide %1284, %1492 : tensor<64x64xf32>
    %1494 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1495 = stablehlo.divide %1290, %1494 : tensor<64xf32>
    %1496 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1497 = stablehlo.divide %1296, %1496 : tensor<64x64xf32>
    %1498 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1499 = stablehlo.divide %1302, %1498 : tensor<128xf32>
    %1500 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1501 = stablehlo.divide %1308, %1500 : tensor<64x128xf32>
    %1502 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1503 = stablehlo.divide %1314, %1502 : tensor<64xf32>
    %1504 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1505 = stablehlo.divide %1320, %1504 : tensor<64xf32>
    %1506 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1507 = stablehlo.divide %1326, %1506 : tensor<64xf32>
    %1508 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1509 = stablehlo.divide %1332, %1508 : tensor<128x64xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1511 = stablehlo.add %1427, %1510 : tensor<256xf32>
    %1512 = stablehlo.sqrt %1511 : tensor<256xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1514 = stablehlo.add %1512, %1513 : tensor<256xf32>
    %1515 = stablehlo.divide %1340, %1514 : tensor<256xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1517 = stablehlo.add %1429, %1516 : tensor<64xf32>
    %1518 = stablehlo.sqrt %1517 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1520 = stablehlo.add %1518, %1519 : tensor<64xf32>
    %1521 = stablehlo.divide %1342, %1520 : tensor<64xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1523 = stablehlo.add %1431, %1522 : tensor<64x64xf32>
    %1524 = stablehlo.sqrt %1523 : tensor<64x64xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1526 = stablehlo.add %1524, %1525 : tensor<64x64xf32>
    %1527 = stablehlo.divide %1344, %1526 : tensor<64x64xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1529 = stablehlo.add %1433, %1528 : tensor<64xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<64xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<64xf32>
    %1533 = stablehlo.divide %1346, %1532 : tensor<64xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1535 = stablehlo.add %1435, %1534 : tensor<64xf32>
    %1536 = stablehlo.sqrt %1535 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1538 = stablehlo.add %1536, %1537 : tensor<64xf32>
    %1539 = stablehlo.divide %1348, %1538 : tensor<64xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1541 = stablehlo.add %1437, %1540 : tensor<64xf32>
    %1542 = stablehlo.sqrt %1541 : tensor<64xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<64xf32>
    %1545 = stablehlo.divide %1350, %1544 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1547 = stablehlo.add %1439, %1546 : tensor<64xf32>
    %1548 = stablehlo.sqrt %1547 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<64xf32>
    %1551 = stablehlo.divide %1352, %1550 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1553 = stablehlo.add %1441, %1552 : tensor<66x64xf32>
    %1554 = stablehlo.sqrt %1553 : tensor<66x64xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1556 = stablehlo.add %1554, %1555 : tensor<66x64xf32>
    %1557 = stablehlo.divide %1354, %1556 : tensor<66x64xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1559 = stablehlo.add %1443, %1558 : tensor<2x64xf32>
    %1560 = stablehlo.sqrt %1559 : tensor<2x64xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1562 = stablehlo.add %1560, %1561 : tensor<2x64xf32>
    %1563 = stablehlo.divide %1356, %1562 : tensor<2x64xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1565 = stablehlo.add %1445, %1564 : tensor<256x64xf32>
    %1566 = stablehlo.sqrt %1565 : tensor<256x64xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<256x64xf32>
    %1569 = stablehlo.divide %1358, %1568 : tensor<256x64xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1571 = stablehlo.add %1447, %1570 : tensor<64xf32>
    %1572 = stablehlo.sqrt %1571 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1574 = stablehlo.add %1572, %1573 : tensor<64xf32>
    %1575 = stablehlo.divide %1360, %1574 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1577 = stablehlo.add %1449, %1576 : tensor<64xf32>
    %1578 = stablehlo.sqrt %1577 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1580 = stablehlo.add %1578, %1579 : tensor<64xf32>
    %1581 = stablehlo.divide %1362, %1580 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1583 = stablehlo.add %1451, %1582 : tensor<64xf32>
    %1584 = stablehlo.sqrt %1583 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1586 = stablehlo.add %1584, %1585 : tensor<64xf32>
    %1587 = stablehlo.divide %1364, %1586 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1589 = stablehlo.add %1453, %1588 : tensor<64x64xf32>
    %1590 = stablehlo.sqrt %1589 : tensor<64x64xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1592 = stablehlo.add %1590, %1591 : tensor<64x64xf32>
    %1593 = stablehlo.divide %1366, %1592 : tensor<64x64xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1595 = stablehlo.add %1455, %1594 : tensor<64xf32>
    %1596 = stablehlo.sqrt %1595 : tensor<64xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1598 = stablehlo.add %1596, %1597 : tensor<64xf32>
    %1599 = stablehlo.divide %1368, %1598 : tensor<64xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1601 = stablehlo.add %1457, %1600 : tensor<64x64xf32>
    %1602 = stablehlo.sqrt %1601 : tensor<64x64xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1604 = stablehlo.add %1602, %1603 : tensor<64x64xf32>
    %1605 = stablehlo.divide %1370, %1604 : tensor<64x64xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1607 = stablehlo.add %1459, %1606 : tensor<64xf32>
    %1608 = stablehlo.sqrt %1607 : tensor<64xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1610 = stablehlo.add %1608, %1609 : tensor<64xf32>
    %1611 = stablehlo.divide %1372, %1610 : tensor<64xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1613 = stablehlo.add %1461, %1612 : tensor<64x64xf32>
    %1614 = stablehlo.sqrt %1613 : tensor<64x64xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1616 = stablehlo.add %1614, %1615 : tensor<64x64xf32>
    %1617 = stablehlo.divide %1374, %1616 : tensor<64x64xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1619 = stablehlo.add %1463, %1618 : tensor<64xf32>
    %1620 = stablehlo.sqrt %1619 : tensor<64xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1622 = stablehlo.add %1620, %1621 : tensor<64xf32>
    %1623 = stablehlo.divide %1376, %1622 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1625 = stablehlo.add %1465, %1624 : tensor<64x64xf32>
    %1626 = stablehlo.sqrt %1625 : tensor<64x64xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1628 = stablehlo.add %1626, %1627 : tensor<64x64xf32>
    %1629 = stablehlo.divide %1378, %1628 : tensor<64x64xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1631 = stablehlo.add %1467, %1630 : tensor<128xf32>
    %1632 = stablehlo.sqrt %1631 : tensor<128xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1634 = stablehlo.add %1632, %1633 : tensor<128xf32>
    %1635 = stablehlo.divide %1380, %1634 : tensor<128xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1637 = stablehlo.add %1469, %1636 : tensor<64x128xf32>
    %1638 = stablehlo.sqrt %1637 : tensor<64x128xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1640 = stablehlo.add %1638, %1639 : tensor<64x128xf32>
    %1641 = stablehlo.divide %1382, %1640 : tensor<64x128xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1643 = stablehlo.add %1471, %1642 : tensor<64xf32>
    %1644 = stablehlo.sqrt %1643 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1646 = stablehlo.add %1644, %1645 : tensor<64xf32>
    %1647 = stablehlo.divide %1384, %1646 : tensor<64xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1649 = stablehlo.add %1473, %1648 : tensor<64xf32>
    %1650 = stablehlo.sqrt %1649 : tensor<64xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1652 = stablehlo.add %1650, %1651 : tensor<64xf32>
    %1653 = stablehlo.divide %1386, %1652 : tensor<64xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1655 = stablehlo.add %1475, %1654 : tensor<64xf32>
    %1656 = stablehlo.sqrt %1655 : tensor<64xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1658 = stablehlo.add %1656, %1657 : tensor<64xf32>
    %1659 = stablehlo.divide %1388, %1658 : tensor<64xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1661 = stablehlo.add %1477, %1660 : tensor<128x64xf32>
    %1662 = stablehlo.sqrt %1661 : tensor<128x64xf32>
    %cst_422 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1664 = stablehlo.add %1662, %1663 : tensor<128x64xf32>
    %1665 = stablehlo.divide %1390, %1664 : tensor<128x64xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1667 = stablehlo.add %1479, %1666 : tensor<64xf32>
    %1668 = stablehlo.sqrt %1667 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1670 = stablehlo.add %1668, %1669 : tensor<64xf32>
    %1671 = stablehlo.divide %1392, %1670 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1673 = stablehlo.add %1481, %1672 : tensor<64xf32>
    %1674 = stablehlo.sqrt %1673 : tensor<64xf32>
    %cst_426 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1676 = stablehlo.add %1674, %1675 : tensor<64xf32>
    %1677 = stablehlo.divide %1394, %1676 : tensor<64xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1679 = stablehlo.add %1483, %1678 : tensor<64xf32>
    %1680 = stablehlo.sqrt %1679 : tensor<64xf32>
    %cst_428 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1682 = stablehlo.add %1680, %1681 : tensor<64xf32>
    %1683 = stablehlo.divide %1396, %1682 : tensor<64xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1685 = stablehlo.add %1485, %1684 : tensor<64x64xf32>
    %1686 = stablehlo.sqrt %1685 : tensor<64x64xf32>
    %cst_430 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1688 = stablehlo.add %1686, %1687 : tensor<64x64xf32>
    %1689 = stablehlo.divide %1398, %1688 : tensor<64x64xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1691 = stablehlo.add %1487, %1690 : tensor<64xf32>
    %1692 = stablehlo.sqrt %1691 : tensor<64xf32>
    %cst_432 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1694 = stablehlo.add %1692, %1693 : tensor<64xf32>
    %1695 = stablehlo.divide %1400, %1694 : tensor<64xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1697 = stablehlo.add %1489, %1696 : tensor<64x64xf32>
    %1698 = stablehlo.sqrt %1697 : tensor<64x64xf32>
    %cst_434 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1699 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1700 = stablehlo.add %1698, %1699 : tensor<64x64xf32>
    %1701 = stablehlo.divide %1402, %1700 : tensor<64x64xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1703 = stablehlo.add %1491, %1702 : tensor<64xf32>
    %1704 = stablehlo.sqrt %1703 : tensor<64xf32>
    %cst_436 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1706 = stablehlo.add %1704, %1705 : tensor<64xf32>
    %1707 = stablehlo.divide %1404, %1706 : tensor<64xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1709 = stablehlo.add %1493, %1708 : tensor<64x64xf32>
    %1710 = stablehlo.sqrt %1709 : tensor<64x64xf32>
    %cst_438 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1712 = stablehlo.add %1710, %1711 : tensor<64x64xf32>
    %1713 = stablehlo.divide %1406, %1712 : tensor<64x64xf32>
    %cst_439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1715 = stablehlo.add %1495, %1714 : tensor<64xf32>
    %1716 = stablehlo.sqrt %1715 : tensor<64xf32>
    %cst_440 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1718 = stablehlo.add %1716, %1717 : tensor<64xf32>
    %1719 = stablehlo.divide %1408, %1718 : tensor<64xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1721 = stablehlo.add %1497, %1720 : tensor<64x64xf32>
    %1722 = stablehlo.sqrt %1721 : tensor<64x64xf32>
    %cst_442 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1724 = stablehlo.add %1722, %1723 : tensor<64x64xf32>
    %1725 = stablehlo.divide %1410, %1724 : tensor<64x64xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1727 = stablehlo.add %1499, %1726 : tensor<128xf32>
    %1728 = stablehlo.sqrt %1727 : tensor<128xf32>
    %cst_444 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1730 = stablehlo.add %1728, %1729 : tensor<128xf32>
    %1731 = stablehlo.divide %1412, %1730 : tensor<128xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1733 = stablehlo.add %1501, %1732 : tensor<64x128xf32>
    %1734 = stablehlo.sqrt %1733 : tensor<64x128xf32>
    %cst_446 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1736 = stablehlo.add %1734, %1735 : tensor<64x128xf32>
    %1737 = stablehlo.divide %1414, %1736 : tensor<64x128xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1739 = stablehlo.add %1503, %1738 : tensor<64xf32>
    %1740 = stablehlo.sqrt %1739 : tensor<64xf32>
    %cst_448 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1742 = stablehlo.add %1740, %1741 : tensor<64xf32>
    %1743 = stablehlo.divide %1416, %1742 : tensor<64xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1745 = stablehlo.add %1505, %1744 : tensor<64xf32>
    %1746 = stablehlo.sqrt %1745 : tensor<64xf32>
    %cst_450 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1747 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1748 = stablehlo.add %1746, %1747 : tensor<64xf32>
    %1749 = stablehlo.divide %1418, %1748 : tensor<64xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1751 = stablehlo.add %1507, %1750 : tensor<64xf32>
    %1752 = stablehlo.sqrt %1751 : tensor<64xf32>
    %cst_452 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1754 = stablehlo.add %1752, %1753 : tensor<64xf32>
    %1755 = stablehlo.divide %1420, %1754 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1757 = stablehlo.add %1509, %1756 : tensor<128x64xf32>
    %1758 = stablehlo.sqrt %1757 : tensor<128x64xf32>
    %cst_454 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1760 = stablehlo.add %1758, %1759 : tensor<128x64xf32>
    %1761 = stablehlo.divide %1422, %1760 : tensor<128x64xf32>
    %cst_455 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1763 = stablehlo.multiply %1762, %arg0 : tensor<256xf32>
    %1764 = stablehlo.add %1515, %1763 : tensor<256xf32>
    %cst_456 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1766 = stablehlo.multiply %1765, %arg1 : tensor<64xf32>
    %1767 = stablehlo.add %1521, %1766 : tensor<64xf32>
    %cst_457 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1769 = stablehlo.multiply %1768, %arg2 : tensor<64x64xf32>
    %1770 = stablehlo.add %1527, %1769 : tensor<64x64xf32>
    %cst_458 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1772 = stablehlo.multiply %1771, %arg3 : tensor<64xf32>
    %1773 = stablehlo.add %1533, %1772 : tensor<64xf32>
    %cst_459 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1775 = stablehlo.multiply %1774, %arg4 : tensor<64xf32>
    %1776 = stablehlo.add %1539, %1775 : tensor<64xf32>
    %cst_460 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1778 = stablehlo.multiply %1777, %arg5 : tensor<64xf32>
    %1779 = stablehlo.add %1545, %1778 : tensor<64xf32>
    %cst_461 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1780 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1781 = stablehlo.multiply %1780, %arg6 : tensor<64xf32>
    %1782 = stablehlo.add %1551, %1781 : tensor<64xf32>
    %cst_462 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1784 = stablehlo.multiply %1783, %arg7 : tensor<66x64xf32>
    %1785 = stablehlo.add %1557, %1784 : tensor<66x64xf32>
    %cst_463 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1787 = stablehlo.multiply %1786, %arg8 : tensor<2x64xf32>
    %1788 = stablehlo.add %1563, %1787 : tensor<2x64xf32>
    %cst_464 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1790 = stablehlo.multiply %1789, %arg9 : tensor<256x64xf32>
    %1791 = stablehlo.add %1569, %1790 : tensor<256x64xf32>
    %cst_465 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1793 = stablehlo.multiply %1792, %arg10 : tensor<64xf32>
    %1794 = stablehlo.add %1575, %1793 : tensor<64xf32>
    %cst_466 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1796 = stablehlo.multiply %1795, %arg11 : tensor<64xf32>
    %1797 = stablehlo.add %1581, %1796 : tensor<64xf32>
    %cst_467 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1799 = stablehlo.multiply %1798, %arg12 : tensor<64xf32>
    %1800 = stablehlo.add %1587, %1799 : tensor<64xf32>
    %cst_468 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1802 = stablehlo.multiply %1801, %arg13 : tensor<64x64xf32>
    %1803 = stablehlo.add %1593, %1802 : tensor<64x64xf32>
    %cst_469 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1805 = stablehlo.multiply %1804, %arg14 : tensor<64xf32>
    %1806 = stablehlo.add %1599, %1805 : tensor<64xf32>
    %cst_470 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1807 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1808 = stablehlo.multiply %1807, %arg15 : tensor<64x64xf32>
    %1809 = stablehlo.add %1605, %1808 : tensor<64x64xf32>
    %cst_471 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1811 = stablehlo.multiply %1810, %arg16 : tensor<64xf32>
    %1812 = stablehlo.add %1611, %1811 : tensor<64xf32>
    %cst_472 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1814 = stablehlo.multiply %1813, %arg17 : tensor<64x64xf32>
    %1815 = stablehlo.add %1617, %1814 : tensor<64x64xf32>
    %cst_473 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1817 = stablehlo.multiply %1816, %arg18 : tensor<64xf32>
    %1818 = stablehlo.add %1623, %1817 : tensor<64xf32>
    %cst_474 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1820 = stablehlo.multiply %1819, %arg19 : tensor<64x64xf32>
    %1821 = stablehlo.add %1629, %1820 : tensor<64x64xf32>
    %cst_475 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1823 = stablehlo.multiply %1822, %arg20 : tensor<128xf32>
    %1824 = stablehlo.add %1635, %1823 : tensor<128xf32>
    %cst_476 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1825 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1826 = stablehlo.multiply %1825, %arg21 : tensor<64x128xf32>
    %1827 = stablehlo.add %1641, %1826 : tensor<64x128xf32>
    %cst_477 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1829 = stablehlo.multiply %1828, %arg22 : tensor<64xf32>
    %1830 = stablehlo.add %1647, %1829 : tensor<64xf32>
    %cst_478 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1832 = stablehlo.multiply %1831, %arg23 : tensor<64xf32>
    %1833 = stablehlo.add %1653, %1832 : tensor<64xf32>
    %cst_479 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1834 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1835 = stablehlo.multiply %1834, %arg24 : tensor<64xf32>
    %1836 = stablehlo.add %1659, %1835 : tensor<64xf32>
    %cst_480 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1838 = stablehlo.multiply %1837, %arg25 : tensor<128x64xf32>
    %1839 = stablehlo.add %1665, %1838 : tensor<128x64xf32>
    %cst_481 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1840 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1841 = stablehlo.multiply %1840, %arg26 : tensor<64xf32>
    %1842 = stablehlo.add %1671, %1841 : tensor<64xf32>
    %cst_482 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1844 = stablehlo.multiply %1843, %arg27 : tensor<64xf32>
    %1845 = stablehlo.add %1677, %1844 : tensor<64xf32>
    %cst_483 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1847 = stablehlo.multiply %1846, %arg28 : tensor<64xf32>
    %1848 = stablehlo.add %1683, %1847 : tensor<64xf32>
    %cst_484 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1849 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1850 = stablehlo.multiply %1849, %arg29 : tensor<64x64xf32>
    %1851 = stablehlo.add %1689, %1850 : tensor<64x64xf32>
    %cst_485 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1853 = stablehlo.multiply %1852, %arg30 : tensor<64xf32>
    %1854 = stablehlo.add %1695, %1853 : tensor<64xf32>
    %cst_486 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1855 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1856 = stablehlo.multiply %1855, %arg31 : tensor<64x64xf32>
    %1857 = stablehlo.add %1701, %1856 : tensor<64x64xf32>
    %cst_487 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1858 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1859 = stablehlo.multiply %1858, %arg32 : tensor<64xf32>
    %1860 = stablehlo.add %1707, %1859 : tensor<64xf32>
    %cst_488 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1862 = stablehlo.multiply %1861, %arg33 : tensor<64x64xf32>
    %1863 = stablehlo.add %1713, %1862 : tensor<64x64xf32>
    %cst_489 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1864 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1865 = stablehlo.multiply %1864, %arg34 : tensor<64xf32>
    %1866 = stablehlo.add %1719, %1865 : tensor<64xf32>
    %cst_490 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1867 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1868 = stablehlo.multiply %1867, %arg35 : tensor<64x64xf32>
    %1869 = stablehlo.add %1725, %1868 : tensor<64x64xf32>
    %cst_491 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1871 = stablehlo.multiply %1870, %arg36 : tensor<128xf32>
    %1872 = stablehlo.add %1731, %1871 : tensor<128xf32>
    %cst_492 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1874 = stablehlo.multiply %1873, %arg37 : tensor<64x128xf32>
    %1875 = stablehlo.add %1737, %1874 : tensor<64x128xf32>
    %cst_493 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1877 = stablehlo.multiply %1876, %arg38 : tensor<64xf32>
    %1878 = stablehlo.add %1743, %1877 : tensor<64xf32>
    %cst_494 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1879 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1880 = stablehlo.multiply %1879, %arg39 : tensor<64xf32>
    %1881 = stablehlo.add %1749, %1880 : tensor<64xf32>
    %cst_495 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1882 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1883 = stablehlo.multiply %1882, %arg40 : tensor<64xf32>
    %1884 = stablehlo.add %1755, %1883 : tensor<64xf32>
    %cst_496 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1885 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1886 = stablehlo.multiply %1885, %arg41 : tensor<128x64xf32>
    %1887 = stablehlo.add %1761, %1886 : tensor<128x64xf32>
    %cst_497 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1888 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1889 = stablehlo.multiply %1888, %1764 : tensor<256xf32>
    %cst_498 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1890 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1891 = stablehlo.multiply %1890, %1767 : tensor<64xf32>
    %cst_499 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1892 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1893 = stablehlo.multiply %1892, %1770 : tensor<64x64xf32>
    %cst_500 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1894 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1895 = stablehlo.multiply %1894, %1773 : tensor<64xf32>
    %cst_501 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1897 = stablehlo.multiply %1896, %1776 : tensor<64xf32>
    %cst_502 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1898 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1899 = stablehlo.multiply %1898, %1779 : tensor<64xf32>
    %cst_503 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1900 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1901 = stablehlo.multiply %1900, %1782 : tensor<64xf32>
    %cst_504 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1903 = stablehlo.multiply %1902, %1785 : tensor<66x64xf32>
    %cst_505 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1904 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1905 = stablehlo.multiply %1904, %1788 : tensor<2x64xf32>
    %cst_506 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1906 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1907 = stablehlo.multiply %1906, %1791 : tensor<256x64xf32>
    %cst_507 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1909 = stablehlo.multiply %1908, %1794 : tensor<64xf32>
    %cst_508 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1910 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1911 = stablehlo.multiply %1910, %1797 : tensor<64xf32>
    %cst_509 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1912 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1913 = stablehlo.multiply %1912, %1800 : tensor<64xf32>
    %cst_510 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1914 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1915 = stablehlo.multiply %1914, %1803 : tensor<64x64xf32>
    %cst_511 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1917 = stablehlo.multiply %1916, %1806 : tensor<64xf32>
    %cst_512 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1918 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1919 = stablehlo.multiply %1918, %1809 : tensor<64x64xf32>
    %cst_513 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1920 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1921 = stablehlo.multiply %1920, %1812 : tensor<64xf32>
    %cst_514 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1922 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1923 = stablehlo.multiply %1922, %1815 : tensor<64x64xf32>
    %cst_515 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1924 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1925 = stablehlo.multiply %1924, %1818 : tensor<64xf32>
    %cst_516 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1926 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1927 = stablehlo.multiply %1926, %1821 : tensor<64x64xf32>
    %cst_517 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1929 = stablehlo.multiply %1928, %1824 : tensor<128xf32>
    %cst_518 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1930 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1931 = stablehlo.multiply %1930, %1827 : tensor<64x128xf32>
    %cst_519 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1932 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1933 = stablehlo.multiply %1932, %1830 : tensor<64xf32>
    %cst_520 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1934 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1935 = stablehlo.multiply %1934, %1833 : tensor<64xf32>
    %cst_521 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1937 = stablehlo.multiply %1936, %1836 : tensor<64xf32>
    %cst_522 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1938 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1939 = stablehlo.multiply %1938, %1839 : tensor<128x64xf32>
    %cst_523 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1940 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1941 = stablehlo.multiply %1940, %1842 : tensor<64xf32>
    %cst_524 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1942 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1943 = stablehlo.multiply %1942, %1845 : tensor<64xf32>
    %cst_525 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1944 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1945 = stablehlo.multiply %1944, %1848 : tensor<64xf32>
    %cst_526 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1947 = stablehlo.multiply %1946, %1851 : tensor<64x64xf32>
    %cst_527 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1949 = stablehlo.multiply %1948, %1854 : tensor<64xf32>
    %cst_528 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1950 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1951 = stablehlo.multiply %1950, %1857 : tensor<64x64xf32>
    %cst_529 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1952 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1953 = stablehlo.multiply %1952, %1860 : tensor<64xf32>
    %cst_530 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1954 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1955 = stablehlo.multiply %1954, %1863 : tensor<64x64xf32>
    %cst_531 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1956 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1957 = stablehlo.multiply %1956, %1866 : tensor<64xf32>
    %cst_532 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1958 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1959 = stablehlo.multiply %1958, %1869 : tensor<64x64xf32>
    %cst_533 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1960 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1961 = stablehlo.multiply %1960, %1872 : tensor<128xf32>
    %cst_534 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1962 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1963 = stablehlo.multiply %1962, %1875 : tensor<64x128xf32>
    %cst_535 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1964 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1965 = stablehlo.multiply %1964, %1878 : tensor<64xf32>
    %cst_536 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1966 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1967 = stablehlo.multiply %1966, %1881 : tensor<64xf32>
    %cst_537 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1968 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1969 = stablehlo.multiply %1968, %1884 : tensor<64xf32>
    %cst_538 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1970 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1971 = stablehlo.multiply %1970, %1887 : tensor<128x64xf32>
    %1972 = stablehlo.add %arg0, %1889 : tensor<256xf32>
    %1973 = stablehlo.add %arg1, %1891 : tensor<64xf32>
    %1974 = stablehlo.add %arg2, %1893 : tensor<64x64xf32>
    %1975 = stablehlo.add %arg3, %1895 : tensor<64xf32>
    %1976 = stablehlo.add %arg4, %1897 : tensor<64xf32>
    %1977 = stablehlo.add %arg5, %1899 : tensor<64xf32>
    %1978 = stablehlo.add %arg6, %1901 : tensor<64xf32>
    %1979 = stablehlo.add %arg7, %1903 : tensor<66x64xf32>
    %1980 = stablehlo.add %arg8, %1905 : tensor<2x64xf32>
    %1981 = stablehlo.add %arg9, %1907 : tensor<256x64xf32>
    %1982 = stablehlo.add %arg10, %1909 : tensor<64xf32>
    %1983 = stablehlo.add %arg11, %1911 : tensor<64xf32>
    %1984 = stablehlo.add %arg12, %1913 : tensor<64xf32>
    %1985 = stablehlo.add %arg13, %1915 : tensor<64x64xf32>
    %1986 = stablehlo.add %arg14, %1917 : tensor<64xf32>
    %1987 = stablehlo.add %arg15, %1919 : tensor<64x64xf32>
    %1988 = stablehlo.add %arg16, %1921 : tensor<64xf32>
    %1989 = stablehlo.add %arg17, %1923 : tensor<64x64xf32>
    %1990 = stablehlo.add %arg18, %1925 : tensor<64xf32>
    %1991 = stablehlo.add %arg19, %1927 : tensor<64x64xf32>
    %1992 = stablehlo.add %arg20, %1929 : tensor<128xf32>
    %1993 = stablehlo.add %arg21, %1931 : tensor<64x128xf32>
    %1994 = stablehlo.add %arg22, %1933 : tensor<64xf32>
    %1995 = stablehlo.add %arg23, %1935 : tensor<64xf32>
    %1996 = stablehlo.add %arg24, %1937 : tensor<64xf32>
    %1997 = stablehlo.add %arg25, %1939 : tensor<128x64xf32>
    %1998 = stablehlo.add %arg26, %1941 : tensor<64xf32>
    %1999 = stablehlo.add %arg27, %1943 : tensor<64xf32>
    %2000 = stablehlo.add %arg28, %1945 : tensor<64xf32>
    %2001 = stablehlo.add %arg29, %1947 : tensor<64x64xf32>
    %2002 = stablehlo.add %arg30, %1949 : tensor<64xf32>
    %2003 = stablehlo.add %arg31, %1951 : tensor<64x64xf32>
    %2004 = stablehlo.add %arg32, %1953 : tensor<64xf32>
    %2005 = stablehlo.add %arg33, %1955 : tensor<64x64xf32>
    %2006 = stablehlo.add %arg34, %1957 : tensor<64xf32>
    %2007 = stablehlo.add %arg35, %1959 : tensor<64x64xf32>
    %2008 = stablehlo.add %arg36, %1961 : tensor<128xf32>
    %2009 = stablehlo.add %arg37, %1963 : tensor<64x128xf32>
    %2010 = stablehlo.add %arg38, %1965 : tensor<64xf32>
    %2011 = stablehlo.add %arg39, %1967 : tensor<64xf32>
    %2012 = stablehlo.add %arg40, %1969 : tensor<64xf32>
    %2013 = stablehlo.add %arg41, %1971 : tensor<128x64xf32>
    return %1972, %1973, %1974, %1975, %1976, %1977, %1978, %1979, %1980, %1981, %1982, %1983, %1984, %1985, %1986, %1987, %1988, %1989, %1990, %1991, %1992, %1993, %1994, %1995, %1996, %1997, %1998, %1999, %2000, %2001, %2002, %2003, %2004, %2005, %2006, %2007, %2008, %2009, %2010, %2011, %2012, %2013, %1335, %875, %880, %885, %890, %895, %900, %905, %910, %915, %920, %925, %930, %935, %940, %945, %950, %955, %960, %965, %970, %975, %980, %985, %990, %995, %1000, %1005, %1010, %1015, %1020, %1025, %1030, %1035, %1040, %1045, %1050, %1055, %1060, %1065, %1070, %1075, %1080, %1086, %1092, %1098, %1104, %1110, %1116, %1122, %1128, %1134, %1140, %1146, %1152, %1158, %1164, %1170, %1176, %1182, %1188, %1194, %1200, %1206, %1212, %1218, %1224, %1230, %1236, %1242, %1248, %1254, %1260, %1266, %1272, %1278, %1284, %1290, %1296, %1302, %1308, %1314, %1320, %1326, %1332, %466 : tensor<256xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<i32>, tensor<256xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<66x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<f32>
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
  func.func private @_take_2(%arg0: tensor<2x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
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
  func.func private @_take_3(%arg0: tensor<8x16x1xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_4(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_5(%arg0: tensor<1xi32>, %arg1: tensor<8x16xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x1xf32>, tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<8x16x1x1xi32>, %arg1: tensor<8x16x1xf32>) -> tensor<8x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x256xf32>, tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    return %1 : tensor<8x16x256xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<2x64xf32>
    return %1 : tensor<2x64xf32>
  }
  func.func private @_take_8(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<66x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<66x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<66x64xf32>
    return %1 : tensor<66x64xf32>
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
