//===- MlirEntryPoints.cpp - The mgpu* functions of MLIR's GPU lowering ---===//
//
// gpu-to-llvm lowers host code to calls of MLIR's CUDA runtime wrappers
// (mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp), which Debian does not
// ship: the runtime implements them, with the same signatures, over its
// own device.
//
// Differences from MLIR's wrappers, all for one reason, a single ordered
// compute stream per rank:
// * mgpuStreamCreate returns the compute stream, so that kernels run in
//   order with the cuBLAS products the program calls between them, and
//   with its collectives through the events that order the communication
//   stream (CommStream.cpp); mgpuStreamDestroy of it does nothing, and a
//   NULL stream means it;
// * mgpuMemAlloc / mgpuMemFree go through the pool (host-shared memory is
//   unified memory, not cached);
// * waits poll, so that a dead peer is an error rather than a hang;
// * failures are fatal, not printed and ignored.
// Modules are loaded from the program's global constructors, possibly
// before osdp_cuda_init: the first call starts the runtime on the default
// device. A module still loaded at finalize is unloaded then, and its
// later mgpuModuleUnload does nothing.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

using namespace osdp::cuda;

namespace {
/// The loaded modules; never destroyed, since programs unload theirs from
/// their destructors at exit.
std::unordered_set<CUmodule> &modules() {
  static auto *set = new std::unordered_set<CUmodule>;
  return *set;
}
std::mutex modulesMutex;

/// The name of every kernel function looked up, and the launch made last,
/// for the messages of failures (describeLastLaunch).
struct Launches {
  std::unordered_map<CUfunction, std::string> names;
  CUfunction last = nullptr;
  long long count = 0;
};
Launches &launches() {
  static auto *state = new Launches;
  return *state;
}

/// A NULL stream is the compute stream.
CUstream streamOf(void *stream, const Device &device) {
  return stream ? static_cast<CUstream>(stream) : device.stream;
}

/// Loads a fatbin, cubin or PTX image; the driver compiles PTX for the
/// device, and its log explains a failure. `optLevel` < 0: the driver's.
void *loadModule(const void *data, int optLevel, const char *call) {
  mlirDevice(call);
  char log[8192] = {};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log)),
                    reinterpret_cast<void *>(
                        static_cast<uintptr_t>(std::clamp(optLevel, 0, 4)))};
  unsigned count = optLevel < 0 ? 2 : 3;
  CUmodule module = nullptr;
  CUresult result =
      driver().cuModuleLoadDataEx(&module, data, count, options, values);
  if (result != CUDA_SUCCESS)
    fatal(call, "cuModuleLoadDataEx failed: %s%s%s",
          describeCuda(result).c_str(), log[0] ? "\n" : "", log);
  std::lock_guard<std::mutex> lock(modulesMutex);
  modules().insert(module);
  return module;
}

/// A launch dimension as the driver takes it; 0 means an empty launch.
unsigned dimension(intptr_t value, const char *what) {
  if (value < 0 || static_cast<uintmax_t>(value) > UINT_MAX)
    osdp::cuda::fatal("mgpuLaunchKernel", "%s = %lld is out of range", what,
                      static_cast<long long>(value));
  return static_cast<unsigned>(value);
}

/// Waits for `query`; a failure is a fatal error of `call`.
void waitOrDie(const std::function<CUresult()> &query, const char *what,
               const char *call) {
  std::string error;
  if (!waitUntilDone(query, what, error))
    fatal(call, "%s", error.c_str());
}
} // namespace

void osdp::cuda::releaseModules(bool unload) {
  std::lock_guard<std::mutex> lock(modulesMutex);
  if (unload)
    for (CUmodule module : modules())
      OSDP_CU("osdp_cuda_finalize", cuModuleUnload, module);
  modules().clear();
}

void *mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  return loadModule(data, /*optLevel=*/-1, "mgpuModuleLoad");
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  return loadModule(data, optLevel, "mgpuModuleLoadJIT");
}

