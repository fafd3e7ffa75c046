//===- Rematerialize.cpp - Recompute activations in the backward pass -----===//
//
// The rewrite of osdp-rematerialize (Passes.td): each activation a policy
// does not save is recomputed, from saved values, right before its first
// reader outside the forward pass. Also the search's model of the rewrite
// under `marked` (findRecomputeWindows): where each activation's readers
// stand once it is done.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Rematerialize.h"
#include "osdp/Transforms/Partition/ForwardPass.h"
#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Utils/BlockOrder.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>

namespace osdp {
#define GEN_PASS_DEF_REMATERIALIZEPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

bool osdp::isAlwaysSaved(Operation *op) {
  return isa<OSDPDialect>(op->getDialect()) || !isMemoryEffectFree(op) ||
         isa<shlo::WhileOp>(op);
}

/// Whether `policy` saves `op`'s results wherever `op` stands.
static bool savesByKind(Operation *op, const RematPolicy &policy) {
  return isAlwaysSaved(op) ||
         (policy.saves == RematPolicy::Saves::Products && isProduct(op));
}

/// Whether the rewrite under `policy` moves `op` down to its first reader
/// when it stands among the forward ops: the backward pass computes it
/// (a derivative's factor) and no policy keeps it where it is.
static bool isEarlyBackwardOp(Operation *op,
                              const llvm::SetVector<Operation *> &forward,
                              const RematPolicy &policy) {
  return !forward.contains(op) && !savesByKind(op, policy);
}

namespace {

/// Whether `op` reads a collective's result: recomputing it would hold
/// that result (a gathered parameter) until the backward pass, where the
/// forward pass's last reader frees it.
bool readsCollective(Operation *op) {
  return llvm::any_of(op->getOperands(), [](Value operand) {
    Operation *def = operand.getDefiningOp();
    return def && isa<OSDPDialect>(def->getDialect());
  });
}

/// The forward ops of the segments `policy` recomputes: the first
/// `recomputed` of `segments` pieces (ForwardPass.h), or the ones marked.
llvm::SetVector<Operation *>
recomputedSegments(const llvm::SetVector<Operation *> &forward,
                   const RematPolicy &policy) {
  if (policy.saves == RematPolicy::Saves::Marked) {
    llvm::SetVector<Operation *> marked;
    for (Operation *op : forward)
      if (op->hasAttr(OSDPDialect::kRecomputeAttrName))
        marked.insert(op);
    return marked;
  }
  if (policy.recomputed == policy.segments)
    return forward;
  SmallVector<unsigned> piece =
      productPieces(forward.getArrayRef(), policy.segments);
  llvm::SetVector<Operation *> segment;
  for (auto [op, k] : llvm::zip(forward, piece))
    if (k < policy.recomputed)
      segment.insert(op);
  return segment;
}

/// One block's rewrite: which of its forward ops' results are saved, and
/// the clones that recompute the others, each made at most once, before
/// the first reader that asks for it.
class BlockRemat {
public:
  BlockRemat(Block &body, ArrayRef<Value> losses, const RematPolicy &policy)
      : body(body), forward(forwardPass(body, losses)),
        segment(recomputedSegments(forward, policy)), policy(policy) {}

  /// Sinks the backward pass's early ops, then points every backward
  /// reader of a recomputed activation at its clone.
  void run();
  RematSummary summary() const;
  const llvm::SetVector<Operation *> &forwardOps() const { return forward; }

private:
  bool isSaved(Operation *op) const {
    return savesByKind(op, policy) || readsCollective(op) ||
           !segment.contains(op);
  }
  bool recomputes(Value value) const {
    Operation *def = value.getDefiningOp();
    return def && forward.contains(def) && !isSaved(def);
  }
  /// Whether the forward pass still reads `value` after `reader`: there,
  /// `reader` reads the original (a clone would hold it twice).
  bool liveAt(Value value, Operation *reader) const {
    return llvm::any_of(value.getUsers(), [&](Operation *user) {
      Operation *op = body.findAncestorOpInBlock(*user);
      return op && forward.contains(op) && reader->isBeforeInBlock(op);
    });
  }
  Value recompute(Value value, Operation *reader);
  void sinkBackwardOps();

