//===- Gemm.cpp - Matrix products through cuBLAS --------------------------===//
//
// osdp's matrices are row-major, cuBLAS's column-major. A row-major matrix
// read column-major is its transpose, so the row-major C = op(A) op(B) is
// the column-major C^T = op(B)^T op(A)^T: cuBLAS is called with the operands
// swapped (B first), m and n swapped, and each operand's own transpose flag,
// on the buffers as they are. Nothing is copied.
//
// Products of f32, f16 and bf16 accumulate in f32 (CUBLAS_COMPUTE_32F);
// f32 may use TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32, about 10
// bits of mantissa per input) only when OSDP_CUDA_ALLOW_TF32=1, since that
// changes results well beyond f32 rounding. f64 computes in f64.
//
// Compiled code calls the _mlir_ciface_osdp_cuda_gemm_<type> entry points
// (osdp-contractions-to-blas{target=cuda}) on memrefs, whose shapes give
// the dimensions (runtime/common/GemmShape.h, the check the CPU backend
// makes too).
//
//===----------------------------------------------------------------------===//

#include "GemmShape.h"
#include "Internal.h"

#include <climits>

using namespace osdp::cuda;

namespace {
const char *const call = "osdp_cuda_gemm";

cudaDataType dataType(int dtype) {
  switch (dtype) {
  case OSDP_RT_F32:
    return CUDA_R_32F;
  case OSDP_RT_F16:
    return CUDA_R_16F;
  case OSDP_RT_BF16:
    return CUDA_R_16BF;
  case OSDP_RT_F64:
    return CUDA_R_64F;
  default:
    fatal(call, "element type %d is not f32, f64, f16 or bf16", dtype);
  }
}

/// cuBLAS's dimensions are `int`.
int toInt(int64_t value, const char *what) {
  if (value < 0 || value > INT_MAX)
    fatal(call, "%s = %lld is out of range (0 to %d)", what,
          static_cast<long long>(value), INT_MAX);
  return static_cast<int>(value);
}

/// A leading dimension must cover the stored matrix's columns.
int leadingDimension(int64_t ld, int64_t columns, const char *what) {
  if (ld < columns || ld < 1)
    fatal(call, "%s = %lld is less than the %lld columns of the stored matrix",
          what, static_cast<long long>(ld), static_cast<long long>(columns));
  return toInt(ld, what);
}

cublasOperation_t operation(int transposed) {
  return transposed ? CUBLAS_OP_T : CUBLAS_OP_N;
}
} // namespace

void osdp_cuda_gemm(int dtype, int trans_a, int trans_b, int64_t batch,
                    int64_t m, int64_t n, int64_t k, const void *a, int64_t lda,
                    int64_t stride_a, const void *b, int64_t ldb,
                    int64_t stride_b, void *c, int64_t ldc, int64_t stride_c) {
  Device &device = startedDevice(call);
  cudaDataType type = dataType(dtype);
  int rows = toInt(m, "m"), columns = toInt(n, "n"), depth = toInt(k, "k");
  int batches = toInt(batch, "batch");
  int ldA = leadingDimension(lda, trans_a ? m : k, "lda");
  int ldB = leadingDimension(ldb, trans_b ? k : n, "ldb");
  int ldC = leadingDimension(ldc, n, "ldc");
  if (rows == 0 || columns == 0 || batches == 0)
    return;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  if (dtype == OSDP_RT_F64)
    compute = CUBLAS_COMPUTE_64F;
  else if (dtype == OSDP_RT_F32 && device.allowTf32)
    compute = CUBLAS_COMPUTE_32F_FAST_TF32;
  // alpha and beta are of the compute type.
  const float oneF = 1.0f, zeroF = 0.0f;
  const double oneD = 1.0, zeroD = 0.0;
  const void *one = dtype == OSDP_RT_F64 ? static_cast<const void *>(&oneD)
                                         : static_cast<const void *>(&oneF);
  const void *zero = dtype == OSDP_RT_F64 ? static_cast<const void *>(&zeroD)
                                          : static_cast<const void *>(&zeroF);
  const BlasApi &api = blas();
  ProfiledSpan span(ProfileKind::Gemm, 2.0 * batch * m * n * k, call,
                    {dtype, trans_a, trans_b, batch, m, n, k, 0, 0});
  if (batches == 1) {
    checkBlas(api.cublasGemmEx(device.blasHandle, operation(trans_b),
                               operation(trans_a), columns, rows, depth, one, b,
                               type, ldB, a, type, ldA, zero, c, type, ldC,
                               compute, CUBLAS_GEMM_DEFAULT),
              call, "cublasGemmEx");
    return;
  }
  checkBlas(api.cublasGemmStridedBatchedEx(
                device.blasHandle, operation(trans_b), operation(trans_a),
                columns, rows, depth, one, b, type, ldB, stride_b, a, type, ldA,
                stride_a, zero, c, type, ldC, stride_c, batches, compute,
                CUBLAS_GEMM_DEFAULT),
            call, "cublasGemmStridedBatchedEx");
}

namespace {
/// The product of compiled code's memrefs (row-major and dense; A and B
/// possibly stored transposed) as one osdp_cuda_gemm.
void gemmOfMemrefs(int dtype, osdp_rt_unranked_memref *am,
                   osdp_rt_unranked_memref *bm, osdp_rt_unranked_memref *cm,
                   int32_t transA, int32_t transB, const char *entry) {
  size_t bytes = elementBytes(dtype, entry);
  osdp::runtime::Tensor a, b, c;
  std::string error = osdp::runtime::readTensor(am, bytes, "A", a);
  if (error.empty())
    error = osdp::runtime::readTensor(bm, bytes, "B", b);
  if (error.empty())
    error = osdp::runtime::readTensor(cm, bytes, "C", c);
  osdp::runtime::GemmShape s;
  if (error.empty())
    error = osdp::runtime::gemmShape(a, b, c, transA, transB, s);
  if (!error.empty())
    fatal(entry, "%s", error.c_str());
  osdp_cuda_gemm(dtype, transA, transB, s.batch, s.m, s.n, s.k, a.data,
                 transA ? s.m : s.k, s.m * s.k, b.data, transB ? s.k : s.n,
                 s.k * s.n, c.data, s.n, s.m * s.n);
}
} // namespace

#define OSDP_CUDA_GEMM_ENTRY(T, DTYPE)                                         \
  void _mlir_ciface_osdp_cuda_gemm_##T(                                        \
      osdp_rt_unranked_memref *a, osdp_rt_unranked_memref *b,                  \
      osdp_rt_unranked_memref *c, int32_t trans_a, int32_t trans_b) {          \
    gemmOfMemrefs(DTYPE, a, b, c, trans_a, trans_b, "gemm_" #T);               \
  }
OSDP_CUDA_GEMM_ENTRY(f32, OSDP_RT_F32)
OSDP_CUDA_GEMM_ENTRY(f64, OSDP_RT_F64)
OSDP_CUDA_GEMM_ENTRY(f16, OSDP_RT_F16)
OSDP_CUDA_GEMM_ENTRY(bf16, OSDP_RT_BF16)
#undef OSDP_CUDA_GEMM_ENTRY
