//===- Internal.h - What the runtime's source files share -------*- C++ -*-===//
//
// The state of the runtime (the mesh, this rank's place on it), fatal errors,
// tensor views of memref descriptors, device-group communicators and the MPI
// types and reduction operations of each element type. Nothing here is
// exported: the library's interface is the C ABI of Runtime.h.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUNTIME_LIB_INTERNAL_H
#define OSDP_RUNTIME_LIB_INTERNAL_H

// The library is built with hidden visibility; the C ABI is what it exports.
#pragma GCC visibility push(default)
#include "osdp/Runtime/Runtime.h"
#pragma GCC visibility pop

#include "CollectiveShapes.h"
#include "Tensor.h"

#include <cblas.h>
#include <mpi.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace osdp {
namespace rt {

//===----------------------------------------------------------------------===//
// Runtime.cpp: state and errors
//===----------------------------------------------------------------------===//

/// The mesh the runtime was started with (checked by the rules both
/// backends share, runtime/common/CollectiveShapes.h).
using Mesh = runtime::MeshPlace;

/// The mesh; a fatal error names `call` if the runtime is not started.
const Mesh &getMesh(const char *call);

/// The runtime's duplicate of MPI_COMM_WORLD (its errors return to the
/// runtime, and its traffic never matches the application's).
MPI_Comm getWorld();

/// Prints "osdp runtime: rank R: CALL: MESSAGE" on stderr and aborts every
/// rank. `message` is printf-style.
[[noreturn]] void fatal(const char *call, const char *message, ...)
    __attribute__((format(printf, 2, 3)));

/// A fatal error naming `function` and MPI's description of `rc`, unless
/// `rc` is MPI_SUCCESS.
void checkMpi(int rc, const char *call, const char *function);

/// The BLAS entry points the runtime calls (Blas.cpp): OpenBLAS, loaded on
/// first use with kernels the CPU supports.
struct BlasLibrary {
  void (*sgemm)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, blasint, blasint,
                blasint, float, const float *, blasint, const float *, blasint,
                float, float *, blasint);
  void (*dgemm)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, blasint, blasint,
                blasint, double, const double *, blasint, const double *,
                blasint, double, double *, blasint);
  void (*setThreads)(int);
  char *(*coreName)();
};
const BlasLibrary &blasLibrary();

/// Sets how many threads BLAS uses in this process.
void setBlasThreads(int threads);

/// An element count that must fit MPI's `int` counts.
int mpiCount(int64_t count, const char *call);

//===----------------------------------------------------------------------===//
// ThreadPool.cpp: the threads of a rank (OpenMPEntryPoints.cpp calls them)
//===----------------------------------------------------------------------===//

/// The body of a parallel region, as libomp calls it: the thread's global
/// id, its number in the team, then the region's captured values.
using Microtask = void (*)(int32_t *gtid, int32_t *tid, ...);

/// The most captured values a region may pass (MLIR passes one pointer).
constexpr int kMaxMicrotaskArgs = 16;

/// The threads of this rank: OSDP_NUM_THREADS if set (a fatal error unless
/// it is a positive integer), else the cores this process may use divided
/// among `ranksOnNode` ranks (at least one).
int threadsPerRank(int ranksOnNode);

/// Sets the threads of parallel regions (from the next one) and of BLAS.
void setRankThreads(int threads);

/// Runs `task` with `argc` arguments on a team of the pool's threads, the
/// caller being thread 0 (on a team of one when the pool is in use: a
/// nested region); returns when every thread has finished.
void runParallel(Microtask task, int argc, void *const *args);

/// Runs `task` on the calling thread alone (a team of one).
void runSerialized(Microtask task, int argc, void *const *args);

/// The size of the calling thread's next team (at most the pool's).
void pushNumThreads(int32_t threads);

/// Makes the calling thread a team of one until exitSerialized (nestable).
void enterSerialized();
void exitSerialized(const char *call);

/// The calling thread's global id: 0 outside the pool.
int32_t globalThreadId();

/// Waits for every thread of the calling thread's team.
void teamBarrier();

/// Brackets the combination of a thread's reduction values with the
/// shared ones: one thread at a time; `wait` ends with a team barrier.
void beginReduction();
void endReduction(bool wait);

/// libomp's static schedules (34, and 33 with `chunk`) of [lower, upper] by
/// `incr` for the calling thread: its first iteration, its last (of the
/// first chunk), the distance between its chunks, and whether it runs the
/// last iteration. An empty share has upper == lower - 1 (+ 1 downwards).
template <typename T>
void staticInit(int32_t schedule, int32_t *lastIter, T *lower, T *upper,
                std::make_signed_t<T> *stride, std::make_signed_t<T> incr,
                std::make_signed_t<T> chunk);

