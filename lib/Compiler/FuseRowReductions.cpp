//===- FuseRowReductions.cpp - Row-wise chains as one block per row -------===//
//
// Implements osdp-fuse-row-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_FUSEROWREDUCTIONSPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The constant a fill writes: a linalg op on buffers without inputs whose
/// body yields a constant (`linalg.fill`, or the generic fusion makes of
/// it).
std::optional<TypedAttr> filledConstant(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureBufferSemantics() ||
      linalgOp.getNumDpsInits() != 1)
    return std::nullopt;
  Value value;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    value = fill.value();
  else if (linalgOp.getNumDpsInputs() == 0)
    value = cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator())
                .getOperand(0);
  TypedAttr constant;
  if (!value || !matchPattern(value, m_Constant(&constant)))
    return std::nullopt;
  return constant;
}

/// A member of a row-wise chain: a reduction over the row, or an
/// elementwise op over the row's elements.
struct Member {
  linalg::LinalgOp op;
  std::optional<Reduction> reduction;
  /// A reduction's init before it (the constant of the fill that wrote it).
  TypedAttr initial;
};

/// A chain of ops over the rows of its first, a reduction: each member
/// iterates the same loop space, the first's reduction dimensions being
/// the row, and reads what an earlier member wrote only where the same
/// thread of the same block computed it: an elementwise result at the
/// element it reads, or a reduction's total (taken from the kernel, not
/// memory) at its row.
class Chain {
public:
  explicit Chain(Member first) { add(first); }

  /// Adds `op` if it may join the chain.
  bool tryAdd(linalg::LinalgOp op);
  /// Notes an op between members that the kernel leaves in place (an
  /// allocation, or a fill of a buffer the chain has not touched), or
  /// moves after it (a deallocation); false for any other.
  bool tryPass(Operation *op);
  size_t size() const { return members.size(); }
  /// Whether reduction `op` writes one element per row.
  bool writesRows(linalg::LinalgOp op) const {
    return isRowMap(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
  }
  /// Replaces the chain by one launch of a block per row, after its last
  /// member.
  void emit();

private:
  void add(Member member);
  bool sameLoops(linalg::LinalgOp op) const;
  bool isRowMap(AffineMap map) const;
  bool mayRead(linalg::LinalgOp op) const;
  bool mayWrite(Value buffer) const;

  SmallVector<Member> members;
  SmallVector<memref::DeallocOp> deallocs;
  /// What members wrote: elementwise results, and reductions' inits.
  DenseSet<Value> elementwise, totals;
  DenseSet<Value> read;
};

void Chain::add(Member member) {
  members.push_back(member);
  for (OpOperand *input : member.op.getDpsInputOperands())
    read.insert(input->get());
  for (Value init : member.op.getDpsInits())
    (member.reduction ? totals : elementwise).insert(init);
}

bool Chain::sameLoops(linalg::LinalgOp op) const {
  linalg::LinalgOp first = members.front().op;
  if (op.getStaticLoopRanges() != first.getStaticLoopRanges() ||
      op.getNumLoops() != first.getNumLoops())
    return false;
  if (op.getNumReductionLoops() != 0)
    return op.getIteratorTypesArray() == first.getIteratorTypesArray();
  return op.getNumParallelLoops() == op.getNumLoops();
}

/// Whether `map` reads one element per row: the first member's parallel
/// dimensions, in order.
bool Chain::isRowMap(AffineMap map) const {
  SmallVector<unsigned> rows;
  for (auto [dim, iterator] : llvm::enumerate(
           linalg::LinalgOp(members.front().op).getIteratorTypesArray()))
    if (iterator == utils::IteratorType::parallel)
      rows.push_back(dim);
  return map == AffineMap::getMultiDimMapWithTargets(map.getNumDims(), rows,
                                                     map.getContext());
}

bool Chain::mayRead(linalg::LinalgOp op) const {
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (elementwise.contains(input->get()) && !map.isIdentity())
      return false;
    if (totals.contains(input->get()) && !isRowMap(map))
      return false;
  }
  return true;
}

/// Whether a member may write `buffer`: a buffer of its own (a fresh
/// allocation, or an argument of the function: the caller's buffers are
/// distinct) that the chain has neither read nor written.
bool Chain::mayWrite(Value buffer) const {
  auto argument = dyn_cast<BlockArgument>(buffer);
  bool own = buffer.getDefiningOp<memref::AllocOp>() ||
             (argument && argument.getOwner()->isEntryBlock() &&
              isa<FunctionOpInterface>(argument.getOwner()->getParentOp()));
  return own && !read.contains(buffer) && !elementwise.contains(buffer) &&
         !totals.contains(buffer);
}

/// The constant the fill of `init` just before `op` wrote, if that is what
/// was last written to it in their block.
std::optional<TypedAttr> initialValue(linalg::LinalgOp op, Value init) {
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    auto writer = dyn_cast<linalg::LinalgOp>(prev);
    if (writer && llvm::is_contained(writer.getDpsInits(), init))
      return filledConstant(prev);
    if (!isa<linalg::LinalgOp, memref::AllocOp, memref::DeallocOp>(prev))
      return std::nullopt;
  }
  return std::nullopt;
}

