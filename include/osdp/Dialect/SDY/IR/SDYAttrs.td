//===- SDYAttrs.td - Meshes and shardings of the sdy dialect -*- tablegen -*-===//
//
// The attributes follow Shardy's data model and textual syntax; every one has
// a hand-written parser/printer (SDYAttrs.cpp) because Shardy prints
// `"a"=2`, `{"a", ?}p1` and `"a":(1)2` without the spaces a declarative format
// would insert.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_SDY_IR_SDYATTRS_TD
#define OSDP_DIALECT_SDY_IR_SDYATTRS_TD

include "osdp/Dialect/SDY/IR/SDYBase.td"

def Sdy_MeshAxis : Sdy_Attr<"MeshAxis", "mesh_axis"> {
  let summary = "A named mesh axis and its size: `\"data\"=4`";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        "int64_t":$size);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_Mesh : Sdy_Attr<"Mesh", "mesh"> {
  let summary = "A device mesh: ordered named axes and optional device order";
  let description = [{
    `<["data"=4, "model"=2]>`: the devices arranged as a 4x2 grid, the first
    axis major. `device_ids=[...]` gives the device at each position (row
    major) when it is not the identity. `<[]>` is a mesh of one device;
    `<[], device_ids=[3]>` pins everything on device 3 (a maximal mesh).
  }];
  let parameters = (ins OptionalArrayRefParameter<"MeshAxisAttr">:$axes,
                        OptionalArrayRefParameter<"int64_t">:$device_ids);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The size of axis `name`, or std::nullopt if the mesh has no such axis.
    std::optional<int64_t> getAxisSize(::llvm::StringRef name) const;
    /// The number of devices the mesh spans (product of the axis sizes).
    int64_t getTotalSize() const;
    /// True for a mesh of no axes with a single device id.
    bool isMaximal() const { return getAxes().empty() && getDeviceIds().size() == 1; }
  }];
}

def Sdy_SubAxisInfo : Sdy_Attr<"SubAxisInfo", "sub_axis_info"> {
  let summary = "A sub-axis `(pre_size)size` of a mesh axis";
  let description = [{
    Splitting axis "a" of size 8 as 2x4 gives the sub-axes `"a":(1)2` (the
    major part) and `"a":(2)4` (the minor part): `pre_size` is the product of
    the sizes of the sub-axes before (more major than) this one.
  }];
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_AxisRef : Sdy_Attr<"AxisRef", "axis_ref"> {
  let summary = "A reference to a mesh axis or to a sub-axis of it";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        OptionalParameter<"SubAxisInfoAttr">:$sub_axis_info);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    bool isSubAxis() const { return static_cast<bool>(getSubAxisInfo()); }
    /// The number of shards this reference splits a dimension into: the
    /// sub-axis size, or the full axis size looked up in `mesh` (1 if the
    /// mesh has no such axis).
    int64_t getSize(MeshAttr mesh) const;
    /// True if both references share a device coordinate of the same axis
    /// (the same axis with either one full, or overlapping sub-axes).
    bool overlaps(AxisRefAttr other) const;
  }];
}

def Sdy_DimensionSharding : Sdy_Attr<"DimensionSharding", "dimension_sharding"> {
  let summary = "How one tensor dimension is split: `{\"a\", \"b\"}`, `{?}`, `{\"a\", ?}p0`";
  let description = [{
    The dimension is split over `axes` (major to minor). A closed dimension
    (`{}` / `{"a"}`) may not be sharded further by propagation; an open one
    (`{?}` / `{"a", ?}`) may. `priority` (`p0` highest) orders user
    shardings for propagation.
  }];
  let parameters = (ins OptionalArrayRefParameter<"AxisRefAttr">:$axes,
                        "bool":$is_closed,
                        OptionalParameter<"std::optional<int64_t>">:$priority);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    bool isOpen() const { return !getIsClosed(); }
    /// The number of shards of this dimension over `mesh`.
    int64_t getShardCount(MeshAttr mesh) const;
  }];
}

def Sdy_TensorSharding : Sdy_Attr<"TensorSharding", "sharding"> {
  let summary = "The sharding of a tensor over a mesh";
  let description = [{
    `#sdy.sharding<@mesh, [{"data"}, {}] # "}]" # [{, replicated={"model"}>`: one
    dimension sharding per tensor dimension, over the mesh named `@mesh`
    (an `sdy.mesh` symbol) or an inline mesh (`mesh<["a"=2]>`).
    `replicated` lists axes over which the tensor is explicitly replicated,
    `unreduced` axes over which it holds partial values still to be summed.
    An axis may appear at most once in all of them together.
  }];
  let parameters = (ins "::mlir::Attribute":$mesh_or_ref,
                        OptionalArrayRefParameter<"DimensionShardingAttr">:$dim_shardings,
                        OptionalArrayRefParameter<"AxisRefAttr">:$replicated_axes,
                        OptionalArrayRefParameter<"AxisRefAttr">:$unreduced_axes);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// The referenced mesh symbol's name, or an empty StringRef for an
    /// inline mesh.
    ::llvm::StringRef getMeshName() const;
    /// The mesh: the inline one, or the `sdy.mesh` named by the reference,
    /// looked up from `from` (null if there is no such mesh).
    MeshAttr getMesh(::mlir::Operation *from) const;
    int64_t getRank() const { return getDimShardings().size(); }
    /// True if no dimension is sharded and no axis is unreduced.
    bool isFullyReplicated() const;

    /// Checks this sharding against `mesh` and, when `type` is a ranked
    /// shaped type, against its rank: axes exist, sub-axes divide their axis,
    /// no axis is used twice, one dimension sharding per dimension.
    ::mlir::LogicalResult
    verifyFor(::mlir::Type type, MeshAttr mesh,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
    /// Resolves the mesh from `from` and calls the check above.
    ::mlir::LogicalResult
    verifyFor(::mlir::Type type, ::mlir::Operation *from,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;

    /// Parses/prints everything after the mnemonic: `<@mesh, [...], ...>`
    /// (the form ops print without the `#sdy.sharding` prefix).
    static ::mlir::Attribute parseBody(::mlir::AsmParser &parser);
  }];
}

def Sdy_TensorShardingPerValue : Sdy_Attr<"TensorShardingPerValue", "sharding_per_value"> {
  let summary = "One tensor sharding per value (e.g. per op result)";
  let parameters = (ins OptionalArrayRefParameter<"TensorShardingAttr">:$shardings);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Parses `[<@mesh, ...>, ...]` (the bracketed list, no prefix).
    static ::mlir::FailureOr<TensorShardingPerValueAttr>
    parseList(::mlir::AsmParser &parser);
    void printList(::mlir::AsmPrinter &printer) const;
  }];
}

def Sdy_ManualAxes : Sdy_Attr<"ManualAxes", "manual_axes"> {
  let summary = "The mesh axes a manual computation is manual over: `{\"a\"}`";
  let parameters = (ins OptionalArrayRefParameter<"::mlir::StringAttr">:$value);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    bool contains(::llvm::StringRef axis) const;
  }];
}

#endif // OSDP_DIALECT_SDY_IR_SDYATTRS_TD
