//===- SharedStages.cpp - The stages the targets' pipelines share ---------===//
//
// The pass order measured to give correct code on the corpus's op mix (see
// docs/compiler.md).
//
//===----------------------------------------------------------------------===//

#include "SharedStages.h"

#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/SCFToGPU/SCFToGPUPass.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void osdp::addTensorsToBuffersPasses(OpPassManager &pm) {
  // The parts of a concatenation a reshape collapsed are inserted at their
  // own shape, for eliminate-empty-tensors to compute in place.
  OpPassManager &fusion = pm.nest<func::FuncOp>();
  fusion.addPass(createFuseElementwisePass());
  fusion.addPass(createExpandInsertSlicesPass());
  fusion.addPass(createAccumulateInPlacePass());
  // Booleans stored between loop nests move as bytes, which vectorise.
  fusion.addPass(createStoreBooleansAsBytesPass());
  // Donated buffers receive their results, computed in place where the
  // program allows (empty tensors become the destination).
  pm.addPass(createAliasDonatedBuffersPass());
  // No CSE before empty tensors become allocations: ops sharing one
  // tensor.empty make one-shot bufferization quadratic.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  pm.addPass(bufferization::createEmptyTensorToAllocTensorPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Scans permute their loop-carried values: loops may yield new buffers.
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createCanonicalizerPass());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  outParams.hoistStaticAllocs = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.addPass(createElideDonatedCopiesPass());
  bufferization::buildBufferDeallocationPipeline(
      pm, bufferization::BufferDeallocationPipelineOptions());
  pm.addPass(createConvertBufferizationToMemRefPass());
  // The deallocations just placed are at the end of each block.
  pm.addNestedPass<func::FuncOp>(createFreeBuffersAtLastUsePass());
  pm.addPass(createCanonicalizerPass());
}

void osdp::addGPUKernelPasses(OpPassManager &pm) {
  // Row chains as a block per row; column reductions of one loop space
  // merged, then split into two passes of adjacent reads; the other
  // reductions as a block per result where that pays and a thread per
  // result otherwise; scatters as parallel loops of atomic updates;
  // elementwise ops of one loop space merged; transposed reads through
  // tiles of shared memory; the other loops' parallel dimensions tiled into
  // blocks of threads, the contiguous one along x, and mapped onto the
  // grid. No canonicalisation between tiling and mapping: it would merge
  // the loops into one thread per block.
  OpPassManager &kernels = pm.nest<func::FuncOp>();
  kernels.addPass(createFuseRowReductionsPass());
  kernels.addPass(createMergeColumnReductionsPass());
  kernels.addPass(createSplitColumnReductionsPass());
  kernels.addPass(createBlockReductionsPass());
  kernels.addPass(createThreadReductionsPass());
  kernels.addPass(createParallelScattersPass());
  kernels.addPass(createMergeElementwisePass());
  kernels.addPass(createSharedMemoryTransposesPass());
  kernels.addPass(createSerialKernelsPass());
  kernels.addPass(createConvertLinalgToParallelLoopsPass());
  kernels.addPass(createTileParallelLoopsPass());
  kernels.addPass(createGpuMapParallelLoopsPass());
  kernels.addPass(createConvertParallelLoopToGpuPass());
}
