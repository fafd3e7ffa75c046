// RUN: osdp-opt %s | FileCheck %s --strict-whitespace
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s --strict-whitespace

// Pretty forms of the stablehlo ops, printed exactly as upstream prints them
// (the inputs are the printed forms found in JAX exports).

// CHECK-LABEL: func.func @nullary
func.func @nullary() -> (tensor<f32>, tensor<4x2xi64>, tensor<20xbf16>, tensor<18x12xi32>, tensor<ui32>, tensor<ui32>, !stablehlo.token) {
  // CHECK: %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK: %c = stablehlo.constant dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 2]]> : tensor<4x2xi64>
  // CHECK: %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<20xbf16>
  // CHECK: %0 = stablehlo.iota dim = 1 : tensor<18x12xi32>
  // CHECK: %1 = stablehlo.replica_id : tensor<ui32>
  // CHECK: %2 = stablehlo.partition_id : tensor<ui32>
  // CHECK: %3 = stablehlo.create_token : !stablehlo.token
  // CHECK: %4 = stablehlo.after_all %3, %3 : !stablehlo.token
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<[[0, 1], [1, 2], [2, 3], [3, 2]]> : tensor<4x2xi64>
  %cst_0 = stablehlo.constant dense<1.0> : tensor<20xbf16>
  %0 = stablehlo.iota dim = 1 : tensor<18x12xi32>
  %1 = stablehlo.replica_id : tensor<ui32>
  %2 = stablehlo.partition_id : tensor<ui32>
  %3 = stablehlo.create_token : !stablehlo.token
  %4 = stablehlo.after_all %3, %3 : !stablehlo.token
  return %cst, %c, %cst_0, %0, %1, %2, %4 : tensor<f32>, tensor<4x2xi64>, tensor<20xbf16>, tensor<18x12xi32>, tensor<ui32>, tensor<ui32>, !stablehlo.token
}

