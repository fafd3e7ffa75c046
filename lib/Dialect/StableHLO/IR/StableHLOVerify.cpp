//===- StableHLOVerify.cpp - Semantic verifiers of stablehlo ops ----------===//
//
// The checks that go beyond what ODS types and traits express (shapes,
// dimension numbers, region signatures), following the constraints of the
// StableHLO specification. Every op listed here declares `hasVerifier` (and
// `hasRegionVerifier` for region ops) in StableHLOOps.td.
//
// Dynamic dimensions (`?`) are compatible with any size: only a mismatch of
// two static sizes is an error, so shape-polymorphic exports verify.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Support/ShapeFormat.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace osdp::stablehlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

/// Formats a shape as `4x?x3` (`scalar` for rank 0) for diagnostics.
std::string shapeStr(ArrayRef<int64_t> shape) {
  return shape.empty() ? "scalar" : osdp::formatShape(shape);
}

/// Formats a list of integers as `[0, 2]` for diagnostics.
std::string listStr(ArrayRef<int64_t> values) {
  std::string result;
  llvm::raw_string_ostream os(result);
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
  return result;
}

bool isStatic(int64_t dim) { return !ShapedType::isDynamic(dim); }

/// Two dimension sizes agree unless both are static and differ.
bool dimsMatch(int64_t a, int64_t b) {
  return !isStatic(a) || !isStatic(b) || a == b;
}

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<ShapedType>(value.getType()).getShape();
}
ArrayRef<int64_t> shapeOf(Type type) {
  return cast<ShapedType>(type).getShape();
}
int64_t rankOf(Value value) {
  return cast<ShapedType>(value.getType()).getRank();
}
int64_t rankOf(Type type) { return cast<ShapedType>(type).getRank(); }

/// Checks that every entry of `dims` (the attribute or field `name`) lies in
/// [0, rank).
LogicalResult checkInRange(Operation *op, StringRef name,
                           ArrayRef<int64_t> dims, int64_t rank,
                           StringRef what = "") {
  for (auto [i, dim] : llvm::enumerate(dims))
    if (dim < 0 || dim >= rank)
      return op->emitOpError()
             << name << "[" << i << "] = " << dim << " is out of range [0, "
             << rank << ")" << (what.empty() ? "" : " (") << what
             << (what.empty() ? "" : ")");
  return success();
}

/// Checks that `dims` has no repeated entry.
LogicalResult checkUnique(Operation *op, StringRef name,
                          ArrayRef<int64_t> dims) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : dims)
    if (!seen.insert(dim).second)
      return op->emitOpError()
             << name << " repeats dimension " << dim << " in " << listStr(dims);
  return success();
}

/// Checks that `dims` is strictly increasing.
LogicalResult checkSorted(Operation *op, StringRef name,
                          ArrayRef<int64_t> dims) {
  for (size_t i = 1; i < dims.size(); ++i)
    if (dims[i - 1] >= dims[i])
      return op->emitOpError()
             << name << " must be sorted and unique, got " << listStr(dims);
  return success();
}

/// Checks that `dims` and `others` share no entry.
LogicalResult checkDisjoint(Operation *op, StringRef name,
                            ArrayRef<int64_t> dims, StringRef otherName,
                            ArrayRef<int64_t> others) {
  for (int64_t dim : dims)
    if (llvm::is_contained(others, dim))
      return op->emitOpError() << "dimension " << dim << " appears in both "
                               << name << " and " << otherName;
  return success();
}

/// Checks `actual` against the expected shape `expected` (dynamic entries on
/// either side match anything).
LogicalResult checkShape(Operation *op, StringRef what,
                         ArrayRef<int64_t> actual, ArrayRef<int64_t> expected) {
  bool ok = actual.size() == expected.size();
  for (size_t i = 0; ok && i < actual.size(); ++i)
    ok = dimsMatch(actual[i], expected[i]);
  if (!ok)
    return op->emitOpError()
           << what << " has shape " << shapeStr(actual) << " but "
           << shapeStr(expected) << " was expected";
  return success();
}

/// The stablehlo.return ending `region`'s single block, or an error.
FailureOr<ReturnOp> getReturn(Operation *op, Region &region, StringRef name) {
  if (region.empty())
    return op->emitOpError() << name << " region must not be empty";
  Block &block = region.front();
  auto ret = block.empty() ? ReturnOp() : dyn_cast<ReturnOp>(block.back());
  if (!ret)
    return op->emitOpError()
           << name << " region must end with stablehlo.return";
  return ret;
}

/// True if a value of element type `from` may be accumulated in `to` (the
/// spec's is_promotable: same kind, no narrower).
bool isPromotable(Type from, Type to) {
  if (from == to)
    return true;
  if (isa<FloatType>(from) && isa<FloatType>(to))
    return from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  auto fromInt = dyn_cast<IntegerType>(from);
  auto toInt = dyn_cast<IntegerType>(to);
  if (fromInt && toInt)
    return fromInt.getSignedness() == toInt.getSignedness() &&
           fromInt.getWidth() <= toInt.getWidth();
  return false;
}

/// Checks a reduction-style body: `2 * elementTypes.size()` block arguments,
/// each a rank-0 tensor (argument i and i + N of elementTypes[i]), and a
/// return of N rank-0 tensors of the same types. When `resultType` is set the
/// body instead returns that single type (sort's comparator returns i1).
LogicalResult checkScalarBody(Operation *op, Region &region, StringRef name,
                              ArrayRef<Type> elementTypes,
                              Type resultType = {}) {
  FailureOr<ReturnOp> ret = getReturn(op, region, name);
  if (failed(ret))
    return failure();
  Block &block = region.front();
  size_t n = elementTypes.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError()
           << name << " region must take " << 2 * n
           << " arguments (two rank-0 tensors per operand), got "
           << block.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
    // Reducers take (accumulators..., elements...); the comparator of sort
    // takes (lhs0, rhs0, lhs1, rhs1, ...).
    Type element = resultType ? elementTypes[i / 2] : elementTypes[i % n];
    Type expected = RankedTensorType::get({}, element);
    if (arg.getType() != expected)
      return op->emitOpError()
             << name << " region argument " << i << " has type "
             << arg.getType() << " but " << expected << " was expected";
  }
  SmallVector<Type> expectedResults;
  if (resultType)
    expectedResults.push_back(resultType);
  else
    for (Type element : elementTypes)
      expectedResults.push_back(RankedTensorType::get({}, element));
  if (TypeRange(ret->getOperandTypes()) != TypeRange(expectedResults)) {
    InFlightDiagnostic diag = op->emitOpError()
                              << name << " region must return (";
    llvm::interleaveComma(expectedResults, diag);
    diag << ") but returns (";
    llvm::interleaveComma(ret->getOperandTypes(), diag);
    return diag << ")";
  }
  return success();
}

/// Checks `replica_groups` (an N x M i64 tensor): every id is unique and
/// non-negative, except -1 which pads groups of unequal size. Returns the
/// group size M.
FailureOr<int64_t> checkReplicaGroups(Operation *op,
                                      DenseIntElementsAttr groups,
                                      StringRef name = "replica_groups") {
  auto type = cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return op->emitOpError()
           << name << " must be a rank-2 tensor, got rank " << type.getRank();
  llvm::SmallSet<int64_t, 16> seen;
  for (APInt value : groups.getValues<APInt>()) {
    int64_t id = value.getSExtValue();
    if (id == -1)
      continue;
    if (id < 0)
      return op->emitOpError() << name << " contains the negative id " << id;
    if (!seen.insert(id).second)
      return op->emitOpError() << name << " contains id " << id << " twice";
  }
  return type.getDimSize(1);
}

} // namespace

//===----------------------------------------------------------------------===//
// Elementwise-like ops
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  int64_t dim = getIotaDimensionAttr().getInt();
  int64_t rank = rankOf(getType());
  if (rank == 0)
    return emitOpError("result must have rank at least 1");
  if (dim < 0 || dim >= rank)
    return emitOpError("iota_dimension ")
           << dim << " is out of range [0, " << rank << ")";
  return success();
}

