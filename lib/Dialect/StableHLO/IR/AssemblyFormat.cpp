//===- AssemblyFormat.cpp - Custom directives of stablehlo ops ------------===//

#include "AssemblyFormat.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace osdp::stablehlo {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

void detail::printSameOperandsAndResultTypeImpl(OpAsmPrinter &p,
                                                TypeRange operands,
                                                Type result) {
  if (llvm::all_of(operands, [&](Type t) { return t == result; })) {
    p << result;
    return;
  }
  p.printFunctionalType(operands, TypeRange(result));
}

/// The type list of `custom<SameOperandsAndResultType>`: one type shared by
/// the `numOperands` operands and the result, or a function type with
/// `numOperands` inputs and one result.
static ParseResult parseOneOrFunctionType(OpAsmParser &parser,
                                          size_t numOperands,
                                          SmallVectorImpl<Type> &operandTypes,
                                          Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    operandTypes.assign(numOperands, type);
    result = type;
    return success();
  }
  if (fnType.getNumInputs() != numOperands)
    return parser.emitError(loc)
           << "expected " << numOperands
           << " operand types in the function type, but got "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc) << "expected a single result type, but got "
                                 << fnType.getNumResults();
  llvm::append_range(operandTypes, fnType.getInputs());
  result = fnType.getResult(0);
  return success();
}

ParseResult detail::parseSameOperandsAndResultTypeImpl(
    OpAsmParser &parser, ArrayRef<Type *> operands, Type &result) {
  SmallVector<Type> types;
  if (parseOneOrFunctionType(parser, operands.size(), types, result))
    return failure();
  for (auto [operand, type] : llvm::zip_equal(operands, types))
    *operand = type;
  return success();
}

void printVariadicSameOperandsAndResultType(OpAsmPrinter &p, Operation *,
                                            OperandRange,
                                            TypeRange operandTypes,
                                            Type result) {
  detail::printSameOperandsAndResultTypeImpl(p, operandTypes, result);
}

ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &operandTypes, Type &result) {
  return parseOneOrFunctionType(parser, operands.size(), operandTypes, result);
}

void printTupleOpType(OpAsmPrinter &p, Operation *, TypeRange, Type result) {
  p << result;
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc) << "expected a tuple type, but got " << result;
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

void printPairwiseOpType(OpAsmPrinter &p, Operation *, TypeRange operands,
                         TypeRange) {
  llvm::interleaveComma(operands, p);
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

/// The complex type whose parts have the element type of `t`, keeping shape
/// and encoding; null when `t` is not a ranked tensor of floats.
static Type complexCounterpart(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (!tensor || !isa<FloatType>(tensor.getElementType()))
    return {};
  return RankedTensorType::get(tensor.getShape(),
                               ComplexType::get(tensor.getElementType()),
                               tensor.getEncoding());
}

void printComplexOpType(OpAsmPrinter &p, Operation *, Type lhs, Type rhs,
                        Type result) {
  if (lhs == rhs && complexCounterpart(lhs) == result) {
    p << result;
    return;
  }
  p.printFunctionalType(TypeRange{lhs, rhs}, TypeRange(result));
}

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with two inputs and one result";
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto complex =
      tensor ? dyn_cast<ComplexType>(tensor.getElementType()) : ComplexType();
  if (!complex)
    return parser.emitError(loc)
           << "expected a tensor of complex type, but got " << type;
  lhs = rhs = RankedTensorType::get(tensor.getShape(), complex.getElementType(),
                                    tensor.getEncoding());
  result = type;
  return success();
}

