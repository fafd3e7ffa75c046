//===- Registration.cpp - The lowerings as registered pipelines -----------===//
//
// `--osdp-lower-to-cpu` and `--osdp-lower-to-cuda`: the pipelines
// osdp-compile runs, for osdp-opt. The options' defaults are the plain
// structs' (osdp/Codegen/Pipelines.h), so both tools lower alike.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Pipelines.h"

#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace osdp;

namespace {

struct CPULoweringOptions : public PassPipelineOptions<CPULoweringOptions> {
  Option<int64_t> minParallelWork{
      *this, "min-parallel-work",
      llvm::cl::desc("Iterations of a loop nest from which it runs on the "
                     "runtime's threads (0: every loop nest is serial)"),
      llvm::cl::init(CPUPipelineOptions().minParallelWork)};
  Option<bool> emulateGPUKernels{
      *this, "emulate-gpu-kernels",
      llvm::cl::desc("Lower the loop nests to the cuda target's kernels and "
                     "run each launch as loops on the host"),
      llvm::cl::init(CPUPipelineOptions().emulateGPUKernels)};
  Option<int64_t> maxPatchBytes{
      *this, "max-patch-bytes",
      llvm::cl::desc("The most bytes of a convolution's patches made at "
                     "once (0: all of them)"),
      llvm::cl::init(CPUPipelineOptions().maxPatchBytes)};
};

struct CUDALoweringOptions : public PassPipelineOptions<CUDALoweringOptions> {
  ListOption<std::string> archs{
      *this, "archs",
      llvm::cl::desc("GPU architectures to compile for (default: sm_90)")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("The CUDA toolkit whose ptxas and fatbinary make the "
                     "fatbin"),
      llvm::cl::init(CUDAPipelineOptions().toolkit)};
  Option<std::string> ptxFile{
      *this, "ptx-file",
      llvm::cl::desc("Also write every kernel's PTX to this file")};
  Option<int64_t> maxPatchBytes{
      *this, "max-patch-bytes",
      llvm::cl::desc("The most bytes of a convolution's patches made at "
                     "once (0: all of them)"),
      llvm::cl::init(CUDAPipelineOptions().maxPatchBytes)};
};

} // namespace

void osdp::registerCodegenPipelines() {
  PassPipelineRegistration<CPULoweringOptions>(
      "osdp-lower-to-cpu",
      "Lower a per-device program on tensors to the LLVM dialect for the CPU "
      "runtime (osdp-compile --target=cpu)",
      [](OpPassManager &pm, const CPULoweringOptions &text) {
        CPUPipelineOptions options;
        options.minParallelWork = text.minParallelWork;
        options.emulateGPUKernels = text.emulateGPUKernels;
        options.maxPatchBytes = text.maxPatchBytes;
        buildCPULoweringPipeline(pm, options);
      });
  // Registered by hand rather than through PassPipelineRegistration, whose
  // builder cannot fail: a bad architecture or toolkit is refused here,
  // before any pass runs, as osdp-compile refuses it.
  registerPassPipeline(
      "osdp-lower-to-cuda",
      "Lower a per-device program on tensors to GPU kernels in a fatbin and "
      "host code in the LLVM dialect (osdp-compile --target=cuda)",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        CUDALoweringOptions parsed;
        if (failed(parsed.parseFromString(text)))
          return failure();
        CUDAPipelineOptions options;
        if (!parsed.archs.empty())
          options.archs.assign(parsed.archs.begin(), parsed.archs.end());
        options.toolkit = parsed.toolkit;
        options.ptxFile = parsed.ptxFile;
        options.maxPatchBytes = parsed.maxPatchBytes;
        std::string error;
        if (failed(checkCUDAOptions(options, error)))
          return errorHandler(error);
        buildCUDALoweringPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(CUDALoweringOptions());
      });
}
