// RUN: osdp-opt %s --osdp-scatter-into-sums --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-scatter-into-sums | FileCheck %s --check-prefix=EXEC

// Executed by XLA: each function computes the same before and after the pass.
// EXEC: checked 4 functions, 0 failures

osdp.mesh @mesh = <[tp = 2]>

// A cross-entropy's gradient: the softmax plus the label's one scattered
// into zeros. The one is scattered into the softmax instead; the zeros go.
// CHECK-LABEL: func.func @label_gradient
// CHECK-NOT: stablehlo.broadcast_in_dim
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%arg0, %arg1, %arg2)
// CHECK-NOT: stablehlo.add {{.*}} : tensor<3x4xf32>
// CHECK: return %[[S]]
func.func @label_gradient(%softmax: tensor<3x4xf32>, %labels: tensor<3x1xi32>, %g: tensor<3xf32>) -> tensor<3x4xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
  %0 = "stablehlo.scatter"(%z, %labels, %g) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.add %softmax, %0 : tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

osdp.mesh @mesh = <[tp = 2]>

// The scatter first in the sum, into a zero constant, with rows that
// several updates add to (5 updates, 4 rows): the updates are added to
// the other addend one at a time. The scatter moves below the addend it
// now reads.
// CHECK-LABEL: func.func @rows_added_twice
// CHECK: %[[X:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK-NEXT: %[[S:.*]] = "stablehlo.scatter"(%[[X]], %arg1, %arg2)
// CHECK: return %[[S]]
func.func @rows_added_twice(%x: tensor<4x3xf32>, %i: tensor<5x1xi32>, %u: tensor<5x3xf32>) -> tensor<4x3xf32> {
  %z = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
  %0 = "stablehlo.scatter"(%z, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.multiply %x, %x : tensor<4x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x3xf32>
  return %2 : tensor<4x3xf32>
}

// -----

osdp.mesh @mesh = <[tp = 2]>

// Scatters that stay: one that multiplies what it finds, one into a value
// that is not zero, and one whose result is also returned.
// CHECK-LABEL: func.func @scatters_that_stay
// CHECK-COUNT-3: stablehlo.add %arg0, %
func.func @scatters_that_stay(%x: tensor<4x3xf32>, %i: tensor<5x1xi32>, %u: tensor<5x3xf32>, %y: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %z = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
  %0 = "stablehlo.scatter"(%z, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %1 = stablehlo.add %x, %0 : tensor<4x3xf32>
  %2 = "stablehlo.scatter"(%y, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %3 = stablehlo.add %x, %2 : tensor<4x3xf32>
  %4 = "stablehlo.scatter"(%z, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %5 = stablehlo.add %x, %4 : tensor<4x3xf32>
  return %1, %3, %5, %4 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

osdp.mesh @mesh = <[tp = 2]>

// Inside a branch of an `if`, where the addend comes from outside the
// branch: the scatter stays in the branch and reads it there.
// CHECK-LABEL: func.func @in_a_branch
// CHECK: stablehlo.if
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%arg0, %arg2, %arg3)
// CHECK: stablehlo.return %[[S]]
func.func @in_a_branch(%x: tensor<4x3xf32>, %p: tensor<i1>, %i: tensor<5x1xi32>, %u: tensor<5x3xf32>) -> tensor<4x3xf32> {
  %r = "stablehlo.if"(%p) ({
    %z = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
    %0 = "stablehlo.scatter"(%z, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.add %x, %0 : tensor<4x3xf32>
    stablehlo.return %1 : tensor<4x3xf32>
  }, {
    stablehlo.return %x : tensor<4x3xf32>
  }) : (tensor<i1>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
