//===- FuseElementwise.cpp - Elementwise chains into one loop nest --------===//
//
// Implements osdp-fuse-elementwise (see Passes.td) with upstream's
// elementwise fusion and a control function that refuses recomputation.
// The cost model replays this pass on StableHLO to predict which values it
// stores (lib/Analysis/FusionPlan.cpp): a change to the control function
// belongs there too. The replay counts a producer its first reader
// computes and hands on (FuseAndYieldToLaterReaders) as copied into each
// reader, where it is when every reader takes the fused nest in turn.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Support/FusionBounds.h"
#include "osdp/Utils/BlockOrder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace osdp {
#define GEN_PASS_DEF_FUSEELEMENTWISEPASS
#include "osdp/Codegen/Common/Passes.h.inc"
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

/// Whether `op`'s body computes nothing, yielding block arguments or
/// values from outside it: a broadcast, a transposition, a copy or a fill
/// of a constant, which costs nothing to recompute.
bool onlyMovesData(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  return llvm::all_of(body.getTerminator()->getOperands(), [&](Value v) {
    return isa<BlockArgument>(v) || v.getParentBlock() != &body;
  });
}

/// Whether `op`'s body is at most `maxOps` ops (its yield aside), none a
/// transcendental function (exp, tanh, ...).
bool fewArithmeticOps(linalg::GenericOp op, unsigned maxOps) {
  unsigned count = 0;
  WalkResult result = op.getRegion().walk([&](Operation *inner) {
    if (isa<linalg::YieldOp>(inner))
      return WalkResult::advance();
    if (isa<math::MathDialect>(inner->getDialect()) || ++count > maxOps)
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

/// Whether `op` reads nothing (no input, no init, no tensor from outside
/// its body: not a gather) and computes a few ops of its indices (an iota,
/// a causal mask): recomputing it in each consumer costs less than storing
/// it and loading it back, and cannot cascade, having no producer to
/// absorb.
bool computesFromIndices(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 0 ||
      llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
        return op.payloadUsesValueFromOperand(&init);
      }))
    return false;
  WalkResult reads = op.getRegion().walk([&](Operation *inner) {
    bool outside = llvm::any_of(inner->getOperands(), [&](Value v) {
      return isa<ShapedType>(v.getType()) &&
             !op->isAncestor(v.getParentRegion()->getParentOp());
    });
    return outside ? WalkResult::interrupt() : WalkResult::advance();
  });
  return !reads.wasInterrupted() && fewArithmeticOps(op, kMaxIndexOps);
}

/// Whether `op` is cheap enough to compute once per consumer: a few
/// arithmetic ops. The bound on its size also stops copies from cascading:
/// a consumer that absorbed a copy is no longer cheap to copy in turn (a
/// residual stream's chain of additions would otherwise be recomputed from
/// the first layer in every later one).
bool isCheap(linalg::GenericOp op) {
  return fewArithmeticOps(op, kMaxCopiedOps);
}

/// Whether `op` yields narrower elements than one of its inputs: a
/// comparison's i1 of f32 or u32 operands, a cast to bf16. Copied into
/// several readers, it would keep those wider inputs (and the chain that
/// computes them) live until the last reader; stored, it lets them die at
/// once. Dropout's mask is read by the forward pass's select and again by
/// the backward pass's: stored, it is a byte per element, where its random
/// bits are four.
bool narrowsItsInputs(linalg::GenericOp op) {
  auto width = [](Value value) {
    Type element = getElementTypeOrSelf(value.getType());
    return element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
  };
  unsigned result = width(op->getResult(0));
  return llvm::any_of(op.getDpsInputs(),
                      [&](Value input) { return width(input) > result; });
}

/// Whether fusing `producer` into `consumer` keeps the result a loop nest of
/// modest size (osdp/Support/FusionBounds.h).
bool staysSmall(linalg::GenericOp producer, linalg::GenericOp consumer) {
  int64_t inputs = producer.getNumDpsInputs() + consumer.getNumDpsInputs() - 1;
  return static_cast<size_t>(inputs) <= kMaxFusedInputs &&
         producer.getBody()->getOperations().size() +
                 consumer.getBody()->getOperations().size() <=
             kMaxFusedBodyOps;
}

/// Whether `value` is still read at or after `op` (in `op`'s block) by an
/// op other than `except`, or costs nothing to hold: an argument of the
/// function (its caller holds it throughout), a scalar, or an empty tensor
/// (no buffer until a nest writes it).
bool isHeldUntil(Value value, Operation *op, Operation *except) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
      return true;
  if (!isa<RankedTensorType>(value.getType()) ||
      value.getDefiningOp<tensor::EmptyOp>())
    return true;
  Block *block = op->getBlock();
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    Operation *reader = block->findAncestorOpInBlock(*user);
    return reader && reader != except &&
           (reader == op || op->isBeforeInBlock(reader));
  });
}

/// Whether copying `producer` into `consumer` would hold more of its large
/// inputs (each at least the result's bytes) live until `consumer` than
/// kMaxHeldLongerInputs, where storing its result would hold one buffer.
/// An input that a re-indexing or the indices alone compute has no buffer
/// to hold.
bool holdsInputsLonger(linalg::GenericOp producer, Operation *consumer) {
  auto bits = [](Value value) -> int64_t {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat())
      return 0;
    return type.getNumElements() * type.getElementTypeBitWidth();
  };
  int64_t resultBits = bits(producer->getResult(0));
  size_t held = llvm::count_if(producer.getDpsInputs(), [&](Value input) {
    auto from = input.getDefiningOp<linalg::GenericOp>();
    if (from && (onlyMovesData(from) || computesFromIndices(from)))
      return false;
    return bits(input) >= resultBits && !isHeldUntil(input, consumer, producer);
  });
  return held > kMaxHeldLongerInputs;
}

