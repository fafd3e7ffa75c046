//===- TypedEntryPoints.cpp - One entry point per element type ------------===//
//
// Compiled code declares a runtime function per element type: an unranked
// memref's type names its element type (`memref<*xf32>`), so one MLIR
// declaration cannot serve two types. These forward to the generic entry
// points of Runtime.h with the element type as an argument. Runtime.h
// declares them with ABI.h's signatures, one set per element type of ABI.h,
// so a definition that strays from the ABI does not compile.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

namespace {
using Memref = osdp_rt_unranked_memref;
} // namespace

#define OSDP_RT_TYPED_ENTRY_POINTS(SUFFIX, DTYPE)                              \
  extern "C" void _mlir_ciface_osdp_rt_all_reduce_##SUFFIX(                    \
      Memref *in, Memref *out, int32_t kind, int64_t axes) {                   \
    _mlir_ciface_osdp_rt_all_reduce(in, out, DTYPE, kind, axes);               \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_all_gather_##SUFFIX(                    \
      Memref *in, Memref *out, int64_t dim, int64_t axes) {                    \
    _mlir_ciface_osdp_rt_all_gather(in, out, DTYPE, dim, axes);                \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_reduce_scatter_##SUFFIX(                \
      Memref *in, Memref *out, int32_t kind, int64_t dim, int64_t axes) {      \
    _mlir_ciface_osdp_rt_reduce_scatter(in, out, DTYPE, kind, dim, axes);      \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_all_to_all_##SUFFIX(                    \
      Memref *in, Memref *out, int64_t splitDim, int64_t concatDim,            \
      int64_t axes) {                                                          \
    _mlir_ciface_osdp_rt_all_to_all(in, out, DTYPE, splitDim, concatDim,       \
                                    axes);                                     \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_collective_permute_##SUFFIX(            \
      Memref *in, Memref *out, int64_t axes, Memref *pairs) {                  \
    _mlir_ciface_osdp_rt_collective_permute(in, out, DTYPE, axes, pairs);      \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_send_##SUFFIX(                          \
      Memref *in, int64_t axes, int64_t peer, int64_t tag) {                   \
    _mlir_ciface_osdp_rt_send(in, DTYPE, axes, peer, tag);                     \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_recv_##SUFFIX(                          \
      Memref *out, int64_t axes, int64_t peer, int64_t tag) {                  \
    _mlir_ciface_osdp_rt_recv(out, DTYPE, axes, peer, tag);                    \
  }                                                                            \
  extern "C" int64_t _mlir_ciface_osdp_rt_all_reduce_start_##SUFFIX(           \
      Memref *in, Memref *out, int32_t kind, int64_t axes) {                   \
    return _mlir_ciface_osdp_rt_all_reduce_start(in, out, DTYPE, kind, axes);  \
  }                                                                            \
  extern "C" int64_t _mlir_ciface_osdp_rt_all_gather_start_##SUFFIX(           \
      Memref *in, Memref *out, int64_t dim, int64_t axes) {                    \
    return _mlir_ciface_osdp_rt_all_gather_start(in, out, DTYPE, dim, axes);   \
  }                                                                            \
  extern "C" int64_t _mlir_ciface_osdp_rt_reduce_scatter_start_##SUFFIX(       \
      Memref *in, Memref *out, int32_t kind, int64_t dim, int64_t axes) {      \
    return _mlir_ciface_osdp_rt_reduce_scatter_start(in, out, DTYPE, kind,     \
                                                     dim, axes);               \
  }                                                                            \
  extern "C" void _mlir_ciface_osdp_rt_wait_##SUFFIX(                          \
      int64_t handle, Memref *in, Memref *out) {                               \
    _mlir_ciface_osdp_rt_wait(handle, in, out, DTYPE);                         \
  }

OSDP_ABI_FOR_EACH_DTYPE(OSDP_RT_TYPED_ENTRY_POINTS)
