//===- Fatal.h - osdp-run's fatal errors ------------------------*- C++ -*-===//
//
// What the code every device shares calls on an error it cannot go on
// from. Each device's driver defines it: the CPU's (CpuRun.cpp) names the
// rank and aborts every rank of the MPI job, the CUDA one's (CudaRun.cpp)
// ends its one process.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_FATAL_H
#define OSDP_RUN_FATAL_H

#include <string>

namespace osdp::run {

/// Prints "osdp-run: [rank R: ]MESSAGE" on stderr and exits with status 1.
[[noreturn]] void fatal(const std::string &message);

} // namespace osdp::run

#endif // OSDP_RUN_FATAL_H
