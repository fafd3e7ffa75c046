//===- MeshCollectives.cpp - Compiled code's collectives over NCCL --------===//
//
// The entry points convert-osdp-to-runtime{target=cuda} calls: one per
// collective and element type, on memrefs in device memory, the device
// group named by an axes code of the mesh osdp_cuda_set_mesh was given.
// They check what the CPU backend checks (runtime/common/CollectiveShapes.h)
// and queue NCCL's work on the communication stream (CommStream.cpp), after
// the kernels that computed the input; the host never waits. A blocking
// collective's results are waited for by the compute stream at once; one
// issued in flight (`<collective>_start`, from osdp.async_start) returns a
// handle, and the compute stream waits for it at `wait` (osdp.async_wait),
// so that the kernels in between run beside it. Its scratch blocks go back
// to the pool only then.
//
// Each group's communicator is split from the world on the group's first
// collective (ncclCommSplit, collective over the world: every rank runs
// the same collectives in the same order, so they split together), colour
// the rank's group, key its position in the group. A group of one copies.
//
// NCCL gathers and scatters along the outermost dimension. Along another
// one a block is `outer` runs, so those collectives go through a scratch
// buffer from the pool, packed or unpacked with one 2D copy per block;
// all_to_all and collective_permute are grouped sends and receives.
//
//===----------------------------------------------------------------------===//

#include "CollectiveShapes.h"
#include "Internal.h"

#include "osdp/Support/MeshTopology.h"

#include <climits>
#include <map>
#include <vector>

using namespace osdp::cuda;
using osdp::runtime::BlockLayout;
using osdp::runtime::Tensor;

