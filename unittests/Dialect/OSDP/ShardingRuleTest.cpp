//===- ShardingRuleTest.cpp - Projection, merging and building of rules ---===//
//
// Unit tests of OpShardingRule: projecting shardings onto factors, merging the
// projections of several tensors, building shardings back from a factor
// assignment, checking rules against ops, and the #osdp.rule round trip.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/ShardingRules/ShardingRules.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

using namespace mlir;
using namespace osdp;

namespace {

using Axes = std::vector<std::vector<std::string>>;

class ShardingRuleTest : public ::testing::Test {
protected:
  ShardingRuleTest() {
    DialectRegistry registry;
    registry
        .insert<func::FuncDialect, OSDPDialect, stablehlo::StableHLODialect>();
    registerShardingRuleModels(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    mesh = cast<MeshAttr>(parse("#osdp.mesh<[dp = 4, tp = 2]>"));
    meshName = FlatSymbolRefAttr::get(&context, "mesh");
  }

  Attribute parse(StringRef text) {
    Attribute attr = parseAttribute(text, &context);
    EXPECT_TRUE(attr) << text.str();
    return attr;
  }

  /// A sharding on @mesh, written as in the IR: "[{dp}, {}]" or
  /// "[{}], partial = {tp}".
  ShardingAttr sharding(StringRef body) {
    return cast_or_null<ShardingAttr>(
        parse(("#osdp.sharding<@mesh, " + body + ">").str()));
  }

  static std::string str(Attribute attr) {
    if (!attr)
      return "<null>";
    std::string s;
    llvm::raw_string_ostream os(s);
    attr.print(os);
    return s;
  }

  /// The printed sharding `body` would parse to, for comparisons that read
  /// like the IR.
  std::string expected(StringRef body) { return str(sharding(body)); }

  static Axes names(const FactorAxes &axes) {
    Axes result;
    for (const auto &factor : axes) {
      std::vector<std::string> &list = result.emplace_back();
      for (StringAttr axis : factor)
        list.push_back(axis.str());
    }
    return result;
  }

  FactorAxes factorAxes(const Axes &axes) {
    FactorAxes result;
    for (const auto &factor : axes) {
      auto &list = result.emplace_back();
      for (const std::string &axis : factor)
        list.push_back(StringAttr::get(&context, axis));
    }
    return result;
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, Float32Type::get(&context));
  }

  static std::string print(const OpShardingRule &rule) {
    std::string s;
    llvm::raw_string_ostream os(s);
    rule.print(os);
    return s;
  }

