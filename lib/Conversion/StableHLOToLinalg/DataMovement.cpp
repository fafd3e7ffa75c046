//===- DataMovement.cpp - stablehlo shape and data movement ops -----------===//
//
// Constants, iota, broadcasts, reshapes, transposes, slices, concatenation,
// padding, reversal and dynamic slices, to linalg and tensor ops. Dynamic
// start indices are clamped so that the slice stays in bounds, as XLA does.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

/// The converted static tensor type of `value`, or null.
RankedTensorType staticType(const TypeConverter *converter, Value value) {
  auto type = dyn_cast_or_null<RankedTensorType>(
      converter->convertType(value.getType()));
  if (!type || !type.hasStaticShape())
    return {};
  return type;
}

/// A `linalg.generic` copying `input` into a tensor of `resultType` through
/// `inputMap` (result dimensions to input indices).
Value mapCopy(OpBuilder &b, Location loc, Value input, AffineMap inputMap,
              RankedTensorType resultType) {
  int64_t rank = resultType.getRank();
  Value init = emptyTensor(b, loc, resultType);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, ValueRange{input}, ValueRange{init},
      ArrayRef<AffineMap>{
          inputMap, AffineMap::getMultiDimIdentityMap(rank, b.getContext())},
      parallelIterators(rank),
      [](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc, args[0]);
      });
  return generic.getResult(0);
}

struct ConstantConverter : OpConversionPattern<shlo::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    ElementsAttr value = op.getValue();
    if (value.getType() != type) {
      auto dense = dyn_cast<DenseElementsAttr>(value);
      if (!dense)
        return rewriter.notifyMatchFailure(op, "unsigned non-dense constant");
      value = dense.bitcast(type.getElementType());
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   cast<TypedAttr>(value));
    return success();
  }
};

struct IotaConverter : OpConversionPattern<shlo::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::IotaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    int64_t dim = op.getIotaDimension();
    Type original = op.getType().getElementType();
    Value init = emptyTensor(rewriter, loc, type);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{}, ValueRange{init},
        ArrayRef<AffineMap>{
            AffineMap::getMultiDimIdentityMap(rank, getContext())},
        parallelIterators(rank), [&](OpBuilder &b, Location nloc, ValueRange) {
          Value index = linalg::IndexOp::create(b, nloc, dim);
          Value i64 =
              arith::IndexCastOp::create(b, nloc, b.getI64Type(), index);
          Value result = emitConvert(b, nloc, i64, b.getI64Type(), original);
          linalg::YieldOp::create(b, nloc, result);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

/// broadcast_in_dim: operand dimension i feeds result dimension dims[i];
/// size-1 operand dimensions broadcast.
struct BroadcastInDimConverter : OpConversionPattern<shlo::BroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    auto operandType =
        dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!type || !operandType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    SmallVector<AffineExpr> exprs;
    for (auto [i, d] : llvm::enumerate(op.getBroadcastDimensions())) {
      if (operandType.getDimSize(i) == 1 && type.getDimSize(d) != 1)
        exprs.push_back(rewriter.getAffineConstantExpr(0));
      else
        exprs.push_back(rewriter.getAffineDimExpr(d));
    }
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    if (operandType == type && map.isIdentity()) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    rewriter.replaceOp(
        op, mapCopy(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

/// The legacy broadcast: new leading dimensions.
struct BroadcastConverter : OpConversionPattern<shlo::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    int64_t added = op.getBroadcastSizes().size();
    SmallVector<AffineExpr> exprs;
    for (int64_t d = added; d < type.getRank(); ++d)
      exprs.push_back(rewriter.getAffineDimExpr(d));
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    rewriter.replaceOp(
        op, mapCopy(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

struct ReshapeConverter : OpConversionPattern<shlo::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    Value operand = adaptor.getOperand();
    auto operandType = dyn_cast<RankedTensorType>(operand.getType());
    if (!type || !operandType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    if (operandType == type) {
      rewriter.replaceOp(op, operand);
      return success();
    }
    if (std::optional<SmallVector<ReassociationIndices>> reassociation =
            getReassociationIndicesForReshape(operandType, type)) {
      if (operandType.getRank() > type.getRank())
        rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, type, operand,
                                                             *reassociation);
      else
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, type, operand,
                                                           *reassociation);
      return success();
    }
    // Otherwise through the flat vector of elements.
    auto flatType = RankedTensorType::get({operandType.getNumElements()},
                                          type.getElementType());
    SmallVector<ReassociationIndices> collapse(1);
    for (int64_t i = 0; i < operandType.getRank(); ++i)
      collapse[0].push_back(i);
    Value flat = tensor::CollapseShapeOp::create(rewriter, loc, flatType,
                                                 operand, collapse);
    SmallVector<ReassociationIndices> expand(1);
    for (int64_t i = 0; i < type.getRank(); ++i)
      expand[0].push_back(i);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, type, flat, expand);
    return success();
  }
};

struct TransposeConverter : OpConversionPattern<shlo::TransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    Value init = emptyTensor(rewriter, op.getLoc(), type);
    auto transpose = linalg::TransposeOp::create(
        rewriter, op.getLoc(), adaptor.getOperand(), init, op.getPermutation());
    rewriter.replaceOp(op, transpose->getResults());
    return success();
  }
};

