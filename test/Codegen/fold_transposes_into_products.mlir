// RUN: osdp-opt %s --split-input-file --osdp-fold-transposes-into-products | FileCheck %s
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-fold-transposes-into-products | FileCheck %s --check-prefix=EXEC

// Each rewritten function computes what it computed before (XLA runs both
// on the same random inputs).
// EXEC: checked 4 functions, 0 failures

// x @ w.T, as JAX writes it, and the backward pass's product that reads
// the same transposed weight: both read the weight itself through their
// contracting dimensions, and the transpose is gone.
// CHECK-LABEL: module @weight
// CHECK-NOT:   stablehlo.transpose
// CHECK:       stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
// CHECK:       stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
module @weight {
  func.func @main(%w: tensor<3x4xf32>, %x: tensor<2x4xf32>, %dy: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x4xf32>) {
    %wt = stablehlo.transpose %w, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %y = stablehlo.dot_general %x, %wt, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %dx = stablehlo.dot_general %dy, %wt, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
    return %y, %dx : tensor<2x3xf32>, tensor<2x4xf32>
  }
}

// -----

// Attention's keys, [b, s, h, d] transposed to [b, h, d, s]: batching over
// b and h, contracting over d, the one free dimension s. Mapped through
// the permutation onto the keys themselves.
// CHECK-LABEL: module @keys
// CHECK-NOT:   stablehlo.transpose
// CHECK:       stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x2x5x4xf32>, tensor<2x6x2x4xf32>) -> tensor<2x2x5x6xf32>
module @keys {
  func.func @main(%q: tensor<2x2x5x4xf32>, %k: tensor<2x6x2x4xf32>) -> tensor<2x2x5x6xf32> {
    %kt = stablehlo.transpose %k, dims = [0, 2, 3, 1] : (tensor<2x6x2x4xf32>) -> tensor<2x2x4x6xf32>
    %s = stablehlo.dot_general %q, %kt, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x5x4xf32>, tensor<2x2x4x6xf32>) -> tensor<2x2x5x6xf32>
    return %s : tensor<2x2x5x6xf32>
  }
}

// -----

// A transpose that swaps two free dimensions orders the result: it stays.
// CHECK-LABEL: module @free_order
// CHECK:       %[[T:.*]] = stablehlo.transpose %arg1
// CHECK:       stablehlo.dot_general %arg0, %[[T]], contracting_dims = [1] x [0]
module @free_order {
  func.func @main(%x: tensor<2x4xf32>, %w: tensor<4x3x5xf32>) -> tensor<2x5x3xf32> {
    %wt = stablehlo.transpose %w, dims = [0, 2, 1] : (tensor<4x3x5xf32>) -> tensor<4x5x3xf32>
    %y = stablehlo.dot_general %x, %wt, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x5x3xf32>) -> tensor<2x5x3xf32>
    return %y : tensor<2x5x3xf32>
  }
}

// -----

// A transpose another op also reads stays for that op; the product reads
// the weight.
// CHECK-LABEL: module @shared
// CHECK:       %[[T:.*]] = stablehlo.transpose %arg0
// CHECK:       stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [1]
// CHECK:       stablehlo.negate %[[T]]
module @shared {
  func.func @main(%w: tensor<3x4xf32>, %x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>) {
    %wt = stablehlo.transpose %w, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %y = stablehlo.dot_general %x, %wt, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %n = stablehlo.negate %wt : tensor<4x3xf32>
    return %y, %n : tensor<2x3xf32>, tensor<4x3xf32>
  }
}
