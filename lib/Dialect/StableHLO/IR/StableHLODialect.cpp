//===- StableHLODialect.cpp - stablehlo dialect registration --------------===//

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp::stablehlo;

#include "osdp/Dialect/StableHLO/IR/StableHLODialect.cpp.inc"
#include "osdp/Dialect/StableHLO/IR/StableHLOEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOTypes.cpp.inc"

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "osdp/Dialect/StableHLO/IR/StableHLOTypes.cpp.inc"
      >();
}

void StableHLODialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "osdp/Dialect/StableHLO/IR/StableHLOOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Inlining
//===----------------------------------------------------------------------===//

namespace {
/// JAX outlines helpers (`@relu`, `@_where`, loop bodies' `@None`) into
/// private functions called from `main` and from inside while/case regions.
/// Every stablehlo op is free of call-site assumptions, so all may move into
/// a caller, and calls may be inlined into stablehlo regions.
struct StableHLOInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Operation *, bool) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }

  /// Only reached when a stablehlo region itself is inlined (a callee's
  /// `func.return` is handled by the func dialect): the values returned by
  /// `stablehlo.return` replace the results of the inlined region.
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret)
      return;
    for (auto [from, to] : llvm::zip(valuesToRepl, ret.getResults()))
      from.replaceAllUsesWith(to);
  }
};
} // namespace

void osdp::stablehlo::registerStableHLOInlinerInterface(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, StableHLODialect *dialect) {
    dialect->addInterfaces<StableHLOInlinerInterface>();
  });
}
