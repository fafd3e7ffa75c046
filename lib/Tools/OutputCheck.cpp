//===- OutputCheck.cpp - Refuse an output no run could write --------------===//

#include "osdp/Tools/OutputCheck.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

bool osdp::checkOutputDirectory(llvm::StringRef tool, llvm::StringRef flag,
                                llvm::StringRef file, llvm::raw_ostream &os) {
  llvm::StringRef directory = llvm::sys::path::parent_path(file);
  if (file == "-" || directory.empty() ||
      llvm::sys::fs::is_directory(directory))
    return true;
  os << tool << ": " << flag << ": the directory of " << file
     << " does not exist\n";
  return false;
}
