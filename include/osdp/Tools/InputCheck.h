//===- InputCheck.h - Reject inputs the MLIR parser would misread -*- C++
//-*-===//
//
// osdp reads textual StableHLO. The MLIR parser accepts an empty buffer as an
// empty module and silently switches to the bytecode reader on the bytecode
// magic number; for a compiler whose input is a user's exported training step
// both are almost always a mistake (a failed export, a truncated copy, a
// serialized VHLO artifact), so osdp tools reject them with a located message
// before parsing. So is nesting thousands deep, which would overflow the
// stack of MLIR's recursive parser and walks.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_INPUTCHECK_H
#define OSDP_TOOLS_INPUTCHECK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace osdp {

/// Returns true when `contents` (named `bufferName` in messages) can be handed
/// to the textual MLIR parser. Otherwise prints a `file:line:col: error: ...`
/// diagnostic to `os` and returns false.
bool checkTextualInput(llvm::StringRef bufferName, llvm::StringRef contents,
                       llvm::raw_ostream &os);

} // namespace osdp

#endif // OSDP_TOOLS_INPUTCHECK_H
