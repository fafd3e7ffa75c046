// RUN: osdp-opt %s -split-input-file -verify-diagnostics

func.func @top_k_too_large(%x: tensor<5xf32>) {
  // expected-error@+1 {{'chlo.top_k' op k = 6 is larger than the last dimension of the operand (5)}}
  %values, %indices = chlo.top_k(%x, k = 6) : tensor<5xf32> -> (tensor<6xf32>, tensor<6xi32>)
  return
}

// -----

func.func @top_k_negative(%x: tensor<5xf32>) {
  // expected-error@+1 {{'chlo.top_k' op k must be non-negative, got -1}}
  %values, %indices = chlo.top_k(%x, k = -1) : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
  return
}

// -----

func.func @top_k_scalar(%x: tensor<f32>) {
  // expected-error@+1 {{'chlo.top_k' op operand must have rank at least 1}}
  %values, %indices = chlo.top_k(%x, k = 1) : tensor<f32> -> (tensor<f32>, tensor<i32>)
  return
}

// -----

func.func @top_k_values_shape(%x: tensor<3x8xf32>) {
  // expected-error@+1 {{'chlo.top_k' op values shape 3x8 does not match the expected 3x2 (operand shape with the last dimension set to k)}}
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x8xf32>, tensor<3x2xi32>)
  return
}

// -----

func.func @top_k_indices_shape(%x: tensor<3x8xf32>) {
  // expected-error@+1 {{'chlo.top_k' op indices shape 2x2 does not match the expected 3x2}}
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<2x2xi32>)
  return
}

// -----

func.func @top_k_indices_type(%x: tensor<8xf32>) {
  // expected-error@+1 {{'chlo.top_k' op result #1 must be tensor of 32-bit signless integer values}}
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi64>)
  return
}

// -----

func.func @top_k_values_type(%x: tensor<8xf32>) {
  // expected-error@+1 {{'chlo.top_k' op values must have the element type of the operand}}
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<8xf32> -> (tensor<2xf16>, tensor<2xi32>)
  return
}

// -----

func.func @unary_shape(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.erf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<5xf32>
  return
}

// -----

func.func @unary_element_type(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.lgamma' op requires the same element type for all operands and results}}
  %0 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf64>
  return
}

// -----

func.func @erf_of_int(%x: tensor<4xi32>) {
  // expected-error@+1 {{'chlo.erf' op operand #0 must be tensor of floating-point values}}
  %0 = chlo.erf %x : tensor<4xi32> -> tensor<4xi32>
  return
}

// -----

func.func @is_inf_result(%x: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.is_inf' op result #0 must be tensor of 1-bit signless integer values}}
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_incompatible(%a: tensor<3xf32>, %b: tensor<2x4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op operand shapes are not broadcast-compatible: dimension 1 (aligned from the right) has sizes 3 and 4}}
  %0 = chlo.broadcast_add %a, %b : (tensor<3xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @broadcast_result_shape(%a: tensor<4xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op result shape 3x5 does not match the broadcast shape 3x4 at dimension 1}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @broadcast_result_rank(%a: tensor<4xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_multiply' op result rank 3 does not match the broadcast rank 2}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<1x3x4xf32>
  return
}

// -----

func.func @broadcast_dims_size(%a: tensor<3x4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op broadcast_dimensions has 2 entries but the lower-rank operand has rank 1}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @broadcast_dims_range(%a: tensor<3x4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op broadcast_dimensions[0] = 2 is out of range [0, 2)}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @broadcast_dims_repeated(%a: tensor<3x3x4xf32>, %b: tensor<3x3xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op broadcast_dimensions repeats dimension 0}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 0>} : (tensor<3x3x4xf32>, tensor<3x3xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @broadcast_dims_size_mismatch(%a: tensor<3x4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'chlo.broadcast_add' op dimension 0 of the lower-rank operand (size 3) is not broadcast-compatible with dimension 1 (size 4)}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @broadcast_element_types(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error@+1 {{'chlo.broadcast_add' op requires the same element type for all operands}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @compare_result(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_compare' op result #0 must be tensor of 1-bit signless integer values}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_types(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error@+1 {{'chlo.broadcast_select' op on_true, on_false and the result must have the same element type}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @select_shapes(%p: tensor<2xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'chlo.broadcast_select' op operand shapes are not broadcast-compatible: dimension 0 (aligned from the right) has sizes 2 and 4}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
