// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file --verify-diagnostics | FileCheck %s

// The boundaries of the lowering: what it leaves to others, what calls the
// runtime, and what it refuses (a located error naming the op).

// osdp collectives are left to their own lowering; the ops around them are
// lowered.
osdp.mesh @mesh = <[dp = 2]>
// CHECK-LABEL: func.func @collectives_untouched
// CHECK: %[[A:.*]] = linalg.generic
// CHECK: %[[R:.*]] = osdp.all_reduce sum %[[A]] on @mesh over {dp} : tensor<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[R]] : tensor<4x8xf32>)
func.func @collectives_untouched(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.exponential %a : tensor<4x8xf32>
  %1 = osdp.all_reduce sum %0 on @mesh over {dp} : tensor<4x8xf32>
  %2 = stablehlo.negate %1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// The partition id is the target-neutral osdp.partition_id, which each
// target's codegen asks its runtime for (osdp-partition-id-to-runtime).
// CHECK-LABEL: func.func @partition_id
// CHECK: %[[ID:.*]] = osdp.partition_id : i64
// CHECK: %[[I32:.*]] = arith.trunci %[[ID]] : i64 to i32
// CHECK: %[[T:.*]] = tensor.from_elements %[[I32]] : tensor<i32>
// CHECK: return %[[T]] : tensor<i32>
func.func @partition_id() -> tensor<ui32> {
  %0 = stablehlo.partition_id : tensor<ui32>
  return %0 : tensor<ui32>
}

// -----

func.func @rng_bit_generator(%state: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>) {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' is not supported by convert-stablehlo-to-linalg}}
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<4xui32>
}

// -----

// Complex convolutions have no lowering yet.
func.func @complex_convolution(%a: tensor<1x8x8x4xcomplex<f32>>, %w: tensor<3x3x4x4xcomplex<f32>>) -> tensor<1x8x8x4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.convolution' is not supported by convert-stablehlo-to-linalg}}
  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xcomplex<f32>>, tensor<3x3x4x4xcomplex<f32>>) -> tensor<1x8x8x4xcomplex<f32>>
  return %0 : tensor<1x8x8x4xcomplex<f32>>
}

// -----

func.func @reduce_precision(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' is not supported by convert-stablehlo-to-linalg}}
  %0 = "stablehlo.reduce_precision"(%a) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Only the annotations (@Sharding, @annotate_device_placement) are known;
// any other call is refused by its target's name.
func.func @custom_call(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom call @SPMDFullToShardShape is not supported: osdp lowers only the annotations @Sharding and @annotate_device_placement}}
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%a) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An annotation that changes the type is no annotation.
func.func @placement_changing_type(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{custom call @annotate_device_placement is not supported}}
  %0 = stablehlo.custom_call @annotate_device_placement(%a) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// Shapes must be static.
func.func @dynamic_shape(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.add' is not supported by convert-stablehlo-to-linalg}}
  %0 = stablehlo.add %a, %a : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A reducer body must be made of elementwise ops.
func.func @reducer_with_a_call(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.reduce' is not supported by convert-stablehlo-to-linalg}}
  %0 = "stablehlo.reduce"(%a, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = func.call @add(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  return %s : tensor<f32>
}

// -----

// Collectives of stablehlo itself (shard_map bodies) have no lowering here.
func.func @stablehlo_collective(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.all_reduce' is not supported by convert-stablehlo-to-linalg}}
  %0 = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Complex numbers have no lowering yet.
func.func @complex(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'stablehlo.add' is not supported by convert-stablehlo-to-linalg}}
  %0 = stablehlo.add %a, %a : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
