//===- ModuleSplitting.h - One LLVM module into parts -----------*- C++ -*-===//
//
// The split that lets osdp-compile generate code on several threads: see
// lib/Compiler/ModuleSplitting.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TARGET_MODULESPLITTING_H
#define OSDP_TARGET_MODULESPLITTING_H

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace osdp {

/// One part of a split module, as bitcode to be read into a context of its
/// own.
struct ModulePart {
  llvm::SmallVector<char, 0> bitcode;
  /// Whether this part holds the glue (functions marked `optnone`), which
  /// is compiled without optimisation.
  bool glue = false;
};

/// Splits `module` into a glue part (every `optnone` function and every
/// global variable) and `kernelParts` parts sharing the other functions,
/// balanced by size. Local symbols of `module` become hidden external
/// ones, so the parts link together.
std::vector<ModulePart> splitModule(llvm::Module &module, unsigned kernelParts);

} // namespace osdp

#endif // OSDP_TARGET_MODULESPLITTING_H
