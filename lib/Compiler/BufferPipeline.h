//===- BufferPipeline.h - Linalg on tensors to buffers, for every target -===//
//
// Private to lib/Compiler: the passes the CPU and the cuda pipelines share.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_BUFFERPIPELINE_H
#define OSDP_LIB_COMPILER_BUFFERPIPELINE_H

#include "llvm/ADT/StringRef.h"

namespace osdp {

/// From linalg on tensors to linalg on buffers, as pass pipeline text
/// ending in a comma: elementwise fusion, donated buffers, one-shot
/// bufferization with the results written into the caller's buffers, and
/// each buffer freed after its last use.
llvm::StringRef tensorsToBuffersPipeline();

} // namespace osdp

#endif // OSDP_LIB_COMPILER_BUFFERPIPELINE_H
