//===- PlanShardings.cpp - Shardings of a training step under a limit -----===//
//
// Implements osdp-plan-shardings (see Passes.td): reads the options and
// the step, asks DataParallelPlan for every mode's plan, checks the chosen
// one against its predicted peak (Planner.cpp), writes it, and hands the
// report (PlanReport.cpp) to its listener.
//
//===----------------------------------------------------------------------===//

#include "StrategyGraph.h"

#include "osdp/Transforms/AutoShard/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Sharding/GSPMDSharding.h"
#include "osdp/Transforms/Partition/Rematerialize.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstdio>
#include <limits>

namespace osdp {
#define GEN_PASS_DEF_PLANSHARDINGSPASS
#include "osdp/Transforms/AutoShard/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

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

} // namespace

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

/// What a user can do when no plan fits.
constexpr llvm::StringLiteral kNoPlanAdvice =
    ". Give more memory per device (memory=), more devices, or another mode "
    "(mode=auto searches every split)";

/// The baselines' predicted peaks, for a search that found no plan: what
/// each reaches once partitioned, so that the user knows the limit that
/// would do (a baseline is a fixed plan: the limit of its peak plans it
/// again; the search may find another plan at another limit).
std::string baselinePeaks(const llvm::json::Object &modes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  int64_t smallest = std::numeric_limits<int64_t>::max();
  StringRef smallestMode;
  for (PlanMode m : kPlanModes) {
    StringRef name = stringifyPlanMode(m);
    const llvm::json::Object *entry = modes.getObject(name);
    const llvm::json::Object *predicted =
        entry ? entry->getObject("predicted") : nullptr;
    if (!predicted)
      continue;
    int64_t peak = *predicted->getInteger("peak_memory_bytes");
    os << (text.empty() ? "; the baselines peak at " : ", ") << name << " "
       << peak;
    if (peak < smallest) {
      smallest = peak;
      smallestMode = name;
    }
  }
  if (!smallestMode.empty())
    os << " bytes per device once partitioned; memory=" << smallest
       << " would fit the " << smallestMode << " plan";
  return text;
}

/// Drops the errors of plans nobody reports.
void discardErrors(ModePlans &modes) {
  for (auto &[mode, plan] : modes)
    if (!plan)
      llvm::consumeError(plan.takeError());
}

struct PlanShardingsPass
    : public osdp::impl::PlanShardingsPassBase<PlanShardingsPass> {
  using Base::Base;
  PlanShardingsPass(const PlanShardingsPassOptions &options,
                    PlanListener &listener)
      : Base(options), listener(&listener) {}

  void runOnOperation() override;

  /// Who receives the report; none for a pass a pipeline built from text
  /// (see listenToPlanning).
  PlanListener *listener = nullptr;
  /// Under stages=auto, each count tried and its predicted step or error,
  /// for the report.
  llvm::json::Array stageTrials;

private:
  LogicalResult plan(Planner &planner);
  LogicalResult planWithLevers(Planner &planner, bool searchCounts);
  /// One attempt of planWithLevers: the step as `written`, its memory
  /// estimated and planned under the planner's levers; the errors are
  /// held in `errors`.
  LogicalResult attempt(Planner &planner, const StepAnnotations &written,
                        std::string &errors);
  LogicalResult planFixedMode(Planner &planner, PlanMode chosenMode);
  LogicalResult runAuto(Planner &planner);
  /// Sets `planner` up on `meshText` (`mesh=`, or the module's mesh when
  /// empty) and plans it, with the levers where they are auto.
  LogicalResult planStep(Planner &planner, StringRef meshText,
                         bool searchCounts);
  /// stages=auto: the count of stages dividing the mesh's stage axis whose
  /// plan is predicted fastest, and its mesh (`mesh=` with the stage axis
  /// of that many positions and the rest of it joining the data axis).
  FailureOr<std::pair<unsigned, std::string>>
  chooseStages(const Planner &settings, bool searchCounts);
  /// The predicted step of the plan written on a copy of the module with
  /// `stageCount` stages on `meshText`; nothing is reported, and the
  /// errors come back in `errors`.
  FailureOr<double> planTrial(const Planner &settings, unsigned stageCount,
                              StringRef meshText, bool searchCounts,
                              std::string &errors);
  LogicalResult setUp(Planner &planner, StringRef meshText);
  ModePlans planEveryMode(const Planner &planner);
  /// The budget rests on estimates (activations, one gathered parameter):
  /// while OSDP's plan in `modes` peaks over the memory partitioned
  /// (`peak`, then what `predictPeak` says of each new plan), OSDP plans
  /// again for that much less persistent state, at most kMaxRounds times
  /// and never past the fully sharded plan. Returns the peak of the plan
  /// `modes` then holds; none where `predictPeak` could not predict it.
  std::optional<int64_t>
  refitOSDP(Planner &planner, ModePlans &modes, int64_t peak,
            function_ref<std::optional<int64_t>(const DataParallelPlan &)>
                predictPeak);
  /// mode=auto predicts OSDP's plan for the budget the activation estimate
  /// leaves; where its partitioned step peaks over the memory, OSDP plans
  /// again for less, as mode=osdp does, so that auto never keeps a slower
  /// plan than mode=osdp writes. The entry of `modesJSON` follows.
  void refitAutoBaseline(Planner &planner, ModePlans &modes,
                         llvm::json::Object &modesJSON);
  LogicalResult checkChosen(const Planner &planner, PlanMode chosenMode,
                            ModePlans &modes);
  LogicalResult setUpMesh(Planner &planner, StringRef meshText);
  /// Checks `stages=` and `schedule=`, and `stages=` against the mesh's
  /// stage axis, if it has one.
  LogicalResult setUpStageAxis(Planner &planner);
  /// Hands the report, and the solver's problem if there is one, to the
  /// listener.
  void deliver(const Planner &planner, StringRef chosenMode,
               llvm::json::Array parameters, llvm::json::Object modesJSON,
               std::optional<solver::Problem> problem = std::nullopt);
  InFlightDiagnostic error() {
    return mlir::emitError(getOperation().getLoc());
  }
};

