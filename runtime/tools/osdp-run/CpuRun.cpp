//===- CpuRun.cpp - Run a CPU artifact on the ranks of an MPI job ---------===//
//
// osdp-run's cpu device (libosdp_run_cpu.so, which links MPI and the CPU
// runtime). Every rank loads the artifact, reads its block of every global
// input, runs the entry, and sends its outputs to rank 0, which assembles
// the global results and writes each as DIR/<index>.npy (atomically). With
// --steps, outputs that match the leading inputs (same global shape, type
// and sharding: the parameters and optimizer state a training step returns
// first) are fed back, as a training loop would; --print-scalars prints the
// scalar outputs (a loss) after every step. --profile times the runtime's
// GEMM and collective calls and prints, per rank, the median per step of the
// time inside each (with GEMM's FLOPs) and of the rest, and the GEMM shapes
// (in the --report-json file too). `-n RANKS` starts mpirun itself.
// --checkpoint-dir keeps the fed-back state on disk and --resume continues
// from it (Checkpoint.h). A pipelined artifact runs one entry per stage:
// each rank runs its stage's entry (its coordinate on the stage axis) and
// holds only its stage's tensors, and each output is assembled from the
// ranks of its stage. Errors name the rank and abort every rank.
//
//===----------------------------------------------------------------------===//

#include "Artifact.h"
#include "Blocks.h"
#include "Checkpoint.h"
#include "Driver.h"
#include "Fatal.h"
#include "Files.h"
#include "HostCheck.h"
#include "Inputs.h"
#include "Launch.h"
#include "Npy.h"
#include "Report.h"

#include "osdp/Runtime/Runtime.h"

#include <malloc.h>
#include <mpi.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace osdp::run;

namespace {} // namespace

void osdp::run::fatal(const std::string &message) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  // Before MPI starts (the process launching the ranks) there is no rank
  // to name.
  if (initialized) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    std::fprintf(stderr, "osdp-run: rank %d: %s\n", rank, message.c_str());
  } else {
    std::fprintf(stderr, "osdp-run: %s\n", message.c_str());
  }
  std::fflush(stderr);
  if (initialized)
    MPI_Abort(MPI_COMM_WORLD, 1);
  std::exit(1);
}

