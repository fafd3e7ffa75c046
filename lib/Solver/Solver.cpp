//===- Solver.cpp - Anytime solver for strategy selection -----------------===//
//
// Outline (docs/solver.md has the reasoning and the measurements):
//
//  1. Reduce the problem once: compress time to the interval end points,
//     merge parallel edges, contract edges that make one endpoint a function
//     of the other (node groups with memory pieces), drop strategies that are
//     forbidden or dominated.
//  2. Plan an elimination order once: leaves (degree 1) fold into their
//     neighbour, chain nodes (degree 2) fold into a new edge between their two
//     neighbours. What remains is the core.
//  3. Each worker runs a Lagrangian loop. Prices on time segments turn the
//     memory limit into a per-node penalty (price x usage). The penalised
//     problem has no memory constraint: the elimination plan solves the tree
//     and chain parts exactly, TRW-S message passing and exact moves over
//     random induced forests solve the core, and back-substitution recovers
//     every eliminated node.
//  4. The penalised assignment is repaired to meet the limit (cheapest usage
//     cuts at the worst time point first), then polished by local search that
//     keeps the limit (single-node moves of whole groups). Prices follow a
//     subgradient step with Polyak's step length on the usage profile.
//
//===----------------------------------------------------------------------===//

#include "osdp/Solver/Solver.h"

#include "osdp/Solver/Evaluator.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
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
  /// |S_u| x |S_v|, row-major, in model strategy indices.
  std::vector<double> m;
};

struct Adjacent {
  unsigned edge;
  unsigned other;
  bool isU; // this node is the edge's u side
};

/// A stretch of time segments [tlo, thi) over which a model node's usage is
/// usage[s] for strategy s. A model node stands for a group of problem nodes
/// (see buildModel), so its memory is a list of disjoint pieces.
struct Piece {
  unsigned tlo, thi;
  std::vector<Usage> usage;
};

struct Model {
  unsigned n = 0;
  std::vector<std::vector<double>> cost;
  std::vector<std::vector<Piece>> pieces;
  unsigned numSegments = 0;
  std::vector<ModelEdge> edges;
  std::vector<std::vector<Adjacent>> adj;
  bool hasLimit = false;
  Usage limit = 0;
  /// Expansion to the problem: node x of the problem belongs to model node
  /// groupOf[x] and takes strategy strategyOf[x][s] when that node takes s.
  std::vector<unsigned> groupOf;
  std::vector<std::vector<unsigned>> strategyOf;

  unsigned k(unsigned x) const { return cost[x].size(); }
  bool live(unsigned x) const { return !pieces[x].empty(); }

  Assignment expand(const std::vector<unsigned> &a) const {
    Assignment out(groupOf.size());
    for (size_t x = 0; x < groupOf.size(); ++x)
      out[x] = strategyOf[x][a[groupOf[x]]];
    return out;
  }
};

double addCosts(double a, double b) {
  return std::min(kForbiddenPenalty, a + b);
}

/// The problem's time compressed to the interval end points: problem node x
/// is live over the segments [tlo[x], thi[x]) of `count`.
struct TimeSegments {
  unsigned count = 0;
  std::vector<unsigned> tlo, thi;
};

TimeSegments compressTime(const Problem &problem) {
  unsigned n = problem.nodes.size();
  std::vector<int64_t> times;
  for (const Node &node : problem.nodes)
    if (node.hi > node.lo) {
      times.push_back(node.lo);
      times.push_back(node.hi);
    }
  std::sort(times.begin(), times.end());
  times.erase(std::unique(times.begin(), times.end()), times.end());
  auto segmentOf = [&](int64_t time) -> unsigned {
    return std::lower_bound(times.begin(), times.end(), time) - times.begin();
  };
  TimeSegments segments;
  segments.count = times.empty() ? 0 : times.size() - 1;
  segments.tlo.assign(n, 0);
  segments.thi.assign(n, 0);
  for (unsigned x = 0; x < n; ++x) {
    const Node &node = problem.nodes[x];
    if (node.hi <= node.lo)
      continue;
    segments.tlo[x] = segmentOf(node.lo);
    segments.thi[x] = segmentOf(node.hi);
  }
  return segments;
}

/// The cap on a single usage. Usages above the limit are infeasible on their
/// own; clamping them keeps every sum in 64 bits without changing which
/// assignments are feasible.
Usage usageCap(const Problem &problem) {
  Usage n = problem.nodes.size();
  Usage cap = std::numeric_limits<Usage>::max() / (2 * n + 2);
  if (problem.hasUsageLimit())
    cap = std::min(cap, problem.usageLimit + 1);
  return cap;
}

/// Edges keyed by their (lo, hi) endpoints, so that parallel edges are summed
/// into one matrix.
class EdgeMerger {
public:
  /// The edge (lo, hi), added with zero costs (klo x khi) if it is new.
  ModelEdge &get(unsigned lo, unsigned hi, unsigned klo, unsigned khi) {
    uint64_t key = (uint64_t)lo << 32 | hi;
    auto [it, inserted] = index.try_emplace(key, edges.size());
    if (inserted)
      edges.push_back({lo, hi, std::vector<double>((size_t)klo * khi, 0.0)});
    return edges[it->second];
  }

  std::vector<ModelEdge> take() { return std::move(edges); }

private:
  std::unordered_map<uint64_t, unsigned> index;
  std::vector<ModelEdge> edges;
};

