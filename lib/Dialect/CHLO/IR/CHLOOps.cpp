//===- CHLOOps.cpp - Verifiers of the chlo ops ----------------------------===//
//
// The shape rules ODS traits cannot state: NumPy-style and
// `broadcast_dimensions` broadcasting of the broadcast_* ops, and top_k's
// result shapes. Dynamic dimensions are compatible with anything; only a
// static mismatch is an error.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Support/ShapeFormat.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace osdp::chlo;

/// Broadcasts two dimension sizes; fails when both are static, differ and
/// neither is 1.
static FailureOr<int64_t> broadcastDim(int64_t a, int64_t b) {
  if (a == 1)
    return b;
  if (b == 1)
    return a;
  if (ShapedType::isDynamic(a))
    return b;
  if (ShapedType::isDynamic(b))
    return a;
  if (a != b)
    return failure();
  return a;
}

/// Checks `result` against the NumPy broadcast of `shapes` (aligned on their
/// trailing dimensions).
static LogicalResult verifyNumpyBroadcast(Operation *op,
                                          ArrayRef<ArrayRef<int64_t>> shapes,
                                          ArrayRef<int64_t> result) {
  size_t rank = 0;
  for (ArrayRef<int64_t> shape : shapes)
    rank = std::max(rank, shape.size());
  SmallVector<int64_t> expected(rank, 1);
  for (ArrayRef<int64_t> shape : shapes) {
    size_t offset = rank - shape.size();
    for (auto [i, dim] : llvm::enumerate(shape)) {
      FailureOr<int64_t> merged = broadcastDim(expected[offset + i], dim);
      if (failed(merged))
        return op->emitOpError("operand shapes are not broadcast-compatible: ")
               << "dimension " << offset + i << " (aligned from the right) "
               << "has sizes " << expected[offset + i] << " and " << dim;
      expected[offset + i] = *merged;
    }
  }
  if (result.size() != rank)
    return op->emitOpError("result rank ")
           << result.size() << " does not match the broadcast rank " << rank;
  for (auto [i, pair] : llvm::enumerate(llvm::zip(expected, result))) {
    auto [want, got] = pair;
    if (!ShapedType::isDynamic(want) && !ShapedType::isDynamic(got) &&
        want != got)
      return op->emitOpError("result shape ")
             << osdp::formatShape(result)
             << " does not match the broadcast shape "
             << osdp::formatShape(expected) << " at dimension " << i;
  }
  return success();
}

/// Verifies lhs/rhs/result shapes of a broadcasting binary op. With
/// `broadcast_dimensions`, dimension i of the lower-rank operand maps to
/// dimension `broadcast_dimensions[i]` of the higher-rank one.
static LogicalResult
verifyBroadcastBinaryOp(Operation *op, Type lhsType, Type rhsType,
                        Type resultType,
                        std::optional<ArrayRef<int64_t>> broadcastDims) {
  auto lhs = dyn_cast<RankedTensorType>(lhsType);
  auto rhs = dyn_cast<RankedTensorType>(rhsType);
  auto result = dyn_cast<RankedTensorType>(resultType);
  if (!lhs || !rhs || !result)
    return success();
  if (!broadcastDims)
    return verifyNumpyBroadcast(op, {lhs.getShape(), rhs.getShape()},
                                result.getShape());

  bool lhsIsSmall = lhs.getRank() < rhs.getRank();
  RankedTensorType small = lhsIsSmall ? lhs : rhs;
  RankedTensorType large = lhsIsSmall ? rhs : lhs;
  ArrayRef<int64_t> dims = *broadcastDims;
  if (static_cast<int64_t>(dims.size()) != small.getRank())
    return op->emitOpError("broadcast_dimensions has ")
           << dims.size() << " entries but the lower-rank operand has rank "
           << small.getRank();
  if (result.getRank() != large.getRank())
    return op->emitOpError("result rank ")
           << result.getRank() << " does not match the operand rank "
           << large.getRank();
  SmallVector<int64_t> expected(large.getShape());
  llvm::SmallSet<int64_t, 8> seen;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (dim < 0 || dim >= large.getRank())
      return op->emitOpError("broadcast_dimensions[")
             << i << "] = " << dim << " is out of range [0, " << large.getRank()
             << ")";
    if (!seen.insert(dim).second)
      return op->emitOpError("broadcast_dimensions repeats dimension ") << dim;
    FailureOr<int64_t> merged =
        broadcastDim(expected[dim], small.getDimSize(i));
    if (failed(merged))
      return op->emitOpError("dimension ")
             << i << " of the lower-rank operand (size " << small.getDimSize(i)
             << ") is not broadcast-compatible with dimension " << dim
             << " (size " << expected[dim] << ")";
    expected[dim] = *merged;
  }
  for (int64_t i = 0, e = result.getRank(); i < e; ++i) {
    int64_t want = expected[i], got = result.getDimSize(i);
    if (!ShapedType::isDynamic(want) && !ShapedType::isDynamic(got) &&
        want != got)
      return op->emitOpError("result shape ")
             << osdp::formatShape(result.getShape())
             << " does not match the broadcast shape "
             << osdp::formatShape(expected) << " at dimension " << i;
  }
  return success();
}

