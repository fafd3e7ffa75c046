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

SmallVector<unsigned> osdp::productPieces(ArrayRef<Operation *> forward,
                                          unsigned pieces) {
  unsigned products = llvm::count_if(forward, isProduct);
  // Piece k ends after the product numbered bound(k + 1), rounded.
  auto bound = [&](unsigned k) { return (products * k + pieces / 2) / pieces; };
  SmallVector<unsigned> piece;
  unsigned seen = 0, current = 0;
  for (Operation *op : forward) {
    seen += isProduct(op);
    while (current + 1 < pieces && seen > bound(current + 1))
      ++current;
    piece.push_back(current);
  }
  return piece;
}
