//===- AliasDonatedBuffers.cpp - Results in donated argument buffers ------===//
//
// Implements osdp-alias-donated-buffers, before bufferization, and
// osdp-elide-donated-copies, after it (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_ALIASDONATEDBUFFERSPASS
#define GEN_PASS_DEF_ELIDEDONATEDCOPIESPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

constexpr llvm::StringLiteral kAliasingOutput = "tf.aliasing_output";
constexpr llvm::StringLiteral kBufferDonor = "jax.buffer_donor";
constexpr llvm::StringLiteral kDonorArgument =
    OSDPDialect::kDonorArgumentAttrName;

/// The result each argument of `func` aliases (-1: none), after checking
/// that every alias names a distinct result of the argument's type.
FailureOr<SmallVector<int64_t>> aliasedResults(func::FuncOp func) {
  SmallVector<int64_t> aliases(func.getNumArguments(), -1);
  llvm::SmallDenseMap<int64_t, unsigned> owners;
  ArrayRef<Type> results = func.getResultTypes();
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto alias = func.getArgAttrOfType<IntegerAttr>(i, kAliasingOutput);
    if (!alias)
      continue;
    int64_t j = alias.getInt();
    if (j < 0 || j >= static_cast<int64_t>(results.size()))
      return func.emitError()
             << "argument #" << i << " aliases result #" << j
             << ", but the function has " << results.size() << " results";
    if (results[j] != func.getArgument(i).getType())
      return func.emitError()
             << "argument #" << i << " of type "
             << func.getArgument(i).getType() << " aliases result #" << j
             << " of type " << results[j];
    auto [it, inserted] = owners.try_emplace(j, i);
    if (!inserted)
      return func.emitError() << "arguments #" << it->second << " and #" << i
                              << " both alias result #" << j;
    aliases[i] = j;
  }
  return aliases;
}

/// Moves the op computing `update`, the next value of donated `argument`,
/// below the last other op of the block that reads the argument, when
/// nothing uses the update before that point and the op has no side
/// effects. Written in place, the update would otherwise overwrite the
/// argument while a later op still reads it (elementwise fusion recomputes
/// Adam's moments inside the parameter update, from the old moments), and
/// bufferization would give it a buffer of its own and copy it back at the
/// end: every such update would be held twice at the step's peak.
void sinkBelowReaders(BlockArgument argument, Value update) {
  Operation *producer = update.getDefiningOp();
  Block *block = argument.getOwner();
  if (!producer || producer->getBlock() != block || !isPure(producer))
    return;
  Operation *lastReader = nullptr;
  for (Operation *user : argument.getUsers()) {
    Operation *top = block->findAncestorOpInBlock(*user);
    if (top && top != producer && producer->isBeforeInBlock(top) &&
        (!lastReader || lastReader->isBeforeInBlock(top)))
      lastReader = top;
  }
  if (!lastReader)
    return;
  for (Operation *user : producer->getUsers()) {
    Operation *top = block->findAncestorOpInBlock(*user);
    if (!top || !lastReader->isBeforeInBlock(top))
      return;
  }
  producer->moveAfter(lastReader);
}

LogicalResult aliasDonatedBuffers(func::FuncOp func) {
  FailureOr<SmallVector<int64_t>> aliases = aliasedResults(func);
  if (failed(aliases))
    return failure();
  Builder builder(func.getContext());
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if ((*aliases)[i] >= 0 || func.getArgAttr(i, kBufferDonor))
      func.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                      builder.getBoolAttr(true));
  for (auto [i, j] : llvm::enumerate(*aliases))
    if (j >= 0)
      func.setResultAttr(j, kDonorArgument, builder.getI64IntegerAttr(i));
  func.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    for (auto [i, j] : llvm::enumerate(*aliases)) {
      if (j < 0)
        continue;
      BlockArgument argument = func.getArgument(i);
      sinkBelowReaders(argument, ret.getOperand(j));
      auto materialized = bufferization::MaterializeInDestinationOp::create(
          b, ret.getLoc(), argument.getType(), ret.getOperand(j), argument);
      ret.setOperand(j, materialized.getResult());
    }
  });
  return success();
}

struct AliasDonatedBuffersPass
    : public osdp::impl::AliasDonatedBuffersPassBase<AliasDonatedBuffersPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal() &&
          failed(aliasDonatedBuffers(func)))
        return signalPassFailure();
  }
};

/// Erases the copies of donated arguments into the out-parameters of the
/// results they alias (marked by the first pass; buffer-results-to-out-
/// params moves result attributes onto the out-parameters): the caller
/// passes one buffer for both. The marks are dropped afterwards: nothing
/// later reads them, and LLVM's translation warns on argument attributes
/// it does not know.
void elideDonatedCopies(func::FuncOp func) {
  func.walk([&](memref::CopyOp copy) {
    auto source = dyn_cast<BlockArgument>(copy.getSource());
    auto target = dyn_cast<BlockArgument>(copy.getTarget());
    if (!source || !target || source.getOwner() != &func.front() ||
        target.getOwner() != &func.front())
      return;
    auto donor = func.getArgAttrOfType<IntegerAttr>(target.getArgNumber(),
                                                    kDonorArgument);
    if (donor && donor.getInt() == source.getArgNumber())
      copy.erase();
  });
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    func.removeArgAttr(i, kDonorArgument);
}

struct ElideDonatedCopiesPass
    : public osdp::impl::ElideDonatedCopiesPassBase<ElideDonatedCopiesPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        elideDonatedCopies(func);
  }
};

} // namespace
