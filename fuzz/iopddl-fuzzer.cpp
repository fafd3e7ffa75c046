//===- iopddl-fuzzer.cpp - The IOPDDL reader and the solver ---------------===//
//
// Input: a strategy-selection problem in the contest's JSON format, as
// osdp-solve reads it. A problem the reader and the verifier accept is
// solved, when small, for a fixed number of rounds on one thread (so that
// a run does not depend on timing), and the solution is evaluated again.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "osdp/Solver/Evaluator.h"
#include "osdp/Solver/ProblemIO.h"
#include "osdp/Solver/Solver.h"

#include <string>

using namespace osdp::solver;

/// Problems beyond this many strategies in all are only read: the search
/// on them would take most of a run's time.
static constexpr size_t kMaxStrategies = 256;

static size_t countStrategies(const Problem &problem) {
  size_t total = 0;
  for (const Node &node : problem.nodes)
    total += node.costs.size();
  return total;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Problem problem;
  std::string error;
  if (!parseProblemJSON(osdp::fuzz::asText(data, size), problem, error))
    return 0;
  if (!problem.verify().empty() || countStrategies(problem) > kMaxStrategies)
    return 0;
  SolverOptions options;
  options.threads = 1;
  options.maxRounds = 20;
  options.timeLimit = 1.0;
  SolverResult result = solve(problem, options);
  if (!result.feasible)
    return 0;
  // What the solver says of its solution must be what the evaluator says:
  // a mismatch is a bug even where nothing crashes.
  Evaluation evaluation = evaluate(problem, result.assignment);
  if (!evaluation.feasible())
    osdp::fuzz::fail("iopddl-fuzzer", "an infeasible solution reported "
                                      "feasible: " +
                                          evaluation.error);
  if (evaluation.cost != result.cost)
    osdp::fuzz::fail("iopddl-fuzzer", "the solver's cost " +
                                          formatTotal(result.cost) +
                                          " is not the evaluator's " +
                                          formatTotal(evaluation.cost));
  return 0;
}
