//===- FusionBounds.h - How far elementwise fusion grows a loop nest ------===//
//
// osdp-fuse-elementwise fuses each loop nest with its elementwise producers
// while the fused nest stays small, and copies a producer that other ops
// also read only when the copy is cheap. Where these bounds stop it, the
// producer's result is stored: in a transformer's backward pass, the
// residual stream's and the layer norms' chains are cut into stored pieces
// that stay live from the forward pass. The cost model replays the pass to
// predict those buffers (Analysis/FusionPlan.h), so the bounds live here,
// below both. Header-only.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SUPPORT_FUSIONBOUNDS_H
#define OSDP_SUPPORT_FUSIONBOUNDS_H

#include <cstddef>

namespace osdp {

/// The most inputs a fused loop nest reads. Without a bound, the additions
/// of a residual stream (and of its gradient) fuse into one nest whose
/// inputs grow with the model's depth, and fusing it again costs time
/// quadratic in them.
inline constexpr size_t kMaxFusedInputs = 12;

/// The most ops in a fused nest's body, its yield included.
inline constexpr size_t kMaxFusedBodyOps = 48;

/// The most arithmetic ops (no math function) of a producer that is copied
/// into a reader while other ops read it too: a copy of a larger one would
/// repeat its loop in every reader, and copies cascade (a reader that
/// holds a copy is no longer cheap to copy in turn).
inline constexpr size_t kMaxCopiedOps = 4;

/// The most inputs of a producer, each at least as large as its result,
/// that a copy into a reader may hold live longer than they are held
/// anyway. A copy of `a + b` into a reader in the backward pass holds both
/// `a` and `b` until it, where storing the sum holds one buffer: the layer
/// norm of a sum of embeddings, or of a residual stream, is read by the
/// forward and the backward pass.
inline constexpr size_t kMaxHeldLongerInputs = 1;

/// The most ops of a nest that reads nothing but its indices (an iota, a
/// causal mask), which is copied into every reader.
inline constexpr size_t kMaxIndexOps = 16;

} // namespace osdp

#endif // OSDP_SUPPORT_FUSIONBOUNDS_H
