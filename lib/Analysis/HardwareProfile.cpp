//===- HardwareProfile.cpp - Hardware profiles and their JSON form --------===//
//
// The presets' figures are the vendors' dense peaks (no sparsity) and link
// rates per direction: H100 and H200 SXM with NVLink 4 (900 GB/s both ways),
// A100 80 GB SXM with NVLink 3 (600 GB/s), 8 GPUs per node, and one 400 Gb/s
// InfiniBand adapter per GPU between nodes. The `cpu` preset is one MPI
// rank per core of the 2-core development machine, as osdp-calibrate
// measured it; measure your own with `osdp-calibrate -n RANKS -o FILE`.
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/HardwareProfile.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace osdp;

double MemorySpeed::seconds(double bytes) const {
  double cached = cacheBytes > 0 ? std::min(bytes, cacheBytes) : 0;
  return (cached > 0 ? cached / cacheBandwidth : 0) +
         (bytes - cached) / bandwidth;
}

double HardwareProfile::matmulPeak(StringRef elementType) const {
  auto it = matmulFlops.find(elementType);
  if (it != matmulFlops.end())
    return it->second;
  return matmulFlops.lookup("f32");
}

/// Whether the groups of devices along one axis stay inside one node: the
/// axis with the axes minor to it spans `span` consecutive device ids.
static bool insideNode(int64_t span, int64_t devicesPerNode) {
  return span <= devicesPerNode && devicesPerNode % span == 0;
}

Link HardwareProfile::linkFor(ArrayRef<std::pair<StringRef, int64_t>> meshAxes,
                              ArrayRef<StringRef> axes) const {
  Link slowest{0, 0};
  bool first = true;
  for (StringRef axis : axes) {
    Link link;
    auto named = axisLinks.find(axis);
    if (named != axisLinks.end()) {
      link = named->second;
    } else {
      // The span of an axis: its size times the sizes minor to it.
      int64_t span = 1;
      bool found = false;
      for (auto it = meshAxes.rbegin(); it != meshAxes.rend(); ++it) {
        span *= it->second;
        if (it->first == axis) {
          found = true;
          break;
        }
      }
      link = found && insideNode(span, devicesPerNode) ? intraNode : interNode;
    }
    if (first || link.bandwidth < slowest.bandwidth)
      slowest.bandwidth = link.bandwidth;
    if (first || link.latency > slowest.latency)
      slowest.latency = link.latency;
    first = false;
  }
  slowest.callSeconds = collectiveCallSeconds;
  return slowest;
}

static Error invalid(const Twine &field, const Twine &what) {
  return createStringError(inconvertibleErrorCode(),
                           "hardware profile: '" + field + "' " + what);
}

static Error checkPositive(StringRef field, double value) {
  if (!std::isfinite(value) || value <= 0)
    return invalid(field, formatv("must be a positive number, got {0}", value));
  return Error::success();
}

static Error checkNonNegative(StringRef field, double value) {
  if (!std::isfinite(value) || value < 0)
    return invalid(field,
                   formatv("must be a number of at least 0, got {0}", value));
  return Error::success();
}

static Error checkLink(StringRef field, const Link &link) {
  if (Error e = checkPositive((field + ".bandwidth").str(), link.bandwidth))
    return e;
  if (!std::isfinite(link.latency) || link.latency < 0)
    return invalid(
        field + ".latency",
        formatv("must be a non-negative number, got {0}", link.latency));
  return Error::success();
}

