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

// The FSDP export (every parameter sharded over "data" on one dimension,
// the batch over "data"). The bias of the QKV projection reaches the
// projection's result first (through its broadcast) but only with its own
// bytes of evidence; the projection's batch-split input replaces it, so
// the activations stay split by batch.
// RUN: osdp-opt %S/../../Inputs/gpt2_2layer_train_step_fsdp_sdy.mlir \
// RUN:     --inline --osdp-import-shardings --osdp-propagate \
// RUN:   | FileCheck %s --check-prefix=FSDP
// FSDP: %[[QKV:.*]] = stablehlo.dot_general %{{.*}}, %arg3, {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{data}, {}, {}]>]}
// FSDP-NEXT: stablehlo.broadcast_in_dim %arg2, {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}, {data}]>]}
// FSDP-NEXT: stablehlo.broadcast_in_dim {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{data}, {}, {}]>]}
// FSDP-NEXT: stablehlo.add %[[QKV]], {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{data}, {}, {}]>]}
// Sharded end to end, the loss all-reduced once. 24 reduce_scatters: the
// gradients of 20 of the 28 parameters, and 4 in the MLPs, which run
// Megatron-style (their input projection's weight has as many bytes as its
// input, and the tie goes to the user constraint), so the 8 MLP
// parameters' gradients need no reduction. Each MLP's partial sum is needed
// split by the features and by the batch: it is reduce-scattered once, and
// the one all_to_all per layer is that split exchanged, not an activation
// resharded. (bucket-bytes=0: the reductions as partitioning emits them,
// before they share calls.)
// RUN: osdp-opt --osdp-shard=bucket-bytes=0 %S/../../Inputs/gpt2_2layer_train_step_fsdp_sdy.mlir -o %t.fsdp.mlir
// RUN: grep -c osdp.all_to_all %t.fsdp.mlir | FileCheck %s --check-prefix=FSDP-A2A
// FSDP-A2A: {{^}}2{{$}}
// RUN: grep -c osdp.reduce_scatter %t.fsdp.mlir | FileCheck %s --check-prefix=FSDP-RS
// FSDP-RS: {{^}}24{{$}}
// RUN: grep -c osdp.all_reduce %t.fsdp.mlir | FileCheck %s --check-prefix=FSDP-AR
// FSDP-AR: {{^}}1{{$}}
