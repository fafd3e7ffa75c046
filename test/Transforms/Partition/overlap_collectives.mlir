// RUN: osdp-opt %s --osdp-overlap-collectives --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-overlap-collectives=hardware=%S/Inputs/slow_compute.json --split-input-file | FileCheck %s --check-prefix=SLOW
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-overlap-collectives | FileCheck %s --check-prefix=EXEC
// RUN: not osdp-opt %s --osdp-overlap-collectives=hardware=%S/Inputs/none.json --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// Executed by XLA: each function computes the same on every device before
// and after the pass.
// EXEC: checked 8 functions, 0 failures

// A profile that cannot be read is an error, with the file named.
// BAD: error: {{.*}}none.json{{.*}}

osdp.mesh @mesh = <[dp = 4]>

// A gradient's reduction is issued as soon as the gradient is computed and
// waited for by its optimizer update: the rest of the backward pass (the
// two products) runs while it is in flight.
// CHECK-LABEL: func.func @gradient
// CHECK:      %[[G:.*]] = stablehlo.dot_general %arg1, %arg1
// CHECK-NEXT: %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   %[[R:.*]] = osdp.all_reduce sum %[[G]] on @mesh over {dp} : tensor<64x64xf32>
// CHECK-NEXT:   osdp.yield %[[R]] : tensor<64x64xf32>
// CHECK-NEXT: } : !osdp.future<tensor<64x64xf32>>
// CHECK-NEXT: %[[A:.*]] = stablehlo.dot_general %arg2, %arg2
// CHECK-NEXT: %[[B:.*]] = stablehlo.dot_general %[[A]], %[[A]]
// CHECK-NEXT: %[[W:.*]] = osdp.async_wait %[[F]] : !osdp.future<tensor<64x64xf32>>
// CHECK-NEXT: stablehlo.subtract %arg0, %[[W]]
func.func @gradient(%w: tensor<64x64xf32>, %x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %g = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<64x64xf32>
  %a = stablehlo.dot_general %y, %y, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %u = stablehlo.subtract %w, %r : tensor<64x64xf32>
  return %u, %b : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// FSDP's prefetch: the second layer's parameter is gathered while the
// first layer computes. The first gather has nothing above it to overlap
// and stays blocking; the second is issued right after it, not before:
// the link takes one collective at a time, so passing the first would
// only delay it.
// CHECK-LABEL: func.func @prefetch
// CHECK:      %[[G1:.*]] = osdp.all_gather %arg1
// CHECK-NEXT: %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   osdp.all_gather %arg2
// CHECK:      } : !osdp.future<tensor<64x64xf32>>
// CHECK-NEXT: %[[H1:.*]] = stablehlo.dot_general %arg0, %[[G1]]
// CHECK-NEXT: %[[A1:.*]] = stablehlo.tanh %[[H1]]
// CHECK-NEXT: %[[G2:.*]] = osdp.async_wait %[[F]]
// CHECK-NEXT: stablehlo.dot_general %[[A1]], %[[G2]]
func.func @prefetch(%x: tensor<64x64xf32>, %w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>) -> tensor<64x64xf32> {
  %g1 = osdp.all_gather %w1 on @mesh along [{dp}, {}] : tensor<16x64xf32> -> tensor<64x64xf32>
  %h1 = stablehlo.dot_general %x, %g1, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %a1 = stablehlo.tanh %h1 : tensor<64x64xf32>
  %g2 = osdp.all_gather %w2 on @mesh along [{dp}, {}] : tensor<16x64xf32> -> tensor<64x64xf32>
  %h2 = stablehlo.dot_general %a1, %g2, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %h2 : tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// How far ahead a gather is issued is the time it takes: on h100 the three
// products take less than the gather, so it is issued first; where a
// product takes longer than the gather (slow_compute.json: 1 GFLOP/s), it
// is issued one product ahead, and the parameter is held whole no longer
// than that.
// CHECK-LABEL: func.func @window
// CHECK-NEXT: %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   osdp.all_gather %arg1
// CHECK:      } : !osdp.future<tensor<64x64xf32>>
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg0
// SLOW-LABEL: func.func @window
// SLOW-NEXT: stablehlo.dot_general %arg0, %arg0
// SLOW-NEXT: %[[B:.*]] = stablehlo.dot_general
// SLOW-NEXT: %[[F:.*]] = osdp.async_start {
// SLOW-NEXT:   osdp.all_gather %arg1
// SLOW:      } : !osdp.future<tensor<64x64xf32>>
// SLOW-NEXT: %[[C:.*]] = stablehlo.dot_general %[[B]], %[[B]]
// SLOW-NEXT: %[[G:.*]] = osdp.async_wait %[[F]]
// SLOW-NEXT: stablehlo.dot_general %[[C]], %[[G]]
func.func @window(%x: tensor<64x64xf32>, %w: tensor<16x64xf32>) -> tensor<64x64xf32> {
  %a = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = stablehlo.dot_general %b, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = osdp.all_gather %w on @mesh along [{dp}, {}] : tensor<16x64xf32> -> tensor<64x64xf32>
  %h = stablehlo.dot_general %c, %g, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %h : tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// The ops that compute only a collective's input move up with it (a
// bucket's concatenation of its members).
// CHECK-LABEL: func.func @with_input
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %arg1, %arg2
// CHECK-NEXT: %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   osdp.all_gather %[[C]]
// CHECK:      } : !osdp.future<tensor<64x128xf32>>
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg0
func.func @with_input(%x: tensor<64x64xf32>, %w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>) -> tensor<64x128xf32> {
  %a = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = stablehlo.concatenate %w1, %w2, dim = 1 : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x128xf32>
  %g = osdp.all_gather %c on @mesh along [{dp}, {}] : tensor<16x128xf32> -> tensor<64x128xf32>
  %h = stablehlo.dot_general %a, %g, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  return %h : tensor<64x128xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A bucket of gradients is unpacked by slices: they move down to each
// member's update, so the bucket is waited for where its first member is
// used, after the rest of the backward pass.
// CHECK-LABEL: func.func @bucket
// CHECK:      %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   osdp.all_reduce sum
// CHECK:      } : !osdp.future<tensor<12xf32>>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg2, %arg2
// CHECK-NEXT: %[[R:.*]] = osdp.async_wait %[[F]]
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[R]] [0:8]
// CHECK-NEXT: stablehlo.subtract %arg0, %[[S1]]
// CHECK-NEXT: %[[S2:.*]] = stablehlo.slice %[[R]] [8:12]
// CHECK-NEXT: stablehlo.subtract %arg1, %[[S2]]
func.func @bucket(%w: tensor<8xf32>, %v: tensor<4xf32>, %x: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<64x64xf32>) {
  %m = stablehlo.multiply %w, %w : tensor<8xf32>
  %n = stablehlo.multiply %v, %v : tensor<4xf32>
  %c = stablehlo.concatenate %m, %n, dim = 0 : (tensor<8xf32>, tensor<4xf32>) -> tensor<12xf32>
  %r = osdp.all_reduce sum %c on @mesh over {dp} : tensor<12xf32>
  %s1 = stablehlo.slice %r [0:8] : (tensor<12xf32>) -> tensor<8xf32>
  %s2 = stablehlo.slice %r [8:12] : (tensor<12xf32>) -> tensor<4xf32>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %u1 = stablehlo.subtract %w, %s1 : tensor<8xf32>
  %u2 = stablehlo.subtract %v, %s2 : tensor<4xf32>
  return %u1, %u2, %d : tensor<8xf32>, tensor<4xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// A bucket that stays blocking (only its feeders stand between it and the
// reduction before it, and its first slice is read right away) keeps its
// slices where they stood: they move down only for a collective in flight.
// CHECK-LABEL: func.func @blocking_bucket
// CHECK-NOT:  osdp.async_start
// CHECK:      %[[R:.*]] = osdp.all_reduce sum %{{.*}} : tensor<12xf32>
// CHECK-NEXT: stablehlo.slice %[[R]] [0:8]
// CHECK-NEXT: stablehlo.slice %[[R]] [8:12]
// CHECK-NEXT: stablehlo.subtract
// CHECK-NEXT: stablehlo.dot_general
func.func @blocking_bucket(%w: tensor<8xf32>, %v: tensor<4xf32>, %x: tensor<64x64xf32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<64x64xf32>) {
  %p = osdp.all_reduce sum %w on @mesh over {dp} : tensor<8xf32>
  %m = stablehlo.multiply %p, %w : tensor<8xf32>
  %n = stablehlo.multiply %v, %v : tensor<4xf32>
  %c = stablehlo.concatenate %m, %n, dim = 0 : (tensor<8xf32>, tensor<4xf32>) -> tensor<12xf32>
  %r = osdp.all_reduce sum %c on @mesh over {dp} : tensor<12xf32>
  %s1 = stablehlo.slice %r [0:8] : (tensor<12xf32>) -> tensor<8xf32>
  %s2 = stablehlo.slice %r [8:12] : (tensor<12xf32>) -> tensor<4xf32>
  %u1 = stablehlo.subtract %w, %s1 : tensor<8xf32>
  %d = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %u2 = stablehlo.subtract %v, %s2 : tensor<4xf32>
  return %u1, %u2, %d : tensor<8xf32>, tensor<4xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// Nothing to overlap: the result is read right away and nothing can move
// above the reduction. A gather of two dimensions is two calls, which the
// runtime cannot issue as one: both stay blocking.
// CHECK-LABEL: func.func @blocking
// CHECK-NOT:  osdp.async_start
// CHECK:      osdp.all_reduce
// CHECK-NEXT: stablehlo.negate
// CHECK:      osdp.all_gather %{{.*}} on @mesh along [{dp}, {tp}]
// CHECK-NOT:  osdp.async_start
// CHECK:      return
func.func @blocking(%x: tensor<8xf32>, %w: tensor<4x4xf32>, %y: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %r = osdp.all_reduce sum %x on @mesh over {dp} : tensor<8xf32>
  %n = stablehlo.negate %r : tensor<8xf32>
  %e = stablehlo.exponential %y : tensor<8x8xf32>
  %g = osdp.all_gather %w on @mesh along [{dp}, {tp}] : tensor<4x4xf32> -> tensor<8x8xf32>
  %s = stablehlo.add %e, %g : tensor<8x8xf32>
  return %n, %s : tensor<8xf32>, tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

// In a loop body, a collective overlaps the ops of its own iteration.
// CHECK-LABEL: func.func @loop
// CHECK:      stablehlo.while
// CHECK:      %[[F:.*]] = osdp.async_start {
// CHECK-NEXT:   osdp.all_reduce sum
// CHECK:      } : !osdp.future<tensor<32x32xf32>>
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: %[[R:.*]] = osdp.async_wait %[[F]]
// CHECK-NEXT: stablehlo.add
func.func @loop(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i64>, tensor<32x32xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %s = osdp.all_reduce sum %acc on @mesh over {dp} : tensor<32x32xf32>
    %d = stablehlo.dot_general %acc, %acc, contracting_dims = [1] x [0] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %next = stablehlo.add %s, %d : tensor<32x32xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %next : tensor<i64>, tensor<32x32xf32>
  }
  return %r#1 : tensor<32x32xf32>
}