  MLIRContext context{MLIRContext::Threading::DISABLED};
  MeshAttr mesh;
  FlatSymbolRefAttr meshName;
};

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// A rule builder over tensors of the given types (no op needed).
OpShardingRuleBuilder makeBuilder(ArrayRef<Type> operands,
                                  ArrayRef<Type> results) {
  return OpShardingRuleBuilder(TypeRange(operands), TypeRange(results));
}

/// The rule of an elementwise op, e.g. ([i, j], [i, j]) -> ([i, j]).
OpShardingRule elementwiseRule(ArrayRef<Type> operands,
                               ArrayRef<Type> results) {
  return makeBuilder(operands, results).addPointwise().build();
}

TEST_F(ShardingRuleTest, ElementwiseProjectsEachDimOntoItsFactor) {
  RankedTensorType t = tensor({8, 16});
  OpShardingRule rule = elementwiseRule({t, t}, {t});
  EXPECT_EQ(print(rule), "([i, j], [i, j]) -> ([i, j]) {i = 8, j = 16}");
  EXPECT_EQ(names(rule.projectOperand(0, sharding("[{dp}, {tp}]"), mesh)),
            (Axes{{"dp"}, {"tp"}}));
  EXPECT_EQ(names(rule.projectOperand(1, sharding("[{}, {dp, tp}]"), mesh)),
            (Axes{{}, {"dp", "tp"}}));
  EXPECT_EQ(names(rule.projectResult(0, sharding("[{tp}, {}]"), mesh)),
            (Axes{{"tp"}, {}}));
  // No sharding: no axes.
  EXPECT_EQ(names(rule.projectOperand(0, ShardingAttr(), mesh)),
            (Axes{{}, {}}));
}

TEST_F(ShardingRuleTest, ProjectionDropsAxesThatDoNotFit) {
  RankedTensorType t = tensor({8, 6});
  OpShardingRule rule = elementwiseRule({t}, {t});
  // j = 6 is the whole dimension: a padded split over dp (4) is the split
  // the sharding describes, so the axis is kept.
  EXPECT_EQ(names(rule.projectOperand(0, sharding("[{}, {dp}]"), mesh)),
            (Axes{{}, {"dp"}}));
  // An axis the mesh does not have is dropped, with the axes after it.
  EXPECT_EQ(names(rule.projectOperand(0, sharding("[{sp, dp}, {}]"), mesh)),
            (Axes{{}, {}}));
}

TEST_F(ShardingRuleTest, ElementwiseInferenceWithUnknownOperands) {
  RankedTensorType t = tensor({8, 16});
  OpShardingRule rule = elementwiseRule({t, t}, {t});
  // One operand known, the other null: the known one decides.
  SmallVector<ShardingAttr> results = rule.inferResultShardings(
      {ShardingAttr(), sharding("[{dp}, {tp}]")}, meshName, mesh);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(str(results[0]), expected("[{dp}, {tp}]"));
  // Operands sharding different dimensions combine.
  results = rule.inferResultShardings(
      {sharding("[{dp}, {}]"), sharding("[{}, {tp}]")}, meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{dp}, {tp}]"));
  // Operands disagreeing on a dimension leave it unsplit.
  results = rule.inferResultShardings(
      {sharding("[{dp}, {}]"), sharding("[{tp}, {}]")}, meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{}, {}]"));
  // Nothing known: replicated.
  results = rule.inferResultShardings({ShardingAttr(), ShardingAttr()},
                                      meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{}, {}]"));
}

//===----------------------------------------------------------------------===//
// Merging
//===----------------------------------------------------------------------===//

TEST_F(ShardingRuleTest, MergeTakesLongestAgreeingPrefix) {
  RankedTensorType t = tensor({8, 16});
  OpShardingRule rule = elementwiseRule({t, t}, {t});
  // [dp] and [dp, tp] agree as prefixes: the longer wins, in either order.
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{"dp"}, {}}), factorAxes({{"dp", "tp"}, {}})})),
            (Axes{{"dp", "tp"}, {}}));
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{"dp", "tp"}, {}}), factorAxes({{"dp"}, {}})})),
            (Axes{{"dp", "tp"}, {}}));
  // [dp] and [tp] disagree: nothing.
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{"dp"}, {}}), factorAxes({{"tp"}, {}})})),
            (Axes{{}, {}}));
  // [dp, tp] and [dp, sp] share [dp] only.
  EXPECT_EQ(names(rule.mergeFactorAxes({factorAxes({{"dp", "tp"}, {}}),
                                        factorAxes({{"dp", "sp"}, {}})})),
            (Axes{{"dp"}, {}}));
  // Once two projections disagree, a third cannot lengthen the list again.
  EXPECT_EQ(names(rule.mergeFactorAxes({factorAxes({{"dp", "tp"}, {}}),
                                        factorAxes({{"dp", "sp"}, {}}),
                                        factorAxes({{"dp", "tp"}, {}})})),
            (Axes{{"dp"}, {}}));
  // A projection without axes for a factor does not constrain it.
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{}, {"tp"}}), factorAxes({{"dp"}, {}})})),
            (Axes{{"dp"}, {"tp"}}));
}

TEST_F(ShardingRuleTest, MergeDropsAxisTakenByEarlierFactor) {
  RankedTensorType t = tensor({8, 16});
  OpShardingRule rule = elementwiseRule({t, t}, {t});
  // Both operands shard over dp, in different dimensions: i (the earlier
  // factor) keeps dp; j's list stops at it.
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{"dp"}, {}}), factorAxes({{}, {"dp", "tp"}})})),
            (Axes{{"dp"}, {}}));
  EXPECT_EQ(names(rule.mergeFactorAxes(
                {factorAxes({{"dp"}, {}}), factorAxes({{}, {"tp", "dp"}})})),
            (Axes{{"dp"}, {"tp"}}));
  // The sharding built from a factor assignment also uses an axis once.
  EXPECT_EQ(str(rule.getResultSharding(0, factorAxes({{"dp"}, {"dp", "tp"}}),
                                       meshName, mesh)),
            expected("[{dp}, {}]"));
}

