//===- CudaRun.cpp - Run a cuda artifact on one GPU -----------------------===//
//
// osdp-run's cuda device (libosdp_run_cuda.so): it links the CUDA runtime
// (libosdp_runtime_cuda.so, which loads the driver, cuBLAS and NCCL
// itself) and no MPI. A program of one device runs in this one process on
// device 0 (CUDA_VISIBLE_DEVICES picks it). A program of several runs on
// as many ranks, one GPU each (the rank's place on its node): the driver
// starts the MPI launcher itself, and each rank loads
// libosdp_run_cuda_mpi.so (CudaMpi.h) to learn its rank, share rank 0's
// NCCL unique id and gather the outputs on rank 0; the program's own
// collectives run over NCCL. Inputs are read on the host and copied
// into device buffers from the runtime's pool; outputs that feed the next
// step stay on the device, the others are copied back after the last step.
// A step's time runs from the call of the entry until the compute stream
// has done its work (osdp_cuda_synchronize, which also reports a failed
// kernel or collective). A checkpoint copies the fed-back state to the
// host and writes it as the cpu device does (Checkpoint.h); --resume
// uploads the checkpoint's blocks in place of those inputs.
//
//===----------------------------------------------------------------------===//

#include "Artifact.h"
#include "Blocks.h"
#include "Checkpoint.h"
#include "CudaMpi.h"
#include "Driver.h"
#include "Fatal.h"
#include "Files.h"
#include "HostCheck.h"
#include "Inputs.h"
#include "Json.h"
#include "Launch.h"
#include "Report.h"

#include "osdp/Runtime/CudaRuntime.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace osdp::run;

namespace {
/// The job this process is a rank of: one rank without MPI, or several
/// through libosdp_run_cuda_mpi.so.
struct Job {
  int rank = 0, ranks = 1, localRank = 0;
  const osdp_run_cuda_mpi *mpi = nullptr;
};

Job job;
} // namespace

void osdp::run::fatal(const std::string &message) {
  if (job.mpi)
    std::fprintf(stderr, "osdp-run: rank %d: %s\n", job.rank, message.c_str());
  else
    std::fprintf(stderr, "osdp-run: %s\n", message.c_str());
  std::fflush(stderr);
  if (job.mpi)
    job.mpi->abort();
  std::exit(1);
}

namespace {

/// libosdp_run_cuda_mpi.so, from this driver's directory.
const osdp_run_cuda_mpi *loadMpi() {
  Dl_info self;
  if (!dladdr(reinterpret_cast<void *>(&loadMpi), &self) || !self.dli_fname)
    fatal("cannot find the cuda driver's own directory");
  std::string path = self.dli_fname;
  path = path.substr(0, path.find_last_of('/') + 1) + "libosdp_run_cuda_mpi.so";
  // Global: Open MPI's own components resolve its symbols when they load.
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!library)
    fatal(std::string("a program of several devices runs on several ranks "
                      "over MPI, which cannot be loaded here: ") +
          dlerror());
  auto functions = reinterpret_cast<const osdp_run_cuda_mpi *(*)()>(
      dlsym(library, "osdp_run_cuda_mpi_functions"));
  if (!functions)
    fatal(path + " has no osdp_run_cuda_mpi_functions");
  return functions();
}

/// Becomes a rank of the job the artifact needs: this process alone for a
/// program of one device; else the ranks of an MPI job, started here
/// unless a launcher started this process.
void joinJob(const Options &options, const Manifest &manifest, int argc,
             char **argv) {
  int64_t devices = manifest.numDevices();
  if (options.ranks > 0 && options.ranks != devices)
    fatal("-n " + std::to_string(options.ranks) + ": the artifact's mesh has " +
          std::to_string(devices) + " devices, one rank each");
  // A program of one device needs no MPI: a launcher's variables left in
  // the environment for one rank (PMI_SIZE=1) are no job to join.
  if (devices == 1 && launcherRanks() <= 1)
    return;
  if (!startedByLauncher())
    launchRanks(argc, argv, int(devices));
  const osdp_run_cuda_mpi *mpi = loadMpi();
  char error[512] = "";
  if (mpi->start(&argc, &argv, &job.rank, &job.ranks, &job.localRank, error,
                 sizeof error) != 0)
    fatal(error);
  job.mpi = mpi;
  if (job.ranks != devices)
    fatal("the job has " + std::to_string(job.ranks) +
          " ranks but the artifact's mesh " + std::to_string(devices) +
          " devices");
}

