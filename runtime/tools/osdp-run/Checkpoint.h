//===- Checkpoint.h - A training job's state on disk ------------*- C++ -*-===//
//
// --checkpoint-dir DIR keeps the state a training step feeds back (the
// leading outputs that match its inputs: parameters, optimizer state,
// counters, a random key it returns) in DIR, every --checkpoint-every
// steps and after the last; --resume continues from the newest complete
// one. The format and its guarantees are in docs/runtime.md: DIR/step-N/
// holds each state tensor's global value as a NumPy file, into which every
// rank writes its own blocks, and checkpoint.json, written last, with the
// step, the mesh, the program's signature and each file's checksum. A
// checkpoint is made under a hidden name and renamed into place, so it is
// complete or absent; the newest two are kept. The files hold global
// arrays, so a checkpoint loads on any mesh of the same program.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_CHECKPOINT_H
#define OSDP_RUN_CHECKPOINT_H

#include "Artifact.h"
#include "Json.h"
#include "Options.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace osdp::run {

/// What a checkpoint needs from the job's ranks: MPI on the CPU device;
/// with one rank, the defaults.
struct RankGroup {
  int rank = 0, ranks = 1;
  std::function<void()> barrier = [] {};
  /// Rank 0's `value`, on every rank.
  std::function<int64_t(int64_t)> broadcast = [](int64_t value) {
    return value;
  };
  /// The element-wise sum of every rank's `values` (one length on all), on
  /// rank 0.
  std::function<std::vector<uint64_t>(const std::vector<uint64_t> &)>
      sumOnRoot = [](const std::vector<uint64_t> &values) { return values; };
};

/// Fails, before any rank starts, when --checkpoint-dir cannot be used:
/// the program feeds no state back, the directory cannot be made or
/// written, or another job holds it.
void checkCheckpointOptions(const Options &options, const Manifest &manifest);

/// The checkpoints of one job in --checkpoint-dir, which rank 0 holds
/// (a lock) while the job runs.
class Checkpoints {
public:
  /// `stateCount`: the leading inputs the step's outputs feed back.
  Checkpoints(const Options &options, const Manifest &manifest,
              size_t stateCount, RankGroup group);

  /// Whether the state after `completed` steps is written: every
  /// --checkpoint-every steps and after the job's last.
  bool due(int64_t completed) const;

  /// Writes the state after `completed` steps: `state[i]` is this rank's
  /// block of state tensor i. Every rank takes part; rank 0 prints where
  /// it went. A failure (a full disk) leaves the checkpoints before intact
  /// and is fatal.
  void write(int64_t completed, const std::vector<const char *> &state);

  /// --resume: reads this rank's blocks of the newest complete
  /// checkpoint's state into `state` and returns its step, or returns 0
  /// when the directory holds none. A damaged checkpoint (a file truncated
  /// or changed) is reported and removed, and the one before it used; one
  /// of another program is refused, and so is one that leaves no step to
  /// run. Every rank takes part.
  int64_t resume(const std::vector<char *> &state);

private:
  const Options &options;
  const Manifest &manifest;
  size_t stateCount;
  RankGroup group;
  /// The step of the newest complete checkpoint (-1: none yet).
  int64_t newest = -1;

  int64_t chooseResumePoint();
  void createFiles(const std::string &dir, int64_t completed);
  void writeBlocks(const std::string &dir,
                   const std::vector<const char *> &state);
  std::vector<uint64_t> checksums(const std::string &dir);
  void publish(const std::string &partial, int64_t completed,
               const std::vector<uint64_t> &sums);
  std::string problemWith(const std::string &dir, int64_t step, Json &json);
};

} // namespace osdp::run

#endif // OSDP_RUN_CHECKPOINT_H
