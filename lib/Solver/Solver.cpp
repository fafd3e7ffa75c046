//===- Solver.cpp - Anytime solver for strategy selection -----------------===//
//
// Outline (docs/solver.md has the reasoning and the measurements):
//
//  1. Reduce the problem once: merge parallel edges, drop strategies that are
//     forbidden or dominated, compress time to the interval end points.
//  2. Plan an elimination order once: leaves (degree 1) fold into their
//     neighbour, chain nodes (degree 2) fold into a new edge between their two
//     neighbours. What remains is the core.
//  3. Each worker runs a Lagrangian loop. Prices on time segments turn the
//     memory limit into a per-node penalty (price x usage). The penalised
//     problem has no memory constraint: the elimination plan solves the tree
//     and chain parts exactly, iterated conditional modes solve the core, and
//     back-substitution recovers every eliminated node.
//  4. The penalised assignment is repaired to meet the limit (cheapest usage
//     cuts at the worst time point first), then polished by local search that
//     keeps the limit (single-node moves, and moves of a node together with
//     its leaves). Prices follow a subgradient step on the usage profile.
//
//===----------------------------------------------------------------------===//

#include "osdp/Solver/Solver.h"

#include "osdp/Solver/Evaluator.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <mutex>
#include <numeric>
#include <random>
#include <thread>
#include <unordered_map>

using namespace osdp::solver;

namespace {

using Clock = std::chrono::steady_clock;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

/// Forbidden costs are clamped to this value inside the search: large enough
/// to dominate any sum of finite costs, small enough that doubles keep unit
/// precision on the finite part when a few of them are added.
constexpr double kForbiddenPenalty = 1e15;

double clampCost(Cost c) {
  return isForbidden(c) ? kForbiddenPenalty : static_cast<double>(c);
}

//===----------------------------------------------------------------------===//
// Reduced model
//===----------------------------------------------------------------------===//

struct ModelEdge {
  unsigned u, v;
  /// |S_u| x |S_v|, row-major, in reduced strategy indices.
  std::vector<double> m;
};

struct Adjacent {
  unsigned edge;
  unsigned other;
  bool isU; // this node is the edge's u side
};

struct Model {
  unsigned n = 0;
  std::vector<std::vector<unsigned>> original; // reduced -> original index
  std::vector<std::vector<double>> cost;
  std::vector<std::vector<Usage>> usage;
  std::vector<unsigned> tlo, thi; // compressed segments [tlo, thi)
  unsigned numSegments = 0;
  std::vector<ModelEdge> edges;
  std::vector<std::vector<Adjacent>> adj;
  bool hasLimit = false;
  Usage limit = 0;

  unsigned k(unsigned x) const { return cost[x].size(); }
  bool live(unsigned x) const { return thi[x] > tlo[x]; }

