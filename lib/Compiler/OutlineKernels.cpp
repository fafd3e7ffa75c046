//===- OutlineKernels.cpp - Linalg ops into deduplicated kernels ----------===//
//
// Implements osdp-outline-kernels (see Passes.td). Kernels are compared by
// their printed form with a fixed name: the printer numbers SSA values per
// function, so two kernels print alike exactly when they are the same
// computation on the same types.
//
//===----------------------------------------------------------------------===//

#include "osdp/Compiler/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

namespace osdp {
#define GEN_PASS_DEF_OUTLINEKERNELSPASS
#include "osdp/Compiler/Passes.h.inc"
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
  auto kernel = func::FuncOp::create(
      moduleBuilder, loc, name, moduleBuilder.getFunctionType(types, {}));
  kernel.setPrivate();
  // Kept out of line: inlined back, the kernels would rebuild the one huge
  // function whose optimisation time outlining avoids.
  MLIRContext *context = op->getContext();
  kernel->setAttr("passthrough",
                  ArrayAttr::get(context, {StringAttr::get(context,
                                                           "noinline")}));
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

/// The text that identifies `kernel` up to its name.
std::string structuralKey(func::FuncOp kernel) {
  StringAttr name = kernel.getSymNameAttr();
  kernel.setSymName("k");
  std::string key;
  llvm::raw_string_ostream os(key);
  kernel->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
  kernel.setSymNameAttr(name);
  return key;
}

struct OutlineKernelsPass
    : public osdp::impl::OutlineKernelsPassBase<OutlineKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module.walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics())
        ops.push_back(op);
    });
    if (ops.empty())
      return;

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
      auto [it, inserted] = kernels.try_emplace(structuralKey(kernel), kernel);
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
