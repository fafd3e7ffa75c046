//===- ShardingPropagation.cpp - Rule-based sharding completion -----------===//
//
// A worklist fixed point over the ops of each function. Every tensor value
// has a state (its sharding so far, or none, and whether the user fixed it);
// every op with a sharding rule, and every edge of a region op, is a node
// that projects the shardings of its tensors onto the rule's factors, picks
// one axis list per factor, and pushes the shardings this implies back onto
// its tensors. A propagated sharding records the strength of the evidence
// behind it; a conflicting proposal replaces it only when strictly stronger,
// and otherwise shardings only grow, so every change strictly increases the
// pair (strength, number of axes) of one value and the fixed point is
// reached (see `refine`).
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Propagation/ShardingPropagation.h"

#include "osdp/Analysis/ProgramCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Transforms/Propagation/UserConstraint.h"

#include "CostResolution.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <optional>
#include <queue>
#include <tuple>

using namespace mlir;
using namespace osdp;

namespace {

//===----------------------------------------------------------------------===//
// Region ops
//===----------------------------------------------------------------------===//

/// The region ops whose bodies propagation goes through. They are recognised
/// by name so that this library does not depend on the C++ of the import
/// dialect: only their structure is used (results fed by the region
/// terminators; for a while, block arguments that are the loop-carried
/// values).
enum class RegionOpKind { None, While, Branch };

RegionOpKind getRegionOpKind(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name == "stablehlo.while")
    return RegionOpKind::While;
  if (name == "stablehlo.if" || name == "stablehlo.case")
    return RegionOpKind::Branch;
  return RegionOpKind::None;
}

//===----------------------------------------------------------------------===//
// The propagation of one function
//===----------------------------------------------------------------------===//

/// The sharding of one value (or of several values that must share it: the
/// results of a while and the block arguments of its regions).
struct ValueState {
  /// The sharding so far; null while nothing has reached the value.
  ShardingAttr sharding;
  /// The user's sharding, with its open dimensions, priorities and
  /// replicated axes; null if the user wrote none. Every sharding the value
  /// takes is first made to respect it (`applyConstraint`).
  ShardingAttr constraint;
  /// The constraint fixes the whole sharding at the current stage: never
  /// changed.
  bool fixed = false;
  /// Not a user constraint but not changed either (results of ops without
  /// a sharding rule, which can only produce replicated values).
  bool pinned = false;
  /// Where the user constraint comes from, for messages.
  Location constraintLoc;
  std::string constraintWhat;
  int64_t bytes = 0;
  /// How strongly the sharding is held, in bytes of evidence, between 0 and
  /// `bytes`: `bytes` for a user constraint; for a propagated sharding, the
  /// bytes of this value times the density of the evidence that gave it
  /// (see `process`). A conflicting proposal replaces the sharding only if
  /// it is strictly stronger.
  int64_t strength = 0;
  llvm::SmallVector<Value, 1> members;
  /// The sharding group the value belongs to, or -1.
  int64_t group = -1;

  bool isUserConstrained() const { return fixed || constraint; }
};

/// An op with a sharding rule, or one edge of a region op (which behaves as
/// an elementwise op from the values feeding a loop-carried value or a
/// branch result to that value).
struct Node {
  Operation *op;
  OpShardingRule rule;
  /// State ids of the rule's operands and results; -1 where the operand is
  /// not a ranked tensor (tokens, tuples).
  llvm::SmallVector<int, 4> operands;
  llvm::SmallVector<int, 2> results;
  /// 0: no reduction factor; 1: has one (contractions, reductions).
  unsigned tier;
  /// For each result, the product of the sizes of its shardable dimensions
  /// that no operand has (the new dimensions of a broadcast, an iota): the
  /// factor by which the op replicates the data its operands give the
  /// result.
  llvm::SmallVector<int64_t, 2> replication = {};
};

/// The axes chosen for one factor and how strongly the op's tensors support
/// them (the key of the priority policy, compared lexicographically).
struct FactorChoice {
  llvm::SmallVector<StringAttr> axes;
  int64_t fixedSupport = 0;
  int64_t support = 0;
  /// The evidence behind the choice: the sum of the strengths of the
  /// supporting tensors (their bytes for user constraints).
  int64_t evidence = 0;
  /// The part of `evidence` the operands give: what a reduction factor's
  /// partial axes on the results rest on.
  int64_t operandEvidence = 0;
  int64_t firstSeen = 0;
  /// The best density (strength / bytes) among the supporting tensors: the
  /// share of a tensor's bytes the choice can claim as evidence when it
  /// proposes itself to that tensor.
  double density = 0;

  auto key() const {
    return std::make_tuple(evidence, support, fixedSupport,
                           static_cast<int64_t>(axes.size()), -firstSeen);
  }
};

bool isPrefixOf(ArrayRef<StringAttr> prefix, ArrayRef<StringAttr> list) {
  return prefix.size() <= list.size() &&
         llvm::equal(prefix, list.take_front(prefix.size()));
}

bool areCompatible(ArrayRef<StringAttr> a, ArrayRef<StringAttr> b) {
  return isPrefixOf(a, b) || isPrefixOf(b, a);
}

bool sameSharding(ShardingAttr a, ShardingAttr b) {
  return a == b || (a && b && a.isEquivalentTo(b));
}

class FunctionPropagation {
public:
  FunctionPropagation(func::FuncOp func, SymbolTableCollection &symbolTables,
                      const ShardingPropagationOptions &options,
                      ShardingPropagationStats &stats)
      : func(func), symbolTables(symbolTables), options(options), stats(stats) {
    if (options.profile && !options.conservative)
      resolver.emplace(*options.profile);
  }

