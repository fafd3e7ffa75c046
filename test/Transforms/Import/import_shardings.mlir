// RUN: osdp-opt --osdp-import-shardings --split-input-file --verify-diagnostics %s | FileCheck %s

// Shardy: the mesh keeps its name and axes; argument, result and constraint
// shardings become osdp shardings; unreduced axes become partial sums.

// CHECK-LABEL: module @sdy
// CHECK-NOT: sdy.
// CHECK: osdp.mesh @mesh = <[data = 4, model = 2]>
// CHECK: func.func @main(%[[X:.*]]: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>}, %[[W:.*]]: tensor<16x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {model}]>})
// CHECK-SAME: -> (tensor<8x4xf32> {jax.result_info = "result", osdp.sharding = #osdp.sharding<@mesh, [{data, model}, {}]>})
// CHECK: %[[C:.*]] = osdp.shard %[[X]] as <@mesh, [{data}, {}]> : tensor<8x16xf32>
// CHECK: stablehlo.dot_general %[[C]], %[[W]]
// CHECK: osdp.shard %{{.*}} as <@mesh, [{data}, {}], partial = {model}> : tensor<8x4xf32>
module @sdy {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                  %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
      -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}], unreduced={"model"}> : tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
}

// -----

// Fully open shardings constrain nothing and disappear; open dims next to a
// closed or sharded one stay open (propagation may add axes to them).

// CHECK-LABEL: module @open
// CHECK: func.func @main(%[[A:.*]]: tensor<8x16xf32>, %{{.*}}: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{a, ?}, {?}]>})
// CHECK-NOT: osdp.shard
// CHECK: stablehlo.add %[[A]]
module @open {
  sdy.mesh @mesh = <["a"=2]>
  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>},
                  %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}) -> tensor<8x16xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{?}, {?}]> : tensor<8x16xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// -----

// Without a mesh option the mesh is inferred: the finest one of whole axes
// that expresses every string (here the 8-way split of %arg1 would not
// express the 2x4 split of %arg0; 2x4 expresses both).

// CHECK-LABEL: module @gspmd_inferred
// CHECK: osdp.mesh @mesh = <[axis_0 = 2, axis_1 = 4]>
// CHECK: {osdp.sharding = #osdp.sharding<@mesh, [{axis_1}, {axis_0}]>}
// CHECK-SAME: {osdp.sharding = #osdp.sharding<@mesh, [{axis_0, axis_1}, {}]>}
module @gspmd_inferred {
  func.func @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"},
                  %arg1: tensor<8x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}

// -----

module {
  // expected-error @+1 {{'sdy.mesh' op sub-axes of mesh axis "a" do not nest: no split of size 6 has boundaries at both 2 and 3}}
  sdy.mesh @mesh = <["a"=6]>
  func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a":(1)2}]>}) -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a":(1)3}]>}) {
    return %arg0 : tensor<6xf32>
  }
}

// -----

module {
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    // expected-error @+1 {{cannot parse mhlo.sharding "{devices=[2]0,0}": the device list is not a permutation of 0..1}}
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2]0,0}"} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

module {
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    // expected-error @+1 {{'stablehlo.custom_call' op has a {manual} sharding outside a shard_map region (@SPMDFullToShardShape to @SPMDShardToFullShape)}}
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// A maximal sharding reads as replicated over all partitions.
// CHECK-LABEL: module @maximal
// CHECK: osdp.mesh @mesh = <[axis_0 = 4]>
// CHECK: %arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}
module @maximal attributes {mhlo.num_partitions = 4 : i32} {
  // expected-warning @+1 {{argument #0: maximal sharding on device 0 is imported as replicated}}
  func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{maximal device=0}"}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}


// -----

// A declaration's argument shardings count for the mesh like any other;
// its arguments have no block (and no locations), so a message about one
// points at the declaration.
// CHECK-LABEL: module @declaration
// CHECK: osdp.mesh @mesh = <[axis_0 = 2]>
// CHECK: func.func private @helper
module @declaration {
  func.func private @helper(tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"})
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}

// -----

module @declaration_invalid {
  // expected-error @+1 {{cannot parse mhlo.sharding "{devices=[2]<=[3]}": the iota device list has 3 devices but the tile shape needs 2}}
  func.func private @helper(tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[3]}"})
}
