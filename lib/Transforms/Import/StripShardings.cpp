//===- StripShardings.cpp - Remove the sharding annotations ---------------===//

#include "osdp/Transforms/Import/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace osdp {
#define GEN_PASS_DEF_STRIPSHARDINGSPASS
#include "osdp/Transforms/Import/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {
struct StripShardingsPass
    : public osdp::impl::StripShardingsPassBase<StripShardingsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> erased;
    WalkResult manual = module.walk([](ManualComputationOp op) {
      op.emitError("a manual computation (shard_map) has no unsharded form: "
                   "its body calls collectives");
      return WalkResult::interrupt();
    });
    if (manual.wasInterrupted())
      return signalPassFailure();
    WalkResult result = module.walk([&](Operation *op) {
      if (auto shard = dyn_cast<ShardOp>(op)) {
        shard.getResult().replaceAllUsesWith(shard.getInput());
        erased.push_back(op);
      } else if (isa<MeshOp, ShardingGroupOp>(op)) {
        erased.push_back(op);
      } else if (isa<OSDPDialect>(op->getDialect())) {
        op->emitError("a partitioned program has no unsharded form");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    for (Operation *op : erased)
      op->erase();
    eraseOSDPAttributes(module);
    Builder builder(module.getContext());
    module->setAttr("mhlo.num_partitions", builder.getI32IntegerAttr(1));
    module->setAttr("mhlo.num_replicas", builder.getI32IntegerAttr(1));
  }
};
} // namespace
