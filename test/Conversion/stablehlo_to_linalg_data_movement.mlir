// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC
// RUN: %lowering_check %s --split-input-file --fuse | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAILED
// EXEC: checked 10 functions, 0 failures

// CHECK-LABEL: func.func @constant_iota
// CHECK: arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK: arith.constant dense<[1, -1]> : tensor<2xi8>
// CHECK: linalg.generic
// CHECK: linalg.index 1
// CHECK: arith.index_cast
// CHECK: arith.sitofp
func.func @constant_iota() -> (tensor<2x2xf32>, tensor<2xui8>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<5xui32>) {
  %0 = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = stablehlo.constant dense<[1, 255]> : tensor<2xui8>
  %2 = stablehlo.iota dim = 1 : tensor<3x4xf32>
  %3 = stablehlo.iota dim = 0 : tensor<3x4xi32>
  %4 = stablehlo.iota dim = 0 : tensor<5xui32>
  return %0, %1, %2, %3, %4 : tensor<2x2xf32>, tensor<2xui8>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<5xui32>
}

// -----

// Size-1 operand dimensions broadcast through a constant 0 index.
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1, d2) -> (d2, 0)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @broadcasts
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #{{.*}}]
// CHECK: linalg.generic {indexing_maps = [#[[ROW]], #{{.*}}]
// CHECK: linalg.generic {indexing_maps = [#[[COL]], #{{.*}}]
func.func @broadcasts(%s: tensor<f32>, %a: tensor<4x1xf32>, %v: tensor<3xi32>) -> (tensor<2x3xf32>, tensor<2x5x4xf32>, tensor<3x2xi32>, tensor<2x2x3xi32>) {
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %a, dims = [2, 1] : (tensor<4x1xf32>) -> tensor<2x5x4xf32>
  %2 = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
  %3 = stablehlo.broadcast %v, sizes = [2, 2] : (tensor<3xi32>) -> tensor<2x2x3xi32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x5x4xf32>, tensor<3x2xi32>, tensor<2x2x3xi32>
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// No common refinement: through the flat vector.
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK: tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK: tensor.collapse_shape %arg1 [] : tensor<1x1xf32> into tensor<f32>
func.func @reshapes(%a: tensor<2x3x4xf32>, %b: tensor<1x1xf32>) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<f32>) {
  %0 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32>
  %2 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  %3 = stablehlo.reshape %b : (tensor<1x1xf32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @transpose_slice_concat
// CHECK: linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK: tensor.extract_slice %arg0[0, 1, 0] [2, 1, 2] [1, 1, 2] : tensor<2x3x4xf32> to tensor<2x1x2xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x5x4xf32>
// CHECK: %[[I0:.*]] = tensor.insert_slice %arg0 into %[[E]][0, 0, 0] [2, 3, 4] [1, 1, 1]
// CHECK: tensor.insert_slice %arg1 into %[[I0]][0, 3, 0] [2, 2, 4] [1, 1, 1]
func.func @transpose_slice_concat(%a: tensor<2x3x4xf32>, %b: tensor<2x2x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x1x2xf32>, tensor<2x5x4xf32>) {
  %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = stablehlo.slice %a [0:2, 1:2, 0:4:2] : (tensor<2x3x4xf32>) -> tensor<2x1x2xf32>
  %2 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x4xf32>, tensor<2x2x4xf32>) -> tensor<2x5x4xf32>
  return %0, %1, %2 : tensor<4x2x3xf32>, tensor<2x1x2xf32>, tensor<2x5x4xf32>
}

// -----

// A bucket of gradients assembled late (osdp.assemble_late, from
// osdp-combine-collectives): its buffer is an allocation of its own, which
// eliminate-empty-tensors does not hand to the parts' producers, so that
// it is made at the concatenation, its parts copied in.
// CHECK-LABEL: func.func @bucket
// CHECK: %[[E:.*]] = bufferization.alloc_tensor() : tensor<11xf32>
// CHECK: %[[I0:.*]] = tensor.insert_slice %{{.*}} into %[[E]][0] [8] [1]
// CHECK: tensor.insert_slice %{{.*}} into %[[I0]][8] [3] [1]
func.func @bucket(%a: tensor<8xf32>, %b: tensor<3xf32>) -> tensor<11xf32> {
  %ga = stablehlo.multiply %a, %a : tensor<8xf32>
  %gb = stablehlo.multiply %b, %b : tensor<3xf32>
  %0 = stablehlo.concatenate %ga, %gb, dim = 0 {osdp.assemble_late} : (tensor<8xf32>, tensor<3xf32>) -> tensor<11xf32>
  return %0 : tensor<11xf32>
}

// -----

// Interior padding is a strided insertion; negative edges cut the result.
// CHECK-LABEL: func.func @pad
// CHECK: %[[V:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%{{.*}} : tensor<4x10xf32>)
// CHECK: tensor.insert_slice %arg0 into %[[F]][1, 2] [2, 3] [1, 2] : tensor<2x3xf32> into tensor<4x10xf32>
// CHECK: %[[F2:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: %[[I:.*]] = tensor.insert_slice %arg0 into %[[F2]][0, 0] [2, 3] [1, 2]
// CHECK: tensor.extract_slice %[[I]][0, 1] [1, 5] [1, 1] : tensor<2x6xf32> to tensor<1x5xf32>
func.func @pad(%a: tensor<2x3xf32>, %v: tensor<f32>) -> (tensor<4x10xf32>, tensor<1x5xf32>) {
  %0 = stablehlo.pad %a, %v, low = [1, 2], high = [1, 3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x10xf32>
  %1 = stablehlo.pad %a, %v, low = [0, -1], high = [-1, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<1x5xf32>
  return %0, %1 : tensor<4x10xf32>, tensor<1x5xf32>
}

// -----

// CHECK-DAG: #[[REV:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 2)>
// CHECK-LABEL: func.func @reverse
// CHECK: linalg.generic {indexing_maps = [#[[REV]], #{{.*}}]
func.func @reverse(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// Start indices are clamped so that the slice stays in bounds.
// CHECK-LABEL: func.func @dynamic_slices
// CHECK: %[[I:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK: %[[X:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK: %[[LO:.*]] = arith.maxsi %[[X]], %c0
// CHECK: %[[S:.*]] = arith.minsi %[[LO]], %c2
// CHECK: tensor.extract_slice %arg0[%[[S]], %{{.*}}] [3, 2] [1, 1] : tensor<5x4xf32> to tensor<3x2xf32>
// CHECK: arith.index_castui
// CHECK: tensor.insert_slice %arg3 into %arg0[%{{.*}}, %{{.*}}] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<5x4xf32>
func.func @dynamic_slices(%a: tensor<5x4xf32>, %i: tensor<i32>, %j: tensor<ui32>, %u: tensor<2x2xf32>) -> (tensor<3x2xf32>, tensor<5x4xf32>) {
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [3, 2] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %1 = stablehlo.dynamic_update_slice %a, %u, %j, %j : (tensor<5x4xf32>, tensor<2x2xf32>, tensor<ui32>, tensor<ui32>) -> tensor<5x4xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<5x4xf32>
}

// -----

// Negative start indices clamp to 0.
// CHECK-LABEL: func.func @dynamic_slice_negative
func.func @dynamic_slice_negative(%a: tensor<5x4xf32>, %i0: tensor<i32>) -> tensor<3x2xf32> {
  %c = stablehlo.constant dense<-3> : tensor<i32>
  %i = stablehlo.add %i0, %c : tensor<i32>
  %0 = stablehlo.dynamic_slice %a, %i, %i0, sizes = [3, 2] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// A sharding annotation, a memory placement (JAX's device_put to a memory
// kind) and an optimization barrier are identities.
// CHECK-LABEL: func.func @identities
// CHECK-NEXT: return %arg0, %arg0, %arg0
func.func @identities(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.optimization_barrier %0 : tensor<4xf32>
  %2 = stablehlo.custom_call @annotate_device_placement(%1) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
