//===- Microbatch.h - Run a training step's batch in pieces -----*- C++ -*-===//
//
// The rewrite of osdp-microbatch (Passes.td): gradient accumulation as a
// program rewrite on the annotated global step, before propagation.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_MICROBATCH_H
#define OSDP_TRANSFORMS_PARTITION_MICROBATCH_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace osdp {

/// Rewrites training step `function` to run its batch as `count`
/// microbatches in a `stablehlo.while`: the per-example part of the step
/// runs once per microbatch and the values it reduces over the batch (the
/// gradients, the loss) are accumulated across the iterations; the rest
/// (the optimizer) runs once, after the loop, on the accumulated values.
/// Each device keeps its own rows: microbatch `i` takes block `i` of each
/// device's share of the batch. Emits a located error and fails when the
/// step cannot be split exactly (no batch, a count that does not divide
/// it, per-example values read after a reduction over the batch).
mlir::LogicalResult microbatch(mlir::func::FuncOp function, int64_t count);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_MICROBATCH_H
