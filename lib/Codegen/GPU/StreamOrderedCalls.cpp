//===- StreamOrderedCalls.cpp - No host wait before a CUDA runtime call ---===//
//
// Implements osdp-stream-ordered-calls (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace osdp {
#define GEN_PASS_DEF_STREAMORDEREDCALLSPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Whether `op` calls the CUDA runtime, which queues its work on the
/// compute stream.
bool callsCudaRuntime(Operation *op) {
  auto call = dyn_cast_or_null<func::CallOp>(op);
  return call && call.getCallee().starts_with("osdp_cuda_");
}

struct StreamOrderedCallsPass
    : public osdp::impl::StreamOrderedCallsPassBase<StreamOrderedCallsPass> {
  void runOnOperation() override {
    SmallVector<gpu::WaitOp> waits;
    getOperation().walk([&](gpu::WaitOp wait) {
      // A host wait (no token result) right before the call.
      if (!wait.getAsyncToken() && callsCudaRuntime(wait->getNextNode()))
        waits.push_back(wait);
    });
    for (gpu::WaitOp wait : waits)
      wait.erase();
  }
};

} // namespace
