//===- Collectives.cpp - The collectives over device groups ---------------===//
//
// Each collective reads its descriptors, checks the output shape against the
// input shape and the group size, and moves dense row-major buffers with one
// MPI collective on the group's communicator. Collectives along a dimension
// see a tensor as [outer, size along the dimension, inner]: a block along
// the dimension is `outer` contiguous runs, so all_gather unpacks the
// received blocks run by run, reduce_scatter and all_to_all pack each
// destination's block contiguously first. A group of one copies. The entry
// points at the end time and count each call when profiling is on.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstring>

using namespace osdp::rt;

namespace {
/// A tensor seen around dimension `dim`: [outer, size, inner].
struct Around {
  int64_t outer, size, inner;
};
} // namespace

static Around around(const std::vector<int64_t> &sizes, int64_t dim) {
  return {product(sizes, 0, size_t(dim)), sizes[dim],
          product(sizes, size_t(dim) + 1, sizes.size())};
}

/// Copies the `groupSize` blocks along the middle dimension of `from`
/// (seen as [outer, groupSize * block, inner]) to `to`, one after the other,
/// each dense.
static void packBlocks(const char *from, Around shape, int64_t groupSize,
                       size_t elementSize, char *to) {
  int64_t block = shape.size / groupSize;
  size_t run = size_t(block * shape.inner) * elementSize;
  for (int64_t j = 0; j < groupSize; ++j)
    for (int64_t o = 0; o < shape.outer; ++o, to += run)
      std::memcpy(to,
                  from + size_t((o * shape.size + j * block) * shape.inner) *
                             elementSize,
                  run);
}

/// The inverse of packBlocks: `groupSize` dense blocks in `from` become the
/// blocks along the middle dimension of `to`, seen as [outer,
/// groupSize * block, inner].
static void unpackBlocks(const char *from, Around shape, int64_t groupSize,
                         size_t elementSize, char *to) {
  int64_t block = shape.size / groupSize;
  size_t run = size_t(block * shape.inner) * elementSize;
  for (int64_t j = 0; j < groupSize; ++j)
    for (int64_t o = 0; o < shape.outer; ++o, from += run)
      std::memcpy(to + size_t((o * shape.size + j * block) * shape.inner) *
                           elementSize,
                  from, run);
}

static void copy(const Tensor &in, const Tensor &out) {
  if (in.data != out.data && in.numBytes() != 0)
    std::memmove(out.data, in.data, in.numBytes());
}

static bool overlap(const Tensor &a, const Tensor &b) {
  return a.numBytes() && b.numBytes() && a.data < b.data + b.numBytes() &&
         b.data < a.data + a.numBytes();
}

static void checkDim(const char *call, const char *what, int64_t dim,
                     const Tensor &in) {
  if (dim < 0 || dim >= int64_t(in.sizes.size()))
    fatal(call, "%s %lld is not a dimension of the input (shape %s)", what,
          (long long)dim, shapeString(in.sizes).c_str());
}

/// A fatal error unless `out` has shape `expected`; `how` says where the
/// expected shape comes from.
static void checkShape(const char *call, const Tensor &out,
                       const std::vector<int64_t> &expected,
                       const std::string &how) {
  if (out.sizes != expected)
    fatal(call, "the output has shape %s, expected %s (%s)",
          shapeString(out.sizes).c_str(), shapeString(expected).c_str(),
          how.c_str());
}

