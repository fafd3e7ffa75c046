//===- ForwardPass.cpp - A training step's forward pass and its layers ----===//

#include "osdp/Transforms/Partition/ForwardPass.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/TrainingStep.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

bool osdp::isProduct(Operation *op) {
  return isa<shlo::DotGeneralOp, shlo::DotOp, shlo::ConvolutionOp>(op);
}

SmallVector<Value> osdp::readValues(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  llvm::SetVector<Value> captured;
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, captured);
  values.append(captured.begin(), captured.end());
  return values;
}

SmallVector<Value> osdp::stepLosses(func::FuncOp function) {
  SmallVector<Value> losses;
  Operation *terminator = function.getBody().front().getTerminator();
  if (std::optional<TrainingStep> step = analyzeTrainingStep(function))
    for (unsigned loss : step->losses)
      losses.push_back(terminator->getOperand(loss));
  return losses;
}

llvm::SetVector<Operation *> osdp::forwardPass(Block &body,
                                               ArrayRef<Value> losses) {
  llvm::SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.inclusive = true;
  options.omitBlockArguments = true;
  options.filter = [&](Operation *op) { return op->getBlock() == &body; };
  for (Value loss : losses)
    if (Operation *def = loss.getDefiningOp(); def && def->getBlock() == &body)
      (void)getBackwardSlice(def, &slice, options);
  llvm::SetVector<Operation *> forward;
  for (Operation &op : body)
    if (slice.contains(&op))
      forward.insert(&op);
  return forward;
}

SmallVector<Value>
osdp::microbatchLosses(shlo::WhileOp loop,
                       const llvm::SetVector<Operation *> &forward,
                       ArrayRef<Value> losses) {
  Operation *yield = loop.getBody().front().getTerminator();
  SmallVector<Value> inner;
  for (OpResult result : loop->getResults()) {
    bool read = llvm::is_contained(losses, result) ||
                llvm::any_of(result.getUsers(), [&](Operation *user) {
                  return forward.contains(user);
                });
    if (read)
      inner.push_back(yield->getOperand(result.getResultNumber()));
  }
  return inner;
}

SmallVector<unsigned>
osdp::productPieces(ArrayRef<Operation *> forward, unsigned pieces,
                    function_ref<double(Operation *)> weight) {
  // The runs of ops from one product up to the next, and their weights.
  SmallVector<unsigned> runOf;
  SmallVector<double> runWeight{0};
  bool seenProduct = false;
  for (Operation *op : forward) {
    if (isProduct(op)) {
      if (seenProduct)
        runWeight.push_back(0);
      seenProduct = true;
    }
    runWeight.back() += weight ? weight(op) : double(isProduct(op));
    runOf.push_back(runWeight.size() - 1);
  }
  double total = 0;
  for (double w : runWeight)
    total += w;
  SmallVector<unsigned> runPiece;
  double before = 0;
  for (double w : runWeight) {
    // The middle's place among the pieces, just before a boundary it lands
    // on exactly.
    double at = total > 0 ? (before + w / 2) * pieces / total * (1 - 1e-12) : 0;
    before += w;
    runPiece.push_back(std::min(pieces - 1, static_cast<unsigned>(at)));
  }
  SmallVector<unsigned> piece;
  unsigned current = 0;
  for (unsigned run : runOf)
    piece.push_back(current = std::max(current, runPiece[run]));
  return piece;
}
