// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-parallel-scatters))' | FileCheck %s

// An embedding gradient, as convert-stablehlo-to-linalg lowers and
// bufferizes it: each token's gradient row added into the table's row for
// that token, if it is in bounds. One parallel loop over tokens and
// columns, the sum an atomic add.
// CHECK-LABEL: func.func @embedding_grad
// CHECK-NOT: scf.for
// CHECK: scf.parallel (%[[B:.*]], %[[T:.*]], %[[C:.*]]) = (%c0, %c0, %c0) to (%c4, %c6, %c8) step (%c1, %c1, %c1)
// CHECK:   %[[ID:.*]] = memref.load %arg1[%[[B]], %[[T]], %c0]
// CHECK:   %[[ROW:.*]] = arith.index_cast %[[ID]]
// CHECK:   scf.if
// CHECK:     %[[G:.*]] = memref.load %arg2[%[[B]], %[[T]], %[[C]]]
// CHECK:     memref.atomic_rmw addf %[[G]], %arg0[%[[ROW]], %[[C]]] : (f32, memref<10x8xf32>) -> f32
// CHECK-NOT: memref.store
// CHECK-NOT: scf.for
func.func @embedding_grad(%table: memref<10x8xf32>, %ids: memref<4x6x1xi32>, %grads: memref<4x6x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  scf.for %b = %c0 to %c4 step %c1 {
    scf.for %t = %c0 to %c6 step %c1 {
      scf.for %c = %c0 to %c8 step %c1 {
        %id = memref.load %ids[%b, %t, %c0] : memref<4x6x1xi32>
        %row = arith.index_cast %id : i32 to index
        %lo = arith.cmpi sge, %row, %c0 : index
        %hi = arith.cmpi sle, %row, %c9 : index
        %in = arith.andi %lo, %hi : i1
        scf.if %in {
          %old = memref.load %table[%row, %c] : memref<10x8xf32>
          %g = memref.load %grads[%b, %t, %c] : memref<4x6x8xf32>
          %sum = arith.addf %old, %g : f32
          memref.store %sum, %table[%row, %c] : memref<10x8xf32>
        }
      }
    }
  }
  return
}

// -----

// A combine of integers that is not one atomic op: a compare-and-swap
// loop computing it from the element.
// CHECK-LABEL: func.func @integer_combine
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c6) step (%c1)
// CHECK:   %[[U:.*]] = memref.load %arg2[%[[I]]]
// CHECK:   memref.generic_atomic_rmw %arg0[%{{.*}}] : memref<8xi32> {
// CHECK:   ^bb0(%[[OLD:.*]]: i32):
// CHECK:     %[[P:.*]] = arith.muli %[[OLD]], %[[U]] : i32
// CHECK:     %[[S:.*]] = arith.addi %[[P]], %c1_i32 : i32
// CHECK:     memref.atomic_yield %[[S]] : i32
func.func @integer_combine(%dst: memref<8xi32>, %ids: memref<6xi32>, %u: memref<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %old = memref.load %dst[%k] : memref<8xi32>
    %v = memref.load %u[%i] : memref<6xi32>
    %p = arith.muli %old, %v : i32
    %s = arith.addi %p, %one : i32
    memref.store %s, %dst[%k] : memref<8xi32>
  }
  return
}

// -----

