//===- PipelineCost.cpp - Predicted step of a pipelined module ------------===//
//
// The stages run side by side in a discrete simulation. A send never
// blocks its stage (the runtime sends a copy without waiting): the message
// leaves when the stage reaches it and the stage link is free, and arrives
// one point-to-point transfer later. A receive blocks until its message
// has arrived. Each stage is advanced as far as it can go, in turn, until
// all have finished; the times do not depend on the order in which stages
// are advanced, since a message's arrival depends only on its sender.
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/PipelineCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

using namespace mlir;
using namespace osdp;

namespace {

/// A message: its sender's and receiver's stages, and its tag.
using MessageKey = std::tuple<int64_t, int64_t, int64_t>;

/// One stage as the simulation runs it.
struct StageRun {
  SmallVector<Operation *> ops;
  size_t next = 0;
  /// When the stage and its outgoing link are next free.
  double clock = 0, linkFree = 0;
  StageTimeline timeline;

  bool done() const { return next == ops.size(); }
  void compute(double seconds) {
    double start = clock;
    clock += seconds;
    auto &busy = timeline.busy;
    if (seconds <= 0)
      return;
    if (!busy.empty() && busy.back().second == start)
      busy.back().second = clock;
    else
      busy.push_back({start, clock});
  }
};

/// The time of a point-to-point transfer of `bytes` between the stages of
/// `op`'s link.
FailureOr<double> transferSeconds(Operation *op, double bytes,
                                  const HardwareProfile &profile) {
  FailureOr<CollectiveGroup> group = collectiveGroupOf(op, profile);
  if (failed(group))
    return failure();
  return collectiveTime(CollectiveKind::CollectivePermute, bytes, 2,
                        group->link);
}

class PipelineSimulation {
public:
  PipelineSimulation(const HardwareProfile &profile) : profile(profile) {}

  void addStage(func::FuncOp function) {
    StageRun &run = runs.emplace_back();
    for (Operation &op : function.getBody().front().without_terminator())
      run.ops.push_back(&op);
  }
  /// Runs every stage to its end; fails where none can go on.
  LogicalResult run();
  std::vector<StageRun> runs;

private:
  /// Runs stage `s` until it ends or waits for a message not yet sent;
  /// whether it ran any op.
  FailureOr<bool> advance(int64_t s);
  const HardwareProfile &profile;
  llvm::DenseMap<MessageKey, double> arrivals;
};

FailureOr<bool> PipelineSimulation::advance(int64_t s) {
  StageRun &run = runs[s];
  bool progressed = false;
  for (; !run.done(); ++run.next, progressed = true) {
    Operation *op = run.ops[run.next];
    if (auto recv = dyn_cast<RecvOp>(op)) {
      auto it = arrivals.find({int64_t(recv.getPeer()), s, recv.getTag()});
      if (it == arrivals.end())
        return progressed;
      double wait = std::max(0.0, it->second - run.clock);
      run.timeline.waitSeconds += wait;
      run.clock += wait;
      continue;
    }
    if (auto send = dyn_cast<SendOp>(op)) {
      FailureOr<double> seconds =
          transferSeconds(op, bytesOf(send.getInput().getType()), profile);
      if (failed(seconds))
        return failure();
      run.linkFree = std::max(run.linkFree, run.clock) + *seconds;
      arrivals[{s, int64_t(send.getPeer()), send.getTag()}] = run.linkFree;
      continue;
    }
    FailureOr<double> seconds = serialTimeOf(op, profile);
    if (failed(seconds))
      return failure();
    run.compute(*seconds);
  }
  return progressed;
}

LogicalResult PipelineSimulation::run() {
  while (llvm::any_of(runs, [](const StageRun &r) { return !r.done(); })) {
    bool any = false;
    for (int64_t s = 0, e = runs.size(); s < e; ++s) {
      FailureOr<bool> progressed = advance(s);
      if (failed(progressed))
        return failure();
      any |= *progressed;
    }
    if (any)
      continue;
    // Every stage that has not ended waits for a message no stage will
    // send: report the first.
    for (StageRun &run : runs)
      if (!run.done())
        return run.ops[run.next]->emitError()
               << "no pipeline stage sends this message before the stage "
                  "waiting for it needs it: the stages would wait for each "
                  "other forever";
  }
  return success();
}

/// Merges neighbouring stretches of `busy` until at most `limit` are left.
void thin(std::vector<std::pair<double, double>> &busy, size_t limit) {
  while (busy.size() > limit) {
    std::vector<std::pair<double, double>> merged;
    for (size_t i = 0; i < busy.size(); i += 2)
      merged.push_back({busy[i].first, i + 1 < busy.size() ? busy[i + 1].second
                                                           : busy[i].second});
    busy = std::move(merged);
  }
}

} // namespace

