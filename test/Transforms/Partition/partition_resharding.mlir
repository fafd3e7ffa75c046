// RUN: osdp-opt %s --osdp-partition --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-partition | FileCheck %s --check-prefix=EXEC

// Executed by XLA: each function, run on all devices of its mesh, computes what the unpartitioned function computes.
// EXEC: checked 19 functions, 0 failures

// Every case returns an argument under another sharding: the function result
// is where the partitioner reshards, so each case is one resharding.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @replicated_to_sharded
// CHECK-SAME: (%[[ARG:.*]]: tensor<8x16xf32> {osdp.global_type = tensor<8x16xf32>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
// CHECK-SAME: -> (tensor<2x16xf32> {osdp.global_type = tensor<8x16xf32>, osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %[[ARG]] on @mesh along [{dp}, {}] : tensor<8x16xf32> -> tensor<2x16xf32>
// CHECK-NEXT: return %[[S]]
func.func @replicated_to_sharded(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @sharded_to_replicated
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp}, {}] : tensor<2x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: return %[[G]]
func.func @sharded_to_replicated(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// Moving the split from rows to columns is one all_to_all (split the new
// dimension, concatenate the old one).
// CHECK-LABEL: func.func @rows_to_columns
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %arg0 on @mesh over {dp} split 1 concat 0 : tensor<2x16xf32> -> tensor<8x4xf32>
// CHECK-NEXT: return %[[A]]
func.func @rows_to_columns(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @partial_to_replicated
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @partial_to_replicated(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {dp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @partial_max_to_replicated
// CHECK-NEXT: osdp.all_reduce max %arg0 on @mesh over {dp} : tensor<8x16xf32>
func.func @partial_max_to_replicated(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial<max> = {dp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @partial_to_sharded
// CHECK-NEXT: %[[R:.*]] = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 1 : tensor<8x16xf32> -> tensor<8x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @partial_to_sharded(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {dp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A value that stays as it is needs nothing.
// CHECK-LABEL: func.func @same
// CHECK-NEXT: return %arg0 : tensor<2x16xf32>
func.func @same(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Replicated to split on both dimensions of a 2-D mesh: one all_slice.
// CHECK-LABEL: func.func @mesh2d_replicated_to_both
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %arg0 on @mesh along [{dp}, {tp}] : tensor<8x16xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @mesh2d_replicated_to_both(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Both axes of one dimension gathered by one op.
// CHECK-LABEL: func.func @mesh2d_multi_axis_gather
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp, tp}, {}] : tensor<1x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: return %[[G]]
func.func @mesh2d_multi_axis_gather(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// The minor axis of the rows moves to the columns; dp stays.
// CHECK-LABEL: func.func @mesh2d_move_minor_axis
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %arg0 on @mesh over {tp} split 1 concat 0 : tensor<1x16xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return %[[A]]
func.func @mesh2d_move_minor_axis(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// Same axes, other order: the blocks only change devices. Device (d, t) at
// position 2d+t holds block 2d+t and needs block 2t+d: positions 1 and 2
// swap, and 0 and 3 keep their blocks, which takes a pair each (a device no
// pair targets receives zeros).
// CHECK-LABEL: func.func @mesh2d_reorder
// CHECK-NEXT: %[[P:.*]] = osdp.collective_permute %arg0 on @mesh over {dp, tp} pairs [0 -> 0, 2 -> 1, 1 -> 2, 3 -> 3] : tensor<2x16xf32>
// CHECK-NEXT: return %[[P]]
func.func @mesh2d_reorder(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp, dp}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Swapping the axes of two dimensions: the moves wait on each other, so one
// axis is gathered, the other moves, and the first is sliced back in.
// CHECK-LABEL: func.func @mesh2d_swap
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp}, {}] : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %[[G]] on @mesh over {tp} split 0 concat 1 : tensor<8x4xf32> -> tensor<2x16xf32>
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %[[A]] on @mesh along [{}, {dp}] : tensor<2x16xf32> -> tensor<2x8xf32>
// CHECK-NEXT: return %[[S]]
func.func @mesh2d_swap(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {dp}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Partial over both axes, wanted split over dp: tp is all-reduced first, dp
// is reduce-scattered.
// CHECK-LABEL: func.func @mesh2d_partial_two_axes
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %arg0 on @mesh over {tp} : tensor<8x16xf32>
// CHECK-NEXT: %[[S:.*]] = osdp.reduce_scatter sum %[[R]] on @mesh over {dp} scatter 0 : tensor<8x16xf32> -> tensor<4x16xf32>
// CHECK-NEXT: return %[[S]]
func.func @mesh2d_partial_two_axes(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {dp, tp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Partial over dp while split over tp: the reduction keeps the split, then
// tp moves.
// CHECK-LABEL: func.func @mesh2d_partial_and_move
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8x4xf32>
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %[[R]] on @mesh over {tp} split 0 concat 1 : tensor<8x4xf32> -> tensor<2x16xf32>
// CHECK-NEXT: return %[[A]]
func.func @mesh2d_partial_and_move(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}], partial = {dp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// Keeping a partial axis: only the other one is reduced.
// CHECK-LABEL: func.func @mesh2d_keep_partial
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8x16xf32>
// CHECK-NEXT: return %[[R]]
func.func @mesh2d_keep_partial(
    %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {dp, tp}>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {tp}>}) {
  return %arg0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// One op using a value twice under one sharding gets one collective.
// CHECK-LABEL: func.func @shared_reduction
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8xf32>
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg1 on @mesh along [{dp}] : tensor<2xf32> -> tensor<8xf32>
// CHECK-NEXT: return %[[R]], %[[R]], %[[G]], %[[G]]
func.func @shared_reduction(
    %p: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}], partial = {dp}>},
    %s: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
        tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
        tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
        tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  return %p, %p, %s, %s : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A whole value becomes partial without communication: the first device of
// each group keeps it, the others hold zeros (a sum's neutral element).
// CHECK-LABEL: func.func @make_partial
// CHECK: %[[FIRST:.*]] = stablehlo.compare EQ
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
// CHECK: %[[P:.*]] = stablehlo.select %[[FIRST]], %arg0, %[[ZERO]]
// CHECK-NOT: osdp.
// CHECK: return %[[P]]
func.func @make_partial(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}], partial = {dp}>}) {
  return %x : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// For max, every device may keep the value: nothing to do.
// CHECK-LABEL: func.func @make_partial_max
// CHECK-NEXT: return %arg0
func.func @make_partial_max(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}], partial<max> = {dp}>}) {
  return %x : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[a = 2, b = 2]>

// Partial over a to split over b: slice first (free), then all-reduce the
// half that remains, instead of all-reducing the whole tensor and slicing.
// CHECK-LABEL: func.func @partial_then_split_elsewhere
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %arg0 on @mesh along [{b}, {}] : tensor<8x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[S]] on @mesh over {a} : tensor<4x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @partial_then_split_elsewhere(
    %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial = {a}>})
    -> (tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{b}, {}]>}) {
  return %x : tensor<8x4xf32>
}

