//===- SiblingMerges.h - Loop nests of one loop space as one op -*- C++ -*-===//
//
// Private to lib/Compiler: what osdp-merge-elementwise and
// osdp-merge-column-reductions share. Each merges a `linalg.generic` on
// buffers into the latest earlier one of its kind in the block (the same
// loop space), when the earlier one may move down past the ops between:
// the merged op, at the later op's place, computes the earlier body, then
// the later one, and so takes one launch where there were two.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_LIB_COMPILER_SIBLINGMERGES_H
#define OSDP_LIB_COMPILER_SIBLINGMERGES_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace osdp {

/// An op that may merge with earlier ones of the same `kind`, as a generic
/// (a copy becomes one).
struct MergeCandidate {
  mlir::linalg::GenericOp op;
  llvm::SmallVector<int64_t> kind;
};
using CandidateFn =
    llvm::function_ref<std::optional<MergeCandidate>(mlir::Operation *)>;

/// Whether the later op may take values the earlier one computes at the
/// same iteration from the merged body (elementwise ops, whose outputs are
/// final at that iteration), or must not read the earlier op's outputs at
/// all (reductions, whose outputs are final only after the last one).
enum class Forwarding { Allowed, Forbidden };

/// Merges each candidate op of `block` into the latest earlier candidate
/// of the same kind, where the ops between allow it and the parameters of
/// the merged op's kernel fit in 3.5 KiB (a launch's take at most 4).
void mergeSiblings(mlir::Block &block, CandidateFn candidate,
                   Forwarding forwarding);

} // namespace osdp

#endif // OSDP_LIB_COMPILER_SIBLINGMERGES_H
