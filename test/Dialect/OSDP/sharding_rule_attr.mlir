// RUN: osdp-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The textual rule round-trips; factor names are renumbered i, j, k, ... in
// the order of the size list, and sum is the default reduction.
// CHECK: r0 = #osdp.rule<([i, j], [j, k]) -> ([i, k]) {i = 8, j = 32, k = 16} reduction = {j}>
// CHECK-SAME: r1 = #osdp.rule<([i*j]) -> ([i, j]) {i = 4, j = ?}>
// CHECK-SAME: r2 = #osdp.rule<([i, j]) -> ([i]) {i = 8, j = 16} reduction<max> = {j}>
// CHECK-SAME: r3 = #osdp.rule<() -> ([i]) {i = 4} whole = {i}>
func.func private @rules() attributes {
  r0 = #osdp.rule<([m, k], [k, n]) -> ([m, n]) {m = 8, k = 32, n = 16} reduction = {k}>,
  r1 = #osdp.rule<([a*b]) -> ([a, b]) {a = 4, b = ?}>,
  r2 = #osdp.rule<([i, j]) -> ([i]) {i = 8, j = 16} reduction<max> = {j}>,
  r3 = #osdp.rule<() -> ([i]) {i = 4} whole = {i}>}

// -----

// expected-error @+1 {{factor 'x' has no size in the factor list}}
func.func private @f() attributes {r = #osdp.rule<([x]) -> ([i]) {i = 4}>}

// -----

// expected-error @+1 {{reduction factor 'j' appears in a result}}
func.func private @f() attributes {r = #osdp.rule<([i, j]) -> ([i, j]) {i = 4, j = 2} reduction = {j}>}

// -----

// expected-error @+1 {{factor 'j' is given two kinds}}
func.func private @f() attributes {r = #osdp.rule<([i, j]) -> ([i]) {i = 4, j = 2} reduction = {j} whole = {j}>}

// -----

// expected-error @+1 {{factor 'j' appears in no dimension}}
func.func private @f() attributes {r = #osdp.rule<([i]) -> ([i]) {i = 4, j = 2}>}

// -----

// expected-error @+1 {{factor 'i' appears twice in one tensor}}
func.func private @f() attributes {r = #osdp.rule<([i, i]) -> ([i]) {i = 4}>}

// -----

// expected-error @+1 {{factor sizes must be at least 1, got 0}}
func.func private @f() attributes {r = #osdp.rule<([i]) -> ([i]) {i = 0}>}

// -----

// expected-error @+1 {{factor 'i' is given a size twice}}
func.func private @f() attributes {r = #osdp.rule<([i]) -> ([i]) {i = 4, i = 4}>}

// -----

osdp.mesh @mesh = <[dp = 2]>
func.func @f(%arg0: tensor<8x6xf32>) -> tensor<8x6xf32> {
  // expected-error @+1 {{'osdp.shard' op sharding rule: the factors of dimension 1 of operand #0 multiply to 4, not 6}}
  %0 = osdp.shard %arg0 as <@mesh, [{}, {}]> {osdp.sharding_rule = #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 4}>} : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
