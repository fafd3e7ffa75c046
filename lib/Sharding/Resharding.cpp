//===- Resharding.cpp - Collectives between two shardings -----------------===//
//
// The planner works on the per-dimension axis lists only. Three moves change
// the split of a dimension while keeping it a valid sharding (contiguous
// blocks, major axes first):
//
//   * removing its minor-most axis (all_gather),
//   * appending a new minor-most axis (all_slice, or reduce_scatter when the
//     axis held partial sums),
//   * moving the minor-most axis of one dimension to the minor end of another
//     (all_to_all).
//
// Removing an axis that is not minor-most would leave non-contiguous blocks,
// so every dimension keeps the longest common prefix of its source and
// target lists and rebuilds the rest. The one exception is a pure reordering
// of the same axes on one dimension, which is a permutation of devices
// (collective_permute) rather than a gather and a slice.
//
//===----------------------------------------------------------------------===//

#include "osdp/Sharding/Resharding.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace osdp;

namespace {
using AxisList = SmallVector<StringAttr>;
} // namespace

static bool contains(ArrayRef<StringAttr> list, StringAttr axis) {
  return llvm::is_contained(list, axis);
}

static size_t commonPrefixLength(ArrayRef<StringAttr> a,
                                 ArrayRef<StringAttr> b) {
  size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n])
    ++n;
  return n;
}

/// Whether `a` and `b` hold the same axes in a different order.
static bool isReordering(ArrayRef<StringAttr> a, ArrayRef<StringAttr> b) {
  if (a.size() != b.size() || a.size() < 2 || a == b)
    return false;
  return llvm::all_of(a, [&](StringAttr axis) { return contains(b, axis); });
}

/// The source->target pairs that reorder the blocks of one dimension from the
/// axis order `from` to the axis order `to` (the same axes). Positions are
/// linearised over `from`, major to minor, which is also the index of the
/// block a device holds before the permutation.
static SmallVector<int64_t> reorderingPairs(ArrayRef<StringAttr> from,
                                            ArrayRef<StringAttr> to,
                                            MeshAttr mesh) {
  SmallVector<int64_t> sizes;
  int64_t groupSize = 1;
  for (StringAttr axis : from) {
    sizes.push_back(mesh.getAxisSize(axis));
    groupSize *= sizes.back();
  }
  SmallVector<int64_t> pairs;
  for (int64_t position = 0; position < groupSize; ++position) {
    // Coordinates of the device at `position` on each axis of `from`.
    SmallVector<int64_t> coords = delinearize(position, sizes);
    // The block this device must hold: its coordinates linearised in the
    // order of `to`. That block is held by the device whose position is the
    // block index.
    int64_t wanted = 0;
    for (StringAttr axis : to) {
      unsigned i = llvm::find(from, axis) - from.begin();
      wanted = wanted * sizes[i] + coords[i];
    }
    // A device that keeps its block is a pair too: collective_permute gives
    // zeros to every device no pair targets.
    pairs.push_back(wanted);
    pairs.push_back(position);
  }
  return pairs;
}

/// The partial axes `target` adds to `source`'s. Fails when the target keeps
/// some of the source's partial axes with another reduction kind.
static FailureOr<AxisList> getAxesToMakePartial(ShardingAttr source,
                                                ShardingAttr target,
                                                std::string &reason) {
  ArrayRef<StringAttr> sourcePartial = source.getPartialAxes();
  AxisList toMakePartial;
  bool keepsPartial = false;
  for (StringAttr axis : target.getPartialAxes()) {
    if (contains(sourcePartial, axis))
      keepsPartial = true;
    else
      toMakePartial.push_back(axis);
  }
  if (keepsPartial && source.getPartialKind() != target.getPartialKind()) {
    reason = "the partial axes change their reduction kind";
    return failure();
  }
  return toMakePartial;
}

namespace {

/// Plans the steps from `source` to `target`, tracking the axis list of
/// every dimension as the steps so far leave it (`current`) against the
/// target's (`wanted`). `keep[d]` is the length of the prefix of
/// `current[d]` that is final.
class ReshardPlanner {
public:
  ReshardPlanner(ShardingAttr source, ShardingAttr target, MeshAttr mesh);