bool Chain::tryAdd(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op->getNumRegions() != 1 ||
      !sameLoops(op) || !mayRead(op))
    return false;
  Member member{op, std::nullopt, {}};
  if (op.getNumReductionLoops() != 0) {
    member.reduction = matchReduction(op);
    if (!member.reduction)
      return false;
    Value init = op.getDpsInits()[0];
    std::optional<TypedAttr> initial = initialValue(op, init);
    if (!initial || !writesRows(op) || !mayWrite(init))
      return false;
    member.initial = *initial;
  } else {
    for (OpOperand &init : op.getDpsInitsMutable())
      if (!op.getMatchingIndexingMap(&init).isIdentity() ||
          !mayWrite(init.get()) ||
          !op.getMatchingBlockArgument(&init).use_empty())
        return false;
  }
  add(member);
  return true;
}

bool Chain::tryPass(Operation *op) {
  if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
    deallocs.push_back(dealloc);
    return true;
  }
  if (isa<memref::AllocOp>(op))
    return true;
  auto fill = dyn_cast<linalg::LinalgOp>(op);
  return fill && filledConstant(op) && mayWrite(fill.getDpsInits()[0]);
}

void Chain::emit() {
  linalg::LinalgOp first = members.front().op;
  OpBuilder b(members.back().op);
  b.setInsertionPointAfter(members.back().op);
  Location loc = first.getLoc();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  RowLaunch row = launchRows(b, loc, first, threadsFor(first));
  DenseMap<Value, Value> known;
  for (Member &member : members) {
    if (!member.reduction) {
      forThreadShare(
          b, loc, row, {},
          [&](OpBuilder &nb, Location nloc, ArrayRef<Value> at,
              ValueRange) -> SmallVector<Value> {
            IRMapping mapping =
                cloneBodyAt(nb, nloc, member.op, at, known, nullptr);
            auto yield = member.op.getBlock()->getTerminator();
            for (auto [init, value] :
                 llvm::zip(member.op.getDpsInits(), yield->getOperands()))
              memref::StoreOp::create(nb, nloc, mapping.lookupOrDefault(value),
                                      init, at);
            return {};
          });
      continue;
    }
    const Reduction &reduction = *member.reduction;
    Value share = threadShare(b, loc, member.op, reduction, row, known);
    Value total = gpu::AllReduceOp::create(
        b, loc, share,
        gpu::AllReduceOperationAttr::get(b.getContext(), reduction.kind),
        /*uniform=*/true);
    Value initial = arith::ConstantOp::create(b, loc, member.initial);
    Value result = combine(b, reduction, initial, total);
    OpOperand *init = member.op.getDpsInitOperand(0);
    known[init->get()] = result;
    // Thread 0 stores the row's total, at the row's indices.
    SmallVector<Value> ivs(row.ivs);
    for (unsigned dim : row.rowDims)
      ivs[dim] = zero;
    Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          row.thread, zero);
    auto store = scf::IfOp::create(b, loc, isFirst, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&store.getThenRegion().front());
    SmallVector<Value, 8> indices = *affine::expandAffineMap(
        b, loc, member.op.getMatchingIndexingMap(init), ivs);
    memref::StoreOp::create(b, loc, result, init->get(), indices);
  }
  gpu::TerminatorOp::create(b, loc);
  b.setInsertionPointAfter(row.launch);
  for (memref::DeallocOp dealloc : deallocs)
    dealloc->moveAfter(row.launch);
  for (Member &member : llvm::reverse(members))
    member.op->erase();
}

/// The chains of the block's ops, each a reduction worth a block per row
/// followed by at least one op that joins it.
SmallVector<Chain> findChains(Block &block) {
  SmallVector<Chain> chains;
  std::unique_ptr<Chain> open;
  auto close = [&] {
    if (open && open->size() > 1)
      chains.push_back(std::move(*open));
    open.reset();
  };
  for (Operation &op : block) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(&op);
    if (open && linalgOp && open->tryAdd(linalgOp))
      continue;
    if (open && open->tryPass(&op))
      continue;
    close();
    if (!linalgOp || !worthBlocks(linalgOp))
      continue;
    if (std::optional<Reduction> reduction = matchReduction(linalgOp)) {
      Value init = linalgOp.getDpsInits()[0];
      std::optional<TypedAttr> initial = initialValue(linalgOp, init);
      if (initial && init.getDefiningOp<memref::AllocOp>()) {
        open = std::make_unique<Chain>(Member{linalgOp, reduction, *initial});
        if (!open->writesRows(linalgOp))
          open.reset();
      }
    }
  }
  close();
  return chains;
}

struct FuseRowReductionsPass
    : public osdp::impl::FuseRowReductionsPassBase<FuseRowReductionsPass> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      for (Chain &chain : findChains(*block))
        chain.emit();
  }
};

} // namespace
