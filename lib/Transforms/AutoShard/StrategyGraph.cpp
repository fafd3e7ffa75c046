//===- StrategyGraph.cpp - The intra-operator search space ----------------===//
//
// Builds the solver's problem for `mode=auto`: strategies from the sharding
// rules (ReshardingCost prices the edges), live intervals from the program
// order; and writes a solution back as shardings.
//
//===----------------------------------------------------------------------===//

#include "StrategyGraph.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Sharding/ReshardingCost.h"
#include "osdp/Transforms/Partition/ForwardPass.h"
#include "osdp/Transforms/Partition/Microbatch.h"
#include "osdp/Transforms/Partition/Rematerialize.h"

#include <cmath>
#include <limits>
#include <map>

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

//===----------------------------------------------------------------------===//
// Strategies
//===----------------------------------------------------------------------===//

/// Every assignment of the mesh axes from `next` on to factors of `rule`
/// (or to none), each factor's size divisible by the product of its axes;
/// axes of size 1 and the pipeline's stage axis (`stageAxis`, whose
/// positions run programs of their own) stay unused.
static void assignAxes(const OpShardingRule &rule, MeshAttr mesh,
                       StringAttr stageAxis, unsigned next, FactorAxes &current,
                       SmallVector<FactorAxes> &out) {
  ArrayRef<StringAttr> axes = mesh.getAxisNames();
  if (next == axes.size()) {
    out.push_back(current);
    return;
  }
  assignAxes(rule, mesh, stageAxis, next + 1, current, out);
  StringAttr axis = axes[next];
  int64_t axisSize = mesh.getAxisSize(axis);
  if (axisSize == 1 || axis == stageAxis)
    return;
  for (unsigned f = 0, e = rule.getNumFactors(); f < e; ++f) {
    int64_t size = rule.getFactorSize(f);
    if (rule.isWhole(f) || ShapedType::isDynamic(size) ||
        size % (mesh.getGroupSize(current[f]) * axisSize) != 0)
      continue;
    current[f].push_back(axis);
    assignAxes(rule, mesh, stageAxis, next + 1, current, out);
    current[f].pop_back();
  }
}

/// The axes of the factors in `dims`.
static size_t countFactorAxes(ArrayRef<OpShardingRule::DimFactors> dims,
                              const FactorAxes &factors) {
  size_t n = 0;
  for (const OpShardingRule::DimFactors &dim : dims)
    for (int64_t f : dim)
      n += factors[f].size();
  return n;
}

namespace {

/// Builds the strategies of one op (or argument) from its rule.
struct StrategyBuilder {
  const Planner &planner;

