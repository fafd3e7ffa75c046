//===- OSDPPartition.cpp - Global program to per-device program -----------===//
//
// Rewrites, in place, every function of a fully sharded module into the
// program one device runs. Values keep their identity and only change type:
// the pass walks each block in order, keeps the sharding each local value
// actually has, and for every op
//
//   1. derives the op's factor assignment from its result shardings through
//      its sharding rule (partial axes go to the reduction factors),
//   2. reshards each operand to what the assignment requires (collectives
//      from the Resharding library, inserted right before the op),
//   3. gives the results their local types and rewrites the attributes that
//      spell shapes.
//
// The sharding a result gets is what the op computes under that assignment,
// which is the annotation whenever the annotation is consistent with the
// rule; consumers reshard from it, so the program stays correct when it is
// not.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Sharding/Resharding.h"
#include "osdp/Transforms/Partition/Padding.h"
#include "osdp/Transforms/Partition/PartitionOpInterface.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace osdp {
#define GEN_PASS_DEF_INSERTRESHARDSPASS
#define GEN_PASS_DEF_PARTITIONPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

/// The function argument and result attribute that records the global type
/// of a partitioned argument or result.
static constexpr llvm::StringLiteral kGlobalTypeAttrName =
    OSDPDialect::kGlobalTypeAttrName;

namespace {

/// What the partitioner does with its decisions.
enum class PartitionMode {
  /// Writes them on the global program: an `osdp.shard` at every reshard
  /// point (partial values reduced, operands gathered, sliced or moved),
  /// and on every op the sharding it actually computes.
  Plan,
  /// Carries them out: local types, collectives, masks.
  Lower,
};

class Partitioner : public PartitionContext {
public:
  Partitioner(ModuleOp module, PartitionMode mode)
      : module(module), mode(mode) {}

  ShardingAttr getSharding(Value value) override {
    return shardingOf.lookup(value);
  }
  void setSharding(Value value, ShardingAttr sharding) override {
    shardingOf[value] = sharding;
  }
  SmallVector<int64_t> getGlobalShape(Value value) override;
  void recordDerived(Value derived, Value value,
                     ShardingAttr sharding) override;

  LogicalResult partitionFunction(func::FuncOp func);
  unsigned getNumCollectives() const { return numCollectives; }

private:
  /// Partitions the ops of `block`; the operands of its terminator are
  /// resharded to `terminatorShardings` (null entries: leave as is).
  LogicalResult partitionBlock(Block &block,
                               ArrayRef<ShardingAttr> terminatorShardings);
  LogicalResult partitionOp(Operation *op);
  /// Records the sharding rule of every op of `func` (from its interface or
  /// its `osdp.sharding_rule` attribute) and the global shape of every
  /// value, while the types are global.
  void collectRules(func::FuncOp func);
  /// The number of elements of the global tensor `value` holds (0 when a
  /// dimension is dynamic).
  int64_t getGlobalNumElements(Value value);
  /// Whether factor `f` of `op` may stay split over axes that do not divide
  /// it: the padding of its blocks then either stays in padding (pass-through
  /// factors of ops with a known rule) or is masked with the reduction's
  /// neutral element (reduction factors, see maskPaddedReductions).
  bool canPadFactor(Operation *op, const OpShardingRule &rule, int64_t f,
                    ArrayRef<StringAttr> axes, MeshAttr mesh);
  /// Replaces, in every operand of `op` split along a padded reduction
  /// factor, the padding by the reduction's neutral element: a sum, a max or
  /// a contraction must not read it.
  void maskPaddedReductions(Operation *op, const OpShardingRule &rule,
                            const FactorAxes &axes, MeshAttr mesh);
  LogicalResult partitionRuleOp(Operation *op, const OpShardingRule &rule,
                                ArrayRef<ShardingAttr> resultShardings,
                                MeshAttr mesh);
  /// The factor assignment of a rule op: the results' shardings, their
  /// partial axes on the reduction factors, and the reduction factors the
  /// operands already split (see adoptOperandReductionAxes).
  FactorAxes assignFactors(Operation *op, const OpShardingRule &rule,
                           ArrayRef<ShardingAttr> resultShardings,
                           MeshAttr mesh);
  /// Gives unassigned reduction factors the axes the operands split them
  /// over, when reducing the partial results moves fewer bytes than
  /// gathering those operands.
  void adoptOperandReductionAxes(Operation *op, const OpShardingRule &rule,
                                 MeshAttr mesh, FactorAxes &axes);
  /// Replaces the accumulator operands of `op` by the reduction's neutral
  /// element on every device but the first of each group over `axes`.
  void maskAccumulators(Operation *op, const OpShardingRule &rule,
                        ArrayRef<StringAttr> axes, MeshAttr mesh);
  /// Reshards the operands of a manual computation to its in shardings and
  /// inlines its body, which is already per-device.
  LogicalResult partitionManualComputation(ManualComputationOp op);
  LogicalResult partitionReplicatedOp(Operation *op,
                                      ArrayRef<ShardingAttr> resultShardings);
  LogicalResult partitionControlFlow(Operation *op,
                                     ArrayRef<ShardingAttr> resultShardings);
  /// Partitions an add, subtract or negate whose operands are all partial
  /// sums sharded alike: the op is linear, so it runs on the partial values
  /// and its result is partial too. Returns false (doing nothing) otherwise.
  bool partitionLinearOfPartials(Operation *op);
  /// The shardings of a while's loop-carried values: `resultShardings`,
  /// made partial over A for an accumulator (the body returns
  /// `add(arg, x)` with `x` partial over A, and uses `arg` nowhere else),
  /// which then stays partial through the loop and is reduced once after.
  SmallVector<ShardingAttr>
  getLoopShardings(stablehlo::WhileOp op,
                   ArrayRef<ShardingAttr> resultShardings);

