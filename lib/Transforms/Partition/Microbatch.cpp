//===- Microbatch.cpp - Run a training step's batch in pieces -------------===//
//
// Gradient accumulation as a program rewrite. Which values of a step are
// per example, and how each op computes a microbatch's share of them, is
// what the SPMD partitioner already knows: the step is partitioned over a
// mesh of one axis whose size is the number of microbatches, with the
// batch split along it. The partitioned program is one microbatch's step;
// its reductions over that axis (the gradients', the loss's) become
// accumulations across the iterations of a loop, and what follows them
// (the optimizer) runs once, after the loop.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Microbatch.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/Resharding.h"
#include "osdp/Sharding/TrainingStep.h"
#include "osdp/Transforms/Partition/ForwardPass.h"
#include "osdp/Transforms/Partition/Passes.h"
#include "osdp/Transforms/Propagation/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SetVector.h"

namespace osdp {
#define GEN_PASS_DEF_MICROBATCHPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The name of the mesh axis the microbatches are laid out along while the
/// step is partitioned into one microbatch's program.
constexpr llvm::StringLiteral kAxisName = "microbatch";

/// Where the plan's op shardings wait while the step is partitioned into
/// one microbatch's program (a name no dialect verifies).
constexpr llvm::StringLiteral kSetAsideShardings = "microbatch_shardings";

/// How the batch is cut: each device's share of it (the leading dimension
/// split over `shards` devices) into `count` blocks.
struct Split {
  int64_t count;
  int64_t shards;
};

/// Where each op of one microbatch's program goes in the rewritten step.
using Place = MicrobatchPlace;

/// Marks each op of the copy that is partitioned into one microbatch's
/// program with its position in the step's body, so that the places found
/// on the copy can be read back onto the step's own ops.
constexpr llvm::StringLiteral kOriginAttr = "microbatch_origin";

/// One microbatch's program, cut into the three places.
struct Schedule {
  llvm::MapVector<Operation *, Place> places;
  /// The reductions over the microbatch axis, in program order: each
  /// becomes an accumulator.
  SmallVector<AllReduceOp> accumulated;
};

/// Microbatch `index` of `value` along dimension `dim`: of each of the
/// `split.shards` device blocks of the dimension, sub-block `index` of
/// `split.count`. A reshape exposes the blocks, a dynamic slice picks one,
/// a reshape joins the devices' pieces again: no device reads another's
/// rows.
Value selectMicrobatch(OpBuilder &builder, Location loc, Value value,
                       int64_t dim, Value index, Split split) {
  auto type = cast<RankedTensorType>(value.getType());
  Type element = type.getElementType();
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rows = shape[dim] / (split.shards * split.count);
  SmallVector<int64_t> grid(shape.take_front(dim));
  grid.append({split.shards, split.count, rows});
  grid.append(shape.begin() + dim + 1, shape.end());
  Value blocks = stablehlo::ReshapeOp::create(
      builder, loc, RankedTensorType::get(grid, element), value);
  Value zero = emitI64Constant(builder, loc, 0);
  SmallVector<Value> starts(grid.size(), zero);
  starts[dim + 1] = index;
  SmallVector<int64_t> sizes(grid);
  sizes[dim + 1] = 1;
  Value block = stablehlo::DynamicSliceOp::create(
      builder, loc, RankedTensorType::get(sizes, element), blocks, starts,
      sizes);
  SmallVector<int64_t> result(shape);
  result[dim] = split.shards * rows;
  return stablehlo::ReshapeOp::create(
      builder, loc, RankedTensorType::get(result, element), block);
}

/// The number of devices the leading dimension of argument `i` is split
/// over by its sharding (1 without one).
int64_t leadingShards(func::FuncOp function, unsigned i) {
  auto sharding = function.getArgAttrOfType<ShardingAttr>(
      i, OSDPDialect::kShardingAttrName);
  if (!sharding || sharding.getRank() == 0)
    return 1;
  MeshOp mesh = MeshOp::lookup(function, sharding.getMesh());
  return mesh ? sharding.getNumShards(0, mesh.getMesh()) : 1;
}

/// Finds the batch of `function` and how it is cut, or emits why it
/// cannot be.
FailureOr<std::pair<StepBatch, Split>> findSplit(func::FuncOp function,
                                                 int64_t count) {
  auto error = [&]() {
    return mlir::emitError(function.getLoc(), "microbatches=") << count << ": ";
  };
  std::optional<TrainingStep> step = analyzeTrainingStep(function);
  if (!step || !step->trains)
    return error() << "@" << function.getSymName()
                   << " is not a training step (it returns no loss and "
                      "updates no state), so it has no gradient to "
                      "accumulate";
  StepBatch batch = findStepBatch(function, *step);
  if (batch.arguments.empty())
    return error() << "no batch found: no data argument (one the loss "
                      "depends on that is not state) has a leading "
                      "dimension";
  Split split{count, leadingShards(function, batch.arguments.front())};
  for (unsigned i : batch.arguments) {
    if (leadingShards(function, i) != split.shards)
      return error() << "the batch arguments #" << batch.arguments.front()
                     << " and #" << i
                     << " split their leading dimension over different "
                        "numbers of devices";
    if (batch.size % (split.shards * count) != 0)
      return error() << "the batch of argument #" << i << " ("
                     << function.getArgument(i).getType() << ") is "
                     << batch.size << " rows over " << split.shards
                     << " device(s), which " << count
                     << " microbatches do not divide";
  }
  return std::make_pair(batch, split);
}

/// A copy of `function` in a module of its own, partitioned over a mesh of
/// `count` devices with the batch split along it: one microbatch's step.
/// The user's shardings are left out: they name the device mesh. With
/// `markOrigins`, each op carries its position in `function` (kOriginAttr).
FailureOr<OwningOpRef<ModuleOp>>
partitionOneMicrobatch(func::FuncOp function, const StepBatch &batch,
                       int64_t count, bool markOrigins = false) {
  MLIRContext *context = function.getContext();
  Location loc = function.getLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  OpBuilder builder = OpBuilder::atBlockEnd(module->getBody());
  StringAttr axis = StringAttr::get(context, kAxisName);
  auto mesh = MeshOp::create(builder, loc, "microbatches",
                             MeshAttr::get(context, {axis}, {count}));
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  auto copy = cast<func::FuncOp>(builder.clone(*function));
  if (markOrigins)
    for (auto [index, op] : llvm::enumerate(copy.getBody().front()))
      op.setAttr(kOriginAttr, builder.getI64IntegerAttr(index));
  WalkResult walk = copy.walk([&](Operation *op) {
    // The plan's shardings of the op's results name the device mesh: kept
    // aside, and given back to the op's clones in the rewritten step.
    if (Attribute shardings = op->removeAttr(OSDPDialect::kShardingsAttrName))
      op->setAttr(kSetAsideShardings, shardings);
    if (auto shard = dyn_cast<ShardOp>(op)) {
      shard.getResult().replaceAllUsesWith(shard.getInput());
      shard.erase();
    } else if (isa<ShardingGroupOp>(op)) {
      op->erase();
    } else if (isa<OSDPDialect>(op->getDialect())) {
      mlir::emitError(op->getLoc(), "microbatches=")
          << count << ": a step that holds '" << op->getName()
          << "' (a shard_map's manual code) is not split into microbatches";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  auto shardingOf = [&](Type type, bool batched) {
    int64_t rank = cast<RankedTensorType>(type).getRank();
    SmallVector<SmallVector<StringAttr>> dims(rank);
    if (batched)
      dims[0].push_back(axis);
    return ShardingAttr::get(meshRef, dims);
  };
  for (auto [i, type] : llvm::enumerate(copy.getArgumentTypes()))
    copy.setArgAttr(i, OSDPDialect::kShardingAttrName,
                    shardingOf(type, llvm::is_contained(batch.arguments, i)));
  for (auto [j, type] : llvm::enumerate(copy.getResultTypes()))
    copy.setResultAttr(j, OSDPDialect::kShardingAttrName,
                       shardingOf(type, false));
  PassManager pm(context);
  pm.addPass(createPropagateShardingsPass());
  pm.addPass(createInsertReshardsPass());
  pm.addPass(createPartitionPass());
  if (failed(pm.run(*module)))
    return failure();
  return module;
}

/// Whether an accumulator of a `kind` reduction of `type` can start from
/// the reduction's identity.
bool isAccumulable(ReductionKind kind, Type type) {
  return kind == ReductionKind::Sum ||
         ((kind == ReductionKind::Max || kind == ReductionKind::Min) &&
          isa<FloatType>(getElementTypeOrSelf(type)));
}

/// The refusal of a step whose result `j` is per example.
LogicalResult perExampleResult(func::FuncOp perMicrobatch, unsigned j,
                               Split split) {
  return mlir::emitError(perMicrobatch.getLoc(), "microbatches=")
         << split.count << ": result #" << j
         << " is computed per example; only values reduced over the batch "
            "and what follows from them can be returned";
}

/// Whether the device index `id` is used for a position in the batch (a
/// block's offset), not only compared (which device keeps a value once:
/// the first, as the first microbatch does). With the batch split over
/// devices, microbatch i is not the i-th block of the batch, so such a use
/// would pair rows with the wrong positions.
bool readsPosition(Operation *id) {
  SmallVector<Value> worklist(id->getResults());
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<stablehlo::CompareOp>(user))
        continue;
      // The scalar arithmetic that turns it into a coordinate.
      if (!isa<stablehlo::ConvertOp, stablehlo::DivOp, stablehlo::RemOp,
               stablehlo::MulOp, stablehlo::AddOp, stablehlo::ReshapeOp>(user))
        return true;
      worklist.append(user->result_begin(), user->result_end());
    }
  }
  return false;
}

/// Moves into the loop the ops placed before it that only the loop reads
/// (a bias broadcast to a microbatch's shape): recomputed per microbatch,
/// they are not held, nor carried through the loop, for the whole step.
void sinkIntoLoop(Block &body, llvm::MapVector<Operation *, Place> &places) {
  for (Operation &op : llvm::reverse(body.without_terminator())) {
    if (places[&op] != Place::Before || op.use_empty())
      continue;
    bool loopOnly = llvm::all_of(op.getUsers(), [&](Operation *user) {
      Operation *reader = body.findAncestorOpInBlock(*user);
      return reader && places.lookup(reader) == Place::Loop &&
             !isa<AllReduceOp>(reader);
    });
    if (loopOnly)
      places[&op] = Place::Loop;
  }
}

/// Places every op of one microbatch's program `perMicrobatch`, or emits
/// why the step cannot be accumulated exactly.
FailureOr<Schedule> schedule(func::FuncOp perMicrobatch,
                             ArrayRef<unsigned> batchArguments, Split split) {
  Schedule result;
  // Values that differ between microbatches, and values computed from an
  // accumulated one (known only after the loop).
  DenseSet<Value> varying, accumulated;
  for (unsigned i : batchArguments)
    varying.insert(perMicrobatch.getArgument(i));
  auto refuse = [&](Operation *op) {
    return mlir::emitError(op->getLoc(), "microbatches=")
           << split.count << ": ";
  };
  Block &body = perMicrobatch.getBody().front();
  for (Operation &op : body.without_terminator()) {
    bool readsVarying = false, readsAccumulated = false;
    for (Value value : readValues(&op)) {
      readsVarying |= varying.contains(value);
      readsAccumulated |= accumulated.contains(value);
    }
    if (readsAccumulated && (readsVarying || isa<OSDPDialect>(op.getDialect())))
      return refuse(&op) << "'" << op.getName()
                         << "' reads per-example values after a reduction "
                            "over the batch (as batch normalization does), "
                            "which microbatches would change";
    Place place = readsAccumulated ? Place::After
                  : readsVarying   ? Place::Loop
                                   : Place::Before;
    if (auto reduce = dyn_cast<AllReduceOp>(op)) {
      if (!isAccumulable(reduce.getKind(), reduce.getType()))
        return refuse(&op) << "a '" << stringifyReductionKind(reduce.getKind())
                           << "' reduction over the batch is not accumulated";
      result.accumulated.push_back(reduce);
      place = Place::After;
    } else if (isa<stablehlo::PartitionIdOp>(op) && split.shards != 1 &&
               readsPosition(&op)) {
      return refuse(&op) << "the step reads each example's position in the "
                            "batch (a value per example that is not an "
                            "argument, such as a constant of weights), "
                            "which microbatches taken from every device's "
                            "rows would pair with other rows";
    } else if (isa<stablehlo::PartitionIdOp, AllSliceOp>(op)) {
      place = Place::Loop;
    } else if (isa<OSDPDialect>(op.getDialect())) {
      // The gather of a per-example value the step returns.
      for (OpOperand &use : op.getUses())
        if (use.getOwner() == body.getTerminator())
          return perExampleResult(perMicrobatch, use.getOperandNumber(), split);
      return refuse(&op) << "'" << op.getName()
                         << "' moves per-example values between "
                            "microbatches; only reductions over the batch "
                            "are accumulated";
    }
    result.places.insert({&op, place});
    DenseSet<Value> &into = place == Place::Loop ? varying : accumulated;
    if (place != Place::Before)
      for (Value value : op.getResults())
        into.insert(value);
  }
  sinkIntoLoop(body, result.places);
  for (auto [j, value] : llvm::enumerate(body.getTerminator()->getOperands()))
    if (varying.contains(value))
      return perExampleResult(perMicrobatch, j, split);
  return result;
}

/// The identity of a `kind` reduction, as a constant of `type`.
Value emitIdentity(OpBuilder &builder, Location loc, ReductionKind kind,
                   RankedTensorType type) {
  Type element = type.getElementType();
  Attribute value;
  if (auto real = dyn_cast<FloatType>(element))
    value = builder.getFloatAttr(
        real, kind == ReductionKind::Sum
                  ? APFloat::getZero(real.getFloatSemantics())
                  : APFloat::getInf(real.getFloatSemantics(),
                                    /*Negative=*/kind == ReductionKind::Max));
  else
    value = builder.getIntegerAttr(element, 0);
  return stablehlo::ConstantOp::create(builder, loc, type,
                                       DenseElementsAttr::get(type, value));
}

/// `accumulator` combined with `value` by a `kind` reduction.
Value emitCombine(OpBuilder &builder, Location loc, ReductionKind kind,
                  Value accumulator, Value value) {
  Type type = accumulator.getType();
  switch (kind) {
  case ReductionKind::Max:
    return stablehlo::MaxOp::create(builder, loc, type, accumulator, value);
  case ReductionKind::Min:
    return stablehlo::MinOp::create(builder, loc, type, accumulator, value);
  default:
    return stablehlo::AddOp::create(builder, loc, type, accumulator, value);
  }
}

/// Rewrites the body of `function` from one microbatch's program.
class Rebuilder {
public:
  Rebuilder(func::FuncOp function, func::FuncOp perMicrobatch,
            const Schedule &plan, ArrayRef<unsigned> batchArguments,
            Split split)
      : function(function), perMicrobatch(perMicrobatch), plan(plan),
        batchArguments(batchArguments), split(split) {}

