//===- FloatCasts.cpp - Tensors of floats converted elementwise -----------===//

#include "osdp/Conversion/FloatCasts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

Value osdp::castFloats(OpBuilder &b, Location loc, Value tensor, Type element) {
  auto type = cast<RankedTensorType>(tensor.getType());
  bool widen = element.getIntOrFloatBitWidth() > type.getElementTypeBitWidth();
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), element);
  auto map = linalg::MapOp::create(
      b, loc, ValueRange{tensor}, init,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value cast =
            widen
                ? arith::ExtFOp::create(nb, nloc, element, args[0]).getResult()
                : arith::TruncFOp::create(nb, nloc, element, args[0])
                      .getResult();
        linalg::YieldOp::create(nb, nloc, cast);
      });
  return map.getResult()[0];
}
