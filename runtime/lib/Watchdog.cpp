//===- Watchdog.cpp - A collective that waits too long ends the job -------===//
//
// MPI's collectives block until every rank of the group has joined. A rank
// that stopped (a hung device, a stopped process, a node gone quiet
// without its connections closing) would leave the others waiting
// forever. A thread watches the collective this rank is in: past
// OSDP_RT_TIMEOUT_SECONDS (default 300; 0 turns the watch off) it names
// the rank, the collective and how long it waited, and the ranks of the
// node that have stopped or not arrived (PeerProgress.cpp, whose
// heartbeat the same thread renews), and ends the process, whereupon the
// launcher ends the job.
//
// The fault injection of the tests (OSDP_RT_FAULT, FaultInjection.cpp)
// acts at the same points: a collective's entry and exit.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

using namespace osdp::rt;

namespace {
using Clock = std::chrono::steady_clock;

struct Watch {
  std::mutex mutex;
  std::condition_variable wake;
  std::thread thread;
  bool stopping = false;
  /// This process's rank, for the message.
  int rank = 0;
  double timeoutSeconds = 300;
  /// The collective this rank is in (its kind and its index among this
  /// rank's collectives), and since when; `inside` false between them.
  bool inside = false;
  osdp_rt_profile_kind kind = OSDP_RT_PROFILE_GEMM;
  int64_t index = 0;
  Clock::time_point since;
  int64_t collectives = 0;
};

Watch &watch() {
  static Watch instance;
  return instance;
}

[[noreturn]] void timedOut(const Watch &w, double seconds) {
  std::fprintf(stderr,
               "osdp runtime: rank %d: %s (collective #%lld of this rank) has "
               "waited %.1f s for the other ranks of its group "
               "(OSDP_RT_TIMEOUT_SECONDS=%g): %s\n",
               w.rank, osdp_rt_profile_kind_name(w.kind),
               static_cast<long long>(w.index), seconds, w.timeoutSeconds,
               describeLaggingPeers(w.index).c_str());
  std::fflush(stderr);
  // The main thread is blocked inside MPI: end the process from here. A
  // rank that exits without finalizing makes the launcher end the job.
  std::_Exit(1);
}

void watchLoop() {
  Watch &w = watch();
  std::unique_lock<std::mutex> lock(w.mutex);
  while (!w.stopping) {
    w.wake.wait_for(lock, std::chrono::milliseconds(100));
    publishHeartbeat();
    if (!w.inside)
      continue;
    double seconds =
        std::chrono::duration<double>(Clock::now() - w.since).count();
    if (seconds > w.timeoutSeconds)
      timedOut(w, seconds);
  }
}
} // namespace

bool osdp::rt::startWatchdog(int rank, std::string &error) {
  Watch &w = watch();
  w.rank = rank;
  if (const char *text = std::getenv("OSDP_RT_TIMEOUT_SECONDS")) {
    char *end = nullptr;
    double value = std::strtod(text, &end);
    if (!*text || *end || !(value >= 0)) {
      error = std::string("OSDP_RT_TIMEOUT_SECONDS='") + text +
              "' is not a number of seconds (0: no limit)";
      return false;
    }
    w.timeoutSeconds = value;
  }
  w.collectives = 0;
  if (w.timeoutSeconds > 0 && !w.thread.joinable()) {
    w.stopping = false;
    w.thread = std::thread(watchLoop);
  }
  return true;
}

void osdp::rt::stopWatchdog() {
  Watch &w = watch();
  if (!w.thread.joinable())
    return;
  {
    std::lock_guard<std::mutex> lock(w.mutex);
    w.stopping = true;
  }
  w.wake.notify_all();
  w.thread.join();
}

int64_t osdp::rt::enterCollective(osdp_rt_profile_kind kind) {
  Watch &w = watch();
  int64_t index;
  {
    std::lock_guard<std::mutex> lock(w.mutex);
    index = w.collectives++;
  }
  injectFault(FaultPoint::Before, index);
  publishEntered(index + 1);
  return index;
}

void osdp::rt::leaveCollective(int64_t index) {
  injectFault(FaultPoint::After, index);
}

BlockedScope::BlockedScope(osdp_rt_profile_kind kind, int64_t index) {
  Watch &w = watch();
  std::lock_guard<std::mutex> lock(w.mutex);
  w.inside = true;
  w.kind = kind;
  w.index = index;
  w.since = Clock::now();
}

BlockedScope::~BlockedScope() {
  Watch &w = watch();
  std::lock_guard<std::mutex> lock(w.mutex);
  w.inside = false;
}
