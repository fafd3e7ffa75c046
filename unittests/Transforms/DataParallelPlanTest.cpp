//===- DataParallelPlanTest.cpp - A group's cost in each choice -----------===//
//
// The persistent bytes and synchronisation time of one parameter group,
// replicated, sharded over the data axis or split over the model axis,
// against the formulas of docs/auto-shard.md worked by hand: for a trained
// group and for a forward program's, which holds and moves the parameter
// alone.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/AutoShard/DataParallelPlan.h"

#include "gtest/gtest.h"

using namespace osdp;

namespace {

constexpr int64_t kParameterBytes = 4 << 20, kStateBytes = 8 << 20;

DataAxisModel axisOf(int64_t n, int64_t modelSize) {
  DataAxisModel axis;
  axis.n = n;
  axis.link.bandwidth = 1e9;
  axis.link.latency = 1e-6;
  axis.memory.bandwidth = 1e11;
  axis.modelSize = modelSize;
  return axis;
}

ParameterGroup groupOf(bool trained) {
  ParameterGroup group;
  group.parameterBytes = kParameterBytes;
  group.stateBytes = trained ? kStateBytes : 0;
  group.shardDim = 0;
  group.modelDim = 1;
  group.trained = trained;
  return group;
}

TEST(DataParallelPlanTest, TrainedGroupHoldsGradientAndState) {
  DataAxisModel axis = axisOf(4, 2);
  ParameterGroup group = groupOf(/*trained=*/true);
  EXPECT_EQ(heldBytes(group), 2 * kParameterBytes + kStateBytes);
  GroupCost replicated = replicatedCost(group, axis);
  double update = double(3 * kParameterBytes + 2 * kStateBytes) / 1e11;
  EXPECT_DOUBLE_EQ(
      replicated.seconds,
      collectiveTime(CollectiveKind::AllReduce, kParameterBytes, 4, axis.link) +
          update);
  GroupCost sharded = shardedCost(group, axis);
  EXPECT_EQ(sharded.bytes, heldBytes(group) / 4);
  EXPECT_DOUBLE_EQ(sharded.seconds,
                   2 * collectiveTime(CollectiveKind::AllGather,
                                      kParameterBytes, 4, axis.link) +
                       collectiveTime(CollectiveKind::ReduceScatter,
                                      kParameterBytes, 4, axis.link) +
                       update / 4);
  EXPECT_EQ(modelSplitCost(group, axis).bytes, heldBytes(group) / 2);
}

TEST(DataParallelPlanTest, GradientsAreReducedInBuckets) {
  // Buckets of four groups' gradients: each group's reduction pays a
  // quarter of a bucket's; the gathers stay calls of their own.
  DataAxisModel axis = axisOf(4, 2);
  axis.bucketBytes = 4 * kParameterBytes;
  ParameterGroup group = groupOf(/*trained=*/true);
  double update = double(3 * kParameterBytes + 2 * kStateBytes) / 1e11;
  EXPECT_DOUBLE_EQ(replicatedCost(group, axis).seconds,
                   collectiveTime(CollectiveKind::AllReduce,
                                  4 * kParameterBytes, 4, axis.link) /
                           4 +
                       update);
  EXPECT_DOUBLE_EQ(shardedCost(group, axis).seconds,
                   2 * collectiveTime(CollectiveKind::AllGather,
                                      kParameterBytes, 4, axis.link) +
                       collectiveTime(CollectiveKind::ReduceScatter,
                                      4 * kParameterBytes, 4, axis.link) /
                           4 +
                       update / 4);
}

TEST(DataParallelPlanTest, ForwardGroupHoldsTheParameterAlone) {
  DataAxisModel axis = axisOf(4, 2);
  ParameterGroup group = groupOf(/*trained=*/false);
  EXPECT_EQ(heldBytes(group), kParameterBytes);
  // Replicated or split over the model axis, nothing moves: there is no
  // gradient to synchronise and no update.
  GroupCost replicated = replicatedCost(group, axis);
  EXPECT_EQ(replicated.seconds, 0);
  EXPECT_EQ(replicated.bytes, kParameterBytes);
  GroupCost split = modelSplitCost(group, axis);
  EXPECT_EQ(split.seconds, 0);
  EXPECT_EQ(split.bytes, kParameterBytes / 2);
  // Sharded, it is gathered once, for its one use.
  GroupCost sharded = shardedCost(group, axis);
  EXPECT_EQ(sharded.bytes, kParameterBytes / 4);
  EXPECT_DOUBLE_EQ(
      sharded.seconds,
      collectiveTime(CollectiveKind::AllGather, kParameterBytes, 4, axis.link));
}

TEST(DataParallelPlanTest, ForwardProgramFitsWhereTrainingDoesNot) {
  DataAxisModel axis = axisOf(4, 1);
  ParameterGroup trained = groupOf(true), forward = groupOf(false);
  // A budget of the forward program's replicated parameter, below the
  // trained group: dp fits the forward program only.
  int64_t budget = kParameterBytes;
  llvm::Expected<DataParallelPlan> trainedPlan =
      planDataParallel({trained}, PlanMode::DataParallel, axis, budget, 1, 1);
  llvm::Expected<DataParallelPlan> forwardPlan =
      planDataParallel({forward}, PlanMode::DataParallel, axis, budget, 1, 1);
  ASSERT_TRUE(bool(trainedPlan));
  ASSERT_TRUE(bool(forwardPlan));
  EXPECT_FALSE(trainedPlan->fits);
  EXPECT_TRUE(forwardPlan->fits);
  EXPECT_EQ(describePersistentState({forward}), "the parameters");
  EXPECT_EQ(describePersistentState({trained}),
            "the parameters with their gradients, optimizer state and "
            "updated copies");
}

// Each device of a pipeline stage holds and updates its 1/stages share of
// the groups: a plan charges it that share of their bytes and time, so
// that a replicated plan too large for one device fits once cut into two
// stages.
TEST(DataParallelPlanTest, StagesHoldTheirShare) {
  llvm::SmallVector<ParameterGroup> groups{groupOf(true), groupOf(true)};
  DataAxisModel one = axisOf(4, 1), two = axisOf(4, 1);
  two.stages = 2;
  int64_t whole = 2 * heldBytes(groups[0]);
  llvm::Expected<DataParallelPlan> flat =
      planDataParallel(groups, PlanMode::DataParallel, one, whole - 1, 1.0, 1);
  llvm::Expected<DataParallelPlan> staged =
      planDataParallel(groups, PlanMode::DataParallel, two, whole - 1, 1.0, 1);
  ASSERT_TRUE(bool(flat));
  ASSERT_TRUE(bool(staged));
  EXPECT_EQ(flat->persistentBytes, whole);
  EXPECT_FALSE(flat->fits);
  EXPECT_EQ(staged->persistentBytes, whole / 2);
  EXPECT_TRUE(staged->fits);
  EXPECT_DOUBLE_EQ(staged->seconds, flat->seconds / 2);
}

} // namespace
