//===- SharedStages.h - The stages the targets' pipelines share -*- C++ -*-===//
//
// Private to lib/Codegen/Pipelines.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_CODEGEN_PIPELINES_SHAREDSTAGES_H
#define OSDP_LIB_CODEGEN_PIPELINES_SHAREDSTAGES_H

#include "mlir/Pass/PassManager.h"

namespace osdp {

/// From linalg on tensors to linalg on buffers: elementwise fusion, donated
/// buffers, one-shot bufferization with the results written into the
/// caller's buffers, and each buffer freed after its last use.
void addTensorsToBuffersPasses(mlir::OpPassManager &pm);

/// From linalg on buffers to `gpu.launch` ops (not yet outlined): the cuda
/// target's kernels, which the gpu-emulation target runs as loops on the
/// CPU.
void addGPUKernelPasses(mlir::OpPassManager &pm);

} // namespace osdp

#endif // OSDP_LIB_CODEGEN_PIPELINES_SHAREDSTAGES_H
