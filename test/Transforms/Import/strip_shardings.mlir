// RUN: osdp-opt %s --osdp-strip-shardings --split-input-file --verify-diagnostics | FileCheck %s

// The annotated program without its annotations: constraints are their
// operands, and no osdp symbol or attribute is left.

osdp.mesh @mesh = <[dp = 4]>

// CHECK: module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}
// CHECK-NOT: osdp
// CHECK-LABEL: func.func @annotated(%arg0: tensor<8x4xf32>, %arg1: tensor<4x4xf32> {jax.buffer_donor = true}) -> (tensor<8x4xf32> {jax.result_info = "out"})
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %[[D]] : tensor<8x4xf32>
// CHECK-NOT: osdp
func.func @annotated(
    %x: tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
    %w: tensor<4x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>, osdp.role = #osdp<role parameter>, jax.buffer_donor = true})
    -> (tensor<8x4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>, jax.result_info = "out"}) {
  %0 = osdp.shard %w as <@mesh, [{}, {}]> : tensor<4x4xf32>
  %1 = stablehlo.dot_general %x, %0, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]} : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @partitioned(%x: tensor<2x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{a partitioned program has no unsharded form}}
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2]>

func.func @manual(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{a manual computation (shard_map) has no unsharded form: its body calls collectives}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}]>]
      out [#osdp.sharding<@mesh, [{dp}]>] manual {dp} {
  ^bb0(%a: tensor<2xf32>):
    %b = osdp.all_reduce sum %a on @mesh over {dp} : tensor<2xf32>
    osdp.yield %b : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
