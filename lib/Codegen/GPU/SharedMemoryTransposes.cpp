//===- SharedMemoryTransposes.cpp - Transposed reads through shared memory ===//
//
// Implements osdp-shared-memory-transposes (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "BufferViews.h"
#include "ReductionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_SHAREDMEMORYTRANSPOSESPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The side of a tile: a warp's width, so that a warp reads and writes a
/// tile's row of adjacent elements.
constexpr int64_t kTile = 32;
/// The rows of threads of a block; each thread moves kTile / kThreadRows
/// elements of each tile.
constexpr int64_t kThreadRows = 8;
/// The most shared memory a block's tiles take (a merged elementwise op
/// may read several inputs transposed): a block may have 48 KiB, and less
/// leaves room for more blocks per multiprocessor.
constexpr int64_t kMaxTileBytes = 32 * 1024;

/// The bytes of a tile of `input`'s elements.
int64_t tileBytes(OpOperand *input) {
  unsigned bits =
      getElementTypeOrSelf(input->get().getType()).getIntOrFloatBitWidth();
  return kTile * (kTile + 1) * std::max<int64_t>(1, llvm::divideCeil(bits, 8));
}

/// An elementwise op whose inputs `tiled` are contiguous along loop `row`
/// and read across loop `column`, the contiguous dimension of its outputs:
/// a warp writing adjacent outputs would read them an element per memory
/// sector.
struct TransposePlan {
  unsigned row = 0, column = 0;
  SmallVector<OpOperand *> tiled;
};

/// The loop that `input`'s last index is, if it is one other than `column`
/// and `column` indexes it elsewhere: the input is read transposed.
std::optional<unsigned> transposedRow(linalg::GenericOp op, OpOperand *input,
                                      unsigned column) {
  AffineMap map = op.getMatchingIndexingMap(input);
  if (!isa<MemRefType>(input->get().getType()) || map.getNumResults() == 0 ||
      !map.isFunctionOfDim(column) ||
      !getElementTypeOrSelf(input->get().getType()).isIntOrFloat())
    return std::nullopt;
  auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!last || last.getPosition() == column)
    return std::nullopt;
  return last.getPosition();
}

/// Whether `tiled`'s buffer is read or written through no other operand of
/// `op`: its elements come from the tile alone, and nothing overwrites them
/// between the two halves of the kernel.
bool readOnlyThere(linalg::GenericOp op, OpOperand *tiled) {
  Value base = baseBuffer(tiled->get());
  return llvm::all_of(op->getOpOperands(), [&](OpOperand &other) {
    return &other == tiled || baseBuffer(other.get()) != base;
  });
}

/// The plan for `op`, if it is an elementwise op of static shape on
/// buffers, with identity outputs whose payload reads no output, and at
/// least one input read transposed with a tile's side of both loops.
/// Inputs transposed along another loop than the first one's are read as
/// they are.
std::optional<TransposePlan> planTranspose(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() < 2 ||
      op.getNumReductionLoops() != 0 || op.hasDynamicShape() ||
      op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<scf::ParallelOp>())
    return std::nullopt;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (!op.getMatchingIndexingMap(&init).isIdentity() ||
        op.payloadUsesValueFromOperand(&init))
      return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  TransposePlan plan;
  plan.column = op.getNumLoops() - 1;
  if (ranges[plan.column] < kTile)
    return std::nullopt;
  std::optional<unsigned> row;
  int64_t bytes = 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    std::optional<unsigned> candidate = transposedRow(op, input, plan.column);
    if (!candidate || ranges[*candidate] < kTile ||
        (row && *row != *candidate) || bytes + tileBytes(input) > kMaxTileBytes)
      continue;
    if (!readOnlyThere(op, input))
      return std::nullopt;
    row = candidate;
    bytes += tileBytes(input);
    plan.tiled.push_back(input);
  }
  if (!row)
    return std::nullopt;
  plan.row = *row;
  return plan;
}

Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// Emits `body(tileRow)` for this thread's rows of a tile: `thread`, then
/// every kThreadRows-th after it. The loop counts the rows, a constant
/// number, so that it unrolls and the loads of the rows are in flight
/// together.
void forThreadRows(OpBuilder &b, Location loc, Value thread,
                   function_ref<void(OpBuilder &, Location, Value)> body) {
  scf::ForOp::create(
      b, loc, indexConstant(b, loc, 0),
      indexConstant(b, loc, kTile / kThreadRows), indexConstant(b, loc, 1),
      ValueRange{}, [&](OpBuilder &nb, Location nloc, Value k, ValueRange) {
        Value tileRow = arith::AddIOp::create(
            nb, nloc, thread,
            arith::MulIOp::create(nb, nloc, k,
                                  indexConstant(nb, nloc, kThreadRows)));
        body(nb, nloc, tileRow);
        scf::YieldOp::create(nb, nloc);
      });
}

/// Emits `body` where loop indices `ivs` of `row` and `column` are within
/// `ranges` (the last tiles may reach past them).
void ifWithin(OpBuilder &b, Location loc, ArrayRef<Value> ivs,
              ArrayRef<int64_t> ranges, ArrayRef<unsigned> dims,
              function_ref<void(OpBuilder &, Location)> body) {
  Value within;
  for (unsigned dim : dims) {
    Value below =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, ivs[dim],
                              indexConstant(b, loc, ranges[dim]));
    within = within ? arith::AndIOp::create(b, loc, within, below) : below;
  }
  scf::IfOp::create(b, loc, within, [&](OpBuilder &nb, Location nloc) {
    body(nb, nloc);
    scf::YieldOp::create(nb, nloc);
  });
}

