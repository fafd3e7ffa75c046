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

// -----

// The microbatches' loop mark is a unit attribute on a stablehlo.while.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stablehlo.tanh' op 'osdp.microbatch_loop' is a unit attribute on a stablehlo.while (the microbatches' loop)}}
  %0 = stablehlo.tanh %x {osdp.microbatch_loop} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A recompute mark is a unit attribute on an op with results.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stablehlo.tanh' op 'osdp.recompute' is a unit attribute on an op with results (recompute them for the backward pass)}}
  %0 = stablehlo.tanh %x {osdp.recompute = 1 : i64} : tensor<f32>
  return %0 : tensor<f32>
}
