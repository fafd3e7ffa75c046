//===- StableHLOPartitionModels.cpp - per-op partitioning of StableHLO ----===//
//
// PartitionOpInterface for the StableHLO ops whose attributes spell global
// shapes or positions (slice, pad, dynamic_slice, gather, iota, constant),
// and for gather's use of a table already split by rows. Everything else
// the partitioner needs to know about an op is its sharding rule.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/PartitionOpInterface.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"
#include "osdp/Transforms/Partition/Padding.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace osdp;

#include "osdp/Transforms/Partition/PartitionOpInterface.cpp.inc"

namespace {

ArrayRef<int64_t> localShape(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// Replaces the uses of `value` (but in the op that defines `replacement`)
/// by `replacement`, which holds the same tensor sharded as `sharding`.
void replaceWithDerived(PartitionContext &context, Value value,
                        Value replacement, ShardingAttr sharding) {
  value.replaceAllUsesExcept(replacement, replacement.getDefiningOp());
  context.recordDerived(replacement, value, sharding);
}

struct SlicePartition
    : public PartitionOpInterface::ExternalModel<SlicePartition,
                                                 stablehlo::SliceOp> {
  LogicalResult partitionLocal(Operation *op, PartitionContext &,
                               MeshAttr) const {
    // Only unsliced dimensions can be split (the rule keeps sliced ones
    // whole): they become the full local range.
    auto slice = cast<stablehlo::SliceOp>(op);
    SmallVector<int64_t> start(slice.getStartIndices()),
        limit(slice.getLimitIndices()), strides(slice.getStrides());
    ArrayRef<int64_t> in = localShape(slice.getOperand());
    ArrayRef<int64_t> out = localShape(slice.getResult());
    for (size_t d = 0; d < in.size(); ++d) {
      if (limit[d] - start[d] == out[d] && strides[d] == 1)
        continue;
      start[d] = 0;
      limit[d] = in[d];
      strides[d] = 1;
    }
    slice.setStartIndices(start);
    slice.setLimitIndices(limit);
    slice.setStrides(strides);
    return success();
  }
};

struct PadPartition
    : public PartitionOpInterface::ExternalModel<PadPartition,
                                                 stablehlo::PadOp> {
  LogicalResult partitionLocal(Operation *op, PartitionContext &context,
                               MeshAttr mesh) const {
    // Padded dimensions stay whole (the rule says so): a split one is not
    // padded.
    auto pad = cast<stablehlo::PadOp>(op);
    ShardingAttr sharding = context.getSharding(pad.getResult());
    SmallVector<int64_t> low(pad.getEdgePaddingLow()),
        high(pad.getEdgePaddingHigh()), interior(pad.getInteriorPadding());
    for (int64_t d = 0; d < sharding.getRank(); ++d) {
      if (sharding.getNumShards(d, mesh) == 1)
        continue;
      low[d] = high[d] = interior[d] = 0;
    }
    pad.setEdgePaddingLow(low);
    pad.setEdgePaddingHigh(high);
    pad.setInteriorPadding(interior);
    return success();
  }
};

struct DynamicSlicePartition
    : public PartitionOpInterface::ExternalModel<DynamicSlicePartition,
                                                 stablehlo::DynamicSliceOp> {
  LogicalResult partitionLocal(Operation *op, PartitionContext &,
                               MeshAttr) const {
    auto slice = cast<stablehlo::DynamicSliceOp>(op);
    slice.setSliceSizes(localShape(slice.getResult()));
    return success();
  }
};

struct IotaPartition
    : public PartitionOpInterface::ExternalModel<IotaPartition,
                                                 stablehlo::IotaOp> {
  LogicalResult partitionLocal(Operation *op, PartitionContext &context,
                               MeshAttr mesh) const {
    auto iota = cast<stablehlo::IotaOp>(op);
    ShardingAttr sharding = context.getSharding(iota.getResult());
    int64_t dim = iota.getIotaDimension();
    if (sharding.getNumShards(dim, mesh) == 1)
      return success();
    // Each device counts from the start of its block.
    auto type = cast<RankedTensorType>(iota.getType());
    Location loc = op->getLoc();
    OpBuilder builder(op->getContext());
    builder.setInsertionPointAfter(op);
    SmallVector<Value> offsets = emitBlockOffsets(
        builder, loc, sharding.getDims(), mesh, type.getShape());
    Value offset = stablehlo::ConvertOp::create(
        builder, loc, RankedTensorType::get({}, type.getElementType()),
        offsets[dim]);
    Value broadcast = stablehlo::BroadcastInDimOp::create(
        builder, loc, type, offset, ArrayRef<int64_t>{});
    Value shifted = stablehlo::AddOp::create(builder, loc, type,
                                             iota.getResult(), broadcast);
    replaceWithDerived(context, iota.getResult(), shifted, sharding);
    return success();
  }
};

struct ConstantPartition
    : public PartitionOpInterface::ExternalModel<ConstantPartition,
                                                 stablehlo::ConstantOp> {
  LogicalResult partitionLocal(Operation *op, PartitionContext &context,
                               MeshAttr mesh) const {
    auto constant = cast<stablehlo::ConstantOp>(op);
    ShardingAttr sharding = context.getSharding(constant.getResult());
    auto type = cast<RankedTensorType>(constant.getType());
    auto value = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (value && value.getType() == type)
      return success(); // Replicated.
    if (value && value.isSplat()) {
      constant.setValueAttr(value.resizeSplat(type));
      return success();
    }
    // The whole constant, then this device's block of it.
    Location loc = op->getLoc();
    auto globalType = cast<RankedTensorType>(constant.getValue().getType());
    constant.getResult().setType(globalType);
    context.setSharding(
        constant.getResult(),
        ShardingAttr::getReplicated(sharding.getMesh(), globalType.getRank()));
    OpBuilder builder(op->getContext());
    builder.setInsertionPointAfter(op);
    SmallVector<Value> offsets = emitBlockOffsets(
        builder, loc, sharding.getDims(), mesh, type.getShape());
    for (Value &offset : offsets)
      if (!offset)
        offset = emitI64Constant(builder, loc, 0);
    // A padded dimension is padded here too: dynamic_slice would clamp the
    // last block's offset and shift its real elements.
    SmallVector<int64_t> paddedShape;
    for (auto [d, size] : llvm::enumerate(type.getShape()))
      paddedShape.push_back(size * sharding.getNumShards(d, mesh));
    Value whole = emitResize(builder, loc, constant.getResult(), paddedShape);
    Value slice = stablehlo::DynamicSliceOp::create(builder, loc, type, whole,
                                                    offsets, type.getShape());
    // The first user of the whole constant keeps it.
    Operation *user = whole == constant.getResult() ? slice.getDefiningOp()
                                                    : whole.getDefiningOp();
    constant.getResult().replaceAllUsesExcept(slice, user);
    context.recordDerived(slice, constant.getResult(), sharding);
    return success();
  }
};

/// The gather of rows from a table: JAX's embedding lookup.
struct GatherPartition
    : public PartitionOpInterface::ExternalModel<GatherPartition,
                                                 stablehlo::GatherOp> {
  /// A gather reading rows of a table split by rows (the
  /// vocabulary-parallel embedding lookup): unless the op's other
  /// dimensions need those axes, each device gathers from its own rows and
  /// the result is partial, which one all-reduce of the result resolves,
  /// instead of gathering the table. The rule keeps the indexed dimension
  /// whole, so that propagation does not trade a batch split for it; this
  /// only uses a split the table already has, when the result is smaller
  /// than the table.
  void adjustPlan(Operation *op, PartitionContext &context, MeshAttr,
                  SmallVectorImpl<ShardingAttr> &operands,
                  SmallVectorImpl<ShardingAttr> &results) const {
    auto gather = cast<stablehlo::GatherOp>(op);
    auto dn = gather.getDimensionNumbers();
    ArrayRef<int64_t> startMap = dn.getStartIndexMap();
    if (startMap.size() != 1)
      return;
    int64_t row = startMap.front();
    ShardingAttr table = context.getSharding(gather.getOperand());
    ShardingAttr wanted = operands[0], result = results[0];
    if (!table || !wanted || !result || result.isPartial() ||
        !llvm::is_contained(dn.getCollapsedSliceDims(), row) ||
        gather.getSliceSizes()[row] != 1 || !wanted.getDimAxes(row).empty())
      return;
    ArrayRef<StringAttr> axes = table.getDimAxes(row);
    auto usedElsewhere = [&](StringAttr axis) {
      return wanted.usesAxis(axis) || result.usesAxis(axis) ||
             (operands[1] && operands[1].usesAxis(axis));
    };
    auto resultType = cast<RankedTensorType>(gather.getType());
    if (axes.empty() || llvm::any_of(axes, usedElsewhere) ||
        !resultType.hasStaticShape() ||
        2 * resultType.getNumElements() >
            numElements(context.getGlobalShape(gather.getOperand())))
      return;
    SmallVector<SmallVector<StringAttr>> dims;
    for (int64_t d = 0; d < wanted.getRank(); ++d)
      dims.emplace_back(d == row ? axes : wanted.getDimAxes(d));
    operands[0] = ShardingAttr::get(wanted.getMesh(), dims);
    dims.clear();
    for (int64_t d = 0; d < result.getRank(); ++d)
      dims.emplace_back(result.getDimAxes(d));
    results[0] = ShardingAttr::get(result.getMesh(), dims, axes);
  }

  LogicalResult partitionLocal(Operation *op, PartitionContext &context,
                               MeshAttr mesh) const {
    // A split operand dimension that the gather takes whole (slice size =
    // global size) is taken whole locally; batching dimensions keep their
    // slice size of 1.
    auto gather = cast<stablehlo::GatherOp>(op);
    SmallVector<int64_t> sizes(gather.getSliceSizes());
    auto operandType = cast<RankedTensorType>(gather.getOperand().getType());
    ShardingAttr operandSharding = context.getSharding(gather.getOperand());
    SmallVector<int64_t> globalShape =
        context.getGlobalShape(gather.getOperand());
    for (size_t d = 0; d < sizes.size(); ++d) {
      if (!operandSharding || d >= (size_t)operandType.getRank())
        continue;
      int64_t shards = operandSharding.getNumShards(d, mesh);
      int64_t local = operandType.getDimSize(d);
      if (shards > 1 && !ShapedType::isDynamic(local) &&
          sizes[d] == globalShape[d])
        sizes[d] = local;
    }
    gather.setSliceSizes(sizes);
    ArrayRef<int64_t> startMap =
        gather.getDimensionNumbers().getStartIndexMap();
    if (operandSharding && startMap.size() == 1 &&
        operandSharding.getNumShards(startMap.front(), mesh) > 1)
      maskSplitRows(gather, context, operandSharding, mesh);
    return success();
  }

private:
  static int64_t numElements(ArrayRef<int64_t> shape) {
    int64_t n = 1;
    for (int64_t size : shape)
      n *= ShapedType::isDynamic(size) ? 0 : size;
    return n;
  }

  /// Makes a gather whose one indexed operand dimension is split read the
  /// rows this device holds: the indices are shifted to the local block and
  /// the rows of other blocks become zeros (the result is partial).
  static void maskSplitRows(stablehlo::GatherOp gather,
                            PartitionContext &context, ShardingAttr sharding,
                            MeshAttr mesh);
};

} // namespace

void GatherPartition::maskSplitRows(stablehlo::GatherOp gather,
                                    PartitionContext &context,
                                    ShardingAttr sharding, MeshAttr mesh) {
  OpBuilder builder(gather);
  Location loc = gather.getLoc();
  auto dn = gather.getDimensionNumbers();
  int64_t dim = dn.getStartIndexMap().front();
  auto operandType = cast<RankedTensorType>(gather.getOperand().getType());
  Value indices = gather.getStartIndices();
  auto indexType = cast<RankedTensorType>(indices.getType());
  // An i64 scalar as a tensor of indices.
  auto broadcast = [&](Value i64Scalar) -> Value {
    Value scalar = stablehlo::ConvertOp::create(
        builder, loc, RankedTensorType::get({}, indexType.getElementType()),
        i64Scalar);
    return stablehlo::BroadcastInDimOp::create(builder, loc, indexType, scalar,
                                               ArrayRef<int64_t>{});
  };
  auto splat = [&](int64_t value) {
    return broadcast(emitI64Constant(builder, loc, value));
  };
  // The first global row of this device's block, as an index.
  Value offsetIndex = broadcast(emitBlockOffsets(
      builder, loc, sharding.getDims(), mesh, operandType.getShape())[dim]);
  // Out-of-range indices read the nearest row, as XLA clamps them: clamp
  // the global index before finding its block.
  // The clamp is to the real rows: the padding rows of the last blocks are
  // never read.
  Value clamped = stablehlo::ClampOp::create(
      builder, loc, indexType, splat(0), indices,
      splat(context.getGlobalShape(gather.getOperand())[dim] - 1));
  Value local = stablehlo::SubtractOp::create(builder, loc, indexType, clamped,
                                              offsetIndex);
  auto predType = indexType.clone(builder.getI1Type());
  auto compare = [&](Value lhs, Value rhs, stablehlo::ComparisonDirection d) {
    return stablehlo::CompareOp::create(
        builder, loc, predType, lhs, rhs,
        stablehlo::ComparisonDirectionAttr::get(builder.getContext(), d),
        stablehlo::ComparisonTypeAttr());
  };
  Value valid = stablehlo::AndOp::create(
      builder, loc, predType,
      compare(local, splat(0), stablehlo::ComparisonDirection::GE),
      compare(local, splat(operandType.getDimSize(dim)),
              stablehlo::ComparisonDirection::LT));
  gather.getStartIndicesMutable().assign(local);

  // The mask over the result: the index dimensions other than the index
  // vector are the result's batch dimensions, in order.
  builder.setInsertionPointAfter(gather);
  auto resultType = cast<RankedTensorType>(gather.getType());
  int64_t ivd = dn.getIndexVectorDim();
  SmallVector<int64_t> batchShape, batchDims;
  for (int64_t d = 0; d < indexType.getRank(); ++d)
    if (d != ivd)
      batchShape.push_back(indexType.getDimSize(d));
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (!llvm::is_contained(dn.getOffsetDims(), d))
      batchDims.push_back(d);
  Value batchValid = stablehlo::ReshapeOp::create(
      builder, loc, RankedTensorType::get(batchShape, builder.getI1Type()),
      valid);
  Value mask = stablehlo::BroadcastInDimOp::create(
      builder, loc, resultType.clone(builder.getI1Type()), batchValid,
      batchDims);
  Value zeros = stablehlo::ConstantOp::create(
      builder, loc, resultType,
      cast<ElementsAttr>(builder.getZeroAttr(resultType)));
  Value masked = stablehlo::SelectOp::create(builder, loc, resultType, mask,
                                             gather.getResult(), zeros);
  gather.getResult().replaceAllUsesExcept(masked, masked.getDefiningOp());
  context.recordDerived(masked, gather.getResult(),
                        context.getSharding(gather.getResult()));
}

void osdp::registerStableHLOPartitionModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context,
                            stablehlo::StableHLODialect *) {
    stablehlo::SliceOp::attachInterface<SlicePartition>(*context);
    stablehlo::PadOp::attachInterface<PadPartition>(*context);
    stablehlo::DynamicSliceOp::attachInterface<DynamicSlicePartition>(*context);
    stablehlo::IotaOp::attachInterface<IotaPartition>(*context);
    stablehlo::ConstantOp::attachInterface<ConstantPartition>(*context);
    stablehlo::GatherOp::attachInterface<GatherPartition>(*context);
  });
}
