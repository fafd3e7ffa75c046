//===- Windows.cpp - stablehlo window ops to linalg and scf ---------------===//
//
// The ops that slide a window over their operand:
//
// * convolution (feature and batch group counts 1): the operand padded
//   (edge padding, lhs dilation as interior padding) with zeros, then one
//   contraction `linalg.generic` over [output dimensions, kernel spatial
//   dimensions, input feature] loops;
// * reduce_window: the inputs padded with the init values (edge padding,
//   base dilation), then one `linalg.generic` over [result dimensions,
//   window dimensions] loops whose window bounds come from a window-shaped
//   `tensor.empty`, the reducer emitted on scalars;
// * select_and_scatter: loops over the source; in each window, the
//   selected element (the select body decides, padding never selected)
//   receives the source value, combined by the scatter body.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

bool isStatic(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape();
}

/// `attr` or `n` copies of `fill`.
SmallVector<int64_t> orFill(std::optional<ArrayRef<int64_t>> attr, size_t n,
                            int64_t fill) {
  if (attr && !attr->empty())
    return SmallVector<int64_t>(*attr);
  return SmallVector<int64_t>(n, fill);
}

/// The (low, high) pairs of a padding attribute of `n` rows, zero if absent.
void paddingPairs(std::optional<DenseIntElementsAttr> padding, size_t n,
                  SmallVectorImpl<int64_t> &low,
                  SmallVectorImpl<int64_t> &high) {
  low.assign(n, 0);
  high.assign(n, 0);
  if (!padding)
    return;
  SmallVector<int64_t> values(padding->getValues<int64_t>());
  for (size_t i = 0; i < n && 2 * i + 1 < values.size(); ++i) {
    low[i] = values[2 * i];
    high[i] = values[2 * i + 1];
  }
}

