// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s
// RUN: osdp-opt %s -mlir-print-op-generic -o %t.generic && osdp-opt %t.generic | FileCheck %s

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The shard_map form JAX exports: the body sees 1x4 shards of a 2x4 value.
// CHECK-LABEL: func.func @shard_map
// CHECK: %[[MC:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%[[ARG:.*]]: tensor<1x4xf32>) {
// CHECK-NEXT:   %[[ADD:.*]] = func.call @body(%[[ARG]]) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT:   sdy.return %[[ADD]] : tensor<1x4xf32>
// CHECK-NEXT: } : (tensor<2x4xf32>) -> tensor<2x4xf32>
func.func private @body(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  return %arg0 : tensor<1x4xf32>
}
func.func @shard_map(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    %1 = func.call @body(%arg1) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    sdy.return %1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// Two manual axes on one dimension, a free axis after them, two operands and
// two results, and an attribute dictionary.
// CHECK-LABEL: func.func @two_axes
// CHECK: sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"a", "b"}, {}]>, <@mesh, [{}, {"a"}]>] out_shardings=[<@mesh, [{"a", "b"}, {}]>, <@mesh, [{}, {}], replicated={"a"}>] manual_axes={"a", "b"} (%{{.*}}: tensor<2x3xf32>, %{{.*}}: tensor<8x2xf32>) {
// CHECK: } {xla.note = "kept"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> (tensor<8x3xf32>, tensor<8x4xf32>)
func.func @two_axes(%arg0: tensor<8x3xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8x3xf32>, tensor<8x4xf32>) {
  %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"a", "b"}, {}]>, <@mesh, [{}, {"a"}]>] out_shardings=[<@mesh, [{"a", "b"}, {}]>, <@mesh, [{}, {}], replicated={"a"}>] manual_axes={"a", "b"} (%x: tensor<2x3xf32>, %y: tensor<8x2xf32>) {
    %big = func.call @widen(%y) : (tensor<8x2xf32>) -> tensor<8x4xf32>
    sdy.return %x, %big : tensor<2x3xf32>, tensor<8x4xf32>
  } {xla.note = "kept"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> (tensor<8x3xf32>, tensor<8x4xf32>)
  return %0#0, %0#1 : tensor<8x3xf32>, tensor<8x4xf32>
}
func.func private @widen(tensor<8x2xf32>) -> tensor<8x4xf32>

// No operands, no results.
// CHECK-LABEL: func.func @empty
// CHECK: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
// CHECK-NEXT: sdy.return
// CHECK-NEXT: } : () -> ()
func.func @empty() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    sdy.return
  } : () -> ()
  return
}
