//===- Passes.td - Cost-model-driven sharding --------------*- tablegen -*-===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_PASSES_TD
#define OSDP_TRANSFORMS_AUTOSHARD_PASSES_TD

include "mlir/Pass/PassBase.td"

def PlanShardingsPass : Pass<"osdp-plan-shardings", "::mlir::ModuleOp"> {
  let summary = "Chooses the sharding of a step's parameters, "
                "optimizer state and data under a memory limit";
  let description = [{
    The planning half of `osdp-auto-shard` (docs/auto-shard.md). On the
    module's step (`@main`, or its one public function: training, inference
    or evaluation), with the roles `osdp-infer-roles` gives (or those
    written):

    * data is split along its first dimension over the data axis;
    * each parameter, and the optimizer state that follows it, is
      replicated (`mode=dp`), sharded ZeRO-3 style along a dimension the
      data axis divides (`mode=fsdp`), or either, whichever the solver finds
      cheapest in communication time while the parameters, gradients and
      optimizer state fit the memory limit (`mode=osdp`); or, on a mesh of
      two axes, split Megatron-style over the other axis where it is a
      column- or row-parallel weight of a pair (`mode=megatron`);
    * every updated state result is sharded like the argument it replaces;
    * or, with `mode=auto`, every argument and op is sharded as the
      intra-operator search chooses: strategies from each op's sharding
      rule over every mesh axis, their compute times, the resharding times
      of every data edge and the memory live over the program order, solved
      by the solver of `osdp-solve` under the memory limit; the answer is
      partitioned and predicted like the baselines, and a baseline that fits
      and is predicted faster is kept instead.

    The memory left for the persistent state is the limit (`memory=`, or
    the device's memory) less the activations (the unsharded step's peak
    less its arguments, split over the data axis) and one gathered
    parameter. Shardings already written are constraints the plan keeps.
    A forward program (no loss, or no update: inference, evaluation) is
    planned like a training step, its parameters held without gradients or
    optimizer state.

    With `remat=dots`, the step's activations but the products' results are
    recomputed in the backward pass (`osdp-rematerialize`), with
    `remat=dots:K/S` those of the first K of S segments of the forward
    pass: the activations' estimate and every prediction assume it. With
    `remat=auto`, the step is planned without recomputation first and,
    only while no plan fits, again with `dots:1/4`, `dots:1/2`, `dots:3/4`
    and `dots`; the choice is the module's `osdp.remat`, which the
    partition pipeline applies, and the report's `remat` and
    `remat_segments`. Under `mode=auto`, `remat=auto` leaves the choice to
    the search instead: each forward op whose results the backward pass
    reads may be recomputed, for its compute time, to free its results
    between their last forward reader and their first backward one; the
    solver weighs that against the shardings under the memory limit and
    marks the ops it chose `osdp.recompute`. The search also runs without
    recomputation and under `dots`, and the fastest of the three plans is
    kept: the module's `osdp.remat` is `marked`, `none` or `dots`. With
    `microbatches=K`, the step's batch runs as K microbatches whose
    gradients are accumulated (`osdp-microbatch`), and the estimates assume
    it; with `microbatches=auto`, the counts 1, 2, 4... (each dividing every
    device's rows) are tried in turn, each with the remat policy as given
    (under `remat=auto`, without recomputation before with it), and the
    first plan that fits is kept; the count is the module's
    `osdp.microbatches` and the report's `microbatches`.

    With `stages=N`, the plan is for a pipeline of N stages along the
    stage axis (`stage-axis=`, `pipe` by default; the mesh gains it if it
    lacks it, and no tensor is split along it), as the partition pipeline's
    `osdp-split-stages` cuts the step: every device holds about 1/N of the
    parameters and optimizer state, so the budget for them is N times one
    device's, and each prediction splits its copy into the stages and runs
    them side by side (PipelineCost.h), so that its step includes the
    bubble and its peak is the highest stage's. The report gains
    `pipeline`: the chosen plan's stages, their waits and peaks, and the
    schedule drawn. The data axis is then by default the first axis that is
    not the stage axis. With stages, `microbatches=auto` tries every count
    (each with the least recomputation that fits, under `remat=auto`) and
    keeps the plan whose pipeline is predicted fastest: more microbatches
    shrink the bubble but run narrower products and send more messages.
    `mode=auto` searches over the axes but the stage axis, under the
    memory the stages share (the limit times their number, for the whole
    step's graph), and predicts its candidates as pipelines.

    A limit no plan fits, a mode other than auto, dp, fsdp, osdp and
    megatron, a mesh without the data axis, a data axis that is the stage
    axis, or a function without a body is an error.

    The pass writes no file. It hands the plan report (the plan and every
    mode's prediction, as JSON) and, for `mode=auto`, the solver's problem
    to the tool that runs it (`PlanListener`, PlanResult.h): `osdp-opt`
    writes them with `--osdp-plan-report=FILE`, `--osdp-report-html=FILE`
    (one HTML page that plots them, docs/plan-report.md),
    `--osdp-solver-problem=FILE` and `--osdp-plan-summary` (a table on
    stderr). Without a listener, only the chosen plan is predicted.
  }];
  let options = [
    Option<"mesh", "mesh", "std::string", "\"\"",
           "The device mesh, `name=size,...` (e.g. `dp=8,tp=8`); by default "
           "the module's one osdp.mesh">,
    Option<"dataAxis", "data-axis", "std::string", "\"\"",
           "The mesh axis data is split over (default: the first)">,
    Option<"hardware", "hardware", "std::string", "\"h100\"",
           "A hardware preset or the path of a JSON hardware profile">,
    Option<"memory", "memory", "std::string", "\"\"",
           "Memory per device, e.g. `80GiB`, `512MB` or bytes (default: the "
           "profile's)">,
    Option<"mode", "mode", "std::string", "\"osdp\"",
           "auto, dp, fsdp, osdp or megatron">,
    Option<"timeLimit", "time-limit", "double", "30.0",
           "Seconds the solver may take (mode=auto: all its solves "
           "together)">,
    Option<"seed", "seed", "uint64_t", "1", "The solver's seed">,
    Option<"solverRounds", "solver-rounds", "uint64_t", "10",
           "mode=auto: search rounds per solver thread (0: until the time "
           "limit); the time limit stops it earlier, with a warning">,
    Option<"solverThreads", "solver-threads", "unsigned", "0",
           "mode=auto: solver threads, each searching from its own seed "
           "(0: one per core); the plan depends on their number, so fix it "
           "for the same plan on machines with other core counts">,
    Option<"bucketBytes", "bucket-bytes", "int64_t",
           "::osdp::CombineCollectivesPassOptions().maxBucketBytes",
           "The largest bucket of collectives the partitioned step combines "
           "(osdp-combine-collectives' max-bucket-bytes), as the "
           "predictions assume">,
    Option<"remat", "remat", "std::string", "\"none\"",
           "What the forward pass saves for the backward pass "
           "(osdp-rematerialize's policy: none, dots, dots:K/S or "
           "marked), as the predictions and the activations' estimate "
           "assume; auto: none if a plan fits so, else the least of "
           "dots:1/4, dots:1/2, dots:3/4 and dots that fits, or under "
           "mode=auto the ops the search chose (written on the module as "
           "osdp.remat)">,
    Option<"microbatches", "microbatches", "std::string", "\"1\"",
           "The number of microbatches the step's batch runs as "
           "(osdp-microbatch), as the predictions and the activations' "
           "estimate assume; auto: 1 if a plan fits so, else the fewest of "
           "2, 4, 8... (dividing each device's rows) that fit (written on "
           "the module as osdp.microbatches)">,
    Option<"overlap", "overlap", "bool", "false",
           "Predict each plan with its collectives issued ahead of their "
           "first reader (osdp-overlap-collectives), as the pipeline then "
           "runs it">,
    Option<"stages", "stages", "std::string", "\"1\"",
           "Plan a pipeline of this many stages along the stage axis "
           "(osdp-split-stages); auto: the count dividing the mesh's stage "
           "axis whose plan is predicted fastest, the rest of the axis "
           "joining the data axis (written on the module as "
           "osdp.stage_count)">,
    Option<"stageAxis", "stage-axis", "std::string", "\"pipe\"",
           "The mesh axis of the pipeline stages">,
    Option<"schedule", "schedule", "std::string", "\"1f1b\"",
           "The order each stage runs the microbatches in: 1f1b or gpipe">,
    ListOption<"stageCuts", "stage-cuts", "std::string",
           "Where each stage after the first begins (osdp-split-stages' "
           "cuts), as the predictions assume">,
    Option<"splitGatheredBytes", "split-gathered-bytes", "int64_t", "0",
           "Products of sharded parameters larger than this are split "
           "(osdp-split-contractions) so that each gathers a slice; the "
           "plan's memory counts one such slice (0: no splitting)">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

def SplitContractionsPass
    : Pass<"osdp-split-contractions", "::mlir::ModuleOp"> {
  let summary = "Splits products of sharded parameters so that each gathers "
                "only a slice";
  let description = [{
    OSDP's operator splitting. A `dot_general` whose operand is a sharded
    parameter (a function argument with `osdp.role = parameter` and a split
    `osdp.sharding`) larger than `max-gathered-bytes` gathers the whole
    parameter on every device before it multiplies. This pass splits such a
    product along a free dimension of the parameter that is not sharded
    (one the product neither contracts nor batches) into k slices, k the
    smallest divisor of that dimension that brings a slice under the limit:
    k products of `stablehlo.slice`s of the parameter, concatenated, each
    slice constrained replicated (`osdp.shard`), so that the partitioner
    gathers one slice at a time, just before its product. Each result element is
    the same sum of the same products as before: the rewrite is exact.

    A product whose parameter has no such dimension (its only free
    dimension is the sharded one) is left whole.
  }];
  let options = [
    Option<"maxGatheredBytes", "max-gathered-bytes", "int64_t", "0",
           "Split products whose sharded parameter is larger (0: none)">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

#endif // OSDP_TRANSFORMS_AUTOSHARD_PASSES_TD