  /// Cost of `edge` when its `isU` side takes `s` and the other side `t`.
  double edgeCost(const Adjacent &a, unsigned s, unsigned t) const {
    const ModelEdge &e = edges[a.edge];
    return a.isU ? e.m[s * k(e.v) + t] : e.m[t * k(e.v) + s];
  }
};

/// Builds the reduced model. Strategy pruning never changes the optimum:
/// a dropped strategy is forbidden while an alternative is not, or another
/// strategy is at least as good in cost, usage and every edge row.
Model buildModel(const Problem &problem) {
  Model model;
  unsigned n = problem.nodes.size();
  model.n = n;
  model.hasLimit = problem.hasUsageLimit();
  model.limit = problem.usageLimit;

  // Usages above the limit are infeasible on their own; clamping them keeps
  // every sum in 64 bits without changing which assignments are feasible.
  Usage usageCap = std::numeric_limits<Usage>::max() / (2 * (Usage)n + 2);
  if (model.hasLimit)
    usageCap = std::min(usageCap, model.limit + 1);

  // Time compression.
  std::vector<int64_t> times;
  for (const Node &node : problem.nodes)
    if (node.hi > node.lo) {
      times.push_back(node.lo);
      times.push_back(node.hi);
    }
  std::sort(times.begin(), times.end());
  times.erase(std::unique(times.begin(), times.end()), times.end());
  model.numSegments = times.empty() ? 0 : times.size() - 1;
  model.tlo.assign(n, 0);
  model.thi.assign(n, 0);
  for (unsigned x = 0; x < n; ++x) {
    const Node &node = problem.nodes[x];
    if (node.hi <= node.lo)
      continue;
    model.tlo[x] =
        std::lower_bound(times.begin(), times.end(), node.lo) - times.begin();
    model.thi[x] =
        std::lower_bound(times.begin(), times.end(), node.hi) - times.begin();
  }

  // Merge parallel edges into one matrix oriented (min, max).
  std::unordered_map<uint64_t, unsigned> edgeIndex;
  std::vector<ModelEdge> fullEdges;
  for (const Edge &edge : problem.edges) {
    unsigned a = std::min(edge.u, edge.v), b = std::max(edge.u, edge.v);
    unsigned ka = problem.nodes[a].numStrategies();
    unsigned kb = problem.nodes[b].numStrategies();
    uint64_t key = (uint64_t)a << 32 | b;
    auto [it, inserted] = edgeIndex.try_emplace(key, fullEdges.size());
    if (inserted)
      fullEdges.push_back({a, b, std::vector<double>((size_t)ka * kb, 0.0)});
    ModelEdge &merged = fullEdges[it->second];
    unsigned kv = problem.nodes[edge.v].numStrategies();
    for (unsigned sa = 0; sa < ka; ++sa)
      for (unsigned sb = 0; sb < kb; ++sb) {
        size_t index = edge.u == a ? (size_t)sa * kv + sb : (size_t)sb * kv + sa;
        double &slot = merged.m[(size_t)sa * kb + sb];
        slot = std::min(kForbiddenPenalty, slot + clampCost(edge.costs[index]));
      }
  }
  std::vector<std::vector<Adjacent>> fullAdj(n);
  for (unsigned k = 0; k < fullEdges.size(); ++k) {
    fullAdj[fullEdges[k].u].push_back({k, fullEdges[k].v, true});
    fullAdj[fullEdges[k].v].push_back({k, fullEdges[k].u, false});
  }

  // Strategy pruning.
  std::vector<std::vector<char>> keep(n);
  auto fullEdgeCost = [&](const Adjacent &a, unsigned s, unsigned t) {
    const ModelEdge &e = fullEdges[a.edge];
    unsigned kv = problem.nodes[e.v].numStrategies();
    return a.isU ? e.m[(size_t)s * kv + t] : e.m[(size_t)t * kv + s];
  };
  for (unsigned x = 0; x < n; ++x) {
    const Node &node = problem.nodes[x];
    unsigned k = node.numStrategies();
    keep[x].assign(k, 1);
    // A strategy is forbidden when its own cost is, or when some edge forbids
    // it against every strategy of the neighbour.
    std::vector<char> forbidden(k, 0);
    for (unsigned s = 0; s < k; ++s) {
      if (isForbidden(node.costs[s]))
        forbidden[s] = 1;
      for (const Adjacent &a : fullAdj[x]) {
        if (forbidden[s])
          break;
        unsigned ko = problem.nodes[a.other].numStrategies();
        bool all = true;
        for (unsigned t = 0; t < ko && all; ++t)
          all = fullEdgeCost(a, s, t) >= kForbiddenPenalty;
        if (all)
          forbidden[s] = 1;
      }
    }
    // Dropping them must keep the smallest usage reachable, or the reduced
    // model could lose the only assignments that meet the limit.
    Usage minUsage = *std::min_element(node.usages.begin(), node.usages.end());
    bool keepsMin = node.hi <= node.lo;
    for (unsigned s = 0; s < k; ++s)
      keepsMin |= !forbidden[s] && node.usages[s] == minUsage;
    if (keepsMin)
      for (unsigned s = 0; s < k; ++s)
        if (forbidden[s])
          keep[x][s] = 0;
    // Dominance (bounded effort on very wide nodes).
    if (k > 256)
      continue;
    bool isLive = node.hi > node.lo;
    for (unsigned s = 0; s < k; ++s) {
      if (!keep[x][s])
        continue;
      for (unsigned d = 0; d < k; ++d) {
        if (d == s || !keep[x][d])
          continue;
        if (clampCost(node.costs[d]) > clampCost(node.costs[s]))
          continue;
        if (isLive && node.usages[d] > node.usages[s])
          continue;
        bool dominates = true;
        for (const Adjacent &a : fullAdj[x]) {
          unsigned ko = problem.nodes[a.other].numStrategies();
          for (unsigned t = 0; t < ko && dominates; ++t)
            dominates = fullEdgeCost(a, d, t) <= fullEdgeCost(a, s, t);
          if (!dominates)
            break;
        }
        if (dominates) {
          keep[x][s] = 0;
          break;
        }
      }
    }
  }

  model.original.resize(n);
  model.cost.resize(n);
  model.usage.resize(n);
  for (unsigned x = 0; x < n; ++x) {
    const Node &node = problem.nodes[x];
    for (unsigned s = 0; s < node.numStrategies(); ++s) {
      if (!keep[x][s])
        continue;
      model.original[x].push_back(s);
      model.cost[x].push_back(clampCost(node.costs[s]));
      model.usage[x].push_back(
          node.hi > node.lo ? std::min(node.usages[s], usageCap) : 0);
    }
  }
  model.edges.reserve(fullEdges.size());
  for (const ModelEdge &full : fullEdges) {
    unsigned kbFull = problem.nodes[full.v].numStrategies();
    ModelEdge edge{full.u, full.v, {}};
    edge.m.reserve(model.original[full.u].size() *
                   model.original[full.v].size());
    for (unsigned sa : model.original[full.u])
      for (unsigned sb : model.original[full.v])
        edge.m.push_back(full.m[(size_t)sa * kbFull + sb]);
    model.edges.push_back(std::move(edge));
  }
  model.adj = std::move(fullAdj);
  return model;
}

//===----------------------------------------------------------------------===//
// Elimination plan
//===----------------------------------------------------------------------===//

/// Edges of the plan: the model's edges first, then the ones that series
/// eliminations and merges create.
struct PlanEdge {
  unsigned u, v;
};

struct PlanOp {
  enum Kind : uint8_t { Isolated, Leaf, Series, Merge } kind;
  unsigned x = 0;       // eliminated node (Isolated, Leaf, Series)
  unsigned a = 0, b = 0; // neighbours: Leaf -> a; Series -> a, b
  unsigned ea = 0, eb = 0; // edges x-a, x-b; Merge: the two merged edges
  unsigned result = 0;   // new edge (Series, Merge)
};

struct Plan {
  std::vector<PlanEdge> edges;
  std::vector<PlanOp> ops;
  std::vector<char> eliminated;
  std::vector<unsigned> core;
  /// Core adjacency over the edges still alive after all ops.
  std::vector<std::vector<Adjacent>> coreAdj;
};

Plan buildPlan(const Model &model, size_t maxSeriesWork) {
  Plan plan;
  unsigned n = model.n;
  for (const ModelEdge &e : model.edges)
    plan.edges.push_back({e.u, e.v});
  std::vector<std::unordered_map<unsigned, unsigned>> nbr(n);
  for (unsigned k = 0; k < model.edges.size(); ++k) {
    nbr[model.edges[k].u][model.edges[k].v] = k;
    nbr[model.edges[k].v][model.edges[k].u] = k;
  }
  plan.eliminated.assign(n, 0);
  std::vector<unsigned> queue;
  for (unsigned x = 0; x < n; ++x)
    if (nbr[x].size() <= 2)
      queue.push_back(x);
  while (!queue.empty()) {
    unsigned x = queue.back();
    queue.pop_back();
    if (plan.eliminated[x] || nbr[x].size() > 2)
      continue;
    PlanOp op;
    op.x = x;
    if (nbr[x].empty()) {
      op.kind = PlanOp::Isolated;
    } else if (nbr[x].size() == 1) {
      op.kind = PlanOp::Leaf;
      op.a = nbr[x].begin()->first;
      op.ea = nbr[x].begin()->second;
      nbr[op.a].erase(x);
      queue.push_back(op.a);
    } else {
      auto it = nbr[x].begin();
      unsigned a = it->first, ea = it->second;
      ++it;
      unsigned b = it->first, eb = it->second;
      size_t work = (size_t)model.k(a) * model.k(b) * model.k(x);
      if (work > maxSeriesWork)
        continue;
      op.kind = PlanOp::Series;
      op.a = a;
      op.b = b;
      op.ea = ea;
      op.eb = eb;
      op.result = plan.edges.size();
      plan.edges.push_back({a, b});
      nbr[a].erase(x);
      nbr[b].erase(x);
      plan.ops.push_back(op);
      plan.eliminated[x] = 1;
      auto existing = nbr[a].find(b);
      if (existing != nbr[a].end()) {
        PlanOp merge;
        merge.kind = PlanOp::Merge;
        merge.ea = existing->second;
        merge.eb = op.result;
        merge.result = plan.edges.size();
        plan.edges.push_back({a, b});
        plan.ops.push_back(merge);
        nbr[a][b] = merge.result;
        nbr[b][a] = merge.result;
      } else {
        nbr[a][b] = op.result;
        nbr[b][a] = op.result;
      }
      queue.push_back(a);
      queue.push_back(b);
      continue;
    }
    nbr[x].clear();
    plan.ops.push_back(op);
    plan.eliminated[x] = 1;
  }
  plan.coreAdj.resize(n);
  for (unsigned x = 0; x < n; ++x) {
    if (plan.eliminated[x])
      continue;
    plan.core.push_back(x);
    for (auto [other, edge] : nbr[x])
      plan.coreAdj[x].push_back({edge, other, plan.edges[edge].u == x});
  }
  // Deterministic order regardless of hash-map iteration.
  for (auto &list : plan.coreAdj)
    std::sort(list.begin(), list.end(), [](const Adjacent &l, const Adjacent &r) {
      return l.edge < r.edge;
    });
  return plan;
}

//===----------------------------------------------------------------------===//
// Segment tree: range add, range max over time segments.
//===----------------------------------------------------------------------===//

class MaxTree {
public:
  void init(const std::vector<Usage> &values) {
    size = 1;
    while (size < std::max<size_t>(values.size(), 1))
      size <<= 1;
    mx.assign(2 * size, std::numeric_limits<Usage>::min() / 4);
    add.assign(2 * size, 0);
    for (size_t i = 0; i < values.size(); ++i)
      mx[size + i] = values[i];
    for (size_t i = size - 1; i >= 1; --i)
      mx[i] = std::max(mx[2 * i], mx[2 * i + 1]);
  }
  void rangeAdd(size_t lo, size_t hi, Usage delta) {
    if (lo < hi)
      update(1, 0, size, lo, hi, delta);
  }
  Usage rangeMax(size_t lo, size_t hi) const {
    if (lo >= hi)
      return std::numeric_limits<Usage>::min() / 4;
    return query(1, 0, size, lo, hi);
  }
  Usage globalMax() const { return mx[1]; }
  /// Index of a segment holding the global maximum.
  size_t argMax() const {
    size_t node = 1;
    Usage target = mx[1];
    while (node < size) {
      target -= add[node];
      node = mx[2 * node] == target ? 2 * node : 2 * node + 1;
    }
    return node - size;
  }

private:
  size_t size = 1;
  std::vector<Usage> mx, add;

