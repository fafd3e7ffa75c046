//===- OSDPTypes.td - osdp types ---------------------------*- tablegen -*-===//
//
// The value of a collective in flight.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPTYPES_TD
#define OSDP_DIALECT_OSDP_IR_OSDPTYPES_TD

include "osdp/Dialect/OSDP/IR/OSDPBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class OSDP_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<OSDP_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def OSDP_FutureType : OSDP_Type<"Future", "future"> {
  let summary = "a local tensor a collective in flight is still producing";
  let description = [{
    ```mlir
    !osdp.future<tensor<4x8xf32>>
    ```

    What `osdp.async_start` returns: a handle on the result of a collective
    that has been issued and may still be moving data. Nothing can read the
    tensor through it; `osdp.async_wait` waits for the collective and gives
    the tensor.
  }];
  let parameters = (ins "::mlir::RankedTensorType":$valueType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::RankedTensorType":$valueType),
      [{ return $_get(valueType.getContext(), valueType); }]>
  ];
  let assemblyFormat = "`<` $valueType `>`";
}

#endif // OSDP_DIALECT_OSDP_IR_OSDPTYPES_TD
