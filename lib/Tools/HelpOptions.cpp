//===- HelpOptions.cpp - A tool's own options first in --help -------------===//

#include "osdp/Tools/HelpOptions.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;

void osdp::hideLibraryOptions(ArrayRef<const cl::OptionCategory *> shown) {
  for (auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    // LLVM's generic category (--help, --version) is not exported: it is
    // known by its name.
    bool own = any_of(option->Categories, [&](const cl::OptionCategory *cat) {
      return is_contained(shown, cat) ||
             StringRef(cat->getName()) == "Generic Options";
    });
    if (!own && option->getOptionHiddenFlag() == cl::NotHidden)
      option->setHiddenFlag(cl::Hidden);
  }
}
