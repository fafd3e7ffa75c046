//===- PlanShardings.cpp - Shardings of a training step under a limit -----===//
//
// Implements osdp-plan-shardings (see Passes.td): gathers the parameter
// groups of the step, asks DataParallelPlan for every mode's plan, writes
// the chosen one as argument and result shardings, and reports.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/AutoShard/DataParallelPlan.h"
#include "osdp/Transforms/AutoShard/MegatronSplits.h"
#include "osdp/Transforms/AutoShard/Passes.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Transforms/Import/GSPMDSharding.h"
#include "osdp/Transforms/Import/TrainingStep.h"
#include "osdp/Transforms/Pipelines.h"

#include "mlir/Pass/PassManager.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

namespace osdp {
#define GEN_PASS_DEF_PLANSHARDINGSPASS
#include "osdp/Transforms/AutoShard/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// `80GiB`, `512MB`, `1.5e9`: a byte count, or nullopt.
std::optional<int64_t> parseBytes(StringRef text) {
  text = text.trim();
  static const std::pair<StringRef, double> units[] = {
      {"GiB", 1024.0 * 1024 * 1024},
      {"MiB", 1024.0 * 1024},
      {"KiB", 1024.0},
      {"GB", 1e9},
      {"MB", 1e6},
      {"KB", 1e3},
      {"B", 1}};
  double scale = 1;
  for (auto [suffix, factor] : units)
    if (text.consume_back(suffix)) {
      scale = factor;
      break;
    }
  double value;
  if (text.trim().getAsDouble(value) || value <= 0)
    return std::nullopt;
  return static_cast<int64_t>(value * scale);
}

/// The dimension the data axis splits a parameter along: the first if `n`
/// divides it, else the largest it divides.
std::optional<unsigned> shardDimension(RankedTensorType type, int64_t n) {
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

/// A planning run: the step, its mesh, and the pass's options read.
struct Planner {
  ModuleOp module;
  func::FuncOp function;
  TrainingStep step;
  FlatSymbolRefAttr meshRef;
  MeshAttr mesh;
  StringAttr dataAxis;
  /// The axis Megatron splits weights over: the mesh's other axis, if it
  /// has exactly two.
  StringAttr modelAxis;
  int64_t n = 1;
  HardwareProfile profile;
  Link link;
  int64_t memoryBytes = 0, activationBytes = 0, gatheredBytes = 0;
  /// What earlier rounds' predicted peaks exceeded the memory by.
  int64_t correctionBytes = 0;
  /// The predicted peak of the last plan that did not fit (0: none yet).
  int64_t lastPeakBytes = 0;
  /// The largest gathered slice once products are split (0: not split).
  int64_t splitGatheredBytes = 0;
  SmallVector<ParameterGroup> groups;

  /// The arguments the user sharded, read before the plan writes any.
  llvm::BitVector userSharded;

  bool hasUserSharding(unsigned argument) const {
    return userSharded.test(argument);
  }
  DataAxisModel axis() const {
    int64_t modelSize = modelAxis ? mesh.getAxisSize(modelAxis) : 1;
    return {n, link, profile.memoryBandwidth, modelSize};
  }

  /// What the limit leaves the persistent state (never negative: there is
  /// always a limit).
  int64_t budget() const {
    return std::max<int64_t>(0, memoryBytes - activationBytes - gatheredBytes -
                                    correctionBytes);
  }
};

/// The parameter groups: each parameter without a user sharding, and the
/// optimizer state of its type that follows it (the j-th state of a type
/// follows the parameter of that type at j modulo their number: Adam's
/// first and second moments mirror the parameters in order).
void collectGroups(Planner &planner) {
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
    group.shardDim = shardDimension(type, planner.n);
    group.modelDim = modelDims[i];
    groupOf[i] = planner.groups.size();
    planner.groups.push_back(group);
  }
  for (auto &[type, states] : statesOfType) {
    ArrayRef<unsigned> parameters = parametersOfType.lookup(type);
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

/// The activations per device: the unsharded step's peak less its
/// arguments, split over the data axis; and the largest parameter, which
/// a sharded plan gathers whole while it is used.
LogicalResult estimateMemory(Planner &planner) {
  FailureOr<ProgramCost> cost =
      estimateProgramCost(planner.function, planner.profile);
  if (failed(cost))
    return failure();
  planner.activationBytes =
      (cost->peakMemoryBytes - cost->argumentBytes) / planner.n;
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
ShardingAttr shardedAlong(const Planner &planner, Type type,
                          std::optional<unsigned> dim, StringAttr axis) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  int64_t rank = tensor ? tensor.getRank() : 0;
  SmallVector<SmallVector<StringAttr>> dims(rank);
  if (dim)
    dims[*dim].push_back(axis);
  return ShardingAttr::get(planner.meshRef, dims);
}

/// Writes on `function` (the step, or a copy of it) every argument's
/// sharding (the plan's for parameter groups, the batch split for data,
/// replicated for the rest) where the user wrote none, and gives each
/// updated state result its argument's.
void writePlan(const Planner &planner, func::FuncOp function,
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
    if (!chosen[i]) {
      bool batch = planner.step.argumentRoles[i] == Role::Data;
      auto tensor = dyn_cast<RankedTensorType>(type);
      bool splits = batch && tensor && tensor.getRank() > 0 &&
                    tensor.getDimSize(0) % planner.n == 0;
      chosen[i] = shardedAlong(
          planner, type, splits ? std::optional<unsigned>(0) : std::nullopt,
          planner.dataAxis);
    }
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

/// The cost model's prediction for `plan`: a copy of the module with the
/// plan written, partitioned, then estimated. Errors of the partitioning
/// are returned as text, not reported: a baseline that cannot be
/// partitioned is a line of the report, not a failure.
FailureOr<ProgramCost> predict(const Planner &planner,
                               const DataParallelPlan &plan,
                               std::string &error) {
  ModuleOp module = planner.module;
  func::FuncOp step = planner.function;
  OwningOpRef<ModuleOp> copy = module.clone();
  auto function = copy->lookupSymbol<func::FuncOp>(step.getSymName());
  writePlan(planner, function, plan);
  MLIRContext *context = module.getContext();
  ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
      error += diagnostic.str();
    return success();
  });
  PassManager pm(context);
  if (planner.splitGatheredBytes > 0) {
    SplitContractionsPassOptions split;
    split.maxGatheredBytes = planner.splitGatheredBytes;
    pm.addPass(createSplitContractionsPass(split));
  }
  buildPartitionPipeline(pm, /*conservative=*/false);
  if (failed(pm.run(*copy)))
    return failure();
  return estimateProgramCost(function, planner.profile);
}

} // namespace

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

llvm::json::Value modeJSON(const Planner &planner,
                           llvm::Expected<DataParallelPlan> &plan);
void printSummary(llvm::raw_ostream &os, const Planner &planner,
                  PlanMode chosenMode, const llvm::json::Object &modes);

/// Every mode's plan, or why none fits.
using ModePlans =
    SmallVector<std::pair<PlanMode, llvm::Expected<DataParallelPlan>>>;

/// Drops the errors of plans nobody reports.
void discardErrors(ModePlans &modes) {
  for (auto &[mode, plan] : modes)
    if (!plan)
      llvm::consumeError(plan.takeError());
}

struct PlanShardingsPass
    : public osdp::impl::PlanShardingsPassBase<PlanShardingsPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  LogicalResult setUp(Planner &planner);
  ModePlans planEveryMode(const Planner &planner);
  LogicalResult checkChosen(const Planner &planner, PlanMode chosenMode,
                            ModePlans &modes);
  LogicalResult setUpMesh(Planner &planner);
  void writeReport(const Planner &planner, PlanMode chosenMode,
                   const DataParallelPlan &chosen,
                   llvm::json::Object modesJSON);
  InFlightDiagnostic error() {
    return mlir::emitError(getOperation().getLoc());
  }
};

