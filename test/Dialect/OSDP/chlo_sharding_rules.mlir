// RUN: osdp-opt --osdp-test-print-sharding-rule %s | FileCheck %s

// Sharding rules of the chlo ops (lib/Dialect/OSDP/ShardingRules/CHLORules.cpp).

// CHECK-LABEL: func.func @chlo
func.func @chlo(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8x3xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  // Elementwise: every dimension passes through.
  // CHECK: chlo.square %{{.*}} {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16}>}
  %0 = chlo.square %a : tensor<8x16xf32> -> tensor<8x16xf32>
  // top_k sorts the last dimension: it stays whole, the batch dimension passes.
  // CHECK: chlo.top_k(%{{.*}}, k = 3) {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, k], [i, l]) {i = 8, j = 16, k = 3, l = 3} whole = {j, k, l}>}
  %values, %indices = chlo.top_k(%a, k = 3) : tensor<8x16xf32> -> (tensor<8x3xf32>, tensor<8x3xi32>)
  // Broadcasting ops with equal shapes are elementwise.
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} {osdp.sharding_rule = #osdp.rule<([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}>}
  %1 = chlo.broadcast_add %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  // An implicit broadcast keeps every dimension whole.
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} {osdp.sharding_rule = #osdp.rule<([i, j], [k]) -> ([l, m]) {i = 8, j = 16, k = 16, l = 8, m = 16} whole = {i, j, k, l, m}>}
  %2 = chlo.broadcast_add %a, %c : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  return %0, %values, %1, %2 : tensor<8x16xf32>, tensor<8x3xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
