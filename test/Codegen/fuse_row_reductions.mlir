// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-fuse-row-reductions),canonicalize)' | FileCheck %s
// (Run, with the rest of the cuda target's kernels, as loops on the CPU
// against XLA: test/Runtime/gpu_emulation.test, through the GPT-2 steps'
// attention softmax.)

// A softmax over rows of 64: the row max, the exponentials of the row less
// it, their sum and the quotients are one launch of a block per row (12),
// its 64 threads each taking a strided share of the row through the four.
// The later members take the max and the sum from the all-reduces, not
// from the buffers thread 0 stores them in, and the launch stores every
// row's max and sum from the fills' constants, so the fills go. The max's
// buffer, read nowhere else, goes too, with its store; the sum is stored,
// as the function returns it.
// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg
// CHECK: %[[SUM:.*]] = memref.alloc() : memref<4x3xf32>
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c12, %{{.*}} = %c1, %{{.*}} = %c1) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c64,
// CHECK: %[[MAXSHARE:.*]] = scf.for
// CHECK: arith.maximumf
// CHECK: %[[MAX:.*]] = gpu.all_reduce maximumf %[[MAXSHARE]]
// CHECK-NOT: memref.store %[[MAX]]
// CHECK: scf.for %{{.*}} = %[[T]] to %c64 step %c64 {
// CHECK: %[[D:.*]] = arith.subf %{{.*}}, %[[MAX]]
// CHECK: %[[E:.*]] = math.exp %[[D]]
// CHECK: memref.store %[[E]], %[[EXP:.*]][
// CHECK: %[[SUMSHARE:.*]] = scf.for
// CHECK: memref.load %[[EXP]]
// CHECK: %[[TOTAL:.*]] = gpu.all_reduce add %[[SUMSHARE]]
// CHECK: %[[S:.*]] = arith.addf %[[TOTAL]]
// CHECK: memref.store %[[S]], %[[SUM]][
// CHECK: scf.for
// CHECK: %[[X:.*]] = memref.load %[[EXP]]
// CHECK: %[[Q:.*]] = arith.divf %[[X]], %[[S]]
// CHECK: memref.store %[[Q]], %arg1[
// CHECK: gpu.terminator
// CHECK: memref.copy %[[SUM]], %arg2
// CHECK-NOT: linalg
func.func @softmax(%x: memref<4x3x64xf32>, %out: memref<4x3x64xf32>, %sum_out: memref<4x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%max : memref<4x3xf32>) {
  ^bb0(%o: f32):
    linalg.yield %ninf : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : memref<4x3x64xf32>) outs(%max : memref<4x3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  }
  %e = memref.alloc() : memref<4x3x64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %max : memref<4x3x64xf32>, memref<4x3xf32>) outs(%e : memref<4x3x64xf32>) {
  ^bb0(%in: f32, %mx: f32, %o: f32):
    %d = arith.subf %in, %mx : f32
    %ex = math.exp %d : f32
    linalg.yield %ex : f32
  }
  memref.dealloc %max : memref<4x3xf32>
  %sum = memref.alloc() : memref<4x3xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<4x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : memref<4x3x64xf32>) outs(%sum : memref<4x3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sum : memref<4x3x64xf32>, memref<4x3xf32>) outs(%out : memref<4x3x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %q = arith.divf %in, %s : f32
    linalg.yield %q : f32
  }
  memref.copy %sum, %sum_out : memref<4x3xf32> to memref<4x3xf32>
  memref.dealloc %e : memref<4x3x64xf32>
  memref.dealloc %sum : memref<4x3xf32>
  return
}

// -----

// What does not join: an elementwise op reading a row's total at another
// row (here the column's) ends the chain, which then has one member and
// stays; so does a reduction into a buffer that is not a fresh one filled
// with a constant (an argument: what it held before is part of the sum).
// CHECK-LABEL: func.func @stays
// CHECK-NOT: gpu.launch
// CHECK-COUNT-2: iterator_types = ["parallel", "reduction"]
// CHECK-NOT: gpu.launch
func.func @stays(%x: memref<64x64xf32>, %acc: memref<64xf32>, %out: memref<64x64xf32>, %out2: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : memref<64x64xf32>, memref<64xf32>) outs(%out : memref<64x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%acc : memref<64xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %acc : memref<64x64xf32>, memref<64xf32>) outs(%out2 : memref<64x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %d = arith.mulf %in, %s : f32
    linalg.yield %d : f32
  }
  memref.dealloc %sum : memref<64xf32>
  return
}

// -----

