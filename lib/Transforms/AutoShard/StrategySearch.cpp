//===- StrategySearch.cpp - Solving the intra-operator search -------------===//
//
// `mode=auto`'s loop: build the strategy graph, solve it under a usage
// limit, partition the answer on a copy and predict it. The solver's model
// of memory and the partitioned step's peak disagree, in either direction
// and by more than a constant, so the limit is itself searched: cut while
// the prediction's peak exceeds the memory, then bisected between the
// loosest limit whose plan fits and the tightest whose plan does not.
//
//===----------------------------------------------------------------------===//

#include "StrategyGraph.h"

#include "osdp/Solver/Evaluator.h"
#include "osdp/Solver/Solver.h"
#include "osdp/Transforms/AutoShard/UsageLimit.h"

#include <chrono>
#include <limits>

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

/// Rounds of solving again with a tighter limit until a plan fits.
static constexpr int kMaxCutRounds = 4;
/// Rounds of solving again with a looser limit once one fits.
static constexpr int kMaxLoosenRounds = 3;

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The search over the solver's usage limit for one strategy graph. Usages
/// are the graph's: a stage's share of memory times the stages.
class LimitSearch {
public:
  LimitSearch(const Planner &planner, const SearchOptions &options,
              AutoPlan &plan)
      : planner(planner), options(options), plan(plan),
        problem(plan.graph.problem) {}

  /// Cuts the limit until a partitioned plan fits; the plan is `plan`'s.
  LogicalResult findFit();
  /// Loosens the limit while the time and rounds allow, keeping the
  /// fastest plan that fits.
  void loosen();

private:
  InFlightDiagnostic error() const {
    return emitError(planner.module.getLoc());
  }
  solver::SolverResult solveUnder(solver::Usage limit);
  FailureOr<ProgramCost> predictAssignment(const solver::Assignment &choice,
                                           std::string &why);
  /// Records a round's limit and its plan's prediction (none: no plan).
  void record(solver::Usage limit, const ProgramCost *cost);
  void take(solver::Usage limit, solver::SolverResult &result,
            const ProgramCost &cost);
  bool outOfTime() const { return solverSeconds >= options.timeLimit; }
  /// Whether the search may solve once more. A search bounded by rounds
  /// does the same solves however loaded the machine is, so that its plan
  /// does not depend on the load: only the end of the time limit stops it,
  /// and the plan says so. A search bounded by time alone stops once the time
  /// left is less than a solve's average so far: a solve cut short finds worse
  /// plans than the one it would replace.
  bool maySolveAgain() {
    if (options.rounds > 0) {
      plan.outOfTime |= outOfTime();
      return !outOfTime();
    }
    return !outOfTime() &&
           options.timeLimit - solverSeconds >= solverSeconds / solves;
  }

  const Planner &planner;
  const SearchOptions &options;
  AutoPlan &plan;
  solver::Problem &problem;
  double solverSeconds = 0;
  int solves = 0;
  /// The loosest limit whose plan fits, and the model's peak of that plan.
  solver::Usage fitted = 0, fittedUsage = 0;
  /// The tightest limit whose plan does not fit, if any.
  std::optional<solver::Usage> over;
  /// The limit of the plan kept.
  solver::Usage kept = 0;
  /// The plans predicted so far.
  std::vector<std::pair<solver::Assignment, ProgramCost>> predicted;
};
} // namespace

solver::SolverResult LimitSearch::solveUnder(solver::Usage limit) {
  problem.usageLimit = limit;
  solver::SolverOptions solverOptions;
  solverOptions.timeLimit = std::max(0.0, options.timeLimit - solverSeconds);
  solverOptions.seed = options.seed;
  solverOptions.maxRounds = options.rounds;
  solverOptions.threads = options.threads;
  Clock::time_point start = Clock::now();
  solver::SolverResult result = solver::solve(problem, solverOptions);
  solverSeconds += secondsSince(start);
  ++solves;
  plan.rounds += result.rounds;
  plan.outOfTime |= options.rounds > 0 && outOfTime();
  return result;
}

FailureOr<ProgramCost>
LimitSearch::predictAssignment(const solver::Assignment &choice,
                               std::string &why) {
  // Limits apart often give the same plan; partitioning a large step takes
  // as long as a solve.
  for (const auto &[seen, cost] : predicted)
    if (seen == choice)
      return cost;
  FailureOr<ProgramCost> cost = predict(
      planner,
      [&](func::FuncOp function) {
        writeStrategies(planner, function, plan.graph, choice);
      },
      why);
  if (succeeded(cost))
    predicted.emplace_back(choice, *cost);
  return cost;
}

