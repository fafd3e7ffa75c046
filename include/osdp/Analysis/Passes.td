//===- Passes.td - Cost model passes -----------------------*- tablegen -*-===//

#ifndef OSDP_ANALYSIS_PASSES_TD
#define OSDP_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def EstimateCostPass : Pass<"osdp-estimate-cost", "::mlir::ModuleOp"> {
  let summary = "Predicts the step time and peak memory of a per-device "
                "program";
  let description = [{
    Applies the cost model (docs/cost-model.md) to the module's public
    functions, as the per-device programs they are: the roofline time of
    every op on its local shapes, the alpha-beta time of every osdp
    collective on the link of its mesh axes, and the bytes live at once over
    the program order. Prints, per function, the predicted step time split
    into compute and each collective kind, and the peak memory per device;
    with `report=FILE`, writes the same as JSON (written whole, or not at
    all). The module is unchanged.

    On a module osdp-split-stages cut into pipeline stages (`osdp.stages`),
    the stages are then run side by side (PipelineCost.h): a receive waits
    for its message to cross the stage link. Prints the pipeline's step,
    each stage's finish, wait and peak, the bubble against the ideal
    (N - 1) / (K + N - 1), and the schedule drawn as one row per stage;
    the report gains a `pipeline` object.

    The hardware is a preset (`h100`, `h200`, `a100-80g`, `cpu`) or the path
    of a JSON profile.
  }];
  let options = [
    Option<"hardware", "hardware", "std::string", "\"h100\"",
           "A hardware preset or the path of a JSON hardware profile">,
    Option<"report", "report", "std::string", "\"\"",
           "Write the prediction as JSON to this file">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

#endif // OSDP_ANALYSIS_PASSES_TD
