//===- Collectives.cpp - NCCL communicators and collectives ---------------===//
//
// One world communicator per process, made from an NCCL unique id the host
// hands every rank (osdp-run broadcasts rank 0's over MPI; one rank needs
// none), and the communicators of the mesh's device groups, split from it.
// Collectives run on the communication stream, ordered with the kernels and
// the matrix products around them by events (CommStream.cpp).
//
// NCCL reports a failed peer asynchronously, while its kernels keep
// waiting: the runtime polls ncclCommGetAsyncError while it waits for the
// stream (Device.cpp) and aborts every communicator on any error, which
// ends those kernels and lets the peers fail too.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace osdp::cuda;

namespace {
/// The communicators: the world first, then its splits. Never destroyed,
/// so that a fatal error at exit can still abort them.
std::vector<ncclComm_t> &communicators() {
  static auto *list = new std::vector<ncclComm_t>;
  return *list;
}
/// Whether an error aborted them (for the message of a later call).
bool aborted = false;
/// The ranks of the world communicator.
int worldRanks = 1;

ncclComm_t world() {
  return communicators().empty() ? nullptr : communicators().front();
}

/// `comm` as one of the runtime's communicators.
ncclComm_t communicator(void *comm, const char *call) {
  if (!comm)
    fatal(call, "no communicator (NULL); pass osdp_cuda_comm_world() or a "
                "split of it");
  auto *handle = static_cast<ncclComm_t>(comm);
  const std::vector<ncclComm_t> &list = communicators();
  if (std::find(list.begin(), list.end(), handle) == list.end())
    fatal(call, "%p is not a communicator of the runtime%s", comm,
          aborted ? " (they were aborted after an error)" : "");
  return handle;
}

/// NCCL's type for a reduction over `dtype`.
ncclDataType_t reductionType(int dtype, const char *call) {
  switch (dtype) {
  case OSDP_RT_F32:
    return ncclFloat32;
  case OSDP_RT_F64:
    return ncclFloat64;
  case OSDP_RT_F16:
    return ncclFloat16;
  case OSDP_RT_BF16:
    return ncclBfloat16;
  case OSDP_RT_I8:
    return ncclInt8;
  case OSDP_RT_I32:
    return ncclInt32;
  case OSDP_RT_I64:
    return ncclInt64;
  case OSDP_RT_U8:
  case OSDP_RT_PRED:
    return ncclUint8;
  case OSDP_RT_U32:
    return ncclUint32;
  case OSDP_RT_U64:
    return ncclUint64;
  case OSDP_RT_I16:
  case OSDP_RT_U16:
    fatal(call, "NCCL has no 16-bit integer type to reduce");
  default:
    fatal(call, "unknown element type %d", dtype);
  }
}

/// NCCL's operation for `reduction`; on pred (bytes of 0 and 1) the
/// logical ones, as the CPU runtime does: sum and or are max, prod and and
/// are min.
ncclRedOp_t reductionOp(int reduction, int dtype, const char *call) {
  bool pred = dtype == OSDP_RT_PRED;
  switch (reduction) {
  case OSDP_RT_SUM:
    return pred ? ncclMax : ncclSum;
  case OSDP_RT_PROD:
    return pred ? ncclMin : ncclProd;
  case OSDP_RT_MIN:
    return ncclMin;
  case OSDP_RT_MAX:
    return ncclMax;
  case OSDP_RT_AND:
    if (pred)
      return ncclMin;
    break;
  case OSDP_RT_OR:
    if (pred)
      return ncclMax;
    break;
  default:
    break;
  }
  fatal(call, "reduction %d is not supported on element type %d by NCCL",
        reduction, dtype);
}

/// Joins the world; false with `error`.
bool joinWorld(int rank, int nranks, const void *uniqueId, std::string &error) {
  if (!isStarted()) {
    error = "the CUDA runtime is not started (call osdp_cuda_init)";
    return false;
  }
  if (world()) {
    error = "the world communicator exists already";
    return false;
  }
  if (nranks < 1 || rank < 0 || rank >= nranks || (!uniqueId && nranks > 1)) {
    error = "rank " + std::to_string(rank) + " of " + std::to_string(nranks) +
            (uniqueId ? "" : " without a unique id") + " is not valid";
    return false;
  }
  if (!loadNccl(error))
    return false;
  startedDevice("osdp_cuda_comm_init");
  ncclUniqueId id;
  if (uniqueId)
    std::memcpy(&id, uniqueId, sizeof(id));
  else if (ncclResult_t result = nccl().ncclGetUniqueId(&id)) {
    error = "ncclGetUniqueId failed: " + describeNccl(result, nullptr);
    return false;
  }
  ncclComm_t comm = nullptr;
  if (ncclResult_t result = nccl().ncclCommInitRank(&comm, nranks, id, rank)) {
    error = "ncclCommInitRank failed: " + describeNccl(result, nullptr);
    return false;
  }
  communicators().push_back(comm);
  worldRanks = nranks;
  return true;
}
} // namespace

int osdp::cuda::worldSize() { return worldRanks; }

bool osdp::cuda::communicatorFailed(std::string &message) {
  for (ncclComm_t comm : communicators()) {
    ncclResult_t state = ncclSuccess;
    ncclResult_t result = nccl().ncclCommGetAsyncError(comm, &state);
    if (result == ncclSuccess &&
        (state == ncclSuccess || state == ncclInProgress))
      continue;
    if (result != ncclSuccess)
      state = result;
    message = "an NCCL communicator failed (ncclCommGetAsyncError: " +
              describeNccl(state, comm) + "); a peer may have died";
    return true;
  }
  return false;
}

