//===- SDYOps.cpp - Ops of the sdy (Shardy) import dialect ----------------===//
//
// Symbol-use verification of the ops that name a mesh, and the custom syntax
// and region checks of sdy.manual_computation.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/SDY/IR/SDY.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace osdp::sdy;

/// Resolves the mesh of `sharding` through `symbolTable`; reports an unknown
/// mesh symbol on `op`.
static MeshAttr resolveMesh(Operation *op, TensorShardingAttr sharding,
                            SymbolTableCollection &symbolTable) {
  if (auto mesh = dyn_cast<MeshAttr>(sharding.getMeshOrRef()))
    return mesh;
  auto ref = cast<FlatSymbolRefAttr>(sharding.getMeshOrRef());
  if (auto meshOp = symbolTable.lookupNearestSymbolFrom<MeshOp>(op, ref))
    return meshOp.getMesh();
  op->emitOpError("unknown mesh ") << ref;
  return {};
}

/// The check shared by sharding_constraint and reshard.
static LogicalResult verifyShardingOfValue(Operation *op,
                                           TensorShardingAttr sharding,
                                           Type type,
                                           SymbolTableCollection &symbols) {
  MeshAttr mesh = resolveMesh(op, sharding, symbols);
  if (!mesh)
    return failure();
  return sharding.verifyFor(type, mesh, [&] { return op->emitOpError(); });
}

LogicalResult
ShardingConstraintOp::verifySymbolUses(SymbolTableCollection &symbols) {
  return verifyShardingOfValue(*this, getSharding(), getType(), symbols);
}

LogicalResult ReshardOp::verifySymbolUses(SymbolTableCollection &symbols) {
  return verifyShardingOfValue(*this, getSharding(), getType(), symbols);
}

LogicalResult ShardingGroupOp::verify() {
  // The I64Attr getter is unsigned; read the stored signed value.
  int64_t groupId = getGroupIdAttr().getInt();
  if (groupId < 0)
    return emitOpError("group_id must be non-negative, got ") << groupId;
  return success();
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

// sdy.manual_computation(%0) in_shardings=[<...>] out_shardings=[<...>]
//     manual_axes={"a"} (%arg1: tensor<1x4xf32>) { ... } {attrs}
//     : (tensor<2x4xf32>) -> tensor<2x4xf32>
ParseResult ManualComputationOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren))
    return failure();

  FailureOr<TensorShardingPerValueAttr> inShardings, outShardings;
  if (parser.parseKeyword("in_shardings") || parser.parseEqual() ||
      failed(inShardings = TensorShardingPerValueAttr::parseList(parser)) ||
      parser.parseKeyword("out_shardings") || parser.parseEqual() ||
      failed(outShardings = TensorShardingPerValueAttr::parseList(parser)) ||
      parser.parseKeyword("manual_axes") || parser.parseEqual())
    return failure();
  auto manualAxes =
      dyn_cast_or_null<ManualAxesAttr>(ManualAxesAttr::parse(parser, Type()));
  if (!manualAxes)
    return failure();
  result.getOrAddProperties<Properties>().in_shardings = *inShardings;
  result.getOrAddProperties<Properties>().out_shardings = *outShardings;
  result.getOrAddProperties<Properties>().manual_axes = manualAxes;

  SmallVector<OpAsmParser::Argument> bodyArgs;
  Region *body = result.addRegion();
  if (parser.parseArgumentList(bodyArgs, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseRegion(*body, bodyArgs))
    return failure();
  ManualComputationOp::ensureTerminator(*body, parser.getBuilder(),
                                        result.location);

  FunctionType type;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type.getInputs(), operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());
  (void)ctx;
  return success();
}

void ManualComputationOp::print(OpAsmPrinter &printer) {
  printer << '(' << getTensors() << ") in_shardings=";
  getInShardings().printList(printer);
  printer << " out_shardings=";
  getOutShardings().printList(printer);
  printer << " manual_axes=";
  getManualAxes().print(printer);
  printer << " (";
  llvm::interleaveComma(
      getBody().getArguments(), printer,
      [&](BlockArgument arg) { printer.printRegionArgument(arg); });
  printer << ") ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
  printer.printOptionalAttrDict((*this)->getAttrs(), {getInShardingsAttrName(),
                                                      getOutShardingsAttrName(),
                                                      getManualAxesAttrName()});
  printer << " : ";
  printer.printFunctionalType(getTensors().getTypes(), getResultTypes());
}

Type ManualComputationOp::getLocalType(Type globalType,
                                       TensorShardingAttr sharding,
                                       MeshAttr mesh) {
  auto ranked = dyn_cast<RankedTensorType>(globalType);
  if (!ranked || static_cast<int64_t>(sharding.getRank()) != ranked.getRank())
    return globalType;
  ManualAxesAttr manualAxes = getManualAxes();
  SmallVector<int64_t> shape(ranked.getShape());
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t manualSize = 1;
    for (AxisRefAttr ref : dimSharding.getAxes())
      if (manualAxes.contains(ref.getName()))
        manualSize *= ref.getSize(mesh);
    if (ShapedType::isDynamic(shape[dim]))
      continue;
    if (shape[dim] % manualSize != 0)
      return {};
    shape[dim] /= manualSize;
  }
  return ranked.clone(shape);
}

