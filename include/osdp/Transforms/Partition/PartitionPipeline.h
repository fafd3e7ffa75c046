//===- PartitionPipeline.h - Annotated program to per-device ----*- C++ -*-===//
//
// The partitioning steps every pipeline ends with, and that the planner
// runs on each candidate plan to predict it from the program it becomes.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H
#define OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H

#include "mlir/Pass/PassManager.h"

#include <string>

namespace osdp {

/// How propagation settles conflicts in the partitioning steps.
struct PartitionPipelineOptions {
  bool conservative = false;
  /// A hardware preset or profile: conflicts go by predicted time.
  std::string hardware;
  bool explain = false;
};

/// A fully annotated global program -> per-device program: propagate,
/// insert reshards, partition, optimize the collectives, clean up.
void buildPartitionPipeline(mlir::OpPassManager &pm,
                            const PartitionPipelineOptions &options);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PARTITIONPIPELINE_H
