//===- Artifact.h - A compiled osdp program and its manifest ----*- C++ -*-===//
//
// What osdp-compile writes (a directory with model.so and manifest.json) as
// osdp-run sees it: the mesh, the entry's tensors, and the loaded code.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_ARTIFACT_H
#define OSDP_RUN_ARTIFACT_H

#include <cstdint>
#include <string>
#include <vector>

namespace osdp::run {

/// One argument or result of the entry.
struct TensorSpec {
  std::string dtype;
  std::vector<int64_t> localShape, globalShape;
  /// Per dimension, the mesh axes (by index, major to minor) it is split
  /// over.
  std::vector<std::vector<int>> dims;
  /// The axes over which the tensor holds partial sums.
  std::vector<int> partialAxes;
  /// `jax.result_info`, or empty.
  std::string name;
  /// For a donated input, the output that lives in its buffer (the
  /// artifact's calling convention passes one buffer for both); else -1.
  int aliasesResult = -1;

  int64_t localBytes() const;
  int64_t globalBytes() const;
};

struct Manifest {
  std::vector<std::string> axisNames;
  std::vector<int64_t> axisSizes;
  /// The rank of the device at each row-major mesh position (empty: the
  /// position itself).
  std::vector<int64_t> deviceIds;
  std::vector<TensorSpec> inputs, outputs;
  /// The device it was compiled for: "cpu" or "cuda".
  std::string target = "cpu";
  std::string targetCpu;
  std::vector<std::string> targetFeatures;

  int64_t numDevices() const;
};

/// Reads the manifest of the artifact in `dir`.
bool readManifest(const std::string &dir, Manifest &manifest,
                  std::string &error);

/// A loaded artifact.
class Artifact {
public:
  ~Artifact();
  /// Reads the manifest and loads the code of the artifact in `dir`.
  bool load(const std::string &dir, std::string &error);
  /// Runs the entry: `buffers` holds the local inputs, then the local
  /// outputs (written).
  void run(const std::vector<char *> &buffers);

  Manifest manifest;

private:
  void *library = nullptr;
  void (*entry)(void **) = nullptr;
};

} // namespace osdp::run

#endif // OSDP_RUN_ARTIFACT_H
