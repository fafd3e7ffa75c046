//===- AccumulateInPlace.cpp - Loop accumulators in their own buffers -----===//
//
// Implements osdp-accumulate-in-place (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
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

/// The input of `sum`, a sum over microbatches, that its output can
/// become: the earlier sum it adds to, which `sum` alone reads, at the
/// element it writes.
OpOperand *earlierSum(linalg::GenericOp sum) {
  if (!osdp::OSDPDialect::isMicrobatchSum(sum) || sum.getNumDpsInits() != 1 ||
      sum.getNumParallelLoops() != sum.getNumLoops())
    return nullptr;
  OpOperand *init = sum.getDpsInitOperand(0);
  if (!init->get().getDefiningOp<tensor::EmptyOp>() ||
      sum.payloadUsesValueFromOperand(init) ||
      !sum.getMatchingIndexingMap(init).isIdentity())
    return nullptr;
  for (OpOperand *input : sum.getDpsInputOperands()) {
    Value earlier = input->get();
    if (osdp::OSDPDialect::isMicrobatchSum(earlier.getDefiningOp()) &&
        earlier.hasOneUse() && earlier.getType() == init->get().getType() &&
        sum.getMatchingIndexingMap(input).isIdentity())
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
    // An unrolled loop's sums (osdp-split-stages), each in the buffer of
    // the one before. The marks have served: nothing after reads them.
    getOperation().walk([](linalg::GenericOp sum) {
      if (OpOperand *earlier = earlierSum(sum))
        sum.getDpsInitOperand(0)->set(earlier->get());
    });
    getOperation().walk([](linalg::GenericOp op) {
      op->removeAttr(osdp::OSDPDialect::kMicrobatchSumAttrName);
    });
  }
};

} // namespace
