// RUN: osdp-opt %s --split-input-file --osdp-propagate="hardware=h100 explain" -verify-diagnostics | FileCheck %s
// RUN: osdp-opt %s --split-input-file --osdp-propagate | FileCheck %s --check-prefix=EVIDENCE
// RUN: not osdp-opt %s --split-input-file --osdp-propagate="hardware=h50" 2>&1 | FileCheck %s --check-prefix=BAD

// Conflicts settled by predicted time (hardware=): on 2 nodes of 8 H100s,
// %b is split over the GPUs of a node (tp), %a over the nodes (dp). The
// evidence rule, finding both tensors equally strong, takes the first
// operand's split; the cost model sees that moving %b to the dp split
// gathers it over NVLink while moving %a to tp gathers it over InfiniBand,
// five times slower, and splits the sum over dp (its compute, split two
// ways instead of eight, costs less than the difference).

osdp.mesh @mesh = <[dp = 2, tp = 8]>

// CHECK-LABEL: func.func @across_links
// CHECK: stablehlo.add {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
// EVIDENCE-LABEL: func.func @across_links
// EVIDENCE: stablehlo.add {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{tp}, {}]>]
func.func @across_links(%a: tensor<4096x4096xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, %b: tensor<4096x4096xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<4096x4096xf32> {
  // expected-remark @+1 {{osdp-propagate: its tensors disagree; chose i={dp} j={} (201.57 us: resharding 171.52 + compute 30.05) over i={tp} j={} (865.13 us: resharding 857.62 + compute 7.51)}}
  %c = stablehlo.add %b, %a : tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}

// -----

// A product whose operands claim the one axis for different factors: the
// batch split of the activations and the column split of the weight. Both
// rules gather the smaller operand (the 64x1024 activations rather than
// the 1024x4096 weight); the cost model says by how much.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @gather_the_smaller
// CHECK: stablehlo.dot_general {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]
// EVIDENCE-LABEL: func.func @gather_the_smaller
// EVIDENCE: stablehlo.dot_general {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{}, {dp}]>]
func.func @gather_the_smaller(%x: tensor<64x1024xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, %w: tensor<1024x4096xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {dp}]>}) -> tensor<64x4096xf32> {
  // expected-remark @+1 {{chose i={} j={dp} k={}}}
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x1024xf32>, tensor<1024x4096xf32>) -> tensor<64x4096xf32>
  return %y : tensor<64x4096xf32>
}

// -----

// Tensors that agree: nothing to settle, nothing said.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @agree
// CHECK: stablehlo.multiply {{.*}}osdp.shardings = [#osdp.sharding<@mesh, [{dp}, {}]>]
func.func @agree(%a: tensor<64x64xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {}]>}, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c = stablehlo.multiply %a, %b : tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// BAD: error: unknown hardware profile 'h50' (presets: h100, h200, a100-80g, cpu; or the path of a JSON profile)
