// RUN: osdp-opt %s --osdp-shard --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file --int-max 300 -- --osdp-shard | FileCheck %s --check-prefix=EXEC
// RUN: %spmd_check %s --split-input-file --int-max 300 --f64 -- --osdp-shard | FileCheck %s --check-prefix=EXEC

// Partial sums stay partial as long as they can and are reduced once; the
// values a reduction starts from are counted once.
// EXEC: checked 5 functions, 0 failures

osdp.mesh @mesh = <[dp = 4]>

// x.at[i].add(v) with the updates split over dp: each device scatters its
// updates into x (first device) or into zeros (the others), and one
// all_reduce sums them. x is not added four times.
// CHECK-LABEL: func.func @scatter_add
// CHECK-NOT: osdp.all_gather
// CHECK: %[[MASKED:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<i1>, tensor<4x16xf32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[MASKED]], %arg1, %arg2)
// CHECK: osdp.all_reduce sum %[[S]] on @mesh over {dp} : tensor<4x16xf32>
func.func @scatter_add(%x: tensor<4x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %i: tensor<32x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %u: tensor<32x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<4x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x16xf32>, tensor<32x1xi32>, tensor<32x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A reduce over the split dimension whose init value is not zero: the init
// value takes part on one device of the group only.
// CHECK-LABEL: func.func @reduce_with_init
// CHECK: %[[INIT:.*]] = stablehlo.select
// CHECK: stablehlo.reduce(%arg0 init: %[[INIT]])
// CHECK: osdp.all_reduce sum
func.func @reduce_with_init(%x: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, %init: tensor<f32> {osdp.sharding = #osdp.sharding<@mesh, []>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %sum = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %sum : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// Gradient accumulation over micro-batches: the accumulated gradient stays
// partial in the loop (its initial value, an argument, on one device only)
// and is all-reduced once, after the loop.
// CHECK-LABEL: func.func @accumulate
// CHECK: %[[INIT:.*]] = stablehlo.select %{{.*}}, %arg2, %{{.*}} : tensor<i1>, tensor<8x8xf32>
// CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %[[INIT]])
// CHECK-NOT: osdp.
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<i64>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: osdp.all_reduce sum %{{.*}}#1 on @mesh over {dp} : tensor<8x8xf32>
func.func @accumulate(%x: tensor<4x16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}, {}]>},
                      %w: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
                      %start: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c4 = stablehlo.constant dense<4> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %acc = %start) : tensor<i64>, tensor<8x8xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c4 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i64>
    %mb = stablehlo.dynamic_slice %x, %i, %z, %z, sizes = [1, 16, 8] : (tensor<4x16x8xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x16x8xf32>
    %m = stablehlo.reshape %mb : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    %h = stablehlo.dot_general %m, %w, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %g = stablehlo.dot_general %m, %h, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %a = stablehlo.add %acc, %g : tensor<8x8xf32>
    %n = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %n, %a : tensor<i64>, tensor<8x8xf32>
  }
  return %r#1 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// The difference of two partial sums is partial: one all_reduce, not two.
// CHECK-LABEL: func.func @linear
// CHECK: %[[D:.*]] = stablehlo.subtract
// CHECK-NEXT: osdp.all_reduce sum %[[D]] on @mesh over {dp} : tensor<8x8xf32>
// CHECK-NOT: osdp.all_reduce
func.func @linear(%x: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
                  %y: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %a = stablehlo.dot_general %x, %x, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %b = stablehlo.dot_general %y, %y, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %d = stablehlo.subtract %a, %b : tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[tp = 4]>

// A vocabulary-parallel embedding lookup: the table stays split by rows,
// each device reads the rows it holds (indices clamped as XLA clamps them,
// then shifted to the local block; rows of other blocks are zeros), and one
// all_reduce of the looked-up rows replaces gathering the table.
// CHECK-LABEL: func.func @vocab_parallel_lookup
// CHECK-NOT: osdp.all_gather
// CHECK: %[[IDS:.*]] = stablehlo.clamp
// CHECK: %[[LOCAL:.*]] = stablehlo.subtract %[[IDS]]
// CHECK: %[[ROWS:.*]] = "stablehlo.gather"(%arg0, %[[LOCAL]]) {{.*}} : (tensor<64x16xf32>, tensor<8x5x1xi32>) -> tensor<8x5x16xf32>
// CHECK: %[[MASKED:.*]] = stablehlo.select %{{.*}}, %[[ROWS]], %{{.*}} : tensor<8x5x16xi1>, tensor<8x5x16xf32>
// CHECK: osdp.all_reduce sum %[[MASKED]] on @mesh over {tp} : tensor<8x5x16xf32>
func.func @vocab_parallel_lookup(%table: tensor<256x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>},
                %ids: tensor<8x5x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}, {}]>})
    -> (tensor<8x5x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}, {}]>}) {
  %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<256x16xf32>, tensor<8x5x1xi32>) -> tensor<8x5x16xf32>
  return %0 : tensor<8x5x16xf32>
}

