//===- BufferViews.h - The buffer a memref value views ----------*- C++ -*-===//
//
// Private to lib/Compiler: what the passes on buffers that reason about
// aliasing (osdp-fuse-row-reductions, osdp-parallel-scatters) share.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_BUFFERVIEWS_H
#define OSDP_LIB_COMPILER_BUFFERVIEWS_H

#include "mlir/IR/Value.h"

namespace osdp {

/// The buffer `value` may be a view of (through subviews, reshapes,
/// transposes, casts: any op taking a memref), or itself.
mlir::Value baseBuffer(mlir::Value value);

} // namespace osdp

#endif // OSDP_LIB_COMPILER_BUFFERVIEWS_H
