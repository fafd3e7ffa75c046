// RUN: osdp-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(osdp-emulate-gpu-launches),canonicalize)' | FileCheck %s
// (The executable check of the cuda target's kernels this way, on the
// whole corpus: test/Runtime/gpu_emulation.test.)

// A launch without all-reduces: loops over the grid's blocks (z outermost),
// then over the block's threads, last to first, with the ids and sizes
// substituted.
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.for %[[BY:.*]] = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %[[BX:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c32 step %c1 {
// CHECK-NEXT: %[[TX:.*]] = arith.subi %c31, %[[K]]
// CHECK: %[[I:.*]] = arith.muli %[[BX]], %c32
// CHECK: %[[J:.*]] = arith.addi %[[I]], %[[TX]]
// CHECK: memref.store %{{.*}}, %arg0[%[[BY]], %[[J]]]
// CHECK-NOT: gpu.
func.func @elementwise(%out: memref<2x96xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %j = arith.addi %base, %tx : index
    memref.store %one, %out[%by, %j] : memref<2x96xf32>
    gpu.terminator
  }
  return
}

// -----

// A block reduction: every thread's value up to the all-reduce, folded
// with its operation (here a max, from -inf), then every thread's rest of
// the body with the total.
// CHECK-LABEL: func.func @block_max
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: scf.for %[[B:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[TOTAL:.*]] = scf.for %[[K:.*]] = %c0 to %c64 step %c1 iter_args(%[[ACC:.*]] = %[[NINF]]) -> (f32) {
// CHECK-NEXT: %[[T:.*]] = arith.subi %c63, %[[K]]
// CHECK-NEXT: %[[X:.*]] = memref.load %arg0[%[[B]], %[[T]]]
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: scf.yield %[[M]]
// CHECK: scf.for %[[K2:.*]] = %c0 to %c64 step %c1 {
// CHECK-NEXT: %[[T2:.*]] = arith.subi %c63, %[[K2]]
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[T2]], %c0
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store %[[TOTAL]], %arg1[%[[B]]]
func.func @block_max(%in: memref<4x64xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %in[%bx, %tx] : memref<4x64xf32>
    %m = gpu.all_reduce maximumf %x uniform {} : (f32) -> f32
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %m, %out[%bx] : memref<4xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// Two all-reduces in one body (a row's sum, then the sum of squares about
// its mean): the second's loop sees the first's total.
// CHECK-LABEL: func.func @two_reductions
// CHECK: %[[SUM:.*]] = scf.for {{.*}} -> (f32)
// CHECK: %[[SQ:.*]] = scf.for {{.*}} -> (f32) {
// CHECK: arith.divf %[[SUM]]
// CHECK: scf.for
// CHECK: memref.store %[[SQ]]
func.func @two_reductions(%in: memref<64xf32>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 64.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %in[%tx] : memref<64xf32>
    %s = gpu.all_reduce add %x uniform {} : (f32) -> f32
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %x, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %q = gpu.all_reduce add %d2 uniform {} : (f32) -> f32
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %q, %out[] : memref<f32>
    }
    gpu.terminator
  }
  return
}

// -----

// A row's softmax in one launch: the max, then each thread's exponentials
// stored and summed, then each divided by the sum. Every thread runs each
// segment before any runs the next; a thread's exponential is kept past the
// second all-reduce in an array indexed by thread (as is its input, past
// the first), and the subview it writes through is computed again.
// CHECK-LABEL: func.func @softmax_row
// CHECK: %[[X:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[E:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[MAX:.*]] = scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args
// CHECK: %[[T:.*]] = arith.subi %c63
// CHECK: %[[IN:.*]] = memref.load %arg0[%[[T]]]
// CHECK: memref.store %[[IN]], %[[X]][%[[T]]]
// CHECK: arith.maximumf
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args
// CHECK: %[[T2:.*]] = arith.subi %c63
// CHECK: %[[IN2:.*]] = memref.load %[[X]][%[[T2]]]
// CHECK: %[[D:.*]] = arith.subf %[[IN2]], %[[MAX]]
// CHECK: %[[EXP:.*]] = math.exp %[[D]]
// CHECK: memref.store %[[EXP]], %arg1[%[[T2]]]
// CHECK: memref.store %[[EXP]], %[[E]][%[[T2]]]
// CHECK: arith.addf
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: %[[T3:.*]] = arith.subi %c63
// CHECK: %[[EXP2:.*]] = memref.load %[[E]][%[[T3]]]
// CHECK: %[[V:.*]] = memref.subview %arg2
// CHECK: %[[Q:.*]] = arith.divf %[[EXP2]], %[[SUM]]
// CHECK: memref.store %[[Q]], %[[V]][%[[T3]]]
// CHECK: memref.dealloc %[[X]]
// CHECK: memref.dealloc %[[E]]
func.func @softmax_row(%in: memref<64xf32>, %exp: memref<64xf32>, %out: memref<2x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %row = memref.subview %out[0, 0] [1, 64] [1, 1] : memref<2x64xf32> to memref<64xf32, strided<[1]>>
    %x = memref.load %in[%tx] : memref<64xf32>
    %m = gpu.all_reduce maximumf %x uniform {} : (f32) -> f32
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    memref.store %e, %exp[%tx] : memref<64xf32>
    %s = gpu.all_reduce add %e uniform {} : (f32) -> f32
    %q = arith.divf %e, %s : f32
    memref.store %q, %row[%tx] : memref<64xf32, strided<[1]>>
    gpu.terminator
  }
  return
}

// -----

func.func @nested_reduce(%in: memref<64xf32>, %out: memref<f32>, %p: i1) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    scf.if %p {
      %x = memref.load %in[%tx] : memref<64xf32>
      // expected-error @below {{cannot emulate an all-reduce nested in other ops or with a reduction region}}
      %s = gpu.all_reduce add %x uniform {} : (f32) -> f32
      memref.store %s, %out[] : memref<f32>
    }
    gpu.terminator
  }
  return
}

