/*===- CudaRuntime.h - The osdp runtime's CUDA backend, its C ABI --*- C -*-===*
 *
 * What compiled osdp programs and osdp-run call on an NVIDIA GPU: one device
 * per process, one compute stream on it, a device memory pool, matrix
 * products through cuBLAS and collectives through NCCL, plus the `mgpu*`
 * functions MLIR's gpu-to-llvm lowering calls (docs/runtime-cuda.md).
 *
 * libosdp_runtime_cuda.so links nothing from CUDA: it loads libcuda.so.1,
 * libcublas.so.13 (or .12) and libnccl.so.2 at run time, from the
 * directories of OSDP_CUDA_LIBRARY_PATH first, then from the dynamic
 * loader's path. It needs neither MPI nor MLIR.
 *
 * Kernels, copies and matrix products run on the compute stream, in call
 * order; collectives run on a communication stream of their own, in call
 * order too, each after the compute stream's work queued before it. The
 * compute stream waits for a collective's results at once, or for one left
 * in flight (`_start`) where the program waits for it, so that the work in
 * between runs beside it. Calls return once the work is queued;
 * osdp_cuda_synchronize() waits for it (the host copies wait themselves).
 *
 * Errors: osdp_cuda_init, osdp_cuda_comm_init and osdp_cuda_synchronize
 * return non-zero with a message in `error`. Any other failure is fatal: the
 * runtime prints "osdp cuda runtime: rank R: CALL: MESSAGE" on stderr,
 * aborts its NCCL communicators (so that no peer waits forever) and aborts
 * the process. The runtime is not thread-safe: one thread makes the calls.
 *
 *===----------------------------------------------------------------------===*/

#ifndef OSDP_RUNTIME_CUDARUNTIME_H
#define OSDP_RUNTIME_CUDARUNTIME_H

/* osdp_rt_dtype and osdp_rt_reduction: the compiler's encodings (ABI.h). */
#include "osdp/Runtime/Runtime.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*
 * The device
 *===----------------------------------------------------------------------===*/

/* Starts the runtime on device `device_ordinal`: loads the CUDA driver and
 * cuBLAS, initialises the driver, makes the device's primary context
 * current, creates the compute stream and a cuBLAS handle bound to it.
 * Returns 0, or non-zero with a message in `error` (a NUL-terminated
 * string of at most `error_size` bytes), e.g. "no CUDA driver: ..." or
 * "no CUDA device: ...". Calling it again on the same device returns 0. */
int osdp_cuda_init(int device_ordinal, char *error, size_t error_size);
/* Waits for the device, destroys the communicators, unloads the modules,
 * frees every block of the pool and releases the device. The runtime may
 * be started again. Does nothing when it is not started. */
void osdp_cuda_finalize(void);
/* Waits until the compute stream has done everything queued on it (every
 * collective whose results it waited for included). While
 * waiting it watches the NCCL communicators for asynchronous errors (a
 * peer that died) and gives up after OSDP_CUDA_TIMEOUT_SECONDS (default
 * 300). Returns 0, or non-zero with a message in `error`, the
 * communicators then aborted. */
int osdp_cuda_synchronize(char *error, size_t error_size);
/* One line about the device and the libraries loaded, for reports. */
void osdp_cuda_describe(char *out, size_t out_size);
/* The compute stream (a CUstream). */
void *osdp_cuda_stream(void);

/*===----------------------------------------------------------------------===*
 * Device memory
 *===----------------------------------------------------------------------===*/

/* A block of at least `bytes` bytes of device memory (256-byte aligned),
 * from the pool: freed blocks are kept by size class and reused, not
 * returned to the driver, until osdp_cuda_finalize. Running out of device
 * memory is a fatal error (after the cached blocks are released). */
void *osdp_cuda_alloc(size_t bytes);
/* Returns a block to the pool; NULL does nothing. The block may be reused
 * by the next allocation: work queued on it before stays ordered before
 * that reuse, since everything runs on the one compute stream. */
void osdp_cuda_free(void *block);
/* The bytes the program's blocks hold now (as requested), the most held at
 * once since the start or the last reset, and what the pool holds from the
 * driver (live blocks rounded to their size class, and cached ones). */
int64_t osdp_cuda_live_bytes(void);
/* Makes an allocation that would take the live bytes over `bytes` a fatal
 * error naming the limit (osdp-run --memory-limit); 0 lifts the limit. It
 * may be set before osdp_cuda_init and lasts until changed. */
void osdp_cuda_set_memory_limit(int64_t bytes);
int64_t osdp_cuda_peak_bytes(void);
void osdp_cuda_reset_peak(void);
int64_t osdp_cuda_reserved_bytes(void);

/* Copies between host memory and device memory, in stream order; they
 * return once the copy is done (and everything queued before it). */
