// RUN: osdp-opt %s --split-input-file --verify-diagnostics

// The planner's remat choice is a module's string.
// expected-error @below {{'func.func' op 'osdp.remat' is a string on a module (a remat policy)}}
func.func @f() attributes {osdp.remat = "dots"} {
  return
}

// -----

// expected-error @below {{'builtin.module' op 'osdp.remat' is a string on a module (a remat policy)}}
module attributes {osdp.remat = 2 : i64} {
}
