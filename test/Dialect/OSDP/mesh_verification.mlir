// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{mesh axis 'dp' is declared more than once}}
osdp.mesh @mesh = <[dp = 4, dp = 2]>

// -----

// expected-error @+1 {{mesh axis 'tp' must have a size of at least 1, got 0}}
osdp.mesh @mesh = <[dp = 4, tp = 0]>

// -----

// expected-error @+1 {{mesh axis 'tp' must have a size of at least 1, got -2}}
osdp.mesh @mesh = <[tp = -2]>

// -----

// expected-error @+1 {{expected a mesh axis name}}
osdp.mesh @mesh = <[4 = 4]>

// -----

func.func @f() {
  // expected-error @+1 {{'osdp.mesh' op expects parent op 'builtin.module'}}
  osdp.mesh @inner = <[dp = 2]>
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
osdp.mesh @mesh = <[dp = 2]>
// expected-error @+1 {{redefinition of symbol named 'mesh'}}
osdp.mesh @mesh = <[tp = 2]>

// -----

// expected-error @+1 {{mesh device_ids lists 3 devices, but the axes span a different number}}
osdp.mesh @mesh = <[dp = 2, tp = 2], device_ids = [0, 1, 2]>

// -----

// expected-error @+1 {{mesh device_ids must be a permutation of 0..3; 1 appears twice}}
osdp.mesh @mesh = <[dp = 2, tp = 2], device_ids = [0, 1, 1, 3]>

// -----

// expected-error @+1 {{mesh device_ids must be a permutation of 0..3; 4 is out of range}}
osdp.mesh @mesh = <[dp = 2, tp = 2], device_ids = [0, 1, 4, 3]>
