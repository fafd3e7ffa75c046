//===- FusionPlan.cpp - The loop nests elementwise fusion makes -----------===//
//
// Replays osdp-fuse-elementwise (lib/Codegen/Common/FuseElementwise.cpp) on
// StableHLO. The pass runs upstream's elementwise fusion pattern under the
// greedy driver, which visits a block's ops from the last to the first.
// Each visit of a loop nest fuses its first input whose producer the pass's
// control function accepts, and the fused nest is visited again at once; a
// producer no op reads any more is gone. The runtime's allocator agrees
// with the replay on the zoo's training steps to within 8% of their peak
// (benchmarks/working_memory.py), where a rule that looked at each op
// alone missed by up to 37%.
//
//===----------------------------------------------------------------------===//

#include "osdp/Analysis/FusionPlan.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Support/FusionBounds.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;
namespace chlo = osdp::chlo;

bool osdp::onlyMovesData(Operation *op) {
  return isa<shlo::BroadcastInDimOp, shlo::ReshapeOp, shlo::TransposeOp,
             shlo::ConstantOp, shlo::IotaOp>(op);
}

// select, clamp and bitcast_convert lack the Elementwise trait (a select's
// predicate and a clamp's bounds may be scalars; a bitcast may change the
// element count), but each is one loop nest like the others.
bool osdp::isFusible(Operation *op) {
  return op->hasTrait<OpTrait::Elementwise>() ||
         isa<shlo::SelectOp, shlo::ClampOp, shlo::BitcastConvertOp>(op) ||
         onlyMovesData(op);
}

bool osdp::isTranscendental(Operation *op) {
  return isa<shlo::ExpOp, shlo::Expm1Op, shlo::LogOp, shlo::Log1pOp,
             shlo::LogisticOp, shlo::TanhOp, shlo::SineOp, shlo::CosineOp,
             shlo::TanOp, shlo::PowOp, shlo::Atan2Op, shlo::CbrtOp>(op);
}

// CHLO's functions become math ops in the conversion to linalg (erf,
// erfc, tan, the hyperbolic and inverse trigonometric functions: a GELU's
// erfc is as costly to copy as a tanh) or longer polynomials.
bool osdp::usesMathLibrary(Operation *op) {
  return isTranscendental(op) ||
         isa<shlo::SqrtOp, shlo::RsqrtOp, shlo::AbsOp, shlo::FloorOp,
             shlo::CeilOp, shlo::RoundOp, shlo::RoundNearestEvenOp>(op) ||
         isa<chlo::ErfOp, chlo::ErfcOp, chlo::ErfInvOp, chlo::TanOp,
             chlo::SinhOp, chlo::CoshOp, chlo::AsinOp, chlo::AcosOp,
             chlo::AtanOp, chlo::AsinhOp, chlo::AcoshOp, chlo::AtanhOp,
             chlo::LgammaOp, chlo::DigammaOp, chlo::BesselI1eOp,
             chlo::PolygammaOp, chlo::ZetaOp>(op);
}

/// The bits of an element of `value`, or 0 for an element that has none.
static unsigned elementBits(Value value) {
  Type element = getElementTypeOrSelf(value.getType());
  return element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
}

bool osdp::narrowsItsOperands(Operation *op) {
  return op->getNumResults() == 1 &&
         llvm::any_of(op->getOperands(), [&](Value operand) {
           return elementBits(operand) > elementBits(op->getResult(0));
         });
}

/// Whether a convolution's window attribute is `value` wherever it is set:
/// its strides or its dilation, or its padding.
static bool allEqual(std::optional<ArrayRef<int64_t>> values, int64_t value) {
  return !values ||
         llvm::all_of(*values, [&](int64_t v) { return v == value; });
}
static bool allEqual(std::optional<DenseIntElementsAttr> values,
                     int64_t value) {
  return !values || llvm::all_of(values->getValues<int64_t>(),
                                 [&](int64_t v) { return v == value; });
}

