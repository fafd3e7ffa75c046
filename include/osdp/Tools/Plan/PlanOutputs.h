//===- PlanOutputs.h - The files the tools write of a plan ------*- C++ -*-===//
//
// The planning pass hands back its report and solver problem as data
// (osdp/Transforms/AutoShard/PlanResult.h); the command-line flags defined
// here say what osdp-opt and osdp-compile make of them: the report as JSON,
// as an HTML page, the solver's problem, the summary table on stderr, and a
// measured run beside the prediction.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TOOLS_PLAN_PLANOUTPUTS_H
#define OSDP_TOOLS_PLAN_PLANOUTPUTS_H

#include "osdp/Transforms/AutoShard/PlanResult.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

namespace osdp {

/// Listens to the pipeline's one planning pass and writes what the flags
/// ask for. Files are written once the whole pipeline has succeeded, each
/// whole or not at all; the summary is printed as soon as the plan is
/// made, beside the pipeline's other diagnostics.
class PlanOutputs : public PlanListener {
public:
  /// `tool` names the messages' sender.
  explicit PlanOutputs(llvm::StringRef tool) : tool(tool) {}

  /// Whether any of the flags was given.
  static bool requested();

  /// The flags' category, which the tools' --help lists.
  static const llvm::cl::OptionCategory &category();

  /// Checks the flags before anything runs: the measured run is read (a
  /// bad file fails fast) and every file's directory must exist.
  mlir::LogicalResult prepare();

  /// Listens to the planning pass of `pm`, which must have exactly one.
  mlir::LogicalResult attach(mlir::OpPassManager &pm);

  void planned(PlanResult result) override;

  /// Writes the files asked for; after the pipeline succeeded.
  mlir::LogicalResult write() const;

private:
  mlir::LogicalResult fail(llvm::StringRef flag,
                           const llvm::Twine &message) const;

  std::string tool;
  std::optional<llvm::json::Object> measured;
  std::optional<PlanResult> result;
};

} // namespace osdp

#endif // OSDP_TOOLS_PLAN_PLANOUTPUTS_H