LogicalResult PlanShardingsPass::setUpMesh(Planner &planner) {
  ModuleOp module = planner.module;
  MLIRContext *context = module.getContext();
  if (!mesh.empty()) {
    std::string message;
    std::optional<SmallVector<MeshAxis>> axes = parseMeshAxes(mesh, message);
    if (!axes)
      return error() << "invalid mesh '" << mesh << "': " << message;
    SmallVector<StringAttr> names;
    SmallVector<int64_t> sizes;
    for (const MeshAxis &axis : *axes) {
      names.push_back(StringAttr::get(context, axis.name));
      sizes.push_back(axis.size);
    }
    OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
    auto meshOp = MeshOp::create(builder, module.getLoc(), "mesh",
                                 MeshAttr::get(context, names, sizes));
    SymbolTable symbols(module);
    symbols.insert(meshOp, module.getBody()->begin());
    planner.meshRef = FlatSymbolRefAttr::get(meshOp.getSymNameAttr());
    planner.mesh = meshOp.getMesh();
  } else {
    auto meshes = llvm::to_vector(module.getOps<MeshOp>());
    if (meshes.size() != 1)
      return error() << "give the mesh (mesh=dp=8,...): the module declares "
                     << meshes.size() << " meshes";
    planner.meshRef = FlatSymbolRefAttr::get(meshes[0].getSymNameAttr());
    planner.mesh = meshes[0].getMesh();
  }
  StringRef axis = dataAxis.empty()
                       ? planner.mesh.getAxisNames().front().getValue()
                       : StringRef(dataAxis);
  if (!planner.mesh.getAxisIndex(axis))
    return error() << "the data axis '" << axis << "' is not an axis of the "
                   << "mesh";
  planner.dataAxis = StringAttr::get(context, axis);
  planner.n = planner.mesh.getAxisSize(planner.dataAxis);
  if (planner.mesh.getNumAxes() == 2)
    for (StringAttr name : planner.mesh.getAxisNames())
      if (name != planner.dataAxis)
        planner.modelAxis = name;
  return success();
}

