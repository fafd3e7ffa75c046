//===- Driver.h - osdp-run's devices ----------------------------*- C++ -*-===//
//
// osdp-run itself links neither MPI nor a runtime: it reads the artifact's
// manifest, then loads the driver of the device that runs it, a library
// next to it (../lib/libosdp_run_<device>.so), and hands it the command
// line. The cpu driver links MPI and the CPU runtime; the cuda one only
// the CUDA runtime, which loads the CUDA libraries itself. So a GPU
// machine without MPI runs one-rank CUDA artifacts, and a build without
// the CUDA headers still runs CPU ones.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_DRIVER_H
#define OSDP_RUN_DRIVER_H

#include "Options.h"

extern "C" {
/// Runs `options`' artifact on the device; returns the exit status (errors
/// are fatal). `argc` and `argv` are the command line, for MPI and for
/// relaunching it under mpirun.
__attribute__((visibility("default"))) int
osdp_run_cpu_main(const osdp::run::Options *options, int argc, char **argv);
__attribute__((visibility("default"))) int
osdp_run_cuda_main(const osdp::run::Options *options, int argc, char **argv);
}

namespace osdp::run {
using DriverMain = int (*)(const Options *, int, char **);
} // namespace osdp::run

#endif // OSDP_RUN_DRIVER_H