LogicalResult ClampOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  for (auto [name, value] : {std::pair<StringRef, Value>{"min", getMin()},
                             std::pair<StringRef, Value>{"max", getMax()}}) {
    if (rankOf(value) == 0)
      continue;
    if (failed(checkShape(*this, name, shapeOf(value), operand)))
      return failure();
  }
  return checkShape(*this, "result", shapeOf(getType()), operand);
}

LogicalResult CompareOp::verify() {
  std::optional<ComparisonType> type = getCompareType();
  if (!type || *type == ComparisonType::NOTYPE)
    return success();
  Type element = getElementTypeOrSelf(getLhs().getType());
  bool ok = false;
  switch (*type) {
  case ComparisonType::FLOAT:
    ok = isa<FloatType, ComplexType>(element);
    break;
  case ComparisonType::TOTALORDER:
    ok = isa<FloatType>(element);
    break;
  case ComparisonType::SIGNED:
    ok = element.isSignlessInteger() && !element.isInteger(1);
    break;
  case ComparisonType::UNSIGNED:
    ok = element.isUnsignedInteger() || element.isInteger(1);
    break;
  default:
    ok = true;
  }
  if (!ok)
    return emitOpError("compare_type ")
           << stringifyComparisonType(*type)
           << " does not apply to operands of element type " << element;
  return success();
}

LogicalResult SelectOp::verify() {
  if (getOnTrue().getType() != getOnFalse().getType())
    return emitOpError("on_true and on_false must have the same type, got ")
           << getOnTrue().getType() << " and " << getOnFalse().getType();
  if (rankOf(getPred()) != 0 &&
      failed(
          checkShape(*this, "pred", shapeOf(getPred()), shapeOf(getOnTrue()))))
    return failure();
  if (getElementTypeOrSelf(getType()) !=
      getElementTypeOrSelf(getOnTrue().getType()))
    return emitOpError("result element type must match on_true");
  return checkShape(*this, "result", shapeOf(getType()), shapeOf(getOnTrue()));
}

LogicalResult ReducePrecisionOp::verify() {
  if (getExponentBitsAttr().getInt() < 1)
    return emitOpError("exponent_bits must be at least 1, got ")
           << getExponentBitsAttr().getInt();
  if (getMantissaBitsAttr().getInt() < 0)
    return emitOpError("mantissa_bits must be non-negative, got ")
           << getMantissaBitsAttr().getInt();
  return success();
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> result = shapeOf(getType());
  if (dims.size() != operand.size())
    return emitOpError("broadcast_dimensions has ")
           << dims.size() << " entries but the operand has rank "
           << operand.size();
  if (failed(checkInRange(*this, "broadcast_dimensions", dims, result.size(),
                          "the result rank")) ||
      failed(checkUnique(*this, "broadcast_dimensions", dims)))
    return failure();
  for (auto [i, dim] : llvm::enumerate(dims))
    if (operand[i] != 1 && !dimsMatch(operand[i], result[dim]))
      return emitOpError("operand dimension ")
             << i << " has size " << operand[i]
             << " but is broadcast to result dimension " << dim << " of size "
             << result[dim] << " (must be 1 or equal)";
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto operand = cast<ShapedType>(getOperand().getType());
  auto result = cast<ShapedType>(getType());
  if (operand.hasStaticShape() && result.hasStaticShape() &&
      operand.getNumElements() != result.getNumElements())
    return emitOpError("operand has ")
           << operand.getNumElements() << " elements but the result has "
           << result.getNumElements();
  return success();
}

LogicalResult TransposeOp::verify() {
  ArrayRef<int64_t> perm = getPermutation();
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  if (perm.size() != operand.size())
    return emitOpError("permutation has ")
           << perm.size() << " entries but the operand has rank "
           << operand.size();
  if (failed(checkInRange(*this, "permutation", perm, operand.size())) ||
      failed(checkUnique(*this, "permutation", perm)))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t dim : perm)
    expected.push_back(operand[dim]);
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

LogicalResult ReverseOp::verify() {
  ArrayRef<int64_t> dims = getDimensions();
  if (failed(checkInRange(*this, "dimensions", dims, rankOf(getOperand()))) ||
      failed(checkUnique(*this, "dimensions", dims)))
    return failure();
  return checkShape(*this, "result", shapeOf(getType()), shapeOf(getOperand()));
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t dim = getDimensionAttr().getInt();
  int64_t rank = rankOf(getInputs().front());
  if (dim < 0 || dim >= rank)
    return emitOpError("dimension ")
           << dim << " is out of range [0, " << rank << ")";
  Type element = getElementTypeOrSelf(getInputs().front().getType());
  SmallVector<int64_t> expected(shapeOf(getInputs().front()));
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    if (getElementTypeOrSelf(input.getType()) != element)
      return emitOpError("input ") << i << " has element type "
                                   << getElementTypeOrSelf(input.getType())
                                   << " but input 0 has " << element;
    ArrayRef<int64_t> shape = shapeOf(input);
    if (static_cast<int64_t>(shape.size()) != rank)
      return emitOpError("input ") << i << " has rank " << shape.size()
                                   << " but input 0 has rank " << rank;
    if (i == 0)
      continue;
    for (int64_t d = 0; d < rank; ++d) {
      if (d == dim) {
        expected[d] = isStatic(expected[d]) && isStatic(shape[d])
                          ? expected[d] + shape[d]
                          : ShapedType::kDynamic;
      } else if (!dimsMatch(expected[d], shape[d])) {
        return emitOpError("input ")
               << i << " has size " << shape[d] << " in dimension " << d
               << " but input 0 has size " << expected[d] << " (only dimension "
               << dim << " may differ)";
      }
    }
  }
  if (getElementTypeOrSelf(getType()) != element)
    return emitOpError("result element type must match the inputs");
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

LogicalResult SliceOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  size_t rank = operand.size();
  if (start.size() != rank || limit.size() != rank || strides.size() != rank)
    return emitOpError("start_indices, limit_indices and strides must have ")
           << rank << " entries (the operand rank), got " << start.size()
           << ", " << limit.size() << " and " << strides.size();
  SmallVector<int64_t> expected;
  for (size_t d = 0; d < rank; ++d) {
    if (start[d] < 0)
      return emitOpError("start index ")
             << start[d] << " of dimension " << d << " is negative";
    if (limit[d] < start[d])
      return emitOpError("limit index ")
             << limit[d] << " of dimension " << d
             << " is smaller than its start index " << start[d];
    if (isStatic(operand[d]) && limit[d] > operand[d])
      return emitOpError("limit index ")
             << limit[d] << " of dimension " << d
             << " exceeds the dimension size " << operand[d];
    if (strides[d] <= 0)
      return emitOpError("stride ")
             << strides[d] << " of dimension " << d << " must be positive";
    expected.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

LogicalResult DynamicSliceOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (getStartIndices().size() != operand.size())
    return emitOpError("has ")
           << getStartIndices().size()
           << " start indices but the operand has rank " << operand.size();
  if (sizes.size() != operand.size())
    return emitOpError("slice_sizes has ")
           << sizes.size() << " entries but the operand has rank "
           << operand.size();
  for (auto [d, size] : llvm::enumerate(sizes)) {
    if (size < 0)
      return emitOpError("slice size ")
             << size << " of dimension " << d << " is negative";
    if (isStatic(operand[d]) && size > operand[d])
      return emitOpError("slice size ")
             << size << " of dimension " << d << " exceeds the dimension size "
             << operand[d];
  }
  if (!getStartIndices().empty()) {
    Type first = getStartIndices().front().getType();
    for (Value index : getStartIndices())
      if (index.getType() != first)
        return emitOpError("start indices must all have the same type");
  }
  return checkShape(*this, "result", shapeOf(getType()), sizes);
}