LogicalResult PlanShardingsPass::setUp(Planner &planner) {
  ModuleOp module = planner.module;
  planner.function = module.lookupSymbol<func::FuncOp>("main");
  if (!planner.function) {
    auto publics = llvm::to_vector(llvm::make_filter_range(
        module.getOps<func::FuncOp>(),
        [](func::FuncOp f) { return f.isPublic() && !f.isExternal(); }));
    if (publics.size() != 1)
      return error() << "the module has no @main and " << publics.size()
                     << " public functions: which step to plan?";
    planner.function = publics[0];
  }
  std::optional<TrainingStep> step = analyzeTrainingStep(planner.function);
  if (!step)
    return planner.function.emitError()
           << "'@" << planner.function.getSymName()
           << "' is not a training step (it returns no float scalar, a "
              "loss): osdp-auto-shard plans training steps";
  planner.step = std::move(*step);
  planner.userSharded.resize(planner.function.getNumArguments());
  for (unsigned i = 0; i < planner.function.getNumArguments(); ++i)
    if (planner.function.getArgAttr(i, OSDPDialect::kShardingAttrName))
      planner.userSharded.set(i);
  llvm::Expected<HardwareProfile> profile = loadHardwareProfile(hardware);
  if (!profile)
    return error() << llvm::toString(profile.takeError());
  planner.profile = std::move(*profile);
  if (failed(setUpMesh(planner)))
    return failure();
  std::optional<int64_t> bytes =
      memory.empty() ? std::optional<int64_t>(planner.profile.memoryBytes)
                     : parseBytes(memory);
  if (!bytes)
    return error() << "invalid memory '" << memory
                   << "': expected a size such as 80GiB, 512MB or 1e9";
  planner.memoryBytes = *bytes;
  SmallVector<std::pair<StringRef, int64_t>> meshAxes;
  for (auto [name, size] :
       llvm::zip(planner.mesh.getAxisNames(), planner.mesh.getAxisSizes()))
    meshAxes.emplace_back(name.getValue(), size);
  planner.link =
      planner.profile.linkFor(meshAxes, {planner.dataAxis.getValue()});
  planner.splitGatheredBytes = splitGatheredBytes;
  collectGroups(planner);
  return estimateMemory(planner);
}

/// Rounds of planning again with a smaller budget when the partitioned
/// step's predicted peak exceeds the memory.
constexpr int kMaxRounds = 4;

ModePlans PlanShardingsPass::planEveryMode(const Planner &planner) {
  ModePlans modes;
  for (PlanMode m : kPlanModes)
    modes.emplace_back(m, planDataParallel(planner.groups, m, planner.axis(),
                                           planner.budget(), timeLimit, seed));
  return modes;
}

LogicalResult PlanShardingsPass::checkChosen(const Planner &planner,
                                             PlanMode chosenMode,
                                             ModePlans &modes) {
  llvm::Expected<DataParallelPlan> &chosen =
      modes[static_cast<size_t>(chosenMode)].second;
  if (!chosen) {
    std::string reason = llvm::toString(chosen.takeError());
    if (planner.lastPeakBytes > 0)
      reason = llvm::formatv("its partitioned step was predicted to peak at "
                             "{0} bytes per device, and sharding more "
                             "parameters cannot bring it under the limit "
                             "(the activations do not fit)",
                             planner.lastPeakBytes)
                   .str();
    error() << "no plan fits " << planner.memoryBytes
            << " bytes per device: " << reason;
    discardErrors(modes);
    return failure();
  }
  if (!chosen->fits) {
    error() << "mode " << mode << " needs " << chosen->persistentBytes
            << " bytes per device for the parameters, gradients and "
               "optimizer state, more than the "
            << planner.budget() << " the memory limit leaves them";
    discardErrors(modes);
    return failure();
  }
  return success();
}

