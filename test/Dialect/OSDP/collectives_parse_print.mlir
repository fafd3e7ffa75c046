// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @gather_slice(
func.func @gather_slice(%arg0: tensor<4x8xf32>) -> tensor<?x8xf32> {
  // CHECK: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x16xf32>
  %0 = osdp.all_gather %arg0 on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x16xf32>
  // Several axes on one dimension multiply; several dimensions at once.
  // CHECK: osdp.all_gather %[[G]] on @mesh along [{dp, tp}, {}] : tensor<4x16xf32> -> tensor<32x16xf32>
  %1 = osdp.all_gather %0 on @mesh along [{dp, tp}, {}] : tensor<4x16xf32> -> tensor<32x16xf32>
  // CHECK: osdp.all_slice %{{.*}} on @mesh along [{dp}, {tp}] : tensor<32x16xf32> -> tensor<8x8xf32>
  %2 = osdp.all_slice %1 on @mesh along [{dp}, {tp}] : tensor<32x16xf32> -> tensor<8x8xf32>
  // Dynamic sizes are not checked.
  // CHECK: osdp.all_slice %{{.*}} on @mesh along [{dp}, {}] : tensor<8x8xf32> -> tensor<?x8xf32>
  %3 = osdp.all_slice %2 on @mesh along [{dp}, {}] : tensor<8x8xf32> -> tensor<?x8xf32>
  return %3 : tensor<?x8xf32>
}

// An empty axis list leaves its dimension (or here the tensor) as it is.
// CHECK-LABEL: func.func @no_axes(
func.func @no_axes(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // CHECK: osdp.all_gather %arg0 on @mesh along [{}, {}] : tensor<2x8xf32> -> tensor<2x8xf32>
  %0 = osdp.all_gather %arg0 on @mesh along [{}, {}] : tensor<2x8xf32> -> tensor<2x8xf32>
  // CHECK: osdp.all_reduce sum %{{.*}} on @mesh over {} : tensor<2x8xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {} : tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// CHECK-LABEL: func.func @reductions(
func.func @reductions(%arg0: tensor<8x4xf32>, %arg1: tensor<16xi32>) -> (tensor<2x4xf32>, tensor<16xi32>) {
  // CHECK: osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8x4xf32>
  %0 = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8x4xf32>
  // CHECK: osdp.all_reduce max %{{.*}} on @mesh over {tp, dp} : tensor<8x4xf32>
  %1 = osdp.all_reduce max %0 on @mesh over {tp, dp} : tensor<8x4xf32>
  // CHECK: osdp.all_reduce xor %arg1 on @mesh over {tp} : tensor<16xi32>
  %2 = osdp.all_reduce xor %arg1 on @mesh over {tp} : tensor<16xi32>
  // CHECK: osdp.reduce_scatter sum %{{.*}} on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  %3 = osdp.reduce_scatter sum %1 on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  return %3, %2 : tensor<2x4xf32>, tensor<16xi32>
}

// CHECK-LABEL: func.func @moves(
func.func @moves(%arg0: tensor<8x4xf32>) -> tensor<4x8xf32> {
  // CHECK: osdp.all_to_all %arg0 on @mesh over {tp} split 0 concat 1 : tensor<8x4xf32> -> tensor<4x8xf32>
  %0 = osdp.all_to_all %arg0 on @mesh over {tp} split 0 concat 1 : tensor<8x4xf32> -> tensor<4x8xf32>
  // CHECK: osdp.collective_permute %{{.*}} on @mesh over {tp} shift 1 : tensor<4x8xf32>
  %1 = osdp.collective_permute %0 on @mesh over {tp} shift 1 : tensor<4x8xf32>
  // CHECK: osdp.collective_permute %{{.*}} on @mesh over {dp} shift -1 : tensor<4x8xf32>
  %2 = osdp.collective_permute %1 on @mesh over {dp} shift -1 : tensor<4x8xf32>
  // CHECK: osdp.collective_permute %{{.*}} on @mesh over {dp, tp} pairs [0 -> 7, 7 -> 0, 3 -> 4] : tensor<4x8xf32>
  %3 = osdp.collective_permute %2 on @mesh over {dp, tp} pairs [0 -> 7, 7 -> 0, 3 -> 4] : tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// The device's partition id below StableHLO, a pure scalar query.
// CHECK-LABEL: func.func @partition_id(
func.func @partition_id() -> i64 {
  // CHECK: %[[ID:.*]] = osdp.partition_id : i64
  %0 = osdp.partition_id : i64
  // CHECK: return %[[ID]] : i64
  return %0 : i64
}