  /// The result shardings of `op` (`osdp.shardings`), or an error.
  FailureOr<SmallVector<ShardingAttr>> getResultShardings(Operation *op);
  /// The mesh `sharding` names, or an error at `op`.
  FailureOr<MeshAttr> lookupMesh(Operation *op, ShardingAttr sharding);
  /// The local type of a value of global type `type` sharded as `sharding`
  /// (padded blocks where the shards do not divide a dimension), or an error
  /// at `op` when a dynamic dimension is split.
  FailureOr<Type> getLocalType(Operation *op, Type type, ShardingAttr sharding,
                               MeshAttr mesh, StringRef what);
  /// Makes operand `operand` of `user` hold its value sharded as `target`.
  LogicalResult reshardOperand(Operation *user, unsigned operand,
                               ShardingAttr target);

  /// Ends the partitioning of `op`, whose results have the shardings
  /// `actual`: lowering drops its annotations, planning writes `actual`.
  void finishOp(Operation *op, ArrayRef<ShardingAttr> actual);
  bool lowering() const { return mode == PartitionMode::Lower; }

  ModuleOp module;
  PartitionMode mode;
  SymbolTableCollection symbolTables;
  /// The sharding rule of each op, computed on global types.
  DenseMap<Operation *, OpShardingRule> rules;
  /// The ops whose rule is an `osdp.sharding_rule` attribute: the rule says
  /// how factors map, not what the op does with padding.
  llvm::SmallPtrSet<Operation *, 8> attributeRules;
  /// The global type of each value (recorded before partitioning changes
  /// it), and of the values partitioning derives from them.
  DenseMap<Value, RankedTensorType> globalTypes;
  /// The sharding each partitioned (local) value has.
  DenseMap<Value, ShardingAttr> shardingOf;
  /// Resharded forms of a value, keyed by (value, target, scope). The scope
  /// of a partial value is its user's block: it is reduced once and every
  /// later user in the block shares the result (the reduced tensor is never
  /// larger than the partial one). Otherwise the scope is the user: a
  /// parameter gathered for its use in the forward pass is gathered again
  /// for the backward pass instead of staying whole in between (the FSDP
  /// memory behaviour); CSE merges them where memory does not matter.
  DenseMap<std::tuple<Value, Attribute, const void *>, Value> reshardCache;
  unsigned numCollectives = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

FailureOr<MeshAttr> Partitioner::lookupMesh(Operation *op,
                                            ShardingAttr sharding) {
  MeshOp mesh = MeshOp::lookup(op, sharding.getMesh(), symbolTables);
  if (!mesh)
    return op->emitError() << "sharding refers to '" << sharding.getMesh()
                           << "', which is not an osdp.mesh";
  return mesh.getMesh();
}

FailureOr<Type> Partitioner::getLocalType(Operation *op, Type type,
                                          ShardingAttr sharding, MeshAttr mesh,
                                          StringRef what) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return type;
  if (sharding.getRank() != tensorType.getRank())
    return op->emitError() << what << " has rank " << tensorType.getRank()
                           << " but its sharding " << sharding << " has "
                           << sharding.getRank() << " dimensions";
  for (int64_t d = 0; d < tensorType.getRank(); ++d) {
    int64_t shards = sharding.getNumShards(d, mesh);
    if (shards == 1)
      continue;
    int64_t size = tensorType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      // Neither the block size nor the padding is known.
      InFlightDiagnostic diag = op->emitError()
                                << what << ": dynamic dimension " << d
                                << " cannot be split into " << shards
                                << " shards (axes {";
      llvm::interleaveComma(sharding.getDimAxes(d), diag,
                            [&](StringAttr axis) { diag << axis.getValue(); });
      diag << "})";
      return diag;
    }
  }
  return RankedTensorType::get(
      sharding.getLocalShape(tensorType.getShape(), mesh),
      tensorType.getElementType(), tensorType.getEncoding());
}

FailureOr<SmallVector<ShardingAttr>>
Partitioner::getResultShardings(Operation *op) {
  SmallVector<ShardingAttr> shardings;
  if (op->getNumResults() == 0)
    return shardings;
  auto attr = op->getAttrOfType<ArrayAttr>(OSDPDialect::kShardingsAttrName);
  if (!attr) {
    // Results that are not tensors (tokens) need no sharding.
    if (llvm::none_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>)) {
      shardings.resize(op->getNumResults());
      return shardings;
    }
    return op->emitError() << "result has no sharding ('"
                           << OSDPDialect::kShardingsAttrName
                           << "'); osdp-partition needs a fully sharded "
                              "module (run osdp-propagate first)";
  }
  if (attr.size() != op->getNumResults())
    return op->emitError() << "'" << OSDPDialect::kShardingsAttrName << "' has "
                           << attr.size() << " entries for "
                           << op->getNumResults() << " results";
  for (Attribute entry : attr) {
    auto sharding = dyn_cast<ShardingAttr>(entry);
    if (!sharding)
      return op->emitError()
             << "'" << OSDPDialect::kShardingsAttrName << "' holds " << entry
             << ", which is not an #osdp.sharding";
    shardings.push_back(sharding);
  }
  return shardings;
}

