//===- PropagateShardings.cpp - The osdp-propagate pass -------------------===//
//
// Completes partial sharding annotations; the algorithm lives in
// ShardingPropagation.cpp so that other passes can call it.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Propagation/Passes.h"
#include "osdp/Transforms/Propagation/ShardingPropagation.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace osdp {
#define GEN_PASS_DEF_PROPAGATESHARDINGSPASS
#include "osdp/Transforms/Propagation/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {
struct PropagateShardingsPass
    : public osdp::impl::PropagateShardingsPassBase<PropagateShardingsPass> {
  using Base::Base;

  void runOnOperation() override {
    ShardingPropagationOptions propagationOptions;
    propagationOptions.conservative = conservative;
    std::optional<HardwareProfile> profile;
    if (!hardware.empty()) {
      llvm::Expected<HardwareProfile> loaded = loadHardwareProfile(hardware);
      if (!loaded) {
        emitError(getOperation().getLoc())
            << llvm::toString(loaded.takeError());
        return signalPassFailure();
      }
      profile = std::move(*loaded);
      propagationOptions.profile = &*profile;
    }
    propagationOptions.explain = explain;
    ShardingPropagationStats stats;
    if (failed(propagateShardings(getOperation(), propagationOptions, &stats)))
      signalPassFailure();
    numNodes += stats.nodes;
    numVisits += stats.visits;
    numChanges += stats.changes;
  }
};
} // namespace
