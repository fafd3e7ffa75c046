//===- EmulateGPULaunches.cpp - gpu.launch as loops on the host -----------===//
//
// Implements osdp-emulate-gpu-launches (see Passes.td): the cuda target's
// kernels, as the launches before outlining hold them, run on the CPU so
// that their indexing, guards and block reductions can be checked against
// XLA where there is no GPU.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace osdp {
#define GEN_PASS_DEF_EMULATEGPULAUNCHESPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The arith reduction that folds values as `kind` combines them.
arith::AtomicRMWKind reductionKind(gpu::AllReduceOperation kind, Type type) {
  using Kind = gpu::AllReduceOperation;
  using R = arith::AtomicRMWKind;
  bool isFloat = isa<FloatType>(type);
  switch (kind) {
  case Kind::ADD:
    return isFloat ? R::addf : R::addi;
  case Kind::MUL:
    return isFloat ? R::mulf : R::muli;
  case Kind::MINUI:
    return R::minu;
  case Kind::MINSI:
    return R::mins;
  case Kind::MAXUI:
    return R::maxu;
  case Kind::MAXSI:
    return R::maxs;
  case Kind::MINNUMF:
    return R::minnumf;
  case Kind::MAXNUMF:
    return R::maxnumf;
  case Kind::MINIMUMF:
    return R::minimumf;
  case Kind::MAXIMUMF:
    return R::maximumf;
  case Kind::AND:
    return R::andi;
  case Kind::OR:
    return R::ori;
  case Kind::XOR:
    return R::xori;
  }
  llvm_unreachable("unknown all-reduce operation");
}

/// Whether the launch's workgroup buffers are only loaded from and stored
/// to (the emulation gives them buffers without their memory space, which
/// a view's type would keep); an error at the first other use if not.
LogicalResult checkWorkgroupBuffers(gpu::LaunchOp op) {
  if (op.getNumPrivateAttributions() != 0)
    return op.emitError("cannot emulate private memory attributions");
  for (BlockArgument buffer : op.getWorkgroupAttributions())
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      auto load = dyn_cast<memref::LoadOp>(user);
      auto store = dyn_cast<memref::StoreOp>(user);
      if ((load && load.getMemRef() == buffer) ||
          (store && store.getMemRef() == buffer))
        continue;
      return user->emitError("cannot emulate a use of workgroup memory "
                             "other than a load or a store");
    }
  return success();
}

