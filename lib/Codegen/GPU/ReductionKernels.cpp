//===- ReductionKernels.cpp - Reductions as blocks of threads -------------===//

#include "ReductionKernels.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace osdp;

namespace {

/// The most threads a block reducing one result has.
constexpr int64_t kMaxThreads = 256;
/// A reduction of fewer elements per result stays one thread per result
/// (a warp would sit mostly idle), unless it has a single result.
constexpr int64_t kMinElementsPerBlock = 32;

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

/// The rows each thread of the first pass folds: a warp's 32 threads then
/// read 32 adjacent columns of each of 32 rows, and the partial results
/// take a 32nd of the input's memory.
constexpr int64_t kRowsPerChunk = 32;
/// The fewest columns along the contiguous dimension: one warp's worth.
constexpr int64_t kMinColumns = 32;

/// How the threads of a warp, which take adjacent values of `column` (the
/// op's last parallel loop, thread x once tiled), read `input`: adjacent
/// elements, when its last index is `column`; one element, when no index
/// depends on it (a per-row operand such as a norm's mean); or elements
/// apart.
enum class Access { Adjacent, Same, Apart };
Access accessOf(linalg::LinalgOp op, OpOperand *input, unsigned column) {
  AffineMap map = op.getMatchingIndexingMap(input);
  if (!isa<MemRefType>(input->get().getType()) || !map.isFunctionOfDim(column))
    return Access::Same;
  auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
  return last && last.getPosition() == column ? Access::Adjacent
                                              : Access::Apart;
}

/// How `op` reduces into its init `index`: its element type is one the
/// shuffles move, and the yield's value at `index` combines the init's
/// block argument, used nowhere else, with a value of the body.
std::optional<Reduction> matchInit(linalg::LinalgOp op, unsigned index) {
  Type type = getElementTypeOrSelf(op.getDpsInits()[index].getType());
  if (!type.isF32() && !type.isF64() && !type.isInteger(32))
    return std::nullopt;
  Block &body = op->getRegion(0).front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  BlockArgument accumulator = op.getRegionOutputArgs()[index];
  if (!yield || !accumulator.hasOneUse())
    return std::nullopt;
  Operation *combiner = yield.getOperand(index).getDefiningOp();
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
  return Reduction{combiner, kind->first, kind->second};
}

} // namespace

std::optional<SmallVector<Reduction>>
osdp::matchReductions(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() == 0 ||
      op.getNumReductionLoops() == 0 || op->getNumRegions() != 1)
    return std::nullopt;
  SmallVector<Reduction> reductions;
  for (unsigned index = 0; index < op.getNumDpsInits(); ++index) {
    std::optional<Reduction> reduction = matchInit(op, index);
    if (!reduction)
      return std::nullopt;
    reductions.push_back(*reduction);
  }
  return reductions;
}

std::optional<Reduction> osdp::matchReduction(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1)
    return std::nullopt;
  std::optional<SmallVector<Reduction>> reductions = matchReductions(op);
  if (!reductions)
    return std::nullopt;
  return reductions->front();
}

bool osdp::worthBlocks(linalg::LinalgOp op) {
  int64_t size = reductionSize(op);
  return ShapedType::isDynamic(size) || size >= kMinElementsPerBlock ||
         op.getNumParallelLoops() == 0;
}

std::optional<ColumnSplit> osdp::planColumnSplit(linalg::LinalgOp op) {
  if (op.hasDynamicShape())
    return std::nullopt;
  ColumnSplit split;
  op.getParallelDims(split.columnDims);
  op.getReductionDims(split.rowDims);
  if (split.columnDims.empty())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned column = split.columnDims.back();
  if (ranges[column] < kMinColumns)
    return std::nullopt;
  bool adjacent = false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Access access = accessOf(op, input, column);
    if (access == Access::Apart)
      return std::nullopt;
    adjacent |= access == Access::Adjacent;
  }
  if (!adjacent)
    return std::nullopt;
  for (unsigned dim : split.columnDims)
    split.columnSizes.push_back(ranges[dim]);
  for (unsigned dim : split.rowDims) {
    split.rowSizes.push_back(ranges[dim]);
    split.rows *= ranges[dim];
  }
  split.rowsPerChunk = kRowsPerChunk;
  split.chunks = llvm::divideCeil(split.rows, kRowsPerChunk);
  if (split.chunks < 2)
    return std::nullopt;
  return split;
}

int64_t osdp::threadsFor(linalg::LinalgOp op) {
  int64_t size = reductionSize(op);
  if (ShapedType::isDynamic(size))
    return kMaxThreads;
  return std::clamp<int64_t>(llvm::PowerOf2Ceil(size), 32, kMaxThreads);
}

