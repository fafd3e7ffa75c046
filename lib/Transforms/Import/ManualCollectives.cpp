//===- ManualCollectives.cpp - shard_map collectives into osdp ------------===//
//
// The body of a manual computation calls StableHLO collectives whose device
// groups are lists of device ids. osdp collectives name mesh axes instead,
// which is what lets later passes reason about them (and lower them to any
// runtime). Each replica-group list is matched against the device groups of
// every ordered list of manual axes; a list that no axes produce (groups
// across free axes, or an irregular grouping) is an error.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Import/ManualComputations.h"

#include "osdp/Dialect/OSDP/IR/CombinerKind.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

#include <set>

using namespace mlir;
using namespace osdp;

namespace {

using Groups = SmallVector<SmallVector<int64_t>>;

/// Reads a `[groups, size]` list of device ids; an empty list is one group
/// of every device (StableHLO's convention).
FailureOr<Groups> readGroups(Operation *op, DenseIntElementsAttr attr,
                             int64_t numDevices) {
  Groups groups;
  auto type = cast<ShapedType>(attr.getType());
  if (attr.empty()) {
    groups.emplace_back(llvm::to_vector(llvm::seq<int64_t>(0, numDevices)));
    return groups;
  }
  if (type.getRank() != 2)
    return op->emitOpError() << "replica groups must be a 2-D list";
  int64_t width = type.getDimSize(1);
  for (auto [i, id] : llvm::enumerate(attr.getValues<int64_t>())) {
    if (i % width == 0)
      groups.emplace_back();
    if (id < 0 || id >= numDevices)
      return op->emitOpError()
             << "replica groups name device " << id << " of a mesh of "
             << numDevices << " devices (uneven groups are not supported)";
    groups.back().push_back(id);
  }
  return groups;
}

/// Groups compared as a set of rows; `ordered` keeps the order in a row
/// (the position of a device in its group matters to gathers and scatters).
Groups canonical(Groups groups, bool ordered) {
  if (!ordered)
    for (auto &row : groups)
      llvm::sort(row);
  llvm::sort(groups);
  return groups;
}

/// Calls `fn` on every ordered list of distinct axes from `axes` (the empty
/// list included) until it returns true.
bool forEachOrderedSubset(ArrayRef<StringAttr> axes,
                          SmallVectorImpl<StringAttr> &prefix,
                          function_ref<bool(ArrayRef<StringAttr>)> fn) {
  if (fn(prefix))
    return true;
  for (StringAttr axis : axes) {
    if (llvm::is_contained(prefix, axis))
      continue;
    prefix.push_back(axis);
    bool found = forEachOrderedSubset(axes, prefix, fn);
    prefix.pop_back();
    if (found)
      return true;
  }
  return false;
}

/// Converts the collectives of one manual computation.
class CollectiveConverter {
public:
  CollectiveConverter(ManualComputationOp manual, MeshAttr mesh)
      : manual(manual), mesh(mesh),
        meshRef(manual.getInShardingList().empty()
                    ? manual.getOutShardingList().front().getMesh()
                    : manual.getInShardingList().front().getMesh()) {}

  LogicalResult convert(Operation *op);

private:
  /// The manual axes whose device groups are `attr`.
  FailureOr<AxisListAttr> matchAxes(Operation *op, DenseIntElementsAttr attr,
                                    bool ordered);
  /// The reduction `region` computes (one binary op of its two arguments).
  FailureOr<ReductionKind> readKind(Operation *op, Region &region);
  LogicalResult convertPermute(stablehlo::CollectivePermuteOp op);
  /// One axis list per dimension of a rank-`rank` tensor: `axes` on `dim`.
  ArrayAttr perDimension(int64_t rank, int64_t dim, AxisListAttr axes);

  ManualComputationOp manual;
  MeshAttr mesh;
  FlatSymbolRefAttr meshRef;
};

} // namespace

FailureOr<AxisListAttr>
CollectiveConverter::matchAxes(Operation *op, DenseIntElementsAttr attr,
                               bool ordered) {
  FailureOr<Groups> groups = readGroups(op, attr, mesh.getNumDevices());
  if (failed(groups))
    return failure();
  Groups wanted = canonical(*groups, ordered);
  SmallVector<StringAttr> prefix;
  SmallVector<StringAttr> match;
  bool found = forEachOrderedSubset(
      manual.getManualAxes().getAxes(), prefix, [&](ArrayRef<StringAttr> axes) {
        if (canonical(mesh.getDeviceGroups(axes), ordered) != wanted)
          return false;
        match.assign(axes.begin(), axes.end());
        return true;
      });
  if (!found) {
    InFlightDiagnostic diag = op->emitOpError()
                              << "has device groups that are not the groups of "
                                 "any manual axes {";
    llvm::interleaveComma(manual.getManualAxes().getAxes(), diag,
                          [&](StringAttr axis) { diag << axis.getValue(); });
    return diag << "} of the mesh";
  }
  return AxisListAttr::get(op->getContext(), match);
}

FailureOr<ReductionKind> CollectiveConverter::readKind(Operation *op,
                                                       Region &region) {
  std::optional<ReductionKind> kind = getCombinerKind(region);
  if (!kind)
    return op->emitOpError() << "reduces with a computation that is not one "
                                "add, multiply, minimum, maximum, and, or or "
                                "xor of its two arguments";
  return *kind;
}

ArrayAttr CollectiveConverter::perDimension(int64_t rank, int64_t dim,
                                            AxisListAttr axes) {
  MLIRContext *context = manual.getContext();
  SmallVector<Attribute> dims(rank, AxisListAttr::get(context, {}));
  dims[dim] = axes;
  return ArrayAttr::get(context, dims);
}

