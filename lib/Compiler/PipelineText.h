//===- PipelineText.h - The pipelines' text, shared by the targets -*- C++
//-*-===//
//
// Private to lib/Compiler: the passes the CPU and the cuda pipelines share,
// and how their text is filled in.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_PIPELINETEXT_H
#define OSDP_LIB_COMPILER_PIPELINETEXT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>

namespace osdp {

/// From linalg on tensors to linalg on buffers, as pass pipeline text
/// ending in a comma: elementwise fusion, donated buffers, one-shot
/// bufferization with the results written into the caller's buffers, and
/// each buffer freed after its last use.
llvm::StringRef tensorsToBuffersPipeline();

/// From linalg on buffers to `gpu.launch` ops (not yet outlined), as pass
/// pipeline text ending in a comma: the cuda target's kernels, which the
/// gpu-emulation target runs as loops on the CPU.
llvm::StringRef gpuKernelsPipeline();

/// `text` with every `@KEY@` placeholder of `values` replaced by its value.
std::string
fillPipeline(llvm::StringRef text,
             llvm::ArrayRef<std::pair<llvm::StringRef, std::string>> values);

} // namespace osdp

#endif // OSDP_LIB_COMPILER_PIPELINETEXT_H
