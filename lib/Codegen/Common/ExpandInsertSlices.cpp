//===- ExpandInsertSlices.cpp - Inserts at the shape before a collapse ----===//
//
// Implements osdp-expand-insert-slices (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace osdp {
#define GEN_PASS_DEF_EXPANDINSERTSLICESPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The destination's shape, offsets and sizes at the source's expanded
/// shape: each collapsed dimension of the destination split as the group
/// it collapses, its leading dimension taking what is left.
struct ExpandedBox {
  SmallVector<int64_t> shape, offsets, sizes;
};

/// The box `insert` writes, expanded by `collapse`'s groups, if every group
/// but its leading dimension is whole in the destination (the parts of a
/// concatenation along a collapsed dimension, such as the heads of
/// attention's `[b, s, h * d]`).
std::optional<ExpandedBox> expandedBox(tensor::InsertSliceOp insert,
                                       tensor::CollapseShapeOp collapse) {
  RankedTensorType dest = insert.getDestType();
  RankedTensorType source = collapse.getSrcType();
  if (!dest.hasStaticShape() || !source.hasStaticShape() ||
      insert.getSourceType().getRank() != dest.getRank() ||
      !insert.hasUnitStride() ||
      ShapedType::isDynamicShape(insert.getStaticOffsets()))
    return std::nullopt;
  ExpandedBox box;
  for (auto [dim, group] :
       llvm::enumerate(collapse.getReassociationIndices())) {
    int64_t inner = 1;
    for (int64_t d : ArrayRef<int64_t>(group).drop_front())
      inner *= source.getDimSize(d);
    int64_t offset = insert.getStaticOffsets()[dim];
    if (dest.getDimSize(dim) % inner != 0 || offset % inner != 0)
      return std::nullopt;
    box.shape.push_back(dest.getDimSize(dim) / inner);
    box.offsets.push_back(offset / inner);
    box.sizes.push_back(source.getDimSize(group.front()));
    for (int64_t d : ArrayRef<int64_t>(group).drop_front()) {
      box.shape.push_back(source.getDimSize(d));
      box.offsets.push_back(0);
      box.sizes.push_back(source.getDimSize(d));
    }
  }
  return box;
}

/// `insert_slice(collapse_shape(x), dest)` as `collapse_shape(insert_slice(
/// x, expand_shape(dest)))`: what computes `x` then writes `dest` in place
/// (eliminate-empty-tensors), where it wrote a tensor of its own that a
/// copy moved into `dest`.
struct InsertBeforeCollapse : OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::InsertSliceOp insert,
                                PatternRewriter &rewriter) const override {
    auto collapse = insert.getSource().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return failure();
    std::optional<ExpandedBox> box = expandedBox(insert, collapse);
    if (!box)
      return failure();
    Location loc = insert.getLoc();
    RankedTensorType dest = insert.getDestType();
    auto expandedType = dest.clone(box->shape);
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    Value expanded = tensor::ExpandShapeOp::create(rewriter, loc, expandedType,
                                                   insert.getDest(), groups);
    SmallVector<int64_t> strides(box->shape.size(), 1);
    Value inserted = tensor::InsertSliceOp::create(
        rewriter, loc, collapse.getSrc(), expanded, ValueRange{}, ValueRange{},
        ValueRange{}, box->offsets, box->sizes, strides);
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(insert, dest, inserted,
                                                         groups);
    return success();
  }
};

struct ExpandInsertSlicesPass
    : public osdp::impl::ExpandInsertSlicesPassBase<ExpandInsertSlicesPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<InsertBeforeCollapse>(context);
    // The collapse of one insert and the expansion of the next cancel.
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
