//===- StoreBooleansAsBytes.cpp - Boolean buffers as bytes ----------------===//
//
// Implements osdp-store-booleans-as-bytes (see Passes.td): a boolean tensor
// loop nests pass to each other gets i8 elements, widened where it is
// written and narrowed where it is read, so that the loops that move it
// vectorise.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace osdp {
#define GEN_PASS_DEF_STOREBOOLEANSASBYTESPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether result `index` of `op` is a boolean tensor of rank one or more
/// written into a `tensor.empty` the body does not read, every reader of
/// which reads it as a generic's input.
bool isRewritable(linalg::GenericOp op, unsigned index) {
  Value result = op->getResult(index);
  auto type = dyn_cast<RankedTensorType>(result.getType());
  if (!type || type.getRank() == 0 || !type.getElementType().isInteger(1))
    return false;
  OpOperand &init = op.getDpsInitsMutable()[index];
  if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
      op.payloadUsesValueFromOperand(&init))
    return false;
  return !result.use_empty() &&
         llvm::all_of(result.getUses(), [](OpOperand &use) {
           auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
           return reader && reader.isDpsInput(&use);
         });
}

/// Makes result `index` of `op` a tensor of i8: a new empty init, the
/// yielded boolean widened.
void widenResult(linalg::GenericOp op, unsigned index, Type byte) {
  OpOperand &init = op.getDpsInitsMutable()[index];
  auto empty = init.get().getDefiningOp<tensor::EmptyOp>();
  auto type = cast<RankedTensorType>(empty.getType()).clone(byte);
  OpBuilder builder(op);
  Value bytes = tensor::EmptyOp::create(builder, empty.getLoc(), type,
                                        empty.getDynamicSizes());
  init.set(bytes);
  if (empty->use_empty())
    empty->erase();
  op.getMatchingBlockArgument(&init).setType(byte);
  op->getResult(index).setType(type);
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  builder.setInsertionPoint(yield);
  Value boolean = yield->getOperand(index);
  yield->setOperand(
      index, arith::ExtUIOp::create(builder, boolean.getLoc(), byte, boolean));
}

/// Makes the input `use` of a generic read bytes, narrowed to the boolean
/// its body expects at the start of the body.
void narrowOnRead(OpOperand &use, Type byte) {
  auto reader = cast<linalg::GenericOp>(use.getOwner());
  BlockArgument argument = reader.getMatchingBlockArgument(&use);
  argument.setType(byte);
  OpBuilder builder = OpBuilder::atBlockBegin(reader.getBody());
  Value boolean = arith::TruncIOp::create(builder, argument.getLoc(),
                                          builder.getI1Type(), argument);
  argument.replaceAllUsesExcept(boolean, boolean.getDefiningOp());
}

struct StoreBooleansAsBytesPass
    : public osdp::impl::StoreBooleansAsBytesPassBase<
          StoreBooleansAsBytesPass> {
  void runOnOperation() override {
    Type byte = IntegerType::get(&getContext(), 8);
    SmallVector<std::pair<linalg::GenericOp, unsigned>> results;
    getOperation().walk([&](linalg::GenericOp op) {
      for (unsigned index = 0; index < op->getNumResults(); ++index)
        if (isRewritable(op, index))
          results.push_back({op, index});
    });
    for (auto [op, index] : results) {
      for (OpOperand &use : op->getResult(index).getUses())
        narrowOnRead(use, byte);
      widenResult(op, index, byte);
    }
  }
};

} // namespace
