//===- DataParallelPlan.cpp - OSDP's choice per parameter -----------------===//

#include "osdp/Transforms/AutoShard/DataParallelPlan.h"

#include "osdp/Solver/Solver.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace osdp;

llvm::StringRef osdp::stringifyPlanMode(PlanMode mode) {
  switch (mode) {
  case PlanMode::DataParallel:
    return "dp";
  case PlanMode::FullySharded:
    return "fsdp";
  case PlanMode::OSDP:
    return "osdp";
  case PlanMode::Megatron:
    return "megatron";
  }
  return "";
}

std::optional<PlanMode> osdp::symbolizePlanMode(llvm::StringRef name) {
  for (PlanMode mode : kPlanModes)
    if (stringifyPlanMode(mode) == name)
      return mode;
  return std::nullopt;
}

/// The optimizer update's memory time on the whole group: it reads the
/// parameter, its gradient and its state and writes the parameter and the
/// state.
static double updateSeconds(const ParameterGroup &group,
                            const DataAxisModel &axis) {
  return axis.memory.seconds(
      double(3 * group.parameterBytes + 2 * group.stateBytes));
}

llvm::StringRef
osdp::describePersistentState(llvm::ArrayRef<ParameterGroup> groups) {
  if (!groups.empty() && !groups.front().trained)
    return "the parameters";
  return "the parameters with their gradients, optimizer state and updated "
         "copies";
}

/// A gradient's reduction: the gradients are reduced in buckets, each
/// paying its share of a bucket's call.
static double gradientReduction(CollectiveKind kind, double bytes,
                                const DataAxisModel &axis) {
  return bucketedCollectiveTime(kind, bytes, axis.n, axis.link,
                                static_cast<double>(axis.bucketBytes));
}

GroupCost osdp::replicatedCost(const ParameterGroup &group,
                               const DataAxisModel &axis) {
  if (!group.trained)
    return {0, heldBytes(group)};
  // The gradient is all-reduced and every device updates the whole group.
  return {
      gradientReduction(CollectiveKind::AllReduce, group.parameterBytes, axis) +
          updateSeconds(group, axis),
      heldBytes(group)};
}

GroupCost osdp::shardedCost(const ParameterGroup &group,
                            const DataAxisModel &axis) {
  if (!group.shardDim)
    return replicatedCost(group, axis);
  double bytes = group.parameterBytes;
  if (!group.trained)
    return {collectiveTime(CollectiveKind::AllGather, bytes, axis.n, axis.link),
            heldBytes(group) / axis.n};
  // Gathered for the forward and again for the backward use, the gradient
  // reduce-scattered; each device keeps and updates 1/n of everything.
  return {
      2 * collectiveTime(CollectiveKind::AllGather, bytes, axis.n, axis.link) +
          gradientReduction(CollectiveKind::ReduceScatter, bytes, axis) +
          updateSeconds(group, axis) / axis.n,
      heldBytes(group) / axis.n};
}

GroupCost osdp::modelSplitCost(const ParameterGroup &group,
                               const DataAxisModel &axis) {
  if (!group.modelDim || axis.modelSize <= 1)
    return replicatedCost(group, axis);
  int64_t m = axis.modelSize;
  if (!group.trained)
    return {0, heldBytes(group) / m};
  return {gradientReduction(CollectiveKind::AllReduce,
                            double(group.parameterBytes) / m, axis) +
              updateSeconds(group, axis) / m,
          heldBytes(group) / m};
}

/// What `cost` of a group comes to on one device of a pipeline stage.
static GroupCost stageShare(GroupCost cost, const DataAxisModel &axis) {
  return {cost.seconds / axis.stages, cost.bytes / axis.stages};
}

static void account(DataParallelPlan &plan,
                    llvm::ArrayRef<ParameterGroup> groups,
                    const DataAxisModel &axis, int64_t budgetBytes) {
  plan.seconds = 0;
  plan.persistentBytes = 0;
  for (auto [group, sharded] : llvm::zip(groups, plan.sharded)) {
    GroupCost cost = stageShare(!sharded ? replicatedCost(group, axis)
                                : plan.mode == PlanMode::Megatron
                                    ? modelSplitCost(group, axis)
                                    : shardedCost(group, axis),
                                axis);
    plan.seconds += cost.seconds;
    plan.persistentBytes += cost.bytes;
  }
  plan.fits = budgetBytes < 0 || plan.persistentBytes <= budgetBytes;
}

/// The search as the solver's problem: one node per group, two strategies
/// (replicated, sharded) costing nanoseconds and using bytes, all live at
/// once under the budget.
static solver::Problem toProblem(llvm::ArrayRef<ParameterGroup> groups,
                                 const DataAxisModel &axis,
                                 int64_t budgetBytes) {
  solver::Problem problem;
  problem.name = "osdp";
  problem.usageLimit = budgetBytes;
  for (const ParameterGroup &group : groups) {
    solver::Node node;
    node.lo = 0;
    node.hi = 1;
    for (const GroupCost &cost : {stageShare(replicatedCost(group, axis), axis),
                                  stageShare(shardedCost(group, axis), axis)}) {
      node.costs.push_back(std::llround(cost.seconds * 1e9));
      node.usages.push_back(cost.bytes);
    }
    problem.nodes.push_back(std::move(node));
  }
  return problem;
}

llvm::Expected<DataParallelPlan>
osdp::planDataParallel(llvm::ArrayRef<ParameterGroup> groups, PlanMode mode,
                       const DataAxisModel &axis, int64_t budgetBytes,
                       double timeLimit, uint64_t seed) {
  DataParallelPlan plan;
  plan.mode = mode;
  if (mode == PlanMode::Megatron && axis.modelSize <= 1)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "megatron needs a model axis besides the "
                                   "data axis");
  if (mode != PlanMode::OSDP) {
    for (const ParameterGroup &group : groups)
      plan.sharded.push_back(
          mode == PlanMode::FullySharded ? group.shardDim.has_value()
          : mode == PlanMode::Megatron   ? group.modelDim.has_value()
                                         : false);
    account(plan, groups, axis, budgetBytes);
    return plan;
  }
  solver::SolverOptions options;
  options.timeLimit = timeLimit;
  options.seed = seed;
  options.threads = 1;
  options.maxRounds = 1000;
  solver::SolverResult result =
      solver::solve(toProblem(groups, axis, budgetBytes), options);
  if (!result.feasible)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv(
            "{0} need {1} bytes per device even sharded over {2} "
            "devices{3}, more than the {4} bytes the memory limit "
            "leaves them",
            describePersistentState(groups), result.smallestPeak, axis.n,
            axis.stages > 1 ? llvm::formatv(" (a 1/{0} share in each pipeline "
                                            "stage)",
                                            axis.stages)
                                  .str()
                            : std::string(),
            budgetBytes));
  for (auto [group, strategy] : llvm::zip(groups, result.assignment))
    plan.sharded.push_back(strategy == 1 && group.shardDim.has_value());
  account(plan, groups, axis, budgetBytes);
  return plan;
}
