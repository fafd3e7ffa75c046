//===- CombineCollectives.cpp - Reductions in buckets ---------------------===//
//
// Implements osdp-combine-collectives (see Passes.td). Every all_reduce and
// reduce_scatter of a block gets the window of positions where it could
// stand (after its input is produced, before its result is first used);
// reductions of one collective, kind, element type, mesh and axes are
// taken in program order and grouped greedily while their windows still
// meet and the bucket stays worth it and small enough. Buckets whose
// members read each other's results are not rewritten in the same round:
// the windows are read again in between, since a rewrite moves such a
// member's definition and its uses.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>
#include <tuple>

namespace osdp {
#define GEN_PASS_DEF_COMBINECOLLECTIVESPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// What reductions must share to be one call: the collective, mesh, axes,
/// reduction kind and the element type of their buffer.
using BucketKey =
    std::tuple<OperationName, Attribute, Attribute, Attribute, Type>;

/// A reduction as a bucket sees it. A reduce_scatter's input, its scattered
/// dimension moved first, is `rows` rows of `rowElements`: row i is what
/// device i keeps. An all_reduce is one row, which every device keeps.
struct Layout {
  int64_t scatterDim = 0;
  int64_t rows = 1;
  int64_t rowElements = 0;
};

/// The reductions a bucket takes: all_reduce, and reduce_scatter (how
/// FSDP reduces gradients).
bool isReduction(Operation *op) {
  return isa<AllReduceOp, ReduceScatterOp>(op);
}

RankedTensorType inputType(Operation *op) {
  return cast<RankedTensorType>(op->getOperand(0).getType());
}

RankedTensorType resultType(Operation *op) {
  return cast<RankedTensorType>(op->getResult(0).getType());
}

Layout layoutOf(Operation *op) {
  Layout layout;
  if (auto scatter = dyn_cast<ReduceScatterOp>(op)) {
    layout.scatterDim = scatter.getScatterDim();
    layout.rows = inputType(op).getDimSize(layout.scatterDim) /
                  resultType(op).getDimSize(layout.scatterDim);
  }
  layout.rowElements = resultType(op).getNumElements();
  return layout;
}

BucketKey keyOf(Operation *op) {
  return TypeSwitch<Operation *, BucketKey>(op)
      .Case<AllReduceOp, ReduceScatterOp>([](auto reduction) {
        return BucketKey{reduction->getName(), reduction.getMeshAttr(),
                         reduction.getAxesAttr(), reduction.getKindAttr(),
                         reduction.getType().getElementType()};
      });
}

/// A reduction and the window of positions in its block where it could
/// stand: after `lastInput` (-1: its input comes from outside the block's
/// ops) and before `firstUse`.
struct Candidate {
  Operation *op;
  int64_t bytes = 0;
  int64_t lastInput = -1;
  int64_t firstUse = std::numeric_limits<int64_t>::max();
};

/// Reductions being gathered into one call; their windows meet where
/// lastInput < firstUse.
struct Bucket {
  SmallVector<Operation *> ops;
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
  candidateOf(Operation *op,
              const DenseMap<Operation *, int64_t> &position) const;
  void combineBlock(Block &block);
  /// The buckets worth combining in `block`, from fresh windows;
  /// reductions in `formed` (buckets already) are not taken again.
  SmallVector<Bucket> findBuckets(Block &block,
                                  const DenseSet<Operation *> &formed);
  /// Whether `bucket` is worth one call.
  bool worthCombining(const Bucket &bucket) const {
    return bucket.ops.size() > 1 && (!profile || bucket.saved > 0);
  }
  /// The seconds `candidate` saves by joining `bucket` (with no cost model:
  /// any positive number).
  double gainOfJoining(const Bucket &bucket, const Candidate &candidate);
  /// The time of moving reduction `op`'s bytes into a bucket and out again:
  /// its input read and written by a concatenate, its result by a slice,
  /// twice over when its scattered dimension must be moved first.
  double copyTime(Operation *op) const {
    double bytes = bytesOf(inputType(op)) + bytesOf(resultType(op));
    int passes = layoutOf(op).scatterDim == 0 ? 1 : 2;
    return passes * (profile->memoryTime(2 * bytes) + profile->opSeconds);
  }