void printSelectOpType(OpAsmPrinter &p, Operation *, Type pred, Type onTrue,
                       Type onFalse, Type result) {
  if (onTrue == result && onFalse == result) {
    p << pred << ", " << result;
    return;
  }
  p.printFunctionalType(TypeRange{pred, onTrue, onFalse}, TypeRange(result));
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (parser.parseTypeList(types))
    return failure();
  if (types.size() == 2) {
    pred = types[0];
    onTrue = onFalse = result = types[1];
    return success();
  }
  auto fnType =
      types.size() == 1 ? dyn_cast<FunctionType>(types[0]) : FunctionType();
  if (!fnType || fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected `pred_type, result_type` or a function type with "
              "three inputs and one result";
  pred = fnType.getInput(0);
  onTrue = fnType.getInput(1);
  onFalse = fnType.getInput(2);
  result = fnType.getResult(0);
  return success();
}

//===----------------------------------------------------------------------===//
// Operands and attributes
//===----------------------------------------------------------------------===//

void printVariadicOperandWithAttribute(OpAsmPrinter &p, Operation *,
                                       OperandRange operands) {
  llvm::interleaveComma(operands, p);
  if (!operands.empty())
    p << ",";
}

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result))
      return failure();
    operands.push_back(operand);
    if (parser.parseComma())
      return failure();
  }
}

void printExponentMantissa(OpAsmPrinter &p, Operation *, IntegerAttr exponent,
                           IntegerAttr mantissa) {
  p << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  auto fail = [&] {
    return parser.emitError(loc)
           << "expected a format like `e8m10`, but got '" << keyword << "'";
  };
  if (!keyword.consume_front("e"))
    return fail();
  auto [exp, man] = keyword.split('m');
  uint32_t e, m;
  if (exp.getAsInteger(10, e) || man.getAsInteger(10, m))
    return fail();
  Builder b(parser.getContext());
  exponent = b.getI32IntegerAttr(e);
  mantissa = b.getI32IntegerAttr(m);
  return success();
}

void printCustomCallTarget(OpAsmPrinter &p, Operation *, StringAttr target) {
  p.printSymbolName(target.getValue());
}

ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

void printSliceRanges(OpAsmPrinter &p, Operation *, DenseI64ArrayAttr start,
                      DenseI64ArrayAttr limit, DenseI64ArrayAttr strides) {
  p << '[';
  // Mismatched lengths only occur in invalid IR; print what lines up.
  size_t n = std::min({start.size(), limit.size(), strides.size()});
  for (size_t i = 0; i < n; ++i) {
    if (i)
      p << ", ";
    p << start[i] << ':' << limit[i];
    if (strides[i] != 1)
      p << ':' << strides[i];
  }
  p << ']';
}

ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> s, l, st;
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t a, b, c = 1;
            if (parser.parseInteger(a) || parser.parseColon() ||
                parser.parseInteger(b))
              return failure();
            if (succeeded(parser.parseOptionalColon()) &&
                parser.parseInteger(c))
              return failure();
            s.push_back(a);
            l.push_back(b);
            st.push_back(c);
            return success();
          }))
    return failure();
  MLIRContext *ctx = parser.getContext();
  start = DenseI64ArrayAttr::get(ctx, s);
  limit = DenseI64ArrayAttr::get(ctx, l);
  strides = DenseI64ArrayAttr::get(ctx, st);
  return success();
}

static void printPrecisionList(OpAsmPrinter &p, ArrayAttr precision) {
  p << ", precision = [";
  llvm::interleaveComma(precision, p, [&](Attribute a) {
    if (auto e = dyn_cast<PrecisionAttr>(a))
      p << stringifyPrecision(e.getValue());
    else
      p << a; // Not a precision: the verifier reports it; keep it parseable.
  });
  p << ']';
}

