//===- ShardingPropagation.h - Rule-based sharding completion ---*- C++ -*-===//
//
// The algorithm behind `osdp-propagate`, callable from other passes (the
// auto-sharding search completes its partial decisions with it).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H
#define OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace osdp {

struct ShardingPropagationOptions {
  /// Leave a factor unsharded when the tensors of an op disagree on it,
  /// instead of resolving the conflict by the priority policy.
  bool conservative = false;
};

/// Completes the shardings of every function with a body in `module` (see
/// the description of `osdp-propagate` for the policy). Reports errors at
/// their location and returns failure; on failure the module may carry
/// partial annotations.
mlir::LogicalResult
propagateShardings(mlir::ModuleOp module,
                   const ShardingPropagationOptions &options = {});

} // namespace osdp

#endif // OSDP_TRANSFORMS_PROPAGATION_SHARDINGPROPAGATION_H