LogicalResult PlanShardingsPass::setUpMesh(Planner &planner,
                                           StringRef meshText) {
  ModuleOp module = planner.module;
  MLIRContext *context = module.getContext();
  if (!meshText.empty()) {
    std::string message;
    std::optional<SmallVector<MeshAxis>> axes =
        parseMeshAxes(meshText, message);
    if (!axes)
      return error() << "invalid mesh '" << meshText << "': " << message;
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
  if (failed(setUpStageAxis(planner)))
    return failure();
  // The axes the plan may split tensors over: all but the stage axis.
  SmallVector<StringAttr> splitting;
  for (StringAttr name : planner.mesh.getAxisNames())
    if (name != planner.stageAxis)
      splitting.push_back(name);
  if (splitting.empty())
    return error() << "the mesh has no axis but the stage axis '"
                   << planner.stageAxis.getValue()
                   << "': give a data axis too (mesh="
                   << planner.stageAxis.getValue() << "=" << planner.stages
                   << ",data=1)";
  StringRef axis =
      dataAxis.empty() ? splitting.front().getValue() : StringRef(dataAxis);
  if (!planner.mesh.getAxisIndex(axis))
    return error() << "the data axis '" << axis << "' is not an axis of the "
                   << "mesh";
  if (planner.stageAxis && axis == planner.stageAxis.getValue())
    return error() << "the data axis '" << axis << "' is the stage axis: "
                   << "stages hold whole tensors of their own";
  planner.dataAxis = StringAttr::get(context, axis);
  planner.n = planner.mesh.getAxisSize(planner.dataAxis);
  if (splitting.size() == 2)
    for (StringAttr name : splitting)
      if (name != planner.dataAxis)
        planner.modelAxis = name;
  return success();
}

LogicalResult PlanShardingsPass::setUpStageAxis(Planner &planner) {
  if (planner.stages == 1)
    return success();
  if (schedule != "1f1b" && schedule != "gpipe")
    return error() << "unknown schedule '" << schedule << "': 1f1b or gpipe";
  planner.stageAxis = StringAttr::get(&getContext(), stageAxis);
  if (std::optional<unsigned> index =
          planner.mesh.getAxisIndex(planner.stageAxis);
      index && planner.mesh.getAxisSizes()[*index] != planner.stages)
    return error() << "stages=" << planner.stages << ", but the stage axis '"
                   << stageAxis << "' of the mesh has "
                   << planner.mesh.getAxisSizes()[*index] << " positions";
  return success();
}

LogicalResult PlanShardingsPass::setUp(Planner &planner, StringRef meshText) {
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
  // At the location alone: the function printed whole would bury it.
  if (!step)
    return mlir::emitError(planner.function.getLoc())
           << "'@" << planner.function.getSymName()
           << "' has no body ending in func.return: there is no program "
              "to plan";
  planner.step = std::move(*step);
  planner.userSharded.resize(planner.function.getNumArguments());
  for (unsigned i = 0; i < planner.function.getNumArguments(); ++i)
    if (planner.function.getArgAttr(i, OSDPDialect::kShardingAttrName))
      planner.userSharded.set(i);
  llvm::Expected<HardwareProfile> profile = loadHardwareProfile(hardware);
  if (!profile)
    return error() << llvm::toString(profile.takeError());
  planner.profile = std::move(*profile);
  planner.hardware = hardware;
  findBatchSize(planner);
  if (failed(setUpMesh(planner, meshText)) ||
      failed(checkBatchesDivide(planner)))
    return failure();
  // Before any estimate, which would fail on it for every mode.
  if (planner.batchSize % (planner.n * planner.microbatches) != 0)
    return mlir::emitError(planner.function.getLoc())
           << "microbatches=" << planner.microbatches << ": the batch of "
           << planner.batchSize << " rows over " << planner.n
           << " device(s) of the data axis '" << planner.dataAxis.getValue()
           << "' does not divide into " << planner.microbatches
           << " microbatches";
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
  planner.bucketBytes = bucketBytes;
  collectGroups(planner);
  return estimateMemory(planner);
}

/// Rounds of planning again with a smaller budget when the partitioned
/// step's predicted peak exceeds the memory.
constexpr int kMaxRounds = 4;

/// Lowers OSDP's budget for its next round, once `plan` peaked at `peak`
/// bytes partitioned, over the memory. The next plan must keep the excess
/// fewer persistent bytes; but sharding a group can save more at the peak
/// than its persistent bytes (a replicated optimizer update's
/// temporaries), so it is never asked for less than the fully sharded plan
/// keeps: that plan is the last resort. Returns false when `plan` keeps no
/// more than that already: the next budget is then negative, and the
/// next round reports the peak.
static bool tightenOSDPBudget(Planner &planner, const DataParallelPlan &plan,
                              ModePlans &modes, int64_t peak) {
  llvm::Expected<DataParallelPlan> &sharded =
      modes[static_cast<size_t>(PlanMode::FullySharded)].second;
  int64_t floor = sharded ? sharded->persistentBytes : 0;
  bool allSharded = plan.persistentBytes <= floor;
  int64_t over = peak - planner.memoryBytes;
  int64_t target =
      allSharded ? -1 : std::max(floor, plan.persistentBytes - over);
  planner.correctionBytes += planner.budget() - target;
  planner.lastPeakBytes = peak;
  return !allSharded;
}

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
            << " bytes per device: " << reason << kNoPlanAdvice;
    discardErrors(modes);
    return failure();
  }
  // OSDP's plan fits the budget whenever there is one (the solver's usage
  // is its persistent bytes). A fixed plan is judged by its partitioned
  // step's predicted peak, as `auto` judges it, unless its persistent
  // state alone exceeds the whole limit: the figure the error gives.
  if (chosen->persistentBytes > planner.memoryBytes) {
    error() << "mode " << mode << " needs " << chosen->persistentBytes
            << " bytes per device for "
            << describePersistentState(planner.groups)
            << ", more than the whole memory limit of " << planner.memoryBytes
            << kNoPlanAdvice;
    discardErrors(modes);
    return failure();
  }
  return success();
}

