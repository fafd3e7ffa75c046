// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAILED
// EXEC: checked 8 functions, 0 failures

// The layouts of linalg's named ops, zero-filled accumulators.
// CHECK-LABEL: func.func @named
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<4x6xf32>)
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<4x5xf32>, tensor<5x6xf32>) outs(%[[F]] : tensor<4x6xf32>)
// CHECK: linalg.batch_matmul ins(%arg2, %arg3 : tensor<2x4x5xf32>, tensor<2x5x6xf32>)
func.func @named(%a: tensor<4x5xf32>, %b: tensor<5x6xf32>, %c: tensor<2x4x5xf32>, %d: tensor<2x5x6xf32>) -> (tensor<4x6xf32>, tensor<2x4x6xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x5xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x5xf32>, tensor<2x5x6xf32>) -> tensor<2x4x6xf32>
  return %0, %1 : tensor<4x6xf32>, tensor<2x4x6xf32>
}

// -----

// Other layouts: one contraction generic over [batch, lhs free, rhs free,
// contracting] loops.
// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d1, d0)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[TL:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[TR:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @general
// CHECK: linalg.generic {indexing_maps = [#[[TL]], #[[TR]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// Mixed precision: operands converted to the result type first.
// CHECK: arith.extsi
// CHECK: arith.extsi
// CHECK: arith.muli
// CHECK: arith.addi
func.func @general(%a: tensor<5x4xf32>, %b: tensor<5x6xf32>, %c: tensor<3x4x2xf32>, %d: tensor<2x3x5xf32>, %i: tensor<3x4xi8>, %j: tensor<4xi8>, %k: tensor<4x3xf32>, %l: tensor<3xf32>) -> (tensor<4x6xf32>, tensor<2x4x5xf32>, tensor<3xi32>, tensor<4xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<5x4xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [2] x [0], contracting_dims = [0] x [1] : (tensor<3x4x2xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  %2 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<3x4xi8>, tensor<4xi8>) -> tensor<3xi32>
  %3 = stablehlo.dot %k, %l, precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4x6xf32>, tensor<2x4x5xf32>, tensor<3xi32>, tensor<4xf32>
}

// -----

// A float sum, product, max or min may combine its terms in any order
// (stablehlo.reduce leaves the order to the implementation): `reassoc`,
// which lets the CPU code keep partial results in vector lanes. Integer
// and multi-op bodies stay as they are.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[INIT:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.*}} : tensor<3xf32>)
// CHECK: linalg.reduce { arith.addf {fastmath = #arith.fastmath<reassoc>} } ins(%arg0 : tensor<2x3x4xf32>) outs(%[[F]] : tensor<3xf32>) dimensions = [0, 2]
// CHECK: linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<reassoc>} } ins(%arg0 : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<2x4xf32>) dimensions = [1]
// CHECK: linalg.reduce { arith.minimumf {fastmath = #arith.fastmath<reassoc>} } {{.*}} dimensions = [0, 1, 2]
// CHECK: linalg.reduce { arith.mulf {fastmath = #arith.fastmath<reassoc>} }
// CHECK: linalg.reduce { arith.andi }
// CHECK: linalg.reduce { arith.ori }
// CHECK: linalg.reduce { arith.addi
func.func @reductions(%a: tensor<2x3x4xf32>, %zero: tensor<f32>, %p: tensor<4x5xi1>, %i: tensor<4x5xi32>) -> (tensor<3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2xf32>, tensor<4xi1>, tensor<5xi1>, tensor<i32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.reduce(%a init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %2 = stablehlo.reduce(%a init: %inf) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.reduce(%a init: %one) applies stablehlo.multiply across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
  %4 = stablehlo.reduce(%p init: %true) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
  %5 = stablehlo.reduce(%p init: %false) applies stablehlo.or across dimensions = [0] : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
  %6 = stablehlo.reduce(%i init: %c0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2xf32>, tensor<4xi1>, tensor<5xi1>, tensor<i32>
}

// -----

// A variadic reduce with a general body: argmax. linalg.reduce's body takes
// (inputs..., accumulators...), stablehlo's (accumulators..., inputs...).
// CHECK-LABEL: func.func @argmax
// CHECK: linalg.reduce ins(%arg0, %{{.*}} : tensor<4x6xf32>, tensor<4x6xi32>) outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
// CHECK-NEXT: (%[[V:.*]]: f32, %[[I:.*]]: i32, %[[AV:.*]]: f32, %[[AI:.*]]: i32) {
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[AV]], %[[V]] : f32
// CHECK: %[[NV:.*]] = arith.select %{{.*}}, %[[AV]], %[[V]] : f32
// CHECK: %[[NI:.*]] = arith.select %{{.*}}, %[[AI]], %[[I]] : i32
// CHECK: linalg.yield %[[NV]], %[[NI]] : f32, i32
func.func @argmax(%a: tensor<4x6xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %idx = stablehlo.iota dim = 1 : tensor<4x6xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%a, %idx, %ninf, %c0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %v: tensor<f32>, %i: tensor<i32>):
    %gt = stablehlo.compare GT, %av, %v, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %v, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %keep = stablehlo.or %gt, %tie : tensor<i1>
    %nv = stablehlo.select %keep, %av, %v : tensor<i1>, tensor<f32>
    %ni = stablehlo.select %keep, %ai, %i : tensor<i1>, tensor<i32>
    stablehlo.return %nv, %ni : tensor<f32>, tensor<i32>
  }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// A reducer with a constant.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK: linalg.reduce