LogicalResult Partitioner::reshardOperand(Operation *user, unsigned operand,
                                          ShardingAttr target) {
  Value value = user->getOperand(operand);
  if (!target || !isa<RankedTensorType>(value.getType()))
    return success();
  ShardingAttr source = shardingOf.lookup(value);
  if (!source) {
    InFlightDiagnostic diag = user->emitError()
                              << "operand #" << operand << " has no sharding";
    if (Operation *def = value.getDefiningOp())
      diag.attachNote(def->getLoc()) << "defined here";
    return diag;
  }
  if (source == target)
    return success();
  if (source.getMesh() != target.getMesh())
    return user->emitError()
           << "operand #" << operand << " is sharded on " << source.getMesh()
           << " but used on " << target.getMesh()
           << "; resharding between meshes is not supported";

  const void *scope = source.isPartial()
                          ? static_cast<const void *>(user->getBlock())
                          : static_cast<const void *>(user);
  auto key = std::make_tuple(value, Attribute(target), scope);
  if (Value cached = reshardCache.lookup(key)) {
    user->setOperand(operand, cached);
    return success();
  }
  FailureOr<MeshAttr> mesh = lookupMesh(user, target);
  if (failed(mesh))
    return failure();
  // The target must be able to split the global tensor as well.
  auto localType = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> globalShape = getGlobalShape(value);
  if (failed(getLocalType(user, localType.clone(globalShape), target, *mesh,
                          ("operand #" + Twine(operand)).str())))
    return failure();

  std::string reason;
  OpBuilder builder(user);
  FailureOr<Value> resharded =
      lowering()
          ? emitPaddedResharding(builder, user->getLoc(), value, globalShape,
                                 source, target, *mesh, reason, numCollectives)
          : FailureOr<Value>(
                ShardOp::create(builder, user->getLoc(), value, target));
  if (failed(resharded))
    return user->emitError()
           << "cannot reshard operand #" << operand << " from " << source
           << " to " << target << ": " << reason;
  recordDerived(*resharded, value, target);
  reshardCache[key] = *resharded;
  user->setOperand(operand, *resharded);
  return success();
}

//===----------------------------------------------------------------------===//
// Functions and blocks
//===----------------------------------------------------------------------===//

void Partitioner::collectRules(func::FuncOp func) {
  auto record = [&](Value value) {
    if (auto type = dyn_cast<RankedTensorType>(value.getType()))
      globalTypes.try_emplace(value, type);
  };
  // The bodies of manual computations are already local: their types are
  // not global, and their ops are not partitioned.
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Value result : op->getResults())
      record(result);
    if (isa<ManualComputationOp>(op))
      return WalkResult::skip();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          record(arg);
    if (auto ruleOp = dyn_cast<ShardingRuleOpInterface>(op)) {
      rules.try_emplace(op, ruleOp.getShardingRule());
    } else if (auto attr = op->getAttrOfType<OpShardingRuleAttr>(
                   OSDPDialect::kShardingRuleAttrName)) {
      rules.try_emplace(op, OpShardingRule::fromAttr(attr));
      attributeRules.insert(op);
    }
    return WalkResult::advance();
  });
}

SmallVector<int64_t> Partitioner::getGlobalShape(Value value) {
  if (RankedTensorType type = globalTypes.lookup(value))
    return SmallVector<int64_t>(type.getShape());
  // Not recorded (a value partitioning created without recordDerived):
  // exact unless a dimension is padded.
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getShape());
  ShardingAttr sharding = shardingOf.lookup(value);
  MeshOp mesh = sharding
                    ? MeshOp::lookup(module, sharding.getMesh(), symbolTables)
                    : MeshOp();
  if (!mesh || sharding.getRank() != type.getRank())
    return shape;
  for (auto [d, size] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(size))
      size *= sharding.getNumShards(d, mesh.getMesh());
  return shape;
}

void Partitioner::recordDerived(Value derived, Value value,
                                ShardingAttr sharding) {
  shardingOf[derived] = sharding;
  if (RankedTensorType type = globalTypes.lookup(value))
    globalTypes[derived] = type;
}

LogicalResult Partitioner::partitionFunction(func::FuncOp func) {
  if (func.isExternal())
    return success();
  Block &entry = func.getBody().front();
  MLIRContext *context = func.getContext();
  // Rules come from the global types, which partitioning replaces.
  collectRules(func);

  SmallVector<Type> argTypes, resultTypes;
  // The global type of each partitioned argument and result (null for the
  // others).
  SmallVector<Type> globalArgTypes(func.getNumArguments()),
      globalResultTypes(func.getNumResults());
  for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
    auto sharding =
        func.getArgAttrOfType<ShardingAttr>(i, OSDPDialect::kShardingAttrName);
    if (!sharding) {
      if (isa<RankedTensorType>(arg.getType()))
        return func.emitError()
               << "argument #" << i << " has no sharding ('"
               << OSDPDialect::kShardingAttrName
               << "'); osdp-partition needs a fully sharded module";
      argTypes.push_back(arg.getType());
      continue;
    }
    FailureOr<MeshAttr> mesh = lookupMesh(func, sharding);
    if (failed(mesh))
      return failure();
    FailureOr<Type> local = getLocalType(func, arg.getType(), sharding, *mesh,
                                         ("argument #" + Twine(i)).str());
    if (failed(local))
      return failure();
    globalArgTypes[i] = arg.getType();
    if (lowering())
      arg.setType(*local);
    argTypes.push_back(*local);
    shardingOf[arg] = sharding;
  }

  SmallVector<ShardingAttr> resultShardings;
  for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
    auto sharding = func.getResultAttrOfType<ShardingAttr>(
        i, OSDPDialect::kShardingAttrName);
    if (!sharding && isa<RankedTensorType>(type))
      return func.emitError()
             << "result #" << i << " has no sharding ('"
             << OSDPDialect::kShardingAttrName
             << "'); osdp-partition needs a fully sharded module";
    resultShardings.push_back(sharding);
    if (!sharding) {
      resultTypes.push_back(type);
      continue;
    }
    FailureOr<MeshAttr> mesh = lookupMesh(func, sharding);
    if (failed(mesh))
      return failure();
    FailureOr<Type> local = getLocalType(func, type, sharding, *mesh,
                                         ("result #" + Twine(i)).str());
    if (failed(local))
      return failure();
    globalResultTypes[i] = type;
    resultTypes.push_back(*local);
  }

  auto recordGlobalTypes = [](ArrayRef<Type> types) {
    return [types](unsigned i, NamedAttrList &attrs) {
      if (types[i])
        attrs.set(kGlobalTypeAttrName, TypeAttr::get(types[i]));
    };
  };
  for (Block &block : func.getBody())
    if (failed(partitionBlock(block, resultShardings)))
      return failure();
  if (!lowering())
    return success();
  updateArgAttrs(func, recordGlobalTypes(globalArgTypes));
  updateResultAttrs(func, recordGlobalTypes(globalResultTypes));
  func.setFunctionType(FunctionType::get(context, argTypes, resultTypes));
  return success();
}

