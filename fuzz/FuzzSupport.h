//===- FuzzSupport.h - What osdp's fuzz targets share -----------*- C++ -*-===//
//
// Each fuzz target is one LLVMFuzzerTestOneInput over one of osdp's readers
// (docs/fuzzing.md). The input is the bytes of a file a user could hand to
// osdp; a target fails only by crashing (or by an abort of its own where a
// property of the result is broken), so a reader's error on bad input is
// the expected outcome and is discarded.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_FUZZ_FUZZSUPPORT_H
#define OSDP_FUZZ_FUZZSUPPORT_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace osdp::fuzz {

/// The input of one run as text (it may hold any bytes, NUL included).
inline llvm::StringRef asText(const uint8_t *data, size_t size) {
  return llvm::StringRef(reinterpret_cast<const char *>(data), size);
}

/// Writes `bytes` to `name` in a directory of this process, for the readers
/// that take a path; returns the file's path. The directory lives in
/// memory (/dev/shm) where it exists.
std::string writeScratchFile(llvm::StringRef name, llvm::StringRef bytes);

/// Prints "TARGET: MESSAGE" and aborts: a property of a reader's result
/// is broken, which the fuzzer reports as a crash.
[[noreturn]] void fail(llvm::StringRef target, const std::string &message);

} // namespace osdp::fuzz

#endif // OSDP_FUZZ_FUZZSUPPORT_H
