//===- SolverTest.cpp - Tests of the strategy-selection solver ------------===//

#include "osdp/Solver/Solver.h"
#include "osdp/Solver/Evaluator.h"
#include "osdp/Solver/ProblemIO.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdio>

#include <random>

using namespace osdp::solver;

namespace {

const char *const kExample = R"({
  "problem": {
    "name": "example",
    "nodes": {
      "intervals": [[30, 70], [40, 70], [50, 120], [110, 140], [110, 150]],
      "costs": [[15], [55, 65], [25, 45, 35], [85, 75], [95]],
      "usages": [[10], [25, 25], [15, 20, 15], [10, 10], [15]]
    },
    "edges": {
      "nodes": [[0, 1], [0, 2], [1, 3], [2, 4], [3, 4]],
      "costs": [[30, 40], [50, 10, 40], [90, 10, 20, 80], [60, 20, 30],
                [70, 60]]
    },
    "usage_limit": 50
  }
})";

Problem parseOrDie(const char *text) {
  Problem problem;
  std::string error;
  EXPECT_TRUE(parseProblemJSON(text, problem, error)) << error;
  return problem;
}

/// A random problem: `n` nodes with up to `maxK` strategies, random edges
/// (a tree plus `extraEdges` more), random intervals and a limit between the
/// smallest and the largest possible peak.
Problem randomProblem(std::mt19937_64 &rng, unsigned n, unsigned maxK,
                      unsigned extraEdges, bool withForbidden) {
  Problem p;
  std::uniform_int_distribution<unsigned> kDist(1, maxK);
  std::uniform_int_distribution<int64_t> costDist(0, 100), usageDist(1, 20),
      timeDist(0, 12);
  std::bernoulli_distribution forbid(withForbidden ? 0.15 : 0.0);
  for (unsigned i = 0; i < n; ++i) {
    Node node;
    int64_t a = timeDist(rng), b = timeDist(rng);
    node.lo = std::min(a, b);
    node.hi = std::max(a, b);
    unsigned k = kDist(rng);
    for (unsigned s = 0; s < k; ++s) {
      node.costs.push_back(forbid(rng) ? 1000000000000000000LL : costDist(rng));
      node.usages.push_back(usageDist(rng));
    }
    p.nodes.push_back(node);
  }
  auto addEdge = [&](unsigned u, unsigned v) {
    Edge e{u, v, {}};
    for (unsigned s = 0;
         s < p.nodes[u].numStrategies() * p.nodes[v].numStrategies(); ++s)
      e.costs.push_back(forbid(rng) ? 1000000000000000000LL : costDist(rng));
    p.edges.push_back(e);
  };
  for (unsigned i = 1; i < n; ++i)
    addEdge(std::uniform_int_distribution<unsigned>(0, i - 1)(rng), i);
  for (unsigned k = 0; k < extraEdges; ++k) {
    unsigned u = std::uniform_int_distribution<unsigned>(0, n - 1)(rng);
    unsigned v = std::uniform_int_distribution<unsigned>(0, n - 1)(rng);
    if (u != v)
      addEdge(u, v);
  }
  // A limit between the smallest and the largest peak.
  Assignment lo(n), hi(n);
  for (unsigned i = 0; i < n; ++i) {
    const auto &u = p.nodes[i].usages;
    lo[i] = std::min_element(u.begin(), u.end()) - u.begin();
    hi[i] = std::max_element(u.begin(), u.end()) - u.begin();
  }
  Usage a = evaluate(p, lo).peakUsage, b = evaluate(p, hi).peakUsage;
  p.usageLimit =
      a + (b - a) * std::uniform_int_distribution<int>(0, 4)(rng) / 4;
  return p;
}

/// Exhaustive search: the optimal feasible cost, or false when none exists.
bool bruteForce(const Problem &p, TotalCost &best) {
  unsigned n = p.nodes.size();
  Assignment a(n, 0);
  bool found = false;
  while (true) {
    Evaluation e = evaluate(p, a);
    if (e.feasible() && (!found || e.cost < best)) {
      best = e.cost;
      found = true;
    }
    unsigned i = 0;
    while (i < n && ++a[i] == p.nodes[i].numStrategies())
      a[i++] = 0;
    if (i == n)
      return found;
  }
}

} // namespace

