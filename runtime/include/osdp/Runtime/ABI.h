/*===- ABI.h - What the compiler and the runtime agree on ----------*- C -*-===*
 *
 * The one place where the codes and entry points that compiled osdp code
 * shares with the runtime are defined. The runtime (Runtime.h,
 * CudaRuntime.h) declares its entry points with the signatures below, and
 * the compiler's lowering to runtime calls (lib/Conversion/OSDPToRuntime)
 * builds its calls from the same names, codes and signatures, with
 * static_asserts tying the osdp dialect's enums to the codes. The header is
 * plain C with no dependencies, so the compiler includes it without
 * linking the runtime.
 *
 *===----------------------------------------------------------------------===*/

#ifndef OSDP_RUNTIME_ABI_H
#define OSDP_RUNTIME_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*
 * Element types
 *===----------------------------------------------------------------------===*/

/* Element types, as the compiler encodes them. */
typedef enum osdp_rt_dtype {
  OSDP_RT_F32 = 0,
  OSDP_RT_F64 = 1,
  OSDP_RT_F16 = 2,
  OSDP_RT_BF16 = 3,
  OSDP_RT_I8 = 4,
  OSDP_RT_I16 = 5,
  OSDP_RT_I32 = 6,
  OSDP_RT_I64 = 7,
  OSDP_RT_U8 = 8,
  OSDP_RT_U16 = 9,
  OSDP_RT_U32 = 10,
  OSDP_RT_U64 = 11,
  OSDP_RT_PRED = 12 /* i1, one byte per element */
} osdp_rt_dtype;

/* X(SUFFIX, CODE) for every element type: SUFFIX ends the names of the
 * typed entry points (`osdp_rt_all_reduce_f32`), CODE is its
 * osdp_rt_dtype. */
#define OSDP_ABI_FOR_EACH_DTYPE(X)                                             \
  X(f32, OSDP_RT_F32)                                                          \
  X(f64, OSDP_RT_F64)                                                          \
  X(f16, OSDP_RT_F16)                                                          \
  X(bf16, OSDP_RT_BF16)                                                        \
  X(i8, OSDP_RT_I8)                                                            \
  X(i16, OSDP_RT_I16)                                                          \
  X(i32, OSDP_RT_I32)                                                          \
  X(i64, OSDP_RT_I64)                                                          \
  X(u8, OSDP_RT_U8)                                                            \
  X(u16, OSDP_RT_U16)                                                          \
  X(u32, OSDP_RT_U32)                                                          \
  X(u64, OSDP_RT_U64)                                                          \
  X(pred, OSDP_RT_PRED)

/* The suffix of the typed entry points of `dtype` ("f32"); NULL for a
 * value that names no type. */
static inline const char *osdp_abi_dtype_suffix(int32_t dtype) {
  switch (dtype) {
#define OSDP_ABI_DTYPE_SUFFIX_CASE(SUFFIX, CODE)                               \
  case CODE:                                                                   \
    return #SUFFIX;
    OSDP_ABI_FOR_EACH_DTYPE(OSDP_ABI_DTYPE_SUFFIX_CASE)
#undef OSDP_ABI_DTYPE_SUFFIX_CASE
  default:
    return NULL;
  }
}

/* Bytes per element of `dtype`; 0 for a value that names no type. Every
 * backend of the runtime sizes buffers by this one table. */
static inline size_t osdp_rt_dtype_bytes(int32_t dtype) {
  switch (dtype) {
  case OSDP_RT_I8:
  case OSDP_RT_U8:
  case OSDP_RT_PRED:
    return 1;
  case OSDP_RT_F16:
  case OSDP_RT_BF16:
  case OSDP_RT_I16:
  case OSDP_RT_U16:
    return 2;
  case OSDP_RT_F32:
  case OSDP_RT_I32:
  case OSDP_RT_U32:
    return 4;
  case OSDP_RT_F64:
  case OSDP_RT_I64:
  case OSDP_RT_U64:
    return 8;
  default:
    return 0;
  }
}

/*===----------------------------------------------------------------------===*
 * Reductions
 *===----------------------------------------------------------------------===*/

/* Reductions, with the values of the osdp dialect's ReductionKind (the
 * compiler static_asserts that they agree). */
typedef enum osdp_rt_reduction {
  OSDP_RT_SUM = 0,
  OSDP_RT_PROD = 1,
  OSDP_RT_MIN = 2,
  OSDP_RT_MAX = 3,
  OSDP_RT_AND = 4,
  OSDP_RT_OR = 5,
  OSDP_RT_XOR = 6
} osdp_rt_reduction;

/* The number of reductions: codes are 0 .. OSDP_ABI_NUM_REDUCTIONS - 1. */
#define OSDP_ABI_NUM_REDUCTIONS 7

/*===----------------------------------------------------------------------===*
 * Device groups
 *===----------------------------------------------------------------------===*/

/* A collective's `axes` argument names the ordered mesh axes its groups
 * span: the indices of the axes plus one, as digits of this radix, major
 * axis first (axes {1, 0} are 0x21; no axes is 0). */
#define OSDP_ABI_AXES_CODE_RADIX 16
/* The most axes one code holds (the digits of a positive int64_t). */
#define OSDP_ABI_AXES_CODE_MAX_AXES 15
/* The most axes a mesh may have for its axes to fit in one digit. */
#define OSDP_ABI_MAX_MESH_AXES (OSDP_ABI_AXES_CODE_RADIX - 1)

/*===----------------------------------------------------------------------===*
 * Entry points
 *===----------------------------------------------------------------------===*/

/* An unranked memref descriptor, as compiled code passes it: `rank` and a
 * pointer to the ranked descriptor `{T *allocated; T *aligned; int64_t
 * offset; int64_t sizes[rank]; int64_t strides[rank]}`. */
