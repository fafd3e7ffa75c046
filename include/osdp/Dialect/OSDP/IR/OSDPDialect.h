//===- OSDPDialect.h - The osdp sharding dialect ----------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
#define OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h.inc"

namespace osdp {
/// Removes every `osdp.*` attribute from the ops nested in `root` (`root`
/// included), and from the arguments and results of functions: what remains
/// is the program without its sharding annotations. The ops' attributes
/// named in `keep` stay (a hint the code generator still reads).
void eraseOSDPAttributes(mlir::Operation *root,
                         llvm::ArrayRef<llvm::StringRef> keep = {});

/// Edits the attributes of every argument (or result) of `func` and stores
/// them all at once: `update(i, attrs)` changes those of argument `i` in
/// place. Setting them one at a time rebuilds the function's whole array of
/// dictionaries each time, which is quadratic in the number of arguments (a
/// training step has thousands).
void updateArgAttrs(
    mlir::FunctionOpInterface func,
    llvm::function_ref<void(unsigned, mlir::NamedAttrList &)> update);
void updateResultAttrs(
    mlir::FunctionOpInterface func,
    llvm::function_ref<void(unsigned, mlir::NamedAttrList &)> update);
} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