LogicalResult
Partitioner::partitionBlock(Block &block,
                            ArrayRef<ShardingAttr> terminatorShardings) {
  // Collect first: resharding inserts ops into the block.
  SmallVector<Operation *> ops;
  for (Operation &op : block)
    ops.push_back(&op);
  for (Operation *op : ops) {
    if (op->hasTrait<OpTrait::IsTerminator>()) {
      if (op->getNumOperands() != terminatorShardings.size() &&
          !terminatorShardings.empty())
        return op->emitError()
               << "expected " << terminatorShardings.size() << " operands";
      for (auto [i, sharding] : llvm::enumerate(terminatorShardings))
        if (failed(reshardOperand(op, i, sharding)))
          return failure();
      continue;
    }
    if (failed(partitionOp(op)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult Partitioner::partitionManualComputation(ManualComputationOp op) {
  SmallVector<ShardingAttr> in = op.getInShardingList(),
                            out = op.getOutShardingList();
  // The body's types are local over the manual axes only; a boundary split
  // over another axis would need the body partitioned over it.
  auto checkManualOnly = [&](ArrayRef<ShardingAttr> shardings,
                             StringRef what) -> LogicalResult {
    for (auto [i, sharding] : llvm::enumerate(shardings))
      for (StringAttr axis : sharding.getUsedAxes())
        if (!op.isManualAxis(axis))
          return op.emitOpError()
                 << what << " sharding #" << i << " uses axis '"
                 << axis.getValue()
                 << "', which is not manual; partitioning the body over the "
                    "axes it leaves free is not supported";
    return success();
  };
  if (failed(checkManualOnly(in, "in")) || failed(checkManualOnly(out, "out")))
    return failure();
  for (auto [i, sharding] : llvm::enumerate(in))
    if (failed(reshardOperand(op, i, sharding)))
      return failure();
  if (!lowering()) {
    for (auto [result, sharding] : llvm::zip(op.getResults(), out))
      shardingOf[result] = sharding;
    finishOp(op, out);
    return success();
  }

  Block &body = op.getBody().front();
  for (auto [arg, operand] : llvm::zip(body.getArguments(), op.getOperands()))
    arg.replaceAllUsesWith(operand);
  Operation *yield = body.getTerminator();
  SmallVector<Value> yielded(yield->getOperands());
  yield->erase();
  op->getBlock()->getOperations().splice(Block::iterator(op),
                                         body.getOperations());
  OpBuilder builder(op);
  for (auto [result, value, sharding] :
       llvm::zip(op.getResults(), yielded, out)) {
    // A value the body returns twice, or an operand returned as is, may
    // have another sharding already: the result is a new value then.
    ShardingAttr known = shardingOf.lookup(value);
    if (known && known != sharding)
      value = stablehlo::ReshapeOp::create(builder, op.getLoc(),
                                           value.getType(), value);
    shardingOf[value] = sharding;
    globalTypes[value] = cast<RankedTensorType>(result.getType());
    result.replaceAllUsesWith(value);
  }
  op.erase();
  return success();
}

LogicalResult Partitioner::partitionOp(Operation *op) {
  // A constraint: reshard to it and drop it.
  if (auto shard = dyn_cast<ShardOp>(op)) {
    // Planning keeps the constraint: it is a reshard point already.
    if (!lowering()) {
      recordDerived(shard.getResult(), shard.getInput(), shard.getSharding());
      return success();
    }
    if (failed(reshardOperand(op, 0, shard.getSharding())))
      return failure();
    Value local = shard.getInput();
    shardingOf[local] = shard.getSharding();
    shard.getResult().replaceAllUsesWith(local);
    shard.erase();
    return success();
  }

  if (auto manual = dyn_cast<ManualComputationOp>(op))
    return partitionManualComputation(manual);

  // A callee's signature becomes local while the call still passes global
  // values; calls are inlined before partitioning instead.
  if (isa<CallOpInterface>(op))
    return op->emitError() << "calls are not partitioned; inline the module "
                              "first (--inline)";

  FailureOr<SmallVector<ShardingAttr>> resultShardings = getResultShardings(op);
  if (failed(resultShardings))
    return failure();

  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op))
    return partitionControlFlow(op,
                                getLoopShardings(whileOp, *resultShardings));
  if (isa<stablehlo::IfOp, stablehlo::CaseOp>(op))
    return partitionControlFlow(op, *resultShardings);
  if (partitionLinearOfPartials(op))
    return success();

  // Every result must be on one mesh.
  ShardingAttr first;
  for (ShardingAttr sharding : *resultShardings) {
    if (!sharding)
      continue;
    if (first && sharding.getMesh() != first.getMesh())
      return op->emitError()
             << "results are sharded on different meshes (" << first.getMesh()
             << " and " << sharding.getMesh() << ")";
    if (!first)
      first = sharding;
  }
  if (!first) {
    // No tensor results (tokens only): operands must be whole.
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      ShardingAttr source = shardingOf.lookup(operand);
      if (source && !source.isReplicated() &&
          failed(reshardOperand(
              op, i,
              ShardingAttr::getReplicated(source.getMesh(), source.getRank()))))
        return failure();
    }
    finishOp(op, {});
    return success();
  }
  FailureOr<MeshAttr> mesh = lookupMesh(op, first);
  if (failed(mesh))
    return failure();

  auto ruleIt = rules.find(op);
  const OpShardingRule *rule =
      ruleIt == rules.end() ? nullptr : &ruleIt->second;
  if (!rule)
    return partitionReplicatedOp(op, *resultShardings);
  return partitionRuleOp(op, *rule, *resultShardings, *mesh);
}

void Partitioner::finishOp(Operation *op, ArrayRef<ShardingAttr> actual) {
  if (lowering()) {
    op->removeAttr(OSDPDialect::kShardingsAttrName);
    op->removeAttr(OSDPDialect::kShardingRuleAttrName);
    return;
  }
  if (llvm::all_of(actual, [](ShardingAttr s) { return !s; }))
    return;
  ShardingAttr first = *llvm::find_if(actual, [](ShardingAttr s) { return s; });
  SmallVector<Attribute> attrs;
  for (auto [sharding, type] : llvm::zip(actual, op->getResultTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    attrs.push_back(sharding
                        ? sharding
                        : ShardingAttr::getReplicated(
                              first.getMesh(), shaped ? shaped.getRank() : 0));
  }
  op->setAttr(OSDPDialect::kShardingsAttrName,
              ArrayAttr::get(op->getContext(), attrs));
}

/// Whether every axis of `axes` is in dimension `dim` of `sharding` (or, for a
/// partial result, among its partial axes).
static bool dimHasAxes(ShardingAttr sharding, unsigned dim,
                       ArrayRef<StringAttr> axes) {
  ArrayRef<StringAttr> dimAxes = sharding.getDimAxes(dim);
  return llvm::all_of(
      axes, [&](StringAttr axis) { return llvm::is_contained(dimAxes, axis); });
}

FactorAxes Partitioner::assignFactors(Operation *op, const OpShardingRule &rule,
                                      ArrayRef<ShardingAttr> resultShardings,
                                      MeshAttr mesh) {
  // The results' shardings constrain the factors that appear in them.
  SmallVector<FactorAxes> projections;
  for (auto [r, sharding] : llvm::enumerate(resultShardings))
    if (sharding)
      projections.push_back(rule.projectResult(r, sharding, mesh));
  FactorAxes axes = rule.mergeFactorAxes(projections);
  axes.resize(rule.getNumFactors());

  // Partial axes of the results go to the reduction factors: first where an
  // operand already splits that factor over them (no communication), then to
  // the first reduction factor they divide.
  SmallVector<int64_t> reductionFactors = rule.getReductionFactors();
  ShardingAttr partialResult;
  for (ShardingAttr sharding : resultShardings)
    if (sharding && sharding.isPartial())
      partialResult = sharding;
  if (partialResult && !reductionFactors.empty() &&
      partialResult.getPartialKind() == rule.getReductionKind()) {
    // The projection may already have placed them (on the first reduction
    // factor); place them again, by the rules below.
    for (int64_t f : reductionFactors)
      axes[f].clear();
    SmallVector<StringAttr> unassigned(partialResult.getPartialAxes());
    auto take = [&](int64_t f, StringAttr axis) {
      axes[f].push_back(axis);
      llvm::erase(unassigned, axis);
    };
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      ShardingAttr actual = shardingOf.lookup(operand);
      if (!actual || actual.getRank() != rule.getOperandRank(i))
        continue;
      FactorAxes operandAxes = rule.projectOperand(i, actual, mesh);
      for (int64_t f : reductionFactors) {
        if (!axes[f].empty() || f >= (int64_t)operandAxes.size())
          continue;
        if (llvm::all_of(operandAxes[f], [&](StringAttr axis) {
              return llvm::is_contained(unassigned, axis);
            }))
          for (StringAttr axis : operandAxes[f])
            take(f, axis);
      }
    }
    for (StringAttr axis : SmallVector<StringAttr>(unassigned)) {
      for (int64_t f : reductionFactors) {
        int64_t size = rule.getFactorSize(f);
        int64_t shards = mesh.getAxisSize(axis) *
                         (axes[f].empty() ? 1 : mesh.getGroupSize(axes[f]));
        if (ShapedType::isDynamic(size) || size % shards != 0)
          continue;
        take(f, axis);
        break;
      }
    }
  }
  if (!partialResult)
    adoptOperandReductionAxes(op, rule, mesh, axes);
  return axes;
}

/// The number of elements of the global tensor whose local value is `value`,
/// sharded as `sharding`, padding included: what collectives move.
int64_t Partitioner::getGlobalNumElements(Value value) {
  int64_t n = 1;
  for (int64_t size : getGlobalShape(value)) {
    if (ShapedType::isDynamic(size))
      return 0;
    n *= size;
  }
  return n;
}

void Partitioner::adoptOperandReductionAxes(Operation *op,
                                            const OpShardingRule &rule,
                                            MeshAttr mesh, FactorAxes &axes) {
  SmallVector<int64_t> reductionFactors = rule.getReductionFactors();
  if (reductionFactors.empty())
    return;
  llvm::SmallDenseSet<StringAttr> used;
  for (const SmallVector<StringAttr> &list : axes)
    used.insert(list.begin(), list.end());

  SmallVector<FactorAxes> projections;
  SmallVector<int64_t> operandElements;
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    ShardingAttr actual = shardingOf.lookup(operand);
    if (!actual || actual.isPartial() ||
        actual.getRank() != rule.getOperandRank(i))
      continue;
    projections.push_back(rule.projectOperand(i, actual, mesh));
    operandElements.push_back(getGlobalNumElements(operand));
  }
  if (projections.empty())
    return;
  FactorAxes merged = rule.mergeFactorAxes(projections);
  int64_t resultElements = 0;
  for (Value result : op->getResults())
    if (auto type = dyn_cast<RankedTensorType>(result.getType()))
      resultElements += type.hasStaticShape() ? type.getNumElements() : 0;

  for (int64_t f : reductionFactors) {
    if (!axes[f].empty() || f >= (int64_t)merged.size())
      continue;
    SmallVector<StringAttr> candidate;
    for (StringAttr axis : merged[f]) {
      if (used.contains(axis))
        break;
      candidate.push_back(axis);
    }
    if (candidate.empty())
      continue;
    // A ring all-reduce moves about twice the result; gathering moves each
    // operand that splits the factor once.
    int64_t gathered = 0;
    for (auto [projection, elements] : llvm::zip(projections, operandElements))
      if (f < (int64_t)projection.size() && !projection[f].empty())
        gathered += elements;
    if (2 * resultElements > gathered)
      continue;
    used.insert(candidate.begin(), candidate.end());
    axes[f] = std::move(candidate);
  }
}