/// The problem's edges with parallel ones summed, oriented (min, max).
std::vector<ModelEdge> mergeParallelEdges(const Problem &problem) {
  auto kOf = [&](unsigned x) { return problem.nodes[x].numStrategies(); };
  EdgeMerger merger;
  for (const Edge &edge : problem.edges) {
    unsigned a = std::min(edge.u, edge.v), b = std::max(edge.u, edge.v);
    unsigned ka = kOf(a), kb = kOf(b), kv = kOf(edge.v);
    ModelEdge &merged = merger.get(a, b, ka, kb);
    for (unsigned sa = 0; sa < ka; ++sa)
      for (unsigned sb = 0; sb < kb; ++sb) {
        size_t index =
            edge.u == a ? (size_t)sa * kv + sb : (size_t)sb * kv + sa;
        double &slot = merged.m[(size_t)sa * kb + sb];
        slot = addCosts(slot, clampCost(edge.costs[index]));
      }
  }
  return merger.take();
}

/// The contraction's union-find forest over problem nodes, in which
/// pmap[x][s] is x's strategy when parent[x] takes s.
class StrategyForest {
public:
  explicit StrategyForest(unsigned n) : parent(n), pmap(n) {
    std::iota(parent.begin(), parent.end(), 0);
  }

  /// The root of x's tree. It composes the maps along the path, so that
  /// afterwards pmap[x] maps root strategies.
  unsigned find(unsigned x) {
    path.clear();
    while (parent[x] != x) {
      path.push_back(x);
      x = parent[x];
    }
    unsigned root = x;
    // Compress from the top: each node's parent already maps from the root.
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      unsigned y = *it, p = parent[y];
      if (p == root)
        continue;
      std::vector<unsigned> composed(pmap[p].size());
      for (size_t s = 0; s < composed.size(); ++s)
        composed[s] = pmap[y][pmap[p][s]];
      pmap[y] = std::move(composed);
      parent[y] = root;
    }
    return root;
  }

  /// x's strategy when `root`, the result of find(x), takes s.
  unsigned mapped(unsigned x, unsigned root, unsigned s) const {
    return x == root ? s : pmap[x][s];
  }

  /// Puts root `follower` under root `leader`: the follower takes map[s]
  /// when the leader takes s.
  void attach(unsigned follower, unsigned leader,
              const std::vector<unsigned> &map) {
    parent[follower] = leader;
    pmap[follower] = map;
  }

private:
  std::vector<unsigned> parent;
  std::vector<std::vector<unsigned>> pmap;
  std::vector<unsigned> path;
};

/// An edge of the problem seen between the roots `ra` and `rb` of its
/// endpoints: its entries indexed by root strategies.
struct RootEdge {
  const ModelEdge &edge;
  const StrategyForest &forest;
  unsigned ra, rb;
  unsigned ka, kb; // root strategy counts
  unsigned kbFull; // the row length of edge.m

  double operator()(unsigned sa, unsigned sb) const {
    return edge.m[(size_t)forest.mapped(edge.u, ra, sa) * kbFull +
                  forest.mapped(edge.v, rb, sb)];
  }
};

/// Whether each root strategy of one side allows at most one of the other:
/// the u side (rows, first) and the v side (columns, second). `count` is
/// scratch.
std::pair<bool, bool> functionalSides(const RootEdge &entry,
                                      std::vector<unsigned> &count) {
  bool rowsFunctional = true, colsFunctional = true;
  count.assign(entry.kb, 0);
  for (unsigned sa = 0; sa < entry.ka; ++sa) {
    unsigned finite = 0;
    for (unsigned sb = 0; sb < entry.kb; ++sb)
      if (entry(sa, sb) < kForbiddenPenalty) {
        ++finite;
        ++count[sb];
      }
    rowsFunctional &= finite <= 1;
  }
  for (unsigned sb = 0; sb < entry.kb; ++sb)
    colsFunctional &= count[sb] <= 1;
  return {rowsFunctional, colsFunctional};
}

/// For each strategy of the leader, the follower's cheapest (the only
/// finite) strategy; the v side follows if `bFollows`.
void followerStrategies(const RootEdge &entry, bool bFollows,
                        std::vector<unsigned> &arg) {
  unsigned kLeader = bFollows ? entry.ka : entry.kb;
  unsigned kFollower = bFollows ? entry.kb : entry.ka;
  arg.assign(kLeader, 0);
  for (unsigned sl = 0; sl < kLeader; ++sl) {
    double best = kInfinity;
    for (unsigned sf = 0; sf < kFollower; ++sf) {
      double cost = bFollows ? entry(sl, sf) : entry(sf, sl);
      if (cost < best) {
        best = cost;
        arg[sl] = sf;
      }
    }
  }
}

/// Contracts, in order, every edge whose finite entries make the group of
/// one endpoint a function of the other's.
void contractFunctionalEdges(const Problem &problem,
                             const std::vector<ModelEdge> &edges,
                             StrategyForest &forest) {
  auto kOf = [&](unsigned x) { return problem.nodes[x].numStrategies(); };
  std::vector<unsigned> count, arg;
  for (const ModelEdge &e : edges) {
    unsigned ra = forest.find(e.u), rb = forest.find(e.v);
    if (ra == rb)
      continue;
    RootEdge entry{e, forest, ra, rb, kOf(ra), kOf(rb), kOf(e.v)};
    auto [rowsFunctional, colsFunctional] = functionalSides(entry, count);
    if (!rowsFunctional && !colsFunctional)
      continue;
    bool bFollows = rowsFunctional;
    followerStrategies(entry, bFollows, arg);
    forest.attach(bFollows ? rb : ra, bFollows ? ra : rb, arg);
  }
}

/// The groups of problem nodes that become model nodes, in the order of
/// their roots.
struct Grouping {
  const StrategyForest &forest;
  std::vector<unsigned> root, group; // group: by root
  std::vector<std::vector<unsigned>> members;

  Grouping(StrategyForest &forest, unsigned n)
      : forest(forest), root(n), group(n, ~0u) {
    for (unsigned x = 0; x < n; ++x)
      root[x] = forest.find(x);
    for (unsigned x = 0; x < n; ++x) {
      if (root[x] != x)
        continue;
      group[x] = members.size();
      members.emplace_back();
    }
    for (unsigned x = 0; x < n; ++x)
      members[group[root[x]]].push_back(x);
  }

