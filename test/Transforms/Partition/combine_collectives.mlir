// RUN: osdp-opt %s --osdp-combine-collectives --split-input-file | FileCheck %s
// RUN: %spmd_check %s --split-input-file --per-device -- --osdp-combine-collectives | FileCheck %s --check-prefix=EXEC
// RUN: osdp-opt %s --osdp-combine-collectives=max-bucket-bytes=64 --split-input-file | FileCheck %s --check-prefix=CAP
// RUN: osdp-opt %s --osdp-combine-collectives=max-bucket-bytes=0 --split-input-file | FileCheck %s --check-prefix=OFF
// RUN: osdp-opt %s --osdp-combine-collectives=hardware=h100 --split-input-file | FileCheck %s --check-prefix=H100
// RUN: osdp-opt %s --osdp-combine-collectives=hardware=%S/Inputs/slow_copies.json --split-input-file | FileCheck %s --check-prefix=SLOW
// RUN: not osdp-opt %s --osdp-combine-collectives=hardware=%S/Inputs/none.json --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// A profile that cannot be read is an error, with the file named.
// BAD: error: {{.*}}none.json{{.*}}
// BAD-NOT: see current operation

// Executed by XLA: each function computes the same on every device before
// and after the pass.
// EXEC: checked 23 functions, 0 failures

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Two gradients reduced where they are produced and read only at the end:
// one call over both, placed after the second is produced. The bucket is
// assembled late (osdp.assemble_late: its buffer is made at the
// concatenation, not where the first gradient is computed). The reads of
// the reduced values (the second one's reshape) are first moved down to
// their own uses, out of the window.
// CHECK-LABEL: func.func @gradients
// CHECK:      %[[G1:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<4x2xf32>
// CHECK-NEXT: %[[G2:.*]] = stablehlo.multiply %arg1, %arg1 : tensor<3xf32>
// CHECK-NEXT: %[[F1:.*]] = stablehlo.reshape %[[G1]] : (tensor<4x2xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.concatenate %[[F1]], %[[G2]], dim = 0 {osdp.assemble_late} : (tensor<8xf32>, tensor<3xf32>) -> tensor<11xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[B]] on @mesh over {dp} : tensor<11xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[R]] [0:8] : (tensor<11xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.reshape %[[S1]] : (tensor<8xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.slice %[[R]] [8:11] : (tensor<11xf32>) -> tensor<3xf32>
// CHECK-NOT:  osdp.all_reduce
// CHECK-DAG:  %[[U1:.*]] = stablehlo.subtract %arg0, %[[R1]]
// CHECK-DAG:  stablehlo.reshape %[[R2]] : (tensor<3xf32>) -> tensor<1x3xf32>
// CHECK:      return %[[U1]]
// OFF-LABEL: func.func @gradients
// OFF-COUNT-2: osdp.all_reduce
// OFF-NOT: stablehlo.concatenate
// H100-LABEL: func.func @gradients
// H100-COUNT-1: osdp.all_reduce
// H100-NOT: osdp.all_reduce
// SLOW-LABEL: func.func @gradients
// SLOW-COUNT-2: osdp.all_reduce
// SLOW-NOT: stablehlo.concatenate
func.func @gradients(%w1: tensor<4x2xf32>, %w2: tensor<3xf32>) -> (tensor<4x2xf32>, tensor<3xf32>) {
  %g1 = stablehlo.multiply %w1, %w1 : tensor<4x2xf32>
  %r1 = osdp.all_reduce sum %g1 on @mesh over {dp} : tensor<4x2xf32>
  %g2 = stablehlo.multiply %w2, %w2 : tensor<3xf32>
  %r2 = osdp.all_reduce sum %g2 on @mesh over {dp} : tensor<3xf32>
  %f2 = stablehlo.reshape %r2 : (tensor<3xf32>) -> tensor<1x3xf32>
  %u1 = stablehlo.subtract %w1, %r1 : tensor<4x2xf32>
  %b2 = stablehlo.reshape %f2 : (tensor<1x3xf32>) -> tensor<3xf32>
  %u2 = stablehlo.subtract %w2, %b2 : tensor<3xf32>
  return %u1, %u2 : tensor<4x2xf32>, tensor<3xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The second reduction's input needs the first one's result: no point
// follows the one and precedes the other, so each keeps its call.
// CHECK-LABEL: func.func @dependent
// H100-LABEL: func.func @dependent
// SLOW-LABEL: func.func @dependent
// CHECK: %[[R1:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<4xf32>
// CHECK: %[[E:.*]] = stablehlo.exponential %[[R1]]
// CHECK: osdp.all_reduce sum %[[E]] on @mesh over {dp} : tensor<4xf32>
// CHECK-NOT: stablehlo.concatenate
func.func @dependent(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r1 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
  %e = stablehlo.exponential %r1 : tensor<4xf32>
  %r2 = osdp.all_reduce sum %e on @mesh over {dp} : tensor<4xf32>
  return %r2 : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A reduction of a reduction is a chain, not a bucket.
// CHECK-LABEL: func.func @chain
// CHECK: %[[R1:.*]] = osdp.all_reduce sum %arg0 on @mesh over {dp} : tensor<4xf32>
// CHECK: osdp.all_reduce sum %[[R1]] on @mesh over {dp} : tensor<4xf32>
// CHECK-NOT: stablehlo.concatenate
func.func @chain(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r1 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xf32>
  %r2 = osdp.all_reduce sum %r1 on @mesh over {dp} : tensor<4xf32>
  return %r1, %r2 : tensor<4xf32>, tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Only reductions of one kind, element type and axes share a call.
// CHECK-LABEL: func.func @kinds_and_axes
// CHECK-DAG: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
// CHECK-DAG: osdp.all_reduce max %arg1 on @mesh over {dp} : tensor<4xf32>
// CHECK-DAG: osdp.all_reduce sum %arg3 on @mesh over {tp} : tensor<4xf32>
// CHECK-DAG: osdp.all_reduce sum %arg4 on @mesh over {dp} : tensor<4xi32>
// CHECK-NOT: osdp.all_reduce
func.func @kinds_and_axes(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>,
                          %d: tensor<4xf32>, %i: tensor<4xi32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %0 = osdp.all_reduce sum %a on @mesh over {dp} : tensor<4xf32>
  %1 = osdp.all_reduce max %b on @mesh over {dp} : tensor<4xf32>
  %2 = osdp.all_reduce sum %c on @mesh over {dp} : tensor<4xf32>
  %3 = osdp.all_reduce sum %d on @mesh over {tp} : tensor<4xf32>
  %4 = osdp.all_reduce sum %i on @mesh over {dp} : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Three reductions of 32 bytes: one bucket by default; under a cap of 64
// bytes, a bucket of two and one alone.
// CHECK-LABEL: func.func @cap
// CHECK: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<24xf32>
// CHECK-NOT: osdp.all_reduce
// CAP-LABEL: func.func @cap
// CAP: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<16xf32>
// CAP: osdp.all_reduce sum %arg2 on @mesh over {dp} : tensor<8xf32>
// CAP-NOT: osdp.all_reduce
func.func @cap(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = osdp.all_reduce sum %a on @mesh over {dp} : tensor<8xf32>
  %1 = osdp.all_reduce sum %b on @mesh over {dp} : tensor<8xf32>
  %2 = osdp.all_reduce sum %c on @mesh over {dp} : tensor<8xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Reductions inside a loop body are combined within that body.
// CHECK-LABEL: func.func @loop_body
// CAP-LABEL: func.func @loop_body
// CHECK: stablehlo.while
// CHECK: osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
// CHECK-NOT: osdp.all_reduce
// CHECK: stablehlo.return
func.func @loop_body(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %ra = osdp.all_reduce sum %a on @mesh over {dp} : tensor<4xf32>
    %rb = osdp.all_reduce sum %b on @mesh over {dp} : tensor<4xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %ra, %rb : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// FSDP's gradients: reduce_scatters over one group share a call. Each
// input, its scattered dimension first, is cut into one row per device;
// the rows are laid side by side, so that device i keeps row i of every
// member, and its results are sliced back out.
// CHECK-LABEL: func.func @scatters
// CHECK-DAG:  %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<8x2xf32>) -> tensor<4x4xf32>
// CHECK-DAG:  %[[BT:.*]] = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
// CHECK-DAG:  %[[B:.*]] = stablehlo.reshape %[[BT]] : (tensor<8x3xf32>) -> tensor<4x6xf32>
// CHECK:      %[[ROWS:.*]] = stablehlo.concatenate %[[A]], %[[B]], dim = 1 {osdp.assemble_late} : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x10xf32>
// CHECK-NEXT: %[[FLAT:.*]] = stablehlo.reshape %[[ROWS]] : (tensor<4x10xf32>) -> tensor<40xf32>
// CHECK-NEXT: %[[R:.*]] = osdp.reduce_scatter sum %[[FLAT]] on @mesh over {dp} scatter 0 : tensor<40xf32> -> tensor<10xf32>
// CHECK-NEXT: %[[SA:.*]] = stablehlo.slice %[[R]] [0:4]
// CHECK-NEXT: %[[RA:.*]] = stablehlo.reshape %[[SA]] : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[SB:.*]] = stablehlo.slice %[[R]] [4:10]
// CHECK-NEXT: %[[RB:.*]] = stablehlo.reshape %[[SB]] : (tensor<6xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[TB:.*]] = stablehlo.transpose %[[RB]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NOT:  osdp.reduce_scatter
// CHECK:      return %[[RA]], %[[TB]]
func.func @scatters(%a: tensor<8x2xf32>, %b: tensor<3x8xf32>) -> (tensor<2x2xf32>, tensor<3x2xf32>) {
  %0 = osdp.reduce_scatter sum %a on @mesh over {dp} scatter 0 : tensor<8x2xf32> -> tensor<2x2xf32>
  %1 = osdp.reduce_scatter sum %b on @mesh over {dp} scatter 1 : tensor<3x8xf32> -> tensor<3x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<3x2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// FSDP's parameters: gathers of one dimension over one group share a call,
// placed right before the first use of any member, so that nothing is
// held whole earlier than it must be. Each device's piece, its gathered
// dimension first, is flattened; the pieces are laid side by side, and
// row i of the gathered bucket is device i's. The broadcast that makes the
// second member's input moves up to the call. The gather over {tp} and the
// gather of two dimensions are left alone. A bucket of gathers holds no
// more than the block's largest gather (here the one of two dimensions,
// 256 bytes) did alone: under the cap of 64 bytes, nothing is combined.
// A bucket of gathers is not assembled late: it is made right before its
// first reader anyway.
// CHECK-LABEL: func.func @parameters
// CHECK-NEXT: %[[BB:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[F1:.*]] = stablehlo.reshape %arg0 : (tensor<2x4xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[T2:.*]] = stablehlo.transpose %[[BB]], dims = [1, 0] : (tensor<1x4xf32>) -> tensor<4x1xf32>
// CHECK-NEXT: %[[F2:.*]] = stablehlo.reshape %[[T2]] : (tensor<4x1xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.concatenate %[[F1]], %[[F2]], dim = 0 : (tensor<8xf32>, tensor<4xf32>) -> tensor<12xf32>
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %[[B]] on @mesh along [{dp}] : tensor<12xf32> -> tensor<48xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[G]] : (tensor<48xf32>) -> tensor<4x12xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[R]] [0:4, 0:8] : (tensor<4x12xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[W1:.*]] = stablehlo.reshape %[[S1]] : (tensor<4x8xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %[[S2:.*]] = stablehlo.slice %[[R]] [0:4, 8:12] : (tensor<4x12xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[C2:.*]] = stablehlo.reshape %[[S2]] : (tensor<4x4xf32>) -> tensor<16x1xf32>
// CHECK-NEXT: %[[W2:.*]] = stablehlo.transpose %[[C2]], dims = [1, 0] : (tensor<16x1xf32>) -> tensor<1x16xf32>
// CHECK-NEXT: stablehlo.multiply %arg2, %[[W1]]
// CHECK:      osdp.all_gather %arg3 on @mesh along [{tp}]
// CHECK:      osdp.all_gather %arg4 on @mesh along [{dp}, {tp}]
// CHECK:      stablehlo.add %[[W2]], %[[W2]]
// CHECK-NOT:  osdp.all_gather
// OFF-LABEL: func.func @parameters
// OFF-COUNT-4: osdp.all_gather
// CAP-LABEL: func.func @parameters
// CAP-COUNT-4: osdp.all_gather
// CAP-NOT: stablehlo.concatenate
func.func @parameters(%w: tensor<2x4xf32>, %b: tensor<4xf32>, %x: tensor<8x4xf32>,
                      %v: tensor<4xf32>, %m: tensor<4x2xf32>)
    -> (tensor<8x4xf32>, tensor<1x16xf32>, tensor<8xf32>, tensor<16x4xf32>) {
  %w1 = osdp.all_gather %w on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %y = stablehlo.multiply %x, %w1 : tensor<8x4xf32>
  %v1 = osdp.all_gather %v on @mesh along [{tp}] : tensor<4xf32> -> tensor<8xf32>
  %m1 = osdp.all_gather %m on @mesh along [{dp}, {tp}] : tensor<4x2xf32> -> tensor<16x4xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
  %b1 = osdp.all_gather %bb on @mesh along [{}, {dp}] : tensor<1x4xf32> -> tensor<1x16xf32>
  %z = stablehlo.add %b1, %b1 : tensor<1x16xf32>
  return %y, %z, %v1, %m1 : tensor<8x4xf32>, tensor<1x16xf32>, tensor<8xf32>, tensor<16x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A gather whose input is computed from another gather's result cannot
// share its call, even through ops that could move.
// CHECK-LABEL: func.func @gather_of_gathered
// CHECK-COUNT-2: osdp.all_gather
// CHECK-NOT: stablehlo.concatenate
func.func @gather_of_gathered(%w: tensor<2x4xf32>) -> tensor<32x4xf32> {
  %w1 = osdp.all_gather %w on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %u = stablehlo.multiply %w1, %w1 : tensor<8x4xf32>
  %h = stablehlo.slice %u [0:8, 0:4] : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %w2 = osdp.all_gather %h on @mesh along [{dp}, {}] : tensor<8x4xf32> -> tensor<32x4xf32>
  return %w2 : tensor<32x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The same activation gathered for two products, and a parameter beside
// it, in one bucket: the second gather of the activation repeats the
// first, so it reads the first's slice of the bucket rather than sending
// the activation twice (8 + 8 elements, not 8 + 8 + 8). Its readers count:
// the bucket stands before the first of them. (The gather of two
// dimensions stays alone; it makes room for a bucket of 256 bytes.)
// CHECK-LABEL: func.func @gathered_twice
// CHECK:      %[[B:.*]] = stablehlo.concatenate {{.*}} : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
// CHECK-NEXT: %[[G:.*]] = osdp.all_gather %[[B]] on @mesh along [{dp}] : tensor<16xf32> -> tensor<64xf32>
// CHECK:      %[[X:.*]] = stablehlo.reshape {{.*}} : (tensor<4x8xf32>) -> tensor<8x4xf32>
// CHECK:      %[[W:.*]] = stablehlo.reshape {{.*}} : (tensor<4x8xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[X]], %[[W]]
// CHECK-NEXT: %[[Q:.*]] = stablehlo.add %[[X]], %[[P]]
// CHECK-NOT:  osdp.all_gather
// CHECK:      return
// OFF-LABEL: func.func @gathered_twice
// OFF-COUNT-4: osdp.all_gather
func.func @gathered_twice(%x: tensor<2x4xf32>, %w: tensor<2x4xf32>, %m: tensor<4x2xf32>)
    -> (tensor<8x4xf32>, tensor<16x4xf32>) {
  %m1 = osdp.all_gather %m on @mesh along [{dp}, {tp}] : tensor<4x2xf32> -> tensor<16x4xf32>
  %x1 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %w1 = osdp.all_gather %w on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %x2 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %p = stablehlo.multiply %x1, %w1 : tensor<8x4xf32>
  %q = stablehlo.add %x2, %p : tensor<8x4xf32>
  return %q, %m1 : tensor<8x4xf32>, tensor<16x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Only copies of a shard move up to a bucket of gathers: a product that
// makes the second gather's input stays after the first gather's use, so
// the two windows do not meet and each keeps its own call.
// CHECK-LABEL: func.func @computed_input
// CHECK:      osdp.all_gather %arg0
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: osdp.all_gather
// CHECK-NOT:  stablehlo.concatenate
func.func @computed_input(%w: tensor<2x4xf32>, %x: tensor<8x4xf32>, %a: tensor<2x4xf32>, %b: tensor<4x4xf32>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %w1 = osdp.all_gather %w on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %y = stablehlo.multiply %x, %w1 : tensor<8x4xf32>
  %p = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %p1 = osdp.all_gather %p on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %y, %p1 : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A product that reads a reduced value and a value not reduced (a weight's
// gradient from the reduced gradient of its output and the activation of
// its input) stays where it is: moved down to its first use, it would hold
// the activation until there. Under an unrolled pipeline every
// microbatch's weight gradients would sink to the step's end with their
// accumulation, and every microbatch's activations with them.
// CHECK-LABEL: func.func @product_of_reduced_and_activation
// CHECK:      %[[A:.*]] = stablehlo.tanh %arg1
// CHECK-NEXT: %[[R:.*]] = osdp.all_reduce sum %[[A]] on @mesh over {tp}
// CHECK-NEXT: %[[G:.*]] = stablehlo.dot_general %[[A]], %[[R]]
// CHECK-NEXT: stablehlo.exponential %arg1
// CHECK:      stablehlo.subtract %arg0, %[[G]]
func.func @product_of_reduced_and_activation(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = stablehlo.tanh %x : tensor<4x4xf32>
  %r = osdp.all_reduce sum %a on @mesh over {tp} : tensor<4x4xf32>
  %g = stablehlo.dot_general %a, %r, contracting_dims = [0] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = stablehlo.exponential %x : tensor<4x4xf32>
  %u = stablehlo.subtract %w, %g : tensor<4x4xf32>
  return %u, %e : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A batch norm's statistics over a batch split across devices: the sum
// and the sum of squares, each reduced, then divided by the count (a
// constant broadcast to their shape). The division reads only the reduced
// sum and a value computed from constants, so it moves down to its first
// use and the two windows meet: one call.
// CHECK-LABEL: func.func @batch_statistics
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
// CHECK-NOT:  osdp.all_reduce
// CHECK:      return
// OFF-LABEL: func.func @batch_statistics
// OFF-COUNT-2: osdp.all_reduce
// CAP-LABEL: func.func @batch_statistics
// CAP-COUNT-1: osdp.all_reduce
// CAP-NOT: osdp.all_reduce
func.func @batch_statistics(%x: tensor<2x4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %count = stablehlo.constant dense<8.000000e+00> : tensor<f32>
  %n = stablehlo.broadcast_in_dim %count, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rsum = osdp.all_reduce sum %sum on @mesh over {dp} : tensor<4xf32>
  %mean = stablehlo.divide %rsum, %n : tensor<4xf32>
  %sq = stablehlo.multiply %x, %x : tensor<2x4xf32>
  %sumsq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rsumsq = osdp.all_reduce sum %sumsq on @mesh over {dp} : tensor<4xf32>
  %meansq = stablehlo.divide %rsumsq, %n : tensor<4xf32>
  %m2 = stablehlo.multiply %mean, %mean : tensor<4xf32>
  %var = stablehlo.subtract %meansq, %m2 : tensor<4xf32>
  return %var : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// An optimizer's update adds a reduced gradient to the decayed moment,
// 0.9 * m, computed elementwise from a constant and an argument: fusion
// folds it into the addition and the moment is held anyway, so the update
// moves down to its use although the decayed moment is not small (512
// bytes, over a 64th of the 16 KiB product). The first gradient's window
// then meets the second's, produced after the update stood: one call.
// CHECK-LABEL: func.func @decayed_moment
// CHECK-COUNT-1: osdp.all_reduce
// CHECK-NOT:  osdp.all_reduce
// CHECK:      return
// CAP-LABEL: func.func @decayed_moment
// CAP-COUNT-2: osdp.all_reduce
func.func @decayed_moment(%x: tensor<64x64xf32>, %m: tensor<16x8xf32>,
                          %g1: tensor<16x8xf32>, %g2: tensor<16x8xf32>)
    -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<64x64xf32>) {
  %r1 = osdp.all_reduce sum %g1 on @mesh over {dp} : tensor<16x8xf32>
  %c = stablehlo.constant dense<9.000000e-01> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
  %decay = stablehlo.multiply %cb, %m : tensor<16x8xf32>
  %m1 = stablehlo.add %decay, %r1 : tensor<16x8xf32>
  %big = stablehlo.multiply %x, %x : tensor<64x64xf32>
  %g = stablehlo.add %g2, %g2 : tensor<16x8xf32>
  %r2 = osdp.all_reduce sum %g on @mesh over {dp} : tensor<16x8xf32>
  return %m1, %r2, %big : tensor<16x8xf32>, tensor<16x8xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A batch norm's backward pass multiplies a reduced sum by its scale per
// channel, a small value not reduced (16 bytes: at most 16 KiB and a 64th
// of the block's largest value, the 1 KiB input), elementwise: held until
// the product's first use, it costs nothing, and the two windows meet.
// CHECK-LABEL: func.func @scaled_statistics
// CHECK-COUNT-1: osdp.all_reduce
// CHECK-NOT:  osdp.all_reduce
// CAP-LABEL: func.func @scaled_statistics
func.func @scaled_statistics(%x: tensor<64x4xf32>, %g: tensor<4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %scale = stablehlo.tanh %g : tensor<4xf32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rsum = osdp.all_reduce sum %sum on @mesh over {dp} : tensor<4xf32>
  %scaled = stablehlo.multiply %scale, %rsum : tensor<4xf32>
  %sq = stablehlo.multiply %x, %x : tensor<64x4xf32>
  %sumsq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rsumsq = osdp.all_reduce sum %sumsq on @mesh over {dp} : tensor<4xf32>
  %out = stablehlo.add %scaled, %rsumsq : tensor<4xf32>
  return %out : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The same with 8192 channels: the scale (32 KiB) is not small, so the
// product stays where it is, holding neither the scale nor the reduced sum
// longer. The sum of squares, which needs nothing the product makes,
// moves up above it instead: held longer, its 32 KiB stay under the
// block's peak (where the 64 KiB squares are made), and the two sums
// take one call.
// CHECK-LABEL: func.func @scaled_large_statistics
// CHECK:      stablehlo.multiply %arg0, %arg0
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<16384xf32>
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.slice
// CHECK:      stablehlo.multiply %{{.*}}, %[[SUM]]
// CHECK-NOT:  osdp.all_reduce
// CAP-LABEL: func.func @scaled_large_statistics
func.func @scaled_large_statistics(%x: tensor<2x8192xf32>, %g: tensor<8192xf32>) -> tensor<8192xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %scale = stablehlo.tanh %g : tensor<8192xf32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x8192xf32>, tensor<f32>) -> tensor<8192xf32>
  %rsum = osdp.all_reduce sum %sum on @mesh over {dp} : tensor<8192xf32>
  %scaled = stablehlo.multiply %scale, %rsum : tensor<8192xf32>
  %sq = stablehlo.multiply %x, %x : tensor<2x8192xf32>
  %sumsq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x8192xf32>, tensor<f32>) -> tensor<8192xf32>
  %rsumsq = osdp.all_reduce sum %sumsq on @mesh over {dp} : tensor<8192xf32>
  %out = stablehlo.add %scaled, %rsumsq : tensor<8192xf32>
  return %out : tensor<8192xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// In a model this small, an activation is not small next to the block's
// values: a reduced activation times another activation (256 bytes, the
// largest value here) stays where it is, and the reductions stay two
// calls.
// CHECK-LABEL: func.func @reduced_activation_times_activation
// CHECK-COUNT-2: osdp.all_reduce
// CAP-LABEL: func.func @reduced_activation_times_activation
func.func @reduced_activation_times_activation(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %a = stablehlo.tanh %x : tensor<8x8xf32>
  %ra = osdp.all_reduce sum %a on @mesh over {tp} : tensor<8x8xf32>
  %h = stablehlo.exponential %y : tensor<8x8xf32>
  %p = stablehlo.multiply %ra, %h : tensor<8x8xf32>
  %b = stablehlo.sine %x : tensor<8x8xf32>
  %rb = osdp.all_reduce sum %b on @mesh over {tp} : tensor<8x8xf32>
  %out = stablehlo.add %p, %rb : tensor<8x8xf32>
  return %out : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Megatron's cross-entropy: the label's logit is summed over the devices
// of the vocabulary (tp), then the loss over those of the batch (dp), and
// the step only returns the loss. The loss's reads move to where the last
// gradient is made, its reduction with them: the logit's sum shares one
// call with the activation gradient's, the loss's one with the weight
// gradient's. Two calls, where four stood.
// CHECK-LABEL: func.func @loss_after_backward
// CHECK:      stablehlo.tanh
// CHECK:      stablehlo.sine
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {tp} : tensor<36xf32>
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<65xf32>
// CHECK-NOT:  osdp.all_reduce
// CHECK:      return
// OFF-LABEL: func.func @loss_after_backward
// OFF-COUNT-4: osdp.all_reduce
func.func @loss_after_backward(%logit: tensor<4x1xf32>, %mask: tensor<4x1xi1>,
                               %lse: tensor<4x1xf32>, %ga: tensor<4x8xf32>,
                               %x: tensor<4x8xf32>, %w: tensor<8x8xf32>)
    -> (tensor<f32>, tensor<8x8xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zeros = stablehlo.constant dense<0.000000e+00> : tensor<4x1xf32>
  %picked = stablehlo.tanh %logit : tensor<4x1xf32>
  %rl = osdp.all_reduce sum %picked on @mesh over {tp} : tensor<4x1xf32>
  %kept = stablehlo.select %mask, %rl, %zeros : tensor<4x1xi1>, tensor<4x1xf32>
  %diff = stablehlo.subtract %lse, %kept : tensor<4x1xf32>
  %sum = stablehlo.reduce(%diff init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
  %loss = osdp.all_reduce sum %sum on @mesh over {dp} : tensor<f32>
  %pa = stablehlo.sine %ga : tensor<4x8xf32>
  %ra = osdp.all_reduce sum %pa on @mesh over {tp} : tensor<4x8xf32>
  %gw = stablehlo.dot_general %x, %ra, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %rgw = osdp.all_reduce sum %gw on @mesh over {dp} : tensor<8x8xf32>
  %nw = stablehlo.subtract %w, %rgw : tensor<8x8xf32>
  return %loss, %nw : tensor<f32>, tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A bias's gradient sums a reduced activation gradient that a weight's
// gradient product reads too, and the step only returns the bias's
// reduced gradient. Moved to the end of the backward pass, the sum would
// end no window later (the product reads the activation gradient where it
// stands): it stays, although what it reads is small next to the block's
// largest value (128 bytes against the 16 KiB %c).
// CHECK-LABEL: func.func @bias_gradient_stays
// CHECK:      %[[RA:.*]] = osdp.all_reduce sum %{{.*}} on @mesh over {tp}
// CHECK-NEXT: stablehlo.reduce(%[[RA]]
// CHECK:      stablehlo.dot_general %{{.*}}, %[[RA]]
func.func @bias_gradient_stays(%ga: tensor<4x8xf32>, %x: tensor<4x8xf32>,
                               %w: tensor<8x8xf32>, %b: tensor<8xf32>,
                               %z: tensor<64x64xf32>)
    -> (tensor<8xf32>, tensor<8x8xf32>, tensor<64x64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %pa = stablehlo.sine %ga : tensor<4x8xf32>
  %ra = osdp.all_reduce sum %pa on @mesh over {tp} : tensor<4x8xf32>
  %gb = stablehlo.reduce(%ra init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  %rgb = osdp.all_reduce sum %gb on @mesh over {dp} : tensor<8xf32>
  %gw = stablehlo.dot_general %x, %ra, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %rgw = osdp.all_reduce sum %gw on @mesh over {dp} : tensor<8x8xf32>
  %nb = stablehlo.subtract %b, %rgb : tensor<8xf32>
  %nw = stablehlo.subtract %w, %rgw : tensor<8x8xf32>
  %s = stablehlo.sine %z : tensor<64x64xf32>
  %c = stablehlo.cosine %s : tensor<64x64xf32>
  return %nb, %nw, %c : tensor<8xf32>, tensor<8x8xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The loss of the first case, when it also reads the logits summed over
// tp (a 1 KiB value, over a 64th of the block's largest, the 2 KiB
// activation %h), which the backward pass's first product reads: moved
// to the end of the backward pass with the loss, the sum over the logits
// would hold them there. The loss stays in the forward pass, the
// label's logit shares a call with the logits, and the activation
// gradient takes another.
// CHECK-LABEL: func.func @loss_holding_logits
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {tp} : tensor<260xf32>
// CHECK:      stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1]
// CHECK:      stablehlo.sine
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {tp} : tensor<4x8xf32>
func.func @loss_holding_logits(%logit: tensor<4x1xf32>, %logits: tensor<4x64xf32>,
                               %ga: tensor<4x8xf32>, %x: tensor<4x8xf32>,
                               %w: tensor<8x8xf32>, %v: tensor<64x8xf32>)
    -> (tensor<f32>, tensor<8x8xf32>, tensor<4x8xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %picked = stablehlo.tanh %logit : tensor<4x1xf32>
  %rl = osdp.all_reduce sum %picked on @mesh over {tp} : tensor<4x1xf32>
  %partial = stablehlo.exponential %logits : tensor<4x64xf32>
  %all = osdp.all_reduce sum %partial on @mesh over {tp} : tensor<4x64xf32>
  %lse = stablehlo.reduce(%all init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<4xf32>
  %lse2 = stablehlo.reshape %lse : (tensor<4xf32>) -> tensor<4x1xf32>
  %diff = stablehlo.subtract %lse2, %rl : tensor<4x1xf32>
  %sum = stablehlo.reduce(%diff init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
  %loss = osdp.all_reduce sum %sum on @mesh over {dp} : tensor<f32>
  %h = stablehlo.tanh %v : tensor<64x8xf32>
  %dlogits = stablehlo.dot_general %all, %h, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
  %pa = stablehlo.sine %ga : tensor<4x8xf32>
  %ra = osdp.all_reduce sum %pa on @mesh over {tp} : tensor<4x8xf32>
  %gw = stablehlo.dot_general %x, %ra, contracting_dims = [0] x [0] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %rgw = osdp.all_reduce sum %gw on @mesh over {dp} : tensor<8x8xf32>
  %nw = stablehlo.subtract %w, %rgw : tensor<8x8xf32>
  return %loss, %nw, %dlogits : tensor<f32>, tensor<8x8xf32>, tensor<4x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// Two branches, each normalized by its sum over the batch (a ResNet
// block's main branch and its shortcut): the second branch needs nothing
// the first one's normalization makes, so its computation and its sum
// move up above that normalization, and both sums travel in one call.
// Held longer, the second branch's value stays under the block's peak,
// the two 16 KiB values at its end.
// CHECK-LABEL: func.func @independent_branch
// CHECK:      stablehlo.tanh
// CHECK:      stablehlo.exponential
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
// CHECK-NOT:  osdp.all_reduce
// CHECK:      return
// OFF-LABEL: func.func @independent_branch
// OFF-COUNT-2: osdp.all_reduce
func.func @independent_branch(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>, %z: tensor<64x64xf32>)
    -> (tensor<8x4xf32>, tensor<64x64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %a = stablehlo.tanh %x : tensor<8x4xf32>
  %sa = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %ra = osdp.all_reduce sum %sa on @mesh over {dp} : tensor<4xf32>
  %ba = stablehlo.broadcast_in_dim %ra, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %na = stablehlo.subtract %a, %ba : tensor<8x4xf32>
  %b = stablehlo.exponential %y : tensor<8x4xf32>
  %sb = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rb = osdp.all_reduce sum %sb on @mesh over {dp} : tensor<4xf32>
  %bb = stablehlo.broadcast_in_dim %rb, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %nb = stablehlo.subtract %b, %bb : tensor<8x4xf32>
  %out = stablehlo.add %na, %nb : tensor<8x4xf32>
  %s = stablehlo.sine %z : tensor<64x64xf32>
  %c = stablehlo.cosine %s : tensor<64x64xf32>
  return %out, %c : tensor<8x4xf32>, tensor<64x64xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The same branches alone: the block's peak is the first branch's
// normalization (its value, its broadcast sum and its result), and the
// second branch's value held there would raise it. The branches stay in
// program order and their sums take two calls.
// CHECK-LABEL: func.func @independent_branch_at_the_peak
// CHECK:      osdp.all_reduce
// CHECK:      stablehlo.exponential
// CHECK:      osdp.all_reduce
func.func @independent_branch_at_the_peak(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %a = stablehlo.tanh %x : tensor<8x4xf32>
  %sa = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %ra = osdp.all_reduce sum %sa on @mesh over {dp} : tensor<4xf32>
  %ba = stablehlo.broadcast_in_dim %ra, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %na = stablehlo.subtract %a, %ba : tensor<8x4xf32>
  %b = stablehlo.exponential %y : tensor<8x4xf32>
  %sb = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rb = osdp.all_reduce sum %sb on @mesh over {dp} : tensor<4xf32>
  %bb = stablehlo.broadcast_in_dim %rb, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %nb = stablehlo.subtract %b, %bb : tensor<8x4xf32>
  %out = stablehlo.add %na, %nb : tensor<8x4xf32>
  return %out : tensor<8x4xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// The second branch is a loop that reads a value from above: that value
// moves up with the loop, ahead of it.
// CHECK-LABEL: func.func @branch_with_loop
// CHECK:      stablehlo.exponential
// CHECK:      stablehlo.while
// CHECK:      osdp.all_reduce sum %{{.*}} on @mesh over {dp} : tensor<8xf32>
// CHECK-NOT:  osdp.all_reduce
// CHECK:      return
func.func @branch_with_loop(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>, %z: tensor<64x64xf32>) -> (tensor<8x4xf32>, tensor<64x64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %a = stablehlo.tanh %x : tensor<8x4xf32>
  %sa = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %ra = osdp.all_reduce sum %sa on @mesh over {dp} : tensor<4xf32>
  %ba = stablehlo.broadcast_in_dim %ra, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %na = stablehlo.subtract %a, %ba : tensor<8x4xf32>
  %e = stablehlo.exponential %y : tensor<8x4xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %acc = %y) : tensor<i64>, tensor<8x4xf32>
   cond {
    %n = stablehlo.constant dense<2> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %next = stablehlo.add %acc, %e : tensor<8x4xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %c1 : tensor<i64>
    stablehlo.return %j, %next : tensor<i64>, tensor<8x4xf32>
  }
  %sb = stablehlo.reduce(%r#1 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %rb = osdp.all_reduce sum %sb on @mesh over {dp} : tensor<4xf32>
  %bb = stablehlo.broadcast_in_dim %rb, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %nb = stablehlo.subtract %r#1, %bb : tensor<8x4xf32>
  %out = stablehlo.add %na, %nb : tensor<8x4xf32>
  %s = stablehlo.sine %z : tensor<64x64xf32>
  %c = stablehlo.cosine %s : tensor<64x64xf32>
  return %out, %c : tensor<8x4xf32>, tensor<64x64xf32>
}