  void update(size_t node, size_t l, size_t r, size_t lo, size_t hi,
              Usage delta) {
    if (lo <= l && r <= hi) {
      mx[node] += delta;
      add[node] += delta;
      return;
    }
    size_t mid = (l + r) / 2;
    if (lo < mid)
      update(2 * node, l, mid, lo, hi, delta);
    if (hi > mid)
      update(2 * node + 1, mid, r, lo, hi, delta);
    mx[node] = std::max(mx[2 * node], mx[2 * node + 1]) + add[node];
  }
  Usage query(size_t node, size_t l, size_t r, size_t lo, size_t hi) const {
    if (lo <= l && r <= hi)
      return mx[node];
    size_t mid = (l + r) / 2;
    Usage best = std::numeric_limits<Usage>::min() / 4;
    if (lo < mid)
      best = std::max(best, query(2 * node, l, mid, lo, hi));
    if (hi > mid)
      best = std::max(best, query(2 * node + 1, mid, r, lo, hi));
    return best + add[node];
  }
};

//===----------------------------------------------------------------------===//
// Shared state
//===----------------------------------------------------------------------===//

struct Shared {
  const Problem &problem;
  const Model &model;
  const Plan &plan;
  const SolverOptions &options;
  Clock::time_point start, deadline;
  std::mutex mutex;
  bool haveBest = false;
  TotalCost bestCost = 0;
  unsigned bestWorker = 0;
  Assignment best; // original strategy indices
  std::atomic<uint64_t> rounds{0};

