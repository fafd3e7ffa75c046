//===- BlockReductions.cpp - Reductions as one thread block per result ----===//
//
// Implements osdp-block-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace osdp {
#define GEN_PASS_DEF_BLOCKREDUCTIONSPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The most threads a block reducing one result has.
constexpr int64_t kMaxThreads = 256;
/// A reduction of fewer elements per result stays one thread per result
/// (a warp would sit mostly idle), unless it has a single result.
constexpr int64_t kMinElementsPerBlock = 32;

/// A reduction the pass takes: `combiner` folds the value `value` the body
/// computes into the accumulator (the init's block argument).
struct Reduction {
  Operation *combiner;
  Value value;
  gpu::AllReduceOperation kind;
  TypedAttr identity;
};

/// The all-reduce kind and identity of a combining op, if it is one.
std::optional<std::pair<gpu::AllReduceOperation, TypedAttr>>
classify(Operation *op, Type type) {
  using Kind = gpu::AllReduceOperation;
  auto floatValue = [&](double value) -> TypedAttr {
    return FloatAttr::get(type, value);
  };
  double infinity = std::numeric_limits<double>::infinity();
  if (isa<arith::AddFOp>(op))
    return std::make_pair(Kind::ADD, floatValue(0));
  if (isa<arith::MulFOp>(op))
    return std::make_pair(Kind::MUL, floatValue(1));
  if (isa<arith::MaximumFOp>(op))
    return std::make_pair(Kind::MAXIMUMF, floatValue(-infinity));
  if (isa<arith::MinimumFOp>(op))
    return std::make_pair(Kind::MINIMUMF, floatValue(infinity));
  if (isa<arith::MaxNumFOp>(op))
    return std::make_pair(Kind::MAXNUMF, floatValue(-infinity));
  if (isa<arith::MinNumFOp>(op))
    return std::make_pair(Kind::MINNUMF, floatValue(infinity));
  if (isa<arith::AddIOp>(op))
    return std::make_pair(Kind::ADD, TypedAttr(IntegerAttr::get(type, 0)));
  return std::nullopt;
}

/// Matches a linalg op on buffers with reduction loops and one init of
/// f32, f64 or i32 (what the block's shuffles move), whose body ends by
/// combining one value into the accumulator, used nowhere else.
std::optional<Reduction> matchReduction(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0 || op->getNumRegions() != 1)
    return std::nullopt;
  Type type = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  if (!type.isF32() && !type.isF64() && !type.isInteger(32))
    return std::nullopt;
  Block &body = op->getRegion(0).front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  BlockArgument accumulator = op.getRegionOutputArgs()[0];
  if (!yield || yield.getNumOperands() != 1 || !accumulator.hasOneUse())
    return std::nullopt;
  Operation *combiner = yield.getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != &body ||
      combiner->getNumOperands() != 2 ||
      *accumulator.getUsers().begin() != combiner)
    return std::nullopt;
  auto kind = classify(combiner, type);
  if (!kind)
    return std::nullopt;
  Value value = combiner->getOperand(0) == accumulator
                    ? combiner->getOperand(1)
                    : combiner->getOperand(0);
  if (value == accumulator)
    return std::nullopt;
  return Reduction{combiner, value, kind->first, kind->second};
}

/// `linear` split into indices of the row-major `sizes`.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<Value> sizes) {
  SmallVector<Value> indices(sizes.size());
  for (int64_t i = static_cast<int64_t>(sizes.size()) - 1; i >= 0; --i) {
    indices[i] = arith::RemUIOp::create(b, loc, linear, sizes[i]);
    linear = arith::DivUIOp::create(b, loc, linear, sizes[i]);
  }
  return indices;
}

Value product(OpBuilder &b, Location loc, ArrayRef<Value> sizes) {
  Value result = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value size : sizes)
    result = arith::MulIOp::create(b, loc, result, size);
  return result;
}

/// The element of `operand` the loop indices `ivs` read through `map`.
Value load(OpBuilder &b, Location loc, Value operand, AffineMap map,
           ArrayRef<Value> ivs) {
  if (!isa<MemRefType>(operand.getType()))
    return operand;
  SmallVector<Value, 8> indices = *affine::expandAffineMap(b, loc, map, ivs);
  return memref::LoadOp::create(b, loc, operand, indices);
}

/// The body's value at loop indices `ivs`: its ops cloned, up to the
/// combiner, with the inputs loaded.
Value bodyValue(OpBuilder &b, Location loc, linalg::LinalgOp op,
                const Reduction &reduction, ArrayRef<Value> ivs) {
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands())
    mapping.map(
        op.getMatchingBlockArgument(input),
        load(b, loc, input->get(), op.getMatchingIndexingMap(input), ivs));
  for (Operation &inner : op->getRegion(0).front()) {
    if (&inner == reduction.combiner)
      break;
    if (auto index = dyn_cast<linalg::IndexOp>(inner))
      mapping.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(inner, mapping);
  }
  return mapping.lookupOrDefault(reduction.value);
}