TEST_F(ShardingRuleTest, WholeFactorsGetNoAxes) {
  RankedTensorType t = tensor({8, 16});
  OpShardingRuleBuilder builder = makeBuilder({t}, {t});
  builder.addPointwise();
  builder.markOperandDimWhole(0, 1);
  OpShardingRule rule = builder.build();
  EXPECT_EQ(print(rule), "([i, j]) -> ([i, j]) {i = 8, j = 16} whole = {j}");
  FactorAxes projected = rule.projectOperand(0, sharding("[{dp}, {tp}]"), mesh);
  EXPECT_EQ(names(rule.mergeFactorAxes({projected})), (Axes{{"dp"}, {}}));
  // Even when handed axes directly, a whole factor's dimension stays unsplit.
  EXPECT_EQ(str(rule.getResultSharding(0, factorAxes({{"dp"}, {"tp"}}),
                                       meshName, mesh)),
            expected("[{dp}, {}]"));
  SmallVector<ShardingAttr> results =
      rule.inferResultShardings({sharding("[{}, {tp}]")}, meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{}, {}]"));
}

//===----------------------------------------------------------------------===//
// Matmul-like: batch, free and contracting factors
//===----------------------------------------------------------------------===//

/// ([b, m, c], [b, c, n]) -> ([b, m, n]) reduction = {c}; printed as
/// ([i, j, l], [i, l, k]) -> ([i, j, k]) {i = 4, j = 8, k = 16, l = 32}.
OpShardingRule matmulRule(ArrayRef<Type> lhsRhs, ArrayRef<Type> result,
                          ReductionKind kind = ReductionKind::Sum) {
  OpShardingRuleBuilder builder = makeBuilder(lhsRhs, result);
  builder.addFactor({0, 0}, {0}, 4);                              // batch
  builder.addFactor({1}, {1}, 8);                                 // lhs free
  builder.addFactor({OpShardingRuleBuilder::kNoDim, 2}, {2}, 16); // rhs free
  builder.addFactor({2, 1}, {}, 32, FactorKind::Reduction);       // contracting
  builder.setReductionKind(kind);
  return builder.build();
}

TEST_F(ShardingRuleTest, MatmulOperandShardingsGiveFreeAndPartialAxes) {
  OpShardingRule rule = matmulRule({tensor({4, 8, 32}), tensor({4, 32, 16})},
                                   {tensor({4, 8, 16})});
  EXPECT_EQ(print(rule), "([i, j, l], [i, l, k]) -> ([i, j, k]) {i = 4, j = 8, "
                         "k = 16, l = 32} reduction = {l}");
  EXPECT_EQ(rule.getReductionFactors(), (SmallVector<int64_t>{3}));

  // Batch over dp, contraction over tp: the result is split over dp and
  // holds partial sums over tp.
  SmallVector<ShardingAttr> results = rule.inferResultShardings(
      {sharding("[{dp}, {}, {tp}]"), sharding("[{dp}, {tp}, {}]")}, meshName,
      mesh);
  EXPECT_EQ(str(results[0]), expected("[{dp}, {}, {}], partial = {tp}"));

  // Free factors of either side reach the result.
  results = rule.inferResultShardings(
      {sharding("[{}, {dp}, {}]"), sharding("[{}, {}, {tp}]")}, meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{}, {dp}, {tp}]"));

  // The two operands disagree on the contracting factor: it stays unsplit.
  results = rule.inferResultShardings(
      {sharding("[{}, {}, {tp}]"), sharding("[{}, {dp}, {}]")}, meshName, mesh);
  EXPECT_EQ(str(results[0]), expected("[{}, {}, {}]"));

  // Operand shardings under an assignment: the contracting factor splits
  // both operands, the free factors only their own side.
  FactorAxes axes = factorAxes({{"dp"}, {}, {}, {"tp"}});
  EXPECT_EQ(str(rule.getOperandSharding(0, axes, meshName, mesh)),
            expected("[{dp}, {}, {tp}]"));
  EXPECT_EQ(str(rule.getOperandSharding(1, axes, meshName, mesh)),
            expected("[{dp}, {tp}, {}]"));
  // Operands never get partial axes.
  EXPECT_FALSE(rule.getOperandSharding(0, axes, meshName, mesh).isPartial());
}