FailureOr<PipelineCost>
osdp::estimatePipelineCost(ModuleOp module, const PipelineStages &stages,
                           const HardwareProfile &profile) {
  PipelineCost result;
  result.microbatches = stages.microbatches;
  result.schedule = stages.schedule ? stages.schedule.str() : "1f1b";
  PipelineSimulation simulation(profile);
  std::vector<ProgramCost> costs;
  for (const StageFunction &stage : stages.stages) {
    auto function = module.lookupSymbol<func::FuncOp>(stage.function.getAttr());
    if (!function || function.isExternal())
      return module.emitError()
             << "pipeline stage " << stage.function
             << " is not a function with a body in this module";
    FailureOr<ProgramCost> cost = estimateProgramCost(function, profile);
    if (failed(cost))
      return failure();
    costs.push_back(std::move(*cost));
    simulation.addStage(function);
  }
  if (failed(simulation.run()))
    return failure();
  for (auto [run, cost] : llvm::zip(simulation.runs, costs)) {
    StageTimeline timeline = std::move(run.timeline);
    timeline.cost = std::move(cost);
    timeline.finishSeconds = run.clock;
    thin(timeline.busy, PipelineCost::kBusyIntervals);
    result.stepSeconds = std::max(result.stepSeconds, run.clock);
    result.stages.push_back(std::move(timeline));
  }
  return result;
}

double PipelineCost::bubbleFraction() const {
  if (stages.empty() || stepSeconds <= 0)
    return 0;
  // A stage's clock moves only while it runs an op or waits in a
  // receive: what it does not run is its wait and the time after it ends.
  double idle = 0;
  for (const StageTimeline &stage : stages)
    idle += stage.waitSeconds + (stepSeconds - stage.finishSeconds);
  return idle / (stepSeconds * stages.size());
}

double PipelineCost::idealBubbleFraction() const {
  double n = stages.size(), k = microbatches;
  return (n - 1) / (k + n - 1);
}

size_t PipelineCost::peakStage() const {
  size_t best = 0;
  for (size_t s = 1; s < stages.size(); ++s)
    if (stages[s].cost.peakMemoryBytes > stages[best].cost.peakMemoryBytes)
      best = s;
  return best;
}

ProgramCost PipelineCost::combined() const {
  if (stages.empty())
    return {};
  ProgramCost cost = stages[peakStage()].cost;
  cost.waitSeconds = std::max(0.0, stepSeconds - cost.stepSeconds());
  return cost;
}

/// The time `busy` covers of [from, to).
static double busyWithin(ArrayRef<std::pair<double, double>> busy, double from,
                         double to) {
  double covered = 0;
  for (auto [start, end] : busy)
    covered += std::max(0.0, std::min(end, to) - std::max(start, from));
  return covered;
}

std::string osdp::drawSchedule(const PipelineCost &pipeline, unsigned columns) {
  std::string text;
  double width = pipeline.stepSeconds / std::max(1u, columns);
  for (auto [s, stage] : llvm::enumerate(pipeline.stages)) {
    std::string row;
    for (unsigned c = 0; c < columns; ++c) {
      double from = c * width, to = from + width;
      if (from >= stage.finishSeconds)
        row += ' ';
      else
        row += busyWithin(stage.busy, from, to) * 2 >= width ? '#' : '.';
    }
    text += llvm::formatv("  stage {0,-2} |{1}|\n", s, row).str();
  }
  return text;
}

llvm::json::Value PipelineCost::toJSON() const {
  llvm::json::Array stagesJSON;
  for (const StageTimeline &stage : stages) {
    llvm::json::Array busy;
    for (auto [start, end] : stage.busy)
      busy.push_back(llvm::json::Array{start, end});
    stagesJSON.push_back(
        llvm::json::Object{{"finish_seconds", stage.finishSeconds},
                           {"wait_seconds", stage.waitSeconds},
                           {"busy", std::move(busy)},
                           {"cost", stage.cost.toJSON()}});
  }
  return llvm::json::Object{{"step_seconds", stepSeconds},
                            {"microbatches", microbatches},
                            {"schedule", schedule},
                            {"bubble_fraction", bubbleFraction()},
                            {"ideal_bubble_fraction", idealBubbleFraction()},
                            {"peak_stage", int64_t(peakStage())},
                            {"stages", std::move(stagesJSON)}};
}
