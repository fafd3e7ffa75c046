//===- AsyncCollectives.cpp - Collectives in flight -----------------------===//
//
// osdp.async_start becomes a `<collective>_start` call, osdp.async_wait a
// `wait` call. The start plans the transfer as the blocking collective
// does (Collectives.cpp), enters it as this rank's next collective (the
// watchdog and the fault tests count collectives in the order the program
// issues them) and makes the non-blocking MPI call; its handle indexes the
// table of transfers in flight. The wait blocks, watched, until the
// request completes, finishes the transfer and leaves the collective.
//
// Open MPI moves a non-blocking collective on only inside MPI calls: it
// has no progress thread by default. So the runtime tests the requests in
// flight wherever compiled code enters it anyway, on the thread that
// issued them: before each matrix product and each parallel loop nest.
// With profiling on, a collective in flight is charged the time its start
// and its wait block, which is what overlap leaves of it.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <thread>

using namespace osdp::rt;

namespace {

struct InFlight {
  Transfer transfer;
  MPI_Request request = MPI_REQUEST_NULL;
  /// The collective's index among this rank's collectives.
  int64_t index = 0;
  /// Time blocked in the start, for the profile.
  double startSeconds = 0;
};

struct Table {
  /// Handle h is slot h - 1; a free slot is null.
  std::vector<std::unique_ptr<InFlight>> slots;
  int64_t inFlight = 0;
  std::thread::id issuer;
};

Table &table() {
  static Table instance;
  return instance;
}

/// Issues `t` and returns its handle.
int64_t start(Transfer t) {
  ProfileClock::time_point began = ProfileClock::now();
  auto flight = std::make_unique<InFlight>();
  flight->index = enterCollective(t.kind);
  flight->transfer = std::move(t);
  {
    BlockedScope blocked(flight->transfer.kind, flight->index);
    issue(flight->transfer, &flight->request);
  }
  flight->startSeconds = secondsSince(began);
  Table &tab = table();
  tab.issuer = std::this_thread::get_id();
  ++tab.inFlight;
  for (size_t slot = 0; slot < tab.slots.size(); ++slot)
    if (!tab.slots[slot]) {
      tab.slots[slot] = std::move(flight);
      return int64_t(slot) + 1;
    }
  tab.slots.push_back(std::move(flight));
  return int64_t(tab.slots.size());
}

/// The transfer in flight that `handle` names, which was started on
/// `in` and `out`; a fatal error if there is none.
std::unique_ptr<InFlight> take(int64_t handle, osdp_rt_unranked_memref *in,
                               osdp_rt_unranked_memref *out, int32_t dtype) {
  Table &tab = table();
  if (handle < 1 || handle > int64_t(tab.slots.size()) ||
      !tab.slots[handle - 1])
    fatal("wait", "handle %lld names no collective in flight",
          static_cast<long long>(handle));
  std::unique_ptr<InFlight> flight = std::move(tab.slots[handle - 1]);
  --tab.inFlight;
  const Transfer &t = flight->transfer;
  size_t size = elementSize(dtype, t.call);
  if (readMemref(in, size, t.call, "input").data != t.in.data ||
      readMemref(out, size, t.call, "output").data != t.out.data)
    fatal(t.call, "waited for on other buffers than it was started on");
  return flight;
}

void wait(int64_t handle, osdp_rt_unranked_memref *in,
          osdp_rt_unranked_memref *out, int32_t dtype) {
  std::unique_ptr<InFlight> flight = take(handle, in, out, dtype);
  Transfer &t = flight->transfer;
  ProfileClock::time_point began = ProfileClock::now();
  {
    BlockedScope blocked(t.kind, flight->index);
    checkMpi(MPI_Wait(&flight->request, MPI_STATUS_IGNORE), t.call, "MPI_Wait");
  }
  finish(t);
  if (profiling())
    recordCollective(t.kind, flight->startSeconds + secondsSince(began),
                     int64_t(t.in.numBytes()));
  leaveCollective(flight->index);
}

} // namespace

void osdp::rt::progressCollectives() {
  progressSends();
  Table &tab = table();
  if (tab.inFlight == 0 || std::this_thread::get_id() != tab.issuer)
    return;
  for (std::unique_ptr<InFlight> &flight : tab.slots) {
    if (!flight || flight->request == MPI_REQUEST_NULL)
      continue;
    int done = 0;
    checkMpi(MPI_Test(&flight->request, &done, MPI_STATUS_IGNORE),
             flight->transfer.call, "MPI_Test");
  }
}

int64_t _mlir_ciface_osdp_rt_all_reduce_start(osdp_rt_unranked_memref *in,
                                              osdp_rt_unranked_memref *out,
                                              int32_t dtype, int32_t kind,
                                              int64_t axes) {
  return start(planAllReduce(in, out, dtype, kind, axes));
}

int64_t _mlir_ciface_osdp_rt_all_gather_start(osdp_rt_unranked_memref *in,
                                              osdp_rt_unranked_memref *out,
                                              int32_t dtype, int64_t dim,
                                              int64_t axes) {
  return start(planAllGather(in, out, dtype, dim, axes));
}

int64_t _mlir_ciface_osdp_rt_reduce_scatter_start(osdp_rt_unranked_memref *in,
                                                  osdp_rt_unranked_memref *out,
                                                  int32_t dtype, int32_t kind,
                                                  int64_t dim, int64_t axes) {
  return start(planReduceScatter(in, out, dtype, kind, dim, axes));
}

void _mlir_ciface_osdp_rt_wait(int64_t handle, osdp_rt_unranked_memref *in,
                               osdp_rt_unranked_memref *out, int32_t dtype) {
  wait(handle, in, out, dtype);
}
