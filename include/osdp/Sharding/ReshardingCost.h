//===- ReshardingCost.h - The time of a resharding --------------*- C++ -*-===//
//
// What the collectives planResharding emits between two shardings of a
// tensor cost on a hardware profile, and what an op costs once sharded:
// the auto-sharding search prices its strategies and edges with them, and
// propagation its conflicts.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_RESHARDINGCOST_H
#define OSDP_SHARDING_RESHARDINGCOST_H

#include "osdp/Analysis/CostModel.h"
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseMap.h"

#include <tuple>

namespace osdp {

/// The bytes one device holds of a value of `type` sharded as `sharding`
/// (dimensions split evenly; partial axes do not divide it).
int64_t localBytesOf(mlir::Type type, ShardingAttr sharding, MeshAttr mesh);

/// The roofline time of `op` on one device when its operands and results
/// are sharded as given and its work split over `axes`: the FLOPs divided
/// by their devices, the memory traffic by the share of the tensors' bytes
/// one device holds (a replicated operand is read whole), a convolution's
/// copies by its image's share, and a batched product's matrix products by
/// the split of its batch (WorkShares).
double shardedComputeTime(mlir::Operation *op,
                          llvm::ArrayRef<ShardingAttr> operands,
                          llvm::ArrayRef<ShardingAttr> results,
                          llvm::ArrayRef<mlir::StringAttr> axes, MeshAttr mesh,
                          const HardwareProfile &profile);

/// Seconds to reshard values on one mesh, cached per (type, source,
/// target): a program repeats the same few reshardings thousands of times.
class ReshardingCost {
public:
  /// `bucketBytes`: the largest bucket osdp-combine-collectives makes of
  /// reductions (0: none), for the reshardings priced as bucketed.
  ReshardingCost(MeshAttr mesh, const HardwareProfile &profile,
                 int64_t bucketBytes = 0);

  /// Seconds to turn a value of `type` sharded as `from` into `to`: the
  /// alpha-beta time of each collective of the plan on the link of its
  /// axes, and a slice's copy at memory bandwidth; infinity when the
  /// partitioner cannot. `bucketed`: the value's reductions join a bucket
  /// of others (a gradient's, reduced where every gradient is ready), and
  /// each pays its share of the bucket's call (bucketedCollectiveTime).
  double seconds(mlir::Type type, ShardingAttr from, ShardingAttr to,
                 bool bucketed = false);

  uint64_t getLookups() const { return lookups; }
  uint64_t getHits() const { return hits; }

private:
  double plan(mlir::Type type, ShardingAttr from, ShardingAttr to,
              bool bucketed) const;
  /// `bucketed`: a reduction that joins a bucket of others.
  double collective(CollectiveKind kind, double bytes,
                    llvm::ArrayRef<mlir::StringAttr> axes,
                    bool bucketed = false) const;

  MeshAttr mesh;
  const HardwareProfile &profile;
  int64_t bucketBytes;
  llvm::SmallVector<std::pair<llvm::StringRef, int64_t>> meshAxes;
  llvm::DenseMap<std::tuple<const void *, const void *, const void *, unsigned>,
                 double>
      cache;
  uint64_t lookups = 0, hits = 0;
};

} // namespace osdp

#endif // OSDP_SHARDING_RESHARDINGCOST_H
