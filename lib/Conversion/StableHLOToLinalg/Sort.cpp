//===- Sort.cpp - stablehlo.sort to scf loops -----------------------------===//
//
// A stable bottom-up merge sort of every row along the sorted dimension:
// for each row (a loop nest over the other dimensions), ceil(log2 n) passes
// unrolled at compile time, each merging runs of width w, 2w, ... with the
// comparator emitted on scalars. An element of the right run goes first
// only if the comparator says it is less than the left one, so equal
// elements keep their order (stable whatever `is_stable` says). All inputs
// move together.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;

namespace osdp::stablehlo_to_linalg {
namespace {

struct SortConverter : OpConversionPattern<shlo::SortOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::SortOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getInputs();
    if (inputs.empty() || !llvm::all_of(inputs, [](Value v) {
          auto type = dyn_cast<RankedTensorType>(v.getType());
          return type && type.hasStaticShape();
        }))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(inputs[0].getType());
    int64_t rank = type.getRank();
    int64_t dim = op.getDimension();
    if (dim < 0)
      dim += rank;
    if (rank == 0 || dim < 0 || dim >= rank)
      return rewriter.notifyMatchFailure(op, "dimension");
    int64_t n = type.getDimSize(dim);
    size_t numInputs = inputs.size();

    auto index = [&](OpBuilder &b, Location l, int64_t v) -> Value {
      return arith::ConstantIndexOp::create(b, l, v);
    };
    // The loops over the other dimensions (size 1 for the sorted one).
    SmallVector<Value> lbs, ubs, steps;
    for (int64_t d = 0; d < rank; ++d) {
      lbs.push_back(index(rewriter, loc, 0));
      ubs.push_back(index(rewriter, loc, d == dim ? 1 : type.getDimSize(d)));
      steps.push_back(index(rewriter, loc, 1));
    }

    bool bodyFailed = false;
    auto sortRow = [&](OpBuilder &b, Location l, ValueRange outer,
                       ValueRange tensors) -> scf::ValueVector {
      SmallVector<Value> current(tensors);
      auto at = [&](Value position) {
        SmallVector<Value> indices(outer);
        indices[dim] = position;
        return indices;
      };
      for (int64_t width = 1; width < n; width *= 2) {
        // Merge [lo, mid) and [mid, hi) of `src` into `dst`, for every lo.
        SmallVector<Value> src(current);
        auto blocks = scf::ForOp::create(
            b, l, index(b, l, 0), index(b, l, n), index(b, l, 2 * width), src,
            [&](OpBuilder &bb, Location bl, Value lo, ValueRange dst) {
              Value nV = index(bb, bl, n);
              Value mid = arith::MinSIOp::create(
                  bb, bl,
                  arith::AddIOp::create(bb, bl, lo, index(bb, bl, width)), nV);
              Value hi = arith::MinSIOp::create(
                  bb, bl,
                  arith::AddIOp::create(bb, bl, lo, index(bb, bl, 2 * width)),
                  nV);
              SmallVector<Value> init = {lo, mid};
              init.append(dst.begin(), dst.end());
              auto merge = scf::ForOp::create(
                  bb, bl, lo, hi, index(bb, bl, 1), init,
                  [&](OpBuilder &mb, Location ml, Value k, ValueRange iter) {
                    Value i = iter[0], j = iter[1];
                    Value last = index(mb, ml, n - 1);
                    Value iRead = arith::MinSIOp::create(mb, ml, i, last);
                    Value jRead = arith::MinSIOp::create(mb, ml, j, last);
                    SmallVector<Value> left, right, args;
                    for (Value t : src) {
                      left.push_back(
                          tensor::ExtractOp::create(mb, ml, t, at(iRead)));
                      right.push_back(
                          tensor::ExtractOp::create(mb, ml, t, at(jRead)));
                    }
                    for (size_t t = 0; t < numInputs; ++t) {
                      args.push_back(right[t]);
                      args.push_back(left[t]);
                    }
                    SmallVector<Value> less;
                    if (failed(emitScalarRegion(mb, op.getComparator(), args,
                                                less)) ||
                        less.size() != 1 || !less[0].getType().isInteger(1)) {
                      bodyFailed = true;
                      scf::YieldOp::create(mb, ml, iter);
                      return;
                    }
                    // Right first iff it remains and (left is exhausted or
                    // right < left).
                    Value rightLeft = arith::CmpIOp::create(
                        mb, ml, arith::CmpIPredicate::slt, j, hi);
                    Value leftDone = arith::CmpIOp::create(
                        mb, ml, arith::CmpIPredicate::sge, i, mid);
                    Value takeRight = arith::AndIOp::create(
                        mb, ml, rightLeft,
                        arith::OrIOp::create(mb, ml, leftDone, less[0]));
                    SmallVector<Value> next = {
                        arith::SelectOp::create(
                            mb, ml, takeRight, i,
                            arith::AddIOp::create(mb, ml, i, index(mb, ml, 1))),
                        arith::SelectOp::create(
                            mb, ml, takeRight,
                            arith::AddIOp::create(mb, ml, j, index(mb, ml, 1)),
                            j)};
                    for (size_t t = 0; t < numInputs; ++t) {
                      Value v = arith::SelectOp::create(mb, ml, takeRight,
                                                        right[t], left[t]);
                      next.push_back(tensor::InsertOp::create(
                          mb, ml, v, iter[2 + t], at(k)));
                    }
                    scf::YieldOp::create(mb, ml, next);
                  });
              scf::YieldOp::create(bb, bl, merge.getResults().drop_front(2));
            });
        current.assign(blocks.getResults().begin(), blocks.getResults().end());
      }
      return scf::ValueVector(current.begin(), current.end());
    };
    scf::LoopNest nest =
        scf::buildLoopNest(rewriter, loc, lbs, ubs, steps, inputs, sortRow);
    return finishLoopNest(rewriter, op, nest, bodyFailed, "comparator");
  }
};

} // namespace

void populateSortPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns.add<SortConverter>(converter, patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
