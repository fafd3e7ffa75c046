//===- Memref.cpp - Tensors from memref descriptors -----------------------===//

#include "Internal.h"

using namespace osdp::rt;

Tensor osdp::rt::readMemref(const osdp_rt_unranked_memref *memref,
                            size_t elementSize, const char *call,
                            const char *what) {
  Tensor tensor;
  std::string error =
      osdp::runtime::readTensor(memref, elementSize, what, tensor);
  if (!error.empty())
    fatal(call, "%s", error.c_str());
  return tensor;
}
