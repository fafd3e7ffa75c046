//===- MLIRInput.h - MLIR text as osdp-opt reads it -------------*- C++ -*-===//
//
// The context and parser of the fuzz targets whose input is a program.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_FUZZ_MLIRINPUT_H
#define OSDP_FUZZ_MLIRINPUT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace osdp::fuzz {

/// A context with the dialects of a user's input (func, stablehlo, chlo,
/// sdy, osdp) and their interfaces, as osdp-opt registers them; threading
/// is off so that a crash's stack is the whole story, and diagnostics are
/// dropped (the targets look for crashes, not messages).
std::unique_ptr<mlir::MLIRContext> makeInputContext();

/// Parses and verifies `text` the way osdp-opt does (bytecode and empty
/// buffers refused first); null when the input is not a valid module.
mlir::OwningOpRef<mlir::ModuleOp> parseInput(llvm::StringRef text,
                                             mlir::MLIRContext &context);

} // namespace osdp::fuzz

#endif // OSDP_FUZZ_MLIRINPUT_H
