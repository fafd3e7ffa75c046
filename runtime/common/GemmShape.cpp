//===- GemmShape.cpp - A matrix product's dimensions ----------------------===//

#include "GemmShape.h"

using namespace osdp::runtime;

std::string osdp::runtime::gemmShape(const Tensor &a, const Tensor &b,
                                     const Tensor &c, bool transA, bool transB,
                                     GemmShape &s) {
  size_t rank = c.sizes.size();
  if ((rank != 2 && rank != 3) || a.sizes.size() != rank ||
      b.sizes.size() != rank)
    return "operands of shapes " + shapeString(a.sizes) + ", " +
           shapeString(b.sizes) + " and " + shapeString(c.sizes) +
           " are not matrices or batches of matrices";
  size_t r = rank - 2;
  s = GemmShape();
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
    return "shapes " + shapeString(a.sizes) + (transA ? "^T" : "") + " x " +
           shapeString(b.sizes) + (transB ? "^T" : "") + " do not give " +
           shapeString(c.sizes);
  return "";
}

void osdp::runtime::countGemmShape(std::vector<osdp_rt_gemm_shape> &shapes,
                                   const osdp_rt_gemm_shape &call) {
  for (osdp_rt_gemm_shape &s : shapes)
    if (s.dtype == call.dtype && s.trans_a == call.trans_a &&
        s.trans_b == call.trans_b && s.batch == call.batch && s.m == call.m &&
        s.n == call.n && s.k == call.k) {
      s.calls += call.calls;
      s.seconds += call.seconds;
      return;
    }
  shapes.push_back(call);
}