void PlanShardingsPass::runOnOperation() {
  std::optional<PlanMode> chosenMode = symbolizePlanMode(mode);
  if (!chosenMode) {
    error() << "unknown mode '" << mode << "' (dp, fsdp, osdp or megatron)";
    return signalPassFailure();
  }
  Planner planner;
  planner.module = getOperation();
  if (failed(setUp(planner)))
    return signalPassFailure();

  // The budget rests on estimates (activations, one gathered parameter):
  // the chosen plan's partitioned step is predicted, and while its peak
  // exceeds the memory, osdp plans again for that much less persistent
  // state.
  ModePlans modes;
  for (int round = 0;; ++round) {
    discardErrors(modes);
    modes = planEveryMode(planner);
    if (failed(checkChosen(planner, *chosenMode, modes)))
      return signalPassFailure();
    const DataParallelPlan &plan =
        *modes[static_cast<size_t>(*chosenMode)].second;
    std::string partitionError;
    FailureOr<ProgramCost> cost = predict(planner, plan, partitionError);
    if (failed(cost)) {
      error() << "the " << mode
              << " plan cannot be partitioned: " << partitionError;
      discardErrors(modes);
      return signalPassFailure();
    }
    int64_t over = cost->peakMemoryBytes - planner.memoryBytes;
    if (over <= 0)
      break;
    if (*chosenMode != PlanMode::OSDP || round == kMaxRounds) {
      error() << "the " << mode << " plan's partitioned step is predicted to "
              << "need " << cost->peakMemoryBytes << " bytes per device at "
              << "its peak, more than the " << planner.memoryBytes << " given";
      discardErrors(modes);
      return signalPassFailure();
    }
    // The next plan must keep `over` fewer persistent bytes than this one;
    // but sharding a group can save more at the peak than its persistent
    // bytes (a replicated optimizer update's temporaries), so never ask for
    // less than the fully sharded plan keeps: that plan is the last resort.
    llvm::Expected<DataParallelPlan> &sharded =
        modes[static_cast<size_t>(PlanMode::FullySharded)].second;
    int64_t floor = sharded ? sharded->persistentBytes : 0;
    bool allSharded = plan.persistentBytes <= floor;
    int64_t target = std::max(floor, plan.persistentBytes - over);
    if (allSharded)
      target = -1; // No plan: report the peak.
    planner.correctionBytes += planner.budget() - target;
    planner.lastPeakBytes = cost->peakMemoryBytes;
  }
  llvm::Expected<DataParallelPlan> &chosen =
      modes[static_cast<size_t>(*chosenMode)].second;
  // Every mode's prediction partitions a copy of the step as it is now,
  // before the chosen plan is written on it.
  llvm::json::Object modesJSON;
  if (reportSummary || !report.empty())
    for (auto &[m, plan] : modes)
      modesJSON[stringifyPlanMode(m)] = modeJSON(planner, plan);
  discardErrors(modes);
  writePlan(planner, planner.function, *chosen);
  writeReport(planner, *chosenMode, *chosen, std::move(modesJSON));
}

} // namespace

//===----------------------------------------------------------------------===//
// Reporting
//===----------------------------------------------------------------------===//

