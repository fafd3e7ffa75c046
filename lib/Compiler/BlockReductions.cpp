//===- BlockReductions.cpp - Reductions as one thread block per result ----===//
//
// Implements osdp-block-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"

namespace osdp {
#define GEN_PASS_DEF_BLOCKREDUCTIONSPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Replaces `op` by a launch of one block per result element: each thread
/// folds a strided share of the reduction space, the block combines the
/// shares (gpu.all_reduce), and thread 0 folds the total into the init, or
/// into the constant of the fill that wrote it just before (which goes,
/// when nothing else reads it).
void replaceByBlocks(linalg::LinalgOp op, const Reduction &reduction,
                     std::optional<InitialFill> fill) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  RowLaunch row = launchRows(b, loc, op, threadsFor(op));
  SmallVector<Value> &ivs = row.ivs;
  DenseMap<Value, Value> noneKnown;
  Value share = threadShare(b, loc, op, reduction, row, noneKnown);
  Value sum = gpu::AllReduceOp::create(
      b, loc, share,
      gpu::AllReduceOperationAttr::get(b.getContext(), reduction.kind),
      /*uniform=*/true);
  // The result's indices name no reduction dimension.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [dim, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      ivs[dim] = zero;
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, row.thread, zero);
  auto store = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
  b.setInsertionPointToStart(&store.getThenRegion().front());
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<Value, 8> indices =
      *affine::expandAffineMap(b, loc, op.getMatchingIndexingMap(init), ivs);
  Value previous =
      fill ? arith::ConstantOp::create(b, loc, fill->value).getResult()
           : memref::LoadOp::create(b, loc, init->get(), indices).getResult();
  memref::StoreOp::create(b, loc, combine(b, reduction, previous, sum),
                          init->get(), indices);
  b.setInsertionPointToEnd(&row.launch.getBody().front());
  gpu::TerminatorOp::create(b, loc);
  op->erase();
  if (fill)
    eraseIfDead(*fill);
}

struct BlockReductionsPass
    : public osdp::impl::BlockReductionsPassBase<BlockReductionsPass> {
  void runOnOperation() override {
    // The fills are found before any reduction is replaced: a launch
    // before a reduction would hide its fill.
    SmallVector<
        std::tuple<linalg::LinalgOp, Reduction, std::optional<InitialFill>>>
        reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<Reduction> reduction = matchReduction(op);
          reduction && worthBlocks(op))
        reductions.emplace_back(op, *reduction,
                                initialFill(op, op.getDpsInits()[0]));
    });
    for (auto &[op, reduction, fill] : reductions)
      replaceByBlocks(op, reduction, fill);
  }
};

} // namespace
