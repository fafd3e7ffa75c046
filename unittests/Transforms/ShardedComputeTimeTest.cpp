//===- ShardedComputeTimeTest.cpp - A split op's time on one device -------===//
//
// The time the search charges one device for a split op, against the
// roofline worked by hand: a convolution's product and traffic shrink with
// any split, its copy (the patch matrix) only with the image's; a batched
// product runs fewer matrix products only when its batch is split.
//
//===----------------------------------------------------------------------===//

#include "osdp/Sharding/ReshardingCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace osdp;

namespace {

// Image 4x8x8x4 (4096 bytes), kernel 3x3x4x8 (1152), result 4x8x8x8
// (8192); patches 256 x 36 (36864), under the budget of one chunk. The
// padding is computed in the copy, not made.
constexpr const char *kConvolution = R"mlir(
func.func @main(%image: tensor<4x8x8x4xf32>, %kernel: tensor<3x3x4x8xf32>) -> tensor<4x8x8x8xf32> {
  %0 = stablehlo.convolution(%image, %kernel) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<4x8x8x8xf32>
  return %0 : tensor<4x8x8x8xf32>
}
)mlir";

// 4 products of 16x8 by 8x16, as attention's scores.
constexpr const char *kBatchedProduct = R"mlir(
func.func @main(%q: tensor<4x16x8xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x16x16xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x16x8xf32>, tensor<4x8x16xf32>) -> tensor<4x16x16xf32>
  return %0 : tensor<4x16x16xf32>
}
)mlir";

constexpr double kImage = 4096, kKernel = 1152, kResult = 8192;
constexpr double kCopies = 2 * 36864;

class ShardedComputeTimeTest : public ::testing::Test {
protected:
  ShardedComputeTimeTest() {
    context.loadDialect<OSDPDialect, func::FuncDialect,
                        stablehlo::StableHLODialect>();
    module = parseSourceString<ModuleOp>(kConvolution, &context);
    dp = StringAttr::get(&context, "dp");
    mesh = MeshAttr::get(&context, {dp}, {2});
    meshName = FlatSymbolRefAttr::get(&context, "mesh");
    // Memory-bound: 1e9 B/s to memory, products at 1e15 FLOP/s.
    profile.memoryBandwidth = 1e9;
    profile.matmulFlops["f32"] = 1e15;
    profile.vectorFlops = 1e12;
  }

  Operation *convolution() { return firstOp(*module); }
  static Operation *firstOp(ModuleOp module) {
    auto main = module.lookupSymbol<func::FuncOp>("main");
    return &main.getBody().front().front();
  }
  ShardingAttr split(int64_t rank, std::optional<int64_t> dim) {
    SmallVector<SmallVector<StringAttr>> dims(rank);
    if (dim)
      dims[*dim].push_back(dp);
    return ShardingAttr::get(meshName, dims);
  }
  double seconds(std::optional<int64_t> imageDim,
                 std::optional<int64_t> kernelDim,
                 std::optional<int64_t> resultDim) {
    return shardedComputeTime(convolution(),
                              {split(4, imageDim), split(4, kernelDim)},
                              {split(4, resultDim)}, {dp}, mesh, profile);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  StringAttr dp;
  MeshAttr mesh;
  FlatSymbolRefAttr meshName;
  HardwareProfile profile;
};

TEST_F(ShardedComputeTimeTest, BatchSplitHalvesTheCopies) {
  ASSERT_TRUE(module);
  // Image and result split by batch, kernel whole: half of each tensor's
  // bytes but the kernel's, and half of the copies.
  double traffic = (kImage / 2 + kKernel + kResult / 2) / 1e9;
  EXPECT_DOUBLE_EQ(seconds(0, std::nullopt, 0), traffic + kCopies / 2 / 1e9);
}

TEST_F(ShardedComputeTimeTest, OutputFeatureSplitCopiesTheWholeImage) {
  ASSERT_TRUE(module);
  // Kernel and result split by output feature, image whole: every device
  // builds every patch.
  double traffic = (kImage + kKernel / 2 + kResult / 2) / 1e9;
  EXPECT_DOUBLE_EQ(seconds(std::nullopt, 3, 3), traffic + kCopies / 1e9);
}

TEST_F(ShardedComputeTimeTest, BatchSplitRunsFewerProducts) {
  OwningOpRef<ModuleOp> product =
      parseSourceString<ModuleOp>(kBatchedProduct, &context);
  ASSERT_TRUE(product);
  // Only the fixed time of each matrix product counts.
  profile.matmulFlops["f32"] = 1e18;
  profile.memoryBandwidth = 1e18;
  profile.matmulCallSeconds = 1e-6;
  auto time = [&](int64_t operandDim, int64_t resultDim) {
    return shardedComputeTime(firstOp(*product),
                              {split(3, operandDim), split(3, std::nullopt)},
                              {split(3, resultDim)}, {dp}, mesh, profile);
  };
  // Split by batch, each device runs 2 of the 4 products; split by rows,
  // all 4 of half the size.
  EXPECT_NEAR(time(0, 0), 2e-6, 1e-12);
  EXPECT_NEAR(time(1, 1), 4e-6, 1e-12);
}

} // namespace