typedef struct osdp_rt_unranked_memref {
  int64_t rank;
  void *descriptor;
} osdp_rt_unranked_memref;

/* The names of the entry points compiled code calls are
 * `<prefix><operation>[_<dtype suffix>]`, with the C-interface prefix in
 * front for those taking memrefs (MLIR's `llvm.emit_c_interface`). */
#define OSDP_ABI_CIFACE_PREFIX "_mlir_ciface_"
/* The CPU runtime (Runtime.h) and the CUDA runtime (CudaRuntime.h). */
#define OSDP_ABI_CPU_PREFIX "osdp_rt_"
#define OSDP_ABI_CUDA_PREFIX "osdp_cuda_"

/* The operations, each with the signature of its typed entry points: one
 * per element type (a memref type names its element type, so compiled code
 * declares one function per type), both backends alike. `in` is only read;
 * `out` is a dense row-major buffer of the result's shape. */

/* out = the `kind` (osdp_rt_reduction) reduction of `in` over each group
 * of `axes`. */
#define OSDP_ABI_ALL_REDUCE "all_reduce"
typedef void osdp_abi_all_reduce_fn(osdp_rt_unranked_memref *in,
                                    osdp_rt_unranked_memref *out, int32_t kind,
                                    int64_t axes);
/* out = the group's inputs concatenated along `dim`, in group order. */
#define OSDP_ABI_ALL_GATHER "all_gather"
typedef void osdp_abi_all_gather_fn(osdp_rt_unranked_memref *in,
                                    osdp_rt_unranked_memref *out, int64_t dim,
                                    int64_t axes);
/* out = block `position` along `dim` of the `kind` reduction of the
 * group's inputs. */
#define OSDP_ABI_REDUCE_SCATTER "reduce_scatter"
typedef void osdp_abi_reduce_scatter_fn(osdp_rt_unranked_memref *in,
                                        osdp_rt_unranked_memref *out,
                                        int32_t kind, int64_t dim,
                                        int64_t axes);
/* Block j of `in` along `split_dim` goes to group position j; out
 * concatenates the received blocks along `concat_dim` by sender. */
#define OSDP_ABI_ALL_TO_ALL "all_to_all"
typedef void osdp_abi_all_to_all_fn(osdp_rt_unranked_memref *in,
                                    osdp_rt_unranked_memref *out,
                                    int64_t split_dim, int64_t concat_dim,
                                    int64_t axes);
/* `pairs` (i64, 2 x n, flattened) are (source, target) group positions;
 * a device no pair targets gets zeros. */
#define OSDP_ABI_COLLECTIVE_PERMUTE "collective_permute"
typedef void osdp_abi_collective_permute_fn(osdp_rt_unranked_memref *in,
                                            osdp_rt_unranked_memref *out,
                                            int64_t axes,
                                            osdp_rt_unranked_memref *pairs);
/* Point to point, between the stages of a pipeline (osdp.send and
 * osdp.recv): `in` goes to, and `out` comes from, the device at group
 * position `peer` of `axes` (the stage axis); both ends name each other,
 * the same `tag` (which matches them, whatever the order of the receives)
 * and the same shape. Messages of one tag between two devices arrive in
 * the order they were sent. */
#define OSDP_ABI_SEND "send"
typedef void osdp_abi_send_fn(osdp_rt_unranked_memref *in, int64_t axes,
                              int64_t peer, int64_t tag);
#define OSDP_ABI_RECV "recv"
typedef void osdp_abi_recv_fn(osdp_rt_unranked_memref *out, int64_t axes,
                              int64_t peer, int64_t tag);
/* Collectives in flight (osdp.async_start and osdp.async_wait): each
 * `<operation>_start` entry point takes the blocking one's arguments,
 * issues the collective and returns a handle for `wait`, which returns
 * once it is complete, given the same `in` and `out`. Until then `in` must
 * not change and `out` must not be read. */
#define OSDP_ABI_START_SUFFIX "_start"
typedef int64_t osdp_abi_all_reduce_start_fn(osdp_rt_unranked_memref *in,
                                             osdp_rt_unranked_memref *out,
                                             int32_t kind, int64_t axes);
typedef int64_t osdp_abi_all_gather_start_fn(osdp_rt_unranked_memref *in,
                                             osdp_rt_unranked_memref *out,
                                             int64_t dim, int64_t axes);
typedef int64_t osdp_abi_reduce_scatter_start_fn(osdp_rt_unranked_memref *in,
                                                 osdp_rt_unranked_memref *out,
                                                 int32_t kind, int64_t dim,
                                                 int64_t axes);
#define OSDP_ABI_WAIT "wait"
typedef void osdp_abi_wait_fn(int64_t handle, osdp_rt_unranked_memref *in,
                              osdp_rt_unranked_memref *out);
/* C[b] = op(A[b]) op(B[b]), op the transpose where trans_a / trans_b is
 * non-zero: matrices (rank 2) or batches of them (rank 3, batch leading);
 * C is overwritten. */
#define OSDP_ABI_GEMM "gemm"
typedef void osdp_abi_gemm_fn(osdp_rt_unranked_memref *a,
                              osdp_rt_unranked_memref *b,
                              osdp_rt_unranked_memref *c, int32_t trans_a,
                              int32_t trans_b);
/* The device's partition id (its rank), for stablehlo.partition_id: a plain
 * C function, no C-interface prefix. */
#define OSDP_ABI_PARTITION_ID "partition_id"
typedef int64_t osdp_abi_partition_id_fn(void);

#ifdef __cplusplus
}
#endif

#endif /* OSDP_RUNTIME_ABI_H */
