//===- Profile.cpp - Where a step's GPU time goes -------------------------===//
//
// While profiling is on, each cuBLAS product and each kernel launch is
// bracketed by two events recorded on the compute stream; reading the
// profile waits for the stream and sums the time between each pair. The
// events come from a free list, so that a step creates none once warm;
// recording them costs a few microseconds per launch, which is why it is
// off unless asked for (osdp-run --profile).
//
//===----------------------------------------------------------------------===//

#include "GemmShape.h"
#include "Internal.h"

#include <algorithm>
#include <vector>

using namespace osdp::cuda;

namespace {
struct Span {
  CUevent start, end;
  ProfileKind kind;
  double flops;
  osdp_rt_gemm_shape shape;
};

bool enabled = false;
std::vector<CUevent> freeEvents;
std::vector<Span> spans;
/// The products read so far, by shape.
std::vector<osdp_rt_gemm_shape> gemmShapes;

CUevent takeEvent(const char *call) {
  if (!freeEvents.empty()) {
    CUevent event = freeEvents.back();
    freeEvents.pop_back();
    return event;
  }
  CUevent event = nullptr;
  OSDP_CU(call, cuEventCreate, &event, CU_EVENT_DEFAULT);
  return event;
}
} // namespace

ProfiledSpan::ProfiledSpan(ProfileKind kind, double flops, const char *call,
                           const osdp_rt_gemm_shape &shape)
    : kind(kind), flops(flops), call(call), active(enabled), shape(shape) {
  if (!active)
    return;
  start = takeEvent(call);
  OSDP_CU(call, cuEventRecord, start, startedDevice(call).stream);
}

ProfiledSpan::~ProfiledSpan() {
  if (!active)
    return;
  CUevent end = takeEvent(call);
  OSDP_CU(call, cuEventRecord, end, startedDevice(call).stream);
  spans.push_back({start, end, kind, flops, shape});
}

void osdp::cuda::releaseProfile(bool destroyEvents) {
  for (const Span &span : spans) {
    freeEvents.push_back(span.start);
    freeEvents.push_back(span.end);
  }
  spans.clear();
  gemmShapes.clear();
  if (destroyEvents)
    for (CUevent event : freeEvents)
      driver().cuEventDestroy(event);
  freeEvents.clear();
  enabled = false;
}

void osdp_cuda_profile_enable(int enable) {
  startedDevice("osdp_cuda_profile_enable");
  enabled = enable != 0;
}

int osdp_cuda_profile_read(osdp_cuda_profile *out, char *error,
                           size_t error_size) {
  const char *call = "osdp_cuda_profile_read";
  *out = osdp_cuda_profile();
  if (osdp_cuda_synchronize(error, error_size) != 0)
    return 1;
  for (const Span &span : spans) {
    float ms = 0;
    OSDP_CU(call, cuEventElapsedTime, &ms, span.start, span.end);
    if (span.kind == ProfileKind::Gemm) {
      out->gemm_calls += 1;
      out->gemm_flops += span.flops;
      out->gemm_seconds += ms * 1e-3;
      osdp_rt_gemm_shape shape = span.shape;
      shape.calls = 1;
      shape.seconds = ms * 1e-3;
      osdp::runtime::countGemmShape(gemmShapes, shape);
    } else {
      out->kernel_launches += 1;
      out->kernel_seconds += ms * 1e-3;
    }
    freeEvents.push_back(span.start);
    freeEvents.push_back(span.end);
  }
  spans.clear();
  return 0;
}

int64_t osdp_cuda_profile_gemm_shapes(osdp_rt_gemm_shape *shapes,
                                      int64_t capacity) {
  int64_t count = static_cast<int64_t>(gemmShapes.size());
  std::copy_n(gemmShapes.begin(),
              std::min(count, std::max<int64_t>(0, capacity)), shapes);
  return count;
}
