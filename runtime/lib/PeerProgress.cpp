//===- PeerProgress.cpp - Which rank of the node has stopped --------------===//
//
// A rank left waiting in a collective knows only that some rank of its
// group has not joined. To name that rank, the ranks of one node share a
// small board (an MPI-3 shared-memory window, allocated once at start):
// each rank's slot holds its world rank, the number of collectives it has
// entered, and a heartbeat its watchdog thread
// renews every tenth of a second. The slots are read and written with
// plain atomic loads and stores, no MPI call, so the watchdog can read them
// while the main thread is blocked inside MPI.
//
// A stopped process (SIGSTOP, a debugger, a node swapping to death) stops
// all its threads: its heartbeat goes stale. A rank busy or hung outside
// the runtime keeps its heartbeat but has not entered the collective the
// others wait in. Ranks on other nodes have no slot here; the message then
// says so.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <new>

using namespace osdp::rt;

namespace {
struct Slot {
  std::atomic<int64_t> heartbeatNs{0};
  std::atomic<int64_t> entered{0};
  std::atomic<int32_t> worldRank{-1};
};
static_assert(std::atomic<int64_t>::is_always_lock_free &&
                  std::atomic<int32_t>::is_always_lock_free,
              "the slots are shared between processes");

struct Board {
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Win window = MPI_WIN_NULL;
  /// Every node rank's slot, this rank's included; empty without a board.
  std::vector<Slot *> slots;
  Slot *self = nullptr;
};

Board &board() {
  static Board instance;
  return instance;
}

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// A heartbeat older than this means the rank's threads do not run.
constexpr double kStaleSeconds = 1.0;

/// Maps every node rank's slot into `b.slots`; false if the MPI cannot.
bool mapSlots(Board &b) {
  int size = 0, self = 0;
  MPI_Comm_size(b.node, &size);
  MPI_Comm_rank(b.node, &self);
  void *base = nullptr;
  if (MPI_Win_allocate_shared(sizeof(Slot), sizeof(Slot), MPI_INFO_NULL, b.node,
                              &base, &b.window) != MPI_SUCCESS)
    return false;
  for (int r = 0; r < size; ++r) {
    MPI_Aint bytes = 0;
    int unit = 0;
    void *slot = nullptr;
    if (MPI_Win_shared_query(b.window, r, &bytes, &unit, &slot) !=
            MPI_SUCCESS ||
        bytes < MPI_Aint(sizeof(Slot)))
      return false;
    b.slots.push_back(static_cast<Slot *>(slot));
  }
  b.self = new (b.slots[self]) Slot();
  return true;
}
} // namespace

void osdp::rt::openPeerProgress(MPI_Comm world, int worldRank) {
  Board &b = board();
  if (MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                          &b.node) != MPI_SUCCESS)
    return;
  if (!mapSlots(b)) {
    // Without a board the watchdog still ends the job; it only cannot name
    // the rank that stopped.
    closePeerProgress();
    return;
  }
  b.self->worldRank.store(worldRank);
  b.self->heartbeatNs.store(nowNs());
  // Every slot is initialized before any rank reads another's.
  MPI_Barrier(b.node);
}

void osdp::rt::closePeerProgress() {
  Board &b = board();
  if (b.window != MPI_WIN_NULL)
    MPI_Win_free(&b.window);
  if (b.node != MPI_COMM_NULL)
    MPI_Comm_free(&b.node);
  b.slots.clear();
  b.self = nullptr;
}

void osdp::rt::publishHeartbeat() {
  if (Slot *self = board().self)
    self->heartbeatNs.store(nowNs(), std::memory_order_relaxed);
}

void osdp::rt::publishEntered(int64_t entered) {
  if (Slot *self = board().self)
    self->entered.store(entered, std::memory_order_relaxed);
}

static int32_t &stageAxis() {
  static int32_t axis = -1;
  return axis;
}

void osdp_rt_set_stage_axis(int32_t axis) { stageAxis() = axis; }

/// "rank R", with its pipeline stage when the job has stages.
static std::string rankName(int rank) {
  std::string name = "rank " + std::to_string(rank);
  int32_t axis = stageAxis();
  const Mesh &mesh = getMesh("watchdog");
  if (axis < 0 || size_t(axis) >= mesh.axisSizes.size())
    return name;
  int64_t position = rank;
  for (size_t p = 0; p < mesh.deviceIds.size(); ++p)
    if (mesh.deviceIds[p] == rank)
      position = int64_t(p);
  int64_t inner = 1;
  for (size_t a = size_t(axis) + 1; a < mesh.axisSizes.size(); ++a)
    inner *= mesh.axisSizes[a];
  int64_t stage = position / inner % mesh.axisSizes[axis];
  return name + " (pipeline stage " + std::to_string(stage) + ")";
}

std::string osdp::rt::describeLaggingPeers(int64_t index) {
  const Board &b = board();
  if (b.slots.empty())
    return "the ranks' progress is not shared on this machine, so the rank "
           "cannot be named";
  std::string text;
  char line[256];
  int64_t now = nowNs();
  for (const Slot *slot : b.slots) {
    if (slot == b.self)
      continue;
    double silent = double(now - slot->heartbeatNs.load()) * 1e-9;
    int64_t entered = slot->entered.load();
    bool reached = entered > index;
    if (silent > kStaleSeconds)
      std::snprintf(line, sizeof(line),
                    "%s has stopped responding (no sign of life for "
                    "%.1f s; it has entered %lld collectives)",
                    rankName(slot->worldRank.load()).c_str(), silent,
                    (long long)entered);
    else if (!reached)
      std::snprintf(line, sizeof(line),
                    "%s runs but has not reached collective #%lld (it "
                    "has entered %lld): it is busy or hung outside the "
                    "runtime",
                    rankName(slot->worldRank.load()).c_str(), (long long)index,
                    (long long)entered);
    else
      continue;
    text += text.empty() ? "" : "; ";
    text += line;
  }
  if (text.empty())
    return "every other rank of this node is alive and has reached it: the "
           "rank that stopped is on another node";
  return text;
}
