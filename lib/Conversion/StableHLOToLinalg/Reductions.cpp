//===- Reductions.cpp - stablehlo.reduce to linalg.reduce -----------------===//
//
// A reduce of N inputs becomes one `linalg.reduce` of N inputs into N
// results filled with the init values; the reducer body, whatever its
// elementwise ops (a sum, a max, the compare/select pairs of an argmax), is
// emitted on scalars. linalg.reduce hands its body (inputs..., accumulators...)
// while stablehlo's takes (accumulators..., inputs...).
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
namespace {

/// Lets a reduction whose body is one associative float operation (a sum,
/// a product, a max or a min) combine its terms in any order, as
/// stablehlo.reduce allows (the order of its body's applications is
/// implementation-defined): the CPU code then sums in vector lanes, which
/// is faster and, for long sums, more accurate than one running total.
void allowReassociation(linalg::ReduceOp reduce) {
  Block &body = reduce.getCombiner().front();
  if (body.getOperations().size() != 2)
    return;
  Operation &combiner = body.front();
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

struct ReduceConverter : OpConversionPattern<shlo::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> inits;
    for (auto [result, init] :
         llvm::zip(op.getResults(), adaptor.getInitValues())) {
      auto type = dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(result.getType()));
      if (!type || !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
      Value scalar = extractScalar(rewriter, loc, init);
      inits.push_back(linalg::FillOp::create(rewriter, loc, scalar,
                                             emptyTensor(rewriter, loc, type))
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
          llvm::append_range(scalarArgs, args.take_front(n));
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
    rewriter.replaceOp(op, reduce->getResults());
    return success();
  }
};

} // namespace

void populateReductionPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns) {
  patterns.add<ReduceConverter>(converter, patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
