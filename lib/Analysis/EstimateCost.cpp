//===- EstimateCost.cpp - The cost model's prediction for a module --------===//
//
// Implements osdp-estimate-cost (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/Passes.h"
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
    if (!report.empty() && failed(writeReport(std::move(functions), *profile)))
      return signalPassFailure();
  }

  LogicalResult writeReport(llvm::json::Object functions,
                            const HardwareProfile &profile) {
    std::error_code ec;
    llvm::ToolOutputFile out(report, ec, llvm::sys::fs::OF_Text);
    if (ec)
      return mlir::emitError(getOperation().getLoc())
             << "cannot write the cost report '" << report
             << "': " << ec.message();
    out.os() << llvm::formatv("{0:2}\n",
                              llvm::json::Value(llvm::json::Object{
                                  {"hardware", profile.toJSON()},
                                  {"functions", std::move(functions)}}));
    out.keep();
    return success();
  }
};

} // namespace
