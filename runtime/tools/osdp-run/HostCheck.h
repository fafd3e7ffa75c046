//===- HostCheck.h - Can this CPU run an artifact? --------------*- C++ -*-===//
//
// An artifact compiled for a newer CPU dies of SIGILL on an older one, at
// some instruction deep in a step. osdp-run checks the vector instruction
// sets the manifest records against the host's (/proc/cpuinfo) first.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_HOSTCHECK_H
#define OSDP_RUN_HOSTCHECK_H

#include <string>
#include <vector>

namespace osdp::run {

struct Manifest;

/// The instruction sets among `features` (LLVM's names) that this CPU lacks
/// (only those /proc/cpuinfo reports under a known name are checked; the
/// environment variable OSDP_RUN_CPUINFO names another file to read).
std::vector<std::string>
missingHostFeatures(const std::vector<std::string> &features);

/// A fatal error naming what this CPU lacks when it cannot run the host code
/// of `manifest`'s artifact (a cuda artifact has host code too).
void checkHostFeatures(const Manifest &manifest);

} // namespace osdp::run

#endif // OSDP_RUN_HOSTCHECK_H
