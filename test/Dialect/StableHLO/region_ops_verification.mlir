// RUN: osdp-opt %s -split-input-file -verify-diagnostics

func.func @valid(%x: tensor<96x10xf32>, %c: tensor<f32>, %p: tensor<1x112x112x64xf32>, %s: tensor<5x7xf32>) {
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  %1 = "stablehlo.reduce_window"(%p, %c) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x112x112x64xf32>, tensor<f32>) -> tensor<1x56x56x64xf32>
  %2 = "stablehlo.sort"(%s) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  return
}

// -----

func.func @reduce_dims_range(%x: tensor<96x10xf32>, %c: tensor<f32>) -> tensor<96xf32> {
  // expected-error@+1 {{'stablehlo.reduce' op dimensions[0] = 2 is out of range [0, 2) (the input rank)}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [2] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  return %0 : tensor<96xf32>
}

// -----

func.func @reduce_dims_unique(%x: tensor<96x10xf32>, %c: tensor<f32>) -> tensor<96xf32> {
  // expected-error@+1 {{'stablehlo.reduce' op dimensions repeats dimension 1 in [1, 1]}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1, 1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  return %0 : tensor<96xf32>
}

// -----

func.func @reduce_result(%x: tensor<96x10xf32>, %c: tensor<f32>) -> tensor<10xf32> {
  // expected-error@+1 {{'stablehlo.reduce' op result 0 has shape 10 but 96 was expected}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

func.func @reduce_init_rank(%x: tensor<96x10xf32>, %c: tensor<1xf32>) -> tensor<96xf32> {
  // expected-error@+1 {{'stablehlo.reduce' op init value 0 must be a rank-0 tensor, got 'tensor<1xf32>'}}
  %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<96x10xf32>, tensor<1xf32>) -> tensor<96xf32>
  return %0 : tensor<96xf32>
}

// -----

func.func @reduce_body_arg(%x: tensor<96x10xf32>, %c: tensor<f32>) -> tensor<96xf32> {
  // expected-error@+1 {{'stablehlo.reduce' op body region argument 1 has type 'tensor<1xf32>' but 'tensor<f32>' was expected}}
  %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<1xf32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
  return %0 : tensor<96xf32>
}

// -----

