// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s
// RUN: osdp-opt %s --mlir-print-debuginfo -o %t.loc && osdp-opt %t.loc --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// The discardable attributes JAX puts on modules, functions, arguments,
// results and ops, and the `#loc` alias tables before and after the module,
// all parse and survive round trips; nothing in the stablehlo dialect rejects
// them.

#loc = loc(unknown)
#loc1 = loc("python/osdp/models/mlp.py":12:0)
#loc2 = loc("jit(train_step)/dot_general"(#loc1))
// CHECK: module @jit_train_step attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32}
module @jit_train_step attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  // CHECK: func.func public @main(%arg0: tensor<4x8xf32> {jax.buffer_donor = true, mhlo.layout_mode = "default", mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg1: tensor<8x2xf32> {mhlo.memory_kind = "pinned_host", tf.aliasing_output = 0 : i32}) -> (tensor<4x2xf32> {jax.result_info = "result[1]['train/loss']", mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}) {
  func.func public @main(%arg0: tensor<4x8xf32> {jax.buffer_donor = true, mhlo.layout_mode = "default", mhlo.sharding = "{devices=[2,1]<=[2]}"} loc("x"), %arg1: tensor<8x2xf32> {mhlo.memory_kind = "pinned_host", tf.aliasing_output = 0 : i32} loc("params['w']"(#loc1))) -> (tensor<4x2xf32> {jax.result_info = "result[1]['train/loss']", mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}) {
    // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {mhlo.frontend_attributes = {_xla_compute_type = "dense"}} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    // LOC: stablehlo.dot_general {{.*}} loc(#[[LOC2:loc[0-9]*]])
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {mhlo.frontend_attributes = {_xla_compute_type = "dense"}} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32> loc(#loc2)
    // CHECK: stablehlo.custom_call @annotate_device_placement(%0) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}}
    %1 = stablehlo.custom_call @annotate_device_placement(%0) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<4x2xf32>) -> tensor<4x2xf32> loc(callsite(#loc2 at #loc1))
    return %1 : tensor<4x2xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
// LOC: #[[LOC2]] = loc("jit(train_step)/dot_general"(#{{loc[0-9]*}}))
