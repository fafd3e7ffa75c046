//===- ShardingPropagation.h - Rule-based sharding completion ---*- C++ -*-===//
//
// The algorithm behind `osdp-propagate`, callable from other passes (the
// auto-sharding search completes its partial decisions with it).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H
#define OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H

#include "osdp/Analysis/HardwareProfile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace osdp {

struct ShardingPropagationOptions {
  /// Leave a factor unsharded when the tensors of an op disagree on it,
  /// instead of resolving the conflict by the priority policy.
  bool conservative = false;
  /// With a profile, a conflict between the tensors of an op goes to the
  /// factor assignment of the lower predicted time (resharding plus
  /// compute) instead of the evidence rule.
  const HardwareProfile *profile = nullptr;
  /// Report each such decision as a remark at its op.
  bool explain = false;
};

/// What one run did, for `-mlir-pass-statistics` and benchmarks.
struct ShardingPropagationStats {
  /// Ops with a rule and region edges.
  uint64_t nodes = 0;
  /// Times a node was taken from the worklist.
  uint64_t visits = 0;
  /// Times a value's sharding grew.
  uint64_t changes = 0;
};

/// Completes the shardings of every function with a body in `module` (see
/// the description of `osdp-propagate` for the policy). Reports errors at
/// their location and returns failure; on failure the module may carry
/// partial annotations.
mlir::LogicalResult
propagateShardings(mlir::ModuleOp module,
                   const ShardingPropagationOptions &options = {},
                   ShardingPropagationStats *stats = nullptr);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H
