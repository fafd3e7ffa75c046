//===- CollectivesToStableHLO.cpp - osdp collectives as stablehlo ---------===//
//
// Lowers the collectives of a partitioned program to the stablehlo
// collectives XLA executes. Mesh axes become explicit device groups: a
// collective over axes `A` of mesh `M` runs within every group of devices
// that differ only in their coordinates on `A`, and a device's position in
// its group linearises those coordinates (MeshAttr::getDeviceGroups).
//
//===----------------------------------------------------------------------===//

#include "osdp/Sharding/CollectivesToStableHLO.h"

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp;

namespace {

/// Builds stablehlo collectives for one mesh.
class CollectiveLowering {
public:
  CollectiveLowering(MeshAttr mesh, bool replicas)
      : mesh(mesh), replicas(replicas) {}

  LogicalResult lower(Operation *op);

private:
  Value lowerAllReduce(OpBuilder &b, AllReduceOp op);
  Value lowerReduceScatter(OpBuilder &b, ReduceScatterOp op);
  Value lowerAllGather(OpBuilder &b, AllGatherOp op);
  Value lowerAllSlice(OpBuilder &b, AllSliceOp op);
  Value lowerAllToAll(OpBuilder &b, AllToAllOp op);
  Value lowerCollectivePermute(OpBuilder &b, CollectivePermuteOp op);

  /// `replica_groups` for collectives over `axes`.
  DenseIntElementsAttr groupsAttr(OpBuilder &b, ArrayRef<StringAttr> axes);
  /// A fresh channel for cross-partition collectives; null for replicas.
  stablehlo::ChannelHandleAttr channel(OpBuilder &b);
  /// Whether collectives over groups name devices by global id.
  UnitAttr globalIds(OpBuilder &b) {
    return replicas ? UnitAttr() : b.getUnitAttr();
  }
  /// Fills `region` with the scalar reduction `kind` on `elementType`.
  static void buildReducer(OpBuilder &b, Location loc, Region &region,
                           Type elementType, ReductionKind kind);

  MeshAttr mesh;
  bool replicas;
  int64_t nextChannel = 1;
};

} // namespace

DenseIntElementsAttr CollectiveLowering::groupsAttr(OpBuilder &b,
                                                    ArrayRef<StringAttr> axes) {
  SmallVector<SmallVector<int64_t>> groups = mesh.getDeviceGroups(axes);
  SmallVector<int64_t> flat;
  for (const SmallVector<int64_t> &group : groups)
    llvm::append_range(flat, group);
  auto type = RankedTensorType::get(
      {(int64_t)groups.size(), (int64_t)groups.front().size()}, b.getI64Type());
  return DenseIntElementsAttr::get(type, flat);
}

stablehlo::ChannelHandleAttr CollectiveLowering::channel(OpBuilder &b) {
  if (replicas)
    return {};
  // Type 1 is a device-to-device channel, what XLA's partitioner uses.
  return stablehlo::ChannelHandleAttr::get(b.getContext(), nextChannel++,
                                           /*type=*/1);
}

void CollectiveLowering::buildReducer(OpBuilder &b, Location loc,
                                      Region &region, Type elementType,
                                      ReductionKind kind) {
  OpBuilder::InsertionGuard guard(b);
  auto scalar = RankedTensorType::get({}, elementType);
  Block *block = b.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  Value lhs = block->getArgument(0), rhs = block->getArgument(1);
  Value combined;
  switch (kind) {
  case ReductionKind::Sum:
    combined = stablehlo::AddOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::Prod:
    combined = stablehlo::MulOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::Min:
    combined = stablehlo::MinOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::Max:
    combined = stablehlo::MaxOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::And:
    combined = stablehlo::AndOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::Or:
    combined = stablehlo::OrOp::create(b, loc, scalar, lhs, rhs);
    break;
  case ReductionKind::Xor:
    combined = stablehlo::XorOp::create(b, loc, scalar, lhs, rhs);
    break;
  }
  stablehlo::ReturnOp::create(b, loc, ValueRange{combined});
}

static Type elementTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getElementType();
}

Value CollectiveLowering::lowerAllReduce(OpBuilder &b, AllReduceOp op) {
  auto reduce = stablehlo::AllReduceOp::create(
      b, op.getLoc(), TypeRange{op.getType()}, ValueRange{op.getInput()},
      groupsAttr(b, op.getAxes().getAxes()), channel(b), globalIds(b));
  buildReducer(b, op.getLoc(), reduce.getComputation(),
               elementTypeOf(op.getInput()), op.getKind());
  return reduce.getResult(0);
}

Value CollectiveLowering::lowerReduceScatter(OpBuilder &b, ReduceScatterOp op) {
  auto scatter = stablehlo::ReduceScatterOp::create(
      b, op.getLoc(), op.getType(), op.getInput(),
      b.getI64IntegerAttr(op.getScatterDim()),
      groupsAttr(b, op.getAxes().getAxes()), channel(b), globalIds(b));
  buildReducer(b, op.getLoc(), scatter.getComputation(),
               elementTypeOf(op.getInput()), op.getKind());
  return scatter.getResult();
}