Error HardwareProfile::verify() const {
  if (!matmulFlops.count("f32"))
    return invalid("device.matmul_flops.f32", "is missing");
  for (const auto &entry : matmulFlops)
    if (Error e = checkPositive(("device.matmul_flops." + entry.first()).str(),
                                entry.second))
      return e;
  if (matmulEfficiency <= 0 || matmulEfficiency > 1 ||
      !std::isfinite(matmulEfficiency))
    return invalid("device.matmul_efficiency",
                   formatv("must be in (0, 1], got {0}", matmulEfficiency));
  if (matmulOperandBandwidth != 0)
    if (Error e = checkPositive("device.matmul_operand_bandwidth",
                                matmulOperandBandwidth))
      return e;
  if (Error e =
          checkNonNegative("device.matmul_call_seconds", matmulCallSeconds))
    return e;
  if (Error e = checkPositive("device.vector_flops", vectorFlops))
    return e;
  if (transcendentalsPerSecond != 0)
    if (Error e = checkPositive("device.transcendentals_per_second",
                                transcendentalsPerSecond))
      return e;
  if (Error e = checkNonNegative("device.op_seconds", opSeconds))
    return e;
  if (Error e = checkNonNegative("device.collective_call_seconds",
                                 collectiveCallSeconds))
    return e;
  if (Error e = checkPositive("device.memory_bytes", memoryBytes))
    return e;
  if (Error e = checkPositive("device.memory_bandwidth", memoryBandwidth))
    return e;
  if (Error e = checkNonNegative("device.cache_bytes", cacheBytes))
    return e;
  if (cacheBytes > 0)
    if (Error e = checkPositive("device.cache_bandwidth", cacheBandwidth))
      return e;
  if (devicesPerNode < 1)
    return invalid("devices_per_node",
                   formatv("must be at least 1, got {0}", devicesPerNode));
  if (Error e = checkLink("links.intra_node", intraNode))
    return e;
  if (Error e = checkLink("links.inter_node", interNode))
    return e;
  for (const auto &entry : axisLinks)
    if (Error e = checkLink(("axes." + entry.first()).str(), entry.second))
      return e;
  return Error::success();
}

static json::Object linkToJSON(const Link &link) {
  return json::Object{{"bandwidth", link.bandwidth}, {"latency", link.latency}};
}

json::Value HardwareProfile::toJSON() const {
  json::Object flops;
  for (const auto &entry : matmulFlops)
    flops[entry.first()] = entry.second;
  json::Object axes;
  for (const auto &entry : axisLinks)
    axes[entry.first()] = linkToJSON(entry.second);
  json::Object device{{"matmul_flops", std::move(flops)},
                      {"matmul_efficiency", matmulEfficiency},
                      {"vector_flops", vectorFlops},
                      {"memory_bytes", memoryBytes},
                      {"memory_bandwidth", memoryBandwidth}};
  if (transcendentalsPerSecond > 0)
    device["transcendentals_per_second"] = transcendentalsPerSecond;
  if (cacheBytes > 0) {
    device["cache_bytes"] = cacheBytes;
    device["cache_bandwidth"] = cacheBandwidth;
  }
  if (matmulOperandBandwidth > 0)
    device["matmul_operand_bandwidth"] = matmulOperandBandwidth;
  if (matmulCallSeconds > 0)
    device["matmul_call_seconds"] = matmulCallSeconds;
  if (opSeconds > 0)
    device["op_seconds"] = opSeconds;
  if (collectiveCallSeconds > 0)
    device["collective_call_seconds"] = collectiveCallSeconds;
  return json::Object{
      {"name", name},
      {"device", std::move(device)},
      {"devices_per_node", devicesPerNode},
      {"links", json::Object{{"intra_node", linkToJSON(intraNode)},
                             {"inter_node", linkToJSON(interNode)}}},
      {"axes", std::move(axes)}};
}

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

namespace {

/// Reads fields of one JSON object, naming `path.field` in errors.
class FieldReader {
public:
  FieldReader(const json::Object &object, std::string path)
      : object(object), path(std::move(path)) {}

  std::string name(StringRef field) const {
    return path.empty() ? field.str() : path + "." + field.str();
  }

  Expected<const json::Object *> object_(StringRef field) const {
    const json::Value *value = object.get(field);
    if (!value)
      return invalid(name(field), "is missing");
    if (const json::Object *o = value->getAsObject())
      return o;
    return invalid(name(field), "must be an object");
  }

