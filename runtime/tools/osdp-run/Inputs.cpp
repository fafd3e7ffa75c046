//===- Inputs.cpp - The inputs of each step -------------------------------===//

#include "Inputs.h"

#include "Blocks.h"
#include "Fatal.h"
#include "Npy.h"

#include <cstring>
#include <random>

using namespace osdp::run;

namespace {

/// A global array of random values, the same on every rank for one seed.
Array randomArray(const TensorSpec &spec, unsigned seed, size_t index) {
  Array array;
  array.dtype = spec.dtype;
  array.shape = spec.globalShape;
  int64_t n = array.numElements(), size = elementSize(spec.dtype);
  array.data.resize(n * size);
  std::mt19937_64 random(seed * 1000003ull + index);
  std::normal_distribution<double> normal;
  for (int64_t i = 0; i < n; ++i) {
    char *at = array.data.data() + i * size;
    if (spec.dtype == "f32") {
      float v = normal(random);
      std::memcpy(at, &v, 4);
    } else if (spec.dtype == "f64") {
      double v = normal(random);
      std::memcpy(at, &v, 8);
    } else {
      // Integers (indices, labels) small and non-negative; other types as
      // raw small values.
      uint64_t v = random() % 4;
      std::memcpy(at, &v, size);
    }
  }
  return array;
}

} // namespace

void osdp::run::readInput(const Options &options, const TensorSpec &spec,
                          size_t index, const std::vector<int64_t> &starts,
                          char *local) {
  std::string path;
  auto it = options.inputs.find(index);
  if (it != options.inputs.end())
    path = it->second;
  else if (!options.inputDir.empty())
    path = options.inputDir + "/" + std::to_string(index) + ".npy";
  else if (options.randomInputs)
    return extractBlock(randomArray(spec, options.seed, index), spec, starts,
                        local);
  else
    fatal("input #" + std::to_string(index) + " is missing (give --input " +
          std::to_string(index) + "=X.npy, --inputs DIR or --random-inputs)");
  NpyFile file;
  std::string error;
  if (!openNpy(path, file, error))
    fatal("input #" + std::to_string(index) + ": " + error);
  if (file.dtype != spec.dtype || file.shape != spec.globalShape) {
    fatal("input #" + std::to_string(index) + " (" + path + ") is " +
          describeArray(file.dtype, file.shape) + ", the program takes " +
          describeArray(spec.dtype, spec.globalShape));
  }
  if (!readBlock(path, file, spec, starts, local, error))
    fatal("input #" + std::to_string(index) + ": " + error);
}

namespace {
bool sameSpec(const TensorSpec &a, const TensorSpec &b) {
  return a.dtype == b.dtype && a.globalShape == b.globalShape &&
         a.localShape == b.localShape && a.dims == b.dims &&
         a.partialAxes.empty() && b.partialAxes.empty() && a.stage == b.stage;
}

} // namespace

void osdp::run::checkInputIndices(const Options &options,
                                  const Manifest &manifest) {
  for (const auto &[index, path] : options.inputs)
    if (index >= (int)manifest.inputs.size())
      fatal("--input " + std::to_string(index) + "=" + path +
            ": the program has " + std::to_string(manifest.inputs.size()) +
            " inputs");
}

size_t osdp::run::carriedOutputs(const Manifest &manifest) {
  size_t carried = 0;
  while (carried < manifest.inputs.size() &&
         carried < manifest.outputs.size() &&
         sameSpec(manifest.inputs[carried], manifest.outputs[carried]))
    ++carried;
  return carried;
}

std::vector<int> osdp::run::outputDonors(const Manifest &manifest) {
  std::vector<int> donor(manifest.outputs.size(), -1);
  for (size_t i = 0; i < manifest.inputs.size(); ++i)
    if (manifest.inputs[i].aliasesResult >= 0)
      donor[manifest.inputs[i].aliasesResult] = static_cast<int>(i);
  return donor;
}

int64_t osdp::run::entryBufferBytes(const Options &options,
                                    const Manifest &manifest, int stage) {
  int64_t bytes = 0;
  for (const auto *specs : {&manifest.inputs, &manifest.outputs})
    for (const TensorSpec &spec : *specs)
      if (manifest.holds(spec, stage))
        bytes += spec.localBytes();
  if (options.memoryLimit > 0 && bytes >= options.memoryLimit)
    fatal("the step's argument and result buffers take " +
          std::to_string(bytes) + " bytes per rank, more than " +
          "--memory-limit (" + std::to_string(options.memoryLimit) + " bytes)");
  return bytes;
}
