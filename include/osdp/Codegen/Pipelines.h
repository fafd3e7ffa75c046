//===- Pipelines.h - Per-device programs to native code ---------*- C++ -*-===//
//
// The lowerings osdp-compile runs between a per-device program on tensors
// (StableHLO and osdp ops) and the LLVM dialect, built pass by pass in C++
// and registered, so that `osdp-opt --osdp-lower-to-cpu` or
// `--osdp-lower-to-cuda` runs the same stage on a file. Each pipeline's
// options are a plain struct for C++ callers; the registered form reads
// them from text with the same defaults.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_PIPELINES_H
#define OSDP_CODEGEN_PIPELINES_H

#include "osdp/Codegen/CPU/Passes.h"
#include "osdp/Support/ConvolutionPatches.h"

#include "mlir/Pass/PassManager.h"

#include <string>
#include <vector>

namespace osdp {

/// Choices of the CPU lowering.
struct CPUPipelineOptions {
  /// Iterations of a loop nest from which it runs on the runtime's threads
  /// (0: every loop nest is serial); osdp-lower-to-loops's default.
  int64_t minParallelWork = LowerToLoopsPassOptions().minParallelWork;
  /// The loop nests become the cuda target's kernels instead, each run as
  /// loops over its blocks and threads (osdp-emulate-gpu-launches): slow,
  /// for checking the kernels where there is no GPU.
  bool emulateGPUKernels = false;
  /// The most bytes of a convolution's patches made at once (0: all);
  /// osdp-convolutions-to-im2col's default, which the cost model charges.
  int64_t maxPatchBytes = kPatchChunkBytes;
};

/// Adds the passes that lower a per-device program on tensors to the LLVM
/// dialect, with `@main` exposed through its C interface and results
/// written into caller buffers.
void buildCPULoweringPipeline(mlir::OpPassManager &pm,
                              const CPUPipelineOptions &options = {});

/// Choices of the cuda lowering.
struct CUDAPipelineOptions {
  /// The GPU architectures the kernels are compiled for (`sm_90`, ...); the
  /// fatbin holds a cubin for each and the PTX of the oldest, which the
  /// driver compiles for newer GPUs. Sorted oldest first by
  /// checkCUDAOptions.
  std::vector<std::string> archs{"sm_90"};
  /// The CUDA toolkit whose ptxas and fatbinary make the fatbin.
  std::string toolkit = "/usr/local/cuda";
  /// Where to write every kernel's PTX as well (empty: nowhere).
  std::string ptxFile;
  /// As the CPU's.
  int64_t maxPatchBytes = kPatchChunkBytes;
};

/// Checks the options before any pass runs (an architecture that is not
/// `sm_NN`, or a toolkit without ptxas, is refused with a message in
/// `error`) and sorts the architectures, oldest first.
mlir::LogicalResult checkCUDAOptions(CUDAPipelineOptions &options,
                                     std::string &error);

/// Adds the passes that lower a per-device program on tensors to GPU kernels
/// in a fatbin and host code in the LLVM dialect that launches them through
/// the CUDA runtime's mgpu* entry points (runtime/cuda). The entry's
/// arguments and results are device buffers. `options` must have passed
/// checkCUDAOptions.
void buildCUDALoweringPipeline(mlir::OpPassManager &pm,
                               const CUDAPipelineOptions &options);

/// Registers `--osdp-lower-to-cpu` and `--osdp-lower-to-cuda`.
void registerCodegenPipelines();

/// What the lowerings need of a tool's registry beyond the dialects they
/// load: upstream's interface models (bufferization, conversion to LLVM)
/// and the translations gpu-module-to-binary runs inside the pipeline.
void registerCodegenExtensions(mlir::DialectRegistry &registry);

} // namespace osdp

#endif // OSDP_CODEGEN_PIPELINES_H