  unsigned size() const { return members.size(); }
  unsigned groupOf(unsigned x) const { return group[root[x]]; }
  /// Problem node x's strategy when its group takes root strategy s.
  unsigned strategyIn(unsigned x, unsigned s) const {
    return forest.mapped(x, root[x], s);
  }
};

/// Each group's cost per root strategy: the sum of its members' costs.
std::vector<std::vector<double>> memberCosts(const Problem &problem,
                                             const Grouping &groups) {
  std::vector<std::vector<double>> cost(groups.size());
  for (unsigned gi = 0; gi < groups.size(); ++gi) {
    unsigned k =
        problem.nodes[groups.root[groups.members[gi][0]]].numStrategies();
    cost[gi].assign(k, 0.0);
    for (unsigned x : groups.members[gi])
      for (unsigned s = 0; s < k; ++s)
        cost[gi][s] = addCosts(
            cost[gi][s],
            clampCost(problem.nodes[x].costs[groups.strategyIn(x, s)]));
  }
  return cost;
}

/// The segments at which the members of a group start (+(x + 1)) and stop
/// (-(x + 1)) being live, sorted.
std::vector<std::pair<unsigned, int>>
liveEvents(const std::vector<unsigned> &members, const TimeSegments &time) {
  std::vector<std::pair<unsigned, int>> events;
  for (unsigned x : members)
    if (time.thi[x] > time.tlo[x]) {
      events.push_back({time.tlo[x], (int)x + 1});
      events.push_back({time.thi[x], -(int)x - 1});
    }
  std::sort(events.begin(), events.end());
  return events;
}

/// The memory pieces of group `gi` over its `k` root strategies: a sweep over
/// its members' live intervals, with a new piece wherever the usage changes.
std::vector<Piece> groupPieces(const Problem &problem, const Grouping &groups,
                               unsigned gi, unsigned k,
                               const TimeSegments &time, Usage cap) {
  std::vector<std::pair<unsigned, int>> events =
      liveEvents(groups.members[gi], time);
  std::vector<Piece> list;
  std::vector<Usage> running(k, 0);
  unsigned liveCount = 0;
  for (size_t i = 0; i < events.size();) {
    unsigned t = events[i].first;
    for (; i < events.size() && events[i].first == t; ++i) {
      int code = events[i].second;
      unsigned x = std::abs(code) - 1;
      for (unsigned s = 0; s < k; ++s) {
        Usage u =
            std::min(problem.nodes[x].usages[groups.strategyIn(x, s)], cap);
        running[s] += code > 0 ? u : -u;
      }
      liveCount += code > 0 ? 1 : -1;
    }
    if (!list.empty() && list.back().thi == ~0u)
      list.back().thi = t;
    if (liveCount == 0 || i == events.size())
      continue;
    if (!list.empty() && list.back().thi == t && list.back().usage == running) {
      list.back().thi = ~0u; // extend
      continue;
    }
    list.push_back({t, ~0u, running});
  }
  return list;
}

/// Folds problem edges into the groups: internal edges into the group cost,
/// the others, summed, into the returned group edges.
std::vector<ModelEdge> groupEdges(const Problem &problem,
                                  const std::vector<ModelEdge> &fullEdges,
                                  const Grouping &groups,
                                  std::vector<std::vector<double>> &cost) {
  EdgeMerger merger;
  for (const ModelEdge &e : fullEdges) {
    unsigned ga = groups.groupOf(e.u), gb = groups.groupOf(e.v);
    unsigned kbFull = problem.nodes[e.v].numStrategies();
    auto entry = [&](unsigned su, unsigned sv) {
      return e.m[(size_t)groups.strategyIn(e.u, su) * kbFull +
                 groups.strategyIn(e.v, sv)];
    };
    if (ga == gb) {
      for (unsigned s = 0; s < cost[ga].size(); ++s)
        cost[ga][s] = addCosts(cost[ga][s], entry(s, s));
      continue;
    }
    bool flip = ga > gb;
    unsigned lo = flip ? gb : ga, hi = flip ? ga : gb;
    unsigned klo = cost[lo].size(), khi = cost[hi].size();
    ModelEdge &merged = merger.get(lo, hi, klo, khi);
    for (unsigned sl = 0; sl < klo; ++sl)
      for (unsigned sh = 0; sh < khi; ++sh) {
        double &slot = merged.m[(size_t)sl * khi + sh];
        slot = addCosts(slot, flip ? entry(sh, sl) : entry(sl, sh));
      }
  }
  return merger.take();
}

/// The edges of each of `n` nodes.
std::vector<std::vector<Adjacent>>
adjacency(unsigned n, const std::vector<ModelEdge> &edges) {
  std::vector<std::vector<Adjacent>> adj(n);
  for (unsigned k = 0; k < edges.size(); ++k) {
    adj[edges[k].u].push_back({k, edges[k].v, true});
    adj[edges[k].v].push_back({k, edges[k].u, false});
  }
  return adj;
}

/// The model over groups and all their root strategies, before pruning.
Model groupModel(const Problem &problem,
                 const std::vector<ModelEdge> &fullEdges,
                 const Grouping &groups, const TimeSegments &time) {
  Model model;
  model.n = groups.size();
  model.cost = memberCosts(problem, groups);
  Usage cap = usageCap(problem);
  for (unsigned gi = 0; gi < model.n; ++gi)
    model.pieces.push_back(
        groupPieces(problem, groups, gi, model.k(gi), time, cap));
  model.edges = groupEdges(problem, fullEdges, groups, model.cost);
  model.adj = adjacency(model.n, model.edges);
  return model;
}

