// RUN: osdp-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{mesh axis "a" is declared twice}}
sdy.mesh @mesh = <["a"=2, "a"=4]>

// -----

// expected-error@+1 {{mesh axis "a" must have a positive size, got 0}}
sdy.mesh @mesh = <["a"=0]>

// -----

// expected-error@+1 {{device_ids has 3 entries but the mesh has 4 devices}}
sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 1, 2]>

// -----

// expected-error@+1 {{device id 1 appears twice}}
sdy.mesh @mesh = <["a"=2], device_ids=[1, 1]>

// -----

// expected-error@+1 {{device id -1 must be non-negative}}
sdy.mesh @mesh = <["a"=2], device_ids=[-1, 0]>

// -----

// A maximal mesh names exactly one device.
// expected-error@+1 {{device_ids has 2 entries but the mesh has 1 devices}}
sdy.mesh @mesh = <[], device_ids=[0, 1]>

// -----

func.func @nested() {
  // expected-error@+1 {{'sdy.mesh' op expects parent op 'builtin.module'}}
  "sdy.mesh"() <{sym_name = "m", mesh = #sdy.mesh<["a"=2]>}> : () -> ()
  return
}
