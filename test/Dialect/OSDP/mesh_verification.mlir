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