namespace {

struct Group {
  /// NULL for a group of one.
  ncclComm_t comm = nullptr;
  int64_t size = 1;
  int64_t position = 0;
};

struct MeshState {
  bool set = false;
  std::vector<int64_t> axisSizes;
  /// This rank's row-major position on the mesh.
  int64_t position = 0;
  std::map<int64_t, Group> groups;
};

MeshState &mesh() {
  static MeshState state;
  return state;
}

void check(const char *call, const std::string &error) {
  if (!error.empty())
    fatal(call, "%s", error.c_str());
}

const Group &groupOf(int64_t axesCode, const char *call) {
  MeshState &m = mesh();
  if (!m.set)
    fatal(call, "no mesh (call osdp_cuda_set_mesh)");
  auto found = m.groups.find(axesCode);
  if (found != m.groups.end())
    return found->second;
  std::vector<unsigned> axes;
  check(call,
        osdp::runtime::decodeAxesCode(axesCode, m.axisSizes.size(), axes));
  osdp::GroupPlace place = osdp::placeInGroups(m.position, m.axisSizes, axes);
  Group group;
  for (unsigned axis : axes)
    group.size *= m.axisSizes[axis];
  group.position = place.position;
  if (group.size > 1) {
    group.comm = static_cast<ncclComm_t>(
        osdp_cuda_comm_split(int(place.group), int(place.position)));
    if (!group.comm)
      fatal(call, "ncclCommSplit gave no communicator for group %lld",
            (long long)place.group);
  }
  return m.groups.emplace(axesCode, group).first->second;
}

Tensor tensorOf(const osdp_rt_unranked_memref *memref, int dtype,
                const char *call, const char *what) {
  Tensor tensor;
  check(call, osdp::runtime::readTensor(memref, elementBytes(dtype, call), what,
                                        tensor));
  return tensor;
}

void copyOnStream(void *to, const void *from, size_t bytes, CUstream stream,
                  const char *call) {
  if (to == from || bytes == 0)
    return;
  OSDP_CU(call, cuMemcpyAsync, CUdeviceptr(to), CUdeviceptr(from), bytes,
          stream);
}

/// `rows` runs of `width` bytes from `from` (`fromPitch` apart) to `to`
/// (`toPitch` apart), on the stream.
void copyRuns(char *to, size_t toPitch, const char *from, size_t fromPitch,
              size_t width, size_t rows, CUstream stream, const char *call) {
  if (width == 0 || rows == 0)
    return;
  // The driver's 2D copies take pitches below 2^31; longer ones go run by
  // run.
  if (toPitch > INT_MAX || fromPitch > INT_MAX) {
    for (size_t r = 0; r < rows; ++r)
      copyOnStream(to + r * toPitch, from + r * fromPitch, width, stream, call);
    return;
  }
  CUDA_MEMCPY2D copy = {};
  copy.srcMemoryType = CU_MEMORYTYPE_DEVICE;
  copy.srcDevice = CUdeviceptr(from);
  copy.srcPitch = fromPitch;
  copy.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  copy.dstDevice = CUdeviceptr(to);
  copy.dstPitch = toPitch;
  copy.WidthInBytes = width;
  copy.Height = rows;
  OSDP_CU(call, cuMemcpy2DAsync, &copy, stream);
}

/// Strided blocks of `from` to dense ones in `to`, and back.
void packBlocks(const char *from, const BlockLayout &layout, int64_t n,
                char *to, CUstream stream, const char *call) {
  for (int64_t j = 0; j < n; ++j)
    copyRuns(to + layout.denseOffset(j), layout.runBytes,
             from + layout.stridedOffset(j), layout.pitchBytes, layout.runBytes,
             layout.rows, stream, call);
}
void unpackBlocks(const char *from, const BlockLayout &layout, int64_t n,
                  char *to, CUstream stream, const char *call) {
  for (int64_t j = 0; j < n; ++j)
    copyRuns(to + layout.stridedOffset(j), layout.pitchBytes,
             from + layout.denseOffset(j), layout.runBytes, layout.runBytes,
             layout.rows, stream, call);
}

BlockLayout blocksAlong(const Tensor &tensor, int64_t dim, int64_t n) {
  return osdp::runtime::blockLayout(osdp::runtime::around(tensor.sizes, dim), n,
                                    tensor.elementSize);
}

/// A device buffer from the pool for the length of one collective. A
/// blocking collective frees it at once: the compute stream waits for the
/// collective before any later kernel can be queued on the block. One in
/// flight hands it to its DeferredFrees, freed after the wait.
class Scratch {
public:
  Scratch(size_t bytes, const char *call)
      : call(call),
        data(bytes ? static_cast<char *>(poolAllocate(bytes, false, call))
                   : nullptr) {}
  ~Scratch() {
    if (!data)
      return;
    if (std::vector<void *> *deferred = DeferredFrees::active())
      deferred->push_back(data);
    else
      poolFree(data, call);
  }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
  const char *call;
  char *const data;
};

void checkNoOverlap(const Tensor &in, const Tensor &out, const char *call) {
  if (in.data != out.data && osdp::runtime::overlap(in, out))
    fatal(call, "the input and the output overlap without being the same");
}

/// Sends and receives between the members of `group`, as one NCCL group.
template <typename Body>
void pointToPoint(const Group &group, const char *call, Body body) {
  checkNccl(nccl().ncclGroupStart(), call, "ncclGroupStart", group.comm);
  body();
  checkNccl(nccl().ncclGroupEnd(), call, "ncclGroupEnd", group.comm);
}

void send(const void *data, size_t bytes, int64_t peer, const Group &group,
          CUstream stream, const char *call) {
  checkNccl(
      nccl().ncclSend(data, bytes, ncclUint8, int(peer), group.comm, stream),
      call, "ncclSend", group.comm);
}
void receive(void *data, size_t bytes, int64_t peer, const Group &group,
             CUstream stream, const char *call) {
  checkNccl(
      nccl().ncclRecv(data, bytes, ncclUint8, int(peer), group.comm, stream),
      call, "ncclRecv", group.comm);
}

//===----------------------------------------------------------------------===//
// The collectives
//===----------------------------------------------------------------------===//

void allReduce(osdp_rt_unranked_memref *inMemref,
               osdp_rt_unranked_memref *outMemref, int dtype, int kind,
               int64_t axes, CUstream stream) {
  const char *call = "all_reduce";
  Tensor in = tensorOf(inMemref, dtype, call, "input");
  Tensor out = tensorOf(outMemref, dtype, call, "output");
  const Group &group = groupOf(axes, call);
  check(call, osdp::runtime::checkSameShape(in, out, group.size));
  checkNoOverlap(in, out, call);
  if (group.size == 1)
    return copyOnStream(out.data, in.data, in.numBytes(), stream, call);
  enqueueAllReduce(in.data, out.data, size_t(in.numElements), dtype, kind,
                   group.comm, stream);
}

void allGather(osdp_rt_unranked_memref *inMemref,
               osdp_rt_unranked_memref *outMemref, int dtype, int64_t dim,
               int64_t axes, CUstream stream) {
  const char *call = "all_gather";
  Tensor in = tensorOf(inMemref, dtype, call, "input");
  Tensor out = tensorOf(outMemref, dtype, call, "output");
  const Group &group = groupOf(axes, call);
  check(call, osdp::runtime::checkAllGatherShape(in, out, group.size, dim));
  if (osdp::runtime::overlap(in, out))
    fatal(call, "the input and the output overlap");
  if (group.size == 1)
    return copyOnStream(out.data, in.data, in.numBytes(), stream, call);
  BlockLayout layout = blocksAlong(out, dim, group.size);
  Scratch gathered(layout.isDense() ? 0 : out.numBytes(), call);
  char *target = layout.isDense() ? out.data : gathered.data;
  enqueueAllGather(in.data, target, size_t(in.numElements), dtype, group.comm,
                   stream);
  if (!layout.isDense())
    unpackBlocks(gathered.data, layout, group.size, out.data, stream, call);
}

void reduceScatter(osdp_rt_unranked_memref *inMemref,
                   osdp_rt_unranked_memref *outMemref, int dtype, int kind,
                   int64_t dim, int64_t axes, CUstream stream) {
  const char *call = "reduce_scatter";
  Tensor in = tensorOf(inMemref, dtype, call, "input");
  Tensor out = tensorOf(outMemref, dtype, call, "output");
  const Group &group = groupOf(axes, call);
  check(call, osdp::runtime::checkReduceScatterShape(in, out, group.size, dim));
  if (group.size == 1)
    return copyOnStream(out.data, in.data, in.numBytes(), stream, call);
  BlockLayout layout = blocksAlong(in, dim, group.size);
  // Block j, which position j receives, must be dense; and NCCL reads the
  // whole input while it writes the output.
  bool direct = layout.isDense() && !osdp::runtime::overlap(in, out);
  Scratch packed(direct ? 0 : in.numBytes(), call);
  if (!direct)
    packBlocks(in.data, layout, group.size, packed.data, stream, call);
  enqueueReduceScatter(direct ? in.data : packed.data, out.data,
                       size_t(out.numElements), dtype, kind, group.comm,
                       stream);
}

void allToAll(osdp_rt_unranked_memref *inMemref,
              osdp_rt_unranked_memref *outMemref, int dtype, int64_t splitDim,
              int64_t concatDim, int64_t axes, CUstream stream) {
  const char *call = "all_to_all";
  Tensor in = tensorOf(inMemref, dtype, call, "input");
  Tensor out = tensorOf(outMemref, dtype, call, "output");
  const Group &group = groupOf(axes, call);
  check(call, osdp::runtime::checkAllToAllShape(in, out, group.size, splitDim,
                                                concatDim));
  if (osdp::runtime::overlap(in, out))
    fatal(call, "the input and the output overlap");
  if (group.size == 1)
    return copyOnStream(out.data, in.data, in.numBytes(), stream, call);
  BlockLayout sent = blocksAlong(in, splitDim, group.size);
  BlockLayout got = blocksAlong(out, concatDim, group.size);
  Scratch packed(sent.isDense() ? 0 : in.numBytes(), call);
  Scratch received(got.isDense() ? 0 : out.numBytes(), call);
  if (!sent.isDense())
    packBlocks(in.data, sent, group.size, packed.data, stream, call);
  const char *from = sent.isDense() ? in.data : packed.data;
  char *to = got.isDense() ? out.data : received.data;
  size_t blockBytes = in.numBytes() / size_t(group.size);
  pointToPoint(group, call, [&] {
    for (int64_t peer = 0; peer < group.size; ++peer) {
      send(from + size_t(peer) * blockBytes, blockBytes, peer, group, stream,
           call);
      receive(to + size_t(peer) * blockBytes, blockBytes, peer, group, stream,
              call);
    }
  });
  if (!got.isDense())
    unpackBlocks(received.data, got, group.size, out.data, stream, call);
}

void collectivePermute(osdp_rt_unranked_memref *inMemref,
                       osdp_rt_unranked_memref *outMemref, int dtype,
                       int64_t axes, osdp_rt_unranked_memref *pairsMemref,
                       CUstream stream) {
  const char *call = "collective_permute";
  Tensor in = tensorOf(inMemref, dtype, call, "input");
  Tensor out = tensorOf(outMemref, dtype, call, "output");
  // The pairs are a constant of the program, in host memory.
  Tensor pairs = tensorOf(pairsMemref, OSDP_RT_I64, call, "pairs");
  const Group &group = groupOf(axes, call);
  check(call, osdp::runtime::checkSameShape(in, out, group.size));
  checkNoOverlap(in, out, call);
  osdp::runtime::PermutePeers peers;
  check(call,
        osdp::runtime::permutePeers(pairs, group.size, group.position, peers));
  size_t bytes = in.numBytes();
  if (peers.source == group.position && peers.target == group.position)
    return copyOnStream(out.data, in.data, bytes, stream, call);
  // In place, what is sent must not be what is received into.
  bool staged = in.data == out.data && peers.source >= 0 && peers.target >= 0 &&
                bytes != 0;
  Scratch sent(staged ? bytes : 0, call);
  if (staged)
    copyOnStream(sent.data, in.data, bytes, stream, call);
  const char *from = staged ? sent.data : in.data;
  if (bytes != 0 && (peers.source >= 0 || peers.target >= 0))
    pointToPoint(group, call, [&] {
      if (peers.target >= 0)
        send(from, bytes, peers.target, group, stream, call);
      if (peers.source >= 0)
        receive(out.data, bytes, peers.source, group, stream, call);
    });
  // A position no pair sends to receives zeros.
  if (peers.source < 0 && bytes != 0)
    OSDP_CU(call, cuMemsetD8Async, CUdeviceptr(out.data), 0, bytes, stream);
}

//===----------------------------------------------------------------------===//
// Blocking, and in flight
//===----------------------------------------------------------------------===//

/// Queues `collective` on the communication stream and makes the compute
/// stream wait for it.
template <typename Collective>
void runBlocking(const char *call, Collective collective) {
  collective(beginCollective(call));
  joinCollective(call);
}

/// A collective in flight: the buffers it was started on, the event that
/// marks its end, and the scratch blocks it uses until then.
struct InFlight {
  const char *in = nullptr, *out = nullptr;
  CUevent end = nullptr;
  std::vector<void *> scratch;
};

struct InFlightTable {
  std::map<int64_t, InFlight> byHandle;
  int64_t nextHandle = 1;
};

InFlightTable &inFlight() {
  static InFlightTable table;
  return table;
}

/// Queues `collective` on the communication stream and returns the handle
/// its wait takes.
template <typename Collective>
int64_t start(const char *call, osdp_rt_unranked_memref *in,
              osdp_rt_unranked_memref *out, int dtype, Collective collective) {
  InFlight flight;
  flight.in = tensorOf(in, dtype, call, "input").data;
  flight.out = tensorOf(out, dtype, call, "output").data;
  {
    DeferredFrees deferred(flight.scratch);
    collective(beginCollective(call));
  }
  flight.end = markCollectiveEnd(call);
  InFlightTable &table = inFlight();
  int64_t handle = table.nextHandle++;
  table.byHandle.emplace(handle, std::move(flight));
  return handle;
}

/// Makes the compute stream wait for the collective `handle` names, which
/// was started on `in` and `out`, and returns its scratch blocks to the
/// pool.
void wait(int64_t handle, osdp_rt_unranked_memref *in,
          osdp_rt_unranked_memref *out, int dtype) {
  const char *call = "wait";
  InFlightTable &table = inFlight();
  auto found = table.byHandle.find(handle);
  if (found == table.byHandle.end())
    fatal(call, "handle %lld names no collective in flight",
          static_cast<long long>(handle));
  if (tensorOf(in, dtype, call, "input").data != found->second.in ||
      tensorOf(out, dtype, call, "output").data != found->second.out)
    fatal(call, "waited for on other buffers than it was started on");
  awaitCollectiveEnd(found->second.end, call);
  for (void *block : found->second.scratch)
    poolFree(block, call);
  table.byHandle.erase(found);
}

} // namespace

