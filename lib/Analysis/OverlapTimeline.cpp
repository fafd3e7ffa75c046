//===- OverlapTimeline.cpp - Communication that compute hides -------------===//
//
// A device runs its ops on two lanes: compute, one op after another, and
// communication, one collective after another (a rank's collectives share
// its links and, on MPI, its progress). A blocking collective occupies
// both lanes; a collective osdp.async_start issues occupies the
// communication lane from when both lanes are free of what came before it,
// and compute waits for it only at its osdp.async_wait. Simulating a block
// with and without that freedom gives the communication overlap hides.
//
// Loops are simulated body by body: a collective in flight outside a loop
// and one inside it are taken not to delay each other, which predicts the
// most overlap such a schedule can get.
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/ProgramCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

/// How many times `region` runs each time its op does: a counted loop's
/// body its trip count, once otherwise (a loop of unknown count, and a
/// loop's condition, included, as the step's totals count them).
static double runsOf(Region &region) {
  auto loop = dyn_cast<shlo::WhileOp>(region.getParentOp());
  if (!loop || &region != &loop.getBody())
    return 1;
  std::optional<shlo::CountedLoop> counted = loop.getCountedLoop();
  return counted ? double(counted->tripCount()) : 1;
}

/// Adds to `seconds` what `combine` makes of each block nested in `op`,
/// times the runs of its region; nothing for a combiner body (its op's own
/// work covers it).
static LogicalResult
addNested(Operation *op, double &seconds,
          llvm::function_ref<FailureOr<double>(Block &)> combine) {
  if (hasCombinerBody(op))
    return success();
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      FailureOr<double> nested = combine(block);
      if (failed(nested))
        return failure();
      seconds += *nested * runsOf(region);
    }
  return success();
}

FailureOr<double> osdp::serialTimeOf(Operation *op,
                                     const HardwareProfile &profile) {
  if (auto start = dyn_cast<AsyncStartOp>(op))
    return collectiveTimeOf(start.getCollective(), profile);
  if (classifyCollective(op))
    return collectiveTimeOf(op, profile);
  double seconds = computeTimeOf(op, profile);
  auto blockTime = [&](Block &block) -> FailureOr<double> {
    double sum = 0;
    for (Operation &nested : block) {
      FailureOr<double> time = serialTimeOf(&nested, profile);
      if (failed(time))
        return failure();
      sum += *time;
    }
    return sum;
  };
  if (failed(addNested(op, seconds, blockTime)))
    return failure();
  return seconds;
}

namespace {
/// The intervals simulateOverlap records: compute runs are merged until a
/// collective or a wait interrupts them.
class LaneRecorder {
public:
  explicit LaneRecorder(std::vector<LaneInterval> *lanes) : lanes(lanes) {}

  void compute(double start, double end) {
    if (!lanes || end <= start)
      return;
    if (!lanes->empty() && !lanes->back().collective &&
        lanes->back().end == start) {
      lanes->back().end = end;
      return;
    }
    add({std::nullopt, false, start, end});
  }
  void communicate(Operation *collective, bool inFlight, double start,
                   double end) {
    if (lanes)
      add({classifyCollective(collective)->first, inFlight, start, end});
  }

private:
  void add(LaneInterval interval) {
    if (lanes->size() < ProgramCost::kLaneIntervals)
      lanes->push_back(interval);
  }
  std::vector<LaneInterval> *lanes;
};
} // namespace

FailureOr<double> osdp::simulateOverlap(Block &block,
                                        const HardwareProfile &profile,
                                        bool overlap,
                                        std::vector<LaneInterval> *lanes) {
  LaneRecorder record(lanes);
  // When the compute lane and the communication lane are next free.
  double compute = 0, communication = 0;
  // When each collective in flight is complete.
  llvm::DenseMap<Operation *, double> complete;
  for (Operation &op : block) {
    Operation *collective = &op;
    auto start = dyn_cast<AsyncStartOp>(op);
    if (start)
      collective = start.getCollective();
    if (auto wait = dyn_cast<AsyncWaitOp>(op)) {
      compute = std::max(compute, complete.lookup(wait.getStart()));
      continue;
    }
    if (classifyCollective(collective)) {
      FailureOr<double> seconds = collectiveTimeOf(collective, profile);
      if (failed(seconds))
        return failure();
      double begin = std::max(compute, communication);
      communication = begin + *seconds;
      bool inFlight = start && overlap;
      record.communicate(collective, inFlight, begin, communication);
      if (inFlight)
        complete[start] = communication;
      else
        compute = communication;
      continue;
    }
    double seconds = computeTimeOf(&op, profile);
    if (failed(addNested(&op, seconds, [&](Block &nested) {
          return simulateOverlap(nested, profile, overlap);
        })))
      return failure();
    record.compute(compute, compute + seconds);
    compute += seconds;
  }
  return compute;
}