// Left serial: a product of floats (no atomic op computes it, and MLIR
// lowers compare-and-swap loops for integers only); a scatter of two
// operands (two stores per update); an update reading the destination at
// another element; a loop-carried value; a nest already in a parallel
// loop.
// CHECK-LABEL: func.func @float_product
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: memref.store
func.func @float_product(%dst: memref<8xf32>, %ids: memref<6xi32>, %u: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %old = memref.load %dst[%k] : memref<8xf32>
    %v = memref.load %u[%i] : memref<6xf32>
    %p = arith.mulf %old, %v : f32
    memref.store %p, %dst[%k] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @two_operands
// CHECK-NOT: scf.parallel
// CHECK: scf.for
func.func @two_operands(%a: memref<8xf32>, %b: memref<8xf32>, %ids: memref<6xi32>, %u: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %v = memref.load %u[%i] : memref<6xf32>
    %x = memref.load %a[%k] : memref<8xf32>
    %y = memref.load %b[%k] : memref<8xf32>
    %x2 = arith.addf %x, %v : f32
    %y2 = arith.addf %y, %v : f32
    memref.store %x2, %a[%k] : memref<8xf32>
    memref.store %y2, %b[%k] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @reads_another_element
// CHECK-NOT: scf.parallel
// CHECK: scf.for
func.func @reads_another_element(%dst: memref<8xf32>, %ids: memref<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %old = memref.load %dst[%k] : memref<8xf32>
    %next = memref.load %dst[%i] : memref<8xf32>
    %s = arith.addf %old, %next : f32
    memref.store %s, %dst[%k] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @carried
// CHECK-NOT: scf.parallel
// CHECK: scf.for
func.func @carried(%dst: memref<8xf32>, %u: memref<6xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> (f32) {
    %old = memref.load %dst[%i] : memref<8xf32>
    %v = memref.load %u[%i] : memref<6xf32>
    %s = arith.addf %old, %v : f32
    memref.store %s, %dst[%i] : memref<8xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @in_a_parallel_loop
// CHECK: scf.parallel
// CHECK: scf.for
// CHECK: memref.store
func.func @in_a_parallel_loop(%dst: memref<8xf32>, %u: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.parallel (%p) = (%c0) to (%c1) step (%c1) {
    scf.for %i = %c0 to %c6 step %c1 {
      %old = memref.load %dst[%i] : memref<8xf32>
      %v = memref.load %u[%i] : memref<6xf32>
      %s = arith.addf %old, %v : f32
      memref.store %s, %dst[%i] : memref<8xf32>
    }
    scf.reduce
  }
  return
}

// -----

// A max pool's gradient (select_and_scatter, as it is lowered): for each
// window, a search of the input for its maximum, loop-carried values
// inside the nest, then the output gradient added at the maximum. The
// windows overlap, so two may add to one element: atomically.
// CHECK-LABEL: func.func @max_pool_grad
// CHECK: scf.parallel (%[[W:.*]]) = (%c0) to (%c3) step (%c1)
// CHECK:   %[[BEST:.*]]:3 = scf.for
// CHECK:   scf.if %[[BEST]]#2
// CHECK:     %[[G:.*]] = memref.load %arg1[%[[W]]]
// CHECK:     memref.atomic_rmw addf %[[G]], %arg2[%[[BEST]]#1]
func.func @max_pool_grad(%x: memref<7xf32>, %g: memref<3xf32>, %dx: memref<7xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ninf = arith.constant 0xFF800000 : f32
  %false = arith.constant false
  %true = arith.constant true
  scf.for %w = %c0 to %c3 step %c1 {
    %best:3 = scf.for %k = %c0 to %c3 step %c1 iter_args(%m = %ninf, %at = %c0, %found = %false) -> (f32, index, i1) {
      %s = arith.muli %w, %c2 : index
      %i = arith.addi %s, %k : index
      %v = memref.load %x[%i] : memref<7xf32>
      %gt = arith.cmpf ogt, %v, %m : f32
      %nm = arith.select %gt, %v, %m : f32
      %ni = arith.select %gt, %i, %at : index
      scf.yield %nm, %ni, %true : f32, index, i1
    }
    scf.if %best#2 {
      %old = memref.load %dx[%best#1] : memref<7xf32>
      %u = memref.load %g[%w] : memref<3xf32>
      %sum = arith.addf %old, %u : f32
      memref.store %sum, %dx[%best#1] : memref<7xf32>
    }
  }
  return
}

// -----

// An integer scatter that overwrites, its element loaded but unused: a
// plain store in parallel (updates of one element leave one of them, the
// result of some order), the unused load gone.
// CHECK-LABEL: func.func @overwrite
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK-NOT: memref.load %arg0
// CHECK:   %[[V:.*]] = memref.load %arg2[%[[I]]]
// CHECK-NOT: atomic
// CHECK:   memref.store %[[V]], %arg0
func.func @overwrite(%dst: memref<8xi32>, %ids: memref<6xi32>, %u: memref<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %old = memref.load %dst[%k] : memref<8xi32>
    %v = memref.load %u[%i] : memref<6xi32>
    memref.store %v, %dst[%k] : memref<8xi32>
  }
  return
}

// -----

// Overwrites of floats and of bf16 that load no element at all (as
// `x.at[i].set(v)` becomes): plain stores in parallel, whatever the width.
// CHECK-LABEL: func.func @float_overwrites
// CHECK: scf.parallel
// CHECK-NOT: atomic
// CHECK:   memref.store %{{.*}}, %arg0
// CHECK: scf.parallel
// CHECK-NOT: atomic
// CHECK:   memref.store %{{.*}}, %arg3
func.func @float_overwrites(%dst: memref<8x4xf32>, %ids: memref<6xi32>, %u: memref<6x4xf32>,
                            %hdst: memref<8xbf16>, %hu: memref<6xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %id = memref.load %ids[%i] : memref<6xi32>
      %k = arith.index_cast %id : i32 to index
      %v = memref.load %u[%i, %j] : memref<6x4xf32>
      memref.store %v, %dst[%k, %j] : memref<8x4xf32>
    }
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %v = memref.load %hu[%i] : memref<6xbf16>
    memref.store %v, %hdst[%k] : memref<8xbf16>
  }
  return
}

// -----

// Booleans: no atomic op or swap loop takes elements of less than 32 bits.
// CHECK-LABEL: func.func @booleans
// CHECK-NOT: scf.parallel
// CHECK: scf.for
func.func @booleans(%dst: memref<8xi1>, %ids: memref<6xi32>, %u: memref<6xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %id = memref.load %ids[%i] : memref<6xi32>
    %k = arith.index_cast %id : i32 to index
    %old = memref.load %dst[%k] : memref<8xi1>
    %v = memref.load %u[%i] : memref<6xi1>
    %x = arith.ori %old, %v : i1
    memref.store %x, %dst[%k] : memref<8xi1>
  }
  return
}
