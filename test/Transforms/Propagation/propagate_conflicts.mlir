// RUN: osdp-opt %s --osdp-propagate -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: osdp-opt %s --osdp-propagate=conservative -split-input-file -allow-unregistered-dialect | FileCheck %s --check-prefix=CONS

// The priority policy when the tensors of one op disagree. The `test.*` ops
// take their rule from `osdp.sharding_rule`, so each case shows the policy
// alone, independently of any dialect's rules.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Two user shardings meet at an elementwise op: equal support, equal bytes,
// equal length, so the earlier operand wins. Neither argument changes.
// Conservative mode leaves the conflicting dimension unsharded.
// CHECK-LABEL: func.func @tie_goes_to_first_operand
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CONS-LABEL: func.func @tie_goes_to_first_operand
// CONS: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]
func.func @tie_goes_to_first_operand(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<8x16xf32> {
  %0 = "test.add"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// More agreeing tensors (here also more bytes) win over the earlier
// operand.
// CHECK-LABEL: func.func @majority_wins
// CHECK: "test.add3"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
func.func @majority_wins(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>},
    %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<8x16xf32> {
  %0 = "test.add3"(%arg0, %arg1, %arg2) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// With one supporter each, the larger tensor wins (less data to reshard):
// the 8x16 operand's tp beats the 8-element operand's dp on factor i.
// CHECK-LABEL: func.func @more_bytes_win
// CHECK: "test.bias_add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
func.func @more_bytes_win(
    %arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>},
    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<8x16xf32> {
  %0 = "test.bias_add"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// With equal bytes and support, a user constraint beats a propagated
// sharding, even from a later operand; the propagated value keeps its own
// sharding (the partitioner reshards).
// CHECK-LABEL: func.func @user_beats_propagated
// CHECK: "test.exp"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
func.func @user_beats_propagated(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>},
    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x16xf32> {
  %0 = "test.exp"(%arg0) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "test.add"(%0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A user constraint is never changed, whatever reaches it: the osdp.shard
// result and the annotated argument keep their shardings although the add
// that uses both prefers dp; the add's other operand follows dp.
// CHECK-LABEL: func.func @constraint_kept
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}
// CHECK: osdp.shard %arg1 as <@mesh, [{}, {tp}]>
// CHECK: "test.add3"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]
func.func @constraint_kept(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %arg1: tensor<8x16xf32>,
    %arg2: tensor<8x16xf32>,
    %arg3: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x16xf32> {
  %0 = osdp.shard %arg1 as <@mesh, [{}, {tp}]> : tensor<8x16xf32>
  %1 = "test.add3"(%arg0, %0, %arg2) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = "test.add"(%1, %arg3) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Ops without a reduction factor settle first: the add fixes %0 to the
// bias's tp before the contraction that produces it is looked at, so the
// contraction does not push the input's dp onto its result.
// CHECK-LABEL: func.func @cheap_ops_first
// CHECK: "test.dot"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
func.func @cheap_ops_first(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<16x32xf32>,
    %arg2: tensor<8x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<8x32xf32> {
  %0 = "test.dot"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [j, k]) -> ([i, k]) {i = 8, j = 16, k = 32} reduction = {j}>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = "test.add"(%0, %arg2) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 32}>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// One axis claimed by a pass-through and a reduction factor (FSDP: the
// batch and the sharded parameter both over dp): the pass-through factor
// keeps it, so the result is split by batch, not partial.
// Conservative mode gives the contested axis to neither factor.
// CHECK-LABEL: func.func @pass_through_before_reduction
// CHECK: "test.dot"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CONS-LABEL: func.func @pass_through_before_reduction
// CONS: "test.dot"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]
func.func @pass_through_before_reduction(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x32xf32> {
  %0 = "test.dot"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [j, k]) -> ([i, k]) {i = 8, j = 16, k = 32} reduction = {j}>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Compatible shardings combine: [dp] and [dp, tp] on one factor give
// [dp, tp] (the longer one agrees with both).
// CHECK-LABEL: func.func @prefixes_combine
// CHECK: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp, tp}, {}]>]
// CONS: "test.add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp, tp}, {}]>]
func.func @prefixes_combine(
    %arg0: tensor<16x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %arg1: tensor<16x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>}) -> tensor<16x16xf32> {
  %0 = "test.add"(%arg0, %arg1) {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 16, j = 16}>} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Bytes come before user constraints: resharding the small user-constrained
// bias is cheaper than resharding the large propagated activation. The
// constrained argument itself is not changed.
// CHECK-LABEL: func.func @bytes_beat_user_constraint
// CHECK-SAME: %arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}
// CHECK: "test.exp"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
// CHECK: "test.bias_add"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
func.func @bytes_beat_user_constraint(
    %arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>},
    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<8x16xf32> {
  %0 = "test.exp"(%arg1) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "test.bias_add"(%arg0, %0) {osdp.sharding_rule = #osdp.rule<([i], [i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
