//===- CombineCollectives.cpp - All-reduces in buckets --------------------===//
//
// Implements osdp-combine-collectives (see Passes.td). Every all_reduce of
// a block gets the window of positions where it could stand (after its
// input is produced, before its result is first used); reductions of one
// kind, element type, mesh and axes are taken in program order and grouped
// greedily while their windows still meet and the bucket stays worth it
// and small enough. One bucket is rewritten at a time and the windows are
// read again: a rewrite moves definitions and uses, and a window read
// before it could place the next bucket's reduction before its input.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

#include <limits>
#include <tuple>

namespace osdp {
#define GEN_PASS_DEF_COMBINECOLLECTIVESPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// What reductions must share to be one call: mesh, axes, kind and the
/// element type of their buffer.
using BucketKey = std::tuple<Attribute, Attribute, Attribute, Type>;

/// A reduction and the window of positions in its block where it could
/// stand: after `lastInput` (-1: its input comes from outside the block's
/// ops) and before `firstUse`.
struct Candidate {
  AllReduceOp op;
  int64_t bytes = 0;
  int64_t lastInput = -1;
  int64_t firstUse = std::numeric_limits<int64_t>::max();
};

/// Reductions being gathered into one call; their windows meet where
/// lastInput < firstUse.
struct Bucket {
  SmallVector<AllReduceOp> ops;
  int64_t bytes = 0;
  int64_t lastInput = -1;
  int64_t firstUse = std::numeric_limits<int64_t>::max();
  /// The predicted seconds saved so far (with a cost model).
  double saved = 0;
};

struct CombineCollectivesPass
    : public osdp::impl::CombineCollectivesPassBase<CombineCollectivesPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  std::optional<Candidate>
  candidateOf(AllReduceOp op,
              const DenseMap<Operation *, int64_t> &position) const;
  void combineBlock(Block &block);
  /// The first bucket worth combining in `block`, from fresh windows;
  /// reductions in `formed` (buckets already) are not taken again.
  std::optional<Bucket> nextBucket(Block &block,
                                   const DenseSet<Operation *> &formed);
  /// Whether `bucket` is worth one call.
  bool worthCombining(const Bucket &bucket) const {
    return bucket.ops.size() > 1 && (!profile || bucket.saved > 0);
  }
  /// The seconds `candidate` saves by joining `bucket` (with no cost model:
  /// any positive number).
  double gainOfJoining(const Bucket &bucket, const Candidate &candidate);

  std::optional<HardwareProfile> profile;
};

} // namespace

std::optional<Candidate> CombineCollectivesPass::candidateOf(
    AllReduceOp op, const DenseMap<Operation *, int64_t> &position) const {
  auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
  if (!type || !type.hasStaticShape() || type.getNumElements() == 0)
    return std::nullopt;
  Candidate candidate{op, bytesOf(type)};
  Block *block = op->getBlock();
  if (Operation *def = op.getInput().getDefiningOp())
    if (Operation *ancestor = block->findAncestorOpInBlock(*def))
      candidate.lastInput = position.lookup(ancestor);
  for (Operation *user : op->getUsers())
    if (Operation *ancestor = block->findAncestorOpInBlock(*user))
      candidate.firstUse =
          std::min(candidate.firstUse, position.lookup(ancestor));
  return candidate;
}

double CombineCollectivesPass::gainOfJoining(const Bucket &bucket,
                                             const Candidate &candidate) {
  if (!profile)
    return 1;
  FailureOr<CollectiveGroup> group = collectiveGroupOf(candidate.op, *profile);
  if (failed(group)) {
    signalPassFailure();
    return -1;
  }
  auto reduce = [&](double bytes) {
    return collectiveTime(CollectiveKind::AllReduce, bytes, group->size,
                          group->link);
  };
  // A member's bytes are copied into the bucket and out of it again: read
  // and written twice, by a concatenate and a slice of its own.
  auto copies = [&](double bytes) {
    return profile->memoryTime(4 * bytes) + profile->opSeconds;
  };
  double gain =
      reduce(candidate.bytes) -
      (reduce(bucket.bytes + candidate.bytes) - reduce(bucket.bytes)) -
      copies(candidate.bytes);
  // The first member's copies are paid once a second one joins.
  if (bucket.ops.size() == 1)
    gain -= copies(bucket.bytes);
  return gain;
}

/// `value` as `type` (of as many elements).
static Value reshapeTo(OpBuilder &builder, Location loc, Value value,
                       RankedTensorType type) {
  if (value.getType() == type)
    return value;
  return stablehlo::ReshapeOp::create(builder, loc, type, value);
}

