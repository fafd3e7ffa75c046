//===- BlockOrder.cpp - Where values are read, in a block's order ---------===//

#include "osdp/Utils/BlockOrder.h"

#include "mlir/IR/Operation.h"

using namespace mlir;

Operation *osdp::firstReaderIn(Block &block, ValueRange values) {
  Operation *first = nullptr;
  for (Value value : values)
    for (Operation *user : value.getUsers()) {
      Operation *reader = block.findAncestorOpInBlock(*user);
      if (reader && (!first || reader->isBeforeInBlock(first)))
        first = reader;
    }
  return first;
}
