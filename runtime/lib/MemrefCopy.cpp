//===- MemrefCopy.cpp - The strided copy compiled code calls --------------===//
//
// MLIR lowers `memref.copy` between buffers that are not both contiguous to
// a call of `memrefCopy` (its C runner utilities provide it; artifacts must
// not depend on them). Element size in bytes, then the unranked source and
// destination descriptors.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstring>
#include <vector>

namespace {

/// A ranked descriptor seen through its layout: two pointers, the offset,
/// then `rank` sizes and `rank` strides, all 64-bit.
struct StridedView {
  char *aligned;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

StridedView view(const osdp_rt_unranked_memref *memref) {
  auto *fields = static_cast<int64_t *>(memref->descriptor);
  StridedView result;
  std::memcpy(&result.aligned, &fields[1], sizeof(char *));
  result.offset = fields[2];
  result.sizes = fields + 3;
  result.strides = fields + 3 + memref->rank;
  return result;
}

} // namespace

extern "C" void memrefCopy(int64_t elementSize, osdp_rt_unranked_memref *src,
                           osdp_rt_unranked_memref *dst) {
  int64_t rank = src->rank;
  StridedView from = view(src), to = view(dst);
  int64_t count = 1;
  for (int64_t d = 0; d < rank; ++d)
    count *= from.sizes[d];
  if (count == 0)
    return;
  // Walk every index in row-major order, carrying like an odometer.
  std::vector<int64_t> index(rank, 0);
  int64_t fromOffset = from.offset, toOffset = to.offset;
  for (int64_t i = 0; i < count; ++i) {
    std::memcpy(to.aligned + toOffset * elementSize,
                from.aligned + fromOffset * elementSize, elementSize);
    for (int64_t d = rank - 1; d >= 0; --d) {
      ++index[d];
      fromOffset += from.strides[d];
      toOffset += to.strides[d];
      if (index[d] < from.sizes[d])
        break;
      fromOffset -= index[d] * from.strides[d];
      toOffset -= index[d] * to.strides[d];
      index[d] = 0;
    }
  }
}
