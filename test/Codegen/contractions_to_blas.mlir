// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,osdp-contractions-to-blas,canonicalize)' | FileCheck %s
// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,osdp-contractions-to-blas{target=cuda},canonicalize)' | FileCheck %s --check-prefix=CUDA

// A plain matrix product: the operands' buffers as they are.
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[F:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<8x5xf32>
// CHECK-DAG: bufferization.to_buffer %arg0 read_only : tensor<8x4xf32> to memref<8x4xf32>
// CHECK-DAG: bufferization.to_buffer %arg1 read_only : tensor<4x5xf32> to memref<4x5xf32>
// CHECK: call @osdp_rt_gemm_f32({{.*}}, {{.*}}, {{.*}}, %[[F]], %[[F]])
// CHECK: bufferization.to_tensor %[[C]] restrict writable : memref<8x5xf32> to tensor<8x5xf32>
// CHECK-NOT: linalg.matmul
// On the cuda target, the same operands go to cuBLAS.
// CUDA-LABEL: func.func @matmul
// CUDA: call @osdp_cuda_gemm_f32({{.*}}, {{.*}}, {{.*}}, %{{.*}}, %{{.*}})
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

// Operands whose groups interleave are transposed first: K read in
// opposite orders by A and B (B is permuted to A's order), and a batch
// dimension that does not lead (A is permuted to put it first).
// CHECK-LABEL: func.func @transposed_first
// CHECK: %[[B:.*]] = linalg.transpose ins(%arg1 : tensor<16x4x8xf32>) outs(%{{.*}} : tensor<4x16x8xf32>) permutation = [1, 0, 2]
// CHECK: tensor.collapse_shape %[[B]] {{\[}}[0, 1], [2]] : tensor<4x16x8xf32> into tensor<64x8xf32>
// CHECK: call @osdp_rt_gemm_f32
// CHECK: %[[A:.*]] = linalg.transpose ins(%arg2 : tensor<3x2x4xf32>) outs(%{{.*}} : tensor<2x3x4xf32>) permutation = [1, 0, 2]
// CHECK: bufferization.to_buffer %[[A]]
// CHECK: call @osdp_rt_gemm_f32
// CHECK-NOT: linalg.generic
func.func @transposed_first(%a: tensor<4x16x8xf32>, %b: tensor<16x4x8xf32>,
                            %c: tensor<3x2x4xf32>, %d: tensor<2x4x5xf32>)
    -> (tensor<8x8xf32>, tensor<2x3x5xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [1, 0] : (tensor<4x16x8xf32>, tensor<16x4x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [1] x [0], contracting_dims = [2] x [1] : (tensor<3x2x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<2x3x5xf32>
}

// -----

// Attention's heads interleave with its sequence, `[b, s, h, d]`: both
// operands are copied with their heads leading, and each keeps `d`
// innermost, so the copies move contiguous runs. The keys are B with `d`
// as rows, so BLAS reads their copy transposed.
// CHECK-LABEL: func.func @heads_interleaved
// CHECK-DAG: %[[T:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[F:.*]] = arith.constant 0 : i32
// CHECK-DAG: linalg.transpose ins(%arg0 : tensor<2x3x4x16xf32>) outs(%{{.*}} : tensor<2x4x3x16xf32>) permutation = [0, 2, 1, 3]
// CHECK-DAG: linalg.transpose ins(%arg1 : tensor<2x6x4x16xf32>) outs(%{{.*}} : tensor<2x4x6x16xf32>) permutation = [0, 2, 1, 3]
// CHECK: call @osdp_rt_gemm_f32({{.*}}, {{.*}}, {{.*}}, %[[F]], %[[T]])
func.func @heads_interleaved(%q: tensor<2x3x4x16xf32>, %k: tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32>
  return %0 : tensor<2x4x3x6xf32>
}

// -----

// One copy of an operand serves every product that reads it in the same
// order, as attention's backward products read its forward's queries, keys
// and values; a copy made in a branch serves only that branch.
// CHECK-LABEL: func.func @shared_copies
// CHECK: linalg.transpose ins(%arg0 : tensor<2x3x4x16xf32>)
// CHECK: linalg.transpose ins(%arg1 : tensor<2x6x4x16xf32>)
// CHECK: call @osdp_rt_gemm_f32
// CHECK-NOT: linalg.transpose
// CHECK: call @osdp_rt_gemm_f32
// CHECK: scf.if
// CHECK-NOT: linalg.transpose ins(%arg0
// CHECK: linalg.transpose ins(%arg2 : tensor<2x6x4x16xf32>)
// CHECK: call @osdp_rt_gemm_f32
// CHECK: scf.yield
// CHECK-NOT: linalg.transpose ins(%arg0
// CHECK: linalg.transpose ins(%arg2 : tensor<2x6x4x16xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @shared_copies(%q: tensor<2x3x4x16xf32>, %k: tensor<2x6x4x16xf32>,
                         %v: tensor<2x6x4x16xf32>, %flag: tensor<i1>)
    -> (tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>,
        tensor<2x4x3x6xf32>) {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32>
  %1 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32>
  %2 = "stablehlo.if"(%flag) ({
    %3 = stablehlo.dot_general %q, %v, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32>
    stablehlo.return %3 : tensor<2x4x3x6xf32>
  }, {
    stablehlo.return %0 : tensor<2x4x3x6xf32>
  }) : (tensor<i1>) -> tensor<2x4x3x6xf32>
  %4 = stablehlo.dot_general %q, %v, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x6x4x16xf32>) -> tensor<2x4x3x6xf32>
  return %0, %1, %2, %4 : tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>
}

// -----

// A copy of a slice or reshape is made right after it, beside its
// siblings' (attention's queries and values, sliced from one projection,
// are copied before the first product, to merge into one kernel). A
// tensor both operands read in one order is copied once.
// CHECK-LABEL: func.func @copies_after_slices
// CHECK: %[[Q:.*]] = tensor.expand_shape
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.transpose ins(%[[Q]] : tensor<2x3x4x16xf32>) outs(%{{.*}} : tensor<2x4x3x16xf32>) permutation = [0, 2, 1, 3]
// CHECK-NEXT: %[[V:.*]] = tensor.expand_shape
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.transpose ins(%[[V]] : tensor<2x3x4x16xf32>) outs(%{{.*}} : tensor<2x4x3x16xf32>) permutation = [0, 2, 1, 3]
// CHECK-NOT: linalg.transpose
// CHECK: call @osdp_rt_gemm_f32
// CHECK-NOT: linalg.transpose
// CHECK: call @osdp_rt_gemm_f32
func.func @copies_after_slices(%x: tensor<2x3x128xf32>, %w: tensor<2x4x3x3xf32>) -> tensor<2x4x3x16xf32> {
  %q0 = stablehlo.slice %x [0:2, 0:3, 0:64] : (tensor<2x3x128xf32>) -> tensor<2x3x64xf32>
  %v0 = stablehlo.slice %x [0:2, 0:3, 64:128] : (tensor<2x3x128xf32>) -> tensor<2x3x64xf32>
  %q = stablehlo.reshape %q0 : (tensor<2x3x64xf32>) -> tensor<2x3x4x16xf32>
  %v = stablehlo.reshape %v0 : (tensor<2x3x64xf32>) -> tensor<2x3x4x16xf32>
  %s = stablehlo.dot_general %q, %q, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x3x4x16xf32>, tensor<2x3x4x16xf32>) -> tensor<2x4x3x3xf32>
  %p = stablehlo.add %s, %w : tensor<2x4x3x3xf32>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x4x3x3xf32>, tensor<2x3x4x16xf32>) -> tensor<2x4x3x16xf32>
  return %o : tensor<2x4x3x16xf32>
}

