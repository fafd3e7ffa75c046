//===- Checkpoint.cpp - A training job's state on disk --------------------===//

#include "Checkpoint.h"

#include "Blocks.h"
#include "Fatal.h"
#include "Files.h"
#include "Inputs.h"
#include "Json.h"
#include "Npy.h"
#include "Report.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace osdp::run;

namespace {

constexpr const char *kFormat = "osdp-checkpoint-1";

std::string stepName(int64_t step) {
  return format("step-%08lld", static_cast<long long>(step));
}

/// The step of a checkpoint's directory name ("step-N"), or -1.
int64_t stepOf(const std::string &name) {
  if (name.compare(0, 5, "step-") != 0 || name.size() == 5 ||
      name.find_first_not_of("0123456789", 5) != std::string::npos)
    return -1;
  return std::atoll(name.c_str() + 5);
}

/// The steps of the checkpoints in `dir` (complete or not), newest first.
std::vector<int64_t> listSteps(const std::string &dir) {
  std::vector<int64_t> steps;
  if (DIR *entries = opendir(dir.c_str())) {
    while (dirent *entry = readdir(entries))
      if (int64_t step = stepOf(entry->d_name); step >= 0)
        steps.push_back(step);
    closedir(entries);
  }
  std::sort(steps.rbegin(), steps.rend());
  return steps;
}

/// Removes the hidden leftovers of checkpoints that were being written or
/// removed when a job died.
void removeLeftovers(const std::string &dir) {
  std::vector<std::string> names;
  if (DIR *entries = opendir(dir.c_str())) {
    while (dirent *entry = readdir(entries))
      if (std::strncmp(entry->d_name, ".step-", 6) == 0)
        names.push_back(entry->d_name);
    closedir(entries);
  }
  for (const std::string &name : names)
    removeTree(dir + "/" + name);
}

/// Removes checkpoint `step` of `dir`: renamed to a hidden name first, so
/// that a job dying halfway leaves no checkpoint that looks complete.
void removeCheckpoint(const std::string &dir, int64_t step) {
  std::string hidden = dir + "/." + stepName(step) + ".removed";
  removeTree(hidden);
  if (std::rename((dir + "/" + stepName(step)).c_str(), hidden.c_str()) == 0)
    removeTree(hidden);
}

/// "f32[784x512]": how a checkpoint records a tensor of the program.
std::string describeSpec(const TensorSpec &spec) {
  return describeArray(spec.dtype, spec.globalShape);
}

/// "data=2, model=2" ("one device" for a mesh without axes).
std::string describeMesh(const std::vector<std::string> &names,
                         const std::vector<int64_t> &sizes) {
  if (names.empty())
    return "one device";
  std::string text;
  for (size_t a = 0; a < names.size() && a < sizes.size(); ++a)
    text += (a ? ", " : "") + names[a] + "=" + std::to_string(sizes[a]);
  return text;
}

/// A 64-bit checksum of `path`'s bytes: eight bytes at a time, mixed by
/// multiplication and rotation, the length last. It finds a file changed
/// on disk or cut short; it is no defence against a forger.
bool checksumFile(const std::string &path, uint64_t &sum, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = path + ": cannot open";
    return false;
  }
  constexpr uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
  uint64_t hash = 0xCBF29CE484222325ull, length = 0;
  std::vector<char> chunk(1 << 20);
  while (in) {
    in.read(chunk.data(), chunk.size());
    size_t got = static_cast<size_t>(in.gcount());
    // A short last word is padded with zeros; the length tells it apart.
    std::fill(chunk.begin() + got, chunk.begin() + ((got + 7) & ~size_t(7)), 0);
    for (size_t at = 0; at < got; at += 8) {
      uint64_t word;
      std::memcpy(&word, chunk.data() + at, 8);
      hash = (hash ^ word) * kMultiplier;
      hash ^= hash >> 29;
    }
    length += got;
  }
  if (in.bad()) {
    error = path + ": cannot read";
    return false;
  }
  hash = (hash ^ length) * kMultiplier;
  sum = hash ^ (hash >> 32);
  return true;
}

