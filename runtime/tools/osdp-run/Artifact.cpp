//===- Artifact.cpp - A compiled osdp program and its manifest ------------===//

#include "Artifact.h"

#include "Json.h"
#include "Npy.h"

#include <dlfcn.h>

#include <algorithm>
#include <fstream>
#include <iterator>

using namespace osdp::run;

int64_t TensorSpec::localBytes() const {
  int64_t n = elementSize(dtype);
  for (int64_t size : localShape)
    n *= size;
  return n;
}

int64_t TensorSpec::globalBytes() const {
  int64_t n = elementSize(dtype);
  for (int64_t size : globalShape)
    n *= size;
  return n;
}

int64_t Manifest::numDevices() const {
  int64_t n = 1;
  for (int64_t size : axisSizes)
    n *= size;
  return n;
}

namespace {

bool readInts(const Json *json, std::vector<int64_t> &out) {
  if (!json || json->kind != Json::Kind::Array)
    return false;
  for (const Json &item : json->array) {
    if (item.kind != Json::Kind::Number)
      return false;
    out.push_back(item.asInt());
  }
  return true;
}

bool readTensor(const Json &json, const Manifest &manifest, TensorSpec &spec,
                std::string &error) {
  auto axisIndex = [&](const Json &name) {
    auto it = std::find(manifest.axisNames.begin(), manifest.axisNames.end(),
                        name.string);
    return it == manifest.axisNames.end()
               ? -1
               : int(it - manifest.axisNames.begin());
  };
  const Json *dtype = json.find("dtype");
  if (!dtype || elementSize(dtype->string) == 0 ||
      !readInts(json.find("local_shape"), spec.localShape) ||
      !readInts(json.find("global_shape"), spec.globalShape) ||
      spec.localShape.size() != spec.globalShape.size()) {
    error = "a tensor of the manifest lacks its dtype or shapes";
    return false;
  }
  spec.dtype = dtype->string;
  if (const Json *sharding = json.find("sharding")) {
    for (const Json &dim : sharding->array) {
      spec.dims.emplace_back();
      for (const Json &axis : dim.array) {
        if (axisIndex(axis) < 0) {
          error = "the manifest names an unknown axis '" + axis.string + "'";
          return false;
        }
        spec.dims.back().push_back(axisIndex(axis));
      }
    }
  }
  spec.dims.resize(spec.localShape.size());
  if (const Json *partial = json.find("partial"))
    for (const Json &axis : partial->array)
      spec.partialAxes.push_back(axisIndex(axis));
  if (const Json *name = json.find("name"))
    spec.name = name->string;
  if (const Json *alias = json.find("aliases_result"))
    spec.aliasesResult = static_cast<int>(alias->asInt());
  if (const Json *stage = json.find("stage")) {
    if (stage->kind != Json::Kind::Number || stage->asInt() < 0) {
      error = "a tensor's stage is not a stage index";
      return false;
    }
    spec.stage = static_cast<int>(stage->asInt());
  }
  return true;
}

/// Reads "stage_axis" and "stage_entries", which come together: the
/// name of a mesh axis, and one entry per device along it.
bool readStages(const Json &json, Manifest &manifest, std::string &error) {
  const Json *axis = json.find("stage_axis");
  const Json *entries = json.find("stage_entries");
  if (!axis && !entries)
    return true;
  if (!axis || !entries) {
    error = "the manifest has stage_axis or stage_entries without the other";
    return false;
  }
  auto named = std::find(manifest.axisNames.begin(), manifest.axisNames.end(),
                         axis->string);
  if (named == manifest.axisNames.end()) {
    error = "the stage_axis '" + axis->string + "' is no axis of the mesh";
    return false;
  }
  manifest.stageAxis = int(named - manifest.axisNames.begin());
  int64_t stages = manifest.axisSizes[manifest.stageAxis];
  for (const Json &entry : entries->array)
    manifest.stageEntries.push_back(entry.string);
  if (int64_t(manifest.stageEntries.size()) != stages) {
    error = "stage_entries names " +
            std::to_string(manifest.stageEntries.size()) +
            " entries, but the stage axis '" + axis->string + "' has " +
            std::to_string(stages) + " devices";
    return false;
  }
  return true;
}

/// What is wrong with the stage of `spec` (input or output #`index`), or
/// "": a pipelined artifact's tensors each have a stage along the stage
/// axis, and are neither split nor partial over it (only the devices of
/// one stage hold them); no other artifact's tensor has a stage.
std::string stageProblem(const Manifest &manifest, const TensorSpec &spec,
                         const std::string &what) {
  if (!manifest.pipelined())
    return spec.stage < 0 ? ""
                          : what + " has a stage, but the manifest no "
                                   "stage_axis";
  int64_t stages = manifest.axisSizes[manifest.stageAxis];
  if (spec.stage < 0 || spec.stage >= stages)
    return what + " has " +
           (spec.stage < 0 ? "no stage"
                           : "stage " + std::to_string(spec.stage)) +
           "; the stage axis '" + manifest.axisNames[manifest.stageAxis] +
           "' has " + std::to_string(stages) + " stages";
  bool overStages = std::count(spec.partialAxes.begin(), spec.partialAxes.end(),
                               manifest.stageAxis);
  for (const std::vector<int> &dim : spec.dims)
    overStages |= std::count(dim.begin(), dim.end(), manifest.stageAxis) > 0;
  if (overStages)
    return what + " is split or partial over the stage axis";
  return "";
}

/// Checks every tensor's stage, and that a donated input is its output's
/// stage.
bool checkStages(const Manifest &manifest, const std::string &path,
                 std::string &error) {
  for (const char *side : {"input", "output"}) {
    const auto &specs = side[0] == 'i' ? manifest.inputs : manifest.outputs;
    for (size_t i = 0; i < specs.size(); ++i) {
      error = stageProblem(manifest, specs[i],
                           std::string(side) + " #" + std::to_string(i));
      if (!error.empty()) {
        error = path + ": " + error;
        return false;
      }
    }
  }
  for (const TensorSpec &input : manifest.inputs)
    if (input.aliasesResult >= 0 &&
        manifest.outputs[input.aliasesResult].stage != input.stage) {
      error = path + ": output #" + std::to_string(input.aliasesResult) +
              " lives in the buffer of an input of another stage";
      return false;
    }
  return true;
}

/// Whether every donated input names an output of its own local type, and
/// no output is named twice.
static bool checkAliases(const Manifest &manifest, const std::string &path,
                         std::string &error) {
  std::vector<bool> named(manifest.outputs.size(), false);
  for (size_t i = 0; i < manifest.inputs.size(); ++i) {
    const TensorSpec &input = manifest.inputs[i];
    int j = input.aliasesResult;
    if (j < 0)
      continue;
    if (j >= static_cast<int>(manifest.outputs.size()) || named[j] ||
        manifest.outputs[j].dtype != input.dtype ||
        manifest.outputs[j].localShape != input.localShape) {
      error = path + ": input #" + std::to_string(i) + " aliases output #" +
              std::to_string(j) +
              ", which does not exist, has another type or another alias";
      return false;
    }
    named[j] = true;
  }
  return true;
}

bool readManifestFile(const std::string &path, Manifest &manifest,
                      std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = path + ": cannot open (is this an osdp-compile artifact?)";
    return false;
  }
  std::string text((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  Json json;
  if (!Json::parse(text, json, error)) {
    error = path + ": " + error;
    return false;
  }
  const Json *format = json.find("format");
  const Json *mesh = json.find("mesh");
  if (!format || format->string != "osdp-artifact-1" || !mesh) {
    error = path + ": not an osdp-artifact-1 manifest";
    return false;
  }
  if (const Json *axes = mesh->find("axes"))
    for (const Json &axis : axes->array) {
      manifest.axisNames.push_back(axis.find("name") ? axis.find("name")->string
                                                     : "");
      manifest.axisSizes.push_back(
          axis.find("size") ? axis.find("size")->asInt() : 0);
    }
  readInts(mesh->find("device_ids"), manifest.deviceIds);
  if (const Json *target = json.find("target"))
    manifest.target = target->string;
  if (manifest.target != "cpu" && manifest.target != "cuda") {
    error = path + ": unknown target '" + manifest.target + "'";
    return false;
  }
  if (const Json *cpu = json.find("target_cpu"))
    manifest.targetCpu = cpu->string;
  if (const Json *features = json.find("target_features"))
    for (const Json &feature : features->array)
      manifest.targetFeatures.push_back(feature.string);
  if (!readStages(json, manifest, error)) {
    error = path + ": " + error;
    return false;
  }
  for (const char *side : {"inputs", "outputs"}) {
    const Json *list = json.find(side);
    if (!list) {
      error = path + ": the manifest has no " + side;
      return false;
    }
    auto &specs =
        std::string(side) == "inputs" ? manifest.inputs : manifest.outputs;
    for (const Json &item : list->array) {
      specs.emplace_back();
      if (!readTensor(item, manifest, specs.back(), error)) {
        error = path + ": " + error;
        return false;
      }
    }
  }
  return checkAliases(manifest, path, error) &&
         checkStages(manifest, path, error);
}

} // namespace

bool osdp::run::readManifest(const std::string &dir, Manifest &manifest,
                             std::string &error) {
  return readManifestFile(dir + "/manifest.json", manifest, error);
}

Artifact::~Artifact() {
  if (library)
    dlclose(library);
}

bool Artifact::load(const std::string &dir, std::string &error) {
  if (!readManifest(dir, manifest, error))
    return false;
  std::string path = dir + "/model.so";
  library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    error = path + ": " + dlerror();
    return false;
  }
  std::vector<std::string> names = manifest.stageEntries;
  if (!manifest.pipelined())
    names = {"osdp_entry"};
  for (const std::string &name : names) {
    entries.push_back(
        reinterpret_cast<void (*)(void **)>(dlsym(library, name.c_str())));
    if (!entries.back()) {
      error = path + ": no " + name;
      return false;
    }
  }
  return true;
}

void Artifact::run(const std::vector<char *> &buffers, int stage) {
  // One memref descriptor per tensor: two pointers, the offset, sizes and
  // row-major strides, all 64-bit.
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> pointers;
  size_t i = 0;
  for (const auto *specs : {&manifest.inputs, &manifest.outputs})
    for (const TensorSpec &spec : *specs) {
      std::vector<int64_t> d(3 + 2 * spec.localShape.size());
      d[0] = d[1] = reinterpret_cast<int64_t>(buffers[i++]);
      int64_t stride = 1, rank = spec.localShape.size();
      for (int64_t k = rank - 1; k >= 0; --k) {
        d[3 + k] = spec.localShape[k];
        d[3 + rank + k] = stride;
        stride *= spec.localShape[k];
      }
      descriptors.push_back(std::move(d));
    }
  for (auto &d : descriptors)
    pointers.push_back(d.data());
  entries[std::max(stage, 0)](pointers.data());
}
