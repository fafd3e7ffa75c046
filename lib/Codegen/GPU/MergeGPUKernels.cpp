//===- MergeGPUKernels.cpp - One GPU module per distinct kernel -----------===//
//
// Implements osdp-merge-gpu-kernels (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/StructuralKey.h"
#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

namespace osdp {
#define GEN_PASS_DEF_MERGEGPUKERNELSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

struct MergeGPUKernelsPass
    : public osdp::impl::MergeGPUKernelsPassBase<MergeGPUKernelsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The first module of each kind, and where each duplicate goes.
    llvm::StringMap<StringAttr> firsts;
    DenseMap<StringAttr, StringAttr> replacement;
    SmallVector<gpu::GPUModuleOp> duplicates;
    for (auto kernels : module.getOps<gpu::GPUModuleOp>()) {
      auto [it, inserted] = firsts.try_emplace(
          structuralKey(cast<SymbolOpInterface>(kernels.getOperation())),
          kernels.getNameAttr());
      if (inserted)
        continue;
      replacement[kernels.getNameAttr()] = it->second;
      duplicates.push_back(kernels);
    }
    module.walk([&](gpu::LaunchFuncOp launch) {
      auto it = replacement.find(launch.getKernelModuleName());
      if (it != replacement.end())
        launch.setKernelAttr(SymbolRefAttr::get(
            it->second, {FlatSymbolRefAttr::get(launch.getKernelName())}));
    });
    for (gpu::GPUModuleOp kernels : duplicates)
      kernels.erase();
  }
};

} // namespace
