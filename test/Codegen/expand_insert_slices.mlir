// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-expand-insert-slices))' | FileCheck %s

// Attention's gradients, each [b, s, h, d] moved back from the heads'
// order, concatenated into the projection's [b, s, 3 * h * d]: each is
// inserted at [b, s, h, d] into the destination seen as [b, s, 3 * h, d],
// one collapse at the end.
// CHECK-LABEL: func.func @concatenated_heads
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x3x8xf32>, %[[K:.*]]: tensor<2x4x3x8xf32>, %[[V:.*]]: tensor<2x4x3x8xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3x96xf32>
// CHECK: %[[X:.*]] = tensor.expand_shape %[[E]] {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 12, 8] : tensor<2x3x96xf32> into tensor<2x3x12x8xf32>
// CHECK: %[[I0:.*]] = tensor.insert_slice %{{.*}} into %[[X]][0, 0, 0, 0] [2, 3, 4, 8] [1, 1, 1, 1]
// CHECK: %[[I1:.*]] = tensor.insert_slice %{{.*}} into %[[I0]][0, 0, 4, 0] [2, 3, 4, 8] [1, 1, 1, 1]
// CHECK: %[[I2:.*]] = tensor.insert_slice %{{.*}} into %[[I1]][0, 0, 8, 0] [2, 3, 4, 8] [1, 1, 1, 1]
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[I2]] {{\[}}[0], [1], [2, 3]] : tensor<2x3x12x8xf32> into tensor<2x3x96xf32>
// CHECK: return %[[C]]
func.func @concatenated_heads(%q: tensor<2x4x3x8xf32>, %k: tensor<2x4x3x8xf32>,
                              %v: tensor<2x4x3x8xf32>) -> tensor<2x3x96xf32> {
  %eq = tensor.empty() : tensor<2x3x4x8xf32>
  %tq = linalg.transpose ins(%q : tensor<2x4x3x8xf32>) outs(%eq : tensor<2x3x4x8xf32>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty() : tensor<2x3x4x8xf32>
  %tk = linalg.transpose ins(%k : tensor<2x4x3x8xf32>) outs(%ek : tensor<2x3x4x8xf32>) permutation = [0, 2, 1, 3]
  %ev = tensor.empty() : tensor<2x3x4x8xf32>
  %tv = linalg.transpose ins(%v : tensor<2x4x3x8xf32>) outs(%ev : tensor<2x3x4x8xf32>) permutation = [0, 2, 1, 3]
  %cq = tensor.collapse_shape %tq [[0], [1], [2, 3]] : tensor<2x3x4x8xf32> into tensor<2x3x32xf32>
  %ck = tensor.collapse_shape %tk [[0], [1], [2, 3]] : tensor<2x3x4x8xf32> into tensor<2x3x32xf32>
  %cv = tensor.collapse_shape %tv [[0], [1], [2, 3]] : tensor<2x3x4x8xf32> into tensor<2x3x32xf32>
  %d = tensor.empty() : tensor<2x3x96xf32>
  %0 = tensor.insert_slice %cq into %d[0, 0, 0] [2, 3, 32] [1, 1, 1] : tensor<2x3x32xf32> into tensor<2x3x96xf32>
  %1 = tensor.insert_slice %ck into %0[0, 0, 32] [2, 3, 32] [1, 1, 1] : tensor<2x3x32xf32> into tensor<2x3x96xf32>
  %2 = tensor.insert_slice %cv into %1[0, 0, 64] [2, 3, 32] [1, 1, 1] : tensor<2x3x32xf32> into tensor<2x3x96xf32>
  return %2 : tensor<2x3x96xf32>
}

// -----

// An offset inside a group's inner dimensions (4 of 8) and a destination
// that does not split by the group (20 by 8), a dynamic offset, and a
// rank-reducing insert keep their form.
// CHECK-LABEL: func.func @not_whole_groups
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-4: tensor.insert_slice %{{.*}} : tensor<{{.*}}> into tensor<
// CHECK-NOT: tensor.expand_shape
// CHECK: return
func.func @not_whole_groups(%x: tensor<2x8xf32>, %d: tensor<40xf32>,
                            %e: tensor<20xf32>, %i: index,
                            %f: tensor<3x40xf32>)
    -> (tensor<40xf32>, tensor<20xf32>, tensor<40xf32>, tensor<3x40xf32>) {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  %0 = tensor.insert_slice %c into %d[4] [16] [1] : tensor<16xf32> into tensor<40xf32>
  %1 = tensor.insert_slice %c into %e[0] [16] [1] : tensor<16xf32> into tensor<20xf32>
  %2 = tensor.insert_slice %c into %d[%i] [16] [1] : tensor<16xf32> into tensor<40xf32>
  %3 = tensor.insert_slice %c into %f[1, 8] [1, 16] [1, 1] : tensor<16xf32> into tensor<3x40xf32>
  return %0, %1, %2, %3 : tensor<40xf32>, tensor<20xf32>, tensor<40xf32>, tensor<3x40xf32>
}