static std::string describe(const Tensor &in, int64_t groupSize) {
  return "input shape " + shapeString(in.sizes) + ", group size " +
         std::to_string(groupSize);
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
  checkShape(call, out, in.sizes, describe(in, group.size));
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
  checkDim(call, "dimension", dim, in);
  std::vector<int64_t> expected = in.sizes;
  expected[dim] *= group.size;
  checkShape(call, out, expected,
             describe(in, group.size) + ", gathered along dimension " +
                 std::to_string(dim));
  if (group.size == 1)
    return copy(in, out);
  if (overlap(in, out))
    fatal(call, "the input and the output overlap");

  int count = mpiCount(in.numElements, call);
  Around shape = around(out.sizes, dim);
  // With nothing before `dim`, the blocks are already where they belong.
  bool direct = shape.outer == 1;
  ScratchBuffer received(direct ? 0 : out.numBytes());
  char *buffer = direct ? out.data : received.get();
  checkMpi(MPI_Allgather(in.data, count, mpiType(dtype), buffer, count,
                         mpiType(dtype), group.comm),
           call, "MPI_Allgather");
  if (!direct)
    unpackBlocks(buffer, shape, group.size, size, out.data);
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
  checkDim(call, "dimension", dim, in);
  if (in.sizes[dim] % group.size != 0)
    fatal(call,
          "dimension %lld of the input (shape %s) does not split into %d "
          "blocks",
          (long long)dim, shapeString(in.sizes).c_str(), group.size);
  std::vector<int64_t> expected = in.sizes;
  expected[dim] /= group.size;
  checkShape(call, out, expected,
             describe(in, group.size) + ", scattered along dimension " +
                 std::to_string(dim));
  if (group.size == 1)
    return copy(in, out);

  int count = mpiCount(out.numElements, call);
  Around shape = around(in.sizes, dim);
  // Block j, which position j receives, must be contiguous; it is when
  // nothing comes before `dim`.
  bool direct = shape.outer == 1 && !overlap(in, out);
  ScratchBuffer packed(direct ? 0 : in.numBytes());
  if (!direct)
    packBlocks(in.data, shape, group.size, size, packed.get());
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
  checkDim(call, "split dimension", splitDim, in);
  checkDim(call, "concat dimension", concatDim, in);
  if (in.sizes[splitDim] % group.size != 0)
    fatal(call,
          "dimension %lld of the input (shape %s) does not split into %d "
          "blocks",
          (long long)splitDim, shapeString(in.sizes).c_str(), group.size);
  // Every block has the input's shape with the split dimension divided;
  // the output concatenates the blocks received along the concat dimension.
  std::vector<int64_t> block = in.sizes;
  block[splitDim] /= group.size;
  std::vector<int64_t> expected = block;
  expected[concatDim] *= group.size;
  checkShape(call, out, expected,
             describe(in, group.size) + ", split along dimension " +
                 std::to_string(splitDim) + ", concatenated along " +
                 std::to_string(concatDim));
  if (group.size == 1)
    return copy(in, out);
  if (overlap(in, out))
    fatal(call, "the input and the output overlap");

  int count = mpiCount(in.numElements / group.size, call);
  Around inShape = around(in.sizes, splitDim);
  Around outShape = around(out.sizes, concatDim);
  bool packIn = inShape.outer != 1, unpackOut = outShape.outer != 1;
  ScratchBuffer packed(packIn ? in.numBytes() : 0);
  ScratchBuffer received(unpackOut ? out.numBytes() : 0);
  if (packIn)
    packBlocks(in.data, inShape, group.size, size, packed.get());
  checkMpi(MPI_Alltoall(packIn ? packed.get() : in.data, count, mpiType(dtype),
                        unpackOut ? received.get() : out.data, count,
                        mpiType(dtype), group.comm),
           call, "MPI_Alltoall");
  if (unpackOut)
    unpackBlocks(received.get(), outShape, group.size, size, out.data);
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
  checkShape(call, out, in.sizes, describe(in, group.size));
  // (source, target) pairs, flattened: [n, 2] or 2n values.
  if (pairs.numElements % 2 != 0 ||
      (pairs.sizes.size() == 2 && pairs.sizes[1] != 2) ||
      pairs.sizes.size() > 2)
    fatal(call, "the pairs (shape %s) are not (source, target) pairs",
          shapeString(pairs.sizes).c_str());

  int source = MPI_PROC_NULL, target = MPI_PROC_NULL;
  std::vector<bool> isSource(group.size, false), isTarget(group.size, false);
  const int64_t *pair = reinterpret_cast<const int64_t *>(pairs.data);
  for (int64_t i = 0; i < pairs.numElements; i += 2) {
    int64_t from = pair[i], to = pair[i + 1];
    if (from < 0 || from >= group.size || to < 0 || to >= group.size)
      fatal(call, "pair %lld -> %lld is outside a group of %d", (long long)from,
            (long long)to, group.size);
    if (isSource[from] || isTarget[to])
      fatal(call, "pair %lld -> %lld repeats a source or a target",
            (long long)from, (long long)to);
    isSource[from] = isTarget[to] = true;
    if (from == group.position)
      target = int(to);
    if (to == group.position)
      source = int(from);
  }

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
