//===- StableHLORules.cpp - Sharding rules of the stablehlo ops -----------===//
//
// The factor-form sharding rule of every stablehlo op, attached as external
// models of ShardingRuleOpInterface. docs/sharding-rules.md lists them.
//
// Every rule is computed defensively: the stablehlo verifiers may accept
// attributes that do not fit the types, and a rule must then fall back to
// "whole" rather than index out of range.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"

#include "osdp/Dialect/OSDP/IR/CombinerKind.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp;
namespace hlo = osdp::stablehlo;

using RuleBuilder = OpShardingRuleBuilder;
static constexpr FactorKind kPass = FactorKind::PassThrough;
static constexpr FactorKind kReduce = FactorKind::Reduction;
static constexpr FactorKind kWhole = FactorKind::Whole;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static bool inRange(ArrayRef<int64_t> dims, int64_t rank) {
  return llvm::all_of(dims, [&](int64_t d) { return d >= 0 && d < rank; });
}

/// Whether a dimension of `size` (possibly dynamic) equals `other`.
static bool sameSize(int64_t size, int64_t other) {
  return !ShapedType::isDynamic(size) && size == other;
}

/// Ties operand `operand` dimension-wise to result `result` (same shape) with
/// pass-through factors, for ops whose i-th result mirrors their i-th operand.
static void tieOperandToResult(RuleBuilder &b, unsigned operand,
                               unsigned result) {
  int64_t rank = b.getResultRank(result);
  if (b.getOperandRank(operand) != rank)
    return;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t f = b.addFactor(b.getResultDimSize(result, d), kPass);
    b.addOperandDimFactor(operand, d, f);
    b.addResultDimFactor(result, d, f);
  }
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

static OpShardingRule ruleBroadcastInDim(hlo::BroadcastInDimOp op) {
  RuleBuilder b(op);
  ArrayRef<int64_t> dims = op.getBroadcastDimensions();
  if (static_cast<int64_t>(dims.size()) != b.getOperandRank(0) ||
      !inRange(dims, b.getResultRank(0)))
    return RuleBuilder::buildWhole(op);
  for (auto [i, d] : llvm::enumerate(dims)) {
    int64_t size = b.getResultDimSize(0, d);
    // An expanded size-1 dimension gets a size-1 factor of its own (build).
    if (!sameSize(b.getOperandDimSize(0, i), size) &&
        !ShapedType::isDynamic(b.getOperandDimSize(0, i)))
      continue;
    int64_t f = b.addFactor(size, kPass);
    b.addOperandDimFactor(0, i, f);
    b.addResultDimFactor(0, d, f);
  }
  // The new and expanded dimensions: each device computes its slice.
  for (int64_t d = 0, e = b.getResultRank(0); d < e; ++d)
    if (!llvm::is_contained(dims, d) ||
        !llvm::any_of(llvm::enumerate(dims), [&](auto it) {
          return it.value() == d &&
                 (sameSize(b.getOperandDimSize(0, it.index()),
                           b.getResultDimSize(0, d)) ||
                  ShapedType::isDynamic(b.getOperandDimSize(0, it.index())));
        }))
      b.addResultDimFactor(0, d, b.addFactor(b.getResultDimSize(0, d), kPass));
  return b.build();
}

static OpShardingRule ruleBroadcast(hlo::BroadcastOp op) {
  RuleBuilder b(op);
  int64_t added = op.getBroadcastSizes().size();
  if (b.getResultRank(0) != added + b.getOperandRank(0))
    return RuleBuilder::buildWhole(op);
  for (int64_t d = 0; d < added; ++d)
    b.addResultDimFactor(0, d, b.addFactor(b.getResultDimSize(0, d), kPass));
  for (int64_t d = 0, e = b.getOperandRank(0); d < e; ++d) {
    int64_t f = b.addFactor(b.getOperandDimSize(0, d), kPass);
    b.addOperandDimFactor(0, d, f);
    b.addResultDimFactor(0, added + d, f);
  }
  return b.build();
}

/// Reshape: walk both shapes major to minor, cutting them into common
/// factors where one size divides the other (splits and merges). A reshape
/// that cannot be cut that way (e.g. 6x4 -> 4x6) or has dynamic sizes is
/// whole.
static OpShardingRule ruleReshape(Operation *op) {
  RuleBuilder b(op);
  if (op->getNumOperands() < 1 || op->getNumResults() != 1)
    return RuleBuilder::buildWhole(op);
  int64_t inRank = b.getOperandRank(0), outRank = b.getResultRank(0);
  int64_t i = 0, j = 0, p = 1, q = 1;
  auto next = [&](int64_t &index, int64_t &rem, int64_t rank, bool isResult) {
    while (index < rank) {
      int64_t size = isResult ? b.getResultDimSize(0, index)
                              : b.getOperandDimSize(0, index);
      if (size != 1) {
        rem = size;
        return;
      }
      ++index; // Size-1 dimensions get their own factors in build().
    }
    rem = 1;
  };
  next(i, p, inRank, false);
  next(j, q, outRank, true);
  while (i < inRank && j < outRank) {
    if (ShapedType::isDynamic(p) || ShapedType::isDynamic(q))
      return RuleBuilder::buildWhole(op);
    int64_t size;
    if (p % q == 0)
      size = q;
    else if (q % p == 0)
      size = p;
    else
      return RuleBuilder::buildWhole(op);
    int64_t f = b.addFactor(size, kPass);
    b.addOperandDimFactor(0, i, f);
    b.addResultDimFactor(0, j, f);
    p /= size;
    q /= size;
    if (p == 1) {
      ++i;
      next(i, p, inRank, false);
    }
    if (q == 1) {
      ++j;
      next(j, q, outRank, true);
    }
  }
  if (i < inRank || j < outRank)
    return RuleBuilder::buildWhole(op);
  return b.build();
}

