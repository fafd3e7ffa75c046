//===- StableHLOBase.td - stablehlo dialect, types, constraints -*- tablegen -*-===//
//
// The `stablehlo` import dialect: our own definition of the StableHLO ops that
// JAX and torch-mlir exports contain, with upstream's op names, attribute
// names, attribute storage types and textual syntax, so that exported files
// parse unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD
#define OSDP_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/OpBase.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::osdp::stablehlo";
  let summary = "StableHLO ops as exported by JAX and torch-mlir";
  let description = [{
    The subset of StableHLO that real training and inference exports use,
    defined with upstream's op names, attribute names and storage types, and
    pretty syntax. Both the pretty and the generic form of every op print and
    parse like upstream's, so exported text files load unchanged.

    Semantic checks that go beyond what types and traits express live in the
    ops' verifiers; this dialect only guarantees that the syntax round-trips.
  }];

  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 0;
  let dependentDialects = [];
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();

    // Hand-written so that `#stablehlo.bounds<...>` (the short form of
    // type_extensions) parses and prints like upstream.
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &os) const override;
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class StableHLO_Type<string name, string typeMnemonic>
    : TypeDef<StableHLO_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def StableHLO_Token : StableHLO_Type<"Token", "token"> {
  let summary = "token type";
  let description = [{
    Orders side-effecting ops (`after_all`, infeed/outfeed, send/recv). It
    carries no data.
  }];
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "pred (AKA boolean or 1-bit integer)">;

def HLO_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_Int : AnyTypeOf<[HLO_SInt, HLO_UInt]>;

def HLO_Float : AnyTypeOf<[AnyFloat]>;
def HLO_Complex : Complex<AnyTypeOf<[F32, F64]>>;

def HLO_ElementType : AnyTypeOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex]>;

def HLO_Tensor : RankedTensorOf<[HLO_ElementType]>;
def HLO_PredTensor : RankedTensorOf<[HLO_Pred]>;
def HLO_IntTensor : RankedTensorOf<[HLO_Int]>;
def HLO_SIntTensor : RankedTensorOf<[HLO_SInt]>;
def HLO_PredOrIntTensor : RankedTensorOf<[HLO_Pred, HLO_Int]>;
def HLO_FpTensor : RankedTensorOf<[HLO_Float]>;
def HLO_ComplexTensor : RankedTensorOf<[HLO_Complex]>;
def HLO_FpOrComplexTensor : RankedTensorOf<[HLO_Float, HLO_Complex]>;
def HLO_IntOrFpTensor : RankedTensorOf<[HLO_Int, HLO_Float]>;
def HLO_IntFpOrComplexTensor : RankedTensorOf<[HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_SIntFpOrComplexTensor : RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex]>;
def HLO_SIntOrFpTensor : RankedTensorOf<[HLO_SInt, HLO_Float]>;
def HLO_Fp32Or64Tensor : RankedTensorOf<[F32, F64]>;

// Rank-0 integer tensors: the start indices of dynamic_slice and friends.
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;

// 1-D shape operands of the dynamic-shape ops (`tensor<2xindex>`, `tensor<2xi32>`).
def HLO_DimensionTensor : 1DTensorOf<[Index, HLO_Int]>;

def HLO_Tuple : Type<CPred<"::llvm::isa<::mlir::TupleType>($_self)">, "tuple",
                     "::mlir::TupleType">;
def HLO_TensorOrToken : AnyTypeOf<[HLO_Tensor, StableHLO_Token]>;
def HLO_TensorOrTokenOrTuple : AnyTypeOf<[HLO_Tensor, StableHLO_Token, HLO_Tuple]>;

#endif // OSDP_DIALECT_STABLEHLO_IR_STABLEHLOBASE_TD
