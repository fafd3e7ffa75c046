//===- ReductionKernels.h - Reductions as blocks of threads -----*- C++ -*-===//
//
// Private to lib/Compiler: what osdp-block-reductions (a block per result
// of one reduction), osdp-fuse-row-reductions (a block per row of a chain
// of reductions and elementwise ops, a softmax) and
// osdp-split-column-reductions (a reduction into columns in two passes)
// share: which linalg reductions they take, how many threads, and the
// body of a linalg op computed at given loop indices, which
// osdp-shared-memory-transposes uses too.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_REDUCTIONKERNELS_H
#define OSDP_LIB_COMPILER_REDUCTIONKERNELS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace osdp {

/// A reduction a block of threads computes: `combiner` folds a value the
/// body computes into the accumulator (the init's block argument).
struct Reduction {
  mlir::Operation *combiner;
  mlir::gpu::AllReduceOperation kind;
  mlir::TypedAttr identity;
};

/// Matches a linalg op on buffers with reduction loops and one init of
/// f32, f64 or i32 (what the block's shuffles move), whose body ends by
/// combining one value into the accumulator, used nowhere else.
std::optional<Reduction> matchReduction(mlir::linalg::LinalgOp op);

/// Matches a linalg op on buffers with reduction loops each of whose
/// inits is such a reduction (several column reductions of one loop space
/// merged): their reductions, in the inits' order.
std::optional<llvm::SmallVector<Reduction>>
matchReductions(mlir::linalg::LinalgOp op);

/// Whether a block per result pays: enough elements per result, or one
/// result (which would otherwise be one thread's work).
bool worthBlocks(mlir::linalg::LinalgOp op);

/// How a reduction over rows into columns (a bias gradient's sum over
/// batch and sequence) is computed in two passes whose warps read adjacent
/// elements (osdp-split-column-reductions): its parallel loops (the
/// columns, the last one contiguous) with their sizes, its reduction loops
/// (linearised, the rows) with theirs, and the chunks of `rowsPerChunk`
/// rows the first pass folds.
struct ColumnSplit {
  llvm::SmallVector<unsigned> columnDims, rowDims;
  llvm::SmallVector<int64_t> columnSizes, rowSizes;
  int64_t rows = 1;
  int64_t rowsPerChunk = 0;
  int64_t chunks = 0;
};

/// The split of `op`, if it is a column reduction worth one: static
/// loops, at least a warp of columns along its last parallel loop, an
/// input whose adjacent elements are adjacent columns and none whose
/// adjacent columns lie apart, and at least two chunks.
std::optional<ColumnSplit> planColumnSplit(mlir::linalg::LinalgOp op);

/// The threads of each block: the reduction's size up to 256, in whole
/// warps.
int64_t threadsFor(mlir::linalg::LinalgOp op);

/// The loop sizes of `op`'s dimensions of `type` (parallel or reduction),
/// in loop order, and their positions.
void loopSizes(mlir::OpBuilder &b, mlir::Location loc,
               mlir::linalg::LinalgOp op, mlir::utils::IteratorType type,
               llvm::SmallVector<mlir::Value> &sizes,
               llvm::SmallVector<unsigned> &dims);

/// The element of `operand` the loop indices `ivs` read through `map`
/// (`operand` itself if it is not a buffer).
mlir::Value loadAt(mlir::OpBuilder &b, mlir::Location loc, mlir::Value operand,
                   mlir::AffineMap map, llvm::ArrayRef<mlir::Value> ivs);

/// `linear`, less than the product of `sizes`, split into indices of the
/// row-major `sizes`.
llvm::SmallVector<mlir::Value> delinearize(mlir::OpBuilder &b,
                                           mlir::Location loc,
                                           mlir::Value linear,
                                           llvm::ArrayRef<mlir::Value> sizes);

/// The product of `sizes`.
mlir::Value product(mlir::OpBuilder &b, mlir::Location loc,
                    llvm::ArrayRef<mlir::Value> sizes);

/// The values `op`'s body yields at loop indices `ivs`, the body cloned
/// with its inputs loaded from their buffers, or for a buffer in `known`
/// that value (a row's total computed in the same kernel). `accumulators`,
/// if given, are the values of its outputs' block arguments (a reduction's
/// partial results, carried in registers): a reduction's body then yields
/// them with the element at `ivs` folded in.
llvm::SmallVector<mlir::Value>
bodyValuesAt(mlir::OpBuilder &b, mlir::Location loc, mlir::linalg::LinalgOp op,
             llvm::ArrayRef<mlir::Value> ivs,
             const llvm::DenseMap<mlir::Value, mlir::Value> &known,
             mlir::ValueRange accumulators = {});

/// Folds `value` into `accumulator` with the reduction's combiner.
mlir::Value combine(mlir::OpBuilder &b, const Reduction &reduction,
                    mlir::Value accumulator, mlir::Value value);

/// A launch of one block of threads per row of `op` (the product of its
/// parallel loops), with the body's insertion point set, and for its body
/// the thread's id, the block's threads and the loop indices of the row
/// (the reduction dimensions left null).
struct RowLaunch {
  mlir::gpu::LaunchOp launch;
  mlir::Value thread, threads;
  llvm::SmallVector<mlir::Value> ivs;
  /// The dimensions that index within a row (`op`'s reduction ones), their
  /// sizes, and the number of elements of a row.
  llvm::SmallVector<unsigned> elementDims;
  llvm::SmallVector<mlir::Value> elementSizes;
  mlir::Value rowElements;
};
RowLaunch launchRows(mlir::OpBuilder &b, mlir::Location loc,
                     mlir::linalg::LinalgOp op, int64_t threads);

/// Emits a loop over the thread's strided share of the row's elements,
/// calling `body` with the loop indices of each (`row.ivs` with the row's
/// dimensions filled in) and the values carried, and returning what it
/// yields.
using RowElementBody = llvm::function_ref<llvm::SmallVector<mlir::Value>(
    mlir::OpBuilder &, mlir::Location, llvm::ArrayRef<mlir::Value>,
    mlir::ValueRange)>;
mlir::scf::ForOp forThreadShare(mlir::OpBuilder &b, mlir::Location loc,
                                const RowLaunch &row, mlir::ValueRange init,
                                RowElementBody body);

/// The thread's strided shares of the row of reduction `op`, one per init
/// (`reductions`, in their order), folded from their identities; `known`
/// as for bodyValuesAt.
llvm::SmallVector<mlir::Value>
threadShares(mlir::OpBuilder &b, mlir::Location loc, mlir::linalg::LinalgOp op,
             llvm::ArrayRef<Reduction> reductions, const RowLaunch &row,
             const llvm::DenseMap<mlir::Value, mlir::Value> &known);

/// The thread's strided share of the row of reduction `op` of one init,
/// folded from the identity; `known` as for bodyValuesAt.
mlir::Value threadShare(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::linalg::LinalgOp op, const Reduction &reduction,
                        const RowLaunch &row,
                        const llvm::DenseMap<mlir::Value, mlir::Value> &known);

} // namespace osdp

#endif // OSDP_LIB_COMPILER_REDUCTIONKERNELS_H