/// Whether the producer of `operand`, which other ops also read and which
/// is too costly to copy into each (it is not cheap, or it narrows its
/// inputs), is computed in the nest of `operand`'s owner, which then hands
/// the producer's result to the others, at no cost in memory: that reader
/// is the first, the two nests run the same iterations, and each value the
/// producer reads is held until the reader anyway. Later readers may take
/// the fused nest in turn. A GELU's erfc, read by the activation and by
/// the backward pass's derivative, is computed in the activation's nest
/// instead of a nest and a buffer of its own; so are a loss's logarithms
/// and the index arithmetic of gathers read twice.
bool fusesAndYields(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
  if (!producer || !consumer || producer->hasOneUse() ||
      OSDPDialect::isMicrobatchSum(producer) ||
      OSDPDialect::isMicrobatchSum(consumer) || onlyMovesData(producer) ||
      computesFromIndices(producer) ||
      (isCheap(producer) && !narrowsItsInputs(producer)) ||
      firstReaderIn(*producer->getBlock(), producer->getResults()) !=
          consumer.getOperation() ||
      !linalg::areElementwiseOpsFusable(operand) ||
      !staysSmall(producer, consumer))
    return false;
  std::optional<int64_t> produced = tripCount(producer);
  if (!produced || produced != tripCount(consumer))
    return false;
  return llvm::all_of(producer->getOperands(), [&](Value input) {
    return isHeldUntil(input, consumer, producer);
  });
}

/// Fuses the producer of `operand` into its consumer only when no iteration
/// of the producer runs twice, or when repeating it is free. A producer
/// with several readers is copied into each of them (its result need not
/// be stored) only when it is cheap, does not narrow its inputs, and the
/// copy holds no more of its inputs longer than storing it would hold.
bool fusesWithoutRecomputation(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
  // A sum over microbatches is stored, never fused into a reader.
  if (!producer || !consumer || OSDPDialect::isMicrobatchSum(producer) ||
      !staysSmall(producer, consumer))
    return false;
  if (onlyMovesData(producer) || computesFromIndices(producer))
    return true;
  auto users = producer->getUsers();
  bool manyReaders = llvm::any_of(
      users, [&](Operation *user) { return user != consumer.getOperation(); });
  if (manyReaders && (!isCheap(producer) || narrowsItsInputs(producer) ||
                      holdsInputsLonger(producer, consumer)))
    return false;
  std::optional<int64_t> produced = tripCount(producer);
  std::optional<int64_t> consumed = tripCount(consumer);
  return produced && consumed && *consumed <= *produced;
}

/// Fuses a producer that other ops read after the consumer into the
/// consumer, whose fused nest also yields the producer's result for them
/// (fusesAndYields): nothing is computed twice, nothing held longer.
struct FuseAndYieldToLaterReaders : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (!fusesAndYields(&operand))
        continue;
      Operation *producer = operand.get().getDefiningOp();
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return rewriter.notifyMatchFailure(consumer, "fusion failed");
      for (auto [old, replacement] : fused->replacements)
        rewriter.replaceAllUsesWith(old, replacement);
      rewriter.eraseOp(consumer);
      rewriter.eraseOp(producer);
      return success();
    }
    return failure();
  }
};

/// Upstream's elementwise fusion on a sum over microbatches as the
/// consumer, the mark carried over to the fused op: upstream's pattern
/// builds a new op without it, which the next sum would then absorb.
struct FuseIntoMicrobatchSum : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp sum,
                                PatternRewriter &rewriter) const override {
    if (!OSDPDialect::isMicrobatchSum(sum))
      return failure();
    for (OpOperand &operand : sum->getOpOperands()) {
      if (!linalg::areElementwiseOpsFusable(&operand) ||
          !fusesWithoutRecomputation(&operand))
        continue;
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return rewriter.notifyMatchFailure(sum, "fusion failed");
      fused->fusedOp->setAttr(OSDPDialect::kMicrobatchSumAttrName,
                              rewriter.getUnitAttr());
      // The producer's other readers keep reading it, as upstream's
      // pattern leaves them (and the cost model's replay expects): a
      // cheap producer is copied into each.
      for (auto [old, replacement] : fused->replacements)
        if (old.getDefiningOp() == sum)
          rewriter.replaceAllUsesWith(old, replacement);
      rewriter.eraseOp(sum);
      return success();
    }
    return failure();
  }
};

struct FuseElementwisePass
    : public osdp::impl::FuseElementwisePassBase<FuseElementwisePass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Fusion works on generics: matrix products have already become BLAS
    // calls, so what is generalised here is reductions, transpositions,
    // broadcasts, maps and fills.
    RewritePatternSet generalization(context);
    linalg::populateLinalgNamedOpsGeneralizationPatterns(generalization);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(generalization))))
      return signalPassFailure();

    RewritePatternSet fusion(context);
    linalg::populateElementwiseOpsFusionPatterns(
        fusion, [](OpOperand *operand) {
          auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
          return !OSDPDialect::isMicrobatchSum(consumer) &&
                 fusesWithoutRecomputation(operand);
        });
    fusion.add<FuseIntoMicrobatchSum, FuseAndYieldToLaterReaders>(context);
    linalg::populateEraseUnusedOperandsAndResultsPatterns(fusion);
    linalg::GenericOp::getCanonicalizationPatterns(fusion, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(fusion))))
      return signalPassFailure();
  }
};

} // namespace