/// Joins the NCCL world of the job's ranks (rank 0's unique id sent to
/// the others); one rank needs none.
void joinNccl() {
  if (job.ranks == 1)
    return;
  unsigned char id[OSDP_CUDA_UNIQUE_ID_BYTES] = {};
  if (job.rank == 0 && osdp_cuda_get_unique_id(id) != 0)
    fatal("no NCCL unique id");
  job.mpi->broadcast(id, sizeof id);
  char error[512];
  if (osdp_cuda_comm_init(job.rank, job.ranks, id, error, sizeof error) != 0)
    fatal(error);
}

/// The entry's buffers in device memory: the inputs, then the outputs (an
/// output that lives in a donated input's buffer has none of its own).
struct DeviceBuffers {
  std::vector<void *> blocks;
  std::vector<size_t> bytes;
  /// What the entry is called with: each output's own block or its donor's.
  std::vector<char *> pointers;

  void allocate(size_t size) {
    blocks.push_back(size ? osdp_cuda_alloc(size) : nullptr);
    bytes.push_back(size);
  }
  void point(const std::vector<int> &donor, size_t numInputs) {
    pointers.resize(blocks.size());
    for (size_t k = 0; k < blocks.size(); ++k) {
      bool donated = k >= numInputs && donor[k - numInputs] >= 0;
      pointers[k] = static_cast<char *>(donated ? blocks[donor[k - numInputs]]
                                                : blocks[k]);
    }
  }
  ~DeviceBuffers() {
    for (void *block : blocks)
      osdp_cuda_free(block);
  }
};

/// --memory-limit: every device buffer of the rank (the step's arguments
/// and results, which must fit first, and the program's own) within it.
void limitMemory(const Options &options, const Manifest &manifest) {
  entryBufferBytes(options, manifest);
  osdp_cuda_set_memory_limit(options.memoryLimit);
}

/// Gives the runtime the program's mesh, for its collectives' groups.
void setMesh(const Manifest &manifest) {
  char error[512];
  if (osdp_cuda_set_mesh(
          int32_t(manifest.axisSizes.size()), manifest.axisSizes.data(),
          manifest.deviceIds.empty() ? nullptr : manifest.deviceIds.data(),
          error, sizeof error) != 0)
    fatal(std::string("the artifact's mesh: ") + error);
}

/// The rank's GPU: its place among the ranks of its node.
void startDevice() {
  char error[512];
  if (osdp_cuda_init(job.localRank, error, sizeof error) != 0)
    fatal(std::string("--device cuda: ") + error);
}

void synchronize() {
  char error[512];
  if (osdp_cuda_synchronize(error, sizeof error) != 0)
    fatal(error);
}

/// The inputs in device buffers: the leading ones from `state` (a resumed
/// checkpoint's, this rank's blocks), the others read on the host; then a
/// buffer for each output not donated.
void upload(const Options &options, const Manifest &manifest,
            const std::vector<int> &donor,
            const std::vector<std::vector<char>> &state,
            DeviceBuffers &buffers) {
  std::vector<int64_t> coords = coordinatesOf(manifest, job.rank);
  for (size_t i = 0; i < manifest.inputs.size(); ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    std::vector<char> host;
    if (i < state.size()) {
      host = state[i];
    } else {
      host.resize(spec.localBytes());
      readInput(options, spec, i, blockStarts(spec, manifest, coords),
                host.data());
    }
    buffers.allocate(host.size());
    osdp_cuda_copy_to_device(buffers.blocks.back(), host.data(), host.size());
  }
  for (size_t j = 0; j < manifest.outputs.size(); ++j)
    buffers.allocate(donor[j] < 0 ? manifest.outputs[j].localBytes() : 0);
  buffers.point(donor, manifest.inputs.size());
}

//===----------------------------------------------------------------------===//
// Checkpoints
//===----------------------------------------------------------------------===//