#define GEN_BROADCAST_VERIFIER(OpClass)                                        \
  LogicalResult OpClass::verify() {                                            \
    return verifyBroadcastBinaryOp(*this, getLhs().getType(),                  \
                                   getRhs().getType(), getType(),              \
                                   getBroadcastDimensions());                  \
  }

GEN_BROADCAST_VERIFIER(BroadcastAddOp)
GEN_BROADCAST_VERIFIER(BroadcastSubOp)
GEN_BROADCAST_VERIFIER(BroadcastMulOp)
GEN_BROADCAST_VERIFIER(BroadcastDivOp)
GEN_BROADCAST_VERIFIER(BroadcastRemOp)
GEN_BROADCAST_VERIFIER(BroadcastMaxOp)
GEN_BROADCAST_VERIFIER(BroadcastMinOp)
GEN_BROADCAST_VERIFIER(BroadcastPowOp)
GEN_BROADCAST_VERIFIER(BroadcastAtan2Op)
GEN_BROADCAST_VERIFIER(BroadcastAndOp)
GEN_BROADCAST_VERIFIER(BroadcastOrOp)
GEN_BROADCAST_VERIFIER(BroadcastXorOp)
GEN_BROADCAST_VERIFIER(BroadcastShiftLeftOp)
GEN_BROADCAST_VERIFIER(BroadcastShiftRightArithmeticOp)
GEN_BROADCAST_VERIFIER(BroadcastShiftRightLogicalOp)
GEN_BROADCAST_VERIFIER(BroadcastPolygammaOp)
GEN_BROADCAST_VERIFIER(BroadcastZetaOp)
GEN_BROADCAST_VERIFIER(BroadcastNextAfterOp)
GEN_BROADCAST_VERIFIER(BroadcastComplexOp)
GEN_BROADCAST_VERIFIER(BroadcastCompareOp)

#undef GEN_BROADCAST_VERIFIER

LogicalResult BroadcastSelectOp::verify() {
  Type onTrue = getElementTypeOrSelf(getOnTrue().getType());
  if (onTrue != getElementTypeOrSelf(getOnFalse().getType()) ||
      onTrue != getElementTypeOrSelf(getType()))
    return emitOpError("on_true, on_false and the result must have the same "
                       "element type");
  SmallVector<ArrayRef<int64_t>> shapes;
  for (Type type :
       {getPred().getType(), getOnTrue().getType(), getOnFalse().getType()}) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked)
      return success();
    shapes.push_back(ranked.getShape());
  }
  auto result = dyn_cast<RankedTensorType>(getType());
  if (!result)
    return success();
  return verifyNumpyBroadcast(*this, shapes, result.getShape());
}

LogicalResult TopKOp::verify() {
  int64_t k = getKAttr().getInt();
  if (k < 0)
    return emitOpError("k must be non-negative, got ") << k;
  auto operand = dyn_cast<RankedTensorType>(getOperand().getType());
  if (!operand)
    return success();
  if (operand.getRank() < 1)
    return emitOpError("operand must have rank at least 1");
  int64_t last = operand.getShape().back();
  if (!ShapedType::isDynamic(last) && k > last)
    return emitOpError("k = ")
           << k << " is larger than the last dimension of the operand (" << last
           << ")";

  SmallVector<int64_t> expected(operand.getShape());
  expected.back() = k;
  for (auto [name, value] :
       {std::pair<StringRef, Value>{"values", getValues()},
        std::pair<StringRef, Value>{"indices", getIndices()}}) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type)
      continue;
    if (failed(verifyCompatibleShape(type.getShape(), expected)))
      return emitOpError()
             << name << " shape " << osdp::formatShape(type.getShape())
             << " does not match the expected " << osdp::formatShape(expected)
             << " (operand shape with the last dimension set to k)";
  }
  if (getElementTypeOrSelf(getValues().getType()) != operand.getElementType())
    return emitOpError("values must have the element type of the operand");
  return success();
}

#define GET_OP_CLASSES
#include "osdp/Dialect/CHLO/IR/CHLOOps.cpp.inc"
