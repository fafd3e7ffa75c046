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
  /// In a pipelined artifact, the stage whose devices hold the tensor (the
  /// other devices pass no buffer for it); else -1.
  int stage = -1;

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
  /// A pipelined (MPMD) artifact's stage axis, whose devices at coordinate
  /// s run stage s's entry, and each stage's entry; -1 and empty for an
  /// artifact whose one entry every device runs.
  int stageAxis = -1;
  std::vector<std::string> stageEntries;

  int64_t numDevices() const;
  bool pipelined() const { return stageAxis >= 0; }
  /// Whether the devices of `stage` (stageOf, Blocks.h: -1 in an artifact
  /// that is not pipelined) hold `spec`.
  bool holds(const TensorSpec &spec, int stage) const {
    return spec.stage == stage;
  }
};

/// Reads the manifest of the artifact in `dir`.
bool readManifest(const std::string &dir, Manifest &manifest,
                  std::string &error);

/// A loaded artifact.
class Artifact {
public:
  ~Artifact();
  /// Reads the manifest and loads the code of the artifact in `dir`: its
  /// entry, or every stage's entry if it is pipelined.
  bool load(const std::string &dir, std::string &error);
  /// Runs the entry of `stage` (-1: the one entry of an artifact that is
  /// not pipelined): `buffers` holds the local inputs, then the local
  /// outputs (written); those of other stages' tensors may be null.
  void run(const std::vector<char *> &buffers, int stage = -1);

  Manifest manifest;

private:
  void *library = nullptr;
  /// The entry, or one per stage.
  std::vector<void (*)(void **)> entries;
};

} // namespace osdp::run

#endif // OSDP_RUN_ARTIFACT_H
