// RUN: osdp-opt %s --osdp-propagate -split-input-file | FileCheck %s

// The classic layouts of a two-layer MLP, completed from the shardings of
// the step's inputs alone.

// Data parallel: the batch is split over dp, the parameters are replicated.
// Activations follow the batch; the weight gradient, a contraction over the
// batch, is partial over dp (the all-reduce of data parallelism).

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @data_parallel
func.func @data_parallel(
    %x: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<32x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %b1: tensor<64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>},
    %w2: tensor<64x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
    %dy: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<64x8xf32>) {
  // CHECK-SAME: %arg4: tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
  // CHECK-SAME: -> (tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, tensor<64x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
  // CHECK: stablehlo.dot_general %arg0, %arg1{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  // CHECK: stablehlo.broadcast_in_dim %arg2{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  // CHECK: stablehlo.add{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %2 = stablehlo.add %0, %1 : tensor<16x64xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<16x64xf32>
  // CHECK: stablehlo.maximum{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %3 = stablehlo.maximum %2, %cst : tensor<16x64xf32>
  // CHECK: stablehlo.dot_general{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %4 = stablehlo.dot_general %3, %w2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x8xf32>) -> tensor<16x8xf32>
  // CHECK: stablehlo.dot_general{{.*}}contracting_dims = [0] x [0]{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {dp}>]
  %5 = stablehlo.dot_general %3, %dy, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x8xf32>) -> tensor<64x8xf32>
  return %4, %5 : tensor<16x8xf32>, tensor<64x8xf32>
}

// -----

// FSDP-like: the parameters are stored sharded over dp as well. The batch
// keeps dp (pass-through factors before reduction factors), so the matmul
// stays batch-parallel and the parameter is gathered, not reduced over; the
// parameter's sharding is kept.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @fsdp
// CHECK-SAME: %arg1: tensor<32x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: %arg2: tensor<64x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
func.func @fsdp(
    %x: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<32x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w2: tensor<64x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<16x8xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  // CHECK: stablehlo.tanh{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %1 = stablehlo.tanh %0 : tensor<16x64xf32>
  // CHECK: stablehlo.dot_general{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
  %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x8xf32>) -> tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----

// Megatron MLP: w1 split by columns and w2 by rows over tp. The first
// matmul's output is split on its feature dimension, the activation keeps
// it, and the second matmul's result is partial over tp; the bias add that
// consumes it sees only its dimensions.

osdp.mesh @mesh = <[tp = 2]>

// CHECK-LABEL: func.func @megatron_mlp
// CHECK-SAME: %arg0: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
func.func @megatron_mlp(
    %x: tensor<16x32xf32>,
    %w1: tensor<32x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<64x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>},
    %b2: tensor<32xf32>) -> tensor<16x32xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  // CHECK: stablehlo.logistic{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
  %1 = stablehlo.logistic %0 : tensor<16x64xf32>
  // CHECK: stablehlo.multiply{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]
  %2 = stablehlo.multiply %0, %1 : tensor<16x64xf32>
  // CHECK: stablehlo.dot_general{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {tp}>]
  %3 = stablehlo.dot_general %2, %w2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %4 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
  // CHECK: stablehlo.add{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]
  %5 = stablehlo.add %3, %4 : tensor<16x32xf32>
  return %5 : tensor<16x32xf32>
}

// -----

// A 2-D mesh: data parallel over dp and Megatron over tp at once.

osdp.mesh @mesh = <[dp = 2, tp = 4]>

// CHECK-LABEL: func.func @dp_tp
// CHECK-SAME: -> (tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
func.func @dp_tp(
    %x: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w1: tensor<32x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
    %w2: tensor<64x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<16x32xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  // CHECK: stablehlo.tanh{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]
  %1 = stablehlo.tanh %0 : tensor<16x64xf32>
  // CHECK: stablehlo.dot_general{{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}], partial = {tp}>]
  %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  return %2 : tensor<16x32xf32>
}
