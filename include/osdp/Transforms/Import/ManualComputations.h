//===- ManualComputations.h - shard_map regions into osdp -------*- C++ -*-===//
//
// The pieces of osdp-import-shardings that bring per-device regions (JAX's
// shard_map) into osdp: the collectives their bodies call, and GSPMD's
// FullToShard/ShardToFull brackets turned into osdp.manual_computation.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_IMPORT_MANUALCOMPUTATIONS_H
#define OSDP_TRANSFORMS_IMPORT_MANUALCOMPUTATIONS_H

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace osdp {

/// Rewrites the StableHLO collectives in the body of `op` (all_reduce,
/// all_gather, reduce_scatter, all_to_all, collective_permute) into osdp
/// collectives over its manual axes. Their replica groups hold device ids
/// (partition ids: the module has one replica); each must be the device
/// groups of an ordered list of manual axes of `mesh`. Errors are located at
/// the collective.
mlir::LogicalResult convertManualCollectives(ManualComputationOp op,
                                             MeshAttr mesh);

/// Converts a GSPMD sharding string written for a value of type `type` at
/// `loc`; fails after reporting.
using GspmdConverter = llvm::function_ref<mlir::FailureOr<ShardingAttr>(
    mlir::StringAttr sharding, mlir::Type type, mlir::Location loc)>;

/// Replaces each region that GSPMD's shard_map lowering brackets with
/// `custom_call @SPMDFullToShardShape` and `@SPMDShardToFullShape` in `func`
/// by an osdp.manual_computation over every axis of `mesh` (the only form
/// the `{manual}` sharding expresses). The body is the ops that depend on
/// the FullToShard results, up to the ShardToFull calls; constants it uses
/// are cloned in. The `@Sharding` constraints before FullToShard stay, as
/// the operand constraints of the new op.
mlir::LogicalResult importGspmdManualRegions(mlir::func::FuncOp func,
                                             mlir::FlatSymbolRefAttr meshRef,
                                             MeshAttr mesh,
                                             GspmdConverter convert);

} // namespace osdp

#endif // OSDP_TRANSFORMS_IMPORT_MANUALCOMPUTATIONS_H
