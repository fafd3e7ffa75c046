// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s

// CHECK: sdy.mesh @mesh = <["data"=4, "model"=2]>
sdy.mesh @mesh = <["data"=4, "model"=2]>

// CHECK: sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>

// CHECK: sdy.mesh @empty_mesh = <[]>
sdy.mesh @empty_mesh = <[]>

// CHECK: sdy.mesh @maximal = <[], device_ids=[0]>
sdy.mesh @maximal = <[], device_ids=[0]>

// Size-1 axes occur in JAX exports of single-device meshes.
// CHECK: sdy.mesh @unit = <["default_aux"=1, "default"=1]>
sdy.mesh @unit = <["default_aux"=1, "default"=1]>

// Discardable attributes follow the mesh.
// CHECK: sdy.mesh @with_attrs = <["replica_dcn"=1, "data"=2]> {stablehlo.mesh = {axes = ["replica_dcn", "data"]}}
sdy.mesh @with_attrs = <["replica_dcn"=1, "data"=2]> {stablehlo.mesh = {axes = ["replica_dcn", "data"]}}

// The same mesh as a standalone attribute.
// CHECK: func.func private @standalone() attributes {m = #sdy.mesh<["x"=8]>}
func.func private @standalone() attributes {m = #sdy.mesh<["x"=8]>}
