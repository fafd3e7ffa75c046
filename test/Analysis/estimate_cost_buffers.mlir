// RUN: osdp-opt %s --osdp-estimate-cost=hardware=cpu -o /dev/null | FileCheck %s

// Which values get a buffer of their own, as osdp-compile's CPU code gives
// them one: each function's peak worked out by hand. A 64x64 f32 tensor is
// 16384 bytes; the caller holds the arguments and the results throughout.
// test/Runtime/buffer_memory.test compiles and runs each function and
// checks that the runtime counts the same bytes.

// A transpose only products read is read through by them
// (osdp-fold-transposes-into-products): the arguments (32768) and the
// result (16384), nothing else.
// CHECK-LABEL: cost of @transpose_read_by_products
// CHECK: memory: peak 49152 bytes per device (32768 in arguments)
func.func @transpose_read_by_products(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}

// Read by an add as well, the transpose is computed in the add's loop
// and the product still reads its input: again nothing but the arguments
// and the two results.
// CHECK-LABEL: cost of @transpose_read_by_an_add
// CHECK: memory: peak 65536 bytes per device (32768 in arguments)
func.func @transpose_read_by_an_add(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = stablehlo.add %t, %x : tensor<64x64xf32>
  return %y, %s : tensor<64x64xf32>, tensor<64x64xf32>
}

// Dropout's mask, read by two selects: a comparison of the random bits,
// plain arithmetic, but narrower than them (a byte per element against
// four), is stored once rather than recomputed in each select, which would
// keep the bits live until the last one (in a training step, the backward
// pass's). Computed in the first select's nest and handed on, it would
// hold the bits (a sum nothing else reads, as a dropout's come out of its
// generator's loop) until there too. The arguments (16384 x 2 + 32768),
// the two results, and the bits' 16384 bytes while the mask's 4096 of i1
// are written: 118784.
// CHECK-LABEL: cost of @mask_stored_once
// CHECK: memory: peak 118784 bytes per device (65536 in arguments)
func.func @mask_stored_once(%raw: tensor<64x64x2xui32>, %x: tensor<64x64xf32>, %g: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %none = stablehlo.constant dense<0> : tensor<ui32>
  %bits = stablehlo.reduce(%raw init: %none) applies stablehlo.add across dimensions = [2] : (tensor<64x64x2xui32>, tensor<ui32>) -> tensor<64x64xui32>
  %keep = stablehlo.constant dense<2147483648> : tensor<64x64xui32>
  %zero = stablehlo.constant dense<0.0> : tensor<64x64xf32>
  %mask = stablehlo.compare LT, %bits, %keep, UNSIGNED : (tensor<64x64xui32>, tensor<64x64xui32>) -> tensor<64x64xi1>
  %y = stablehlo.select %mask, %x, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  %dx = stablehlo.select %mask, %g, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  return %y, %dx : tensor<64x64xf32>, tensor<64x64xf32>
}

// The same mask of bits the caller holds: the first select's nest
// computes it and hands it on, and the second select takes that nest in
// turn. One loop writes both results; the mask has no buffer: the
// arguments and the results, 81920.
// CHECK-LABEL: cost of @mask_computed_by_first_select
// CHECK: memory: peak 81920 bytes per device (49152 in arguments)
func.func @mask_computed_by_first_select(%bits: tensor<64x64xui32>, %x: tensor<64x64xf32>, %g: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %keep = stablehlo.constant dense<2147483648> : tensor<64x64xui32>
  %zero = stablehlo.constant dense<0.0> : tensor<64x64xf32>
  %mask = stablehlo.compare LT, %bits, %keep, UNSIGNED : (tensor<64x64xui32>, tensor<64x64xui32>) -> tensor<64x64xi1>
  %y = stablehlo.select %mask, %x, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  %dx = stablehlo.select %mask, %g, %zero : tensor<64x64xi1>, tensor<64x64xf32>
  return %y, %dx : tensor<64x64xf32>, tensor<64x64xf32>
}

