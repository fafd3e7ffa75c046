//===- OSDPAttrs.td - osdp attributes ---------------------*- tablegen -*-===//
//
// Meshes, axis lists, tensor shardings, roles and the textual sharding rule.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPATTRS_TD
#define OSDP_DIALECT_OSDP_IR_OSDPATTRS_TD

include "osdp/Dialect/OSDP/IR/OSDPBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class OSDP_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<OSDP_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Enum attributes
//===----------------------------------------------------------------------===//

def OSDP_ReductionKindAttr
    : EnumAttr<OSDP_Dialect, OSDP_ReductionKind, "reduction"> {
  let summary = "how partial values are combined (sum, prod, min, max, and, "
                "or, xor)";
}

def OSDP_RoleAttr : EnumAttr<OSDP_Dialect, OSDP_Role, "role"> {
  let summary = "the role of a function argument or result in a training step";
  let description = [{
    Written `#osdp<role parameter>`. The roles are:

    * `parameter`: a trainable weight. Its gradient is reduced over the data
      parallel axes; the OSDP search decides whether it stays replicated or is
      sharded ZeRO-3 style.
    * `optimizer_state`: moments and other per-parameter state; never needed
      whole, so it is usually sharded like (or more than) its parameter.
    * `gradient`: a gradient returned by the step (when the optimizer runs
      outside the exported function).
    * `data`: a batch input (inputs, labels); its leading dimension is the
      natural data-parallel dimension.
    * `other`: anything else (scalars such as the step count, RNG state,
      metrics).
  }];
}

//===----------------------------------------------------------------------===//
// MeshAttr
//===----------------------------------------------------------------------===//

def OSDP_MeshAttr : OSDP_Attr<"Mesh", "mesh"> {
  let summary = "a logical device mesh: named axes with sizes";
  let description = [{
    An ordered list of named axes and their sizes, major to minor:
    `<[dp = 4, tp = 2]>` is 8 devices, device `d` at coordinates
    `(d / 2, d % 2)`. Axis names are identifiers (or quoted strings) and are
    unique; sizes are at least 1. The empty mesh `<[]>` is a single device.

    `<[dp = 2, tp = 2], device_ids = [3, 2, 1, 0]>` gives the devices another
    order: the device at (row-major) mesh position `p` is `device_ids[p]`, so
    here device 3 is at `(0, 0)`. The list is a permutation of the device
    ids; an identity order is not stored.

    A mesh is normally declared once with the `osdp.mesh` symbol op and
    referred to by name from shardings and collectives.
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::StringAttr", "axis names">:$axis_names,
    ArrayRefParameter<"int64_t", "axis sizes">:$axis_sizes,
    OptionalArrayRefParameter<"int64_t",
        "the device at each mesh position; empty: the identity">:$device_ids
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<::mlir::StringAttr>":$axisNames,
                     "::llvm::ArrayRef<int64_t>":$axisSizes), [{
      return $_get($_ctxt, axisNames, axisSizes, ::llvm::ArrayRef<int64_t>());
    }]>
  ];
  let extraClassDeclaration = [{
    int64_t getNumAxes() const { return getAxisNames().size(); }
    /// The device at row-major mesh position `position`.
    int64_t getDeviceId(int64_t position) const {
      return getDeviceIds().empty() ? position : getDeviceIds()[position];
    }
    /// The number of devices (the product of the axis sizes).
    int64_t getNumDevices() const;
    /// The position of `axis` in the mesh, if it is an axis of the mesh.
    std::optional<unsigned> getAxisIndex(::mlir::StringAttr axis) const;
    std::optional<unsigned> getAxisIndex(::llvm::StringRef axis) const;
    bool hasAxis(::mlir::StringAttr axis) const {
      return getAxisIndex(axis).has_value();
    }
    /// The size of `axis`; `axis` must be an axis of the mesh.
    int64_t getAxisSize(::mlir::StringAttr axis) const;
    /// The number of devices in a group spanned by `axes` (the product of
    /// their sizes); every axis must belong to the mesh.
    int64_t getGroupSize(::llvm::ArrayRef<::mlir::StringAttr> axes) const;
    /// The device groups that collectives over `axes` form: one row per
    /// group (the devices that differ only in their coordinates on `axes`),
    /// listing device ids (`getDeviceId` of the row-major mesh position) by
    /// group position,
    /// which linearises the coordinates on `axes` in the order given. Rows
    /// are ordered by the coordinates on the other axes, row-major.
    ::llvm::SmallVector<::llvm::SmallVector<int64_t>>
    getDeviceGroups(::llvm::ArrayRef<::mlir::StringAttr> axes) const;
  }];
}

