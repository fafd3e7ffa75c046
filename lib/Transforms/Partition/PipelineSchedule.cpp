//===- PipelineSchedule.cpp - Microbatches through pipeline stages --------===//
//
// GPipe's schedule as program order. The microbatches' loop is unrolled;
// every forward op then moves ahead of every other op. Each stage runs its
// share of the step in that order (osdp-split-stages keeps it), so stage
// s + 1 computes microbatch i's forward pass while stage s computes
// microbatch i + 1's, and the backward passes follow, last stage first.
// Every microbatch's activations are held until its backward pass, as
// GPipe holds them. 1F1B's order (orderStage) differs between stages;
// each message is received where its stage first reads it, and matched
// with its send by tag.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/PipelineSchedule.h"

#include "osdp/Analysis/ProgramCost.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/Matchers.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/TrainingStep.h"
#include "osdp/Transforms/Partition/ForwardPass.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// The number of microbatches of the loop osdp-microbatch writes: its
/// counter (the first carried value, from 0) is compared with a constant.
FailureOr<int64_t> tripCount(shlo::WhileOp loop) {
  Block &cond = loop.getCond().front();
  auto compare =
      cond.getTerminator()->getOperand(0).getDefiningOp<shlo::CompareOp>();
  APInt count, start;
  if (!compare ||
      compare.getComparisonDirection() != shlo::ComparisonDirection::LT ||
      compare.getLhs() != cond.getArgument(0) ||
      !matchPattern(compare.getRhs(), m_ConstantInt(&count)) ||
      !matchPattern(loop->getOperand(0), m_ConstantInt(&start)) ||
      !start.isZero())
    return loop.emitError("the microbatches' loop does not count from 0 to "
                          "a constant; it cannot be unrolled into pipeline "
                          "stages");
  return count.getSExtValue();
}

/// The ops of `body` (the microbatches' loop's) that combine a microbatch's
/// value with a carried sum: each reads the body's argument at a position
/// where the loop yields its result. The counter, carried first, is not a
/// sum.
DenseSet<Operation *> microbatchSums(Block &body) {
  DenseSet<Operation *> sums;
  for (OpOperand &next : body.getTerminator()->getOpOperands().drop_front()) {
    Operation *op = next.get().getDefiningOp();
    BlockArgument carried = body.getArgument(next.getOperandNumber());
    if (op && op->getBlock() == &body && op->getNumResults() == 1 &&
        op->hasTrait<OpTrait::Elementwise>() &&
        llvm::is_contained(op->getOperands(), carried))
      sums.insert(op);
  }
  return sums;
}

/// What the first microbatch's sum `op` adds to its zero start (the
/// carried value's start, as `mapping` maps it), or null when it does not
/// start from zero: that sum is the value itself.
Value addedToZero(Operation *op, const IRMapping &mapping) {
  if (!isa<shlo::AddOp>(op))
    return {};
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    Value start = mapping.lookupOrDefault(operand);
    if (isa<BlockArgument>(operand) && shlo::isZeros(start))
      return mapping.lookupOrDefault(op->getOperand(1 - i));
  }
  return {};
}

/// Clones the body of `loop` `count` times before it, each copy reading the
/// last one's results, and replaces the loop by the last results. Records
/// the microbatch of each clone and the piece of each clone of a forward
/// op of the body. The clones of a sum over microbatches are marked for the
/// code generator to store; the first microbatch's value is its own sum.
void unroll(shlo::WhileOp loop, const DenseMap<Operation *, unsigned> &pieces,
            MicrobatchSchedule &schedule) {
  Block &body = loop.getBody().front();
  DenseSet<Operation *> sums = microbatchSums(body);
  SmallVector<Value> carried(loop->getOperands());
  OpBuilder b(loop);
  for (int64_t i = 0; i < schedule.count; ++i) {
    IRMapping mapping;
    mapping.map(body.getArguments(), carried);
    for (Operation &op : body.without_terminator()) {
      Value first =
          i == 0 && sums.contains(&op) ? addedToZero(&op, mapping) : Value();
      if (first) {
        mapping.map(op.getResult(0), first);
        continue;
      }
      Operation *clone = b.clone(op, mapping);
      if (sums.contains(&op))
        clone->setAttr(OSDPDialect::kMicrobatchSumAttrName, b.getUnitAttr());
      schedule.microbatchOf[clone] = i;
      if (auto it = pieces.find(&op); it != pieces.end())
        schedule.pieces[clone] = it->second;
    }
    carried.clear();
    for (Value next : body.getTerminator()->getOperands())
      carried.push_back(mapping.lookupOrDefault(next));
  }
  loop->replaceAllUsesWith(carried);
  loop->erase();
}

