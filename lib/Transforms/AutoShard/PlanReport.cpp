//===- PlanReport.cpp - The plan report and its entries ------------------===//

#include "StrategyGraph.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

/// A mode's plan in the report: its gradient synchronisation and
/// persistent memory, and the cost model's prediction of the partitioned
/// step (or why there is none). Every mode's step is partitioned in
/// parallel.
llvm::json::Object osdp::autoshard::modesJSON(const Planner &planner,
                                              ModePlans &modes) {
  SmallVector<std::function<void(func::FuncOp)>> writers;
  for (auto &[m, plan] : modes)
    if (plan)
      writers.push_back([&planner, &plan = *plan](func::FuncOp function) {
        writePlan(planner, function, plan);
      });
  SmallVector<llvm::function_ref<void(func::FuncOp)>> writes(writers.begin(),
                                                             writers.end());
  SmallVector<std::string> errors;
  std::vector<FailureOr<ProgramCost>> costs =
      predictEach(planner, writes, errors);
  llvm::json::Object json;
  size_t next = 0;
  for (auto &[m, plan] : modes) {
    StringRef name = stringifyPlanMode(m);
    if (!plan) {
      json[name] =
          llvm::json::Object{{"error", llvm::toString(plan.takeError())}};
      continue;
    }
    llvm::json::Object entry{
        {"sync_and_update_seconds", plan->seconds},
        {"persistent_bytes", plan->persistentBytes},
        {"sharded_parameters", llvm::count(plan->sharded, true)}};
    // Whether the plan fits: its predicted peak within the memory, or,
    // without a prediction, its persistent bytes within the budget the
    // activation estimate leaves (a coarser test, which the estimate can
    // fail for a plan whose predicted peak fits).
    bool fits = plan->fits;
    if (succeeded(costs[next])) {
      entry["predicted"] = costs[next]->toJSON();
      fits = costs[next]->peakMemoryBytes <= planner.memoryBytes;
    } else {
      entry["prediction_error"] = std::move(errors[next]);
    }
    entry["fits"] = fits;
    ++next;
    json[name] = std::move(entry);
  }
  return json;
}

/// The mesh axes each dimension of argument `argument` is split over, as
/// the plan wrote them (every dimension whole where it wrote none).
static llvm::json::Array dimensionAxes(func::FuncOp function,
                                       unsigned argument) {
  auto type = cast<RankedTensorType>(function.getArgument(argument).getType());
  auto sharding = function.getArgAttrOfType<ShardingAttr>(
      argument, OSDPDialect::kShardingAttrName);
  llvm::json::Array dims;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    llvm::json::Array axes;
    if (sharding && d < sharding.getRank())
      for (StringAttr axis : sharding.getDims()[d].getAxes())
        axes.push_back(axis.getValue());
    dims.push_back(std::move(axes));
  }
  return dims;
}

/// A parameter's entry in the report: its argument, name, shape and bytes,
/// `strategy`, and the axes of each dimension (read off the function, on
/// which the plan is written before its report).
static llvm::json::Object parameterEntry(const Planner &planner,
                                         unsigned argument,
                                         std::string strategy) {
  func::FuncOp function = planner.function;
  auto type = cast<RankedTensorType>(function.getArgument(argument).getType());
  return llvm::json::Object{
      {"argument", argument},
      {"name", argumentName(planner.function, planner.step, argument)},
      {"shape", llvm::json::Array(type.getShape())},
      {"bytes", bytesOf(type)},
      {"strategy", std::move(strategy)},
      {"dims", dimensionAxes(function, argument)}};
}

llvm::json::Array
osdp::autoshard::parametersJSON(const Planner &planner,
                                const DataParallelPlan &plan) {
  llvm::json::Array parameters;
  for (auto [group, sharded] : llvm::zip(planner.groups, plan.sharded)) {
    llvm::json::Object entry = parameterEntry(
        planner, group.parameter,
        sharded ? llvm::formatv("sharded dim {0}", *group.shardDim).str()
                : "replicated");
    entry["state_arguments"] = llvm::json::Array(group.states);
    entry["state_bytes"] = group.stateBytes;
    parameters.push_back(std::move(entry));
  }
  return parameters;
}

