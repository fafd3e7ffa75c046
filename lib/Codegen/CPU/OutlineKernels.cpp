//===- OutlineKernels.cpp - Linalg ops into deduplicated kernels ----------===//
//
// Implements osdp-outline-kernels (see Passes.td). Kernels are compared by
// their printed form with a fixed name (StructuralKey.h).
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/CPU/Passes.h"
#include "osdp/Codegen/Common/StridedCopies.h"
#include "osdp/Codegen/Common/StructuralKey.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

namespace osdp {
#define GEN_PASS_DEF_OUTLINEKERNELSPASS
#include "osdp/Codegen/CPU/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The values `op` reads from outside itself, in a fixed order, and the
/// constants among them (cloned into the kernel rather than passed).
struct Captures {
  llvm::SetVector<Value> arguments;
  llvm::SetVector<Operation *> constants;
};

Captures collectCaptures(Operation *op) {
  llvm::SetVector<Value> read(op->operand_begin(), op->operand_end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, read);
  Captures captures;
  for (Value value : read) {
    Operation *def = value.getDefiningOp();
    if (def && def->getNumOperands() == 0 && matchPattern(value, m_Constant()))
      captures.constants.insert(def);
    else
      captures.arguments.insert(value);
  }
  return captures;
}

/// Moves `op` into a new private function named `name` and calls it in its
/// place; returns the kernel and the call.
std::pair<func::FuncOp, func::CallOp> outline(Operation *op, StringRef name,
                                              OpBuilder &moduleBuilder) {
  Captures captures = collectCaptures(op);
  SmallVector<Type> types;
  for (Value value : captures.arguments)
    types.push_back(value.getType());
  Location loc = op->getLoc();
  auto kernel = func::FuncOp::create(moduleBuilder, loc, name,
                                     moduleBuilder.getFunctionType(types, {}));
  kernel.setPrivate();
  // Kept out of line: inlined back, the kernels would rebuild the one huge
  // function whose optimisation time outlining avoids.
  MLIRContext *context = op->getContext();
  kernel->setAttr(
      "passthrough",
      ArrayAttr::get(context, {StringAttr::get(context, "noinline")}));
  Block *entry = kernel.addEntryBlock();
  OpBuilder builder = OpBuilder::atBlockBegin(entry);
  IRMapping mapping;
  for (auto [value, argument] :
       llvm::zip(captures.arguments, entry->getArguments()))
    mapping.map(value, argument);
  for (Operation *constant : captures.constants)
    builder.clone(*constant, mapping);
  builder.clone(*op, mapping);
  func::ReturnOp::create(builder, loc);

  OpBuilder callBuilder(op);
  auto call = func::CallOp::create(callBuilder, loc, kernel,
                                   llvm::to_vector(captures.arguments));
  op->erase();
  return {kernel, call};
}

/// Whether `op` is a computation to outline: a linalg op on buffers, or a
/// loop nest that calls nothing (what gather, scatter and sort become).
/// Loops that call kernels or the runtime are control flow and stay.
bool isKernel(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.hasPureBufferSemantics();
  if (!isa<scf::ForOp>(op))
    return false;
  return !op->walk([](CallOpInterface) {
              return WalkResult::interrupt();
            }).wasInterrupted();
}

/// The outermost kernels of the module's functions, in program order.
SmallVector<Operation *> collectKernels(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isKernel(op))
      return WalkResult::advance();
    ops.push_back(op);
    return WalkResult::skip();
  });
  return ops;
}

/// Marks the functions that called kernels as glue: LLVM neither inlines
/// nor optimises them. They only allocate buffers and call kernels and the
/// runtime, and code generation for a function of thousands of calls
/// otherwise costs more than that of all the kernels.
void markGlue(ArrayRef<Operation *> kernels) {
  llvm::SmallPtrSet<Operation *, 4> glue;
  for (Operation *kernel : kernels)
    glue.insert(kernel->getParentOfType<func::FuncOp>());
  for (Operation *function : glue) {
    MLIRContext *context = function->getContext();
    function->setAttr(
        "passthrough",
        ArrayAttr::get(context, {StringAttr::get(context, "noinline"),
                                 StringAttr::get(context, "optnone")}));
  }
}

struct OutlineKernelsPass
    : public osdp::impl::OutlineKernelsPassBase<OutlineKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    osdp::stridedCopiesToLinalg(module, [](MemRefType type) {
      return memref::isStaticShapeAndContiguousRowMajor(type);
    });
    SmallVector<Operation *> ops = collectKernels(module);
    if (ops.empty())
      return;
    markGlue(ops);

    OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
    SymbolTable symbols(module);
    llvm::StringMap<func::FuncOp> kernels;
    unsigned next = 0;
    for (Operation *op : ops) {
      std::string name;
      do
        name = prefix + "_" + std::to_string(next++);
      while (symbols.lookup(name));
      auto [kernel, call] = outline(op, name, moduleBuilder);
      auto [it, inserted] = kernels.try_emplace(
          structuralKey(cast<SymbolOpInterface>(kernel.getOperation())),
          kernel);
      if (inserted) {
        symbols.insert(kernel);
        continue;
      }
      // A kernel like one already made: call that one instead.
      call.setCallee(it->second.getSymName());
      kernel.erase();
    }
  }
};

} // namespace
