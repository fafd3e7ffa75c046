// RUN: osdp-opt %s --osdp-propagate -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// expected-error @+1 {{sharding refers to '@nomesh', which is not an osdp.mesh}}
func.func @unknown_mesh(%arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@nomesh, [{dp}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// expected-error @+1 {{argument #0: mesh axis 'sp' is not an axis of mesh @mesh}}
func.func @unknown_axis(%arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{sp}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

func.func @axis_twice(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{more than once}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}, {dp}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

func.func @rank_mismatch(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{rank}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

func.func @op_without_rule(%arg0: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8x8xf32> {
  // expected-error @+1 {{'test.opaque' op has no sharding rule, but operand #0 is sharded as #osdp.sharding<@mesh, [{dp}, {}]>}}
  %0 = "test.opaque"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// An op without a rule is fine where nothing sharded reaches it; its
// results are replicated.
// CHECK-LABEL: func.func @op_without_rule_replicated
// CHECK: "test.opaque"(%arg0) {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>]}
func.func @op_without_rule_replicated(%arg0: tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}) -> tensor<8x8xf32> {
  %0 = "test.opaque"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

func.func private @callee(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

func.func @call(%arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{calls 'callee'; osdp-propagate does not follow calls: run --inline first}}
  %0 = func.call @callee(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

func.func @shard_op_with_other_shardings(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{but the osdp.shard constraint is}}
  // expected-note @+1 {{set here}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}]> {osdp.shardings = [#osdp.sharding<@mesh, [{tp}]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// expected-error @+1 {{argument #0: sharding has 2 dimensions but the type 'tensor<8xf32>' has rank 1}}
func.func @argument_rank_mismatch(%arg0: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
