//===- Problem.h - Sharding-strategy selection problem ----------*- C++ -*-===//
//
// The combinatorial problem at the heart of cost-model-driven sharding: pick
// one strategy per node so that the sum of node costs and edge (resharding)
// costs is minimal while the memory live at every time point stays under a
// limit. It is the problem of the IOPDDL contest, and osdp's auto-sharding
// builds the same model from its own graphs.
//
// This library is plain C++17 (no MLIR) so that it can be used and tested on
// its own.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SOLVER_PROBLEM_H
#define OSDP_SOLVER_PROBLEM_H

#include <cstdint>
#include <string>
#include <vector>

namespace osdp {
namespace solver {

/// Costs are 64-bit integers; totals are accumulated in 128 bits.
using Cost = int64_t;
using Usage = int64_t;
using TotalCost = __int128;

/// Any single cost at or above this value stands for a forbidden choice.
/// Solutions avoid them whenever a finite alternative exists.
constexpr Cost kForbiddenCost = 1000000000000000LL; // 1e15

inline bool isForbidden(Cost c) { return c >= kForbiddenCost; }

/// One node of the problem: a value or an op whose sharding is chosen.
struct Node {
  /// Half-open interval [lo, hi) during which the node's memory is live. An
  /// empty interval (hi == lo) uses no memory.
  int64_t lo = 0, hi = 0;
  /// costs[s] and usages[s] of strategy s. Both have the same size >= 1.
  std::vector<Cost> costs;
  std::vector<Usage> usages;

  unsigned numStrategies() const { return costs.size(); }
};

/// A resharding edge between nodes `u` and `v`. `costs` is the flattened
/// |S_u| x |S_v| matrix: entry (su, sv) is at su * |S_v| + sv.
struct Edge {
  unsigned u = 0, v = 0;
  std::vector<Cost> costs;
};

struct Problem {
  std::string name;
  std::vector<Node> nodes;
  std::vector<Edge> edges;
  /// Memory limit at every time point; a negative value means "no limit".
  Usage usageLimit = -1;

  bool hasUsageLimit() const { return usageLimit >= 0; }

  /// Checks the structural invariants (strategy counts, interval order,
  /// endpoint ranges, matrix sizes, non-negative usages). Returns an empty
  /// string when the problem is well formed, otherwise a message that names
  /// the offending node or edge.
  std::string verify() const;
};

/// A strategy index per node.
using Assignment = std::vector<unsigned>;

/// Formats a 128-bit total in decimal.
std::string formatTotal(TotalCost value);

} // namespace solver
} // namespace osdp

#endif // OSDP_SOLVER_PROBLEM_H
