//===- Contractions.cpp - stablehlo dot and dot_general to linalg ---------===//
//
// A dot_general is one `linalg.generic` over [batch, lhs free, rhs free,
// contracting] dimensions accumulating into a zero-filled result; the two
// layouts a matmul library expects ([m, k] x [k, n], batched in front)
// become `linalg.matmul` and `linalg.batch_matmul`. Operands are converted
// to the result's element type before the multiplication.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {

Value emitMultiplyAdd(OpBuilder &b, Location loc, Value x, Type xType, Value y,
                      Type yType, Value acc, Type resultType) {
  x = emitConvert(b, loc, x, xType, resultType);
  y = emitConvert(b, loc, y, yType, resultType);
  Type type = acc.getType();
  if (isa<FloatType>(type))
    return arith::AddFOp::create(b, loc, acc,
                                 arith::MulFOp::create(b, loc, x, y));
  if (type.isInteger(1))
    return arith::OrIOp::create(b, loc, acc,
                                arith::AndIOp::create(b, loc, x, y));
  return arith::AddIOp::create(b, loc, acc,
                               arith::MulIOp::create(b, loc, x, y));
}

namespace {

FailureOr<Value>
lowerContraction(ConversionPatternRewriter &rewriter, Operation *op, Value lhs,
                 Value rhs, RankedTensorType resultType,
                 ArrayRef<int64_t> lhsBatch, ArrayRef<int64_t> rhsBatch,
                 ArrayRef<int64_t> lhsContract, ArrayRef<int64_t> rhsContract) {
  auto lhsType = dyn_cast<RankedTensorType>(lhs.getType());
  auto rhsType = dyn_cast<RankedTensorType>(rhs.getType());
  if (!lhsType || !rhsType || !lhsType.hasStaticShape() ||
      !rhsType.hasStaticShape() || !resultType.hasStaticShape())
    return failure();
  Location loc = op->getLoc();
  MLIRContext *ctx = op->getContext();
  Type lhsOriginal = elementTypeOf(op->getOperand(0).getType());
  Type rhsOriginal = elementTypeOf(op->getOperand(1).getType());
  Type resultOriginal = elementTypeOf(op->getResult(0).getType());
  Type elementType = resultType.getElementType();

  int64_t nb = lhsBatch.size(), nc = lhsContract.size();
  int64_t nl = lhsType.getRank() - nb - nc;
  int64_t nr = rhsType.getRank() - nb - nc;
  int64_t numLoops = nb + nl + nr + nc;

  auto operandMap = [&](int64_t rank, ArrayRef<int64_t> batch,
                        ArrayRef<int64_t> contract, int64_t freeBase) {
    SmallVector<AffineExpr> exprs;
    int64_t free = 0;
    for (int64_t d = 0; d < rank; ++d) {
      if (auto *it = llvm::find(batch, d); it != batch.end())
        exprs.push_back(getAffineDimExpr(it - batch.begin(), ctx));
      else if (auto *it = llvm::find(contract, d); it != contract.end())
        exprs.push_back(
            getAffineDimExpr(nb + nl + nr + (it - contract.begin()), ctx));
      else
        exprs.push_back(getAffineDimExpr(freeBase + free++, ctx));
    }
    return AffineMap::get(numLoops, 0, exprs, ctx);
  };
  AffineMap lhsMap = operandMap(lhsType.getRank(), lhsBatch, lhsContract, nb);
  AffineMap rhsMap =
      operandMap(rhsType.getRank(), rhsBatch, rhsContract, nb + nl);
  SmallVector<AffineExpr> outExprs;
  for (int64_t d = 0; d < nb + nl + nr; ++d)
    outExprs.push_back(getAffineDimExpr(d, ctx));
  AffineMap outMap = AffineMap::get(numLoops, 0, outExprs, ctx);

  Value zero = scalarConstant(rewriter, loc, elementType, 0.0);
  Value init = linalg::FillOp::create(rewriter, loc, zero,
                                      emptyTensor(rewriter, loc, resultType))
                   .getResult(0);

  bool sameTypes = lhsType.getElementType() == elementType &&
                   rhsType.getElementType() == elementType;
  // The layouts of linalg's named contractions.
  if (sameTypes && nc == 1 && nl == 1 && nr == 1) {
    bool batchInFront = true;
    for (int64_t i = 0; i < nb; ++i)
      batchInFront &= lhsBatch[i] == i && rhsBatch[i] == i;
    if (batchInFront && lhsContract[0] == nb + 1 && rhsContract[0] == nb) {
      if (nb == 0)
        return linalg::MatmulOp::create(rewriter, loc, ValueRange{lhs, rhs},
                                        ValueRange{init})
            ->getResult(0);
      if (nb == 1)
        return linalg::BatchMatmulOp::create(
                   rewriter, loc, ValueRange{lhs, rhs}, ValueRange{init})
            ->getResult(0);
    }
  }

  SmallVector<utils::IteratorType> iterators = parallelIterators(numLoops);
  for (int64_t i = nb + nl + nr; i < numLoops; ++i)
    iterators[i] = utils::IteratorType::reduction;
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{resultType}, ValueRange{lhs, rhs},
      ValueRange{init}, ArrayRef<AffineMap>{lhsMap, rhsMap, outMap}, iterators,
      [&](OpBuilder &b, Location nloc, ValueRange args) {
        linalg::YieldOp::create(b, nloc,
                                emitMultiplyAdd(b, nloc, args[0], lhsOriginal,
                                                args[1], rhsOriginal, args[2],
                                                resultOriginal));
      });
  return generic.getResult(0);
}

struct DotGeneralConverter : OpConversionPattern<shlo::DotGeneralOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DotGeneralOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type || isa<ComplexType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "result type");
    shlo::DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
    FailureOr<Value> result = lowerContraction(
        rewriter, op, adaptor.getLhs(), adaptor.getRhs(), type,
        dims.getLhsBatchingDimensions(), dims.getRhsBatchingDimensions(),
        dims.getLhsContractingDimensions(), dims.getRhsContractingDimensions());
    if (failed(result))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    rewriter.replaceOp(op, *result);
    return success();
  }
};

struct DotConverter : OpConversionPattern<shlo::DotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    auto lhsType = dyn_cast<RankedTensorType>(op.getLhs().getType());
    if (!type || !lhsType || isa<ComplexType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "types");
    int64_t lhsContract = lhsType.getRank() - 1;
    int64_t rhsContract = 0;
    FailureOr<Value> result =
        lowerContraction(rewriter, op, adaptor.getLhs(), adaptor.getRhs(), type,
                         {}, {}, lhsContract, rhsContract);
    if (failed(result))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    rewriter.replaceOp(op, *result);
    return success();
  }
};

} // namespace

void populateContractionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<DotGeneralConverter, DotConverter>(converter,
                                                  patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