TEST_F(ShardingRuleTest, PartialResultProjectsOntoReductionFactor) {
  OpShardingRule rule = matmulRule({tensor({4, 8, 32}), tensor({4, 32, 16})},
                                   {tensor({4, 8, 16})}, ReductionKind::Max);
  FactorAxes projected = rule.projectResult(
      0, sharding("[{dp}, {}, {}], partial<max> = {tp}"), mesh);
  EXPECT_EQ(names(projected), (Axes{{"dp"}, {}, {}, {"tp"}}));
  EXPECT_EQ(str(rule.getResultSharding(0, projected, meshName, mesh)),
            expected("[{dp}, {}, {}], partial<max> = {tp}"));
  // Partial sums are not partial maxima: not this rule's reduction.
  EXPECT_EQ(names(rule.projectResult(
                0, sharding("[{dp}, {}, {}], partial = {tp}"), mesh)),
            (Axes{{"dp"}, {}, {}, {}}));
}

//===----------------------------------------------------------------------===//
// Reshape
//===----------------------------------------------------------------------===//

/// The rule of a reshape that merges both dimensions of `rows` x `cols` into
/// one: ([i, j]) -> ([i*j]).
OpShardingRule mergeRule(int64_t rows, int64_t cols, Type in, Type out) {
  OpShardingRuleBuilder builder = makeBuilder({in}, {out});
  builder.addFactor({0}, {0}, rows);
  builder.addFactor({1}, {0}, cols);
  return builder.build();
}

TEST_F(ShardingRuleTest, ReshapeMergeConcatenatesFullySplitMajorFactor) {
  OpShardingRule rule = mergeRule(4, 16, tensor({4, 16}), tensor({64}));
  EXPECT_EQ(print(rule), "([i, j]) -> ([i*j]) {i = 4, j = 16}");
  // i = 4 is fully split by dp = 4: j's axes follow it in the merged dim.
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{dp}, {tp}]")}, meshName,
                                          mesh)[0]),
            expected("[{dp, tp}]"));
  // Only the minor factor split: its blocks are not contiguous in the merged
  // dimension, so the result is not split.
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{}, {tp}]")}, meshName,
                                          mesh)[0]),
            expected("[{}]"));
}

TEST_F(ShardingRuleTest, ReshapeMergeEvenMajorFactorStopsThere) {
  OpShardingRule rule = mergeRule(8, 16, tensor({8, 16}), tensor({128}));
  // i = 8 split evenly by dp = 4 (2 rows each) but not fully: the merged dim
  // is split over dp, and tp (on the minor factor) is dropped.
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{dp}, {tp}]")}, meshName,
                                          mesh)[0]),
            expected("[{dp}]"));
  // Projecting the merged dim: dp divides i = 8, then tp divides i / 4.
  EXPECT_EQ(names(rule.projectResult(0, sharding("[{dp, tp}]"), mesh)),
            (Axes{{"dp", "tp"}, {}}));
  EXPECT_EQ(str(rule.getOperandSharding(
                0, rule.projectResult(0, sharding("[{dp, tp}]"), mesh),
                meshName, mesh)),
            expected("[{dp, tp}, {}]"));
}

TEST_F(ShardingRuleTest, ReshapeMergeUnevenMajorFactorIsNotCarried) {
  // stablehlo.reshape tensor<7x16> -> tensor<112>: tp = 2 pads i = 7 to 4 + 3
  // rows (64 + 48 elements), while [{tp}] on 112 elements is 56 + 56.
  OpShardingRule rule = mergeRule(7, 16, tensor({7, 16}), tensor({112}));
  EXPECT_EQ(print(rule), "([i, j]) -> ([i*j]) {i = 7, j = 16}");
  FactorAxes projected = rule.projectOperand(0, sharding("[{tp}, {}]"), mesh);
  // The operand's own dimension 0 is i alone, so the padded split is fine
  // there...
  EXPECT_EQ(names(projected), (Axes{{"tp"}, {}}));
  EXPECT_EQ(str(rule.getOperandSharding(0, projected, meshName, mesh)),
            expected("[{tp}, {}]"));
  // ...but it cannot be carried into the merged dimension.
  EXPECT_EQ(str(rule.getResultSharding(0, projected, meshName, mesh)),
            expected("[{}]"));
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{tp}, {}]")}, meshName,
                                          mesh)[0]),
            expected("[{}]"));
  // Nor can the merged dimension's split be read as a split of i.
  EXPECT_EQ(names(rule.projectResult(0, sharding("[{tp}]"), mesh)),
            (Axes{{}, {}}));
}