struct SliceConverter : OpConversionPattern<shlo::SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), ValueRange{}, ValueRange{},
        ValueRange{}, op.getStartIndices(), type.getShape(), op.getStrides());
    return success();
  }
};

struct ConcatenateConverter : OpConversionPattern<shlo::ConcatenateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    Location loc = op.getLoc();
    int64_t dim = op.getDimension();
    // A bucket assembled late gets a buffer eliminate-empty-tensors does
    // not hand its parts (they are computed in buffers of their own and
    // copied in here); any other concatenation's parts are computed in
    // their slices.
    Value result = op->hasAttr(OSDPDialect::kAssembleLateAttrName)
                       ? bufferization::AllocTensorOp::create(
                             rewriter, loc, type, ValueRange{})
                             .getResult()
                       : emptyTensor(rewriter, loc, type);
    int64_t offset = 0;
    for (Value input : adaptor.getInputs()) {
      auto inputType = cast<RankedTensorType>(input.getType());
      SmallVector<int64_t> offsets(type.getRank(), 0);
      offsets[dim] = offset;
      SmallVector<int64_t> strides(type.getRank(), 1);
      result = tensor::InsertSliceOp::create(
          rewriter, loc, input, result, ValueRange{}, ValueRange{},
          ValueRange{}, offsets, inputType.getShape(), strides);
      offset += inputType.getDimSize(dim);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// pad: the result filled with the padding value, the operand inserted with
/// stride interior + 1 at the (non-negative part of the) low padding; then
/// negative edges cut away.
struct PadConverter : OpConversionPattern<shlo::PadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    auto operandType =
        dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!type || !operandType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Value padValue =
        extractScalar(rewriter, op.getLoc(), adaptor.getPaddingValue());
    rewriter.replaceOp(
        op, padTensor(rewriter, op.getLoc(), adaptor.getOperand(), padValue,
                      op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                      op.getInteriorPadding()));
    return success();
  }
};

struct ReverseConverter : OpConversionPattern<shlo::ReverseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      AffineExpr e = rewriter.getAffineDimExpr(d);
      if (llvm::is_contained(op.getDimensions(), d))
        e = type.getDimSize(d) - 1 - e;
      exprs.push_back(e);
    }
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    rewriter.replaceOp(
        op, mapCopy(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

/// Start indices of a dynamic slice of `sizes` in `shape`, clamped to
/// [0, shape - sizes].
SmallVector<OpFoldResult> clampedStarts(OpBuilder &b, Location loc,
                                        ValueRange converted,
                                        ValueRange original,
                                        ArrayRef<int64_t> shape,
                                        ArrayRef<int64_t> sizes) {
  SmallVector<OpFoldResult> starts;
  for (auto [i, index] : llvm::enumerate(converted)) {
    Value scalar = extractScalar(b, loc, index);
    Value asIndex = toIndex(b, loc, scalar, original[i].getType());
    starts.push_back(clampIndex(b, loc, asIndex, 0, shape[i] - sizes[i]));
  }
  return starts;
}

struct DynamicSliceConverter : OpConversionPattern<shlo::DynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    auto operandType =
        dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!type || !operandType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, adaptor.getStartIndices(), op.getStartIndices(),
        operandType.getShape(), op.getSliceSizes());
    SmallVector<OpFoldResult> sizes =
        getAsIndexOpFoldResult(getContext(), op.getSliceSizes());
    SmallVector<OpFoldResult> strides(type.getRank(), rewriter.getIndexAttr(1));
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

struct DynamicUpdateSliceConverter
    : OpConversionPattern<shlo::DynamicUpdateSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DynamicUpdateSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = staticType(getTypeConverter(), op.getResult());
    auto updateType = dyn_cast<RankedTensorType>(adaptor.getUpdate().getType());
    if (!type || !updateType || !updateType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, adaptor.getStartIndices(), op.getStartIndices(),
        type.getShape(), updateType.getShape());
    SmallVector<OpFoldResult> sizes =
        getAsIndexOpFoldResult(getContext(), updateType.getShape());
    SmallVector<OpFoldResult> strides(type.getRank(), rewriter.getIndexAttr(1));
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, adaptor.getUpdate(), adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

/// `custom_call @Sharding` and `@annotate_device_placement` only annotate
/// their operand.
struct AnnotationCustomCallConverter : OpConversionPattern<shlo::CustomCallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.isIdentityAnnotation())
      return rewriter.notifyMatchFailure(op, "not an identity");
    rewriter.replaceOp(op, adaptor.getInputs());
    return success();
  }
};

