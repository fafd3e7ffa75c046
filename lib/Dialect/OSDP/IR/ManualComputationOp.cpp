//===- ManualComputationOp.cpp - per-device regions -----------------------===//
//
// Verification of osdp.manual_computation: the shardings of its boundary,
// its manual axes, and the local types its body sees.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace osdp;

static SmallVector<ShardingAttr> toShardingList(ArrayAttr array) {
  return llvm::to_vector(llvm::map_range(
      array, [](Attribute attr) { return cast<ShardingAttr>(attr); }));
}

SmallVector<ShardingAttr> ManualComputationOp::getInShardingList() {
  return toShardingList(getInShardings());
}

SmallVector<ShardingAttr> ManualComputationOp::getOutShardingList() {
  return toShardingList(getOutShardings());
}

bool ManualComputationOp::isManualAxis(StringAttr axis) {
  return llvm::is_contained(getManualAxes().getAxes(), axis);
}

Type ManualComputationOp::getBodyType(Type globalType, ShardingAttr sharding,
                                      MeshAttr mesh) {
  auto tensor = dyn_cast<RankedTensorType>(globalType);
  if (!tensor || sharding.getRank() != tensor.getRank())
    return {};
  SmallVector<int64_t> shape(tensor.getShape());
  for (auto [dim, size] : llvm::enumerate(shape)) {
    int64_t shards = 1;
    for (StringAttr axis : sharding.getDimAxes(dim))
      if (isManualAxis(axis))
        shards *= mesh.getAxisSize(axis);
    if (shards == 1)
      continue;
    if (ShapedType::isDynamic(size) || size % shards != 0)
      return {};
    size /= shards;
  }
  return tensor.clone(shape);
}

LogicalResult ManualComputationOp::verifyRegions() {
  if (getInShardings().size() != getInputs().size())
    return emitOpError() << "has " << getInShardings().size()
                         << " in shardings for " << getInputs().size()
                         << " operands";
  if (getOutShardings().size() != getNumResults())
    return emitOpError() << "has " << getOutShardings().size()
                         << " out shardings for " << getNumResults()
                         << " results";
  Block &body = getBody().front();
  if (body.getNumArguments() != getInputs().size())
    return emitOpError() << "body has " << body.getNumArguments()
                         << " arguments for " << getInputs().size()
                         << " operands";
  if (body.getTerminator()->getNumOperands() != getNumResults())
    return emitOpError() << "body yields "
                         << body.getTerminator()->getNumOperands()
                         << " values for " << getNumResults() << " results";
  if (getManualAxes().empty())
    return emitOpError() << "has no manual axes";
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : getManualAxes().getAxes())
    if (!seen.insert(axis).second)
      return emitOpError() << "manual axis '" << axis.getValue()
                           << "' is listed twice";
  for (auto [i, sharding] : llvm::enumerate(getInShardingList()))
    if (sharding.isPartial())
      return emitOpError() << "in sharding #" << i
                           << " is partial; the body reads whole values";
  return success();
}

/// Checks that `shardings` name `mesh` and annotate `globalTypes`, and that
/// the body sees `bodyTypes` (`what` names the side in messages).
static LogicalResult verifyBoundary(ManualComputationOp op,
                                    ArrayRef<ShardingAttr> shardings,
                                    TypeRange globalTypes, TypeRange bodyTypes,
                                    FlatSymbolRefAttr meshName, MeshAttr mesh,
                                    StringRef what) {
  for (auto [index, sharding] : llvm::enumerate(shardings)) {
    size_t i = index; // C++17 lambdas cannot capture structured bindings.
    auto emitError = [&]() {
      return std::move(op.emitOpError() << what << " sharding #" << i << ": ");
    };
    if (sharding.getMesh() != meshName)
      return emitError() << "names " << sharding.getMesh() << ", not "
                         << meshName << " like the first sharding";
    if (failed(sharding.verifyFor(globalTypes[i], mesh, emitError)))
      return failure();
    Type local = op.getBodyType(globalTypes[i], sharding, mesh);
    if (!local)
      return emitError() << "the manual axes do not divide " << globalTypes[i];
    if (local != bodyTypes[i])
      return emitError() << "the body sees " << bodyTypes[i]
                         << " but the local shard of " << globalTypes[i]
                         << " is " << local;
  }
  return success();
}

LogicalResult
ManualComputationOp::verifySymbolUses(SymbolTableCollection &tables) {
  SmallVector<ShardingAttr> in = getInShardingList(),
                            out = getOutShardingList();
  ShardingAttr first = !in.empty()    ? in.front()
                       : !out.empty() ? out.front()
                                      : ShardingAttr();
  if (!first)
    return success();
  MeshOp meshOp = MeshOp::lookup(*this, first.getMesh(), tables);
  if (!meshOp)
    return emitOpError() << "'" << first.getMesh()
                         << "' does not name an osdp.mesh";
  MeshAttr mesh = meshOp.getMesh();
  for (StringAttr axis : getManualAxes().getAxes())
    if (!mesh.hasAxis(axis))
      return emitOpError() << "manual axis '" << axis.getValue()
                           << "' is not an axis of mesh " << first.getMesh();
  Block &body = getBody().front();
  return success(
      succeeded(verifyBoundary(*this, in, getInputs().getTypes(),
                               body.getArgumentTypes(), first.getMesh(), mesh,
                               "in")) &&
      succeeded(verifyBoundary(*this, out, getResultTypes(),
                               body.getTerminator()->getOperandTypes(),
                               first.getMesh(), mesh, "out")));
}