// A layer norm over rows of 128, as JAX's keepdims exports it: the row
// sum; the mean, a per-row op into a buffer with a unit dimension; the sum
// of squares about it; the reciprocal deviation, per row too; the
// normalised row. One launch: every thread computes the per-row values
// from the all-reduces (thread 0 stores them, for the backward pass), and
// no member reads them back from memory.
// CHECK-LABEL: func.func @layer_norm
// CHECK: gpu.launch
// CHECK: %[[SUM:.*]] = gpu.all_reduce add
// CHECK: %[[TOTAL:.*]] = arith.addf %[[SUM]]
// CHECK: %[[MEAN:.*]] = arith.divf %[[TOTAL]], %{{.*}}
// CHECK: memref.store %[[MEAN]], %[[MEANBUF:.*]][%{{.*}}, %c0] : memref<8x1xf32>
// CHECK: scf.for
// CHECK: arith.subf %{{.*}}, %[[MEAN]]
// CHECK: %[[SQ:.*]] = gpu.all_reduce add
// CHECK: %[[VAR:.*]] = arith.addf %[[SQ]]
// CHECK: %[[D:.*]] = arith.divf %[[VAR]]
// CHECK: %[[E:.*]] = arith.addf %[[D]]
// CHECK: %[[R:.*]] = math.rsqrt %[[E]]
// CHECK: scf.for
// CHECK: %[[C:.*]] = arith.subf %{{.*}}, %[[MEAN]]
// CHECK: arith.mulf %[[C]], %[[R]]
// CHECK-NOT: memref.load %[[MEANBUF]]
// CHECK: gpu.terminator
// CHECK-NOT: linalg.generic
func.func @layer_norm(%x: memref<8x128xf32>, %mean: memref<8x1xf32>, %rstd: memref<8x1xf32>, %out: memref<8x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 128.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %sum = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x128xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, u) -> (i)>, affine_map<(i, u) -> (i, u)>], iterator_types = ["parallel", "parallel"]} ins(%sum : memref<8xf32>) outs(%mean : memref<8x1xf32>) {
  ^bb0(%s: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    linalg.yield %m : f32
  }
  %sq = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%sq : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x, %mean : memref<8x128xf32>, memref<8x1xf32>) outs(%sq : memref<8xf32>) {
  ^bb0(%in: f32, %m: f32, %a: f32):
    %c = arith.subf %in, %m : f32
    %c2 = arith.mulf %c, %c : f32
    %s = arith.addf %a, %c2 : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, u) -> (i)>, affine_map<(i, u) -> (i, u)>], iterator_types = ["parallel", "parallel"]} ins(%sq : memref<8xf32>) outs(%rstd : memref<8x1xf32>) {
  ^bb0(%s: f32, %o: f32):
    %v = arith.divf %s, %n : f32
    %e = arith.addf %v, %eps : f32
    %r = math.rsqrt %e : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %rstd : memref<8x128xf32>, memref<8x1xf32>, memref<8x1xf32>) outs(%out : memref<8x128xf32>) {
  ^bb0(%in: f32, %m: f32, %r: f32, %o: f32):
    %c = arith.subf %in, %m : f32
    %y = arith.mulf %c, %r : f32
    linalg.yield %y : f32
  }
  memref.dealloc %sum : memref<8xf32>
  memref.dealloc %sq : memref<8xf32>
  return
}

// -----

// A view of what a member wrote (here its transpose, made before the
// chain) reads other threads' elements: the op reading it does not join.
// CHECK-LABEL: func.func @view_of_a_result
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<64x64xf32, {{.*}}>) outs(%arg1 : memref<64x64xf32>)
func.func @view_of_a_result(%x: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %y = memref.alloc() : memref<64x64xf32>
  %yt = memref.transpose %y (i, j) -> (j, i) : memref<64x64xf32> to memref<64x64xf32, affine_map<(d0, d1) -> (d0 + d1 * 64)>>
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : memref<64x64xf32>, memref<64xf32>) outs(%y : memref<64x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%yt : memref<64x64xf32, affine_map<(d0, d1) -> (d0 + d1 * 64)>>) outs(%out : memref<64x64xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  memref.dealloc %y : memref<64x64xf32>
  memref.dealloc %sum : memref<64xf32>
  return
}

// -----

// Deallocations after the chain's last member stay where they were: here
// after the fill of a buffer the chain does not touch, which stays after
// the kernel.
// CHECK-LABEL: func.func @after_the_chain
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[F:.*]] : memref<64xf32>)
// CHECK: memref.dealloc %[[F]]
// CHECK: memref.copy
func.func @after_the_chain(%x: memref<64x64xf32>, %out: memref<64x64xf32>, %copy: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : memref<64x64xf32>, memref<64xf32>) outs(%out : memref<64x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  }
  %f = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%f : memref<64xf32>)
  memref.dealloc %f : memref<64xf32>
  memref.copy %sum, %copy : memref<64xf32> to memref<64xf32>
  memref.dealloc %sum : memref<64xf32>
  return
}

