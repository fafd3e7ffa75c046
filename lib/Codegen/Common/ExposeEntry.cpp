//===- ExposeEntry.cpp - @main through its C interface --------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/PipelineStages.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace osdp {
#define GEN_PASS_DEF_EXPOSEENTRYPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;

namespace {
struct ExposeEntryPass
    : public osdp::impl::ExposeEntryPassBase<ExposeEntryPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<FlatSymbolRefAttr> entries;
    if (std::optional<osdp::PipelineStages> stages =
            osdp::PipelineStages::of(module)) {
      for (const osdp::StageFunction &stage : stages->stages)
        entries.push_back(stage.function);
    } else {
      entries.push_back(FlatSymbolRefAttr::get(&getContext(), "main"));
    }
    for (FlatSymbolRefAttr name : entries) {
      auto function = module.lookupSymbol<func::FuncOp>(name);
      if (!function) {
        module.emitError() << "the module has no " << name << " to compile";
        return signalPassFailure();
      }
      function->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
    }
  }
};
} // namespace
