//===- ReshardingCostTest.cpp - The time of reshardings, by hand ----------===//
//
// Each resharding's time against the cost model's formula for the
// collective the partitioner's planner emits for it, computed here from
// the bytes one device moves.
//
//===----------------------------------------------------------------------===//

#include "osdp/Sharding/ReshardingCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir;
using namespace osdp;

namespace {

class ReshardingCostTest : public ::testing::Test {
protected:
  ReshardingCostTest() {
    context.loadDialect<OSDPDialect>();
    dp = StringAttr::get(&context, "dp");
    mesh = MeshAttr::get(&context, {dp}, {4});
    meshName = FlatSymbolRefAttr::get(&context, "mesh");
    // 1 GB/s and 10 us between the devices; 100 GB/s to memory.
    profile.intraNode = profile.interNode = {1e9, 10e-6};
    profile.devicesPerNode = 8;
    profile.memoryBandwidth = 100e9;
    type = RankedTensorType::get({1024, 1024}, Float32Type::get(&context));
  }

  ShardingAttr rows(ArrayRef<StringAttr> partial = {}) {
    return ShardingAttr::get(meshName, {{dp}, {}}, partial);
  }
  ShardingAttr whole(ArrayRef<StringAttr> partial = {}) {
    return ShardingAttr::get(meshName, {{}, {}}, partial);
  }

  MLIRContext context;
  StringAttr dp;
  MeshAttr mesh;
  FlatSymbolRefAttr meshName;
  HardwareProfile profile;
  Type type;
  static constexpr double kBytes = 1024 * 1024 * 4;
};

TEST_F(ReshardingCostTest, GatherIsARingOverTheWholeTensor) {
  ReshardingCost cost(mesh, profile);
  // (n-1) a + (n-1)/n B / bw, B the gathered 4 MiB.
  double expected = 3 * 10e-6 + 0.75 * kBytes / 1e9;
  EXPECT_NEAR(cost.seconds(type, rows(), whole()), expected, 1e-12);
}

TEST_F(ReshardingCostTest, SliceIsACopyOfTheSlice) {
  ReshardingCost cost(mesh, profile);
  // No communication: the kept quarter read and written once.
  EXPECT_NEAR(cost.seconds(type, whole(), rows()), 2 * (kBytes / 4) / 100e9,
              1e-15);
}

TEST_F(ReshardingCostTest, PartialSumsAreReduced) {
  ReshardingCost cost(mesh, profile);
  // All-reduce: the faster of the ring, 2 (n-1) a + 2 (n-1)/n B / bw, and
  // the tree, 2 log2(n) a + 2 B / bw.
  double ring = 2 * 3 * 10e-6 + 2 * 0.75 * kBytes / 1e9;
  double tree = 2 * 2 * 10e-6 + 2 * kBytes / 1e9;
  EXPECT_NEAR(cost.seconds(type, whole({dp}), whole()), std::min(ring, tree),
              1e-12);
  // Reduce-scatter into the row split: (n-1) a + (n-1)/n B / bw.
  EXPECT_NEAR(cost.seconds(type, whole({dp}), rows()),
              3 * 10e-6 + 0.75 * kBytes / 1e9, 1e-12);
}

TEST_F(ReshardingCostTest, BucketedReductionsPayTheirShareOfABucket) {
  // Buckets of 16 MiB: the 4 MiB gradient pays a quarter of one bucket's
  // reduction, the gather (not a reduction) its own call either way.
  ReshardingCost cost(mesh, profile, 4 * kBytes);
  Link link = profile.intraNode;
  EXPECT_NEAR(cost.seconds(type, whole({dp}), whole(), /*bucketed=*/true),
              collectiveTime(CollectiveKind::AllReduce, 4 * kBytes, 4, link) /
                  4,
              1e-12);
  EXPECT_NEAR(
      cost.seconds(type, whole({dp}), rows(), /*bucketed=*/true),
      collectiveTime(CollectiveKind::ReduceScatter, 4 * kBytes, 4, link) / 4,
      1e-12);
  EXPECT_EQ(cost.seconds(type, rows(), whole(), /*bucketed=*/true),
            cost.seconds(type, rows(), whole()));
  // Unbucketed, the same reduction is a call of its own (cached apart).
  EXPECT_NEAR(cost.seconds(type, whole({dp}), rows()),
              3 * 10e-6 + 0.75 * kBytes / 1e9, 1e-12);
}

TEST_F(ReshardingCostTest, SameShardingIsFreeAndRepeatsAreCached) {
  ReshardingCost cost(mesh, profile);
  EXPECT_EQ(cost.seconds(type, rows(), rows()), 0.0);
  cost.seconds(type, rows(), whole());
  cost.seconds(type, rows(), whole());
  EXPECT_EQ(cost.getLookups(), 2u);
  EXPECT_EQ(cost.getHits(), 1u);
}

TEST_F(ReshardingCostTest, LocalBytesDivideBySplitDimensionsOnly) {
  EXPECT_EQ(localBytesOf(type, rows(), mesh), int64_t(kBytes / 4));
  EXPECT_EQ(localBytesOf(type, whole({dp}), mesh), int64_t(kBytes));
}

} // namespace