  SmallVector<ReshardStep> plan(ArrayRef<StringAttr> toMakePartial);

private:
  // The phases, in order (see Resharding.h).
  AxisList splitPartialAxes();
  void sliceUnusedAxes();
  void allReduce(ArrayRef<StringAttr> axes);
  void permuteReorderings();
  void removeAxes();
  bool removeFrom(int64_t d, bool &progress);
  void breakCycle();
  void addAxes();
  void makePartial(ArrayRef<StringAttr> axes);

  // Single moves.
  void slice(int64_t d, StringAttr axis);
  void gather(int64_t d);
  void moveAxis(int64_t from, int64_t to);
  void reduceScatter(int64_t d);

  StringAttr nextWanted(int64_t e) const;
  int64_t moveDestination(int64_t d, StringAttr axis) const;
  bool wantedElsewhere(int64_t d, StringAttr axis) const;

  ShardingAttr source, target;
  MeshAttr mesh;
  int64_t rank;
  ReductionKind reduction;
  SmallVector<AxisList> current, wanted;
  SmallVector<size_t> keep;
  /// Partial axes to reduce-scatter onto the dimension the target splits
  /// over them.
  AxisList toScatter;
  SmallVector<ReshardStep> steps;
};

} // namespace

ReshardPlanner::ReshardPlanner(ShardingAttr source, ShardingAttr target,
                               MeshAttr mesh)
    : source(source), target(target), mesh(mesh), rank(source.getRank()),
      reduction(source.getPartialKind()) {
  for (int64_t d = 0; d < rank; ++d) {
    current.emplace_back(source.getDimAxes(d));
    wanted.emplace_back(target.getDimAxes(d));
  }
  for (int64_t d = 0; d < rank; ++d)
    keep.push_back(commonPrefixLength(current[d], wanted[d]));
}

SmallVector<ReshardStep>
ReshardPlanner::plan(ArrayRef<StringAttr> toMakePartial) {
  AxisList toReduce = splitPartialAxes();
  sliceUnusedAxes();
  if (!toReduce.empty())
    allReduce(toReduce);
  permuteReorderings();
  removeAxes();
  addAxes();
  if (!toMakePartial.empty())
    makePartial(toMakePartial);
  return std::move(steps);
}

/// Partial axes to reduce; those the target splits a dimension over are
/// reduce-scattered onto it (`toScatter`), the others all-reduced right away
/// (returned).
AxisList ReshardPlanner::splitPartialAxes() {
  AxisList toReduce;
  for (StringAttr axis : source.getPartialAxes()) {
    if (contains(target.getPartialAxes(), axis))
      continue;
    if (target.getDimOfAxis(axis))
      toScatter.push_back(axis);
    else
      toReduce.push_back(axis);
  }
  return toReduce;
}

/// Slices first: an axis a dimension gains that the tensor does not use (on
/// a dimension or as partial) costs nothing to add, and every later
/// collective then moves a smaller tensor (a partial value is sliced before
/// it is reduced, a gathered dimension is gathered on fewer rows).
void ReshardPlanner::sliceUnusedAxes() {
  llvm::SmallPtrSet<Attribute, 8> inUse;
  for (int64_t d = 0; d < rank; ++d)
    inUse.insert(current[d].begin(), current[d].end());
  ArrayRef<StringAttr> sourcePartial = source.getPartialAxes();
  inUse.insert(sourcePartial.begin(), sourcePartial.end());
  for (int64_t d = 0; d < rank; ++d) {
    if (current[d].size() != keep[d])
      continue; // It loses axes first.
    while (current[d].size() < wanted[d].size() &&
           !inUse.contains(wanted[d][current[d].size()])) {
      StringAttr axis = wanted[d][current[d].size()];
      slice(d, axis);
      inUse.insert(axis);
    }
    keep[d] = current[d].size();
  }
}

void ReshardPlanner::allReduce(ArrayRef<StringAttr> axes) {
  ReshardStep step{ReshardStep::Kind::AllReduce};
  step.axes.assign(axes.begin(), axes.end());
  step.reduction = reduction;
  steps.push_back(std::move(step));
}