/// Takes the lock of checkpoint directory `dir` for this process (until it
/// exits: the kernel releases it however the process ends); fatal when
/// another process holds it.
int lockDirectory(const std::string &dir) {
  std::string path = dir + "/.lock";
  int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    fatal("--checkpoint-dir " + dir + ": cannot open " + path + ": " +
          std::strerror(errno));
  if (flock(fd, LOCK_EX | LOCK_NB) != 0)
    fatal("--checkpoint-dir " + dir +
          ": another osdp-run job is writing checkpoints there");
  return fd;
}

/// Refuses to start afresh over the checkpoints of an earlier job: they
/// would be mixed with this one's.
void checkFreshStart(const Options &options) {
  if (options.resume)
    return;
  std::vector<int64_t> steps = listSteps(options.checkpointDir);
  if (!steps.empty())
    fatal("--checkpoint-dir " + options.checkpointDir +
          " holds the checkpoints of another job (the newest: " +
          stepName(steps.front()) +
          "); give --resume to continue from it, or another directory");
}

bool writeAll(int fd, const char *data, size_t bytes, off_t offset) {
  while (bytes > 0) {
    ssize_t wrote = pwrite(fd, data, bytes, offset);
    if (wrote < 0 && errno == EINTR)
      continue;
    if (wrote <= 0)
      return false;
    data += wrote;
    bytes -= static_cast<size_t>(wrote);
    offset += wrote;
  }
  return true;
}

/// The .npy header of `spec`'s global array (its element type is one
/// .npy files hold: the manifest's types all are).
std::string headerOf(const TensorSpec &spec) {
  std::string header;
  if (!npyHeader(spec.dtype, spec.globalShape, header))
    fatal("a checkpoint cannot hold element type " + spec.dtype);
  return header;
}

std::string fileName(size_t index) { return std::to_string(index) + ".npy"; }

} // namespace

Checkpoints::Checkpoints(const Options &options, const Manifest &manifest,
                         size_t stateCount, RankGroup group)
    : options(options), manifest(manifest), stateCount(stateCount),
      group(std::move(group)) {
  if (this->group.rank != 0)
    return;
  checkCheckpointOptions(options, manifest);
  // Held until the process ends.
  lockDirectory(options.checkpointDir);
  removeLeftovers(options.checkpointDir);
}

