//===- Options.h - osdp-run's command line ----------------------*- C++ -*-===//
//
//   osdp-run MODEL.osdp [--device cpu|cuda] [--input I=X.npy]...
//            [--inputs DIR] [--random-inputs] [--seed N] [--output-dir DIR]
//            [--steps N] [--warmup W] [--report-json FILE]
//            [--print-scalars] [--profile] [--memory-limit SIZE] [-n RANKS]
//            [--checkpoint-dir DIR [--checkpoint-every K] [--resume]]
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_OPTIONS_H
#define OSDP_RUN_OPTIONS_H

#include <cstdint>
#include <map>
#include <string>

namespace osdp::run {

struct Options {
  std::string artifact;
  /// "cpu" or "cuda"; empty: the target the artifact was compiled for.
  std::string device;
  std::map<int, std::string> inputs;
  std::string inputDir, outputDir, reportJson, checkpointDir;
  bool randomInputs = false, printScalars = false, profile = false;
  unsigned seed = 0;
  int steps = 1, warmup = 0, ranks = 0;
  /// --checkpoint-every: write the state every K steps (0: after the last
  /// step only).
  int checkpointEvery = 0;
  /// --resume: continue from the newest complete checkpoint.
  bool resume = false;

  /// The steps the job runs in all: --warmup and --steps (with --resume,
  /// those before the checkpoint included).
  int totalSteps() const { return warmup + steps; }
  /// --memory-limit: the bytes a rank's buffers may hold (0: no limit).
  int64_t memoryLimit = 0;
};

/// The options of `argv`; a malformed command line prints the usage and
/// exits with status 2.
Options parseOptions(int argc, char **argv);

} // namespace osdp::run

#endif // OSDP_RUN_OPTIONS_H
