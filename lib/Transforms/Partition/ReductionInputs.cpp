//===- ReductionInputs.cpp - Inputs of reductions moved up ----------------===//
//
// The start of a reduction's window moves up: the ops that compute its
// input go above the first reader of an earlier reduction it could share
// a call with, when they need nothing that reader or the ops after it
// make. A ResNet block that downsamples has two branches, each a
// convolution followed by a batch norm whose sums over the batch are
// reduced; program order puts the shortcut's after the main branch's
// normalization, which reads the main branch's sums. Moved up, the
// shortcut's convolution and sums are ready before that read, and both
// batch norms' sums travel in one call, as XLA's scheduler orders them.
//
// The moved ops' results are held longer, from their new place to their
// readers. A move is taken only if that raises no peak of the block's
// live bytes (liveBytesAt): in a training step the forward pass is below
// the peak of the backward pass's start, where every activation is live.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/ReductionWindows.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Utils/BlockOrder.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

using namespace mlir;
using namespace osdp;

/// The most ops one move takes: a branch of a block, not a pass.
static constexpr size_t kMaxMovedOps = 64;

namespace {
/// The position of each op of a block, and the bytes live at each: a value
/// of the block's ops is live from its op to its last reader in the block
/// (a reader nested in a region counts as the op holding it).
struct BlockLiveness {
  explicit BlockLiveness(Block &block);

  DenseMap<Operation *, int64_t> position;
  SmallVector<int64_t> live;
  int64_t peak = 0;
};

/// The reductions before a later one that a call with it would take, and
/// the first op that reads one of their results.
struct Run {
  SmallVector<Operation *> members;
  Operation *firstReader = nullptr;
};
} // namespace

BlockLiveness::BlockLiveness(Block &block) {
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = static_cast<int64_t>(index);
  SmallVector<int64_t> change(position.size() + 1, 0);
  for (Operation &op : block)
    for (Value result : op.getResults()) {
      int64_t bytes = bytesOf(result.getType());
      int64_t last = position[&op];
      for (Operation *user : result.getUsers())
        if (Operation *reader = block.findAncestorOpInBlock(*user))
          last = std::max(last, position[reader]);
      change[position[&op]] += bytes;
      change[last + 1] -= bytes;
    }
  int64_t running = 0;
  for (int64_t delta : ArrayRef(change).drop_back()) {
    running += delta;
    live.push_back(running);
    peak = std::max(peak, running);
  }
}

/// The ops after `run`'s first reader that `reduction`'s input needs, in
/// block order: none if that input is made before the reader; nullopt if
/// those ops read a result of the run (moved up with them, that read
/// would end the run's windows as early as before), need an op that may
/// not move (a collective, an op with side effects), or are more than
/// kMaxMovedOps.
static std::optional<SmallVector<Operation *>>
inputAfter(Operation *reduction, const Run &run,
           const BlockLiveness &liveness) {
  Operation *reader = run.firstReader;
  Block &block = *reader->getBlock();
  int64_t from = liveness.position.lookup(reader);
  DenseSet<Operation *> needed;
  SmallVector<Operation *> worklist;
  auto fromRun = [&](Value value) {
    return llvm::is_contained(run.members, value.getDefiningOp());
  };
  auto need = [&](Value value) {
    Operation *def = value.getDefiningOp();
    Operation *op = def ? block.findAncestorOpInBlock(*def) : nullptr;
    if (!op || liveness.position.lookup(op) < from || !needed.insert(op).second)
      return true;
    worklist.push_back(op);
    return op != reader && isMemoryEffectFree(op) &&
           !isa<OSDPDialect>(op->getDialect()) && needed.size() <= kMaxMovedOps;
  };
  for (Value operand : reduction->getOperands())
    if (!need(operand))
      return std::nullopt;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    SetVector<Value> read(op->operand_begin(), op->operand_end());
    getUsedValuesDefinedAbove(op->getRegions(), read);
    if (llvm::any_of(read, fromRun) || !llvm::all_of(read, need))
      return std::nullopt;
  }
  SmallVector<Operation *> ops(needed.begin(), needed.end());
  llvm::sort(ops, [&](Operation *a, Operation *b) {
    return liveness.position.lookup(a) < liveness.position.lookup(b);
  });
  return ops;
}

/// Whether moving `ops` up to `reader` keeps the block's peak: the results
/// they hold longer, from `reader` to where the last of them stood, added
/// to what is live there, stay within the peak.
static bool keepsPeak(ArrayRef<Operation *> ops, Operation *reader,
                      const BlockLiveness &liveness) {
  DenseSet<Operation *> moved(ops.begin(), ops.end());
  int64_t held = 0;
  for (Operation *op : ops)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !moved.contains(
                reader->getBlock()->findAncestorOpInBlock(*user));
          }))
        held += bytesOf(result.getType());
  int64_t from = liveness.position.lookup(reader);
  int64_t to = liveness.position.lookup(ops.back());
  for (int64_t p = from; p < to; ++p)
    if (liveness.live[p] + held > liveness.peak)
      return false;
  return true;
}

/// The run of `later` among the reductions before it in `reductions`: the
/// nearest ones `combinable` with it, back to the last whose first reader
/// comes after the inputs of those after it (the windows of the run
/// meet), at most kMaxRunLength of them. No first reader if there are
/// none, or the nearest is not read.
static Run runBefore(Block &block, ArrayRef<Operation *> reductions,
                     Operation *later,
                     function_ref<bool(Operation *, Operation *)> combinable) {
  constexpr size_t kMaxRunLength = 16;
  Run run;
  Operation *lastInput = nullptr;
  for (Operation *earlier : llvm::reverse(reductions)) {
    if (!combinable(earlier, later))
      continue;
    Operation *reader = firstReaderIn(block, earlier->getResults());
    if (!reader || run.members.size() == kMaxRunLength ||
        (lastInput && !lastInput->isBeforeInBlock(reader)))
      break;
    run.members.push_back(earlier);
    if (!run.firstReader || reader->isBeforeInBlock(run.firstReader))
      run.firstReader = reader;
    Operation *def = earlier->getOperand(0).getDefiningOp();
    if (Operation *input = def ? block.findAncestorOpInBlock(*def) : nullptr)
      if (!lastInput || lastInput->isBeforeInBlock(input))
        lastInput = input;
  }
  return run;
}

void osdp::hoistReductionInputs(
    Block &block, function_ref<bool(Operation *, Operation *)> combinable) {
  SmallVector<Operation *> reductions;
  for (Operation &op : block)
    if (isBucketReduction(&op))
      reductions.push_back(&op);
  std::optional<BlockLiveness> liveness;
  for (auto [index, later] : llvm::enumerate(reductions)) {
    Run run = runBefore(block, ArrayRef(reductions).take_front(index), later,
                        combinable);
    Operation *reader = run.firstReader;
    if (!reader || !reader->isBeforeInBlock(later))
      continue;
    if (!liveness)
      liveness.emplace(block);
    std::optional<SmallVector<Operation *>> ops =
        inputAfter(later, run, *liveness);
    if (!ops || ops->empty() || !keepsPeak(*ops, reader, *liveness))
      continue;
    for (Operation *op : *ops)
      op->moveBefore(reader);
    liveness.reset();
  }
}
