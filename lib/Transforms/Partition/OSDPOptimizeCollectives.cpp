//===- OSDPOptimizeCollectives.cpp - Clean up osdp collectives ------------===//
//
// Local rewrites on the collectives the partitioner inserts. Each pattern
// looks at one collective and the one that produces its input; a producer
// with other users is left alone, so no communication is ever duplicated.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/Matchers.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>

namespace osdp {
#define GEN_PASS_DEF_OPTIMIZECOLLECTIVESPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {
using PerDimAxes = SmallVector<SmallVector<StringAttr>>;
} // namespace

static PerDimAxes getPerDimAxes(ArrayAttr attr) {
  PerDimAxes result;
  for (Attribute list : attr)
    result.emplace_back(cast<AxisListAttr>(list).getAxes());
  return result;
}

static ArrayAttr getPerDimAttr(MLIRContext *context, const PerDimAxes &axes) {
  SmallVector<Attribute> lists;
  for (const SmallVector<StringAttr> &dim : axes)
    lists.push_back(AxisListAttr::get(context, dim));
  return ArrayAttr::get(context, lists);
}

/// The product of the sizes of `axes` on the mesh `op` names, or nullopt if
/// the mesh cannot be found.
static std::optional<int64_t> getGroupSize(Operation *op,
                                           FlatSymbolRefAttr meshName,
                                           ArrayRef<StringAttr> axes) {
  MeshOp mesh = MeshOp::lookup(op, meshName);
  if (!mesh)
    return std::nullopt;
  for (StringAttr axis : axes)
    if (!mesh.getMesh().hasAxis(axis))
      return std::nullopt;
  return mesh.getMesh().getGroupSize(axes);
}

static SmallVector<StringAttr> flatten(const PerDimAxes &axes) {
  SmallVector<StringAttr> all;
  for (const SmallVector<StringAttr> &dim : axes)
    all.append(dim.begin(), dim.end());
  return all;
}

namespace {

/// A collective whose device groups have one device does nothing.
template <typename OpTy>
struct RemoveTrivialCollective : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    SmallVector<StringAttr> axes;
    if constexpr (std::is_same_v<OpTy, AllGatherOp>)
      axes = flatten(getPerDimAxes(op.getGatherAxes()));
    else if constexpr (std::is_same_v<OpTy, AllSliceOp>)
      axes = flatten(getPerDimAxes(op.getSliceAxes()));
    else
      axes.assign(op.getAxes().getAxes().begin(), op.getAxes().getAxes().end());
    std::optional<int64_t> size = getGroupSize(op, op.getMeshAttr(), axes);
    if (!size || *size != 1 ||
        op.getInput().getType() != op.getResult().getType())
      return rewriter.notifyMatchFailure(op, "group of more than one device");
    rewriter.replaceOp(op, op.getInput());
    return success();
  }
};

/// all_slice(all_reduce(x)) over the same axes on one dimension is
/// reduce_scatter(x); a subset of the reduced axes becomes a reduce_scatter
/// over the sliced axes followed by an all_reduce of the rest on the smaller
/// tensor.
struct FuseAllReduceAllSlice : public OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto reduce = slice.getInput().getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getMeshAttr() != slice.getMeshAttr())
      return rewriter.notifyMatchFailure(slice, "not a sliced all_reduce");
    PerDimAxes perDim = getPerDimAxes(slice.getSliceAxes());
    int64_t dim = -1;
    for (auto [d, axes] : llvm::enumerate(perDim)) {
      if (axes.empty())
        continue;
      if (dim >= 0)
        return rewriter.notifyMatchFailure(slice, "slices several dimensions");
      dim = d;
    }
    if (dim < 0)
      return rewriter.notifyMatchFailure(slice, "slices nothing");
    ArrayRef<StringAttr> reduced = reduce.getAxes().getAxes();
    ArrayRef<StringAttr> sliced = perDim[dim];
    if (!llvm::all_of(sliced, [&](StringAttr axis) {
          return llvm::is_contained(reduced, axis);
        }))
      return rewriter.notifyMatchFailure(slice, "slices unreduced axes");
    SmallVector<StringAttr> rest;
    for (StringAttr axis : reduced)
      if (!llvm::is_contained(sliced, axis))
        rest.push_back(axis);

    MLIRContext *context = rewriter.getContext();
    Value result = ReduceScatterOp::create(
        rewriter, slice.getLoc(), slice.getType(), reduce.getInput(),
        slice.getMeshAttr(), AxisListAttr::get(context, sliced),
        reduce.getKindAttr(), rewriter.getI64IntegerAttr(dim));
    if (!rest.empty())
      result = AllReduceOp::create(rewriter, slice.getLoc(), slice.getType(),
                                   result, slice.getMeshAttr(),
                                   AxisListAttr::get(context, rest),
                                   reduce.getKindAttr());
    rewriter.replaceOp(slice, result);
    rewriter.eraseOp(reduce);
    return success();
  }
};

