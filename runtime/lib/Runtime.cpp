//===- Runtime.cpp - Start, stop, ranks and fatal errors ------------------===//

#include "CollectiveShapes.h"
#include "Internal.h"

#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <utility>

using namespace osdp::rt;

namespace {
struct State {
  bool started = false;
  /// Whether osdp_rt_init called MPI_Init (so finalize calls MPI_Finalize).
  bool ownsMpi = false;
  int rank = 0;
  int numRanks = 1;
  MPI_Comm world = MPI_COMM_NULL;
  Mesh mesh;
};
} // namespace

static State &state() {
  static State s;
  return s;
}

static bool mpiActive() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  return initialized && !finalized;
}

/// This process's rank in MPI_COMM_WORLD, or -1 without MPI.
static int worldRank() {
  if (state().started)
    return state().rank;
  int rank = -1;
  if (mpiActive())
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

[[noreturn]] static void abortAll() {
  std::fflush(stdout);
  std::fflush(stderr);
  if (mpiActive())
    MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

void osdp::rt::fatal(const char *call, const char *message, ...) {
  char text[1024];
  va_list args;
  va_start(args, message);
  std::vsnprintf(text, sizeof(text), message, args);
  va_end(args);
  std::fprintf(stderr, "osdp runtime: rank %d: %s: %s\n", worldRank(), call,
               text);
  abortAll();
}

void osdp::rt::checkMpi(int rc, const char *call, const char *function) {
  if (rc == MPI_SUCCESS)
    return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  if (MPI_Error_string(rc, text, &length) != MPI_SUCCESS)
    std::snprintf(text, sizeof(text), "error %d", rc);
  fatal(call, "%s failed: %s", function, text);
}

int osdp::rt::mpiCount(int64_t count, const char *call) {
  if (count > INT_MAX)
    fatal(call, "%lld elements exceed what one MPI call can move (%d)",
          (long long)count, INT_MAX);
  return int(count);
}

MPI_Comm osdp::rt::getWorld() { return state().world; }

const Mesh &osdp::rt::getMesh(const char *call) {
  if (!state().started)
    fatal(call, "the runtime is not started (osdp_rt_init)");
  return state().mesh;
}

/// Gives this rank's parallel loops and BLAS its share of the node's cores:
/// ranks on one node times their threads never exceed its cores (OpenBLAS
/// would otherwise start a thread per core in every rank).
static void shareCoresWithNodeRanks(MPI_Comm world) {
  MPI_Comm node;
  int local = 1;
  if (MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                          &node) == MPI_SUCCESS) {
    MPI_Comm_size(node, &local);
    MPI_Comm_free(&node);
  }
  setRankThreads(threadsPerRank(local));
}

int osdp_rt_init(int *argc, char ***argv, int32_t num_axes,
                 const int64_t *axis_sizes, const int64_t *device_ids) {
  State &s = state();
  if (s.started) {
    std::fprintf(stderr, "osdp runtime: rank %d: osdp_rt_init: called twice\n",
                 s.rank);
    return 1;
  }
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    if (MPI_Init(argc, argv) != MPI_SUCCESS) {
      std::fprintf(stderr, "osdp runtime: osdp_rt_init: MPI_Init failed\n");
      return 1;
    }
    s.ownsMpi = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &s.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &s.numRanks);
  Mesh mesh;
  std::string meshError = osdp::runtime::checkMesh(
      num_axes, axis_sizes, device_ids, s.rank, s.numRanks, mesh);
  if (!meshError.empty()) {
    std::fprintf(stderr, "osdp runtime: rank %d: osdp_rt_init: %s\n", s.rank,
                 meshError.c_str());
    return 1;
  }
  // A communicator of its own, whose errors come back to the runtime (which
  // names the call that failed); the communicators of device groups are
  // split from it and inherit that.
  if (MPI_Comm_dup(MPI_COMM_WORLD, &s.world) != MPI_SUCCESS) {
    std::fprintf(stderr,
                 "osdp runtime: rank %d: osdp_rt_init: MPI_Comm_dup "
                 "failed\n",
                 s.rank);
    return 1;
  }
  MPI_Comm_set_errhandler(s.world, MPI_ERRORS_RETURN);
  std::string error;
  openPeerProgress(s.world, s.rank);
  if (!armFaultInjection(s.rank, error) || !startWatchdog(s.rank, error)) {
    std::fprintf(stderr, "osdp runtime: rank %d: osdp_rt_init: %s\n", s.rank,
                 error.c_str());
    closePeerProgress();
    MPI_Comm_free(&s.world);
    return 1;
  }
  s.mesh = std::move(mesh);
  s.started = true;
  shareCoresWithNodeRanks(s.world);
  return 0;
}

void osdp_rt_finalize(void) {
  State &s = state();
  if (s.started) {
    finishSends();
    stopWatchdog();
    closePeerProgress();
    freeGroups();
    freeReductionOps();
    MPI_Comm_free(&s.world);
    s.started = false;
  }
  if (s.ownsMpi && mpiActive())
    MPI_Finalize();
  s.ownsMpi = false;
}

int32_t osdp_rt_rank(void) { return worldRank(); }

int32_t osdp_rt_num_ranks(void) {
  if (state().started)
    return state().numRanks;
  int size = 1;
  if (mpiActive())
    MPI_Comm_size(MPI_COMM_WORLD, &size);
  return size;
}

void osdp_rt_abort(const char *message) {
  std::fprintf(stderr, "osdp runtime: rank %d: %s\n", worldRank(),
               message ? message : "aborted");
  abortAll();
}

int64_t osdp_rt_partition_id(void) {
  getMesh("partition_id");
  return state().rank;
}
