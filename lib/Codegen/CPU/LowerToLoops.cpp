//===- LowerToLoops.cpp - Linalg on buffers to parallel or serial loops ---===//
//
// Implements osdp-lower-to-loops (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace osdp {
#define GEN_PASS_DEF_LOWERTOLOOPSPASS
#include "osdp/Codegen/CPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op` is worth spreading over threads: its outermost loop is
/// parallel (a parallel loop inside a serial one would start threads on
/// every iteration) and its loop nest runs at least `minWork` iterations.
bool worthParallel(linalg::LinalgOp op, int64_t minWork) {
  if (minWork <= 0 || op.getNumLoops() == 0 ||
      !linalg::isParallelIterator(op.getIteratorTypesArray().front()))
    return false;
  int64_t work = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return false;
    work *= range;
  }
  return work >= minWork;
}

/// Whether `op`'s innermost loop is a reduction that no result is indexed
/// by, over static ranges: its accumulators can stay in registers across
/// that loop.
bool hasInnermostReduction(linalg::LinalgOp op) {
  unsigned numLoops = op.getNumLoops();
  if (numLoops == 0 ||
      !linalg::isReductionIterator(op.getIteratorTypesArray().back()))
    return false;
  if (llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
    return false;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.getMatchingIndexingMap(&init).isFunctionOfDim(numLoops - 1))
      return false;
  return llvm::all_of(op->getOperands(), [](Value operand) {
    return isa<MemRefType>(operand.getType());
  });
}

/// The indices `map` gives for the loop indices `ivs`.
SmallVector<Value> indicesAt(OpBuilder &b, Location loc, AffineMap map,
                             ValueRange ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(ivs[dim.getPosition()]);
    else
      indices.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, expr), ivs));
  }
  return indices;
}

/// Emits `op`'s body for the loop indices `ivs`, its inputs loaded and its
/// accumulators `accumulators`; returns what it yields.
SmallVector<Value> emitBody(OpBuilder &b, Location loc, linalg::LinalgOp op,
                            ValueRange ivs, ValueRange accumulators) {
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands())
    mapping.map(op.getMatchingBlockArgument(input),
                memref::LoadOp::create(
                    b, loc, input->get(),
                    indicesAt(b, loc, op.getMatchingIndexingMap(input), ivs)));
  mapping.map(op.getRegionOutputArgs(), accumulators);
  Block *body = op.getBlock();
  for (Operation &nested : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(nested))
      mapping.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(nested, mapping);
  }
  SmallVector<Value> results;
  for (Value yielded : body->getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(yielded));
  return results;
}

/// Lowers `op` (see hasInnermostReduction) to serial loops whose innermost
/// one carries the accumulators as loop values, loaded before it and
/// stored after. linalg's own lowering loads and stores the result element
/// on every iteration, which LLVM can neither keep in a register (the
/// buffers may alias, as far as it knows) nor vectorise.
void lowerInnermostReduction(RewriterBase &rewriter, linalg::LinalgOp op) {
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value zero = index(0), one = index(1), inner = index(ranges.back());
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t range : ArrayRef(ranges).drop_back()) {
    lbs.push_back(zero);
    ubs.push_back(index(range));
    steps.push_back(one);
  }
  scf::buildLoopNest(
      rewriter, loc, lbs, ubs, steps,
      [&](OpBuilder &b, Location nloc, ValueRange outer) {
        // The results do not depend on the innermost index: any will do.
        SmallVector<Value> ivs(outer);
        ivs.push_back(zero);
        SmallVector<SmallVector<Value>> at;
        SmallVector<Value> initial;
        for (OpOperand &init : op.getDpsInitsMutable()) {
          at.push_back(
              indicesAt(b, nloc, op.getMatchingIndexingMap(&init), ivs));
          initial.push_back(
              memref::LoadOp::create(b, nloc, init.get(), at.back()));
        }
        auto loop = scf::ForOp::create(
            b, nloc, zero, inner, one, initial,
            [&](OpBuilder &lb, Location lloc, Value iv, ValueRange accs) {
              ivs.back() = iv;
              scf::YieldOp::create(lb, lloc, emitBody(lb, lloc, op, ivs, accs));
            });
        for (auto [i, init] : llvm::enumerate(op.getDpsInits()))
          memref::StoreOp::create(b, nloc, loop.getResult(i), init, at[i]);
      });
}

struct LowerToLoopsPass
    : public osdp::impl::LowerToLoopsPassBase<LowerToLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      rewriter.setInsertionPoint(op);
      bool parallel = worthParallel(op, minParallelWork);
      if (!parallel && hasInnermostReduction(op)) {
        lowerInnermostReduction(rewriter, op);
        rewriter.eraseOp(op);
        continue;
      }
      FailureOr<linalg::LinalgLoops> loops =
          parallel ? linalg::linalgOpToParallelLoops(rewriter, op)
                   : linalg::linalgOpToLoops(rewriter, op);
      if (failed(loops)) {
        op->emitOpError("cannot be lowered to loops");
        return signalPassFailure();
      }
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