static OpShardingRule ruleTranspose(hlo::TransposeOp op) {
  RuleBuilder b(op);
  ArrayRef<int64_t> perm = op.getPermutation();
  if (static_cast<int64_t>(perm.size()) != b.getResultRank(0) ||
      !inRange(perm, b.getOperandRank(0)))
    return RuleBuilder::buildWhole(op);
  for (auto [d, src] : llvm::enumerate(perm)) {
    int64_t f = b.addFactor(b.getResultDimSize(0, d), kPass);
    b.addOperandDimFactor(0, src, f);
    b.addResultDimFactor(0, d, f);
  }
  return b.build();
}

/// Ops that keep some dimensions whole and pass the others through between
/// operand 0 and result 0 (reverse, sort, slice, pad, fft, ...); `whole`
/// says which.
static OpShardingRule rulePassExcept(Operation *op,
                                     llvm::function_ref<bool(int64_t)> whole,
                                     ArrayRef<unsigned> tiedOperands = {0}) {
  RuleBuilder b(op);
  int64_t rank = b.getResultRank(0);
  for (unsigned operand : tiedOperands)
    if (operand >= b.getNumOperands() || b.getOperandRank(operand) != rank)
      return RuleBuilder::buildWhole(op);
  for (int64_t d = 0; d < rank; ++d) {
    bool isWhole = whole(d);
    // A whole dimension may change size (slice, pad): operand and result get
    // factors of their own.
    if (isWhole) {
      // Unchanged size (sort, reverse): one whole factor shared by all.
      int64_t size = b.getResultDimSize(0, d);
      bool same = !ShapedType::isDynamic(size);
      for (unsigned operand : tiedOperands)
        same &= b.getOperandDimSize(operand, d) == size;
      for (unsigned r = 0; r < b.getNumResults(); ++r)
        same &= b.getResultRank(r) != rank || b.getResultDimSize(r, d) == size;
      if (same) {
        int64_t f = b.addFactor(size, kWhole);
        for (unsigned operand : tiedOperands)
          b.addOperandDimFactor(operand, d, f);
        for (unsigned r = 0; r < b.getNumResults(); ++r)
          if (b.getResultRank(r) == rank)
            b.addResultDimFactor(r, d, f);
        continue;
      }
      for (unsigned operand : tiedOperands)
        b.addOperandDimFactor(
            operand, d, b.addFactor(b.getOperandDimSize(operand, d), kWhole));
      for (unsigned r = 0; r < b.getNumResults(); ++r)
        if (b.getResultRank(r) == rank)
          b.addResultDimFactor(r, d,
                               b.addFactor(b.getResultDimSize(r, d), kWhole));
      continue;
    }
    int64_t f = b.addFactor(b.getResultDimSize(0, d), kPass);
    for (unsigned operand : tiedOperands)
      b.addOperandDimFactor(operand, d, f);
    for (unsigned r = 0; r < b.getNumResults(); ++r)
      if (b.getResultRank(r) == rank)
        b.addResultDimFactor(r, d, f);
  }
  return b.build();
}

static OpShardingRule ruleConcatenate(hlo::ConcatenateOp op) {
  int64_t dim = op.getDimension();
  SmallVector<unsigned> all =
      llvm::to_vector(llvm::seq<unsigned>(0, op->getNumOperands()));
  if (dim < 0 || dim >= RuleBuilder(op).getResultRank(0))
    return RuleBuilder::buildWhole(op);
  return rulePassExcept(
      op, [&](int64_t d) { return d == dim; }, all);
}

//===----------------------------------------------------------------------===//
// Contractions and reductions
//===----------------------------------------------------------------------===//

