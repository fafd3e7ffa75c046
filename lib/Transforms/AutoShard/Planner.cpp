//===- Planner.cpp - A plan's groups, its writing and its prediction ------===//

#include "Planner.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Transforms/AutoShard/MegatronSplits.h"
#include "osdp/Transforms/AutoShard/Passes.h"
#include "osdp/Transforms/Partition/Microbatch.h"
#include "osdp/Transforms/Partition/PartitionPipeline.h"
#include "osdp/Transforms/Partition/Rematerialize.h"

#include "mlir/IR/Threading.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

/// The dimension the data axis splits a parameter along: the first if `n`
/// divides it, else the largest it divides.
static std::optional<unsigned> shardDimension(RankedTensorType type,
                                              int64_t n) {
  std::optional<unsigned> best;
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    if (size % n != 0 || size < n)
      continue;
    if (d == 0)
      return 0;
    if (!best || size > type.getDimSize(*best))
      best = d;
  }
  return best;
}

/// The parameter groups: each parameter without a user sharding, and the
/// optimizer state of its type that follows it (the j-th state of a type
/// follows the parameter of that type at j modulo their number: Adam's
/// first and second moments mirror the parameters in order).
void osdp::autoshard::collectGroups(Planner &planner) {
  func::FuncOp function = planner.function;
  llvm::DenseMap<Type, SmallVector<unsigned>> parametersOfType, statesOfType;
  for (auto [i, role] : llvm::enumerate(planner.step.argumentRoles)) {
    Type type = function.getArgument(i).getType();
    if (role == Role::Parameter)
      parametersOfType[type].push_back(i);
    else if (role == Role::OptimizerState)
      statesOfType[type].push_back(i);
  }
  SmallVector<std::optional<unsigned>> modelDims =
      megatronSplits(function, planner.step.argumentRoles);
  llvm::DenseMap<unsigned, unsigned> groupOf;
  for (auto [i, role] : llvm::enumerate(planner.step.argumentRoles)) {
    if (role != Role::Parameter || planner.hasUserSharding(i))
      continue;
    auto type = cast<RankedTensorType>(function.getArgument(i).getType());
    ParameterGroup group;
    group.parameter = i;
    group.parameterBytes = bytesOf(type);
    group.trained = planner.step.trains;
    // A tiny parameter (a norm's scale, a bias of a narrow layer) stays
    // whole: sharding it saves nothing worth a collective, and its split
    // would spread to the activations it scales.
    if (!isTinyTensor(type))
      group.shardDim = shardDimension(type, planner.n);
    group.modelDim = modelDims[i];
    groupOf[i] = planner.groups.size();
    planner.groups.push_back(group);
  }
  for (auto &[type, states] : statesOfType) {
    // A copy: lookup returns a temporary, which an ArrayRef would outlive.
    SmallVector<unsigned> parameters = parametersOfType.lookup(type);
    for (auto [j, state] : llvm::enumerate(states)) {
      if (parameters.empty() || planner.hasUserSharding(state))
        continue;
      auto it = groupOf.find(parameters[j % parameters.size()]);
      if (it == groupOf.end())
        continue;
      ParameterGroup &group = planner.groups[it->second];
      group.states.push_back(state);
      group.stateBytes += bytesOf(type);
    }
  }
}

/// Counts in each group the updated values its arguments are not donated
/// to: the step writes them into buffers of their own.
static void countUpdateCopies(Planner &planner) {
  func::FuncOp function = planner.function;
  for (ParameterGroup &group : planner.groups)
    group.updateCopyBytes = 0;
  llvm::DenseMap<unsigned, unsigned> groupOf;
  for (auto [g, group] : llvm::enumerate(planner.groups)) {
    groupOf[group.parameter] = g;
    for (unsigned state : group.states)
      groupOf[state] = g;
  }
  for (auto [j, argument] : llvm::enumerate(planner.step.updates)) {
    if (!argument || function.getArgAttr(*argument, "tf.aliasing_output"))
      continue;
    auto it = groupOf.find(*argument);
    if (it != groupOf.end())
      planner.groups[it->second].updateCopyBytes +=
          bytesOf(function.getResultTypes()[j]);
  }
}

int64_t osdp::autoshard::microbatchesInFlight(const Planner &planner) {
  if (planner.stages == 1)
    return 1;
  return planner.schedule == "gpipe"
             ? planner.microbatches
             : std::min<int64_t>(planner.stages, planner.microbatches);
}

