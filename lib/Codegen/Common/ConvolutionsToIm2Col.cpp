//===- ConvolutionsToIm2Col.cpp - Convolutions as patches and a GEMM ------===//
//
// Implements osdp-convolutions-to-im2col (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/BLASOperands.h"
#include "osdp/Codegen/Common/Passes.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/SetVector.h"

namespace osdp {
#define GEN_PASS_DEF_CONVOLUTIONSTOIM2COLPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `body` is `out + image * kernel`, the product BLAS computes.
bool isFloatMultiplyAdd(Block &body) {
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (body.getNumArguments() != 3 || yield.getNumOperands() != 1)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value out = body.getArgument(2);
  Value product = add.getLhs() == out ? add.getRhs() : add.getLhs();
  auto mul = product.getDefiningOp<arith::MulFOp>();
  return mul && (add.getLhs() == out || add.getRhs() == out) &&
         llvm::is_contained(mul->getOperands(), body.getArgument(0)) &&
         llvm::is_contained(mul->getOperands(), body.getArgument(1));
}

/// Whether `op` is a convolution this pass unfolds: image, kernel and
/// result of static shapes and an element type BLAS computes, the
/// image read through window sums, the kernel and the result through projected
/// permutations.
bool isUnfoldableConvolution(linalg::GenericOp op) {
  if (!hasBLASOperandTypes(op) || !isFloatMultiplyAdd(*op.getBlock()))
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return !maps[0].isProjectedPermutation() &&
         maps[1].isProjectedPermutation() && maps[2].isProjectedPermutation();
}

/// The loop dimensions the image reads: the kept ones (M) in the order the
/// result reads them and the contracted ones (K) in the order the kernel
/// does, so that BLAS needs no transpose of either. The patches are
/// [M, K] or, read transposed by BLAS, [K, M]: whichever ends with the
/// image's innermost dimension, so that the copy reads the image
/// contiguously (the kernel gradient's patches [b, oh, ow, kh, kw, c], not
/// [kh, kw, c, b, oh, ow]).
SmallVector<unsigned> patchDimensions(ArrayRef<AffineMap> maps) {
  AffineMap image = maps[0], result = maps[2];
  llvm::SetVector<unsigned> kept, contracted;
  for (AffineMap map : {result, maps[1]})
    for (AffineExpr expr : map.getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(expr);
          dim && image.isFunctionOfDim(dim.getPosition()))
        (result.isFunctionOfDim(dim.getPosition()) ? kept : contracted)
            .insert(dim.getPosition());
  // Dimensions only the image reads (a window of size one) go last.
  for (unsigned d = 0; d < image.getNumDims(); ++d)
    if (image.isFunctionOfDim(d) && !kept.contains(d))
      contracted.insert(d);
  auto innermost = dyn_cast<AffineDimExpr>(image.getResults().back());
  bool keptLast =
      innermost && !kept.empty() && kept.back() == innermost.getPosition();
  SmallVector<unsigned> order(llvm::to_vector(keptLast ? contracted : kept));
  llvm::append_range(order, keptLast ? kept : contracted);
  return order;
}

/// A padded image as stablehlo.pad becomes: a tensor filled with `value`,
/// `image` inserted at static `offsets` with static `strides` (interior
/// padding).
struct Padding {
  Value image, value;
  SmallVector<int64_t> offsets, strides, sizes, paddedSizes;
};

std::optional<Padding> matchPadding(Value padded) {
  auto insert = padded.getDefiningOp<tensor::InsertSliceOp>();
  if (!insert || !insert.getSourceType().hasStaticShape() ||
      ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
      ShapedType::isDynamicShape(insert.getStaticStrides()) ||
      insert.getSourceType().getShape() != insert.getStaticSizes())
    return std::nullopt;
  auto fill = insert.getDest().getDefiningOp<linalg::FillOp>();
  if (!fill)
    return std::nullopt;
  return Padding{insert.getSource(),
                 fill.value(),
                 llvm::to_vector(insert.getStaticOffsets()),
                 llvm::to_vector(insert.getStaticStrides()),
                 llvm::to_vector(insert.getSourceType().getShape()),
                 llvm::to_vector(insert.getDestType().getShape())};
}

/// The element of the padded image at `coords`: the image's where an
/// element of it lies there, the padding value elsewhere. The image is
/// read at an index in bounds either way.
Value paddedElement(OpBuilder &b, Location loc, const Padding &padding,
                    ArrayRef<Value> coords) {
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  using Pred = arith::CmpIPredicate;
  Value zero = constant(0), within;
  SmallVector<Value> indices;
  for (auto [coord, offset, stride, size, paddedSize] :
       llvm::zip(coords, padding.offsets, padding.strides, padding.sizes,
                 padding.paddedSizes)) {
    // An unpadded dimension (the batch, the features) needs no check.
    if (offset == 0 && stride == 1 && size == paddedSize) {
      indices.push_back(coord);
      continue;
    }
    Value shifted = arith::SubIOp::create(b, loc, coord, constant(offset));
    Value ok = arith::CmpIOp::create(b, loc, Pred::sge, shifted, zero);
    Value index = shifted;
    if (stride != 1) {
      Value rest = arith::RemSIOp::create(b, loc, shifted, constant(stride));
      ok = arith::AndIOp::create(
          b, loc, ok, arith::CmpIOp::create(b, loc, Pred::eq, rest, zero));
      index = arith::DivSIOp::create(b, loc, shifted, constant(stride));
    }
    ok = arith::AndIOp::create(
        b, loc, ok,
        arith::CmpIOp::create(b, loc, Pred::slt, index, constant(size)));
    indices.push_back(arith::SelectOp::create(b, loc, ok, index, zero));
    within = within ? arith::AndIOp::create(b, loc, within, ok) : ok;
  }
  Value element = tensor::ExtractOp::create(b, loc, padding.image, indices);
  if (!within)
    return element;
  return arith::SelectOp::create(b, loc, within, element, padding.value);
}

/// The patches: a copy of every window of `image` that `op` reads, one
/// tensor dimension per loop dimension in `order`. A padded image is read
/// as the image itself, the padding computed where a window reaches past
/// it, so that neither the padded image nor its fill is made.
Value copyPatches(OpBuilder &b, linalg::GenericOp op,
                  ArrayRef<unsigned> order) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  AffineMap image = op.getIndexingMapsArray()[0];
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> renamed(image.getNumDims(),
                                  getAffineConstantExpr(0, ctx));
  for (auto [i, dim] : llvm::enumerate(order)) {
    shape.push_back(ranges[dim]);
    renamed[dim] = getAffineDimExpr(i, ctx);
  }
  auto numDims = static_cast<unsigned>(order.size());
  AffineMap read = image.replaceDimsAndSymbols(renamed, {}, numDims, 0);
  Value input = op.getDpsInputs()[0];
  Type element = getElementTypeOrSelf(input.getType());
  Value init = tensor::EmptyOp::create(b, loc, shape, element);
  SmallVector<utils::IteratorType> parallel(numDims,
                                            utils::IteratorType::parallel);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(numDims, ctx);
  if (std::optional<Padding> padding = matchPadding(input))
    return linalg::GenericOp::create(
               b, loc, init.getType(), ValueRange{}, init,
               ArrayRef<AffineMap>{identity}, parallel,
               [&](OpBuilder &nb, Location nloc, ValueRange) {
                 SmallVector<Value> ivs;
                 for (unsigned dim = 0; dim < numDims; ++dim)
                   ivs.push_back(linalg::IndexOp::create(nb, nloc, dim));
                 SmallVector<Value> coords =
                     *affine::expandAffineMap(nb, nloc, read, ivs);
                 linalg::YieldOp::create(
                     nb, nloc, paddedElement(nb, nloc, *padding, coords));
               })
        .getResult(0);
  return linalg::GenericOp::create(
             b, loc, init.getType(), input, init,
             ArrayRef<AffineMap>{read, identity}, parallel,
             [](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, args[0]);
             })
      .getResult(0);
}

/// Replaces the convolution `op` by the patch copy and a contraction of the
/// patches with the kernel, which moves `op`'s body.
void unfold(IRRewriter &rewriter, linalg::GenericOp op) {
  rewriter.setInsertionPoint(op);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<unsigned> order = patchDimensions(maps);
  Value patches = copyPatches(rewriter, op, order);
  maps[0] = AffineMap::getMultiDimMapWithTargets(maps[0].getNumDims(), order,
                                                 op.getContext());
  auto contraction = linalg::GenericOp::create(
      rewriter, op.getLoc(), op->getResultTypes(),
      ValueRange{patches, op.getDpsInputs()[1]}, op.getDpsInits(), maps,
      op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op.getRegion(), contraction.getRegion(),
                              contraction.getRegion().end());
  rewriter.replaceOp(op, contraction->getResults());
}

struct ConvolutionsToIm2ColPass
    : public osdp::impl::ConvolutionsToIm2ColPassBase<
          ConvolutionsToIm2ColPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<linalg::GenericOp> convolutions;
    getOperation().walk([&](linalg::GenericOp op) {
      if (isUnfoldableConvolution(op))
        convolutions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : convolutions)
      unfold(rewriter, op);
  }
};

} // namespace