TEST(SolverEvaluator, ExampleFeasibleAndInfeasible) {
  Problem p = parseOrDie(kExample);
  Evaluation good = evaluate(p, {0, 0, 2, 1, 0});
  ASSERT_TRUE(good.valid);
  EXPECT_TRUE(good.feasible());
  EXPECT_EQ(formatTotal(good.cost), "445");
  EXPECT_EQ(good.peakUsage, 50);

  Evaluation bad = evaluate(p, {0, 1, 1, 1, 0});
  ASSERT_TRUE(bad.valid);
  EXPECT_FALSE(bad.feasible());
  EXPECT_EQ(bad.peakUsage, 55);
  EXPECT_EQ(bad.peakTime, 50);
}

TEST(SolverEvaluator, RejectsMalformedAssignments) {
  Problem p = parseOrDie(kExample);
  EXPECT_FALSE(evaluate(p, {0, 0, 2}).valid);
  Evaluation e = evaluate(p, {0, 0, 3, 1, 0});
  EXPECT_FALSE(e.valid);
  EXPECT_NE(e.error.find("node 2"), std::string::npos);
}

TEST(SolverEvaluator, OverflowSizedCostsAreExact) {
  // Three costs of 4e18 add up beyond 2^63; the total must still be exact.
  Problem p;
  for (int i = 0; i < 3; ++i)
    p.nodes.push_back({0, 1, {4000000000000000000LL}, {1}});
  p.edges.push_back({0, 1, {4000000000000000000LL}});
  p.usageLimit = 3;
  Evaluation e = evaluate(p, {0, 0, 0});
  EXPECT_TRUE(e.feasible());
  EXPECT_EQ(formatTotal(e.cost), "16000000000000000000");
  EXPECT_EQ(e.forbiddenChoices, 4u);
  p.usageLimit = 2;
  EXPECT_FALSE(evaluate(p, {0, 0, 0}).feasible());
}

TEST(SolverEvaluator, HalfOpenIntervals) {
  // [0, 5) and [5, 9) never overlap; an empty interval uses nothing.
  Problem p;
  p.nodes.push_back({0, 5, {1}, {10}});
  p.nodes.push_back({5, 9, {1}, {10}});
  p.nodes.push_back({3, 3, {1}, {1000}});
  p.usageLimit = 10;
  Evaluation e = evaluate(p, {0, 0, 0});
  EXPECT_TRUE(e.feasible());
  EXPECT_EQ(e.peakUsage, 10);
}

TEST(SolverIO, ParsesExample) {
  Problem p = parseOrDie(kExample);
  EXPECT_EQ(p.name, "example");
  ASSERT_EQ(p.nodes.size(), 5u);
  EXPECT_EQ(p.edges.size(), 5u);
  EXPECT_EQ(p.usageLimit, 50);
  EXPECT_EQ(p.nodes[2].costs, (std::vector<Cost>{25, 45, 35}));
  EXPECT_EQ(p.edges[2].u, 1u);
  EXPECT_EQ(p.edges[2].v, 3u);
}

TEST(SolverIO, ReportsErrors) {
  Problem p;
  std::string error;
  EXPECT_FALSE(parseProblemJSON("{\"problem\": {\"nodes\": ", p, error));
  EXPECT_NE(error.find("end of input"), std::string::npos) << error;
  EXPECT_FALSE(parseProblemJSON(
      R"({"problem": {"nodes": {"intervals": [[0, 1]], "costs": [[1, 2]],
          "usages": [[1, 2]]}, "edges": {"nodes": [[0, 3]], "costs": [[1]]},
          "usage_limit": 5}})",
      p, error));
  EXPECT_NE(error.find("out of range"), std::string::npos) << error;
  EXPECT_FALSE(parseProblemJSON(
      R"({"problem": {"nodes": {"intervals": [[4, 1]], "costs": [[1]],
          "usages": [[1]]}, "usage_limit": 5}})",
      p, error));
  EXPECT_NE(error.find("ends before it starts"), std::string::npos) << error;
  EXPECT_FALSE(parseProblemJSON(
      R"({"problem": {"nodes": {"intervals": [[0, 1], [0, 1]],
          "costs": [[1], [1, 2]], "usages": [[1], [1, 2]]},
          "edges": {"nodes": [[0, 1]], "costs": [[1, 2, 3]]},
          "usage_limit": 5}})",
      p, error));
  EXPECT_NE(error.find("expected 1 x 2"), std::string::npos) << error;
  EXPECT_FALSE(parseProblemJSON(
      R"({"problem": {"nodes": {"intervals": [[0, 1]], "costs": [[1]],
          "usages": [[1]]}, "usage_limit": -5}})",
      p, error));
  EXPECT_NE(error.find("negative"), std::string::npos) << error;
  EXPECT_FALSE(parseProblemJSON(
      R"({"problem": {"nodes": {"intervals": [[0, 1]],
          "costs": [[99999999999999999999]], "usages": [[1]]}}})",
      p, error));
  EXPECT_NE(error.find("64 bits"), std::string::npos) << error;
}

