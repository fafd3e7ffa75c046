//===- PlanReport.h - The plan report as the tools show it ------*- C++ -*-===//
//
// osdp-plan-shardings hands back its plan report as JSON (docs/plan-report.md
// describes the document); it writes no file and prints no table. What a
// user reads of it is made here, from that document alone: the summary
// table, the self-contained HTML page, and the line that sets a measured
// run (osdp-run's --report-json) beside the prediction. The tools decide
// where each goes.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_PLANREPORT_H
#define OSDP_TOOLS_PLANREPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace osdp {

/// Prints the summary table of `report`: the budget and its parts, then
/// every mode's prediction, a star on the plan written. With a `measured`
/// entry, a last line sets it beside the written plan's prediction.
void printPlanSummary(llvm::raw_ostream &os, const llvm::json::Object &report);

/// `report` as one HTML page that plots it and reads nothing else.
std::string planReportPage(const llvm::json::Object &report);

/// osdp-run's `--report-json` at `path`, as the report's `measured` entry:
/// the ranks, the number of steps, their median and the peak (the caller's
/// buffers and the program's own). The error says what is wrong with the
/// file.
llvm::Expected<llvm::json::Object> readMeasuredRun(llvm::StringRef path);

} // namespace osdp

#endif // OSDP_TOOLS_PLANREPORT_H