/// The launch's block of threads for one tile: `ivs` holds the indices of
/// the loops other than the tile's, and `firstRow` and `firstColumn` the
/// tile's origin.
struct TileLaunch {
  gpu::LaunchOp launch;
  SmallVector<Value> ivs;
  Value firstRow, firstColumn;
};

/// A launch of a block of kTile x kThreadRows threads per tile of `plan`'s
/// (row, column) loops and per index of the other loops, linearised on the
/// grid's x (whose limit, unlike y's and z's, no tensor reaches), with a
/// tile of shared memory per tiled input; the insertion point is set in its
/// body.
TileLaunch launchTiles(OpBuilder &b, Location loc, linalg::GenericOp op,
                       const TransposePlan &plan) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<unsigned> others;
  SmallVector<Value> gridSizes;
  for (unsigned dim = 0; dim < op.getNumLoops(); ++dim)
    if (dim != plan.row && dim != plan.column) {
      others.push_back(dim);
      gridSizes.push_back(indexConstant(b, loc, ranges[dim]));
    }
  for (unsigned dim : {plan.row, plan.column})
    gridSizes.push_back(
        indexConstant(b, loc, llvm::divideCeil(ranges[dim], kTile)));
  // A row of padding puts a tile's column in 32 different banks.
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  SmallVector<Type> tiles = llvm::map_to_vector(plan.tiled, [&](OpOperand *in) {
    return Type(MemRefType::get({kTile, kTile + 1},
                                getElementTypeOrSelf(in->get().getType()),
                                MemRefLayoutAttrInterface{}, workgroup));
  });
  Value one = indexConstant(b, loc, 1);
  TileLaunch tile;
  tile.launch = gpu::LaunchOp::create(
      b, loc, product(b, loc, gridSizes), one, one,
      indexConstant(b, loc, kTile), indexConstant(b, loc, kThreadRows), one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange{}, tiles);
  b.setInsertionPointToStart(&tile.launch.getBody().front());
  SmallVector<Value> block =
      delinearize(b, loc, tile.launch.getBlockIds().x, gridSizes);
  tile.ivs.resize(op.getNumLoops());
  for (auto [dim, index] : llvm::zip(others, block))
    tile.ivs[dim] = index;
  Value side = indexConstant(b, loc, kTile);
  tile.firstRow = arith::MulIOp::create(b, loc, block[others.size()], side);
  tile.firstColumn = arith::MulIOp::create(b, loc, block.back(), side);
  return tile;
}

/// Replaces `op` by a kernel whose threads first copy each tiled input's
/// tile into shared memory, a warp reading kTile adjacent elements of its
/// rows, and after a barrier compute the outputs, a warp writing kTile
/// adjacent elements of a column, the tiled inputs read from the tiles.
void transposeThroughTiles(linalg::GenericOp op, const TransposePlan &plan) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  TileLaunch tile = launchTiles(b, loc, op, plan);
  ArrayRef<BlockArgument> tiles = tile.launch.getWorkgroupAttributions();
  Value x = tile.launch.getThreadIds().x;
  Value y = tile.launch.getThreadIds().y;
  SmallVector<unsigned> tiledDims{plan.row, plan.column};
  SmallVector<Value> ivs = tile.ivs;
  forThreadRows(b, loc, y, [&](OpBuilder &nb, Location nloc, Value tileRow) {
    ivs[plan.row] = arith::AddIOp::create(nb, nloc, tile.firstRow, x);
    ivs[plan.column] =
        arith::AddIOp::create(nb, nloc, tile.firstColumn, tileRow);
    ifWithin(nb, nloc, ivs, ranges, tiledDims, [&](OpBuilder &ib, Location il) {
      for (auto [input, buffer] : llvm::zip(plan.tiled, tiles)) {
        Value value =
            loadAt(ib, il, input->get(), op.getMatchingIndexingMap(input), ivs);
        memref::StoreOp::create(ib, il, value, buffer, ValueRange{tileRow, x});
      }
    });
  });
  gpu::BarrierOp::create(b, loc);
  forThreadRows(b, loc, y, [&](OpBuilder &nb, Location nloc, Value tileRow) {
    ivs[plan.row] = arith::AddIOp::create(nb, nloc, tile.firstRow, tileRow);
    ivs[plan.column] = arith::AddIOp::create(nb, nloc, tile.firstColumn, x);
    ifWithin(nb, nloc, ivs, ranges, tiledDims, [&](OpBuilder &ib, Location il) {
      DenseMap<Value, Value> known;
      for (auto [input, buffer] : llvm::zip(plan.tiled, tiles))
        known[input->get()] =
            memref::LoadOp::create(ib, il, buffer, ValueRange{x, tileRow});
      for (auto [value, init] :
           llvm::zip(bodyValuesAt(ib, il, op, ivs, known), op.getDpsInits()))
        memref::StoreOp::create(ib, il, value, init, ivs);
    });
  });
  gpu::TerminatorOp::create(b, loc);
  op->erase();
}

struct SharedMemoryTransposesPass
    : public osdp::impl::SharedMemoryTransposesPassBase<
          SharedMemoryTransposesPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, TransposePlan>> transposes;
    getOperation().walk([&](linalg::GenericOp op) {
      if (std::optional<TransposePlan> plan = planTranspose(op))
        transposes.emplace_back(op, std::move(*plan));
    });
    for (auto &[op, plan] : transposes)
      transposeThroughTiles(op, plan);
  }
};

} // namespace
