//===- ExposeEntry.cpp - @main through its C interface --------------------===//

#include "osdp/Codegen/Common/Passes.h"

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
    auto main = module.lookupSymbol<func::FuncOp>("main");
    if (!main) {
      module.emitError("the module has no @main to compile");
      return signalPassFailure();
    }
    main->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
  }
};
} // namespace