/// all_slice(all_gather(x)) and all_gather(all_slice(x)) over the same axes
/// are x: each device keeps exactly the block it started with (or gathers
/// back the blocks of a tensor that was whole).
template <typename OuterOp, typename InnerOp>
struct CancelGatherSlice : public OpRewritePattern<OuterOp> {
  using OpRewritePattern<OuterOp>::OpRewritePattern;
  static ArrayAttr axesOf(AllGatherOp op) { return op.getGatherAxes(); }
  static ArrayAttr axesOf(AllSliceOp op) { return op.getSliceAxes(); }
  LogicalResult matchAndRewrite(OuterOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().template getDefiningOp<InnerOp>();
    if (!inner || inner.getMeshAttr() != outer.getMeshAttr() ||
        axesOf(inner) != axesOf(outer) ||
        inner.getInput().getType() != outer.getResult().getType())
      return rewriter.notifyMatchFailure(outer, "not an inverse pair");
    rewriter.replaceOp(outer, inner.getInput());
    return success();
  }
};

/// all_gather(all_gather(x)) is one all_gather: the outer op gathers the
/// axes that were major, so they come first in each dimension's list.
struct CombineAllGathers : public OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllGatherOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().getDefiningOp<AllGatherOp>();
    if (!inner || !inner->hasOneUse() ||
        inner.getMeshAttr() != outer.getMeshAttr())
      return rewriter.notifyMatchFailure(outer, "not a chain of gathers");
    PerDimAxes axes = getPerDimAxes(outer.getGatherAxes());
    PerDimAxes innerAxes = getPerDimAxes(inner.getGatherAxes());
    for (auto [d, dim] : llvm::enumerate(axes))
      dim.append(innerAxes[d].begin(), innerAxes[d].end());
    rewriter.replaceOpWithNewOp<AllGatherOp>(
        outer, outer.getType(), inner.getInput(), outer.getMeshAttr(),
        getPerDimAttr(rewriter.getContext(), axes));
    return success();
  }
};

/// all_slice(all_slice(x)) is one all_slice: the outer op slices the more
/// minor axes, so they come last in each dimension's list.
struct CombineAllSlices : public OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().getDefiningOp<AllSliceOp>();
    if (!inner || !inner->hasOneUse() ||
        inner.getMeshAttr() != outer.getMeshAttr())
      return rewriter.notifyMatchFailure(outer, "not a chain of slices");
    PerDimAxes axes = getPerDimAxes(inner.getSliceAxes());
    PerDimAxes outerAxes = getPerDimAxes(outer.getSliceAxes());
    for (auto [d, dim] : llvm::enumerate(axes))
      dim.append(outerAxes[d].begin(), outerAxes[d].end());
    rewriter.replaceOpWithNewOp<AllSliceOp>(
        outer, outer.getType(), inner.getInput(), outer.getMeshAttr(),
        getPerDimAttr(rewriter.getContext(), axes));
    return success();
  }
};

/// Whether the buffer of `value` is read after `op` (in `op`'s block),
/// directly or through slices and reshapes, which lower to views of it.
static bool isReadAfter(Value value, Operation *op) {
  Block *block = op->getBlock();
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    Operation *reader = block->findAncestorOpInBlock(*user);
    if (!reader)
      return false;
    if (op->isBeforeInBlock(reader))
      return true;
    return isa<stablehlo::SliceOp, stablehlo::ReshapeOp>(user) &&
           user->getBlock() == block && isReadAfter(user->getResult(0), op);
  });
}

