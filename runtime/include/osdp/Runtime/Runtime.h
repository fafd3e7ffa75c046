/*===- Runtime.h - The osdp runtime's C ABI ------------------------*- C -*-===*
 *
 * What compiled osdp programs and osdp-run call. The library is plain C++
 * behind a C interface: it links MPI (CPU backend) and never libMLIR, so a
 * compiled artifact runs where no compiler is installed.
 *
 * Compiled code passes tensors as MLIR unranked memref descriptors (the C
 * interface of `memref<*xT>` arguments under `llvm.emit_c_interface`):
 * `{int64_t rank; void *descriptor}`, where the ranked descriptor is
 * `{T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
 * int64_t strides[rank]}`. Buffers are dense and row-major (strides are
 * checked); the element type is passed separately as an osdp_rt_dtype.
 *
 * Device groups: a collective runs over the groups of devices that differ
 * only in their coordinates on an ordered list of mesh axes (see
 * include/osdp/Support/MeshTopology.h), encoded as an `axes code`: the
 * indices of the axes plus one, as hexadecimal digits, major axis first
 * (axes {1, 0} of the mesh are 0x21; no axes is 0). The position of a device
 * in its group linearises its coordinates on those axes in that order.
 *
 * Errors are fatal: the runtime prints a message naming the rank and the
 * call, and aborts every rank (MPI_Abort), so that no rank waits forever.
 *
 *===----------------------------------------------------------------------===*/

#ifndef OSDP_RUNTIME_RUNTIME_H
#define OSDP_RUNTIME_RUNTIME_H

/* Element types, reductions, the memref descriptor and the signatures of
 * the entry points compiled code calls. */
#include "osdp/Runtime/ABI.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Starts the runtime on this process: MPI (if not started), and the mesh of
 * `num_axes` axes of sizes `axis_sizes` (major to minor) whose device at
 * mesh position p is rank `device_ids[p]` (NULL: p itself). The number of
 * ranks must equal the number of devices. Returns 0, or non-zero with a
 * message on stderr. */
int osdp_rt_init(int *argc, char ***argv, int32_t num_axes,
                 const int64_t *axis_sizes, const int64_t *device_ids);
/* Names each rank's pipeline stage, its coordinate along mesh axis `axis`,
 * in the runtime's messages about other ranks (a watchdog naming the rank
 * that stopped); -1 (the default): the job is not pipelined. */
void osdp_rt_set_stage_axis(int32_t axis);
/* Frees the communicators and finalizes MPI if osdp_rt_init started it. */
void osdp_rt_finalize(void);
/* This process's rank (its device id) and the number of ranks. */
int32_t osdp_rt_rank(void);
int32_t osdp_rt_num_ranks(void);
/* Aborts every rank with `message` (prefixed by this rank). */
void osdp_rt_abort(const char *message);

/* Threads: compiled parallel loops (MLIR's OpenMP lowering, whose libomp
 * calls the runtime implements) run on teams of this many threads, the
 * calling thread included; matrix products use as many BLAS threads.
 * osdp_rt_init gives each rank its share of the node's cores (the cores
 * it may run on, divided by the ranks on the node); OSDP_NUM_THREADS, a
 * positive integer, replaces that share; without osdp_rt_init it is the
 * cores the process may run on. The setter takes effect at the next
 * parallel region; call it between regions. */
int32_t osdp_rt_num_threads(void);

/// The name of the kernels BLAS runs (OpenBLAS's core, e.g. "SkylakeX"),
/// for reports and for comparing with BLAS alone on the same kernels.
const char *osdp_rt_blas_kernels(void);
void osdp_rt_set_num_threads(int32_t threads);

/* What compiled code calls: */

/* The device's partition id (its rank), for stablehlo.partition_id. */
osdp_abi_partition_id_fn osdp_rt_partition_id;

/* out = the `kind` reduction of `in` over each group of `axes`. */
void _mlir_ciface_osdp_rt_all_reduce(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int32_t kind, int64_t axes);
/* out = the group's inputs concatenated along `dim`, in group order. */
void _mlir_ciface_osdp_rt_all_gather(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int64_t dim, int64_t axes);
/* out = block `position` along `dim` of the `kind` reduction of the
 * group's inputs. */
void _mlir_ciface_osdp_rt_reduce_scatter(osdp_rt_unranked_memref *in,
                                         osdp_rt_unranked_memref *out,
                                         int32_t dtype, int32_t kind,
                                         int64_t dim, int64_t axes);