void PlanShardingsPass::runOnOperation() {
  if (mode != "auto" && !symbolizePlanMode(mode)) {
    error() << "unknown mode '" << mode
            << "' (auto, dp, fsdp, osdp or megatron)";
    return signalPassFailure();
  }
  if (remat != "auto" && !RematPolicy::parse(remat)) {
    error() << "unknown remat policy '" << remat
            << "': " << RematPolicy::names() << ", or auto";
    return signalPassFailure();
  }
  int64_t count = 1;
  bool searchCounts = microbatches == "auto";
  if (!searchCounts &&
      (StringRef(microbatches).getAsInteger(10, count) || count < 1)) {
    error() << "microbatches takes a count of at least 1, or auto, not '"
            << microbatches << "'";
    return signalPassFailure();
  }
  bool searchStages = stages == "auto";
  unsigned stageCount = 1;
  if (!searchStages &&
      (StringRef(stages).getAsInteger(10, stageCount) || stageCount < 1)) {
    error() << "stages takes a count of at least 1, or auto, not '" << stages
            << "'";
    return signalPassFailure();
  }
  Planner planner;
  planner.module = getOperation();
  planner.remat = remat == "auto" ? std::string("none") : std::string(remat);
  planner.microbatches = count;
  planner.overlap = overlap;
  planner.stages = stageCount;
  planner.schedule = schedule;
  planner.stageCuts = llvm::to_vector(stageCuts);
  if (searchStages && !planner.stageCuts.empty()) {
    error() << "stages=auto chooses the count of stages: it takes no "
               "stage-cuts, which fix it";
    return signalPassFailure();
  }
  std::string meshText = mesh;
  stageTrials.clear();
  if (searchStages) {
    FailureOr<std::pair<unsigned, std::string>> chosen =
        chooseStages(planner, searchCounts);
    if (failed(chosen))
      return signalPassFailure();
    std::tie(planner.stages, meshText) = *chosen;
  }
  if (failed(planStep(planner, meshText, searchCounts)))
    return signalPassFailure();
  // What the partition pipeline's osdp-rematerialize, osdp-microbatch and
  // osdp-split-stages apply under auto.
  auto countAttr = [&](int64_t value) {
    return IntegerAttr::get(IntegerType::get(&getContext(), 64), value);
  };
  if (remat == "auto")
    getOperation()->setAttr(OSDPDialect::kRematAttrName,
                            StringAttr::get(&getContext(), planner.remat));
  if (searchCounts)
    getOperation()->setAttr(OSDPDialect::kMicrobatchesAttrName,
                            countAttr(planner.microbatches));
  if (searchStages)
    getOperation()->setAttr(OSDPDialect::kStageCountAttrName,
                            countAttr(planner.stages));
}

