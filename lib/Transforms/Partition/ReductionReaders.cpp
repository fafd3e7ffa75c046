//===- ReductionReaders.cpp - Reads of reduced values moved down ----------===//
//
// Which reads of reductions' results move down, and where to. A reduced
// gradient is usually reshaped or summed over its unit dimensions at once,
// then read only by the update at the end of the step: its window would
// end at that first reshape. A read moves unless what it would hold to its
// new place costs memory (scanReaders), and the inputs of other reductions
// stay unless moving them lets a window end later (worthMoving).
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/ReductionWindows.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace osdp;

bool osdp::isBucketReduction(Operation *op) {
  return isa<AllReduceOp, ReduceScatterOp>(op);
}

/// A value held longer changes no peak that matters, where ending a
/// reduction's window before its reader costs a collective call, if it is
/// at most 16 KiB (a batch norm's statistics per channel: 8 KiB at 2048
/// channels) and at most a 64th of the block's largest value (in a small
/// model, an activation is no larger than that).
static constexpr int64_t kSmallValueBytes = 16 << 10;
static constexpr int64_t kSmallValueFraction = 64;

/// The bytes of the largest value `block`'s ops define.
static int64_t largestValue(Block &block) {
  int64_t largest = 0;
  for (Operation &op : block)
    for (Type type : op.getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type);
          tensor && tensor.hasStaticShape())
        largest = std::max(largest, bytesOf(tensor));
  return largest;
}

/// Whether `op` computes from constants alone, or by cheap arithmetic
/// from constants and the block's arguments (`foldable` holds the values
/// of the block found so far to do either). Fusion folds such a value into
/// each of its readers, and the arguments it reads are held anyway: the
/// optimizer's decay of a moment, `0.9 * m`, added to a reduced gradient.
/// A costly function of an argument (a tanh, an exponential) is work of
/// its own that fusion may store rather than repeat.
static bool isFoldable(Operation &op, const DenseSet<Value> &foldable) {
  if (!isMemoryEffectFree(&op) || isa<OSDPDialect>(op.getDialect()) ||
      op.getNumRegions() != 0)
    return false;
  bool cheap = isa<stablehlo::AddOp, stablehlo::SubtractOp, stablehlo::MulOp,
                   stablehlo::NegOp, stablehlo::ConvertOp,
                   stablehlo::BroadcastInDimOp, stablehlo::ReshapeOp>(op);
  return llvm::all_of(op.getOperands(), [&](Value operand) {
    Operation *def = operand.getDefiningOp();
    if (!def)
      return cheap && operand.getParentBlock() == op.getBlock();
    return def->getNumOperands() == 0 || foldable.contains(operand);
  });
}

/// Whether each element of `op`'s results is a function of its operands'
/// elements at the same index: an Elementwise op, or a select whose
/// predicate has the result's shape (the trait would refuse select's
/// scalar predicate, so stablehlo.select lacks it).
static bool readsElementwise(Operation &op) {
  if (op.hasTrait<OpTrait::Elementwise>())
    return true;
  auto select = dyn_cast<stablehlo::SelectOp>(op);
  return select && cast<ShapedType>(select.getPred().getType()).getShape() ==
                       cast<ShapedType>(select.getType()).getShape();
}

/// The reductions of `block` whose results reach only its terminator,
/// through side-effect-free ops and each other: the loss a step returns,
/// summed over the devices of the batch. Nothing else in the block waits
/// for them.
static DenseSet<Operation *> stepResultReductions(Block &block) {
  DenseSet<Operation *> tail, reductions;
  if (!block.mightHaveTerminator())
    return reductions;
  Operation *terminator = block.getTerminator();
  for (Operation &op : llvm::reverse(block)) {
    bool reduction = isBucketReduction(&op);
    if (&op == terminator || op.use_empty() ||
        !(reduction || isMemoryEffectFree(&op)))
      continue;
    if (llvm::all_of(op.getUsers(), [&](Operation *user) {
          Operation *ancestor = block.findAncestorOpInBlock(*user);
          return ancestor == terminator || tail.contains(ancestor);
        })) {
      tail.insert(&op);
      if (reduction)
        reductions.insert(&op);
    }
  }
  return reductions;
}

namespace {
/// What scanReaders finds in a block.
struct ReaderScan {
  /// The ops that move, in block order.
  SmallVector<Operation *> movable;
  /// Ops that would move but for reductions of the step's results that
  /// read them, each with those reductions.
  SmallVector<std::pair<Operation *, SmallVector<Operation *>>> heldBack;
  /// The results of reductions and of the ops that read only those.
  DenseSet<Value> fromReductions;
};
} // namespace

