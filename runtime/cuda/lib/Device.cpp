//===- Device.cpp - The device, its compute stream, waiting for it --------===//
//
// One device per process, through its primary context (the one the CUDA
// runtime API, hence NCCL and cuBLAS, use too), and two streams on it. The
// compute stream runs the kernels, copies and cuBLAS products in the order
// of the calls; the communication stream runs the collectives, ordered
// against it by events (CommStream.cpp), so that a collective left in
// flight overlaps the kernels after it.
//
// Waiting polls the stream rather than blocking in cuStreamSynchronize: a
// collective whose peer died never completes, and only polling can see
// NCCL's asynchronous error (or the time running out) and abort the
// communicator, which ends the kernel, instead of hanging.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

using namespace osdp::cuda;

namespace {
Device state;
bool started = false;
/// The device MLIR's entry points start on (mgpuSetDefaultDevice).
int defaultOrdinal = 0;
/// Bumped at every start, so that each thread makes the new context
/// current once.
unsigned generation = 0;
thread_local unsigned currentGeneration = 0;
std::mutex startMutex;

/// The value of the flag `name` (0 or 1, unset meaning 0) in `value`;
/// false with `error` for anything else.
bool readFlag(const char *name, bool &value, std::string &error) {
  const char *text = std::getenv(name);
  std::string flag = text ? text : "";
  if (flag != "" && flag != "0" && flag != "1") {
    error = std::string(name) + " must be 0 or 1, not '" + flag + "'";
    return false;
  }
  value = flag == "1";
  return true;
}

/// OSDP_CUDA_TIMEOUT_SECONDS, OSDP_CUDA_ALLOW_TF32 and
/// OSDP_CUDA_SYNC_LAUNCHES.
bool readEnvironment(Device &device, std::string &error) {
  if (const char *value = std::getenv("OSDP_CUDA_TIMEOUT_SECONDS")) {
    char *end = nullptr;
    double seconds = std::strtod(value, &end);
    if (!*value || *end || !std::isfinite(seconds) || seconds <= 0) {
      error = std::string("OSDP_CUDA_TIMEOUT_SECONDS must be a positive "
                          "number of seconds, not '") +
              value + "'";
      return false;
    }
    device.timeoutSeconds = seconds;
  }
  return readFlag("OSDP_CUDA_ALLOW_TF32", device.allowTf32, error) &&
         readFlag("OSDP_CUDA_SYNC_LAUNCHES", device.syncLaunches, error);
}

/// Initialises the driver and picks device `ordinal`.
bool findDevice(int ordinal, Device &device, std::string &error) {
  CUresult result = driver().cuInit(0);
  if (result != CUDA_SUCCESS) {
    error = "no CUDA device: cuInit failed: " + describeCuda(result) + "; " +
            describeDriverVersion();
    return false;
  }
  int count = 0;
  result = driver().cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS || count == 0) {
    error = "no CUDA device: " +
            (result != CUDA_SUCCESS
                 ? "cuDeviceGetCount failed: " + describeCuda(result)
                 : std::string("the driver sees none"));
    return false;
  }
  if (ordinal < 0 || ordinal >= count) {
    error = "no CUDA device " + std::to_string(ordinal) + ": the driver sees " +
            std::to_string(count) + " (ordinals 0 to " +
            std::to_string(count - 1) + ")";
    return false;
  }
  result = driver().cuDeviceGet(&device.device, ordinal);
  if (result != CUDA_SUCCESS) {
    error = "cuDeviceGet failed: " + describeCuda(result);
    return false;
  }
  device.ordinal = ordinal;
  return true;
}

/// Records `function`'s failure in `error`; true on success.
bool succeeded(CUresult result, const char *function, std::string &error) {
  if (result != CUDA_SUCCESS)
    error = std::string(function) + " failed: " + describeCuda(result);
  return result == CUDA_SUCCESS;
}

