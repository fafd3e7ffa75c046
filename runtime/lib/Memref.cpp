//===- Memref.cpp - Tensors from memref descriptors -----------------------===//

#include "Internal.h"

using namespace osdp::rt;

std::string osdp::rt::shapeString(const std::vector<int64_t> &sizes) {
  if (sizes.empty())
    return "scalar";
  std::string text;
  for (size_t i = 0; i < sizes.size(); ++i)
    text += (i ? "x" : "") + std::to_string(sizes[i]);
  return text;
}

int64_t osdp::rt::product(const std::vector<int64_t> &sizes, size_t begin,
                          size_t end) {
  int64_t result = 1;
  for (size_t i = begin; i < end; ++i)
    result *= sizes[i];
  return result;
}

namespace {
/// The ranked descriptor's fixed part; `sizes[rank]` and `strides[rank]`
/// follow it.
struct RankedDescriptor {
  void *allocated;
  void *aligned;
  int64_t offset;
};
} // namespace

Tensor osdp::rt::readMemref(const osdp_rt_unranked_memref *memref,
                            size_t elementSize, const char *call,
                            const char *what) {
  if (!memref || !memref->descriptor)
    fatal(call, "the %s has no memref descriptor", what);
  if (memref->rank < 0)
    fatal(call, "the %s has rank %lld", what, (long long)memref->rank);
  const auto *ranked =
      static_cast<const RankedDescriptor *>(memref->descriptor);
  const auto *sizes = reinterpret_cast<const int64_t *>(ranked + 1);
  const int64_t *strides = sizes + memref->rank;

  Tensor tensor;
  tensor.elementSize = elementSize;
  tensor.sizes.assign(sizes, sizes + memref->rank);
  for (int64_t size : tensor.sizes) {
    if (size < 0)
      fatal(call, "the %s has shape %s", what,
            shapeString(tensor.sizes).c_str());
    tensor.numElements *= size;
  }
  // Dense row-major: each stride is the product of the sizes after it. A
  // dimension of size 1 is never stepped over, so its stride is free.
  bool contiguous = true;
  int64_t expected = 1;
  for (int64_t i = memref->rank - 1; i >= 0; --i) {
    if (sizes[i] != 1 && strides[i] != expected)
      contiguous = false;
    expected *= sizes[i];
  }
  if (!contiguous && tensor.numElements != 0) {
    std::vector<int64_t> strideList(strides, strides + memref->rank);
    fatal(call,
          "the %s (shape %s, strides %s) is not contiguous row-major; the "
          "runtime takes dense buffers only",
          what, shapeString(tensor.sizes).c_str(),
          shapeString(strideList).c_str());
  }
  if (!ranked->aligned && tensor.numElements != 0)
    fatal(call, "the %s (shape %s) has no buffer", what,
          shapeString(tensor.sizes).c_str());
  tensor.data = static_cast<char *>(ranked->aligned) +
                ranked->offset * int64_t(elementSize);
  return tensor;
}
