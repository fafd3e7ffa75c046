//===- CHLORules.cpp - Sharding rules of the chlo ops ---------------------===//
//
// The chlo ops JAX emits are elementwise math (`chlo.square`, `chlo.erf`, ...),
// NumPy-broadcasting binary ops, and `top_k`. Their rules:
//
//   elementwise            every dimension pass-through
//   broadcast_* (shapes    every dimension pass-through when every operand has
//   equal)                 the result's shape; otherwise whole (broadcasting
//                          is implicit, so which operand dim feeds which result
//                          dim depends on the shapes)
//   top_k                  batch dimensions pass-through, the last dimension
//                          (the one sorted) whole
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace osdp;

/// Whether every operand has exactly the shape of result 0.
static bool hasUniformShapes(Operation *op) {
  auto result = dyn_cast<RankedTensorType>(op->getResultTypes().front());
  return result && llvm::all_of(op->getOperandTypes(), [&](Type type) {
           auto operand = dyn_cast<RankedTensorType>(type);
           return operand && operand.getShape() == result.getShape();
         });
}

OpShardingRule osdp::getCHLOShardingRule(Operation *op) {
  if (auto topK = dyn_cast<chlo::TopKOp>(op)) {
    OpShardingRuleBuilder builder(op);
    int64_t rank = builder.getOperandRank(0);
    if (rank == 0 || builder.getResultRank(0) != rank ||
        builder.getResultRank(1) != rank)
      return OpShardingRuleBuilder::buildWhole(op);
    for (int64_t d = 0; d + 1 < rank; ++d)
      builder.addFactor({d}, {d, d}, builder.getOperandDimSize(0, d));
    // The last dimension of the operand and of the results are different
    // sizes (k of n): each gets its own whole factor from build().
    return builder.build();
  }
  if (op->hasTrait<OpTrait::Elementwise>() || hasUniformShapes(op))
    return OpShardingRuleBuilder::buildPointwise(op);
  return OpShardingRuleBuilder::buildWhole(op);
}

namespace {
template <typename OpTy>
struct CHLORuleModel
    : public ShardingRuleOpInterface::ExternalModel<CHLORuleModel<OpTy>, OpTy> {
  OpShardingRule getShardingRule(Operation *op) const {
    return getCHLOShardingRule(op);
  }
};

template <typename... OpTys> void attachModels(MLIRContext *ctx) {
  (OpTys::template attachInterface<CHLORuleModel<OpTys>>(*ctx), ...);
}
} // namespace

void osdp::registerCHLOShardingRuleModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, chlo::CHLODialect *) {
    attachModels<
#define GET_OP_LIST
#include "osdp/Dialect/CHLO/IR/CHLOOps.cpp.inc"
        >(ctx);
  });
}
