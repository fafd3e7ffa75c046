//===- RuntimeCalls.cpp - Calls into the runtime from tensor code ---------===//

#include "osdp/Conversion/RuntimeCalls.h"

#include "osdp/Runtime/ABI.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;

std::string osdp::runtimeFunctionName(RuntimeTarget target, StringRef base) {
  return (target == RuntimeTarget::CUDA ? OSDP_ABI_CUDA_PREFIX
                                        : OSDP_ABI_CPU_PREFIX) +
         base.str();
}

FlatSymbolRefAttr osdp::declareRuntimeFunction(ModuleOp module,
                                               SymbolTable &symbols,
                                               StringRef name, TypeRange inputs,
                                               TypeRange results) {
  if (!symbols.lookup(name)) {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto func = func::FuncOp::create(b, module.getLoc(), name,
                                     b.getFunctionType(inputs, results));
    func.setPrivate();
    if (llvm::any_of(inputs, llvm::IsaPred<BaseMemRefType>))
      func->setAttr("llvm.emit_c_interface", b.getUnitAttr());
    symbols.insert(func);
  }
  return FlatSymbolRefAttr::get(module.getContext(), name);
}

Value osdp::readOnlyUnrankedBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value buffer = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      /*readOnly=*/true);
  return memref::CastOp::create(
      b, loc, UnrankedMemRefType::get(type.getElementType(), 0), buffer);
}

std::pair<Value, Value> osdp::newUnrankedBuffer(OpBuilder &b, Location loc,
                                                RankedTensorType type) {
  Value buffer = memref::AllocOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()));
  Value unranked = memref::CastOp::create(
      b, loc, UnrankedMemRefType::get(type.getElementType(), 0), buffer);
  return {buffer, unranked};
}

Value osdp::tensorOfBuffer(OpBuilder &b, Location loc, RankedTensorType type,
                           Value buffer) {
  return bufferization::ToTensorOp::create(b, loc, type, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}
