// RUN: osdp-opt --osdp-import-shardings="mesh=dp=4,tp=2" %s | FileCheck %s
// RUN: not osdp-opt --osdp-import-shardings="mesh=dp=4,dp=2" %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not osdp-opt --osdp-import-shardings="mesh=dp=0" %s 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not osdp-opt --osdp-import-shardings="mesh=dp=3" %s 2>&1 | FileCheck %s --check-prefix=DEVICES
// RUN: not osdp-opt --osdp-import-shardings="mesh=dp=4,tp=2" %S/Inputs/sub_axis_gspmd.mlir 2>&1 | FileCheck %s --check-prefix=SUBAXIS

// TWICE: error: invalid mesh option 'dp=4,dp=2': mesh axis 'dp' is listed twice
// SIZE: error: invalid mesh option 'dp=0': mesh axis 'dp=0' is not of the form name=size with size >= 1
// DEVICES: error: the mesh spans 3 devices but the module was exported for 8 partitions (mhlo.num_partitions)
// dp=4 cut 2x2 over two dims would need sub-axes of dp.
// SUBAXIS: error: 'func.func' op argument #0: cannot express the sharding on mesh @mesh: the device order of the sharding cannot be expressed with whole axes of the mesh


// The mesh option names the axes GSPMD strings are mapped onto; a transposed
// iota puts the minor mesh axis first.
// CHECK-LABEL: module @gspmd_named
// CHECK: osdp.mesh @mesh = <[dp = 4, tp = 2]>
// CHECK: %{{.*}}: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}
// CHECK-SAME: %{{.*}}: tensor<16x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}
// CHECK-SAME: %{{.*}}: tensor<4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp, dp}, {}]>})
// CHECK: osdp.shard %{{.*}} as <@mesh, [{dp, tp}, {}]> : tensor<8x16xf32>
// CHECK-NOT: custom_call
module @gspmd_named attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"},
                  %arg1: tensor<16x4xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"},
                  %arg2: tensor<4xf32> {mhlo.sharding = "{replicated}"})
      -> (tensor<8x16xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}


// RUN: osdp-opt --osdp-import-shardings="mesh=dp=4,tp=2" %S/Inputs/sdy_only.mlir 2>&1 | FileCheck %s --check-prefix=IGNORED
// IGNORED: warning: the mesh option 'dp=4,tp=2' is ignored: the module has no mhlo.sharding strings (its meshes are sdy.mesh)
// IGNORED: osdp.mesh @mesh = <[a = 2]>