static ParseResult parsePrecisionList(OpAsmParser &parser,
                                      ArrayAttr &precision) {
  SmallVector<Attribute> values;
  if (parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef keyword;
            if (parser.parseKeyword(&keyword))
              return failure();
            std::optional<Precision> value = symbolizePrecision(keyword);
            if (!value)
              return parser.emitError(loc)
                     << "unknown precision '" << keyword
                     << "', expected one of DEFAULT, HIGH, HIGHEST";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  precision = ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printPrecisionConfig(OpAsmPrinter &p, Operation *, ArrayAttr precision) {
  if (precision)
    printPrecisionList(p, precision);
}

ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &precision) {
  if (failed(parser.parseOptionalComma()))
    return success();
  if (parser.parseKeyword("precision"))
    return failure();
  return parsePrecisionList(parser, precision);
}

void printPrecisionConfigAndAlgorithm(OpAsmPrinter &p, Operation *op,
                                      ArrayAttr precision,
                                      DotAlgorithmAttr algorithm) {
  printPrecisionConfig(p, op, precision);
  if (algorithm) {
    p << ", algorithm = ";
    p.printStrippedAttrOrType(algorithm);
  }
}

ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser &parser,
                                             ArrayAttr &precision,
                                             DotAlgorithmAttr &algorithm) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    if (keyword == "precision" && !precision && !algorithm) {
      if (parsePrecisionList(parser, precision))
        return failure();
    } else if (keyword == "algorithm" && !algorithm) {
      if (parser.parseEqual() ||
          parser.parseCustomAttributeWithFallback(algorithm, Type{}))
        return failure();
    } else {
      return parser.emitError(loc)
             << "expected `precision` or `algorithm` (once each, in that "
                "order), but got '"
             << keyword << "'";
    }
  }
  return success();
}

void printDims(AsmPrinter &p, ArrayRef<int64_t> dims) {
  p << '[';
  llvm::interleaveComma(dims, p);
  p << ']';
}

ParseResult parseDims(AsmParser &parser, SmallVectorImpl<int64_t> &dims) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
                                          int64_t d;
                                          if (parser.parseInteger(d))
                                            return failure();
                                          dims.push_back(d);
                                          return success();
                                        });
}