LogicalResult DynamicUpdateSliceOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> update = shapeOf(getUpdate());
  if (update.size() != operand.size())
    return emitOpError("update has rank ")
           << update.size() << " but the operand has rank " << operand.size();
  if (getStartIndices().size() != operand.size())
    return emitOpError("has ")
           << getStartIndices().size()
           << " start indices but the operand has rank " << operand.size();
  for (size_t d = 0; d < operand.size(); ++d)
    if (isStatic(update[d]) && isStatic(operand[d]) && update[d] > operand[d])
      return emitOpError("update size ")
             << update[d] << " of dimension " << d
             << " exceeds the operand size " << operand[d];
  if (getElementTypeOrSelf(getUpdate().getType()) !=
      getElementTypeOrSelf(getOperand().getType()))
    return emitOpError("update and operand must have the same element type");
  if (!getStartIndices().empty()) {
    Type first = getStartIndices().front().getType();
    for (Value index : getStartIndices())
      if (index.getType() != first)
        return emitOpError("start indices must all have the same type");
  }
  return checkShape(*this, "result", shapeOf(getType()), operand);
}

LogicalResult PadOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  size_t rank = operand.size();
  if (rankOf(getPaddingValue()) != 0)
    return emitOpError("padding_value must be a rank-0 tensor");
  if (low.size() != rank || high.size() != rank || interior.size() != rank)
    return emitOpError("edge_padding_low, edge_padding_high and "
                       "interior_padding must have ")
           << rank << " entries (the operand rank), got " << low.size() << ", "
           << high.size() << " and " << interior.size();
  SmallVector<int64_t> expected;
  for (size_t d = 0; d < rank; ++d) {
    if (interior[d] < 0)
      return emitOpError("interior padding ")
             << interior[d] << " of dimension " << d << " is negative";
    if (!isStatic(operand[d])) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    int64_t size = low[d] + high[d] + operand[d] +
                   std::max<int64_t>(operand[d] - 1, 0) * interior[d];
    if (size < 0)
      return emitOpError("padding makes dimension ")
             << d << " negative (" << size << ")";
    expected.push_back(size);
  }
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = cast<TupleType>(getOperand().getType());
  int64_t index = getIndexAttr().getInt();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOpError("index ") << index << " is out of range for a tuple of "
                                 << tuple.size() << " elements";
  if (tuple.getType(index) != getType())
    return emitOpError("result type ")
           << getType() << " does not match tuple element " << index
           << " of type " << tuple.getType(index);
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError("result types must equal the operand types");
  return success();
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  ArrayRef<int64_t> lhs = shapeOf(getLhs()), rhs = shapeOf(getRhs());
  if (lhs.empty() || lhs.size() > 2 || rhs.empty() || rhs.size() > 2)
    return emitOpError("operands must have rank 1 or 2, got ")
           << lhs.size() << " and " << rhs.size();
  int64_t lhsK = lhs.back(), rhsK = rhs.front();
  if (!dimsMatch(lhsK, rhsK))
    return emitOpError("contracting dimension sizes differ: ")
           << lhsK << " (last of lhs) vs " << rhsK << " (first of rhs)";
  SmallVector<int64_t> expected;
  if (lhs.size() == 2)
    expected.push_back(lhs.front());
  if (rhs.size() == 2)
    expected.push_back(rhs.back());
  if (std::optional<ArrayAttr> precision = getPrecisionConfig();
      precision && !precision->empty() && precision->size() != 2)
    return emitOpError("precision_config must have 0 or 2 entries, got ")
           << precision->size();
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

