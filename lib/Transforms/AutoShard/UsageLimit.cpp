//===- UsageLimit.cpp - The search over the solver's usage limit ----------===//

#include "osdp/Transforms/AutoShard/UsageLimit.h"

using namespace osdp;

std::optional<int64_t> osdp::nextLooserLimit(const UsageLimitBounds &bounds) {
  int64_t memory = bounds.memoryBytes * bounds.stages;
  int64_t resolution = memory / kUsageLimitResolution;
  if (bounds.over) {
    int64_t gap = *bounds.over - bounds.fitted;
    if (gap <= resolution)
      return std::nullopt;
    return bounds.fitted + gap / 2;
  }
  int64_t room = (bounds.memoryBytes - bounds.keptPeakBytes) * bounds.stages;
  if (bounds.fittedUsage + resolution < bounds.fitted || room <= resolution ||
      bounds.keptPeakBytes <= 0)
    return std::nullopt;
  double scale = double(bounds.fitted) /
                 double(bounds.keptPeakBytes * int64_t(bounds.stages));
  return bounds.fitted + static_cast<int64_t>(double(room) * scale);
}
