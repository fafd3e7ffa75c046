//===- Manifest.cpp - What the runtime needs to know about an artifact ----===//
//
// The manifest is the artifact's contract with osdp-run: how many devices,
// how they are laid out, and for every argument and result of the entry,
// which slice of which global array each device holds.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/Target.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

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
static FailureOr<llvm::json::Object> valueJson(func::FuncOp main, Type type,
                                               DictionaryAttr attrs,
                                               StringRef what, unsigned index) {
  auto local = dyn_cast<RankedTensorType>(type);
  if (!local || !local.hasStaticShape())
    return main.emitError() << what << " #" << index << " has type " << type
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

FailureOr<llvm::json::Object> osdp::buildManifest(ModuleOp module) {
  auto main = module.lookupSymbol<func::FuncOp>("main");
  if (!main || main.isExternal())
    return module.emitError("the module has no @main to compile");
  llvm::json::Object manifest;
  manifest["format"] = "osdp-artifact-1";
  manifest["entry"] = kEntrySymbol;

  llvm::json::Object meshJson;
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
      meshJson["device_ids"] = shapeJson(mesh.getDeviceIds());
  }
  meshJson["axes"] = std::move(axes);
  meshJson["devices"] = devices;
  manifest["mesh"] = std::move(meshJson);

  FunctionType type = main.getFunctionType();
  llvm::json::Array inputs, outputs;
  for (unsigned i = 0; i < type.getNumInputs(); ++i) {
    FailureOr<llvm::json::Object> value = valueJson(
        main, type.getInput(i), main.getArgAttrDict(i), "argument", i);
    if (failed(value))
      return failure();
    inputs.push_back(std::move(*value));
  }
  for (unsigned i = 0; i < type.getNumResults(); ++i) {
    FailureOr<llvm::json::Object> value = valueJson(
        main, type.getResult(i), main.getResultAttrDict(i), "result", i);
    if (failed(value))
      return failure();
    outputs.push_back(std::move(*value));
  }
  manifest["inputs"] = std::move(inputs);
  manifest["outputs"] = std::move(outputs);
  return manifest;
}
