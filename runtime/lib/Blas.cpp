//===- Blas.cpp - OpenBLAS, loaded with the right kernels -----------------===//
//
// OpenBLAS picks its kernels from the CPU's model number when it loads, and
// falls back to SSE3 ("Prescott") kernels on a model it does not know: on a
// recent Xeon, Debian's 0.3.21 does that and runs a matrix product several
// times slower than it can. So the runtime loads OpenBLAS itself, on first
// use, after naming the kernels the CPU's instruction sets allow
// (OPENBLAS_CORETYPE), unless the user named them. OSDP_BLAS_LIBRARY points
// at another build.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <dlfcn.h>

#include <cstdlib>

using namespace osdp::rt;

namespace {

/// The kernels OpenBLAS should use on this CPU, or null to let it choose.
const char *kernelCoreForThisCPU() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq"))
    return "SkylakeX";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return "Haswell";
  return nullptr;
}

template <typename Function>
Function symbol(void *library, const char *name, const char *path) {
  void *address = dlsym(library, name);
  if (!address)
    fatal("blas", "%s has no %s", path, name);
  return reinterpret_cast<Function>(address);
}

BlasLibrary load() {
  if (!std::getenv("OPENBLAS_CORETYPE"))
    if (const char *core = kernelCoreForThisCPU())
      setenv("OPENBLAS_CORETYPE", core, /*overwrite=*/0);
  const char *path = std::getenv("OSDP_BLAS_LIBRARY");
  if (!path || !*path)
    path = "libopenblas.so.0";
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library)
    fatal("blas", "cannot load %s: %s", path, dlerror());
  BlasLibrary blas;
  blas.sgemm = symbol<decltype(blas.sgemm)>(library, "cblas_sgemm", path);
  blas.dgemm = symbol<decltype(blas.dgemm)>(library, "cblas_dgemm", path);
  blas.setThreads = symbol<decltype(blas.setThreads)>(
      library, "openblas_set_num_threads", path);
  blas.coreName =
      symbol<decltype(blas.coreName)>(library, "openblas_get_corename", path);
  return blas;
}

} // namespace

const BlasLibrary &osdp::rt::blasLibrary() {
  static const BlasLibrary blas = load();
  return blas;
}

void osdp::rt::setBlasThreads(int threads) {
  blasLibrary().setThreads(threads);
}

const char *osdp_rt_blas_kernels(void) { return blasLibrary().coreName(); }