  LogicalResult run();

private:
  // Building the graph.
  int getStateId(Value value);
  void aliasValue(Value value, int stateId);
  LogicalResult collect();
  /// Gives each function argument a state, with the user's sharding.
  LogicalResult collectArguments();
  /// Records `op` in the walk over the body: the states of its results, the
  /// shardings written on it, and its node or edges. Returns whether the
  /// walk enters its regions; sets `failedAny` on an error.
  WalkResult collectOp(Operation *op, bool &failedAny);
  /// The user constraints written on `op`: an osdp.shard, or
  /// `osdp.shardings` on its results.
  LogicalResult addWrittenConstraints(Operation *op);
  /// A manual computation's out shardings, as constraints on its results.
  LogicalResult addOutShardings(ManualComputationOp op);
  /// Fails on a call that passes tensors: propagation does not follow it.
  LogicalResult checkCall(func::CallOp call);
  /// The loop-carried values of a while: the results and the block
  /// arguments of every region share one state.
  LogicalResult aliasLoopCarriedValues(Operation *op);
  /// A value the loop carries unchanged is its operand in every iteration:
  /// one state for both, so that the loop's readers reshard from the
  /// operand's sharding rather than the carried copy taking another one
  /// (which one reader would set, and every other reader would reshard
  /// from in each iteration). Before the results have states of their own.
  void aliasUnchangedCarries(Operation *op);
  /// Adds the node of an op with a sharding rule.
  LogicalResult addRuledOp(Operation *op, OpShardingRule rule);
  /// Proposes the function results' shardings to the returned values.
  LogicalResult collectResults();
  void addEdges(Operation *op, RegionOpKind kind);
  void addNode(Node node);
  /// Checks that a sharding the user wrote fits `value` and its mesh.
  LogicalResult verifyUserSharding(Value value, ShardingAttr sharding,
                                   Location loc, const Twine &what);
  LogicalResult addUserConstraint(Value value, ShardingAttr sharding,
                                  Location loc, const Twine &what);
  /// Records the `osdp.sharding_group` ops: their operands share a state.
  LogicalResult collectShardingGroups();

  // The fixed point.
  /// The stages of propagation: the priorities the function's user
  /// shardings use, ascending, then `kLastPropagationStage`.
  llvm::SmallVector<int64_t> getStages() const;
  /// Brings the user constraints to `stage`: the dimensions whose priority
  /// has come are applied to their values (see UserConstraint.h).
  void activateStage(int64_t stage);
  void runToFixedPoint();
  MeshAttr getMesh(FlatSymbolRefAttr name);
  void process(unsigned nodeId);
  /// The support the op's tensors give `candidate` as factor `factor`'s
  /// axes.
  FactorChoice supportFor(int64_t factor, ArrayRef<StringAttr> candidate,
                          unsigned firstSeen, ArrayRef<FactorAxes> projections,
                          ArrayRef<int> tensorStates,
                          unsigned numOperands) const;
  /// With a hardware profile, replaces the evidence's `merged` by the
  /// cheapest assignment where the op's tensors conflict (CostResolution.h).
  void resolveByCost(const Node &node, ArrayRef<int> tensorStates,
                     ArrayRef<FactorAxes> projections, FactorAxes &merged,
                     SmallVectorImpl<FactorChoice> &choices,
                     FlatSymbolRefAttr meshName, MeshAttr mesh);
  FactorChoice chooseFactorAxes(int64_t factor,
                                ArrayRef<FactorAxes> projections,
                                ArrayRef<int> tensorStates,
                                unsigned numOperands) const;
  bool refine(int stateId, ShardingAttr proposed, int64_t strength);
  void enqueue(unsigned nodeId);
  void enqueueNeighbours(int stateId);

  // Output.
  LogicalResult checkUnruledOps();
  void writeBack();
  ShardingAttr getFinalSharding(Value value, int64_t rank);

  func::FuncOp func;
  SymbolTableCollection &symbolTables;
  const ShardingPropagationOptions &options;
  ShardingPropagationStats &stats;

  std::vector<ValueState> states;
  llvm::DenseMap<Value, int> stateOf;
  std::vector<Node> nodes;
  llvm::DenseMap<Operation *, llvm::SmallVector<unsigned, 1>> nodesOf;
  /// Ops that have tensors but no rule and no special handling.
  llvm::SmallVector<Operation *> unruledOps;
  /// Ops whose results get `osdp.shardings`, in program order.
  llvm::SmallVector<Operation *> annotatedOps;
  llvm::DenseMap<Attribute, MeshAttr> meshes;
  FlatSymbolRefAttr defaultMesh;
  /// The function results' shardings, proposed to the returned values.
  llvm::SmallVector<std::pair<int, ShardingAttr>> resultProposals;
  /// The state of each sharding group, by group id, once created.
  llvm::DenseMap<Value, int64_t> groupOf;
  llvm::DenseMap<int64_t, int> groupStates;
  llvm::SmallVector<Operation *> groupOps;

  using QueueEntry = std::pair<unsigned, unsigned>; // (tier, node id)
  std::priority_queue<QueueEntry, std::vector<QueueEntry>,
                      std::greater<QueueEntry>>
      queue;
  std::vector<bool> queued;
  /// The current stage (see UserConstraint.h).
  int64_t stage = kLastPropagationStage;
  /// Settles conflicts by predicted time when a profile is given.
  std::optional<CostResolver> resolver;
  /// The last resolution of each op's conflict, for `explain`.
  llvm::MapVector<Operation *, std::string> explanations;
};

int FunctionPropagation::getStateId(Value value) {
  auto it = stateOf.find(value);
  if (it != stateOf.end())
    return it->second;
  // The values of a sharding group share the state of the first one seen.
  auto group = groupOf.find(value);
  if (group != groupOf.end()) {
    auto shared = groupStates.find(group->second);
    if (shared != groupStates.end()) {
      aliasValue(value, shared->second);
      return shared->second;
    }
  }
  int id = states.size();
  stateOf[value] = id;
  ValueState state{ShardingAttr(),
                   ShardingAttr(),
                   false,
                   false,
                   value.getLoc(),
                   "",
                   bytesOf(value.getType()),
                   0,
                   {value},
                   -1};
  if (group != groupOf.end()) {
    state.group = group->second;
    groupStates[group->second] = id;
  }
  states.push_back(std::move(state));
  return id;
}

void FunctionPropagation::aliasValue(Value value, int stateId) {
  stateOf[value] = stateId;
  states[stateId].members.push_back(value);
}

