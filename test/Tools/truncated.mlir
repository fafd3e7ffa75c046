// RUN: osdp-opt %s -verify-diagnostics

// A module cut in the middle of an op (the file ends without a newline).
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected ')' to end operand list}}
  %0 = "func.return"(%a