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

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

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
