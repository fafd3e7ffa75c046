// RUN: osdp-opt %s --osdp-split-stages=stages=2 --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-split-stages=stages=auto --split-input-file | FileCheck %s --check-prefix=AUTO

// Two layers and their backward pass cut into two stages. Stage 0 runs the
// first layer's forward ops, its weight's gradient and update; stage 1 the
// second layer's, the loss, and the gradient of the activation it received
// (which holds what that gradient reads). The activation goes forward, its
// gradient back, each sent where it is computed and received at the same
// place of the other stage; the constants are cloned where they are read.
// The step had no mesh: it gains one of the stage axis alone.
// Under stages=auto, a module without the planner's osdp.stage_count is
// one program: nothing is cut.
// AUTO-LABEL: module @two_layers
// AUTO-NOT:     osdp.stages
// AUTO:         func.func @main(
// CHECK-LABEL: module @two_layers
// CHECK-SAME:    osdp.stages = {axis = "pipe", functions = [{function = @main_stage0, inputs = array<i64: 0, 2>, outputs = array<i64: 0>}, {function = @main_stage1, inputs = array<i64: 1>, outputs = array<i64: 1, 2>}], microbatches = 1 : i64, schedule = "1f1b"}
// CHECK:         osdp.mesh @pipeline_mesh = <[pipe = 2]>
// CHECK:       func.func @main_stage0(%[[W0:.*]]: tensor<8x8xf32>, %[[X:.*]]: tensor<4x8xf32>) -> tensor<8x8xf32> attributes {osdp.stage = 0 : i64}
// CHECK-NEXT:    %[[H:.*]] = stablehlo.dot_general %[[X]], %[[W0]]
// CHECK-NEXT:    %[[A:.*]] = stablehlo.tanh %[[H]]
// CHECK-NEXT:    osdp.send %[[A]] to 1 tag {{[0-9]+}} on @pipeline_mesh over {pipe} : tensor<4x8xf32>
// CHECK-NEXT:    %[[GH:.*]] = osdp.recv from 1 tag {{[0-9]+}} on @pipeline_mesh over {pipe} : tensor<4x8xf32>
// CHECK-NEXT:    %[[GW0:.*]] = stablehlo.dot_general %[[X]], %[[GH]]
// CHECK-NEXT:    %[[NW0:.*]] = stablehlo.subtract %[[W0]], %[[GW0]]
// CHECK-NEXT:    return %[[NW0]]
// CHECK:       func.func @main_stage1(%[[W1:.*]]: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<f32>) attributes {osdp.stage = 1 : i64}
// CHECK-NEXT:    %[[A1:.*]] = osdp.recv from 0 tag {{[0-9]+}} on @pipeline_mesh over {pipe} : tensor<4x8xf32>
// CHECK-NEXT:    %[[Y:.*]] = stablehlo.dot_general %[[A1]], %[[W1]]
// CHECK-NEXT:    %[[ZERO:.*]] = stablehlo.constant dense<0.0
// CHECK-NEXT:    %[[LOSS:.*]] = stablehlo.reduce(%[[Y]] init: %[[ZERO]])
// CHECK:         %[[DY:.*]] = stablehlo.constant dense<1.0
// CHECK-NEXT:    %[[GA:.*]] = stablehlo.dot_general %[[DY]], %[[W1]]
// CHECK-NEXT:    %[[GW1:.*]] = stablehlo.dot_general %[[A1]], %[[DY]]
// CHECK:         %[[GH1:.*]] = stablehlo.multiply %[[GA]]
// CHECK-NEXT:    osdp.send %[[GH1]] to 0 tag {{[0-9]+}} on @pipeline_mesh over {pipe} : tensor<4x8xf32>
// CHECK-NEXT:    %[[NW1:.*]] = stablehlo.subtract %[[W1]], %[[GW1]]
// CHECK-NEXT:    return %[[NW1]], %[[LOSS]]
// CHECK-NOT:   func.func @main(
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

// -----

