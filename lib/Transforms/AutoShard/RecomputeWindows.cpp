//===- RecomputeWindows.cpp - What recomputing an activation frees --------===//
//
// The search's model of osdp-rematerialize: where the rewrite puts the
// backward pass's readers of each activation, and so which stretch of the
// step a recomputed activation is not held over.
//
//===----------------------------------------------------------------------===//

#include "RecomputeWindows.h"

#include "osdp/Transforms/Partition/ForwardPass.h"
#include "osdp/Transforms/Partition/Rematerialize.h"

#include <limits>

using namespace mlir;
using namespace osdp;
using namespace osdp::autoshard;

namespace {

/// Each top-level op's position once the rewrite has moved the ops the
/// backward pass computes early (pure, outside the forward pass, before
/// its end) down to their first reader, latest first, as
/// osdp-rematerialize does.
llvm::DenseMap<Operation *, int64_t>
movedPositions(Block &body, const llvm::SetVector<Operation *> &forward) {
  llvm::DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(body))
    position[&op] = static_cast<int64_t>(index);
  int64_t forwardEnd = forward.empty() ? -1 : position.lookup(forward.back());
  for (Operation &op : llvm::reverse(body)) {
    if (forward.contains(&op) || isAlwaysSaved(&op) ||
        position.lookup(&op) >= forwardEnd)
      continue;
    int64_t first = std::numeric_limits<int64_t>::max();
    for (Operation *user : op.getUsers())
      if (Operation *reader = body.findAncestorOpInBlock(*user))
        first = std::min(first, position.lookup(reader));
    if (first != std::numeric_limits<int64_t>::max())
      position[&op] = first;
  }
  return position;
}

/// The window of `op` (a forward op), if recomputing it frees anything.
std::optional<RecomputeWindow>
windowOf(Operation *op, Block &body,
         const llvm::SetVector<Operation *> &forward,
         const llvm::DenseMap<Operation *, int64_t> &position) {
  RecomputeWindow window;
  window.lastForward = position.lookup(op);
  SmallVector<int64_t> backward;
  for (Operation *user : op->getUsers()) {
    Operation *reader = body.findAncestorOpInBlock(*user);
    if (!reader)
      continue;
    if (reader->hasTrait<OpTrait::IsTerminator>())
      return std::nullopt; // A result the step returns is held anyway.
    if (forward.contains(reader))
      window.lastForward =
          std::max(window.lastForward, position.lookup(reader));
    else
      backward.push_back(position.lookup(reader));
  }
  // A backward reader before the forward pass's last one reads the
  // original, which is live there anyway.
  llvm::erase_if(backward,
                 [&](int64_t at) { return at <= window.lastForward; });
  if (backward.empty())
    return std::nullopt;
  window.firstBackward = *llvm::min_element(backward);
  window.lastBackward = *llvm::max_element(backward);
  if (window.firstBackward <= window.lastForward + 1)
    return std::nullopt;
  return window;
}

} // namespace

llvm::DenseMap<Operation *, RecomputeWindow>
osdp::autoshard::findRecomputeWindows(func::FuncOp function) {
  llvm::DenseMap<Operation *, RecomputeWindow> windows;
  SmallVector<Value> losses = stepLosses(function);
  if (losses.empty())
    return windows;
  Block &body = function.getBody().front();
  llvm::SetVector<Operation *> forward = forwardPass(body, losses);
  llvm::DenseMap<Operation *, int64_t> position = movedPositions(body, forward);
  for (Operation *op : forward) {
    if (isAlwaysSaved(op) || op->getNumResults() == 0)
      continue;
    if (std::optional<RecomputeWindow> window =
            windowOf(op, body, forward, position))
      windows[op] = *window;
  }
  return windows;
}