/// The launch's synchronisations, in order: the all-reduces and barriers
/// at the top of its body; or failure (with an error at the launch or the
/// op) if it cannot be run as loops.
FailureOr<SmallVector<Operation *>> topLevelSyncs(gpu::LaunchOp op) {
  if (op.getAsyncToken() || !op.getAsyncDependencies().empty())
    return op.emitError("cannot emulate an asynchronous launch");
  if (!op.getBody().hasOneBlock())
    return op.emitError("cannot emulate a launch body of several blocks");
  if (failed(checkWorkgroupBuffers(op)))
    return failure();
  Block &body = op.getBody().front();
  SmallVector<Operation *> syncs;
  WalkResult walk = op.getBody().walk([&](Operation *inner) {
    if (isa<gpu::ShuffleOp, gpu::SubgroupReduceOp>(inner)) {
      inner->emitError("cannot emulate '")
          << inner->getName() << "' in a launch";
      return WalkResult::interrupt();
    }
    if (isa<gpu::BarrierOp>(inner) && inner->getBlock() != &body) {
      inner->emitError("cannot emulate a barrier nested in other ops");
      return WalkResult::interrupt();
    }
    auto reduce = dyn_cast<gpu::AllReduceOp>(inner);
    if (reduce && (reduce->getBlock() != &body || !reduce.getOp())) {
      reduce.emitError("cannot emulate an all-reduce nested in other ops or "
                       "with a reduction region");
      return WalkResult::interrupt();
    }
    if (isa<gpu::AllReduceOp, gpu::BarrierOp>(inner))
      syncs.push_back(inner);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return syncs;
}

/// Emits `build(ids)` inside loops over the three dimensions of `sizes`
/// (z outermost), threading `init` through them; returns the final values.
/// With `descending`, the ids count down: the threads of a block run last
/// to first, so that a thread reading, without a barrier, what thread 0
/// writes in the same segment (a race on a GPU) reads it unwritten here
/// too.
using LoopBody =
    function_ref<SmallVector<Value>(OpBuilder &, gpu::KernelDim3, ValueRange)>;
SmallVector<Value> loopsOver(OpBuilder &b, Location loc, gpu::KernelDim3 sizes,
                             ValueRange init, LoopBody build,
                             bool descending = false) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  gpu::KernelDim3 ids;
  std::function<SmallVector<Value>(OpBuilder &, ValueRange, int)> nest =
      [&](OpBuilder &nb, ValueRange carried, int dim) -> SmallVector<Value> {
    if (dim < 0)
      return build(nb, ids, carried);
    Value size = dim == 2 ? sizes.z : dim == 1 ? sizes.y : sizes.x;
    auto loop = scf::ForOp::create(
        nb, loc, zero, size, one, carried,
        [&](OpBuilder &lb, Location, Value iv, ValueRange iterArgs) {
          if (descending)
            iv = arith::SubIOp::create(
                lb, loc, arith::SubIOp::create(lb, loc, size, one), iv);
          (dim == 2 ? ids.z : dim == 1 ? ids.y : ids.x) = iv;
          scf::YieldOp::create(lb, loc, nest(lb, iterArgs, dim - 1));
        });
    return SmallVector<Value>(loop.getResults());
  };
  return nest(b, init, 2);
}

/// Maps the launch's block and thread ids and sizes for one thread.
void mapIds(gpu::LaunchOp op, gpu::KernelDim3 block, gpu::KernelDim3 thread,
            IRMapping &mapping) {
  auto map = [&](gpu::KernelDim3 from, gpu::KernelDim3 to) {
    mapping.map(from.x, to.x);
    mapping.map(from.y, to.y);
    mapping.map(from.z, to.z);
  };
  map(op.getBlockIds(), block);
  map(op.getThreadIds(), thread);
  map(op.getGridSize(), op.getGridSizeOperandValues());
  map(op.getBlockSize(), op.getBlockSizeOperandValues());
}

/// The launch body split at its synchronisations (all-reduces and
/// barriers): segment i holds the ops between synchronisation i - 1 and
/// synchronisation i, the last one those after the last. Every thread runs
/// a segment before any runs the next, so what a thread computes in one
/// segment and uses in a later one is kept: a scalar in an array indexed by
/// thread, a pure op's other results (a subview) by computing the op again.
struct Segments {
  SmallVector<Operation *> ends;
  SmallVector<SmallVector<Operation *>> ops;
  /// The scalars used in a later segment than theirs, with their segment.
  llvm::MapVector<Value, unsigned> spilled;
  /// The pure ops computed again in later segments, with their segment.
  llvm::MapVector<Operation *, unsigned> recomputed;
};

/// Keeps `value`, defined in the launch `body` and used in a later segment
/// than its own, for the later segments (see Segments).
LogicalResult keepForLater(Value value, Block &body,
                           const DenseMap<Operation *, unsigned> &segmentOf,
                           Segments &segments) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != &body || isa<gpu::AllReduceOp>(def))
    return success(); // the launch's ids, values from outside, totals
  unsigned segment = segmentOf.lookup(def);
  if (value.getType().isIntOrIndexOrFloat()) {
    segments.spilled.insert({value, segment});
    return success();
  }
  if (!isPure(def))
    return def->emitError("cannot emulate a launch that uses a result of ")
           << def->getName()
           << ", neither a scalar nor pure, past a synchronisation";
  if (!segments.recomputed.insert({def, segment}).second)
    return success();
  for (Value operand : def->getOperands())
    if (failed(keepForLater(operand, body, segmentOf, segments)))
      return failure();
  return success();
}

FailureOr<Segments> splitAtSyncs(gpu::LaunchOp op,
                                 SmallVector<Operation *> syncs) {
  Block &body = op.getBody().front();
  Segments segments;
  segments.ends = std::move(syncs);
  segments.ops.emplace_back();
  DenseMap<Operation *, unsigned> segmentOf;
  for (Operation &inner : body.without_terminator()) {
    segmentOf[&inner] = segments.ops.size() - 1;
    if (isa<gpu::AllReduceOp, gpu::BarrierOp>(inner))
      segments.ops.emplace_back();
    else
      segments.ops.back().push_back(&inner);
  }
  for (Operation &inner : body.without_terminator())
    for (Value result : inner.getResults())
      for (Operation *user : result.getUsers())
        if (Operation *top = body.findAncestorOpInBlock(*user);
            top && segmentOf.lookup(top) > segmentOf.lookup(&inner) &&
            failed(keepForLater(result, body, segmentOf, segments)))
          return failure();
  // Computed again in program order.
  auto recomputed = segments.recomputed.takeVector();
  llvm::sort(recomputed, [](const auto &a, const auto &b) {
    return a.first->isBeforeInBlock(b.first);
  });
  for (auto &entry : recomputed)
    segments.recomputed.insert(entry);
  return segments;
}

/// `thread`'s index among the block's `threads`, x fastest.
Value linearThread(OpBuilder &b, Location loc, gpu::KernelDim3 thread,
                   gpu::KernelDim3 threads) {
  Value zy = arith::AddIOp::create(
      b, loc, thread.y, arith::MulIOp::create(b, loc, threads.y, thread.z));
  return arith::AddIOp::create(b, loc, thread.x,
                               arith::MulIOp::create(b, loc, threads.x, zy));
}

