//===- HardwareProfile.h - What the cost model knows of the hardware -*- C++
//-*-===//
//
// A hardware profile: the speed of one device (peak FLOP/s per element type
// for matrix products and for vector code, memory size and bandwidth) and of
// the links between devices (bandwidth and latency inside a node and across
// nodes, or per mesh axis). docs/cost-model.md describes the JSON form; the
// presets are `h100`, `h200`, `a100-80g` and `cpu`.
//
// Plain C++ on LLVM's support library: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_ANALYSIS_HARDWAREPROFILE_H
#define OSDP_ANALYSIS_HARDWAREPROFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <string>
#include <utility>

namespace osdp {

/// A link between devices: the bandwidth one device sends at (bytes per
/// second, one direction) and the latency of one message (seconds); and
/// the fixed time of one collective call over it, besides its messages
/// (the profile's `collectiveCallSeconds`, which linkFor copies in).
struct Link {
  double bandwidth = 0;
  double latency = 0;
  double callSeconds = 0;
};

/// How long a device takes to move the bytes one op reads and writes: the
/// first `cacheBytes` at `cacheBandwidth` (the part of a working set the
/// caches hold), the rest at `bandwidth` (no cache bytes: all of them).
struct MemorySpeed {
  double bandwidth = 1;
  double cacheBytes = 0;
  double cacheBandwidth = 0;

  double seconds(double bytes) const;
};

struct HardwareProfile {
  std::string name;
  /// Peak FLOP/s of matrix products per element type (`f32`, `bf16`, ...;
  /// `f32` is what f32 products reach at the framework's default precision,
  /// TF32 on NVIDIA tensor cores).
  llvm::StringMap<double> matmulFlops;
  /// The fraction of that peak that products of realistic shapes reach.
  double matmulEfficiency = 1.0;
  /// What makes a small product slower than its FLOPs at the peak, fitted
  /// by osdp-calibrate to the products the runtime timed (0: none): the
  /// bytes per second at which the library packs a product's operands and
  /// writes its result, a pass that does not overlap the multiplications,
  /// and the fixed time of each matrix product (each matrix of a batch).
  /// Together they make the efficiency depend on the shape.
  double matmulOperandBandwidth = 0;
  double matmulCallSeconds = 0;
  /// Peak FLOP/s of elementwise and reduction code (f32 vector units).
  double vectorFlops = 0;
  /// Elements per second of a transcendental function (exp, tanh, log,
  /// ...); 0 (absent from a profile): ten vector FLOPs each.
  double transcendentalsPerSecond = 0;
  double memoryBytes = 0;
  /// Bytes per second between the device and its memory.
  double memoryBandwidth = 0;
  /// A cache level the roofline sees (0 bytes: none): of each op's
  /// traffic, the first cacheBytes move at cacheBandwidth (osdp-calibrate
  /// measures both on CPUs, whose small steps run from their caches).
  double cacheBytes = 0;
  double cacheBandwidth = 0;
  /// Fixed costs a roofline does not see, fitted to measured steps by
  /// osdp-calibrate (0: none): the time of every op that does work (its
  /// loop nest's start, a call into the runtime) and of every collective
  /// call inside a step (the runtime's dispatch and staging, the wait for
  /// the slowest rank).
  double opSeconds = 0;
  double collectiveCallSeconds = 0;
  /// Devices in one node (sharing the intra-node link).
  int64_t devicesPerNode = 1;
  Link intraNode, interNode;
  /// Links that replace the intra/inter-node rule for named mesh axes.
  llvm::StringMap<Link> axisLinks;

  /// The peak of products of `elementType`, falling back to f32's.
  double matmulPeak(llvm::StringRef elementType) const;

  MemorySpeed memorySpeed() const {
    return {memoryBandwidth, cacheBytes, cacheBandwidth};
  }
  /// The time one op takes to move `bytes` (memorySpeed).
  double memoryTime(double bytes) const { return memorySpeed().seconds(bytes); }

  /// transcendentalsPerSecond, or a tenth of vectorFlops when unset.
  double transcendentalRate() const {
    return transcendentalsPerSecond > 0 ? transcendentalsPerSecond
                                        : vectorFlops / 10;
  }

  /// The link a collective over mesh axes `axes` uses, on a mesh of
  /// `meshAxes` (name and size, major to minor; device ids row-major): an
  /// axis named in `axisLinks` uses its own; otherwise an axis whose groups
  /// of devices stay inside a node (its size times the sizes of the axes
  /// minor to it divides devicesPerNode) uses intraNode, any other
  /// interNode. Over several axes, the slowest of their links.
  Link linkFor(llvm::ArrayRef<std::pair<llvm::StringRef, int64_t>> meshAxes,
               llvm::ArrayRef<llvm::StringRef> axes) const;

  /// Checks that every figure is positive and finite and that f32 has a
  /// matrix-product peak; the message names the first field that is not.
  llvm::Error verify() const;

  llvm::json::Value toJSON() const;
};

/// Reads a profile from its JSON form; the error names the field at fault.
llvm::Expected<HardwareProfile> parseHardwareProfile(llvm::StringRef json);

/// A built-in profile by name (`h100`, `h200`, `a100-80g`, `cpu`).
llvm::Expected<HardwareProfile> presetHardwareProfile(llvm::StringRef name);

/// The names of the built-in profiles.
llvm::ArrayRef<llvm::StringRef> hardwarePresetNames();

/// A preset name, or else the path of a JSON profile file.
llvm::Expected<HardwareProfile> loadHardwareProfile(llvm::StringRef spec);

} // namespace osdp

#endif // OSDP_ANALYSIS_HARDWAREPROFILE_H
