// The partitioner's own collectives (bucket-bytes=0: none combined); the
// execution check runs the default pipeline.
// RUN: osdp-opt --osdp-shard=bucket-bytes=0 --split-input-file %s | FileCheck %s
// RUN: %spmd_check %s --split-input-file --reference=xla-spmd -- --osdp-shard | FileCheck %s --check-prefix=EXEC

// shard_map regions keep their per-device bodies; the rest of the program
// is partitioned around them. Each chunk is executed by osdp and by XLA's
// own partitioner on the same per-device inputs (--reference=xla-spmd: a
// program with collectives in it has no one-device form).

// EXEC-COUNT-4: ok @main
// EXEC: checked 4 functions, 0 failures

// The operand arrives split by rows only; the region wants its columns
// split over "model" too: each device slices its block (no communication)
// before the body, and the body's psum stays one all_reduce.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: %[[X:.*]]: tensor<2x16xf32>
// CHECK: %[[S:.*]] = osdp.all_slice %[[X]] on @mesh along [{}, {model}] : tensor<2x16xf32> -> tensor<2x8xf32>
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[S]]
// CHECK: %[[R:.*]] = osdp.all_reduce sum %[[D]] on @mesh over {model}
// CHECK: %[[T:.*]] = stablehlo.tanh %[[R]]
// CHECK: return %[[T]] : tensor<2x4xf32>
module @reshard_into attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<2x8xf32>, %arg3: tensor<8x4xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %3 = stablehlo.tanh %2 : tensor<2x4xf32>
      sdy.return %3 : tensor<2x4xf32>
    } : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// Sharded code on both sides of the region: the matmul before it is
// partitioned by propagation (rows over "data"), the region returns a
// partial sum over "model" (its out sharding says so), and the function
// result wants it replicated: one all_reduce after the region, then an
// all_gather of the rows.

// CHECK-LABEL: func.func public @main
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.multiply
// CHECK-NOT: osdp.all_reduce
// CHECK: %[[R:.*]] = osdp.all_reduce sum %{{.*}} on @mesh over {model}
// CHECK: osdp.all_gather %[[R]] on @mesh along [{data}, {}]
module @around attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}], unreduced={"model"}>] manual_axes={"data", "model"} (%arg2: tensor<2x16xf32>) {
      %2 = stablehlo.multiply %arg2, %arg2 : tensor<2x16xf32>
      sdy.return %2 : tensor<2x16xf32>
    } : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// -----

// shard_map over "data" only ("model" stays automatic): the body runs whole
// on both devices of each "model" group.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[X]] on @mesh over {data}
// CHECK-NEXT: return %[[R]]
module @partly_manual attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data", ?}]>] out_shardings=[<@mesh, [{?}]>] manual_axes={"data"} (%arg1: tensor<4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %2 = stablehlo.add %a, %b : tensor<f32>
        %3 = sdy.sharding_constraint %2 <@mesh, []> : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A region that returns its operand under another sharding (a partial sum
// of the blocks): the result is a new value, and the operand, which the
// function also returns, keeps its own sharding. The body reads the
// device's position (jax.lax.axis_index) from partition_id.

// CHECK-LABEL: func.func public @main
// CHECK-SAME: %[[X:.*]]: tensor<2xf32>
// CHECK: %[[ID:.*]] = stablehlo.partition_id
// CHECK: %[[M:.*]] = stablehlo.multiply %[[X]]
// CHECK: %[[COPY:.*]] = stablehlo.reshape %[[X]] : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-DAG: %[[R0:.*]] = osdp.all_reduce sum %[[COPY]] on @mesh over {data}
// CHECK-DAG: %[[R1:.*]] = osdp.all_reduce sum %[[M]] on @mesh over {data}
// CHECK: return %[[X]], %[[R0]], %[[R1]]
module @identity attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}]>] out_shardings=[<@mesh, [{}], unreduced={"data"}>, <@mesh, [{}], unreduced={"data"}>] manual_axes={"data"} (%arg1: tensor<2xf32>) {
      %id = stablehlo.partition_id : tensor<ui32>
      %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
      %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %1 = stablehlo.multiply %arg1, %b : tensor<2xf32>
      sdy.return %arg1, %1 : tensor<2xf32>, tensor<2xf32>
    } : (tensor<8xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    return %arg0, %0#0, %0#1 : tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
  }
}
