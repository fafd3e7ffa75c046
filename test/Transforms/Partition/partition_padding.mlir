// RUN: osdp-opt %s --osdp-partition --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file --int-max 13 -- --osdp-partition | FileCheck %s --check-prefix=EXEC

// Dimensions the mesh does not divide are padded: every device holds
// ceil(size / shards) elements and the padding past the end has no defined
// content (the checker fills it with +inf and -inf, so that a missing mask
// changes the result).
// Executed by XLA: each function, run on all devices of its mesh, computes what the unpartitioned function computes.
// EXEC: checked 18 functions, 0 failures

osdp.mesh @mesh = <[dp = 4]>

// Elementwise ops leave the padding where it is: no mask, no collective. The
// arguments and the result are padded blocks of 4 rows (13 = 4 + 4 + 4 + 1).
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: tensor<4x8xf32> {osdp.global_type = tensor<13x8xf32>
// CHECK-NEXT: stablehlo.multiply %arg0, %arg1 : tensor<4x8xf32>
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: return %{{.*}} : tensor<4x8xf32>
func.func @elementwise(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %y: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %0 = stablehlo.multiply %x, %y {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<13x8xf32>
  %1 = stablehlo.exponential %0 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<13x8xf32>
  return %1 : tensor<13x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A sum over the padded dimension: the padding becomes 0 first (rows whose
// global index, local index + block offset, is 13 or more).
// CHECK-LABEL: func.func @reduce_sum
// CHECK: %[[ID:.*]] = stablehlo.partition_id
// CHECK: %[[OFFSET:.*]] = stablehlo.multiply %{{.*}}, %{{.*}} : tensor<i64>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<4x8xi64>
// CHECK: %[[GLOBAL:.*]] = stablehlo.add %[[IOTA]], %{{.*}} : tensor<4x8xi64>
// CHECK: %[[SIZE:.*]] = stablehlo.constant dense<13> : tensor<i64>
// CHECK: %[[REAL:.*]] = stablehlo.compare LT, %[[GLOBAL]]
// CHECK: %[[ZEROS:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4x8xf32>
// CHECK: %[[MASKED:.*]] = stablehlo.select %[[REAL]], %arg0, %[[ZEROS]]
// CHECK: %[[SUM:.*]] = stablehlo.reduce(%[[MASKED]] init: %{{.*}}) applies stablehlo.add
// CHECK: osdp.all_reduce sum %[[SUM]] on @mesh over {dp} : tensor<8xf32>
func.func @reduce_sum(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<13x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %sum : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A max over the padded dimension: the padding becomes -inf.
// CHECK-LABEL: func.func @reduce_max
// CHECK: %[[REAL:.*]] = stablehlo.compare LT
// CHECK: %[[NEG:.*]] = stablehlo.constant dense<0xFF800000> : tensor<8x4xf32>
// CHECK: %[[MASKED:.*]] = stablehlo.select %[[REAL]], %arg0, %[[NEG]]
// CHECK: %[[MAX:.*]] = stablehlo.reduce(%[[MASKED]] init: %{{.*}}) applies stablehlo.maximum
// CHECK: osdp.all_reduce max %[[MAX]] on @mesh over {dp} : tensor<8xf32>
func.func @reduce_max(
    %x: tensor<8x13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %init = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial<max> = {dp}>]} : (tensor<8x13xf32>, tensor<f32>) -> tensor<8xf32>
  return %max : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A contraction over the padded dimension zeroes the padding of both
// operands: 0 * x is not 0 when x is inf or NaN, and padding may be either.
// CHECK-LABEL: func.func @dot_contracting
// CHECK: %[[LHS:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<6x4xi1>, tensor<6x4xf32>
// CHECK: %[[RHS:.*]] = stablehlo.select %{{.*}}, %arg1, %{{.*}} : tensor<4x5xi1>, tensor<4x5xf32>
// CHECK: %[[DOT:.*]] = stablehlo.dot_general %[[LHS]], %[[RHS]], contracting_dims = [1] x [0]
// CHECK: osdp.all_reduce sum %[[DOT]] on @mesh over {dp} : tensor<6x5xf32>
func.func @dot_contracting(
    %x: tensor<6x13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>},
    %w: tensor<13x5xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<6x5xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<6x13xf32>, tensor<13x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// An iota counts from its block's offset (4 * block); a constant is padded
// to 16 before each device cuts its block, which dynamic_slice would
// otherwise shift back into range on the last device.
// CHECK-LABEL: func.func @iota_and_constant
// CHECK: stablehlo.iota dim = 0 : tensor<4xf32>
// CHECK: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, {{.*}}]> : tensor<13xf32>
// CHECK: %[[PADDED:.*]] = stablehlo.pad %[[C]], %{{.*}}, low = [0], high = [3], interior = [0] : (tensor<13xf32>, tensor<f32>) -> tensor<16xf32>
// CHECK: stablehlo.dynamic_slice %[[PADDED]], %{{.*}}, sizes = [4] : (tensor<16xf32>, tensor<i64>) -> tensor<4xf32>
func.func @iota_and_constant(
    %x: tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  %i = stablehlo.iota dim = 0 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : tensor<13xf32>
  %c = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0]> : tensor<13xf32>
  %0 = stablehlo.multiply %x, %i {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : tensor<13xf32>
  %1 = stablehlo.add %0, %c {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : tensor<13xf32>
  return %1 : tensor<13xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// Gathering padded blocks gives 16 rows; the 13 real ones are kept.
// CHECK-LABEL: func.func @gather_to_replicated
// CHECK: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp}, {}] : tensor<4x8xf32> -> tensor<16x8xf32>
// CHECK: %[[S:.*]] = stablehlo.slice %[[G]] [0:13, 0:8] : (tensor<16x8xf32>) -> tensor<13x8xf32>
// CHECK: return %[[S]]
func.func @gather_to_replicated(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  return %x : tensor<13x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// Splitting a whole dimension pads it to a multiple of the shards first.
// CHECK-LABEL: func.func @slice_from_replicated
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<13x8xf32>, tensor<f32>) -> tensor<16x8xf32>
// CHECK: %[[S:.*]] = osdp.all_slice %[[P]] on @mesh along [{dp}, {}] : tensor<16x8xf32> -> tensor<4x8xf32>
// CHECK: return %[[S]]
func.func @slice_from_replicated(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %x : tensor<13x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// An all_to_all that concatenates the padded dimension slices it back.
// CHECK-LABEL: func.func @all_to_all_from_padded
// CHECK: %[[A:.*]] = osdp.all_to_all %arg0 on @mesh over {dp} split 1 concat 0 : tensor<4x8xf32> -> tensor<16x2xf32>
// CHECK: %[[S:.*]] = stablehlo.slice %[[A]] [0:13, 0:2]
// CHECK: return %[[S]]
func.func @all_to_all_from_padded(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  return %x : tensor<13x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// An all_to_all that splits a dimension into padded blocks pads it first.
// CHECK-LABEL: func.func @all_to_all_to_padded
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0, 0], high = [3, 0]
// CHECK: %[[A:.*]] = osdp.all_to_all %[[P]] on @mesh over {dp} split 0 concat 1 : tensor<16x2xf32> -> tensor<4x8xf32>
// CHECK: return %[[A]]
func.func @all_to_all_to_padded(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>})
    -> (tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %x : tensor<13x8xf32>
}

// -----

osdp.mesh @mesh = <[a = 2, b = 2]>

// From 4 blocks of 4 rows to 2 blocks of 7: the blocks of one are not made
// of blocks of the other, so the dimension is gathered whole (16 rows), cut
// to the new padded size (14) and split again.
// CHECK-LABEL: func.func @padded_to_padded
// CHECK: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{a, b}, {}] : tensor<4x3xf32> -> tensor<16x3xf32>
// CHECK: %[[S:.*]] = stablehlo.slice %[[G]] [0:14, 0:3]
// CHECK: %[[P:.*]] = stablehlo.pad %[[S]], %{{.*}}, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<14x3xf32>, tensor<f32>) -> tensor<14x4xf32>
// CHECK: %[[R:.*]] = osdp.all_slice %[[P]] on @mesh along [{a}, {b}] : tensor<14x4xf32> -> tensor<7x2xf32>
// CHECK: return %[[R]]
func.func @padded_to_padded(
    %x: tensor<13x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{a, b}, {}]>})
    -> (tensor<13x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{a}, {b}]>}) {
  return %x : tensor<13x3xf32>
}

// -----

osdp.mesh @mesh = <[a = 2, b = 2]>

// The same axes in another order: the same blocks, permuted, padding and
// all.
// CHECK-LABEL: func.func @reorder_padded
// CHECK-NEXT: %[[P:.*]] = osdp.collective_permute %arg0 on @mesh over {a, b}
// CHECK-NEXT: return %[[P]]
func.func @reorder_padded(
    %x: tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{a, b}]>})
    -> (tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{b, a}]>}) {
  return %x : tensor<13xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A partial sum scattered onto a padded dimension is padded first.
// CHECK-LABEL: func.func @reduce_scatter_to_padded
// CHECK: %[[DOT:.*]] = stablehlo.dot_general
// CHECK: %[[P:.*]] = stablehlo.pad %[[DOT]], %{{.*}}, low = [0, 0], high = [0, 3]
// CHECK: %[[R:.*]] = osdp.reduce_scatter sum %[[P]] on @mesh over {dp} scatter 1 : tensor<6x16xf32> -> tensor<6x4xf32>
// CHECK: return %[[R]]
func.func @reduce_scatter_to_padded(
    %x: tensor<6x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>},
    %w: tensor<8x13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<6x13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<6x8xf32>, tensor<8x13xf32>) -> tensor<6x13xf32>
  return %0 : tensor<6x13xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A transpose whose result is split unevenly (6 over 4): the operand is
