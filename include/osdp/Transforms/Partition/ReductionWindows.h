//===- ReductionWindows.h - A reduction's window, widened -------*- C++ -*-===//
//
// A reduction's window in its block runs from the op that makes its input
// to its first reader; osdp-combine-collectives puts reductions whose
// windows meet into one call. Before it does, the windows widen at both
// ends: the reads of reduced values that need nothing else move down to
// where their results are used (ReductionReaders.cpp), and the
// computation of a reduction's input that needs nothing an earlier
// reduction's reader makes moves up above that reader
// (ReductionInputs.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_REDUCTIONWINDOWS_H
#define OSDP_TRANSFORMS_PARTITION_REDUCTIONWINDOWS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace osdp {

/// The reductions a bucket takes: all_reduce, and reduce_scatter (how FSDP
/// reduces gradients).
bool isBucketReduction(mlir::Operation *op);

/// Moves the side-effect-free ops of `block` that read reductions' results,
/// directly or through each other, down to just before their own first
/// use (see ReductionReaders.cpp for which ones may move). An op moved
/// keeps every operand before it and every use after it; ops with no user
/// in the block stay.
void sinkReductionReaders(mlir::Block &block);

/// Moves the ops of `block` that compute a reduction's input up above the
/// first reader of the reductions before it that one call would take (the
/// nearest `combinable` ones whose windows meet), where they need nothing
/// that reader makes, read none of those reductions' results, are
/// side-effect free, and holding their results longer raises no peak of
/// the block's live bytes (see ReductionInputs.cpp).
void hoistReductionInputs(
    mlir::Block &block,
    llvm::function_ref<bool(mlir::Operation *, mlir::Operation *)> combinable);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_REDUCTIONWINDOWS_H
