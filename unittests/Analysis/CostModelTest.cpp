//===- CostModelTest.cpp - The cost model's formulas, checked by hand -----===//

#include "osdp/Analysis/CostModel.h"

#include "gtest/gtest.h"

using namespace osdp;

namespace {

constexpr double kTolerance = 1e-15;

// A link of 1e10 B/s (10 GB/s) and 2 us per message.
const Link kLink{1e10, 2e-6};

TEST(CollectiveTime, OneDeviceOrNothingTakesNoTime) {
  EXPECT_EQ(collectiveTime(CollectiveKind::AllReduce, 1e6, 1, kLink), 0);
  EXPECT_EQ(collectiveTime(CollectiveKind::AllGather, 0, 8, kLink), 0);
}

TEST(CollectiveTime, RingCollectives) {
  // 8 devices, 1 MB: 7 steps of 2 us, and 7/8 of the bytes over the link.
  double expected = 7 * 2e-6 + 7.0 / 8 * 1e6 / 1e10;
  for (CollectiveKind kind :
       {CollectiveKind::AllGather, CollectiveKind::ReduceScatter,
        CollectiveKind::AllToAll})
    EXPECT_NEAR(collectiveTime(kind, 1e6, 8, kLink), expected, kTolerance)
        << stringifyCollectiveKind(kind).str();
}

TEST(CollectiveTime, AllReduceTakesTheFasterOfRingAndTree) {
  // Large buffer: the ring (2*7 steps, 2*7/8 of the bytes) beats the tree
  // (2*3 steps, twice the bytes).
  double ring = 2 * 7 * 2e-6 + 2 * 7.0 / 8 * 1e8 / 1e10;
  double tree = 2 * 3 * 2e-6 + 2 * 1e8 / 1e10;
  ASSERT_LT(ring, tree);
  EXPECT_NEAR(collectiveTime(CollectiveKind::AllReduce, 1e8, 8, kLink), ring,
              kTolerance);
  // Small buffer: latency dominates and the tree wins.
  ring = 2 * 7 * 2e-6 + 2 * 7.0 / 8 * 1e3 / 1e10;
  tree = 2 * 3 * 2e-6 + 2 * 1e3 / 1e10;
  ASSERT_LT(tree, ring);
  EXPECT_NEAR(collectiveTime(CollectiveKind::AllReduce, 1e3, 8, kLink), tree,
              kTolerance);
}

TEST(CollectiveTime, PermuteSendsOneMessage) {
  EXPECT_NEAR(collectiveTime(CollectiveKind::CollectivePermute, 4e6, 4, kLink),
              2e-6 + 4e6 / 1e10, kTolerance);
}

TEST(CollectiveTime, EveryCallPaysTheLinksFixedTime) {
  Link link = kLink;
  link.callSeconds = 20e-6;
  EXPECT_NEAR(collectiveTime(CollectiveKind::AllGather, 1e6, 8, link),
              20e-6 + 7 * 2e-6 + 7.0 / 8 * 1e6 / 1e10, kTolerance);
  EXPECT_NEAR(collectiveTime(CollectiveKind::AllGather, 1e6, 8, link) -
                  messagesTime(CollectiveKind::AllGather, 1e6, 8, link),
              20e-6, kTolerance);
  // Still nothing where nothing is sent.
  EXPECT_EQ(collectiveTime(CollectiveKind::AllReduce, 1e6, 1, link), 0);
}

TEST(BucketedCollectiveTime, MembersShareAFullBucketsCall) {
  Link link = kLink;
  link.callSeconds = 20e-6;
  double bucket = collectiveTime(CollectiveKind::AllReduce, 32e6, 8, link);
  // A quarter of the bucket's bytes pays a quarter of its call.
  EXPECT_NEAR(
      bucketedCollectiveTime(CollectiveKind::AllReduce, 8e6, 8, link, 32e6),
      bucket / 4, kTolerance);
  // Four such members pay the bucket's call once between them, where four
  // calls of their own pay the fixed time and the latency four times.
  double own = collectiveTime(CollectiveKind::AllReduce, 8e6, 8, link);
  EXPECT_LT(bucket, 4 * own);
  // A member as large as the bucket, or no buckets, is a call of its own.
  EXPECT_NEAR(bucketedCollectiveTime(CollectiveKind::ReduceScatter, 64e6, 8,
                                     link, 32e6),
              collectiveTime(CollectiveKind::ReduceScatter, 64e6, 8, link),
              kTolerance);
  EXPECT_NEAR(
      bucketedCollectiveTime(CollectiveKind::AllReduce, 8e6, 8, link, 0), own,
      kTolerance);
}

HardwareProfile roundProfile() {
  HardwareProfile profile;
  profile.matmulFlops["f32"] = 1e12;
  profile.matmulFlops["bf16"] = 4e12;
  profile.matmulEfficiency = 0.5;
  profile.vectorFlops = 1e11;
  profile.memoryBandwidth = 1e11;
  return profile;
}

TEST(ComputeTime, MatrixProductsRunAtTheTypesPeakTimesEfficiency) {
  HardwareProfile profile = roundProfile();
  Work gemm{/*flops=*/1e9, /*bytes=*/1e6, /*matmul=*/true};
  EXPECT_NEAR(computeTime(gemm, "f32", profile), 1e9 / (1e12 * 0.5),
              kTolerance);
  EXPECT_NEAR(computeTime(gemm, "bf16", profile), 1e9 / (4e12 * 0.5),
              kTolerance);
  // A type without a peak of its own runs at f32's.
  EXPECT_NEAR(computeTime(gemm, "f16", profile), 1e9 / (1e12 * 0.5),
              kTolerance);
}

TEST(ComputeTime, SmallProductsPayForTheirOperandsAndEachCall) {
  HardwareProfile profile = roundProfile();
  profile.matmulOperandBandwidth = 1e10;
  profile.matmulCallSeconds = 1e-7;
  // 16 products of 16x16x16 (131072 FLOPs, 49152 bytes): 0.26 us at the
  // peak, 4.9 us packing their operands, 1.6 us calling; the memory
  // roofline (0.49 us) is below.
  Work batch{/*flops=*/131072, /*bytes=*/49152, /*matmul=*/true};
  batch.productBytes = 49152;
  batch.products = 16;
  EXPECT_NEAR(computeTime(batch, "f32", profile),
              131072 / (1e12 * 0.5) + 49152 / 1e10 + 16 * 1e-7, kTolerance);
  // The same product's efficiency against the peak is 4%: the shape, not
  // the profile's one number, decides it.
  EXPECT_LT(131072 / (1e12 * 0.5) / computeTime(batch, "f32", profile), 0.05);
  // Other work pays neither term.
  Work add{/*flops=*/1e6, /*bytes=*/1.2e7, /*matmul=*/false};
  add.productBytes = 1e9;
  add.products = 1e6;
  EXPECT_NEAR(computeTime(add, "f32", profile), 1.2e-4, kTolerance);
}

TEST(ComputeTime, MemoryBoundWorkTakesItsBytesOverTheBandwidth) {
  HardwareProfile profile = roundProfile();
  Work add{/*flops=*/1e6, /*bytes=*/1.2e7, /*matmul=*/false};
  // 1e6 / 1e11 = 10 us of arithmetic, 1.2e7 / 1e11 = 120 us of memory.
  EXPECT_NEAR(computeTime(add, "f32", profile), 1.2e-4, kTolerance);
  Work exp{/*flops=*/1e8, /*bytes=*/8e6, /*matmul=*/false};
  EXPECT_NEAR(computeTime(exp, "f32", profile), 1e-3, kTolerance);
}

TEST(ComputeTime, TheCacheMovesTheFirstBytesOfEachOp) {
  HardwareProfile profile = roundProfile();
  profile.cacheBytes = 1e6;
  profile.cacheBandwidth = 4e11;
  // 0.8 MB stay in the cache: 2 us instead of 8.
  Work small{/*flops=*/1e3, /*bytes=*/8e5, /*matmul=*/false};
  EXPECT_NEAR(computeTime(small, "f32", profile), 8e5 / 4e11, kTolerance);
  // Of 12 MB, the first 1 MB at the cache's rate, the other 11 MB at the
  // memory's: no jump where a working set outgrows the cache.
  Work large{/*flops=*/1e3, /*bytes=*/1.2e7, /*matmul=*/false};
  EXPECT_NEAR(computeTime(large, "f32", profile), 1e6 / 4e11 + 1.1e7 / 1e11,
              kTolerance);
  // A copy is timed the same way.
  Work copy{/*flops=*/0, /*bytes=*/0, /*matmul=*/false};
  copy.copyBytes = 2e6;
  EXPECT_NEAR(computeTime(copy, "f32", profile), 1e6 / 4e11 + 1e6 / 1e11,
              kTolerance);
}

TEST(ComputeTime, TranscendentalsRunAtTheirOwnRate) {
  HardwareProfile profile = roundProfile();
  // 1e6 elements of tanh beside 1e6 FLOPs: without a rate of their own,
  // ten vector FLOPs each (1e7 / 1e11 = 100 us), plus 10 us.
  Work tanh{/*flops=*/1e6, /*bytes=*/8e6, /*matmul=*/false,
            /*transcendentals=*/1e6};
  EXPECT_NEAR(computeTime(tanh, "f32", profile), 1.1e-4, kTolerance);
  // At 5e8 per second: 2 ms, more than the 80 us of memory.
  profile.transcendentalsPerSecond = 5e8;
  EXPECT_NEAR(computeTime(tanh, "f32", profile), 2e-3 + 1e-5, kTolerance);
}

TEST(ComputeTime, EveryOpThatWorksPaysTheFixedTimePerOp) {
  HardwareProfile profile = roundProfile();
  profile.opSeconds = 3e-6;
  Work add{/*flops=*/1e6, /*bytes=*/1.2e7, /*matmul=*/false};
  EXPECT_NEAR(computeTime(add, "f32", profile), 1.2e-4 + 3e-6, kTolerance);
  // A reshape fused away, a constant: no work, no time.
  EXPECT_EQ(computeTime(Work{}, "f32", profile), 0);
}

} // namespace