/// The activations per device: the unsharded step's peak (with its
/// activations recomputed as the remat policy says, and its batch run as
/// the microbatches say) less its
/// arguments and the groups' update copies (counted with the groups),
/// split over the data axis; and the largest parameter, which a sharded
/// plan gathers whole while it is used.
StepAnnotations::StepAnnotations(func::FuncOp function) : function(function) {
  function.getAllArgAttrs(argAttrs);
  function.getAllResultAttrs(resultAttrs);
  function.walk([&](Operation *op) {
    opAttrs.push_back({op, op->getAttr(OSDPDialect::kShardingsAttrName),
                       op->getAttr(OSDPDialect::kRecomputeAttrName)});
  });
}

void StepAnnotations::restore() const {
  func::FuncOp step = function;
  step.setAllArgAttrs(argAttrs);
  step.setAllResultAttrs(resultAttrs);
  auto put = [](Operation *op, StringRef name, Attribute value) {
    if (value)
      op->setAttr(name, value);
    else
      op->removeAttr(name);
  };
  for (auto [op, shardings, recompute] : opAttrs) {
    put(op, OSDPDialect::kShardingsAttrName, shardings);
    put(op, OSDPDialect::kRecomputeAttrName, recompute);
  }
}

/// The step as the partition pipeline rewrites it before the devices
/// split it: its batch run as the microbatches say, its activations
/// recomputed as the remat policy says (the step itself where neither
/// changes it; else a function of `copy`). Sets the planner's summary of
/// the recomputation.
static FailureOr<func::FuncOp> rewrittenStep(Planner &planner,
                                             OwningOpRef<ModuleOp> &copy) {
  func::FuncOp function = planner.function;
  planner.rematSummary = {};
  if (planner.remat == "none" && planner.microbatches == 1)
    return function;
  copy = planner.module.clone();
  function = copy->lookupSymbol<func::FuncOp>(function.getSymName());
  // In the partition pipeline's order: the microbatches' loop first, then
  // the recomputation in its body.
  if (failed(microbatch(function, planner.microbatches)))
    return failure();
  planner.rematSummary =
      rematerialize(function, *RematPolicy::parse(planner.remat));
  return function;
}

LogicalResult osdp::autoshard::summarizeRemat(Planner &planner) {
  OwningOpRef<ModuleOp> copy;
  return success(succeeded(rewrittenStep(planner, copy)));
}

LogicalResult osdp::autoshard::estimateMemory(Planner &planner) {
  // The activations the step keeps under its remat policy: estimated on a
  // copy rewritten as the partition pipeline will rewrite it.
  OwningOpRef<ModuleOp> copy;
  FailureOr<func::FuncOp> function = rewrittenStep(planner, copy);
  if (failed(function))
    return failure();
  FailureOr<ProgramCost> cost = estimateProgramCost(*function, planner.profile);
  if (failed(cost))
    return failure();
  countUpdateCopies(planner);
  int64_t copies = 0;
  for (const ParameterGroup &group : planner.groups)
    copies += group.updateCopyBytes;
  planner.activationBytes =
      (cost->peakMemoryBytes - cost->argumentBytes - copies) / planner.n;
  // A pipeline's first stage holds its 1/stages share of the layers'
  // activations for each microbatch in flight.
  planner.activationBytes =
      planner.activationBytes * microbatchesInFlight(planner) / planner.stages;
  for (const ParameterGroup &group : planner.groups)
    if (group.shardDim)
      planner.gatheredBytes =
          std::max(planner.gatheredBytes, group.parameterBytes);
  if (planner.splitGatheredBytes > 0)
    planner.gatheredBytes =
        std::min(planner.gatheredBytes, planner.splitGatheredBytes);
  return success();
}

//===----------------------------------------------------------------------===//
// Writing the plan
//===----------------------------------------------------------------------===//

/// A sharding of `type` that splits dimension `dim` (if any) over `axis`.
static ShardingAttr shardedAlong(const Planner &planner, Type type,
                                 std::optional<unsigned> dim, StringAttr axis) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  int64_t rank = tensor ? tensor.getRank() : 0;
  SmallVector<SmallVector<StringAttr>> dims(rank);
  if (dim)
    dims[*dim].push_back(axis);
  return ShardingAttr::get(planner.meshRef, dims);
}

/// Tensors of at most this many bytes are never split: a random key
/// (`uint32[2]`), a step count, a scalar loss. Splitting one saves no
/// memory worth its collective (a split key would only be gathered again
/// before each use).
constexpr int64_t kTinyTensorBytes = 1024;

/// The number of bytes of `tensor`, or -1 if its shape is dynamic.
static int64_t staticBytes(RankedTensorType tensor) {
  if (!tensor.hasStaticShape())
    return -1;
  return tensor.getNumElements() *
         int64_t(llvm::divideCeil(tensor.getElementTypeBitWidth(), 8));
}