TEST(Solver, ExampleOptimum) {
  Problem p = parseOrDie(kExample);
  SolverOptions options;
  options.timeLimit = 5;
  options.threads = 1;
  options.maxRounds = 20;
  SolverResult r = solve(p, options);
  ASSERT_TRUE(r.feasible);
  EXPECT_EQ(formatTotal(r.cost), "445");
  EXPECT_EQ(r.assignment, (Assignment{0, 0, 2, 1, 0}));
}

TEST(Solver, ReportsInfeasibility) {
  Problem p = parseOrDie(kExample);
  p.usageLimit = 40; // the smallest peak is 50
  SolverOptions options;
  options.timeLimit = 1;
  options.threads = 1;
  SolverResult r = solve(p, options);
  EXPECT_FALSE(r.feasible);
  EXPECT_TRUE(r.assignment.empty());
  EXPECT_EQ(r.smallestPeak, 50);
}

TEST(Solver, AvoidsForbiddenChoices) {
  // Node 1's cheap strategy is forbidden by the edge against every choice of
  // node 0; the solver must pay for the finite alternative.
  Problem p;
  p.nodes.push_back({0, 1, {0, 0}, {1, 1}});
  p.nodes.push_back({0, 1, {0, 50}, {1, 1}});
  p.edges.push_back({0, 1, {1000000000000000000LL, 7, 1000000000000000LL, 9}});
  p.usageLimit = 10;
  SolverOptions options;
  options.timeLimit = 1;
  options.threads = 1;
  options.maxRounds = 5;
  SolverResult r = solve(p, options);
  ASSERT_TRUE(r.feasible);
  EXPECT_FALSE(r.usesForbidden);
  EXPECT_EQ(formatTotal(r.cost), "57");
}

TEST(Solver, DeterministicForSeed) {
  std::mt19937_64 rng(7);
  Problem p = randomProblem(rng, 40, 5, 30, false);
  SolverOptions options;
  options.timeLimit = 10;
  options.threads = 2;
  options.maxRounds = 30;
  options.seed = 3;
  SolverResult a = solve(p, options), b = solve(p, options);
  EXPECT_EQ(a.assignment, b.assignment);
}

TEST(Solver, MovesTiedGroupsTogether) {
  // A chain of nodes tied by equality constraints (identity matrices with
  // forbidden off-diagonal entries), as XLA emits for values that must share
  // a sharding. Strategy 1 is cheaper for every node but uses more memory;
  // the limit allows it only for the tied group as a whole if the big
  // independent node takes its small strategy. No single-node move can
  // reach the optimum from the smallest-usage start.
  constexpr Cost F = 1000000000000000000LL;
  Problem p;
  for (int i = 0; i < 6; ++i)
    p.nodes.push_back({i, i + 2, {10, 0}, {1, 2}});
  p.nodes.push_back({0, 8, {0, 25}, {3, 1}});
  for (unsigned i = 0; i + 1 < 6; ++i)
    p.edges.push_back({i, i + 1, {0, F, F, 0}});
  p.usageLimit = 6;
  SolverOptions options;
  options.timeLimit = 5;
  options.threads = 1;
  options.maxRounds = 20;
  SolverResult r = solve(p, options);
  ASSERT_TRUE(r.feasible);
  EXPECT_EQ(r.assignment, (Assignment{1, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(formatTotal(r.cost), "25");
}

TEST(Solver, NoUsageLimit) {
  Problem p = parseOrDie(R"({"problem": {"nodes": {
      "intervals": [[0, 4], [2, 6]], "costs": [[5, 1], [3, 9]],
      "usages": [[1, 100], [1, 100]]},
      "edges": {"nodes": [[0, 1]], "costs": [[0, 0, 7, 0]]}}})");
  EXPECT_FALSE(p.hasUsageLimit());
  SolverOptions options;
  options.timeLimit = 5;
  options.threads = 1;
  options.maxRounds = 3;
  SolverResult r = solve(p, options);
  ASSERT_TRUE(r.feasible);
  EXPECT_EQ(r.assignment, (Assignment{0, 0}));
  EXPECT_EQ(formatTotal(r.cost), "8");
}

