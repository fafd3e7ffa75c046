//===- Collectives.cpp - The collectives over device groups ---------------===//
//
// Each collective reads its descriptors, checks the output shape against the
// input shape and the group size (runtime/common/CollectiveShapes.h, the
// rules the CUDA backend checks too), and moves dense row-major buffers with
// one MPI collective on the group's communicator. Collectives along a dimension
// see a tensor as [outer, size along the dimension, inner]: a block along
// the dimension is `outer` contiguous runs, so all_gather unpacks the
// received blocks run by run, reduce_scatter and all_to_all pack each
// destination's block contiguously first. A group of one copies. The entry
// points at the end time and count each call when profiling is on.
//
//===----------------------------------------------------------------------===//

#include "CollectiveShapes.h"
#include "Internal.h"

#include <cstring>

using namespace osdp::rt;
using osdp::runtime::BlockLayout;

/// Copies the blocks of `from` (strided, as `layout` says) to `to`, one
/// after the other, each dense.
static void packBlocks(const char *from, const BlockLayout &layout,
                       int64_t groupSize, char *to) {
  for (int64_t j = 0; j < groupSize; ++j)
    for (size_t o = 0; o < layout.rows; ++o)
      std::memcpy(to + layout.denseOffset(j) + o * layout.runBytes,
                  from + layout.stridedOffset(j) + o * layout.pitchBytes,
                  layout.runBytes);
}

/// The inverse of packBlocks: dense blocks in `from` become the strided
/// blocks of `to`.
static void unpackBlocks(const char *from, const BlockLayout &layout,
                         int64_t groupSize, char *to) {
  for (int64_t j = 0; j < groupSize; ++j)
    for (size_t o = 0; o < layout.rows; ++o)
      std::memcpy(to + layout.stridedOffset(j) + o * layout.pitchBytes,
                  from + layout.denseOffset(j) + o * layout.runBytes,
                  layout.runBytes);
}

/// The layout of the blocks along `dim` of a tensor of `sizes`.
static BlockLayout blocksAlong(const std::vector<int64_t> &sizes, int64_t dim,
                               int64_t groupSize, size_t elementSize) {
  return osdp::runtime::blockLayout(osdp::runtime::around(sizes, dim),
                                    groupSize, elementSize);
}

static void copy(const Tensor &in, const Tensor &out) {
  if (in.data != out.data && in.numBytes() != 0)
    std::memmove(out.data, in.data, in.numBytes());
}

using osdp::runtime::overlap;

/// A fatal error naming `call` if `error` says something is wrong.
static void check(const char *call, const std::string &error) {
  if (!error.empty())
    fatal(call, "%s", error.c_str());
}

//===----------------------------------------------------------------------===//
// all_reduce, all_gather, reduce_scatter: planned, issued, finished
//===----------------------------------------------------------------------===//

/// The group of `axes` and its checked input and output.
static Transfer readTransfer(const char *call, osdp_rt_profile_kind kind,
                             osdp_rt_unranked_memref *inMemref,
                             osdp_rt_unranked_memref *outMemref, int32_t dtype,
                             int64_t axes) {
  Transfer t;
  t.call = call;
  t.kind = kind;
  size_t size = elementSize(dtype, call);
  t.in = readMemref(inMemref, size, call, "input");
  t.out = readMemref(outMemref, size, call, "output");
  t.group = &getGroup(axes, call);
  t.type = mpiType(dtype);
  return t;
}

Transfer osdp::rt::planAllReduce(osdp_rt_unranked_memref *in,
                                 osdp_rt_unranked_memref *out, int32_t dtype,
                                 int32_t kind, int64_t axes) {
  Transfer t = readTransfer("all_reduce", OSDP_RT_PROFILE_ALL_REDUCE, in, out,
                            dtype, axes);
  t.op = mpiOp(dtype, kind, t.call);
  check(t.call, osdp::runtime::checkSameShape(t.in, t.out, t.group->size));
  if ((t.local = t.group->size == 1))
    return t;
  t.count = mpiCount(t.in.numElements, t.call);
  t.receive = t.out.data;
  t.send = t.in.data == t.out.data ? MPI_IN_PLACE : t.in.data;
  if (t.send != MPI_IN_PLACE && overlap(t.in, t.out))
    fatal(t.call, "the input and the output overlap without being the same");
  return t;
}

