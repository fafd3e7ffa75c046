//===- MergeElementwise.cpp - Elementwise ops of one loop space merged ----===//
//
// Implements osdp-merge-elementwise (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/StridedCopies.h"
#include "osdp/Codegen/GPU/Passes.h"

#include "SiblingMerges.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_MERGEELEMENTWISEPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op` is an elementwise op this pass merges: parallel loops of
/// static sizes over buffers, or none (a scalar's update, such as Adam's
/// step count and bias corrections), outside any kernel, each iteration
/// writing its own element of every output (permutation maps) without
/// reading it.
bool isElementwise(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumReductionLoops() != 0 ||
      op.hasDynamicShape() || op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<scf::ParallelOp>())
    return false;
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isPermutation() &&
           !op.payloadUsesValueFromOperand(&init);
  });
}

/// `op` as a `linalg.generic` if it is a copy between buffers (the parts
/// of a concatenation), which may then merge like any elementwise op.
linalg::GenericOp asGeneric(Operation *op) {
  auto copy = dyn_cast<linalg::CopyOp>(op);
  if (!copy || !copy.hasPureBufferSemantics() || copy.hasDynamicShape() ||
      op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<scf::ParallelOp>())
    return dyn_cast<linalg::GenericOp>(op);
  IRRewriter rewriter(op->getContext());
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, copy);
  return succeeded(generic) ? *generic : linalg::GenericOp();
}

/// `op` as a merge candidate if it is an elementwise op (or a copy that
/// will be a kernel), of the kind of its loop sizes.
std::optional<MergeCandidate> elementwiseCandidate(Operation *op) {
  linalg::GenericOp generic = asGeneric(op);
  if (!generic || !isElementwise(generic))
    return std::nullopt;
  return MergeCandidate{generic, generic.getStaticLoopRanges()};
}

struct MergeElementwisePass
    : public osdp::impl::MergeElementwisePassBase<MergeElementwisePass> {
  void runOnOperation() override {
    // The copies that will be kernels (of strided views: the parts of a
    // concatenation) are elementwise ops too.
    stridedCopiesToLinalg(getOperation(), gpuCopiesDirectly);
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      mergeSiblings(*block, elementwiseCandidate, Forwarding::Allowed);
  }
};

} // namespace
