//===- CombineCollectives.cpp - Collectives in buckets --------------------===//
//
// Implements osdp-combine-collectives (see Passes.td). Every all_reduce,
// reduce_scatter and all_gather of one dimension in a block gets the window
// of positions where it could stand (after its input is produced, before
// its result is first used); collectives of one kind, reduction, element
// type, mesh and axes are taken in program order and grouped greedily
// while their windows still meet and the bucket stays worth it and small
// enough. Buckets whose members read each other's results are not
// rewritten in the same round: the windows are read again in between,
// since a rewrite moves such a member's definition and its uses.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Partition/ReductionWindows.h"

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

/// What collectives must share to be one call: the collective, mesh, axes,
/// reduction kind (none for a gather) and the element type of their buffer.
using BucketKey =
    std::tuple<OperationName, Attribute, Attribute, Attribute, Type>;

/// A collective as a bucket sees it, its split dimension (`splitDim`: the
/// scattered or gathered one) moved first. A reduce_scatter's input is
/// `rows` rows of `rowElements`: row i is what device i keeps. An
/// all_gather's result is `rows` rows of `rowElements`: row i is what
/// device i sent. An all_reduce is one row, which every device keeps.
struct Layout {
  int64_t splitDim = 0;
  int64_t rows = 1;
  int64_t rowElements = 0;
};

/// The one dimension `gather` concatenates, or -1 if it gathers several
/// (or none).
int64_t gatheredDim(AllGatherOp gather) {
  int64_t dim = -1;
  for (auto [index, axes] :
       llvm::enumerate(gather.getGatherAxes().getAsRange<AxisListAttr>()))
    if (!axes.empty()) {
      if (dim >= 0)
        return -1;
      dim = static_cast<int64_t>(index);
    }
  return dim;
}

/// The collectives a bucket takes: the reductions, and the all_gathers of
/// one dimension (how FSDP gathers parameters).
bool isCombinable(Operation *op) {
  if (auto gather = dyn_cast<AllGatherOp>(op))
    return gatheredDim(gather) >= 0;
  return isBucketReduction(op);
}

RankedTensorType inputType(Operation *op) {
  return cast<RankedTensorType>(op->getOperand(0).getType());
}

RankedTensorType resultType(Operation *op) {
  return cast<RankedTensorType>(op->getResult(0).getType());
}

Layout layoutOf(Operation *op) {
  // A device's piece: a reduction's result, a gather's input.
  RankedTensorType piece = resultType(op), whole = inputType(op);
  if (isa<AllGatherOp>(op))
    std::swap(piece, whole);
  Layout layout;
  layout.rowElements = piece.getNumElements();
  if (isa<AllReduceOp>(op))
    return layout;
  layout.splitDim =
      TypeSwitch<Operation *, int64_t>(op)
          .Case([](ReduceScatterOp scatter) {
            return int64_t(scatter.getScatterDim());
          })
          .Case([](AllGatherOp gather) { return gatheredDim(gather); });
  layout.rows =
      whole.getDimSize(layout.splitDim) / piece.getDimSize(layout.splitDim);
  return layout;
}

BucketKey keyOf(Operation *op) {
  return TypeSwitch<Operation *, BucketKey>(op)
      .Case<AllReduceOp, ReduceScatterOp>([](auto reduction) {
        return BucketKey{reduction->getName(), reduction.getMeshAttr(),
                         reduction.getAxesAttr(), reduction.getKindAttr(),
                         reduction.getType().getElementType()};
      })
      .Case([](AllGatherOp gather) {
        Attribute axes = gather.getGatherAxes()[gatheredDim(gather)];
        return BucketKey{gather->getName(), gather.getMeshAttr(), axes,
                         Attribute(), gather.getType().getElementType()};
      });
}

/// A collective and the window of positions in its block where it could
/// stand: after `lastInput` (-1: its input comes from outside the block's
/// ops) and before `firstUse`. A gather's input counts as produced by the
/// last op it needs that could not move up to the gather (hoistable: see
/// readyPosition).
struct Candidate {
  Operation *op;
  int64_t bytes = 0;
  int64_t lastInput = -1;
  int64_t firstUse = std::numeric_limits<int64_t>::max();
};

