//===- ScatterIntoSums.cpp - Scatter-adds into the sum they feed ----------===//
//
// add(x, scatter(zeros, indices, updates)) with an adding scatter becomes
// scatter(x, indices, updates): the zeros and the scatter's result, each
// as large as x, are never made (Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Dialect/OSDP/IR/CombinerKind.h"
#include "osdp/Dialect/StableHLO/IR/Matchers.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace osdp {
#define GEN_PASS_DEF_SCATTERINTOSUMSPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

struct ScatterIntoSum : public OpRewritePattern<stablehlo::AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(stablehlo::AddOp add,
                                PatternRewriter &rewriter) const override {
    for (auto [k, operand] : llvm::enumerate(add->getOperands())) {
      auto scatter = operand.getDefiningOp<stablehlo::ScatterOp>();
      Value other = add->getOperand(1 - k);
      if (!scatter || !scatter->hasOneUse() ||
          scatter.getInputs().size() != 1 ||
          !stablehlo::isZeros(scatter.getInputs().front()) ||
          other.getType() != add.getType() ||
          getCombinerKind(scatter.getUpdateComputation()) != ReductionKind::Sum)
        continue;
      rewriter.modifyOpInPlace(
          scatter, [&] { scatter.getInputsMutable().assign(other); });
      // The scatter now reads `other`: it must come after it.
      if (Operation *def = other.getDefiningOp();
          def && def->getBlock() == scatter->getBlock() &&
          scatter->isBeforeInBlock(def))
        rewriter.moveOpAfter(scatter, def);
      rewriter.replaceOp(add, scatter.getResult(0));
      return success();
    }
    return rewriter.notifyMatchFailure(add, "no scatter into zeros");
  }
};

struct ScatterIntoSumsPass
    : public osdp::impl::ScatterIntoSumsPassBase<ScatterIntoSumsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ScatterIntoSum>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
