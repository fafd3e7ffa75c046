//===- PlanSummary.cpp - The plan report's summary table ------------------===//
//
// The table `osdp-opt --osdp-plan-summary` prints, read off the report's
// JSON alone: the same document the page plots and Python reads.
//
//===----------------------------------------------------------------------===//

#include "osdp/Tools/PlanReport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace osdp;
using llvm::StringRef;
using llvm::json::Object;

/// The mode whose plan was written: the chosen one, or the baseline `auto`
/// kept instead.
static StringRef writtenMode(const Object &report) {
  StringRef chosen = report.getString("mode").value_or("");
  if (const Object *modes = report.getObject("modes"))
    if (const Object *entry = modes->getObject(chosen))
      if (std::optional<StringRef> kept = entry->getString("kept_baseline"))
        return *kept;
  return chosen;
}

/// The first line: what was planned, and the memory budget's parts.
static void printBudget(llvm::raw_ostream &os, const Object &report) {
  int64_t parameters = 0;
  if (const llvm::json::Array *entries = report.getArray("parameters"))
    parameters = llvm::count_if(*entries, [](const llvm::json::Value &entry) {
      return entry.getAsObject() && entry.getAsObject()->get("argument");
    });
  StringRef axis = report.getString("data_axis").value_or("");
  const Object *mesh = report.getObject("mesh");
  int64_t devices = mesh ? mesh->getInteger(axis).value_or(0) : 0;
  auto bytes = [&](StringRef key) {
    return report.getInteger(key).value_or(0);
  };
  os << llvm::formatv("osdp-auto-shard: {0} parameters over {1}={2} on {3}, "
                      "{4} bytes per device ({5} for activations, {6} for "
                      "one gathered parameter",
                      parameters, axis, devices,
                      report.getString("hardware").value_or(""),
                      bytes("memory_bytes"), bytes("activation_bytes"),
                      bytes("gathered_bytes"));
  StringRef remat = report.getString("remat").value_or("none");
  if (remat != "none")
    os << ", remat=" << remat;
  if (int64_t count = report.getInteger("microbatches").value_or(1); count > 1)
    os << ", microbatches=" << count;
  if (report.getBoolean("overlap").value_or(false))
    os << ", collectives overlapped";
  if (int64_t correction = bytes("correction_bytes"))
    os << ", " << correction
       << " more after a predicted peak exceeded the memory";
  os << ")\n";
}

/// One mode's row: its prediction, or why it has no plan.
static void printMode(llvm::raw_ostream &os, StringRef label,
                      const Object *entry) {
  if (!entry || entry->get("error")) {
    std::optional<StringRef> why =
        entry ? entry->getString("error") : std::nullopt;
    os << llvm::formatv("  {0,-6} no plan: {1}\n", label,
                        why ? *why : StringRef("not planned"));
    return;
  }
  const Object *predicted = entry->getObject("predicted");
  auto seconds = [&](StringRef key) {
    return predicted
               ? llvm::formatv("{0:F3}",
                               predicted->getNumber(key).value_or(0) * 1e3)
                     .str()
               : std::string("-");
  };
  std::string peak =
      predicted ? std::to_string(
                      predicted->getInteger("peak_memory_bytes").value_or(0))
                : "-";
  os << llvm::formatv("  {0,-6} {1,9} {2,10} {3,10} {4,12} {5,16} {6,7} "
                      "{7,4}\n",
                      label, seconds("step_seconds"),
                      seconds("compute_seconds"),
                      seconds("communication_seconds"), peak,
                      entry->getInteger("persistent_bytes").value_or(0),
                      entry->getInteger("sharded_parameters").value_or(0),
                      entry->getBoolean("fits").value_or(false) ? "yes" : "no");
}

/// The measured run's line, against the written plan's prediction.
static void printMeasured(llvm::raw_ostream &os, const Object &measured,
                          const Object *predicted) {
  double step = measured.getNumber("step_seconds").value_or(0);
  int64_t peak = measured.getInteger("peak_memory_bytes").value_or(0);
  os << llvm::formatv("  measured on {0} ranks (median of {1} steps): step "
                      "{2:F3} ms, peak {3} bytes",
                      measured.getInteger("ranks").value_or(0),
                      measured.getInteger("steps").value_or(0), step * 1e3,
                      peak);
  if (predicted && step > 0)
    os << llvm::formatv(
        "; predicted over measured: step {0:F2}, peak {1:F2}",
        predicted->getNumber("step_seconds").value_or(0) / step,
        double(predicted->getInteger("peak_memory_bytes").value_or(0)) /
            double(std::max<int64_t>(peak, 1)));
  os << "\n";
}

