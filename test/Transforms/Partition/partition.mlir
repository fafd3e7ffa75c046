// RUN: osdp-opt %s --osdp-partition --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-partition | FileCheck %s --check-prefix=EXEC

// Executed by XLA: each function, run on all devices of its mesh, computes what the unpartitioned function computes.
// EXEC: checked 12 functions, 0 failures

// Data parallel: the batch is split over dp, the parameters are replicated.
// One MLP training step (forward, backward with dy = y, SGD update): every
// gradient is partial over dp and is all-reduced exactly once, right before
// the update; nothing is gathered or sliced.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @mlp_data_parallel
// CHECK-SAME: %arg0: tensor<2x16xf32>
// CHECK-SAME: %arg1: tensor<16x32xf32>
// CHECK-SAME: %arg2: tensor<32x4xf32>
// CHECK-SAME: -> (tensor<16x32xf32> {{.*}}, tensor<32x4xf32> {{.*}}, tensor<2x4xf32>
// CHECK-NOT: = osdp.
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
// CHECK-NOT: = osdp.
// CHECK: %[[GW2:.*]] = stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [0] x [0] : (tensor<2x32xf32>, tensor<2x4xf32>) -> tensor<32x4xf32>
// CHECK-NOT: = osdp.
// CHECK: %[[GW1:.*]] = stablehlo.dot_general %arg0, %{{.*}}, contracting_dims = [0] x [0] : (tensor<2x16xf32>, tensor<2x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: %[[R1:.*]] = osdp.all_reduce sum %[[GW1]] on @mesh over {dp} : tensor<16x32xf32>
// CHECK-NEXT: %[[W1:.*]] = stablehlo.subtract %arg1, %[[R1]] : tensor<16x32xf32>
// CHECK-NEXT: %[[R2:.*]] = osdp.all_reduce sum %[[GW2]] on @mesh over {dp} : tensor<32x4xf32>
// CHECK-NEXT: %[[W2:.*]] = stablehlo.subtract %arg2, %[[R2]] : tensor<32x4xf32>
// CHECK-NEXT: return %[[W1]], %[[W2]], %{{.*}} : tensor<16x32xf32>, tensor<32x4xf32>, tensor<2x4xf32>
func.func @mlp_data_parallel(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %w2: tensor<32x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
        tensor<32x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
        tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = stablehlo.tanh %h {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x32xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
  %gw2 = stablehlo.dot_general %a, %y, contracting_dims = [0] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<8x32xf32>, tensor<8x4xf32>) -> tensor<32x4xf32>
  %da = stablehlo.dot_general %y, %w2, contracting_dims = [1] x [1] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
  %dh = stablehlo.multiply %da, %a {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x32xf32>
  %gw1 = stablehlo.dot_general %x, %dh, contracting_dims = [0] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %nw1 = stablehlo.subtract %w1, %gw1 {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : tensor<16x32xf32>
  %nw2 = stablehlo.subtract %w2, %gw2 {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : tensor<32x4xf32>
  return %nw1, %nw2, %y : tensor<16x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>
}

// -----

// FSDP / ZeRO-3: the same step with the parameters (and their updates) split
// over dp by rows. Each use of a parameter, forward and backward, gathers it
// first; each gradient is reduce-scattered onto the parameter's split.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @mlp_fsdp
// CHECK-SAME: %arg1: tensor<4x32xf32>
// CHECK-SAME: %arg2: tensor<8x4xf32>
// CHECK-SAME: -> (tensor<4x32xf32> {{.*}}, tensor<8x4xf32>
// Forward: w1 and w2 gathered before their matmuls.
// CHECK: %[[G1:.*]] = osdp.all_gather %arg1 on @mesh along [{dp}, {}] : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK-NEXT: stablehlo.dot_general %arg0, %[[G1]]
// CHECK: %[[G2:.*]] = osdp.all_gather %arg2 on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<32x4xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.dot_general %{{.*}}, %[[G2]]
// Backward: w2 gathered again for the input gradient.
// CHECK: %[[GW2:.*]] = stablehlo.dot_general {{.*}} -> tensor<32x4xf32>
// CHECK-NEXT: %[[G2B:.*]] = osdp.all_gather %arg2 on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<32x4xf32>
// CHECK-NEXT: stablehlo.dot_general %[[Y]], %[[G2B]], contracting_dims = [1] x [1]
// Gradients reduce-scattered onto the parameters' rows.
// CHECK: %[[GW1:.*]] = stablehlo.dot_general {{.*}} -> tensor<16x32xf32>
// CHECK-NEXT: %[[RS1:.*]] = osdp.reduce_scatter sum %[[GW1]] on @mesh over {dp} scatter 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK-NEXT: stablehlo.subtract %arg1, %[[RS1]] : tensor<4x32xf32>
// CHECK-NEXT: %[[RS2:.*]] = osdp.reduce_scatter sum %[[GW2]] on @mesh over {dp} scatter 0 : tensor<32x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: stablehlo.subtract %arg2, %[[RS2]] : tensor<8x4xf32>
// CHECK-NOT: osdp.all_reduce
// CHECK: return
func.func @mlp_fsdp(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w2: tensor<32x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
        tensor<32x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = stablehlo.tanh %h {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x32xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
  %gw2 = stablehlo.dot_general %a, %y, contracting_dims = [0] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<8x32xf32>, tensor<8x4xf32>) -> tensor<32x4xf32>
  %da = stablehlo.dot_general %y, %w2, contracting_dims = [1] x [1] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
  %dh = stablehlo.multiply %da, %a {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x32xf32>
  %gw1 = stablehlo.dot_general %x, %dh, contracting_dims = [0] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %nw1 = stablehlo.subtract %w1, %gw1 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<16x32xf32>
  %nw2 = stablehlo.subtract %w2, %gw2 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<32x4xf32>
  return %nw1, %nw2 : tensor<16x32xf32>, tensor<32x4xf32>
}

// -----

// Megatron MLP: the first weight split by columns, the second by rows over
// tp. The hidden activation stays split with no communication between the
// two matmuls; the second matmul's partial sums take exactly one all_reduce.

osdp.mesh @mesh = <[tp = 2]>

// CHECK-LABEL: func.func @megatron_mlp
// CHECK-SAME: %arg1: tensor<16x16xf32>
// CHECK-SAME: %arg2: tensor<16x8xf32>
// CHECK-NOT: = osdp.
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.tanh %[[H]] : tensor<4x16xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.dot_general %[[A]], %arg2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[Y]] on @mesh over {tp} : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: osdp.all_reduce
func.func @megatron_mlp(
    %x: tensor<4x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %w1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<32x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>})
    -> (tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]} : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
  %a = stablehlo.tanh %h {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]} : tensor<4x32xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {tp}>]} : (tensor<4x32xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// dp x tp on a 2-D mesh: batch over dp, Megatron split over tp. The only
// collective is the all_reduce over tp; the batch stays split over dp.

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// CHECK-LABEL: func.func @mlp_dp_tp
// CHECK-SAME: %arg0: tensor<4x16xf32>
// CHECK-SAME: %arg1: tensor<16x8xf32>
// CHECK-SAME: %arg2: tensor<8x8xf32>
// CHECK-SAME: -> (tensor<4x8xf32>
// CHECK-NOT: = osdp.
// CHECK: stablehlo.dot_general %arg0, %arg1, {{.*}} -> tensor<4x8xf32>
// CHECK-NEXT: stablehlo.tanh
// CHECK-NEXT: %[[Y:.*]] = stablehlo.dot_general {{.*}} : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[Y]] on @mesh over {tp} : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @mlp_dp_tp(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<32x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>})
    -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = stablehlo.tanh %h {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]} : tensor<8x32xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}], partial = {tp}>]} : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// An operand whose sharding differs from what the op needs is resharded right
