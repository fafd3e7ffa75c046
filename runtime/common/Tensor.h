//===- Tensor.h - Dense tensors from memref descriptors ---------*- C++ -*-===//
//
// What both runtime backends (the CPU's over MPI, the CUDA one) read from
// the unranked memrefs compiled code passes them: the first element, the
// shape, and whether the buffer is dense row-major (the only layout the
// runtime takes). Neither backend's error handling is assumed: functions
// return what went wrong, and each backend makes it fatal its own way.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUNTIME_COMMON_TENSOR_H
#define OSDP_RUNTIME_COMMON_TENSOR_H

// The backends are built with hidden visibility and export the C ABI
// Runtime.h declares, whichever header includes it first.
#pragma GCC visibility push(default)
#include "osdp/Runtime/Runtime.h"
#pragma GCC visibility pop

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace osdp {
namespace runtime {

/// A dense row-major tensor read from a memref descriptor. `data` may be
/// device memory: nothing here dereferences it.
struct Tensor {
  char *data = nullptr; // the first element (aligned + offset)
  std::vector<int64_t> sizes;
  int64_t numElements = 1;
  size_t elementSize = 0;

  size_t numBytes() const { return size_t(numElements) * elementSize; }
};

/// Reads `memref` into `tensor`, with elements of `elementSize` bytes.
/// Returns an empty string, or why it cannot (a null descriptor, a
/// negative rank or size, a layout that is not dense row-major), naming
/// the operand `what` (e.g. "input").
std::string readTensor(const osdp_rt_unranked_memref *memref,
                       size_t elementSize, const char *what, Tensor &tensor);

/// Sizes as MLIR prints a shape: "4x3x5" ("scalar" for rank 0).
std::string shapeString(const std::vector<int64_t> &sizes);

/// The product of sizes[begin, end).
int64_t product(const std::vector<int64_t> &sizes, size_t begin, size_t end);

} // namespace runtime
} // namespace osdp

#endif // OSDP_RUNTIME_COMMON_TENSOR_H
