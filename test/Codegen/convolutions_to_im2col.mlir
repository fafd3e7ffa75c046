// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,osdp-convolutions-to-im2col,canonicalize)' | FileCheck %s
// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,osdp-convolutions-to-im2col{max-patch-bytes=2000},canonicalize)' | FileCheck %s --check-prefix=CHUNK

// NHWC x HWIO, SAME padding: the padded image's windows are copied into
// [b, oh, ow, kh, kw, c] patches, which the kernel contracts over
// [kh, kw, c] through projected permutations only. The padded image is not
// made: each patch element reads the image itself at its window's pixel
// less the low padding, or is 0 where that lies outside it; the batch and
// the features, unpadded, are not checked.
// CHECK-DAG: #[[IDENTITY:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-DAG: #[[PATCHES:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5, d6)>
// CHECK-DAG: #[[KERNEL:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-DAG: #[[RESULT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @forward
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x8x8x3x3x3xf32>
// CHECK: %[[COPY:.*]] = linalg.generic {indexing_maps = [#[[IDENTITY]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%[[EMPTY]] : tensor<2x8x8x3x3x3xf32>)
// CHECK-DAG:  %[[B:.*]] = linalg.index 0
// CHECK-DAG:  %[[OH:.*]] = linalg.index 1
// CHECK-DAG:  %[[OW:.*]] = linalg.index 2
// CHECK-DAG:  %[[KH:.*]] = linalg.index 3
// CHECK-DAG:  %[[KW:.*]] = linalg.index 4
// CHECK-DAG:  %[[C:.*]] = linalg.index 5
// CHECK-DAG:  %[[H:.*]] = arith.addi %[[OH]], %[[KH]]
// CHECK-DAG:  %[[W:.*]] = arith.addi %[[OW]], %[[KW]]
// CHECK:      %[[Y:.*]] = arith.subi %[[H]], %c1
// CHECK:      %[[YLO:.*]] = arith.cmpi sge, %[[Y]], %c0
// CHECK:      %[[YHI:.*]] = arith.cmpi slt, %[[Y]], %c8
// CHECK:      %[[YOK:.*]] = arith.andi %[[YLO]], %[[YHI]]
// CHECK:      %[[YI:.*]] = arith.select %[[YOK]], %[[Y]], %c0
// CHECK:      %[[X:.*]] = arith.subi %[[W]], %c1
// CHECK:      %[[XI:.*]] = arith.select %{{.*}}, %[[X]], %c0
// CHECK:      %[[OK:.*]] = arith.andi %[[YOK]], %{{.*}}
// CHECK:      %[[V:.*]] = tensor.extract %arg0[%[[B]], %[[YI]], %[[XI]], %[[C]]] : tensor<2x8x8x3xf32>
// CHECK:      %[[P:.*]] = arith.select %[[OK]], %[[V]], %cst
// CHECK:      linalg.yield %[[P]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[PATCHES]], #[[KERNEL]], #[[RESULT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[COPY]], %arg1 : tensor<2x8x8x3x3x3xf32>, tensor<3x3x3x4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// Under 2000 bytes of patches at once, the forward convolution's 13824
// (6912 per image) are made an image at a time: a loop over the batch,
// each iteration copying one image's windows (the batch index is the
// loop's: the chunk's own, of size 1, folds away),
// contracting them into a zeroed [1, 8, 8, 4] chunk and inserting it. The
// whole result starts empty: every row is written.
// CHUNK-LABEL: func.func @forward
// CHUNK:       %[[WHOLE:.*]] = tensor.empty() : tensor<2x8x8x4xf32>
// CHUNK:       %[[LOOP:.*]]:2 = scf.while (%[[I:.*]] = %c0, %[[ACC:.*]] = %[[WHOLE]])
// CHUNK:         arith.cmpi slt, %[[I]], %c2
// CHUNK:       } do {
// CHUNK:       ^bb0(%[[ROW:.*]]: index, %[[PART:.*]]: tensor<2x8x8x4xf32>):
// CHUNK:         %[[ZERO:.*]] = linalg.fill ins(%cst : f32) outs(%{{.*}} : tensor<1x8x8x4xf32>)
// CHUNK:         %[[COPY:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x8x3x3x3xf32>)
// CHUNK:           tensor.extract %arg0[%[[ROW]],
// CHUNK:         %[[PRODUCT:.*]] = linalg.generic {{.*}} ins(%[[COPY]], %arg1 : {{.*}}) outs(%[[ZERO]] : tensor<1x8x8x4xf32>)
// CHUNK:         %[[INSERTED:.*]] = tensor.insert_slice %[[PRODUCT]] into %[[PART]][%[[ROW]], 0, 0, 0] [1, 8, 8, 4] [1, 1, 1, 1]
// CHUNK:         %[[NEXT:.*]] = arith.addi %[[ROW]], %c1
// CHUNK:         scf.yield %[[NEXT]], %[[INSERTED]]
// CHUNK:       return %[[LOOP]]#1
func.func @forward(%x: tensor<2x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<2x8x8x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x8x8x4xf32>
  return %0 : tensor<2x8x8x4xf32>
}

// -----

