//===- RuntimeCalls.h - Calls into the runtime from tensor code -*- C++ -*-===//
//
// How compiled code calls the runtime's C entry points before
// bufferization: tensors cross as unranked memrefs on their buffers (each
// a pointer to its descriptor, through the C interface), and results come
// back in fresh buffers that become tensors again. The collectives
// (convert-osdp-to-runtime) and the matrix products
// (osdp-contractions-to-blas) share these. The names, codes and signatures
// of the entry points are those of runtime/include/osdp/Runtime/ABI.h.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CONVERSION_RUNTIMECALLS_H
#define OSDP_CONVERSION_RUNTIMECALLS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace osdp {

/// The runtime compiled code calls: the CPU one (Runtime.h, `osdp_rt_*`,
/// on host buffers) or the CUDA one (CudaRuntime.h, `osdp_cuda_*`, on
/// device buffers, its work queued on the compute stream).
enum class RuntimeTarget { CPU, CUDA };

/// The name of `target`'s entry point `base` (e.g. "all_reduce_f32"): the
/// prefix of runtime/include/osdp/Runtime/ABI.h for the target, then
/// `base`.
std::string runtimeFunctionName(RuntimeTarget target, llvm::StringRef base);

/// Declares (once, at the top of `module`) the runtime function `name`
/// taking `inputs` and returning `results`; memref arguments cross into C
/// as pointers to their descriptors.
mlir::FlatSymbolRefAttr declareRuntimeFunction(mlir::ModuleOp module,
                                               mlir::SymbolTable &symbols,
                                               llvm::StringRef name,
                                               mlir::TypeRange inputs,
                                               mlir::TypeRange results = {});

/// The buffer of `tensor`, which the callee only reads, as an unranked
/// memref (read-only: bufferization need not copy it).
mlir::Value readOnlyUnrankedBuffer(mlir::OpBuilder &b, mlir::Location loc,
                                   mlir::Value tensor);

/// A fresh buffer of `type`'s shape for the callee to fill: the buffer and
/// its unranked view.
std::pair<mlir::Value, mlir::Value>
newUnrankedBuffer(mlir::OpBuilder &b, mlir::Location loc,
                  mlir::RankedTensorType type);

/// The tensor of type `type` a callee wrote into `buffer`.
mlir::Value tensorOfBuffer(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::RankedTensorType type, mlir::Value buffer);

} // namespace osdp

#endif // OSDP_CONVERSION_RUNTIMECALLS_H