//===----------------------------------------------------------------------===//
// Memref.cpp: tensors as compiled code passes them
//===----------------------------------------------------------------------===//

using runtime::product;
using runtime::shapeString;
using runtime::Tensor;

/// The tensor that `memref` describes, with elements of `elementSize` bytes.
/// A null or non-contiguous descriptor is a fatal error naming `call` and
/// `what` (e.g. "input").
Tensor readMemref(const osdp_rt_unranked_memref *memref, size_t elementSize,
                  const char *call, const char *what);

//===----------------------------------------------------------------------===//
// Communicators.cpp: device groups
//===----------------------------------------------------------------------===//

/// This rank's group over some axes.
struct Group {
  MPI_Comm comm = MPI_COMM_NULL;
  int size = 1;
  int position = 0;
};

/// The group of this rank over the axes of `axesCode` (see Runtime.h),
/// created on first use and cached. The creation is collective over the
/// group's members only, which must first use their common groups in the
/// same order (as they do any collective over them).
const Group &getGroup(int64_t axesCode, const char *call);

/// Frees every communicator.
void freeGroups();

//===----------------------------------------------------------------------===//
// Reductions.cpp: element types and reductions
//===----------------------------------------------------------------------===//

/// The size of one element of `dtype`; a fatal error if it is no dtype.
size_t elementSize(int32_t dtype, const char *call);

/// The MPI datatype that carries one element of `dtype` (f16 and bf16 as
/// 16-bit unsigned integers).
MPI_Datatype mpiType(int32_t dtype);

/// The MPI operation of reduction `kind` on `dtype` (built in, or one of
/// the runtime's for f16 and bf16); a fatal error where it does not apply.
MPI_Op mpiOp(int32_t dtype, int32_t kind, const char *call);

/// Frees the runtime's own MPI operations.
void freeReductionOps();

/// IEEE half and bfloat16 to and from float, rounding to nearest even.
float halfToFloat(uint16_t bits);
uint16_t floatToHalf(float value);
float bf16ToFloat(uint16_t bits);
uint16_t floatToBf16(float value);

//===----------------------------------------------------------------------===//
// Allocator.cpp: the program's heap buffers, counted
//===----------------------------------------------------------------------===//

/// Counts `bytes` allocated (raising the high-water mark) or freed.
void noteAllocated(int64_t bytes);
void noteFreed(int64_t bytes);

/// A counted block of scratch memory for the life of a call; empty when
/// `bytes` is 0. Out of memory is a fatal error.
class ScratchBuffer {
public:
  explicit ScratchBuffer(size_t bytes);
  ~ScratchBuffer();
  ScratchBuffer(const ScratchBuffer &) = delete;
  ScratchBuffer &operator=(const ScratchBuffer &) = delete;
  char *get() const { return data.get(); }

private:
  std::unique_ptr<char[]> data;
  size_t bytes;
};

//===----------------------------------------------------------------------===//
// Collectives.cpp: the transfers blocking and in-flight collectives share
//===----------------------------------------------------------------------===//

/// One all_reduce, all_gather or reduce_scatter, checked and staged: the
/// one MPI call that moves its data, and what is left to do after it.
struct Transfer {
  const char *call = "";
  osdp_rt_profile_kind kind = OSDP_RT_PROFILE_ALL_REDUCE;
  const Group *group = nullptr;
  Tensor in, out;
  /// A group of one: the output is a copy of the input.
  bool local = false;
  MPI_Datatype type = MPI_DATATYPE_NULL;
  MPI_Op op = MPI_OP_NULL;
  int count = 0;
  const void *send = nullptr;
  void *receive = nullptr;
  /// Packed blocks (reduce_scatter) or received ones (all_gather, laid
  /// out as `layout` says once they are in).
  std::unique_ptr<ScratchBuffer> staging;
  osdp::runtime::BlockLayout layout;
};

Transfer planAllReduce(osdp_rt_unranked_memref *in,
                       osdp_rt_unranked_memref *out, int32_t dtype,
                       int32_t kind, int64_t axes);
Transfer planAllGather(osdp_rt_unranked_memref *in,
                       osdp_rt_unranked_memref *out, int32_t dtype, int64_t dim,
                       int64_t axes);
Transfer planReduceScatter(osdp_rt_unranked_memref *in,
                           osdp_rt_unranked_memref *out, int32_t dtype,
                           int32_t kind, int64_t dim, int64_t axes);
/// Makes the MPI call of `t`: blocking with no `request`, else
/// non-blocking, to be completed through `request`.
void issue(Transfer &t, MPI_Request *request);
/// What is left once the data of `t` has arrived.
void finish(Transfer &t);

//===----------------------------------------------------------------------===//
// AsyncCollectives.cpp: collectives in flight
//===----------------------------------------------------------------------===//