void LimitSearch::record(solver::Usage limit, const ProgramCost *cost) {
  plan.limitRounds.push_back(
      {limit, cost ? cost->peakMemoryBytes : -1,
       cost ? cost->stepSeconds() : std::numeric_limits<double>::quiet_NaN()});
}

void LimitSearch::take(solver::Usage limit, solver::SolverResult &result,
                       const ProgramCost &cost) {
  kept = limit;
  plan.assignment = std::move(result.assignment);
  plan.objective = result.cost;
  plan.cost = cost;
}

LogicalResult LimitSearch::findFit() {
  // `smallestPeak` is the smallest partitioned peak so far; `atSmallest`
  // says whether the limit has come down to the model's smallest peak: the
  // last plans to try, since the model counts values live over whole
  // intervals and a partitioned step can peak lower than it says.
  int64_t smallestPeak = std::numeric_limits<int64_t>::max();
  bool atSmallest = false;
  solver::Usage limit = planner.memoryBytes * planner.stages;
  for (int round = 0;; ++round) {
    solver::SolverResult result = solveUnder(limit);
    if (!result.feasible && !atSmallest) {
      limit = result.smallestPeak;
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
    std::string why;
    FailureOr<ProgramCost> cost = predictAssignment(result.assignment, why);
    if (failed(cost))
      return error() << "the auto plan cannot be partitioned: " << why;
    record(limit, &*cost);
    smallestPeak = std::min(smallestPeak, cost->peakMemoryBytes);
    int64_t excess = cost->peakMemoryBytes - planner.memoryBytes;
    if (excess <= 0) {
      fitted = limit;
      fittedUsage = solver::evaluate(problem, result.assignment).peakUsage;
      take(limit, result, *cost);
      return success();
    }
    over = limit;
    if (atSmallest || round >= kMaxCutRounds)
      return error() << "no plan fits " << planner.memoryBytes
                     << " bytes per device: the smallest per-device peak "
                        "of any plan the search found is "
                     << smallestPeak << " bytes once partitioned";
    // The solver's usage and the partitioned step's peak differ by more
    // than a constant: a cut by the excess alone can find the same plan
    // again, so each round cuts twice as deep as the one before.
    solver::Usage next = limit - ((excess * planner.stages) << round);
    atSmallest = next <= result.smallestPeak;
    limit = std::max<solver::Usage>(next, result.smallestPeak);
  }
}

void LimitSearch::loosen() {
  for (int round = 0; round < kMaxLoosenRounds; ++round) {
    std::optional<solver::Usage> limit =
        nextLooserLimit({planner.memoryBytes, planner.stages, fitted,
                         fittedUsage, over, plan.cost.peakMemoryBytes});
    if (!limit || !maySolveAgain())
      break;
    solver::SolverResult result = solveUnder(*limit);
    // A looser limit that finds nothing usable, or a plan the partitioner
    // rejects, is treated as one that does not fit.
    std::string why;
    FailureOr<ProgramCost> cost =
        result.feasible && !result.usesForbidden
            ? predictAssignment(result.assignment, why)
            : FailureOr<ProgramCost>(failure());
    record(*limit, succeeded(cost) ? &*cost : nullptr);
    if (failed(cost) || cost->peakMemoryBytes > planner.memoryBytes) {
      over = *limit;
      continue;
    }
    fitted = *limit;
    fittedUsage = solver::evaluate(problem, result.assignment).peakUsage;
    if (cost->stepSeconds() < plan.cost.stepSeconds())
      take(*limit, result, *cost);
  }
  problem.usageLimit = kept;
}

FailureOr<AutoPlan>
osdp::autoshard::searchStrategies(const Planner &planner,
                                  const SearchOptions &options) {
  Clock::time_point start = Clock::now();
  FailureOr<StrategyGraph> graph = buildStrategyGraph(planner);
  if (failed(graph))
    return failure();
  AutoPlan plan;
  plan.graph = std::move(*graph);
  plan.buildSeconds = secondsSince(start);
  if (std::string why = plan.graph.problem.verify(); !why.empty())
    return emitError(planner.module.getLoc())
           << "internal error: the strategy problem is malformed: " << why;
  start = Clock::now();
  LimitSearch search(planner, options, plan);
  if (failed(search.findFit()))
    return failure();
  search.loosen();
  plan.solveSeconds = secondsSince(start);
  return plan;
}
