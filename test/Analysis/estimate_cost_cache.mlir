// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json" -o /dev/null | FileCheck %s --check-prefix=MEMORY
// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round_cache.json" -o /dev/null | FileCheck %s --check-prefix=CACHE

// A sum of two arrays of 65536 floats, worked by hand: 786432 bytes
// moved (two operands read, the result written), 65536 FLOP.
//
// Without a cache (Inputs/round.json: 1e11 B/s to memory) the traffic
// takes 7.86432 us, more than the arithmetic's 0.65536 us.
// MEMORY: cost of @main on round: step 0.007864 ms
//
// With a cache of 256 KiB at 1e12 B/s (Inputs/round_cache.json), its first
// 262144 bytes move in 0.262144 us and the other 524288 bytes in 5.24288
// us: 5.505024 us.
// CACHE: cost of @main on round-cache: step 0.005505 ms
// CACHE-NEXT: compute: 65536 FLOP, 0 transcendentals, 786432 bytes moved
func.func @main(%a: tensor<65536xf32>, %b: tensor<65536xf32>) -> tensor<65536xf32> {
  %0 = stablehlo.add %a, %b : tensor<65536xf32>
  return %0 : tensor<65536xf32>
}
