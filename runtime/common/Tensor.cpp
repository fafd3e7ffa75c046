//===- Tensor.cpp - Dense tensors from memref descriptors -----------------===//

#include "Tensor.h"

using namespace osdp::runtime;

std::string osdp::runtime::shapeString(const std::vector<int64_t> &sizes) {
  if (sizes.empty())
    return "scalar";
  std::string text;
  for (size_t i = 0; i < sizes.size(); ++i)
    text += (i ? "x" : "") + std::to_string(sizes[i]);
  return text;
}

int64_t osdp::runtime::product(const std::vector<int64_t> &sizes, size_t begin,
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

/// Dense row-major: each stride is the product of the sizes after it. A
/// dimension of size 1 is never stepped over, so its stride is free.
bool isDenseRowMajor(const int64_t *sizes, const int64_t *strides,
                     int64_t rank) {
  int64_t expected = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (sizes[i] != 1 && strides[i] != expected)
      return false;
    expected *= sizes[i];
  }
  return true;
}
} // namespace

std::string osdp::runtime::readTensor(const osdp_rt_unranked_memref *memref,
                                      size_t elementSize, const char *what,
                                      Tensor &tensor) {
  std::string name(what);
  if (!memref || !memref->descriptor)
    return "the " + name + " has no memref descriptor";
  if (memref->rank < 0)
    return "the " + name + " has rank " + std::to_string(memref->rank);
  const auto *ranked =
      static_cast<const RankedDescriptor *>(memref->descriptor);
  const auto *sizes = reinterpret_cast<const int64_t *>(ranked + 1);
  const int64_t *strides = sizes + memref->rank;

  tensor = Tensor();
  tensor.elementSize = elementSize;
  tensor.sizes.assign(sizes, sizes + memref->rank);
  for (int64_t size : tensor.sizes) {
    if (size < 0)
      return "the " + name + " has shape " + shapeString(tensor.sizes);
    tensor.numElements *= size;
  }
  if (ranked->aligned)
    tensor.data = static_cast<char *>(ranked->aligned) +
                  ranked->offset * int64_t(elementSize);
  // An empty tensor is never read, whatever its layout.
  if (tensor.numElements == 0)
    return "";
  if (!isDenseRowMajor(sizes, strides, memref->rank))
    return "the " + name + " (shape " + shapeString(tensor.sizes) +
           ", strides " +
           shapeString(std::vector<int64_t>(strides, strides + memref->rank)) +
           ") is not contiguous row-major; the runtime takes dense buffers "
           "only";
  if (!ranked->aligned)
    return "the " + name + " (shape " + shapeString(tensor.sizes) +
           ") has no buffer";
  return "";
}
