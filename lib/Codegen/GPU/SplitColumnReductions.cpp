//===- SplitColumnReductions.cpp - Column reductions in two coalesced passes =//
//
// Implements osdp-split-column-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_SPLITCOLUMNREDUCTIONSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
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

/// One init of a column reduction (of several, merged, computed by one
/// first pass) with its buffer of partial results and its fill.
struct SplitInit {
  OpOperand *init;
  Reduction reduction;
  std::optional<InitialFill> fill;
  Value partial;
};

/// The first pass: a parallel loop over chunks and columns (the op's
/// parallel loops, in order), each iteration folding its chunk of rows
/// from the identities into each init's `partial[columns..., chunk]`.
void emitChunkSums(OpBuilder &b, Location loc, linalg::LinalgOp op,
                   const ColumnSplit &split, ArrayRef<SplitInit> inits) {
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
  auto identities = llvm::map_to_vector(inits, [&](const SplitInit &init) {
    return Value(arith::ConstantOp::create(b, loc, init.reduction.identity));
  });
  auto rows = scf::ForOp::create(
      b, loc, first, end, ones.front(), identities,
      [&](OpBuilder &nb, Location nloc, Value row, ValueRange carried) {
        SmallVector<Value> at(op.getNumLoops());
        for (auto [dim, index] : llvm::zip(split.columnDims, columns))
          at[dim] = index;
        for (auto [dim, index] :
             llvm::zip(split.rowDims, delinearize(nb, nloc, row, rowSizes)))
          at[dim] = index;
        DenseMap<Value, Value> noneKnown;
        scf::YieldOp::create(
            nb, nloc, bodyValuesAt(nb, nloc, op, at, noneKnown, carried));
      });
  columns.push_back(chunk);
  for (auto [sum, init] : llvm::zip(rows.getResults(), inits))
    memref::StoreOp::create(b, loc, sum, init.partial, columns);
}

/// The second pass: a linalg reduction of each init's partial results'
/// chunks into the init, each result's chunks contiguous
/// (osdp-block-reductions gives it a block per result when there are
/// enough).
linalg::GenericOp emitChunksReduction(OpBuilder &b, Location loc,
                                      linalg::LinalgOp op,
                                      const ColumnSplit &split,
                                      ArrayRef<SplitInit> inits) {
  MLIRContext *context = b.getContext();
  unsigned numLoops = split.columnDims.size() + 1;
  // The inits' indices, in terms of the new loops: the columns keep their
  // order and the chunk loop comes last.
  SmallVector<AffineExpr> replacements(op.getNumLoops(),
                                       getAffineConstantExpr(0, context));
  for (auto [index, dim] : llvm::enumerate(split.columnDims))
    replacements[dim] = getAffineDimExpr(index, context);
  SmallVector<Value> partials, outputs;
  SmallVector<AffineMap> maps;
  for (const SplitInit &init : inits) {
    partials.push_back(init.partial);
    maps.push_back(AffineMap::getMultiDimIdentityMap(numLoops, context));
  }
  for (const SplitInit &init : inits) {
    outputs.push_back(init.init->get());
    maps.push_back(op.getMatchingIndexingMap(init.init).replaceDimsAndSymbols(
        replacements, {}, numLoops, 0));
  }
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::parallel);
  iterators.back() = utils::IteratorType::reduction;
  return linalg::GenericOp::create(
      b, loc, partials, outputs, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> combined;
        for (auto [index, init] : llvm::enumerate(inits))
          combined.push_back(combine(nb, init.reduction,
                                     args[inits.size() + index], args[index]));
        linalg::YieldOp::create(nb, nloc, combined);
      });
}

/// The second pass of `inits`: one reduction of all their chunks. The
/// fill of an init, if nothing else reads it, moves down to it, which then
/// starts from its constant rather than a kernel filling the init first.
void emitSecondPass(OpBuilder &b, Location loc, linalg::LinalgOp op,
                    const ColumnSplit &split, ArrayRef<SplitInit> inits) {
  linalg::GenericOp chunks = emitChunksReduction(b, loc, op, split, inits);
  for (const SplitInit &init : inits)
    if (init.fill && init.fill->unread)
      init.fill->fill->moveBefore(chunks);
}

/// Replaces `op` by the two passes, through buffers of partial results
/// freed after the second.
void splitColumns(linalg::LinalgOp op, const ColumnSplit &split,
                  MutableArrayRef<SplitInit> inits) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> shape(split.columnSizes);
  shape.push_back(split.chunks);
  for (SplitInit &init : inits)
    init.partial = memref::AllocOp::create(
        b, loc, MemRefType::get(shape, init.reduction.identity.getType()));
  {
    OpBuilder::InsertionGuard guard(b);
    emitChunkSums(b, loc, op, split, inits);
  }
  emitSecondPass(b, loc, op, split, inits);
  for (const SplitInit &init : inits)
    memref::DeallocOp::create(b, loc, init.partial);
  op->erase();
}

/// The inits of column reduction `op`, with their fills.
SmallVector<SplitInit> splitInits(linalg::LinalgOp op,
                                  ArrayRef<Reduction> reductions) {
  SmallVector<SplitInit> inits;
  for (auto [init, reduction] : llvm::zip(op.getDpsInitsMutable(), reductions))
    inits.push_back(
        {&init, reduction, initialFill(op, init.get()), /*partial=*/Value()});
  return inits;
}

struct SplitColumnReductionsPass
    : public osdp::impl::SplitColumnReductionsPassBase<
          SplitColumnReductionsPass> {
  void runOnOperation() override {
    // The fills are found before any reduction is split: a split's first
    // pass before a later reduction would hide that one's fill.
    SmallVector<
        std::tuple<linalg::LinalgOp, ColumnSplit, SmallVector<SplitInit>>, 4>
        columns;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::LaunchOp>())
        return;
      std::optional<SmallVector<Reduction>> reductions = matchReductions(op);
      if (!reductions)
        return;
      if (std::optional<ColumnSplit> split = planColumnSplit(op))
        columns.emplace_back(op, *split, splitInits(op, *reductions));
    });
    for (auto &[op, split, inits] : columns)
      splitColumns(op, split, inits);
  }
};

} // namespace
