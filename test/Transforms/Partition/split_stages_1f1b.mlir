// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages=stages=3 | FileCheck %s
// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --osdp-split-stages=stages=3 | osdp-opt --osdp-estimate-cost=hardware=cpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=COST

// Three layers, one per stage, two microbatches on 1F1B's schedule: stage
// 0 runs both forward passes before its first backward pass, stage 2
// runs the first microbatch's backward pass before the second's forward
// pass. Three values cross the stages against that schedule:
//
// * %u, a stage 0 gradient, reads %y, stage 2's forward result. Were it
//   received where stage 2 computed it (in stage 0's second forward pass),
//   stage 0 would wait there for stage 2's second forward pass, which
//   comes after stage 2's first backward pass.
// * %r0 (%r1) is computed from stage 0's (1's) forward values alone, and
//   read by stage 1's (2's) gradient. Computed where its operands are, it
//   would be sent in stage 0's (1's) backward pass, which runs after stage
//   1's (2's): stage 2 would wait for stage 1, stage 1 for stage 0 and
//   stage 0 for stage 2.
//
// So %y is received where stage 0 first reads it, in its backward pass,
// and %r0 and %r1 are computed by the stage that reads them, from the
// forward values sent there. The transpose of %w2, first in the program,
// reads only a parameter: it goes with its reader to stage 2 rather than
// being computed by stage 0 and sent on for each microbatch.

// CHECK-LABEL: func.func @main_stage0
// CHECK-NOT:     stablehlo.transpose
// CHECK:         %[[P0:.*]] = stablehlo.dot_general
// CHECK-NEXT:    osdp.send %[[P0]] to 1 tag 0
// CHECK:         osdp.send %{{.*}} to 1 tag 1
// CHECK:         %[[P1:.*]] = stablehlo.dot_general
// CHECK-NEXT:    osdp.send %[[P1]] to 1 tag 5
// CHECK:         osdp.send %{{.*}} to 1 tag 6
// CHECK-NEXT:    %[[Y0:.*]] = osdp.recv from 2 tag 4
// CHECK-NEXT:    stablehlo.add %[[P0]], %[[Y0]]
// CHECK-NOT:     stablehlo.multiply
// CHECK:         return

// CHECK-LABEL: func.func @main_stage1
// CHECK:         osdp.send %{{.*}} to 2 tag 8
// CHECK-NEXT:    %[[Q0:.*]] = osdp.recv from 0 tag 0
// CHECK-NEXT:    %[[R0:.*]] = stablehlo.multiply %[[Q0]], %[[Q0]]
// CHECK-NEXT:    stablehlo.dot_general %[[R0]]
// CHECK-NOT:     osdp.send
// CHECK:         return

// CHECK-LABEL: func.func @main_stage2
// CHECK:         %[[WT:.*]] = stablehlo.transpose %arg0
// CHECK-NEXT:    osdp.recv from 1 tag 3
// CHECK-NEXT:    stablehlo.dot_general %{{.*}}, %[[WT]]
// CHECK-NOT:     osdp.recv from 0
// CHECK:         %[[Q1:.*]] = osdp.recv from 1 tag 2
// CHECK-NEXT:    %[[R1:.*]] = stablehlo.multiply %[[Q1]], %[[Q1]]
// CHECK-NEXT:    stablehlo.dot_general %[[R1]]
// CHECK:         return

// The stages run to their end in the cost model's simulation, as they do
// on MPI ranks (test/Runtime/pipeline.test runs this program).
// COST: pipeline of 3 stages, 2 microbatch(es), 1f1b
// COST-NOT: error
module @three_layers {
  func.func @main(%w0: tensor<8x8xf32>, %w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>, %x: tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) {
    %w2t = stablehlo.transpose %w2, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %p0 = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %h1 = stablehlo.tanh %p0 : tensor<4x8xf32>
    %p1 = stablehlo.dot_general %h1, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %h2 = stablehlo.tanh %p1 : tensor<4x8xf32>
    %y = stablehlo.dot_general %h2, %w2t, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %loss = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %r0 = stablehlo.multiply %p0, %p0 : tensor<4x8xf32>
    %r1 = stablehlo.multiply %p1, %p1 : tensor<4x8xf32>
    %u = stablehlo.add %p0, %y : tensor<4x8xf32>
    %gw0 = stablehlo.dot_general %x, %u, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %gw1 = stablehlo.dot_general %r0, %h2, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %gw2 = stablehlo.dot_general %r1, %y, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %nw0 = stablehlo.subtract %w0, %gw0 : tensor<8x8xf32>
    %nw1 = stablehlo.subtract %w1, %gw1 : tensor<8x8xf32>
    %nw2 = stablehlo.subtract %w2, %gw2 : tensor<8x8xf32>
    return %nw0, %nw1, %nw2, %loss : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
  }
}