  /// `shares`: the part of each result held at once (under microbatches,
  /// a value per example is the microbatches' in flight); empty: whole.
  SmallVector<Strategy> build(Operation *op, const OpShardingRule &rule,
                              TypeRange resultTypes,
                              ArrayRef<double> shares = {}) const;

private:
  std::optional<Strategy> make(Operation *op, const OpShardingRule &rule,
                               TypeRange resultTypes, ArrayRef<double> shares,
                               const FactorAxes &factors) const;
};

/// Whether every tensor of `types` is tiny (isTinyTensor), or not a tensor.
static bool allTiny(TypeRange types) {
  return llvm::all_of(types, isTinyTensor);
}

SmallVector<Strategy> StrategyBuilder::build(Operation *op,
                                             const OpShardingRule &rule,
                                             TypeRange resultTypes,
                                             ArrayRef<double> shares) const {
  SmallVector<FactorAxes> assignments;
  FactorAxes current(rule.getNumFactors());
  if (allTiny(resultTypes) && (!op || allTiny(op->getOperandTypes())))
    assignments.push_back(current); // whole, on every device
  else
    assignAxes(rule, planner.mesh, planner.stageAxis, 0, current, assignments);
  SmallVector<Strategy> strategies;
  for (const FactorAxes &factors : assignments)
    if (std::optional<Strategy> strategy =
            make(op, rule, resultTypes, shares, factors))
      strategies.push_back(std::move(*strategy));
  return strategies;
}

/// The strategy of `factors`, or none when a tensor's sharding cannot carry
/// every axis of its factors (a minor factor split while a major one is
/// not: the partitioner could not read the split back).
std::optional<Strategy> StrategyBuilder::make(Operation *op,
                                              const OpShardingRule &rule,
                                              TypeRange resultTypes,
                                              ArrayRef<double> shares,
                                              const FactorAxes &factors) const {
  Strategy strategy;
  strategy.factors = factors;
  size_t partialAxes = 0;
  SmallVector<StringAttr> used;
  for (auto [f, axes] : llvm::enumerate(factors)) {
    used.append(axes.begin(), axes.end());
    if (rule.isReduction(f))
      partialAxes += axes.size();
  }
  for (unsigned i = 0, e = rule.getNumOperands(); i < e; ++i) {
    ShardingAttr sharding =
        rule.getOperandSharding(i, factors, planner.meshRef, planner.mesh);
    if (sharding.getUsedAxes().size() !=
        countFactorAxes(rule.getOperandFactors()[i], factors))
      return std::nullopt;
    strategy.operands.push_back(sharding);
  }
  for (unsigned r = 0, e = rule.getNumResults(); r < e; ++r) {
    ShardingAttr sharding =
        rule.getResultSharding(r, factors, planner.meshRef, planner.mesh);
    if (sharding.getUsedAxes().size() !=
        countFactorAxes(rule.getResultFactors()[r], factors) + partialAxes)
      return std::nullopt;
    strategy.results.push_back(sharding);
    int64_t bytes = localBytesOf(resultTypes[r], sharding, planner.mesh);
    strategy.bytes += r < shares.size()
                          ? static_cast<int64_t>(std::ceil(bytes * shares[r]))
                          : bytes;
  }
  if (op)
    strategy.seconds =
        shardedComputeTime(op, strategy.operands, strategy.results, used,
                           planner.mesh, planner.profile);
  return strategy;
}

//===----------------------------------------------------------------------===//
// The graph
//===----------------------------------------------------------------------===//

/// Where a value comes from: a node and its result number.
struct Producer {
  unsigned node = 0, result = 0;
};

/// Where the microbatches' loop puts a data edge: its producer's place and
/// its reader's, and the value's type in one microbatch's run (null
/// outside the loop).
struct LoopEdge {
  MicrobatchPlace from = MicrobatchPlace::Before;
  MicrobatchPlace to = MicrobatchPlace::Before;
  Type share;
};

/// A stretch of an op's memory that depends on whether the op is
/// recomputed: its results are held over [lo, hi) under the strategies
/// whose `recomputed` is `whenRecomputed`.
struct HeldStretch {
  unsigned node = 0;
  int64_t lo = 0, hi = 0;
  bool whenRecomputed = false;
};

/// Builds the graph: nodes, then edges and intervals.
class GraphBuilder {
public:
  explicit GraphBuilder(const Planner &planner)
      : planner(planner), strategies{planner},
        costs(planner.mesh, planner.profile, planner.gradientBucketBytes()) {}

  FailureOr<StrategyGraph> build();

private:
  void addArguments();
  LogicalResult placeMicrobatchedOps();
  LogicalResult addOps();
  void addOperandEdges();
  void addReturnCosts();
  void addIntervals();
  /// Under remat=auto, adds to `node` (an op whose results the backward
  /// pass reads after a gap) a copy of each strategy that recomputes them.
  void addRecomputeVariants(StrategyNode &node) const;
  /// The problem's nodes that hold the stretches, each tied to its op's
  /// node by an edge that forbids any other strategy than the op's.
  void addHeldStretches();
  /// Adds `seconds(su, sv)` to the edge between nodes `u` < `v`.
  void addToEdge(
      unsigned u, unsigned v,
      llvm::function_ref<double(const Strategy &, const Strategy &)> seconds);
  void finishProblem();
  /// Charges each strategy of `node` what the loop repeats: the additions
  /// of its accumulated results to their accumulators, and its whole work
  /// if it runs on no microbatch's rows.
  void addLoopRepeats(StrategyNode &node, const MicrobatchedOp &entry) const;
  /// Where node `i` runs once the batch is split into microbatches.
  MicrobatchPlace placeOf(unsigned i) const;
  /// Where the microbatches' loop puts the edge from `producer` to node
  /// `v`.
  LoopEdge loopEdge(Producer producer, unsigned v) const;
  /// The seconds per step an edge placed as `loop` spends resharding a
  /// value of `type` from `have` into `want` (`bucketed`: its reductions
  /// join a bucket, ReshardingCost::seconds).
  double reshardSeconds(const LoopEdge &loop, Type type, ShardingAttr have,
                        ShardingAttr want, bool bucketed);
  /// Finds the values reduced in buckets (bucketedValues).
  void findBucketedValues();