/// all_slice(broadcast_in_dim(x)) that slices only dimensions the broadcast
/// adds is broadcast_in_dim(x) to the slice's type: every block of a
/// repeated value is the same block (a scatter's zeros, below).
struct SliceBroadcast : public OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto broadcast =
        slice.getInput().getDefiningOp<stablehlo::BroadcastInDimOp>();
    if (!broadcast)
      return rewriter.notifyMatchFailure(slice, "not a sliced broadcast");
    ArrayRef<int64_t> kept = broadcast.getBroadcastDimensions();
    for (auto [d, axes] : llvm::enumerate(getPerDimAxes(slice.getSliceAxes())))
      if (!axes.empty() && llvm::is_contained(kept, static_cast<int64_t>(d)))
        return rewriter.notifyMatchFailure(slice, "slices a broadcast operand");
    rewriter.replaceOpWithNewOp<stablehlo::BroadcastInDimOp>(
        slice, slice.getType(), broadcast.getOperand(), kept);
    return success();
  }
};

/// all_slice(scatter(x, indices, updates)) along the one dimension of x the
/// indices address, where each update inserts one row of it, is a scatter
/// into all_slice(x) with the indices shifted to this device's block. The
/// rows of other blocks then fall outside the local block and are skipped,
/// as the lowering (like XLA) skips updates out of bounds; the rows of this
/// block land where the slice would have kept them. The scatter then builds
/// only its block: a cross-entropy's gradient into vocabulary-split logits
/// no longer makes the whole vocabulary's gradient on every device.
struct SliceScatter : public OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto scatter = slice.getInput().getDefiningOp<stablehlo::ScatterOp>();
    if (!scatter || !scatter->hasOneUse() || scatter.getInputs().size() != 1)
      return rewriter.notifyMatchFailure(slice, "not a sliced scatter");
    std::optional<int64_t> dim = slicedRowDimension(slice, scatter);
    MeshOp mesh = MeshOp::lookup(slice, slice.getMeshAttr());
    auto indexType =
        dyn_cast<RankedTensorType>(scatter.getScatterIndices().getType());
    if (!dim || !mesh || !indexType || !indexType.hasStaticShape() ||
        !slice.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(slice, "not a slice of its rows");
    Location loc = scatter.getLoc();
    rewriter.setInsertionPoint(scatter);
    Value input = AllSliceOp::create(rewriter, loc, slice.getType(),
                                     scatter.getInputs().front(),
                                     slice.getMeshAttr(), slice.getSliceAxes());
    SmallVector<AxisListAttr> dims(
        slice.getSliceAxes().getAsRange<AxisListAttr>());
    Value offset = stablehlo::ConvertOp::create(
        rewriter, loc, RankedTensorType::get({}, indexType.getElementType()),
        emitBlockOffsets(rewriter, loc, dims, mesh.getMesh(),
                         slice.getType().getShape())[*dim]);
    Value shifted = stablehlo::SubtractOp::create(
        rewriter, loc, indexType, scatter.getScatterIndices(),
        stablehlo::BroadcastInDimOp::create(rewriter, loc, indexType, offset,
                                            ArrayRef<int64_t>{}));
    rewriter.modifyOpInPlace(scatter, [&] {
      scatter.getInputsMutable().assign(input);
      scatter.getScatterIndicesMutable().assign(shifted);
      scatter.getResult(0).setType(slice.getType());
    });
    rewriter.replaceOp(slice, scatter.getResult(0));
    return success();
  }

  /// The dimension `slice` splits, if it is the only one and the row
  /// dimension of `scatter`: the one its indices address, inserted.
  static std::optional<int64_t>
  slicedRowDimension(AllSliceOp slice, stablehlo::ScatterOp scatter) {
    auto numbers = scatter.getScatterDimensionNumbers();
    ArrayRef<int64_t> addressed = numbers.getScatterDimsToOperandDims();
    if (addressed.size() != 1 ||
        !llvm::is_contained(numbers.getInsertedWindowDims(), addressed[0]))
      return std::nullopt;
    for (auto [d, axes] : llvm::enumerate(getPerDimAxes(slice.getSliceAxes())))
      if (axes.empty() != (static_cast<int64_t>(d) != addressed[0]))
        return std::nullopt;
    return addressed[0];
  }
};