/// Collectives being grouped into one call; their windows meet where
/// lastInput < firstUse.
struct Bucket {
  SmallVector<Operation *> ops;
  /// Collectives identical to a member (same input, attributes and type)
  /// whose windows meet the bucket's, each with that member: they take the
  /// member's result rather than a second copy of it in the bucket.
  SmallVector<std::pair<Operation *, Operation *>> twins;
  int64_t bytes = 0;
  int64_t lastInput = -1;
  int64_t firstUse = std::numeric_limits<int64_t>::max();
  /// The predicted seconds saved so far (with a cost model).
  double saved = 0;
};

/// Where each op of a block stands, and how early a gather's input could
/// be ready: the input's chain of side-effect-free ops can move up to the
/// gather's new place, so only the last op it needs that must stay counts.
struct Positions {
  explicit Positions(Block &block) : block(block) {
    for (auto [index, op] : llvm::enumerate(block))
      position[&op] = static_cast<int64_t>(index);
  }

  int64_t of(Operation *op) const { return position.lookup(op); }

  /// The position after which `value` could be computed (-1: anywhere).
  int64_t readyPosition(Value value);

  Block &block;
  DenseMap<Operation *, int64_t> position;
  DenseMap<Operation *, int64_t> ready;
};

/// Whether `op` may move up to a gather that reads it: a cheap copy of its
/// operand (a broadcast, reshape, transpose, slice or conversion of a
/// parameter's shard) or a constant, reading no collective's result (which
/// may be the bucket's own). Computation stays where it is: moved up, it
/// would hold its result longer.
bool isHoistable(Operation *op) {
  auto fromCollective = [](Value operand) {
    Operation *def = operand.getDefiningOp();
    return def && isa<OSDPDialect>(def->getDialect());
  };
  return isa<stablehlo::BroadcastInDimOp, stablehlo::ReshapeOp,
             stablehlo::TransposeOp, stablehlo::SliceOp, stablehlo::ConvertOp,
             stablehlo::BitcastConvertOp, stablehlo::ConstantOp>(op) &&
         llvm::none_of(op->getOperands(), fromCollective);
}

int64_t Positions::readyPosition(Value value) {
  Operation *def = value.getDefiningOp();
  Operation *ancestor = def ? block.findAncestorOpInBlock(*def) : nullptr;
  if (!ancestor)
    return -1;
  if (ancestor != def || !isHoistable(def))
    return of(ancestor);
  auto [it, inserted] = ready.try_emplace(def, -1);
  if (!inserted)
    return it->second;
  int64_t latest = -1;
  for (Value operand : def->getOperands())
    latest = std::max(latest, readyPosition(operand));
  ready[def] = latest;
  return latest;
}

struct CombineCollectivesPass
    : public osdp::impl::CombineCollectivesPassBase<CombineCollectivesPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  std::optional<Candidate> candidateOf(Operation *op,
                                       Positions &positions) const;
  void combineBlock(Block &block);
  /// The buckets worth combining in `block`, from fresh windows (numbered
  /// in `positions`); collectives in `formed` (buckets already) are not
  /// taken again.
  SmallVector<Bucket> findBuckets(Block &block,
                                  const DenseSet<Operation *> &formed,
                                  Positions &positions);
  /// Whether `bucket` is worth one call.
  bool worthCombining(const Bucket &bucket) const {
    return bucket.ops.size() > 1 && (!profile || bucket.saved > 0);
  }
  /// The seconds `candidate` saves by joining `bucket` (with no cost model:
  /// any positive number).
  double gainOfJoining(const Bucket &bucket, const Candidate &candidate);
  /// The time of moving collective `op`'s bytes into a bucket and out
  /// again: its input read and written by a concatenate, its result by a
  /// slice, twice over when its split dimension must be moved first.
  double copyTime(Operation *op) const {
    double bytes = bytesOf(inputType(op)) + bytesOf(resultType(op));
    int passes = layoutOf(op).splitDim == 0 ? 1 : 2;
    return passes * (profile->memoryTime(2 * bytes) + profile->opSeconds);
  }

  std::optional<HardwareProfile> profile;
  /// The largest bucket of gathers in the block being combined: what its
  /// largest gather holds alone (within maxBucketBytes).
  int64_t gatherBucketBytes = 0;
};

} // namespace

