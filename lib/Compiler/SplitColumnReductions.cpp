//===- SplitColumnReductions.cpp - Column reductions in two coalesced passes =//
//
// Implements osdp-split-column-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace osdp {
#define GEN_PASS_DEF_SPLITCOLUMNREDUCTIONSPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Index constants for `values`.
SmallVector<Value> indexConstants(OpBuilder &b, Location loc,
                                  ArrayRef<int64_t> values) {
  return llvm::map_to_vector(values, [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(b, loc, value);
  });
}

/// The first pass: a parallel loop over chunks and columns (the op's
/// parallel loops, in order), each iteration folding its chunk of rows
/// from the identity into `partial[columns..., chunk]`.
void emitChunkSums(OpBuilder &b, Location loc, linalg::LinalgOp op,
                   const Reduction &reduction, const ColumnSplit &split,
                   Value partial) {
  SmallVector<int64_t> bounds{split.chunks};
  llvm::append_range(bounds, split.columnSizes);
  SmallVector<Value> zeros(bounds.size(),
                           arith::ConstantIndexOp::create(b, loc, 0));
  SmallVector<Value> ones(bounds.size(),
                          arith::ConstantIndexOp::create(b, loc, 1));
  auto loop = scf::ParallelOp::create(b, loc, zeros,
                                      indexConstants(b, loc, bounds), ones);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  SmallVector<Value> columns = loop.getInductionVars();
  Value chunk = columns.front();
  columns.erase(columns.begin());
  Value rowsPerChunk =
      arith::ConstantIndexOp::create(b, loc, split.rowsPerChunk);
  Value first = arith::MulIOp::create(b, loc, chunk, rowsPerChunk);
  Value end = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, first, rowsPerChunk),
      arith::ConstantIndexOp::create(b, loc, split.rows));
  SmallVector<Value> rowSizes = indexConstants(b, loc, split.rowSizes);
  Value identity = arith::ConstantOp::create(b, loc, reduction.identity);
  auto rows = scf::ForOp::create(
      b, loc, first, end, ones.front(), identity,
      [&](OpBuilder &nb, Location nloc, Value row, ValueRange carried) {
        SmallVector<Value> at(op.getNumLoops());
        for (auto [dim, index] : llvm::zip(split.columnDims, columns))
          at[dim] = index;
        for (auto [dim, index] :
             llvm::zip(split.rowDims, delinearize(nb, nloc, row, rowSizes)))
          at[dim] = index;
        DenseMap<Value, Value> noneKnown;
        IRMapping mapping =
            cloneBodyAt(nb, nloc, op, at, noneKnown, reduction.combiner);
        Value value = mapping.lookupOrDefault(reduction.value);
        scf::YieldOp::create(nb, nloc,
                             combine(nb, reduction, carried[0], value));
      });
  columns.push_back(chunk);
  memref::StoreOp::create(b, loc, rows.getResult(0), partial, columns);
}

/// The second pass: a linalg reduction of `partial`'s chunks into `op`'s
/// init, each result's chunks contiguous (osdp-block-reductions gives it
/// a block per result when there are enough).
linalg::GenericOp emitChunksReduction(OpBuilder &b, Location loc,
                                      linalg::LinalgOp op,
                                      const Reduction &reduction,
                                      const ColumnSplit &split, Value partial) {
  MLIRContext *context = b.getContext();
  unsigned numLoops = split.columnDims.size() + 1;
  // The init's indices, in terms of the new loops: the columns keep their
  // order and the chunk loop comes last.
  SmallVector<AffineExpr> replacements(op.getNumLoops(),
                                       getAffineConstantExpr(0, context));
  for (auto [index, dim] : llvm::enumerate(split.columnDims))
    replacements[dim] = getAffineDimExpr(index, context);
  OpOperand *init = op.getDpsInitOperand(0);
  AffineMap initMap = op.getMatchingIndexingMap(init).replaceDimsAndSymbols(
      replacements, {}, numLoops, 0);
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::parallel);
  iterators.back() = utils::IteratorType::reduction;
  return linalg::GenericOp::create(
      b, loc, ValueRange{partial}, ValueRange{init->get()},
      ArrayRef<AffineMap>{AffineMap::getMultiDimIdentityMap(numLoops, context),
                          initMap},
      iterators, [&](OpBuilder &nb, Location nloc, ValueRange args) {
        linalg::YieldOp::create(nb, nloc,
                                combine(nb, reduction, args[1], args[0]));
      });
}

/// Replaces `op` by the two passes, through a buffer of partial results
/// freed after the second. The fill of the init, if nothing else reads it,
/// moves down to the second pass, which then starts from its constant
/// rather than a kernel filling the init first.
void splitColumns(linalg::LinalgOp op, const Reduction &reduction,
                  const ColumnSplit &split,
                  const std::optional<InitialFill> &fill) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> shape(split.columnSizes);
  shape.push_back(split.chunks);
  auto partial = memref::AllocOp::create(
      b, loc, MemRefType::get(shape, reduction.identity.getType()));
  {
    OpBuilder::InsertionGuard guard(b);
    emitChunkSums(b, loc, op, reduction, split, partial);
  }
  linalg::GenericOp chunks =
      emitChunksReduction(b, loc, op, reduction, split, partial);
  if (fill && fill->unread)
    fill->fill->moveBefore(chunks);
  memref::DeallocOp::create(b, loc, partial);
  op->erase();
}

struct SplitColumnReductionsPass
    : public osdp::impl::SplitColumnReductionsPassBase<
          SplitColumnReductionsPass> {
  void runOnOperation() override {
    // The fills are found before any reduction is split: a split's first
    // pass before a later reduction would hide that one's fill.
    SmallVector<std::tuple<linalg::LinalgOp, Reduction, ColumnSplit,
                           std::optional<InitialFill>>,
                4>
        columns;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::LaunchOp>())
        return;
      std::optional<Reduction> reduction = matchReduction(op);
      if (!reduction)
        return;
      if (std::optional<ColumnSplit> split = planColumnSplit(op))
        columns.emplace_back(op, *reduction, *split,
                             initialFill(op, op.getDpsInits()[0]));
    });
    for (auto &[op, reduction, split, fill] : columns)
      splitColumns(op, reduction, split, fill);
  }
};

} // namespace