/// The primary context, current on this thread, the compute stream and
/// the communication stream. Non-blocking: they never wait for the legacy
/// default stream, which other libraries in the process may use.
bool createContextAndStream(Device &device, std::string &error) {
  const DriverApi &api = driver();
  return succeeded(api.cuDevicePrimaryCtxRetain(&device.context, device.device),
                   "cuDevicePrimaryCtxRetain", error) &&
         succeeded(api.cuCtxSetCurrent(device.context), "cuCtxSetCurrent",
                   error) &&
         succeeded(api.cuStreamCreate(&device.stream, CU_STREAM_NON_BLOCKING),
                   "cuStreamCreate", error) &&
         succeeded(
             api.cuStreamCreate(&device.commStream, CU_STREAM_NON_BLOCKING),
             "cuStreamCreate", error);
}

/// Records a cuBLAS failure in `error`; true on success.
bool blasSucceeded(cublasStatus_t status, const char *function,
                   std::string &error) {
  if (status != CUBLAS_STATUS_SUCCESS)
    error = std::string(function) +
            " failed: " + blas().cublasGetStatusString(status);
  return status == CUBLAS_STATUS_SUCCESS;
}

/// A cuBLAS handle on the compute stream. Reduced-precision split-K
/// reductions are disallowed, so that f16 and bf16 products accumulate in
/// f32 all the way.
bool createBlasHandle(Device &device, std::string &error) {
  if (!loadBlas(error))
    return false;
  const BlasApi &api = blas();
  return blasSucceeded(api.cublasCreate(&device.blasHandle), "cublasCreate",
                       error) &&
         blasSucceeded(api.cublasSetStream(device.blasHandle, device.stream),
                       "cublasSetStream", error) &&
         blasSucceeded(
             api.cublasSetMathMode(
                 device.blasHandle,
                 static_cast<cublasMath_t>(
                     CUBLAS_DEFAULT_MATH |
                     CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION)),
             "cublasSetMathMode", error);
}

/// Undoes what a start did, as far as it got; statuses are not checked,
/// since this runs after a failure or on a failed context.
void releasePartially(Device &device) {
  if (device.blasHandle)
    blas().cublasDestroy(device.blasHandle);
  if (device.stream)
    driver().cuStreamDestroy(device.stream);
  if (device.commStream)
    driver().cuStreamDestroy(device.commStream);
  if (device.context)
    driver().cuDevicePrimaryCtxRelease(device.device);
  device = Device();
}

/// Starts the runtime on `ordinal`; false with `error`.
bool start(int ordinal, std::string &error) {
  std::lock_guard<std::mutex> lock(startMutex);
  if (started) {
    if (ordinal == state.ordinal)
      return true;
    error = "the runtime is started on device " +
            std::to_string(state.ordinal) + ", not " + std::to_string(ordinal);
    return false;
  }
  Device device;
  if (!readEnvironment(device, error) || !loadDriver(error) ||
      !findDevice(ordinal, device, error))
    return false;
  if (!createContextAndStream(device, error) ||
      !createBlasHandle(device, error)) {
    error += "; " + describeDriverVersion();
    releasePartially(device);
    return false;
  }
  state = device;
  started = true;
  currentGeneration = ++generation;
  return true;
}

/// Makes the device's context current on this thread, once per start.
void makeCurrent(const char *call) {
  if (currentGeneration == generation)
    return;
  OSDP_CU(call, cuCtxSetCurrent, state.context);
  currentGeneration = generation;
}

/// How long a wait has lasted, in seconds.
double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// Adds the kernel launched last to a failed wait's `error`.
void appendLastLaunch(std::string &error) {
  std::string launch = describeLastLaunch();
  if (launch.empty())
    return;
  error += "; " + launch;
  if (!state.syncLaunches)
    error += " (it or a kernel before it failed; OSDP_CUDA_SYNC_LAUNCHES=1 "
             "waits for each kernel and names the one)";
}