static OpShardingRule ruleDotGeneral(hlo::DotGeneralOp op) {
  RuleBuilder b(op);
  hlo::DotDimensionNumbersAttr dn = op.getDotDimensionNumbers();
  ArrayRef<int64_t> lb = dn.getLhsBatchingDimensions(),
                    rb = dn.getRhsBatchingDimensions(),
                    lc = dn.getLhsContractingDimensions(),
                    rc = dn.getRhsContractingDimensions();
  int64_t lRank = b.getOperandRank(0), rRank = b.getOperandRank(1);
  if (lb.size() != rb.size() || lc.size() != rc.size() || !inRange(lb, lRank) ||
      !inRange(lc, lRank) || !inRange(rb, rRank) || !inRange(rc, rRank))
    return RuleBuilder::buildWhole(op);
  int64_t lFree = lRank - lb.size() - lc.size();
  int64_t rFree = rRank - rb.size() - rc.size();
  if (b.getResultRank(0) != static_cast<int64_t>(lb.size()) + lFree + rFree)
    return RuleBuilder::buildWhole(op);
  int64_t out = 0;
  for (auto [l, r] : llvm::zip(lb, rb))
    b.addFactor({l, r}, {out++}, b.getOperandDimSize(0, l), kPass);
  for (int64_t d = 0; d < lRank; ++d)
    if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
      b.addFactor({d, RuleBuilder::kNoDim}, {out++}, b.getOperandDimSize(0, d),
                  kPass);
  for (int64_t d = 0; d < rRank; ++d)
    if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d))
      b.addFactor({RuleBuilder::kNoDim, d}, {out++}, b.getOperandDimSize(1, d),
                  kPass);
  for (auto [l, r] : llvm::zip(lc, rc))
    b.addFactor({l, r}, {}, b.getOperandDimSize(0, l), kReduce);
  return b.build();
}

static OpShardingRule ruleDot(hlo::DotOp op) {
  RuleBuilder b(op);
  int64_t lRank = b.getOperandRank(0), rRank = b.getOperandRank(1);
  if (lRank < 1 || lRank > 2 || rRank < 1 || rRank > 2)
    return RuleBuilder::buildWhole(op);
  int64_t out = 0;
  if (lRank == 2)
    b.addFactor({0, RuleBuilder::kNoDim}, {out++}, b.getOperandDimSize(0, 0));
  if (rRank == 2)
    b.addFactor({RuleBuilder::kNoDim, 1}, {out++}, b.getOperandDimSize(1, 1));
  if (out != b.getResultRank(0))
    return RuleBuilder::buildWhole(op);
  b.addFactor({lRank - 1, 0}, {}, b.getOperandDimSize(0, lRank - 1), kReduce);
  return b.build();
}

/// reduce: the reduced dimensions are reduction factors shared by every
/// input; the others pass through to the results in order. A reducer osdp
/// cannot express as a partial value (several inputs, a non-trivial body)
/// makes the reduced dimensions whole.
static OpShardingRule ruleReduce(hlo::ReduceOp op) {
  RuleBuilder b(op);
  unsigned n = op.getInputs().size();
  if (n == 0 || op->getNumResults() != n)
    return RuleBuilder::buildWhole(op);
  ArrayRef<int64_t> dims = op.getDimensions();
  int64_t rank = b.getOperandRank(0);
  if (!inRange(dims, rank))
    return RuleBuilder::buildWhole(op);
  for (unsigned i = 0; i < n; ++i)
    if (b.getOperandRank(i) != rank ||
        b.getResultRank(i) != rank - static_cast<int64_t>(dims.size()))
      return RuleBuilder::buildWhole(op);
  std::optional<ReductionKind> kind =
      n == 1 ? getCombinerKind(op.getBody()) : std::nullopt;
  if (kind)
    b.setReductionKind(*kind);
  int64_t out = 0;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = llvm::is_contained(dims, d);
    int64_t f = b.addFactor(b.getOperandDimSize(0, d),
                            reduced ? (kind ? kReduce : kWhole) : kPass);
    for (unsigned i = 0; i < n; ++i) {
      b.addOperandDimFactor(i, d, f);
      if (!reduced)
        b.addResultDimFactor(i, out, f);
    }
    if (!reduced)
      ++out;
  }
  OpShardingRule rule = b.build();
  rule.setAccumulatorOperands(llvm::to_vector(llvm::seq<unsigned>(n, 2 * n)));
  return rule;
}

/// The window attributes of reduce_window and select_and_scatter. An absent
/// stride or dilation list means 1 everywhere, absent padding means none.
struct WindowAttrs {
  ArrayRef<int64_t> window;
  std::optional<ArrayRef<int64_t>> strides, baseDilations, windowDilations;
  /// (low, high) per dimension, flattened.
  SmallVector<int64_t> padding;

  /// Whether the window does not cross dimension `d`: one element, stride 1,
  /// no dilation or padding. Such a dimension can be sharded freely.
  bool isFree(int64_t d) const {
    auto isOne = [&](std::optional<ArrayRef<int64_t>> values) {
      return !values ||
             (d < static_cast<int64_t>(values->size()) && (*values)[d] == 1);
    };
    if (d >= static_cast<int64_t>(window.size()) || window[d] != 1 ||
        !isOne(strides) || !isOne(baseDilations) || !isOne(windowDilations))
      return false;
    return 2 * d + 1 >= static_cast<int64_t>(padding.size()) ||
           (padding[2 * d] == 0 && padding[2 * d + 1] == 0);
  }
};

