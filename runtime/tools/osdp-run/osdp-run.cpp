//===- osdp-run.cpp - Run a compiled osdp program -------------------------===//
//
//   osdp-run MODEL.osdp [--device cpu|cuda] [--input I=X.npy]...
//            [--inputs DIR] [--random-inputs] [--seed N] [--output-dir DIR]
//            [--steps N] [--warmup W] [--report-json FILE]
//            [--print-scalars] [--profile] [-n RANKS]
//
// Runs the artifact's entry for --steps steps on the device it was compiled
// for (--device, when given, must be that one): on the CPU, on the ranks of
// an MPI job (CpuRun.cpp); on an NVIDIA GPU, in one process
// (CudaRun.cpp). Each device's driver is a library loaded here (Driver.h).
//
//===----------------------------------------------------------------------===//

#include "Artifact.h"
#include "Driver.h"
#include "Options.h"

#include "osdp/Support/OutOfMemory.h"

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

#include <cstdio>
#include <string>

using namespace osdp::run;

namespace {

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "osdp-run: %s\n", message.c_str());
  std::exit(1);
}

/// The directory of the driver libraries: lib/ beside this program's bin/.
std::string driverDirectory() {
  char path[PATH_MAX];
  ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
  if (length <= 0)
    return "";
  std::string exe(path, length);
  std::string bin = exe.substr(0, exe.find_last_of('/'));
  return bin.substr(0, bin.find_last_of('/')) + "/lib";
}

/// The device that runs the artifact: --device, which must be the target
/// it was compiled for, or that target.
std::string chooseDevice(const Options &options, const Manifest &manifest) {
  if (!options.device.empty() && options.device != manifest.target)
    fail(options.artifact + " was compiled for " + manifest.target +
         " (osdp-compile --target=" + manifest.target + "); --device " +
         options.device + " cannot run it");
  return manifest.target;
}

/// Loads the driver of `device` (with its runtime, global: the artifact's
/// code resolves the runtime's functions against the process).
DriverMain loadDriver(const std::string &device) {
  std::string path = driverDirectory() + "/libosdp_run_" + device + ".so";
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!library)
    fail("cannot load the " + device + " driver: " + dlerror() +
         (device == "cuda" ? " (osdp is built with the cuda device only "
                             "where the CUDA toolkit's headers are)"
                           : ""));
  std::string symbol = "osdp_run_" + device + "_main";
  auto main = reinterpret_cast<DriverMain>(dlsym(library, symbol.c_str()));
  if (!main)
    fail(path + " has no " + symbol);
  return main;
}

} // namespace

int main(int argc, char **argv) {
  osdp::installOutOfMemoryHandler("osdp-run");
  Options options = parseOptions(argc, argv);
  Manifest manifest;
  std::string error;
  if (!readManifest(options.artifact, manifest, error))
    fail(error);
  std::string device = chooseDevice(options, manifest);
  return loadDriver(device)(&options, argc, argv);
}
