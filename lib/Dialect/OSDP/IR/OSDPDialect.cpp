//===- OSDPDialect.cpp - The osdp sharding dialect ------------------------===//
//
// Dialect registration and the verification of the attributes osdp owns on
// functions (`osdp.sharding`, `osdp.role`) and operations (`osdp.shardings`,
// `osdp.sharding_rule`).
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/OSDP/IR/PipelineStages.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace osdp;

#include "osdp/Dialect/OSDP/IR/OSDPDialect.cpp.inc"

void OSDPDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "osdp/Dialect/OSDP/IR/OSDPOps.cpp.inc"
      >();
}

bool OSDPDialect::isMicrobatchSum(Operation *op) {
  return op && op->hasAttr(kMicrobatchSumAttrName);
}

/// The type of argument (or result) `index` of region `regionIndex` of `op`:
/// through the function type for functions (declarations have no region
/// arguments), through the region otherwise.
static Type getArgOrResultType(Operation *op, unsigned regionIndex,
                               unsigned index, bool isResult) {
  if (auto func = dyn_cast<FunctionOpInterface>(op)) {
    ArrayRef<Type> types =
        isResult ? func.getResultTypes() : func.getArgumentTypes();
    return index < types.size() ? types[index] : Type();
  }
  if (isResult || regionIndex >= op->getNumRegions())
    return {};
  Region &region = op->getRegion(regionIndex);
  if (region.empty() || index >= region.getNumArguments())
    return {};
  return region.getArgument(index).getType();
}

/// Verifies an `osdp.sharding` or `osdp.role` attribute on argument or result
/// `index` of `op`.
static LogicalResult verifyArgOrResultAttr(Operation *op, unsigned regionIndex,
                                           unsigned index, NamedAttribute attr,
                                           bool isResult) {
  StringRef what = isResult ? "result" : "argument";
  auto emitError = [&]() {
    return op->emitOpError() << what << " #" << index << ": ";
  };
  StringRef name = attr.getName().getValue();
  if (name == OSDPDialect::kRoleAttrName) {
    if (!isa<RoleAttr>(attr.getValue()))
      return emitError()
             << "'" << name
             << "' must be a role (#osdp<role parameter>, ...), got "
             << attr.getValue();
    return success();
  }
  if (name == OSDPDialect::kShardingAttrName) {
    auto sharding = dyn_cast<ShardingAttr>(attr.getValue());
    if (!sharding)
      return emitError() << "'" << name << "' must be an #osdp.sharding, got "
                         << attr.getValue();
    MeshOp mesh = MeshOp::lookup(op, sharding.getMesh());
    if (!mesh)
      return emitError() << "sharding refers to '" << sharding.getMesh()
                         << "', which is not an osdp.mesh";
    Type type = getArgOrResultType(op, regionIndex, index, isResult);
    if (!type)
      return emitError() << "has no type to check the sharding against";
    return sharding.verifyFor(type, mesh.getMesh(), emitError);
  }
  if (name == OSDPDialect::kGlobalTypeAttrName) {
    // Written by the partitioner next to a local type: the tensor the user
    // passes or receives, which the runtime splits or assembles.
    auto global = dyn_cast<TypeAttr>(attr.getValue());
    auto globalType =
        global ? dyn_cast<RankedTensorType>(global.getValue()) : nullptr;
    if (!globalType)
      return emitError() << "'" << name
                         << "' must be a ranked tensor type, got "
                         << attr.getValue();
    auto localType = dyn_cast_or_null<RankedTensorType>(
        getArgOrResultType(op, regionIndex, index, isResult));
    if (!localType)
      return emitError() << "'" << name << "' on a value that is not a "
                         << "ranked tensor";
    if (localType.getRank() != globalType.getRank() ||
        localType.getElementType() != globalType.getElementType())
      return emitError() << "global type " << globalType
                         << " does not match the local type " << localType
                         << " in rank and element type";
    return success();
  }
  if (name == OSDPDialect::kDonorArgumentAttrName) {
    // Written by the CPU compiler on a result; bufferization moves it onto
    // the result's out-parameter.
    auto donor = dyn_cast<IntegerAttr>(attr.getValue());
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!donor || !function || donor.getInt() < 0 ||
        donor.getInt() >= function.getNumArguments())
      return emitError() << "'" << name
                         << "' must be the index of an argument, got "
                         << attr.getValue();
    return success();
  }
  return emitError() << "unknown osdp " << what << " attribute '" << name
                     << "' (expected '" << OSDPDialect::kShardingAttrName
                     << "', '" << OSDPDialect::kRoleAttrName << "', '"
                     << OSDPDialect::kGlobalTypeAttrName << "' or '"
                     << OSDPDialect::kDonorArgumentAttrName << "')";
}

