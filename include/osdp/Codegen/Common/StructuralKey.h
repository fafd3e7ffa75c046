//===- StructuralKey.h - Symbols compared up to their names -----*- C++ -*-===//
//
// Shared by the CPU's kernel outlining and the cuda target's kernel
// merging: both keep one copy of kernels that are the same computation
// (the repeated layers of a model).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_COMMON_STRUCTURALKEY_H
#define OSDP_CODEGEN_COMMON_STRUCTURALKEY_H

#include "mlir/IR/SymbolTable.h"

#include <string>

namespace osdp {

/// The text that identifies the symbol op `op` up to its name: its generic
/// form printed with a fixed name. The printer numbers SSA values per
/// isolated region, so two ops print alike exactly when they are the same
/// computation on the same types.
std::string structuralKey(mlir::SymbolOpInterface op);

} // namespace osdp

#endif // OSDP_CODEGEN_COMMON_STRUCTURALKEY_H