// before the op: here the elementwise add wants both operands split by rows.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @operand_reshard
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %arg1 on @mesh over {dp} split 0 concat 1 : tensor<8x4xf32> -> tensor<2x16xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %[[A]] : tensor<2x16xf32>
// CHECK-NEXT: return %[[S]]
func.func @operand_reshard(
    %a: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %b: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %0 = stablehlo.add %a, %b {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// osdp.shard constraints become collectives and disappear.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @shard_constraint
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp}] : tensor<2xf32> -> tensor<8xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[G]] : tensor<8xf32>
// CHECK-NEXT: return %[[N]]
// CHECK-NOT: osdp.shard
func.func @shard_constraint(
    %a: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %0 = osdp.shard %a as <@mesh, [{}]> : tensor<8xf32>
  %1 = stablehlo.negate %0 {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// Shapes spelled in attributes follow the local shapes: the broadcast result,
// reshape, and the unsliced (split) dimension of a slice and of a pad.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @shape_attributes
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %[[B]] [0:2, 1:5] : (tensor<2x6xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.pad %[[S]], %arg1, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[P]] : (tensor<2x6xf32>) -> tensor<2x2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @shape_attributes(
    %a: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>},
    %pv: tensor<f32> {osdp.sharding = #osdp.sharding<@mesh, []>})
    -> (tensor<8x2x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>}) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8xf32>) -> tensor<8x6xf32>
  %1 = stablehlo.slice %0 [0:8, 1:5] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x6xf32>) -> tensor<8x4xf32>
  %2 = stablehlo.pad %1, %pv, low = [0, 1], high = [0, 1], interior = [0, 0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x6xf32>
  %3 = stablehlo.reshape %2 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]} : (tensor<8x6xf32>) -> tensor<8x2x3xf32>
  return %3 : tensor<8x2x3xf32>
}

// -----

