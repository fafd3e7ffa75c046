// RUN: osdp-opt %s | FileCheck %s --strict-whitespace
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s --strict-whitespace

// The stablehlo attributes in their generic (dictionary) form, carried here
// as discardable attributes of a function argument.

// CHECK-LABEL: func.func @enums
// CHECK-SAME: a.cd = #stablehlo<comparison_direction NE>
// CHECK-SAME: a.ct = #stablehlo<comparison_type UNSIGNED>
// CHECK-SAME: a.fft = #stablehlo<fft_type IRFFT>
// CHECK-SAME: a.mode = #stablehlo.result_accuracy_mode<DEFAULT>
// CHECK-SAME: a.p = #stablehlo<precision HIGHEST>
// CHECK-SAME: a.rd = #stablehlo<rng_distribution UNIFORM>
// CHECK-SAME: a.rng = #stablehlo<rng_algorithm DEFAULT>
// CHECK-SAME: a.t = #stablehlo<transpose ADJOINT>
func.func @enums(%arg0: tensor<f32> {a.cd = #stablehlo<comparison_direction NE>, a.ct = #stablehlo<comparison_type UNSIGNED>, a.fft = #stablehlo<fft_type IRFFT>, a.mode = #stablehlo.result_accuracy_mode<DEFAULT>, a.p = #stablehlo<precision HIGHEST>, a.rd = #stablehlo<rng_distribution UNIFORM>, a.rng = #stablehlo<rng_algorithm DEFAULT>, a.t = #stablehlo<transpose ADJOINT>}) {
  return
}

// CHECK-LABEL: func.func @structs
// CHECK-SAME: a.ch = #stablehlo.channel_handle<handle = 1, type = 1>
// Valid raw convolution numbers print in the compact form.
// CHECK-SAME: a.conv = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// Numbers the compact form cannot show (a repeated dimension) stay raw.
// CHECK-SAME: a.conv_raw = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>
// CHECK-SAME: a.dot = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>
// CHECK-SAME: a.dot_algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>
// CHECK-SAME: a.empty_gather = #stablehlo.gather<>
// CHECK-SAME: a.ooa = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [0, 1]>
// CHECK-SAME: a.ra = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
// CHECK-SAME: a.scatter = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
func.func @structs(%arg0: tensor<f32> {a.ch = #stablehlo.channel_handle<handle = 1, type = 1>, a.conv = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, a.conv_raw = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, kernel_spatial_dimensions = [2], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>, a.dot = #stablehlo.dot<rhs_contracting_dimensions = [1], lhs_contracting_dimensions = [2], rhs_batching_dimensions = [0], lhs_batching_dimensions = [0]>, a.dot_algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>, a.empty_gather = #stablehlo.gather<>, a.ooa = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [0, 1]>, a.ra = #stablehlo.result_accuracy<rtol = 1.0e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>, a.scatter = #stablehlo.scatter<index_vector_dim = 1, scatter_dims_to_operand_dims = [0], scatter_indices_batching_dims = [0], input_batching_dims = [2], inserted_window_dims = [0], update_window_dims = [1]>}) {
  return
}
