// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-split-column-reductions))' | FileCheck %s
// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-split-column-reductions,osdp-block-reductions))' | FileCheck %s --check-prefix=BLOCKS

// A bias gradient over 8 x 130 rows of 64 columns: 33 chunks of 32 rows
// (the last of 16), each chunk of each column folded from 0 by one
// iteration of a parallel loop whose last dimension is the column, into
// partial results indexed [column, chunk]; then each column's 33 chunks,
// contiguous, folded into the init.
// CHECK-LABEL: func.func @bias_grad
// CHECK:      %[[PARTIAL:.*]] = memref.alloc() : memref<64x33xf32>
// CHECK:      scf.parallel (%[[CHUNK:.*]], %[[COL:.*]]) = (%c0, %c0) to (%c33, %c64)
// CHECK-DAG:    %[[FIRST:.*]] = arith.muli %[[CHUNK]], %c32
// CHECK-DAG:    %[[NEXT:.*]] = arith.addi %[[FIRST]], %c32
// CHECK:        %[[END:.*]] = arith.minui %[[NEXT]], %c1040
// CHECK:        %[[SUM:.*]] = scf.for %[[ROW:[a-z0-9_]+]] = %[[FIRST]] to %[[END]] step %c1 iter_args(%[[ACC:.*]] = %cst) -> (f32)
// CHECK-DAG:      %[[S:.*]] = arith.remui %[[ROW]], %c130
// CHECK-DAG:      %[[B:.*]] = arith.divui %[[ROW]], %c130
// CHECK:          %[[X:.*]] = memref.load %arg0[%[[B]], %[[S]], %[[COL]]]
// CHECK:          %[[NEW:.*]] = arith.addf %[[ACC]], %[[X]]
// CHECK:          scf.yield %[[NEW]]
// CHECK:        memref.store %[[SUM]], %[[PARTIAL]][%[[COL]], %[[CHUNK]]]
// CHECK:      linalg.generic {indexing_maps = [#[[ID:.*]], #[[PROJ:.*]]], iterator_types = ["parallel", "reduction"]} ins(%[[PARTIAL]] : memref<64x33xf32>) outs(%arg1 : memref<64xf32>)
// CHECK:        arith.addf
// CHECK:      memref.dealloc %[[PARTIAL]]
// CHECK-NOT:  linalg.generic
// The chunks reduced by a block per column (33 of them: 64 threads).
// BLOCKS-LABEL: func.func @bias_grad
// BLOCKS: scf.parallel
// BLOCKS: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c64{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// BLOCKS: gpu.all_reduce add
func.func @bias_grad(%dy: memref<8x130x64xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy : memref<8x130x64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// The init just filled with 0: the fill moves down past the first pass to
// the second, which then starts from its constant; with a block per
// column (33 chunks), the fill goes.
// CHECK-LABEL: func.func @filled_bias_grad
// CHECK-NOT: linalg.fill
// CHECK: scf.parallel
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg1 : memref<64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%arg1 : memref<64xf32>)
// BLOCKS-LABEL: func.func @filled_bias_grad
// BLOCKS-NOT: linalg.fill
// BLOCKS: scf.parallel
// BLOCKS: gpu.launch
// BLOCKS-NOT: memref.load %arg1
// BLOCKS: memref.store %{{.*}}, %arg1
// BLOCKS-NOT: linalg.fill
func.func @filled_bias_grad(%dy: memref<8x130x64xf32>, %out: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy : memref<8x130x64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two inits filled before either reduction (a norm's gamma and beta
// gradients): the first split's passes come between the second fill and
// its reduction, and that fill still moves down to its second pass.
// CHECK-LABEL: func.func @two_filled
// CHECK: scf.parallel
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2 : memref<64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%arg2 : memref<64xf32>)
// CHECK: scf.parallel
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg3 : memref<64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%arg3 : memref<64xf32>)
func.func @two_filled(%dy: memref<8x130x64xf32>, %x: memref<8x130x64xf32>,
                      %dg: memref<64xf32>, %db: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%dg : memref<64xf32>)
  linalg.fill ins(%zero : f32) outs(%db : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy, %x : memref<8x130x64xf32>, memref<8x130x64xf32>) outs(%dg : memref<64xf32>) {
  ^bb0(%g: f32, %v: f32, %acc: f32):
    %p = arith.mulf %g, %v : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy : memref<8x130x64xf32>) outs(%db : memref<64xf32>) {
  ^bb0(%g: f32, %acc: f32):
    %s = arith.addf %acc, %g : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A call between the fill and its reduction (a cuBLAS product) that does
// not take the init leaves the fill free to move down to the second pass;
// one that takes it may write it, and the fill stays where it was.
// CHECK-LABEL: func.func @call_between
// CHECK-NOT: linalg.fill
// CHECK: call @product(%arg2)
// CHECK: scf.parallel
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg1 : memref<64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%arg1 : memref<64xf32>)
// CHECK-LABEL: func.func @call_on_init
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg1 : memref<64xf32>)
// CHECK-NEXT: call @product(%arg1)
// CHECK: scf.parallel
// CHECK-NOT: linalg.fill
// With a block per column the moved fill goes; the other stays.
// BLOCKS-LABEL: func.func @call_between
// BLOCKS-NOT: linalg.fill
// BLOCKS-LABEL: func.func @call_on_init
// BLOCKS: linalg.fill
// BLOCKS-NEXT: call @product(%arg1)
func.func private @product(memref<64xf32>)
func.func @call_between(%dy: memref<8x130x64xf32>, %out: memref<64xf32>,
                        %other: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  call @product(%other) : (memref<64xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy : memref<8x130x64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}
func.func @call_on_init(%dy: memref<8x130x64xf32>, %out: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  call @product(%out) : (memref<64xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%dy : memref<8x130x64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two inits in one op (osdp-merge-column-reductions merged a float and an
// integer sum of one loop space): one first pass folds both from their
// identities into a buffer of partial results each, and one second pass
// folds both (with fewer than 32 chunks, 10, a thread per column); the
// filled init's fill moves down to it.
// CHECK-LABEL: func.func @two_inits
// CHECK-DAG: %[[SUMS:.*]] = memref.alloc() : memref<64x10xf32>
// CHECK-DAG: %[[COUNTS:.*]] = memref.alloc() : memref<64x10xi32>
// CHECK: scf.parallel (%[[CHUNK:.*]], %[[COL:.*]]) = (%c0, %c0) to (%c10, %c64)
// CHECK:   %[[FOLDS:.*]]:2 = scf.for %[[ROW:[a-z0-9_]+]] = {{.*}} iter_args(%[[SUM:.*]] = %cst{{.*}}, %[[COUNT:.*]] = %c0_i32) -> (f32, i32)
// CHECK:     %[[DY:.*]] = memref.load %arg0[%[[ROW]], %[[COL]]]
// CHECK:     %[[N:.*]] = memref.load %arg1[%[[ROW]], %[[COL]]]
// CHECK:     arith.addf %[[SUM]], %[[DY]]
// CHECK:     arith.addi %[[COUNT]], %[[N]]
// CHECK:   memref.store %[[FOLDS]]#0, %[[SUMS]][%[[COL]], %[[CHUNK]]]
// CHECK:   memref.store %[[FOLDS]]#1, %[[COUNTS]][%[[COL]], %[[CHUNK]]]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2 : memref<64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[SUMS]], %[[COUNTS]] : memref<64x10xf32>, memref<64x10xi32>) outs(%arg2, %arg3 : memref<64xf32>, memref<64xi32>)
// CHECK:   arith.addf
// CHECK:   arith.addi
// CHECK-DAG: memref.dealloc %[[SUMS]]
// CHECK-DAG: memref.dealloc %[[COUNTS]]
// BLOCKS-LABEL: func.func @two_inits
// BLOCKS-NOT: gpu.launch
// BLOCKS-LABEL: func.func @two_inits_blocks
func.func @two_inits(%dy: memref<320x64xf32>, %n: memref<320x64xi32>,
                     %sum: memref<64xf32>, %count: memref<64xi32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%dy, %n : memref<320x64xf32>, memref<320x64xi32>) outs(%sum, %count : memref<64xf32>, memref<64xi32>) {
  ^bb0(%g: f32, %v: i32, %s: f32, %m: i32):
    %t = arith.addf %s, %g : f32
    %u = arith.addi %m, %v : i32
    linalg.yield %t, %u : f32, i32
  }
  return
}

// With 33 chunks the second pass of both inits is one block per column,
// which reduces each init's shares with an all-reduce of its own and
// stores both totals.
// CHECK-LABEL: func.func @two_inits_blocks
// CHECK: scf.parallel
// CHECK: linalg.generic {{.*}} outs(%arg1, %arg2 : memref<64xf32>, memref<64xf32>)
// BLOCKS: scf.parallel
// BLOCKS: gpu.launch
// BLOCKS: gpu.all_reduce add
// BLOCKS: gpu.all_reduce add
// BLOCKS: memref.store %{{.*}}, %arg1
// BLOCKS: memref.store %{{.*}}, %arg2
// BLOCKS-NOT: gpu.launch
func.func @two_inits_blocks(%dy: memref<1040x64xf32>, %sum: memref<64xf32>,
                            %squares: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%dy : memref<1040x64xf32>) outs(%sum, %squares : memref<64xf32>, memref<64xf32>) {
  ^bb0(%g: f32, %s: f32, %q: f32):
    %t = arith.addf %s, %g : f32
    %g2 = arith.mulf %g, %g : f32
    %u = arith.addf %q, %g2 : f32
    linalg.yield %t, %u : f32, f32
  }
  return
}

// -----

// A gamma gradient: the product of the upstream gradient and the input
// less its row's mean, read once per row (a keepdims buffer: every thread
// of a warp reads the same element). Fewer than 32 chunks: the second
// reduction stays one thread per column.
// CHECK-LABEL: func.func @gamma_grad
// CHECK: %[[PARTIAL:.*]] = memref.alloc() : memref<48x2xf32>
// CHECK: scf.parallel (%[[CHUNK:.*]], %[[COL:.*]]) = (%c0, %c0) to (%c2, %c48)
// CHECK:   scf.for %[[ROW:[a-z0-9_]+]] =
// CHECK:     %[[DY:.*]] = memref.load %arg0[%[[ROW]], %[[COL]]]
// CHECK:     %[[X:.*]] = memref.load %arg1[%[[ROW]], %[[COL]]]
// CHECK:     %[[MEAN:.*]] = memref.load %arg2[%[[ROW]], %c0{{.*}}]
// CHECK:     %[[XC:.*]] = arith.subf %[[X]], %[[MEAN]]
// CHECK:     %[[P:.*]] = arith.mulf %[[DY]], %[[XC]]
// CHECK:     arith.addf %{{.*}}, %[[P]]
// CHECK: memref.store %{{.*}}, %[[PARTIAL]][%[[COL]], %[[CHUNK]]]
// CHECK: linalg.generic {{.*}} ins(%[[PARTIAL]] : memref<48x2xf32>) outs(%arg3 : memref<48xf32>)
// BLOCKS-LABEL: func.func @gamma_grad
// BLOCKS-NOT: gpu.launch
func.func @gamma_grad(%dy: memref<40x48xf32>, %x: memref<40x48xf32>, %mean: memref<40x1xf32>, %out: memref<48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (r, 0)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%dy, %x, %mean : memref<40x48xf32>, memref<40x48xf32>, memref<40x1xf32>) outs(%out : memref<48xf32>) {
  ^bb0(%g: f32, %v: f32, %m: f32, %acc: f32):
    %c = arith.subf %v, %m : f32
    %p = arith.mulf %g, %c : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two column dimensions, the last contiguous; a max from -inf; and an
// index of the rows used by the body.
// CHECK-LABEL: func.func @two_columns
// BLOCKS-LABEL: func.func @two_columns
// CHECK: %[[PARTIAL:.*]] = memref.alloc() : memref<4x64x2xf32>
// CHECK: scf.parallel (%[[CHUNK:.*]], %[[A:.*]], %[[C:.*]]) = (%c0, %c0, %c0) to (%c2, %c4, %c64)
// CHECK:   scf.for %[[ROW:[a-z0-9_]+]] = {{.*}} iter_args(%{{.*}} = %cst)
// CHECK:     memref.load %arg0[%[[ROW]], %[[A]], %[[C]]]
// CHECK:     arith.index_cast %[[ROW]]
// CHECK:     arith.maximumf
// CHECK:   memref.store %{{.*}}, %[[PARTIAL]][%[[A]], %[[C]], %[[CHUNK]]]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[PARTIAL]] : memref<4x64x2xf32>) outs(%arg1 : memref<4x64xf32>)
// CHECK:   arith.maximumf
func.func @two_columns(%in: memref<40x4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, a, c) -> (r, a, c)>, affine_map<(r, a, c) -> (a, c)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%in : memref<40x4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = linalg.index 0 : index
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %y = arith.addf %x, %rf : f32
    %m = arith.maximumf %acc, %y : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Not column reductions, or not worth splitting; each is left as it is.
// A row reduction: a warp's threads, adjacent rows, read elements apart.
// CHECK-LABEL: func.func @rows
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @rows(%in: memref<64x200xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<64x200xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// A column reduction with a transposed input beside the contiguous one.
// CHECK-LABEL: func.func @transposed_input
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @transposed_input(%in: memref<100x64xf32>, %t: memref<64x100xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c, r)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%in, %t : memref<100x64xf32>, memref<64x100xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Fewer than a warp of columns.
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @narrow(%in: memref<1000x16xf32>, %out: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<1000x16xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// One chunk of rows: one thread per column reads coalesced already.
// CHECK-LABEL: func.func @one_chunk
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @one_chunk(%in: memref<32x128xf32>, %out: memref<128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<32x128xf32>) outs(%out : memref<128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// A dynamic number of rows.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @dynamic(%in: memref<?x128xf32>, %out: memref<128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<?x128xf32>) outs(%out : memref<128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// An accumulator read other than by the final fold (a running product
// of it), which no block or chunk can compute.
// CHECK-LABEL: func.func @not_a_fold
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic
func.func @not_a_fold(%in: memref<100x64xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<100x64xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %p = arith.mulf %acc, %x : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