LogicalResult OSDPDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  return verifyArgOrResultAttr(op, regionIndex, argIndex, attr,
                               /*isResult=*/false);
}

LogicalResult OSDPDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  return verifyArgOrResultAttr(op, regionIndex, resultIndex, attr,
                               /*isResult=*/true);
}

LogicalResult OSDPDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kShardingsAttrName) {
    auto shardings = dyn_cast<ArrayAttr>(attr.getValue());
    if (!shardings || !llvm::all_of(shardings, llvm::IsaPred<ShardingAttr>))
      return op->emitOpError()
             << "'" << name << "' must be an array of #osdp.sharding";
    if (shardings.size() != op->getNumResults())
      return op->emitOpError() << "'" << name << "' has " << shardings.size()
                               << " shardings but the op has "
                               << op->getNumResults() << " results";
    for (auto [i, attr] : llvm::enumerate(shardings)) {
      auto sharding = cast<ShardingAttr>(attr);
      auto emitError = [&, i = i]() {
        return op->emitOpError() << "result #" << i << ": ";
      };
      MeshOp mesh = MeshOp::lookup(op, sharding.getMesh());
      if (!mesh)
        return emitError() << "sharding refers to '" << sharding.getMesh()
                           << "', which is not an osdp.mesh";
      if (failed(sharding.verifyFor(op->getResult(i).getType(), mesh.getMesh(),
                                    emitError)))
        return failure();
    }
    return success();
  }
  if (name == kShardingRuleAttrName) {
    auto rule = dyn_cast<OpShardingRuleAttr>(attr.getValue());
    if (!rule)
      return op->emitOpError() << "'" << name << "' must be an #osdp.rule";
    return OpShardingRule::fromAttr(rule).verify(op);
  }
  if (name == kRematAttrName) {
    if (!isa<ModuleOp>(op) || !isa<StringAttr>(attr.getValue()))
      return op->emitOpError()
             << "'" << name << "' is a string on a module (a remat policy)";
    return success();
  }
  if (name == kMicrobatchesAttrName || name == kStageCountAttrName) {
    auto count = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<ModuleOp>(op) || !count || count.getInt() < 1)
      return op->emitOpError()
             << "'" << name << "' is an integer of at least 1 on a module (a "
             << (name == kStageCountAttrName ? "number of pipeline stages"
                                             : "number of microbatches")
             << ")";
    return success();
  }
  if (name == kRecomputeAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || op->getNumResults() == 0)
      return op->emitOpError() << "'" << name
                               << "' is a unit attribute on an op with "
                                  "results (recompute them for the backward "
                                  "pass)";
    return success();
  }
  if (name == kAssembleLateAttrName) {
    // By name: this dialect does not depend on the StableHLO one.
    if (!isa<UnitAttr>(attr.getValue()) ||
        op->getName().getStringRef() != "stablehlo.concatenate")
      return op->emitOpError() << "'" << name
                               << "' is a unit attribute on a "
                                  "stablehlo.concatenate (a bucket whose "
                                  "parts are copied in where it stands)";
    return success();
  }
  if (name == kMicrobatchSumAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || op->getNumResults() != 1)
      return op->emitOpError() << "'" << name
                               << "' is a unit attribute on an op with one "
                                  "result (a sum over microbatches)";
    return success();
  }
  if (name == kMicrobatchLoopAttrName) {
    // By name: this dialect does not depend on the StableHLO one.
    if (!isa<UnitAttr>(attr.getValue()) ||
        op->getName().getStringRef() != "stablehlo.while")
      return op->emitOpError() << "'" << name
                               << "' is a unit attribute on a "
                                  "stablehlo.while (the microbatches' loop)";
    return success();
  }
  if (name == kStageAttrName) {
    auto stage = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !stage || stage.getInt() < 0)
      return op->emitOpError() << "'" << name
                               << "' is a non-negative integer on a function "
                                  "(a pipeline stage)";
    return success();
  }
  if (name == kStagesAttrName) {
    if (!isa<ModuleOp>(op) || !PipelineStages::fromAttr(attr.getValue()))
      return op->emitOpError()
             << "'" << name
             << "' is {axis = \"...\", functions = [{function = @f, inputs "
                "= array<i64: ...>, outputs = array<i64: ...>}, ...], "
                "microbatches = K, schedule = \"...\"} on a module";
    return success();
  }
  if (name == kShardingAttrName || name == kRoleAttrName)
    return op->emitOpError()
           << "'" << name
           << "' is a function argument or result attribute; an operation "
              "takes its result shardings in '"
           << kShardingsAttrName << "'";
  return op->emitOpError() << "unknown osdp attribute '" << name << "'";
}

