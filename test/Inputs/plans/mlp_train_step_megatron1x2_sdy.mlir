module @jit_mlp_train_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg8: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg11: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg17: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64x784xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<512xf32> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[0][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[0][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1]['count']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512xf32> {jax.result_info = "result[1]['mu'][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[1]['mu'][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[1]['mu'][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[1]['mu'][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['mu'][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['mu'][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512xf32> {jax.result_info = "result[1]['nu'][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[1]['nu'][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[1]['nu'][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[1]['nu'][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['nu'][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['nu'][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xf32>, tensor<784x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %4 = call @relu(%3) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x256xf32>) -> tensor<64x256xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x256xf32>
    %11 = call @relu_0(%10) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<64x10xf32>
    %18:3 = call @log_softmax(%17) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %19 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %20:2 = call @take_along_axis(%18#0, %19) : (tensor<64x10xf32>, tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20#0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_2 : tensor<f32>
    %23 = stablehlo.negate %22 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_4 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %27 = call @take_along_axis_1(%20#1, %26) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %28 = call @log_softmax_2(%18#1, %18#2, %27) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %30 = stablehlo.reshape %29 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %32 = stablehlo.dot_general %28, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x256xf32>) -> tensor<10x256xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %34 = stablehlo.dot_general %28, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<256x10xf32>) -> tensor<64x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %36 = stablehlo.select %13, %34, %35 : tensor<64x256xi1>, tensor<64x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %38 = stablehlo.reshape %37 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %40 = stablehlo.dot_general %36, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x512xf32>) -> tensor<256x512xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<512x256xf32>) -> tensor<64x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %44 = stablehlo.select %6, %42, %43 : tensor<64x512xi1>, tensor<64x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %46 = stablehlo.reshape %45 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.dot_general %44, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x784xf32>) -> tensor<512x784xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<512x784xf32>) -> tensor<784x512xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.add %arg6, %c : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %52 = stablehlo.multiply %51, %arg7 : tensor<512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %54 = stablehlo.multiply %53, %47 : tensor<512xf32>
    %55 = stablehlo.add %52, %54 : tensor<512xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %57 = stablehlo.multiply %56, %arg8 : tensor<784x512xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %59 = stablehlo.multiply %58, %49 : tensor<784x512xf32>
    %60 = stablehlo.add %57, %59 : tensor<784x512xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %62 = stablehlo.multiply %61, %arg9 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %64 = stablehlo.multiply %63, %39 : tensor<256xf32>
    %65 = stablehlo.add %62, %64 : tensor<256xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %67 = stablehlo.multiply %66, %arg10 : tensor<512x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %69 = stablehlo.multiply %68, %41 : tensor<512x256xf32>
    %70 = stablehlo.add %67, %69 : tensor<512x256xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %72 = stablehlo.multiply %71, %arg11 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %74 = stablehlo.multiply %73, %31 : tensor<10xf32>
    %75 = stablehlo.add %72, %74 : tensor<10xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %77 = stablehlo.multiply %76, %arg12 : tensor<256x10xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %79 = stablehlo.multiply %78, %33 : tensor<256x10xf32>
    %80 = stablehlo.add %77, %79 : tensor<256x10xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %82 = stablehlo.multiply %81, %arg13 : tensor<512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %84 = stablehlo.multiply %83, %47 : tensor<512xf32>
    %85 = stablehlo.multiply %84, %47 : tensor<512xf32>
    %86 = stablehlo.add %82, %85 : tensor<512xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %88 = stablehlo.multiply %87, %arg14 : tensor<784x512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %90 = stablehlo.multiply %89, %49 : tensor<784x512xf32>
    %91 = stablehlo.multiply %90, %49 : tensor<784x512xf32>
    %92 = stablehlo.add %88, %91 : tensor<784x512xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %94 = stablehlo.multiply %93, %arg15 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %96 = stablehlo.multiply %95, %39 : tensor<256xf32>
    %97 = stablehlo.multiply %96, %39 : tensor<256xf32>
    %98 = stablehlo.add %94, %97 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %100 = stablehlo.multiply %99, %arg16 : tensor<512x256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %102 = stablehlo.multiply %101, %41 : tensor<512x256xf32>
    %103 = stablehlo.multiply %102, %41 : tensor<512x256xf32>
    %104 = stablehlo.add %100, %103 : tensor<512x256xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %106 = stablehlo.multiply %105, %arg17 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %108 = stablehlo.multiply %107, %31 : tensor<10xf32>
    %109 = stablehlo.multiply %108, %31 : tensor<10xf32>
    %110 = stablehlo.add %106, %109 : tensor<10xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %112 = stablehlo.multiply %111, %arg18 : tensor<256x10xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %114 = stablehlo.multiply %113, %33 : tensor<256x10xf32>
    %115 = stablehlo.multiply %114, %33 : tensor<256x10xf32>
    %116 = stablehlo.add %112, %115 : tensor<256x10xf32>
    %117 = stablehlo.convert %50 : (tensor<i32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.power %cst_37, %117 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.subtract %cst_38, %118 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.divide %cst_39, %119 : tensor<f32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %121 = stablehlo.power %cst_40, %117 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.subtract %cst_41, %121 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.divide %cst_42, %122 : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %125 = stablehlo.multiply %55, %124 : tensor<512xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %127 = stablehlo.multiply %86, %126 : tensor<512xf32>
    %128 = stablehlo.sqrt %127 : tensor<512xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %130 = stablehlo.add %128, %129 : tensor<512xf32>
    %131 = stablehlo.divide %125, %130 : tensor<512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %133 = stablehlo.multiply %132, %arg0 : tensor<512xf32>
    %134 = stablehlo.add %131, %133 : tensor<512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<512xf32>
    %137 = stablehlo.subtract %arg0, %136 : tensor<512xf32>
    %138 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %139 = stablehlo.multiply %60, %138 : tensor<784x512xf32>
    %140 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %141 = stablehlo.multiply %92, %140 : tensor<784x512xf32>
    %142 = stablehlo.sqrt %141 : tensor<784x512xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %144 = stablehlo.add %142, %143 : tensor<784x512xf32>
    %145 = stablehlo.divide %139, %144 : tensor<784x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %147 = stablehlo.multiply %146, %arg1 : tensor<784x512xf32>
    %148 = stablehlo.add %145, %147 : tensor<784x512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<784x512xf32>
    %151 = stablehlo.subtract %arg1, %150 : tensor<784x512xf32>
    %152 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %153 = stablehlo.multiply %65, %152 : tensor<256xf32>
    %154 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %155 = stablehlo.multiply %98, %154 : tensor<256xf32>
    %156 = stablehlo.sqrt %155 : tensor<256xf32>
    %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %158 = stablehlo.add %156, %157 : tensor<256xf32>
    %159 = stablehlo.divide %153, %158 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %161 = stablehlo.multiply %160, %arg2 : tensor<256xf32>
    %162 = stablehlo.add %159, %161 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<256xf32>
    %165 = stablehlo.subtract %arg2, %164 : tensor<256xf32>
    %166 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %167 = stablehlo.multiply %70, %166 : tensor<512x256xf32>
    %168 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %169 = stablehlo.multiply %104, %168 : tensor<512x256xf32>
    %170 = stablehlo.sqrt %169 : tensor<512x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %172 = stablehlo.add %170, %171 : tensor<512x256xf32>
    %173 = stablehlo.divide %167, %172 : tensor<512x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %175 = stablehlo.multiply %174, %arg3 : tensor<512x256xf32>
    %176 = stablehlo.add %173, %175 : tensor<512x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<512x256xf32>
    %179 = stablehlo.subtract %arg3, %178 : tensor<512x256xf32>
    %180 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %181 = stablehlo.multiply %75, %180 : tensor<10xf32>
    %182 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %183 = stablehlo.multiply %110, %182 : tensor<10xf32>
    %184 = stablehlo.sqrt %183 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %186 = stablehlo.add %184, %185 : tensor<10xf32>
    %187 = stablehlo.divide %181, %186 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %189 = stablehlo.multiply %188, %arg4 : tensor<10xf32>
    %190 = stablehlo.add %187, %189 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<10xf32>
    %193 = stablehlo.subtract %arg4, %192 : tensor<10xf32>
    %194 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %195 = stablehlo.multiply %80, %194 : tensor<256x10xf32>
    %196 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %197 = stablehlo.multiply %116, %196 : tensor<256x10xf32>
    %198 = stablehlo.sqrt %197 : tensor<256x10xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %200 = stablehlo.add %198, %199 : tensor<256x10xf32>
    %201 = stablehlo.divide %195, %200 : tensor<256x10xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %203 = stablehlo.multiply %202, %arg5 : tensor<256x10xf32>
    %204 = stablehlo.add %201, %203 : tensor<256x10xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<256x10xf32>
    %207 = stablehlo.subtract %arg5, %206 : tensor<256x10xf32>
    return %137, %151, %165, %179, %193, %207, %50, %55, %60, %65, %70, %75, %80, %86, %92, %98, %104, %110, %116, %23 : tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
  func.func private @relu_0(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
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
