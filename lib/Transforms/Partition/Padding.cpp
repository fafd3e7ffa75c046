//===- Padding.cpp - Dimensions the mesh does not divide ------------------===//
//
// GSPMD's scheme: a dimension the mesh does not divide is padded to a
// multiple of its number of shards, ops that would read the padding into a
// real element mask it first, and resharding pads before a split and slices
// after a gather. The padding content is never relied on.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Padding.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace osdp;

bool osdp::isPaddedDim(ShardingAttr sharding, int64_t dim,
                       ArrayRef<int64_t> globalShape, MeshAttr mesh) {
  int64_t size = globalShape[dim];
  return !ShapedType::isDynamic(size) &&
         size % sharding.getNumShards(dim, mesh) != 0;
}

bool osdp::hasPadding(ShardingAttr sharding, ArrayRef<int64_t> globalShape,
                      MeshAttr mesh) {
  for (int64_t d = 0; d < sharding.getRank(); ++d)
    if (isPaddedDim(sharding, d, globalShape, mesh))
      return true;
  return false;
}

TypedAttr osdp::getReductionNeutral(ReductionKind kind, Type elementType) {
  Builder b(elementType.getContext());
  if (auto floatType = dyn_cast<FloatType>(elementType)) {
    const llvm::fltSemantics &sem = floatType.getFloatSemantics();
    switch (kind) {
    case ReductionKind::Sum:
      return b.getFloatAttr(floatType, 0.0);
    case ReductionKind::Prod:
      return b.getFloatAttr(floatType, 1.0);
    case ReductionKind::Max:
      return b.getFloatAttr(floatType, APFloat::getInf(sem, /*Negative=*/true));
    case ReductionKind::Min:
      return b.getFloatAttr(floatType, APFloat::getInf(sem));
    default:
      return {};
    }
  }
  auto intType = dyn_cast<IntegerType>(elementType);
  if (!intType)
    return {};
  unsigned width = intType.getWidth();
  // Booleans: max is or, min is and.
  bool isUnsigned = intType.isUnsigned() || width == 1;
  APInt value;
  switch (kind) {
  case ReductionKind::Sum:
  case ReductionKind::Or:
  case ReductionKind::Xor:
    value = APInt::getZero(width);
    break;
  case ReductionKind::Prod:
    value = APInt(width, 1);
    break;
  case ReductionKind::And:
    value = APInt::getAllOnes(width);
    break;
  case ReductionKind::Max:
    value = isUnsigned ? APInt::getMinValue(width)
                       : APInt::getSignedMinValue(width);
    break;
  case ReductionKind::Min:
    value = isUnsigned ? APInt::getMaxValue(width)
                       : APInt::getSignedMaxValue(width);
    break;
  }
  return b.getIntegerAttr(intType, value);
}

Value osdp::emitMaskPadding(OpBuilder &builder, Location loc, Value local,
                            ShardingAttr sharding,
                            ArrayRef<int64_t> globalShape,
                            ArrayRef<int64_t> dims, TypedAttr fill,
                            MeshAttr mesh) {
  auto type = cast<RankedTensorType>(local.getType());
  SmallVector<int64_t> padded;
  for (int64_t d : dims)
    if (isPaddedDim(sharding, d, globalShape, mesh))
      padded.push_back(d);
  if (padded.empty())
    return local;
  auto indexType = type.clone(builder.getI64Type());
  auto predType = type.clone(builder.getI1Type());
  SmallVector<Value> offsets =
      emitBlockOffsets(builder, loc, sharding.getDims(), mesh, type.getShape());
  auto splat = [&](Value scalar) -> Value {
    return stablehlo::BroadcastInDimOp::create(builder, loc, indexType, scalar,
                                               ArrayRef<int64_t>{});
  };
  // An element is real when its global index along every padded dimension
  // (local index + block offset) is below the dimension's size.
  Value valid;
  for (int64_t d : padded) {
    Value index = stablehlo::IotaOp::create(builder, loc, indexType, d);
    Value global = stablehlo::AddOp::create(builder, loc, indexType, index,
                                            splat(offsets[d]));
    Value inRange = stablehlo::CompareOp::create(
        builder, loc, predType, global,
        splat(emitI64Constant(builder, loc, globalShape[d])),
        stablehlo::ComparisonDirectionAttr::get(
            builder.getContext(), stablehlo::ComparisonDirection::LT),
        stablehlo::ComparisonTypeAttr());
    valid =
        valid ? stablehlo::AndOp::create(builder, loc, predType, valid, inRange)
                    .getResult()
              : inRange;
  }
  Value filler = stablehlo::ConstantOp::create(
      builder, loc, type, DenseElementsAttr::get(type, fill));
  return stablehlo::SelectOp::create(builder, loc, type, valid, local, filler);
}

