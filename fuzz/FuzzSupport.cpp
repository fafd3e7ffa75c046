//===- FuzzSupport.cpp - What osdp's fuzz targets share -------------------===//

#include "FuzzSupport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

void osdp::fuzz::fail(llvm::StringRef target, const std::string &message) {
  llvm::errs() << target << ": " << message << "\n";
  std::abort();
}

static std::string scratchDirectory() {
  const char *tmp = std::getenv("TMPDIR");
  std::string base = llvm::sys::fs::is_directory("/dev/shm") ? "/dev/shm"
                     : tmp                                   ? tmp
                                                             : "/tmp";
  std::string dir =
      base + "/osdp-fuzz-" + std::to_string(llvm::sys::Process::getProcessId());
  if (std::error_code error = llvm::sys::fs::create_directories(dir))
    osdp::fuzz::fail("fuzz", "cannot create " + dir + ": " + error.message());
  // Removed when the fuzzer exits normally (-runs, -max_total_time); a
  // crash leaves it for the reproducer's inspection.
  static std::string removed = dir;
  std::atexit([] { llvm::sys::fs::remove_directories(removed); });
  return dir;
}

std::string osdp::fuzz::writeScratchFile(llvm::StringRef name,
                                         llvm::StringRef bytes) {
  static const std::string dir = scratchDirectory();
  std::string path = dir + "/" + name.str();
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (!error) {
    out << bytes;
    out.close();
    error = out.error();
  }
  if (error)
    osdp::fuzz::fail("fuzz", "cannot write " + path + ": " + error.message());
  return path;
}
