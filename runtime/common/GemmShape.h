//===- GemmShape.h - A matrix product's dimensions --------------*- C++ -*-===//
//
// osdp-contractions-to-blas hands both backends the same operands: row-major
// A, B and C of rank 2, or 3 with a leading batch dimension they share,
// A or B possibly stored transposed. This is the one check of their shapes
// and the product's batch, m, n and k.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUNTIME_COMMON_GEMMSHAPE_H
#define OSDP_RUNTIME_COMMON_GEMMSHAPE_H

#include "Tensor.h"

namespace osdp {
namespace runtime {

/// C[batch] (m x n) = op(A[batch]) (m x k) op(B[batch]) (k x n).
struct GemmShape {
  int64_t batch = 1, m = 0, n = 0, k = 0;
};

/// The product of `a` and `b` (each stored transposed when `transA` /
/// `transB`) into `c`, in `shape`. Returns an empty string, or why the
/// shapes do not make that product.
std::string gemmShape(const Tensor &a, const Tensor &b, const Tensor &c,
                      bool transA, bool transB, GemmShape &shape);

/// Counts `call` (its calls and seconds) into the entry of `shapes` of the
/// same element type, transposes and dimensions, or a new entry after the
/// others: the profiles' list of GEMM shapes, in the order first seen.
void countGemmShape(std::vector<osdp_rt_gemm_shape> &shapes,
                    const osdp_rt_gemm_shape &call);

} // namespace runtime
} // namespace osdp

#endif // OSDP_RUNTIME_COMMON_GEMMSHAPE_H
