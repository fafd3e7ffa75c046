//===- OverlapCollectives.cpp - Collectives in flight during compute ------===//
//
// Implements osdp-overlap-collectives (see Passes.td). Each collective the
// runtime can issue without waiting is wrapped in osdp.async_start, its
// wait placed before the first op that reads the result, and the start
// lifted past the ops above it that do not feed it until they cover the
// collective's predicted time. The bound matters for gathers: a gather
// started earlier holds its whole result earlier, and FSDP saves memory
// only because each parameter is whole for a short while.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Analysis/HardwareProfile.h"
#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Utils/BlockOrder.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace osdp {
#define GEN_PASS_DEF_OVERLAPCOLLECTIVESPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The first op of `block` that reads one of `values`, directly or in its
/// regions; the terminator if none does.
Operation *firstReaderOrEnd(ValueRange values, Block &block) {
  Operation *first = firstReaderIn(block, values);
  return first ? first : block.getTerminator();
}

/// Moves the slices, reshapes and transposes of `block` that read `value`,
/// and those that read them, down to right before their own first readers:
/// a bucket's members are then waited for where each is used, not where
/// the bucket's unpacking stood. Compute stays where it is. Each move is
/// appended to `moved` as the op and the op it stood before.
void sinkReaders(Value value, Block &block,
                 SmallVectorImpl<std::pair<Operation *, Operation *>> &moved) {
  SmallVector<Operation *> readers;
  for (Operation *user : value.getUsers())
    if (user->getBlock() == &block &&
        isa<stablehlo::SliceOp, stablehlo::ReshapeOp, stablehlo::TransposeOp>(
            user) &&
        !llvm::is_contained(readers, user))
      readers.push_back(user);
  for (Operation *reader : readers) {
    for (Value result : reader->getResults())
      sinkReaders(result, block, moved);
    Operation *first = firstReaderOrEnd(reader->getResults(), block);
    if (reader->getNextNode() != first) {
      moved.push_back({reader, reader->getNextNode()});
      reader->moveBefore(first);
    }
  }
}

/// Whether `op` communicates, or an op nested in it does: a collective
/// issued earlier would only queue behind it (one link, one order).
bool communicates(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return isa<AsyncStartOp>(nested) || classifyCollective(nested)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// A collective and the ops that move up with it.
class Hoist {
public:
  explicit Hoist(Operation *collective) : members{collective} {
    ordered.push_back(collective);
  }

  /// Lifts the group past the ops above it that do not feed it, until
  /// they take `window` seconds or one communicates; false if it moved
  /// nowhere.
  FailureOr<bool> run(double window, const HardwareProfile &profile);

private:
  /// Whether a result of `op` is read by the group.
  bool feeds(Operation *op) const;
  /// Whether `op`, which feeds the group, can move up with it: it has no
  /// effect but its results.
  bool movesWith(Operation *op) const;

  llvm::SmallPtrSet<Operation *, 8> members;
  /// The members, the collective first, then upwards.
  SmallVector<Operation *> ordered;
};

} // namespace

bool Hoist::feeds(Operation *op) const {
  Block *block = op->getBlock();
  return llvm::any_of(op->getUsers(), [&](Operation *user) {
    return members.contains(block->findAncestorOpInBlock(*user));
  });
}

bool Hoist::movesWith(Operation *op) const {
  // Its other readers come later in the block: they still see it first.
  return op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

FailureOr<bool> Hoist::run(double window, const HardwareProfile &profile) {
  double covered = 0;
  Operation *above = nullptr;
  for (Operation *op = ordered.front()->getPrevNode(); op && covered < window;
       op = op->getPrevNode()) {
    if (feeds(op)) {
      if (!movesWith(op))
        break;
      members.insert(op);
      ordered.push_back(op);
      continue;
    }
    if (communicates(op))
      break;
    FailureOr<double> seconds = serialTimeOf(op, profile);
    if (failed(seconds))
      return failure();
    covered += *seconds;
    above = op;
  }
  if (!above)
    return false;
  for (Operation *op : llvm::reverse(ordered))
    op->moveBefore(above);
  return true;
}

/// Whether any op between `first` and `last` (both excluded) takes time.
static bool hasWorkBetween(Operation *first, Operation *last,
                           const HardwareProfile &profile) {
  for (Operation *op = first->getNextNode(); op != last; op = op->getNextNode())
    if (FailureOr<double> seconds = serialTimeOf(op, profile);
        failed(seconds) || *seconds > 0)
      return true;
  return false;
}

/// Issues `collective` early and waits for it late, if anything then runs
/// in between; true if it did.
static FailureOr<bool> overlap(Operation *collective,
                               const HardwareProfile &profile) {
  Block &block = *collective->getBlock();
  Value result = collective->getResult(0);
  SmallVector<std::pair<Operation *, Operation *>> moved;
  sinkReaders(result, block, moved);
  Operation *reader = firstReaderOrEnd(result, block);
  FailureOr<double> window = collectiveTimeOf(collective, profile);
  if (failed(window))
    return failure();
  FailureOr<bool> hoisted = Hoist(collective).run(*window, profile);
  if (failed(hoisted))
    return failure();
  if (!*hoisted && !hasWorkBetween(collective, reader, profile)) {
    // Blocking after all: the readers go back where they stood, latest
    // move first.
    for (auto [op, next] : llvm::reverse(moved))
      op->moveBefore(next);
    return false;
  }

  Location loc = collective->getLoc();
  OpBuilder b(collective);
  auto start = AsyncStartOp::create(
      b, loc, FutureType::get(cast<RankedTensorType>(result.getType())));
  Block *body = b.createBlock(&start.getBody());
  collective->moveBefore(body, body->end());
  b.setInsertionPointToEnd(body);
  auto yield = YieldOp::create(b, loc, result);
  b.setInsertionPoint(reader);
  auto wait = AsyncWaitOp::create(b, loc, start.getFuture());
  result.replaceUsesWithIf(wait.getResult(), [&](OpOperand &use) {
    return use.getOwner() != yield;
  });
  return true;
}

namespace {
struct OverlapCollectivesPass
    : public osdp::impl::OverlapCollectivesPassBase<OverlapCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    llvm::Expected<HardwareProfile> profile = loadHardwareProfile(hardware);
    if (!profile) {
      mlir::emitError(getOperation().getLoc())
          << llvm::toString(profile.takeError());
      return signalPassFailure();
    }
    // Read every candidate before any moves.
    SmallVector<Operation *> collectives;
    getOperation().walk([&](Operation *op) {
      if (AsyncStartOp::canIssue(op) && !isa<AsyncStartOp>(op->getParentOp()))
        collectives.push_back(op);
    });
    for (Operation *collective : collectives) {
      FailureOr<bool> overlapped = overlap(collective, *profile);
      if (failed(overlapped))
        return signalPassFailure();
      numOverlapped += *overlapped;
    }
  }
};
} // namespace
