//===- GSPMDManualRegions.cpp - GSPMD shard_map into osdp -----------------===//
//
// Under GSPMD, JAX lowers shard_map without a region op: each operand goes
// through `custom_call @Sharding` (its global sharding) and
// `@SPMDFullToShardShape` (to the local shape, sharding `{manual}`), the
// body (usually an inlined `call @shmap_body`) computes on local values, and
// each result goes through `@Sharding {manual}` and `@SPMDShardToFullShape`
// (back to the global shape and sharding). This file finds those regions
// and gives them the structure Shardy writes explicitly:
// osdp.manual_computation.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Import/ManualComputations.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/GSPMDSharding.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace osdp;

static constexpr llvm::StringLiteral kFullToShard = "SPMDFullToShardShape";
static constexpr llvm::StringLiteral kShardToFull = "SPMDShardToFullShape";
static constexpr llvm::StringLiteral kGspmdShardingAttr = "mhlo.sharding";

static bool isCustomCall(Operation *op, StringRef target) {
  auto call = dyn_cast_or_null<stablehlo::CustomCallOp>(op);
  return call && call.getCallTargetName() == target;
}

static StringAttr getGspmdSharding(Operation *op) {
  return op ? op->getAttrOfType<StringAttr>(kGspmdShardingAttr) : StringAttr();
}

/// Whether `text` is the fully manual sharding, reporting partly manual
/// ones (shard_map with auto axes) at `op`.
static FailureOr<bool> isFullyManual(Operation *op, StringAttr text) {
  if (!text)
    return false;
  std::string error;
  std::optional<GSPMDSharding> sharding =
      parseGSPMDSharding(text.getValue(), error);
  if (!sharding)
    return false; // The importer reports unparsable strings.
  if (sharding->kind == GSPMDSharding::Kind::Manual)
    return true;
  if (llvm::is_contained(sharding->subgroupKinds,
                         GSPMDSharding::SubgroupKind::Manual))
    return op->emitOpError()
           << "is manual over part of the devices only (shard_map with auto "
              "axes), which osdp does not import from GSPMD shardings";
  return false;
}

namespace {

/// One bracketed region: its entries, exits and body, in program order.
struct ManualRegion {
  SmallVector<Operation *> entries; // @SPMDFullToShardShape
  SmallVector<Operation *> exits;   // @SPMDShardToFullShape
  SmallVector<Operation *> body;
};

class RegionBuilder {
public:
  RegionBuilder(FlatSymbolRefAttr meshRef, MeshAttr mesh,
                GspmdConverter convert)
      : meshRef(meshRef), mesh(mesh), convert(convert) {}

  LogicalResult run(Block &block);

private:
  /// Groups the ops of `block` into regions: an op that reads a value of a
  /// region (or of several, which merges them) belongs to it.
  LogicalResult collect(Block &block);
  LogicalResult build(ManualRegion &region);
  /// The in (or out) sharding that the GSPMD string of `op` gives a value of
  /// type `type`.
  FailureOr<ShardingAttr> shardingOf(Operation *op, Type type);
  /// Clones into the body what it reads from outside that every device
  /// computes alone (constants, the device id, pure ops over them); reports
  /// any other value defined outside the region.
  LogicalResult captureDeviceInvariants(ManualComputationOp manual);

  FlatSymbolRefAttr meshRef;
  MeshAttr mesh;
  GspmdConverter convert;
  /// The region leader of each entry and body op.
  DenseMap<Operation *, Operation *> leaderOf;
  llvm::EquivalenceClasses<Operation *> classes;
  llvm::MapVector<Operation *, ManualRegion> regions;
};

} // namespace

LogicalResult RegionBuilder::collect(Block &block) {
  SmallVector<std::pair<Operation *, bool>> members; // (op, isExit)
  for (Operation &op : block) {
    if (isCustomCall(&op, kFullToShard)) {
      classes.insert(&op);
      leaderOf[&op] = &op;
      members.push_back({&op, false});
      continue;
    }
    // Values the op reads, in its regions too (a loop in the body).
    SetVector<Value> used(op.getOperands().begin(), op.getOperands().end());
    for (Region &nested : op.getRegions())
      getUsedValuesDefinedAbove(nested, used);
    Operation *leader = nullptr;
    for (Value value : used) {
      Operation *def = value.getDefiningOp();
      if (!def || !leaderOf.count(def))
        continue;
      if (leader)
        classes.unionSets(leader, leaderOf[def]);
      leader = leaderOf[def];
    }
    bool isExit = isCustomCall(&op, kShardToFull);
    if (isExit && !leader) {
      // A result that depends on no operand (a zero cotangent): a region of
      // its own, which will compute it from constants.
      classes.insert(&op);
      leader = &op;
    }
    if (!leader)
      continue;
    if (!isExit)
      leaderOf[&op] = leader;
    members.push_back({&op, isExit});
  }
  for (auto [op, isExit] : members) {
    Operation *def = op->getOperand(0).getDefiningOp();
    Operation *root =
        classes.getLeaderValue(!isExit               ? leaderOf[op]
                               : leaderOf.count(def) ? leaderOf[def]
                                                     : op);
    ManualRegion &region = regions[root];
    if (isExit)
      region.exits.push_back(op);
    else if (isCustomCall(op, kFullToShard))
      region.entries.push_back(op);
    else
      region.body.push_back(op);
  }
  return success();
}

FailureOr<ShardingAttr> RegionBuilder::shardingOf(Operation *op, Type type) {
  StringAttr text = getGspmdSharding(op);
  if (!text)
    return op->emitOpError() << "has no mhlo.sharding, which the boundary of "
                                "a manual region needs";
  return convert(text, type, op->getLoc());
}

