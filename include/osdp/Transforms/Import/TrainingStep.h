//===- TrainingStep.h - What the arguments of a training step are -*- C++
//-*-===//
//
// The structure of an exported training step, recovered from its dataflow:
// which results are the loss, which argument each updated state result
// replaces, and from that the role of every argument (parameter,
// optimizer state, data, other). osdp-infer-roles records the roles;
// osdp-auto-shard reads the same structure.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_IMPORT_TRAININGSTEP_H
#define OSDP_TRANSFORMS_IMPORT_TRAININGSTEP_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace osdp {

struct TrainingStep {
  /// The results that are losses: float scalars.
  llvm::SmallVector<unsigned> losses;
  /// For each result, the argument it is the next value of (same type, and
  /// computed from it: an updated parameter or optimizer state), if any.
  llvm::SmallVector<std::optional<unsigned>> updates;
  /// The role of each argument and each result.
  llvm::SmallVector<Role> argumentRoles, resultRoles;
};

/// Recovers the structure of `function` as a training step. Arguments that
/// JAX donated (`tf.aliasing_output = J`) are the state result J replaces;
/// otherwise each result takes the first argument, in order, of its type
/// that it depends on and no earlier result took (JAX flattens the state
/// it returns in the order it takes it). A state argument the loss depends
/// on is a parameter, one it does not is optimizer state (an integer one,
/// like the step count, other); an argument that is not state is data if
/// the loss depends on it, other if not. Roles the function already
/// carries (`osdp.role`) are kept. Returns nullopt when the function has no
/// loss (it is not a training step).
std::optional<TrainingStep> analyzeTrainingStep(mlir::func::FuncOp function);

} // namespace osdp

#endif // OSDP_TRANSFORMS_IMPORT_TRAININGSTEP_H
