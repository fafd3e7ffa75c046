//===- HighestPrecision.cpp - Full precision for every contraction --------===//

#include "osdp/Transforms/Import/Passes.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace osdp {
#define GEN_PASS_DEF_HIGHESTPRECISIONPASS
#include "osdp/Transforms/Import/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {
struct HighestPrecisionPass
    : public osdp::impl::HighestPrecisionPassBase<HighestPrecisionPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    auto highest =
        stablehlo::PrecisionAttr::get(context, stablehlo::Precision::HIGHEST);
    // One precision per operand: the left-hand side's, then the right's.
    ArrayAttr both = ArrayAttr::get(context, {highest, highest});
    getOperation().walk([&](Operation *op) {
      llvm::TypeSwitch<Operation *>(op)
          .Case<stablehlo::DotOp, stablehlo::ConvolutionOp>(
              [&](auto contraction) {
                contraction.setPrecisionConfigAttr(both);
              })
          .Case([&](stablehlo::DotGeneralOp dot) {
            dot.setPrecisionConfigAttr(both);
            // An algorithm names the precision itself (e.g. TF32 inputs)
            // and would override the operands'.
            dot.removeAlgorithmAttr();
          });
    });
  }
};
} // namespace