TEST(Solver, ReportsProgressAndTrace) {
  Problem p = parseOrDie(kExample);
  SolverOptions options;
  options.timeLimit = 5;
  options.threads = 2;
  options.maxRounds = 5;
  std::vector<TotalCost> costs;
  unsigned traced = 0;
  options.onImprovement = [&](double, TotalCost cost, const Assignment &a) {
    EXPECT_TRUE(evaluate(p, a).feasible());
    EXPECT_EQ(evaluate(p, a).cost, cost);
    costs.push_back(cost);
  };
  options.onTrace = [&](const std::string &) { ++traced; };
  SolverResult r = solve(p, options);
  ASSERT_FALSE(costs.empty());
  for (size_t i = 1; i < costs.size(); ++i)
    EXPECT_LT(costs[i], costs[i - 1]);
  EXPECT_EQ(costs.back(), r.cost);
  EXPECT_GT(traced, 0u);
}

TEST(SolverIO, LoadsGzipAndPlainFiles) {
  std::string plain = ::testing::TempDir() + "/osdp-solver-example.json";
  std::string gz = plain + ".gz";
  FILE *f = std::fopen(plain.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs(kExample, f);
  std::fclose(f);
  gzFile out = gzopen(gz.c_str(), "wb");
  ASSERT_NE(out, nullptr);
  gzputs(out, kExample);
  gzclose(out);
  for (const std::string &path : {plain, gz}) {
    Problem p;
    std::string error;
    ASSERT_TRUE(loadProblemFile(path, p, error)) << error;
    EXPECT_EQ(p.nodes.size(), 5u);
    EXPECT_EQ(p.usageLimit, 50);
  }
  Problem p;
  std::string error;
  EXPECT_FALSE(loadProblemFile(plain + ".missing", p, error));
  EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
  std::remove(plain.c_str());
  std::remove(gz.c_str());
}

/// Small random problems (trees, and graphs with cycles, with and without
/// forbidden costs): the solver must reach the brute-force optimum.
class SolverBruteForce : public ::testing::TestWithParam<int> {};

TEST_P(SolverBruteForce, FindsOptimum) {
  std::mt19937_64 rng(1000 + GetParam());
  unsigned n = 4 + GetParam() % 5;
  unsigned extra = GetParam() % 3 == 0 ? 0 : GetParam() % 4;
  Problem p = randomProblem(rng, n, 4, extra, GetParam() % 2 == 1);
  ASSERT_EQ(p.verify(), "");
  TotalCost optimum = 0;
  bool feasible = bruteForce(p, optimum);
  SolverOptions options;
  options.timeLimit = 5;
  options.threads = 1;
  options.maxRounds = 60;
  options.seed = GetParam();
  SolverResult r = solve(p, options);
  ASSERT_EQ(r.feasible, feasible);
  if (!feasible)
    return;
  Evaluation e = evaluate(p, r.assignment);
  EXPECT_TRUE(e.feasible());
  EXPECT_EQ(formatTotal(e.cost), formatTotal(r.cost));
  if (optimum < kForbiddenCost) {
    EXPECT_EQ(formatTotal(r.cost), formatTotal(optimum));
  } else {
    // Every feasible assignment takes a forbidden cost: any of them will do.
    EXPECT_TRUE(r.usesForbidden);
  }
}

INSTANTIATE_TEST_SUITE_P(Random, SolverBruteForce, ::testing::Range(0, 80));
