// RUN: osdp-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: osdp-opt %s -split-input-file -verify-diagnostics | osdp-opt -split-input-file -verify-diagnostics | FileCheck %s

// A collective in flight prints and parses back: the region holds the
// collective and the yield of its result.
osdp.mesh @mesh = <[dp = 4]>
// CHECK-LABEL: func.func @round_trip
// CHECK:      %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   %[[R:.*]] = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT:   osdp.yield %[[R]] : tensor<2x4xf32>
// CHECK-NEXT: } : !osdp.future<tensor<2x4xf32>>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: %[[W:.*]] = osdp.async_wait %[[F]] : !osdp.future<tensor<2x4xf32>>
// CHECK-NEXT: return %[[W]], %[[N]]
func.func @round_trip(%x: tensor<8x4xf32>) -> (tensor<2x4xf32>, tensor<8x4xf32>) {
  %f = osdp.async_start {
    %r = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 0 : tensor<8x4xf32> -> tensor<2x4xf32>
    osdp.yield %r : tensor<2x4xf32>
  } : !osdp.future<tensor<2x4xf32>>
  %n = stablehlo.negate %x : tensor<8x4xf32>
  %w = osdp.async_wait %f : !osdp.future<tensor<2x4xf32>>
  return %w, %n : tensor<2x4xf32>, tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @not_issuable(%x: tensor<8x4xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'osdp.async_start' op cannot issue 'osdp.all_to_all' asynchronously: it must be an all_reduce, a reduce_scatter or an all_gather of one dimension}}
  %f = osdp.async_start {
    %r = osdp.all_to_all %x on @mesh over {dp} split 0 concat 1 : tensor<8x4xf32> -> tensor<2x16xf32>
    osdp.yield %r : tensor<2x16xf32>
  } : !osdp.future<tensor<2x16xf32>>
  %w = osdp.async_wait %f : !osdp.future<tensor<2x16xf32>>
  %s = stablehlo.slice %w [0:2, 0:8] : (tensor<2x16xf32>) -> tensor<2x8xf32>
  return %s : tensor<2x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>
func.func @two_dimensions(%x: tensor<2x2xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{cannot issue 'osdp.all_gather' asynchronously}}
  %f = osdp.async_start {
    %r = osdp.all_gather %x on @mesh along [{dp}, {tp}] : tensor<2x2xf32> -> tensor<4x4xf32>
    osdp.yield %r : tensor<4x4xf32>
  } : !osdp.future<tensor<4x4xf32>>
  %w = osdp.async_wait %f : !osdp.future<tensor<4x4xf32>>
  return %w : tensor<4x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @two_ops(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.async_start' op must hold exactly one collective and its yield}}
  %f = osdp.async_start {
    %n = stablehlo.negate %x : tensor<4xf32>
    %r = osdp.all_reduce sum %n on @mesh over {dp} : tensor<4xf32>
    osdp.yield %r : tensor<4xf32>
  } : !osdp.future<tensor<4xf32>>
  %w = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
  return %w : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @yields_input(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.async_start' op must yield the result of its collective}}
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
    osdp.yield %x : tensor<4xf32>
  } : !osdp.future<tensor<4xf32>>
  %w = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
  return %w : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @wrong_future(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'osdp.async_start' op future of 'tensor<8xf32>' does not hold the collective's result of type 'tensor<4xf32>'}}
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
    osdp.yield %r : tensor<4xf32>
  } : !osdp.future<tensor<8xf32>>
  %w = osdp.async_wait %f : !osdp.future<tensor<8xf32>>
  return %w : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @never_waited(%x: tensor<4xf32>) {
  // expected-error @+1 {{'osdp.async_start' op future must have exactly one use, an osdp.async_wait}}
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
    osdp.yield %r : tensor<4xf32>
  } : !osdp.future<tensor<4xf32>>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @waited_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.async_start' op future must have exactly one use, an osdp.async_wait}}
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
    osdp.yield %r : tensor<4xf32>
  } : !osdp.future<tensor<4xf32>>
  %a = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
  %b = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
  %s = stablehlo.add %a, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
func.func @waited_elsewhere(%x: tensor<4xf32>, %c: tensor<i1>) -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.async_start' op must be waited for later in its own block}}
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
    osdp.yield %r : tensor<4xf32>
  } : !osdp.future<tensor<4xf32>>
  %y = "stablehlo.if"(%c) ({
    %a = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
    stablehlo.return %a : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @not_a_start(%f: !osdp.future<tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.async_wait' op waits for a future no osdp.async_start returned}}
  %w = osdp.async_wait %f : !osdp.future<tensor<4xf32>>
  return %w : tensor<4xf32>
}
