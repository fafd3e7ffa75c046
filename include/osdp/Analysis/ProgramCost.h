//===- ProgramCost.h - Predicted step time and memory of a program -*- C++ -*-//
//
// The cost model applied to a per-device program (what osdp-partition
// produces, or an unsharded program seen as one device): the work of every
// op on its local shapes, the time of every osdp collective on the links of
// its mesh axes, and the peak memory live on the device over the program
// order.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_ANALYSIS_PROGRAMCOST_H
#define OSDP_ANALYSIS_PROGRAMCOST_H

#include "osdp/Analysis/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace osdp {

/// The work of one op on its (local) operand and result types: matrix
/// products and convolutions count 2 FLOPs per multiply-add, elementwise
/// ops one per element (transcendental functions one transcendental per
/// element instead, timed at the profile's rate), reductions one
/// per input element, data movement none. Memory traffic assumes loop
/// fusion of elementwise ops, broadcasts, reshapes and transposes: such an
/// op reads only the operands no fusible op produced, and writes only the
/// results a non-fusible op (or the caller) reads; other ops read and write
/// everything once. Reshapes, constants and ops with regions other than
/// reduce count no FLOPs.
Work workOf(mlir::Operation *op);

/// Whether `op`'s regions are a combiner its own work includes (reduce,
/// scatter, sort...), not control flow whose ops count one by one.
bool hasCombinerBody(mlir::Operation *op);

/// The shares of an op's work one device does when the op is split: of
/// its FLOPs and transcendentals, of its memory traffic (a split op whose
/// operands are replicated reads them whole), of its copies (a
/// convolution's patches: the share of its image the device holds, since
/// splitting the output features leaves every device the whole patch
/// matrix), of its product's operand bytes, and of the matrix products its
/// batch runs.
struct WorkShares {
  double flops = 1;
  double bytes = 1;
  double copies = 1;
  double productBytes = 1;
  double products = 1;
};

/// The kind of an osdp collective that communicates, and the bytes one
/// device moves (the `bytes` of collectiveTime: an all_gather's result,
/// the others' input); none for any other op.
std::optional<std::pair<CollectiveKind, double>>
classifyCollective(mlir::Operation *op);

/// The devices an osdp collective runs among: the link of its mesh axes
/// and the size of each group.
struct CollectiveGroup {
  Link link;
  int64_t size = 1;
};
/// The group of collective `op` on `profile`'s links; fails (with an
/// error at `op`) when its mesh cannot be found.
mlir::FailureOr<CollectiveGroup>
collectiveGroupOf(mlir::Operation *op, const HardwareProfile &profile);

/// The roofline time of `op` (on the types it has) when one device does
/// `shares` of its work.
double computeTimeOf(mlir::Operation *op, const HardwareProfile &profile,
                     const WorkShares &shares = {});

/// The bytes live on the device at a point of the program, and the
/// predicted time when it is reached (nothing overlapping: the time of the
/// ops before it).
struct MemorySample {
  double seconds = 0;
  int64_t bytes = 0;
};

/// A stretch of one lane of the predicted step (simulateOverlap): the
/// compute lane's ops from one collective (or wait) to the next, or one
/// collective on the communication lane.
struct LaneInterval {
  /// On the communication lane: the collective's kind, and whether it was
  /// issued without waiting (osdp.async_start).
  std::optional<CollectiveKind> collective;
  bool inFlight = false;
  double start = 0, end = 0;
};

/// The collectives one source location of the program makes (all of them
/// of one kind), summed: where the step's communication comes from.
struct CommunicationPoint {
  CollectiveKind kind = CollectiveKind::AllReduce;
  /// What the op's location says: the name JAX gave the op and the source
  /// frames, innermost first.
  std::string name;
  std::vector<std::string> frames;
  double seconds = 0;
  double bytes = 0;
  int64_t calls = 0;
};