/// Tears the device down in order. If waiting for it fails, the context is
/// unusable: the state is only dropped.
void tearDown() {
  std::string error;
  bool healthy =
      waitUntilDone([] { return driver().cuStreamQuery(state.stream); },
                    "waiting for the compute stream", error) &&
      waitUntilDone([] { return driver().cuStreamQuery(state.commStream); },
                    "waiting for the communication stream", error);
  if (!healthy) {
    fprintf(stderr, "osdp cuda runtime: osdp_cuda_finalize: %s\n",
            error.c_str());
    releaseMesh();
    releaseModules(/*unload=*/false);
    releaseProfile(/*destroyEvents=*/false);
    poolRelease(/*freeBlocks=*/false);
    releasePartially(state);
    return;
  }
  destroyCommunicators();
  releaseMesh();
  releaseModules(/*unload=*/true);
  releaseProfile(/*destroyEvents=*/true);
  checkBlas(blas().cublasDestroy(state.blasHandle), "osdp_cuda_finalize",
            "cublasDestroy");
  state.blasHandle = nullptr;
  poolRelease(/*freeBlocks=*/true);
  OSDP_CU("osdp_cuda_finalize", cuStreamDestroy, state.stream);
  OSDP_CU("osdp_cuda_finalize", cuStreamDestroy, state.commStream);
  OSDP_CU("osdp_cuda_finalize", cuDevicePrimaryCtxRelease, state.device);
  state = Device();
}
} // namespace

bool osdp::cuda::isStarted() { return started; }

const Device &osdp::cuda::deviceState() { return state; }

void osdp::cuda::setWorldRank(int rank) { state.rank = rank; }

Device &osdp::cuda::startedDevice(const char *call) {
  if (!started)
    fatal(call, "the CUDA runtime is not started (call osdp_cuda_init)");
  makeCurrent(call);
  return state;
}

Device &osdp::cuda::mlirDevice(const char *call) {
  if (!started) {
    std::string error;
    if (!start(defaultOrdinal, error))
      fatal(call, "cannot start the CUDA runtime on device %d: %s",
            defaultOrdinal, error.c_str());
  }
  return startedDevice(call);
}

void osdp::cuda::setDefaultOrdinal(const char *call, int ordinal) {
  if (started && ordinal != state.ordinal)
    fatal(call, "the runtime runs on device %d; it cannot switch to %d",
          state.ordinal, ordinal);
  defaultOrdinal = ordinal;
}

