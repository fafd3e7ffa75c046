// RUN: osdp-opt %s --osdp-propagate -split-input-file | FileCheck %s

// Elementwise chain, forward: the argument's sharding reaches every value.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @elementwise_forward
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
func.func @elementwise_forward(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
                               %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK: stablehlo.exponential %arg0 {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
  %0 = stablehlo.exponential %arg0 : tensor<8x16xf32>
  // CHECK: stablehlo.add {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
  %1 = stablehlo.add %0, %arg1 : tensor<8x16xf32>
  // CHECK: stablehlo.negate {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]}
  %2 = stablehlo.negate %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// Elementwise chain, backward: a constraint near the end reaches the
// arguments; the constraint's own op keeps its attribute only.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @elementwise_backward
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}
func.func @elementwise_backward(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK: stablehlo.multiply {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]}
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<8x16xf32>
  // CHECK: stablehlo.tanh {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}]>]}
  %1 = stablehlo.tanh %0 : tensor<8x16xf32>
  // CHECK: osdp.shard %{{.*}} as <@mesh, [{}, {tp}]> : tensor<8x16xf32>
  // CHECK-NOT: osdp.shardings
  %2 = osdp.shard %1 as <@mesh, [{}, {tp}]> : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// A value nothing reaches stays replicated, on the function's mesh.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @unreached
// CHECK-SAME: %arg1: tensor<16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}
func.func @unreached(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
                     %arg1: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>) {
  // CHECK: stablehlo.abs %arg1 {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]}
  %0 = stablehlo.abs %arg1 : tensor<16xf32>
  // CHECK: stablehlo.constant {{.*}}osdp.shardings = [#osdp.sharding<@mesh, []>]
  %cst = stablehlo.constant dense<1.0> : tensor<f32>
  return %arg0, %0 : tensor<8x16xf32>, tensor<16xf32>
}

// -----

// broadcast_in_dim: the kept dimension keeps its axes, forward and
// backward; the new dimension takes the axes of the consumer.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: %arg0: tensor<16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}]>}
// The constraint's operand is only suggested the constraint's sharding.
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>})
func.func @broadcast(%arg0: tensor<16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}]>},
                     %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK: stablehlo.broadcast_in_dim {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]}
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %1 = osdp.shard %arg1 as <@mesh, [{dp}, {}]> : tensor<8x16xf32>
  // CHECK: stablehlo.add {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]}
  %2 = stablehlo.add %0, %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// reshape: splitting a dimension hands its axes to the major part; merging
// two dimensions concatenates their axes.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @reshape_split
func.func @reshape_split(%arg0: tensor<32x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<4x8x8xf32> {
  // CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]}
  %0 = stablehlo.reshape %arg0 : (tensor<32x8xf32>) -> tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}

// CHECK-LABEL: func.func @reshape_merge
// CHECK-SAME: -> (tensor<32x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>})
func.func @reshape_merge(%arg0: tensor<4x8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}, {}]>}) -> tensor<32x8xf32> {
  // CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp, tp}, {}]>]}
  %0 = stablehlo.reshape %arg0 : (tensor<4x8x8xf32>) -> tensor<32x8xf32>
  return %0 : tensor<32x8xf32>
}

// CHECK-LABEL: func.func @reshape_backward
// CHECK-SAME: %arg0: tensor<32x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp}, {}]>}
func.func @reshape_backward(%arg0: tensor<32x8xf32>) -> (tensor<4x8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}, {}]>}) {
  // CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}, {}]>]}
  %0 = stablehlo.reshape %arg0 : (tensor<32x8xf32>) -> tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}

// -----

// transpose permutes the axes with the dimensions, both ways.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: -> (tensor<16x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {dp}]>})
func.func @transpose(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) -> tensor<16x8xf32> {
  // CHECK: stablehlo.transpose {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {dp}]>]}
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @transpose_backward
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}
func.func @transpose_backward(%arg0: tensor<8x16xf32>) -> tensor<16x8xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %1 = osdp.shard %0 as <@mesh, [{dp}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

// dot_general: a sharded batch dimension passes through; a sharded
// contracting dimension leaves the result partial.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @dot_batch
func.func @dot_batch(%arg0: tensor<4x8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>},
                     %arg1: tensor<4x16x32xf32>) -> tensor<4x8x32xf32> {
  // CHECK-SAME: %arg1: tensor<4x16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}, {}]>}
  // CHECK: stablehlo.dot_general {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}, {}]>]}
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
  return %0 : tensor<4x8x32xf32>
}

// CHECK-LABEL: func.func @dot_contracting
// CHECK-SAME: %arg1: tensor<16x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}
// The function result is whole: the partitioner reduces before returning.
// CHECK-SAME: -> (tensor<8x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
func.func @dot_contracting(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>},
                           %arg1: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // CHECK: stablehlo.dot_general {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}], partial = {tp}>]}
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

// reduce: a kept dimension passes through; a reduced sharded dimension
// makes the result partial. The scalar body is not annotated.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @reduce
func.func @reduce(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  // CHECK: stablehlo.reduce{{.*}}applies stablehlo.add across dimensions = [1] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}], partial = {tp}>]}
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
