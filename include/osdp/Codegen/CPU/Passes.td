//===- Passes.td - Codegen passes of the CPU target ---===//
//
// Linalg on buffers to loops on the host's threads, and the integer math
// the CPU lowering needs.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_CPU_PASSES_TD
#define OSDP_CODEGEN_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def IntegerMathToLLVMPass
    : Pass<"osdp-integer-math-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lowers the math dialect's integer ops to LLVM intrinsics";
  let description = [{
    `math.absi`, `math.ctlz`, `math.cttz` and `math.ctpop` (StableHLO's
    integer `abs`, `count_leading_zeros` and `popcnt`) become `llvm.intr.abs`,
    `llvm.intr.ctlz`, `llvm.intr.cttz` and `llvm.intr.ctpop`, scalars and
    vectors alike; every other op is left as it is. It runs before
    `convert-math-to-libm` on the CPU: that pass makes the whole math
    dialect illegal and knows only float functions, so an integer op reaching
    it fails the compilation ("failed to legalize operation 'math.absi'"),
    while the float ops must reach it first, for libm's accurate `expm1`,
    `log1p` and `erf`, before `convert-math-to-llvm` takes the rest.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def OutlineKernelsPass
    : Pass<"osdp-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Outlines each linalg op on buffers into a kernel function";
  let description = [{
    Moves every linalg op on memrefs, and every `scf.for` loop nest that
    calls nothing (what gathers, scatters and sorts become), into a private
    function of its own (a kernel), called with the buffers and values it
    reads; constants are cloned into the kernel, so that LLVM still sees
    them. A `memref.copy` between buffers that are not both contiguous (a
    block written into a padded buffer) becomes a `linalg.copy` kernel
    first: vectorised loops, where the copy would otherwise call the
    runtime's element-by-element `memrefCopy`. Kernels whose bodies and signatures are identical (the repeated
    layers of a model) are merged into one. The functions that called them
    are left as glue, marked `noinline` and `optnone`: they only allocate
    buffers and make calls.

    LLVM's optimisation time grows faster than linearly with the size of a
    function: compiling one small function per distinct kernel, kept out of
    line (`noinline`), instead of one function holding every loop nest, is
    what keeps compile time flat as a model gets deeper.
  }];
  let options = [
    Option<"prefix", "prefix", "std::string", "\"__osdp_kernel\"",
           "Name prefix of the kernel functions">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def LowerToLoopsPass
    : Pass<"osdp-lower-to-loops", "::mlir::func::FuncOp"> {
  let summary = "Lowers linalg ops on buffers to parallel or serial loops";
  let description = [{
    Lowers each linalg op on memrefs to a loop nest: `scf.parallel` over its
    leading parallel dimensions when it does enough work to be worth
    spreading over threads (`min-parallel-work` iterations of its whole
    loop nest), `scf.for` otherwise. `convert-scf-to-openmp` then turns the
    parallel loops into calls of the runtime's thread pool.
  }];
  let options = [
    // Serial by default: on a 2-core machine the threaded loops made the
    // MLP step 6.8 ms against 3.3 serial, and the 2-layer GPT-2 step 54
    // against 31 (OpenBLAS keeps both cores for the matrix products either
    // way). The CPU pipeline and osdp-compile take this default.
    Option<"minParallelWork", "min-parallel-work", "int64_t", "0",
           "Iterations of a loop nest from which it runs on the runtime's "
           "threads (0: every loop nest is serial)">,
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // OSDP_CODEGEN_CPU_PASSES_TD