std::optional<Candidate>
CombineCollectivesPass::candidateOf(Operation *op, Positions &positions) const {
  RankedTensorType type = inputType(op);
  if (!type.hasStaticShape() || type.getNumElements() == 0)
    return std::nullopt;
  // The bytes the cost model charges: a reduction's input, a gather's
  // result (also what a bucket of them holds).
  Candidate candidate{op, int64_t(classifyCollective(op)->second)};
  Block *block = op->getBlock();
  if (isa<AllGatherOp>(op))
    candidate.lastInput = positions.readyPosition(op->getOperand(0));
  else if (Operation *def = op->getOperand(0).getDefiningOp())
    if (Operation *ancestor = block->findAncestorOpInBlock(*def))
      candidate.lastInput = positions.of(ancestor);
  for (Operation *user : op->getUsers())
    if (Operation *ancestor = block->findAncestorOpInBlock(*user))
      candidate.firstUse = std::min(candidate.firstUse, positions.of(ancestor));
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
  CollectiveKind kind = classifyCollective(candidate.op)->first;
  auto call = [&](double bytes) {
    return collectiveTime(kind, bytes, group->size, group->link);
  };
  double gain = call(candidate.bytes) -
                (call(bucket.bytes + candidate.bytes) - call(bucket.bytes)) -
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

/// Where a bucket of reductions goes: right after the last of its members'
/// inputs is produced, so that the reduction starts as early as it can.
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

/// Where a bucket of gathers goes: right before the first use of any
/// member's result, so that gathered parameters are held no earlier than
/// needed. The chains of side-effect-free ops that compute the members'
/// inputs and stand after that point move up to it (readyPosition found
/// that they can). `positions` are from before this round's rewrites;
/// `hoisted` maps each op moved in this round to the op it now stands right
/// before, whose position says where it is.
static OpBuilder
builderBeforeUses(ArrayRef<Operation *> ops, const Positions &positions,
                  DenseMap<Operation *, Operation *> &hoisted) {
  Block *block = ops.front()->getBlock();
  Operation *first = nullptr;
  for (Operation *op : ops)
    for (Operation *user : op->getUsers())
      if (Operation *ancestor = block->findAncestorOpInBlock(*user))
        if (!first || positions.of(ancestor) < positions.of(first))
          first = ancestor;
  SmallVector<Operation *> chain;
  SmallVector<Value> pending;
  for (Operation *op : ops)
    pending.push_back(op->getOperand(0));
  auto standsAt = [&](Operation *op) {
    auto it = hoisted.find(op);
    return positions.of(it == hoisted.end() ? op : it->second);
  };
  DenseSet<Operation *> seen;
  while (!pending.empty()) {
    Operation *def = pending.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != block || !isHoistable(def) ||
        standsAt(def) <= positions.of(first) || !seen.insert(def).second)
      continue;
    chain.push_back(def);
    llvm::append_range(pending, def->getOperands());
  }
  llvm::sort(chain, [&](Operation *a, Operation *b) {
    return positions.of(a) < positions.of(b);
  });
  for (Operation *op : chain) {
    op->moveBefore(first);
    hoisted[op] = first;
  }
  OpBuilder builder(first);
  return builder;
}

/// The bucket's one call on `flat`, with the first member's mesh, axes and
/// kind: a reduction of rows x `elements` (flattened) of which each device
/// gets `elements`, or a gather of each device's `elements`.
static Operation *callBucket(OpBuilder &builder, Location loc, Operation *first,
                             Value flat, int64_t elements) {
  Type element = resultType(first).getElementType();
  auto type = RankedTensorType::get({elements}, element);
  return TypeSwitch<Operation *, Operation *>(first)
      .Case([&](AllReduceOp op) {
        return AllReduceOp::create(builder, loc, type, flat, op.getMeshAttr(),
                                   op.getAxesAttr(), op.getKindAttr());
      })
      .Case([&](ReduceScatterOp op) {
        return ReduceScatterOp::create(
            builder, loc, type, flat, op.getMeshAttr(), op.getAxesAttr(),
            op.getKindAttr(), builder.getI64IntegerAttr(0));
      })
      .Case([&](AllGatherOp op) {
        auto gathered =
            RankedTensorType::get({layoutOf(op).rows * elements}, element);
        Attribute axes = op.getGatherAxes()[gatheredDim(op)];
        return AllGatherOp::create(builder, loc, gathered, flat,
                                   op.getMeshAttr(),
                                   builder.getArrayAttr({axes}));
      });
}

