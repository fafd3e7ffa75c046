//===- SDYDialect.cpp - The sdy (Shardy) import dialect -------------------===//
//
// Dialect registration, the inliner interface, and the verification of
// `sdy.sharding` attributes on function arguments/results and op results.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/SDY/IR/SDY.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp::sdy;

#include "osdp/Dialect/SDY/IR/SDYDialect.cpp.inc"

namespace {
/// Sharded exports keep JAX's helpers (`@shmap_body`, `@relu`) as calls, also
/// inside manual computations; constraints and manual computations are plain
/// dataflow, so inlining into and through them is always legal.
struct SdyInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void SdyDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "osdp/Dialect/SDY/IR/SDYOps.cpp.inc"
      >();
  addInterfaces<SdyInlinerInterface>();
}

/// Verifies a `sdy.sharding` attribute on a function argument or result of
/// type `type`.
static LogicalResult verifyValueSharding(Operation *op, NamedAttribute attr,
                                         Type type, StringRef what,
                                         unsigned index) {
  auto sharding = dyn_cast<TensorShardingAttr>(attr.getValue());
  if (!sharding)
    return op->emitOpError()
           << "'" << attr.getName().getValue() << "' of " << what << " "
           << index << " must be a #sdy.sharding";
  if (!type)
    return success();
  return sharding.verifyFor(type, op, [&] {
    return std::move(op->emitOpError()
                     << "sharding of " << what << " " << index << ": ");
  });
}

LogicalResult SdyDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName() != kShardingAttr)
    return success();
  Type type;
  if (auto func = dyn_cast<FunctionOpInterface>(op)) {
    if (argIndex < func.getArgumentTypes().size())
      type = func.getArgumentTypes()[argIndex];
  } else if (regionIndex < op->getNumRegions() &&
             !op->getRegion(regionIndex).empty() &&
             argIndex < op->getRegion(regionIndex).getNumArguments()) {
    type = op->getRegion(regionIndex).getArgument(argIndex).getType();
  }
  return verifyValueSharding(op, attr, type, "argument", argIndex);
}

LogicalResult SdyDialect::verifyRegionResultAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  if (attr.getName() != kShardingAttr)
    return success();
  Type type;
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    if (resultIndex < func.getResultTypes().size())
      type = func.getResultTypes()[resultIndex];
  return verifyValueSharding(op, attr, type, "result", resultIndex);
}

LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  if (attr.getName() != kShardingAttr)
    return success();
  auto perValue = dyn_cast<TensorShardingPerValueAttr>(attr.getValue());
  if (!perValue)
    return op->emitOpError()
           << "'" << attr.getName().getValue()
           << "' on an op must be a #sdy.sharding_per_value (one sharding per "
              "result)";
  ArrayRef<TensorShardingAttr> shardings = perValue.getShardings();
  if (shardings.size() != op->getNumResults())
    return op->emitOpError()
           << "has " << shardings.size() << " result shardings but "
           << op->getNumResults() << " results";
  for (auto [index, sharding] : llvm::enumerate(shardings)) {
    size_t i = index; // C++17 lambdas cannot capture structured bindings.
    if (failed(sharding.verifyFor(op->getResult(i).getType(), op, [&] {
          return std::move(op->emitOpError()
                           << "sharding of result " << i << ": ");
        })))
      return failure();
  }
  return success();
}