LogicalResult
Partitioner::partitionRuleOp(Operation *op, const OpShardingRule &rule,
                             ArrayRef<ShardingAttr> resultShardings,
                             MeshAttr mesh) {
  if (rule.getNumOperands() != op->getNumOperands() ||
      rule.getNumResults() != op->getNumResults())
    return op->emitError() << "sharding rule does not match the op ("
                           << rule.getNumOperands() << " operands and "
                           << rule.getNumResults() << " results)";
  FlatSymbolRefAttr meshName = resultShardings.front().getMesh();

  FactorAxes axes = assignFactors(op, rule, resultShardings, mesh);

  // Drop the axes of a factor whose padding the op could read into real
  // elements (its operands are gathered along it instead).
  for (unsigned f = 0; f < rule.getNumFactors(); ++f)
    if (!axes[f].empty() && !canPadFactor(op, rule, f, axes[f], mesh))
      axes[f].clear();

  // Drop the axes of a factor that some tensor cannot be split by (e.g. a
  // minor factor of a merged dimension whose major factor is not split):
  // every dimension a factor appears in must carry the factor's axes.
  SmallVector<ShardingAttr> operandShardings, actualResults;
  bool changed = true;
  while (changed) {
    changed = false;
    operandShardings.clear();
    actualResults.clear();
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      operandShardings.push_back(
          rule.getOperandSharding(i, axes, meshName, mesh));
    for (unsigned r = 0; r < op->getNumResults(); ++r)
      actualResults.push_back(rule.getResultSharding(r, axes, meshName, mesh));
    for (unsigned f = 0; f < rule.getNumFactors() && !changed; ++f) {
      if (axes[f].empty() || rule.isReduction(f))
        continue;
      for (const TensorDim &td : rule.getFactorDims(f)) {
        ShardingAttr sharding = td.isResult ? actualResults[td.tensor]
                                            : operandShardings[td.tensor];
        if (!dimHasAxes(sharding, td.dim, axes[f])) {
          axes[f].clear();
          changed = true;
          break;
        }
      }
    }
  }

  if (auto hook = dyn_cast<PartitionOpInterface>(op))
    hook.adjustPlan(*this, mesh, operandShardings, actualResults);

  // Result types first, so that a split the annotation asks for and the
  // shape does not allow is reported on the result.
  SmallVector<Type> localResultTypes;
  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    FailureOr<Type> local = getLocalType(op, result.getType(), actualResults[r],
                                         mesh, ("result #" + Twine(r)).str());
    if (failed(local))
      return failure();
    localResultTypes.push_back(*local);
  }

  // Operands.
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    if (!isa<RankedTensorType>(op->getOperand(i).getType()))
      continue;
    if (failed(reshardOperand(op, i, operandShardings[i])))
      return failure();
  }
  if (!lowering()) {
    for (auto [result, sharding] : llvm::zip(op->getResults(), actualResults))
      shardingOf[result] = sharding;
    finishOp(op, actualResults);
    return success();
  }
  SmallVector<StringAttr> reductionAxes;
  for (int64_t f : rule.getReductionFactors())
    llvm::append_range(reductionAxes, axes[f]);
  if (!reductionAxes.empty()) {
    maskPaddedReductions(op, rule, axes, mesh);
    maskAccumulators(op, rule, reductionAxes, mesh);
  }

  // Results.
  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    if (!isa<RankedTensorType>(result.getType()))
      continue;
    result.setType(localResultTypes[r]);
    shardingOf[result] = actualResults[r];
  }
  finishOp(op, actualResults);
  if (auto hook = dyn_cast<PartitionOpInterface>(op))
    return hook.partitionLocal(*this, mesh);
  return success();
}