/// The job's ranks, as checkpoints use them: over MPI when there are
/// several.
RankGroup rankGroup() {
  RankGroup group;
  group.rank = job.rank;
  group.ranks = job.ranks;
  if (!job.mpi)
    return group;
  // A gather to rank 0 and a broadcast back: no rank leaves before all
  // have come.
  group.barrier = [] {
    char byte = 0;
    std::vector<char> all(size_t(job.ranks));
    job.mpi->gather(&byte, 1, all.data());
    job.mpi->broadcast(&byte, 1);
  };
  group.broadcast = [](int64_t value) {
    job.mpi->broadcast(&value, sizeof value);
    return value;
  };
  group.sumOnRoot = [](const std::vector<uint64_t> &values) {
    size_t n = values.size();
    std::vector<uint64_t> all(n * size_t(job.ranks)), sums(n, 0);
    job.mpi->gather(values.data(), n * sizeof(uint64_t), all.data());
    for (size_t k = 0; k < all.size(); ++k)
      sums[k % n] += all[k];
    return sums;
  };
  return group;
}

/// --resume: this rank's blocks of the newest checkpoint's `carried`
/// state tensors into `state` (left empty when there is none); returns its
/// step.
int resumeState(Checkpoints &checkpoints, const Manifest &manifest,
                size_t carried, std::vector<std::vector<char>> &state) {
  std::vector<char *> blocks;
  for (size_t i = 0; i < carried; ++i) {
    state.emplace_back(manifest.inputs[i].localBytes());
    blocks.push_back(state.back().data());
  }
  int64_t step = checkpoints.resume(blocks);
  if (step == 0)
    state.clear();
  return int(step);
}

/// With --checkpoint-dir, the `carried` state after `completed` steps,
/// copied to the host, written when it is due.
void checkpointState(Checkpoints *checkpoints, const Manifest &manifest,
                     const DeviceBuffers &buffers, size_t carried,
                     int completed) {
  if (!checkpoints || !checkpoints->due(completed))
    return;
  std::vector<std::vector<char>> host;
  std::vector<const char *> state;
  for (size_t i = 0; i < carried; ++i) {
    host.emplace_back(manifest.inputs[i].localBytes());
    if (!host.back().empty())
      osdp_cuda_copy_to_host(host.back().data(),
                             buffers.pointers[manifest.inputs.size() + i],
                             host.back().size());
    state.push_back(host.back().data());
  }
  checkpoints->write(completed, state);
}

/// Makes the first `carried` outputs of the last step the next inputs on
/// their device buffers, as the cpu device does on host buffers.
void feedOutputsBack(DeviceBuffers &buffers, const std::vector<int> &donor,
                     size_t carried, size_t numInputs) {
  auto copyOut = [&](size_t i) -> void * {
    if (!buffers.bytes[i])
      return nullptr;
    void *copy = osdp_cuda_alloc(buffers.bytes[i]);
    mgpuMemcpy(copy, buffers.pointers[numInputs + i], buffers.bytes[i],
               osdp_cuda_stream());
    return copy;
  };
  osdp::run::feedOutputsBack(buffers.blocks, donor, carried, numInputs, copyOut,
                             [](void *block) { osdp_cuda_free(block); });
  buffers.point(donor, numInputs);
}

/// Output `j`, this rank's block copied back to the host, gathered and
/// assembled on rank 0 (empty elsewhere). Every rank takes part.
Array download(const Manifest &manifest, const DeviceBuffers &buffers,
               size_t j) {
  const TensorSpec &spec = manifest.outputs[j];
  std::vector<char> local(size_t(spec.localBytes()));
  if (!local.empty())
    osdp_cuda_copy_to_host(local.data(),
                           buffers.pointers[manifest.inputs.size() + j],
                           local.size());
  std::vector<char> all;
  if (job.mpi) {
    all.resize(job.rank == 0 ? local.size() * job.ranks : 0);
    job.mpi->gather(local.data(), local.size(), all.data());
  } else {
    all.swap(local);
  }
  Array global;
  if (job.rank == 0 &&
      !assembleBlocks(manifest, spec, all.data(), job.ranks, global))
    fatal("cannot sum partial outputs of type " + spec.dtype);
  return global;
}

std::string describeScalars(const Manifest &manifest,
                            const DeviceBuffers &buffers) {
  std::string text;
  for (size_t j = 0; j < manifest.outputs.size(); ++j) {
    if (!manifest.outputs[j].globalShape.empty())
      continue;
    Array value = download(manifest, buffers, j);
    if (job.rank == 0)
      text += describeScalar(manifest.outputs[j], j, value.data.data());
  }
  return text;
}

