//===- Microbatch.h - Run a training step's batch in pieces -----*- C++ -*-===//
//
// The rewrite of osdp-microbatch (Passes.td): gradient accumulation as a
// program rewrite on the annotated global step, before propagation.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_MICROBATCH_H
#define OSDP_TRANSFORMS_PARTITION_MICROBATCH_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

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

/// Where an op of the step runs once its batch is split into microbatches.
enum class MicrobatchPlace {
  /// Reads nothing per example: once, before the loop.
  Before,
  /// Per example: in the loop, once per microbatch.
  Loop,
  /// Reads an accumulated value: once, after the loop.
  After,
};

/// How one op of the step runs under microbatches: where, the types of its
/// operands and results in one run of it (a value per example holds one
/// microbatch's rows; a sum over the batch, which the loop accumulates, and
/// every value made outside the loop keep the step's type), and which
/// results are accumulated.
struct MicrobatchedOp {
  MicrobatchPlace place = MicrobatchPlace::Before;
  llvm::SmallVector<mlir::Type> operandTypes;
  llvm::SmallVector<mlir::Type, 1> resultTypes;
  /// Which results the loop adds up across the microbatches (a gradient, the
  /// loss): each is added to an accumulator once per microbatch.
  llvm::SmallVector<bool, 1> accumulated;
};

/// What `microbatch(function, count)` would make of each op of the body of
/// `function`, which is left as it is: the cost model of a plan that is
/// still being chosen (the planner's search) prices the step as the
/// rewrite will run it. Ops the rewrite drops (sharding constraints) are
/// absent. Fails with the rewrite's located errors where it would fail.
mlir::FailureOr<llvm::DenseMap<mlir::Operation *, MicrobatchedOp>>
placeMicrobatchedOps(mlir::func::FuncOp function, int64_t count);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_MICROBATCH_H
