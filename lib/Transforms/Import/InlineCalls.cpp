//===- InlineCalls.cpp - Linear-time inlining of single-block callees -----===//

#include "osdp/Transforms/Import/Passes.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"

namespace osdp {
#define GEN_PASS_DEF_INLINECALLSPASS
#include "osdp/Transforms/Import/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The function `call` calls: a func.call's callee, or a composite's
/// decomposition (the composite is a call of it); null for other ops.
static FlatSymbolRefAttr calleeOf(Operation *call) {
  if (auto direct = dyn_cast<func::CallOp>(call))
    return direct.getCalleeAttr();
  if (auto composite = dyn_cast<osdp::stablehlo::CompositeOp>(call))
    return composite.getDecompositionAttr();
  return {};
}

/// The callee of `call` if it can be inlined: a definition of one block
/// ending in func.return.
static func::FuncOp getInlinableCallee(Operation *call,
                                       SymbolTable &symbolTable) {
  auto callee = symbolTable.lookup<func::FuncOp>(calleeOf(call).getValue());
  if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock() ||
      !isa<func::ReturnOp>(callee.getBody().front().getTerminator()))
    return {};
  return callee;
}

/// Appends the calls within `op` (itself included) to `calls`.
static void collectCalls(Operation *op, SmallVectorImpl<Operation *> &calls) {
  op->walk([&](Operation *nested) {
    if (calleeOf(nested))
      calls.push_back(nested);
  });
}

/// Replaces `call` by a copy of `callee`'s body; appends the calls the copy
/// contains to `calls`.
static void inlineCall(Operation *call, func::FuncOp callee,
                       SmallVectorImpl<Operation *> &calls) {
  Block &body = callee.getBody().front();
  IRMapping mapping;
  mapping.map(body.getArguments(), call->getOperands());
  OpBuilder builder(call);
  for (Operation &op : body.without_terminator())
    collectCalls(builder.clone(op, mapping), calls);
  for (auto [result, returned] :
       llvm::zip(call->getResults(), body.getTerminator()->getOperands()))
    result.replaceAllUsesWith(mapping.lookupOrDefault(returned));
  call->erase();
}

/// The functions of `module` that can reach themselves through calls.
static DenseSet<Operation *> findRecursive(ModuleOp module,
                                           SymbolTable &symbolTable) {
  DenseMap<Operation *, SmallVector<Operation *>> callees;
  for (auto func : module.getOps<func::FuncOp>())
    func.walk([&](Operation *call) {
      if (FlatSymbolRefAttr name = calleeOf(call))
        if (auto callee = symbolTable.lookup<func::FuncOp>(name.getValue()))
          callees[func].push_back(callee);
    });
  DenseSet<Operation *> recursive;
  for (auto func : module.getOps<func::FuncOp>()) {
    SmallVector<Operation *> stack(callees.lookup(func));
    DenseSet<Operation *> seen;
    while (!stack.empty()) {
      Operation *next = stack.pop_back_val();
      if (next == func) {
        recursive.insert(func);
        break;
      }
      if (seen.insert(next).second)
        llvm::append_range(stack, callees.lookup(next));
    }
  }
  return recursive;
}

struct InlineCallsPass
    : public osdp::impl::InlineCallsPassBase<InlineCallsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbolTable(module);
    DenseSet<Operation *> recursive = findRecursive(module, symbolTable);
    for (auto func : module.getOps<func::FuncOp>()) {
      SmallVector<Operation *> calls;
      collectCalls(func, calls);
      while (!calls.empty()) {
        Operation *call = calls.pop_back_val();
        func::FuncOp callee = getInlinableCallee(call, symbolTable);
        if (callee && !recursive.contains(callee))
          inlineCall(call, callee, calls);
      }
    }
  }
};

} // namespace
