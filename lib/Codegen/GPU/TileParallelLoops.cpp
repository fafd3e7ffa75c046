//===- TileParallelLoops.cpp - Parallel loops in blocks of threads --------===//
//
// Implements osdp-tile-parallel-loops (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace osdp {
#define GEN_PASS_DEF_TILEPARALLELLOOPSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// `op` with its dimensions in reverse order (the same iterations: the loop
/// is parallel).
scf::ParallelOp reverseDimensions(IRRewriter &rewriter, scf::ParallelOp op) {
  auto reversed = [](ValueRange values) {
    return llvm::to_vector(llvm::reverse(values));
  };
  rewriter.setInsertionPoint(op);
  auto result = scf::ParallelOp::create(
      rewriter, op.getLoc(), reversed(op.getLowerBound()),
      reversed(op.getUpperBound()), reversed(op.getStep()), ValueRange{});
  Block *body = result.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.mergeBlocks(op.getBody(), body, reversed(body->getArguments()));
  rewriter.eraseOp(op);
  return result;
}

struct TileParallelLoopsPass
    : public osdp::impl::TileParallelLoopsPassBase<TileParallelLoopsPass> {
  void runOnOperation() override {
    SmallVector<scf::ParallelOp> loops;
    getOperation().walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>() && op.getInitVals().empty())
        loops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp op : loops) {
      if (op.getNumLoops() > 1)
        op = reverseDimensions(rewriter, op);
      SmallVector<int64_t> tiles = op.getNumLoops() == 1
                                       ? SmallVector<int64_t>{256}
                                       : SmallVector<int64_t>{32, 8};
      scf::tileParallelLoop(op, tiles, /*noMinMaxBounds=*/true);
    }
  }
};

} // namespace
