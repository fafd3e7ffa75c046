//===- Evaluator.cpp - Exact evaluation of an assignment ------------------===//

#include "osdp/Solver/Evaluator.h"

#include <algorithm>
#include <utility>

using namespace osdp::solver;

Evaluation osdp::solver::evaluate(const Problem &problem,
                                  const Assignment &assignment) {
  Evaluation result;
  if (assignment.size() != problem.nodes.size()) {
    result.error = "the assignment has " + std::to_string(assignment.size()) +
                   " entries for " + std::to_string(problem.nodes.size()) +
                   " nodes";
    return result;
  }
  for (size_t i = 0, e = assignment.size(); i != e; ++i) {
    if (assignment[i] >= problem.nodes[i].numStrategies()) {
      result.error = "node " + std::to_string(i) + " has no strategy " +
                     std::to_string(assignment[i]);
      return result;
    }
  }
  result.valid = true;

  // Costs: every term is at most 2^63, so 128 bits never overflow.
  std::vector<std::pair<int64_t, Usage>> events;
  events.reserve(2 * problem.nodes.size());
  for (size_t i = 0, e = problem.nodes.size(); i != e; ++i) {
    const Node &node = problem.nodes[i];
    Cost c = node.costs[assignment[i]];
    result.cost += c;
    if (isForbidden(c))
      ++result.forbiddenChoices;
    Usage u = node.usages[assignment[i]];
    if (node.hi > node.lo && u != 0) {
      events.emplace_back(node.lo, u);
      events.emplace_back(node.hi, -u);
    }
  }
  for (const Edge &edge : problem.edges) {
    size_t index = static_cast<size_t>(assignment[edge.u]) *
                       problem.nodes[edge.v].numStrategies() +
                   assignment[edge.v];
    Cost c = edge.costs[index];
    result.cost += c;
    if (isForbidden(c))
      ++result.forbiddenChoices;
  }

  // Usage: sweep the interval end points. Ends sort before starts at the same
  // time because intervals are half-open. The running sum uses 128 bits so
  // that adversarial usages cannot overflow.
  std::sort(events.begin(), events.end());
  __int128 live = 0, peak = 0;
  int64_t peakTime = -1;
  for (size_t k = 0; k < events.size();) {
    int64_t t = events[k].first;
    for (; k < events.size() && events[k].first == t; ++k)
      live += events[k].second;
    if (live > peak) {
      peak = live;
      peakTime = t;
    }
  }
  constexpr __int128 kMax = INT64_MAX;
  result.peakUsage = static_cast<Usage>(std::min(peak, kMax));
  result.peakTime = peakTime;
  result.memoryFeasible =
      !problem.hasUsageLimit() || peak <= problem.usageLimit;
  return result;
}