/* Block j of `in` along `split_dim` goes to group position j; out
 * concatenates the received blocks along `concat_dim` by sender. */
void _mlir_ciface_osdp_rt_all_to_all(osdp_rt_unranked_memref *in,
                                     osdp_rt_unranked_memref *out,
                                     int32_t dtype, int64_t split_dim,
                                     int64_t concat_dim, int64_t axes);
/* `pairs` (i64, 2 x n, flattened) are (source, target) group positions;
 * a device no pair targets gets zeros. */
void _mlir_ciface_osdp_rt_collective_permute(osdp_rt_unranked_memref *in,
                                             osdp_rt_unranked_memref *out,
                                             int32_t dtype, int64_t axes,
                                             osdp_rt_unranked_memref *pairs);

/* Point to point between pipeline stages: `in` goes to, and `out` comes
 * from, group position `peer` of `axes`, matched by `tag`
 * (runtime/lib/PointToPoint.cpp). */
void _mlir_ciface_osdp_rt_send(osdp_rt_unranked_memref *in, int32_t dtype,
                               int64_t axes, int64_t peer, int64_t tag);
void _mlir_ciface_osdp_rt_recv(osdp_rt_unranked_memref *out, int32_t dtype,
                               int64_t axes, int64_t peer, int64_t tag);

/* Collectives in flight: the blocking ones' arguments; each returns the
 * handle `wait` takes with the same `in` and `out` (ABI.h). */
int64_t _mlir_ciface_osdp_rt_all_reduce_start(osdp_rt_unranked_memref *in,
                                              osdp_rt_unranked_memref *out,
                                              int32_t dtype, int32_t kind,
                                              int64_t axes);
int64_t _mlir_ciface_osdp_rt_all_gather_start(osdp_rt_unranked_memref *in,
                                              osdp_rt_unranked_memref *out,
                                              int32_t dtype, int64_t dim,
                                              int64_t axes);
int64_t _mlir_ciface_osdp_rt_reduce_scatter_start(osdp_rt_unranked_memref *in,
                                                  osdp_rt_unranked_memref *out,
                                                  int32_t dtype, int32_t kind,
                                                  int64_t dim, int64_t axes);
void _mlir_ciface_osdp_rt_wait(int64_t handle, osdp_rt_unranked_memref *in,
                               osdp_rt_unranked_memref *out, int32_t dtype);

/* Typed entry points, what compiled code calls (an unranked memref type
 * names its element type, so compiled code declares one function per type):
 * `_mlir_ciface_osdp_rt_<operation>_<t>`, with the signatures of ABI.h:
 * the arguments of the generic entry point above but `dtype`
 * (runtime/lib/TypedEntryPoints.cpp). */
#define OSDP_RT_DECLARE_TYPED_ENTRY_POINTS(T, DTYPE)                           \
  osdp_abi_all_reduce_fn _mlir_ciface_osdp_rt_all_reduce_##T;                  \
  osdp_abi_all_gather_fn _mlir_ciface_osdp_rt_all_gather_##T;                  \
  osdp_abi_reduce_scatter_fn _mlir_ciface_osdp_rt_reduce_scatter_##T;          \
  osdp_abi_all_to_all_fn _mlir_ciface_osdp_rt_all_to_all_##T;                  \
  osdp_abi_collective_permute_fn _mlir_ciface_osdp_rt_collective_permute_##T;  \
  osdp_abi_send_fn _mlir_ciface_osdp_rt_send_##T;                              \
  osdp_abi_recv_fn _mlir_ciface_osdp_rt_recv_##T;                              \
  osdp_abi_all_reduce_start_fn _mlir_ciface_osdp_rt_all_reduce_start_##T;      \
  osdp_abi_all_gather_start_fn _mlir_ciface_osdp_rt_all_gather_start_##T;      \
  osdp_abi_reduce_scatter_start_fn                                             \
      _mlir_ciface_osdp_rt_reduce_scatter_start_##T;                           \
  osdp_abi_wait_fn _mlir_ciface_osdp_rt_wait_##T;
OSDP_ABI_FOR_EACH_DTYPE(OSDP_RT_DECLARE_TYPED_ENTRY_POINTS)
#undef OSDP_RT_DECLARE_TYPED_ENTRY_POINTS

/* C[b] = op(A[b]) op(B[b]) in f32 or f64, through BLAS: row-major
 * matrices (rank 2) or batches of them (rank 3, the batch leading), op the
 * transpose where trans_a / trans_b is non-zero; C is overwritten. */
