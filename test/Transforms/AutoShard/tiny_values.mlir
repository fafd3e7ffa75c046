// RUN: osdp-opt %s --split-input-file --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=auto" | FileCheck %s --check-prefixes=CHECK,AUTO
// RUN: osdp-opt %s --split-input-file --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=fsdp" | FileCheck %s

// A step with a dropout key (uint32[2], an input of the step like the
// batch) and a step count: whatever the mode, the key is not split along
// the data axis as the batch is, nor anything computed from it alone;
// splitting two elements is never worth a collective.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg2: tensor<64x32xf32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// CHECK-SAME: %arg3: tensor<2xui32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{}]>}
// Nor is anything computed from it (the search's plan, or the baseline it
// keeps when that is predicted faster).
// AUTO-NOT: #osdp.sharding<@mesh, [{data}]>
// AUTO: return
func.func @main(%w: tensor<32x32xf32>, %count: tensor<i32>, %x: tensor<64x32xf32>, %key: tensor<2xui32>)
    -> (tensor<32x32xf32>, tensor<i32>, tensor<f32>) {
  %s = stablehlo.constant dense<3> : tensor<2xui32>
  %bits = stablehlo.shift_right_logical %key, %s : tensor<2xui32>
  %b = stablehlo.slice %bits [0:1] : (tensor<2xui32>) -> tensor<1xui32>
  %b0 = stablehlo.reshape %b : (tensor<1xui32>) -> tensor<ui32>
  %f = stablehlo.convert %b0 : (tensor<ui32>) -> tensor<f32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
  %loss = stablehlo.multiply %sum, %f : tensor<f32>
  %g = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
  %w1 = stablehlo.subtract %w, %g : tensor<32x32xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %c1 = stablehlo.add %count, %one : tensor<i32>
  return %w1, %c1, %loss : tensor<32x32xf32>, tensor<i32>, tensor<f32>
}

// -----

// A batch of token ids is tiny in bytes (2x16 int32, 128 bytes) but it is
// still the batch, the largest data argument: every mode splits it and
// its labels over the data axis. The key has as many elements as the
// batch has rows, and stays whole: a vector of uint32 is a random key. A
// parameter of 256 bytes (a bias) stays whole even under fsdp.

// CHECK-LABEL: func.func @tokens(
// CHECK-SAME: %arg1: tensor<64xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}]>}
// CHECK-SAME: %arg2: tensor<2x16xi32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// CHECK-SAME: %arg3: tensor<2xi32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{data}]>}
// CHECK-SAME: %arg4: tensor<2xui32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{}]>}
func.func @tokens(%w: tensor<16x64xf32>, %b: tensor<64xf32>, %ids: tensor<2x16xi32>, %labels: tensor<2xi32>, %key: tensor<2xui32>)
    -> (tensor<16x64xf32>, tensor<64xf32>, tensor<f32>) {
  %x = stablehlo.convert %ids : (tensor<2x16xi32>) -> tensor<2x16xf32>
  %l = stablehlo.convert %labels : (tensor<2xi32>) -> tensor<2xf32>
  %k = stablehlo.convert %key : (tensor<2xui32>) -> tensor<2xf32>
  %xw = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
  %y = stablehlo.add %xw, %bb : tensor<2x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<f32>
  %ls = stablehlo.reduce(%l init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  %ks = stablehlo.reduce(%k init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  %a = stablehlo.multiply %sum, %ls : tensor<f32>
  %loss = stablehlo.multiply %a, %ks : tensor<f32>
  %g = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<2x16xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
  %w1 = stablehlo.subtract %w, %g : tensor<16x64xf32>
  %gb = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
  %b1 = stablehlo.subtract %b, %gb : tensor<64xf32>
  return %w1, %b1, %loss : tensor<16x64xf32>, tensor<64xf32>, tensor<f32>
}