Value osdp::emitResize(OpBuilder &builder, Location loc, Value value,
                       ArrayRef<int64_t> sizes) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int64_t> zeros(rank, 0), ones(rank, 1), high(rank, 0),
      limit(shape);
  bool grows = false, shrinks = false;
  for (int64_t d = 0; d < rank; ++d) {
    if (ShapedType::isDynamic(sizes[d]) || ShapedType::isDynamic(shape[d]))
      continue;
    if (sizes[d] > shape[d]) {
      high[d] = sizes[d] - shape[d];
      grows = true;
    } else if (sizes[d] < shape[d]) {
      limit[d] = sizes[d];
      shrinks = true;
    }
  }
  if (shrinks) {
    SmallVector<int64_t> sliced(shape);
    for (int64_t d = 0; d < rank; ++d)
      sliced[d] = limit[d];
    value = stablehlo::SliceOp::create(builder, loc, type.clone(sliced), value,
                                       zeros, limit, ones);
  }
  if (grows) {
    auto scalarType = RankedTensorType::get({}, type.getElementType());
    Value zero = stablehlo::ConstantOp::create(
        builder, loc, scalarType,
        cast<ElementsAttr>(builder.getZeroAttr(scalarType)));
    auto paddedType = type.clone(sizes);
    value = stablehlo::PadOp::create(builder, loc, paddedType, value, zero,
                                     zeros, high, zeros);
  }
  return value;
}

/// Whether `a` and `b` hold the same axes (in any order): the same number
/// of blocks of the same size, so moving between them permutes whole
/// blocks, padding included.
static bool sameAxes(ArrayRef<StringAttr> a, ArrayRef<StringAttr> b) {
  if (a.size() != b.size())
    return false;
  llvm::SmallPtrSet<Attribute, 4> set(a.begin(), a.end());
  return llvm::all_of(b, [&](StringAttr axis) { return set.contains(axis); });
}

/// The padded size of dimension `dim` of a tensor of shape `globalShape`
/// split as `sharding`: the number of blocks times the block size.
static int64_t paddedSize(ShardingAttr sharding, int64_t dim,
                          ArrayRef<int64_t> globalShape, MeshAttr mesh) {
  int64_t shards = sharding.getNumShards(dim, mesh);
  return llvm::divideCeil(globalShape[dim], shards) * shards;
}

FailureOr<Value>
osdp::emitPaddedResharding(OpBuilder &builder, Location loc, Value local,
                           ArrayRef<int64_t> globalShape, ShardingAttr source,
                           ShardingAttr target, MeshAttr mesh,
                           std::string &reason, unsigned &numCollectives) {
  FlatSymbolRefAttr meshName = target.getMesh();
  auto emit = [&](ShardingAttr from, ShardingAttr to) -> LogicalResult {
    FailureOr<SmallVector<ReshardStep>> steps =
        planResharding(from, to, mesh, reason);
    if (failed(steps))
      return failure();
    local = emitResharding(builder, loc, local, *steps, meshName, mesh);
    numCollectives += steps->size();
    return success();
  };
  if (!hasPadding(source, globalShape, mesh) &&
      !hasPadding(target, globalShape, mesh)) {
    if (failed(emit(source, target)))
      return failure();
    return local;
  }

  // First, gather whole the padded dimensions that move from one split to
  // another: `middle` is the source without them.
  int64_t rank = source.getRank();
  SmallVector<SmallVector<StringAttr>> middleDims;
  for (int64_t d = 0; d < rank; ++d) {
    ArrayRef<StringAttr> from = source.getDimAxes(d), to = target.getDimAxes(d);
    bool padded = isPaddedDim(source, d, globalShape, mesh) ||
                  isPaddedDim(target, d, globalShape, mesh);
    bool changes = !from.empty() && !to.empty() && !sameAxes(from, to);
    middleDims.emplace_back();
    if (!(padded && changes))
      middleDims.back().assign(from.begin(), from.end());
  }
  ShardingAttr middle =
      ShardingAttr::get(source.getMesh(), middleDims, source.getPartialAxes(),
                        source.getPartialKind());
  if (failed(emit(source, middle)))
    return failure();

  // Every dimension the target splits and `middle` does not gets the
  // target's padded size, a multiple of its number of shards.
  auto shapeOf = [&]() {
    return SmallVector<int64_t>(
        cast<RankedTensorType>(local.getType()).getShape());
  };
  SmallVector<int64_t> sizes = shapeOf();
  for (int64_t d = 0; d < rank; ++d)
    if (middle.getDimAxes(d).empty() && !target.getDimAxes(d).empty())
      sizes[d] = paddedSize(target, d, globalShape, mesh);
  local = emitResize(builder, loc, local, sizes);

  if (failed(emit(middle, target)))
    return failure();

  // Every dimension the target leaves whole loses the padding its blocks
  // brought.
  sizes = shapeOf();
  for (int64_t d = 0; d < rank; ++d)
    if (target.getDimAxes(d).empty())
      sizes[d] = globalShape[d];
  return emitResize(builder, loc, local, sizes);
}
