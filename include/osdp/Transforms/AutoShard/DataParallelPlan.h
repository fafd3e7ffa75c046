//===- DataParallelPlan.h - OSDP's choice per parameter ----------*- C++
//-*-===//
//
// The OSDP search over a data-parallel axis: every parameter (with the
// optimizer state that follows it) is either replicated, its gradient
// all-reduced, or sharded ZeRO-3 style, gathered for its forward and again
// for its backward use and its gradient reduce-scattered. Sharding saves
// memory and costs communication; the solver picks, per parameter, the
// cheapest plan whose persistent memory fits the budget. docs/auto-shard.md
// derives the costs.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_DATAPARALLELPLAN_H
#define OSDP_TRANSFORMS_AUTOSHARD_DATAPARALLELPLAN_H

#include "osdp/Analysis/CostModel.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace osdp {

/// `dp` replicates every parameter, `fsdp` shards every one it can, `osdp`
/// chooses per parameter; `megatron` splits the weights of column- and
/// row-parallel pairs over the model axis and replicates the rest.
enum class PlanMode { DataParallel, FullySharded, OSDP, Megatron };

/// Every mode, in the order reports list them.
inline constexpr PlanMode kPlanModes[] = {PlanMode::DataParallel,
                                          PlanMode::FullySharded,
                                          PlanMode::OSDP, PlanMode::Megatron};

llvm::StringRef stringifyPlanMode(PlanMode mode);
std::optional<PlanMode> symbolizePlanMode(llvm::StringRef name);

/// A parameter and the optimizer state that is sharded like it.
struct ParameterGroup {
  unsigned parameter = 0;
  llvm::SmallVector<unsigned> states;
  int64_t parameterBytes = 0, stateBytes = 0;
  /// The bytes of the group's updated values that get buffers of their
  /// own: those whose argument is not donated to them (`tf.aliasing_output`).
  int64_t updateCopyBytes = 0;
  /// The dimension the data axis splits when sharded; none if no dimension
  /// divides evenly (the parameter then stays replicated).
  std::optional<unsigned> shardDim;
  /// The dimension Megatron splits over the model axis, if any.
  std::optional<unsigned> modelDim;
  /// Whether the step trains the parameter (its gradient is synchronised
  /// and it is updated); a forward program only reads it.
  bool trained = true;
};

/// What the choice for a group changes: its gradient synchronisation over
/// the data axis, its optimizer update (a pass over parameter, gradient and
/// state in memory, on every device whole or on 1/n of them), and the
/// persistent bytes per device (parameter, gradient, optimizer state).
/// The bytes the group holds on a device that keeps it whole: parameter,
/// gradient and state, and the copies its update writes (a forward
/// program's parameter alone).
inline int64_t heldBytes(const ParameterGroup &group) {
  if (!group.trained)
    return group.parameterBytes + group.updateCopyBytes;
  return 2 * group.parameterBytes + group.stateBytes + group.updateCopyBytes;
}

/// What the groups' persistent bytes are, for messages: the parameters
/// with their gradients, optimizer state and updated copies, or (in a
/// forward program) the parameters alone.
llvm::StringRef describePersistentState(llvm::ArrayRef<ParameterGroup> groups);

struct GroupCost {
  double seconds = 0;
  int64_t bytes = 0;
};

/// The data axis: its size, its link, and the device's memory speed; and
/// the size of the model axis Megatron splits over (1: none).
struct DataAxisModel {
  int64_t n = 1;
  Link link;
  MemorySpeed memory;
  int64_t modelSize = 1;
  /// The pipeline stages the step is cut into: each holds, synchronises
  /// and updates about a 1/stages share of the groups, while the other
  /// stages do theirs (so a group costs a device that share of its time
  /// and bytes).
  int64_t stages = 1;
  /// The largest bucket the partitioned step reduces gradients in
  /// (osdp-combine-collectives' max-bucket-bytes; 0: one call each).
  int64_t bucketBytes = 0;
};

GroupCost replicatedCost(const ParameterGroup &group,
                         const DataAxisModel &axis);
GroupCost shardedCost(const ParameterGroup &group, const DataAxisModel &axis);
/// Split over the model axis: each device holds, synchronises over the data
/// axis and updates 1/m of the group.
GroupCost modelSplitCost(const ParameterGroup &group,
                         const DataAxisModel &axis);

/// A choice for every group, and what it costs.
struct DataParallelPlan {
  PlanMode mode = PlanMode::OSDP;
  /// Per group: sharded over the data axis (split over the model axis for
  /// megatron).
  llvm::SmallVector<bool> sharded;
  /// Gradient synchronisation and optimizer update.
  double seconds = 0;
  int64_t persistentBytes = 0;
  /// Whether the persistent bytes fit the budget.
  bool fits = true;
};

/// The plan of `mode` for `groups` over the data axis, under a budget of
/// `budgetBytes` per device for the persistent state (negative: none).
/// `dp` and `fsdp` are fixed plans (`fits` says whether they fit); `osdp`
/// solves for the cheapest plan that fits and fails, saying by how
/// much, when even sharding everything does not.
llvm::Expected<DataParallelPlan>
planDataParallel(llvm::ArrayRef<ParameterGroup> groups, PlanMode mode,
                 const DataAxisModel &axis, int64_t budgetBytes,
                 double timeLimit, uint64_t seed);

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_DATAPARALLELPLAN_H
