//===- DeviceMemory.cpp - A GPU program's buffers in device memory --------===//
//
// Implements osdp-device-memory (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"

namespace osdp {
#define GEN_PASS_DEF_DEVICEMEMORYPASS
#include "osdp/Codegen/GPU/Passes.h.inc"
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

/// The most elements a buffer the host reads or writes may have: it is
/// copied whole between the device and the host stack.
constexpr int64_t kMaxStagedElements = 64;

/// Whether the host may read or write `type` through a copy on its stack:
/// a small buffer of static shape and identity layout (a scalar, such as a
/// device's partition id or an offset computed from it, or a loop's
/// condition).
bool isStageable(MemRefType type) {
  return type.hasStaticShape() && type.getLayout().isIdentity() &&
         type.getNumElements() <= kMaxStagedElements;
}

/// Rewrites a host load or store of the device buffer `memref` into one on
/// a copy in host memory: the buffer copied to the host first (for a store,
/// unless it is one element), and back after a store. The copy lives on
/// the function's stack, allocated at its entry, so that a loop does not
/// grow the stack. gpu-async-region later makes the host wait for a copy
/// to the host before it reads it.
void stageThroughHost(IRRewriter &rewriter, func::FuncOp function,
                      Operation *access, Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  rewriter.setInsertionPointToStart(&function.getBody().front());
  Value host = memref::AllocaOp::create(rewriter, access->getLoc(), type);
  rewriter.setInsertionPoint(access);
  bool store = isa<memref::StoreOp>(access);
  if (!store || type.getNumElements() > 1)
    gpu::MemcpyOp::create(rewriter, access->getLoc(), /*asyncToken=*/Type(),
                          ValueRange(), host, memref);
  rewriter.modifyOpInPlace(access,
                           [&] { access->replaceUsesOfWith(memref, host); });
  if (store) {
    rewriter.setInsertionPointAfter(access);
    gpu::MemcpyOp::create(rewriter, access->getLoc(), /*asyncToken=*/Type(),
                          ValueRange(), memref, host);
  }
}

/// The buffer `op` reads or writes on the host, if it is a load or store.
Value hostAccessedBuffer(Operation *op) {
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return load.getMemRef();
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return store.getMemRef();
  return Value();
}

/// Whether `buffer` is a global of the host module, which the host reads
/// in place.
bool isHostGlobal(Value buffer) {
  return isa_and_present<memref::GetGlobalOp>(buffer.getDefiningOp());
}

/// A device copy of the constant global `read` reads, made at the entry of
/// `function`.
Value copyToDeviceAtEntry(IRRewriter &rewriter, func::FuncOp function,
                          memref::GetGlobalOp read) {
  rewriter.setInsertionPointToStart(&function.getBody().front());
  Location loc = read.getLoc();
  Value host = memref::GetGlobalOp::create(rewriter, loc, read.getType(),
                                           read.getNameAttr());
  Value device =
      gpu::AllocOp::create(rewriter, loc, read.getType(),
                           /*asyncToken=*/Type(), ValueRange(), ValueRange(),
                           ValueRange(), /*hostShared=*/false)
          .getMemref();
  gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange(), device, host);
  return device;
}

/// Gives the kernels and runtime calls of `function` a device copy of each
/// constant global it reads (a table of values bufferization kept as a
/// `memref.global`): one per global, made at the function's entry and freed
/// before it returns (unless it is returned). Host loads keep reading the
/// global itself. A mutable global is refused: a copy per call would lose
/// what a call writes into it.
LogicalResult copyGlobalsToDevice(IRRewriter &rewriter, func::FuncOp function) {
  SmallVector<memref::GetGlobalOp> reads;
  function.walk([&](memref::GetGlobalOp read) { reads.push_back(read); });
  llvm::MapVector<Attribute, Value> copies;
  for (memref::GetGlobalOp read : reads) {
    auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
        read, read.getNameAttr());
    if (!global || !global.getConstant())
      return read.emitOpError("reads the mutable global ")
             << read.getNameAttr()
             << " in a cuda program, whose kernels cannot reach host "
                "memory (only constant globals are copied to the device)";
    Value &device = copies[read.getNameAttr()];
    if (!device)
      device = copyToDeviceAtEntry(rewriter, function, read);
    rewriter.replaceUsesWithIf(read, device, [](OpOperand &use) {
      return !isa<memref::LoadOp>(use.getOwner());
    });
    if (read.use_empty())
      rewriter.eraseOp(read);
  }
  SmallVector<func::ReturnOp> returns;
  if (!copies.empty())
    function.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
  for (Value device : llvm::make_second_range(copies)) {
    if (llvm::any_of(device.getUsers(), llvm::IsaPred<func::ReturnOp>))
      continue;
    for (func::ReturnOp ret : returns) {
      rewriter.setInsertionPoint(ret);
      gpu::DeallocOp::create(rewriter, ret.getLoc(), Type(), ValueRange(),
                             device);
    }
  }
  return success();
}

/// Moves the host function's buffer handling to the device, or fails at
/// the first op that would touch device memory on the host.
LogicalResult moveToDevice(func::FuncOp function) {
  IRRewriter rewriter(function.getContext());
  if (failed(copyGlobalsToDevice(rewriter, function)))
    return failure();
  SmallVector<std::pair<Operation *, Value>> staged;
  WalkResult walk = function.walk([&](Operation *op) -> WalkResult {
    Value buffer = hostAccessedBuffer(op);
    if (buffer && isHostGlobal(buffer)) {
      // The host reads its own memory.
    } else if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
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
    } else if (buffer && isStageable(cast<MemRefType>(buffer.getType()))) {
      staged.emplace_back(op, buffer);
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
  if (walk.wasInterrupted())
    return failure();
  for (auto [access, buffer] : staged)
    stageThroughHost(rewriter, function, access, buffer);
  return success();
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