  Shared(const Problem &problem, const Model &model, const Plan &plan,
         const SolverOptions &options)
      : problem(problem), model(model), plan(plan), options(options) {}

  bool timeUp() const { return Clock::now() >= deadline; }
  double elapsed() const {
    return std::chrono::duration<double>(Clock::now() - start).count();
  }

  /// Offers a model assignment; keeps it if it is feasible and better.
  void offer(const std::vector<unsigned> &reduced, unsigned worker) {
    Assignment candidate(model.n);
    for (unsigned x = 0; x < model.n; ++x)
      candidate[x] = model.original[x][reduced[x]];
    Evaluation eval = evaluate(problem, candidate);
    if (!eval.feasible())
      return;
    std::lock_guard<std::mutex> lock(mutex);
    if (haveBest && (eval.cost > bestCost ||
                     (eval.cost == bestCost && worker >= bestWorker)))
      return;
    bool strictlyBetter = !haveBest || eval.cost < bestCost;
    haveBest = true;
    bestCost = eval.cost;
    bestWorker = worker;
    best = std::move(candidate);
    if (strictlyBetter && options.onImprovement)
      options.onImprovement(elapsed(), bestCost, best);
  }
};

//===----------------------------------------------------------------------===//
// Worker
//===----------------------------------------------------------------------===//

class Worker {
public:
  Worker(Shared &shared, unsigned id, uint64_t seed)
      : shared(shared), model(shared.model), plan(shared.plan), id(id),
        rng(seed) {}

  void run();

private:
  Shared &shared;
  const Model &model;
  const Plan &plan;
  unsigned id;
  std::mt19937_64 rng;

  // Penalised solve buffers.
  std::vector<std::vector<double>> unary;
  std::vector<std::vector<double>> planMatrix; // plan edges beyond the model's
  std::vector<unsigned> coreAssign;

  // Current feasible-search state.
  std::vector<unsigned> assign;
  MaxTree tree;
  std::vector<double> deltaScratch;

  const double *matrix(unsigned edge) const {
    return edge < model.edges.size() ? model.edges[edge].m.data()
                                     : planMatrix[edge - model.edges.size()]
                                           .data();
  }
  double planEdgeCost(const Adjacent &a, unsigned s, unsigned t) const {
    const PlanEdge &e = plan.edges[a.edge];
    return a.isU ? matrix(a.edge)[s * model.k(e.v) + t]
                 : matrix(a.edge)[t * model.k(e.v) + s];
  }

  void solvePenalized(const std::vector<double> &price,
                      std::vector<unsigned> &out);
  void forestStep();
  unsigned forestSteps = 4;

