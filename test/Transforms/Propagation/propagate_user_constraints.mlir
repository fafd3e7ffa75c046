// RUN: osdp-opt %s --osdp-propagate --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-propagate --osdp-partition --osdp-optimize-collectives | FileCheck %s --check-prefix=EXEC

// User shardings with open dimensions, priorities, replicated axes, and
// sharding groups (what Shardy's shardings import to). Propagation writes its
// decisions over them: every sharding in the output is closed.
// EXEC: checked 8 functions, 0 failures

osdp.mesh @mesh = <[x = 2, y = 2]>

// An open dimension takes the axes propagation brings; a closed one does
// not (%arg0 stays split over x only and is resharded at the add).
// CHECK-LABEL: func.func @open_dim(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y}]>}
// CHECK: stablehlo.add %arg0, %arg1 {osdp.shardings = [#osdp.sharding<@mesh, [{x}, {y}]>]}
func.func @open_dim(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x, ?}, {?}]>},
                    %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y}]>}) -> tensor<8x16xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @closed_dim(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>}
func.func @closed_dim(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>},
                      %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y}]>}) -> tensor<8x16xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// The axes an open dimension lists are its major part: a proposal that
// continues them extends the dimension ({y} becomes {y, x}), one that does
// not (%arg1's {x} is not {y, x}) leaves it as the user wrote.
// CHECK-LABEL: func.func @open_prefix(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y, x}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {x}]>}
func.func @open_prefix(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {y, ?}]>},
                       %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {x, ?}]>},
                       %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y, x}]>}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.add %arg2, %arg0 : tensor<8x16xf32>
  %1 = stablehlo.add %arg2, %arg1 : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// Replicated axes are never given to the value: %arg0 takes x but not y;
// %arg1's dimension 0 stops at y, the first axis it may not take, even
// though x follows.
// CHECK-LABEL: func.func @replicated(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
func.func @replicated(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {?}], replicated = {y}>},
                      %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {?}], replicated = {y}>},
                      %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>},
                      %arg3: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{y, x}, {}]>}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.add %arg2, %arg0 : tensor<8x16xf32>
  %1 = stablehlo.add %arg3, %arg1 : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// Priorities: the dimensions of priority 0 propagate to fixed point before
// those of priority 1. Both arguments claim x for the add, on different
// dimensions; the one with priority 0 decides the add, and the other keeps
// its own constraint (it is resharded at the add). Without priorities the
// first operand would win (see @no_priority).
// CHECK-LABEL: func.func @priority_second_operand(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {x}]>}
// CHECK: stablehlo.add %arg0, %arg1 {osdp.shardings = [#osdp.sharding<@mesh, [{}, {x}]>]}
func.func @priority_second_operand(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x, ?}p1, {?}]>},
                                   %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {x, ?}p0]>}) -> tensor<8x16xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @no_priority(
// CHECK: stablehlo.add %arg0, %arg1 {osdp.shardings = [#osdp.sharding<@mesh, [{x}, {}]>]}
func.func @no_priority(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x, ?}, {?}]>},
                       %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {x, ?}]>}) -> tensor<8x16xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// An osdp.shard, an op's osdp.shardings and a function result that leave
// dimensions open are completed and written as decisions.
// CHECK-LABEL: func.func @completed(
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>})
// CHECK: osdp.shard %arg0 as <@mesh, [{x}, {y}]>
// CHECK: stablehlo.negate %{{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{x}, {y}]>]}
func.func @completed(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {y, ?}]>}) {
  %0 = osdp.shard %arg0 as <@mesh, [{x, ?}, {?}]> : tensor<8x16xf32>
  %1 = stablehlo.negate %0 {osdp.shardings = [#osdp.sharding<@mesh, [{?}, {?}]>]} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// A sharding group: its values end with one sharding, here %arg0's, which
// reaches %arg1 through the group and not through any op. The group ops are
// dropped.
// CHECK-LABEL: func.func @group(
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>}
// CHECK-NOT: osdp.sharding_group
// CHECK: stablehlo.negate %arg1 {osdp.shardings = [#osdp.sharding<@mesh, [{x}, {y}]>]}
func.func @group(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>},
                 %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x16xf32>
  %1 = stablehlo.negate %arg1 : tensor<8x16xf32>
  osdp.sharding_group %0 group 3 : tensor<8x16xf32>
  osdp.sharding_group %1 group 3 : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[x = 2, y = 2]>
func.func @group_shapes(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>) {
  // expected-note @+1 {{first value of the group}}
  osdp.sharding_group %arg0 group 0 : tensor<8x16xf32>
  // expected-error @+1 {{'osdp.sharding_group' op puts a value of type 'tensor<16x8xf32>' in sharding group 0, whose values have shape 'tensor<8x16xf32>'}}
  osdp.sharding_group %arg1 group 0 : tensor<16x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[x = 2, y = 2]>
func.func @two_groups(%arg0: tensor<8xf32>) {
  osdp.sharding_group %arg0 group 0 : tensor<8xf32>
  // expected-error @+1 {{puts a value in sharding group 1, but it is already in sharding group 0}}
  osdp.sharding_group %arg0 group 1 : tensor<8xf32>
  return
}

// -----

osdp.mesh @mesh = <[x = 2, y = 2]>
// expected-note @+1 {{the sharding of argument #0 is set here}}
func.func @group_conflict(%arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}]>},
                          // expected-error @+1 {{conflicting user shardings in sharding group 0: the sharding of argument #1 is #osdp.sharding<@mesh, [{y}]>, but the sharding of argument #0 is #osdp.sharding<@mesh, [{x}]>}}
                          %arg1: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{y}]>}) {
  osdp.sharding_group %arg0 group 0 : tensor<8xf32>
  osdp.sharding_group %arg1 group 0 : tensor<8xf32>
  return
}

// -----

// Two constraints on one value that differ only in priority disagree on
// when the dimension applies.
osdp.mesh @mesh = <[x = 2, y = 2]>
func.func @priority_conflict(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{conflicting user shardings for one value: the sharding of result #0 of 'osdp.shard' is #osdp.sharding<@mesh, [{x}p1]>, but the osdp.shard constraint is #osdp.sharding<@mesh, [{x}p0]>}}
  // expected-note @+1 {{the osdp.shard constraint is set here}}
  %0 = osdp.shard %arg0 as <@mesh, [{x}p0]> {osdp.shardings = [#osdp.sharding<@mesh, [{x}p1]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Without a mesh there is nothing to shard; the group is still dropped.
// CHECK-LABEL: func.func @no_mesh(
// CHECK-NOT: osdp.sharding_group
func.func @no_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  osdp.sharding_group %arg0 group 0 : tensor<8xf32>
  return %arg0 : tensor<8xf32>
}
