module @jit_mlp_train_step_extensions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<784x256xf32>, %arg2: tensor<10xf32>, %arg3: tensor<256x10xf32>, %arg4: tensor<i32>, %arg5: tensor<256xf32>, %arg6: tensor<784x256xf32>, %arg7: tensor<10xf32>, %arg8: tensor<256x10xf32>, %arg9: tensor<256xf32>, %arg10: tensor<784x256xf32>, %arg11: tensor<10xf32>, %arg12: tensor<256x10xf32>, %arg13: tensor<64x784xf32>, %arg14: tensor<64xi32>) -> (tensor<256xf32> {jax.result_info = "result[0][0]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<784x256xf32> {jax.result_info = "result[0][0]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[0][1]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[0][1]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1]['count']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, []>}, tensor<256xf32> {jax.result_info = "result[1]['mu'][0]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<784x256xf32> {jax.result_info = "result[1]['mu'][0]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['mu'][1]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['mu'][1]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<256xf32> {jax.result_info = "result[1]['nu'][0]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<784x256xf32> {jax.result_info = "result[1]['nu'][0]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]['nu'][1]['b']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, tensor<256x10xf32> {jax.result_info = "result[1]['nu'][1]['w']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", mhlo.memory_kind = "pinned_host", sdy.sharding = #sdy.sharding<@empty_mesh, []>}) {
    %0 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xf32>, tensor<784x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x256xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<64x256xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<64x256xf32>
    %8 = stablehlo.multiply %3, %3 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<64x256xf32>
    %13 = stablehlo.add %3, %12 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<64x256xf32>
    %16 = stablehlo.tanh %15 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %20 = stablehlo.add %19, %16 : tensor<64x256xf32>
    %21 = stablehlo.composite "osdp.models.gelu" %3 {decomposition = @osdp.models.gelu} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %25 = stablehlo.add %22, %24 : tensor<64x10xf32>
    %26:3 = call @log_softmax(%25) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %27 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %28:2 = call @take_along_axis(%26#0, %27) : (tensor<64x10xf32>, tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>)
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28#0 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_6 : tensor<f32>
    %31 = stablehlo.negate %30 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.negate %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_8 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %35 = call @take_along_axis_0(%28#1, %34) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %36 = call @log_softmax_1(%26#1, %26#2, %35) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %38 = stablehlo.reshape %37 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %40 = stablehlo.dot_general %36, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x256xf32>) -> tensor<10x256xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<256x10xf32>) -> tensor<64x256xf32>
    %43 = stablehlo.multiply %5, %42 : tensor<64x256xf32>
    %44 = stablehlo.multiply %42, %20 : tensor<64x256xf32>
    %45 = stablehlo.multiply %43, %18 : tensor<64x256xf32>
    %46 = stablehlo.multiply %45, %16 : tensor<64x256xf32>
    %47 = stablehlo.add %45, %46 : tensor<64x256xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<64x256xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<64x256xf32>
    %52 = stablehlo.multiply %51, %10 : tensor<64x256xf32>
    %53 = stablehlo.add %49, %52 : tensor<64x256xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %55 = stablehlo.multiply %54, %44 : tensor<64x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<64x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %58 = stablehlo.reshape %57 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %60 = stablehlo.dot_general %56, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x784xf32>) -> tensor<256x784xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %62 = stablehlo.add %arg4, %c : tensor<i32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %64 = stablehlo.multiply %63, %arg5 : tensor<256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %66 = stablehlo.multiply %65, %59 : tensor<256xf32>
    %67 = stablehlo.add %64, %66 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %69 = stablehlo.multiply %68, %arg6 : tensor<784x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %71 = stablehlo.multiply %70, %61 : tensor<784x256xf32>
    %72 = stablehlo.add %69, %71 : tensor<784x256xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %74 = stablehlo.multiply %73, %arg7 : tensor<10xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %76 = stablehlo.multiply %75, %39 : tensor<10xf32>
    %77 = stablehlo.add %74, %76 : tensor<10xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %79 = stablehlo.multiply %78, %arg8 : tensor<256x10xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %81 = stablehlo.multiply %80, %41 : tensor<256x10xf32>
    %82 = stablehlo.add %79, %81 : tensor<256x10xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %84 = stablehlo.multiply %83, %arg9 : tensor<256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %86 = stablehlo.multiply %85, %59 : tensor<256xf32>
    %87 = stablehlo.multiply %86, %59 : tensor<256xf32>
    %88 = stablehlo.add %84, %87 : tensor<256xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %90 = stablehlo.multiply %89, %arg10 : tensor<784x256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %92 = stablehlo.multiply %91, %61 : tensor<784x256xf32>
    %93 = stablehlo.multiply %92, %61 : tensor<784x256xf32>
    %94 = stablehlo.add %90, %93 : tensor<784x256xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %96 = stablehlo.multiply %95, %arg11 : tensor<10xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %98 = stablehlo.multiply %97, %39 : tensor<10xf32>
    %99 = stablehlo.multiply %98, %39 : tensor<10xf32>
    %100 = stablehlo.add %96, %99 : tensor<10xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %102 = stablehlo.multiply %101, %arg12 : tensor<256x10xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %104 = stablehlo.multiply %103, %41 : tensor<256x10xf32>
    %105 = stablehlo.multiply %104, %41 : tensor<256x10xf32>
    %106 = stablehlo.add %102, %105 : tensor<256x10xf32>
    %107 = stablehlo.convert %62 : (tensor<i32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.power %cst_32, %107 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_33, %108 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.divide %cst_34, %109 : tensor<f32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.power %cst_35, %107 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.subtract %cst_36, %111 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.divide %cst_37, %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %115 = stablehlo.multiply %67, %114 : tensor<256xf32>
    %116 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %117 = stablehlo.multiply %88, %116 : tensor<256xf32>
    %118 = stablehlo.sqrt %117 : tensor<256xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %120 = stablehlo.add %118, %119 : tensor<256xf32>
    %121 = stablehlo.divide %115, %120 : tensor<256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %123 = stablehlo.multiply %122, %arg0 : tensor<256xf32>
    %124 = stablehlo.add %121, %123 : tensor<256xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<256xf32>
    %127 = stablehlo.subtract %arg0, %126 : tensor<256xf32>
    %128 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %129 = stablehlo.multiply %72, %128 : tensor<784x256xf32>
    %130 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %131 = stablehlo.multiply %94, %130 : tensor<784x256xf32>
    %132 = stablehlo.sqrt %131 : tensor<784x256xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %134 = stablehlo.add %132, %133 : tensor<784x256xf32>
    %135 = stablehlo.divide %129, %134 : tensor<784x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %137 = stablehlo.multiply %136, %arg1 : tensor<784x256xf32>
    %138 = stablehlo.add %135, %137 : tensor<784x256xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<784x256xf32>
    %141 = stablehlo.subtract %arg1, %140 : tensor<784x256xf32>
    %142 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %143 = stablehlo.multiply %77, %142 : tensor<10xf32>
    %144 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %145 = stablehlo.multiply %100, %144 : tensor<10xf32>
    %146 = stablehlo.sqrt %145 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %148 = stablehlo.add %146, %147 : tensor<10xf32>
    %149 = stablehlo.divide %143, %148 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %151 = stablehlo.multiply %150, %arg2 : tensor<10xf32>
    %152 = stablehlo.add %149, %151 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<10xf32>
    %155 = stablehlo.subtract %arg2, %154 : tensor<10xf32>
    %156 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %157 = stablehlo.multiply %82, %156 : tensor<256x10xf32>
    %158 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %159 = stablehlo.multiply %106, %158 : tensor<256x10xf32>
    %160 = stablehlo.sqrt %159 : tensor<256x10xf32>
    %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %162 = stablehlo.add %160, %161 : tensor<256x10xf32>
    %163 = stablehlo.divide %157, %162 : tensor<256x10xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %165 = stablehlo.multiply %164, %arg3 : tensor<256x10xf32>
    %166 = stablehlo.add %163, %165 : tensor<256x10xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<256x10xf32>
    %169 = stablehlo.subtract %arg3, %168 : tensor<256x10xf32>
    %170 = stablehlo.custom_call @annotate_device_placement(%127) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256xf32>) -> tensor<256xf32>
    %171 = stablehlo.custom_call @annotate_device_placement(%141) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %172 = stablehlo.custom_call @annotate_device_placement(%155) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<10xf32>) -> tensor<10xf32>
    %173 = stablehlo.custom_call @annotate_device_placement(%169) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %174 = stablehlo.custom_call @annotate_device_placement(%62) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<i32>) -> tensor<i32>
    %175 = stablehlo.custom_call @annotate_device_placement(%67) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256xf32>) -> tensor<256xf32>
    %176 = stablehlo.custom_call @annotate_device_placement(%72) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %177 = stablehlo.custom_call @annotate_device_placement(%77) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<10xf32>) -> tensor<10xf32>
    %178 = stablehlo.custom_call @annotate_device_placement(%82) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %179 = stablehlo.custom_call @annotate_device_placement(%88) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256xf32>) -> tensor<256xf32>
    %180 = stablehlo.custom_call @annotate_device_placement(%94) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %181 = stablehlo.custom_call @annotate_device_placement(%100) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<10xf32>) -> tensor<10xf32>
    %182 = stablehlo.custom_call @annotate_device_placement(%106) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %183 = stablehlo.custom_call @annotate_device_placement(%31) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<f32>) -> tensor<f32>
    return %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183 : tensor<256xf32>, tensor<784x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<256xf32>, tensor<784x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<256xf32>, tensor<784x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
  }
  func.func private @osdp.models.gelu(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<64x256xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<64x256xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<64x256xf32>
    %9 = stablehlo.tanh %8 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %11 = stablehlo.add %10, %9 : tensor<64x256xf32>
    %12 = stablehlo.multiply %1, %11 : tensor<64x256xf32>
    return %12 : tensor<64x256xf32>
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
  func.func private @take_along_axis_0(%arg0: tensor<64x1x1xi32>, %arg1: tensor<64x1xf32>) -> tensor<64x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x10xf32>, tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    return %1 : tensor<64x10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
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
