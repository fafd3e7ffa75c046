//===- BlockReductions.cpp - Reductions as one thread block per result ----===//
//
// Implements osdp-block-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_BLOCKREDUCTIONSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Stores, from thread 0, each init's block total folded into the init,
/// or into the constant of the fill that wrote it just before.
void storeTotals(OpBuilder &b, Location loc, linalg::LinalgOp op,
                 const RowLaunch &row, ArrayRef<Reduction> reductions,
                 ValueRange totals,
                 ArrayRef<std::optional<InitialFill>> fills) {
  // The results' indices name no reduction dimension.
  SmallVector<Value> ivs(row.ivs);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [dim, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      ivs[dim] = zero;
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, row.thread, zero);
  auto store = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&store.getThenRegion().front());
  for (auto [init, reduction, total, fill] :
       llvm::zip(op.getDpsInitsMutable(), reductions, totals, fills)) {
    SmallVector<Value, 8> indices =
        *affine::expandAffineMap(b, loc, op.getMatchingIndexingMap(&init), ivs);
    Value previous =
        fill ? arith::ConstantOp::create(b, loc, fill->value).getResult()
             : memref::LoadOp::create(b, loc, init.get(), indices).getResult();
    memref::StoreOp::create(b, loc, combine(b, reduction, previous, total),
                            init.get(), indices);
  }
}

/// Replaces `op` by a launch of one block per result element: each thread
/// folds a strided share of the reduction space for every init, the block
/// combines the shares (a gpu.all_reduce per init), and thread 0 folds the
/// totals into the inits, or into the constants of the fills that wrote
/// them just before (which go, when nothing else reads them).
void replaceByBlocks(linalg::LinalgOp op, ArrayRef<Reduction> reductions,
                     ArrayRef<std::optional<InitialFill>> fills) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  RowLaunch row = launchRows(b, loc, op, threadsFor(op));
  DenseMap<Value, Value> noneKnown;
  SmallVector<Value> totals;
  for (auto [share, reduction] : llvm::zip(
           threadShares(b, loc, op, reductions, row, noneKnown), reductions))
    totals.push_back(gpu::AllReduceOp::create(
        b, loc, share,
        gpu::AllReduceOperationAttr::get(b.getContext(), reduction.kind),
        /*uniform=*/true));
  storeTotals(b, loc, op, row, reductions, totals, fills);
  gpu::TerminatorOp::create(b, loc);
  op->erase();
  for (const std::optional<InitialFill> &fill : fills)
    if (fill)
      eraseIfDead(*fill);
}

struct BlockReductionsPass
    : public osdp::impl::BlockReductionsPassBase<BlockReductionsPass> {
  void runOnOperation() override {
    // The fills are found before any reduction is replaced: a launch
    // before a reduction would hide its fill.
    SmallVector<std::tuple<linalg::LinalgOp, SmallVector<Reduction>,
                           SmallVector<std::optional<InitialFill>>>>
        blocks;
    getOperation().walk([&](linalg::LinalgOp op) {
      std::optional<SmallVector<Reduction>> reductions = matchReductions(op);
      if (!reductions || !worthBlocks(op))
        return;
      auto fills = llvm::map_to_vector(
          op.getDpsInits(), [&](Value init) { return initialFill(op, init); });
      blocks.emplace_back(op, *reductions, fills);
    });
    for (auto &[op, reductions, fills] : blocks)
      replaceByBlocks(op, reductions, fills);
  }
};

} // namespace