void printDotDimensionNumbers(OpAsmPrinter &p, Operation *,
                              DotDimensionNumbersAttr dims) {
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << "batching_dims = ";
    printDims(p, dims.getLhsBatchingDimensions());
    p << " x ";
    printDims(p, dims.getRhsBatchingDimensions());
    p << ", ";
  }
  p << "contracting_dims = ";
  printDims(p, dims.getLhsContractingDimensions());
  p << " x ";
  printDims(p, dims.getRhsContractingDimensions());
}

ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                     DotDimensionNumbersAttr &dims) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  auto parsePair = [&](SmallVectorImpl<int64_t> &lhs,
                       SmallVectorImpl<int64_t> &rhs) -> ParseResult {
    return failure(parser.parseEqual() || parseDims(parser, lhs) ||
                   parser.parseKeyword("x") || parseDims(parser, rhs));
  };
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parsePair(lhsBatch, rhsBatch) || parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") ||
      parsePair(lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution
//===----------------------------------------------------------------------===//

namespace {
/// The roles of the dimensions of one convolution tensor: two named
/// dimensions (batch/feature or input/output feature) and the spatial ones.
struct ConvTensorDims {
  char firstName, secondName;
  int64_t first, second;
  ArrayRef<int64_t> spatial;
};
} // namespace

static bool printConvTensor(llvm::raw_ostream &os, const ConvTensorDims &t) {
  int64_t rank = 2 + static_cast<int64_t>(t.spatial.size());
  SmallVector<std::string> names(rank);
  auto place = [&](int64_t dim, std::string name) {
    if (dim < 0 || dim >= rank || !names[dim].empty())
      return false;
    names[dim] = std::move(name);
    return true;
  };
  if (!place(t.first, std::string(1, t.firstName)) ||
      !place(t.second, std::string(1, t.secondName)))
    return false;
  for (auto [i, dim] : llvm::enumerate(t.spatial))
    if (!place(dim, std::to_string(i)))
      return false;
  os << '[';
  llvm::interleaveComma(names, os);
  os << ']';
  return true;
}

bool printConvDimensionsCompact(llvm::raw_ostream &os,
                                ConvDimensionNumbersAttr dims) {
  std::string text;
  llvm::raw_string_ostream s(text);
  bool ok = printConvTensor(s, {'b', 'f', dims.getInputBatchDimension(),
                                dims.getInputFeatureDimension(),
                                dims.getInputSpatialDimensions()}) &&
            (s << "x", true) &&
            printConvTensor(s, {'i', 'o', dims.getKernelInputFeatureDimension(),
                                dims.getKernelOutputFeatureDimension(),
                                dims.getKernelSpatialDimensions()}) &&
            (s << "->", true) &&
            printConvTensor(s, {'b', 'f', dims.getOutputBatchDimension(),
                                dims.getOutputFeatureDimension(),
                                dims.getOutputSpatialDimensions()});
  if (!ok)
    return false;
  os << text;
  return true;
}

/// Parses `[b, 0, 1, f]` with the two names `first`/`second`.
/// When `openConsumed`, the caller has already read the `[`.
static ParseResult parseConvTensor(AsmParser &parser, char firstName,
                                   char secondName, int64_t &first,
                                   int64_t &second,
                                   SmallVectorImpl<int64_t> &spatial,
                                   bool openConsumed = false) {
  SMLoc loc = parser.getCurrentLocation();
  if (!openConsumed && parser.parseLSquare())
    return failure();
  first = second = -1;
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (index, position)
  int64_t position = 0;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::None,
          [&]() -> ParseResult {
            SMLoc itemLoc = parser.getCurrentLocation();
            int64_t index = 0;
            OptionalParseResult isInt = parser.parseOptionalInteger(index);
            if (isInt.has_value()) {
              if (failed(*isInt))
                return failure();
              if (index < 0)
                return parser.emitError(itemLoc)
                       << "spatial dimension index must be non-negative";
              spatialAt.push_back({index, position++});
              return success();
            }
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            if (name.size() == 1 && name[0] == firstName && first < 0) {
              first = position++;
              return success();
            }
            if (name.size() == 1 && name[0] == secondName && second < 0) {
              second = position++;
              return success();
            }
            return parser.emitError(itemLoc)
                   << "expected '" << firstName << "', '" << secondName
                   << "' (once each) or a spatial dimension index, but got '"
                   << name << "'";
          }) ||
      parser.parseRSquare())
    return failure();
  if (first < 0 || second < 0)
    return parser.emitError(loc) << "expected both '" << firstName << "' and '"
                                 << secondName << "' dimensions";
  spatial.assign(spatialAt.size(), -1);
  for (auto [index, pos] : spatialAt) {
    if (index >= static_cast<int64_t>(spatial.size()) || spatial[index] != -1)
      return parser.emitError(loc) << "spatial dimension indices must be 0.."
                                   << spatial.size() - 1 << ", each once";
    spatial[index] = pos;
  }
  return success();
}

FailureOr<ConvDimensionNumbersAttr>
parseConvDimensionsCompact(AsmParser &parser, bool openConsumed) {
  int64_t inB, inF, kI, kO, outB, outF;
  SmallVector<int64_t> inS, kS, outS;
  if (parseConvTensor(parser, 'b', 'f', inB, inF, inS, openConsumed) ||
      parser.parseKeyword("x") ||
      parseConvTensor(parser, 'i', 'o', kI, kO, kS) || parser.parseArrow() ||
      parseConvTensor(parser, 'b', 'f', outB, outF, outS))
    return failure();
  return ConvDimensionNumbersAttr::get(parser.getContext(), inB, inF, inS, kI,
                                       kO, kS, outB, outF, outS);
}

void printConvolutionDimensions(OpAsmPrinter &p, Operation *,
                                ConvDimensionNumbersAttr dims) {
  if (!printConvDimensionsCompact(p.getStream(), dims))
    p.printAttribute(dims); // Falls back to `#stablehlo.conv<raw ...>`.
}

ParseResult parseConvolutionDimensions(OpAsmParser &parser,
                                       ConvDimensionNumbersAttr &dims) {
  if (failed(parser.parseOptionalLSquare())) {
    SMLoc loc = parser.getCurrentLocation();
    Attribute attr;
    if (parser.parseAttribute(attr))
      return failure();
    dims = dyn_cast<ConvDimensionNumbersAttr>(attr);
    if (!dims)
      return parser.emitError(loc) << "expected convolution dimension numbers";
    return success();
  }
  FailureOr<ConvDimensionNumbersAttr> parsed =
      parseConvDimensionsCompact(parser, /*openConsumed=*/true);
  if (failed(parsed))
    return failure();
  dims = *parsed;
  return success();
}

