//===- ShardPipeline.cpp - The --osdp-shard pipeline ----------------------===//

#include "osdp/Transforms/Pipelines.h"

#include "osdp/Transforms/Import/Passes.h"
#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Propagation/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void osdp::buildShardPipeline(OpPassManager &pm,
                              const ShardPipelineOptions &options) {
  // Propagation and partitioning work on one function: JAX outlines helpers
  // (`call @relu`), so inline them and drop what became dead.
  pm.addPass(createInlineCallsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSymbolDCEPass());

  ImportShardingsPassOptions importOptions;
  importOptions.mesh = options.mesh;
  pm.addPass(createImportShardingsPass(importOptions));

  PropagateShardingsPassOptions propagateOptions;
  propagateOptions.conservative = options.conservative;
  pm.addPass(createPropagateShardingsPass(propagateOptions));

  // Decide every reshard on the global program, then lower.
  pm.addPass(createInsertReshardsPass());
  pm.addPass(createPartitionPass());
  pm.addPass(createOptimizeCollectivesPass());
  pm.addPass(createCanonicalizerPass());
  // CSE merges the reductions of equal partial values; it leaves each
  // all_gather alone (the op allocates its result), so a parameter FSDP
  // gathers for its forward and its backward use stays sharded in between.
  pm.addPass(createCSEPass());
}

void osdp::registerShardPipeline() {
  PassPipelineRegistration<ShardPipelineOptions>(
      "osdp-shard",
      "Shards an annotated StableHLO program into the per-device SPMD "
      "program: inline, import shardings, propagate, insert reshards, "
      "partition, optimize collectives",
      buildShardPipeline);
}
