module @jit_mlp_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32>, %arg1: tensor<784x512xf32>, %arg2: tensor<256xf32>, %arg3: tensor<512x256xf32>, %arg4: tensor<10xf32>, %arg5: tensor<256x10xf32>, %arg6: tensor<i32>, %arg7: tensor<512xf32>, %arg8: tensor<784x512xf32>, %arg9: tensor<256xf32>, %arg10: tensor<512x256xf32>, %arg11: tensor<10xf32>, %arg12: tensor<256x10xf32>, %arg13: tensor<512xf32>, %arg14: tensor<784x512xf32>, %arg15: tensor<256xf32>, %arg16: tensor<512x256xf32>, %arg17: tensor<10xf32>, %arg18: tensor<256x10xf32>, %arg19: tensor<64x784xf32>, %arg20: tensor<64xi32>) -> (tensor<512xf32> {jax.result_info = "result[0][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[0][0]['w']"}, tensor<256xf32> {jax.result_info = "result[0][1]['b']"}, tensor<512x256xf32> {jax.result_info = "result[0][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0][2]['b']"}, tensor<256x10xf32> {jax.result_info = "result[0][2]['w']"}, tensor<i32> {jax.result_info = "result[1]['count']"}, tensor<512xf32> {jax.result_info = "result[1]['mu'][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[1]['mu'][0]['w']"}, tensor<256xf32> {jax.result_info = "result[1]['mu'][1]['b']"}, tensor<512x256xf32> {jax.result_info = "result[1]['mu'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1]['mu'][2]['b']"}, tensor<256x10xf32> {jax.result_info = "result[1]['mu'][2]['w']"}, tensor<512xf32> {jax.result_info = "result[1]['nu'][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[1]['nu'][0]['w']"}, tensor<256xf32> {jax.result_info = "result[1]['nu'][1]['b']"}, tensor<512x256xf32> {jax.result_info = "result[1]['nu'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1]['nu'][2]['b']"}, tensor<256x10xf32> {jax.result_info = "result[1]['nu'][2]['w']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<512xf32>) -> tensor<512xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<784x512xf32>) -> tensor<784x512xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<256xf32>) -> tensor<256xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %4 = stablehlo.convert %arg4 : (tensor<10xf32>) -> tensor<10xbf16>
    %5 = stablehlo.convert %arg5 : (tensor<256x10xf32>) -> tensor<256x10xbf16>
    %6 = stablehlo.convert %arg19 : (tensor<64x784xf32>) -> tensor<64x784xbf16>
    %7 = stablehlo.dot_general %6, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xbf16>, tensor<784x512xbf16>) -> tensor<64x512xbf16>
    %8 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<64x512xbf16>
    %10 = stablehlo.add %7, %9 : tensor<64x512xbf16>
    %11 = call @relu(%10) : (tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x512xbf16>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<64x512xbf16>, tensor<64x512xbf16>) -> tensor<64x512xi1>
    %14 = stablehlo.dot_general %11, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xbf16>, tensor<512x256xbf16>) -> tensor<64x256xbf16>
    %15 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<64x256xbf16>
    %17 = stablehlo.add %14, %16 : tensor<64x256xbf16>
    %18 = call @relu_0(%17) : (tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x256xbf16>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<64x256xbf16>, tensor<64x256xbf16>) -> tensor<64x256xi1>
    %21 = stablehlo.dot_general %18, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x10xbf16>) -> tensor<64x10xbf16>
    %22 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<64x10xbf16>
    %24 = stablehlo.add %21, %23 : tensor<64x10xbf16>
    %25 = stablehlo.convert %24 : (tensor<64x10xbf16>) -> tensor<64x10xf32>
    %26:3 = call @log_softmax(%25) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %27 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %28:2 = call @take_along_axis(%26#0, %27) : (tensor<64x10xf32>, tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28#0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_2 : tensor<f32>
    %31 = stablehlo.negate %30 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_4 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %35 = call @take_along_axis_1(%28#1, %34) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %36 = call @log_softmax_2(%26#1, %26#2, %35) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %37 = stablehlo.convert %36 : (tensor<64x10xf32>) -> tensor<64x10xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.reduce(%37 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x10xbf16>, tensor<bf16>) -> tensor<10xbf16>
    %39 = stablehlo.reshape %38 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.reduce(%39 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x10xbf16>, tensor<bf16>) -> tensor<10xbf16>
    %41 = stablehlo.dot_general %37, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xbf16>, tensor<64x256xbf16>) -> tensor<10x256xbf16>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<10x256xbf16>) -> tensor<256x10xbf16>
    %43 = stablehlo.dot_general %37, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xbf16>, tensor<256x10xbf16>) -> tensor<64x256xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<64x256xbf16>
    %45 = stablehlo.select %20, %43, %44 : tensor<64x256xi1>, tensor<64x256xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %47 = stablehlo.reshape %46 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.reduce(%47 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %49 = stablehlo.dot_general %45, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<64x512xbf16>) -> tensor<256x512xbf16>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %51 = stablehlo.dot_general %45, %3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<512x256xbf16>) -> tensor<64x512xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<64x512xbf16>
    %53 = stablehlo.select %13, %51, %52 : tensor<64x512xi1>, tensor<64x512xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %55 = stablehlo.reshape %54 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %57 = stablehlo.dot_general %53, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xbf16>, tensor<64x784xbf16>) -> tensor<512x784xbf16>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<512x784xbf16>) -> tensor<784x512xbf16>
    %59 = stablehlo.convert %42 : (tensor<256x10xbf16>) -> tensor<256x10xf32>
    %60 = stablehlo.convert %40 : (tensor<10xbf16>) -> tensor<10xf32>
    %61 = stablehlo.convert %50 : (tensor<512x256xbf16>) -> tensor<512x256xf32>
    %62 = stablehlo.convert %48 : (tensor<256xbf16>) -> tensor<256xf32>
    %63 = stablehlo.convert %58 : (tensor<784x512xbf16>) -> tensor<784x512xf32>
    %64 = stablehlo.convert %56 : (tensor<512xbf16>) -> tensor<512xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %65 = stablehlo.add %arg6, %c : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %67 = stablehlo.multiply %66, %arg7 : tensor<512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %69 = stablehlo.multiply %68, %64 : tensor<512xf32>
    %70 = stablehlo.add %67, %69 : tensor<512xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %72 = stablehlo.multiply %71, %arg8 : tensor<784x512xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %74 = stablehlo.multiply %73, %63 : tensor<784x512xf32>
    %75 = stablehlo.add %72, %74 : tensor<784x512xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %77 = stablehlo.multiply %76, %arg9 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %79 = stablehlo.multiply %78, %62 : tensor<256xf32>
    %80 = stablehlo.add %77, %79 : tensor<256xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %82 = stablehlo.multiply %81, %arg10 : tensor<512x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %84 = stablehlo.multiply %83, %61 : tensor<512x256xf32>
    %85 = stablehlo.add %82, %84 : tensor<512x256xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %87 = stablehlo.multiply %86, %arg11 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %89 = stablehlo.multiply %88, %60 : tensor<10xf32>
    %90 = stablehlo.add %87, %89 : tensor<10xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %92 = stablehlo.multiply %91, %arg12 : tensor<256x10xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %94 = stablehlo.multiply %93, %59 : tensor<256x10xf32>
    %95 = stablehlo.add %92, %94 : tensor<256x10xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %97 = stablehlo.multiply %96, %arg13 : tensor<512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %99 = stablehlo.multiply %98, %64 : tensor<512xf32>
    %100 = stablehlo.multiply %99, %64 : tensor<512xf32>
    %101 = stablehlo.add %97, %100 : tensor<512xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %103 = stablehlo.multiply %102, %arg14 : tensor<784x512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %105 = stablehlo.multiply %104, %63 : tensor<784x512xf32>
    %106 = stablehlo.multiply %105, %63 : tensor<784x512xf32>
    %107 = stablehlo.add %103, %106 : tensor<784x512xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %109 = stablehlo.multiply %108, %arg15 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %111 = stablehlo.multiply %110, %62 : tensor<256xf32>
    %112 = stablehlo.multiply %111, %62 : tensor<256xf32>
    %113 = stablehlo.add %109, %112 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %115 = stablehlo.multiply %114, %arg16 : tensor<512x256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %117 = stablehlo.multiply %116, %61 : tensor<512x256xf32>
    %118 = stablehlo.multiply %117, %61 : tensor<512x256xf32>
    %119 = stablehlo.add %115, %118 : tensor<512x256xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %121 = stablehlo.multiply %120, %arg17 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %123 = stablehlo.multiply %122, %60 : tensor<10xf32>
    %124 = stablehlo.multiply %123, %60 : tensor<10xf32>
    %125 = stablehlo.add %121, %124 : tensor<10xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %127 = stablehlo.multiply %126, %arg18 : tensor<256x10xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %129 = stablehlo.multiply %128, %59 : tensor<256x10xf32>
    %130 = stablehlo.multiply %129, %59 : tensor<256x10xf32>
    %131 = stablehlo.add %127, %130 : tensor<256x10xf32>
    %132 = stablehlo.convert %65 : (tensor<i32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.power %cst_37, %132 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.subtract %cst_38, %133 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.divide %cst_39, %134 : tensor<f32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %136 = stablehlo.power %cst_40, %132 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.subtract %cst_41, %136 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.divide %cst_42, %137 : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %140 = stablehlo.multiply %70, %139 : tensor<512xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %142 = stablehlo.multiply %101, %141 : tensor<512xf32>
    %143 = stablehlo.sqrt %142 : tensor<512xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %145 = stablehlo.add %143, %144 : tensor<512xf32>
    %146 = stablehlo.divide %140, %145 : tensor<512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %148 = stablehlo.multiply %147, %arg0 : tensor<512xf32>
    %149 = stablehlo.add %146, %148 : tensor<512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<512xf32>
    %152 = stablehlo.subtract %arg0, %151 : tensor<512xf32>
    %153 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %154 = stablehlo.multiply %75, %153 : tensor<784x512xf32>
    %155 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %156 = stablehlo.multiply %107, %155 : tensor<784x512xf32>
    %157 = stablehlo.sqrt %156 : tensor<784x512xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %159 = stablehlo.add %157, %158 : tensor<784x512xf32>
    %160 = stablehlo.divide %154, %159 : tensor<784x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %162 = stablehlo.multiply %161, %arg1 : tensor<784x512xf32>
    %163 = stablehlo.add %160, %162 : tensor<784x512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<784x512xf32>
    %166 = stablehlo.subtract %arg1, %165 : tensor<784x512xf32>
    %167 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %168 = stablehlo.multiply %80, %167 : tensor<256xf32>
    %169 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %170 = stablehlo.multiply %113, %169 : tensor<256xf32>
    %171 = stablehlo.sqrt %170 : tensor<256xf32>
    %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %173 = stablehlo.add %171, %172 : tensor<256xf32>
    %174 = stablehlo.divide %168, %173 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %176 = stablehlo.multiply %175, %arg2 : tensor<256xf32>
    %177 = stablehlo.add %174, %176 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<256xf32>
    %180 = stablehlo.subtract %arg2, %179 : tensor<256xf32>
    %181 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %182 = stablehlo.multiply %85, %181 : tensor<512x256xf32>
    %183 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %184 = stablehlo.multiply %119, %183 : tensor<512x256xf32>
    %185 = stablehlo.sqrt %184 : tensor<512x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %187 = stablehlo.add %185, %186 : tensor<512x256xf32>
    %188 = stablehlo.divide %182, %187 : tensor<512x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %190 = stablehlo.multiply %189, %arg3 : tensor<512x256xf32>
    %191 = stablehlo.add %188, %190 : tensor<512x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<512x256xf32>
    %194 = stablehlo.subtract %arg3, %193 : tensor<512x256xf32>
    %195 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %196 = stablehlo.multiply %90, %195 : tensor<10xf32>
    %197 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %198 = stablehlo.multiply %125, %197 : tensor<10xf32>
    %199 = stablehlo.sqrt %198 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %201 = stablehlo.add %199, %200 : tensor<10xf32>
    %202 = stablehlo.divide %196, %201 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %204 = stablehlo.multiply %203, %arg4 : tensor<10xf32>
    %205 = stablehlo.add %202, %204 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<10xf32>
    %208 = stablehlo.subtract %arg4, %207 : tensor<10xf32>
    %209 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %210 = stablehlo.multiply %95, %209 : tensor<256x10xf32>
    %211 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %212 = stablehlo.multiply %131, %211 : tensor<256x10xf32>
    %213 = stablehlo.sqrt %212 : tensor<256x10xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %215 = stablehlo.add %213, %214 : tensor<256x10xf32>
    %216 = stablehlo.divide %210, %215 : tensor<256x10xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %218 = stablehlo.multiply %217, %arg5 : tensor<256x10xf32>
    %219 = stablehlo.add %216, %218 : tensor<256x10xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<256x10xf32>
    %222 = stablehlo.subtract %arg5, %221 : tensor<256x10xf32>
    return %152, %166, %180, %194, %208, %222, %65, %70, %75, %80, %85, %90, %95, %101, %107, %113, %119, %125, %131, %31 : tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x512xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x512xbf16>
    return %1 : tensor<64x512xbf16>
  }
  func.func private @relu_0(%arg0: tensor<64x256xbf16>) -> tensor<64x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x256xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x256xbf16>
    return %1 : tensor<64x256xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x10xf32>
    %6 = stablehlo.exponential %5 : tensor<64x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x10xf32>
    return %11, %6, %8 : tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x1xi1>, tensor<64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x1x1xi1>, tensor<i1>) -> tensor<64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x10xf32>, tensor<64x1x1xi32>) -> tensor<64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x1xi1>, tensor<64x1xf32>
    return %15, %5 : tensor<64x1xf32>, tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<64x1x1xi32>, %arg1: tensor<64x1xf32>) -> tensor<64x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x10xf32>, tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    return %1 : tensor<64x10xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x10xf32>
    return %7 : tensor<64x10xf32>
  }
}
