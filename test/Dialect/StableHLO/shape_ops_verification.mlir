// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// The valid forms JAX emits verify.
func.func @valid(%arg0: tensor<512xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>, %arg3: tensor<3x8xf32>, %i: tensor<i32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<96x512xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<96x512xf32>
  %2 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
  %3 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %5 = stablehlo.slice %arg3 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  %6 = stablehlo.dynamic_slice %arg3, %i, %i, sizes = [1, 4] : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %7 = stablehlo.pad %arg1, %arg2, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  %8 = stablehlo.iota dim = 1 : tensor<18x12xi32>
  %9 = stablehlo.dynamic_update_slice %arg3, %6, %i, %i : (tensor<3x8xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
  %10 = stablehlo.reverse %arg1, dims = [1] : tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dims_count(%arg0: tensor<2x3xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions has 1 entries but the operand has rank 2}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @broadcast_dims_range(%arg0: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions[0] = 2 is out of range [0, 2) (the result rank)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dims_unique(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op broadcast_dimensions repeats dimension 1 in [1, 1]}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 1] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// Not sorted is fine (a transposing broadcast); sizes must be 1 or equal.
func.func @broadcast_size(%arg0: tensor<4x3xf32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.broadcast_in_dim' op operand dimension 0 has size 4 but is broadcast to result dimension 1 of size 5 (must be 1 or equal)}}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @reshape_count(%arg0: tensor<2x3xf32>) -> tensor<7xf32> {
  // expected-error@+1 {{'stablehlo.reshape' op operand has 6 elements but the result has 7}}
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @transpose_not_permutation(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.transpose' op permutation repeats dimension 0 in [0, 0]}}
  %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_size(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.transpose' op permutation has 3 entries but the operand has rank 2}}
  %0 = stablehlo.transpose %arg0, dims = [0, 1, 2] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @transpose_result(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.transpose' op result has shape 2x3 but 3x2 was expected}}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_range(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.reverse' op dimensions[0] = 2 is out of range [0, 2)}}
  %0 = stablehlo.reverse %arg0, dims = [2] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @concat_dim(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.concatenate' op dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.concatenate %arg0, dim = 2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @concat_other_dim(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'stablehlo.concatenate' op input 1 has size 4 in dimension 1 but input 0 has size 3 (only dimension 0 may differ)}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_result(%arg0: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error@+1 {{'stablehlo.concatenate' op result has shape 5x3 but 4x3 was expected}}
  %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @concat_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<2xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'stablehlo.concatenate' op input 1 has rank 1 but input 0 has rank 2}}
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @slice_limit(%arg0: tensor<3x8xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'stablehlo.slice' op limit index 9 of dimension 1 exceeds the dimension size 8}}
  %0 = stablehlo.slice %arg0 [1:3, 5:9:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @slice_start_after_limit(%arg0: tensor<3x8xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'stablehlo.slice' op limit index 1 of dimension 0 is smaller than its start index 2}}
  %0 = stablehlo.slice %arg0 [2:1, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @slice_stride(%arg0: tensor<3x8xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'stablehlo.slice' op stride 0 of dimension 1 must be positive}}
  %0 = "stablehlo.slice"(%arg0) <{start_indices = array<i64: 1, 4>, limit_indices = array<i64: 3, 8>, strides = array<i64: 1, 0>}> : (tensor<3x8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @slice_rank(%arg0: tensor<3x8xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.slice' op start_indices, limit_indices and strides must have 2 entries (the operand rank), got 1, 1 and 1}}
  %0 = stablehlo.slice %arg0 [1:3] : (tensor<3x8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @slice_result(%arg0: tensor<3x8xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.slice' op result has shape 2x3 but 2x2 was expected}}
  %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dynamic_slice_count(%arg0: tensor<3x8xf32>, %i: tensor<i32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op has 1 start indices but the operand has rank 2}}
  %0 = stablehlo.dynamic_slice %arg0, %i, sizes = [1, 4] : (tensor<3x8xf32>, tensor<i32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @dynamic_slice_size(%arg0: tensor<3x8xf32>, %i: tensor<i32>) -> tensor<1x9xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op slice size 9 of dimension 1 exceeds the dimension size 8}}
  %0 = stablehlo.dynamic_slice %arg0, %i, %i, sizes = [1, 9] : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

// -----

func.func @dynamic_slice_result(%arg0: tensor<3x8xf32>, %i: tensor<i32>) -> tensor<1x5xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op result has shape 1x5 but 1x4 was expected}}
  %0 = stablehlo.dynamic_slice %arg0, %i, %i, sizes = [1, 4] : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}

// -----

func.func @dynamic_slice_index_types(%arg0: tensor<3x8xf32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op start indices must all have the same type}}
  %0 = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [1, 4] : (tensor<3x8xf32>, tensor<i32>, tensor<i64>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @dynamic_update_slice_big(%arg0: tensor<3xf32>, %u: tensor<4xf32>, %i: tensor<ui32>) -> tensor<3xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op update size 4 of dimension 0 exceeds the operand size 3}}
  %0 = stablehlo.dynamic_update_slice %arg0, %u, %i : (tensor<3xf32>, tensor<4xf32>, tensor<ui32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @dynamic_update_slice_rank(%arg0: tensor<3xf32>, %u: tensor<1x1xf32>, %i: tensor<ui32>) -> tensor<3xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op update has rank 2 but the operand has rank 1}}
  %0 = stablehlo.dynamic_update_slice %arg0, %u, %i : (tensor<3xf32>, tensor<1x1xf32>, tensor<ui32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @dynamic_update_slice_indices(%arg0: tensor<3x2xf32>, %u: tensor<1x1xf32>, %i: tensor<ui32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_update_slice' op has 1 start indices but the operand has rank 2}}
  %0 = stablehlo.dynamic_update_slice %arg0, %u, %i : (tensor<3x2xf32>, tensor<1x1xf32>, tensor<ui32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @pad_result(%arg0: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'stablehlo.pad' op result has shape 2x1 but 2x0 was expected}}
  %0 = stablehlo.pad %arg0, %v, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @pad_interior(%arg0: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.pad' op interior padding -1 of dimension 1 is negative}}
  %0 = stablehlo.pad %arg0, %v, low = [0, 0], high = [0, 0], interior = [0, -1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_negative_size(%arg0: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.pad' op padding makes dimension 1 negative (-1)}}
  %0 = stablehlo.pad %arg0, %v, low = [0, -2], high = [0, -2], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_counts(%arg0: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.pad' op edge_padding_low, edge_padding_high and interior_padding must have 2 entries (the operand rank), got 1, 2 and 2}}
  %0 = stablehlo.pad %arg0, %v, low = [0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_value(%arg0: tensor<2x3xf32>, %v: tensor<1xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.pad' op padding_value must be a rank-0 tensor}}
  %0 = stablehlo.pad %arg0, %v, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @iota_dim() -> tensor<18x12xi32> {
  // expected-error@+1 {{'stablehlo.iota' op iota_dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.iota dim = 2 : tensor<18x12xi32>
  return %0 : tensor<18x12xi32>
}

// -----

func.func @iota_scalar() -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.iota' op result must have rank at least 1}}
  %0 = stablehlo.iota dim = 0 : tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Dynamic dimensions match any size.
func.func @dynamic_ok(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<?x3xf32>) -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
