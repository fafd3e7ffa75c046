//===- ParallelScatters.cpp - Scatter loop nests as atomic parallel loops -===//
//
// Implements osdp-parallel-scatters (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "BufferViews.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

namespace osdp {
#define GEN_PASS_DEF_PARALLELSCATTERSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// A perfect nest of `scf.for` loops without loop-carried values, whose
/// bounds are defined outside it, outermost first.
SmallVector<scf::ForOp> perfectNest(scf::ForOp outer) {
  SmallVector<scf::ForOp> loops;
  for (scf::ForOp loop = outer; loop;) {
    if (loop.getNumRegionIterArgs() != 0 ||
        llvm::any_of(ValueRange{loop.getLowerBound(), loop.getUpperBound(),
                                loop.getStep()},
                     [&](Value bound) {
                       return outer->isAncestor(
                           bound.getParentRegion()->getParentOp());
                     }))
      return {};
    loops.push_back(loop);
    Block *body = loop.getBody();
    auto inner = dyn_cast<scf::ForOp>(body->front());
    loop = inner && body->getOperations().size() == 2 ? inner : scf::ForOp();
  }
  return loops;
}

/// The read-modify-write of one element a scatter's nest makes: the load
/// of the element (null for an overwrite that loads none), the store of its
/// new value at the same indices.
struct Update {
  memref::LoadOp load;
  memref::StoreOp store;
};

/// The nest's only write, if it updates one element of a buffer the nest
/// reads nowhere else (or nowhere at all), and every other op in the nest
/// is a load, a pure op,
/// an `scf.if` (a scatter's bounds check) or an `scf.for` (the search of
/// a window for its maximum, in a max pool's gradient) of such ops.
std::optional<Update> findUpdate(scf::ForOp innermost) {
  SmallVector<memref::StoreOp> stores;
  SmallVector<memref::LoadOp> loads;
  WalkResult walk = innermost.getBody()->walk([&](Operation *op) {
    if (auto store = dyn_cast<memref::StoreOp>(op))
      stores.push_back(store);
    else if (auto load = dyn_cast<memref::LoadOp>(op))
      loads.push_back(load);
    else if (!isa<scf::IfOp, scf::ForOp, scf::YieldOp>(op) && !isPure(op))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (walk.wasInterrupted() || stores.size() != 1)
    return std::nullopt;
  memref::StoreOp store = stores.front();
  Value buffer = baseBuffer(store.getMemRef());
  memref::LoadOp element;
  for (memref::LoadOp load : loads) {
    if (baseBuffer(load.getMemRef()) != buffer)
      continue;
    if (element || load->getBlock() != store->getBlock() ||
        load.getMemRef() != store.getMemRef() ||
        load.getIndices() != store.getIndices())
      return std::nullopt;
    element = load;
  }
  return Update{element, store};
}

/// The ops between `update`'s load and store that compute the stored
/// value from the loaded one, in order; none of them used elsewhere.
std::optional<SmallVector<Operation *>> combineOps(Update update) {
  if (!update.load)
    return SmallVector<Operation *>{};
  SetVector<Operation *> slice;
  ForwardSliceOptions options;
  options.filter = [&](Operation *op) {
    return op->getBlock() == update.store->getBlock() && op != update.store;
  };
  getForwardSlice(update.load.getResult(), &slice, options);
  for (Operation *op : slice) {
    if (!isPure(op))
      return std::nullopt;
    for (Operation *user : op->getUsers())
      if (user != update.store && !slice.contains(user))
        return std::nullopt;
  }
  for (Operation *user : update.load->getUsers())
    if (user != update.store && !slice.contains(user))
      return std::nullopt;
  SmallVector<Operation *> ops(slice.begin(), slice.end());
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return ops;
}

/// The kind of `memref.atomic_rmw` (one the LLVM lowering makes a single
/// `atomicrmw`) that computes `op` of the element and another value.
std::optional<arith::AtomicRMWKind> atomicKind(Operation *op) {
  using Kind = arith::AtomicRMWKind;
  return llvm::TypeSwitch<Operation *, std::optional<Kind>>(op)
      .Case([](arith::AddFOp) { return Kind::addf; })
      .Case([](arith::AddIOp) { return Kind::addi; })
      .Case([](arith::MaximumFOp) { return Kind::maximumf; })
      .Case([](arith::MinimumFOp) { return Kind::minimumf; })
      .Case([](arith::MaxNumFOp) { return Kind::maxnumf; })
      .Case([](arith::MinNumFOp) { return Kind::minnumf; })
      .Case([](arith::MaxSIOp) { return Kind::maxs; })
      .Case([](arith::MinSIOp) { return Kind::mins; })
      .Case([](arith::MaxUIOp) { return Kind::maxu; })
      .Case([](arith::MinUIOp) { return Kind::minu; })
      .Case([](arith::OrIOp) { return Kind::ori; })
      .Case([](arith::AndIOp) { return Kind::andi; })
      .Default([](Operation *) { return std::nullopt; });
}

/// The atomic kind of a combine that is one such op of the element and a
/// value not computed from it, and that value.
std::optional<std::pair<arith::AtomicRMWKind, Value>>
atomicCombine(Update update, ArrayRef<Operation *> ops) {
  if (ops.size() != 1 || ops.front()->getNumOperands() != 2)
    return std::nullopt;
  Operation *combine = ops.front();
  std::optional<arith::AtomicRMWKind> kind = atomicKind(combine);
  Value old = update.load.getResult();
  Value other = combine->getOperand(0) == old ? combine->getOperand(1)
                                              : combine->getOperand(0);
  if (!kind || other == old)
    return std::nullopt;
  return std::make_pair(*kind, other);
}

/// Whether the update writes a value not computed from the element (a
/// scatter that overwrites, `x.at[i].set(v)`): concurrent plain stores of
/// one element leave one of the values, which is an order of the updates.
bool overwrites(Update update, ArrayRef<Operation *> ops) {
  return ops.empty() && (!update.load || update.store.getValueToStore() !=
                                             update.load.getResult());
}

/// Whether the update can be made atomic, on elements of 32 or 64 bits
/// (what every GPU updates atomically): by one `atomic_rmw`, or by a
/// compare-and-swap loop (`generic_atomic_rmw`), which MLIR lowers for
/// integers only.
bool hasAtomicForm(Update update, ArrayRef<Operation *> ops) {
  Type type = update.load.getType();
  bool integer = type.isSignlessInteger(32) || type.isSignlessInteger(64);
  if (!integer && !type.isF32() && !type.isF64())
    return false;
  return integer || atomicCombine(update, ops);
}

/// Replaces the update by an atomic one: an `atomic_rmw` where there is
/// one, a `generic_atomic_rmw` computing the combine from the element
/// otherwise.
void makeAtomic(IRRewriter &rewriter, Update update,
                ArrayRef<Operation *> ops) {
  memref::StoreOp store = update.store;
  rewriter.setInsertionPoint(store);
  Location loc = store.getLoc();
  if (auto combine = atomicCombine(update, ops)) {
    memref::AtomicRMWOp::create(rewriter, loc, combine->first, combine->second,
                                store.getMemRef(), store.getIndices());
  } else {
    auto rmw = memref::GenericAtomicRMWOp::create(
        rewriter, loc, store.getMemRef(), store.getIndices());
    OpBuilder body = OpBuilder::atBlockBegin(rmw.getBody());
    IRMapping mapping;
    mapping.map(update.load.getResult(), rmw.getCurrentValue());
    for (Operation *op : ops)
      body.clone(*op, mapping);
    memref::AtomicYieldOp::create(
        body, loc, mapping.lookupOrDefault(store.getValueToStore()));
  }
  rewriter.eraseOp(store);
  for (Operation *op : llvm::reverse(ops))
    rewriter.eraseOp(op);
  rewriter.eraseOp(update.load);
}

/// Replaces the nest by one `scf.parallel` over all its loops.
void parallelize(IRRewriter &rewriter, ArrayRef<scf::ForOp> loops) {
  SmallVector<Value> lbs, ubs, steps, ivs;
  for (scf::ForOp loop : loops) {
    lbs.push_back(loop.getLowerBound());
    ubs.push_back(loop.getUpperBound());
    steps.push_back(loop.getStep());
  }
  scf::ForOp outer = loops.front(), innermost = loops.back();
  rewriter.setInsertionPoint(outer);
  auto parallel =
      scf::ParallelOp::create(rewriter, outer.getLoc(), lbs, ubs, steps);
  Block *body = innermost.getBody();
  rewriter.eraseOp(body->getTerminator());
  llvm::append_range(ivs, parallel.getInductionVars());
  for (auto [loop, iv] : llvm::zip(loops.drop_back(), ivs))
    rewriter.replaceAllUsesWith(scf::ForOp(loop).getInductionVar(), iv);
  rewriter.inlineBlockBefore(body, parallel.getBody()->getTerminator(),
                             ValueRange{ivs.back()});
  rewriter.eraseOp(outer);
}

struct ParallelScattersPass
    : public osdp::impl::ParallelScattersPassBase<ParallelScattersPass> {
  void runOnOperation() override {
    // Nests outside parallel loops and kernels; a loop that heads none
    // (a scan's) may hold one.
    SmallVector<
        std::tuple<SmallVector<scf::ForOp>, Update, SmallVector<Operation *>>>
        scatters;
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<scf::ParallelOp, gpu::LaunchOp>(op))
        return WalkResult::skip();
      auto outer = dyn_cast<scf::ForOp>(op);
      if (!outer)
        return WalkResult::advance();
      SmallVector<scf::ForOp> loops = perfectNest(outer);
      if (loops.empty())
        return WalkResult::advance();
      std::optional<Update> update = findUpdate(loops.back());
      if (!update)
        return WalkResult::advance();
      std::optional<SmallVector<Operation *>> ops = combineOps(*update);
      if (!ops || (!overwrites(*update, *ops) && !hasAtomicForm(*update, *ops)))
        return WalkResult::advance();
      scatters.emplace_back(loops, *update, *ops);
      return WalkResult::skip();
    });
    IRRewriter rewriter(&getContext());
    for (auto &[loops, update, ops] : scatters) {
      if (!overwrites(update, ops))
        makeAtomic(rewriter, update, ops);
      else if (update.load)
        rewriter.eraseOp(update.load);
      parallelize(rewriter, loops);
    }
  }
};

} // namespace
