//===- CUDAPipeline.cpp - Per-device program to GPU kernels and host code -===//
//
// The cuda target's lowering: the CPU pipeline's front half (collectives
// as NCCL calls, linalg on tensors, matrix products as cuBLAS calls,
// fusion, one-shot bufferization with results in the caller's buffers,
// deallocation), then every loop nest a GPU kernel (parallel loops tiled
// into blocks of threads, outlined into a gpu.module), the
// host's buffers in device memory, the kernels through NVVM to PTX and a
// fatbin with a cubin for each chosen architecture (CUDA's ptxas and
// fatbinary) and the host code to the LLVM dialect calling the runtime's
// mgpu* entry points (docs/compiler-cuda.md).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Compiler.h"

#include "PipelineText.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace osdp;

LogicalResult osdp::checkCUDAOptions(CUDAPipelineOptions &options,
                                     std::string &error) {
  llvm::Regex pattern("^sm_[0-9]+$");
  if (options.archs.empty()) {
    error = "no GPU architecture given (e.g. --gpu-arch=sm_90)";
    return failure();
  }
  for (const std::string &arch : options.archs)
    if (!pattern.match(arch)) {
      error = llvm::formatv("invalid GPU architecture '{0}' (expected sm_NN, "
                            "e.g. sm_90)",
                            arch)
                  .str();
      return failure();
    }
  SmallString<128> ptxas(options.toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  if (!llvm::sys::fs::can_execute(ptxas)) {
    error = llvm::formatv("no CUDA toolkit at '{0}' ({1} not found; set "
                          "--cuda-toolkit or CUDA_HOME)",
                          options.toolkit, ptxas)
                .str();
    return failure();
  }
  // Oldest first: the kernels' PTX is generated for it.
  auto number = [](const std::string &arch) {
    return std::stoi(arch.substr(3));
  };
  llvm::sort(options.archs, [&](const std::string &a, const std::string &b) {
    return number(a) < number(b);
  });
  options.archs.erase(llvm::unique(options.archs), options.archs.end());
  return success();
}

LogicalResult
osdp::buildCUDALoweringPipeline(OpPassManager &pm,
                                const CUDAPipelineOptions &options) {
  // As the CPU pipeline (CPUPipeline.cpp), with the collectives handed to
  // NCCL and the matrix products (and convolutions, unfolded into them) to
  // cuBLAS, both through the CUDA runtime.
  static constexpr llvm::StringLiteral kFront =
      "convert-osdp-to-runtime{target=cuda},"
      // Kernels call nothing: private helpers are inlined first.
      "inline,"
      "symbol-dce,"
      "convert-stablehlo-to-linalg{target=cuda},"
      "osdp-convolutions-to-im2col,"
      "osdp-contractions-to-blas{target=cuda},";
  // Loop nests to kernels (gpuKernelsPipeline), outlined.
  static constexpr llvm::StringLiteral kKernels =
      "canonicalize,"
      // Outlining passes every value from outside a launch as a kernel
      // parameter: the constants go in first, so that each kernel is
      // compiled for its shapes (constant trip counts, divisions by
      // constants).
      "gpu-launch-sink-index-computations,"
      "gpu-kernel-outlining,"
      "osdp-merge-gpu-kernels,"
      "osdp-device-memory,"
      "canonicalize,"
      // Device allocations are asynchronous on the runtime's stream; the
      // entry waits for its work before it returns, but not before each
      // cuBLAS call, which is queued on the same stream.
      "func.func(gpu-async-region,osdp-stream-ordered-calls),";
  // Kernels to NVVM and PTX for the oldest architecture, then a fatbin
  // with a cubin for each (the toolkit's ptxas and fatbinary); the host to
  // the LLVM dialect.
  static constexpr llvm::StringLiteral kBack =
      "nvvm-attach-target{chip=@ARCH@ O=3},"
      "gpu.module(convert-gpu-to-nvvm),"
      "convert-scf-to-cf,"
      "expand-strided-metadata,"
      "lower-affine,"
      "finalize-memref-to-llvm,"
      "convert-math-to-llvm,"
      "convert-arith-to-llvm,"
      "convert-index-to-llvm,"
      "convert-func-to-llvm,"
      "convert-cf-to-llvm,"
      "gpu-to-llvm,"
      "reconcile-unrealized-casts,"
      "gpu-module-to-binary{format=isa toolkit=@TOOLKIT@},"
      "osdp-gpu-fatbin{archs=@ARCHS@ toolkit=@TOOLKIT@ ptx-file=@PTX@}";
  std::string pipeline = fillPipeline(
      (kFront + tensorsToBuffersPipeline() + gpuKernelsPipeline() + kKernels +
       kBack)
          .str(),
      {{"@ARCH@", options.archs.front()},
       {"@ARCHS@", llvm::join(options.archs, ",")},
       {"@TOOLKIT@", options.toolkit},
       {"@PTX@", options.ptxFile.empty() ? "\"\"" : options.ptxFile}});
  return parsePassPipeline(pipeline, pm, llvm::errs());
}