  const Planner &planner;
  StrategyBuilder strategies;
  ReshardingCost costs;
  StrategyGraph graph;
  llvm::DenseMap<Value, Producer> producers;
  llvm::DenseMap<Operation *, unsigned> positions;
  /// The position after the block's last product, where every gradient is
  /// ready and the optimizer begins (JAX's steps run the whole backward
  /// pass, products and all, before the update, which has none); past the
  /// block's end in a program that has no gradients.
  unsigned gradientsReady = std::numeric_limits<unsigned>::max();
  /// The values whose reduction joins a bucket of others: every reader
  /// runs at or after gradientsReady, or only moves or sums the value on
  /// the way there (a gradient's transpose or reshape, through which
  /// propagation carries the partial sum).
  llvm::DenseSet<Value> bucketedValues;
  /// Each op's place and result shares under the planner's microbatches
  /// (empty without them).
  llvm::DenseMap<Operation *, MicrobatchedOp> microbatched;
  /// The ops the search may recompute (empty unless it chooses).
  llvm::DenseMap<Operation *, RecomputeWindow> windows;
  SmallVector<HeldStretch> stretches;
  std::map<std::pair<unsigned, unsigned>, std::vector<double>> edges;
};

/// Whether `sharding` (if any) splits every static dimension of `type` (if
/// a ranked tensor) evenly.
static bool splitsEvenly(Type type, ShardingAttr sharding, MeshAttr mesh) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !sharding || sharding.getRank() != tensor.getRank())
    return true;
  for (auto [d, size] : llvm::enumerate(tensor.getShape()))
    if (!ShapedType::isDynamic(size) &&
        size % sharding.getNumShards(d, mesh) != 0)
      return false;
  return true;
}

/// Whether `strategy` splits the tensors of one microbatch's run of its op
/// evenly: one that splits the batch finer than a microbatch's rows is not
/// what the partitioner will run in the loop.
static bool fitsMicrobatch(const Strategy &strategy,
                           const MicrobatchedOp &entry, MeshAttr mesh) {
  for (auto [type, sharding] : llvm::zip(entry.operandTypes, strategy.operands))
    if (!splitsEvenly(type, sharding, mesh))
      return false;
  for (auto [type, sharding] : llvm::zip(entry.resultTypes, strategy.results))
    if (!splitsEvenly(type, sharding, mesh))
      return false;
  return true;
}

/// The part of each of `types` the microbatches held at once keep, from
/// its type in one microbatch's run (`shares`): `inFlight` microbatches'
/// worth of a value per example (a pipeline's stages hold several), the
/// whole of any other.
static SmallVector<double> sharesOf(TypeRange types, TypeRange shares,
                                    int64_t inFlight) {
  SmallVector<double> result;
  for (auto [type, share] : llvm::zip(types, shares)) {
    auto whole = dyn_cast<RankedTensorType>(type);
    auto part = dyn_cast<RankedTensorType>(share);
    bool sized = whole && part && whole.hasStaticShape() &&
                 part.hasStaticShape() && whole.getNumElements() > 0;
    double fraction =
        sized ? double(part.getNumElements()) / double(whole.getNumElements())
              : 1.0;
    result.push_back(std::min(1.0, fraction * double(inFlight)));
  }
  return result;
}

/// The pointwise rule of a value of `type` alone: one factor per dimension.
static OpShardingRule valueRule(Type type) {
  OpShardingRuleBuilder builder(TypeRange{}, TypeRange{type});
  return builder.addPointwise().build();
}

