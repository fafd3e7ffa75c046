// RUN: osdp-opt %s --osdp-test-print-sharding-rule | FileCheck %s

// The sharding rule of each stablehlo op class, as ShardingRuleOpInterface
// returns it (docs/sharding-rules.md). Factors print as i, j, k, ... in the
// order the rule creates them.

func.func @elementwise(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %p: tensor<i1>, %s: tensor<f32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  // CHECK: stablehlo.add{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>
  %0 = stablehlo.add %a, %b : tensor<8x16xf32>
  // CHECK: stablehlo.exponential{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>
  %1 = stablehlo.exponential %0 : tensor<8x16xf32>
  // CHECK: stablehlo.select{{.*}}osdp.sharding_rule = #osdp.rule<([], [i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>
  %2 = stablehlo.select %p, %1, %b : tensor<i1>, tensor<8x16xf32>
  // CHECK: stablehlo.clamp{{.*}}osdp.sharding_rule = #osdp.rule<([], [i, j], []) -> ([i, j]) {i = 8, j = 16}>
  %3 = stablehlo.clamp %s, %2, %s : (tensor<f32>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  return %1, %2, %3 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
// A reinterpretation of equal width is elementwise (JAX's random bits
// made floats); one that splits each element along a new dimension is not.
func.func @bitcasts(%bits: tensor<8x16xui32>, %wide: tensor<8xui64>) -> (tensor<8x16xf32>, tensor<8x2xui32>) {
  // CHECK: stablehlo.bitcast_convert{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>
  %0 = stablehlo.bitcast_convert %bits : (tensor<8x16xui32>) -> tensor<8x16xf32>
  // CHECK: stablehlo.bitcast_convert{{.*}}osdp.sharding_rule = #osdp.rule<([i]) -> ([j, k]) {i = 8, j = 8, k = 2} whole = {i, j, k}>
  %1 = stablehlo.bitcast_convert %wide : (tensor<8xui64>) -> tensor<8x2xui32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x2xui32>
}
func.func @shapes(%a: tensor<8x16xf32>, %v: tensor<16xf32>, %one: tensor<1x16xf32>) -> (tensor<4x8x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x16xf32>) {
  // CHECK: stablehlo.broadcast_in_dim{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([k, i, j]) {i = 8, j = 16, k = 4}>
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
  // CHECK: stablehlo.broadcast_in_dim{{.*}}osdp.sharding_rule = #osdp.rule<([k, i]) -> ([j, i]) {i = 16, j = 8, k = 1}>
  %1 = stablehlo.broadcast_in_dim %one, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
  // CHECK: stablehlo.reshape{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i*j]) {i = 8, j = 16}>
  %2 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<128xf32>
  // CHECK: stablehlo.reshape{{.*}}osdp.sharding_rule = #osdp.rule<([i*j, k]) -> ([i, j, k]) {i = 2, j = 4, k = 16}>
  %3 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
  // CHECK: stablehlo.transpose{{.*}}osdp.sharding_rule = #osdp.rule<([j, i]) -> ([i, j]) {i = 16, j = 8}>
  %4 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  // CHECK: stablehlo.reshape{{.*}}osdp.sharding_rule = #osdp.rule<([i, j*k]) -> ([i*j, k]) {i = 8, j = 2, k = 8}>
  %5 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<16x8xf32>
  // CHECK: stablehlo.slice{{.*}}osdp.sharding_rule = #osdp.rule<([i, k]) -> ([j, k]) {i = 8, j = 4, k = 16} whole = {i, j}>
  %6 = stablehlo.slice %a [0:4, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4x8x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x16xf32>
}
func.func @dot(%a: tensor<4x8x32xf32>, %b: tensor<4x32x16xf32>) -> tensor<4x8x16xf32> {
  // CHECK: stablehlo.dot_general{{.*}}osdp.sharding_rule = #osdp.rule<([i, j, l], [i, l, k]) -> ([i, j, k]) {i = 4, j = 8, k = 16, l = 32} reduction = {l}>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x32xf32>, tensor<4x32x16xf32>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}
func.func @reduce(%a: tensor<8x16xf32>, %z: tensor<f32>) -> tensor<8xf32> {
  // CHECK: stablehlo.reduce{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], []) -> ([i]) {i = 8, j = 16} reduction<max> = {j}>
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @more(%x: tensor<8x16xf32>, %k: tensor<3x3x16x32xf32>, %img: tensor<8x32x32x16xf32>, %table: tensor<1968x256xf32>, %ids: tensor<33x79x1xi32>, %i: tensor<i32>, %z: tensor<f32>, %u: tensor<8x4xf32>, %p: tensor<i1>) {
  // CHECK: stablehlo.convolution{{.*}}osdp.sharding_rule = #osdp.rule<([i, l, m, k], [n, o, k, j]) -> ([i, p, q, j]) {i = 8, j = 32, k = 16, l = 32, m = 32, n = 3, o = 3, p = 32, q = 32} reduction = {k} whole = {l, m, n, o, p, q}>
  %0 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x32xf32>
  // CHECK: stablehlo.gather{{.*}}osdp.sharding_rule = #osdp.rule<([l, k], [i, j, m]) -> ([i, j, k]) {i = 33, j = 79, k = 256, l = 1968, m = 1} whole = {l}>
  %1 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<1968x256xf32>, tensor<33x79x1xi32>) -> tensor<33x79x256xf32>
  // CHECK: "stablehlo.scatter"
  // CHECK: }) {osdp.sharding_rule = #osdp.rule<([l, k], [i, j, m], [i, j, k]) -> ([l, k]) {i = 33, j = 79, k = 256, l = 1968, m = 1} reduction = {i, j} whole = {l}>
  %2 = "stablehlo.scatter"(%table, %ids, %1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1968x256xf32>, tensor<33x79x1xi32>, tensor<33x79x256xf32>) -> tensor<1968x256xf32>
  // CHECK: stablehlo.pad{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], []) -> ([i, k]) {i = 8, j = 16, k = 18} whole = {j, k}>
  %3 = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x18xf32>
  // CHECK: stablehlo.concatenate{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], [i, k]) -> ([i, l]) {i = 8, j = 16, k = 16, l = 32} whole = {j, k, l}>
  %4 = stablehlo.concatenate %x, %x, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  // CHECK: stablehlo.dynamic_slice{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], [], []) -> ([i, k]) {i = 8, j = 16, k = 4} whole = {j, k}>
  %5 = stablehlo.dynamic_slice %x, %i, %i, sizes = [8, 4] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  // CHECK: stablehlo.dynamic_update_slice{{.*}}osdp.sharding_rule = #osdp.rule<([i, j], [i, k], [], []) -> ([i, j]) {i = 8, j = 16, k = 4} whole = {j, k}>
  %6 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<8x16xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  // CHECK: "stablehlo.sort"
  // CHECK: }) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16} whole = {j}>
  %7 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: stablehlo.iota{{.*}}osdp.sharding_rule = #osdp.rule<() -> ([i, j]) {i = 8, j = 16}>
  %8 = stablehlo.iota dim = 1 : tensor<8x16xi32>
  // CHECK: stablehlo.constant{{.*}}osdp.sharding_rule = #osdp.rule<() -> ([i]) {i = 4}>
  %9 = stablehlo.constant dense<1.0> : tensor<4xf32>
  // CHECK: stablehlo.custom_call{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>
  %10 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: stablehlo.custom_call{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([k, l]) {i = 8, j = 16, k = 8, l = 16} whole = {i, j, k, l}>
  %11 = stablehlo.custom_call @foo(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: "stablehlo.reduce_window"
  // CHECK: }) {osdp.sharding_rule = #osdp.rule<([i, j, l, n], []) -> ([i, k, m, n]) {i = 8, j = 32, k = 16, l = 32, m = 16, n = 16} whole = {j, k, l, m}>
  %12 = "stablehlo.reduce_window"(%img, %z) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
  // CHECK: stablehlo.while{{.*}}osdp.sharding_rule = #osdp.rule<([], [i, j]) -> ([], [i, j]) {i = 8, j = 16}>
  %13:2 = stablehlo.while(%iterArg = %i, %iterArg_0 = %x) : tensor<i32>, tensor<8x16xf32>
    cond {
    %c = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %iterArg, %iterArg_0 : tensor<i32>, tensor<8x16xf32>
  }
  // CHECK: "stablehlo.if"
  // CHECK: }) {osdp.sharding_rule = #osdp.rule<([]) -> ([i, j]) {i = 8, j = 16}>
  %14 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<8x16xf32>
  }, {
    stablehlo.return %x : tensor<8x16xf32>
  }) : (tensor<i1>) -> tensor<8x16xf32>
  // CHECK: stablehlo.all_gather{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, k]) {i = 8, j = 16, k = 32} whole = {j, k}>
  %15 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x32xf32>
  // CHECK: stablehlo.reverse{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16} whole = {i}>
  %16 = stablehlo.reverse %x, dims = [0] : tensor<8x16xf32>
  // CHECK: stablehlo.reshape{{.*}}osdp.sharding_rule = #osdp.rule<([i, j]) -> ([k, l]) {i = 8, j = 16, k = 6, l = ?} whole = {i, j, k, l}>
  %17 = stablehlo.reshape %x : (tensor<8x16xf32>) -> tensor<6x?xf32>
  // CHECK: "stablehlo.case"
  // CHECK: }) {osdp.sharding_rule = #osdp.rule<([]) -> ([i, j]) {i = 8, j = 16}>
  %18 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<8x16xf32>
  }) : (tensor<i32>) -> tensor<8x16xf32>
  return
}

// The gradient of a 3x3/2 max pool (NHWC): batch and channels pass through
// between operand, source and result; the pooled spatial dimensions are whole.
// CHECK-LABEL: func.func @select_and_scatter
// CHECK: "stablehlo.select_and_scatter"
// CHECK: }) {osdp.sharding_rule = #osdp.rule<([i, j, m, p], [i, k, n, p], []) -> ([i, l, o, p]) {i = 8, j = 16, k = 7, l = 16, m = 16, n = 7, o = 16, p = 4} whole = {j, k, l, m, n, o}>
func.func @select_and_scatter(%operand: tensor<8x16x16x4xf32>, %source: tensor<8x7x7x4xf32>, %init: tensor<f32>) -> tensor<8x16x16x4xf32> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16x16x4xf32>, tensor<8x7x7x4xf32>, tensor<f32>) -> tensor<8x16x16x4xf32>
  return %0 : tensor<8x16x16x4xf32>
}