void osdp_cuda_copy_to_device(void *dst, const void *src, size_t bytes);
void osdp_cuda_copy_to_host(void *dst, const void *src, size_t bytes);

/*===----------------------------------------------------------------------===*
 * Matrix products
 *===----------------------------------------------------------------------===*/

/* C[i] = op(A[i]) op(B[i]) for i < batch, through cuBLAS, on the compute
 * stream. Matrices are row-major: op(A) is m x k, op(B) k x n, C m x n; op
 * is the transpose where trans_a / trans_b is non-zero, and A (B) is then
 * stored k x m (n x k). lda, ldb, ldc are the row strides of the stored
 * matrices, in elements; stride_a, stride_b, stride_c the strides between
 * the matrices of a batch. dtype is OSDP_RT_F32, OSDP_RT_F16,
 * OSDP_RT_BF16 or OSDP_RT_F64 (A, B and C all of it); products of the
 * first three accumulate in f32 (for f32, on TF32 tensor cores only if
 * OSDP_CUDA_ALLOW_TF32=1), f64 in f64. C is overwritten. */
void osdp_cuda_gemm(int dtype, int trans_a, int trans_b, int64_t batch,
                    int64_t m, int64_t n, int64_t k, const void *a, int64_t lda,
                    int64_t stride_a, const void *b, int64_t ldb,
                    int64_t stride_b, void *c, int64_t ldc, int64_t stride_c);

/* What compiled code calls (osdp-contractions-to-blas{target=cuda}): the
 * product into C of A and B, memrefs of device buffers, dense row-major,
 * of rank 2 or of rank 3 with a batch dimension all three share; A (B) is
 * stored transposed where trans_a (trans_b) is non-zero. The shapes give
 * batch, m, n and k; shapes that do not make a product are fatal. */
#define OSDP_CUDA_DECLARE_GEMM(T)                                              \
  osdp_abi_gemm_fn _mlir_ciface_osdp_cuda_gemm_##T;
OSDP_CUDA_DECLARE_GEMM(f32)
OSDP_CUDA_DECLARE_GEMM(f64)
OSDP_CUDA_DECLARE_GEMM(f16)
OSDP_CUDA_DECLARE_GEMM(bf16)
#undef OSDP_CUDA_DECLARE_GEMM

/*===----------------------------------------------------------------------===*
 * Collectives (NCCL)
 *===----------------------------------------------------------------------===*/

/* The size of an NCCL unique id (NCCL_UNIQUE_ID_BYTES). */
#define OSDP_CUDA_UNIQUE_ID_BYTES 128

/* Writes a new NCCL unique id (OSDP_CUDA_UNIQUE_ID_BYTES bytes) to `out`,
 * for rank 0 to send to the others (osdp-run broadcasts it over MPI).
 * Returns 0, or non-zero with a message on stderr. */
int osdp_cuda_get_unique_id(void *out);
/* Joins the world communicator as `rank` of `nranks`, every rank passing
 * the same unique id; with one rank `unique_id` may be NULL. Needs a
 * started runtime; loads NCCL. Returns 0, or non-zero with a message. */
int osdp_cuda_comm_init(int rank, int nranks, const void *unique_id,
                        char *error, size_t error_size);
/* The world communicator (an ncclComm_t), or NULL before comm_init. */
void *osdp_cuda_comm_world(void);
/* Splits the world communicator: ranks of the same `color` form one
 * communicator, ordered by `key` (ncclCommSplit). Collective over the
 * world. A negative color joins none and returns NULL. The communicator
 * lives until osdp_cuda_finalize. */
void *osdp_cuda_comm_split(int color, int key);

/* Collectives over device buffers, ordered with the compute stream's work
 * before and after them (they run on the communication stream), within `comm`
 * (the world communicator or one of its splits; NULL is an error). Counts
 * are elements; `in` and `out` may be the same buffer.
 *   all_reduce:     out[count] = the `reduction` of every rank's in[count];
 *   all_gather:     out[nranks * count] = every rank's in[count], by rank;
 *   reduce_scatter: out[count] = block `rank` of the `reduction` of every
 *                   rank's in[nranks * count].
 * Reductions: OSDP_RT_SUM, PROD, MIN, MAX (and AND, OR for PRED), on the
 * types NCCL has (no 16-bit integers); all_gather takes any type. */
void osdp_cuda_all_reduce(const void *in, void *out, size_t count, int dtype,
                          int reduction, void *comm);
void osdp_cuda_all_gather(const void *in, void *out, size_t count, int dtype,
                          void *comm);
void osdp_cuda_reduce_scatter(const void *in, void *out, size_t count,
                              int dtype, int reduction, void *comm);

/*===----------------------------------------------------------------------===*
 * The collectives of compiled code (convert-osdp-to-runtime{target=cuda})
 *===----------------------------------------------------------------------===*/