func.func @reduce_body_count(%x: tensor<3xi32>, %y: tensor<3xi32>, %c: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  // expected-error@+1 {{'stablehlo.reduce' op body region must take 4 arguments (two rank-0 tensors per operand), got 2}}
  %0:2 = "stablehlo.reduce"(%x, %y, %c, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %0#0, %0#1 : tensor<i32>, tensor<i32>
}

// -----

func.func @reduce_body_return(%x: tensor<3xi32>, %c: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.reduce' op body region must return ('tensor<i32>') but returns ('tensor<i32>', 'tensor<i32>')}}
  %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @reduce_promotion(%x: tensor<3xf32>, %c: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.reduce' op input 0 of element type 'f32' cannot be accumulated in init value type 'i32'}}
  %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<3xf32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @reduce_window_result(%p: tensor<1x112x112x64xf32>, %c: tensor<f32>) -> tensor<1x55x56x64xf32> {
  // expected-error@+1 {{'stablehlo.reduce_window' op result 0 has shape 1x55x56x64 but 1x56x56x64 was expected}}
  %0 = "stablehlo.reduce_window"(%p, %c) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x112x112x64xf32>, tensor<f32>) -> tensor<1x55x56x64xf32>
  return %0 : tensor<1x55x56x64xf32>
}

// -----

func.func @reduce_window_dims(%p: tensor<8x8xf32>, %c: tensor<f32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'stablehlo.reduce_window' op window_dimensions has 1 entries but 2 were expected}}
  %0 = "stablehlo.reduce_window"(%p, %c) <{window_dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @reduce_window_stride(%p: tensor<8x8xf32>, %c: tensor<f32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'stablehlo.reduce_window' op window_strides[1] = 0 must be positive}}
  %0 = "stablehlo.reduce_window"(%p, %c) <{window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @reduce_window_padding(%p: tensor<8x8xf32>, %c: tensor<f32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'stablehlo.reduce_window' op padding must have shape 2x2, got 1x2}}
  %0 = "stablehlo.reduce_window"(%p, %c) <{window_dimensions = array<i64: 1, 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// jnp.cumsum: a window as long as the axis, padded on the left.
func.func @cumsum_ok(%p: tensor<8xf32>, %c: tensor<f32>) -> tensor<8xf32> {
  %0 = "stablehlo.reduce_window"(%p, %c) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @select_and_scatter_source(%o: tensor<4x4xf32>, %s: tensor<3x2xf32>, %c: tensor<f32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'stablehlo.select_and_scatter' op source has shape 3x2 but 2x2 was expected}}
  %0 = "stablehlo.select_and_scatter"(%o, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<3x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @select_and_scatter_select(%o: tensor<4x4xf32>, %s: tensor<2x2xf32>, %c: tensor<f32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'stablehlo.select_and_scatter' op select region must return ('tensor<i1>') but returns ('tensor<f32>')}}
  %0 = "stablehlo.select_and_scatter"(%o, %s, %c) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @sort_dimension(%s: tensor<5x7xf32>) -> tensor<5x7xf32> {
  // expected-error@+1 {{'stablehlo.sort' op dimension 2 is out of range [-2, 2)}}
  %0 = "stablehlo.sort"(%s) <{dimension = 2 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

// -----

// Properties without `dimension` give a sort the default, -1: the last
// dimension, which a scalar does not have.
func.func @sort_default_dimension(%s: tensor<5x7xf32>, %t: tensor<f32>) -> (tensor<5x7xf32>, tensor<f32>) {
  %0 = "stablehlo.sort"(%s) <{is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  // expected-error@+1 {{'stablehlo.sort' op dimension -1 is out of range [0, 0)}}
  %1 = "stablehlo.sort"(%t) <{is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<5x7xf32>, tensor<f32>
}

// -----

func.func @sort_comparator_args(%s: tensor<5xf32>, %i: tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>) {
  // expected-error@+1 {{'stablehlo.sort' op comparator region argument 2 has type 'tensor<f32>' but 'tensor<i32>' was expected}}
  %0:2 = "stablehlo.sort"(%s, %i) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
}

// -----

func.func @sort_comparator_return(%s: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'stablehlo.sort' op comparator region must return ('tensor<i1>') but returns ('tensor<f32>')}}
  %0 = "stablehlo.sort"(%s) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @while_cond_type(%a: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op cond region returns ('tensor<i64>') but ('tensor<i1>') was expected}}
  %0 = stablehlo.while(%iterArg = %a) : tensor<i64>
   cond {
    stablehlo.return %iterArg : tensor<i64>
  } do {
    stablehlo.return %iterArg : tensor<i64>
  }
  return %0 : tensor<i64>
}

// -----

func.func @while_body_type(%a: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op body region returns ('tensor<i1>') but ('tensor<i64>') was expected}}
  %0 = stablehlo.while(%iterArg = %a) : tensor<i64>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }
  return %0 : tensor<i64>
}

// -----

func.func @while_cond_args(%a: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op cond region takes ('tensor<i32>') but ('tensor<i64>') was expected}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @while_results(%a: tensor<i64>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.while' op has result types ('tensor<i32>') but ('tensor<i64>') was expected}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %x : tensor<i64>
  }) : (tensor<i64>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @case_branch_type(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.case' op branch 1 returns ('tensor<4xi32>') but ('tensor<4xf32>') was expected}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %c = stablehlo.constant dense<0> : tensor<4xi32>
    stablehlo.return %c : tensor<4xi32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @case_branch_args(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.case' op branch 0 must take no arguments, got 1}}
  %0 = "stablehlo.case"(%i) ({
  ^bb0(%y: tensor<4xf32>):
    stablehlo.return %y : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @case_no_branch(%i: tensor<i32>) {
  // expected-error@+1 {{'stablehlo.case' op needs at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  return
}

// -----

func.func @if_branch_type(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.if' op false_branch returns ('tensor<f32>') but ('tensor<4xf32>') was expected}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @if_pred_rank(%p: tensor<2xi1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.if' op pred must be a rank-0 tensor, got 'tensor<2xi1>'}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<2xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