void osdp::loopSizes(OpBuilder &b, Location loc, linalg::LinalgOp op,
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

Value osdp::loadAt(OpBuilder &b, Location loc, Value operand, AffineMap map,
                   ArrayRef<Value> ivs) {
  if (!isa<MemRefType>(operand.getType()))
    return operand;
  SmallVector<Value, 8> indices = *affine::expandAffineMap(b, loc, map, ivs);
  return memref::LoadOp::create(b, loc, operand, indices);
}

SmallVector<Value> osdp::delinearize(OpBuilder &b, Location loc, Value linear,
                                     ArrayRef<Value> sizes) {
  SmallVector<Value> indices(sizes.size());
  for (int64_t i = static_cast<int64_t>(sizes.size()) - 1; i > 0; --i) {
    indices[i] = arith::RemUIOp::create(b, loc, linear, sizes[i]);
    linear = arith::DivUIOp::create(b, loc, linear, sizes[i]);
  }
  // What is left of an index within the product is within the first size.
  if (!indices.empty())
    indices[0] = linear;
  return indices;
}

Value osdp::product(OpBuilder &b, Location loc, ArrayRef<Value> sizes) {
  Value result = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value size : sizes)
    result = arith::MulIOp::create(b, loc, result, size);
  return result;
}

SmallVector<Value> osdp::bodyValuesAt(OpBuilder &b, Location loc,
                                      linalg::LinalgOp op, ArrayRef<Value> ivs,
                                      const DenseMap<Value, Value> &known,
                                      ValueRange accumulators) {
  IRMapping mapping;
  for (auto [argument, value] :
       llvm::zip(op.getRegionOutputArgs(), accumulators))
    mapping.map(argument, value);
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = known.lookup(input->get());
    if (!value)
      value =
          loadAt(b, loc, input->get(), op.getMatchingIndexingMap(input), ivs);
    mapping.map(op.getMatchingBlockArgument(input), value);
  }
  Block &body = op->getRegion(0).front();
  for (Operation &inner : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner))
      mapping.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(inner, mapping);
  }
  return llvm::map_to_vector(
      body.getTerminator()->getOperands(),
      [&](Value value) { return mapping.lookupOrDefault(value); });
}

Value osdp::combine(OpBuilder &b, const Reduction &reduction, Value accumulator,
                    Value value) {
  IRMapping mapping;
  mapping.map(reduction.combiner->getOperand(0), accumulator);
  mapping.map(reduction.combiner->getOperand(1), value);
  return b.clone(*reduction.combiner, mapping)->getResult(0);
}

RowLaunch osdp::launchRows(OpBuilder &b, Location loc, linalg::LinalgOp op,
                           int64_t threads) {
  SmallVector<Value> rowsSizes;
  SmallVector<unsigned> rowsDims;
  loopSizes(b, loc, op, utils::IteratorType::parallel, rowsSizes, rowsDims);
  RowLaunch row;
  loopSizes(b, loc, op, utils::IteratorType::reduction, row.elementSizes,
            row.elementDims);
  row.rowElements = product(b, loc, row.elementSizes);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  row.threads = arith::ConstantIndexOp::create(b, loc, threads);
  row.launch = gpu::LaunchOp::create(b, loc, product(b, loc, rowsSizes), one,
                                     one, row.threads, one, one);
  b.setInsertionPointToStart(&row.launch.getBody().front());
  row.thread = row.launch.getThreadIds().x;
  row.ivs.resize(op.getNumLoops());
  for (auto [dim, index] :
       llvm::zip(rowsDims,
                 delinearize(b, loc, row.launch.getBlockIds().x, rowsSizes)))
    row.ivs[dim] = index;
  return row;
}

scf::ForOp osdp::forThreadShare(OpBuilder &b, Location loc,
                                const RowLaunch &row, ValueRange init,
                                RowElementBody body) {
  return scf::ForOp::create(
      b, loc, row.thread, row.rowElements, row.threads, init,
      [&](OpBuilder &nb, Location nloc, Value k, ValueRange carried) {
        SmallVector<Value> at(row.ivs);
        for (auto [dim, index] : llvm::zip(
                 row.elementDims, delinearize(nb, nloc, k, row.elementSizes)))
          at[dim] = index;
        scf::YieldOp::create(nb, nloc, body(nb, nloc, at, carried));
      });
}

SmallVector<Value> osdp::threadShares(OpBuilder &b, Location loc,
                                      linalg::LinalgOp op,
                                      ArrayRef<Reduction> reductions,
                                      const RowLaunch &row,
                                      const DenseMap<Value, Value> &known) {
  auto identities = llvm::map_to_vector(reductions, [&](const Reduction &r) {
    return Value(arith::ConstantOp::create(b, loc, r.identity));
  });
  scf::ForOp loop =
      forThreadShare(b, loc, row, identities,
                     [&](OpBuilder &nb, Location nloc, ArrayRef<Value> at,
                         ValueRange partial) {
                       return bodyValuesAt(nb, nloc, op, at, known, partial);
                     });
  return SmallVector<Value>(loop.getResults());
}

Value osdp::threadShare(OpBuilder &b, Location loc, linalg::LinalgOp op,
                        const Reduction &reduction, const RowLaunch &row,
                        const DenseMap<Value, Value> &known) {
  return threadShares(b, loc, op, reduction, row, known).front();
}
