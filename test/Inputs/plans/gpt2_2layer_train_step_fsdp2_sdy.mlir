module @jit_gpt2_train_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg3: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg4: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg8: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg9: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg11: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg13: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg14: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg15: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg19: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg20: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg21: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg22: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg23: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg24: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg25: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg26: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg27: tensor<1024x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg28: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg29: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg30: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg31: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg32: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg34: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg35: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg36: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg37: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg38: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg39: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg40: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg41: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg42: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg43: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg44: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg45: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg46: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg47: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg48: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg49: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg50: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg51: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg52: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg53: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg54: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg55: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg56: tensor<1024x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg57: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg58: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg59: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg60: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg61: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg62: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg63: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg64: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg65: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg66: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg67: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg68: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg69: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg70: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg71: tensor<384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg72: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg73: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg74: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg75: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg76: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg77: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg78: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg79: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg80: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg81: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg82: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg83: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg84: tensor<1024x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg85: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg86: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['wpe']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<1024x128xf32> {jax.result_info = "result[0]['wte']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[1]['count']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['wpe']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<1024x128xf32> {jax.result_info = "result[1]['mu']['wte']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['wpe']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<1024x128xf32> {jax.result_info = "result[1]['nu']['wte']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg85, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg85, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg85 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg27, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg26, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<8x64x128xf32>
    %16 = chlo.square %15 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x64x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x64x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<8x64x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<8x64x128xf32>
    %36 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x64x128xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x64x384xf32>
    %43 = stablehlo.slice %42 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %44 = stablehlo.slice %42 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %45 = stablehlo.slice %42 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %46 = stablehlo.reshape %43 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %47 = stablehlo.reshape %44 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %48 = stablehlo.reshape %45 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %49 = stablehlo.dot_general %46, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.sqrt %cst_7 : tensor<f32>
    %51 = stablehlo.convert %50 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %53 = stablehlo.divide %49, %52 : tensor<8x4x64x64xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %55 = call @tril(%54) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %56:2 = call @_where(%55, %53, %cst_9) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<8x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %62 = stablehlo.subtract %56#0, %61 : tensor<8x4x64x64xf32>
    %63 = stablehlo.exponential %62 : tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %67 = stablehlo.divide %63, %66 : tensor<8x4x64x64xf32>
    %68 = stablehlo.multiply %65, %65 : tensor<8x4x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<8x4x64x1xf32>
    %71 = stablehlo.dot_general %48, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %74 = stablehlo.dot_general %73, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %75 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %77 = stablehlo.add %74, %76 : tensor<8x64x128xf32>
    %78 = stablehlo.add %9, %77 : tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8x64x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %84 = stablehlo.subtract %78, %83 : tensor<8x64x128xf32>
    %85 = chlo.square %84 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%85 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64x1xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %93 = stablehlo.subtract %78, %92 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %95 = stablehlo.add %91, %94 : tensor<8x64x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<8x64x1xf32>
    %97 = stablehlo.divide %96, %95 : tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x64x1xf32>
    %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %101 = stablehlo.multiply %93, %100 : tensor<8x64x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<8x64x128xf32>
    %105 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x64x128xf32>
    %108 = stablehlo.dot_general %107, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %109 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<8x64x512xf32>
    %114 = stablehlo.multiply %111, %111 : tensor<8x64x512xf32>
    %115 = stablehlo.multiply %114, %111 : tensor<8x64x512xf32>
    %116 = stablehlo.multiply %111, %111 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %120 = stablehlo.multiply %119, %115 : tensor<8x64x512xf32>
    %121 = stablehlo.add %111, %120 : tensor<8x64x512xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x64x512xf32>
    %124 = stablehlo.tanh %123 : tensor<8x64x512xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %126 = stablehlo.subtract %125, %124 : tensor<8x64x512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %128 = stablehlo.add %127, %124 : tensor<8x64x512xf32>
    %129 = stablehlo.multiply %113, %128 : tensor<8x64x512xf32>
    %130 = stablehlo.dot_general %129, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.add %78, %133 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<8x64x128xf32>
    %141 = chlo.square %140 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %147 = stablehlo.divide %145, %146 : tensor<8x64x1xf32>
    %148 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %149 = stablehlo.subtract %134, %148 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x64x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<8x64x1xf32>
    %153 = stablehlo.divide %152, %151 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %157 = stablehlo.multiply %149, %156 : tensor<8x64x128xf32>
    %158 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<8x64x128xf32>
    %161 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %163 = stablehlo.add %160, %162 : tensor<8x64x128xf32>
    %164 = stablehlo.dot_general %163, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %165 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %167 = stablehlo.add %164, %166 : tensor<8x64x384xf32>
    %168 = stablehlo.slice %167 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.slice %167 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %170 = stablehlo.slice %167 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %171 = stablehlo.reshape %168 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %172 = stablehlo.reshape %169 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %173 = stablehlo.reshape %170 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %174 = stablehlo.dot_general %171, %172, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.sqrt %cst_34 : tensor<f32>
    %176 = stablehlo.convert %175 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %178 = stablehlo.divide %174, %177 : tensor<8x4x64x64xf32>
    %c_35 = stablehlo.constant dense<true> : tensor<i1>
    %179 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %180 = call @tril(%179) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %181:2 = call @_where(%180, %178, %cst_36) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = stablehlo.reduce(%181#0 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %184 = stablehlo.maximum %183, %182 : tensor<8x4x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %187 = stablehlo.subtract %181#0, %186 : tensor<8x4x64x64xf32>
    %188 = stablehlo.exponential %187 : tensor<8x4x64x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %192 = stablehlo.divide %188, %191 : tensor<8x4x64x64xf32>
    %193 = stablehlo.multiply %190, %190 : tensor<8x4x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %195 = stablehlo.divide %194, %193 : tensor<8x4x64x1xf32>
    %196 = stablehlo.dot_general %173, %192, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %199 = stablehlo.dot_general %198, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %202 = stablehlo.add %199, %201 : tensor<8x64x128xf32>
    %203 = stablehlo.add %134, %202 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<8x64x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %209 = stablehlo.subtract %203, %208 : tensor<8x64x128xf32>
    %210 = chlo.square %209 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %212 = stablehlo.multiply %211, %209 : tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%210 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x64x1xf32>
    %217 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %218 = stablehlo.subtract %203, %217 : tensor<8x64x128xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<8x64x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x64x1xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8x64x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x64x1xf32>
    %225 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %226 = stablehlo.multiply %218, %225 : tensor<8x64x128xf32>
    %227 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<8x64x128xf32>
    %230 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x128xf32>
    %233 = stablehlo.dot_general %232, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %234 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x64x512xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<8x64x512xf32>
    %239 = stablehlo.multiply %236, %236 : tensor<8x64x512xf32>
    %240 = stablehlo.multiply %239, %236 : tensor<8x64x512xf32>
    %241 = stablehlo.multiply %236, %236 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x64x512xf32>
    %cst_50 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %245 = stablehlo.multiply %244, %240 : tensor<8x64x512xf32>
    %246 = stablehlo.add %236, %245 : tensor<8x64x512xf32>
    %cst_51 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x64x512xf32>
    %249 = stablehlo.tanh %248 : tensor<8x64x512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %251 = stablehlo.subtract %250, %249 : tensor<8x64x512xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %253 = stablehlo.add %252, %249 : tensor<8x64x512xf32>
    %254 = stablehlo.multiply %238, %253 : tensor<8x64x512xf32>
    %255 = stablehlo.dot_general %254, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %256 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x64x128xf32>
    %259 = stablehlo.add %203, %258 : tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %263 = stablehlo.divide %261, %262 : tensor<8x64x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %265 = stablehlo.subtract %259, %264 : tensor<8x64x128xf32>
    %266 = chlo.square %265 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %268 = stablehlo.multiply %267, %265 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%266 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<8x64x1xf32>
    %273 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.subtract %259, %273 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %276 = stablehlo.add %272, %275 : tensor<8x64x1xf32>
    %277 = stablehlo.rsqrt %276 : tensor<8x64x1xf32>
    %278 = stablehlo.divide %277, %276 : tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<8x64x1xf32>
    %281 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %282 = stablehlo.multiply %274, %281 : tensor<8x64x128xf32>
    %283 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %282, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %288 = stablehlo.add %285, %287 : tensor<8x64x128xf32>
    %289 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1024xf32>) -> tensor<8x64x1024xf32>
    %291:3 = call @log_softmax(%290) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %292 = stablehlo.broadcast_in_dim %arg86, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %293:2 = call @take_along_axis(%291#0, %292) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293#0 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %295 = stablehlo.divide %294, %cst_62 : tensor<f32>
    %296 = stablehlo.negate %295 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.negate %cst_63 : tensor<f32>
    %cst_64 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %298 = stablehlo.divide %297, %cst_64 : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %300 = call @take_along_axis_0(%293#1, %299) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %301 = call @log_softmax_1(%291#1, %291#2, %300) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %302 = stablehlo.dot_general %301, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %303 = stablehlo.transpose %302, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %304 = stablehlo.dot_general %301, %289, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<128x1024xf32>) -> tensor<8x64x128xf32>
    %305 = stablehlo.transpose %303, dims = [1, 0] : (tensor<128x1024xf32>) -> tensor<1024x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%304 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %307 = stablehlo.reshape %306 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %309 = stablehlo.multiply %282, %304 : tensor<8x64x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %311 = stablehlo.reshape %310 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %312 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %313 = stablehlo.multiply %304, %312 : tensor<8x64x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%311 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %315 = stablehlo.multiply %274, %313 : tensor<8x64x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %317 = stablehlo.reshape %316 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %318 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %319 = stablehlo.multiply %313, %318 : tensor<8x64x128xf32>
    %320 = stablehlo.multiply %317, %280 : tensor<8x64x1xf32>
    %321 = stablehlo.negate %319 : tensor<8x64x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %325 = stablehlo.divide %320, %324 : tensor<8x64x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %328 = stablehlo.multiply %327, %268 : tensor<8x64x128xf32>
    %329 = stablehlo.negate %328 : tensor<8x64x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %332 = stablehlo.add %319, %328 : tensor<8x64x128xf32>
    %333 = stablehlo.add %323, %331 : tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %335 = stablehlo.divide %333, %334 : tensor<8x64x1xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %338 = stablehlo.add %332, %337 : tensor<8x64x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %340 = stablehlo.reshape %339 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %342 = stablehlo.dot_general %338, %254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %343 = stablehlo.transpose %342, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %344 = stablehlo.dot_general %338, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %345 = stablehlo.multiply %238, %344 : tensor<8x64x512xf32>
    %346 = stablehlo.multiply %344, %253 : tensor<8x64x512xf32>
    %347 = stablehlo.multiply %345, %251 : tensor<8x64x512xf32>
    %348 = stablehlo.multiply %347, %249 : tensor<8x64x512xf32>
    %349 = stablehlo.add %347, %348 : tensor<8x64x512xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<8x64x512xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<8x64x512xf32>
    %354 = stablehlo.multiply %353, %243 : tensor<8x64x512xf32>
    %355 = stablehlo.add %351, %354 : tensor<8x64x512xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %357 = stablehlo.multiply %356, %346 : tensor<8x64x512xf32>
    %358 = stablehlo.add %355, %357 : tensor<8x64x512xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %360 = stablehlo.reshape %359 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %362 = stablehlo.dot_general %358, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %363 = stablehlo.transpose %362, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %364 = stablehlo.dot_general %358, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %366 = stablehlo.reshape %365 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.multiply %226, %364 : tensor<8x64x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %370 = stablehlo.reshape %369 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %371 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %372 = stablehlo.multiply %364, %371 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%370 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %374 = stablehlo.multiply %218, %372 : tensor<8x64x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %377 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %378 = stablehlo.multiply %372, %377 : tensor<8x64x128xf32>
    %379 = stablehlo.multiply %376, %224 : tensor<8x64x1xf32>
    %380 = stablehlo.negate %378 : tensor<8x64x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %383 = stablehlo.add %338, %378 : tensor<8x64x128xf32>
    %cst_89 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %385 = stablehlo.divide %379, %384 : tensor<8x64x1xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %388 = stablehlo.multiply %387, %212 : tensor<8x64x128xf32>
    %389 = stablehlo.negate %388 : tensor<8x64x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%389 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %392 = stablehlo.add %383, %388 : tensor<8x64x128xf32>
    %393 = stablehlo.add %382, %391 : tensor<8x64x1xf32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %395 = stablehlo.divide %393, %394 : tensor<8x64x1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %398 = stablehlo.add %392, %397 : tensor<8x64x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.reshape %399 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %402 = stablehlo.dot_general %398, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %403 = stablehlo.transpose %402, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %404 = stablehlo.dot_general %398, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %406 = stablehlo.transpose %405, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %407 = stablehlo.dot_general %406, %173, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %408 = stablehlo.dot_general %406, %192, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %409 = stablehlo.transpose %408, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %410 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %411 = stablehlo.multiply %407, %410 : tensor<8x4x64x64xf32>
    %412 = stablehlo.multiply %411, %188 : tensor<8x4x64x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_96) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %414 = stablehlo.reshape %413 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %415 = stablehlo.negate %414 : tensor<8x4x64x1xf32>
    %416 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %417 = stablehlo.divide %407, %416 : tensor<8x4x64x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%415 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %420 = stablehlo.add %417, %419 : tensor<8x4x64x64xf32>
    %421 = stablehlo.multiply %420, %188 : tensor<8x4x64x64xf32>
    %422 = call @_where_2(%181#1, %421) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %423 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %424 = stablehlo.divide %422, %423 : tensor<8x4x64x64xf32>
    %425 = stablehlo.dot_general %424, %171, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %426 = stablehlo.transpose %425, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %427 = stablehlo.dot_general %424, %172, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %428 = stablehlo.transpose %427, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %429 = stablehlo.reshape %409 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %430 = stablehlo.reshape %426 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %431 = stablehlo.reshape %428 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %432 = stablehlo.concatenate %431, %430, %429, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %434 = stablehlo.reshape %433 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %436 = stablehlo.dot_general %432, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %437 = stablehlo.transpose %436, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %438 = stablehlo.dot_general %432, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %440 = stablehlo.reshape %439 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %442 = stablehlo.multiply %157, %438 : tensor<8x64x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %444 = stablehlo.reshape %443 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %445 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %446 = stablehlo.multiply %438, %445 : tensor<8x64x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%444 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %448 = stablehlo.multiply %149, %446 : tensor<8x64x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %450 = stablehlo.reshape %449 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %451 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %452 = stablehlo.multiply %446, %451 : tensor<8x64x128xf32>
    %453 = stablehlo.multiply %450, %155 : tensor<8x64x1xf32>
    %454 = stablehlo.negate %452 : tensor<8x64x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %457 = stablehlo.add %398, %452 : tensor<8x64x128xf32>
    %cst_106 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %459 = stablehlo.divide %453, %458 : tensor<8x64x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %462 = stablehlo.multiply %461, %143 : tensor<8x64x128xf32>
    %463 = stablehlo.negate %462 : tensor<8x64x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %466 = stablehlo.add %457, %462 : tensor<8x64x128xf32>
    %467 = stablehlo.add %456, %465 : tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %469 = stablehlo.divide %467, %468 : tensor<8x64x1xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %472 = stablehlo.add %466, %471 : tensor<8x64x128xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%472 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %474 = stablehlo.reshape %473 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %476 = stablehlo.dot_general %472, %129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %477 = stablehlo.transpose %476, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %478 = stablehlo.dot_general %472, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %479 = stablehlo.multiply %113, %478 : tensor<8x64x512xf32>
    %480 = stablehlo.multiply %478, %128 : tensor<8x64x512xf32>
    %481 = stablehlo.multiply %479, %126 : tensor<8x64x512xf32>
    %482 = stablehlo.multiply %481, %124 : tensor<8x64x512xf32>
    %483 = stablehlo.add %481, %482 : tensor<8x64x512xf32>
    %cst_113 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %485 = stablehlo.multiply %484, %483 : tensor<8x64x512xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<8x64x512xf32>
    %488 = stablehlo.multiply %487, %118 : tensor<8x64x512xf32>
    %489 = stablehlo.add %485, %488 : tensor<8x64x512xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %491 = stablehlo.multiply %490, %480 : tensor<8x64x512xf32>
    %492 = stablehlo.add %489, %491 : tensor<8x64x512xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %494 = stablehlo.reshape %493 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %496 = stablehlo.dot_general %492, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %497 = stablehlo.transpose %496, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %498 = stablehlo.dot_general %492, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %500 = stablehlo.reshape %499 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %502 = stablehlo.multiply %101, %498 : tensor<8x64x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%502 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %504 = stablehlo.reshape %503 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %505 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %506 = stablehlo.multiply %498, %505 : tensor<8x64x128xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%504 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %508 = stablehlo.multiply %93, %506 : tensor<8x64x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %511 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %512 = stablehlo.multiply %506, %511 : tensor<8x64x128xf32>
    %513 = stablehlo.multiply %510, %99 : tensor<8x64x1xf32>
    %514 = stablehlo.negate %512 : tensor<8x64x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%514 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %517 = stablehlo.add %472, %512 : tensor<8x64x128xf32>
    %cst_124 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %519 = stablehlo.divide %513, %518 : tensor<8x64x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %522 = stablehlo.multiply %521, %87 : tensor<8x64x128xf32>
    %523 = stablehlo.negate %522 : tensor<8x64x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %526 = stablehlo.add %517, %522 : tensor<8x64x128xf32>
    %527 = stablehlo.add %516, %525 : tensor<8x64x1xf32>
    %cst_127 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %529 = stablehlo.divide %527, %528 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%529 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %532 = stablehlo.add %526, %531 : tensor<8x64x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %534 = stablehlo.reshape %533 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %536 = stablehlo.dot_general %532, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %537 = stablehlo.transpose %536, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %538 = stablehlo.dot_general %532, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %541 = stablehlo.dot_general %540, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %542 = stablehlo.dot_general %540, %67, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %543 = stablehlo.transpose %542, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %544 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %545 = stablehlo.multiply %541, %544 : tensor<8x4x64x64xf32>
    %546 = stablehlo.multiply %545, %63 : tensor<8x4x64x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_131) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %549 = stablehlo.negate %548 : tensor<8x4x64x1xf32>
    %550 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %551 = stablehlo.divide %541, %550 : tensor<8x4x64x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%549 init: %cst_132) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %554 = stablehlo.add %551, %553 : tensor<8x4x64x64xf32>
    %555 = stablehlo.multiply %554, %63 : tensor<8x4x64x64xf32>
    %556 = call @_where_2(%56#1, %555) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %557 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %558 = stablehlo.divide %556, %557 : tensor<8x4x64x64xf32>
    %559 = stablehlo.dot_general %558, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %560 = stablehlo.transpose %559, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %561 = stablehlo.dot_general %558, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %562 = stablehlo.transpose %561, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %563 = stablehlo.reshape %543 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %564 = stablehlo.reshape %560 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %565 = stablehlo.reshape %562 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %566 = stablehlo.concatenate %565, %564, %563, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %568 = stablehlo.reshape %567 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %570 = stablehlo.dot_general %566, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %571 = stablehlo.transpose %570, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %572 = stablehlo.dot_general %566, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %574 = stablehlo.reshape %573 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %576 = stablehlo.multiply %32, %572 : tensor<8x64x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %578 = stablehlo.reshape %577 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %579 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %580 = stablehlo.multiply %572, %579 : tensor<8x64x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%578 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %582 = stablehlo.multiply %24, %580 : tensor<8x64x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %584 = stablehlo.reshape %583 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %585 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %586 = stablehlo.multiply %580, %585 : tensor<8x64x128xf32>
    %587 = stablehlo.multiply %584, %30 : tensor<8x64x1xf32>
    %588 = stablehlo.negate %586 : tensor<8x64x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %590 = stablehlo.reshape %589 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %591 = stablehlo.add %532, %586 : tensor<8x64x128xf32>
    %cst_141 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %593 = stablehlo.divide %587, %592 : tensor<8x64x1xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %596 = stablehlo.multiply %595, %18 : tensor<8x64x128xf32>
    %597 = stablehlo.negate %596 : tensor<8x64x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %600 = stablehlo.add %591, %596 : tensor<8x64x128xf32>
    %601 = stablehlo.add %590, %599 : tensor<8x64x1xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %603 = stablehlo.divide %601, %602 : tensor<8x64x1xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %606 = stablehlo.add %600, %605 : tensor<8x64x128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_146) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %608 = stablehlo.reshape %607 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_147) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %611 = "stablehlo.scatter"(%610, %5, %606) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1321 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %1321 : tensor<f32>
    }) : (tensor<1024x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %612 = stablehlo.add %305, %611 : tensor<1024x128xf32>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %613 = stablehlo.add %arg28, %c_149 : tensor<i32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %615 = stablehlo.multiply %614, %arg29 : tensor<128xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %617 = stablehlo.multiply %616, %535 : tensor<128xf32>
    %618 = stablehlo.add %615, %617 : tensor<128xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %620 = stablehlo.multiply %619, %arg30 : tensor<128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %622 = stablehlo.multiply %621, %537 : tensor<128x128xf32>
    %623 = stablehlo.add %620, %622 : tensor<128x128xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %625 = stablehlo.multiply %624, %arg31 : tensor<384xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %627 = stablehlo.multiply %626, %569 : tensor<384xf32>
    %628 = stablehlo.add %625, %627 : tensor<384xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %630 = stablehlo.multiply %629, %arg32 : tensor<128x384xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %632 = stablehlo.multiply %631, %571 : tensor<128x384xf32>
    %633 = stablehlo.add %630, %632 : tensor<128x384xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %635 = stablehlo.multiply %634, %arg33 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %637 = stablehlo.multiply %636, %575 : tensor<128xf32>
    %638 = stablehlo.add %635, %637 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %640 = stablehlo.multiply %639, %arg34 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %642 = stablehlo.multiply %641, %581 : tensor<128xf32>
    %643 = stablehlo.add %640, %642 : tensor<128xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %645 = stablehlo.multiply %644, %arg35 : tensor<128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %647 = stablehlo.multiply %646, %501 : tensor<128xf32>
    %648 = stablehlo.add %645, %647 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %650 = stablehlo.multiply %649, %arg36 : tensor<128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %652 = stablehlo.multiply %651, %507 : tensor<128xf32>
    %653 = stablehlo.add %650, %652 : tensor<128xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %655 = stablehlo.multiply %654, %arg37 : tensor<512xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %657 = stablehlo.multiply %656, %495 : tensor<512xf32>
    %658 = stablehlo.add %655, %657 : tensor<512xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %660 = stablehlo.multiply %659, %arg38 : tensor<128x512xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %662 = stablehlo.multiply %661, %497 : tensor<128x512xf32>
    %663 = stablehlo.add %660, %662 : tensor<128x512xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %665 = stablehlo.multiply %664, %arg39 : tensor<128xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %667 = stablehlo.multiply %666, %475 : tensor<128xf32>
    %668 = stablehlo.add %665, %667 : tensor<128xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %670 = stablehlo.multiply %669, %arg40 : tensor<512x128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %672 = stablehlo.multiply %671, %477 : tensor<512x128xf32>
    %673 = stablehlo.add %670, %672 : tensor<512x128xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %675 = stablehlo.multiply %674, %arg41 : tensor<128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %677 = stablehlo.multiply %676, %401 : tensor<128xf32>
    %678 = stablehlo.add %675, %677 : tensor<128xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %680 = stablehlo.multiply %679, %arg42 : tensor<128x128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %682 = stablehlo.multiply %681, %403 : tensor<128x128xf32>
    %683 = stablehlo.add %680, %682 : tensor<128x128xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %685 = stablehlo.multiply %684, %arg43 : tensor<384xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %687 = stablehlo.multiply %686, %435 : tensor<384xf32>
    %688 = stablehlo.add %685, %687 : tensor<384xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %690 = stablehlo.multiply %689, %arg44 : tensor<128x384xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %692 = stablehlo.multiply %691, %437 : tensor<128x384xf32>
    %693 = stablehlo.add %690, %692 : tensor<128x384xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %695 = stablehlo.multiply %694, %arg45 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %697 = stablehlo.multiply %696, %441 : tensor<128xf32>
    %698 = stablehlo.add %695, %697 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %700 = stablehlo.multiply %699, %arg46 : tensor<128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %702 = stablehlo.multiply %701, %447 : tensor<128xf32>
    %703 = stablehlo.add %700, %702 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %705 = stablehlo.multiply %704, %arg47 : tensor<128xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %707 = stablehlo.multiply %706, %367 : tensor<128xf32>
    %708 = stablehlo.add %705, %707 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %710 = stablehlo.multiply %709, %arg48 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %712 = stablehlo.multiply %711, %373 : tensor<128xf32>
    %713 = stablehlo.add %710, %712 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %715 = stablehlo.multiply %714, %arg49 : tensor<512xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %717 = stablehlo.multiply %716, %361 : tensor<512xf32>
    %718 = stablehlo.add %715, %717 : tensor<512xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %720 = stablehlo.multiply %719, %arg50 : tensor<128x512xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %722 = stablehlo.multiply %721, %363 : tensor<128x512xf32>
    %723 = stablehlo.add %720, %722 : tensor<128x512xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %725 = stablehlo.multiply %724, %arg51 : tensor<128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %727 = stablehlo.multiply %726, %341 : tensor<128xf32>
    %728 = stablehlo.add %725, %727 : tensor<128xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %730 = stablehlo.multiply %729, %arg52 : tensor<512x128xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %732 = stablehlo.multiply %731, %343 : tensor<512x128xf32>
    %733 = stablehlo.add %730, %732 : tensor<512x128xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %735 = stablehlo.multiply %734, %arg53 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %737 = stablehlo.multiply %736, %308 : tensor<128xf32>
    %738 = stablehlo.add %735, %737 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %740 = stablehlo.multiply %739, %arg54 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %742 = stablehlo.multiply %741, %314 : tensor<128xf32>
    %743 = stablehlo.add %740, %742 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %745 = stablehlo.multiply %744, %arg55 : tensor<64x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %747 = stablehlo.multiply %746, %609 : tensor<64x128xf32>
    %748 = stablehlo.add %745, %747 : tensor<64x128xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %750 = stablehlo.multiply %749, %arg56 : tensor<1024x128xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %752 = stablehlo.multiply %751, %612 : tensor<1024x128xf32>
    %753 = stablehlo.add %750, %752 : tensor<1024x128xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %755 = stablehlo.multiply %754, %arg57 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %757 = stablehlo.multiply %756, %535 : tensor<128xf32>
    %758 = stablehlo.multiply %757, %535 : tensor<128xf32>
    %759 = stablehlo.add %755, %758 : tensor<128xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %761 = stablehlo.multiply %760, %arg58 : tensor<128x128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %763 = stablehlo.multiply %762, %537 : tensor<128x128xf32>
    %764 = stablehlo.multiply %763, %537 : tensor<128x128xf32>
    %765 = stablehlo.add %761, %764 : tensor<128x128xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %767 = stablehlo.multiply %766, %arg59 : tensor<384xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %769 = stablehlo.multiply %768, %569 : tensor<384xf32>
    %770 = stablehlo.multiply %769, %569 : tensor<384xf32>
    %771 = stablehlo.add %767, %770 : tensor<384xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %773 = stablehlo.multiply %772, %arg60 : tensor<128x384xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %775 = stablehlo.multiply %774, %571 : tensor<128x384xf32>
    %776 = stablehlo.multiply %775, %571 : tensor<128x384xf32>
    %777 = stablehlo.add %773, %776 : tensor<128x384xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %779 = stablehlo.multiply %778, %arg61 : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %781 = stablehlo.multiply %780, %575 : tensor<128xf32>
    %782 = stablehlo.multiply %781, %575 : tensor<128xf32>
    %783 = stablehlo.add %779, %782 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %785 = stablehlo.multiply %784, %arg62 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %787 = stablehlo.multiply %786, %581 : tensor<128xf32>
    %788 = stablehlo.multiply %787, %581 : tensor<128xf32>
    %789 = stablehlo.add %785, %788 : tensor<128xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %791 = stablehlo.multiply %790, %arg63 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %793 = stablehlo.multiply %792, %501 : tensor<128xf32>
    %794 = stablehlo.multiply %793, %501 : tensor<128xf32>
    %795 = stablehlo.add %791, %794 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %797 = stablehlo.multiply %796, %arg64 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %799 = stablehlo.multiply %798, %507 : tensor<128xf32>
    %800 = stablehlo.multiply %799, %507 : tensor<128xf32>
    %801 = stablehlo.add %797, %800 : tensor<128xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %803 = stablehlo.multiply %802, %arg65 : tensor<512xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %805 = stablehlo.multiply %804, %495 : tensor<512xf32>
    %806 = stablehlo.multiply %805, %495 : tensor<512xf32>
    %807 = stablehlo.add %803, %806 : tensor<512xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %809 = stablehlo.multiply %808, %arg66 : tensor<128x512xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %811 = stablehlo.multiply %810, %497 : tensor<128x512xf32>
    %812 = stablehlo.multiply %811, %497 : tensor<128x512xf32>
    %813 = stablehlo.add %809, %812 : tensor<128x512xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %815 = stablehlo.multiply %814, %arg67 : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %817 = stablehlo.multiply %816, %475 : tensor<128xf32>
    %818 = stablehlo.multiply %817, %475 : tensor<128xf32>
    %819 = stablehlo.add %815, %818 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %821 = stablehlo.multiply %820, %arg68 : tensor<512x128xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %823 = stablehlo.multiply %822, %477 : tensor<512x128xf32>
    %824 = stablehlo.multiply %823, %477 : tensor<512x128xf32>
    %825 = stablehlo.add %821, %824 : tensor<512x128xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %827 = stablehlo.multiply %826, %arg69 : tensor<128xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %829 = stablehlo.multiply %828, %401 : tensor<128xf32>
    %830 = stablehlo.multiply %829, %401 : tensor<128xf32>
    %831 = stablehlo.add %827, %830 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %833 = stablehlo.multiply %832, %arg70 : tensor<128x128xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %835 = stablehlo.multiply %834, %403 : tensor<128x128xf32>
    %836 = stablehlo.multiply %835, %403 : tensor<128x128xf32>
    %837 = stablehlo.add %833, %836 : tensor<128x128xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %839 = stablehlo.multiply %838, %arg71 : tensor<384xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %841 = stablehlo.multiply %840, %435 : tensor<384xf32>
    %842 = stablehlo.multiply %841, %435 : tensor<384xf32>
    %843 = stablehlo.add %839, %842 : tensor<384xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %845 = stablehlo.multiply %844, %arg72 : tensor<128x384xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %847 = stablehlo.multiply %846, %437 : tensor<128x384xf32>
    %848 = stablehlo.multiply %847, %437 : tensor<128x384xf32>
    %849 = stablehlo.add %845, %848 : tensor<128x384xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %851 = stablehlo.multiply %850, %arg73 : tensor<128xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %853 = stablehlo.multiply %852, %441 : tensor<128xf32>
    %854 = stablehlo.multiply %853, %441 : tensor<128xf32>
    %855 = stablehlo.add %851, %854 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %857 = stablehlo.multiply %856, %arg74 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %859 = stablehlo.multiply %858, %447 : tensor<128xf32>
    %860 = stablehlo.multiply %859, %447 : tensor<128xf32>
    %861 = stablehlo.add %857, %860 : tensor<128xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %863 = stablehlo.multiply %862, %arg75 : tensor<128xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %865 = stablehlo.multiply %864, %367 : tensor<128xf32>
    %866 = stablehlo.multiply %865, %367 : tensor<128xf32>
    %867 = stablehlo.add %863, %866 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %869 = stablehlo.multiply %868, %arg76 : tensor<128xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %871 = stablehlo.multiply %870, %373 : tensor<128xf32>
    %872 = stablehlo.multiply %871, %373 : tensor<128xf32>
    %873 = stablehlo.add %869, %872 : tensor<128xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %875 = stablehlo.multiply %874, %arg77 : tensor<512xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %877 = stablehlo.multiply %876, %361 : tensor<512xf32>
    %878 = stablehlo.multiply %877, %361 : tensor<512xf32>
    %879 = stablehlo.add %875, %878 : tensor<512xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %881 = stablehlo.multiply %880, %arg78 : tensor<128x512xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %883 = stablehlo.multiply %882, %363 : tensor<128x512xf32>
    %884 = stablehlo.multiply %883, %363 : tensor<128x512xf32>
    %885 = stablehlo.add %881, %884 : tensor<128x512xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %887 = stablehlo.multiply %886, %arg79 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %889 = stablehlo.multiply %888, %341 : tensor<128xf32>
    %890 = stablehlo.multiply %889, %341 : tensor<128xf32>
    %891 = stablehlo.add %887, %890 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %893 = stablehlo.multiply %892, %arg80 : tensor<512x128xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %895 = stablehlo.multiply %894, %343 : tensor<512x128xf32>
    %896 = stablehlo.multiply %895, %343 : tensor<512x128xf32>
    %897 = stablehlo.add %893, %896 : tensor<512x128xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %arg81 : tensor<128xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %901 = stablehlo.multiply %900, %308 : tensor<128xf32>
    %902 = stablehlo.multiply %901, %308 : tensor<128xf32>
    %903 = stablehlo.add %899, %902 : tensor<128xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %905 = stablehlo.multiply %904, %arg82 : tensor<128xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %907 = stablehlo.multiply %906, %314 : tensor<128xf32>
    %908 = stablehlo.multiply %907, %314 : tensor<128xf32>
    %909 = stablehlo.add %905, %908 : tensor<128xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %911 = stablehlo.multiply %910, %arg83 : tensor<64x128xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %913 = stablehlo.multiply %912, %609 : tensor<64x128xf32>
    %914 = stablehlo.multiply %913, %609 : tensor<64x128xf32>
    %915 = stablehlo.add %911, %914 : tensor<64x128xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %917 = stablehlo.multiply %916, %arg84 : tensor<1024x128xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %919 = stablehlo.multiply %918, %612 : tensor<1024x128xf32>
    %920 = stablehlo.multiply %919, %612 : tensor<1024x128xf32>
    %921 = stablehlo.add %917, %920 : tensor<1024x128xf32>
    %922 = stablehlo.convert %613 : (tensor<i32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.power %cst_262, %922 : tensor<f32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %924 = stablehlo.subtract %cst_263, %923 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %925 = stablehlo.divide %cst_264, %924 : tensor<f32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %926 = stablehlo.power %cst_265, %922 : tensor<f32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %927 = stablehlo.subtract %cst_266, %926 : tensor<f32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %928 = stablehlo.divide %cst_267, %927 : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %930 = stablehlo.multiply %618, %929 : tensor<128xf32>
    %931 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %932 = stablehlo.multiply %759, %931 : tensor<128xf32>
    %933 = stablehlo.sqrt %932 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %935 = stablehlo.add %933, %934 : tensor<128xf32>
    %936 = stablehlo.divide %930, %935 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %938 = stablehlo.multiply %937, %arg0 : tensor<128xf32>
    %939 = stablehlo.add %936, %938 : tensor<128xf32>
    %cst_270 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %941 = stablehlo.multiply %940, %939 : tensor<128xf32>
    %942 = stablehlo.subtract %arg0, %941 : tensor<128xf32>
    %943 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %944 = stablehlo.multiply %623, %943 : tensor<128x128xf32>
    %945 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %946 = stablehlo.multiply %765, %945 : tensor<128x128xf32>
    %947 = stablehlo.sqrt %946 : tensor<128x128xf32>
    %cst_271 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %949 = stablehlo.add %947, %948 : tensor<128x128xf32>
    %950 = stablehlo.divide %944, %949 : tensor<128x128xf32>
    %cst_272 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %952 = stablehlo.multiply %951, %arg1 : tensor<128x128xf32>
    %953 = stablehlo.add %950, %952 : tensor<128x128xf32>
    %cst_273 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<128x128xf32>
    %956 = stablehlo.subtract %arg1, %955 : tensor<128x128xf32>
    %957 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %958 = stablehlo.multiply %628, %957 : tensor<384xf32>
    %959 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %960 = stablehlo.multiply %771, %959 : tensor<384xf32>
    %961 = stablehlo.sqrt %960 : tensor<384xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %963 = stablehlo.add %961, %962 : tensor<384xf32>
    %964 = stablehlo.divide %958, %963 : tensor<384xf32>
    %cst_275 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %966 = stablehlo.multiply %965, %arg2 : tensor<384xf32>
    %967 = stablehlo.add %964, %966 : tensor<384xf32>
    %cst_276 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %969 = stablehlo.multiply %968, %967 : tensor<384xf32>
    %970 = stablehlo.subtract %arg2, %969 : tensor<384xf32>
    %971 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %972 = stablehlo.multiply %633, %971 : tensor<128x384xf32>
    %973 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %974 = stablehlo.multiply %777, %973 : tensor<128x384xf32>
    %975 = stablehlo.sqrt %974 : tensor<128x384xf32>
    %cst_277 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %977 = stablehlo.add %975, %976 : tensor<128x384xf32>
    %978 = stablehlo.divide %972, %977 : tensor<128x384xf32>
    %cst_278 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %980 = stablehlo.multiply %979, %arg3 : tensor<128x384xf32>
    %981 = stablehlo.add %978, %980 : tensor<128x384xf32>
    %cst_279 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %983 = stablehlo.multiply %982, %981 : tensor<128x384xf32>
    %984 = stablehlo.subtract %arg3, %983 : tensor<128x384xf32>
    %985 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %986 = stablehlo.multiply %638, %985 : tensor<128xf32>
    %987 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %988 = stablehlo.multiply %783, %987 : tensor<128xf32>
    %989 = stablehlo.sqrt %988 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %991 = stablehlo.add %989, %990 : tensor<128xf32>
    %992 = stablehlo.divide %986, %991 : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %994 = stablehlo.multiply %993, %arg4 : tensor<128xf32>
    %995 = stablehlo.add %992, %994 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %997 = stablehlo.multiply %996, %995 : tensor<128xf32>
    %998 = stablehlo.subtract %arg4, %997 : tensor<128xf32>
    %999 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1000 = stablehlo.multiply %643, %999 : tensor<128xf32>
    %1001 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1002 = stablehlo.multiply %789, %1001 : tensor<128xf32>
    %1003 = stablehlo.sqrt %1002 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1005 = stablehlo.add %1003, %1004 : tensor<128xf32>
    %1006 = stablehlo.divide %1000, %1005 : tensor<128xf32>
    %cst_284 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1008 = stablehlo.multiply %1007, %arg5 : tensor<128xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<128xf32>
    %cst_285 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1011 = stablehlo.multiply %1010, %1009 : tensor<128xf32>
    %1012 = stablehlo.subtract %arg5, %1011 : tensor<128xf32>
    %1013 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1014 = stablehlo.multiply %648, %1013 : tensor<128xf32>
    %1015 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1016 = stablehlo.multiply %795, %1015 : tensor<128xf32>
    %1017 = stablehlo.sqrt %1016 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<128xf32>
    %1020 = stablehlo.divide %1014, %1019 : tensor<128xf32>
    %cst_287 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1022 = stablehlo.multiply %1021, %arg6 : tensor<128xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<128xf32>
    %1026 = stablehlo.subtract %arg6, %1025 : tensor<128xf32>
    %1027 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1028 = stablehlo.multiply %653, %1027 : tensor<128xf32>
    %1029 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1030 = stablehlo.multiply %801, %1029 : tensor<128xf32>
    %1031 = stablehlo.sqrt %1030 : tensor<128xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<128xf32>
    %1034 = stablehlo.divide %1028, %1033 : tensor<128xf32>
    %cst_290 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1036 = stablehlo.multiply %1035, %arg7 : tensor<128xf32>
    %1037 = stablehlo.add %1034, %1036 : tensor<128xf32>
    %cst_291 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1039 = stablehlo.multiply %1038, %1037 : tensor<128xf32>
    %1040 = stablehlo.subtract %arg7, %1039 : tensor<128xf32>
    %1041 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1042 = stablehlo.multiply %658, %1041 : tensor<512xf32>
    %1043 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1044 = stablehlo.multiply %807, %1043 : tensor<512xf32>
    %1045 = stablehlo.sqrt %1044 : tensor<512xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<512xf32>
    %1048 = stablehlo.divide %1042, %1047 : tensor<512xf32>
    %cst_293 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1050 = stablehlo.multiply %1049, %arg8 : tensor<512xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<512xf32>
    %cst_294 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1053 = stablehlo.multiply %1052, %1051 : tensor<512xf32>
    %1054 = stablehlo.subtract %arg8, %1053 : tensor<512xf32>
    %1055 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1056 = stablehlo.multiply %663, %1055 : tensor<128x512xf32>
    %1057 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1058 = stablehlo.multiply %813, %1057 : tensor<128x512xf32>
    %1059 = stablehlo.sqrt %1058 : tensor<128x512xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<128x512xf32>
    %1062 = stablehlo.divide %1056, %1061 : tensor<128x512xf32>
    %cst_296 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1064 = stablehlo.multiply %1063, %arg9 : tensor<128x512xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<128x512xf32>
    %cst_297 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<128x512xf32>
    %1068 = stablehlo.subtract %arg9, %1067 : tensor<128x512xf32>
    %1069 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1070 = stablehlo.multiply %668, %1069 : tensor<128xf32>
    %1071 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1072 = stablehlo.multiply %819, %1071 : tensor<128xf32>
    %1073 = stablehlo.sqrt %1072 : tensor<128xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<128xf32>
    %1076 = stablehlo.divide %1070, %1075 : tensor<128xf32>
    %cst_299 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1078 = stablehlo.multiply %1077, %arg10 : tensor<128xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<128xf32>
    %cst_300 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1081 = stablehlo.multiply %1080, %1079 : tensor<128xf32>
    %1082 = stablehlo.subtract %arg10, %1081 : tensor<128xf32>
    %1083 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1084 = stablehlo.multiply %673, %1083 : tensor<512x128xf32>
    %1085 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1086 = stablehlo.multiply %825, %1085 : tensor<512x128xf32>
    %1087 = stablehlo.sqrt %1086 : tensor<512x128xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1089 = stablehlo.add %1087, %1088 : tensor<512x128xf32>
    %1090 = stablehlo.divide %1084, %1089 : tensor<512x128xf32>
    %cst_302 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1092 = stablehlo.multiply %1091, %arg11 : tensor<512x128xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<512x128xf32>
    %cst_303 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1095 = stablehlo.multiply %1094, %1093 : tensor<512x128xf32>
    %1096 = stablehlo.subtract %arg11, %1095 : tensor<512x128xf32>
    %1097 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1098 = stablehlo.multiply %678, %1097 : tensor<128xf32>
    %1099 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1100 = stablehlo.multiply %831, %1099 : tensor<128xf32>
    %1101 = stablehlo.sqrt %1100 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1103 = stablehlo.add %1101, %1102 : tensor<128xf32>
    %1104 = stablehlo.divide %1098, %1103 : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.multiply %1105, %arg12 : tensor<128xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<128xf32>
    %1110 = stablehlo.subtract %arg12, %1109 : tensor<128xf32>
    %1111 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1112 = stablehlo.multiply %683, %1111 : tensor<128x128xf32>
    %1113 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1114 = stablehlo.multiply %837, %1113 : tensor<128x128xf32>
    %1115 = stablehlo.sqrt %1114 : tensor<128x128xf32>
    %cst_307 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<128x128xf32>
    %1118 = stablehlo.divide %1112, %1117 : tensor<128x128xf32>
    %cst_308 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1120 = stablehlo.multiply %1119, %arg13 : tensor<128x128xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<128x128xf32>
    %cst_309 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1123 = stablehlo.multiply %1122, %1121 : tensor<128x128xf32>
    %1124 = stablehlo.subtract %arg13, %1123 : tensor<128x128xf32>
    %1125 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1126 = stablehlo.multiply %688, %1125 : tensor<384xf32>
    %1127 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1128 = stablehlo.multiply %843, %1127 : tensor<384xf32>
    %1129 = stablehlo.sqrt %1128 : tensor<384xf32>
    %cst_310 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1131 = stablehlo.add %1129, %1130 : tensor<384xf32>
    %1132 = stablehlo.divide %1126, %1131 : tensor<384xf32>
    %cst_311 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1134 = stablehlo.multiply %1133, %arg14 : tensor<384xf32>
    %1135 = stablehlo.add %1132, %1134 : tensor<384xf32>
    %cst_312 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1137 = stablehlo.multiply %1136, %1135 : tensor<384xf32>
    %1138 = stablehlo.subtract %arg14, %1137 : tensor<384xf32>
    %1139 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1140 = stablehlo.multiply %693, %1139 : tensor<128x384xf32>
    %1141 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1142 = stablehlo.multiply %849, %1141 : tensor<128x384xf32>
    %1143 = stablehlo.sqrt %1142 : tensor<128x384xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1145 = stablehlo.add %1143, %1144 : tensor<128x384xf32>
    %1146 = stablehlo.divide %1140, %1145 : tensor<128x384xf32>
    %cst_314 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1148 = stablehlo.multiply %1147, %arg15 : tensor<128x384xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<128x384xf32>
    %cst_315 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<128x384xf32>
    %1152 = stablehlo.subtract %arg15, %1151 : tensor<128x384xf32>
    %1153 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1154 = stablehlo.multiply %698, %1153 : tensor<128xf32>
    %1155 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1156 = stablehlo.multiply %855, %1155 : tensor<128xf32>
    %1157 = stablehlo.sqrt %1156 : tensor<128xf32>
    %cst_316 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1159 = stablehlo.add %1157, %1158 : tensor<128xf32>
    %1160 = stablehlo.divide %1154, %1159 : tensor<128xf32>
    %cst_317 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1162 = stablehlo.multiply %1161, %arg16 : tensor<128xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<128xf32>
    %cst_318 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1165 = stablehlo.multiply %1164, %1163 : tensor<128xf32>
    %1166 = stablehlo.subtract %arg16, %1165 : tensor<128xf32>
    %1167 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1168 = stablehlo.multiply %703, %1167 : tensor<128xf32>
    %1169 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1170 = stablehlo.multiply %861, %1169 : tensor<128xf32>
    %1171 = stablehlo.sqrt %1170 : tensor<128xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1173 = stablehlo.add %1171, %1172 : tensor<128xf32>
    %1174 = stablehlo.divide %1168, %1173 : tensor<128xf32>
    %cst_320 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1176 = stablehlo.multiply %1175, %arg17 : tensor<128xf32>
    %1177 = stablehlo.add %1174, %1176 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1179 = stablehlo.multiply %1178, %1177 : tensor<128xf32>
    %1180 = stablehlo.subtract %arg17, %1179 : tensor<128xf32>
    %1181 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1182 = stablehlo.multiply %708, %1181 : tensor<128xf32>
    %1183 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.multiply %867, %1183 : tensor<128xf32>
    %1185 = stablehlo.sqrt %1184 : tensor<128xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1187 = stablehlo.add %1185, %1186 : tensor<128xf32>
    %1188 = stablehlo.divide %1182, %1187 : tensor<128xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1190 = stablehlo.multiply %1189, %arg18 : tensor<128xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<128xf32>
    %cst_324 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1193 = stablehlo.multiply %1192, %1191 : tensor<128xf32>
    %1194 = stablehlo.subtract %arg18, %1193 : tensor<128xf32>
    %1195 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1196 = stablehlo.multiply %713, %1195 : tensor<128xf32>
    %1197 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1198 = stablehlo.multiply %873, %1197 : tensor<128xf32>
    %1199 = stablehlo.sqrt %1198 : tensor<128xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1201 = stablehlo.add %1199, %1200 : tensor<128xf32>
    %1202 = stablehlo.divide %1196, %1201 : tensor<128xf32>
    %cst_326 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1204 = stablehlo.multiply %1203, %arg19 : tensor<128xf32>
    %1205 = stablehlo.add %1202, %1204 : tensor<128xf32>
    %cst_327 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1207 = stablehlo.multiply %1206, %1205 : tensor<128xf32>
    %1208 = stablehlo.subtract %arg19, %1207 : tensor<128xf32>
    %1209 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1210 = stablehlo.multiply %718, %1209 : tensor<512xf32>
    %1211 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1212 = stablehlo.multiply %879, %1211 : tensor<512xf32>
    %1213 = stablehlo.sqrt %1212 : tensor<512xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1215 = stablehlo.add %1213, %1214 : tensor<512xf32>
    %1216 = stablehlo.divide %1210, %1215 : tensor<512xf32>
    %cst_329 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1218 = stablehlo.multiply %1217, %arg20 : tensor<512xf32>
    %1219 = stablehlo.add %1216, %1218 : tensor<512xf32>
    %cst_330 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1221 = stablehlo.multiply %1220, %1219 : tensor<512xf32>
    %1222 = stablehlo.subtract %arg20, %1221 : tensor<512xf32>
    %1223 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1224 = stablehlo.multiply %723, %1223 : tensor<128x512xf32>
    %1225 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1226 = stablehlo.multiply %885, %1225 : tensor<128x512xf32>
    %1227 = stablehlo.sqrt %1226 : tensor<128x512xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1229 = stablehlo.add %1227, %1228 : tensor<128x512xf32>
    %1230 = stablehlo.divide %1224, %1229 : tensor<128x512xf32>
    %cst_332 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1232 = stablehlo.multiply %1231, %arg21 : tensor<128x512xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<128x512xf32>
    %cst_333 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1235 = stablehlo.multiply %1234, %1233 : tensor<128x512xf32>
    %1236 = stablehlo.subtract %arg21, %1235 : tensor<128x512xf32>
    %1237 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1238 = stablehlo.multiply %728, %1237 : tensor<128xf32>
    %1239 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1240 = stablehlo.multiply %891, %1239 : tensor<128xf32>
    %1241 = stablehlo.sqrt %1240 : tensor<128xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1243 = stablehlo.add %1241, %1242 : tensor<128xf32>
    %1244 = stablehlo.divide %1238, %1243 : tensor<128xf32>
    %cst_335 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1246 = stablehlo.multiply %1245, %arg22 : tensor<128xf32>
    %1247 = stablehlo.add %1244, %1246 : tensor<128xf32>
    %cst_336 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1249 = stablehlo.multiply %1248, %1247 : tensor<128xf32>
    %1250 = stablehlo.subtract %arg22, %1249 : tensor<128xf32>
    %1251 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1252 = stablehlo.multiply %733, %1251 : tensor<512x128xf32>
    %1253 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1254 = stablehlo.multiply %897, %1253 : tensor<512x128xf32>
    %1255 = stablehlo.sqrt %1254 : tensor<512x128xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1257 = stablehlo.add %1255, %1256 : tensor<512x128xf32>
    %1258 = stablehlo.divide %1252, %1257 : tensor<512x128xf32>
    %cst_338 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1260 = stablehlo.multiply %1259, %arg23 : tensor<512x128xf32>
    %1261 = stablehlo.add %1258, %1260 : tensor<512x128xf32>
    %cst_339 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1263 = stablehlo.multiply %1262, %1261 : tensor<512x128xf32>
    %1264 = stablehlo.subtract %arg23, %1263 : tensor<512x128xf32>
    %1265 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1266 = stablehlo.multiply %738, %1265 : tensor<128xf32>
    %1267 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1268 = stablehlo.multiply %903, %1267 : tensor<128xf32>
    %1269 = stablehlo.sqrt %1268 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1271 = stablehlo.add %1269, %1270 : tensor<128xf32>
    %1272 = stablehlo.divide %1266, %1271 : tensor<128xf32>
    %cst_341 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1274 = stablehlo.multiply %1273, %arg24 : tensor<128xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<128xf32>
    %cst_342 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1277 = stablehlo.multiply %1276, %1275 : tensor<128xf32>
    %1278 = stablehlo.subtract %arg24, %1277 : tensor<128xf32>
    %1279 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1280 = stablehlo.multiply %743, %1279 : tensor<128xf32>
    %1281 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1282 = stablehlo.multiply %909, %1281 : tensor<128xf32>
    %1283 = stablehlo.sqrt %1282 : tensor<128xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1285 = stablehlo.add %1283, %1284 : tensor<128xf32>
    %1286 = stablehlo.divide %1280, %1285 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1288 = stablehlo.multiply %1287, %arg25 : tensor<128xf32>
    %1289 = stablehlo.add %1286, %1288 : tensor<128xf32>
    %cst_345 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1291 = stablehlo.multiply %1290, %1289 : tensor<128xf32>
    %1292 = stablehlo.subtract %arg25, %1291 : tensor<128xf32>
    %1293 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1294 = stablehlo.multiply %748, %1293 : tensor<64x128xf32>
    %1295 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1296 = stablehlo.multiply %915, %1295 : tensor<64x128xf32>
    %1297 = stablehlo.sqrt %1296 : tensor<64x128xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1299 = stablehlo.add %1297, %1298 : tensor<64x128xf32>
    %1300 = stablehlo.divide %1294, %1299 : tensor<64x128xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1302 = stablehlo.multiply %1301, %arg26 : tensor<64x128xf32>
    %1303 = stablehlo.add %1300, %1302 : tensor<64x128xf32>
    %cst_348 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1305 = stablehlo.multiply %1304, %1303 : tensor<64x128xf32>
    %1306 = stablehlo.subtract %arg26, %1305 : tensor<64x128xf32>
    %1307 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1308 = stablehlo.multiply %753, %1307 : tensor<1024x128xf32>
    %1309 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1310 = stablehlo.multiply %921, %1309 : tensor<1024x128xf32>
    %1311 = stablehlo.sqrt %1310 : tensor<1024x128xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1313 = stablehlo.add %1311, %1312 : tensor<1024x128xf32>
    %1314 = stablehlo.divide %1308, %1313 : tensor<1024x128xf32>
    %cst_350 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1316 = stablehlo.multiply %1315, %arg27 : tensor<1024x128xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<1024x128xf32>
    %cst_351 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1319 = stablehlo.multiply %1318, %1317 : tensor<1024x128xf32>
    %1320 = stablehlo.subtract %arg27, %1319 : tensor<1024x128xf32>
    return %942, %956, %970, %984, %998, %1012, %1026, %1040, %1054, %1068, %1082, %1096, %1110, %1124, %1138, %1152, %1166, %1180, %1194, %1208, %1222, %1236, %1250, %1264, %1278, %1292, %1306, %1320, %613, %618, %623, %628, %633, %638, %643, %648, %653, %658, %663, %668, %673, %678, %683, %688, %693, %698, %703, %708, %713, %718, %723, %728, %733, %738, %743, %748, %753, %759, %765, %771, %777, %783, %789, %795, %801, %807, %813, %819, %825, %831, %837, %843, %849, %855, %861, %867, %873, %879, %885, %891, %897, %903, %909, %915, %921, %296 : tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<i32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %2, %0 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>
  }
  func.func private @log_softmax(%arg0: tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<8x64x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.log %8 : tensor<8x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x64x1024xf32>
    return %11, %6, %8 : tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x64x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x64x1024xf32>
    return %7 : tensor<8x64x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
}