void GraphBuilder::addArguments() {
  func::FuncOp function = planner.function;
  for (BlockArgument argument : function.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(argument.getType());
    if (!type)
      continue;
    StrategyNode node;
    node.argument = argument.getArgNumber();
    bool data = planner.step.argumentRoles[node.argument] == Role::Data;
    if (planner.hasUserSharding(node.argument) || data) {
      // What the user wrote, or the batch split every mode gives data.
      Strategy given;
      given.results.push_back(
          data && !planner.hasUserSharding(node.argument)
              ? dataSharding(planner, type)
              : function.getArgAttrOfType<ShardingAttr>(
                    node.argument, OSDPDialect::kShardingAttrName));
      given.bytes = localBytesOf(type, given.results[0], planner.mesh);
      node.strategies.push_back(std::move(given));
    } else {
      node.strategies = strategies.build(nullptr, valueRule(type), type);
    }
    producers[argument] = {static_cast<unsigned>(graph.nodes.size()), 0};
    graph.nodes.push_back(std::move(node));
  }
}

/// Whether the search chooses `op`'s sharding: it has tensors with
/// dimensions to split.
static bool hasSplittableTensor(Operation *op) {
  auto splittable = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() > 0;
  };
  return llvm::any_of(op->getOperandTypes(), splittable) ||
         llvm::any_of(op->getResultTypes(), splittable);
}

LogicalResult GraphBuilder::addOps() {
  unsigned index = 0;
  for (Operation &op : planner.function.getBody().front()) {
    unsigned opIndex = index++;
    positions[&op] = opIndex;
    if (op.getNumResults() == 0 || !hasSplittableTensor(&op))
      continue;
    StrategyNode node;
    node.op = &op;
    node.opIndex = opIndex;
    if (auto shard = dyn_cast<ShardOp>(op)) {
      // A user constraint: the one strategy it allows.
      Strategy given;
      given.results.push_back(shard.getSharding());
      given.operands.push_back(shard.getSharding().dropPartial());
      given.bytes =
          localBytesOf(shard.getType(), shard.getSharding(), planner.mesh);
      node.strategies.push_back(std::move(given));
    } else {
      std::optional<OpShardingRule> rule = getShardingRuleOf(&op);
      if (!rule)
        continue;
      if (failed(rule->verify(&op)))
        return op.emitOpError()
               << "has a sharding rule that does not match the op";
      auto it = microbatched.find(&op);
      SmallVector<double> shares;
      if (it != microbatched.end())
        shares = sharesOf(op.getResultTypes(), it->second.resultTypes,
                          microbatchesInFlight(planner));
      node.strategies =
          strategies.build(&op, *rule, op.getResultTypes(), shares);
      if (it != microbatched.end()) {
        // Only where some strategy fits: otherwise the loop's partitioning
        // decides, as for an op without microbatches.
        SmallVector<Strategy> fitting(llvm::make_filter_range(
            node.strategies, [&](const Strategy &strategy) {
              return fitsMicrobatch(strategy, it->second, planner.mesh);
            }));
        if (!fitting.empty())
          node.strategies = std::move(fitting);
      }
      addRecomputeVariants(node);
      if (it != microbatched.end())
        addLoopRepeats(node, it->second);
    }
    if (node.strategies.empty())
      continue;
    for (unsigned r = 0, e = op.getNumResults(); r < e; ++r)
      producers[op.getResult(r)] = {static_cast<unsigned>(graph.nodes.size()),
                                    r};
    graph.nodes.push_back(std::move(node));
  }
  return success();
}

void GraphBuilder::addToEdge(
    unsigned u, unsigned v,
    llvm::function_ref<double(const Strategy &, const Strategy &)> seconds) {
  ArrayRef<Strategy> from = graph.nodes[u].strategies;
  ArrayRef<Strategy> to = graph.nodes[v].strategies;
  std::vector<double> &matrix = edges[{u, v}];
  matrix.resize(from.size() * to.size(), 0.0);
  for (auto [su, a] : llvm::enumerate(from))
    for (auto [sv, b] : llvm::enumerate(to))
      matrix[su * to.size() + sv] += seconds(a, b);
}