LogicalResult PlanShardingsPass::planStep(Planner &planner, StringRef meshText,
                                          bool searchCounts) {
  if (failed(setUp(planner, meshText)))
    return failure();
  if (remat != "auto" && !searchCounts)
    return plan(planner);
  return planWithLevers(planner, searchCounts);
}

/// `axes` written as a mesh option, with the stage axis (at `stageIndex`)
/// of `stageCount` positions and the data axis (at `dataIndex`) grown by
/// the positions it gives up; without the stage axis for one stage.
static std::string meshWithStages(ArrayRef<MeshAxis> axes, size_t stageIndex,
                                  size_t dataIndex, unsigned stageCount) {
  int64_t positions = axes[stageIndex].size;
  std::string text;
  for (auto [i, axis] : llvm::enumerate(axes)) {
    int64_t size = axis.size;
    if (i == stageIndex && stageCount == 1)
      continue;
    if (i == stageIndex)
      size = stageCount;
    else if (i == dataIndex)
      size *= positions / stageCount;
    text += (text.empty() ? "" : ",") + axis.name + "=" + std::to_string(size);
  }
  return text;
}

FailureOr<std::pair<unsigned, std::string>>
PlanShardingsPass::chooseStages(const Planner &settings, bool searchCounts) {
  if (mesh.empty())
    return error() << "stages=auto divides the mesh's stage axis '" << stageAxis
                   << "' between stages and the data axis: give the mesh "
                      "(mesh="
                   << stageAxis << "=4,data=2,...)";
  std::string message;
  std::optional<SmallVector<MeshAxis>> axes = parseMeshAxes(mesh, message);
  if (!axes)
    return error() << "invalid mesh '" << mesh << "': " << message;
  auto find = [&](StringRef name) {
    return llvm::find_if(*axes,
                         [&](const MeshAxis &a) { return a.name == name; });
  };
  auto stage = find(stageAxis);
  if (stage == axes->end())
    return error() << "stages=auto: the mesh '" << mesh
                   << "' has no stage axis '" << stageAxis << "'";
  auto data = dataAxis.empty() ? llvm::find_if(*axes,
                                               [&](const MeshAxis &a) {
                                                 return a.name != stageAxis;
                                               })
                               : find(dataAxis);
  if (data == axes->end() || data == stage)
    return error() << "stages=auto: the mesh '" << mesh
                   << "' needs a data axis besides the stage axis '"
                   << stageAxis << "', to take the positions no stage uses";
  std::optional<std::pair<unsigned, std::string>> best;
  double bestSeconds = 0;
  std::string errors;
  for (int64_t count = 1; count <= stage->size; ++count) {
    if (stage->size % count != 0)
      continue;
    std::string text =
        meshWithStages(*axes, stage - axes->begin(), data - axes->begin(),
                       static_cast<unsigned>(count));
    std::string trialErrors;
    FailureOr<double> seconds =
        planTrial(settings, count, text, searchCounts, trialErrors);
    llvm::json::Object trial{{"stages", count}, {"mesh", text}};
    if (succeeded(seconds)) {
      trial["step_seconds"] = *seconds;
      if (!best || *seconds < bestSeconds) {
        best = {static_cast<unsigned>(count), text};
        bestSeconds = *seconds;
      }
    } else {
      trial["error"] = trialErrors;
      errors += "\n  " + std::to_string(count) + " stage(s) on " + text + ": " +
                trialErrors;
    }
    stageTrials.push_back(std::move(trial));
  }
  if (!best)
    return error() << "stages=auto: no count of stages has a plan:" << errors;
  return *best;
}

