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
#include "mlir/Dialect/SCF/IR/SCF.h"
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
/// padding). Where the padding cuts into the image (negative), the padded
/// tensor is a slice of that, which shifts the offsets down by the slice's
/// and leaves `paddedSizes` the slice's sizes.
struct Padding {
  Value image, value;
  SmallVector<int64_t> offsets, strides, sizes, paddedSizes;
};

std::optional<Padding> matchPadding(Value padded) {
  if (auto slice = padded.getDefiningOp<tensor::ExtractSliceOp>()) {
    if (ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        !slice.hasUnitStride() || !slice.getType().hasStaticShape() ||
        slice.getType().getRank() != slice.getSourceType().getRank())
      return std::nullopt;
    std::optional<Padding> padding = matchPadding(slice.getSource());
    if (!padding)
      return std::nullopt;
    for (auto [offset, cut] :
         llvm::zip(padding->offsets, slice.getStaticOffsets()))
      offset -= cut;
    padding->paddedSizes = llvm::to_vector(slice.getType().getShape());
    return padding;
  }
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

/// A chunk of a convolution's patches: `rows` values of loop dimension
/// `dim` from `offset` on.
struct Chunk {
  unsigned dim;
  Value offset;
  int64_t rows;
};

/// The patches: a copy of every window of `image` that `op` reads, one
/// tensor dimension per loop dimension in `order`, or those of `chunk`
/// only. A padded image is read as the image itself, the padding computed
/// where a window reaches past it, so that neither the padded image nor
/// its fill is made.
Value copyPatches(OpBuilder &b, linalg::GenericOp op, ArrayRef<unsigned> order,
                  std::optional<Chunk> chunk) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  AffineMap image = op.getIndexingMapsArray()[0];
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (chunk)
    ranges[chunk->dim] = chunk->rows;
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
  std::optional<Padding> padding = matchPadding(input);
  if (!padding && !chunk)
    return linalg::GenericOp::create(
               b, loc, init.getType(), input, init,
               ArrayRef<AffineMap>{read, identity}, parallel,
               [](OpBuilder &nb, Location nloc, ValueRange args) {
                 linalg::YieldOp::create(nb, nloc, args[0]);
               })
        .getResult(0);
  // The image's coordinates computed from the patch's: a chunk's offset
  // is a loop's induction variable, which no indexing map can add.
  return linalg::GenericOp::create(
             b, loc, init.getType(), ValueRange{}, init,
             ArrayRef<AffineMap>{identity}, parallel,
             [&](OpBuilder &nb, Location nloc, ValueRange) {
               SmallVector<Value> ivs;
               for (auto [i, dim] : llvm::enumerate(order)) {
                 Value iv = linalg::IndexOp::create(nb, nloc, i);
                 if (chunk && dim == chunk->dim)
                   iv = arith::AddIOp::create(nb, nloc, iv, chunk->offset);
                 ivs.push_back(iv);
               }
               SmallVector<Value> coords =
                   *affine::expandAffineMap(nb, nloc, read, ivs);
               Value element =
                   padding ? paddedElement(nb, nloc, *padding, coords)
                           : tensor::ExtractOp::create(nb, nloc, input, coords)
                                 .getResult();
               linalg::YieldOp::create(nb, nloc, element);
             })
      .getResult(0);
}

/// The contraction of `patches` (the loop dimensions `order`) with `op`'s
/// kernel into `init`, which takes `op`'s body.
Value contract(IRRewriter &rewriter, linalg::GenericOp op,
               ArrayRef<unsigned> order, Value patches, Value init) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[0] = AffineMap::getMultiDimMapWithTargets(maps[0].getNumDims(), order,
                                                 op.getContext());
  auto contraction =
      linalg::GenericOp::create(rewriter, op.getLoc(), init.getType(),
                                ValueRange{patches, op.getDpsInputs()[1]}, init,
                                maps, op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op.getRegion(), contraction.getRegion(),
                              contraction.getRegion().end());
  return contraction.getResult(0);
}

/// The loop dimension the result's outermost dimension reads, where the
/// patches can be made a chunk at a time: one the image reads and the
/// kernel does not. The output features are not: each chunk of them
/// would need every window of the image.
std::optional<unsigned> chunkDimension(ArrayRef<AffineMap> maps) {
  if (maps[2].getNumResults() == 0)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(maps[2].getResult(0));
  if (!dim || !maps[0].isFunctionOfDim(dim.getPosition()) ||
      maps[1].isFunctionOfDim(dim.getPosition()))
    return std::nullopt;
  return dim.getPosition();
}