void FunctionPropagation::addNode(Node node) {
  unsigned id = nodes.size();
  nodesOf[node.op].push_back(id);
  nodes.push_back(std::move(node));
}

MeshAttr FunctionPropagation::getMesh(FlatSymbolRefAttr name) {
  auto it = meshes.find(name);
  if (it != meshes.end())
    return it->second;
  MeshAttr mesh = lookupMesh(func, name, symbolTables);
  meshes[name] = mesh;
  return mesh;
}

LogicalResult FunctionPropagation::verifyUserSharding(Value value,
                                                      ShardingAttr sharding,
                                                      Location loc,
                                                      const Twine &what) {
  MeshAttr mesh = getMesh(sharding.getMesh());
  if (!mesh)
    return emitError(loc) << what << ": sharding refers to '"
                          << sharding.getMesh()
                          << "', which is not an osdp.mesh";
  if (failed(sharding.verifyFor(value.getType(), mesh, [&]() {
        return emitError(loc) << what << ": ";
      })))
    return failure();
  if (!defaultMesh)
    defaultMesh = sharding.getMesh();
  return success();
}

LogicalResult FunctionPropagation::addUserConstraint(Value value,
                                                     ShardingAttr sharding,
                                                     Location loc,
                                                     const Twine &what) {
  if (failed(verifyUserSharding(value, sharding, loc, what)))
    return failure();
  ValueState &state = states[getStateId(value)];
  if (state.constraint) {
    if (state.constraint == sharding ||
        (!sharding.hasConstraintInfo() &&
         !state.constraint.hasConstraintInfo() &&
         sameSharding(state.constraint, sharding)))
      return success();
    InFlightDiagnostic diag = emitError(loc) << "conflicting user shardings ";
    if (state.group >= 0)
      diag << "in sharding group " << state.group << ": ";
    else
      diag << "for one value: ";
    diag << what << " is " << sharding << ", but " << state.constraintWhat
         << " is " << state.constraint;
    diag.attachNote(state.constraintLoc)
        << state.constraintWhat << " is set here";
    return diag;
  }
  state.constraint = sharding;
  state.constraintLoc = loc;
  state.constraintWhat = what.str();
  return success();
}

void FunctionPropagation::addEdges(Operation *op, RegionOpKind kind) {
  // One pointwise edge per ranked tensor result: the values that feed it
  // (the initial operand and the yielded value for a while, the value each
  // branch returns for if/case) are its operands.
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!type)
      continue;
    llvm::SmallVector<Value> feeds;
    if (kind == RegionOpKind::While) {
      if (i < op->getNumOperands())
        feeds.push_back(op->getOperand(i));
      Region &body = op->getRegion(op->getNumRegions() - 1);
      if (!body.empty()) {
        Operation *yield = body.front().getTerminator();
        if (yield && i < yield->getNumOperands())
          feeds.push_back(yield->getOperand(i));
      }
    } else {
      for (Region &branch : op->getRegions()) {
        if (branch.empty())
          continue;
        Operation *yield = branch.front().getTerminator();
        if (yield && i < yield->getNumOperands())
          feeds.push_back(yield->getOperand(i));
      }
    }
    llvm::erase_if(feeds, [&](Value v) { return v.getType() != type; });
    llvm::SmallVector<Type> feedTypes(feeds.size(), type);
    Node node{op,
              OpShardingRuleBuilder(TypeRange(feedTypes), TypeRange(type))
                  .addPointwise()
                  .build(),
              {},
              {getStateId(result)},
              0};
    for (Value feed : feeds)
      node.operands.push_back(getStateId(feed));
    addNode(std::move(node));
  }
  // The terminators feeding the edges wake them up.
  llvm::SmallVector<unsigned, 4> edgeIds(nodesOf.lookup(op));
  for (Region &region : op->getRegions())
    if (!region.empty())
      if (Operation *yield = region.front().getTerminator())
        nodesOf[yield].append(edgeIds.begin(), edgeIds.end());
}

