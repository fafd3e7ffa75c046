//===- OSDPInterfaces.cpp - the sharding rule interface -------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.cpp.inc"

std::optional<osdp::OpShardingRule>
osdp::getShardingRuleOf(mlir::Operation *op) {
  if (auto ruled = mlir::dyn_cast<ShardingRuleOpInterface>(op))
    return ruled.getShardingRule();
  if (auto attr = op->getAttrOfType<OpShardingRuleAttr>(
          OSDPDialect::kShardingRuleAttrName))
    return OpShardingRule::fromAttr(attr);
  if (op->hasTrait<mlir::OpTrait::Elementwise>() && op->getNumResults() > 0)
    return OpShardingRuleBuilder::buildPointwise(op);
  return std::nullopt;
}
