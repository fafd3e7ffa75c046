//===- Profile.cpp - Time and calls inside GEMM and the collectives -------===//
//
// When profiling is on, every GEMM, collective and point-to-point entry point
// times itself with a steady clock and adds the call here: per kind, the
// calls, seconds, FLOPs (GEMM) and bytes (the others: their input's, a
// recv's output's), and per distinct GEMM shape its calls and seconds. The
// host (osdp-run) reads the figures around each step.
// When it is off the entry points test one flag and call straight through.
//
// The runtime is single-threaded, but compiled code may one day call GEMM
// from several threads: recording takes a lock (only when profiling is on).
//
//===----------------------------------------------------------------------===//

#include "GemmShape.h"
#include "Internal.h"

#include <mutex>

using namespace osdp::rt;

std::atomic<bool> osdp::rt::profilingOn{false};

namespace {
struct Profile {
  std::mutex lock;
  osdp_rt_profile_counter counters[OSDP_RT_PROFILE_NUM_KINDS] = {};
  /// In the order first seen; a model has a few dozen shapes at most.
  std::vector<osdp_rt_gemm_shape> shapes;
};

Profile &profile() {
  static Profile p;
  return p;
}
} // namespace

void osdp::rt::recordCollective(osdp_rt_profile_kind kind, double seconds,
                                int64_t bytes) {
  Profile &p = profile();
  std::lock_guard<std::mutex> guard(p.lock);
  osdp_rt_profile_counter &c = p.counters[kind];
  c.calls += 1;
  c.bytes += bytes;
  c.seconds += seconds;
}

void osdp::rt::recordGemm(int32_t dtype, bool transA, bool transB,
                          int64_t batch, int64_t m, int64_t n, int64_t k,
                          double seconds) {
  Profile &p = profile();
  std::lock_guard<std::mutex> guard(p.lock);
  osdp_rt_profile_counter &c = p.counters[OSDP_RT_PROFILE_GEMM];
  c.calls += 1;
  c.flops += 2 * batch * m * n * k;
  c.seconds += seconds;
  osdp::runtime::countGemmShape(
      p.shapes, {dtype, transA, transB, batch, m, n, k, /*calls=*/1, seconds});
}

void osdp_rt_profile_enable(int32_t enabled) {
  profilingOn.store(enabled != 0, std::memory_order_relaxed);
}

int32_t osdp_rt_profile_enabled(void) { return profiling(); }

void osdp_rt_profile_reset(void) {
  Profile &p = profile();
  std::lock_guard<std::mutex> guard(p.lock);
  for (osdp_rt_profile_counter &c : p.counters)
    c = osdp_rt_profile_counter{};
  p.shapes.clear();
}

void osdp_rt_profile_counters(osdp_rt_profile_counter *counters) {
  Profile &p = profile();
  std::lock_guard<std::mutex> guard(p.lock);
  for (int i = 0; i < OSDP_RT_PROFILE_NUM_KINDS; ++i)
    counters[i] = p.counters[i];
}

int64_t osdp_rt_profile_gemm_shapes(osdp_rt_gemm_shape *shapes,
                                    int64_t capacity) {
  Profile &p = profile();
  std::lock_guard<std::mutex> guard(p.lock);
  int64_t count = int64_t(p.shapes.size());
  for (int64_t i = 0; i < count && i < capacity; ++i)
    shapes[i] = p.shapes[i];
  return count;
}

const char *osdp_rt_profile_kind_name(int32_t kind) {
  switch (kind) {
  case OSDP_RT_PROFILE_GEMM:
    return "gemm";
  case OSDP_RT_PROFILE_ALL_REDUCE:
    return "all_reduce";
  case OSDP_RT_PROFILE_ALL_GATHER:
    return "all_gather";
  case OSDP_RT_PROFILE_REDUCE_SCATTER:
    return "reduce_scatter";
  case OSDP_RT_PROFILE_ALL_TO_ALL:
    return "all_to_all";
  case OSDP_RT_PROFILE_COLLECTIVE_PERMUTE:
    return "collective_permute";
  case OSDP_RT_PROFILE_SEND:
    return "send";
  case OSDP_RT_PROFILE_RECV:
    return "recv";
  default:
    return nullptr;
  }
}
