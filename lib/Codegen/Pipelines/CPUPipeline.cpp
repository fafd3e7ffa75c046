//===- CPUPipeline.cpp - Per-device program to the LLVM dialect -----------===//
//
// The pass order measured to give correct code on the corpus's op mix (see
// docs/compiler.md): runtime calls for the collectives, linalg on tensors,
// one-shot bufferization with results written into the caller's buffers,
// loops, then the LLVM dialect.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Pipelines.h"

#include "SharedStages.h"

#include "osdp/Codegen/CPU/Passes.h"
#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Codegen/GPU/Passes.h"
#include "osdp/Conversion/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace osdp;

/// Loop nests big enough (min-parallel-work) run on the runtime's thread
/// pool, through the libomp entry points OpenMP's lowering calls; or, for
/// gpu-emulation, the cuda target's kernels run as loops over their blocks
/// and threads.
static void addLoopPasses(OpPassManager &pm,
                          const CPUPipelineOptions &options) {
  if (options.emulateGPUKernels) {
    addGPUKernelPasses(pm);
    pm.addNestedPass<func::FuncOp>(createEmulateGPULaunchesPass());
    return;
  }
  pm.addPass(createOutlineKernelsPass());
  LowerToLoopsPassOptions loops;
  loops.minParallelWork = options.minParallelWork;
  pm.addNestedPass<func::FuncOp>(createLowerToLoopsPass(loops));
  pm.addPass(createConvertSCFToOpenMPPass());
}

/// Math and floating point the CPU lacks, then everything to LLVM.
static void addToLLVMPasses(OpPassManager &pm) {
  // Heap buffers through the runtime's counting allocator, so a run reports
  // the step's peak of live buffers. Aligned allocation asks the allocator
  // for the alignment: malloc would be asked for the size plus the
  // alignment, to align the pointer after, wasting up to 64 bytes a buffer.
  FinalizeMemRefToLLVMConversionPassOptions memrefs;
  memrefs.useGenericFunctions = true;
  memrefs.useAlignedAlloc = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefs));
  // libm first: accurate expm1/log1p, and erf, tan, ... that LLVM's
  // intrinsics lack; libm has no rsqrt.
  math::MathExpandOpsPassOptions expand;
  expand.opMnemonics = {"rsqrt"};
  pm.addPass(math::createMathExpandOpsPass(expand));
  pm.addPass(math::createMathExtendToSupportedTypes());
  pm.addPass(createIntegerMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertMathToLLVMPass());
  // bf16 is computed in f32 and converted with integer ops (no compiler-rt
  // calls).
  arith::ArithEmulateUnsupportedFloatsOptions emulate;
  emulate.sourceTypeStrs = {"bf16"};
  emulate.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  arith::ArithExpandOpsPassOptions arithExpand;
  arithExpand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(arithExpand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void osdp::buildCPULoweringPipeline(OpPassManager &pm,
                                    const CPUPipelineOptions &options) {
  pm.addPass(createExposeEntryPass());
  pm.addPass(createConvertOSDPToRuntimePass());
  // Transposed weights read by products through their dimension numbers,
  // not copied and held from the forward pass to the backward pass.
  pm.addPass(createFoldTransposesIntoProductsPass());
  // gpu-emulation runs the cuda target's kernels: its loops as that target
  // lowers them (CUDAPipeline.cpp).
  ConvertStableHLOToLinalgPassOptions toLinalg;
  toLinalg.countedLoops = !options.emulateGPUKernels;
  pm.addPass(createConvertStableHLOToLinalgPass(toLinalg));
  pm.addPass(createPartitionIdToRuntimePass());
  ConvolutionsToIm2ColPassOptions im2col;
  im2col.maxPatchBytes = options.maxPatchBytes;
  pm.addPass(createConvolutionsToIm2ColPass(im2col));
  pm.addPass(createContractionsToBLASPass());
  addTensorsToBuffersPasses(pm);
  addLoopPasses(pm, options);
  // Canonicalisation must follow the loops, or scf-to-cf meets multi-block
  // alloca scopes.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  addToLLVMPasses(pm);
}