static std::optional<ArrayRef<int64_t>> toOptional(DenseI64ArrayAttr attr) {
  if (!attr)
    return std::nullopt;
  return attr.asArrayRef();
}

static SmallVector<int64_t> paddingValues(DenseIntElementsAttr attr) {
  SmallVector<int64_t> values;
  if (attr)
    for (const APInt &v : attr.getValues<APInt>())
      values.push_back(v.getSExtValue());
  return values;
}

/// reduce_window: a dimension the window does not cross passes through; the
/// others are whole.
static OpShardingRule ruleReduceWindow(hlo::ReduceWindowOp op) {
  unsigned n = op.getInputs().size();
  if (n == 0)
    return RuleBuilder::buildWhole(op);
  WindowAttrs attrs{op.getWindowDimensions(),
                    toOptional(op.getWindowStridesAttr()),
                    toOptional(op.getBaseDilationsAttr()),
                    toOptional(op.getWindowDilationsAttr()),
                    paddingValues(op.getPaddingAttr())};
  SmallVector<unsigned> inputs = llvm::to_vector(llvm::seq<unsigned>(0, n));
  return rulePassExcept(
      op, [&](int64_t d) { return !attrs.isFree(d); }, inputs);
}

/// select_and_scatter (the gradient of max pooling): as reduce_window, a
/// dimension the window does not cross passes through between the operand,
/// the source and the result; the others are whole. Without a window
/// attribute every dimension is whole.
static OpShardingRule ruleSelectAndScatter(hlo::SelectAndScatterOp op) {
  DenseI64ArrayAttr window = op.getWindowDimensionsAttr();
  if (!window)
    return RuleBuilder::buildWhole(op);
  WindowAttrs attrs{window.asArrayRef(), toOptional(op.getWindowStridesAttr()),
                    std::nullopt, std::nullopt,
                    paddingValues(op.getPaddingAttr())};
  return rulePassExcept(op, [&](int64_t d) { return !attrs.isFree(d); },
                        /*tiedOperands=*/{0, 1});
}

/// convolution: batch and output features pass through, input features are
/// a reduction (for ungrouped convolutions), spatial dimensions are whole
/// (a window crosses shard boundaries: halos are not modelled).
static OpShardingRule ruleConvolution(hlo::ConvolutionOp op) {
  RuleBuilder b(op);
  hlo::ConvDimensionNumbersAttr dn = op.getDimensionNumbers();
  int64_t inRank = b.getOperandRank(0), kRank = b.getOperandRank(1),
          outRank = b.getResultRank(0);
  int64_t ib = dn.getInputBatchDimension(), ifd = dn.getInputFeatureDimension();
  int64_t ki = dn.getKernelInputFeatureDimension(),
          ko = dn.getKernelOutputFeatureDimension();
  int64_t ob = dn.getOutputBatchDimension(),
          of = dn.getOutputFeatureDimension();
  if (!inRange({ib, ifd}, inRank) || !inRange({ki, ko}, kRank) ||
      !inRange({ob, of}, outRank))
    return RuleBuilder::buildWhole(op);
  bool grouped = op.getFeatureGroupCount() != 1 || op.getBatchGroupCount() != 1;
  b.addFactor({ib, RuleBuilder::kNoDim}, {ob}, b.getOperandDimSize(0, ib),
              grouped ? kWhole : kPass);
  b.addFactor({RuleBuilder::kNoDim, ko}, {of}, b.getOperandDimSize(1, ko),
              grouped ? kWhole : kPass);
  b.addFactor({ifd, ki}, {}, b.getOperandDimSize(0, ifd),
              grouped ? kWhole : kReduce);
  return b.build(); // Spatial dimensions: whole factors of their own.
}

//===----------------------------------------------------------------------===//
// Gather and scatter
//===----------------------------------------------------------------------===//