void GraphBuilder::addOperandEdges() {
  for (auto [v, node] : llvm::enumerate(graph.nodes)) {
    if (!node.op)
      continue;
    for (auto [i, operand] : llvm::enumerate(node.op->getOperands())) {
      auto it = producers.find(operand);
      if (it == producers.end())
        continue;
      Producer producer = it->second;
      Type type = operand.getType();
      // A named copy: C++17 lambdas cannot capture structured bindings.
      size_t index = i;
      LoopEdge loop = loopEdge(producer, v);
      bool gradient = bucketedValues.contains(operand);
      bool atUpdate = node.opIndex >= gradientsReady;
      addToEdge(producer.node, v, [&](const Strategy &a, const Strategy &b) {
        ShardingAttr have = a.results[producer.result];
        ShardingAttr want = b.operands[index];
        // Before the update, only a sum the reader passes on whole is
        // reduced later, with the other gradients (propagation carries the
        // partial sum through the reader); a scatter into the reader's
        // split happens where the reader is.
        bool bucketed = gradient && (atUpdate || want == have.dropPartial());
        // An op that reads a resharded operand reads a collective's
        // result, which the rewrite never recomputes (it would hold the
        // collective's buffer until the backward pass).
        if (b.recomputed && have != want)
          return std::numeric_limits<double>::infinity();
        return reshardSeconds(loop, type, have, want, bucketed);
      });
    }
  }
}

/// What the caller receives: an updated state result goes back sharded as
/// its argument (an edge to the argument), any other result as the user
/// asked, or as computed without partial axes.
void GraphBuilder::addReturnCosts() {
  func::FuncOp function = planner.function;
  Operation *terminator = function.getBody().front().getTerminator();
  for (auto [j, value] : llvm::enumerate(terminator->getOperands())) {
    auto it = producers.find(value);
    if (it == producers.end())
      continue;
    Producer producer = it->second;
    Type type = value.getType();
    bool bucketed = bucketedValues.contains(value);
    auto given = function.getResultAttrOfType<ShardingAttr>(
        j, OSDPDialect::kShardingAttrName);
    std::optional<unsigned> update = planner.step.updates[j];
    auto argument = update ? producers.find(function.getArgument(*update))
                           : producers.end();
    if (!given && argument != producers.end()) {
      if (argument->second.node < producer.node)
        addToEdge(argument->second.node, producer.node,
                  [&](const Strategy &a, const Strategy &b) {
                    return costs.seconds(type, b.results[producer.result],
                                         a.results[0], bucketed);
                  });
      continue;
    }
    for (Strategy &strategy : graph.nodes[producer.node].strategies) {
      ShardingAttr computed = strategy.results[producer.result];
      strategy.seconds += costs.seconds(
          type, computed, given ? given : computed.dropPartial(), bucketed);
    }
  }
}

/// The step's results whose buffers are arguments' (`tf.aliasing_output`:
/// the caller donates the argument).
static llvm::SmallDenseSet<unsigned> donatedResults(func::FuncOp function) {
  llvm::SmallDenseSet<unsigned> donated;
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    if (auto alias =
            function.getArgAttrOfType<IntegerAttr>(i, "tf.aliasing_output"))
      donated.insert(static_cast<unsigned>(alias.getInt()));
  return donated;
}

/// Live intervals in program order: an op's results from the op to its
/// last user (the end if returned, unless into a donated argument's
/// buffer, which that argument's node holds), arguments throughout.
void GraphBuilder::addIntervals() {
  Block &body = planner.function.getBody().front();
  llvm::SmallDenseSet<unsigned> donated = donatedResults(planner.function);
  int64_t end = static_cast<int64_t>(positions.size()) + 1;
  graph.problem.nodes.resize(graph.nodes.size());
  for (auto [i, node] : llvm::enumerate(graph.nodes)) {
    solver::Node &problemNode = graph.problem.nodes[i];
    if (!node.op) {
      problemNode.lo = 0;
      problemNode.hi = end;
      continue;
    }
    int64_t last = node.opIndex;
    for (OpOperand &use : node.op->getUses()) {
      Operation *top = body.findAncestorOpInBlock(*use.getOwner());
      if (!top)
        continue;
      if (!isa<func::ReturnOp>(top))
        last = std::max<int64_t>(last, positions.lookup(top));
      else if (!donated.contains(use.getOperandNumber()))
        last = end - 1;
    }
    problemNode.lo = node.opIndex;
    problemNode.hi = last + 1;
    if (node.strategies.back().recomputed) {
      // Held whole up to the last forward reader; then either kept to
      // the last reader, or recomputed for the backward readers.
      const RecomputeWindow &window = windows.find(node.op)->second;
      problemNode.hi = window.lastForward + 1;
      stretches.push_back({static_cast<unsigned>(i), window.lastForward + 1,
                           last + 1, /*whenRecomputed=*/false});
      stretches.push_back({static_cast<unsigned>(i), window.firstBackward,
                           window.lastBackward + 1, /*whenRecomputed=*/true});
    }
  }
}

