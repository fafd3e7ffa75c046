//===- Reductions.cpp - stablehlo.reduce to linalg.reduce -----------------===//
//
// A reduce of N inputs becomes one `linalg.reduce` of N inputs into N
// results filled with the init values; the reducer body, whatever its
// elementwise ops (a sum, a max, the compare/select pairs of an argmax), is
// emitted on scalars. linalg.reduce hands its body (inputs..., accumulators...)
// while stablehlo's takes (accumulators..., inputs...). A reduce over
// dimensions of size 1 from its reducer's identity is a reshape.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Conversion/FloatCasts.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

/// Lets a reduction whose body is one associative float operation (a sum,
/// a product, a max or a min) combine its terms in any order, as
/// stablehlo.reduce allows (the order of its body's applications is
/// implementation-defined): the CPU code then sums in vector lanes, which
/// is faster and, for long sums, more accurate than one running total.
void allowReassociation(linalg::ReduceOp reduce) {
  // The combiner, after the widening of a 16-bit input (accumulatorType).
  Block &body = reduce.getCombiner().front();
  size_t widening = isa<arith::ExtFOp>(body.front()) ? 1 : 0;
  if (body.getOperations().size() != 2 + widening)
    return;
  Operation &combiner = *std::next(body.begin(), widening);
  if (!isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::MaxNumFOp, arith::MinNumFOp>(combiner))
    return;
  auto fastMath = cast<arith::ArithFastMathInterface>(combiner);
  fastMath->setAttr(
      fastMath.getFastMathAttrName(),
      arith::FastMathFlagsAttr::get(reduce.getContext(),
                                    fastMath.getFastMathFlagsAttr().getValue() |
                                        arith::FastMathFlags::reassoc));
}

/// The type a reduce of one input accumulates in: f32 for a sum, product,
/// max or min of bf16 or f16, as XLA accumulates them (a running bf16 sum
/// stops growing once its terms fall under its last bit: 256 + 1 is 256,
/// and the GPU's block reductions combine f32 partial results); the
/// element type itself otherwise.
Type accumulatorType(shlo::ReduceOp op, Type element) {
  if (op.getInputs().size() != 1 || !(element.isBF16() || element.isF16()))
    return element;
  Block &body = op.getBody().front();
  if (body.getOperations().size() != 2 ||
      !isa<shlo::AddOp, shlo::MulOp, shlo::MaxOp, shlo::MinOp>(body.front()))
    return element;
  return Float32Type::get(op.getContext());
}

struct ReduceConverter : OpConversionPattern<shlo::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> inits;
    SmallVector<RankedTensorType> resultTypes;
    for (auto [result, init] :
         llvm::zip(op.getResults(), adaptor.getInitValues())) {
      auto type = dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(result.getType()));
      if (!type || !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
      resultTypes.push_back(type);
      Type accumulator = accumulatorType(op, type.getElementType());
      Value scalar = extractScalar(rewriter, loc, init);
      if (accumulator != type.getElementType())
        scalar = arith::ExtFOp::create(rewriter, loc, accumulator, scalar);
      inits.push_back(linalg::FillOp::create(
                          rewriter, loc, scalar,
                          emptyTensor(rewriter, loc, type.clone(accumulator)))
                          .getResult(0));
    }
    for (Value input : adaptor.getInputs())
      if (!cast<RankedTensorType>(input.getType()).hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
    size_t n = inits.size();
    bool bodyFailed = false;
    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, adaptor.getInputs(), inits, op.getDimensions(),
        [&](OpBuilder &b, Location nloc, ValueRange args) {
          SmallVector<Value> scalarArgs(args.drop_front(n));
          for (auto [input, init] :
               llvm::zip(args.take_front(n), args.drop_front(n)))
            scalarArgs.push_back(
                input.getType() == init.getType()
                    ? input
                    : arith::ExtFOp::create(b, nloc, init.getType(), input));
          SmallVector<Value> results;
          if (failed(emitScalarRegion(b, op.getBody(), scalarArgs, results)) ||
              results.size() != n) {
            bodyFailed = true;
            results.assign(args.begin() + n, args.end());
          }
          linalg::YieldOp::create(b, nloc, results);
        });
    if (bodyFailed) {
      rewriter.eraseOp(reduce);
      return rewriter.notifyMatchFailure(op, "reducer body not elementwise");
    }
    allowReassociation(reduce);
    SmallVector<Value> results(reduce->getResults());
    for (auto [result, type] : llvm::zip(results, resultTypes))
      if (result.getType() != type)
        result = castFloats(rewriter, loc, result, type.getElementType());
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Whether `init` is a splat constant that `combiner`, the reducer's one
/// op, leaves any value as it is: 0 for a sum, 1 for a product, -inf for
/// a float max and +inf for a float min.
bool isIdentity(Operation *combiner, Value init) {
  DenseElementsAttr value;
  if (!matchPattern(init, m_Constant(&value)) || !value.isSplat())
    return false;
  if (isa<FloatType>(value.getElementType())) {
    APFloat splat = value.getSplatValue<APFloat>();
    if (isa<shlo::AddOp>(combiner))
      return splat.isZero();
    if (isa<shlo::MulOp>(combiner))
      return splat.isExactlyValue(1.0);
    if (isa<shlo::MaxOp, shlo::MinOp>(combiner))
      return splat.isInfinity() &&
             splat.isNegative() == isa<shlo::MaxOp>(combiner);
    return false;
  }
  if (!isa<IntegerType>(value.getElementType()))
    return false;
  APInt splat = value.getSplatValue<APInt>();
  return (isa<shlo::AddOp>(combiner) && splat.isZero()) ||
         (isa<shlo::MulOp>(combiner) && splat.isOne());
}

/// A reduce of one input over dimensions of size 1 only, from its
/// reducer's identity (JAX's gradient of a bias broadcast from
/// `[1, 1, n]`): a reshape, as XLA's simplifier makes it, rather than a
/// kernel adding 0 to each element (which would also turn -0.0 into
/// +0.0, as XLA does not).
struct UnitReduceConverter : OpConversionPattern<shlo::ReduceOp> {
  UnitReduceConverter(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(shlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return failure();
    auto input = dyn_cast<RankedTensorType>(adaptor.getInputs()[0].getType());
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getResult(0).getType()));
    if (!input || !type || !input.hasStaticShape() ||
        input.getElementType() != type.getElementType() ||
        llvm::any_of(op.getDimensions(),
                     [&](int64_t dim) { return input.getDimSize(dim) != 1; }))
      return failure();
    Block &body = op.getBody().front();
    if (body.getOperations().size() != 2 ||
        body.getTerminator()->getOperands() != body.front().getResults() ||
        body.front().getNumOperands() != 2 ||
        !llvm::is_contained(body.front().getOperands(), body.getArgument(0)) ||
        !llvm::is_contained(body.front().getOperands(), body.getArgument(1)) ||
        !isIdentity(&body.front(), op.getInitValues()[0]))
      return failure();
    if (input == type) {
      rewriter.replaceOp(op, adaptor.getInputs()[0]);
      return success();
    }
    std::optional<SmallVector<ReassociationIndices>> groups =
        getReassociationIndicesForCollapse(input.getShape(), type.getShape());
    if (!groups)
      return failure();
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
        op, type, adaptor.getInputs()[0], *groups);
    return success();
  }
};

} // namespace

void populateReductionPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  patterns.add<ReduceConverter, UnitReduceConverter>(converter,
                                                     patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
