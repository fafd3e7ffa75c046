//===- OutputCheck.h - Refuse an output no run could write ------*- C++ -*-===//
//
// A tool that writes a file after a long pipeline checks first that the
// file can go where its flag says: a missing directory is a user error
// reported before anything runs, not after.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_OUTPUTCHECK_H
#define OSDP_TOOLS_OUTPUTCHECK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace osdp {

/// Whether the directory `file` is to be written in exists (standard
/// output, `-`, and a name without a directory always do). Otherwise prints
/// `TOOL: FLAG: the directory of FILE does not exist` on `os`.
bool checkOutputDirectory(llvm::StringRef tool, llvm::StringRef flag,
                          llvm::StringRef file, llvm::raw_ostream &os);

} // namespace osdp

#endif // OSDP_TOOLS_OUTPUTCHECK_H
