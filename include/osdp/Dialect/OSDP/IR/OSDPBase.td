//===- OSDPBase.td - The osdp sharding dialect ------------*- tablegen -*-===//
//
// The dialect definition and the enums every other osdp ODS file uses.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPBASE_TD
#define OSDP_DIALECT_OSDP_IR_OSDPBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def OSDP_Dialect : Dialect {
  let name = "osdp";
  let cppNamespace = "::osdp";
  let summary = "Device meshes, tensor shardings and SPMD collectives";
  let description = [{
    The `osdp` dialect is the vocabulary every stage of the osdp compiler uses to
    talk about distribution: the auto-sharding search, rule-based propagation,
    the cost model, the SPMD partitioner, the lowering to runtime calls and the
    runtime manifest.

    It has three parts.

    * **Meshes and shardings.** An `osdp.mesh` symbol names a logical device
      mesh with named axes (`osdp.mesh @mesh = <[dp = 4, tp = 2]>`). A
      `#osdp.sharding` attribute says, for each dimension of a *global* tensor,
      the ordered list of mesh axes the dimension is split over (major to
      minor), and which axes hold unreduced partial values. Shardings are
      attached to values with `osdp.shard`, to function arguments and results
      with the `osdp.sharding` argument/result attribute, and to op results
      with the `osdp.shardings` discardable attribute.
    * **Collectives.** `osdp.all_gather`, `osdp.all_slice`, `osdp.all_reduce`,
      `osdp.reduce_scatter`, `osdp.all_to_all` and `osdp.collective_permute`
      operate on *local* (per-device) tensors after partitioning. Each names
      the mesh and the axes that form its device groups; the verifiers check
      the local shapes against the group sizes.
    * **The sharding rule.** `ShardingRuleOpInterface` describes how an op's
      dimensions relate, in factor form: every operand and result dimension is
      a product of factors, and a factor is pass-through, reduction or whole.
      Propagation, strategy enumeration, the cost model and the partitioner
      read this one rule; `#osdp.rule` is its textual form.

    Function argument and result attributes:

    * `osdp.sharding = #osdp.sharding<...>`: the sharding of an input or output
      of the step (the layout callers provide or receive).
    * `osdp.role = #osdp<role parameter>`: what the argument or result is in a
      training step (parameter, optimizer state, gradient, data, other); the
      memory model and the OSDP search treat parameters and optimizer state
      differently from activations.

    Operation attributes:

    * `osdp.shardings = [#osdp.sharding<...>, ...]`: one sharding per result of
      the op that carries it (what the auto-sharding search writes back).
    * `osdp.sharding_rule = #osdp.rule<...>`: the sharding rule of the op, as
      attached by `--osdp-test-print-sharding-rule` (informational).

    The rationale behind these choices is in `docs/osdp-dialect.md`.
  }];

  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;

  let extraClassDeclaration = [{
    /// Attribute names this dialect owns on functions and operations.
    static constexpr ::llvm::StringLiteral kShardingAttrName = "osdp.sharding";
    static constexpr ::llvm::StringLiteral kShardingsAttrName = "osdp.shardings";
    static constexpr ::llvm::StringLiteral kRoleAttrName = "osdp.role";
    static constexpr ::llvm::StringLiteral kGlobalTypeAttrName =
        "osdp.global_type";
    static constexpr ::llvm::StringLiteral kShardingRuleAttrName =
        "osdp.sharding_rule";
    /// On a result of a public function: the donated argument whose buffer
    /// holds it (see osdp-alias-donated-buffers).
    static constexpr ::llvm::StringLiteral kDonorArgumentAttrName =
        "osdp.donor_argument";
    /// On a module: the remat policy osdp-plan-shardings chose, which
    /// osdp-rematerialize applies under `policy=auto`.
    static constexpr ::llvm::StringLiteral kRematAttrName = "osdp.remat";
    /// On an op of a training step's forward pass: recompute its results
    /// for the backward pass (osdp-rematerialize's `marked` policy); the
    /// search of osdp-plan-shardings marks the ops it chose.
    static constexpr ::llvm::StringLiteral kRecomputeAttrName =
        "osdp.recompute";
    /// On a stablehlo.concatenate: its buffer is allocated where it stands
    /// and its parts are copied in, instead of computed into their slices
    /// from the first part on. osdp-combine-collectives marks its buckets
    /// of gradient reductions: their parts come from the whole backward
    /// pass, and a buffer live from the first would add the whole bucket
    /// to the backward pass's start, where every activation is live.
    static constexpr ::llvm::StringLiteral kAssembleLateAttrName =
        "osdp.assemble_late";
    /// On a module: the number of microbatches osdp-plan-shardings chose,
    /// which osdp-microbatch applies under `microbatches=auto`.
    static constexpr ::llvm::StringLiteral kMicrobatchesAttrName =
        "osdp.microbatches";
    /// On a module: the number of pipeline stages osdp-plan-shardings
    /// chose, which osdp-split-stages applies under `stages=auto`.
    static constexpr ::llvm::StringLiteral kStageCountAttrName =
        "osdp.stage_count";
    /// On a stablehlo.while: the loop osdp-microbatch writes, whose body is
    /// one microbatch's step (osdp-rematerialize rewrites it as a step).
    static constexpr ::llvm::StringLiteral kMicrobatchLoopAttrName =
        "osdp.microbatch_loop";
    /// On an elementwise op that adds one microbatch's value to the sum of
    /// the earlier ones, where the microbatches' loop is unrolled into
    /// pipeline stages, and on the linalg.generic it becomes:
    /// osdp-fuse-elementwise fuses it into no reader. Its result is stored,
    /// so each microbatch's value dies where it is added instead of living
    /// on to the last addition; osdp-accumulate-in-place computes it in the
    /// buffer of the sum before it.
    static constexpr ::llvm::StringLiteral kMicrobatchSumAttrName =
        "osdp.microbatch_sum";
    /// Whether `op` (which may be null) is such a sum.
    static bool isMicrobatchSum(::mlir::Operation *op);
    /// On a function osdp-split-stages writes: the pipeline stage (its
    /// devices' position along the stage axes) whose devices run it.
    static constexpr ::llvm::StringLiteral kStageAttrName = "osdp.stage";
    /// On a module osdp-split-stages split: its stage functions, how their
    /// arguments and results number among the step's, and the stage axes
    /// (see PipelineStages.h).
    static constexpr ::llvm::StringLiteral kStagesAttrName = "osdp.stages";

  private:
    void registerAttributes();
    void registerTypes();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def OSDP_ReductionKind : I32EnumAttr<"ReductionKind",
    "how partial values are combined", [
  I32EnumAttrCase<"Sum", 0, "sum">,
  I32EnumAttrCase<"Prod", 1, "prod">,
  I32EnumAttrCase<"Min", 2, "min">,
  I32EnumAttrCase<"Max", 3, "max">,
  I32EnumAttrCase<"And", 4, "and">,
  I32EnumAttrCase<"Or", 5, "or">,
  I32EnumAttrCase<"Xor", 6, "xor">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::osdp";
}

def OSDP_Role : I32EnumAttr<"Role",
    "what a function argument or result is in a training step", [
  I32EnumAttrCase<"Parameter", 0, "parameter">,
  I32EnumAttrCase<"OptimizerState", 1, "optimizer_state">,
  I32EnumAttrCase<"Gradient", 2, "gradient">,
  I32EnumAttrCase<"Data", 3, "data">,
  I32EnumAttrCase<"Other", 4, "other">
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::osdp";
}

#endif // OSDP_DIALECT_OSDP_IR_OSDPBASE_TD
