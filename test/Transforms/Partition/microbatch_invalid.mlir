// RUN: osdp-opt %s --osdp-microbatch=microbatches=2 --split-input-file -verify-diagnostics
// RUN: not osdp-opt %s --osdp-microbatch=microbatches=0 --split-input-file 2>&1 | FileCheck %s --check-prefix=ZERO

// RUN: not osdp-opt %s --osdp-microbatch=microbatches=some --split-input-file 2>&1 | FileCheck %s --check-prefix=SOME
// ZERO: error: microbatches=0: the number of microbatches is at least 1
// SOME: error: osdp-microbatch: microbatches takes a count or auto, not 'some'

// A batch of 9 rows does not split in two.
// expected-error @+1 {{microbatches=2: the batch of argument #1 ('tensor<9x4xf32>') is 9 rows over 1 device(s), which 2 microbatches do not divide}}
func.func @main(%w: tensor<4xf32>, %x: tensor<9x4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<9x4xf32>, tensor<f32>) -> tensor<4xf32>
  %g = stablehlo.multiply %s, %w : tensor<4xf32>
  %next = stablehlo.subtract %w, %g : tensor<4xf32>
  %loss = stablehlo.reduce(%g init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %next, %loss : tensor<4xf32>, tensor<f32>
}

// -----

// A forward program: no state is updated, so nothing is accumulated.
// expected-error @+1 {{microbatches=2: @main is not a training step}}
func.func @main(%w: tensor<4x3xf32>, %x: tensor<8x4xf32>) -> tensor<8x3xf32> {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  return %p : tensor<8x3xf32>
}

// -----

// Batch normalization: each example is centred on the batch's mean, so a
// microbatch's mean would change every example.
func.func @main(%w: tensor<4xf32>, %x: tensor<8x4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %mean = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  // expected-error @+1 {{microbatches=2: 'stablehlo.subtract' reads per-example values after a reduction over the batch (as batch normalization does), which microbatches would change}}
  %c = stablehlo.subtract %x, %mean : tensor<8x4xf32>
  %sq = stablehlo.multiply %c, %c : tensor<8x4xf32>
  %v = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %g = stablehlo.multiply %v, %w : tensor<4xf32>
  %next = stablehlo.subtract %w, %g : tensor<4xf32>
  %loss = stablehlo.reduce(%g init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %next, %loss : tensor<4xf32>, tensor<f32>
}

// -----

// A per-example output (each example's score) cannot be accumulated.
// expected-error @+1 {{microbatches=2: result #2 is computed per example}}
func.func @main(%w: tensor<4xf32>, %x: tensor<8x4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<8xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %p = stablehlo.multiply %x, %wb : tensor<8x4xf32>
  %e = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %s = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %next = stablehlo.subtract %w, %s : tensor<4xf32>
  %loss = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %next, %loss, %e : tensor<4xf32>, tensor<f32>, tensor<8xf32>
}

// -----

// The only data is a scalar: there is no batch dimension to cut.
// expected-error @+1 {{microbatches=2: no batch found: no data argument (one the loss depends on that is not state) has a leading dimension}}
func.func @main(%w: tensor<4xf32>, %x: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %xb = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %g = stablehlo.multiply %w, %xb : tensor<4xf32>
  %next = stablehlo.subtract %w, %g : tensor<4xf32>
  %loss = stablehlo.reduce(%g init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %next, %loss : tensor<4xf32>, tensor<f32>
}

// -----

// The planner's choice is a count of at least one.
// expected-error @+1 {{'builtin.module' op 'osdp.microbatches' is an integer of at least 1 on a module (a number of microbatches)}}
module attributes {osdp.microbatches = 0 : i64} {
}

// -----

// A weight per example, as a constant: with the batch split over two
// devices, microbatch i takes block i of each device's rows, not block i
// of the batch, so slicing the weights by the microbatch's place in the
// batch would pair them with other rows.
osdp.mesh @mesh = <[data = 2]>
func.func @main(%w: tensor<4x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>},
                %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>},
                %y: tensor<8x3xf32> {osdp.sharding = #osdp.sharding<@mesh, [{data}, {}]>})
    -> (tensor<4x3xf32>, tensor<f32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
  %d = stablehlo.subtract %p, %y : tensor<8x3xf32>
  // expected-error @+1 {{microbatches=2: the step reads each example's position in the batch}}
  %ex = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %exb = stablehlo.broadcast_in_dim %ex, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
  %dw = stablehlo.multiply %d, %exb : tensor<8x3xf32>
  %sq = stablehlo.multiply %dw, %d : tensor<8x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
  %gw = stablehlo.dot_general %x, %dw, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
  %next = stablehlo.subtract %w, %gw : tensor<4x3xf32>
  return %next, %loss : tensor<4x3xf32>, tensor<f32>
}
