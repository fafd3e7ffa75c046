//===- Internal.h - What the CUDA runtime's source files share --*- C++ -*-===//
//
// The CUDA, cuBLAS and NCCL functions the runtime loads at run time, the
// state of the device, fatal errors and the checks of every status. Nothing
// here is exported: the library's interface is the C ABI of CudaRuntime.h.
//
// The official headers give the types and prototypes only: the function
// tables below are declared from them (`decltype(&::cuInit)`), so a
// prototype the runtime calls cannot drift from the library's, and the
// symbols are looked up by the names the headers map them to
// (cuMemAlloc is cuMemAlloc_v2), as a program linked against them would.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUNTIME_CUDA_LIB_INTERNAL_H
#define OSDP_RUNTIME_CUDA_LIB_INTERNAL_H

// The library is built with hidden visibility; the C ABI is what it exports.
#pragma GCC visibility push(default)
#include "osdp/Runtime/CudaRuntime.h"
#pragma GCC visibility pop

#include <cublas_v2.h>
#include <cuda.h>
#include <nccl.h>

#include <functional>
#include <string>
#include <vector>

namespace osdp {
namespace cuda {

//===----------------------------------------------------------------------===//
// Libraries.cpp: the libraries, loaded at run time
//===----------------------------------------------------------------------===//

// The name a symbol has in its library: the header's macros expanded
// ("cuMemAlloc" is "cuMemAlloc_v2").
#define OSDP_CUDA_STRINGIFY(x) #x
#define OSDP_CUDA_SYMBOL_NAME(function) OSDP_CUDA_STRINGIFY(function)

#define OSDP_CUDA_DRIVER_FUNCTIONS(X)                                          \
  X(cuInit)                                                                    \
  X(cuDriverGetVersion)                                                        \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetName)                                                           \
  X(cuDeviceGetAttribute)                                                      \
  X(cuDeviceTotalMem)                                                          \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuDevicePrimaryCtxRelease)                                                 \
  X(cuCtxSetCurrent)                                                           \
  X(cuStreamCreate)                                                            \
  X(cuStreamDestroy)                                                           \
  X(cuStreamQuery)                                                             \
  X(cuStreamWaitEvent)                                                         \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventRecord)                                                             \
  X(cuEventQuery)                                                              \
  X(cuEventElapsedTime)                                                        \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuLaunchKernel)                                                            \
  X(cuMemAlloc)                                                                \
  X(cuMemAllocManaged)                                                         \
  X(cuMemFree)                                                                 \
  X(cuMemGetInfo)                                                              \
  X(cuMemcpyAsync)                                                             \
  X(cuMemcpy2DAsync)                                                           \
  X(cuMemcpyHtoDAsync)                                                         \
  X(cuMemcpyDtoHAsync)                                                         \
  X(cuMemsetD32Async)                                                          \
  X(cuMemsetD16Async)                                                          \
  X(cuMemsetD8Async)

// cublasGemmEx and cublasGemmStridedBatchedEx are overloaded in C++ (the
// header adds inline wrappers taking a cudaDataType compute type): their
// types are spelled out in Libraries.cpp, checked against the header.
#define OSDP_CUDA_BLAS_FUNCTIONS(X)                                            \
  X(cublasCreate)                                                              \
  X(cublasDestroy)                                                             \
  X(cublasSetStream)                                                           \
  X(cublasSetMathMode)                                                         \
  X(cublasGetVersion)                                                          \
  X(cublasGetStatusString)

#define OSDP_CUDA_NCCL_FUNCTIONS(X)                                            \
  X(ncclGetVersion)                                                            \
  X(ncclGetUniqueId)                                                           \
  X(ncclCommInitRank)                                                          \
  X(ncclCommSplit)                                                             \
  X(ncclCommFinalize)                                                          \
  X(ncclCommDestroy)                                                           \
  X(ncclCommAbort)                                                             \
  X(ncclCommGetAsyncError)                                                     \
  X(ncclGetErrorString)                                                        \
  X(ncclGetLastError)                                                          \
  X(ncclAllReduce)                                                             \
  X(ncclAllGather)                                                             \
  X(ncclReduceScatter)                                                         \
  X(ncclSend)                                                                  \
  X(ncclRecv)                                                                  \
  X(ncclGroupStart)                                                            \
  X(ncclGroupEnd)

#define OSDP_CUDA_DECLARE_FUNCTION(function)                                   \
  decltype(&::function) function = nullptr;

struct DriverApi {
  OSDP_CUDA_DRIVER_FUNCTIONS(OSDP_CUDA_DECLARE_FUNCTION)
  /// Where it was loaded from.
  std::string path;
};