/// Appends to `chain`, operands first, the ops that compute `value` from
/// nothing but constants and the device's id; false if something else (a
/// function argument, an effect) feeds it.
static bool collectDeviceInvariantChain(Value value,
                                        SetVector<Operation *> &chain) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getNumRegions() != 0 || !isMemoryEffectFree(def))
    return false;
  if (chain.contains(def))
    return true;
  for (Value operand : def->getOperands())
    if (!collectDeviceInvariantChain(operand, chain))
      return false;
  chain.insert(def);
  return true;
}

LogicalResult
RegionBuilder::captureDeviceInvariants(ManualComputationOp manual) {
  Block &body = manual.getBody().front();
  SetVector<Value> outside;
  getUsedValuesDefinedAbove(manual.getBody(), outside);
  SetVector<Operation *> chain;
  for (Value value : outside)
    if (!collectDeviceInvariantChain(value, chain))
      return manual.emitOpError()
             << "would read a value defined outside the manual region: the "
                "body of a shard_map may only use its operands, constants "
                "and the device id";
  // Clones in dependency order (operands were inserted first).
  IRMapping mapping;
  OpBuilder builder = OpBuilder::atBlockBegin(&body);
  for (Operation *op : chain)
    builder.clone(*op, mapping);
  for (Value value : outside)
    replaceAllUsesInRegionWith(value, mapping.lookup(value), manual.getBody());
  return success();
}

LogicalResult RegionBuilder::build(ManualRegion &region) {
  SmallVector<Value> inputs;
  SmallVector<Attribute> inShardings, outShardings;
  SmallVector<Type> bodyTypes, resultTypes;
  for (Operation *entry : region.entries) {
    Value global = entry->getOperand(0);
    Operation *constraint = global.getDefiningOp();
    if (!getGspmdSharding(constraint))
      return entry->emitOpError()
             << "reads a value without an mhlo.sharding: the global sharding "
                "of a manual region's operand must be written";
    FailureOr<ShardingAttr> sharding = shardingOf(constraint, global.getType());
    if (failed(sharding))
      return failure();
    inputs.push_back(global);
    inShardings.push_back(*sharding);
    bodyTypes.push_back(entry->getResult(0).getType());
  }
  for (Operation *exit : region.exits) {
    FailureOr<ShardingAttr> sharding =
        shardingOf(exit, exit->getResult(0).getType());
    if (failed(sharding))
      return failure();
    outShardings.push_back(*sharding);
    resultTypes.push_back(exit->getResult(0).getType());
  }

  // The op goes after the last op it absorbs (or before its first exit if
  // it absorbs none); every use of its results must follow it.
  Operation *last = nullptr;
  for (Operation *op : llvm::concat<Operation *>(region.entries, region.body))
    if (!last || last->isBeforeInBlock(op))
      last = op;
  for (Operation *exit : region.exits)
    for (Operation *user : exit->getUsers())
      if (last && user->getBlock() == last->getBlock() &&
          user->isBeforeInBlock(last))
        return user->emitOpError()
               << "uses the result of a manual region before the region ends";

  Operation *first =
      !region.entries.empty() ? region.entries.front() : region.exits.front();
  MLIRContext *context = first->getContext();
  OpBuilder builder(context);
  if (last)
    builder.setInsertionPointAfter(last);
  else
    builder.setInsertionPoint(first);
  auto manual = ManualComputationOp::create(
      builder, first->getLoc(), resultTypes, inputs,
      ArrayAttr::get(context, inShardings),
      ArrayAttr::get(context, outShardings),
      AxisListAttr::get(context, mesh.getAxisNames()));
  Block *body = builder.createBlock(&manual.getBody());
  for (auto [entry, type] : llvm::zip(region.entries, bodyTypes)) {
    entry->getResult(0).replaceAllUsesWith(
        body->addArgument(type, entry->getLoc()));
    entry->erase();
  }
  for (Operation *op : region.body)
    op->moveBefore(body, body->end());
  SmallVector<Value> yielded;
  for (Operation *exit : region.exits)
    yielded.push_back(exit->getOperand(0));
  builder.setInsertionPointToEnd(body);
  YieldOp::create(builder, manual.getLoc(), yielded);
  for (auto [exit, result] : llvm::zip(region.exits, manual.getResults())) {
    exit->getResult(0).replaceAllUsesWith(result);
    exit->erase();
  }
  return captureDeviceInvariants(manual);
}

LogicalResult RegionBuilder::run(Block &block) {
  // The `{manual}` constraints inside regions say nothing the region does
  // not: drop them first.
  for (Operation &op : llvm::make_early_inc_range(block)) {
    bool entry = isCustomCall(&op, kFullToShard);
    if (!entry && !isCustomCall(&op, "Sharding"))
      continue;
    FailureOr<bool> manual = isFullyManual(&op, getGspmdSharding(&op));
    if (failed(manual))
      return failure();
    if (*manual && !entry) {
      op.getResult(0).replaceAllUsesWith(op.getOperand(0));
      op.erase();
    }
  }
  if (failed(collect(block)))
    return failure();
  for (auto &[leader, region] : regions)
    if (failed(build(region)))
      return failure();
  return success();
}

LogicalResult osdp::importGspmdManualRegions(func::FuncOp func,
                                             FlatSymbolRefAttr meshRef,
                                             MeshAttr mesh,
                                             GspmdConverter convert) {
  SmallVector<Block *> blocks;
  func.walk([&](Operation *op) {
    if ((isCustomCall(op, kFullToShard) || isCustomCall(op, kShardToFull)) &&
        !llvm::is_contained(blocks, op->getBlock()))
      blocks.push_back(op->getBlock());
  });
  for (Block *block : blocks) {
    RegionBuilder builder(meshRef, mesh, convert);
    if (failed(builder.run(*block)))
      return failure();
  }
  return success();
}
