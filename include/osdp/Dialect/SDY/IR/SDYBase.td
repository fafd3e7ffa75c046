//===- SDYBase.td - The sdy (Shardy) import dialect --------*- tablegen -*-===//

#ifndef OSDP_DIALECT_SDY_IR_SDYBASE_TD
#define OSDP_DIALECT_SDY_IR_SDYBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::osdp::sdy";
  let summary = "Shardy sharding annotations found in JAX exports";
  let description = [{
    JAX partitions with Shardy by default, so its multi-device exports carry
    `sdy` meshes, shardings and manual computations (`shard_map`). This
    dialect parses and prints them exactly as Shardy does, so such exports
    round-trip, and stores them as structured attributes that the osdp
    importer reads to turn user shardings into osdp shardings:

    ```mlir
    sdy.mesh @mesh = <["data"=4, "model"=2]>
    func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}] # "}]" # [{>}) -> tensor<8x16xf32> {
      %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data", ?}, {"model"}] # "}]" # [{> : tensor<8x16xf32>
      return %0 : tensor<8x16xf32>
    }
    ```

    Only the import side of Shardy is modelled: meshes, tensor shardings
    (axis lists per dimension, sub-axes, open/closed dimensions, priorities,
    replicated and unreduced axes), `sharding_constraint`, `reshard`,
    `sharding_group` and `manual_computation`. The verifiers check shardings
    against their mesh and their tensor type; they do not judge whether a
    sharding is a good one.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute holding a function argument's or result's
    /// sharding (a TensorShardingAttr) or an op's result shardings (a
    /// TensorShardingPerValueAttr).
    static constexpr ::llvm::StringLiteral kShardingAttr = "sdy.sharding";

  private:
    void registerAttributes();

  public:
  }];
}

class Sdy_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Sdy_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

#endif // OSDP_DIALECT_SDY_IR_SDYBASE_TD
