// Propagation on real exports of test/Inputs.
//
// GPT-2 training step (2 layers), inlined, with the token and label batches
// sharded over dp: data parallelism follows from the batch alone.
// RUN: sed -e '1a\  osdp.mesh @mesh = <[dp = 4, tp = 2]>' \
// RUN:     -e 's/%arg8[56]: tensor<8x64xi32>/& {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}/g' \
// RUN:     %S/../../Inputs/gpt2_2layer_train_step.mlir \
// RUN:   | osdp-opt --inline --osdp-propagate > %t.dp.mlir
// RUN: FileCheck %s --check-prefix=DP < %t.dp.mlir
// Every op outside the scalar bodies of reductions has its shardings.
// RUN: awk '/^ *%.* = / && !/osdp.shardings/ && !/\(\{$/ && !/: tensor<[a-z0-9]*>$/' \
// RUN:   %t.dp.mlir | count 0
// Propagation is deterministic.
// RUN: sed -e '1a\  osdp.mesh @mesh = <[dp = 4, tp = 2]>' \
// RUN:     -e 's/%arg8[56]: tensor<8x64xi32>/& {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}/g' \
// RUN:     %S/../../Inputs/gpt2_2layer_train_step.mlir \
// RUN:   | osdp-opt --inline --osdp-propagate | diff - %t.dp.mlir

// The parameters stay replicated, the batch inputs keep dp.
// DP: func.func public @main(%arg0: tensor<128xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}
// DP-SAME: %arg85: tensor<8x64xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// The first projection and the attention scores are split by batch.
// DP: stablehlo.dot_general {{.*}}contracting_dims = [2] x [0]{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]
// DP: stablehlo.dot_general {{.*}}batching_dims = [0, 2] x [0, 2]{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}, {}]>]
// The loss is a sum over the batch: partial over dp.
// DP: stablehlo.reduce{{.*}}across dimensions = [0, 1, 2] {osdp.shardings = [#osdp.sharding<@mesh, [], partial = {dp}>]}
// Weight gradients contract over the batch: partial over dp (the all-reduce
// of data parallelism).
// DP: stablehlo.dot_general {{.*}}contracting_dims = [0, 1] x [0, 1]{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]

// The Shardy-sharded export, after osdp-import-shardings: the imported
// Megatron layout (heads and MLP features over "model") reaches the
// attention and MLP activations.
// RUN: osdp-opt %S/../../Inputs/gpt2_2layer_train_step_sharded_sdy.mlir \
// RUN:     --inline --osdp-import-shardings --osdp-propagate \
// RUN:   | FileCheck %s --check-prefix=SDY
// SDY: stablehlo.dot_general {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{data}, {}, {model}]>]
// SDY: stablehlo.dot_general {{.*}}batching_dims = [0, 2] x [0, 2]{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{data}, {model}, {}, {}]>]

// The scanned GPT-2 step (layers in a stablehlo.while, forward and
// backward): the batch sharding goes into the loops and comes out through
// the loop-carried values. The backward loop carries the stacked
// activations ([layer, batch, ...]) split by batch.
// RUN: sed -e '1a\  osdp.mesh @mesh = <[dp = 4, tp = 2]>' \
// RUN:     -e 's/%arg\(49\|50\): tensor<8x64xi32>/& {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}/g' \
// RUN:     %S/../../Inputs/gpt2_scan_train_step.mlir \
// RUN:   | osdp-opt --inline --osdp-propagate | FileCheck %s --check-prefix=SCAN
// SCAN: func.func public @main
// SCAN-SAME: %arg49: tensor<8x64xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// SCAN: stablehlo.while{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}, {}, {}]>, #osdp.sharding<@mesh, [{}, {dp}, {}, {}]>
// SCAN: stablehlo.reduce{{.*}}osdp.shardings = [#osdp.sharding<@mesh, {{.*}}partial = {dp}>]
