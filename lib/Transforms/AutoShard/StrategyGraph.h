//===- StrategyGraph.h - The intra-operator search space ---------*- C++
//-*-===//
//
// `mode=auto` of osdp-plan-shardings (the Alpa / XLA auto-sharding search):
// every function argument and every op of the step's body is a node whose
// strategies are the ways its sharding rule lets it split over the mesh;
// each strategy has a compute time and a per-device memory, each data edge
// a matrix of resharding times (from the resharding planner of the
// partitioner), and the solver of osdp-solve picks one strategy per node
// under the memory limit. docs/auto-shard.md describes the model. Private
// to lib/Transforms/AutoShard.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_TRANSFORMS_AUTOSHARD_STRATEGYGRAPH_H
#define OSDP_LIB_TRANSFORMS_AUTOSHARD_STRATEGYGRAPH_H

#include "Planner.h"

#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Solver/Problem.h"

namespace osdp::autoshard {

/// Solver costs are integers: tenths of a nanosecond.
constexpr double kCostUnitsPerSecond = 1e10;

/// One way to split a node: the shardings its results get (partial over the
/// axes of its reduction factors) and its operands need, and what it costs
/// on one device.
struct Strategy {
  /// For an op, the axes of each factor of its rule; empty for arguments.
  FactorAxes factors;
  SmallVector<ShardingAttr, 1> results;
  SmallVector<ShardingAttr> operands;
  /// Compute time, plus the resharding of results the caller receives.
  double seconds = 0;
  /// The results' bytes on one device.
  int64_t bytes = 0;
  /// Whether the op's results are recomputed for the backward pass
  /// (`osdp.recompute`): `seconds` holds the op's work twice, and the
  /// results are not held between their last forward reader and their
  /// first backward one.
  bool recomputed = false;
};

/// A function argument (`op` null) or an op of the step's body.
struct StrategyNode {
  mlir::Operation *op = nullptr;
  unsigned argument = 0;
  /// The op's position in the body (for finding it in a copy).
  unsigned opIndex = 0;
  SmallVector<Strategy> strategies;
};

/// The search space of one step and the solver's problem on it (node i of
/// the problem is node i of the graph; the problem's nodes after the
/// graph's hold the memory of the ops that may be recomputed, each tied to
/// its op's node).
struct StrategyGraph {
  SmallVector<StrategyNode> nodes;
  solver::Problem problem;
  /// The reshardings costed, and how many were found in the cache.
  uint64_t reshardings = 0, cachedReshardings = 0;
};

/// Builds the graph of `planner`'s step: strategies, their costs and
/// memory, the resharding matrix of every data edge and the live interval
/// of every node. Arguments the user sharded keep their sharding. Fails,
/// with the error at the op, on a rule that does not match its op.
FailureOr<StrategyGraph> buildStrategyGraph(const Planner &planner);

/// Writes the strategies of `assignment` on `function` (the step, or a
/// copy of it): `osdp.sharding` on the arguments the user left open,
/// `osdp.shardings` on the ops, `osdp.recompute` on the ops the search
/// may recompute and chose to, and on each updated state result its
/// argument's sharding.
void writeStrategies(const Planner &planner, func::FuncOp function,
                     const StrategyGraph &graph,
                     const solver::Assignment &assignment);

/// The search's settings: the solver's seed, its rounds per worker (0:
/// until the time limit) and its time limit.
struct SearchOptions {
  double timeLimit = 10;
  uint64_t seed = 1;
  uint64_t rounds = 0;
  /// The solver's threads (0: one per core).
  unsigned threads = 0;
};

/// The search's answer and the prediction of its partitioned step.
struct AutoPlan {
  StrategyGraph graph;
  solver::Assignment assignment;
  /// The solver's total cost of the assignment (kCostUnitsPerSecond).
  solver::TotalCost objective = 0;
  ProgramCost cost;
  /// Wall time of building and solving, and the solver's rounds.
  double buildSeconds = 0, solveSeconds = 0;
  uint64_t rounds = 0;
  /// The solver stopped at the time limit before its rounds were done.
  bool outOfTime = false;
  /// Each usage limit solved under, in order, with its plan's predicted
  /// peak and step (-1 and NaN where it had none).
  struct LimitRound {
    solver::Usage limit;
    int64_t peakBytes;
    double stepSeconds;
  };
  std::vector<LimitRound> limitRounds;
};

/// Builds the graph and solves it under the memory limit; while the
/// partitioned step's predicted peak exceeds the memory (the graph sees
/// values, not the transient buffers of collectives), solves again with the
/// difference taken off the limit. A limit below the smallest peak the
/// graph's model knows is tried at that peak: its partitioned step may
/// still fit. Once a plan fits, looser limits are tried while the solver's
/// time lasts (halfway to the tightest limit whose plan did not fit, or by
/// the room the plan leaves), and the fastest plan that fits is kept.
/// Errors (no plan fits, with the smallest partitioned peak found; a plan
/// the partitioner rejects) are reported on the module.
FailureOr<AutoPlan> searchStrategies(const Planner &planner,
                                     const SearchOptions &options);

/// `mode=auto`'s entry in the report: the search's size and time, its
/// prediction, and the baseline kept instead, if one was faster.
llvm::json::Value autoJSON(const Planner &planner, const AutoPlan &plan,
                           std::optional<PlanMode> kept);
/// The strategies of the parameters and contractions the search chose.
llvm::json::Array strategyParametersJSON(const Planner &planner,
                                         const AutoPlan &plan);

/// A node's strategy as text for the report (`[{dp}, {tp}]` of its first
/// result, with `partial` axes).
std::string describeStrategy(const Strategy &strategy);

} // namespace osdp::autoshard

#endif // OSDP_LIB_TRANSFORMS_AUTOSHARD_STRATEGYGRAPH_H