/// The ops of `block` on either side of `loop`: -1 before it, `count` after.
void numberOutsideOps(Block &block, shlo::WhileOp loop,
                      MicrobatchSchedule &schedule) {
  int64_t side = -1;
  for (Operation &op : block.without_terminator()) {
    if (&op == loop.getOperation()) {
      side = schedule.count;
      continue;
    }
    schedule.microbatchOf[&op] = side;
  }
}

} // namespace

/// The argument of `main` that `value` is: itself, or the value a loop
/// (the microbatches') carries it in.
static std::optional<unsigned> argumentOf(Value value, func::FuncOp main) {
  while (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    if (owner == main.getOperation())
      return argument.getArgNumber();
    auto loop = dyn_cast_or_null<shlo::WhileOp>(owner);
    if (!loop || argument.getArgNumber() >= loop->getNumOperands())
      return std::nullopt;
    value = loop->getOperand(argument.getArgNumber());
  }
  return std::nullopt;
}

/// For each path of `paths`, the index of the first op of `forward` that
/// reads a parameter of `main` whose name holds it (`forward.size()` if
/// none does).
static SmallVector<size_t> cutPositions(ArrayRef<Operation *> forward,
                                        ArrayRef<std::string> paths,
                                        func::FuncOp main) {
  std::optional<TrainingStep> step = analyzeTrainingStep(main);
  SmallVector<std::string> names;
  for (unsigned i = 0, e = main.getNumArguments(); i < e; ++i)
    names.push_back(step ? argumentName(main, *step, i) : std::string());
  SmallVector<size_t> positions(paths.size(), forward.size());
  for (auto [i, op] : llvm::enumerate(forward))
    for (Value operand : op->getOperands())
      if (std::optional<unsigned> argument = argumentOf(operand, main))
        for (auto [c, path] : llvm::enumerate(paths))
          if (positions[c] == forward.size() &&
              nameHoldsPath(names[*argument], path))
            positions[c] = i;
  return positions;
}

SmallVector<unsigned> osdp::stagePieces(ArrayRef<Operation *> forward,
                                        const StageCut &cut) {
  if (!cut.paths.empty() && !forward.empty()) {
    SmallVector<size_t> positions = cutPositions(
        forward, cut.paths, forward.front()->getParentOfType<func::FuncOp>());
    SmallVector<unsigned> pieces;
    for (size_t i = 0; i < forward.size(); ++i)
      pieces.push_back(llvm::count_if(
          positions, [&](size_t position) { return position <= i; }));
    return pieces;
  }
  return productPieces(forward, cut.stages, [&](Operation *op) {
    // A collective whose mesh is unknown weighs nothing here; the
    // verifier and the cost model report it.
    FailureOr<double> seconds = serialTimeOf(op, *cut.profile);
    return succeeded(seconds) ? *seconds : 0.0;
  });
}

LogicalResult osdp::checkStageCut(func::FuncOp main, const StageCut &cut) {
  if (cut.paths.empty())
    return success();
  auto error = [&] {
    return mlir::emitError(main.getLoc(), "osdp-split-stages: ");
  };
  if (cut.paths.size() + 1 != cut.stages)
    return error() << cut.stages << " stages take " << cut.stages - 1
                   << " cuts, not " << cut.paths.size();
  Block &block = main.getBody().front();
  SmallVector<Value> losses = stepLosses(main);
  llvm::SetVector<Operation *> forward = forwardPass(block, losses);
  // Through the microbatches' loop, its body's forward pass, which is what
  // stagePieces cuts there.
  SmallVector<Operation *> ops;
  for (Operation *op : forward) {
    auto loop = dyn_cast<shlo::WhileOp>(op);
    if (!loop || !loop->hasAttr(OSDPDialect::kMicrobatchLoopAttrName)) {
      ops.push_back(op);
      continue;
    }
    llvm::append_range(ops,
                       forwardPass(loop.getBody().front(),
                                   microbatchLosses(loop, forward, losses)));
  }
  SmallVector<size_t> positions = cutPositions(ops, cut.paths, main);
  for (auto [c, position] : llvm::enumerate(positions)) {
    if (position == ops.size())
      return error() << "no op of the forward pass reads a parameter named '"
                     << cut.paths[c] << "'";
    if (position == 0)
      return error() << "the cut at '" << cut.paths[c]
                     << "' leaves the first stage without an op";
    if (c > 0 && position <= positions[c - 1])
      return error() << "the cut at '" << cut.paths[c]
                     << "' comes before the cut at '" << cut.paths[c - 1]
                     << "' in the forward pass: give the cuts in its order";
  }
  return success();
}