  std::optional<HardwareProfile> profile;
};

} // namespace

std::optional<Candidate> CombineCollectivesPass::candidateOf(
    Operation *op, const DenseMap<Operation *, int64_t> &position) const {
  RankedTensorType type = inputType(op);
  if (!type.hasStaticShape() || type.getNumElements() == 0)
    return std::nullopt;
  Candidate candidate{op, bytesOf(type)};
  Block *block = op->getBlock();
  if (Operation *def = op->getOperand(0).getDefiningOp())
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
  CollectiveKind kind = isa<AllReduceOp>(candidate.op)
                            ? CollectiveKind::AllReduce
                            : CollectiveKind::ReduceScatter;
  auto reduce = [&](double bytes) {
    return collectiveTime(kind, bytes, group->size, group->link);
  };
  double gain =
      reduce(candidate.bytes) -
      (reduce(bucket.bytes + candidate.bytes) - reduce(bucket.bytes)) -
      copyTime(candidate.op);
  // The first member's copies are paid once a second one joins.
  if (bucket.ops.size() == 1)
    gain -= copyTime(bucket.ops.front());
  return gain;
}

/// `value` as `type` (of as many elements).
static Value reshapeTo(OpBuilder &builder, Location loc, Value value,
                       RankedTensorType type) {
  if (value.getType() == type)
    return value;
  return stablehlo::ReshapeOp::create(builder, loc, type, value);
}

/// `value` with dimension `dim` moved first (`toFront`) or back from first
/// to `dim`.
static Value moveDim(OpBuilder &builder, Location loc, Value value, int64_t dim,
                     bool toFront) {
  if (dim == 0)
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> permutation;
  for (int64_t i = 0; i < type.getRank(); ++i)
    permutation.push_back(i);
  if (toFront)
    std::rotate(permutation.begin(), permutation.begin() + dim,
                permutation.begin() + dim + 1);
  else
    std::rotate(permutation.begin(), permutation.begin() + 1,
                permutation.begin() + dim + 1);
  SmallVector<int64_t> shape;
  for (int64_t i : permutation)
    shape.push_back(type.getDimSize(i));
  return stablehlo::TransposeOp::create(
      builder, loc, RankedTensorType::get(shape, type.getElementType()), value,
      builder.getDenseI64ArrayAttr(permutation));
}

/// `type` with dimension `dim` moved first.
static RankedTensorType withDimFirst(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  std::rotate(shape.begin(), shape.begin() + dim, shape.begin() + dim + 1);
  return RankedTensorType::get(shape, type.getElementType());
}

/// Where a bucket's call goes: right after the last of its members' inputs
/// is produced.
static OpBuilder builderAfterInputs(ArrayRef<Operation *> ops) {
  Block *block = ops.front()->getBlock();
  Operation *latest = nullptr;
  for (Operation *op : ops)
    if (Operation *def = op->getOperand(0).getDefiningOp())
      if (Operation *ancestor = block->findAncestorOpInBlock(*def))
        if (!latest || latest->isBeforeInBlock(ancestor))
          latest = ancestor;
  OpBuilder builder(ops.front()->getContext());
  if (latest)
    builder.setInsertionPointAfter(latest);
  else
    builder.setInsertionPointToStart(block);
  return builder;
}

/// The bucket's one call on `flat` (rows x elements, flattened), with the
/// first member's mesh, axes and kind: each device gets `elements`.
static Value reduceBucket(OpBuilder &builder, Location loc, Operation *first,
                          Value flat, int64_t elements) {
  auto type =
      RankedTensorType::get({elements}, resultType(first).getElementType());
  return TypeSwitch<Operation *, Value>(first)
      .Case([&](AllReduceOp op) {
        return AllReduceOp::create(builder, loc, type, flat, op.getMeshAttr(),
                                   op.getAxesAttr(), op.getKindAttr());
      })
      .Case([&](ReduceScatterOp op) {
        return ReduceScatterOp::create(
            builder, loc, type, flat, op.getMeshAttr(), op.getAxesAttr(),
            op.getKindAttr(), builder.getI64IntegerAttr(0));
      });
}