/// Replaces the reductions of `ops` by one over their flattened inputs,
/// placed right after the last of those inputs is produced; returns it.
static Operation *combine(ArrayRef<AllReduceOp> ops) {
  AllReduceOp first = ops.front();
  Block *block = first->getBlock();
  Operation *latest = nullptr;
  for (AllReduceOp op : ops)
    if (Operation *def = op.getInput().getDefiningOp())
      if (Operation *ancestor = block->findAncestorOpInBlock(*def))
        if (!latest || latest->isBeforeInBlock(ancestor))
          latest = ancestor;
  OpBuilder builder(first->getContext());
  if (latest)
    builder.setInsertionPointAfter(latest);
  else
    builder.setInsertionPointToStart(block);

  SmallVector<Location> locations;
  SmallVector<Value> flat;
  int64_t total = 0;
  Type element = first.getType().getElementType();
  for (AllReduceOp op : ops) {
    locations.push_back(op.getLoc());
    int64_t count = op.getType().getNumElements();
    flat.push_back(reshapeTo(builder, op.getLoc(), op.getInput(),
                             RankedTensorType::get({count}, element)));
    total += count;
  }
  Location loc = builder.getFusedLoc(locations);
  auto bucketType = RankedTensorType::get({total}, element);
  Value bucket = stablehlo::ConcatenateOp::create(builder, loc, bucketType,
                                                  flat, /*dimension=*/0);
  auto reduced =
      AllReduceOp::create(builder, loc, bucketType, bucket, first.getMesh(),
                          first.getAxes(), first.getKind());
  SmallVector<Value> results;
  int64_t offset = 0;
  for (AllReduceOp op : ops) {
    int64_t count = op.getType().getNumElements();
    Value slice = stablehlo::SliceOp::create(
        builder, op.getLoc(), RankedTensorType::get({count}, element), reduced,
        builder.getDenseI64ArrayAttr({offset}),
        builder.getDenseI64ArrayAttr({offset + count}),
        builder.getDenseI64ArrayAttr({1}));
    offset += count;
    results.push_back(reshapeTo(builder, op.getLoc(), slice, op.getType()));
  }
  // Only now: the builder's insertion point may sit before a member.
  for (auto [member, result] : llvm::zip(ops, results)) {
    AllReduceOp op = member;
    op.replaceAllUsesWith(result);
    op.erase();
  }
  return reduced;
}

std::optional<Bucket>
CombineCollectivesPass::nextBucket(Block &block,
                                   const DenseSet<Operation *> &formed) {
  DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = static_cast<int64_t>(index);
  llvm::MapVector<BucketKey, SmallVector<Candidate>> groups;
  for (auto op : block.getOps<AllReduceOp>())
    if (!formed.contains(op))
      if (std::optional<Candidate> candidate = candidateOf(op, position))
        groups[{op.getMeshAttr(), op.getAxesAttr(), op.getKindAttr(),
                op.getType().getElementType()}]
            .push_back(*candidate);

  for (auto &[key, candidates] : groups) {
    Bucket bucket;
    for (Candidate candidate : candidates) {
      // A reduction of a member's result is a chain, not a bucket: its
      // window starts at the member, which the bucket replaces.
      bool chained = llvm::is_contained(
          bucket.ops, candidate.op.getInput().getDefiningOp<AllReduceOp>());
      bool meets =
          !chained && std::max(bucket.lastInput, candidate.lastInput) <
                          std::min(bucket.firstUse, candidate.firstUse);
      bool fits = bucket.bytes + candidate.bytes <= maxBucketBytes;
      double gain = bucket.ops.empty() ? 0 : gainOfJoining(bucket, candidate);
      if (!bucket.ops.empty() && (!meets || !fits || gain <= 0)) {
        if (worthCombining(bucket))
          return bucket;
        bucket = Bucket();
      }
      bucket.ops.push_back(candidate.op);
      bucket.bytes += candidate.bytes;
      bucket.lastInput = std::max(bucket.lastInput, candidate.lastInput);
      bucket.firstUse = std::min(bucket.firstUse, candidate.firstUse);
      if (bucket.ops.size() > 1)
        bucket.saved += gain;
    }
    if (worthCombining(bucket))
      return bucket;
  }
  return std::nullopt;
}

/// The op of `block` that first uses a result of `op`, if any.
static Operation *firstUserInBlock(Operation *op, Block &block) {
  Operation *first = nullptr;
  for (Operation *user : op->getUsers())
    if (Operation *ancestor = block.findAncestorOpInBlock(*user))
      if (!first || ancestor->isBeforeInBlock(first))
        first = ancestor;
  return first;
}

/// Moves the side-effect-free ops that read a reduction's result down to
/// just before their own first use. A reduced gradient is usually reshaped
/// or summed over a unit dimension at once, then read only by the update
/// at the end of the step: its window would end at that first reshape.
/// Moving an op down to its first user keeps every operand before it and
/// every use after it, and the values involved are no larger than the
/// reduction's.
static void sinkReductionUsers(Block &block) {
  SmallVector<Operation *> users;
  for (auto op : block.getOps<AllReduceOp>())
    for (Operation *user : op->getUsers())
      if (user->getBlock() == &block && !isa<OSDPDialect>(user->getDialect()) &&
          isMemoryEffectFree(user))
        users.push_back(user);
  // Last first, so that a user of a user is in place when it is moved.
  llvm::sort(users,
             [](Operation *a, Operation *b) { return b->isBeforeInBlock(a); });
  users.erase(llvm::unique(users), users.end());
  for (Operation *user : users)
    if (Operation *first = firstUserInBlock(user, block))
      user->moveBefore(first);
}

void CombineCollectivesPass::combineBlock(Block &block) {
  sinkReductionUsers(block);
  DenseSet<Operation *> formed;
  while (std::optional<Bucket> bucket = nextBucket(block, formed)) {
    numCombined += bucket->ops.size();
    ++numBuckets;
    formed.insert(combine(bucket->ops));
  }
}

void CombineCollectivesPass::runOnOperation() {
  if (maxBucketBytes <= 0)
    return;
  if (!hardware.empty()) {
    llvm::Expected<HardwareProfile> loaded = loadHardwareProfile(hardware);
    if (!loaded) {
      // At the location alone: the module printed whole would bury it.
      mlir::emitError(getOperation().getLoc())
          << llvm::toString(loaded.takeError());
      return signalPassFailure();
    }
    profile = std::move(*loaded);
  }
  // Blocks first, then their rewrites: a block's candidates are read
  // before any of its reductions move.
  SmallVector<Block *> blocks;
  getOperation().walk([&](Block *block) {
    if (!block->getOps<AllReduceOp>().empty())
      blocks.push_back(block);
  });
  for (Block *block : blocks)
    combineBlock(*block);
}
