//===- ContractionsToBLAS.cpp - Matrix products as BLAS calls -------------===//
//
// Implements osdp-contractions-to-blas (see Passes.td). The calls are made
// on tensors, as the collectives' are: bufferization later places every
// buffer, and the runtime sees dense row-major matrices.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/BLASOperands.h"
#include "osdp/Codegen/Common/Passes.h"
#include "osdp/Conversion/FloatCasts.h"
#include "osdp/Conversion/RuntimeCalls.h"

// The runtime's C ABI, shared with runtime/.
#include "osdp/Runtime/ABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

#include <type_traits>

namespace osdp {
#define GEN_PASS_DEF_CONTRACTIONSTOBLASPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

// The call replace() builds: A, B and C as unranked memrefs (descriptor
// pointers), then the two transpose flags as i32.
static_assert(
    std::is_same_v<osdp_abi_gemm_fn,
                   void(osdp_rt_unranked_memref *, osdp_rt_unranked_memref *,
                        osdp_rt_unranked_memref *, int32_t, int32_t)>,
    "osdp-contractions-to-blas calls gemm(A, B, C, trans_a, "
    "trans_b)");

namespace {

/// An input of a BLAS product, as BLAS reads it.
struct Input {
  Value value;
  /// When not empty, `value` is first transposed with this permutation (a
  /// `linalg.transpose`) into [batch, rows, columns] order, or [batch,
  /// columns, rows] when `transposed`.
  SmallVector<int64_t> permutation;
  bool transposed = false;
  /// How its dimensions collapse into [batch,] rows, columns.
  SmallVector<ReassociationIndices> groups;
};

/// A matrix product `C = op(A) op(B)` that BLAS computes, once each
/// operand's groups of dimensions (batch, M, N, K) are collapsed into one.
struct MatrixProduct {
  Input a, b;
  /// How C, computed in [batch, M, N] order, collapses; and when not empty,
  /// the permutation from that order to the result's.
  SmallVector<ReassociationIndices> groupsC;
  SmallVector<int64_t> resultPermutation;
};

/// The loop dimensions of `map`'s results that are in `dims`, in the order
/// `map` reads them.
SmallVector<unsigned> readOrder(AffineMap map, ArrayRef<unsigned> dims) {
  SmallVector<unsigned> order;
  for (AffineExpr expr : map.getResults())
    if (auto d = dyn_cast<AffineDimExpr>(expr);
        d && llvm::is_contained(dims, d.getPosition()))
      order.push_back(d.getPosition());
  return order;
}

/// Whether `map` reads exactly the dimension groups `groups`, one after the
/// other; if so, appends to `reassociation` the result positions of each
/// non-empty group.
bool readsGroups(AffineMap map, ArrayRef<ArrayRef<unsigned>> groups,
                 SmallVector<ReassociationIndices> &reassociation) {
  SmallVector<unsigned> expected;
  for (ArrayRef<unsigned> group : groups) {
    if (group.empty())
      continue;
    ReassociationIndices positions;
    for (unsigned dim : group) {
      positions.push_back(expected.size());
      expected.push_back(dim);
    }
    reassociation.push_back(positions);
  }
  if (map.getNumResults() != expected.size())
    return false;
  for (auto [expr, dim] : llvm::zip(map.getResults(), expected)) {
    auto d = dyn_cast<AffineDimExpr>(expr);
    if (!d || d.getPosition() != dim)
      return false;
  }
  return true;
}

/// The permutation that brings an operand `map` reads into the order of
/// the loop dimensions `order` (result dimension i is operand dimension
/// permutation[i]).
SmallVector<int64_t> permutationTo(AffineMap map, ArrayRef<unsigned> order) {
  SmallVector<int64_t> permutation;
  for (unsigned dim : order)
    permutation.push_back(
        *map.getResultPosition(getAffineDimExpr(dim, map.getContext())));
  return permutation;
}

/// How BLAS reads the operand `value` that `map` indexes, as a (batch of)
/// `rows` x `cols` matrices: directly, transposed, or after a permutation
/// of its dimensions.
Input asMatrix(Value value, AffineMap map, ArrayRef<unsigned> batch,
               ArrayRef<unsigned> rows, ArrayRef<unsigned> cols) {
  Input input;
  input.value = value;
  if (readsGroups(map, {batch, rows, cols}, input.groups))
    return input;
  input.groups.clear();
  if (readsGroups(map, {batch, cols, rows}, input.groups)) {
    input.transposed = true;
    return input;
  }
  input.groups.clear();
  // A copy is needed. Where the operand's innermost dimension is a row
  // dimension, BLAS reads the copy transposed, so that the copy keeps that
  // dimension innermost and moves whole contiguous runs (attention's keys
  // `[b, s, h, d]` become `[b, h, s, d]`, not `[b, h, d, s]`).
  auto innermost = dyn_cast<AffineDimExpr>(map.getResults().back());
  input.transposed =
      innermost && llvm::is_contained(rows, innermost.getPosition());
  ArrayRef<unsigned> first = input.transposed ? cols : rows;
  ArrayRef<unsigned> second = input.transposed ? rows : cols;
  SmallVector<unsigned> order(batch);
  llvm::append_range(order, first);
  llvm::append_range(order, second);
  input.permutation = permutationTo(map, order);
  AffineMap permuted = AffineMap::getMultiDimMapWithTargets(
      map.getNumDims(), order, map.getContext());
  readsGroups(permuted, {batch, first, second}, input.groups);
  return input;
}

bool isZeroFill(Value init) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && (matchPattern(fill.value(), m_AnyZeroFloat()));
}

/// Whether `op` is a contraction BLAS computes: on tensors of static shapes
/// and an element type it has, from zeros.
bool hasBLASOperands(linalg::LinalgOp op) {
  return hasBLASOperandTypes(op) && linalg::isaContractionOpInterface(op) &&
         isZeroFill(op.getDpsInits()[0]);
}

/// Matches contractions with at least one M, N and K dimension. Where the
/// batch, M, N and K dimensions each form a contiguous group in an operand
/// (a dot_general with several free or contracted dimensions, as in
/// `[b, s, k] x [k, n]`), collapsing them makes one (batched) matrix
/// product; an operand whose dimensions interleave (attention's
/// `[b, s, h, d]`) is transposed first.
std::optional<MatrixProduct> matchMatrixProduct(linalg::LinalgOp op) {
  if (!hasBLASOperands(op))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  // The result fixes the order of the batch, M and N groups; A that of K.
  SmallVector<unsigned> batch = readOrder(maps[2], dims->batch);
  SmallVector<unsigned> m = readOrder(maps[2], dims->m);
  SmallVector<unsigned> n = readOrder(maps[2], dims->n);
  SmallVector<unsigned> k = readOrder(maps[0], dims->k);
  MatrixProduct product;
  product.a = asMatrix(op.getDpsInputs()[0], maps[0], batch, m, k);
  product.b = asMatrix(op.getDpsInputs()[1], maps[1], batch, k, n);
  if (!readsGroups(maps[2], {batch, m, n}, product.groupsC)) {
    // C interleaves its groups: compute [batch, M, N], then transpose.
    SmallVector<unsigned> order(batch);
    llvm::append_range(order, m);
    llvm::append_range(order, n);
    AffineMap canonical = AffineMap::getMultiDimMapWithTargets(
        maps[2].getNumDims(), order, op.getContext());
    product.groupsC.clear();
    readsGroups(canonical, {batch, m, n}, product.groupsC);
    SmallVector<unsigned> resultOrder;
    for (AffineExpr expr : maps[2].getResults())
      resultOrder.push_back(cast<AffineDimExpr>(expr).getPosition());
    product.resultPermutation = permutationTo(canonical, resultOrder);
  }
  return product;
}

/// `tensor` with its dimensions permuted (result dimension i is dimension
/// permutation[i] of `tensor`).
Value transpose(OpBuilder &b, Location loc, Value tensor,
                ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<int64_t> shape;
  for (int64_t dim : permutation)
    shape.push_back(type.getDimSize(dim));
  Value init = tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  return linalg::TransposeOp::create(b, loc, tensor, init, permutation)
      ->getResult(0);
}

/// The copies of operands into the order BLAS reads, made once for each
/// tensor and order: attention's backward products read the queries, keys
/// and values its forward products read, in the same orders. A copy then
/// lives until its last reader.
class TransposedOperands {
public:
  /// `input.value`, transposed into the order BLAS reads if needed, unless
  /// an earlier copy dominates `op`.
  Value get(OpBuilder &b, Operation *op, const Input &input) {
    if (input.permutation.empty())
      return input.value;
    auto key =
        std::make_pair(input.value, b.getDenseI64ArrayAttr(input.permutation));
    Value &copy = copies[key];
    if (!copy || !dominance.properlyDominates(copy, op)) {
      OpBuilder::InsertionGuard guard(b);
      setCopyPoint(b, op, input.value);
      copy = transpose(b, op->getLoc(), input.value, input.permutation);
    }
    return copy;
  }

private:
  /// A copy of a slice or reshape is made right after it, where the copies
  /// of its siblings are too (attention's queries, keys and values, sliced
  /// from one projection), so that they merge into one kernel; it takes the
  /// place of the tensor it views, which may then die there. Any other
  /// copy is made at `op`, not to keep it longer than needed.
  static void setCopyPoint(OpBuilder &b, Operation *op, Value value) {
    Operation *def = value.getDefiningOp();
    if (def && def->getBlock() == op->getBlock() &&
        isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
            tensor::ExtractSliceOp>(def))
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPoint(op);
  }

