//===- OSDPOps.cpp - osdp operations --------------------------------------===//
//
// Verifiers, custom syntax and folders of the mesh, the sharding constraint
// and the collectives.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace osdp;

namespace osdp {
ParseResult parseAxisNames(AsmParser &parser,
                           SmallVectorImpl<StringAttr> &axes);
void printAxisNames(AsmPrinter &printer, ArrayRef<StringAttr> axes);
} // namespace osdp

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// A bare reduction kind keyword (`sum`, `max`, ...).
static ParseResult parseReductionKind(OpAsmParser &parser,
                                      ReductionKindAttr &attr) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> kind = symbolizeReductionKind(keyword);
  if (!kind)
    return parser.emitError(loc, "unknown reduction kind '") << keyword << "'";
  attr = ReductionKindAttr::get(parser.getContext(), *kind);
  return success();
}

static void printReductionKind(OpAsmPrinter &printer, Operation *,
                               ReductionKindAttr attr) {
  printer << stringifyReductionKind(attr.getValue());
}

/// `[a, b]`: the axes of a device group.
static ParseResult parseAxisList(OpAsmParser &parser, AxisListAttr &attr) {
  SmallVector<StringAttr> axes;
  if (parseAxisNames(parser, axes))
    return failure();
  attr = AxisListAttr::get(parser.getContext(), axes);
  return success();
}

static void printAxisList(OpAsmPrinter &printer, Operation *,
                          AxisListAttr attr) {
  printAxisNames(printer, attr.getAxes());
}

/// `[[a], [], [b, c]]`: one axis list per dimension.
static ParseResult parseAxisListArray(OpAsmParser &parser, ArrayAttr &attr) {
  SmallVector<Attribute> dims;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        SmallVector<StringAttr> axes;
        if (parseAxisNames(parser, axes))
          return failure();
        dims.push_back(AxisListAttr::get(parser.getContext(), axes));
        return success();
      }))
    return failure();
  attr = parser.getBuilder().getArrayAttr(dims);
  return success();
}

static void printAxisListArray(OpAsmPrinter &printer, Operation *,
                               ArrayAttr attr) {
  printer << '[';
  llvm::interleaveComma(attr, printer, [&](Attribute dim) {
    printAxisNames(printer, cast<AxisListAttr>(dim).getAxes());
  });
  printer << ']';
}

/// `shift <k>` or `pairs [s -> t, ...]`.
static ParseResult parsePermuteSpec(OpAsmParser &parser, IntegerAttr &shift,
                                    DenseI64ArrayAttr &pairs) {
  if (succeeded(parser.parseOptionalKeyword("shift"))) {
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    shift = parser.getBuilder().getI64IntegerAttr(value);
    return success();
  }
  SmallVector<int64_t> flat;
  if (parser.parseKeyword("pairs", " or 'shift'") ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        int64_t source, target;
        if (parser.parseInteger(source) || parser.parseArrow() ||
            parser.parseInteger(target))
          return failure();
        flat.push_back(source);
        flat.push_back(target);
        return success();
      }))
    return failure();
  pairs = parser.getBuilder().getDenseI64ArrayAttr(flat);
  return success();
}

static void printPermuteSpec(OpAsmPrinter &printer, Operation *,
                             IntegerAttr shift, DenseI64ArrayAttr pairs) {
  if (shift) {
    printer << "shift " << shift.getInt();
    return;
  }
  if (!pairs)
    return;
  printer << "pairs [";
  ArrayRef<int64_t> flat = pairs.asArrayRef();
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    if (i)
      printer << ", ";
    printer << flat[i] << " -> " << flat[i + 1];
  }
  printer << ']';
}

#define GET_OP_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Looks up the mesh a collective or constraint names, reporting a missing
/// one on `op`.
static FailureOr<MeshAttr> lookupMeshOrError(Operation *op,
                                             FlatSymbolRefAttr name,
                                             SymbolTableCollection &tables) {
  MeshOp mesh = MeshOp::lookup(op, name, tables);
  if (!mesh)
    return op->emitOpError() << "'" << name << "' does not name an osdp.mesh";
  return mesh.getMesh();
}