/// Emits one thread's run of segment `i`, folding the value of its
/// all-reduce, if it ends in one, into `partial`. `shared` holds what every
/// thread of the block sees alike: the totals of the earlier all-reduces,
/// the workgroup buffers.
SmallVector<Value> emitSegment(OpBuilder &b, gpu::LaunchOp op,
                               const Segments &segments, unsigned i,
                               const DenseMap<Value, Value> &shared,
                               const DenseMap<Value, Value> &arrays,
                               gpu::KernelDim3 block, gpu::KernelDim3 thread,
                               ValueRange partial) {
  Location loc = op.getLoc();
  IRMapping mapping;
  mapIds(op, block, thread, mapping);
  for (auto [value, replacement] : shared)
    mapping.map(value, replacement);
  Value linear = linearThread(b, loc, thread, op.getBlockSizeOperandValues());
  for (auto [value, segment] : segments.spilled)
    if (segment < i)
      mapping.map(value,
                  memref::LoadOp::create(b, loc, arrays.at(value), linear));
  for (auto [again, segment] : segments.recomputed)
    if (segment < i)
      b.clone(*again, mapping);
  for (Operation *inner : segments.ops[i])
    b.clone(*inner, mapping);
  for (auto [value, segment] : segments.spilled)
    if (segment == i)
      memref::StoreOp::create(b, loc, mapping.lookup(value), arrays.at(value),
                              linear);
  auto reduce = i < segments.ends.size()
                    ? dyn_cast<gpu::AllReduceOp>(segments.ends[i])
                    : gpu::AllReduceOp();
  if (!reduce)
    return {};
  arith::AtomicRMWKind kind = reductionKind(*reduce.getOp(), reduce.getType());
  return {arith::getReductionOp(kind, b, loc, partial[0],
                                mapping.lookup(reduce.getValue()))};
}

/// Buffers for the launch's workgroup attributions, without their memory
/// space: the blocks run one after another, so one buffer serves them all.
DenseMap<Value, Value> allocWorkgroupBuffers(OpBuilder &b, gpu::LaunchOp op) {
  DenseMap<Value, Value> buffers;
  for (BlockArgument buffer : op.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(buffer.getType());
    buffers[buffer] = memref::AllocOp::create(
        b, op.getLoc(),
        MemRefType::get(type.getShape(), type.getElementType()));
  }
  return buffers;
}

/// Replaces `op` by loops over its blocks and, inside each, for each
/// segment of its body, over its threads; a segment that ends in an
/// all-reduce folds the threads' values with its operation, and the later
/// segments see the total.
void emulate(gpu::LaunchOp op, const Segments &segments) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  gpu::KernelDim3 threads = op.getBlockSizeOperandValues();
  Value count = arith::MulIOp::create(
      b, loc, threads.x, arith::MulIOp::create(b, loc, threads.y, threads.z));
  DenseMap<Value, Value> arrays;
  for (auto [value, segment] : segments.spilled)
    arrays[value] = memref::AllocOp::create(
        b, loc, MemRefType::get({ShapedType::kDynamic}, value.getType()),
        ValueRange{count});
  DenseMap<Value, Value> workgroup = allocWorkgroupBuffers(b, op);
  auto emitBlock = [&](OpBuilder &bb, gpu::KernelDim3 block, ValueRange) {
    DenseMap<Value, Value> shared = workgroup;
    for (unsigned i = 0; i < segments.ops.size(); ++i) {
      auto reduce = i < segments.ends.size()
                        ? dyn_cast<gpu::AllReduceOp>(segments.ends[i])
                        : gpu::AllReduceOp();
      SmallVector<Value> init;
      if (reduce)
        init.push_back(arith::getIdentityValue(
            reductionKind(*reduce.getOp(), reduce.getType()), reduce.getType(),
            bb, loc));
      SmallVector<Value> folded = loopsOver(
          bb, loc, threads, init,
          [&](OpBuilder &tb, gpu::KernelDim3 thread, ValueRange partial) {
            return emitSegment(tb, op, segments, i, shared, arrays, block,
                               thread, partial);
          },
          /*descending=*/true);
      if (reduce)
        shared[reduce.getResult()] = folded.front();
    }
    return SmallVector<Value>{};
  };
  loopsOver(b, loc, op.getGridSizeOperandValues(), {}, emitBlock);
  for (auto [value, segment] : segments.spilled)
    memref::DeallocOp::create(b, loc, arrays[value]);
  for (BlockArgument attribution : op.getWorkgroupAttributions())
    memref::DeallocOp::create(b, loc, workgroup[attribution]);
  op->erase();
}

struct EmulateGPULaunchesPass
    : public osdp::impl::EmulateGPULaunchesPassBase<EmulateGPULaunchesPass> {
  void runOnOperation() override {
    SmallVector<std::pair<gpu::LaunchOp, Segments>> launches;
    WalkResult walk = getOperation().walk([&](gpu::LaunchOp op) {
      FailureOr<SmallVector<Operation *>> syncs = topLevelSyncs(op);
      if (failed(syncs))
        return WalkResult::interrupt();
      FailureOr<Segments> segments = splitAtSyncs(op, std::move(*syncs));
      if (failed(segments))
        return WalkResult::interrupt();
      launches.emplace_back(op, std::move(*segments));
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    for (auto &[op, segments] : launches)
      emulate(op, segments);
  }
};

} // namespace