/// The cost of the edge `a` of node x when x takes s and a.other takes t.
double adjacentCost(const Model &model, const Adjacent &a, unsigned s,
                    unsigned t) {
  const ModelEdge &e = model.edges[a.edge];
  unsigned kv = model.k(e.v);
  return a.isU ? e.m[(size_t)s * kv + t] : e.m[(size_t)t * kv + s];
}

/// Whether strategy d of x uses no more memory than s at any time.
bool memoryLeq(const Model &model, unsigned x, unsigned d, unsigned s) {
  for (const Piece &p : model.pieces[x])
    if (p.usage[d] > p.usage[s])
      return false;
  return true;
}

/// The strategies of x that take a forbidden cost on the node, or on every
/// entry of one of its edges' rows.
std::vector<char> forbiddenStrategies(const Model &model, unsigned x) {
  unsigned k = model.k(x);
  std::vector<char> forbidden(k, 0);
  for (unsigned s = 0; s < k; ++s) {
    forbidden[s] = model.cost[x][s] >= kForbiddenPenalty;
    for (const Adjacent &a : model.adj[x]) {
      if (forbidden[s])
        break;
      unsigned ko = model.k(a.other);
      bool all = true;
      for (unsigned t = 0; t < ko && all; ++t)
        all = adjacentCost(model, a, s, t) >= kForbiddenPenalty;
      forbidden[s] = all;
    }
  }
  return forbidden;
}

/// Whether strategy d of x is no worse than s on every edge row.
bool edgesDominate(const Model &model, unsigned x, unsigned d, unsigned s) {
  for (const Adjacent &a : model.adj[x]) {
    unsigned ko = model.k(a.other);
    for (unsigned t = 0; t < ko; ++t)
      if (adjacentCost(model, a, d, t) > adjacentCost(model, a, s, t))
        return false;
  }
  return true;
}

/// Unmarks in `keep` the strategies of x that another kept one beats in
/// cost, memory and every edge row.
void dropDominated(const Model &model, unsigned x, std::vector<char> &keep) {
  unsigned k = model.k(x);
  for (unsigned s = 0; s < k; ++s) {
    if (!keep[s])
      continue;
    for (unsigned d = 0; d < k; ++d) {
      if (d == s || !keep[d] || model.cost[x][d] > model.cost[x][s] ||
          !memoryLeq(model, x, d, s))
        continue;
      if (edgesDominate(model, x, d, s)) {
        keep[s] = 0;
        break;
      }
    }
  }
}

/// The strategies of each node of `model` that pruning keeps, ascending.
std::vector<std::vector<unsigned>> keptStrategies(const Model &model) {
  std::vector<std::vector<unsigned>> kept(model.n);
  for (unsigned x = 0; x < model.n; ++x) {
    unsigned k = model.k(x);
    std::vector<char> keep(k, 1);
    std::vector<char> forbidden = forbiddenStrategies(model, x);
    // A forbidden strategy goes only if a finite one uses no more memory, so
    // that the smallest reachable usage never grows.
    for (unsigned s = 0; s < k; ++s) {
      if (!forbidden[s])
        continue;
      for (unsigned d = 0; d < k && keep[s]; ++d)
        if (!forbidden[d] && memoryLeq(model, x, d, s))
          keep[s] = 0;
    }
    if (k <= 256)
      dropDominated(model, x, keep);
    for (unsigned s = 0; s < k; ++s)
      if (keep[s])
        kept[x].push_back(s);
  }
  return kept;
}

/// `full` restricted to the `kept` strategies of each node, with the same
/// nodes and edges.
Model restrictStrategies(Model full,
                         const std::vector<std::vector<unsigned>> &kept) {
  Model model;
  model.n = full.n;
  model.cost.resize(full.n);
  model.pieces.resize(full.n);
  for (unsigned x = 0; x < full.n; ++x) {
    for (unsigned s : kept[x])
      model.cost[x].push_back(full.cost[x][s]);
    for (const Piece &p : full.pieces[x]) {
      Piece reduced{p.tlo, p.thi, {}};
      for (unsigned s : kept[x])
        reduced.usage.push_back(p.usage[s]);
      model.pieces[x].push_back(std::move(reduced));
    }
  }
  for (const ModelEdge &e : full.edges) {
    unsigned kvFull = full.k(e.v);
    ModelEdge reduced{e.u, e.v, {}};
    reduced.m.reserve(kept[e.u].size() * kept[e.v].size());
    for (unsigned su : kept[e.u])
      for (unsigned sv : kept[e.v])
        reduced.m.push_back(e.m[(size_t)su * kvFull + sv]);
    model.edges.push_back(std::move(reduced));
  }
  model.adj = std::move(full.adj);
  return model;
}

