module @jit_gpt2_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<384xf32>, %arg3: tensor<128x384xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<128x512xf32>, %arg10: tensor<128xf32>, %arg11: tensor<512x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<384xf32>, %arg15: tensor<128x384xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<128x512xf32>, %arg22: tensor<128xf32>, %arg23: tensor<512x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<1024x128xf32>, %arg28: tensor<i32>, %arg29: tensor<128xf32>, %arg30: tensor<128x128xf32>, %arg31: tensor<384xf32>, %arg32: tensor<128x384xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<512xf32>, %arg38: tensor<128x512xf32>, %arg39: tensor<128xf32>, %arg40: tensor<512x128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128x128xf32>, %arg43: tensor<384xf32>, %arg44: tensor<128x384xf32>, %arg45: tensor<128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<512xf32>, %arg50: tensor<128x512xf32>, %arg51: tensor<128xf32>, %arg52: tensor<512x128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<64x128xf32>, %arg56: tensor<1024x128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<128x128xf32>, %arg59: tensor<384xf32>, %arg60: tensor<128x384xf32>, %arg61: tensor<128xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<512xf32>, %arg66: tensor<128x512xf32>, %arg67: tensor<128xf32>, %arg68: tensor<512x128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128x128xf32>, %arg71: tensor<384xf32>, %arg72: tensor<128x384xf32>, %arg73: tensor<128xf32>, %arg74: tensor<128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<512xf32>, %arg78: tensor<128x512xf32>, %arg79: tensor<128xf32>, %arg80: tensor<512x128xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<64x128xf32>, %arg84: tensor<1024x128xf32>, %arg85: tensor<8x64xi32>, %arg86: tensor<8x64xi32>) -> (tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[0]['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[0]['wte']"}, tensor<i32> {jax.result_info = "result[1]['count']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['mu']['wte']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['nu']['wte']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<128xf32>) -> tensor<128xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<384xf32>) -> tensor<384xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<128x384xf32>) -> tensor<128x384xbf16>
    %4 = stablehlo.convert %arg4 : (tensor<128xf32>) -> tensor<128xbf16>
    %5 = stablehlo.convert %arg5 : (tensor<128xf32>) -> tensor<128xbf16>
    %6 = stablehlo.convert %arg6 : (tensor<128xf32>) -> tensor<128xbf16>
    %7 = stablehlo.convert %arg7 : (tensor<128xf32>) -> tensor<128xbf16>
    %8 = stablehlo.convert %arg8 : (tensor<512xf32>) -> tensor<512xbf16>
    %9 = stablehlo.convert %arg9 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %10 = stablehlo.convert %arg10 : (tensor<128xf32>) -> tensor<128xbf16>
    %11 = stablehlo.convert %arg11 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %12 = stablehlo.convert %arg12 : (tensor<128xf32>) -> tensor<128xbf16>
    %13 = stablehlo.convert %arg13 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %14 = stablehlo.convert %arg14 : (tensor<384xf32>) -> tensor<384xbf16>
    %15 = stablehlo.convert %arg15 : (tensor<128x384xf32>) -> tensor<128x384xbf16>
    %16 = stablehlo.convert %arg16 : (tensor<128xf32>) -> tensor<128xbf16>
    %17 = stablehlo.convert %arg17 : (tensor<128xf32>) -> tensor<128xbf16>
    %18 = stablehlo.convert %arg18 : (tensor<128xf32>) -> tensor<128xbf16>
    %19 = stablehlo.convert %arg19 : (tensor<128xf32>) -> tensor<128xbf16>
    %20 = stablehlo.convert %arg20 : (tensor<512xf32>) -> tensor<512xbf16>
    %21 = stablehlo.convert %arg21 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %22 = stablehlo.convert %arg22 : (tensor<128xf32>) -> tensor<128xbf16>
    %23 = stablehlo.convert %arg23 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %24 = stablehlo.convert %arg24 : (tensor<128xf32>) -> tensor<128xbf16>
    %25 = stablehlo.convert %arg25 : (tensor<128xf32>) -> tensor<128xbf16>
    %26 = stablehlo.convert %arg26 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %27 = stablehlo.convert %arg27 : (tensor<1024x128xf32>) -> tensor<1024x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %29 = stablehlo.compare LT, %arg85, %28, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %31 = stablehlo.add %arg85, %30 : tensor<8x64xi32>
    %32 = stablehlo.select %29, %31, %arg85 : tensor<8x64xi1>, tensor<8x64xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %34 = "stablehlo.gather"(%27, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x128xbf16>
    %35 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x64x128xbf16>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x64x128xbf16>
    %38 = stablehlo.convert %37 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x64x1xf32>
    %43 = stablehlo.convert %42 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %45 = stablehlo.subtract %37, %44 : tensor<8x64x128xbf16>
    %46 = chlo.square %45 : tensor<8x64x128xbf16> -> tensor<8x64x128xbf16>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %48 = stablehlo.multiply %47, %45 : tensor<8x64x128xbf16>
    %49 = stablehlo.convert %46 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8x64x1xf32>
    %54 = stablehlo.convert %53 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %56 = stablehlo.subtract %37, %55 : tensor<8x64x128xbf16>
    %cst_5 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %58 = stablehlo.add %54, %57 : tensor<8x64x1xbf16>
    %59 = stablehlo.rsqrt %58 : tensor<8x64x1xbf16>
    %60 = stablehlo.divide %59, %58 : tensor<8x64x1xbf16>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %62 = stablehlo.multiply %61, %60 : tensor<8x64x1xbf16>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %64 = stablehlo.multiply %56, %63 : tensor<8x64x128xbf16>
    %65 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %67 = stablehlo.multiply %64, %66 : tensor<8x64x128xbf16>
    %68 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %70 = stablehlo.add %67, %69 : tensor<8x64x128xbf16>
    %71 = stablehlo.dot_general %70, %3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x384xbf16>) -> tensor<8x64x384xbf16>
    %72 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<384xbf16>) -> tensor<1x1x384xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x384xbf16>) -> tensor<8x64x384xbf16>
    %74 = stablehlo.add %71, %73 : tensor<8x64x384xbf16>
    %75 = stablehlo.slice %74 [0:8, 0:64, 0:128] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %76 = stablehlo.slice %74 [0:8, 0:64, 128:256] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %77 = stablehlo.slice %74 [0:8, 0:64, 256:384] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %78 = stablehlo.reshape %75 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %79 = stablehlo.reshape %76 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %80 = stablehlo.reshape %77 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %81 = stablehlo.dot_general %78, %79, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x64xbf16>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %82 = stablehlo.sqrt %cst_7 : tensor<f32>
    %83 = stablehlo.convert %82 : (tensor<f32>) -> tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %85 = stablehlo.divide %81, %84 : tensor<8x4x64x64xbf16>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %86 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %87 = call @tril(%86) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %88:2 = call @_where(%87, %85, %cst_9) : (tensor<64x64xi1>, tensor<8x4x64x64xbf16>, tensor<bf16>) -> (tensor<8x4x64x64xbf16>, tensor<8x4x64x64xi1>)
    %cst_10 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %89 = stablehlo.reduce(%88#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xbf16>, tensor<bf16>) -> tensor<8x4x64xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %90 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x4x64xbf16>
    %91 = stablehlo.maximum %90, %89 : tensor<8x4x64xbf16>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x4x64xbf16>) -> tensor<8x4x64x1xbf16>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %94 = stablehlo.subtract %88#0, %93 : tensor<8x4x64x64xbf16>
    %95 = stablehlo.exponential %94 : tensor<8x4x64x64xbf16>
    %96 = stablehlo.convert %95 : (tensor<8x4x64x64xbf16>) -> tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %99 = stablehlo.convert %98 : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x1xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %101 = stablehlo.divide %95, %100 : tensor<8x4x64x64xbf16>
    %102 = stablehlo.multiply %99, %99 : tensor<8x4x64x1xbf16>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x64x1xbf16>
    %104 = stablehlo.divide %103, %102 : tensor<8x4x64x1xbf16>
    %105 = stablehlo.dot_general %80, %101, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %106 = stablehlo.transpose %105, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %107 = stablehlo.reshape %106 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %108 = stablehlo.dot_general %107, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %109 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %111 = stablehlo.add %108, %110 : tensor<8x64x128xbf16>
    %112 = stablehlo.add %37, %111 : tensor<8x64x128xbf16>
    %113 = stablehlo.convert %112 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x64x1xf32>
    %118 = stablehlo.convert %117 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %120 = stablehlo.subtract %112, %119 : tensor<8x64x128xbf16>
    %121 = chlo.square %120 : tensor<8x64x128xbf16> -> tensor<8x64x128xbf16>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %123 = stablehlo.multiply %122, %120 : tensor<8x64x128xbf16>
    %124 = stablehlo.convert %121 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x64x1xf32>
    %129 = stablehlo.convert %128 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %130 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %131 = stablehlo.subtract %112, %130 : tensor<8x64x128xbf16>
    %cst_19 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %133 = stablehlo.add %129, %132 : tensor<8x64x1xbf16>
    %134 = stablehlo.rsqrt %133 : tensor<8x64x1xbf16>
    %135 = stablehlo.divide %134, %133 : tensor<8x64x1xbf16>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %137 = stablehlo.multiply %136, %135 : tensor<8x64x1xbf16>
    %138 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %139 = stablehlo.multiply %131, %138 : tensor<8x64x128xbf16>
    %140 = stablehlo.broadcast_in_dim %7, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %142 = stablehlo.multiply %139, %141 : tensor<8x64x128xbf16>
    %143 = stablehlo.broadcast_in_dim %6, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %145 = stablehlo.add %142, %144 : tensor<8x64x128xbf16>
    %146 = stablehlo.dot_general %145, %9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %147 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %149 = stablehlo.add %146, %148 : tensor<8x64x512xbf16>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %151 = stablehlo.multiply %150, %149 : tensor<8x64x512xbf16>
    %152 = stablehlo.multiply %149, %149 : tensor<8x64x512xbf16>
    %153 = stablehlo.multiply %152, %149 : tensor<8x64x512xbf16>
    %154 = stablehlo.multiply %149, %149 : tensor<8x64x512xbf16>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %155 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %156 = stablehlo.multiply %155, %154 : tensor<8x64x512xbf16>
    %cst_23 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %158 = stablehlo.multiply %157, %153 : tensor<8x64x512xbf16>
    %159 = stablehlo.add %149, %158 : tensor<8x64x512xbf16>
    %cst_24 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %160 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %161 = stablehlo.multiply %160, %159 : tensor<8x64x512xbf16>
    %162 = stablehlo.tanh %161 : tensor<8x64x512xbf16>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %163 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %164 = stablehlo.subtract %163, %162 : tensor<8x64x512xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %166 = stablehlo.add %165, %162 : tensor<8x64x512xbf16>
    %167 = stablehlo.multiply %151, %166 : tensor<8x64x512xbf16>
    %168 = stablehlo.dot_general %167, %11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %169 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %171 = stablehlo.add %168, %170 : tensor<8x64x128xbf16>
    %172 = stablehlo.add %112, %171 : tensor<8x64x128xbf16>
    %173 = stablehlo.convert %172 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x64x1xf32>
    %178 = stablehlo.convert %177 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %180 = stablehlo.subtract %172, %179 : tensor<8x64x128xbf16>
    %181 = chlo.square %180 : tensor<8x64x128xbf16> -> tensor<8x64x128xbf16>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %183 = stablehlo.multiply %182, %180 : tensor<8x64x128xbf16>
    %184 = stablehlo.convert %181 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x64x1xf32>
    %189 = stablehlo.convert %188 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %190 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %191 = stablehlo.subtract %172, %190 : tensor<8x64x128xbf16>
    %cst_32 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %192 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %193 = stablehlo.add %189, %192 : tensor<8x64x1xbf16>
    %194 = stablehlo.rsqrt %193 : tensor<8x64x1xbf16>
    %195 = stablehlo.divide %194, %193 : tensor<8x64x1xbf16>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %196 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %197 = stablehlo.multiply %196, %195 : tensor<8x64x1xbf16>
    %198 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %199 = stablehlo.multiply %191, %198 : tensor<8x64x128xbf16>
    %200 = stablehlo.broadcast_in_dim %17, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %202 = stablehlo.multiply %199, %201 : tensor<8x64x128xbf16>
    %203 = stablehlo.broadcast_in_dim %16, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %205 = stablehlo.add %202, %204 : tensor<8x64x128xbf16>
    %206 = stablehlo.dot_general %205, %15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x384xbf16>) -> tensor<8x64x384xbf16>
    %207 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<384xbf16>) -> tensor<1x1x384xbf16>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x384xbf16>) -> tensor<8x64x384xbf16>
    %209 = stablehlo.add %206, %208 : tensor<8x64x384xbf16>
    %210 = stablehlo.slice %209 [0:8, 0:64, 0:128] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %211 = stablehlo.slice %209 [0:8, 0:64, 128:256] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %212 = stablehlo.slice %209 [0:8, 0:64, 256:384] : (tensor<8x64x384xbf16>) -> tensor<8x64x128xbf16>
    %213 = stablehlo.reshape %210 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %214 = stablehlo.reshape %211 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %215 = stablehlo.reshape %212 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %216 = stablehlo.dot_general %213, %214, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x64xbf16>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %217 = stablehlo.sqrt %cst_34 : tensor<f32>
    %218 = stablehlo.convert %217 : (tensor<f32>) -> tensor<bf16>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %220 = stablehlo.divide %216, %219 : tensor<8x4x64x64xbf16>
    %c_35 = stablehlo.constant dense<true> : tensor<i1>
    %221 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %222 = call @tril(%221) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_36 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %223:2 = call @_where(%222, %220, %cst_36) : (tensor<64x64xi1>, tensor<8x4x64x64xbf16>, tensor<bf16>) -> (tensor<8x4x64x64xbf16>, tensor<8x4x64x64xi1>)
    %cst_37 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %224 = stablehlo.reduce(%223#0 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xbf16>, tensor<bf16>) -> tensor<8x4x64xbf16>
    %cst_38 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %225 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<8x4x64xbf16>
    %226 = stablehlo.maximum %225, %224 : tensor<8x4x64xbf16>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x4x64xbf16>) -> tensor<8x4x64x1xbf16>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %229 = stablehlo.subtract %223#0, %228 : tensor<8x4x64x64xbf16>
    %230 = stablehlo.exponential %229 : tensor<8x4x64x64xbf16>
    %231 = stablehlo.convert %230 : (tensor<8x4x64x64xbf16>) -> tensor<8x4x64x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %234 = stablehlo.convert %233 : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x1xbf16>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %236 = stablehlo.divide %230, %235 : tensor<8x4x64x64xbf16>
    %237 = stablehlo.multiply %234, %234 : tensor<8x4x64x1xbf16>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %238 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<8x4x64x1xbf16>
    %239 = stablehlo.divide %238, %237 : tensor<8x4x64x1xbf16>
    %240 = stablehlo.dot_general %215, %236, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %242 = stablehlo.reshape %241 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %243 = stablehlo.dot_general %242, %13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %244 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %246 = stablehlo.add %243, %245 : tensor<8x64x128xbf16>
    %247 = stablehlo.add %172, %246 : tensor<8x64x128xbf16>
    %248 = stablehlo.convert %247 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<8x64x1xf32>
    %253 = stablehlo.convert %252 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %255 = stablehlo.subtract %247, %254 : tensor<8x64x128xbf16>
    %256 = chlo.square %255 : tensor<8x64x128xbf16> -> tensor<8x64x128xbf16>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %257 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %258 = stablehlo.multiply %257, %255 : tensor<8x64x128xbf16>
    %259 = stablehlo.convert %256 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %263 = stablehlo.divide %261, %262 : tensor<8x64x1xf32>
    %264 = stablehlo.convert %263 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %265 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.subtract %247, %265 : tensor<8x64x128xbf16>
    %cst_46 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %267 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %268 = stablehlo.add %264, %267 : tensor<8x64x1xbf16>
    %269 = stablehlo.rsqrt %268 : tensor<8x64x1xbf16>
    %270 = stablehlo.divide %269, %268 : tensor<8x64x1xbf16>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %271 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %272 = stablehlo.multiply %271, %270 : tensor<8x64x1xbf16>
    %273 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %274 = stablehlo.multiply %266, %273 : tensor<8x64x128xbf16>
    %275 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %277 = stablehlo.multiply %274, %276 : tensor<8x64x128xbf16>
    %278 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %280 = stablehlo.add %277, %279 : tensor<8x64x128xbf16>
    %281 = stablehlo.dot_general %280, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %282 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %284 = stablehlo.add %281, %283 : tensor<8x64x512xbf16>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %285 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %286 = stablehlo.multiply %285, %284 : tensor<8x64x512xbf16>
    %287 = stablehlo.multiply %284, %284 : tensor<8x64x512xbf16>
    %288 = stablehlo.multiply %287, %284 : tensor<8x64x512xbf16>
    %289 = stablehlo.multiply %284, %284 : tensor<8x64x512xbf16>
    %cst_49 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %290 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %291 = stablehlo.multiply %290, %289 : tensor<8x64x512xbf16>
    %cst_50 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %292 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %293 = stablehlo.multiply %292, %288 : tensor<8x64x512xbf16>
    %294 = stablehlo.add %284, %293 : tensor<8x64x512xbf16>
    %cst_51 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %295 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %296 = stablehlo.multiply %295, %294 : tensor<8x64x512xbf16>
    %297 = stablehlo.tanh %296 : tensor<8x64x512xbf16>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %298 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %299 = stablehlo.subtract %298, %297 : tensor<8x64x512xbf16>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %300 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %301 = stablehlo.add %300, %297 : tensor<8x64x512xbf16>
    %302 = stablehlo.multiply %286, %301 : tensor<8x64x512xbf16>
    %303 = stablehlo.dot_general %302, %23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %304 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %306 = stablehlo.add %303, %305 : tensor<8x64x128xbf16>
    %307 = stablehlo.add %247, %306 : tensor<8x64x128xbf16>
    %308 = stablehlo.convert %307 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %312 = stablehlo.divide %310, %311 : tensor<8x64x1xf32>
    %313 = stablehlo.convert %312 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %315 = stablehlo.subtract %307, %314 : tensor<8x64x128xbf16>
    %316 = chlo.square %315 : tensor<8x64x128xbf16> -> tensor<8x64x128xbf16>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %317 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %318 = stablehlo.multiply %317, %315 : tensor<8x64x128xbf16>
    %319 = stablehlo.convert %316 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %323 = stablehlo.divide %321, %322 : tensor<8x64x1xf32>
    %324 = stablehlo.convert %323 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %325 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %326 = stablehlo.subtract %307, %325 : tensor<8x64x128xbf16>
    %cst_59 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %327 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %328 = stablehlo.add %324, %327 : tensor<8x64x1xbf16>
    %329 = stablehlo.rsqrt %328 : tensor<8x64x1xbf16>
    %330 = stablehlo.divide %329, %328 : tensor<8x64x1xbf16>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %331 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %332 = stablehlo.multiply %331, %330 : tensor<8x64x1xbf16>
    %333 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %334 = stablehlo.multiply %326, %333 : tensor<8x64x128xbf16>
    %335 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %337 = stablehlo.multiply %334, %336 : tensor<8x64x128xbf16>
    %338 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %340 = stablehlo.add %337, %339 : tensor<8x64x128xbf16>
    %341 = stablehlo.transpose %27, dims = [1, 0] : (tensor<1024x128xbf16>) -> tensor<128x1024xbf16>
    %342 = stablehlo.dot_general %340, %341, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x1024xbf16>) -> tensor<8x64x1024xbf16>
    %343 = stablehlo.convert %342 : (tensor<8x64x1024xbf16>) -> tensor<8x64x1024xf32>
    %344:3 = call @log_softmax(%343) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %345 = stablehlo.broadcast_in_dim %arg86, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %346:2 = call @take_along_axis(%344#0, %345) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346#0 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %348 = stablehlo.divide %347, %cst_62 : tensor<f32>
    %349 = stablehlo.negate %348 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.negate %cst_63 : tensor<f32>
    %cst_64 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %351 = stablehlo.divide %350, %cst_64 : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %353 = call @take_along_axis_0(%346#1, %352) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %354 = call @log_softmax_1(%344#1, %344#2, %353) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %355 = stablehlo.convert %354 : (tensor<8x64x1024xf32>) -> tensor<8x64x1024xbf16>
    %356 = stablehlo.dot_general %355, %340, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xbf16>, tensor<8x64x128xbf16>) -> tensor<1024x128xbf16>
    %357 = stablehlo.transpose %356, dims = [1, 0] : (tensor<1024x128xbf16>) -> tensor<128x1024xbf16>
    %358 = stablehlo.dot_general %355, %341, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xbf16>, tensor<128x1024xbf16>) -> tensor<8x64x128xbf16>
    %359 = stablehlo.transpose %357, dims = [1, 0] : (tensor<128x1024xbf16>) -> tensor<1024x128xbf16>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %360 = stablehlo.reduce(%358 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %361 = stablehlo.reshape %360 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %362 = stablehlo.reduce(%361 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %363 = stablehlo.multiply %334, %358 : tensor<8x64x128xbf16>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %364 = stablehlo.reduce(%363 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %365 = stablehlo.reshape %364 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %366 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %367 = stablehlo.multiply %358, %366 : tensor<8x64x128xbf16>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %368 = stablehlo.reduce(%365 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %369 = stablehlo.multiply %326, %367 : tensor<8x64x128xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %370 = stablehlo.reduce(%369 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %371 = stablehlo.reshape %370 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %372 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %373 = stablehlo.multiply %367, %372 : tensor<8x64x128xbf16>
    %374 = stablehlo.multiply %371, %332 : tensor<8x64x1xbf16>
    %375 = stablehlo.negate %373 : tensor<8x64x128xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %376 = stablehlo.reduce(%375 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %377 = stablehlo.reshape %376 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %378 = stablehlo.convert %374 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8x64x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %383 = stablehlo.convert %382 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %384 = stablehlo.multiply %383, %318 : tensor<8x64x128xbf16>
    %385 = stablehlo.negate %384 : tensor<8x64x128xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %386 = stablehlo.reduce(%385 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %387 = stablehlo.reshape %386 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %388 = stablehlo.add %373, %384 : tensor<8x64x128xbf16>
    %389 = stablehlo.add %377, %387 : tensor<8x64x1xbf16>
    %390 = stablehlo.convert %389 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %392 = stablehlo.divide %390, %391 : tensor<8x64x1xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %395 = stablehlo.convert %394 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %396 = stablehlo.add %388, %395 : tensor<8x64x128xbf16>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %397 = stablehlo.reduce(%396 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %398 = stablehlo.reshape %397 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %399 = stablehlo.reduce(%398 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %400 = stablehlo.dot_general %396, %302, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x512xbf16>) -> tensor<128x512xbf16>
    %401 = stablehlo.transpose %400, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %402 = stablehlo.dot_general %396, %23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<512x128xbf16>) -> tensor<8x64x512xbf16>
    %403 = stablehlo.multiply %286, %402 : tensor<8x64x512xbf16>
    %404 = stablehlo.multiply %402, %301 : tensor<8x64x512xbf16>
    %405 = stablehlo.multiply %403, %299 : tensor<8x64x512xbf16>
    %406 = stablehlo.multiply %405, %297 : tensor<8x64x512xbf16>
    %407 = stablehlo.add %405, %406 : tensor<8x64x512xbf16>
    %cst_78 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %408 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %409 = stablehlo.multiply %408, %407 : tensor<8x64x512xbf16>
    %cst_79 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %410 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %411 = stablehlo.multiply %410, %409 : tensor<8x64x512xbf16>
    %412 = stablehlo.multiply %411, %291 : tensor<8x64x512xbf16>
    %413 = stablehlo.add %409, %412 : tensor<8x64x512xbf16>
    %cst_80 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %414 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %415 = stablehlo.multiply %414, %404 : tensor<8x64x512xbf16>
    %416 = stablehlo.add %413, %415 : tensor<8x64x512xbf16>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %417 = stablehlo.reduce(%416 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %418 = stablehlo.reshape %417 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %419 = stablehlo.reduce(%418 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %420 = stablehlo.dot_general %416, %280, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %421 = stablehlo.transpose %420, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %422 = stablehlo.dot_general %416, %21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %423 = stablehlo.reduce(%422 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %424 = stablehlo.reshape %423 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %425 = stablehlo.reduce(%424 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %426 = stablehlo.multiply %274, %422 : tensor<8x64x128xbf16>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %427 = stablehlo.reduce(%426 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %428 = stablehlo.reshape %427 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %429 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %430 = stablehlo.multiply %422, %429 : tensor<8x64x128xbf16>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %431 = stablehlo.reduce(%428 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %432 = stablehlo.multiply %266, %430 : tensor<8x64x128xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %433 = stablehlo.reduce(%432 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %434 = stablehlo.reshape %433 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %435 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %436 = stablehlo.multiply %430, %435 : tensor<8x64x128xbf16>
    %437 = stablehlo.multiply %434, %272 : tensor<8x64x1xbf16>
    %438 = stablehlo.negate %436 : tensor<8x64x128xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %439 = stablehlo.reduce(%438 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %440 = stablehlo.reshape %439 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %441 = stablehlo.add %396, %436 : tensor<8x64x128xbf16>
    %442 = stablehlo.convert %437 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %444 = stablehlo.divide %442, %443 : tensor<8x64x1xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %447 = stablehlo.convert %446 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %448 = stablehlo.multiply %447, %258 : tensor<8x64x128xbf16>
    %449 = stablehlo.negate %448 : tensor<8x64x128xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %450 = stablehlo.reduce(%449 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %451 = stablehlo.reshape %450 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %452 = stablehlo.add %441, %448 : tensor<8x64x128xbf16>
    %453 = stablehlo.add %440, %451 : tensor<8x64x1xbf16>
    %454 = stablehlo.convert %453 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %456 = stablehlo.divide %454, %455 : tensor<8x64x1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %459 = stablehlo.convert %458 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %460 = stablehlo.add %452, %459 : tensor<8x64x128xbf16>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %461 = stablehlo.reduce(%460 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %462 = stablehlo.reshape %461 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %463 = stablehlo.reduce(%462 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %464 = stablehlo.dot_general %460, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %465 = stablehlo.transpose %464, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %466 = stablehlo.dot_general %460, %13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %467 = stablehlo.reshape %466 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %468 = stablehlo.transpose %467, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xbf16>) -> tensor<8x4x32x64xbf16>
    %469 = stablehlo.dot_general %468, %215, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x64xbf16>
    %470 = stablehlo.dot_general %468, %236, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xbf16>, tensor<8x4x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %471 = stablehlo.transpose %470, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %472 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %473 = stablehlo.multiply %469, %472 : tensor<8x4x64x64xbf16>
    %474 = stablehlo.multiply %473, %230 : tensor<8x4x64x64xbf16>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %475 = stablehlo.reduce(%474 init: %cst_96) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xbf16>, tensor<bf16>) -> tensor<8x4x64xbf16>
    %476 = stablehlo.reshape %475 : (tensor<8x4x64xbf16>) -> tensor<8x4x64x1xbf16>
    %477 = stablehlo.negate %476 : tensor<8x4x64x1xbf16>
    %478 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %479 = stablehlo.divide %469, %478 : tensor<8x4x64x64xbf16>
    %480 = stablehlo.convert %477 : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %483 = stablehlo.convert %482 : (tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xbf16>
    %484 = stablehlo.add %479, %483 : tensor<8x4x64x64xbf16>
    %485 = stablehlo.multiply %484, %230 : tensor<8x4x64x64xbf16>
    %486 = call @_where_2(%223#1, %485) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xbf16>) -> tensor<8x4x64x64xbf16>
    %487 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %488 = stablehlo.divide %486, %487 : tensor<8x4x64x64xbf16>
    %489 = stablehlo.dot_general %488, %213, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x32xbf16>
    %490 = stablehlo.transpose %489, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %491 = stablehlo.dot_general %488, %214, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x32xbf16>
    %492 = stablehlo.transpose %491, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %493 = stablehlo.reshape %471 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %494 = stablehlo.reshape %490 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %495 = stablehlo.reshape %492 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %496 = stablehlo.concatenate %495, %494, %493, dim = 2 : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<8x64x384xbf16>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %497 = stablehlo.reduce(%496 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xbf16>, tensor<bf16>) -> tensor<384xbf16>
    %498 = stablehlo.reshape %497 : (tensor<384xbf16>) -> tensor<1x1x384xbf16>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %499 = stablehlo.reduce(%498 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xbf16>, tensor<bf16>) -> tensor<384xbf16>
    %500 = stablehlo.dot_general %496, %205, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xbf16>, tensor<8x64x128xbf16>) -> tensor<384x128xbf16>
    %501 = stablehlo.transpose %500, dims = [1, 0] : (tensor<384x128xbf16>) -> tensor<128x384xbf16>
    %502 = stablehlo.dot_general %496, %15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xbf16>, tensor<128x384xbf16>) -> tensor<8x64x128xbf16>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %503 = stablehlo.reduce(%502 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %504 = stablehlo.reshape %503 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %505 = stablehlo.reduce(%504 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %506 = stablehlo.multiply %199, %502 : tensor<8x64x128xbf16>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %507 = stablehlo.reduce(%506 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %508 = stablehlo.reshape %507 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %509 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %510 = stablehlo.multiply %502, %509 : tensor<8x64x128xbf16>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %511 = stablehlo.reduce(%508 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %512 = stablehlo.multiply %191, %510 : tensor<8x64x128xbf16>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %513 = stablehlo.reduce(%512 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %514 = stablehlo.reshape %513 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %515 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %516 = stablehlo.multiply %510, %515 : tensor<8x64x128xbf16>
    %517 = stablehlo.multiply %514, %197 : tensor<8x64x1xbf16>
    %518 = stablehlo.negate %516 : tensor<8x64x128xbf16>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %519 = stablehlo.reduce(%518 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %520 = stablehlo.reshape %519 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %521 = stablehlo.add %460, %516 : tensor<8x64x128xbf16>
    %522 = stablehlo.convert %517 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_106 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %524 = stablehlo.divide %522, %523 : tensor<8x64x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %527 = stablehlo.convert %526 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %528 = stablehlo.multiply %527, %183 : tensor<8x64x128xbf16>
    %529 = stablehlo.negate %528 : tensor<8x64x128xbf16>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %530 = stablehlo.reduce(%529 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %531 = stablehlo.reshape %530 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %532 = stablehlo.add %521, %528 : tensor<8x64x128xbf16>
    %533 = stablehlo.add %520, %531 : tensor<8x64x1xbf16>
    %534 = stablehlo.convert %533 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %536 = stablehlo.divide %534, %535 : tensor<8x64x1xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %539 = stablehlo.convert %538 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %540 = stablehlo.add %532, %539 : tensor<8x64x128xbf16>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %541 = stablehlo.reduce(%540 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %542 = stablehlo.reshape %541 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %543 = stablehlo.reduce(%542 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %544 = stablehlo.dot_general %540, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x512xbf16>) -> tensor<128x512xbf16>
    %545 = stablehlo.transpose %544, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %546 = stablehlo.dot_general %540, %11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<512x128xbf16>) -> tensor<8x64x512xbf16>
    %547 = stablehlo.multiply %151, %546 : tensor<8x64x512xbf16>
    %548 = stablehlo.multiply %546, %166 : tensor<8x64x512xbf16>
    %549 = stablehlo.multiply %547, %164 : tensor<8x64x512xbf16>
    %550 = stablehlo.multiply %549, %162 : tensor<8x64x512xbf16>
    %551 = stablehlo.add %549, %550 : tensor<8x64x512xbf16>
    %cst_113 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %552 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %553 = stablehlo.multiply %552, %551 : tensor<8x64x512xbf16>
    %cst_114 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %554 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %555 = stablehlo.multiply %554, %553 : tensor<8x64x512xbf16>
    %556 = stablehlo.multiply %555, %156 : tensor<8x64x512xbf16>
    %557 = stablehlo.add %553, %556 : tensor<8x64x512xbf16>
    %cst_115 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %558 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %559 = stablehlo.multiply %558, %548 : tensor<8x64x512xbf16>
    %560 = stablehlo.add %557, %559 : tensor<8x64x512xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %561 = stablehlo.reduce(%560 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %562 = stablehlo.reshape %561 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %563 = stablehlo.reduce(%562 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %564 = stablehlo.dot_general %560, %145, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %565 = stablehlo.transpose %564, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %566 = stablehlo.dot_general %560, %9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %567 = stablehlo.reduce(%566 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %568 = stablehlo.reshape %567 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %569 = stablehlo.reduce(%568 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %570 = stablehlo.multiply %139, %566 : tensor<8x64x128xbf16>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %571 = stablehlo.reduce(%570 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %572 = stablehlo.reshape %571 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %573 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %574 = stablehlo.multiply %566, %573 : tensor<8x64x128xbf16>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %575 = stablehlo.reduce(%572 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %576 = stablehlo.multiply %131, %574 : tensor<8x64x128xbf16>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %577 = stablehlo.reduce(%576 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %578 = stablehlo.reshape %577 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %579 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %580 = stablehlo.multiply %574, %579 : tensor<8x64x128xbf16>
    %581 = stablehlo.multiply %578, %137 : tensor<8x64x1xbf16>
    %582 = stablehlo.negate %580 : tensor<8x64x128xbf16>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %583 = stablehlo.reduce(%582 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %584 = stablehlo.reshape %583 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %585 = stablehlo.add %540, %580 : tensor<8x64x128xbf16>
    %586 = stablehlo.convert %581 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_124 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %588 = stablehlo.divide %586, %587 : tensor<8x64x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %591 = stablehlo.convert %590 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %592 = stablehlo.multiply %591, %123 : tensor<8x64x128xbf16>
    %593 = stablehlo.negate %592 : tensor<8x64x128xbf16>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %594 = stablehlo.reduce(%593 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %595 = stablehlo.reshape %594 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %596 = stablehlo.add %585, %592 : tensor<8x64x128xbf16>
    %597 = stablehlo.add %584, %595 : tensor<8x64x1xbf16>
    %598 = stablehlo.convert %597 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_127 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %600 = stablehlo.divide %598, %599 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %603 = stablehlo.convert %602 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %604 = stablehlo.add %596, %603 : tensor<8x64x128xbf16>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %605 = stablehlo.reduce(%604 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %606 = stablehlo.reshape %605 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %607 = stablehlo.reduce(%606 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %608 = stablehlo.dot_general %604, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %610 = stablehlo.dot_general %604, %1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %611 = stablehlo.reshape %610 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %612 = stablehlo.transpose %611, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xbf16>) -> tensor<8x4x32x64xbf16>
    %613 = stablehlo.dot_general %612, %80, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x64xbf16>
    %614 = stablehlo.dot_general %612, %101, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xbf16>, tensor<8x4x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %615 = stablehlo.transpose %614, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %616 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %617 = stablehlo.multiply %613, %616 : tensor<8x4x64x64xbf16>
    %618 = stablehlo.multiply %617, %95 : tensor<8x4x64x64xbf16>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %619 = stablehlo.reduce(%618 init: %cst_131) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xbf16>, tensor<bf16>) -> tensor<8x4x64xbf16>
    %620 = stablehlo.reshape %619 : (tensor<8x4x64xbf16>) -> tensor<8x4x64x1xbf16>
    %621 = stablehlo.negate %620 : tensor<8x4x64x1xbf16>
    %622 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x64xbf16>
    %623 = stablehlo.divide %613, %622 : tensor<8x4x64x64xbf16>
    %624 = stablehlo.convert %621 : (tensor<8x4x64x1xbf16>) -> tensor<8x4x64x1xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_132) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %627 = stablehlo.convert %626 : (tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xbf16>
    %628 = stablehlo.add %623, %627 : tensor<8x4x64x64xbf16>
    %629 = stablehlo.multiply %628, %95 : tensor<8x4x64x64xbf16>
    %630 = call @_where_2(%88#1, %629) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xbf16>) -> tensor<8x4x64x64xbf16>
    %631 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %632 = stablehlo.divide %630, %631 : tensor<8x4x64x64xbf16>
    %633 = stablehlo.dot_general %632, %78, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x32xbf16>
    %634 = stablehlo.transpose %633, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %635 = stablehlo.dot_general %632, %79, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x32xbf16>
    %636 = stablehlo.transpose %635, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %637 = stablehlo.reshape %615 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %638 = stablehlo.reshape %634 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %639 = stablehlo.reshape %636 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %640 = stablehlo.concatenate %639, %638, %637, dim = 2 : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<8x64x384xbf16>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %641 = stablehlo.reduce(%640 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xbf16>, tensor<bf16>) -> tensor<384xbf16>
    %642 = stablehlo.reshape %641 : (tensor<384xbf16>) -> tensor<1x1x384xbf16>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %643 = stablehlo.reduce(%642 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xbf16>, tensor<bf16>) -> tensor<384xbf16>
    %644 = stablehlo.dot_general %640, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xbf16>, tensor<8x64x128xbf16>) -> tensor<384x128xbf16>
    %645 = stablehlo.transpose %644, dims = [1, 0] : (tensor<384x128xbf16>) -> tensor<128x384xbf16>
    %646 = stablehlo.dot_general %640, %3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xbf16>, tensor<128x384xbf16>) -> tensor<8x64x128xbf16>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %647 = stablehlo.reduce(%646 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %648 = stablehlo.reshape %647 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %649 = stablehlo.reduce(%648 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %650 = stablehlo.multiply %64, %646 : tensor<8x64x128xbf16>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %651 = stablehlo.reduce(%650 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %652 = stablehlo.reshape %651 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %653 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %654 = stablehlo.multiply %646, %653 : tensor<8x64x128xbf16>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %655 = stablehlo.reduce(%652 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %656 = stablehlo.multiply %56, %654 : tensor<8x64x128xbf16>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %657 = stablehlo.reduce(%656 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %658 = stablehlo.reshape %657 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %659 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x128xbf16>
    %660 = stablehlo.multiply %654, %659 : tensor<8x64x128xbf16>
    %661 = stablehlo.multiply %658, %62 : tensor<8x64x1xbf16>
    %662 = stablehlo.negate %660 : tensor<8x64x128xbf16>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %663 = stablehlo.reduce(%662 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %664 = stablehlo.reshape %663 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %665 = stablehlo.add %604, %660 : tensor<8x64x128xbf16>
    %666 = stablehlo.convert %661 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_141 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %668 = stablehlo.divide %666, %667 : tensor<8x64x1xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %671 = stablehlo.convert %670 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %672 = stablehlo.multiply %671, %48 : tensor<8x64x128xbf16>
    %673 = stablehlo.negate %672 : tensor<8x64x128xbf16>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %674 = stablehlo.reduce(%673 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<8x64xbf16>
    %675 = stablehlo.reshape %674 : (tensor<8x64xbf16>) -> tensor<8x64x1xbf16>
    %676 = stablehlo.add %665, %672 : tensor<8x64x128xbf16>
    %677 = stablehlo.add %664, %675 : tensor<8x64x1xbf16>
    %678 = stablehlo.convert %677 : (tensor<8x64x1xbf16>) -> tensor<8x64x1xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %680 = stablehlo.divide %678, %679 : tensor<8x64x1xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %683 = stablehlo.convert %682 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %684 = stablehlo.add %676, %683 : tensor<8x64x128xbf16>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %685 = stablehlo.reduce(%684 init: %cst_146) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %686 = stablehlo.reshape %685 : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %687 = stablehlo.reduce(%686 init: %cst_147) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %688 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %689 = "stablehlo.scatter"(%688, %33, %684) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg87: tensor<bf16>, %arg88: tensor<bf16>):
      %1427 = stablehlo.add %arg87, %arg88 : tensor<bf16>
      stablehlo.return %1427 : tensor<bf16>
    }) : (tensor<1024x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<1024x128xbf16>
    %690 = stablehlo.add %359, %689 : tensor<1024x128xbf16>
    %691 = stablehlo.convert %690 : (tensor<1024x128xbf16>) -> tensor<1024x128xf32>
    %692 = stablehlo.convert %687 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %693 = stablehlo.convert %368 : (tensor<128xbf16>) -> tensor<128xf32>
    %694 = stablehlo.convert %362 : (tensor<128xbf16>) -> tensor<128xf32>
    %695 = stablehlo.convert %401 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %696 = stablehlo.convert %399 : (tensor<128xbf16>) -> tensor<128xf32>
    %697 = stablehlo.convert %421 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %698 = stablehlo.convert %419 : (tensor<512xbf16>) -> tensor<512xf32>
    %699 = stablehlo.convert %431 : (tensor<128xbf16>) -> tensor<128xf32>
    %700 = stablehlo.convert %425 : (tensor<128xbf16>) -> tensor<128xf32>
    %701 = stablehlo.convert %511 : (tensor<128xbf16>) -> tensor<128xf32>
    %702 = stablehlo.convert %505 : (tensor<128xbf16>) -> tensor<128xf32>
    %703 = stablehlo.convert %501 : (tensor<128x384xbf16>) -> tensor<128x384xf32>
    %704 = stablehlo.convert %499 : (tensor<384xbf16>) -> tensor<384xf32>
    %705 = stablehlo.convert %465 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %706 = stablehlo.convert %463 : (tensor<128xbf16>) -> tensor<128xf32>
    %707 = stablehlo.convert %545 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %708 = stablehlo.convert %543 : (tensor<128xbf16>) -> tensor<128xf32>
    %709 = stablehlo.convert %565 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %710 = stablehlo.convert %563 : (tensor<512xbf16>) -> tensor<512xf32>
    %711 = stablehlo.convert %575 : (tensor<128xbf16>) -> tensor<128xf32>
    %712 = stablehlo.convert %569 : (tensor<128xbf16>) -> tensor<128xf32>
    %713 = stablehlo.convert %655 : (tensor<128xbf16>) -> tensor<128xf32>
    %714 = stablehlo.convert %649 : (tensor<128xbf16>) -> tensor<128xf32>
    %715 = stablehlo.convert %645 : (tensor<128x384xbf16>) -> tensor<128x384xf32>
    %716 = stablehlo.convert %643 : (tensor<384xbf16>) -> tensor<384xf32>
    %717 = stablehlo.convert %609 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %718 = stablehlo.convert %607 : (tensor<128xbf16>) -> tensor<128xf32>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %719 = stablehlo.add %arg28, %c_149 : tensor<i32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %721 = stablehlo.multiply %720, %arg29 : tensor<128xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %723 = stablehlo.multiply %722, %718 : tensor<128xf32>
    %724 = stablehlo.add %721, %723 : tensor<128xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %726 = stablehlo.multiply %725, %arg30 : tensor<128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %728 = stablehlo.multiply %727, %717 : tensor<128x128xf32>
    %729 = stablehlo.add %726, %728 : tensor<128x128xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %731 = stablehlo.multiply %730, %arg31 : tensor<384xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %733 = stablehlo.multiply %732, %716 : tensor<384xf32>
    %734 = stablehlo.add %731, %733 : tensor<384xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %736 = stablehlo.multiply %735, %arg32 : tensor<128x384xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %738 = stablehlo.multiply %737, %715 : tensor<128x384xf32>
    %739 = stablehlo.add %736, %738 : tensor<128x384xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %741 = stablehlo.multiply %740, %arg33 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %743 = stablehlo.multiply %742, %714 : tensor<128xf32>
    %744 = stablehlo.add %741, %743 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %746 = stablehlo.multiply %745, %arg34 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %748 = stablehlo.multiply %747, %713 : tensor<128xf32>
    %749 = stablehlo.add %746, %748 : tensor<128xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %751 = stablehlo.multiply %750, %arg35 : tensor<128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %753 = stablehlo.multiply %752, %712 : tensor<128xf32>
    %754 = stablehlo.add %751, %753 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %756 = stablehlo.multiply %755, %arg36 : tensor<128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %758 = stablehlo.multiply %757, %711 : tensor<128xf32>
    %759 = stablehlo.add %756, %758 : tensor<128xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %761 = stablehlo.multiply %760, %arg37 : tensor<512xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %763 = stablehlo.multiply %762, %710 : tensor<512xf32>
    %764 = stablehlo.add %761, %763 : tensor<512xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %766 = stablehlo.multiply %765, %arg38 : tensor<128x512xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %768 = stablehlo.multiply %767, %709 : tensor<128x512xf32>
    %769 = stablehlo.add %766, %768 : tensor<128x512xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %771 = stablehlo.multiply %770, %arg39 : tensor<128xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %773 = stablehlo.multiply %772, %708 : tensor<128xf32>
    %774 = stablehlo.add %771, %773 : tensor<128xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %776 = stablehlo.multiply %775, %arg40 : tensor<512x128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %778 = stablehlo.multiply %777, %707 : tensor<512x128xf32>
    %779 = stablehlo.add %776, %778 : tensor<512x128xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %781 = stablehlo.multiply %780, %arg41 : tensor<128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %783 = stablehlo.multiply %782, %706 : tensor<128xf32>
    %784 = stablehlo.add %781, %783 : tensor<128xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %786 = stablehlo.multiply %785, %arg42 : tensor<128x128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %788 = stablehlo.multiply %787, %705 : tensor<128x128xf32>
    %789 = stablehlo.add %786, %788 : tensor<128x128xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %791 = stablehlo.multiply %790, %arg43 : tensor<384xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %793 = stablehlo.multiply %792, %704 : tensor<384xf32>
    %794 = stablehlo.add %791, %793 : tensor<384xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %796 = stablehlo.multiply %795, %arg44 : tensor<128x384xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %798 = stablehlo.multiply %797, %703 : tensor<128x384xf32>
    %799 = stablehlo.add %796, %798 : tensor<128x384xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %801 = stablehlo.multiply %800, %arg45 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %803 = stablehlo.multiply %802, %702 : tensor<128xf32>
    %804 = stablehlo.add %801, %803 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %806 = stablehlo.multiply %805, %arg46 : tensor<128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %808 = stablehlo.multiply %807, %701 : tensor<128xf32>
    %809 = stablehlo.add %806, %808 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %811 = stablehlo.multiply %810, %arg47 : tensor<128xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %813 = stablehlo.multiply %812, %700 : tensor<128xf32>
    %814 = stablehlo.add %811, %813 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %816 = stablehlo.multiply %815, %arg48 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %818 = stablehlo.multiply %817, %699 : tensor<128xf32>
    %819 = stablehlo.add %816, %818 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %821 = stablehlo.multiply %820, %arg49 : tensor<512xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %823 = stablehlo.multiply %822, %698 : tensor<512xf32>
    %824 = stablehlo.add %821, %823 : tensor<512xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %826 = stablehlo.multiply %825, %arg50 : tensor<128x512xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %828 = stablehlo.multiply %827, %697 : tensor<128x512xf32>
    %829 = stablehlo.add %826, %828 : tensor<128x512xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %831 = stablehlo.multiply %830, %arg51 : tensor<128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %833 = stablehlo.multiply %832, %696 : tensor<128xf32>
    %834 = stablehlo.add %831, %833 : tensor<128xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %836 = stablehlo.multiply %835, %arg52 : tensor<512x128xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %838 = stablehlo.multiply %837, %695 : tensor<512x128xf32>
    %839 = stablehlo.add %836, %838 : tensor<512x128xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %841 = stablehlo.multiply %840, %arg53 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %843 = stablehlo.multiply %842, %694 : tensor<128xf32>
    %844 = stablehlo.add %841, %843 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %846 = stablehlo.multiply %845, %arg54 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %848 = stablehlo.multiply %847, %693 : tensor<128xf32>
    %849 = stablehlo.add %846, %848 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %851 = stablehlo.multiply %850, %arg55 : tensor<64x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %853 = stablehlo.multiply %852, %692 : tensor<64x128xf32>
    %854 = stablehlo.add %851, %853 : tensor<64x128xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %856 = stablehlo.multiply %855, %arg56 : tensor<1024x128xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %858 = stablehlo.multiply %857, %691 : tensor<1024x128xf32>
    %859 = stablehlo.add %856, %858 : tensor<1024x128xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %861 = stablehlo.multiply %860, %arg57 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %863 = stablehlo.multiply %862, %718 : tensor<128xf32>
    %864 = stablehlo.multiply %863, %718 : tensor<128xf32>
    %865 = stablehlo.add %861, %864 : tensor<128xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %867 = stablehlo.multiply %866, %arg58 : tensor<128x128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %869 = stablehlo.multiply %868, %717 : tensor<128x128xf32>
    %870 = stablehlo.multiply %869, %717 : tensor<128x128xf32>
    %871 = stablehlo.add %867, %870 : tensor<128x128xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %873 = stablehlo.multiply %872, %arg59 : tensor<384xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %875 = stablehlo.multiply %874, %716 : tensor<384xf32>
    %876 = stablehlo.multiply %875, %716 : tensor<384xf32>
    %877 = stablehlo.add %873, %876 : tensor<384xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %879 = stablehlo.multiply %878, %arg60 : tensor<128x384xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %881 = stablehlo.multiply %880, %715 : tensor<128x384xf32>
    %882 = stablehlo.multiply %881, %715 : tensor<128x384xf32>
    %883 = stablehlo.add %879, %882 : tensor<128x384xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %885 = stablehlo.multiply %884, %arg61 : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %887 = stablehlo.multiply %886, %714 : tensor<128xf32>
    %888 = stablehlo.multiply %887, %714 : tensor<128xf32>
    %889 = stablehlo.add %885, %888 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %891 = stablehlo.multiply %890, %arg62 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %893 = stablehlo.multiply %892, %713 : tensor<128xf32>
    %894 = stablehlo.multiply %893, %713 : tensor<128xf32>
    %895 = stablehlo.add %891, %894 : tensor<128xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %897 = stablehlo.multiply %896, %arg63 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %712 : tensor<128xf32>
    %900 = stablehlo.multiply %899, %712 : tensor<128xf32>
    %901 = stablehlo.add %897, %900 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %903 = stablehlo.multiply %902, %arg64 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %905 = stablehlo.multiply %904, %711 : tensor<128xf32>
    %906 = stablehlo.multiply %905, %711 : tensor<128xf32>
    %907 = stablehlo.add %903, %906 : tensor<128xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %909 = stablehlo.multiply %908, %arg65 : tensor<512xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %911 = stablehlo.multiply %910, %710 : tensor<512xf32>
    %912 = stablehlo.multiply %911, %710 : tensor<512xf32>
    %913 = stablehlo.add %909, %912 : tensor<512xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %915 = stablehlo.multiply %914, %arg66 : tensor<128x512xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %917 = stablehlo.multiply %916, %709 : tensor<128x512xf32>
    %918 = stablehlo.multiply %917, %709 : tensor<128x512xf32>
    %919 = stablehlo.add %915, %918 : tensor<128x512xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %921 = stablehlo.multiply %920, %arg67 : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %923 = stablehlo.multiply %922, %708 : tensor<128xf32>
    %924 = stablehlo.multiply %923, %708 : tensor<128xf32>
    %925 = stablehlo.add %921, %924 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %927 = stablehlo.multiply %926, %arg68 : tensor<512x128xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %929 = stablehlo.multiply %928, %707 : tensor<512x128xf32>
    %930 = stablehlo.multiply %929, %707 : tensor<512x128xf32>
    %931 = stablehlo.add %927, %930 : tensor<512x128xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %933 = stablehlo.multiply %932, %arg69 : tensor<128xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %935 = stablehlo.multiply %934, %706 : tensor<128xf32>
    %936 = stablehlo.multiply %935, %706 : tensor<128xf32>
    %937 = stablehlo.add %933, %936 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %939 = stablehlo.multiply %938, %arg70 : tensor<128x128xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %941 = stablehlo.multiply %940, %705 : tensor<128x128xf32>
    %942 = stablehlo.multiply %941, %705 : tensor<128x128xf32>
    %943 = stablehlo.add %939, %942 : tensor<128x128xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %945 = stablehlo.multiply %944, %arg71 : tensor<384xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %947 = stablehlo.multiply %946, %704 : tensor<384xf32>
    %948 = stablehlo.multiply %947, %704 : tensor<384xf32>
    %949 = stablehlo.add %945, %948 : tensor<384xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %951 = stablehlo.multiply %950, %arg72 : tensor<128x384xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %953 = stablehlo.multiply %952, %703 : tensor<128x384xf32>
    %954 = stablehlo.multiply %953, %703 : tensor<128x384xf32>
    %955 = stablehlo.add %951, %954 : tensor<128x384xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %957 = stablehlo.multiply %956, %arg73 : tensor<128xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %959 = stablehlo.multiply %958, %702 : tensor<128xf32>
    %960 = stablehlo.multiply %959, %702 : tensor<128xf32>
    %961 = stablehlo.add %957, %960 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %963 = stablehlo.multiply %962, %arg74 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %965 = stablehlo.multiply %964, %701 : tensor<128xf32>
    %966 = stablehlo.multiply %965, %701 : tensor<128xf32>
    %967 = stablehlo.add %963, %966 : tensor<128xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %969 = stablehlo.multiply %968, %arg75 : tensor<128xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %971 = stablehlo.multiply %970, %700 : tensor<128xf32>
    %972 = stablehlo.multiply %971, %700 : tensor<128xf32>
    %973 = stablehlo.add %969, %972 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %975 = stablehlo.multiply %974, %arg76 : tensor<128xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %977 = stablehlo.multiply %976, %699 : tensor<128xf32>
    %978 = stablehlo.multiply %977, %699 : tensor<128xf32>
    %979 = stablehlo.add %975, %978 : tensor<128xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %981 = stablehlo.multiply %980, %arg77 : tensor<512xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %983 = stablehlo.multiply %982, %698 : tensor<512xf32>
    %984 = stablehlo.multiply %983, %698 : tensor<512xf32>
    %985 = stablehlo.add %981, %984 : tensor<512xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %987 = stablehlo.multiply %986, %arg78 : tensor<128x512xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %989 = stablehlo.multiply %988, %697 : tensor<128x512xf32>
    %990 = stablehlo.multiply %989, %697 : tensor<128x512xf32>
    %991 = stablehlo.add %987, %990 : tensor<128x512xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %993 = stablehlo.multiply %992, %arg79 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %995 = stablehlo.multiply %994, %696 : tensor<128xf32>
    %996 = stablehlo.multiply %995, %696 : tensor<128xf32>
    %997 = stablehlo.add %993, %996 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %999 = stablehlo.multiply %998, %arg80 : tensor<512x128xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1001 = stablehlo.multiply %1000, %695 : tensor<512x128xf32>
    %1002 = stablehlo.multiply %1001, %695 : tensor<512x128xf32>
    %1003 = stablehlo.add %999, %1002 : tensor<512x128xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1005 = stablehlo.multiply %1004, %arg81 : tensor<128xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1007 = stablehlo.multiply %1006, %694 : tensor<128xf32>
    %1008 = stablehlo.multiply %1007, %694 : tensor<128xf32>
    %1009 = stablehlo.add %1005, %1008 : tensor<128xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1011 = stablehlo.multiply %1010, %arg82 : tensor<128xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1013 = stablehlo.multiply %1012, %693 : tensor<128xf32>
    %1014 = stablehlo.multiply %1013, %693 : tensor<128xf32>
    %1015 = stablehlo.add %1011, %1014 : tensor<128xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1017 = stablehlo.multiply %1016, %arg83 : tensor<64x128xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1019 = stablehlo.multiply %1018, %692 : tensor<64x128xf32>
    %1020 = stablehlo.multiply %1019, %692 : tensor<64x128xf32>
    %1021 = stablehlo.add %1017, %1020 : tensor<64x128xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1023 = stablehlo.multiply %1022, %arg84 : tensor<1024x128xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1025 = stablehlo.multiply %1024, %691 : tensor<1024x128xf32>
    %1026 = stablehlo.multiply %1025, %691 : tensor<1024x128xf32>
    %1027 = stablehlo.add %1023, %1026 : tensor<1024x128xf32>
    %1028 = stablehlo.convert %719 : (tensor<i32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.power %cst_262, %1028 : tensor<f32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1030 = stablehlo.subtract %cst_263, %1029 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1031 = stablehlo.divide %cst_264, %1030 : tensor<f32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1032 = stablehlo.power %cst_265, %1028 : tensor<f32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1033 = stablehlo.subtract %cst_266, %1032 : tensor<f32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1034 = stablehlo.divide %cst_267, %1033 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1036 = stablehlo.multiply %724, %1035 : tensor<128xf32>
    %1037 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1038 = stablehlo.multiply %865, %1037 : tensor<128xf32>
    %1039 = stablehlo.sqrt %1038 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1041 = stablehlo.add %1039, %1040 : tensor<128xf32>
    %1042 = stablehlo.divide %1036, %1041 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1044 = stablehlo.multiply %1043, %arg0 : tensor<128xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<128xf32>
    %cst_270 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1047 = stablehlo.multiply %1046, %1045 : tensor<128xf32>
    %1048 = stablehlo.subtract %arg0, %1047 : tensor<128xf32>
    %1049 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1050 = stablehlo.multiply %729, %1049 : tensor<128x128xf32>
    %1051 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1052 = stablehlo.multiply %871, %1051 : tensor<128x128xf32>
    %1053 = stablehlo.sqrt %1052 : tensor<128x128xf32>
    %cst_271 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<128x128xf32>
    %1056 = stablehlo.divide %1050, %1055 : tensor<128x128xf32>
    %cst_272 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1058 = stablehlo.multiply %1057, %arg1 : tensor<128x128xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<128x128xf32>
    %cst_273 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<128x128xf32>
    %1062 = stablehlo.subtract %arg1, %1061 : tensor<128x128xf32>
    %1063 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1064 = stablehlo.multiply %734, %1063 : tensor<384xf32>
    %1065 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1066 = stablehlo.multiply %877, %1065 : tensor<384xf32>
    %1067 = stablehlo.sqrt %1066 : tensor<384xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<384xf32>
    %1070 = stablehlo.divide %1064, %1069 : tensor<384xf32>
    %cst_275 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1072 = stablehlo.multiply %1071, %arg2 : tensor<384xf32>
    %1073 = stablehlo.add %1070, %1072 : tensor<384xf32>
    %cst_276 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1075 = stablehlo.multiply %1074, %1073 : tensor<384xf32>
    %1076 = stablehlo.subtract %arg2, %1075 : tensor<384xf32>
    %1077 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1078 = stablehlo.multiply %739, %1077 : tensor<128x384xf32>
    %1079 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1080 = stablehlo.multiply %883, %1079 : tensor<128x384xf32>
    %1081 = stablehlo.sqrt %1080 : tensor<128x384xf32>
    %cst_277 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<128x384xf32>
    %1084 = stablehlo.divide %1078, %1083 : tensor<128x384xf32>
    %cst_278 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1086 = stablehlo.multiply %1085, %arg3 : tensor<128x384xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<128x384xf32>
    %cst_279 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1089 = stablehlo.multiply %1088, %1087 : tensor<128x384xf32>
    %1090 = stablehlo.subtract %arg3, %1089 : tensor<128x384xf32>
    %1091 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1092 = stablehlo.multiply %744, %1091 : tensor<128xf32>
    %1093 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1094 = stablehlo.multiply %889, %1093 : tensor<128xf32>
    %1095 = stablehlo.sqrt %1094 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<128xf32>
    %1098 = stablehlo.divide %1092, %1097 : tensor<128xf32>
    %cst_281 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1100 = stablehlo.multiply %1099, %arg4 : tensor<128xf32>
    %1101 = stablehlo.add %1098, %1100 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<128xf32>
    %1104 = stablehlo.subtract %arg4, %1103 : tensor<128xf32>
    %1105 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.multiply %749, %1105 : tensor<128xf32>
    %1107 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1108 = stablehlo.multiply %895, %1107 : tensor<128xf32>
    %1109 = stablehlo.sqrt %1108 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1111 = stablehlo.add %1109, %1110 : tensor<128xf32>
    %1112 = stablehlo.divide %1106, %1111 : tensor<128xf32>
    %cst_284 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1114 = stablehlo.multiply %1113, %arg5 : tensor<128xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<128xf32>
    %cst_285 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1117 = stablehlo.multiply %1116, %1115 : tensor<128xf32>
    %1118 = stablehlo.subtract %arg5, %1117 : tensor<128xf32>
    %1119 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1120 = stablehlo.multiply %754, %1119 : tensor<128xf32>
    %1121 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1122 = stablehlo.multiply %901, %1121 : tensor<128xf32>
    %1123 = stablehlo.sqrt %1122 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1125 = stablehlo.add %1123, %1124 : tensor<128xf32>
    %1126 = stablehlo.divide %1120, %1125 : tensor<128xf32>
    %cst_287 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1128 = stablehlo.multiply %1127, %arg6 : tensor<128xf32>
    %1129 = stablehlo.add %1126, %1128 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<128xf32>
    %1132 = stablehlo.subtract %arg6, %1131 : tensor<128xf32>
    %1133 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1134 = stablehlo.multiply %759, %1133 : tensor<128xf32>
    %1135 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1136 = stablehlo.multiply %907, %1135 : tensor<128xf32>
    %1137 = stablehlo.sqrt %1136 : tensor<128xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1139 = stablehlo.add %1137, %1138 : tensor<128xf32>
    %1140 = stablehlo.divide %1134, %1139 : tensor<128xf32>
    %cst_290 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1142 = stablehlo.multiply %1141, %arg7 : tensor<128xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<128xf32>
    %cst_291 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1145 = stablehlo.multiply %1144, %1143 : tensor<128xf32>
    %1146 = stablehlo.subtract %arg7, %1145 : tensor<128xf32>
    %1147 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1148 = stablehlo.multiply %764, %1147 : tensor<512xf32>
    %1149 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1150 = stablehlo.multiply %913, %1149 : tensor<512xf32>
    %1151 = stablehlo.sqrt %1150 : tensor<512xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1153 = stablehlo.add %1151, %1152 : tensor<512xf32>
    %1154 = stablehlo.divide %1148, %1153 : tensor<512xf32>
    %cst_293 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1156 = stablehlo.multiply %1155, %arg8 : tensor<512xf32>
    %1157 = stablehlo.add %1154, %1156 : tensor<512xf32>
    %cst_294 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1159 = stablehlo.multiply %1158, %1157 : tensor<512xf32>
    %1160 = stablehlo.subtract %arg8, %1159 : tensor<512xf32>
    %1161 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1162 = stablehlo.multiply %769, %1161 : tensor<128x512xf32>
    %1163 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1164 = stablehlo.multiply %919, %1163 : tensor<128x512xf32>
    %1165 = stablehlo.sqrt %1164 : tensor<128x512xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1167 = stablehlo.add %1165, %1166 : tensor<128x512xf32>
    %1168 = stablehlo.divide %1162, %1167 : tensor<128x512xf32>
    %cst_296 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1170 = stablehlo.multiply %1169, %arg9 : tensor<128x512xf32>
    %1171 = stablehlo.add %1168, %1170 : tensor<128x512xf32>
    %cst_297 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1173 = stablehlo.multiply %1172, %1171 : tensor<128x512xf32>
    %1174 = stablehlo.subtract %arg9, %1173 : tensor<128x512xf32>
    %1175 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1176 = stablehlo.multiply %774, %1175 : tensor<128xf32>
    %1177 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1178 = stablehlo.multiply %925, %1177 : tensor<128xf32>
    %1179 = stablehlo.sqrt %1178 : tensor<128xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1181 = stablehlo.add %1179, %1180 : tensor<128xf32>
    %1182 = stablehlo.divide %1176, %1181 : tensor<128xf32>
    %cst_299 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.multiply %1183, %arg10 : tensor<128xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<128xf32>
    %cst_300 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1187 = stablehlo.multiply %1186, %1185 : tensor<128xf32>
    %1188 = stablehlo.subtract %arg10, %1187 : tensor<128xf32>
    %1189 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1190 = stablehlo.multiply %779, %1189 : tensor<512x128xf32>
    %1191 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1192 = stablehlo.multiply %931, %1191 : tensor<512x128xf32>
    %1193 = stablehlo.sqrt %1192 : tensor<512x128xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1195 = stablehlo.add %1193, %1194 : tensor<512x128xf32>
    %1196 = stablehlo.divide %1190, %1195 : tensor<512x128xf32>
    %cst_302 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1198 = stablehlo.multiply %1197, %arg11 : tensor<512x128xf32>
    %1199 = stablehlo.add %1196, %1198 : tensor<512x128xf32>
    %cst_303 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1201 = stablehlo.multiply %1200, %1199 : tensor<512x128xf32>
    %1202 = stablehlo.subtract %arg11, %1201 : tensor<512x128xf32>
    %1203 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1204 = stablehlo.multiply %784, %1203 : tensor<128xf32>
    %1205 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1206 = stablehlo.multiply %937, %1205 : tensor<128xf32>
    %1207 = stablehlo.sqrt %1206 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<128xf32>
    %1210 = stablehlo.divide %1204, %1209 : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1212 = stablehlo.multiply %1211, %arg12 : tensor<128xf32>
    %1213 = stablehlo.add %1210, %1212 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1215 = stablehlo.multiply %1214, %1213 : tensor<128xf32>
    %1216 = stablehlo.subtract %arg12, %1215 : tensor<128xf32>
    %1217 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1218 = stablehlo.multiply %789, %1217 : tensor<128x128xf32>
    %1219 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1220 = stablehlo.multiply %943, %1219 : tensor<128x128xf32>
    %1221 = stablehlo.sqrt %1220 : tensor<128x128xf32>
    %cst_307 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1223 = stablehlo.add %1221, %1222 : tensor<128x128xf32>
    %1224 = stablehlo.divide %1218, %1223 : tensor<128x128xf32>
    %cst_308 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1226 = stablehlo.multiply %1225, %arg13 : tensor<128x128xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<128x128xf32>
    %cst_309 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1229 = stablehlo.multiply %1228, %1227 : tensor<128x128xf32>
    %1230 = stablehlo.subtract %arg13, %1229 : tensor<128x128xf32>
    %1231 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1232 = stablehlo.multiply %794, %1231 : tensor<384xf32>
    %1233 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1234 = stablehlo.multiply %949, %1233 : tensor<384xf32>
    %1235 = stablehlo.sqrt %1234 : tensor<384xf32>
    %cst_310 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1237 = stablehlo.add %1235, %1236 : tensor<384xf32>
    %1238 = stablehlo.divide %1232, %1237 : tensor<384xf32>
    %cst_311 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1240 = stablehlo.multiply %1239, %arg14 : tensor<384xf32>
    %1241 = stablehlo.add %1238, %1240 : tensor<384xf32>
    %cst_312 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %1243 = stablehlo.multiply %1242, %1241 : tensor<384xf32>
    %1244 = stablehlo.subtract %arg14, %1243 : tensor<384xf32>
    %1245 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1246 = stablehlo.multiply %799, %1245 : tensor<128x384xf32>
    %1247 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1248 = stablehlo.multiply %955, %1247 : tensor<128x384xf32>
    %1249 = stablehlo.sqrt %1248 : tensor<128x384xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1251 = stablehlo.add %1249, %1250 : tensor<128x384xf32>
    %1252 = stablehlo.divide %1246, %1251 : tensor<128x384xf32>
    %cst_314 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1254 = stablehlo.multiply %1253, %arg15 : tensor<128x384xf32>
    %1255 = stablehlo.add %1252, %1254 : tensor<128x384xf32>
    %cst_315 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1257 = stablehlo.multiply %1256, %1255 : tensor<128x384xf32>
    %1258 = stablehlo.subtract %arg15, %1257 : tensor<128x384xf32>
    %1259 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1260 = stablehlo.multiply %804, %1259 : tensor<128xf32>
    %1261 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1262 = stablehlo.multiply %961, %1261 : tensor<128xf32>
    %1263 = stablehlo.sqrt %1262 : tensor<128xf32>
    %cst_316 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1265 = stablehlo.add %1263, %1264 : tensor<128xf32>
    %1266 = stablehlo.divide %1260, %1265 : tensor<128xf32>
    %cst_317 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1268 = stablehlo.multiply %1267, %arg16 : tensor<128xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<128xf32>
    %cst_318 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1271 = stablehlo.multiply %1270, %1269 : tensor<128xf32>
    %1272 = stablehlo.subtract %arg16, %1271 : tensor<128xf32>
    %1273 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1274 = stablehlo.multiply %809, %1273 : tensor<128xf32>
    %1275 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1276 = stablehlo.multiply %967, %1275 : tensor<128xf32>
    %1277 = stablehlo.sqrt %1276 : tensor<128xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1279 = stablehlo.add %1277, %1278 : tensor<128xf32>
    %1280 = stablehlo.divide %1274, %1279 : tensor<128xf32>
    %cst_320 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1282 = stablehlo.multiply %1281, %arg17 : tensor<128xf32>
    %1283 = stablehlo.add %1280, %1282 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1285 = stablehlo.multiply %1284, %1283 : tensor<128xf32>
    %1286 = stablehlo.subtract %arg17, %1285 : tensor<128xf32>
    %1287 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1288 = stablehlo.multiply %814, %1287 : tensor<128xf32>
    %1289 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1290 = stablehlo.multiply %973, %1289 : tensor<128xf32>
    %1291 = stablehlo.sqrt %1290 : tensor<128xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1293 = stablehlo.add %1291, %1292 : tensor<128xf32>
    %1294 = stablehlo.divide %1288, %1293 : tensor<128xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1296 = stablehlo.multiply %1295, %arg18 : tensor<128xf32>
    %1297 = stablehlo.add %1294, %1296 : tensor<128xf32>
    %cst_324 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1299 = stablehlo.multiply %1298, %1297 : tensor<128xf32>
    %1300 = stablehlo.subtract %arg18, %1299 : tensor<128xf32>
    %1301 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1302 = stablehlo.multiply %819, %1301 : tensor<128xf32>
    %1303 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1304 = stablehlo.multiply %979, %1303 : tensor<128xf32>
    %1305 = stablehlo.sqrt %1304 : tensor<128xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1307 = stablehlo.add %1305, %1306 : tensor<128xf32>
    %1308 = stablehlo.divide %1302, %1307 : tensor<128xf32>
    %cst_326 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1310 = stablehlo.multiply %1309, %arg19 : tensor<128xf32>
    %1311 = stablehlo.add %1308, %1310 : tensor<128xf32>
    %cst_327 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1313 = stablehlo.multiply %1312, %1311 : tensor<128xf32>
    %1314 = stablehlo.subtract %arg19, %1313 : tensor<128xf32>
    %1315 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1316 = stablehlo.multiply %824, %1315 : tensor<512xf32>
    %1317 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1318 = stablehlo.multiply %985, %1317 : tensor<512xf32>
    %1319 = stablehlo.sqrt %1318 : tensor<512xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1321 = stablehlo.add %1319, %1320 : tensor<512xf32>
    %1322 = stablehlo.divide %1316, %1321 : tensor<512xf32>
    %cst_329 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1324 = stablehlo.multiply %1323, %arg20 : tensor<512xf32>
    %1325 = stablehlo.add %1322, %1324 : tensor<512xf32>
    %cst_330 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1327 = stablehlo.multiply %1326, %1325 : tensor<512xf32>
    %1328 = stablehlo.subtract %arg20, %1327 : tensor<512xf32>
    %1329 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1330 = stablehlo.multiply %829, %1329 : tensor<128x512xf32>
    %1331 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1332 = stablehlo.multiply %991, %1331 : tensor<128x512xf32>
    %1333 = stablehlo.sqrt %1332 : tensor<128x512xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1335 = stablehlo.add %1333, %1334 : tensor<128x512xf32>
    %1336 = stablehlo.divide %1330, %1335 : tensor<128x512xf32>
    %cst_332 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1338 = stablehlo.multiply %1337, %arg21 : tensor<128x512xf32>
    %1339 = stablehlo.add %1336, %1338 : tensor<128x512xf32>
    %cst_333 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1341 = stablehlo.multiply %1340, %1339 : tensor<128x512xf32>
    %1342 = stablehlo.subtract %arg21, %1341 : tensor<128x512xf32>
    %1343 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1344 = stablehlo.multiply %834, %1343 : tensor<128xf32>
    %1345 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1346 = stablehlo.multiply %997, %1345 : tensor<128xf32>
    %1347 = stablehlo.sqrt %1346 : tensor<128xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1349 = stablehlo.add %1347, %1348 : tensor<128xf32>
    %1350 = stablehlo.divide %1344, %1349 : tensor<128xf32>
    %cst_335 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1352 = stablehlo.multiply %1351, %arg22 : tensor<128xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<128xf32>
    %cst_336 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1355 = stablehlo.multiply %1354, %1353 : tensor<128xf32>
    %1356 = stablehlo.subtract %arg22, %1355 : tensor<128xf32>
    %1357 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1358 = stablehlo.multiply %839, %1357 : tensor<512x128xf32>
    %1359 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1360 = stablehlo.multiply %1003, %1359 : tensor<512x128xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<512x128xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<512x128xf32>
    %1364 = stablehlo.divide %1358, %1363 : tensor<512x128xf32>
    %cst_338 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1366 = stablehlo.multiply %1365, %arg23 : tensor<512x128xf32>
    %1367 = stablehlo.add %1364, %1366 : tensor<512x128xf32>
    %cst_339 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1369 = stablehlo.multiply %1368, %1367 : tensor<512x128xf32>
    %1370 = stablehlo.subtract %arg23, %1369 : tensor<512x128xf32>
    %1371 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1372 = stablehlo.multiply %844, %1371 : tensor<128xf32>
    %1373 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1374 = stablehlo.multiply %1009, %1373 : tensor<128xf32>
    %1375 = stablehlo.sqrt %1374 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<128xf32>
    %1378 = stablehlo.divide %1372, %1377 : tensor<128xf32>
    %cst_341 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1380 = stablehlo.multiply %1379, %arg24 : tensor<128xf32>
    %1381 = stablehlo.add %1378, %1380 : tensor<128xf32>
    %cst_342 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1383 = stablehlo.multiply %1382, %1381 : tensor<128xf32>
    %1384 = stablehlo.subtract %arg24, %1383 : tensor<128xf32>
    %1385 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1386 = stablehlo.multiply %849, %1385 : tensor<128xf32>
    %1387 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1388 = stablehlo.multiply %1015, %1387 : tensor<128xf32>
    %1389 = stablehlo.sqrt %1388 : tensor<128xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1391 = stablehlo.add %1389, %1390 : tensor<128xf32>
    %1392 = stablehlo.divide %1386, %1391 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1394 = stablehlo.multiply %1393, %arg25 : tensor<128xf32>
    %1395 = stablehlo.add %1392, %1394 : tensor<128xf32>
    %cst_345 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1397 = stablehlo.multiply %1396, %1395 : tensor<128xf32>
    %1398 = stablehlo.subtract %arg25, %1397 : tensor<128xf32>
    %1399 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1400 = stablehlo.multiply %854, %1399 : tensor<64x128xf32>
    %1401 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1402 = stablehlo.multiply %1021, %1401 : tensor<64x128xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<64x128xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<64x128xf32>
    %1406 = stablehlo.divide %1400, %1405 : tensor<64x128xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1408 = stablehlo.multiply %1407, %arg26 : tensor<64x128xf32>
    %1409 = stablehlo.add %1406, %1408 : tensor<64x128xf32>
    %cst_348 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1411 = stablehlo.multiply %1410, %1409 : tensor<64x128xf32>
    %1412 = stablehlo.subtract %arg26, %1411 : tensor<64x128xf32>
    %1413 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1414 = stablehlo.multiply %859, %1413 : tensor<1024x128xf32>
    %1415 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1416 = stablehlo.multiply %1027, %1415 : tensor<1024x128xf32>
    %1417 = stablehlo.sqrt %1416 : tensor<1024x128xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<1024x128xf32>
    %1420 = stablehlo.divide %1414, %1419 : tensor<1024x128xf32>
    %cst_350 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1422 = stablehlo.multiply %1421, %arg27 : tensor<1024x128xf32>
    %1423 = stablehlo.add %1420, %1422 : tensor<1024x128xf32>
    %cst_351 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %1425 = stablehlo.multiply %1424, %1423 : tensor<1024x128xf32>
    %1426 = stablehlo.subtract %arg27, %1425 : tensor<1024x128xf32>
    return %1048, %1062, %1076, %1090, %1104, %1118, %1132, %1146, %1160, %1174, %1188, %1202, %1216, %1230, %1244, %1258, %1272, %1286, %1300, %1314, %1328, %1342, %1356, %1370, %1384, %1398, %1412, %1426, %719, %724, %729, %734, %739, %744, %749, %754, %759, %764, %769, %774, %779, %784, %789, %794, %799, %804, %809, %814, %819, %824, %829, %834, %839, %844, %849, %854, %859, %865, %871, %877, %883, %889, %895, %901, %907, %913, %919, %925, %931, %937, %943, %949, %955, %961, %967, %973, %979, %985, %991, %997, %1003, %1009, %1015, %1021, %1027, %349 : tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<i32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xbf16>, %arg2: tensor<bf16>) -> (tensor<8x4x64x64xbf16>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xbf16>
    return %2, %0 : tensor<8x4x64x64xbf16>, tensor<8x4x64x64xi1>
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
  func.func private @_where_2(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xbf16>) -> tensor<8x4x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x64x64xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xbf16>
    return %1 : tensor<8x4x64x64xbf16>
  }
}
