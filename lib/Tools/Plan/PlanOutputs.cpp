//===- PlanOutputs.cpp - The files the tools write of a plan --------------===//

#include "osdp/Tools/Plan/PlanOutputs.h"

#include "osdp/Solver/ProblemIO.h"
#include "osdp/Tools/OutputCheck.h"
#include "osdp/Tools/PlanReport.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <sstream>

using namespace osdp;
namespace cl = llvm::cl;

static cl::OptionCategory
    planCategory("Plan outputs",
                 "What the tool writes of the plan osdp-plan-shardings (or "
                 "--osdp-auto-shard) makes");

static cl::opt<std::string>
    reportFile("osdp-plan-report",
               cl::desc("Write the plan report (the plan and every mode's "
                        "prediction) as JSON to this file"),
               cl::value_desc("file"), cl::cat(planCategory));
static cl::opt<std::string> pageFile(
    "osdp-report-html",
    cl::desc("Write the plan report as one self-contained HTML page (plots "
             "of memory over the step, time per collective kind for every "
             "mode, strategies per layer, the costliest communication) to "
             "this file"),
    cl::value_desc("file"), cl::cat(planCategory));
static cl::opt<std::string> problemFile(
    "osdp-solver-problem",
    cl::desc("mode=auto: write the problem the solver searched (IOPDDL "
             "JSON, as osdp-solve reads it) to this file"),
    cl::value_desc("file"), cl::cat(planCategory));
static cl::opt<bool>
    summary("osdp-plan-summary",
            cl::desc("Print the plan's summary table on stderr"),
            cl::cat(planCategory));
static cl::opt<std::string> measuredFile(
    "osdp-plan-measured",
    cl::desc("osdp-run's --report-json of this plan's program: the report, "
             "its page and the summary show the measured step and peak "
             "beside the prediction"),
    cl::value_desc("file"), cl::cat(planCategory));

/// The report as the JSON file holds it.
static std::string reportText(const PlanResult &result) {
  return llvm::formatv("{0:2}\n",
                       llvm::json::Value(llvm::json::Object(result.report)))
      .str();
}

static std::string pageText(const PlanResult &result) {
  return planReportPage(result.report);
}

/// The solver's problem as osdp-solve reads it; write() checked it exists.
static std::string problemText(const PlanResult &result) {
  std::ostringstream text;
  solver::writeProblemJSON(*result.problem, text);
  return text.str();
}

/// A flag that names a file to write, and what goes into it.
struct OutputFlag {
  llvm::StringRef name;
  cl::opt<std::string> *file;
  std::string (*render)(const PlanResult &);
};
static const OutputFlag outputFlags[] = {
    {"--osdp-plan-report", &reportFile, reportText},
    {"--osdp-report-html", &pageFile, pageText},
    {"--osdp-solver-problem", &problemFile, problemText}};

mlir::LogicalResult PlanOutputs::fail(llvm::StringRef flag,
                                      const llvm::Twine &message) const {
  llvm::errs() << tool << ": " << flag << ": " << message << "\n";
  return mlir::failure();
}

/// The first plan flag on the command line, for messages; empty when none.
static llvm::StringRef firstFlagGiven() {
  for (const OutputFlag &flag : outputFlags)
    if (!flag.file->empty())
      return flag.name;
  if (!measuredFile.empty())
    return "--osdp-plan-measured";
  return summary ? "--osdp-plan-summary" : "";
}

bool PlanOutputs::requested() { return !firstFlagGiven().empty(); }

const cl::OptionCategory &PlanOutputs::category() { return planCategory; }

mlir::LogicalResult PlanOutputs::prepare() {
  for (const OutputFlag &flag : outputFlags)
    if (!checkOutputDirectory(tool, flag.name, *flag.file, llvm::errs()))
      return mlir::failure();
  if (measuredFile.empty())
    return mlir::success();
  llvm::Expected<llvm::json::Object> run = readMeasuredRun(measuredFile);
  if (!run)
    return fail("--osdp-plan-measured", llvm::toString(run.takeError()));
  measured = std::move(*run);
  return mlir::success();
}

mlir::LogicalResult PlanOutputs::attach(mlir::OpPassManager &pm) {
  int planners = 0;
  for (mlir::Pass &pass : pm.getPasses())
    planners += listenToPlanning(pass, *this);
  llvm::StringRef flag = firstFlagGiven();
  if (planners == 0)
    return fail(flag, "no plan to report: run --osdp-auto-shard=... or "
                      "--osdp-plan-shardings=...");
  if (planners > 1)
    return fail(flag, "the pipeline plans more than once");
  return mlir::success();
}

void PlanOutputs::planned(PlanResult planned) {
  if (measured)
    planned.report["measured"] = llvm::json::Object(*measured);
  if (summary)
    printPlanSummary(llvm::errs(), planned.report);
  result = std::move(planned);
}

/// Writes `text` to `path` through a temporary file: whole or not at all.
static llvm::Error writeWhole(llvm::StringRef path, llvm::StringRef text) {
  return llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
    os << text;
    return llvm::Error::success();
  });
}

mlir::LogicalResult PlanOutputs::write() const {
  // The pipeline ran its planning pass, or it would have failed.
  if (!result)
    return mlir::success();
  if (!problemFile.empty() && !result->problem)
    return fail("--osdp-solver-problem",
                "no solver problem: only mode=auto searches, and a search "
                "that found no plan leaves none");
  for (const OutputFlag &flag : outputFlags) {
    const std::string &file = *flag.file;
    if (file.empty())
      continue;
    if (llvm::Error error = writeWhole(file, flag.render(*result)))
      return fail(flag.name, "cannot write " + file + ": " +
                                 llvm::toString(std::move(error)));
  }
  return mlir::success();
}
