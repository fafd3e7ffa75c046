// RUN: osdp-opt %s --cse --canonicalize | FileCheck %s

// An all_gather allocates its (larger) result: CSE keeps two gathers of one
// value apart, so a parameter gathered for two uses is not kept whole
// between them, while an unused gather is still dead code.

osdp.mesh @mesh = <[dp = 4]>

// CHECK-LABEL: func.func @two_uses
// CHECK: %[[A:.*]] = osdp.all_gather %arg0
// CHECK: %[[B:.*]] = osdp.all_gather %arg0
// CHECK: return %[[A]], %[[B]]
func.func @two_uses(%x: tensor<2x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  %1 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %0, %1 : tensor<8x4xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @unused
// CHECK-NOT: osdp.all_gather
// CHECK: return %arg0
func.func @unused(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {}] : tensor<2x4xf32> -> tensor<8x4xf32>
  return %x : tensor<2x4xf32>
}

// Other collectives are pure: two equal all_reduces are one.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[R:.*]] = osdp.all_reduce sum %arg0
// CHECK-NEXT: return %[[R]], %[[R]]
func.func @reductions(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<2x4xf32>
  %1 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<2x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}
