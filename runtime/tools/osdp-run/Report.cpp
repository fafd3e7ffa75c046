//===- Report.cpp - What a run prints and writes --------------------------===//

#include "Report.h"

#include "Fatal.h"

#include <algorithm>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>

using namespace osdp::run;

std::string osdp::run::format(const char *pattern, ...) {
  char text[512];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(text, sizeof text, pattern, args);
  va_end(args);
  return text;
}

double osdp::run::median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::string osdp::run::describeScalar(const TensorSpec &spec, size_t index,
                                      const char *data) {
  char number[64] = "?";
  if (spec.dtype == "f32")
    std::snprintf(number, sizeof number, "%.9g",
                  *reinterpret_cast<const float *>(data));
  else if (spec.dtype == "f64")
    std::snprintf(number, sizeof number, "%.17g",
                  *reinterpret_cast<const double *>(data));
  else if (spec.dtype == "i32")
    std::snprintf(number, sizeof number, "%d",
                  *reinterpret_cast<const int32_t *>(data));
  return ", " +
         (spec.name.empty() ? "output " + std::to_string(index) : spec.name) +
         " = " + number;
}

void osdp::run::printStep(int step, bool warmup, double seconds,
                          const std::string &memory,
                          const std::string &scalars) {
  std::printf("step %d%s: %.3f ms, %s%s\n", step, warmup ? " (warmup)" : "",
              seconds * 1e3, memory.c_str(), scalars.c_str());
  std::fflush(stdout);
}

void osdp::run::writeFileAtomically(const std::string &path,
                                    const std::string &text) {
  std::string partial = path + ".partial";
  std::ofstream file(partial);
  file << text;
  file.close();
  if (!file || std::rename(partial.c_str(), path.c_str()) != 0) {
    std::remove(partial.c_str());
    fatal("cannot write " + path);
  }
}

void osdp::run::writeOutputs(const std::string &dir,
                             const std::vector<Array> &outputs) {
  std::string error;
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (writeNpy(dir + "/" + std::to_string(i) + ".npy", outputs[i], error))
      continue;
    // All or nothing: a directory with some of the outputs would pass for
    // a finished run.
    for (size_t j = 0; j < i; ++j)
      std::remove((dir + "/" + std::to_string(j) + ".npy").c_str());
    fatal(error);
  }
}

std::string osdp::run::stepSecondsJson(const std::vector<double> &times) {
  std::string json = "\"step_seconds\": [";
  for (size_t i = 0; i < times.size(); ++i)
    json += format("%s%.9g", i ? ", " : "", times[i]);
  return json + "]";
}

static const char *dtypeName(int32_t dtype) {
  switch (dtype) {
  case OSDP_RT_F64:
    return "f64";
  case OSDP_RT_F16:
    return "f16";
  case OSDP_RT_BF16:
    return "bf16";
  default:
    return "f32";
  }
}

std::string
osdp::run::gemmShapesJson(const std::vector<osdp_rt_gemm_shape> &shapes,
                          int indent) {
  std::string pad(size_t(indent), ' ');
  std::string json = "\"gemm_shapes\": [";
  for (size_t i = 0; i < shapes.size(); ++i) {
    const osdp_rt_gemm_shape &s = shapes[i];
    json += format("%s\n%s  {\"dtype\": \"%s\", \"trans_a\": %s, "
                   "\"trans_b\": %s, \"batch\": %lld, \"m\": %lld, ",
                   i ? "," : "", pad.c_str(), dtypeName(s.dtype),
                   s.trans_a ? "true" : "false", s.trans_b ? "true" : "false",
                   (long long)s.batch, (long long)s.m);
    json +=
        format("\"n\": %lld, \"k\": %lld, \"calls\": %lld, "
               "\"seconds\": %.9g}",
               (long long)s.n, (long long)s.k, (long long)s.calls, s.seconds);
  }
  return json + "\n" + pad + "]";
}
