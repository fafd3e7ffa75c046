// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAILED
// EXEC: checked 5 functions, 0 failures

// The forms of a ResNet block (test/Inputs/resnet_block_train_step.mlir):
// the forward convolution, the input gradient (kernel o/i swapped) and the
// weight gradient (batch as the contracted feature).
// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-LABEL: func.func @convolutions
// CHECK: %[[P:.*]] = tensor.insert_slice %arg0 into %{{.*}}[0, 1, 1, 0] [2, 6, 6, 3] [1, 1, 1, 1] : tensor<2x6x6x3xf32> into tensor<2x8x8x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[P]], %arg1 : tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>)
func.func @convolutions(%x: tensor<2x6x6x3xf32>, %w: tensor<3x3x3x4xf32>, %dy: tensor<2x6x6x4xf32>) -> (tensor<2x6x6x4xf32>, tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32>
  %r = stablehlo.reverse %w, dims = [0, 1] : tensor<3x3x3x4xf32>
  %1 = stablehlo.convolution(%dy, %r) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x3xf32>
  %2 = stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x3xf32>, tensor<2x6x6x4xf32>) -> tensor<3x3x3x4xf32>
  return %0, %1, %2 : tensor<2x6x6x4xf32>, tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>
}

// -----

// Strides, dilations of both operands, window reversal, a 1-D convolution.
// CHECK-LABEL: func.func @strided_dilated
// CHECK: tensor.insert_slice %arg0 into %{{.*}}[0, 0, 2] [1, 2, 7] [1, 1, 2] : tensor<1x2x7xf32> into tensor<1x2x15xf32>
func.func @strided_dilated(%x: tensor<1x2x7xf32>, %w: tensor<3x2x3xf32>) -> (tensor<1x3x4xf32>, tensor<1x3x3xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [3], pad = [[2, 0]], lhs_dilate = [2], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x7xf32>, tensor<3x2x3xf32>) -> tensor<1x3x4xf32>
  %1 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[0, 0]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x7xf32>, tensor<3x2x3xf32>) -> tensor<1x3x3xf32>
  return %0, %1 : tensor<1x3x4xf32>, tensor<1x3x3xf32>
}

// -----

// Grouped convolutions as JAX derives them for a 4-group convolution
// (jax.lax.conv_general_dilated with feature_group_count=4, and its
// gradients): the forward and input gradient split the image's feature
// dimension into [group, feature], the kernel gradient splits the image's
// batch dimension (batch_group_count); the kernel's output feature and the
// result's feature split alike, and the group is a loop all three read.
// CHECK-DAG: #[[GLHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// CHECK-DAG: #[[GRHS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7, d3, d4)>
// CHECK-DAG: #[[GOUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @grouped
// CHECK: %[[IMAGE:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 4, 2] : tensor<2x8x8x8xf32> into tensor<2x8x8x4x2xf32>
// CHECK: %[[KERNEL:.*]] = tensor.expand_shape %arg1 {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 2, 4, 2] : tensor<3x3x2x8xf32> into tensor<3x3x2x4x2xf32>
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[GLHS]], #[[GRHS]], #[[GOUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[IMAGE]], %[[KERNEL]] : tensor<2x8x8x4x2xf32>, tensor<3x3x2x4x2xf32>)
// CHECK: tensor.collapse_shape %[[G]] {{\[}}[0], [1], [2], [3, 4]] : tensor<2x6x6x4x2xf32> into tensor<2x6x6x8xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 4, 2] : tensor<2x8x8x8xf32> into tensor<2x8x8x4x2xf32>
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<3x3x2x4x2xf32>)
func.func @grouped(%x: tensor<2x6x6x8xf32>, %w: tensor<3x3x2x8xf32>, %dy: tensor<2x6x6x8xf32>, %wt: tensor<3x3x8x2xf32>) -> (tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>, tensor<2x6x6x8xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>) -> tensor<2x6x6x8xf32>
  %1 = stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x8xf32>, tensor<2x6x6x8xf32>) -> tensor<3x3x2x8xf32>
  %2 = stablehlo.convolution(%dy, %wt) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x6x6x8xf32>, tensor<3x3x8x2xf32>) -> tensor<2x6x6x8xf32>
  return %0, %1, %2 : tensor<2x6x6x8xf32>, tensor<3x3x2x8xf32>, tensor<2x6x6x8xf32>
}

// -----

// Max pooling with padding (padded with the init value), a sum pool with
// window and base dilations, a cumulative sum.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-LABEL: func.func @reduce_windows
// CHECK: %[[NINF:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[NINF]] : f32) outs(%{{.*}} : tensor<2x7x7x3xf32>)
// CHECK: %[[P:.*]] = tensor.insert_slice %arg0 into %[[F]][0, 0, 0, 0] [2, 6, 6, 3] [1, 1, 1, 1]
// CHECK: %[[W:.*]] = tensor.empty() : tensor<1x3x3x1xi1>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%[[P]], %[[W]] : tensor<2x7x7x3xf32>, tensor<1x3x3x1xi1>)
// CHECK: arith.maximumf
func.func @reduce_windows(%x: tensor<2x6x6x3xf32>, %v: tensor<5xi32>) -> (tensor<2x3x3x3xf32>, tensor<2x4x4x3xf32>, tensor<5xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<2x6x6x3xf32>, tensor<f32>) -> tensor<2x3x3x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%x, %zero) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<[[0, 0], [1, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 3, 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x6x6x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %2 = "stablehlo.reduce_window"(%v, %c0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %0, %1, %2 : tensor<2x3x3x3xf32>, tensor<2x4x4x3xf32>, tensor<5xi32>
}

// -----

// The gradient of max pooling: each source value goes to the maximum of
// its window (the first one on ties), padding never selected.
// CHECK-LABEL: func.func @max_pool_grad
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.cmpf oge
// CHECK: scf.if
// CHECK: arith.addf
// CHECK: tensor.insert
func.func @max_pool_grad(%x: tensor<2x6x6x3xf32>, %dy: tensor<2x3x3x3xf32>) -> tensor<2x6x6x3xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %dy, %zero) <{padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x6x6x3xf32>, tensor<2x3x3x3xf32>, tensor<f32>) -> tensor<2x6x6x3xf32>
  return %0 : tensor<2x6x6x3xf32>
}
