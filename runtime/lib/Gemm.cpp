//===- Gemm.cpp - Matrix products through BLAS ----------------------------===//
//
// Compiled code hands its matrix products to OpenBLAS (measured:
// naive loops are two orders of magnitude slower than BLAS on a matmul).
// Row-major operands, either transposed, with an optional leading batch
// dimension that all three share; the product overwrites C. When profiling
// is on, each call is timed and counted with its shape (Profile.cpp).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

using namespace osdp::rt;

namespace {

/// The product's dimensions, from the operands' shapes.
struct GemmShape {
  int64_t batch = 1, m = 0, n = 0, k = 0;
};

GemmShape shapeOf(const Tensor &a, const Tensor &b, const Tensor &c,
                  bool transA, bool transB, const char *call) {
  size_t rank = c.sizes.size();
  if ((rank != 2 && rank != 3) || a.sizes.size() != rank ||
      b.sizes.size() != rank)
    fatal(call,
          "operands of shapes %s, %s and %s are not matrices or "
          "batches of matrices",
          shapeString(a.sizes).c_str(), shapeString(b.sizes).c_str(),
          shapeString(c.sizes).c_str());
  GemmShape s;
  size_t r = rank - 2;
  if (rank == 3)
    s.batch = c.sizes[0];
  s.m = c.sizes[r];
  s.n = c.sizes[r + 1];
  s.k = transA ? a.sizes[r] : a.sizes[r + 1];
  int64_t am = transA ? a.sizes[r + 1] : a.sizes[r];
  int64_t bk = transB ? b.sizes[r + 1] : b.sizes[r];
  int64_t bn = transB ? b.sizes[r] : b.sizes[r + 1];
  bool batchOk = rank == 2 || (a.sizes[0] == s.batch && b.sizes[0] == s.batch);
  if (am != s.m || bk != s.k || bn != s.n || !batchOk)
    fatal(call, "shapes %s%s x %s%s do not give %s",
          shapeString(a.sizes).c_str(), transA ? "^T" : "",
          shapeString(b.sizes).c_str(), transB ? "^T" : "",
          shapeString(c.sizes).c_str());
  return s;
}

template <typename T, typename Gemm>
void gemm(osdp_rt_unranked_memref *am, osdp_rt_unranked_memref *bm,
          osdp_rt_unranked_memref *cm, int32_t transA, int32_t transB,
          Gemm blas, int32_t dtype, const char *call) {
  Tensor a = readMemref(am, sizeof(T), call, "A");
  Tensor b = readMemref(bm, sizeof(T), call, "B");
  Tensor c = readMemref(cm, sizeof(T), call, "C");
  GemmShape s = shapeOf(a, b, c, transA, transB, call);
  const T *pa = reinterpret_cast<const T *>(a.data);
  const T *pb = reinterpret_cast<const T *>(b.data);
  T *pc = reinterpret_cast<T *>(c.data);
  auto products = [&] {
    for (int64_t i = 0; i < s.batch; ++i)
      blas(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
           transB ? CblasTrans : CblasNoTrans, s.m, s.n, s.k, T(1),
           pa + i * s.m * s.k, transA ? s.m : s.k, pb + i * s.k * s.n,
           transB ? s.k : s.n, T(0), pc + i * s.m * s.n, s.n);
  };
  if (!profiling())
    return products();
  ProfileClock::time_point start = ProfileClock::now();
  products();
  recordGemm(dtype, transA, transB, s.batch, s.m, s.n, s.k,
             secondsSince(start));
}

} // namespace

void _mlir_ciface_osdp_rt_gemm_f32(osdp_rt_unranked_memref *a,
                                   osdp_rt_unranked_memref *b,
                                   osdp_rt_unranked_memref *c, int32_t transA,
                                   int32_t transB) {
  gemm<float>(a, b, c, transA, transB, blasLibrary().sgemm, OSDP_RT_F32,
              "gemm_f32");
}

void _mlir_ciface_osdp_rt_gemm_f64(osdp_rt_unranked_memref *a,
                                   osdp_rt_unranked_memref *b,
                                   osdp_rt_unranked_memref *c, int32_t transA,
                                   int32_t transB) {
  gemm<double>(a, b, c, transA, transB, blasLibrary().dgemm, OSDP_RT_F64,
               "gemm_f64");
}