LogicalResult DotGeneralOp::verify() {
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions(),
                    rhsBatch = dims.getRhsBatchingDimensions(),
                    lhsContract = dims.getLhsContractingDimensions(),
                    rhsContract = dims.getRhsContractingDimensions();
  ArrayRef<int64_t> lhs = shapeOf(getLhs()), rhs = shapeOf(getRhs());
  if (lhsBatch.size() != rhsBatch.size())
    return emitOpError("lhs and rhs must have the same number of batching "
                       "dimensions, got ")
           << lhsBatch.size() << " and " << rhsBatch.size();
  if (lhsContract.size() != rhsContract.size())
    return emitOpError("lhs and rhs must have the same number of contracting "
                       "dimensions, got ")
           << lhsContract.size() << " and " << rhsContract.size();
  if (failed(checkInRange(*this, "lhs_batching_dimensions", lhsBatch,
                          lhs.size(), "the lhs rank")) ||
      failed(checkInRange(*this, "rhs_batching_dimensions", rhsBatch,
                          rhs.size(), "the rhs rank")) ||
      failed(checkInRange(*this, "lhs_contracting_dimensions", lhsContract,
                          lhs.size(), "the lhs rank")) ||
      failed(checkInRange(*this, "rhs_contracting_dimensions", rhsContract,
                          rhs.size(), "the rhs rank")))
    return failure();
  SmallVector<int64_t> lhsUsed(lhsBatch), rhsUsed(rhsBatch);
  llvm::append_range(lhsUsed, lhsContract);
  llvm::append_range(rhsUsed, rhsContract);
  if (failed(checkUnique(*this, "lhs batching and contracting dimensions",
                         lhsUsed)) ||
      failed(checkUnique(*this, "rhs batching and contracting dimensions",
                         rhsUsed)))
    return failure();
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (!dimsMatch(lhs[l], rhs[r]))
      return emitOpError("batching dimension sizes differ: lhs dimension ")
             << l << " has size " << lhs[l] << " but rhs dimension " << r
             << " has size " << rhs[r];
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (!dimsMatch(lhs[l], rhs[r]))
      return emitOpError("contracting dimension sizes differ: lhs dimension ")
             << l << " has size " << lhs[l] << " but rhs dimension " << r
             << " has size " << rhs[r];
  if (std::optional<ArrayAttr> precision = getPrecisionConfig();
      precision && !precision->empty() && precision->size() != 2)
    return emitOpError("precision_config must have 0 or 2 entries, got ")
           << precision->size();

  // Result: batch dimensions, then the free dimensions of lhs, then of rhs.
  SmallVector<int64_t> expected;
  for (int64_t d : lhsBatch)
    expected.push_back(lhs[d]);
  for (int64_t d = 0, e = lhs.size(); d < e; ++d)
    if (!llvm::is_contained(lhsUsed, d))
      expected.push_back(lhs[d]);
  for (int64_t d = 0, e = rhs.size(); d < e; ++d)
    if (!llvm::is_contained(rhsUsed, d))
      expected.push_back(rhs[d]);
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

/// The size of a window output: `(padded - dilated_window) / stride + 1`,
/// or 0 when the window does not fit.
static int64_t windowOutputSize(int64_t input, int64_t baseDilation,
                                int64_t padLow, int64_t padHigh, int64_t window,
                                int64_t windowDilation, int64_t stride) {
  if (!isStatic(input))
    return ShapedType::kDynamic;
  int64_t dilatedInput = input == 0 ? 0 : (input - 1) * baseDilation + 1;
  int64_t padded = dilatedInput + padLow + padHigh;
  int64_t dilatedWindow = (window - 1) * windowDilation + 1;
  if (padded < dilatedWindow)
    return 0;
  return (padded - dilatedWindow) / stride + 1;
}

/// Reads an N x 2 padding attribute into (low, high) pairs.
static FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
readPadding(Operation *op, std::optional<DenseIntElementsAttr> padding,
            int64_t n) {
  SmallVector<std::pair<int64_t, int64_t>> result(n, {0, 0});
  if (!padding)
    return result;
  auto type = cast<ShapedType>(padding->getType());
  if (type.getRank() != 2 || type.getDimSize(0) != n || type.getDimSize(1) != 2)
    return op->emitOpError("padding must have shape ")
           << n << "x2, got " << shapeStr(type.getShape());
  SmallVector<int64_t> values;
  for (APInt v : padding->getValues<APInt>())
    values.push_back(v.getSExtValue());
  for (int64_t i = 0; i < n; ++i)
    result[i] = {values[2 * i], values[2 * i + 1]};
  return result;
}

/// Checks that an optional per-dimension window attribute has `n` positive
/// entries; returns them, or `n` ones when absent.
static FailureOr<SmallVector<int64_t>>
readWindowAttr(Operation *op, StringRef name,
               std::optional<ArrayRef<int64_t>> values, int64_t n) {
  if (!values)
    return SmallVector<int64_t>(n, 1);
  if (static_cast<int64_t>(values->size()) != n)
    return op->emitOpError() << name << " has " << values->size()
                             << " entries but " << n << " were expected";
  for (auto [i, v] : llvm::enumerate(*values))
    if (v <= 0)
      return op->emitOpError()
             << name << "[" << i << "] = " << v << " must be positive";
  return SmallVector<int64_t>(*values);
}

LogicalResult ConvolutionOp::verify() {
  ConvDimensionNumbersAttr dims = getDimensionNumbers();
  ArrayRef<int64_t> lhs = shapeOf(getLhs()), rhs = shapeOf(getRhs());
  int64_t rank = lhs.size();
  if (static_cast<int64_t>(rhs.size()) != rank || rankOf(getType()) != rank)
    return emitOpError("lhs, rhs and result must have the same rank, got ")
           << rank << ", " << rhs.size() << " and " << rankOf(getType());
  if (rank < 2)
    return emitOpError("operands must have rank at least 2");
  int64_t n = rank - 2;
  ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions(),
                    kSpatial = dims.getKernelSpatialDimensions(),
                    outSpatial = dims.getOutputSpatialDimensions();
  if (static_cast<int64_t>(inSpatial.size()) != n ||
      static_cast<int64_t>(kSpatial.size()) != n ||
      static_cast<int64_t>(outSpatial.size()) != n)
    return emitOpError("dimension numbers must list ")
           << n << " spatial dimensions for each of input, kernel and output";
  SmallVector<int64_t> inDims{dims.getInputBatchDimension(),
                              dims.getInputFeatureDimension()};
  llvm::append_range(inDims, inSpatial);
  SmallVector<int64_t> kDims{dims.getKernelInputFeatureDimension(),
                             dims.getKernelOutputFeatureDimension()};
  llvm::append_range(kDims, kSpatial);
  SmallVector<int64_t> outDims{dims.getOutputBatchDimension(),
                               dims.getOutputFeatureDimension()};
  llvm::append_range(outDims, outSpatial);
  if (failed(checkInRange(*this, "input dimension numbers", inDims, rank)) ||
      failed(checkUnique(*this, "input dimension numbers", inDims)) ||
      failed(checkInRange(*this, "kernel dimension numbers", kDims, rank)) ||
      failed(checkUnique(*this, "kernel dimension numbers", kDims)) ||
      failed(checkInRange(*this, "output dimension numbers", outDims, rank)) ||
      failed(checkUnique(*this, "output dimension numbers", outDims)))
    return failure();

  int64_t featureGroups = getFeatureGroupCountAttr().getInt();
  int64_t batchGroups = getBatchGroupCountAttr().getInt();
  if (featureGroups <= 0 || batchGroups <= 0)
    return emitOpError("feature_group_count and batch_group_count must be "
                       "positive");
  if (featureGroups > 1 && batchGroups > 1)
    return emitOpError("feature_group_count and batch_group_count cannot "
                       "both exceed 1");
  int64_t inFeature = lhs[dims.getInputFeatureDimension()];
  int64_t kInFeature = rhs[dims.getKernelInputFeatureDimension()];
  int64_t kOutFeature = rhs[dims.getKernelOutputFeatureDimension()];
  int64_t inBatch = lhs[dims.getInputBatchDimension()];
  if (isStatic(inFeature) && isStatic(kInFeature) &&
      inFeature != kInFeature * featureGroups)
    return emitOpError("input feature size ")
           << inFeature << " must equal the kernel input feature size "
           << kInFeature << " times feature_group_count " << featureGroups;
  if (isStatic(kOutFeature) && kOutFeature % featureGroups != 0)
    return emitOpError("kernel output feature size ")
           << kOutFeature << " is not divisible by feature_group_count "
           << featureGroups;
  if (isStatic(kOutFeature) && kOutFeature % batchGroups != 0)
    return emitOpError("kernel output feature size ")
           << kOutFeature << " is not divisible by batch_group_count "
           << batchGroups;
  if (isStatic(inBatch) && inBatch % batchGroups != 0)
    return emitOpError("input batch size ")
           << inBatch << " is not divisible by batch_group_count "
           << batchGroups;

  FailureOr<SmallVector<int64_t>> strides =
      readWindowAttr(*this, "window_strides", getWindowStrides(), n);
  FailureOr<SmallVector<int64_t>> lhsDilation =
      readWindowAttr(*this, "lhs_dilation", getLhsDilation(), n);
  FailureOr<SmallVector<int64_t>> rhsDilation =
      readWindowAttr(*this, "rhs_dilation", getRhsDilation(), n);
  if (failed(strides) || failed(lhsDilation) || failed(rhsDilation))
    return failure();
  if (std::optional<ArrayRef<bool>> reversal = getWindowReversal();
      reversal && static_cast<int64_t>(reversal->size()) != n)
    return emitOpError("window_reversal has ")
           << reversal->size() << " entries but " << n << " were expected";
  auto padding = readPadding(*this, getPadding(), n);
  if (failed(padding))
    return failure();

  SmallVector<int64_t> expected(rank);
  expected[dims.getOutputBatchDimension()] =
      isStatic(inBatch) ? inBatch / batchGroups : ShapedType::kDynamic;
  expected[dims.getOutputFeatureDimension()] = kOutFeature;
  for (int64_t i = 0; i < n; ++i)
    expected[outSpatial[i]] =
        windowOutputSize(lhs[inSpatial[i]], (*lhsDilation)[i],
                         (*padding)[i].first, (*padding)[i].second,
                         rhs[kSpatial[i]], (*rhsDilation)[i], (*strides)[i]);
  if (std::optional<ArrayAttr> precision = getPrecisionConfig();
      precision && !precision->empty() && precision->size() != 2)
    return emitOpError("precision_config must have 0 or 2 entries, got ")
           << precision->size();
  return checkShape(*this, "result", shapeOf(getType()), expected);
}

//===----------------------------------------------------------------------===//
// Gather / scatter
//===----------------------------------------------------------------------===//

/// The shape of the batch part of an index tensor: `indices` without
/// `indexVectorDim` (which may equal the rank, meaning an implicit trailing
/// dimension of size 1).
static SmallVector<int64_t> batchShape(ArrayRef<int64_t> indices,
                                       int64_t indexVectorDim) {
  SmallVector<int64_t> result;
  for (int64_t d = 0, e = indices.size(); d < e; ++d)
    if (d != indexVectorDim)
      result.push_back(indices[d]);
  return result;
}

LogicalResult GatherOp::verify() {
  GatherDimensionNumbersAttr dims = getDimensionNumbers();
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  ArrayRef<int64_t> indices = shapeOf(getStartIndices());
  ArrayRef<int64_t> result = shapeOf(getType());
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims(),
                    collapsed = dims.getCollapsedSliceDims(),
                    operandBatching = dims.getOperandBatchingDims(),
                    indicesBatching = dims.getStartIndicesBatchingDims(),
                    startIndexMap = dims.getStartIndexMap(),
                    sliceSizes = getSliceSizes();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t operandRank = operand.size(), indicesRank = indices.size();

  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError("index_vector_dim ")
           << indexVectorDim << " is out of range [0, " << indicesRank << "]";
  if (failed(checkSorted(*this, "offset_dims", offsetDims)) ||
      failed(checkInRange(*this, "offset_dims", offsetDims, result.size(),
                          "the result rank")) ||
      failed(checkSorted(*this, "collapsed_slice_dims", collapsed)) ||
      failed(checkInRange(*this, "collapsed_slice_dims", collapsed, operandRank,
                          "the operand rank")) ||
      failed(checkSorted(*this, "operand_batching_dims", operandBatching)) ||
      failed(checkInRange(*this, "operand_batching_dims", operandBatching,
                          operandRank, "the operand rank")) ||
      failed(checkDisjoint(*this, "collapsed_slice_dims", collapsed,
                           "operand_batching_dims", operandBatching)) ||
      failed(
          checkUnique(*this, "start_indices_batching_dims", indicesBatching)) ||
      failed(checkInRange(*this, "start_indices_batching_dims", indicesBatching,
                          indicesRank, "the start_indices rank")) ||
      failed(checkUnique(*this, "start_index_map", startIndexMap)) ||
      failed(checkInRange(*this, "start_index_map", startIndexMap, operandRank,
                          "the operand rank")) ||
      failed(checkDisjoint(*this, "start_index_map", startIndexMap,
                           "operand_batching_dims", operandBatching)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return emitOpError("start_indices_batching_dims must not contain "
                       "index_vector_dim ")
           << indexVectorDim;
  if (operandBatching.size() != indicesBatching.size())
    return emitOpError("operand_batching_dims and start_indices_batching_dims "
                       "must have the same size, got ")
           << operandBatching.size() << " and " << indicesBatching.size();
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching))
    if (!dimsMatch(operand[o], indices[i]))
      return emitOpError("operand batching dimension ")
             << o << " (size " << operand[o]
             << ") and start_indices batching dimension " << i << " (size "
             << indices[i] << ") differ";
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices[indexVectorDim] : 1;
  if (isStatic(indexVectorSize) &&
      static_cast<int64_t>(startIndexMap.size()) != indexVectorSize)
    return emitOpError("start_index_map has ")
           << startIndexMap.size()
           << " entries but the index vector dimension has size "
           << indexVectorSize;
  if (static_cast<int64_t>(sliceSizes.size()) != operandRank)
    return emitOpError("slice_sizes has ")
           << sliceSizes.size() << " entries but the operand has rank "
           << operandRank;
  for (auto [d, size] : llvm::enumerate(sliceSizes)) {
    if (size < 0 || (isStatic(operand[d]) && size > operand[d]))
      return emitOpError("slice_sizes[")
             << d << "] = " << size << " is out of range [0, " << operand[d]
             << "]";
  }
  for (int64_t d : collapsed)
    if (sliceSizes[d] > 1)
      return emitOpError("collapsed dimension ")
             << d << " must have slice size 0 or 1, got " << sliceSizes[d];
  for (int64_t d : operandBatching)
    if (sliceSizes[d] > 1)
      return emitOpError("operand batching dimension ")
             << d << " must have slice size 0 or 1, got " << sliceSizes[d];

  SmallVector<int64_t> batch = batchShape(indices, indexVectorDim);
  SmallVector<int64_t> offsets;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsets.push_back(sliceSizes[d]);
  if (offsets.size() != offsetDims.size())
    return emitOpError("offset_dims has ")
           << offsetDims.size() << " entries but the slice keeps "
           << offsets.size()
           << " dimensions (operand rank minus collapsed and batching "
              "dimensions)";
  SmallVector<int64_t> expected;
  size_t nextOffset = 0, nextBatch = 0;
  for (size_t d = 0, e = offsetDims.size() + batch.size(); d < e; ++d)
    expected.push_back(llvm::is_contained(offsetDims, d) ? offsets[nextOffset++]
                                                         : batch[nextBatch++]);
  return checkShape(*this, "result", result, expected);
}

LogicalResult ScatterOp::verify() {
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  ArrayRef<int64_t> operand = shapeOf(getInputs().front());
  ArrayRef<int64_t> indices = shapeOf(getScatterIndices());
  ArrayRef<int64_t> updates = shapeOf(getUpdates().front());
  int64_t operandRank = operand.size(), indicesRank = indices.size(),
          updatesRank = updates.size();
  for (auto [i, input] : llvm::enumerate(getInputs()))
    if (failed(checkShape(*this, ("input " + Twine(i)).str(), shapeOf(input),
                          operand)))
      return failure();
  for (auto [i, update] : llvm::enumerate(getUpdates()))
    if (failed(checkShape(*this, ("update " + Twine(i)).str(), shapeOf(update),
                          updates)))
      return failure();
  if (getResults().size() != getInputs().size())
    return emitOpError("has ") << getResults().size() << " results but "
                               << getInputs().size() << " inputs";
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getResults(), getInputs())))
    if (std::get<0>(pair).getType() != std::get<1>(pair).getType())
      return emitOpError("result ")
             << i << " must have the type of input " << i << " ("
             << std::get<1>(pair).getType() << ")";

  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims(),
                    inserted = dims.getInsertedWindowDims(),
                    inputBatching = dims.getInputBatchingDims(),
                    indicesBatching = dims.getScatterIndicesBatchingDims(),
                    toOperand = dims.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError("index_vector_dim ")
           << indexVectorDim << " is out of range [0, " << indicesRank << "]";
  if (failed(checkSorted(*this, "update_window_dims", windowDims)) ||
      failed(checkInRange(*this, "update_window_dims", windowDims, updatesRank,
                          "the updates rank")) ||
      failed(checkSorted(*this, "inserted_window_dims", inserted)) ||
      failed(checkInRange(*this, "inserted_window_dims", inserted, operandRank,
                          "the input rank")) ||
      failed(checkSorted(*this, "input_batching_dims", inputBatching)) ||
      failed(checkInRange(*this, "input_batching_dims", inputBatching,
                          operandRank, "the input rank")) ||
      failed(checkDisjoint(*this, "inserted_window_dims", inserted,
                           "input_batching_dims", inputBatching)) ||
      failed(checkUnique(*this, "scatter_indices_batching_dims",
                         indicesBatching)) ||
      failed(checkInRange(*this, "scatter_indices_batching_dims",
                          indicesBatching, indicesRank,
                          "the scatter_indices rank")) ||
      failed(checkUnique(*this, "scatter_dims_to_operand_dims", toOperand)) ||
      failed(checkInRange(*this, "scatter_dims_to_operand_dims", toOperand,
                          operandRank, "the input rank")) ||
      failed(checkDisjoint(*this, "scatter_dims_to_operand_dims", toOperand,
                           "input_batching_dims", inputBatching)))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return emitOpError("scatter_indices_batching_dims must not contain "
                       "index_vector_dim ")
           << indexVectorDim;
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError("input_batching_dims and scatter_indices_batching_dims "
                       "must have the same size, got ")
           << inputBatching.size() << " and " << indicesBatching.size();
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indices[indexVectorDim] : 1;
  if (isStatic(indexVectorSize) &&
      static_cast<int64_t>(toOperand.size()) != indexVectorSize)
    return emitOpError("scatter_dims_to_operand_dims has ")
           << toOperand.size()
           << " entries but the index vector dimension has size "
           << indexVectorSize;
  int64_t windowRank =
      windowDims.size() + inserted.size() + inputBatching.size();
  if (windowRank != operandRank)
    return emitOpError("update_window_dims, inserted_window_dims and "
                       "input_batching_dims have ")
           << windowRank << " entries together but the input has rank "
           << operandRank;

  // Update scatter dimensions follow the index batch shape; update window
  // dimensions are bounded by the remaining input dimensions.
  SmallVector<int64_t> batch = batchShape(indices, indexVectorDim);
  if (static_cast<int64_t>(batch.size() + windowDims.size()) != updatesRank)
    return emitOpError("updates have rank ")
           << updatesRank << " but " << batch.size() + windowDims.size()
           << " was expected (index batch dimensions plus update_window_dims)";
  SmallVector<int64_t> windowBounds;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(inserted, d) &&
        !llvm::is_contained(inputBatching, d))
      windowBounds.push_back(operand[d]);
  size_t nextBatch = 0, nextWindow = 0;
  for (int64_t d = 0; d < updatesRank; ++d) {
    if (llvm::is_contained(windowDims, d)) {
      int64_t bound = windowBounds[nextWindow++];
      if (isStatic(bound) && isStatic(updates[d]) && updates[d] > bound)
        return emitOpError("update window dimension ")
               << d << " has size " << updates[d]
               << " which exceeds the input size " << bound;
    } else if (!dimsMatch(updates[d], batch[nextBatch++])) {
      return emitOpError("update scatter dimension ")
             << d << " has size " << updates[d]
             << " but the scatter index batch dimension has size "
             << batch[nextBatch - 1];
    }
  }
  return success();
}

