// RUN: osdp-opt %s -canonicalize | FileCheck %s

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Collectives over no axes (groups of one device) fold away.
// CHECK-LABEL: func.func @empty_groups(
// CHECK-SAME: %[[ARG:.*]]: tensor<4x8xf32>
// CHECK-NEXT: return %[[ARG]]
func.func @empty_groups(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = osdp.all_gather %arg0 on @mesh along [{}, {}] : tensor<4x8xf32> -> tensor<4x8xf32>
  %1 = osdp.all_slice %0 on @mesh along [{}, {}] : tensor<4x8xf32> -> tensor<4x8xf32>
  %2 = osdp.all_reduce sum %1 on @mesh over {} : tensor<4x8xf32>
  %3 = osdp.reduce_scatter sum %2 on @mesh over {} scatter 1 : tensor<4x8xf32> -> tensor<4x8xf32>
  %4 = osdp.all_to_all %3 on @mesh over {} split 0 concat 1 : tensor<4x8xf32> -> tensor<4x8xf32>
  %5 = osdp.collective_permute %4 on @mesh over {tp} shift 0 : tensor<4x8xf32>
  %6 = osdp.collective_permute %5 on @mesh over {} pairs [0 -> 0] : tensor<4x8xf32>
  return %6 : tensor<4x8xf32>
}

// Real communication stays, and so does a permutation that leaves devices
// without data.
// CHECK-LABEL: func.func @kept(
// CHECK: osdp.all_reduce sum
// CHECK: osdp.collective_permute {{.*}} shift 1
// CHECK: osdp.collective_permute {{.*}} pairs [0 -> 1]
// CHECK: osdp.shard
func.func @kept(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<4x8xf32>
  %1 = osdp.collective_permute %0 on @mesh over {tp} shift 1 : tensor<4x8xf32>
  %2 = osdp.collective_permute %1 on @mesh over {tp} pairs [0 -> 1] : tensor<4x8xf32>
  %3 = osdp.shard %2 as <@mesh, [{}, {}]> : tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}
