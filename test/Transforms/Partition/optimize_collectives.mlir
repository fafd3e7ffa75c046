// RUN: osdp-opt %s --osdp-optimize-collectives --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-optimize-collectives | FileCheck %s --check-prefix=EXEC

// Executed by XLA: each function computes the same on every device before and after the pass.
// EXEC: checked 22 functions, 0 failures

osdp.mesh @mesh = <[dp = 4, tp = 2, one = 1]>

// all_reduce then all_slice over the same axes: one reduce_scatter.
// CHECK-LABEL: func.func @reduce_then_slice
// CHECK-NEXT: %[[R:.*]] = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_then_slice(%x: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Slicing over part of the reduced axes: reduce_scatter over those, then an
// all_reduce over the rest on the smaller tensor.
// CHECK-LABEL: func.func @reduce_then_partial_slice
// CHECK-NEXT: %[[R:.*]] = osdp.reduce_scatter sum %arg0 on @mesh over {tp} scatter 1 : tensor<8x4xf32> -> tensor<8x2xf32>
// CHECK-NEXT: %[[A:.*]] = osdp.all_reduce sum %[[R]] on @mesh over {dp} : tensor<8x2xf32>
// CHECK-NEXT: return %[[A]]
func.func @reduce_then_partial_slice(%x: tensor<8x4xf32>) -> tensor<8x2xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {dp, tp} : tensor<8x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{}, {tp}] : tensor<8x4xf32> -> tensor<8x2xf32>
  return %1 : tensor<8x2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// The reduced value has another user: it must stay.
// CHECK-LABEL: func.func @reduce_with_other_user
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %[[R]]
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @reduce_with_other_user(%x: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<2x4xf32>) {
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<2x4xf32>
  return %0, %1 : tensor<8x4xf32>, tensor<2x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, one = 1]>

