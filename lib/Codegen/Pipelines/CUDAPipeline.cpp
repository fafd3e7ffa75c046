//===- CUDAPipeline.cpp - Per-device program to GPU kernels and host code -===//
//
// The cuda target's lowering: the CPU pipeline's front half (collectives
// as NCCL calls, linalg on tensors, matrix products as cuBLAS calls,
// fusion, one-shot bufferization with results in the caller's buffers,
// deallocation), then every loop nest a GPU kernel (parallel loops tiled
// into blocks of threads, outlined into a gpu.module), the host's buffers
// in device memory, the kernels through NVVM to PTX and a fatbin with a
// cubin for each chosen architecture (CUDA's ptxas and fatbinary) and the
// host code to the LLVM dialect calling the runtime's mgpu* entry points
// (docs/compiler-cuda.md).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Pipelines.h"

#include "SharedStages.h"

#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Codegen/GPU/Passes.h"
#include "osdp/Conversion/Passes.h"
#include "osdp/Target/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"
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

/// As the CPU pipeline's front (CPUPipeline.cpp), with the collectives
/// handed to NCCL and the matrix products (and convolutions, unfolded into
/// them) to cuBLAS, both through the CUDA runtime.
static void addFrontPasses(OpPassManager &pm,
                           const CUDAPipelineOptions &options) {
  pm.addPass(createExposeEntryPass());
  ConvertOSDPToRuntimePassOptions collectives;
  collectives.target = RuntimeTarget::CUDA;
  pm.addPass(createConvertOSDPToRuntimePass(collectives));
  // Kernels call nothing: private helpers are inlined first.
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  // Transposed weights read by products through their dimension numbers,
  // not copied and held from the forward pass to the backward pass.
  pm.addPass(createFoldTransposesIntoProductsPass());
  // Loops stay scf.while: the kernel passes take a host scf.for for a
  // serial loop nest to run in one thread, and the deallocation of its
  // carried buffers calls a host helper (dealloc_helper) on device
  // buffers.
  ConvertStableHLOToLinalgPassOptions toLinalg;
  toLinalg.countedLoops = false;
  pm.addPass(createConvertStableHLOToLinalgPass(toLinalg));
  PartitionIdToRuntimePassOptions partitionId;
  partitionId.target = RuntimeTarget::CUDA;
  pm.addPass(createPartitionIdToRuntimePass(partitionId));
  ConvolutionsToIm2ColPassOptions im2col;
  im2col.maxPatchBytes = options.maxPatchBytes;
  pm.addPass(createConvolutionsToIm2ColPass(im2col));
  ContractionsToBLASPassOptions blas;
  blas.target = RuntimeTarget::CUDA;
  pm.addPass(createContractionsToBLASPass(blas));
}

/// The launches outlined into kernels of their own shapes, the host's
/// buffers in device memory, the runtime's calls ordered on its stream.
static void addOutliningPasses(OpPassManager &pm) {
  pm.addPass(createCanonicalizerPass());
  // Outlining passes every value from outside a launch as a kernel
  // parameter: the constants go in first, so that each kernel is compiled
  // for its shapes (constant trip counts, divisions by constants).
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createMergeGPUKernelsPass());
  pm.addPass(createDeviceMemoryPass());
  pm.addPass(createCanonicalizerPass());
  // Device allocations are asynchronous on the runtime's stream; the entry
  // waits for its work before it returns, but not before each cuBLAS call,
  // which is queued on the same stream.
  OpPassManager &host = pm.nest<func::FuncOp>();
  host.addPass(createGpuAsyncRegionPass());
  host.addPass(createStreamOrderedCallsPass());
}

/// Kernels to NVVM and PTX for the oldest architecture, then a fatbin with
/// a cubin for each (the toolkit's ptxas and fatbinary); the host to the
/// LLVM dialect.
static void addBackPasses(OpPassManager &pm,
                          const CUDAPipelineOptions &options) {
  GpuNVVMAttachTargetOptions nvvm;
  nvvm.chip = options.archs.front();
  nvvm.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(nvvm));
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  binary.toolkitPath = options.toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  GPUFatbinPassOptions fatbin;
  fatbin.archs.assign(options.archs.begin(), options.archs.end());
  fatbin.toolkit = options.toolkit;
  fatbin.ptxFile = options.ptxFile;
  pm.addPass(createGPUFatbinPass(fatbin));
}

void osdp::buildCUDALoweringPipeline(OpPassManager &pm,
                                     const CUDAPipelineOptions &options) {
  addFrontPasses(pm, options);
  addTensorsToBuffersPasses(pm);
  addGPUKernelPasses(pm);
  addOutliningPasses(pm);
  addBackPasses(pm, options);
}
