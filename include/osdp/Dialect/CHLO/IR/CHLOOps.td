//===- CHLOOps.td - The chlo import dialect ----------------*- tablegen -*-===//
//
// The subset of CHLO ("client HLO") that JAX and torch-mlir exports contain:
// special functions JAX does not expand before export (erf, lgamma, top_k...)
// and the implicitly broadcasting binary ops torch-mlir emits. Op names,
// attribute names and the textual syntax match upstream so exports parse
// unchanged; the ops carry no lowering here, a later pass expands them.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_CHLO_IR_CHLOOPS_TD
#define OSDP_DIALECT_CHLO_IR_CHLOOPS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def CHLO_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::osdp::chlo";
  let summary = "Client HLO ops found in StableHLO exports";
  let description = [{
    `chlo` holds the operations that JAX and torch-mlir leave at a higher level
    than StableHLO when they export a program: special functions such as
    `chlo.erf`, `chlo.erf_inv`, `chlo.lgamma`, `chlo.digamma`, `chlo.top_k`,
    the inverse trigonometric and hyperbolic functions, and the
    `chlo.broadcast_*` binary ops with implicit (NumPy or
    `broadcast_dimensions`) broadcasting.

    Unary ops print their type as `T -> T` (not `(T) -> T`):

    ```mlir
    %1 = chlo.erf %0 : tensor<20x20xf32> -> tensor<20x20xf32>
    %values, %indices = chlo.top_k(%0, k = 5) : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
    %2 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    ```

    The ops only carry their verified shapes here; expanding them into
    StableHLO is the business of a later pass.
  }];
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Enums (broadcast_compare)
//===----------------------------------------------------------------------===//

def CHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "Which comparison broadcast_compare performs", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::osdp::chlo";
}

def CHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "How broadcast_compare orders its operands", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::osdp::chlo";
}

// Printed `#chlo<comparison_direction LT>` as upstream.
def CHLO_ComparisonDirectionAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonDirection, "comparison_direction">;
def CHLO_ComparisonTypeAttr
    : EnumAttr<CHLO_Dialect, CHLO_ComparisonType, "comparison_type">;

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def CHLO_FpOrComplexTensor : TensorOf<[AnyFloat, AnyComplex]>;
def CHLO_FpTensor : TensorOf<[AnyFloat]>;
def CHLO_PredTensor : TensorOf<[I1]>;
def CHLO_IntTensor : TensorOf<[AnySignlessInteger, AnyUnsignedInteger]>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class CHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<CHLO_Dialect, mnemonic, traits>;

