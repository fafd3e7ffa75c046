//===- InitialFills.cpp - The fill that starts a reduction ----------------===//

#include "InitialFills.h"

#include "BufferViews.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op`, or an op inside it (a gather's load in a linalg body),
/// uses `buffer` or a view of it.
bool touches(Operation *op, Value buffer) {
  WalkResult walk = op->walk([&](Operation *inner) {
    bool uses = llvm::any_of(inner->getOperands(), [&](Value operand) {
      return isa<BaseMemRefType>(operand.getType()) &&
             baseBuffer(operand) == buffer;
    });
    return uses ? WalkResult::interrupt() : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Whether `op`'s results written through `init` are every element of it:
/// each index of its map is a distinct loop over the whole dimension, or 0
/// in a unit one.
bool coversInit(linalg::LinalgOp op, OpOperand *init) {
  auto type = dyn_cast<MemRefType>(init->get().getType());
  if (!type || !type.hasStaticShape() || op.hasDynamicShape())
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  llvm::SmallDenseSet<unsigned> seen;
  for (auto [result, size] : llvm::zip(
           op.getMatchingIndexingMap(init).getResults(), type.getShape())) {
    if (auto dim = dyn_cast<AffineDimExpr>(result)) {
      if (ranges[dim.getPosition()] != size ||
          !seen.insert(dim.getPosition()).second)
        return false;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(result);
    if (!constant || constant.getValue() != 0 || size != 1)
      return false;
  }
  return true;
}

} // namespace

std::optional<TypedAttr> osdp::filledConstant(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureBufferSemantics() ||
      linalgOp.getNumDpsInits() != 1)
    return std::nullopt;
  Value value;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    value = fill.value();
  else if (linalgOp.getNumDpsInputs() == 0)
    value = cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator())
                .getOperand(0);
  TypedAttr constant;
  if (!value || !matchPattern(value, m_Constant(&constant)))
    return std::nullopt;
  return constant;
}

std::optional<InitialFill> osdp::initialFill(linalg::LinalgOp op, Value init) {
  bool readBetween = false;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    auto writer = dyn_cast<linalg::LinalgOp>(prev);
    if (writer && llvm::any_of(writer.getDpsInits(), [&](Value written) {
          return baseBuffer(written) == init;
        })) {
      std::optional<TypedAttr> value =
          writer.getDpsInits()[0] == init ? filledConstant(prev) : std::nullopt;
      if (!value)
        return std::nullopt;
      OpOperand *operand = nullptr;
      for (OpOperand &candidate : op.getDpsInitsMutable())
        if (candidate.get() == init)
          operand = &candidate;
      bool readByOp =
          llvm::any_of(op.getDpsInputs(),
                       [&](Value input) {
                         return isa<BaseMemRefType>(input.getType()) &&
                                baseBuffer(input) == init;
                       }) ||
          llvm::any_of(op->getRegion(0).getOps(),
                       [&](Operation &inner) { return touches(&inner, init); });
      bool unread = !readBetween && !readByOp && baseBuffer(init) == init;
      return InitialFill{writer, *value, unread,
                         operand && coversInit(op, operand)};
    }
    // A linalg op that uses `init` reads it (writers were handled above);
    // any other op that uses it may write it. Ops that do not use it (a
    // cuBLAS call, another kernel) cannot reach it: it is an allocation
    // or an argument of this function.
    bool uses = touches(prev, init);
    if (uses && !isa<linalg::LinalgOp>(prev))
      return std::nullopt;
    readBetween |= uses;
  }
  return std::nullopt;
}

void osdp::eraseIfDead(const InitialFill &fill) {
  if (fill.unread && fill.covered)
    fill.fill->erase();
}
