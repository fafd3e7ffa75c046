// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file --int-max 12 | FileCheck %s --check-prefix=EXEC

// The forms JAX emits for embeddings and label picks. Integer inputs are
// drawn from [0, 12): some indices are out of bounds (gather clamps them,
// scatter skips them, as XLA does).
// EXEC-NOT: FAILED
// EXEC: checked 5 functions, 0 failures

// An embedding lookup: one row per index.
// CHECK-LABEL: func.func @embedding
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel", "parallel"]} outs(%{{.*}} : tensor<4x6x8xf32>)
// CHECK: %[[I0:.*]] = linalg.index 0 : index
// CHECK: %[[I1:.*]] = linalg.index 1 : index
// CHECK: %[[I2:.*]] = linalg.index 2 : index
// CHECK: %[[S:.*]] = tensor.extract %arg1[%[[I0]], %[[I1]], %{{.*}}] : tensor<4x6x1xi32>
// CHECK: %[[X:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK: arith.maxsi %[[X]], %{{.*}}
// CHECK: %[[C:.*]] = arith.minsi %{{.*}}, %c9 : index
// CHECK: %[[R:.*]] = arith.addi %{{.*}}, %[[C]] : index
// CHECK: %[[O:.*]] = arith.addi %{{.*}}, %[[I2]] : index
// CHECK: tensor.extract %arg0[%[[R]], %[[O]]] : tensor<10x8xf32>
func.func @embedding(%table: tensor<10x8xf32>, %ids: tensor<4x6x1xi32>) -> tensor<4x6x8xf32> {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<10x8xf32>, tensor<4x6x1xi32>) -> tensor<4x6x8xf32>
  return %0 : tensor<4x6x8xf32>
}

// -----

// Its gradient: rows accumulated into the table, in order.
// CHECK-LABEL: func.func @embedding_grad
// CHECK: scf.for %[[A:.*]] = %c0 to %c4 step %c1 iter_args(%[[T0:.*]] = %arg0) -> (tensor<10x8xf32>)
// CHECK: scf.for %[[B:.*]] = {{.*}} iter_args(%[[T1:.*]] = %[[T0]])
// CHECK: scf.for %[[C:.*]] = {{.*}} iter_args(%[[T2:.*]] = %[[T1]])
// CHECK: tensor.extract %arg1[%[[A]], %[[B]], %{{.*}}] : tensor<4x6x1xi32>
// CHECK: scf.if
// CHECK: %[[OLD:.*]] = tensor.extract %[[T2]]
// CHECK: %[[UPD:.*]] = tensor.extract %arg2[%[[A]], %[[B]], %[[C]]]
// CHECK: %[[SUM:.*]] = arith.addf %[[OLD]], %[[UPD]] : f32
// CHECK: tensor.insert %[[SUM]] into %[[T2]]
func.func @embedding_grad(%table: tensor<10x8xf32>, %ids: tensor<4x6x1xi32>, %grads: tensor<4x6x8xf32>) -> tensor<10x8xf32> {
  %0 = "stablehlo.scatter"(%table, %ids, %grads) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<10x8xf32>, tensor<4x6x1xi32>, tensor<4x6x8xf32>) -> tensor<10x8xf32>
  return %0 : tensor<10x8xf32>
}

// -----

// take_along_axis: one element per row (batching dimensions).
// CHECK-LABEL: func.func @pick
// CHECK: %[[B:.*]] = linalg.index 0 : index
// CHECK: tensor.extract %arg0[%{{.*}}, %{{.*}}] : tensor<16x10xf32>
func.func @pick(%logits: tensor<16x10xf32>, %labels: tensor<16x1x1xi32>) -> tensor<16x1xf32> {
  %0 = "stablehlo.gather"(%logits, %labels) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x10xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
  return %0 : tensor<16x1xf32>
}

// -----

// CHECK-LABEL: func.func @pick_grad
// CHECK: scf.for
// CHECK: scf.if
func.func @pick_grad(%zeros: tensor<8x64x10xf32>, %labels: tensor<8x64x1x1xi32>, %g: tensor<8x64x1xf32>) -> tensor<8x64x10xf32> {
  %0 = "stablehlo.scatter"(%zeros, %labels, %g) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x64x10xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x10xf32>
  return %0 : tensor<8x64x10xf32>
}

// -----

// An implicit index vector (index_vector_dim = rank of the indices) and a
// scatter that overwrites.
// CHECK-LABEL: func.func @implicit_index_vector
// CHECK: linalg.generic
// CHECK: scf.for
func.func @implicit_index_vector(%a: tensor<10x3xi32>, %ids: tensor<5xi32>, %u: tensor<5x3xi32>) -> (tensor<5x3xi32>, tensor<10x3xi32>) {
  %0 = "stablehlo.gather"(%a, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<10x3xi32>, tensor<5xi32>) -> tensor<5x3xi32>
  %1 = "stablehlo.scatter"(%a, %ids, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %y : tensor<i32>
  }) : (tensor<10x3xi32>, tensor<5xi32>, tensor<5x3xi32>) -> tensor<10x3xi32>
  return %0, %1 : tensor<5x3xi32>, tensor<10x3xi32>
}