  Block &body;
  llvm::SetVector<Operation *> forward;
  llvm::SetVector<Operation *> segment;
  const RematPolicy &policy;
  /// Each recomputed value's clone (saved values are not in it: a clone
  /// reads them as they are).
  IRMapping clones;
  unsigned numClones = 0;
};

Value BlockRemat::recompute(Value value, Operation *reader) {
  if (Value clone = clones.lookupOrNull(value))
    return clone;
  Operation *def = value.getDefiningOp();
  for (Value operand : def->getOperands())
    if (recomputes(operand))
      (void)recompute(operand, reader);
  OpBuilder builder(reader);
  Operation *clone = builder.clone(*def, clones);
  ++numClones;
  for (auto [from, to] : llvm::zip(def->getResults(), clone->getResults()))
    clones.map(from, to);
  return clones.lookup(value);
}

/// Moves the ops the forward pass computes for the backward pass alone
/// (not for the loss: a derivative's factors, which JAX's linearization
/// places among the forward ops) down to their first reader, latest
/// readers first, so that what they read is recomputed there and not kept
/// from the forward pass. Only pure ops before the recomputed segments'
/// last op move (further down, what they read is kept, and moving them
/// would keep it longer); a move keeps every operand before its reader.
void BlockRemat::sinkBackwardOps() {
  if (segment.empty())
    return;
  SmallVector<Operation *> early;
  for (Operation &op : body.without_terminator()) {
    if (&op == segment.back())
      break;
    if (isEarlyBackwardOp(&op, forward, policy))
      early.push_back(&op);
  }
  for (Operation *op : llvm::reverse(early)) {
    Operation *first = firstReaderIn(body, op->getResults());
    if (first && first != op->getNextNode())
      op->moveBefore(first);
  }
}

void BlockRemat::run() {
  sinkBackwardOps();
  // In program order: a clone placed before the first reader dominates
  // every later one. The clones themselves are not readers to rewrite.
  SmallVector<Operation *> readers;
  for (Operation &op : body.without_terminator())
    if (!forward.contains(&op))
      readers.push_back(&op);
  for (Operation *reader : readers)
    for (OpOperand &use : reader->getOpOperands())
      if (recomputes(use.get()) && !liveAt(use.get(), reader))
        use.set(recompute(use.get(), reader));
}

RematSummary BlockRemat::summary() const {
  RematSummary summary;
  summary.forwardOps = forward.size();
  summary.segmentOps = segment.size();
  summary.clones = numClones;
  // The ends the report names: the first and last ops that compute and say
  // where they came from (constants stand anywhere).
  auto known = [](Operation *op) {
    return !isa<UnknownLoc>(op->getLoc()) &&
           !op->hasTrait<OpTrait::ConstantLike>();
  };
  auto first = llvm::find_if(segment, known);
  auto last = llvm::find_if(llvm::reverse(segment), known);
  if (first != segment.end()) {
    summary.from = (*first)->getLoc();
    summary.to = (*last)->getLoc();
  }
  return summary;
}

/// Rewrites `body` and, inside it, the microbatches' loop, whose body is
/// one microbatch's step. The summary is the loop's where there is one.
RematSummary rematerializeBlock(Block &body, ArrayRef<Value> losses,
                                const RematPolicy &policy) {
  BlockRemat remat(body, losses, policy);
  SmallVector<std::pair<shlo::WhileOp, SmallVector<Value>>> loops;
  for (Operation *op : remat.forwardOps())
    if (auto loop = dyn_cast<shlo::WhileOp>(op);
        loop && loop->hasAttr(OSDPDialect::kMicrobatchLoopAttrName))
      loops.push_back(
          {loop, microbatchLosses(loop, remat.forwardOps(), losses)});
  remat.run();
  RematSummary summary = remat.summary();
  for (auto &[loop, inner] : loops)
    summary = rematerializeBlock(loop.getBody().front(), inner, policy);
  return summary;
}

/// Each top-level op's position once the rewrite under `marked` has moved
/// the backward pass's early ops before the forward pass's end down to
/// their first reader, latest first (BlockRemat::sinkBackwardOps).
llvm::DenseMap<Operation *, int64_t>
movedPositions(Block &body, const llvm::SetVector<Operation *> &forward) {
  const RematPolicy marked{RematPolicy::Saves::Marked, 1, 1};
  llvm::DenseMap<Operation *, int64_t> position;
  for (auto [index, op] : llvm::enumerate(body))
    position[&op] = static_cast<int64_t>(index);
  int64_t forwardEnd = forward.empty() ? -1 : position.lookup(forward.back());
  for (Operation &op : llvm::reverse(body)) {
    if (!isEarlyBackwardOp(&op, forward, marked) ||
        position.lookup(&op) >= forwardEnd)
      continue;
    int64_t first = std::numeric_limits<int64_t>::max();
    for (Operation *user : op.getUsers())
      if (Operation *reader = body.findAncestorOpInBlock(*user))
        first = std::min(first, position.lookup(reader));
    if (first != std::numeric_limits<int64_t>::max())
      position[&op] = first;
  }
  return position;
}

/// The window of `op` (a forward op), if recomputing it frees anything.
std::optional<RecomputeWindow>
windowOf(Operation *op, Block &body,
         const llvm::SetVector<Operation *> &forward,
         const llvm::DenseMap<Operation *, int64_t> &position) {
  RecomputeWindow window;
  window.lastForward = position.lookup(op);
  SmallVector<int64_t> backward;
  for (Operation *user : op->getUsers()) {
    Operation *reader = body.findAncestorOpInBlock(*user);
    if (!reader)
      continue;
    if (reader->hasTrait<OpTrait::IsTerminator>())
      return std::nullopt; // A result the step returns is held anyway.
    if (forward.contains(reader))
      window.lastForward =
          std::max(window.lastForward, position.lookup(reader));
    else
      backward.push_back(position.lookup(reader));
  }
  // A backward reader before the forward pass's last one reads the
  // original, which is live there anyway.
  llvm::erase_if(backward,
                 [&](int64_t at) { return at <= window.lastForward; });
  if (backward.empty())
    return std::nullopt;
  window.firstBackward = *llvm::min_element(backward);
  window.lastBackward = *llvm::max_element(backward);
  if (window.firstBackward <= window.lastForward + 1)
    return std::nullopt;
  return window;
}

} // namespace

llvm::DenseMap<Operation *, RecomputeWindow>
osdp::findRecomputeWindows(func::FuncOp function) {
  llvm::DenseMap<Operation *, RecomputeWindow> windows;
  SmallVector<Value> losses = stepLosses(function);
  if (losses.empty())
    return windows;
  Block &body = function.getBody().front();
  llvm::SetVector<Operation *> forward = forwardPass(body, losses);
  llvm::DenseMap<Operation *, int64_t> position = movedPositions(body, forward);
  for (Operation *op : forward) {
    if (isAlwaysSaved(op) || op->getNumResults() == 0)
      continue;
    if (std::optional<RecomputeWindow> window =
            windowOf(op, body, forward, position))
      windows[op] = *window;
  }
  return windows;
}

std::optional<RematPolicy> RematPolicy::parse(StringRef name) {
  if (name == "none")
    return RematPolicy();
  if (name == "marked")
    return RematPolicy{Saves::Marked, 1, 1};
  auto [policy, part] = name.split(':');
  if (policy != "dots")
    return std::nullopt;
  RematPolicy dots{Saves::Products, 1, 1};
  if (name.contains(':')) {
    auto [k, s] = part.split('/');
    if (k.getAsInteger(10, dots.recomputed) ||
        s.getAsInteger(10, dots.segments) || dots.recomputed == 0 ||
        dots.recomputed > dots.segments || dots.segments > 64)
      return std::nullopt;
  }
  return dots;
}

StringRef RematPolicy::names() {
  return "none, dots, dots:K/S (the first K of S segments of the forward "
         "pass, 0 < K <= S <= 64) or marked (the ops marked osdp.recompute)";
}

RematSummary osdp::rematerialize(func::FuncOp function,
                                 const RematPolicy &policy) {
  if (!policy.recomputesAny() || function.isExternal())
    return {};
  SmallVector<Value> losses = stepLosses(function);
  if (losses.empty())
    return {};
  RematSummary summary =
      rematerializeBlock(function.getBody().front(), losses, policy);
  // Applied: the clones carry their originals' marks, which a second
  // rewrite must not read as a new request.
  if (policy.saves == RematPolicy::Saves::Marked)
    function.walk(
        [](Operation *op) { op->removeAttr(OSDPDialect::kRecomputeAttrName); });
  return summary;
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
    std::optional<RematPolicy> parsed = RematPolicy::parse(name);
    if (!parsed) {
      module.emitError("osdp-rematerialize: unknown policy '")
          << name << "': " << RematPolicy::names() << ", or auto";
      return signalPassFailure();
    }
    if (auto main = module.lookupSymbol<func::FuncOp>("main"))
      rematerialize(main, *parsed);
  }
};

} // namespace