// A tanh read by two ops is stored rather than computed twice when what
// it reads dies at it (a product's result), and it is computed in the
// product's buffer, which the tanh reads last (osdp-accumulate-in-place):
// 16384 from the product to the add, beside the argument and the two
// results: 65536.
// CHECK-LABEL: cost of @transcendental_stored_for_two_readers
// CHECK: memory: peak 65536 bytes per device (16384 in arguments)
func.func @transcendental_stored_for_two_readers(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %p = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = stablehlo.tanh %p : tensor<64x64xf32>
  %a = stablehlo.multiply %t, %x : tensor<64x64xf32>
  %b = stablehlo.add %t, %x : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// A tanh of the argument, which the caller holds: computed once in the
// first reader's nest and handed on, with no buffer of its own: the
// argument and the two results, 49152.
// CHECK-LABEL: cost of @transcendental_computed_by_first_reader
// CHECK: memory: peak 49152 bytes per device (16384 in arguments)
func.func @transcendental_computed_by_first_reader(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = stablehlo.tanh %x : tensor<64x64xf32>
  %a = stablehlo.multiply %t, %x : tensor<64x64xf32>
  %b = stablehlo.add %t, %x : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// A reduction computes the product it sums in its own loop: the argument
// and the 256-byte result.
// CHECK-LABEL: cost of @reduction_fuses_its_input
// CHECK: memory: peak 16640 bytes per device (16384 in arguments)
func.func @reduction_fuses_its_input(%x: tensor<64x64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.multiply %x, %x : tensor<64x64xf32>
  %r = stablehlo.reduce(%m init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// The concatenation's buffer (32768) is allocated where its first part,
// the exponential, is computed into it, and held while the products run:
// the caller's 180224 (x, w1 and w2; the result), the concatenation, the
// 64x256 product (65536) and the second product (16384) at the second
// product: 294912. Held from the concatenation alone, it would peak at
// 278528, with the exponential's own buffer.
// CHECK-LABEL: cost of @concatenation_live_from_its_first_part
// CHECK: memory: peak 294912 bytes per device (147456 in arguments)
func.func @concatenation_live_from_its_first_part(%x: tensor<64x64xf32>, %w1: tensor<64x256xf32>, %w2: tensor<256x64xf32>) -> tensor<128x64xf32> {
  %e = stablehlo.exponential %x : tensor<64x64xf32>
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %d = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
  %c = stablehlo.concatenate %e, %d, dim = 0 : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
  %n = stablehlo.negate %c : tensor<128x64xf32>
  return %n : tensor<128x64xf32>
}

// The same, the concatenation a bucket assembled late (osdp.assemble_late,
// as osdp-combine-collectives marks its gradient buckets): the exponential
// has a buffer of its own (16384), copied in at the concatenation, whose
// buffer is allocated there. At the second product: the caller's 180224,
// the exponential, the 64x256 product and the second product: 278528.
// CHECK-LABEL: cost of @bucket_assembled_late
// CHECK: memory: peak 278528 bytes per device (147456 in arguments)
func.func @bucket_assembled_late(%x: tensor<64x64xf32>, %w1: tensor<64x256xf32>, %w2: tensor<256x64xf32>) -> tensor<128x64xf32> {
  %e = stablehlo.exponential %x : tensor<64x64xf32>
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %d = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
  %c = stablehlo.concatenate %e, %d, dim = 0 {osdp.assemble_late} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
  %n = stablehlo.negate %c : tensor<128x64xf32>
  return %n : tensor<128x64xf32>
}

// A loop nest reads at most 12 inputs (osdp/Support/FusionBounds.h). The
// pass visits the chain of additions from its end: the last one absorbs
// its producers, each adding one argument to what it reads, until the
// next would take it past the bound. s3 is absorbed with 12 inputs then,
// s2 is not: s2 is stored (16384) and computes s1 in its own loop. The
// arguments (229376), the result and s2: 262144.
// CHECK-LABEL: cost of @wide_chain_cut
// CHECK: memory: peak 262144 bytes per device (229376 in arguments)
func.func @wide_chain_cut(%a0: tensor<64x64xf32>, %a1: tensor<64x64xf32>, %a2: tensor<64x64xf32>, %a3: tensor<64x64xf32>, %a4: tensor<64x64xf32>, %a5: tensor<64x64xf32>, %a6: tensor<64x64xf32>, %a7: tensor<64x64xf32>, %a8: tensor<64x64xf32>, %a9: tensor<64x64xf32>, %a10: tensor<64x64xf32>, %a11: tensor<64x64xf32>, %a12: tensor<64x64xf32>, %a13: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s1 = stablehlo.add %a0, %a1 : tensor<64x64xf32>
  %s2 = stablehlo.add %s1, %a2 : tensor<64x64xf32>
  %s3 = stablehlo.add %s2, %a3 : tensor<64x64xf32>
  %s4 = stablehlo.add %s3, %a4 : tensor<64x64xf32>
  %s5 = stablehlo.add %s4, %a5 : tensor<64x64xf32>
  %s6 = stablehlo.add %s5, %a6 : tensor<64x64xf32>
  %s7 = stablehlo.add %s6, %a7 : tensor<64x64xf32>
  %s8 = stablehlo.add %s7, %a8 : tensor<64x64xf32>
  %s9 = stablehlo.add %s8, %a9 : tensor<64x64xf32>
  %s10 = stablehlo.add %s9, %a10 : tensor<64x64xf32>
  %s11 = stablehlo.add %s10, %a11 : tensor<64x64xf32>
  %s12 = stablehlo.add %s11, %a12 : tensor<64x64xf32>
  %s13 = stablehlo.add %s12, %a13 : tensor<64x64xf32>
  return %s13 : tensor<64x64xf32>
}

// Products summed a product apart, as a pipeline stage sums each
// microbatch's gradient into the earlier ones'. Unmarked, the additions
// fuse into the last one, which reads every product: p0 to p2 are held to
// the end, and at p3 the caller's 49152 (x, w; the result), p0, p1, p2 and
// p3 are live: 114688.
// CHECK-LABEL: cost of @sums_fused
// CHECK: memory: peak 114688 bytes per device (32768 in arguments)
func.func @sums_fused(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %p0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %p1 = stablehlo.dot_general %p0, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s1 = stablehlo.add %p0, %p1 : tensor<64x64xf32>
  %p2 = stablehlo.dot_general %p1, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s2 = stablehlo.add %s1, %p2 : tensor<64x64xf32>
  %p3 = stablehlo.dot_general %p2, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s3 = stablehlo.add %s2, %p3 : tensor<64x64xf32>
  return %s3 : tensor<64x64xf32>
}

// The same sums marked (osdp.microbatch_sum, as osdp-split-stages marks
// them): none is fused into the next, so each product dies at its sum.
// Each sum is computed in the buffer of the one before it
// (osdp-accumulate-in-place), and the chain ends in the result: s1, s2
// and s3 are all computed in the caller's result buffer. At p3: the
// caller's 49152, p2 and p3: 81920.
// CHECK-LABEL: cost of @sums_stored
// CHECK: memory: peak 81920 bytes per device (32768 in arguments)
func.func @sums_stored(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %p0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %p1 = stablehlo.dot_general %p0, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s1 = stablehlo.add %p0, %p1 {osdp.microbatch_sum} : tensor<64x64xf32>
  %p2 = stablehlo.dot_general %p1, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s2 = stablehlo.add %s1, %p2 {osdp.microbatch_sum} : tensor<64x64xf32>
  %p3 = stablehlo.dot_general %p2, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s3 = stablehlo.add %s2, %p3 {osdp.microbatch_sum} : tensor<64x64xf32>
  return %s3 : tensor<64x64xf32>
}

// Each sum computed in the buffer of the sum before it, which it alone
// reads (osdp-accumulate-in-place): s1 in s0's buffer, s2 in s1's. At s0:
// the caller's 49152, p0 and s0: 81920; at s1 the caller's, s0 (which is
// s1) and p1: 81920 again. In buffers of their own, s0, p1 and s1 would be
// live at s1: 98304.
// CHECK-LABEL: cost of @sums_in_place
// CHECK: memory: peak 81920 bytes per device (32768 in arguments)
func.func @sums_in_place(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %p0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s0 = stablehlo.negate %p0 {osdp.microbatch_sum} : tensor<64x64xf32>
  %p1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s1 = stablehlo.add %s0, %p1 {osdp.microbatch_sum} : tensor<64x64xf32>
  %p2 = stablehlo.dot_general %x, %w, contracting_dims = [0] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s2 = stablehlo.add %s1, %p2 {osdp.microbatch_sum} : tensor<64x64xf32>
  %n = stablehlo.negate %s2 : tensor<64x64xf32>
  return %n : tensor<64x64xf32>
}

// A softmax whose exponentials a reduction reads first: the exponentials
// are computed in the product's buffer, which they read last, and the
// quotient in theirs, which it reads last after the reduction
// (osdp-accumulate-in-place). One 16384 buffer from the product to the
// second product, and the sums' 256, beside the argument and the result:
// 49408.
// CHECK-LABEL: cost of @softmax_in_place
// CHECK: memory: peak 49408 bytes per device (16384 in arguments)
func.func @softmax_in_place(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %p = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = stablehlo.exponential %p : tensor<64x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<64xf32>) -> tensor<64x64xf32>
  %q = stablehlo.divide %e, %b : tensor<64x64xf32>
  %r = stablehlo.dot_general %q, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A sum read by a nest right after it and by one after a product is
// stored, not copied into both: a copy in the later reader would hold both
// products it adds until there, where the sum is one buffer (computed in
// the second product's, which it reads last). The sum and the third
// product, beside the argument and the two results: 81920. Copied, the
// two products and the third would be live at once: 98304.
// CHECK-LABEL: cost of @sum_stored_for_a_late_reader
// CHECK: memory: peak 81920 bytes per device (16384 in arguments)
func.func @sum_stored_for_a_late_reader(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %p = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %q = stablehlo.dot_general %x, %p, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = stablehlo.add %p, %q : tensor<64x64xf32>
  %a = stablehlo.multiply %s, %x : tensor<64x64xf32>
  %m = stablehlo.dot_general %a, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = stablehlo.add %s, %m : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// The same reads of a sum of a product and the argument, which the caller
// holds anyway: the copy holds only the product longer, as a stored sum
// would hold itself, so the pass copies the sum into each reader
// (fuse_elementwise.mlir's @cheap_shared_one_input_held shows the copy).
// Copied or stored, the peak is the same here: the product and the third,
// beside the argument and the two results, 81920.
// CHECK-LABEL: cost of @sum_copied_where_an_input_is_held
// CHECK: memory: peak 81920 bytes per device (16384 in arguments)
func.func @sum_copied_where_an_input_is_held(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %p = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = stablehlo.add %p, %x : tensor<64x64xf32>
  %a = stablehlo.multiply %s, %x : tensor<64x64xf32>
  %m = stablehlo.dot_general %a, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = stablehlo.add %s, %m : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// An erfc read by a nest and, after a product reads that nest's result,
// by another is stored: the pass computes it in the first reader's nest,
// but the second reader cannot take that nest (the product reads it
// first), and erfc, a math function, is not copied. Its input, read at
// the end, is held anyway. The product, the erfc and the second product
// live at once, beside the argument and the two results: 98304.
// CHECK-LABEL: cost of @erfc_stored_for_a_late_reader
// CHECK: memory: peak 98304 bytes per device (16384 in arguments)
func.func @erfc_stored_for_a_late_reader(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %p = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = chlo.erfc %p : tensor<64x64xf32> -> tensor<64x64xf32>
  %a = stablehlo.multiply %p, %e : tensor<64x64xf32>
  %m = stablehlo.dot_general %a, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %n = stablehlo.multiply %m, %e : tensor<64x64xf32>
  %b = stablehlo.add %n, %p : tensor<64x64xf32>
  return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// An NCHW image transposed to NHWC for a convolution and for its kernel's
// gradient: each gathers its patches through the transpose, which is never
// stored. At the first convolution, its 12288 bytes of patches and its
// 8192-byte result, beside the arguments (20864) and the results (8576):
// 49920.
// CHECK-LABEL: cost of @transposed_image_read_by_patches
// CHECK: memory: peak 49920 bytes per device (20864 in arguments)
func.func @transposed_image_read_by_patches(%x: tensor<4x3x16x16xf32>, %k: tensor<2x2x3x8xf32>, %g: tensor<4x8x8x8xf32>) -> (tensor<4x8x8x8xf32>, tensor<2x2x3x8xf32>) {
  %t = stablehlo.transpose %x, dims = [0, 2, 3, 1] : (tensor<4x3x16x16xf32>) -> tensor<4x16x16x3xf32>
  %y = stablehlo.convolution(%t, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x16x16x3xf32>, tensor<2x2x3x8xf32>) -> tensor<4x8x8x8xf32>
  %r = stablehlo.add %y, %g : tensor<4x8x8x8xf32>
  %dk = stablehlo.convolution(%t, %r) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x16x16x3xf32>, tensor<4x8x8x8xf32>) -> tensor<2x2x3x8xf32>
  %s = stablehlo.negate %dk : tensor<2x2x3x8xf32>
  return %r, %s : tensor<4x8x8x8xf32>, tensor<2x2x3x8xf32>
}
