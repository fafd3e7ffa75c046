//===- FuseRowReductions.cpp - Row-wise chains as one block per row -------===//
//
// Implements osdp-fuse-row-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "BufferViews.h"
#include "InitialFills.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_FUSEROWREDUCTIONSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// A member of a row-wise chain: a reduction over the row, an elementwise
/// op over the row's elements, or an op on the rows' values (a mean from
/// a sum, over a `keepdims` buffer with unit dimensions).
struct Member {
  linalg::LinalgOp op;
  std::optional<Reduction> reduction;
  /// The fill that wrote a reduction's init before it: the reduction
  /// starts from its constant.
  std::optional<InitialFill> fill;
  bool perRow = false;
};

/// A chain of ops over the rows of its first, a reduction: each member
/// iterates the same loop space, the first's reduction dimensions being
/// the row, or the rows alone (a per-row op), and reads what an earlier
/// member wrote only where the same thread of the same block computed it:
/// an elementwise result at the element it reads, or a row's value (a
/// reduction's total, a per-row op's result, taken from the kernel, not
/// memory) at its row.
class Chain {
public:
  explicit Chain(Member first) { add(first); }

  /// Adds `op` if it may join the chain.
  bool tryAdd(linalg::LinalgOp op);
  /// Notes an op between members that the kernel leaves in place (an
  /// allocation, a fill of a buffer the chain has not touched, a reshape
  /// of a buffer it has not written or of a row's values), or moves after
  /// it (a deallocation); false for any other.
  bool tryPass(Operation *op);
  size_t size() const { return members.size(); }
  /// Whether reduction `op` writes one element per row.
  bool writesRows(linalg::LinalgOp op) {
    return readsRow(op, op.getDpsInitOperand(0));
  }
  /// Replaces the chain by one launch of a block per row, after its last
  /// member.
  void emit();

private:
  void add(Member member);
  bool sameLoops(linalg::LinalgOp op);
  bool isPerRow(linalg::LinalgOp op);
  SmallVector<unsigned> rowLoops(linalg::LinalgOp op);
  bool readsRow(linalg::LinalgOp op, OpOperand *operand);
  bool mayRead(linalg::LinalgOp op);
  bool mayWrite(Value buffer) const;
  bool passView(Operation *op);
  SmallVector<Value> indicesAtRow(OpBuilder &b, const RowLaunch &row,
                                  Member &member);
  void emitElementwise(OpBuilder &b, const RowLaunch &row, Member &member,
                       DenseMap<Value, Value> &known);
  void emitPerRow(OpBuilder &b, const RowLaunch &row, Member &member,
                  DenseMap<Value, Value> &known);
  void emitReduction(OpBuilder &b, const RowLaunch &row, Member &member,
                     DenseMap<Value, Value> &known);
  /// Stores `value` at the row's element of `member`'s init, from thread 0.
  void storeFromFirstThread(OpBuilder &b, const RowLaunch &row, Member &member,
                            Value value);

  bool wrote(Value buffer) const {
    return elementwise.contains(buffer) || rowValues.contains(buffer);
  }

  SmallVector<Member> members;
  /// The deallocations between members, which move after the kernel, and
  /// those after the last member so far, which stay unless another joins.
  SmallVector<memref::DeallocOp> deallocs, pendingDeallocs;
  /// What members wrote: elementwise results, and the rows' values.
  DenseSet<Value> elementwise, rowValues;
  /// The buffers (under any views) members read.
  DenseSet<Value> read;
  /// Reshapes of the rows' values that only add or drop unit dimensions
  /// (a keepdims view of a row's sum), and their sources: a member reads
  /// the row's value through them from the kernel too.
  SmallVector<std::pair<Value, Value>> rowViews;
};

void Chain::add(Member member) {
  members.push_back(member);
  llvm::append_range(deallocs, pendingDeallocs);
  pendingDeallocs.clear();
  for (OpOperand *input : member.op.getDpsInputOperands())
    read.insert(baseBuffer(input->get()));
  for (Value init : member.op.getDpsInits())
    (member.reduction || member.perRow ? rowValues : elementwise).insert(init);
}

bool Chain::sameLoops(linalg::LinalgOp op) {
  linalg::LinalgOp first = members.front().op;
  if (op.getStaticLoopRanges() != first.getStaticLoopRanges() ||
      op.getNumLoops() != first.getNumLoops())
    return false;
  if (op.getNumReductionLoops() != 0)
    return op.getIteratorTypesArray() == first.getIteratorTypesArray();
  return op.getNumParallelLoops() == op.getNumLoops();
}

