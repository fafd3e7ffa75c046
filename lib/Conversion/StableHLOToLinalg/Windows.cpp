//===- Windows.cpp - stablehlo window ops to linalg and scf ---------------===//
//
// The ops that slide a window over their operand:
//
// * convolution: the operand padded (edge padding, lhs dilation as
//   interior padding) with zeros, then one contraction `linalg.generic`
//   over [output dimensions, kernel spatial dimensions, input feature]
//   loops; with feature or batch groups, the image's feature (or batch)
//   dimension, the kernel's output feature and the result's feature are
//   each split into [group, within the group] and the group is one more
//   loop;
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

#include <numeric>

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

/// The window of a convolution, its attributes with defaults filled in.
struct ConvolutionWindow {
  SmallVector<int64_t> strides, lhsDilation, rhsDilation, low, high;
  SmallVector<bool> reversal;
};

ConvolutionWindow windowOf(shlo::ConvolutionOp op, size_t numSpatial) {
  ConvolutionWindow window;
  window.strides = orFill(op.getWindowStrides(), numSpatial, 1);
  window.lhsDilation = orFill(op.getLhsDilation(), numSpatial, 1);
  window.rhsDilation = orFill(op.getRhsDilation(), numSpatial, 1);
  window.reversal.assign(numSpatial, false);
  if (std::optional<ArrayRef<bool>> r = op.getWindowReversal())
    for (auto [i, v] : llvm::enumerate(*r))
      window.reversal[i] = v;
  paddingPairs(op.getPadding(), numSpatial, window.low, window.high);
  return window;
}

/// The image padded with zeros (edge padding, and lhs dilation as interior
/// padding).
Value padImage(OpBuilder &b, Location loc, Value lhs,
               ArrayRef<int64_t> inSpatial, const ConvolutionWindow &window) {
  auto type = cast<RankedTensorType>(lhs.getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  for (auto [i, d] : llvm::enumerate(inSpatial)) {
    low[d] = window.low[i];
    high[d] = window.high[i];
    interior[d] = window.lhsDilation[i] - 1;
  }
  Value zero = scalarConstant(b, loc, type.getElementType(), 0);
  return padTensor(b, loc, lhs, zero, low, high, interior);
}

/// The kernel with its reversed spatial dimensions reversed (linalg needs
/// every loop bound readable from a plain dimension of an operand).
Value reverseKernel(OpBuilder &b, Location loc, Value rhs,
                    ArrayRef<int64_t> kSpatial,
                    const ConvolutionWindow &window) {
  if (!llvm::is_contained(window.reversal, true))
    return rhs;
  MLIRContext *ctx = b.getContext();
  auto type = cast<RankedTensorType>(rhs.getType());
  int64_t rank = type.getRank();
  SmallVector<AffineExpr> exprs;
  for (int64_t d = 0; d < rank; ++d) {
    AffineExpr e = getAffineDimExpr(d, ctx);
    for (auto [i, k] : llvm::enumerate(kSpatial))
      if (k == d && window.reversal[i])
        e = type.getDimSize(d) - 1 - e;
    exprs.push_back(e);
  }
  Value init = emptyTensor(b, loc, type);
  return linalg::GenericOp::create(
             b, loc, TypeRange{type}, ValueRange{rhs}, ValueRange{init},
             ArrayRef<AffineMap>{AffineMap::get(rank, 0, exprs, ctx),
                                 AffineMap::getMultiDimIdentityMap(rank, ctx)},
             parallelIterators(rank),
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, args[0]);
             })
      .getResult(0);
}

/// The reassociation that splits dimension `dim` of a rank-`rank` tensor
/// in two.
SmallVector<ReassociationIndices> splitting(int64_t rank, int64_t dim) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0, next = 0; d < rank; ++d) {
    if (d == dim) {
      groups.push_back({next, next + 1});
      next += 2;
    } else {
      groups.push_back({next++});
    }
  }
  return groups;
}

/// `type` with dimension `dim` split into [groups, size / groups].
RankedTensorType splitType(RankedTensorType type, int64_t dim, int64_t groups) {
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] /= groups;
  shape.insert(shape.begin() + dim, groups);
  return type.clone(shape);
}

/// `value` with dimension `dim` split into [groups, size / groups].
Value splitDimension(OpBuilder &b, Location loc, Value value, int64_t dim,
                     int64_t groups) {
  auto type = cast<RankedTensorType>(value.getType());
  return tensor::ExpandShapeOp::create(b, loc, splitType(type, dim, groups),
                                       value, splitting(type.getRank(), dim));
}

/// Where a convolution's operands put each role, and the group split. With
/// G groups (feature_group_count or batch_group_count above 1), the
/// result's feature dimension, the kernel's output feature dimension and
/// the image's feature (or batch) dimension each split into [G, size / G]:
/// the group becomes a loop of its own, read by all three operands.
struct ConvolutionLayout {
  shlo::ConvDimensionNumbersAttr dims;
  int64_t groups;
  bool byBatch;

  /// Position of `d` (a dimension before splitting) once `split` is split;
  /// the split dimension's group part stays at `split`.
  int64_t shifted(int64_t d, int64_t split) const {
    return d + (groups > 1 && d > split ? 1 : 0);
  }
  int64_t imageSplit() const {
    return byBatch ? dims.getInputBatchDimension()
                   : dims.getInputFeatureDimension();
  }
};

