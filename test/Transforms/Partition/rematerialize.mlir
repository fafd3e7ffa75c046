// RUN: osdp-opt %s --osdp-rematerialize --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-rematerialize=policy=none --split-input-file | FileCheck %s --check-prefix=NONE
// RUN: osdp-opt %s --osdp-rematerialize=policy=auto --split-input-file | FileCheck %s --check-prefix=AUTO
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-rematerialize | FileCheck %s --check-prefix=EXEC
// RUN: not osdp-opt %s --osdp-rematerialize=policy=sometimes --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// Each rewritten step computes what it computed before (spmd_check runs
// both by XLA on the same random inputs).
// EXEC: checked 5 functions, 0 failures
// BAD: error: osdp-rematerialize: unknown policy 'sometimes': none or dots, or auto

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
// its data again. The tanh of the gathered value is recomputed from it.
// CHECK-LABEL: module @gathered
// CHECK-COUNT-1: osdp.all_gather
// CHECK-COUNT-2: stablehlo.tanh
// CHECK-NOT:     osdp.all_gather
module @gathered {
  osdp.mesh @mesh = <[data = 2]>
  func.func @main(%w: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
    %g = osdp.all_gather %w on @mesh along [{data}, {}] : tensor<2x4xf32> -> tensor<4x4xf32>
    %a = stablehlo.tanh %g : tensor<4x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %d = stablehlo.multiply %g, %a : tensor<4x4xf32>
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
