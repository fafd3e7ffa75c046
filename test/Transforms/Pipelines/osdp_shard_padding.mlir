// The partitioner's own collectives (bucket-bytes=0: none combined); the
// execution check runs the default pipeline.
// RUN: osdp-opt %s --osdp-shard=bucket-bytes=0 --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file -- --osdp-shard | FileCheck %s --check-prefix=EXEC

// A batch of 13 over 4 devices, end to end: the split propagates through
// the step, each device holds 4 rows (the last one 1 real row and 3 of
// padding), and the loss and the weight gradient mask the padding before
// they sum over the batch.
// EXEC: checked 1 functions, 0 failures

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @odd_batch
// CHECK-SAME: %arg0: tensor<4x8xf32> {osdp.global_type = tensor<13x8xf32>
// CHECK-NOT: osdp.all_gather
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK: %[[T:.*]] = stablehlo.tanh %[[H]]
// CHECK: %[[REAL:.*]] = stablehlo.compare LT
// CHECK: %[[TM:.*]] = stablehlo.select %[[REAL]], %[[T]], %{{.*}} : tensor<4x16xi1>, tensor<4x16xf32>
// CHECK: %[[LOSS:.*]] = stablehlo.reduce(%[[TM]] init: %{{.*}}) applies stablehlo.add across dimensions = [0, 1]
// CHECK: %[[XM:.*]] = stablehlo.select %{{.*}}, %arg0, %{{.*}} : tensor<4x8xi1>, tensor<4x8xf32>
// CHECK: %[[GW:.*]] = stablehlo.dot_general %[[XM]], %[[TM]], contracting_dims = [0] x [0]
// CHECK-DAG: osdp.all_reduce sum %[[LOSS]] on @mesh over {dp} : tensor<f32>
// CHECK-DAG: osdp.all_reduce sum %[[GW]] on @mesh over {dp} : tensor<8x16xf32>
// CHECK-NOT: osdp.all_gather
func.func @odd_batch(%x: tensor<13x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>})
    -> (tensor<f32>, tensor<8x16xf32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<13x8xf32>, tensor<8x16xf32>) -> tensor<13x16xf32>
  %t = stablehlo.tanh %h : tensor<13x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<13x16xf32>, tensor<f32>) -> tensor<f32>
  %gw = stablehlo.dot_general %x, %t, contracting_dims = [0] x [0] : (tensor<13x8xf32>, tensor<13x16xf32>) -> tensor<8x16xf32>
  return %loss, %gw : tensor<f32>, tensor<8x16xf32>
}
