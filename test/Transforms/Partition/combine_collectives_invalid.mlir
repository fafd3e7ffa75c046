// RUN: osdp-opt %s --split-input-file --verify-diagnostics

// The mark osdp-combine-collectives puts on a bucket of gradients is a unit
// attribute on a concatenation.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'stablehlo.tanh' op 'osdp.assemble_late' is a unit attribute on a stablehlo.concatenate (a bucket whose parts are copied in where it stands)}}
  %0 = stablehlo.tanh %x {osdp.assemble_late} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @f(%x: tensor<2xf32>, %y: tensor<3xf32>) -> tensor<5xf32> {
  // expected-error @below {{'stablehlo.concatenate' op 'osdp.assemble_late' is a unit attribute on a stablehlo.concatenate (a bucket whose parts are copied in where it stands)}}
  %0 = stablehlo.concatenate %x, %y, dim = 0 {osdp.assemble_late = true} : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