/// gather: the batch dimensions of the indices pass through to the result;
/// explicit batching dimensions also tie the operand in; offset dimensions
/// that take a whole operand dimension pass through from the operand. The
/// indexed operand dimensions are whole.
static OpShardingRule ruleGather(hlo::GatherOp op) {
  RuleBuilder b(op);
  hlo::GatherDimensionNumbersAttr dn = op.getDimensionNumbers();
  int64_t opRank = b.getOperandRank(0), idxRank = b.getOperandRank(1),
          outRank = b.getResultRank(0);
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims(),
                    collapsed = dn.getCollapsedSliceDims(),
                    opBatch = dn.getOperandBatchingDims(),
                    idxBatch = dn.getStartIndicesBatchingDims(),
                    startMap = dn.getStartIndexMap();
  ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
  int64_t ivd = dn.getIndexVectorDim();
  if (!inRange(offsetDims, outRank) || !inRange(collapsed, opRank) ||
      !inRange(opBatch, opRank) || !inRange(idxBatch, idxRank) ||
      !inRange(startMap, opRank) || opBatch.size() != idxBatch.size() ||
      static_cast<int64_t>(sliceSizes.size()) != opRank)
    return RuleBuilder::buildWhole(op);
  // Result batch dimensions, in order, are the index dimensions other than
  // index_vector_dim.
  SmallVector<int64_t> resultBatch, idxDims;
  for (int64_t d = 0; d < outRank; ++d)
    if (!llvm::is_contained(offsetDims, d))
      resultBatch.push_back(d);
  for (int64_t d = 0; d < idxRank; ++d)
    if (d != ivd)
      idxDims.push_back(d);
  if (resultBatch.size() != idxDims.size())
    return RuleBuilder::buildWhole(op);
  for (auto [r, i] : llvm::zip(resultBatch, idxDims)) {
    int64_t f = b.addFactor(b.getResultDimSize(0, r), kPass);
    b.addOperandDimFactor(1, i, f);
    b.addResultDimFactor(0, r, f);
    auto *it = llvm::find(idxBatch, i);
    if (it != idxBatch.end())
      b.addOperandDimFactor(0, opBatch[it - idxBatch.begin()], f);
  }
  // Offset dimensions, in order, are the operand dimensions that are neither
  // collapsed nor batching.
  SmallVector<int64_t> opOffset;
  for (int64_t d = 0; d < opRank; ++d)
    if (!llvm::is_contained(collapsed, d) && !llvm::is_contained(opBatch, d))
      opOffset.push_back(d);
  if (opOffset.size() == offsetDims.size())
    for (auto [r, o] : llvm::zip(offsetDims, opOffset))
      if (!llvm::is_contained(startMap, o) &&
          sameSize(b.getOperandDimSize(0, o), sliceSizes[o])) {
        int64_t f = b.addFactor(sliceSizes[o], kPass);
        b.addOperandDimFactor(0, o, f);
        b.addResultDimFactor(0, r, f);
      }
  return b.build();
}

/// scatter: inputs and results share every dimension; explicit batching
/// dimensions and window dimensions that cover a whole input dimension pass
/// through to the updates (and the indices); the scattered (update batch)
/// dimensions of updates and indices are a reduction when the combiner is a
/// known reduction over one input (each device scatters part of the
/// updates), and whole otherwise. Indexed input dimensions are whole.
static OpShardingRule ruleScatter(hlo::ScatterOp op) {
  RuleBuilder b(op);
  unsigned n = op.getInputs().size();
  if (n == 0 || op.getUpdates().size() != n || op->getNumResults() != n)
    return RuleBuilder::buildWhole(op);
  hlo::ScatterDimensionNumbersAttr dn = op.getScatterDimensionNumbers();
  unsigned idx = n, upd0 = n + 1;
  int64_t inRank = b.getOperandRank(0), idxRank = b.getOperandRank(idx),
          updRank = b.getOperandRank(upd0);
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims(),
                    inserted = dn.getInsertedWindowDims(),
                    inBatch = dn.getInputBatchingDims(),
                    idxBatch = dn.getScatterIndicesBatchingDims(),
                    toOperand = dn.getScatterDimsToOperandDims();
  int64_t ivd = dn.getIndexVectorDim();
  if (!inRange(windowDims, updRank) || !inRange(inserted, inRank) ||
      !inRange(inBatch, inRank) || !inRange(idxBatch, idxRank) ||
      !inRange(toOperand, inRank) || inBatch.size() != idxBatch.size())
    return RuleBuilder::buildWhole(op);
  for (unsigned i = 0; i < n; ++i)
    if (b.getOperandRank(i) != inRank || b.getResultRank(i) != inRank ||
        b.getOperandRank(n + 1 + i) != updRank)
      return RuleBuilder::buildWhole(op);
  SmallVector<int64_t> updScatter, idxDims, inWindow;
  for (int64_t d = 0; d < updRank; ++d)
    if (!llvm::is_contained(windowDims, d))
      updScatter.push_back(d);
  for (int64_t d = 0; d < idxRank; ++d)
    if (d != ivd)
      idxDims.push_back(d);
  for (int64_t d = 0; d < inRank; ++d)
    if (!llvm::is_contained(inserted, d) && !llvm::is_contained(inBatch, d))
      inWindow.push_back(d);
  if (updScatter.size() != idxDims.size() ||
      inWindow.size() != windowDims.size())
    return RuleBuilder::buildWhole(op);

  std::optional<ReductionKind> kind =
      n == 1 ? getCombinerKind(op.getUpdateComputation()) : std::nullopt;
  if (kind)
    b.setReductionKind(*kind);
  auto addToInputs = [&](int64_t f, int64_t d) {
    for (unsigned i = 0; i < n; ++i) {
      b.addOperandDimFactor(i, d, f);
      b.addResultDimFactor(i, d, f);
    }
  };
  auto addToUpdates = [&](int64_t f, int64_t d) {
    for (unsigned i = 0; i < n; ++i)
      b.addOperandDimFactor(n + 1 + i, d, f);
  };
  SmallVector<bool> inputDone(inRank, false);
  // Update batch dimensions, paired with the index dimensions.
  for (auto [u, i] : llvm::zip(updScatter, idxDims)) {
    auto *it = llvm::find(idxBatch, i);
    if (it != idxBatch.end()) {
      int64_t d = inBatch[it - idxBatch.begin()];
      int64_t f = b.addFactor(b.getOperandDimSize(0, d), kPass);
      addToInputs(f, d);
      b.addOperandDimFactor(idx, i, f);
      addToUpdates(f, u);
      inputDone[d] = true;
      continue;
    }
    int64_t f =
        b.addFactor(b.getOperandDimSize(upd0, u), kind ? kReduce : kWhole);
    b.addOperandDimFactor(idx, i, f);
    addToUpdates(f, u);
  }
  // Window dimensions.
  for (auto [u, d] : llvm::zip(windowDims, inWindow)) {
    if (llvm::is_contained(toOperand, d) ||
        !sameSize(b.getOperandDimSize(0, d), b.getOperandDimSize(upd0, u)))
      continue;
    int64_t f = b.addFactor(b.getOperandDimSize(0, d), kPass);
    addToInputs(f, d);
    addToUpdates(f, u);
    inputDone[d] = true;
  }
  // Everything else of the inputs: shared with the results, whole.
  for (int64_t d = 0; d < inRank; ++d)
    if (!inputDone[d])
      addToInputs(b.addFactor(b.getOperandDimSize(0, d), kWhole), d);
  OpShardingRule rule = b.build();
  rule.setAccumulatorOperands(llvm::to_vector(llvm::seq<unsigned>(0, n)));
  return rule;
}