// -----

// A result whose dimensions interleave ([m, b, n]): the product is computed
// in [b, m, n] order and transposed into place.
// CHECK-LABEL: func.func @result_transposed
// CHECK: memref.alloc() : memref<2x3x5xf32>
// CHECK: call @osdp_rt_gemm_f32
// CHECK: %[[P:.*]] = bufferization.to_tensor {{.*}} : memref<2x3x5xf32> to tensor<2x3x5xf32>
// CHECK: linalg.transpose ins(%[[P]] : tensor<2x3x5xf32>) outs(%{{.*}} : tensor<3x2x5xf32>) permutation = [1, 0, 2]
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#b = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (m, b, n)>
func.func @result_transposed(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>) -> tensor<3x2x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2x5xf32>) -> tensor<3x2x5xf32>
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%init : tensor<3x2x5xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %0 = arith.mulf %p, %q : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<3x2x5xf32>
  return %r : tensor<3x2x5xf32>
}

// -----

// Not matrix products BLAS can take; they stay linalg: integers, and a
// matrix-vector product (no N).
// CHECK-LABEL: func.func @stays_linalg
// CHECK-NOT: call @osdp_rt_gemm
// CHECK: linalg.matmul {{.*}}tensor<8x4xi32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-NOT: call @osdp_rt_gemm
func.func @stays_linalg(%i: tensor<8x4xi32>, %j: tensor<4x5xi32>,
                        %v: tensor<4xf32>, %m: tensor<8x4xf32>)
    -> (tensor<8x5xi32>, tensor<8xf32>) {
  %2 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<8x4xi32>, tensor<4x5xi32>) -> tensor<8x5xi32>
  %3 = stablehlo.dot_general %m, %v, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %2, %3 : tensor<8x5xi32>, tensor<8xf32>
}

