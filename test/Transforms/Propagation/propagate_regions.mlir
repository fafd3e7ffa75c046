// RUN: osdp-opt %s --osdp-propagate -split-input-file -allow-unregistered-dialect | FileCheck %s

// Propagation through the regions of while, if and case. The `test.*` ops
// take their rule from `osdp.sharding_rule`.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A loop carrying a sharded value: the results and the loop-carried block
// arguments share one sharding, which reaches the ops of the body and the
// uses after the loop. The counter stays replicated; the scalar condition
// needs no rule.
// CHECK-LABEL: func.func @while_forward
// CHECK: stablehlo.while{{.*}}osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.step"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.exp"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
func.func @while_forward(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x16xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %arg0) : tensor<i32>, tensor<8x16xf32>
   cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %iterArg, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %iterArg, %c1 : tensor<i32>
    %s = "test.step"(%iterArg_0) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %n, %s : tensor<i32>, tensor<8x16xf32>
  }
  %1 = "test.exp"(%0#1) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Backward through a loop: a constraint inside the body reaches the
// loop-carried value, the initial operand and the function argument.
// CHECK-LABEL: func.func @while_backward
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}
// CHECK: stablehlo.while{{.*}}osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{}, {tp}]>]
// CHECK: "test.step"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
func.func @while_backward(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %arg0) : tensor<i32>, tensor<8x16xf32>
   cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %iterArg, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %iterArg, %c1 : tensor<i32>
    %s = "test.step"(%iterArg_0) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %c = osdp.shard %s as <@mesh, [{}, {tp}]> : tensor<8x16xf32>
    stablehlo.return %n, %c : tensor<i32>, tensor<8x16xf32>
  }
  return %0#1 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A value the loop carries unchanged (a parameter read by every
// iteration) keeps its operand's sharding, replicated here, though the
// reader in the body splits it: that reader slices it, and the carried copy
// does not take the split of one reader for every other reader to gather
// back in each iteration.
// CHECK-LABEL: func.func @while_unchanged_carry
// CHECK: stablehlo.while{{.*}}osdp.shardings = [#osdp.sharding<@mesh, []>, #osdp.sharding<@mesh, [{}, {}]>, #osdp.sharding<@mesh, [{dp}, {tp}]>]
// CHECK: "test.split"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
// CHECK: "test.matmul"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]
func.func @while_unchanged_carry(%w: tensor<16x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}, %x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x16xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%i = %c0, %wi = %w, %xi = %x) : tensor<i32>, tensor<16x16xf32>, tensor<8x16xf32>
   cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %a = "test.split"(%wi) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 16, j = 16}>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %b = osdp.shard %a as <@mesh, [{}, {tp}]> : tensor<16x16xf32>
    %y = "test.matmul"(%xi, %b) {osdp.sharding_rule = #osdp.rule<([i, k], [k, j]) -> ([i, j]) {i = 8, j = 16, k = 16}>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %n, %wi, %y : tensor<i32>, tensor<16x16xf32>, tensor<8x16xf32>
  }
  return %0#2 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// if: the branch results feed the op's result like an elementwise op; the
// result's sharding flows back into the other branch.
// CHECK-LABEL: func.func @if_branches
// CHECK: "test.exp"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: "test.neg"{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK: osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// CHECK-SAME: (tensor<i1>) -> tensor<8x16xf32>
func.func @if_branches(%pred: tensor<i1>,
                       %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
                       %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.if"(%pred) ({
    %1 = "test.exp"(%arg0) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %1 : tensor<8x16xf32>
  }, {
    %2 = "test.neg"(%arg1) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %2 : tensor<8x16xf32>
  }) : (tensor<i1>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// case: three branches, the result constrained after the op.
// CHECK-LABEL: func.func @case_backward
// CHECK-SAME: %arg1: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}]>}
// CHECK-SAME: %arg2: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}]>}
// CHECK: osdp.shardings = [#osdp.sharding<@mesh, [{tp}]>]
// CHECK-SAME: (tensor<i32>) -> tensor<8xf32>
func.func @case_backward(%index: tensor<i32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %arg1 : tensor<8xf32>
  }, {
    stablehlo.return %arg2 : tensor<8xf32>
  }, {
    stablehlo.return %arg1 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  %1 = osdp.shard %0 as <@mesh, [{tp}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A manual computation is a boundary: its results get its out shardings,
// which propagate to their users, its operand constraint propagates back to
// the producer, and its per-device body gets no annotation.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @manual_boundary
// CHECK: stablehlo.negate %arg0 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]}
// CHECK: osdp.manual_computation
// CHECK: ^bb0(%[[A:.*]]: tensor<2x8xf32>):
// CHECK-NEXT: stablehlo.abs %[[A]] : tensor<2x8xf32>
// CHECK: } {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
// CHECK: stablehlo.exponential %{{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
func.func @manual_boundary(%x: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %n = stablehlo.negate %x : tensor<8x16xf32>
  %c = osdp.shard %n as <@mesh, [{dp}, {tp}]> : tensor<8x16xf32>
  %0 = osdp.manual_computation(%c)
      in [#osdp.sharding<@mesh, [{dp}, {tp}]>]
      out [#osdp.sharding<@mesh, [{dp}, {}]>] manual {dp, tp} {
  ^bb0(%a: tensor<2x8xf32>):
    %b = stablehlo.abs %a : tensor<2x8xf32>
    osdp.yield %b : tensor<2x8xf32>
  } : (tensor<8x16xf32>) -> tensor<8x8xf32>
  %e = stablehlo.exponential %0 : tensor<8x8xf32>
  return %e : tensor<8x8xf32>
}
