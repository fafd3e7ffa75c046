// RUN: osdp-opt %s --osdp-propagate -split-input-file -allow-unregistered-dialect | FileCheck %s

// Evidence strength: a propagated sharding is held with the strength of the
// evidence behind it, and a strictly stronger conflicting proposal replaces
// it (docs/propagation.md).

osdp.mesh @mesh = <[dp = 4]>

// FSDP-like projection with a bias: every parameter is sharded over dp on
// its feature dimension, the batch over dp. The cheap ops go first, so the
// bias (32 bytes, broadcast 16 times) reaches the projection's result before
// the projection does and splits it by features. The broadcast only repeats
// the bias, so that sharding is held with the bias' bytes; the projection
// then proposes the batch split backed by the 512-byte input, which
// replaces it, and the batch split goes on through the add to the
// broadcast. The user's shardings stay as written.
// CHECK-LABEL: func.func @batch_beats_broadcast_bias
// CHECK-SAME: %arg1: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}
// CHECK-SAME: %arg2: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}
// CHECK: "test.dot"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.broadcast"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
func.func @batch_beats_broadcast_bias(
    %arg0: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>},
    %arg2: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) -> tensor<16x8xf32> {
  %0 = "test.dot"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [j, k]) -> ([i, k]) {i = 16, j = 8, k = 8} reduction = {j}>} : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  %1 = "test.broadcast"(%arg2) {osdp.sharding_rule = #osdp.rule<([k]) -> ([i, k]) {i = 16, k = 8}>} : (tensor<8xf32>) -> tensor<16x8xf32>
  %2 = "test.add"(%0, %1) {osdp.sharding_rule = #osdp.rule<([i, k], [i, k]) -> ([i, k]) {i = 16, k = 8}>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A weaker proposal does not replace: the broadcast bias proposes its
// feature split to the activation, which already holds the batch split
// from its (user-constrained) producer with more evidence.
// CHECK-LABEL: func.func @weaker_does_not_replace
// CHECK: "test.exp"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
func.func @weaker_does_not_replace(
    %arg0: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) -> tensor<16x8xf32> {
  %0 = "test.exp"(%arg0) {osdp.sharding_rule = #osdp.rule<([i, k]) -> ([i, k]) {i = 16, k = 8}>} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %1 = "test.broadcast"(%arg1) {osdp.sharding_rule = #osdp.rule<([k]) -> ([i, k]) {i = 16, k = 8}>} : (tensor<8xf32>) -> tensor<16x8xf32>
  %2 = "test.add"(%1, %0) {osdp.sharding_rule = #osdp.rule<([i, k], [i, k]) -> ([i, k]) {i = 16, k = 8}>} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// The gradient of an FSDP bias: a sum over the batch-split activation
// gradient, consumed by the update of the dp-sharded bias. The update
// reaches the sum's result first and splits it by features; the reduction
// factor's evidence (512 bytes, less an all-reduce of the 32-byte result)
// beats it, so the sum is partial over dp (the partitioner reduce-scatters
// it into the update) instead of resharding the activation gradient.
// CHECK-LABEL: func.func @gradient_sum_partial
// CHECK: "test.sum"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]
// CHECK: "test.sub"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]
func.func @gradient_sum_partial(
    %arg0: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) -> tensor<8xf32> {
  %0 = "test.sum"(%arg0) {osdp.sharding_rule = #osdp.rule<([i, k]) -> ([k]) {i = 16, k = 8} reduction = {i}>} : (tensor<16x8xf32>) -> tensor<8xf32>
  %1 = "test.sub"(%arg1, %0) {osdp.sharding_rule = #osdp.rule<([k], [k]) -> ([k]) {k = 8}>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A convolution's output positions are computed from its input's, not
// repeated: its result is not a broadcast over them. The position embedding
// (512 bytes, repeated over the batch) reaches the convolution's result
// first, through the add, and splits it by features. The convolution then
// proposes the batch split backed by its 4 KB batch-split input, with the
// result's full 2 KB, which replaces it (divided by the 16 output positions
// it would be 128 bytes and lose); the batch split goes on through the add.
// CHECK-LABEL: func.func @convolution_output_is_not_replicated
// CHECK: "test.conv"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]
// CHECK: "test.broadcast"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]
func.func @convolution_output_is_not_replicated(
    %arg0: tensor<4x64x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>},
    %arg1: tensor<17x4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}, {dp}]>},
    %arg2: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) -> tensor<4x16x8xf32> {
  %0 = "test.conv"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, s, c], [t, c, k]) -> ([i, u, k]) {i = 4, s = 64, c = 4, t = 17, k = 8, u = 16} reduction = {c} whole = {s, t, u}>} : (tensor<4x64x4xf32>, tensor<17x4x8xf32>) -> tensor<4x16x8xf32>
  %1 = "test.broadcast"(%arg2) {osdp.sharding_rule = #osdp.rule<([u, k]) -> ([i, u, k]) {i = 4, u = 16, k = 8}>} : (tensor<16x8xf32>) -> tensor<4x16x8xf32>
  %2 = "test.add"(%0, %1) {osdp.sharding_rule = #osdp.rule<([i, u, k], [i, u, k]) -> ([i, u, k]) {i = 4, u = 16, k = 8}>} : (tensor<4x16x8xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  return %2 : tensor<4x16x8xf32>
}
