//===- manifest-fuzzer.cpp - osdp-run's artifact manifest reader ----------===//
//
// Input: an artifact's manifest.json. What the reader accepts is then used
// as osdp-run uses it before running: every rank's mesh coordinates, and
// each tensor's block on it, row by row.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Artifact.h"
#include "Blocks.h"

#include "llvm/Support/Path.h"

#include <string>

using namespace osdp::run;

/// Manifests beyond these sizes are only read: walking their blocks would
/// take most of a run's time (osdp-run itself would walk them).
static constexpr int64_t kMaxDevices = 64;
static constexpr int64_t kMaxLocalBytes = 1 << 16;

static void walkBlocks(const Manifest &manifest,
                       const std::vector<TensorSpec> &specs) {
  for (int64_t rank = 0; rank < manifest.numDevices(); ++rank) {
    std::vector<int64_t> coords = coordinatesOf(manifest, rank);
    for (const TensorSpec &spec : specs) {
      if (spec.localBytes() > kMaxLocalBytes)
        continue;
      (void)isAssembledReplica(spec, manifest, coords);
      forEachBlockRow(spec, blockStarts(spec, manifest, coords),
                      [](int64_t, int64_t, int64_t) {});
    }
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string path = osdp::fuzz::writeScratchFile(
      "manifest.json", osdp::fuzz::asText(data, size));
  Manifest manifest;
  std::string error;
  if (!readManifest(llvm::sys::path::parent_path(path).str(), manifest, error))
    return 0;
  if (manifest.numDevices() < 1 || manifest.numDevices() > kMaxDevices)
    return 0;
  walkBlocks(manifest, manifest.inputs);
  walkBlocks(manifest, manifest.outputs);
  return 0;
}
