//===- AssemblyFormat.h - Custom directives of stablehlo ops ----*- C++ -*-===//
//
// Parsers and printers behind the `custom<...>` directives of the stablehlo
// op formats. Each pair reproduces upstream's printed form exactly and
// accepts everything that form can print.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_DIALECT_STABLEHLO_IR_ASSEMBLYFORMAT_H
#define OSDP_LIB_DIALECT_STABLEHLO_IR_ASSEMBLYFORMAT_H

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace osdp::stablehlo {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

namespace detail {
void printSameOperandsAndResultTypeImpl(mlir::OpAsmPrinter &p,
                                        mlir::TypeRange operands,
                                        mlir::Type result);
mlir::ParseResult
parseSameOperandsAndResultTypeImpl(mlir::OpAsmParser &parser,
                                   llvm::ArrayRef<mlir::Type *> operands,
                                   mlir::Type &result);
} // namespace detail

/// `custom<SameOperandsAndResultType>(type($a), ..., type($result))`: one type
/// when every operand type equals the result type, else a function type.
template <typename... Types>
void printSameOperandsAndResultType(mlir::OpAsmPrinter &p, mlir::Operation *,
                                    Types... types) {
  static_assert(sizeof...(types) > 1, "needs operand and result types");
  llvm::SmallVector<mlir::Type> all{types...};
  detail::printSameOperandsAndResultTypeImpl(
      p, llvm::ArrayRef<mlir::Type>(all).drop_back(), all.back());
}

template <typename... Types>
mlir::ParseResult parseSameOperandsAndResultType(mlir::OpAsmParser &parser,
                                                 Types &...types) {
  static_assert(sizeof...(types) > 1, "needs operand and result types");
  llvm::SmallVector<mlir::Type *> all{&types...};
  return detail::parseSameOperandsAndResultTypeImpl(
      parser, llvm::ArrayRef<mlir::Type *>(all).drop_back(), *all.back());
}

/// `after_all`: like SameOperandsAndResultType over a variadic operand list.
void printVariadicSameOperandsAndResultType(mlir::OpAsmPrinter &p,
                                            mlir::Operation *,
                                            mlir::OperandRange operands,
                                            mlir::TypeRange operandTypes,
                                            mlir::Type result);
mlir::ParseResult parseVariadicSameOperandsAndResultType(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands,
    llvm::SmallVectorImpl<mlir::Type> &operandTypes, mlir::Type &result);

/// `tuple`: only the tuple type; operand types are its element types.
void printTupleOpType(mlir::OpAsmPrinter &p, mlir::Operation *,
                      mlir::TypeRange operands, mlir::Type result);
mlir::ParseResult parseTupleOpType(mlir::OpAsmParser &parser,
                                   llvm::SmallVectorImpl<mlir::Type> &operands,
                                   mlir::Type &result);

/// `optimization_barrier`: operand types only; result types equal them.
void printPairwiseOpType(mlir::OpAsmPrinter &p, mlir::Operation *,
                         mlir::TypeRange operands, mlir::TypeRange results);
mlir::ParseResult
parsePairwiseOpType(mlir::OpAsmParser &parser,
                    llvm::SmallVectorImpl<mlir::Type> &operands,
                    llvm::SmallVectorImpl<mlir::Type> &results);

/// `complex`: only the complex result type when both operands are its real
/// counterpart.
void printComplexOpType(mlir::OpAsmPrinter &p, mlir::Operation *,
                        mlir::Type lhs, mlir::Type rhs, mlir::Type result);
mlir::ParseResult parseComplexOpType(mlir::OpAsmParser &parser, mlir::Type &lhs,
                                     mlir::Type &rhs, mlir::Type &result);

/// `select`: `pred_type, result_type` when both branches have the result type.
void printSelectOpType(mlir::OpAsmPrinter &p, mlir::Operation *,
                       mlir::Type pred, mlir::Type onTrue, mlir::Type onFalse,
                       mlir::Type result);
mlir::ParseResult parseSelectOpType(mlir::OpAsmParser &parser, mlir::Type &pred,
                                    mlir::Type &onTrue, mlir::Type &onFalse,
                                    mlir::Type &result);

//===----------------------------------------------------------------------===//
// Operands and attributes
//===----------------------------------------------------------------------===//

/// `%a, %b, dim = 0`: operands each followed by a comma, up to a keyword.
void printVariadicOperandWithAttribute(mlir::OpAsmPrinter &p, mlir::Operation *,
                                       mlir::OperandRange operands);
mlir::ParseResult parseVariadicOperandWithAttribute(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands);

/// `e8m10`.
void printExponentMantissa(mlir::OpAsmPrinter &p, mlir::Operation *,
                           mlir::IntegerAttr exponent,
                           mlir::IntegerAttr mantissa);
mlir::ParseResult parseExponentMantissa(mlir::OpAsmParser &parser,
                                        mlir::IntegerAttr &exponent,
                                        mlir::IntegerAttr &mantissa);

/// `@target` / `@"not-an-identifier"`, stored as a string.
void printCustomCallTarget(mlir::OpAsmPrinter &p, mlir::Operation *,
                           mlir::StringAttr target);
mlir::ParseResult parseCustomCallTarget(mlir::OpAsmParser &parser,
                                        mlir::StringAttr &target);

/// `[0:3, 1:4:2]`.
void printSliceRanges(mlir::OpAsmPrinter &p, mlir::Operation *,
                      mlir::DenseI64ArrayAttr start,
                      mlir::DenseI64ArrayAttr limit,
                      mlir::DenseI64ArrayAttr strides);
mlir::ParseResult parseSliceRanges(mlir::OpAsmParser &parser,
                                   mlir::DenseI64ArrayAttr &start,
                                   mlir::DenseI64ArrayAttr &limit,
                                   mlir::DenseI64ArrayAttr &strides);

/// `, precision = [DEFAULT, HIGH]` (nothing when absent).
void printPrecisionConfig(mlir::OpAsmPrinter &p, mlir::Operation *,
                          mlir::ArrayAttr precision);
mlir::ParseResult parsePrecisionConfig(mlir::OpAsmParser &parser,
                                       mlir::ArrayAttr &precision);

/// `, precision = [...]` then `, algorithm = <...>`, each optional.
void printPrecisionConfigAndAlgorithm(mlir::OpAsmPrinter &p, mlir::Operation *,
                                      mlir::ArrayAttr precision,
                                      DotAlgorithmAttr algorithm);
mlir::ParseResult parsePrecisionConfigAndAlgorithm(mlir::OpAsmParser &parser,
                                                   mlir::ArrayAttr &precision,
                                                   DotAlgorithmAttr &algorithm);

/// `batching_dims = [0] x [0], contracting_dims = [2] x [1]`.
void printDotDimensionNumbers(mlir::OpAsmPrinter &p, mlir::Operation *,
                              DotDimensionNumbersAttr dims);
mlir::ParseResult parseDotDimensionNumbers(mlir::OpAsmParser &parser,
                                           DotDimensionNumbersAttr &dims);

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
void printConvolutionDimensions(mlir::OpAsmPrinter &p, mlir::Operation *,
                                ConvDimensionNumbersAttr dims);
mlir::ParseResult parseConvolutionDimensions(mlir::OpAsmParser &parser,
                                             ConvDimensionNumbersAttr &dims);

/// `stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [..],
/// rhs_dilate = [..], reverse = [false, true]`, each optional.
void printWindowAttributes(mlir::OpAsmPrinter &p, mlir::Operation *,
                           mlir::DenseI64ArrayAttr strides,
                           mlir::DenseIntElementsAttr padding,
                           mlir::DenseI64ArrayAttr lhsDilation,
                           mlir::DenseI64ArrayAttr rhsDilation,
                           mlir::DenseBoolArrayAttr reversal);
mlir::ParseResult parseWindowAttributes(mlir::OpAsmParser &parser,
                                        mlir::DenseI64ArrayAttr &strides,
                                        mlir::DenseIntElementsAttr &padding,
                                        mlir::DenseI64ArrayAttr &lhsDilation,
                                        mlir::DenseI64ArrayAttr &rhsDilation,
                                        mlir::DenseBoolArrayAttr &reversal);

//===----------------------------------------------------------------------===//
// Helpers shared with the attribute parsers
//===----------------------------------------------------------------------===//

/// `[1, 2, 3]` (possibly empty).
void printDims(mlir::AsmPrinter &p, llvm::ArrayRef<int64_t> dims);
mlir::ParseResult parseDims(mlir::AsmParser &parser,
                            llvm::SmallVectorImpl<int64_t> &dims);

/// Convolution dimension numbers in the bracket form; false when the numbers
/// cannot be shown that way (duplicates, out-of-range dims).
bool printConvDimensionsCompact(llvm::raw_ostream &os,
                                ConvDimensionNumbersAttr dims);
mlir::FailureOr<ConvDimensionNumbersAttr>
parseConvDimensionsCompact(mlir::AsmParser &parser, bool openConsumed = false);

} // namespace osdp::stablehlo

#endif // OSDP_LIB_DIALECT_STABLEHLO_IR_ASSEMBLYFORMAT_H
