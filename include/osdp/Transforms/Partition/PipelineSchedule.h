//===- PipelineSchedule.h - Microbatches through pipeline stages -*- C++
//-*-===//
//
// The order in which the stages of a pipeline run the microbatches of a
// step (osdp-split-stages, Passes.td): GPipe's, every microbatch's forward
// pass, then every microbatch's backward pass.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H
#define OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

namespace osdp {

/// Unrolls the microbatches' loop of `main` (osdp-microbatch's, marked
/// `osdp.microbatch_loop`), if it has one, and moves every op of the
/// step's forward pass ahead of the others, so that program order is
/// GPipe's schedule. Returns, for each forward op of the unrolled
/// microbatches, the piece of its microbatch's forward pass it falls in
/// when that is cut into `stages` pieces (ForwardPass.h): every microbatch
/// is cut alike, layer by layer. Empty when `main` has no such loop; fails
/// with a located error on a loop it cannot unroll.
mlir::FailureOr<llvm::DenseMap<mlir::Operation *, unsigned>>
scheduleMicrobatches(mlir::func::FuncOp main, unsigned stages);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H