/// The prediction for one program on one device.
struct ProgramCost {
  /// At most this many samples of the memory over the program.
  static constexpr size_t kTimelineSamples = 240;
  /// The locations sending the most, at most this many.
  static constexpr size_t kCommunicationPoints = 12;
  static constexpr size_t kNumKinds = 5;
  double computeSeconds = 0;
  /// The ops that do work (doesWork), each charged the profile's opSeconds.
  int64_t workingOps = 0;
  double flops = 0;
  double transcendentals = 0;
  double memoryTrafficBytes = 0;
  /// Per CollectiveKind: seconds, calls and bytes.
  std::array<double, kNumKinds> collectiveSeconds{};
  std::array<int64_t, kNumKinds> collectiveCalls{};
  std::array<double, kNumKinds> collectiveBytes{};
  /// The most bytes live at once; the bytes of the arguments, and of the
  /// results no argument donates its buffer to, both live throughout (the
  /// caller owns them).
  int64_t peakMemoryBytes = 0;
  int64_t argumentBytes = 0;
  int64_t resultBytes = 0;
  /// The bytes live over the program order: each sample is the most live
  /// over a run of consecutive ops (so the peak is one of them), at the
  /// time that run ends.
  std::vector<MemorySample> memoryTimeline;
  /// The locations whose collectives take the most time, the most first.
  std::vector<CommunicationPoint> communicationPoints;
  /// The entry block's compute and communication lanes, in time order, at
  /// most kLaneIntervals (a longer program's are left out past that).
  static constexpr size_t kLaneIntervals = 4096;
  std::vector<LaneInterval> lanes;

  /// The communication that runs while compute does: the collectives an
  /// `osdp.async_start` issues, as far as the ops before their wait cover
  /// them (simulateOverlap).
  double hiddenCommunicationSeconds = 0;

  /// The time the device waits for other pipeline stages over the step
  /// (PipelineCost::combined); none for a program that is not a stage.
  double waitSeconds = 0;

  double communicationSeconds() const;
  /// Compute plus the communication nothing hides, plus the waits.
  double stepSeconds() const {
    return computeSeconds + communicationSeconds() -
           hiddenCommunicationSeconds + waitSeconds;
  }
  llvm::json::Value toJSON() const;
};

/// The time of collective `op` on `profile`; fails (with an error at `op`)
/// when its mesh cannot be found. Zero for any other op.
mlir::FailureOr<double> collectiveTimeOf(mlir::Operation *op,
                                         const HardwareProfile &profile);

/// The time of `op` with every op nested in it (a counted loop's body once
/// per iteration), one after another: what an op costs a collective issued
/// before it and waited for after it.
mlir::FailureOr<double> serialTimeOf(mlir::Operation *op,
                                     const HardwareProfile &profile);

/// The time of `block` run once on two lanes, compute and communication:
/// a collective waits for the collective before it; one an
/// `osdp.async_start` issues runs while the ops up to its `osdp.async_wait`
/// compute (with `overlap`; without, it is waited for where it starts).
/// The difference between the two is the communication overlap hides.
/// With `lanes`, the block's own intervals (not those of nested blocks)
/// are appended to it.
mlir::FailureOr<double>
simulateOverlap(mlir::Block &block, const HardwareProfile &profile,
                bool overlap, std::vector<LaneInterval> *lanes = nullptr);

/// Predicts the step of `function` (one block; loops counted once) on
/// `profile`. Fails, with an error at the op, on a collective whose mesh
/// cannot be found.
mlir::FailureOr<ProgramCost>
estimateProgramCost(mlir::func::FuncOp function,
                    const HardwareProfile &profile);

/// The bytes of a value of `type`: its static dimensions' elements (a
/// dynamic dimension counts as 1) times its element size; 0 for
/// non-tensors.
int64_t bytesOf(mlir::Type type);

} // namespace osdp

#endif // OSDP_ANALYSIS_PROGRAMCOST_H