// `%r = chlo.<op> %x : T -> T`: same shape, same element type.
class CHLO_UnaryOp<string mnemonic, Type operandType = CHLO_FpOrComplexTensor,
                   list<Trait> traits = []>
    : CHLO_Op<mnemonic, traits # [Pure, Elementwise,
                                  SameOperandsAndResultShape,
                                  SameOperandsAndResultElementType]> {
  let arguments = (ins operandType:$operand);
  let results = (outs operandType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

// Float classification: same shape, i1 result.
class CHLO_PredicateOp<string mnemonic>
    : CHLO_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape]> {
  let arguments = (ins CHLO_FpTensor:$operand);
  let results = (outs CHLO_PredTensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

// Non-broadcasting binary special functions: `%r = chlo.zeta %x, %q : T, T -> T`.
class CHLO_BinaryOp<string mnemonic>
    : CHLO_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                         SameOperandsAndResultElementType]> {
  let arguments = (ins CHLO_FpTensor:$lhs, CHLO_FpTensor:$rhs);
  let results = (outs CHLO_FpTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) "
                       "`->` type($result)";
}

// `%r = chlo.broadcast_<op> %a, %b {broadcast_dimensions = array<i64: ...>}
//   : (A, B) -> R`. Shapes follow NumPy broadcasting, or, when
// `broadcast_dimensions` is present, map the lower-rank operand's dimensions
// onto those result dimensions. The checks live in verifyBroadcastBinaryOp.
class CHLO_BroadcastBinaryOp<string mnemonic, Type operandType,
                             Type resultType = operandType,
                             list<Trait> traits = []>
    : CHLO_Op<mnemonic, traits # [Pure, SameOperandsElementType]> {
  let arguments = (ins operandType:$lhs, operandType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs resultType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` "
                       "type($rhs) `)` `->` type($result)";
  let hasVerifier = 1;
}

class CHLO_BroadcastSameTypeOp<string mnemonic, Type operandType>
    : CHLO_BroadcastBinaryOp<mnemonic, operandType, operandType,
                             [AllElementTypesMatch<["lhs", "result"]>]>;

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

def CHLO_AcosOp : CHLO_UnaryOp<"acos"> { let summary = "Arc cosine"; }
def CHLO_AcoshOp : CHLO_UnaryOp<"acosh"> {
  let summary = "Inverse hyperbolic cosine";
}
def CHLO_AsinOp : CHLO_UnaryOp<"asin"> { let summary = "Arc sine"; }
def CHLO_AsinhOp : CHLO_UnaryOp<"asinh"> {
  let summary = "Inverse hyperbolic sine";
}
def CHLO_AtanOp : CHLO_UnaryOp<"atan"> { let summary = "Arc tangent"; }
def CHLO_AtanhOp : CHLO_UnaryOp<"atanh"> {
  let summary = "Inverse hyperbolic tangent";
}
def CHLO_ConjOp : CHLO_UnaryOp<"conj"> { let summary = "Complex conjugate"; }
def CHLO_CoshOp : CHLO_UnaryOp<"cosh"> { let summary = "Hyperbolic cosine"; }
def CHLO_SinhOp : CHLO_UnaryOp<"sinh"> { let summary = "Hyperbolic sine"; }
def CHLO_TanOp : CHLO_UnaryOp<"tan"> { let summary = "Tangent"; }
def CHLO_BesselI1eOp : CHLO_UnaryOp<"bessel_i1e", CHLO_FpTensor> {
  let summary = "Exponentially scaled modified Bessel function of order 1";
}
def CHLO_DigammaOp : CHLO_UnaryOp<"digamma", CHLO_FpTensor> {
  let summary = "Logarithmic derivative of the gamma function";
}
def CHLO_ErfOp : CHLO_UnaryOp<"erf", CHLO_FpTensor> {
  let summary = "Gauss error function";
}
def CHLO_ErfInvOp : CHLO_UnaryOp<"erf_inv", CHLO_FpTensor> {
  let summary = "Inverse of the Gauss error function";
}
def CHLO_ErfcOp : CHLO_UnaryOp<"erfc", CHLO_FpTensor> {
  let summary = "Complementary error function";
}
def CHLO_LgammaOp : CHLO_UnaryOp<"lgamma", CHLO_FpTensor> {
  let summary = "Logarithm of the absolute value of the gamma function";
}
def CHLO_SquareOp : CHLO_UnaryOp<"square",
                                 TensorOf<[AnyFloat, AnyComplex,
                                           AnySignlessInteger,
                                           AnyUnsignedInteger]>> {
  let summary = "Elementwise square (x * x)";
}

def CHLO_IsInfOp : CHLO_PredicateOp<"is_inf"> {
  let summary = "True where the operand is +inf or -inf";
}
def CHLO_IsNegInfOp : CHLO_PredicateOp<"is_neg_inf"> {
  let summary = "True where the operand is -inf";
}
def CHLO_IsPosInfOp : CHLO_PredicateOp<"is_pos_inf"> {
  let summary = "True where the operand is +inf";
}

//===----------------------------------------------------------------------===//
// Binary special functions
//===----------------------------------------------------------------------===//

def CHLO_PolygammaOp : CHLO_BinaryOp<"polygamma"> {
  let summary = "Polygamma function of order `lhs` at `rhs`";
}
def CHLO_ZetaOp : CHLO_BinaryOp<"zeta"> {
  let summary = "Hurwitz zeta function zeta(lhs, rhs)";
}
def CHLO_NextAfterOp : CHLO_BinaryOp<"next_after"> {
  let summary = "Next representable value after `lhs` towards `rhs`";
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

def CHLO_TopKOp : CHLO_Op<"top_k", [Pure]> {
  let summary = "The k largest entries along the last dimension";
  let description = [{
    Returns the `k` largest values of `operand` along its last dimension, in
    descending order, and their (i32) positions. Both results have the shape
    of `operand` with the last dimension replaced by `k`.

    ```mlir
    %values, %indices = chlo.top_k(%0, k = 5) : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
    ```
  }];
  let arguments = (ins TensorOf<[AnyFloat, AnySignlessInteger,
                                 AnyUnsignedInteger]>:$operand,
                       I64Attr:$k);
  let results = (outs TensorOf<[AnyFloat, AnySignlessInteger,
                                AnyUnsignedInteger]>:$values,
                      TensorOf<[I32]>:$indices);
  let assemblyFormat = "`(` $operand `,` `k` `=` $k `)` attr-dict `:` "
                       "type($operand) `->` `(` type($values) `,` "
                       "type($indices) `)`";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Broadcasting binary ops
//===----------------------------------------------------------------------===//

def CHLO_AnyNumTensor : TensorOf<[AnyFloat, AnyComplex, AnySignlessInteger,
                                  AnyUnsignedInteger]>;
def CHLO_AnyTensor : TensorOf<[AnyFloat, AnyComplex, AnySignlessInteger,
                               AnyUnsignedInteger, I1]>;
def CHLO_LogicalTensor : TensorOf<[AnySignlessInteger, AnyUnsignedInteger, I1]>;

def CHLO_BroadcastAddOp : CHLO_BroadcastSameTypeOp<"broadcast_add", CHLO_AnyNumTensor> {
  let summary = "Addition with implicit broadcasting";
}
def CHLO_BroadcastSubOp : CHLO_BroadcastSameTypeOp<"broadcast_subtract", CHLO_AnyNumTensor> {
  let summary = "Subtraction with implicit broadcasting";
}
def CHLO_BroadcastMulOp : CHLO_BroadcastSameTypeOp<"broadcast_multiply", CHLO_AnyTensor> {
  let summary = "Multiplication with implicit broadcasting";
}
def CHLO_BroadcastDivOp : CHLO_BroadcastSameTypeOp<"broadcast_divide", CHLO_AnyNumTensor> {
  let summary = "Division with implicit broadcasting";
}
def CHLO_BroadcastRemOp : CHLO_BroadcastSameTypeOp<"broadcast_remainder", CHLO_AnyNumTensor> {
  let summary = "Remainder with implicit broadcasting";
}
def CHLO_BroadcastMaxOp : CHLO_BroadcastSameTypeOp<"broadcast_maximum", CHLO_AnyTensor> {
  let summary = "Maximum with implicit broadcasting";
}
def CHLO_BroadcastMinOp : CHLO_BroadcastSameTypeOp<"broadcast_minimum", CHLO_AnyTensor> {
  let summary = "Minimum with implicit broadcasting";
}
def CHLO_BroadcastPowOp : CHLO_BroadcastSameTypeOp<"broadcast_power", CHLO_AnyNumTensor> {
  let summary = "Power with implicit broadcasting";
}
def CHLO_BroadcastAtan2Op : CHLO_BroadcastSameTypeOp<"broadcast_atan2", CHLO_FpOrComplexTensor> {
  let summary = "atan2 with implicit broadcasting";
}
def CHLO_BroadcastAndOp : CHLO_BroadcastSameTypeOp<"broadcast_and", CHLO_LogicalTensor> {
  let summary = "Logical/bitwise and with implicit broadcasting";
}
def CHLO_BroadcastOrOp : CHLO_BroadcastSameTypeOp<"broadcast_or", CHLO_LogicalTensor> {
  let summary = "Logical/bitwise or with implicit broadcasting";
}
def CHLO_BroadcastXorOp : CHLO_BroadcastSameTypeOp<"broadcast_xor", CHLO_LogicalTensor> {
  let summary = "Logical/bitwise xor with implicit broadcasting";
}
def CHLO_BroadcastShiftLeftOp
    : CHLO_BroadcastSameTypeOp<"broadcast_shift_left", CHLO_IntTensor> {
  let summary = "Left shift with implicit broadcasting";
}
def CHLO_BroadcastShiftRightArithmeticOp
    : CHLO_BroadcastSameTypeOp<"broadcast_shift_right_arithmetic", CHLO_IntTensor> {
  let summary = "Arithmetic right shift with implicit broadcasting";
}
def CHLO_BroadcastShiftRightLogicalOp
    : CHLO_BroadcastSameTypeOp<"broadcast_shift_right_logical", CHLO_IntTensor> {
  let summary = "Logical right shift with implicit broadcasting";
}
def CHLO_BroadcastPolygammaOp
    : CHLO_BroadcastSameTypeOp<"broadcast_polygamma", CHLO_FpTensor> {
  let summary = "Polygamma with implicit broadcasting";
}
def CHLO_BroadcastZetaOp : CHLO_BroadcastSameTypeOp<"broadcast_zeta", CHLO_FpTensor> {
  let summary = "Hurwitz zeta with implicit broadcasting";
}
def CHLO_BroadcastNextAfterOp
    : CHLO_BroadcastSameTypeOp<"broadcast_next_after", CHLO_FpTensor> {
  let summary = "next_after with implicit broadcasting";
}
def CHLO_BroadcastComplexOp
    : CHLO_BroadcastBinaryOp<"broadcast_complex", CHLO_FpTensor,
                             TensorOf<[AnyComplex]>> {
  let summary = "Builds complex numbers from real and imaginary parts";
}

def CHLO_BroadcastCompareOp : CHLO_Op<"broadcast_compare",
                                      [Pure, SameOperandsElementType]> {
  let summary = "Comparison with implicit broadcasting";
  let arguments = (ins CHLO_AnyTensor:$lhs, CHLO_AnyTensor:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
                       CHLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<CHLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs CHLO_PredTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` "
                       "type($rhs) `)` `->` type($result)";
  let hasVerifier = 1;
}

def CHLO_BroadcastSelectOp : CHLO_Op<"broadcast_select", [Pure]> {
  let summary = "select with implicit NumPy broadcasting of all three operands";
  let arguments = (ins CHLO_PredTensor:$pred, CHLO_AnyTensor:$on_true,
                       CHLO_AnyTensor:$on_false);
  let results = (outs CHLO_AnyTensor:$result);
  let assemblyFormat = "$pred `,` $on_true `,` $on_false attr-dict `:` "
                       "functional-type(operands, $result)";
  let hasVerifier = 1;
}

#endif // OSDP_DIALECT_CHLO_IR_CHLOOPS_TD