  void run();

private:
  void emitBefore(OpBuilder &builder);
  stablehlo::WhileOp emitLoop(OpBuilder &builder);
  void emitCondition(OpBuilder &builder, stablehlo::WhileOp loop);
  void emitBody(OpBuilder &builder, stablehlo::WhileOp loop);
  void emitAfter(OpBuilder &builder, stablehlo::WhileOp loop);

  func::FuncOp function, perMicrobatch;
  const Schedule &plan;
  ArrayRef<unsigned> batchArguments;
  Split split;
  /// From one microbatch's values to the rewritten step's, outside the loop.
  IRMapping outer;
  /// The values the loop reads from outside it (the batch arguments whole),
  /// carried through it unchanged.
  llvm::SetVector<Value> captures;
};

void Rebuilder::run() {
  Block &block = function.getBody().front();
  while (!block.empty()) {
    block.back().dropAllDefinedValueUses();
    block.back().erase();
  }
  for (auto [mine, theirs] :
       llvm::zip(perMicrobatch.getArguments(), function.getArguments()))
    outer.map(mine, theirs);
  OpBuilder builder = OpBuilder::atBlockEnd(&block);
  emitBefore(builder);
  stablehlo::WhileOp loop = emitLoop(builder);
  emitCondition(builder, loop);
  emitBody(builder, loop);
  builder.setInsertionPointAfter(loop);
  emitAfter(builder, loop);
  function.walk([](Operation *op) {
    if (Attribute shardings = op->removeAttr(kSetAsideShardings))
      op->setAttr(OSDPDialect::kShardingsAttrName, shardings);
  });
}

void Rebuilder::emitBefore(OpBuilder &builder) {
  for (auto [op, place] : plan.places)
    if (place == Place::Before)
      builder.clone(*op, outer);
}

stablehlo::WhileOp Rebuilder::emitLoop(OpBuilder &builder) {
  for (auto [op, place] : plan.places) {
    if (place != Place::Loop)
      continue;
    for (Value value : readValues(op)) {
      Operation *def = value.getDefiningOp();
      if (!def || (plan.places.lookup(def) != Place::Loop &&
                   !isa<stablehlo::ConstantOp>(def)))
        captures.insert(value);
    }
  }
  for (AllReduceOp reduce : plan.accumulated)
    for (Value value : readValues(reduce)) {
      Operation *def = value.getDefiningOp();
      if (!def || (plan.places.lookup(def) != Place::Loop &&
                   !isa<stablehlo::ConstantOp>(def)))
        captures.insert(value);
    }
  Location loc = function.getLoc();
  SmallVector<Value> initial{emitI64Constant(builder, loc, 0)};
  for (AllReduceOp reduce : plan.accumulated)
    initial.push_back(
        emitIdentity(builder, loc, reduce.getKind(), reduce.getType()));
  for (Value value : captures)
    initial.push_back(outer.lookup(value));
  auto loop = stablehlo::WhileOp::create(
      builder, loc, ValueRange(initial).getTypes(), initial);
  loop->setAttr(OSDPDialect::kMicrobatchLoopAttrName, builder.getUnitAttr());
  return loop;
}

void Rebuilder::emitCondition(OpBuilder &builder, stablehlo::WhileOp loop) {
  Location loc = function.getLoc();
  SmallVector<Location> locs(loop.getNumOperands(), loc);
  Block *cond =
      builder.createBlock(&loop.getCond(), {}, loop.getOperandTypes(), locs);
  auto predicate = RankedTensorType::get({}, builder.getI1Type());
  Value more = stablehlo::CompareOp::create(
      builder, loc, predicate, cond->getArgument(0),
      emitI64Constant(builder, loc, split.count),
      stablehlo::ComparisonDirectionAttr::get(
          builder.getContext(), stablehlo::ComparisonDirection::LT),
      stablehlo::ComparisonTypeAttr());
  stablehlo::ReturnOp::create(builder, loc, more);
}

void Rebuilder::emitBody(OpBuilder &builder, stablehlo::WhileOp loop) {
  Location loc = function.getLoc();
  SmallVector<Location> locs(loop.getNumOperands(), loc);
  Block *body =
      builder.createBlock(&loop.getBody(), {}, loop.getOperandTypes(), locs);
  Value index = body->getArgument(0);
  unsigned firstCapture = 1 + plan.accumulated.size();
  IRMapping inner;
  for (auto [k, value] : llvm::enumerate(captures)) {
    Value carried = body->getArgument(firstCapture + k);
    auto argument = dyn_cast<BlockArgument>(value);
    bool batched =
        argument && llvm::is_contained(batchArguments, argument.getArgNumber());
    inner.map(value,
              batched ? selectMicrobatch(builder, loc, carried, 0, index, split)
                      : carried);
  }
  // The constants the loop reads are cloned into it, not carried.
  auto cloneConstants = [&](Operation *op) {
    for (Value value : readValues(op))
      if (value.getDefiningOp<stablehlo::ConstantOp>() &&
          !inner.contains(value))
        builder.clone(*value.getDefiningOp(), inner);
  };
  for (auto [op, place] : plan.places) {
    if (place != Place::Loop)
      continue;
    cloneConstants(op);
    if (auto id = dyn_cast<stablehlo::PartitionIdOp>(op)) {
      Value result = id->getResult(0);
      inner.map(result, stablehlo::ConvertOp::create(builder, loc,
                                                     result.getType(), index));
    } else if (auto slice = dyn_cast<AllSliceOp>(op)) {
      int64_t dim = 0;
      for (auto [d, axes] : llvm::enumerate(slice.getSliceAxes()))
        if (!cast<AxisListAttr>(axes).getAxes().empty())
          dim = d;
      inner.map(slice.getResult(),
                selectMicrobatch(builder, loc, inner.lookup(slice.getInput()),
                                 dim, index, split));
    } else {
      builder.clone(*op, inner);
    }
  }
  SmallVector<Value> next{stablehlo::AddOp::create(
      builder, loc, index.getType(), index, emitI64Constant(builder, loc, 1))};
  for (auto [j, reduced] : llvm::enumerate(plan.accumulated)) {
    AllReduceOp reduce = reduced;
    cloneConstants(reduce);
    next.push_back(emitCombine(builder, loc, reduce.getKind(),
                               body->getArgument(1 + j),
                               inner.lookupOrDefault(reduce.getInput())));
  }
  for (unsigned k = 0; k < captures.size(); ++k)
    next.push_back(body->getArgument(firstCapture + k));
  stablehlo::ReturnOp::create(builder, loc, next);
}

void Rebuilder::emitAfter(OpBuilder &builder, stablehlo::WhileOp loop) {
  for (auto [j, reduce] : llvm::enumerate(plan.accumulated))
    outer.map(reduce->getResult(0), loop.getResult(1 + j));
  for (auto [op, place] : plan.places)
    if (place == Place::After && !isa<AllReduceOp>(op))
      builder.clone(*op, outer);
  Operation *terminator = perMicrobatch.getBody().front().getTerminator();
  SmallVector<Value> results;
  for (Value value : terminator->getOperands())
    results.push_back(outer.lookupOrDefault(value));
  func::ReturnOp::create(builder, function.getLoc(), results);
}

/// One microbatch's program and where each of its ops goes.
struct OneMicrobatch {
  OwningOpRef<ModuleOp> module;
  func::FuncOp step;
  Schedule places;
  StepBatch batch;
  Split split;
};

/// Finds the batch of `function`, partitions one microbatch's program and
/// places its ops, or emits why the step cannot be split.
FailureOr<OneMicrobatch> scheduleOneMicrobatch(func::FuncOp function,
                                               int64_t count,
                                               bool markOrigins = false) {
  FailureOr<std::pair<StepBatch, Split>> found = findSplit(function, count);
  if (failed(found))
    return failure();
  OneMicrobatch one;
  std::tie(one.batch, one.split) = *found;
  FailureOr<OwningOpRef<ModuleOp>> module =
      partitionOneMicrobatch(function, one.batch, count, markOrigins);
  if (failed(module))
    return failure();
  one.module = std::move(*module);
  one.step = one.module->lookupSymbol<func::FuncOp>(function.getSymNameAttr());
  FailureOr<Schedule> places =
      schedule(one.step, one.batch.arguments, one.split);
  if (failed(places))
    return failure();
  one.places = std::move(*places);
  return one;
}

} // namespace

