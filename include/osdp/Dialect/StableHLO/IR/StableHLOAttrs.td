//===- StableHLOAttrs.td - stablehlo attributes ----------------*- tablegen -*-===//
//
// Struct-like attributes with upstream's custom syntax. Dimension-number
// attributes (gather, scatter, dot) accept their fields in any order and omit
// empty ones when printing; convolution dimension numbers print in the compact
// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` form.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_STABLEHLOATTRS_TD
#define OSDP_DIALECT_STABLEHLO_IR_STABLEHLOATTRS_TD

include "osdp/Dialect/StableHLO/IR/StableHLOBase.td"
include "osdp/Dialect/StableHLO/IR/StableHLOEnums.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"

class StableHLO_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<StableHLO_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def StableHLO_Dims : ArrayRefParameter<"int64_t", "dimensions">;

def StableHLO_GatherDimensionNumbers
    : StableHLO_Attr<"GatherDimensionNumbers", "gather"> {
  let summary = "dimension numbers of gather";
  let parameters = (ins
    StableHLO_Dims:$offsetDims,
    StableHLO_Dims:$collapsedSliceDims,
    StableHLO_Dims:$operandBatchingDims,
    StableHLO_Dims:$startIndicesBatchingDims,
    StableHLO_Dims:$startIndexMap,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ScatterDimensionNumbers
    : StableHLO_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "dimension numbers of scatter";
  let parameters = (ins
    StableHLO_Dims:$updateWindowDims,
    StableHLO_Dims:$insertedWindowDims,
    StableHLO_Dims:$inputBatchingDims,
    StableHLO_Dims:$scatterIndicesBatchingDims,
    StableHLO_Dims:$scatterDimsToOperandDims,
    "int64_t":$indexVectorDim
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_DotDimensionNumbers
    : StableHLO_Attr<"DotDimensionNumbers", "dot"> {
  let summary = "dimension numbers of dot_general";
  let parameters = (ins
    StableHLO_Dims:$lhsBatchingDimensions,
    StableHLO_Dims:$rhsBatchingDimensions,
    StableHLO_Dims:$lhsContractingDimensions,
    StableHLO_Dims:$rhsContractingDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ConvDimensionNumbers
    : StableHLO_Attr<"ConvDimensionNumbers", "conv"> {
  let summary = "dimension numbers of convolution";
  let description = [{
    Printed as `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`:
    per tensor, the role of each dimension (`b`atch, `f`eature, kernel
    `i`nput/`o`utput feature, or the index of a spatial dimension). Numbers
    that cannot be shown that way print as
    `#stablehlo.conv<raw input_batch_dimension = 0, ...>`.
  }];
  let parameters = (ins
    "int64_t":$inputBatchDimension,
    "int64_t":$inputFeatureDimension,
    StableHLO_Dims:$inputSpatialDimensions,
    "int64_t":$kernelInputFeatureDimension,
    "int64_t":$kernelOutputFeatureDimension,
    StableHLO_Dims:$kernelSpatialDimensions,
    "int64_t":$outputBatchDimension,
    "int64_t":$outputFeatureDimension,
    StableHLO_Dims:$outputSpatialDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_DotAlgorithm : StableHLO_Attr<"DotAlgorithm", "dot_algorithm"> {
  let summary = "algorithm of dot_general";
  let parameters = (ins
    "::mlir::Type":$lhs_precision_type,
    "::mlir::Type":$rhs_precision_type,
    "::mlir::Type":$accumulation_type,
    "int64_t":$lhs_component_count,
    "int64_t":$rhs_component_count,
    "int64_t":$num_primitive_operations,
    "bool":$allow_imprecise_accumulation
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_ChannelHandle : StableHLO_Attr<"ChannelHandle", "channel_handle"> {
  let summary = "channel of a collective";
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_OutputOperandAlias
    : StableHLO_Attr<"OutputOperandAlias", "output_operand_alias"> {
  let summary = "aliasing between a custom_call output and an operand";
  let parameters = (ins
    StableHLO_Dims:$outputTupleIndices,
    "int64_t":$operandIndex,
    StableHLO_Dims:$operandTupleIndices
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ResultAccuracy
    : StableHLO_Attr<"ResultAccuracy", "result_accuracy"> {
  let summary = "requested accuracy of a transcendental op";
  let parameters = (ins
    "::llvm::APFloat":$atol,
    "::llvm::APFloat":$rtol,
    "int64_t":$ulps,
    "::osdp::stablehlo::ResultAccuracyModeAttr":$mode
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_TypeExtensions
    : StableHLO_Attr<"TypeExtensions", "type_extensions"> {
  let summary = "bounds of dynamic dimensions, used as a tensor encoding";
  let description = [{
    Printed in the short form `#stablehlo.bounds<4, ?>` (one entry per
    dimension, `?` for unbounded); the long form
    `#stablehlo.type_extensions<bounds = [4, ?]>` parses too.
  }];
  let parameters = (ins StableHLO_Dims:$bounds);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Attribute constraints used by the ops
//===----------------------------------------------------------------------===//

def StableHLO_PrecisionConfigAttr : OptionalAttr<
    TypedArrayAttrBase<StableHLO_PrecisionAttr, "Precision Config attribute">>;

def StableHLO_ArrayOfLayoutAttr : TypedArrayAttrBase<IndexElementsAttr,
    "Array of layout (1D tensor of index type) attributes">;

def StableHLO_OutputOperandAliasArrayAttr : TypedArrayAttrBase<
    StableHLO_OutputOperandAlias,
    "Aliasing attribute for outputs and operands of CustomCall"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

def StableHLO_FlatSymbolRefArrayAttr
    : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

def StableHLO_BackendConfigAttr : AnyAttrOf<[StrAttr, DictionaryAttr]>;

#endif // OSDP_DIALECT_STABLEHLO_IR_STABLEHLOATTRS_TD