/// The written plan's pipeline: its step against the bubble an ideal one
/// would have, each stage's wait and peak, and the schedule drawn.
static void printPipeline(llvm::raw_ostream &os, const Object &pipeline) {
  if (std::optional<StringRef> error = pipeline.getString("error")) {
    os << "  pipeline: not predicted: " << *error << "\n";
    return;
  }
  const llvm::json::Array *stages = pipeline.getArray("stages");
  os << llvm::formatv(
      "  pipeline of {0} stages over '{1}', {2} microbatch(es), {3}: step "
      "{4:F3} ms, bubble {5:P1} (ideal {6:P1})\n",
      stages ? stages->size() : 0, pipeline.getString("axis").value_or(""),
      pipeline.getInteger("microbatches").value_or(1),
      pipeline.getString("schedule").value_or(""),
      pipeline.getNumber("step_seconds").value_or(0) * 1e3,
      pipeline.getNumber("bubble_fraction").value_or(0),
      pipeline.getNumber("ideal_bubble_fraction").value_or(0));
  if (stages)
    for (auto [s, value] : llvm::enumerate(*stages)) {
      const Object *stage = value.getAsObject();
      const Object *cost = stage ? stage->getObject("cost") : nullptr;
      if (!cost)
        continue;
      os << llvm::formatv(
          "    stage {0}: waits {1:F3} ms of {2:F3}, peak {3} bytes\n", s,
          stage->getNumber("wait_seconds").value_or(0) * 1e3,
          stage->getNumber("finish_seconds").value_or(0) * 1e3,
          cost->getInteger("peak_memory_bytes").value_or(0));
    }
  os << pipeline.getString("drawing").value_or("");
}

/// stages=auto's trials: each count of stages, its mesh and its plan's
/// predicted step (or why it has none); the star marks the one chosen.
static void printStageCounts(llvm::raw_ostream &os,
                             const llvm::json::Array &trials, int64_t chosen) {
  os << "  stages=auto:";
  for (const llvm::json::Value &value : trials) {
    const Object *trial = value.getAsObject();
    if (!trial)
      continue;
    int64_t count = trial->getInteger("stages").value_or(0);
    os << llvm::formatv(" {0}{1} on {2}", count, count == chosen ? "*" : "",
                        trial->getString("mesh").value_or(""));
    if (std::optional<double> seconds = trial->getNumber("step_seconds"))
      os << llvm::formatv(" {0:F3} ms;", *seconds * 1e3);
    else
      os << " no plan;";
  }
  os << "\n";
}

void osdp::printPlanSummary(llvm::raw_ostream &os, const Object &report) {
  printBudget(os, report);
  os << llvm::formatv("  {0,-6} {1,9} {2,10} {3,10} {4,12} {5,16} {6,7} "
                      "{7,4}\n",
                      "mode", "step ms", "compute ms", "collect ms",
                      "peak bytes", "persistent bytes", "sharded", "fits");
  const Object *modes = report.getObject("modes");
  // The star marks the plan written: a baseline `auto` kept, if it kept one.
  StringRef written = writtenMode(report);
  if (const llvm::json::Array *names = report.getArray("mode_names"))
    for (const llvm::json::Value &name : *names) {
      StringRef mode = name.getAsString().value_or("");
      std::string label = (mode + (mode == written ? "*" : "")).str();
      printMode(os, label, modes ? modes->getObject(mode) : nullptr);
    }
  if (const llvm::json::Array *trials = report.getArray("stage_counts"))
    printStageCounts(os, *trials, report.getInteger("stages").value_or(1));
  if (const Object *pipeline = report.getObject("pipeline"))
    printPipeline(os, *pipeline);
  const Object *measured = report.getObject("measured");
  if (!measured)
    return;
  const Object *entry = modes ? modes->getObject(written) : nullptr;
  printMeasured(os, *measured, entry ? entry->getObject("predicted") : nullptr);
}
