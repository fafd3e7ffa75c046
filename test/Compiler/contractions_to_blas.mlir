// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,osdp-contractions-to-blas,canonicalize)' | FileCheck %s

// A plain matrix product: the operands' buffers as they are.
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[F:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<8x5xf32>
// CHECK-DAG: bufferization.to_buffer %arg0 : tensor<8x4xf32> to memref<8x4xf32>
// CHECK-DAG: bufferization.to_buffer %arg1 : tensor<4x5xf32> to memref<4x5xf32>
// CHECK: call @osdp_rt_gemm_f32({{.*}}, {{.*}}, {{.*}}, %[[F]], %[[F]])
// CHECK: bufferization.to_tensor %[[C]] restrict writable : memref<8x5xf32> to tensor<8x5xf32>
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: tensor<8x4xf32>, %b: tensor<4x5xf32>) -> tensor<8x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x5xf32>) -> tensor<8x5xf32>
  return %0 : tensor<8x5xf32>
}

// -----

// [b, s, k] x [k, n]: b and s collapse into the rows of one product, whose
// result is expanded back.
// CHECK-LABEL: func.func @rows_grouped
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<6x5xf64>
// CHECK-DAG: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf64> into tensor<6x4xf64>
// CHECK: call @osdp_rt_gemm_f64
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[C]] restrict writable : memref<6x5xf64> to tensor<6x5xf64>
// CHECK: tensor.expand_shape %[[R]] {{\[}}[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xf64> into tensor<2x3x5xf64>
func.func @rows_grouped(%x: tensor<2x3x4xf64>, %w: tensor<4x5xf64>) -> tensor<2x3x5xf64> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<2x3x4xf64>, tensor<4x5xf64>) -> tensor<2x3x5xf64>
  return %0 : tensor<2x3x5xf64>
}

// -----

// A weight gradient: b and s contracted form K; A is read transposed.
// CHECK-LABEL: func.func @contraction_grouped
// CHECK-DAG: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-DAG: tensor.collapse_shape %arg1 {{\[}}[0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
// CHECK-DAG: %[[T:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[F:.*]] = arith.constant 0 : i32
// CHECK: call @osdp_rt_gemm_f32({{.*}}, {{.*}}, {{.*}}, %[[T]], %[[F]])
// CHECK-NOT: tensor.expand_shape
func.func @contraction_grouped(%x: tensor<2x3x4xf32>, %g: tensor<2x3x5xf32>) -> tensor<4x5xf32> {
  %0 = stablehlo.dot_general %x, %g, contracting_dims = [0, 1] x [0, 1] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Attention scores: two batch dimensions become one; B is transposed.
// CHECK-LABEL: func.func @batch_grouped
// CHECK-DAG: memref.alloc() : memref<8x3x6xf32>
// CHECK-DAG: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2], [3]] : tensor<2x4x3x16xf32> into tensor<8x3x16xf32>
// CHECK-DAG: tensor.collapse_shape %arg1 {{\[}}[0, 1], [2], [3]] : tensor<2x4x6x16xf32> into tensor<8x6x16xf32>
// CHECK-DAG: %[[T:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[F:.*]] = arith.constant 0 : i32
// CHECK: call @osdp_rt_gemm_f32({{.*}}, {{.*}}, {{.*}}, %[[F]], %[[T]])
// CHECK: tensor.expand_shape {{.*}} output_shape [2, 4, 3, 6]
func.func @batch_grouped(%q: tensor<2x4x3x16xf32>, %k: tensor<2x4x6x16xf32>) -> tensor<2x4x3x6xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x4x3x16xf32>, tensor<2x4x6x16xf32>) -> tensor<2x4x3x6xf32>
  return %0 : tensor<2x4x3x6xf32>
}

// -----

// Not matrix products BLAS can take; they stay linalg: K read in opposite
// orders by A and B, a batch dimension that does not lead, integers, and a
// matrix-vector product (no N).
// CHECK-LABEL: func.func @stays_linalg
// CHECK-NOT: call @osdp_rt_gemm
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction", "reduction"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: linalg.matmul {{.*}}tensor<8x4xi32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-NOT: call @osdp_rt_gemm
func.func @stays_linalg(%a: tensor<4x16x8xf32>, %b: tensor<16x4x8xf32>,
                        %c: tensor<3x2x4xf32>, %d: tensor<2x4x5xf32>,
                        %i: tensor<8x4xi32>, %j: tensor<4x5xi32>,
                        %v: tensor<4xf32>, %m: tensor<8x4xf32>)
    -> (tensor<8x8xf32>, tensor<2x3x5xf32>, tensor<8x5xi32>, tensor<8xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [1, 0] : (tensor<4x16x8xf32>, tensor<16x4x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [1] x [0], contracting_dims = [2] x [1] : (tensor<3x2x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %2 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<8x4xi32>, tensor<4x5xi32>) -> tensor<8x5xi32>
  %3 = stablehlo.dot_general %m, %v, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0, %1, %2, %3 : tensor<8x8xf32>, tensor<2x3x5xf32>, tensor<8x5xi32>, tensor<8xf32>
}
