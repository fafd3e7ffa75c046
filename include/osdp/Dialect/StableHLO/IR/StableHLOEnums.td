//===- StableHLOEnums.td - stablehlo enums ---------------------*- tablegen -*-===//
//
// Enum attributes print as `#stablehlo<comparison_direction EQ>` in attribute
// dictionaries and as the bare keyword (`EQ`) inside pretty op formats, like
// upstream. `result_accuracy_mode` alone uses the `<...>` form
// (`#stablehlo.result_accuracy_mode<DEFAULT>`).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_STABLEHLOENUMS_TD
#define OSDP_DIALECT_STABLEHLO_IR_STABLEHLOENUMS_TD

include "osdp/Dialect/StableHLO/IR/StableHLOBase.td"
include "mlir/IR/EnumAttr.td"

// Enum attributes print their keyword without the leading space MLIR's
// default `$value` format adds, so pretty forms read `compare LT, ...` like
// current upstream; the dialect printer puts the space back in
// `#stablehlo<comparison_direction LT>`.
class StableHLO_EnumAttr<EnumInfo info, string name>
    : EnumAttr<StableHLO_Dialect, info, name> {
  let assemblyFormat = "`` $value";
}

class StableHLO_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::osdp::stablehlo";
  let genSpecializedAttr = 0;
}

def StableHLO_ComparisonDirection : StableHLO_I32Enum<"ComparisonDirection",
    "Which comparison operation to perform.", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]>;
def StableHLO_ComparisonDirectionAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonDirection, "comparison_direction">;

def StableHLO_ComparisonType : StableHLO_I32Enum<"ComparisonType",
    "Which comparison type to use.", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]>;
def StableHLO_ComparisonTypeAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonType, "comparison_type">;

def StableHLO_Precision : StableHLO_I32Enum<"Precision",
    "XLA precision for an operand; backend specific.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]>;
def StableHLO_PrecisionAttr
    : StableHLO_EnumAttr<StableHLO_Precision, "precision">;

def StableHLO_RngAlgorithm : StableHLO_I32Enum<"RngAlgorithm",
    "Random number generation algorithm.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]>;
def StableHLO_RngAlgorithmAttr
    : StableHLO_EnumAttr<StableHLO_RngAlgorithm, "rng_algorithm">;

def StableHLO_RngDistribution : StableHLO_I32Enum<"RngDistribution",
    "Random number distribution.", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]>;
def StableHLO_RngDistributionAttr
    : StableHLO_EnumAttr<StableHLO_RngDistribution, "rng_distribution">;

def StableHLO_FftType : StableHLO_I32Enum<"FftType",
    "Kind of Fourier transform.", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]>;
def StableHLO_FftTypeAttr
    : StableHLO_EnumAttr<StableHLO_FftType, "fft_type">;

def StableHLO_Transpose : StableHLO_I32Enum<"Transpose",
    "Transpose option of triangular_solve.", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]>;
def StableHLO_TransposeAttr
    : StableHLO_EnumAttr<StableHLO_Transpose, "transpose">;

def StableHLO_ResultAccuracyMode : StableHLO_I32Enum<"ResultAccuracyMode",
    "Requested accuracy of a transcendental op.", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]>;
def StableHLO_ResultAccuracyModeAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_ResultAccuracyMode,
               "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

// custom_call's api_version is stored as a plain i32 IntegerAttr
// (`api_version = 2 : i32`), as exports print it.
def StableHLO_CustomCallApiVersionAttr : I32EnumAttr<"CustomCallApiVersion",
    "Custom call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::osdp::stablehlo";
}

#endif // OSDP_DIALECT_STABLEHLO_IR_STABLEHLOENUMS_TD
