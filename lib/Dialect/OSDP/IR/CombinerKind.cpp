//===- CombinerKind.cpp - The reduction a combiner region computes --------===//

#include "osdp/Dialect/OSDP/IR/CombinerKind.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace osdp;

std::optional<ReductionKind> osdp::getCombinerKind(Region &region) {
  if (region.empty())
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return std::nullopt;
  Operation &op = block.front();
  Operation *terminator = block.getTerminator();
  if (op.getNumOperands() != 2 || op.getNumResults() != 1 ||
      !llvm::is_contained(op.getOperands(), block.getArgument(0)) ||
      !llvm::is_contained(op.getOperands(), block.getArgument(1)) ||
      terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != op.getResult(0))
    return std::nullopt;
  return llvm::StringSwitch<std::optional<ReductionKind>>(
             op.getName().getStringRef())
      .Case("stablehlo.add", ReductionKind::Sum)
      .Case("stablehlo.multiply", ReductionKind::Prod)
      .Case("stablehlo.minimum", ReductionKind::Min)
      .Case("stablehlo.maximum", ReductionKind::Max)
      .Case("stablehlo.and", ReductionKind::And)
      .Case("stablehlo.or", ReductionKind::Or)
      .Case("stablehlo.xor", ReductionKind::Xor)
      .Default(std::nullopt);
}