LogicalResult osdp::microbatch(func::FuncOp function, int64_t count) {
  if (count < 1)
    return mlir::emitError(function.getLoc(), "microbatches=")
           << count << ": the number of microbatches is at least 1";
  if (count == 1 || function.isExternal())
    return success();
  FailureOr<OneMicrobatch> one = scheduleOneMicrobatch(function, count);
  if (failed(one))
    return failure();
  Rebuilder(function, one->step, one->places, one->batch.arguments, one->split)
      .run();
  return success();
}

FailureOr<DenseMap<Operation *, MicrobatchedOp>>
osdp::placeMicrobatchedOps(func::FuncOp function, int64_t count) {
  DenseMap<Operation *, MicrobatchedOp> result;
  if (count == 1 || function.isExternal())
    return result;
  FailureOr<OneMicrobatch> one =
      scheduleOneMicrobatch(function, count, /*markOrigins=*/true);
  if (failed(one))
    return failure();
  const Schedule &plan = one->places;
  SmallVector<Operation *> ops = llvm::map_to_vector(
      function.getBody().front(), [](Operation &op) { return &op; });
  for (auto [op, place] : plan.places) {
    auto origin = op->getAttrOfType<IntegerAttr>(kOriginAttr);
    // The partitioner's own ops (collectives, offsets) have no origin; an
    // op it rewrote into several is read from the first of its kind.
    if (!origin)
      continue;
    Operation *original = ops[origin.getInt()];
    if (result.count(original) || op->getName() != original->getName())
      continue;
    MicrobatchedOp &entry = result[original];
    entry.place = place;
    llvm::append_range(entry.operandTypes, op->getOperandTypes());
    llvm::append_range(entry.resultTypes, op->getResultTypes());
    entry.accumulated.assign(op->getNumResults(), false);
  }
  for (AllReduceOp reduce : plan.accumulated) {
    auto summand = dyn_cast<OpResult>(reduce.getInput());
    auto origin =
        summand ? summand.getOwner()->getAttrOfType<IntegerAttr>(kOriginAttr)
                : IntegerAttr();
    if (origin)
      result[ops[origin.getInt()]].accumulated[summand.getResultNumber()] =
          true;
  }
  return result;
}

namespace {

struct MicrobatchPass : public osdp::impl::MicrobatchPassBase<MicrobatchPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t count = 1;
    if (microbatches == "auto") {
      if (auto chosen = module->getAttrOfType<IntegerAttr>(
              OSDPDialect::kMicrobatchesAttrName))
        count = chosen.getInt();
    } else if (StringRef(microbatches).getAsInteger(10, count)) {
      module.emitError("osdp-microbatch: microbatches takes a count or "
                       "auto, not '")
          << microbatches << "'";
      return signalPassFailure();
    }
    auto main = module.lookupSymbol<func::FuncOp>("main");
    if (main && failed(microbatch(main, count)))
      signalPassFailure();
  }
};

} // namespace
