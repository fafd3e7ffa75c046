//===- ShardingRules.h - Sharding rules of the stablehlo ops ----*- C++ -*-===//
//
// External models of ShardingRuleOpInterface for every op of the `stablehlo`
// and `chlo` dialects, and the test pass that prints rules.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_SHARDINGRULES_SHARDINGRULES_H
#define OSDP_DIALECT_OSDP_SHARDINGRULES_SHARDINGRULES_H

namespace mlir {
class DialectRegistry;
class Operation;
} // namespace mlir

namespace osdp {
class OpShardingRule;

/// Attaches ShardingRuleOpInterface to every stablehlo op.
void registerShardingRuleModels(mlir::DialectRegistry &registry);

/// Computes the sharding rule of a stablehlo op (what the external models
/// return). Ops without a known behaviour get one whole factor per dimension.
OpShardingRule getStableHLOShardingRule(mlir::Operation *op);

/// Attaches ShardingRuleOpInterface to every chlo op.
void registerCHLOShardingRuleModels(mlir::DialectRegistry &registry);

/// Computes the sharding rule of a chlo op (see CHLORules.cpp).
OpShardingRule getCHLOShardingRule(mlir::Operation *op);

/// Registers --osdp-test-print-sharding-rule, which attaches each op's rule as
/// an `osdp.sharding_rule` attribute so that tests can check it.
void registerTestPrintShardingRulePass();

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_SHARDINGRULES_SHARDINGRULES_H