/// The indexing maps of the convolution's contraction over [result
/// dimensions (split), kernel spatial dimensions, input feature] loops.
SmallVector<AffineMap> convolutionMaps(MLIRContext *ctx,
                                       const ConvolutionLayout &layout,
                                       const ConvolutionWindow &window,
                                       int64_t lhsRank, int64_t rank) {
  shlo::ConvDimensionNumbersAttr dims = layout.dims;
  bool grouped = layout.groups > 1;
  ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
  size_t numSpatial = outSpatial.size();
  int64_t resultFeature = dims.getOutputFeatureDimension();
  int64_t kernelOut = dims.getKernelOutputFeatureDimension();
  int64_t imageSplit = layout.imageSplit();
  int64_t numLoops = rank + numSpatial + 1;
  auto loop = [&](int64_t d) { return getAffineDimExpr(d, ctx); };
  // Result dimension `d` (before splitting) as a loop; the group, when
  // there is one, is loop `resultFeature`, the feature within it the next.
  auto result = [&](int64_t d) {
    return loop(layout.shifted(d, resultFeature));
  };
  AffineExpr group = loop(resultFeature);
  AffineExpr outFeature = loop(resultFeature + (grouped ? 1 : 0));
  AffineExpr inFeature = loop(rank + numSpatial);

  int64_t lhsSplitRank = lhsRank + (grouped ? 1 : 0);
  SmallVector<AffineExpr> lhsExprs(lhsSplitRank), rhsExprs(lhsSplitRank);
  auto lhs = [&](int64_t d) -> AffineExpr & {
    return lhsExprs[layout.shifted(d, imageSplit)];
  };
  auto rhs = [&](int64_t d) -> AffineExpr & {
    return rhsExprs[layout.shifted(d, kernelOut)];
  };
  lhs(dims.getInputBatchDimension()) = result(dims.getOutputBatchDimension());
  lhs(dims.getInputFeatureDimension()) = inFeature;
  if (grouped) {
    // The image's split dimension: [group, within the group].
    lhsExprs[imageSplit + 1] = lhsExprs[imageSplit];
    lhsExprs[imageSplit] = group;
    rhsExprs[kernelOut + 1] = outFeature;
    rhsExprs[kernelOut] = group;
  } else {
    rhs(kernelOut) = outFeature;
  }
  rhs(dims.getKernelInputFeatureDimension()) = inFeature;
  for (size_t i = 0; i < numSpatial; ++i) {
    AffineExpr k = loop(rank + i);
    lhs(dims.getInputSpatialDimensions()[i]) =
        result(outSpatial[i]) * window.strides[i] + k * window.rhsDilation[i];
    rhs(dims.getKernelSpatialDimensions()[i]) = k;
  }
  SmallVector<unsigned> resultLoops(rank);
  std::iota(resultLoops.begin(), resultLoops.end(), 0);
  return {AffineMap::get(numLoops, 0, lhsExprs, ctx),
          AffineMap::get(numLoops, 0, rhsExprs, ctx),
          AffineMap::getMultiDimMapWithTargets(numLoops, resultLoops, ctx)};
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
    if (isa<ComplexType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "complex convolution");
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    ConvolutionLayout layout{
        op.getDimensionNumbers(),
        static_cast<int64_t>(
            std::max(op.getFeatureGroupCount(), op.getBatchGroupCount())),
        op.getBatchGroupCount() > 1};
    shlo::ConvDimensionNumbersAttr dims = layout.dims;
    ConvolutionWindow window =
        windowOf(op, dims.getInputSpatialDimensions().size());
    lhs =
        padImage(rewriter, loc, lhs, dims.getInputSpatialDimensions(), window);
    rhs = reverseKernel(rewriter, loc, rhs, dims.getKernelSpatialDimensions(),
                        window);
    int64_t lhsRank = cast<RankedTensorType>(lhs.getType()).getRank();
    RankedTensorType resultType = type;
    bool grouped = layout.groups > 1;
    if (grouped) {
      lhs = splitDimension(rewriter, loc, lhs, layout.imageSplit(),
                           layout.groups);
      rhs =
          splitDimension(rewriter, loc, rhs,
                         dims.getKernelOutputFeatureDimension(), layout.groups);
      resultType =
          splitType(type, dims.getOutputFeatureDimension(), layout.groups);
    }
    int64_t rank = resultType.getRank();
    SmallVector<AffineMap> maps =
        convolutionMaps(ctx, layout, window, lhsRank, rank);
    SmallVector<utils::IteratorType> iterators =
        parallelIterators(maps[0].getNumDims());
    for (int64_t i = rank; i < static_cast<int64_t>(iterators.size()); ++i)
      iterators[i] = utils::IteratorType::reduction;

    Value zero = scalarConstant(rewriter, loc, type.getElementType(), 0);
    Value init = linalg::FillOp::create(rewriter, loc, zero,
                                        emptyTensor(rewriter, loc, resultType))
                     .getResult(0);
    Type lhsOriginal = elementTypeOf(op.getLhs().getType());
    Type rhsOriginal = elementTypeOf(op.getRhs().getType());
    Type resultOriginal = elementTypeOf(op.getType());
    Value result =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{resultType}, ValueRange{lhs, rhs},
            ValueRange{init}, maps, iterators,
            [&](OpBuilder &b, Location nloc, ValueRange args) {
              linalg::YieldOp::create(
                  b, nloc,
                  emitMultiplyAdd(b, nloc, args[0], lhsOriginal, args[1],
                                  rhsOriginal, args[2], resultOriginal));
            })
            .getResult(0);
    if (grouped)
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, type, result,
          splitting(type.getRank(), dims.getOutputFeatureDimension()));
    rewriter.replaceOp(op, result);
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
