//===- StableHLOAttrs.cpp - stablehlo attribute syntax --------------------===//

#include "AssemblyFormat.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp::stablehlo;

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOAttrs.cpp.inc"

namespace {
/// One field of a struct-like attribute: either a dimension list or an
/// integer. Printing skips empty lists and zero integers, like upstream.
struct Field {
  StringRef name;
  SmallVector<int64_t> *dims = nullptr;
  int64_t *value = nullptr;
  bool seen = false;
};
} // namespace

/// Parses `<name = [..], name = N, ...>` with fields in any order, each at
/// most once; absent fields keep their initial (empty / zero) value.
static ParseResult parseStruct(AsmParser &parser,
                               MutableArrayRef<Field> fields) {
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        StringRef name;
        if (parser.parseKeyword(&name) || parser.parseEqual())
          return failure();
        Field *field = llvm::find_if(
            fields, [&](const Field &f) { return f.name == name; });
        if (field == fields.end()) {
          std::string expected;
          llvm::raw_string_ostream os(expected);
          llvm::interleaveComma(fields, os,
                                [&](const Field &f) { os << f.name; });
          return parser.emitError(loc) << "unknown field '" << name
                                       << "', expected one of " << expected;
        }
        if (field->seen)
          return parser.emitError(loc) << "duplicate field '" << name << "'";
        field->seen = true;
        if (field->dims)
          return parseDims(parser, *field->dims);
        return parser.parseInteger(*field->value);
      }))
    return failure();
  return parser.parseGreater();
}

static void printStruct(AsmPrinter &p, ArrayRef<Field> fields) {
  p << '<';
  bool first = true;
  for (const Field &f : fields) {
    if (f.dims ? f.dims->empty() : *f.value == 0)
      continue;
    if (!first)
      p << ", ";
    first = false;
    p << f.name << " = ";
    if (f.dims)
      printDims(p, *f.dims);
    else
      p << *f.value;
  }
  p << '>';
}

