//===- OSDPOps.td - osdp operations -----------------------*- tablegen -*-===//
//
// The mesh symbol, the sharding constraint and the collectives on local
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPOPS_TD
#define OSDP_DIALECT_OSDP_IR_OSDPOPS_TD

include "osdp/Dialect/OSDP/IR/OSDPBase.td"
include "osdp/Dialect/OSDP/IR/OSDPAttrs.td"
include "osdp/Dialect/OSDP/IR/OSDPInterfaces.td"
include "osdp/Dialect/OSDP/IR/OSDPTypes.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class OSDP_Op<string mnemonic, list<Trait> traits = []>
    : Op<OSDP_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

def OSDP_MeshOp : OSDP_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "declares a named logical device mesh";
  let description = [{
    ```mlir
    osdp.mesh @mesh = <[dp = 4, tp = 2]>
    osdp.mesh @single = <[]>
    ```

    Declares a mesh at module level. Shardings and collectives name it by
    symbol; the number of devices is the product of the axis sizes. Axis names
    are unique within a mesh and every size is at least 1 (an axis of size 1
    is legal and shards nothing, which lets one program text serve several
    mesh shapes).
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OSDP_MeshAttr:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The mesh named `name` visible from `from`, or null.
    static MeshOp lookup(::mlir::Operation *from,
                         ::mlir::FlatSymbolRefAttr name);
    /// Like `lookup`, through a symbol table collection (cached lookups).
    static MeshOp lookup(::mlir::Operation *from,
                         ::mlir::FlatSymbolRefAttr name,
                         ::mlir::SymbolTableCollection &symbolTable);
  }];
}

//===----------------------------------------------------------------------===//
// ShardOp
//===----------------------------------------------------------------------===//

