//===- Problem.cpp - Problem model checks ---------------------------------===//

#include "osdp/Solver/Problem.h"

#include <algorithm>

using namespace osdp::solver;

std::string Problem::verify() const {
  if (nodes.empty())
    return "the problem has no nodes";
  for (size_t i = 0, e = nodes.size(); i != e; ++i) {
    const Node &node = nodes[i];
    std::string where = "node " + std::to_string(i) + ": ";
    if (node.costs.empty())
      return where + "has no strategies";
    if (node.costs.size() != node.usages.size())
      return where + std::to_string(node.costs.size()) + " costs but " +
             std::to_string(node.usages.size()) + " usages";
    if (node.lo < 0)
      return where + "interval starts at a negative time " +
             std::to_string(node.lo);
    if (node.hi < node.lo)
      return where + "interval [" + std::to_string(node.lo) + ", " +
             std::to_string(node.hi) + ") ends before it starts";
    for (Usage u : node.usages)
      if (u < 0)
        return where + "negative usage " + std::to_string(u);
  }
  for (size_t k = 0, e = edges.size(); k != e; ++k) {
    const Edge &edge = edges[k];
    std::string where = "edge " + std::to_string(k) + ": ";
    if (edge.u >= nodes.size() || edge.v >= nodes.size())
      return where + "endpoint [" + std::to_string(edge.u) + ", " +
             std::to_string(edge.v) + "] out of range (there are " +
             std::to_string(nodes.size()) + " nodes)";
    if (edge.u == edge.v)
      return where + "connects node " + std::to_string(edge.u) + " to itself";
    size_t expected = static_cast<size_t>(nodes[edge.u].numStrategies()) *
                      nodes[edge.v].numStrategies();
    if (edge.costs.size() != expected)
      return where + "cost matrix has " + std::to_string(edge.costs.size()) +
             " entries, expected " +
             std::to_string(nodes[edge.u].numStrategies()) + " x " +
             std::to_string(nodes[edge.v].numStrategies()) + " = " +
             std::to_string(expected);
  }
  return {};
}

std::string osdp::solver::formatTotal(TotalCost value) {
  if (value == 0)
    return "0";
  bool negative = value < 0;
  unsigned __int128 magnitude = negative
                                    ? -static_cast<unsigned __int128>(value)
                                    : static_cast<unsigned __int128>(value);
  std::string digits;
  while (magnitude) {
    digits.push_back(static_cast<char>('0' + magnitude % 10));
    magnitude /= 10;
  }
  if (negative)
    digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}