// -----

func.func @kept_past_reduce(%in: memref<64xf32>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    // expected-error @below {{cannot emulate a launch that uses a result of memref.alloca, neither a scalar nor pure, past a synchronisation}}
    %scratch = memref.alloca() : memref<1xf32>
    %x = memref.load %in[%tx] : memref<64xf32>
    %s = gpu.all_reduce add %x uniform {} : (f32) -> f32
    memref.store %s, %scratch[%c0] : memref<1xf32>
    gpu.terminator
  }
  return
}

// -----

// A barrier splits the body like an all-reduce: every thread stores its
// element of the workgroup buffer, a host buffer for the launch, before
// any thread loads another's.
// CHECK-LABEL: func.func @barrier
// CHECK: %[[TILE:.*]] = memref.alloc() : memref<64xf32>
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[TILE]][%{{.*}}] : memref<64xf32>
// CHECK: }
// CHECK: scf.for
// CHECK: %[[X:.*]] = memref.load %[[TILE]][%{{.*}}] : memref<64xf32>
// CHECK: memref.store %[[X]], %arg1
// CHECK: }
// CHECK: memref.dealloc %[[TILE]]
// CHECK-NOT: gpu.
func.func @barrier(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<64xf32, #gpu.address_space<workgroup>>) {
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %tile[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %other = arith.subi %c63, %tx : index
    %y = memref.load %tile[%other] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @nested_barrier(%out: memref<64xf32>, %p: i1) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    scf.if %p {
      // expected-error @below {{cannot emulate a barrier nested in other ops}}
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

func.func @workgroup_view(%out: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<64xf32, #gpu.address_space<workgroup>>) {
    // expected-error @below {{cannot emulate a use of workgroup memory other than a load or a store}}
    %half = memref.subview %tile[0] [32] [1] : memref<64xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %x = memref.load %half[%tx] : memref<32xf32, strided<[1]>, #gpu.address_space<workgroup>>
    memref.store %x, %out[%tx] : memref<32xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @private_memory(%out: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-error @below {{cannot emulate private memory attributions}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             private(%own : memref<1xf32, #gpu.address_space<private>>) {
    %x = memref.load %own[%c0] : memref<1xf32, #gpu.address_space<private>>
    memref.store %x, %out[%tx] : memref<32xf32>
    gpu.terminator
  }
  return
}
