// RUN: osdp-opt --osdp-import-shardings --split-input-file --verify-diagnostics %s

// A maximal mesh on a device other than 0 has no osdp form.
module {
  // expected-error @+1 {{'sdy.mesh' op is a maximal mesh (everything on device 3), which osdp meshes cannot express}}
  sdy.mesh @mesh = <[], device_ids=[3]>
}

// -----

// Sub-axes are refused wherever they appear, replicated axes included.
module {
  sdy.mesh @mesh = <["a"=4, "b"=2]>
  // expected-error @+1 {{argument #0: sub-axis of mesh axis "a" is not supported}}
  func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}], replicated={"a":(1)2}>}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
