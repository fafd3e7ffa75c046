// RUN: osdp-opt %s --osdp-partition --split-input-file --verify-diagnostics \
// RUN:   --allow-unregistered-dialect

osdp.mesh @mesh = <[dp = 4]>

// A dimension the mesh does not divide is padded (partition_padding.mlir);
// a dynamic one has no known block size.
// expected-error @below {{argument #0: dynamic dimension 0 cannot be split into 4 shards (axes {dp})}}
func.func @dynamic_split(
    %x: tensor<?x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>})
    -> (tensor<?x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}) {
  return %x : tensor<?x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @no_rule(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  // expected-error @below {{op has no sharding rule and cannot be partitioned under the non-replicated sharding #osdp.sharding<@mesh, [{dp}]> of result #0}}
  %0 = "test.unknown"(%x) {osdp.shardings = [#osdp.sharding<@mesh, [{dp}]>]} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func private @callee(tensor<8xf32>) -> tensor<8xf32>

func.func @call(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}]>}) {
  // expected-error @below {{calls are not partitioned; inline the module first (--inline)}}
  %0 = func.call @callee(%x) {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @missing_op_sharding(
    %x: tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  // expected-error @below {{result has no sharding ('osdp.shardings'); osdp-partition needs a fully sharded module (run osdp-propagate first)}}
  %0 = stablehlo.negate %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// expected-error @below {{argument #0 has no sharding ('osdp.sharding'); osdp-partition needs a fully sharded module}}
func.func @missing_arg_sharding(%x: tensor<8xf32>)
    -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>}) {
  return %x : tensor<8xf32>
}
