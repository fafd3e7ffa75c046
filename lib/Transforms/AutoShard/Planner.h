//===- Planner.h - The state of one osdp-plan-shardings run -----*- C++ -*-===//
//
// Shared by the pass (PlanShardings.cpp), the plan's construction and
// prediction (Planner.cpp) and its report (PlanReport.cpp). Private to
// lib/Transforms/AutoShard.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_TRANSFORMS_AUTOSHARD_PLANNER_H
#define OSDP_LIB_TRANSFORMS_AUTOSHARD_PLANNER_H

#include "osdp/Analysis/HardwareProfile.h"
#include "osdp/Analysis/PipelineCost.h"
#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Sharding/TrainingStep.h"
#include "osdp/Transforms/AutoShard/DataParallelPlan.h"
#include "osdp/Transforms/Partition/Rematerialize.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/Support/JSON.h"

namespace osdp::autoshard {

using llvm::SmallVector;
using mlir::FailureOr;
using mlir::FlatSymbolRefAttr;
using mlir::LogicalResult;
using mlir::ModuleOp;
using mlir::StringAttr;
namespace func = mlir::func;

/// A planning run: the step, its mesh, and the pass's options read.
struct Planner {
  // Op handles: their accessors are not const, a const Planner's handles
  // must still be usable.
  mutable ModuleOp module;
  mutable func::FuncOp function;
  TrainingStep step;
  FlatSymbolRefAttr meshRef;
  MeshAttr mesh;
  StringAttr dataAxis;
  /// The axis Megatron splits weights over: the mesh's other axis, if it
  /// has exactly two.
  StringAttr modelAxis;
  int64_t n = 1;
  /// The step's batch: the first dimension of its largest data argument
  /// (0: none). Data arguments of another first dimension (a random key)
  /// are not batches.
  int64_t batchSize = 0;
  /// The profile, and the preset or file it came from (which the
  /// predictions' propagation settles conflicts with).
  HardwareProfile profile;
  std::string hardware;
  Link link;
  int64_t memoryBytes = 0, activationBytes = 0, gatheredBytes = 0;
  /// What earlier rounds' predicted peaks exceeded the memory by.
  int64_t correctionBytes = 0;
  /// The predicted peak of the last plan that did not fit (0: none yet).
  int64_t lastPeakBytes = 0;
  /// The largest gathered slice once products are split (0: not split).
  int64_t splitGatheredBytes = 0;
  /// The partition pipeline's largest bucket of combined collectives.
  int64_t bucketBytes = 0;
  /// What the forward pass saves for the backward pass: `remat=`, applied
  /// by the partition pipeline and assumed by every estimate.
  std::string remat = "none";
  /// What that policy recomputes on the step, for the report.
  RematSummary rematSummary;
  /// Whether `mode=auto`'s search chooses the ops to recompute (`remat`
  /// is then `marked`).
  bool searchRecomputes = false;
  /// The microbatches the step's batch runs as: `microbatches=`, applied by
  /// the partition pipeline and assumed by every estimate.
  int64_t microbatches = 1;
  /// Whether the predictions issue collectives early (`overlap=`).
  bool overlap = false;
  /// The pipeline stages along `stageAxis` (`stages=`, 1: none), and the
  /// order they run the microbatches in, as the partition pipeline cuts
  /// the step and every prediction assumes.
  unsigned stages = 1;
  StringAttr stageAxis;
  std::string schedule = "1f1b";
  /// Where each stage after the first begins (empty: equal times).
  SmallVector<std::string> stageCuts;
  SmallVector<ParameterGroup> groups;

  /// The predicted step of the plan written (a pipeline's, its bubble
  /// included), by which the levers' and the stage counts' trials compare.
  double writtenStepSeconds = 0;
  /// The arguments the user sharded, read before the plan writes any.
  llvm::BitVector userSharded;

  bool hasUserSharding(unsigned argument) const {
    return userSharded.test(argument);
  }
  DataAxisModel axis() const {
    int64_t modelSize = modelAxis ? mesh.getAxisSize(modelAxis) : 1;
    return {n,         link,   profile.memorySpeed(),
            modelSize, stages, gradientBucketBytes()};
  }

  /// The largest bucket of gradient reductions the step can fill: the
  /// pipeline's bucket limit, or all the gradients where they are fewer
  /// bytes (0: no buckets).
  int64_t gradientBucketBytes() const {
    int64_t gradients = 0;
    for (const ParameterGroup &group : groups)
      gradients += group.parameterBytes;
    return std::min(bucketBytes, gradients);
  }