bool Checkpoints::due(int64_t completed) const {
  return completed == options.totalSteps() ||
         (options.checkpointEvery > 0 &&
          completed % options.checkpointEvery == 0);
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

void Checkpoints::write(int64_t completed,
                        const std::vector<const char *> &state) {
  auto start = std::chrono::steady_clock::now();
  std::string partial =
      options.checkpointDir + "/." + stepName(completed) + ".partial";
  if (group.rank == 0)
    createFiles(partial, completed);
  group.barrier();
  writeBlocks(partial, state);
  group.barrier();
  std::vector<uint64_t> sums = group.sumOnRoot(checksums(partial));
  if (group.rank != 0)
    return;
  publish(partial, completed, sums);
  int64_t bytes = 0;
  for (size_t i = 0; i < stateCount; ++i)
    bytes += manifest.inputs[i].globalBytes();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::printf("checkpoint: step %lld in %s/%s (%.1f MB, %.1f ms)\n",
              static_cast<long long>(completed), options.checkpointDir.c_str(),
              stepName(completed).c_str(), bytes * 1e-6, seconds * 1e3);
  std::fflush(stdout);
}

/// Rank 0 makes the hidden directory and each state file, its header
/// written and its data's room reserved: a disk too small fails here,
/// before any rank writes.
void Checkpoints::createFiles(const std::string &dir, int64_t completed) {
  auto fail = [&](const std::string &what) {
    removeTree(dir);
    fatal("the checkpoint of step " + std::to_string(completed) + ": " + what +
          (newest >= 0 ? "; the checkpoint of step " + std::to_string(newest) +
                             " is intact"
                       : "; no checkpoint was kept"));
  };
  removeTree(dir);
  if (mkdir(dir.c_str(), 0777) != 0)
    fail("cannot create " + dir + ": " + std::strerror(errno));
  for (size_t i = 0; i < stateCount; ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    std::string path = dir + "/" + fileName(i), header = headerOf(spec);
    int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
      fail(path + ": " + std::strerror(errno));
    off_t size = static_cast<off_t>(header.size() + spec.globalBytes());
    int error = writeAll(fd, header.data(), header.size(), 0)
                    ? posix_fallocate(fd, 0, size)
                    : errno;
    close(fd);
    if (error != 0)
      fail(path + ": " + std::strerror(error));
  }
}

/// Each rank writes its blocks of the state into the files (the rows of
/// a replicated block once, by the replica that assembles outputs; in a
/// pipelined artifact, a tensor by the devices of its stage alone).
void Checkpoints::writeBlocks(const std::string &dir,
                              const std::vector<const char *> &state) {
  std::vector<int64_t> coords = coordinatesOf(manifest, group.rank);
  for (size_t i = 0; i < stateCount; ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    if (!isAssembledReplica(spec, manifest, coords))
      continue;
    std::string path = dir + "/" + fileName(i);
    int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
    bool ok = fd >= 0;
    int64_t element = elementSize(spec.dtype);
    off_t dataStart = static_cast<off_t>(headerOf(spec).size());
    forEachBlockRow(spec, blockStarts(spec, manifest, coords),
                    [&](int64_t global, int64_t local, int64_t count) {
                      ok = ok && writeAll(fd, state[i] + local * element,
                                          count * element,
                                          dataStart + global * element);
                    });
    ok = ok && fsync(fd) == 0;
    int error = errno;
    if (fd >= 0)
      close(fd);
    if (!ok)
      fatal("the checkpoint's " + path + ": " + std::strerror(error));
  }
}

/// This rank's share of the files' checksums (files i with i mod ranks its
/// rank; 0 for the others), for a sum over the ranks.
std::vector<uint64_t> Checkpoints::checksums(const std::string &dir) {
  std::vector<uint64_t> sums(stateCount, 0);
  for (size_t i = group.rank; i < stateCount; i += group.ranks) {
    std::string error;
    if (!checksumFile(dir + "/" + fileName(i), sums[i], error))
      fatal("the checkpoint's " + error);
  }
  return sums;
}

/// Rank 0 writes checkpoint.json last, renames the hidden directory into
/// place, and removes all but the newest two checkpoints.
void Checkpoints::publish(const std::string &partial, int64_t completed,
                          const std::vector<uint64_t> &sums) {
  std::string json = format("{\n  \"format\": \"%s\",\n  \"step\": %lld,\n",
                            kFormat, static_cast<long long>(completed));
  json += "  \"mesh\": {\"axes\": [";
  for (size_t a = 0; a < manifest.axisNames.size(); ++a)
    json += (a ? ", " : "") + Json::quote(manifest.axisNames[a]);
  json += "], \"sizes\": [";
  for (size_t a = 0; a < manifest.axisSizes.size(); ++a)
    json += (a ? ", " : "") + std::to_string(manifest.axisSizes[a]);
  json += "]},\n";
  // The program's signature: what --resume compares.
  for (const char *side : {"inputs", "outputs"}) {
    json += format("  \"%s\": [", side);
    const auto &specs =
        std::string(side) == "inputs" ? manifest.inputs : manifest.outputs;
    for (size_t k = 0; k < specs.size(); ++k)
      json += (k ? ", " : "") + Json::quote(describeSpec(specs[k]));
    json += "],\n";
  }
  json += "  \"state\": [";
  for (size_t i = 0; i < stateCount; ++i) {
    // Exports name results (jax.result_info) more often than arguments.
    const std::string &name = manifest.inputs[i].name.empty()
                                  ? manifest.outputs[i].name
                                  : manifest.inputs[i].name;
    json += format("%s\n    {\"input\": %zu, \"file\": \"%s\", \"checksum\": "
                   "\"%016llx\", \"name\": ",
                   i ? "," : "", i, fileName(i).c_str(),
                   static_cast<unsigned long long>(sums[i])) +
            Json::quote(name) + "}";
  }
  json += "\n  ]\n}\n";

  std::string path = partial + "/checkpoint.json";
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  bool ok =
      fd >= 0 && writeAll(fd, json.data(), json.size(), 0) && fsync(fd) == 0;
  int error = ok ? 0 : errno;
  if (fd >= 0)
    close(fd);
  std::string final = options.checkpointDir + "/" + stepName(completed);
  // A checkpoint of this step that --resume found damaged was removed; one
  // left by a run of the same steps is replaced.
  if (ok && access(final.c_str(), F_OK) == 0)
    removeCheckpoint(options.checkpointDir, completed);
  if (ok && !(syncDirectory(partial) &&
              std::rename(partial.c_str(), final.c_str()) == 0 &&
              syncDirectory(options.checkpointDir))) {
    ok = false;
    error = errno;
  }
  if (!ok) {
    removeTree(partial);
    fatal("the checkpoint of step " + std::to_string(completed) + ": " + path +
          ": " + std::strerror(error));
  }
  newest = completed;
  std::vector<int64_t> steps = listSteps(options.checkpointDir);
  for (size_t k = 2; k < steps.size(); ++k)
    removeCheckpoint(options.checkpointDir, steps[k]);
}

//===----------------------------------------------------------------------===//
// Resuming
//===----------------------------------------------------------------------===//

namespace {

/// The first difference between the signature `json` records (its
/// "inputs" or "outputs") and the program's `specs`, or "".
std::string signatureDifference(const Json &json, const char *side,
                                const std::vector<TensorSpec> &specs) {
  const Json *recorded = json.find(side);
  if (!recorded || recorded->kind != Json::Kind::Array)
    return std::string("it records no ") + side;
  std::string what = std::string(side).substr(0, std::strlen(side) - 1);
  const std::vector<Json> &items = recorded->array;
  for (size_t k = 0; k < specs.size() && k < items.size(); ++k)
    if (items[k].string != describeSpec(specs[k]))
      return what + " " + std::to_string(k) + " is " + items[k].string +
             " there, " + describeSpec(specs[k]) + " here";
  if (items.size() != specs.size())
    return format("it has %zu %s, this artifact %zu", items.size(), side,
                  specs.size());
  return "";
}

bool readText(const std::string &path, std::string &text) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::stringstream buffer;
  buffer << in.rdbuf();
  text = buffer.str();
  return !in.bad();
}

/// Says so when the checkpoint `record` describes was written on another
/// mesh than `manifest`'s: its files hold global arrays, from which each
/// rank reads its own block, so it loads all the same.
void reportResharding(const Json &record, const Manifest &manifest) {
  const Json *mesh = record.find("mesh");
  if (!mesh)
    return;
  const Json *axes = mesh->find("axes");
  const Json *sizes = mesh->find("sizes");
  std::vector<std::string> names;
  std::vector<int64_t> counts;
  for (const Json &name : axes ? axes->array : std::vector<Json>())
    names.push_back(name.string);
  for (const Json &size : sizes ? sizes->array : std::vector<Json>())
    counts.push_back(size.asInt());
  if (names == manifest.axisNames && counts == manifest.axisSizes)
    return;
  std::printf("resume: resharded from mesh (%s) onto (%s)\n",
              describeMesh(names, counts).c_str(),
              describeMesh(manifest.axisNames, manifest.axisSizes).c_str());
}

/// Reads the record (checkpoint.json) of checkpoint `step` in `dir` into
/// `json`; returns what is wrong with it, or "".
std::string readRecord(const std::string &dir, int64_t step, Json &json) {
  std::string text, error;
  if (!readText(dir + "/checkpoint.json", text))
    return "it has no checkpoint.json";
  if (!Json::parse(text, json, error))
    return "checkpoint.json: " + error;
  const Json *version = json.find("format");
  const Json *recordedStep = json.find("step");
  const Json *state = json.find("state");
  if (!version || version->string != kFormat || !recordedStep ||
      recordedStep->asInt() != step || !state ||
      state->kind != Json::Kind::Array)
    return "checkpoint.json is not an " + std::string(kFormat) +
           " record of step " + std::to_string(step);
  return "";
}

/// Refuses a checkpoint whose record `json` is of another program than
/// `manifest`'s: it is no damage, and one before it would be the same.
void refuseOtherProgram(const std::string &dir, const Json &json,
                        const Manifest &manifest) {
  for (const char *side : {"inputs", "outputs"}) {
    std::string difference = signatureDifference(
        json, side,
        std::string(side) == "inputs" ? manifest.inputs : manifest.outputs);
    if (!difference.empty())
      fatal("--resume: " + dir +
            " was written by another program: " + difference +
            "; resume with the artifact that wrote it, or give "
            "another --checkpoint-dir");
  }
}

} // namespace