namespace {

/// The name JAX gave the result that updates argument `argument`, if any.
std::string parameterName(const Planner &planner, unsigned argument) {
  func::FuncOp function = planner.function;
  for (auto [j, update] : llvm::enumerate(planner.step.updates))
    if (update == argument)
      if (auto info =
              function.getResultAttrOfType<StringAttr>(j, "jax.result_info"))
        return info.str();
  return ("%arg" + llvm::Twine(argument)).str();
}

/// A mode's plan in the report: its gradient synchronisation and
/// persistent memory, and the cost model's prediction of the partitioned
/// step.
llvm::json::Value modeJSON(const Planner &planner,
                           llvm::Expected<DataParallelPlan> &plan) {
  if (!plan)
    return llvm::json::Object{{"error", llvm::toString(plan.takeError())}};
  llvm::json::Object entry{
      {"sync_and_update_seconds", plan->seconds},
      {"persistent_bytes", plan->persistentBytes},
      {"fits", plan->fits},
      {"sharded_parameters", llvm::count(plan->sharded, true)}};
  std::string error;
  FailureOr<ProgramCost> cost = predict(planner, *plan, error);
  if (succeeded(cost))
    entry["predicted"] = cost->toJSON();
  else
    entry["prediction_error"] = error;
  return entry;
}

llvm::json::Array parametersJSON(const Planner &planner,
                                 const DataParallelPlan &plan) {
  llvm::json::Array parameters;
  func::FuncOp function = planner.function;
  for (auto [group, sharded] : llvm::zip(planner.groups, plan.sharded)) {
    auto type =
        cast<RankedTensorType>(function.getArgument(group.parameter).getType());
    std::string strategy =
        sharded ? llvm::formatv("sharded dim {0}", *group.shardDim).str()
                : "replicated";
    parameters.push_back(
        llvm::json::Object{{"argument", group.parameter},
                           {"name", parameterName(planner, group.parameter)},
                           {"shape", llvm::json::Array(type.getShape())},
                           {"bytes", group.parameterBytes},
                           {"state_arguments", llvm::json::Array(group.states)},
                           {"state_bytes", group.stateBytes},
                           {"strategy", strategy}});
  }
  return parameters;
}

void printSummary(llvm::raw_ostream &os, const Planner &planner,
                  PlanMode chosenMode, const llvm::json::Object &modes) {
  os << llvm::formatv("osdp-auto-shard: {0} parameters over {1}={2} on {3}, "
                      "{4} bytes per device ({5} for activations, {6} for "
                      "one gathered parameter",
                      planner.groups.size(), planner.dataAxis.getValue(),
                      planner.n, planner.profile.name, planner.memoryBytes,
                      planner.activationBytes, planner.gatheredBytes);
  if (planner.correctionBytes)
    os << ", " << planner.correctionBytes
       << " more after a predicted peak exceeded the memory";
  os << ")\n";
  os << llvm::formatv("  {0,-6} {1,9} {2,10} {3,10} {4,12} {5,16} {6,7} "
                      "{7,4}\n",
                      "mode", "step ms", "compute ms", "collect ms",
                      "peak bytes", "persistent bytes", "sharded", "fits");
  for (PlanMode m : kPlanModes) {
    StringRef name = stringifyPlanMode(m);
    const llvm::json::Object *entry = modes.getObject(name);
    std::string label = (name + (m == chosenMode ? "*" : "")).str();
    if (!entry || entry->get("error")) {
      std::optional<StringRef> why =
          entry ? entry->getString("error") : std::nullopt;
      os << llvm::formatv("  {0,-6} no plan: {1}\n", label,
                          why ? *why : StringRef("not planned"));
      continue;
    }
    const llvm::json::Object *predicted = entry->getObject("predicted");
    auto seconds = [&](StringRef key) {
      return predicted
                 ? llvm::formatv("{0:F3}", *predicted->getNumber(key) * 1e3)
                       .str()
                 : std::string("-");
    };
    std::string peak =
        predicted ? std::to_string(*predicted->getInteger("peak_memory_bytes"))
                  : "-";
    os << llvm::formatv("  {0,-6} {1,9} {2,10} {3,10} {4,12} {5,16} {6,7} "
                        "{7,4}\n",
                        label, seconds("step_seconds"),
                        seconds("compute_seconds"),
                        seconds("communication_seconds"), peak,
                        *entry->getInteger("persistent_bytes"),
                        *entry->getInteger("sharded_parameters"),
                        *entry->getBoolean("fits") ? "yes" : "no");
  }
}

} // namespace

void PlanShardingsPass::writeReport(const Planner &planner, PlanMode chosenMode,
                                    const DataParallelPlan &chosen,
                                    llvm::json::Object modesJSON) {
  if (reportSummary)
    printSummary(llvm::errs(), planner, chosenMode, modesJSON);
  if (report.empty())
    return;
  llvm::json::Object meshJSON;
  for (auto [name, size] :
       llvm::zip(planner.mesh.getAxisNames(), planner.mesh.getAxisSizes()))
    meshJSON[name.getValue()] = size;
  llvm::json::Value json =
      llvm::json::Object{{"mode", stringifyPlanMode(chosenMode)},
                         {"mesh", std::move(meshJSON)},
                         {"data_axis", planner.dataAxis.getValue()},
                         {"hardware", planner.profile.name},
                         {"memory_bytes", planner.memoryBytes},
                         {"activation_bytes", planner.activationBytes},
                         {"gathered_bytes", planner.gatheredBytes},
                         {"correction_bytes", planner.correctionBytes},
                         {"budget_bytes", planner.budget()},
                         {"parameters", parametersJSON(planner, chosen)},
                         {"modes", std::move(modesJSON)}};
  std::error_code ec;
  llvm::ToolOutputFile out(report, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    error() << "cannot write the plan report '" << report
            << "': " << ec.message();
    return signalPassFailure();
  }
  out.os() << llvm::formatv("{0:2}\n", json);
  out.keep();
}
