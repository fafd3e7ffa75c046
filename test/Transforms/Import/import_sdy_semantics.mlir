// RUN: osdp-opt --osdp-import-shardings --split-input-file %s | FileCheck %s
// RUN: osdp-opt --osdp-import-shardings --osdp-export-sdy --split-input-file %s | FileCheck %s --check-prefix=BACK
// RUN: osdp-opt --osdp-shard --split-input-file %s | FileCheck %s --check-prefix=SHARD
// RUN: %spmd_check %s --split-input-file -- --osdp-shard | FileCheck %s --check-prefix=EXEC

// EXEC: checked 4 functions, 0 failures

// What a Shardy sharding leaves to propagation is kept: open dimensions
// (`?`), per-dimension priorities and explicitly replicated axes. A sharding
// that is all open and empty constrains nothing (the argument loses it), but
// one that also names replicated axes does. `--osdp-export-sdy` writes them
// back as they were.

// CHECK-LABEL: module @open_priority_replicated
// CHECK: func.func @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x, ?}, {?}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{x}p0, {?}p1]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {?}], replicated = {y}>}
// CHECK-SAME: %arg3: tensor<8x16xf32>)
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {y, ?}p2]>})
// CHECK: osdp.shard %arg0 as <@mesh, [{?}, {y}], replicated = {x}>
// BACK-LABEL: module @open_priority_replicated
// BACK: sdy.mesh @mesh = <["x"=2, "y"=2]>
// BACK: func.func @main(
// BACK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}
// BACK-SAME: %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {?}p1]>}
// BACK-SAME: %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], replicated={"y"}>}
// BACK-SAME: %arg3: tensor<8x16xf32>)
// BACK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y", ?}p2]>})
// BACK: sdy.sharding_constraint %arg0 <@mesh, [{?}, {"y"}], replicated={"x"}>
// The open dimensions are completed by propagation; %arg2 is never split
// over y; the result's closed dimension 0 is gathered.
// SHARD-LABEL: module @open_priority_replicated
// SHARD: func.func @main(
// SHARD-SAME: osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>}
// SHARD-SAME: osdp.sharding = #osdp.sharding<@mesh, [{x}, {y}]>}
// SHARD-SAME: osdp.sharding = #osdp.sharding<@mesh, [{x}, {}]>}
// SHARD-SAME: -> (tensor<8x8xf32> {osdp.global_type = tensor<8x16xf32>, osdp.sharding = #osdp.sharding<@mesh, [{}, {y}]>})
module @open_priority_replicated {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>},
                  %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {?}p1]>},
                  %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], replicated={"y"}>},
                  %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}p0, {?}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y", ?}p2]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{?}, {"y"}], replicated={"x"}> : tensor<8x16xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<8x16xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<8x16xf32>
    %3 = stablehlo.add %2, %arg3 : tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// -----

// Sharding groups (`shard_alike`) become osdp.sharding_group, which
// osdp-propagate resolves and drops; the export writes them back.

// CHECK-LABEL: module @groups
// CHECK-NOT: sdy.
// CHECK: osdp.sharding_group %arg0 group 0 : tensor<8xf32>
// CHECK: %[[N:.*]] = stablehlo.negate %arg1
// CHECK: osdp.sharding_group %[[N]] group 0 : tensor<8xf32>
// BACK-LABEL: module @groups
// BACK: sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>
// BACK: sdy.sharding_group %{{.*}} group_id=0 : tensor<8xf32>
// %arg1 is split like %arg0 only because its negation is in %arg0's group.
// SHARD-LABEL: module @groups
// SHARD-NOT: sharding_group
// SHARD: %arg1: tensor<4xf32> {osdp.global_type = tensor<8xf32>, osdp.sharding = #osdp.sharding<@mesh, [{x}]>}
module @groups {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
                  %arg1: tensor<8xf32>) -> tensor<8xf32> {
    sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>
    %0 = stablehlo.negate %arg1 : tensor<8xf32>
    sdy.sharding_group %0 group_id=0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// A mesh with a device order keeps it: the device at mesh position p is
// device_ids[p]. The partitioned program's collectives group devices and
// its slices locate blocks by that order (checked by execution).

// CHECK-LABEL: module @device_order
// CHECK: osdp.mesh @mesh = <[x = 2, y = 2], device_ids = [3, 1, 2, 0]>
// BACK-LABEL: module @device_order
// BACK: sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>
// SHARD-LABEL: module @device_order
// SHARD: osdp.mesh @mesh = <[x = 2, y = 2], device_ids = [3, 1, 2, 0]>
// SHARD: osdp.all_slice %arg1 on @mesh along [{}, {x}]
// SHARD: osdp.all_reduce sum %{{.*}} on @mesh over {y}
module @device_order {
  sdy.mesh @mesh = <["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                  %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
      -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// Sub-axes: each mesh axis is split into the finest pieces the shardings
// use (x = 4 used as (1)2 and (2)2 becomes two osdp axes, major first, which
// keeps the device numbering); an axis or sub-axis is the list of the
// pieces it covers. The export merges them back into Shardy's axes. A
// replicated sub-axis is reserved like any replicated axis.

// CHECK-LABEL: module @sub_axes
// CHECK: osdp.mesh @mesh = <["x:(1)2" = 2, "x:(2)2" = 2, y = 2]>
// CHECK: %arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{"x:(1)2"}, {"x:(2)2", y}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{"x:(1)2", "x:(2)2"}, {}]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {?}], replicated = {"x:(2)2"}>}
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{y, "x:(2)2"}, {"x:(1)2"}]>})
// BACK-LABEL: module @sub_axes
// BACK: sdy.mesh @mesh = <["x"=4, "y"=2]>
// BACK: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)2, "y"}]>}
// BACK-SAME: %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}
// BACK-SAME: %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], replicated={"x":(2)2}>}
// BACK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(2)2}, {"x":(1)2}]>})
// %arg2 takes the major half of x from the add, not the replicated minor one.
// SHARD-LABEL: module @sub_axes
// SHARD: %arg2: tensor<4x16xf32> {osdp.global_type = tensor<8x16xf32>, osdp.sharding = #osdp.sharding<@mesh, [{"x:(1)2"}, {}]>}
module @sub_axes {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)2, "y"}]>},
                  %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                  %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], replicated={"x":(2)2}>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(2)2}, {"x":(1)2}]>}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// -----

// JAX's `@empty_mesh` (a jit with out_shardings on one device, memory kinds
// beside): its shardings constrain nothing and go, with the mesh; the
// program is then one to plan or compile for any mesh.

// CHECK-LABEL: module @empty_mesh
// CHECK-NOT: mesh
// CHECK: func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<f32> {jax.result_info = "result", mhlo.memory_kind = "pinned_host"})
// CHECK-NOT: osdp.
// SHARD-LABEL: module @empty_mesh
// SHARD: func.func public @main
module @empty_mesh {
  sdy.mesh @empty_mesh = <[]>
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<f32> {jax.result_info = "result", mhlo.memory_kind = "pinned_host", sdy.sharding = #sdy.sharding<@empty_mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.custom_call @annotate_device_placement(%0) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
