// RUN: osdp-opt %s --split-input-file --osdp-split-contractions=max-gathered-bytes=16384 | FileCheck %s

// A 64x256 (64 KiB) parameter sharded along its rows: the product splits
// along its unsharded columns into 4 slices of 16 KiB, each constrained
// replicated (gathered alone), multiplied, and concatenated where the
// columns land in the result.
// CHECK-LABEL: func.func @forward
// CHECK: %[[S0:.*]] = stablehlo.slice %arg1 [0:64, 0:64] : (tensor<64x256xf32>) -> tensor<64x64xf32>
// CHECK: %[[G0:.*]] = osdp.shard %[[S0]] as <@mesh, [{}, {}]> : tensor<64x64xf32>
// CHECK: %[[P0:.*]] = stablehlo.dot_general %arg0, %[[G0]], contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
// CHECK: stablehlo.slice %arg1 [0:64, 64:128]
// CHECK: stablehlo.slice %arg1 [0:64, 128:192]
// CHECK: stablehlo.slice %arg1 [0:64, 192:256]
// CHECK: %[[P3:.*]] = stablehlo.dot_general
// CHECK: %[[C:.*]] = stablehlo.concatenate %[[P0]], %{{.*}}, %{{.*}}, %[[P3]], dim = 1 : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x256xf32>
// CHECK: return %[[C]]
osdp.mesh @mesh = <[data = 4]>
func.func @forward(%x: tensor<8x64xf32>, %w: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}) -> tensor<8x256xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x256xf32>) -> tensor<8x256xf32>
  return %0 : tensor<8x256xf32>
}

// -----

// The parameter (32 KiB) on the left, batched: the batch dimension is not
// free, the contracted one neither; its rows are, and land after the batch
// dimension, where the two halves are concatenated.
// CHECK-LABEL: func.func @batched_left
// CHECK-COUNT-2: stablehlo.slice %arg0
// CHECK: stablehlo.concatenate {{.*}}, dim = 1 : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x32x8xf32>
osdp.mesh @mesh = <[data = 2]>
func.func @batched_left(%w: tensor<2x32x128xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}, {data}]>}, %y: tensor<2x128x8xf32>) -> tensor<2x32x8xf32> {
  %0 = stablehlo.dot_general %w, %y, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x32x128xf32>, tensor<2x128x8xf32>) -> tensor<2x32x8xf32>
  return %0 : tensor<2x32x8xf32>
}

// -----

// Left whole: a replicated parameter, a sharded one under the limit, data,
// and a parameter whose only free dimension is the sharded one (the input
// gradient's product with the weight).
// CHECK-LABEL: func.func @untouched
// CHECK-NOT: stablehlo.slice
// CHECK-COUNT-4: stablehlo.dot_general
// CHECK-NOT: stablehlo.concatenate
osdp.mesh @mesh = <[data = 4]>
func.func @untouched(%x: tensor<8x64xf32>,
                     %replicated: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
                     %small: tensor<64x32xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>},
                     %data: tensor<64x256xf32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>},
                     %dy: tensor<8x256xf32>,
                     %w: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>})
    -> (tensor<8x256xf32>, tensor<8x32xf32>, tensor<8x256xf32>, tensor<8x64xf32>) {
  %0 = stablehlo.dot_general %x, %replicated, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x256xf32>) -> tensor<8x256xf32>
  %1 = stablehlo.dot_general %x, %small, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %2 = stablehlo.dot_general %x, %data, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x256xf32>) -> tensor<8x256xf32>
  %3 = stablehlo.dot_general %dy, %w, contracting_dims = [1] x [1] : (tensor<8x256xf32>, tensor<64x256xf32>) -> tensor<8x64xf32>
  return %0, %1, %2, %3 : tensor<8x256xf32>, tensor<8x32xf32>, tensor<8x256xf32>, tensor<8x64xf32>
}
