// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages="stages=2 schedule=gpipe" | FileCheck %s --check-prefixes=CHECK,GPIPE
// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages=stages=2 | FileCheck %s --check-prefixes=CHECK,ONEF
// RUN: not osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages="stages=2 schedule=interleaved" 2>&1 | FileCheck %s --check-prefix=BAD

// Two microbatches through two stages. The loop is unrolled and each
// microbatch is cut alike: its first layer in stage 0, its second and the
// loss in stage 1. Stage 0 runs both forward passes, then both backward
// passes, under either schedule (1F1B runs N - 1 - s = 1 forward pass
// ahead in stage 0); stage 1, the last, runs both forward passes first
// under GPipe's and alternates under 1F1B's. Either way stage 1 computes
// the first microbatch's second layer while stage 0 computes the second's
// first layer. A constant every stage clones comes just before the op
// that reads it (the loss's zero before each microbatch's sum), not first:
// a value computed from constants alone (a scatter's zeros) would
// otherwise be held from the start of the step, once per microbatch.
// The first microbatch's weight gradient is the sum so far (no addition to
// the loop's zero start); the second's is added to it by an addition
// marked for the code generator to store (osdp.microbatch_sum).
// CHECK-LABEL: func.func @main_stage0
// CHECK:         stablehlo.dot_general
// CHECK-NEXT:    %[[A0:.*]] = stablehlo.tanh
// CHECK-NEXT:    osdp.send %[[A0]] to 1
// CHECK:         stablehlo.dot_general
// CHECK-NEXT:    %[[A1:.*]] = stablehlo.tanh
// CHECK-NEXT:    osdp.send %[[A1]] to 1
// CHECK-NEXT:    %[[G0:.*]] = osdp.recv from 1
// CHECK-NEXT:    %[[W0:.*]] = stablehlo.dot_general %{{.*}}, %[[G0]]
// CHECK:         %[[G1:.*]] = osdp.recv from 1
// CHECK-NEXT:    %[[W1:.*]] = stablehlo.dot_general %{{.*}}, %[[G1]]
// CHECK-NEXT:    %[[SUM:.*]] = stablehlo.add %[[W0]], %[[W1]] {osdp.microbatch_sum}
// CHECK-NEXT:    stablehlo.subtract %arg0, %[[SUM]]
// CHECK-NOT:     osdp.recv
// CHECK-NOT:     osdp.send
// CHECK:         return
// CHECK-LABEL: func.func @main_stage1
// CHECK:         %[[X0:.*]] = osdp.recv from 0
// CHECK-NEXT:    stablehlo.dot_general %[[X0]]
// CHECK-NEXT:    %[[Z0:.*]] = stablehlo.constant dense<0.0{{.*}}> : tensor<f32>
// CHECK-NEXT:    stablehlo.reduce({{.*}} init: %[[Z0]])
// GPIPE:         %[[X1:.*]] = osdp.recv from 0
// GPIPE-NEXT:    stablehlo.dot_general %[[X1]]
// GPIPE-NEXT:    %[[Z1:.*]] = stablehlo.constant dense<0.0{{.*}}> : tensor<f32>
// GPIPE-NEXT:    stablehlo.reduce({{.*}} init: %[[Z1]])
// GPIPE:         osdp.send %{{.*}} to 0
// GPIPE:         osdp.send %{{.*}} to 0
// ONEF:          osdp.send %{{.*}} to 0
// ONEF:          %[[X1:.*]] = osdp.recv from 0
// ONEF-NEXT:     stablehlo.dot_general %[[X1]]
// ONEF-NEXT:     %[[Z1:.*]] = stablehlo.constant dense<0.0{{.*}}> : tensor<f32>
// ONEF-NEXT:     stablehlo.reduce({{.*}} init: %[[Z1]])
// ONEF:          osdp.send %{{.*}} to 0
// CHECK-NOT:     osdp.recv
// CHECK:         return
// CHECK-NOT:   stablehlo.while
// BAD: error: osdp-split-stages: unknown schedule 'interleaved': 1f1b or gpipe
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

