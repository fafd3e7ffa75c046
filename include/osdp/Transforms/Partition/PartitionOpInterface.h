//===- PartitionOpInterface.h - per-op partitioning hooks -------*- C++ -*-===//
//
// The interface through which the partitioner asks an op for what its
// sharding rule does not say, and the view of the partitioner the op gets.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_H
#define OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"

namespace osdp {

/// What an op's partitioning hooks may ask of the partitioner.
class PartitionContext {
public:
  virtual ~PartitionContext() = default;
  /// The sharding `value` has (local values), or null.
  virtual ShardingAttr getSharding(mlir::Value value) = 0;
  /// The global shape of `value`, whatever its current type.
  virtual llvm::SmallVector<int64_t> getGlobalShape(mlir::Value value) = 0;
  /// Records that `derived` holds the tensor `value` holds, sharded as
  /// `sharding` (a value a hook puts in place of another).
  virtual void recordDerived(mlir::Value derived, mlir::Value value,
                             ShardingAttr sharding) = 0;
  /// Sets the sharding `value` has.
  virtual void setSharding(mlir::Value value, ShardingAttr sharding) = 0;
};

/// Attaches the models of the StableHLO ops that need them.
void registerStableHLOPartitionModels(mlir::DialectRegistry &registry);

} // namespace osdp

#include "osdp/Transforms/Partition/PartitionOpInterface.h.inc"

#endif // OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_H