osdp_abi_gemm_fn _mlir_ciface_osdp_rt_gemm_f32;
osdp_abi_gemm_fn _mlir_ciface_osdp_rt_gemm_f64;

/* Profiling: the time spent inside the runtime's GEMM, collective and
 * point-to-point calls (runtime/lib/Profile.cpp). Off by default, when each
 * call costs one predictable branch; on, each call is timed with a steady clock
 * and counted. Figures accumulate from the last reset. Calls from several
 * threads are summed (GEMM seconds are then thread-seconds). */
typedef enum osdp_rt_profile_kind {
  OSDP_RT_PROFILE_GEMM = 0,
  OSDP_RT_PROFILE_ALL_REDUCE = 1,
  OSDP_RT_PROFILE_ALL_GATHER = 2,
  OSDP_RT_PROFILE_REDUCE_SCATTER = 3,
  OSDP_RT_PROFILE_ALL_TO_ALL = 4,
  OSDP_RT_PROFILE_COLLECTIVE_PERMUTE = 5,
  OSDP_RT_PROFILE_SEND = 6,
  OSDP_RT_PROFILE_RECV = 7,
  OSDP_RT_PROFILE_NUM_KINDS = 8
} osdp_rt_profile_kind;

/* The calls of one kind. */
typedef struct osdp_rt_profile_counter {
  int64_t calls;
  /* GEMM: 2 * batch * m * n * k per call (multiplies and adds); 0 else. */
  int64_t flops;
  /* The others: the bytes of each call's input (a recv: of its output);
   * 0 for GEMM. */
  int64_t bytes;
  double seconds;
} osdp_rt_profile_counter;

/* The GEMM calls of one shape: element type, transposes and dimensions
 * (batch 1 for a plain matrix product). */
typedef struct osdp_rt_gemm_shape {
  int32_t dtype; /* OSDP_RT_F32 or OSDP_RT_F64 */
  int32_t trans_a, trans_b;
  int64_t batch, m, n, k;
  int64_t calls;
  double seconds;
} osdp_rt_gemm_shape;

/* Turns profiling on (non-zero) or off. */
void osdp_rt_profile_enable(int32_t enabled);
int32_t osdp_rt_profile_enabled(void);
/* Zeroes every counter and forgets the GEMM shapes. */
void osdp_rt_profile_reset(void);
/* Copies the counter of each kind, indexed by osdp_rt_profile_kind, into
 * counters[0 .. OSDP_RT_PROFILE_NUM_KINDS). */
void osdp_rt_profile_counters(osdp_rt_profile_counter *counters);
/* The distinct GEMM shapes called, in the order first seen: copies up to
 * `capacity` of them into `shapes` (which may be NULL when `capacity` is 0)
 * and returns how many there are. */
int64_t osdp_rt_profile_gemm_shapes(osdp_rt_gemm_shape *shapes,
                                    int64_t capacity);
/* "gemm", "all_reduce", "all_gather", "reduce_scatter", "all_to_all",
 * "collective_permute", "send", "recv"; NULL for another value. */
const char *osdp_rt_profile_kind_name(int32_t kind);

/* Heap buffers: compiled code allocates and frees its intermediate buffers
 * through MLIR's generic allocation functions (the memref lowering's
 * use-generic-functions), which the runtime implements over the C heap and
 * counts (runtime/lib/Allocator.cpp). The runtime's scratch buffers are
 * counted with them. */
void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *block);
/* The bytes of those buffers live now, and the most live at once since the
 * last reset (the step's peak: what a GPU allocator reports). */
int64_t osdp_rt_memory_live_bytes(void);
int64_t osdp_rt_memory_peak_bytes(void);
/* Restarts the high-water mark at the bytes live now. */
void osdp_rt_memory_reset_peak(void);
/* The most those buffers may hold at once (0, the default: no limit).
 * Going over it, or running out of heap, is a fatal error naming the
 * bytes asked for and live, not a null buffer. */
void osdp_rt_memory_set_limit(int64_t bytes);

/* The strided copy MLIR lowers memref.copy to when a side is not contiguous
 * (its C runner utilities' symbol; artifacts must not need those). */
void memrefCopy(int64_t element_size, osdp_rt_unranked_memref *src,
                osdp_rt_unranked_memref *dst);

#ifdef __cplusplus
}
#endif

#endif /* OSDP_RUNTIME_RUNTIME_H */
