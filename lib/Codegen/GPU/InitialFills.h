//===- InitialFills.h - The fill that starts a reduction --------*- C++ -*-===//
//
// Private to lib/Compiler: a reduction on buffers reads its init, which a
// fill just before it usually wrote (JAX's `reduce` starts from a
// constant). The passes that make reductions kernels (osdp-fuse-row-
// reductions, osdp-block-reductions, osdp-thread-reductions) start from
// that constant instead, and drop the fill, a kernel of its own, when the
// reduction's kernel overwrites every element it wrote.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_INITIALFILLS_H
#define OSDP_LIB_COMPILER_INITIALFILLS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace osdp {

/// The constant a fill writes: a linalg op on buffers without inputs whose
/// body yields a constant (`linalg.fill`, or the generic fusion makes of
/// it).
std::optional<mlir::TypedAttr> filledConstant(mlir::Operation *op);

/// The fill that last wrote `init` before `op` in their block, with no op
/// between writing `init` or a view of it, nor using it other than as a
/// linalg op's input.
struct InitialFill {
  mlir::linalg::LinalgOp fill;
  mlir::TypedAttr value;
  /// Whether nothing between the fill and `op` reads `init`, nor `op`
  /// other than as its init, and `init` is a buffer rather than a view: the
  /// fill may move down to `op`.
  bool unread = false;
  /// Whether `op`'s results cover all of `init`: with `unread`, the fill is
  /// dead once `op` starts from its constant rather than reading `init`.
  bool covered = false;
};
std::optional<InitialFill> initialFill(mlir::linalg::LinalgOp op,
                                       mlir::Value init);

/// Erases `fill`'s op if it is dead once its reduction starts from its
/// constant (`unread` and `covered`).
void eraseIfDead(const InitialFill &fill);

} // namespace osdp

#endif // OSDP_LIB_COMPILER_INITIALFILLS_H