/// What a measured step spent, from the runtime's profile.
struct StepProfile {
  double seconds = 0;
  osdp_cuda_profile profile = {};
};

/// The products the profile read, by shape (their calls and seconds over
/// every profiled step).
std::vector<osdp_rt_gemm_shape> profiledGemmShapes() {
  std::vector<osdp_rt_gemm_shape> shapes(
      size_t(osdp_cuda_profile_gemm_shapes(nullptr, 0)));
  osdp_cuda_profile_gemm_shapes(shapes.data(), int64_t(shapes.size()));
  return shapes;
}

/// The medians over the steps, as --profile prints them (`json`: as the
/// report's "profile" object, with the products by shape).
std::string profileText(const std::vector<StepProfile> &steps, bool json) {
  auto field = [&](auto get) {
    std::vector<double> values;
    for (const StepProfile &step : steps)
      values.push_back(get(step));
    return median(values);
  };
  double step = field([](const StepProfile &s) { return s.seconds; });
  double gemm =
      field([](const StepProfile &s) { return s.profile.gemm_seconds; });
  double flops =
      field([](const StepProfile &s) { return s.profile.gemm_flops; });
  double calls =
      field([](const StepProfile &s) { return double(s.profile.gemm_calls); });
  double kernels =
      field([](const StepProfile &s) { return s.profile.kernel_seconds; });
  double launches = field(
      [](const StepProfile &s) { return double(s.profile.kernel_launches); });
  double tflops = gemm > 0 ? flops / gemm * 1e-12 : 0;
  double share = step > 0 ? kernels / step : 0;
  if (json)
    return format("{\"steps\": %zu, \"seconds\": %.9g, \"gemm_calls\": "
                  "%.0f, \"gemm_flops\": %.0f, \"gemm_seconds\": %.9g, "
                  "\"gemm_tflop_per_second\": %.6g, \"kernel_launches\": "
                  "%.0f, \"kernel_seconds\": %.9g, \"kernel_share\": %.6g, ",
                  steps.size(), step, calls, flops, gemm, tflops, launches,
                  kernels, share) +
           gemmShapesJson(profiledGemmShapes(), 2) + "}";
  return format("profile: medians per step over %zu steps: step %.3f ms, "
                "cuBLAS %.3f ms (%.0f calls, %.4g GFLOP, %.2f TFLOP/s), "
                "osdp kernels %.3f ms (%.0f launches, %.0f%% of the step), "
                "other %.3f ms\n",
                steps.size(), step * 1e3, gemm * 1e3, calls, flops * 1e-9,
                tflops, kernels * 1e3, launches, share * 100,
                (step - gemm - kernels) * 1e3);
}

/// The result of the steps.
struct StepsRun {
  std::vector<double> times;
  /// The most device memory the program's own buffers held in a step.
  int64_t programPeak = 0;
  std::vector<StepProfile> profiles;
};

/// One step: the entry, until the stream has done its work (on the
/// slowest rank).
double runStep(Artifact &artifact, DeviceBuffers &buffers) {
  synchronize();
  osdp_cuda_reset_peak();
  auto start = std::chrono::steady_clock::now();
  artifact.run(buffers.pointers);
  synchronize();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return job.mpi ? job.mpi->max(seconds) : seconds;
}