/// Builds the model the search works on, in three reductions that keep every
/// assignment without forbidden costs:
///  - parallel edges are summed into one matrix;
///  - an edge whose finite entries make one endpoint a function of the other
///    (XLA ties the shardings of related values this way: about two thirds of
///    the edges of the contest instances are such constraints) contracts the
///    dependent endpoint into the other one. A group of problem nodes then
///    becomes one model node whose strategies are its root's, with the costs
///    of all members and internal edges folded in and the members' memory as
///    a list of pieces. Without this, local moves can never change a group:
///    moving one member breaks a forbidden edge;
///  - strategies that are forbidden while a strategy using no more memory is
///    not, or that another strategy beats in cost, memory and every edge
///    row, are dropped.
/// With `contract` false only the first and last reductions are applied.
Model buildModel(const Problem &problem, bool contract) {
  unsigned n = problem.nodes.size();
  TimeSegments time = compressTime(problem);
  std::vector<ModelEdge> fullEdges = mergeParallelEdges(problem);
  StrategyForest forest(n);
  if (contract)
    contractFunctionalEdges(problem, fullEdges, forest);
  Grouping groups(forest, n);
  Model full = groupModel(problem, fullEdges, groups, time);
  std::vector<std::vector<unsigned>> kept = keptStrategies(full);

  Model model = restrictStrategies(std::move(full), kept);
  model.numSegments = time.count;
  model.hasLimit = problem.hasUsageLimit();
  model.limit = problem.usageLimit;
  model.groupOf.resize(n);
  model.strategyOf.resize(n);
  for (unsigned x = 0; x < n; ++x) {
    unsigned gi = groups.groupOf(x);
    model.groupOf[x] = gi;
    for (unsigned s : kept[gi])
      model.strategyOf[x].push_back(groups.strategyIn(x, s));
  }
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
  unsigned x = 0;          // eliminated node (Isolated, Leaf, Series)
  unsigned a = 0, b = 0;   // neighbours: Leaf -> a; Series -> a, b
  unsigned ea = 0, eb = 0; // edges x-a, x-b; Merge: the two merged edges
  unsigned result = 0;     // new edge (Series, Merge)
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
    std::sort(
        list.begin(), list.end(),
        [](const Adjacent &l, const Adjacent &r) { return l.edge < r.edge; });
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
  void trace(const std::string &line) {
    if (!options.onTrace)
      return;
    std::lock_guard<std::mutex> lock(mutex);
    options.onTrace(line);
  }
  double elapsed() const {
    return std::chrono::duration<double>(Clock::now() - start).count();
  }

  /// Offers a model assignment; keeps it if it is feasible and better.
  void offer(const std::vector<unsigned> &reduced, unsigned worker) {
    offerOriginal(model.expand(reduced), worker);
  }

  void offerOriginal(Assignment candidate, unsigned worker,
                     bool notify = true) {
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
    if (notify && strictlyBetter && options.onImprovement)
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

  const double *matrix(unsigned edge) const {
    return edge < model.edges.size()
               ? model.edges[edge].m.data()
               : planMatrix[edge - model.edges.size()].data();
  }
  double planEdgeCost(const Adjacent &a, unsigned s, unsigned t) const {
    const PlanEdge &e = plan.edges[a.edge];
    return a.isU ? matrix(a.edge)[s * model.k(e.v) + t]
                 : matrix(a.edge)[t * model.k(e.v) + s];
  }

  void solvePenalized(const std::vector<double> &prefix,
                      std::vector<unsigned> &out);
  void forestStep(std::vector<unsigned> &coreAssign);
  double forestDescent(std::vector<unsigned> &a);
  unsigned maxForestSteps = 50, maxIdle = 3;
  unsigned forestParity = 0;

  // Sequential tree-reweighted message passing (TRW-S) on the core.
  struct CoreEdge {
    unsigned edge, a, b; // plan edge, its u and v
    size_t toA, toB;     // offsets of the messages into a and into b
  };
  std::vector<CoreEdge> coreEdges;
  std::vector<std::vector<std::pair<unsigned, bool>>>
      coreIncident; // (core edge, node is a)
  std::vector<unsigned> corePos;
  std::vector<double> messages;
  void initMessages();
  void trwsPass(bool forward);
  double coreEnergy(const std::vector<unsigned> &a) const;
  void trwsDecode(std::vector<unsigned> &a);
  unsigned trwsIterations = 5;

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
  double modelCost(const std::vector<unsigned> &a) const;
  double myBest = kInfinity;
  bool fits(unsigned x, unsigned s) const;
  void move(unsigned x, unsigned s);
  double nodeDelta(unsigned x, std::vector<double> &delta) const;
};

void Worker::solvePenalized(const std::vector<double> &prefix,
                            std::vector<unsigned> &out) {
  unsigned n = model.n;
  // Penalised unaries: cost plus, for every memory piece, the summed price
  // of its segments times its usage.
  for (unsigned x = 0; x < n; ++x) {
    unary[x].assign(model.cost[x].begin(), model.cost[x].end());
    for (const Piece &p : model.pieces[x]) {
      double price = prefix[p.thi] - prefix[p.tlo];
      if (price != 0)
        for (unsigned s = 0; s < model.k(x); ++s)
          unary[x][s] += price * (double)p.usage[s];
    }
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

  // Core: message passing (warm-started from the previous round's messages)
  // proposes an assignment; it and the previous round's assignment are both
  // improved by exact moves over random induced forests, and the better one
  // is kept. Message passing finds the better basins, the forest moves the
  // local optimum in them.
  if (!plan.core.empty()) {
    std::vector<unsigned> decoded(coreAssign);
    for (unsigned it = 0; it < trwsIterations && !shared.timeUp(); ++it) {
      trwsPass(true);
      trwsPass(false);
    }
    trwsDecode(decoded);
    double decodedEnergy = forestDescent(decoded);
    double currentEnergy = forestDescent(coreAssign);
    if (decodedEnergy < currentEnergy)
      coreAssign.swap(decoded);
  }

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

void Worker::initMessages() {
  unsigned n = model.n;
  corePos.assign(n, ~0u);
  for (unsigned i = 0; i < plan.core.size(); ++i)
    corePos[plan.core[i]] = i;
  coreIncident.assign(n, {});
  coreEdges.clear();
  size_t offset = 0;
  for (unsigned x : plan.core)
    for (const Adjacent &a : plan.coreAdj[x]) {
      if (!a.isU)
        continue;
      CoreEdge ce{a.edge, x, a.other, offset, offset + model.k(x)};
      offset += model.k(x) + model.k(a.other);
      coreIncident[x].push_back({(unsigned)coreEdges.size(), true});
      coreIncident[a.other].push_back({(unsigned)coreEdges.size(), false});
      coreEdges.push_back(ce);
    }
  messages.assign(offset, 0.0);
}

/// One TRW-S sweep in core order (forward) or reverse order (backward): each
/// node sends to its later (earlier) neighbours the min-marginal of its
/// reweighted belief.
void Worker::trwsPass(bool forward) {
  const std::vector<unsigned> &core = plan.core;
  std::vector<double> belief, tmp;
  for (size_t i = 0; i < core.size(); ++i) {
    unsigned x = forward ? core[i] : core[core.size() - 1 - i];
    unsigned kx = model.k(x);
    belief.assign(unary[x].begin(), unary[x].end());
    unsigned later = 0, earlier = 0;
    for (auto [ce, isA] : coreIncident[x]) {
      const CoreEdge &e = coreEdges[ce];
      const double *in = messages.data() + (isA ? e.toA : e.toB);
      for (unsigned s = 0; s < kx; ++s)
        belief[s] += in[s];
      unsigned other = isA ? e.b : e.a;
      (corePos[other] > corePos[x] ? later : earlier)++;
    }
    double gamma = 1.0 / std::max(1u, std::max(later, earlier));
    for (auto [ce, isA] : coreIncident[x]) {
      const CoreEdge &e = coreEdges[ce];
      unsigned other = isA ? e.b : e.a;
      if ((corePos[other] > corePos[x]) != forward)
        continue;
      const double *in = messages.data() + (isA ? e.toA : e.toB);
      double *out = messages.data() + (isA ? e.toB : e.toA);
      unsigned ko = model.k(other);
      tmp.resize(kx);
      for (unsigned s = 0; s < kx; ++s)
        tmp[s] = gamma * belief[s] - in[s];
      const double *m = matrix(e.edge);
      for (unsigned t = 0; t < ko; ++t)
        out[t] = kInfinity;
      if (isA) {
        for (unsigned s = 0; s < kx; ++s) {
          const double *row = m + (size_t)s * ko;
          double base = tmp[s];
          for (unsigned t = 0; t < ko; ++t)
            out[t] = std::min(out[t], base + row[t]);
        }
      } else {
        for (unsigned t = 0; t < ko; ++t) {
          const double *row = m + (size_t)t * kx;
          double best = kInfinity;
          for (unsigned s = 0; s < kx; ++s)
            best = std::min(best, tmp[s] + row[s]);
          out[t] = best;
        }
      }
      double lowest = *std::min_element(out, out + ko);
      for (unsigned t = 0; t < ko; ++t)
        out[t] -= lowest;
    }
  }
}

/// Decodes in core order: each node takes the best strategy given the
/// decided earlier neighbours and the messages of the later ones.
void Worker::trwsDecode(std::vector<unsigned> &a) {
  std::vector<double> value;
  for (unsigned x : plan.core) {
    unsigned kx = model.k(x);
    value.assign(unary[x].begin(), unary[x].end());
    for (auto [ce, isA] : coreIncident[x]) {
      const CoreEdge &e = coreEdges[ce];
      unsigned other = isA ? e.b : e.a;
      if (corePos[other] > corePos[x]) {
        const double *in = messages.data() + (isA ? e.toA : e.toB);
        for (unsigned s = 0; s < kx; ++s)
          value[s] += in[s];
      } else {
        Adjacent adj{e.edge, other, isA};
        for (unsigned s = 0; s < kx; ++s)
          value[s] += planEdgeCost(adj, s, a[other]);
      }
    }
    a[x] = std::min_element(value.begin(), value.end()) - value.begin();
  }
}

double Worker::coreEnergy(const std::vector<unsigned> &a) const {
  double energy = 0;
  for (unsigned x : plan.core)
    energy += unary[x][a[x]];
  for (const CoreEdge &e : coreEdges)
    energy += planEdgeCost({e.edge, e.b, true}, a[e.a], a[e.b]);
  return energy;
}

/// Picks a random set of core nodes whose induced subgraph is a forest, fixes
/// every other node, and sets the forest's nodes to their joint optimum by
/// dynamic programming from the leaves to the roots.
/// Forest steps until `maxIdle` in a row bring nothing; returns the energy.
double Worker::forestDescent(std::vector<unsigned> &a) {
  double energy = coreEnergy(a);
  unsigned idle = 0;
  for (unsigned step = 0;
       step < maxForestSteps && idle < maxIdle && !shared.timeUp(); ++step) {
    forestStep(a);
    double next = coreEnergy(a);
    idle = next < energy - 1e-9 * std::fabs(energy) ? 0 : idle + 1;
    energy = next;
  }
  return energy;
}

void Worker::forestStep(std::vector<unsigned> &coreAssign) {
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
  // Candidates in random order, or every other step in breadth-first order
  // from random seeds, which grows large connected trees (bigger moves).
  std::vector<unsigned> order(core);
  std::shuffle(order.begin(), order.end(), rng);
  if (forestParity++ & 1) {
    std::vector<unsigned> seeds;
    seeds.swap(order);
    std::vector<char> queued(n, 0);
    for (unsigned seed : seeds) {
      if (queued[seed])
        continue;
      queued[seed] = 1;
      size_t head = order.size();
      order.push_back(seed);
      while (head < order.size()) {
        unsigned x = order[head++];
        const auto &list = plan.coreAdj[x];
        size_t offset = list.empty() ? 0 : rng() % list.size();
        for (size_t i = 0; i < list.size(); ++i) {
          unsigned y = list[(i + offset) % list.size()].other;
          if (!queued[y]) {
            queued[y] = 1;
            order.push_back(y);
          }
        }
      }
    }
  }
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
      coreAssign[x] =
          std::min_element(local[x].begin(), local[x].end()) - local[x].begin();
    } else {
      coreAssign[x] = choice[x][coreAssign[p]];
    }
  }
}

std::vector<Usage> Worker::profile(const std::vector<unsigned> &a) const {
  std::vector<Usage> diff(model.numSegments + 1, 0);
  for (unsigned x = 0; x < model.n; ++x)
    for (const Piece &p : model.pieces[x]) {
      diff[p.tlo] += p.usage[a[x]];
      diff[p.thi] -= p.usage[a[x]];
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

double Worker::modelCost(const std::vector<unsigned> &a) const {
  double total = 0;
  for (unsigned x = 0; x < model.n; ++x)
    total += model.cost[x][a[x]];
  for (const ModelEdge &e : model.edges)
    total += e.m[(size_t)a[e.u] * model.k(e.v) + a[e.v]];
  return total;
}

/// True when moving x to s keeps every piece of x under the limit.
bool Worker::fits(unsigned x, unsigned s) const {
  if (!model.hasLimit)
    return true;
  unsigned cur = assign[x];
  for (const Piece &p : model.pieces[x]) {
    Usage increase = p.usage[s] - p.usage[cur];
    if (increase > 0 && tree.rangeMax(p.tlo, p.thi) + increase > model.limit)
      return false;
  }
  return true;
}

void Worker::move(unsigned x, unsigned s) {
  unsigned cur = assign[x];
  for (const Piece &p : model.pieces[x])
    if (p.usage[s] != p.usage[cur])
      tree.rangeAdd(p.tlo, p.thi, p.usage[s] - p.usage[cur]);
  assign[x] = s;
}

/// Lowers usage at the worst time point until the limit holds, choosing each
/// time the move with the smallest cost increase per unit of usage saved
/// among those that keep the node's other pieces under the limit.
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
      if (model.k(x) == 1)
        continue;
      const Piece *at = nullptr;
      for (const Piece &p : model.pieces[x])
        if (p.tlo <= t && t < p.thi) {
          at = &p;
          break;
        }
      if (!at)
        continue;
      unsigned cur = assign[x];
      bool any = false;
      for (unsigned s = 0; s < model.k(x) && !any; ++s)
        any = at->usage[s] < at->usage[cur];
      if (!any)
        continue;
      nodeDelta(x, delta);
      for (unsigned s = 0; s < model.k(x); ++s) {
        Usage saved = at->usage[cur] - at->usage[s];
        if (saved <= 0)
          continue;
        double ratio =
            std::max(delta[s], 0.0) / (double)std::min(saved, excess) +
            1e-12 * delta[s];
        if (ratio < bestRatio && fits(x, s)) {
          bestRatio = ratio;
          bestX = x;
          bestS = s;
        }
      }
    }
    if (bestRatio == kInfinity)
      return false;
    move(bestX, bestS);
  }
  return true;
}

