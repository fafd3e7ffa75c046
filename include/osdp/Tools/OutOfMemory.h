//===- OutOfMemory.h - The LLVM tools' out-of-memory errors -----*- C++ -*-===//
//
// The osdp tools that link LLVM run out of memory in two ways: `new` fails,
// or one of LLVM's own allocations (llvm::safe_malloc) does, which LLVM
// reports with "LLVM ERROR: out of memory" and an abort. Both become
// osdp/Support/OutOfMemory.h's message and exit status 1.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_OUTOFMEMORY_H
#define OSDP_TOOLS_OUTOFMEMORY_H

namespace osdp {

/// Installs both handlers for the tool named `tool`.
void installToolOutOfMemoryHandlers(const char *tool);

} // namespace osdp

#endif // OSDP_TOOLS_OUTOFMEMORY_H
