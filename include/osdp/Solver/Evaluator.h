//===- Evaluator.h - Exact evaluation of an assignment ----------*- C++ -*-===//

#ifndef OSDP_SOLVER_EVALUATOR_H
#define OSDP_SOLVER_EVALUATOR_H

#include "osdp/Solver/Problem.h"

#include <string>

namespace osdp {
namespace solver {

struct Evaluation {
  /// False when the assignment has the wrong size or an index out of range;
  /// `error` then says why and nothing else is meaningful.
  bool valid = false;
  std::string error;
  /// Sum of node and edge costs, exact.
  TotalCost cost = 0;
  /// Number of forbidden (>= kForbiddenCost) node or edge costs taken.
  unsigned forbiddenChoices = 0;
  /// The largest total usage over all time points, and the first time point
  /// where it is reached (-1 when nothing is ever live).
  Usage peakUsage = 0;
  int64_t peakTime = -1;
  /// True when the peak is within the usage limit (or there is no limit).
  bool memoryFeasible = false;

  /// Feasible in the contest's sense: within memory. Forbidden choices are
  /// reported separately because they only make the cost huge.
  bool feasible() const { return valid && memoryFeasible; }
};

/// Evaluates `assignment` exactly: 128-bit totals and the usage at every time
/// point.
Evaluation evaluate(const Problem &problem, const Assignment &assignment);

} // namespace solver
} // namespace osdp

#endif // OSDP_SOLVER_EVALUATOR_H
