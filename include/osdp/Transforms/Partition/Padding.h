//===- Padding.h - Dimensions the mesh does not divide ----------*- C++ -*-===//
//
// A dimension of size `size` split into `n` blocks that `n` does not divide
// is padded: every device holds `ceil(size / n)` elements, the block of
// device `i` is the global range `[i * c, (i + 1) * c)` and the elements past
// `size` are padding of unspecified content. These helpers keep the padding
// out of real elements: masks before an op that would read it, and
// resharding that slices it off or pads to a multiple before the split.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PADDING_H
#define OSDP_TRANSFORMS_PARTITION_PADDING_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace osdp {

/// Whether dimension `dim` of a tensor of shape `globalShape` split as
/// `sharding` holds padding (its static size is not a multiple of its number
/// of shards).
bool isPaddedDim(ShardingAttr sharding, int64_t dim,
                 llvm::ArrayRef<int64_t> globalShape, MeshAttr mesh);

/// Whether any dimension of a tensor of shape `globalShape` split as
/// `sharding` holds padding.
bool hasPadding(ShardingAttr sharding, llvm::ArrayRef<int64_t> globalShape,
                MeshAttr mesh);

/// The neutral element of the reduction `kind` on `elementType` (0 for sum,
/// -inf or the smallest integer for max, ...); null when there is none.
mlir::TypedAttr getReductionNeutral(ReductionKind kind, mlir::Type elementType);

/// `local` (split as `sharding`, global shape `globalShape`) with the
/// padding of the dimensions `dims` replaced by `fill`: a `select` on the
/// global position of each element, from the device's block offsets.
/// Returns `local` when none of `dims` is padded.
mlir::Value emitMaskPadding(mlir::OpBuilder &builder, mlir::Location loc,
                            mlir::Value local, ShardingAttr sharding,
                            llvm::ArrayRef<int64_t> globalShape,
                            llvm::ArrayRef<int64_t> dims, mlir::TypedAttr fill,
                            MeshAttr mesh);

/// `value` padded at the end of each dimension `d` to `sizes[d]` (larger
/// or equal) with zeros, or sliced to it (smaller). The padding holds no
/// data: its content only has to be of the element type.
mlir::Value emitResize(mlir::OpBuilder &builder, mlir::Location loc,
                       mlir::Value value, llvm::ArrayRef<int64_t> sizes);

/// Emits the collectives that turn `local`, the local value of a tensor of
/// shape `globalShape` split as `source`, into its local value split as
/// `target`, padding-aware:
///
///  * a dimension the target splits and the source does not is padded to a
///    multiple of its number of shards first;
///  * a dimension the source splits (padded) and the target does not is
///    sliced back to its size after the gather;
///  * a padded dimension whose split changes to another split (neither
///    empty, nor a reordering of the same axes) is gathered whole first:
///    the blocks of `ceil(size / n)` are not made of blocks of
///    `ceil(size / m)`.
///
/// Without padding this is `planResharding` followed by `emitResharding`.
/// Fails with the planner's `reason`; `numCollectives` counts the steps.
mlir::FailureOr<mlir::Value>
emitPaddedResharding(mlir::OpBuilder &builder, mlir::Location loc,
                     mlir::Value local, llvm::ArrayRef<int64_t> globalShape,
                     ShardingAttr source, ShardingAttr target, MeshAttr mesh,
                     std::string &reason, unsigned &numCollectives);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PADDING_H
