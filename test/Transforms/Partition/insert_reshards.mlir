// RUN: osdp-opt %s --osdp-insert-reshards --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-insert-reshards --osdp-partition | FileCheck %s --check-prefix=EXEC
// The decisions are those osdp-partition makes by itself: lowering the plan
// gives the same per-device program.
// RUN: osdp-opt %s --split-input-file --osdp-partition > %t.direct.mlir
// RUN: osdp-opt %s --split-input-file --osdp-insert-reshards --osdp-partition > %t.planned.mlir
// RUN: diff %t.direct.mlir %t.planned.mlir

// EXEC: checked 4 functions, 0 failures

// Megatron MLP whose output is wanted replicated: the second matmul
// computes a partial sum over tp (its contracting dimension is split), and
// the one reshard point is the all_reduce before the return. The hidden
// activation is used as it is.

osdp.mesh @mesh = <[tp = 2]>

// CHECK-LABEL: func.func @megatron_mlp
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-SAME: osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
// CHECK-NOT: osdp.shard
// CHECK: %[[Y:.*]] = stablehlo.dot_general %[[H]], %arg2
// CHECK-SAME: osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {tp}>]
// CHECK-NEXT: %[[R:.*]] = osdp.shard %[[Y]] as <@mesh, [{}, {}]>
// CHECK-NEXT: return %[[R]]
func.func @megatron_mlp(
    %x: tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %w1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>})
    -> (tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0]
      {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]}
      : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %y = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0]
      {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]}
      : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A sum over the split batch is partial. The exponential needs it whole (a
// reshard point); the negation is linear and runs on the partial sums, so
// its result is reduced instead, before the return.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @partial_shared
// CHECK: %[[S:.*]] = stablehlo.reduce
// CHECK-SAME: osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]
// CHECK-NEXT: %[[R:.*]] = osdp.shard %[[S]] as <@mesh, [{}]>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[R]]
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[S]] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]}
// CHECK-NEXT: %[[NR:.*]] = osdp.shard %[[N]] as <@mesh, [{}]>
// CHECK-NEXT: return %[[E]], %[[NR]]
func.func @partial_shared(
    %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
        tensor<4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0]
      {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]}
      : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %e = stablehlo.exponential %s {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<4xf32>
  %n = stablehlo.negate %s {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<4xf32>
  return %e, %n : tensor<4xf32>, tensor<4xf32>
}

// -----

// FSDP: a parameter sharded by rows is gathered for each use separately
// (one reshard point per user), so it is not kept whole between them.

osdp.mesh @mesh = <[dp = 2]>

// CHECK-LABEL: func.func @fsdp_two_uses
// CHECK: %[[G1:.*]] = osdp.shard %arg1 as <@mesh, [{}, {}]>
// CHECK: stablehlo.dot_general %arg0, %[[G1]]
// CHECK: %[[G2:.*]] = osdp.shard %arg1 as <@mesh, [{}, {}]>
// CHECK: stablehlo.dot_general %{{.*}}, %[[G2]]
func.func @fsdp_two_uses(
    %x: tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %a = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
      : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %b = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0]
      {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
      : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

// -----

// User constraints stay as they are (they are reshard points already), and
// a loop accumulator of partial sums is carried partial: the plan shows the
// loop's result partial and one reduction after the loop.

osdp.mesh @mesh = <[dp = 2]>

// CHECK-LABEL: func.func @accumulate
// CHECK: %[[C:.*]] = osdp.shard %arg0 as <@mesh, [{dp}, {}]>
// The initial value is made partial: kept on one device, zeros elsewhere.
// CHECK: %[[INIT:.*]] = osdp.shard %{{.*}} as <@mesh, [{}], partial = {dp}>
// CHECK: %[[L:.*]]:2 = stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[INIT]])
// CHECK-SAME: attributes {osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{}], partial = {dp}>]}
// CHECK: osdp.shard %[[L]]#1 as <@mesh, [{}]>
func.func @accumulate(
    %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %xs = osdp.shard %x as <@mesh, [{dp}, {}]> : tensor<8x4xf32>
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %acc0 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} dense<0.0> : tensor<4xf32>
  %i0 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0> : tensor<i32>
  %one = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<1> : tensor<i32>
  %three = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %i0, %acc = %acc0) : tensor<i32>, tensor<4xf32>
      attributes {osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{}]>]}
    cond {
    %c = stablehlo.compare LT, %i, %three {osdp.shardings = [#osdp.sharding<@mesh, []>]} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.reduce(%xs init: %zero) applies stablehlo.add across dimensions = [0]
        {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]}
        : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %a = stablehlo.add %acc, %s {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<4xf32>
    %n = stablehlo.add %i, %one {osdp.shardings = [#osdp.sharding<@mesh, []>]} : tensor<i32>
    stablehlo.return %n, %a : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