/// The side-effect-free ops of `block` that read reductions' results,
/// directly or through each other, and may move down to their first use.
/// An op that also reads another value (an activation, a gradient not yet
/// reduced) stays: moved, it would hold that value to its new place. A
/// weight's gradient product that reads a reduced activation gradient
/// would otherwise sink to the end of the step with its accumulation,
/// keeping the activations of every microbatch of an unrolled pipeline
/// alive. Held longer at no cost are an argument, a constant, a value
/// `isFoldable` finds (fusion folds it into its readers: the count a batch
/// norm's sums are divided by, an optimizer's decayed moment), and, read
/// elementwise, a small value (kSmallValueBytes: a batch norm's scale per
/// channel, which its backward pass multiplies a reduced sum by). The
/// inputs of other reductions stay too; those of reductions of the step's
/// results (`stepReductions`) are set apart in `heldBack`.
static ReaderScan scanReaders(Block &block,
                              const DenseSet<Operation *> &stepReductions,
                              int64_t largest) {
  ReaderScan scan;
  DenseSet<Value> foldable;
  int64_t smallBytes =
      std::min(kSmallValueBytes, largest / kSmallValueFraction);
  auto heldAtNoCost = [&](Value value, Operation &reader) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getNumOperands() == 0 || foldable.contains(value))
      return true;
    auto type = dyn_cast<RankedTensorType>(value.getType());
    return readsElementwise(reader) && type && type.hasStaticShape() &&
           bytesOf(type) <= smallBytes;
  };
  for (Operation &op : block) {
    if (isFoldable(op, foldable))
      foldable.insert(op.result_begin(), op.result_end());
    if (isBucketReduction(&op)) {
      scan.fromReductions.insert(op.result_begin(), op.result_end());
      continue;
    }
    bool reads = llvm::any_of(op.getOperands(), [&](Value operand) {
      return scan.fromReductions.contains(operand);
    });
    bool readsOnlyThose = llvm::all_of(op.getOperands(), [&](Value operand) {
      return scan.fromReductions.contains(operand) || heldAtNoCost(operand, op);
    });
    if (!reads || !readsOnlyThose || isa<OSDPDialect>(op.getDialect()) ||
        !isMemoryEffectFree(&op))
      continue;
    scan.fromReductions.insert(op.result_begin(), op.result_end());
    SmallVector<Operation *> reductions;
    for (Operation *user : op.getUsers())
      if (isBucketReduction(user) && !llvm::is_contained(reductions, user))
        reductions.push_back(user);
    if (reductions.empty())
      scan.movable.push_back(&op);
    else if (llvm::all_of(reductions, [&](Operation *reduction) {
               return stepReductions.contains(reduction);
             }))
      scan.heldBack.push_back({&op, std::move(reductions)});
  }
  return scan;
}

/// Where `op` stands once the ops in `destination` have moved: before its
/// destination if it moves, else where it is.
static Operation *
standingOf(const DenseMap<Operation *, Operation *> &destination,
           Operation *op) {
  Operation *first = destination.lookup(op);
  return first ? first : op;
}

/// The op each op of `moving` (in block order) goes before: its first
/// user, or the op that user goes before, and no later than `latest[op]`
/// where that is further down. Every destination is an op that stays: a
/// moved op's first user may move too, so destinations are found last op
/// first, from the positions of the block as it is.
static DenseMap<Operation *, Operation *>
destinationsOf(Block &block, ArrayRef<Operation *> moving,
               const DenseMap<Operation *, Operation *> &latest) {
  DenseMap<Operation *, Operation *> destination;
  for (Operation *op : llvm::reverse(moving)) {
    Operation *first = latest.lookup(op);
    if (first && !op->isBeforeInBlock(first))
      first = nullptr;
    for (Operation *user : op->getUsers())
      if (Operation *ancestor = block.findAncestorOpInBlock(*user)) {
        Operation *stands = standingOf(destination, ancestor);
        if (!first || stands->isBeforeInBlock(first))
          first = stands;
      }
    if (first)
      destination[op] = first;
  }
  return destination;
}

/// The first op of `block` outside `moving` after the last input of a
/// reduction outside `moving` (in a step: where the backward pass has made
/// its last gradient), or null if no such reduction has an input in the
/// block.
static Operation *afterLastReductionInput(Block &block,
                                          const DenseSet<Operation *> &moving) {
  Operation *last = nullptr;
  for (Operation &op : block)
    if (isBucketReduction(&op) && !moving.contains(&op))
      if (Operation *def = op.getOperand(0).getDefiningOp())
        if (Operation *input = block.findAncestorOpInBlock(*def))
          if (!last || last->isBeforeInBlock(input))
            last = input;
  for (Operation *op = last ? last->getNextNode() : nullptr; op;
       op = op->getNextNode())
    if (!moving.contains(op))
      return op;
  return nullptr;
}