def OSDP_ShardOp : OSDP_Op<"shard", [
    Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<OSDP_ShardingRuleOpInterface>]> {
  let summary = "constrains the sharding of a value";
  let description = [{
    ```mlir
    %1 = osdp.shard %0 as <@mesh, [{dp}, {} ]> : tensor<8x16xf32>
    ```

    The sharding is written without its `#osdp.sharding` prefix: a dialect
    attribute followed by `: type` would read the type as its own.

    The result is the operand, with the requirement that it be laid out as
    `sharding`. The op holds user annotations and the decisions of the
    auto-sharding search on global tensors; the partitioner turns the change
    of sharding between a value and its constraint into collectives and then
    drops the op. It is pure (it has no effect on values), so a constraint
    whose result is unused disappears.

    The sharding must have one dimension per dimension of the tensor and use
    only axes of its mesh.
  }];
  let arguments = (ins AnyRankedTensor:$input, OSDP_ShardingAttr:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `as` $sharding attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// ShardingGroupOp
//===----------------------------------------------------------------------===//

def OSDP_ShardingGroupOp : OSDP_Op<"sharding_group"> {
  let summary = "asks that the values of a group end with one sharding";
  let description = [{
    ```mlir
    osdp.sharding_group %0 group 3 : tensor<8x16xf32>
    osdp.sharding_group %1 group 3 : tensor<8x16xf32>
    ```

    Shardy's `sdy.sharding_group` (JAX's `shard_alike`): `osdp-propagate`
    gives every value of a function that belongs to group `N` the same
    sharding (they share one propagation state, as the loop-carried values
    of a while do) and then erases the op. It has no result and is not
    pure, so that nothing removes it before propagation reads it.
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$group_id);
  let assemblyFormat = [{
    $input `group` $group_id attr-dict `:` type($input)
  }];
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

class OSDP_CollectiveOpBase<string mnemonic, list<Trait> traits = []>
    : OSDP_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  let hasVerifier = 1;
  let hasFolder = 1;
}

class OSDP_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : OSDP_CollectiveOpBase<mnemonic, !listconcat(traits, [Pure])>;

def OSDP_AllGatherOp : OSDP_CollectiveOpBase<"all_gather",
    [AlwaysSpeculatable]> {
  let summary = "gathers dimensions of local tensors over device groups";
  let description = [{
    ```mlir
    %1 = osdp.all_gather %0 on @mesh along [{}, {tp} ]
        : tensor<4x8xf32> -> tensor<4x16xf32>
    ```

    For each dimension, the axes (major to minor) along which the local
    pieces are concatenated: dimension `d` of the result is dimension `d` of
    the operand times the product of the sizes of its axes, and the device at
    group position `i` contributes block `i`. This is the communication that
    turns a value sharded as `[{}, {tp} ]` into a replicated one. An axis
    appears at most once; a dimension with no axes is untouched. With no axes
    at all the op is the identity and folds away.

    The result is a new, larger buffer, and the op says so (it allocates
    its result): two gathers of one value are not merged by CSE. A
    parameter that FSDP gathers for its forward use and again for its
    backward use must not stay whole in between.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListArrayAttr:$gather_axes);
  let results = (outs Res<AnyRankedTensor, "",
                          [MemAlloc<DefaultResource>]>:$result);
  let assemblyFormat = [{
    $input `on` $mesh `along` custom<AxisListArray>($gather_axes) attr-dict
    `:` type($input) `->` type($result)
  }];
}

def OSDP_AllSliceOp : OSDP_CollectiveOp<"all_slice"> {
  let summary = "keeps each device's slice of a replicated local tensor";
  let description = [{
    ```mlir
    %1 = osdp.all_slice %0 on @mesh along [{}, {tp} ]
        : tensor<4x16xf32> -> tensor<4x8xf32>
    ```

    The inverse of `osdp.all_gather`: every device of a group holds the same
    tensor and keeps block `i` (its group position) of each dimension split
    along the given axes. No data moves between devices. Each sliced
    dimension must be a multiple of the product of its axis sizes.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListArrayAttr:$slice_axes);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `along` custom<AxisListArray>($slice_axes) attr-dict
    `:` type($input) `->` type($result)
  }];
}

def OSDP_AllReduceOp : OSDP_CollectiveOp<"all_reduce",
    [SameOperandsAndResultType]> {
  let summary = "reduces local tensors over device groups";
  let description = [{
    ```mlir
    %1 = osdp.all_reduce sum %0 on @mesh over {dp} : tensor<4x8xf32>
    ```

    Every device of a group (the devices that differ only in their
    coordinates on `axes`) receives the element-wise `kind` reduction of the
    group's tensors. It turns a value that is partial over `axes` into a
    replicated one. The bitwise kinds (`and`, `or`, `xor`) need an integer
    element type.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListAttr:$axes,
                       OSDP_ReductionKindAttr:$kind);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `on` $mesh `over` custom<AxisList>($axes)
    attr-dict `:` type($result)
  }];
}

def OSDP_ReduceScatterOp : OSDP_CollectiveOp<"reduce_scatter"> {
  let summary = "reduces over device groups and scatters one dimension";
  let description = [{
    ```mlir
    %1 = osdp.reduce_scatter sum %0 on @mesh over {dp} scatter 0
        : tensor<8x4xf32> -> tensor<4x4xf32>
    ```

    The `kind` reduction over each group, of which the device at group
    position `i` keeps block `i` of dimension `scatter_dim`: the fused form
    of `osdp.all_reduce` followed by `osdp.all_slice`, and how ZeRO/FSDP
    reduces gradients. `scatter_dim` must be a multiple of the group size and
    the result has that dimension divided by it.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListAttr:$axes,
                       OSDP_ReductionKindAttr:$kind,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$scatter_dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    custom<ReductionKind>($kind) $input `on` $mesh `over` custom<AxisList>($axes) `scatter` $scatter_dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

def OSDP_AllToAllOp : OSDP_CollectiveOp<"all_to_all"> {
  let summary = "splits one dimension and concatenates another across groups";
  let description = [{
    ```mlir
    %1 = osdp.all_to_all %0 on @mesh over {tp} split 0 concat 1
        : tensor<8x4xf32> -> tensor<4x8xf32>
    ```

    Every device of a group cuts `split_dim` into group-size blocks, sends
    block `j` to the device at group position `j`, and concatenates the
    blocks it receives along `concat_dim` in order of sender. It moves a
    sharding from one dimension to another (`[{}, {tp} ]` to `[{tp}, {} ]` in
    the example read backwards). `split_dim` must be a multiple of the group
    size; the result has it divided and `concat_dim` multiplied by the group
    size.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListAttr:$axes,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$split_dim,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$concat_dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `over` custom<AxisList>($axes) `split` $split_dim `concat` $concat_dim
    attr-dict `:` type($input) `->` type($result)
  }];
}

def OSDP_CollectivePermuteOp : OSDP_CollectiveOp<"collective_permute",
    [SameOperandsAndResultType]> {
  let summary = "sends each device's tensor to another device of its group";
  let description = [{
    ```mlir
    %1 = osdp.collective_permute %0 on @mesh over {tp} shift 1
        : tensor<4x8xf32>
    %2 = osdp.collective_permute %0 on @mesh over {tp} pairs [0 -> 1, 1 -> 0]
        : tensor<4x8xf32>
    ```

    Within each group, positions are the linearised coordinates on `axes`
    (major to minor). With `shift k` the device at position `i` sends to
    position `(i + k) mod n` (a ring step; `k` may be negative). With
    `pairs`, each `source -> target` pair sends from one position to another;
    sources are distinct, targets are distinct, and every position is in
    `[0, n)`. A device that no pair targets receives zeros.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListAttr:$axes,
                       OptionalAttr<I64Attr>:$shift,
                       OptionalAttr<DenseI64ArrayAttr>:$source_target_pairs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `over` custom<AxisList>($axes)
    custom<PermuteSpec>($shift, $source_target_pairs) attr-dict
    `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Collectives in flight
//===----------------------------------------------------------------------===//

def OSDP_AsyncStartOp : OSDP_Op<"async_start", [
    SingleBlockImplicitTerminator<"YieldOp">, NoRegionArguments,
    MemoryEffects<[MemWrite]>]> {
  let summary = "issues a collective without waiting for it";
  let description = [{
    ```mlir
    %f = osdp.async_start {
      %r = osdp.all_reduce sum %g on @mesh over {dp} : tensor<1024xf32>
      osdp.yield %r : tensor<1024xf32>
    } : !osdp.future<tensor<1024xf32>>
    ...
    %r = osdp.async_wait %f : !osdp.future<tensor<1024xf32>>
    ```

    The region holds one collective (`all_reduce`, `reduce_scatter` or an
    `all_gather` of one dimension: the collectives of data parallelism and
    FSDP) and yields its result. The collective is issued where this op stands, and
    its result is given by the one `osdp.async_wait` of the future, later
    in the same block: the ops between them run while the data moves, as
    XLA's `all-reduce-start` / `all-reduce-done` pairs do. The input must
    not change until the wait, and the runtime may keep reading it until
    then. Every device of a group issues its collectives in the same order,
    which program order gives an SPMD program.

    The op writes memory as far as other passes know: nothing moves it,
    merges it with another, or removes it. `osdp-overlap-collectives`
    places the pairs.
  }];
  let results = (outs OSDP_FutureType:$future);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict `:` qualified(type($future))";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The collective this op issues.
    ::mlir::Operation *getCollective() { return &getBody().front().front(); }
    /// The wait of the future (the verifier checks there is one).
    AsyncWaitOp getWait();
    /// Whether the runtime can issue `op` and wait for it later.
    static bool canIssue(::mlir::Operation *op);
    /// Replaces this op and its wait with the blocking collective, where
    /// this op stands, and returns it.
    ::mlir::Operation *makeBlocking();
  }];
}

def OSDP_AsyncWaitOp : OSDP_Op<"async_wait", [
    MemoryEffects<[MemRead, MemWrite]>,
    TypesMatchWith<"the result is the tensor the future holds", "future",
                   "result",
                   "::llvm::cast<FutureType>($_self).getValueType()">]> {
  let summary = "waits for a collective in flight and gives its result";
  let description = [{
    The end of the collective `osdp.async_start` issued: this op returns
    once the collective's result is complete on this device.
  }];
  let arguments = (ins OSDP_FutureType:$future);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$future attr-dict `:` qualified(type($future))";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    AsyncStartOp getStart() {
      return getFuture().getDefiningOp<AsyncStartOp>();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Point to point between pipeline stages
//===----------------------------------------------------------------------===//

class OSDP_PointToPointOp<string mnemonic, list<Trait> traits = []>
    : OSDP_Op<mnemonic, !listconcat(traits, [
        MemoryEffects<[MemRead, MemWrite]>,
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  let hasVerifier = 1;
}

def OSDP_SendOp : OSDP_PointToPointOp<"send"> {
  let summary = "sends a local tensor to another stage of a pipeline";
  let description = [{
    ```mlir
    osdp.send %0 to 1 tag 7 on @mesh over {pipe} : tensor<4x8xf32>
    ```

    The stage functions `osdp-split-stages` writes (one per position along
    the stage axes) hand values to each other with `osdp.send` and
    `osdp.recv`. This device's tensor goes to the device of its group over
    `axes` at position `peer`, which receives it with an `osdp.recv ... from`
    this device's position and the same `tag`: the tag matches the two
    ends, so that two devices may take their messages in another order
    than they were sent (the stages of a 1F1B schedule do). Messages of
    one tag between two devices arrive in the order they were sent.

    A stage function (one carrying `osdp.stage`) cannot send to itself.
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       OSDP_AxisListAttr:$axes,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$tag);
  let assemblyFormat = [{
    $input `to` $peer `tag` $tag `on` $mesh `over` custom<AxisList>($axes)
    attr-dict `:` type($input)
  }];
}

def OSDP_RecvOp : OSDP_PointToPointOp<"recv"> {
  let summary = "receives a local tensor from another stage of a pipeline";
  let description = [{
    ```mlir
    %1 = osdp.recv from 0 tag 7 on @mesh over {pipe} : tensor<4x8xf32>
    ```

    The other end of an `osdp.send`: the tensor the device at position
    `peer` of this device's group over `axes` sends to it with `tag`.
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, OSDP_AxisListAttr:$axes,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$peer,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$tag);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `from` $peer `tag` $tag `on` $mesh `over` custom<AxisList>($axes)
    attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

def OSDP_ShardingArrayAttr
    : TypedArrayAttrBase<OSDP_ShardingAttr, "one sharding per value">;

def OSDP_ManualComputationOp : OSDP_Op<"manual_computation", [
    RecursiveMemoryEffects, IsolatedFromAbove,
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a region the user wrote per device (JAX's shard_map)";
  let description = [{
    ```mlir
    %1 = osdp.manual_computation(%0)
        in [#osdp.sharding<@mesh, [{dp}, {tp} ]> ]
        out [#osdp.sharding<@mesh, [{dp}, {} ]> ] manual {dp, tp} {
    ^bb0(%arg0: tensor<2x8xf32>):
      %2 = osdp.all_reduce sum %arg0 on @mesh over {tp} : tensor<2x8xf32>
      osdp.yield %2 : tensor<2x8xf32>
    } : (tensor<8x16xf32>) -> tensor<8x8xf32>
    ```

    The body is already the program of one device over the `manual` axes:
    each block argument is the local shard of its operand under the
    matching `in` sharding, and each yielded value the local shard of its
    result under the matching `out` sharding. Only the manual axes divide
    the body's types; collectives in the body are osdp collectives over
    manual axes. Propagation treats the op as a boundary (its operands are
    wanted as `in`, its results are `out`); the partitioner reshards the
    operands to `in` and inlines the body unchanged.

    All shardings name one mesh; the manual axes are distinct axes of it.
    `in` shardings are not partial (the body reads whole values); `out`
    shardings may be (the body returns unreduced sums).
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       OSDP_ShardingArrayAttr:$in_shardings,
                       OSDP_ShardingArrayAttr:$out_shardings,
                       OSDP_AxisListAttr:$manual_axes);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` $inputs `)` `in` $in_shardings `out` $out_shardings
    `manual` custom<AxisList>($manual_axes) $body attr-dict
    `:` functional-type($inputs, $results)
  }];
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The type the body sees for a value of type `globalType` sharded as
    /// `sharding`: each dimension divided by the sizes of the manual axes
    /// it is split over (null if one does not divide it).
    ::mlir::Type getBodyType(::mlir::Type globalType, ShardingAttr sharding,
                             MeshAttr mesh);
    ::llvm::SmallVector<ShardingAttr> getInShardingList();
    ::llvm::SmallVector<ShardingAttr> getOutShardingList();
    /// Whether `axis` is one of the manual axes.
    bool isManualAxis(::mlir::StringAttr axis);
  }];
}

def OSDP_YieldOp : OSDP_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["ManualComputationOp", "AsyncStartOp"]>]> {
  let summary = "returns the local results of a manual computation or the "
                "result of a collective issued asynchronously";
  let arguments = (ins Variadic<AnyRankedTensor>:$results);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

//===----------------------------------------------------------------------===//
// PartitionIdOp
//===----------------------------------------------------------------------===//

def OSDP_PartitionIdOp : OSDP_Op<"partition_id", [Pure]> {
  let summary = "the index of this device among the program's partitions";
  let description = [{
    The device's partition id as a scalar, for a per-device program lowered
    below StableHLO: `convert-stablehlo-to-linalg` turns
    `stablehlo.partition_id` into it, the same for every target, and the
    target's codegen (`osdp-partition-id-to-runtime`) into a call of its
    runtime (`osdp_rt_partition_id`, `osdp_cuda_partition_id`). Every
    device of a run has one id, fixed for the run, so the op is pure.

    ```mlir
    %id = osdp.partition_id : i64
    ```
  }];
  let results = (outs I64:$id);
  let assemblyFormat = "attr-dict `:` type($id)";
}

#endif // OSDP_DIALECT_OSDP_IR_OSDPOPS_TD
