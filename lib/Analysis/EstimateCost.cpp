//===- EstimateCost.cpp - The cost model's prediction for a module --------===//
//
// Implements osdp-estimate-cost (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/Passes.h"
#include "osdp/Analysis/PipelineCost.h"
#include "osdp/Analysis/ProgramCost.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

namespace osdp {
#define GEN_PASS_DEF_ESTIMATECOSTPASS
#include "osdp/Analysis/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

void printCost(llvm::raw_ostream &os, StringRef name, const ProgramCost &cost,
               const HardwareProfile &profile) {
  os << llvm::formatv("cost of @{0} on {1}: step {2:F6} ms = compute {3:F6} "
                      "ms + communication {4:F6} ms{5}\n",
                      name, profile.name, cost.stepSeconds() * 1e3,
                      cost.computeSeconds * 1e3,
                      cost.communicationSeconds() * 1e3,
                      cost.hiddenCommunicationSeconds > 0 ? " - overlap" : "");
  if (cost.hiddenCommunicationSeconds > 0)
    os << llvm::formatv("  overlap: {0:F6} ms of the communication runs "
                        "during compute\n",
                        cost.hiddenCommunicationSeconds * 1e3);
  os << llvm::formatv("  compute: {0} FLOP, {1} transcendentals, {2} bytes "
                      "moved\n",
                      static_cast<int64_t>(cost.flops),
                      static_cast<int64_t>(cost.transcendentals),
                      static_cast<int64_t>(cost.memoryTrafficBytes));
  for (size_t k = 0; k < ProgramCost::kNumKinds; ++k)
    if (cost.collectiveCalls[k])
      os << llvm::formatv(
          "  {0}: {1} calls, {2} bytes, {3:F6} ms\n",
          stringifyCollectiveKind(static_cast<CollectiveKind>(k)),
          cost.collectiveCalls[k],
          static_cast<int64_t>(cost.collectiveBytes[k]),
          cost.collectiveSeconds[k] * 1e3);
  os << llvm::formatv("  memory: peak {0} bytes per device ({1} in "
                      "arguments)\n",
                      cost.peakMemoryBytes, cost.argumentBytes);
}

/// Prints the pipeline's step, each stage's share of it and the schedule.
void printPipeline(llvm::raw_ostream &os, const PipelineCost &pipeline) {
  os << llvm::formatv("pipeline of {0} stages, {1} microbatch(es), {2}: step "
                      "{3:F6} ms, bubble {4:P1} (ideal {5:P1})\n",
                      pipeline.stages.size(), pipeline.microbatches,
                      pipeline.schedule, pipeline.stepSeconds * 1e3,
                      pipeline.bubbleFraction(),
                      pipeline.idealBubbleFraction());
  for (auto [s, stage] : llvm::enumerate(pipeline.stages))
    os << llvm::formatv("  stage {0}: busy {1:F6} ms, waits {2:F6} ms, ends "
                        "at {3:F6} ms, peak {4} bytes\n",
                        s, (stage.finishSeconds - stage.waitSeconds) * 1e3,
                        stage.waitSeconds * 1e3, stage.finishSeconds * 1e3,
                        stage.cost.peakMemoryBytes);
  os << drawSchedule(pipeline, /*columns=*/64);
}

struct EstimateCostPass
    : public osdp::impl::EstimateCostPassBase<EstimateCostPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::Expected<HardwareProfile> profile = loadHardwareProfile(hardware);
    if (!profile) {
      mlir::emitError(module.getLoc()) << llvm::toString(profile.takeError());
      return signalPassFailure();
    }
    llvm::json::Object functions;
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isPrivate() || function.isExternal())
        continue;
      FailureOr<ProgramCost> cost = estimateProgramCost(function, *profile);
      if (failed(cost))
        return signalPassFailure();
      printCost(llvm::outs(), function.getSymName(), *cost, *profile);
      functions[function.getSymName()] = cost->toJSON();
    }
    llvm::json::Object document{{"hardware", profile->toJSON()},
                                {"functions", std::move(functions)}};
    if (std::optional<PipelineStages> stages = PipelineStages::of(module)) {
      FailureOr<PipelineCost> pipeline =
          estimatePipelineCost(module, *stages, *profile);
      if (failed(pipeline))
        return signalPassFailure();
      printPipeline(llvm::outs(), *pipeline);
      document["pipeline"] = pipeline->toJSON();
    }
    if (!report.empty() && failed(writeReport(std::move(document))))
      return signalPassFailure();
  }

  LogicalResult writeReport(llvm::json::Object document) {
    std::error_code ec;
    llvm::ToolOutputFile out(report, ec, llvm::sys::fs::OF_Text);
    if (ec)
      return mlir::emitError(getOperation().getLoc())
             << "cannot write the cost report '" << report
             << "': " << ec.message();
    out.os() << llvm::formatv("{0:2}\n",
                              llvm::json::Value(std::move(document)));
    out.keep();
    return success();
  }
};

} // namespace
