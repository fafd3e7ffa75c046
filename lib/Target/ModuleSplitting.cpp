//===- ModuleSplitting.cpp - One LLVM module into independent parts ------===//
//
// Code generation of a whole training step is one module whose time grows
// faster than its size; its kernels are independent functions. So the
// module is cut into parts that compile on separate threads (each in its
// own LLVMContext, since a context is not thread-safe): the glue, which is
// compiled without optimisation, and the kernels, spread over the workers
// by size. The parts reach each other's symbols through the linker:
// module-local symbols become hidden external ones first.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/ModuleSplitting.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <algorithm>
#include <numeric>

using namespace osdp;

/// Gives every module-local symbol a name and hidden external linkage, so
/// that a part can refer to one another part defines.
static void externalizeLocalSymbols(llvm::Module &module) {
  unsigned unnamed = 0;
  for (llvm::GlobalValue &value : module.global_values()) {
    if (value.isDeclaration() || !value.hasLocalLinkage())
      continue;
    if (!value.hasName())
      value.setName("__osdp_local_" + llvm::Twine(unnamed++));
    value.setLinkage(llvm::GlobalValue::ExternalLinkage);
    value.setVisibility(llvm::GlobalValue::HiddenVisibility);
  }
}

/// The number of instructions of `function`, a measure of the time to
/// compile it.
static size_t sizeOf(const llvm::Function &function) {
  return std::accumulate(function.begin(), function.end(), size_t(0),
                         [](size_t sum, const llvm::BasicBlock &block) {
                           return sum + block.size();
                         });
}

/// Assigns each defined function to a part: glue (optnone) functions and
/// every non-function definition to part 0, kernels to parts 1..kernelParts,
/// largest first to the least loaded.
static llvm::DenseMap<const llvm::GlobalValue *, unsigned>
assignParts(const llvm::Module &module, unsigned kernelParts) {
  llvm::DenseMap<const llvm::GlobalValue *, unsigned> part;
  std::vector<const llvm::Function *> kernels;
  for (const llvm::GlobalValue &value : module.global_values()) {
    if (value.isDeclaration())
      continue;
    auto *function = llvm::dyn_cast<llvm::Function>(&value);
    if (function && !function->hasOptNone())
      kernels.push_back(function);
    else
      part[&value] = 0;
  }
  std::stable_sort(kernels.begin(), kernels.end(),
                   [](const llvm::Function *a, const llvm::Function *b) {
                     return sizeOf(*a) > sizeOf(*b);
                   });
  std::vector<size_t> load(kernelParts, 0);
  for (const llvm::Function *kernel : kernels) {
    size_t least = std::min_element(load.begin(), load.end()) - load.begin();
    load[least] += sizeOf(*kernel) + 1;
    part[kernel] = 1 + least;
  }
  return part;
}

std::vector<ModulePart> osdp::splitModule(llvm::Module &module,
                                          unsigned kernelParts) {
  kernelParts = std::max(1u, kernelParts);
  externalizeLocalSymbols(module);
  llvm::DenseMap<const llvm::GlobalValue *, unsigned> part =
      assignParts(module, kernelParts);
  std::vector<ModulePart> parts;
  for (unsigned p = 0; p <= kernelParts; ++p) {
    llvm::ValueToValueMapTy map;
    std::unique_ptr<llvm::Module> clone =
        llvm::CloneModule(module, map, [&](const llvm::GlobalValue *value) {
          auto it = part.find(value);
          return it != part.end() && it->second == p;
        });
    ModulePart result;
    result.glue = p == 0;
    llvm::raw_svector_ostream os(result.bitcode);
    llvm::WriteBitcodeToFile(*clone, os);
    parts.push_back(std::move(result));
  }
  return parts;
}