// Collectives over no axes or over groups of one device vanish.
// CHECK-LABEL: func.func @trivial
// CHECK-NOT: osdp.
// CHECK: return %arg0
func.func @trivial(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {} : tensor<8x4xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {one} : tensor<8x4xf32>
  %2 = osdp.all_gather %1 on @mesh along [{one}, {}] : tensor<8x4xf32> -> tensor<8x4xf32>
  %3 = osdp.all_slice %2 on @mesh along [{}, {one}] : tensor<8x4xf32> -> tensor<8x4xf32>
  %4 = osdp.all_to_all %3 on @mesh over {one} split 0 concat 1 : tensor<8x4xf32> -> tensor<8x4xf32>
  %5 = osdp.collective_permute %4 on @mesh over {one} shift 1 : tensor<8x4xf32>
  return %5 : tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// An all_gather undone by an all_slice, and the reverse, cancel. The
// all_slice of %y needs %y whole on every device of the group, which its
// (replicated) sharding states.
// CHECK-LABEL: func.func @gather_then_slice
// CHECK-NEXT: return %arg0, %arg1 : tensor<2x4xf32>, tensor<8x4xf32>
func.func @gather_then_slice(%x: tensor<2x4xf32>, %y: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) -> (tensor<2x4xf32>, tensor<8x4xf32>) {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<2x4xf32>
  %2 = osdp.all_slice %y on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<2x4xf32>
  %3 = osdp.all_gather %2 on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %1, %3 : tensor<2x4xf32>, tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A gather and a slice over different dimensions do not cancel.
// CHECK-LABEL: func.func @gather_then_other_slice
// CHECK-NEXT: osdp.all_gather
// CHECK-NEXT: osdp.all_slice
func.func @gather_then_other_slice(%x: tensor<2x4xf32>) -> tensor<8x1xf32> {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{}, {dp}] : tensor<8x4xf32> -> tensor<8x1xf32>
  return %1 : tensor<8x1xf32>
}

// -----

osdp.mesh @mesh = <[tp = 2]>

// A fused projection sharded over tp and cut into three parts: each part's
// gather is the same gather, issued while the first one's buffer is still
// read through its slice, so the three become one.
// CHECK-LABEL: func.func @gathers_held
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.slice %[[G]] [0:4, 0:4]
// CHECK-NEXT: %[[K:.*]] = stablehlo.slice %[[G]] [0:4, 4:8]
// CHECK-NEXT: %[[V:.*]] = stablehlo.slice %[[G]] [0:4, 8:12]
// CHECK-NOT: osdp.all_gather
func.func @gathers_held(%x: tensor<4x6xf32>) -> tensor<4x4xf32> {
  %0 = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
  %1 = stablehlo.slice %0 [0:4, 0:4] : (tensor<4x12xf32>) -> tensor<4x4xf32>
  %2 = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
  %3 = stablehlo.slice %2 [0:4, 4:8] : (tensor<4x12xf32>) -> tensor<4x4xf32>
  %4 = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
  %5 = stablehlo.slice %4 [0:4, 8:12] : (tensor<4x12xf32>) -> tensor<4x4xf32>
  %6 = stablehlo.add %1, %3 : tensor<4x4xf32>
  %7 = stablehlo.add %6, %5 : tensor<4x4xf32>
  return %7 : tensor<4x4xf32>
}

// Gathers that stay: the first gather's buffer is no longer read when the
// second is issued (merging would hold it in between, as an FSDP
// parameter's forward gather would be held to its backward use), and a
// gather along another dimension.
// CHECK-LABEL: func.func @gathers_not_held
// CHECK-COUNT-3: osdp.all_gather
// CHECK-NOT: osdp.all_gather
// CHECK: return
func.func @gathers_not_held(%x: tensor<4x6xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>, tensor<8x6xf32>) {
  %0 = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
  %1 = stablehlo.exponential %0 : tensor<4x12xf32>
  %2 = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<4x6xf32> -> tensor<4x12xf32>
  %3 = stablehlo.log %2 : tensor<4x12xf32>
  %4 = osdp.all_gather %x on @mesh along [{tp}, {}] : tensor<4x6xf32> -> tensor<8x6xf32>
  return %1, %3, %4 : tensor<4x12xf32>, tensor<4x12xf32>, tensor<8x6xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Chains of one collective combine: the later gather takes the major axis,
// the later slice the minor one, reductions take both groups.
// CHECK-LABEL: func.func @combine_chains
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp, tp}, {}] : tensor<1x8xf32> -> tensor<8x8xf32>
// The slice of the gathered value does not cancel (other axes).
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %[[G]] on @mesh along [{}, {tp, dp}] : tensor<8x8xf32> -> tensor<8x1xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[S]] on @mesh over {dp, tp} : tensor<8x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @combine_chains(%x: tensor<1x8xf32>) -> tensor<8x1xf32> {
  %0 = osdp.all_gather %x on @mesh along [{tp}, {}] : tensor<1x8xf32> -> tensor<2x8xf32>
  %1 = osdp.all_gather %0 on @mesh along [{dp}, {}] : tensor<2x8xf32> -> tensor<8x8xf32>
  %2 = osdp.all_slice %1 on @mesh along [{}, {tp}] : tensor<8x8xf32> -> tensor<8x4xf32>
  %3 = osdp.all_slice %2 on @mesh along [{}, {dp}] : tensor<8x4xf32> -> tensor<8x1xf32>
  %4 = osdp.all_reduce sum %3 on @mesh over {dp} : tensor<8x1xf32>
  %5 = osdp.all_reduce sum %4 on @mesh over {tp} : tensor<8x1xf32>
  return %5 : tensor<8x1xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// Two reductions over the same axis are not one reduction.
// CHECK-LABEL: func.func @no_combine_same_axis
// CHECK-NEXT: osdp.all_reduce
// CHECK-NEXT: osdp.all_reduce
func.func @no_combine_same_axis(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {dp} : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Two partial sums over one group that are added (the two gradient
// contributions of a tied embedding): one reduction of the local sum. The
// transpose in between moves elements only, so the reduction sinks past it.
// CHECK-LABEL: func.func @sum_of_sums
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0]
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[T]], %arg1 : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[A]] on @mesh over {dp, tp} : tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @sum_of_sums(%x: tensor<8x4xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {dp, tp} : tensor<8x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %2 = osdp.all_reduce sum %y on @mesh over {tp, dp} : tensor<4x8xf32>
  %3 = stablehlo.add %1, %2 : tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Not merged: different groups, a maximum, and a reduction with another user.
// CHECK-LABEL: func.func @sums_that_stay
// CHECK-COUNT-2: osdp.all_reduce sum
// CHECK: stablehlo.subtract
// CHECK: osdp.all_reduce max
// CHECK: osdp.all_reduce sum
// CHECK: stablehlo.add
// CHECK: osdp.all_reduce sum
// CHECK: stablehlo.add
func.func @sums_that_stay(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
  %1 = osdp.all_reduce sum %y on @mesh over {tp} : tensor<8xf32>
  %2 = stablehlo.subtract %0, %1 : tensor<8xf32>
  %3 = osdp.all_reduce max %x on @mesh over {dp} : tensor<8xf32>
  %4 = osdp.all_reduce sum %y on @mesh over {dp} : tensor<8xf32>
  %5 = stablehlo.add %3, %4 : tensor<8xf32>
  %6 = osdp.all_reduce sum %x on @mesh over {tp} : tensor<8xf32>
  %7 = stablehlo.add %6, %6 : tensor<8xf32>
  return %2, %5, %7, %6 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// The input gradient of tensor-parallel attention: the residual gradient
// plus the partial sums of the query, key and value projections over tp.
// The three sums become one, of the local sum, added to the residual
// (the outermost addition is rewritten first).
// CHECK-LABEL: func.func @sum_chain
// CHECK-NEXT: %[[KV:.*]] = stablehlo.add %arg2, %arg3 : tensor<4x8xf32>
// CHECK-NEXT: %[[QKV:.*]] = stablehlo.add %arg1, %[[KV]] : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[QKV]] on @mesh over {tp} : tensor<4x8xf32>
// CHECK-NEXT: %[[OUT:.*]] = stablehlo.add %arg0, %[[R]] : tensor<4x8xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @sum_chain(%residual: tensor<4x8xf32>, %q: tensor<4x8xf32>, %k: tensor<4x8xf32>, %v: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = osdp.all_reduce sum %q on @mesh over {tp} : tensor<4x8xf32>
  %1 = stablehlo.add %residual, %0 : tensor<4x8xf32>
  %2 = osdp.all_reduce sum %k on @mesh over {tp} : tensor<4x8xf32>
  %3 = stablehlo.add %1, %2 : tensor<4x8xf32>
  %4 = osdp.all_reduce sum %v on @mesh over {tp} : tensor<4x8xf32>
  %5 = stablehlo.add %3, %4 : tensor<4x8xf32>
  return %5 : tensor<4x8xf32>
}

// The same chain with each addition's operands the other way round.
// CHECK-LABEL: func.func @sum_chain_commuted
// CHECK-NEXT: %[[L:.*]] = stablehlo.add %arg1, %arg2 : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[L]] on @mesh over {tp} : tensor<4x8xf32>
// CHECK-NEXT: %[[OUT:.*]] = stablehlo.add %arg0, %[[R]] : tensor<4x8xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @sum_chain_commuted(%residual: tensor<4x8xf32>, %q: tensor<4x8xf32>, %k: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = osdp.all_reduce sum %q on @mesh over {tp} : tensor<4x8xf32>
  %1 = stablehlo.add %0, %residual : tensor<4x8xf32>
  %2 = osdp.all_reduce sum %k on @mesh over {tp} : tensor<4x8xf32>
  %3 = stablehlo.add %2, %1 : tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// Chains that keep their reductions: an intermediate sum read elsewhere
// (the local sum would have to be reduced twice), sums over different
// groups, and a maximum.
// CHECK-LABEL: func.func @sum_chains_that_stay
// CHECK-COUNT-2: osdp.all_reduce sum {{.*}} over {tp}
// CHECK-COUNT-2: osdp.all_reduce sum
// CHECK: osdp.all_reduce max
// CHECK: osdp.all_reduce sum
// CHECK-NOT: osdp.all_reduce
// CHECK: return
func.func @sum_chains_that_stay(%residual: tensor<4x8xf32>, %q: tensor<4x8xf32>, %k: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = osdp.all_reduce sum %q on @mesh over {tp} : tensor<4x8xf32>
  %1 = stablehlo.add %residual, %0 : tensor<4x8xf32>
  %2 = osdp.all_reduce sum %k on @mesh over {tp} : tensor<4x8xf32>
  %3 = stablehlo.add %1, %2 : tensor<4x8xf32>
  %4 = osdp.all_reduce sum %q on @mesh over {tp} : tensor<4x8xf32>
  %5 = stablehlo.add %residual, %4 : tensor<4x8xf32>
  %6 = osdp.all_reduce sum %k on @mesh over {dp} : tensor<4x8xf32>
  %7 = stablehlo.add %5, %6 : tensor<4x8xf32>
  %8 = osdp.all_reduce max %q on @mesh over {tp} : tensor<4x8xf32>
  %9 = stablehlo.add %residual, %8 : tensor<4x8xf32>
  %10 = osdp.all_reduce sum %k on @mesh over {tp} : tensor<4x8xf32>
  %11 = stablehlo.add %9, %10 : tensor<4x8xf32>
  return %1, %3, %7, %11 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A loop that adds a sum over dp to an accumulator starting at zero (the
// gradients of microbatches) adds the local values and reduces once,
// after the loop; so does one starting at a broadcast zero scalar. The
// third accumulator starts at one: its sums stay in the loop (one
// reduction after it would add the start four times).
// CHECK-LABEL: func.func @accumulated_sums
// CHECK: %[[LOOP:.*]]:4 = stablehlo.while(%{{[a-zA-Z_0-9]+}} = %{{[a-z_0-9]+}}, %[[ACC:[a-zA-Z_0-9]+]] = %{{[a-z_0-9]+}}, %[[ACC2:[a-zA-Z_0-9]+]] = %{{[a-z_0-9]+}}, %[[OTHER:[a-zA-Z_0-9]+]] = %{{[a-z_0-9]+}})
// CHECK: } do {
// CHECK-NEXT: stablehlo.add %[[ACC]], %arg0 : tensor<8xf32>
// CHECK-NEXT: stablehlo.add %[[ACC2]], %arg0 : tensor<8xf32>
// CHECK-NEXT: %[[SUM:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<8xf32>
// CHECK-NEXT: stablehlo.add %[[OTHER]], %[[SUM]] : tensor<8xf32>
// CHECK-DAG: %[[ONCE:.*]] = osdp.all_reduce sum %[[LOOP]]#1 on @mesh over {dp} : tensor<8xf32>
// CHECK-DAG: %[[ONCE2:.*]] = osdp.all_reduce sum %[[LOOP]]#2 on @mesh over {dp} : tensor<8xf32>
// CHECK: return %[[ONCE]], %[[ONCE2]], %[[LOOP]]#3
func.func @accumulated_sums(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
  %scalar = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zeros = stablehlo.broadcast_in_dim %scalar, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
  %r:4 = stablehlo.while(%i = %c0, %acc = %zero, %acc2 = %zeros, %other = %one) : tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
    %next = stablehlo.add %acc, %s : tensor<8xf32>
    %s2 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
    %next2 = stablehlo.add %acc2, %s2 : tensor<8xf32>
    %t = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
    %next3 = stablehlo.add %other, %t : tensor<8xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %next, %next2, %next3 : tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  return %r#1, %r#2, %r#3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2, one = 1]>

// One partial sum scattered along two dimensions over one group: the
// second scatter exchanges the first one's pieces (8 floats sent per
// device where it sent 24).
// CHECK-LABEL: func.func @scattered_two_ways
// CHECK-NEXT: %[[A:.*]] = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT: %[[B:.*]] = osdp.all_to_all %[[A]] on @mesh over {dp} split 1 concat 0 : tensor<2x4xf32> -> tensor<8x1xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @scattered_two_ways(%x: tensor<8x4xf32>) -> (tensor<2x4xf32>, tensor<8x1xf32>) {
  %a = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  %b = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 1 : tensor<8x4xf32> -> tensor<8x1xf32>
  return %a, %b : tensor<2x4xf32>, tensor<8x1xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2, one = 1]>

// Over two groups, each sum is a different one: both stay.
// CHECK-LABEL: func.func @scattered_over_two_groups
// CHECK-NEXT: osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0
// CHECK-NEXT: osdp.reduce_scatter sum %arg0 on @mesh over {tp} scatter 1
func.func @scattered_over_two_groups(%x: tensor<8x4xf32>) -> (tensor<2x4xf32>, tensor<8x2xf32>) {
  %a = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
  %b = osdp.reduce_scatter sum %x on @mesh over {tp} scatter 1 : tensor<8x4xf32> -> tensor<8x2xf32>
  return %a, %b : tensor<2x4xf32>, tensor<8x2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A scatter into rows, sliced by rows: each device scatters into its own
// block, the indices shifted by the block's first row (the rows of the
// other block fall outside it and are skipped).
// CHECK-LABEL: func.func @sliced_scatter
// CHECK: %[[X:.*]] = osdp.all_slice %arg0 on @mesh along [{tp}, {}] : tensor<4x3xf32> -> tensor<2x3xf32>
// CHECK: %[[SHIFTED:.*]] = stablehlo.subtract %arg1, %{{.*}} : tensor<5x1xi32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[X]], %[[SHIFTED]], %arg2)
// CHECK: (tensor<2x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT: osdp.all_slice
// CHECK: return %[[S]]
func.func @sliced_scatter(%x: tensor<4x3xf32>, %i: tensor<5x1xi32>, %u: tensor<5x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %1 = osdp.all_slice %0 on @mesh along [{tp}, {}] : tensor<4x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A cross-entropy's gradient: the label's row of each example's logits,
// scattered into zeros with the examples as batching dimensions, sliced by
// the vocabulary. The zeros are made at the block's size and the scatter
// writes only this device's block.
// CHECK-LABEL: func.func @sliced_label_gradient
// CHECK: %[[Z:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
// CHECK: %[[SHIFTED:.*]] = stablehlo.subtract %arg0
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[Z]], %[[SHIFTED]], %arg1)
// CHECK: -> tensor<3x2xf32>
// CHECK-NOT: osdp.all_slice
// CHECK: return %[[S]]
func.func @sliced_label_gradient(%labels: tensor<3x1xi32>, %g: tensor<3xf32>, %zero: tensor<f32>) -> tensor<3x2xf32> {
  %z = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
  %0 = "stablehlo.scatter"(%z, %labels, %g) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{}, {tp}] : tensor<3x4xf32> -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Scatters that keep their slice: one sliced along a window dimension (an
// update's row would cross blocks), one whose whole result is also read,
// and one into rows its indices do not address (no index vector entry
// names them).
// CHECK-LABEL: func.func @scatters_that_stay
// CHECK-COUNT-3: osdp.all_slice
func.func @scatters_that_stay(%x: tensor<4x4xf32>, %i: tensor<5x1xi32>, %u: tensor<5x4xf32>, %w: tensor<5x1xf32>) -> (tensor<4x2xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<4x4xf32>
  %1 = osdp.all_slice %0 on @mesh along [{}, {tp}] : tensor<4x4xf32> -> tensor<4x2xf32>
  %2 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<4x4xf32>
  %3 = osdp.all_slice %2 on @mesh along [{tp}, {}] : tensor<4x4xf32> -> tensor<2x4xf32>
  %4 = "stablehlo.scatter"(%x, %i, %w) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<5x1xi32>, tensor<5x1xf32>) -> tensor<4x4xf32>
  %5 = osdp.all_slice %4 on @mesh along [{tp}, {}] : tensor<4x4xf32> -> tensor<2x4xf32>
  return %1, %3, %2, %5 : tensor<4x2xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A broadcast sliced along a dimension it adds is a smaller broadcast; one
// sliced along its operand's dimension stays.
// CHECK-LABEL: func.func @sliced_broadcasts
// CHECK-DAG: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
// CHECK: %[[C:.*]] = osdp.all_slice %[[B]]
// CHECK: return %[[A]], %[[C]]
func.func @sliced_broadcasts(%x: tensor<3xf32>, %y: tensor<4xf32>) -> (tensor<2x3xf32>, tensor<8x2xf32>) {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
  %1 = osdp.all_slice %0 on @mesh along [{dp}, {}] : tensor<8x3xf32> -> tensor<2x3xf32>
  %2 = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %3 = osdp.all_slice %2 on @mesh along [{}, {tp}] : tensor<8x4xf32> -> tensor<8x2xf32>
  return %1, %3 : tensor<2x3xf32>, tensor<8x2xf32>
}
