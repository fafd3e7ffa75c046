//===- HostCheck.cpp - Can this CPU run an artifact? ----------------------===//

#include "HostCheck.h"

#include "Artifact.h"
#include "Fatal.h"

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

using namespace osdp::run;

namespace {

/// LLVM's names of x86 instruction set extensions and the Linux kernel's.
struct FeatureName {
  const char *llvm;
  const char *cpuinfo;
};

const FeatureName kFeatures[] = {
    {"sse3", "pni"},
    {"ssse3", "ssse3"},
    {"sse4.1", "sse4_1"},
    {"sse4.2", "sse4_2"},
    {"avx", "avx"},
    {"avx2", "avx2"},
    {"fma", "fma"},
    {"f16c", "f16c"},
    {"bmi", "bmi1"},
    {"bmi2", "bmi2"},
    {"avx512f", "avx512f"},
    {"avx512bw", "avx512bw"},
    {"avx512cd", "avx512cd"},
    {"avx512dq", "avx512dq"},
    {"avx512vl", "avx512vl"},
    {"avx512vnni", "avx512_vnni"},
    {"avx512bf16", "avx512_bf16"},
    {"avx512fp16", "avx512_fp16"},
    {"avxvnni", "avx_vnni"},
    {"amx-tile", "amx_tile"},
};

std::set<std::string> hostFlags() {
  // The tests stand in another CPU's description through this variable.
  const char *path = std::getenv("OSDP_RUN_CPUINFO");
  std::ifstream cpuinfo(path ? path : "/proc/cpuinfo");
  std::string line;
  std::set<std::string> flags;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("flags", 0) != 0)
      continue;
    std::istringstream words(line.substr(line.find(':') + 1));
    std::string flag;
    while (words >> flag)
      flags.insert(flag);
    break;
  }
  return flags;
}

} // namespace

std::vector<std::string>
osdp::run::missingHostFeatures(const std::vector<std::string> &features) {
  std::set<std::string> flags = hostFlags();
  std::vector<std::string> missing;
  if (flags.empty())
    return missing; // No /proc/cpuinfo: nothing to check against.
  for (const std::string &feature : features)
    for (const FeatureName &name : kFeatures)
      if (feature == name.llvm && !flags.count(name.cpuinfo))
        missing.push_back(feature);
  return missing;
}

void osdp::run::checkHostFeatures(const Manifest &manifest) {
  std::vector<std::string> missing =
      missingHostFeatures(manifest.targetFeatures);
  if (missing.empty())
    return;
  std::string list;
  for (const std::string &feature : missing)
    list += (list.empty() ? "" : ", ") + feature;
  fatal("the artifact was compiled for " + manifest.targetCpu + " and uses " +
        list +
        ", which this CPU lacks; compile it with --target-cpu for this "
        "machine (or a baseline such as x86-64-v3)");
}