// CHECK-LABEL: func.func @unary
func.func @unary(%f: tensor<2xf32>, %i: tensor<2xi32>, %c: tensor<2xcomplex<f32>>, %u: tensor<2x4xui32>) {
  // CHECK-NEXT: %0 = stablehlo.abs %arg1 : tensor<2xi32>
  // CHECK-NEXT: %1 = stablehlo.abs %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.cbrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.ceil %arg0 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xf32>
  // CHECK-NEXT: %5 = stablehlo.convert %arg0 : tensor<2xf32>
  // CHECK-NEXT: %6 = stablehlo.bitcast_convert %arg3 : (tensor<2x4xui32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %7 = stablehlo.count_leading_zeros %arg1 : tensor<2xi32>
  // CHECK-NEXT: %8 = stablehlo.cosine %arg0 : tensor<2xf32>
  // CHECK-NEXT: %9 = stablehlo.sine %arg0 : tensor<2xf32>
  // CHECK-NEXT: %10 = stablehlo.tan %arg0 : tensor<2xf32>
  // CHECK-NEXT: %11 = stablehlo.exponential %arg0 : tensor<2xf32>
  // CHECK-NEXT: %12 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>
  // CHECK-NEXT: %13 = stablehlo.floor %arg0 : tensor<2xf32>
  // CHECK-NEXT: %14 = stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %15 = stablehlo.log %arg0 : tensor<2xf32>
  // CHECK-NEXT: %16 = stablehlo.log_plus_one %arg0 : tensor<2xf32>
  // CHECK-NEXT: %17 = stablehlo.logistic %arg0 : tensor<2xf32>
  // CHECK-NEXT: %18 = stablehlo.negate %arg0 : tensor<2xf32>
  // CHECK-NEXT: %19 = stablehlo.not %arg1 : tensor<2xi32>
  // CHECK-NEXT: %20 = stablehlo.popcnt %arg1 : tensor<2xi32>
  // CHECK-NEXT: %21 = stablehlo.round_nearest_afz %arg0 : tensor<2xf32>
  // CHECK-NEXT: %22 = stablehlo.round_nearest_even %arg0 : tensor<2xf32>
  // CHECK-NEXT: %23 = stablehlo.rsqrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %24 = stablehlo.sign %arg0 : tensor<2xf32>
  // CHECK-NEXT: %25 = stablehlo.sqrt %arg0 : tensor<2xf32>
  // CHECK-NEXT: %26 = stablehlo.tanh %arg0 : tensor<2xf32>
  // CHECK-NEXT: %27 = stablehlo.real %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %28 = stablehlo.imag %arg2 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK-NEXT: %29 = stablehlo.real %arg0 : tensor<2xf32>
  // CHECK-NEXT: %30 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 1.000000e+00, ulps = 5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // CHECK-NEXT: %31 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  %0 = stablehlo.abs %i : tensor<2xi32>
  %1 = stablehlo.abs %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.cbrt %f : tensor<2xf32>
  %3 = stablehlo.ceil %f : tensor<2xf32>
  %4 = stablehlo.convert %i : (tensor<2xi32>) -> tensor<2xf32>
  %5 = stablehlo.convert %f : (tensor<2xf32>) -> tensor<2xf32>
  %6 = stablehlo.bitcast_convert %u : (tensor<2x4xui32>) -> tensor<2x4xf32>
  %7 = stablehlo.count_leading_zeros %i : tensor<2xi32>
  %8 = stablehlo.cosine %f : tensor<2xf32>
  %9 = stablehlo.sine %f : tensor<2xf32>
  %10 = stablehlo.tan %f : tensor<2xf32>
  %11 = stablehlo.exponential %f : tensor<2xf32>
  %12 = stablehlo.exponential_minus_one %f : tensor<2xf32>
  %13 = stablehlo.floor %f : tensor<2xf32>
  %14 = stablehlo.is_finite %f : (tensor<2xf32>) -> tensor<2xi1>
  %15 = stablehlo.log %f : tensor<2xf32>
  %16 = stablehlo.log_plus_one %f : tensor<2xf32>
  %17 = stablehlo.logistic %f : tensor<2xf32>
  %18 = stablehlo.negate %f : tensor<2xf32>
  %19 = stablehlo.not %i : tensor<2xi32>
  %20 = stablehlo.popcnt %i : tensor<2xi32>
  %21 = stablehlo.round_nearest_afz %f : tensor<2xf32>
  %22 = stablehlo.round_nearest_even %f : tensor<2xf32>
  %23 = stablehlo.rsqrt %f : tensor<2xf32>
  %24 = stablehlo.sign %f : tensor<2xf32>
  %25 = stablehlo.sqrt %f : tensor<2xf32>
  %26 = stablehlo.tanh %f : tensor<2xf32>
  %27 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %28 = stablehlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %29 = stablehlo.real %f : tensor<2xf32>
  %30 = stablehlo.exponential %f {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 1.000000e+00, ulps = 5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %31 = stablehlo.tanh %f {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return
}

// CHECK-LABEL: func.func @binary
func.func @binary(%f: tensor<2xf32>, %i: tensor<2xi32>, %p: tensor<2xi1>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %1 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %2 = stablehlo.subtract %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %3 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %4 = stablehlo.divide %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %5 = stablehlo.remainder %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %6 = stablehlo.power %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %7 = stablehlo.atan2 %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %8 = stablehlo.maximum %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %9 = stablehlo.minimum %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %10 = stablehlo.and %arg2, %arg2 : tensor<2xi1>
  // CHECK-NEXT: %11 = stablehlo.or %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %12 = stablehlo.xor %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %13 = stablehlo.shift_left %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %14 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %15 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<2xi32>
  // CHECK-NEXT: %16 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
  // CHECK-NEXT: %17 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2xf32>
  // CHECK-NEXT: %18 = stablehlo.clamp %cst, %arg0, %cst : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK-NEXT: %19 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %20 = stablehlo.compare LT, %arg1, %arg1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  // CHECK-NEXT: %21 = stablehlo.compare GE, %arg0, %arg0, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK-NEXT: %22 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2xf32>
  // CHECK-NEXT: %23 = stablehlo.select %19, %arg1, %arg1 : tensor<2xi1>, tensor<2xi32>
  // CHECK-NEXT: %24 = stablehlo.reduce_precision %arg0, format = e8m10 : tensor<2xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.add %f, %f : tensor<2xf32>
  %1 = stablehlo.add %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.subtract %f, %f : tensor<2xf32>
  %3 = stablehlo.multiply %f, %f : tensor<2xf32>
  %4 = stablehlo.divide %f, %f : tensor<2xf32>
  %5 = stablehlo.remainder %i, %i : tensor<2xi32>
  %6 = stablehlo.power %f, %f : tensor<2xf32>
  %7 = stablehlo.atan2 %f, %f : tensor<2xf32>
  %8 = stablehlo.maximum %f, %f : tensor<2xf32>
  %9 = stablehlo.minimum %f, %f : tensor<2xf32>
  %10 = stablehlo.and %p, %p : tensor<2xi1>
  %11 = stablehlo.or %i, %i : tensor<2xi32>
  %12 = stablehlo.xor %i, %i : tensor<2xi32>
  %13 = stablehlo.shift_left %i, %i : tensor<2xi32>
  %14 = stablehlo.shift_right_arithmetic %i, %i : tensor<2xi32>
  %15 = stablehlo.shift_right_logical %i, %i : tensor<2xi32>
  %16 = stablehlo.complex %f, %f : tensor<2xcomplex<f32>>
  %17 = stablehlo.clamp %f, %f, %f : tensor<2xf32>
  %18 = stablehlo.clamp %cst, %f, %cst : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %19 = stablehlo.compare  EQ, %f, %f,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %20 = stablehlo.compare LT, %i, %i : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %21 = "stablehlo.compare"(%f, %f) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %22 = stablehlo.select %p, %f, %f : tensor<2xi1>, tensor<2xf32>
  %23 = stablehlo.select %19, %i, %i : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %24 = stablehlo.reduce_precision %f, format = e8m10 : tensor<2xf32>
  return
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%a: tensor<512xf32>, %b: tensor<33x80xi32>, %c: tensor<3x4xi32>, %i: tensor<i64>, %d: tensor<2x3xf32>, %s: tensor<f32>, %u: tensor<1xui32>, %dyn: tensor<?xf32>, %shape: tensor<2xindex>) {
  // CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
  // CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<96x512xf32>
  // CHECK-NEXT: %2 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<512xf32>) -> tensor<1x2x512xf32>
  // CHECK-NEXT: %3 = stablehlo.reshape %arg0 : (tensor<512xf32>) -> tensor<512x1xf32>
  // CHECK-NEXT: %4 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<33x80xi32>) -> tensor<80x33xi32>
  // CHECK-NEXT: %5 = stablehlo.reverse %arg2, dims = [1] : tensor<3x4xi32>
  // CHECK-NEXT: %6 = stablehlo.concatenate %arg6, %arg6, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  // CHECK-NEXT: %7 = stablehlo.slice %arg1 [0:33, 0:79] : (tensor<33x80xi32>) -> tensor<33x79xi32>
  // CHECK-NEXT: %8 = stablehlo.slice %arg2 [1:3, 0:4:2] : (tensor<3x4xi32>) -> tensor<2x2xi32>
  // CHECK-NEXT: %9 = stablehlo.dynamic_slice %arg2, %arg3, %arg3, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  // CHECK-NEXT: %10 = stablehlo.dynamic_update_slice %arg2, %9, %arg3, %arg3 : (tensor<3x4xi32>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi32>
  // CHECK-NEXT: %11 = stablehlo.pad %arg4, %arg5, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  // CHECK-NEXT: %12 = stablehlo.get_dimension_size %arg7, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  // CHECK-NEXT: %13 = stablehlo.dynamic_iota %arg8, dim = 0 : (tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %14 = stablehlo.dynamic_broadcast_in_dim %arg7, %arg8, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %15 = stablehlo.dynamic_reshape %arg7, %arg8 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // CHECK-NEXT: %16 = stablehlo.set_dimension_size %arg7, %12, dim = 0 : (tensor<?xf32>, tensor<i32>) -> tensor<?xf32>
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<96x512xf32>
  %2 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<512xf32>) -> tensor<1x2x512xf32>
  %3 = stablehlo.reshape %a : (tensor<512xf32>) -> tensor<512x1xf32>
  %4 = stablehlo.transpose %b, dims = [1, 0] : (tensor<33x80xi32>) -> tensor<80x33xi32>
  %5 = stablehlo.reverse %c, dims = [1] : tensor<3x4xi32>
  %6 = stablehlo.concatenate %u, %u, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %7 = stablehlo.slice %b [0:33, 0:79] : (tensor<33x80xi32>) -> tensor<33x79xi32>
  %8 = stablehlo.slice %c [1:3:1, 0:4:2] : (tensor<3x4xi32>) -> tensor<2x2xi32>
  %9 = stablehlo.dynamic_slice %c, %i, %i, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  %10 = stablehlo.dynamic_update_slice %c, %9, %i, %i : (tensor<3x4xi32>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi32>
  %11 = stablehlo.pad %d, %s, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  %12 = stablehlo.get_dimension_size %dyn, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %13 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xindex>) -> tensor<?x?xf32>
  %14 = stablehlo.dynamic_broadcast_in_dim %dyn, %shape, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %15 = stablehlo.dynamic_reshape %dyn, %shape : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %16 = stablehlo.set_dimension_size %dyn, %12, dim = 0 : (tensor<?xf32>, tensor<i32>) -> tensor<?xf32>
  return
}

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: tensor<512x784xf32>, %b: tensor<96x784xf32>, %q: tensor<33x79x8x32xf32>, %v: tensor<3xi64>, %x: tensor<1x224x224x3xf32>, %w: tensor<7x7x3x64xf32>, %h: tensor<4x8xbf16>, %g: tensor<8x2xbf16>, %x2: tensor<3x1x8x8xf32>, %w2: tensor<4x3x3x3xf32>) {
  // CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x784xf32>, tensor<96x784xf32>) -> tensor<512x96xf32>
  // CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1] : (tensor<512x784xf32>, tensor<96x784xf32>) -> tensor<512x96xf32>
  // CHECK-NEXT: %2 = stablehlo.dot_general %arg2, %arg2, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<33x79x8x32xf32>, tensor<33x79x8x32xf32>) -> tensor<33x8x79x79xf32>
  // CHECK-NEXT: %3 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [0], precision = [HIGH, HIGHEST], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  // CHECK-NEXT: %4 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  // CHECK-NEXT: %5 = stablehlo.dot %arg3, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  // CHECK-NEXT: %6 = stablehlo.dot %arg3, %arg3, precision = [] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  // CHECK-NEXT: %7 = stablehlo.dot %arg3, %arg3 : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  // CHECK-NEXT: %8 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32>
  // CHECK-NEXT: %9 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x218x218x64xf32>
  // CHECK-NEXT: %10 = stablehlo.convolution(%arg8, %arg9) dim_numbers = [f, b, 1, 0]x[o, i, 0, 1]->[0, 1, b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x1x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<6x6x1x4xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x784xf32>, tensor<96x784xf32>) -> tensor<512x96xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : (tensor<512x784xf32>, tensor<96x784xf32>) -> tensor<512x96xf32>
  %2 = stablehlo.dot_general %q, %q, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<33x79x8x32xf32>, tensor<33x79x8x32xf32>) -> tensor<33x8x79x79xf32>
  %3 = stablehlo.dot_general %h, %g, contracting_dims = [1] x [0], precision = [HIGH, HIGHEST], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  %4 = stablehlo.dot_general %h, %g, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  %5 = stablehlo.dot %v, %v, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %6 = "stablehlo.dot"(%v, %v) {precision_config = []} : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %7 = stablehlo.dot %v, %v : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %8 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32>
  %9 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x218x218x64xf32>
  %10 = stablehlo.convolution(%x2, %w2) dim_numbers = [f, b, 1, 0]x[o, i, 0, 1]->[0, 1, b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x1x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<6x6x1x4xf32>
  return
}