using GemmExFunction = cublasStatus_t (*)(
    cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
    const void *, const void *, cudaDataType, int, const void *, cudaDataType,
    int, const void *, void *, cudaDataType, int, cublasComputeType_t,
    cublasGemmAlgo_t);
using GemmStridedBatchedExFunction = cublasStatus_t (*)(
    cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
    const void *, const void *, cudaDataType, int, long long int, const void *,
    cudaDataType, int, long long int, const void *, void *, cudaDataType, int,
    long long int, int, cublasComputeType_t, cublasGemmAlgo_t);

struct BlasApi {
  OSDP_CUDA_BLAS_FUNCTIONS(OSDP_CUDA_DECLARE_FUNCTION)
  GemmExFunction cublasGemmEx = nullptr;
  GemmStridedBatchedExFunction cublasGemmStridedBatchedEx = nullptr;
  std::string path;
};

struct NcclApi {
  OSDP_CUDA_NCCL_FUNCTIONS(OSDP_CUDA_DECLARE_FUNCTION)
  std::string path;
};

/// Load each library once; false with a message ("no CUDA driver:
/// libcuda.so.1 not found ...") when it cannot be loaded or lacks a
/// function. A failed load is tried again on the next call.
bool loadDriver(std::string &error);
bool loadBlas(std::string &error);
bool loadNccl(std::string &error);
bool ncclLoaded();

/// The functions, once their library is loaded.
const DriverApi &driver();
const BlasApi &blas();
const NcclApi &nccl();

//===----------------------------------------------------------------------===//
// Errors.cpp: fatal errors and statuses
//===----------------------------------------------------------------------===//