llvm::json::Value osdp::autoshard::autoJSON(const Planner &planner,
                                            const AutoPlan &plan,
                                            std::optional<PlanMode> kept) {
  const solver::Problem &problem = plan.graph.problem;
  size_t strategies = 0;
  for (const StrategyNode &node : plan.graph.nodes)
    strategies += node.strategies.size();
  // Parameters and, when trained, their gradients, and the optimizer
  // state, as in the baselines' persistent bytes (every tensor argument is
  // a node).
  func::FuncOp function = planner.function;
  int64_t persistent = 0, sharded = 0;
  for (auto [node, choice] : llvm::zip(plan.graph.nodes, plan.assignment)) {
    if (node.op)
      continue;
    Role role = planner.step.argumentRoles[node.argument];
    if (role != Role::Parameter && role != Role::OptimizerState)
      continue;
    int64_t bytes = node.strategies[choice].bytes;
    bool withGradient = role == Role::Parameter && planner.step.trains;
    persistent += withGradient ? 2 * bytes : bytes;
    if (role == Role::Parameter &&
        bytes < bytesOf(function.getArgument(node.argument).getType()))
      ++sharded;
  }
  llvm::json::Array limits;
  for (const AutoPlan::LimitRound &round : plan.limitRounds) {
    llvm::json::Object entry{{"usage_limit", round.limit}};
    if (round.peakBytes >= 0) {
      entry["peak_memory_bytes"] = round.peakBytes;
      entry["step_seconds"] = round.stepSeconds;
    }
    limits.push_back(std::move(entry));
  }
  llvm::json::Object search{
      {"nodes", static_cast<int64_t>(problem.nodes.size())},
      {"strategies", static_cast<int64_t>(strategies)},
      {"edges", static_cast<int64_t>(problem.edges.size())},
      {"reshardings_costed", static_cast<int64_t>(plan.graph.reshardings)},
      {"reshardings_cached",
       static_cast<int64_t>(plan.graph.cachedReshardings)},
      {"usage_limit", problem.usageLimit},
      {"limits", std::move(limits)},
      {"objective", static_cast<int64_t>(plan.objective)},
      {"build_seconds", plan.buildSeconds},
      {"solve_seconds", plan.solveSeconds},
      {"solver_rounds", static_cast<int64_t>(plan.rounds)},
      {"out_of_time", plan.outOfTime}};
  llvm::json::Object entry{{"search", std::move(search)},
                           {"predicted", plan.cost.toJSON()},
                           {"persistent_bytes", persistent},
                           {"fits", true},
                           {"sharded_parameters", sharded}};
  if (kept)
    entry["kept_baseline"] = stringifyPlanMode(*kept);
  return entry;
}

/// Where `op` came from, as text (the source line JAX recorded).
static std::string locationText(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->getLoc().print(os);
  return text;
}

llvm::json::Array
osdp::autoshard::strategyParametersJSON(const Planner &planner,
                                        const AutoPlan &plan) {
  llvm::json::Array entries;
  for (auto [node, choice] : llvm::zip(plan.graph.nodes, plan.assignment)) {
    std::string strategy = describeStrategy(node.strategies[choice]);
    if (!node.op) {
      if (planner.step.argumentRoles[node.argument] == Role::Parameter)
        entries.push_back(
            parameterEntry(planner, node.argument, std::move(strategy)));
      continue;
    }
    if (node.op->getName().getStringRef() != "stablehlo.dot_general" &&
        node.op->getName().getStringRef() != "stablehlo.convolution")
      continue;
    entries.push_back(
        llvm::json::Object{{"op", node.op->getName().getStringRef()},
                           {"location", locationText(node.op)},
                           {"strategy", strategy}});
  }
  return entries;
}

