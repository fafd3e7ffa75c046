//===- PipelineSchedule.h - Microbatches through pipeline stages -*- C++
//-*-===//
//
// The order in which the stages of a pipeline run the microbatches of a
// step (osdp-split-stages, Passes.td): GPipe's (every microbatch's forward
// pass, then every backward pass) or 1F1B's.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H
#define OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H

#include "osdp/Analysis/HardwareProfile.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace osdp {

/// The order in which each stage runs the microbatches.
enum class PipelineOrder {
  /// Every microbatch's forward pass, then every backward pass (GPipe).
  AllForwardFirst,
  /// Stage s of N runs N - 1 - s forward passes ahead, then alternates one
  /// forward and one backward pass (1F1B, as Megatron-LM and PipeDream
  /// do): it holds at most N - s microbatches' activations.
  OneForwardOneBackward,
};

/// The unrolled microbatches of a step: which microbatch each op belongs
/// to, and in which piece of its forward pass each forward op falls.
struct MicrobatchSchedule {
  /// The forward ops' pieces when each microbatch's forward pass is cut
  /// into the stages (ForwardPass.h): every microbatch is cut alike.
  llvm::DenseMap<mlir::Operation *, unsigned> pieces;
  /// The microbatch of each op of the unrolled loop; the ops before the
  /// loop are -1's, those after it `count`'s.
  llvm::DenseMap<mlir::Operation *, int64_t> microbatchOf;
  /// The step's forward ops.
  llvm::DenseSet<mlir::Operation *> forward;
  int64_t count = 0;

  bool empty() const { return count == 0; }
  /// Whether `op` is of a microbatch's backward pass: an op of the unrolled
  /// loop outside the forward pass.
  bool isBackward(mlir::Operation *op) const {
    auto it = microbatchOf.find(op);
    return it != microbatchOf.end() && it->second >= 0 && it->second < count &&
           !forward.contains(op);
  }
  /// Where `op` (an op of the unrolled step; null for one every stage
  /// clones, which orderStage then ranks with its first reader) stands in
  /// stage `stage` of `stages`'s order: ops of equal rank keep their
  /// program order.
  int64_t rank(mlir::Operation *op, unsigned stage, unsigned stages,
               PipelineOrder order) const;
};

/// Where the forward pass is cut into stages: `paths` (`stages - 1` of
/// them) name the parameters whose first forward reader begins each stage
/// after the first (a path such as `blocks.6`, which the parameter's name
/// holds: osdp::argumentName); none: pieces of equal predicted time on
/// `profile`.
struct StageCut {
  unsigned stages = 1;
  const HardwareProfile *profile = nullptr;
  llvm::ArrayRef<std::string> paths;
};

/// The forward pass cut as `cut` says (equal times: each op's, its
/// collectives' included; ForwardPass.h's productPieces): for each op of
/// `forward` its piece. A parameter is read directly or through the
/// microbatches' loop that carries it.
llvm::SmallVector<unsigned>
stagePieces(llvm::ArrayRef<mlir::Operation *> forward, const StageCut &cut);

/// Checks `cut.paths` against the step `main`: one per stage after the
/// first, each naming a parameter some forward op reads, in the forward
/// pass's order. Fails with a located error otherwise.
mlir::LogicalResult checkStageCut(mlir::func::FuncOp main, const StageCut &cut);
/// Unrolls the microbatches' loop of `main` (osdp-microbatch's, marked
/// `osdp.microbatch_loop`), if it has one, and moves every op of the
/// step's forward pass ahead of the others: program order is then GPipe's
/// schedule, which every stage may run. Empty when `main` has no such
/// loop; fails with a located error on a loop it cannot unroll.
mlir::FailureOr<MicrobatchSchedule>
scheduleMicrobatches(mlir::func::FuncOp main, const StageCut &cut);

/// Puts the ops of stage function `function` in `order`: `origin` gives the
/// op of the unrolled step each of its ops comes from (null for one every
/// stage clones).
void orderStage(
    mlir::func::FuncOp function, unsigned stage, unsigned stages,
    const MicrobatchSchedule &schedule, PipelineOrder order,
    const llvm::DenseMap<mlir::Operation *, mlir::Operation *> &origin);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PIPELINESCHEDULE_H
