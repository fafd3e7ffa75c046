//===- Gemm.cpp - Matrix products through BLAS ----------------------------===//
//
// Compiled code hands its matrix products to OpenBLAS (measured:
// naive loops are two orders of magnitude slower than BLAS on a matmul).
// Row-major operands, either transposed, with an optional leading batch
// dimension that all three share; the product overwrites C. When profiling
// is on, each call is timed and counted with its shape (Profile.cpp).
//
//===----------------------------------------------------------------------===//

#include "GemmShape.h"
#include "Internal.h"

using namespace osdp::rt;

namespace {

template <typename T, typename Gemm>
void gemm(osdp_rt_unranked_memref *am, osdp_rt_unranked_memref *bm,
          osdp_rt_unranked_memref *cm, int32_t transA, int32_t transB,
          Gemm blas, int32_t dtype, const char *call) {
  progressCollectives();
  Tensor a = readMemref(am, sizeof(T), call, "A");
  Tensor b = readMemref(bm, sizeof(T), call, "B");
  Tensor c = readMemref(cm, sizeof(T), call, "C");
  osdp::runtime::GemmShape s;
  std::string error = osdp::runtime::gemmShape(a, b, c, transA, transB, s);
  if (!error.empty())
    fatal(call, "%s", error.c_str());
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
