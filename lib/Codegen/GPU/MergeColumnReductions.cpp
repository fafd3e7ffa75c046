//===- MergeColumnReductions.cpp - Column reductions of one loop space ----===//
//
// Implements osdp-merge-column-reductions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "ReductionKernels.h"
#include "SiblingMerges.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace osdp {
#define GEN_PASS_DEF_MERGECOLUMNREDUCTIONSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// `op` as a merge candidate if it is a reduction that
/// osdp-split-column-reductions splits, of the kind of its loop sizes and
/// iterator types (which decide the split).
std::optional<MergeCandidate> columnCandidate(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || op->getParentOfType<gpu::LaunchOp>() ||
      op->getParentOfType<scf::ParallelOp>() || !matchReduction(generic) ||
      !planColumnSplit(generic))
    return std::nullopt;
  SmallVector<int64_t> kind = generic.getStaticLoopRanges();
  for (utils::IteratorType iterator : generic.getIteratorTypesArray())
    kind.push_back(iterator == utils::IteratorType::reduction);
  return MergeCandidate{generic, kind};
}

struct MergeColumnReductionsPass
    : public osdp::impl::MergeColumnReductionsPassBase<
          MergeColumnReductionsPass> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      mergeSiblings(*block, columnCandidate, Forwarding::Forbidden);
  }
};

} // namespace