LogicalResult ScatterOp::verifyRegions() {
  SmallVector<Type> elements;
  for (Value input : getInputs())
    elements.push_back(getElementTypeOrSelf(input.getType()));
  return checkScalarBody(*this, getUpdateComputation(), "update_computation",
                         elements);
}

//===----------------------------------------------------------------------===//
// Reductions and windows
//===----------------------------------------------------------------------===//

/// Shared by reduce and reduce_window: the init values are rank-0 tensors,
/// the inputs share one shape, and each input element type is promotable to
/// its init element type (which is the body's accumulator type).
static LogicalResult checkInputsAndInits(Operation *op, ValueRange inputs,
                                         ValueRange inits,
                                         SmallVectorImpl<Type> &accTypes) {
  if (inputs.empty())
    return op->emitOpError("needs at least one input");
  if (inputs.size() != inits.size())
    return op->emitOpError("has ")
           << inputs.size() << " inputs but " << inits.size() << " init values";
  ArrayRef<int64_t> shape = shapeOf(inputs.front());
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, inits))) {
    auto [input, init] = pair;
    if (failed(
            checkShape(op, ("input " + Twine(i)).str(), shapeOf(input), shape)))
      return failure();
    if (rankOf(init) != 0)
      return op->emitOpError("init value ")
             << i << " must be a rank-0 tensor, got " << init.getType();
    Type inElem = getElementTypeOrSelf(input.getType());
    Type accElem = getElementTypeOrSelf(init.getType());
    if (!isPromotable(inElem, accElem))
      return op->emitOpError("input ")
             << i << " of element type " << inElem
             << " cannot be accumulated in init value type " << accElem;
    accTypes.push_back(accElem);
  }
  return success();
}