// -----

// 16-bit floats: cuBLAS has such products (accumulating in f32); OpenBLAS
// has not, so on the CPU they are f32 products of the operands widened,
// rounded once.
// CHECK-LABEL: func.func @half_types
// CHECK: %[[C:.*]] = memref.alloc() : memref<8x5xf32>
// CHECK: %[[A:.*]] = linalg.map { arith.extf } ins(%arg0 : tensor<8x4xbf16>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK: %[[B:.*]] = linalg.map { arith.extf } ins(%arg1 : tensor<4x5xbf16>) outs(%{{.*}} : tensor<4x5xf32>)
// CHECK: call @osdp_rt_gemm_f32(
// CHECK: %[[P:.*]] = bufferization.to_tensor %[[C]]
// CHECK: linalg.map { arith.truncf } ins(%[[P]] : tensor<8x5xf32>) outs(%{{.*}} : tensor<8x5xbf16>)
// CHECK: linalg.map { arith.extf } ins(%arg2 : tensor<2x8x4xf16>) outs(%{{.*}} : tensor<2x8x4xf32>)
// CHECK: call @osdp_rt_gemm_f32(
// CHECK: linalg.map { arith.truncf } {{.*}} outs(%{{.*}} : tensor<2x8x5xf16>)
// CHECK-NOT: linalg.matmul
// CUDA-LABEL: func.func @half_types
// CUDA: call @osdp_cuda_gemm_bf16(
// CUDA: call @osdp_cuda_gemm_f16(
// CUDA-NOT: linalg.matmul
// CUDA-NOT: linalg.batch_matmul
func.func @half_types(%a: tensor<8x4xbf16>, %b: tensor<4x5xbf16>,
                      %c: tensor<2x8x4xf16>, %d: tensor<2x4x5xf16>)
    -> (tensor<8x5xbf16>, tensor<2x8x5xf16>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x4xbf16>, tensor<4x5xbf16>) -> tensor<8x5xbf16>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x4xf16>, tensor<2x4x5xf16>) -> tensor<2x8x5xf16>
  return %0, %1 : tensor<8x5xbf16>, tensor<2x8x5xf16>
}
