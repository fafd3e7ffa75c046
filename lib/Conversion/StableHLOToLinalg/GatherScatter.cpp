//===- GatherScatter.cpp - stablehlo gather and scatter to linalg/scf -----===//
//
// gather: one `linalg.generic` over the result whose body computes, from
// the result index, the operand index (start index read from the indices
// with `tensor.extract` and clamped so that the slice fits, as XLA does,
// plus batching and offset dimensions) and reads the operand there.
//
// scatter: a loop nest over the update elements carrying the results; an
// update whose window does not fit in the operand is skipped (XLA), others
// combine the current and the update value with the update computation,
// emitted on scalars. The loops run in order, so repeated indices
// accumulate deterministically.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

bool isStatic(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape();
}

/// Reads component `k` of the index vector at batch position `batch` of
/// `indices` (index_vector_dim `ivd`; equal to the rank: an implicit
/// trailing vector of one component).
Value readIndex(OpBuilder &b, Location loc, Value indices, Type original,
                ArrayRef<Value> batch, int64_t ivd, int64_t k) {
  int64_t rank = cast<RankedTensorType>(indices.getType()).getRank();
  SmallVector<Value> coords;
  for (int64_t j = 0, i = 0; j < rank; ++j) {
    if (j == ivd)
      coords.push_back(arith::ConstantIndexOp::create(b, loc, k));
    else
      coords.push_back(batch[i++]);
  }
  Value v = tensor::ExtractOp::create(b, loc, indices, coords);
  return toIndex(b, loc, v, original);
}

/// The batch position of indices dimension `j`.
int64_t batchPosition(int64_t j, int64_t ivd) { return j < ivd ? j : j - 1; }

