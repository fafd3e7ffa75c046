// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages=stages=2 | FileCheck %s

// Two microbatches through two stages on GPipe's schedule: the loop is
// unrolled, every stage runs both microbatches' forward passes, then both
// backward passes. Each microbatch is cut alike (its first layer in stage
// 0, its second and the loss in stage 1), so stage 1 computes the first
// microbatch's second layer while stage 0 computes the second's first.
// CHECK-LABEL: func.func @main_stage0
// CHECK:         stablehlo.dot_general
// CHECK-NEXT:    %[[A0:.*]] = stablehlo.tanh
// CHECK-NEXT:    osdp.send %[[A0]] to 1
// CHECK:         stablehlo.dot_general
// CHECK-NEXT:    %[[A1:.*]] = stablehlo.tanh
// CHECK-NEXT:    osdp.send %[[A1]] to 1
// CHECK-NEXT:    %[[G0:.*]] = osdp.recv from 1
// CHECK-NEXT:    stablehlo.dot_general %{{.*}}, %[[G0]]
// CHECK:         %[[G1:.*]] = osdp.recv from 1
// CHECK-NEXT:    stablehlo.dot_general %{{.*}}, %[[G1]]
// CHECK-NOT:     osdp.recv
// CHECK-NOT:     osdp.send
// CHECK:         return
// CHECK-LABEL: func.func @main_stage1
// CHECK-NEXT:    %[[X0:.*]] = osdp.recv from 0
// CHECK-NEXT:    stablehlo.dot_general %[[X0]]
// CHECK:         stablehlo.reduce
// CHECK:         %[[X1:.*]] = osdp.recv from 0
// CHECK-NEXT:    stablehlo.dot_general %[[X1]]
// CHECK:         stablehlo.reduce
// CHECK:         osdp.send %{{.*}} to 0
// CHECK:         osdp.send %{{.*}} to 0
// CHECK-NOT:     osdp.recv
// CHECK:         return
// CHECK-NOT:   stablehlo.while
module @two_layers {
  func.func @main(%w0: tensor<8x8xf32>, %w1: tensor<8x8xf32>, %x: tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) {
    %h = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %a = stablehlo.tanh %h : tensor<4x8xf32>
    %y = stablehlo.dot_general %a, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %dy = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    %ga = stablehlo.dot_general %dy, %w1, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %gw1 = stablehlo.dot_general %a, %dy, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    %a2 = stablehlo.multiply %a, %a : tensor<4x8xf32>
    %d = stablehlo.subtract %one, %a2 : tensor<4x8xf32>
    %gh = stablehlo.multiply %ga, %d : tensor<4x8xf32>
    %gw0 = stablehlo.dot_general %x, %gh, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %nw0 = stablehlo.subtract %w0, %gw0 : tensor<8x8xf32>
    %nw1 = stablehlo.subtract %w1, %gw1 : tensor<8x8xf32>
    return %nw0, %nw1, %loss : tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
  }
}

