//===- Files.h - The directories osdp-run writes in -------------*- C++ -*-===//
//
// What --output-dir and --checkpoint-dir share: a directory made with its
// parents and probed before any step runs, so that hours of steps are not
// lost to a path that cannot be written at the end, and trees removed
// whole.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_FILES_H
#define OSDP_RUN_FILES_H

#include <string>

namespace osdp::run {

/// Creates `dir` with its missing parents (as `mkdir -p`), and fails when
/// it is no directory this process can create files in; `option` (such as
/// "--output-dir") names it in the message.
void checkWritableDirectory(const char *option, const std::string &dir);

/// Removes `path` and everything under it; a missing path is no error.
void removeTree(const std::string &path);

/// Flushes the directory `dir`'s entries (a rename or a new file in it) to
/// the disk; false if it cannot be opened or synced.
bool syncDirectory(const std::string &dir);

} // namespace osdp::run

#endif // OSDP_RUN_FILES_H