/// Prints "osdp cuda runtime: rank R: CALL: MESSAGE" on stderr, aborts the
/// NCCL communicators and aborts the process. `format` is printf-style.
[[noreturn]] void fatal(const char *call, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/// "CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)".
std::string describeCuda(CUresult result);
/// NCCL's description of `result`, and the communicator's last error.
std::string describeNccl(ncclResult_t result, ncclComm_t comm);

/// A fatal error naming `call` (the runtime's entry point), `function` and
/// the library's description of the status, unless it is a success.
void checkCuda(CUresult result, const char *call, const char *function);
void checkBlas(cublasStatus_t status, const char *call, const char *function);
void checkNccl(ncclResult_t result, const char *call, const char *function,
               ncclComm_t comm);

/// Copies `message` into a caller's buffer of `size` bytes, truncated.
void setError(char *error, size_t size, const std::string &message);

// Calls a driver function and checks its result, naming the function as
// the header does.
#define OSDP_CU(call, function, ...)                                           \
  ::osdp::cuda::checkCuda(::osdp::cuda::driver().function(__VA_ARGS__), call,  \
                          #function)

//===----------------------------------------------------------------------===//
// Device.cpp: the device, its stream, waiting
//===----------------------------------------------------------------------===//

/// The started device.
struct Device {
  int ordinal = -1;
  CUdevice device = 0;
  CUcontext context = nullptr;
  /// The compute stream: kernels, copies and products run on it.
  CUstream stream = nullptr;
  /// The communication stream: the collectives' work (NCCL's kernels and
  /// the copies around them), in program order, ordered against the
  /// compute stream by events (CommStream.cpp).
  CUstream commStream = nullptr;
  cublasHandle_t blasHandle = nullptr;
  /// OSDP_CUDA_TIMEOUT_SECONDS.
  double timeoutSeconds = 300;
  /// OSDP_CUDA_ALLOW_TF32=1.
  bool allowTf32 = false;
  /// OSDP_CUDA_SYNC_LAUNCHES=1: every kernel is waited for once launched,
  /// so that a kernel that faults is the one named.
  bool syncLaunches = false;
  /// This process's rank in the world communicator, -1 before comm_init.
  int rank = -1;
};

bool isStarted();
/// The device for `call`, its context current on this thread; a fatal
/// error if the runtime is not started.
Device &startedDevice(const char *call);
/// The same for MLIR's entry points, which start the runtime on the
/// default device when it is not started.
Device &mlirDevice(const char *call);
/// The device MLIR's entry points start the runtime on.
void setDefaultOrdinal(const char *call, int ordinal);
/// The device, started or not (for error messages).
const Device &deviceState();
/// This process's rank in the world communicator, named by errors.
void setWorldRank(int rank);

/// Polls `query` until it returns anything but CUDA_ERROR_NOT_READY,
/// watching NCCL's asynchronous errors and the timeout. On a failure the
/// communicators are aborted and `error` says what `what` was doing.
bool waitUntilDone(const std::function<CUresult()> &query, const char *what,
                   std::string &error);
/// Waits for the compute stream; a failure is a fatal error of `call`.
void synchronizeOrDie(const char *call);
/// What the installed driver supports, for messages: "driver for CUDA
/// 12.4", with a note when it is older than the CUDA 13 libraries need.
std::string describeDriverVersion();

//===----------------------------------------------------------------------===//
// MemoryPool.cpp, MlirEntryPoints.cpp, Collectives.cpp, MeshCollectives.cpp
//===----------------------------------------------------------------------===//

/// A block from the pool (`managed`: unified memory, never cached).
void *poolAllocate(size_t bytes, bool managed, const char *call);
void poolFree(void *block, const char *call);
/// Frees every block (`freeBlocks` false: the context failed; the blocks
/// are only forgotten).
void poolRelease(bool freeBlocks);

/// Unloads the modules still loaded, at finalize (`unload` false: the
/// context failed; they are only forgotten).
void releaseModules(bool unload);
/// The kernel launched last, for the message of a failure found later:
/// "the last kernel launched was NAME (launch N of this process)", or
/// empty before any launch. A kernel that faults makes the stream fail at
/// the next wait, whatever was queued after it: OSDP_CUDA_SYNC_LAUNCHES=1
/// waits after every launch, so that the kernel named is the one.
std::string describeLastLaunch();

/// The collectives of CudaRuntime.h, queued on `stream` alone (the
/// communication stream, which the caller orders).
void enqueueAllReduce(const void *in, void *out, size_t count, int dtype,
                      int reduction, void *comm, CUstream stream);
void enqueueAllGather(const void *in, void *out, size_t count, int dtype,
                      void *comm, CUstream stream);
void enqueueReduceScatter(const void *in, void *out, size_t count, int dtype,
                          int reduction, void *comm, CUstream stream);

/// Whether a communicator reported an asynchronous error (in `message`).
bool communicatorFailed(std::string &message);
/// Aborts every communicator (after an error), which ends their kernels.
void abortCommunicators();
/// Finalizes and destroys every communicator.
void destroyCommunicators();
/// The ranks of the world communicator (1 before osdp_cuda_comm_init).
int worldSize();
/// Forgets the mesh and its groups' communicators, at finalize (after
/// destroyCommunicators or abortCommunicators).
void releaseMesh();

//===----------------------------------------------------------------------===//
// CommStream.cpp: the collectives' stream
//===----------------------------------------------------------------------===//

/// Orders the communication stream after the work queued on the compute
/// stream so far (a collective's operands are ready there) and returns it.
CUstream beginCollective(const char *call);
/// Makes the compute stream wait for the work queued on the communication
/// stream so far: a blocking collective's results.
void joinCollective(const char *call);
/// An event recorded on the communication stream now: the end of a
/// collective left in flight.
CUevent markCollectiveEnd(const char *call);
/// Makes the compute stream wait for `end` (markCollectiveEnd) and
/// destroys the event.
void awaitCollectiveEnd(CUevent end, const char *call);
/// While one exists, the scratch blocks of collectives are not freed but
/// kept in `blocks`: a collective left in flight still uses them, and the
/// pool would hand them to the compute stream at once.
class DeferredFrees {
public:
  explicit DeferredFrees(std::vector<void *> &blocks);
  ~DeferredFrees();
  DeferredFrees(const DeferredFrees &) = delete;
  DeferredFrees &operator=(const DeferredFrees &) = delete;
  /// The list blocks go to now; null when none is deferred.
  static std::vector<void *> *active();

private:
  std::vector<void *> *previous;
};

//===----------------------------------------------------------------------===//
// Profile.cpp: the time of products and kernels on the stream
//===----------------------------------------------------------------------===//

enum class ProfileKind { Gemm, Kernel };

/// While profiling is on, brackets the work queued during its lifetime
/// (one product or one kernel, of `flops`; a product's `shape`, its calls
/// and seconds aside) with events on the stream.
class ProfiledSpan {
public:
  ProfiledSpan(ProfileKind kind, double flops, const char *call,
               const osdp_rt_gemm_shape &shape = {});
  ~ProfiledSpan();
  ProfiledSpan(const ProfiledSpan &) = delete;
  ProfiledSpan &operator=(const ProfiledSpan &) = delete;

private:
  ProfileKind kind;
  double flops;
  const char *call;
  bool active;
  CUevent start = nullptr;
  osdp_rt_gemm_shape shape;
};

/// Forgets the recorded spans and turns profiling off, at finalize
/// (`destroyEvents` false: the context failed; the events are only
/// forgotten).
void releaseProfile(bool destroyEvents);

/// The bytes of one element of `dtype`; a fatal error of `call` if `dtype`
/// is no osdp_rt_dtype.
size_t elementBytes(int dtype, const char *call);

} // namespace cuda
} // namespace osdp

#endif // OSDP_RUNTIME_CUDA_LIB_INTERNAL_H
