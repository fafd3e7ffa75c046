// RUN: osdp-opt --osdp-import-shardings --split-input-file --verify-diagnostics %s | FileCheck %s

// shard_map under Shardy: sdy.manual_computation becomes
// osdp.manual_computation, its operands constrained to the in shardings, and
// the body's collectives become osdp collectives over the axes whose device
// groups their replica groups are.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: %[[X:.*]]: tensor<8x16xf32>
// CHECK: %[[C:.*]] = osdp.shard %[[X]] as <@mesh, [{data}, {model}]>
// CHECK: osdp.manual_computation(%[[C]]) in [#osdp.sharding<@mesh, [{data}, {model}]>]
// CHECK-SAME: out [#osdp.sharding<@mesh, [{data}, {}]>] manual {data, model}
// CHECK: ^bb0(%[[A:.*]]: tensor<2x8xf32>):
// CHECK: %[[G:.*]] = osdp.all_gather %[[A]] on @mesh along [{}, {model}] : tensor<2x8xf32> -> tensor<2x16xf32>
// CHECK: %[[S:.*]] = osdp.reduce_scatter sum %[[G]] on @mesh over {data} scatter 1 : tensor<2x16xf32> -> tensor<2x4xf32>
// CHECK: %[[T:.*]] = osdp.all_to_all %[[S]] on @mesh over {model} split 0 concat 1 : tensor<2x4xf32> -> tensor<1x8xf32>
// CHECK: %[[P:.*]] = osdp.collective_permute %[[T]] on @mesh over {data} pairs [0 -> 1, 1 -> 2, 2 -> 3, 3 -> 0]
// CHECK: %[[M:.*]] = osdp.all_reduce max %[[P]] on @mesh over {data, model}
// CHECK: %[[Y:.*]] = stablehlo.concatenate %[[M]], %[[M]], dim = 0
// CHECK: osdp.yield %[[Y]] : tensor<2x8xf32>
// CHECK-NOT: sdy.
// CHECK-NOT: "stablehlo.all
module @collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg1: tensor<2x8xf32>) {
      %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<2x8xf32>) -> tensor<2x16xf32>
      %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x16xf32>) -> tensor<2x4xf32>
      %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2x4xf32>) -> tensor<1x8xf32>
      %4 = "stablehlo.collective_permute"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<1x8xf32>) -> tensor<1x8xf32>
      %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
      }) : (tensor<1x8xf32>) -> tensor<1x8xf32>
      %6 = stablehlo.concatenate %5, %5, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
      sdy.return %6 : tensor<2x8xf32>
    } : (tensor<8x16xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}

// -----

// shard_map under GSPMD: the region between @SPMDFullToShardShape and
// @SPMDShardToFullShape becomes an osdp.manual_computation over every mesh
// axis. The @Sharding before FullToShard stays as the operand constraint;
// the {manual} constraints disappear; constants and the device id the body
// reads (jax.lax.axis_index) are cloned into it.

// CHECK-LABEL: module @gspmd
// CHECK: osdp.mesh @mesh = <[axis_0 = 4, axis_1 = 2]>
// CHECK: %[[C:.*]] = osdp.shard %arg0 as <@mesh, [{axis_0}, {axis_1}]>
// CHECK: osdp.manual_computation(%[[C]]) in [#osdp.sharding<@mesh, [{axis_0}, {axis_1}]>]
// CHECK-SAME: out [#osdp.sharding<@mesh, [{axis_0}, {}]>] manual {axis_0, axis_1}
// CHECK: ^bb0(%[[A:.*]]: tensor<2x8xf32>):
// CHECK-DAG: stablehlo.partition_id
// CHECK-DAG: stablehlo.constant dense<2> : tensor<ui32>
// CHECK: osdp.all_reduce sum %{{.*}} on @mesh over {axis_1}
// CHECK: osdp.yield
// CHECK-NOT: custom_call
module @gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}) {
    %c = stablehlo.constant dense<2> : tensor<ui32>
    %id = stablehlo.partition_id : tensor<ui32>
    %index = stablehlo.divide %id, %c : tensor<ui32>
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<2x8xf32>
    %f = stablehlo.convert %index : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.add %1, %b : tensor<2x8xf32>
    %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {mhlo.sharding = "{manual}"} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<2x8xf32>) -> tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
}

// -----

// A result that reads no operand (a zero cotangent in a transposed
// shard_map) is a region with no operands that computes it from constants.

// CHECK-LABEL: module @no_operands
// CHECK: %[[R:.*]] = osdp.manual_computation() in [] out [#osdp.sharding<@mesh, [{axis_0}]>] manual {axis_0} {
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
// CHECK: osdp.yield %[[Z]] : tensor<2xf32>
// CHECK: } : () -> tensor<8xf32>
// CHECK: return %[[R]]
module @no_operands attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %0 = stablehlo.custom_call @Sharding(%cst) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = stablehlo.custom_call @SPMDShardToFullShape(%0) {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<2xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}

// -----

sdy.mesh @mesh = <["data"=4, "model"=2]>
func.func @groups_over_free_axis(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<2x16xf32>) {
    // expected-error @+1 {{'stablehlo.all_reduce' op has device groups that are not the groups of any manual axes {data} of the mesh}}
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    sdy.return %1 : tensor<2x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

sdy.mesh @mesh = <["data"=4]>
func.func @irregular_groups(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data"}]>] manual_axes={"data"} (%arg1: tensor<2xf32>) {
    // expected-error @+1 {{has device groups that are not the groups of any manual axes}}
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %1 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    sdy.return %2 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["data"=2]>
func.func @unknown_reducer(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data"}]>] manual_axes={"data"} (%arg1: tensor<2xf32>) {
    // expected-error @+1 {{reduces with a computation that is not one add, multiply, minimum, maximum, and, or or xor of its two arguments}}
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.subtract %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @permute_over_free_axis(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data"}]>] manual_axes={"data"} (%arg1: tensor<2xf32>) {
    // expected-error @+1 {{has source-target pairs that do not permute positions over manual axes alike in every group}}
    %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A constraint inside the body says nothing about values: it is dropped
// (the body runs whole over the axes it leaves free).

// CHECK-LABEL: func.func @sharding_inside
// CHECK: ^bb0(%[[A:.*]]: tensor<2x4xf32>):
// CHECK-NEXT: osdp.yield %[[A]]
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @sharding_inside(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data", ?}, {?}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<2x4xf32>) {
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"model"}]> : tensor<2x4xf32>
    sdy.return %1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["data"=2]>
func.func @nested(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data"}]>] manual_axes={"data"} (%arg1: tensor<2xf32>) {
    // expected-error @+1 {{is nested in another manual computation, which osdp does not support}}
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"data"} (%arg2: tensor<2xf32>) {
      sdy.return %arg2 : tensor<2xf32>
    } : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// shard_map with auto axes under GSPMD, as JAX 0.10 prints it.
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @partly_manual(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<4xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dim_replicate}"} : (tensor<8xf32>) -> tensor<8xf32>
    // expected-error @+1 {{is manual over part of the devices only (shard_map with auto axes), which osdp does not import from GSPMD shardings}}
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dims={manual, replicated}}"} : (tensor<8xf32>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @Sharding(%1) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dims={manual, replicated}}"} : (tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}

// -----

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @reads_argument(%arg0: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg1: tensor<2xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{would read a value defined outside the manual region: the body of a shard_map may only use its operands, constants and the device id}}
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<2xf32>
    %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
