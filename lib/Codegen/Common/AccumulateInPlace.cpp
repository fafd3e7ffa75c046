//===- AccumulateInPlace.cpp - Loop accumulators in their own buffers -----===//
//
// Implements osdp-accumulate-in-place (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace osdp {
#define GEN_PASS_DEF_ACCUMULATEINPLACEPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;

namespace {

/// Whether `op` computes each element of its one output from the same
/// element of each input: every loop parallel, every map the identity.
bool isElementwise(linalg::GenericOp op) {
  return op.getNumDpsInits() == 1 &&
         op.getNumParallelLoops() == op.getNumLoops() &&
         llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); });
}

/// The generic that accumulates into carried value `acc` of `loop` at
/// position `i`, if its output can become `acc`.
linalg::GenericOp accumulation(scf::ForOp loop, unsigned i) {
  BlockArgument acc = loop.getRegionIterArg(i);
  if (!acc.hasOneUse())
    return {};
  auto generic = dyn_cast<linalg::GenericOp>(*acc.getUsers().begin());
  if (!generic || generic->getParentOp() != loop || !isElementwise(generic) ||
      generic->getNumResults() != 1 || !generic->hasOneUse() ||
      generic.getResult(0).getType() != acc.getType())
    return {};
  OpOperand &yielded = *generic->use_begin();
  if (yielded.getOwner() != loop.getBody()->getTerminator() ||
      yielded.getOperandNumber() != i)
    return {};
  OpOperand *init = generic.getDpsInitOperand(0);
  auto empty = init->get().getDefiningOp<tensor::EmptyOp>();
  // The payload must not read the output it is given.
  if (!empty || generic.payloadUsesValueFromOperand(init))
    return {};
  return generic;
}

/// Whether the buffer `value` gets may be chosen by a later pass: the
/// function returns it (a donated argument's buffer may take its place,
/// osdp-alias-donated-buffers) or inserts it into a larger tensor (empty
/// tensor elimination computes it in its slice), directly or reshaped.
bool hasDestination(Value value) {
  return llvm::any_of(value.getUsers(), [](Operation *user) {
    if (isa<func::ReturnOp, tensor::InsertSliceOp,
            bufferization::MaterializeInDestinationOp>(user))
      return true;
    return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp>(
               user) &&
           hasDestination(user->getResult(0));
  });
}

/// Whether `op` reads `value` last: every other reader is a loop nest
/// (which has finished when `op` starts) earlier in `op`'s block. A value
/// read from outside a loop is read again by the next iteration; one a
/// collective or a call reads may still be in flight.
bool readsLast(Operation *op, Value value) {
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    return user == op ||
           (isa<linalg::LinalgOp>(user) && user->getBlock() == op->getBlock() &&
            user->isBeforeInBlock(op));
  });
}

/// Whether `op` reads the buffer of `value` last, and another nest of its
/// block computed that buffer (not an argument's or a constant's): through
/// the reshapes that view it (a product's result, expanded back to its
/// batch dimensions), each read only on the way to `op`. A product that
/// osdp-contractions-to-blas wrote into an allocation is such a buffer.
bool ownsDyingBuffer(Operation *op, Value value) {
  if (!readsLast(op, value))
    return false;
  Operation *producer = value.getDefiningOp();
  if (isa_and_present<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(producer))
    return ownsDyingBuffer(producer, producer->getOperand(0));
  // A product osdp-contractions-to-blas computes into an allocation.
  if (auto tensor = dyn_cast_if_present<bufferization::ToTensorOp>(producer))
    return tensor.getRestrict() && tensor.getWritable() &&
           tensor.getBuffer().getDefiningOp<memref::AllocOp>() &&
           producer->getBlock() == op->getBlock();
  return isa_and_present<linalg::LinalgOp>(producer) &&
         producer->getBlock() == op->getBlock();
}

/// The input of elementwise `op` that its output can become: one that `op`
/// reads last, at the element it writes, of the output's type, whose
/// buffer another nest of the block computed (ownsDyingBuffer). Each element is
/// read before it is written, and the buffer `op` would have allocated is never
/// live beside the one it reads: a softmax's exponentials scaled into its
/// gradient, the earlier sum that a sum over microbatches adds to.
OpOperand *dyingInput(linalg::GenericOp op) {
  // A sum over microbatches stays in the chain of sums even where its
  // total is inserted into a bucket: that keeps one buffer for the chain.
  if (op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      (!osdp::OSDPDialect::isMicrobatchSum(op) &&
       hasDestination(op->getResult(0))))
    return nullptr;
  OpOperand *init = op.getDpsInitOperand(0);
  if (!init->get().getDefiningOp<tensor::EmptyOp>() ||
      op.payloadUsesValueFromOperand(init) ||
      !op.getMatchingIndexingMap(init).isIdentity())
    return nullptr;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    if (value.getType() == init->get().getType() &&
        op.getMatchingIndexingMap(input).isIdentity() &&
        llvm::count(op->getOperands(), value) == 1 &&
        ownsDyingBuffer(op, value))
      return input;
  }
  return nullptr;
}

struct AccumulateInPlacePass
    : public osdp::impl::AccumulateInPlacePassBase<AccumulateInPlacePass> {
  void runOnOperation() override {
    getOperation().walk([](scf::ForOp loop) {
      for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
        if (linalg::GenericOp generic = accumulation(loop, i))
          generic.getDpsInitOperand(0)->set(loop.getRegionIterArg(i));
    });
    // Elementwise nests in the buffer of an input they read last; an
    // unrolled loop's sums (osdp-split-stages), each in the buffer of the
    // one before, among them. The marks have served: nothing after reads
    // them.
    getOperation().walk([](linalg::GenericOp op) {
      if (OpOperand *input = dyingInput(op))
        op.getDpsInitOperand(0)->set(input->get());
    });
    getOperation().walk([](linalg::GenericOp op) {
      op->removeAttr(osdp::OSDPDialect::kMicrobatchSumAttrName);
    });
  }
};

} // namespace