/// Whether `axes` split factor `f` into blocks that do not divide it.
static bool isPaddedFactor(const OpShardingRule &rule, int64_t f,
                           ArrayRef<StringAttr> axes, MeshAttr mesh) {
  int64_t size = rule.getFactorSize(f);
  return !axes.empty() && !ShapedType::isDynamic(size) &&
         size % mesh.getGroupSize(axes) != 0;
}

bool Partitioner::canPadFactor(Operation *op, const OpShardingRule &rule,
                               int64_t f, ArrayRef<StringAttr> axes,
                               MeshAttr mesh) {
  if (!isPaddedFactor(rule, f, axes, mesh))
    return true;
  if (attributeRules.contains(op))
    return false;
  if (rule.isPassThrough(f))
    return true;
  if (!rule.isReduction(f))
    return false;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    auto type = dyn_cast<RankedTensorType>(op->getOperand(i).getType());
    if (type && rule.getOperandDimOfFactor(i, f) &&
        !getReductionNeutral(rule.getReductionKind(), type.getElementType()))
      return false;
  }
  return true;
}

void Partitioner::maskPaddedReductions(Operation *op,
                                       const OpShardingRule &rule,
                                       const FactorAxes &axes, MeshAttr mesh) {
  OpBuilder builder(op);
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value operand = op->getOperand(i);
    ShardingAttr sharding = shardingOf.lookup(operand);
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    if (!type || !sharding)
      continue;
    SmallVector<int64_t> dims;
    for (int64_t f : rule.getReductionFactors())
      if (isPaddedFactor(rule, f, axes[f], mesh))
        if (std::optional<unsigned> dim = rule.getOperandDimOfFactor(i, f))
          dims.push_back(*dim);
    TypedAttr neutral =
        getReductionNeutral(rule.getReductionKind(), type.getElementType());
    if (dims.empty() || !neutral)
      continue;
    Value masked =
        emitMaskPadding(builder, op->getLoc(), operand, sharding,
                        getGlobalShape(operand), dims, neutral, mesh);
    if (masked == operand)
      continue;
    recordDerived(masked, operand, sharding);
    op->setOperand(i, masked);
  }
}

