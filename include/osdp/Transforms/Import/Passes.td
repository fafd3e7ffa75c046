//===- Passes.td - Import passes of osdp -------------------*- tablegen -*-===//
//
// The first stage of the pipeline: turn what users already wrote (Shardy and
// GSPMD shardings) into the osdp dialect.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_IMPORT_PASSES_TD
#define OSDP_TRANSFORMS_IMPORT_PASSES_TD

include "mlir/Pass/PassBase.td"

def ImportShardingsPass : Pass<"osdp-import-shardings", "::mlir::ModuleOp"> {
  let summary = "Converts Shardy and GSPMD shardings into osdp meshes and "
                "shardings";
  let description = [{
    JAX writes the shardings a user asked for in one of two forms, and this
    pass turns both into the osdp dialect, so that every later pass reads one
    representation:

    * Shardy (JAX's default partitioner): `sdy.mesh` symbols become
      `osdp.mesh` symbols of the same name and axes; `sdy.sharding`
      argument/result attributes become `osdp.sharding`;
      `sdy.sharding_constraint` and `sdy.reshard` become `osdp.shard`;
      `sdy.sharding_group` becomes `osdp.sharding_group`. Unreduced axes
      become `partial` (sum) axes. A mesh's device order (`device_ids`) is
      kept; sub-axes (`"x":(1)2`) become axes of the mesh (each axis is
      split into the finest pieces the shardings use).
    * GSPMD: `mhlo.sharding` strings on arguments and results become
      `osdp.sharding`, and `stablehlo.custom_call @Sharding` becomes
      `osdp.shard`. GSPMD names no mesh: the pass uses the `mesh` option
      (`dp=4,tp=2`, axes major to minor) or, without it, infers the mesh
      from the tiled sharding that spans the most devices (axes `axis_0`,
      `axis_1`, ...). Every other sharding must be expressible on that mesh
      with whole axes.

    Manual computations (JAX's `shard_map`) become
    `osdp.manual_computation`: `sdy.manual_computation` directly, and under
    GSPMD the ops between `custom_call @SPMDFullToShardShape` and
    `@SPMDShardToFullShape` (manual over every mesh axis, `{manual}`), with
    the constants and device-id computations the body reads cloned into it.
    The operands get `osdp.shard` constraints to the in shardings. In the
    body, the StableHLO collectives (`all_reduce`, `all_gather`,
    `reduce_scatter`, `all_to_all`, `collective_permute`) become osdp
    collectives over the manual axes whose device groups their replica
    groups (partition ids) are; sharding constraints inside the body are
    dropped (the body runs whole over the axes it leaves free).

    A GSPMD maximal sharding (`{maximal device=0}`: the whole tensor on one
    device) has no osdp counterpart; it is imported as replicated, which
    includes that device, with a warning.

    Shardy's open dimensions (`{"x", ?}`), dimension priorities (`p0`, ...)
    and explicitly replicated axes are kept on the osdp sharding, for
    `osdp-propagate`; a sharding whose dimensions are all open and empty
    (and that names no replicated or unreduced axis) imposes nothing and is
    dropped, as is every sharding on a mesh of one device (JAX's
    `@empty_mesh` of a program jitted with out_shardings on one device),
    and then that mesh.

    A mesh that does not span the `mhlo.num_partitions` devices the module
    was exported for (when that is more than one) is an error.

    What is not supported is reported at the op or function that carries it
    and the pass fails: GSPMD shard_map regions manual over part of the
    devices (`last_tile_dims={manual, ...}`), nested manual computations,
    body collectives whose replica groups are not the groups of manual axes
    (or that reduce with another computation than one binary op), `{manual}`
    shardings outside a region, sub-axes that do not nest, maximal meshes on
    a device other than 0, inline meshes, and GSPMD device orders that whole
    mesh axes cannot express.
  }];
  let dependentDialects = ["::osdp::OSDPDialect"];
  let options = [
    Option<"mesh", "mesh", "std::string", /*default=*/"\"\"",
           "The mesh GSPMD shardings refer to, as `name=size,...` "
           "(e.g. `dp=4,tp=2`); inferred when empty">,
  ];
}

def StripShardingsPass : Pass<"osdp-strip-shardings", "::mlir::ModuleOp"> {
  let summary = "Removes every osdp sharding annotation";
  let description = [{
    Turns an annotated global program into the plain program it describes,
    which runs unchanged on one device: `osdp.shard` constraints are replaced
    by their operands, `osdp.mesh` symbols and every `osdp.*` attribute
    (shardings, roles, sharding rules) are removed, and the module's
    `mhlo.num_partitions` and `mhlo.num_replicas` become 1. Shardings never
    change values, so both programs compute the same results: this is the
    reference the test suite executes with XLA to check partitioned programs.

    Run `osdp-import-shardings` first for Shardy or GSPMD annotations. A
    partitioned program (one with osdp collectives) is rejected: its values
    are per-device.
  }];
}

def HighestPrecisionPass : Pass<"osdp-highest-precision", "::mlir::ModuleOp"> {
  let summary = "Asks every contraction and convolution for full precision";
  let description = [{
    Sets the precision of both operands of every `stablehlo.dot`,
    `stablehlo.dot_general` and `stablehlo.convolution` to `HIGHEST` and
    drops any `algorithm` of a `dot_general`, so that XLA computes each at
    the precision of its element types. JAX exports `DEFAULT`, which XLA's
    GPU backend runs float32 products and convolutions with on TF32 tensor
    cores (10 bits of mantissa), while osdp's cuBLAS products compute in
    full float32: compared against such a reference, a correct float32
    program would differ by about 1e-3. The program checks on a GPU
    (`scripts/gpu-check.sh`) compare osdp with XLA's run of the program this
    pass leaves. On a CPU, XLA computes float32 in full at any precision,
    so the pass changes no value there.
  }];
}

def InferRolesPass : Pass<"osdp-infer-roles", "::mlir::ModuleOp"> {
  let summary = "Marks the parameters, optimizer state and data of training "
                "steps and forward programs";
  let description = [{
    For every public function with a body, writes `osdp.role` on each
    argument and result from its dataflow. In a training step (it returns
    a float scalar, a loss, and updates state):

    * each returned value is the next value of an argument of its type that
      it is computed from: the argument JAX donated for it
      (`tf.aliasing_output`), else the first such argument, in order, that
      no earlier result took (JAX returns its state flattened in the order
      it takes it);
    * a state argument the loss depends on is a `parameter`; one it does
      not depend on is `optimizer_state` (an integer one, the step count,
      `other`);
    * any other argument is `data` if the loss depends on it, `other` if
      not;
    * a result has the role of the argument it updates; the rest (the loss,
      metrics) are `other`.

    A function that returns no loss, or updates nothing, is a forward
    program (inference, evaluation): its state is only the donated
    arguments, its batch the leading dimension its results share (else that
    of its first integer input), and an argument the results read is
    `data` if it has that leading dimension, a `parameter` if it is any
    other float tensor of rank one or more, `other` if not.

    Roles already written are kept. A function without a body is left
    alone. The sharding search
    (`osdp-auto-shard`) decides per parameter and shards data along its
    batch dimension.
  }];
  let dependentDialects = ["::osdp::OSDPDialect"];
}

def InlineCallsPass : Pass<"osdp-inline-calls", "::mlir::ModuleOp"> {
  let summary = "Inlines every call to a function with one block, in linear time";
  let description = [{
    JAX outlines helpers (`call @relu`, `call @_where`, one per use site in
    every layer), and propagation and partitioning work on one function, so
    every `func.call` of a function whose body is one block ending in
    `func.return` is replaced by a copy of that body, and calls inside the
    copies in turn. The cost is the size of the code copied: MLIR's general
    `--inline` splits and merges the caller's block at every call, which is
    quadratic in the size of a training step (85 s for 1,168 calls in a
    300k-op GPT export; this pass takes a fraction of a second).

    A `stablehlo.composite` (JAX's `lax.composite`: a named op with its
    reference implementation, `decomposition`) is a call of its
    decomposition and is inlined the same way.

    Calls of callees with several blocks, of external callees and of
    recursive functions stay calls; `osdp-partition` reports them. Run
    `--symbol-dce` afterwards to remove the private functions no longer
    used.
  }];
}

#endif // OSDP_TRANSFORMS_IMPORT_PASSES_TD