bool osdp::readsImageInPlace(Operation *op) {
  auto convolution = cast<shlo::ConvolutionOp>(op);
  auto kernel = cast<RankedTensorType>(convolution.getRhs().getType());
  return llvm::all_of(
             convolution.getDimensionNumbers().getKernelSpatialDimensions(),
             [&](int64_t d) { return kernel.getDimSize(d) == 1; }) &&
         allEqual(convolution.getWindowStrides(), 1) &&
         allEqual(convolution.getLhsDilation(), 1) &&
         allEqual(convolution.getPadding(), 0);
}

bool osdp::gathersPatchesByIndex(Operation *op) {
  auto convolution = cast<shlo::ConvolutionOp>(op);
  return !readsImageInPlace(op) && allEqual(convolution.getLhsDilation(), 1) &&
         allEqual(convolution.getPadding(), 0);
}

//===----------------------------------------------------------------------===//
// The loop nest each op becomes
//===----------------------------------------------------------------------===//

/// Whether the nest `op` becomes yields its input re-indexed, computing
/// nothing: a broadcast or a transposition. (An iota computes its indices.)
static bool onlyReindexes(Operation *op) {
  return isa<shlo::BroadcastInDimOp, shlo::TransposeOp>(op);
}

/// Whether `op` folds into a constant: a constant, or a broadcast of one
/// (a splat).
static bool foldsToConstant(Operation *op) {
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  if (!isa<shlo::BroadcastInDimOp>(op))
    return false;
  Operation *source = op->getOperand(0).getDefiningOp();
  return source && source->hasTrait<OpTrait::ConstantLike>();
}

/// Whether `op` becomes a linalg.generic of its own: a fusible op other
/// than a view (reshape) or a constant, or a reduction.
static bool makesNest(Operation *op) {
  if (isa<shlo::ReduceOp>(op))
    return true;
  return isFusible(op) && !isa<shlo::ReshapeOp>(op) && !foldsToConstant(op);
}

/// The ops of the body of the nest `op` becomes, its yield aside: none for
/// a re-indexing, three for a shift by a computed amount (a shift by the
/// element width or more is defined: a compare and a select guard it, which
/// fold away for a constant amount), two for a clamp, the combiner's for a
/// reduction, one otherwise.
static unsigned bodyOpsOf(Operation *op) {
  if (onlyReindexes(op))
    return 0;
  if (isa<shlo::ShiftLeftOp, shlo::ShiftRightLogicalOp,
          shlo::ShiftRightArithmeticOp>(op)) {
    Operation *amount = op->getOperand(1).getDefiningOp();
    return amount && foldsToConstant(amount) ? 1 : 3;
  }
  if (isa<shlo::ClampOp>(op))
    return 2;
  if (auto reduce = dyn_cast<shlo::ReduceOp>(op))
    return reduce.getBody().front().getOperations().size() - 1;
  return 1;
}

/// The iterations of the loop nest `op` becomes: its result's elements, a
/// reduction's input's.
static int64_t iterationsOf(Operation *op) {
  Value space = isa<shlo::ReduceOp>(op) ? op->getOperand(0) : op->getResult(0);
  auto type = dyn_cast<RankedTensorType>(space.getType());
  return type && type.hasStaticShape() ? type.getNumElements() : -1;
}

//===----------------------------------------------------------------------===//
// The replay
//===----------------------------------------------------------------------===//

bool FusionPlan::Nest::computedFromIndices() const {
  return inputs.empty() && !callsMath && bodyOps <= kMaxIndexOps;
}