/// The device's partition id is the target-neutral osdp.partition_id: each
/// target's codegen asks its runtime for it (osdp-partition-id-to-runtime).
struct PartitionIdConverter : OpConversionPattern<shlo::PartitionIdOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::PartitionIdOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value partition = osdp::PartitionIdOp::create(rewriter, loc);
    Value id = arith::TruncIOp::create(rewriter, loc, rewriter.getI32Type(),
                                       partition);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(
        op, RankedTensorType::get({}, rewriter.getI32Type()), id);
    return success();
  }
};

struct OptimizationBarrierConverter
    : OpConversionPattern<shlo::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::OptimizationBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Type type : op->getResultTypes())
      if (!isa<RankedTensorType>(type))
        return rewriter.notifyMatchFailure(op, "tokens");
    rewriter.replaceOp(op, adaptor.getOperand());
    return success();
  }
};

} // namespace

Value padTensor(OpBuilder &b, Location loc, Value input, Value padValue,
                ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                ArrayRef<int64_t> interior) {
  auto operandType = cast<RankedTensorType>(input.getType());
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> fullShape, offsets, strides, cutOffsets, shape;
  bool cut = false, identity = true;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = operandType.getDimSize(d);
    int64_t inner = n == 0 ? 0 : n + (n - 1) * interior[d];
    fullShape.push_back(std::max<int64_t>(low[d], 0) + inner +
                        std::max<int64_t>(high[d], 0));
    shape.push_back(low[d] + inner + high[d]);
    offsets.push_back(std::max<int64_t>(low[d], 0));
    strides.push_back(interior[d] + 1);
    cutOffsets.push_back(std::max<int64_t>(-low[d], 0));
    cut |= low[d] < 0 || high[d] < 0;
    identity &= low[d] == 0 && high[d] == 0 && (interior[d] == 0 || n <= 1);
  }
  if (identity)
    return input;
  auto fullType =
      RankedTensorType::get(fullShape, operandType.getElementType());
  Value filled =
      linalg::FillOp::create(b, loc, padValue, emptyTensor(b, loc, fullType))
          .getResult(0);
  Value result = filled;
  if (operandType.getNumElements() != 0)
    result = tensor::InsertSliceOp::create(b, loc, input, filled, ValueRange{},
                                           ValueRange{}, ValueRange{}, offsets,
                                           operandType.getShape(), strides);
  if (cut)
    result = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(shape, operandType.getElementType()),
        result, ValueRange{}, ValueRange{}, ValueRange{}, cutOffsets, shape,
        SmallVector<int64_t>(rank, 1));
  return result;
}

void populateDataMovementPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<ConstantConverter, IotaConverter, BroadcastInDimConverter,
               BroadcastConverter, ReshapeConverter, TransposeConverter,
               SliceConverter, ConcatenateConverter, PadConverter,
               ReverseConverter, DynamicSliceConverter,
               DynamicUpdateSliceConverter, AnnotationCustomCallConverter,
               OptimizationBarrierConverter, PartitionIdConverter>(
      converter, patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