/// Checks that `axes` are distinct; `what` names the list in messages.
static LogicalResult verifyDistinctAxes(Operation *op,
                                        ArrayRef<StringAttr> axes) {
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : axes)
    if (!seen.insert(axis).second)
      return op->emitOpError()
             << "mesh axis '" << axis.getValue() << "' is used more than once";
  return success();
}

/// Checks that every axis belongs to `mesh`.
static LogicalResult verifyAxesInMesh(Operation *op, ArrayRef<StringAttr> axes,
                                      MeshAttr mesh, FlatSymbolRefAttr name) {
  for (StringAttr axis : axes)
    if (!mesh.hasAxis(axis))
      return op->emitOpError() << "mesh axis '" << axis.getValue()
                               << "' is not an axis of mesh " << name;
  return success();
}

static SmallVector<StringAttr> flattenAxes(ArrayAttr perDim) {
  SmallVector<StringAttr> axes;
  for (Attribute dim : perDim)
    llvm::append_range(axes, cast<AxisListAttr>(dim).getAxes());
  return axes;
}

static bool allEmpty(ArrayAttr perDim) {
  return llvm::all_of(
      perDim, [](Attribute dim) { return cast<AxisListAttr>(dim).empty(); });
}

/// Operand and result have the same element type and rank.
static LogicalResult verifySameElementTypeAndRank(Operation *op) {
  auto in = cast<RankedTensorType>(op->getOperand(0).getType());
  auto out = cast<RankedTensorType>(op->getResult(0).getType());
  if (in.getElementType() != out.getElementType())
    return op->emitOpError()
           << "operand and result element types differ (" << in.getElementType()
           << " vs " << out.getElementType() << ")";
  if (in.getRank() != out.getRank())
    return op->emitOpError() << "operand and result ranks differ ("
                             << in.getRank() << " vs " << out.getRank() << ")";
  return success();
}

/// Checks that result dimension `dim` is `expected` (unless either is
/// dynamic); `why` explains the expectation.
static LogicalResult verifyResultDim(Operation *op, int64_t dim,
                                     int64_t expected, const Twine &why) {
  int64_t actual =
      cast<RankedTensorType>(op->getResult(0).getType()).getDimSize(dim);
  if (ShapedType::isDynamic(actual) || ShapedType::isDynamic(expected) ||
      actual == expected)
    return success();
  return op->emitOpError() << "result dimension " << dim << " should be "
                           << expected << " (" << why << "), got " << actual;
}

/// Checks that operand dimension `dim` is a multiple of `groupSize`.
static LogicalResult verifyDivisible(Operation *op, int64_t dim,
                                     int64_t groupSize, StringRef what) {
  int64_t size =
      cast<RankedTensorType>(op->getOperand(0).getType()).getDimSize(dim);
  if (ShapedType::isDynamic(size) || size % groupSize == 0)
    return success();
  return op->emitOpError() << what << " dimension " << dim << " of size "
                           << size << " is not a multiple of the group size "
                           << groupSize;
}

static LogicalResult verifyReductionKindForType(Operation *op,
                                                ReductionKind kind) {
  Type element = getElementTypeOrSelf(op->getOperand(0).getType());
  bool bitwise = kind == ReductionKind::And || kind == ReductionKind::Or ||
                 kind == ReductionKind::Xor;
  if (bitwise && !element.isIntOrIndex())
    return op->emitOpError()
           << "reduction '" << stringifyReductionKind(kind)
           << "' needs an integer element type, got " << element;
  return success();
}

static OpFoldResult foldIdentity(Operation *op, bool noAxes) {
  if (noAxes && op->getOperand(0).getType() == op->getResult(0).getType())
    return op->getOperand(0);
  return {};
}

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

LogicalResult MeshOp::verify() {
  MeshAttr mesh = getMesh();
  return MeshAttr::verify([&] { return emitOpError(); }, mesh.getAxisNames(),
                          mesh.getAxisSizes(), mesh.getDeviceIds());
}

MeshOp MeshOp::lookup(Operation *from, FlatSymbolRefAttr name) {
  if (!name)
    return {};
  return SymbolTable::lookupNearestSymbolFrom<MeshOp>(from, name);
}

