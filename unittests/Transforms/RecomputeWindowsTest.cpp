//===- RecomputeWindowsTest.cpp - What recomputing an activation frees ----===//
//
// findRecomputeWindows, which the search weighs recomputation by, on two
// small training steps worked by hand: two tanh layers, whose activations
// the backward pass reads after a gap and whose products it reads only in
// the forward pass; and a layer whose derivative's factor JAX placed among
// the forward ops, which the rewrite moves down to its first reader, so
// that the tanh's gap runs to there (without the move there is none).
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Rematerialize.h"

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

// Positions: h1 0, a1 1, h2 2, a2 3, zero 4, loss 5, one 6, s2 7, d2 8,
// g2 9, b1 10, s1 11, t1 12, d1 13, g1 14, n1 15, n2 16, return 17.
constexpr const char *kTwoLayers = R"mlir(
func.func @main(%w1: tensor<4x4xf32>, %w2: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>) {
  %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc("h1")
  %a1 = stablehlo.tanh %h1 : tensor<2x4xf32> loc("a1")
  %h2 = stablehlo.dot_general %a1, %w2, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc("h2")
  %a2 = stablehlo.tanh %h2 : tensor<2x4xf32> loc("a2")
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %loss = stablehlo.reduce(%a2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32> loc("loss")
  %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
  %s2 = stablehlo.multiply %a2, %a2 : tensor<2x4xf32>
  %d2 = stablehlo.subtract %one, %s2 : tensor<2x4xf32>
  %g2 = stablehlo.dot_general %a1, %d2, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %b1 = stablehlo.dot_general %d2, %w2, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %s1 = stablehlo.multiply %a1, %a1 : tensor<2x4xf32>
  %t1 = stablehlo.subtract %one, %s1 : tensor<2x4xf32>
  %d1 = stablehlo.multiply %b1, %t1 : tensor<2x4xf32>
  %g1 = stablehlo.dot_general %x, %d1, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %n1 = stablehlo.subtract %w1, %g1 : tensor<4x4xf32>
  %n2 = stablehlo.subtract %w2, %g2 : tensor<4x4xf32>
  return %n1, %n2, %loss : tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>
}
)mlir";

// Positions: h 0, a 1, s 2, one 3, d 4, zero 5, loss 6, u 7, v 8, g 9,
// n 10, return 11. The derivative's factor 1 - a * a (s, d) stands among
// the forward ops; the rewrite moves d before v, its first reader, and s
// before d: the tanh's first backward reader is then at 8, after the
// backward op u, which does not read it.
constexpr const char *kEarlyFactor = R"mlir(
func.func @main(%w: tensor<4x4xf32>, %x: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<f32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc("h")
  %a = stablehlo.tanh %h : tensor<2x4xf32> loc("a")
  %s = stablehlo.multiply %a, %a : tensor<2x4xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
  %d = stablehlo.subtract %one, %s : tensor<2x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %loss = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32> loc("loss")
  %u = stablehlo.negate %x : tensor<2x4xf32>
  %v = stablehlo.multiply %u, %d : tensor<2x4xf32>
  %g = stablehlo.dot_general %x, %v, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %n = stablehlo.subtract %w, %g : tensor<4x4xf32>
  return %n, %loss : tensor<4x4xf32>, tensor<f32>
}
)mlir";

class RecomputeWindowsTest : public ::testing::Test {
protected:
  RecomputeWindowsTest() {
    context.loadDialect<OSDPDialect, func::FuncDialect,
                        stablehlo::StableHLODialect>();
  }

  /// The windows of `source`'s @main, by the name of each op's location.
  std::map<std::string, RecomputeWindow> windowsOf(const char *source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    auto main = module->lookupSymbol<func::FuncOp>("main");
    std::map<std::string, RecomputeWindow> byName;
    for (auto [op, window] : findRecomputeWindows(main)) {
      auto name = dyn_cast<NameLoc>(op->getLoc());
      byName[name ? name.getName().str() : "unnamed"] = window;
    }
    return byName;
  }

  static void expectWindow(const RecomputeWindow &window, int64_t lastForward,
                           int64_t firstBackward, int64_t lastBackward) {
    EXPECT_EQ(window.lastForward, lastForward);
    EXPECT_EQ(window.firstBackward, firstBackward);
    EXPECT_EQ(window.lastBackward, lastBackward);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(RecomputeWindowsTest, ActivationsTheBackwardPassReadsAfterAGap) {
  std::map<std::string, RecomputeWindow> windows = windowsOf(kTwoLayers);
  // The products feed only their tanh; the loss is returned.
  ASSERT_EQ(windows.size(), 2u);
  ASSERT_EQ(windows.count("a1"), 1u);
  ASSERT_EQ(windows.count("a2"), 1u);
  // a1: last read forward by h2, then by g2 and s1.
  expectWindow(windows["a1"], 2, 9, 11);
  // a2: last read forward by the loss, then by s2.
  expectWindow(windows["a2"], 5, 7, 7);
}

TEST_F(RecomputeWindowsTest, EarlyFactorsMoveDownToTheirReader) {
  std::map<std::string, RecomputeWindow> windows = windowsOf(kEarlyFactor);
  ASSERT_EQ(windows.size(), 1u);
  ASSERT_EQ(windows.count("a"), 1u);
  // Without the move, s would read a at 2, before the loss: no gap.
  expectWindow(windows["a"], 6, 8, 8);
}

TEST_F(RecomputeWindowsTest, NoLossNoWindows) {
  EXPECT_TRUE(windowsOf(R"mlir(
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %a = stablehlo.tanh %x : tensor<2x4xf32>
  %b = stablehlo.multiply %a, %a : tensor<2x4xf32>
  return %b : tensor<2x4xf32>
}
)mlir")
                  .empty());
}

} // namespace