TEST_F(ShardingRuleTest, ReshapeMergeUnevenMinorFactorIsNotCarried) {
  // tensor<2x7> -> tensor<14> with i over tp (fully) and j over dp (padded,
  // 2 + 2 + 2 + 1): device (t, d) holds row t, columns 2d..2d+1, which is not
  // the block t * 4 + d of [{tp, dp}] on 14 elements (4 each, padded).
  OpShardingRule rule = mergeRule(2, 7, tensor({2, 7}), tensor({14}));
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{tp}, {dp}]")}, meshName,
                                          mesh)[0]),
            expected("[{tp}]"));
  EXPECT_EQ(names(rule.projectResult(0, sharding("[{tp, dp}]"), mesh)),
            (Axes{{"tp"}, {}}));
}

TEST_F(ShardingRuleTest, ReshapeUnevenFactorBesideUnitFactorIsCarried) {
  // tensor<1x7> -> tensor<7>: j is the whole merged dimension, so its padded
  // split is the dimension's.
  OpShardingRule rule = mergeRule(1, 7, tensor({1, 7}), tensor({7}));
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{}, {tp}]")}, meshName,
                                          mesh)[0]),
            expected("[{tp}]"));
  EXPECT_EQ(names(rule.projectResult(0, sharding("[{tp}]"), mesh)),
            (Axes{{}, {"tp"}}));
}

TEST_F(ShardingRuleTest, ReshapeSplitHandsAxesMajorToMinor) {
  // tensor<32x8> -> tensor<4x8x8>: ([i*j, k]) -> ([i, j, k]).
  OpShardingRuleBuilder builder =
      makeBuilder({tensor({32, 8})}, {tensor({4, 8, 8})});
  builder.addFactor({0}, {0}, 4);
  builder.addFactor({0}, {1}, 8);
  builder.addFactor({1}, {2}, 8);
  OpShardingRule rule = builder.build();
  EXPECT_EQ(print(rule), "([i*j, k]) -> ([i, j, k]) {i = 4, j = 8, k = 8}");
  // dp = 4 fills i; tp goes on to j.
  EXPECT_EQ(names(rule.projectOperand(0, sharding("[{dp, tp}, {}]"), mesh)),
            (Axes{{"dp"}, {"tp"}, {}}));
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{dp, tp}, {}]")},
                                          meshName, mesh)[0]),
            expected("[{dp}, {tp}, {}]"));
  // tp = 2 divides i = 4 without filling it.
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{tp}, {}]")}, meshName,
                                          mesh)[0]),
            expected("[{tp}, {}, {}]"));
  // Going back: j's axes join i's only when i is fully split.
  EXPECT_EQ(str(rule.getOperandSharding(0, factorAxes({{"dp"}, {"tp"}, {}}),
                                        meshName, mesh)),
            expected("[{dp, tp}, {}]"));
  EXPECT_EQ(str(rule.getOperandSharding(0, factorAxes({{"tp"}, {"dp"}, {}}),
                                        meshName, mesh)),
            expected("[{tp}, {}]"));
  EXPECT_EQ(str(rule.getOperandSharding(0, factorAxes({{}, {"tp"}, {}}),
                                        meshName, mesh)),
            expected("[{}, {}]"));
}

//===----------------------------------------------------------------------===//
// Broadcast: result-only factors
//===----------------------------------------------------------------------===//