MeshOp MeshOp::lookup(Operation *from, FlatSymbolRefAttr name,
                      SymbolTableCollection &symbolTable) {
  if (!name)
    return {};
  return symbolTable.lookupNearestSymbolFrom<MeshOp>(from, name);
}

MeshAttr osdp::lookupMesh(Operation *from, FlatSymbolRefAttr name) {
  MeshOp mesh = MeshOp::lookup(from, name);
  return mesh ? mesh.getMesh() : MeshAttr();
}

MeshAttr osdp::lookupMesh(Operation *from, FlatSymbolRefAttr name,
                          SymbolTableCollection &symbolTable) {
  MeshOp mesh = MeshOp::lookup(from, name, symbolTable);
  return mesh ? mesh.getMesh() : MeshAttr();
}

//===----------------------------------------------------------------------===//
// ShardOp
//===----------------------------------------------------------------------===//

LogicalResult ShardOp::verify() {
  return getSharding().verifyFor(getType(), MeshAttr(),
                                 [&] { return emitOpError(); });
}

LogicalResult ShardOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh =
      lookupMeshOrError(*this, getSharding().getMesh(), tables);
  if (failed(mesh))
    return failure();
  return getSharding().verifyFor(getType(), *mesh,
                                 [&] { return emitOpError(); });
}

OpShardingRule ShardOp::getShardingRule() {
  return OpShardingRuleBuilder::buildPointwise(*this);
}

//===----------------------------------------------------------------------===//
// AllGatherOp / AllSliceOp
//===----------------------------------------------------------------------===//

/// The checks all_gather and all_slice share that need no mesh.
static LogicalResult verifyPerDimCollective(Operation *op, ArrayAttr perDim) {
  if (failed(verifySameElementTypeAndRank(op)))
    return failure();
  int64_t rank = cast<RankedTensorType>(op->getOperand(0).getType()).getRank();
  if (static_cast<int64_t>(perDim.size()) != rank)
    return op->emitOpError() << "has " << perDim.size()
                             << " axis lists but the operand has rank " << rank;
  return verifyDistinctAxes(op, flattenAxes(perDim));
}

LogicalResult AllGatherOp::verify() {
  return verifyPerDimCollective(*this, getGatherAxes());
}

LogicalResult AllGatherOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh) ||
      failed(verifyAxesInMesh(*this, flattenAxes(getGatherAxes()), *mesh,
                              getMeshAttr())))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  for (auto [dim, attr] : llvm::enumerate(getGatherAxes())) {
    int64_t group = mesh->getGroupSize(cast<AxisListAttr>(attr).getAxes());
    int64_t size = in.getDimSize(dim);
    int64_t expected = ShapedType::isDynamic(size) ? size : size * group;
    if (failed(verifyResultDim(*this, dim, expected,
                               Twine(size) + " gathered over a group of " +
                                   Twine(group))))
      return failure();
  }
  return success();
}

OpFoldResult AllGatherOp::fold(FoldAdaptor) {
  return foldIdentity(*this, allEmpty(getGatherAxes()));
}

LogicalResult AllSliceOp::verify() {
  return verifyPerDimCollective(*this, getSliceAxes());
}

LogicalResult AllSliceOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh) ||
      failed(verifyAxesInMesh(*this, flattenAxes(getSliceAxes()), *mesh,
                              getMeshAttr())))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  for (auto [dim, attr] : llvm::enumerate(getSliceAxes())) {
    int64_t group = mesh->getGroupSize(cast<AxisListAttr>(attr).getAxes());
    int64_t size = in.getDimSize(dim);
    if (failed(verifyDivisible(*this, dim, group, "sliced")))
      return failure();
    int64_t expected = ShapedType::isDynamic(size) ? size : size / group;
    if (failed(verifyResultDim(*this, dim, expected,
                               Twine(size) + " sliced over a group of " +
                                   Twine(group))))
      return failure();
  }
  return success();
}

OpFoldResult AllSliceOp::fold(FoldAdaptor) {
  return foldIdentity(*this, allEmpty(getSliceAxes()));
}