// A sharded iota counts from its block's offset: partition_id gives the
// device, its coordinate on tp is (id / 1) % 2 ... here tp is the minor axis
// of a <[dp = 2, tp = 2]> mesh, so the coordinate is id % 2, times the local
// size 4.

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK-LABEL: func.func @iota
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<4x3xi32>
// CHECK-NEXT: %[[ID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.convert %[[ID]] : (tensor<ui32>) -> tensor<i64>
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[T:.*]] = stablehlo.remainder %[[D]], %[[TWO]] : tensor<i64>
// CHECK-NEXT: %[[FOUR:.*]] = stablehlo.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.multiply %[[T]], %[[FOUR]] : tensor<i64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convert %[[OFF]] : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<i32>) -> tensor<4x3xi32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.add %[[I]], %[[B]] : tensor<4x3xi32>
// CHECK-NEXT: return %[[R]]
func.func @iota() -> (tensor<8x3xi32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) {
  %0 = stablehlo.iota dim = 0 {osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]} : tensor<8x3xi32>
  return %0 : tensor<8x3xi32>
}

// -----

// Constants: a splat shrinks to the local shape; any other constant is cut
// with dynamic_slice at this device's block offset (dp is the major axis:
// its coordinate is id / 2).

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[SPLAT:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %[[FULL:.*]] = stablehlo.constant dense<{{.*}}> : tensor<4x2xf32>
// CHECK-NEXT: %[[ID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.convert %[[ID]] : (tensor<ui32>) -> tensor<i64>
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[DP:.*]] = stablehlo.divide %[[D]], %[[TWO]] : tensor<i64>
// CHECK-NEXT: %[[SIZE:.*]] = stablehlo.constant dense<2> : tensor<i64>
// CHECK-NEXT: %[[OFF:.*]] = stablehlo.multiply %[[DP]], %[[SIZE]] : tensor<i64>
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT: %[[SLICE:.*]] = stablehlo.dynamic_slice %[[FULL]], %[[OFF]], %[[ZERO]], sizes = [2, 2] : (tensor<4x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %[[SPLAT]], %[[SLICE]] : tensor<2x2xf32>
// CHECK-NEXT: return %[[SUM]]
func.func @constants() -> (tensor<4x2xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %0 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} dense<1.0> : tensor<4x2xf32>
  %1 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %2 = stablehlo.add %0, %1 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}

// -----

// gather: an embedding lookup with the batch split keeps the table whole and
// its slice sizes unchanged; a take_along_axis gather with split batching
// dimensions keeps slice size 1 on them.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @gathers
// CHECK: "stablehlo.gather"(%arg0, %arg1) {{.*}} slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<2x64x1xi32>) -> tensor<2x64x128xf32>
// CHECK: "stablehlo.gather"(%arg2, %arg3) {{.*}} slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x64x1024xf32>, tensor<2x64x1x1xi32>) -> tensor<2x64x1xf32>
func.func @gathers(
    %table: tensor<1024x128xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %ids: tensor<8x64x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>},
    %logits: tensor<8x64x1024xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>},
    %labels: tensor<8x64x1x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}, {}]>})
    -> (tensor<8x64x128xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>},
        tensor<8x64x1xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>}) {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]} : (tensor<1024x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
  %1 = "stablehlo.gather"(%logits, %labels) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]} : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
  return %0, %1 : tensor<8x64x128xf32>, tensor<8x64x1xf32>
}

// -----

// dynamic_slice: the sizes follow the local shape of a split dimension the
// slice takes whole.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @dynamic_slice
// CHECK: stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [2, 3] : (tensor<2x16xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
func.func @dynamic_slice(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %i: tensor<i64> {osdp.sharding = #osdp.sharding<@mesh, []>})
    -> (tensor<8x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %0 = stablehlo.dynamic_slice %x, %i, %i, sizes = [8, 3] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x16xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}

// -----

// Functions that carry no sharding at all are not part of the sharded
// program and stay as they are.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func private @helper
// CHECK-SAME: (%arg0: tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: stablehlo.negate %arg0 : tensor<8xf32>
func.func private @helper(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// The scatter and the reduce are annotated partial over dp (each device
// combines its own updates): the values they start from, the scatter's input
// and the reduce's init value 1.5, are kept by the first device of the group
// only; the others start from zero, so the all_reduce counts them once.
// CHECK-LABEL: func.func @accumulators
// CHECK: %[[X:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<i1>, tensor<4x16xf32>
// CHECK: "stablehlo.scatter"(%[[X]], %arg1, %arg2)
// CHECK: %[[INIT:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<f32>
// CHECK: stablehlo.reduce(%arg2 init: %[[INIT]])
osdp.mesh @mesh = <[dp = 4]>
func.func @accumulators(%x: tensor<4x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %i: tensor<32x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %u: tensor<32x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<4x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<4x16xf32>, tensor<32x1xi32>, tensor<32x16xf32>) -> tensor<4x16xf32>
  %c = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<1.5> : tensor<f32>
  %r = stablehlo.reduce(%u init: %c) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<32x16xf32>, tensor<f32>) -> tensor<16xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : (tensor<16xf32>) -> tensor<4x16xf32>
  %s = stablehlo.add %0, %rb {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : tensor<4x16xf32>
  return %s : tensor<4x16xf32>
}
