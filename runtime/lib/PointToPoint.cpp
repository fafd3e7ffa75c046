//===- PointToPoint.cpp - Messages between pipeline stages ----------------===//
//
// A pipelined program runs one function per stage, each on the devices
// whose coordinate on the stage axis is its index; the stages hand each
// other activations with osdp.send and osdp.recv. Each is one blocking
// MPI_Send or MPI_Recv on the communicator of the stage axis's group,
// addressed by group position (the peer's stage). The compiled code pairs
// every send with a recv of the same shape and orders them so that no two
// devices both wait to send to each other.
//
// The messages carry a tag of their own: collective_permute sends and
// receives with tag 0 on the same communicators, and a stage's message must
// never complete one of those. A recv probes the message first, so that a
// sender and a receiver that disagree on the size are a fatal error naming
// both sizes rather than MPI's truncation error or a buffer half written.
//
// For the watchdog, the fault tests and the profile, each call is one
// collective of its own kind: a device blocked on a peer that stopped is
// ended with the watchdog's message, as one blocked in a collective is.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

using namespace osdp::rt;

/// The tag of every stage-to-stage message.
static constexpr int kPointToPointTag = 1;

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

static void send(osdp_rt_unranked_memref *inMemref, int32_t dtype, int64_t axes,
                 int64_t peer) {
  const char *call = "send";
  Tensor in = readMemref(inMemref, elementSize(dtype, call), call, "input");
  const Group &group = peerGroup(axes, peer, call);
  checkMpi(MPI_Send(in.data, mpiCount(in.numElements, call), mpiType(dtype),
                    int(peer), kPointToPointTag, group.comm),
           call, "MPI_Send");
}

/// Waits for the next message from `peer` and checks that it holds
/// `expected` elements of `type`.
static void checkIncoming(const Group &group, int64_t peer, MPI_Datatype type,
                          int expected, const char *call) {
  MPI_Status status;
  checkMpi(MPI_Probe(int(peer), kPointToPointTag, group.comm, &status), call,
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
                 int64_t axes, int64_t peer) {
  const char *call = "recv";
  Tensor out = readMemref(outMemref, elementSize(dtype, call), call, "output");
  const Group &group = peerGroup(axes, peer, call);
  int count = mpiCount(out.numElements, call);
  checkIncoming(group, peer, mpiType(dtype), count, call);
  checkMpi(MPI_Recv(out.data, count, mpiType(dtype), int(peer),
                    kPointToPointTag, group.comm, MPI_STATUS_IGNORE),
           call, "MPI_Recv");
}

void _mlir_ciface_osdp_rt_send(osdp_rt_unranked_memref *in, int32_t dtype,
                               int64_t axes, int64_t peer) {
  profiledCollective(OSDP_RT_PROFILE_SEND, in, dtype,
                     [&] { send(in, dtype, axes, peer); });
}

void _mlir_ciface_osdp_rt_recv(osdp_rt_unranked_memref *out, int32_t dtype,
                               int64_t axes, int64_t peer) {
  profiledCollective(OSDP_RT_PROFILE_RECV, out, dtype,
                     [&] { recv(out, dtype, axes, peer); });
}