struct ConvolutionConverter : OpConversionPattern<shlo::ConvolutionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (!type || !type.hasStaticShape() || !isStatic(lhs) || !isStatic(rhs))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    if (op.getFeatureGroupCount() != 1 || op.getBatchGroupCount() != 1 ||
        isa<ComplexType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "grouped convolution");
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    shlo::ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
    size_t numSpatial = inSpatial.size();
    SmallVector<int64_t> strides = orFill(op.getWindowStrides(), numSpatial, 1);
    SmallVector<int64_t> lhsDilation =
        orFill(op.getLhsDilation(), numSpatial, 1);
    SmallVector<int64_t> rhsDilation =
        orFill(op.getRhsDilation(), numSpatial, 1);
    SmallVector<bool> reversal(numSpatial, false);
    if (std::optional<ArrayRef<bool>> r = op.getWindowReversal())
      for (auto [i, v] : llvm::enumerate(*r))
        reversal[i] = v;
    SmallVector<int64_t> spatialLow, spatialHigh;
    paddingPairs(op.getPadding(), numSpatial, spatialLow, spatialHigh);

    // Padding and lhs dilation, with zeros.
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    int64_t lhsRank = lhsType.getRank();
    SmallVector<int64_t> low(lhsRank, 0), high(lhsRank, 0),
        interior(lhsRank, 0);
    for (size_t i = 0; i < numSpatial; ++i) {
      low[inSpatial[i]] = spatialLow[i];
      high[inSpatial[i]] = spatialHigh[i];
      interior[inSpatial[i]] = lhsDilation[i] - 1;
    }
    Value zeroLhs = scalarConstant(rewriter, loc, lhsType.getElementType(), 0);
    lhs = padTensor(rewriter, loc, lhs, zeroLhs, low, high, interior);

    // Window reversal: the kernel reversed first (linalg needs every loop
    // bound readable from a plain dimension of an operand).
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    if (llvm::is_contained(reversal, true)) {
      int64_t rhsRank = rhsType.getRank();
      SmallVector<AffineExpr> exprs;
      for (int64_t d = 0; d < rhsRank; ++d) {
        AffineExpr e = getAffineDimExpr(d, ctx);
        for (size_t i = 0; i < numSpatial; ++i)
          if (kSpatial[i] == d && reversal[i])
            e = rhsType.getDimSize(d) - 1 - e;
        exprs.push_back(e);
      }
      Value init = emptyTensor(rewriter, loc, rhsType);
      rhs = linalg::GenericOp::create(
                rewriter, loc, TypeRange{rhsType}, ValueRange{rhs},
                ValueRange{init},
                ArrayRef<AffineMap>{
                    AffineMap::get(rhsRank, 0, exprs, ctx),
                    AffineMap::getMultiDimIdentityMap(rhsRank, ctx)},
                parallelIterators(rhsRank),
                [](OpBuilder &b, Location nloc, ValueRange args) {
                  linalg::YieldOp::create(b, nloc, args[0]);
                })
                .getResult(0);
    }

    // Loops: output dimensions, kernel spatial dimensions, input feature.
    int64_t rank = type.getRank();
    int64_t numLoops = rank + numSpatial + 1;
    auto dim = [&](int64_t d) { return getAffineDimExpr(d, ctx); };
    SmallVector<AffineExpr> lhsExprs(lhsRank), rhsExprs(lhsRank);
    lhsExprs[dims.getInputBatchDimension()] =
        dim(dims.getOutputBatchDimension());
    lhsExprs[dims.getInputFeatureDimension()] = dim(rank + numSpatial);
    rhsExprs[dims.getKernelInputFeatureDimension()] = dim(rank + numSpatial);
    rhsExprs[dims.getKernelOutputFeatureDimension()] =
        dim(dims.getOutputFeatureDimension());
    for (size_t i = 0; i < numSpatial; ++i) {
      AffineExpr k = dim(rank + i);
      lhsExprs[inSpatial[i]] =
          dim(outSpatial[i]) * strides[i] + k * rhsDilation[i];
      rhsExprs[kSpatial[i]] = k;
    }
    SmallVector<AffineExpr> outExprs;
    for (int64_t d = 0; d < rank; ++d)
      outExprs.push_back(dim(d));
    SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, lhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, rhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, outExprs, ctx)};
    SmallVector<utils::IteratorType> iterators = parallelIterators(numLoops);
    for (int64_t i = rank; i < numLoops; ++i)
      iterators[i] = utils::IteratorType::reduction;

    Value zero = scalarConstant(rewriter, loc, type.getElementType(), 0);
    Value init = linalg::FillOp::create(rewriter, loc, zero,
                                        emptyTensor(rewriter, loc, type))
                     .getResult(0);
    Type lhsOriginal = elementTypeOf(op.getLhs().getType());
    Type rhsOriginal = elementTypeOf(op.getRhs().getType());
    Type resultOriginal = elementTypeOf(op.getType());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{lhs, rhs}, ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location nloc, ValueRange args) {
          linalg::YieldOp::create(b, nloc,
                                  emitMultiplyAdd(b, nloc, args[0], lhsOriginal,
                                                  args[1], rhsOriginal, args[2],
                                                  resultOriginal));
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct ReduceWindowConverter : OpConversionPattern<shlo::ReduceWindowOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::ReduceWindowOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getInputs();
    if (!llvm::all_of(inputs, isStatic))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    int64_t rank = cast<RankedTensorType>(inputs[0].getType()).getRank();
    ArrayRef<int64_t> window = op.getWindowDimensions();
    SmallVector<int64_t> strides = orFill(op.getWindowStrides(), rank, 1);
    SmallVector<int64_t> baseDilations = orFill(op.getBaseDilations(), rank, 1);
    SmallVector<int64_t> windowDilations =
        orFill(op.getWindowDilations(), rank, 1);
    SmallVector<int64_t> low, high, interior;
    paddingPairs(op.getPadding(), rank, low, high);
    for (int64_t d = 0; d < rank; ++d)
      interior.push_back(baseDilations[d] - 1);

    size_t n = inputs.size();
    SmallVector<Value> padded, inits;
    SmallVector<Type> resultTypes;
    for (auto [input, init, result] :
         llvm::zip(inputs, adaptor.getInitValues(), op.getResults())) {
      auto type = dyn_cast_or_null<RankedTensorType>(
          getTypeConverter()->convertType(result.getType()));
      if (!type || !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
      Value scalar = extractScalar(rewriter, loc, init);
      padded.push_back(
          padTensor(rewriter, loc, input, scalar, low, high, interior));
      inits.push_back(linalg::FillOp::create(rewriter, loc, scalar,
                                             emptyTensor(rewriter, loc, type))
                          .getResult(0));
      resultTypes.push_back(type);
    }
    // Only its shape matters: it gives the window loops their bounds.
    Value windowShape =
        tensor::EmptyOp::create(rewriter, loc, window, rewriter.getI1Type());

    SmallVector<AffineExpr> inputExprs, windowExprs, outExprs;
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr r = getAffineDimExpr(d, ctx);
      AffineExpr w = getAffineDimExpr(rank + d, ctx);
      inputExprs.push_back(r * strides[d] + w * windowDilations[d]);
      windowExprs.push_back(w);
      outExprs.push_back(r);
    }
    SmallVector<AffineMap> maps(n,
                                AffineMap::get(2 * rank, 0, inputExprs, ctx));
    maps.push_back(AffineMap::get(2 * rank, 0, windowExprs, ctx));
    maps.append(n, AffineMap::get(2 * rank, 0, outExprs, ctx));
    SmallVector<utils::IteratorType> iterators = parallelIterators(2 * rank);
    for (int64_t d = rank; d < 2 * rank; ++d)
      iterators[d] = utils::IteratorType::reduction;
    SmallVector<Value> ins(padded);
    ins.push_back(windowShape);

    bool bodyFailed = false;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultTypes, ins, inits, maps, iterators,
        [&](OpBuilder &b, Location nloc, ValueRange args) {
          // stablehlo's body takes (accumulators..., inputs...).
          SmallVector<Value> scalarArgs(args.begin() + n + 1, args.end());
          scalarArgs.append(args.begin(), args.begin() + n);
          SmallVector<Value> results;
          if (failed(emitScalarRegion(b, op.getBody(), scalarArgs, results)) ||
              results.size() != n) {
            bodyFailed = true;
            results.assign(args.begin() + n + 1, args.end());
          }
          linalg::YieldOp::create(b, nloc, results);
        });
    if (bodyFailed) {
      rewriter.eraseOp(generic);
      return rewriter.notifyMatchFailure(op, "reducer body not elementwise");
    }
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct SelectAndScatterConverter
    : OpConversionPattern<shlo::SelectAndScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::SelectAndScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value operand = adaptor.getOperand();
    Value source = adaptor.getSource();
    if (!isStatic(operand) || !isStatic(source))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(operand.getType());
    auto sourceType = cast<RankedTensorType>(source.getType());
    int64_t rank = type.getRank();
    SmallVector<int64_t> window = orFill(op.getWindowDimensions(), rank, 1);
    SmallVector<int64_t> strides = orFill(op.getWindowStrides(), rank, 1);
    SmallVector<int64_t> low, high;
    paddingPairs(op.getPadding(), rank, low, high);
    Type elementType = type.getElementType();

    Value initScalar = extractScalar(rewriter, loc, adaptor.getInitValue());
    Value result = linalg::FillOp::create(rewriter, loc, initScalar,
                                          emptyTensor(rewriter, loc, type))
                       .getResult(0);
    auto constants = [&](OpBuilder &b, Location l, ArrayRef<int64_t> values) {
      SmallVector<Value> out;
      for (int64_t v : values)
        out.push_back(arith::ConstantIndexOp::create(b, l, v));
      return out;
    };
    SmallVector<Value> zeros =
        constants(rewriter, loc, SmallVector<int64_t>(rank, 0));
    SmallVector<Value> ones =
        constants(rewriter, loc, SmallVector<int64_t>(rank, 1));
    SmallVector<Value> sourceBounds =
        constants(rewriter, loc, sourceType.getShape());
    SmallVector<Value> windowBounds = constants(rewriter, loc, window);

    bool bodyFailed = false;
    auto outer = [&](OpBuilder &b, Location l, ValueRange s,
                     ValueRange iter) -> scf::ValueVector {
      // Find the selected element of the window: (value, index..., found).
      SmallVector<Value> start(zeros);
      SmallVector<Value> initial = {scalarConstant(b, l, elementType, 0)};
      initial.append(zeros);
      initial.push_back(arith::ConstantIntOp::create(b, l, 0, 1));
      auto inner = [&](OpBuilder &ib, Location il, ValueRange w,
                       ValueRange best) -> scf::ValueVector {
        Value inBounds = arith::ConstantIntOp::create(ib, il, 1, 1);
        SmallVector<Value> position;
        for (int64_t d = 0; d < rank; ++d) {
          Value p = arith::AddIOp::create(
              ib, il,
              arith::MulIOp::create(
                  ib, il, s[d],
                  arith::ConstantIndexOp::create(ib, il, strides[d])),
              w[d]);
          p = arith::SubIOp::create(
              ib, il, p, arith::ConstantIndexOp::create(ib, il, low[d]));
          Value fits = arith::AndIOp::create(
              ib, il,
              arith::CmpIOp::create(ib, il, arith::CmpIPredicate::sge, p,
                                    zeros[d]),
              arith::CmpIOp::create(
                  ib, il, arith::CmpIPredicate::slt, p,
                  arith::ConstantIndexOp::create(ib, il, type.getDimSize(d))));
          inBounds = arith::AndIOp::create(ib, il, inBounds, fits);
          position.push_back(clampIndex(ib, il, p, 0, type.getDimSize(d) - 1));
        }
        Value candidate = tensor::ExtractOp::create(ib, il, operand, position);
        Value found = best.back();
        SmallVector<Value> keepResult;
        if (failed(emitScalarRegion(ib, op.getSelect(),
                                    ValueRange{best[0], candidate},
                                    keepResult)) ||
            keepResult.size() != 1) {
          bodyFailed = true;
          return scf::ValueVector(best.begin(), best.end());
        }
        // Take the candidate if in bounds and (nothing found yet or the
        // select body does not keep the current one).
        Value take = arith::AndIOp::create(
            ib, il, inBounds,
            arith::OrIOp::create(
                ib, il,
                arith::XOrIOp::create(
                    ib, il, found, arith::ConstantIntOp::create(ib, il, 1, 1)),
                arith::XOrIOp::create(
                    ib, il, keepResult[0],
                    arith::ConstantIntOp::create(ib, il, 1, 1))));
        scf::ValueVector next;
        next.push_back(
            arith::SelectOp::create(ib, il, take, candidate, best[0]));
        for (int64_t d = 0; d < rank; ++d)
          next.push_back(
              arith::SelectOp::create(ib, il, take, position[d], best[1 + d]));
        next.push_back(arith::OrIOp::create(ib, il, found, inBounds));
        return next;
      };
      scf::LoopNest windowLoops =
          scf::buildLoopNest(b, l, zeros, windowBounds, ones, initial, inner);
      ValueRange selected = windowLoops.results;
      SmallVector<Value> index(selected.begin() + 1,
                               selected.begin() + 1 + rank);
      Value acc = iter[0];
      auto ifOp = scf::IfOp::create(
          b, l, selected.back(),
          [&](OpBuilder &tb, Location tl) {
            Value current = tensor::ExtractOp::create(tb, tl, acc, index);
            Value update = tensor::ExtractOp::create(tb, tl, source, s);
            SmallVector<Value> combined;
            if (failed(emitScalarRegion(tb, op.getScatter(),
                                        ValueRange{current, update},
                                        combined)) ||
                combined.size() != 1) {
              bodyFailed = true;
              scf::YieldOp::create(tb, tl, acc);
              return;
            }
            scf::YieldOp::create(
                tb, tl,
                tensor::InsertOp::create(tb, tl, combined[0], acc, index)
                    .getResult());
          },
          [&](OpBuilder &eb, Location el) {
            scf::YieldOp::create(eb, el, acc);
          });
      return {ifOp.getResult(0)};
    };
    scf::LoopNest nest = scf::buildLoopNest(rewriter, loc, zeros, sourceBounds,
                                            ones, ValueRange{result}, outer);
    return finishLoopNest(rewriter, op, nest, bodyFailed,
                          "select or scatter body");
  }
};

} // namespace

void populateWindowPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<ConvolutionConverter, ReduceWindowConverter,
               SelectAndScatterConverter>(converter, patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