// A step partitioned over 'data' gains the stage axis as its major axis,
// its device order one block of devices per stage; its collectives stay
// over 'data' in the stage that runs them. A donated argument keeps its
// donation, renumbered among its stage's results.
// CHECK-LABEL: module @sharded
// CHECK:         osdp.mesh @mesh = <[pipe = 2, data = 2], device_ids = [1, 0, 3, 2]>
// CHECK:       func.func @main_stage0(%{{.*}}: tensor<8x8xf32>, %{{.*}}: tensor<2x8xf32>) -> tensor<8x8xf32>
// CHECK-COUNT-1: osdp.all_reduce sum %{{.*}} on @mesh over {data} : tensor<8x8xf32>
// CHECK:       func.func @main_stage1(%{{.*}}: tensor<8x8xf32> {tf.aliasing_output = 0 : i32}) -> (tensor<8x8xf32>, tensor<f32>)
// CHECK-COUNT-2: osdp.all_reduce sum %{{.*}} on @mesh over {data}
module @sharded {
  osdp.mesh @mesh = <[data = 2], device_ids = [1, 0]>
  func.func @main(%w0: tensor<8x8xf32>, %w1: tensor<8x8xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<2x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) {
    %h = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %a = stablehlo.tanh %h : tensor<2x8xf32>
    %y = stablehlo.dot_general %a, %w1, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %partial = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %loss = osdp.all_reduce sum %partial on @mesh over {data} : tensor<f32>
    %dy = stablehlo.constant dense<1.000000e+00> : tensor<2x8xf32>
    %ga = stablehlo.dot_general %dy, %w1, contracting_dims = [1] x [1] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %pgw1 = stablehlo.dot_general %a, %dy, contracting_dims = [0] x [0] : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
    %gw1 = osdp.all_reduce sum %pgw1 on @mesh over {data} : tensor<8x8xf32>
    %pgw0 = stablehlo.dot_general %x, %ga, contracting_dims = [0] x [0] : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
    %gw0 = osdp.all_reduce sum %pgw0 on @mesh over {data} : tensor<8x8xf32>
    %nw0 = stablehlo.subtract %w0, %gw0 : tensor<8x8xf32>
    %nw1 = stablehlo.subtract %w1, %gw1 : tensor<8x8xf32>
    return %nw0, %nw1, %loss : tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
  }
}

// -----

// The cut balances predicted time, not numbers of products: the first
// product (4096^3, 0.1 ms and more on the default H100 profile) weighs
// more than the three after it together, so it alone is stage 0's, where
// cuts of equal numbers of products would give stage 0 two.
// CHECK-LABEL: module @balanced
// CHECK:       func.func @main_stage0
// CHECK:         stablehlo.dot_general
// CHECK-NOT:     stablehlo.dot_general
// CHECK:         osdp.send
// CHECK:       func.func @main_stage1
// CHECK-COUNT-3: stablehlo.dot_general
module @balanced {
  func.func @main(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>, %w: tensor<4096x8xf32>, %v: tensor<8x8xf32>) -> tensor<4096x8xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %1 = stablehlo.dot_general %0, %w, contracting_dims = [1] x [0] : (tensor<4096x4096xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
    %2 = stablehlo.dot_general %1, %v, contracting_dims = [1] x [0] : (tensor<4096x8xf32>, tensor<8x8xf32>) -> tensor<4096x8xf32>
    %3 = stablehlo.dot_general %2, %v, contracting_dims = [1] x [0] : (tensor<4096x8xf32>, tensor<8x8xf32>) -> tensor<4096x8xf32>
    return %3 : tensor<4096x8xf32>
  }
}

// -----

// Under stages=auto, the count osdp-plan-shardings chose (osdp.stage_count)
// is the number of stages.
// CHECK-LABEL: module @chosen
// CHECK:         func.func @main_stage1
// AUTO-LABEL:  module @chosen
// AUTO-SAME:     osdp.stages = {axis = "pipe"
// AUTO:          func.func @main_stage0
// AUTO:          func.func @main_stage1
// AUTO-NOT:      func.func @main(
module @chosen attributes {osdp.stage_count = 2 : i64} {
  func.func @main(%w0: tensor<8x8xf32>, %w1: tensor<8x8xf32>, %x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
    %h = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %y = stablehlo.dot_general %h, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    return %y : tensor<4x8xf32>
  }
}

// -----

// A broadcast both stages read (a learning rate at the weights' shape, as
// the optimizer's bias correction is) is computed by each: stage 0 sends
// the scalar it broadcasts, not the 8x8 broadcast.
// CHECK-LABEL: module @broadcast_at_readers
// AUTO-LABEL:  module @broadcast_at_readers
// CHECK:       func.func @main_stage0
// CHECK:         %[[RATE:.*]] = stablehlo.exponential
// CHECK-NEXT:    osdp.send %[[RATE]] to 1 {{.*}} : tensor<f32>
// CHECK-NEXT:    stablehlo.broadcast_in_dim %[[RATE]], dims = [] : (tensor<f32>) -> tensor<8x8xf32>
// CHECK-NOT:     osdp.send
// CHECK:       func.func @main_stage1
// CHECK:         %[[R:.*]] = osdp.recv from 0 {{.*}} : tensor<f32>
// CHECK-NEXT:    stablehlo.broadcast_in_dim %[[R]], dims = [] : (tensor<f32>) -> tensor<8x8xf32>
// CHECK-NOT:     osdp.recv
module @broadcast_at_readers {
  func.func @main(%w0: tensor<8x8xf32>, %w1: tensor<8x8xf32>, %x: tensor<4x8xf32>, %t: tensor<f32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) {
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
    %rate = stablehlo.exponential %t : tensor<f32>
    %r = stablehlo.broadcast_in_dim %rate, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %u0 = stablehlo.multiply %r, %gw0 : tensor<8x8xf32>
    %u1 = stablehlo.multiply %r, %gw1 : tensor<8x8xf32>
    %nw0 = stablehlo.subtract %w0, %u0 : tensor<8x8xf32>
    %nw1 = stablehlo.subtract %w1, %u1 : tensor<8x8xf32>
    return %nw0, %nw1, %loss : tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
  }
}
