//===- PlanResult.h - What osdp-plan-shardings hands back -------*- C++ -*-===//
//
// The planning pass writes its plan on the IR (the shardings) and hands the
// rest back as data: the plan report and, for mode=auto, the solver problem
// it searched. It opens no file and prints no table; the tool that runs it
// listens and decides what to write where (osdp-opt's --osdp-plan-report,
// --osdp-report-html, --osdp-solver-problem and --osdp-plan-summary).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_PLANRESULT_H
#define OSDP_TRANSFORMS_AUTOSHARD_PLANRESULT_H

#include "osdp/Solver/Problem.h"

#include "llvm/Support/JSON.h"

#include <optional>

namespace mlir {
class Pass;
} // namespace mlir

namespace osdp {

/// One plan, as data.
struct PlanResult {
  /// The plan report (docs/plan-report.md): the mesh, the memory budget and
  /// its parts, the chosen plan's parameters and every mode's prediction.
  llvm::json::Object report;
  /// mode=auto: the problem the solver searched (IOPDDL, as osdp-solve
  /// reads it), when the search found a plan.
  std::optional<solver::Problem> problem;
};

/// Receives what a planning pass found. A pass without a listener plans
/// all the same, but skips the work only a report needs (predicting the
/// modes it did not choose).
class PlanListener {
public:
  virtual ~PlanListener();
  /// Called once per planned module, after the plan is written on it.
  virtual void planned(PlanResult result) = 0;
};

/// Makes `listener` receive the results of `pass` when it is an
/// osdp-plan-shardings pass, for a tool that parsed its pipeline from
/// text; returns whether it is one.
bool listenToPlanning(mlir::Pass &pass, PlanListener &listener);

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_PLANRESULT_H