// CHECK-LABEL: func.func @reduce
func.func @reduce(%x: tensor<96x10xf32>, %init: tensor<f32>, %i: tensor<3xi32>, %c: tensor<i32>) -> (tensor<96xf32>, tensor<96xf32>, tensor<i32>, tensor<i32>) {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  // CHECK-NEXT: %1 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  // CHECK-NEXT: %2:2 = stablehlo.reduce(%arg2 init: %arg3), (%arg2 init: %arg3) across dimensions = [0] : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  // CHECK-NEXT:  reducer(%arg4: tensor<i32>, %arg6: tensor<i32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
  // CHECK-NEXT:   %3 = stablehlo.compare GT, %arg4, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // CHECK-NEXT:   %4 = stablehlo.select %3, %arg4, %arg6 : tensor<i1>, tensor<i32>
  // CHECK-NEXT:   %5 = stablehlo.select %3, %arg5, %arg7 : tensor<i1>, tensor<i32>
  // CHECK-NEXT:   stablehlo.return %4, %5 : tensor<i32>, tensor<i32>
  // CHECK-NEXT: }
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  // The region form of a compact-eligible body on one line keeps one location
  // for the whole body, so it prints compact.
  %1 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32> loc("x"), %b: tensor<f32> loc("x")):
    %s = stablehlo.add %a, %b : tensor<f32> loc("x")
    stablehlo.return %s : tensor<f32> loc("x")
  }) : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  %2:2 = stablehlo.reduce(%i init: %c), (%i init: %c) across dimensions = [0] : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
   reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %3 = stablehlo.compare  GT, %arg1, %arg3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.select %3, %arg1, %arg3 : tensor<i1>, tensor<i32>
    %5 = stablehlo.select %3, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %4, %5 : tensor<i32>, tensor<i32>
  }
  return %0, %1, %2#0, %2#1 : tensor<96xf32>, tensor<96xf32>, tensor<i32>, tensor<i32>
}

