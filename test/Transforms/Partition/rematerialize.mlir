// RUN: osdp-opt %s --osdp-rematerialize --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-rematerialize=policy=none --split-input-file | FileCheck %s --check-prefix=NONE
// RUN: osdp-opt %s --osdp-rematerialize=policy=auto --split-input-file | FileCheck %s --check-prefix=AUTO
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-rematerialize | FileCheck %s --check-prefix=EXEC
// RUN: osdp-opt %s --osdp-rematerialize=policy=dots:1/2 --split-input-file | FileCheck %s --check-prefix=HALF
// RUN: osdp-opt %s --osdp-rematerialize=policy=marked --split-input-file | FileCheck %s --check-prefix=MARKED
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-rematerialize=policy=marked | FileCheck %s --check-prefix=EXEC
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-rematerialize=policy=dots:1/2 | FileCheck %s --check-prefix=EXEC
// RUN: not osdp-opt %s --osdp-rematerialize=policy=sometimes --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not osdp-opt %s --osdp-rematerialize=policy=dots:3/2 --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD-PART
// RUN: not osdp-opt %s --osdp-rematerialize=policy=dots:1/0 --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD-PART

// Each rewritten step computes what it computed before (spmd_check runs
// both by XLA on the same random inputs).
// EXEC: checked 8 functions, 0 failures
// BAD: error: osdp-rematerialize: unknown policy 'sometimes': none, dots, dots:K/S (the first K of S segments of the forward pass, 0 < K <= S <= 64) or marked (the ops marked osdp.recompute), or auto
// BAD-PART: error: osdp-rematerialize: unknown policy 'dots:{{[0-9]/[0-9]}}': none, dots, dots:K/S

