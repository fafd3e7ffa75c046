// RUN: osdp-opt %s --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=dp" | FileCheck %s --check-prefix=DP
// RUN: osdp-opt %s --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=fsdp" | FileCheck %s --check-prefix=FSDP
// RUN: osdp-opt %s --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=osdp" | FileCheck %s --check-prefix=DP
// RUN: osdp-opt %s --osdp-infer-roles --osdp-plan-shardings="mesh=data=2 mode=osdp memory=300KB hardware=cpu" | FileCheck %s --check-prefix=OSDP

// A momentum step with a large weight (64x256, 64 KiB) and a small one
// (5x64: 2 does not divide its rows). Data is split along its batch; the loss and the step
// count stay replicated; updated state is sharded like what it replaces.
//
// dp and an unconstrained osdp replicate every parameter (the all-reduce
// of a gradient is cheaper than gathering the weight twice and
// reduce-scattering its gradient).
// DP-LABEL: func.func @main(
// DP-SAME: %arg0: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
// DP-SAME: %arg1: tensor<5x64xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
// DP-SAME: %arg2: tensor<64x256xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
// DP-SAME: %arg4: tensor<i32> {osdp.role = #osdp<role other>, osdp.sharding = #osdp.sharding<@mesh, []>}
// DP-SAME: %arg5: tensor<8x64xf32> {osdp.role = #osdp<role data>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
//
// fsdp shards every weight and its momentum: along the rows where the data
// axis divides them, else along the largest dimension it divides.
// FSDP-LABEL: func.func @main(
// FSDP-SAME: %arg0: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// FSDP-SAME: %arg1: tensor<5x64xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {data}]>}
// FSDP-SAME: %arg2: tensor<64x256xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// FSDP-SAME: %arg3: tensor<5x64xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{}, {data}]>}
// FSDP-SAME: -> (tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
//
// Under a limit of 300 KB the replicated state does not fit once the
// activations (33412 bytes) and one gathered weight (65536) are set aside:
// 196608 + 3840 bytes of weights, gradients and momenta, and 131072 + 2560
// of updated weights and momenta (the step donates no argument, so its
// results are buffers of their own). osdp shards the large weight and its
// momentum and keeps the small one whole, which fits and costs less
// communication than sharding both (fsdp).
// OSDP-LABEL: func.func @main(
// OSDP-SAME: %arg0: tensor<64x256xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// OSDP-SAME: %arg1: tensor<5x64xf32> {osdp.role = #osdp<role parameter>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
// OSDP-SAME: %arg2: tensor<64x256xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}
// OSDP-SAME: %arg3: tensor<5x64xf32> {osdp.role = #osdp<role optimizer_state>, osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
func.func @main(%w: tensor<64x256xf32>, %v: tensor<5x64xf32>, %mw: tensor<64x256xf32>, %mv: tensor<5x64xf32>, %count: tensor<i32>, %x: tensor<8x64xf32>) -> (tensor<64x256xf32>, tensor<5x64xf32>, tensor<64x256xf32>, tensor<5x64xf32>, tensor<i32>, tensor<f32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x256xf32>) -> tensor<8x256xf32>
  %u = stablehlo.dot_general %v, %x, contracting_dims = [1] x [1] : (tensor<5x64xf32>, tensor<8x64xf32>) -> tensor<5x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %hs = stablehlo.reduce(%h init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256xf32>, tensor<f32>) -> tensor<f32>
  %us = stablehlo.reduce(%u init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<f32>
  %loss = stablehlo.add %hs, %us : tensor<f32>
  %ones = stablehlo.constant dense<1.0> : tensor<8x256xf32>
  %gw = stablehlo.dot_general %x, %ones, contracting_dims = [0] x [0] : (tensor<8x64xf32>, tensor<8x256xf32>) -> tensor<64x256xf32>
  %ones5 = stablehlo.constant dense<1.0> : tensor<5x8xf32>
  %gv = stablehlo.dot_general %ones5, %x, contracting_dims = [1] x [0] : (tensor<5x8xf32>, tensor<8x64xf32>) -> tensor<5x64xf32>
  %mw1 = stablehlo.add %mw, %gw : tensor<64x256xf32>
  %mv1 = stablehlo.add %mv, %gv : tensor<5x64xf32>
  %w1 = stablehlo.subtract %w, %mw1 : tensor<64x256xf32>
  %v1 = stablehlo.subtract %v, %mv1 : tensor<5x64xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %c1 = stablehlo.add %count, %one : tensor<i32>
  return %w1, %v1, %mw1, %mv1, %c1, %loss : tensor<64x256xf32>, tensor<5x64xf32>, tensor<64x256xf32>, tensor<5x64xf32>, tensor<i32>, tensor<f32>
}
