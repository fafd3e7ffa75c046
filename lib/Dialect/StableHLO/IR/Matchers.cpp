//===- Matchers.cpp - Values of a known form in StableHLO -----------------===//

#include "osdp/Dialect/StableHLO/IR/Matchers.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;

bool osdp::stablehlo::isZeros(Value value) {
  if (auto broadcast = value.getDefiningOp<BroadcastInDimOp>())
    value = broadcast.getOperand();
  return matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero());
}
