//===- LowerToLoops.cpp - Linalg on buffers to parallel or serial loops ---===//
//
// Implements osdp-lower-to-loops (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/PatternMatch.h"

namespace osdp {
#define GEN_PASS_DEF_LOWERTOLOOPSPASS
#include "osdp/Compiler/Passes.h.inc"
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
      FailureOr<linalg::LinalgLoops> loops =
          worthParallel(op, minParallelWork)
              ? linalg::linalgOpToParallelLoops(rewriter, op)
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