//===----------------------------------------------------------------------===//
// AxisListAttr
//===----------------------------------------------------------------------===//

def OSDP_AxisListAttr : OSDP_Attr<"AxisList", "axes"> {
  let summary = "an ordered list of mesh axis names, major to minor";
  let description = [{
    The building block of shardings and collective device groups:
    `#osdp.axes<{dp, tp}>` names the axes `dp` and `tp`, `dp` major (inside
    shardings and collectives it is written `{dp, tp}`). Within a sharding the
    list of a dimension says how the dimension is split: with `{dp, tp}` on a
    mesh
    `<[dp = 4, tp = 2]>` the dimension is cut into 8 contiguous blocks, and the
    device at `(d, t)` holds block `d * 2 + t`.
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::StringAttr", "axis names">:$axes
  );
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    bool empty() const { return getAxes().empty(); }
    size_t size() const { return getAxes().size(); }
  }];
}

def OSDP_AxisListArrayAttr
    : TypedArrayAttrBase<OSDP_AxisListAttr, "one axis list per dimension">;

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

def OSDP_ShardingAttr : OSDP_Attr<"Sharding", "sharding"> {
  let summary = "how a global tensor is split and replicated over a mesh";
  let description = [{
    ```
    #osdp.sharding<@mesh, [{dp}, {} ]>                     // rows over dp
    #osdp.sharding<@mesh, [{dp, tp}, {} ]>                 // rows over dp*tp
    #osdp.sharding<@mesh, [{}, {tp} ], partial = {dp}>     // partial sums over dp
    #osdp.sharding<@mesh, [{tp} ], partial<max> = {dp}>    // partial maxima
    #osdp.sharding<@mesh, [{}, {} ]>                       // fully replicated
    #osdp.sharding<@mesh, []>                             // a replicated scalar
    ```

    For each dimension of the tensor it annotates, the ordered list of mesh
    axes (major to minor) the dimension is split over. With axes `{a, b}` the
    dimension is cut into `size(a) * size(b)` contiguous blocks and the device
    at mesh coordinates `(.., i_a, .., i_b, ..)` holds block
    `i_a * size(b) + i_b`. Axes used by no dimension replicate the tensor.
    A dimension whose size is not a multiple of its number of shards is
    padded: every device holds `ceil(size / shards)` elements.

    `partial = {axes}` marks axes over which the tensor holds unreduced
    partial sums: the true value is the sum of the local values over the
    devices of those axes (what a contraction split over its contracting
    dimension produces). `partial<kind> = {axes}` names another reduction
    (prod, min, max, and, or, xor; `sum` is the default and not printed). One
    kind applies to all partial axes: different kinds on different axes would
    not say which reduction applies first, and they do not commute.

    User constraints (what `osdp-import-shardings` makes of Shardy's
    shardings) may say more, for `osdp-propagate` only:

    ```
    #osdp.sharding<@mesh, [{dp, ?}, {?} ]>                 // open dimensions
    #osdp.sharding<@mesh, [{dp}p0, {?}p1 ]>                // priorities
    #osdp.sharding<@mesh, [{?}, {?} ], replicated = {tp}>  // never over tp
    ```

    A dimension is *closed* (the default) or *open* (`?` after its axes): a
    closed dimension is split over exactly its axes; an open one over its
    axes followed by whatever more axes propagation adds. `pN` gives the
    dimension a priority (`p0` first); propagation applies the dimensions of
    priority 0 to fixed point, then those of priority 1, ..., then those
    without one. `replicated = {axes}` names axes the tensor is replicated
    over: propagation uses them neither for a dimension nor as partial axes.
    Propagation writes its decisions without any of these (`asClosed`),
    which is what the partitioner reads; the partitioner reads only the axes.

    An axis appears at most once in a sharding, partial and replicated axes
    included. The
    number of dimensions must match the rank of the tensor the sharding
    annotates, and every axis must belong to the mesh; both are checked where
    the sharding is used (`osdp.shard`, function arguments and results,
    `osdp.shardings`), since the attribute alone knows neither.
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    ArrayRefParameter<"::osdp::AxisListAttr", "per-dimension axes">:$dims,
    ArrayRefParameter<"::mlir::StringAttr", "partial axes">:$partial_axes,
    DefaultValuedParameter<"::osdp::ReductionKind",
                           "::osdp::ReductionKind::Sum",
                           "reduction of the partial axes">:$partial_kind,
    OptionalArrayRefParameter<"int64_t", "open dimensions, ascending">:$open_dims,
    OptionalArrayRefParameter<"int64_t",
        "per-dimension priorities (none, or one per dimension; -1: none)">
        :$dim_priorities,
    OptionalArrayRefParameter<"::mlir::StringAttr", "replicated axes">
        :$replicated_axes
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "::mlir::FlatSymbolRefAttr":$mesh,
                     "::llvm::ArrayRef<::osdp::AxisListAttr>":$dims), [{
      return $_get($_ctxt, mesh, dims, ::llvm::ArrayRef<::mlir::StringAttr>(),
                   ::osdp::ReductionKind::Sum, ::llvm::ArrayRef<int64_t>(),
                   ::llvm::ArrayRef<int64_t>(),
                   ::llvm::ArrayRef<::mlir::StringAttr>());
    }]>,
    // A decision: no open dimension, priority or replicated axis.
    AttrBuilder<(ins "::mlir::FlatSymbolRefAttr":$mesh,
                     "::llvm::ArrayRef<::osdp::AxisListAttr>":$dims,
                     "::llvm::ArrayRef<::mlir::StringAttr>":$partialAxes,
                     "::osdp::ReductionKind":$partialKind), [{
      return $_get($_ctxt, mesh, dims, partialAxes, partialKind,
                   ::llvm::ArrayRef<int64_t>(), ::llvm::ArrayRef<int64_t>(),
                   ::llvm::ArrayRef<::mlir::StringAttr>());
    }]>
  ];
  let extraClassDeclaration = [{
    /// A fully replicated sharding of a rank-`rank` tensor on `mesh`.
    static ShardingAttr getReplicated(::mlir::FlatSymbolRefAttr mesh,
                                      int64_t rank);
    /// Builds a sharding from per-dimension axis names.
    static ShardingAttr
    get(::mlir::FlatSymbolRefAttr mesh,
        ::llvm::ArrayRef<::llvm::SmallVector<::mlir::StringAttr>> dims,
        ::llvm::ArrayRef<::mlir::StringAttr> partialAxes = {},
        ::osdp::ReductionKind partialKind = ::osdp::ReductionKind::Sum);

    int64_t getRank() const { return getDims().size(); }
    /// The axes dimension `dim` is split over, major to minor.
    ::llvm::ArrayRef<::mlir::StringAttr> getDimAxes(int64_t dim) const;
    /// The number of shards of dimension `dim` on `mesh`.
    int64_t getNumShards(int64_t dim, MeshAttr mesh) const;
    /// Every axis used by a dimension or as a partial axis, in order of
    /// appearance.
    ::llvm::SmallVector<::mlir::StringAttr> getUsedAxes() const;
    /// Whether `axis` splits a dimension or is a partial axis.
    bool usesAxis(::mlir::StringAttr axis) const;
    /// The dimension `axis` splits, if any.
    std::optional<int64_t> getDimOfAxis(::mlir::StringAttr axis) const;
    bool isPartial() const { return !getPartialAxes().empty(); }
    /// No dimension is split and no axis is partial.
    bool isReplicated() const;
    /// The per-device shape of a tensor of shape `globalShape` (dynamic sizes
    /// stay dynamic; non-divisible sizes round up, as the padding does).
    ::llvm::SmallVector<int64_t>
    getLocalShape(::llvm::ArrayRef<int64_t> globalShape, MeshAttr mesh) const;
    /// Whether every static dimension of `globalShape` is a multiple of its
    /// number of shards (no padding needed).
    bool isEvenlyDivisible(::llvm::ArrayRef<int64_t> globalShape,
                           MeshAttr mesh) const;
    /// Equality ignoring trailing unsharded dimensions: `[{dp} ]` and
    /// `[{dp}, {} ]` describe the same split of the leading dimension.
    bool isEquivalentTo(ShardingAttr other) const;
    /// The same sharding without its partial axes.
    ShardingAttr dropPartial() const;

    /// Whether dimension `dim` is open (propagation may add minor axes).
    bool isOpen(int64_t dim) const;
    /// The priority of dimension `dim` (0 first), if it has one.
    std::optional<int64_t> getPriority(int64_t dim) const;
    /// Whether the sharding says more than a decision: an open dimension, a
    /// priority or replicated axes.
    bool hasConstraintInfo() const;
    /// The same split with every dimension closed, no priority and no
    /// replicated axes: the decision the sharding stands for.
    ShardingAttr asClosed() const;
    /// The same sharding with the given open dimensions, priorities (empty
    /// or one per dimension, -1 for none) and replicated axes.
    ShardingAttr withConstraintInfo(
        ::llvm::ArrayRef<int64_t> openDims,
        ::llvm::ArrayRef<int64_t> priorities,
        ::llvm::ArrayRef<::mlir::StringAttr> replicatedAxes) const;

    /// Checks this sharding against its mesh and the type it annotates:
    /// every axis belongs to `mesh`, and the number of dimensions matches the
    /// rank of `type` (when it is a ranked shaped type). Errors go through
    /// `emitError` and say what is wrong with `what` (e.g. "argument #0").
    ::mlir::LogicalResult
    verifyFor(::mlir::Type type, MeshAttr mesh,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError)
        const;
  }];
}


