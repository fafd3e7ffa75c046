//===- ReductionReaders.h - Reads of reduced values moved down --*- C++ -*-===//
//
// A reduction's window in its block runs from the op that makes its input
// to its first reader; osdp-combine-collectives puts reductions whose
// windows meet into one call. Before it does, the reads of reduced values
// that need nothing else move down to where their results are used, so
// that each window ends where the reduced value is really needed.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_REDUCTIONREADERS_H
#define OSDP_TRANSFORMS_PARTITION_REDUCTIONREADERS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"

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

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_REDUCTIONREADERS_H