//===----------------------------------------------------------------------===//
// AllReduceOp
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::verify() {
  if (failed(verifyDistinctAxes(*this, getAxes().getAxes())))
    return failure();
  return verifyReductionKindForType(*this, getKind());
}

LogicalResult AllReduceOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh))
    return failure();
  return verifyAxesInMesh(*this, getAxes().getAxes(), *mesh, getMeshAttr());
}

OpFoldResult AllReduceOp::fold(FoldAdaptor) {
  return foldIdentity(*this, getAxes().empty());
}

//===----------------------------------------------------------------------===//
// ReduceScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceScatterOp::verify() {
  if (failed(verifySameElementTypeAndRank(*this)) ||
      failed(verifyDistinctAxes(*this, getAxes().getAxes())) ||
      failed(verifyReductionKindForType(*this, getKind())))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  uint64_t scatterDim = getScatterDim();
  if (scatterDim >= static_cast<uint64_t>(in.getRank()))
    return emitOpError() << "scatter dimension " << scatterDim
                         << " is out of range for rank " << in.getRank();
  for (int64_t dim = 0; dim < in.getRank(); ++dim)
    if (dim != static_cast<int64_t>(scatterDim) &&
        failed(
            verifyResultDim(*this, dim, in.getDimSize(dim), "not scattered")))
      return failure();
  return success();
}

LogicalResult ReduceScatterOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh) || failed(verifyAxesInMesh(*this, getAxes().getAxes(), *mesh,
                                              getMeshAttr())))
    return failure();
  int64_t group = mesh->getGroupSize(getAxes().getAxes());
  int64_t dim = getScatterDim();
  int64_t size = getInput().getType().getDimSize(dim);
  if (failed(verifyDivisible(*this, dim, group, "scattered")))
    return failure();
  int64_t expected = ShapedType::isDynamic(size) ? size : size / group;
  return verifyResultDim(*this, dim, expected,
                         Twine(size) + " scattered over a group of " +
                             Twine(group));
}

OpFoldResult ReduceScatterOp::fold(FoldAdaptor) {
  return foldIdentity(*this, getAxes().empty());
}

//===----------------------------------------------------------------------===//
// AllToAllOp
//===----------------------------------------------------------------------===//

LogicalResult AllToAllOp::verify() {
  if (failed(verifySameElementTypeAndRank(*this)) ||
      failed(verifyDistinctAxes(*this, getAxes().getAxes())))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  uint64_t rank = in.getRank();
  if (getSplitDim() >= rank)
    return emitOpError() << "split dimension " << getSplitDim()
                         << " is out of range for rank " << rank;
  if (getConcatDim() >= rank)
    return emitOpError() << "concat dimension " << getConcatDim()
                         << " is out of range for rank " << rank;
  for (uint64_t dim = 0; dim < rank; ++dim)
    if (dim != getSplitDim() && dim != getConcatDim() &&
        failed(verifyResultDim(*this, dim, in.getDimSize(dim),
                               "neither split nor concatenated")))
      return failure();
  return success();
}

LogicalResult AllToAllOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh) || failed(verifyAxesInMesh(*this, getAxes().getAxes(), *mesh,
                                              getMeshAttr())))
    return failure();
  int64_t group = mesh->getGroupSize(getAxes().getAxes());
  auto in = cast<RankedTensorType>(getInput().getType());
  int64_t split = getSplitDim(), concat = getConcatDim();
  if (failed(verifyDivisible(*this, split, group, "split")))
    return failure();
  int64_t splitSize = in.getDimSize(split);
  int64_t concatSize = in.getDimSize(concat);
  if (split == concat)
    return verifyResultDim(*this, split, splitSize,
                           "split and concatenated along the same dimension");
  if (failed(verifyResultDim(
          *this, split,
          ShapedType::isDynamic(splitSize) ? splitSize : splitSize / group,
          Twine(splitSize) + " split over a group of " + Twine(group))))
    return failure();
  return verifyResultDim(
      *this, concat,
      ShapedType::isDynamic(concatSize) ? concatSize : concatSize * group,
      Twine(concatSize) + " concatenated over a group of " + Twine(group));
}

