//===- osdp-solve.cpp - Sharding-strategy solver command ------------------===//
//
//   osdp-solve PROBLEM.json[.gz] TIMEOUT_SECONDS [--seed N] [--threads N]
//              [--max-rounds N] [--verbose]
//
// Speaks the IOPDDL contest contract: progress lines "# <seconds> <cost>" on
// stdout as the solution improves, then one last line with the strategy
// indices "[s0, s1, ...]", or "[]" when no assignment meets the usage limit.
// The whole run, reading the file included, ends within TIMEOUT_SECONDS.
//
//===----------------------------------------------------------------------===//

#include "osdp/Solver/Evaluator.h"
#include "osdp/Solver/ProblemIO.h"
#include "osdp/Solver/Solver.h"
#include "osdp/Support/OutOfMemory.h"

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>

using namespace osdp::solver;

static const char *const kUsage =
    "usage: osdp-solve PROBLEM.json[.gz] TIMEOUT_SECONDS [--seed N] "
    "[--threads N] [--max-rounds N] [--verbose]\n";

/// What --help prints: the usage, then each option with its default.
static const char *const kHelp =
    "\n"
    "Solves a sharding-selection problem (IOPDDL JSON, as osdp-auto-shard's\n"
    "--osdp-solver-problem writes it) within TIMEOUT_SECONDS: prints a line\n"
    "for each better assignment found (its time and cost), then the best\n"
    "assignment.\n"
    "\n"
    "  --seed N         the seed of every random choice (default: 1)\n"
    "  --threads N      worker threads, 1 to 1024 (default: one per hardware\n"
    "                   thread)\n"
    "  --max-rounds N   each worker stops after N search rounds, for a result\n"
    "                   that does not depend on timing (default: no limit)\n"
    "  --verbose        trace each search round on stderr (default: off)\n"
    "  -h, --help       print this and exit\n";

static int usageError(const std::string &message) {
  std::fprintf(stderr, "osdp-solve: error: %s\n%s", message.c_str(), kUsage);
  return 2;
}

static std::string formatAssignment(const Assignment &assignment) {
  std::string line = "[";
  for (size_t i = 0; i < assignment.size(); ++i) {
    if (i)
      line += ", ";
    line += std::to_string(assignment[i]);
  }
  line += "]\n";
  return line;
}

static bool parseUnsigned(const char *text, uint64_t &out) {
  if (!*text || *text == '-' || *text == '+')
    return false;
  char *end = nullptr;
  errno = 0;
  unsigned long long value = std::strtoull(text, &end, 10);
  if (errno || *end)
    return false;
  out = value;
  return true;
}

int main(int argc, char **argv) {
  // The solver allocates with `new` only (no LLVM allocation).
  osdp::installOutOfMemoryHandler("osdp-solve");
  auto start = std::chrono::steady_clock::now();
  std::string path;
  const char *timeoutText = nullptr;
  SolverOptions options;
  std::vector<const char *> positional;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (arg == "--verbose") {
      options.onTrace = [](const std::string &line) {
        std::fprintf(stderr, "osdp-solve: %s\n", line.c_str());
      };
      continue;
    }
    if (arg == "--seed" || arg == "--threads" || arg == "--max-rounds") {
      if (i + 1 >= argc)
        return usageError(arg + " needs a value");
      uint64_t value;
      if (!parseUnsigned(argv[++i], value))
        return usageError("invalid value '" + std::string(argv[i]) + "' for " +
                          arg);
      if (arg == "--seed") {
        options.seed = value;
      } else if (arg == "--threads") {
        if (value == 0 || value > 1024)
          return usageError("--threads must be between 1 and 1024");
        options.threads = static_cast<unsigned>(value);
      } else {
        options.maxRounds = value;
      }
      continue;
    }
    if (arg.size() > 1 && arg[0] == '-' &&
        !std::isdigit((unsigned char)arg[1]) && arg[1] != '.')
      return usageError("unknown option '" + arg + "'");
    positional.push_back(argv[i]);
  }
  if (positional.size() != 2)
    return usageError("expected a problem file and a timeout in seconds");
  path = positional[0];
  timeoutText = positional[1];

  char *end = nullptr;
  errno = 0;
  double timeout = std::strtod(timeoutText, &end);
  if (errno || end == timeoutText || *end || !std::isfinite(timeout))
    return usageError("invalid timeout '" + std::string(timeoutText) +
                      "': expected a number of seconds");
  if (timeout <= 0)
    return usageError("the timeout must be positive, got '" +
                      std::string(timeoutText) + "'");

  // Keep a margin for joining the workers and printing the answer.
  double margin = std::min(2.0, std::max(0.1, 0.04 * timeout));

  // Every improvement is printed and remembered, so that the watchdog below
  // can answer with it if the solver overruns (a very short timeout on a
  // large problem): the answer always comes within the timeout.
  std::mutex mutex;
  bool answered = false;
  Assignment best;
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  options.onImprovement = [&](double, TotalCost cost, const Assignment &a) {
    std::lock_guard<std::mutex> lock(mutex);
    if (answered)
      return;
    best = a;
    std::printf("# %.3f %s\n", elapsed(), formatTotal(cost).c_str());
    std::fflush(stdout);
  };
  std::condition_variable done;
  bool finished = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(mutex);
    auto hardDeadline =
        start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(timeout - margin / 2));
    if (done.wait_until(lock, hardDeadline, [&] { return finished; }))
      return;
    answered = true;
    if (best.empty()) {
      std::fprintf(stderr, "osdp-solve: no feasible assignment found within "
                           "the timeout\n");
      std::fputs("[]\n", stdout);
    } else {
      std::fprintf(stderr, "osdp-solve: timeout reached; answering with the "
                           "best assignment so far\n");
      std::fputs(formatAssignment(best).c_str(), stdout);
    }
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(0);
  });

  auto stopWatchdog = [&] {
    {
      std::lock_guard<std::mutex> lock(mutex);
      finished = true;
      answered = true;
    }
    done.notify_all();
    watchdog.join();
  };

  Problem problem;
  std::string error;
  if (!loadProblemFile(path, problem, error)) {
    stopWatchdog();
    std::fprintf(stderr, "osdp-solve: error: %s\n", error.c_str());
    return 1;
  }
  double loadSeconds = elapsed();
  std::fprintf(
      stderr, "osdp-solve: loaded '%s': %zu nodes, %zu edges in %.3f s\n",
      path.c_str(), problem.nodes.size(), problem.edges.size(), loadSeconds);

  options.timeLimit = std::max(0.0, timeout - loadSeconds - margin);

  SolverResult result = solve(problem, options);
  stopWatchdog();

  if (!result.feasible) {
    std::fprintf(stderr,
                 "osdp-solve: no assignment meets the usage limit %lld; the "
                 "smallest peak usage reached is %lld\n",
                 (long long)problem.usageLimit, (long long)result.smallestPeak);
    std::printf("[]\n");
    return 0;
  }
  if (result.usesForbidden)
    std::fprintf(stderr, "osdp-solve: warning: the best assignment found "
                         "takes a forbidden (>= 1e15) cost\n");
  Evaluation eval = evaluate(problem, result.assignment);
  std::fprintf(stderr,
               "osdp-solve: cost %s, peak usage %lld of %lld, %llu rounds, "
               "%.3f s\n",
               formatTotal(eval.cost).c_str(), (long long)eval.peakUsage,
               (long long)problem.usageLimit, (unsigned long long)result.rounds,
               elapsed());
  std::fputs(formatAssignment(result.assignment).c_str(), stdout);
  return 0;
}