//===----------------------------------------------------------------------===//
// GatherDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offset, collapsed, operandBatch, indicesBatch, startMap;
  int64_t indexVectorDim = 0;
  Field fields[] = {{"offset_dims", &offset},
                    {"collapsed_slice_dims", &collapsed},
                    {"operand_batching_dims", &operandBatch},
                    {"start_indices_batching_dims", &indicesBatch},
                    {"start_index_map", &startMap},
                    {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseStruct(parser, fields))
    return {};
  return get(parser.getContext(), offset, collapsed, operandBatch, indicesBatch,
             startMap, indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &p) const {
  SmallVector<int64_t> offset(getOffsetDims()),
      collapsed(getCollapsedSliceDims()),
      operandBatch(getOperandBatchingDims()),
      indicesBatch(getStartIndicesBatchingDims()), startMap(getStartIndexMap());
  int64_t indexVectorDim = getIndexVectorDim();
  printStruct(p, {{"offset_dims", &offset},
                  {"collapsed_slice_dims", &collapsed},
                  {"operand_batching_dims", &operandBatch},
                  {"start_indices_batching_dims", &indicesBatch},
                  {"start_index_map", &startMap},
                  {"index_vector_dim", nullptr, &indexVectorDim}});
}

//===----------------------------------------------------------------------===//
// ScatterDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> window, inserted, inputBatch, indicesBatch, toOperand;
  int64_t indexVectorDim = 0;
  Field fields[] = {{"update_window_dims", &window},
                    {"inserted_window_dims", &inserted},
                    {"input_batching_dims", &inputBatch},
                    {"scatter_indices_batching_dims", &indicesBatch},
                    {"scatter_dims_to_operand_dims", &toOperand},
                    {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseStruct(parser, fields))
    return {};
  return get(parser.getContext(), window, inserted, inputBatch, indicesBatch,
             toOperand, indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &p) const {
  SmallVector<int64_t> window(getUpdateWindowDims()),
      inserted(getInsertedWindowDims()), inputBatch(getInputBatchingDims()),
      indicesBatch(getScatterIndicesBatchingDims()),
      toOperand(getScatterDimsToOperandDims());
  int64_t indexVectorDim = getIndexVectorDim();
  printStruct(p, {{"update_window_dims", &window},
                  {"inserted_window_dims", &inserted},
                  {"input_batching_dims", &inputBatch},
                  {"scatter_indices_batching_dims", &indicesBatch},
                  {"scatter_dims_to_operand_dims", &toOperand},
                  {"index_vector_dim", nullptr, &indexVectorDim}});
}

//===----------------------------------------------------------------------===//
// DotDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  Field fields[] = {{"lhs_batching_dimensions", &lhsBatch},
                    {"rhs_batching_dimensions", &rhsBatch},
                    {"lhs_contracting_dimensions", &lhsContract},
                    {"rhs_contracting_dimensions", &rhsContract}};
  if (parseStruct(parser, fields))
    return {};
  return get(parser.getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
}

void DotDimensionNumbersAttr::print(AsmPrinter &p) const {
  SmallVector<int64_t> lhsBatch(getLhsBatchingDimensions()),
      rhsBatch(getRhsBatchingDimensions()),
      lhsContract(getLhsContractingDimensions()),
      rhsContract(getRhsContractingDimensions());
  printStruct(p, {{"lhs_batching_dimensions", &lhsBatch},
                  {"rhs_batching_dimensions", &rhsBatch},
                  {"lhs_contracting_dimensions", &lhsContract},
                  {"rhs_contracting_dimensions", &rhsContract}});
}

//===----------------------------------------------------------------------===//
// ConvDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    int64_t inB = 0, inF = 0, kI = 0, kO = 0, outB = 0, outF = 0;
    SmallVector<int64_t> inS, kS, outS;
    Field fields[] = {{"input_batch_dimension", nullptr, &inB},
                      {"input_feature_dimension", nullptr, &inF},
                      {"input_spatial_dimensions", &inS},
                      {"kernel_input_feature_dimension", nullptr, &kI},
                      {"kernel_output_feature_dimension", nullptr, &kO},
                      {"kernel_spatial_dimensions", &kS},
                      {"output_batch_dimension", nullptr, &outB},
                      {"output_feature_dimension", nullptr, &outF},
                      {"output_spatial_dimensions", &outS}};
    // The raw form has no inner `<`: parse the list up to the closing `>`.
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          SMLoc loc = parser.getCurrentLocation();
          StringRef name;
          if (parser.parseKeyword(&name) || parser.parseEqual())
            return failure();
          Field *field = llvm::find_if(
              fields, [&](const Field &f) { return f.name == name; });
          if (field == std::end(fields) || field->seen)
            return parser.emitError(loc)
                   << "unknown or duplicate field '" << name << "'";
          field->seen = true;
          return field->dims ? parseDims(parser, *field->dims)
                             : parser.parseInteger(*field->value);
        }) ||
        parser.parseGreater())
      return {};
    return get(parser.getContext(), inB, inF, inS, kI, kO, kS, outB, outF,
               outS);
  }
  FailureOr<ConvDimensionNumbersAttr> dims = parseConvDimensionsCompact(parser);
  if (failed(dims) || parser.parseGreater())
    return {};
  return *dims;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &p) const {
  p << '<';
  if (printConvDimensionsCompact(p.getStream(), *this)) {
    p << '>';
    return;
  }
  p << "raw input_batch_dimension = " << getInputBatchDimension()
    << ", input_feature_dimension = " << getInputFeatureDimension()
    << ", input_spatial_dimensions = ";
  printDims(p, getInputSpatialDimensions());
  p << ", kernel_input_feature_dimension = " << getKernelInputFeatureDimension()
    << ", kernel_output_feature_dimension = "
    << getKernelOutputFeatureDimension() << ", kernel_spatial_dimensions = ";
  printDims(p, getKernelSpatialDimensions());
  p << ", output_batch_dimension = " << getOutputBatchDimension()
    << ", output_feature_dimension = " << getOutputFeatureDimension()
    << ", output_spatial_dimensions = ";
  printDims(p, getOutputSpatialDimensions());
  p << '>';
}

//===----------------------------------------------------------------------===//
// OutputOperandAliasAttr
//===----------------------------------------------------------------------===//

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputTuple, operandTuple;
  int64_t operandIndex = 0;
  Field fields[] = {{"output_tuple_indices", &outputTuple},
                    {"operand_index", nullptr, &operandIndex},
                    {"operand_tuple_indices", &operandTuple}};
  SMLoc loc = parser.getCurrentLocation();
  if (parseStruct(parser, fields))
    return {};
  if (!fields[1].seen) {
    parser.emitError(loc) << "expected 'operand_index'";
    return {};
  }
  return get(parser.getContext(), outputTuple, operandIndex, operandTuple);
}

void OutputOperandAliasAttr::print(AsmPrinter &p) const {
  // Upstream prints every field, empty lists included.
  p << "<output_tuple_indices = ";
  printDims(p, getOutputTupleIndices());
  p << ", operand_index = " << getOperandIndex()
    << ", operand_tuple_indices = ";
  printDims(p, getOperandTupleIndices());
  p << '>';
}