LogicalResult FunctionPropagation::collectShardingGroups() {
  llvm::DenseMap<int64_t, ShardingGroupOp> firstOfGroup;
  WalkResult walk = func.walk([&](ShardingGroupOp op) -> WalkResult {
    int64_t group = op.getGroupIdAttr().getInt();
    auto [first, inserted] = firstOfGroup.try_emplace(group, op);
    auto type = cast<RankedTensorType>(op.getInput().getType());
    auto firstType = cast<RankedTensorType>(first->second.getInput().getType());
    if (type.getShape() != firstType.getShape()) {
      InFlightDiagnostic diag = op.emitOpError()
                                << "puts a value of type " << type
                                << " in sharding group " << group
                                << ", whose values have shape " << firstType;
      diag.attachNote(first->second.getLoc()) << "first value of the group";
      return diag;
    }
    auto [it, added] = groupOf.try_emplace(op.getInput(), group);
    if (!added && it->second != group)
      return op.emitOpError()
             << "puts a value in sharding group " << group
             << ", but it is already in sharding group " << it->second;
    groupOps.push_back(op);
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Whether `op` has a ranked tensor operand or result.
bool hasRankedTensors(Operation *op) {
  auto isTensor = llvm::IsaPred<RankedTensorType>;
  return llvm::any_of(op->getOperandTypes(), isTensor) ||
         llvm::any_of(op->getResultTypes(), isTensor);
}

/// For each result of `rule`, the product of the sizes of its dimensions'
/// factors that no operand has and that may be sharded (see
/// `Node::replication`). A whole factor of the result alone is not a
/// repetition: it is the output side of a dimension the op computes from
/// its operands' (a convolution's or a window's spatial dimensions, a
/// slice's or a pad's cut dimension), whose data the operands give.
llvm::SmallVector<int64_t, 2> getResultReplication(const OpShardingRule &rule) {
  llvm::SmallVector<int64_t, 2> replication;
  for (unsigned r = 0, e = rule.getNumResults(); r < e; ++r) {
    int64_t product = 1;
    for (unsigned d = 0, rank = rule.getResultRank(r); d < rank; ++d)
      for (int64_t f : rule.getResultDimFactors(r, d))
        if (rule.isResultOnly(f) && !rule.isWhole(f) &&
            !ShapedType::isDynamic(rule.getFactorSize(f)))
          product *= std::max<int64_t>(1, rule.getFactorSize(f));
    replication.push_back(product);
  }
  return replication;
}

LogicalResult FunctionPropagation::collect() {
  if (failed(collectShardingGroups()) || failed(collectArguments()))
    return failure();
  bool failedAny = false;
  func.getBody().walk<WalkOrder::PreOrder>(
      [&](Operation *op) { return collectOp(op, failedAny); });
  if (failedAny)
    return failure();
  return collectResults();
}

LogicalResult FunctionPropagation::collectArguments() {
  for (BlockArgument arg : func.getArguments()) {
    getStateId(arg);
    if (auto sharding = func.getArgAttrOfType<ShardingAttr>(
            arg.getArgNumber(), OSDPDialect::kShardingAttrName))
      if (failed(addUserConstraint(arg, sharding, arg.getLoc(),
                                   "the sharding of argument #" +
                                       Twine(arg.getArgNumber()))))
        return failure();
  }
  return success();
}

WalkResult FunctionPropagation::collectOp(Operation *op, bool &failedAny) {
  if (op->getNumResults() > 0 && !isa<ShardOp>(op))
    annotatedOps.push_back(op);
  if (getRegionOpKind(op) == RegionOpKind::While)
    aliasUnchangedCarries(op);
  for (Value result : op->getResults())
    getStateId(result);
  failedAny |= failed(addWrittenConstraints(op));
  if (isa<func::ReturnOp, ShardingGroupOp>(op))
    return WalkResult::advance();

  // A manual computation is a boundary: its results are what its out
  // shardings say (its operands carry osdp.shard constraints), and its
  // body is per-device code that propagation must not touch.
  if (auto manual = dyn_cast<ManualComputationOp>(op)) {
    failedAny |= failed(addOutShardings(manual));
    return WalkResult::skip();
  }
  if (auto call = dyn_cast<func::CallOp>(op)) {
    failedAny |= failed(checkCall(call));
    return WalkResult::advance();
  }
  RegionOpKind kind = getRegionOpKind(op);
  if (kind != RegionOpKind::None) {
    if (kind == RegionOpKind::While)
      failedAny |= failed(aliasLoopCarriedValues(op));
    addEdges(op, kind);
    return WalkResult::advance();
  }
  if (std::optional<OpShardingRule> rule = getShardingRuleOf(op)) {
    failedAny |= failed(addRuledOp(op, std::move(*rule)));
    // Regions of ruled ops (reduce, sort, scatter bodies) are scalar.
    return WalkResult::skip();
  }
  if (op->hasTrait<OpTrait::IsTerminator>() && op->getParentOp() &&
      getRegionOpKind(op->getParentOp()) != RegionOpKind::None)
    return WalkResult::advance();

  // No rule: the op can only compute on whole tensors.
  if (hasRankedTensors(op)) {
    unruledOps.push_back(op);
    for (Value result : op->getResults())
      states[getStateId(result)].pinned = true;
  }
  return op->getNumRegions() ? WalkResult::skip() : WalkResult::advance();
}

LogicalResult FunctionPropagation::addWrittenConstraints(Operation *op) {
  bool failedAny = false;
  if (auto shard = dyn_cast<ShardOp>(op))
    failedAny |=
        failed(addUserConstraint(shard.getResult(), shard.getSharding(),
                                 op->getLoc(), "the osdp.shard constraint"));
  auto shardings =
      op->getAttrOfType<ArrayAttr>(OSDPDialect::kShardingsAttrName);
  if (!shardings)
    return failure(failedAny);
  if (shardings.size() != op->getNumResults())
    return op->emitOpError()
           << "'" << OSDPDialect::kShardingsAttrName << "' has "
           << shardings.size() << " shardings but the op has "
           << op->getNumResults() << " results";
  for (auto [i, attr] : llvm::enumerate(shardings)) {
    auto sharding = dyn_cast<ShardingAttr>(attr);
    if (!sharding)
      return op->emitOpError() << "'" << OSDPDialect::kShardingsAttrName
                               << "' must be an array of #osdp.sharding";
    failedAny |= failed(
        addUserConstraint(op->getResult(i), sharding, op->getLoc(),
                          "the sharding of result #" + Twine(i) + " of '" +
                              op->getName().getStringRef() + "'"));
  }
  return failure(failedAny);
}

LogicalResult FunctionPropagation::addOutShardings(ManualComputationOp op) {
  bool failedAny = false;
  for (auto [i, sharding] : llvm::enumerate(op.getOutShardingList()))
    failedAny |= failed(addUserConstraint(
        op.getResult(i), sharding, op->getLoc(),
        "out sharding #" + Twine(i) + " of the manual computation"));
  return failure(failedAny);
}

LogicalResult FunctionPropagation::checkCall(func::CallOp call) {
  if (!hasRankedTensors(call))
    return success();
  return call->emitOpError() << "calls '" << call.getCallee()
                             << "'; osdp-propagate does not follow calls: run "
                                "--inline first";
}

/// Whether `loop` carries its operand `i` unchanged: its body yields its
/// block argument `i` back.
static bool carriesUnchanged(Operation *loop, unsigned i) {
  Region &body = loop->getRegion(loop->getNumRegions() - 1);
  if (body.empty() || i >= body.getNumArguments())
    return false;
  Operation *yield = body.front().getTerminator();
  return yield && i < yield->getNumOperands() &&
         yield->getOperand(i) == body.getArgument(i) &&
         i < loop->getNumOperands() &&
         loop->getOperand(i).getType() == loop->getResult(i).getType();
}

void FunctionPropagation::aliasUnchangedCarries(Operation *op) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
    Value result = op->getResult(i);
    if (isa<RankedTensorType>(result.getType()) && !stateOf.count(result) &&
        !groupOf.count(result) && carriesUnchanged(op, i))
      aliasValue(result, getStateId(op->getOperand(i)));
  }
}

LogicalResult FunctionPropagation::aliasLoopCarriedValues(Operation *op) {
  bool failedAny = false;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    for (auto [i, arg] : llvm::enumerate(region.getArguments())) {
      if (i >= op->getNumResults() ||
          arg.getType() != op->getResult(i).getType())
        continue;
      // The loop-carried value already shares the result's state.
      if (groupOf.contains(arg)) {
        op->emitOpError() << "has loop-carried block argument #" << i
                          << " in a sharding group; put the loop's operand "
                             "or result in the group instead";
        failedAny = true;
        continue;
      }
      aliasValue(arg, getStateId(op->getResult(i)));
    }
  }
  return failure(failedAny);
}

