module @jit_vit_train_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<1x17x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 40 : i32}, %arg41: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<1x17x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>, tf.aliasing_output = 85 : i32}, %arg86: tensor<1x17x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 87 : i32}, %arg88: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 88 : i32}, %arg89: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 89 : i32}, %arg90: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 90 : i32}, %arg91: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 91 : i32}, %arg92: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 92 : i32}, %arg93: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 93 : i32}, %arg94: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 94 : i32}, %arg95: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 95 : i32}, %arg96: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 96 : i32}, %arg97: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 97 : i32}, %arg98: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 98 : i32}, %arg99: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 99 : i32}, %arg100: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 101 : i32}, %arg102: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 103 : i32}, %arg104: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 104 : i32}, %arg105: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 105 : i32}, %arg106: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 106 : i32}, %arg107: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 107 : i32}, %arg108: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 109 : i32}, %arg110: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 110 : i32}, %arg111: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 111 : i32}, %arg112: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 112 : i32}, %arg113: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 113 : i32}, %arg114: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 114 : i32}, %arg115: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 115 : i32}, %arg116: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 116 : i32}, %arg117: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 117 : i32}, %arg118: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 118 : i32}, %arg119: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 119 : i32}, %arg120: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 120 : i32}, %arg121: tensor<8x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg122: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<16xf32> {jax.result_info = "result[0]['classifier']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[0]['classifier']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1x1x64xf32> {jax.result_info = "result[0]['vit']['embeddings']['cls_token']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['embeddings']['patch_embeddings']['projection']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<8x8x3x64xf32> {jax.result_info = "result[0]['vit']['embeddings']['patch_embeddings']['projection']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, tensor<1x17x64xf32> {jax.result_info = "result[0]['vit']['embeddings']['position_embeddings']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['vit']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[0]['vit']['layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16xf32> {jax.result_info = "result[1][0].mu['classifier']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['classifier']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1x1x64xf32> {jax.result_info = "result[1][0].mu['vit']['embeddings']['cls_token']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['embeddings']['patch_embeddings']['projection']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<8x8x3x64xf32> {jax.result_info = "result[1][0].mu['vit']['embeddings']['patch_embeddings']['projection']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, tensor<1x17x64xf32> {jax.result_info = "result[1][0].mu['vit']['embeddings']['position_embeddings']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['vit']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].mu['vit']['layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[1][0].nu['classifier']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['classifier']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1x1x64xf32> {jax.result_info = "result[1][0].nu['vit']['embeddings']['cls_token']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['embeddings']['patch_embeddings']['projection']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<8x8x3x64xf32> {jax.result_info = "result[1][0].nu['vit']['embeddings']['patch_embeddings']['projection']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, tensor<1x17x64xf32> {jax.result_info = "result[1][0].nu['vit']['embeddings']['position_embeddings']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['0']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['key']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['query']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['value']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['attention']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['intermediate']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['intermediate']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['layernorm_after']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['layernorm_after']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['layernorm_before']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['layernorm_before']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['output']['dense']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['vit']['encoder']['layer']['1']['output']['dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['layernorm']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[1][0].nu['vit']['layernorm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.transpose %arg121, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %2 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x4x4x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 1 : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2] : (tensor<1x17x64xf32>) -> tensor<8x17x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x17x64xf32>
    %10 = chlo.square %9 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<8x17x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x17xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %18 = stablehlo.divide %16, %17 : tensor<8x17xf32>
    %19 = chlo.square %15 : tensor<8x17xf32> -> tensor<8x17xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %21 = stablehlo.multiply %20, %15 : tensor<8x17xf32>
    %22 = stablehlo.subtract %18, %19 : tensor<8x17xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<8x17xf32>
    %25 = stablehlo.compare EQ, %22, %24, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<8x17xi1>, tensor<8x17xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %30 = stablehlo.compare EQ, %29, %24, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %33 = stablehlo.select %30, %31, %32 : tensor<8x17xi1>, tensor<8x17xf32>
    %34 = stablehlo.divide %28, %33 : tensor<8x17xf32>
    %35 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %36 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %38 = stablehlo.subtract %9, %37 : tensor<8x17x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %40 = stablehlo.add %36, %39 : tensor<8x17x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<8x17x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<8x17x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x17x1xf32>
    %45 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<8x17x64xf32>
    %49 = stablehlo.multiply %38, %48 : tensor<8x17x64xf32>
    %50 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x17x64xf32>
    %53 = stablehlo.dot_general %52, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %54 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x17x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %58 = stablehlo.dot_general %52, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %59 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x17x64xf32>
    %62 = stablehlo.reshape %61 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %63 = stablehlo.dot_general %52, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %64 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x17x64xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.sqrt %cst_13 : tensor<f32>
    %69 = stablehlo.convert %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %71 = stablehlo.divide %57, %70 : tensor<8x17x4x16xf32>
    %72 = stablehlo.dot_general %71, %67, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<8x4x17xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<8x4x17x17xf32>
    %79 = stablehlo.exponential %78 : tensor<8x4x17x17xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %83 = stablehlo.divide %79, %82 : tensor<8x4x17x17xf32>
    %84 = stablehlo.multiply %81, %81 : tensor<8x4x17x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x17x1xf32>
    %86 = stablehlo.divide %85, %84 : tensor<8x4x17x1xf32>
    %87 = stablehlo.dot_general %62, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %90 = stablehlo.dot_general %89, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %91 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x17x64xf32>
    %94 = stablehlo.add %93, %9 : tensor<8x17x64xf32>
    %95 = chlo.square %94 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<8x17x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8x17xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%95 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8x17xf32>
    %104 = chlo.square %100 : tensor<8x17xf32> -> tensor<8x17xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %106 = stablehlo.multiply %105, %100 : tensor<8x17xf32>
    %107 = stablehlo.subtract %103, %104 : tensor<8x17xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<8x17xf32>
    %110 = stablehlo.compare EQ, %107, %109, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %113 = stablehlo.select %110, %111, %112 : tensor<8x17xi1>, tensor<8x17xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %115 = stablehlo.compare EQ, %114, %109, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %118 = stablehlo.select %115, %116, %117 : tensor<8x17xi1>, tensor<8x17xf32>
    %119 = stablehlo.divide %113, %118 : tensor<8x17xf32>
    %120 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %121 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %123 = stablehlo.subtract %94, %122 : tensor<8x17x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<8x17x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<8x17x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<8x17x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x17x1xf32>
    %130 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<8x17x64xf32>
    %134 = stablehlo.multiply %123, %133 : tensor<8x17x64xf32>
    %135 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %137 = stablehlo.add %134, %136 : tensor<8x17x64xf32>
    %138 = stablehlo.dot_general %137, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %139 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x17x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<8x17x128xf32>
    %144 = stablehlo.negate %141 : tensor<8x17x128xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<8x17x128xf32>
    %147 = chlo.erfc %146 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %148 = chlo.square %146 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %149 = stablehlo.negate %148 : tensor<8x17x128xf32>
    %150 = stablehlo.exponential %149 : tensor<8x17x128xf32>
    %151 = stablehlo.multiply %143, %147 : tensor<8x17x128xf32>
    %152 = stablehlo.dot_general %151, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %153 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %155 = stablehlo.add %152, %154 : tensor<8x17x64xf32>
    %156 = stablehlo.add %155, %94 : tensor<8x17x64xf32>
    %157 = chlo.square %156 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %159 = stablehlo.multiply %158, %156 : tensor<8x17x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%156 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8x17xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%157 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %165 = stablehlo.divide %163, %164 : tensor<8x17xf32>
    %166 = chlo.square %162 : tensor<8x17xf32> -> tensor<8x17xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %168 = stablehlo.multiply %167, %162 : tensor<8x17xf32>
    %169 = stablehlo.subtract %165, %166 : tensor<8x17xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %171 = stablehlo.maximum %170, %169 : tensor<8x17xf32>
    %172 = stablehlo.compare EQ, %169, %171, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %175 = stablehlo.select %172, %173, %174 : tensor<8x17xi1>, tensor<8x17xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %177 = stablehlo.compare EQ, %176, %171, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %180 = stablehlo.select %177, %178, %179 : tensor<8x17xi1>, tensor<8x17xf32>
    %181 = stablehlo.divide %175, %180 : tensor<8x17xf32>
    %182 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %183 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %185 = stablehlo.subtract %156, %184 : tensor<8x17x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %187 = stablehlo.add %183, %186 : tensor<8x17x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<8x17x1xf32>
    %189 = stablehlo.divide %188, %187 : tensor<8x17x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<8x17x1xf32>
    %192 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<8x17x64xf32>
    %196 = stablehlo.multiply %185, %195 : tensor<8x17x64xf32>
    %197 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %199 = stablehlo.add %196, %198 : tensor<8x17x64xf32>
    %200 = stablehlo.dot_general %199, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %201 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %203 = stablehlo.add %200, %202 : tensor<8x17x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %205 = stablehlo.dot_general %199, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %206 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x17x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %210 = stablehlo.dot_general %199, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %211 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %213 = stablehlo.add %210, %212 : tensor<8x17x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %215 = stablehlo.sqrt %cst_48 : tensor<f32>
    %216 = stablehlo.convert %215 : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %218 = stablehlo.divide %204, %217 : tensor<8x17x4x16xf32>
    %219 = stablehlo.dot_general %218, %214, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %222 = stablehlo.maximum %221, %220 : tensor<8x4x17xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %225 = stablehlo.subtract %219, %224 : tensor<8x4x17x17xf32>
    %226 = stablehlo.exponential %225 : tensor<8x4x17x17xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %230 = stablehlo.divide %226, %229 : tensor<8x4x17x17xf32>
    %231 = stablehlo.multiply %228, %228 : tensor<8x4x17x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x4x17x1xf32>
    %233 = stablehlo.divide %232, %231 : tensor<8x4x17x1xf32>
    %234 = stablehlo.dot_general %209, %230, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %235 = stablehlo.transpose %234, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %237 = stablehlo.dot_general %236, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %238 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x17x64xf32>
    %241 = stablehlo.add %240, %156 : tensor<8x17x64xf32>
    %242 = chlo.square %241 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %244 = stablehlo.multiply %243, %241 : tensor<8x17x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%241 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %247 = stablehlo.divide %245, %246 : tensor<8x17xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%242 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_57 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %250 = stablehlo.divide %248, %249 : tensor<8x17xf32>
    %251 = chlo.square %247 : tensor<8x17xf32> -> tensor<8x17xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %253 = stablehlo.multiply %252, %247 : tensor<8x17xf32>
    %254 = stablehlo.subtract %250, %251 : tensor<8x17xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %256 = stablehlo.maximum %255, %254 : tensor<8x17xf32>
    %257 = stablehlo.compare EQ, %254, %256, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %260 = stablehlo.select %257, %258, %259 : tensor<8x17xi1>, tensor<8x17xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %262 = stablehlo.compare EQ, %261, %256, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %265 = stablehlo.select %262, %263, %264 : tensor<8x17xi1>, tensor<8x17xf32>
    %266 = stablehlo.divide %260, %265 : tensor<8x17xf32>
    %267 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %268 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %270 = stablehlo.subtract %241, %269 : tensor<8x17x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %272 = stablehlo.add %268, %271 : tensor<8x17x1xf32>
    %273 = stablehlo.rsqrt %272 : tensor<8x17x1xf32>
    %274 = stablehlo.divide %273, %272 : tensor<8x17x1xf32>
    %cst_66 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %276 = stablehlo.multiply %275, %274 : tensor<8x17x1xf32>
    %277 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8x17x64xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<8x17x64xf32>
    %282 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<8x17x64xf32>
    %285 = stablehlo.dot_general %284, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %286 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %288 = stablehlo.add %285, %287 : tensor<8x17x128xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<8x17x128xf32>
    %291 = stablehlo.negate %288 : tensor<8x17x128xf32>
    %cst_68 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<8x17x128xf32>
    %294 = chlo.erfc %293 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %295 = chlo.square %293 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %296 = stablehlo.negate %295 : tensor<8x17x128xf32>
    %297 = stablehlo.exponential %296 : tensor<8x17x128xf32>
    %298 = stablehlo.multiply %290, %294 : tensor<8x17x128xf32>
    %299 = stablehlo.dot_general %298, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %300 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %302 = stablehlo.add %299, %301 : tensor<8x17x64xf32>
    %303 = stablehlo.add %302, %241 : tensor<8x17x64xf32>
    %304 = chlo.square %303 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %306 = stablehlo.multiply %305, %303 : tensor<8x17x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%303 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %309 = stablehlo.divide %307, %308 : tensor<8x17xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%304 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %312 = stablehlo.divide %310, %311 : tensor<8x17xf32>
    %313 = chlo.square %309 : tensor<8x17xf32> -> tensor<8x17xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %315 = stablehlo.multiply %314, %309 : tensor<8x17xf32>
    %316 = stablehlo.subtract %312, %313 : tensor<8x17xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %318 = stablehlo.maximum %317, %316 : tensor<8x17xf32>
    %319 = stablehlo.compare EQ, %316, %318, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %322 = stablehlo.select %319, %320, %321 : tensor<8x17xi1>, tensor<8x17xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %324 = stablehlo.compare EQ, %323, %318, FLOAT : (tensor<8x17xf32>, tensor<8x17xf32>) -> tensor<8x17xi1>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %327 = stablehlo.select %324, %325, %326 : tensor<8x17xi1>, tensor<8x17xf32>
    %328 = stablehlo.divide %322, %327 : tensor<8x17xf32>
    %329 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %330 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %332 = stablehlo.subtract %303, %331 : tensor<8x17x64xf32>
    %cst_81 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %334 = stablehlo.add %330, %333 : tensor<8x17x1xf32>
    %335 = stablehlo.rsqrt %334 : tensor<8x17x1xf32>
    %336 = stablehlo.divide %335, %334 : tensor<8x17x1xf32>
    %cst_82 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<8x17x1xf32>
    %339 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %340 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %341 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %342 = stablehlo.multiply %340, %341 : tensor<8x17x64xf32>
    %343 = stablehlo.multiply %332, %342 : tensor<8x17x64xf32>
    %344 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %346 = stablehlo.add %343, %345 : tensor<8x17x64xf32>
    %347 = stablehlo.slice %346 [0:8, 0:1, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x1x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %349 = stablehlo.dot_general %348, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %350 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %352 = stablehlo.add %349, %351 : tensor<8x16xf32>
    %353 = stablehlo.broadcast_in_dim %arg122, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %354:2 = call @take_along_axis(%352, %353) : (tensor<8x16xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %355:2 = call @_take(%354#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %356 = stablehlo.reduce(%352 init: %cst_83) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %358 = stablehlo.maximum %357, %356 : tensor<8xf32>
    %359 = stablehlo.is_finite %358 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %361 = stablehlo.select %359, %358, %360 : tensor<8xi1>, tensor<8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %364 = stablehlo.subtract %352, %363 : tensor<8x16xf32>
    %365 = stablehlo.exponential %364 : tensor<8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_86) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %367 = stablehlo.abs %366 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %369 = stablehlo.compare GE, %366, %368, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %370 = stablehlo.log %367 : tensor<8xf32>
    %371 = stablehlo.add %370, %361 : tensor<8xf32>
    %372 = stablehlo.subtract %371, %355#0 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_88) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %374 = stablehlo.divide %373, %cst_89 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_91 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %375 = stablehlo.divide %cst_90, %cst_91 : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %377 = stablehlo.negate %376 : tensor<8xf32>
    %378 = stablehlo.divide %376, %367 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = stablehlo.select %369, %379, %378 : tensor<8xi1>, tensor<8xf32>
    %381 = stablehlo.select %369, %378, %379 : tensor<8xi1>, tensor<8xf32>
    %382 = stablehlo.negate %380 : tensor<8xf32>
    %383 = stablehlo.add %381, %382 : tensor<8xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %385 = stablehlo.multiply %384, %365 : tensor<8x16xf32>
    %386 = call @_take_0(%355#1, %377) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %387 = call @take_along_axis_1(%354#1, %386) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    %388 = stablehlo.add %385, %387 : tensor<8x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_93) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %390 = stablehlo.reshape %389 : (tensor<16xf32>) -> tensor<1x16xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x16xf32>) -> tensor<16xf32>
    %392 = stablehlo.dot_general %388, %348, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
    %393 = stablehlo.transpose %392, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %394 = stablehlo.dot_general %388, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<64x16xf32>) -> tensor<8x64xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.pad %395, %cst_94, low = [0, 0, 0], high = [0, 16, 0], interior = [0, 0, 0] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x17x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.reshape %397 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %399 = stablehlo.reshape %398 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %400 = stablehlo.multiply %332, %396 : tensor<8x17x64xf32>
    %401 = stablehlo.multiply %396, %342 : tensor<8x17x64xf32>
    %402 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<8x17x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %405 = stablehlo.reshape %404 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %406 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %407 = stablehlo.multiply %400, %406 : tensor<8x17x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %410 = stablehlo.reshape %405 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %411 = stablehlo.multiply %409, %338 : tensor<8x17x1xf32>
    %412 = stablehlo.negate %401 : tensor<8x17x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %414 = stablehlo.reshape %413 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%411 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%414 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %417 = stablehlo.multiply %415, %328 : tensor<8x17xf32>
    %418 = stablehlo.negate %417 : tensor<8x17xf32>
    %419 = stablehlo.multiply %418, %315 : tensor<8x17xf32>
    %420 = stablehlo.add %416, %419 : tensor<8x17xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %422 = stablehlo.divide %417, %421 : tensor<8x17xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %cst_102 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %425 = stablehlo.divide %420, %424 : tensor<8x17xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %427 = stablehlo.add %401, %426 : tensor<8x17x64xf32>
    %428 = stablehlo.multiply %423, %306 : tensor<8x17x64xf32>
    %429 = stablehlo.add %427, %428 : tensor<8x17x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %431 = stablehlo.reshape %430 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %432 = stablehlo.reshape %431 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %433 = stablehlo.dot_general %429, %298, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x128xf32>) -> tensor<64x128xf32>
    %434 = stablehlo.transpose %433, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %435 = stablehlo.dot_general %429, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<128x64xf32>) -> tensor<8x17x128xf32>
    %436 = stablehlo.multiply %290, %435 : tensor<8x17x128xf32>
    %437 = stablehlo.multiply %435, %294 : tensor<8x17x128xf32>
    %cst_104 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %439 = stablehlo.multiply %438, %436 : tensor<8x17x128xf32>
    %440 = stablehlo.multiply %439, %297 : tensor<8x17x128xf32>
    %cst_105 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<8x17x128xf32>
    %443 = stablehlo.negate %442 : tensor<8x17x128xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %445 = stablehlo.multiply %444, %437 : tensor<8x17x128xf32>
    %446 = stablehlo.add %443, %445 : tensor<8x17x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x128xf32>, tensor<f32>) -> tensor<128xf32>
    %448 = stablehlo.reshape %447 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %449 = stablehlo.reshape %448 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %450 = stablehlo.dot_general %446, %284, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<8x17x64xf32>) -> tensor<128x64xf32>
    %451 = stablehlo.transpose %450, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %452 = stablehlo.dot_general %446, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<64x128xf32>) -> tensor<8x17x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %454 = stablehlo.reshape %453 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %456 = stablehlo.multiply %270, %452 : tensor<8x17x64xf32>
    %457 = stablehlo.multiply %452, %280 : tensor<8x17x64xf32>
    %458 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %459 = stablehlo.multiply %458, %456 : tensor<8x17x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.reshape %460 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %462 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %463 = stablehlo.multiply %456, %462 : tensor<8x17x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %466 = stablehlo.reshape %461 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %467 = stablehlo.multiply %465, %276 : tensor<8x17x1xf32>
    %468 = stablehlo.negate %457 : tensor<8x17x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %470 = stablehlo.reshape %469 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %471 = stablehlo.add %429, %457 : tensor<8x17x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%467 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%470 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %474 = stablehlo.multiply %472, %266 : tensor<8x17xf32>
    %475 = stablehlo.negate %474 : tensor<8x17xf32>
    %476 = stablehlo.multiply %475, %253 : tensor<8x17xf32>
    %477 = stablehlo.add %473, %476 : tensor<8x17xf32>
    %cst_114 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %479 = stablehlo.divide %474, %478 : tensor<8x17xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %cst_115 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %482 = stablehlo.divide %477, %481 : tensor<8x17xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %484 = stablehlo.add %471, %483 : tensor<8x17x64xf32>
    %485 = stablehlo.multiply %480, %244 : tensor<8x17x64xf32>
    %486 = stablehlo.add %484, %485 : tensor<8x17x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%486 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %488 = stablehlo.reshape %487 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %489 = stablehlo.reshape %488 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %490 = stablehlo.dot_general %486, %236, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %491 = stablehlo.transpose %490, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %492 = stablehlo.dot_general %486, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %494 = stablehlo.transpose %493, dims = [0, 2, 3, 1] : (tensor<8x17x4x16xf32>) -> tensor<8x4x16x17xf32>
    %495 = stablehlo.dot_general %494, %209, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %496 = stablehlo.dot_general %494, %230, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x17xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %497 = stablehlo.transpose %496, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %498 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %499 = stablehlo.multiply %495, %498 : tensor<8x4x17x17xf32>
    %500 = stablehlo.multiply %499, %226 : tensor<8x4x17x17xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %502 = stablehlo.reshape %501 : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %503 = stablehlo.negate %502 : tensor<8x4x17x1xf32>
    %504 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %505 = stablehlo.divide %495, %504 : tensor<8x4x17x17xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%503 init: %cst_118) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x1xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x17xf32>
    %508 = stablehlo.add %505, %507 : tensor<8x4x17x17xf32>
    %509 = stablehlo.multiply %508, %226 : tensor<8x4x17x17xf32>
    %510 = stablehlo.dot_general %509, %218, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x17x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x16xf32>
    %511 = stablehlo.transpose %510, dims = [0, 2, 1, 3] : (tensor<8x4x17x16xf32>) -> tensor<8x17x4x16xf32>
    %512 = stablehlo.dot_general %509, %214, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x17x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x16xf32>
    %513 = stablehlo.transpose %512, dims = [0, 2, 1, 3] : (tensor<8x4x17x16xf32>) -> tensor<8x17x4x16xf32>
    %514 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %515 = stablehlo.divide %513, %514 : tensor<8x17x4x16xf32>
    %516 = stablehlo.reshape %511 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%516 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %518 = stablehlo.reshape %517 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %520 = stablehlo.dot_general %516, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %521 = stablehlo.transpose %520, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %522 = stablehlo.dot_general %516, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %523 = stablehlo.reshape %497 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %525 = stablehlo.reshape %524 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %526 = stablehlo.reshape %525 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %527 = stablehlo.dot_general %523, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %528 = stablehlo.transpose %527, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %529 = stablehlo.dot_general %523, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %530 = stablehlo.add %522, %529 : tensor<8x17x64xf32>
    %531 = stablehlo.reshape %515 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %533 = stablehlo.reshape %532 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %534 = stablehlo.reshape %533 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %535 = stablehlo.dot_general %531, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %536 = stablehlo.transpose %535, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %537 = stablehlo.dot_general %531, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %538 = stablehlo.add %530, %537 : tensor<8x17x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %540 = stablehlo.reshape %539 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %541 = stablehlo.reshape %540 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %542 = stablehlo.multiply %185, %538 : tensor<8x17x64xf32>
    %543 = stablehlo.multiply %538, %195 : tensor<8x17x64xf32>
    %544 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %545 = stablehlo.multiply %544, %542 : tensor<8x17x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %547 = stablehlo.reshape %546 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %548 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %549 = stablehlo.multiply %542, %548 : tensor<8x17x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %551 = stablehlo.reshape %550 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %552 = stablehlo.reshape %547 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %553 = stablehlo.multiply %551, %191 : tensor<8x17x1xf32>
    %554 = stablehlo.negate %543 : tensor<8x17x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %557 = stablehlo.add %486, %543 : tensor<8x17x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%553 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%556 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %560 = stablehlo.multiply %558, %181 : tensor<8x17xf32>
    %561 = stablehlo.negate %560 : tensor<8x17xf32>
    %562 = stablehlo.multiply %561, %168 : tensor<8x17xf32>
    %563 = stablehlo.add %559, %562 : tensor<8x17xf32>
    %cst_128 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %565 = stablehlo.divide %560, %564 : tensor<8x17xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %cst_129 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %568 = stablehlo.divide %563, %567 : tensor<8x17xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %570 = stablehlo.add %557, %569 : tensor<8x17x64xf32>
    %571 = stablehlo.multiply %566, %159 : tensor<8x17x64xf32>
    %572 = stablehlo.add %570, %571 : tensor<8x17x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %574 = stablehlo.reshape %573 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %575 = stablehlo.reshape %574 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %576 = stablehlo.dot_general %572, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x128xf32>) -> tensor<64x128xf32>
    %577 = stablehlo.transpose %576, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %578 = stablehlo.dot_general %572, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<128x64xf32>) -> tensor<8x17x128xf32>
    %579 = stablehlo.multiply %143, %578 : tensor<8x17x128xf32>
    %580 = stablehlo.multiply %578, %147 : tensor<8x17x128xf32>
    %cst_131 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %582 = stablehlo.multiply %581, %579 : tensor<8x17x128xf32>
    %583 = stablehlo.multiply %582, %150 : tensor<8x17x128xf32>
    %cst_132 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<8x17x128xf32>
    %586 = stablehlo.negate %585 : tensor<8x17x128xf32>
    %cst_133 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %588 = stablehlo.multiply %587, %580 : tensor<8x17x128xf32>
    %589 = stablehlo.add %586, %588 : tensor<8x17x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x128xf32>, tensor<f32>) -> tensor<128xf32>
    %591 = stablehlo.reshape %590 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %592 = stablehlo.reshape %591 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %593 = stablehlo.dot_general %589, %137, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<8x17x64xf32>) -> tensor<128x64xf32>
    %594 = stablehlo.transpose %593, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %595 = stablehlo.dot_general %589, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<64x128xf32>) -> tensor<8x17x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %597 = stablehlo.reshape %596 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %598 = stablehlo.reshape %597 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %599 = stablehlo.multiply %123, %595 : tensor<8x17x64xf32>
    %600 = stablehlo.multiply %595, %133 : tensor<8x17x64xf32>
    %601 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %602 = stablehlo.multiply %601, %599 : tensor<8x17x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.reshape %603 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %605 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %606 = stablehlo.multiply %599, %605 : tensor<8x17x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %608 = stablehlo.reshape %607 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %609 = stablehlo.reshape %604 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %610 = stablehlo.multiply %608, %129 : tensor<8x17x1xf32>
    %611 = stablehlo.negate %600 : tensor<8x17x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %613 = stablehlo.reshape %612 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %614 = stablehlo.add %572, %600 : tensor<8x17x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%610 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%613 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %617 = stablehlo.multiply %615, %119 : tensor<8x17xf32>
    %618 = stablehlo.negate %617 : tensor<8x17xf32>
    %619 = stablehlo.multiply %618, %106 : tensor<8x17xf32>
    %620 = stablehlo.add %616, %619 : tensor<8x17xf32>
    %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %622 = stablehlo.divide %617, %621 : tensor<8x17xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %cst_142 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %625 = stablehlo.divide %620, %624 : tensor<8x17xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %627 = stablehlo.add %614, %626 : tensor<8x17x64xf32>
    %628 = stablehlo.multiply %623, %97 : tensor<8x17x64xf32>
    %629 = stablehlo.add %627, %628 : tensor<8x17x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %631 = stablehlo.reshape %630 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %632 = stablehlo.reshape %631 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %633 = stablehlo.dot_general %629, %89, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %634 = stablehlo.transpose %633, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %635 = stablehlo.dot_general %629, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %636 = stablehlo.reshape %635 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %637 = stablehlo.transpose %636, dims = [0, 2, 3, 1] : (tensor<8x17x4x16xf32>) -> tensor<8x4x16x17xf32>
    %638 = stablehlo.dot_general %637, %62, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %639 = stablehlo.dot_general %637, %83, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x17xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %640 = stablehlo.transpose %639, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %641 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %642 = stablehlo.multiply %638, %641 : tensor<8x4x17x17xf32>
    %643 = stablehlo.multiply %642, %79 : tensor<8x4x17x17xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_144) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %645 = stablehlo.reshape %644 : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %646 = stablehlo.negate %645 : tensor<8x4x17x1xf32>
    %647 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %648 = stablehlo.divide %638, %647 : tensor<8x4x17x17xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%646 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x1xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x17xf32>
    %651 = stablehlo.add %648, %650 : tensor<8x4x17x17xf32>
    %652 = stablehlo.multiply %651, %79 : tensor<8x4x17x17xf32>
    %653 = stablehlo.dot_general %652, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x17x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x16xf32>
    %654 = stablehlo.transpose %653, dims = [0, 2, 1, 3] : (tensor<8x4x17x16xf32>) -> tensor<8x17x4x16xf32>
    %655 = stablehlo.dot_general %652, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x17x17xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x16xf32>
    %656 = stablehlo.transpose %655, dims = [0, 2, 1, 3] : (tensor<8x4x17x16xf32>) -> tensor<8x17x4x16xf32>
    %657 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %658 = stablehlo.divide %656, %657 : tensor<8x17x4x16xf32>
    %659 = stablehlo.reshape %654 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %661 = stablehlo.reshape %660 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %662 = stablehlo.reshape %661 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %663 = stablehlo.dot_general %659, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %664 = stablehlo.transpose %663, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %665 = stablehlo.dot_general %659, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %666 = stablehlo.reshape %640 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %668 = stablehlo.reshape %667 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %669 = stablehlo.reshape %668 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %670 = stablehlo.dot_general %666, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %671 = stablehlo.transpose %670, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %672 = stablehlo.dot_general %666, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %673 = stablehlo.add %665, %672 : tensor<8x17x64xf32>
    %674 = stablehlo.reshape %658 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.reshape %675 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %677 = stablehlo.reshape %676 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %678 = stablehlo.dot_general %674, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<8x17x64xf32>) -> tensor<64x64xf32>
    %679 = stablehlo.transpose %678, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %680 = stablehlo.dot_general %674, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %681 = stablehlo.add %673, %680 : tensor<8x17x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %683 = stablehlo.reshape %682 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %684 = stablehlo.reshape %683 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %685 = stablehlo.multiply %38, %681 : tensor<8x17x64xf32>
    %686 = stablehlo.multiply %681, %48 : tensor<8x17x64xf32>
    %687 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %688 = stablehlo.multiply %687, %685 : tensor<8x17x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%688 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<64xf32>
    %690 = stablehlo.reshape %689 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %691 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %692 = stablehlo.multiply %685, %691 : tensor<8x17x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %695 = stablehlo.reshape %690 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %696 = stablehlo.multiply %694, %44 : tensor<8x17x1xf32>
    %697 = stablehlo.negate %686 : tensor<8x17x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %699 = stablehlo.reshape %698 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %700 = stablehlo.add %629, %686 : tensor<8x17x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%696 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%699 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17xf32>
    %703 = stablehlo.multiply %701, %34 : tensor<8x17xf32>
    %704 = stablehlo.negate %703 : tensor<8x17xf32>
    %705 = stablehlo.multiply %704, %21 : tensor<8x17xf32>
    %706 = stablehlo.add %702, %705 : tensor<8x17xf32>
    %cst_155 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %708 = stablehlo.divide %703, %707 : tensor<8x17xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %cst_156 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %711 = stablehlo.divide %706, %710 : tensor<8x17xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x64xf32>
    %713 = stablehlo.add %700, %712 : tensor<8x17x64xf32>
    %714 = stablehlo.multiply %709, %12 : tensor<8x17x64xf32>
    %715 = stablehlo.add %713, %714 : tensor<8x17x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_157) applies stablehlo.add across dimensions = [0] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<17x64xf32>
    %717 = stablehlo.reshape %716 : (tensor<17x64xf32>) -> tensor<1x17x64xf32>
    %718 = stablehlo.slice %715 [0:8, 0:1, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x1x64xf32>
    %719 = stablehlo.slice %715 [0:8, 1:17, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x16x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%718 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %722 = stablehlo.reshape %719 : (tensor<8x16x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_159) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %724 = stablehlo.reshape %723 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %725 = stablehlo.reshape %724 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %726 = stablehlo.convolution(%0, %722) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [8, 8], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x4x4x64xf32>) -> tensor<8x8x3x64xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %728 = stablehlo.multiply %727, %391 : tensor<16xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %730 = stablehlo.multiply %729, %arg41 : tensor<16xf32>
    %731 = stablehlo.add %728, %730 : tensor<16xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %733 = stablehlo.multiply %732, %393 : tensor<64x16xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %735 = stablehlo.multiply %734, %arg42 : tensor<64x16xf32>
    %736 = stablehlo.add %733, %735 : tensor<64x16xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %738 = stablehlo.multiply %737, %721 : tensor<1x1x64xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %740 = stablehlo.multiply %739, %arg43 : tensor<1x1x64xf32>
    %741 = stablehlo.add %738, %740 : tensor<1x1x64xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %743 = stablehlo.multiply %742, %725 : tensor<64xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %745 = stablehlo.multiply %744, %arg44 : tensor<64xf32>
    %746 = stablehlo.add %743, %745 : tensor<64xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %748 = stablehlo.multiply %747, %726 : tensor<8x8x3x64xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %750 = stablehlo.multiply %749, %arg45 : tensor<8x8x3x64xf32>
    %751 = stablehlo.add %748, %750 : tensor<8x8x3x64xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %753 = stablehlo.multiply %752, %717 : tensor<1x17x64xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %755 = stablehlo.multiply %754, %arg46 : tensor<1x17x64xf32>
    %756 = stablehlo.add %753, %755 : tensor<1x17x64xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %758 = stablehlo.multiply %757, %662 : tensor<64xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %760 = stablehlo.multiply %759, %arg47 : tensor<64xf32>
    %761 = stablehlo.add %758, %760 : tensor<64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %763 = stablehlo.multiply %762, %664 : tensor<64x64xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %765 = stablehlo.multiply %764, %arg48 : tensor<64x64xf32>
    %766 = stablehlo.add %763, %765 : tensor<64x64xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %768 = stablehlo.multiply %767, %677 : tensor<64xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %770 = stablehlo.multiply %769, %arg49 : tensor<64xf32>
    %771 = stablehlo.add %768, %770 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %773 = stablehlo.multiply %772, %679 : tensor<64x64xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %775 = stablehlo.multiply %774, %arg50 : tensor<64x64xf32>
    %776 = stablehlo.add %773, %775 : tensor<64x64xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %778 = stablehlo.multiply %777, %669 : tensor<64xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %780 = stablehlo.multiply %779, %arg51 : tensor<64xf32>
    %781 = stablehlo.add %778, %780 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %783 = stablehlo.multiply %782, %671 : tensor<64x64xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %785 = stablehlo.multiply %784, %arg52 : tensor<64x64xf32>
    %786 = stablehlo.add %783, %785 : tensor<64x64xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %788 = stablehlo.multiply %787, %632 : tensor<64xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %790 = stablehlo.multiply %789, %arg53 : tensor<64xf32>
    %791 = stablehlo.add %788, %790 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %793 = stablehlo.multiply %792, %634 : tensor<64x64xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %795 = stablehlo.multiply %794, %arg54 : tensor<64x64xf32>
    %796 = stablehlo.add %793, %795 : tensor<64x64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %798 = stablehlo.multiply %797, %592 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %800 = stablehlo.multiply %799, %arg55 : tensor<128xf32>
    %801 = stablehlo.add %798, %800 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %803 = stablehlo.multiply %802, %594 : tensor<64x128xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %805 = stablehlo.multiply %804, %arg56 : tensor<64x128xf32>
    %806 = stablehlo.add %803, %805 : tensor<64x128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %808 = stablehlo.multiply %807, %598 : tensor<64xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %810 = stablehlo.multiply %809, %arg57 : tensor<64xf32>
    %811 = stablehlo.add %808, %810 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %813 = stablehlo.multiply %812, %609 : tensor<64xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %815 = stablehlo.multiply %814, %arg58 : tensor<64xf32>
    %816 = stablehlo.add %813, %815 : tensor<64xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %818 = stablehlo.multiply %817, %684 : tensor<64xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %820 = stablehlo.multiply %819, %arg59 : tensor<64xf32>
    %821 = stablehlo.add %818, %820 : tensor<64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %823 = stablehlo.multiply %822, %695 : tensor<64xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %825 = stablehlo.multiply %824, %arg60 : tensor<64xf32>
    %826 = stablehlo.add %823, %825 : tensor<64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %828 = stablehlo.multiply %827, %575 : tensor<64xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %830 = stablehlo.multiply %829, %arg61 : tensor<64xf32>
    %831 = stablehlo.add %828, %830 : tensor<64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %833 = stablehlo.multiply %832, %577 : tensor<128x64xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %835 = stablehlo.multiply %834, %arg62 : tensor<128x64xf32>
    %836 = stablehlo.add %833, %835 : tensor<128x64xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %838 = stablehlo.multiply %837, %519 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %840 = stablehlo.multiply %839, %arg63 : tensor<64xf32>
    %841 = stablehlo.add %838, %840 : tensor<64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %843 = stablehlo.multiply %842, %521 : tensor<64x64xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %845 = stablehlo.multiply %844, %arg64 : tensor<64x64xf32>
    %846 = stablehlo.add %843, %845 : tensor<64x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %848 = stablehlo.multiply %847, %534 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %850 = stablehlo.multiply %849, %arg65 : tensor<64xf32>
    %851 = stablehlo.add %848, %850 : tensor<64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %853 = stablehlo.multiply %852, %536 : tensor<64x64xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %855 = stablehlo.multiply %854, %arg66 : tensor<64x64xf32>
    %856 = stablehlo.add %853, %855 : tensor<64x64xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %858 = stablehlo.multiply %857, %526 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %860 = stablehlo.multiply %859, %arg67 : tensor<64xf32>
    %861 = stablehlo.add %858, %860 : tensor<64xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %863 = stablehlo.multiply %862, %528 : tensor<64x64xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %865 = stablehlo.multiply %864, %arg68 : tensor<64x64xf32>
    %866 = stablehlo.add %863, %865 : tensor<64x64xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %868 = stablehlo.multiply %867, %489 : tensor<64xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %870 = stablehlo.multiply %869, %arg69 : tensor<64xf32>
    %871 = stablehlo.add %868, %870 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %873 = stablehlo.multiply %872, %491 : tensor<64x64xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %875 = stablehlo.multiply %874, %arg70 : tensor<64x64xf32>
    %876 = stablehlo.add %873, %875 : tensor<64x64xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %878 = stablehlo.multiply %877, %449 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %880 = stablehlo.multiply %879, %arg71 : tensor<128xf32>
    %881 = stablehlo.add %878, %880 : tensor<128xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %883 = stablehlo.multiply %882, %451 : tensor<64x128xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %885 = stablehlo.multiply %884, %arg72 : tensor<64x128xf32>
    %886 = stablehlo.add %883, %885 : tensor<64x128xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %888 = stablehlo.multiply %887, %455 : tensor<64xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %890 = stablehlo.multiply %889, %arg73 : tensor<64xf32>
    %891 = stablehlo.add %888, %890 : tensor<64xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %893 = stablehlo.multiply %892, %466 : tensor<64xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %895 = stablehlo.multiply %894, %arg74 : tensor<64xf32>
    %896 = stablehlo.add %893, %895 : tensor<64xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %898 = stablehlo.multiply %897, %541 : tensor<64xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %900 = stablehlo.multiply %899, %arg75 : tensor<64xf32>
    %901 = stablehlo.add %898, %900 : tensor<64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %903 = stablehlo.multiply %902, %552 : tensor<64xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %905 = stablehlo.multiply %904, %arg76 : tensor<64xf32>
    %906 = stablehlo.add %903, %905 : tensor<64xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %908 = stablehlo.multiply %907, %432 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %910 = stablehlo.multiply %909, %arg77 : tensor<64xf32>
    %911 = stablehlo.add %908, %910 : tensor<64xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %913 = stablehlo.multiply %912, %434 : tensor<128x64xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %915 = stablehlo.multiply %914, %arg78 : tensor<128x64xf32>
    %916 = stablehlo.add %913, %915 : tensor<128x64xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %918 = stablehlo.multiply %917, %399 : tensor<64xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %920 = stablehlo.multiply %919, %arg79 : tensor<64xf32>
    %921 = stablehlo.add %918, %920 : tensor<64xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %923 = stablehlo.multiply %922, %410 : tensor<64xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %925 = stablehlo.multiply %924, %arg80 : tensor<64xf32>
    %926 = stablehlo.add %923, %925 : tensor<64xf32>
    %927 = stablehlo.multiply %391, %391 : tensor<16xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %929 = stablehlo.multiply %928, %927 : tensor<16xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %931 = stablehlo.multiply %930, %arg81 : tensor<16xf32>
    %932 = stablehlo.add %929, %931 : tensor<16xf32>
    %933 = stablehlo.multiply %393, %393 : tensor<64x16xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %935 = stablehlo.multiply %934, %933 : tensor<64x16xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %937 = stablehlo.multiply %936, %arg82 : tensor<64x16xf32>
    %938 = stablehlo.add %935, %937 : tensor<64x16xf32>
    %939 = stablehlo.multiply %721, %721 : tensor<1x1x64xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %941 = stablehlo.multiply %940, %939 : tensor<1x1x64xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %943 = stablehlo.multiply %942, %arg83 : tensor<1x1x64xf32>
    %944 = stablehlo.add %941, %943 : tensor<1x1x64xf32>
    %945 = stablehlo.multiply %725, %725 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %947 = stablehlo.multiply %946, %945 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %949 = stablehlo.multiply %948, %arg84 : tensor<64xf32>
    %950 = stablehlo.add %947, %949 : tensor<64xf32>
    %951 = stablehlo.multiply %726, %726 : tensor<8x8x3x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %953 = stablehlo.multiply %952, %951 : tensor<8x8x3x64xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %955 = stablehlo.multiply %954, %arg85 : tensor<8x8x3x64xf32>
    %956 = stablehlo.add %953, %955 : tensor<8x8x3x64xf32>
    %957 = stablehlo.multiply %717, %717 : tensor<1x17x64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %959 = stablehlo.multiply %958, %957 : tensor<1x17x64xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %961 = stablehlo.multiply %960, %arg86 : tensor<1x17x64xf32>
    %962 = stablehlo.add %959, %961 : tensor<1x17x64xf32>
    %963 = stablehlo.multiply %662, %662 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %965 = stablehlo.multiply %964, %963 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %967 = stablehlo.multiply %966, %arg87 : tensor<64xf32>
    %968 = stablehlo.add %965, %967 : tensor<64xf32>
    %969 = stablehlo.multiply %664, %664 : tensor<64x64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<64x64xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %973 = stablehlo.multiply %972, %arg88 : tensor<64x64xf32>
    %974 = stablehlo.add %971, %973 : tensor<64x64xf32>
    %975 = stablehlo.multiply %677, %677 : tensor<64xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %979 = stablehlo.multiply %978, %arg89 : tensor<64xf32>
    %980 = stablehlo.add %977, %979 : tensor<64xf32>
    %981 = stablehlo.multiply %679, %679 : tensor<64x64xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %983 = stablehlo.multiply %982, %981 : tensor<64x64xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %985 = stablehlo.multiply %984, %arg90 : tensor<64x64xf32>
    %986 = stablehlo.add %983, %985 : tensor<64x64xf32>
    %987 = stablehlo.multiply %669, %669 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %989 = stablehlo.multiply %988, %987 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %991 = stablehlo.multiply %990, %arg91 : tensor<64xf32>
    %992 = stablehlo.add %989, %991 : tensor<64xf32>
    %993 = stablehlo.multiply %671, %671 : tensor<64x64xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %995 = stablehlo.multiply %994, %993 : tensor<64x64xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %997 = stablehlo.multiply %996, %arg92 : tensor<64x64xf32>
    %998 = stablehlo.add %995, %997 : tensor<64x64xf32>
    %999 = stablehlo.multiply %632, %632 : tensor<64xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1001 = stablehlo.multiply %1000, %999 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1003 = stablehlo.multiply %1002, %arg93 : tensor<64xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<64xf32>
    %1005 = stablehlo.multiply %634, %634 : tensor<64x64xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1007 = stablehlo.multiply %1006, %1005 : tensor<64x64xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1009 = stablehlo.multiply %1008, %arg94 : tensor<64x64xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<64x64xf32>
    %1011 = stablehlo.multiply %592, %592 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1013 = stablehlo.multiply %1012, %1011 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1015 = stablehlo.multiply %1014, %arg95 : tensor<128xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<128xf32>
    %1017 = stablehlo.multiply %594, %594 : tensor<64x128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1019 = stablehlo.multiply %1018, %1017 : tensor<64x128xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1021 = stablehlo.multiply %1020, %arg96 : tensor<64x128xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<64x128xf32>
    %1023 = stablehlo.multiply %598, %598 : tensor<64xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1027 = stablehlo.multiply %1026, %arg97 : tensor<64xf32>
    %1028 = stablehlo.add %1025, %1027 : tensor<64xf32>
    %1029 = stablehlo.multiply %609, %609 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1031 = stablehlo.multiply %1030, %1029 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1033 = stablehlo.multiply %1032, %arg98 : tensor<64xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<64xf32>
    %1035 = stablehlo.multiply %684, %684 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1037 = stablehlo.multiply %1036, %1035 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1039 = stablehlo.multiply %1038, %arg99 : tensor<64xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<64xf32>
    %1041 = stablehlo.multiply %695, %695 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1045 = stablehlo.multiply %1044, %arg100 : tensor<64xf32>
    %1046 = stablehlo.add %1043, %1045 : tensor<64xf32>
    %1047 = stablehlo.multiply %575, %575 : tensor<64xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1049 = stablehlo.multiply %1048, %1047 : tensor<64xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1051 = stablehlo.multiply %1050, %arg101 : tensor<64xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<64xf32>
    %1053 = stablehlo.multiply %577, %577 : tensor<128x64xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1055 = stablehlo.multiply %1054, %1053 : tensor<128x64xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1057 = stablehlo.multiply %1056, %arg102 : tensor<128x64xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<128x64xf32>
    %1059 = stablehlo.multiply %519, %519 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1063 = stablehlo.multiply %1062, %arg103 : tensor<64xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<64xf32>
    %1065 = stablehlo.multiply %521, %521 : tensor<64x64xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<64x64xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1069 = stablehlo.multiply %1068, %arg104 : tensor<64x64xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<64x64xf32>
    %1071 = stablehlo.multiply %534, %534 : tensor<64xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1073 = stablehlo.multiply %1072, %1071 : tensor<64xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1075 = stablehlo.multiply %1074, %arg105 : tensor<64xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<64xf32>
    %1077 = stablehlo.multiply %536, %536 : tensor<64x64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1079 = stablehlo.multiply %1078, %1077 : tensor<64x64xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1081 = stablehlo.multiply %1080, %arg106 : tensor<64x64xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<64x64xf32>
    %1083 = stablehlo.multiply %526, %526 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1085 = stablehlo.multiply %1084, %1083 : tensor<64xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1087 = stablehlo.multiply %1086, %arg107 : tensor<64xf32>
    %1088 = stablehlo.add %1085, %1087 : tensor<64xf32>
    %1089 = stablehlo.multiply %528, %528 : tensor<64x64xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1091 = stablehlo.multiply %1090, %1089 : tensor<64x64xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1093 = stablehlo.multiply %1092, %arg108 : tensor<64x64xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<64x64xf32>
    %1095 = stablehlo.multiply %489, %489 : tensor<64xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1097 = stablehlo.multiply %1096, %1095 : tensor<64xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1099 = stablehlo.multiply %1098, %arg109 : tensor<64xf32>
    %1100 = stablehlo.add %1097, %1099 : tensor<64xf32>
    %1101 = stablehlo.multiply %491, %491 : tensor<64x64xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<64x64xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1105 = stablehlo.multiply %1104, %arg110 : tensor<64x64xf32>
    %1106 = stablehlo.add %1103, %1105 : tensor<64x64xf32>
    %1107 = stablehlo.multiply %449, %449 : tensor<128xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<128xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1111 = stablehlo.multiply %1110, %arg111 : tensor<128xf32>
    %1112 = stablehlo.add %1109, %1111 : tensor<128xf32>
    %1113 = stablehlo.multiply %451, %451 : tensor<64x128xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1115 = stablehlo.multiply %1114, %1113 : tensor<64x128xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1117 = stablehlo.multiply %1116, %arg112 : tensor<64x128xf32>
    %1118 = stablehlo.add %1115, %1117 : tensor<64x128xf32>
    %1119 = stablehlo.multiply %455, %455 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1123 = stablehlo.multiply %1122, %arg113 : tensor<64xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<64xf32>
    %1125 = stablehlo.multiply %466, %466 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1127 = stablehlo.multiply %1126, %1125 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1129 = stablehlo.multiply %1128, %arg114 : tensor<64xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<64xf32>
    %1131 = stablehlo.multiply %541, %541 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1133 = stablehlo.multiply %1132, %1131 : tensor<64xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1135 = stablehlo.multiply %1134, %arg115 : tensor<64xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<64xf32>
    %1137 = stablehlo.multiply %552, %552 : tensor<64xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1139 = stablehlo.multiply %1138, %1137 : tensor<64xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1141 = stablehlo.multiply %1140, %arg116 : tensor<64xf32>
    %1142 = stablehlo.add %1139, %1141 : tensor<64xf32>
    %1143 = stablehlo.multiply %432, %432 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1145 = stablehlo.multiply %1144, %1143 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1147 = stablehlo.multiply %1146, %arg117 : tensor<64xf32>
    %1148 = stablehlo.add %1145, %1147 : tensor<64xf32>
    %1149 = stablehlo.multiply %434, %434 : tensor<128x64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<128x64xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1153 = stablehlo.multiply %1152, %arg118 : tensor<128x64xf32>
    %1154 = stablehlo.add %1151, %1153 : tensor<128x64xf32>
    %1155 = stablehlo.multiply %399, %399 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1157 = stablehlo.multiply %1156, %1155 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1159 = stablehlo.multiply %1158, %arg119 : tensor<64xf32>
    %1160 = stablehlo.add %1157, %1159 : tensor<64xf32>
    %1161 = stablehlo.multiply %410, %410 : tensor<64xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1163 = stablehlo.multiply %1162, %1161 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1165 = stablehlo.multiply %1164, %arg120 : tensor<64xf32>
    %1166 = stablehlo.add %1163, %1165 : tensor<64xf32>
    %c_320 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1167 = stablehlo.compare LT, %arg40, %c_320, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_321 = stablehlo.constant dense<1> : tensor<i32>
    %1168 = stablehlo.add %arg40, %c_321 : tensor<i32>
    %c_322 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1169 = call @_where_2(%1167, %1168, %c_322) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1170 = stablehlo.convert %1169 : (tensor<i32>) -> tensor<f32>
    %1171 = stablehlo.power %cst_323, %1170 : tensor<f32>
    %cst_324 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1172 = stablehlo.subtract %cst_324, %1171 : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1174 = stablehlo.divide %731, %1173 : tensor<16xf32>
    %1175 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1176 = stablehlo.divide %736, %1175 : tensor<64x16xf32>
    %1177 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1178 = stablehlo.divide %741, %1177 : tensor<1x1x64xf32>
    %1179 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1180 = stablehlo.divide %746, %1179 : tensor<64xf32>
    %1181 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1182 = stablehlo.divide %751, %1181 : tensor<8x8x3x64xf32>
    %1183 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1184 = stablehlo.divide %756, %1183 : tensor<1x17x64xf32>
    %1185 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1186 = stablehlo.divide %761, %1185 : tensor<64xf32>
    %1187 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1188 = stablehlo.divide %766, %1187 : tensor<64x64xf32>
    %1189 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1190 = stablehlo.divide %771, %1189 : tensor<64xf32>
    %1191 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1192 = stablehlo.divide %776, %1191 : tensor<64x64xf32>
    %1193 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1194 = stablehlo.divide %781, %1193 : tensor<64xf32>
    %1195 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1196 = stablehlo.divide %786, %1195 : tensor<64x64xf32>
    %1197 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1198 = stablehlo.divide %791, %1197 : tensor<64xf32>
    %1199 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1200 = stablehlo.divide %796, %1199 : tensor<64x64xf32>
    %1201 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1202 = stablehlo.divide %801, %1201 : tensor<128xf32>
    %1203 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1204 = stablehlo.divide %806, %1203 : tensor<64x128xf32>
    %1205 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1206 = stablehlo.divide %811, %1205 : tensor<64xf32>
    %1207 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1208 = stablehlo.divide %816, %1207 : tensor<64xf32>
    %1209 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1210 = stablehlo.divide %821, %1209 : tensor<64xf32>
    %1211 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1212 = stablehlo.divide %826, %1211 : tensor<64xf32>
    %1213 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1214 = stablehlo.divide %831, %1213 : tensor<64xf32>
    %1215 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1216 = stablehlo.divide %836, %1215 : tensor<128x64xf32>
    %1217 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1218 = stablehlo.divide %841, %1217 : tensor<64xf32>
    %1219 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1220 = stablehlo.divide %846, %1219 : tensor<64x64xf32>
    %1221 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1222 = stablehlo.divide %851, %1221 : tensor<64xf32>
    %1223 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1224 = stablehlo.divide %856, %1223 : tensor<64x64xf32>
    %1225 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1226 = stablehlo.divide %861, %1225 : tensor<64xf32>
    %1227 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1228 = stablehlo.divide %866, %1227 : tensor<64x64xf32>
    %1229 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1230 = stablehlo.divide %871, %1229 : tensor<64xf32>
    %1231 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1232 = stablehlo.divide %876, %1231 : tensor<64x64xf32>
    %1233 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1234 = stablehlo.divide %881, %1233 : tensor<128xf32>
    %1235 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1236 = stablehlo.divide %886, %1235 : tensor<64x128xf32>
    %1237 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1238 = stablehlo.divide %891, %1237 : tensor<64xf32>
    %1239 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1240 = stablehlo.divide %896, %1239 : tensor<64xf32>
    %1241 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1242 = stablehlo.divide %901, %1241 : tensor<64xf32>
    %1243 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1244 = stablehlo.divide %906, %1243 : tensor<64xf32>
    %1245 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1246 = stablehlo.divide %911, %1245 : tensor<64xf32>
    %1247 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1248 = stablehlo.divide %916, %1247 : tensor<128x64xf32>
    %1249 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1250 = stablehlo.divide %921, %1249 : tensor<64xf32>
    %1251 = stablehlo.broadcast_in_dim %1172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1252 = stablehlo.divide %926, %1251 : tensor<64xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1253 = stablehlo.convert %1169 : (tensor<i32>) -> tensor<f32>
    %1254 = stablehlo.power %cst_325, %1253 : tensor<f32>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1255 = stablehlo.subtract %cst_326, %1254 : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1257 = stablehlo.divide %932, %1256 : tensor<16xf32>
    %1258 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1259 = stablehlo.divide %938, %1258 : tensor<64x16xf32>
    %1260 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1261 = stablehlo.divide %944, %1260 : tensor<1x1x64xf32>
    %1262 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1263 = stablehlo.divide %950, %1262 : tensor<64xf32>
    %1264 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1265 = stablehlo.divide %956, %1264 : tensor<8x8x3x64xf32>
    %1266 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1267 = stablehlo.divide %962, %1266 : tensor<1x17x64xf32>
    %1268 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1269 = stablehlo.divide %968, %1268 : tensor<64xf32>
    %1270 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1271 = stablehlo.divide %974, %1270 : tensor<64x64xf32>
    %1272 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1273 = stablehlo.divide %980, %1272 : tensor<64xf32>
    %1274 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1275 = stablehlo.divide %986, %1274 : tensor<64x64xf32>
    %1276 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1277 = stablehlo.divide %992, %1276 : tensor<64xf32>
    %1278 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1279 = stablehlo.divide %998, %1278 : tensor<64x64xf32>
    %1280 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1281 = stablehlo.divide %1004, %1280 : tensor<64xf32>
    %1282 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1283 = stablehlo.divide %1010, %1282 : tensor<64x64xf32>
    %1284 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1285 = stablehlo.divide %1016, %1284 : tensor<128xf32>
    %1286 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1287 = stablehlo.divide %1022, %1286 : tensor<64x128xf32>
    %1288 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1289 = stablehlo.divide %1028, %1288 : tensor<64xf32>
    %1290 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1291 = stablehlo.divide %1034, %1290 : tensor<64xf32>
    %1292 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1293 = stablehlo.divide %1040, %1292 : tensor<64xf32>
    %1294 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1295 = stablehlo.divide %1046, %1294 : tensor<64xf32>
    %1296 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1297 = stablehlo.divide %1052, %1296 : tensor<64xf32>
    %1298 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1299 = stablehlo.divide %1058, %1298 : tensor<128x64xf32>
    %1300 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1301 = stablehlo.divide %1064, %1300 : tensor<64xf32>
    %1302 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1303 = stablehlo.divide %1070, %1302 : tensor<64x64xf32>
    %1304 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1305 = stablehlo.divide %1076, %1304 : tensor<64xf32>
    %1306 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1307 = stablehlo.divide %1082, %1306 : tensor<64x64xf32>
    %1308 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1309 = stablehlo.divide %1088, %1308 : tensor<64xf32>
    %1310 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1311 = stablehlo.divide %1094, %1310 : tensor<64x64xf32>
    %1312 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1313 = stablehlo.divide %1100, %1312 : tensor<64xf32>
    %1314 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1315 = stablehlo.divide %1106, %1314 : tensor<64x64xf32>
    %1316 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1317 = stablehlo.divide %1112, %1316 : tensor<128xf32>
    %1318 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1319 = stablehlo.divide %1118, %1318 : tensor<64x128xf32>
    %1320 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1321 = stablehlo.divide %1124, %1320 : tensor<64xf32>
    %1322 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1323 = stablehlo.divide %1130, %1322 : tensor<64xf32>
    %1324 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1325 = stablehlo.divide %1136, %1324 : tensor<64xf32>
    %1326 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1327 = stablehlo.divide %1142, %1326 : tensor<64xf32>
    %1328 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1329 = stablehlo.divide %1148, %1328 : tensor<64xf32>
    %1330 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1331 = stablehlo.divide %1154, %1330 : tensor<128x64xf32>
    %1332 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1333 = stablehlo.divide %1160, %1332 : tensor<64xf32>
    %1334 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1335 = stablehlo.divide %1166, %1334 : tensor<64xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1337 = stablehlo.add %1257, %1336 : tensor<16xf32>
    %1338 = stablehlo.sqrt %1337 : tensor<16xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1340 = stablehlo.add %1338, %1339 : tensor<16xf32>
    %1341 = stablehlo.divide %1174, %1340 : tensor<16xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1343 = stablehlo.add %1259, %1342 : tensor<64x16xf32>
    %1344 = stablehlo.sqrt %1343 : tensor<64x16xf32>
    %cst_330 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1346 = stablehlo.add %1344, %1345 : tensor<64x16xf32>
    %1347 = stablehlo.divide %1176, %1346 : tensor<64x16xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1349 = stablehlo.add %1261, %1348 : tensor<1x1x64xf32>
    %1350 = stablehlo.sqrt %1349 : tensor<1x1x64xf32>
    %cst_332 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1352 = stablehlo.add %1350, %1351 : tensor<1x1x64xf32>
    %1353 = stablehlo.divide %1178, %1352 : tensor<1x1x64xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1355 = stablehlo.add %1263, %1354 : tensor<64xf32>
    %1356 = stablehlo.sqrt %1355 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.add %1356, %1357 : tensor<64xf32>
    %1359 = stablehlo.divide %1180, %1358 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1361 = stablehlo.add %1265, %1360 : tensor<8x8x3x64xf32>
    %1362 = stablehlo.sqrt %1361 : tensor<8x8x3x64xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1364 = stablehlo.add %1362, %1363 : tensor<8x8x3x64xf32>
    %1365 = stablehlo.divide %1182, %1364 : tensor<8x8x3x64xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1367 = stablehlo.add %1267, %1366 : tensor<1x17x64xf32>
    %1368 = stablehlo.sqrt %1367 : tensor<1x17x64xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1370 = stablehlo.add %1368, %1369 : tensor<1x17x64xf32>
    %1371 = stablehlo.divide %1184, %1370 : tensor<1x17x64xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1373 = stablehlo.add %1269, %1372 : tensor<64xf32>
    %1374 = stablehlo.sqrt %1373 : tensor<64xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1376 = stablehlo.add %1374, %1375 : tensor<64xf32>
    %1377 = stablehlo.divide %1186, %1376 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1379 = stablehlo.add %1271, %1378 : tensor<64x64xf32>
    %1380 = stablehlo.sqrt %1379 : tensor<64x64xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1382 = stablehlo.add %1380, %1381 : tensor<64x64xf32>
    %1383 = stablehlo.divide %1188, %1382 : tensor<64x64xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1385 = stablehlo.add %1273, %1384 : tensor<64xf32>
    %1386 = stablehlo.sqrt %1385 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1388 = stablehlo.add %1386, %1387 : tensor<64xf32>
    %1389 = stablehlo.divide %1190, %1388 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1391 = stablehlo.add %1275, %1390 : tensor<64x64xf32>
    %1392 = stablehlo.sqrt %1391 : tensor<64x64xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1394 = stablehlo.add %1392, %1393 : tensor<64x64xf32>
    %1395 = stablehlo.divide %1192, %1394 : tensor<64x64xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1397 = stablehlo.add %1277, %1396 : tensor<64xf32>
    %1398 = stablehlo.sqrt %1397 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1400 = stablehlo.add %1398, %1399 : tensor<64xf32>
    %1401 = stablehlo.divide %1194, %1400 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1403 = stablehlo.add %1279, %1402 : tensor<64x64xf32>
    %1404 = stablehlo.sqrt %1403 : tensor<64x64xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1406 = stablehlo.add %1404, %1405 : tensor<64x64xf32>
    %1407 = stablehlo.divide %1196, %1406 : tensor<64x64xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1409 = stablehlo.add %1281, %1408 : tensor<64xf32>
    %1410 = stablehlo.sqrt %1409 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1412 = stablehlo.add %1410, %1411 : tensor<64xf32>
    %1413 = stablehlo.divide %1198, %1412 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1415 = stablehlo.add %1283, %1414 : tensor<64x64xf32>
    %1416 = stablehlo.sqrt %1415 : tensor<64x64xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1418 = stablehlo.add %1416, %1417 : tensor<64x64xf32>
    %1419 = stablehlo.divide %1200, %1418 : tensor<64x64xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1420 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1421 = stablehlo.add %1285, %1420 : tensor<128xf32>
    %1422 = stablehlo.sqrt %1421 : tensor<128xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1424 = stablehlo.add %1422, %1423 : tensor<128xf32>
    %1425 = stablehlo.divide %1202, %1424 : tensor<128xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1427 = stablehlo.add %1287, %1426 : tensor<64x128xf32>
    %1428 = stablehlo.sqrt %1427 : tensor<64x128xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1430 = stablehlo.add %1428, %1429 : tensor<64x128xf32>
    %1431 = stablehlo.divide %1204, %1430 : tensor<64x128xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1433 = stablehlo.add %1289, %1432 : tensor<64xf32>
    %1434 = stablehlo.sqrt %1433 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1435 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1436 = stablehlo.add %1434, %1435 : tensor<64xf32>
    %1437 = stablehlo.divide %1206, %1436 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.add %1291, %1438 : tensor<64xf32>
    %1440 = stablehlo.sqrt %1439 : tensor<64xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1442 = stablehlo.add %1440, %1441 : tensor<64xf32>
    %1443 = stablehlo.divide %1208, %1442 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1445 = stablehlo.add %1293, %1444 : tensor<64xf32>
    %1446 = stablehlo.sqrt %1445 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1448 = stablehlo.add %1446, %1447 : tensor<64xf32>
    %1449 = stablehlo.divide %1210, %1448 : tensor<64xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1451 = stablehlo.add %1295, %1450 : tensor<64xf32>
    %1452 = stablehlo.sqrt %1451 : tensor<64xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<64xf32>
    %1455 = stablehlo.divide %1212, %1454 : tensor<64xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1457 = stablehlo.add %1297, %1456 : tensor<64xf32>
    %1458 = stablehlo.sqrt %1457 : tensor<64xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1460 = stablehlo.add %1458, %1459 : tensor<64xf32>
    %1461 = stablehlo.divide %1214, %1460 : tensor<64xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1463 = stablehlo.add %1299, %1462 : tensor<128x64xf32>
    %1464 = stablehlo.sqrt %1463 : tensor<128x64xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1466 = stablehlo.add %1464, %1465 : tensor<128x64xf32>
    %1467 = stablehlo.divide %1216, %1466 : tensor<128x64xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1469 = stablehlo.add %1301, %1468 : tensor<64xf32>
    %1470 = stablehlo.sqrt %1469 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1472 = stablehlo.add %1470, %1471 : tensor<64xf32>
    %1473 = stablehlo.divide %1218, %1472 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1475 = stablehlo.add %1303, %1474 : tensor<64x64xf32>
    %1476 = stablehlo.sqrt %1475 : tensor<64x64xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1478 = stablehlo.add %1476, %1477 : tensor<64x64xf32>
    %1479 = stablehlo.divide %1220, %1478 : tensor<64x64xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1481 = stablehlo.add %1305, %1480 : tensor<64xf32>
    %1482 = stablehlo.sqrt %1481 : tensor<64xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1484 = stablehlo.add %1482, %1483 : tensor<64xf32>
    %1485 = stablehlo.divide %1222, %1484 : tensor<64xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1487 = stablehlo.add %1307, %1486 : tensor<64x64xf32>
    %1488 = stablehlo.sqrt %1487 : tensor<64x64xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1490 = stablehlo.add %1488, %1489 : tensor<64x64xf32>
    %1491 = stablehlo.divide %1224, %1490 : tensor<64x64xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1493 = stablehlo.add %1309, %1492 : tensor<64xf32>
    %1494 = stablehlo.sqrt %1493 : tensor<64xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1495 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1496 = stablehlo.add %1494, %1495 : tensor<64xf32>
    %1497 = stablehlo.divide %1226, %1496 : tensor<64xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1499 = stablehlo.add %1311, %1498 : tensor<64x64xf32>
    %1500 = stablehlo.sqrt %1499 : tensor<64x64xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1502 = stablehlo.add %1500, %1501 : tensor<64x64xf32>
    %1503 = stablehlo.divide %1228, %1502 : tensor<64x64xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1505 = stablehlo.add %1313, %1504 : tensor<64xf32>
    %1506 = stablehlo.sqrt %1505 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1507 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1508 = stablehlo.add %1506, %1507 : tensor<64xf32>
    %1509 = stablehlo.divide %1230, %1508 : tensor<64xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1511 = stablehlo.add %1315, %1510 : tensor<64x64xf32>
    %1512 = stablehlo.sqrt %1511 : tensor<64x64xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1514 = stablehlo.add %1512, %1513 : tensor<64x64xf32>
    %1515 = stablehlo.divide %1232, %1514 : tensor<64x64xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1517 = stablehlo.add %1317, %1516 : tensor<128xf32>
    %1518 = stablehlo.sqrt %1517 : tensor<128xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1520 = stablehlo.add %1518, %1519 : tensor<128xf32>
    %1521 = stablehlo.divide %1234, %1520 : tensor<128xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1523 = stablehlo.add %1319, %1522 : tensor<64x128xf32>
    %1524 = stablehlo.sqrt %1523 : tensor<64x128xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1526 = stablehlo.add %1524, %1525 : tensor<64x128xf32>
    %1527 = stablehlo.divide %1236, %1526 : tensor<64x128xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1529 = stablehlo.add %1321, %1528 : tensor<64xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<64xf32>
    %1533 = stablehlo.divide %1238, %1532 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1535 = stablehlo.add %1323, %1534 : tensor<64xf32>
    %1536 = stablehlo.sqrt %1535 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1538 = stablehlo.add %1536, %1537 : tensor<64xf32>
    %1539 = stablehlo.divide %1240, %1538 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1541 = stablehlo.add %1325, %1540 : tensor<64xf32>
    %1542 = stablehlo.sqrt %1541 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<64xf32>
    %1545 = stablehlo.divide %1242, %1544 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1547 = stablehlo.add %1327, %1546 : tensor<64xf32>
    %1548 = stablehlo.sqrt %1547 : tensor<64xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<64xf32>
    %1551 = stablehlo.divide %1244, %1550 : tensor<64xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1553 = stablehlo.add %1329, %1552 : tensor<64xf32>
    %1554 = stablehlo.sqrt %1553 : tensor<64xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1556 = stablehlo.add %1554, %1555 : tensor<64xf32>
    %1557 = stablehlo.divide %1246, %1556 : tensor<64xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1559 = stablehlo.add %1331, %1558 : tensor<128x64xf32>
    %1560 = stablehlo.sqrt %1559 : tensor<128x64xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1562 = stablehlo.add %1560, %1561 : tensor<128x64xf32>
    %1563 = stablehlo.divide %1248, %1562 : tensor<128x64xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1565 = stablehlo.add %1333, %1564 : tensor<64xf32>
    %1566 = stablehlo.sqrt %1565 : tensor<64xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<64xf32>
    %1569 = stablehlo.divide %1250, %1568 : tensor<64xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1571 = stablehlo.add %1335, %1570 : tensor<64xf32>
    %1572 = stablehlo.sqrt %1571 : tensor<64xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1574 = stablehlo.add %1572, %1573 : tensor<64xf32>
    %1575 = stablehlo.divide %1252, %1574 : tensor<64xf32>
    %cst_407 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1577 = stablehlo.multiply %1576, %arg0 : tensor<16xf32>
    %1578 = stablehlo.add %1341, %1577 : tensor<16xf32>
    %cst_408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1580 = stablehlo.multiply %1579, %arg1 : tensor<64x16xf32>
    %1581 = stablehlo.add %1347, %1580 : tensor<64x16xf32>
    %cst_409 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1583 = stablehlo.multiply %1582, %arg2 : tensor<1x1x64xf32>
    %1584 = stablehlo.add %1353, %1583 : tensor<1x1x64xf32>
    %cst_410 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1586 = stablehlo.multiply %1585, %arg3 : tensor<64xf32>
    %1587 = stablehlo.add %1359, %1586 : tensor<64xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1589 = stablehlo.multiply %1588, %arg4 : tensor<8x8x3x64xf32>
    %1590 = stablehlo.add %1365, %1589 : tensor<8x8x3x64xf32>
    %cst_412 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1592 = stablehlo.multiply %1591, %arg5 : tensor<1x17x64xf32>
    %1593 = stablehlo.add %1371, %1592 : tensor<1x17x64xf32>
    %cst_413 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1595 = stablehlo.multiply %1594, %arg6 : tensor<64xf32>
    %1596 = stablehlo.add %1377, %1595 : tensor<64xf32>
    %cst_414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1598 = stablehlo.multiply %1597, %arg7 : tensor<64x64xf32>
    %1599 = stablehlo.add %1383, %1598 : tensor<64x64xf32>
    %cst_415 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1601 = stablehlo.multiply %1600, %arg8 : tensor<64xf32>
    %1602 = stablehlo.add %1389, %1601 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1604 = stablehlo.multiply %1603, %arg9 : tensor<64x64xf32>
    %1605 = stablehlo.add %1395, %1604 : tensor<64x64xf32>
    %cst_417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1607 = stablehlo.multiply %1606, %arg10 : tensor<64xf32>
    %1608 = stablehlo.add %1401, %1607 : tensor<64xf32>
    %cst_418 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1610 = stablehlo.multiply %1609, %arg11 : tensor<64x64xf32>
    %1611 = stablehlo.add %1407, %1610 : tensor<64x64xf32>
    %cst_419 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1613 = stablehlo.multiply %1612, %arg12 : tensor<64xf32>
    %1614 = stablehlo.add %1413, %1613 : tensor<64xf32>
    %cst_420 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1616 = stablehlo.multiply %1615, %arg13 : tensor<64x64xf32>
    %1617 = stablehlo.add %1419, %1616 : tensor<64x64xf32>
    %cst_421 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1619 = stablehlo.multiply %1618, %arg14 : tensor<128xf32>
    %1620 = stablehlo.add %1425, %1619 : tensor<128xf32>
    %cst_422 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1622 = stablehlo.multiply %1621, %arg15 : tensor<64x128xf32>
    %1623 = stablehlo.add %1431, %1622 : tensor<64x128xf32>
    %cst_423 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1625 = stablehlo.multiply %1624, %arg16 : tensor<64xf32>
    %1626 = stablehlo.add %1437, %1625 : tensor<64xf32>
    %cst_424 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1628 = stablehlo.multiply %1627, %arg17 : tensor<64xf32>
    %1629 = stablehlo.add %1443, %1628 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1631 = stablehlo.multiply %1630, %arg18 : tensor<64xf32>
    %1632 = stablehlo.add %1449, %1631 : tensor<64xf32>
    %cst_426 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1634 = stablehlo.multiply %1633, %arg19 : tensor<64xf32>
    %1635 = stablehlo.add %1455, %1634 : tensor<64xf32>
    %cst_427 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1637 = stablehlo.multiply %1636, %arg20 : tensor<64xf32>
    %1638 = stablehlo.add %1461, %1637 : tensor<64xf32>
    %cst_428 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1640 = stablehlo.multiply %1639, %arg21 : tensor<128x64xf32>
    %1641 = stablehlo.add %1467, %1640 : tensor<128x64xf32>
    %cst_429 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1643 = stablehlo.multiply %1642, %arg22 : tensor<64xf32>
    %1644 = stablehlo.add %1473, %1643 : tensor<64xf32>
    %cst_430 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1646 = stablehlo.multiply %1645, %arg23 : tensor<64x64xf32>
    %1647 = stablehlo.add %1479, %1646 : tensor<64x64xf32>
    %cst_431 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1649 = stablehlo.multiply %1648, %arg24 : tensor<64xf32>
    %1650 = stablehlo.add %1485, %1649 : tensor<64xf32>
    %cst_432 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1652 = stablehlo.multiply %1651, %arg25 : tensor<64x64xf32>
    %1653 = stablehlo.add %1491, %1652 : tensor<64x64xf32>
    %cst_433 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1655 = stablehlo.multiply %1654, %arg26 : tensor<64xf32>
    %1656 = stablehlo.add %1497, %1655 : tensor<64xf32>
    %cst_434 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1658 = stablehlo.multiply %1657, %arg27 : tensor<64x64xf32>
    %1659 = stablehlo.add %1503, %1658 : tensor<64x64xf32>
    %cst_435 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1661 = stablehlo.multiply %1660, %arg28 : tensor<64xf32>
    %1662 = stablehlo.add %1509, %1661 : tensor<64xf32>
    %cst_436 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1664 = stablehlo.multiply %1663, %arg29 : tensor<64x64xf32>
    %1665 = stablehlo.add %1515, %1664 : tensor<64x64xf32>
    %cst_437 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1667 = stablehlo.multiply %1666, %arg30 : tensor<128xf32>
    %1668 = stablehlo.add %1521, %1667 : tensor<128xf32>
    %cst_438 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1670 = stablehlo.multiply %1669, %arg31 : tensor<64x128xf32>
    %1671 = stablehlo.add %1527, %1670 : tensor<64x128xf32>
    %cst_439 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1673 = stablehlo.multiply %1672, %arg32 : tensor<64xf32>
    %1674 = stablehlo.add %1533, %1673 : tensor<64xf32>
    %cst_440 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1676 = stablehlo.multiply %1675, %arg33 : tensor<64xf32>
    %1677 = stablehlo.add %1539, %1676 : tensor<64xf32>
    %cst_441 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1679 = stablehlo.multiply %1678, %arg34 : tensor<64xf32>
    %1680 = stablehlo.add %1545, %1679 : tensor<64xf32>
    %cst_442 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1682 = stablehlo.multiply %1681, %arg35 : tensor<64xf32>
    %1683 = stablehlo.add %1551, %1682 : tensor<64xf32>
    %cst_443 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1685 = stablehlo.multiply %1684, %arg36 : tensor<64xf32>
    %1686 = stablehlo.add %1557, %1685 : tensor<64xf32>
    %cst_444 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1688 = stablehlo.multiply %1687, %arg37 : tensor<128x64xf32>
    %1689 = stablehlo.add %1563, %1688 : tensor<128x64xf32>
    %cst_445 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1691 = stablehlo.multiply %1690, %arg38 : tensor<64xf32>
    %1692 = stablehlo.add %1569, %1691 : tensor<64xf32>
    %cst_446 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1694 = stablehlo.multiply %1693, %arg39 : tensor<64xf32>
    %1695 = stablehlo.add %1575, %1694 : tensor<64xf32>
    %cst_447 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1697 = stablehlo.multiply %1696, %1578 : tensor<16xf32>
    %cst_448 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1699 = stablehlo.multiply %1698, %1581 : tensor<64x16xf32>
    %cst_449 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1701 = stablehlo.multiply %1700, %1584 : tensor<1x1x64xf32>
    %cst_450 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1703 = stablehlo.multiply %1702, %1587 : tensor<64xf32>
    %cst_451 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<8x8x3x64xf32>
    %1705 = stablehlo.multiply %1704, %1590 : tensor<8x8x3x64xf32>
    %cst_452 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %1707 = stablehlo.multiply %1706, %1593 : tensor<1x17x64xf32>
    %cst_453 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1709 = stablehlo.multiply %1708, %1596 : tensor<64xf32>
    %cst_454 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1711 = stablehlo.multiply %1710, %1599 : tensor<64x64xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1713 = stablehlo.multiply %1712, %1602 : tensor<64xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1715 = stablehlo.multiply %1714, %1605 : tensor<64x64xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1717 = stablehlo.multiply %1716, %1608 : tensor<64xf32>
    %cst_458 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1719 = stablehlo.multiply %1718, %1611 : tensor<64x64xf32>
    %cst_459 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1721 = stablehlo.multiply %1720, %1614 : tensor<64xf32>
    %cst_460 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1723 = stablehlo.multiply %1722, %1617 : tensor<64x64xf32>
    %cst_461 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1725 = stablehlo.multiply %1724, %1620 : tensor<128xf32>
    %cst_462 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1727 = stablehlo.multiply %1726, %1623 : tensor<64x128xf32>
    %cst_463 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1729 = stablehlo.multiply %1728, %1626 : tensor<64xf32>
    %cst_464 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1731 = stablehlo.multiply %1730, %1629 : tensor<64xf32>
    %cst_465 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1733 = stablehlo.multiply %1732, %1632 : tensor<64xf32>
    %cst_466 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1735 = stablehlo.multiply %1734, %1635 : tensor<64xf32>
    %cst_467 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1737 = stablehlo.multiply %1736, %1638 : tensor<64xf32>
    %cst_468 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1739 = stablehlo.multiply %1738, %1641 : tensor<128x64xf32>
    %cst_469 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1741 = stablehlo.multiply %1740, %1644 : tensor<64xf32>
    %cst_470 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1743 = stablehlo.multiply %1742, %1647 : tensor<64x64xf32>
    %cst_471 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1745 = stablehlo.multiply %1744, %1650 : tensor<64xf32>
    %cst_472 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1747 = stablehlo.multiply %1746, %1653 : tensor<64x64xf32>
    %cst_473 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1749 = stablehlo.multiply %1748, %1656 : tensor<64xf32>
    %cst_474 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1751 = stablehlo.multiply %1750, %1659 : tensor<64x64xf32>
    %cst_475 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1753 = stablehlo.multiply %1752, %1662 : tensor<64xf32>
    %cst_476 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1754 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1755 = stablehlo.multiply %1754, %1665 : tensor<64x64xf32>
    %cst_477 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1757 = stablehlo.multiply %1756, %1668 : tensor<128xf32>
    %cst_478 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1759 = stablehlo.multiply %1758, %1671 : tensor<64x128xf32>
    %cst_479 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1760 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1761 = stablehlo.multiply %1760, %1674 : tensor<64xf32>
    %cst_480 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1763 = stablehlo.multiply %1762, %1677 : tensor<64xf32>
    %cst_481 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1765 = stablehlo.multiply %1764, %1680 : tensor<64xf32>
    %cst_482 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1767 = stablehlo.multiply %1766, %1683 : tensor<64xf32>
    %cst_483 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1769 = stablehlo.multiply %1768, %1686 : tensor<64xf32>
    %cst_484 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1770 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1771 = stablehlo.multiply %1770, %1689 : tensor<128x64xf32>
    %cst_485 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1773 = stablehlo.multiply %1772, %1692 : tensor<64xf32>
    %cst_486 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1775 = stablehlo.multiply %1774, %1695 : tensor<64xf32>
    %1776 = stablehlo.add %arg0, %1697 : tensor<16xf32>
    %1777 = stablehlo.add %arg1, %1699 : tensor<64x16xf32>
    %1778 = stablehlo.add %arg2, %1701 : tensor<1x1x64xf32>
    %1779 = stablehlo.add %arg3, %1703 : tensor<64xf32>
    %1780 = stablehlo.add %arg4, %1705 : tensor<8x8x3x64xf32>
    %1781 = stablehlo.add %arg5, %1707 : tensor<1x17x64xf32>
    %1782 = stablehlo.add %arg6, %1709 : tensor<64xf32>
    %1783 = stablehlo.add %arg7, %1711 : tensor<64x64xf32>
    %1784 = stablehlo.add %arg8, %1713 : tensor<64xf32>
    %1785 = stablehlo.add %arg9, %1715 : tensor<64x64xf32>
    %1786 = stablehlo.add %arg10, %1717 : tensor<64xf32>
    %1787 = stablehlo.add %arg11, %1719 : tensor<64x64xf32>
    %1788 = stablehlo.add %arg12, %1721 : tensor<64xf32>
    %1789 = stablehlo.add %arg13, %1723 : tensor<64x64xf32>
    %1790 = stablehlo.add %arg14, %1725 : tensor<128xf32>
    %1791 = stablehlo.add %arg15, %1727 : tensor<64x128xf32>
    %1792 = stablehlo.add %arg16, %1729 : tensor<64xf32>
    %1793 = stablehlo.add %arg17, %1731 : tensor<64xf32>
    %1794 = stablehlo.add %arg18, %1733 : tensor<64xf32>
    %1795 = stablehlo.add %arg19, %1735 : tensor<64xf32>
    %1796 = stablehlo.add %arg20, %1737 : tensor<64xf32>
    %1797 = stablehlo.add %arg21, %1739 : tensor<128x64xf32>
    %1798 = stablehlo.add %arg22, %1741 : tensor<64xf32>
    %1799 = stablehlo.add %arg23, %1743 : tensor<64x64xf32>
    %1800 = stablehlo.add %arg24, %1745 : tensor<64xf32>
    %1801 = stablehlo.add %arg25, %1747 : tensor<64x64xf32>
    %1802 = stablehlo.add %arg26, %1749 : tensor<64xf32>
    %1803 = stablehlo.add %arg27, %1751 : tensor<64x64xf32>
    %1804 = stablehlo.add %arg28, %1753 : tensor<64xf32>
    %1805 = stablehlo.add %arg29, %1755 : tensor<64x64xf32>
    %1806 = stablehlo.add %arg30, %1757 : tensor<128xf32>
    %1807 = stablehlo.add %arg31, %1759 : tensor<64x128xf32>
    %1808 = stablehlo.add %arg32, %1761 : tensor<64xf32>
    %1809 = stablehlo.add %arg33, %1763 : tensor<64xf32>
    %1810 = stablehlo.add %arg34, %1765 : tensor<64xf32>
    %1811 = stablehlo.add %arg35, %1767 : tensor<64xf32>
    %1812 = stablehlo.add %arg36, %1769 : tensor<64xf32>
    %1813 = stablehlo.add %arg37, %1771 : tensor<128x64xf32>
    %1814 = stablehlo.add %arg38, %1773 : tensor<64xf32>
    %1815 = stablehlo.add %arg39, %1775 : tensor<64xf32>
    return %1776, %1777, %1778, %1779, %1780, %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1793, %1794, %1795, %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803, %1804, %1805, %1806, %1807, %1808, %1809, %1810, %1811, %1812, %1813, %1814, %1815, %1169, %731, %736, %741, %746, %751, %756, %761, %766, %771, %776, %781, %786, %791, %796, %801, %806, %811, %816, %821, %826, %831, %836, %841, %846, %851, %856, %861, %866, %871, %876, %881, %886, %891, %896, %901, %906, %911, %916, %921, %926, %932, %938, %944, %950, %956, %962, %968, %974, %980, %986, %992, %998, %1004, %1010, %1016, %1022, %1028, %1034, %1040, %1046, %1052, %1058, %1064, %1070, %1076, %1082, %1088, %1094, %1100, %1106, %1112, %1118, %1124, %1130, %1136, %1142, %1148, %1154, %1160, %1166, %374 : tensor<16xf32>, tensor<64x16xf32>, tensor<1x1x64xf32>, tensor<64xf32>, tensor<8x8x3x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<16xf32>, tensor<64x16xf32>, tensor<1x1x64xf32>, tensor<64xf32>, tensor<8x8x3x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<1x1x64xf32>, tensor<64xf32>, tensor<8x8x3x64xf32>, tensor<1x17x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