/// The results of reduce and reduce_window: one per input, of shape
/// `expected`, with the element type of the matching init value.
static LogicalResult checkReductionResults(Operation *op, ResultRange results,
                                           size_t numInputs,
                                           ArrayRef<int64_t> expected,
                                           ArrayRef<Type> accTypes) {
  if (results.size() != numInputs)
    return op->emitOpError("has ")
           << results.size() << " results but " << numInputs << " inputs";
  for (auto [i, result] : llvm::enumerate(results)) {
    if (failed(checkShape(op, ("result " + Twine(i)).str(), shapeOf(result),
                          expected)))
      return failure();
    if (getElementTypeOrSelf(result.getType()) != accTypes[i])
      return op->emitOpError("result ")
             << i << " must have the element type of init value " << i << " ("
             << accTypes[i] << ")";
  }
  return success();
}

/// The reducer region of reduce and reduce_window: scalar block arguments and
/// results of the init values' element types.
static LogicalResult checkReducerBody(Operation *op, ValueRange inits,
                                      Region &body) {
  SmallVector<Type> accTypes;
  for (Value init : inits)
    accTypes.push_back(getElementTypeOrSelf(init.getType()));
  return checkScalarBody(op, body, "body", accTypes);
}

LogicalResult ReduceOp::verify() {
  SmallVector<Type> accTypes;
  if (failed(
          checkInputsAndInits(*this, getInputs(), getInitValues(), accTypes)))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(getInputs().front());
  ArrayRef<int64_t> dims = getDimensions();
  if (failed(checkInRange(*this, "dimensions", dims, shape.size(),
                          "the input rank")) ||
      failed(checkUnique(*this, "dimensions", dims)))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0, e = shape.size(); d < e; ++d)
    if (!llvm::is_contained(dims, d))
      expected.push_back(shape[d]);
  return checkReductionResults(*this, getResults(), getInputs().size(),
                               expected, accTypes);
}

LogicalResult ReduceOp::verifyRegions() {
  return checkReducerBody(*this, getInitValues(), getBody());
}

LogicalResult ReduceWindowOp::verify() {
  SmallVector<Type> accTypes;
  if (failed(
          checkInputsAndInits(*this, getInputs(), getInitValues(), accTypes)))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(getInputs().front());
  int64_t rank = shape.size();
  FailureOr<SmallVector<int64_t>> window = readWindowAttr(
      *this, "window_dimensions",
      std::optional<ArrayRef<int64_t>>(getWindowDimensions()), rank);
  FailureOr<SmallVector<int64_t>> strides =
      readWindowAttr(*this, "window_strides", getWindowStrides(), rank);
  FailureOr<SmallVector<int64_t>> baseDilations =
      readWindowAttr(*this, "base_dilations", getBaseDilations(), rank);
  FailureOr<SmallVector<int64_t>> windowDilations =
      readWindowAttr(*this, "window_dilations", getWindowDilations(), rank);
  if (failed(window) || failed(strides) || failed(baseDilations) ||
      failed(windowDilations))
    return failure();
  auto padding = readPadding(*this, getPadding(), rank);
  if (failed(padding))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d)
    expected.push_back(windowOutputSize(shape[d], (*baseDilations)[d],
                                        (*padding)[d].first,
                                        (*padding)[d].second, (*window)[d],
                                        (*windowDilations)[d], (*strides)[d]));
  return checkReductionResults(*this, getResults(), getInputs().size(),
                               expected, accTypes);
}

LogicalResult ReduceWindowOp::verifyRegions() {
  return checkReducerBody(*this, getInitValues(), getBody());
}

LogicalResult SelectAndScatterOp::verify() {
  ArrayRef<int64_t> operand = shapeOf(getOperand());
  int64_t rank = operand.size();
  if (rankOf(getInitValue()) != 0)
    return emitOpError("init_value must be a rank-0 tensor");
  FailureOr<SmallVector<int64_t>> window =
      readWindowAttr(*this, "window_dimensions", getWindowDimensions(), rank);
  FailureOr<SmallVector<int64_t>> strides =
      readWindowAttr(*this, "window_strides", getWindowStrides(), rank);
  if (failed(window) || failed(strides))
    return failure();
  auto padding = readPadding(*this, getPadding(), rank);
  if (failed(padding))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d)
    expected.push_back(windowOutputSize(operand[d], 1, (*padding)[d].first,
                                        (*padding)[d].second, (*window)[d], 1,
                                        (*strides)[d]));
  if (failed(checkShape(*this, "source", shapeOf(getSource()), expected)))
    return failure();
  if (getResult().getType() != getOperand().getType())
    return emitOpError("result must have the operand type ")
           << getOperand().getType();
  return success();
}

LogicalResult SelectAndScatterOp::verifyRegions() {
  Type operandElem = getElementTypeOrSelf(getOperand().getType());
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (failed(checkScalarBody(*this, getSelect(), "select", {operandElem}, i1)))
    return failure();
  Type accElem = getElementTypeOrSelf(getInitValue().getType());
  return checkScalarBody(*this, getScatter(), "scatter", {accElem});
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  // Not the attribute: an op written without one has the default (-1).
  int64_t dim = static_cast<int64_t>(getDimension());
  if (dim < -rank || dim >= rank)
    return emitOpError("dimension ")
           << dim << " is out of range [" << -rank << ", " << rank << ")";
  if (getNumResults() != getInputs().size())
    return emitOpError("has ") << getNumResults() << " results but "
                               << getInputs().size() << " inputs";
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getResults(), getInputs())))
    if (std::get<0>(pair).getType() != std::get<1>(pair).getType())
      return emitOpError("result ")
             << i << " must have the type of input " << i << " ("
             << std::get<1>(pair).getType() << ")";
  return success();
}