LogicalResult ManualComputationOp::verifyRegions() {
  ArrayRef<TensorShardingAttr> in = getInShardings().getShardings();
  ArrayRef<TensorShardingAttr> out = getOutShardings().getShardings();
  if (in.size() != getTensors().size())
    return emitOpError("has ") << in.size() << " in_shardings but "
                               << getTensors().size() << " operands";
  if (out.size() != getNumResults())
    return emitOpError("has ") << out.size() << " out_shardings but "
                               << getNumResults() << " results";
  Block &body = getBody().front();
  if (body.getNumArguments() != getTensors().size())
    return emitOpError("body has ")
           << body.getNumArguments() << " arguments but the op has "
           << getTensors().size() << " operands";
  auto ret = dyn_cast<ReturnOp>(body.getTerminator());
  if (!ret)
    return emitOpError("body must end with sdy.return");
  if (ret.getNumOperands() != getNumResults())
    return emitOpError("body returns ")
           << ret.getNumOperands() << " values but the op has "
           << getNumResults() << " results";

  llvm::StringSet<> seen;
  for (StringAttr axis : getManualAxes().getValue())
    if (!seen.insert(axis.getValue()).second)
      return emitOpError("manual axis \"")
             << axis.getValue() << "\" is listed twice";
  return success();
}

/// Checks that within each dimension sharding the manual axes come before
/// the free ones: the body sees a shard over the manual axes, and the free
/// axes further split that shard.
static LogicalResult verifyManualAxesFirst(ManualComputationOp op,
                                           TensorShardingAttr sharding,
                                           StringRef what, unsigned index) {
  ManualAxesAttr manualAxes = op.getManualAxes();
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    bool sawFree = false;
    for (AxisRefAttr ref : dimSharding.getAxes()) {
      bool isManual = manualAxes.contains(ref.getName());
      if (isManual && sawFree)
        return op.emitOpError()
               << what << " " << index << ": manual axis \"" << ref.getName()
               << "\" must come before the free axes of dimension " << dim;
      sawFree |= !isManual;
    }
  }
  return success();
}

LogicalResult
ManualComputationOp::verifySymbolUses(SymbolTableCollection &symbols) {
  ArrayRef<TensorShardingAttr> in = getInShardings().getShardings();
  ArrayRef<TensorShardingAttr> out = getOutShardings().getShardings();
  // verifyRegions already reported count mismatches.
  if (in.size() != getTensors().size() || out.size() != getNumResults())
    return failure();

  MeshAttr commonMesh;
  auto checkAll = [&](ArrayRef<TensorShardingAttr> shardings, TypeRange types,
                      StringRef what) -> LogicalResult {
    for (auto [i, pair] : llvm::enumerate(llvm::zip(shardings, types))) {
      // C++17 lambdas cannot capture structured bindings.
      TensorShardingAttr sharding = std::get<0>(pair);
      Type type = std::get<1>(pair);
      MeshAttr mesh = resolveMesh(*this, sharding, symbols);
      if (!mesh)
        return failure();
      if (commonMesh && mesh != commonMesh)
        return emitOpError() << what << " " << i
                             << " uses a different mesh than the other "
                                "shardings of the manual computation";
      commonMesh = mesh;
      size_t index = i;
      if (failed(sharding.verifyFor(type, mesh, [&] {
            return std::move(emitOpError() << what << " " << index << ": ");
          })))
        return failure();
      if (failed(verifyManualAxesFirst(*this, sharding, what, i)))
        return failure();
    }
    return success();
  };
  if (failed(checkAll(in, getTensors().getTypes(), "in_sharding")) ||
      failed(checkAll(out, getResultTypes(), "out_sharding")))
    return failure();
  if (!commonMesh)
    return success();

  for (StringAttr axis : getManualAxes().getValue())
    if (!commonMesh.getAxisSize(axis.getValue()))
      return emitOpError("manual axis \"")
             << axis.getValue() << "\" is not an axis of the mesh";

  // The body works on local shards: global sizes divided by the manual axes.
  Block &body = getBody().front();
  for (auto [i, sharding] : llvm::enumerate(in)) {
    Type global = getTensors()[i].getType();
    Type local = getLocalType(global, sharding, commonMesh);
    if (!local)
      return emitOpError("operand ")
             << i << " of type " << global
             << " is not divisible by the sizes of its manual axes";
    if (body.getArgument(i).getType() != local)
      return emitOpError("body argument ")
             << i << " has type " << body.getArgument(i).getType()
             << " but the local shard of operand " << i << " has type "
             << local;
  }
  Operation *ret = body.getTerminator();
  for (auto [i, sharding] : llvm::enumerate(out)) {
    Type global = getResult(i).getType();
    Type local = getLocalType(global, sharding, commonMesh);
    if (!local)
      return emitOpError("result ")
             << i << " of type " << global
             << " is not divisible by the sizes of its manual axes";
    if (ret->getOperand(i).getType() != local)
      return emitOpError("body returns ")
             << ret->getOperand(i).getType() << " as result " << i
             << " but the local shard of the result has type " << local;
  }
  return success();
}

#define GET_OP_CLASSES
#include "osdp/Dialect/SDY/IR/SDYOps.cpp.inc"
