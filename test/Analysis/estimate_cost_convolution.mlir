// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json" -o /dev/null | FileCheck %s

// A 3x3 convolution as osdp-compile lowers it, worked by hand on the
// profile of round numbers (Inputs/round.json: 1e12 FLOP/s for f32
// products, 1e11 B/s of memory). Image 1x8x8x4 (1024 bytes), kernel
// 3x3x4x8 (1152), result 1x8x8x8 (2048), in nanoseconds:
//   product: 2 * 512 results * 36 kernel elements per output feature =
//     36864 FLOP, 36.864; its operands and result, 4224 bytes, 42.24: the
//     roofline's larger, 42.24;
//   copies before it: the image padded to 1x10x10x4 (1600 bytes) and the
//     patch matrix of 64 positions by 36 (9216 bytes), each written and
//     read again, 21632 bytes, 216.32, which the product cannot overlap;
//   in all 258.56 ns, and 25856 bytes moved.
// The padded image and the patches are held while the convolution runs:
// the peak is the arguments (2176), the result (2048) and the 10816 bytes
// of both.
// CHECK:      cost of @main on round: step 0.000259 ms = compute 0.000259 ms + communication 0.000000 ms
// CHECK-NEXT:   compute: 36864 FLOP, 0 transcendentals, 25856 bytes moved
// CHECK:        memory: peak 15040 bytes per device (2176 in arguments)
func.func @main(%image: tensor<1x8x8x4xf32>, %kernel: tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = stablehlo.convolution(%image, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