void GraphBuilder::addRecomputeVariants(StrategyNode &node) const {
  auto window = windows.find(node.op);
  if (window == windows.end() || allTiny(node.op->getResultTypes()))
    return;
  // With microbatches, the rewrite recomputes in the loop's body only.
  auto entry = microbatched.find(node.op);
  if (!microbatched.empty() && (entry == microbatched.end() ||
                                entry->second.place != MicrobatchPlace::Loop))
    return;
  // Each strategy's seconds are its work alone here: recomputing does it
  // again (in the loop once per microbatch, as the whole batch's time
  // already counts).
  size_t kept = node.strategies.size();
  for (size_t s = 0; s < kept; ++s) {
    Strategy copy = node.strategies[s];
    copy.recomputed = true;
    copy.seconds *= 2;
    node.strategies.push_back(std::move(copy));
  }
}

void GraphBuilder::addHeldStretches() {
  solver::Problem &problem = graph.problem;
  for (const HeldStretch &stretch : stretches) {
    ArrayRef<Strategy> choices = graph.nodes[stretch.node].strategies;
    solver::Node held;
    held.lo = stretch.lo;
    held.hi = stretch.hi;
    solver::Edge tie;
    tie.u = stretch.node;
    tie.v = problem.nodes.size();
    for (auto [s, strategy] : llvm::enumerate(choices)) {
      held.costs.push_back(0);
      held.usages.push_back(
          strategy.recomputed == stretch.whenRecomputed ? strategy.bytes : 0);
      for (size_t t = 0; t < choices.size(); ++t)
        tie.costs.push_back(s == t ? 0 : solver::kForbiddenCost);
    }
    problem.nodes.push_back(std::move(held));
    problem.edges.push_back(std::move(tie));
  }
}

/// Seconds as solver costs (forbidden where infinite).
static solver::Cost toCost(double seconds) {
  if (!std::isfinite(seconds) ||
      seconds * kCostUnitsPerSecond >= double(solver::kForbiddenCost))
    return solver::kForbiddenCost;
  return static_cast<solver::Cost>(std::llround(seconds * kCostUnitsPerSecond));
}

void GraphBuilder::finishProblem() {
  solver::Problem &problem = graph.problem;
  problem.name = planner.function.getSymName().str();
  // The graph is the whole step's; a pipeline stage holds about a
  // 1/stages share of what is live in it.
  problem.usageLimit = planner.memoryBytes * planner.stages;
  for (auto [i, node] : llvm::enumerate(graph.nodes))
    for (const Strategy &strategy : node.strategies) {
      problem.nodes[i].costs.push_back(toCost(strategy.seconds));
      problem.nodes[i].usages.push_back(strategy.bytes);
    }
  for (auto &[key, matrix] : edges) {
    if (llvm::all_of(matrix, [](double seconds) { return seconds == 0; }))
      continue;
    solver::Edge edge;
    edge.u = key.first;
    edge.v = key.second;
    for (double seconds : matrix)
      edge.costs.push_back(toCost(seconds));
    problem.edges.push_back(std::move(edge));
  }
  addHeldStretches();
  graph.reshardings = costs.getLookups();
  graph.cachedReshardings = costs.getHits();
}

