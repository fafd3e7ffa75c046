//===- Resharding.h - Collectives between two shardings ---------*- C++ -*-===//
//
// Computes the sequence of osdp collectives that converts a tensor laid out
// with one sharding into the same tensor laid out with another, on one mesh,
// and emits it on local (per-device) values.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_RESHARDING_H
#define OSDP_SHARDING_RESHARDING_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace osdp {

/// One collective of a resharding, in terms of mesh axes and tensor
/// dimensions (no types: those follow from the local input).
struct ReshardStep {
  enum class Kind {
    AllReduce,         ///< `axes`, `reduction`
    ReduceScatter,     ///< `axes`, `reduction`, `dim` (scattered)
    AllGather,         ///< `perDimAxes`
    AllSlice,          ///< `perDimAxes`
    AllToAll,          ///< `axes`, `dim` (split), `otherDim` (concat)
    CollectivePermute, ///< `axes`, `pairs` (source, target, ...)
    MakePartial,       ///< `axes`, `reduction` (local, no communication)
  };
  explicit ReshardStep(Kind kind) : kind(kind) {}

  Kind kind;
  llvm::SmallVector<mlir::StringAttr> axes;
  llvm::SmallVector<llvm::SmallVector<mlir::StringAttr>> perDimAxes;
  int64_t dim = 0;
  int64_t otherDim = 0;
  ReductionKind reduction = ReductionKind::Sum;
  llvm::SmallVector<int64_t> pairs;
};

/// The collectives that turn a tensor of shape `globalShape` sharded as
/// `source` into the same tensor sharded as `target`, both on `mesh`:
///
/// 1. axes the tensor does not use yet, which a dimension that loses none
///    gains, are sliced first (`all_slice`, free): every later step moves a
///    smaller tensor;
/// 2. partial axes the target does not keep and no target dimension is split
///    over are reduced, by one `all_reduce` (on the smallest tensor);
/// 3. a dimension whose axes are a reordering of the target's becomes a
///    `collective_permute`;
/// 4. axes a dimension loses are removed minor first: an axis the target
///    wants next on another dimension moves there by `all_to_all`, the
///    others are gathered (`all_gather`, one op for all dimensions);
/// 5. the remaining axes a dimension gains are added major first: partial
///    axes by `reduce_scatter`, the others by `all_slice`;
/// 6. partial axes the target adds make the whole value partial without
///    communication (see emitKeepOnFirstDevice).
///
/// Fails (with the reason in `reason`) when the target keeps partial axes
/// with another reduction kind.
mlir::FailureOr<llvm::SmallVector<ReshardStep>>
planResharding(ShardingAttr source, ShardingAttr target, MeshAttr mesh,
               std::string &reason);

/// Emits `steps` on `local`, the local value of a tensor, and returns the
/// local value after the last one. `mesh` is the mesh the steps refer to.
mlir::Value emitResharding(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Value local, llvm::ArrayRef<ReshardStep> steps,
                           mlir::FlatSymbolRefAttr meshName, MeshAttr mesh);

/// `local` as a value partial over `axes` with reduction `kind`: the device
/// at position 0 of each group keeps it, the others hold the neutral element
/// of `kind`. For the idempotent kinds (min, max, and, or) every device may
/// keep it, and `local` is returned unchanged, as it is when it already is
/// the neutral element.
mlir::Value emitKeepOnFirstDevice(mlir::OpBuilder &builder, mlir::Location loc,
                                  mlir::Value local,
                                  llvm::ArrayRef<mlir::StringAttr> axes,
                                  ReductionKind kind, MeshAttr mesh);

/// The scalar constant `value` of type tensor<i64>.
mlir::Value emitI64Constant(mlir::OpBuilder &builder, mlir::Location loc,
                            int64_t value);

/// This device's row-major position in `mesh`, as an i64 scalar computed
/// from `stablehlo.partition_id` (the device id; looked up in the inverse of
/// the mesh's device order if it has one).
mlir::Value emitMeshPosition(mlir::OpBuilder &builder, mlir::Location loc,
                             MeshAttr mesh);

/// The offset of this device's block of each dimension of a local tensor of
/// shape `localShape` whose dimension `d` is split over `dims[d]` (major to
/// minor), as i64 scalars computed from `emitMeshPosition`; null for
/// unsplit dimensions. Positions are row-major over the mesh axes, and
/// the block index of a dimension split over `{a, b}` is
/// `coord(a) * size(b) + coord(b)`.
llvm::SmallVector<mlir::Value>
emitBlockOffsets(mlir::OpBuilder &builder, mlir::Location loc,
                 llvm::ArrayRef<AxisListAttr> dims, MeshAttr mesh,
                 llvm::ArrayRef<int64_t> localShape);

} // namespace osdp

#endif // OSDP_SHARDING_RESHARDING_H
