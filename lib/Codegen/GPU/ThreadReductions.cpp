//===- ThreadReductions.cpp - Reductions as a thread per result -----------===//
//
// Implements osdp-thread-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_THREADREDUCTIONSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op` is a reduction on buffers this pass lowers: parallel and
/// reduction loops, its outputs indexed by parallel loops alone.
bool isThreadReduction(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op->getNumRegions() != 1 ||
      op.getNumParallelLoops() == 0 || op.getNumReductionLoops() == 0 ||
      op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<scf::ParallelOp>())
    return false;
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    return llvm::none_of(
        reductionDims, [&](unsigned dim) { return map.isFunctionOfDim(dim); });
  });
}

/// Emits loops over `op`'s reduction dimensions `dims` (outermost first)
/// inside the thread's loop indices `ivs` (a copy: the loops fill in their
/// own), carrying the accumulators from `initial`; returns their final
/// values.
SmallVector<Value>
foldReductionLoops(OpBuilder &b, Location loc, linalg::LinalgOp op,
                   ArrayRef<Range> ranges, ArrayRef<unsigned> dims,
                   SmallVector<Value> ivs, ValueRange initial) {
  if (dims.empty()) {
    DenseMap<Value, Value> noneKnown;
    return bodyValuesAt(b, loc, op, ivs, noneKnown, initial);
  }
  const Range &range = ranges[dims.front()];
  auto loop = scf::ForOp::create(
      b, loc, getValueOrCreateConstantIndexOp(b, loc, range.offset),
      getValueOrCreateConstantIndexOp(b, loc, range.size),
      getValueOrCreateConstantIndexOp(b, loc, range.stride), initial,
      [&](OpBuilder &nb, Location nloc, Value iv, ValueRange carried) {
        ivs[dims.front()] = iv;
        scf::YieldOp::create(nb, nloc,
                             foldReductionLoops(nb, nloc, op, ranges,
                                                dims.drop_front(), ivs,
                                                carried));
      });
  return SmallVector<Value>(loop.getResults());
}

/// Replaces `op` by a parallel loop over its parallel dimensions, each
/// iteration folding its results over the reduction loops from the inits'
/// values, or from the constants of the fills that wrote them (`fills`,
/// by init), and storing them once.
void reduceInThreads(linalg::LinalgOp op,
                     ArrayRef<std::optional<InitialFill>> fills) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Range> ranges = op.createLoopRanges(b, loc);
  SmallVector<unsigned> parallelDims, reductionDims;
  op.getParallelDims(parallelDims);
  op.getReductionDims(reductionDims);
  auto values = [&](ArrayRef<unsigned> dims, auto field) {
    return llvm::map_to_vector(dims, [&](unsigned dim) {
      return getValueOrCreateConstantIndexOp(b, loc, field(ranges[dim]));
    });
  };
  auto loop = scf::ParallelOp::create(
      b, loc, values(parallelDims, [](const Range &r) { return r.offset; }),
      values(parallelDims, [](const Range &r) { return r.size; }),
      values(parallelDims, [](const Range &r) { return r.stride; }));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  SmallVector<Value> ivs(op.getNumLoops());
  for (auto [dim, iv] : llvm::zip(parallelDims, loop.getInductionVars()))
    ivs[dim] = iv;
  // The outputs' indices name no reduction loop: any value stands in.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (unsigned dim : reductionDims)
    ivs[dim] = zero;
  SmallVector<Value> initial;
  for (auto [init, fill] : llvm::zip(op.getDpsInitsMutable(), fills))
    initial.push_back(
        fill ? arith::ConstantOp::create(b, loc, fill->value).getResult()
             : loadAt(b, loc, init.get(), op.getMatchingIndexingMap(&init),
                      ivs));
  SmallVector<Value> results =
      foldReductionLoops(b, loc, op, ranges, reductionDims, ivs, initial);
  for (auto [init, result] : llvm::zip(op.getDpsInitsMutable(), results)) {
    SmallVector<Value, 8> indices =
        *affine::expandAffineMap(b, loc, op.getMatchingIndexingMap(&init), ivs);
    memref::StoreOp::create(b, loc, result, init.get(), indices);
  }
  op->erase();
  for (const std::optional<InitialFill> &fill : fills)
    if (fill)
      eraseIfDead(*fill);
}

struct ThreadReductionsPass
    : public osdp::impl::ThreadReductionsPassBase<ThreadReductionsPass> {
  void runOnOperation() override {
    // The fills are found before any reduction is replaced: a loop before
    // a reduction would hide its fill.
    SmallVector<
        std::pair<linalg::LinalgOp, SmallVector<std::optional<InitialFill>>>>
        reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!isThreadReduction(op))
        return;
      auto fills = llvm::map_to_vector(
          op.getDpsInits(), [&](Value init) { return initialFill(op, init); });
      reductions.emplace_back(op, std::move(fills));
    });
    for (auto &[op, fills] : reductions)
      reduceInThreads(op, fills);
  }
};

} // namespace
