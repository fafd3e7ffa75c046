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

// -----

// The body of a manual computation is per-device over its manual axes only:
// a boundary split over a free axis would need the body partitioned.

osdp.mesh @mesh = <[dp = 2, tp = 2]>

func.func @manual_free_axis(%x: tensor<4x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>})
    -> (tensor<4x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) {
  // expected-error @+1 {{in sharding #0 uses axis 'tp', which is not manual; partitioning the body over the axes it leaves free is not supported}}
  %0 = osdp.manual_computation(%x)
      in [#osdp.sharding<@mesh, [{dp}, {tp}]>]
      out [#osdp.sharding<@mesh, [{dp}, {tp}]>] manual {dp} {
  ^bb0(%a: tensor<2x4xf32>):
    osdp.yield %a : tensor<2x4xf32>
  } {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]}
      : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
