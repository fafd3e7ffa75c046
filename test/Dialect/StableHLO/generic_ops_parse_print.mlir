// RUN: osdp-opt %s | FileCheck %s --strict-whitespace
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s --strict-whitespace

// Ops without a pretty form print in the generic form with their inherent
// attributes as properties, exactly as in JAX exports.

// CHECK-LABEL: func.func @gather_scatter
func.func @gather_scatter(%table: tensor<1968x256xf32>, %idx: tensor<33x79x1xi32>, %v: tensor<3xi32>, %i: tensor<1xi32>, %o: tensor<1x50x3xf32>, %c: tensor<1xi64>, %u: tensor<1x3xf32>, %bt: tensor<8x64x1024xf32>, %bi: tensor<8x64x1x1xi32>) {
  // CHECK-NEXT: %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1968x256xf32>, tensor<33x79x1xi32>) -> tensor<33x79x256xf32>
  // CHECK-NEXT: %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = true, slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<1xi32>) -> tensor<i32>
  // CHECK-NEXT: %2 = "stablehlo.gather"(%arg7, %arg8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
  // CHECK-NEXT: %3 = "stablehlo.scatter"(%arg4, %arg5, %arg6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
  // CHECK-NEXT: ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
  // CHECK-NEXT:   %4 = stablehlo.add %arg9, %arg10 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %4 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  %0 = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1968x256xf32>, tensor<33x79x1xi32>) -> tensor<33x79x256xf32>
  %1 = "stablehlo.gather"(%v, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = true, slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<1xi32>) -> tensor<i32>
  // Fields in any order, explicit zero index_vector_dim, old-style attribute dictionary.
  %2 = "stablehlo.gather"(%bt, %bi) {dimension_numbers = #stablehlo.gather<index_vector_dim = 3, start_index_map = [2], start_indices_batching_dims = [0, 1], operand_batching_dims = [0, 1], collapsed_slice_dims = [2], offset_dims = []>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>} : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
  %3 = "stablehlo.scatter"(%o, %c, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>, unique_indices = true}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %4 = stablehlo.add %arg0, %arg1 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }) : (tensor<1x50x3xf32>, tensor<1xi64>, tensor<1x3xf32>) -> tensor<1x50x3xf32>
  return
}

// CHECK-LABEL: func.func @windows_and_sort
func.func @windows_and_sort(%x: tensor<1x112x112x64xf32>, %init: tensor<f32>, %src: tensor<1x56x56x64xf32>, %s: tensor<5x7xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{padding = dense<{{\[\[}}0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
  // CHECK-NEXT:   %3 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %3 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<1x112x112x64xf32>, tensor<f32>) -> tensor<1x56x56x64xf32>
  // CHECK-NEXT: %1 = "stablehlo.select_and_scatter"(%arg0, %arg2, %arg1) <{padding = dense<{{\[\[}}0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  // CHECK:      }, {
  // CHECK:      }) : (tensor<1x112x112x64xf32>, tensor<1x56x56x64xf32>, tensor<f32>) -> tensor<1x112x112x64xf32>
  // CHECK-NEXT: %2 = "stablehlo.sort"(%arg3) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
  // CHECK-NEXT:   %3 = stablehlo.compare LT, %arg4, %arg5, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK-NEXT:   stablehlo.return %3 : tensor<i1>
  // CHECK-NEXT: }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  %0 = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %4 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }) : (tensor<1x112x112x64xf32>, tensor<f32>) -> tensor<1x56x56x64xf32>
  %1 = "stablehlo.select_and_scatter"(%x, %src, %init) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<1x112x112x64xf32>, tensor<1x56x56x64xf32>, tensor<f32>) -> tensor<1x112x112x64xf32>
  %2 = "stablehlo.sort"(%s) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %11 = stablehlo.compare  LT, %arg0, %arg1,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  return
}

// CHECK-LABEL: func.func @control_flow
func.func @control_flow(%index: tensor<i32>, %x: tensor<?xf32>, %p: tensor<i1>) -> (tensor<?xf32>, tensor<?xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<?xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %2 = stablehlo.negate %arg1 : tensor<?xf32>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<?xf32>
  // CHECK-NEXT: }) : (tensor<i32>) -> tensor<?xf32>
  // CHECK-NEXT: %1 = "stablehlo.if"(%arg2) ({
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<?xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %0 : tensor<?xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<?xf32>
  %0 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%x) : (tensor<?xf32>) -> ()
  }, {
    %neg = stablehlo.negate %x : tensor<?xf32>
    "stablehlo.return"(%neg) : (tensor<?xf32>) -> ()
  }) : (tensor<i32>) -> tensor<?xf32>
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xf32>
  }, {
    stablehlo.return %0 : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @collectives
func.func @collectives(%x: tensor<8x16xf32>, %y: tensor<1x4xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT:   %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
  // CHECK-NEXT:   stablehlo.return %6 : tensor<f32>
  // CHECK-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK-NEXT: %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  // CHECK-NEXT: %2 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x32xf32>
  // CHECK-NEXT: %3 = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  // CHECK:      }) : (tensor<8x16xf32>) -> tensor<8x8xf32>
  // CHECK-NEXT: %4 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  // CHECK-NEXT: %5 = "stablehlo.collective_broadcast"(%arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %0 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %3 = stablehlo.add %arg4, %arg5 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.collective_permute"(%y) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %2 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x16xf32>) -> tensor<8x32xf32>
  %3 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<8x8xf32>
  %4 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %5 = "stablehlo.collective_broadcast"(%y) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return
}

// CHECK-LABEL: func.func @batch_norm_and_others
func.func @batch_norm_and_others(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>, %m: tensor<3x3xf32>) {
  // CHECK-NEXT: %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 9.99999974E-6 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
  // CHECK-NEXT: %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  // CHECK-NEXT: %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  // CHECK-NEXT: %1 = "stablehlo.triangular_solve"(%arg2, %arg2) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK-NEXT: %2 = "stablehlo.map"(%arg2, %arg2) <{dimensions = array<i64: 0, 1>}> ({
  // CHECK:      }) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK-NEXT: %cst = stablehlo.constant() <{value = dense<1.000000e+00> : tensor<3x3xf32>}> : () -> tensor<3x3xf64>
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 9.99999974E-6 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
  %1:3 = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.0e-3 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) <{epsilon = 1.0e-3 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  %3 = "stablehlo.triangular_solve"(%m, %m) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %4 = "stablehlo.map"(%m, %m) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  // A constant whose value type differs from its result type prints generically.
  %5 = "stablehlo.constant"() <{value = dense<1.0> : tensor<3x3xf32>}> : () -> tensor<3x3xf64>
  return
}