// moved to the padded split, then transposed.
// CHECK-LABEL: func.func @transpose_padded
// CHECK: %[[P:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0, 0], high = [2, 0]
// CHECK: %[[A:.*]] = osdp.all_to_all %[[P]] on @mesh over {dp} split 0 concat 1 : tensor<8x2xf32> -> tensor<2x8xf32>
// CHECK: stablehlo.transpose %[[A]], dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
func.func @transpose_padded(
    %x: tensor<6x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>})
    -> (tensor<8x6xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) {
  %t = stablehlo.transpose %x, dims = [1, 0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<6x8xf32>) -> tensor<8x6xf32>
  return %t : tensor<8x6xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A slice along a split dimension needs it whole: gathered, sliced back to
// 13 rows, sliced, and split again into blocks of 2 (7 = 2 + 2 + 2 + 1).
// CHECK-LABEL: func.func @slice_of_padded
// CHECK: %[[G:.*]] = osdp.all_gather %arg0
// CHECK: %[[W:.*]] = stablehlo.slice %[[G]] [0:13, 0:8]
// CHECK: %[[S:.*]] = stablehlo.slice %[[W]] [3:10, 0:8]
// CHECK: %[[P:.*]] = stablehlo.pad %[[S]], %{{.*}}, low = [0, 0], high = [1, 0]
// CHECK: osdp.all_slice %[[P]] on @mesh along [{dp}, {}] : tensor<8x8xf32> -> tensor<2x8xf32>
func.func @slice_of_padded(
    %x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<7x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %s = stablehlo.slice %x [3:10, 0:8] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<13x8xf32>) -> tensor<7x8xf32>
  return %s : tensor<7x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A cumulative sum (reduce_window) needs its windowed dimension whole.
// CHECK-LABEL: func.func @cumsum_padded
// CHECK: %[[G:.*]] = osdp.all_gather %arg0 on @mesh along [{dp}] : tensor<4xf32> -> tensor<16xf32>
// CHECK: %[[W:.*]] = stablehlo.slice %[[G]] [0:13]
// CHECK: %[[C:.*]] = "stablehlo.reduce_window"(%[[W]]
// CHECK: %[[P:.*]] = stablehlo.pad %[[C]]
// CHECK: osdp.all_slice %[[P]] on @mesh along [{dp}] : tensor<16xf32> -> tensor<4xf32>
func.func @cumsum_padded(
    %x: tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<13xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 13>, padding = dense<[[12, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : (tensor<13xf32>, tensor<f32>) -> tensor<13xf32>
  return %0 : tensor<13xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// The vocabulary-parallel embedding and loss of a 13-token vocabulary over 4
// devices: each device looks up its own rows (indices clamped to the 13 real
// rows, so padding rows are never read) and one all_reduce combines them;
// the logits stay split by vocabulary, padded; the max and the sums of the
// softmax cross-entropy mask the padding (-inf, 0) before reducing.
// CHECK-LABEL: func.func @vocab_parallel
// CHECK-NOT: osdp.all_gather
// CHECK: %[[LAST:.*]] = stablehlo.constant dense<12> : tensor<i64>
// CHECK: stablehlo.clamp
// CHECK: %[[ROWS:.*]] = "stablehlo.gather"(%arg0
// CHECK: %[[H:.*]] = osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<6x8xf32>
// CHECK: %[[LOGITS:.*]] = stablehlo.dot_general %[[H]], %arg0, contracting_dims = [1] x [1] : (tensor<6x8xf32>, tensor<4x8xf32>) -> tensor<6x4xf32>
// CHECK: %[[NEG:.*]] = stablehlo.constant dense<0xFF800000> : tensor<6x4xf32>
// CHECK: %[[M:.*]] = stablehlo.select %{{.*}}, %[[LOGITS]], %[[NEG]]
// CHECK: stablehlo.reduce(%[[M]] init: %{{.*}}) applies stablehlo.maximum
// CHECK: osdp.all_reduce max
// CHECK: %[[E:.*]] = stablehlo.exponential
// CHECK: %[[EM:.*]] = stablehlo.select %{{.*}}, %[[E]], %{{.*}} : tensor<6x4xi1>, tensor<6x4xf32>
// CHECK: stablehlo.reduce(%[[EM]] init: %{{.*}}) applies stablehlo.add
// CHECK: osdp.all_reduce sum
// CHECK-NOT: osdp.all_gather
func.func @vocab_parallel(
    %table: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %ids: tensor<6xi32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
    %labels: tensor<6xi32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>})
    -> (tensor<f32> {osdp.sharding = #osdp.sharding<@mesh, []>}) {
  %idx = stablehlo.reshape %ids {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : (tensor<6xi32>) -> tensor<6x1xi32>
  %h = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : (tensor<13x8xf32>, tensor<6x1xi32>) -> tensor<6x8xf32>
  %logits = stablehlo.dot_general %h, %table, contracting_dims = [1] x [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<6x8xf32>, tensor<13x8xf32>) -> tensor<6x13xf32>
  %ninf = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%logits init: %ninf) applies stablehlo.maximum across dimensions = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial<max> = {dp}>]} : (tensor<6x13xf32>, tensor<f32>) -> tensor<6xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<6xf32>) -> tensor<6x13xf32>
  %shift = stablehlo.subtract %logits, %maxb {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : tensor<6x13xf32>
  %e = stablehlo.exponential %shift {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : tensor<6x13xf32>
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<6x13xf32>, tensor<f32>) -> tensor<6xf32>
  %lse = stablehlo.log %sum {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<6xf32>
  %iota = stablehlo.iota dim = 1 {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : tensor<6x13xi32>
  %lb = stablehlo.broadcast_in_dim %labels, dims = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<6xi32>) -> tensor<6x13xi32>
  %onehot = stablehlo.compare EQ, %iota, %lb {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<6x13xi32>, tensor<6x13xi32>) -> tensor<6x13xi1>
  %zeros = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} dense<0.0> : tensor<6x13xf32>
  %picked = stablehlo.select %onehot, %shift, %zeros {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : tensor<6x13xi1>, tensor<6x13xf32>
  %target = stablehlo.reduce(%picked init: %zero) applies stablehlo.add across dimensions = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<6x13xf32>, tensor<f32>) -> tensor<6xf32>
  %nll = stablehlo.subtract %lse, %target {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : tensor<6xf32>
  %loss = stablehlo.reduce(%nll init: %zero) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, []>]} : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A scatter-add whose 13 updates are split over 4 devices: the padded
// updates become 0 (and their indices 0), so they add nothing; the input
// is kept on the first device only.
// CHECK-LABEL: func.func @scatter_padded_updates
// CHECK: %[[I:.*]] = stablehlo.select %{{.*}}, %arg1, %{{.*}} : tensor<4x1xi1>, tensor<4x1xi32>
// CHECK: %[[U:.*]] = stablehlo.select %{{.*}}, %arg2, %{{.*}} : tensor<4x6xi1>, tensor<4x6xf32>
// CHECK: %[[X:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<i1>, tensor<13x6xf32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[X]], %[[I]], %[[U]])
// CHECK: osdp.all_reduce sum %[[S]] on @mesh over {dp} : tensor<13x6xf32>
func.func @scatter_padded_updates(%x: tensor<13x6xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %i: tensor<13x1xi32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %u: tensor<13x6xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<13x6xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]} : (tensor<13x6xf32>, tensor<13x1xi32>, tensor<13x6xf32>) -> tensor<13x6xf32>
  return %0 : tensor<13x6xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A padded loop-carried value: the loop computes on the padding like on any
// element, and the sum after the loop masks it.
// CHECK-LABEL: func.func @loop
// CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %arg0) : tensor<i64>, tensor<4x3xf32>
// CHECK: %[[MASKED:.*]] = stablehlo.select %{{.*}}, %{{.*}}#1, %{{.*}} : tensor<4x3xi1>, tensor<4x3xf32>
// CHECK: stablehlo.reduce(%[[MASKED]] init: %{{.*}}) applies stablehlo.add
// CHECK: osdp.all_reduce sum
func.func @loop(%x: tensor<13x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %c0 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0> : tensor<i64>
  %w:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<13x3xf32> attributes {osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{dp}, {}]>]}
  cond {
    %c3 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %c3 {osdp.shardings = [#osdp.sharding<@mesh, []>]} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c1 {osdp.shardings = [#osdp.sharding<@mesh, []>]} : tensor<i64>
    %d = stablehlo.multiply %v, %v {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<13x3xf32>
    %e = stablehlo.tanh %d {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<13x3xf32>
    stablehlo.return %n, %e : tensor<i64>, tensor<13x3xf32>
  }
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%w#1 init: %zero) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<13x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}