  DominanceInfo dominance;
  llvm::DenseMap<std::pair<Value, Attribute>, Value> copies;
};

/// `tensor` with its dimension groups collapsed (itself when every group
/// has one dimension).
Value collapse(OpBuilder &b, Location loc, Value tensor,
               ArrayRef<ReassociationIndices> groups) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (groups.size() == static_cast<size_t>(type.getRank()))
    return tensor;
  return tensor::CollapseShapeOp::create(b, loc, tensor, groups);
}

struct ContractionsToBLASPass
    : public osdp::impl::ContractionsToBLASPassBase<ContractionsToBLASPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    // Matched one at a time: a product may read another's result, which
    // its replacement changes.
    SmallVector<linalg::LinalgOp> contractions;
    module.walk([&](linalg::LinalgOp op) { contractions.push_back(op); });
    TransposedOperands transposed;
    for (linalg::LinalgOp op : contractions)
      if (std::optional<MatrixProduct> product = matchMatrixProduct(op))
        replace(op, *product, symbols, transposed);
  }

  /// The runtime's entry point for products of `element`, e.g.
  /// osdp_rt_gemm_f32 or osdp_cuda_gemm_bf16 (the ABI's suffixes are the
  /// element types' names).
  std::string gemmFunction(Type element) {
    std::string name =
        runtimeFunctionName(target, std::string(OSDP_ABI_GEMM) + "_");
    llvm::raw_string_ostream os(name);
    element.print(os);
    return name;
  }

  void replace(linalg::LinalgOp op, const MatrixProduct &product,
               SymbolTable &symbols, TransposedOperands &transposed) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    RankedTensorType productType = resultType;
    if (!product.resultPermutation.empty()) {
      // The product in [batch, M, N] order: result dimension j is dimension
      // resultPermutation[j] of it.
      SmallVector<int64_t> shape(resultType.getRank());
      for (auto [j, dim] : llvm::enumerate(product.resultPermutation))
        shape[dim] = resultType.getDimSize(j);
      productType = resultType.clone(shape);
    }
    auto collapsedType = tensor::CollapseShapeOp::inferCollapsedType(
        productType, product.groupsC);
    // The CPU's BLAS has no 16-bit products: they are f32 products of the
    // operands widened (exactly), rounded once, as cuBLAS computes them.
    Type element = resultType.getElementType();
    Type computed =
        target == RuntimeTarget::CPU && element.getIntOrFloatBitWidth() == 16
            ? b.getF32Type()
            : element;
    auto operand = [&](const Input &input) {
      Value matrix =
          collapse(b, loc, transposed.get(b, op, input), input.groups);
      if (computed != element)
        matrix = castFloats(b, loc, matrix, computed);
      return readOnlyUnrankedBuffer(b, loc, matrix);
    };
    auto [c, cUnranked] =
        newUnrankedBuffer(b, loc, collapsedType.clone(computed));
    SmallVector<Value> args{
        operand(product.a), operand(product.b), cUnranked,
        arith::ConstantIntOp::create(b, loc, product.a.transposed, 32),
        arith::ConstantIntOp::create(b, loc, product.b.transposed, 32)};
    FlatSymbolRefAttr callee = declareRuntimeFunction(
        cast<ModuleOp>(symbols.getOp()), symbols, gemmFunction(computed),
        ValueRange(args).getTypes());
    func::CallOp::create(b, loc, callee, TypeRange{}, args);
    Value result = tensorOfBuffer(b, loc, collapsedType.clone(computed), c);
    if (computed != element)
      result = castFloats(b, loc, result, element);
    if (collapsedType != productType)
      result = tensor::ExpandShapeOp::create(b, loc, productType, result,
                                             product.groupsC);
    if (!product.resultPermutation.empty())
      result = transpose(b, loc, result, product.resultPermutation);
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
};

} // namespace

bool osdp::hasBLASOperandTypes(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return false;
  Type element = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  if (!element.isF32() && !element.isF64() && !element.isF16() &&
      !element.isBF16())
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    return getElementTypeOrSelf(operand.getType()) == element &&
           cast<ShapedType>(operand.getType()).hasStaticShape();
  });
}