//===----------------------------------------------------------------------===//
// Slicing and updating
//===----------------------------------------------------------------------===//

static OpShardingRule ruleSlice(hlo::SliceOp op) {
  RuleBuilder b(op);
  ArrayRef<int64_t> start = op.getStartIndices(), limit = op.getLimitIndices(),
                    strides = op.getStrides();
  int64_t rank = b.getOperandRank(0);
  auto whole = [&](int64_t d) {
    if (d >= static_cast<int64_t>(start.size()) ||
        d >= static_cast<int64_t>(limit.size()))
      return true;
    bool unitStride =
        d >= static_cast<int64_t>(strides.size()) || strides[d] == 1;
    return !(start[d] == 0 && sameSize(b.getOperandDimSize(0, d), limit[d]) &&
             unitStride);
  };
  (void)rank;
  return rulePassExcept(op, whole);
}

static OpShardingRule rulePad(hlo::PadOp op) {
  ArrayRef<int64_t> low = op.getEdgePaddingLow(),
                    high = op.getEdgePaddingHigh(),
                    interior = op.getInteriorPadding();
  auto whole = [&](int64_t d) {
    auto nonzero = [&](ArrayRef<int64_t> values) {
      return d >= static_cast<int64_t>(values.size()) || values[d] != 0;
    };
    return nonzero(low) || nonzero(high) || nonzero(interior);
  };
  return rulePassExcept(op, whole);
}

static OpShardingRule ruleDynamicSlice(hlo::DynamicSliceOp op) {
  RuleBuilder b(op);
  ArrayRef<int64_t> sizes = op.getSliceSizes();
  return rulePassExcept(op, [&](int64_t d) {
    return d >= static_cast<int64_t>(sizes.size()) ||
           !sameSize(b.getOperandDimSize(0, d), sizes[d]);
  });
}

static OpShardingRule ruleDynamicUpdateSlice(hlo::DynamicUpdateSliceOp op) {
  RuleBuilder b(op);
  int64_t rank = b.getResultRank(0);
  if (b.getOperandRank(0) != rank || b.getOperandRank(1) != rank)
    return RuleBuilder::buildWhole(op);
  for (int64_t d = 0; d < rank; ++d) {
    bool full = sameSize(b.getOperandDimSize(1, d), b.getOperandDimSize(0, d));
    int64_t f = b.addFactor(b.getResultDimSize(0, d), full ? kPass : kWhole);
    b.addOperandDimFactor(0, d, f);
    b.addResultDimFactor(0, d, f);
    if (full)
      b.addOperandDimFactor(1, d, f);
  }
  return b.build(); // Partial update dimensions: whole factors of their own.
}

//===----------------------------------------------------------------------===//
// Everything else
//===----------------------------------------------------------------------===//

/// Ops whose i-th result mirrors their i-th operand (while, optimization
/// barrier, the collectives that keep shapes).
static OpShardingRule ruleTiedPairs(Operation *op, unsigned firstOperand = 0) {
  RuleBuilder b(op);
  for (unsigned r = 0, e = op->getNumResults(); r < e; ++r)
    if (firstOperand + r < op->getNumOperands())
      tieOperandToResult(b, firstOperand + r, r);
  return b.build();
}