/// An all_gather issued while an identical one (the same input and
/// attributes, hence the same type) is still held takes the earlier result
/// instead: one buffer and one call where there were two, and no value held
/// longer. GPT-2's fused query-key-value projection, sharded over the model
/// axis, is sliced into its three parts, and each part's gather is the same
/// gather. A gather whose twin's buffer is already freed stays: merging would
/// hold it from the one to the other (an FSDP parameter between its forward and
/// its backward use), which is why all_gather is not left to CSE.
struct ReuseHeldGather : public OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllGatherOp gather,
                                PatternRewriter &rewriter) const override {
    for (Operation *user : gather.getInput().getUsers()) {
      auto twin = dyn_cast<AllGatherOp>(user);
      if (!twin || twin == gather || twin->getBlock() != gather->getBlock() ||
          !twin->isBeforeInBlock(gather) ||
          twin->getAttrDictionary() != gather->getAttrDictionary() ||
          !isReadAfter(twin.getResult(), gather))
        continue;
      rewriter.replaceOp(gather, twin.getResult());
      return success();
    }
    return rewriter.notifyMatchFailure(gather, "no identical gather held");
  }
};

/// A reduce_scatter of `x` along one dimension, after a reduce_scatter of
/// the same `x` over the same group along another, is an all_to_all of the
/// first one's result: each device then sends its share of the sum, a
/// group size's fraction of what the second reduction sent. GPT-2's FSDP
/// step reads one partial activation gradient split by the batch and, at
/// another reader, by the features.
struct ExchangeSecondScatter : public OpRewritePattern<ReduceScatterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceScatterOp scatter,
                                PatternRewriter &rewriter) const override {
    for (Operation *user : scatter.getInput().getUsers()) {
      auto first = dyn_cast<ReduceScatterOp>(user);
      if (!first || first->getBlock() != scatter->getBlock() ||
          !first->isBeforeInBlock(scatter) ||
          first.getMeshAttr() != scatter.getMeshAttr() ||
          first.getAxes() != scatter.getAxes() ||
          first.getKind() != scatter.getKind() ||
          first.getScatterDim() == scatter.getScatterDim())
        continue;
      rewriter.setInsertionPoint(scatter);
      rewriter.replaceOpWithNewOp<AllToAllOp>(
          scatter, scatter.getType(), first.getResult(), scatter.getMeshAttr(),
          scatter.getAxes(), scatter.getScatterDimAttr(),
          first.getScatterDimAttr());
      return success();
    }
    return rewriter.notifyMatchFailure(scatter, "no earlier scatter of x");
  }
};

/// all_reduce(all_reduce(x)) of one kind is one all_reduce over both groups.
struct CombineAllReduces : public OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllReduceOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().getDefiningOp<AllReduceOp>();
    if (!inner || !inner->hasOneUse() ||
        inner.getMeshAttr() != outer.getMeshAttr() ||
        inner.getKind() != outer.getKind())
      return rewriter.notifyMatchFailure(outer, "not a chain of reductions");
    SmallVector<StringAttr> axes(inner.getAxes().getAxes());
    for (StringAttr axis : outer.getAxes().getAxes()) {
      // Reducing twice over one axis is not a reduction over it once.
      if (llvm::is_contained(axes, axis))
        return rewriter.notifyMatchFailure(outer, "axes overlap");
      axes.push_back(axis);
    }
    rewriter.replaceOpWithNewOp<AllReduceOp>(
        outer, outer.getType(), inner.getInput(), outer.getMeshAttr(),
        AxisListAttr::get(rewriter.getContext(), axes), outer.getKindAttr());
    return success();
  }
};

