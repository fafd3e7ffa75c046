//===- CommStream.cpp - The collectives' stream and its events ------------===//
//
// Every collective's work (NCCL's kernels and the copies that pack and
// unpack its blocks) runs on the communication stream, in program order:
// every rank then runs its NCCL operations in the same order, and never
// two at once, which NCCL needs of operations that share a GPU. An event
// recorded on the compute stream orders a collective after the kernels
// that computed its operands; the compute stream waits for an event
// recorded on the communication stream before the first kernel that reads
// its results: at once for a blocking collective, at osdp.async_wait for
// one in flight, so that the kernels in between overlap it.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

using namespace osdp::cuda;

namespace {

/// An event recorded on `stream` now; it records no time.
CUevent recordOn(CUstream stream, const char *call) {
  CUevent event = nullptr;
  OSDP_CU(call, cuEventCreate, &event, CU_EVENT_DISABLE_TIMING);
  OSDP_CU(call, cuEventRecord, event, stream);
  return event;
}

/// Makes `stream` wait for `event` and destroys it (the driver keeps it
/// until the wait is done).
void waitFor(CUstream stream, CUevent event, const char *call) {
  OSDP_CU(call, cuStreamWaitEvent, stream, event, 0);
  OSDP_CU(call, cuEventDestroy, event);
}

/// The scratch list of the collective being issued in flight, if any.
std::vector<void *> *deferredBlocks = nullptr;

} // namespace

CUstream osdp::cuda::beginCollective(const char *call) {
  Device &device = startedDevice(call);
  waitFor(device.commStream, recordOn(device.stream, call), call);
  return device.commStream;
}

void osdp::cuda::joinCollective(const char *call) {
  Device &device = startedDevice(call);
  waitFor(device.stream, recordOn(device.commStream, call), call);
}

CUevent osdp::cuda::markCollectiveEnd(const char *call) {
  return recordOn(startedDevice(call).commStream, call);
}

void osdp::cuda::awaitCollectiveEnd(CUevent end, const char *call) {
  waitFor(startedDevice(call).stream, end, call);
}

DeferredFrees::DeferredFrees(std::vector<void *> &blocks)
    : previous(deferredBlocks) {
  deferredBlocks = &blocks;
}

DeferredFrees::~DeferredFrees() { deferredBlocks = previous; }

std::vector<void *> *DeferredFrees::active() { return deferredBlocks; }
