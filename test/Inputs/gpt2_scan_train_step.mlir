module @jit_gpt2_scan_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x128xf32>, %arg1: tensor<4x128x128xf32>, %arg2: tensor<4x384xf32>, %arg3: tensor<4x128x384xf32>, %arg4: tensor<4x128xf32>, %arg5: tensor<4x128xf32>, %arg6: tensor<4x128xf32>, %arg7: tensor<4x128xf32>, %arg8: tensor<4x512xf32>, %arg9: tensor<4x128x512xf32>, %arg10: tensor<4x128xf32>, %arg11: tensor<4x512x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<1024x128xf32>, %arg16: tensor<i32>, %arg17: tensor<4x128xf32>, %arg18: tensor<4x128x128xf32>, %arg19: tensor<4x384xf32>, %arg20: tensor<4x128x384xf32>, %arg21: tensor<4x128xf32>, %arg22: tensor<4x128xf32>, %arg23: tensor<4x128xf32>, %arg24: tensor<4x128xf32>, %arg25: tensor<4x512xf32>, %arg26: tensor<4x128x512xf32>, %arg27: tensor<4x128xf32>, %arg28: tensor<4x512x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<64x128xf32>, %arg32: tensor<1024x128xf32>, %arg33: tensor<4x128xf32>, %arg34: tensor<4x128x128xf32>, %arg35: tensor<4x384xf32>, %arg36: tensor<4x128x384xf32>, %arg37: tensor<4x128xf32>, %arg38: tensor<4x128xf32>, %arg39: tensor<4x128xf32>, %arg40: tensor<4x128xf32>, %arg41: tensor<4x512xf32>, %arg42: tensor<4x128x512xf32>, %arg43: tensor<4x128xf32>, %arg44: tensor<4x512x128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<64x128xf32>, %arg48: tensor<1024x128xf32>, %arg49: tensor<8x64xi32>, %arg50: tensor<8x64xi32>, %arg51: tensor<2xui32>) -> (tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['attn']['proj']['b']"}, tensor<4x128x128xf32> {jax.result_info = "result[0]['blocks']['attn']['proj']['w']"}, tensor<4x384xf32> {jax.result_info = "result[0]['blocks']['attn']['qkv']['b']"}, tensor<4x128x384xf32> {jax.result_info = "result[0]['blocks']['attn']['qkv']['w']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['ln1']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['ln1']['scale']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['ln2']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['ln2']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[0]['blocks']['mlp']['fc']['b']"}, tensor<4x128x512xf32> {jax.result_info = "result[0]['blocks']['mlp']['fc']['w']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['mlp']['proj']['b']"}, tensor<4x512x128xf32> {jax.result_info = "result[0]['blocks']['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[0]['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[0]['wte']"}, tensor<i32> {jax.result_info = "result[1]['count']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['attn']['proj']['b']"}, tensor<4x128x128xf32> {jax.result_info = "result[1]['mu']['blocks']['attn']['proj']['w']"}, tensor<4x384xf32> {jax.result_info = "result[1]['mu']['blocks']['attn']['qkv']['b']"}, tensor<4x128x384xf32> {jax.result_info = "result[1]['mu']['blocks']['attn']['qkv']['w']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['ln1']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['ln1']['scale']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['ln2']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['ln2']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[1]['mu']['blocks']['mlp']['fc']['b']"}, tensor<4x128x512xf32> {jax.result_info = "result[1]['mu']['blocks']['mlp']['fc']['w']"}, tensor<4x128xf32> {jax.result_info = "result[1]['mu']['blocks']['mlp']['proj']['b']"}, tensor<4x512x128xf32> {jax.result_info = "result[1]['mu']['blocks']['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['mu']['wte']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['attn']['proj']['b']"}, tensor<4x128x128xf32> {jax.result_info = "result[1]['nu']['blocks']['attn']['proj']['w']"}, tensor<4x384xf32> {jax.result_info = "result[1]['nu']['blocks']['attn']['qkv']['b']"}, tensor<4x128x384xf32> {jax.result_info = "result[1]['nu']['blocks']['attn']['qkv']['w']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['ln1']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['ln1']['scale']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['ln2']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['ln2']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[1]['nu']['blocks']['mlp']['fc']['b']"}, tensor<4x128x512xf32> {jax.result_info = "result[1]['nu']['blocks']['mlp']['fc']['w']"}, tensor<4x128xf32> {jax.result_info = "result[1]['nu']['blocks']['mlp']['proj']['b']"}, tensor<4x512x128xf32> {jax.result_info = "result[1]['nu']['blocks']['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['nu']['wte']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg49, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg49, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg49 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg14, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x64x128xf32>
    %10 = call @_threefry_split(%arg51) : (tensor<2xui32>) -> tensor<4x2xui32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.sqrt %cst : tensor<f32>
    %12 = stablehlo.convert %11 : tensor<f32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %14 = call @tril(%13) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %15:2 = call @_where(%14, %cst_2) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>)
    %16:2 = call @_bernoulli() : () -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>)
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = call @_where_0(%cst_3) : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %18:2 = call @_bernoulli_1() : () -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>)
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = call @_where_3(%cst_4) : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x8x64x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8x64x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x1x1x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x8x64x4x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8x64x4x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8x4x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8x4x64x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8x4x64x1xf32>
    %c_19 = stablehlo.constant dense<false> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<4x8x4x64x64xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x4x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x64x4x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x8x64x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x8x64x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x1x1x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %c_36 = stablehlo.constant dense<false> : tensor<i1>
    %49 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<4x8x64x128xi1>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %50:56 = stablehlo.while(%iterArg = %arg0, %iterArg_195 = %arg1, %iterArg_196 = %arg2, %iterArg_197 = %arg3, %iterArg_198 = %arg4, %iterArg_199 = %arg5, %iterArg_200 = %arg6, %iterArg_201 = %arg7, %iterArg_202 = %arg8, %iterArg_203 = %arg9, %iterArg_204 = %arg10, %iterArg_205 = %arg11, %iterArg_206 = %10, %iterArg_207 = %18#0, %iterArg_208 = %18#1, %iterArg_209 = %cst_5, %iterArg_210 = %16#0, %iterArg_211 = %16#1, %iterArg_212 = %cst_6, %iterArg_213 = %12, %iterArg_214 = %15#0, %iterArg_215 = %15#1, %iterArg_216 = %17, %iterArg_217 = %19, %iterArg_218 = %c_37, %iterArg_219 = %9, %iterArg_220 = %20, %iterArg_221 = %21, %iterArg_222 = %22, %iterArg_223 = %23, %iterArg_224 = %24, %iterArg_225 = %25, %iterArg_226 = %26, %iterArg_227 = %27, %iterArg_228 = %28, %iterArg_229 = %29, %iterArg_230 = %30, %iterArg_231 = %31, %iterArg_232 = %32, %iterArg_233 = %33, %iterArg_234 = %34, %iterArg_235 = %35, %iterArg_236 = %36, %iterArg_237 = %37, %iterArg_238 = %38, %iterArg_239 = %39, %iterArg_240 = %40, %iterArg_241 = %41, %iterArg_242 = %42, %iterArg_243 = %43, %iterArg_244 = %44, %iterArg_245 = %45, %iterArg_246 = %46, %iterArg_247 = %47, %iterArg_248 = %48, %iterArg_249 = %49) : tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<f32>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<f32>, tensor<f32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>, tensor<8x64x128xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x4x64x64xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x64xi1>, tensor<4x8x4x64x64xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x128xi1>
    cond {
      %c_250 = stablehlo.constant dense<4> : tensor<i32>
      %557 = stablehlo.compare LT, %iterArg_218, %c_250, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %557 : tensor<i1>
    } do {
      %557 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %558 = func.call @dynamic_index_in_dim_4(%iterArg_195, %iterArg_218) : (tensor<4x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %559 = func.call @dynamic_index_in_dim_5(%iterArg_196, %iterArg_218) : (tensor<4x384xf32>, tensor<i32>) -> tensor<384xf32>
      %560 = func.call @dynamic_index_in_dim_6(%iterArg_197, %iterArg_218) : (tensor<4x128x384xf32>, tensor<i32>) -> tensor<128x384xf32>
      %561 = func.call @dynamic_index_in_dim(%iterArg_198, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %562 = func.call @dynamic_index_in_dim(%iterArg_199, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %563 = func.call @dynamic_index_in_dim(%iterArg_200, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %564 = func.call @dynamic_index_in_dim(%iterArg_201, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %565 = func.call @dynamic_index_in_dim_7(%iterArg_202, %iterArg_218) : (tensor<4x512xf32>, tensor<i32>) -> tensor<512xf32>
      %566 = func.call @dynamic_index_in_dim_8(%iterArg_203, %iterArg_218) : (tensor<4x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
      %567 = func.call @dynamic_index_in_dim(%iterArg_204, %iterArg_218) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %568 = func.call @dynamic_index_in_dim_9(%iterArg_205, %iterArg_218) : (tensor<4x512x128xf32>, tensor<i32>) -> tensor<512x128xf32>
      %569 = func.call @dynamic_index_in_dim_10(%iterArg_206, %iterArg_218) : (tensor<4x2xui32>, tensor<i32>) -> tensor<2xui32>
      %570:31 = func.call @closed_call_11(%iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_219, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<f32>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<f32>, tensor<f32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<2xui32>) -> (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x128xi1>)
      %571 = func.call @dynamic_update_index_in_dim(%iterArg_220, %570#1, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %572 = func.call @dynamic_update_index_in_dim_26(%iterArg_221, %570#2, %iterArg_218) : (tensor<4x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<4x8x64x1xf32>
      %573 = func.call @dynamic_update_index_in_dim_26(%iterArg_222, %570#3, %iterArg_218) : (tensor<4x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<4x8x64x1xf32>
      %574 = func.call @dynamic_update_index_in_dim(%iterArg_223, %570#4, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %575 = func.call @dynamic_update_index_in_dim_27(%iterArg_224, %570#5, %iterArg_218) : (tensor<4x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<4x1x1x128xf32>
      %576 = func.call @dynamic_update_index_in_dim(%iterArg_225, %570#6, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %577 = func.call @dynamic_update_index_in_dim(%iterArg_226, %570#7, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %578 = func.call @dynamic_update_index_in_dim_28(%iterArg_227, %570#8, %iterArg_218) : (tensor<4x8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<i32>) -> tensor<4x8x64x4x32xf32>
      %579 = func.call @dynamic_update_index_in_dim_28(%iterArg_228, %570#9, %iterArg_218) : (tensor<4x8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<i32>) -> tensor<4x8x64x4x32xf32>
      %580 = func.call @dynamic_update_index_in_dim_29(%iterArg_229, %570#10, %iterArg_218) : (tensor<4x8x4x64x64xf32>, tensor<8x4x64x64xf32>, tensor<i32>) -> tensor<4x8x4x64x64xf32>
      %581 = func.call @dynamic_update_index_in_dim_30(%iterArg_230, %570#11, %iterArg_218) : (tensor<4x8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<i32>) -> tensor<4x8x4x64x1xf32>
      %582 = func.call @dynamic_update_index_in_dim_30(%iterArg_231, %570#12, %iterArg_218) : (tensor<4x8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<i32>) -> tensor<4x8x4x64x1xf32>
      %583 = func.call @dynamic_update_index_in_dim_31(%iterArg_232, %570#13, %iterArg_218) : (tensor<4x8x4x64x64xi1>, tensor<8x4x64x64xi1>, tensor<i32>) -> tensor<4x8x4x64x64xi1>
      %584 = func.call @dynamic_update_index_in_dim_29(%iterArg_233, %570#14, %iterArg_218) : (tensor<4x8x4x64x64xf32>, tensor<8x4x64x64xf32>, tensor<i32>) -> tensor<4x8x4x64x64xf32>
      %585 = func.call @dynamic_update_index_in_dim_28(%iterArg_234, %570#15, %iterArg_218) : (tensor<4x8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<i32>) -> tensor<4x8x64x4x32xf32>
      %586 = func.call @dynamic_update_index_in_dim(%iterArg_235, %570#16, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %587 = func.call @dynamic_update_index_in_dim(%iterArg_236, %570#17, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %588 = func.call @dynamic_update_index_in_dim_26(%iterArg_237, %570#18, %iterArg_218) : (tensor<4x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<4x8x64x1xf32>
      %589 = func.call @dynamic_update_index_in_dim_26(%iterArg_238, %570#19, %iterArg_218) : (tensor<4x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<4x8x64x1xf32>
      %590 = func.call @dynamic_update_index_in_dim(%iterArg_239, %570#20, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %591 = func.call @dynamic_update_index_in_dim_27(%iterArg_240, %570#21, %iterArg_218) : (tensor<4x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<4x1x1x128xf32>
      %592 = func.call @dynamic_update_index_in_dim(%iterArg_241, %570#22, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %593 = func.call @dynamic_update_index_in_dim(%iterArg_242, %570#23, %iterArg_218) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %594 = func.call @dynamic_update_index_in_dim_32(%iterArg_243, %570#24, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %595 = func.call @dynamic_update_index_in_dim_32(%iterArg_244, %570#25, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %596 = func.call @dynamic_update_index_in_dim_32(%iterArg_245, %570#26, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %597 = func.call @dynamic_update_index_in_dim_32(%iterArg_246, %570#27, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %598 = func.call @dynamic_update_index_in_dim_32(%iterArg_247, %570#28, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %599 = func.call @dynamic_update_index_in_dim_32(%iterArg_248, %570#29, %iterArg_218) : (tensor<4x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<4x8x64x512xf32>
      %600 = func.call @dynamic_update_index_in_dim_33(%iterArg_249, %570#30, %iterArg_218) : (tensor<4x8x64x128xi1>, tensor<8x64x128xi1>, tensor<i32>) -> tensor<4x8x64x128xi1>
      %c_250 = stablehlo.constant dense<1> : tensor<i32>
      %601 = stablehlo.add %iterArg_218, %c_250 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %601, %570#0, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %595, %596, %597, %598, %599, %600 : tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<f32>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<f32>, tensor<f32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>, tensor<8x64x128xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x4x64x64xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x64xi1>, tensor<4x8x4x64x64xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x128xi1>
    }
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50#25 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x64x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %56 = stablehlo.subtract %50#25, %55 : tensor<8x64x128xf32>
    %57 = chlo.square %56 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%57 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8x64x1xf32>
    %64 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %65 = stablehlo.subtract %50#25, %64 : tensor<8x64x128xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %67 = stablehlo.add %63, %66 : tensor<8x64x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<8x64x1xf32>
    %69 = stablehlo.divide %68, %67 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %73 = stablehlo.multiply %65, %72 : tensor<8x64x128xf32>
    %74 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<8x64x128xf32>
    %77 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %79 = stablehlo.add %76, %78 : tensor<8x64x128xf32>
    %80 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1024xf32>) -> tensor<8x64x1024xf32>
    %82:3 = call @log_softmax(%81) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %83 = stablehlo.broadcast_in_dim %arg50, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %84:2 = call @take_along_axis(%82#0, %83) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84#0 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %86 = stablehlo.divide %85, %cst_46 : tensor<f32>
    %87 = stablehlo.negate %86 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.negate %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %89 = stablehlo.divide %88, %cst_48 : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = call @take_along_axis_34(%84#1, %90) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %92 = call @log_softmax_35(%82#1, %82#2, %91) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %93 = stablehlo.dot_general %92, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %94 = stablehlo.transpose %93, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %95 = stablehlo.dot_general %92, %80, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<128x1024xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.transpose %94, dims = [1, 0] : (tensor<128x1024xf32>) -> tensor<1024x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%95 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %98 = stablehlo.reshape %97 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %100 = stablehlo.multiply %73, %95 : tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %102 = stablehlo.reshape %101 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %95, %103 : tensor<8x64x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %106 = stablehlo.multiply %65, %104 : tensor<8x64x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %109 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %110 = stablehlo.multiply %104, %109 : tensor<8x64x128xf32>
    %111 = stablehlo.multiply %108, %71 : tensor<8x64x1xf32>
    %112 = stablehlo.negate %110 : tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %116 = stablehlo.divide %111, %115 : tensor<8x64x1xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %118, %59 : tensor<8x64x128xf32>
    %120 = stablehlo.negate %119 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %123 = stablehlo.add %110, %119 : tensor<8x64x128xf32>
    %124 = stablehlo.add %114, %122 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %129 = stablehlo.add %123, %128 : tensor<8x64x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %142:50 = stablehlo.while(%iterArg = %50#26, %iterArg_195 = %50#27, %iterArg_196 = %50#28, %iterArg_197 = %50#29, %iterArg_198 = %50#30, %iterArg_199 = %50#31, %iterArg_200 = %arg3, %iterArg_201 = %50#32, %iterArg_202 = %50#33, %iterArg_203 = %50#34, %iterArg_204 = %50#35, %iterArg_205 = %50#36, %iterArg_206 = %50#37, %iterArg_207 = %50#38, %iterArg_208 = %50#39, %iterArg_209 = %50#40, %iterArg_210 = %arg1, %iterArg_211 = %50#41, %iterArg_212 = %50#42, %iterArg_213 = %50#43, %iterArg_214 = %50#44, %iterArg_215 = %50#45, %iterArg_216 = %50#46, %iterArg_217 = %50#47, %iterArg_218 = %arg9, %iterArg_219 = %50#48, %iterArg_220 = %50#49, %iterArg_221 = %50#50, %iterArg_222 = %50#51, %iterArg_223 = %50#52, %iterArg_224 = %50#53, %iterArg_225 = %arg11, %iterArg_226 = %50#54, %iterArg_227 = %50#55, %iterArg_228 = %12, %iterArg_229 = %15#0, %iterArg_230 = %c_72, %iterArg_231 = %129, %iterArg_232 = %130, %iterArg_233 = %131, %iterArg_234 = %132, %iterArg_235 = %133, %iterArg_236 = %134, %iterArg_237 = %135, %iterArg_238 = %136, %iterArg_239 = %137, %iterArg_240 = %138, %iterArg_241 = %139, %iterArg_242 = %140, %iterArg_243 = %141) : tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x128x384xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x4x64x64xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x64xi1>, tensor<4x8x4x64x64xf32>, tensor<4x8x64x4x32xf32>, tensor<4x128x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x128x512xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x512x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x128xi1>, tensor<f32>, tensor<8x4x64x64xi1>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>
    cond {
      %c_244 = stablehlo.constant dense<4> : tensor<i32>
      %557 = stablehlo.compare LT, %iterArg_230, %c_244, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %557 : tensor<i1>
    } do {
      %c_244 = stablehlo.constant dense<4> : tensor<i32>
      %557 = stablehlo.subtract %c_244, %iterArg_230 : tensor<i32>
      %c_245 = stablehlo.constant dense<1> : tensor<i32>
      %558 = stablehlo.subtract %557, %c_245 : tensor<i32>
      %559 = func.call @dynamic_index_in_dim_36(%iterArg, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %560 = func.call @dynamic_index_in_dim_37(%iterArg_195, %558) : (tensor<4x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %561 = func.call @dynamic_index_in_dim_37(%iterArg_196, %558) : (tensor<4x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %562 = func.call @dynamic_index_in_dim_36(%iterArg_197, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %563 = func.call @dynamic_index_in_dim_38(%iterArg_198, %558) : (tensor<4x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %564 = func.call @dynamic_index_in_dim_36(%iterArg_199, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %565 = func.call @dynamic_index_in_dim_6(%iterArg_200, %558) : (tensor<4x128x384xf32>, tensor<i32>) -> tensor<128x384xf32>
      %566 = func.call @dynamic_index_in_dim_36(%iterArg_201, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %567 = func.call @dynamic_index_in_dim_39(%iterArg_202, %558) : (tensor<4x8x64x4x32xf32>, tensor<i32>) -> tensor<8x64x4x32xf32>
      %568 = func.call @dynamic_index_in_dim_39(%iterArg_203, %558) : (tensor<4x8x64x4x32xf32>, tensor<i32>) -> tensor<8x64x4x32xf32>
      %569 = func.call @dynamic_index_in_dim_40(%iterArg_204, %558) : (tensor<4x8x4x64x64xf32>, tensor<i32>) -> tensor<8x4x64x64xf32>
      %570 = func.call @dynamic_index_in_dim_41(%iterArg_205, %558) : (tensor<4x8x4x64x1xf32>, tensor<i32>) -> tensor<8x4x64x1xf32>
      %571 = func.call @dynamic_index_in_dim_41(%iterArg_206, %558) : (tensor<4x8x4x64x1xf32>, tensor<i32>) -> tensor<8x4x64x1xf32>
      %572 = func.call @dynamic_index_in_dim_42(%iterArg_207, %558) : (tensor<4x8x4x64x64xi1>, tensor<i32>) -> tensor<8x4x64x64xi1>
      %573 = func.call @dynamic_index_in_dim_40(%iterArg_208, %558) : (tensor<4x8x4x64x64xf32>, tensor<i32>) -> tensor<8x4x64x64xf32>
      %574 = func.call @dynamic_index_in_dim_39(%iterArg_209, %558) : (tensor<4x8x64x4x32xf32>, tensor<i32>) -> tensor<8x64x4x32xf32>
      %575 = func.call @dynamic_index_in_dim_4(%iterArg_210, %558) : (tensor<4x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %576 = func.call @dynamic_index_in_dim_36(%iterArg_211, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %577 = func.call @dynamic_index_in_dim_36(%iterArg_212, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %578 = func.call @dynamic_index_in_dim_37(%iterArg_213, %558) : (tensor<4x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %579 = func.call @dynamic_index_in_dim_37(%iterArg_214, %558) : (tensor<4x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %580 = func.call @dynamic_index_in_dim_36(%iterArg_215, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %581 = func.call @dynamic_index_in_dim_38(%iterArg_216, %558) : (tensor<4x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %582 = func.call @dynamic_index_in_dim_36(%iterArg_217, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %583 = func.call @dynamic_index_in_dim_8(%iterArg_218, %558) : (tensor<4x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
      %584 = func.call @dynamic_index_in_dim_36(%iterArg_219, %558) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %585 = func.call @dynamic_index_in_dim_43(%iterArg_220, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %586 = func.call @dynamic_index_in_dim_43(%iterArg_221, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %587 = func.call @dynamic_index_in_dim_43(%iterArg_222, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %588 = func.call @dynamic_index_in_dim_43(%iterArg_223, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %589 = func.call @dynamic_index_in_dim_43(%iterArg_224, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %590 = func.call @dynamic_index_in_dim_9(%iterArg_225, %558) : (tensor<4x512x128xf32>, tensor<i32>) -> tensor<512x128xf32>
      %591 = func.call @dynamic_index_in_dim_43(%iterArg_226, %558) : (tensor<4x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %592 = func.call @dynamic_index_in_dim_44(%iterArg_227, %558) : (tensor<4x8x64x128xi1>, tensor<i32>) -> tensor<8x64x128xi1>
      %593:13 = func.call @closed_call_45(%iterArg_228, %iterArg_229, %iterArg_231, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592) : (tensor<f32>, tensor<8x4x64x64xi1>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<128x384xf32>, tensor<8x64x128xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>, tensor<128x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<128x512xf32>, tensor<8x64x128xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<512x128xf32>, tensor<8x64x512xf32>, tensor<8x64x128xi1>) -> (tensor<8x64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>)
      %594 = func.call @dynamic_update_index_in_dim_49(%iterArg_232, %593#1, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %595 = func.call @dynamic_update_index_in_dim_50(%iterArg_233, %593#2, %558) : (tensor<4x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<4x128x128xf32>
      %596 = func.call @dynamic_update_index_in_dim_51(%iterArg_234, %593#3, %558) : (tensor<4x384xf32>, tensor<384xf32>, tensor<i32>) -> tensor<4x384xf32>
      %597 = func.call @dynamic_update_index_in_dim_52(%iterArg_235, %593#4, %558) : (tensor<4x128x384xf32>, tensor<128x384xf32>, tensor<i32>) -> tensor<4x128x384xf32>
      %598 = func.call @dynamic_update_index_in_dim_49(%iterArg_236, %593#5, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %599 = func.call @dynamic_update_index_in_dim_49(%iterArg_237, %593#6, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %600 = func.call @dynamic_update_index_in_dim_49(%iterArg_238, %593#7, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %601 = func.call @dynamic_update_index_in_dim_49(%iterArg_239, %593#8, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %602 = func.call @dynamic_update_index_in_dim_53(%iterArg_240, %593#9, %558) : (tensor<4x512xf32>, tensor<512xf32>, tensor<i32>) -> tensor<4x512xf32>
      %603 = func.call @dynamic_update_index_in_dim_54(%iterArg_241, %593#10, %558) : (tensor<4x128x512xf32>, tensor<128x512xf32>, tensor<i32>) -> tensor<4x128x512xf32>
      %604 = func.call @dynamic_update_index_in_dim_49(%iterArg_242, %593#11, %558) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %605 = func.call @dynamic_update_index_in_dim_55(%iterArg_243, %593#12, %558) : (tensor<4x512x128xf32>, tensor<512x128xf32>, tensor<i32>) -> tensor<4x512x128xf32>
      %c_246 = stablehlo.constant dense<1> : tensor<i32>
      %606 = stablehlo.add %iterArg_230, %c_246 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %606, %593#0, %594, %595, %596, %597, %598, %599, %600, %601, %602, %603, %604, %605 : tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x128x384xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x64x4x32xf32>, tensor<4x8x4x64x64xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x1xf32>, tensor<4x8x4x64x64xi1>, tensor<4x8x4x64x64xf32>, tensor<4x8x64x4x32xf32>, tensor<4x128x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x1xf32>, tensor<4x8x64x128xf32>, tensor<4x1x1x128xf32>, tensor<4x8x64x128xf32>, tensor<4x128x512xf32>, tensor<4x8x64x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x512xf32>, tensor<4x512x128xf32>, tensor<4x8x64x512xf32>, tensor<4x8x64x128xi1>, tensor<f32>, tensor<8x4x64x64xi1>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>
    }
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142#37 init: %cst_73) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %147 = "stablehlo.scatter"(%146, %5, %142#37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %557 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %557 : tensor<f32>
    }) : (tensor<1024x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %148 = stablehlo.add %96, %147 : tensor<1024x128xf32>
    %c_76 = stablehlo.constant dense<1> : tensor<i32>
    %149 = stablehlo.add %arg16, %c_76 : tensor<i32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %151 = stablehlo.multiply %150, %arg17 : tensor<4x128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %153 = stablehlo.multiply %152, %142#38 : tensor<4x128xf32>
    %154 = stablehlo.add %151, %153 : tensor<4x128xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %156 = stablehlo.multiply %155, %arg18 : tensor<4x128x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %158 = stablehlo.multiply %157, %142#39 : tensor<4x128x128xf32>
    %159 = stablehlo.add %156, %158 : tensor<4x128x128xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %161 = stablehlo.multiply %160, %arg19 : tensor<4x384xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %163 = stablehlo.multiply %162, %142#40 : tensor<4x384xf32>
    %164 = stablehlo.add %161, %163 : tensor<4x384xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %166 = stablehlo.multiply %165, %arg20 : tensor<4x128x384xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %168 = stablehlo.multiply %167, %142#41 : tensor<4x128x384xf32>
    %169 = stablehlo.add %166, %168 : tensor<4x128x384xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %171 = stablehlo.multiply %170, %arg21 : tensor<4x128xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %173 = stablehlo.multiply %172, %142#42 : tensor<4x128xf32>
    %174 = stablehlo.add %171, %173 : tensor<4x128xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %176 = stablehlo.multiply %175, %arg22 : tensor<4x128xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %178 = stablehlo.multiply %177, %142#43 : tensor<4x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<4x128xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %181 = stablehlo.multiply %180, %arg23 : tensor<4x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %183 = stablehlo.multiply %182, %142#44 : tensor<4x128xf32>
    %184 = stablehlo.add %181, %183 : tensor<4x128xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %186 = stablehlo.multiply %185, %arg24 : tensor<4x128xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %188 = stablehlo.multiply %187, %142#45 : tensor<4x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<4x128xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %191 = stablehlo.multiply %190, %arg25 : tensor<4x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %193 = stablehlo.multiply %192, %142#46 : tensor<4x512xf32>
    %194 = stablehlo.add %191, %193 : tensor<4x512xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %196 = stablehlo.multiply %195, %arg26 : tensor<4x128x512xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %198 = stablehlo.multiply %197, %142#47 : tensor<4x128x512xf32>
    %199 = stablehlo.add %196, %198 : tensor<4x128x512xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %201 = stablehlo.multiply %200, %arg27 : tensor<4x128xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %203 = stablehlo.multiply %202, %142#48 : tensor<4x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<4x128xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %206 = stablehlo.multiply %205, %arg28 : tensor<4x512x128xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %208 = stablehlo.multiply %207, %142#49 : tensor<4x512x128xf32>
    %209 = stablehlo.add %206, %208 : tensor<4x512x128xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %211 = stablehlo.multiply %210, %arg29 : tensor<128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %213 = stablehlo.multiply %212, %99 : tensor<128xf32>
    %214 = stablehlo.add %211, %213 : tensor<128xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %216 = stablehlo.multiply %215, %arg30 : tensor<128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %218 = stablehlo.multiply %217, %105 : tensor<128xf32>
    %219 = stablehlo.add %216, %218 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %221 = stablehlo.multiply %220, %arg31 : tensor<64x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %223 = stablehlo.multiply %222, %145 : tensor<64x128xf32>
    %224 = stablehlo.add %221, %223 : tensor<64x128xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %226 = stablehlo.multiply %225, %arg32 : tensor<1024x128xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %228 = stablehlo.multiply %227, %148 : tensor<1024x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1024x128xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %231 = stablehlo.multiply %230, %arg33 : tensor<4x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %233 = stablehlo.multiply %232, %142#38 : tensor<4x128xf32>
    %234 = stablehlo.multiply %233, %142#38 : tensor<4x128xf32>
    %235 = stablehlo.add %231, %234 : tensor<4x128xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %237 = stablehlo.multiply %236, %arg34 : tensor<4x128x128xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %239 = stablehlo.multiply %238, %142#39 : tensor<4x128x128xf32>
    %240 = stablehlo.multiply %239, %142#39 : tensor<4x128x128xf32>
    %241 = stablehlo.add %237, %240 : tensor<4x128x128xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %243 = stablehlo.multiply %242, %arg35 : tensor<4x384xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %245 = stablehlo.multiply %244, %142#40 : tensor<4x384xf32>
    %246 = stablehlo.multiply %245, %142#40 : tensor<4x384xf32>
    %247 = stablehlo.add %243, %246 : tensor<4x384xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %249 = stablehlo.multiply %248, %arg36 : tensor<4x128x384xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %251 = stablehlo.multiply %250, %142#41 : tensor<4x128x384xf32>
    %252 = stablehlo.multiply %251, %142#41 : tensor<4x128x384xf32>
    %253 = stablehlo.add %249, %252 : tensor<4x128x384xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %255 = stablehlo.multiply %254, %arg37 : tensor<4x128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %257 = stablehlo.multiply %256, %142#42 : tensor<4x128xf32>
    %258 = stablehlo.multiply %257, %142#42 : tensor<4x128xf32>
    %259 = stablehlo.add %255, %258 : tensor<4x128xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %261 = stablehlo.multiply %260, %arg38 : tensor<4x128xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %263 = stablehlo.multiply %262, %142#43 : tensor<4x128xf32>
    %264 = stablehlo.multiply %263, %142#43 : tensor<4x128xf32>
    %265 = stablehlo.add %261, %264 : tensor<4x128xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %267 = stablehlo.multiply %266, %arg39 : tensor<4x128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %269 = stablehlo.multiply %268, %142#44 : tensor<4x128xf32>
    %270 = stablehlo.multiply %269, %142#44 : tensor<4x128xf32>
    %271 = stablehlo.add %267, %270 : tensor<4x128xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %273 = stablehlo.multiply %272, %arg40 : tensor<4x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %275 = stablehlo.multiply %274, %142#45 : tensor<4x128xf32>
    %276 = stablehlo.multiply %275, %142#45 : tensor<4x128xf32>
    %277 = stablehlo.add %273, %276 : tensor<4x128xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %279 = stablehlo.multiply %278, %arg41 : tensor<4x512xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %281 = stablehlo.multiply %280, %142#46 : tensor<4x512xf32>
    %282 = stablehlo.multiply %281, %142#46 : tensor<4x512xf32>
    %283 = stablehlo.add %279, %282 : tensor<4x512xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %285 = stablehlo.multiply %284, %arg42 : tensor<4x128x512xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %287 = stablehlo.multiply %286, %142#47 : tensor<4x128x512xf32>
    %288 = stablehlo.multiply %287, %142#47 : tensor<4x128x512xf32>
    %289 = stablehlo.add %285, %288 : tensor<4x128x512xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %291 = stablehlo.multiply %290, %arg43 : tensor<4x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %293 = stablehlo.multiply %292, %142#48 : tensor<4x128xf32>
    %294 = stablehlo.multiply %293, %142#48 : tensor<4x128xf32>
    %295 = stablehlo.add %291, %294 : tensor<4x128xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %297 = stablehlo.multiply %296, %arg44 : tensor<4x512x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %299 = stablehlo.multiply %298, %142#49 : tensor<4x512x128xf32>
    %300 = stablehlo.multiply %299, %142#49 : tensor<4x512x128xf32>
    %301 = stablehlo.add %297, %300 : tensor<4x512x128xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %303 = stablehlo.multiply %302, %arg45 : tensor<128xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %305 = stablehlo.multiply %304, %99 : tensor<128xf32>
    %306 = stablehlo.multiply %305, %99 : tensor<128xf32>
    %307 = stablehlo.add %303, %306 : tensor<128xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %309 = stablehlo.multiply %308, %arg46 : tensor<128xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %311 = stablehlo.multiply %310, %105 : tensor<128xf32>
    %312 = stablehlo.multiply %311, %105 : tensor<128xf32>
    %313 = stablehlo.add %309, %312 : tensor<128xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %315 = stablehlo.multiply %314, %arg47 : tensor<64x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %317 = stablehlo.multiply %316, %145 : tensor<64x128xf32>
    %318 = stablehlo.multiply %317, %145 : tensor<64x128xf32>
    %319 = stablehlo.add %315, %318 : tensor<64x128xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %321 = stablehlo.multiply %320, %arg48 : tensor<1024x128xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %323 = stablehlo.multiply %322, %148 : tensor<1024x128xf32>
    %324 = stablehlo.multiply %323, %148 : tensor<1024x128xf32>
    %325 = stablehlo.add %321, %324 : tensor<1024x128xf32>
    %326 = stablehlo.convert %149 : (tensor<i32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %327 = stablehlo.power %cst_141, %326 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %328 = stablehlo.subtract %cst_142, %327 : tensor<f32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.divide %cst_143, %328 : tensor<f32>
    %cst_144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %330 = stablehlo.power %cst_144, %326 : tensor<f32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.subtract %cst_145, %330 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.divide %cst_146, %331 : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %334 = stablehlo.multiply %154, %333 : tensor<4x128xf32>
    %335 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %336 = stablehlo.multiply %235, %335 : tensor<4x128xf32>
    %337 = stablehlo.sqrt %336 : tensor<4x128xf32>
    %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %339 = stablehlo.add %337, %338 : tensor<4x128xf32>
    %340 = stablehlo.divide %334, %339 : tensor<4x128xf32>
    %cst_148 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %342 = stablehlo.multiply %341, %arg0 : tensor<4x128xf32>
    %343 = stablehlo.add %340, %342 : tensor<4x128xf32>
    %cst_149 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<4x128xf32>
    %346 = stablehlo.subtract %arg0, %345 : tensor<4x128xf32>
    %347 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %348 = stablehlo.multiply %159, %347 : tensor<4x128x128xf32>
    %349 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %350 = stablehlo.multiply %241, %349 : tensor<4x128x128xf32>
    %351 = stablehlo.sqrt %350 : tensor<4x128x128xf32>
    %cst_150 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %353 = stablehlo.add %351, %352 : tensor<4x128x128xf32>
    %354 = stablehlo.divide %348, %353 : tensor<4x128x128xf32>
    %cst_151 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %356 = stablehlo.multiply %355, %arg1 : tensor<4x128x128xf32>
    %357 = stablehlo.add %354, %356 : tensor<4x128x128xf32>
    %cst_152 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<4x128x128xf32>
    %360 = stablehlo.subtract %arg1, %359 : tensor<4x128x128xf32>
    %361 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %362 = stablehlo.multiply %164, %361 : tensor<4x384xf32>
    %363 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %364 = stablehlo.multiply %247, %363 : tensor<4x384xf32>
    %365 = stablehlo.sqrt %364 : tensor<4x384xf32>
    %cst_153 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %367 = stablehlo.add %365, %366 : tensor<4x384xf32>
    %368 = stablehlo.divide %362, %367 : tensor<4x384xf32>
    %cst_154 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %370 = stablehlo.multiply %369, %arg2 : tensor<4x384xf32>
    %371 = stablehlo.add %368, %370 : tensor<4x384xf32>
    %cst_155 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x384xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<4x384xf32>
    %374 = stablehlo.subtract %arg2, %373 : tensor<4x384xf32>
    %375 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %376 = stablehlo.multiply %169, %375 : tensor<4x128x384xf32>
    %377 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %378 = stablehlo.multiply %253, %377 : tensor<4x128x384xf32>
    %379 = stablehlo.sqrt %378 : tensor<4x128x384xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %381 = stablehlo.add %379, %380 : tensor<4x128x384xf32>
    %382 = stablehlo.divide %376, %381 : tensor<4x128x384xf32>
    %cst_157 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %384 = stablehlo.multiply %383, %arg3 : tensor<4x128x384xf32>
    %385 = stablehlo.add %382, %384 : tensor<4x128x384xf32>
    %cst_158 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %387 = stablehlo.multiply %386, %385 : tensor<4x128x384xf32>
    %388 = stablehlo.subtract %arg3, %387 : tensor<4x128x384xf32>
    %389 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %390 = stablehlo.multiply %174, %389 : tensor<4x128xf32>
    %391 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %392 = stablehlo.multiply %259, %391 : tensor<4x128xf32>
    %393 = stablehlo.sqrt %392 : tensor<4x128xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %395 = stablehlo.add %393, %394 : tensor<4x128xf32>
    %396 = stablehlo.divide %390, %395 : tensor<4x128xf32>
    %cst_160 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %398 = stablehlo.multiply %397, %arg4 : tensor<4x128xf32>
    %399 = stablehlo.add %396, %398 : tensor<4x128xf32>
    %cst_161 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<4x128xf32>
    %402 = stablehlo.subtract %arg4, %401 : tensor<4x128xf32>
    %403 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %404 = stablehlo.multiply %179, %403 : tensor<4x128xf32>
    %405 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %406 = stablehlo.multiply %265, %405 : tensor<4x128xf32>
    %407 = stablehlo.sqrt %406 : tensor<4x128xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %409 = stablehlo.add %407, %408 : tensor<4x128xf32>
    %410 = stablehlo.divide %404, %409 : tensor<4x128xf32>
    %cst_163 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %412 = stablehlo.multiply %411, %arg5 : tensor<4x128xf32>
    %413 = stablehlo.add %410, %412 : tensor<4x128xf32>
    %cst_164 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %415 = stablehlo.multiply %414, %413 : tensor<4x128xf32>
    %416 = stablehlo.subtract %arg5, %415 : tensor<4x128xf32>
    %417 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %418 = stablehlo.multiply %184, %417 : tensor<4x128xf32>
    %419 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %420 = stablehlo.multiply %271, %419 : tensor<4x128xf32>
    %421 = stablehlo.sqrt %420 : tensor<4x128xf32>
    %cst_165 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %423 = stablehlo.add %421, %422 : tensor<4x128xf32>
    %424 = stablehlo.divide %418, %423 : tensor<4x128xf32>
    %cst_166 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %426 = stablehlo.multiply %425, %arg6 : tensor<4x128xf32>
    %427 = stablehlo.add %424, %426 : tensor<4x128xf32>
    %cst_167 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %429 = stablehlo.multiply %428, %427 : tensor<4x128xf32>
    %430 = stablehlo.subtract %arg6, %429 : tensor<4x128xf32>
    %431 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %432 = stablehlo.multiply %189, %431 : tensor<4x128xf32>
    %433 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %434 = stablehlo.multiply %277, %433 : tensor<4x128xf32>
    %435 = stablehlo.sqrt %434 : tensor<4x128xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %437 = stablehlo.add %435, %436 : tensor<4x128xf32>
    %438 = stablehlo.divide %432, %437 : tensor<4x128xf32>
    %cst_169 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %440 = stablehlo.multiply %439, %arg7 : tensor<4x128xf32>
    %441 = stablehlo.add %438, %440 : tensor<4x128xf32>
    %cst_170 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %443 = stablehlo.multiply %442, %441 : tensor<4x128xf32>
    %444 = stablehlo.subtract %arg7, %443 : tensor<4x128xf32>
    %445 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %446 = stablehlo.multiply %194, %445 : tensor<4x512xf32>
    %447 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %448 = stablehlo.multiply %283, %447 : tensor<4x512xf32>
    %449 = stablehlo.sqrt %448 : tensor<4x512xf32>
    %cst_171 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %451 = stablehlo.add %449, %450 : tensor<4x512xf32>
    %452 = stablehlo.divide %446, %451 : tensor<4x512xf32>
    %cst_172 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %454 = stablehlo.multiply %453, %arg8 : tensor<4x512xf32>
    %455 = stablehlo.add %452, %454 : tensor<4x512xf32>
    %cst_173 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %457 = stablehlo.multiply %456, %455 : tensor<4x512xf32>
    %458 = stablehlo.subtract %arg8, %457 : tensor<4x512xf32>
    %459 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %460 = stablehlo.multiply %199, %459 : tensor<4x128x512xf32>
    %461 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %462 = stablehlo.multiply %289, %461 : tensor<4x128x512xf32>
    %463 = stablehlo.sqrt %462 : tensor<4x128x512xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %465 = stablehlo.add %463, %464 : tensor<4x128x512xf32>
    %466 = stablehlo.divide %460, %465 : tensor<4x128x512xf32>
    %cst_175 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %468 = stablehlo.multiply %467, %arg9 : tensor<4x128x512xf32>
    %469 = stablehlo.add %466, %468 : tensor<4x128x512xf32>
    %cst_176 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<4x128x512xf32>
    %472 = stablehlo.subtract %arg9, %471 : tensor<4x128x512xf32>
    %473 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %474 = stablehlo.multiply %204, %473 : tensor<4x128xf32>
    %475 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %476 = stablehlo.multiply %295, %475 : tensor<4x128xf32>
    %477 = stablehlo.sqrt %476 : tensor<4x128xf32>
    %cst_177 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %479 = stablehlo.add %477, %478 : tensor<4x128xf32>
    %480 = stablehlo.divide %474, %479 : tensor<4x128xf32>
    %cst_178 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %482 = stablehlo.multiply %481, %arg10 : tensor<4x128xf32>
    %483 = stablehlo.add %480, %482 : tensor<4x128xf32>
    %cst_179 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %485 = stablehlo.multiply %484, %483 : tensor<4x128xf32>
    %486 = stablehlo.subtract %arg10, %485 : tensor<4x128xf32>
    %487 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %488 = stablehlo.multiply %209, %487 : tensor<4x512x128xf32>
    %489 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %490 = stablehlo.multiply %301, %489 : tensor<4x512x128xf32>
    %491 = stablehlo.sqrt %490 : tensor<4x512x128xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %493 = stablehlo.add %491, %492 : tensor<4x512x128xf32>
    %494 = stablehlo.divide %488, %493 : tensor<4x512x128xf32>
    %cst_181 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %496 = stablehlo.multiply %495, %arg11 : tensor<4x512x128xf32>
    %497 = stablehlo.add %494, %496 : tensor<4x512x128xf32>
    %cst_182 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<4x512x128xf32>
    %500 = stablehlo.subtract %arg11, %499 : tensor<4x512x128xf32>
    %501 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %502 = stablehlo.multiply %214, %501 : tensor<128xf32>
    %503 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %504 = stablehlo.multiply %307, %503 : tensor<128xf32>
    %505 = stablehlo.sqrt %504 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %507 = stablehlo.add %505, %506 : tensor<128xf32>
    %508 = stablehlo.divide %502, %507 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %510 = stablehlo.multiply %509, %arg12 : tensor<128xf32>
    %511 = stablehlo.add %508, %510 : tensor<128xf32>
    %cst_185 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<128xf32>
    %514 = stablehlo.subtract %arg12, %513 : tensor<128xf32>
    %515 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %516 = stablehlo.multiply %219, %515 : tensor<128xf32>
    %517 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %518 = stablehlo.multiply %313, %517 : tensor<128xf32>
    %519 = stablehlo.sqrt %518 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %521 = stablehlo.add %519, %520 : tensor<128xf32>
    %522 = stablehlo.divide %516, %521 : tensor<128xf32>
    %cst_187 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %524 = stablehlo.multiply %523, %arg13 : tensor<128xf32>
    %525 = stablehlo.add %522, %524 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %527 = stablehlo.multiply %526, %525 : tensor<128xf32>
    %528 = stablehlo.subtract %arg13, %527 : tensor<128xf32>
    %529 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %530 = stablehlo.multiply %224, %529 : tensor<64x128xf32>
    %531 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %532 = stablehlo.multiply %319, %531 : tensor<64x128xf32>
    %533 = stablehlo.sqrt %532 : tensor<64x128xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %535 = stablehlo.add %533, %534 : tensor<64x128xf32>
    %536 = stablehlo.divide %530, %535 : tensor<64x128xf32>
    %cst_190 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %538 = stablehlo.multiply %537, %arg14 : tensor<64x128xf32>
    %539 = stablehlo.add %536, %538 : tensor<64x128xf32>
    %cst_191 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %541 = stablehlo.multiply %540, %539 : tensor<64x128xf32>
    %542 = stablehlo.subtract %arg14, %541 : tensor<64x128xf32>
    %543 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %544 = stablehlo.multiply %229, %543 : tensor<1024x128xf32>
    %545 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %546 = stablehlo.multiply %325, %545 : tensor<1024x128xf32>
    %547 = stablehlo.sqrt %546 : tensor<1024x128xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %549 = stablehlo.add %547, %548 : tensor<1024x128xf32>
    %550 = stablehlo.divide %544, %549 : tensor<1024x128xf32>
    %cst_193 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %552 = stablehlo.multiply %551, %arg15 : tensor<1024x128xf32>
    %553 = stablehlo.add %550, %552 : tensor<1024x128xf32>
    %cst_194 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %555 = stablehlo.multiply %554, %553 : tensor<1024x128xf32>
    %556 = stablehlo.subtract %arg15, %555 : tensor<1024x128xf32>
    return %346, %360, %374, %388, %402, %416, %430, %444, %458, %472, %486, %500, %514, %528, %542, %556, %149, %154, %159, %164, %169, %174, %179, %184, %189, %194, %199, %204, %209, %214, %219, %224, %229, %235, %241, %247, %253, %259, %265, %271, %277, %283, %289, %295, %301, %307, %313, %319, %325, %87 : tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<i32>, tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<4x128xf32>, tensor<4x128x128xf32>, tensor<4x384xf32>, tensor<4x128x384xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<4x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<4xui64>
    %9 = stablehlo.convert %6 : (tensor<4xui64>) -> tensor<4xui32>
    %10 = stablehlo.convert %8 : (tensor<4xui64>) -> tensor<4xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %14 : tensor<4x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4xui32>, %arg2: tensor<4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    return %0, %1 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
  }
  func.func private @_bernoulli() -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:2 = call @_uniform(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>)
    return %0#0, %0#1 : tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>
  }
  func.func private @_uniform(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    return %2, %4 : tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @_bernoulli_1() -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:2 = call @_uniform_2(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>)
    return %0#0, %0#1 : tensor<1x1x1xf32>, tensor<1x1x1xf32>
  }
  func.func private @_uniform_2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>) {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    return %2, %4 : tensor<1x1x1xf32>, tensor<1x1x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<f32>) -> tensor<8x64x128xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<4x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x128x128xf32>, %arg1: tensor<i32>) -> tensor<128x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<4x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<4x384xf32>, %arg1: tensor<i32>) -> tensor<384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 384] : (tensor<4x384xf32>, tensor<i32>, tensor<i32>) -> tensor<1x384xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x384xf32>) -> tensor<384xf32>
    return %1 : tensor<384xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<4x128x384xf32>, %arg1: tensor<i32>) -> tensor<128x384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 384] : (tensor<4x128x384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x384xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x384xf32>) -> tensor<128x384xf32>
    return %1 : tensor<128x384xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512xf32>) -> tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<4x128x512xf32>, %arg1: tensor<i32>) -> tensor<128x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<4x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xf32>) -> tensor<128x512xf32>
    return %1 : tensor<128x512xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<4x512x128xf32>, %arg1: tensor<i32>) -> tensor<512x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 128] : (tensor<4x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<4x2xui32>, %arg1: tensor<i32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x2xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xui32>) -> tensor<2xui32>
    return %1 : tensor<2xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<f32>, %arg3: tensor<1x1x1x1xf32>, %arg4: tensor<1x1x1x1xf32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<8x4x64x64xi1>, %arg8: tensor<8x4x64x64xf32>, %arg9: tensor<8x4x64x64xf32>, %arg10: tensor<8x64x128xf32>, %arg11: tensor<8x64x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<384xf32>, %arg15: tensor<128x384xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<128x512xf32>, %arg22: tensor<128xf32>, %arg23: tensor<512x128xf32>, %arg24: tensor<2xui32>) -> (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x128xi1>) {
    %0 = call @_threefry_split_12(%arg24) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %10 = stablehlo.subtract %arg11, %9 : tensor<8x64x128xf32>
    %11 = chlo.square %10 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<8x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %19 = stablehlo.subtract %arg11, %18 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x64x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<8x64x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<8x64x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<8x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<8x64x128xf32>
    %28 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x128xf32>
    %31 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x64x128xf32>
    %34 = stablehlo.dot_general %33, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %35 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x64x384xf32>
    %38 = stablehlo.slice %37 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %39 = stablehlo.slice %37 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.slice %37 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %41 = stablehlo.reshape %38 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %42 = stablehlo.reshape %39 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %43 = stablehlo.reshape %40 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %44 = stablehlo.dot_general %41, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %45 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x4x64x64xf32>
    %47 = call @_where_15(%46, %arg7, %arg8) : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<8x4x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %53 = stablehlo.subtract %47, %52 : tensor<8x4x64x64xf32>
    %54 = stablehlo.exponential %53 : tensor<8x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %58 = stablehlo.divide %54, %57 : tensor<8x4x64x64xf32>
    %59 = stablehlo.multiply %56, %56 : tensor<8x4x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %61 = stablehlo.divide %60, %59 : tensor<8x4x64x1xf32>
    %62 = call @_bernoulli_16(%2, %arg3, %arg4, %arg5) : (tensor<2xui32>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<f32>) -> tensor<8x4x64x64xi1>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %64 = stablehlo.divide %58, %63 : tensor<8x4x64x64xf32>
    %65 = call @_where_20(%62, %64, %arg9) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %66 = stablehlo.dot_general %43, %65, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %67 = stablehlo.transpose %66, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.dot_general %68, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x64x128xf32>
    %73 = stablehlo.add %arg11, %72 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %77 = stablehlo.divide %75, %76 : tensor<8x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<8x64x128xf32>
    %80 = chlo.square %79 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.subtract %73, %87 : tensor<8x64x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %90 = stablehlo.add %86, %89 : tensor<8x64x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<8x64x1xf32>
    %92 = stablehlo.divide %91, %90 : tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<8x64x1xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<8x64x128xf32>
    %97 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<8x64x128xf32>
    %100 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %102 = stablehlo.add %99, %101 : tensor<8x64x128xf32>
    %103 = stablehlo.dot_general %102, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %104 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x64x512xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8x64x512xf32>
    %109 = stablehlo.multiply %106, %106 : tensor<8x64x512xf32>
    %110 = stablehlo.multiply %109, %106 : tensor<8x64x512xf32>
    %111 = stablehlo.multiply %106, %106 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %115 = stablehlo.multiply %114, %110 : tensor<8x64x512xf32>
    %116 = stablehlo.add %106, %115 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x64x512xf32>
    %119 = stablehlo.tanh %118 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %121 = stablehlo.subtract %120, %119 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %123 = stablehlo.add %122, %119 : tensor<8x64x512xf32>
    %124 = stablehlo.multiply %108, %123 : tensor<8x64x512xf32>
    %125 = stablehlo.dot_general %124, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %126 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %128 = stablehlo.add %125, %127 : tensor<8x64x128xf32>
    %129 = call @_bernoulli_21(%4, %arg0, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<f32>) -> tensor<8x64x128xi1>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.divide %128, %130 : tensor<8x64x128xf32>
    %132 = call @_where_25(%129, %131, %arg10) : (tensor<8x64x128xi1>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.add %73, %132 : tensor<8x64x128xf32>
    return %133, %13, %25, %22, %19, %28, %27, %33, %42, %41, %54, %56, %61, %62, %65, %43, %68, %82, %94, %91, %88, %97, %96, %102, %113, %119, %121, %123, %108, %124, %129 : tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x1xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x128xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x128xi1>
  }
  func.func private @_threefry_split_12(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_13(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_13(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_14(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_14(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_15(%arg0: tensor<8x4x64x64xf32>, %arg1: tensor<8x4x64x64xi1>, %arg2: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %0 : tensor<8x4x64x64xf32>
  }
  func.func private @_bernoulli_16(%arg0: tensor<2xui32>, %arg1: tensor<1x1x1x1xf32>, %arg2: tensor<1x1x1x1xf32>, %arg3: tensor<f32>) -> tensor<8x4x64x64xi1> {
    %0 = call @_uniform_17(%arg0, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xi1>
    return %2 : tensor<8x4x64x64xi1>
  }
  func.func private @_uniform_17(%arg0: tensor<2xui32>, %arg1: tensor<1x1x1x1xf32>, %arg2: tensor<1x1x1x1xf32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8x4x64x64xui64>
    %5 = stablehlo.iota dim = 1 : tensor<8x4x64x64xui64>
    %6 = stablehlo.iota dim = 2 : tensor<8x4x64x64xui64>
    %7 = stablehlo.iota dim = 3 : tensor<8x4x64x64xui64>
    %c = stablehlo.constant dense<16384> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x4x64x64xui64>
    %9 = stablehlo.multiply %8, %4 : tensor<8x4x64x64xui64>
    %c_0 = stablehlo.constant dense<4096> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x4x64x64xui64>
    %11 = stablehlo.multiply %10, %5 : tensor<8x4x64x64xui64>
    %c_1 = stablehlo.constant dense<64> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x4x64x64xui64>
    %13 = stablehlo.multiply %12, %6 : tensor<8x4x64x64xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x4x64x64xui64>
    %15 = stablehlo.multiply %14, %7 : tensor<8x4x64x64xui64>
    %16 = stablehlo.add %9, %11 : tensor<8x4x64x64xui64>
    %17 = stablehlo.add %16, %13 : tensor<8x4x64x64xui64>
    %18 = stablehlo.add %17, %15 : tensor<8x4x64x64xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8x4x64x64xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x4x64x64xui64>
    %21 = stablehlo.convert %18 : (tensor<8x4x64x64xui64>) -> tensor<8x4x64x64xui32>
    %22 = stablehlo.convert %20 : (tensor<8x4x64x64xui64>) -> tensor<8x4x64x64xui32>
    %23:2 = call @threefry2x32_18(%1, %3, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>) -> (tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<8x4x64x64xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<8x4x64x64xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %28 = stablehlo.or %26, %27 : tensor<8x4x64x64xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<8x4x64x64xui32>) -> tensor<8x4x64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<8x4x64x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8x4x64x64xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<8x4x64x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8x4x64x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x4x64x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8x4x64x64xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<8x4x64x64xf32>
    return %37 : tensor<8x4x64x64xf32>
  }
  func.func private @threefry2x32_18(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x4x64x64xui32>, %arg3: tensor<8x4x64x64xui32>) -> (tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x4x64x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x4x64x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_19(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>
  }
  func.func private @closed_call_19(%arg0: tensor<i32>, %arg1: tensor<8x4x64x64xui32>, %arg2: tensor<8x4x64x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x4x64x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x4x64x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x4x64x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x4x64x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x4x64x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x4x64x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x4x64x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x4x64x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x4x64x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x4x64x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x4x64x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x4x64x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x4x64x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x4x64x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x4x64x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x4x64x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x4x64x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x4x64x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x4x64x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x4x64x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x4x64x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x4x64x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x4x64x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x4x64x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x4x64x64xui32>, tensor<8x4x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_20(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %0 : tensor<8x4x64x64xf32>
  }
  func.func private @_bernoulli_21(%arg0: tensor<2xui32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>, %arg3: tensor<f32>) -> tensor<8x64x128xi1> {
    %0 = call @_uniform_22(%arg0, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xi1>
    return %2 : tensor<8x64x128xi1>
  }
  func.func private @_uniform_22(%arg0: tensor<2xui32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> tensor<8x64x128xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8x64x128xui64>
    %5 = stablehlo.iota dim = 1 : tensor<8x64x128xui64>
    %6 = stablehlo.iota dim = 2 : tensor<8x64x128xui64>
    %c = stablehlo.constant dense<8192> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %8 = stablehlo.multiply %7, %4 : tensor<8x64x128xui64>
    %c_0 = stablehlo.constant dense<128> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %10 = stablehlo.multiply %9, %5 : tensor<8x64x128xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %12 = stablehlo.multiply %11, %6 : tensor<8x64x128xui64>
    %13 = stablehlo.add %8, %10 : tensor<8x64x128xui64>
    %14 = stablehlo.add %13, %12 : tensor<8x64x128xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x64x128xui64>
    %17 = stablehlo.convert %14 : (tensor<8x64x128xui64>) -> tensor<8x64x128xui32>
    %18 = stablehlo.convert %16 : (tensor<8x64x128xui64>) -> tensor<8x64x128xui32>
    %19:2 = call @threefry2x32_23(%1, %3, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>) -> (tensor<8x64x128xui32>, tensor<8x64x128xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x64x128xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x64x128xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x64x128xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x64x128xui32>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x64x128xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x64x128xf32>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x64x128xf32>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x64x128xf32>
    return %33 : tensor<8x64x128xf32>
  }
  func.func private @threefry2x32_23(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x64x128xui32>, %arg3: tensor<8x64x128xui32>) -> (tensor<8x64x128xui32>, tensor<8x64x128xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x64x128xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_24(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x64x128xui32>, tensor<8x64x128xui32>
  }
  func.func private @closed_call_24(%arg0: tensor<i32>, %arg1: tensor<8x64x128xui32>, %arg2: tensor<8x64x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x64x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x64x128xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x64x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x64x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x64x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x64x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x64x128xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x64x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x64x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x64x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x64x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x64x128xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x64x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x64x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x64x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x64x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x64x128xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x64x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x64x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x64x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x64x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x64x128xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x64x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_25(%arg0: tensor<8x64x128xi1>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<8x64x128xf32>) -> tensor<8x64x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %0 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x64x128xf32>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xf32>) -> tensor<1x8x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x128xf32>, tensor<1x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x128xf32>
    return %1 : tensor<4x8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<4x8x64x1xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x1xf32>) -> tensor<1x8x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x1xf32>, tensor<1x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x1xf32>
    return %1 : tensor<4x8x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<4x1x1x128xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<i32>) -> tensor<4x1x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x1x1x128xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x128xf32>
    return %1 : tensor<4x1x1x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<4x8x64x4x32xf32>, %arg1: tensor<8x64x4x32xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x8x64x4x32xf32>, tensor<1x8x64x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x4x32xf32>
    return %1 : tensor<4x8x64x4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_29(%arg0: tensor<4x8x4x64x64xf32>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<i32>) -> tensor<4x8x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xf32>) -> tensor<1x8x4x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x8x4x64x64xf32>, tensor<1x8x4x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x4x64x64xf32>
    return %1 : tensor<4x8x4x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_30(%arg0: tensor<4x8x4x64x1xf32>, %arg1: tensor<8x4x64x1xf32>, %arg2: tensor<i32>) -> tensor<4x8x4x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x64x1xf32>) -> tensor<1x8x4x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x8x4x64x1xf32>, tensor<1x8x4x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x4x64x1xf32>
    return %1 : tensor<4x8x4x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_31(%arg0: tensor<4x8x4x64x64xi1>, %arg1: tensor<8x4x64x64xi1>, %arg2: tensor<i32>) -> tensor<4x8x4x64x64xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xi1>) -> tensor<1x8x4x64x64xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x8x4x64x64xi1>, tensor<1x8x4x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x4x64x64xi1>
    return %1 : tensor<4x8x4x64x64xi1>
  }
  func.func private @dynamic_update_index_in_dim_32(%arg0: tensor<4x8x64x512xf32>, %arg1: tensor<8x64x512xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x512xf32>) -> tensor<1x8x64x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x512xf32>, tensor<1x8x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x512xf32>
    return %1 : tensor<4x8x64x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_33(%arg0: tensor<4x8x64x128xi1>, %arg1: tensor<8x64x128xi1>, %arg2: tensor<i32>) -> tensor<4x8x64x128xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xi1>) -> tensor<1x8x64x128xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x128xi1>, tensor<1x8x64x128xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x128xi1>
    return %1 : tensor<4x8x64x128xi1>
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
  func.func private @take_along_axis_34(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @log_softmax_35(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32> {
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
  func.func private @dynamic_index_in_dim_36(%arg0: tensor<4x8x64x128xf32>, %arg1: tensor<i32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<4x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xf32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_index_in_dim_37(%arg0: tensor<4x8x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 1] : (tensor<4x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x1xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_38(%arg0: tensor<4x1x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 128] : (tensor<4x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x128xf32>) -> tensor<1x1x128xf32>
    return %1 : tensor<1x1x128xf32>
  }
  func.func private @dynamic_index_in_dim_39(%arg0: tensor<4x8x64x4x32xf32>, %arg1: tensor<i32>) -> tensor<8x64x4x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 64, 4, 32] : (tensor<4x8x64x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x4x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x32xf32>
    return %1 : tensor<8x64x4x32xf32>
  }
  func.func private @dynamic_index_in_dim_40(%arg0: tensor<4x8x4x64x64xf32>, %arg1: tensor<i32>) -> tensor<8x4x64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 64, 64] : (tensor<4x8x4x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @dynamic_index_in_dim_41(%arg0: tensor<4x8x4x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x4x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 64, 1] : (tensor<4x8x4x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x1xf32>) -> tensor<8x4x64x1xf32>
    return %1 : tensor<8x4x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_42(%arg0: tensor<4x8x4x64x64xi1>, %arg1: tensor<i32>) -> tensor<8x4x64x64xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 64, 64] : (tensor<4x8x4x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x64xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x64xi1>) -> tensor<8x4x64x64xi1>
    return %1 : tensor<8x4x64x64xi1>
  }
  func.func private @dynamic_index_in_dim_43(%arg0: tensor<4x8x64x512xf32>, %arg1: tensor<i32>) -> tensor<8x64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 512] : (tensor<4x8x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x512xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_44(%arg0: tensor<4x8x64x128xi1>, %arg1: tensor<i32>) -> tensor<8x64x128xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<4x8x64x128xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xi1>) -> tensor<8x64x128xi1>
    return %1 : tensor<8x64x128xi1>
  }
  func.func private @closed_call_45(%arg0: tensor<f32>, %arg1: tensor<8x4x64x64xi1>, %arg2: tensor<8x64x128xf32>, %arg3: tensor<8x64x128xf32>, %arg4: tensor<8x64x1xf32>, %arg5: tensor<8x64x1xf32>, %arg6: tensor<8x64x128xf32>, %arg7: tensor<1x1x128xf32>, %arg8: tensor<8x64x128xf32>, %arg9: tensor<128x384xf32>, %arg10: tensor<8x64x128xf32>, %arg11: tensor<8x64x4x32xf32>, %arg12: tensor<8x64x4x32xf32>, %arg13: tensor<8x4x64x64xf32>, %arg14: tensor<8x4x64x1xf32>, %arg15: tensor<8x4x64x1xf32>, %arg16: tensor<8x4x64x64xi1>, %arg17: tensor<8x4x64x64xf32>, %arg18: tensor<8x64x4x32xf32>, %arg19: tensor<128x128xf32>, %arg20: tensor<8x64x128xf32>, %arg21: tensor<8x64x128xf32>, %arg22: tensor<8x64x1xf32>, %arg23: tensor<8x64x1xf32>, %arg24: tensor<8x64x128xf32>, %arg25: tensor<1x1x128xf32>, %arg26: tensor<8x64x128xf32>, %arg27: tensor<128x512xf32>, %arg28: tensor<8x64x128xf32>, %arg29: tensor<8x64x512xf32>, %arg30: tensor<8x64x512xf32>, %arg31: tensor<8x64x512xf32>, %arg32: tensor<8x64x512xf32>, %arg33: tensor<8x64x512xf32>, %arg34: tensor<512x128xf32>, %arg35: tensor<8x64x512xf32>, %arg36: tensor<8x64x128xi1>) -> (tensor<8x64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>) {
    %0 = call @_where_46(%arg36, %arg2) : (tensor<8x64x128xi1>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.reshape %3 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %6 = stablehlo.dot_general %2, %arg35, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %8 = stablehlo.dot_general %2, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %9 = stablehlo.multiply %arg33, %8 : tensor<8x64x512xf32>
    %10 = stablehlo.multiply %8, %arg32 : tensor<8x64x512xf32>
    %11 = stablehlo.multiply %9, %arg31 : tensor<8x64x512xf32>
    %12 = stablehlo.multiply %11, %arg30 : tensor<8x64x512xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x64x512xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<8x64x512xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x64x512xf32>
    %18 = stablehlo.multiply %17, %arg29 : tensor<8x64x512xf32>
    %19 = stablehlo.add %15, %18 : tensor<8x64x512xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %21 = stablehlo.multiply %20, %10 : tensor<8x64x512xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x64x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %24 = stablehlo.reshape %23 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %26 = stablehlo.dot_general %22, %arg28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %28 = stablehlo.dot_general %22, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %30 = stablehlo.reshape %29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %32 = stablehlo.multiply %arg26, %28 : tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %34 = stablehlo.reshape %33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %35 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %36 = stablehlo.multiply %28, %35 : tensor<8x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %38 = stablehlo.multiply %arg24, %36 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %41 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<8x64x128xf32>
    %43 = stablehlo.multiply %40, %arg22 : tensor<8x64x1xf32>
    %44 = stablehlo.negate %42 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %47 = stablehlo.add %arg2, %42 : tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %49 = stablehlo.divide %43, %48 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %52 = stablehlo.multiply %51, %arg21 : tensor<8x64x128xf32>
    %53 = stablehlo.negate %52 : tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %56 = stablehlo.add %47, %52 : tensor<8x64x128xf32>
    %57 = stablehlo.add %46, %55 : tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %62 = stablehlo.add %56, %61 : tensor<8x64x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %64 = stablehlo.reshape %63 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %66 = stablehlo.dot_general %62, %arg20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %67 = stablehlo.transpose %66, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %68 = stablehlo.dot_general %62, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %71 = stablehlo.dot_general %70, %arg18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %72 = stablehlo.dot_general %70, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %73 = stablehlo.transpose %72, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %74 = call @_where_47(%arg16, %71) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x4x64x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<8x4x64x64xf32>
    %79 = stablehlo.multiply %78, %arg13 : tensor<8x4x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %82 = stablehlo.negate %81 : tensor<8x4x64x1xf32>
    %83 = stablehlo.broadcast_in_dim %arg14, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %84 = stablehlo.divide %76, %83 : tensor<8x4x64x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x4x64x64xf32>
    %88 = stablehlo.multiply %87, %arg13 : tensor<8x4x64x64xf32>
    %89 = call @_where_48(%arg1, %88) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %90 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x4x64x64xf32>
    %92 = stablehlo.dot_general %91, %arg12, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %94 = stablehlo.dot_general %91, %arg11, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %96 = stablehlo.reshape %73 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %97 = stablehlo.reshape %93 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %98 = stablehlo.reshape %95 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %99 = stablehlo.concatenate %98, %97, %96, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %101 = stablehlo.reshape %100 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %103 = stablehlo.dot_general %99, %arg10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %104 = stablehlo.transpose %103, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %105 = stablehlo.dot_general %99, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %107 = stablehlo.reshape %106 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %109 = stablehlo.multiply %arg8, %105 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %111 = stablehlo.reshape %110 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %113 = stablehlo.multiply %105, %112 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %115 = stablehlo.multiply %arg6, %113 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %113, %118 : tensor<8x64x128xf32>
    %120 = stablehlo.multiply %117, %arg4 : tensor<8x64x1xf32>
    %121 = stablehlo.negate %119 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.add %62, %119 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %126 = stablehlo.divide %120, %125 : tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %129 = stablehlo.multiply %128, %arg3 : tensor<8x64x128xf32>
    %130 = stablehlo.negate %129 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %133 = stablehlo.add %124, %129 : tensor<8x64x128xf32>
    %134 = stablehlo.add %123, %132 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.add %133, %138 : tensor<8x64x128xf32>
    return %139, %65, %67, %102, %104, %108, %114, %31, %37, %25, %27, %5, %7 : tensor<8x64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>
  }
  func.func private @_where_46(%arg0: tensor<8x64x128xi1>, %arg1: tensor<8x64x128xf32>) -> tensor<8x64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @_where_47(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @_where_48(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_49(%arg0: tensor<4x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<4x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<4x128xf32>
    return %1 : tensor<4x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_50(%arg0: tensor<4x128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<4x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x128xf32>
    return %1 : tensor<4x128x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_51(%arg0: tensor<4x384xf32>, %arg1: tensor<384xf32>, %arg2: tensor<i32>) -> tensor<4x384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<384xf32>) -> tensor<1x384xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x384xf32>, tensor<1x384xf32>, tensor<i32>, tensor<i32>) -> tensor<4x384xf32>
    return %1 : tensor<4x384xf32>
  }
  func.func private @dynamic_update_index_in_dim_52(%arg0: tensor<4x128x384xf32>, %arg1: tensor<128x384xf32>, %arg2: tensor<i32>) -> tensor<4x128x384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x384xf32>) -> tensor<1x128x384xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x384xf32>, tensor<1x128x384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x384xf32>
    return %1 : tensor<4x128x384xf32>
  }
  func.func private @dynamic_update_index_in_dim_53(%arg0: tensor<4x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<i32>) -> tensor<4x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
    return %1 : tensor<4x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_54(%arg0: tensor<4x128x512xf32>, %arg1: tensor<128x512xf32>, %arg2: tensor<i32>) -> tensor<4x128x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xf32>) -> tensor<1x128x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x512xf32>, tensor<1x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x512xf32>
    return %1 : tensor<4x128x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_55(%arg0: tensor<4x512x128xf32>, %arg1: tensor<512x128xf32>, %arg2: tensor<i32>) -> tensor<4x512x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xf32>) -> tensor<1x512x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x128xf32>, tensor<1x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x128xf32>
    return %1 : tensor<4x512x128xf32>
  }
}
