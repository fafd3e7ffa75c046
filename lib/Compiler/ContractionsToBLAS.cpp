//===- ContractionsToBLAS.cpp - Matrix products as BLAS calls -------------===//
//
// Implements osdp-contractions-to-blas (see Passes.td). The calls are made
// on tensors, as the collectives' are: bufferization later places every
// buffer, and the runtime sees dense row-major matrices.
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

namespace osdp {
#define GEN_PASS_DEF_CONTRACTIONSTOBLASPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// A matrix product `C = op(A) op(B)` that BLAS computes, once each
/// operand's groups of dimensions (batch, M, N, K) are collapsed into one.
struct MatrixProduct {
  Value a, b;
  bool transA = false, transB = false;
  /// How each operand's dimensions collapse into [batch,] rows, columns.
  SmallVector<ReassociationIndices> groupsA, groupsB, groupsC;
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

/// Which of `plain` and `transposed` `map` reads (false or true, with the
/// collapsing groups), or none.
std::optional<bool> transposition(AffineMap map, ArrayRef<unsigned> batch,
                                  ArrayRef<unsigned> rows,
                                  ArrayRef<unsigned> cols,
                                  SmallVector<ReassociationIndices> &groups) {
  if (readsGroups(map, {batch, rows, cols}, groups))
    return false;
  groups.clear();
  if (readsGroups(map, {batch, cols, rows}, groups))
    return true;
  return std::nullopt;
}

bool isZeroFill(Value init) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && (matchPattern(fill.value(), m_AnyZeroFloat()));
}

/// Whether `op` computes on f32 or f64 tensors of static shapes, from zeros.
bool hasBLASOperands(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics() || !linalg::isaContractionOpInterface(op))
    return false;
  Type element = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  if (!element.isF32() && !element.isF64())
    return false;
  for (Value operand : op->getOperands())
    if (getElementTypeOrSelf(operand.getType()) != element ||
        !cast<ShapedType>(operand.getType()).hasStaticShape())
      return false;
  return isZeroFill(op.getDpsInits()[0]);
}

/// Matches contractions whose batch, M, N and K dimensions each form a
/// contiguous group in every operand (a dot_general with several free or
/// contracted dimensions, as in `[b, s, k] x [k, n]`): collapsed, they are
/// one (batched) matrix product.
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
  std::optional<bool> transA =
      transposition(maps[0], batch, m, k, product.groupsA);
  std::optional<bool> transB =
      transposition(maps[1], batch, k, n, product.groupsB);
  if (!transA || !transB || !readsGroups(maps[2], {batch, m, n},
                                         product.groupsC))
    return std::nullopt;
  product.a = op.getDpsInputs()[0];
  product.b = op.getDpsInputs()[1];
  product.transA = *transA;
  product.transB = *transB;
  return product;
}

/// `tensor` with its dimension groups collapsed (itself when every group
/// has one dimension).
Value collapse(OpBuilder &b, Location loc, Value tensor,
               ArrayRef<ReassociationIndices> groups) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (groups.size() == static_cast<size_t>(type.getRank()))
    return tensor;
  return tensor::CollapseShapeOp::create(b, loc, tensor, groups);
}

/// `tensor` as an unranked memref on its buffer.
Value unrankedBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value buffer = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor);
  return memref::CastOp::create(
      b, loc, UnrankedMemRefType::get(type.getElementType(), 0), buffer);
}

struct ContractionsToBLASPass
    : public osdp::impl::ContractionsToBLASPassBase<ContractionsToBLASPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<std::pair<linalg::LinalgOp, MatrixProduct>> products;
    module.walk([&](linalg::LinalgOp op) {
      if (std::optional<MatrixProduct> product = matchMatrixProduct(op))
        products.push_back({op, *product});
    });
    for (auto &[op, product] : products)
      replace(op, product, symbols);
  }

  void replace(linalg::LinalgOp op, const MatrixProduct &product,
               SymbolTable &symbols) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    auto collapsedType = tensor::CollapseShapeOp::inferCollapsedType(
        resultType, product.groupsC);
    Type element = resultType.getElementType();
    Value c = memref::AllocOp::create(
        b, loc, MemRefType::get(collapsedType.getShape(), element));
    SmallVector<Value> args{
        unrankedBuffer(b, loc, collapse(b, loc, product.a, product.groupsA)),
        unrankedBuffer(b, loc, collapse(b, loc, product.b, product.groupsB)),
        memref::CastOp::create(b, loc, UnrankedMemRefType::get(element, 0), c),
        arith::ConstantIntOp::create(b, loc, product.transA, 32),
        arith::ConstantIntOp::create(b, loc, product.transB, 32)};
    std::string name =
        element.isF32() ? "osdp_rt_gemm_f32" : "osdp_rt_gemm_f64";
    if (!symbols.lookup(name)) {
      OpBuilder atStart =
          OpBuilder::atBlockBegin(cast<ModuleOp>(symbols.getOp()).getBody());
      auto func = func::FuncOp::create(
          atStart, loc, name,
          atStart.getFunctionType(ValueRange(args).getTypes(), {}));
      func.setPrivate();
      func->setAttr("llvm.emit_c_interface", atStart.getUnitAttr());
      symbols.insert(func);
    }
    func::CallOp::create(b, loc, name, TypeRange{}, args);
    Value result = bufferization::ToTensorOp::create(b, loc, collapsedType, c,
                                                     /*restrict=*/true,
                                                     /*writable=*/true);
    if (collapsedType != resultType)
      result = tensor::ExpandShapeOp::create(b, loc, resultType, result,
                                             product.groupsC);
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
};

} // namespace
