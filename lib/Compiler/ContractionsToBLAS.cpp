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
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

namespace osdp {
#define GEN_PASS_DEF_CONTRACTIONSTOBLASPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// A matrix product `C = op(A) op(B)` that BLAS computes.
struct MatrixProduct {
  Value a, b;
  bool transA = false, transB = false;
};

/// Whether `map` reads the loop dimensions `dims`, in that order.
bool readsInOrder(AffineMap map, ArrayRef<unsigned> dims) {
  if (map.getNumResults() != dims.size())
    return false;
  for (auto [expr, dim] : llvm::zip(map.getResults(), dims)) {
    auto d = dyn_cast<AffineDimExpr>(expr);
    if (!d || d.getPosition() != dim)
      return false;
  }
  return true;
}

/// Which of `plain` and `transposed` `map` reads: false, true, or none.
std::optional<bool> transposition(AffineMap map, ArrayRef<unsigned> plain,
                                  ArrayRef<unsigned> transposed) {
  if (readsInOrder(map, plain))
    return false;
  if (readsInOrder(map, transposed))
    return true;
  return std::nullopt;
}

bool isZeroFill(Value init) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && (matchPattern(fill.value(), m_AnyZeroFloat()));
}

std::optional<MatrixProduct> matchMatrixProduct(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics() || !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  Type element = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  if (!element.isF32() && !element.isF64())
    return std::nullopt;
  for (Value operand : op->getOperands())
    if (getElementTypeOrSelf(operand.getType()) != element ||
        !cast<ShapedType>(operand.getType()).hasStaticShape())
      return std::nullopt;
  if (!isZeroFill(op.getDpsInits()[0]))
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || dims->batch.size() > 1)
    return std::nullopt;
  SmallVector<unsigned> batch(dims->batch.begin(), dims->batch.end());
  auto with = [&](unsigned x, unsigned y) {
    SmallVector<unsigned> order(batch);
    order.push_back(x);
    order.push_back(y);
    return order;
  };
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<bool> transA = transposition(maps[0], with(m, k), with(k, m));
  std::optional<bool> transB = transposition(maps[1], with(k, n), with(n, k));
  if (!transA || !transB || !readsInOrder(maps[2], with(m, n)))
    return std::nullopt;
  return MatrixProduct{op.getDpsInputs()[0], op.getDpsInputs()[1], *transA,
                       *transB};
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
    Type element = resultType.getElementType();
    Value c = memref::AllocOp::create(
        b, loc, MemRefType::get(resultType.getShape(), element));
    SmallVector<Value> args{
        unrankedBuffer(b, loc, product.a), unrankedBuffer(b, loc, product.b),
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
    Value result = bufferization::ToTensorOp::create(b, loc, resultType, c,
                                                     /*restrict=*/true,
                                                     /*writable=*/true);
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
};

} // namespace
