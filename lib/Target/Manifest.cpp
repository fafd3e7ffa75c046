//===- Manifest.cpp - What the runtime needs to know about an artifact ----===//
//
// The manifest is the artifact's contract with osdp-run: how many devices,
// how they are laid out, and for every argument and result of the entry,
// which slice of which global array each device holds.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/Target.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/OSDP/IR/PipelineStages.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace osdp;

static llvm::json::Array shapeJson(ArrayRef<int64_t> shape) {
  llvm::json::Array array;
  for (int64_t size : shape)
    array.push_back(size);
  return array;
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// One argument or result: `attrs` are its attribute dictionary.
static FailureOr<llvm::json::Object> valueJson(func::FuncOp function, Type type,
                                               DictionaryAttr attrs,
                                               StringRef what, unsigned index) {
  auto local = dyn_cast<RankedTensorType>(type);
  if (!local || !local.hasStaticShape())
    return function.emitError() << what << " #" << index << " has type " << type
                                << "; artifacts take statically shaped tensors";
  llvm::json::Object value;
  value["dtype"] = typeString(local.getElementType());
  value["local_shape"] = shapeJson(local.getShape());
  RankedTensorType global = local;
  if (attrs)
    if (auto attr = attrs.getAs<TypeAttr>(OSDPDialect::kGlobalTypeAttrName))
      global = cast<RankedTensorType>(attr.getValue());
  value["global_shape"] = shapeJson(global.getShape());
  if (attrs) {
    if (auto sharding =
            attrs.getAs<ShardingAttr>(OSDPDialect::kShardingAttrName)) {
      llvm::json::Array dims;
      for (AxisListAttr axes : sharding.getDims()) {
        llvm::json::Array names;
        for (StringAttr axis : axes.getAxes())
          names.push_back(axis.getValue());
        dims.push_back(std::move(names));
      }
      value["sharding"] = std::move(dims);
      llvm::json::Array partial;
      for (StringAttr axis : sharding.getPartialAxes())
        partial.push_back(axis.getValue());
      value["partial"] = std::move(partial);
    }
    if (auto name = attrs.getAs<StringAttr>("jax.result_info"))
      value["name"] = name.getValue();
    if (auto alias = attrs.getAs<IntegerAttr>("tf.aliasing_output"))
      value["aliases_result"] = alias.getInt();
    if (auto role = attrs.getAs<RoleAttr>(OSDPDialect::kRoleAttrName))
      value["role"] = stringifyRole(role.getValue());
  }
  return value;
}

/// The mesh: its axes, device count and device order.
static FailureOr<llvm::json::Object> meshJson(ModuleOp module) {
  llvm::json::Object json;
  llvm::json::Array axes;
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (meshes.size() > 1)
    return meshes[1].emitError("an artifact runs on one mesh");
  int64_t devices = 1;
  if (!meshes.empty()) {
    MeshAttr mesh = meshes.front().getMesh();
    for (auto [name, size] :
         llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
      llvm::json::Object axis;
      axis["name"] = name.getValue();
      axis["size"] = size;
      axes.push_back(std::move(axis));
    }
    devices = mesh.getNumDevices();
    if (!mesh.getDeviceIds().empty())
      json["device_ids"] = shapeJson(mesh.getDeviceIds());
  }
  json["axes"] = std::move(axes);
  json["devices"] = devices;
  return json;
}

/// The tensors of the step that `function` takes and returns: its argument
/// k is the step's argument `inputs[k]`, its result k the step's result
/// `outputs[k]`; each is written at its place in `inputsJson` and
/// `outputsJson`, with `stage` when it is a stage's.
static LogicalResult
addTensors(func::FuncOp function, ArrayRef<int64_t> inputs,
           ArrayRef<int64_t> outputs, std::optional<int64_t> stage,
           MutableArrayRef<llvm::json::Value> inputsJson,
           MutableArrayRef<llvm::json::Value> outputsJson) {
  FunctionType type = function.getFunctionType();
  for (auto [k, index] : llvm::enumerate(inputs)) {
    FailureOr<llvm::json::Object> value =
        valueJson(function, type.getInput(k), function.getArgAttrDict(k),
                  "argument", index);
    if (failed(value))
      return failure();
    // A donation names the function's own result; the manifest the step's.
    if (auto alias = value->getInteger("aliases_result"))
      (*value)["aliases_result"] = outputs[*alias];
    if (stage)
      (*value)["stage"] = *stage;
    inputsJson[index] = std::move(*value);
  }
  for (auto [k, index] : llvm::enumerate(outputs)) {
    FailureOr<llvm::json::Object> value =
        valueJson(function, type.getResult(k), function.getResultAttrDict(k),
                  "result", index);
    if (failed(value))
      return failure();
    if (stage)
      (*value)["stage"] = *stage;
    outputsJson[index] = std::move(*value);
  }
  return success();
}

/// Every stage function's tensors, and the stage axis and entry points.
static LogicalResult addStages(ModuleOp module, const PipelineStages &stages,
                               llvm::json::Object &manifest,
                               std::vector<llvm::json::Value> &inputs,
                               std::vector<llvm::json::Value> &outputs) {
  int64_t numOutputs = 0;
  for (const StageFunction &stage : stages.stages)
    numOutputs += stage.outputs.size();
  inputs.assign(stages.numInputs(), nullptr);
  outputs.assign(numOutputs, nullptr);
  llvm::json::Array entries;
  for (auto [s, stage] : llvm::enumerate(stages.stages)) {
    auto function = module.lookupSymbol<func::FuncOp>(stage.function);
    if (!function)
      return module.emitError() << "no stage function " << stage.function;
    if (failed(addTensors(function, stage.inputs, stage.outputs, s, inputs,
                          outputs)))
      return failure();
    entries.push_back(kStageEntryPrefix.str() + std::to_string(s));
  }
  manifest["stage_axis"] = stages.axis.getValue();
  manifest["stage_entries"] = std::move(entries);
  return success();
}

FailureOr<llvm::json::Object> osdp::buildManifest(ModuleOp module) {
  llvm::json::Object manifest;
  manifest["format"] = "osdp-artifact-1";
  FailureOr<llvm::json::Object> mesh = meshJson(module);
  if (failed(mesh))
    return failure();
  manifest["mesh"] = std::move(*mesh);
  std::vector<llvm::json::Value> inputs, outputs;
  if (std::optional<PipelineStages> stages = PipelineStages::of(module)) {
    if (failed(addStages(module, *stages, manifest, inputs, outputs)))
      return failure();
  } else {
    auto main = module.lookupSymbol<func::FuncOp>("main");
    if (!main || main.isExternal())
      return module.emitError("the module has no @main to compile");
    manifest["entry"] = kEntrySymbol;
    inputs.assign(main.getNumArguments(), nullptr);
    outputs.assign(main.getNumResults(), nullptr);
    if (failed(addTensors(
            main, llvm::to_vector(llvm::seq<int64_t>(0, inputs.size())),
            llvm::to_vector(llvm::seq<int64_t>(0, outputs.size())),
            std::nullopt, inputs, outputs)))
      return failure();
  }
  manifest["inputs"] = llvm::json::Array(std::move(inputs));
  manifest["outputs"] = llvm::json::Array(std::move(outputs));
  return manifest;
}

FailureOr<std::vector<ArtifactEntry>> osdp::artifactEntries(ModuleOp module) {
  std::vector<ArtifactEntry> entries;
  if (std::optional<PipelineStages> stages = PipelineStages::of(module)) {
    int64_t numInputs = stages->numInputs();
    for (auto [s, stage] : llvm::enumerate(stages->stages)) {
      ArtifactEntry entry;
      entry.symbol = kStageEntryPrefix.str() + std::to_string(s);
      entry.function = stage.function.getValue().str();
      entry.descriptors.assign(stage.inputs.begin(), stage.inputs.end());
      for (int64_t output : stage.outputs)
        entry.descriptors.push_back(numInputs + output);
      entries.push_back(std::move(entry));
    }
    return entries;
  }
  auto main = module.lookupSymbol<func::FuncOp>("main");
  if (!main || main.isExternal())
    return module.emitError("the module has no @main to compile");
  ArtifactEntry entry;
  entry.symbol = kEntrySymbol.str();
  entry.function = "main";
  for (int64_t k = 0, e = main.getNumArguments() + main.getNumResults(); k < e;
       ++k)
    entry.descriptors.push_back(k);
  entries.push_back(std::move(entry));
  return entries;
}
