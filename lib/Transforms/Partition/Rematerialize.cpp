//===- Rematerialize.cpp - Recompute activations in the backward pass -----===//
//
// The rewrite of osdp-rematerialize (Passes.td): each activation a policy
// does not save is recomputed, from saved values, right before its first
// reader outside the forward pass.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Rematerialize.h"
#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/TrainingStep.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace osdp {
#define GEN_PASS_DEF_REMATERIALIZEPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// The forward pass of `function`: its losses' defining ops and every op
/// they depend on.
llvm::SetVector<Operation *> forwardPass(func::FuncOp function,
                                         const TrainingStep &step) {
  auto terminator = cast<func::ReturnOp>(function.getBody().front().back());
  llvm::SetVector<Operation *> forward;
  BackwardSliceOptions options;
  options.inclusive = true;
  options.omitBlockArguments = true;
  for (unsigned loss : step.losses)
    if (Operation *def = terminator.getOperand(loss).getDefiningOp())
      (void)getBackwardSlice(def, &forward, options);
  return forward;
}

/// Whether the forward pass keeps `op`'s results for the backward pass
/// under `policy` rather than have them recomputed.
bool isSaved(Operation *op, RematPolicy policy) {
  // Collectives move data between devices; effects must not repeat; a
  // loop (the microbatches' accumulation) would run its whole body again.
  if (isa<OSDPDialect>(op->getDialect()) || !isMemoryEffectFree(op) ||
      isa<shlo::WhileOp>(op))
    return true;
  return policy == RematPolicy::Dots &&
         isa<shlo::DotGeneralOp, shlo::DotOp, shlo::ConvolutionOp>(op);
}

/// Clones the forward ops that recompute activations, each at most once,
/// before the first reader that asks for it.
class Recomputer {
public:
  Recomputer(const llvm::SetVector<Operation *> &forward, RematPolicy policy)
      : forward(forward), policy(policy) {}

  /// Whether `value` is an activation this policy recomputes.
  bool recomputes(Value value) const {
    Operation *def = value.getDefiningOp();
    return def && forward.contains(def) && !isSaved(def, policy);
  }

  /// The recomputed `value`, cloned (with what it needs) before `reader`
  /// if no earlier reader asked for it.
  Value recompute(Value value, Operation *reader) {
    if (Value clone = clones.lookupOrNull(value))
      return clone;
    Operation *def = value.getDefiningOp();
    for (Value operand : def->getOperands())
      if (recomputes(operand))
        (void)recompute(operand, reader);
    OpBuilder builder(reader);
    Operation *clone = builder.clone(*def, clones);
    for (auto [from, to] : llvm::zip(def->getResults(), clone->getResults()))
      clones.map(from, to);
    return clones.lookup(value);
  }

private:
  const llvm::SetVector<Operation *> &forward;
  RematPolicy policy;
  /// Each recomputed value's clone (saved values are not in it: a clone
  /// reads them as they are).
  IRMapping clones;
};

/// Moves the ops the forward pass computes for the backward pass alone
/// (not for the loss: a derivative's factors, which JAX's linearization
/// places among the forward ops) down to their first reader, latest
/// readers first, so that what they read is recomputed there and not kept
/// from the forward pass. Only pure ops before the forward pass's last op
/// move; a move keeps every operand before its reader.
void sinkBackwardOps(Block &body, const llvm::SetVector<Operation *> &forward,
                     RematPolicy policy) {
  Operation *lastForward = nullptr;
  for (Operation &op : body.without_terminator())
    if (forward.contains(&op))
      lastForward = &op;
  SmallVector<Operation *> early;
  for (Operation &op : body.without_terminator()) {
    if (&op == lastForward)
      break;
    if (!forward.contains(&op) && !isSaved(&op, policy))
      early.push_back(&op);
  }
  for (Operation *op : llvm::reverse(early)) {
    Operation *first = nullptr;
    for (Operation *user : op->getUsers()) {
      Operation *reader = body.findAncestorOpInBlock(*user);
      if (reader && (!first || reader->isBeforeInBlock(first)))
        first = reader;
    }
    if (first && first != op->getNextNode())
      op->moveBefore(first);
  }
}

} // namespace

std::optional<RematPolicy> osdp::parseRematPolicy(StringRef name) {
  if (name == "none")
    return RematPolicy::None;
  if (name == "dots")
    return RematPolicy::Dots;
  return std::nullopt;
}

StringRef osdp::rematPolicyNames() { return "none or dots"; }

void osdp::rematerialize(func::FuncOp function, RematPolicy policy) {
  if (policy == RematPolicy::None || function.isExternal())
    return;
  std::optional<TrainingStep> step = analyzeTrainingStep(function);
  if (!step || step->losses.empty())
    return;
  llvm::SetVector<Operation *> forward = forwardPass(function, *step);
  Block &body = function.getBody().front();
  sinkBackwardOps(body, forward, policy);
  Recomputer recomputer(forward, policy);
  // In program order: a clone placed before the first reader dominates
  // every later one. The clones themselves are not readers to rewrite.
  SmallVector<Operation *> readers;
  for (Operation &op : body.without_terminator())
    if (!forward.contains(&op))
      readers.push_back(&op);
  for (Operation *reader : readers)
    for (OpOperand &use : reader->getOpOperands())
      if (recomputer.recomputes(use.get()))
        use.set(recomputer.recompute(use.get(), reader));
}

namespace {

struct RematerializePass
    : public osdp::impl::RematerializePassBase<RematerializePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::string name = policy;
    // auto: the planner's choice, written on the module; none without one.
    if (name == "auto") {
      auto chosen =
          module->getAttrOfType<StringAttr>(OSDPDialect::kRematAttrName);
      name = chosen ? chosen.getValue().str() : "none";
    }
    std::optional<RematPolicy> parsed = parseRematPolicy(name);
    if (!parsed) {
      module.emitError("osdp-rematerialize: unknown policy '")
          << name << "': " << rematPolicyNames() << ", or auto";
      return signalPassFailure();
    }
    if (auto main = module.lookupSymbol<func::FuncOp>("main"))
      rematerialize(main, *parsed);
  }
};

} // namespace
