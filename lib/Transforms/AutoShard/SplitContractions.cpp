//===- SplitContractions.cpp - OSDP's operator splitting ------------------===//
//
// Implements osdp-split-contractions (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/AutoShard/Passes.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"

namespace osdp {
#define GEN_PASS_DEF_SPLITCONTRACTIONSPASS
#include "osdp/Transforms/AutoShard/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// A product to split: which operand is the parameter, along which of its
/// dimensions, into how many slices.
struct Split {
  unsigned operand;
  int64_t dim;
  int64_t slices;
  /// The parameter's sharding.
  ShardingAttr sharding;
};

/// The sharding of `value` if it is a sharded parameter argument.
ShardingAttr shardedParameter(Value value) {
  auto argument = dyn_cast<BlockArgument>(value);
  if (!argument)
    return {};
  auto function = dyn_cast<func::FuncOp>(argument.getOwner()->getParentOp());
  if (!function)
    return {};
  unsigned i = argument.getArgNumber();
  auto role =
      function.getArgAttrOfType<RoleAttr>(i, OSDPDialect::kRoleAttrName);
  auto sharding = function.getArgAttrOfType<ShardingAttr>(
      i, OSDPDialect::kShardingAttrName);
  if (!role || role.getValue() != Role::Parameter || !sharding)
    return {};
  for (int64_t d = 0; d < sharding.getRank(); ++d)
    if (!sharding.getDimAxes(d).empty())
      return sharding;
  return {};
}

/// The smallest number of slices of `size` (a divisor) that brings
/// `bytes` to at most `limit`, if any.
std::optional<int64_t> sliceCount(int64_t size, int64_t bytes, int64_t limit) {
  for (int64_t k = 2; k <= size; ++k)
    if (size % k == 0 && bytes / k <= limit)
      return k;
  return std::nullopt;
}

std::optional<Split> planSplit(shlo::DotGeneralOp dot, int64_t limit) {
  shlo::DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
  for (unsigned operand : {1u, 0u}) {
    Value value = dot->getOperand(operand);
    ShardingAttr sharding = shardedParameter(value);
    int64_t bytes = bytesOf(value.getType());
    if (!sharding || bytes <= limit)
      continue;
    ArrayRef<int64_t> contracting = operand == 0
                                        ? dims.getLhsContractingDimensions()
                                        : dims.getRhsContractingDimensions();
    ArrayRef<int64_t> batching = operand == 0 ? dims.getLhsBatchingDimensions()
                                              : dims.getRhsBatchingDimensions();
    auto type = cast<RankedTensorType>(value.getType());
    for (int64_t d = 0; d < type.getRank(); ++d) {
      if (llvm::is_contained(contracting, d) ||
          llvm::is_contained(batching, d) || !sharding.getDimAxes(d).empty())
        continue;
      if (std::optional<int64_t> k =
              sliceCount(type.getDimSize(d), bytes, limit))
        return Split{operand, d, *k, sharding};
    }
  }
  return std::nullopt;
}

/// Where dimension `dim` of operand `operand` lands in the product's result:
/// batch dimensions first, then the lhs's free ones, then the rhs's.
int64_t resultDimension(shlo::DotGeneralOp dot, unsigned operand, int64_t dim) {
  shlo::DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
  int64_t position = dims.getLhsBatchingDimensions().size();
  for (unsigned o = 0; o <= operand; ++o) {
    auto type = cast<RankedTensorType>(dot->getOperand(o).getType());
    ArrayRef<int64_t> contracting = o == 0 ? dims.getLhsContractingDimensions()
                                           : dims.getRhsContractingDimensions();
    ArrayRef<int64_t> batching = o == 0 ? dims.getLhsBatchingDimensions()
                                        : dims.getRhsBatchingDimensions();
    for (int64_t d = 0; d < type.getRank(); ++d) {
      if (llvm::is_contained(contracting, d) || llvm::is_contained(batching, d))
        continue;
      if (o == operand && d == dim)
        return position;
      ++position;
    }
  }
  llvm_unreachable("the split dimension is a free dimension");
}

void split(shlo::DotGeneralOp dot, const Split &plan) {
  OpBuilder b(dot);
  Location loc = dot.getLoc();
  Value parameter = dot->getOperand(plan.operand);
  auto type = cast<RankedTensorType>(parameter.getType());
  auto resultType = cast<RankedTensorType>(dot.getType());
  int64_t resultDim = resultDimension(dot, plan.operand, plan.dim);
  int64_t width = type.getDimSize(plan.dim) / plan.slices;
  SmallVector<Value> pieces;
  for (int64_t i = 0; i < plan.slices; ++i) {
    SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
        strides(type.getRank(), 1);
    start[plan.dim] = i * width;
    limit[plan.dim] = (i + 1) * width;
    SmallVector<int64_t> shape(type.getShape());
    shape[plan.dim] = width;
    Value slice = shlo::SliceOp::create(b, loc, type.clone(shape), parameter,
                                        start, limit, strides);
    // Gathered whole before its product: the slice, not the parameter, is
    // what the device holds whole (propagation would otherwise be free to
    // split the product's contraction instead).
    slice = ShardOp::create(
        b, loc, slice.getType(), slice,
        ShardingAttr::getReplicated(plan.sharding.getMesh(), type.getRank()));
    IRMapping mapping;
    mapping.map(parameter, slice);
    Operation *piece = b.clone(*dot, mapping);
    SmallVector<int64_t> pieceShape(resultType.getShape());
    pieceShape[resultDim] = width;
    piece->getResult(0).setType(resultType.clone(pieceShape));
    pieces.push_back(piece->getResult(0));
  }
  Value whole =
      shlo::ConcatenateOp::create(b, loc, resultType, pieces, resultDim);
  dot.replaceAllUsesWith(whole);
  dot.erase();
}

struct SplitContractionsPass
    : public osdp::impl::SplitContractionsPassBase<SplitContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (maxGatheredBytes <= 0)
      return;
    SmallVector<std::pair<shlo::DotGeneralOp, Split>> splits;
    getOperation().walk([&](shlo::DotGeneralOp dot) {
      if (std::optional<Split> plan = planSplit(dot, maxGatheredBytes))
        splits.emplace_back(dot, *plan);
    });
    for (auto &[dot, plan] : splits)
      split(dot, plan);
  }
};

} // namespace
