//===- CPUPipeline.cpp - Per-device program to the LLVM dialect -----------===//
//
// The pass order measured to give correct code on the corpus's op mix (see
// docs/compiler.md): runtime calls for the collectives, linalg on tensors,
// one-shot bufferization with results written into the caller's buffers,
// loops, then the LLVM dialect.
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Compiler.h"

#include "PipelineText.h"

#include "osdp/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace osdp;

LogicalResult
osdp::buildCPULoweringPipeline(OpPassManager &pm,
                               const CPUPipelineOptions &options) {
  // Parsed from text: every pass here is upstream's or osdp's registered
  // pass, and the text reads like the mlir-opt command it is equivalent to.
  static constexpr llvm::StringLiteral kPipeline =
      "convert-osdp-to-runtime,"
      "convert-stablehlo-to-linalg,"
      "osdp-convolutions-to-im2col,"
      "osdp-contractions-to-blas,"
      "@BUFFERS@"
      "@LOOPS@"
      // Canonicalisation must follow the loops, or scf-to-cf meets
      // multi-block alloca scopes.
      "canonicalize,"
      "convert-scf-to-cf,"
      "expand-strided-metadata,"
      "lower-affine,"
      // Heap buffers through the runtime's counting allocator, so a run
      // reports the step's peak of live buffers.
      "finalize-memref-to-llvm{use-generic-functions},"
      // libm first: accurate expm1/log1p, and erf, tan, ... that LLVM's
      // intrinsics lack; libm has no rsqrt.
      "math-expand-ops{ops=rsqrt},"
      "math-extend-to-supported-types,"
      "osdp-integer-math-to-llvm,"
      "convert-math-to-libm,"
      "convert-math-to-llvm,"
      // bf16 is computed in f32 and converted with integer ops (no
      // compiler-rt calls).
      "arith-emulate-unsupported-floats{source-types=bf16 target-type=f32},"
      "arith-expand{include-bf16},"
      "convert-arith-to-llvm,"
      "convert-index-to-llvm,"
      "convert-func-to-llvm,"
      "convert-cf-to-llvm,"
      "convert-ub-to-llvm,"
      "convert-openmp-to-llvm,"
      "reconcile-unrealized-casts";
  // Loop nests big enough (--min-parallel-work) run on the runtime's
  // thread pool, through the libomp entry points OpenMP's lowering calls.
  static constexpr llvm::StringLiteral kLoops =
      "osdp-outline-kernels,"
      "func.func(osdp-lower-to-loops{min-parallel-work=@MIN_WORK@}),"
      "convert-scf-to-openmp,";
  // Or the cuda target's kernels, each launch run as loops over its blocks
  // and threads (--target=gpu-emulation).
  std::string loops =
      options.emulateGPUKernels
          ? (gpuKernelsPipeline() + "func.func(osdp-emulate-gpu-launches),")
                .str()
          : kLoops.str();
  std::string pipeline = fillPipeline(
      kPipeline, {{"@BUFFERS@", tensorsToBuffersPipeline().str()},
                  {"@LOOPS@", loops},
                  {"@MIN_WORK@", std::to_string(options.minParallelWork)}});
  return parsePassPipeline(pipeline, pm, llvm::errs());
}

LogicalResult osdp::prepareForCPU(ModuleOp module) {
  // The entry crosses into C through its C interface (a pointer per memref
  // descriptor), which the artifact's osdp_entry calls.
  auto main = module.lookupSymbol<func::FuncOp>("main");
  if (!main)
    return module.emitError("the module has no @main to compile");
  main->setAttr("llvm.emit_c_interface", UnitAttr::get(module.getContext()));
  return success();
}
