//===- CostModel.cpp - Time of computations and collectives ---------------===//

#include "osdp/Analysis/CostModel.h"

#include <algorithm>
#include <cmath>

using namespace osdp;

llvm::StringRef osdp::stringifyCollectiveKind(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return "all_gather";
  case CollectiveKind::ReduceScatter:
    return "reduce_scatter";
  case CollectiveKind::AllReduce:
    return "all_reduce";
  case CollectiveKind::AllToAll:
    return "all_to_all";
  case CollectiveKind::CollectivePermute:
    return "collective_permute";
  }
  return "unknown";
}

double osdp::collectiveTime(CollectiveKind kind, double bytes,
                            int64_t groupSize, const Link &link) {
  if (groupSize <= 1 || bytes <= 0)
    return 0;
  return link.callSeconds + messagesTime(kind, bytes, groupSize, link);
}

double osdp::bucketedCollectiveTime(CollectiveKind kind, double bytes,
                                    int64_t groupSize, const Link &link,
                                    double bucketBytes) {
  if (bucketBytes <= 0 || bytes >= bucketBytes)
    return collectiveTime(kind, bytes, groupSize, link);
  return bytes / bucketBytes *
         collectiveTime(kind, bucketBytes, groupSize, link);
}

double osdp::messagesTime(CollectiveKind kind, double bytes, int64_t groupSize,
                          const Link &link) {
  double n = static_cast<double>(groupSize);
  double a = link.latency, perByte = 1.0 / link.bandwidth;
  double ringShare = (n - 1) / n * bytes * perByte;
  switch (kind) {
  case CollectiveKind::AllGather:
  case CollectiveKind::ReduceScatter:
  case CollectiveKind::AllToAll:
    return (n - 1) * a + ringShare;
  case CollectiveKind::AllReduce: {
    double ring = 2 * (n - 1) * a + 2 * ringShare;
    double tree = 2 * std::log2(n) * a + 2 * bytes * perByte;
    return std::min(ring, tree);
  }
  case CollectiveKind::CollectivePermute:
    return a + bytes * perByte;
  }
  return 0;
}

double osdp::productTime(const Work &work, llvm::StringRef elementType,
                         const HardwareProfile &profile) {
  double seconds =
      work.flops / (profile.matmulPeak(elementType) * profile.matmulEfficiency);
  if (profile.matmulOperandBandwidth > 0)
    seconds += work.productBytes / profile.matmulOperandBandwidth;
  return seconds + work.products * profile.matmulCallSeconds;
}

double osdp::computeTime(const Work &work, llvm::StringRef elementType,
                         const HardwareProfile &profile) {
  double compute = work.matmul ? productTime(work, elementType, profile)
                               : work.flops / profile.vectorFlops;
  compute += work.transcendentals / profile.transcendentalRate();
  double memory = profile.memoryTime(work.bytes);
  double copies = profile.memoryTime(work.copyBytes);
  return std::max(compute, memory) + copies +
         (doesWork(work) ? profile.opSeconds : 0);
}
