//===- OutOfMemory.h - Running out of memory as an error --------*- C++ -*-===//
//
// A problem too large for the memory a tool is given (a solver instance of
// millions of strategies, a module of millions of ops under a ulimit or a
// cgroup) makes `new` fail. The tools are built without exceptions, so the
// default is std::terminate: an abort and a core, which reads as a crash.
// Each tool installs this handler first instead: it says what happened and
// exits with status 1. Header-only: the runtime's tools, which link no
// LLVM, use it too.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SUPPORT_OUTOFMEMORY_H
#define OSDP_SUPPORT_OUTOFMEMORY_H

#include <cstdlib>
#include <cstring>
#include <new>
#include <unistd.h>

namespace osdp {

namespace detail {
/// The message, composed when the handler is installed: the handler itself
/// must not allocate.
inline char outOfMemoryMessage[256];
inline size_t outOfMemoryLength = 0;

[[noreturn]] inline void reportOutOfMemory() {
  ssize_t written =
      ::write(STDERR_FILENO, outOfMemoryMessage, outOfMemoryLength);
  (void)written;
  std::_Exit(1);
}
} // namespace detail

/// Makes a failed allocation print "TOOL: out of memory: ..." and exit 1.
inline void installOutOfMemoryHandler(const char *tool) {
  const char *reason = ": out of memory: the input needs more memory than "
                       "this process may use (RAM, ulimit -v or a cgroup "
                       "limit)\n";
  size_t toolLength = std::strlen(tool), reasonLength = std::strlen(reason);
  if (toolLength + reasonLength >= sizeof(detail::outOfMemoryMessage))
    toolLength = 0;
  std::memcpy(detail::outOfMemoryMessage, tool, toolLength);
  std::memcpy(detail::outOfMemoryMessage + toolLength, reason, reasonLength);
  detail::outOfMemoryLength = toolLength + reasonLength;
  std::set_new_handler(detail::reportOutOfMemory);
}

} // namespace osdp

#endif // OSDP_SUPPORT_OUTOFMEMORY_H
