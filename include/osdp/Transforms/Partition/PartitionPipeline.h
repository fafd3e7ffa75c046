//===- PartitionPipeline.h - Annotated program to per-device ----*- C++ -*-===//
//
// The partitioning steps every pipeline ends with, and that the planner
// runs on each candidate plan to predict it from the program it becomes.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H
#define OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H

#include "osdp/Transforms/Partition/Passes.h"

#include "mlir/Pass/PassManager.h"

#include <string>

namespace osdp {

/// How propagation settles conflicts in the partitioning steps.
struct PartitionPipelineOptions {
  bool conservative = false;
  /// A hardware preset or profile: conflicts go by predicted time.
  std::string hardware;
  bool explain = false;
  /// The largest bucket of combined collectives (0: none combined).
  int64_t bucketBytes = CombineCollectivesPassOptions().maxBucketBytes;
  /// What the forward pass saves for the backward pass (osdp-rematerialize's
  /// policy: none or dots).
  std::string remat = "none";
  /// The number of microbatches the step's batch runs as, or auto
  /// (osdp-microbatch's option).
  std::string microbatches = "1";
  /// Issue collectives ahead of their first reader (osdp-overlap-collectives,
  /// on `hardware`'s times, h100's when none is given).
  bool overlap = false;
  /// The number of pipeline stages (osdp-split-stages' option; 1: one
  /// program for every device; auto: as the planner chose) and the mesh
  /// axis whose positions they are.
  std::string stages = "1";
  std::string stageAxis = "pipe";
  /// The order of the microbatches in each stage: 1f1b or gpipe.
  std::string schedule = "1f1b";
  /// Where each stage after the first begins (osdp-split-stages' cuts);
  /// empty: stages of equal predicted time.
  llvm::SmallVector<std::string> stageCuts;
};

/// A fully annotated global program -> per-device program: cut the batch
/// into `microbatches`, propagate,
/// insert reshards, partition, optimize the collectives, clean up,
/// recompute activations as `remat` says, cut the step into `stages`
/// pipeline stages along `stageAxis`, combine collectives into buckets (by the
/// cost model of `hardware`, when given), and, with `overlap`, issue them
/// early.
void buildPartitionPipeline(mlir::OpPassManager &pm,
                            const PartitionPipelineOptions &options);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H
