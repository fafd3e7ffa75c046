//===- SerialKernels.cpp - Ops without parallel loops as one-thread kernels
//===//
//
// Implements osdp-serial-kernels (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Common/StridedCopies.h"
#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"

namespace osdp {
#define GEN_PASS_DEF_SERIALKERNELSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op` has no parallel loop of its own to become a kernel's
/// threads.
bool hasNoParallelLoop(linalg::LinalgOp op) {
  return op.hasPureBufferSemantics() &&
         llvm::none_of(op.getIteratorTypesArray(), [](utils::IteratorType t) {
           return t == utils::IteratorType::parallel;
         });
}

/// Moves `op` into a new `scf.parallel` of one iteration at its place.
void wrapInOneIteration(Operation *op) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  auto loop = scf::ParallelOp::create(builder, loc, ValueRange{zero},
                                      ValueRange{one}, ValueRange{one});
  op->moveBefore(loop.getBody()->getTerminator());
}

struct SerialKernelsPass
    : public osdp::impl::SerialKernelsPassBase<SerialKernelsPass> {
  void runOnOperation() override {
    stridedCopiesToLinalg(getOperation(), gpuCopiesDirectly);
    // Serial loop nests (what gathers, scatters and sorts become) and linalg
    // ops without a parallel loop, outside any parallel loop or kernel
    // (osdp-block-reductions' launches).
    SmallVector<Operation *> serial;
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<scf::ParallelOp, gpu::LaunchOp>(op))
        return WalkResult::skip();
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (isa<scf::ForOp>(op) || (linalgOp && hasNoParallelLoop(linalgOp))) {
        serial.push_back(op);
        return WalkResult::skip();
      }
      return WalkResult::advance();
    });
    for (Operation *op : serial)
      wrapInOneIteration(op);
  }
};

} // namespace