Transfer osdp::rt::planAllGather(osdp_rt_unranked_memref *in,
                                 osdp_rt_unranked_memref *out, int32_t dtype,
                                 int64_t dim, int64_t axes) {
  Transfer t = readTransfer("all_gather", OSDP_RT_PROFILE_ALL_GATHER, in, out,
                            dtype, axes);
  check(t.call,
        osdp::runtime::checkAllGatherShape(t.in, t.out, t.group->size, dim));
  if ((t.local = t.group->size == 1))
    return t;
  if (overlap(t.in, t.out))
    fatal(t.call, "the input and the output overlap");
  t.count = mpiCount(t.in.numElements, t.call);
  t.layout = blocksAlong(t.out.sizes, dim, t.group->size, t.in.elementSize);
  // With nothing before `dim`, the blocks are already where they belong.
  if (!t.layout.isDense())
    t.staging = std::make_unique<ScratchBuffer>(t.out.numBytes());
  t.send = t.in.data;
  t.receive = t.staging ? t.staging->get() : t.out.data;
  return t;
}

Transfer osdp::rt::planReduceScatter(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int32_t kind, int64_t dim,
                                     int64_t axes) {
  Transfer t = readTransfer("reduce_scatter", OSDP_RT_PROFILE_REDUCE_SCATTER,
                            in, out, dtype, axes);
  t.op = mpiOp(dtype, kind, t.call);
  check(t.call, osdp::runtime::checkReduceScatterShape(t.in, t.out,
                                                       t.group->size, dim));
  if ((t.local = t.group->size == 1))
    return t;
  t.count = mpiCount(t.out.numElements, t.call);
  BlockLayout layout =
      blocksAlong(t.in.sizes, dim, t.group->size, t.in.elementSize);
  // Block j, which position j receives, must be contiguous; it is when
  // nothing comes before `dim`.
  if (!layout.isDense() || overlap(t.in, t.out)) {
    t.staging = std::make_unique<ScratchBuffer>(t.in.numBytes());
    packBlocks(t.in.data, layout, t.group->size, t.staging->get());
  }
  t.send = t.staging ? t.staging->get() : t.in.data;
  t.receive = t.out.data;
  return t;
}

void osdp::rt::issue(Transfer &t, MPI_Request *request) {
  if (t.local)
    return copy(t.in, t.out);
  MPI_Comm comm = t.group->comm;
  int error = MPI_SUCCESS;
  const char *mpiCall = nullptr;
  switch (t.kind) {
  case OSDP_RT_PROFILE_ALL_REDUCE:
    mpiCall = request ? "MPI_Iallreduce" : "MPI_Allreduce";
    error = request
                ? MPI_Iallreduce(t.send, t.receive, t.count, t.type, t.op, comm,
                                 request)
                : MPI_Allreduce(t.send, t.receive, t.count, t.type, t.op, comm);
    break;
  case OSDP_RT_PROFILE_ALL_GATHER:
    mpiCall = request ? "MPI_Iallgather" : "MPI_Allgather";
    error = request ? MPI_Iallgather(t.send, t.count, t.type, t.receive,
                                     t.count, t.type, comm, request)
                    : MPI_Allgather(t.send, t.count, t.type, t.receive, t.count,
                                    t.type, comm);
    break;
  case OSDP_RT_PROFILE_REDUCE_SCATTER:
    mpiCall =
        request ? "MPI_Ireduce_scatter_block" : "MPI_Reduce_scatter_block";
    error = request ? MPI_Ireduce_scatter_block(t.send, t.receive, t.count,
                                                t.type, t.op, comm, request)
                    : MPI_Reduce_scatter_block(t.send, t.receive, t.count,
                                               t.type, t.op, comm);
    break;
  default:
    fatal(t.call, "internal error: no transfer for this collective");
  }
  checkMpi(error, t.call, mpiCall);
}

void osdp::rt::finish(Transfer &t) {
  if (t.kind == OSDP_RT_PROFILE_ALL_GATHER && t.staging)
    unpackBlocks(t.staging->get(), t.layout, t.group->size, t.out.data);
  t.staging.reset();
}

