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

/// One operand's batching and contracting dimensions, as a product reads
/// them.
struct OperandDims {
  SmallVector<int64_t> batching, contracting;
};

/// `dims` of a transposed operand mapped onto the transpose's input, or
/// nullopt if reading the input would reorder the free dimensions (and so
/// the product's result).
std::optional<OperandDims> throughTranspose(const OperandDims &dims,
                                            ArrayRef<int64_t> permutation) {
  OperandDims mapped;
  for (int64_t d : dims.batching)
    mapped.batching.push_back(permutation[d]);
  for (int64_t d : dims.contracting)
    mapped.contracting.push_back(permutation[d]);
  int64_t previous = -1;
  for (auto [d, source] : llvm::enumerate(permutation)) {
    if (llvm::is_contained(dims.batching, int64_t(d)) ||
        llvm::is_contained(dims.contracting, int64_t(d)))
      continue;
    if (source < previous)
      return std::nullopt;
    previous = source;
  }
  return mapped;
}

/// Folds the transposes that define `product`'s operands; true if any.
bool foldInto(shlo::DotGeneralOp product) {
  shlo::DotDimensionNumbersAttr numbers = product.getDotDimensionNumbers();
  OperandDims lhs{llvm::to_vector(numbers.getLhsBatchingDimensions()),
                  llvm::to_vector(numbers.getLhsContractingDimensions())};
  OperandDims rhs{llvm::to_vector(numbers.getRhsBatchingDimensions()),
                  llvm::to_vector(numbers.getRhsContractingDimensions())};
  bool folded = false;
  for (auto [operand, dims] :
       {std::pair<OpOperand &, OperandDims &>{product->getOpOperand(0), lhs},
        std::pair<OpOperand &, OperandDims &>{product->getOpOperand(1), rhs}}) {
    auto transpose = operand.get().getDefiningOp<shlo::TransposeOp>();
    if (!transpose)
      continue;
    std::optional<OperandDims> mapped =
        throughTranspose(dims, transpose.getPermutation());
    if (!mapped)
      continue;
    dims = *mapped;
    operand.set(transpose.getOperand());
    folded = true;
  }
  if (folded)
    product.setDotDimensionNumbersAttr(shlo::DotDimensionNumbersAttr::get(
        product.getContext(), lhs.batching, rhs.batching, lhs.contracting,
        rhs.contracting));
  return folded;
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
      (void)foldInto(product);
    });
    for (Operation *transpose : transposes)
      if (transpose->use_empty())
        transpose->erase();
  }
};

} // namespace
