//===- OSDPToStableHLO.cpp - osdp collectives to stablehlo ----------------===//
//
// The pass that lowers the collectives of a partitioned program to the
// stablehlo collectives XLA executes (osdp/Sharding/CollectivesToStableHLO.h
// builds them).
//
//===----------------------------------------------------------------------===//

#include "osdp/Conversion/Passes.h"

#include "osdp/Sharding/CollectivesToStableHLO.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/BuiltinOps.h"

namespace osdp {
#define GEN_PASS_DEF_CONVERTOSDPTOSTABLEHLOPASS
#include "osdp/Conversion/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
struct ConvertOSDPToStableHLOPass
    : public osdp::impl::ConvertOSDPToStableHLOPassBase<
          ConvertOSDPToStableHLOPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (deviceIds != "partition" && deviceIds != "replica") {
      module.emitError() << "device-ids must be 'partition' or 'replica', not '"
                         << deviceIds << "'";
      return signalPassFailure();
    }
    bool replicas = deviceIds == "replica";

    SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
    if (meshes.size() > 1) {
      meshes[1].emitError("convert-osdp-to-stablehlo supports one mesh per "
                          "module");
      return signalPassFailure();
    }
    MeshAttr mesh = meshes.empty() ? MeshAttr() : meshes.front().getMesh();

    // XLA runs each collective where it stands: one in flight blocks at
    // its start, which computes the same values.
    SmallVector<AsyncStartOp> starts;
    module.walk([&](AsyncStartOp start) { starts.push_back(start); });
    for (AsyncStartOp start : starts)
      start.makeBlocking();

    if (failed(lowerCollectivesToStableHLO(module, mesh, replicas)))
      return signalPassFailure();

    // Anything else of the osdp dialect has no meaning to XLA.
    WalkResult leftover = module.walk([&](Operation *op) {
      if (isa<OSDPDialect>(op->getDialect()) && !isa<MeshOp>(op)) {
        op->emitError("cannot be lowered to stablehlo; run osdp-partition "
                      "first");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (leftover.wasInterrupted())
      return signalPassFailure();

    if (replicas)
      module.walk([](stablehlo::PartitionIdOp op) {
        OpBuilder b(op);
        op.replaceAllUsesWith(
            stablehlo::ReplicaIdOp::create(b, op.getLoc(), op.getType())
                .getResult());
        op.erase();
      });

    eraseOSDPAttributes(module);
    for (MeshOp op : meshes)
      op.erase();
    int64_t devices = mesh ? mesh.getNumDevices() : 1;
    Builder b(module.getContext());
    module->setAttr("mhlo.num_partitions",
                    b.getI32IntegerAttr(replicas ? 1 : devices));
    module->setAttr("mhlo.num_replicas",
                    b.getI32IntegerAttr(replicas ? devices : 1));
  }
};
} // namespace
