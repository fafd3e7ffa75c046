//===- StridedCopies.cpp - Strided buffer copies as linalg copies ---------===//

#include "osdp/Codegen/Common/StridedCopies.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

void osdp::stridedCopiesToLinalg(Operation *root,
                                 function_ref<bool(MemRefType)> direct) {
  SmallVector<memref::CopyOp> strided;
  root->walk([&](memref::CopyOp copy) {
    auto source = dyn_cast<MemRefType>(copy.getSource().getType());
    auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
    if (!source || !target)
      return;
    if (!direct(source) || !direct(target))
      strided.push_back(copy);
  });
  for (memref::CopyOp copy : strided) {
    OpBuilder builder(copy);
    linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(),
                           copy.getTarget());
    copy.erase();
  }
}

bool osdp::gpuCopiesDirectly(MemRefType type) {
  return type.hasStaticShape() && type.getLayout().isIdentity();
}
