//===- GSPMDShardingTest.cpp - mhlo.sharding parsing and mesh mapping -----===//

#include "osdp/Sharding/GSPMDSharding.h"

#include "gtest/gtest.h"

using namespace osdp;

namespace {

GSPMDSharding parse(llvm::StringRef text) {
  std::string error;
  std::optional<GSPMDSharding> sharding = parseGSPMDSharding(text, error);
  EXPECT_TRUE(sharding.has_value()) << text.str() << ": " << error;
  return sharding.value_or(GSPMDSharding());
}

std::string parseError(llvm::StringRef text) {
  std::string error;
  EXPECT_FALSE(parseGSPMDSharding(text, error).has_value()) << text.str();
  return error;
}

using Axes = std::vector<std::vector<std::string>>;

/// The per-dim axes as plain vectors, for readable EXPECT_EQ.
Axes dimAxes(const AxisAssignment &assignment) {
  Axes result;
  for (const auto &axes : assignment.dimAxes)
    result.emplace_back(axes.begin(), axes.end());
  return result;
}

TEST(GSPMDShardingParse, SimpleKinds) {
  EXPECT_EQ(parse("{replicated}").kind, GSPMDSharding::Kind::Replicated);
  EXPECT_EQ(parse("{manual}").kind, GSPMDSharding::Kind::Manual);
  GSPMDSharding maximal = parse("{maximal device=3}");
  EXPECT_EQ(maximal.kind, GSPMDSharding::Kind::Maximal);
  EXPECT_EQ(maximal.maximalDevice, 3);
}

TEST(GSPMDShardingParse, IotaTileAssignment) {
  GSPMDSharding s = parse("{devices=[2,4]<=[8]}");
  ASSERT_EQ(s.kind, GSPMDSharding::Kind::Tiled);
  EXPECT_EQ(std::vector<int64_t>(s.tileShape.begin(), s.tileShape.end()),
            (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(s.devices, (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(s.getNumDataDims(), 2);
}

TEST(GSPMDShardingParse, TransposedIota) {
  // iota(8).reshape(2, 4).transpose(1, 0) = [[0, 4], [1, 5], [2, 6], [3, 7]].
  GSPMDSharding s = parse("{devices=[4,2]<=[2,4]T(1,0)}");
  EXPECT_EQ(s.devices, (std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}));
}

TEST(GSPMDShardingParse, ExplicitDevicesAndSubgroups) {
  GSPMDSharding s = parse("{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}");
  EXPECT_EQ(s.devices, (std::vector<int64_t>{0, 2, 1, 3}));
  EXPECT_EQ(s.getNumDataDims(), 2);
  GSPMDSharding m = parse("{devices=[2,1,2,2]<=[8] last_tile_dims={manual, "
                          "replicated}}");
  ASSERT_EQ(m.subgroupKinds.size(), 2u);
  EXPECT_EQ(m.subgroupKinds[0], GSPMDSharding::SubgroupKind::Manual);
  EXPECT_EQ(m.getNumDataDims(), 2);
}

TEST(GSPMDShardingParse, TupleAndMetadata) {
  GSPMDSharding t = parse("{{replicated}, {devices=[2]0,1 "
                          "metadata={op_name=\"jit(f)/{x}\"}}}");
  ASSERT_EQ(t.kind, GSPMDSharding::Kind::Tuple);
  ASSERT_EQ(t.elements.size(), 2u);
  EXPECT_EQ(t.elements[1].kind, GSPMDSharding::Kind::Tiled);
}

// Tuples are flat; nested braces are refused at the second level, however
// deep they go (they used to recurse until the stack overflowed).
TEST(GSPMDShardingParse, NestedTuple) {
  EXPECT_NE(parseError("{{{replicated}}}")
                .find("a tuple element cannot be a tuple at offset 2"),
            std::string::npos);
  EXPECT_NE(parseError(std::string(1 << 20, '{')).find("cannot be a tuple"),
            std::string::npos);
}

TEST(GSPMDShardingParse, Errors) {
  EXPECT_NE(parseError("").find("expected '{'"), std::string::npos);
  EXPECT_NE(parseError("{replicated").find("expected '}'"), std::string::npos);
  EXPECT_NE(parseError("{devices=[2,2]0,1,2}").find("needs 4"),
            std::string::npos);
  EXPECT_NE(parseError("{devices=[2,2]0,1,2,2}").find("not a permutation"),
            std::string::npos);
  EXPECT_NE(parseError("{devices=[2,4]<=[4]}").find("needs 8"),
            std::string::npos);
  EXPECT_NE(parseError("{devices=[4,2]<=[2,4]T(0,0)}").find("permutation"),
            std::string::npos);
  EXPECT_NE(parseError("{devices=[0]<=[0]}").find("positive"),
            std::string::npos);
  EXPECT_NE(parseError("{replicated} junk").find("unexpected text"),
            std::string::npos);
  EXPECT_NE(parseError("{bogus}").find("expected 'replicated'"),
            std::string::npos);
  EXPECT_NE(parseError("{devices=[99999,99999]<=[1]}").find("too many"),
            std::string::npos);
}

TEST(GSPMDShardingMap, OntoNamedMesh) {
  std::vector<MeshAxis> mesh = {{"dp", 4}, {"tp", 2}};
  std::string error;
  // Batch over dp, features over tp.
  auto a =
      mapGSPMDShardingToMesh(parse("{devices=[4,2]<=[8]}"), 2, mesh, error);
  ASSERT_TRUE(a) << error;
  EXPECT_EQ(dimAxes(*a), (Axes{{"dp"}, {"tp"}}));
  EXPECT_TRUE(a->replicatedAxes.empty());

  // Columns over tp, replicated over dp: the tp axis is minor in the device
  // order, so XLA writes the tile assignment transposed.
  auto b = mapGSPMDShardingToMesh(
      parse("{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"), 2, mesh,
      error);
  ASSERT_TRUE(b) << error;
  EXPECT_EQ(dimAxes(*b), (Axes{{}, {"tp"}}));
  EXPECT_EQ(std::vector<std::string>(b->replicatedAxes.begin(),
                                     b->replicatedAxes.end()),
            (std::vector<std::string>{"dp"}));

  // Both axes on one dim, dp major.
  auto c =
      mapGSPMDShardingToMesh(parse("{devices=[8,1]<=[8]}"), 2, mesh, error);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ(dimAxes(*c), (Axes{{"dp", "tp"}, {}}));

  // Both axes on one dim, tp major.
  auto d = mapGSPMDShardingToMesh(parse("{devices=[8]<=[4,2]T(1,0)}"), 1, mesh,
                                  error);
  ASSERT_TRUE(d) << error;
  EXPECT_EQ(dimAxes(*d), (Axes{{"tp", "dp"}}));

  auto r = mapGSPMDShardingToMesh(parse("{replicated}"), 3, mesh, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(dimAxes(*r), (Axes{{}, {}, {}}));
}

TEST(GSPMDShardingMap, ManualSubgroup) {
  std::vector<MeshAxis> mesh = {{"a", 2}, {"b", 2}};
  std::string error;
  auto m = mapGSPMDShardingToMesh(
      parse("{devices=[2,1,2]<=[4] last_tile_dims={manual}}"), 2, mesh, error);
  ASSERT_TRUE(m) << error;
  EXPECT_EQ(dimAxes(*m), (Axes{{"a"}, {}}));
  EXPECT_EQ(
      std::vector<std::string>(m->manualAxes.begin(), m->manualAxes.end()),
      (std::vector<std::string>{"b"}));
}

TEST(GSPMDShardingMap, Errors) {
  std::vector<MeshAxis> mesh = {{"dp", 4}, {"tp", 2}};
  std::string error;
  EXPECT_FALSE(
      mapGSPMDShardingToMesh(parse("{devices=[2,4]<=[8]}"), 3, mesh, error));
  EXPECT_NE(error.find("rank 3"), std::string::npos) << error;
  EXPECT_FALSE(
      mapGSPMDShardingToMesh(parse("{devices=[2,2]<=[4]}"), 2, mesh, error));
  EXPECT_NE(error.find("mesh has 8"), std::string::npos) << error;
  // dp=4 split as 2x2 across dims would need sub-axes.
  EXPECT_FALSE(
      mapGSPMDShardingToMesh(parse("{devices=[2,2,2]<=[8]}"), 3, mesh, error));
  EXPECT_NE(error.find("whole axes"), std::string::npos) << error;
  EXPECT_FALSE(
      mapGSPMDShardingToMesh(parse("{maximal device=0}"), 2, mesh, error));
  EXPECT_NE(error.find("maximal"), std::string::npos) << error;
}

TEST(GSPMDShardingMap, InferMesh) {
  std::string error;
  auto mesh = inferMeshForGSPMDSharding(parse("{devices=[4,2]<=[2,4]T(1,0)}"),
                                        "axis_", error);
  ASSERT_TRUE(mesh) << error;
  ASSERT_EQ(mesh->size(), 2u);
  // Devices are numbered along the size-2 axis first.
  EXPECT_EQ((*mesh)[0].size, 2);
  EXPECT_EQ((*mesh)[1].size, 4);
  EXPECT_EQ((*mesh)[0].name, "axis_0");
  auto assignment = mapGSPMDShardingToMesh(
      parse("{devices=[4,2]<=[2,4]T(1,0)}"), 2, *mesh, error);
  ASSERT_TRUE(assignment) << error;
  EXPECT_EQ(dimAxes(*assignment), (Axes{{"axis_1"}, {"axis_0"}}));
}

} // namespace