/// The steps from `first` on (after --resume), each fed the state of the
/// one before.
StepsRun runSteps(const Options &options, const Manifest &manifest,
                  Artifact &artifact, DeviceBuffers &buffers,
                  const std::vector<int> &donor, int first,
                  Checkpoints *checkpoints) {
  size_t carried = carriedOutputs(manifest);
  int64_t bufferBytes = osdp_cuda_live_bytes();
  StepsRun run;
  for (int step = first; step < options.totalSteps(); ++step) {
    bool measured = step >= options.warmup;
    if (step > first)
      feedOutputsBack(buffers, donor, carried, manifest.inputs.size());
    osdp_cuda_profile_enable(options.profile && measured);
    double seconds = runStep(artifact, buffers);
    int64_t peak = osdp_cuda_peak_bytes() - bufferBytes;
    if (measured) {
      run.times.push_back(seconds);
      run.programPeak = std::max(run.programPeak, peak);
    }
    if (options.profile && measured) {
      StepProfile profile{seconds, {}};
      char error[512];
      if (osdp_cuda_profile_read(&profile.profile, error, sizeof error) != 0)
        fatal(error);
      run.profiles.push_back(profile);
    }
    std::string scalars =
        options.printScalars ? describeScalars(manifest, buffers) : "";
    if (job.rank == 0)
      printStep(step, !measured, seconds,
                format("device memory %.1f MiB in the step's own buffers%s",
                       peak / 1048576.0, job.mpi ? " (rank 0)" : ""),
                scalars);
    checkpointState(checkpoints, manifest, buffers, carried, step + 1);
  }
  osdp_cuda_profile_enable(0);
  if (!run.profiles.empty() && job.rank == 0)
    std::fputs(profileText(run.profiles, /*json=*/false).c_str(), stdout);
  return run;
}

std::string reportJson(const StepsRun &run, size_t carried,
                       int64_t bufferBytes) {
  char device[512];
  osdp_cuda_describe(device, sizeof device);
  std::string json =
      format("{\"ranks\": %d, \"device\": \"cuda\", \"state_outputs\": %zu, ",
             job.ranks, carried) +
      stepSecondsJson(run.times) + ",\n  \"cuda\": " + Json::quote(device);
  json += format(",\n  \"buffer_bytes\": %lld,\n  "
                 "\"program_peak_bytes\": %lld",
                 (long long)bufferBytes, (long long)run.programPeak);
  if (!run.profiles.empty())
    json += ",\n  \"profile\": " + profileText(run.profiles, /*json=*/true);
  return json + "}\n";
}

} // namespace

int osdp_run_cuda_main(const Options *optionsPointer, int argc, char **argv) {
  const Options &options = *optionsPointer;
  std::string error;
  Manifest jobManifest;
  if (!readManifest(options.artifact, jobManifest, error))
    fatal(error);
  if (jobManifest.pipelined())
    fatal("the artifact is pipelined (stage axis '" +
          jobManifest.axisNames[jobManifest.stageAxis] +
          "'), and pipeline stages run on the cpu device only");
  checkHostFeatures(jobManifest);
  // Refused before any rank starts.
  if (!startedByLauncher())
    checkCheckpointOptions(options, jobManifest);
  joinJob(options, jobManifest, argc, argv);
  limitMemory(options, jobManifest);
  startDevice();
  // The module's constructors load its kernels: the device is started
  // first, so that a missing GPU is reported as such.
  Artifact artifact;
  if (!artifact.load(options.artifact, error))
    fatal(error);
  const Manifest &manifest = artifact.manifest;
  joinNccl();
  setMesh(manifest);
  checkInputIndices(options, manifest);
  if (!options.outputDir.empty())
    checkWritableDirectory("--output-dir", options.outputDir);
  std::vector<int> donor = outputDonors(manifest);
  std::unique_ptr<Checkpoints> checkpoints;
  std::vector<std::vector<char>> state;
  int first = 0;
  if (!options.checkpointDir.empty()) {
    size_t carried = carriedOutputs(manifest);
    checkpoints =
        std::make_unique<Checkpoints>(options, manifest, carried, rankGroup());
    if (options.resume)
      first = resumeState(*checkpoints, manifest, carried, state);
  }
  int64_t bufferBytes = 0;
  std::vector<Array> outputs;
  {
    DeviceBuffers buffers;
    upload(options, manifest, donor, state, buffers);
    state.clear();
    bufferBytes = osdp_cuda_live_bytes();
    StepsRun run = runSteps(options, manifest, artifact, buffers, donor, first,
                            checkpoints.get());
    for (size_t j = 0; j < manifest.outputs.size(); ++j)
      outputs.push_back(download(manifest, buffers, j));
    if (!options.reportJson.empty() && job.rank == 0)
      writeFileAtomically(
          options.reportJson,
          reportJson(run, carriedOutputs(manifest), bufferBytes));
  }
  if (!options.outputDir.empty() && job.rank == 0)
    writeOutputs(options.outputDir, outputs);
  osdp_cuda_finalize();
  if (job.mpi)
    job.mpi->finish();
  return 0;
}
