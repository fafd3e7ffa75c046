module @jit_transformer_inference attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<384xf32>, %arg3: tensor<128x384xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<128x512xf32>, %arg10: tensor<128xf32>, %arg11: tensor<512x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<384xf32>, %arg15: tensor<128x384xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<128x512xf32>, %arg22: tensor<128xf32>, %arg23: tensor<512x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<384xf32>, %arg27: tensor<128x384xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<512xf32>, %arg33: tensor<128x512xf32>, %arg34: tensor<128xf32>, %arg35: tensor<512x128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128x128xf32>, %arg38: tensor<384xf32>, %arg39: tensor<128x384xf32>, %arg40: tensor<128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<512xf32>, %arg45: tensor<128x512xf32>, %arg46: tensor<128xf32>, %arg47: tensor<512x128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128xf32>, %arg50: tensor<64x128xf32>, %arg51: tensor<1024x128xf32>, %arg52: tensor<8x64xi32>) -> (tensor<8x1024xf32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg52, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg52, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg52 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg51, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg50, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
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
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x64x1xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %22 = stablehlo.subtract %9, %21 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<8x64x128xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x128xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x64x128xf32>
    %34 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %35 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x64x384xf32>
    %38 = stablehlo.slice %37 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %39 = stablehlo.slice %37 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.slice %37 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %41 = stablehlo.reshape %38 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %42 = stablehlo.reshape %39 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %43 = stablehlo.reshape %40 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %44 = stablehlo.dot_general %41, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %45 = stablehlo.sqrt %cst_5 : tensor<f32>
    %46 = stablehlo.convert %45 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %48 = stablehlo.divide %44, %47 : tensor<8x4x64x64xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %50 = call @tril(%49) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %51 = call @_where(%50, %48, %cst_7) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %54 = stablehlo.maximum %53, %52 : tensor<8x4x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<8x4x64x64xf32>
    %58 = stablehlo.exponential %57 : tensor<8x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %62 = stablehlo.divide %58, %61 : tensor<8x4x64x64xf32>
    %63 = stablehlo.dot_general %43, %62, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %64 = stablehlo.transpose %63, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %66 = stablehlo.dot_general %65, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %67 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x64x128xf32>
    %70 = stablehlo.add %9, %69 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8x64x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<8x64x128xf32>
    %77 = chlo.square %76 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x64x1xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %83 = stablehlo.subtract %70, %82 : tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %85 = stablehlo.add %81, %84 : tensor<8x64x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<8x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.multiply %83, %87 : tensor<8x64x128xf32>
    %89 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.multiply %88, %90 : tensor<8x64x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x64x128xf32>
    %95 = stablehlo.dot_general %94, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %96 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x64x512xf32>
    %101 = stablehlo.multiply %98, %98 : tensor<8x64x512xf32>
    %102 = stablehlo.multiply %101, %98 : tensor<8x64x512xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<8x64x512xf32>
    %105 = stablehlo.add %98, %104 : tensor<8x64x512xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x64x512xf32>
    %108 = stablehlo.tanh %107 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x64x512xf32>
    %111 = stablehlo.multiply %100, %110 : tensor<8x64x512xf32>
    %112 = stablehlo.dot_general %111, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %113 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x64x128xf32>
    %116 = stablehlo.add %70, %115 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x64x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %122 = stablehlo.subtract %116, %121 : tensor<8x64x128xf32>
    %123 = chlo.square %122 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x64x1xf32>
    %128 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %129 = stablehlo.subtract %116, %128 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %131 = stablehlo.add %127, %130 : tensor<8x64x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<8x64x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %134 = stablehlo.multiply %129, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.add %137, %139 : tensor<8x64x128xf32>
    %141 = stablehlo.dot_general %140, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %142 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %144 = stablehlo.add %141, %143 : tensor<8x64x384xf32>
    %145 = stablehlo.slice %144 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %146 = stablehlo.slice %144 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.slice %144 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.reshape %145 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %149 = stablehlo.reshape %146 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %150 = stablehlo.reshape %147 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %151 = stablehlo.dot_general %148, %149, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %152 = stablehlo.sqrt %cst_25 : tensor<f32>
    %153 = stablehlo.convert %152 : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %155 = stablehlo.divide %151, %154 : tensor<8x4x64x64xf32>
    %c_26 = stablehlo.constant dense<true> : tensor<i1>
    %156 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %157 = call @tril(%156) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %158 = call @_where(%157, %155, %cst_27) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<8x4x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<8x4x64x64xf32>
    %165 = stablehlo.exponential %164 : tensor<8x4x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %169 = stablehlo.divide %165, %168 : tensor<8x4x64x64xf32>
    %170 = stablehlo.dot_general %150, %169, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %171 = stablehlo.transpose %170, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %173 = stablehlo.dot_general %172, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %174 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x64x128xf32>
    %177 = stablehlo.add %116, %176 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<8x64x128xf32>
    %184 = chlo.square %183 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x64x1xf32>
    %189 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %190 = stablehlo.subtract %177, %189 : tensor<8x64x128xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %192 = stablehlo.add %188, %191 : tensor<8x64x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<8x64x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %195 = stablehlo.multiply %190, %194 : tensor<8x64x128xf32>
    %196 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<8x64x128xf32>
    %199 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x64x128xf32>
    %202 = stablehlo.dot_general %201, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %203 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x64x512xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<8x64x512xf32>
    %208 = stablehlo.multiply %205, %205 : tensor<8x64x512xf32>
    %209 = stablehlo.multiply %208, %205 : tensor<8x64x512xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<8x64x512xf32>
    %212 = stablehlo.add %205, %211 : tensor<8x64x512xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<8x64x512xf32>
    %215 = stablehlo.tanh %214 : tensor<8x64x512xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %217 = stablehlo.add %216, %215 : tensor<8x64x512xf32>
    %218 = stablehlo.multiply %207, %217 : tensor<8x64x512xf32>
    %219 = stablehlo.dot_general %218, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %220 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %222 = stablehlo.add %219, %221 : tensor<8x64x128xf32>
    %223 = stablehlo.add %177, %222 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %227 = stablehlo.divide %225, %226 : tensor<8x64x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %229 = stablehlo.subtract %223, %228 : tensor<8x64x128xf32>
    %230 = chlo.square %229 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %234 = stablehlo.divide %232, %233 : tensor<8x64x1xf32>
    %235 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %236 = stablehlo.subtract %223, %235 : tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %238 = stablehlo.add %234, %237 : tensor<8x64x1xf32>
    %239 = stablehlo.rsqrt %238 : tensor<8x64x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %241 = stablehlo.multiply %236, %240 : tensor<8x64x128xf32>
    %242 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %244 = stablehlo.multiply %241, %243 : tensor<8x64x128xf32>
    %245 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %247 = stablehlo.add %244, %246 : tensor<8x64x128xf32>
    %248 = stablehlo.dot_general %247, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %249 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %251 = stablehlo.add %248, %250 : tensor<8x64x384xf32>
    %252 = stablehlo.slice %251 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %253 = stablehlo.slice %251 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %254 = stablehlo.slice %251 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %255 = stablehlo.reshape %252 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %256 = stablehlo.reshape %253 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %257 = stablehlo.reshape %254 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %258 = stablehlo.dot_general %255, %256, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %259 = stablehlo.sqrt %cst_45 : tensor<f32>
    %260 = stablehlo.convert %259 : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %262 = stablehlo.divide %258, %261 : tensor<8x4x64x64xf32>
    %c_46 = stablehlo.constant dense<true> : tensor<i1>
    %263 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %264 = call @tril(%263) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_47 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %265 = call @_where(%264, %262, %cst_47) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %268 = stablehlo.maximum %267, %266 : tensor<8x4x64xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %271 = stablehlo.subtract %265, %270 : tensor<8x4x64x64xf32>
    %272 = stablehlo.exponential %271 : tensor<8x4x64x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %276 = stablehlo.divide %272, %275 : tensor<8x4x64x64xf32>
    %277 = stablehlo.dot_general %257, %276, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %278 = stablehlo.transpose %277, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %280 = stablehlo.dot_general %279, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %281 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %283 = stablehlo.add %280, %282 : tensor<8x64x128xf32>
    %284 = stablehlo.add %223, %283 : tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %288 = stablehlo.divide %286, %287 : tensor<8x64x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %290 = stablehlo.subtract %284, %289 : tensor<8x64x128xf32>
    %291 = chlo.square %290 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<8x64x1xf32>
    %296 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %297 = stablehlo.subtract %284, %296 : tensor<8x64x128xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %299 = stablehlo.add %295, %298 : tensor<8x64x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<8x64x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %302 = stablehlo.multiply %297, %301 : tensor<8x64x128xf32>
    %303 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %305 = stablehlo.multiply %302, %304 : tensor<8x64x128xf32>
    %306 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %308 = stablehlo.add %305, %307 : tensor<8x64x128xf32>
    %309 = stablehlo.dot_general %308, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %310 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %312 = stablehlo.add %309, %311 : tensor<8x64x512xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<8x64x512xf32>
    %315 = stablehlo.multiply %312, %312 : tensor<8x64x512xf32>
    %316 = stablehlo.multiply %315, %312 : tensor<8x64x512xf32>
    %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x64x512xf32>
    %319 = stablehlo.add %312, %318 : tensor<8x64x512xf32>
    %cst_58 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<8x64x512xf32>
    %322 = stablehlo.tanh %321 : tensor<8x64x512xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %324 = stablehlo.add %323, %322 : tensor<8x64x512xf32>
    %325 = stablehlo.multiply %314, %324 : tensor<8x64x512xf32>
    %326 = stablehlo.dot_general %325, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %327 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %329 = stablehlo.add %326, %328 : tensor<8x64x128xf32>
    %330 = stablehlo.add %284, %329 : tensor<8x64x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_61 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %334 = stablehlo.divide %332, %333 : tensor<8x64x1xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %336 = stablehlo.subtract %330, %335 : tensor<8x64x128xf32>
    %337 = chlo.square %336 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %341 = stablehlo.divide %339, %340 : tensor<8x64x1xf32>
    %342 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %343 = stablehlo.subtract %330, %342 : tensor<8x64x128xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %345 = stablehlo.add %341, %344 : tensor<8x64x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<8x64x1xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %348 = stablehlo.multiply %343, %347 : tensor<8x64x128xf32>
    %349 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %351 = stablehlo.multiply %348, %350 : tensor<8x64x128xf32>
    %352 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %354 = stablehlo.add %351, %353 : tensor<8x64x128xf32>
    %355 = stablehlo.dot_general %354, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %356 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %358 = stablehlo.add %355, %357 : tensor<8x64x384xf32>
    %359 = stablehlo.slice %358 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %360 = stablehlo.slice %358 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %361 = stablehlo.slice %358 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %362 = stablehlo.reshape %359 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %363 = stablehlo.reshape %360 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %364 = stablehlo.reshape %361 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %365 = stablehlo.dot_general %362, %363, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_65 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %366 = stablehlo.sqrt %cst_65 : tensor<f32>
    %367 = stablehlo.convert %366 : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %369 = stablehlo.divide %365, %368 : tensor<8x4x64x64xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %370 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %371 = call @tril(%370) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_67 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %372 = call @_where(%371, %369, %cst_67) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %375 = stablehlo.maximum %374, %373 : tensor<8x4x64xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<8x4x64x64xf32>
    %379 = stablehlo.exponential %378 : tensor<8x4x64x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %383 = stablehlo.divide %379, %382 : tensor<8x4x64x64xf32>
    %384 = stablehlo.dot_general %364, %383, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %385 = stablehlo.transpose %384, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %387 = stablehlo.dot_general %386, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %388 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %390 = stablehlo.add %387, %389 : tensor<8x64x128xf32>
    %391 = stablehlo.add %330, %390 : tensor<8x64x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_72 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %395 = stablehlo.divide %393, %394 : tensor<8x64x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %397 = stablehlo.subtract %391, %396 : tensor<8x64x128xf32>
    %398 = chlo.square %397 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<8x64x1xf32>
    %403 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %404 = stablehlo.subtract %391, %403 : tensor<8x64x128xf32>
    %cst_75 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %406 = stablehlo.add %402, %405 : tensor<8x64x1xf32>
    %407 = stablehlo.rsqrt %406 : tensor<8x64x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %409 = stablehlo.multiply %404, %408 : tensor<8x64x128xf32>
    %410 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %412 = stablehlo.multiply %409, %411 : tensor<8x64x128xf32>
    %413 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %415 = stablehlo.add %412, %414 : tensor<8x64x128xf32>
    %416 = stablehlo.dot_general %415, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %417 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %419 = stablehlo.add %416, %418 : tensor<8x64x512xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %421 = stablehlo.multiply %420, %419 : tensor<8x64x512xf32>
    %422 = stablehlo.multiply %419, %419 : tensor<8x64x512xf32>
    %423 = stablehlo.multiply %422, %419 : tensor<8x64x512xf32>
    %cst_77 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8x64x512xf32>
    %426 = stablehlo.add %419, %425 : tensor<8x64x512xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<8x64x512xf32>
    %429 = stablehlo.tanh %428 : tensor<8x64x512xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %431 = stablehlo.add %430, %429 : tensor<8x64x512xf32>
    %432 = stablehlo.multiply %421, %431 : tensor<8x64x512xf32>
    %433 = stablehlo.dot_general %432, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %434 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %436 = stablehlo.add %433, %435 : tensor<8x64x128xf32>
    %437 = stablehlo.add %391, %436 : tensor<8x64x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %441 = stablehlo.divide %439, %440 : tensor<8x64x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %443 = stablehlo.subtract %437, %442 : tensor<8x64x128xf32>
    %444 = chlo.square %443 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %448 = stablehlo.divide %446, %447 : tensor<8x64x1xf32>
    %449 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %450 = stablehlo.subtract %437, %449 : tensor<8x64x128xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %452 = stablehlo.add %448, %451 : tensor<8x64x1xf32>
    %453 = stablehlo.rsqrt %452 : tensor<8x64x1xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8x64x128xf32>
    %456 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %458 = stablehlo.multiply %455, %457 : tensor<8x64x128xf32>
    %459 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %461 = stablehlo.add %458, %460 : tensor<8x64x128xf32>
    %462 = stablehlo.transpose %arg51, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %463 = stablehlo.dot_general %461, %462, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1024xf32>) -> tensor<8x64x1024xf32>
    %464 = stablehlo.slice %463 [0:8, 63:64, 0:1024] : (tensor<8x64x1024xf32>) -> tensor<8x1x1024xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x1x1024xf32>) -> tensor<8x1024xf32>
    %466 = call @argmax(%465) : (tensor<8x1024xf32>) -> tensor<8xi32>
    return %465, %466 : tensor<8x1024xf32>, tensor<8xi32>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %2 : tensor<8x4x64x64xf32>
  }
  func.func private @argmax(%arg0: tensor<8x1024xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x1024xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x1024xf32>, tensor<8x1024xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