/// Reorderings of one dimension.
void ReshardPlanner::permuteReorderings() {
  for (int64_t d = 0; d < rank; ++d) {
    ArrayRef<StringAttr> from = ArrayRef(current[d]).drop_front(keep[d]);
    ArrayRef<StringAttr> to = ArrayRef(wanted[d]).drop_front(keep[d]);
    if (!isReordering(from, to))
      continue;
    ReshardStep step{ReshardStep::Kind::CollectivePermute};
    step.axes.assign(from.begin(), from.end());
    step.pairs = reorderingPairs(from, to, mesh);
    steps.push_back(std::move(step));
    current[d] = wanted[d];
    keep[d] = wanted[d].size();
  }
}

/// Removals, minor first; moves to other dimensions where the target wants
/// the axis next there.
void ReshardPlanner::removeAxes() {
  bool pending = true;
  while (pending) {
    bool progress = false;
    pending = false;
    for (int64_t d = 0; d < rank; ++d)
      pending |= removeFrom(d, progress);
    if (pending && !progress)
      breakCycle();
  }
}

/// Removes the axes dimension `d` loses, minor first, until one has to wait
/// for its destination; returns whether one does. Sets `progress` when it
/// adds a step.
bool ReshardPlanner::removeFrom(int64_t d, bool &progress) {
  while (current[d].size() > keep[d]) {
    StringAttr axis = current[d].back();
    int64_t to = moveDestination(d, axis);
    if (to >= 0) {
      moveAxis(d, to);
    } else if (wantedElsewhere(d, axis)) {
      // Its destination is not ready yet; come back to it.
      return true;
    } else {
      gather(d);
    }
    progress = true;
  }
  return false;
}

/// Moves wait on each other (e.g. swapping the axes of two dimensions):
/// break the cycle by gathering one of them.
void ReshardPlanner::breakCycle() {
  for (int64_t d = 0; d < rank; ++d) {
    if (current[d].size() > keep[d]) {
      gather(d);
      return;
    }
  }
}

/// Additions, major first.
void ReshardPlanner::addAxes() {
  for (int64_t d = 0; d < rank; ++d) {
    while (current[d].size() < wanted[d].size()) {
      StringAttr axis = wanted[d][current[d].size()];
      if (contains(toScatter, axis))
        reduceScatter(d);
      else
        slice(d, axis);
    }
  }
}

/// A whole value becomes partial over new axes last, with no communication:
/// one device of each group keeps it, the others hold the neutral element.
void ReshardPlanner::makePartial(ArrayRef<StringAttr> axes) {
  ReshardStep step{ReshardStep::Kind::MakePartial};
  step.axes.assign(axes.begin(), axes.end());
  step.reduction = target.getPartialKind();
  steps.push_back(std::move(step));
}

/// Adds `axis` to dimension `d` by all_slice (one op for consecutive slices
/// of any dimensions).
void ReshardPlanner::slice(int64_t d, StringAttr axis) {
  if (steps.empty() || steps.back().kind != ReshardStep::Kind::AllSlice) {
    ReshardStep step{ReshardStep::Kind::AllSlice};
    step.perDimAxes.resize(rank);
    steps.push_back(std::move(step));
  }
  steps.back().perDimAxes[d].push_back(axis);
  current[d].push_back(axis);
}

/// Removes the minor-most axis of dimension `d` by all_gather (one op for
/// consecutive gathers of any dimensions).
void ReshardPlanner::gather(int64_t d) {
  StringAttr axis = current[d].pop_back_val();
  if (steps.empty() || steps.back().kind != ReshardStep::Kind::AllGather) {
    ReshardStep step{ReshardStep::Kind::AllGather};
    step.perDimAxes.resize(rank);
    steps.push_back(std::move(step));
  }
  // Gathered later means more major: it goes first in the op's list.
  AxisList &list = steps.back().perDimAxes[d];
  list.insert(list.begin(), axis);
}

