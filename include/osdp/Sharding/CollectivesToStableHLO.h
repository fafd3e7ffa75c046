//===- CollectivesToStableHLO.h - osdp collectives as stablehlo -*- C++ -*-===//
//
// The lowering of osdp collectives to StableHLO collectives with explicit
// device groups, shared by convert-osdp-to-stablehlo and by the export of
// manual computations to Shardy (whose bodies JAX writes with StableHLO
// collectives).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_COLLECTIVESTOSTABLEHLO_H
#define OSDP_SHARDING_COLLECTIVESTOSTABLEHLO_H

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"

namespace osdp {

/// Replaces every osdp collective nested in `root` by the StableHLO
/// collective over the device groups of its axes on `mesh`. With `replicas`,
/// devices are replicas (replica groups, no channels); otherwise partitions
/// (channel handles and global device ids, as XLA's SPMD partitioner and
/// JAX's shard_map emit them). Errors are reported at the collective.
mlir::LogicalResult lowerCollectivesToStableHLO(mlir::Operation *root,
                                                MeshAttr mesh, bool replicas);

/// `op`, which moves no data, as the `stablehlo.dynamic_slice` of each
/// device's block (offsets from `stablehlo.partition_id`).
mlir::Value emitAllSliceAsStableHLO(mlir::OpBuilder &builder, AllSliceOp op,
                                    MeshAttr mesh);

} // namespace osdp

#endif // OSDP_SHARDING_COLLECTIVESTOSTABLEHLO_H
