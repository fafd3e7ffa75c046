//===- Solver.h - Anytime solver for strategy selection ---------*- C++ -*-===//
//
// solve() returns the best assignment it finds within a time limit. It is
// anytime: a feasible assignment is produced first (the smallest-usage
// strategy of every node minimises the usage at every time point), and each
// improvement is reported through the progress callback as it is found.
// docs/solver.md describes the algorithm.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SOLVER_SOLVER_H
#define OSDP_SOLVER_SOLVER_H

#include "osdp/Solver/Problem.h"

#include <cstdint>
#include <functional>
#include <string>

namespace osdp {
namespace solver {

struct SolverOptions {
  /// Wall-clock budget in seconds, measured from the call to solve().
  double timeLimit = 10.0;
  /// Seed of every random choice. Worker w uses a stream derived from
  /// (seed, w); workers never exchange solutions, so for a fixed seed and
  /// thread count each worker follows the same trajectory on every run.
  uint64_t seed = 1;
  /// Number of worker threads (0 means all hardware threads).
  unsigned threads = 0;
  /// When non-zero, each worker stops after this many search rounds even if
  /// time is left. With a round budget the result does not depend on timing.
  uint64_t maxRounds = 0;
  /// Called (from any worker, serialised by the solver) with every strictly
  /// better feasible assignment: its exact cost and the seconds elapsed.
  std::function<void(double seconds, TotalCost cost, const Assignment &)>
      onImprovement;
  /// When set, receives one line per search round and a summary of the
  /// reduced model (serialised by the solver). For tuning and diagnosis.
  std::function<void(const std::string &line)> onTrace;
};

struct SolverResult {
  /// The best assignment found; empty when no assignment satisfies the usage
  /// limit.
  Assignment assignment;
  TotalCost cost = 0;
  bool feasible = false;
  /// True when the best assignment still takes a forbidden cost.
  bool usesForbidden = false;
  /// The smallest peak usage reached by any assignment (the peak of the
  /// smallest-usage strategies); when infeasible this is what the limit would
  /// have to be.
  Usage smallestPeak = 0;
  /// Search rounds completed over all workers.
  uint64_t rounds = 0;
};

SolverResult solve(const Problem &problem, const SolverOptions &options);

} // namespace solver
} // namespace osdp

#endif // OSDP_SOLVER_SOLVER_H
