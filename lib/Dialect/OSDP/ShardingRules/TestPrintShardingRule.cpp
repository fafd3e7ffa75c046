//===- TestPrintShardingRule.cpp - Attach sharding rules for tests --------===//
//
// --osdp-test-print-sharding-rule: attaches every op's sharding rule as an
// `osdp.sharding_rule` attribute, after checking it against the op, so that
// lit tests can FileCheck the rules.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace osdp;

namespace {
struct TestPrintShardingRulePass
    : public PassWrapper<TestPrintShardingRulePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPrintShardingRulePass)

  StringRef getArgument() const final {
    return "osdp-test-print-sharding-rule";
  }
  StringRef getDescription() const final {
    return "Attach each op's sharding rule as an osdp.sharding_rule "
           "attribute (for tests)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<OSDPDialect>();
  }

  void runOnOperation() override {
    bool failed = false;
    getOperation().walk([&](ShardingRuleOpInterface op) {
      OpShardingRule rule = op.getShardingRule();
      if (mlir::failed(rule.verify(op))) {
        failed = true;
        return;
      }
      op->setAttr(OSDPDialect::kShardingRuleAttrName,
                  rule.toAttr(op->getContext()));
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace

void osdp::registerTestPrintShardingRulePass() {
  PassRegistration<TestPrintShardingRulePass>();
}
