//===- UsageLimitTest.cpp - The loosening of the usage limit --------------===//

#include "osdp/Transforms/AutoShard/UsageLimit.h"

#include "gtest/gtest.h"

using namespace osdp;

namespace {

UsageLimitBounds bounds(int64_t fitted, int64_t fittedUsage,
                        std::optional<int64_t> over, int64_t keptPeak,
                        unsigned stages = 1) {
  UsageLimitBounds b;
  b.memoryBytes = 3200;
  b.stages = stages;
  b.fitted = fitted;
  b.fittedUsage = fittedUsage;
  b.over = over;
  b.keptPeakBytes = keptPeak;
  return b;
}

// Between a limit whose plan fits and one whose plan does not, the next
// limit is halfway, until they are within 1/32 of the memory (100 bytes).
TEST(UsageLimit, BisectsBetweenFitAndOverflow) {
  EXPECT_EQ(nextLooserLimit(bounds(2000, 2000, 3000, 3000)), 2500);
  EXPECT_EQ(nextLooserLimit(bounds(2000, 2000, 2101, 3000)), 2050);
  EXPECT_EQ(nextLooserLimit(bounds(2000, 2000, 2100, 3000)), std::nullopt);
}

// The usage the model counts need not reach the limit for the bisection:
// the plan over the memory came from a looser limit.
TEST(UsageLimit, BisectsEvenWhereTheLimitDidNotBind) {
  EXPECT_EQ(nextLooserLimit(bounds(2000, 1000, 3000, 3000)), 2500);
}

// Where every plan fits, the room the partitioned plan leaves (3200 - 2400
// bytes) is scaled by the model's ratio of limit to peak (3600 / 2400).
TEST(UsageLimit, LoosensByTheRoomLeft) {
  EXPECT_EQ(nextLooserLimit(bounds(3600, 3600, std::nullopt, 2400)),
            3600 + 800 * 3 / 2);
  // A model below the partitioned peak loosens less than the room.
  EXPECT_EQ(nextLooserLimit(bounds(2000, 1950, std::nullopt, 2400)),
            2000 + 800 * 2000 / 2400);
}

// A plan whose model usage stays more than the resolution under its limit
// was not bound by it: a looser limit would give it again.
TEST(UsageLimit, KeepsALimitThatDidNotBind) {
  EXPECT_EQ(nextLooserLimit(bounds(3200, 3099, std::nullopt, 2400)),
            std::nullopt);
  EXPECT_NE(nextLooserLimit(bounds(3200, 3100, std::nullopt, 2400)),
            std::nullopt);
}

// A plan within the resolution of the memory leaves nothing to gain.
TEST(UsageLimit, StopsWithoutRoom) {
  EXPECT_EQ(nextLooserLimit(bounds(3200, 3200, std::nullopt, 3100)),
            std::nullopt);
  EXPECT_NE(nextLooserLimit(bounds(3200, 3200, std::nullopt, 3099)),
            std::nullopt);
}

// With stages the graph's limits are a stage's share times the stages:
// the room and the resolution are too.
TEST(UsageLimit, CountsEveryStage) {
  // Memory 3200 per device, 2 stages: the graph's memory is 6400, its
  // resolution 200, the room (3200 - 2400) * 2.
  EXPECT_EQ(nextLooserLimit(bounds(4800, 4800, std::nullopt, 2400, 2)),
            4800 + 1600 * 4800 / 4800);
  EXPECT_EQ(nextLooserLimit(bounds(4000, 4000, 4200, 2400, 2)), std::nullopt);
}

} // namespace
