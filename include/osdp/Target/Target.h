//===- Compiler.h - Per-device programs to native artifacts -----*- C++ -*-===//
//
// osdp-compile's stages as a library: the lowering of a per-device program
// to the LLVM dialect, its translation to a native object for a CPU, and the
// manifest that tells the runtime how to call it.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_COMPILER_COMPILER_H
#define OSDP_COMPILER_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace osdp {

/// The name of the function every artifact exports: `void osdp_entry(void
/// **descriptors)`, one pointer per argument and then per result, each to a
/// memref descriptor (see docs/compiler.md).
constexpr llvm::StringLiteral kEntrySymbol = "osdp_entry";

/// The manifest of the per-device program `module` (after partitioning,
/// before lowering): its mesh and, for `@main`'s arguments and results, the
/// local and global shapes, element type, sharding, role and name. Fails
/// with a located error when there is no `@main` or a value is not a tensor.
mlir::FailureOr<llvm::json::Object> buildManifest(mlir::ModuleOp module);

/// Choices of the CPU lowering.
struct CPUPipelineOptions {
  /// Iterations of a loop nest from which it runs on the runtime's threads
  /// (0: every loop nest is serial). Serial by default: on the 2-core
  /// build machine the threaded loops made the MLP step 6.8 ms against 3.3
  /// serial, and the 2-layer GPT-2 step 54 against 31 (OpenBLAS keeps both
  /// cores for the matrix products either way).
  int64_t minParallelWork = 0;
  /// The loop nests become the cuda target's kernels instead, each run as
  /// loops over its blocks and threads (osdp-emulate-gpu-launches): slow,
  /// for checking the kernels where there is no GPU.
  bool emulateGPUKernels = false;
};

/// Adds the passes that lower a per-device program on tensors (StableHLO and
/// osdp ops) to the LLVM dialect, with `@main` exposed through its C
/// interface and results written into caller buffers.
mlir::LogicalResult
buildCPULoweringPipeline(mlir::OpPassManager &pm,
                         const CPUPipelineOptions &options = {});

/// Choices of the cuda lowering.
struct CUDAPipelineOptions {
  /// The GPU architectures the kernels are compiled for (`sm_90`, ...); the
  /// fatbin holds a cubin for each and the PTX of the oldest, which the
  /// driver compiles for newer GPUs.
  std::vector<std::string> archs{"sm_90"};
  /// The CUDA toolkit whose ptxas and fatbinary make the fatbin.
  std::string toolkit = "/usr/local/cuda";
  /// Where to write every kernel's PTX as well (empty: nowhere).
  std::string ptxFile;
};

/// Checks the options before any pass runs (an architecture that is not
/// `sm_NN` is refused with a message in `error`) and sorts the
/// architectures, oldest first.
mlir::LogicalResult checkCUDAOptions(CUDAPipelineOptions &options,
                                     std::string &error);

/// Adds the passes that lower a per-device program on tensors to GPU kernels
/// in a fatbin and host code in the LLVM dialect that launches them through
/// the CUDA runtime's mgpu* entry points (runtime/cuda). The entry's
/// arguments and results are device buffers. Collectives, matrix products
/// through cuBLAS and block-wide reductions are not there yet: a program
/// that needs a runtime call is refused with its location.
mlir::LogicalResult
buildCUDALoweringPipeline(mlir::OpPassManager &pm,
                          const CUDAPipelineOptions &options);

/// Marks `@main` for the C interface the artifact's entry calls; fails with
/// a located error when there is none. Run before the pipeline above.
mlir::LogicalResult prepareForCPU(mlir::ModuleOp module);

/// Options of the native code.
struct TargetOptions {
  /// The CPU to compile for (`-mcpu`); empty: the host's, with its features.
  std::string cpu;
  /// LLVM's optimisation level, 0 to 3.
  unsigned optLevel = 2;
  /// Threads generating code (0: one per core).
  unsigned threads = 0;
};

/// What the object was compiled for, recorded in the manifest so that
/// osdp-run refuses a CPU that lacks an instruction set the code uses.
struct TargetDescription {
  std::string cpu;
  /// The enabled target features (`avx2`, `avx512f`, ...).
  std::vector<std::string> features;
};

/// Translates `module` (LLVM dialect) to LLVM IR, adds `osdp_entry`, and
/// writes position-independent objects `<objectPrefix>N.o` (listed in
/// `objects`) that together define it: the glue unoptimised, the kernels
/// optimised for the target, compiled on `options.threads` threads.
/// `target` says what the code was compiled for. Errors are returned as a
/// message.
mlir::LogicalResult emitObjects(mlir::ModuleOp module,
                                const TargetOptions &options,
                                llvm::StringRef objectPrefix,
                                std::vector<std::string> &objects,
                                TargetDescription &target,
                                mlir::TimingScope &timing, std::string &error);

} // namespace osdp

#endif // OSDP_COMPILER_COMPILER_H
