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
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace osdp {

/// What a training step's forward pass saves for its backward pass, and
/// where. The forward pass is cut, in program order, into `segments`
/// pieces holding equal numbers of products (dot_general, convolution);
/// the first `recomputed` of them follow the policy, the others keep every
/// activation. The earliest activations are the ones the backward pass
/// reads last, so they are the ones held longest. Under `marked`, the ops
/// marked `osdp.recompute` (the planner's search chooses them one by one)
/// are recomputed and every other op is saved.
struct RematPolicy {
  enum class Saves {
    /// Every activation: nothing is recomputed (`none`).
    Everything,
    /// The results of products; the ops between them are recomputed
    /// (`dots`, JAX's dots_saveable).
    Products,
    /// Everything but the results of the ops marked `osdp.recompute`
    /// (`marked`).
    Marked,
  };
  Saves saves = Saves::Everything;
  unsigned recomputed = 1;
  unsigned segments = 1;

  bool recomputesAny() const { return saves != Saves::Everything; }
  /// `none`, `dots`, `dots:K/S` (the first K of S segments, 0 < K <= S
  /// <= 64) or `marked`; nullopt for anything else.
  static std::optional<RematPolicy> parse(llvm::StringRef name);
  /// The names `parse` reads, for messages.
  static llvm::StringRef names();
};

/// Whether every policy saves `op`'s results: a collective's (it moves
/// data between devices), an op's with effects (they must not repeat), a
/// loop's (the microbatches': it would run its whole body again).
bool isAlwaysSaved(mlir::Operation *op);

/// What a rewrite recomputed, for the plan report.
struct RematSummary {
  /// The forward ops, and how many of them lie in the recomputed segments.
  unsigned forwardOps = 0;
  unsigned segmentOps = 0;
  /// The clones the backward pass reads instead of kept activations.
  unsigned clones = 0;
  /// The first and the last forward op of the recomputed segments.
  std::optional<mlir::Location> from, to;
};

/// Positions in a training step's body (an op's index in its block) of an
/// activation's readers, as the `marked` policy would leave them. Kept,
/// the activation lives from its op to its last reader. Recomputed, it
/// lives from its op to `lastForward`, and its clone from `firstBackward`
/// to `lastBackward`: the search of osdp-plan-shardings weighs that gap
/// against the op's work.
struct RecomputeWindow {
  int64_t lastForward = 0;
  int64_t firstBackward = 0;
  int64_t lastBackward = 0;
};

/// The windows of the top-level ops of `function` (a training step) that
/// the `marked` policy would recompute, and to some effect: forward ops
/// that no policy must save, whose results no return reads, and which a
/// backward op reads after a gap. Backward positions are where the rewrite
/// moves the backward pass's early ops (down to their first reader). A step
/// without a loss has none.
llvm::DenseMap<mlir::Operation *, RecomputeWindow>
findRecomputeWindows(mlir::func::FuncOp function);

/// Recomputes the activations of `function` (a training step: its float
/// scalar results are its losses) that `policy` does not save, right
/// before their first reader outside the forward pass; inside the
/// microbatches' loop, one microbatch's. A function without a loss is left
/// as it is.
RematSummary rematerialize(mlir::func::FuncOp function,
                           const RematPolicy &policy);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_REMATERIALIZE_H
