//===- ReshardingCost.cpp - The time of a resharding ----------------------===//

#include "osdp/Sharding/ReshardingCost.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"

#include <limits>

using namespace mlir;
using namespace osdp;

int64_t osdp::localBytesOf(Type type, ShardingAttr sharding, MeshAttr mesh) {
  int64_t shards = 1;
  for (int64_t d = 0, rank = sharding.getRank(); d < rank; ++d)
    shards *= sharding.getNumShards(d, mesh);
  return bytesOf(type) / shards;
}

/// The share of a value's bytes one device holds.
static double localShare(Type type, ShardingAttr sharding, MeshAttr mesh) {
  return double(localBytesOf(type, sharding, mesh)) /
         std::max<int64_t>(bytesOf(type), 1);
}

/// The share of a dot_general's matrix products one device runs: its
/// result leads with the batch dimensions, and a split of them leaves each
/// device fewer products.
static double productsShare(stablehlo::DotGeneralOp dot, ShardingAttr result,
                            MeshAttr mesh) {
  double share = 1;
  int64_t batchDims =
      dot.getDotDimensionNumbers().getLhsBatchingDimensions().size();
  for (int64_t d = 0; d < batchDims; ++d)
    share /= result.getNumShards(d, mesh);
  return share;
}

double osdp::shardedComputeTime(Operation *op, ArrayRef<ShardingAttr> operands,
                                ArrayRef<ShardingAttr> results,
                                ArrayRef<StringAttr> axes, MeshAttr mesh,
                                const HardwareProfile &profile) {
  int64_t globalBytes = 0, deviceBytes = 0;
  auto count = [&](TypeRange types, ArrayRef<ShardingAttr> shardings) {
    for (auto [type, sharding] : llvm::zip(types, shardings)) {
      globalBytes += bytesOf(type);
      deviceBytes +=
          sharding ? localBytesOf(type, sharding, mesh) : bytesOf(type);
    }
  };
  count(op->getOperandTypes(), operands);
  count(op->getResultTypes(), results);
  WorkShares shares;
  shares.flops = 1.0 / mesh.getGroupSize(axes);
  shares.bytes = globalBytes ? double(deviceBytes) / globalBytes : 1.0;
  shares.productBytes = shares.bytes;
  // A convolution's copies (its padded image and patches) shrink with the
  // split of its image alone, and so do the patches its product reads; no
  // other op has copies.
  if (isa<stablehlo::ConvolutionOp>(op) && !operands.empty() && operands[0])
    shares.copies = shares.productBytes =
        localShare(op->getOperand(0).getType(), operands[0], mesh);
  if (auto dot = dyn_cast<stablehlo::DotGeneralOp>(op);
      dot && !results.empty() && results[0])
    shares.products = productsShare(dot, results[0], mesh);
  return computeTimeOf(op, profile, shares);
}

ReshardingCost::ReshardingCost(MeshAttr mesh, const HardwareProfile &profile,
                               int64_t bucketBytes)
    : mesh(mesh), profile(profile), bucketBytes(bucketBytes) {
  for (auto [name, size] : llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes()))
    meshAxes.emplace_back(name.getValue(), size);
}

double ReshardingCost::seconds(Type type, ShardingAttr from, ShardingAttr to,
                               bool bucketed) {
  if (from == to)
    return 0;
  ++lookups;
  auto key =
      std::make_tuple(type.getAsOpaquePointer(), from.getAsOpaquePointer(),
                      to.getAsOpaquePointer(), unsigned(bucketed));
  auto [it, inserted] = cache.try_emplace(key, 0.0);
  if (inserted)
    it->second = plan(type, from, to, bucketed);
  else
    ++hits;
  return it->second;
}

double ReshardingCost::collective(CollectiveKind kind, double bytes,
                                  ArrayRef<StringAttr> axes,
                                  bool bucketed) const {
  SmallVector<StringRef> names;
  for (StringAttr axis : axes)
    names.push_back(axis.getValue());
  Link link = profile.linkFor(meshAxes, names);
  if (bucketed)
    return bucketedCollectiveTime(kind, bytes, mesh.getGroupSize(axes), link,
                                  static_cast<double>(bucketBytes));
  return collectiveTime(kind, bytes, mesh.getGroupSize(axes), link);
}

/// Replays the steps on the bytes one device holds.
double ReshardingCost::plan(Type type, ShardingAttr from, ShardingAttr to,
                            bool bucketed) const {
  std::string reason;
  FailureOr<SmallVector<ReshardStep>> steps =
      planResharding(from, to, mesh, reason);
  if (failed(steps))
    return std::numeric_limits<double>::infinity();
  double bytes = localBytesOf(type, from, mesh), total = 0;
  auto flatten = [](const ReshardStep &step) {
    SmallVector<StringAttr> axes;
    for (const SmallVector<StringAttr> &dim : step.perDimAxes)
      axes.append(dim.begin(), dim.end());
    return axes;
  };
  for (const ReshardStep &step : *steps) {
    switch (step.kind) {
    case ReshardStep::Kind::AllSlice:
      // No communication; a copy of the slice kept.
      bytes /= mesh.getGroupSize(flatten(step));
      total += profile.memoryTime(2 * bytes);
      break;
    case ReshardStep::Kind::MakePartial:
      break;
    case ReshardStep::Kind::AllGather: {
      SmallVector<StringAttr> axes = flatten(step);
      bytes *= mesh.getGroupSize(axes);
      total += collective(CollectiveKind::AllGather, bytes, axes);
      break;
    }
    case ReshardStep::Kind::ReduceScatter:
      total +=
          collective(CollectiveKind::ReduceScatter, bytes, step.axes, bucketed);
      bytes /= mesh.getGroupSize(step.axes);
      break;
    case ReshardStep::Kind::AllReduce:
      total +=
          collective(CollectiveKind::AllReduce, bytes, step.axes, bucketed);
      break;
    case ReshardStep::Kind::AllToAll:
      total += collective(CollectiveKind::AllToAll, bytes, step.axes);
      break;
    case ReshardStep::Kind::CollectivePermute:
      total += collective(CollectiveKind::CollectivePermute, bytes, step.axes);
      break;
    }
  }
  return total;
}