/// Ops whose results come from regions (if, case): the results' dimensions
/// are result-only pass-through factors (every branch is partitioned the
/// same way); the scalar predicate has none.
static OpShardingRule ruleRegionResults(Operation *op) {
  RuleBuilder b(op);
  for (unsigned r = 0, e = op->getNumResults(); r < e; ++r)
    for (int64_t d = 0, rank = b.getResultRank(r); d < rank; ++d)
      b.addResultDimFactor(r, d, b.addFactor(b.getResultDimSize(r, d), kPass));
  return b.build();
}

/// iota, constant: result-only factors; each device materialises its slice.
static OpShardingRule ruleResultOnly(Operation *op) {
  return ruleRegionResults(op);
}

static OpShardingRule ruleCustomCall(hlo::CustomCallOp op) {
  // An annotation (a sharding, a memory placement): the value passes
  // through. The SPMDFullToShardShape/ShardToFullShape calls change between
  // global and local shapes and stay whole, as does any call osdp cannot
  // look into.
  if (op.isIdentityAnnotation())
    return ruleTiedPairs(op);
  return RuleBuilder::buildWhole(op);
}

/// batch_norm_*: the feature dimension passes through between the operand,
/// the per-feature vectors and the results; inference is elementwise in the
/// other dimensions, training and grad reduce over them (whole: mean and
/// variance are not sums).
static OpShardingRule ruleBatchNorm(Operation *op, int64_t featureIndex,
                                    bool elementwise) {
  RuleBuilder b(op);
  int64_t rank = b.getOperandRank(0);
  if (featureIndex < 0 || featureIndex >= rank)
    return RuleBuilder::buildWhole(op);
  for (int64_t d = 0; d < rank; ++d) {
    bool feature = d == featureIndex;
    int64_t f = b.addFactor(b.getOperandDimSize(0, d),
                            feature || elementwise ? kPass : kWhole);
    for (unsigned i = 0; i < b.getNumOperands(); ++i) {
      if (b.getOperandRank(i) == rank)
        b.addOperandDimFactor(i, d, f);
      else if (feature && b.getOperandRank(i) == 1)
        b.addOperandDimFactor(i, 0, f);
    }
    for (unsigned r = 0; r < b.getNumResults(); ++r) {
      if (b.getResultRank(r) == rank)
        b.addResultDimFactor(r, d, f);
      else if (feature && b.getResultRank(r) == 1)
        b.addResultDimFactor(r, 0, f);
    }
  }
  return b.build();
}

/// Linear algebra on the two minor dimensions (cholesky, triangular_solve):
/// the leading batch dimensions pass through, the matrices are whole.
static OpShardingRule ruleBatchedMatrix(Operation *op) {
  RuleBuilder b(op);
  int64_t rank = b.getResultRank(0);
  auto whole = [&](int64_t d) { return d >= rank - 2; };
  SmallVector<unsigned> operands;
  for (unsigned i = 0; i < b.getNumOperands(); ++i)
    operands.push_back(i);
  return rulePassExcept(op, whole, operands);
}

