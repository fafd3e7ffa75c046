//===- ShardPipeline.cpp - The --osdp-shard pipeline ----------------------===//

#include "osdp/Transforms/Pipelines.h"

#include "osdp/Transforms/AutoShard/Passes.h"
#include "osdp/Transforms/Import/Passes.h"
#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Propagation/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace osdp;

/// Inline the helpers JAX outlines (`call @relu`): propagation and
/// partitioning work on one function.
static void addInlining(OpPassManager &pm) {
  pm.addPass(createInlineCallsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSymbolDCEPass());
}

/// From a fully annotated program to the per-device one.
static void addPartitioning(OpPassManager &pm, bool conservative) {
  PropagateShardingsPassOptions propagateOptions;
  propagateOptions.conservative = conservative;
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

void osdp::buildShardPipeline(OpPassManager &pm,
                              const ShardPipelineOptions &options) {
  addInlining(pm);
  ImportShardingsPassOptions importOptions;
  importOptions.mesh = options.mesh;
  pm.addPass(createImportShardingsPass(importOptions));
  addPartitioning(pm, options.conservative);
}

void osdp::buildAutoShardPipeline(OpPassManager &pm,
                                  const AutoShardPipelineOptions &options) {
  addInlining(pm);
  pm.addPass(createImportShardingsPass());
  pm.addPass(createInferRolesPass());
  PlanShardingsPassOptions plan;
  plan.mesh = options.mesh;
  plan.dataAxis = options.dataAxis;
  plan.hardware = options.hardware;
  plan.memory = options.memory;
  plan.mode = options.mode;
  plan.timeLimit = options.timeLimit;
  plan.seed = options.seed;
  plan.report = options.report;
  plan.reportSummary = options.reportSummary;
  pm.addPass(createPlanShardingsPass(plan));
  if (!options.planOnly)
    addPartitioning(pm, /*conservative=*/false);
}

void osdp::registerShardPipeline() {
  PassPipelineRegistration<ShardPipelineOptions>(
      "osdp-shard",
      "Shards an annotated StableHLO program into the per-device SPMD "
      "program: inline, import shardings, propagate, insert reshards, "
      "partition, optimize collectives",
      buildShardPipeline);
}

void osdp::registerAutoShardPipeline() {
  PassPipelineRegistration<AutoShardPipelineOptions>(
      "osdp-auto-shard",
      "Chooses the shardings of a training step from the cost model under "
      "a memory limit, then shards it into the per-device SPMD program",
      buildAutoShardPipeline);
}
