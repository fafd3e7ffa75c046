// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC

// Compiled for the CPU and run against XLA on random inputs.
// EXEC-NOT: FAILED
// EXEC: checked 10 functions, 0 failures

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @float_binary
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x5xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%[[E]] : tensor<4x5xf32>)
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: arith.divf
// CHECK: arith.remf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: math.powf
// CHECK: math.atan2
func.func @float_binary(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) {
  %0 = stablehlo.add %a, %b : tensor<4x5xf32>
  %1 = stablehlo.subtract %a, %b : tensor<4x5xf32>
  %2 = stablehlo.multiply %a, %b : tensor<4x5xf32>
  %3 = stablehlo.divide %a, %b : tensor<4x5xf32>
  %4 = stablehlo.remainder %a, %b : tensor<4x5xf32>
  %5 = stablehlo.maximum %a, %b : tensor<4x5xf32>
  %6 = stablehlo.minimum %a, %b : tensor<4x5xf32>
  %abs = stablehlo.abs %a : tensor<4x5xf32>
  %7 = stablehlo.power %abs, %b : tensor<4x5xf32>
  %8 = stablehlo.atan2 %a, %b : tensor<4x5xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @float_unary
// CHECK: arith.negf
// CHECK: math.absf
// CHECK: math.exp
// CHECK: math.expm1
// CHECK: math.log
// CHECK: math.log1p
// The logistic function: 1 / (1 + exp(-x)).
// CHECK: arith.negf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK: math.sqrt
// CHECK: math.rsqrt
// CHECK: math.tanh
// CHECK: math.sin
// CHECK: math.cos
// CHECK: math.floor
// CHECK: math.ceil
// CHECK: math.roundeven
// CHECK: math.round
// CHECK: arith.cmpf ueq
// CHECK: math.cbrt
// CHECK: math.tan
func.func @float_unary(%a: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>) {
  %c = stablehlo.constant dense<3.500000e+00> : tensor<4x5xf32>
  %x = stablehlo.multiply %a, %c : tensor<4x5xf32>
  %0 = stablehlo.negate %x : tensor<4x5xf32>
  %1 = stablehlo.abs %x : tensor<4x5xf32>
  %2 = stablehlo.exponential %a : tensor<4x5xf32>
  %3 = stablehlo.exponential_minus_one %a : tensor<4x5xf32>
  %4 = stablehlo.log %1 : tensor<4x5xf32>
  %5 = stablehlo.log_plus_one %1 : tensor<4x5xf32>
  %6 = stablehlo.logistic %x : tensor<4x5xf32>
  %7 = stablehlo.sqrt %1 : tensor<4x5xf32>
  %8 = stablehlo.rsqrt %1 : tensor<4x5xf32>
  %9 = stablehlo.tanh %x : tensor<4x5xf32>
  %10 = stablehlo.sine %x : tensor<4x5xf32>
  %11 = stablehlo.cosine %x : tensor<4x5xf32>
  %12 = stablehlo.floor %x : tensor<4x5xf32>
  %13 = stablehlo.ceil %x : tensor<4x5xf32>
  %14 = stablehlo.round_nearest_even %x : tensor<4x5xf32>
  %15 = stablehlo.round_nearest_afz %x : tensor<4x5xf32>
  %16 = stablehlo.sign %x : tensor<4x5xf32>
  %17 = stablehlo.cbrt %x : tensor<4x5xf32>
  %18 = stablehlo.tan %a : tensor<4x5xf32>
  %19 = stablehlo.is_finite %4 : (tensor<4x5xf32>) -> tensor<4x5xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>
}

// -----

// NaN propagates through maximum and minimum, is its own sign, and
// converts to integer 0; out-of-range floats saturate.
// CHECK-LABEL: func.func @nan_and_saturation
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.fptosi
// CHECK: arith.cmpf oge
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf uno
func.func @nan_and_saturation(%a: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<6xf32>
  %nan = stablehlo.divide %zero, %zero : tensor<6xf32>
  %0 = stablehlo.maximum %a, %nan : tensor<6xf32>
  %1 = stablehlo.minimum %nan, %a : tensor<6xf32>
  %2 = stablehlo.convert %nan : (tensor<6xf32>) -> tensor<6xi32>
  %3 = stablehlo.sign %nan : tensor<6xf32>
  %big = stablehlo.constant dense<1.000000e+10> : tensor<6xf32>
  %scaled = stablehlo.multiply %a, %big : tensor<6xf32>
  %4 = stablehlo.convert %scaled : (tensor<6xf32>) -> tensor<6xi32>
  %5 = stablehlo.convert %scaled : (tensor<6xf32>) -> tensor<6xui8>
  return %0, %1, %2, %3, %4, %5 : tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>
}

// -----

// Integer division by zero gives -1 and remainder the dividend; INT_MIN / -1
// is INT_MIN (XLA).
// CHECK-LABEL: func.func @int_binary
// CHECK: arith.addi
// CHECK: arith.subi
// CHECK: arith.muli
// CHECK: arith.divsi
// CHECK: arith.remsi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK: arith.xori
// CHECK: arith.xori
// CHECK: arith.shli
// CHECK: arith.shrsi
// CHECK: arith.shrui
// CHECK: scf.for
func.func @int_binary(%a0: tensor<4x5xi32>, %b0: tensor<4x5xi32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<2xi32>, tensor<2xi32>) {
  %two = stablehlo.constant dense<2> : tensor<4x5xi32>
  %sixteen = stablehlo.constant dense<16> : tensor<4x5xi32>
  %a = stablehlo.subtract %a0, %two : tensor<4x5xi32>
  %b = stablehlo.subtract %b0, %two : tensor<4x5xi32>
  %s = stablehlo.multiply %b0, %sixteen : tensor<4x5xi32>
  %0 = stablehlo.add %a, %b : tensor<4x5xi32>
  %1 = stablehlo.subtract %a, %b : tensor<4x5xi32>
  %2 = stablehlo.multiply %a, %b : tensor<4x5xi32>
  %3 = stablehlo.divide %a, %b : tensor<4x5xi32>
  %4 = stablehlo.remainder %a, %b : tensor<4x5xi32>
  %5 = stablehlo.maximum %a, %b : tensor<4x5xi32>
  %6 = stablehlo.minimum %a, %b : tensor<4x5xi32>
  %7 = stablehlo.and %a, %b : tensor<4x5xi32>
  %8 = stablehlo.or %a, %b : tensor<4x5xi32>
  %9 = stablehlo.xor %a, %b : tensor<4x5xi32>
  %10 = stablehlo.not %a : tensor<4x5xi32>
  %11 = stablehlo.shift_left %a, %s : tensor<4x5xi32>
  %12 = stablehlo.shift_right_arithmetic %a, %s : tensor<4x5xi32>
  %13 = stablehlo.shift_right_logical %a, %s : tensor<4x5xi32>
  %14 = stablehlo.power %a, %b : tensor<4x5xi32>
  %min = stablehlo.constant dense<[-2147483648, 7]> : tensor<2xi32>
  %m1 = stablehlo.constant dense<-1> : tensor<2xi32>
  %15 = stablehlo.divide %min, %m1 : tensor<2xi32>
  %16 = stablehlo.remainder %min, %m1 : tensor<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// Unsigned integers become signless; the ops keep unsigned semantics.
// CHECK-LABEL: func.func @unsigned
// CHECK-SAME: (%arg0: tensor<4x5xi32>, %arg1: tensor<4x5xi32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xi64>)
// CHECK: arith.divui
// CHECK: arith.remui
// CHECK: arith.maxui
// CHECK: arith.cmpi ult
// CHECK: arith.uitofp
// CHECK: arith.extui
func.func @unsigned(%a0: tensor<4x5xui32>, %b: tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xi64>) {
  %two = stablehlo.constant dense<2> : tensor<4x5xui32>
  %a = stablehlo.subtract %a0, %two : tensor<4x5xui32>
  %0 = stablehlo.divide %a, %b : tensor<4x5xui32>
  %1 = stablehlo.remainder %a, %b : tensor<4x5xui32>
  %2 = stablehlo.maximum %a, %b : tensor<4x5xui32>
  %3 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xi1>
  %4 = stablehlo.convert %a : (tensor<4x5xui32>) -> tensor<4x5xf32>
  %5 = stablehlo.convert %a : (tensor<4x5xui32>) -> tensor<4x5xi64>
  return %0, %1, %2, %3, %4, %5 : tensor<4x5xui32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xi64>
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf une
// CHECK: arith.cmpf oge
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf ole
// CHECK: arith.cmpf olt
// Total order: the bits of negative floats flipped, compared as integers.
// CHECK: arith.bitcast
// CHECK: arith.shrsi
// CHECK: arith.cmpi slt
// CHECK: arith.cmpi sge
func.func @compare(%a: tensor<4x5xf32>, %b0: tensor<4x5xf32>, %i: tensor<4x5xi32>, %j: tensor<4x5xi32>) -> (tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>) {
  // Some equal elements.
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<4x5xf32>
  %p = stablehlo.compare GT, %b0, %zero, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %b = stablehlo.select %p, %a, %b0 : tensor<4x5xi1>, tensor<4x5xf32>
  %0 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %1 = stablehlo.compare NE, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %2 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %3 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %4 = stablehlo.compare LE, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %5 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %6 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
  %7 = stablehlo.compare GE, %i, %j, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>
}

// -----

// Scalar predicates and clamp bounds are broadcast.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @select_clamp
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]], #[[ID]]]
// CHECK: arith.select
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[ID]], #[[ID]]]
// CHECK: arith.select
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[SCALAR]], #[[ID]]]
// CHECK: arith.maximumf
// CHECK-NEXT: arith.minimumf
func.func @select_clamp(%p: tensor<4x5xi1>, %q: tensor<i1>, %a: tensor<4x5xf32>, %b: tensor<4x5xf32>, %lo: tensor<f32>, %hi0: tensor<f32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>) {
  %0 = stablehlo.select %p, %a, %b : tensor<4x5xi1>, tensor<4x5xf32>
  %1 = stablehlo.select %q, %a, %b : tensor<i1>, tensor<4x5xf32>
  %hi = stablehlo.abs %hi0 : tensor<f32>
  %2 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  %i = stablehlo.convert %a : (tensor<4x5xf32>) -> tensor<4x5xi32>
  %ilo = stablehlo.constant dense<-1> : tensor<4x5xi32>
  %ihi = stablehlo.constant dense<1> : tensor<4x5xi32>
  %3 = stablehlo.clamp %ilo, %i, %ihi : tensor<4x5xi32>
  return %0, %1, %2, %3 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

// CHECK-LABEL: func.func @convert
// CHECK: arith.sitofp
// CHECK: arith.uitofp
// CHECK: arith.extui
// CHECK: arith.trunci
// CHECK: arith.extsi
// CHECK: arith.cmpf une
// CHECK: arith.cmpi ne
// CHECK: arith.extf
// CHECK: arith.truncf
// CHECK: arith.bitcast
func.func @convert(%i0: tensor<6xi32>, %p: tensor<6xi1>, %f: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xi8>, tensor<6xi64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf16>, tensor<6xi32>) {
  %c = stablehlo.constant dense<[-300, -2, 0, 1, 200, 70000]> : tensor<6xi32>
  %i = stablehlo.add %i0, %c : tensor<6xi32>
  %0 = stablehlo.convert %i : (tensor<6xi32>) -> tensor<6xf32>
  %1 = stablehlo.convert %p : (tensor<6xi1>) -> tensor<6xf32>
  %2 = stablehlo.convert %p : (tensor<6xi1>) -> tensor<6xi32>
  %3 = stablehlo.convert %i : (tensor<6xi32>) -> tensor<6xi8>
  %4 = stablehlo.convert %i : (tensor<6xi32>) -> tensor<6xi64>
  %5 = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xi1>
  %6 = stablehlo.convert %i0 : (tensor<6xi32>) -> tensor<6xi1>
  %7 = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf64>
  %8 = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xf16>
  %9 = stablehlo.bitcast_convert %f : (tensor<6xf32>) -> tensor<6xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xi8>, tensor<6xi64>, tensor<6xi1>, tensor<6xi1>, tensor<6xf64>, tensor<6xf16>, tensor<6xi32>
}

// -----

// CHECK-LABEL: func.func @chlo
// CHECK: arith.mulf
// CHECK: math.erf
// CHECK: math.absf
// CHECK: arith.cmpf oeq
func.func @chlo(%a: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xf32>) {
  %0 = chlo.square %a : tensor<4x5xf32> -> tensor<4x5xf32>
  %1 = chlo.erf %a : tensor<4x5xf32> -> tensor<4x5xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<4x5xf32>
  %inf = stablehlo.divide %a, %zero : tensor<4x5xf32>
  %2 = chlo.is_inf %inf : tensor<4x5xf32> -> tensor<4x5xi1>
  %3 = chlo.sinh %a : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0, %1, %2, %3 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xf32>
}

// -----

// A sum over microbatches keeps its mark (osdp.microbatch_sum) for
// osdp-fuse-elementwise, which stores it.
// CHECK-LABEL: func.func @microbatch_sum
// CHECK:         linalg.generic
// CHECK-SAME:      attrs = {osdp.microbatch_sum}
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.addf
func.func @microbatch_sum(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = stablehlo.add %a, %b {osdp.microbatch_sum} : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
