//===- ControlFlow.cpp - stablehlo while/if/case to scf -------------------===//
//
// while becomes scf.for when it counts from one constant to another (its
// carried buffers then bufferize in place; scf.while's are copied every
// iteration), else scf.while; if becomes scf.if and case scf.index_switch (an
// index out of range runs the last branch, as in stablehlo). The regions move
// into the scf ops with their block arguments converted; their
// `stablehlo.return`s become scf.condition or scf.yield. A composite is a
// call of its decomposition, whose reference implementation it names.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

/// The converted result types of `op`, all of them tensors.
LogicalResult convertResultTypes(const TypeConverter *converter, Operation *op,
                                 SmallVectorImpl<Type> &types) {
  if (failed(converter->convertTypes(op->getResultTypes(), types)))
    return failure();
  return success(llvm::all_of(
      types, [](Type type) { return isa<RankedTensorType>(type); }));
}

/// A counted while loop -> scf.for over the other carried values; the
/// counter is rebuilt from the induction variable where the body reads it.
struct CountedWhileConverter : OpConversionPattern<shlo::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<shlo::CountedLoop> counted = op.getCountedLoop();
    SmallVector<Type> types;
    if (!counted || failed(convertResultTypes(getTypeConverter(), op, types)) ||
        TypeRange(types) != op->getResultTypes())
      return rewriter.notifyMatchFailure(op, "not a counted loop");
    unsigned c = counted->counter;
    Location loc = op.getLoc();
    SmallVector<Value> initial(adaptor.getOperand());
    initial.erase(initial.begin() + c);
    auto index = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(rewriter, loc, value);
    };
    auto loop = scf::ForOp::create(rewriter, loc, index(counted->start),
                                   index(counted->bound), index(1), initial);
    Block *body = loop.getBody();
    if (!body->empty())
      rewriter.eraseOp(body->getTerminator());
    rewriter.setInsertionPointToStart(body);
    auto counterType = cast<RankedTensorType>(types[c]);
    Value iv = arith::IndexCastOp::create(
        rewriter, loc, counterType.getElementType(), loop.getInductionVar());
    SmallVector<Value> arguments(body->getArguments().drop_front());
    arguments.insert(arguments.begin() + c,
                     tensor::FromElementsOp::create(rewriter, loc, counterType,
                                                    ValueRange{iv}));
    Block &old = op.getBody().front();
    Operation *ret = old.getTerminator();
    rewriter.modifyOpInPlace(ret, [&] { ret->eraseOperand(c); });
    rewriter.inlineBlockBefore(&old, body, body->end(), arguments);
    rewriter.setInsertionPointAfter(loop);
    SmallVector<Value> results(loop.getResults());
    int64_t last = std::max(counted->start, counted->bound);
    results.insert(
        results.begin() + c,
        arith::ConstantOp::create(
            rewriter, loc,
            DenseElementsAttr::get(
                counterType,
                rewriter.getIntegerAttr(counterType.getElementType(), last))));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct WhileConverter : OpConversionPattern<shlo::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "tokens or tuples");
    auto loop = scf::WhileOp::create(rewriter, op.getLoc(), types,
                                     adaptor.getOperand());
    rewriter.inlineRegionBefore(op.getCond(), loop.getBefore(),
                                loop.getBefore().end());
    rewriter.inlineRegionBefore(op.getBody(), loop.getAfter(),
                                loop.getAfter().end());
    if (failed(rewriter.convertRegionTypes(&loop.getBefore(),
                                           *getTypeConverter())) ||
        failed(
            rewriter.convertRegionTypes(&loop.getAfter(), *getTypeConverter())))
      return failure();
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct IfConverter : OpConversionPattern<shlo::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "tokens or tuples");
    Value pred = extractScalar(rewriter, op.getLoc(), adaptor.getPred());
    auto ifOp = scf::IfOp::create(rewriter, op.getLoc(), types, pred,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    rewriter.inlineRegionBefore(op.getTrueBranch(), ifOp.getThenRegion(),
                                ifOp.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getFalseBranch(), ifOp.getElseRegion(),
                                ifOp.getElseRegion().end());
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

struct CaseConverter : OpConversionPattern<shlo::CaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::CaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "tokens or tuples");
    Location loc = op.getLoc();
    Value index =
        toIndex(rewriter, loc, extractScalar(rewriter, loc, adaptor.getIndex()),
                op.getIndex().getType());
    int64_t numBranches = op.getBranches().size();
    SmallVector<int64_t> cases;
    for (int64_t i = 0; i + 1 < numBranches; ++i)
      cases.push_back(i);
    auto switchOp = scf::IndexSwitchOp::create(rewriter, loc, types, index,
                                               cases, cases.size());
    for (int64_t i = 0; i + 1 < numBranches; ++i)
      rewriter.inlineRegionBefore(op.getBranches()[i],
                                  switchOp.getCaseRegions()[i],
                                  switchOp.getCaseRegions()[i].end());
    rewriter.inlineRegionBefore(op.getBranches()[numBranches - 1],
                                switchOp.getDefaultRegion(),
                                switchOp.getDefaultRegion().end());
    rewriter.replaceOp(op, switchOp.getResults());
    return success();
  }
};

/// The terminators of regions moved into scf ops.
struct ReturnConverter : OpConversionPattern<shlo::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
      if (op->getParentRegion() == &loop.getBefore()) {
        Value pred =
            extractScalar(rewriter, op.getLoc(), adaptor.getResults()[0]);
        rewriter.replaceOpWithNewOp<scf::ConditionOp>(
            op, pred, op->getBlock()->getArguments());
        return success();
      }
    } else if (!isa<scf::IfOp, scf::IndexSwitchOp, scf::ForOp>(parent)) {
      return rewriter.notifyMatchFailure(op, "not in control flow");
    }
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getResults());
    return success();
  }
};

/// `stablehlo.composite "name" ... {decomposition = @f}`: a call of @f,
/// which the conversion lowers like any other function.
struct CompositeConverter : OpConversionPattern<shlo::CompositeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::CompositeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "result types");
    rewriter.replaceOpWithNewOp<func::CallOp>(op, op.getDecomposition(), types,
                                              adaptor.getInputs());
    return success();
  }
};

} // namespace

void populateControlFlowPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns,
                                 bool countedLoops) {
  patterns.add<WhileConverter, IfConverter, CaseConverter, ReturnConverter,
               CompositeConverter>(converter, patterns.getContext());
  // Tried first: a counted loop's buffers are then updated in place.
  if (countedLoops)
    patterns.add<CountedWhileConverter>(converter, patterns.getContext(),
                                        /*benefit=*/2);
}

} // namespace osdp::stablehlo_to_linalg
