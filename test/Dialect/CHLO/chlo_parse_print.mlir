// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s
// RUN: osdp-opt %s -mlir-print-op-generic -o %t.generic && osdp-opt %t.generic | FileCheck %s

// CHECK-LABEL: func.func @unary
func.func @unary(%x: tensor<20x20xf32>, %c: tensor<4xcomplex<f32>>, %i: tensor<4xi32>) {
  // CHECK: chlo.erf %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %0 = chlo.erf %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.erf_inv %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %1 = chlo.erf_inv %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.erfc %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %2 = chlo.erfc %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.lgamma %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %3 = chlo.lgamma %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.digamma %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %4 = chlo.digamma %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.bessel_i1e %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %5 = chlo.bessel_i1e %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.tan %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %6 = chlo.tan %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.acos %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %7 = chlo.acos %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.acosh %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %8 = chlo.acosh %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.asin %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %9 = chlo.asin %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.asinh %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %10 = chlo.asinh %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.atan %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %11 = chlo.atan %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.atanh %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %12 = chlo.atanh %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.cosh %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %13 = chlo.cosh %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.sinh %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %14 = chlo.sinh %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.square %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
  %15 = chlo.square %x : tensor<20x20xf32> -> tensor<20x20xf32>
  // CHECK: chlo.square %arg2 : tensor<4xi32> -> tensor<4xi32>
  %16 = chlo.square %i : tensor<4xi32> -> tensor<4xi32>
  // CHECK: chlo.conj %arg1 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %17 = chlo.conj %c : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  // CHECK: chlo.acosh %arg1 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %18 = chlo.acosh %c : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  // CHECK: chlo.is_inf %arg0 : tensor<20x20xf32> -> tensor<20x20xi1>
  %19 = chlo.is_inf %x : tensor<20x20xf32> -> tensor<20x20xi1>
  // CHECK: chlo.is_neg_inf %arg0 : tensor<20x20xf32> -> tensor<20x20xi1>
  %20 = chlo.is_neg_inf %x : tensor<20x20xf32> -> tensor<20x20xi1>
  // CHECK: chlo.is_pos_inf %arg0 : tensor<20x20xf32> -> tensor<20x20xi1>
  %21 = chlo.is_pos_inf %x : tensor<20x20xf32> -> tensor<20x20xi1>
  return
}

// CHECK-LABEL: func.func @dynamic_and_scalar
func.func @dynamic_and_scalar(%x: tensor<?x4xbf16>, %s: tensor<f64>) {
  // CHECK: chlo.erf %arg0 : tensor<?x4xbf16> -> tensor<?x4xbf16>
  %0 = chlo.erf %x : tensor<?x4xbf16> -> tensor<?x4xbf16>
  // CHECK: chlo.lgamma %arg1 : tensor<f64> -> tensor<f64>
  %1 = chlo.lgamma %s : tensor<f64> -> tensor<f64>
  return
}

// CHECK-LABEL: func.func @binary
func.func @binary(%a: tensor<f32>, %b: tensor<f32>) {
  // CHECK: chlo.polygamma %arg0, %arg1 : tensor<f32>, tensor<f32> -> tensor<f32>
  %0 = chlo.polygamma %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  // CHECK: chlo.zeta %arg0, %arg1 : tensor<f32>, tensor<f32> -> tensor<f32>
  %1 = chlo.zeta %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  // CHECK: chlo.next_after %arg0, %arg1 : tensor<f32>, tensor<f32> -> tensor<f32>
  %2 = chlo.next_after %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  return
}

// CHECK-LABEL: func.func @top_k
func.func @top_k(%x: tensor<5xf32>, %y: tensor<3x16xi32>) {
  // CHECK: %values, %indices = chlo.top_k(%arg0, k = 5) : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
  %values, %indices = chlo.top_k(%x, k = 5) : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
  // CHECK: %values_0, %indices_1 = chlo.top_k(%arg1, k = 2) : tensor<3x16xi32> -> (tensor<3x2xi32>, tensor<3x2xi32>)
  %0:2 = chlo.top_k(%y, k = 2) : tensor<3x16xi32> -> (tensor<3x2xi32>, tensor<3x2xi32>)
  return
}

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %c: tensor<3xf32>, %d: tensor<?xf32>, %p: tensor<3x1xi1>, %i: tensor<1x4xi32>) {
  // NumPy broadcasting: trailing dimensions align.
  // CHECK: chlo.broadcast_add %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // Explicit broadcast_dimensions map the rank-1 operand onto dimension 0.
  // CHECK: chlo.broadcast_multiply %arg1, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_multiply %b, %c {broadcast_dimensions = array<i64: 0>} : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_subtract %arg3, %arg3 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = chlo.broadcast_subtract %d, %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  // CHECK: chlo.broadcast_divide %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = chlo.broadcast_divide %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: chlo.broadcast_maximum
  %4 = chlo.broadcast_maximum %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_minimum
  %5 = chlo.broadcast_minimum %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_power
  %6 = chlo.broadcast_power %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_remainder
  %7 = chlo.broadcast_remainder %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_atan2
  %8 = chlo.broadcast_atan2 %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_and %arg5, %arg5 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  %9 = chlo.broadcast_and %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_or
  %10 = chlo.broadcast_or %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_xor
  %11 = chlo.broadcast_xor %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_shift_left
  %12 = chlo.broadcast_shift_left %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_shift_right_arithmetic
  %13 = chlo.broadcast_shift_right_arithmetic %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_shift_right_logical
  %14 = chlo.broadcast_shift_right_logical %i, %i : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  // CHECK: chlo.broadcast_complex %arg0, %arg1 : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
  %15 = chlo.broadcast_complex %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
  // CHECK: chlo.broadcast_compare %arg0, %arg1 {compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %16 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  // CHECK: chlo.broadcast_select %arg4, %arg0, %arg1 : (tensor<3x1xi1>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %17 = chlo.broadcast_select %p, %a, %b : (tensor<3x1xi1>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_polygamma
  %18 = chlo.broadcast_polygamma %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_zeta
  %19 = chlo.broadcast_zeta %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: chlo.broadcast_next_after
  %20 = chlo.broadcast_next_after %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}
