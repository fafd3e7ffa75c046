// Every op file printed in the generic form parses back and prints the same
// text again; the generic form printed from the pretty form reads back to
// the same pretty form.
//
// RUN: osdp-opt %S/ops_parse_print.mlir --mlir-print-op-generic > %t.pretty.g1
// RUN: osdp-opt %t.pretty.g1 --mlir-print-op-generic > %t.pretty.g2
// RUN: diff %t.pretty.g1 %t.pretty.g2
// RUN: osdp-opt %S/generic_ops_parse_print.mlir --mlir-print-op-generic > %t.generic.g1
// RUN: osdp-opt %t.generic.g1 --mlir-print-op-generic > %t.generic.g2
// RUN: diff %t.generic.g1 %t.generic.g2
// RUN: osdp-opt %s --mlir-print-op-generic | FileCheck %s --strict-whitespace
// RUN: osdp-opt %s --mlir-print-op-generic -o %t.g && osdp-opt %t.g --mlir-print-op-generic | FileCheck %s --strict-whitespace
// RUN: osdp-opt %t.g | FileCheck %s --check-prefix=PRETTY --strict-whitespace

// Inherent attributes print as properties with upstream's storage types
// (DenseI64ArrayAttr `array<i64: ...>`, DenseIntElementsAttr `dense<...>`,
// enum attributes `#stablehlo<... X>`).

// CHECK-LABEL: "func.func"() <{function_type = (tensor<4x3xf32>, tensor<3xf32>, tensor<2xui64>, tensor<f32>) -> (), sym_name = "generic"}> ({
func.func @generic(%a: tensor<4x3xf32>, %v: tensor<3xf32>, %i: tensor<2xui64>, %z: tensor<f32>) {
  // CHECK:      %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<4x3xf32>
  // CHECK-NEXT: %1 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %2 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %3 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  // CHECK-NEXT: %4 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %5 = "stablehlo.reduce"(%arg0, %arg3) <{dimensions = array<i64: 0>}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
  // CHECK-NEXT:   %9 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT:   "stablehlo.return"(%9) : (tensor<f32>) -> ()
  // CHECK-NEXT: }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
  // CHECK-NEXT: %6 = "stablehlo.pad"(%arg1, %arg3) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: %7 = "stablehlo.custom_call"(%arg1) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
  // CHECK-NEXT: %8:2 = "stablehlo.rng_bit_generator"(%arg2) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  // PRETTY:      %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  // PRETTY-NEXT: %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
  // PRETTY-NEXT: %2 = stablehlo.slice %arg0 [1:3, 0:3:2] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  // PRETTY-NEXT: %3 = stablehlo.compare LT, %arg1, %arg1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  // PRETTY-NEXT: %4 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  // PRETTY-NEXT: %5 = stablehlo.reduce(%arg0 init: %arg3) across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
  // PRETTY:      %6 = stablehlo.pad %arg1, %arg3, low = [0], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  // PRETTY-NEXT: %7 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
  // PRETTY-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg2, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %0 = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<4x3xf32>
  %1 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %2 = "stablehlo.slice"(%a) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<2x2xf32>
  %3 = "stablehlo.compare"(%v, %v) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %4 = "stablehlo.dot_general"(%a, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_batching_dimensions = [], rhs_batching_dimensions = []>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  %5 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
  %6 = "stablehlo.pad"(%v, %z) <{edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>}> : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %7 = "stablehlo.custom_call"(%v) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
  %8:2 = "stablehlo.rng_bit_generator"(%i) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  return
}
