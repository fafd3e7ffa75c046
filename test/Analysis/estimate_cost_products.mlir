// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json" -o /dev/null | FileCheck %s --check-prefix=PEAK
// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round_products.json" -o /dev/null | FileCheck %s --check-prefix=SHAPE

// Four products of 16x8 by 8x16 in one batch, as attention's scores,
// worked by hand. Operands 2048 bytes each, result 4096: 8192 bytes; 2 *
// 4 * 16 * 16 * 8 = 16384 FLOP.
//
// On round numbers alone (Inputs/round.json: 1e12 FLOP/s, 1e11 B/s) the
// roofline's larger term is memory: 8192 bytes in 81.92 ns.
// PEAK: cost of @main on round: step 0.000082 ms
//
// With the shape terms osdp-calibrate fits (Inputs/round_products.json:
// operands packed at 1e10 B/s, 100 ns a product), the multiplications
// take 16.384 ns at the peak, the packing 819.2 ns and the four calls
// 400 ns: 1235.584 ns, an efficiency of 1.3% that the peak and one
// efficiency figure could not tell.
// SHAPE: cost of @main on round-products: step 0.001236 ms
// SHAPE-NEXT: compute: 16384 FLOP, 0 transcendentals, 8192 bytes moved
func.func @main(%q: tensor<4x16x8xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x16x16xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x16x8xf32>, tensor<4x8x16xf32>) -> tensor<4x16x16xf32>
  return %0 : tensor<4x16x16xf32>
}
