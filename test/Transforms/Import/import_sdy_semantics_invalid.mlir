// RUN: osdp-opt --osdp-import-shardings --split-input-file --verify-diagnostics %s

// A maximal mesh on a device other than 0 has no osdp form.
module {
  // expected-error @+1 {{'sdy.mesh' op is a maximal mesh (everything on device 3), which osdp meshes cannot express}}
  sdy.mesh @mesh = <[], device_ids=[3]>
}

// -----

// Shardy takes any distinct device ids; an osdp mesh numbers its devices
// 0..n-1, so ids past the mesh's size have no osdp form.
module {
  // expected-error @+1 {{mesh device_ids must be a permutation of 0..3; 6 is out of range}}
  sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[6, 2, 1, 0]>
}