/// Whether `op` iterates the rows alone: all parallel loops, those not of
/// size 1 the first member's parallel ones, in order.
bool Chain::isPerRow(linalg::LinalgOp op) {
  linalg::LinalgOp first = members.front().op;
  if (op.getNumParallelLoops() != op.getNumLoops())
    return false;
  SmallVector<int64_t> rows, own;
  for (auto [range, iterator] :
       llvm::zip(first.getStaticLoopRanges(), first.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::parallel)
      rows.push_back(range);
  for (int64_t range : op.getStaticLoopRanges())
    if (range != 1)
      own.push_back(range);
  return rows == own;
}

/// The loops of `op` that index the rows, in order: the first member's
/// parallel loops for an op of its loop space, the loops not of size 1
/// for a per-row op.
SmallVector<unsigned> Chain::rowLoops(linalg::LinalgOp op) {
  SmallVector<unsigned> loops;
  if (sameLoops(op)) {
    for (auto [dim, iterator] : llvm::enumerate(
             linalg::LinalgOp(members.front().op).getIteratorTypesArray()))
      if (iterator == utils::IteratorType::parallel)
        loops.push_back(dim);
    return loops;
  }
  for (auto [dim, range] : llvm::enumerate(op.getStaticLoopRanges()))
    if (range != 1)
      loops.push_back(dim);
  return loops;
}

/// Whether `op` reads (or writes) one element per row of `operand`: its
/// map's results are the row loops in order, but for dimensions of size 1
/// of the buffer (a `keepdims` one), indexed by 0 or a loop of size 1.
bool Chain::readsRow(linalg::LinalgOp op, OpOperand *operand) {
  SmallVector<unsigned> rows = rowLoops(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> shape =
      cast<MemRefType>(operand->get().getType()).getShape();
  size_t next = 0;
  for (auto [result, size] :
       llvm::zip(op.getMatchingIndexingMap(operand).getResults(), shape)) {
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (dim && next < rows.size() && dim.getPosition() == rows[next]) {
      ++next;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(result);
    bool unit = size == 1 && ((constant && constant.getValue() == 0) ||
                              (dim && ranges[dim.getPosition()] == 1));
    if (!unit)
      return false;
  }
  return next == rows.size();
}

bool Chain::mayRead(linalg::LinalgOp op) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value buffer = input->get();
    if (elementwise.contains(buffer) &&
        !op.getMatchingIndexingMap(input).isIdentity())
      return false;
    if (rowValues.contains(buffer) && !readsRow(op, input))
      return false;
    // A view of what a member wrote reads other threads' elements.
    if (!wrote(buffer) && wrote(baseBuffer(buffer)))
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
  return own && !read.contains(buffer) && !wrote(buffer);
}

bool Chain::tryAdd(linalg::LinalgOp op) {
  // A fill stays before the kernel (tryPass): the reduction into the
  // buffer it fills starts from its constant.
  if (!op.hasPureBufferSemantics() || op->getNumRegions() != 1 ||
      op.getNumDpsInputs() == 0)
    return false;
  Member member{op, std::nullopt, std::nullopt};
  member.perRow = !sameLoops(op) && isPerRow(op);
  if ((!sameLoops(op) && !member.perRow) || !mayRead(op))
    return false;
  if (op.getNumReductionLoops() != 0) {
    member.reduction = matchReduction(op);
    if (!member.reduction)
      return false;
    Value init = op.getDpsInits()[0];
    member.fill = initialFill(op, init);
    if (!member.fill || !writesRows(op) || !mayWrite(init))
      return false;
    add(member);
    return true;
  }
  for (OpOperand &init : op.getDpsInitsMutable()) {
    bool placed = member.perRow ? readsRow(op, &init)
                                : op.getMatchingIndexingMap(&init).isIdentity();
    if (!placed || !mayWrite(init.get()) ||
        !op.getMatchingBlockArgument(&init).use_empty())
      return false;
  }
  // A per-row op computes, in every thread, from the rows' values and
  // from buffers the chain did not write, read at the row (the forward
  // pass's mean and deviation, in a norm's backward one).
  if (member.perRow &&
      (op.getNumDpsInits() != 1 ||
       !op.getBlock()->getOps<linalg::IndexOp>().empty() ||
       llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *input) {
         Value buffer = input->get();
         return !rowValues.contains(buffer) &&
                (!isa<MemRefType>(buffer.getType()) ||
                 wrote(baseBuffer(buffer)) || !readsRow(op, input));
       })))
    return false;
  add(member);
  return true;
}

/// The sizes of `type` other than 1, if static.
std::optional<SmallVector<int64_t>> nonUnitSizes(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return std::nullopt;
  SmallVector<int64_t> sizes;
  llvm::copy_if(memref.getShape(), std::back_inserter(sizes),
                [](int64_t size) { return size != 1; });
  return sizes;
}