OpFoldResult AllToAllOp::fold(FoldAdaptor) {
  return foldIdentity(*this, getAxes().empty());
}

//===----------------------------------------------------------------------===//
// CollectivePermuteOp
//===----------------------------------------------------------------------===//

LogicalResult CollectivePermuteOp::verify() {
  if (failed(verifyDistinctAxes(*this, getAxes().getAxes())))
    return failure();
  if (getShift().has_value() == getSourceTargetPairs().has_value())
    return emitOpError("needs exactly one of a shift and source-target pairs");
  if (auto pairs = getSourceTargetPairs(); pairs && pairs->size() % 2 != 0)
    return emitOpError("source-target pairs must have an even number of "
                       "entries");
  return success();
}

LogicalResult
CollectivePermuteOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(*this, getMeshAttr(), tables);
  if (failed(mesh) || failed(verifyAxesInMesh(*this, getAxes().getAxes(), *mesh,
                                              getMeshAttr())))
    return failure();
  if (!getSourceTargetPairs())
    return success();
  int64_t group = mesh->getGroupSize(getAxes().getAxes());
  ArrayRef<int64_t> flat = *getSourceTargetPairs();
  llvm::SmallDenseSet<int64_t> sources, targets;
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    int64_t source = flat[i], target = flat[i + 1];
    for (int64_t position : {source, target})
      if (position < 0 || position >= group)
        return emitOpError() << "group position " << position
                             << " is out of range for a group of " << group;
    if (!sources.insert(source).second)
      return emitOpError() << "group position " << source
                           << " is the source of more than one pair";
    if (!targets.insert(target).second)
      return emitOpError() << "group position " << target
                           << " is the target of more than one pair";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// SendOp / RecvOp
//===----------------------------------------------------------------------===//

/// A point-to-point op names distinct axes and, in a stage function
/// (`osdp.stage`), a peer other than its own stage.
static LogicalResult verifyPointToPoint(Operation *op, AxisListAttr axes,
                                        int64_t peer) {
  if (failed(verifyDistinctAxes(op, axes.getAxes())))
    return failure();
  auto function = op->getParentOfType<FunctionOpInterface>();
  auto stage =
      function
          ? function->getAttrOfType<IntegerAttr>(OSDPDialect::kStageAttrName)
          : IntegerAttr();
  if (stage && stage.getInt() == peer)
    return op->emitOpError()
           << "stage " << peer << " cannot "
           << (isa<SendOp>(op) ? "send to" : "receive from") << " itself";
  return success();
}

/// The peer is a position of the group over the op's axes.
static LogicalResult verifyPeerInGroup(Operation *op, FlatSymbolRefAttr name,
                                       AxisListAttr axes, int64_t peer,
                                       SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = lookupMeshOrError(op, name, tables);
  if (failed(mesh) || failed(verifyAxesInMesh(op, axes.getAxes(), *mesh, name)))
    return failure();
  int64_t group = mesh->getGroupSize(axes.getAxes());
  if (peer >= group)
    return op->emitOpError()
           << "peer " << peer << " is out of range for a group of " << group;
  return success();
}

LogicalResult SendOp::verify() {
  return verifyPointToPoint(*this, getAxes(), getPeer());
}

LogicalResult SendOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeerInGroup(*this, getMeshAttr(), getAxes(), getPeer(), tables);
}

LogicalResult RecvOp::verify() {
  return verifyPointToPoint(*this, getAxes(), getPeer());
}

LogicalResult RecvOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeerInGroup(*this, getMeshAttr(), getAxes(), getPeer(), tables);
}

OpFoldResult CollectivePermuteOp::fold(FoldAdaptor) {
  // A shift by 0, or any shift within groups of one device, sends every
  // device's data to itself; pairs do so only as the single pair 0 -> 0 on
  // one-device groups (other devices would receive zeros).
  bool identity = getShift() ? getAxes().empty() || *getShift() == 0
                             : getAxes().empty() &&
                                   getSourceTargetPairs()->size() == 2 &&
                                   (*getSourceTargetPairs())[0] == 0 &&
                                   (*getSourceTargetPairs())[1] == 0;
  return foldIdentity(*this, identity);
}
