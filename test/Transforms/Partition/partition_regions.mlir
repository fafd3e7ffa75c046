// RUN: osdp-opt %s --osdp-partition --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-partition | FileCheck %s --check-prefix=EXEC

// Executed by XLA: each function, run on all devices of its mesh, computes what the unpartitioned function computes.
// EXEC: checked 6 functions, 0 failures

// while: the loop-carried values take local types in both regions; the body
// computes on local shapes; the counter and the predicate stay whole.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @while_loop
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[X:[^ ]+]] = %arg0, %[[I:[^ ]+]] = %{{.*}}) : tensor<2x16xf32>, tensor<i64>
// CHECK-NOT: osdp.shardings
// CHECK: cond {
// CHECK: stablehlo.compare LT, %[[I]], %{{.*}} : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK: } do {
// CHECK: %[[Y:.*]] = stablehlo.multiply %[[X]], %[[X]] : tensor<2x16xf32>
// CHECK: stablehlo.return %[[Y]], %{{.*}} : tensor<2x16xf32>, tensor<i64>
// CHECK: return %[[W]]#0 : tensor<2x16xf32>
func.func @while_loop(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %n: tensor<i64> {osdp.sharding = #osdp.sharding<@mesh, []>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%it = %x, %i = %zero) : tensor<8x16xf32>, tensor<i64>
      attributes {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>, #osdp.sharding<@mesh, []>]}
  cond {
    %p = stablehlo.compare LT, %i, %n {osdp.shardings = [#osdp.sharding<@mesh, []>]} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = stablehlo.multiply %it, %it {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x16xf32>
    %one = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one {osdp.shardings = [#osdp.sharding<@mesh, []>]} : tensor<i64>
    stablehlo.return %y, %j : tensor<8x16xf32>, tensor<i64>
  }
  return %r#0 : tensor<8x16xf32>
}

// -----

// A value the loop body produces under another sharding is resharded before
// the body's return, so the loop-carried layout is the same on every
// iteration.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @while_reshard_in_body
// CHECK: } do {
// CHECK: %[[T:.*]] = stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %[[A:.*]] = osdp.all_to_all %[[T]] on @mesh over {dp} split 0 concat 1 : tensor<8x2xf32> -> tensor<2x8xf32>
// CHECK-NEXT: stablehlo.return %[[A]] : tensor<2x8xf32>
func.func @while_reshard_in_body(
    %x: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %r = stablehlo.while(%it = %x) : tensor<8x8xf32>
      attributes {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
  cond {
    %p = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<false> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.transpose %it, dims = [1, 0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    stablehlo.return %t : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// if: both branches return local values in the op's result sharding; the
// predicate is whole.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @if_branches
// CHECK: %[[R:.*]] = "stablehlo.if"(%arg1) ({
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2x16xf32>
// CHECK-NEXT: stablehlo.return %[[N]] : tensor<2x16xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %arg2 : tensor<8x16xf32>
// CHECK-NEXT: %[[S:.*]] = osdp.all_slice %[[E]] on @mesh along [{dp}, {}] : tensor<8x16xf32> -> tensor<2x16xf32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<2x16xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<2x16xf32>
func.func @if_branches(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %pred: tensor<i1> {osdp.sharding = #osdp.sharding<@mesh, []>},
    %y: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %r = "stablehlo.if"(%pred) ({
    %n = stablehlo.negate %x {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : tensor<8x16xf32>
    stablehlo.return %n : tensor<8x16xf32>
  }, {
    %e = stablehlo.exponential %y {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]} : tensor<8x16xf32>
    stablehlo.return %e : tensor<8x16xf32>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<i1>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// case with an index.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @case_branches
// CHECK: "stablehlo.case"(%arg1) ({
// CHECK: stablehlo.return %arg0 : tensor<2xf32>
// CHECK: stablehlo.abs %arg0 : tensor<2xf32>
// CHECK: }) : (tensor<i32>) -> tensor<2xf32>
func.func @case_branches(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>},
    %index: tensor<i32> {osdp.sharding = #osdp.sharding<@mesh, []>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %x : tensor<8xf32>
  }, {
    %a = stablehlo.abs %x {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : tensor<8xf32>
    stablehlo.return %a : tensor<8xf32>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : (tensor<i32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// reduce: the body works on scalars and is left alone. Reducing the split
// dimension leaves partial sums, reduced where the result is returned.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @reduce_split_dimension
// CHECK: %[[R:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
// CHECK-NEXT: %[[A:.*]] = osdp.all_reduce sum %[[R]] on @mesh over {dp} : tensor<16xf32>
// CHECK-NEXT: return %[[A]]
func.func @reduce_split_dimension(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  %zero = stablehlo.constant {osdp.shardings = [#osdp.sharding<@mesh, []>]} dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}], partial = {dp}>]} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// sort along an unsplit dimension: the comparator is untouched, the other
// dimension stays split.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @sort_rows
// CHECK: %[[S:.*]] = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = false}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK: }) : (tensor<2x16xf32>) -> tensor<2x16xf32>
func.func @sort_rows(
    %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  %s = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}