  // Forest-step buffers.
  std::vector<unsigned> dsuParent, bfsOrder, treeParent;
  std::vector<Adjacent> parentEdge;
  std::vector<char> inForest, visited;
  std::vector<std::vector<double>> local;
  std::vector<std::vector<unsigned>> choice;
  unsigned find(unsigned x) {
    while (dsuParent[x] != x)
      x = dsuParent[x] = dsuParent[dsuParent[x]];
    return x;
  }
  std::vector<Usage> profile(const std::vector<unsigned> &a) const;
  bool repair();
  void polish();
  double nodeDelta(unsigned x, std::vector<double> &delta) const;
};

void Worker::solvePenalized(const std::vector<double> &price,
                            std::vector<unsigned> &out) {
  unsigned n = model.n;
  // Penalised unaries.
  for (unsigned x = 0; x < n; ++x) {
    unary[x].assign(model.cost[x].begin(), model.cost[x].end());
    if (price[x] != 0)
      for (unsigned s = 0; s < model.k(x); ++s)
        unary[x][s] += price[x] * (double)model.usage[x][s];
  }
  // Forward: fold eliminated nodes into their neighbours.
  std::vector<double> best;
  for (const PlanOp &op : plan.ops) {
    switch (op.kind) {
    case PlanOp::Isolated:
      break;
    case PlanOp::Leaf: {
      unsigned kx = model.k(op.x), ka = model.k(op.a);
      const double *m = matrix(op.ea);
      bool xIsU = plan.edges[op.ea].u == op.x;
      best.assign(ka, kInfinity);
      for (unsigned sx = 0; sx < kx; ++sx) {
        double base = unary[op.x][sx];
        if (xIsU) {
          const double *row = m + (size_t)sx * ka;
          for (unsigned sa = 0; sa < ka; ++sa)
            best[sa] = std::min(best[sa], base + row[sa]);
        } else {
          for (unsigned sa = 0; sa < ka; ++sa)
            best[sa] = std::min(best[sa], base + m[(size_t)sa * kx + sx]);
        }
      }
      for (unsigned sa = 0; sa < ka; ++sa)
        unary[op.a][sa] += best[sa];
      break;
    }
    case PlanOp::Series: {
      unsigned kx = model.k(op.x), ka = model.k(op.a), kb = model.k(op.b);
      std::vector<double> &result = planMatrix[op.result - model.edges.size()];
      const PlanEdge &re = plan.edges[op.result];
      // result is oriented (a, b) as created.
      (void)re;
      result.assign((size_t)ka * kb, kInfinity);
      Adjacent xa{op.ea, op.a, plan.edges[op.ea].u == op.x};
      Adjacent xb{op.eb, op.b, plan.edges[op.eb].u == op.x};
      std::vector<double> colA(ka), colB(kb);
      for (unsigned sx = 0; sx < kx; ++sx) {
        for (unsigned sa = 0; sa < ka; ++sa)
          colA[sa] = unary[op.x][sx] + planEdgeCost(xa, sx, sa);
        for (unsigned sb = 0; sb < kb; ++sb)
          colB[sb] = planEdgeCost(xb, sx, sb);
        for (unsigned sa = 0; sa < ka; ++sa) {
          double *row = result.data() + (size_t)sa * kb;
          double base = colA[sa];
          for (unsigned sb = 0; sb < kb; ++sb)
            row[sb] = std::min(row[sb], base + colB[sb]);
        }
      }
      break;
    }
    case PlanOp::Merge: {
      const PlanEdge &re = plan.edges[op.result];
      unsigned ka = model.k(re.u), kb = model.k(re.v);
      std::vector<double> &result = planMatrix[op.result - model.edges.size()];
      result.assign((size_t)ka * kb, 0.0);
      for (unsigned part : {op.ea, op.eb}) {
        Adjacent acc{part, re.v, plan.edges[part].u == re.u};
        for (unsigned sa = 0; sa < ka; ++sa)
          for (unsigned sb = 0; sb < kb; ++sb)
            result[(size_t)sa * kb + sb] += planEdgeCost(acc, sa, sb);
      }
      break;
    }
    }
  }

  // Core: exact moves over random induced forests, from the previous core
  // assignment. Each step can only lower the penalised cost.
  for (unsigned step = 0; step < forestSteps; ++step)
    forestStep();

  // Backward: recover eliminated nodes from their neighbours.
  out.assign(n, 0);
  for (unsigned x : plan.core)
    out[x] = coreAssign[x];
  for (auto it = plan.ops.rbegin(); it != plan.ops.rend(); ++it) {
    const PlanOp &op = *it;
    if (op.kind == PlanOp::Merge)
      continue;
    unsigned kx = model.k(op.x);
    unsigned bestS = 0;
    double bestValue = kInfinity;
    for (unsigned sx = 0; sx < kx; ++sx) {
      double value = unary[op.x][sx];
      if (op.kind != PlanOp::Isolated)
        value += planEdgeCost({op.ea, op.a, plan.edges[op.ea].u == op.x}, sx,
                              out[op.a]);
      if (op.kind == PlanOp::Series)
        value += planEdgeCost({op.eb, op.b, plan.edges[op.eb].u == op.x}, sx,
                              out[op.b]);
      if (value < bestValue) {
        bestValue = value;
        bestS = sx;
      }
    }
    out[op.x] = bestS;
  }
}

/// Picks a random set of core nodes whose induced subgraph is a forest, fixes
/// every other node, and sets the forest's nodes to their joint optimum by
/// dynamic programming from the leaves to the roots.
void Worker::forestStep() {
  const std::vector<unsigned> &core = plan.core;
  if (core.empty())
    return;
  unsigned n = model.n;
  dsuParent.resize(n);
  inForest.assign(n, 0);
  visited.assign(n, 0);
  treeParent.resize(n);
  parentEdge.resize(n);
  local.resize(n);
  choice.resize(n);
  std::vector<unsigned> order(core);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<unsigned> roots;
  for (unsigned x : order) {
    dsuParent[x] = x;
    roots.clear();
    bool ok = true;
    for (const Adjacent &a : plan.coreAdj[x]) {
      if (!inForest[a.other])
        continue;
      unsigned r = find(a.other);
      if (std::find(roots.begin(), roots.end(), r) != roots.end()) {
        ok = false;
        break;
      }
      roots.push_back(r);
    }
    if (!ok)
      continue;
    inForest[x] = 1;
    for (unsigned r : roots)
      dsuParent[r] = x;
  }
  // Local costs: unary plus edges to the fixed nodes.
  for (unsigned x : order) {
    if (!inForest[x])
      continue;
    unsigned kx = model.k(x);
    local[x].assign(unary[x].begin(), unary[x].end());
    for (const Adjacent &a : plan.coreAdj[x]) {
      if (inForest[a.other])
        continue;
      unsigned t = coreAssign[a.other];
      for (unsigned s = 0; s < kx; ++s)
        local[x][s] += planEdgeCost(a, s, t);
    }
  }
  // Breadth-first order of every tree.
  bfsOrder.clear();
  for (unsigned root : order) {
    if (!inForest[root] || visited[root])
      continue;
    visited[root] = 1;
    treeParent[root] = root;
    size_t head = bfsOrder.size();
    bfsOrder.push_back(root);
    while (head < bfsOrder.size()) {
      unsigned x = bfsOrder[head++];
      for (const Adjacent &a : plan.coreAdj[x]) {
        if (!inForest[a.other] || visited[a.other])
          continue;
        visited[a.other] = 1;
        treeParent[a.other] = x;
        // Seen from the child.
        parentEdge[a.other] = {a.edge, x, !a.isU};
        bfsOrder.push_back(a.other);
      }
    }
  }
  // Leaves to roots.
  for (auto it = bfsOrder.rbegin(); it != bfsOrder.rend(); ++it) {
    unsigned c = *it;
    unsigned p = treeParent[c];
    if (p == c)
      continue;
    unsigned kc = model.k(c), kp = model.k(p);
    const Adjacent &a = parentEdge[c];
    choice[c].assign(kp, 0);
    for (unsigned sp = 0; sp < kp; ++sp) {
      double best = kInfinity;
      unsigned arg = 0;
      for (unsigned sc = 0; sc < kc; ++sc) {
        double v = local[c][sc] + planEdgeCost(a, sc, sp);
        if (v < best) {
          best = v;
          arg = sc;
        }
      }
      local[p][sp] += best;
      choice[c][sp] = arg;
    }
  }
  // Roots to leaves.
  for (unsigned x : bfsOrder) {
    unsigned p = treeParent[x];
    if (p == x) {
      coreAssign[x] = std::min_element(local[x].begin(), local[x].end()) -
                      local[x].begin();
    } else {
      coreAssign[x] = choice[x][coreAssign[p]];
    }
  }
}

std::vector<Usage> Worker::profile(const std::vector<unsigned> &a) const {
  std::vector<Usage> diff(model.numSegments + 1, 0);
  for (unsigned x = 0; x < model.n; ++x) {
    if (!model.live(x))
      continue;
    Usage u = model.usage[x][a[x]];
    diff[model.tlo[x]] += u;
    diff[model.thi[x]] -= u;
  }
  std::vector<Usage> usage(model.numSegments);
  Usage running = 0;
  for (unsigned t = 0; t < model.numSegments; ++t) {
    running += diff[t];
    usage[t] = running;
  }
  return usage;
}

/// delta[s] = change of the true cost when x moves from its current strategy
/// to s, with every other node fixed.
double Worker::nodeDelta(unsigned x, std::vector<double> &delta) const {
  unsigned kx = model.k(x);
  unsigned cur = assign[x];
  delta.assign(model.cost[x].begin(), model.cost[x].end());
  for (const Adjacent &a : model.adj[x]) {
    unsigned t = assign[a.other];
    const ModelEdge &e = model.edges[a.edge];
    if (a.isU) {
      const double *col = e.m.data() + t;
      unsigned kv = model.k(e.v);
      for (unsigned s = 0; s < kx; ++s)
        delta[s] += col[(size_t)s * kv];
    } else {
      const double *row = e.m.data() + (size_t)t * kx;
      for (unsigned s = 0; s < kx; ++s)
        delta[s] += row[s];
    }
  }
  double base = delta[cur];
  for (unsigned s = 0; s < kx; ++s)
    delta[s] -= base;
  return base;
}

/// Lowers usage at the worst time point until the limit holds, choosing each
/// time the move with the smallest cost increase per unit of usage saved.
bool Worker::repair() {
  if (!model.hasLimit)
    return true;
  std::vector<double> delta;
  while (tree.globalMax() > model.limit) {
    if (shared.timeUp())
      return false;
    size_t t = tree.argMax();
    Usage excess = tree.globalMax() - model.limit;
    unsigned bestX = 0, bestS = 0;
    double bestRatio = kInfinity;
    for (unsigned x = 0; x < model.n; ++x) {
      if (model.tlo[x] > t || model.thi[x] <= t || model.k(x) == 1)
        continue;
      Usage cur = model.usage[x][assign[x]];
      bool any = false;
      for (unsigned s = 0; s < model.k(x) && !any; ++s)
        any = model.usage[x][s] < cur;
      if (!any)
        continue;
      nodeDelta(x, delta);
      for (unsigned s = 0; s < model.k(x); ++s) {
        Usage saved = cur - model.usage[x][s];
        if (saved <= 0)
          continue;
        double ratio =
            std::max(delta[s], 0.0) / (double)std::min(saved, excess) +
            1e-12 * delta[s];
        if (ratio < bestRatio) {
          bestRatio = ratio;
          bestX = x;
          bestS = s;
        }
      }
    }
    if (bestRatio == kInfinity)
      return false;
    tree.rangeAdd(model.tlo[bestX], model.thi[bestX],
                  model.usage[bestX][bestS] - model.usage[bestX][assign[bestX]]);
    assign[bestX] = bestS;
  }
  return true;
}

/// Local search that keeps the usage limit: a node moves to its best
/// strategy whose extra usage fits under the limit over its interval.
void Worker::polish() {
  std::vector<unsigned> order(model.n);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<double> delta;
  for (unsigned sweep = 0; sweep < 100; ++sweep) {
    bool changed = false;
    for (unsigned x : order) {
      unsigned kx = model.k(x);
      if (kx == 1)
        continue;
      nodeDelta(x, delta);
      unsigned cur = assign[x];
      Usage room = std::numeric_limits<Usage>::max();
      if (model.hasLimit && model.live(x))
        room = model.limit - tree.rangeMax(model.tlo[x], model.thi[x]);
      unsigned bestS = cur;
      double bestDelta = -1e-6;
      for (unsigned s = 0; s < kx; ++s) {
        if (delta[s] >= bestDelta)
          continue;
        if (model.usage[x][s] - model.usage[x][cur] > room)
          continue;
        bestDelta = delta[s];
        bestS = s;
      }
      if (bestS != cur) {
        if (model.live(x))
          tree.rangeAdd(model.tlo[x], model.thi[x],
                        model.usage[x][bestS] - model.usage[x][cur]);
        assign[x] = bestS;
        changed = true;
      }
    }
    if (!changed || shared.timeUp())
      break;
  }
}

void Worker::run() {
  unsigned n = model.n;
  unary.resize(n);
  planMatrix.resize(plan.edges.size() - model.edges.size());
  coreAssign.assign(n, 0);

  // First feasible point: the smallest usage everywhere (cheapest among
  // equals), polished.
  assign.assign(n, 0);
  for (unsigned x = 0; x < n; ++x)
    for (unsigned s = 1; s < model.k(x); ++s)
      if (model.usage[x][s] < model.usage[x][assign[x]] ||
          (model.usage[x][s] == model.usage[x][assign[x]] &&
           model.cost[x][s] < model.cost[x][assign[x]]))
        assign[x] = s;
  tree.init(profile(assign));
  if (model.hasLimit && tree.globalMax() > model.limit)
    return; // infeasible: solve() reports it
  polish();
  shared.offer(assign, id);

  // Lagrangian loop.
  std::vector<double> lambda(model.numSegments, 0.0);
  std::vector<double> price(n, 0.0);
  std::vector<unsigned> penalized;
  // Price scale: cost per unit of usage and segment, from the spread between
  // the cheapest and the smallest strategies.
  double costSpread = 0, usageSpread = 0;
  for (unsigned x = 0; x < n; ++x) {
    if (!model.live(x) || model.k(x) == 1)
      continue;
    auto [minC, maxC] =
        std::minmax_element(model.cost[x].begin(), model.cost[x].end());
    auto [minU, maxU] =
        std::minmax_element(model.usage[x].begin(), model.usage[x].end());
    if (*maxC >= kForbiddenPenalty)
      continue;
    costSpread += *maxC - *minC;
    usageSpread += double(*maxU - *minU) * (model.thi[x] - model.tlo[x]);
  }
  double scale = usageSpread > 0 ? costSpread / usageSpread : 0;
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  double step = scale * (id == 0 ? 1.0 : jitter(rng));
  uint64_t round = 0;
  while (!shared.timeUp()) {
    if (shared.options.maxRounds && round >= shared.options.maxRounds)
      break;
    ++round;
    shared.rounds.fetch_add(1, std::memory_order_relaxed);
    // Prices per node from prefix sums of the segment prices.
    std::vector<double> prefix(model.numSegments + 1, 0.0);
    for (unsigned t = 0; t < model.numSegments; ++t)
      prefix[t + 1] = prefix[t] + lambda[t];
    for (unsigned x = 0; x < n; ++x)
      price[x] = prefix[model.thi[x]] - prefix[model.tlo[x]];

    solvePenalized(price, penalized);
    std::vector<Usage> usage = profile(penalized);

    if (shared.timeUp())
      break;
    assign = penalized;
    tree.init(usage);
    bool repaired = repair();
    if (repaired) {
      polish();
      shared.offer(assign, id);
    }
    if (std::getenv("OSDP_SOLVER_DEBUG") && id == 0) {
      double pc = 0, fc = 0;
      std::vector<double> d;
      std::swap(assign, penalized);
      for (unsigned x = 0; x < n; ++x) pc += nodeDelta(x, d);
      std::swap(assign, penalized);
      for (unsigned x = 0; x < n; ++x) fc += nodeDelta(x, d);
      Usage peak = *std::max_element(usage.begin(), usage.end());
      std::fprintf(stderr, "round %llu step %.3g pen cost %.6g peak %.4f repaired %d cost %.6g\n",
                   (unsigned long long)round, step / scale, pc, (double)peak / model.limit, repaired, fc);
    }

    if (!model.hasLimit)
      break;
    // Subgradient step on the segment prices.
    double limit = (double)model.limit;
    for (unsigned t = 0; t < model.numSegments; ++t) {
      double g = ((double)usage[t] - limit) / limit;
      lambda[t] = std::max(0.0, lambda[t] + step * g);
    }
    step *= 0.95;
    if (step < scale * 1e-3)
      step = scale * jitter(rng);
  }
}

} // namespace