LogicalResult SortOp::verifyRegions() {
  SmallVector<Type> elements;
  for (Value input : getInputs())
    elements.push_back(getElementTypeOrSelf(input.getType()));
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  return checkScalarBody(*this, getComparator(), "comparator", elements, i1);
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// Checks that the types of `actual` equal `expected`, naming `what`.
static LogicalResult checkTypes(Operation *op, StringRef what, TypeRange actual,
                                TypeRange expected) {
  if (actual == expected)
    return success();
  InFlightDiagnostic diag = op->emitOpError() << what << " (";
  llvm::interleaveComma(actual, diag);
  diag << ") but (";
  llvm::interleaveComma(expected, diag);
  return diag << ") was expected";
}

LogicalResult WhileOp::verify() {
  return checkTypes(*this, "has result types", getResultTypes(),
                    getOperand().getTypes());
}

LogicalResult WhileOp::verifyRegions() {
  TypeRange types = getOperand().getTypes();
  if (failed(checkTypes(*this, "cond region takes",
                        getCond().front().getArgumentTypes(), types)) ||
      failed(checkTypes(*this, "body region takes",
                        getBody().front().getArgumentTypes(), types)))
    return failure();
  FailureOr<ReturnOp> condRet = getReturn(*this, getCond(), "cond");
  FailureOr<ReturnOp> bodyRet = getReturn(*this, getBody(), "body");
  if (failed(condRet) || failed(bodyRet))
    return failure();
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (failed(checkTypes(*this, "cond region returns",
                        condRet->getOperandTypes(), i1)))
    return failure();
  return checkTypes(*this, "body region returns", bodyRet->getOperandTypes(),
                    types);
}

/// Checks one branch of if/case: no arguments, returns the op's result types.
static LogicalResult checkBranch(Operation *op, Region &region,
                                 StringRef name) {
  if (region.empty())
    return op->emitOpError() << name << " must not be empty";
  if (region.front().getNumArguments() != 0)
    return op->emitOpError() << name << " must take no arguments, got "
                             << region.front().getNumArguments();
  FailureOr<ReturnOp> ret = getReturn(op, region, name);
  if (failed(ret))
    return failure();
  return checkTypes(op, (name + " returns").str(), ret->getOperandTypes(),
                    op->getResultTypes());
}

LogicalResult IfOp::verify() {
  if (rankOf(getPred()) != 0)
    return emitOpError("pred must be a rank-0 tensor, got ")
           << getPred().getType();
  return success();
}

LogicalResult IfOp::verifyRegions() {
  if (failed(checkBranch(*this, getTrueBranch(), "true_branch")))
    return failure();
  return checkBranch(*this, getFalseBranch(), "false_branch");
}

LogicalResult CaseOp::verify() {
  if (getBranches().empty())
    return emitOpError("needs at least one branch");
  return success();
}

LogicalResult CaseOp::verifyRegions() {
  for (auto [i, region] : llvm::enumerate(getBranches()))
    if (failed(checkBranch(*this, region, ("branch " + Twine(i)).str())))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

/// Checks feature_index against `operand` and that every value of
/// `perFeature` is 1-D with the feature dimension's size.
static LogicalResult
checkBatchNorm(Operation *op, Value operand, int64_t featureIndex,
               ArrayRef<std::pair<StringRef, Value>> perFeature) {
  ArrayRef<int64_t> shape = shapeOf(operand);
  if (featureIndex < 0 || featureIndex >= static_cast<int64_t>(shape.size()))
    return op->emitOpError("feature_index ")
           << featureIndex << " is out of range [0, " << shape.size() << ")";
  int64_t features = shape[featureIndex];
  for (auto [name, value] : perFeature)
    if (failed(checkShape(op, name, shapeOf(value), {features})))
      return failure();
  return success();
}

LogicalResult BatchNormInferenceOp::verify() {
  if (failed(checkBatchNorm(*this, getOperand(), getFeatureIndexAttr().getInt(),
                            {{"scale", getScale()},
                             {"offset", getOffset()},
                             {"mean", getMean()},
                             {"variance", getVariance()}})))
    return failure();
  return checkShape(*this, "result", shapeOf(getResult()),
                    shapeOf(getOperand()));
}

LogicalResult BatchNormTrainingOp::verify() {
  if (failed(checkBatchNorm(*this, getOperand(), getFeatureIndexAttr().getInt(),
                            {{"scale", getScale()},
                             {"offset", getOffset()},
                             {"batch_mean", getBatchMean()},
                             {"batch_var", getBatchVar()}})))
    return failure();
  return checkShape(*this, "output", shapeOf(getOutput()),
                    shapeOf(getOperand()));
}

LogicalResult BatchNormGradOp::verify() {
  if (failed(checkBatchNorm(*this, getOperand(), getFeatureIndexAttr().getInt(),
                            {{"scale", getScale()},
                             {"mean", getMean()},
                             {"variance", getVariance()},
                             {"grad_scale", getGradScale()},
                             {"grad_offset", getGradOffset()}})))
    return failure();
  if (failed(checkShape(*this, "grad_output", shapeOf(getGradOutput()),
                        shapeOf(getOperand()))))
    return failure();
  return checkShape(*this, "grad_operand", shapeOf(getGradOperand()),
                    shapeOf(getOperand()));
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::verify() {
  if (failed(checkReplicaGroups(*this, getReplicaGroups())))
    return failure();
  if (getNumResults() != getOperands().size())
    return emitOpError("has ") << getNumResults() << " results but "
                               << getOperands().size() << " operands";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getResults(), getOperands()))) {
    auto [result, operand] = pair;
    if (failed(checkShape(*this, ("result " + Twine(i)).str(), shapeOf(result),
                          shapeOf(operand))))
      return failure();
  }
  return success();
}

LogicalResult AllReduceOp::verifyRegions() {
  // One computation reduces every operand; its accumulator type is that of
  // the results (each operand's element type must be promotable to it).
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getResults(), getOperands()))) {
    auto [result, operand] = pair;
    Type acc = getElementTypeOrSelf(result.getType());
    if (!isPromotable(getElementTypeOrSelf(operand.getType()), acc))
      return emitOpError("operand ")
             << i << " cannot be reduced into result element type " << acc;
    if (failed(checkScalarBody(*this, getComputation(), "computation", {acc})))
      return failure();
  }
  return success();
}

LogicalResult AllGatherOp::verify() {
  FailureOr<int64_t> groupSize = checkReplicaGroups(*this, getReplicaGroups());
  if (failed(groupSize))
    return failure();
  if (getNumResults() != getOperands().size())
    return emitOpError("has ") << getNumResults() << " results but "
                               << getOperands().size() << " operands";
  int64_t dim = getAllGatherDimAttr().getInt();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getResults(), getOperands()))) {
    auto [result, operand] = pair;
    ArrayRef<int64_t> shape = shapeOf(operand);
    if (dim < 0 || dim >= static_cast<int64_t>(shape.size()))
      return emitOpError("all_gather_dim ")
             << dim << " is out of range [0, " << shape.size()
             << ") for operand " << i;
    SmallVector<int64_t> expected(shape);
    if (*groupSize > 0 && isStatic(expected[dim]))
      expected[dim] *= *groupSize;
    else if (*groupSize == 0)
      expected[dim] = ShapedType::kDynamic;
    if (failed(checkShape(*this, ("result " + Twine(i)).str(), shapeOf(result),
                          expected)))
      return failure();
  }
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  FailureOr<int64_t> groupSize = checkReplicaGroups(*this, getReplicaGroups());
  if (failed(groupSize))
    return failure();
  ArrayRef<int64_t> shape = shapeOf(getOperand());
  int64_t dim = getScatterDimensionAttr().getInt();
  if (dim < 0 || dim >= static_cast<int64_t>(shape.size()))
    return emitOpError("scatter_dimension ")
           << dim << " is out of range [0, " << shape.size() << ")";
  SmallVector<int64_t> expected(shape);
  if (*groupSize == 0) {
    expected[dim] = ShapedType::kDynamic;
  } else if (isStatic(shape[dim])) {
    if (shape[dim] % *groupSize != 0)
      return emitOpError("operand dimension ")
             << dim << " of size " << shape[dim]
             << " is not divisible by the replica group size " << *groupSize;
    expected[dim] = shape[dim] / *groupSize;
  }
  return checkShape(*this, "result", shapeOf(getResult()), expected);
}

