// RUN: osdp-opt %s --split-input-file --osdp-estimate-cost="hardware=%S/Inputs/round.json" -o /dev/null | FileCheck %s

// A 3x3 convolution as osdp-compile lowers it, worked by hand on the
// profile of round numbers (Inputs/round.json: 1e12 FLOP/s for f32
// products, 1e11 B/s of memory). Image 1x8x8x4 (1024 bytes), kernel
// 3x3x4x8 (1152), result 1x8x8x8 (2048), in nanoseconds:
//   product: 2 * 512 results * 36 kernel elements per output feature =
//     36864 FLOP, 36.864; its operands and result, 4224 bytes, 42.24: the
//     roofline's larger, 42.24;
//   copies before it: the patch matrix of 64 positions by 36 (9216
//     bytes), written and read again, 18432 bytes, 184.32, which the
//     product cannot overlap. The padding is not made: the copy computes
//     it where a window reaches past the image;
//   in all 226.56 ns, and 22656 bytes moved.
// The patches are held while the convolution runs: the peak is the
// arguments (2176), the result (2048) and the 9216 bytes of patches.
// CHECK:      cost of @main on round: step 0.000227 ms = compute 0.000227 ms + communication 0.000000 ms
// CHECK-NEXT:   compute: 36864 FLOP, 0 transcendentals, 22656 bytes moved
// CHECK:        memory: peak 13440 bytes per device (2176 in arguments)
func.func @main(%image: tensor<1x8x8x4xf32>, %kernel: tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = stablehlo.convolution(%image, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

// The same convolution on a batch of 8: its patches, 73728 bytes, are over
// the 64 KiB osdp-compile makes at once (osdp/Support/ConvolutionPatches.h),
// so they are made in chunks of 4 images (the largest divisor of the batch
// whose 9216 bytes per image fit), 36864 bytes each, and each chunk's
// product (8192 bytes) is copied into the result (16384).
//   product: 294912 FLOP, 294.912; its operands and result, 25728 bytes,
//     257.28: 294.912;
//   copies: the patches written and read (147456 bytes) and the chunks'
//     products written and read (32768), 1802.24;
//   in all 2097.152 ns, 205952 bytes moved.
// Peak: the arguments (9344), the result (16384), one chunk of patches and
// one chunk's product (45056).
// CHECK:      cost of @main on round: step 0.002097 ms = compute 0.002097 ms + communication 0.000000 ms
// CHECK-NEXT:   compute: 294912 FLOP, 0 transcendentals, 205952 bytes moved
// CHECK:        memory: peak 70784 bytes per device (9344 in arguments)
func.func @main(%image: tensor<8x8x8x4xf32>, %kernel: tensor<3x3x4x8xf32>) -> tensor<8x8x8x8xf32> {
  %0 = stablehlo.convolution(%image, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<8x8x8x8xf32>
  return %0 : tensor<8x8x8x8xf32>
}

// -----

// Padding that cuts into the image (JAX's kernel gradient of a strided
// convolution pads [0, -1]) is not made either: the copy reads the image
// through the cut. Patches: 6x6 positions by 36 (5184 bytes). Peak: the
// arguments (1024 + 1152), the result (1152) and the patches.
// CHECK:      cost of @main on round:
// CHECK:        memory: peak 8512 bytes per device (2176 in arguments)
func.func @main(%image: tensor<1x8x8x4xf32>, %kernel: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %0 = stablehlo.convolution(%image, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, -1], [1, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}