/// Replaces the reductions of `ops` by one call over a bucket: each input,
/// its scattered dimension first, as rows x its row's elements, the rows
/// side by side, flattened; each result sliced back out of what the device
/// keeps. Returns the call.
static Operation *combine(ArrayRef<Operation *> ops) {
  OpBuilder builder = builderAfterInputs(ops);
  Operation *first = ops.front();
  int64_t rows = layoutOf(first).rows;
  Type element = resultType(first).getElementType();
  SmallVector<Location> locations;
  SmallVector<Value> pieces;
  int64_t total = 0;
  for (Operation *op : ops) {
    Layout layout = layoutOf(op);
    locations.push_back(op->getLoc());
    Value front = moveDim(builder, op->getLoc(), op->getOperand(0),
                          layout.scatterDim, /*toFront=*/true);
    SmallVector<int64_t> shape{layout.rowElements};
    if (rows > 1)
      shape.insert(shape.begin(), rows);
    pieces.push_back(reshapeTo(builder, op->getLoc(), front,
                               RankedTensorType::get(shape, element)));
    total += layout.rowElements;
  }
  Location loc = builder.getFusedLoc(locations);
  SmallVector<int64_t> bucketShape{total};
  if (rows > 1)
    bucketShape.insert(bucketShape.begin(), rows);
  Value bucket = stablehlo::ConcatenateOp::create(
      builder, loc, RankedTensorType::get(bucketShape, element), pieces,
      /*dimension=*/rows > 1 ? 1 : 0);
  Value flat = reshapeTo(builder, loc, bucket,
                         RankedTensorType::get({rows * total}, element));
  Value reduced = reduceBucket(builder, loc, first, flat, total);

  SmallVector<Value> results;
  int64_t offset = 0;
  for (Operation *op : ops) {
    Layout layout = layoutOf(op);
    Value slice = stablehlo::SliceOp::create(
        builder, op->getLoc(),
        RankedTensorType::get({layout.rowElements}, element), reduced,
        builder.getDenseI64ArrayAttr({offset}),
        builder.getDenseI64ArrayAttr({offset + layout.rowElements}),
        builder.getDenseI64ArrayAttr({1}));
    offset += layout.rowElements;
    Value front = reshapeTo(builder, op->getLoc(), slice,
                            withDimFirst(resultType(op), layout.scatterDim));
    results.push_back(moveDim(builder, op->getLoc(), front, layout.scatterDim,
                              /*toFront=*/false));
  }
  // Only now: the builder's insertion point may sit before a member.
  for (auto [op, result] : llvm::zip(ops, results)) {
    op->replaceAllUsesWith(ValueRange{result});
    op->erase();
  }
  return reduced.getDefiningOp();
}