//===----------------------------------------------------------------------===//
// Removing the annotations
//===----------------------------------------------------------------------===//

static bool isOSDPAttrName(StringAttr name) {
  return name.getValue().starts_with("osdp.");
}

/// Updates `count` dictionaries read by `get` and stores them with `set`.
static void updateAll(unsigned count,
                      function_ref<DictionaryAttr(unsigned)> get,
                      function_ref<void(ArrayRef<DictionaryAttr>)> set,
                      function_ref<void(unsigned, NamedAttrList &)> update,
                      MLIRContext *context) {
  SmallVector<DictionaryAttr> dicts;
  for (unsigned i = 0; i < count; ++i) {
    NamedAttrList attrs(get(i));
    update(i, attrs);
    dicts.push_back(attrs.getDictionary(context));
  }
  set(dicts);
}

void osdp::updateArgAttrs(
    FunctionOpInterface func,
    function_ref<void(unsigned, NamedAttrList &)> update) {
  updateAll(
      func.getNumArguments(),
      [&](unsigned i) { return func.getArgAttrDict(i); },
      [&](ArrayRef<DictionaryAttr> dicts) { func.setAllArgAttrs(dicts); },
      update, func.getContext());
}

void osdp::updateResultAttrs(
    FunctionOpInterface func,
    function_ref<void(unsigned, NamedAttrList &)> update) {
  updateAll(
      func.getNumResults(),
      [&](unsigned i) { return func.getResultAttrDict(i); },
      [&](ArrayRef<DictionaryAttr> dicts) { func.setAllResultAttrs(dicts); },
      update, func.getContext());
}

/// Removes the `osdp.*` entries of `attrs`.
static void eraseOSDPEntries(unsigned, NamedAttrList &attrs) {
  SmallVector<StringAttr> names;
  for (NamedAttribute attr : attrs)
    if (isOSDPAttrName(attr.getName()))
      names.push_back(attr.getName());
  for (StringAttr name : names)
    attrs.erase(name);
}

void osdp::eraseOSDPAttributes(Operation *root, ArrayRef<StringRef> keep) {
  root->walk([&](Operation *op) {
    SmallVector<StringAttr> names;
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (isOSDPAttrName(attr.getName()) &&
          !llvm::is_contained(keep, attr.getName().getValue()))
        names.push_back(attr.getName());
    for (StringAttr name : names)
      op->removeDiscardableAttr(name);
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      updateArgAttrs(func, eraseOSDPEntries);
      updateResultAttrs(func, eraseOSDPEntries);
    }
  });
}
