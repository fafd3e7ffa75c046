//===- IntegerMathToLLVM.cpp - Integer math ops to LLVM intrinsics --------===//
//
// Implements osdp-integer-math-to-llvm (see Passes.td): upstream's math to
// LLVM patterns, applied to the ops on integers alone.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/CPU/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace osdp {
#define GEN_PASS_DEF_INTEGERMATHTOLLVMPASS
#include "osdp/Codegen/CPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {
/// Whether `op` computes on integers (or vectors of them).
bool onIntegers(Operation *op) {
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    return isa<IntegerType>(getElementTypeOrSelf(type));
  });
}

struct IntegerMathToLLVMPass
    : public osdp::impl::IntegerMathToLLVMPassBase<IntegerMathToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    RewritePatternSet patterns(context);
    populateMathToLLVMConversionPatterns(converter, patterns);
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalDialect<math::MathDialect>(
        [](Operation *op) { return !onIntegers(op); });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
