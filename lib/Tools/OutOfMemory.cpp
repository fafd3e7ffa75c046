//===- OutOfMemory.cpp - The LLVM tools' out-of-memory errors -------------===//

#include "osdp/Tools/OutOfMemory.h"

#include "osdp/Support/OutOfMemory.h"

#include "llvm/Support/ErrorHandling.h"

void osdp::installToolOutOfMemoryHandlers(const char *tool) {
  installOutOfMemoryHandler(tool);
  // LLVM's handler must not return (LLVM aborts if it does) nor allocate.
  llvm::install_bad_alloc_error_handler(
      [](void *, const char *, bool) { detail::reportOutOfMemory(); });
}
