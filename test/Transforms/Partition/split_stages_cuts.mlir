// RUN: osdp-opt %s --osdp-split-stages="stages=2 cuts=layers.1" | FileCheck %s
// RUN: not osdp-opt %s --osdp-split-stages="stages=2 cuts=layers.2" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not osdp-opt %s --osdp-split-stages="stages=2 cuts=layers.1,head" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not osdp-opt %s --osdp-split-stages="stages=3 cuts=head,layers.1" 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: not osdp-opt %s --osdp-split-stages="stages=2 cuts=layers.0" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: osdp-opt %s --osdp-split-stages="stages=3 cuts=layers.1,head" | FileCheck %s --check-prefix=THREE

// Cuts the user names (osdp-split-stages' cuts, the pipelines'
// stage-cuts): a stage after the first begins at the first forward op that
// reads the parameter whose name holds the path, as JAX names parameters
// (an argument's location in exports with locations, or the result that
// updates it). Three layers of one product each: cut at layers[1], the
// first layer is stage 0 and the rest stage 1, whatever the predicted
// times would balance.
// CHECK-LABEL: func.func @main_stage0
// CHECK-SAME:    tensor<8x8xf32>, %{{.*}}: tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK:         stablehlo.dot_general
// CHECK-NEXT:    osdp.send
// CHECK-LABEL: func.func @main_stage1
// CHECK:         osdp.recv
// CHECK-NEXT:    stablehlo.dot_general
// CHECK-NEXT:    stablehlo.dot_general

// THREE-LABEL: func.func @main_stage0
// THREE-COUNT-1: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0]
// THREE-LABEL: func.func @main_stage1
// THREE-COUNT-1: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0]
// THREE-LABEL: func.func @main_stage2

// UNKNOWN: error: osdp-split-stages: no op of the forward pass reads a parameter named 'layers.2'
// COUNT: error: osdp-split-stages: 2 stages take 1 cuts, not 2
// ORDER: error: osdp-split-stages: the cut at 'layers.1' comes before the cut at 'head' in the forward pass: give the cuts in its order
// EMPTY: error: osdp-split-stages: the cut at 'layers.0' leaves the first stage without an op
func.func @main(%w0: tensor<8x8xf32> loc("args[0]['layers'][0]"), %w1: tensor<8x8xf32> loc("args[0]['layers'][1]"), %w2: tensor<8x8xf32> loc("args[0]['head']"), %x: tensor<4x8xf32> loc("args[1]")) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) {
  %h0 = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %h1 = stablehlo.dot_general %h0, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %y = stablehlo.dot_general %h1, %w2, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %loss = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  %dy = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
  %g2 = stablehlo.dot_general %h1, %dy, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %gh1 = stablehlo.dot_general %dy, %w2, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %g1 = stablehlo.dot_general %h0, %gh1, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %gh0 = stablehlo.dot_general %gh1, %w1, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %g0 = stablehlo.dot_general %x, %gh0, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %n0 = stablehlo.subtract %w0, %g0 : tensor<8x8xf32>
  %n1 = stablehlo.subtract %w1, %g1 : tensor<8x8xf32>
  %n2 = stablehlo.subtract %w2, %g2 : tensor<8x8xf32>
  return %n0, %n1, %n2, %loss : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>
}
