// RUN: osdp-opt --osdp-import-shardings --split-input-file --verify-diagnostics %s

// A maximal mesh on a device other than 0 has no osdp form.
module {
  // expected-error @+1 {{'sdy.mesh' op is a maximal mesh (everything on device 3), which osdp meshes cannot express}}
  sdy.mesh @mesh = <[], device_ids=[3]>
}
