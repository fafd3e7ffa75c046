//===- Libraries.cpp - The CUDA libraries, found and loaded at run time ---===//
//
// The runtime links nothing from CUDA, so that it builds where only the
// headers are and runs wherever the libraries happen to live: the driver
// where the NVIDIA driver installed it, cuBLAS and NCCL in a CUDA toolkit or
// in a Python environment's pip wheels. Each library is looked for in the
// directories of OSDP_CUDA_LIBRARY_PATH (a colon-separated list), first in
// the directory itself, then in the wheels' folders under it (so that a
// site-packages directory works as well as its nvidia/.../lib folders),
// and at last by its soname on the dynamic loader's path.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <type_traits>
#include <vector>

using namespace osdp::cuda;

// The spelled-out cuBLAS types must be those of the header's C functions:
// selecting an overload by them fails to compile if none matches.
static_assert(
    std::is_same_v<decltype(static_cast<GemmExFunction>(&::cublasGemmEx)),
                   GemmExFunction>);
static_assert(std::is_same_v<decltype(static_cast<GemmStridedBatchedExFunction>(
                                 &::cublasGemmStridedBatchedEx)),
                             GemmStridedBatchedExFunction>);
static_assert(OSDP_CUDA_UNIQUE_ID_BYTES == NCCL_UNIQUE_ID_BYTES);

namespace {

/// One file name to look for; `companion` (in the same directory) is loaded
/// first when present, since the library needs it and may not find it
/// itself (libcublas needs libcublasLt).
struct Candidate {
  const char *name;
  const char *companion = nullptr;
  /// Looked for in OSDP_CUDA_LIBRARY_PATH only, not on the loader's path.
  bool directoryOnly = false;
};

struct LibrarySpec {
  std::vector<Candidate> candidates;
  /// The folders of the pip wheels, under a directory of the search path.
  std::vector<const char *> wheelFolders;
};

// The driver's stub (the toolkit's lib64/stubs) is only libcuda.so: a
// directory may name it, and cuInit then fails cleanly.
const LibrarySpec driverSpec = {
    {{"libcuda.so.1"}, {"libcuda.so", nullptr, /*directoryOnly=*/true}}, {}};
// CUDA 13's wheels put cuBLAS in nvidia/cu13/lib, CUDA 12's in
// nvidia/cublas/lib; NCCL's stays in nvidia/nccl/lib.
const LibrarySpec blasSpec = {{{"libcublas.so.13", "libcublasLt.so.13"},
                               {"libcublas.so.12", "libcublasLt.so.12"}},
                              {"nvidia/cu13/lib", "nvidia/cublas/lib"}};
const LibrarySpec ncclSpec = {{{"libnccl.so.2"}}, {"nvidia/nccl/lib"}};

/// The directories of OSDP_CUDA_LIBRARY_PATH, in order.
std::vector<std::string> searchPath() {
  std::vector<std::string> directories;
  const char *value = std::getenv("OSDP_CUDA_LIBRARY_PATH");
  if (!value)
    return directories;
  std::string list = value;
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(':', start);
    if (end == std::string::npos)
      end = list.size();
    if (end > start)
      directories.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return directories;
}

/// Loads `file` (with its companion from `directory`), or adds why not to
/// `failures`.
void *openFile(const std::string &directory, const Candidate &candidate,
               std::string &failures) {
  std::string file = directory + "/" + candidate.name;
  if (access(file.c_str(), F_OK) != 0)
    return nullptr;
  if (candidate.companion) {
    std::string companion = directory + "/" + candidate.companion;
    if (access(companion.c_str(), F_OK) == 0)
      dlopen(companion.c_str(), RTLD_NOW | RTLD_LOCAL);
  }
  if (void *library = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL))
    return library;
  failures += std::string("; cannot load ") + file + ": " + dlerror();
  return nullptr;
}

void *openInDirectories(const LibrarySpec &spec, std::string &path,
                        std::string &failures) {
  for (const std::string &root : searchPath()) {
    std::vector<std::string> directories = {root};
    for (const char *folder : spec.wheelFolders)
      directories.push_back(root + "/" + folder);
    for (const std::string &directory : directories)
      for (const Candidate &candidate : spec.candidates)
        if (void *library = openFile(directory, candidate, failures)) {
          path = directory + "/" + candidate.name;
          return library;
        }
  }
  return nullptr;
}