TEST_F(ShardingRuleTest, BroadcastResultOnlyFactor) {
  // broadcast_in_dim tensor<8x16> -> tensor<4x8x16>, dims = [1, 2].
  OpShardingRuleBuilder builder =
      makeBuilder({tensor({8, 16})}, {tensor({4, 8, 16})});
  builder.addFactor({0}, {1}, 8);
  builder.addFactor({1}, {2}, 16);
  builder.addFactor({}, {0}, 4);
  OpShardingRule rule = builder.build();
  EXPECT_EQ(print(rule), "([i, j]) -> ([k, i, j]) {i = 8, j = 16, k = 4}");
  EXPECT_TRUE(rule.isResultOnly(2));
  EXPECT_FALSE(rule.isResultOnly(0));
  EXPECT_EQ(rule.getOperandDimOfFactor(0, 2), std::nullopt);
  EXPECT_EQ(rule.getResultDimOfFactor(0, 0), 1u);

  // The new dimension's axes have nowhere to go in the operand.
  FactorAxes projected =
      rule.projectResult(0, sharding("[{dp}, {tp}, {}]"), mesh);
  EXPECT_EQ(names(projected), (Axes{{"tp"}, {}, {"dp"}}));
  EXPECT_EQ(str(rule.getOperandSharding(0, projected, meshName, mesh)),
            expected("[{tp}, {}]"));
  EXPECT_EQ(str(rule.getResultSharding(0, projected, meshName, mesh)),
            expected("[{dp}, {tp}, {}]"));
  // From the operand alone, the new dimension is not split.
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{dp}, {}]")}, meshName,
                                          mesh)[0]),
            expected("[{}, {dp}, {}]"));
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

TEST_F(ShardingRuleTest, ReduceResultGetsPartialAxes) {
  // reduce tensor<8x16> over dim 1 with maximum: ([i, j]) -> ([i]).
  OpShardingRuleBuilder builder = makeBuilder({tensor({8, 16})}, {tensor({8})});
  builder.addFactor({0}, {0}, 8);
  builder.addFactor({1}, {}, 16, FactorKind::Reduction);
  builder.setReductionKind(ReductionKind::Max);
  OpShardingRule rule = builder.build();
  EXPECT_EQ(print(rule), "([i, j]) -> ([i]) {i = 8, j = 16} reduction<max> = "
                         "{j}");
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{dp}, {tp}]")}, meshName,
                                          mesh)[0]),
            expected("[{dp}], partial<max> = {tp}"));
  EXPECT_EQ(str(rule.inferResultShardings({sharding("[{}, {dp, tp}]")},
                                          meshName, mesh)[0]),
            expected("[{}], partial<max> = {dp, tp}"));
  // A partial axis already splitting a dimension is not repeated.
  EXPECT_EQ(str(rule.getResultSharding(0, factorAxes({{"dp"}, {"dp", "tp"}}),
                                       meshName, mesh)),
            expected("[{dp}], partial<max> = {tp}"));
}

//===----------------------------------------------------------------------===//
// verify() against real ops
//===----------------------------------------------------------------------===//

class ShardingRuleVerifyTest : public ShardingRuleTest {
protected:
  ShardingRuleVerifyTest() {
    module = parseSourceString<ModuleOp>(R"mlir(
      func.func @f(%a: tensor<7x16xf32>, %b: tensor<7x16xf32>) -> tensor<112xf32> {
        %0 = stablehlo.add %a, %b : tensor<7x16xf32>
        %1 = stablehlo.reshape %0 : (tensor<7x16xf32>) -> tensor<112xf32>
        return %1 : tensor<112xf32>
      }
    )mlir",
                                         &context);
    EXPECT_TRUE(module);
    if (!module)
      return;
    module->walk([&](Operation *op) {
      if (op->getName().getStringRef() == "stablehlo.add")
        add = op;
      if (op->getName().getStringRef() == "stablehlo.reshape")
        reshape = op;
    });
  }

  /// Runs verify() and returns the diagnostic it reported ("" if none).
  std::string verifyError(const OpShardingRule &rule, Operation *op, bool &ok) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    ok = succeeded(rule.verify(op));
    return message;
  }

  OwningOpRef<ModuleOp> module;
  Operation *add = nullptr, *reshape = nullptr;
};

