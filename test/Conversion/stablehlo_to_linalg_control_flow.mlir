// RUN: osdp-opt %s --convert-stablehlo-to-linalg --split-input-file | FileCheck %s
// RUN: %lowering_check %s --split-input-file | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAILED
// EXEC: checked 7 functions, 0 failures

// CHECK-LABEL: func.func @while_loop
// CHECK: %[[R:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[X:.*]] = %arg0, %[[Y:.*]] = %arg1) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK: %[[C:.*]] = linalg.generic
// CHECK: arith.cmpi ult
// CHECK: %[[P:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK: scf.condition(%[[P]]) %[[I]], %[[X]], %[[Y]] : tensor<i32>, tensor<4xf32>, tensor<4xf32>
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.*]]: tensor<i32>, %[[X2:.*]]: tensor<4xf32>, %[[Y2:.*]]: tensor<4xf32>):
// CHECK: scf.yield %{{.*}}, %[[Y2]], %{{.*}} : tensor<i32>, tensor<4xf32>, tensor<4xf32>
// CHECK: return %[[R]]#1, %[[R]]#2, %[[R]]#0 : tensor<4xf32>, tensor<4xf32>, tensor<i32>
func.func @while_loop(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<ui32>) {
  %c0 = stablehlo.constant dense<0> : tensor<ui32>
  %r:3 = stablehlo.while(%i = %c0, %x = %a, %y = %b) : tensor<ui32>, tensor<4xf32>, tensor<4xf32>
   cond {
    %n = stablehlo.constant dense<5> : tensor<ui32>
    %p = stablehlo.compare LT, %i, %n, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<ui32>
    %next = stablehlo.add %i, %one : tensor<ui32>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
    %s = stablehlo.multiply %x, %half : tensor<4xf32>
    %t = stablehlo.add %s, %y : tensor<4xf32>
    // The carried values swap places.
    stablehlo.return %next, %y, %t : tensor<ui32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#2, %r#0 : tensor<4xf32>, tensor<4xf32>, tensor<ui32>
}

// -----

// CHECK-LABEL: func.func @if
// CHECK: %[[P:.*]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[P]] -> (tensor<3xf32>) {
// CHECK: scf.yield %{{.*}} : tensor<3xf32>
// CHECK: } else {
// CHECK: scf.yield %arg1 : tensor<3xf32>
func.func @if(%a: tensor<3xf32>, %b: tensor<3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p = stablehlo.compare GT, %s, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %e = stablehlo.exponential %a : tensor<3xf32>
    stablehlo.return %e : tensor<3xf32>
  }, {
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// An index out of range runs the last branch.
// CHECK-LABEL: func.func @case
// CHECK: %[[I:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK: %[[X:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK: scf.index_switch %[[X]] -> tensor<3xf32>
// CHECK: case 0 {
// CHECK: case 1 {
// CHECK: default {
// CHECK: arith.negf
func.func @case(%i0: tensor<i32>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %i = stablehlo.add %i0, %c : tensor<i32>
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<3xf32>
  }, {
    %e = stablehlo.exponential %a : tensor<3xf32>
    stablehlo.return %e : tensor<3xf32>
  }, {
    %n = stablehlo.negate %a : tensor<3xf32>
    stablehlo.return %n : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// A loop over the rows of a tensor with dynamic slices (a scan). It counts
// from one constant to another, so it is an scf.for over the other
// carried values (their buffers are then updated in place); the counter
// is rebuilt from the induction variable where the body reads it, and its
// final value is the bound.
// CHECK-LABEL: func.func @scan
// CHECK-DAG: %[[LB:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[UB:.*]] = arith.constant 5 : index
// CHECK: %[[R:.*]]:2 = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<1x3xf32>, tensor<5x3xf32>)
// CHECK: %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK: tensor.from_elements %[[I]] : tensor<i32>
// CHECK: tensor.extract_slice
// CHECK: tensor.insert_slice
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<1x3xf32>, tensor<5x3xf32>
// CHECK: return %[[R]]#1
func.func @scan(%xs: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %acc0 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf32>
  %out0 = stablehlo.constant dense<0.000000e+00> : tensor<5x3xf32>
  %r:3 = stablehlo.while(%i = %c0, %acc = %acc0, %out = %out0) : tensor<i32>, tensor<1x3xf32>, tensor<5x3xf32>
   cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %xs, %i, %z, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %sum = stablehlo.add %acc, %row : tensor<1x3xf32>
    %upd = stablehlo.dynamic_update_slice %out, %sum, %i, %z : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %sum, %upd : tensor<i32>, tensor<1x3xf32>, tensor<5x3xf32>
  }
  return %r#2 : tensor<5x3xf32>
}

// -----

// A counter that steps by two is not a counted loop of this form: it stays
// an scf.while.
// CHECK-LABEL: func.func @step_two
// CHECK: scf.while
// CHECK-NOT: scf.for
func.func @step_two(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<4xf32>
   cond {
    %n = stablehlo.constant dense<5> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %two = stablehlo.constant dense<2> : tensor<i64>
    %next = stablehlo.add %i, %two : tensor<i64>
    %t = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %next, %t : tensor<i64>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// A composite is a call of its decomposition, which is lowered with the
// rest.
// CHECK-LABEL: func.func @composite
// CHECK-NEXT: %[[R:.*]] = call @my.softplus(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func private @my.softplus
// CHECK: linalg.generic
func.func @composite(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.composite "my.softplus" %x {decomposition = @my.softplus} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func private @my.softplus(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.exponential %x : tensor<3xf32>
  %1 = stablehlo.log_plus_one %0 : tensor<3xf32>
  return %1 : tensor<3xf32>
}