/// Moves the minor-most axis of dimension `from` to the minor end of `to` by
/// all_to_all.
void ReshardPlanner::moveAxis(int64_t from, int64_t to) {
  StringAttr axis = current[from].back();
  ReshardStep step{ReshardStep::Kind::AllToAll};
  step.axes.push_back(axis);
  step.dim = to;
  step.otherDim = from;
  steps.push_back(std::move(step));
  current[from].pop_back();
  current[to].push_back(axis);
  // The axis is in its final place: it is part of what `to` keeps.
  keep[to] = current[to].size();
}

/// Adds the partial axes dimension `d` gains next, as many as follow each
/// other, by one reduce_scatter.
void ReshardPlanner::reduceScatter(int64_t d) {
  ReshardStep step{ReshardStep::Kind::ReduceScatter};
  step.dim = d;
  step.reduction = reduction;
  while (current[d].size() < wanted[d].size() &&
         contains(toScatter, wanted[d][current[d].size()])) {
    step.axes.push_back(wanted[d][current[d].size()]);
    current[d].push_back(step.axes.back());
  }
  steps.push_back(std::move(step));
}

/// The axis dimension `e` gains next, if what it holds is a prefix of what
/// it wants.
StringAttr ReshardPlanner::nextWanted(int64_t e) const {
  ArrayRef<StringAttr> cur = current[e];
  if (cur.size() >= wanted[e].size() ||
      ArrayRef(wanted[e]).take_front(cur.size()) != cur)
    return {};
  return wanted[e][cur.size()];
}

/// The last dimension other than `d` that wants `axis` next, or -1.
int64_t ReshardPlanner::moveDestination(int64_t d, StringAttr axis) const {
  int64_t to = -1;
  for (int64_t e = 0; e < rank; ++e)
    if (e != d && nextWanted(e) == axis)
      to = e;
  return to;
}

/// Whether a dimension other than `d` gains `axis` at some point.
bool ReshardPlanner::wantedElsewhere(int64_t d, StringAttr axis) const {
  for (int64_t e = 0; e < rank; ++e)
    if (e != d && contains(ArrayRef(wanted[e]).drop_front(keep[e]), axis))
      return true;
  return false;
}

FailureOr<SmallVector<ReshardStep>> osdp::planResharding(ShardingAttr source,
                                                         ShardingAttr target,
                                                         MeshAttr mesh,
                                                         std::string &reason) {
  if (source == target)
    return SmallVector<ReshardStep>();
  if (target.getRank() != source.getRank()) {
    reason = "the shardings have different ranks";
    return failure();
  }
  FailureOr<AxisList> toMakePartial =
      getAxesToMakePartial(source, target, reason);
  if (failed(toMakePartial))
    return failure();
  return ReshardPlanner(source, target, mesh).plan(*toMakePartial);
}

static ArrayAttr perDimAttr(MLIRContext *context,
                            ArrayRef<SmallVector<StringAttr>> perDim) {
  SmallVector<Attribute> lists;
  for (const SmallVector<StringAttr> &axes : perDim)
    lists.push_back(AxisListAttr::get(context, axes));
  return ArrayAttr::get(context, lists);
}

