// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-microbatch=microbatches=1 --split-input-file | FileCheck %s --check-prefix=ONE
// RUN: %spmd_check %s --split-input-file -- --osdp-shard=microbatches=2 | FileCheck %s --check-prefix=EXEC
// RUN: %spmd_check %s --split-input-file -- --osdp-shard=microbatches=4 | FileCheck %s --check-prefix=EXEC

// A least-squares step: the prediction and its error are per example, the
// loss (a mean over the batch) and the weight's gradient are sums over
// it; the update runs once. Two microbatches of 4 rows: the loop slices
// each batch argument, accumulates the loss and the gradient, and the
// update reads the accumulated gradient after it.

// CHECK-LABEL: func.func @main
// CHECK-SAME: %[[W:.*]]: tensor<4x3xf32>, %[[X:.*]]: tensor<8x4xf32>, %[[Y:.*]]: tensor<8x3xf32>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK: %[[LOOP:.*]]:{{[0-9]+}} = stablehlo.while(%[[I:[a-zA-Z_0-9]+]] = %[[ZERO]], %[[LOSS:[a-zA-Z_0-9]+]] = %{{[a-z_0-9]+}}, %[[GRAD:[a-zA-Z_0-9]+]] = %{{[a-z_0-9]+}}, {{.*}}) : tensor<i64>, tensor<f32>, tensor<4x3xf32>
// CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}} : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK: do
// CHECK: stablehlo.reshape %{{.*}} : (tensor<8x4xf32>) -> tensor<1x2x4x4xf32>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [1, 1, 4, 4]
// CHECK: stablehlo.reshape %{{.*}} : (tensor<1x1x4x4xf32>) -> tensor<4x4xf32>
// CHECK: stablehlo.dot_general {{.*}} -> tensor<4x3xf32>
// CHECK: %[[NEWLOSS:.*]] = stablehlo.add %[[LOSS]], %{{.*}} : tensor<f32>
// CHECK: %[[NEWGRAD:.*]] = stablehlo.add %[[GRAD]], %{{.*}} : tensor<4x3xf32>
// CHECK: stablehlo.return %{{.*}}, %[[NEWLOSS]], %[[NEWGRAD]]
// CHECK: }
// CHECK: %[[STEP:.*]] = stablehlo.multiply %[[LOOP]]#2, %{{.*}} : tensor<4x3xf32>
// CHECK: %[[NEXT:.*]] = stablehlo.subtract %[[W]], %[[STEP]]
// CHECK: return %[[NEXT]], %{{.*}} : tensor<4x3xf32>, tensor<f32>

// ONE-LABEL: func.func @main
// ONE-NOT: stablehlo.while
func.func @main(%w: tensor<4x3xf32>, %x: tensor<8x4xf32>, %y: tensor<8x3xf32>) -> (tensor<4x3xf32>, tensor<f32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  %d = stablehlo.subtract %p, %y : tensor<8x3xf32>
  %sq = stablehlo.multiply %d, %d : tensor<8x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
  %inv = stablehlo.constant dense<0.0416666679> : tensor<f32>
  %loss = stablehlo.multiply %sum, %inv : tensor<f32>
  %two = stablehlo.constant dense<0.0833333358> : tensor<8x3xf32>
  %gp = stablehlo.multiply %d, %two : tensor<8x3xf32>
  %gw = stablehlo.dot_general %x, %gp, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %rate = stablehlo.constant dense<1.000000e-01> : tensor<4x3xf32>
  %step = stablehlo.multiply %gw, %rate : tensor<4x3xf32>
  %next = stablehlo.subtract %w, %step : tensor<4x3xf32>
  return %next, %loss : tensor<4x3xf32>, tensor<f32>
}

// -----

// The same step with the batch split over two devices: microbatch i is
// block i of each device's rows, so the loop's slices stay on the device.

// CHECK-LABEL: func.func @main
// CHECK: stablehlo.while
// CHECK: stablehlo.reshape %{{.*}} : (tensor<8x4xf32>) -> tensor<2x2x2x4xf32>
// CHECK: stablehlo.dynamic_slice {{.*}} sizes = [2, 1, 2, 4]
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x1x2x4xf32>) -> tensor<4x4xf32>
osdp.mesh @mesh = <[data = 2]>
func.func @main(%w: tensor<4x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
                %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>},
                %y: tensor<8x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>})
    -> (tensor<4x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}, tensor<f32> {osdp.sharding = #osdp.sharding<@mesh, []>}) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  %d = stablehlo.subtract %p, %y : tensor<8x3xf32>
  %sq = stablehlo.multiply %d, %d : tensor<8x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
  %inv = stablehlo.constant dense<0.0416666679> : tensor<f32>
  %loss = stablehlo.multiply %sum, %inv : tensor<f32>
  %two = stablehlo.constant dense<0.0833333358> : tensor<8x3xf32>
  %gp = stablehlo.multiply %d, %two : tensor<8x3xf32>
  %gw = stablehlo.dot_general %x, %gp, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %rate = stablehlo.constant dense<1.000000e-01> : tensor<4x3xf32>
  %step = stablehlo.multiply %gw, %rate : tensor<4x3xf32>
  %next = stablehlo.subtract %w, %step : tensor<4x3xf32>
  return %next, %loss : tensor<4x3xf32>, tensor<f32>
}

// The sharded step, partitioned after the rewrite, computes on its two
// devices what XLA computes from the original step on one.
// EXEC: chunk 1: ok @main: 2 results on 2 devices
// EXEC: checked 1 functions, 0 failures