/* The program's mesh (its manifest's): axis sizes, major first, and the
 * rank at each row-major mesh position (NULL: the position itself). Its
 * devices must be the world communicator's ranks (one without
 * osdp_cuda_comm_init). Each device group's communicator is split from the
 * world on its first collective. Returns 0, or non-zero with a message. */
int osdp_cuda_set_mesh(int32_t num_axes, const int64_t *axis_sizes,
                       const int64_t *device_ids, char *error,
                       size_t error_size);
/* This process's rank (0 without a world communicator): what
 * stablehlo.partition_id returns. */
osdp_abi_partition_id_fn osdp_cuda_partition_id;

/* One entry point per collective and element type (those of ABI.h), with
 * ABI.h's signatures, as the CPU runtime's (Runtime.h), on memrefs in device
 * memory; a collective_permute's pairs are in host memory. Shapes are checked
 * as the CPU runtime checks them; the work is queued on the communication
 * stream, and the compute stream waits for it. The `_start` entry points
 * (osdp.async_start) queue it the same way and return a handle; the compute
 * stream waits for it at `wait` (osdp.async_wait), given the same buffers.
 * A handle that names no collective in flight is a fatal error. */
#define OSDP_CUDA_DECLARE_COLLECTIVES(T, DTYPE)                                \
  osdp_abi_all_reduce_fn _mlir_ciface_osdp_cuda_all_reduce_##T;                \
  osdp_abi_all_gather_fn _mlir_ciface_osdp_cuda_all_gather_##T;                \
  osdp_abi_reduce_scatter_fn _mlir_ciface_osdp_cuda_reduce_scatter_##T;        \
  osdp_abi_all_to_all_fn _mlir_ciface_osdp_cuda_all_to_all_##T;                \
  osdp_abi_collective_permute_fn                                               \
      _mlir_ciface_osdp_cuda_collective_permute_##T;                           \
  osdp_abi_all_reduce_start_fn _mlir_ciface_osdp_cuda_all_reduce_start_##T;    \
  osdp_abi_all_gather_start_fn _mlir_ciface_osdp_cuda_all_gather_start_##T;    \
  osdp_abi_reduce_scatter_start_fn                                             \
      _mlir_ciface_osdp_cuda_reduce_scatter_start_##T;                         \
  osdp_abi_wait_fn _mlir_ciface_osdp_cuda_wait_##T;
OSDP_ABI_FOR_EACH_DTYPE(OSDP_CUDA_DECLARE_COLLECTIVES)
#undef OSDP_CUDA_DECLARE_COLLECTIVES

/*===----------------------------------------------------------------------===*
 * Profiling
 *===----------------------------------------------------------------------===*/

/* What the events bracketing each cuBLAS product and each kernel launch
 * measured on the stream (seconds), while profiling was on. */
typedef struct osdp_cuda_profile {
  int64_t gemm_calls;
  double gemm_flops;
  double gemm_seconds;
  int64_t kernel_launches;
  double kernel_seconds;
} osdp_cuda_profile;

/* Turns profiling on or off (off at start); it costs a few microseconds
 * per launch. Needs a started runtime. */
void osdp_cuda_profile_enable(int enable);
/* Waits for the stream (as osdp_cuda_synchronize, with its errors), then
 * fills `out` with what was measured since the last read, and forgets it. */
int osdp_cuda_profile_read(osdp_cuda_profile *out, char *error,
                           size_t error_size);
/* The distinct shapes of the products osdp_cuda_profile_read has read
 * since the runtime started, with their calls and seconds, in the order
 * first seen: copies up to `capacity` into `shapes` (NULL when `capacity`
 * is 0) and returns how many there are. */
int64_t osdp_cuda_profile_gemm_shapes(osdp_rt_gemm_shape *shapes,
                                      int64_t capacity);

/*===----------------------------------------------------------------------===*
 * What MLIR 22's gpu-to-llvm host code calls
 *===----------------------------------------------------------------------===*/

/* The functions of MLIR's CUDA runtime wrappers
 * (mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp), with their
 * signatures. Modules are loaded from global constructors, before
 * osdp_cuda_init may have run: the first of these calls starts the runtime
 * on the default device (0, or mgpuSetDefaultDevice's) if it is not
 * started. Every stream is the compute stream: mgpuStreamCreate returns it,
 * mgpuStreamDestroy of it does nothing, and a NULL stream means it. Memory
 * comes from the pool. Failures are fatal. */
void *mgpuModuleLoad(void *data, size_t gpuBlobSize);
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
void mgpuSetDefaultDevice(int32_t device);

#ifdef __cplusplus
}
#endif

#endif /* OSDP_RUNTIME_CUDARUNTIME_H */
