//===- DeviceMemory.cpp - A GPU program's buffers in device memory --------===//
//
// Implements osdp-device-memory (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace osdp {
#define GEN_PASS_DEF_DEVICEMEMORYPASS
#include "osdp/Compiler/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// Replaces a host allocation of `type` by a `gpu.alloc` of the same
/// buffer.
void replaceByDeviceAlloc(IRRewriter &rewriter, Operation *alloc,
                          MemRefType type, ValueRange dynamicSizes,
                          ValueRange symbolOperands) {
  rewriter.setInsertionPoint(alloc);
  auto device = gpu::AllocOp::create(rewriter, alloc->getLoc(), type,
                                     /*asyncToken=*/Type(),
                                     /*asyncDependencies=*/ValueRange(),
                                     dynamicSizes, symbolOperands,
                                     /*hostShared=*/false);
  rewriter.replaceOp(alloc, device.getMemref());
}

/// Whether `call` is of the CUDA runtime (CudaRuntime.h), whose functions
/// take device buffers and queue their work on the compute stream.
bool callsCudaRuntime(func::CallOp call) {
  return call.getCallee().starts_with("osdp_cuda_");
}

/// Moves the host function's buffer handling to the device, or fails at
/// the first op that would touch device memory on the host.
LogicalResult moveToDevice(func::FuncOp function) {
  IRRewriter rewriter(function.getContext());
  WalkResult walk = function.walk([&](Operation *op) -> WalkResult {
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      replaceByDeviceAlloc(rewriter, op, alloc.getType(),
                           alloc.getDynamicSizes(), alloc.getSymbolOperands());
    } else if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
      replaceByDeviceAlloc(rewriter, op, alloca.getType(),
                           alloca.getDynamicSizes(),
                           alloca.getSymbolOperands());
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      rewriter.setInsertionPoint(op);
      gpu::DeallocOp::create(rewriter, op->getLoc(), /*asyncToken=*/Type(),
                             ValueRange(), dealloc.getMemref());
      rewriter.eraseOp(op);
    } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      rewriter.setInsertionPoint(op);
      gpu::MemcpyOp::create(rewriter, op->getLoc(), /*asyncToken=*/Type(),
                            ValueRange(), copy.getTarget(), copy.getSource());
      rewriter.eraseOp(op);
    } else if (isa<memref::LoadOp, memref::StoreOp, linalg::LinalgOp>(op)) {
      op->emitOpError("reads or writes a buffer on the host of a cuda "
                      "program, whose buffers are in device memory (no "
                      "kernel took it)");
      return WalkResult::interrupt();
    } else if (auto call = dyn_cast<func::CallOp>(op);
               call && !callsCudaRuntime(call)) {
      call.emitOpError("calls '")
          << call.getCallee()
          << "' on the host, which cannot read the device buffers it "
             "passes (only the CUDA runtime's osdp_cuda_* functions take "
             "them)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct DeviceMemoryPass
    : public osdp::impl::DeviceMemoryPassBase<DeviceMemoryPass> {
  void runOnOperation() override {
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (!function.isExternal() && failed(moveToDevice(function)))
        return signalPassFailure();
  }
};

} // namespace