SolverResult osdp::solver::solve(const Problem &problem,
                                 const SolverOptions &options) {
  SolverResult result;
  auto start = Clock::now();
  Model model = buildModel(problem);
  Plan plan = buildPlan(model, 1u << 20);

  // The smallest reachable peak: every node at its smallest usage.
  {
    Assignment smallest(problem.nodes.size());
    for (size_t x = 0; x < problem.nodes.size(); ++x) {
      const Node &node = problem.nodes[x];
      smallest[x] = std::min_element(node.usages.begin(), node.usages.end()) -
                    node.usages.begin();
    }
    result.smallestPeak = evaluate(problem, smallest).peakUsage;
  }

  if (std::getenv("OSDP_SOLVER_DEBUG")) {
    size_t strategies = 0, coreEdges = 0, maxK = 0;
    for (unsigned x = 0; x < model.n; ++x)
      strategies += model.k(x);
    for (unsigned x : plan.core) {
      coreEdges += plan.coreAdj[x].size();
      maxK = std::max<size_t>(maxK, model.k(x));
    }
    std::fprintf(stderr,
                 "model: %u nodes, %zu strategies (of %zu), %zu edges, %u "
                 "segments; plan: %zu ops, core %zu nodes %zu edges, max k %zu, "
                 "%.3f s\n",
                 model.n, strategies, (size_t)0, model.edges.size(),
                 model.numSegments, plan.ops.size(), plan.core.size(),
                 coreEdges / 2, maxK,
                 std::chrono::duration<double>(Clock::now() - start).count());
  }
  Shared shared(problem, model, plan, options);
  shared.start = start;
  shared.deadline =
      start + std::chrono::duration_cast<Clock::duration>(
                  std::chrono::duration<double>(std::max(0.0, options.timeLimit)));
  unsigned threads = options.threads;
  if (threads == 0)
    threads = std::max(1u, std::thread::hardware_concurrency());

  auto seedFor = [&](unsigned w) {
    uint64_t z = options.seed + 0x9e3779b97f4a7c15ULL * (w + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  std::vector<std::thread> pool;
  for (unsigned w = 1; w < threads; ++w)
    pool.emplace_back([&, w] { Worker(shared, w, seedFor(w)).run(); });
  Worker(shared, 0, seedFor(0)).run();
  for (std::thread &t : pool)
    t.join();

  result.rounds = shared.rounds.load();
  if (shared.haveBest) {
    result.feasible = true;
    result.assignment = shared.best;
    result.cost = shared.bestCost;
    result.usesForbidden =
        evaluate(problem, shared.best).forbiddenChoices != 0;
  }
  return result;
}
