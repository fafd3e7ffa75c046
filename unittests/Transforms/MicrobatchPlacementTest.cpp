//===- MicrobatchPlacementTest.cpp - Where the microbatch loop puts ops ---===//
//
// placeMicrobatchedOps, which the search prices the loop by, against the
// places osdp-microbatch gives a least-squares step: the prediction and its
// error per example in the loop at a microbatch's rows, the loss's and the
// gradient's sums in the loop at their whole size and accumulated, the
// update after the loop, the update's rate (read after the loop only)
// before it.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Microbatch.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Transforms/Partition/PartitionOpInterface.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace osdp;

namespace {

constexpr const char *kLeastSquares = R"mlir(
func.func @main(%w: tensor<4x3xf32>, %x: tensor<8x4xf32>, %y: tensor<8x3xf32>) -> (tensor<4x3xf32>, tensor<f32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32> loc("prediction")
  %d = stablehlo.subtract %p, %y : tensor<8x3xf32> loc("error")
  %sq = stablehlo.multiply %d, %d : tensor<8x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32> loc("sum")
  %inv = stablehlo.constant dense<0.0416666679> : tensor<f32>
  %loss = stablehlo.multiply %sum, %inv : tensor<f32>
  %two = stablehlo.constant dense<0.0833333358> : tensor<8x3xf32>
  %gp = stablehlo.multiply %d, %two : tensor<8x3xf32>
  %gw = stablehlo.dot_general %x, %gp, contracting_dims = [0] x [0] : (tensor<8x4xf32>, tensor<8x3xf32>) -> tensor<4x3xf32> loc("gradient")
  %rate = stablehlo.constant dense<1.000000e-01> : tensor<4x3xf32> loc("rate")
  %step = stablehlo.multiply %gw, %rate : tensor<4x3xf32>
  %next = stablehlo.subtract %w, %step : tensor<4x3xf32> loc("update")
  return %next, %loss : tensor<4x3xf32>, tensor<f32>
}
)mlir";

class MicrobatchPlacementTest : public ::testing::Test {
protected:
  MicrobatchPlacementTest() {
    // The rules and partition models the one-microbatch copy is
    // partitioned by.
    DialectRegistry registry;
    registerShardingRuleModels(registry);
    registerStableHLOPartitionModels(registry);
    context.appendDialectRegistry(registry);
    context.loadDialect<OSDPDialect, func::FuncDialect,
                        stablehlo::StableHLODialect>();
    module = parseSourceString<ModuleOp>(kLeastSquares, &context);
    function = module->lookupSymbol<func::FuncOp>("main");
  }

  /// The op of the step named `name` (its location's name).
  Operation *op(StringRef name) {
    Operation *found = nullptr;
    function.walk([&](Operation *candidate) {
      if (auto loc = dyn_cast<NameLoc>(candidate->getLoc());
          loc && loc.getName() == name)
        found = candidate;
    });
    EXPECT_NE(found, nullptr) << name.str();
    return found;
  }

  static std::vector<int64_t> shapeOf(Type type) {
    auto shape = cast<RankedTensorType>(type).getShape();
    return {shape.begin(), shape.end()};
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp function;
};

TEST_F(MicrobatchPlacementTest, PlacesAndTypesOfTwoMicrobatches) {
  FailureOr<llvm::DenseMap<Operation *, MicrobatchedOp>> places =
      placeMicrobatchedOps(function, 2);
  ASSERT_TRUE(succeeded(places));

  const MicrobatchedOp &prediction = places->lookup(op("prediction"));
  EXPECT_EQ(prediction.place, MicrobatchPlace::Loop);
  EXPECT_EQ(shapeOf(prediction.operandTypes[0]), (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(shapeOf(prediction.operandTypes[1]), (std::vector<int64_t>{4, 3}));
  EXPECT_EQ(shapeOf(prediction.resultTypes[0]), (std::vector<int64_t>{4, 3}));
  EXPECT_EQ(prediction.accumulated, (SmallVector<bool, 1>{false}));

  const MicrobatchedOp &error = places->lookup(op("error"));
  EXPECT_EQ(error.place, MicrobatchPlace::Loop);
  EXPECT_EQ(shapeOf(error.resultTypes[0]), (std::vector<int64_t>{4, 3}));

  // The sums over the batch run in the loop at their whole size, and the
  // loop adds them up.
  for (StringRef name : {"sum", "gradient"}) {
    const MicrobatchedOp &sum = places->lookup(op(name));
    EXPECT_EQ(sum.place, MicrobatchPlace::Loop) << name.str();
    EXPECT_EQ(sum.resultTypes[0], op(name)->getResult(0).getType())
        << name.str();
    EXPECT_EQ(sum.accumulated, (SmallVector<bool, 1>{true})) << name.str();
  }

  EXPECT_EQ(places->lookup(op("update")).place, MicrobatchPlace::After);
  EXPECT_EQ(places->lookup(op("rate")).place, MicrobatchPlace::Before);
  // The step itself is left as it is.
  EXPECT_FALSE(function.getBody().front().front().hasAttr("microbatch_origin"));
  EXPECT_EQ(op("prediction")->getResult(0).getType(),
            RankedTensorType::get({8, 3}, Float32Type::get(&context)));
}

TEST_F(MicrobatchPlacementTest, OneMicrobatchPlacesNothing) {
  FailureOr<llvm::DenseMap<Operation *, MicrobatchedOp>> places =
      placeMicrobatchedOps(function, 1);
  ASSERT_TRUE(succeeded(places));
  EXPECT_TRUE(places->empty());
}

TEST_F(MicrobatchPlacementTest, ACountThatDoesNotDivideTheBatchFails) {
  std::string message;
  ScopedDiagnosticHandler capture(&context, [&](Diagnostic &diagnostic) {
    message += diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(placeMicrobatchedOps(function, 3)));
  EXPECT_NE(message.find("microbatches=3"), std::string::npos) << message;
}

} // namespace
