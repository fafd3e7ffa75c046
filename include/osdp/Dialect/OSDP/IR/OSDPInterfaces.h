//===- OSDPInterfaces.h - the sharding rule interface -----------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H
#define OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H

#include "osdp/Dialect/OSDP/IR/ShardingRule.h"

#include "mlir/IR/OpDefinition.h"

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h.inc"

#include <optional>

namespace osdp {

/// The sharding rule of `op`: from ShardingRuleOpInterface, else from an
/// `osdp.sharding_rule` attribute (how ops of dialects osdp knows nothing
/// about, such as a custom call, are given one), else the pointwise rule if
/// the op is Elementwise (what the trait promises); none otherwise.
std::optional<OpShardingRule> getShardingRuleOf(mlir::Operation *op);

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H
