//===- RecomputeWindows.h - What recomputing frees -------------*- C++ -*-===//
//
// `mode=auto remat=auto` lets the search recompute forward ops one by one
// (osdp-rematerialize's `marked` policy). This finds, for each op it may
// mark, the stretch of the step over which the mark frees the op's
// results. Private to lib/Transforms/AutoShard.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_TRANSFORMS_AUTOSHARD_RECOMPUTEWINDOWS_H
#define OSDP_LIB_TRANSFORMS_AUTOSHARD_RECOMPUTEWINDOWS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

namespace osdp::autoshard {

/// Positions in the step's body (an op's index in its block) of an
/// activation's readers. Kept, the activation lives from its op to its
/// last reader. Recomputed, it lives from its op to `lastForward`, and its
/// clone from `firstBackward` to `lastBackward`.
struct RecomputeWindow {
  int64_t lastForward = 0;
  int64_t firstBackward = 0;
  int64_t lastBackward = 0;
};

/// The windows of the top-level ops of `function` (a training step) that
/// the `marked` policy would recompute, and to some effect: forward ops
/// that every policy does not save, whose results no return reads, and
/// which a backward op reads after a gap. Backward positions are where the
/// rewrite moves the backward pass's early ops (down to their first
/// reader). A step without a loss has none.
llvm::DenseMap<mlir::Operation *, RecomputeWindow>
findRecomputeWindows(mlir::func::FuncOp function);

} // namespace osdp::autoshard

#endif // OSDP_LIB_TRANSFORMS_AUTOSHARD_RECOMPUTEWINDOWS_H