/// The chunk of rows `op`'s patches (the loop dimensions `order`) are made
/// in under `maxPatchBytes` (its offset unset); none where they are made at
/// once. A chunk starts from the convolution's fill.
std::optional<Chunk> chunkOf(linalg::GenericOp op, ArrayRef<unsigned> order,
                             int64_t maxPatchBytes) {
  std::optional<unsigned> dim = chunkDimension(op.getIndexingMapsArray());
  if (!dim || !op.getDpsInits()[0].getDefiningOp<linalg::FillOp>())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Type element = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  for (unsigned d : order)
    bytes *= ranges[d];
  int64_t rows = patchChunkRows(ranges[*dim], bytes, maxPatchBytes);
  if (rows == ranges[*dim])
    return std::nullopt;
  return Chunk{*dim, Value(), rows};
}

/// `op`'s result made `chunk.rows` rows at a time: a loop whose every
/// iteration copies one chunk's patches, contracts them with the whole
/// kernel into a chunk of the result, from the convolution's fill, and
/// inserts that chunk. Every row is written, so the result starts empty.
/// The loop is an scf.while, as stablehlo.while becomes: the cuda target's
/// kernel passes take an scf.for for a loop nest to run on the device,
/// and this one calls the GEMM from the host.
Value unfoldInChunks(IRRewriter &rewriter, linalg::GenericOp op,
                     ArrayRef<unsigned> order, Chunk chunk) {
  Location loc = op.getLoc();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Type element = resultType.getElementType();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  Value whole =
      tensor::EmptyOp::create(rewriter, loc, resultType.getShape(), element);
  Value end = index(resultType.getDimSize(0));
  Value step = index(chunk.rows);
  Type indexType = rewriter.getIndexType();
  auto loop =
      scf::WhileOp::create(rewriter, loc, TypeRange{indexType, resultType},
                           ValueRange{index(0), whole});
  Block *before = rewriter.createBlock(&loop.getBefore(), {},
                                       {indexType, resultType}, {loc, loc});
  Value more = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                                     before->getArgument(0), end);
  scf::ConditionOp::create(rewriter, loc, more, before->getArguments());
  Block *after = rewriter.createBlock(&loop.getAfter(), {},
                                      {indexType, resultType}, {loc, loc});
  chunk.offset = after->getArgument(0);
  SmallVector<int64_t> shape(resultType.getShape());
  shape[0] = chunk.rows;
  auto fill = op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  Value init =
      linalg::FillOp::create(
          rewriter, loc, fill.value(),
          tensor::EmptyOp::create(rewriter, loc, shape, element).getResult())
          .getResult(0);
  Value part = contract(rewriter, op, order,
                        copyPatches(rewriter, op, order, chunk), init);
  SmallVector<OpFoldResult> offsets(shape.size(), rewriter.getIndexAttr(0));
  offsets[0] = chunk.offset;
  SmallVector<OpFoldResult> strides(shape.size(), rewriter.getIndexAttr(1));
  Value inserted = tensor::InsertSliceOp::create(
      rewriter, loc, part, after->getArgument(1), offsets,
      getAsIndexOpFoldResult(rewriter.getContext(), shape), strides);
  Value next = arith::AddIOp::create(rewriter, loc, chunk.offset, step);
  scf::YieldOp::create(rewriter, loc, ValueRange{next, inserted});
  rewriter.setInsertionPointAfter(loop);
  return loop.getResult(1);
}

/// Replaces the convolution `op` by the patch copy and a contraction of the
/// patches with the kernel, at once or in chunks of rows under
/// `maxPatchBytes`.
void unfold(IRRewriter &rewriter, linalg::GenericOp op, int64_t maxPatchBytes) {
  rewriter.setInsertionPoint(op);
  SmallVector<unsigned> order = patchDimensions(op.getIndexingMapsArray());
  Value result;
  if (std::optional<Chunk> chunk = chunkOf(op, order, maxPatchBytes))
    result = unfoldInChunks(rewriter, op, order, *chunk);
  else
    result = contract(rewriter, op, order,
                      copyPatches(rewriter, op, order, std::nullopt),
                      op.getDpsInits()[0]);
  rewriter.replaceOp(op, result);
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
      unfold(rewriter, op, maxPatchBytes);
  }
};

} // namespace