/// Whether `lhs` and `rhs` are distinct sums over one group, each read by
/// one op alone: merging them then duplicates no communication.
static bool areMergeableSums(AllReduceOp lhs, AllReduceOp rhs) {
  if (!lhs || !rhs || lhs == rhs || !lhs->hasOneUse() || !rhs->hasOneUse())
    return false;
  ArrayRef<StringAttr> lhsAxes = lhs.getAxes().getAxes();
  ArrayRef<StringAttr> rhsAxes = rhs.getAxes().getAxes();
  return lhs.getKind() == ReductionKind::Sum &&
         rhs.getKind() == ReductionKind::Sum &&
         lhs.getMeshAttr() == rhs.getMeshAttr() &&
         std::is_permutation(lhsAxes.begin(), lhsAxes.end(), rhsAxes.begin(),
                             rhsAxes.end());
}

/// add(all_reduce(x), all_reduce(y)) with both sums over one group is
/// all_reduce(add(x, y)): a sum of sums is linear, so the two reductions
/// become one (the gradient of a weight used twice, e.g. a tied embedding,
/// is then reduced once). Likewise for subtract. Only when both reductions
/// feed nothing else, so no communication is duplicated.
template <typename OpTy>
struct SinkAllReduceThroughLinearOp : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto lhs = op.getLhs().template getDefiningOp<AllReduceOp>();
    auto rhs = op.getRhs().template getDefiningOp<AllReduceOp>();
    if (!areMergeableSums(lhs, rhs))
      return rewriter.notifyMatchFailure(op, "not two sums over one group");
    auto local = OpTy::create(rewriter, op.getLoc(), op.getType(),
                              lhs.getInput(), rhs.getInput());
    rewriter.replaceOpWithNewOp<AllReduceOp>(op, op.getType(), local,
                                             lhs.getMeshAttr(), lhs.getAxes(),
                                             lhs.getKindAttr());
    rewriter.eraseOp(lhs);
    rewriter.eraseOp(rhs);
    return success();
  }
};

/// (x + all_reduce(y)) + all_reduce(z), in either operand order, is
/// x + all_reduce(y + z) for two sums over one group: the reductions of a
/// chain of additions become one. The backward pass of tensor-parallel
/// attention writes this chain: the input's gradient is the residual
/// gradient plus the partial sums of the query, key and value projections,
/// each over the model axis (one reduction in place of three, a third of
/// the bytes). The local sum is formed at the outer addition, so `y` is
/// held to it where `all_reduce(y)` was; floating-point addition is
/// reassociated, as XLA's reassociation of all-reduces does.
struct ReassociateSumChain : public OpRewritePattern<stablehlo::AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(stablehlo::AddOp outer,
                                PatternRewriter &rewriter) const override {
    for (unsigned side : {0u, 1u}) {
      auto last = outer->getOperand(side).getDefiningOp<AllReduceOp>();
      auto inner =
          outer->getOperand(1 - side).getDefiningOp<stablehlo::AddOp>();
      if (!last || !inner || !inner->hasOneUse())
        continue;
      for (unsigned innerSide : {0u, 1u}) {
        auto first = inner->getOperand(innerSide).getDefiningOp<AllReduceOp>();
        if (!areMergeableSums(first, last))
          continue;
        Value rest = inner->getOperand(1 - innerSide);
        auto local =
            stablehlo::AddOp::create(rewriter, outer.getLoc(), outer.getType(),
                                     first.getInput(), last.getInput());
        auto once = AllReduceOp::create(
            rewriter, last.getLoc(), local.getType(), local, last.getMeshAttr(),
            last.getAxes(), last.getKindAttr());
        rewriter.replaceOpWithNewOp<stablehlo::AddOp>(outer, outer.getType(),
                                                      rest, once);
        rewriter.eraseOp(inner);
        rewriter.eraseOp(first);
        rewriter.eraseOp(last);
        return success();
      }
    }
    return rewriter.notifyMatchFailure(outer, "not a chain of two sums");
  }
};

/// op(all_reduce(x)) is all_reduce(op(x)) for an op that only moves or
/// negates elements (transpose, reshape, negate): the reduction then meets
/// other reductions it can merge with (see above). The element count, and so
/// the bytes communicated, is unchanged.
template <typename OpTy>
struct SinkAllReduceThroughDataMovement : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto reduce = op->getOperand(0).template getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getKind() != ReductionKind::Sum)
      return rewriter.notifyMatchFailure(op, "operand is not a sum");
    Operation *local = rewriter.clone(*op);
    local->setOperand(0, reduce.getInput());
    rewriter.replaceOpWithNewOp<AllReduceOp>(
        op, op->getResult(0).getType(), local->getResult(0),
        reduce.getMeshAttr(), reduce.getAxes(), reduce.getKindAttr());
    rewriter.eraseOp(reduce);
    return success();
  }
};

