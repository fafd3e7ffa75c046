//===- Passes.td - SPMD partitioning passes ---------------*- tablegen -*-===//
//
// The passes that turn a fully sharded global program into the program one
// device runs, and that clean up the collectives it contains.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PASSES_TD
#define OSDP_TRANSFORMS_PARTITION_PASSES_TD

include "mlir/Pass/PassBase.td"

def InsertReshardsPass : Pass<"osdp-insert-reshards", "::mlir::ModuleOp"> {
  let summary = "Makes every reshard of a fully sharded program explicit";
  let description = [{
    The decision half of `osdp-partition`, on the global program: for every
    op, in program order, the factor assignment the partitioner would use
    (from its result shardings and its operands' shardings, with the same
    rules: partial results where reducing them is cheaper than gathering the
    operands, vocabulary-parallel gathers, padded splits kept only where the
    op allows them, partial loop accumulators) and the sharding each operand
    must have. Every operand whose sharding differs gets an `osdp.shard`
    with the required sharding right before its user: a reshard point (an
    all_reduce when it drops partial axes, a gather, slice or all_to_all
    otherwise). Every op's `osdp.shardings` becomes what it actually
    computes (partial axes included).

    Types stay global and nothing is lowered, so the decisions can be read
    and tested before any collective exists; `osdp-partition` then lowers
    each `osdp.shard` to collectives and finds every other operand already
    as its op needs it. The `--osdp-shard` pipeline runs both.
  }];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

def PartitionPass : Pass<"osdp-partition", "::mlir::ModuleOp"> {
  let summary = "Rewrites a fully sharded program into its per-device form";
  let description = [{
    Takes a module in which every function argument and result carries an
    `osdp.sharding` and every op result an entry of `osdp.shardings` (what
    `osdp-auto-shard` or `osdp-propagate` produce) and rewrites every function
    into the SPMD program each device runs:

    * argument, result and value types become local (per-device) types; each
      argument and result keeps its sharding and gains
      `osdp.global_type`, the global type, for the runtime;
    * every op computes on local shapes: its factor assignment comes from its
      result shardings through its sharding rule (partial axes become the
      axes of its reduction factors), which gives the sharding each operand
      must have;
    * wherever an operand's sharding differs from the one required, the
      cheapest sequence of `osdp` collectives that converts it is inserted
      (`all_gather`, `all_slice`, `all_to_all`, `collective_permute`,
      `all_reduce`, `reduce_scatter`);
    * shape attributes (slice limits, paddings, dynamic_slice and gather
      sizes) are rewritten to local sizes; sharded iotas and non-splat
      constants get their per-device offset from `stablehlo.partition_id`;
    * `osdp.shard` constraints become collectives and vanish, and so do the
      `osdp.shardings` annotations.

    A dimension that its axes do not divide, an op without a sharding rule
    under a non-replicated sharding, and a value without a sharding are
    reported at the op's location. See docs/partitioning.md.
  }];
  let dependentDialects = ["::osdp::OSDPDialect",
                           "::osdp::stablehlo::StableHLODialect"];
  let statistics = [
    Statistic<"numCollectives", "collectives",
              "Number of collectives inserted">
  ];
}

def OptimizeCollectivesPass
    : Pass<"osdp-optimize-collectives", "::mlir::ModuleOp"> {
  let summary = "Fuses, cancels and removes redundant osdp collectives";
  let description = [{
    Greedy rewrites on the collectives of a partitioned program:

    * `all_reduce` followed by an `all_slice` of a dimension over the same
      axes becomes one `reduce_scatter` (a subset of the axes: a
      `reduce_scatter` over the sliced axes and an `all_reduce` over the
      rest, on the smaller tensor);
    * collectives over no axes or over groups of one device vanish;
    * an `all_gather` undone by an `all_slice` over the same axes (or the
      reverse) cancels;
    * chains of the same collective over one mesh (gather of a gather,
      slice of a slice, reduction of a reduction of the same kind) become
      one op;
    * the sum of two sums over one group (`add`/`subtract` of two
      `all_reduce sum`) is one `all_reduce` of the local sum; a sum sinks
      past `transpose`, `reshape` and `negate` to meet it;
    * a chain of additions `(x + all_reduce(y)) + all_reduce(z)` of two sums
      over one group reduces once: `x + all_reduce(y + z)`;
    * an `all_gather` identical to an earlier one whose result is still
      read (directly, or through slices and reshapes) reuses that result;
    * a `reduce_scatter` of `x` after one of the same `x` over the same
      group, along another dimension, is an `all_to_all` of the first
      one's result;
    * an `all_slice` of a scatter, along the one dimension its indices
      address (each update inserting one row), is a scatter into the
      slice of its input with the indices shifted to this device's block;
      an `all_slice` of a broadcast along dimensions it adds is a smaller
      broadcast.
  }];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

def ScatterIntoSumsPass
    : Pass<"osdp-scatter-into-sums", "::mlir::ModuleOp"> {
  let summary = "Scatters the updates that a sum adds to zeros into the "
                "other addend";
  let description = [{
    `add(x, scatter(zeros, indices, updates))`, whose scatter adds each
    update to what it finds, is `scatter(x, indices, updates)`: the updates
    are added to `x` where they land, and the zeros and the scatter's own
    result, each as large as `x`, are never made. A softmax
    cross-entropy's gradient is built so: the softmax, minus the label's
    one, scattered into zeros of the logits' shape. Where `x` is read
    nowhere else, bufferization then writes the scatter into `x`'s own
    buffer. With duplicate indices the updates are added to `x` one at a
    time instead of to each other first, a change of the rounding order
    only, as XLA's algebraic simplifier makes it.

    Run on per-device programs, after partitioning: on the global program
    the scatter's input would take the logits' sharding, and its indexed
    dimension cannot be split, so `x` would be gathered; the zeros it
    replaces are free to slice (osdp-optimize-collectives).
  }];
}

def CombineCollectivesPass
    : Pass<"osdp-combine-collectives", "::mlir::ModuleOp"> {
  let summary = "Combines reductions and gathers into buckets, each one call";
  let description = [{
    A data-parallel step reduces every parameter's gradient with an
    `all_reduce` of its own; an FSDP step reduces each with a
    `reduce_scatter` and gathers each parameter with an `all_gather` of its
    own: one call, and one link latency, per parameter. Like XLA's
    all-reduce and all-gather combiners, the gradient buckets of PyTorch's
    DDP and the flat parameters of its FSDP, this pass makes one call of
    several. Each member, its split dimension (scattered or gathered) moved
    first, is one row per device of the group: a reduction's input has a
    row for every device (one for an `all_reduce`), a gather's input is
    the device's own. The rows of all members are laid side by side and
    flattened, one call reduces or gathers the bucket, and each result is
    sliced back out and reshaped.

    Collectives join a bucket when they are the same collective over the
    same mesh axes and element type (and reduction kind), a gather
    concatenates one dimension only, and one point of the block follows
    every input of the bucket and precedes every use of its results. A
    bucket of reductions is placed right after its last input is produced
    (for gradients: as soon as the bucket's last gradient is ready); a
    bucket of gathers right before the first use of any member's result,
    the side-effect-free ops computing its members' inputs moved up to it.
    A collective identical to a member (the same input, attributes and
    result type) whose window meets the bucket's reads that member's
    result rather than joining as a second copy.
    With a hardware profile (`hardware=`), a collective joins only when the
    cost model predicts that the latency and fixed time it saves exceed
    the time of copying its bytes into and out of the bucket; a bucket
    never grows beyond `max-bucket-bytes`, which bounds the temporary
    memory it adds, and a bucket of gathers, whose members are held whole
    from the call to their first use, never beyond the largest gather of
    its block. Collectives inside a region are combined with those of the
    same block only.

    Each result holds the same values as before: the rewrite is exact.
  }];
  let options = [
    Option<"hardware", "hardware", "std::string", "\"\"",
           "A hardware preset or profile whose cost model decides which "
           "collectives are worth combining (default: every one that fits "
           "a bucket)">,
    Option<"maxBucketBytes", "max-bucket-bytes", "int64_t", "33554432",
           "The largest bucket in bytes per device (0: no combining)">,
  ];
  let statistics = [
    Statistic<"numCombined", "combined",
              "Collectives combined into buckets">,
    Statistic<"numBuckets", "buckets", "Buckets formed">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect",
                           "::osdp::stablehlo::StableHLODialect"];
}

def OverlapCollectivesPass
    : Pass<"osdp-overlap-collectives", "::mlir::ModuleOp"> {
  let summary = "Issues collectives early and waits for them late, so that "
                "compute hides them";
  let description = [{
    Each collective the runtime can issue without waiting (an `all_reduce`,
    a `reduce_scatter` or an `all_gather` of one dimension) becomes an `osdp.async_start` and an
    `osdp.async_wait`:

    * the wait moves down to right before the first op that reads the
      result (a gradient's reduction is waited for by its optimizer
      update, so it runs during the rest of the backward pass);
    * the start moves up, past ops that do not feed it, until the ops it
      has passed take as long as the collective on the hardware profile
      (`hardware=`): far enough to hide it, and no further, since a
      gather's result is held from its start. The side-effect-free ops
      that compute only its input (a bucket's concatenation) move up with
      it. This is how an FSDP step gathers the next layer's parameters
      while the current layer computes.

    A collective with nothing to overlap (its first reader follows it and
    nothing can move above it) stays blocking. Collectives inside a region
    overlap with the ops of their own block only; every device issues its
    collectives in one order, the program's.
  }];
  let options = [
    Option<"hardware", "hardware", "std::string", "\"h100\"",
           "A hardware preset or profile: how far ahead a collective is "
           "issued (as far as the ops it passes take its time)">,
  ];
  let statistics = [
    Statistic<"numOverlapped", "overlapped",
              "Collectives issued without waiting">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

def RematerializePass : Pass<"osdp-rematerialize", "::mlir::ModuleOp"> {
  let summary = "Recomputes a training step's activations in its backward "
                "pass instead of keeping them";
  let description = [{
    Activation rematerialization (gradient checkpointing) on a training
    step's `@main`, as a program rewrite. The forward pass is every op the
    step's losses (its float scalar results) depend on; an activation is a
    value the forward pass computes and an op outside it (the backward
    pass, the optimizer) reads. Under a policy, some activations are saved
    (kept alive from the forward pass to their backward reads, as without
    this pass) and the others are recomputed: the forward ops that compute
    them from saved values are cloned right before their first backward
    reader, once, and every backward reader reads the clone. Ops that
    compute values for the backward pass alone but stand among the forward
    ops (a derivative's factors, where JAX's linearization puts them) first
    move down to their first reader, so that what they read is recomputed
    there too. The forward pass's own buffers then die after their last
    forward reader.

    Policies (`policy=`), as JAX's `jax.checkpoint` policies name them:

    * `none`: nothing is recomputed (the pass does nothing);
    * `dots` (JAX's `dots_saveable`): the results of products
      (`dot_general`, `convolution`) are saved, the elementwise chains,
      reductions, broadcasts and reshapes between them recomputed;
    * `dots:K/S`: `dots` on the first K of S segments of the forward pass
      (0 < K <= S <= 64), which is cut in program order into S pieces
      holding equal numbers of products (each product starts a piece, as
      a layer's activations follow its product); the other segments keep
      every activation. The earliest activations are the ones the backward
      pass reads last, so they are held longest;
    * `marked`: the results of the forward ops marked `osdp.recompute`
      are recomputed, products included, and every other activation is
      saved. `osdp-plan-shardings` writes the marks when its search
      (`mode=auto remat=auto`) chooses recomputation op by op;
    * `auto`: the policy `osdp-plan-shardings` chose under the memory limit
      (the module's `osdp.remat`), `none` when it chose none.

    In a step whose batch runs as microbatches (`osdp-microbatch`'s loop,
    marked `osdp.microbatch_loop`), the loop is saved and its body, one
    microbatch's step, is rewritten the same way: its losses are what the
    body adds to the accumulated losses.

    Under every policy, the step's arguments, collectives (recomputing one
    would move data again), the ops that read a collective's result
    (recomputing one would hold a gathered parameter until the backward
    pass) and ops with side effects are saved. A backward reader that
    comes before the forward pass's last reader of a value reads the
    original, which is live there anyway. A program
    without a loss has no backward pass and is left as it is. The rewrite
    is exact: a clone computes the same values from the same operands.

    The partition pipeline runs it after CSE (which would merge each clone
    back into its original) and before `osdp-combine-collectives` (whose
    buckets would tie the loss's reduction to the gradients' and so hide
    where the forward pass ends).
  }];
  let options = [
    Option<"policy", "policy", "std::string", "\"dots\"",
           "What the forward pass saves: none, dots, dots:K/S or auto">,
  ];
}

def MicrobatchPass : Pass<"osdp-microbatch", "::mlir::ModuleOp"> {
  let summary = "Runs a training step's batch as microbatches whose "
                "gradients are accumulated";
  let description = [{
    Gradient accumulation as a program rewrite of the annotated global
    `@main`, before propagation. The step's batch (the leading dimension of
    its largest data argument, and every data argument that leads with it)
    is cut into `microbatches` microbatches; a `stablehlo.while` runs the
    per-example part of the step once per microbatch and accumulates the
    values it reduces over the batch (the gradients, the loss: every
    `sum`, `max` or `min` reduction over the batch dimension); the rest of
    the step (the optimizer) runs once, after the loop, on the accumulated
    values. The activations alive at once are a microbatch's, which is the
    point: the peak falls, the parameters and their gradients stay.

    The per-microbatch program is the step partitioned over a mesh of one
    axis of `microbatches` devices with the batch split along it: the partitioner
    decides which values are per example and how each op computes its
    share; its reductions over that axis become the accumulations. Where
    the batch is split over devices (data parallelism), microbatch `i` is
    block `i` of every device's rows, so no device reads another's.

    A loss that is a sum or a mean over the batch (with the batch size a
    constant of the program) gives gradients and a loss equal to the
    original step's, up to the order of the additions. A step that reads
    per-example values after a reduction over the batch (batch
    normalization's statistics), exchanges them otherwise or returns them
    is refused with a located error, as are a count that does not divide
    each device's rows and a step without a batch. With a split batch, the
    microbatches run the batch's rows in another order (each device's
    first block, then each device's second...): a step that reads an
    example's position in the batch (a per-example constant, an iota over
    the batch: the device index used for an offset) is refused, and random
    bits drawn for the whole batch land on other rows than in the original
    step.
  }];
  let options = [
    Option<"microbatches", "microbatches", "std::string", "\"1\"",
           "The number of microbatches (1: the step is left as it is), or "
           "auto: the count osdp-plan-shardings chose (the module's "
           "osdp.microbatches), 1 when it chose none">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect",
                           "::osdp::stablehlo::StableHLODialect",
                           "::mlir::func::FuncDialect"];
}

def SplitStagesPass : Pass<"osdp-split-stages", "::mlir::ModuleOp"> {
  let summary = "Cuts a per-device training step into one function per "
                "pipeline stage, joined by sends and receives";
  let description = [{
    Pipeline parallelism, the MPMD part: the partitioned `@main` (whose
    tensors are split over the mesh's other axes, never over the stage
    axis) becomes one function per position along the stage axis `axis`,
    which the mesh has or gains (the major axis, of `stages` positions: a
    step sharded over 4 devices cut into 2 stages runs on 8),
    `@main_stage<s>`, marked `osdp.stage = s`, which the devices at that
    position run. The module's `osdp.stages` says which of the step's
    arguments and results each stage takes and returns (PipelineStages.h);
    the artifact has one entry point per stage.

    Each op goes to one stage:

    * the forward pass (the ops the step's losses depend on) is cut in
      program order, before products, into as many pieces as there are
      stages, of equal predicted time on `hardware` (each op's roofline
      time, its collectives' included: a language model's head, one
      product as costly as several layers, and a layer's Megatron
      collectives both count); piece `s` is stage `s`'s, except that a
      forward op computed from parameters alone (a parameter's gather,
      its transpose) goes to the first stage that reads it, wherever the
      cut fell;
    * an argument goes to the first stage whose forward ops read it;
    * every other op (the backward pass, the optimizer), in program
      order, goes to the stage that already holds most of the bytes it
      reads (a value is held by its own stage and those it is sent to): a
      layer's gradient goes with its activations, an update with its
      parameter and gradient, not with the scalars every stage reads; an
      op that reads no value a stage holds, or as much in several,
      goes with its earliest reader;
    * constants, and what is computed from constants alone, are cloned
      into each stage that reads them;
    * a broadcast that another stage than its own reads is computed by
      each stage that reads it, from its operand sent there: Adam's bias
      correction, a scalar broadcast to each parameter's shape, was sent
      at those shapes from the first stage at the start of the step, each
      message's copy held there until another stage's optimizer received
      it.

    With microbatches (`osdp-microbatch`'s loop), the loop is unrolled
    and every forward op moves ahead of the others (PipelineSchedule.h):
    each microbatch's forward pass is cut into the stages alike, and the
    step's order is GPipe's, every microbatch's forward pass, then every
    backward pass. `schedule=gpipe` keeps that order in every stage;
    `schedule=1f1b` (the default) orders each stage's ops as 1F1B does:
    stage `s` of N runs N - 1 - s forward passes ahead, then alternates
    one forward and one backward pass, so it holds the activations of at
    most N - s microbatches. The orders differ between stages; sends do
    not wait for their receivers, and each message is received where its
    stage first reads it; what a stage clones (a constant, what is
    computed from constants alone) is computed just before its first
    reader, so that each microbatch's copy is not held from the start of
    the step. Under microbatches, a backward op whose result
    a later stage's backward pass reads goes to the latest such stage
    (readers first): stage `s` runs a microbatch's backward pass after
    stage `s + 1` has run it, so a value sent up the stages from a
    backward pass would come after it is waited for. The unrolled loop
    adds each microbatch's gradient to the earlier ones' sum; each such
    addition is marked `osdp.microbatch_sum`, for osdp-fuse-elementwise to
    store rather than fuse into the next, and the first microbatch's
    gradient is the sum so far (nothing is added to the loop's zero).

    A value one stage computes and another reads is sent by an `osdp.send`
    right after the op that computes it and received by an `osdp.recv` in
    the other stage's function; each message's tag matches it with its
    receive. Without microbatches each stage's ops keep the order of the
    step's, so every pair of devices exchanges its messages in the same
    order. A result goes back from the stage that computes it.

    Refused with a located error: a count of stages that is not the stage
    axis's size, a module of several meshes, a collective over the stage
    axis (a tensor split along it), and the microbatches' loop, which
    would put every microbatch in one stage.
  }];
  let options = [
    Option<"axis", "axis", "std::string", "\"pipe\"",
           "The mesh axis whose positions are the stages">,
    Option<"stages", "stages", "std::string", "\"0\"",
           "The number of stages: the stage axis's size when the mesh has "
           "it (0: whatever it is), else the size of the stage axis added "
           "to the mesh; auto: the module's osdp.stage_count, which "
           "osdp-plan-shardings chose (none: no stages)">,
    Option<"schedule", "schedule", "std::string", "\"1f1b\"",
           "The order in which each stage runs the microbatches: 1f1b or "
           "gpipe">,
    Option<"hardware", "hardware", "std::string", "\"h100\"",
           "The hardware preset or profile whose predicted times the cut "
           "balances">,
    ListOption<"cuts", "cuts", "std::string",
           "Where each stage after the first begins: at the first forward op "
           "reading the parameter whose name holds this path (e.g. blocks.6 "
           "for args[0]['blocks'][6]['attn']...); one per stage after the "
           "first, in the forward pass's order (default: cuts of equal "
           "predicted time)">,
  ];
  let dependentDialects = ["::osdp::OSDPDialect", "::mlir::func::FuncDialect"];
}

#endif // OSDP_TRANSFORMS_PARTITION_PASSES_TD
