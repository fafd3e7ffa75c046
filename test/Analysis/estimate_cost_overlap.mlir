// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json" --split-input-file -o /dev/null | FileCheck %s

// On round.json, the all_reduce of 1 KiB over 4 devices takes the tree's
// 2 log2(4) x 1 us + 2 x 1024 B / 10 GB/s = 4.2048 us, and the 64x64
// product 524288 FLOP / 1 TFLOP/s = 0.524288 us.

// Blocking, the step is their sum.
// CHECK: cost of @main on round: step 0.004729 ms = compute 0.000524 ms + communication 0.004205 ms{{$}}
// CHECK-NEXT: compute: 524288 FLOP
// CHECK-NEXT: all_reduce: 1 calls, 1024 bytes, 0.004205 ms
// CHECK-NEXT: memory: peak 34816 bytes per device (17408 in arguments)
osdp.mesh @mesh = <[dp = 4]>
func.func @main(%g: tensor<256xf32>, %x: tensor<64x64xf32>) -> (tensor<256xf32>, tensor<64x64xf32>) {
  %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<256xf32>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r, %d : tensor<256xf32>, tensor<64x64xf32>
}

// -----

// In flight during the product, the reduction hides it whole: the step is
// the reduction's time alone. The reduced buffer is the caller's result,
// as it is blocking: the same 34816 bytes at the peak (the arguments,
// the results).
// CHECK: cost of @main on round: step 0.004205 ms = compute 0.000524 ms + communication 0.004205 ms - overlap
// CHECK-NEXT: overlap: 0.000524 ms of the communication runs during compute
// CHECK-NEXT: compute: 524288 FLOP, 0 transcendentals, 49152 bytes moved
// CHECK-NEXT: all_reduce: 1 calls, 1024 bytes, 0.004205 ms
// CHECK-NEXT: memory: peak 34816 bytes per device (17408 in arguments)
osdp.mesh @mesh = <[dp = 4]>
func.func @main(%g: tensor<256xf32>, %x: tensor<64x64xf32>) -> (tensor<256xf32>, tensor<64x64xf32>) {
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<256xf32>
    osdp.yield %r : tensor<256xf32>
  } : !osdp.future<tensor<256xf32>>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %w = osdp.async_wait %f : !osdp.future<tensor<256xf32>>
  return %w, %d : tensor<256xf32>, tensor<64x64xf32>
}

// -----

// A 512x512 product (268 us) hides the whole reduction: the step is the
// product's time.
// CHECK: cost of @main on round: step 0.268435 ms = compute 0.268435 ms + communication 0.004205 ms - overlap
// CHECK-NEXT: overlap: 0.004205 ms of the communication runs during compute
osdp.mesh @mesh = <[dp = 4]>
func.func @main(%g: tensor<256xf32>, %x: tensor<512x512xf32>) -> (tensor<256xf32>, tensor<512x512xf32>) {
  %f = osdp.async_start {
    %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<256xf32>
    osdp.yield %r : tensor<256xf32>
  } : !osdp.future<tensor<256xf32>>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %w = osdp.async_wait %f : !osdp.future<tensor<256xf32>>
  return %w, %d : tensor<256xf32>, tensor<512x512xf32>
}

// -----

// One link: two reductions in flight run one after the other, 8.4096 us,
// during which the product runs: the step is 8.4096 us.
// CHECK: cost of @main on round: step 0.008410 ms = compute 0.000524 ms + communication 0.008410 ms - overlap
// CHECK-NEXT: overlap: 0.000524 ms of the communication runs during compute
osdp.mesh @mesh = <[dp = 4]>
func.func @main(%g: tensor<256xf32>, %h: tensor<256xf32>, %x: tensor<64x64xf32>) -> (tensor<256xf32>, tensor<256xf32>, tensor<64x64xf32>) {
  %f1 = osdp.async_start {
    %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<256xf32>
    osdp.yield %r : tensor<256xf32>
  } : !osdp.future<tensor<256xf32>>
  %f2 = osdp.async_start {
    %r = osdp.all_reduce sum %h on @mesh over {dp} : tensor<256xf32>
    osdp.yield %r : tensor<256xf32>
  } : !osdp.future<tensor<256xf32>>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %w1 = osdp.async_wait %f1 : !osdp.future<tensor<256xf32>>
  %w2 = osdp.async_wait %f2 : !osdp.future<tensor<256xf32>>
  return %w1, %w2, %d : tensor<256xf32>, tensor<256xf32>, tensor<64x64xf32>
}
