//===- Rematerialize.h - Recompute activations later ------------*- C++ -*-===//
//
// The rewrite of osdp-rematerialize (Passes.td), for the pass and for the
// planner, which applies a policy to its copies of the step before it
// estimates their memory.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_REMATERIALIZE_H
#define OSDP_TRANSFORMS_PARTITION_REMATERIALIZE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace osdp {

/// What a training step's forward pass saves for its backward pass.
enum class RematPolicy {
  /// Every activation: nothing is recomputed.
  None,
  /// The results of products (dot_general, convolution); the ops between
  /// them are recomputed (JAX's dots_saveable).
  Dots,
};

/// The policy named `name` (`none`, `dots`), or nullopt.
std::optional<RematPolicy> parseRematPolicy(llvm::StringRef name);

/// The policies' names, for messages: "none or dots".
llvm::StringRef rematPolicyNames();

/// Recomputes the activations of `function` (a training step: its float
/// scalar results are its losses) that `policy` does not save, right
/// before their first reader outside the forward pass. A function without
/// a loss is left as it is.
void rematerialize(mlir::func::FuncOp function, RematPolicy policy);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_REMATERIALIZE_H