FusionPlan::FusionPlan(Block &block) {
  for (Operation &op : block) {
    for (Value result : op.getResults())
      for (Operation *user : result.getUsers())
        if (Operation *top = block.findAncestorOpInBlock(*user))
          readers[result].insert(top);
    if (!makesNest(&op))
      continue;
    Nest &nest = nests[&op];
    auto reduce = dyn_cast<shlo::ReduceOp>(op);
    // A reduction's initial values fill its output; they are no input.
    ValueRange inputs =
        reduce ? ValueRange(reduce.getInputs()) : ValueRange(op.getOperands());
    llvm::SmallSetVector<Value, 4> read;
    for (Value input : inputs)
      if (!input.getDefiningOp() || !foldsToConstant(input.getDefiningOp()))
        read.insert(input);
    nest.inputs.assign(read.begin(), read.end());
    nest.bodyOps = bodyOpsOf(&op);
    nest.callsMath = usesMathLibrary(&op) ||
                     (reduce && reduce.getBody()
                                    .walk([](Operation *inner) {
                                      return usesMathLibrary(inner)
                                                 ? WalkResult::interrupt()
                                                 : WalkResult::advance();
                                    })
                                    .wasInterrupted());
    nest.narrows = narrowsItsOperands(&op);
  }
  // A product reads a transpose's input in the transpose's place
  // (osdp-fold-transposes-into-products); so does a convolution its
  // image's, where the loop nest gathering its patches absorbs the
  // transpose (gathersPatchesByIndex): JAX's NCHW image read as NHWC.
  auto readThrough = [&](Operation *op, Value operand) {
    Operation *transpose = operand.getDefiningOp();
    readers[transpose->getResult(0)].remove(op);
    readers[transpose->getOperand(0)].insert(op);
  };
  for (Operation &op : block) {
    if (auto product = dyn_cast<shlo::DotGeneralOp>(op)) {
      for (unsigned index : {0u, 1u})
        if (product.getDimensionNumbersThroughTranspose(index))
          readThrough(&op, product->getOperand(index));
    } else if (auto convolution = dyn_cast<shlo::ConvolutionOp>(op)) {
      if (convolution.getLhs().getDefiningOp<shlo::TransposeOp>() &&
          gathersPatchesByIndex(convolution))
        readThrough(&op, convolution.getLhs());
    }
  }
  for (Operation &op : llvm::reverse(block)) {
    if (!nests.count(&op))
      continue;
    if (llvm::all_of(op.getResults(),
                     [&](Value result) { return readers[result].empty(); }))
      erase(&op);
    else
      absorbProducers(&op);
  }
}

/// Fuses producers into `consumer` one at a time, each time the first of
/// its inputs whose producer the pass accepts, until none is.
void FusionPlan::absorbProducers(Operation *consumer) {
  for (;;) {
    Nest &into = nests[consumer];
    auto *found = llvm::find_if(into.inputs, [&](Value input) {
      Operation *producer = input.getDefiningOp();
      return producer && nests.count(producer) && !erased.count(producer) &&
             canAbsorb(producer, consumer, input);
    });
    if (found == into.inputs.end())
      return;
    Value input = *found;
    const Nest &from = nests[input.getDefiningOp()];
    // The fused nest reads the producer's inputs in the place of its
    // result, each value once.
    llvm::SmallSetVector<Value, 8> inputs(into.inputs.begin(), found);
    inputs.insert(from.inputs.begin(), from.inputs.end());
    inputs.insert(std::next(found), into.inputs.end());
    Operation *producer = input.getDefiningOp();
    readers[input].remove(consumer);
    for (Value read : from.inputs)
      readers[read].insert(consumer);
    // A producer no op reads any more is gone before the next fusion.
    if (readers[input].empty())
      erase(producer);
    into.bodyOps += from.bodyOps;
    into.callsMath |= from.callsMath;
    into.inputs.assign(inputs.begin(), inputs.end());
  }
}

/// The pass's control function (fusesWithoutRecomputation) on `producer`,
/// whose result `value` `consumer` reads.
bool FusionPlan::canAbsorb(Operation *producer, Operation *consumer,
                           Value value) const {
  if (isa<shlo::ReduceOp>(producer) || OSDPDialect::isMicrobatchSum(producer))
    return false;
  const Nest &from = nests.at(producer), &into = nests.at(consumer);
  // The bound counts each body's yield.
  if (from.inputs.size() + into.inputs.size() > kMaxFusedInputs + 1 ||
      from.bodyOps + into.bodyOps + 2 > kMaxFusedBodyOps)
    return false;
  if (onlyReindexes(producer) || from.computedFromIndices())
    return true;
  auto read = readers.find(value);
  bool manyReaders = read != readers.end() && read->second.size() > 1;
  if (manyReaders &&
      (from.bodyOps > kMaxCopiedOps || from.callsMath || from.narrows))
    return handsOn(producer, value);
  if (manyReaders && holdsInputsLonger(producer, consumer))
    return false;
  int64_t produced = iterationsOf(producer), consumed = iterationsOf(consumer);
  return produced >= 0 && consumed >= 0 && consumed <= produced;
}