/// Plans, issues and finishes a blocking transfer.
static void transfer(Transfer t) {
  issue(t, /*request=*/nullptr);
  finish(t);
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

static void allToAll(osdp_rt_unranked_memref *inMemref,
                     osdp_rt_unranked_memref *outMemref, int32_t dtype,
                     int64_t splitDim, int64_t concatDim, int64_t axes) {
  const char *call = "all_to_all";
  size_t size = elementSize(dtype, call);
  Tensor in = readMemref(inMemref, size, call, "input");
  Tensor out = readMemref(outMemref, size, call, "output");
  const Group &group = getGroup(axes, call);
  check(call, osdp::runtime::checkAllToAllShape(in, out, group.size, splitDim,
                                                concatDim));
  if (group.size == 1)
    return copy(in, out);
  if (overlap(in, out))
    fatal(call, "the input and the output overlap");

  int count = mpiCount(in.numElements / group.size, call);
  BlockLayout sent = blocksAlong(in.sizes, splitDim, group.size, size);
  BlockLayout got = blocksAlong(out.sizes, concatDim, group.size, size);
  bool packIn = !sent.isDense(), unpackOut = !got.isDense();
  ScratchBuffer packed(packIn ? in.numBytes() : 0);
  ScratchBuffer received(unpackOut ? out.numBytes() : 0);
  if (packIn)
    packBlocks(in.data, sent, group.size, packed.get());
  checkMpi(MPI_Alltoall(packIn ? packed.get() : in.data, count, mpiType(dtype),
                        unpackOut ? received.get() : out.data, count,
                        mpiType(dtype), group.comm),
           call, "MPI_Alltoall");
  if (unpackOut)
    unpackBlocks(received.get(), got, group.size, out.data);
}

//===----------------------------------------------------------------------===//
// collective_permute
//===----------------------------------------------------------------------===//

static void collectivePermute(osdp_rt_unranked_memref *inMemref,
                              osdp_rt_unranked_memref *outMemref, int32_t dtype,
                              int64_t axes,
                              osdp_rt_unranked_memref *pairsMemref) {
  const char *call = "collective_permute";
  size_t size = elementSize(dtype, call);
  Tensor in = readMemref(inMemref, size, call, "input");
  Tensor out = readMemref(outMemref, size, call, "output");
  Tensor pairs = readMemref(pairsMemref, sizeof(int64_t), call, "pairs");
  const Group &group = getGroup(axes, call);
  check(call, osdp::runtime::checkSameShape(in, out, group.size));
  osdp::runtime::PermutePeers peers;
  check(call,
        osdp::runtime::permutePeers(pairs, group.size, group.position, peers));
  int source = peers.source < 0 ? MPI_PROC_NULL : int(peers.source);
  int target = peers.target < 0 ? MPI_PROC_NULL : int(peers.target);

  if (source == group.position && target == group.position)
    return copy(in, out);
  int count = mpiCount(in.numElements, call);
  if (in.data == out.data) {
    checkMpi(MPI_Sendrecv_replace(out.data, count, mpiType(dtype), target, 0,
                                  source, 0, group.comm, MPI_STATUS_IGNORE),
             call, "MPI_Sendrecv_replace");
  } else {
    if (overlap(in, out))
      fatal(call, "the input and the output overlap without being the same");
    checkMpi(MPI_Sendrecv(in.data, count, mpiType(dtype), target, 0, out.data,
                          count, mpiType(dtype), source, 0, group.comm,
                          MPI_STATUS_IGNORE),
             call, "MPI_Sendrecv");
  }
  if (source == MPI_PROC_NULL && out.numBytes() != 0)
    std::memset(out.data, 0, out.numBytes());
}

//===----------------------------------------------------------------------===//
// The entry points: timed and counted when profiling is on
//===----------------------------------------------------------------------===//

void _mlir_ciface_osdp_rt_all_reduce(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int32_t kind,
                                     int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_ALL_REDUCE, in, dtype, [&] {
    transfer(planAllReduce(in, out, dtype, kind, axes));
  });
}

void _mlir_ciface_osdp_rt_all_gather(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int64_t dim, int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_ALL_GATHER, in, dtype, [&] {
    transfer(planAllGather(in, out, dtype, dim, axes));
  });
}

void _mlir_ciface_osdp_rt_reduce_scatter(osdp_rt_unranked_memref *in,
                                         osdp_rt_unranked_memref *out,
                                         int32_t dtype, int32_t kind,
                                         int64_t dim, int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_REDUCE_SCATTER, in, dtype, [&] {
    transfer(planReduceScatter(in, out, dtype, kind, dim, axes));
  });
}

void _mlir_ciface_osdp_rt_all_to_all(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int64_t splitDim,
                                     int64_t concatDim, int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_ALL_TO_ALL, in, dtype, [&] {
    allToAll(in, out, dtype, splitDim, concatDim, axes);
  });
}

void _mlir_ciface_osdp_rt_collective_permute(osdp_rt_unranked_memref *in,
                                             osdp_rt_unranked_memref *out,
                                             int32_t dtype, int64_t axes,
                                             osdp_rt_unranked_memref *pairs) {
  profiledCollective(OSDP_RT_PROFILE_COLLECTIVE_PERMUTE, in, dtype,
                     [&] { collectivePermute(in, out, dtype, axes, pairs); });
}