LogicalResult
CollectiveConverter::convertPermute(stablehlo::CollectivePermuteOp op) {
  // The pairs must say the same thing in every group: positions within a
  // group over some manual axes.
  SmallVector<int64_t> flat(op.getSourceTargetPairs().getValues<int64_t>());
  SmallVector<StringAttr> prefix;
  SmallVector<int64_t> positionPairs;
  AxisListAttr axesAttr;
  forEachOrderedSubset(
      manual.getManualAxes().getAxes(), prefix, [&](ArrayRef<StringAttr> axes) {
        Groups groups = mesh.getDeviceGroups(axes);
        DenseMap<int64_t, std::pair<size_t, int64_t>> where;
        for (auto [g, row] : llvm::enumerate(groups))
          for (auto [p, id] : llvm::enumerate(row))
            where[id] = {g, p};
        SmallVector<std::set<std::pair<int64_t, int64_t>>> seen(groups.size());
        for (size_t i = 0; i + 1 < flat.size(); i += 2) {
          auto source = where.find(flat[i]), target = where.find(flat[i + 1]);
          if (source == where.end() || target == where.end() ||
              source->second.first != target->second.first)
            return false;
          seen[source->second.first].insert(
              {source->second.second, target->second.second});
        }
        if (!llvm::all_equal(seen))
          return false;
        positionPairs.clear();
        for (auto [s, t] : seen.front()) {
          positionPairs.push_back(s);
          positionPairs.push_back(t);
        }
        axesAttr = AxisListAttr::get(op.getContext(), axes);
        return true;
      });
  if (!axesAttr)
    return op.emitOpError() << "has source-target pairs that do not permute "
                               "positions over manual axes alike in every "
                               "group";
  OpBuilder builder(op);
  Value result = CollectivePermuteOp::create(
      builder, op.getLoc(), op.getOperand(), meshRef, axesAttr,
      /*shift=*/nullptr, builder.getDenseI64ArrayAttr(positionPairs));
  op.getResult().replaceAllUsesWith(result);
  op.erase();
  return success();
}

LogicalResult CollectiveConverter::convert(Operation *op) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  auto replaceAll = [&](auto build) -> LogicalResult {
    SmallVector<Value> results;
    for (auto [operand, result] :
         llvm::zip(op->getOperands(), op->getResults()))
      results.push_back(
          build(operand, cast<RankedTensorType>(result.getType())));
    op->replaceAllUsesWith(results);
    op->erase();
    return success();
  };
  if (auto allReduce = dyn_cast<stablehlo::AllReduceOp>(op)) {
    FailureOr<AxisListAttr> axes =
        matchAxes(op, allReduce.getReplicaGroups(), /*ordered=*/false);
    FailureOr<ReductionKind> kind = readKind(op, allReduce.getComputation());
    if (failed(axes) || failed(kind))
      return failure();
    return replaceAll([&](Value operand, RankedTensorType) -> Value {
      return AllReduceOp::create(
          builder, loc, operand, meshRef, *axes,
          ReductionKindAttr::get(op->getContext(), *kind));
    });
  }
  if (auto allGather = dyn_cast<stablehlo::AllGatherOp>(op)) {
    FailureOr<AxisListAttr> axes =
        matchAxes(op, allGather.getReplicaGroups(), /*ordered=*/true);
    if (failed(axes))
      return failure();
    int64_t dim = allGather.getAllGatherDim();
    return replaceAll([&](Value operand, RankedTensorType type) -> Value {
      return AllGatherOp::create(builder, loc, type, operand, meshRef,
                                 perDimension(type.getRank(), dim, *axes));
    });
  }
  if (auto scatter = dyn_cast<stablehlo::ReduceScatterOp>(op)) {
    FailureOr<AxisListAttr> axes =
        matchAxes(op, scatter.getReplicaGroups(), /*ordered=*/true);
    FailureOr<ReductionKind> kind = readKind(op, scatter.getComputation());
    if (failed(axes) || failed(kind))
      return failure();
    return replaceAll([&](Value operand, RankedTensorType type) -> Value {
      return ReduceScatterOp::create(
          builder, loc, type, operand, meshRef, *axes,
          ReductionKindAttr::get(op->getContext(), *kind),
          scatter.getScatterDimensionAttr());
    });
  }
  if (auto allToAll = dyn_cast<stablehlo::AllToAllOp>(op)) {
    FailureOr<AxisListAttr> axes =
        matchAxes(op, allToAll.getReplicaGroups(), /*ordered=*/true);
    if (failed(axes))
      return failure();
    return replaceAll([&](Value operand, RankedTensorType type) -> Value {
      return AllToAllOp::create(builder, loc, type, operand, meshRef, *axes,
                                allToAll.getSplitDimensionAttr(),
                                allToAll.getConcatDimensionAttr());
    });
  }
  if (auto permute = dyn_cast<stablehlo::CollectivePermuteOp>(op))
    return convertPermute(permute);
  if (isa<stablehlo::CollectiveBroadcastOp>(op))
    return op->emitOpError() << "is not supported in a manual computation";
  return success();
}

LogicalResult osdp::convertManualCollectives(ManualComputationOp op,
                                             MeshAttr mesh) {
  if (op.getInShardings().empty() && op.getOutShardings().empty())
    return success();
  CollectiveConverter converter(op, mesh);
  SmallVector<Operation *> ops;
  op.getBody().walk([&](Operation *nested) { ops.push_back(nested); });
  for (Operation *nested : ops)
    if (failed(converter.convert(nested)))
      return failure();
  return success();
}
