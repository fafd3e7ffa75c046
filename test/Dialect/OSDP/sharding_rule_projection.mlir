// RUN: osdp-opt %s --osdp-propagate | FileCheck %s

// How shardings cross a reshape that merges dimensions: a factor split by its
// axes reaches the merged dimension only when its blocks are blocks of that
// dimension (docs/sharding-rules.md).

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// 7 rows split over tp are 4 + 3 rows (64 + 48 elements); [{tp}] on the 112
// merged elements would be 56 + 56. The result is left unsplit.
// CHECK-LABEL: func.func @merge_uneven_major
// CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{}]>]}
func.func @merge_uneven_major(%arg0: tensor<7x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<112xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<7x16xf32>) -> tensor<112xf32>
  return %0 : tensor<112xf32>
}

// 8 rows split evenly over tp (4 rows of 16 each) are 64-element blocks of
// the merged dimension.
// CHECK-LABEL: func.func @merge_even_major
// CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{tp}]>]}
func.func @merge_even_major(%arg0: tensor<8x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}]>}) -> tensor<128xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<8x16xf32>) -> tensor<128xf32>
  return %0 : tensor<128xf32>
}

// The major factor fully split over tp, the minor one padded over dp (2 + 2 +
// 2 + 1 columns): only tp reaches the merged dimension.
// CHECK-LABEL: func.func @merge_uneven_minor
// CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{tp}]>]}
func.func @merge_uneven_minor(%arg0: tensor<2x7xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {dp}]>}) -> tensor<14xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x7xf32>) -> tensor<14xf32>
  return %0 : tensor<14xf32>
}

// A padded split of a factor that is the whole dimension (beside a size-1
// one) is the dimension's padded split.
// CHECK-LABEL: func.func @merge_unit_major
// CHECK: stablehlo.reshape {{.*}} {osdp.shardings = [#osdp.sharding<@mesh, [{tp}]>]}
func.func @merge_unit_major(%arg0: tensor<1x7xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {tp}]>}) -> tensor<7xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<1x7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// Backwards: [{tp}] on the 112 merged elements is no split of the 7 rows, so
// the operand is left unsplit.
// CHECK-LABEL: func.func @merge_uneven_backward
// CHECK-SAME: %arg0: tensor<7x16xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>}
func.func @merge_uneven_backward(%arg0: tensor<7x16xf32>) -> (tensor<112xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}]>}) {
  %0 = stablehlo.reshape %arg0 : (tensor<7x16xf32>) -> tensor<112xf32>
  return %0 : tensor<112xf32>
}