  /// What the limit leaves the persistent state (never negative: there is
  /// always a limit).
  int64_t budget() const {
    return std::max<int64_t>(0, memoryBytes - activationBytes - gatheredBytes -
                                    correctionBytes);
  }
};

/// Every mode's plan, or why none fits.
using ModePlans =
    SmallVector<std::pair<PlanMode, llvm::Expected<DataParallelPlan>>>;

/// Fills `planner.groups`: each parameter without a user sharding, with
/// its data-axis and Megatron dimensions and the optimizer state that
/// follows it.
void collectGroups(Planner &planner);

/// The microbatches whose activations a pipeline stage holds at once:
/// under 1F1B at most as many as there are stages (its warm-up), under
/// GPipe all of them; 1 without stages.
int64_t microbatchesInFlight(const Planner &planner);
/// What the user wrote on a step: its arguments' and results' attributes,
/// and its ops' shardings and recompute marks, which plans overwrite. The
/// levers' attempts each start from it.
class StepAnnotations {
public:
  explicit StepAnnotations(func::FuncOp function);
  /// Puts them back on the step, dropping what a plan wrote.
  void restore() const;

private:
  func::FuncOp function;
  SmallVector<mlir::DictionaryAttr> argAttrs, resultAttrs;
  /// Each op with its shardings and its mark (null where none).
  SmallVector<std::tuple<mlir::Operation *, mlir::Attribute, mlir::Attribute>>
      opAttrs;
};

/// Estimates the activations and the gathered transient of the budget.
LogicalResult estimateMemory(Planner &planner);
/// Sets `planner.rematSummary`: what the remat policy recomputes on the
/// step as it is now (under `marked`, the ops its marks name).
LogicalResult summarizeRemat(Planner &planner);

/// Sets `planner.batchSize` from the step's data arguments.
void findBatchSize(Planner &planner);

/// The sharding of a data argument in every mode: its first dimension
/// split over the data axis if it is the batch (of `planner.batchSize`
/// rows, however few bytes: a small batch of token ids is still what
/// data parallelism splits) and the axis divides it; a random key stays
/// whole.
ShardingAttr dataSharding(const Planner &planner, mlir::Type type);

/// Refuses a batch whose first dimension the data axis does not divide:
/// its plan would compute the whole batch on every device, silently.
mlir::LogicalResult checkBatchesDivide(const Planner &planner);

/// Whether `type` is a tensor too small to split (a random key, a step
/// count, a scalar: at most 1 KiB), or no tensor of static shape. Every
/// plan keeps such values whole.
bool isTinyTensor(mlir::Type type);

/// Writes `plan` on `function` (the step, or a copy of it).
void writePlan(const Planner &planner, func::FuncOp function,
               const DataParallelPlan &plan);

/// The cost model's prediction for the partitioned step once `write` has
/// written a plan on a copy of it; partitioning errors come back in
/// `error`.
FailureOr<ProgramCost> predict(const Planner &planner,
                               llvm::function_ref<void(func::FuncOp)> write,
                               std::string &error);
/// The predictions for several plans at once, each `write` writing one on
/// its own copy; the copies are partitioned in parallel.
std::vector<FailureOr<ProgramCost>>
predictEach(const Planner &planner,
            llvm::ArrayRef<llvm::function_ref<void(func::FuncOp)>> writes,
            llvm::SmallVectorImpl<std::string> &errors);
/// The prediction for `plan`.
FailureOr<ProgramCost> predict(const Planner &planner,
                               const DataParallelPlan &plan,
                               std::string &error);

/// The pipeline of the step as it is now (its plan written), partitioned
/// and cut into the planner's stages; partitioning errors come back in
/// `error`.
FailureOr<PipelineCost> predictPipeline(const Planner &planner,
                                        std::string &error);

/// Every mode's entry in the report, by mode name (consumes the plans'
/// errors).
llvm::json::Object modesJSON(const Planner &planner, ModePlans &modes);
/// The plan report: the mesh, the memory budget and its parts, the
/// parameters and every mode's entry (`searched`: with the search's).
llvm::json::Object reportDocument(const Planner &planner,
                                  llvm::StringRef chosenMode,
                                  llvm::json::Array parameters,
                                  llvm::json::Object modesJSON, bool searched);
/// The written plan's pipeline for the report: its stages side by side and
/// the schedule drawn, or why it could not be predicted.
llvm::json::Object pipelineJSON(const Planner &planner);
/// The chosen plan's parameters, their shapes and strategies.
llvm::json::Array parametersJSON(const Planner &planner,
                                 const DataParallelPlan &plan);

} // namespace osdp::autoshard

#endif // OSDP_LIB_TRANSFORMS_AUTOSHARD_PLANNER_H
