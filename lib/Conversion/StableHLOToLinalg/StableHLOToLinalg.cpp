//===- StableHLOToLinalg.cpp - The convert-stablehlo-to-linalg pass -------===//
//
// Lowers a per-device (or single-device) StableHLO program to linalg,
// tensor, arith, math and scf on tensors. Ops with no lowering are
// reported, located, by name; osdp collectives and other dialects are left
// as they are.
//
//===----------------------------------------------------------------------===//

#include "osdp/Conversion/Passes.h"

#include "Common.h"

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace osdp {
#define GEN_PASS_DEF_CONVERTSTABLEHLOTOLINALGPASS
#include "osdp/Conversion/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp::stablehlo_to_linalg;

namespace {
struct ConvertStableHLOToLinalgPass
    : public osdp::impl::ConvertStableHLOToLinalgPassBase<
          ConvertStableHLOToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    StableHLOTypeConverter converter;

    ConversionTarget legal(*ctx);
    legal.addLegalDialect<linalg::LinalgDialect, tensor::TensorDialect,
                          arith::ArithDialect, math::MathDialect,
                          scf::SCFDialect,
                          bufferization::BufferizationDialect>();
    legal.addLegalOp<osdp::PartitionIdOp>();
    legal.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    legal.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(
        [&](Operation *op) { return converter.isLegal(op); });

    RewritePatternSet patterns(ctx);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateElementwisePatterns(converter, patterns);
    populateDataMovementPatterns(converter, patterns);
    populateContractionPatterns(converter, patterns);
    populateReductionPatterns(converter, patterns);
    populateControlFlowPatterns(converter, patterns, countedLoops);
    populateGatherScatterPatterns(converter, patterns);
    populateWindowPatterns(converter, patterns);
    populateSortPatterns(converter, patterns);

    if (failed(applyPartialConversion(module, legal, std::move(patterns))))
      return signalPassFailure();

    // What is left of stablehlo and chlo has no lowering.
    bool unsupported = false;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa<osdp::stablehlo::StableHLODialect, osdp::chlo::CHLODialect>(
              op->getDialect()))
        return WalkResult::advance();
      if (auto call = dyn_cast<osdp::stablehlo::CustomCallOp>(op))
        op->emitError() << "custom call @" << call.getCallTargetName()
                        << " is not supported: osdp lowers only the "
                           "annotations @Sharding and "
                           "@annotate_device_placement, not calls into "
                           "another compiler's libraries";
      else
        op->emitError() << "'" << op->getName()
                        << "' is not supported by convert-stablehlo-to-linalg";
      unsupported = true;
      return WalkResult::skip();
    });
    if (unsupported)
      signalPassFailure();
  }
};
} // namespace

LogicalResult osdp::stablehlo_to_linalg::finishLoopNest(
    ConversionPatternRewriter &rewriter, Operation *op,
    const scf::LoopNest &nest, bool bodyFailed, StringRef what) {
  if (bodyFailed) {
    if (!nest.loops.empty())
      rewriter.eraseOp(nest.loops.front());
    return rewriter.notifyMatchFailure(op, what);
  }
  rewriter.replaceOp(op, nest.results);
  return success();
}
