// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-thread-reductions),canonicalize)' | FileCheck %s
// (Run, with the rest of the cuda target's kernels, as loops on the CPU
// against XLA: test/Runtime/gpu_emulation.test, through the second pass
// of every split column reduction of fewer than 32 chunks.)

// A column's 16 chunks summed into a buffer just filled with 0: a thread
// per column folds them from the fill's constant in a register and stores
// once; the init is never loaded, and the fill goes.
// CHECK-LABEL: func.func @chunks
// CHECK-NOT:   linalg
// CHECK:       scf.parallel (%[[COL:.*]]) = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT:    %[[SUM:.*]] = scf.for %[[K:.*]] = %c0 to %c16 step %c1 iter_args(%[[ACC:.*]] = %cst) -> (f32) {
// CHECK-NEXT:      %[[X:.*]] = memref.load %arg0[%[[COL]], %[[K]]]
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addf %[[ACC]], %[[X]]
// CHECK-NEXT:      scf.yield %[[NEXT]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.store %[[SUM]], %arg1[%[[COL]]]
// CHECK-NOT:   linalg
func.func @chunks(%p: memref<64x16xf32>, %out: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p : memref<64x16xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %a: f32):
    %s = arith.addf %a, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// An init no fill wrote (it accumulates into what is there): loaded once
// before the fold, stored once after. Two reduction loops, of dynamic
// sizes, nest, the outer one first.
// CHECK-LABEL: func.func @accumulate
// CHECK-DAG:   %[[R:.*]] = memref.dim %arg0, %c1
// CHECK-DAG:   %[[S:.*]] = memref.dim %arg0, %c2
// CHECK:       scf.parallel (%[[I:.*]]) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT:    %[[OLD:.*]] = memref.load %arg1[%[[I]]]
// CHECK-NEXT:    %[[OUTER:.*]] = scf.for %[[J:.*]] = %c0 to %[[R]] step %c1 iter_args(%[[A:.*]] = %[[OLD]]) -> (f32) {
// CHECK-NEXT:      %[[INNER:.*]] = scf.for %[[K:.*]] = %c0 to %[[S]] step %c1 iter_args(%[[B:.*]] = %[[A]]) -> (f32) {
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]], %[[K]]]
// CHECK-NEXT:        %[[M:.*]] = arith.maximumf %[[B]], %[[X]]
// CHECK-NEXT:        scf.yield %[[M]]
// CHECK:           scf.yield %[[INNER]]
// CHECK:         memref.store %[[OUTER]], %arg1[%[[I]]]
func.func @accumulate(%x: memref<8x?x?xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : memref<8x?x?xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%v: f32, %a: f32):
    %m = arith.maximumf %a, %v : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// An argmax over rows: two results, the value and its index, each
// starting from its fill's constant (-inf and 0), carried together; both
// fills go.
// CHECK-LABEL: func.func @argmax
// CHECK-NOT:   linalg
// CHECK:       scf.parallel (%[[I:.*]]) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[J:.*]] = %c0 to %c10 step %c1 iter_args(%[[V:.*]] = %cst, %[[K:.*]] = %c0_i32) -> (f32, i32) {
// CHECK:           arith.cmpf ogt
// CHECK:           scf.yield
// CHECK:         memref.store %[[R]]#0, %arg1[%[[I]]]
// CHECK-NEXT:    memref.store %[[R]]#1, %arg2[%[[I]]]
// CHECK-NOT:   linalg
func.func @argmax(%x: memref<4x10xf32>, %max: memref<4xf32>, %at: memref<4xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  linalg.fill ins(%ninf : f32) outs(%max : memref<4xf32>)
  linalg.fill ins(%zero : i32) outs(%at : memref<4xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x10xf32>) outs(%max, %at : memref<4xf32>, memref<4xi32>) {
  ^bb0(%v: f32, %m: f32, %k: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %v, %m : f32
    %nm = arith.select %gt, %v, %m : f32
    %nk = arith.select %gt, %ji, %k : i32
    linalg.yield %nm, %nk : f32, i32
  }
  return
}

// -----

// Fills that must stay, though the fold starts from their constants: one
// whose buffer an op between reads, and one the reduction writes only part
// of (the first of each row's two elements). A view's fill is not traced
// through the view: that init is loaded.
// CHECK-LABEL: func.func @fills_kept
// CHECK:       linalg.fill ins(%cst : f32) outs(%arg1 : memref<8xf32>)
// CHECK-NEXT:  linalg.copy ins(%arg1 : memref<8xf32>) outs(%arg2 : memref<8xf32>)
// CHECK:       scf.parallel
// CHECK-NOT:     memref.load %arg1
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %cst)
// CHECK:       linalg.fill ins(%cst : f32) outs(%arg3 : memref<8x2xf32>)
// CHECK:       scf.parallel
// CHECK-NOT:     memref.load %arg3
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %cst)
// CHECK:       linalg.fill ins(%cst : f32) outs(%[[VIEW:.*]] : memref<8xf32, strided<[2], offset: 1>>)
// CHECK:       scf.parallel
// CHECK:         %[[OLD:.*]] = memref.load %[[VIEW]]
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[OLD]])
// CHECK-NOT:   linalg.generic
func.func @fills_kept(%x: memref<8x16xf32>, %a: memref<8xf32>, %copy: memref<8xf32>,
                      %b: memref<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<8xf32>)
  linalg.copy ins(%a : memref<8xf32>) outs(%copy : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x16xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%b : memref<8x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x16xf32>) outs(%b : memref<8x2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  %view = memref.subview %b[0, 1] [8, 1] [1, 1] : memref<8x2xf32> to memref<8xf32, strided<[2], offset: 1>>
  linalg.fill ins(%zero : f32) outs(%view : memref<8xf32, strided<[2], offset: 1>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x16xf32>) outs(%view : memref<8xf32, strided<[2], offset: 1>>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left alone: a reduction to a single value (osdp-serial-kernels' or a
// block's), and one inside a kernel already.
// CHECK-LABEL: func.func @left_alone
// CHECK:       linalg.generic {{.*}}iterator_types = ["reduction"]
// CHECK:       scf.parallel
// CHECK-NEXT:    linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
func.func @left_alone(%x: memref<16xf32>, %total: memref<f32>,
                      %m: memref<4x16xf32>, %rows: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : memref<16xf32>) outs(%total : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x16xf32>) outs(%rows : memref<4xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %s = arith.addf %acc, %v : f32
      linalg.yield %s : f32
    }
    scf.reduce
  }
  return
}

// -----

// A fill whose buffer an op between loads in its payload (a gather) stays.
// CHECK-LABEL: func.func @fill_loaded_between
// CHECK:       linalg.fill ins(%cst : f32) outs(%arg1 : memref<8xf32>)
// CHECK:       linalg.generic
// CHECK:         memref.load %arg1
// CHECK:       scf.parallel
func.func @fill_loaded_between(%x: memref<8x16xf32>, %a: memref<8xf32>, %g: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%g : memref<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %v = memref.load %a[%i] : memref<8xf32>
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x16xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  return
}
