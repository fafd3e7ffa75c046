//===- Options.cpp - osdp-run's command line ------------------------------===//

#include "Options.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace osdp::run;

namespace {

[[noreturn]] void usage(const std::string &problem) {
  std::fprintf(
      stderr,
      "osdp-run: %s\nusage: osdp-run MODEL.osdp [--device cpu|cuda] "
      "[--input I=X.npy]... "
      "[--inputs DIR] [--random-inputs] [--seed N] [--output-dir DIR] "
      "[--steps N] [--warmup W] [--report-json FILE] [--print-scalars] "
      "[--profile] [--memory-limit SIZE] [-n RANKS] "
      "[--checkpoint-dir DIR [--checkpoint-every K] [--resume]]\n",
      problem.c_str());
  std::exit(2);
}

/// What `osdp-run --help` prints: each option with what it does and its
/// default.
constexpr const char *kHelp =
    "usage: osdp-run MODEL.osdp [options]\n"
    "\n"
    "Runs an artifact of osdp-compile: a CPU one on MPI ranks, a cuda one on\n"
    "one GPU per rank.\n"
    "\n"
    "  --device cpu|cuda     the device to run on (default: the artifact's\n"
    "                        target)\n"
    "  -n RANKS              start RANKS ranks under mpirun (default: this\n"
    "                        process, or the ranks mpirun started)\n"
    "  --inputs DIR          the inputs as DIR/0.npy, DIR/1.npy, ...\n"
    "  --input I=X.npy       input I from X.npy, before --inputs (repeatable)\n"
    "  --random-inputs       draw the inputs neither of those gives (default:\n"
    "                        every input must be given)\n"
    "  --seed N              the seed of --random-inputs (default: 0)\n"
    "  --steps N             steps to run, each fed the last one's updated\n"
    "                        state (default: 1); with --resume, the steps the\n"
    "                        whole job runs, those before the checkpoint\n"
    "                        included\n"
    "  --warmup W            of those, the first W are not timed (default: 0)\n"
    "  --output-dir DIR      write the outputs as DIR/I.npy, making DIR\n"
    "                        (default: not written)\n"
    "  --report-json FILE    write the step times and memory as JSON\n"
    "                        (default: none)\n"
    "  --print-scalars       print each step's scalar outputs (default: off)\n"
    "  --profile             time the products and collectives (default: off)\n"
    "  --memory-limit SIZE   bound a rank's buffers, e.g. 512M or 2GiB\n"
    "                        (default: none)\n"
    "  --checkpoint-dir DIR  keep the fed-back state (parameters, optimizer\n"
    "                        state, counters) in DIR/step-N, the newest two\n"
    "                        (default: none)\n"
    "  --checkpoint-every K  write one every K steps (default: 0, after the\n"
    "                        last step only)\n"
    "  --resume              continue from the newest complete checkpoint in\n"
    "                        --checkpoint-dir, on any mesh of the program\n"
    "                        (default: start from the inputs)\n"
    "  -h, --help            print this and exit\n";

int parseCount(const std::string &text, const char *what) {
  char *end = nullptr;
  long value = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end || value < 0)
    usage(std::string(what) + " takes a non-negative integer, not '" + text +
          "'");
  return static_cast<int>(value);
}

/// Bytes from "SIZE": a count with an optional suffix K, M, G or T (powers
/// of 1024, also written KiB, MiB, ...).
int64_t parseBytes(const std::string &text) {
  char *end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  std::string suffix(end);
  const char *units[] = {"", "K", "M", "G", "T"};
  for (int power = 0; power < 5; ++power) {
    std::string unit = units[power];
    if (suffix != unit && (power == 0 || suffix != unit + "iB"))
      continue;
    double bytes = value * std::pow(1024.0, power);
    if (end != text.c_str() && value > 0 && bytes < 9e18)
      return static_cast<int64_t>(bytes);
  }
  usage("--memory-limit takes a positive size such as 512M or 2GiB, not '" +
        text + "'");
}

} // namespace

Options osdp::run::parseOptions(int argc, char **argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        usage(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "-h" || arg == "--help") {
      std::fputs(kHelp, stdout);
      std::exit(0);
    }
    if (arg == "--device") {
      options.device = value();
      if (options.device != "cpu" && options.device != "cuda")
        usage("--device takes cpu or cuda, not '" + options.device + "'");
    } else if (arg == "--input") {
      std::string spec = value();
      size_t eq = spec.find('=');
      if (eq == std::string::npos)
        usage("--input takes INDEX=PATH, not '" + spec + "'");
      options.inputs[parseCount(spec.substr(0, eq), "--input")] =
          spec.substr(eq + 1);
    } else if (arg == "--inputs") {
      options.inputDir = value();
    } else if (arg == "--random-inputs") {
      options.randomInputs = true;
    } else if (arg == "--seed") {
      options.seed = parseCount(value(), "--seed");
    } else if (arg == "--output-dir") {
      options.outputDir = value();
    } else if (arg == "--steps") {
      options.steps = parseCount(value(), "--steps");
    } else if (arg == "--warmup") {
      options.warmup = parseCount(value(), "--warmup");
    } else if (arg == "--print-scalars") {
      options.printScalars = true;
    } else if (arg == "--profile") {
      options.profile = true;
    } else if (arg == "--report-json") {
      options.reportJson = value();
    } else if (arg == "--memory-limit") {
      options.memoryLimit = parseBytes(value());
    } else if (arg == "--checkpoint-dir") {
      options.checkpointDir = value();
    } else if (arg == "--checkpoint-every") {
      options.checkpointEvery = parseCount(value(), "--checkpoint-every");
    } else if (arg == "--resume") {
      options.resume = true;
    } else if (arg == "-n") {
      options.ranks = parseCount(value(), "-n");
    } else if (!arg.empty() && arg[0] == '-') {
      usage("unknown option " + arg);
    } else if (options.artifact.empty()) {
      options.artifact = arg;
    } else {
      usage("more than one artifact given");
    }
  }
  if (options.artifact.empty())
    usage("no artifact given");
  if (options.checkpointDir.empty() &&
      (options.resume || options.checkpointEvery > 0))
    usage(std::string(options.resume ? "--resume" : "--checkpoint-every") +
          " needs --checkpoint-dir");
  return options;
}