//===----------------------------------------------------------------------===//
// The mesh, and the entry points of compiled code
//===----------------------------------------------------------------------===//

int osdp_cuda_set_mesh(int32_t num_axes, const int64_t *axis_sizes,
                       const int64_t *device_ids, char *error,
                       size_t error_size) {
  MeshState &m = mesh();
  int rank = deviceState().rank < 0 ? 0 : deviceState().rank;
  osdp::runtime::MeshPlace place;
  std::string message = osdp::runtime::checkMesh(
      num_axes, axis_sizes, device_ids, rank, worldSize(), place);
  if (!message.empty()) {
    setError(error, error_size, message);
    return 1;
  }
  m.axisSizes = std::move(place.axisSizes);
  m.position = place.position;
  m.groups.clear();
  m.set = true;
  return 0;
}

void osdp::cuda::releaseMesh() {
  mesh() = MeshState();
  // Their events went with the streams they were recorded on.
  inFlight() = InFlightTable();
}

int64_t osdp_cuda_partition_id(void) {
  return deviceState().rank < 0 ? 0 : deviceState().rank;
}

#define OSDP_CUDA_COLLECTIVE_ENTRIES(T, DTYPE)                                 \
  void _mlir_ciface_osdp_cuda_all_reduce_##T(osdp_rt_unranked_memref *in,      \
                                             osdp_rt_unranked_memref *out,     \
                                             int32_t kind, int64_t axes) {     \
    runBlocking("all_reduce", [&](CUstream stream) {                           \
      allReduce(in, out, DTYPE, kind, axes, stream);                           \
    });                                                                        \
  }                                                                            \
  void _mlir_ciface_osdp_cuda_all_gather_##T(osdp_rt_unranked_memref *in,      \
                                             osdp_rt_unranked_memref *out,     \
                                             int64_t dim, int64_t axes) {      \
    runBlocking("all_gather", [&](CUstream stream) {                           \
      allGather(in, out, DTYPE, dim, axes, stream);                            \
    });                                                                        \
  }                                                                            \
  void _mlir_ciface_osdp_cuda_reduce_scatter_##T(                              \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out, int32_t kind, \
      int64_t dim, int64_t axes) {                                             \
    runBlocking("reduce_scatter", [&](CUstream stream) {                       \
      reduceScatter(in, out, DTYPE, kind, dim, axes, stream);                  \
    });                                                                        \
  }                                                                            \
  void _mlir_ciface_osdp_cuda_all_to_all_##T(                                  \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out,               \
      int64_t split_dim, int64_t concat_dim, int64_t axes) {                   \
    runBlocking("all_to_all", [&](CUstream stream) {                           \
      allToAll(in, out, DTYPE, split_dim, concat_dim, axes, stream);           \
    });                                                                        \
  }                                                                            \
  void _mlir_ciface_osdp_cuda_collective_permute_##T(                          \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out, int64_t axes, \
      osdp_rt_unranked_memref *pairs) {                                        \
    runBlocking("collective_permute", [&](CUstream stream) {                   \
      collectivePermute(in, out, DTYPE, axes, pairs, stream);                  \
    });                                                                        \
  }                                                                            \
  int64_t _mlir_ciface_osdp_cuda_all_reduce_start_##T(                         \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out, int32_t kind, \
      int64_t axes) {                                                          \
    return start("all_reduce_start", in, out, DTYPE, [&](CUstream stream) {    \
      allReduce(in, out, DTYPE, kind, axes, stream);                           \
    });                                                                        \
  }                                                                            \
  int64_t _mlir_ciface_osdp_cuda_all_gather_start_##T(                         \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out, int64_t dim,  \
      int64_t axes) {                                                          \
    return start("all_gather_start", in, out, DTYPE, [&](CUstream stream) {    \
      allGather(in, out, DTYPE, dim, axes, stream);                            \
    });                                                                        \
  }                                                                            \
  int64_t _mlir_ciface_osdp_cuda_reduce_scatter_start_##T(                     \
      osdp_rt_unranked_memref *in, osdp_rt_unranked_memref *out, int32_t kind, \
      int64_t dim, int64_t axes) {                                             \
    return start("reduce_scatter_start", in, out, DTYPE,                       \
                 [&](CUstream stream) {                                        \
                   reduceScatter(in, out, DTYPE, kind, dim, axes, stream);     \
                 });                                                           \
  }                                                                            \
  void _mlir_ciface_osdp_cuda_wait_##T(int64_t handle,                         \
                                       osdp_rt_unranked_memref *in,            \
                                       osdp_rt_unranked_memref *out) {         \
    wait(handle, in, out, DTYPE);                                              \
  }

OSDP_ABI_FOR_EACH_DTYPE(OSDP_CUDA_COLLECTIVE_ENTRIES)
#undef OSDP_CUDA_COLLECTIVE_ENTRIES