bool osdp::autoshard::isTinyTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return !tensor || staticBytes(tensor) <= kTinyTensorBytes;
}

void osdp::autoshard::findBatchSize(Planner &planner) {
  planner.batchSize = findStepBatch(planner.function, planner.step).size;
}

/// Whether `tensor`, a data argument, is one of the step's batches.
static bool isBatch(const Planner &planner, RankedTensorType tensor) {
  return tensor && tensor.getRank() > 0 && !isRandomKey(tensor) &&
         planner.batchSize > 0 && tensor.getDimSize(0) == planner.batchSize;
}

ShardingAttr osdp::autoshard::dataSharding(const Planner &planner, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  bool splits =
      isBatch(planner, tensor) && tensor.getDimSize(0) % planner.n == 0;
  return shardedAlong(planner, type,
                      splits ? std::optional<unsigned>(0) : std::nullopt,
                      planner.dataAxis);
}

LogicalResult osdp::autoshard::checkBatchesDivide(const Planner &planner) {
  func::FuncOp function = planner.function;
  for (auto [i, role] : llvm::enumerate(planner.step.argumentRoles)) {
    auto tensor = dyn_cast<RankedTensorType>(function.getArgument(i).getType());
    if (role != Role::Data || planner.hasUserSharding(i) ||
        !isBatch(planner, tensor) || tensor.getDimSize(0) % planner.n == 0)
      continue;
    // At the location alone: the function printed whole would bury it.
    return mlir::emitError(function.getLoc())
           << "the batch of argument #" << i << " (" << tensor << ") is "
           << tensor.getDimSize(0) << ", which the data axis '"
           << planner.dataAxis.getValue() << "' of " << planner.n
           << " devices does not divide: every device would compute the "
              "whole batch. Use a batch that is a multiple of "
           << planner.n << ", or a data axis that divides "
           << tensor.getDimSize(0);
  }
  return success();
}

/// Writes on `function` (the step, or a copy of it) every argument's
/// sharding (the plan's for parameter groups, the batch split for data,
/// replicated for the rest) where the user wrote none, and gives each
/// updated state result its argument's.
void osdp::autoshard::writePlan(const Planner &planner, func::FuncOp function,
                                const DataParallelPlan &plan) {
  unsigned numArguments = function.getNumArguments();
  SmallVector<ShardingAttr> chosen(numArguments);
  bool megatron = plan.mode == PlanMode::Megatron;
  StringAttr axis = megatron ? planner.modelAxis : planner.dataAxis;
  for (auto [group, sharded] : llvm::zip(planner.groups, plan.sharded)) {
    std::optional<unsigned> dim;
    if (sharded)
      dim = megatron ? group.modelDim : group.shardDim;
    chosen[group.parameter] = shardedAlong(
        planner, function.getArgument(group.parameter).getType(), dim, axis);
    for (unsigned state : group.states)
      chosen[state] = shardedAlong(
          planner, function.getArgument(state).getType(), dim, axis);
  }
  for (unsigned i = 0; i < numArguments; ++i) {
    if (planner.hasUserSharding(i))
      continue;
    Type type = function.getArgument(i).getType();
    if (!chosen[i])
      chosen[i] =
          planner.step.argumentRoles[i] == Role::Data
              ? dataSharding(planner, type)
              : shardedAlong(planner, type, std::nullopt, planner.dataAxis);
    function.setArgAttr(i, OSDPDialect::kShardingAttrName, chosen[i]);
  }
  for (auto [j, update] : llvm::enumerate(planner.step.updates)) {
    if (!update || function.getResultAttr(j, OSDPDialect::kShardingAttrName))
      continue;
    auto given = function.getArgAttrOfType<ShardingAttr>(
        *update, OSDPDialect::kShardingAttrName);
    if (given)
      function.setResultAttr(j, OSDPDialect::kShardingAttrName, given);
  }
}

/// The partition pipeline a prediction runs on its copy of the module.
static void buildPredictionPipeline(const Planner &planner, PassManager &pm) {
  if (planner.splitGatheredBytes > 0) {
    SplitContractionsPassOptions split;
    split.maxGatheredBytes = planner.splitGatheredBytes;
    pm.addPass(createSplitContractionsPass(split));
  }
  buildPartitionPipeline(
      pm, {/*conservative=*/false, planner.hardware,
           /*explain=*/false, planner.bucketBytes, planner.remat,
           std::to_string(planner.microbatches), planner.overlap,
           std::to_string(planner.stages),
           planner.stageAxis ? planner.stageAxis.str() : std::string("pipe"),
           planner.schedule, planner.stageCuts});
  // The copy is verified once, after the whole pipeline: verifying a
  // 100k-op step after each of its passes costs a fifth of a prediction.
  pm.enableVerifier(false);
}