bool osdp::cuda::waitUntilDone(const std::function<CUresult()> &query,
                               const char *what, std::string &error) {
  auto start = std::chrono::steady_clock::now();
  for (unsigned polls = 0;; ++polls) {
    CUresult result = query();
    if (result != CUDA_SUCCESS && result != CUDA_ERROR_NOT_READY) {
      error = std::string(what) + ": " + describeCuda(result);
      appendLastLaunch(error);
      break;
    }
    // Also once the work is done: an error NCCL flagged meanwhile is one.
    if (communicatorFailed(error))
      break;
    if (result == CUDA_SUCCESS)
      return true;
    if (secondsSince(start) > state.timeoutSeconds) {
      char message[256];
      snprintf(message, sizeof(message),
               "%s: not done after %g s (OSDP_CUDA_TIMEOUT_SECONDS); a peer "
               "of a collective may have stopped, or a kernel may not end",
               what, state.timeoutSeconds);
      error = message;
      appendLastLaunch(error);
      break;
    }
    // Short waits return quickly; long ones leave the core to others.
    if (polls < 1000)
      std::this_thread::yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  abortCommunicators();
  return false;
}

void osdp::cuda::synchronizeOrDie(const char *call) {
  std::string error;
  if (!waitUntilDone([] { return driver().cuStreamQuery(state.stream); },
                     "cuStreamQuery of the compute stream", error))
    fatal(call, "%s", error.c_str());
}

std::string osdp::cuda::describeDriverVersion() {
  int version = 0;
  if (!driver().cuDriverGetVersion ||
      driver().cuDriverGetVersion(&version) != CUDA_SUCCESS)
    return "the driver does not tell its CUDA version";
  std::string text = "driver for CUDA " + std::to_string(version / 1000) + "." +
                     std::to_string(version % 1000 / 10);
  // cuBLAS 13 and the NCCL built for it run on drivers for CUDA 13 or later
  // (release 580 and up).
  if (version < 13000)
    text += ", older than the CUDA 13 libraries need (a 580 driver or later)";
  return text;
}

int osdp_cuda_init(int device_ordinal, char *error, size_t error_size) {
  std::string message;
  if (!start(device_ordinal, message)) {
    setError(error, error_size, message);
    return 1;
  }
  makeCurrent("osdp_cuda_init");
  return 0;
}

void osdp_cuda_finalize(void) {
  if (!started)
    return;
  makeCurrent("osdp_cuda_finalize");
  tearDown();
  std::lock_guard<std::mutex> lock(startMutex);
  started = false;
}

int osdp_cuda_synchronize(char *error, size_t error_size) {
  if (!started) {
    setError(error, error_size,
             "the CUDA runtime is not started (call osdp_cuda_init)");
    return 1;
  }
  makeCurrent("osdp_cuda_synchronize");
  std::string message;
  if (waitUntilDone([] { return driver().cuStreamQuery(state.stream); },
                    "cuStreamQuery of the compute stream", message))
    return 0;
  setError(error, error_size, message);
  return 1;
}

void *osdp_cuda_stream(void) {
  return startedDevice("osdp_cuda_stream").stream;
}

void osdp_cuda_copy_to_device(void *dst, const void *src, size_t bytes) {
  Device &device = startedDevice("osdp_cuda_copy_to_device");
  OSDP_CU("osdp_cuda_copy_to_device", cuMemcpyHtoDAsync,
          reinterpret_cast<CUdeviceptr>(dst), src, bytes, device.stream);
  synchronizeOrDie("osdp_cuda_copy_to_device");
}

void osdp_cuda_copy_to_host(void *dst, const void *src, size_t bytes) {
  Device &device = startedDevice("osdp_cuda_copy_to_host");
  OSDP_CU("osdp_cuda_copy_to_host", cuMemcpyDtoHAsync, dst,
          reinterpret_cast<CUdeviceptr>(src), bytes, device.stream);
  synchronizeOrDie("osdp_cuda_copy_to_host");
}

void osdp_cuda_describe(char *out, size_t out_size) {
  if (!started) {
    setError(out, out_size, "the CUDA runtime is not started");
    return;
  }
  const char *call = "osdp_cuda_describe";
  Device &device = startedDevice(call);
  char name[256] = {};
  int major = 0, minor = 0, driverVersion = 0, blasVersion = 0;
  size_t bytes = 0;
  OSDP_CU(call, cuDeviceGetName, name, sizeof(name), device.device);
  OSDP_CU(call, cuDeviceGetAttribute, &major,
          CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device.device);
  OSDP_CU(call, cuDeviceGetAttribute, &minor,
          CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device.device);
  OSDP_CU(call, cuDeviceTotalMem, &bytes, device.device);
  OSDP_CU(call, cuDriverGetVersion, &driverVersion);
  checkBlas(blas().cublasGetVersion(device.blasHandle, &blasVersion), call,
            "cublasGetVersion");
  std::string nccl = "not loaded";
  int ncclVersion = 0;
  if (ncclLoaded() &&
      osdp::cuda::nccl().ncclGetVersion(&ncclVersion) == ncclSuccess)
    nccl = std::to_string(ncclVersion / 10000) + "." +
           std::to_string(ncclVersion / 100 % 100) + "." +
           std::to_string(ncclVersion % 100) + " (" + osdp::cuda::nccl().path +
           ")";
  snprintf(out, out_size,
           "device %d: %s (sm_%d%d, %.1f GiB), driver %d.%d (%s), cuBLAS "
           "%d.%d.%d (%s), NCCL %s",
           device.ordinal, name, major, minor,
           static_cast<double>(bytes) / (1 << 30), driverVersion / 1000,
           driverVersion % 1000 / 10, driver().path.c_str(),
           blasVersion / 10000, blasVersion / 100 % 100, blasVersion % 100,
           blas().path.c_str(), nccl.c_str());
}