/// `value` (rows x `elements`, or `elements` for one row) as `shape`.
static Value rowsOf(OpBuilder &builder, Location loc, Value value, int64_t rows,
                    int64_t elements) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape{elements};
  if (rows > 1)
    shape.insert(shape.begin(), rows);
  return reshapeTo(builder, loc, value,
                   RankedTensorType::get(shape, type.getElementType()));
}

/// Columns [offset, offset + elements) of `rows` (rows x columns, or one
/// row).
static Value columns(OpBuilder &builder, Location loc, Value rows,
                     int64_t offset, int64_t elements) {
  auto type = cast<RankedTensorType>(rows.getType());
  SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape());
  start.back() = offset;
  limit.back() = offset + elements;
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = elements;
  return stablehlo::SliceOp::create(
      builder, loc, RankedTensorType::get(shape, type.getElementType()), rows,
      builder.getDenseI64ArrayAttr(start), builder.getDenseI64ArrayAttr(limit),
      builder.getDenseI64ArrayAttr(SmallVector<int64_t>(type.getRank(), 1)));
}

/// Replaces the collectives of `ops` by one call over a bucket: each input,
/// its split dimension first, as its rows (one for an all_reduce or a
/// gather), the rows side by side, flattened; each result sliced back out
/// of what the device keeps (a gather's from every device's row) and
/// reshaped. Returns the call.
static Operation *combine(ArrayRef<Operation *> ops, const Positions &positions,
                          DenseMap<Operation *, Operation *> &hoisted) {
  Operation *first = ops.front();
  bool gather = isa<AllGatherOp>(first);
  OpBuilder builder = gather ? builderBeforeUses(ops, positions, hoisted)
                             : builderAfterInputs(ops);
  int64_t rows = layoutOf(first).rows;
  // A reduction's input holds every device's row, a gather's result does.
  int64_t inRows = gather ? 1 : rows, outRows = gather ? rows : 1;
  SmallVector<Location> locations;
  SmallVector<Value> pieces;
  int64_t total = 0;
  for (Operation *op : ops) {
    Layout layout = layoutOf(op);
    locations.push_back(op->getLoc());
    Value front = moveDim(builder, op->getLoc(), op->getOperand(0),
                          layout.splitDim, /*toFront=*/true);
    pieces.push_back(
        rowsOf(builder, op->getLoc(), front, inRows, layout.rowElements));
    total += layout.rowElements;
  }
  Location loc = builder.getFusedLoc(locations);
  Type element = resultType(first).getElementType();
  SmallVector<int64_t> bucketShape{total};
  if (inRows > 1)
    bucketShape.insert(bucketShape.begin(), inRows);
  auto concat = stablehlo::ConcatenateOp::create(
      builder, loc, RankedTensorType::get(bucketShape, element), pieces,
      /*dimension=*/inRows > 1 ? 1 : 0);
  // Gradients come from the whole backward pass: their bucket's buffer is
  // made here, after the last of them, not at the first (OSDPBase.td).
  if (!gather)
    concat->setAttr(OSDPDialect::kAssembleLateAttrName, builder.getUnitAttr());
  Value bucket = concat;
  Value flat = reshapeTo(builder, loc, bucket,
                         RankedTensorType::get({inRows * total}, element));
  Operation *call = callBucket(builder, loc, first, flat, total);
  Value kept = rowsOf(builder, loc, call->getResult(0), outRows, total);

  SmallVector<Value> results;
  int64_t offset = 0;
  for (Operation *op : ops) {
    Layout layout = layoutOf(op);
    Value piece =
        columns(builder, op->getLoc(), kept, offset, layout.rowElements);
    offset += layout.rowElements;
    Value front = reshapeTo(builder, op->getLoc(), piece,
                            withDimFirst(resultType(op), layout.splitDim));
    results.push_back(moveDim(builder, op->getLoc(), front, layout.splitDim,
                              /*toFront=*/false));
  }
  // Only now: the builder's insertion point may sit before a member.
  for (auto [op, result] : llvm::zip(ops, results)) {
    op->replaceAllUsesWith(ValueRange{result});
    op->erase();
  }
  return call;
}