// CHECK-LABEL: func.func @reduce_not_compact
func.func @reduce_not_compact(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // A body op with distinct locations keeps the region form (the compact
  // form would drop them), as does a non-commutative body op.
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT:   %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %1 = stablehlo.reduce(%0 init: %arg1) across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT:   %2 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %1 = stablehlo.reduce(%0 init: %init) across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32> loc("y"), %b: tensor<f32> loc("y"))  {
    %s = stablehlo.subtract %a, %b : tensor<f32> loc("y")
    stablehlo.return %s : tensor<f32> loc("y")
  }
  return %1 : tensor<f32>
}

// CHECK-LABEL: func.func @while
func.func @while(%n: tensor<i64>, %v: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i64>
  // CHECK-NEXT: %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<3xi32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %c_1 = stablehlo.constant dense<3> : tensor<i64>
  // CHECK-NEXT:   %2 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %2 = stablehlo.add %iterArg, %c : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %2, %iterArg_0 : tensor<i64>, tensor<3xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %1 = stablehlo.while(%iterArg = %arg0) : tensor<i64> attributes {mhlo.frontend_attributes = {_xla_loop = "1"}}
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %2 = stablehlo.compare LT, %iterArg, %iterArg, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   stablehlo.return %iterArg : tensor<i64>
  // CHECK-NEXT: }
  %one = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %n, %iterArg_5 = %v) : tensor<i64>, tensor<3xi32>
   cond {
    %c_8 = stablehlo.constant dense<3> : tensor<i64>
    %13 = stablehlo.compare  LT, %iterArg, %c_8,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %13 = stablehlo.add %iterArg, %one : tensor<i64>
    stablehlo.return %13, %iterArg_5 : tensor<i64>, tensor<3xi32>
  }
  %1 = stablehlo.while(%it = %n) : tensor<i64> attributes {mhlo.frontend_attributes = {_xla_loop = "1"}}
  cond {
    %p = stablehlo.compare LT, %it, %it, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %it : tensor<i64>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<3xi32>
}

