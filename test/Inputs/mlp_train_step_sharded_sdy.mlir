module @jit_mlp_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg8: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg11: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<784x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg17: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<256x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64x784xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<512xf32> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[0][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[0][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1]['count']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512xf32> {jax.result_info = "result[1]['mu'][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[1]['mu'][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[1]['mu'][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[1]['mu'][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['mu'][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['mu'][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512xf32> {jax.result_info = "result[1]['nu'][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<784x512xf32> {jax.result_info = "result[1]['nu'][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[1]['nu'][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512x256xf32> {jax.result_info = "result[1]['nu'][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['nu'][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['nu'][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xf32>, tensor<784x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %4 = call @relu(%3) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %7 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {"model"}]> : tensor<64x512xf32>
    %8 = stablehlo.dot_general %7, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x256xf32>) -> tensor<64x256xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %11 = stablehlo.add %8, %10 : tensor<64x256xf32>
    %12 = call @relu_0(%11) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %14 = stablehlo.compare GT, %11, %13, FLOAT : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xi1>
    %15 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {"model"}]> : tensor<64x256xf32>
    %16 = stablehlo.dot_general %15, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %19 = stablehlo.add %16, %18 : tensor<64x10xf32>
    %20:3 = call @log_softmax(%19) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %21 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %22:2 = call @take_along_axis(%20#0, %21) : (tensor<64x10xf32>, tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22#0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.divide %23, %cst_2 : tensor<f32>
    %25 = stablehlo.negate %24 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %27 = stablehlo.divide %26, %cst_4 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %29 = call @take_along_axis_1(%22#1, %28) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %30 = call @log_softmax_2(%20#1, %20#2, %29) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %32 = stablehlo.reshape %31 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %34 = stablehlo.dot_general %30, %15, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x256xf32>) -> tensor<10x256xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %36 = stablehlo.dot_general %30, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<256x10xf32>) -> tensor<64x256xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {"model"}]> : tensor<64x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %39 = stablehlo.select %14, %37, %38 : tensor<64x256xi1>, tensor<64x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %41 = stablehlo.reshape %40 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %43 = stablehlo.dot_general %39, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x512xf32>) -> tensor<256x512xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %45 = stablehlo.dot_general %39, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<512x256xf32>) -> tensor<64x512xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {"model"}]> : tensor<64x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %48 = stablehlo.select %6, %46, %47 : tensor<64x512xi1>, tensor<64x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %50 = stablehlo.reshape %49 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %52 = stablehlo.dot_general %48, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x784xf32>) -> tensor<512x784xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<512x784xf32>) -> tensor<784x512xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.add %arg6, %c : tensor<i32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %56 = stablehlo.multiply %55, %arg7 : tensor<512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %58 = stablehlo.multiply %57, %51 : tensor<512xf32>
    %59 = stablehlo.add %56, %58 : tensor<512xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %61 = stablehlo.multiply %60, %arg8 : tensor<784x512xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %63 = stablehlo.multiply %62, %53 : tensor<784x512xf32>
    %64 = stablehlo.add %61, %63 : tensor<784x512xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %66 = stablehlo.multiply %65, %arg9 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %68 = stablehlo.multiply %67, %42 : tensor<256xf32>
    %69 = stablehlo.add %66, %68 : tensor<256xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %71 = stablehlo.multiply %70, %arg10 : tensor<512x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %73 = stablehlo.multiply %72, %44 : tensor<512x256xf32>
    %74 = stablehlo.add %71, %73 : tensor<512x256xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %76 = stablehlo.multiply %75, %arg11 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %78 = stablehlo.multiply %77, %33 : tensor<10xf32>
    %79 = stablehlo.add %76, %78 : tensor<10xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %81 = stablehlo.multiply %80, %arg12 : tensor<256x10xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %83 = stablehlo.multiply %82, %35 : tensor<256x10xf32>
    %84 = stablehlo.add %81, %83 : tensor<256x10xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %86 = stablehlo.multiply %85, %arg13 : tensor<512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %88 = stablehlo.multiply %87, %51 : tensor<512xf32>
    %89 = stablehlo.multiply %88, %51 : tensor<512xf32>
    %90 = stablehlo.add %86, %89 : tensor<512xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %92 = stablehlo.multiply %91, %arg14 : tensor<784x512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %94 = stablehlo.multiply %93, %53 : tensor<784x512xf32>
    %95 = stablehlo.multiply %94, %53 : tensor<784x512xf32>
    %96 = stablehlo.add %92, %95 : tensor<784x512xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %98 = stablehlo.multiply %97, %arg15 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %100 = stablehlo.multiply %99, %42 : tensor<256xf32>
    %101 = stablehlo.multiply %100, %42 : tensor<256xf32>
    %102 = stablehlo.add %98, %101 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %104 = stablehlo.multiply %103, %arg16 : tensor<512x256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %106 = stablehlo.multiply %105, %44 : tensor<512x256xf32>
    %107 = stablehlo.multiply %106, %44 : tensor<512x256xf32>
    %108 = stablehlo.add %104, %107 : tensor<512x256xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %110 = stablehlo.multiply %109, %arg17 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %112 = stablehlo.multiply %111, %33 : tensor<10xf32>
    %113 = stablehlo.multiply %112, %33 : tensor<10xf32>
    %114 = stablehlo.add %110, %113 : tensor<10xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %116 = stablehlo.multiply %115, %arg18 : tensor<256x10xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %118 = stablehlo.multiply %117, %35 : tensor<256x10xf32>
    %119 = stablehlo.multiply %118, %35 : tensor<256x10xf32>
    %120 = stablehlo.add %116, %119 : tensor<256x10xf32>
    %121 = stablehlo.convert %54 : (tensor<i32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.power %cst_37, %121 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.subtract %cst_38, %122 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.divide %cst_39, %123 : tensor<f32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %125 = stablehlo.power %cst_40, %121 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.subtract %cst_41, %125 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.divide %cst_42, %126 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %129 = stablehlo.multiply %59, %128 : tensor<512xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %131 = stablehlo.multiply %90, %130 : tensor<512xf32>
    %132 = stablehlo.sqrt %131 : tensor<512xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %134 = stablehlo.add %132, %133 : tensor<512xf32>
    %135 = stablehlo.divide %129, %134 : tensor<512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %137 = stablehlo.multiply %136, %arg0 : tensor<512xf32>
    %138 = stablehlo.add %135, %137 : tensor<512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<512xf32>
    %141 = stablehlo.subtract %arg0, %140 : tensor<512xf32>
    %142 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %143 = stablehlo.multiply %64, %142 : tensor<784x512xf32>
    %144 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %145 = stablehlo.multiply %96, %144 : tensor<784x512xf32>
    %146 = stablehlo.sqrt %145 : tensor<784x512xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %148 = stablehlo.add %146, %147 : tensor<784x512xf32>
    %149 = stablehlo.divide %143, %148 : tensor<784x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %151 = stablehlo.multiply %150, %arg1 : tensor<784x512xf32>
    %152 = stablehlo.add %149, %151 : tensor<784x512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<784x512xf32>
    %155 = stablehlo.subtract %arg1, %154 : tensor<784x512xf32>
    %156 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %157 = stablehlo.multiply %69, %156 : tensor<256xf32>
    %158 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %159 = stablehlo.multiply %102, %158 : tensor<256xf32>
    %160 = stablehlo.sqrt %159 : tensor<256xf32>
    %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %162 = stablehlo.add %160, %161 : tensor<256xf32>
    %163 = stablehlo.divide %157, %162 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %165 = stablehlo.multiply %164, %arg2 : tensor<256xf32>
    %166 = stablehlo.add %163, %165 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<256xf32>
    %169 = stablehlo.subtract %arg2, %168 : tensor<256xf32>
    %170 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %171 = stablehlo.multiply %74, %170 : tensor<512x256xf32>
    %172 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %173 = stablehlo.multiply %108, %172 : tensor<512x256xf32>
    %174 = stablehlo.sqrt %173 : tensor<512x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %176 = stablehlo.add %174, %175 : tensor<512x256xf32>
    %177 = stablehlo.divide %171, %176 : tensor<512x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %179 = stablehlo.multiply %178, %arg3 : tensor<512x256xf32>
    %180 = stablehlo.add %177, %179 : tensor<512x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<512x256xf32>
    %183 = stablehlo.subtract %arg3, %182 : tensor<512x256xf32>
    %184 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %185 = stablehlo.multiply %79, %184 : tensor<10xf32>
    %186 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %187 = stablehlo.multiply %114, %186 : tensor<10xf32>
    %188 = stablehlo.sqrt %187 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %190 = stablehlo.add %188, %189 : tensor<10xf32>
    %191 = stablehlo.divide %185, %190 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %193 = stablehlo.multiply %192, %arg4 : tensor<10xf32>
    %194 = stablehlo.add %191, %193 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<10xf32>
    %197 = stablehlo.subtract %arg4, %196 : tensor<10xf32>
    %198 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %199 = stablehlo.multiply %84, %198 : tensor<256x10xf32>
    %200 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %201 = stablehlo.multiply %120, %200 : tensor<256x10xf32>
    %202 = stablehlo.sqrt %201 : tensor<256x10xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %204 = stablehlo.add %202, %203 : tensor<256x10xf32>
    %205 = stablehlo.divide %199, %204 : tensor<256x10xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %207 = stablehlo.multiply %206, %arg5 : tensor<256x10xf32>
    %208 = stablehlo.add %205, %207 : tensor<256x10xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<256x10xf32>
    %211 = stablehlo.subtract %arg5, %210 : tensor<256x10xf32>
    return %141, %155, %169, %183, %197, %211, %54, %59, %64, %69, %74, %79, %84, %90, %96, %102, %108, %114, %120, %25 : tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<512xf32>, tensor<784x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
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
