//===- BufferViews.cpp - The buffer a memref value views ------------------===//

#include "BufferViews.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

using namespace mlir;

Value osdp::baseBuffer(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    auto source = llvm::find_if(def->getOperands(), [](Value operand) {
      return isa<BaseMemRefType>(operand.getType());
    });
    if (source == def->operand_end())
      break;
    value = *source;
  }
  return value;
}
