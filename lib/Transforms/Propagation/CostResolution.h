//===- CostResolution.h - Settling conflicts by predicted time --*- C++ -*-===//
//
// Where the tensors of an op disagree on how its factors are split (two
// user shardings that cannot both hold, or a mesh axis two factors claim),
// propagation with a hardware profile picks the factor assignment with the
// lower predicted time: the resharding of every tensor whose sharding
// differs from what the assignment needs, plus the op's compute under it.
// Private to lib/Transforms/Propagation.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_TRANSFORMS_PROPAGATION_COSTRESOLUTION_H
#define OSDP_LIB_TRANSFORMS_PROPAGATION_COSTRESOLUTION_H

#include "osdp/Analysis/HardwareProfile.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Sharding/ReshardingCost.h"

#include <memory>
#include <optional>
#include <string>

namespace osdp {

/// A factor assignment and its predicted time.
struct CostedAssignment {
  FactorAxes axes;
  double reshardSeconds = 0, computeSeconds = 0;
  double seconds() const { return reshardSeconds + computeSeconds; }
};

/// The candidates of one conflict, cheapest first.
struct ConflictResolution {
  llvm::SmallVector<CostedAssignment> candidates;
  const FactorAxes &chosen() const { return candidates.front().axes; }
  /// `op: chose i={dp} j={} (1.2 us: ...) over ...`, for --explain.
  std::string explain(const OpShardingRule &rule) const;
};

class CostResolver {
public:
  explicit CostResolver(const HardwareProfile &profile) : profile(profile) {}

  /// Resolves the conflict of `op`, if its tensors have one. `tensors` are
  /// the current shardings of its operands then results (null: none yet),
  /// `projections` their projections on the rule's factors, and `evidence`
  /// what the evidence rule chose. The candidates are the evidence's choice
  /// and, for each sharded tensor, the assignment it leads (its own
  /// projection, completed by the others where they do not conflict).
  /// None when every candidate is the same assignment (no conflict).
  std::optional<ConflictResolution>
  resolve(mlir::Operation *op, const OpShardingRule &rule,
          llvm::ArrayRef<ShardingAttr> tensors,
          llvm::ArrayRef<FactorAxes> projections, const FactorAxes &evidence,
          mlir::FlatSymbolRefAttr meshName, MeshAttr mesh);

private:
  CostedAssignment cost(mlir::Operation *op, const OpShardingRule &rule,
                        llvm::ArrayRef<ShardingAttr> tensors, FactorAxes axes,
                        mlir::FlatSymbolRefAttr meshName, MeshAttr mesh);

  const HardwareProfile &profile;
  llvm::DenseMap<mlir::Attribute, std::unique_ptr<ReshardingCost>> costs;
};

} // namespace osdp

#endif // OSDP_LIB_TRANSFORMS_PROPAGATION_COSTRESOLUTION_H