void Partitioner::maskAccumulators(Operation *op, const OpShardingRule &rule,
                                   ArrayRef<StringAttr> axes, MeshAttr mesh) {
  OpBuilder builder(op);
  for (unsigned i : rule.getAccumulatorOperands()) {
    Value operand = op->getOperand(i);
    Value masked = emitKeepOnFirstDevice(builder, op->getLoc(), operand, axes,
                                         rule.getReductionKind(), mesh);
    if (masked == operand)
      continue;
    recordDerived(masked, operand, shardingOf.lookup(operand));
    op->setOperand(i, masked);
  }
}

LogicalResult
Partitioner::partitionReplicatedOp(Operation *op,
                                   ArrayRef<ShardingAttr> resultShardings) {
  for (auto [r, sharding] : llvm::enumerate(resultShardings)) {
    if (sharding && !sharding.isReplicated())
      return op->emitError()
             << "op has no sharding rule and cannot be partitioned under the "
                "non-replicated sharding "
             << sharding << " of result #" << r;
  }
  // Without a rule, the op runs whole on every device.
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    ShardingAttr source = shardingOf.lookup(operand);
    if (!type || !source)
      continue;
    if (failed(reshardOperand(
            op, i,
            ShardingAttr::getReplicated(source.getMesh(), type.getRank()))))
      return failure();
  }
  for (auto [r, result] : llvm::enumerate(op->getResults()))
    if (resultShardings[r])
      shardingOf[result] = resultShardings[r];
  finishOp(op, resultShardings);
  return success();
}

bool Partitioner::partitionLinearOfPartials(Operation *op) {
  if (!isa<stablehlo::AddOp, stablehlo::SubtractOp, stablehlo::NegOp>(op))
    return false;
  ShardingAttr sharding = shardingOf.lookup(op->getOperand(0));
  if (!sharding || !sharding.isPartial() ||
      sharding.getPartialKind() != ReductionKind::Sum ||
      llvm::any_of(op->getOperands(), [&](Value operand) {
        return shardingOf.lookup(operand) != sharding ||
               operand.getType() != op->getOperand(0).getType();
      }))
    return false;
  Value result = op->getResult(0);
  if (lowering())
    result.setType(op->getOperand(0).getType());
  shardingOf[result] = sharding;
  finishOp(op, sharding);
  return true;
}

/// The sharding `op` (defined in a region being partitioned) is annotated
/// with for `value`, or null.
static ShardingAttr getAnnotation(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return {};
  auto shardings = result.getOwner()->getAttrOfType<ArrayAttr>(
      OSDPDialect::kShardingsAttrName);
  if (!shardings || shardings.size() <= result.getResultNumber())
    return {};
  return dyn_cast<ShardingAttr>(shardings[result.getResultNumber()]);
}

