// RUN: osdp-opt %s -split-input-file -verify-diagnostics

func.func @select_pred_shape(%p: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.select' op pred has shape 3 but 4 was expected}}
  %0 = stablehlo.select %p, %a, %a : tensor<3xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_branches(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.select' op on_true and on_false must have the same type, got 'tensor<4xf32>' and 'tensor<4xf64>'}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A scalar predicate selects whole tensors.
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %p, %a, %a : tensor<i1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_bounds(%min: tensor<3xf32>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.clamp' op min has shape 3 but 2x3 was expected}}
  %0 = stablehlo.clamp %min, %x, %x : (tensor<3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @clamp_scalar_bounds(%min: tensor<f32>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.clamp %min, %x, %min : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @compare_signed_float(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+1 {{'stablehlo.compare' op compare_type SIGNED does not apply to operands of element type 'f32'}}
  %0 = stablehlo.compare  LT, %a, %a,  SIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_float_int(%a: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error@+1 {{'stablehlo.compare' op compare_type FLOAT does not apply to operands of element type 'i32'}}
  %0 = stablehlo.compare  EQ, %a, %a,  FLOAT : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_unsigned_signed(%a: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error@+1 {{'stablehlo.compare' op compare_type UNSIGNED does not apply to operands of element type 'i32'}}
  %0 = stablehlo.compare  LT, %a, %a,  UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_ok(%a: tensor<4xui32>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare  LT, %a, %a,  UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %1 = stablehlo.compare  NE, %b, %b,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

func.func @tuple_index(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.get_tuple_element' op index 2 is out of range for a tuple of 2 elements}}
  %0 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @tuple_type(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.get_tuple_element' op result type 'tensor<f32>' does not match tuple element 1 of type 'tensor<i32>'}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @batch_norm_feature_index(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'stablehlo.batch_norm_inference' op feature_index 2 is out of range [0, 2)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 1.0e-3 : f32, feature_index = 2 : i64}> : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @batch_norm_scale(%x: tensor<4x8xf32>, %s: tensor<8xf32>, %bad: tensor<4xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'stablehlo.batch_norm_inference' op variance has shape 4 but 8 was expected}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %bad) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @batch_norm_training(%x: tensor<4x8xf32>, %s: tensor<8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'stablehlo.batch_norm_training' op batch_mean has shape 4 but 8 was expected}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>)
  return %0#0 : tensor<4x8xf32>
}

// -----

func.func @batch_norm_grad(%x: tensor<4x8xf32>, %s: tensor<8xf32>, %g: tensor<4x9xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'stablehlo.batch_norm_grad' op grad_output has shape 4x9 but 4x8 was expected}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x9xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<4x8xf32>
}

// -----

func.func @rng_state(%s: tensor<2xui64>) -> tensor<4xui32> {
  // expected-error@+1 {{'stablehlo.rng_bit_generator' op output_state type 'tensor<3xui64>' must equal the initial_state type 'tensor<2xui64>'}}
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @rng_three_fry_size(%s: tensor<3xui64>) -> tensor<4xui32> {
  // expected-error@+1 {{'stablehlo.rng_bit_generator' op THREE_FRY needs a 128-bit state, got 192 bits}}
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @reduce_precision_bits(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'stablehlo.reduce_precision' op exponent_bits must be at least 1, got 0}}
  %0 = "stablehlo.reduce_precision"(%x) <{exponent_bits = 0 : i32, mantissa_bits = 10 : i32}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @custom_call_layout_count(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op operand_layouts has 2 entries but the call has 1 operands}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_layout_permutation(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op result layout 0 = [1, 1] is not a permutation of the dimensions}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_layouts_together(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op operand_layouts and result_layouts must be given together}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_alias(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op output_operand_alias operand_index 1 is out of range [0, 1)}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @composite_name(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.composite' op name must not be empty}}
  %0 = stablehlo.composite "" %x {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @impl(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