// CHECK-LABEL: func.func @misc
func.func @misc(%x: tensor<4xf32>, %y: tensor<64x128xf32>, %s: tensor<2xui64>, %t: tensor<i32>, %m: tensor<3x3xf32>, %cx: tensor<4xcomplex<f32>>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK-NEXT: %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  // CHECK-NEXT: %c = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // CHECK-NEXT: stablehlo.optimization_barrier()
  // CHECK-NEXT: %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
  // CHECK-NEXT: %1:2 = stablehlo.optimization_barrier %arg1, %arg1 : tensor<64x128xf32>, tensor<64x128xf32>
  // CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  // CHECK-NEXT: %2 = stablehlo.tuple %arg0, %arg3 : tuple<tensor<4xf32>, tensor<i32>>
  // CHECK-NEXT: %3 = stablehlo.tuple  : tuple<>
  // CHECK-NEXT: %4 = stablehlo.get_tuple_element %2[1] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
  // CHECK-NEXT: %5 = stablehlo.composite "tenstorrent.gelu_tanh" %arg0 {decomposition = @gelu} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %6 = stablehlo.composite "my.op" %arg0 {composite_attributes = {lr = 1.000000e-03 : f32}, decomposition = @gelu, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %7 = stablehlo.cholesky %arg4, lower = true : tensor<3x3xf32>
  // CHECK-NEXT: %8 = stablehlo.cholesky %arg4 : tensor<3x3xf32>
  // CHECK-NEXT: %9 = stablehlo.fft %arg5, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  // CHECK-NEXT: %10 = stablehlo.rng %cst, %cst_0, %c, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  stablehlo.optimization_barrier()
  %0 = stablehlo.optimization_barrier %x : tensor<4xf32>
  %1:2 = stablehlo.optimization_barrier %y, %y : tensor<64x128xf32>, tensor<64x128xf32>
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  %2 = stablehlo.tuple %x, %t : tuple<tensor<4xf32>, tensor<i32>>
  %3 = stablehlo.tuple : tuple<>
  %4 = stablehlo.get_tuple_element %2[1] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
  %5 = stablehlo.composite "tenstorrent.gelu_tanh" %x {decomposition = @gelu} : (tensor<4xf32>) -> tensor<4xf32>
  %6 = stablehlo.composite "my.op" %x {composite_attributes = {lr = 1.000000e-03 : f32}, decomposition = @gelu, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %7 = stablehlo.cholesky %m, lower = true : tensor<3x3xf32>
  %8 = stablehlo.cholesky %m, lower = false : tensor<3x3xf32>
  %9 = stablehlo.fft %cx, type =  FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %10 = stablehlo.rng %zero, %one, %shape, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}
func.func private @gelu(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%x: tensor<8x784xf32>, %l: tensor<2x2xf32>) {
  // CHECK-NEXT: %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<8x784xf32>) -> tensor<8x784xf32>
  // CHECK-NEXT: stablehlo.custom_call @check.expect_close(%arg1, %arg1) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  // CHECK-NEXT: %1 = stablehlo.custom_call @"not-valid-id"(%arg1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %2:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg1) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  // CHECK-NEXT: %3 = stablehlo.custom_call @cusolver_getrf(%arg1) {api_version = 2 : i32, backend_config = {foo = 1 : i64}, called_computations = [@helper]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %4 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %0 = stablehlo.custom_call @Sharding(%x) {backend_config = "", mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<8x784xf32>) -> tensor<8x784xf32>
  stablehlo.custom_call @check.expect_close(%l, %l) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  %1 = stablehlo.custom_call @"not-valid-id"(%l) {has_side_effect = false, api_version = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%l) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  %3 = stablehlo.custom_call @cusolver_getrf(%l) {api_version = 2 : i32, backend_config = {foo = 1 : i64}, called_computations = [@helper]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %4 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%l) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}
func.func private @helper(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  return %x : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @bounds
// CHECK-SAME: (%arg0: tensor<?x?xf32, #stablehlo.bounds<3, ?>>, %arg1: tensor<f32, #stablehlo.bounds<>>, %arg2: tensor<?xf32, #stablehlo.bounds<8>>)
func.func @bounds(%a: tensor<?x?xf32, #stablehlo.bounds<3, ?>>, %b: tensor<f32, #stablehlo.bounds<>>, %c: tensor<?xf32, #stablehlo.type_extensions<bounds = [8]>>) {
  return
}
