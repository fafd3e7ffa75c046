//===- PipelineCost.h - Predicted step of a pipelined module ----*- C++ -*-===//
//
// The cost model applied to a step osdp-split-stages cut into pipeline
// stages: every stage's function is predicted as a program of its own
// (ProgramCost), then the stages are run side by side, each in its program
// order, a receive waiting until the message it matches has crossed the
// stage link. The bubble of the schedule (the time a stage waits for its
// neighbours) is what that simulation finds, not a formula: the schedule's
// order (1F1B or GPipe) and the imbalance of the cut both show in it.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_ANALYSIS_PIPELINECOST_H
#define OSDP_ANALYSIS_PIPELINECOST_H

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/PipelineStages.h"

#include "mlir/IR/BuiltinOps.h"

namespace osdp {

/// One stage over the simulated step.
struct StageTimeline {
  /// The stage's function predicted on its own, as if no message kept it
  /// waiting.
  ProgramCost cost;
  /// When its last op ends, from the start of the step.
  double finishSeconds = 0;
  /// The time it spends waiting in receives.
  double waitSeconds = 0;
  /// The stretches it computes (or runs its own collectives), in order;
  /// the gaps between them are waits.
  std::vector<std::pair<double, double>> busy;
};

/// The prediction for a pipelined step.
struct PipelineCost {
  /// The stretches kept per stage; a longer schedule's are merged.
  static constexpr size_t kBusyIntervals = 512;
  std::vector<StageTimeline> stages;
  int64_t microbatches = 1;
  std::string schedule;
  /// When the last stage finishes: the step.
  double stepSeconds = 0;

  /// The share of the step an average stage waits: the bubble.
  double bubbleFraction() const;
  /// What an ideal pipeline of equal stages and free transfers waits:
  /// (N - 1) / (K + N - 1) for N stages and K microbatches.
  double idealBubbleFraction() const;
  /// The stage with the highest peak.
  size_t peakStage() const;
  /// The step as the planner weighs it: the peak stage's program, with the
  /// time it is not busy over the step counted as waiting, so that its
  /// stepSeconds() is the pipeline's step.
  ProgramCost combined() const;
  llvm::json::Value toJSON() const;
};

/// The schedule drawn in text, one row of `columns` characters per stage,
/// the step's time running left to right: `#` where the stage is busy for
/// most of the column's time, `.` where it waits, blank after it ends.
std::string drawSchedule(const PipelineCost &pipeline, unsigned columns);

/// Predicts the step of `module`, split into `stages`, on `profile`.
/// Fails, with an error at the op, on a collective or transfer whose mesh
/// cannot be found, or on a receive whose message no stage sends before
/// the receiver needs it (the stages would wait for each other forever).
mlir::FailureOr<PipelineCost>
estimatePipelineCost(mlir::ModuleOp module, const PipelineStages &stages,
                     const HardwareProfile &profile);

} // namespace osdp

#endif // OSDP_ANALYSIS_PIPELINECOST_H