/// A reshape passes if it views a buffer no member wrote, or the rows'
/// values with unit dimensions added or dropped (the same elements in the
/// same order), which it then notes as a view of them.
bool Chain::passView(Operation *op) {
  Value source = op->getOperand(0), view = op->getResult(0);
  if (!wrote(baseBuffer(source)))
    return true;
  std::optional<SmallVector<int64_t>> sizes = nonUnitSizes(source.getType());
  if (!rowValues.contains(source) || !sizes ||
      sizes != nonUnitSizes(view.getType()))
    return false;
  rowValues.insert(view);
  rowViews.emplace_back(view, source);
  return true;
}

bool Chain::tryPass(Operation *op) {
  if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
    pendingDeallocs.push_back(dealloc);
    return true;
  }
  if (isa<memref::AllocOp>(op))
    return true;
  if (isa<memref::ExpandShapeOp, memref::CollapseShapeOp>(op))
    return passView(op);
  auto fill = dyn_cast<linalg::LinalgOp>(op);
  return fill && filledConstant(op) && mayWrite(fill.getDpsInits()[0]);
}

void Chain::emitElementwise(OpBuilder &b, const RowLaunch &row, Member &member,
                            DenseMap<Value, Value> &known) {
  forThreadShare(b, member.op.getLoc(), row, {},
                 [&](OpBuilder &nb, Location loc, ArrayRef<Value> at,
                     ValueRange) -> SmallVector<Value> {
                   for (auto [init, value] :
                        llvm::zip(member.op.getDpsInits(),
                                  bodyValuesAt(nb, loc, member.op, at, known)))
                     memref::StoreOp::create(nb, loc, value, init, at);
                   return {};
                 });
}

/// The member's loops at the row: its row loops the row's indices, the
/// others (a reduction's, or of size 1) 0.
SmallVector<Value> Chain::indicesAtRow(OpBuilder &b, const RowLaunch &row,
                                       Member &member) {
  Value zero = arith::ConstantIndexOp::create(b, member.op.getLoc(), 0);
  SmallVector<Value> rowIndices;
  for (unsigned dim : rowLoops(members.front().op))
    rowIndices.push_back(row.ivs[dim]);
  SmallVector<Value> ivs(member.op.getNumLoops(), zero);
  for (auto [dim, index] : llvm::zip(rowLoops(member.op), rowIndices))
    ivs[dim] = index;
  return ivs;
}

void Chain::storeFromFirstThread(OpBuilder &b, const RowLaunch &row,
                                 Member &member, Value value) {
  Location loc = member.op.getLoc();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> ivs = indicesAtRow(b, row, member);
  Value isFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, row.thread, zero);
  auto store = scf::IfOp::create(b, loc, isFirst, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&store.getThenRegion().front());
  OpOperand *init = member.op.getDpsInitOperand(0);
  SmallVector<Value, 8> indices = *affine::expandAffineMap(
      b, loc, member.op.getMatchingIndexingMap(init), ivs);
  memref::StoreOp::create(b, loc, value, init->get(), indices);
}

void Chain::emitPerRow(OpBuilder &b, const RowLaunch &row, Member &member,
                       DenseMap<Value, Value> &known) {
  Value value = bodyValuesAt(b, member.op.getLoc(), member.op,
                             indicesAtRow(b, row, member), known)
                    .front();
  known[member.op.getDpsInits()[0]] = value;
  storeFromFirstThread(b, row, member, value);
}

void Chain::emitReduction(OpBuilder &b, const RowLaunch &row, Member &member,
                          DenseMap<Value, Value> &known) {
  Location loc = member.op.getLoc();
  const Reduction &reduction = *member.reduction;
  Value share = threadShare(b, loc, member.op, reduction, row, known);
  Value total = gpu::AllReduceOp::create(
      b, loc, share,
      gpu::AllReduceOperationAttr::get(b.getContext(), reduction.kind),
      /*uniform=*/true);
  Value initial = arith::ConstantOp::create(b, loc, member.fill->value);
  Value result = combine(b, reduction, initial, total);
  known[member.op.getDpsInits()[0]] = result;
  storeFromFirstThread(b, row, member, result);
}