//===----------------------------------------------------------------------===//
// ResultAccuracyAttr
//===----------------------------------------------------------------------===//

Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  ResultAccuracyModeAttr mode =
      ResultAccuracyModeAttr::get(ctx, ResultAccuracyMode::DEFAULT);
  bool seen[4] = {false, false, false, false};
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          SMLoc loc = parser.getCurrentLocation();
          StringRef name;
          if (parser.parseKeyword(&name) || parser.parseEqual())
            return failure();
          int index = llvm::StringSwitch<int>(name)
                          .Case("atol", 0)
                          .Case("rtol", 1)
                          .Case("ulps", 2)
                          .Case("mode", 3)
                          .Default(-1);
          if (index < 0 || seen[index])
            return parser.emitError(loc)
                   << "unknown or duplicate field '" << name
                   << "', expected atol, rtol, ulps or mode";
          seen[index] = true;
          if (index == 0 || index == 1) {
            double value;
            if (parser.parseFloat(value))
              return failure();
            (index == 0 ? atol : rtol) = APFloat(value);
            return success();
          }
          if (index == 2)
            return parser.parseInteger(ulps);
          Attribute attr;
          if (parser.parseAttribute(attr))
            return failure();
          mode = dyn_cast<ResultAccuracyModeAttr>(attr);
          if (!mode)
            return parser.emitError(loc)
                   << "expected #stablehlo.result_accuracy_mode<...>";
          return success();
        }) ||
        parser.parseGreater())
      return {};
  }
  return get(ctx, atol, rtol, ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &p) const {
  p << "<atol = ";
  p.printFloat(getAtol());
  p << ", rtol = ";
  p.printFloat(getRtol());
  p << ", ulps = " << getUlps() << ", mode = ";
  p.printAttribute(getMode());
  p << '>';
}

//===----------------------------------------------------------------------===//
// TypeExtensionsAttr
//===----------------------------------------------------------------------===//

/// `[4, ?]` or `4, ?` (bare, as in `#stablehlo.bounds<4, ?>`).
static ParseResult parseBounds(AsmParser &parser, SmallVectorImpl<int64_t> &out,
                               AsmParser::Delimiter delimiter) {
  return parser.parseCommaSeparatedList(delimiter, [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      out.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t bound;
    if (parser.parseInteger(bound))
      return failure();
    out.push_back(bound);
    return success();
  });
}

static void printBounds(AsmPrinter &p, ArrayRef<int64_t> bounds) {
  llvm::interleaveComma(bounds, p, [&](int64_t b) {
    if (ShapedType::isDynamic(b))
      p << '?';
    else
      p << b;
  });
}

Attribute TypeExtensionsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parseBounds(parser, bounds, AsmParser::Delimiter::Square) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), bounds);
}

void TypeExtensionsAttr::print(AsmPrinter &p) const {
  p << "<bounds = [";
  printBounds(p, getBounds());
  p << "]>";
}

//===----------------------------------------------------------------------===//
// Dialect hooks
//===----------------------------------------------------------------------===//

void StableHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "osdp/Dialect/StableHLO/IR/StableHLOAttrs.cpp.inc"
      >();
}

Attribute StableHLODialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  // The short form of type_extensions, used as a tensor encoding.
  if (mnemonic == "bounds") {
    SmallVector<int64_t> bounds;
    if (parser.parseLess())
      return {};
    if (failed(parser.parseOptionalGreater()) &&
        (parseBounds(parser, bounds, AsmParser::Delimiter::None) ||
         parser.parseGreater()))
      return {};
    return TypeExtensionsAttr::get(getContext(), bounds);
  }
  parser.emitError(loc) << "unknown stablehlo attribute '" << mnemonic << "'";
  return {};
}

void StableHLODialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &p) const {
  // `#stablehlo<comparison_direction EQ>`: the keyword forms of the enums
  // print without a leading space (see StableHLOEnums.td), so add it here.
  auto printEnum = [&](StringRef mnemonic, auto enumAttr) {
    p << mnemonic << ' ';
    enumAttr.print(p);
    return true;
  };
  bool printed =
      llvm::TypeSwitch<Attribute, bool>(attr)
          .Case([&](ComparisonDirectionAttr a) {
            return printEnum("comparison_direction", a);
          })
          .Case([&](ComparisonTypeAttr a) {
            return printEnum("comparison_type", a);
          })
          .Case([&](PrecisionAttr a) { return printEnum("precision", a); })
          .Case(
              [&](RngAlgorithmAttr a) { return printEnum("rng_algorithm", a); })
          .Case([&](RngDistributionAttr a) {
            return printEnum("rng_distribution", a);
          })
          .Case([&](FftTypeAttr a) { return printEnum("fft_type", a); })
          .Case([&](TransposeAttr a) { return printEnum("transpose", a); })
          .Default([](Attribute) { return false; });
  if (printed)
    return;
  if (auto ext = dyn_cast<TypeExtensionsAttr>(attr)) {
    p << "bounds<";
    printBounds(p, ext.getBounds());
    p << '>';
    return;
  }
  (void)generatedAttributePrinter(attr, p);
}