void osdp::cuda::abortCommunicators() {
  std::vector<ncclComm_t> &list = communicators();
  // The splits before the world they came from.
  for (auto it = list.rbegin(); it != list.rend(); ++it)
    nccl().ncclCommAbort(*it);
  aborted = aborted || !list.empty();
  list.clear();
}

void osdp::cuda::destroyCommunicators() {
  std::vector<ncclComm_t> &list = communicators();
  for (auto it = list.rbegin(); it != list.rend(); ++it) {
    checkNccl(nccl().ncclCommFinalize(*it), "osdp_cuda_finalize",
              "ncclCommFinalize", *it);
    checkNccl(nccl().ncclCommDestroy(*it), "osdp_cuda_finalize",
              "ncclCommDestroy", nullptr);
  }
  list.clear();
  worldRanks = 1;
}

size_t osdp::cuda::elementBytes(int dtype, const char *call) {
  size_t bytes = osdp_rt_dtype_bytes(dtype);
  if (bytes == 0)
    fatal(call, "unknown element type %d", dtype);
  return bytes;
}

int osdp_cuda_get_unique_id(void *out) {
  std::string error;
  ncclResult_t result = ncclSuccess;
  if (loadNccl(error)) {
    result = nccl().ncclGetUniqueId(static_cast<ncclUniqueId *>(out));
    if (result == ncclSuccess)
      return 0;
    error = "ncclGetUniqueId failed: " + describeNccl(result, nullptr);
  }
  fprintf(stderr, "osdp cuda runtime: osdp_cuda_get_unique_id: %s\n",
          error.c_str());
  return 1;
}

int osdp_cuda_comm_init(int rank, int nranks, const void *unique_id,
                        char *error, size_t error_size) {
  std::string message;
  if (!joinWorld(rank, nranks, unique_id, message)) {
    setError(error, error_size, message);
    return 1;
  }
  setWorldRank(rank);
  return 0;
}

void *osdp_cuda_comm_world(void) { return world(); }

void *osdp_cuda_comm_split(int color, int key) {
  const char *call = "osdp_cuda_comm_split";
  startedDevice(call);
  if (!world())
    fatal(call, "no world communicator (call osdp_cuda_comm_init)");
  ncclComm_t comm = nullptr;
  checkNccl(nccl().ncclCommSplit(world(),
                                 color < 0 ? NCCL_SPLIT_NOCOLOR : color, key,
                                 &comm, nullptr),
            call, "ncclCommSplit", world());
  if (comm)
    communicators().push_back(comm);
  return comm;
}

namespace {
/// What a reducing collective hands NCCL: the checked communicator, element
/// type and operation; `count` 0 enqueues nothing.
template <typename Enqueue>
void reduceOnStream(const char *call, const char *ncclCall, size_t count,
                    int dtype, int reduction, void *comm, CUstream stream,
                    Enqueue enqueue) {
  startedDevice(call);
  ncclComm_t handle = communicator(comm, call);
  ncclDataType_t type = reductionType(dtype, call);
  ncclRedOp_t op = reductionOp(reduction, dtype, call);
  if (count == 0)
    return;
  checkNccl(enqueue(type, op, handle, stream), call, ncclCall, handle);
}

/// Queues `enqueue(stream)` on the communication stream between the
/// compute stream's work before it and after it: a blocking collective.
template <typename Enqueue> void blocking(const char *call, Enqueue enqueue) {
  enqueue(beginCollective(call));
  joinCollective(call);
}
} // namespace

void osdp::cuda::enqueueAllReduce(const void *in, void *out, size_t count,
                                  int dtype, int reduction, void *comm,
                                  CUstream stream) {
  reduceOnStream(
      "osdp_cuda_all_reduce", "ncclAllReduce", count, dtype, reduction, comm,
      stream,
      [&](ncclDataType_t type, ncclRedOp_t op, ncclComm_t handle, CUstream on) {
        return nccl().ncclAllReduce(in, out, count, type, op, handle, on);
      });
}

void osdp::cuda::enqueueAllGather(const void *in, void *out, size_t count,
                                  int dtype, void *comm, CUstream stream) {
  const char *call = "osdp_cuda_all_gather";
  startedDevice(call);
  ncclComm_t handle = communicator(comm, call);
  // Gathering only moves data: bytes serve every type.
  size_t bytes = count * elementBytes(dtype, call);
  if (bytes == 0)
    return;
  checkNccl(nccl().ncclAllGather(in, out, bytes, ncclUint8, handle, stream),
            call, "ncclAllGather", handle);
}

void osdp::cuda::enqueueReduceScatter(const void *in, void *out, size_t count,
                                      int dtype, int reduction, void *comm,
                                      CUstream stream) {
  reduceOnStream(
      "osdp_cuda_reduce_scatter", "ncclReduceScatter", count, dtype, reduction,
      comm, stream,
      [&](ncclDataType_t type, ncclRedOp_t op, ncclComm_t handle, CUstream on) {
        return nccl().ncclReduceScatter(in, out, count, type, op, handle, on);
      });
}

void osdp_cuda_all_reduce(const void *in, void *out, size_t count, int dtype,
                          int reduction, void *comm) {
  blocking("osdp_cuda_all_reduce", [&](CUstream stream) {
    enqueueAllReduce(in, out, count, dtype, reduction, comm, stream);
  });
}

void osdp_cuda_all_gather(const void *in, void *out, size_t count, int dtype,
                          void *comm) {
  blocking("osdp_cuda_all_gather", [&](CUstream stream) {
    enqueueAllGather(in, out, count, dtype, comm, stream);
  });
}

void osdp_cuda_reduce_scatter(const void *in, void *out, size_t count,
                              int dtype, int reduction, void *comm) {
  blocking("osdp_cuda_reduce_scatter", [&](CUstream stream) {
    enqueueReduceScatter(in, out, count, dtype, reduction, comm, stream);
  });
}
