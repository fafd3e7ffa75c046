//===- PartitionPipeline.cpp - Annotated program to per-device program ----===//

#include "osdp/Transforms/Partition/PartitionPipeline.h"

#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Propagation/Passes.h"

#include "mlir/Transforms/Passes.h"

using namespace mlir;

void osdp::buildPartitionPipeline(OpPassManager &pm,
                                  const PartitionPipelineOptions &options) {
  // On the global step: the loop it writes is then propagated and
  // partitioned like any other.
  if (options.microbatches != "1") {
    MicrobatchPassOptions microbatch;
    microbatch.microbatches = options.microbatches;
    pm.addPass(createMicrobatchPass(microbatch));
  }
  PropagateShardingsPassOptions propagateOptions;
  propagateOptions.conservative = options.conservative;
  propagateOptions.hardware = options.hardware;
  propagateOptions.explain = options.explain;
  pm.addPass(createPropagateShardingsPass(propagateOptions));

  // Decide every reshard on the global program, then lower.
  pm.addPass(createInsertReshardsPass());
  pm.addPass(createPartitionPass());
  pm.addPass(createOptimizeCollectivesPass());
  // On the per-device program, where the scattered zeros were sliced.
  pm.addPass(createScatterIntoSumsPass());
  pm.addPass(createCanonicalizerPass());
  // CSE merges the reductions of equal partial values; it leaves each
  // all_gather alone (the op allocates its result), so a parameter FSDP
  // gathers for its forward and its backward use stays sharded in between.
  pm.addPass(createCSEPass());
  // After CSE, which would merge each clone back into its original; before
  // the buckets, which would tie the loss's reduction to the gradients'
  // and so hide where the forward pass ends.
  if (options.remat != "none") {
    RematerializePassOptions remat;
    remat.policy = options.remat;
    pm.addPass(createRematerializePass(remat));
  }
  // After recomputation, which works on the whole step; before the
  // buckets, which would tie gradients of different stages together.
  if (options.stages != "1") {
    SplitStagesPassOptions split;
    split.axis = options.stageAxis;
    split.stages = options.stages;
    split.schedule = options.schedule;
    split.cuts = options.stageCuts;
    if (!options.hardware.empty())
      split.hardware = options.hardware;
    pm.addPass(createSplitStagesPass(split));
  }
  // Last: the reductions left are the ones the program needs.
  CombineCollectivesPassOptions combine;
  combine.hardware = options.hardware;
  combine.maxBucketBytes = options.bucketBytes;
  pm.addPass(createCombineCollectivesPass(combine));
  // After the buckets: a bucket is issued as one collective.
  if (options.overlap) {
    OverlapCollectivesPassOptions overlap;
    if (!options.hardware.empty())
      overlap.hardware = options.hardware;
    pm.addPass(createOverlapCollectivesPass(overlap));
  }
}
