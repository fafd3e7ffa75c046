//===- Collectives.cpp - The collectives over device groups ---------------===//
//
// Each collective reads its descriptors, checks the output shape against the
// input shape and the group size (runtime/common/CollectiveShapes.h, the
// rules the CUDA backend checks too), and moves dense row-major buffers with one
// MPI collective on the group's communicator. Collectives along a dimension
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
// all_reduce
//===----------------------------------------------------------------------===//

static void allReduce(osdp_rt_unranked_memref *inMemref,
                      osdp_rt_unranked_memref *outMemref, int32_t dtype,
                      int32_t kind, int64_t axes) {
  const char *call = "all_reduce";
  size_t size = elementSize(dtype, call);
  Tensor in = readMemref(inMemref, size, call, "input");
  Tensor out = readMemref(outMemref, size, call, "output");
  const Group &group = getGroup(axes, call);
  MPI_Op op = mpiOp(dtype, kind, call);
  check(call, osdp::runtime::checkSameShape(in, out, group.size));
  if (group.size == 1)
    return copy(in, out);
  int count = mpiCount(in.numElements, call);
  if (in.data == out.data) {
    checkMpi(MPI_Allreduce(MPI_IN_PLACE, out.data, count, mpiType(dtype), op,
                           group.comm),
             call, "MPI_Allreduce");
    return;
  }
  if (overlap(in, out))
    fatal(call, "the input and the output overlap without being the same");
  checkMpi(
      MPI_Allreduce(in.data, out.data, count, mpiType(dtype), op, group.comm),
      call, "MPI_Allreduce");
}

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

static void allGather(osdp_rt_unranked_memref *inMemref,
                      osdp_rt_unranked_memref *outMemref, int32_t dtype,
                      int64_t dim, int64_t axes) {
  const char *call = "all_gather";
  size_t size = elementSize(dtype, call);
  Tensor in = readMemref(inMemref, size, call, "input");
  Tensor out = readMemref(outMemref, size, call, "output");
  const Group &group = getGroup(axes, call);
  check(call, osdp::runtime::checkAllGatherShape(in, out, group.size, dim));
  if (group.size == 1)
    return copy(in, out);
  if (overlap(in, out))
    fatal(call, "the input and the output overlap");

  int count = mpiCount(in.numElements, call);
  BlockLayout layout = blocksAlong(out.sizes, dim, group.size, size);
  // With nothing before `dim`, the blocks are already where they belong.
  bool direct = layout.isDense();
  ScratchBuffer received(direct ? 0 : out.numBytes());
  char *buffer = direct ? out.data : received.get();
  checkMpi(MPI_Allgather(in.data, count, mpiType(dtype), buffer, count,
                         mpiType(dtype), group.comm),
           call, "MPI_Allgather");
  if (!direct)
    unpackBlocks(buffer, layout, group.size, out.data);
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

static void reduceScatter(osdp_rt_unranked_memref *inMemref,
                          osdp_rt_unranked_memref *outMemref, int32_t dtype,
                          int32_t kind, int64_t dim, int64_t axes) {
  const char *call = "reduce_scatter";
  size_t size = elementSize(dtype, call);
  Tensor in = readMemref(inMemref, size, call, "input");
  Tensor out = readMemref(outMemref, size, call, "output");
  const Group &group = getGroup(axes, call);
  MPI_Op op = mpiOp(dtype, kind, call);
  check(call, osdp::runtime::checkReduceScatterShape(in, out, group.size, dim));
  if (group.size == 1)
    return copy(in, out);

  int count = mpiCount(out.numElements, call);
  BlockLayout layout = blocksAlong(in.sizes, dim, group.size, size);
  // Block j, which position j receives, must be contiguous; it is when
  // nothing comes before `dim`.
  bool direct = layout.isDense() && !overlap(in, out);
  ScratchBuffer packed(direct ? 0 : in.numBytes());
  if (!direct)
    packBlocks(in.data, layout, group.size, packed.get());
  checkMpi(MPI_Reduce_scatter_block(direct ? in.data : packed.get(), out.data,
                                    count, mpiType(dtype), op, group.comm),
           call, "MPI_Reduce_scatter_block");
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
  profiledCollective(OSDP_RT_PROFILE_ALL_REDUCE, in, dtype,
                     [&] { allReduce(in, out, dtype, kind, axes); });
}

void _mlir_ciface_osdp_rt_all_gather(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int64_t dim, int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_ALL_GATHER, in, dtype,
                     [&] { allGather(in, out, dtype, dim, axes); });
}

void _mlir_ciface_osdp_rt_reduce_scatter(osdp_rt_unranked_memref *in,
                                         osdp_rt_unranked_memref *out,
                                         int32_t dtype, int32_t kind,
                                         int64_t dim, int64_t axes) {
  profiledCollective(OSDP_RT_PROFILE_REDUCE_SCATTER, in, dtype,
                     [&] { reduceScatter(in, out, dtype, kind, dim, axes); });
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
