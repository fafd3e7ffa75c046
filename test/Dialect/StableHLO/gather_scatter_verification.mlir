// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// Embedding lookup (forward) and its scatter-add gradient verify.
func.func @valid(%table: tensor<1968x256xf32>, %ids: tensor<33x79x1xi32>, %x: tensor<3xi32>, %i: tensor<1xi32>, %u: tensor<1x50x3xf32>, %c: tensor<1xi64>, %v: tensor<1x3xf32>) {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1968x256xf32>, tensor<33x79x1xi32>) -> tensor<33x79x256xf32>
  %1 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = true, slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<1xi32>) -> tensor<i32>
  %2 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %3 = stablehlo.add %arg0, %arg1 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  return
}

// -----

func.func @gather_result(%table: tensor<1968x256xf32>, %ids: tensor<33x79x1xi32>) -> tensor<33x79x255xf32> {
  // expected-error@+1 {{'stablehlo.gather' op result has shape 33x79x255 but 33x79x256 was expected}}
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1968x256xf32>, tensor<33x79x1xi32>) -> tensor<33x79x255xf32>
  return %0 : tensor<33x79x255xf32>
}

// -----

func.func @gather_offset_sorted(%t: tensor<4x5x6xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5x6xf32> {
  // expected-error@+1 {{'stablehlo.gather' op offset_dims must be sorted and unique, got [2, 1]}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5, 6>}> : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}

// -----

func.func @gather_collapsed_range(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op collapsed_slice_dims[0] = 2 is out of range [0, 2) (the operand rank)}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_index_vector_dim(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op index_vector_dim 3 is out of range [0, 2]}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_start_index_map_size(%t: tensor<4x5xf32>, %ids: tensor<3x2xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op start_index_map has 1 entries but the index vector dimension has size 2}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_start_index_map_unique(%t: tensor<4x5xf32>, %ids: tensor<3x2xi32>) -> tensor<3xf32> {
  // expected-error@+1 {{'stablehlo.gather' op start_index_map repeats dimension 0 in [0, 0]}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @gather_slice_size_bound(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x6xf32> {
  // expected-error@+1 {{'stablehlo.gather' op slice_sizes[1] = 6 is out of range [0, 5]}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 6>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

func.func @gather_slice_sizes_count(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op slice_sizes has 1 entries but the operand has rank 2}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_collapsed_size(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op collapsed dimension 0 must have slice size 0 or 1, got 2}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 5>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_offset_count(%t: tensor<4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op offset_dims has 1 entries but the slice keeps 2 dimensions (operand rank minus collapsed and batching dimensions)}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_batching_overlap(%t: tensor<3x4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op dimension 0 appears in both collapsed_slice_dims and operand_batching_dims}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @gather_batching_sizes(%t: tensor<3x4x5xf32>, %ids: tensor<3x1xi32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.gather' op operand_batching_dims and start_indices_batching_dims must have the same size, got 1 and 0}}
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x4x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @scatter_window_sorted(%u: tensor<1x50x3xf32>, %c: tensor<1xi64>, %v: tensor<1x3xf32>) -> tensor<1x50x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update_window_dims must be sorted and unique, got [1, 0]}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  return %0 : tensor<1x50x3xf32>
}

// -----

func.func @scatter_window_rank(%u: tensor<1x50x3xf32>, %c: tensor<1xi64>, %v: tensor<1x3xf32>) -> tensor<1x50x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update_window_dims, inserted_window_dims and input_batching_dims have 2 entries together but the input has rank 3}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  return %0 : tensor<1x50x3xf32>
}

// -----

func.func @scatter_to_operand_range(%u: tensor<1x50x3xf32>, %c: tensor<1xi64>, %v: tensor<1x3xf32>) -> tensor<1x50x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op scatter_dims_to_operand_dims[0] = 3 is out of range [0, 3) (the input rank)}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [3]>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  return %0 : tensor<1x50x3xf32>
}

// -----

func.func @scatter_window_too_big(%u: tensor<1x50x3xf32>, %c: tensor<1xi64>, %v: tensor<1x4xf32>) -> tensor<1x50x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update window dimension 1 has size 4 which exceeds the input size 3}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x4xf32>) -> tensor<1x50x3xf32>
  return %0 : tensor<1x50x3xf32>
}

// -----

func.func @scatter_update_batch(%u: tensor<8x3xf32>, %c: tensor<5x1xi32>, %v: tensor<4x3xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update scatter dimension 0 has size 4 but the scatter index batch dimension has size 5}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %1 = stablehlo.add %arg0, %arg1 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_region_args(%u: tensor<8x3xf32>, %c: tensor<5x1xi32>, %v: tensor<5x3xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update_computation region argument 1 has type 'tensor<f64>' but 'tensor<f32>' was expected}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f64>):
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_region_count(%u: tensor<8x3xf32>, %c: tensor<5x1xi32>, %v: tensor<5x3xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update_computation region must take 2 arguments (two rank-0 tensors per operand), got 1}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg0: tensor<f32>):
    stablehlo.return %arg0 : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_region_return(%u: tensor<8x3xf32>, %c: tensor<5x1xi32>, %v: tensor<5x3xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op update_computation region must return ('tensor<f32>') but returns ('tensor<3xf32>')}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

func.func @scatter_result_type(%u: tensor<8x3xf32>, %c: tensor<5x1xi32>, %v: tensor<5x3xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'stablehlo.scatter' op result 0 must have the type of input 0 ('tensor<8x3xf32>')}}
  %0 = "stablehlo.scatter"(%u, %c, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
