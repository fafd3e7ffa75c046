// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// The valid forms JAX emits verify (batch, then lhs free, then rhs free).
func.func @valid(%a: tensor<33x79x8x32xf32>, %b: tensor<33x79x8x32xf32>, %c: tensor<3xf32>, %m: tensor<4x784xbf16>, %w: tensor<784x128xbf16>) {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<33x79x8x32xf32>, tensor<33x79x8x32xf32>) -> tensor<33x8x79x79xf32>
  %1 = stablehlo.dot_general %c, %c, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %2 = stablehlo.dot_general %m, %w, contracting_dims = [1] x [0] : (tensor<4x784xbf16>, tensor<784x128xbf16>) -> tensor<4x128xf32>
  %3 = stablehlo.dot %m, %w : (tensor<4x784xbf16>, tensor<784x128xbf16>) -> tensor<4x128xbf16>
  return
}

// -----

func.func @batching_count(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs and rhs must have the same number of batching dimensions, got 1 and 0}}
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @contracting_count(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs and rhs must have the same number of contracting dimensions, got 1 and 2}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0, 1] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @contracting_range(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs_contracting_dimensions[0] = 2 is out of range [0, 2) (the lhs rank)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @batching_range(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op rhs_batching_dimensions[0] = -1 is out of range [0, 3) (the rhs rank)}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [-1], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @overlap(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op lhs batching and contracting dimensions repeats dimension 0 in [0, 0]}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @contracting_repeated(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.dot_general' op rhs batching and contracting dimensions repeats dimension 1 in [1, 1]}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [1, 1] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @contracting_size(%a: tensor<3x4xf32>, %b: tensor<5x6xf32>) -> tensor<3x6xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op contracting dimension sizes differ: lhs dimension 1 has size 4 but rhs dimension 0 has size 5}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<5x6xf32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

func.func @batching_size(%a: tensor<2x3x4xf32>, %b: tensor<7x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op batching dimension sizes differ: lhs dimension 0 has size 2 but rhs dimension 0 has size 7}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<7x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// The result order is batch, lhs free, rhs free: 2x3x5, not 2x5x3.
func.func @result_shape(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x5x3xf32> {
  // expected-error@+1 {{'stablehlo.dot_general' op result has shape 2x5x3 but 2x3x5 was expected}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

func.func @precision_count(%a: tensor<3xf32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.dot_general' op precision_config must have 0 or 2 entries, got 1}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0], precision = [DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @dot_rank(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.dot' op operands must have rank 1 or 2, got 3 and 1}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dot_contracting(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error@+1 {{'stablehlo.dot' op contracting dimension sizes differ: 3 (last of lhs) vs 4 (first of rhs)}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @dot_result(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'stablehlo.dot' op result has shape 2x1 but 2 was expected}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @conv_valid(%x: tensor<1x224x224x3xf32>, %k: tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32>
  return %0 : tensor<1x112x112x64xf32>
}

// -----

func.func @conv_result(%x: tensor<1x224x224x3xf32>, %k: tensor<7x7x3x64xf32>) -> tensor<1x111x112x64xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op result has shape 1x111x112x64 but 1x112x112x64 was expected}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x111x112x64xf32>
  return %0 : tensor<1x111x112x64xf32>
}

// -----

func.func @conv_features(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op input feature size 3 must equal the kernel input feature size 4 times feature_group_count 1}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

func.func @conv_stride(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x8xf32>) -> tensor<1x6x6x8xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op window_strides has 1 entries but 2 were expected}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

func.func @conv_groups(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x2x6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op feature_group_count and batch_group_count must be positive}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}
