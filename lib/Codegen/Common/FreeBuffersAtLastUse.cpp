//===- FreeBuffersAtLastUse.cpp - Deallocations after the last use --------===//
//
// Implements osdp-free-buffers-at-last-use (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_FREEBUFFERSATLASTUSEPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;

namespace {

/// Whether results of `user` may alias the buffer it takes: everything but
/// a scalar read.
bool mayAlias(Operation *user) { return !isa<memref::LoadOp>(user); }

/// Whether a buffer reaching `user` leaves the reach of this analysis: a
/// return or a branch to another block, or a deallocation of its own.
bool escapes(Operation *user) {
  return isa<memref::DeallocOp, BranchOpInterface>(user) ||
         (user->hasTrait<OpTrait::ReturnLike>() &&
          !isa<RegionBranchTerminatorOpInterface>(user));
}

/// Whether `value` is freed unconditionally by a deallocation of its own
/// other than `ignored`, in its own block: directly, or through the base
/// buffer its metadata names (as the deallocation pipeline frees a loop's
/// results). Deallocations never free one buffer twice, so such a value is
/// a buffer of its own, not an alias of another one freed elsewhere (a
/// deallocation under a condition proves nothing of the kind).
bool freedOnItsOwn(Value value, ArrayRef<Operation *> ignored) {
  Block *block = value.getParentBlock();
  auto isOtherDealloc = [&](Operation *user) {
    return isa<memref::DeallocOp>(user) && user->getBlock() == block &&
           !llvm::is_contained(ignored, user);
  };
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    if (isOtherDealloc(user))
      return true;
    auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(user);
    return metadata && !llvm::is_contained(ignored, user) &&
           llvm::any_of(metadata.getBaseBuffer().getUsers(), isOtherDealloc);
  });
}

/// The last op of `block` that uses `buffer` or a value derived from it
/// (other than the `ignored` ops that free it); nullptr when some use
/// escapes the block.
Operation *lastUseInBlock(Value buffer, Block *block,
                          ArrayRef<Operation *> ignored) {
  Operation *last = buffer.getDefiningOp();
  SmallVector<Value> worklist{buffer};
  DenseSet<Value> seen{buffer};
  auto follow = [&](ValueRange values) {
    for (Value value : values)
      if (!freedOnItsOwn(value, ignored) && seen.insert(value).second)
        worklist.push_back(value);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (llvm::is_contained(ignored, user))
        continue;
      if (escapes(user))
        return nullptr;
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor)
        return nullptr;
      if (last->isBeforeInBlock(ancestor))
        last = ancestor;
      if (mayAlias(user))
        follow(user->getResults());
      // A region yielding the buffer hands it to its op's results.
      if (user->hasTrait<OpTrait::IsTerminator>() && user != ancestor)
        follow(user->getParentOp()->getResults());
    }
  }
  return last;
}

/// What `dealloc` frees and the ops that free it: a buffer allocated in its
/// block, freed by `dealloc` alone; or a result of an op of its block (a
/// loop's) freed through the base buffer of its metadata, an op used only
/// by `dealloc`. Nothing when it frees anything else.
std::optional<std::pair<Value, SmallVector<Operation *>>>
freedBuffer(memref::DeallocOp dealloc) {
  Block *block = dealloc->getBlock();
  Value buffer = dealloc.getMemref();
  if (auto alloc = buffer.getDefiningOp<memref::AllocOp>())
    if (alloc->getBlock() == block)
      return std::make_pair(buffer, SmallVector<Operation *>{dealloc});
  auto metadata = buffer.getDefiningOp<memref::ExtractStridedMetadataOp>();
  if (!metadata || metadata->getBlock() != block || !buffer.hasOneUse() ||
      llvm::any_of(metadata->getResults().drop_front(),
                   [](Value v) { return !v.use_empty(); }))
    return std::nullopt;
  Value source = metadata.getSource();
  Operation *def = source.getDefiningOp();
  if (!def || def->getBlock() != block)
    return std::nullopt;
  return std::make_pair(source, SmallVector<Operation *>{metadata, dealloc});
}

struct FreeBuffersAtLastUsePass
    : public osdp::impl::FreeBuffersAtLastUsePassBase<
          FreeBuffersAtLastUsePass> {
  void runOnOperation() override {
    // Every destination first, then the moves: the block's op order stays
    // valid (and its numbering cached) while the analysis queries it.
    SmallVector<std::pair<SmallVector<Operation *>, Operation *>> moves;
    getOperation().walk([&](memref::DeallocOp dealloc) {
      auto freed = freedBuffer(dealloc);
      if (!freed)
        return;
      auto &[buffer, ops] = *freed;
      Operation *last = lastUseInBlock(buffer, dealloc->getBlock(), ops);
      if (last && last->isBeforeInBlock(ops.front()))
        moves.emplace_back(ops, last);
    });
    for (auto &[ops, last] : moves)
      for (Operation *op : llvm::reverse(ops))
        op->moveAfter(last);
  }
};

} // namespace
