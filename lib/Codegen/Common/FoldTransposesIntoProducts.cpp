//===- FoldTransposesIntoProducts.cpp - Transposes read by products -------===//
//
// Implements osdp-fold-transposes-into-products (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SetVector.h"

namespace osdp {
#define GEN_PASS_DEF_FOLDTRANSPOSESINTOPRODUCTSPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// Makes `product` read the inputs of the transposes that define its
/// operands, where that gives the same result.
void foldInto(shlo::DotGeneralOp product) {
  for (unsigned index : {0u, 1u}) {
    std::optional<shlo::DotDimensionNumbersAttr> numbers =
        product.getDimensionNumbersThroughTranspose(index);
    if (!numbers)
      continue;
    product.setDotDimensionNumbersAttr(*numbers);
    Operation *transpose = product->getOperand(index).getDefiningOp();
    product->setOperand(index, transpose->getOperand(0));
  }
}

struct FoldTransposesIntoProductsPass
    : public osdp::impl::FoldTransposesIntoProductsPassBase<
          FoldTransposesIntoProductsPass> {
  void runOnOperation() override {
    llvm::SetVector<Operation *> transposes;
    getOperation().walk([&](shlo::DotGeneralOp product) {
      for (Value operand : product->getOperands())
        if (auto transpose = operand.getDefiningOp<shlo::TransposeOp>())
          transposes.insert(transpose);
      foldInto(product);
    });
    for (Operation *transpose : transposes)
      if (transpose->use_empty())
        transpose->erase();
  }
};

} // namespace