/// Folds `value` into `accumulator` with the reduction's combiner.
Value combine(OpBuilder &b, const Reduction &reduction, Value accumulator,
              Value value) {
  IRMapping mapping;
  mapping.map(reduction.combiner->getOperand(0), accumulator);
  mapping.map(reduction.combiner->getOperand(1), value);
  return b.clone(*reduction.combiner, mapping)->getResult(0);
}

/// The loop sizes of `op`'s dimensions of `type` (parallel or reduction),
/// in loop order, and their positions.
void loopSizes(OpBuilder &b, Location loc, linalg::LinalgOp op,
               utils::IteratorType type, SmallVector<Value> &sizes,
               SmallVector<unsigned> &dims) {
  SmallVector<Range> ranges = op.createLoopRanges(b, loc);
  for (auto [dim, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    if (iterator == type) {
      sizes.push_back(
          getValueOrCreateConstantIndexOp(b, loc, ranges[dim].size));
      dims.push_back(dim);
    }
}

/// The number of elements each result reduces, or kDynamic.
int64_t reductionSize(linalg::LinalgOp op) {
  int64_t size = 1;
  for (auto [range, iterator] :
       llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction) {
      if (ShapedType::isDynamic(range))
        return ShapedType::kDynamic;
      size *= range;
    }
  return size;
}

/// Whether a block per result pays: enough elements per result, or one
/// result (which would otherwise be one thread's work).
bool worthBlocks(linalg::LinalgOp op) {
  int64_t size = reductionSize(op);
  return ShapedType::isDynamic(size) || size >= kMinElementsPerBlock ||
         op.getNumParallelLoops() == 0;
}

/// The threads of each block: the reduction's size up to kMaxThreads, in
/// whole warps.
int64_t threadsFor(linalg::LinalgOp op) {
  int64_t size = reductionSize(op);
  if (ShapedType::isDynamic(size))
    return kMaxThreads;
  return std::clamp<int64_t>(llvm::PowerOf2Ceil(size), 32, kMaxThreads);
}

/// Replaces `op` by a launch of one block per result element: each thread
/// folds a strided share of the reduction space, the block combines the
/// shares (gpu.all_reduce), and thread 0 folds the total into the init.
void replaceByBlocks(linalg::LinalgOp op, const Reduction &reduction) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> rowSizes, reductionSizes;
  SmallVector<unsigned> rowDims, reductionDims;
  loopSizes(b, loc, op, utils::IteratorType::parallel, rowSizes, rowDims);
  loopSizes(b, loc, op, utils::IteratorType::reduction, reductionSizes,
            reductionDims);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value threads = arith::ConstantIndexOp::create(b, loc, threadsFor(op));
  Value rows = product(b, loc, rowSizes);
  Value total = product(b, loc, reductionSizes);
  auto launch =
      gpu::LaunchOp::create(b, loc, rows, one, one, threads, one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value thread = launch.getThreadIds().x;
  SmallVector<Value> ivs(op.getNumLoops());
  for (auto [dim, index] : llvm::zip(
           rowDims, delinearize(b, loc, launch.getBlockIds().x, rowSizes)))
    ivs[dim] = index;
  Value identity = arith::ConstantOp::create(b, loc, reduction.identity);
  auto loop = scf::ForOp::create(
      b, loc, thread, total, threads, ValueRange{identity},
      [&](OpBuilder &nb, Location nloc, Value k, ValueRange partial) {
        SmallVector<Value> at(ivs);
        for (auto [dim, index] :
             llvm::zip(reductionDims, delinearize(nb, nloc, k, reductionSizes)))
          at[dim] = index;
        Value value = bodyValue(nb, nloc, op, reduction, at);
        scf::YieldOp::create(nb, nloc,
                             combine(nb, reduction, partial[0], value));
      });
  Value sum = gpu::AllReduceOp::create(
      b, loc, loop.getResult(0),
      gpu::AllReduceOperationAttr::get(b.getContext(), reduction.kind),
      /*uniform=*/true);
  // The result's indices name no reduction dimension.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (unsigned dim : reductionDims)
    ivs[dim] = zero;
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread, zero);
  auto store = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
  b.setInsertionPointToStart(&store.getThenRegion().front());
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<Value, 8> indices =
      *affine::expandAffineMap(b, loc, op.getMatchingIndexingMap(init), ivs);
  Value previous = memref::LoadOp::create(b, loc, init->get(), indices);
  memref::StoreOp::create(b, loc, combine(b, reduction, previous, sum),
                          init->get(), indices);
  b.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(b, loc);
  op->erase();
}

struct BlockReductionsPass
    : public osdp::impl::BlockReductionsPassBase<BlockReductionsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, Reduction>> reductions;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<Reduction> reduction = matchReduction(op);
          reduction && worthBlocks(op))
        reductions.emplace_back(op, *reduction);
    });
    for (auto &[op, reduction] : reductions)
      replaceByBlocks(op, reduction);
  }
};

} // namespace