/// The errors of the prediction running on this thread: predictions run
/// in parallel under one diagnostic handler, which files each error with
/// the prediction whose thread emitted it.
static thread_local std::string *predictionErrors = nullptr;

/// Partitions `copy` (and cuts it into the pipeline's stages).
static LogicalResult partitionCopy(const Planner &planner, ModuleOp copy) {
  PassManager pm(copy.getContext());
  buildPredictionPipeline(planner, pm);
  return success(succeeded(pm.run(copy)) && succeeded(verify(copy)));
}

/// Partitions `copy` and estimates its step, on the calling thread: a
/// pipeline's as PipelineCost::combined() weighs it.
static FailureOr<ProgramCost> predictCopy(const Planner &planner, ModuleOp copy,
                                          std::string &error) {
  predictionErrors = &error;
  llvm::scope_exit reset([] { predictionErrors = nullptr; });
  if (failed(partitionCopy(planner, copy)))
    return failure();
  if (std::optional<PipelineStages> stages = PipelineStages::of(copy)) {
    FailureOr<PipelineCost> pipeline =
        estimatePipelineCost(copy, *stages, planner.profile);
    if (failed(pipeline))
      return failure();
    return pipeline->combined();
  }
  auto function =
      copy.lookupSymbol<func::FuncOp>(planner.function.getSymName());
  return estimateProgramCost(function, planner.profile);
}

FailureOr<PipelineCost> osdp::autoshard::predictPipeline(const Planner &planner,
                                                         std::string &error) {
  OwningOpRef<ModuleOp> copy = planner.module.clone();
  ScopedDiagnosticHandler capture(copy->getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error)
      error += d.str();
    return success();
  });
  if (failed(partitionCopy(planner, *copy)))
    return failure();
  std::optional<PipelineStages> stages = PipelineStages::of(*copy);
  if (!stages) {
    error = "the partitioned step has no pipeline stages";
    return failure();
  }
  return estimatePipelineCost(*copy, *stages, planner.profile);
}

/// The cost model's predictions for plans: for each, a copy of the module
/// with the plan written, partitioned, then estimated; the copies are
/// partitioned in parallel. Errors of the partitioning are returned as
/// text, not reported: a baseline that cannot be partitioned is a line of
/// the report, not a failure.
std::vector<FailureOr<ProgramCost>> osdp::autoshard::predictEach(
    const Planner &planner,
    llvm::ArrayRef<llvm::function_ref<void(func::FuncOp)>> writes,
    SmallVectorImpl<std::string> &errors) {
  MLIRContext *context = planner.module.getContext();
  SmallVector<OwningOpRef<ModuleOp>> copies;
  for (llvm::function_ref<void(func::FuncOp)> write : writes) {
    copies.push_back(planner.module.clone());
    write(copies.back()->lookupSymbol<func::FuncOp>(
        planner.function.getSymName()));
  }
  // Loading a dialect while other threads run passes is not allowed: load
  // what the pipeline needs first.
  PassManager pipeline(context);
  buildPredictionPipeline(planner, pipeline);
  DialectRegistry registry;
  pipeline.getDependentDialects(registry);
  context->appendDialectRegistry(registry);
  for (StringRef name : registry.getDialectNames())
    context->getOrLoadDialect(name);

  errors.assign(writes.size(), std::string());
  std::vector<FailureOr<ProgramCost>> costs(writes.size(), failure());
  ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
    if (predictionErrors &&
        diagnostic.getSeverity() == DiagnosticSeverity::Error)
      *predictionErrors += diagnostic.str();
    return success();
  });
  parallelFor(context, 0, copies.size(), [&](size_t i) {
    costs[i] = predictCopy(planner, *copies[i], errors[i]);
  });
  return costs;
}

FailureOr<ProgramCost>
osdp::autoshard::predict(const Planner &planner,
                         llvm::function_ref<void(func::FuncOp)> write,
                         std::string &error) {
  SmallVector<std::string> errors;
  FailureOr<ProgramCost> cost = predictEach(planner, {write}, errors).front();
  error = std::move(errors.front());
  return cost;
}

FailureOr<ProgramCost> osdp::autoshard::predict(const Planner &planner,
                                                const DataParallelPlan &plan,
                                                std::string &error) {
  return predict(
      planner,
      [&](func::FuncOp function) { writePlan(planner, function, plan); },
      error);
}
