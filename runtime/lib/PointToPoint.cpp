//===- PointToPoint.cpp - Messages between pipeline stages ----------------===//
//
// A pipelined program runs one function per stage, each on the devices
// whose coordinate on the stage axis is its index; the stages hand each
// other activations with osdp.send and osdp.recv: an MPI_Isend (of a
// copy) or a blocking MPI_Recv on the communicator of the stage axis's group,
// addressed by group position (the peer's stage). The compiled code pairs
// every send with a recv of the same shape and the same tag, its number
// among the step's messages: MPI matches them by tag, so that a stage may
// take its messages in another order than they were sent (1F1B's stages
// run their microbatches' passes in different orders).
//
// The messages' MPI tags start at 1: collective_permute sends and receives
// with tag 0 on the same communicators, and a stage's message must never
// complete one of those. A recv probes the message first, so that a
// sender and a receiver that disagree on the size are a fatal error naming
// both sizes rather than MPI's truncation error or a buffer half written.
//
// A send does not wait for its receiver: it sends a copy, kept until MPI
// is done with it (progressSends, where the runtime is entered anyway), so
// that a stage goes on to its next microbatch while the next stage takes
// this one. Every message is received within the step it was sent in.
//
// For the watchdog, the fault tests and the profile, each call is one
// collective of its own kind: a device blocked on a peer that stopped is
// ended with the watchdog's message, as one blocked in a collective is.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstring>
#include <memory>
#include <thread>
#include <vector>

using namespace osdp::rt;

/// The MPI tag of the message the compiled code numbers `tag`: from 1 up to
/// the largest MPI allows, numbers beyond it taking the tags again (two
/// messages that far apart in a step are not in flight at once).
static int mpiTag(int64_t tag) {
  static int64_t largest = [] {
    void *value = nullptr;
    int found = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &value, &found);
    // MPI guarantees at least 32767.
    return found ? int64_t(*static_cast<int *>(value)) : int64_t(32767);
  }();
  return int(1 + tag % (largest - 1));
}

/// The group of `axes` with `peer` checked: a position of the group other
/// than this device's.
static const Group &peerGroup(int64_t axes, int64_t peer, const char *call) {
  const Group &group = getGroup(axes, call);
  if (peer < 0 || peer >= group.size)
    fatal(call,
          "peer %lld is not a position of the group of axes code 0x%llx "
          "(of %d devices)",
          (long long)peer, (long long)axes, group.size);
  if (peer == group.position)
    fatal(call,
          "peer %lld is this device's own position in the group of "
          "axes code 0x%llx",
          (long long)peer, (long long)axes);
  return group;
}

namespace {
/// A message on its way, with the copy of the data it is sent from.
struct Outgoing {
  std::unique_ptr<ScratchBuffer> copy;
  MPI_Request request = MPI_REQUEST_NULL;
};
} // namespace

/// The sends in flight, all issued by one thread (the compiled code's).
struct Outbox {
  std::vector<Outgoing> messages;
  std::thread::id issuer;
};

static Outbox &outbox() {
  static Outbox box;
  return box;
}

void osdp::rt::progressSends() {
  Outbox &box = outbox();
  if (box.messages.empty() || std::this_thread::get_id() != box.issuer)
    return;
  size_t kept = 0;
  for (size_t i = 0; i < box.messages.size(); ++i) {
    int done = 0;
    checkMpi(MPI_Test(&box.messages[i].request, &done, MPI_STATUS_IGNORE),
             "send", "MPI_Test");
    if (!done && kept != i)
      box.messages[kept] = std::move(box.messages[i]);
    kept += !done;
  }
  box.messages.resize(kept);
}

void osdp::rt::finishSends() {
  for (Outgoing &message : outbox().messages)
    checkMpi(MPI_Wait(&message.request, MPI_STATUS_IGNORE), "send", "MPI_Wait");
  outbox().messages.clear();
}

/// Sends a copy of the input without waiting for the receiver: a stage
/// goes on to its next microbatch while the next stage takes this one.
/// The copy lives until MPI is done with it.
static void send(osdp_rt_unranked_memref *inMemref, int32_t dtype, int64_t axes,
                 int64_t peer, int64_t tag) {
  const char *call = "send";
  Tensor in = readMemref(inMemref, elementSize(dtype, call), call, "input");
  const Group &group = peerGroup(axes, peer, call);
  progressSends();
  Outgoing message;
  message.copy = std::make_unique<ScratchBuffer>(in.numBytes());
  if (in.numBytes() != 0)
    std::memcpy(message.copy->get(), in.data, in.numBytes());
  checkMpi(MPI_Isend(message.copy->get(), mpiCount(in.numElements, call),
                     mpiType(dtype), int(peer), mpiTag(tag), group.comm,
                     &message.request),
           call, "MPI_Isend");
  outbox().issuer = std::this_thread::get_id();
  outbox().messages.push_back(std::move(message));
}

/// Waits for the message `tag` from `peer` and checks that it holds
/// `expected` elements of `type`.
static void checkIncoming(const Group &group, int64_t peer, int64_t tag,
                          MPI_Datatype type, int expected, const char *call) {
  MPI_Status status;
  checkMpi(MPI_Probe(int(peer), mpiTag(tag), group.comm, &status), call,
           "MPI_Probe");
  int count = 0;
  checkMpi(MPI_Get_count(&status, type, &count), call, "MPI_Get_count");
  if (count == MPI_UNDEFINED)
    fatal(call,
          "the message from position %lld is not a whole number of "
          "elements of the output's type: the sender sent another type",
          (long long)peer);
  if (count != expected)
    fatal(call,
          "the message from position %lld holds %d elements, the output "
          "%d: the sender and the receiver disagree on the shape",
          (long long)peer, count, expected);
}

static void recv(osdp_rt_unranked_memref *outMemref, int32_t dtype,
                 int64_t axes, int64_t peer, int64_t tag) {
  const char *call = "recv";
  Tensor out = readMemref(outMemref, elementSize(dtype, call), call, "output");
  const Group &group = peerGroup(axes, peer, call);
  int count = mpiCount(out.numElements, call);
  checkIncoming(group, peer, tag, mpiType(dtype), count, call);
  checkMpi(MPI_Recv(out.data, count, mpiType(dtype), int(peer), mpiTag(tag),
                    group.comm, MPI_STATUS_IGNORE),
           call, "MPI_Recv");
}

void _mlir_ciface_osdp_rt_send(osdp_rt_unranked_memref *in, int32_t dtype,
                               int64_t axes, int64_t peer, int64_t tag) {
  profiledCollective(OSDP_RT_PROFILE_SEND, in, dtype,
                     [&] { send(in, dtype, axes, peer, tag); });
}

void _mlir_ciface_osdp_rt_recv(osdp_rt_unranked_memref *out, int32_t dtype,
                               int64_t axes, int64_t peer, int64_t tag) {
  profiledCollective(OSDP_RT_PROFILE_RECV, out, dtype,
                     [&] { recv(out, dtype, axes, peer, tag); });
}
