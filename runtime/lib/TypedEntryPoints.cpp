//===- TypedEntryPoints.cpp - One entry point per element type ------------===//
//
// Compiled code declares a runtime function per element type: an unranked
// memref's type names its element type (`memref<*xf32>`), so one MLIR
// declaration cannot serve two types. These forward to the generic entry
// points of Runtime.h with the element type as an argument.
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
  }

OSDP_RT_TYPED_ENTRY_POINTS(f32, OSDP_RT_F32)
OSDP_RT_TYPED_ENTRY_POINTS(f64, OSDP_RT_F64)
OSDP_RT_TYPED_ENTRY_POINTS(f16, OSDP_RT_F16)
OSDP_RT_TYPED_ENTRY_POINTS(bf16, OSDP_RT_BF16)
OSDP_RT_TYPED_ENTRY_POINTS(i8, OSDP_RT_I8)
OSDP_RT_TYPED_ENTRY_POINTS(i16, OSDP_RT_I16)
OSDP_RT_TYPED_ENTRY_POINTS(i32, OSDP_RT_I32)
OSDP_RT_TYPED_ENTRY_POINTS(i64, OSDP_RT_I64)
OSDP_RT_TYPED_ENTRY_POINTS(u8, OSDP_RT_U8)
OSDP_RT_TYPED_ENTRY_POINTS(u16, OSDP_RT_U16)
OSDP_RT_TYPED_ENTRY_POINTS(u32, OSDP_RT_U32)
OSDP_RT_TYPED_ENTRY_POINTS(u64, OSDP_RT_U64)
OSDP_RT_TYPED_ENTRY_POINTS(pred, OSDP_RT_PRED)