void osdp::run::checkCheckpointOptions(const Options &options,
                                       const Manifest &manifest) {
  if (options.checkpointDir.empty())
    return;
  if (carriedOutputs(manifest) == 0)
    fatal("--checkpoint-dir: the program feeds no state back (no leading "
          "output has the type, shape and sharding of the input in its "
          "place), so there is nothing to keep");
  checkWritableDirectory("--checkpoint-dir", options.checkpointDir);
  close(lockDirectory(options.checkpointDir));
  checkFreshStart(options);
  if (!options.resume)
    return;
  // A checkpoint of another program is refused before any rank starts
  // (damage is for the ranks to find: it needs every file read).
  std::vector<int64_t> steps = listSteps(options.checkpointDir);
  Json json;
  if (!steps.empty()) {
    std::string dir = options.checkpointDir + "/" + stepName(steps.front());
    if (readRecord(dir, steps.front(), json).empty())
      refuseOtherProgram(dir, json, manifest);
  }
}

/// What is wrong with checkpoint `step` in `dir`, or "" when it is
/// complete and intact; its record is read into `json`. One written for
/// another program is refused.
std::string Checkpoints::problemWith(const std::string &dir, int64_t step,
                                     Json &json) {
  std::string error = readRecord(dir, step, json);
  if (!error.empty())
    return error;
  refuseOtherProgram(dir, json, manifest);
  const Json *state = json.find("state");
  if (state->array.size() != stateCount)
    return "it holds " + std::to_string(state->array.size()) +
           " state tensors, the program feeds back " +
           std::to_string(stateCount);
  for (size_t i = 0; i < stateCount; ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    std::string path = dir + "/" + fileName(i);
    NpyFile file;
    if (!openNpy(path, file, error))
      return error;
    if (file.dtype != spec.dtype || file.shape != spec.globalShape)
      return path + " does not hold " + describeSpec(spec);
    uint64_t sum = 0;
    const Json *recorded = state->array[i].find("checksum");
    if (!checksumFile(path, sum, error))
      return error;
    if (!recorded ||
        recorded->string != format("%016llx", (unsigned long long)sum))
      return path + ": its checksum differs from the one recorded";
  }
  return "";
}