static void printI64List(OpAsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleaveComma(values, p);
  p << ']';
}

void printWindowAttributes(OpAsmPrinter &p, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  bool first = true;
  auto field = [&](StringRef name) {
    if (!first)
      p << ", ";
    first = false;
    p << name << " = ";
  };
  if (strides) {
    field("stride");
    printI64List(p, strides.asArrayRef());
  }
  if (padding) {
    field("pad");
    SmallVector<int64_t> values(padding.getValues<int64_t>());
    p << '[';
    for (size_t i = 0; i + 1 < values.size(); i += 2) {
      if (i)
        p << ", ";
      p << '[' << values[i] << ", " << values[i + 1] << ']';
    }
    p << ']';
  }
  if (lhsDilation) {
    field("lhs_dilate");
    printI64List(p, lhsDilation.asArrayRef());
  }
  if (rhsDilation) {
    field("rhs_dilate");
    printI64List(p, rhsDilation.asArrayRef());
  }
  if (reversal) {
    field("reverse");
    p << '[';
    llvm::interleaveComma(reversal.asArrayRef(), p,
                          [&](bool b) { p << (b ? "true" : "false"); });
    p << ']';
  }
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  MLIRContext *ctx = parser.getContext();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(
          &keyword, {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"})))
    return success(); // `window = {}`
  while (true) {
    if (parser.parseEqual())
      return failure();
    auto duplicate = [&]() {
      return parser.emitError(loc)
             << "duplicate window attribute '" << keyword << "'";
    };
    if (keyword == "stride" || keyword == "lhs_dilate" ||
        keyword == "rhs_dilate") {
      DenseI64ArrayAttr &target = keyword == "stride"       ? strides
                                  : keyword == "lhs_dilate" ? lhsDilation
                                                            : rhsDilation;
      if (target)
        return duplicate();
      SmallVector<int64_t> values;
      if (parseDims(parser, values))
        return failure();
      target = DenseI64ArrayAttr::get(ctx, values);
    } else if (keyword == "pad") {
      if (padding)
        return duplicate();
      SmallVector<int64_t> values;
      if (parser.parseCommaSeparatedList(
              OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
                int64_t lo, hi;
                if (parser.parseLSquare() || parser.parseInteger(lo) ||
                    parser.parseComma() || parser.parseInteger(hi) ||
                    parser.parseRSquare())
                  return failure();
                values.push_back(lo);
                values.push_back(hi);
                return success();
              }))
        return failure();
      auto type =
          RankedTensorType::get({static_cast<int64_t>(values.size() / 2), 2},
                                IntegerType::get(ctx, 64));
      padding = DenseIntElementsAttr::get(type, values);
    } else {
      if (reversal)
        return duplicate();
      SmallVector<bool> values;
      if (parser.parseCommaSeparatedList(
              OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
                // Older exports print the flags as 0/1.
                int64_t i = 0;
                OptionalParseResult isInt = parser.parseOptionalInteger(i);
                if (isInt.has_value()) {
                  if (failed(*isInt))
                    return failure();
                  values.push_back(i != 0);
                  return success();
                }
                SMLoc itemLoc = parser.getCurrentLocation();
                StringRef b;
                if (parser.parseKeyword(&b))
                  return failure();
                if (b != "true" && b != "false")
                  return parser.emitError(itemLoc)
                         << "expected true, false, 0 or 1";
                values.push_back(b == "true");
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(ctx, values);
    }
    if (failed(parser.parseOptionalComma()))
      return success();
    loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&keyword))
      return failure();
    if (!llvm::is_contained(
            {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"}, keyword))
      return parser.emitError(loc)
             << "unknown window attribute '" << keyword << "'";
  }
}

} // namespace osdp::stablehlo