TEST_F(ShardingRuleVerifyTest, AcceptsTheOpsOwnRules) {
  ASSERT_TRUE(add && reshape);
  for (Operation *op : {add, reshape}) {
    auto iface = dyn_cast<ShardingRuleOpInterface>(op);
    ASSERT_TRUE(iface) << op->getName().getStringRef().str();
    bool ok = false;
    EXPECT_EQ(verifyError(iface.getShardingRule(), op, ok), "");
    EXPECT_TRUE(ok);
  }
  EXPECT_EQ(print(cast<ShardingRuleOpInterface>(reshape).getShardingRule()),
            "([i, j]) -> ([i*j]) {i = 7, j = 16}");
  // The same rule built by hand.
  bool ok = false;
  verifyError(mergeRule(7, 16, tensor({7, 16}), tensor({112})), reshape, ok);
  EXPECT_TRUE(ok);
}

TEST_F(ShardingRuleVerifyTest, RejectsWrongSizes) {
  ASSERT_TRUE(reshape);
  bool ok = true;
  std::string error = verifyError(
      mergeRule(8, 16, tensor({7, 16}), tensor({112})), reshape, ok);
  EXPECT_FALSE(ok);
  EXPECT_NE(error.find("factors of dimension 0 of operand #0 multiply to 8, "
                       "not 7"),
            std::string::npos)
      << error;
}

TEST_F(ShardingRuleVerifyTest, RejectsWrongShapeOfRule) {
  ASSERT_TRUE(add && reshape);
  // The reshape's rule on the add: one operand too few.
  bool ok = true;
  std::string error = verifyError(
      cast<ShardingRuleOpInterface>(reshape).getShardingRule(), add, ok);
  EXPECT_FALSE(ok);
  EXPECT_NE(error.find("sharding rule has 1 operands and 1 results, the op "
                       "has 2 and 1"),
            std::string::npos)
      << error;

  // Right counts, wrong rank: the result treated as 7x16.
  RankedTensorType t = tensor({7, 16});
  error = verifyError(elementwiseRule({t}, {t}), reshape, ok);
  EXPECT_FALSE(ok);
  EXPECT_NE(error.find("sharding rule gives result #0 2 dimensions"),
            std::string::npos)
      << error;
}

//===----------------------------------------------------------------------===//
// #osdp.rule round trip
//===----------------------------------------------------------------------===//

TEST_F(ShardingRuleTest, AttrRoundTrip) {
  OpShardingRuleBuilder builder = makeBuilder(
      {tensor({4, 8, 32}), tensor({4, 32, 16})}, {tensor({4, 8, 16})});
  builder.addFactor({0, 0}, {0}, 4);
  builder.addFactor({1}, {1}, 8, FactorKind::Whole);
  builder.addFactor({OpShardingRuleBuilder::kNoDim, 2}, {2}, 16);
  builder.addFactor({2, 1}, {}, 32, FactorKind::Reduction);
  builder.setReductionKind(ReductionKind::Min);
  OpShardingRule rule = builder.build();

  OpShardingRuleAttr attr = rule.toAttr(&context);
  EXPECT_EQ(str(attr), "#osdp.rule<([i, j, l], [i, l, k]) -> ([i, j, k]) {i = "
                       "4, j = 8, k = 16, l = 32} reduction<min> = {l} whole "
                       "= {j}>");
  OpShardingRule back = OpShardingRule::fromAttr(attr);
  EXPECT_EQ(print(back), print(rule));
  EXPECT_EQ(back.getReductionKind(), ReductionKind::Min);
  EXPECT_TRUE(back.isWhole(1));
  EXPECT_TRUE(back.isReduction(3));
  EXPECT_EQ(back.getOperandFactors(), rule.getOperandFactors());
  EXPECT_EQ(back.getResultFactors(), rule.getResultFactors());
  EXPECT_EQ(back.toAttr(&context), attr);

  // The textual form parses to the same attribute.
  EXPECT_EQ(parse(str(attr)), attr);
  // A merged dimension survives the trip with its factor order.
  OpShardingRule merged = mergeRule(7, 16, tensor({7, 16}), tensor({112}));
  OpShardingRule mergedBack = OpShardingRule::fromAttr(merged.toAttr(&context));
  EXPECT_EQ(mergedBack.getResultDimFactors(0, 0), (ArrayRef<int64_t>{0, 1}));
  EXPECT_EQ(print(mergedBack), "([i, j]) -> ([i*j]) {i = 7, j = 16}");
}

} // namespace
