// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// Syntax errors are reported at their location; nothing crashes.

func.func @unknown_op(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.foo' is unknown}}
  %0 = stablehlo.foo %arg0 : tensor<4xf32>
  return
}

// -----

func.func @unknown_generic_op(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{unregistered operation 'stablehlo.foo' found in dialect ('stablehlo') that does not allow unknown operations}}
  %0 = "stablehlo.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @bad_comparison_direction(%arg0: tensor<4xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.compare' expected ::osdp::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{custom op 'stablehlo.compare' failed to parse StableHLO_ComparisonDirectionAttr parameter 'value' which is to be a `::osdp::stablehlo::ComparisonDirection`}}
  %0 = stablehlo.compare XX, %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @bad_comparison_direction_generic(%arg0: tensor<4xf32>) {
  // expected-error @+2 {{expected ::osdp::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse StableHLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction XX>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

// expected-error @+1 {{unknown stablehlo attribute 'nonsense'}}
func.func @unknown_attribute(%arg0: tensor<f32> {x.y = #stablehlo.nonsense<1>}) {
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @short_form_type_mismatch(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) {
  // expected-error @+1 {{use of value '%arg1' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<4xi32>'}}
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  return
}

// -----

func.func @function_type_arity(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{expected 2 operand types in the function type, but got 1}}
  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @wrong_element_type(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.shift_left' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.shift_left %arg0, %arg0 : tensor<4xf32>
  return
}

// -----

func.func @select_bad_type_list(%p: tensor<4xi1>, %arg0: tensor<4xf32>) {
  // expected-error @+1 {{expected `pred_type, result_type` or a function type with three inputs and one result}}
  %0 = stablehlo.select %p, %arg0, %arg0 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @bad_precision(%arg0: tensor<4x4xf32>) {
  // expected-error @+1 {{unknown precision 'LOW', expected one of DEFAULT, HIGH, HIGHEST}}
  %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0], precision = [LOW, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dot_dims_missing_x(%arg0: tensor<4x4xf32>) {
  // expected-error @+1 {{expected 'x'}}
  %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @bad_gather_field(%arg0: tensor<4x4xf32>, %arg1: tensor<2x1xi32>) {
  // expected-error @+1 {{unknown field 'offset_dim', expected one of offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims, start_index_map, index_vector_dim}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dim = [1]>, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @gather_wrong_storage_type(%arg0: tensor<4x4xf32>, %arg1: tensor<2x1xi32>) {
  // expected-error @+1 {{invalid properties}}
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 4]> : tensor<2xi64>}> : (tensor<4x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @bad_conv_dims(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{expected 'b', 'f' (once each) or a spatial dimension index, but got 'q'}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, q]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @bad_window_key(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{unknown window attribute 'strides'}}
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0], [0, 0]], strides = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return
}

// -----

func.func @reduce_applies_non_commutative(%arg0: tensor<4xf32>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.subtract' cannot be used in the `applies` form of stablehlo.reduce}}
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.subtract across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @reduce_type_count(%arg0: tensor<4xf32>, %arg1: tensor<f32>) {
  // expected-error @+1 {{expected 2 operand types (inputs, then init values), but got 1}}
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>) -> tensor<f32>
  return
}

// -----

func.func @while_type_count(%arg0: tensor<i32>) {
  // expected-error @+1 {{expected 1 types, but got 2}}
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return
}

// -----

func.func @bad_reduce_precision_format(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{expected a format like `e8m10`, but got 'f8m10'}}
  %0 = stablehlo.reduce_precision %arg0, format = f8m10 : tensor<4xf32>
  return
}

// -----

func.func @constant_not_elements() {
  // expected-error @+1 {{expected a typed elements attribute}}
  %0 = stablehlo.constant 1.0 : f32
  return
}

// -----

// expected-error @+1 {{unknown  type `tokn` in dialect `stablehlo`}}
func.func @bad_token_type(%arg0: !stablehlo.tokn) {
  return
}
