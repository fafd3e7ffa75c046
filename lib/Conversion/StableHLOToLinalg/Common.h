//===- Common.h - Shared helpers of convert-stablehlo-to-linalg -*- C++ -*-===//
//
// The pieces the op families of the StableHLO to linalg conversion share:
// the type converter (unsigned integers become signless, their signedness
// read from the original op), the scalar semantics of the elementwise ops
// (used by elementwise ops, reducer bodies and scatter combiners alike) and
// the pattern populators of each family.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_CONVERSION_STABLEHLOTOLINALG_COMMON_H
#define OSDP_LIB_CONVERSION_STABLEHLOTOLINALG_COMMON_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace osdp::stablehlo_to_linalg {

/// Converts unsigned integer element types to signless ones; every other
/// type is kept.
class StableHLOTypeConverter : public mlir::TypeConverter {
public:
  StableHLOTypeConverter();
};

/// The signless form of `type` (an element type).
mlir::Type signlessType(mlir::Type type);

/// `type`'s element type, or `type` itself for a scalar.
mlir::Type elementTypeOf(mlir::Type type);

/// Whether `type` (a tensor or an element type) holds unsigned integers.
bool isUnsignedType(mlir::Type type);

/// A `tensor.empty` of the static shape of `type` with its element type
/// made signless.
mlir::Value emptyTensor(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::RankedTensorType type);

/// `n` parallel iterators.
llvm::SmallVector<mlir::utils::IteratorType> parallelIterators(unsigned n);

/// A scalar arith/math constant of value `value` of signless `type`.
mlir::Value scalarConstant(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Type type, double value);

/// Computes elementwise op `op` (a stablehlo or chlo elementwise op, with
/// its original types) on scalars `args` (signless). Fails, without
/// emitting anything, on ops it does not know.
mlir::FailureOr<mlir::Value> emitScalarOp(mlir::OpBuilder &b,
                                          mlir::Location loc,
                                          mlir::Operation *op,
                                          mlir::ValueRange args);

/// Converts `from` (of original element type `fromType`) to `toType`
/// (signedness given by `toOriginal`), with XLA's semantics.
mlir::Value emitConvert(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Value from, mlir::Type fromOriginal,
                        mlir::Type toOriginal);

/// Emits the body of a stablehlo region made of elementwise ops on 0-d
/// tensors (a reducer, a scatter combiner) on scalars: `args` replace the
/// block arguments, `results` receive the returned values. Fails on an op
/// that is not elementwise.
mlir::LogicalResult
emitScalarRegion(mlir::OpBuilder &b, mlir::Region &region,
                 mlir::ValueRange args,
                 llvm::SmallVectorImpl<mlir::Value> &results);

/// A 0-d tensor's element as a scalar (`tensor.extract`).
mlir::Value extractScalar(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value tensor);

/// `value` (a scalar integer of original type `original`) as an index.
mlir::Value toIndex(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                    mlir::Type original);

/// `value` clamped to [lo, hi] (indices).
mlir::Value clampIndex(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Value value, int64_t lo, int64_t hi);

/// `input` padded with the scalar `padValue`: `low`/`high` elements at the
/// edges (negative: removed), `interior` between elements (stablehlo.pad).
mlir::Value padTensor(mlir::OpBuilder &b, mlir::Location loc, mlir::Value input,
                      mlir::Value padValue, llvm::ArrayRef<int64_t> low,
                      llvm::ArrayRef<int64_t> high,
                      llvm::ArrayRef<int64_t> interior);

/// Emits the multiply-accumulate of a contraction body: `acc + x * y` with
/// `x` and `y` (of original element types `xType`, `yType`) converted to
/// the result's original element type `resultType` first.
mlir::Value emitMultiplyAdd(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::Type xType, mlir::Value y,
                            mlir::Type yType, mlir::Value acc,
                            mlir::Type resultType);

/// Ends the conversion of `op` into the loop `nest`: replaces `op` by its
/// results, or, when building its body failed, erases the nest and reports
/// `what` as the failure.
mlir::LogicalResult finishLoopNest(mlir::ConversionPatternRewriter &rewriter,
                                   mlir::Operation *op,
                                   const mlir::scf::LoopNest &nest,
                                   bool bodyFailed, llvm::StringRef what);

void populateElementwisePatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
void populateDataMovementPatterns(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);
void populateContractionPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
void populateReductionPatterns(const mlir::TypeConverter &converter,
                               mlir::RewritePatternSet &patterns);
/// With `countedLoops`, a counted while becomes an scf.for.
void populateControlFlowPatterns(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns,
                                 bool countedLoops);
void populateWindowPatterns(const mlir::TypeConverter &converter,
                            mlir::RewritePatternSet &patterns);
void populateSortPatterns(const mlir::TypeConverter &converter,
                          mlir::RewritePatternSet &patterns);
void populateGatherScatterPatterns(const mlir::TypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);

} // namespace osdp::stablehlo_to_linalg

#endif // OSDP_LIB_CONVERSION_STABLEHLOTOLINALG_COMMON_H