/// The ops of `scan.heldBack` before `end` worth moving to `end` with the
/// reductions that read them. One is when another reduction's window ends
/// at it: every reader of that reduction before `end` moves to the held
/// op (`destination`). Under Megatron's shardings the loss reads the
/// label's logit summed over the vocabulary's devices, then sums itself
/// over the batch's; left in the forward pass, the first sum is a call of
/// its own, where moved to the end of the backward pass it shares one
/// with the last activation gradients'. The ops moving with a held op
/// hold what they read from reductions to `end`: other than the reductions
/// whose windows the move widens, none of those values may be larger than
/// `largeBytes` (the loss's values per token are small enough; logits
/// summed over the vocabulary's devices would not be).
static SmallVector<Operation *>
worthMoving(Block &block, const ReaderScan &scan,
            const DenseMap<Operation *, Operation *> &destination,
            Operation *end, int64_t largeBytes) {
  auto standing = [&](Operation *op) { return standingOf(destination, op); };
  DenseSet<Operation *> held;
  for (Operation *op : llvm::make_first_range(scan.heldBack))
    if (op->isBeforeInBlock(end))
      held.insert(op);
  // Each held op, with the reductions whose windows end at it.
  DenseMap<Operation *, DenseSet<Operation *>> windowsEnding;
  for (Operation &op : block) {
    if (!isBucketReduction(&op))
      continue;
    DenseSet<Operation *> stands;
    for (Operation *user : op.getUsers())
      if (Operation *ancestor = block.findAncestorOpInBlock(*user))
        if (standing(ancestor)->isBeforeInBlock(end))
          stands.insert(standing(ancestor));
    if (stands.size() == 1 && held.contains(*stands.begin()))
      windowsEnding[*stands.begin()].insert(&op);
  }
  // Whether `op`, moving to `end` with `target`, would hold a large value
  // there that neither moves with it nor is a reduction whose window the
  // move means to widen.
  auto holdsLarge = [&](Operation *op, Operation *target) {
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      Operation *def = operand.getDefiningOp();
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      return scan.fromReductions.contains(operand) && def && def != target &&
             standing(def) != target && !windowsEnding[target].contains(def) &&
             type && bytesOf(type) > largeBytes;
    });
  };
  SmallVector<Operation *> worth;
  for (Operation *op : llvm::make_first_range(scan.heldBack)) {
    if (!windowsEnding.contains(op) || holdsLarge(op, op) ||
        llvm::any_of(scan.movable, [&](Operation *moved) {
          return standing(moved) == op && holdsLarge(moved, op);
        }))
      continue;
    worth.push_back(op);
  }
  return worth;
}

void osdp::sinkReductionReaders(Block &block) {
  DenseSet<Operation *> stepReductions = stepResultReductions(block);
  int64_t largest = largestValue(block);
  ReaderScan scan = scanReaders(block, stepReductions, largest);
  DenseMap<Operation *, Operation *> destination =
      destinationsOf(block, scan.movable, DenseMap<Operation *, Operation *>());
  llvm::SetVector<Operation *> moving(scan.movable.begin(), scan.movable.end());
  DenseSet<Operation *> mayMove(moving.begin(), moving.end());
  for (auto &[op, reductions] : scan.heldBack)
    mayMove.insert(reductions.begin(), reductions.end());
  Operation *end = afterLastReductionInput(block, mayMove);
  SmallVector<Operation *> promoted;
  if (end)
    promoted = worthMoving(block, scan, destination, end,
                           largest / kSmallValueFraction);
  if (!promoted.empty()) {
    DenseMap<Operation *, Operation *> latest;
    for (auto &[op, reductions] : scan.heldBack)
      if (llvm::is_contained(promoted, op)) {
        moving.insert(op);
        for (Operation *reduction : reductions) {
          moving.insert(reduction);
          latest[reduction] = end;
        }
      }
    SmallVector<Operation *> ordered = moving.takeVector();
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    moving.insert(ordered.begin(), ordered.end());
    destination = destinationsOf(block, moving.getArrayRef(), latest);
  }
  // Each op moves once, in block order, so that a chain sent to one
  // destination keeps its order.
  for (Operation *op : moving)
    if (Operation *first = destination.lookup(op))
      op->moveBefore(first);
}