struct GatherConverter : OpConversionPattern<shlo::GatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    Value operand = adaptor.getOperand();
    Value indices = adaptor.getStartIndices();
    if (!type || !type.hasStaticShape() || !isStatic(operand) ||
        !isStatic(indices))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    shlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
    ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
    ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
    ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
    ArrayRef<int64_t> indicesBatching = dims.getStartIndicesBatchingDims();
    ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
    int64_t ivd = dims.getIndexVectorDim();
    ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
    auto operandType = cast<RankedTensorType>(operand.getType());
    Type indexOriginal = op.getStartIndices().getType();
    int64_t rank = type.getRank();

    SmallVector<int64_t> batchDims, windowDims;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(offsetDims, d))
        batchDims.push_back(d);
    for (int64_t d = 0; d < operandType.getRank(); ++d)
      if (!llvm::is_contained(collapsed, d) &&
          !llvm::is_contained(operandBatching, d))
        windowDims.push_back(d);
    if (windowDims.size() != offsetDims.size())
      return rewriter.notifyMatchFailure(op, "offset dimensions");

    Value init = emptyTensor(rewriter, loc, type);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{}, ValueRange{init},
        ArrayRef<AffineMap>{
            AffineMap::getMultiDimIdentityMap(rank, getContext())},
        parallelIterators(rank), [&](OpBuilder &b, Location nloc, ValueRange) {
          SmallVector<Value> idx;
          for (int64_t d = 0; d < rank; ++d)
            idx.push_back(linalg::IndexOp::create(b, nloc, d));
          SmallVector<Value> batch;
          for (int64_t d : batchDims)
            batch.push_back(idx[d]);
          Value zero = arith::ConstantIndexOp::create(b, nloc, 0);
          SmallVector<Value> operandIndex(operandType.getRank(), zero);
          for (auto [k, d] : llvm::enumerate(startIndexMap)) {
            Value start =
                readIndex(b, nloc, indices, indexOriginal, batch, ivd, k);
            start = clampIndex(b, nloc, start, 0,
                               operandType.getDimSize(d) - sliceSizes[d]);
            operandIndex[d] =
                arith::AddIOp::create(b, nloc, operandIndex[d], start);
          }
          for (auto [d, j] : llvm::zip(operandBatching, indicesBatching))
            operandIndex[d] = arith::AddIOp::create(
                b, nloc, operandIndex[d], batch[batchPosition(j, ivd)]);
          for (auto [k, d] : llvm::enumerate(windowDims))
            operandIndex[d] = arith::AddIOp::create(b, nloc, operandIndex[d],
                                                    idx[offsetDims[k]]);
          Value v = tensor::ExtractOp::create(b, nloc, operand, operandIndex);
          linalg::YieldOp::create(b, nloc, v);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct ScatterConverter : OpConversionPattern<shlo::ScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getInputs();
    ValueRange updates = adaptor.getUpdates();
    Value indices = adaptor.getScatterIndices();
    if (!llvm::all_of(inputs, isStatic) || !llvm::all_of(updates, isStatic) ||
        !isStatic(indices))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    shlo::ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
    ArrayRef<int64_t> updateWindowDims = dims.getUpdateWindowDims();
    ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
    ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
    ArrayRef<int64_t> indicesBatching = dims.getScatterIndicesBatchingDims();
    ArrayRef<int64_t> toOperandDims = dims.getScatterDimsToOperandDims();
    int64_t ivd = dims.getIndexVectorDim();
    auto inputType = cast<RankedTensorType>(inputs[0].getType());
    auto updateType = cast<RankedTensorType>(updates[0].getType());
    Type indexOriginal = op.getScatterIndices().getType();
    int64_t inputRank = inputType.getRank();
    int64_t updateRank = updateType.getRank();
    size_t n = inputs.size();

    SmallVector<int64_t> scatterDims, windowDims;
    for (int64_t d = 0; d < updateRank; ++d)
      if (!llvm::is_contained(updateWindowDims, d))
        scatterDims.push_back(d);
    for (int64_t d = 0; d < inputRank; ++d)
      if (!llvm::is_contained(inserted, d) &&
          !llvm::is_contained(inputBatching, d))
        windowDims.push_back(d);
    if (windowDims.size() != updateWindowDims.size())
      return rewriter.notifyMatchFailure(op, "window dimensions");
    SmallVector<int64_t> windowSize(inputRank, 1);
    for (auto [k, d] : llvm::enumerate(windowDims))
      windowSize[d] = updateType.getDimSize(updateWindowDims[k]);

    SmallVector<Value> lbs, ubs, steps;
    for (int64_t d = 0; d < updateRank; ++d) {
      lbs.push_back(arith::ConstantIndexOp::create(rewriter, loc, 0));
      ubs.push_back(arith::ConstantIndexOp::create(rewriter, loc,
                                                   updateType.getDimSize(d)));
      steps.push_back(arith::ConstantIndexOp::create(rewriter, loc, 1));
    }
    bool bodyFailed = false;
    auto body = [&](OpBuilder &b, Location nloc, ValueRange ivs,
                    ValueRange results) -> scf::ValueVector {
      SmallVector<Value> batch;
      for (int64_t d : scatterDims)
        batch.push_back(ivs[d]);
      Value zero = arith::ConstantIndexOp::create(b, nloc, 0);
      SmallVector<Value> start(inputRank, zero);
      for (auto [k, d] : llvm::enumerate(toOperandDims))
        start[d] = arith::AddIOp::create(
            b, nloc, start[d],
            readIndex(b, nloc, indices, indexOriginal, batch, ivd, k));
      for (auto [d, j] : llvm::zip(inputBatching, indicesBatching))
        start[d] = arith::AddIOp::create(b, nloc, start[d],
                                         batch[batchPosition(j, ivd)]);
      Value inBounds = arith::ConstantIntOp::create(b, nloc, 1, 1);
      SmallVector<Value> index(start);
      for (int64_t d = 0; d < inputRank; ++d) {
        Value limit = arith::ConstantIndexOp::create(
            b, nloc, inputType.getDimSize(d) - windowSize[d]);
        Value fits = arith::AndIOp::create(
            b, nloc,
            arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sge, start[d],
                                  zero),
            arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sle, start[d],
                                  limit));
        inBounds = arith::AndIOp::create(b, nloc, inBounds, fits);
      }
      for (auto [k, d] : llvm::enumerate(windowDims))
        index[d] =
            arith::AddIOp::create(b, nloc, index[d], ivs[updateWindowDims[k]]);
      auto ifOp = scf::IfOp::create(
          b, nloc, inBounds,
          [&](OpBuilder &tb, Location tloc) {
            SmallVector<Value> args;
            for (Value result : results)
              args.push_back(
                  tensor::ExtractOp::create(tb, tloc, result, index));
            for (Value update : updates)
              args.push_back(tensor::ExtractOp::create(tb, tloc, update, ivs));
            SmallVector<Value> combined;
            if (failed(emitScalarRegion(tb, op.getUpdateComputation(), args,
                                        combined)) ||
                combined.size() != n) {
              bodyFailed = true;
              scf::YieldOp::create(tb, tloc, results);
              return;
            }
            SmallVector<Value> next;
            for (auto [value, result] : llvm::zip(combined, results))
              next.push_back(
                  tensor::InsertOp::create(tb, tloc, value, result, index));
            scf::YieldOp::create(tb, tloc, next);
          },
          [&](OpBuilder &eb, Location eloc) {
            scf::YieldOp::create(eb, eloc, results);
          });
      return scf::ValueVector(ifOp.getResults().begin(),
                              ifOp.getResults().end());
    };
    scf::LoopNest nest =
        scf::buildLoopNest(rewriter, loc, lbs, ubs, steps, inputs, body);
    return finishLoopNest(rewriter, op, nest, bodyFailed, "update computation");
  }
};

} // namespace

void populateGatherScatterPatterns(const TypeConverter &converter,
                                   RewritePatternSet &patterns) {
  patterns.add<GatherConverter, ScatterConverter>(converter,
                                                  patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