FailureOr<double> PlanShardingsPass::planTrial(const Planner &settings,
                                               unsigned stageCount,
                                               StringRef meshText,
                                               bool searchCounts,
                                               std::string &errors) {
  OwningOpRef<ModuleOp> copy = settings.module.clone();
  Planner planner = settings;
  planner.module = *copy;
  planner.stages = stageCount;
  // The trials' plans are neither reported nor warned about: only the one
  // chosen is, planned again on the module itself.
  PlanListener *reportTo = listener;
  listener = nullptr;
  llvm::scope_exit restore([&] { listener = reportTo; });
  ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error)
      errors += d.str();
    return success();
  });
  if (failed(planStep(planner, meshText, searchCounts)))
    return failure();
  return planner.writtenStepSeconds;
}

/// The microbatch counts microbatches=auto tries, fewest first: 1 and the
/// powers of two that divide each device's rows.
static SmallVector<int64_t> microbatchCounts(const Planner &planner) {
  int64_t rows = planner.n > 0 ? planner.batchSize / planner.n : 0;
  SmallVector<int64_t> counts{1};
  for (int64_t count = 2; count <= rows && rows % count == 0; count *= 2)
    counts.push_back(count);
  return counts;
}

/// The remat policies the levers try at each microbatch count, in order.
/// Under remat=auto, the fixed modes grow the recomputed part of the
/// forward pass a quarter at a time (the least recomputation that fits).
/// The search chooses the ops to recompute itself; it is also run without
/// recomputation and with all but the products' results recomputed (under
/// which the baselines may fit where they do not otherwise), and the
/// fastest of the three is kept: its model of recomputation does not
/// charge the operands a clone reads for being held until it is made
/// (docs/auto-shard.md), so its own choice can miss a plan those find.
static SmallVector<std::string>
leverPolicies(const Planner &planner, StringRef remat, bool searchChooses) {
  if (searchChooses)
    return {"none", "marked", "dots"};
  if (remat == "auto")
    return {"none", "dots:1/4", "dots:1/2", "dots:3/4", "dots"};
  return {planner.remat};
}

LogicalResult PlanShardingsPass::attempt(Planner &planner,
                                         const StepAnnotations &written,
                                         std::string &errors) {
  written.restore();
  errors.clear();
  ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() != DiagnosticSeverity::Error)
      return failure(); // Not ours to hold: let it through.
    errors += d.str();
    return success();
  });
  planner.correctionBytes = 0;
  planner.lastPeakBytes = 0;
  return success(succeeded(estimateMemory(planner)) &&
                 succeeded(plan(planner)));
}

