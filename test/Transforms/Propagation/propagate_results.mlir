// RUN: osdp-opt %s --osdp-propagate --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-propagate --osdp-partition --osdp-optimize-collectives --canonicalize --split-input-file | FileCheck %s --check-prefix=PART
// RUN: %spmd_check %s --split-input-file -- --osdp-propagate --osdp-partition --osdp-optimize-collectives | FileCheck %s --check-prefix=EXEC

// Function results are edges from the returned value to the caller (an
// identity rule), not constraints on that value: the value may be partial
// or split otherwise, and the partitioner reshards it at the return.
// EXEC: checked 5 functions, 0 failures

osdp.mesh @mesh = <[dp = 4]>

// A data-parallel loss returned replicated: the reduction is local and its
// partial result is all-reduced once, as a scalar. Nothing is gathered.
// CHECK-LABEL: func.func @dp_loss
// CHECK: stablehlo.reduce{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [], partial = {dp}>]
// CHECK: stablehlo.multiply %1, %cst_0 {osdp.shardings = [#osdp.sharding<@mesh, []>]}
// PART-LABEL: func.func @dp_loss
// PART-NOT: osdp.all_gather
// PART: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<f32>
// PART-NOT: osdp.
// PART: return
func.func @dp_loss(%x: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<f32> {osdp.sharding = #osdp.sharding<@mesh, []>}) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %scale = stablehlo.constant dense<0.0625> : tensor<f32>
  %sq = stablehlo.multiply %x, %x : tensor<16x8xf32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
  %mean = stablehlo.multiply %sum, %scale : tensor<f32>
  return %mean : tensor<f32>
}

// -----

osdp.mesh @mesh = <[tp = 4]>

// Megatron MLP, W1 split by columns and W2 by rows, output replicated: the
// hidden activation stays split, the second matmul's result is partial, and
// one all_reduce gives the replicated output. No all_gather.
// PART-LABEL: func.func @megatron_mlp
// PART-NOT: osdp.all_gather
// PART: stablehlo.dot_general {{.*}} -> tensor<8x8xf32>
// PART: stablehlo.tanh
// PART: stablehlo.dot_general {{.*}} -> tensor<8x16xf32>
// PART-NEXT: osdp.all_reduce sum %{{.*}} on @mesh over {tp} : tensor<8x16xf32>
// PART-NOT: osdp.
// PART: return
func.func @megatron_mlp(%x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %w1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<32x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %a = stablehlo.tanh %h : tensor<8x32xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A result sharded otherwise than the constraint on the value it returns:
// the value keeps its constraint and is resharded at the return (sliced
// over tp first, so that the gather over dp moves half the data).
// CHECK-LABEL: func.func @constraint_then_result
// CHECK-SAME: -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>})
// PART-LABEL: func.func @constraint_then_result
// PART-NEXT: %[[S:.*]] = osdp.all_slice %arg0 on @mesh along [{tp}, {}] : tensor<8x2xf32> -> tensor<4x2xf32>
// PART-NEXT: %[[G:.*]] = osdp.all_gather %[[S]] on @mesh along [{}, {dp}] : tensor<4x2xf32> -> tensor<4x8xf32>
// PART-NEXT: return %[[G]]
func.func @constraint_then_result(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) {
  %0 = osdp.shard %arg0 as <@mesh, [{}, {dp}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// One value returned with two shardings: each result is resharded on its own.
// PART-LABEL: func.func @returned_twice
// PART-SAME: -> (tensor<2x8xf32> {{.*}}, tensor<8x2xf32>
func.func @returned_twice(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  %0 = stablehlo.tanh %arg0 : tensor<8x8xf32>
  return %0, %0 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A reduction whose op carries its own replicated sharding still reduces
// locally: a sharding constrains only the factors of its tensor, and the
// reduced factor is not one of them. The reduce's init value (1.5) is added
// on one device of the group only.
// PART-LABEL: func.func @own_sharding
// PART-NOT: osdp.all_gather
// PART: stablehlo.select
// PART: stablehlo.reduce
// PART: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
func.func @own_sharding(%x: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %init = stablehlo.constant dense<1.5> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %sum : tensor<8xf32>
}
