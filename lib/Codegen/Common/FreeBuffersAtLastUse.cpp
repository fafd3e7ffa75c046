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

/// The last op of `block` that uses `buffer` or a value derived from it
/// (other than `dealloc`); nullptr when some use escapes the block.
Operation *lastUseInBlock(Value buffer, Block *block,
                          memref::DeallocOp dealloc) {
  Operation *last = buffer.getDefiningOp();
  SmallVector<Value> worklist{buffer};
  DenseSet<Value> seen{buffer};
  auto follow = [&](ValueRange values) {
    for (Value value : values)
      if (seen.insert(value).second)
        worklist.push_back(value);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (user == dealloc.getOperation())
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

struct FreeBuffersAtLastUsePass
    : public osdp::impl::FreeBuffersAtLastUsePassBase<
          FreeBuffersAtLastUsePass> {
  void runOnOperation() override {
    // Every destination first, then the moves: the block's op order stays
    // valid (and its numbering cached) while the analysis queries it.
    SmallVector<std::pair<memref::DeallocOp, Operation *>> moves;
    getOperation().walk([&](memref::DeallocOp dealloc) {
      Value buffer = dealloc.getMemref();
      auto alloc = buffer.getDefiningOp<memref::AllocOp>();
      Block *block = dealloc->getBlock();
      if (!alloc || alloc->getBlock() != block)
        return;
      Operation *last = lastUseInBlock(buffer, block, dealloc);
      if (last && last->isBeforeInBlock(dealloc))
        moves.emplace_back(dealloc, last);
    });
    for (auto [dealloc, last] : moves)
      dealloc->moveAfter(last);
  }
};

} // namespace
