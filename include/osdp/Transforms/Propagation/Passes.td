//===- Passes.td - Rule-based sharding propagation --------*- tablegen -*-===//
//
// The passes that complete partial sharding annotations from the sharding
// rules of the ops, without a cost model.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PROPAGATION_PASSES_TD
#define OSDP_TRANSFORMS_PROPAGATION_PASSES_TD

include "mlir/Pass/PassBase.td"

def PropagateShardingsPass : Pass<"osdp-propagate", "::mlir::ModuleOp"> {
  let summary = "Completes partial sharding annotations from the ops' "
                "sharding rules";
  let description = [{
    Gives every tensor value of every function a sharding, starting from the
    shardings the user wrote and spreading them through the sharding rules
    (`ShardingRuleOpInterface`) of the ops, forward (operands to results) and
    backward (results to operands), to a fixed point.

    Where shardings come from (the *user constraints*, never changed):

    * `osdp.sharding` on a function argument: the sharding of the argument;
    * `osdp.sharding` on a function result: the sharding of the value
      returned there;
    * `osdp.shard %v as S`: the sharding of the op's result (its operand
      `%v` is only *suggested* `S`, through the op's pointwise rule);
    * `osdp.shardings` already present on an op: the shardings of its
      results.

    Two different user constraints on one value (a function result and the
    `osdp.shard` that produces it, a value returned at two positions with
    different result shardings, ...) are an error that names both.

    A user constraint may leave dimensions open (`{dp, ?}`: propagation may
    add minor axes), give dimensions priorities (`p0` propagates to a fixed
    point first, then `p1`, ..., then dimensions without one) and name
    replicated axes (never used for the value); the values of an
    `osdp.sharding_group` get one sharding and the op is erased. Such
    constraints are replaced by the decisions (docs/propagation.md).

    The priority policy:

    1. User constraints first: they are seeds and never change.
    2. Ops whose rule has no reduction factor (elementwise, broadcast,
       reshape, transpose, slices, the loop-carried and branch edges of
       `stablehlo.while`/`if`/`case`, `osdp.shard`) are always processed
       before ops that have one (`dot_general`, `convolution`, `reduce`, ...):
       the cheap ops reach their fixed point before a contraction imposes
       its choice.
    3. Every propagated sharding records the strength of its evidence, in
       bytes: the value's bytes times the density of the evidence that
       proposed it, divided by how much the op replicates the value (a
       broadcast result is only as strong as the operand it repeats).
       A proposal that agrees with a value's sharding extends it (a
       dimension `[a]` may become `[a, b]`); a conflicting proposal
       replaces it only if strictly stronger, else the value keeps its
       sharding and the partitioner reshards between them. Strength and
       axes only increase, so the fixed point exists.
    4. Where the tensors of one op disagree on the axes of a factor, the
       candidate that wins is the one agreeing (as a prefix) with the most
       evidence (the sum of the supporters' strengths), then with the most
       tensors, then with the most user-constrained tensors, then the
       longest, then the one seen first (operands in order, then results).
    5. Where one mesh axis is claimed by several factors of an op, the
       factor with the most net evidence gets it (a reduction factor's
       evidence less twice the bytes of the results it makes partial: the
       all-reduce it costs), then pass-through factors before reduction
       factors, then the stronger candidate (as in 4), then the lower
       factor number.

    6. With `hardware=` (a preset or a profile file), a node whose tensors
       conflict compares the assignment of 4 and 5 with the one each
       sharded tensor leads, by predicted time: the resharding of every
       tensor whose sharding differs from what the assignment needs, plus
       the op's compute under it; the cheapest wins (4 and 5's choice on a
       tie). `explain` reports each decision as a remark at its op.

    A result whose rule has a reduction factor sharded over some axes gets
    those axes as `partial` axes: the partitioner inserts the all_reduce or
    reduce_scatter where the consumers need it. Consumers see only the
    dimensions of a partial value; function results never are partial.

    Rules: from `ShardingRuleOpInterface`; an op without it uses its
    `osdp.sharding_rule` attribute if present, else the pointwise rule if it
    has the `Elementwise` trait.

    Regions: the bodies of `stablehlo.while`, `stablehlo.if` and
    `stablehlo.case` are propagated through; the loop-carried values (the
    op's results and the block arguments of both regions) share one
    sharding, which the initial operands and the values yielded by the body
    feed as if through an elementwise op. The scalar bodies of reduce, sort,
    scatter and the like are not annotated. Calls are not followed: run
    `--inline` first (a `func.call` on tensors is an error).

    Output: every op with results gets `osdp.shardings` (one per result;
    `osdp.shard` keeps its own attribute), every function argument and
    result gets `osdp.sharding`; a value no sharding reached is replicated
    (on the mesh the function's shardings use, or the module's first mesh).
    A module without an `osdp.mesh` is left unchanged.

    Errors (located, no output): a sharding naming an unknown mesh or axis,
    a constraint whose rank differs from its value's, conflicting user
    constraints on one value, a sharded value consumed by an op that has no
    sharding rule, a `func.call` on tensors.

    The algorithm and its figures are described in `docs/propagation.md`.
  }];
  let statistics = [
    Statistic<"numNodes", "nodes",
              "Ops with a sharding rule and region edges">,
    Statistic<"numVisits", "visits", "Nodes taken from the worklist">,
    Statistic<"numChanges", "changes", "Times a value's sharding grew">
  ];
  let options = [
    Option<"hardware", "hardware", "std::string", /*default=*/"\"\"",
           "A hardware preset or profile: conflicts go to the factor "
           "assignment of the lower predicted time (resharding plus compute) "
           "instead of the evidence rule">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "With hardware=, report each conflict's candidates and choice as "
           "a remark at its op">,
    Option<"conservative", "conservative", "bool", /*default=*/"false",
           "Give a factor axes only where every tensor of the op that shards "
           "it agrees, and an axis only to a factor no other factor claims; "
           "conflicts leave factors unsharded instead of picking a winner">
  ];
}

#endif // OSDP_TRANSFORMS_PROPAGATION_PASSES_TD
