//===- UsageLimit.h - The search over the solver's usage limit --*- C++ -*-===//
//
// `mode=auto` solves its strategy graph under a usage limit, but the
// graph's model of memory (each value live over its whole interval, no
// collective buffers) and the partitioned step's predicted peak disagree,
// in either direction and by more than a constant. So the limit is itself
// searched: cut while the partitioned plan peaks over the memory, then
// loosened again. This is the loosening's arithmetic, apart from the
// solver and the partitioner that feed it.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_USAGELIMIT_H
#define OSDP_TRANSFORMS_AUTOSHARD_USAGELIMIT_H

#include <cstdint>
#include <optional>

namespace osdp {

/// What the limit search knows once a plan fits. Limits and usages are the
/// strategy graph's: a stage's share of memory times the stages; peaks are
/// per device.
struct UsageLimitBounds {
  /// The memory per device, and the pipeline stages (1: none).
  int64_t memoryBytes = 0;
  unsigned stages = 1;
  /// The loosest limit whose plan fits, and the model's usage of that plan.
  int64_t fitted = 0, fittedUsage = 0;
  /// The tightest limit whose plan does not fit, if any.
  std::optional<int64_t> over;
  /// The partitioned peak of the plan kept.
  int64_t keptPeakBytes = 0;
};

/// Loosening stops once the limits left untried span less than
/// 1/kUsageLimitResolution of the memory (about 3%).
constexpr int64_t kUsageLimitResolution = 32;

/// The next, looser limit to solve under, or none when nothing is left to
/// gain. Between a limit that fits and one that does not: halfway. Where
/// every plan so far fits: only if the model's usage of the plan reaches
/// its limit (else a looser one changes nothing) and the partitioned plan
/// leaves room (else nothing is gained), by that room scaled by the
/// model's ratio of limit to peak, as its errors grow with the values it
/// counts.
std::optional<int64_t> nextLooserLimit(const UsageLimitBounds &bounds);

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_USAGELIMIT_H