/// The ops' places and shares under the planner's microbatches: the search
/// prices the step the partition pipeline's osdp-microbatch will run.
LogicalResult GraphBuilder::placeMicrobatchedOps() {
  if (planner.microbatches == 1)
    return success();
  FailureOr<llvm::DenseMap<Operation *, MicrobatchedOp>> places =
      osdp::placeMicrobatchedOps(planner.function, planner.microbatches);
  if (failed(places))
    return failure();
  microbatched = std::move(*places);
  return success();
}

MicrobatchPlace GraphBuilder::placeOf(unsigned i) const {
  Operation *op = graph.nodes[i].op;
  auto it = op ? microbatched.find(op) : microbatched.end();
  return it == microbatched.end() ? MicrobatchPlace::Before : it->second.place;
}

/// The seconds one addition of a value of `type`, held as `sharding`, to
/// its accumulator takes: both read and the sum written, at memory speed
/// (an addition is memory-bound on every profile). A partial sum is added
/// whole: only what the loop reshards before adding (a reduce-scatter) is
/// smaller, which this leaves out.
static double accumulateSeconds(Type type, ShardingAttr sharding,
                                const Planner &planner) {
  double bytes = localBytesOf(type, sharding, planner.mesh);
  return planner.profile.memoryTime(3 * bytes) + planner.profile.opSeconds;
}

void GraphBuilder::addLoopRepeats(StrategyNode &node,
                                  const MicrobatchedOp &entry) const {
  auto count = static_cast<double>(planner.microbatches);
  // An op the loop runs on no microbatch's rows (a parameter's cast, moved
  // into the loop as only the loop reads it) does its whole work in every
  // iteration.
  bool whole = entry.place == MicrobatchPlace::Loop &&
               !llvm::is_contained(entry.accumulated, true) &&
               llvm::equal(node.op->getResultTypes(), entry.resultTypes);
  if (whole)
    for (Strategy &strategy : node.strategies)
      strategy.seconds *= count;
  for (auto [r, accumulated] : llvm::enumerate(entry.accumulated)) {
    Type type = node.op->getResult(r).getType();
    if (!accumulated || !isa<RankedTensorType>(type))
      continue;
    for (Strategy &strategy : node.strategies)
      strategy.seconds +=
          count * accumulateSeconds(type, strategy.results[r], planner);
  }
}

LoopEdge GraphBuilder::loopEdge(Producer producer, unsigned v) const {
  LoopEdge edge{placeOf(producer.node), placeOf(v), Type()};
  auto it = microbatched.find(graph.nodes[producer.node].op);
  if (edge.from == MicrobatchPlace::Loop && it != microbatched.end())
    edge.share = it->second.resultTypes[producer.result];
  return edge;
}

/// Without microbatches, once. With them, a value the loop makes and
/// reads is resharded in every iteration, one microbatch's rows at a time
/// (the same bytes as once whole, K times the latency); a value made
/// outside the loop and read in it is resharded whole in every iteration
/// (a parameter's gather); so is a sum the loop accumulates, unless its
/// resharding is the reduction alone (an all-reduce, which
/// osdp-optimize-collectives moves after the loop; a reduce-scatter stays
/// in it).
double GraphBuilder::reshardSeconds(const LoopEdge &loop, Type type,
                                    ShardingAttr have, ShardingAttr want,
                                    bool bucketed) {
  if (microbatched.empty())
    return costs.seconds(type, have, want, bucketed);
  auto count = static_cast<double>(planner.microbatches);
  if (loop.from == MicrobatchPlace::Loop && loop.to == MicrobatchPlace::Loop) {
    if (isa_and_nonnull<RankedTensorType>(loop.share) &&
        splitsEvenly(loop.share, have, planner.mesh) &&
        splitsEvenly(loop.share, want, planner.mesh))
      return count * costs.seconds(loop.share, have, want);
    return costs.seconds(type, have, want);
  }
  bool perIteration =
      (loop.from != MicrobatchPlace::Loop &&
       loop.to == MicrobatchPlace::Loop) ||
      (loop.from == MicrobatchPlace::Loop && want != have.dropPartial());
  return costs.seconds(type, have, want, bucketed) *
         (perIteration ? count : 1.0);
}

