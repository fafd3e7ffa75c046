module @jit_bert_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<64x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<2x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<256x64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<64x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64x64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64x64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<64x64xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<128xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64x128xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<128x64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<64x64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<64x64xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64x64xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64x64xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<128xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<64x128xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<128x64xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<256xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<64x64xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<i32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<64xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<64x64xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<2x64xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<256x64xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<64xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<64x64xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<64xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<64x64xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<64x64xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<64x64xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<128xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<64x128xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<64xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<128x64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<64xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<64x64xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<64xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<64x64xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<64xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<64x64xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<64x64xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<128xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<64x128xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<64xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<64xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<128x64xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<256xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<64x64xf32> {tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {tf.aliasing_output = 86 : i32}, %arg87: tensor<64x64xf32> {tf.aliasing_output = 87 : i32}, %arg88: tensor<2x64xf32> {tf.aliasing_output = 88 : i32}, %arg89: tensor<256x64xf32> {tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {tf.aliasing_output = 90 : i32}, %arg91: tensor<64xf32> {tf.aliasing_output = 91 : i32}, %arg92: tensor<64xf32> {tf.aliasing_output = 92 : i32}, %arg93: tensor<64x64xf32> {tf.aliasing_output = 93 : i32}, %arg94: tensor<64xf32> {tf.aliasing_output = 94 : i32}, %arg95: tensor<64x64xf32> {tf.aliasing_output = 95 : i32}, %arg96: tensor<64xf32> {tf.aliasing_output = 96 : i32}, %arg97: tensor<64x64xf32> {tf.aliasing_output = 97 : i32}, %arg98: tensor<64xf32> {tf.aliasing_output = 98 : i32}, %arg99: tensor<64x64xf32> {tf.aliasing_output = 99 : i32}, %arg100: tensor<128xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<64x128xf32> {tf.aliasing_output = 101 : i32}, %arg102: tensor<64xf32> {tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {tf.aliasing_output = 103 : i32}, %arg104: tensor<64xf32> {tf.aliasing_output = 104 : i32}, %arg105: tensor<128x64xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<64xf32> {tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {tf.aliasing_output = 107 : i32}, %arg108: tensor<64xf32> {tf.aliasing_output = 108 : i32}, %arg109: tensor<64x64xf32> {tf.aliasing_output = 109 : i32}, %arg110: tensor<64xf32> {tf.aliasing_output = 110 : i32}, %arg111: tensor<64x64xf32> {tf.aliasing_output = 111 : i32}, %arg112: tensor<64xf32> {tf.aliasing_output = 112 : i32}, %arg113: tensor<64x64xf32> {tf.aliasing_output = 113 : i32}, %arg114: tensor<64xf32> {tf.aliasing_output = 114 : i32}, %arg115: tensor<64x64xf32> {tf.aliasing_output = 115 : i32}, %arg116: tensor<128xf32> {tf.aliasing_output = 116 : i32}, %arg117: tensor<64x128xf32> {tf.aliasing_output = 117 : i32}, %arg118: tensor<64xf32> {tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {tf.aliasing_output = 119 : i32}, %arg120: tensor<64xf32> {tf.aliasing_output = 120 : i32}, %arg121: tensor<128x64xf32> {tf.aliasing_output = 121 : i32}, %arg122: tensor<256xf32> {tf.aliasing_output = 122 : i32}, %arg123: tensor<64xf32> {tf.aliasing_output = 123 : i32}, %arg124: tensor<64xf32> {tf.aliasing_output = 124 : i32}, %arg125: tensor<64xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<64x64xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<8x16xi32>, %arg128: tensor<8x16xi32>, %arg129: tensor<2xui32>) -> (tensor<64xf32> {jax.result_info = "result[0]['bert']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['embeddings']['LayerNorm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[0]['bert']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[0]['bert']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[0]['bert']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['cls']['predictions']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['cls']['predictions']['transform']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['cls']['predictions']['transform']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['cls']['predictions']['transform']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['cls']['predictions']['transform']['dense']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['embeddings']['LayerNorm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[1][0].mu['bert']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['bert']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['bert']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['cls']['predictions']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['cls']['predictions']['transform']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['cls']['predictions']['transform']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['cls']['predictions']['transform']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['cls']['predictions']['transform']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['embeddings']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['embeddings']['LayerNorm']['scale']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['embeddings']['position_embeddings']['embedding']"}, tensor<2x64xf32> {jax.result_info = "result[1][0].nu['bert']['embeddings']['token_type_embeddings']['embedding']"}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['bert']['embeddings']['word_embeddings']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['0']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['output']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['output']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['key']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['key']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['query']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['query']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['value']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['attention']['self']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['intermediate']['dense']['bias']"}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['intermediate']['dense']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['output']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['output']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['output']['dense']['bias']"}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['bert']['encoder']['layer']['1']['output']['dense']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['cls']['predictions']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['cls']['predictions']['transform']['LayerNorm']['bias']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['cls']['predictions']['transform']['LayerNorm']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['cls']['predictions']['transform']['dense']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['cls']['predictions']['transform']['dense']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.convert %4 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %6:2 = call @_take(%arg4, %arg127) : (tensor<256x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %7:2 = call @_take_0(%arg2, %2) : (tensor<64x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %8:2 = call @_take_1(%arg3, %0) : (tensor<2x64xf32>, tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>)
    %9 = stablehlo.add %6#0, %8#0 : tensor<8x16x64xf32>
    %10 = stablehlo.add %9, %7#0 : tensor<8x16x64xf32>
    %11 = chlo.square %10 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<8x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x16xf32>
    %20 = chlo.square %16 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<8x16xf32>
    %23 = stablehlo.subtract %19, %20 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<8x16xf32>
    %26 = stablehlo.compare EQ, %23, %25, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %29 = stablehlo.select %26, %27, %28 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %31 = stablehlo.compare EQ, %30, %25, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<8x16xi1>, tensor<8x16xf32>
    %35 = stablehlo.divide %29, %34 : tensor<8x16xf32>
    %36 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %39 = stablehlo.subtract %10, %38 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %41 = stablehlo.add %37, %40 : tensor<8x16x1xf32>
    %42 = stablehlo.rsqrt %41 : tensor<8x16x1xf32>
    %43 = stablehlo.divide %42, %41 : tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<8x16x1xf32>
    %46 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x16x64xf32>
    %50 = stablehlo.multiply %39, %49 : tensor<8x16x64xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x16x64xf32>
    %c_15 = stablehlo.constant dense<880020029> : tensor<ui32>
    %54 = call @_threefry_fold_in(%arg129, %c_15) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = call @_bernoulli(%54, %cst_16) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %57 = stablehlo.divide %53, %56 : tensor<8x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %59 = stablehlo.select %55, %57, %58 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %60 = stablehlo.slice %5 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %61 = stablehlo.reshape %60 : (tensor<1x4xi32>) -> tensor<4xi32>
    %62 = stablehlo.dot_general %59, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %63 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x16x64xf32>
    %66 = stablehlo.dot_general %59, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %67 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x16x64xf32>
    %70 = stablehlo.dot_general %59, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %71 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<8x16x64xf32>
    %74 = stablehlo.reshape %65 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %75 = stablehlo.reshape %69 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %76 = stablehlo.reshape %73 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %79 = stablehlo.compare GT, %77, %78, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %81 = stablehlo.convert %80 : tensor<8x1x1x16xf32>
    %cst_21 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %83 = stablehlo.select %79, %81, %82 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %c_22 = stablehlo.constant dense<161117287> : tensor<ui32>
    %84 = call @_threefry_fold_in(%arg129, %c_22) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %85 = stablehlo.sqrt %cst_23 : tensor<f32>
    %86 = stablehlo.convert %85 : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %88 = stablehlo.divide %74, %87 : tensor<8x16x4x16xf32>
    %89 = stablehlo.dot_general %88, %75, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %90 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x4x16x16xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<8x4x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %97 = stablehlo.subtract %91, %96 : tensor<8x4x16x16xf32>
    %98 = stablehlo.exponential %97 : tensor<8x4x16x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %102 = stablehlo.divide %98, %101 : tensor<8x4x16x16xf32>
    %103 = stablehlo.multiply %100, %100 : tensor<8x4x16x1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x4x16x1xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %106 = call @_bernoulli_4(%84, %cst_28) : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x16x16xi1>
    %107 = stablehlo.convert %106 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %109 = stablehlo.divide %107, %108 : tensor<1x1x16x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %111 = stablehlo.multiply %102, %110 : tensor<8x4x16x16xf32>
    %112 = stablehlo.convert %61 : (tensor<4xi32>) -> tensor<4xf32>
    %113 = stablehlo.convert %111 : tensor<8x4x16x16xf32>
    %114 = stablehlo.dot_general %112, %113, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %115 = stablehlo.transpose %114, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %116 = stablehlo.dot_general %76, %115, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %119 = stablehlo.dot_general %118, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %120 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x16x64xf32>
    %c_30 = stablehlo.constant dense<211798566> : tensor<ui32>
    %123 = call @_threefry_fold_in(%arg129, %c_30) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = call @_bernoulli(%123, %cst_31) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.divide %122, %125 : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.select %124, %126, %127 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %129 = stablehlo.add %128, %59 : tensor<8x16x64xf32>
    %130 = chlo.square %129 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<8x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%129 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%130 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x16xf32>
    %139 = chlo.square %135 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %141 = stablehlo.multiply %140, %135 : tensor<8x16xf32>
    %142 = stablehlo.subtract %138, %139 : tensor<8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<8x16xf32>
    %145 = stablehlo.compare EQ, %142, %144, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %148 = stablehlo.select %145, %146, %147 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %150 = stablehlo.compare EQ, %149, %144, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %153 = stablehlo.select %150, %151, %152 : tensor<8x16xi1>, tensor<8x16xf32>
    %154 = stablehlo.divide %148, %153 : tensor<8x16xf32>
    %155 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %156 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %158 = stablehlo.subtract %129, %157 : tensor<8x16x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %160 = stablehlo.add %156, %159 : tensor<8x16x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<8x16x1xf32>
    %162 = stablehlo.divide %161, %160 : tensor<8x16x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<8x16x1xf32>
    %165 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<8x16x64xf32>
    %169 = stablehlo.multiply %158, %168 : tensor<8x16x64xf32>
    %170 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<8x16x64xf32>
    %173 = stablehlo.dot_general %172, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %174 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x16x128xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8x16x128xf32>
    %179 = stablehlo.negate %176 : tensor<8x16x128xf32>
    %cst_49 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<8x16x128xf32>
    %182 = chlo.erfc %181 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %183 = chlo.square %181 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %184 = stablehlo.negate %183 : tensor<8x16x128xf32>
    %185 = stablehlo.exponential %184 : tensor<8x16x128xf32>
    %186 = stablehlo.multiply %178, %182 : tensor<8x16x128xf32>
    %187 = stablehlo.dot_general %186, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %188 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %190 = stablehlo.add %187, %189 : tensor<8x16x64xf32>
    %c_50 = stablehlo.constant dense<4011812498> : tensor<ui32>
    %191 = call @_threefry_fold_in(%arg129, %c_50) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = call @_bernoulli(%191, %cst_51) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %194 = stablehlo.divide %190, %193 : tensor<8x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %196 = stablehlo.select %192, %194, %195 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %197 = stablehlo.add %196, %172 : tensor<8x16x64xf32>
    %198 = chlo.square %197 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %200 = stablehlo.multiply %199, %197 : tensor<8x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%197 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %203 = stablehlo.divide %201, %202 : tensor<8x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%198 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_58 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x16xf32>
    %207 = chlo.square %203 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %209 = stablehlo.multiply %208, %203 : tensor<8x16xf32>
    %210 = stablehlo.subtract %206, %207 : tensor<8x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %212 = stablehlo.maximum %211, %210 : tensor<8x16xf32>
    %213 = stablehlo.compare EQ, %210, %212, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %216 = stablehlo.select %213, %214, %215 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %218 = stablehlo.compare EQ, %217, %212, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %221 = stablehlo.select %218, %219, %220 : tensor<8x16xi1>, tensor<8x16xf32>
    %222 = stablehlo.divide %216, %221 : tensor<8x16xf32>
    %223 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %224 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %226 = stablehlo.subtract %197, %225 : tensor<8x16x64xf32>
    %cst_66 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %228 = stablehlo.add %224, %227 : tensor<8x16x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x16x1xf32>
    %230 = stablehlo.divide %229, %228 : tensor<8x16x1xf32>
    %cst_67 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<8x16x1xf32>
    %233 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %234 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<8x16x64xf32>
    %237 = stablehlo.multiply %226, %236 : tensor<8x16x64xf32>
    %238 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x16x64xf32>
    %241 = stablehlo.slice %5 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %242 = stablehlo.reshape %241 : (tensor<1x4xi32>) -> tensor<4xi32>
    %243 = stablehlo.dot_general %240, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %244 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %246 = stablehlo.add %243, %245 : tensor<8x16x64xf32>
    %247 = stablehlo.dot_general %240, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %248 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %250 = stablehlo.add %247, %249 : tensor<8x16x64xf32>
    %251 = stablehlo.dot_general %240, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %252 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<8x16x64xf32>
    %255 = stablehlo.reshape %246 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %256 = stablehlo.reshape %250 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %257 = stablehlo.reshape %254 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %258 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %259 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %260 = stablehlo.compare GT, %258, %259, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %262 = stablehlo.convert %261 : tensor<8x1x1x16xf32>
    %cst_70 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %264 = stablehlo.select %260, %262, %263 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %c_71 = stablehlo.constant dense<575113096> : tensor<ui32>
    %265 = call @_threefry_fold_in(%arg129, %c_71) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_72 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %266 = stablehlo.sqrt %cst_72 : tensor<f32>
    %267 = stablehlo.convert %266 : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %269 = stablehlo.divide %255, %268 : tensor<8x16x4x16xf32>
    %270 = stablehlo.dot_general %269, %256, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %271 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %272 = stablehlo.add %270, %271 : tensor<8x4x16x16xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_73) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %275 = stablehlo.maximum %274, %273 : tensor<8x4x16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %278 = stablehlo.subtract %272, %277 : tensor<8x4x16x16xf32>
    %279 = stablehlo.exponential %278 : tensor<8x4x16x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_75) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %283 = stablehlo.divide %279, %282 : tensor<8x4x16x16xf32>
    %284 = stablehlo.multiply %281, %281 : tensor<8x4x16x1xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %286 = stablehlo.divide %285, %284 : tensor<8x4x16x1xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %287 = call @_bernoulli_4(%265, %cst_77) : (tensor<2xui32>, tensor<f32>) -> tensor<1x1x16x16xi1>
    %288 = stablehlo.convert %287 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %290 = stablehlo.divide %288, %289 : tensor<1x1x16x16xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %292 = stablehlo.multiply %283, %291 : tensor<8x4x16x16xf32>
    %293 = stablehlo.convert %242 : (tensor<4xi32>) -> tensor<4xf32>
    %294 = stablehlo.convert %292 : tensor<8x4x16x16xf32>
    %295 = stablehlo.dot_general %293, %294, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %296 = stablehlo.transpose %295, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %297 = stablehlo.dot_general %257, %296, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %298 = stablehlo.transpose %297, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %300 = stablehlo.dot_general %299, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %301 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %303 = stablehlo.add %300, %302 : tensor<8x16x64xf32>
    %c_79 = stablehlo.constant dense<179218849> : tensor<ui32>
    %304 = call @_threefry_fold_in(%arg129, %c_79) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %305 = call @_bernoulli(%304, %cst_80) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %307 = stablehlo.divide %303, %306 : tensor<8x16x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %309 = stablehlo.select %305, %307, %308 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %310 = stablehlo.add %309, %240 : tensor<8x16x64xf32>
    %311 = chlo.square %310 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %313 = stablehlo.multiply %312, %310 : tensor<8x16x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%310 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %316 = stablehlo.divide %314, %315 : tensor<8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%311 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %319 = stablehlo.divide %317, %318 : tensor<8x16xf32>
    %320 = chlo.square %316 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %322 = stablehlo.multiply %321, %316 : tensor<8x16xf32>
    %323 = stablehlo.subtract %319, %320 : tensor<8x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %325 = stablehlo.maximum %324, %323 : tensor<8x16xf32>
    %326 = stablehlo.compare EQ, %323, %325, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %329 = stablehlo.select %326, %327, %328 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %331 = stablehlo.compare EQ, %330, %325, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %334 = stablehlo.select %331, %332, %333 : tensor<8x16xi1>, tensor<8x16xf32>
    %335 = stablehlo.divide %329, %334 : tensor<8x16xf32>
    %336 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %337 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %339 = stablehlo.subtract %310, %338 : tensor<8x16x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %341 = stablehlo.add %337, %340 : tensor<8x16x1xf32>
    %342 = stablehlo.rsqrt %341 : tensor<8x16x1xf32>
    %343 = stablehlo.divide %342, %341 : tensor<8x16x1xf32>
    %cst_96 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<8x16x1xf32>
    %346 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %347 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %348 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %349 = stablehlo.multiply %347, %348 : tensor<8x16x64xf32>
    %350 = stablehlo.multiply %339, %349 : tensor<8x16x64xf32>
    %351 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %353 = stablehlo.add %350, %352 : tensor<8x16x64xf32>
    %354 = stablehlo.dot_general %353, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %355 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %357 = stablehlo.add %354, %356 : tensor<8x16x128xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<8x16x128xf32>
    %360 = stablehlo.negate %357 : tensor<8x16x128xf32>
    %cst_98 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %362 = stablehlo.multiply %360, %361 : tensor<8x16x128xf32>
    %363 = chlo.erfc %362 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %364 = chlo.square %362 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %365 = stablehlo.negate %364 : tensor<8x16x128xf32>
    %366 = stablehlo.exponential %365 : tensor<8x16x128xf32>
    %367 = stablehlo.multiply %359, %363 : tensor<8x16x128xf32>
    %368 = stablehlo.dot_general %367, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %369 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %371 = stablehlo.add %368, %370 : tensor<8x16x64xf32>
    %c_99 = stablehlo.constant dense<786824711> : tensor<ui32>
    %372 = call @_threefry_fold_in(%arg129, %c_99) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %373 = call @_bernoulli(%372, %cst_100) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16x64xi1>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %375 = stablehlo.divide %371, %374 : tensor<8x16x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %377 = stablehlo.select %373, %375, %376 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %378 = stablehlo.add %377, %353 : tensor<8x16x64xf32>
    %379 = chlo.square %378 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %381 = stablehlo.multiply %380, %378 : tensor<8x16x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%378 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_105 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %384 = stablehlo.divide %382, %383 : tensor<8x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%379 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_107 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %387 = stablehlo.divide %385, %386 : tensor<8x16xf32>
    %388 = chlo.square %384 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %390 = stablehlo.multiply %389, %384 : tensor<8x16xf32>
    %391 = stablehlo.subtract %387, %388 : tensor<8x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %393 = stablehlo.maximum %392, %391 : tensor<8x16xf32>
    %394 = stablehlo.compare EQ, %391, %393, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %397 = stablehlo.select %394, %395, %396 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %399 = stablehlo.compare EQ, %398, %393, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %402 = stablehlo.select %399, %400, %401 : tensor<8x16xi1>, tensor<8x16xf32>
    %403 = stablehlo.divide %397, %402 : tensor<8x16xf32>
    %404 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %405 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %406 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %407 = stablehlo.subtract %378, %406 : tensor<8x16x64xf32>
    %cst_115 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %409 = stablehlo.add %405, %408 : tensor<8x16x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<8x16x1xf32>
    %411 = stablehlo.divide %410, %409 : tensor<8x16x1xf32>
    %cst_116 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<8x16x1xf32>
    %414 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %415 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %416 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<8x16x64xf32>
    %418 = stablehlo.multiply %407, %417 : tensor<8x16x64xf32>
    %419 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %421 = stablehlo.add %418, %420 : tensor<8x16x64xf32>
    %422 = stablehlo.dot_general %421, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %423 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %425 = stablehlo.add %422, %424 : tensor<8x16x64xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %427 = stablehlo.multiply %426, %425 : tensor<8x16x64xf32>
    %428 = stablehlo.negate %425 : tensor<8x16x64xf32>
    %cst_118 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %430 = stablehlo.multiply %428, %429 : tensor<8x16x64xf32>
    %431 = chlo.erfc %430 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %432 = chlo.square %430 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %433 = stablehlo.negate %432 : tensor<8x16x64xf32>
    %434 = stablehlo.exponential %433 : tensor<8x16x64xf32>
    %435 = stablehlo.multiply %427, %431 : tensor<8x16x64xf32>
    %436 = chlo.square %435 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %438 = stablehlo.multiply %437, %435 : tensor<8x16x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%435 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_121 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %441 = stablehlo.divide %439, %440 : tensor<8x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%436 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %444 = stablehlo.divide %442, %443 : tensor<8x16xf32>
    %445 = chlo.square %441 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %447 = stablehlo.multiply %446, %441 : tensor<8x16xf32>
    %448 = stablehlo.subtract %444, %445 : tensor<8x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %450 = stablehlo.maximum %449, %448 : tensor<8x16xf32>
    %451 = stablehlo.compare EQ, %448, %450, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %454 = stablehlo.select %451, %452, %453 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %456 = stablehlo.compare EQ, %455, %450, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_129 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %459 = stablehlo.select %456, %457, %458 : tensor<8x16xi1>, tensor<8x16xf32>
    %460 = stablehlo.divide %454, %459 : tensor<8x16xf32>
    %461 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %462 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %464 = stablehlo.subtract %435, %463 : tensor<8x16x64xf32>
    %cst_131 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %466 = stablehlo.add %462, %465 : tensor<8x16x1xf32>
    %467 = stablehlo.rsqrt %466 : tensor<8x16x1xf32>
    %468 = stablehlo.divide %467, %466 : tensor<8x16x1xf32>
    %cst_132 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %470 = stablehlo.multiply %469, %468 : tensor<8x16x1xf32>
    %471 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %472 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %473 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<8x16x64xf32>
    %475 = stablehlo.multiply %464, %474 : tensor<8x16x64xf32>
    %476 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %478 = stablehlo.add %475, %477 : tensor<8x16x64xf32>
    %479 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %480 = stablehlo.dot_general %478, %479, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %481 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %483 = stablehlo.add %480, %482 : tensor<8x16x256xf32>
    %484 = stablehlo.broadcast_in_dim %arg128, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %485:2 = call @take_along_axis(%483, %484) : (tensor<8x16x256xf32>, tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>)
    %c_133 = stablehlo.constant dense<0> : tensor<i32>
    %486:2 = call @_take_8(%485#0, %c_133) : (tensor<8x16x1xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>)
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %487 = stablehlo.reduce(%483 init: %cst_134) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %489 = stablehlo.maximum %488, %487 : tensor<8x16xf32>
    %490 = stablehlo.is_finite %489 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %492 = stablehlo.select %490, %489, %491 : tensor<8x16xi1>, tensor<8x16xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %495 = stablehlo.subtract %483, %494 : tensor<8x16x256xf32>
    %496 = stablehlo.exponential %495 : tensor<8x16x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %498 = stablehlo.abs %497 : tensor<8x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %500 = stablehlo.compare GE, %497, %499, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %501 = stablehlo.log %498 : tensor<8x16xf32>
    %502 = stablehlo.add %501, %492 : tensor<8x16xf32>
    %503 = stablehlo.subtract %502, %486#0 : tensor<8x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %505 = stablehlo.divide %504, %cst_140 : tensor<f32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %506 = stablehlo.divide %cst_141, %cst_142 : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %508 = stablehlo.negate %507 : tensor<8x16xf32>
    %509 = stablehlo.divide %507, %498 : tensor<8x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %511 = stablehlo.select %500, %510, %509 : tensor<8x16xi1>, tensor<8x16xf32>
    %512 = stablehlo.select %500, %509, %510 : tensor<8x16xi1>, tensor<8x16xf32>
    %513 = stablehlo.negate %511 : tensor<8x16xf32>
    %514 = stablehlo.add %512, %513 : tensor<8x16xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x256xf32>
    %516 = stablehlo.multiply %515, %496 : tensor<8x16x256xf32>
    %517 = call @_take_10(%486#1, %508) : (tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %518 = call @take_along_axis_11(%485#1, %517) : (tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %519 = stablehlo.add %516, %518 : tensor<8x16x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %521 = stablehlo.reshape %520 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %523 = stablehlo.dot_general %519, %478, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %524 = stablehlo.transpose %523, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %525 = stablehlo.dot_general %519, %479, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<64x256xf32>) -> tensor<8x16x64xf32>
    %526 = stablehlo.transpose %524, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%525 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %528 = stablehlo.reshape %527 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %529 = stablehlo.reshape %528 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %530 = stablehlo.multiply %464, %525 : tensor<8x16x64xf32>
    %531 = stablehlo.multiply %525, %474 : tensor<8x16x64xf32>
    %532 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %533 = stablehlo.multiply %532, %530 : tensor<8x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %535 = stablehlo.reshape %534 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %536 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %537 = stablehlo.multiply %530, %536 : tensor<8x16x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %540 = stablehlo.reshape %535 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %541 = stablehlo.multiply %539, %470 : tensor<8x16x1xf32>
    %542 = stablehlo.negate %531 : tensor<8x16x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %544 = stablehlo.reshape %543 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%541 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%544 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %547 = stablehlo.multiply %545, %460 : tensor<8x16xf32>
    %548 = stablehlo.negate %547 : tensor<8x16xf32>
    %549 = stablehlo.multiply %548, %447 : tensor<8x16xf32>
    %550 = stablehlo.add %546, %549 : tensor<8x16xf32>
    %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %552 = stablehlo.divide %547, %551 : tensor<8x16xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %555 = stablehlo.divide %550, %554 : tensor<8x16xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %557 = stablehlo.add %531, %556 : tensor<8x16x64xf32>
    %558 = stablehlo.multiply %553, %438 : tensor<8x16x64xf32>
    %559 = stablehlo.add %557, %558 : tensor<8x16x64xf32>
    %560 = stablehlo.multiply %427, %559 : tensor<8x16x64xf32>
    %561 = stablehlo.multiply %559, %431 : tensor<8x16x64xf32>
    %cst_154 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %563 = stablehlo.multiply %562, %560 : tensor<8x16x64xf32>
    %564 = stablehlo.multiply %563, %434 : tensor<8x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %566 = stablehlo.multiply %564, %565 : tensor<8x16x64xf32>
    %567 = stablehlo.negate %566 : tensor<8x16x64xf32>
    %cst_156 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %569 = stablehlo.multiply %568, %561 : tensor<8x16x64xf32>
    %570 = stablehlo.add %567, %569 : tensor<8x16x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %572 = stablehlo.reshape %571 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %574 = stablehlo.dot_general %570, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %575 = stablehlo.transpose %574, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %576 = stablehlo.dot_general %570, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %578 = stablehlo.reshape %577 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %579 = stablehlo.reshape %578 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %580 = stablehlo.multiply %407, %576 : tensor<8x16x64xf32>
    %581 = stablehlo.multiply %576, %417 : tensor<8x16x64xf32>
    %582 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %583 = stablehlo.multiply %582, %580 : tensor<8x16x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %585 = stablehlo.reshape %584 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %586 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %587 = stablehlo.multiply %580, %586 : tensor<8x16x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %590 = stablehlo.reshape %585 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %591 = stablehlo.multiply %589, %413 : tensor<8x16x1xf32>
    %592 = stablehlo.negate %581 : tensor<8x16x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %594 = stablehlo.reshape %593 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%591 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%594 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %597 = stablehlo.multiply %595, %403 : tensor<8x16xf32>
    %598 = stablehlo.negate %597 : tensor<8x16xf32>
    %599 = stablehlo.multiply %598, %390 : tensor<8x16xf32>
    %600 = stablehlo.add %596, %599 : tensor<8x16xf32>
    %cst_164 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %602 = stablehlo.divide %597, %601 : tensor<8x16xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %605 = stablehlo.divide %600, %604 : tensor<8x16xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %607 = stablehlo.add %581, %606 : tensor<8x16x64xf32>
    %608 = stablehlo.multiply %603, %381 : tensor<8x16x64xf32>
    %609 = stablehlo.add %607, %608 : tensor<8x16x64xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %611 = stablehlo.select %373, %609, %610 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %613 = stablehlo.divide %611, %612 : tensor<8x16x64xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %615 = stablehlo.reshape %614 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %616 = stablehlo.reshape %615 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %617 = stablehlo.dot_general %613, %367, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %618 = stablehlo.transpose %617, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %619 = stablehlo.dot_general %613, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %620 = stablehlo.multiply %359, %619 : tensor<8x16x128xf32>
    %621 = stablehlo.multiply %619, %363 : tensor<8x16x128xf32>
    %cst_169 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %623 = stablehlo.multiply %622, %620 : tensor<8x16x128xf32>
    %624 = stablehlo.multiply %623, %366 : tensor<8x16x128xf32>
    %cst_170 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<8x16x128xf32>
    %627 = stablehlo.negate %626 : tensor<8x16x128xf32>
    %cst_171 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %629 = stablehlo.multiply %628, %621 : tensor<8x16x128xf32>
    %630 = stablehlo.add %627, %629 : tensor<8x16x128xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %632 = stablehlo.reshape %631 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %633 = stablehlo.reshape %632 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %634 = stablehlo.dot_general %630, %353, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %635 = stablehlo.transpose %634, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %636 = stablehlo.dot_general %630, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %637 = stablehlo.add %609, %636 : tensor<8x16x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %639 = stablehlo.reshape %638 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %641 = stablehlo.multiply %339, %637 : tensor<8x16x64xf32>
    %642 = stablehlo.multiply %637, %349 : tensor<8x16x64xf32>
    %643 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %644 = stablehlo.multiply %643, %641 : tensor<8x16x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %646 = stablehlo.reshape %645 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %647 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %648 = stablehlo.multiply %641, %647 : tensor<8x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%648 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %650 = stablehlo.reshape %649 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %651 = stablehlo.reshape %646 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %652 = stablehlo.multiply %650, %345 : tensor<8x16x1xf32>
    %653 = stablehlo.negate %642 : tensor<8x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %655 = stablehlo.reshape %654 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%652 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.reduce(%655 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %658 = stablehlo.multiply %656, %335 : tensor<8x16xf32>
    %659 = stablehlo.negate %658 : tensor<8x16xf32>
    %660 = stablehlo.multiply %659, %322 : tensor<8x16xf32>
    %661 = stablehlo.add %657, %660 : tensor<8x16xf32>
    %cst_179 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %663 = stablehlo.divide %658, %662 : tensor<8x16xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %666 = stablehlo.divide %661, %665 : tensor<8x16xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %668 = stablehlo.add %642, %667 : tensor<8x16x64xf32>
    %669 = stablehlo.multiply %664, %313 : tensor<8x16x64xf32>
    %670 = stablehlo.add %668, %669 : tensor<8x16x64xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %672 = stablehlo.select %305, %670, %671 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %674 = stablehlo.divide %672, %673 : tensor<8x16x64xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_183) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.reshape %675 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %677 = stablehlo.reshape %676 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %678 = stablehlo.dot_general %674, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %679 = stablehlo.transpose %678, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %680 = stablehlo.dot_general %674, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %681 = stablehlo.reshape %680 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %682 = stablehlo.transpose %681, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %683 = stablehlo.dot_general %682, %257, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %684 = stablehlo.dot_general %682, %296, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %685 = stablehlo.transpose %684, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %686 = stablehlo.transpose %683, dims = [1, 0, 2, 3] : (tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %687 = stablehlo.convert %686 : tensor<4x8x16x16xf32>
    %688 = stablehlo.convert %242 : (tensor<4xi32>) -> tensor<4xf32>
    %689 = stablehlo.dot_general %687, %688, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16x16xf32>, tensor<4xf32>) -> tensor<4x8x16x16xf32>
    %690 = stablehlo.transpose %689, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %691 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %692 = stablehlo.multiply %690, %691 : tensor<8x4x16x16xf32>
    %693 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<8x4x16x16xf32>
    %695 = stablehlo.multiply %694, %279 : tensor<8x4x16x16xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_184) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %697 = stablehlo.reshape %696 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %698 = stablehlo.negate %697 : tensor<8x4x16x1xf32>
    %699 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %700 = stablehlo.divide %692, %699 : tensor<8x4x16x16xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%698 init: %cst_185) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %703 = stablehlo.add %700, %702 : tensor<8x4x16x16xf32>
    %704 = stablehlo.multiply %703, %279 : tensor<8x4x16x16xf32>
    %705 = stablehlo.dot_general %704, %269, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %706 = stablehlo.transpose %705, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %707 = stablehlo.dot_general %704, %256, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %708 = stablehlo.transpose %707, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %709 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %710 = stablehlo.divide %708, %709 : tensor<8x16x4x16xf32>
    %711 = stablehlo.reshape %685 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %712 = stablehlo.reshape %706 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %713 = stablehlo.reshape %710 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%711 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %715 = stablehlo.reshape %714 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %716 = stablehlo.reshape %715 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %717 = stablehlo.dot_general %711, %240, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %718 = stablehlo.transpose %717, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %719 = stablehlo.dot_general %711, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %720 = stablehlo.add %670, %719 : tensor<8x16x64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%712 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %722 = stablehlo.reshape %721 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %723 = stablehlo.reshape %722 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %724 = stablehlo.dot_general %712, %240, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %725 = stablehlo.transpose %724, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %726 = stablehlo.dot_general %712, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %727 = stablehlo.add %720, %726 : tensor<8x16x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%713 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %729 = stablehlo.reshape %728 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %730 = stablehlo.reshape %729 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %731 = stablehlo.dot_general %713, %240, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %732 = stablehlo.transpose %731, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %733 = stablehlo.dot_general %713, %arg28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %734 = stablehlo.add %727, %733 : tensor<8x16x64xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %736 = stablehlo.reshape %735 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %737 = stablehlo.reshape %736 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %738 = stablehlo.multiply %226, %734 : tensor<8x16x64xf32>
    %739 = stablehlo.multiply %734, %236 : tensor<8x16x64xf32>
    %740 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %741 = stablehlo.multiply %740, %738 : tensor<8x16x64xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_190) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %743 = stablehlo.reshape %742 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %744 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %745 = stablehlo.multiply %738, %744 : tensor<8x16x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%745 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %747 = stablehlo.reshape %746 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %748 = stablehlo.reshape %743 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %749 = stablehlo.multiply %747, %232 : tensor<8x16x1xf32>
    %750 = stablehlo.negate %739 : tensor<8x16x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%750 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %752 = stablehlo.reshape %751 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%749 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%752 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %755 = stablehlo.multiply %753, %222 : tensor<8x16xf32>
    %756 = stablehlo.negate %755 : tensor<8x16xf32>
    %757 = stablehlo.multiply %756, %209 : tensor<8x16xf32>
    %758 = stablehlo.add %754, %757 : tensor<8x16xf32>
    %cst_195 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %760 = stablehlo.divide %755, %759 : tensor<8x16xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_196 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %763 = stablehlo.divide %758, %762 : tensor<8x16xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %765 = stablehlo.add %739, %764 : tensor<8x16x64xf32>
    %766 = stablehlo.multiply %761, %200 : tensor<8x16x64xf32>
    %767 = stablehlo.add %765, %766 : tensor<8x16x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %769 = stablehlo.select %192, %767, %768 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %771 = stablehlo.divide %769, %770 : tensor<8x16x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_199) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %773 = stablehlo.reshape %772 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %774 = stablehlo.reshape %773 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %775 = stablehlo.dot_general %771, %186, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x128xf32>) -> tensor<64x128xf32>
    %776 = stablehlo.transpose %775, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %777 = stablehlo.dot_general %771, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<128x64xf32>) -> tensor<8x16x128xf32>
    %778 = stablehlo.multiply %178, %777 : tensor<8x16x128xf32>
    %779 = stablehlo.multiply %777, %182 : tensor<8x16x128xf32>
    %cst_200 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %781 = stablehlo.multiply %780, %778 : tensor<8x16x128xf32>
    %782 = stablehlo.multiply %781, %185 : tensor<8x16x128xf32>
    %cst_201 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %784 = stablehlo.multiply %782, %783 : tensor<8x16x128xf32>
    %785 = stablehlo.negate %784 : tensor<8x16x128xf32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %787 = stablehlo.multiply %786, %779 : tensor<8x16x128xf32>
    %788 = stablehlo.add %785, %787 : tensor<8x16x128xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.reduce(%788 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %790 = stablehlo.reshape %789 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %791 = stablehlo.reshape %790 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %792 = stablehlo.dot_general %788, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %793 = stablehlo.transpose %792, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %794 = stablehlo.dot_general %788, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<64x128xf32>) -> tensor<8x16x64xf32>
    %795 = stablehlo.add %767, %794 : tensor<8x16x64xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %797 = stablehlo.reshape %796 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %798 = stablehlo.reshape %797 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %799 = stablehlo.multiply %158, %795 : tensor<8x16x64xf32>
    %800 = stablehlo.multiply %795, %168 : tensor<8x16x64xf32>
    %801 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %802 = stablehlo.multiply %801, %799 : tensor<8x16x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%802 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %804 = stablehlo.reshape %803 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %805 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %806 = stablehlo.multiply %799, %805 : tensor<8x16x64xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_206) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %808 = stablehlo.reshape %807 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %809 = stablehlo.reshape %804 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %810 = stablehlo.multiply %808, %164 : tensor<8x16x1xf32>
    %811 = stablehlo.negate %800 : tensor<8x16x64xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.reduce(%811 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %813 = stablehlo.reshape %812 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%810 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.reduce(%813 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %816 = stablehlo.multiply %814, %154 : tensor<8x16xf32>
    %817 = stablehlo.negate %816 : tensor<8x16xf32>
    %818 = stablehlo.multiply %817, %141 : tensor<8x16xf32>
    %819 = stablehlo.add %815, %818 : tensor<8x16xf32>
    %cst_210 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %821 = stablehlo.divide %816, %820 : tensor<8x16xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_211 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %824 = stablehlo.divide %819, %823 : tensor<8x16xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %826 = stablehlo.add %800, %825 : tensor<8x16x64xf32>
    %827 = stablehlo.multiply %822, %132 : tensor<8x16x64xf32>
    %828 = stablehlo.add %826, %827 : tensor<8x16x64xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %830 = stablehlo.select %124, %828, %829 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %832 = stablehlo.divide %830, %831 : tensor<8x16x64xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_214) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %834 = stablehlo.reshape %833 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %835 = stablehlo.reshape %834 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %836 = stablehlo.dot_general %832, %118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %837 = stablehlo.transpose %836, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %838 = stablehlo.dot_general %832, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %839 = stablehlo.reshape %838 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %840 = stablehlo.transpose %839, dims = [0, 2, 3, 1] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %841 = stablehlo.dot_general %840, %76, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %842 = stablehlo.dot_general %840, %115, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %843 = stablehlo.transpose %842, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %844 = stablehlo.transpose %841, dims = [1, 0, 2, 3] : (tensor<8x4x16x16xf32>) -> tensor<4x8x16x16xf32>
    %845 = stablehlo.convert %844 : tensor<4x8x16x16xf32>
    %846 = stablehlo.convert %61 : (tensor<4xi32>) -> tensor<4xf32>
    %847 = stablehlo.dot_general %845, %846, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16x16xf32>, tensor<4xf32>) -> tensor<4x8x16x16xf32>
    %848 = stablehlo.transpose %847, dims = [1, 0, 2, 3] : (tensor<4x8x16x16xf32>) -> tensor<8x4x16x16xf32>
    %849 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %850 = stablehlo.multiply %848, %849 : tensor<8x4x16x16xf32>
    %851 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %852 = stablehlo.multiply %850, %851 : tensor<8x4x16x16xf32>
    %853 = stablehlo.multiply %852, %98 : tensor<8x4x16x16xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_215) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %855 = stablehlo.reshape %854 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %856 = stablehlo.negate %855 : tensor<8x4x16x1xf32>
    %857 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %858 = stablehlo.divide %850, %857 : tensor<8x4x16x16xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%856 init: %cst_216) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x1xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x16xf32>
    %861 = stablehlo.add %858, %860 : tensor<8x4x16x16xf32>
    %862 = stablehlo.multiply %861, %98 : tensor<8x4x16x16xf32>
    %863 = stablehlo.dot_general %862, %88, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %864 = stablehlo.transpose %863, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %865 = stablehlo.dot_general %862, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %866 = stablehlo.transpose %865, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %867 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %868 = stablehlo.divide %866, %867 : tensor<8x16x4x16xf32>
    %869 = stablehlo.reshape %843 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %870 = stablehlo.reshape %864 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %871 = stablehlo.reshape %868 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.reduce(%869 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %873 = stablehlo.reshape %872 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %874 = stablehlo.reshape %873 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %875 = stablehlo.dot_general %869, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %876 = stablehlo.transpose %875, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %877 = stablehlo.dot_general %869, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %878 = stablehlo.add %828, %877 : tensor<8x16x64xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %879 = stablehlo.reduce(%870 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %880 = stablehlo.reshape %879 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %881 = stablehlo.reshape %880 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %882 = stablehlo.dot_general %870, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %883 = stablehlo.transpose %882, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %884 = stablehlo.dot_general %870, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %885 = stablehlo.add %878, %884 : tensor<8x16x64xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%871 init: %cst_219) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %887 = stablehlo.reshape %886 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %888 = stablehlo.reshape %887 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %889 = stablehlo.dot_general %871, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %890 = stablehlo.transpose %889, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %891 = stablehlo.dot_general %871, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %892 = stablehlo.add %885, %891 : tensor<8x16x64xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %894 = stablehlo.select %55, %892, %893 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %896 = stablehlo.divide %894, %895 : tensor<8x16x64xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %898 = stablehlo.reshape %897 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %899 = stablehlo.reshape %898 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %900 = stablehlo.multiply %39, %896 : tensor<8x16x64xf32>
    %901 = stablehlo.multiply %896, %49 : tensor<8x16x64xf32>
    %902 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %903 = stablehlo.multiply %902, %900 : tensor<8x16x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %904 = stablehlo.reduce(%903 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %905 = stablehlo.reshape %904 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %906 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %907 = stablehlo.multiply %900, %906 : tensor<8x16x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %908 = stablehlo.reduce(%907 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %909 = stablehlo.reshape %908 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %910 = stablehlo.reshape %905 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %911 = stablehlo.multiply %909, %45 : tensor<8x16x1xf32>
    %912 = stablehlo.negate %901 : tensor<8x16x64xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%912 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %914 = stablehlo.reshape %913 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.reduce(%911 init: %cst_226) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.reduce(%914 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %917 = stablehlo.multiply %915, %35 : tensor<8x16xf32>
    %918 = stablehlo.negate %917 : tensor<8x16xf32>
    %919 = stablehlo.multiply %918, %22 : tensor<8x16xf32>
    %920 = stablehlo.add %916, %919 : tensor<8x16xf32>
    %cst_228 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %922 = stablehlo.divide %917, %921 : tensor<8x16xf32>
    %923 = stablehlo.broadcast_in_dim %922, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %cst_229 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %925 = stablehlo.divide %920, %924 : tensor<8x16xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x64xf32>
    %927 = stablehlo.add %901, %926 : tensor<8x16x64xf32>
    %928 = stablehlo.multiply %923, %13 : tensor<8x16x64xf32>
    %929 = stablehlo.add %927, %928 : tensor<8x16x64xf32>
    %930 = call @_take_12(%8#1, %929) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<2x64xf32>
    %931 = call @_take_13(%7#1, %929) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    %932 = call @_take_14(%6#1, %929) : (tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    %933 = stablehlo.add %526, %932 : tensor<256x64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %935 = stablehlo.multiply %934, %899 : tensor<64xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %937 = stablehlo.multiply %936, %arg43 : tensor<64xf32>
    %938 = stablehlo.add %935, %937 : tensor<64xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.multiply %939, %910 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %942 = stablehlo.multiply %941, %arg44 : tensor<64xf32>
    %943 = stablehlo.add %940, %942 : tensor<64xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %945 = stablehlo.multiply %944, %931 : tensor<64x64xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %947 = stablehlo.multiply %946, %arg45 : tensor<64x64xf32>
    %948 = stablehlo.add %945, %947 : tensor<64x64xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %950 = stablehlo.multiply %949, %930 : tensor<2x64xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %952 = stablehlo.multiply %951, %arg46 : tensor<2x64xf32>
    %953 = stablehlo.add %950, %952 : tensor<2x64xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %955 = stablehlo.multiply %954, %933 : tensor<256x64xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %957 = stablehlo.multiply %956, %arg47 : tensor<256x64xf32>
    %958 = stablehlo.add %955, %957 : tensor<256x64xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %960 = stablehlo.multiply %959, %798 : tensor<64xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.multiply %961, %arg48 : tensor<64xf32>
    %963 = stablehlo.add %960, %962 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %965 = stablehlo.multiply %964, %809 : tensor<64xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %967 = stablehlo.multiply %966, %arg49 : tensor<64xf32>
    %968 = stablehlo.add %965, %967 : tensor<64xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %970 = stablehlo.multiply %969, %835 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %972 = stablehlo.multiply %971, %arg50 : tensor<64xf32>
    %973 = stablehlo.add %970, %972 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %975 = stablehlo.multiply %974, %837 : tensor<64x64xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %977 = stablehlo.multiply %976, %arg51 : tensor<64x64xf32>
    %978 = stablehlo.add %975, %977 : tensor<64x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %980 = stablehlo.multiply %979, %881 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %982 = stablehlo.multiply %981, %arg52 : tensor<64xf32>
    %983 = stablehlo.add %980, %982 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %985 = stablehlo.multiply %984, %883 : tensor<64x64xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %987 = stablehlo.multiply %986, %arg53 : tensor<64x64xf32>
    %988 = stablehlo.add %985, %987 : tensor<64x64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %990 = stablehlo.multiply %989, %888 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %992 = stablehlo.multiply %991, %arg54 : tensor<64xf32>
    %993 = stablehlo.add %990, %992 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %995 = stablehlo.multiply %994, %890 : tensor<64x64xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %997 = stablehlo.multiply %996, %arg55 : tensor<64x64xf32>
    %998 = stablehlo.add %995, %997 : tensor<64x64xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.multiply %999, %874 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.multiply %1001, %arg56 : tensor<64xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1005 = stablehlo.multiply %1004, %876 : tensor<64x64xf32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1007 = stablehlo.multiply %1006, %arg57 : tensor<64x64xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<64x64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1010 = stablehlo.multiply %1009, %791 : tensor<128xf32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1012 = stablehlo.multiply %1011, %arg58 : tensor<128xf32>
    %1013 = stablehlo.add %1010, %1012 : tensor<128xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1015 = stablehlo.multiply %1014, %793 : tensor<64x128xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1017 = stablehlo.multiply %1016, %arg59 : tensor<64x128xf32>
    %1018 = stablehlo.add %1015, %1017 : tensor<64x128xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1020 = stablehlo.multiply %1019, %737 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1022 = stablehlo.multiply %1021, %arg60 : tensor<64xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1025 = stablehlo.multiply %1024, %748 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1027 = stablehlo.multiply %1026, %arg61 : tensor<64xf32>
    %1028 = stablehlo.add %1025, %1027 : tensor<64xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1030 = stablehlo.multiply %1029, %774 : tensor<64xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1032 = stablehlo.multiply %1031, %arg62 : tensor<64xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<64xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1035 = stablehlo.multiply %1034, %776 : tensor<128x64xf32>
    %cst_271 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1037 = stablehlo.multiply %1036, %arg63 : tensor<128x64xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<128x64xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %640 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1042 = stablehlo.multiply %1041, %arg64 : tensor<64xf32>
    %1043 = stablehlo.add %1040, %1042 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1045 = stablehlo.multiply %1044, %651 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1047 = stablehlo.multiply %1046, %arg65 : tensor<64xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1050 = stablehlo.multiply %1049, %677 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1052 = stablehlo.multiply %1051, %arg66 : tensor<64xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1055 = stablehlo.multiply %1054, %679 : tensor<64x64xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1057 = stablehlo.multiply %1056, %arg67 : tensor<64x64xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<64x64xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1060 = stablehlo.multiply %1059, %723 : tensor<64xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %arg68 : tensor<64xf32>
    %1063 = stablehlo.add %1060, %1062 : tensor<64xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1065 = stablehlo.multiply %1064, %725 : tensor<64x64xf32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1067 = stablehlo.multiply %1066, %arg69 : tensor<64x64xf32>
    %1068 = stablehlo.add %1065, %1067 : tensor<64x64xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1070 = stablehlo.multiply %1069, %730 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %arg70 : tensor<64xf32>
    %1073 = stablehlo.add %1070, %1072 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1075 = stablehlo.multiply %1074, %732 : tensor<64x64xf32>
    %cst_287 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1077 = stablehlo.multiply %1076, %arg71 : tensor<64x64xf32>
    %1078 = stablehlo.add %1075, %1077 : tensor<64x64xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1080 = stablehlo.multiply %1079, %716 : tensor<64xf32>
    %cst_289 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.multiply %1081, %arg72 : tensor<64xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1085 = stablehlo.multiply %1084, %718 : tensor<64x64xf32>
    %cst_291 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1087 = stablehlo.multiply %1086, %arg73 : tensor<64x64xf32>
    %1088 = stablehlo.add %1085, %1087 : tensor<64x64xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1090 = stablehlo.multiply %1089, %633 : tensor<128xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1092 = stablehlo.multiply %1091, %arg74 : tensor<128xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<128xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1095 = stablehlo.multiply %1094, %635 : tensor<64x128xf32>
    %cst_295 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1097 = stablehlo.multiply %1096, %arg75 : tensor<64x128xf32>
    %1098 = stablehlo.add %1095, %1097 : tensor<64x128xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1100 = stablehlo.multiply %1099, %579 : tensor<64xf32>
    %cst_297 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1102 = stablehlo.multiply %1101, %arg76 : tensor<64xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<64xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1105 = stablehlo.multiply %1104, %590 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1107 = stablehlo.multiply %1106, %arg77 : tensor<64xf32>
    %1108 = stablehlo.add %1105, %1107 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1110 = stablehlo.multiply %1109, %616 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1112 = stablehlo.multiply %1111, %arg78 : tensor<64xf32>
    %1113 = stablehlo.add %1110, %1112 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1115 = stablehlo.multiply %1114, %618 : tensor<128x64xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1117 = stablehlo.multiply %1116, %arg79 : tensor<128x64xf32>
    %1118 = stablehlo.add %1115, %1117 : tensor<128x64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1120 = stablehlo.multiply %1119, %522 : tensor<256xf32>
    %cst_305 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1122 = stablehlo.multiply %1121, %arg80 : tensor<256xf32>
    %1123 = stablehlo.add %1120, %1122 : tensor<256xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1125 = stablehlo.multiply %1124, %529 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1127 = stablehlo.multiply %1126, %arg81 : tensor<64xf32>
    %1128 = stablehlo.add %1125, %1127 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1130 = stablehlo.multiply %1129, %540 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1132 = stablehlo.multiply %1131, %arg82 : tensor<64xf32>
    %1133 = stablehlo.add %1130, %1132 : tensor<64xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1135 = stablehlo.multiply %1134, %573 : tensor<64xf32>
    %cst_311 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1137 = stablehlo.multiply %1136, %arg83 : tensor<64xf32>
    %1138 = stablehlo.add %1135, %1137 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1140 = stablehlo.multiply %1139, %575 : tensor<64x64xf32>
    %cst_313 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1142 = stablehlo.multiply %1141, %arg84 : tensor<64x64xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<64x64xf32>
    %1144 = stablehlo.multiply %899, %899 : tensor<64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1146 = stablehlo.multiply %1145, %1144 : tensor<64xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1148 = stablehlo.multiply %1147, %arg85 : tensor<64xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<64xf32>
    %1150 = stablehlo.multiply %910, %910 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1154 = stablehlo.multiply %1153, %arg86 : tensor<64xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<64xf32>
    %1156 = stablehlo.multiply %931, %931 : tensor<64x64xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<64x64xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1160 = stablehlo.multiply %1159, %arg87 : tensor<64x64xf32>
    %1161 = stablehlo.add %1158, %1160 : tensor<64x64xf32>
    %1162 = stablehlo.multiply %930, %930 : tensor<2x64xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<2x64xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1166 = stablehlo.multiply %1165, %arg88 : tensor<2x64xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<2x64xf32>
    %1168 = stablehlo.multiply %933, %933 : tensor<256x64xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<256x64xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1172 = stablehlo.multiply %1171, %arg89 : tensor<256x64xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<256x64xf32>
    %1174 = stablehlo.multiply %798, %798 : tensor<64xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1176 = stablehlo.multiply %1175, %1174 : tensor<64xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1178 = stablehlo.multiply %1177, %arg90 : tensor<64xf32>
    %1179 = stablehlo.add %1176, %1178 : tensor<64xf32>
    %1180 = stablehlo.multiply %809, %809 : tensor<64xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1182 = stablehlo.multiply %1181, %1180 : tensor<64xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1184 = stablehlo.multiply %1183, %arg91 : tensor<64xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<64xf32>
    %1186 = stablehlo.multiply %835, %835 : tensor<64xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<64xf32>
    %cst_329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1190 = stablehlo.multiply %1189, %arg92 : tensor<64xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<64xf32>
    %1192 = stablehlo.multiply %837, %837 : tensor<64x64xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1194 = stablehlo.multiply %1193, %1192 : tensor<64x64xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1196 = stablehlo.multiply %1195, %arg93 : tensor<64x64xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<64x64xf32>
    %1198 = stablehlo.multiply %881, %881 : tensor<64xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<64xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1202 = stablehlo.multiply %1201, %arg94 : tensor<64xf32>
    %1203 = stablehlo.add %1200, %1202 : tensor<64xf32>
    %1204 = stablehlo.multiply %883, %883 : tensor<64x64xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1206 = stablehlo.multiply %1205, %1204 : tensor<64x64xf32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1208 = stablehlo.multiply %1207, %arg95 : tensor<64x64xf32>
    %1209 = stablehlo.add %1206, %1208 : tensor<64x64xf32>
    %1210 = stablehlo.multiply %888, %888 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1212 = stablehlo.multiply %1211, %1210 : tensor<64xf32>
    %cst_337 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1214 = stablehlo.multiply %1213, %arg96 : tensor<64xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<64xf32>
    %1216 = stablehlo.multiply %890, %890 : tensor<64x64xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1218 = stablehlo.multiply %1217, %1216 : tensor<64x64xf32>
    %cst_339 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1220 = stablehlo.multiply %1219, %arg97 : tensor<64x64xf32>
    %1221 = stablehlo.add %1218, %1220 : tensor<64x64xf32>
    %1222 = stablehlo.multiply %874, %874 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1226 = stablehlo.multiply %1225, %arg98 : tensor<64xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<64xf32>
    %1228 = stablehlo.multiply %876, %876 : tensor<64x64xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<64x64xf32>
    %cst_343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1232 = stablehlo.multiply %1231, %arg99 : tensor<64x64xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<64x64xf32>
    %1234 = stablehlo.multiply %791, %791 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1236 = stablehlo.multiply %1235, %1234 : tensor<128xf32>
    %cst_345 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1238 = stablehlo.multiply %1237, %arg100 : tensor<128xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<128xf32>
    %1240 = stablehlo.multiply %793, %793 : tensor<64x128xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1242 = stablehlo.multiply %1241, %1240 : tensor<64x128xf32>
    %cst_347 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1244 = stablehlo.multiply %1243, %arg101 : tensor<64x128xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<64x128xf32>
    %1246 = stablehlo.multiply %737, %737 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1248 = stablehlo.multiply %1247, %1246 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1250 = stablehlo.multiply %1249, %arg102 : tensor<64xf32>
    %1251 = stablehlo.add %1248, %1250 : tensor<64xf32>
    %1252 = stablehlo.multiply %748, %748 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1254 = stablehlo.multiply %1253, %1252 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1256 = stablehlo.multiply %1255, %arg103 : tensor<64xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<64xf32>
    %1258 = stablehlo.multiply %774, %774 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1260 = stablehlo.multiply %1259, %1258 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1262 = stablehlo.multiply %1261, %arg104 : tensor<64xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<64xf32>
    %1264 = stablehlo.multiply %776, %776 : tensor<128x64xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1266 = stablehlo.multiply %1265, %1264 : tensor<128x64xf32>
    %cst_355 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1268 = stablehlo.multiply %1267, %arg105 : tensor<128x64xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<128x64xf32>
    %1270 = stablehlo.multiply %640, %640 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1272 = stablehlo.multiply %1271, %1270 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1274 = stablehlo.multiply %1273, %arg106 : tensor<64xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<64xf32>
    %1276 = stablehlo.multiply %651, %651 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1280 = stablehlo.multiply %1279, %arg107 : tensor<64xf32>
    %1281 = stablehlo.add %1278, %1280 : tensor<64xf32>
    %1282 = stablehlo.multiply %677, %677 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1284 = stablehlo.multiply %1283, %1282 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1286 = stablehlo.multiply %1285, %arg108 : tensor<64xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<64xf32>
    %1288 = stablehlo.multiply %679, %679 : tensor<64x64xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1290 = stablehlo.multiply %1289, %1288 : tensor<64x64xf32>
    %cst_363 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1292 = stablehlo.multiply %1291, %arg109 : tensor<64x64xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<64x64xf32>
    %1294 = stablehlo.multiply %723, %723 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1296 = stablehlo.multiply %1295, %1294 : tensor<64xf32>
    %cst_365 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1298 = stablehlo.multiply %1297, %arg110 : tensor<64xf32>
    %1299 = stablehlo.add %1296, %1298 : tensor<64xf32>
    %1300 = stablehlo.multiply %725, %725 : tensor<64x64xf32>
    %cst_366 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1302 = stablehlo.multiply %1301, %1300 : tensor<64x64xf32>
    %cst_367 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1304 = stablehlo.multiply %1303, %arg111 : tensor<64x64xf32>
    %1305 = stablehlo.add %1302, %1304 : tensor<64x64xf32>
    %1306 = stablehlo.multiply %730, %730 : tensor<64xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1308 = stablehlo.multiply %1307, %1306 : tensor<64xf32>
    %cst_369 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1310 = stablehlo.multiply %1309, %arg112 : tensor<64xf32>
    %1311 = stablehlo.add %1308, %1310 : tensor<64xf32>
    %1312 = stablehlo.multiply %732, %732 : tensor<64x64xf32>
    %cst_370 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1314 = stablehlo.multiply %1313, %1312 : tensor<64x64xf32>
    %cst_371 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1316 = stablehlo.multiply %1315, %arg113 : tensor<64x64xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<64x64xf32>
    %1318 = stablehlo.multiply %716, %716 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1320 = stablehlo.multiply %1319, %1318 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1322 = stablehlo.multiply %1321, %arg114 : tensor<64xf32>
    %1323 = stablehlo.add %1320, %1322 : tensor<64xf32>
    %1324 = stablehlo.multiply %718, %718 : tensor<64x64xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<64x64xf32>
    %cst_375 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1328 = stablehlo.multiply %1327, %arg115 : tensor<64x64xf32>
    %1329 = stablehlo.add %1326, %1328 : tensor<64x64xf32>
    %1330 = stablehlo.multiply %633, %633 : tensor<128xf32>
    %cst_376 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1332 = stablehlo.multiply %1331, %1330 : tensor<128xf32>
    %cst_377 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1334 = stablehlo.multiply %1333, %arg116 : tensor<128xf32>
    %1335 = stablehlo.add %1332, %1334 : tensor<128xf32>
    %1336 = stablehlo.multiply %635, %635 : tensor<64x128xf32>
    %cst_378 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1338 = stablehlo.multiply %1337, %1336 : tensor<64x128xf32>
    %cst_379 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1340 = stablehlo.multiply %1339, %arg117 : tensor<64x128xf32>
    %1341 = stablehlo.add %1338, %1340 : tensor<64x128xf32>
    %1342 = stablehlo.multiply %579, %579 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1344 = stablehlo.multiply %1343, %1342 : tensor<64xf32>
    %cst_381 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1346 = stablehlo.multiply %1345, %arg118 : tensor<64xf32>
    %1347 = stablehlo.add %1344, %1346 : tensor<64xf32>
    %1348 = stablehlo.multiply %590, %590 : tensor<64xf32>
    %cst_382 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1350 = stablehlo.multiply %1349, %1348 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1352 = stablehlo.multiply %1351, %arg119 : tensor<64xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<64xf32>
    %1354 = stablehlo.multiply %616, %616 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.multiply %1357, %arg120 : tensor<64xf32>
    %1359 = stablehlo.add %1356, %1358 : tensor<64xf32>
    %1360 = stablehlo.multiply %618, %618 : tensor<128x64xf32>
    %cst_386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1362 = stablehlo.multiply %1361, %1360 : tensor<128x64xf32>
    %cst_387 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1364 = stablehlo.multiply %1363, %arg121 : tensor<128x64xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<128x64xf32>
    %1366 = stablehlo.multiply %522, %522 : tensor<256xf32>
    %cst_388 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<256xf32>
    %cst_389 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1370 = stablehlo.multiply %1369, %arg122 : tensor<256xf32>
    %1371 = stablehlo.add %1368, %1370 : tensor<256xf32>
    %1372 = stablehlo.multiply %529, %529 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1374 = stablehlo.multiply %1373, %1372 : tensor<64xf32>
    %cst_391 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1376 = stablehlo.multiply %1375, %arg123 : tensor<64xf32>
    %1377 = stablehlo.add %1374, %1376 : tensor<64xf32>
    %1378 = stablehlo.multiply %540, %540 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1380 = stablehlo.multiply %1379, %1378 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1382 = stablehlo.multiply %1381, %arg124 : tensor<64xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<64xf32>
    %1384 = stablehlo.multiply %573, %573 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1386 = stablehlo.multiply %1385, %1384 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1388 = stablehlo.multiply %1387, %arg125 : tensor<64xf32>
    %1389 = stablehlo.add %1386, %1388 : tensor<64xf32>
    %1390 = stablehlo.multiply %575, %575 : tensor<64x64xf32>
    %cst_396 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1392 = stablehlo.multiply %1391, %1390 : tensor<64x64xf32>
    %cst_397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1394 = stablehlo.multiply %1393, %arg126 : tensor<64x64xf32>
    %1395 = stablehlo.add %1392, %1394 : tensor<64x64xf32>
    %c_398 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1396 = stablehlo.compare LT, %arg42, %c_398, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_399 = stablehlo.constant dense<1> : tensor<i32>
    %1397 = stablehlo.add %arg42, %c_399 : tensor<i32>
    %c_400 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1398 = call @_where_15(%1396, %1397, %c_400) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_401 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1399 = stablehlo.convert %1398 : (tensor<i32>) -> tensor<f32>
    %1400 = stablehlo.power %cst_401, %1399 : tensor<f32>
    %cst_402 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1401 = stablehlo.subtract %cst_402, %1400 : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1403 = stablehlo.divide %938, %1402 : tensor<64xf32>
    %1404 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1405 = stablehlo.divide %943, %1404 : tensor<64xf32>
    %1406 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1407 = stablehlo.divide %948, %1406 : tensor<64x64xf32>
    %1408 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1409 = stablehlo.divide %953, %1408 : tensor<2x64xf32>
    %1410 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1411 = stablehlo.divide %958, %1410 : tensor<256x64xf32>
    %1412 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1413 = stablehlo.divide %963, %1412 : tensor<64xf32>
    %1414 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1415 = stablehlo.divide %968, %1414 : tensor<64xf32>
    %1416 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1417 = stablehlo.divide %973, %1416 : tensor<64xf32>
    %1418 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1419 = stablehlo.divide %978, %1418 : tensor<64x64xf32>
    %1420 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1421 = stablehlo.divide %983, %1420 : tensor<64xf32>
    %1422 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1423 = stablehlo.divide %988, %1422 : tensor<64x64xf32>
    %1424 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1425 = stablehlo.divide %993, %1424 : tensor<64xf32>
    %1426 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1427 = stablehlo.divide %998, %1426 : tensor<64x64xf32>
    %1428 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.divide %1003, %1428 : tensor<64xf32>
    %1430 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1431 = stablehlo.divide %1008, %1430 : tensor<64x64xf32>
    %1432 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1433 = stablehlo.divide %1013, %1432 : tensor<128xf32>
    %1434 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1435 = stablehlo.divide %1018, %1434 : tensor<64x128xf32>
    %1436 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1437 = stablehlo.divide %1023, %1436 : tensor<64xf32>
    %1438 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.divide %1028, %1438 : tensor<64xf32>
    %1440 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.divide %1033, %1440 : tensor<64xf32>
    %1442 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1443 = stablehlo.divide %1038, %1442 : tensor<128x64xf32>
    %1444 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1445 = stablehlo.divide %1043, %1444 : tensor<64xf32>
    %1446 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.divide %1048, %1446 : tensor<64xf32>
    %1448 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1449 = stablehlo.divide %1053, %1448 : tensor<64xf32>
    %1450 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1451 = stablehlo.divide %1058, %1450 : tensor<64x64xf32>
    %1452 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1453 = stablehlo.divide %1063, %1452 : tensor<64xf32>
    %1454 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1455 = stablehlo.divide %1068, %1454 : tensor<64x64xf32>
    %1456 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1457 = stablehlo.divide %1073, %1456 : tensor<64xf32>
    %1458 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1459 = stablehlo.divide %1078, %1458 : tensor<64x64xf32>
    %1460 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1461 = stablehlo.divide %1083, %1460 : tensor<64xf32>
    %1462 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1463 = stablehlo.divide %1088, %1462 : tensor<64x64xf32>
    %1464 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1465 = stablehlo.divide %1093, %1464 : tensor<128xf32>
    %1466 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1467 = stablehlo.divide %1098, %1466 : tensor<64x128xf32>
    %1468 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1469 = stablehlo.divide %1103, %1468 : tensor<64xf32>
    %1470 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1471 = stablehlo.divide %1108, %1470 : tensor<64xf32>
    %1472 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1473 = stablehlo.divide %1113, %1472 : tensor<64xf32>
    %1474 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1475 = stablehlo.divide %1118, %1474 : tensor<128x64xf32>
    %1476 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1477 = stablehlo.divide %1123, %1476 : tensor<256xf32>
    %1478 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1479 = stablehlo.divide %1128, %1478 : tensor<64xf32>
    %1480 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1481 = stablehlo.divide %1133, %1480 : tensor<64xf32>
    %1482 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1483 = stablehlo.divide %1138, %1482 : tensor<64xf32>
    %1484 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1485 = stablehlo.divide %1143, %1484 : tensor<64x64xf32>
    %cst_403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1486 = stablehlo.convert %1398 : (tensor<i32>) -> tensor<f32>
    %1487 = stablehlo.power %cst_403, %1486 : tensor<f32>
    %cst_404 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1488 = stablehlo.subtract %cst_404, %1487 : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1490 = stablehlo.divide %1149, %1489 : tensor<64xf32>
    %1491 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1492 = stablehlo.divide %1155, %1491 : tensor<64xf32>
    %1493 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1494 = stablehlo.divide %1161, %1493 : tensor<64x64xf32>
    %1495 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1496 = stablehlo.divide %1167, %1495 : tensor<2x64xf32>
    %1497 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1498 = stablehlo.divide %1173, %1497 : tensor<256x64xf32>
    %1499 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1500 = stablehlo.divide %1179, %1499 : tensor<64xf32>
    %1501 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1502 = stablehlo.divide %1185, %1501 : tensor<64xf32>
    %1503 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1504 = stablehlo.divide %1191, %1503 : tensor<64xf32>
    %1505 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1506 = stablehlo.divide %1197, %1505 : tensor<64x64xf32>
    %1507 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1508 = stablehlo.divide %1203, %1507 : tensor<64xf32>
    %1509 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1510 = stablehlo.divide %1209, %1509 : tensor<64x64xf32>
    %1511 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1512 = stablehlo.divide %1215, %1511 : tensor<64xf32>
    %1513 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1514 = stablehlo.divide %1221, %1513 : tensor<64x64xf32>
    %1515 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1516 = stablehlo.divide %1227, %1515 : tensor<64xf32>
    %1517 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1518 = stablehlo.divide %1233, %1517 : tensor<64x64xf32>
    %1519 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1520 = stablehlo.divide %1239, %1519 : tensor<128xf32>
    %1521 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1522 = stablehlo.divide %1245, %1521 : tensor<64x128xf32>
    %1523 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1524 = stablehlo.divide %1251, %1523 : tensor<64xf32>
    %1525 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1526 = stablehlo.divide %1257, %1525 : tensor<64xf32>
    %1527 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1528 = stablehlo.divide %1263, %1527 : tensor<64xf32>
    %1529 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1530 = stablehlo.divide %1269, %1529 : tensor<128x64xf32>
    %1531 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.divide %1275, %1531 : tensor<64xf32>
    %1533 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1534 = stablehlo.divide %1281, %1533 : tensor<64xf32>
    %1535 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1536 = stablehlo.divide %1287, %1535 : tensor<64xf32>
    %1537 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1538 = stablehlo.divide %1293, %1537 : tensor<64x64xf32>
    %1539 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1540 = stablehlo.divide %1299, %1539 : tensor<64xf32>
    %1541 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1542 = stablehlo.divide %1305, %1541 : tensor<64x64xf32>
    %1543 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1544 = stablehlo.divide %1311, %1543 : tensor<64xf32>
    %1545 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1546 = stablehlo.divide %1317, %1545 : tensor<64x64xf32>
    %1547 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1548 = stablehlo.divide %1323, %1547 : tensor<64xf32>
    %1549 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1550 = stablehlo.divide %1329, %1549 : tensor<64x64xf32>
    %1551 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1552 = stablehlo.divide %1335, %1551 : tensor<128xf32>
    %1553 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1554 = stablehlo.divide %1341, %1553 : tensor<64x128xf32>
    %1555 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1556 = stablehlo.divide %1347, %1555 : tensor<64xf32>
    %1557 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1558 = stablehlo.divide %1353, %1557 : tensor<64xf32>
    %1559 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1560 = stablehlo.divide %1359, %1559 : tensor<64xf32>
    %1561 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1562 = stablehlo.divide %1365, %1561 : tensor<128x64xf32>
    %1563 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1564 = stablehlo.divide %1371, %1563 : tensor<256xf32>
    %1565 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1566 = stablehlo.divide %1377, %1565 : tensor<64xf32>
    %1567 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1568 = stablehlo.divide %1383, %1567 : tensor<64xf32>
    %1569 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1570 = stablehlo.divide %1389, %1569 : tensor<64xf32>
    %1571 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1572 = stablehlo.divide %1395, %1571 : tensor<64x64xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1574 = stablehlo.add %1490, %1573 : tensor<64xf32>
    %1575 = stablehlo.sqrt %1574 : tensor<64xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1577 = stablehlo.add %1575, %1576 : tensor<64xf32>
    %1578 = stablehlo.divide %1403, %1577 : tensor<64xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1580 = stablehlo.add %1492, %1579 : tensor<64xf32>
    %1581 = stablehlo.sqrt %1580 : tensor<64xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1583 = stablehlo.add %1581, %1582 : tensor<64xf32>
    %1584 = stablehlo.divide %1405, %1583 : tensor<64xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1586 = stablehlo.add %1494, %1585 : tensor<64x64xf32>
    %1587 = stablehlo.sqrt %1586 : tensor<64x64xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<64x64xf32>
    %1590 = stablehlo.divide %1407, %1589 : tensor<64x64xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1592 = stablehlo.add %1496, %1591 : tensor<2x64xf32>
    %1593 = stablehlo.sqrt %1592 : tensor<2x64xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1595 = stablehlo.add %1593, %1594 : tensor<2x64xf32>
    %1596 = stablehlo.divide %1409, %1595 : tensor<2x64xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1598 = stablehlo.add %1498, %1597 : tensor<256x64xf32>
    %1599 = stablehlo.sqrt %1598 : tensor<256x64xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<256x64xf32>
    %1602 = stablehlo.divide %1411, %1601 : tensor<256x64xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1604 = stablehlo.add %1500, %1603 : tensor<64xf32>
    %1605 = stablehlo.sqrt %1604 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1607 = stablehlo.add %1605, %1606 : tensor<64xf32>
    %1608 = stablehlo.divide %1413, %1607 : tensor<64xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1610 = stablehlo.add %1502, %1609 : tensor<64xf32>
    %1611 = stablehlo.sqrt %1610 : tensor<64xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1613 = stablehlo.add %1611, %1612 : tensor<64xf32>
    %1614 = stablehlo.divide %1415, %1613 : tensor<64xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1616 = stablehlo.add %1504, %1615 : tensor<64xf32>
    %1617 = stablehlo.sqrt %1616 : tensor<64xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<64xf32>
    %1620 = stablehlo.divide %1417, %1619 : tensor<64xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1622 = stablehlo.add %1506, %1621 : tensor<64x64xf32>
    %1623 = stablehlo.sqrt %1622 : tensor<64x64xf32>
    %cst_422 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<64x64xf32>
    %1626 = stablehlo.divide %1419, %1625 : tensor<64x64xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1628 = stablehlo.add %1508, %1627 : tensor<64xf32>
    %1629 = stablehlo.sqrt %1628 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1631 = stablehlo.add %1629, %1630 : tensor<64xf32>
    %1632 = stablehlo.divide %1421, %1631 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1634 = stablehlo.add %1510, %1633 : tensor<64x64xf32>
    %1635 = stablehlo.sqrt %1634 : tensor<64x64xf32>
    %cst_426 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<64x64xf32>
    %1638 = stablehlo.divide %1423, %1637 : tensor<64x64xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1640 = stablehlo.add %1512, %1639 : tensor<64xf32>
    %1641 = stablehlo.sqrt %1640 : tensor<64xf32>
    %cst_428 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1643 = stablehlo.add %1641, %1642 : tensor<64xf32>
    %1644 = stablehlo.divide %1425, %1643 : tensor<64xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1646 = stablehlo.add %1514, %1645 : tensor<64x64xf32>
    %1647 = stablehlo.sqrt %1646 : tensor<64x64xf32>
    %cst_430 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1649 = stablehlo.add %1647, %1648 : tensor<64x64xf32>
    %1650 = stablehlo.divide %1427, %1649 : tensor<64x64xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1652 = stablehlo.add %1516, %1651 : tensor<64xf32>
    %1653 = stablehlo.sqrt %1652 : tensor<64xf32>
    %cst_432 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1655 = stablehlo.add %1653, %1654 : tensor<64xf32>
    %1656 = stablehlo.divide %1429, %1655 : tensor<64xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1658 = stablehlo.add %1518, %1657 : tensor<64x64xf32>
    %1659 = stablehlo.sqrt %1658 : tensor<64x64xf32>
    %cst_434 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1661 = stablehlo.add %1659, %1660 : tensor<64x64xf32>
    %1662 = stablehlo.divide %1431, %1661 : tensor<64x64xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1664 = stablehlo.add %1520, %1663 : tensor<128xf32>
    %1665 = stablehlo.sqrt %1664 : tensor<128xf32>
    %cst_436 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1667 = stablehlo.add %1665, %1666 : tensor<128xf32>
    %1668 = stablehlo.divide %1433, %1667 : tensor<128xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1670 = stablehlo.add %1522, %1669 : tensor<64x128xf32>
    %1671 = stablehlo.sqrt %1670 : tensor<64x128xf32>
    %cst_438 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1673 = stablehlo.add %1671, %1672 : tensor<64x128xf32>
    %1674 = stablehlo.divide %1435, %1673 : tensor<64x128xf32>
    %cst_439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1676 = stablehlo.add %1524, %1675 : tensor<64xf32>
    %1677 = stablehlo.sqrt %1676 : tensor<64xf32>
    %cst_440 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1679 = stablehlo.add %1677, %1678 : tensor<64xf32>
    %1680 = stablehlo.divide %1437, %1679 : tensor<64xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1682 = stablehlo.add %1526, %1681 : tensor<64xf32>
    %1683 = stablehlo.sqrt %1682 : tensor<64xf32>
    %cst_442 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1685 = stablehlo.add %1683, %1684 : tensor<64xf32>
    %1686 = stablehlo.divide %1439, %1685 : tensor<64xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1688 = stablehlo.add %1528, %1687 : tensor<64xf32>
    %1689 = stablehlo.sqrt %1688 : tensor<64xf32>
    %cst_444 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1691 = stablehlo.add %1689, %1690 : tensor<64xf32>
    %1692 = stablehlo.divide %1441, %1691 : tensor<64xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1694 = stablehlo.add %1530, %1693 : tensor<128x64xf32>
    %1695 = stablehlo.sqrt %1694 : tensor<128x64xf32>
    %cst_446 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1697 = stablehlo.add %1695, %1696 : tensor<128x64xf32>
    %1698 = stablehlo.divide %1443, %1697 : tensor<128x64xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1700 = stablehlo.add %1532, %1699 : tensor<64xf32>
    %1701 = stablehlo.sqrt %1700 : tensor<64xf32>
    %cst_448 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<64xf32>
    %1704 = stablehlo.divide %1445, %1703 : tensor<64xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1706 = stablehlo.add %1534, %1705 : tensor<64xf32>
    %1707 = stablehlo.sqrt %1706 : tensor<64xf32>
    %cst_450 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1709 = stablehlo.add %1707, %1708 : tensor<64xf32>
    %1710 = stablehlo.divide %1447, %1709 : tensor<64xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1712 = stablehlo.add %1536, %1711 : tensor<64xf32>
    %1713 = stablehlo.sqrt %1712 : tensor<64xf32>
    %cst_452 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1715 = stablehlo.add %1713, %1714 : tensor<64xf32>
    %1716 = stablehlo.divide %1449, %1715 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1718 = stablehlo.add %1538, %1717 : tensor<64x64xf32>
    %1719 = stablehlo.sqrt %1718 : tensor<64x64xf32>
    %cst_454 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1721 = stablehlo.add %1719, %1720 : tensor<64x64xf32>
    %1722 = stablehlo.divide %1451, %1721 : tensor<64x64xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1724 = stablehlo.add %1540, %1723 : tensor<64xf32>
    %1725 = stablehlo.sqrt %1724 : tensor<64xf32>
    %cst_456 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1727 = stablehlo.add %1725, %1726 : tensor<64xf32>
    %1728 = stablehlo.divide %1453, %1727 : tensor<64xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1730 = stablehlo.add %1542, %1729 : tensor<64x64xf32>
    %1731 = stablehlo.sqrt %1730 : tensor<64x64xf32>
    %cst_458 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1733 = stablehlo.add %1731, %1732 : tensor<64x64xf32>
    %1734 = stablehlo.divide %1455, %1733 : tensor<64x64xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1736 = stablehlo.add %1544, %1735 : tensor<64xf32>
    %1737 = stablehlo.sqrt %1736 : tensor<64xf32>
    %cst_460 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1739 = stablehlo.add %1737, %1738 : tensor<64xf32>
    %1740 = stablehlo.divide %1457, %1739 : tensor<64xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1742 = stablehlo.add %1546, %1741 : tensor<64x64xf32>
    %1743 = stablehlo.sqrt %1742 : tensor<64x64xf32>
    %cst_462 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1745 = stablehlo.add %1743, %1744 : tensor<64x64xf32>
    %1746 = stablehlo.divide %1459, %1745 : tensor<64x64xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1747 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1748 = stablehlo.add %1548, %1747 : tensor<64xf32>
    %1749 = stablehlo.sqrt %1748 : tensor<64xf32>
    %cst_464 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1751 = stablehlo.add %1749, %1750 : tensor<64xf32>
    %1752 = stablehlo.divide %1461, %1751 : tensor<64xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1754 = stablehlo.add %1550, %1753 : tensor<64x64xf32>
    %1755 = stablehlo.sqrt %1754 : tensor<64x64xf32>
    %cst_466 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1757 = stablehlo.add %1755, %1756 : tensor<64x64xf32>
    %1758 = stablehlo.divide %1463, %1757 : tensor<64x64xf32>
    %cst_467 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1760 = stablehlo.add %1552, %1759 : tensor<128xf32>
    %1761 = stablehlo.sqrt %1760 : tensor<128xf32>
    %cst_468 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1763 = stablehlo.add %1761, %1762 : tensor<128xf32>
    %1764 = stablehlo.divide %1465, %1763 : tensor<128xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1766 = stablehlo.add %1554, %1765 : tensor<64x128xf32>
    %1767 = stablehlo.sqrt %1766 : tensor<64x128xf32>
    %cst_470 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1769 = stablehlo.add %1767, %1768 : tensor<64x128xf32>
    %1770 = stablehlo.divide %1467, %1769 : tensor<64x128xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1772 = stablehlo.add %1556, %1771 : tensor<64xf32>
    %1773 = stablehlo.sqrt %1772 : tensor<64xf32>
    %cst_472 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1775 = stablehlo.add %1773, %1774 : tensor<64xf32>
    %1776 = stablehlo.divide %1469, %1775 : tensor<64xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1778 = stablehlo.add %1558, %1777 : tensor<64xf32>
    %1779 = stablehlo.sqrt %1778 : tensor<64xf32>
    %cst_474 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1780 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1781 = stablehlo.add %1779, %1780 : tensor<64xf32>
    %1782 = stablehlo.divide %1471, %1781 : tensor<64xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1784 = stablehlo.add %1560, %1783 : tensor<64xf32>
    %1785 = stablehlo.sqrt %1784 : tensor<64xf32>
    %cst_476 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1787 = stablehlo.add %1785, %1786 : tensor<64xf32>
    %1788 = stablehlo.divide %1473, %1787 : tensor<64xf32>
    %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1790 = stablehlo.add %1562, %1789 : tensor<128x64xf32>
    %1791 = stablehlo.sqrt %1790 : tensor<128x64xf32>
    %cst_478 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1793 = stablehlo.add %1791, %1792 : tensor<128x64xf32>
    %1794 = stablehlo.divide %1475, %1793 : tensor<128x64xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1796 = stablehlo.add %1564, %1795 : tensor<256xf32>
    %1797 = stablehlo.sqrt %1796 : tensor<256xf32>
    %cst_480 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1799 = stablehlo.add %1797, %1798 : tensor<256xf32>
    %1800 = stablehlo.divide %1477, %1799 : tensor<256xf32>
    %cst_481 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1802 = stablehlo.add %1566, %1801 : tensor<64xf32>
    %1803 = stablehlo.sqrt %1802 : tensor<64xf32>
    %cst_482 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1805 = stablehlo.add %1803, %1804 : tensor<64xf32>
    %1806 = stablehlo.divide %1479, %1805 : tensor<64xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1807 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1808 = stablehlo.add %1568, %1807 : tensor<64xf32>
    %1809 = stablehlo.sqrt %1808 : tensor<64xf32>
    %cst_484 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1811 = stablehlo.add %1809, %1810 : tensor<64xf32>
    %1812 = stablehlo.divide %1481, %1811 : tensor<64xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1814 = stablehlo.add %1570, %1813 : tensor<64xf32>
    %1815 = stablehlo.sqrt %1814 : tensor<64xf32>
    %cst_486 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1817 = stablehlo.add %1815, %1816 : tensor<64xf32>
    %1818 = stablehlo.divide %1483, %1817 : tensor<64xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1820 = stablehlo.add %1572, %1819 : tensor<64x64xf32>
    %1821 = stablehlo.sqrt %1820 : tensor<64x64xf32>
    %cst_488 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1823 = stablehlo.add %1821, %1822 : tensor<64x64xf32>
    %1824 = stablehlo.divide %1485, %1823 : tensor<64x64xf32>
    %cst_489 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1825 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1826 = stablehlo.multiply %1825, %arg0 : tensor<64xf32>
    %1827 = stablehlo.add %1578, %1826 : tensor<64xf32>
    %cst_490 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1829 = stablehlo.multiply %1828, %arg1 : tensor<64xf32>
    %1830 = stablehlo.add %1584, %1829 : tensor<64xf32>
    %cst_491 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1832 = stablehlo.multiply %1831, %arg2 : tensor<64x64xf32>
    %1833 = stablehlo.add %1590, %1832 : tensor<64x64xf32>
    %cst_492 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1834 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1835 = stablehlo.multiply %1834, %arg3 : tensor<2x64xf32>
    %1836 = stablehlo.add %1596, %1835 : tensor<2x64xf32>
    %cst_493 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1838 = stablehlo.multiply %1837, %arg4 : tensor<256x64xf32>
    %1839 = stablehlo.add %1602, %1838 : tensor<256x64xf32>
    %cst_494 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1840 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1841 = stablehlo.multiply %1840, %arg5 : tensor<64xf32>
    %1842 = stablehlo.add %1608, %1841 : tensor<64xf32>
    %cst_495 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1844 = stablehlo.multiply %1843, %arg6 : tensor<64xf32>
    %1845 = stablehlo.add %1614, %1844 : tensor<64xf32>
    %cst_496 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1847 = stablehlo.multiply %1846, %arg7 : tensor<64xf32>
    %1848 = stablehlo.add %1620, %1847 : tensor<64xf32>
    %cst_497 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1849 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1850 = stablehlo.multiply %1849, %arg8 : tensor<64x64xf32>
    %1851 = stablehlo.add %1626, %1850 : tensor<64x64xf32>
    %cst_498 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1853 = stablehlo.multiply %1852, %arg9 : tensor<64xf32>
    %1854 = stablehlo.add %1632, %1853 : tensor<64xf32>
    %cst_499 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1855 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1856 = stablehlo.multiply %1855, %arg10 : tensor<64x64xf32>
    %1857 = stablehlo.add %1638, %1856 : tensor<64x64xf32>
    %cst_500 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1858 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1859 = stablehlo.multiply %1858, %arg11 : tensor<64xf32>
    %1860 = stablehlo.add %1644, %1859 : tensor<64xf32>
    %cst_501 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1862 = stablehlo.multiply %1861, %arg12 : tensor<64x64xf32>
    %1863 = stablehlo.add %1650, %1862 : tensor<64x64xf32>
    %cst_502 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1864 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1865 = stablehlo.multiply %1864, %arg13 : tensor<64xf32>
    %1866 = stablehlo.add %1656, %1865 : tensor<64xf32>
    %cst_503 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1867 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1868 = stablehlo.multiply %1867, %arg14 : tensor<64x64xf32>
    %1869 = stablehlo.add %1662, %1868 : tensor<64x64xf32>
    %cst_504 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1871 = stablehlo.multiply %1870, %arg15 : tensor<128xf32>
    %1872 = stablehlo.add %1668, %1871 : tensor<128xf32>
    %cst_505 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1874 = stablehlo.multiply %1873, %arg16 : tensor<64x128xf32>
    %1875 = stablehlo.add %1674, %1874 : tensor<64x128xf32>
    %cst_506 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1877 = stablehlo.multiply %1876, %arg17 : tensor<64xf32>
    %1878 = stablehlo.add %1680, %1877 : tensor<64xf32>
    %cst_507 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1879 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1880 = stablehlo.multiply %1879, %arg18 : tensor<64xf32>
    %1881 = stablehlo.add %1686, %1880 : tensor<64xf32>
    %cst_508 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1882 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1883 = stablehlo.multiply %1882, %arg19 : tensor<64xf32>
    %1884 = stablehlo.add %1692, %1883 : tensor<64xf32>
    %cst_509 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1885 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1886 = stablehlo.multiply %1885, %arg20 : tensor<128x64xf32>
    %1887 = stablehlo.add %1698, %1886 : tensor<128x64xf32>
    %cst_510 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1888 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1889 = stablehlo.multiply %1888, %arg21 : tensor<64xf32>
    %1890 = stablehlo.add %1704, %1889 : tensor<64xf32>
    %cst_511 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1891 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1892 = stablehlo.multiply %1891, %arg22 : tensor<64xf32>
    %1893 = stablehlo.add %1710, %1892 : tensor<64xf32>
    %cst_512 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1894 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1895 = stablehlo.multiply %1894, %arg23 : tensor<64xf32>
    %1896 = stablehlo.add %1716, %1895 : tensor<64xf32>
    %cst_513 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1897 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1898 = stablehlo.multiply %1897, %arg24 : tensor<64x64xf32>
    %1899 = stablehlo.add %1722, %1898 : tensor<64x64xf32>
    %cst_514 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1900 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1901 = stablehlo.multiply %1900, %arg25 : tensor<64xf32>
    %1902 = stablehlo.add %1728, %1901 : tensor<64xf32>
    %cst_515 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1903 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1904 = stablehlo.multiply %1903, %arg26 : tensor<64x64xf32>
    %1905 = stablehlo.add %1734, %1904 : tensor<64x64xf32>
    %cst_516 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1906 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1907 = stablehlo.multiply %1906, %arg27 : tensor<64xf32>
    %1908 = stablehlo.add %1740, %1907 : tensor<64xf32>
    %cst_517 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1909 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1910 = stablehlo.multiply %1909, %arg28 : tensor<64x64xf32>
    %1911 = stablehlo.add %1746, %1910 : tensor<64x64xf32>
    %cst_518 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1912 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1913 = stablehlo.multiply %1912, %arg29 : tensor<64xf32>
    %1914 = stablehlo.add %1752, %1913 : tensor<64xf32>
    %cst_519 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1915 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1916 = stablehlo.multiply %1915, %arg30 : tensor<64x64xf32>
    %1917 = stablehlo.add %1758, %1916 : tensor<64x64xf32>
    %cst_520 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1918 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1919 = stablehlo.multiply %1918, %arg31 : tensor<128xf32>
    %1920 = stablehlo.add %1764, %1919 : tensor<128xf32>
    %cst_521 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1921 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1922 = stablehlo.multiply %1921, %arg32 : tensor<64x128xf32>
    %1923 = stablehlo.add %1770, %1922 : tensor<64x128xf32>
    %cst_522 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1924 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1925 = stablehlo.multiply %1924, %arg33 : tensor<64xf32>
    %1926 = stablehlo.add %1776, %1925 : tensor<64xf32>
    %cst_523 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1927 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1928 = stablehlo.multiply %1927, %arg34 : tensor<64xf32>
    %1929 = stablehlo.add %1782, %1928 : tensor<64xf32>
    %cst_524 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1930 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1931 = stablehlo.multiply %1930, %arg35 : tensor<64xf32>
    %1932 = stablehlo.add %1788, %1931 : tensor<64xf32>
    %cst_525 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1933 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1934 = stablehlo.multiply %1933, %arg36 : tensor<128x64xf32>
    %1935 = stablehlo.add %1794, %1934 : tensor<128x64xf32>
    %cst_526 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1937 = stablehlo.multiply %1936, %arg37 : tensor<256xf32>
    %1938 = stablehlo.add %1800, %1937 : tensor<256xf32>
    %cst_527 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1939 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1940 = stablehlo.multiply %1939, %arg38 : tensor<64xf32>
    %1941 = stablehlo.add %1806, %1940 : tensor<64xf32>
    %cst_528 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1942 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1943 = stablehlo.multiply %1942, %arg39 : tensor<64xf32>
    %1944 = stablehlo.add %1812, %1943 : tensor<64xf32>
    %cst_529 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1945 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1946 = stablehlo.multiply %1945, %arg40 : tensor<64xf32>
    %1947 = stablehlo.add %1818, %1946 : tensor<64xf32>
    %cst_530 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1949 = stablehlo.multiply %1948, %arg41 : tensor<64x64xf32>
    %1950 = stablehlo.add %1824, %1949 : tensor<64x64xf32>
    %cst_531 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1951 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1952 = stablehlo.multiply %1951, %1827 : tensor<64xf32>
    %cst_532 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1953 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1954 = stablehlo.multiply %1953, %1830 : tensor<64xf32>
    %cst_533 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1955 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1956 = stablehlo.multiply %1955, %1833 : tensor<64x64xf32>
    %cst_534 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1957 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1958 = stablehlo.multiply %1957, %1836 : tensor<2x64xf32>
    %cst_535 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1959 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1960 = stablehlo.multiply %1959, %1839 : tensor<256x64xf32>
    %cst_536 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1961 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1962 = stablehlo.multiply %1961, %1842 : tensor<64xf32>
    %cst_537 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1963 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1964 = stablehlo.multiply %1963, %1845 : tensor<64xf32>
    %cst_538 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1965 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1966 = stablehlo.multiply %1965, %1848 : tensor<64xf32>
    %cst_539 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1967 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1968 = stablehlo.multiply %1967, %1851 : tensor<64x64xf32>
    %cst_540 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1969 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1970 = stablehlo.multiply %1969, %1854 : tensor<64xf32>
    %cst_541 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1971 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1972 = stablehlo.multiply %1971, %1857 : tensor<64x64xf32>
    %cst_542 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1974 = stablehlo.multiply %1973, %1860 : tensor<64xf32>
    %cst_543 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1975 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1976 = stablehlo.multiply %1975, %1863 : tensor<64x64xf32>
    %cst_544 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1977 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1978 = stablehlo.multiply %1977, %1866 : tensor<64xf32>
    %cst_545 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1979 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1980 = stablehlo.multiply %1979, %1869 : tensor<64x64xf32>
    %cst_546 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1981 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1982 = stablehlo.multiply %1981, %1872 : tensor<128xf32>
    %cst_547 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1983 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1984 = stablehlo.multiply %1983, %1875 : tensor<64x128xf32>
    %cst_548 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1985 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1986 = stablehlo.multiply %1985, %1878 : tensor<64xf32>
    %cst_549 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1987 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1988 = stablehlo.multiply %1987, %1881 : tensor<64xf32>
    %cst_550 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1989 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1990 = stablehlo.multiply %1989, %1884 : tensor<64xf32>
    %cst_551 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1992 = stablehlo.multiply %1991, %1887 : tensor<128x64xf32>
    %cst_552 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1993 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1994 = stablehlo.multiply %1993, %1890 : tensor<64xf32>
    %cst_553 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1995 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1996 = stablehlo.multiply %1995, %1893 : tensor<64xf32>
    %cst_554 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1997 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1998 = stablehlo.multiply %1997, %1896 : tensor<64xf32>
    %cst_555 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1999 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2000 = stablehlo.multiply %1999, %1899 : tensor<64x64xf32>
    %cst_556 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2001 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2002 = stablehlo.multiply %2001, %1902 : tensor<64xf32>
    %cst_557 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2003 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2004 = stablehlo.multiply %2003, %1905 : tensor<64x64xf32>
    %cst_558 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2005 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2006 = stablehlo.multiply %2005, %1908 : tensor<64xf32>
    %cst_559 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2007 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2008 = stablehlo.multiply %2007, %1911 : tensor<64x64xf32>
    %cst_560 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2009 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2010 = stablehlo.multiply %2009, %1914 : tensor<64xf32>
    %cst_561 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2011 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2012 = stablehlo.multiply %2011, %1917 : tensor<64x64xf32>
    %cst_562 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2013 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2014 = stablehlo.multiply %2013, %1920 : tensor<128xf32>
    %cst_563 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2015 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %2016 = stablehlo.multiply %2015, %1923 : tensor<64x128xf32>
    %cst_564 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2017 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2018 = stablehlo.multiply %2017, %1926 : tensor<64xf32>
    %cst_565 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2019 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2020 = stablehlo.multiply %2019, %1929 : tensor<64xf32>
    %cst_566 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2022 = stablehlo.multiply %2021, %1932 : tensor<64xf32>
    %cst_567 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2023 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %2024 = stablehlo.multiply %2023, %1935 : tensor<128x64xf32>
    %cst_568 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2025 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2026 = stablehlo.multiply %2025, %1938 : tensor<256xf32>
    %cst_569 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2027 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2028 = stablehlo.multiply %2027, %1941 : tensor<64xf32>
    %cst_570 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2029 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2030 = stablehlo.multiply %2029, %1944 : tensor<64xf32>
    %cst_571 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2031 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2032 = stablehlo.multiply %2031, %1947 : tensor<64xf32>
    %cst_572 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2034 = stablehlo.multiply %2033, %1950 : tensor<64x64xf32>
    %2035 = stablehlo.add %arg0, %1952 : tensor<64xf32>
    %2036 = stablehlo.add %arg1, %1954 : tensor<64xf32>
    %2037 = stablehlo.add %arg2, %1956 : tensor<64x64xf32>
    %2038 = stablehlo.add %arg3, %1958 : tensor<2x64xf32>
    %2039 = stablehlo.add %arg4, %1960 : tensor<256x64xf32>
    %2040 = stablehlo.add %arg5, %1962 : tensor<64xf32>
    %2041 = stablehlo.add %arg6, %1964 : tensor<64xf32>
    %2042 = stablehlo.add %arg7, %1966 : tensor<64xf32>
    %2043 = stablehlo.add %arg8, %1968 : tensor<64x64xf32>
    %2044 = stablehlo.add %arg9, %1970 : tensor<64xf32>
    %2045 = stablehlo.add %arg10, %1972 : tensor<64x64xf32>
    %2046 = stablehlo.add %arg11, %1974 : tensor<64xf32>
    %2047 = stablehlo.add %arg12, %1976 : tensor<64x64xf32>
    %2048 = stablehlo.add %arg13, %1978 : tensor<64xf32>
    %2049 = stablehlo.add %arg14, %1980 : tensor<64x64xf32>
    %2050 = stablehlo.add %arg15, %1982 : tensor<128xf32>
    %2051 = stablehlo.add %arg16, %1984 : tensor<64x128xf32>
    %2052 = stablehlo.add %arg17, %1986 : tensor<64xf32>
    %2053 = stablehlo.add %arg18, %1988 : tensor<64xf32>
    %2054 = stablehlo.add %arg19, %1990 : tensor<64xf32>
    %2055 = stablehlo.add %arg20, %1992 : tensor<128x64xf32>
    %2056 = stablehlo.add %arg21, %1994 : tensor<64xf32>
    %2057 = stablehlo.add %arg22, %1996 : tensor<64xf32>
    %2058 = stablehlo.add %arg23, %1998 : tensor<64xf32>
    %2059 = stablehlo.add %arg24, %2000 : tensor<64x64xf32>
    %2060 = stablehlo.add %arg25, %2002 : tensor<64xf32>
    %2061 = stablehlo.add %arg26, %2004 : tensor<64x64xf32>
    %2062 = stablehlo.add %arg27, %2006 : tensor<64xf32>
    %2063 = stablehlo.add %arg28, %2008 : tensor<64x64xf32>
    %2064 = stablehlo.add %arg29, %2010 : tensor<64xf32>
    %2065 = stablehlo.add %arg30, %2012 : tensor<64x64xf32>
    %2066 = stablehlo.add %arg31, %2014 : tensor<128xf32>
    %2067 = stablehlo.add %arg32, %2016 : tensor<64x128xf32>
    %2068 = stablehlo.add %arg33, %2018 : tensor<64xf32>
    %2069 = stablehlo.add %arg34, %2020 : tensor<64xf32>
    %2070 = stablehlo.add %arg35, %2022 : tensor<64xf32>
    %2071 = stablehlo.add %arg36, %2024 : tensor<128x64xf32>
    %2072 = stablehlo.add %arg37, %2026 : tensor<256xf32>
    %2073 = stablehlo.add %arg38, %2028 : tensor<64xf32>
    %2074 = stablehlo.add %arg39, %2030 : tensor<64xf32>
    %2075 = stablehlo.add %arg40, %2032 : tensor<64xf32>
    %2076 = stablehlo.add %arg41, %2034 : tensor<64x64xf32>
    return %2035, %2036, %2037, %2038, %2039, %2040, %2041, %2042, %2043, %2044, %2045, %2046, %2047, %2048, %2049, %2050, %2051, %2052, %2053, %2054, %2055, %2056, %2057, %2058, %2059, %2060, %2061, %2062, %2063, %2064, %2065, %2066, %2067, %2068, %2069, %2070, %2071, %2072, %2073, %2074, %2075, %2076, %1398, %938, %943, %948, %953, %958, %963, %968, %973, %978, %983, %988, %993, %998, %1003, %1008, %1013, %1018, %1023, %1028, %1033, %1038, %1043, %1048, %1053, %1058, %1063, %1068, %1073, %1078, %1083, %1088, %1093, %1098, %1103, %1108, %1113, %1118, %1123, %1128, %1133, %1138, %1143, %1149, %1155, %1161, %1167, %1173, %1179, %1185, %1191, %1197, %1203, %1209, %1215, %1221, %1227, %1233, %1239, %1245, %1251, %1257, %1263, %1269, %1275, %1281, %1287, %1293, %1299, %1305, %1311, %1317, %1323, %1329, %1335, %1341, %1347, %1353, %1359, %1365, %1371, %1377, %1383, %1389, %1395, %505 : tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<i32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<2x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<f32>
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
  func.func private @_take_1(%arg0: tensor<2x64xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x64xf32>, tensor<8x16x1xi32>) {
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
    %23:2 = call @threefry2x32_2(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>) -> (tensor<8x16x64xui32>, tensor<8x16x64xui32>)
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
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x16x64xui32>, %arg3: tensor<8x16x64xui32>) -> (tensor<8x16x64xui32>, tensor<8x16x64xui32>) {
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
      %7:8 = func.call @closed_call_3(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x16x64xui32>, tensor<8x16x64xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<8x16x64xui32>, %arg2: tensor<8x16x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x16x64xui32>, tensor<8x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_bernoulli_4(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<1x1x16x16xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_5(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x1x16x16xi1>
    return %2 : tensor<1x1x16x16xi1>
  }
  func.func private @_uniform_5(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x16xf32> {
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
    %27:2 = call @threefry2x32_6(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>) -> (tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>)
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
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x16x16xui32>, %arg3: tensor<1x1x16x16xui32>) -> (tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>) {
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
      %7:8 = func.call @closed_call_7(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<1x1x16x16xui32>, %arg2: tensor<1x1x16x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x16xui32>, tensor<1x1x16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_take_8(%arg0: tensor<8x16x1xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_9(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_10(%arg0: tensor<1xi32>, %arg1: tensor<8x16xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x1xf32>, tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @take_along_axis_11(%arg0: tensor<8x16x1x1xi32>, %arg1: tensor<8x16x1xf32>) -> tensor<8x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x256xf32>, tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    return %1 : tensor<8x16x256xf32>
  }
  func.func private @_take_12(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<2x64xf32>
    return %1 : tensor<2x64xf32>
  }
  func.func private @_take_13(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @_take_14(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x16x1xi32>, tensor<8x16x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