  Expected<double> number(StringRef field) const {
    const json::Value *value = object.get(field);
    if (!value)
      return invalid(name(field), "is missing");
    if (std::optional<double> n = value->getAsNumber())
      return *n;
    return invalid(name(field), "must be a number");
  }

private:
  const json::Object &object;
  std::string path;
};

Expected<Link> readLink(const json::Object &object, const std::string &path) {
  FieldReader reader(object, path);
  Link link;
  Expected<double> bandwidth = reader.number("bandwidth");
  if (!bandwidth)
    return bandwidth.takeError();
  Expected<double> latency = reader.number("latency");
  if (!latency)
    return latency.takeError();
  link.bandwidth = *bandwidth;
  link.latency = *latency;
  return link;
}

Error readDevice(const json::Object &device, HardwareProfile &profile) {
  FieldReader reader(device, "device");
  Expected<const json::Object *> flops = reader.object_("matmul_flops");
  if (!flops)
    return flops.takeError();
  for (const auto &[type, value] : **flops) {
    std::optional<double> n = value.getAsNumber();
    if (!n)
      return invalid("device.matmul_flops." + type.str(), "must be a number");
    profile.matmulFlops[type.str()] = *n;
  }
  std::pair<StringRef, double *> numbers[] = {
      {"matmul_efficiency", &profile.matmulEfficiency},
      {"vector_flops", &profile.vectorFlops},
      {"memory_bytes", &profile.memoryBytes},
      {"memory_bandwidth", &profile.memoryBandwidth}};
  for (auto [field, slot] : numbers) {
    Expected<double> n = reader.number(field);
    if (!n)
      return n.takeError();
    *slot = *n;
  }
  // Optional: absent, they keep their defaults.
  std::pair<StringRef, double *> optional[] = {
      {"transcendentals_per_second", &profile.transcendentalsPerSecond},
      {"matmul_operand_bandwidth", &profile.matmulOperandBandwidth},
      {"matmul_call_seconds", &profile.matmulCallSeconds},
      {"cache_bytes", &profile.cacheBytes},
      {"cache_bandwidth", &profile.cacheBandwidth},
      {"op_seconds", &profile.opSeconds},
      {"collective_call_seconds", &profile.collectiveCallSeconds}};
  for (auto [field, slot] : optional) {
    if (!device.get(field))
      continue;
    Expected<double> n = reader.number(field);
    if (!n)
      return n.takeError();
    *slot = *n;
  }
  return Error::success();
}

Error readLinks(const json::Object &root, HardwareProfile &profile) {
  FieldReader reader(root, "");
  Expected<const json::Object *> links = reader.object_("links");
  if (!links)
    return links.takeError();
  FieldReader linkReader(**links, "links");
  for (auto [field, slot] :
       {std::pair<StringRef, Link *>{"intra_node", &profile.intraNode},
        {"inter_node", &profile.interNode}}) {
    Expected<const json::Object *> object = linkReader.object_(field);
    if (!object)
      return object.takeError();
    Expected<Link> link = readLink(**object, linkReader.name(field));
    if (!link)
      return link.takeError();
    *slot = *link;
  }
  const json::Value *axes = root.get("axes");
  if (!axes)
    return Error::success();
  const json::Object *axesObject = axes->getAsObject();
  if (!axesObject)
    return invalid("axes", "must be an object");
  for (const auto &[axis, value] : *axesObject) {
    const json::Object *object = value.getAsObject();
    if (!object)
      return invalid("axes." + axis.str(), "must be an object");
    Expected<Link> link = readLink(*object, "axes." + axis.str());
    if (!link)
      return link.takeError();
    profile.axisLinks[axis.str()] = *link;
  }
  return Error::success();
}

} // namespace

Expected<HardwareProfile> osdp::parseHardwareProfile(StringRef text) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return createStringError(inconvertibleErrorCode(),
                             "hardware profile: not valid JSON: " +
                                 toString(parsed.takeError()));
  const json::Object *root = parsed->getAsObject();
  if (!root)
    return invalid("(root)", "must be an object");
  HardwareProfile profile;
  if (std::optional<StringRef> name = root->getString("name"))
    profile.name = name->str();
  FieldReader reader(*root, "");
  Expected<const json::Object *> device = reader.object_("device");
  if (!device)
    return device.takeError();
  if (Error e = readDevice(**device, profile))
    return std::move(e);
  Expected<double> perNode = reader.number("devices_per_node");
  if (!perNode)
    return perNode.takeError();
  if (*perNode != std::floor(*perNode))
    return invalid("devices_per_node", "must be an integer");
  profile.devicesPerNode = static_cast<int64_t>(*perNode);
  if (Error e = readLinks(*root, profile))
    return std::move(e);
  if (Error e = profile.verify())
    return std::move(e);
  return profile;
}