//===----------------------------------------------------------------------===//
// OpShardingRuleAttr
//===----------------------------------------------------------------------===//

def OSDP_OpShardingRuleAttr : OSDP_Attr<"OpShardingRule", "rule"> {
  let summary = "the textual form of an op's sharding rule";
  let description = [{
    ```
    #osdp.rule<([i, j], [j, k]) -> ([i, k]) {i = 8, j = 32, k = 16} reduction = {j}>
    #osdp.rule<([i*j]) -> ([i, j]) {i = 4, j = 8}>
    #osdp.rule<([i, j]) -> ([i]) {i = 8, j = 16} reduction<max> = {j}>
    #osdp.rule<([i, j]) -> ([i, j]) {i = 8, j = 16} whole = {j}>
    ```

    The factor form of `ShardingRuleOpInterface` (see the C++ class
    `osdp::OpShardingRule`) written as an einsum-like signature. Each operand
    and result is a bracketed list of its dimensions; each dimension is the
    product of one or more factors, written `i*j` and ordered major to minor
    (a reshape that merges `i` and `j` into one dimension). The braces give
    the size of every factor (`?` when dynamic) and fix their order; factors
    named in `reduction = {...}` are reduction factors (sharding them leaves
    the results partial, with the sum or the `<kind>` given), those in
    `whole = {...}` must not be sharded, and all others are pass-through.
    Every dimension must be made of at least one factor and every factor
    must appear in some dimension.
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t", "factor sizes">:$factor_sizes,
    ArrayRefParameter<"int64_t", "reduction factors">:$reduction_factors,
    ArrayRefParameter<"int64_t", "whole factors">:$whole_factors,
    DefaultValuedParameter<"::osdp::ReductionKind",
                           "::osdp::ReductionKind::Sum",
                           "reduction of the reduction factors">:$reduction_kind,
    "::mlir::ArrayAttr":$operand_factors,
    "::mlir::ArrayAttr":$result_factors
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // OSDP_DIALECT_OSDP_IR_OSDPATTRS_TD
