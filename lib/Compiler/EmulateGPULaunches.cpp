//===- EmulateGPULaunches.cpp - gpu.launch as loops on the host -----------===//
//
// Implements osdp-emulate-gpu-launches (see Passes.td): the cuda target's
// kernels, as the launches before outlining hold them, run on the CPU so
// that their indexing, guards and block reductions can be checked against
// XLA where there is no GPU.
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_EMULATEGPULAUNCHESPASS
#include "osdp/Compiler/Passes.h.inc"
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

/// The launch's all-reduces, in order, or failure (with an error at the
/// launch) if it cannot be run as loops.
FailureOr<SmallVector<gpu::AllReduceOp>> topLevelAllReduces(gpu::LaunchOp op) {
  if (op.getAsyncToken() || !op.getAsyncDependencies().empty())
    return op.emitError("cannot emulate an asynchronous launch");
  if (!op.getBody().hasOneBlock())
    return op.emitError("cannot emulate a launch body of several blocks");
  Block &body = op.getBody().front();
  SmallVector<gpu::AllReduceOp> reduces;
  WalkResult walk = op.getBody().walk([&](Operation *inner) {
    if (isa<gpu::BarrierOp, gpu::ShuffleOp, gpu::SubgroupReduceOp>(inner)) {
      inner->emitError("cannot emulate '")
          << inner->getName() << "' in a launch";
      return WalkResult::interrupt();
    }
    auto reduce = dyn_cast<gpu::AllReduceOp>(inner);
    if (!reduce)
      return WalkResult::advance();
    if (reduce->getBlock() != &body || !reduce.getOp()) {
      reduce.emitError("cannot emulate an all-reduce nested in other ops or "
                       "with a reduction region");
      return WalkResult::interrupt();
    }
    reduces.push_back(reduce);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (reduces.empty())
    return reduces;
  for (Operation &inner : body) {
    if (&inner == reduces.back().getOperation())
      break;
    if (!isMemoryEffectFree(&inner) &&
        hasEffect<MemoryEffects::Write>(&inner)) {
      inner.emitError("cannot emulate a launch that writes memory before an "
                      "all-reduce");
      return failure();
    }
  }
  return reduces;
}

/// Emits `build(ids)` inside loops over the three dimensions of `sizes`
/// (z outermost), threading `init` through them; returns the final values.
using LoopBody =
    function_ref<SmallVector<Value>(OpBuilder &, gpu::KernelDim3, ValueRange)>;
SmallVector<Value> loopsOver(OpBuilder &b, Location loc, gpu::KernelDim3 sizes,
                             ValueRange init, LoopBody build) {
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
          (dim == 2 ? ids.z : dim == 1 ? ids.y : ids.x) = iv;
          scf::YieldOp::create(lb, loc, nest(lb, iterArgs, dim - 1));
        });
    return SmallVector<Value>(loop.getResults());
  };
  return nest(b, init, 2);
}

/// Clones the launch body's ops for one thread, up to `stop` (all of them
/// when null), with the all-reduces already computed mapped in `mapping`.
void cloneThread(OpBuilder &b, Block &body, Operation *stop,
                 IRMapping &mapping) {
  for (Operation &inner : body.without_terminator()) {
    if (&inner == stop)
      return;
    auto reduce = dyn_cast<gpu::AllReduceOp>(inner);
    if (!reduce || !mapping.contains(reduce.getResult()))
      b.clone(inner, mapping);
  }
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

/// Replaces `op` by loops over its blocks and threads.
void emulate(gpu::LaunchOp op, MutableArrayRef<gpu::AllReduceOp> reduces) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Block &body = op.getBody().front();
  gpu::KernelDim3 threads = op.getBlockSizeOperandValues();
  loopsOver(
      b, loc, op.getGridSizeOperandValues(), {},
      [&](OpBuilder &bb, gpu::KernelDim3 block, ValueRange) {
        // Each all-reduce: every thread's value, folded.
        SmallVector<Value> totals;
        for (gpu::AllReduceOp reduce : reduces) {
          Type type = reduce.getType();
          arith::AtomicRMWKind kind = reductionKind(*reduce.getOp(), type);
          Value identity = arith::getIdentityValue(kind, type, bb, loc);
          totals.push_back(loopsOver(
              bb, loc, threads, identity,
              [&](OpBuilder &tb, gpu::KernelDim3 thread, ValueRange partial) {
                IRMapping mapping;
                mapIds(op, block, thread, mapping);
                for (auto [done, total] : llvm::zip(reduces, totals))
                  mapping.map(done.getResult(), total);
                cloneThread(tb, body, reduce, mapping);
                Value value = mapping.lookup(reduce.getValue());
                return SmallVector<Value>{
                    arith::getReductionOp(kind, tb, loc, partial[0], value)};
              })[0]);
        }
        // Then every thread's whole body, with the totals.
        loopsOver(bb, loc, threads, {},
                  [&](OpBuilder &tb, gpu::KernelDim3 thread, ValueRange) {
                    IRMapping mapping;
                    mapIds(op, block, thread, mapping);
                    for (auto [reduce, total] : llvm::zip(reduces, totals))
                      mapping.map(reduce.getResult(), total);
                    cloneThread(tb, body, nullptr, mapping);
                    return SmallVector<Value>{};
                  });
        return SmallVector<Value>{};
      });
  op->erase();
}

struct EmulateGPULaunchesPass
    : public osdp::impl::EmulateGPULaunchesPassBase<EmulateGPULaunchesPass> {
  void runOnOperation() override {
    SmallVector<std::pair<gpu::LaunchOp, SmallVector<gpu::AllReduceOp>>>
        launches;
    WalkResult walk = getOperation().walk([&](gpu::LaunchOp op) {
      FailureOr<SmallVector<gpu::AllReduceOp>> reduces = topLevelAllReduces(op);
      if (failed(reduces))
        return WalkResult::interrupt();
      launches.emplace_back(op, std::move(*reduces));
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    for (auto &[op, reduces] : launches)
      emulate(op, reduces);
  }
};

} // namespace
