// RUN: osdp-opt %s --osdp-estimate-cost="hardware=%S/Inputs/round.json" --split-input-file -o /dev/null | FileCheck %s

// A counted loop (a constant start and bound, a step of one) runs its body
// 4 times: each iteration's product (2*32*32*64 = 131072 FLOP), the
// accumulation (1024) and the counter's add (1) count 4 times, the
// condition's compare once: 528389 FLOP. Memory: the caller's two 64x32
// arguments and 32x32 result (8192 + 8192 + 4096 bytes: the loop's
// accumulator is the returned value); the loop holds its 8-byte counter
// and, in each iteration, the product's 32x32 result (4096); the
// accumulator's next value is computed in its own buffer. 24584 at the
// peak.
// CHECK: cost of @main on round
// CHECK-NEXT: compute: 528389 FLOP
// CHECK-NEXT: memory: peak 24584 bytes per device (16384 in arguments)
func.func @main(%x: tensor<64x32xf32>, %w: tensor<64x32xf32>) -> tensor<32x32xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %zero) : tensor<i64>, tensor<32x32xf32>
   cond {
    %n = stablehlo.constant dense<4> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %g = stablehlo.dot_general %x, %w, contracting_dims = [0] x [0] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %next = stablehlo.add %acc, %g : tensor<32x32xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %next : tensor<i64>, tensor<32x32xf32>
  }
  return %r#1 : tensor<32x32xf32>
}

// -----

// A loop whose trip count is unknown (the bound is an argument) is taken
// to run once: 132097 FLOP in the body, 1 in the condition.
// CHECK: cost of @main on round
// CHECK-NEXT: compute: 132098 FLOP
func.func @main(%x: tensor<64x32xf32>, %w: tensor<64x32xf32>, %n: tensor<i64>) -> tensor<32x32xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %zero) : tensor<i64>, tensor<32x32xf32>
   cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %g = stablehlo.dot_general %x, %w, contracting_dims = [0] x [0] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %next = stablehlo.add %acc, %g : tensor<32x32xf32>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %next : tensor<i64>, tensor<32x32xf32>
  }
  return %r#1 : tensor<32x32xf32>
}
