//===- Errors.cpp - Fatal errors and the libraries' statuses --------------===//
//
// Every CUDA, cuBLAS and NCCL status is checked. A failure the caller cannot
// be told of is fatal: the message names the rank, the runtime's entry
// point, the library function and the library's own description; the NCCL
// communicators are aborted first, so that the peers' collectives fail
// instead of waiting for this process forever.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace osdp::cuda;

namespace {
/// Names for the results a stub or broken driver may not describe itself.
const char *fallbackName(CUresult result) {
  switch (result) {
  case CUDA_ERROR_NO_DEVICE:
    return "CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)";
  case CUDA_ERROR_STUB_LIBRARY:
    return "CUDA_ERROR_STUB_LIBRARY (the CUDA driver is the toolkit's stub, "
           "not an installed driver)";
  default:
    return nullptr;
  }
}
} // namespace

[[noreturn]] void osdp::cuda::fatal(const char *call, const char *format, ...) {
  char message[4096];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message, sizeof(message), format, arguments);
  va_end(arguments);
  const Device &device = deviceState();
  if (device.rank >= 0)
    fprintf(stderr, "osdp cuda runtime: rank %d: %s: %s\n", device.rank, call,
            message);
  else if (device.ordinal >= 0)
    fprintf(stderr, "osdp cuda runtime: device %d: %s: %s\n", device.ordinal,
            call, message);
  else
    fprintf(stderr, "osdp cuda runtime: %s: %s\n", call, message);
  fflush(stderr);
  // An abort that fails itself must not come back here.
  static std::atomic<bool> aborting{false};
  if (!aborting.exchange(true))
    abortCommunicators();
  std::abort();
}

std::string osdp::cuda::describeCuda(CUresult result) {
  const char *name = nullptr, *text = nullptr;
  const DriverApi &api = driver();
  if (api.cuGetErrorName && api.cuGetErrorName(result, &name) != CUDA_SUCCESS)
    name = nullptr;
  if (api.cuGetErrorString &&
      api.cuGetErrorString(result, &text) != CUDA_SUCCESS)
    text = nullptr;
  if (name && text)
    return std::string(name) + " (" + text + ")";
  if (const char *fallback = fallbackName(result))
    return fallback;
  return "CUDA error " + std::to_string(static_cast<int>(result));
}

std::string osdp::cuda::describeNccl(ncclResult_t result, ncclComm_t comm) {
  std::string text = nccl().ncclGetErrorString(result);
  const char *last = comm ? nccl().ncclGetLastError(comm) : nullptr;
  if (last && *last)
    text += std::string(": ") + last;
  return text;
}

void osdp::cuda::checkCuda(CUresult result, const char *call,
                           const char *function) {
  if (result != CUDA_SUCCESS)
    fatal(call, "%s failed: %s", function, describeCuda(result).c_str());
}

void osdp::cuda::checkBlas(cublasStatus_t status, const char *call,
                           const char *function) {
  if (status != CUBLAS_STATUS_SUCCESS)
    fatal(call, "%s failed: %s (cublasStatus_t %d)", function,
          blas().cublasGetStatusString(status), static_cast<int>(status));
}

void osdp::cuda::checkNccl(ncclResult_t result, const char *call,
                           const char *function, ncclComm_t comm) {
  if (result != ncclSuccess)
    fatal(call, "%s failed: %s", function, describeNccl(result, comm).c_str());
}

void osdp::cuda::setError(char *error, size_t size,
                          const std::string &message) {
  if (error && size > 0)
    snprintf(error, size, "%s", message.c_str());
}