SmallVector<ShardingAttr>
Partitioner::getLoopShardings(stablehlo::WhileOp op,
                              ArrayRef<ShardingAttr> resultShardings) {
  SmallVector<ShardingAttr> shardings(resultShardings);
  Block &body = op.getBody().front();
  Block &cond = op.getCond().front();
  Operation *yield = body.getTerminator();
  for (auto [i, annotation] : llvm::enumerate(shardings)) {
    // C++17 lambdas cannot capture structured bindings.
    ShardingAttr sharding = annotation;
    if (!sharding || sharding.isPartial())
      continue;
    BlockArgument arg = body.getArgument(i);
    auto add = yield->getOperand(i).getDefiningOp<stablehlo::AddOp>();
    if (!add || !add->hasOneUse() || !arg.hasOneUse() ||
        !cond.getArgument(i).use_empty() || *arg.getUsers().begin() != add)
      continue;
    Value other = add.getLhs() == arg ? add.getRhs() : add.getLhs();
    ShardingAttr partial = getAnnotation(other);
    if (!partial || !partial.isPartial() || other == arg ||
        partial.getPartialKind() != ReductionKind::Sum ||
        llvm::any_of(partial.getPartialAxes(),
                     [&](StringAttr axis) { return sharding.usesAxis(axis); }))
      continue;
    SmallVector<SmallVector<StringAttr>> dims;
    for (int64_t d = 0; d < sharding.getRank(); ++d)
      dims.emplace_back(sharding.getDimAxes(d));
    // The add of two partial sums stays partial (partitionLinearOfPartials).
    shardings[i] =
        ShardingAttr::get(sharding.getMesh(), dims, partial.getPartialAxes());
  }
  return shardings;
}

LogicalResult
Partitioner::partitionControlFlow(Operation *op,
                                  ArrayRef<ShardingAttr> resultShardings) {
  // Loop-carried values and branch results take the op's result shardings
  // everywhere: operands, region arguments, region results.
  SmallVector<Type> localTypes;
  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    ShardingAttr sharding = resultShardings[r];
    if (!sharding) {
      localTypes.push_back(result.getType());
      continue;
    }
    FailureOr<MeshAttr> mesh = lookupMesh(op, sharding);
    if (failed(mesh))
      return failure();
    FailureOr<Type> local = getLocalType(op, result.getType(), sharding, *mesh,
                                         ("result #" + Twine(r)).str());
    if (failed(local))
      return failure();
    localTypes.push_back(*local);
  }

  auto makeWhole = [&](unsigned i) -> LogicalResult {
    Value operand = op->getOperand(i);
    ShardingAttr source = shardingOf.lookup(operand);
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    if (!source || !type)
      return success();
    return reshardOperand(
        op, i, ShardingAttr::getReplicated(source.getMesh(), type.getRank()));
  };

  if (auto whileOp = dyn_cast<stablehlo::WhileOp>(op)) {
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      if (failed(reshardOperand(op, i, resultShardings[i])))
        return failure();
    for (Region *region : {&whileOp.getCond(), &whileOp.getBody()}) {
      Block &block = region->front();
      for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
        if (lowering())
          arg.setType(localTypes[i]);
        if (resultShardings[i])
          shardingOf[arg] = resultShardings[i];
      }
    }
    // The condition returns a whole predicate.
    Block &cond = whileOp.getCond().front();
    SmallVector<ShardingAttr> condShardings;
    for (Value v : cond.getTerminator()->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(v.getType());
      condShardings.push_back(
          type && resultShardings.front()
              ? ShardingAttr::getReplicated(resultShardings.front().getMesh(),
                                            type.getRank())
              : ShardingAttr());
    }
    if (failed(partitionBlock(cond, condShardings)) ||
        failed(partitionBlock(whileOp.getBody().front(), resultShardings)))
      return failure();
  } else {
    // if / case: the predicate or index is whole on every device.
    if (failed(makeWhole(0)))
      return failure();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (failed(partitionBlock(block, resultShardings)))
          return failure();
  }

  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    if (lowering())
      result.setType(localTypes[r]);
    if (resultShardings[r])
      shardingOf[result] = resultShardings[r];
  }
  finishOp(op, resultShardings);
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// Whether `func` is part of the sharded program: it carries a sharding
/// somewhere. Functions without any (helpers left after inlining, host code)
/// are left alone.
static bool isSharded(func::FuncOp func) {
  auto hasSharding = [](ArrayAttr attrs) {
    return attrs && llvm::any_of(attrs, [](Attribute dict) {
             auto entries = dyn_cast_or_null<DictionaryAttr>(dict);
             return entries && entries.contains(OSDPDialect::kShardingAttrName);
           });
  };
  if (hasSharding(func.getArgAttrsAttr()) ||
      hasSharding(func.getResAttrsAttr()))
    return true;
  return func
      .walk([](Operation *op) {
        return op->hasAttr(OSDPDialect::kShardingsAttrName) || isa<ShardOp>(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Partitions every sharded function of `module` in `mode`.
static LogicalResult runPartitioner(ModuleOp module, PartitionMode mode,
                                    unsigned &numCollectives) {
  Partitioner partitioner(module, mode);
  for (auto func : module.getOps<func::FuncOp>())
    if (isSharded(func) && failed(partitioner.partitionFunction(func)))
      return failure();
  numCollectives = partitioner.getNumCollectives();
  return success();
}

namespace {
struct InsertReshardsPass
    : public osdp::impl::InsertReshardsPassBase<InsertReshardsPass> {
  void runOnOperation() override {
    unsigned ignored;
    if (failed(runPartitioner(getOperation(), PartitionMode::Plan, ignored)))
      signalPassFailure();
  }
};

struct OSDPPartitionPass
    : public osdp::impl::PartitionPassBase<OSDPPartitionPass> {
  void runOnOperation() override {
    unsigned inserted = 0;
    if (failed(runPartitioner(getOperation(), PartitionMode::Lower, inserted)))
      return signalPassFailure();
    numCollectives += inserted;
  }
};
} // namespace
