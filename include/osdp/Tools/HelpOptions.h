//===- HelpOptions.h - A tool's own options first in --help -----*- C++ -*-===//
//
// The tools link libLLVM, whose every backend registers its command-line
// options when the library loads: without care, --help lists hundreds of
// AMDGPU, ARM or SystemZ options before the tool's own.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_HELPOPTIONS_H
#define OSDP_TOOLS_HELPOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"

namespace osdp {

/// Moves to --help-hidden every option registered so far (the libraries'
/// own, registered as they load) that is not in one of `shown` or LLVM's
/// generic category (--help, --version). Called first in main: the options
/// a tool registers later (MLIR's driver, pass pipeline and IR printing
/// options) stay in --help. --help-hidden still lists everything, and each
/// option still works.
void hideLibraryOptions(llvm::ArrayRef<const llvm::cl::OptionCategory *> shown);

} // namespace osdp

#endif // OSDP_TOOLS_HELPOPTIONS_H