FailureOr<MicrobatchSchedule> osdp::scheduleMicrobatches(func::FuncOp main,
                                                         const StageCut &cut) {
  MicrobatchSchedule schedule;
  Block &block = main.getBody().front();
  shlo::WhileOp loop;
  for (auto candidate : block.getOps<shlo::WhileOp>())
    if (candidate->hasAttr(OSDPDialect::kMicrobatchLoopAttrName))
      loop = candidate;
  if (!loop)
    return schedule;
  FailureOr<int64_t> count = tripCount(loop);
  if (failed(count))
    return failure();
  schedule.count = *count;
  SmallVector<Value> losses = stepLosses(main);
  llvm::SetVector<Operation *> forward = forwardPass(block, losses);
  Block &body = loop.getBody().front();
  llvm::SetVector<Operation *> bodyForward =
      forwardPass(body, microbatchLosses(loop, forward, losses));
  DenseMap<Operation *, unsigned> bodyPieces;
  for (auto [op, piece] :
       llvm::zip(bodyForward, stagePieces(bodyForward.getArrayRef(), cut)))
    bodyPieces[op] = piece;
  numberOutsideOps(block, loop, schedule);
  unroll(loop, bodyPieces, schedule);

  // GPipe's order: the forward ops (which read no other op's results)
  // first, each microbatch's in turn, then the rest in their order.
  llvm::SetVector<Operation *> unrolledForward =
      forwardPass(block, stepLosses(main));
  schedule.forward.insert(unrolledForward.begin(), unrolledForward.end());
  SmallVector<Operation *> rest;
  for (Operation &op : block.without_terminator())
    if (!unrolledForward.contains(&op))
      rest.push_back(&op);
  for (Operation *op : rest)
    op->moveBefore(block.getTerminator());
  return schedule;
}

int64_t MicrobatchSchedule::rank(Operation *op, unsigned stage, unsigned stages,
                                 PipelineOrder order) const {
  int64_t microbatch = op ? microbatchOf.lookup(op) : -1;
  if (microbatch < 0 || microbatch >= count)
    return microbatch < 0 ? -1 : 2 * count;
  bool isForward = forward.contains(op);
  if (order == PipelineOrder::AllForwardFirst)
    return isForward ? microbatch : count + microbatch;
  // 1F1B: `ahead` forward passes, then backward pass j right after forward
  // pass j + ahead.
  int64_t ahead = std::min<int64_t>(stages - 1 - stage, count);
  if (isForward)
    return microbatch < ahead ? microbatch : 2 * microbatch - ahead;
  return std::min(2 * microbatch + ahead + 1, count + microbatch);
}

void osdp::orderStage(func::FuncOp function, unsigned stage, unsigned stages,
                      const MicrobatchSchedule &schedule, PipelineOrder order,
                      const DenseMap<Operation *, Operation *> &origin) {
  Block &block = function.getBody().front();
  DenseMap<Operation *, int64_t> ranks;
  for (Operation &op : block.without_terminator())
    ranks[&op] = schedule.rank(origin.lookup(&op), stage, stages, order);
  // A message is received where the stage first reads it, not where its
  // sender computed it: a stage whose backward pass reads a later stage's
  // activation (a weight's gradient) would otherwise wait for it in its
  // forward pass, while the later stage is still microbatches behind.
  // Messages are matched by tag, and a receive moved later never makes a
  // stage wait longer.
  auto rankAtFirstReader = [&](Operation *op) {
    std::optional<int64_t> first;
    for (Operation *user : op->getUsers()) {
      Operation *reader = block.findAncestorOpInBlock(*user);
      if (reader != block.getTerminator())
        first = std::min(first.value_or(ranks[reader]), ranks[reader]);
    }
    if (first)
      ranks[op] = *first;
  };
  for (auto recv : block.getOps<RecvOp>())
    rankAtFirstReader(recv);
  // So is a value every stage computes for itself (a constant, or what is
  // computed from constants alone, such as the zeros a scatter adds a
  // microbatch's embedding gradient into): ranked first, each
  // microbatch's copy would be held from the start of the step to its
  // reader. Readers first, so that a chain of such ops follows its reader.
  for (Operation &op : llvm::reverse(block.without_terminator()))
    if (!origin.lookup(&op) && !isa<SendOp, RecvOp>(op))
      rankAtFirstReader(&op);
  SmallVector<std::pair<int64_t, Operation *>> ranked;
  for (Operation &op : block.without_terminator())
    ranked.push_back({ranks[&op], &op});
  llvm::stable_sort(
      ranked, [](const auto &a, const auto &b) { return a.first < b.first; });
  for (auto [rank, op] : ranked)
    op->moveBefore(block.getTerminator());
}
