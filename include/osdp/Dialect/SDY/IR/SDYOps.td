//===- SDYOps.td - Ops of the sdy (Shardy) import dialect --*- tablegen -*-===//

#ifndef OSDP_DIALECT_SDY_IR_SDYOPS_TD
#define OSDP_DIALECT_SDY_IR_SDYOPS_TD

include "osdp/Dialect/SDY/IR/SDYAttrs.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "Declares a named device mesh";
  let description = [{
    ```mlir
    sdy.mesh @mesh = <["data"=4, "model"=2]>
    sdy.mesh @reordered = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
    ```
    Shardings name the mesh with `@mesh`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [Pure, SameOperandsAndResultType,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Constrains the sharding of a value";
  let description = [{
    The result is `input` with the given sharding; open dimensions leave
    propagation free to shard them further.

    ```mlir
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}] # "}]" # [{> : tensor<2x4xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
}

def Sdy_ReshardOp : Sdy_Op<"reshard",
    [Pure, SameOperandsAndResultType,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Changes the sharding of a value (an explicit reshard)";
  let description = [{
    ```mlir
    %0 = sdy.reshard %arg0 <@mesh, [{}, {"b"}] # "}]" # [{> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
}

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group", []> {
  let summary = "Asks that all values of a group get the same sharding";
  let description = [{
    ```mlir
    sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>
    ```
    (`jax.experimental.shard_alike`). It has no result; it only annotates.
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat = "$input `group_id````=```$group_id attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "A region written per device over some mesh axes (shard_map)";
  let description = [{
    The body sees, for each operand, its local shard over `manual_axes`:
    every dimension is divided by the sizes of the manual axes its
    `in_shardings` entry lists. The body returns local results, which
    `out_shardings` turns back into global values.

    ```mlir
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}, {}] # "}]" # [{>] out_shardings=[<@mesh, [{"a"}, {}] # "}]" # [{>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
      %2 = stablehlo.add %arg1, %arg1 : tensor<1x4xf32>
      sdy.return %2 : tensor<1x4xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$tensors,
                       Sdy_TensorShardingPerValue:$in_shardings,
                       Sdy_TensorShardingPerValue:$out_shardings,
                       Sdy_ManualAxes:$manual_axes);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The type of the shard of `globalType` that one device sees, given the
    /// manual axes of `sharding` over `mesh` (null if a dimension is not
    /// divisible; the verifier reports that).
    ::mlir::Type getLocalType(::mlir::Type globalType,
                              TensorShardingAttr sharding, MeshAttr mesh);
  }];
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator, ReturnLike,
                                     HasParent<"ManualComputationOp">]> {
  let summary = "Returns the local results of a manual computation";
  let arguments = (ins Variadic<AnyType>:$results);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

#endif // OSDP_DIALECT_SDY_IR_SDYOPS_TD