/// remat=auto and microbatches=auto: the levers' settings in order of
/// cost (fewer microbatches first; at each count, the policies of
/// leverPolicies), and the first plan that fits. A pipeline's bubble
/// shrinks as its microbatches grow, so with stages every count is tried
/// (each with the least recomputation that fits) and the plan predicted
/// fastest is kept. Under mode=auto, each count's recomputation is the
/// fastest of the search's three.
LogicalResult PlanShardingsPass::planWithLevers(Planner &planner,
                                                bool searchCounts) {
  // Each attempt starts from the step as the user wrote it, not from the
  // plan an earlier attempt wrote.
  StepAnnotations written(planner.function);
  // The errors of one attempt, held back: only the last one's are told.
  std::string errors;
  bool searchChooses = remat == "auto" && mode == "auto";
  SmallVector<int64_t> counts =
      searchCounts ? microbatchCounts(planner)
                   : SmallVector<int64_t>{planner.microbatches};
  SmallVector<std::string> policies =
      leverPolicies(planner, remat, searchChooses);
  // A pipeline's bubble shrinks as its microbatches grow: with stages,
  // every count is tried; without, the fewest that fit.
  bool everyCount = searchCounts && planner.stages > 1;
  // The trials' plans are not reported (nor every mode predicted for
  // them): only the one kept is, planned again.
  PlanListener *reportTo = listener;
  listener = nullptr;
  // The fastest plan so far: its count, policy and predicted step; and
  // whether it is the one written on the step now.
  std::optional<std::tuple<int64_t, std::string, double>> best;
  bool bestIsWritten = false;
  for (int64_t count : counts) {
    for (const std::string &policy : policies) {
      planner.microbatches = count;
      planner.remat = policy;
      planner.searchRecomputes = policy == "marked";
      bestIsWritten = false;
      if (failed(attempt(planner, written, errors)))
        continue;
      if (!best || planner.writtenStepSeconds < std::get<2>(*best)) {
        best = {count, policy, planner.writtenStepSeconds};
        bestIsWritten = true;
      }
      if (!searchChooses)
        break;
    }
    if (best && !everyCount)
      break;
  }
  listener = reportTo;
  if (best) {
    std::tie(planner.microbatches, planner.remat, std::ignore) = *best;
    planner.searchRecomputes = planner.remat == "marked";
    // Planned again where the plan written or reported would not be it.
    if ((bestIsWritten && !listener) ||
        succeeded(attempt(planner, written, errors)))
      return success();
  }
  InFlightDiagnostic diagnostic = error() << errors;
  if (searchChooses)
    diagnostic << " (remat=auto: without recomputation, the search "
                  "recomputing any activation, and all but the products' "
                  "results recomputed)";
  else if (remat == "auto")
    diagnostic << " (remat=auto: with the activations recomputed but the "
                  "products' results, remat=dots)";
  if (searchCounts) {
    diagnostic << " (microbatches=auto: tried";
    for (int64_t count : counts)
      diagnostic << " " << count;
    diagnostic << ")";
  }
  return diagnostic;
}

LogicalResult PlanShardingsPass::plan(Planner &planner) {
  if (mode == "auto")
    return runAuto(planner);
  return planFixedMode(planner, *symbolizePlanMode(mode));
}

LogicalResult PlanShardingsPass::planFixedMode(Planner &planner,
                                               PlanMode chosenMode) {
  ModePlans modes = planEveryMode(planner);
  if (failed(checkChosen(planner, chosenMode, modes)))
    return failure();
  llvm::Expected<DataParallelPlan> &chosen =
      modes[static_cast<size_t>(chosenMode)].second;
  std::string partitionError;
  auto predictPeak = [&](const DataParallelPlan &plan) {
    FailureOr<ProgramCost> cost = predict(planner, plan, partitionError);
    if (failed(cost))
      return std::optional<int64_t>();
    planner.writtenStepSeconds = cost->stepSeconds();
    return std::optional<int64_t>(cost->peakMemoryBytes);
  };
  std::optional<int64_t> peak = predictPeak(*chosen);
  if (peak && chosenMode == PlanMode::OSDP)
    peak = refitOSDP(planner, modes, *peak, predictPeak);
  if (!peak || *peak > planner.memoryBytes) {
    if (!peak)
      error() << "the " << mode
              << " plan cannot be partitioned: " << partitionError;
    else
      error() << "the " << mode << " plan's partitioned step is predicted to "
              << "need " << *peak << " bytes per device at its peak, more "
              << "than the " << planner.memoryBytes << " given"
              << kNoPlanAdvice;
    discardErrors(modes);
    return failure();
  }
  // Every mode's prediction partitions a copy of the step as it is now,
  // before the chosen plan is written on it.
  llvm::json::Object modesJSON;
  if (listener)
    modesJSON = osdp::autoshard::modesJSON(planner, modes);
  discardErrors(modes);
  writePlan(planner, planner.function, *chosen);
  deliver(planner, mode, parametersJSON(planner, *chosen),
          std::move(modesJSON));
  return success();
}

