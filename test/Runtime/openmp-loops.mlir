// Parallel loops through MLIR's OpenMP lowering, run by the runtime's
// threads: scf.parallel becomes omp.parallel + omp.wsloop, LLVM's
// OpenMPIRBuilder turns that into libomp calls, and the runtime implements
// them (runtime/lib/OpenMPEntryPoints.cpp). osdp-threads-test loads the
// shared object and checks every result, on 1, 2 and 3 threads.

// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --convert-scf-to-openmp --canonicalize \
// RUN:   --convert-scf-to-cf --convert-openmp-to-llvm \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t/loops.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t/loops.ll -o %t/loops.o
// RUN: cc -shared %t/loops.o -o %t/loops.so

// What the generated code calls: all of it is in the runtime.
// RUN: llvm-nm -u %t/loops.o | FileCheck %s --check-prefix=CALLS
// CALLS:      U __kmpc_barrier
// CALLS-NEXT: U __kmpc_end_reduce
// CALLS-NEXT: U __kmpc_for_static_fini
// CALLS-NEXT: U __kmpc_for_static_init_8u
// CALLS-NEXT: U __kmpc_fork_call
// CALLS-NEXT: U __kmpc_global_thread_num
// CALLS-NEXT: U __kmpc_reduce
// CALLS-NOT:  U

// RUN: env OSDP_NUM_THREADS=1 osdp-threads-test --kernels=%t/loops.so \
// RUN:   | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: env OSDP_NUM_THREADS=2 osdp-threads-test --kernels=%t/loops.so \
// RUN:   | FileCheck %s --check-prefixes=CHECK,TWO
// RUN: env OSDP_NUM_THREADS=3 osdp-threads-test --kernels=%t/loops.so \
// RUN:   | FileCheck %s --check-prefixes=CHECK,THREE
// ONE: threads 1
// TWO: threads 2
// THREE: threads 3
// CHECK: compiled loops: 26 checks passed, 0 failed

// c = a + b.
func.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %c[%i] : memref<?xf32>
  }
  return
}

// Columns 1, 4, 7, ... times %s: two dimensions (collapsed into one
// workshared loop), one with a step.
func.func @scale_odd_columns(%a: memref<?x?xf32>, %s: f32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %rows = memref.dim %a, %c0 : memref<?x?xf32>
  %cols = memref.dim %a, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c1) to (%rows, %cols) step (%c1, %c3) {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %a[%i, %j] : memref<?x?xf32>
  }
  return
}

// A reduction: __kmpc_reduce and __kmpc_end_reduce.
func.func @sum(%a: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// A parallel loop in a parallel loop: the inner region runs on a team of
// one in each thread.
func.func @double_nested(%a: memref<?x?xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %a, %c0 : memref<?x?xf32>
  %cols = memref.dim %a, %c1 : memref<?x?xf32>
  scf.parallel (%i) = (%c0) to (%rows) step (%c1) {
    scf.parallel (%j) = (%c0) to (%cols) step (%c1) {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