LogicalResult FunctionPropagation::addRuledOp(Operation *op,
                                              OpShardingRule rule) {
  if (failed(rule.verify(op)))
    return op->emitOpError()
           << "has a sharding rule that does not match the op";
  Node node{op, std::move(rule), {}, {}, 0};
  node.tier = node.rule.getReductionFactors().empty() ? 0 : 1;
  node.replication = getResultReplication(node.rule);
  for (Value operand : op->getOperands())
    node.operands.push_back(
        isa<RankedTensorType>(operand.getType()) ? getStateId(operand) : -1);
  for (Value result : op->getResults())
    node.results.push_back(
        isa<RankedTensorType>(result.getType()) ? getStateId(result) : -1);
  addNode(std::move(node));
  return success();
}

/// Function results are edges (an identity rule) from the returned value to
/// the caller, not constraints on that value: it may be partial, or split
/// otherwise, and the partitioner reshards it at the return. The result's
/// sharding is proposed to the value as strongly as a user constraint, so
/// that it wins where nothing else decides.
LogicalResult FunctionPropagation::collectResults() {
  Operation *terminator = func.getBody().front().getTerminator();
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    auto sharding = func.getResultAttrOfType<ShardingAttr>(
        i, OSDPDialect::kShardingAttrName);
    if (!sharding || !terminator || i >= terminator->getNumOperands())
      continue;
    Value returned = terminator->getOperand(i);
    if (failed(verifyUserSharding(returned, sharding, terminator->getLoc(),
                                  "the sharding of result #" + Twine(i) +
                                      " of @" + func.getSymName())))
      return failure();
    resultProposals.emplace_back(getStateId(returned), sharding);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The fixed point
//===----------------------------------------------------------------------===//

void FunctionPropagation::enqueue(unsigned nodeId) {
  if (queued[nodeId])
    return;
  queued[nodeId] = true;
  queue.push({nodes[nodeId].tier, nodeId});
}

void FunctionPropagation::enqueueNeighbours(int stateId) {
  ++stats.changes;
  for (Value value : states[stateId].members) {
    if (Operation *def = value.getDefiningOp()) {
      auto it = nodesOf.find(def);
      if (it != nodesOf.end())
        for (unsigned id : it->second)
          enqueue(id);
    }
    for (Operation *user : value.getUsers()) {
      auto it = nodesOf.find(user);
      if (it != nodesOf.end())
        for (unsigned id : it->second)
          enqueue(id);
    }
  }
}

FactorChoice FunctionPropagation::supportFor(int64_t factor,
                                             ArrayRef<StringAttr> candidate,
                                             unsigned firstSeen,
                                             ArrayRef<FactorAxes> projections,
                                             ArrayRef<int> tensorStates,
                                             unsigned numOperands) const {
  FactorChoice choice;
  choice.axes.assign(candidate.begin(), candidate.end());
  choice.firstSeen = firstSeen;
  for (auto [j, other] : llvm::enumerate(projections)) {
    if (other.empty() || other[factor].empty() ||
        !areCompatible(candidate, other[factor]))
      continue;
    const ValueState &state = states[tensorStates[j]];
    choice.fixedSupport += state.isUserConstrained();
    choice.support += 1;
    choice.evidence += state.strength;
    if (j < numOperands)
      choice.operandEvidence += state.strength;
    if (state.bytes > 0)
      choice.density =
          std::max(choice.density, static_cast<double>(state.strength) /
                                       static_cast<double>(state.bytes));
  }
  return choice;
}

FactorChoice FunctionPropagation::chooseFactorAxes(
    int64_t factor, ArrayRef<FactorAxes> projections,
    ArrayRef<int> tensorStates, unsigned numOperands) const {
  FactorChoice best;
  bool haveBest = false;
  bool allCompatible = true;
  for (auto [i, projection] : llvm::enumerate(projections)) {
    if (projection.empty() || projection[factor].empty())
      continue;
    ArrayRef<StringAttr> candidate = projection[factor];
    for (const FactorAxes &other : projections)
      if (!other.empty() && !other[factor].empty() &&
          !areCompatible(candidate, other[factor]))
        allCompatible = false;
    FactorChoice choice = supportFor(factor, candidate, i, projections,
                                     tensorStates, numOperands);
    if (!haveBest || choice.key() > best.key()) {
      best = std::move(choice);
      haveBest = true;
    }
  }
  if (options.conservative && !allCompatible)
    return FactorChoice();
  return best;
}

void FunctionPropagation::resolveByCost(const Node &node,
                                        ArrayRef<int> tensorStates,
                                        ArrayRef<FactorAxes> projections,
                                        FactorAxes &merged,
                                        SmallVectorImpl<FactorChoice> &choices,
                                        FlatSymbolRefAttr meshName,
                                        MeshAttr mesh) {
  const OpShardingRule &rule = node.rule;
  Operation *op = node.op;
  // Region edges are not ops of their own: nothing to time.
  if (rule.getNumOperands() != op->getNumOperands() ||
      rule.getNumResults() != op->getNumResults())
    return;
  llvm::SmallVector<ShardingAttr> current;
  for (int id : tensorStates) {
    ShardingAttr sharding = id >= 0 ? states[id].sharding : ShardingAttr();
    current.push_back(sharding && sharding.getMesh() == meshName ? sharding
                                                                 : nullptr);
  }
  std::optional<ConflictResolution> resolution =
      resolver->resolve(op, rule, current, projections, merged, meshName, mesh);
  if (!resolution)
    return;
  if (options.explain)
    explanations[op] = resolution->explain(rule);
  if (resolution->chosen() == merged)
    return;
  merged = resolution->chosen();
  unsigned numOperands = node.operands.size();
  for (auto [f, axes] : llvm::enumerate(merged))
    if (!axes.empty() && axes != choices[f].axes)
      choices[f] =
          supportFor(f, axes, 0, projections, tensorStates, numOperands);
}

/// Merges a proposal of strength `strength` into the sharding `current`
/// (null: none yet) held with strength `currentStrength`; returns the new
/// sharding and strength, or nothing if the proposal cannot apply (another
/// mesh or rank). A proposal that agrees with the sharding (on each
/// dimension one axis list is a prefix of the other, and the axes it adds
/// are not used elsewhere) extends it. A proposal that conflicts replaces
/// the sharding if it is strictly stronger; else the sharding stays,
/// extended only where the proposal continues it.
static std::optional<std::pair<ShardingAttr, int64_t>>
mergeProposal(ShardingAttr current, int64_t currentStrength,
              ShardingAttr proposed, int64_t strength, bool conservative) {
  if (!current)
    return std::make_pair(proposed, strength);
  if (current.getMesh() != proposed.getMesh() ||
      current.getRank() != proposed.getRank())
    return std::nullopt;

  // Extend each dimension where the proposal continues it; an axis already
  // used elsewhere in the sharding ends the extension.
  llvm::SmallPtrSet<Attribute, 8> used;
  for (StringAttr axis : current.getUsedAxes())
    used.insert(axis);
  llvm::SmallVector<llvm::SmallVector<StringAttr>> dims;
  for (int64_t d = 0, e = current.getRank(); d < e; ++d) {
    ArrayRef<StringAttr> have = current.getDimAxes(d);
    ArrayRef<StringAttr> want = proposed.getDimAxes(d);
    llvm::SmallVector<StringAttr> axes(have.begin(), have.end());
    if (isPrefixOf(have, want)) {
      for (StringAttr axis : want.drop_front(have.size())) {
        if (!used.insert(axis).second)
          break;
        axes.push_back(axis);
      }
    }
    dims.push_back(std::move(axes));
  }
  // The proposal conflicts if the extension does not contain it.
  bool conflicts = false;
  for (int64_t d = 0, e = current.getRank(); d < e; ++d)
    if (!isPrefixOf(proposed.getDimAxes(d), dims[d]))
      conflicts = true;
  if (proposed.isPartial() &&
      !llvm::equal(proposed.getPartialAxes(), current.getPartialAxes()))
    conflicts |= llvm::any_of(proposed.getPartialAxes(), [&](StringAttr axis) {
      return used.contains(axis) &&
             !llvm::is_contained(current.getPartialAxes(), axis);
    });
  if (conflicts && !conservative && strength > currentStrength)
    return std::make_pair(proposed, strength);
  int64_t newStrength =
      !conflicts ? std::max(strength, currentStrength) : currentStrength;
  llvm::SmallVector<StringAttr> partial(current.getPartialAxes());
  ReductionKind kind = current.getPartialKind();
  if (partial.empty() && proposed.isPartial() &&
      llvm::none_of(proposed.getPartialAxes(),
                    [&](StringAttr axis) { return used.contains(axis); })) {
    partial.assign(proposed.getPartialAxes().begin(),
                   proposed.getPartialAxes().end());
    kind = proposed.getPartialKind();
  }
  return std::make_pair(
      ShardingAttr::get(current.getMesh(), dims, partial, kind), newStrength);
}

/// Refines a state with a proposal of the given strength (`mergeProposal`,
/// then the user's constraint on the value) and says whether the state
/// changed (its sharding or its strength).
///
/// Termination: a fixed or pinned state never changes; any other state only
/// ever changes so that the pair (strength, number of axes) strictly
/// increases lexicographically: a replacement raises the strength (and may
/// drop axes), an extension keeps or raises it and adds an axis, an
/// agreeing proposal may raise it alone. Applying the user's constraint
/// keeps this: the current sharding already respects it, so it only cuts
/// axes an extension added. Strengths are integers between 0
/// and the value's bytes and a sharding has at most one entry per mesh
/// axis, so each state changes finitely often, and each change queues
/// finitely many nodes: the worklist empties. Stages (priorities) repeat
/// this a finite number of times.
bool FunctionPropagation::refine(int stateId, ShardingAttr proposed,
                                 int64_t strength) {
  ValueState &state = states[stateId];
  if (state.fixed || state.pinned || !proposed)
    return false;
  ShardingAttr current = state.sharding;
  std::optional<std::pair<ShardingAttr, int64_t>> next = mergeProposal(
      current, state.strength, proposed, strength, options.conservative);
  if (!next)
    return false;
  auto [sharding, newStrength] = *next;
  // What the user left open is all propagation may change.
  if (state.constraint)
    sharding = applyConstraint(sharding, state.constraint, stage);
  if (sharding == current && newStrength == state.strength)
    return false;
  state.sharding = sharding;
  state.strength = newStrength;
  // A replicated sharding reaching an unsharded value tells the neighbours
  // nothing new.
  return current || !sharding.isReplicated();
}

void FunctionPropagation::process(unsigned nodeId) {
  const Node &node = nodes[nodeId];
  const OpShardingRule &rule = node.rule;

  // The mesh: that of the first user-constrained tensor, else the first
  // tensor with a sharding. Shardings on other meshes are not projected.
  llvm::SmallVector<int> tensorStates(node.operands.begin(),
                                      node.operands.end());
  tensorStates.append(node.results.begin(), node.results.end());
  FlatSymbolRefAttr meshName;
  for (bool wantFixed : {true, false}) {
    for (int id : tensorStates)
      if (id >= 0 && states[id].sharding && (!wantFixed || states[id].fixed)) {
        meshName = states[id].sharding.getMesh();
        break;
      }
    if (meshName)
      break;
  }
  if (!meshName)
    return;
  MeshAttr mesh = getMesh(meshName);
  if (!mesh)
    return;

  unsigned numOperands = node.operands.size();
  llvm::SmallVector<FactorAxes> projections(tensorStates.size());
  for (auto [i, id] : llvm::enumerate(tensorStates)) {
    if (id < 0)
      continue;
    ShardingAttr sharding = states[id].sharding;
    if (!sharding || sharding.getMesh() != meshName)
      continue;
    projections[i] = i < numOperands
                         ? rule.projectOperand(i, sharding, mesh)
                         : rule.projectResult(i - numOperands, sharding, mesh);
  }

  // One candidate per factor, then settle the axes claimed by several.
  unsigned numFactors = rule.getNumFactors();
  llvm::SmallVector<FactorChoice> choices(numFactors);
  llvm::SmallVector<int64_t> order;
  for (unsigned f = 0; f < numFactors; ++f) {
    if (rule.isWhole(f))
      continue;
    choices[f] = chooseFactorAxes(f, projections, tensorStates, numOperands);
    if (!choices[f].axes.empty())
      order.push_back(f);
  }
  if (order.empty() && llvm::all_of(tensorStates, [&](int id) {
        return id < 0 || states[id].sharding;
      }))
    return;
  // A sharded reduction factor makes the results partial, which costs an
  // all-reduce of them (about twice their bytes on a ring): its evidence
  // counts net of that. The axis goes to the factor with the most net
  // evidence; on a tie, pass-through factors come first.
  int64_t reductionCost = 0;
  for (int id : node.results)
    if (id >= 0)
      reductionCost += 2 * states[id].bytes;
  auto netEvidence = [&](int64_t f) {
    return choices[f].evidence - (rule.isReduction(f) ? reductionCost : 0);
  };
  llvm::stable_sort(order, [&](int64_t a, int64_t b) {
    int64_t aNet = netEvidence(a), bNet = netEvidence(b);
    if (aNet != bNet)
      return aNet > bNet;
    bool aReduction = rule.isReduction(a), bReduction = rule.isReduction(b);
    if (aReduction != bReduction)
      return !aReduction;
    return choices[a].key() > choices[b].key();
  });
  FactorAxes merged(numFactors);
  // Conservatively, an axis several factors claim goes to none of them.
  llvm::SmallPtrSet<Attribute, 8> used, contested;
  if (options.conservative) {
    llvm::SmallPtrSet<Attribute, 8> claimed;
    for (int64_t f : order)
      for (StringAttr axis : choices[f].axes)
        if (!claimed.insert(axis).second)
          contested.insert(axis);
  }
  for (int64_t f : order) {
    for (StringAttr axis : choices[f].axes) {
      if (contested.contains(axis) || !used.insert(axis).second)
        break;
      merged[f].push_back(axis);
    }
  }

  if (resolver)
    resolveByCost(node, tensorStates, projections, merged, choices, meshName,
                  mesh);

  // The strength of the proposal to each tensor: its bytes times the
  // weakest density among the choices of the factors that shard it, divided
  // by how much the op replicates the data into it (a broadcast result is
  // only as strong as the operand it repeats). Evidence thus keeps its
  // density through ops that compute new data (a gather's rows, a
  // contraction's outputs) but not through replication: a bias broadcast
  // over the batch proposes with the bias' bytes, not the activation's.
  // A result's partial axes are as strong as the evidence the operands give
  // the reduction factor (the operand data summed over them).
  auto proposalStrength = [&](int id, bool isResult, unsigned index) {
    int64_t bytes = states[id].bytes;
    double replication = isResult && index < node.replication.size()
                             ? node.replication[index]
                             : 1;
    std::optional<int64_t> strength;
    for (unsigned f = 0; f < numFactors; ++f) {
      if (merged[f].empty())
        continue;
      int64_t factorStrength;
      if (isResult ? rule.getResultDimOfFactor(index, f)
                   : rule.getOperandDimOfFactor(index, f))
        factorStrength = std::clamp<int64_t>(
            static_cast<int64_t>(static_cast<double>(bytes) *
                                 choices[f].density / replication),
            0, bytes);
      else if (isResult && rule.isReduction(f))
        factorStrength = choices[f].operandEvidence;
      else
        continue;
      strength =
          strength ? std::min(*strength, factorStrength) : factorStrength;
    }
    return strength.value_or(0);
  };
  for (auto [i, id] : llvm::enumerate(node.operands)) {
    if (id < 0)
      continue;
    if (refine(id, rule.getOperandSharding(i, merged, meshName, mesh),
               proposalStrength(id, /*isResult=*/false, i)))
      enqueueNeighbours(id);
  }
  for (auto [i, id] : llvm::enumerate(node.results)) {
    if (id < 0)
      continue;
    if (refine(id, rule.getResultSharding(i, merged, meshName, mesh),
               proposalStrength(id, /*isResult=*/true, i)))
      enqueueNeighbours(id);
  }
}

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

LogicalResult FunctionPropagation::checkUnruledOps() {
  bool ok = true;
  for (Operation *op : unruledOps) {
    for (OpOperand &operand : op->getOpOperands()) {
      auto it = stateOf.find(operand.get());
      if (it == stateOf.end())
        continue;
      ShardingAttr sharding = states[it->second].sharding;
      if (!sharding || sharding.isReplicated())
        continue;
      op->emitOpError() << "has no sharding rule, but operand #"
                        << operand.getOperandNumber() << " is sharded as "
                        << sharding
                        << "; give the op a sharding rule or constrain the "
                           "operand to be replicated";
      ok = false;
      break;
    }
  }
  return success(ok);
}

ShardingAttr FunctionPropagation::getFinalSharding(Value value, int64_t rank) {
  auto it = stateOf.find(value);
  if (it != stateOf.end() && states[it->second].sharding)
    return states[it->second].sharding;
  return ShardingAttr::getReplicated(defaultMesh, rank);
}

void FunctionPropagation::writeBack() {
  MLIRContext *context = func.getContext();
  for (auto &[op, text] : explanations)
    op->emitRemark() << "osdp-propagate: " << text;
  auto rankOf = [](Type type) -> int64_t {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor ? tensor.getRank() : 0;
  };
  // What the user wrote is kept as written, unless it leaves something to
  // propagation (open dimensions, priorities, replicated axes): then it
  // becomes the decision.
  auto isDecision = [](Attribute attr) {
    auto sharding = dyn_cast_or_null<ShardingAttr>(attr);
    return sharding && !sharding.hasConstraintInfo();
  };
  for (Operation *op : annotatedOps) {
    if (auto user =
            op->getAttrOfType<ArrayAttr>(OSDPDialect::kShardingsAttrName))
      if (llvm::all_of(user, isDecision))
        continue;
    llvm::SmallVector<Attribute> shardings;
    for (Value result : op->getResults())
      shardings.push_back(getFinalSharding(result, rankOf(result.getType())));
    op->setAttr(OSDPDialect::kShardingsAttrName,
                ArrayAttr::get(context, shardings));
  }
  func.walk([&](ShardOp shard) {
    if (!isDecision(shard.getSharding()))
      shard.setShardingAttr(
          getFinalSharding(shard.getResult(), shard.getType().getRank()));
  });
  updateArgAttrs(func, [&](unsigned i, NamedAttrList &attrs) {
    BlockArgument arg = func.getArgument(i);
    if (isDecision(attrs.get(OSDPDialect::kShardingAttrName)) ||
        !isa<RankedTensorType>(arg.getType()))
      return;
    attrs.set(OSDPDialect::kShardingAttrName,
              getFinalSharding(arg, rankOf(arg.getType())));
  });
  Operation *terminator = func.getBody().front().getTerminator();
  updateResultAttrs(func, [&](unsigned i, NamedAttrList &attrs) {
    Attribute user = attrs.get(OSDPDialect::kShardingAttrName);
    if (isDecision(user) || !terminator || i >= terminator->getNumOperands())
      return;
    Value returned = terminator->getOperand(i);
    if (!isa<RankedTensorType>(returned.getType()))
      return;
    // The caller receives whole values: the partitioner reduces partial
    // results before returning them. A result sharding that leaves
    // dimensions open is completed from the returned value.
    ShardingAttr sharding =
        getFinalSharding(returned, rankOf(returned.getType()));
    if (auto constraint = dyn_cast_or_null<ShardingAttr>(user))
      sharding = applyConstraint(sharding, constraint, kLastPropagationStage);
    attrs.set(OSDPDialect::kShardingAttrName, sharding.dropPartial());
  });
}

LogicalResult FunctionPropagation::run() {
  if (failed(collect()))
    return failure();

  // The mesh of values nothing reaches: the function's first sharding's, or
  // the module's first mesh.
  if (!defaultMesh) {
    for (Operation *op : annotatedOps) {
      if (auto shardings =
              op->getAttrOfType<ArrayAttr>(OSDPDialect::kShardingsAttrName))
        for (Attribute attr : shardings)
          if (auto sharding = dyn_cast<ShardingAttr>(attr)) {
            defaultMesh = sharding.getMesh();
            break;
          }
      if (defaultMesh)
        break;
    }
  }
  if (!defaultMesh) {
    auto module = func->getParentOfType<ModuleOp>();
    for (auto mesh : module.getOps<MeshOp>()) {
      defaultMesh = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
      break;
    }
  }
  if (!defaultMesh) {
    // No mesh: nothing to shard over, and every group agrees trivially.
    for (Operation *op : groupOps)
      op->erase();
    return success();
  }

  stats.nodes += nodes.size();
  queued.assign(nodes.size(), false);
  for (unsigned id = 0, e = nodes.size(); id < e; ++id)
    enqueue(id);
  for (int64_t next : getStages()) {
    activateStage(next);
    runToFixedPoint();
  }

  if (failed(checkUnruledOps()))
    return failure();
  writeBack();
  for (Operation *op : groupOps)
    op->erase();
  return success();
}

llvm::SmallVector<int64_t> FunctionPropagation::getStages() const {
  llvm::SmallVector<int64_t> stages;
  auto addPriorities = [&](ShardingAttr sharding) {
    for (int64_t d = 0, e = sharding.getRank(); d < e; ++d)
      if (std::optional<int64_t> priority = sharding.getPriority(d))
        stages.push_back(*priority);
  };
  for (const ValueState &state : states)
    if (state.constraint)
      addPriorities(state.constraint);
  for (const auto &proposal : resultProposals)
    addPriorities(proposal.second);
  stages.push_back(kLastPropagationStage);
  llvm::sort(stages);
  stages.erase(llvm::unique(stages), stages.end());
  return stages;
}

void FunctionPropagation::activateStage(int64_t next) {
  stage = next;
  for (auto [id, state] : llvm::enumerate(states)) {
    ShardingAttr constraint = state.constraint;
    if (!constraint)
      continue;
    bool evidence = givesEvidenceAt(constraint, stage);
    if (!evidence && !state.sharding)
      continue;
    ShardingAttr sharding = applyConstraint(state.sharding, constraint, stage);
    int64_t strength = evidence ? state.bytes : state.strength;
    state.fixed = isFullyFixedAt(constraint, stage);
    if (sharding == state.sharding && strength == state.strength)
      continue;
    state.sharding = sharding;
    state.strength = strength;
    enqueueNeighbours(id);
  }
  // A function result's sharding is proposed to the returned value as
  // strongly as a user constraint, its dimensions as their stage comes.
  for (auto [id, sharding] : resultProposals) {
    if (!givesEvidenceAt(sharding, stage))
      continue;
    ShardingAttr proposal = applyConstraint(nullptr, sharding, stage);
    if (refine(id, proposal, states[id].bytes))
      enqueueNeighbours(id);
  }
}

void FunctionPropagation::runToFixedPoint() {
  while (!queue.empty()) {
    unsigned id = queue.top().second;
    queue.pop();
    queued[id] = false;
    ++stats.visits;
    process(id);
  }
}

} // namespace

LogicalResult
osdp::propagateShardings(ModuleOp module,
                         const ShardingPropagationOptions &options,
                         ShardingPropagationStats *stats) {
  ShardingPropagationStats localStats;
  if (!stats)
    stats = &localStats;
  SymbolTableCollection symbolTables;
  bool ok = true;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    FunctionPropagation propagation(func, symbolTables, options, *stats);
    if (failed(propagation.run()))
      ok = false;
  }
  return success(ok);
}