/// Rank 0 picks the checkpoint to resume from: the newest intact one,
/// removing the damaged ones after it. Returns its step, or 0.
int64_t Checkpoints::chooseResumePoint() {
  const std::string &root = options.checkpointDir;
  std::vector<int64_t> steps = listSteps(root);
  for (int64_t step : steps) {
    std::string dir = root + "/" + stepName(step);
    Json record;
    std::string problem = problemWith(dir, step, record);
    if (problem.empty()) {
      std::printf("resume: from step %lld (%s)\n", static_cast<long long>(step),
                  dir.c_str());
      reportResharding(record, manifest);
      std::fflush(stdout);
      return step;
    }
    std::fprintf(stderr,
                 "osdp-run: warning: %s is damaged (%s); it is removed and the "
                 "checkpoint before it used\n",
                 dir.c_str(), problem.c_str());
    removeCheckpoint(root, step);
  }
  if (!steps.empty())
    fatal("--resume: every checkpoint in " + root + " is damaged");
  std::printf("resume: %s holds no checkpoint yet; starting at step 0\n",
              root.c_str());
  std::fflush(stdout);
  return 0;
}

int64_t Checkpoints::resume(const std::vector<char *> &state) {
  int64_t step = group.broadcast(group.rank == 0 ? chooseResumePoint() : 0);
  // Every rank has the step; one says why the job stops.
  if (step >= options.totalSteps() && group.rank == 0)
    fatal("--resume: the checkpoint is of step " + std::to_string(step) +
          ", and the job runs " + std::to_string(options.totalSteps()) +
          " steps (--warmup and --steps): nothing is left to run");
  group.barrier();
  if (step == 0)
    return 0;
  std::string dir = options.checkpointDir + "/" + stepName(step);
  std::vector<int64_t> coords = coordinatesOf(manifest, group.rank);
  int stage = stageOf(manifest, group.rank);
  for (size_t i = 0; i < stateCount; ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    // In a pipelined artifact, the devices of another stage hold no block.
    if (!manifest.holds(spec, stage))
      continue;
    std::string path = dir + "/" + fileName(i), error;
    NpyFile file;
    if (!openNpy(path, file, error) ||
        !readBlock(path, file, spec, blockStarts(spec, manifest, coords),
                   state[i], error))
      fatal("--resume: " + error);
  }
  newest = step;
  return step;
}
