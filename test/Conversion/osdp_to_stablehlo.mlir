// RUN: osdp-opt %s --convert-osdp-to-stablehlo=device-ids=replica --split-input-file --verify-diagnostics | FileCheck %s
// RUN: osdp-opt %s --convert-osdp-to-stablehlo --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=PART
// RUN: %spmd_check %s --split-input-file --per-device --partitions -- --canonicalize | FileCheck %s --check-prefix=EXEC

// Executed by XLA: the collectives lowered for partitions (channels, global
// device ids) compute on every device what the same collectives lowered for
// replicas compute. The replica form is what every other executable check
// of the test suite runs. XLA runs partition_id only in replicas, so @slice
// is checked in that form only (by the partitioning tests).
// EXEC: checked 5 functions, 0 failures

// Devices are numbered row-major over [dp = 2, tp = 2]: a collective over tp
// runs within {0, 1} and {2, 3}, one over dp within {0, 2} and {1, 3}.

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK: module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32}
// CHECK-NOT: osdp.mesh
// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<2x8xf32>)
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
// CHECK: stablehlo.maximum
// CHECK: %[[S:.*]] = "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK: stablehlo.add
// CHECK: return %[[R]], %[[S]]
// PART: module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32}
// PART: "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// PART: "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
func.func @reductions(%x: tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) -> (tensor<4x8xf32>, tensor<2x8xf32>) {
  %0 = osdp.all_reduce max %x on @mesh over {tp} : tensor<4x8xf32>
  %1 = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<2x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// A gather of two dimensions is one stablehlo.all_gather per dimension; a
// gather over {tp, dp} (tp major) lists each group in that order.
// CHECK-LABEL: func.func @gathers
// CHECK: %[[G0:.*]] = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x4xf32>
// CHECK: %[[G1:.*]] = "stablehlo.all_gather"(%[[G0]]) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[}}[0, 2, 1, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
func.func @gathers(%x: tensor<2x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {tp}] : tensor<2x4xf32> -> tensor<4x8xf32>
  %1 = osdp.all_gather %x on @mesh along [{tp, dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// all_slice moves no data: a dynamic_slice at the device's block offset,
// computed from its id (replica_id for replicas, partition_id otherwise).
// CHECK-LABEL: func.func @slice
// CHECK: %[[ID:.*]] = stablehlo.replica_id : tensor<ui32>
// CHECK: stablehlo.dynamic_slice %arg0, {{.*}}, sizes = [4, 2] : (tensor<4x8xf32>, tensor<i64>, tensor<i64>) -> tensor<4x2xf32>
// PART-LABEL: func.func @slice
// PART: stablehlo.partition_id : tensor<ui32>
// PART-NOT: replica_id
func.func @slice(%x: tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) -> tensor<4x2xf32> {
  %0 = osdp.all_slice %x on @mesh along [{}, {dp, tp}] : tensor<4x8xf32> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// all_to_all over one axis; collective_permute with the pairs of every group.
// CHECK-LABEL: func.func @moves
// CHECK: "stablehlo.all_to_all"(%arg0) <{concat_dimension = 1 : i64, replica_groups = dense<{{\[}}[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x8xf32>) -> tensor<2x16xf32>
// CHECK: "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[}}[0, 2], [2, 0], [1, 3], [3, 1]]> : tensor<4x2xi64>}>
// CHECK: "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[}}[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}>
func.func @moves(%x: tensor<4x8xf32>) -> (tensor<2x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = osdp.all_to_all %x on @mesh over {tp} split 0 concat 1 : tensor<4x8xf32> -> tensor<2x16xf32>
  %1 = osdp.collective_permute %x on @mesh over {dp} shift 1 : tensor<4x8xf32>
  %2 = osdp.collective_permute %x on @mesh over {tp} pairs [0 -> 1, 1 -> 0] : tensor<4x8xf32>
  return %0, %1, %2 : tensor<2x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

osdp.mesh @a = <[x = 2]>
// expected-error @+1 {{convert-osdp-to-stablehlo supports one mesh per module}}
osdp.mesh @b = <[y = 2]>

// -----

osdp.mesh @mesh = <[x = 2]>

func.func @global(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot be lowered to stablehlo; run osdp-partition first}}
  %0 = osdp.shard %x as <@mesh, [{x}]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A device order maps mesh positions to devices: on [x = 2, y = 2] with
// device_ids = [3, 1, 2, 0], position (i, j) is device device_ids[2i + j],
// so the groups over x are {3, 2} and {1, 0}, those over y {3, 1}, {2, 0}.

osdp.mesh @omesh = <[x = 2, y = 2], device_ids = [3, 1, 2, 0]>

// CHECK-LABEL: func.func @ordered
// CHECK: "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[}}[3, 2], [1, 0]]> : tensor<2x2xi64>}>
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[}}[3, 1], [2, 0]]> : tensor<2x2xi64>}>
func.func @ordered(%x: tensor<4x8xf32> {osdp.sharding = #osdp.sharding<@omesh, [{}, {}]>}) -> (tensor<4x8xf32>, tensor<8x8xf32>) {
  %0 = osdp.all_reduce sum %x on @omesh over {x} : tensor<4x8xf32>
  %1 = osdp.all_gather %x on @omesh along [{y}, {}] : tensor<4x8xf32> -> tensor<8x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<8x8xf32>
}

// -----

// XLA runs each collective where it stands: a collective in flight becomes
// the blocking collective where its start stood.
osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK-LABEL: func.func @in_flight
// CHECK:      %[[R:.*]] = "stablehlo.all_reduce"(%arg0)
// CHECK:      %[[N:.*]] = stablehlo.negate %arg0
// CHECK-NOT:  osdp.
// CHECK:      return %[[R]], %[[N]]
func.func @in_flight(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {tp} : tensor<4x8xf32>
    osdp.yield %r : tensor<4x8xf32>
  } : !osdp.future<tensor<4x8xf32>>
  %n = stablehlo.negate %x : tensor<4x8xf32>
  %w = osdp.async_wait %f : !osdp.future<tensor<4x8xf32>>
  return %w, %n : tensor<4x8xf32>, tensor<4x8xf32>
}
