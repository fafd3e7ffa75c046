//===- TrainingStep.h - What the arguments of a training step are -*- C++
//-*-===//
//
// The structure of an exported training step, recovered from its dataflow:
// which results are the loss, which argument each updated state result
// replaces, and from that the role of every argument (parameter,
// optimizer state, data, other). A program that trains nothing (inference,
// evaluation) is a forward program: its parameters are told from its data
// by the batch its results carry. osdp-infer-roles records the roles;
// osdp-auto-shard reads the same structure.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_TRAININGSTEP_H
#define OSDP_SHARDING_TRAININGSTEP_H

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
  /// Whether the step trains: it returns a loss and updates state. A
  /// forward program's parameters get no gradient and no update.
  bool trains = false;
};

/// Recovers the structure of `function` as a training step. Arguments that
/// JAX donated (`tf.aliasing_output = J`) are the state result J replaces;
/// otherwise each result takes the first argument, in order, of its type
/// that it depends on and no earlier result took (JAX flattens the state
/// it returns in the order it takes it). A state argument the loss depends
/// on is a parameter, one it does not is optimizer state (an integer one,
/// like the step count, other); an argument that is not state is data if
/// the loss depends on it, other if not. Roles the function already
/// carries (`osdp.role`) are kept.
///
/// A function that returns no loss, or updates nothing, is a forward
/// program: its state is only what the caller donated, its batch is the
/// leading dimension its results of rank one or more share (else that of
/// its first integer input: token ids, labels), an argument the results
/// read is data if it has the batch's leading dimension and a parameter if
/// it is any other float tensor of rank one or more. Returns nullopt when
/// the function has no body ending in `func.return`.
std::optional<TrainingStep> analyzeTrainingStep(mlir::func::FuncOp function);

/// The batch of a training step: the leading dimension of its largest data
/// argument (bytes), and the data arguments that lead with it (random keys
/// never do). `size` is 0 when no data argument has rank one or more.
struct StepBatch {
  int64_t size = 0;
  llvm::SmallVector<unsigned> arguments;
};

/// Finds the batch of `function`, whose structure is `step`.
StepBatch findStepBatch(mlir::func::FuncOp function, const TrainingStep &step);

/// Whether `type` is a random key as JAX passes one: a vector of unsigned
/// 32-bit integers (uint32[2] for threefry, [4] for rbg). A key is never a
/// batch, whatever its length.
bool isRandomKey(mlir::Type type);

/// The name of argument `argument` of `function`: JAX's name of the result
/// updating it (`jax.result_info`), else its own (its location, in exports
/// with locations), else `%argN`.
std::string argumentName(mlir::func::FuncOp function, const TrainingStep &step,
                         unsigned argument);

/// Whether the name `name` (JAX's path, `args[0]['blocks'][6]['attn']`)
/// holds `path` as a run of whole components: `blocks.6` matches it,
/// `blocks.60` and `locks.6` do not.
bool nameHoldsPath(llvm::StringRef name, llvm::StringRef path);

} // namespace osdp

#endif // OSDP_SHARDING_TRAININGSTEP_H