/// Whether a copy of `producer` in `consumer` would hold more of its large
/// inputs (each at least its result's bytes) live until `consumer` than
/// kMaxHeldLongerInputs (the pass's holdsInputsLonger). An input that a
/// re-indexing or the indices alone compute has no buffer to hold.
bool FusionPlan::holdsInputsLonger(Operation *producer,
                                   Operation *consumer) const {
  int64_t resultBytes = bytesOf(producer->getResult(0).getType());
  size_t held = llvm::count_if(nests.at(producer).inputs, [&](Value input) {
    Operation *from = input.getDefiningOp();
    if (from && nests.count(from) &&
        (onlyReindexes(from) || nests.at(from).computedFromIndices()))
      return false;
    return bytesOf(input.getType()) >= resultBytes &&
           !isHeldUntil(input, consumer, producer);
  });
  return held > kMaxHeldLongerInputs;
}

/// Whether `value` is held until `op` anyway: an argument of the function,
/// or read at or after `op` by an op other than `except`.
bool FusionPlan::isHeldUntil(Value value, Operation *op,
                             Operation *except) const {
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
      return true;
  auto read = readers.find(value);
  return read != readers.end() &&
         llvm::any_of(read->second, [&](Operation *reader) {
           return reader != except &&
                  (reader == op || op->isBeforeInBlock(reader));
         });
}

/// Whether the pass has the first reader of `producer`'s result `value`
/// compute it and hand it on to the others, which take that nest in turn
/// (osdp-fuse-elementwise's fusion with a yield): every reader is a loop
/// nest of the producer's iterations, each comes before the readers of the
/// earlier ones' results (the pass fuses into the first reader of the
/// fused nest only), and every value the producer reads is held until the
/// first reader anyway. Then no buffer holds it, as if each reader had a
/// copy. Otherwise the value is stored: a GELU's erfc, read by the
/// activation and by its derivative in the backward pass, where the
/// activation's product is read in between.
bool FusionPlan::handsOn(Operation *producer, Value value) const {
  ArrayRef<Operation *> all = readersOf(value);
  int64_t iterations = iterationsOf(producer);
  if (all.empty() || iterations < 0 ||
      !llvm::all_of(all, [&](Operation *reader) {
        return nests.count(reader) && !erased.count(reader) &&
               !OSDPDialect::isMicrobatchSum(reader) &&
               iterationsOf(reader) == iterations;
      }))
    return false;
  SmallVector<Operation *> ordered(all);
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  // Each later reader takes the nest the earlier ones make only as the
  // first reader of all its results: before any reader of theirs.
  for (auto [k, later] : llvm::enumerate(ordered))
    for (Operation *earlier : ArrayRef(ordered).take_front(k))
      for (Value result : earlier->getResults())
        for (Operation *reader : readersOf(result))
          if (reader != later && reader->isBeforeInBlock(later))
            return false;
  return llvm::all_of(nests.at(producer).inputs, [&](Value input) {
    return isHeldUntil(input, ordered.front(), producer);
  });
}

/// Erases `op`, which nothing reads: it no longer reads its inputs.
void FusionPlan::erase(Operation *op) {
  erased.insert(op);
  for (Value input : nests[op].inputs)
    readers[input].remove(op);
}

bool FusionPlan::isStored(Value value) const {
  Operation *op = value.getDefiningOp();
  if (!op)
    return true;
  // A wait gives the buffer its start allocated (the future's).
  if (isa<shlo::ReshapeOp, AsyncWaitOp>(op) || foldsToConstant(op))
    return false;
  return !nests.count(op) || !erased.count(op);
}

ArrayRef<Operation *> FusionPlan::readersOf(Value value) const {
  auto found = readers.find(value);
  if (found == readers.end())
    return {};
  return found->second.getArrayRef();
}
