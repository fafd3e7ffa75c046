//===- FuseElementwise.cpp - Elementwise chains into one loop nest --------===//
//
// Implements osdp-fuse-elementwise (see Passes.td) with upstream's
// elementwise fusion and a control function that refuses recomputation.
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace osdp {
#define GEN_PASS_DEF_FUSEELEMENTWISEPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The number of iterations of `op`'s loop nest, or nullopt when a loop
/// bound is dynamic.
std::optional<int64_t> tripCount(linalg::LinalgOp op) {
  int64_t count = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    count *= range;
  }
  return count;
}

/// Whether `op`'s body only yields block arguments: a broadcast, a
/// transposition or a copy, which costs nothing to recompute.
bool onlyMovesData(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  return llvm::all_of(body.getTerminator()->getOperands(),
                      [](Value v) { return isa<BlockArgument>(v); });
}

/// Whether `op`'s body calls a transcendental function (exp, tanh, ...),
/// too costly to compute once per consumer.
bool isCostly(linalg::GenericOp op) {
  return op.getRegion()
      .walk([](Operation *inner) {
        return isa<math::MathDialect>(inner->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Fuses the producer of `operand` into its consumer only when no iteration
/// of the producer runs twice, or when repeating it is free. A producer
/// with several readers is copied into each of them (its result need not
/// be stored), unless it is costly.
bool fusesWithoutRecomputation(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
  if (!producer || !consumer)
    return false;
  if (onlyMovesData(producer))
    return true;
  auto users = producer->getUsers();
  bool manyReaders = llvm::any_of(
      users, [&](Operation *user) { return user != consumer.getOperation(); });
  if (manyReaders && isCostly(producer))
    return false;
  std::optional<int64_t> produced = tripCount(producer);
  std::optional<int64_t> consumed = tripCount(consumer);
  return produced && consumed && *consumed <= *produced;
}

struct FuseElementwisePass
    : public osdp::impl::FuseElementwisePassBase<FuseElementwisePass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Fusion works on generics: matrix products have already become BLAS
    // calls, so what is generalised here is reductions, transpositions,
    // broadcasts, maps and fills.
    RewritePatternSet generalization(context);
    linalg::populateLinalgNamedOpsGeneralizationPatterns(generalization);
    if (failed(applyPatternsGreedily(getOperation(),
                                     std::move(generalization))))
      return signalPassFailure();

    RewritePatternSet fusion(context);
    linalg::populateElementwiseOpsFusionPatterns(fusion,
                                                 fusesWithoutRecomputation);
    linalg::populateEraseUnusedOperandsAndResultsPatterns(fusion);
    linalg::GenericOp::getCanonicalizationPatterns(fusion, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(fusion))))
      return signalPassFailure();
  }
};

} // namespace