// One layer and its backward pass: the product's result is saved, the tanh
// after it recomputed right before its first backward reader (the
// derivative's a * a, both operands the clone), after the loss.
// CHECK-LABEL: module @layer
// CHECK:         %[[H:.*]] = stablehlo.dot_general %arg1, %arg0
// CHECK-NEXT:    %[[A:.*]] = stablehlo.tanh %[[H]]
// CHECK:         %[[LOSS:.*]] = stablehlo.reduce(%[[A]] init:
// CHECK:         %[[CLONE:.*]] = stablehlo.tanh %[[H]]
// CHECK-NEXT:    %[[A2:.*]] = stablehlo.multiply %[[CLONE]], %[[CLONE]]
// CHECK-NOT:     stablehlo.tanh
// CHECK:         return %{{.*}}, %[[LOSS]]
// NONE-LABEL: module @layer
// NONE-COUNT-1: stablehlo.tanh
// NONE-NOT:     stablehlo.tanh
// Without the planner's choice on the module, auto recomputes nothing.
// AUTO-LABEL: module @layer
// AUTO-COUNT-1: stablehlo.tanh
// AUTO-NOT:     stablehlo.tanh
module @layer {
  func.func @main(%w: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a = stablehlo.tanh %h : tensor<2x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %a2 = stablehlo.multiply %a, %a : tensor<2x4xf32>
    %d = stablehlo.subtract %one, %a2 : tensor<2x4xf32>
    %gw = stablehlo.dot_general %x, %d, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %nw = stablehlo.subtract %w, %gw : tensor<4x4xf32>
    return %nw, %loss : tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// A chain recomputed from the saved product, each op once, in order, before
// the first backward reader; the second reader reads the same clones.
// CHECK-LABEL: module @chain
// NONE-LABEL:  module @chain
// AUTO-LABEL:  module @chain
// CHECK:         %[[H:.*]] = stablehlo.dot_general
// CHECK:         stablehlo.reduce
// CHECK:         %[[T:.*]] = stablehlo.tanh %[[H]]
// CHECK-NEXT:    %[[E:.*]] = stablehlo.exponential %[[T]]
// CHECK-NEXT:    stablehlo.multiply %arg0, %[[E]]
// CHECK-NEXT:    stablehlo.add %{{.*}}, %[[E]]
// CHECK-NOT:     stablehlo.exponential
// CHECK:         return
module @chain {
  func.func @main(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %t = stablehlo.tanh %h : tensor<4x4xf32>
    %e = stablehlo.exponential %t : tensor<4x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %g = stablehlo.multiply %w, %e : tensor<4x4xf32>
    %g2 = stablehlo.add %g, %e : tensor<4x4xf32>
    return %g2, %loss : tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// Under the planner's choice (osdp.remat on the module), auto recomputes.
// AUTO-LABEL: module @planned
// AUTO-COUNT-2: stablehlo.tanh
module @planned attributes {osdp.remat = "dots"} {
  func.func @main(%w: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
    %a = stablehlo.tanh %w : tensor<4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %next = stablehlo.subtract %w, %a : tensor<4xf32>
    return %next, %loss : tensor<4xf32>, tensor<f32>
  }
}

// -----

// A collective of the forward pass is saved: recomputing it would move
// its data again. So is the tanh that reads the gathered value: recomputing
// it would hold the gathered buffer until the backward pass. The
// exponential after it is recomputed from the saved tanh.
// CHECK-LABEL: module @gathered
// CHECK-COUNT-1: osdp.all_gather
// CHECK-COUNT-1: stablehlo.tanh
// CHECK-COUNT-2: stablehlo.exponential
// CHECK-NOT:     osdp.all_gather
// CHECK-NOT:     stablehlo.tanh
module @gathered {
  osdp.mesh @mesh = <[data = 2]>
  func.func @main(%w: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
    %g = osdp.all_gather %w on @mesh along [{data}, {}] : tensor<2x4xf32> -> tensor<4x4xf32>
    %a = stablehlo.tanh %g : tensor<4x4xf32>
    %e = stablehlo.exponential %a : tensor<4x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %d = stablehlo.multiply %a, %e : tensor<4x4xf32>
    return %d, %loss : tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// A program without a loss (inference) has no backward pass: unchanged.
// CHECK-LABEL: module @inference
// CHECK-COUNT-1: stablehlo.tanh
// CHECK-NEXT:    stablehlo.multiply
module @inference {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %a = stablehlo.tanh %x : tensor<4xf32>
    %b = stablehlo.multiply %a, %a : tensor<4xf32>
    return %b : tensor<4xf32>
  }
}

// -----

// Two layers, each a product and its tanh. dots:1/2 recomputes the first
// half of the forward pass (the first layer: the activation the backward
// pass reads last) and keeps the second layer's, as no policy would.
// CHECK-LABEL: module @two_layers
// CHECK-COUNT-4: stablehlo.tanh
// HALF-LABEL: module @two_layers
// HALF:         %[[H1:.*]] = stablehlo.dot_general %arg2, %arg0
// HALF-NEXT:    stablehlo.tanh %[[H1]]
// HALF:         %[[H2:.*]] = stablehlo.dot_general
// HALF-NEXT:    %[[A2:.*]] = stablehlo.tanh %[[H2]]
// HALF:         stablehlo.multiply %[[A2]], %[[A2]]
// HALF:         %[[CLONE:.*]] = stablehlo.tanh %[[H1]]
// HALF-NEXT:    stablehlo.dot_general %[[CLONE]]
// HALF-NOT:     stablehlo.tanh
// HALF:         return
module @two_layers {
  func.func @main(%w1: tensor<4x4xf32>, %w2: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>) {
    %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a1 = stablehlo.tanh %h1 : tensor<2x4xf32>
    %h2 = stablehlo.dot_general %a1, %w2, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a2 = stablehlo.tanh %h2 : tensor<2x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%a2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %s2 = stablehlo.multiply %a2, %a2 : tensor<2x4xf32>
    %d2 = stablehlo.subtract %one, %s2 : tensor<2x4xf32>
    %g2 = stablehlo.dot_general %a1, %d2, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %b1 = stablehlo.dot_general %d2, %w2, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %s1 = stablehlo.multiply %a1, %a1 : tensor<2x4xf32>
    %t1 = stablehlo.subtract %one, %s1 : tensor<2x4xf32>
    %d1 = stablehlo.multiply %b1, %t1 : tensor<2x4xf32>
    %g1 = stablehlo.dot_general %x, %d1, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %n1 = stablehlo.subtract %w1, %g1 : tensor<4x4xf32>
    %n2 = stablehlo.subtract %w2, %g2 : tensor<4x4xf32>
    return %n1, %n2, %loss : tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// Under `marked`, the ops marked osdp.recompute are recomputed, a product
// among them, and no other: the first layer's product and tanh are cloned
// before the first backward reader of the tanh; the second layer's tanh,
// unmarked, is kept as every policy but dots would keep it. The marks are
// gone once applied. Under dots they are ignored.
// MARKED-LABEL: module @marked
// MARKED:         %[[H1:.*]] = stablehlo.dot_general %arg2, %arg0
// MARKED-NEXT:    stablehlo.tanh %[[H1]]
// MARKED:         %[[H2:.*]] = stablehlo.dot_general
// MARKED-NEXT:    %[[A2:.*]] = stablehlo.tanh %[[H2]]
// MARKED:         stablehlo.multiply %[[A2]], %[[A2]]
// MARKED:         %[[H1C:.*]] = stablehlo.dot_general %arg2, %arg0
// MARKED-NEXT:    %[[A1C:.*]] = stablehlo.tanh %[[H1C]]
// MARKED-NEXT:    stablehlo.dot_general %[[A1C]]
// MARKED-NOT:     stablehlo.tanh
// MARKED-NOT:     osdp.recompute
// MARKED:         return
// CHECK-LABEL: module @marked
// CHECK-COUNT-4: stablehlo.tanh
// CHECK-NOT:     stablehlo.dot_general %arg2, %arg0
module @marked {
  func.func @main(%w1: tensor<4x4xf32>, %w2: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>) {
    %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {osdp.recompute} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a1 = stablehlo.tanh %h1 {osdp.recompute} : tensor<2x4xf32>
    %h2 = stablehlo.dot_general %a1, %w2, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a2 = stablehlo.tanh %h2 : tensor<2x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%a2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %s2 = stablehlo.multiply %a2, %a2 : tensor<2x4xf32>
    %d2 = stablehlo.subtract %one, %s2 : tensor<2x4xf32>
    %g2 = stablehlo.dot_general %a1, %d2, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %b1 = stablehlo.dot_general %d2, %w2, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %s1 = stablehlo.multiply %a1, %a1 : tensor<2x4xf32>
    %t1 = stablehlo.subtract %one, %s1 : tensor<2x4xf32>
    %d1 = stablehlo.multiply %b1, %t1 : tensor<2x4xf32>
    %g1 = stablehlo.dot_general %x, %d1, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %n1 = stablehlo.subtract %w1, %g1 : tensor<4x4xf32>
    %n2 = stablehlo.subtract %w2, %g2 : tensor<4x4xf32>
    return %n1, %n2, %loss : tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>
  }
}

// -----

// The microbatches' loop (osdp-microbatch's, marked osdp.microbatch_loop):
// its body is one microbatch's step, whose loss is what the loop adds to
// the accumulated loss. Its activations are recomputed inside the body,
// before the body's backward readers; the loop itself is saved.
// CHECK-LABEL: module @microbatched
// CHECK:         stablehlo.while
// CHECK:         } do {
// CHECK:           %[[H:.*]] = stablehlo.dot_general
// CHECK-NEXT:      stablehlo.tanh %[[H]]
// CHECK:           stablehlo.reduce
// CHECK:           %[[CLONE:.*]] = stablehlo.tanh %[[H]]
// CHECK-NEXT:      stablehlo.multiply %[[CLONE]], %[[CLONE]]
// CHECK:           stablehlo.return
// CHECK-NOT:     stablehlo.tanh
// NONE-LABEL: module @microbatched
// NONE-COUNT-1: stablehlo.tanh
// NONE-NOT:     stablehlo.tanh
module @microbatched {
  func.func @main(%w: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %g0 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %l0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %r:5 = stablehlo.while(%i = %c0, %g = %g0, %l = %l0, %xs = %x, %wi = %w) : tensor<i64>, tensor<4x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<4x4xf32> attributes {osdp.microbatch_loop}
    cond {
      %two = stablehlo.constant dense<2> : tensor<i64>
      %more = stablehlo.compare LT, %i, %two : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %more : tensor<i1>
    } do {
      %zero = stablehlo.constant dense<0> : tensor<i64>
      %row = stablehlo.dynamic_slice %xs, %i, %zero, sizes = [1, 4] : (tensor<2x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %h = stablehlo.dot_general %row, %wi, contracting_dims = [1] x [0] : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<1x4xf32>
      %a = stablehlo.tanh %h : tensor<1x4xf32>
      %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %loss = stablehlo.reduce(%a init: %fzero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
      %one = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
      %a2 = stablehlo.multiply %a, %a : tensor<1x4xf32>
      %d = stablehlo.subtract %one, %a2 : tensor<1x4xf32>
      %gw = stablehlo.dot_general %row, %d, contracting_dims = [0] x [0] : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
      %step = stablehlo.constant dense<1> : tensor<i64>
      %next = stablehlo.add %i, %step : tensor<i64>
      %gacc = stablehlo.add %g, %gw : tensor<4x4xf32>
      %lacc = stablehlo.add %l, %loss : tensor<f32>
      stablehlo.return %next, %gacc, %lacc, %xs, %wi : tensor<i64>, tensor<4x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<4x4xf32>
    }
    %nw = stablehlo.subtract %w, %r#1 : tensor<4x4xf32>
    return %nw, %r#2 : tensor<4x4xf32>, tensor<f32>
  }
}