SmallVector<Bucket>
CombineCollectivesPass::findBuckets(Block &block,
                                    const DenseSet<Operation *> &formed) {
  DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = static_cast<int64_t>(index);
  llvm::MapVector<BucketKey, SmallVector<Candidate>> groups;
  for (Operation &op : block)
    if (isReduction(&op) && !formed.contains(&op))
      if (std::optional<Candidate> candidate = candidateOf(&op, position))
        groups[keyOf(&op)].push_back(*candidate);

  SmallVector<Bucket> buckets;
  for (auto &[key, candidates] : groups) {
    Bucket bucket;
    for (Candidate candidate : candidates) {
      // A reduction of a member's result is a chain, not a bucket: its
      // window starts at the member, which the bucket replaces.
      bool chained = llvm::is_contained(
          bucket.ops, candidate.op->getOperand(0).getDefiningOp());
      bool meets =
          !chained && std::max(bucket.lastInput, candidate.lastInput) <
                          std::min(bucket.firstUse, candidate.firstUse);
      bool fits = bucket.bytes + candidate.bytes <= maxBucketBytes;
      double gain = bucket.ops.empty() ? 0 : gainOfJoining(bucket, candidate);
      if (!bucket.ops.empty() && (!meets || !fits || gain <= 0)) {
        if (worthCombining(bucket))
          buckets.push_back(std::move(bucket));
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
      buckets.push_back(std::move(bucket));
  }
  return buckets;
}

/// Moves the side-effect-free ops that read reductions' results, directly
/// or through each other, down to just before their own first use. A
/// reduced gradient is usually reshaped or summed over its unit dimensions
/// at once, then read only by the update at the end of the step: its
/// window would end at that first reshape. An op moved down to its first
/// user keeps every operand before it and every use after it. The inputs
/// of other reductions, and ops with no user in the block, stay.
///
/// Every destination is an op that stays: a moved op's first user may move
/// too, so destinations are found last op first, from the positions of the
/// block as it was; then each op moves once, in block order, so that a
/// chain sent to one destination keeps its order.
static void sinkReductionUsers(Block &block) {
  DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = static_cast<int64_t>(index);
  DenseSet<Value> fromReductions;
  SmallVector<Operation *> movable;
  for (Operation &op : block) {
    bool reads = llvm::any_of(op.getOperands(), [&](Value operand) {
      return fromReductions.contains(operand);
    });
    if (isReduction(&op) || (reads && !isa<OSDPDialect>(op.getDialect()) &&
                             isMemoryEffectFree(&op))) {
      fromReductions.insert(op.result_begin(), op.result_end());
      if (!isReduction(&op) && !llvm::any_of(op.getUsers(), isReduction))
        movable.push_back(&op);
    }
  }
  // The op each movable op goes before, and where that op stands.
  DenseMap<Operation *, Operation *> destination;
  auto standing = [&](Operation *op) {
    auto it = destination.find(op);
    return it == destination.end() ? op : it->second;
  };
  for (Operation *op : llvm::reverse(movable)) {
    Operation *first = nullptr;
    for (Operation *user : op->getUsers())
      if (Operation *ancestor = block.findAncestorOpInBlock(*user)) {
        Operation *stands = standing(ancestor);
        if (!first || position[stands] < position[first])
          first = stands;
      }
    if (first)
      destination[op] = first;
  }
  for (Operation *op : movable)
    if (Operation *first = destination.lookup(op))
      op->moveBefore(first);
}

/// Whether a member of `bucket` reads a result of an op of `members`, or
/// the other way round: rewriting one moves what the other's window was
/// read from.
static bool readsAcross(const Bucket &bucket,
                        const DenseSet<Operation *> &members) {
  return llvm::any_of(bucket.ops, [&](Operation *op) {
    return members.contains(op->getOperand(0).getDefiningOp()) ||
           llvm::any_of(op->getUsers(), [&](Operation *user) {
             return members.contains(user);
           });
  });
}

void CombineCollectivesPass::combineBlock(Block &block) {
  sinkReductionUsers(block);
  DenseSet<Operation *> formed;
  // Each round rewrites the buckets whose members do not read each other's
  // results; a bucket that does waits for windows read after the rewrite.
  for (SmallVector<Bucket> buckets = findBuckets(block, formed);
       !buckets.empty(); buckets = findBuckets(block, formed)) {
    DenseSet<Operation *> members;
    SmallVector<const Bucket *> round;
    for (const Bucket &bucket : buckets) {
      if (readsAcross(bucket, members))
        continue;
      members.insert(bucket.ops.begin(), bucket.ops.end());
      round.push_back(&bucket);
    }
    for (const Bucket *bucket : round) {
      numCombined += bucket->ops.size();
      ++numBuckets;
      formed.insert(combine(bucket->ops));
    }
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
    if (llvm::any_of(*block, [](Operation &op) { return isReduction(&op); }))
      blocks.push_back(block);
  });
  for (Block *block : blocks)
    combineBlock(*block);
}
