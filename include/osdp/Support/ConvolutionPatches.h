//===- ConvolutionPatches.h - How much of a patch matrix is made at once --===//
//
// osdp-convolutions-to-im2col copies the windows a convolution reads into a
// patch matrix, which a GEMM multiplies by the kernel. The whole matrix
// takes kernel-pixels times the image's memory: for the kernel gradient of
// a 7x7 stem convolution, twelve times the image, the largest buffer of a
// small ResNet's step. Above a budget, the patches are made and multiplied
// a chunk of result rows at a time (along the result's outermost
// dimension), so that only one chunk is live. The rule lives here, below
// both the pass and the cost model, so that the memory the cost model
// charges is the memory the code holds. Header-only.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SUPPORT_CONVOLUTIONPATCHES_H
#define OSDP_SUPPORT_CONVOLUTIONPATCHES_H

#include <cstdint>

namespace osdp {

/// The most bytes of patches made at once by default. Small chunks cost
/// GEMM calls and win cache reuse. On the zoo's ResNet step (one CPU rank),
/// budgets of 64 to 256 KiB ran 14-20% faster than the whole matrix, at
/// half its peak; on the ResNet block, whose chunks are one image, the
/// median steps were equal and the best step 18% slower
/// (docs/benchmarks.md). 64 KiB holds the least of those. On a GPU each
/// chunk is a copy kernel and a cuBLAS call as well; one budget serves
/// both targets until that is measured.
inline constexpr int64_t kPatchChunkBytes = 64 * 1024;

/// The result rows (of `rows` along the result's outermost dimension) each
/// chunk of a `patchBytes` patch matrix covers under `budgetBytes`: the
/// largest divisor of `rows` whose share fits, one row where none does,
/// every row where the budget is 0 (no limit) or the whole matrix fits.
/// Divisors keep every chunk the same static shape.
inline int64_t patchChunkRows(int64_t rows, int64_t patchBytes,
                              int64_t budgetBytes) {
  if (rows <= 1 || budgetBytes <= 0 || patchBytes <= budgetBytes)
    return rows;
  for (int64_t chunk = rows - 1; chunk > 1; --chunk)
    if (rows % chunk == 0 && patchBytes / rows * chunk <= budgetBytes)
      return chunk;
  return 1;
}

} // namespace osdp

#endif // OSDP_SUPPORT_CONVOLUTIONPATCHES_H
