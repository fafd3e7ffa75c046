//===- CostResolution.cpp - Settling conflicts by predicted time ----------===//

#include "CostResolution.h"

#include "osdp/Analysis/ProgramCost.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace osdp;

/// The assignment tensor `lead` makes: its projection, then each factor it
/// leaves unsplit takes the axes another tensor gives it, if no factor uses
/// them yet.
static FactorAxes ledBy(const OpShardingRule &rule, unsigned lead,
                        ArrayRef<FactorAxes> projections) {
  FactorAxes axes = projections[lead];
  axes.resize(rule.getNumFactors());
  for (auto [f, list] : llvm::enumerate(axes))
    if (rule.isWhole(f))
      list.clear();
  llvm::SmallPtrSet<Attribute, 8> used;
  for (const SmallVector<StringAttr> &list : axes)
    used.insert(list.begin(), list.end());
  for (const FactorAxes &other : projections)
    for (auto [f, list] : llvm::enumerate(other)) {
      if (!axes[f].empty() || list.empty() || rule.isWhole(f) ||
          llvm::any_of(list, [&](StringAttr a) { return used.contains(a); }))
        continue;
      axes[f] = list;
      used.insert(list.begin(), list.end());
    }
  return axes;
}

CostedAssignment CostResolver::cost(Operation *op, const OpShardingRule &rule,
                                    ArrayRef<ShardingAttr> tensors,
                                    FactorAxes axes, FlatSymbolRefAttr meshName,
                                    MeshAttr mesh) {
  std::unique_ptr<ReshardingCost> &reshard = costs[mesh];
  if (!reshard)
    reshard = std::make_unique<ReshardingCost>(mesh, profile);
  CostedAssignment costed;
  unsigned numOperands = rule.getNumOperands();
  SmallVector<ShardingAttr> operands, results;
  for (unsigned i = 0; i < numOperands; ++i)
    operands.push_back(rule.getOperandSharding(i, axes, meshName, mesh));
  for (unsigned r = 0, e = rule.getNumResults(); r < e; ++r)
    results.push_back(rule.getResultSharding(r, axes, meshName, mesh));
  SmallVector<StringAttr> used;
  for (const SmallVector<StringAttr> &list : axes)
    used.append(list.begin(), list.end());
  costed.computeSeconds =
      shardedComputeTime(op, operands, results, used, mesh, profile);
  // An operand is resharded into what the op needs; a result from what the
  // op computes into what it holds (whole, if it holds nothing yet: partial
  // sums are reduced before anyone reads them).
  for (auto [i, current] : llvm::enumerate(tensors)) {
    if (i < numOperands) {
      if (current)
        costed.reshardSeconds +=
            reshard->seconds(op->getOperand(i).getType(), current, operands[i]);
      continue;
    }
    ShardingAttr computed = results[i - numOperands];
    costed.reshardSeconds +=
        reshard->seconds(op->getResult(i - numOperands).getType(), computed,
                         current ? current : computed.dropPartial());
  }
  costed.axes = std::move(axes);
  return costed;
}

std::optional<ConflictResolution> CostResolver::resolve(
    Operation *op, const OpShardingRule &rule, ArrayRef<ShardingAttr> tensors,
    ArrayRef<FactorAxes> projections, const FactorAxes &evidence,
    FlatSymbolRefAttr meshName, MeshAttr mesh) {
  SmallVector<FactorAxes> candidates = {evidence};
  candidates.front().resize(rule.getNumFactors());
  for (auto [j, projection] : llvm::enumerate(projections)) {
    if (projection.empty())
      continue;
    FactorAxes led = ledBy(rule, j, projections);
    if (!llvm::is_contained(candidates, led))
      candidates.push_back(std::move(led));
  }
  if (candidates.size() == 1)
    return std::nullopt;
  ConflictResolution resolution;
  for (FactorAxes &candidate : candidates)
    resolution.candidates.push_back(
        cost(op, rule, tensors, std::move(candidate), meshName, mesh));
  // Cheapest first; the evidence's choice (first) wins ties.
  llvm::stable_sort(resolution.candidates,
                    [](const CostedAssignment &a, const CostedAssignment &b) {
                      return a.seconds() < b.seconds();
                    });
  return resolution;
}

/// `i={dp} j={} k={tp}`.
static std::string describe(const OpShardingRule &rule,
                            const FactorAxes &axes) {
  std::string text;
  for (auto [f, list] : llvm::enumerate(axes)) {
    if (rule.isWhole(f))
      continue;
    if (!text.empty())
      text += ' ';
    text += getFactorName(f) + "={";
    for (auto [k, axis] : llvm::enumerate(list))
      text += (k ? ", " : "") + axis.str();
    text += '}';
  }
  return text;
}

std::string ConflictResolution::explain(const OpShardingRule &rule) const {
  auto line = [&](const CostedAssignment &c) {
    return llvm::formatv("{0} ({1:F2} us: resharding {2:F2} + compute {3:F2})",
                         describe(rule, c.axes), c.seconds() * 1e6,
                         c.reshardSeconds * 1e6, c.computeSeconds * 1e6)
        .str();
  };
  std::string text = "its tensors disagree; chose " + line(candidates.front());
  for (const CostedAssignment &other : llvm::drop_begin(candidates))
    text += " over " + line(other);
  return text;
}