/// The fitting baseline predicted faster than `seconds`, if any; `seconds`
/// becomes its step.
static std::optional<PlanMode> fasterBaseline(const Planner &planner,
                                              const llvm::json::Object &modes,
                                              double &seconds) {
  std::optional<PlanMode> best;
  for (PlanMode m : kPlanModes) {
    const llvm::json::Object *entry = modes.getObject(stringifyPlanMode(m));
    const llvm::json::Object *predicted =
        entry ? entry->getObject("predicted") : nullptr;
    if (!predicted || !entry->getBoolean("fits").value_or(false) ||
        *predicted->getInteger("peak_memory_bytes") > planner.memoryBytes)
      continue;
    double step = *predicted->getNumber("step_seconds");
    if (step < seconds) {
      seconds = step;
      best = m;
    }
  }
  return best;
}

/// The search's choice of ops to recompute, as the module and the report
/// give it: `marked` with what the marks recompute, or `none` where it
/// chose none (or a baseline was kept).
static LogicalResult finishRecomputeChoice(Planner &planner) {
  bool marked = planner.function
                    .walk([](Operation *op) {
                      return op->hasAttr(OSDPDialect::kRecomputeAttrName)
                                 ? WalkResult::interrupt()
                                 : WalkResult::advance();
                    })
                    .wasInterrupted();
  planner.remat = marked ? "marked" : "none";
  return summarizeRemat(planner);
}

std::optional<int64_t> PlanShardingsPass::refitOSDP(
    Planner &planner, ModePlans &modes, int64_t peak,
    function_ref<std::optional<int64_t>(const DataParallelPlan &)>
        predictPeak) {
  llvm::Expected<DataParallelPlan> &current =
      modes[static_cast<size_t>(PlanMode::OSDP)].second;
  for (int round = 0; round < kMaxRounds && peak > planner.memoryBytes;
       ++round) {
    if (!tightenOSDPBudget(planner, *current, modes, peak))
      break;
    llvm::Expected<DataParallelPlan> next =
        planDataParallel(planner.groups, PlanMode::OSDP, planner.axis(),
                         planner.budget(), timeLimit, seed);
    // A budget no plan meets leaves the last plan, which does not fit.
    if (!next) {
      llvm::consumeError(next.takeError());
      break;
    }
    current = std::move(next);
    std::optional<int64_t> nextPeak = predictPeak(*current);
    if (!nextPeak)
      return std::nullopt;
    peak = *nextPeak;
  }
  return peak;
}

void PlanShardingsPass::refitAutoBaseline(Planner &planner, ModePlans &modes,
                                          llvm::json::Object &modesJSON) {
  StringRef name = stringifyPlanMode(PlanMode::OSDP);
  auto peakOf = [&]() -> std::optional<int64_t> {
    const llvm::json::Object *predicted =
        modesJSON.getObject(name)->getObject("predicted");
    return predicted ? predicted->getInteger("peak_memory_bytes")
                     : std::nullopt;
  };
  std::optional<int64_t> peak = peakOf();
  if (!peak)
    return;
  auto predictPeak = [&](const DataParallelPlan &plan) {
    ModePlans one;
    one.emplace_back(PlanMode::OSDP, plan);
    modesJSON[name] =
        std::move(*osdp::autoshard::modesJSON(planner, one).get(name));
    return peakOf();
  };
  // The budget is OSDP's alone: the search and the report see the one
  // the activation estimate left.
  int64_t correction = planner.correctionBytes;
  int64_t lastPeak = planner.lastPeakBytes;
  refitOSDP(planner, modes, *peak, predictPeak);
  planner.correctionBytes = correction;
  planner.lastPeakBytes = lastPeak;
}