OpShardingRule osdp::getStableHLOShardingRule(Operation *op) {
  if (op->getNumResults() == 0)
    return RuleBuilder::buildWhole(op);
  auto pointwise = [](Operation *op) {
    return RuleBuilder::buildPointwise(op);
  };
  return llvm::TypeSwitch<Operation *, OpShardingRule>(op)
      .Case([](hlo::BroadcastInDimOp op) { return ruleBroadcastInDim(op); })
      .Case([](hlo::BroadcastOp op) { return ruleBroadcast(op); })
      .Case([](hlo::ReshapeOp op) { return ruleReshape(op); })
      .Case([](hlo::TransposeOp op) { return ruleTranspose(op); })
      .Case([](hlo::ReverseOp op) {
        ArrayRef<int64_t> dims = op.getDimensions();
        return rulePassExcept(
            op, [&](int64_t d) { return llvm::is_contained(dims, d); });
      })
      .Case([](hlo::ConcatenateOp op) { return ruleConcatenate(op); })
      .Case([](hlo::DotGeneralOp op) { return ruleDotGeneral(op); })
      .Case([](hlo::DotOp op) { return ruleDot(op); })
      .Case([](hlo::ReduceOp op) { return ruleReduce(op); })
      .Case([](hlo::ReduceWindowOp op) { return ruleReduceWindow(op); })
      .Case([](hlo::SelectAndScatterOp op) { return ruleSelectAndScatter(op); })
      .Case([](hlo::ConvolutionOp op) { return ruleConvolution(op); })
      .Case([](hlo::GatherOp op) { return ruleGather(op); })
      .Case([](hlo::ScatterOp op) { return ruleScatter(op); })
      .Case([](hlo::SliceOp op) { return ruleSlice(op); })
      .Case([](hlo::PadOp op) { return rulePad(op); })
      .Case([](hlo::DynamicSliceOp op) { return ruleDynamicSlice(op); })
      .Case([](hlo::DynamicUpdateSliceOp op) {
        return ruleDynamicUpdateSlice(op);
      })
      .Case([](hlo::SortOp op) {
        int64_t rank = RuleBuilder(op).getResultRank(0);
        // The dimension is an I64Attr read back as unsigned; -1 means last.
        int64_t dim = static_cast<int64_t>(op.getDimension());
        if (dim < 0)
          dim += rank;
        SmallVector<unsigned> inputs =
            llvm::to_vector(llvm::seq<unsigned>(0, op->getNumOperands()));
        return rulePassExcept(
            op, [&](int64_t d) { return d == dim; }, inputs);
      })
      .Case([](hlo::FftOp op) {
        int64_t rank = RuleBuilder(op).getResultRank(0);
        int64_t n = op.getFftLength().size();
        return rulePassExcept(op, [&](int64_t d) { return d >= rank - n; });
      })
      .Case<hlo::IotaOp, hlo::ConstantOp>(
          [](Operation *op) { return ruleResultOnly(op); })
      .Case<hlo::IfOp, hlo::CaseOp>(
          [](Operation *op) { return ruleRegionResults(op); })
      .Case<hlo::WhileOp, hlo::OptimizationBarrierOp, hlo::AllReduceOp,
            hlo::CollectivePermuteOp, hlo::CollectiveBroadcastOp>(
          [](Operation *op) { return ruleTiedPairs(op); })
      .Case([](hlo::AllGatherOp op) {
        int64_t dim = op.getAllGatherDim();
        SmallVector<unsigned> operands =
            llvm::to_vector(llvm::seq<unsigned>(0, op->getNumOperands()));
        if (operands.size() != 1)
          return RuleBuilder::buildWhole(op);
        return rulePassExcept(op, [&](int64_t d) { return d == dim; });
      })
      .Case([](hlo::ReduceScatterOp op) {
        int64_t dim = op.getScatterDimension();
        return rulePassExcept(op, [&](int64_t d) { return d == dim; });
      })
      .Case([](hlo::AllToAllOp op) {
        int64_t split = op.getSplitDimension(),
                concat = op.getConcatDimension();
        if (op->getNumOperands() != 1)
          return RuleBuilder::buildWhole(op);
        return rulePassExcept(
            op, [&](int64_t d) { return d == split || d == concat; });
      })
      .Case([](hlo::CustomCallOp op) { return ruleCustomCall(op); })
      .Case([](hlo::BatchNormInferenceOp op) {
        return ruleBatchNorm(op, op.getFeatureIndex(), /*elementwise=*/true);
      })
      .Case([](hlo::BatchNormTrainingOp op) {
        return ruleBatchNorm(op, op.getFeatureIndex(), /*elementwise=*/false);
      })
      .Case([](hlo::BatchNormGradOp op) {
        return ruleBatchNorm(op, op.getFeatureIndex(), /*elementwise=*/false);
      })
      .Case<hlo::CholeskyOp, hlo::TriangularSolveOp>(
          [](Operation *op) { return ruleBatchedMatrix(op); })
      .Case<hlo::SelectOp, hlo::ClampOp, hlo::CompareOp, hlo::MapOp,
            hlo::ReducePrecisionOp>(pointwise)
      // Of equal widths, a reinterpretation of each element (the random
      // bits JAX turns into floats); otherwise elements split or merge
      // along a dimension of their own.
      .Case([&](hlo::BitcastConvertOp op) {
        if (cast<RankedTensorType>(op.getType()).getRank() ==
            cast<RankedTensorType>(op.getOperand().getType()).getRank())
          return pointwise(op);
        return RuleBuilder::buildWhole(op);
      })
      .Default([&](Operation *op) {
        if (op->hasTrait<OpTrait::Elementwise>())
          return pointwise(op);
        return RuleBuilder::buildWhole(op);
      });
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

namespace {
template <typename OpTy>
struct StableHLORuleModel
    : public ShardingRuleOpInterface::ExternalModel<StableHLORuleModel<OpTy>,
                                                    OpTy> {
  OpShardingRule getShardingRule(Operation *op) const {
    return getStableHLOShardingRule(op);
  }
};

template <typename... OpTys> void attachModels(MLIRContext *ctx) {
  (OpTys::template attachInterface<StableHLORuleModel<OpTys>>(*ctx), ...);
}
} // namespace

void osdp::registerShardingRuleModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, hlo::StableHLODialect *) {
    // Every op of the dialect, so that no stablehlo op lacks a rule.
    attachModels<
#define GET_OP_LIST
#include "osdp/Dialect/StableHLO/IR/StableHLOOps.cpp.inc"
        >(ctx);
  });
}