LogicalResult ReduceScatterOp::verifyRegions() {
  return checkScalarBody(*this, getComputation(), "computation",
                         {getElementTypeOrSelf(getResult().getType())});
}

LogicalResult AllToAllOp::verify() {
  FailureOr<int64_t> groupSize = checkReplicaGroups(*this, getReplicaGroups());
  if (failed(groupSize))
    return failure();
  int64_t splitDim = getSplitDimensionAttr().getInt();
  int64_t concatDim = getConcatDimensionAttr().getInt();
  int64_t splitCount = getSplitCountAttr().getInt();
  if (splitCount <= 0)
    return emitOpError("split_count must be positive, got ") << splitCount;
  if (*groupSize > 0 && *groupSize != splitCount)
    return emitOpError("split_count ")
           << splitCount << " must equal the replica group size " << *groupSize;
  if (getNumResults() != getOperands().size())
    return emitOpError("has ") << getNumResults() << " results but "
                               << getOperands().size() << " operands";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getResults(), getOperands()))) {
    auto [result, operand] = pair;
    ArrayRef<int64_t> shape = shapeOf(operand);
    int64_t rank = shape.size();
    if (splitDim < 0 || splitDim >= rank)
      return emitOpError("split_dimension ")
             << splitDim << " is out of range [0, " << rank << ")";
    if (concatDim < 0 || concatDim >= rank)
      return emitOpError("concat_dimension ")
             << concatDim << " is out of range [0, " << rank << ")";
    SmallVector<int64_t> expected(shape);
    if (isStatic(shape[splitDim])) {
      if (shape[splitDim] % splitCount != 0)
        return emitOpError("operand dimension ")
               << splitDim << " of size " << shape[splitDim]
               << " is not divisible by split_count " << splitCount;
      expected[splitDim] /= splitCount;
    }
    if (isStatic(expected[concatDim]))
      expected[concatDim] *= splitCount;
    if (failed(checkShape(*this, ("result " + Twine(i)).str(), shapeOf(result),
                          expected)))
      return failure();
  }
  return success();
}

LogicalResult CollectivePermuteOp::verify() {
  DenseIntElementsAttr pairs = getSourceTargetPairs();
  auto type = cast<ShapedType>(pairs.getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return emitOpError("source_target_pairs must have shape Nx2, got ")
           << shapeStr(type.getShape());
  SmallVector<int64_t> values;
  for (APInt v : pairs.getValues<APInt>())
    values.push_back(v.getSExtValue());
  llvm::SmallSet<int64_t, 16> sources, targets;
  for (size_t i = 0; i + 1 < values.size(); i += 2) {
    if (values[i] < 0 || values[i + 1] < 0)
      return emitOpError("source_target_pairs must be non-negative");
    if (!sources.insert(values[i]).second)
      return emitOpError("source ") << values[i] << " appears twice";
    if (!targets.insert(values[i + 1]).second)
      return emitOpError("target ") << values[i + 1] << " appears twice";
  }
  if (getResult().getType() != getOperand().getType())
    return emitOpError("result must have the operand type ")
           << getOperand().getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Others
//===----------------------------------------------------------------------===//

LogicalResult RngBitGeneratorOp::verify() {
  if (getOutputState().getType() != getInitialState().getType())
    return emitOpError("output_state type ")
           << getOutputState().getType()
           << " must equal the initial_state type "
           << getInitialState().getType();
  auto state = cast<ShapedType>(getInitialState().getType());
  if (!state.hasStaticShape())
    return success();
  int64_t size = state.getNumElements();
  unsigned bits = state.getElementType().getIntOrFloatBitWidth();
  switch (getRngAlgorithm()) {
  case RngAlgorithm::THREE_FRY:
    if (size * bits != 128)
      return emitOpError("THREE_FRY needs a 128-bit state, got ")
             << size * bits << " bits";
    break;
  case RngAlgorithm::PHILOX:
    if (size * bits != 128 && size * bits != 192)
      return emitOpError("PHILOX needs a 128- or 192-bit state, got ")
             << size * bits << " bits";
    break;
  default:
    if (size == 0)
      return emitOpError("initial_state must not be empty");
  }
  return success();
}

LogicalResult CompositeOp::verify() {
  if (getName().empty())
    return emitOpError("name must not be empty");
  if (getVersionAttr() && getVersionAttr().getInt() < 0)
    return emitOpError("version must be non-negative");
  return success();
}

/// Checks that a layout is a permutation of [0, rank).
static LogicalResult checkLayout(Operation *op, StringRef what, size_t index,
                                 Attribute layoutAttr, Type type) {
  auto layout = dyn_cast<DenseIntElementsAttr>(layoutAttr);
  auto shaped = dyn_cast<ShapedType>(type);
  if (!layout || !shaped)
    return success();
  SmallVector<int64_t> dims;
  for (APInt v : layout.getValues<APInt>())
    dims.push_back(v.getSExtValue());
  if (static_cast<int64_t>(dims.size()) != shaped.getRank())
    return op->emitOpError()
           << what << " " << index << " has " << dims.size()
           << " entries but the value has rank " << shaped.getRank();
  SmallVector<int64_t> sorted(dims);
  llvm::sort(sorted);
  for (auto [i, d] : llvm::enumerate(sorted))
    if (d != static_cast<int64_t>(i))
      return op->emitOpError() << what << " " << index << " = " << listStr(dims)
                               << " is not a permutation of the dimensions";
  return success();
}

LogicalResult CustomCallOp::verify() {
  std::optional<ArrayAttr> operandLayouts = getOperandLayouts();
  std::optional<ArrayAttr> resultLayouts = getResultLayouts();
  if (operandLayouts.has_value() != resultLayouts.has_value())
    return emitOpError("operand_layouts and result_layouts must be given "
                       "together");
  if (operandLayouts) {
    if (operandLayouts->size() != getInputs().size())
      return emitOpError("operand_layouts has ")
             << operandLayouts->size() << " entries but the call has "
             << getInputs().size() << " operands";
    for (auto [i, pair] :
         llvm::enumerate(llvm::zip(*operandLayouts, getInputs().getTypes())))
      if (failed(checkLayout(*this, "operand layout", i, std::get<0>(pair),
                             std::get<1>(pair))))
        return failure();
    // A single tuple result carries one layout per tuple element.
    if (resultLayouts->size() == getNumResults()) {
      for (auto [i, pair] :
           llvm::enumerate(llvm::zip(*resultLayouts, getResultTypes())))
        if (failed(checkLayout(*this, "result layout", i, std::get<0>(pair),
                               std::get<1>(pair))))
          return failure();
    } else if (!(getNumResults() == 1 &&
                 isa<TupleType>(getResult(0).getType()))) {
      return emitOpError("result_layouts has ")
             << resultLayouts->size() << " entries but the call has "
             << getNumResults() << " results";
    }
  }
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    int64_t index = alias.getOperandIndex();
    if (index < 0 || index >= static_cast<int64_t>(getInputs().size()))
      return emitOpError("output_operand_alias operand_index ")
             << index << " is out of range [0, " << getInputs().size() << ")";
  }
  return success();
}