Value osdp::emitResharding(OpBuilder &builder, Location loc, Value local,
                           ArrayRef<ReshardStep> steps,
                           FlatSymbolRefAttr meshName, MeshAttr mesh) {
  MLIRContext *context = builder.getContext();
  for (const ReshardStep &step : steps) {
    auto type = cast<RankedTensorType>(local.getType());
    SmallVector<int64_t> shape(type.getShape());
    auto scale = [&](int64_t dim, int64_t factor, bool multiply) {
      if (ShapedType::isDynamic(shape[dim]))
        return;
      shape[dim] = multiply ? shape[dim] * factor : shape[dim] / factor;
    };
    int64_t groupSize = step.axes.empty() ? 1 : mesh.getGroupSize(step.axes);
    switch (step.kind) {
    case ReshardStep::Kind::AllReduce:
      local =
          AllReduceOp::create(builder, loc, type, local, meshName,
                              AxisListAttr::get(context, step.axes),
                              ReductionKindAttr::get(context, step.reduction));
      break;
    case ReshardStep::Kind::ReduceScatter:
      scale(step.dim, groupSize, /*multiply=*/false);
      local = ReduceScatterOp::create(
          builder, loc, type.clone(shape), local, meshName,
          AxisListAttr::get(context, step.axes),
          ReductionKindAttr::get(context, step.reduction),
          builder.getI64IntegerAttr(step.dim));
      break;
    case ReshardStep::Kind::AllGather:
    case ReshardStep::Kind::AllSlice: {
      bool isGather = step.kind == ReshardStep::Kind::AllGather;
      for (auto [d, axes] : llvm::enumerate(step.perDimAxes))
        if (!axes.empty())
          scale(d, mesh.getGroupSize(axes), isGather);
      ArrayAttr perDim = perDimAttr(context, step.perDimAxes);
      if (isGather)
        local = AllGatherOp::create(builder, loc, type.clone(shape), local,
                                    meshName, perDim);
      else
        local = AllSliceOp::create(builder, loc, type.clone(shape), local,
                                   meshName, perDim);
      break;
    }
    case ReshardStep::Kind::AllToAll:
      scale(step.dim, groupSize, /*multiply=*/false);
      scale(step.otherDim, groupSize, /*multiply=*/true);
      local =
          AllToAllOp::create(builder, loc, type.clone(shape), local, meshName,
                             AxisListAttr::get(context, step.axes),
                             builder.getI64IntegerAttr(step.dim),
                             builder.getI64IntegerAttr(step.otherDim));
      break;
    case ReshardStep::Kind::MakePartial:
      local = emitKeepOnFirstDevice(builder, loc, local, step.axes,
                                    step.reduction, mesh);
      break;
    case ReshardStep::Kind::CollectivePermute:
      local = CollectivePermuteOp::create(
          builder, loc, type, local, meshName,
          AxisListAttr::get(context, step.axes), IntegerAttr(),
          builder.getDenseI64ArrayAttr(step.pairs));
      break;
    }
  }
  return local;
}

/// The scalar constant `value` of type tensor<i64>.
Value osdp::emitI64Constant(OpBuilder &builder, Location loc, int64_t value) {
  auto type = RankedTensorType::get({}, builder.getI64Type());
  return stablehlo::ConstantOp::create(
      builder, loc, type,
      DenseElementsAttr::get(type, builder.getI64IntegerAttr(value)));
}

Value osdp::emitMeshPosition(OpBuilder &builder, Location loc, MeshAttr mesh) {
  auto scalarType = RankedTensorType::get({}, builder.getI64Type());
  Value id = stablehlo::PartitionIdOp::create(
      builder, loc,
      RankedTensorType::get({}, builder.getIntegerType(32, false)));
  Value device = stablehlo::ConvertOp::create(builder, loc, scalarType, id);
  ArrayRef<int64_t> deviceIds = mesh.getDeviceIds();
  if (deviceIds.empty())
    return device;
  // With a device order, the position of device d is the inverse
  // permutation at d: a table lookup.
  SmallVector<int64_t> positions(deviceIds.size());
  for (auto [position, id] : llvm::enumerate(deviceIds))
    positions[id] = position;
  auto tableType = RankedTensorType::get(
      {static_cast<int64_t>(positions.size())}, builder.getI64Type());
  Value table = stablehlo::ConstantOp::create(
      builder, loc, tableType,
      DenseElementsAttr::get(tableType, ArrayRef<int64_t>(positions)));
  auto oneType = RankedTensorType::get({1}, builder.getI64Type());
  Value entry = stablehlo::DynamicSliceOp::create(
      builder, loc, oneType, table, ValueRange{device}, ArrayRef<int64_t>{1});
  return stablehlo::ReshapeOp::create(builder, loc, scalarType, entry);
}