namespace {

double peakMemoryMiB() {
  rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

/// A field of /proc/self/status in bytes (VmRSS, VmHWM), or -1.
int64_t statusBytes(const char *field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  size_t length = std::strlen(field);
  while (std::getline(status, line))
    if (line.compare(0, length, field) == 0 && line[length] == ':')
      return std::atoll(line.c_str() + length + 1) * 1024;
  return -1;
}

/// Restarts the kernel's high-water mark of resident memory (VmHWM), so
/// that what the steps add can be read after them.
void resetPeakResidentMemory() {
  std::ofstream("/proc/self/clear_refs") << "5";
}

/// Gathers output `spec`'s local buffer on rank 0 and assembles it. A rank
/// of another pipeline stage, which holds no buffer for it, sends zeros in
/// its place (assembling takes the block of the output's stage).
Array assembleOutput(const Manifest &manifest, const TensorSpec &spec,
                     const char *local, int rank, int ranks) {
  int64_t bytes = spec.localBytes();
  std::vector<char> all(rank == 0 ? bytes * ranks : 0);
  bool held = manifest.holds(spec, stageOf(manifest, rank));
  std::vector<char> zeros(held ? 0 : bytes);
  MPI_Gather(held ? local : zeros.data(), (int)bytes, MPI_BYTE, all.data(),
             (int)bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
  Array global;
  if (rank == 0 && !assembleBlocks(manifest, spec, all.data(), ranks, global))
    fatal("cannot sum partial outputs of type " + spec.dtype);
  return global;
}

/// The scalar outputs after a step, as `, name = value` (assembled on rank
/// 0; every rank takes part).
std::string describeScalars(const Manifest &manifest,
                            const std::vector<char *> &pointers, int rank,
                            int ranks) {
  std::string text;
  for (size_t i = 0; i < manifest.outputs.size(); ++i) {
    const TensorSpec &spec = manifest.outputs[i];
    if (!spec.globalShape.empty())
      continue;
    Array value = assembleOutput(
        manifest, spec, pointers[manifest.inputs.size() + i], rank, ranks);
    if (rank == 0)
      text += describeScalar(spec, i, value.data.data());
  }
  return text;
}

//===----------------------------------------------------------------------===//
// --profile
//===----------------------------------------------------------------------===//

/// What the runtime counted during one step on this rank.
struct StepProfile {
  /// This rank's time inside the entry (without waiting for the others).
  double seconds = 0;
  osdp_rt_profile_counter kinds[OSDP_RT_PROFILE_NUM_KINDS] = {};
};

/// A rank's medians over the measured steps, flattened for MPI_Gather: the
/// entry's seconds, the rest (entry less GEMM and collectives), then per
/// kind calls, FLOPs, bytes and seconds.
constexpr int kProfileFields = 2 + 4 * OSDP_RT_PROFILE_NUM_KINDS;

std::vector<double> profileMedians(const std::vector<StepProfile> &steps) {
  std::vector<double> fields(kProfileFields, 0);
  auto field = [&](auto get) {
    std::vector<double> values;
    for (const StepProfile &step : steps)
      values.push_back(get(step));
    return median(values);
  };
  fields[0] = field([](const StepProfile &p) { return p.seconds; });
  fields[1] = field([](const StepProfile &p) {
    double rest = p.seconds;
    for (const osdp_rt_profile_counter &c : p.kinds)
      rest -= c.seconds;
    return rest;
  });
  for (int k = 0; k < OSDP_RT_PROFILE_NUM_KINDS; ++k) {
    double *at = &fields[2 + 4 * k];
    at[0] =
        field([k](const StepProfile &p) { return double(p.kinds[k].calls); });
    at[1] =
        field([k](const StepProfile &p) { return double(p.kinds[k].flops); });
    at[2] =
        field([k](const StepProfile &p) { return double(p.kinds[k].bytes); });
    at[3] = field([k](const StepProfile &p) { return p.kinds[k].seconds; });
  }
  return fields;
}

/// GFLOP/s of `flops` in `seconds` (0 without time).
double gflopRate(double flops, double seconds) {
  return seconds > 0 ? flops / seconds * 1e-9 : 0;
}

/// The profile of every rank (`all`, kProfileFields per rank) and rank 0's
/// GEMM shapes over `steps` steps, as text for --profile.
std::string profileText(const std::vector<double> &all, int ranks, int steps,
                        std::vector<osdp_rt_gemm_shape> shapes) {
  std::string text = format(
      "profile: medians per step over %d step%s (other: the rank's time in "
      "the step less GEMM and collectives)\n",
      steps, steps == 1 ? "" : "s");
  for (int r = 0; r < ranks; ++r) {
    const double *f = &all[size_t(r) * kProfileFields];
    text += format("  rank %d: step %.3f ms", r, f[0] * 1e3);
    for (int k = 0; k < OSDP_RT_PROFILE_NUM_KINDS; ++k) {
      const double *c = f + 2 + 4 * k;
      if (k == OSDP_RT_PROFILE_GEMM)
        text += format(", gemm %.3f ms (%.0f calls, %.4g GFLOP, %.2f GFLOP/s)",
                       c[3] * 1e3, c[0], c[1] * 1e-9, gflopRate(c[1], c[3]));
      else if (c[0] > 0)
        text +=
            format(", %s %.3f ms (%.0f calls, %.4g MB)",
                   osdp_rt_profile_kind_name(k), c[3] * 1e3, c[0], c[2] * 1e-6);
    }
    text += format(", other %.3f ms\n", f[1] * 1e3);
  }
  std::stable_sort(
      shapes.begin(), shapes.end(),
      [](const osdp_rt_gemm_shape &a, const osdp_rt_gemm_shape &b) {
        return a.seconds > b.seconds;
      });
  text +=
      format("gemm shapes (rank 0, per step, by time): %zu\n", shapes.size());
  if (!shapes.empty())
    text += format("  %-5s %-3s %6s %6s %6s %6s %8s %10s %9s\n", "dtype", "op",
                   "batch", "m", "n", "k", "calls", "ms", "GFLOP/s");
  for (const osdp_rt_gemm_shape &s : shapes) {
    double flops = 2.0 * s.batch * s.m * s.n * s.k * s.calls;
    text +=
        format("  %-5s %c%c  %6lld %6lld %6lld %6lld %8.4g %10.4f %9.2f\n",
               s.dtype == OSDP_RT_F64 ? "f64" : "f32", s.trans_a ? 'T' : 'N',
               s.trans_b ? 'T' : 'N', (long long)s.batch, (long long)s.m,
               (long long)s.n, (long long)s.k, double(s.calls) / steps,
               s.seconds / steps * 1e3, gflopRate(flops, s.seconds));
  }
  return text;
}

/// The same as JSON, the value of the report's "profile".
std::string profileJson(const std::vector<double> &all, int ranks, int steps,
                        const std::vector<osdp_rt_gemm_shape> &shapes) {
  std::string json = format("{\n    \"steps\": %d,\n    \"ranks\": [", steps);
  for (int r = 0; r < ranks; ++r) {
    const double *f = &all[size_t(r) * kProfileFields];
    json += format("%s\n      {\"rank\": %d, \"seconds\": %.9g", r ? "," : "",
                   r, f[0]);
    for (int k = 0; k < OSDP_RT_PROFILE_NUM_KINDS; ++k) {
      const double *c = f + 2 + 4 * k;
      json += format(", \"%s\": {\"calls\": %.0f, \"seconds\": %.9g",
                     osdp_rt_profile_kind_name(k), c[0], c[3]);
      if (k == OSDP_RT_PROFILE_GEMM)
        json += format(", \"flops\": %.0f, \"gflop_per_second\": %.6g}", c[1],
                       gflopRate(c[1], c[3]));
      else
        json += format(", \"bytes\": %.0f}", c[2]);
    }
    json += format(", \"other_seconds\": %.9g}", f[1]);
  }
  json += "\n    ],\n    " + gemmShapesJson(shapes, 4) + "\n  }";
  return json;
}

} // namespace

/// --memory-limit: the step's argument and result buffers (on a rank of
/// `stage`) must fit in it, and the program's own buffers in what they
/// leave.
static void limitMemory(const Options &options, const Manifest &manifest,
                        int stage) {
  if (options.memoryLimit == 0)
    return;
  osdp_rt_memory_set_limit(options.memoryLimit -
                           entryBufferBytes(options, manifest, stage));
}

/// Keeps freed buffers in the process for the next step. A step allocates
/// and frees the same large buffers every time; served by mmap, each would
/// be mapped afresh and fault in page by page on every step.
static void reuseFreedMemory() {
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
}

namespace {

/// This process's place in the MPI job.
struct Job {
  int rank = 0, ranks = 1;
  /// This rank's pipeline stage (stageOf); -1 when not pipelined.
  int stage = -1;
  /// The process that started this rank (mpirun, or its daemon on another
  /// node); 0 outside a launcher.
  pid_t launcher = 0;
};

/// Ends a rank whose launcher has died (killed, say): Open MPI's ranks
/// would otherwise run on unsupervised, writing outputs and checkpoints
/// for a job that has already failed. Every rank looks before each step.
void checkLauncher(const Job &job) {
  if (job.launcher != 0 && getppid() != job.launcher)
    fatal("the job's launcher (process " + std::to_string(job.launcher) +
          ") has died; stopping");
}

/// Refuses `ranks` ranks for an artifact of another device count.
void checkRanks(const Manifest &manifest, int ranks) {
  if (manifest.numDevices() != ranks)
    fatal("the artifact was compiled for " +
          std::to_string(manifest.numDevices()) + " devices, but " +
          std::to_string(ranks) + " ranks run it (use -n " +
          std::to_string(manifest.numDevices()) + ")");
}

/// What the process starting the ranks refuses before any starts: a
/// refusal is then one line, with no MPI job to abort (whose launcher
/// would add its own report). The ranks check it all again.
void checkBeforeLaunch(const Options &options) {
  Artifact artifact;
  std::string error;
  if (!artifact.load(options.artifact, error))
    fatal(error);
  checkHostFeatures(artifact.manifest);
  checkRanks(artifact.manifest, options.ranks);
  checkInputIndices(options, artifact.manifest);
  if (!options.outputDir.empty())
    checkWritableDirectory("--output-dir", options.outputDir);
  checkCheckpointOptions(options, artifact.manifest);
}

/// Joins the MPI job. With -n, outside a job, this process runs its command
/// line again under mpirun instead and exits as the launcher does.
Job joinJob(const Options &options, int *argc, char ***argv) {
  if (options.ranks > 0 && !startedByLauncher()) {
    checkBeforeLaunch(options);
    launchRanks(*argc, *argv, options.ranks);
  }
  MPI_Init(argc, argv);
  Job job;
  MPI_Comm_rank(MPI_COMM_WORLD, &job.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &job.ranks);
  if (startedByLauncher())
    job.launcher = getppid();
  return job;
}

/// Checks that the artifact can run on this host, with these ranks and
/// options, and starts the runtime on its mesh.
void startRuntime(const Options &options, const Manifest &manifest,
                  const Job &job, int *argc, char ***argv) {
  checkHostFeatures(manifest);
  checkRanks(manifest, job.ranks);
  if (osdp_rt_init(argc, argv, (int32_t)manifest.axisSizes.size(),
                   manifest.axisSizes.data(),
                   manifest.deviceIds.empty() ? nullptr
                                              : manifest.deviceIds.data()) != 0)
    fatal("the runtime did not start");
  osdp_rt_profile_enable(options.profile);
  osdp_rt_set_stage_axis(manifest.stageAxis);
  checkInputIndices(options, manifest);
  if (job.rank == 0 && !options.outputDir.empty())
    checkWritableDirectory("--output-dir", options.outputDir);
  limitMemory(options, manifest, job.stage);
}

/// The entry's buffers on this rank: the inputs, then the outputs (an output
/// that lives in a donated input's buffer has none of its own).
struct HostBuffers {
  std::vector<std::vector<char>> blocks;
  /// What the entry is called with: each output's own block or its donor's.
  std::vector<char *> pointers;

  void point(const std::vector<int> &donor, size_t numInputs) {
    pointers.resize(blocks.size());
    for (size_t k = 0; k < blocks.size(); ++k) {
      size_t j = k - numInputs;
      pointers[k] = k >= numInputs && donor[j] >= 0 ? blocks[donor[j]].data()
                                                    : blocks[k].data();
    }
  }

  int64_t bytes() const {
    int64_t total = 0;
    for (const std::vector<char> &block : blocks)
      total += static_cast<int64_t>(block.size());
    return total;
  }
};

/// The job's ranks, as checkpoints use them.
RankGroup rankGroup(const Job &job) {
  RankGroup group;
  group.rank = job.rank;
  group.ranks = job.ranks;
  group.barrier = [] { MPI_Barrier(MPI_COMM_WORLD); };
  group.broadcast = [](int64_t value) {
    MPI_Bcast(&value, 1, MPI_INT64_T, 0, MPI_COMM_WORLD);
    return value;
  };
  group.sumOnRoot = [](const std::vector<uint64_t> &values) {
    std::vector<uint64_t> sums(values.size());
    MPI_Reduce(values.data(), sums.data(), int(values.size()), MPI_UINT64_T,
               MPI_SUM, 0, MPI_COMM_WORLD);
    return sums;
  };
  return group;
}

/// --resume: the newest checkpoint's state in the `carried` leading
/// inputs' buffers; returns its step (0: none).
int resumeState(Checkpoints &checkpoints, HostBuffers &buffers,
                size_t carried) {
  std::vector<char *> state;
  for (size_t i = 0; i < carried; ++i)
    state.push_back(buffers.blocks[i].data());
  return int(checkpoints.resume(state));
}

/// The bytes of a rank of `stage`'s own buffer for `spec`: none for a
/// tensor of another pipeline stage.
int64_t heldBytes(const Manifest &manifest, const TensorSpec &spec, int stage) {
  return manifest.holds(spec, stage) ? spec.localBytes() : 0;
}

/// A buffer for this rank's block of every input, then one for each
/// output; an empty one for a tensor of another pipeline stage than
/// `stage`. A donated input's buffer is also its output's (the artifact
/// updates it in place); every other output has a buffer of its own.
HostBuffers allocateBuffers(const Manifest &manifest,
                            const std::vector<int> &donor, int stage) {
  HostBuffers buffers;
  for (const TensorSpec &spec : manifest.inputs)
    buffers.blocks.emplace_back(heldBytes(manifest, spec, stage));
  for (size_t j = 0; j < manifest.outputs.size(); ++j)
    buffers.blocks.emplace_back(
        donor[j] < 0 ? heldBytes(manifest, manifest.outputs[j], stage) : 0);
  buffers.point(donor, manifest.inputs.size());
  return buffers;
}

/// Reads this rank's block of the inputs of its stage from `first` on
/// (those before it came from a checkpoint).
void readInputs(const Options &options, const Manifest &manifest,
                HostBuffers &buffers, const Job &job, size_t first) {
  std::vector<int64_t> coords = coordinatesOf(manifest, job.rank);
  for (size_t i = first; i < manifest.inputs.size(); ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    if (!manifest.holds(spec, job.stage))
      continue;
    readInput(options, spec, i, blockStarts(spec, manifest, coords),
              buffers.blocks[i].data());
  }
}

/// Makes the first `carried` outputs of the last step the next inputs.
void feedOutputsBack(HostBuffers &buffers, const std::vector<int> &donor,
                     size_t carried, size_t numInputs) {
  osdp::run::feedOutputsBack(
      buffers.blocks, donor, carried, numInputs,
      [&](size_t i) {
        const char *output = buffers.pointers[numInputs + i];
        return std::vector<char>(output, output + buffers.blocks[i].size());
      },
      [](std::vector<char> &) {});
  buffers.point(donor, numInputs);
}

/// What one step measured.
struct StepRun {
  /// The step's time, until every rank is done.
  double seconds = 0;
  /// This rank's time inside the entry (without waiting for the others).
  double entrySeconds = 0;
  /// The most the program's heap buffers held at once.
  int64_t programPeak = 0;
};

/// One step: the entry (of this rank's stage), between barriers.
StepRun runStep(Artifact &artifact, const HostBuffers &buffers, int stage) {
  MPI_Barrier(MPI_COMM_WORLD);
  osdp_rt_memory_reset_peak();
  auto start = std::chrono::steady_clock::now();
  artifact.run(buffers.pointers, stage);
  auto ranEnd = std::chrono::steady_clock::now();
  StepRun run;
  run.programPeak = osdp_rt_memory_peak_bytes();
  MPI_Barrier(MPI_COMM_WORLD);
  run.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  run.entrySeconds = std::chrono::duration<double>(ranEnd - start).count();
  return run;
}

/// Turns `kinds`, the runtime's counters read before a step, into what the
/// step added to them.
void countSince(osdp_rt_profile_counter *kinds) {
  osdp_rt_profile_counter after[OSDP_RT_PROFILE_NUM_KINDS];
  osdp_rt_profile_counters(after);
  for (int k = 0; k < OSDP_RT_PROFILE_NUM_KINDS; ++k) {
    osdp_rt_profile_counter &c = kinds[k];
    c.calls = after[k].calls - c.calls;
    c.flops = after[k].flops - c.flops;
    c.bytes = after[k].bytes - c.bytes;
    c.seconds = after[k].seconds - c.seconds;
  }
}

/// Prints step `step`'s line on rank 0: its time, the largest peak memory
/// of the ranks and, with --print-scalars, the scalar outputs. Every rank
/// takes part.
void printStepLine(const Options &options, const Manifest &manifest,
                   const HostBuffers &buffers, const Job &job, int step,
                   double seconds) {
  double peak = peakMemoryMiB(), maxPeak = 0;
  MPI_Reduce(&peak, &maxPeak, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  std::string scalars;
  if (options.printScalars)
    scalars = describeScalars(manifest, buffers.pointers, job.rank, job.ranks);
  if (job.rank == 0)
    printStep(step, step < options.warmup, seconds,
              format("peak memory %.1f MiB per rank (max)", maxPeak), scalars);
}

/// What the measured steps gave on this rank.
struct StepsRun {
  std::vector<double> times;
  /// The most the program's heap buffers held at once in a measured step.
  int64_t programPeak = 0;
  std::vector<StepProfile> profiles;
};

/// With --checkpoint-dir, writes the state after `completed` steps when
/// it is due.
void checkpointState(Checkpoints *checkpoints, const Manifest &manifest,
                     const HostBuffers &buffers, size_t carried,
                     int completed) {
  if (!checkpoints || !checkpoints->due(completed))
    return;
  std::vector<const char *> state;
  for (size_t i = 0; i < carried; ++i)
    state.push_back(buffers.pointers[manifest.inputs.size() + i]);
  checkpoints->write(completed, state);
}

/// The warm-up and measured steps from step `first` on (after --resume),
/// each fed the `carried` outputs of the one before.
StepsRun runSteps(const Options &options, const Manifest &manifest,
                  Artifact &artifact, HostBuffers &buffers,
                  const std::vector<int> &donor, size_t carried, const Job &job,
                  int first, Checkpoints *checkpoints) {
  StepsRun run;
  for (int step = first; step < options.totalSteps(); ++step) {
    bool measured = step >= options.warmup;
    if (step > first)
      feedOutputsBack(buffers, donor, carried, manifest.inputs.size());
    // The GEMM shapes count the measured steps only.
    if (options.profile && step == options.warmup)
      osdp_rt_profile_reset();
    StepProfile profile;
    if (options.profile)
      osdp_rt_profile_counters(profile.kinds);
    checkLauncher(job);
    StepRun ran = runStep(artifact, buffers, job.stage);
    if (measured)
      run.programPeak = std::max(run.programPeak, ran.programPeak);
    if (options.profile && measured) {
      countSince(profile.kinds);
      profile.seconds = ran.entrySeconds;
      run.profiles.push_back(profile);
    }
    if (measured)
      run.times.push_back(ran.seconds);
    printStepLine(options, manifest, buffers, job, step, ran.seconds);
    checkpointState(checkpoints, manifest, buffers, carried, step + 1);
  }
  return run;
}

/// The largest over the ranks, on rank 0, of the argument and result
/// buffers, what the steps added to resident memory since `residentBefore`
/// (-1: unknown), and the peak of the program's own heap buffers in a step.
std::array<int64_t, 3> maxMemoryOfRanks(int64_t bufferBytes,
                                        int64_t residentBefore,
                                        int64_t programPeak) {
  int64_t stepGrowth =
      residentBefore < 0 ? -1 : statusBytes("VmHWM") - residentBefore;
  int64_t memory[3] = {bufferBytes, stepGrowth, programPeak};
  std::array<int64_t, 3> maxMemory = {0, 0, 0};
  MPI_Reduce(memory, maxMemory.data(), 3, MPI_INT64_T, MPI_MAX, 0,
             MPI_COMM_WORLD);
  return maxMemory;
}

/// With --profile, every rank's medians to rank 0, with rank 0's GEMM
/// shapes: printed there, and returned as the report's "profile" (empty on
/// the other ranks).
std::string reportProfile(const Options &options,
                          const std::vector<StepProfile> &profiles,
                          const Job &job) {
  if (!options.profile || profiles.empty())
    return "";
  std::vector<double> mine = profileMedians(profiles);
  std::vector<double> all(job.rank == 0 ? size_t(job.ranks) * kProfileFields
                                        : 0);
  MPI_Gather(mine.data(), kProfileFields, MPI_DOUBLE, all.data(),
             kProfileFields, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  if (job.rank != 0)
    return "";
  std::vector<osdp_rt_gemm_shape> shapes(
      osdp_rt_profile_gemm_shapes(nullptr, 0));
  osdp_rt_profile_gemm_shapes(shapes.data(), int64_t(shapes.size()));
  int steps = int(profiles.size());
  std::fputs(profileText(all, job.ranks, steps, shapes).c_str(), stdout);
  std::fflush(stdout);
  return profileJson(all, job.ranks, steps, shapes);
}

/// Assembles the outputs on rank 0 and writes them to --output-dir. Every
/// rank takes part.
void writeResults(const Options &options, const Manifest &manifest,
                  const HostBuffers &buffers, const Job &job) {
  std::vector<Array> outputs;
  for (size_t i = 0; i < manifest.outputs.size(); ++i)
    outputs.push_back(assembleOutput(
        manifest, manifest.outputs[i],
        buffers.pointers[manifest.inputs.size() + i], job.rank, job.ranks));
  if (job.rank == 0 && !options.outputDir.empty())
    writeOutputs(options.outputDir, outputs);
}

/// The --report-json file.
std::string reportJson(const Job &job, size_t carried, const StepsRun &run,
                       const std::array<int64_t, 3> &maxMemory,
                       const std::string &profile) {
  // "state_outputs": the leading outputs fed back to the next step.
  std::string report =
      format("{\"ranks\": %d, \"state_outputs\": %zu, ", job.ranks, carried) +
      stepSecondsJson(run.times) + ",\n  \"blas_kernels\": \"" +
      osdp_rt_blas_kernels() + "\"";
  // Per rank, the largest: argument and result buffers, what the steps
  // added to resident memory (-1: unknown), and the peak of the program's
  // own heap buffers in a step.
  report += format(",\n  \"buffer_bytes\": %lld,\n  "
                   "\"step_resident_growth_bytes\": %lld,\n  "
                   "\"program_peak_bytes\": %lld",
                   (long long)maxMemory[0], (long long)maxMemory[1],
                   (long long)maxMemory[2]);
  if (!profile.empty())
    report += ",\n  \"profile\": " + profile;
  return report + "}\n";
}

/// Stops the runtime and MPI.
void finishJob() {
  osdp_rt_finalize();
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Finalize();
}

} // namespace

int osdp_run_cpu_main(const Options *optionsPointer, int argc, char **argv) {
  const Options &options = *optionsPointer;
  reuseFreedMemory();
  Job job = joinJob(options, &argc, &argv);

  Artifact artifact;
  std::string error;
  if (!artifact.load(options.artifact, error))
    fatal(error);
  const Manifest &manifest = artifact.manifest;
  job.stage = stageOf(manifest, job.rank);
  startRuntime(options, manifest, job, &argc, &argv);

  std::vector<int> donor = outputDonors(manifest);
  HostBuffers buffers = allocateBuffers(manifest, donor, job.stage);
  // Outputs that feed the next step's inputs: the leading ones that match.
  size_t carried = carriedOutputs(manifest);
  std::unique_ptr<Checkpoints> checkpoints;
  int first = 0;
  if (!options.checkpointDir.empty()) {
    checkpoints = std::make_unique<Checkpoints>(options, manifest, carried,
                                                rankGroup(job));
    if (options.resume)
      first = resumeState(*checkpoints, buffers, carried);
  }
  // A resumed job's state comes from its checkpoint, the rest as before.
  readInputs(options, manifest, buffers, job, first > 0 ? carried : 0);

  // The memory the steps add to the argument and result buffers: the
  // resident high-water mark over them less what was resident before.
  int64_t bufferBytes = buffers.bytes();
  resetPeakResidentMemory();
  int64_t residentBefore = statusBytes("VmRSS");
  StepsRun run = runSteps(options, manifest, artifact, buffers, donor, carried,
                          job, first, checkpoints.get());
  std::array<int64_t, 3> maxMemory =
      maxMemoryOfRanks(bufferBytes, residentBefore, run.programPeak);

  std::string profile = reportProfile(options, run.profiles, job);
  writeResults(options, manifest, buffers, job);
  if (job.rank == 0 && !options.reportJson.empty())
    writeFileAtomically(options.reportJson,
                        reportJson(job, carried, run, maxMemory, profile));
  finishJob();
  return 0;
}
