// RUN: osdp-opt %s --osdp-export-sdy | FileCheck %s
// RUN: osdp-opt %s > %t.osdp.mlir
// RUN: osdp-opt %s --osdp-export-sdy | osdp-opt --osdp-import-shardings > %t.roundtrip.mlir
// RUN: diff %t.osdp.mlir %t.roundtrip.mlir

// The propagated program written with Shardy annotations, which
// osdp-import-shardings reads back to the same osdp shardings (the diff).

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK: sdy.mesh @mesh = <["dp"=4, "tp"=2]>
// CHECK-NOT: osdp
// CHECK-LABEL: func.func @mlp(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}
// CHECK-SAME: %arg1: tensor<16x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}
// CHECK-SAME: -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>})
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>}
// Partial sums are Shardy's unreduced axes.
// CHECK: stablehlo.dot_general %arg0, %0, contracting_dims = [0] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}], unreduced={"dp"}>]>}
// CHECK: sdy.sharding_constraint %{{.*}} <@mesh, [{}, {}]> : tensor<16x32xf32>
func.func @mlp(%x: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>},
               %w: tensor<16x32xf32> {jax.buffer_donor = true, osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>})
    -> (tensor<8x32xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {tp}]>}) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {tp}]>]} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %g = stablehlo.dot_general %x, %h, contracting_dims = [0] x [0] {osdp.shardings = [#osdp.sharding<@mesh, [{}, {tp}], partial = {dp}>]} : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %r = osdp.shard %g as <@mesh, [{}, {}]> : tensor<16x32xf32>
  return %h : tensor<8x32xf32>
}