// CHECK: arith.mulf
// CHECK: arith.constant 1.000000e+00 : f32
func.func @sum_of_squares(%a: tensor<3x4xf32>) -> tensor<3xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = "stablehlo.reduce"(%a, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %sq = stablehlo.multiply %x, %x : tensor<f32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %s = stablehlo.multiply %sq, %one : tensor<f32>
    %sum = stablehlo.add %acc, %s : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// bf16 operands accumulate in f32.
// CHECK-LABEL: func.func @mixed_precision
// CHECK: linalg.generic
// CHECK: ^bb0(%[[X:.*]]: bf16, %[[Y:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK: %[[XF:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK: %[[YF:.*]] = arith.extf %[[Y]] : bf16 to f32
// CHECK: %[[M:.*]] = arith.mulf %[[XF]], %[[YF]] : f32
// CHECK: arith.addf %[[ACC]], %[[M]] : f32
func.func @mixed_precision(%a: tensor<4x8xbf16>, %b: tensor<8x3xbf16>) -> tensor<4x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x3xbf16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// A sum, product, max or min of bf16 or f16 accumulates in f32, rounded
// once at the end, as XLA's does: 512 ones sum to 512, where a running bf16
// sum stops at 256 (256 + 1 rounds to 256). A body of several ops keeps
// its own type.
// CHECK-LABEL: func.func @half_reductions
// CHECK: %[[INIT:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%{{.*}} : tensor<512x4xbf16>) outs(%[[F]] : tensor<4xf32>) dimensions = [0]
// CHECK-NEXT: (%[[IN:.*]]: bf16, %[[ACC:.*]]: f32) {
// CHECK-NEXT: %[[WIDE:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: arith.addf %[[ACC]], %[[WIDE]] fastmath<reassoc> : f32
// CHECK: linalg.map { arith.truncf } ins(%[[SUM]] : tensor<4xf32>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK: linalg.reduce {{.*}} outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK: arith.maximumf
// CHECK: linalg.map { arith.truncf } {{.*}} outs(%{{.*}} : tensor<4xf16>)
// CHECK: linalg.reduce ins(%arg0 : tensor<4x512xf16>) outs(%{{.*}} : tensor<4xf16>) dimensions = [1]
func.func @half_reductions(%h: tensor<4x512xf16>) -> (tensor<4xbf16>, tensor<4xf16>, tensor<4xf16>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
  %ninf = stablehlo.constant dense<0xFC00> : tensor<f16>
  %ones = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<bf16>) -> tensor<512x4xbf16>
  %0 = stablehlo.reduce(%ones init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<512x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
  %1 = stablehlo.reduce(%h init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x512xf16>, tensor<f16>) -> tensor<4xf16>
  %2 = stablehlo.reduce(%h init: %ninf) across dimensions = [1] : (tensor<4x512xf16>, tensor<f16>) -> tensor<4xf16>
   reducer(%x: tensor<f16>, %y: tensor<f16>) {
    %m = stablehlo.maximum %x, %y : tensor<f16>
    %n = stablehlo.maximum %m, %m : tensor<f16>
    stablehlo.return %n : tensor<f16>
  }
  return %0, %1, %2 : tensor<4xbf16>, tensor<4xf16>, tensor<4xf16>
}

// -----

// A reduce over dimensions of size 1 only, from its reducer's identity
// (JAX's gradient of a bias broadcast from [1, 1, n]), is a reshape, as
// XLA's simplifier makes it: a sum from 0, a max from -inf, an integer sum
// to a scalar, a product from 1. A reduce over a dimension of more than
// one element stays one. (From another init the implementations differ:
// XLA drops the init, this conversion folds it once; that case is not
// checked against XLA.)
// CHECK-LABEL: func.func @unit_reductions
// CHECK-DAG: %[[A:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x1x128xf32> into tensor<128xf32>
// CHECK-DAG: %[[B:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : tensor<4x1x8xf32> into tensor<4x8xf32>
// CHECK-DAG: %[[C:.*]] = tensor.collapse_shape %arg2 [] : tensor<1xi32> into tensor<i32>
// CHECK-DAG: %[[E:.*]] = tensor.collapse_shape %arg3 {{\[\[}}0, 1]] : tensor<3x1xf32> into tensor<3xf32>
// CHECK-DAG: %[[G:.*]] = linalg.reduce {{.*}} ins(%arg1 : tensor<4x1x8xf32>)
// CHECK: return %[[A]], %[[B]], %[[C]], %[[E]], %[[G]]
func.func @unit_reductions(%x: tensor<1x1x128xf32>, %y: tensor<4x1x8xf32>,
                           %z: tensor<1xi32>, %v: tensor<3x1xf32>)
    -> (tensor<128xf32>, tensor<4x8xf32>, tensor<i32>, tensor<3xf32>,
        tensor<1x8xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %a = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
  %b = stablehlo.reduce(%y init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x1x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %c = stablehlo.reduce(%z init: %izero) applies stablehlo.add across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
  %e = stablehlo.reduce(%v init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
  %g = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  return %a, %b, %c, %e, %g : tensor<128xf32>, tensor<4x8xf32>, tensor<i32>, tensor<3xf32>, tensor<1x8xf32>
}