void mgpuModuleUnload(void *module) {
  if (!isStarted())
    return;
  {
    std::lock_guard<std::mutex> lock(modulesMutex);
    if (!modules().erase(static_cast<CUmodule>(module)))
      return;
  }
  startedDevice("mgpuModuleUnload");
  CUresult result = driver().cuModuleUnload(static_cast<CUmodule>(module));
  // At exit the driver may have shut down before the program's destructors.
  if (result != CUDA_ERROR_DEINITIALIZED)
    checkCuda(result, "mgpuModuleUnload", "cuModuleUnload");
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  mlirDevice("mgpuModuleGetFunction");
  CUfunction function = nullptr;
  CUresult result = driver().cuModuleGetFunction(
      &function, static_cast<CUmodule>(module), name);
  if (result != CUDA_SUCCESS)
    fatal("mgpuModuleGetFunction", "cuModuleGetFunction of '%s' failed: %s",
          name, describeCuda(result).c_str());
  launches().names[function] = name;
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount) {
  Device &device = mlirDevice("mgpuLaunchKernel");
  unsigned grid[] = {dimension(gridX, "gridX"), dimension(gridY, "gridY"),
                     dimension(gridZ, "gridZ")};
  unsigned block[] = {dimension(blockX, "blockX"), dimension(blockY, "blockY"),
                      dimension(blockZ, "blockZ")};
  // A loop over an empty range launches nothing; the driver would reject
  // the zero dimension.
  if (!grid[0] || !grid[1] || !grid[2] || !block[0] || !block[1] || !block[2])
    return;
  if (smem < 0)
    fatal("mgpuLaunchKernel", "negative shared memory size %d", smem);
  Launches &record = launches();
  record.last = static_cast<CUfunction>(function);
  ++record.count;
  {
    ProfiledSpan span(ProfileKind::Kernel, 0, "mgpuLaunchKernel");
    OSDP_CU("mgpuLaunchKernel", cuLaunchKernel,
            static_cast<CUfunction>(function), grid[0], grid[1], grid[2],
            block[0], block[1], block[2], static_cast<unsigned>(smem),
            streamOf(stream, device), params, extra);
  }
  if (device.syncLaunches)
    synchronizeOrDie("mgpuLaunchKernel");
}

std::string osdp::cuda::describeLastLaunch() {
  const Launches &record = launches();
  if (!record.count)
    return "";
  auto name = record.names.find(record.last);
  return "the last kernel launched was " +
         (name == record.names.end() ? std::string("unnamed")
                                     : "'" + name->second + "'") +
         " (launch " + std::to_string(record.count) + " of this process)";
}

void *mgpuStreamCreate(void) { return mlirDevice("mgpuStreamCreate").stream; }

void mgpuStreamDestroy(void *stream) {
  Device &device = mlirDevice("mgpuStreamDestroy");
  if (streamOf(stream, device) != device.stream)
    OSDP_CU("mgpuStreamDestroy", cuStreamDestroy,
            static_cast<CUstream>(stream));
}

void mgpuStreamSynchronize(void *stream) {
  Device &device = mlirDevice("mgpuStreamSynchronize");
  CUstream handle = streamOf(stream, device);
  waitOrDie([handle] { return driver().cuStreamQuery(handle); },
            "cuStreamQuery", "mgpuStreamSynchronize");
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  Device &device = mlirDevice("mgpuStreamWaitEvent");
  OSDP_CU("mgpuStreamWaitEvent", cuStreamWaitEvent, streamOf(stream, device),
          static_cast<CUevent>(event), 0);
}

void *mgpuEventCreate(void) {
  mlirDevice("mgpuEventCreate");
  CUevent event = nullptr;
  OSDP_CU("mgpuEventCreate", cuEventCreate, &event, CU_EVENT_DISABLE_TIMING);
  return event;
}

void mgpuEventDestroy(void *event) {
  mlirDevice("mgpuEventDestroy");
  OSDP_CU("mgpuEventDestroy", cuEventDestroy, static_cast<CUevent>(event));
}

void mgpuEventSynchronize(void *event) {
  mlirDevice("mgpuEventSynchronize");
  auto *handle = static_cast<CUevent>(event);
  waitOrDie([handle] { return driver().cuEventQuery(handle); }, "cuEventQuery",
            "mgpuEventSynchronize");
}

void mgpuEventRecord(void *event, void *stream) {
  Device &device = mlirDevice("mgpuEventRecord");
  OSDP_CU("mgpuEventRecord", cuEventRecord, static_cast<CUevent>(event),
          streamOf(stream, device));
}

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  mlirDevice("mgpuMemAlloc");
  return poolAllocate(sizeBytes, isHostShared, "mgpuMemAlloc");
}

void mgpuMemFree(void *ptr, void *stream) {
  if (ptr && isStarted())
    startedDevice("mgpuMemFree");
  poolFree(ptr, "mgpuMemFree");
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  Device &device = mlirDevice("mgpuMemcpy");
  // With unified addressing the driver tells host from device pointers.
  OSDP_CU("mgpuMemcpy", cuMemcpyAsync, reinterpret_cast<CUdeviceptr>(dst),
          reinterpret_cast<CUdeviceptr>(src), sizeBytes,
          streamOf(stream, device));
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  Device &device = mlirDevice("mgpuMemset32");
  OSDP_CU("mgpuMemset32", cuMemsetD32Async, reinterpret_cast<CUdeviceptr>(dst),
          value, count, streamOf(stream, device));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream) {
  Device &device = mlirDevice("mgpuMemset16");
  OSDP_CU("mgpuMemset16", cuMemsetD16Async, reinterpret_cast<CUdeviceptr>(dst),
          value, count, streamOf(stream, device));
}

void mgpuSetDefaultDevice(int32_t device) {
  setDefaultOrdinal("mgpuSetDefaultDevice", device);
}