/// A loop that adds a sum over a group to an accumulator each iteration
/// (`acc += all_reduce(x)`, as gradient accumulation over microbatches
/// writes) accumulates the local values instead and reduces once, after
/// the loop: a sum of sums over one group is the sum of the local sums.
/// Only for an accumulator that starts at zero and that the loop reads
/// nowhere else.
struct SinkAllReduceOutOfAccumulation
    : public OpRewritePattern<stablehlo::WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(stablehlo::WhileOp loop,
                                PatternRewriter &rewriter) const override {
    for (unsigned k = 0; k < loop.getNumOperands(); ++k) {
      AllReduceOp reduce = accumulatedSum(loop, k);
      if (!reduce)
        continue;
      // Read before the reduction is erased.
      Location loc = reduce.getLoc();
      FlatSymbolRefAttr mesh = reduce.getMeshAttr();
      AxisListAttr axes = reduce.getAxes();
      ReductionKindAttr kind = reduce.getKindAttr();
      rewriter.replaceOp(reduce, reduce.getInput());
      rewriter.setInsertionPointAfter(loop);
      Value total = loop.getResult(k);
      auto once = AllReduceOp::create(rewriter, loc, total.getType(), total,
                                      mesh, axes, kind);
      rewriter.replaceAllUsesExcept(total, once, once);
      return success();
    }
    return rewriter.notifyMatchFailure(loop, "no accumulated sum");
  }

  /// The sum that carried value `k` of `loop` accumulates, if it is one
  /// that can move out of the loop.
  static AllReduceOp accumulatedSum(stablehlo::WhileOp loop, unsigned k) {
    Block &body = loop.getBody().front();
    BlockArgument accumulator = body.getArgument(k);
    if (!stablehlo::isZeros(loop->getOperand(k)) ||
        !loop.getCond().front().getArgument(k).use_empty() ||
        !accumulator.hasOneUse())
      return {};
    auto add = dyn_cast<stablehlo::AddOp>(*accumulator.getUsers().begin());
    if (!add || !add->hasOneUse() ||
        add->use_begin()->getOwner() != body.getTerminator() ||
        add->use_begin()->getOperandNumber() != k)
      return {};
    Value other = add.getLhs() == accumulator ? add.getRhs() : add.getLhs();
    auto reduce = other.getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() ||
        reduce.getKind() != ReductionKind::Sum)
      return {};
    return reduce;
  }
};

struct OSDPOptimizeCollectivesPass
    : public osdp::impl::OptimizeCollectivesPassBase<
          OSDPOptimizeCollectivesPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns
        .add<RemoveTrivialCollective<AllGatherOp>,
             RemoveTrivialCollective<AllSliceOp>,
             RemoveTrivialCollective<AllReduceOp>,
             RemoveTrivialCollective<ReduceScatterOp>,
             RemoveTrivialCollective<AllToAllOp>,
             RemoveTrivialCollective<CollectivePermuteOp>,
             FuseAllReduceAllSlice, CancelGatherSlice<AllSliceOp, AllGatherOp>,
             CancelGatherSlice<AllGatherOp, AllSliceOp>, CombineAllGathers,
             CombineAllSlices, SliceBroadcast, SliceScatter, CombineAllReduces,
             ReuseHeldGather, ExchangeSecondScatter,
             SinkAllReduceThroughLinearOp<stablehlo::AddOp>,
             SinkAllReduceThroughLinearOp<stablehlo::SubtractOp>,
             ReassociateSumChain,
             SinkAllReduceThroughDataMovement<stablehlo::TransposeOp>,
             SinkAllReduceThroughDataMovement<stablehlo::ReshapeOp>,
             SinkAllReduceThroughDataMovement<stablehlo::NegOp>,
             SinkAllReduceOutOfAccumulation>(context);
    // The folders of the collectives remove the ones over no axes.
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