// The kernel gradient JAX derives: its kept dimensions (M: [kh, kw, c],
// the result's order) and contracted ones (K: [b, oh, ow], the output
// gradient's) make patches [K, M], read transposed by BLAS, so that the
// copy's innermost dimension is the image's (c) and it reads the image
// contiguously. The forward stride of 2 is the kernel dilation here.
// CHECK-DAG: #[[WINDOW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3 + d1 * 2, d4 + d2 * 2, d5)>
// CHECK-DAG: #[[PATCHES:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d4, d5, d0, d1, d2)>
// CHECK-LABEL: func.func @kernel_gradient
// CHECK: linalg.generic {indexing_maps = [#[[WINDOW]], {{.*}}]{{.*}} outs(%{{.*}} : tensor<2x4x4x3x3x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[PATCHES]], {{.*}} ins(%{{.*}}, %arg1 : tensor<2x4x4x3x3x3xf32>, tensor<2x4x4x4xf32>)
// The kernel gradient's rows are the kernel's first spatial dimension (kh),
// which the image reads through its window sum: a chunk of one kh row of
// patches (1152 bytes).
// CHUNK-LABEL: func.func @kernel_gradient
// CHUNK:       scf.while
// CHUNK:         arith.cmpi slt, %{{.*}}, %c3
// CHUNK:         linalg.generic {{.*}} outs(%{{.*}} : tensor<2x4x4x1x3x3xf32>)
// CHUNK:         tensor.insert_slice %{{.*}} [1, 3, 3, 4] [1, 1, 1, 1]
func.func @kernel_gradient(%x: tensor<2x9x9x3xf32>, %g: tensor<2x4x4x4xf32>) -> tensor<3x3x3x4xf32> {
  %0 = stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<2x4x4x4xf32>) -> tensor<3x3x3x4xf32>
  return %0 : tensor<3x3x3x4xf32>
}

// -----

// NCHW x OIHW: the patches' contracted dimensions in the kernel's order
// ([c, kh, kw]), the kept ones in the result's ([b, oh, ow]).
// CHECK-LABEL: func.func @nchw
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x6x6x3x3x3xf32>)
func.func @nchw(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32>
  return %0 : tensor<2x4x6x6xf32>
}

// -----

// bf16 is unfolded too: its product is an f32 GEMM on the CPU
// (osdp-contractions-to-blas), cuBLAS's own on the GPU.
// CHECK-LABEL: func.func @bf16
// CHECK: tensor.empty() : tensor<1x6x6x3x3x2xbf16>
func.func @bf16(%x: tensor<1x6x6x2xbf16>, %w: tensor<3x3x2x2xbf16>) -> tensor<1x6x6x2xbf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xbf16>, tensor<3x3x2x2xbf16>) -> tensor<1x6x6x2xbf16>
  return %0 : tensor<1x6x6x2xbf16>
}

// -----

// Integers have no BLAS product: the convolution keeps its window loops.
// CHECK-LABEL: func.func @integer
// CHECK-NOT: tensor.empty() : tensor<1x6x6x3x3x2xi32>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %arg1 : tensor<1x8x8x2xi32>, tensor<3x3x2x2xi32>)
func.func @integer(%x: tensor<1x6x6x2xi32>, %w: tensor<3x3x2x2xi32>) -> tensor<1x6x6x2xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xi32>, tensor<3x3x2x2xi32>) -> tensor<1x6x6x2xi32>
  return %0 : tensor<1x6x6x2xi32>
}

// -----

// A window reduction (max pooling) is no product: untouched.
// CHECK-LABEL: func.func @max_pool
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
func.func @max_pool(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x4x4x2xf32>, tensor<f32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// An input gradient of a strided convolution: the output gradient dilated
// by 2 (interior padding) and padded by 1 below and 2 above. A patch
// element lies on an element of the image only where its offset from the
// low padding is even; it is 0 between them and past the edges.
// CHECK-LABEL: func.func @dilated_input
// CHECK-NOT: tensor.insert_slice
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x8x3x3x4xf32>)
// CHECK:      %[[Y:.*]] = arith.subi %{{.*}}, %c1
// CHECK:      arith.cmpi sge, %[[Y]], %c0
// CHECK:      %[[R:.*]] = arith.remsi %[[Y]], %c2
// CHECK:      arith.cmpi eq, %[[R]], %c0
// CHECK:      %[[I:.*]] = arith.divsi %[[Y]], %c2
// CHECK:      arith.cmpi slt, %[[I]], %c4
// CHECK:      tensor.extract %arg0
func.func @dilated_input(%g: tensor<1x4x4x4xf32>, %w: tensor<3x3x4x3xf32>) -> tensor<1x8x8x3xf32> {
  %0 = stablehlo.convolution(%g, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x4xf32>, tensor<3x3x4x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

// Padding that cuts into the image: the padded image is a slice of the
// image padded on its low side, and the patches read the image itself
// through both, the cut shifting the low padding's offset (1 - 0 on the
// rows, 0 - 0 on the columns): neither the fill nor the padded image is
// made.
// CHECK-LABEL: func.func @cut
// CHECK-NOT: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x9x8x4xf32>)
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[Y:.*]] = arith.subi %{{.*}}, %c1
// CHECK: tensor.extract %arg0
func.func @cut(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x5x8xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x6x5x8xf32>
  return %0 : tensor<1x6x5x8xf32>
}

// -----

// A result whose outermost dimension is its output features is made whole
// whatever the budget: the kernel reads that dimension, so each chunk of it
// would need every window of the image.
// CHECK-LABEL: func.func @features_first
// CHUNK-LABEL: func.func @features_first
// CHUNK-NOT:   scf.while
// CHUNK:       linalg.generic {{.*}} outs(%{{.*}} : tensor<8x8x2x3x3x3xf32>)
func.func @features_first(%x: tensor<2x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<4x8x8x2xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[f, 0, 1, b], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<4x8x8x2xf32>
  return %0 : tensor<4x8x8x2xf32>
}
