//===- PipelineStages.h - A step split into pipeline stages -----*- C++ -*-===//
//
// What osdp-split-stages records on the module it splits (`osdp.stages`),
// and what code generation, the artifact's entry points and its manifest
// read back: which function each stage runs, and which of the step's
// arguments and results each of them takes and returns.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_PIPELINESTAGES_H
#define OSDP_DIALECT_OSDP_IR_PIPELINESTAGES_H

#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace osdp {

/// One stage's function: its arguments are the step's arguments
/// `inputs[k]`, its results the step's results `outputs[k]`.
struct StageFunction {
  mlir::FlatSymbolRefAttr function;
  llvm::SmallVector<int64_t> inputs, outputs;
};

/// The stages of a split step, in order along the stage axis: stage `s`
/// runs on the devices at position `s` of that axis.
struct PipelineStages {
  mlir::StringAttr axis;
  llvm::SmallVector<StageFunction> stages;
  /// The microbatches each stage runs the step's batch as (1: the batch at
  /// once), and the order it runs them in (`1f1b` or `gpipe`).
  int64_t microbatches = 1;
  mlir::StringAttr schedule;

  /// `{axis = "pipe", functions = [{function = @f, inputs = array<i64: ..>,
  /// outputs = array<i64: ..>}, ...], microbatches = 4 : i64,
  /// schedule = "1f1b"}`.
  mlir::DictionaryAttr toAttr(mlir::MLIRContext *context) const;
  /// The stages `attr` describes; nullopt when it is not of that form.
  static std::optional<PipelineStages> fromAttr(mlir::Attribute attr);
  /// The stages of `module`; nullopt for a module that was not split.
  static std::optional<PipelineStages> of(mlir::ModuleOp module);
  /// The number of the step's arguments (every one is some stage's).
  int64_t numInputs() const;
};

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_PIPELINESTAGES_H