/// osdp-combine-collectives buckets the collectives whose windows (from
/// the input's producer to the first reader) meet. Every gradient's window
/// holds the end of the backward pass, so the reductions of the gradients
/// share buckets; a reduction read within the backward pass (a Megatron
/// layer's activations) is a call of its own.
void GraphBuilder::findBucketedValues() {
  Block &body = planner.function.getBody().front();
  // A forward program has no gradients.
  if (!planner.step.trains)
    return;
  for (Operation &op : body)
    if (isProduct(&op))
      gradientsReady = positions.lookup(&op) + 1;
  if (gradientsReady == std::numeric_limits<unsigned>::max())
    return;
  // Ops a partial sum passes through: moving it, or summing it further.
  auto passesPartialSum = [](Operation *op) {
    if (isa<stablehlo::ReduceOp>(op)) {
      std::optional<OpShardingRule> rule = getShardingRuleOf(op);
      return rule && rule->getReductionKind() == ReductionKind::Sum;
    }
    return isa<stablehlo::TransposeOp, stablehlo::ReshapeOp,
               stablehlo::ConvertOp>(op);
  };
  for (Operation &op : llvm::reverse(body))
    for (Value result : op.getResults()) {
      bool bucketed = !result.use_empty();
      for (Operation *user : result.getUsers()) {
        Operation *reader = body.findAncestorOpInBlock(*user);
        bucketed &= positions.lookup(reader) >= gradientsReady ||
                    (passesPartialSum(reader) &&
                     bucketedValues.contains(reader->getResult(0)));
      }
      if (bucketed)
        bucketedValues.insert(result);
    }
}

FailureOr<StrategyGraph> GraphBuilder::build() {
  addArguments();
  if (planner.searchRecomputes)
    windows = findRecomputeWindows(planner.function);
  if (failed(placeMicrobatchedOps()) || failed(addOps()))
    return failure();
  findBucketedValues();
  addOperandEdges();
  addReturnCosts();
  addIntervals();
  finishProblem();
  return std::move(graph);
}

} // namespace

FailureOr<StrategyGraph>
osdp::autoshard::buildStrategyGraph(const Planner &planner) {
  return GraphBuilder(planner).build();
}

//===----------------------------------------------------------------------===//
// Writing a solution
//===----------------------------------------------------------------------===//

void osdp::autoshard::writeStrategies(const Planner &planner,
                                      func::FuncOp function,
                                      const StrategyGraph &graph,
                                      const solver::Assignment &assignment) {
  MLIRContext *context = function.getContext();
  SmallVector<Operation *> ops;
  for (Operation &op : function.getBody().front())
    ops.push_back(&op);
  for (auto [node, choice] : llvm::zip(graph.nodes, assignment)) {
    const Strategy &strategy = node.strategies[choice];
    if (!node.op) {
      if (!planner.hasUserSharding(node.argument))
        function.setArgAttr(node.argument, OSDPDialect::kShardingAttrName,
                            strategy.results[0]);
      continue;
    }
    Operation *op = ops[node.opIndex];
    if (isa<ShardOp>(op))
      continue;
    SmallVector<Attribute> results(strategy.results.begin(),
                                   strategy.results.end());
    op->setAttr(OSDPDialect::kShardingsAttrName,
                ArrayAttr::get(context, results));
    if (strategy.recomputed)
      op->setAttr(OSDPDialect::kRecomputeAttrName, UnitAttr::get(context));
    else if (planner.searchRecomputes)
      op->removeAttr(OSDPDialect::kRecomputeAttrName);
  }
  for (auto [j, update] : llvm::enumerate(planner.step.updates)) {
    if (!update || function.getResultAttr(j, OSDPDialect::kShardingAttrName))
      continue;
    if (auto given = function.getArgAttrOfType<ShardingAttr>(
            *update, OSDPDialect::kShardingAttrName))
      function.setResultAttr(j, OSDPDialect::kShardingAttrName, given);
  }
}

std::string osdp::autoshard::describeStrategy(const Strategy &strategy) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!strategy.results.empty())
    mlir::Attribute(strategy.results.front()).print(os);
  if (strategy.recomputed)
    os << " recomputed";
  return text;
}