/// Local search that keeps the usage limit: a node moves to its best
/// strategy whose extra usage fits under the limit on all its pieces.
void Worker::polish() {
  std::vector<unsigned> order(model.n);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<double> delta;
  std::vector<unsigned> candidates;
  for (unsigned sweep = 0; sweep < 100; ++sweep) {
    bool changed = false;
    for (unsigned x : order) {
      unsigned kx = model.k(x);
      if (kx == 1)
        continue;
      nodeDelta(x, delta);
      candidates.clear();
      for (unsigned s = 0; s < kx; ++s)
        if (delta[s] < -1e-6)
          candidates.push_back(s);
      if (candidates.empty())
        continue;
      std::sort(candidates.begin(), candidates.end(),
                [&](unsigned l, unsigned r) { return delta[l] < delta[r]; });
      for (unsigned s : candidates)
        if (fits(x, s)) {
          move(x, s);
          changed = true;
          break;
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
  initMessages();

  // First feasible point: the smallest memory (summed over time) of every
  // node, cheapest among equals, repaired if pieces disagree, and polished.
  assign.assign(n, 0);
  for (unsigned x = 0; x < n; ++x) {
    double bestMemory = kInfinity;
    for (unsigned s = 0; s < model.k(x); ++s) {
      double memory = 0;
      for (const Piece &p : model.pieces[x])
        memory += (double)p.usage[s] * (p.thi - p.tlo);
      if (memory < bestMemory ||
          (memory == bestMemory &&
           model.cost[x][s] < model.cost[x][assign[x]])) {
        bestMemory = memory;
        assign[x] = s;
      }
    }
  }
  tree.init(profile(assign));
  if (repair()) {
    polish();
    myBest = modelCost(assign);
    shared.offer(assign, id);
  }

  // Lagrangian loop. lambda[t] is the price of one unit of usage on time
  // segment t. A tiny starting price, scaled by the ratio of cost spread to
  // usage spread, breaks cost ties towards the smaller usage.
  double costSpread = 0, usageSpread = 0;
  for (unsigned x = 0; x < n; ++x) {
    if (!model.live(x) || model.k(x) == 1)
      continue;
    auto [minC, maxC] =
        std::minmax_element(model.cost[x].begin(), model.cost[x].end());
    if (*maxC >= kForbiddenPenalty)
      continue;
    costSpread += *maxC - *minC;
    for (const Piece &p : model.pieces[x]) {
      auto [minU, maxU] = std::minmax_element(p.usage.begin(), p.usage.end());
      usageSpread += double(*maxU - *minU) * (p.thi - p.tlo);
    }
  }
  double tieBreak = usageSpread > 0 ? 1e-6 * costSpread / usageSpread : 0;
  std::vector<double> lambda(model.numSegments, tieBreak);
  std::vector<double> prefix;
  std::vector<unsigned> penalized;
  double theta = 1.0, bestDual = -kInfinity;
  unsigned stall = 0;
  uint64_t round = 0;
  const SolverOptions &options = shared.options;
  while (!shared.timeUp()) {
    if (options.maxRounds && round >= options.maxRounds)
      break;
    ++round;
    shared.rounds.fetch_add(1, std::memory_order_relaxed);
    prefix.assign(model.numSegments + 1, 0.0);
    for (unsigned t = 0; t < model.numSegments; ++t)
      prefix[t + 1] = prefix[t] + lambda[t];

    // Message passing starts from zero messages: give it time to converge
    // once, then warm-start it with a few iterations per round.
    trwsIterations = round == 1 ? 30 : 5;
    solvePenalized(prefix, penalized);
    std::vector<Usage> usage = profile(penalized);
    Usage peak =
        usage.empty() ? 0 : *std::max_element(usage.begin(), usage.end());
    if (shared.timeUp())
      break;

    // Repairing an assignment far above the limit costs time and gives a
    // poor result; let the prices do that work first.
    assign = penalized;
    tree.init(usage);
    bool repaired =
        (!model.hasLimit || peak <= model.limit + model.limit / 10) && repair();
    if (repaired) {
      polish();
      // Only improvements are worth the exact evaluation.
      double cost = modelCost(assign);
      if (cost < myBest) {
        myBest = cost;
        shared.offer(assign, id);
      }
    }
    if (options.onTrace) {
      char line[256];
      std::snprintf(line, sizeof(line),
                    "worker %u round %llu at %.3f s: penalised cost %.6g peak "
                    "%.4f of the limit, repaired %s, best %.6g, theta %.3g, "
                    "dual %.6g",
                    id, (unsigned long long)round, shared.elapsed(),
                    modelCost(penalized),
                    model.hasLimit ? (double)peak / model.limit : 0.0,
                    repaired ? "yes" : "no", myBest, theta, bestDual);
      shared.trace(line);
    }
    if (!model.hasLimit)
      continue;

    // Price update: a subgradient step with Polyak's step length,
    // theta * (best cost - dual value) / |g|^2, which sets the scale of the
    // prices from the costs themselves. theta halves when the dual value
    // stalls for five rounds and starts again from 1 once it is tiny: the
    // periodic large steps move the search to other regions.
    double limit = (double)model.limit;
    double penalty = 0, norm = 0;
    for (unsigned t = 0; t < model.numSegments; ++t) {
      double g = (double)usage[t] - limit;
      penalty += lambda[t] * g;
      if (g > 0 || lambda[t] > 0)
        norm += g * g;
    }
    double dual = modelCost(penalized) + penalty;
    if (bestDual == -kInfinity ||
        dual > bestDual + 1e-9 * std::fabs(bestDual)) {
      bestDual = dual;
      stall = 0;
    } else if (++stall >= 5) {
      theta *= 0.5;
      stall = 0;
      if (theta < 0.005) {
        theta = 1.0;
        bestDual = -kInfinity;
      }
    }
    // Without a feasible cost yet, aim 5% above the dual value.
    double target = myBest < kInfinity ? myBest : dual + 0.05 * std::fabs(dual);
    double gap = std::max(target - dual, 0.01 * std::fabs(target));
    if (norm > 0 && gap > 0) {
      double step = theta * gap / norm;
      for (unsigned t = 0; t < model.numSegments; ++t) {
        double g = (double)usage[t] - limit;
        lambda[t] = std::max(0.0, lambda[t] + step * g);
      }
    }
  }
}

} // namespace

SolverResult osdp::solver::solve(const Problem &problem,
                                 const SolverOptions &options) {
  SolverResult result;
  auto start = Clock::now();
  // The smallest reachable peak: every node at its smallest usage. When it
  // fits, it is the first answer, so that a feasible problem always gets a
  // feasible assignment whatever the search does.
  Assignment smallest(problem.nodes.size());
  for (size_t x = 0; x < problem.nodes.size(); ++x) {
    const Node &node = problem.nodes[x];
    smallest[x] = std::min_element(node.usages.begin(), node.usages.end()) -
                  node.usages.begin();
  }
  Evaluation smallestEval = evaluate(problem, smallest);
  result.smallestPeak = smallestEval.peakUsage;
  // Reported before the reductions, which take a few tenths of a second on
  // the large instances.
  if (smallestEval.feasible() && options.onImprovement)
    options.onImprovement(
        std::chrono::duration<double>(Clock::now() - start).count(),
        smallestEval.cost, smallest);

  Model model = buildModel(problem, /*contract=*/true);
  Plan plan = buildPlan(model, 1u << 20);
  if (options.onTrace) {
    size_t strategies = 0, coreEdges = 0, maxK = 0, pieces = 0;
    for (unsigned x = 0; x < model.n; ++x) {
      strategies += model.k(x);
      pieces += model.pieces[x].size();
    }
    for (unsigned x : plan.core) {
      coreEdges += plan.coreAdj[x].size();
      maxK = std::max<size_t>(maxK, model.k(x));
    }
    char line[320];
    std::snprintf(line, sizeof(line),
                  "model: %u nodes, %zu strategies, %zu pieces, %zu edges, %u "
                  "segments; plan: %zu ops, core %zu nodes %zu edges, max k "
                  "%zu, %.3f s",
                  model.n, strategies, pieces, model.edges.size(),
                  model.numSegments, plan.ops.size(), plan.core.size(),
                  coreEdges / 2, maxK,
                  std::chrono::duration<double>(Clock::now() - start).count());
    options.onTrace(line);
  }

  unsigned threads = options.threads;
  if (threads == 0)
    threads = std::max(1u, std::thread::hardware_concurrency());
  Shared shared(problem, model, plan, options);
  shared.start = start;
  if (smallestEval.feasible())
    shared.offerOriginal(smallest, threads, /*notify=*/false);
  shared.deadline =
      start +
      std::chrono::duration_cast<Clock::duration>(
          std::chrono::duration<double>(std::max(0.0, options.timeLimit)));

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
    result.usesForbidden = evaluate(problem, shared.best).forbiddenChoices != 0;
  }
  return result;
}