/// The member of `bucket` that `op` repeats: the same collective of the same
/// input with the same attributes and result type. Its result is the
/// member's, so the bucket need not carry it twice.
static Operation *twinIn(const Bucket &bucket, Operation *op) {
  for (Operation *member : bucket.ops)
    if (OperationEquivalence::isEquivalentTo(
            member, op, OperationEquivalence::exactValueMatch,
            /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations))
      return member;
  return nullptr;
}

SmallVector<Bucket> CombineCollectivesPass::findBuckets(
    Block &block, const DenseSet<Operation *> &formed, Positions &positions) {
  llvm::MapVector<BucketKey, SmallVector<Candidate>> groups;
  for (Operation &op : block)
    if (isCombinable(&op) && !formed.contains(&op))
      if (std::optional<Candidate> candidate = candidateOf(&op, positions))
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
      if (Operation *member = meets ? twinIn(bucket, candidate.op) : nullptr) {
        bucket.twins.push_back({candidate.op, member});
        bucket.firstUse = std::min(bucket.firstUse, candidate.firstUse);
        continue;
      }
      bool fits =
          bucket.bytes + candidate.bytes <=
          (isa<AllGatherOp>(candidate.op) ? gatherBucketBytes : maxBucketBytes);
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

/// Whether a member of `bucket` reads a result of an op of `members`, or
/// the other way round: rewriting one moves what the other's window was
/// read from.
static bool readsAcross(const Bucket &bucket,
                        const DenseSet<Operation *> &members) {
  auto reads = [&](Operation *op) {
    return members.contains(op->getOperand(0).getDefiningOp()) ||
           llvm::any_of(op->getUsers(), [&](Operation *user) {
             return members.contains(user);
           });
  };
  return llvm::any_of(bucket.ops, reads) ||
         llvm::any_of(llvm::make_first_range(bucket.twins), reads);
}

/// The bytes of the largest gathered result in `block`.
static int64_t largestGather(Block &block) {
  int64_t largest = 0;
  for (Operation &op : block)
    if (auto gather = dyn_cast<AllGatherOp>(op))
      if (gather.getType().hasStaticShape())
        largest = std::max(largest, bytesOf(gather.getType()));
  return largest;
}

void CombineCollectivesPass::combineBlock(Block &block) {
  sinkReductionReaders(block);
  hoistReductionInputs(block, [](Operation *earlier, Operation *later) {
    return keyOf(earlier) == keyOf(later);
  });
  // Gathered parameters are held from the bucket's call to their first
  // use: a bucket no larger than the largest gather alone keeps the peak
  // near the one the program had without buckets (and the one the planner
  // reserves room for).
  gatherBucketBytes = std::min<int64_t>(maxBucketBytes, largestGather(block));
  DenseSet<Operation *> formed;
  // Each round rewrites the buckets whose members do not read each other's
  // results; a bucket that does waits for windows read after the rewrite.
  while (true) {
    Positions positions(block);
    SmallVector<Bucket> buckets = findBuckets(block, formed, positions);
    if (buckets.empty())
      break;
    DenseSet<Operation *> members;
    SmallVector<const Bucket *> round;
    for (const Bucket &bucket : buckets) {
      if (readsAcross(bucket, members))
        continue;
      members.insert(bucket.ops.begin(), bucket.ops.end());
      for (Operation *twin : llvm::make_first_range(bucket.twins))
        members.insert(twin);
      round.push_back(&bucket);
    }
    DenseMap<Operation *, Operation *> hoisted;
    for (const Bucket *bucket : round) {
      numCombined += bucket->ops.size() + bucket->twins.size();
      ++numBuckets;
      // A twin's readers read its member: the bucket goes before the
      // first of them all.
      for (auto [twin, member] : bucket->twins) {
        twin->replaceAllUsesWith(member);
        twin->erase();
      }
      formed.insert(combine(bucket->ops, positions, hoisted));
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
    if (llvm::any_of(*block, [](Operation &op) { return isCombinable(&op); }))
      blocks.push_back(block);
  });
  for (Block *block : blocks)
    combineBlock(*block);
}