LogicalResult PlanShardingsPass::runAuto(Planner &planner) {
  // The baselines first: each prediction partitions a copy of the step as
  // it is now, before a plan is written on it.
  ModePlans modes = planEveryMode(planner);
  llvm::json::Object modesJSON = osdp::autoshard::modesJSON(planner, modes);
  refitAutoBaseline(planner, modes, modesJSON);
  std::string searchError;
  FailureOr<AutoPlan> plan = [&] {
    ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &d) {
      if (d.getSeverity() != DiagnosticSeverity::Error)
        return failure(); // Not ours to hold: let it through.
      searchError += d.str();
      return success();
    });
    return searchStrategies(planner,
                            {timeLimit, seed, solverRounds, solverThreads});
  }();
  // The search and the baselines are predicted by the same model; a
  // structured baseline the search missed (or a plan that fits where the
  // search found none) is kept rather than a slower plan.
  planner.writtenStepSeconds = succeeded(plan)
                                   ? plan->cost.stepSeconds()
                                   : std::numeric_limits<double>::infinity();
  std::optional<PlanMode> kept =
      fasterBaseline(planner, modesJSON, planner.writtenStepSeconds);
  if (failed(plan)) {
    if (!kept) {
      error() << searchError << baselinePeaks(modesJSON) << kNoPlanAdvice;
      return failure();
    }
    mlir::emitWarning(getOperation().getLoc())
        << searchError << "; keeping the " << stringifyPlanMode(*kept)
        << " plan, which fits";
    modesJSON["auto"] = llvm::json::Object{
        {"error", searchError}, {"kept_baseline", stringifyPlanMode(*kept)}};
  } else {
    if (plan->outOfTime) {
      char limit[32];
      std::snprintf(limit, sizeof(limit), "%g", double(timeLimit));
      mlir::emitWarning(getOperation().getLoc())
          << "the solver ran out of time (time-limit=" << limit << ") after "
          << plan->rounds << " rounds: the plan is the best it found";
    }
    modesJSON["auto"] = autoJSON(planner, *plan, kept);
  }
  llvm::json::Array parameters;
  if (kept) {
    const DataParallelPlan &baseline =
        *modes[static_cast<size_t>(*kept)].second;
    writePlan(planner, planner.function, baseline);
    parameters = parametersJSON(planner, baseline);
  } else {
    writeStrategies(planner, planner.function, plan->graph, plan->assignment);
    parameters = strategyParametersJSON(planner, *plan);
  }
  if (planner.searchRecomputes && failed(finishRecomputeChoice(planner)))
    return failure();
  std::optional<solver::Problem> searched;
  if (succeeded(plan) && listener)
    searched = std::move(plan->graph.problem);
  deliver(planner, "auto", std::move(parameters), std::move(modesJSON),
          std::move(searched));
  return success();
}

} // namespace

void PlanShardingsPass::deliver(const Planner &planner, StringRef chosenMode,
                                llvm::json::Array parameters,
                                llvm::json::Object modesJSON,
                                std::optional<solver::Problem> problem) {
  if (!listener)
    return;
  bool searched = modesJSON.getObject("auto") != nullptr;
  llvm::json::Object document =
      reportDocument(planner, chosenMode, std::move(parameters),
                     std::move(modesJSON), searched);
  if (planner.stages > 1)
    document["pipeline"] = pipelineJSON(planner);
  if (!stageTrials.empty())
    document["stage_counts"] = llvm::json::Array(stageTrials);
  llvm::json::Value report(std::move(document));
  // The document's strings still point into the IR and the options (a
  // json::Value built from a StringRef does not copy it); the listener
  // keeps the report past both, so it gets an owning copy.
  llvm::json::Value owned =
      llvm::cantFail(llvm::json::parse(llvm::formatv("{0}", report).str()),
                     "a printed JSON object parses back");
  listener->planned({std::move(*owned.getAsObject()), std::move(problem)});
}

PlanListener::~PlanListener() = default;

std::unique_ptr<Pass>
osdp::createPlanShardingsPass(const PlanShardingsPassOptions &options,
                              PlanListener &listener) {
  return std::make_unique<PlanShardingsPass>(options, listener);
}

bool osdp::listenToPlanning(Pass &pass, PlanListener &listener) {
  if (pass.getTypeID() != TypeID::get<PlanShardingsPass>())
    return false;
  static_cast<PlanShardingsPass &>(pass).listener = &listener;
  return true;
}