void *openOnLoaderPath(const LibrarySpec &spec, std::string &path,
                       std::string &failures) {
  for (const Candidate &candidate : spec.candidates) {
    if (candidate.directoryOnly)
      continue;
    if (void *library = dlopen(candidate.name, RTLD_NOW | RTLD_LOCAL)) {
      path = candidate.name;
      return library;
    }
    // A library that is not there is the common case; say why only when
    // one was found and would not load.
    const char *why = dlerror();
    if (why && !std::strstr(why, "cannot open shared object file"))
      failures += std::string("; ") + why;
  }
  return nullptr;
}

/// The first candidate of `spec` that loads, or null with `error`:
/// "libcuda.so.1 not found (set OSDP_CUDA_LIBRARY_PATH)".
void *openLibrary(const LibrarySpec &spec, std::string &path,
                  std::string &error) {
  std::string failures;
  void *library = openInDirectories(spec, path, failures);
  if (!library)
    library = openOnLoaderPath(spec, path, failures);
  if (library)
    return library;
  std::string names;
  for (const Candidate &candidate : spec.candidates)
    if (!candidate.directoryOnly)
      names += (names.empty() ? "" : " or ") + std::string(candidate.name);
  const char *list = std::getenv("OSDP_CUDA_LIBRARY_PATH");
  if (list && *list)
    error = names + " not found (searched OSDP_CUDA_LIBRARY_PATH=" + list +
            ", then the loader's path)";
  else
    error = names + " not found (set OSDP_CUDA_LIBRARY_PATH)";
  error += failures;
  return nullptr;
}

template <typename Function>
bool resolve(void *library, const char *symbol, Function &slot,
             const std::string &path, std::string &error) {
  slot = reinterpret_cast<Function>(dlsym(library, symbol));
  if (!slot)
    error = path + " has no " + symbol;
  return slot != nullptr;
}

// The tables: written once, under the mutex, before their flag is set.
// They are never destroyed, so that calls from other libraries' destructors
// at exit (an artifact unloading its modules) still find them.
std::mutex loadMutex;
DriverApi &driverTable = *new DriverApi;
BlasApi &blasTable = *new BlasApi;
NcclApi &ncclTable = *new NcclApi;
bool driverReady = false, blasReady = false, ncclReady = false;

#define OSDP_CUDA_RESOLVE(function)                                            \
  ok = ok && resolve(library, OSDP_CUDA_SYMBOL_NAME(function), api.function,   \
                     path, error);

/// Opens the library of `spec` and fills `api` through `fill`; a failure
/// says "`what`: ..." and leaves `api` untouched.
template <typename Api, typename Fill>
bool load(const LibrarySpec &spec, const char *what, Api &api, bool &loaded,
          Fill fill, std::string &error) {
  std::lock_guard<std::mutex> lock(loadMutex);
  if (loaded)
    return true;
  std::string path;
  void *library = openLibrary(spec, path, error);
  Api table;
  table.path = path;
  if (!library || !fill(library, table, path, error)) {
    if (library)
      dlclose(library);
    error = std::string(what) + ": " + error;
    return false;
  }
  api = table;
  loaded = true;
  return true;
}

bool fillDriver(void *library, DriverApi &api, const std::string &path,
                std::string &error) {
  bool ok = true;
  OSDP_CUDA_DRIVER_FUNCTIONS(OSDP_CUDA_RESOLVE)
  return ok;
}

bool fillBlas(void *library, BlasApi &api, const std::string &path,
              std::string &error) {
  bool ok = true;
  OSDP_CUDA_BLAS_FUNCTIONS(OSDP_CUDA_RESOLVE)
  OSDP_CUDA_RESOLVE(cublasGemmEx)
  OSDP_CUDA_RESOLVE(cublasGemmStridedBatchedEx)
  return ok;
}

bool fillNccl(void *library, NcclApi &api, const std::string &path,
              std::string &error) {
  bool ok = true;
  OSDP_CUDA_NCCL_FUNCTIONS(OSDP_CUDA_RESOLVE)
  return ok;
}

} // namespace

bool osdp::cuda::loadDriver(std::string &error) {
  return load(driverSpec, "no CUDA driver", driverTable, driverReady,
              fillDriver, error);
}

bool osdp::cuda::loadBlas(std::string &error) {
  return load(blasSpec, "no cuBLAS", blasTable, blasReady, fillBlas, error);
}

bool osdp::cuda::loadNccl(std::string &error) {
  return load(ncclSpec, "no NCCL", ncclTable, ncclReady, fillNccl, error);
}

bool osdp::cuda::ncclLoaded() {
  std::lock_guard<std::mutex> lock(loadMutex);
  return ncclReady;
}

const DriverApi &osdp::cuda::driver() { return driverTable; }
const BlasApi &osdp::cuda::blas() { return blasTable; }
const NcclApi &osdp::cuda::nccl() { return ncclTable; }