SmallVector<Value> osdp::emitBlockOffsets(OpBuilder &builder, Location loc,
                                          ArrayRef<AxisListAttr> dims,
                                          MeshAttr mesh,
                                          ArrayRef<int64_t> localShape) {
  auto scalarType = RankedTensorType::get({}, builder.getI64Type());
  Value device;
  DenseMap<StringAttr, Value> coordinates;
  // The coordinate of this device on `axis`: (id / stride) % size, with the
  // axes linearised major to minor as in the mesh.
  auto coordinate = [&](StringAttr axis) -> Value {
    if (Value known = coordinates.lookup(axis))
      return known;
    if (!device)
      device = emitMeshPosition(builder, loc, mesh);
    unsigned index = *mesh.getAxisIndex(axis);
    int64_t stride = 1;
    for (unsigned i = index + 1; i < mesh.getNumAxes(); ++i)
      stride *= mesh.getAxisSizes()[i];
    Value value = device;
    if (stride != 1)
      value = stablehlo::DivOp::create(builder, loc, scalarType, value,
                                       emitI64Constant(builder, loc, stride));
    if (index != 0)
      value = stablehlo::RemOp::create(
          builder, loc, scalarType, value,
          emitI64Constant(builder, loc, mesh.getAxisSizes()[index]));
    coordinates[axis] = value;
    return value;
  };

  SmallVector<Value> offsets;
  for (auto [d, list] : llvm::enumerate(dims)) {
    ArrayRef<StringAttr> axes = list.getAxes();
    if (axes.empty() || mesh.getGroupSize(axes) == 1) {
      offsets.push_back({});
      continue;
    }
    // Block index: the coordinates on the dimension's axes, major to minor.
    Value block;
    for (StringAttr axis : axes) {
      Value c = coordinate(axis);
      if (!block) {
        block = c;
        continue;
      }
      block = stablehlo::MulOp::create(
          builder, loc, scalarType, block,
          emitI64Constant(builder, loc, mesh.getAxisSize(axis)));
      block = stablehlo::AddOp::create(builder, loc, scalarType, block, c);
    }
    offsets.push_back(
        stablehlo::MulOp::create(builder, loc, scalarType, block,
                                 emitI64Constant(builder, loc, localShape[d])));
  }
  return offsets;
}

/// The neutral element of `kind` for elements of type `type`, if combining
/// a value with itself changes it (sum, prod, xor); null for the idempotent
/// kinds, for which every device may hold the value.
static TypedAttr getNonIdempotentNeutral(ReductionKind kind, Type type) {
  Builder b(type.getContext());
  int64_t value;
  switch (kind) {
  case ReductionKind::Sum:
  case ReductionKind::Xor:
    value = 0;
    break;
  case ReductionKind::Prod:
    value = 1;
    break;
  default:
    return {};
  }
  if (auto floatType = dyn_cast<FloatType>(type))
    return b.getFloatAttr(floatType, static_cast<double>(value));
  if (isa<IntegerType>(type))
    return b.getIntegerAttr(type, value);
  return {};
}

Value osdp::emitKeepOnFirstDevice(OpBuilder &builder, Location loc, Value local,
                                  ArrayRef<StringAttr> axes, ReductionKind kind,
                                  MeshAttr mesh) {
  auto type = cast<RankedTensorType>(local.getType());
  TypedAttr neutral = getNonIdempotentNeutral(kind, type.getElementType());
  // Over axes of size 1 every device is the first of its group.
  int64_t groupSize = 1;
  for (StringAttr axis : axes)
    groupSize *= mesh.getAxisSize(axis);
  DenseElementsAttr constant;
  if (!neutral || groupSize == 1 ||
      (matchPattern(local, m_Constant(&constant)) && constant.isSplat() &&
       constant.getSplatValue<Attribute>() == neutral))
    return local;
  // The device's position in its group over `axes`: the block offset of a
  // one-element dimension split over them.
  Value position = emitBlockOffsets(
      builder, loc, {AxisListAttr::get(builder.getContext(), axes)}, mesh,
      {1})[0];
  Value isFirst = stablehlo::CompareOp::create(
      builder, loc, RankedTensorType::get({}, builder.getI1Type()), position,
      emitI64Constant(builder, loc, 0),
      stablehlo::ComparisonDirectionAttr::get(
          builder.getContext(), stablehlo::ComparisonDirection::EQ),
      stablehlo::ComparisonTypeAttr());
  Value neutralValue = stablehlo::ConstantOp::create(
      builder, loc, type, DenseElementsAttr::get(type, neutral));
  return stablehlo::SelectOp::create(builder, loc, type, isFirst, local,
                                     neutralValue);
}