/// A location as the report shows it: JAX names an op after the
/// function and the primitive it came from; a file position otherwise.
static std::string describeLocation(Location loc) {
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc);
      fused && !fused.getLocations().empty())
    return describeLocation(fused.getLocations().front());
  if (auto call = dyn_cast<CallSiteLoc>(loc))
    return describeLocation(call.getCallee());
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (file.getFilename().getValue() + ":" + Twine(file.getLine())).str();
  return "";
}

/// What the chosen remat policy recomputes: the part of the forward pass
/// (its first `recomputed` of `segments`; none under `marked`, whose ops
/// the search chose one by one), how many of its ops that is, and the
/// first and last of them.
static llvm::json::Object rematSegmentsJSON(const Planner &planner) {
  std::optional<RematPolicy> policy = RematPolicy::parse(planner.remat);
  bool recomputes = policy && policy->saves == RematPolicy::Saves::Products;
  const RematSummary &summary = planner.rematSummary;
  llvm::json::Object json{{"recomputed", recomputes ? policy->recomputed : 0},
                          {"segments", recomputes ? policy->segments : 0},
                          {"forward_ops", summary.forwardOps},
                          {"segment_ops", summary.segmentOps},
                          {"clones", summary.clones}};
  if (summary.from && summary.to) {
    json["from"] = describeLocation(*summary.from);
    json["to"] = describeLocation(*summary.to);
  }
  return json;
}

/// The plan report: the mesh, the memory budget and its parts, the
/// parameters and every mode's entry. JSON objects have no order:
/// `mode_names` lists the keys of `modes` in the order tables show them,
/// the search first if there was one.
llvm::json::Object osdp::autoshard::reportDocument(const Planner &planner,
                                                   StringRef chosenMode,
                                                   llvm::json::Array parameters,
                                                   llvm::json::Object modesJSON,
                                                   bool searched) {
  llvm::json::Array modeNames;
  if (searched)
    modeNames.push_back("auto");
  for (PlanMode m : kPlanModes)
    modeNames.push_back(stringifyPlanMode(m));
  llvm::json::Object meshJSON;
  for (auto [name, size] :
       llvm::zip(planner.mesh.getAxisNames(), planner.mesh.getAxisSizes()))
    meshJSON[name.getValue()] = size;
  return llvm::json::Object{{"mode", chosenMode},
                            {"function", planner.function.getSymName()},
                            {"mesh", std::move(meshJSON)},
                            {"data_axis", planner.dataAxis.getValue()},
                            {"hardware", planner.profile.name},
                            {"memory_bytes", planner.memoryBytes},
                            {"activation_bytes", planner.activationBytes},
                            {"gathered_bytes", planner.gatheredBytes},
                            {"remat", planner.remat},
                            {"remat_segments", rematSegmentsJSON(planner)},
                            {"microbatches", planner.microbatches},
                            {"overlap", planner.overlap},
                            {"stages", planner.stages},
                            {"schedule", planner.schedule},
                            {"correction_bytes", planner.correctionBytes},
                            {"budget_bytes", planner.budget()},
                            {"parameters", std::move(parameters)},
                            {"modes", std::move(modesJSON)},
                            {"mode_names", std::move(modeNames)}};
}

/// The chosen plan's pipeline: its stages side by side, and the schedule
/// drawn; or why it could not be predicted.
llvm::json::Object osdp::autoshard::pipelineJSON(const Planner &planner) {
  std::string error;
  FailureOr<PipelineCost> pipeline = predictPipeline(planner, error);
  if (failed(pipeline))
    return llvm::json::Object{{"error", error}};
  llvm::json::Object json = std::move(*pipeline->toJSON().getAsObject());
  json["axis"] = planner.stageAxis.getValue();
  json["drawing"] = drawSchedule(*pipeline, /*columns=*/64);
  return json;
}