// -----

// A batch norm's mean over batch and space, channels last, and the
// centred input: its "rows" are columns, whose elements a block per
// channel would read 64 floats apart. No chain starts there; the mean is
// left to osdp-split-column-reductions.
// CHECK-LABEL: func.func @channels_last
// CHECK-NOT: gpu.launch
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK: iterator_types = ["parallel", "parallel"]
func.func @channels_last(%x: memref<256x64xf32>, %out: memref<256x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>], iterator_types = ["reduction", "parallel"]} ins(%x : memref<256x64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %a: f32):
    %s = arith.addf %a, %in : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (c)>, affine_map<(r, c) -> (r, c)>], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : memref<256x64xf32>, memref<64xf32>) outs(%out : memref<256x64xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %d = arith.subf %in, %s : f32
    linalg.yield %d : f32
  }
  memref.dealloc %sum : memref<64xf32>
  return
}

// -----

// A layer norm's backward pass, as JAX exports it: the row sum of the
// gradient, a keepdims view of it, a "sum" of it over a unit dimension
// scaled by the forward pass's reciprocal deviation (a per-row op once its
// unit loop is dropped, reading that deviation from memory at the row),
// and the gradient less the scaled sum. One launch: the view's and the
// per-row op's values come from the kernel (the all-reduce, then every
// thread's own computation), never from the buffers thread 0 stores them
// in. Those buffers are read nowhere else: their fills and stores go, and
// so do they.
// CHECK-LABEL: func.func @norm_backward
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch
// CHECK:   %[[TOTAL:.*]] = gpu.all_reduce add
// CHECK:   %[[ROW:.*]] = arith.addf %[[TOTAL]], %cst
// CHECK-NOT: memref.load
// CHECK:   %[[RSTD:.*]] = memref.load %arg1[%{{.*}}, %c0] : memref<8x1xf32>
// CHECK:   %[[P:.*]] = arith.mulf %[[ROW]], %[[RSTD]]
// CHECK:   %[[S:.*]] = arith.addf %[[P]], %cst
// CHECK-NOT: memref.store
// CHECK:   scf.for
// CHECK:     memref.load %arg0
// CHECK-NOT: memref.load
// CHECK:     arith.subf %{{.*}}, %[[S]]
// CHECK: gpu.terminator
// CHECK-NOT: linalg
// CHECK-NOT: memref.alloc
func.func @norm_backward(%g: memref<8x128xf32>, %rstd: memref<8x1xf32>, %out: memref<8x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %sum = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%g : memref<8x128xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%x: f32, %a: f32):
    %s = arith.addf %a, %x : f32
    linalg.yield %s : f32
  }
  %view = memref.expand_shape %sum [[0, 1]] output_shape [8, 1] : memref<8xf32> into memref<8x1xf32>
  %scaled = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%scaled : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%view, %rstd : memref<8x1xf32>, memref<8x1xf32>) outs(%scaled : memref<8xf32>) {
  ^bb0(%s: f32, %r: f32, %a: f32):
    %p = arith.mulf %s, %r : f32
    %t = arith.addf %a, %p : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%g, %scaled : memref<8x128xf32>, memref<8xf32>) outs(%out : memref<8x128xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %d = arith.subf %x, %s : f32
    linalg.yield %d : f32
  }
  memref.dealloc %scaled : memref<8xf32>
  memref.dealloc %sum : memref<8xf32>
  return
}

// -----

// A sum over a unit dimension into a buffer just filled with 0, outside
// any chain: the same op over its parallel loops, adding the one value to
// the fill's constant, which it writes over entirely: the fill goes.
// CHECK: #[[IN:.*]] = affine_map<(d0) -> (d0, 0)>
// CHECK: #[[OUT:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @unit_reduction
// CHECK: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel"]} ins(%arg0 : memref<16x1xf32>) outs(%arg1 : memref<16xf32>)
// CHECK:   ^bb0(%[[V:.*]]: f32, %{{.*}}: f32):
// CHECK:   %[[S:.*]] = arith.addf %[[V]], %cst : f32
// CHECK:   linalg.yield %[[S]]
// CHECK-NOT: reduction
func.func @unit_reduction(%x: memref<16x1xf32>, %out: memref<16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<16xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<16x1xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  }
  return
}