//===----------------------------------------------------------------------===//
// Presets
//===----------------------------------------------------------------------===//

namespace {

/// An NVIDIA GPU node of 8 with NVLink inside and 400 Gb/s InfiniBand per
/// GPU between nodes.
HardwareProfile gpuNode(StringRef name, double tf32, double bf16, double f64,
                        double vector, double memory, double bandwidth,
                        double nvlink) {
  HardwareProfile p;
  p.name = name.str();
  p.matmulFlops["f32"] = tf32;
  p.matmulFlops["tf32"] = tf32;
  p.matmulFlops["bf16"] = bf16;
  p.matmulFlops["f16"] = bf16;
  p.matmulFlops["f64"] = f64;
  p.matmulEfficiency = 0.7;
  p.vectorFlops = vector;
  p.memoryBytes = memory;
  p.memoryBandwidth = bandwidth;
  p.devicesPerNode = 8;
  p.intraNode = {nvlink, 3e-6};
  p.interNode = {50e9, 10e-6};
  return p;
}

} // namespace

ArrayRef<StringRef> osdp::hardwarePresetNames() {
  static const StringRef names[] = {"h100", "h200", "a100-80g", "cpu"};
  return names;
}

Expected<HardwareProfile> osdp::presetHardwareProfile(StringRef name) {
  if (name == "h100")
    return gpuNode(name, 494.7e12, 989.4e12, 66.9e12, 66.9e12, 80e9, 3.35e12,
                   450e9);
  if (name == "h200")
    return gpuNode(name, 494.7e12, 989.4e12, 66.9e12, 66.9e12, 141e9, 4.8e12,
                   450e9);
  if (name == "a100-80g")
    return gpuNode(name, 156e12, 312e12, 19.5e12, 19.5e12, 80e9, 2.039e12,
                   300e9);
  if (name == "cpu") {
    // One rank per core of the development machine, as `osdp-calibrate -n 2`
    // measured it: OpenBLAS SkylakeX kernels on one core (f64 taken as half
    // of f32, unmeasured), a core's share of the memory bus, Open MPI over
    // shared memory between the cores. Between machines, 10 Gb Ethernet.
    HardwareProfile p;
    p.name = "cpu";
    p.matmulFlops["f32"] = 83e9;
    p.matmulFlops["f64"] = 41e9;
    p.matmulEfficiency = 0.8;
    p.vectorFlops = 22e9;
    p.memoryBytes = 12e9;
    p.memoryBandwidth = 16e9;
    p.devicesPerNode = 2;
    p.intraNode = {4.2e9, 2.1e-6};
    p.interNode = {1.25e9, 20e-6};
    return p;
  }
  std::string known;
  for (StringRef preset : hardwarePresetNames())
    known += (known.empty() ? "" : ", ") + preset.str();
  return createStringError(inconvertibleErrorCode(),
                           "unknown hardware profile '" + name +
                               "' (presets: " + known +
                               "; or the path of a JSON profile)");
}

Expected<HardwareProfile> osdp::loadHardwareProfile(StringRef spec) {
  if (llvm::is_contained(hardwarePresetNames(), spec))
    return presetHardwareProfile(spec);
  if (!spec.ends_with(".json"))
    return presetHardwareProfile(spec);
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(spec);
  if (!file)
    return createStringError(file.getError(),
                             "cannot read hardware profile '" + spec +
                                 "': " + file.getError().message());
  Expected<HardwareProfile> profile =
      parseHardwareProfile((*file)->getBuffer());
  if (!profile)
    return createStringError(inconvertibleErrorCode(),
                             spec + ": " + toString(profile.takeError()));
  return profile;
}