void Chain::emit() {
  linalg::LinalgOp first = members.front().op;
  OpBuilder b(members.back().op);
  b.setInsertionPointAfter(members.back().op);
  RowLaunch row = launchRows(b, first.getLoc(), first, threadsFor(first));
  DenseMap<Value, Value> known;
  for (Member &member : members) {
    for (auto [view, source] : rowViews)
      if (Value value = known.lookup(source))
        known[view] = value;
    if (member.reduction)
      emitReduction(b, row, member, known);
    else if (member.perRow)
      emitPerRow(b, row, member, known);
    else
      emitElementwise(b, row, member, known);
  }
  gpu::TerminatorOp::create(b, first.getLoc());
  for (memref::DeallocOp dealloc : deallocs)
    dealloc->moveAfter(row.launch);
  // The kernel stores every row's total, from the fill's constant.
  for (Member &member : llvm::reverse(members)) {
    if (member.fill)
      eraseIfDead(*member.fill);
    member.op->erase();
  }
}

/// Whether `op` reduces over loops of one iteration only.
bool reducesUnitLoops(linalg::GenericOp op) {
  return op.hasPureBufferSemantics() && op.getNumDpsInits() == 1 &&
         op.getNumReductionLoops() != 0 &&
         llvm::all_of(
             llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray()),
             [](auto loop) {
               return std::get<1>(loop) == utils::IteratorType::parallel ||
                      std::get<0>(loop) == 1;
             });
}

/// Rewrites `op`, a reduction over loops of one iteration into a buffer
/// `fill` wrote, as the op over its parallel loops alone that combines the
/// fill's constant with the one value: the loops reduced are index 0. The
/// fill goes if the op writes all it wrote.
void dropUnitReduction(linalg::GenericOp op, const InitialFill &fill) {
  MLIRContext *context = op.getContext();
  SmallVector<AffineExpr> replacements;
  unsigned kept = 0;
  for (utils::IteratorType iterator : op.getIteratorTypesArray())
    replacements.push_back(iterator == utils::IteratorType::parallel
                               ? getAffineDimExpr(kept++, context)
                               : getAffineConstantExpr(0, context));
  SmallVector<AffineMap> maps =
      llvm::map_to_vector(op.getIndexingMapsArray(), [&](AffineMap map) {
        return map.replaceDimsAndSymbols(replacements, {}, kept, 0);
      });
  IRRewriter rewriter(context);
  rewriter.setInsertionPoint(op);
  auto parallel = linalg::GenericOp::create(
      rewriter, op.getLoc(), TypeRange{}, op.getDpsInputs(), op.getDpsInits(),
      maps,
      SmallVector<utils::IteratorType>(kept, utils::IteratorType::parallel));
  rewriter.inlineRegionBefore(op.getRegion(), parallel.getRegion(),
                              parallel.getRegion().end());
  Block *body = parallel.getBlock();
  rewriter.setInsertionPointToStart(body);
  rewriter.replaceAllUsesWith(
      parallel.getRegionOutputArgs()[0],
      arith::ConstantOp::create(rewriter, op.getLoc(), fill.value));
  for (linalg::IndexOp index :
       llvm::make_early_inc_range(body->getOps<linalg::IndexOp>())) {
    rewriter.setInsertionPoint(index);
    if (auto dim = dyn_cast<AffineDimExpr>(replacements[index.getDim()]))
      rewriter.replaceOpWithNewOp<linalg::IndexOp>(index, dim.getPosition());
    else
      rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(index, 0);
  }
  rewriter.eraseOp(op);
  eraseIfDead(fill);
}

/// The chains of the block's ops, each a reduction worth a block per row
/// followed by at least one op that joins it.
std::vector<Chain> findChains(Block &block) {
  std::vector<Chain> chains;
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
    // A reduction into columns (a batch norm's statistics) reads its
    // elements apart as a block per column; split, it reads them adjacent
    // (osdp-split-column-reductions).
    if (!linalgOp || !worthBlocks(linalgOp) || linalgOp.hasDynamicShape() ||
        planColumnSplit(linalgOp))
      continue;
    if (std::optional<Reduction> reduction = matchReduction(linalgOp)) {
      Value init = linalgOp.getDpsInits()[0];
      std::optional<InitialFill> fill = initialFill(linalgOp, init);
      if (fill && init.getDefiningOp<memref::AllocOp>()) {
        open = std::make_unique<Chain>(Member{linalgOp, reduction, fill});
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
    // A keepdims sum over a unit dimension (in a norm's backward pass) is
    // a per-row op: rewritten so, it may join a chain.
    SmallVector<std::pair<linalg::GenericOp, InitialFill>> unitReductions;
    getOperation().walk([&](linalg::GenericOp op) {
      if (!reducesUnitLoops(op))
        return;
      if (std::optional<InitialFill> fill =
              initialFill(op, op.getDpsInits()[0]))
        unitReductions.emplace_back(op, *fill);
    });
    for (auto &[op, fill] : unitReductions)
      dropUnitReduction(op, fill);
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      for (Chain &chain : findChains(*block))
        chain.emit();
  }
};

} // namespace
