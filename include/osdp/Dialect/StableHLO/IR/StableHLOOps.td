//===- StableHLOOps.td - stablehlo ops --------------------------*- tablegen -*-===//
//
// Op names, operand/attribute names, attribute storage types and assembly
// formats follow upstream StableHLO so that JAX / torch-mlir exports parse and
// print unchanged. Ops without a pretty format upstream (gather, scatter,
// sort, case, if, collectives, ...) have none here either: they print in the
// generic form with their inherent attributes as properties.
//
// The semantic verifiers of the ops marked `hasVerifier` live in
// StableHLOVerify.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD
#define OSDP_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD

include "osdp/Dialect/StableHLO/IR/StableHLOBase.td"
include "osdp/Dialect/StableHLO/IR/StableHLOEnums.td"
include "osdp/Dialect/StableHLO/IR/StableHLOAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic, traits>;

// Region ops: semantic checks of the op and of its regions are both written
// by hand (StableHLOVerify.cpp).
class StableHLO_RegionOp<string mnemonic, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [RecursiveMemoryEffects]> {
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Nullary ops
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Constant operation";
  let description = [{
    Produces an `output` tensor from a constant `value`.

    ```mlir
    %cst = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
    ```

    When the type of `value` differs from the result type (quantized
    constants), the op prints `stablehlo.constant() <{value = ...}> : () -> T`.
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "Iota operation";
  let description = [{
    Fills `output` with values increasing from zero along `iota_dimension`.

    ```mlir
    %0 = stablehlo.iota dim = 1 : tensor<18x12xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "DynamicIota operation";
  let description = [{
    Like `iota`, with the result shape given by the `output_shape` operand.

    ```mlir
    %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins HLO_DimensionTensor:$output_shape, I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "CreateToken operation";
  let description = "Produces a token; same as `after_all` with no inputs.";
  let results = (outs StableHLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id", [Pure]> {
  let summary = "ReplicaId operation";
  let description = "Produces the replica id of the current process.";
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id", [Pure]> {
  let summary = "PartitionId operation";
  let description = "Produces the partition id of the current process.";
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

// `custom<SameOperandsAndResultType>` prints one type when operand and result
// types agree and a function type otherwise; both forms parse.
class StableHLO_UnaryElementwiseOp<string mnemonic, list<Trait> traits,
    Type OperandType, Type ResultType = OperandType>
    : StableHLO_Op<mnemonic, traits # [Pure, Elementwise,
                                       SameOperandsAndResultShape]> {
  let arguments = (ins OperandType:$operand);
  let results = (outs ResultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let description = [{
    Elementwise `}] # mnemonic # [{` of `operand`.

    ```mlir
    %1 = stablehlo.}] # mnemonic # [{ %0 : tensor<4xf32>
    ```
  }];
}

// Transcendental ops carry an optional `result_accuracy` attribute.
class StableHLO_UnaryTranscendentalOp<string mnemonic, Type OperandType>
    : StableHLO_UnaryElementwiseOp<mnemonic, [SameOperandsAndResultElementType],
                                   OperandType> {
  let arguments = (ins OperandType:$operand,
                       OptionalAttr<StableHLO_ResultAccuracy>:$result_accuracy);
}

def StableHLO_AbsOp : StableHLO_UnaryElementwiseOp<"abs", [],
    HLO_SIntFpOrComplexTensor, HLO_SIntOrFpTensor> {
  let summary = "Abs operation";
}
def StableHLO_CbrtOp : StableHLO_UnaryTranscendentalOp<"cbrt", HLO_FpOrComplexTensor> {
  let summary = "Cbrt operation";
}
def StableHLO_CeilOp : StableHLO_UnaryElementwiseOp<"ceil",
    [SameOperandsAndResultElementType], HLO_FpTensor> {
  let summary = "Ceil operation";
}
def StableHLO_ConvertOp : StableHLO_UnaryElementwiseOp<"convert", [], HLO_Tensor> {
  let summary = "Convert operation";
}
def StableHLO_ClzOp : StableHLO_UnaryElementwiseOp<"count_leading_zeros",
    [SameOperandsAndResultElementType], HLO_IntTensor> {
  let summary = "Clz operation";
}
def StableHLO_CosineOp : StableHLO_UnaryTranscendentalOp<"cosine", HLO_FpOrComplexTensor> {
  let summary = "Cosine operation";
}
def StableHLO_SineOp : StableHLO_UnaryTranscendentalOp<"sine", HLO_FpOrComplexTensor> {
  let summary = "Sine operation";
}
def StableHLO_TanOp : StableHLO_UnaryTranscendentalOp<"tan", HLO_FpOrComplexTensor> {
  let summary = "Tan operation";
}
def StableHLO_ExpOp : StableHLO_UnaryTranscendentalOp<"exponential", HLO_FpOrComplexTensor> {
  let summary = "Exp operation";
}
def StableHLO_Expm1Op : StableHLO_UnaryTranscendentalOp<"exponential_minus_one",
    HLO_FpOrComplexTensor> {
  let summary = "Expm1 operation";
}
def StableHLO_FloorOp : StableHLO_UnaryElementwiseOp<"floor",
    [SameOperandsAndResultElementType], HLO_FpTensor> {
  let summary = "Floor operation";
}
def StableHLO_ImagOp : StableHLO_UnaryElementwiseOp<"imag", [],
    HLO_FpOrComplexTensor, HLO_FpTensor> {
  let summary = "Imag operation";
}
def StableHLO_RealOp : StableHLO_UnaryElementwiseOp<"real", [],
    HLO_FpOrComplexTensor, HLO_FpTensor> {
  let summary = "Real operation";
}
def StableHLO_IsFiniteOp : StableHLO_Op<"is_finite", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let summary = "IsFinite operation";
  let description = [{
    Elementwise check that `x` is neither infinite nor NaN.

    ```mlir
    %y = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}
def StableHLO_LogOp : StableHLO_UnaryTranscendentalOp<"log", HLO_FpOrComplexTensor> {
  let summary = "Log operation";
}
def StableHLO_Log1pOp : StableHLO_UnaryTranscendentalOp<"log_plus_one",
    HLO_FpOrComplexTensor> {
  let summary = "Log1p operation";
}
def StableHLO_LogisticOp : StableHLO_UnaryTranscendentalOp<"logistic",
    HLO_FpOrComplexTensor> {
  let summary = "Logistic operation";
}
def StableHLO_NotOp : StableHLO_UnaryElementwiseOp<"not",
    [SameOperandsAndResultElementType], HLO_PredOrIntTensor> {
  let summary = "Not operation";
}
def StableHLO_NegOp : StableHLO_UnaryElementwiseOp<"negate",
    [SameOperandsAndResultElementType], HLO_IntFpOrComplexTensor> {
  let summary = "Neg operation";
}
def StableHLO_PopulationCountOp : StableHLO_UnaryElementwiseOp<"popcnt",
    [SameOperandsAndResultElementType], HLO_IntTensor> {
  let summary = "PopulationCount operation";
}
def StableHLO_RoundOp : StableHLO_UnaryElementwiseOp<"round_nearest_afz",
    [SameOperandsAndResultElementType], HLO_FpTensor> {
  let summary = "Round operation";
}
def StableHLO_RoundNearestEvenOp : StableHLO_UnaryElementwiseOp<"round_nearest_even",
    [SameOperandsAndResultElementType], HLO_FpTensor> {
  let summary = "RoundNearestEven operation";
}
def StableHLO_RsqrtOp : StableHLO_UnaryTranscendentalOp<"rsqrt", HLO_FpOrComplexTensor> {
  let summary = "Rsqrt operation";
}
def StableHLO_SignOp : StableHLO_UnaryElementwiseOp<"sign",
    [SameOperandsAndResultElementType], HLO_SIntFpOrComplexTensor> {
  let summary = "Sign operation";
}
def StableHLO_SqrtOp : StableHLO_UnaryTranscendentalOp<"sqrt", HLO_FpOrComplexTensor> {
  let summary = "Sqrt operation";
}
def StableHLO_TanhOp : StableHLO_UnaryTranscendentalOp<"tanh", HLO_FpOrComplexTensor> {
  let summary = "Tanh operation";
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "BitcastConvert operation";
  let description = [{
    Reinterprets the bits of `operand` as the result type.

    ```mlir
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x4xui32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Binary elementwise ops
//===----------------------------------------------------------------------===//

class StableHLO_BinaryElementwiseOp<string mnemonic, list<Trait> traits,
    Type OperandType = HLO_Tensor>
    : StableHLO_Op<mnemonic, traits # [Pure, Elementwise,
        SameOperandsAndResultShape, SameOperandsAndResultElementType]> {
  let arguments = (ins OperandType:$lhs, OperandType:$rhs);
  let results = (outs OperandType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let description = [{
    Elementwise `}] # mnemonic # [{` of `lhs` and `rhs`.

    ```mlir
    %2 = stablehlo.}] # mnemonic # [{ %0, %1 : tensor<4xf32>
    ```
  }];
}

def StableHLO_AddOp : StableHLO_BinaryElementwiseOp<"add", [Commutative]> {
  let summary = "Add operation";
}
def StableHLO_Atan2Op : StableHLO_BinaryElementwiseOp<"atan2", [],
    HLO_FpOrComplexTensor> {
  let summary = "Atan2 operation";
}
def StableHLO_DivOp : StableHLO_BinaryElementwiseOp<"divide", [],
    HLO_IntFpOrComplexTensor> {
  let summary = "Div operation";
}
def StableHLO_MaxOp : StableHLO_BinaryElementwiseOp<"maximum", [Commutative]> {
  let summary = "Max operation";
}
def StableHLO_MinOp : StableHLO_BinaryElementwiseOp<"minimum", [Commutative]> {
  let summary = "Min operation";
}
def StableHLO_MulOp : StableHLO_BinaryElementwiseOp<"multiply", [Commutative]> {
  let summary = "Mul operation";
}
def StableHLO_PowOp : StableHLO_BinaryElementwiseOp<"power", [],
    HLO_IntFpOrComplexTensor> {
  let summary = "Power operation";
}
def StableHLO_RemOp : StableHLO_BinaryElementwiseOp<"remainder", [],
    HLO_IntFpOrComplexTensor> {
  let summary = "Rem operation";
}
def StableHLO_ShiftLeftOp : StableHLO_BinaryElementwiseOp<"shift_left", [],
    HLO_IntTensor> {
  let summary = "ShiftLeft operation";
}
def StableHLO_ShiftRightArithmeticOp
    : StableHLO_BinaryElementwiseOp<"shift_right_arithmetic", [], HLO_IntTensor> {
  let summary = "ShiftRightArithmetic operation";
}
def StableHLO_ShiftRightLogicalOp
    : StableHLO_BinaryElementwiseOp<"shift_right_logical", [], HLO_IntTensor> {
  let summary = "ShiftRightLogical operation";
}
def StableHLO_SubtractOp : StableHLO_BinaryElementwiseOp<"subtract", [],
    HLO_IntFpOrComplexTensor> {
  let summary = "Subtract operation";
}
def StableHLO_AndOp : StableHLO_BinaryElementwiseOp<"and", [Commutative],
    HLO_PredOrIntTensor> {
  let summary = "And operation";
}
def StableHLO_OrOp : StableHLO_BinaryElementwiseOp<"or", [Commutative],
    HLO_PredOrIntTensor> {
  let summary = "Or operation";
}
def StableHLO_XorOp : StableHLO_BinaryElementwiseOp<"xor", [Commutative],
    HLO_PredOrIntTensor> {
  let summary = "Xor operation";
}

def StableHLO_ComplexOp : StableHLO_Op<"complex", [Pure, Elementwise,
    SameOperandsAndResultShape, SameOperandsElementType]> {
  let summary = "Complex operation";
  let description = [{
    Builds complex values from real and imaginary parts. The short form shows
    only the result type.

    ```mlir
    %2 = stablehlo.complex %0, %1 : tensor<2xcomplex<f64>>
    ```
  }];
  let arguments = (ins HLO_Fp32Or64Tensor:$lhs, HLO_Fp32Or64Tensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Other elementwise ops
//===----------------------------------------------------------------------===//

def StableHLO_ClampOp : StableHLO_Op<"clamp", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Clamp operation";
  let description = [{
    Clamps every element of `operand` between `min` and `max` (scalars or
    tensors of the operand's shape).

    ```mlir
    %2 = stablehlo.clamp %min, %x, %max : tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$min, HLO_Tensor:$operand, HLO_Tensor:$max);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
}

def StableHLO_CompareOp : StableHLO_Op<"compare", [Pure, Elementwise,
    SameOperandsElementType, SameOperandsAndResultShape]> {
  let summary = "Compare operation";
  let description = [{
    Elementwise comparison of `lhs` and `rhs`.

    ```mlir
    %2 = stablehlo.compare  LT, %0, %1,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    StableHLO_ComparisonDirectionAttr:$comparison_direction,
    OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type
  );
  let results = (outs HLO_PredTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SelectOp : StableHLO_Op<"select", [Pure]> {
  let summary = "Select operation";
  let description = [{
    Picks elements of `on_true` or `on_false` by `pred`. The short form lists
    the predicate type and the result type.

    ```mlir
    %3 = stablehlo.select %0, %1, %2 : tensor<2x2xi1>, tensor<2x2xi32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                       HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
}

def StableHLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision", [Pure,
    Elementwise, SameOperandsAndResultShape, SameOperandsAndResultElementType]> {
  let summary = "ReducePrecision operation";
  let description = [{
    Rounds `operand` to a float format with the given exponent and mantissa
    bits.

    ```mlir
    %1 = stablehlo.reduce_precision %0, format = e8m10 : tensor<3x4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand, I32Attr:$exponent_bits,
                       I32Attr:$mantissa_bits);
  let results = (outs HLO_FpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Broadcast operation";
  let description = [{
    Prepends `broadcast_sizes` dimensions to `operand`.

    ```mlir
    %1 = stablehlo.broadcast %0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "BroadcastInDim operation";
  let description = [{
    Maps operand dimension `i` to result dimension `broadcast_dimensions[i]`
    and replicates along the others.

    ```mlir
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim",
    [Pure]> {
  let summary = "DynamicBroadcastInDim operation";
  let description = [{
    Like `broadcast_in_dim`, with the result shape given by an operand.

    ```mlir
    %2 = stablehlo.dynamic_broadcast_in_dim %0, %1, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_DimensionTensor:$output_dimensions,
    DenseI64ArrayAttr:$broadcast_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions
  );
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Reshape operation";
  let description = [{
    ```mlir
    %1 = stablehlo.reshape %0 : (tensor<96xf32>) -> tensor<96x1xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure]> {
  let summary = "DynamicReshape operation";
  let description = [{
    ```mlir
    %2 = stablehlo.dynamic_reshape %0, %1 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_DimensionTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure]> {
  let summary = "GetDimensionSize operation";
  let description = [{
    ```mlir
    %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SetDimensionSizeOp : StableHLO_Op<"set_dimension_size", [Pure]> {
  let summary = "SetDimensionSize operation";
  let description = [{
    ```mlir
    %2 = stablehlo.set_dimension_size %0, %1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, 0DTensorOf<[I32]>:$size,
                       I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Transpose operation";
  let description = [{
    ```mlir
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x96xf32>) -> tensor<96x512xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Reverse operation";
  let description = [{
    ```mlir
    %1 = stablehlo.reverse %0, dims = [1] : tensor<3x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Concatenate operation";
  let description = [{
    Concatenates `inputs` along `dimension`.

    ```mlir
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Slice operation";
  let description = [{
    Extracts a static slice: `[start:limit:stride, ...]`, stride omitted when 1.

    ```mlir
    %1 = stablehlo.slice %0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    DenseI64ArrayAttr:$start_indices,
    DenseI64ArrayAttr:$limit_indices,
    DenseI64ArrayAttr:$strides
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "DynamicSlice operation";
  let description = [{
    ```mlir
    %3 = stablehlo.dynamic_slice %0, %1, %2, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    Variadic<HLO_ScalarIntTensor>:$start_indices,
    DenseI64ArrayAttr:$slice_sizes
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice", [Pure,
    AllElementTypesMatch<["operand", "update", "result"]>]> {
  let summary = "DynamicUpdateSlice operation";
  let description = [{
    ```mlir
    %3 = stablehlo.dynamic_update_slice %0, %1, %2 : (tensor<3xf32>, tensor<1xf32>, tensor<ui32>) -> tensor<3xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_Tensor:$update,
    Variadic<HLO_ScalarIntTensor>:$start_indices
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "RealDynamicSlice operation";
  let description = [{
    Like `slice`, with start/limit/strides given as 1-D operands.
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_DimensionTensor:$start_indices,
    HLO_DimensionTensor:$limit_indices,
    HLO_DimensionTensor:$strides
  );
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Pad operation";
  let description = [{
    ```mlir
    %2 = stablehlo.pad %0, %1, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_Tensor:$padding_value,
    DenseI64ArrayAttr:$edge_padding_low,
    DenseI64ArrayAttr:$edge_padding_high,
    DenseI64ArrayAttr:$interior_padding
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $padding_value `,`
      `low` `=` $edge_padding_low `,`
      `high` `=` $edge_padding_high `,`
      `interior` `=` $interior_padding
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure,
    AllElementTypesMatch<["operand", "padding_value", "result"]>]> {
  let summary = "DynamicPad operation";
  let description = "Like `pad`, with the paddings given as 1-D operands.";
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_Tensor:$padding_value,
    HLO_DimensionTensor:$edge_padding_low,
    HLO_DimensionTensor:$edge_padding_high,
    HLO_DimensionTensor:$interior_padding
  );
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let summary = "Dot operation";
  let description = [{
    Legacy 1-D/2-D dot product.

    ```mlir
    %2 = stablehlo.dot %0, %1, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       StableHLO_PrecisionConfigAttr:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure]> {
  let summary = "DotGeneral operation";
  let description = [{
    Contracts `lhs` and `rhs` over the contracting dimensions, batched over
    the batching dimensions. Result dimensions: batch, then lhs free, then rhs
    free.

    ```mlir
    %2 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    StableHLO_DotDimensionNumbers:$dot_dimension_numbers,
    StableHLO_PrecisionConfigAttr:$precision_config,
    OptionalAttr<StableHLO_DotAlgorithm>:$algorithm
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The dimension numbers under which operand `index` (0: lhs, 1: rhs),
    /// defined by a transpose, may be read from the transpose's input
    /// instead, with the same result; nullopt where it is not a transpose
    /// or reading its input would reorder the free dimensions.
    std::optional<DotDimensionNumbersAttr>
    getDimensionNumbersThroughTranspose(unsigned index);
  }];
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) ``
      custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure]> {
  let summary = "Convolution operation";
  let description = [{
    ```mlir
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32>
    ```
  }];
  let arguments = (ins
    HLO_Tensor:$lhs,
    HLO_Tensor:$rhs,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding,
    OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
    OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
    OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
    StableHLO_ConvDimensionNumbers:$dimension_numbers,
    I64Attr:$feature_group_count,
    I64Attr:$batch_group_count,
    StableHLO_PrecisionConfigAttr:$precision_config
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(` operands `)`
      `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                                $lhs_dilation, $rhs_dilation,
                                                $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Gather / scatter
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let summary = "Gather operation";
  let description = [{
    Gathers slices of `operand` at offsets given by `start_indices`.
    Printed in the generic form.
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_IntTensor:$start_indices,
    StableHLO_GatherDimensionNumbers:$dimension_numbers,
    DenseI64ArrayAttr:$slice_sizes,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted
  );
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_ScatterOp : StableHLO_RegionOp<"scatter",
    [SameVariadicOperandSize]> {
  let summary = "Scatter operation";
  let description = [{
    Updates slices of `inputs` at `scatter_indices` with `updates` combined
    by `update_computation`. Printed in the generic form.
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    RankedTensorOf<[AnyInteger, Index]>:$scatter_indices,
    Variadic<HLO_Tensor>:$updates,
    StableHLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices
  );
  let regions = (region SizedRegion<1>:$update_computation);
  let results = (outs Variadic<HLO_Tensor>);
}

def StableHLO_SelectAndScatterOp : StableHLO_RegionOp<"select_and_scatter"> {
  let summary = "SelectAndScatter operation";
  let description = [{
    Scatters `source` to the positions chosen by `select` in windows of
    `operand`, combining with `scatter`. Printed in the generic form.
  }];
  let arguments = (ins
    HLO_Tensor:$operand,
    HLO_Tensor:$source,
    HLO_Tensor:$init_value,
    OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let results = (outs HLO_Tensor);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

def StableHLO_ReduceOp : StableHLO_RegionOp<"reduce",
    [SameVariadicOperandSize, SingleBlock]> {
  let summary = "Reduce operation";
  let description = [{
    Reduces `inputs` along `dimensions` with `body`. Printed in the compact
    form when the body is a single commutative binary op:

    ```mlir
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<96x10xf32>, tensor<f32>) -> tensor<96xf32>
    ```

    and otherwise with the body spelled out after `reducer`.
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    Variadic<HLO_Tensor>:$init_values,
    DenseI64ArrayAttr:$dimensions
  );
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<HLO_Tensor>);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ReduceWindowOp : StableHLO_RegionOp<"reduce_window",
    [SameVariadicOperandSize, SingleBlock]> {
  let summary = "ReduceWindow operation";
  let description = [{
    Reduces windows of `inputs` with `body` (pooling, cumulative sums).
    Printed in the generic form.
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    Variadic<HLO_Tensor>:$init_values,
    DenseI64ArrayAttr:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
    OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<HLO_Tensor>);
}

def StableHLO_SortOp : StableHLO_RegionOp<"sort",
    [SameOperandsAndResultShape]> {
  let summary = "Sort operation";
  let description = [{
    Sorts `inputs` together along `dimension` with `comparator`. Printed in
    the generic form.
  }];
  let arguments = (ins
    Variadic<HLO_Tensor>:$inputs,
    DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable
  );
  let regions = (region SizedRegion<1>:$comparator);
  let results = (outs Variadic<HLO_Tensor>);
}

def StableHLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects,
    SameOperandsAndResultShape, SingleBlock]> {
  let summary = "Map operation";
  let description = "Applies `computation` elementwise. Printed in the generic form.";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DenseI64ArrayAttr:$dimensions);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_Tensor);
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : StableHLO_RegionOp<"while", [SingleBlock,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "While operation";
  let description = [{
    Runs `body` while `cond` returns true. Both regions take the loop-carried
    values as block arguments:

    ```mlir
    %0:2 = stablehlo.while(%iterArg = %a, %iterArg_0 = %b) : tensor<i64>, tensor<i64>
     cond {
      ...
      stablehlo.return %p : tensor<i1>
    } do {
      ...
      stablehlo.return %x, %y : tensor<i64>, tensor<i64>
    }
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$operand);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// The loop's counter and bounds if it is a counted loop (see
    /// CountedLoop), else nullopt: its trip count is then unknown.
    std::optional<CountedLoop> getCountedLoop();
  }];
}

def StableHLO_IfOp : StableHLO_RegionOp<"if", [SingleBlock]> {
  let summary = "If operation";
  let description = "Runs one of two branches by `pred`. Printed in the generic form.";
  let arguments = (ins HLO_PredTensor:$pred);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
}

def StableHLO_CaseOp : StableHLO_RegionOp<"case", [SingleBlock]> {
  let summary = "Case operation";
  let description = [{
    Runs the branch selected by `index` (out-of-range indices select the last
    branch). JAX lowers `lax.cond` and `lax.switch` to it. Printed in the
    generic form.
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
}

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "Return operation";
  let description = [{
    Terminator of the regions of stablehlo ops (function bodies end with
    `func.return`).

    ```mlir
    stablehlo.return %0 : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def StableHLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier",
    [Pure]> {
  let summary = "OptimizationBarrier operation";
  let description = [{
    Returns its operands unchanged while keeping computations from moving
    across it (`jax.checkpoint` / remat). Only operand types are printed.

    ```mlir
    %0:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrToken>:$operand);
  let results = (outs Variadic<HLO_TensorOrToken>:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
}

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "AfterAll operation";
  let description = [{
    ```mlir
    %2 = stablehlo.after_all %0, %1 : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Token>:$inputs);
  let results = (outs StableHLO_Token:$result);
  let assemblyFormat = [{
    $inputs attr-dict
      `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Calls and extensions
//===----------------------------------------------------------------------===//

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call", []> {
  let summary = "CustomCall operation";
  let description = [{
    Calls the implementation-defined `call_target_name` (printed as a
    symbol, stored as a string).

    ```mlir
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
    StrAttr:$call_target_name,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
    OptionalAttr<StableHLO_BackendConfigAttr>:$backend_config,
    DefaultValuedOptionalAttr<StableHLO_CustomCallApiVersionAttr,
        "::osdp::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
    DefaultValuedOptionalAttr<StableHLO_FlatSymbolRefArrayAttr, "{}">:$called_computations,
    OptionalAttr<StableHLO_ArrayOfLayoutAttr>:$operand_layouts,
    OptionalAttr<StableHLO_ArrayOfLayoutAttr>:$result_layouts,
    DefaultValuedOptionalAttr<StableHLO_OutputOperandAliasArrayAttr, "{}">:$output_operand_aliases
  );
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    /// Whether the call only annotates its one operand, which it returns
    /// unchanged: `@Sharding` (a sharding constraint) and
    /// `@annotate_device_placement` (JAX's memory kind, the identity on a
    /// device of one memory space).
    bool isIdentityAnnotation();
  }];
}

def StableHLO_CompositeOp : StableHLO_Op<"composite", []> {
  let summary = "Composite operation";
  let description = [{
    A named op with a reference implementation `decomposition` (a function).

    ```mlir
    %1 = stablehlo.composite "my.gelu" %0 {decomposition = @my.gelu.impl} : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
    StrAttr:$name,
    DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
    FlatSymbolRefAttr:$decomposition,
    DefaultValuedOptionalAttr<I32Attr, "0">:$version
  );
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let hasVerifier = 1;
  let assemblyFormat = "$name $inputs attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "Tuple operation";
  let description = [{
    ```mlir
    %2 = stablehlo.tuple %0, %1 : tuple<tensor<i32>, tensor<f32>>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$val);
  let results = (outs HLO_Tuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "GetTupleElement operation";
  let description = [{
    ```mlir
    %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<i32>>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_Tuple:$operand, I32Attr:$index);
  let results = (outs HLO_TensorOrTokenOrTuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "RngBitGenerator operation";
  let description = [{
    ```mlir
    %output_state, %output = stablehlo.rng_bit_generator %0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
    ```
  }];
  let arguments = (ins HLO_IntOrFpTensor:$initial_state,
                       StableHLO_RngAlgorithmAttr:$rng_algorithm);
  let results = (outs HLO_IntOrFpTensor:$output_state,
                      HLO_IntOrFpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_RngOp : StableHLO_Op<"rng", []> {
  let summary = "Rng operation";
  let description = [{
    ```mlir
    %3 = stablehlo.rng %0, %1, %2, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
    ```
  }];
  let arguments = (ins
    0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
    0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
    HLO_DimensionTensor:$shape,
    StableHLO_RngDistributionAttr:$rng_distribution
  );
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Normalisation and linear algebra
//===----------------------------------------------------------------------===//

def StableHLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [Pure,
    AllElementTypesMatch<["operand", "grad_operand", "grad_scale", "grad_offset"]>]> {
  let summary = "BatchNormGrad operation";
  let description = "Gradients of batch_norm_training. Printed in the generic form.";
  let arguments = (ins
    RankedTensorOf<[HLO_Float]>:$operand,
    1DTensorOf<[HLO_Float]>:$scale,
    1DTensorOf<[HLO_Float]>:$mean,
    1DTensorOf<[HLO_Float]>:$variance,
    RankedTensorOf<[HLO_Float]>:$grad_output,
    F32Attr:$epsilon,
    I64Attr:$feature_index
  );
  let results = (outs
    RankedTensorOf<[HLO_Float]>:$grad_operand,
    1DTensorOf<[HLO_Float]>:$grad_scale,
    1DTensorOf<[HLO_Float]>:$grad_offset);
  let hasVerifier = 1;
}

def StableHLO_BatchNormInferenceOp : StableHLO_Op<"batch_norm_inference", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "BatchNormInference operation";
  let description = "Normalises with given mean and variance. Printed in the generic form.";
  let arguments = (ins
    RankedTensorOf<[HLO_Float]>:$operand,
    1DTensorOf<[HLO_Float]>:$scale,
    1DTensorOf<[HLO_Float]>:$offset,
    1DTensorOf<[HLO_Float]>:$mean,
    1DTensorOf<[HLO_Float]>:$variance,
    F32Attr:$epsilon,
    I64Attr:$feature_index
  );
  let results = (outs RankedTensorOf<[HLO_Float]>:$result);
  let hasVerifier = 1;
}

def StableHLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [Pure,
    AllElementTypesMatch<["operand", "output", "batch_mean", "batch_var"]>]> {
  let summary = "BatchNormTraining operation";
  let description = "Normalises with batch statistics. Printed in the generic form.";
  let arguments = (ins
    RankedTensorOf<[HLO_Float]>:$operand,
    1DTensorOf<[HLO_Float]>:$scale,
    1DTensorOf<[HLO_Float]>:$offset,
    F32Attr:$epsilon,
    I64Attr:$feature_index
  );
  let results = (outs
    RankedTensorOf<[HLO_Float]>:$output,
    1DTensorOf<[HLO_Float]>:$batch_mean,
    1DTensorOf<[HLO_Float]>:$batch_var);
  let hasVerifier = 1;
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "Cholesky operation";
  let description = [{
    ```mlir
    %1 = stablehlo.cholesky %0, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
}

def StableHLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "TriangularSolve operation";
  let description = "Solves triangular linear systems. Printed in the generic form.";
  let arguments = (ins
    HLO_FpOrComplexTensor:$a,
    HLO_FpOrComplexTensor:$b,
    BoolAttr:$left_side,
    BoolAttr:$lower,
    BoolAttr:$unit_diagonal,
    StableHLO_TransposeAttr:$transpose_a
  );
  let results = (outs HLO_FpOrComplexTensor:$result);
}

def StableHLO_FftOp : StableHLO_Op<"fft", [Pure]> {
  let summary = "Fft operation";
  let description = [{
    ```mlir
    %1 = stablehlo.fft %0, type =  FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand,
                       StableHLO_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` $fft_type `,` `length` `=` $fft_length
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Collectives (generic form)
//===----------------------------------------------------------------------===//

def StableHLO_AllReduceOp : StableHLO_RegionOp<"all_reduce", [SingleBlock]> {
  let summary = "AllReduce operation";
  let description = "Reduces `operands` across each replica group with `computation`.";
  let arguments = (ins
    Variadic<HLO_Tensor>:$operands,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_Tensor>);
}

def StableHLO_AllGatherOp : StableHLO_Op<"all_gather", []> {
  let summary = "AllGather operation";
  let description = "Concatenates `operands` across each replica group along `all_gather_dim`.";
  let arguments = (ins
    Variadic<HLO_Tensor>:$operands,
    I64Attr:$all_gather_dim,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_ReduceScatterOp : StableHLO_RegionOp<"reduce_scatter",
    [SingleBlock, SameOperandsAndResultElementType]> {
  let summary = "ReduceScatter operation";
  let description = "Reduces across each replica group and scatters along `scatter_dimension`.";
  let arguments = (ins
    HLO_Tensor:$operand,
    I64Attr:$scatter_dimension,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle,
    UnitAttr:$use_global_device_ids
  );
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_Tensor);
}

def StableHLO_AllToAllOp : StableHLO_Op<"all_to_all", []> {
  let summary = "AllToAll operation";
  let description = "Splits along `split_dimension`, exchanges, concatenates along `concat_dimension`.";
  let arguments = (ins
    Variadic<HLO_Tensor>:$operands,
    I64Attr:$split_dimension,
    I64Attr:$concat_dimension,
    I64Attr:$split_count,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle
  );
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectivePermuteOp : StableHLO_Op<"collective_permute", []> {
  let summary = "CollectivePermute operation";
  let description = "Sends `operand` from source to target processes.";
  let arguments = (ins
    HLO_Tensor:$operand,
    I64ElementsAttr:$source_target_pairs,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle
  );
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp : StableHLO_Op<"collective_broadcast", []> {
  let summary = "CollectiveBroadcast operation";
  let description = "Broadcasts `operand` from the first process of each replica group.";
  let arguments = (ins
    HLO_Tensor:$operand,
    I64ElementsAttr:$replica_groups,
    OptionalAttr<StableHLO_ChannelHandle>:$channel_handle
  );
  let results = (outs HLO_Tensor);
}

#endif // OSDP_DIALECT_STABLEHLO_IR_STABLEHLOOPS_TD
