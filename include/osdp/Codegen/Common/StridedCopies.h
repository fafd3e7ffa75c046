//===- StridedCopies.h - Strided buffer copies as linalg copies --*- C++
//-*-===//
//
// Shared by the CPU's kernel outlining and the cuda target's kernels.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_COMMON_STRIDEDCOPIES_H
#define OSDP_CODEGEN_COMMON_STRIDEDCOPIES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

namespace osdp {

/// Makes every `memref.copy` under `root` whose buffers are not both
/// `direct` a `linalg.copy`, which becomes a loop nest (a kernel). The CPU
/// copies contiguous buffers directly (a memcpy), and calls the runtime's
/// element-by-element `memrefCopy` for any other; a GPU's `gpu.memcpy`
/// takes buffers of the identity layout only. Unranked copies (no loops to
/// write) stay.
void stridedCopiesToLinalg(mlir::Operation *root,
                           llvm::function_ref<bool(mlir::MemRefType)> direct);

/// Whether a GPU copies buffers of `type` directly (`gpu.memcpy`: static
/// shapes of the identity layout).
bool gpuCopiesDirectly(mlir::MemRefType type);

} // namespace osdp

#endif // OSDP_CODEGEN_COMMON_STRIDEDCOPIES_H