/// Lets the collectives and the sends in flight move on (MPI progresses a
/// non-blocking call only inside MPI calls): called where the runtime is
/// entered anyway, on the thread that issued them.
void progressCollectives();

//===----------------------------------------------------------------------===//
// PointToPoint.cpp: messages between pipeline stages
//===----------------------------------------------------------------------===//

/// Lets the sends in flight move on and frees the copies of those done.
void progressSends();
/// Waits until every send in flight has left (before the communicators
/// go).
void finishSends();

//===----------------------------------------------------------------------===//
// Profile.cpp: time and calls inside GEMM and the collectives
//===----------------------------------------------------------------------===//

/// Whether profiling is on; every GEMM and collective call reads it once.
extern std::atomic<bool> profilingOn;

inline bool profiling() {
  return __builtin_expect(profilingOn.load(std::memory_order_relaxed), 0);
}

using ProfileClock = std::chrono::steady_clock;

inline double secondsSince(ProfileClock::time_point start) {
  return std::chrono::duration<double>(ProfileClock::now() - start).count();
}

/// Counts one collective call of `kind` that took `seconds` on an input of
/// `bytes`.
void recordCollective(osdp_rt_profile_kind kind, double seconds, int64_t bytes);

/// Counts one GEMM call (`batch` products of m x k by k x n).
void recordGemm(int32_t dtype, bool transA, bool transB, int64_t batch,
                int64_t m, int64_t n, int64_t k, double seconds);

//===----------------------------------------------------------------------===//
// Watchdog.cpp, FaultInjection.cpp: collectives that wait too long, faults
//===----------------------------------------------------------------------===//

/// Reads OSDP_RT_TIMEOUT_SECONDS and starts the thread that ends the
/// process (of `rank`) when a collective waits longer; false with `error`
/// on a bad setting.
bool startWatchdog(int rank, std::string &error);
void stopWatchdog();

/// Shares this rank's progress with the other ranks of its node
/// (PeerProgress.cpp), so that a watchdog can name the rank that stopped.
/// Collective over `world`; without shared memory, nothing is shared.
void openPeerProgress(MPI_Comm world, int worldRank);
void closePeerProgress();
/// This rank is alive (called by its watchdog thread).
void publishHeartbeat();
/// This rank has entered `entered` collectives.
void publishEntered(int64_t entered);
/// The ranks of this node that have not entered this rank's collective
/// number `index`, and why, as one sentence.
std::string describeLaggingPeers(int64_t index);

/// Enters this rank's next collective, of `kind`, and returns its index
/// among this rank's collectives (the fault tests act here).
int64_t enterCollective(osdp_rt_profile_kind kind);
/// Leaves collective `index` (the fault tests act here too).
void leaveCollective(int64_t index);

/// This rank's time blocked in collective `index`, watched.
class BlockedScope {
public:
  BlockedScope(osdp_rt_profile_kind kind, int64_t index);
  ~BlockedScope();
  BlockedScope(const BlockedScope &) = delete;
  BlockedScope &operator=(const BlockedScope &) = delete;
};

/// This rank's time inside one blocking collective: entered, watched while
/// blocked, left.
class CollectiveScope {
public:
  explicit CollectiveScope(osdp_rt_profile_kind kind)
      : index(enterCollective(kind)), blocked(std::in_place, kind, index) {}
  ~CollectiveScope() {
    blocked.reset();
    leaveCollective(index);
  }
  CollectiveScope(const CollectiveScope &) = delete;
  CollectiveScope &operator=(const CollectiveScope &) = delete;

private:
  int64_t index;
  std::optional<BlockedScope> blocked;
};

enum class FaultPoint { Before, After };

/// Reads OSDP_RT_FAULT (FaultInjection.cpp) for this process, of `rank`;
/// false with `error` on a bad setting.
bool armFaultInjection(int rank, std::string &error);
/// Kills or stops this rank if OSDP_RT_FAULT names this point of its
/// collective number `index`.
void injectFault(FaultPoint point, int64_t index);

/// Runs `body`, the collective `kind` on input `in` of `dtype`, watched;
/// timed and counted when profiling is on (one branch when it is off).
template <typename Body>
inline void profiledCollective(osdp_rt_profile_kind kind,
                               const osdp_rt_unranked_memref *in, int32_t dtype,
                               Body &&body) {
  CollectiveScope scope(kind);
  if (!profiling())
    return body();
  ProfileClock::time_point start = ProfileClock::now();
  body();
  double seconds = secondsSince(start);
  // The call checked the descriptor and the element type.
  Tensor input =
      readMemref(in, elementSize(dtype, "profile"), "profile", "input");
  recordCollective(kind, seconds, int64_t(input.numBytes()));
}

} // namespace rt
} // namespace osdp

#endif // OSDP_RUNTIME_LIB_INTERNAL_H
