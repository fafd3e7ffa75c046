//===- ShardPipeline.cpp - The --osdp-shard pipeline ----------------------===//

#include "osdp/Transforms/Pipelines.h"

#include "osdp/Transforms/AutoShard/Passes.h"
#include "osdp/Transforms/Import/Passes.h"
#include "osdp/Transforms/Partition/PartitionPipeline.h"

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

void osdp::buildShardPipeline(OpPassManager &pm,
                              const ShardPipelineOptions &options) {
  addInlining(pm);
  ImportShardingsPassOptions importOptions;
  importOptions.mesh = options.mesh;
  pm.addPass(createImportShardingsPass(importOptions));
  buildPartitionPipeline(
      pm, {options.conservative, options.hardware, options.explain,
           options.bucketBytes, options.remat, options.microbatches,
           options.overlap, options.stages, options.stageAxis, options.schedule,
           llvm::to_vector(options.stageCuts)});
}

void osdp::buildAutoShardPipeline(OpPassManager &pm,
                                  const AutoShardPipelineOptions &options,
                                  PlanListener *listener) {
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
  plan.solverRounds = options.solverRounds;
  plan.solverThreads = options.solverThreads;
  plan.splitGatheredBytes = options.splitGatheredBytes;
  plan.bucketBytes = options.bucketBytes;
  plan.remat = options.remat;
  plan.microbatches = options.microbatches;
  plan.overlap = options.overlap;
  plan.stages = options.stages;
  plan.stageAxis = options.stageAxis;
  plan.schedule = options.schedule;
  plan.stageCuts = llvm::to_vector(options.stageCuts);
  pm.addPass(listener ? createPlanShardingsPass(plan, *listener)
                      : createPlanShardingsPass(plan));
  SplitContractionsPassOptions split;
  split.maxGatheredBytes = options.splitGatheredBytes;
  pm.addPass(createSplitContractionsPass(split));
  if (!options.planOnly)
    buildPartitionPipeline(pm, {/*conservative=*/false, options.hardware,
                                /*explain=*/false, options.bucketBytes,
                                options.remat, options.microbatches,
                                options.overlap, options.stages,
                                options.stageAxis, options.schedule,
                                llvm::to_vector(options.stageCuts)});
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
      [](OpPassManager &pm, const AutoShardPipelineOptions &options) {
        buildAutoShardPipeline(pm, options);
      });
}