Value CollectiveLowering::lowerAllGather(OpBuilder &b, AllGatherOp op) {
  // One gather per dimension: gathers of different dimensions commute.
  Value value = op.getInput();
  for (auto [d, attr] : llvm::enumerate(op.getGatherAxes())) {
    ArrayRef<StringAttr> axes = cast<AxisListAttr>(attr).getAxes();
    if (axes.empty() || mesh.getGroupSize(axes) == 1)
      continue;
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[d] = op.getType().getDimSize(d);
    value = stablehlo::AllGatherOp::create(
                b, op.getLoc(), TypeRange{type.clone(shape)}, ValueRange{value},
                b.getI64IntegerAttr(d), groupsAttr(b, axes), channel(b),
                globalIds(b))
                .getResult(0);
  }
  return value;
}

Value osdp::emitAllSliceAsStableHLO(OpBuilder &b, AllSliceOp op,
                                    MeshAttr mesh) {
  SmallVector<AxisListAttr> dims;
  for (Attribute attr : op.getSliceAxes())
    dims.push_back(cast<AxisListAttr>(attr));
  RankedTensorType type = op.getType();
  SmallVector<Value> offsets =
      emitBlockOffsets(b, op.getLoc(), dims, mesh, type.getShape());
  for (Value &offset : offsets)
    if (!offset)
      offset = emitI64Constant(b, op.getLoc(), 0);
  return stablehlo::DynamicSliceOp::create(b, op.getLoc(), type, op.getInput(),
                                           offsets, type.getShape());
}

Value CollectiveLowering::lowerAllSlice(OpBuilder &b, AllSliceOp op) {
  return emitAllSliceAsStableHLO(b, op, mesh);
}

Value CollectiveLowering::lowerAllToAll(OpBuilder &b, AllToAllOp op) {
  ArrayRef<StringAttr> axes = op.getAxes().getAxes();
  return stablehlo::AllToAllOp::create(
             b, op.getLoc(), TypeRange{op.getType()}, ValueRange{op.getInput()},
             b.getI64IntegerAttr(op.getSplitDim()),
             b.getI64IntegerAttr(op.getConcatDim()),
             b.getI64IntegerAttr(mesh.getGroupSize(axes)), groupsAttr(b, axes),
             channel(b))
      .getResult(0);
}

Value CollectiveLowering::lowerCollectivePermute(OpBuilder &b,
                                                 CollectivePermuteOp op) {
  ArrayRef<StringAttr> axes = op.getAxes().getAxes();
  int64_t n = mesh.getGroupSize(axes);
  // (source, target) positions within a group.
  SmallVector<std::pair<int64_t, int64_t>> positions;
  if (std::optional<int64_t> shift = op.getShift()) {
    for (int64_t i = 0; i < n; ++i)
      positions.emplace_back(i, ((i + *shift) % n + n) % n);
  } else {
    ArrayRef<int64_t> pairs = *op.getSourceTargetPairs();
    for (size_t i = 0; i + 1 < pairs.size(); i += 2)
      positions.emplace_back(pairs[i], pairs[i + 1]);
  }
  SmallVector<int64_t> flat;
  for (const SmallVector<int64_t> &group : mesh.getDeviceGroups(axes))
    for (auto [source, target] : positions)
      llvm::append_range(flat, ArrayRef<int64_t>{group[source], group[target]});
  auto type =
      RankedTensorType::get({(int64_t)flat.size() / 2, 2}, b.getI64Type());
  return stablehlo::CollectivePermuteOp::create(
      b, op.getLoc(), op.getType(), op.getInput(),
      DenseIntElementsAttr::get(type, flat), channel(b));
}

LogicalResult CollectiveLowering::lower(Operation *op) {
  OpBuilder b(op);
  Value replacement =
      llvm::TypeSwitch<Operation *, Value>(op)
          .Case([&](AllReduceOp c) { return lowerAllReduce(b, c); })
          .Case([&](ReduceScatterOp c) { return lowerReduceScatter(b, c); })
          .Case([&](AllGatherOp c) { return lowerAllGather(b, c); })
          .Case([&](AllSliceOp c) { return lowerAllSlice(b, c); })
          .Case([&](AllToAllOp c) { return lowerAllToAll(b, c); })
          .Case([&](CollectivePermuteOp c) {
            return lowerCollectivePermute(b, c);
          })
          .Default([](Operation *) { return Value(); });
  if (!replacement)
    return op->emitError("no stablehlo lowering for this op");
  op->getResult(0).replaceAllUsesWith(replacement);
  op->erase();
  return success();
}

LogicalResult osdp::lowerCollectivesToStableHLO(Operation *root, MeshAttr mesh,
                                                bool replicas) {
  SmallVector<Operation *> collectives;
  root->walk([&](Operation *op) {
    if (isa<AllReduceOp, ReduceScatterOp, AllGatherOp, AllSliceOp, AllToAllOp,
            CollectivePermuteOp>(op))
      collectives.push_back(op);
  });
  if (!collectives.empty() && !mesh)
    return collectives.front()->emitError("collective outside any osdp.mesh");
  CollectiveLowering lowering(mesh, replicas);
  for (Operation *op : collectives)
    if (failed(lowering.lower(op)))
      return failure();
  return success();
}
