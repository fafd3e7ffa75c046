//===- StrategySearch.cpp - Solving the intra-operator search -------------===//
//
// `mode=auto`'s loop: build the strategy graph, solve it under the memory
// limit, partition the answer on a copy and predict it, and tighten the
// limit while the prediction's peak exceeds the memory.
//
//===----------------------------------------------------------------------===//

#include "StrategyGraph.h"

#include "osdp/Solver/Solver.h"

#include <chrono>
#include <limits>

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

/// Rounds of solving again with a tighter limit.
static constexpr int kMaxLimitRounds = 4;

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}
} // namespace

FailureOr<AutoPlan>
osdp::autoshard::searchStrategies(const Planner &planner,
                                  const SearchOptions &options) {
  auto error = [&] { return emitError(planner.module.getLoc()); };
  Clock::time_point start = Clock::now();
  FailureOr<StrategyGraph> graph = buildStrategyGraph(planner);
  if (failed(graph))
    return failure();
  AutoPlan plan;
  plan.graph = std::move(*graph);
  plan.buildSeconds = secondsSince(start);
  solver::Problem &problem = plan.graph.problem;
  if (std::string why = problem.verify(); !why.empty())
    return error() << "internal error: the strategy problem is malformed: "
                   << why;
  start = Clock::now();
  // `smallestPeak` is the smallest predicted peak of a partitioned plan so
  // far; `atSmallest` says whether the limit has come down to the model's
  // smallest peak: the last plans to try, since the model counts values
  // live over whole intervals and a partitioned step can peak lower than it
  // says.
  int64_t smallestPeak = std::numeric_limits<int64_t>::max();
  bool atSmallest = false;
  for (int round = 0;; ++round) {
    solver::SolverOptions solverOptions;
    solverOptions.timeLimit =
        std::max(0.0, options.timeLimit - secondsSince(start));
    solverOptions.seed = options.seed;
    solverOptions.maxRounds = options.rounds;
    solver::SolverResult result = solver::solve(problem, solverOptions);
    plan.rounds += result.rounds;
    plan.outOfTime |=
        options.rounds > 0 && secondsSince(start) >= options.timeLimit;
    if (!result.feasible && !atSmallest) {
      problem.usageLimit = result.smallestPeak;
      atSmallest = true;
      continue;
    }
    // At the smallest peak the nodes allow one by one, a solution may
    // need a forbidden pair (an op recomputed from a resharded operand):
    // no plan fits.
    if (!result.feasible || (result.usesForbidden && atSmallest))
      return error() << "no plan fits " << planner.memoryBytes
                     << " bytes per device: the smallest per-device peak "
                        "of any plan the search considers is "
                     << result.smallestPeak / planner.stages << " bytes";
    if (result.usesForbidden)
      return error() << "no plan of the search can be partitioned: every "
                        "one needs a resharding the partitioner cannot do";
    plan.assignment = std::move(result.assignment);
    plan.objective = result.cost;
    std::string partitionError;
    FailureOr<ProgramCost> cost = predict(
        planner,
        [&](func::FuncOp function) {
          writeStrategies(planner, function, plan.graph, plan.assignment);
        },
        partitionError);
    if (failed(cost))
      return error() << "the auto plan cannot be partitioned: "
                     << partitionError;
    plan.cost = *cost;
    smallestPeak = std::min(smallestPeak, cost->peakMemoryBytes);
    int64_t over = cost->peakMemoryBytes - planner.memoryBytes;
    if (over <= 0)
      break;
    if (atSmallest || round >= kMaxLimitRounds)
      return error() << "no plan fits " << planner.memoryBytes
                     << " bytes per device: the smallest per-device peak "
                        "of any plan the search found is "
                     << smallestPeak << " bytes once partitioned";
    // The solver's usage and the partitioned step's peak differ by more
    // than a constant: a cut by the excess alone can find the same plan
    // again, so each round cuts twice as deep as the one before.
    int64_t next = problem.usageLimit - ((over * planner.stages) << round);
    atSmallest = next <= result.smallestPeak;
    problem.usageLimit = std::max<int64_t>(next, result.smallestPeak);
  }
  plan.solveSeconds = secondsSince(start);
  return plan;
}
