// RUN: osdp-opt %s --osdp-highest-precision --split-input-file | FileCheck %s

// Every operand of every contraction at HIGHEST, whatever it asked for or
// left out; an algorithm (TF32 inputs here) is dropped, since it would
// decide the precision instead.

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<2x4x8xf32>, %d: tensor<2x8x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<4x3xf32>) {
  // CHECK: stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] :
  %0 = stablehlo.dot %a, %b : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] :
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH] : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  // CHECK: stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] :
  %2 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
  // CHECK-NOT: algorithm
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] :
  %3 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  return %0, %1, %2, %3 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<4x3xf32>
}

// -----

// Convolutions carry theirs in the attribute dictionary, as JAX writes it.

// CHECK-LABEL: func.func @convolution
// CHECK: stablehlo.convolution(%arg0, %arg1)
// CHECK-SAME: precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]
// CHECK-NOT: DEFAULT
func.func @convolution(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

// Nothing else changes: a program without contractions is left as it was.

// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT: stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: return
func.func @elementwise(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
