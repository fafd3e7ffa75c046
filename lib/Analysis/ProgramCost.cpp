//===- ProgramCost.cpp - Predicted step time and memory of a program ------===//

#include "osdp/Analysis/ProgramCost.h"

#include "osdp/Analysis/FusionPlan.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Support/ConvolutionPatches.h"
#include "osdp/Support/FusionBounds.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

int64_t osdp::bytesOf(Type type) {
  // A collective in flight writes into its result's buffer.
  if (auto future = dyn_cast<FutureType>(type))
    type = future.getValueType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 0;
  int64_t elements = 1;
  for (int64_t size : tensor.getShape())
    if (!ShapedType::isDynamic(size))
      elements *= size;
  Type element = tensor.getElementType();
  int64_t bits = 32;
  if (auto complex = dyn_cast<ComplexType>(element))
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  return elements * ((bits + 7) / 8);
}

static double elementsOf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() ? tensor.getNumElements() : 0;
}

static int64_t elementBytesOf(RankedTensorType type) {
  return bytesOf(type) / std::max<int64_t>(type.getNumElements(), 1);
}

/// The ops that read `value`, each once.
static size_t readerCount(Value value) {
  SmallPtrSet<Operation *, 4> readers(value.getUsers().begin(),
                                      value.getUsers().end());
  return readers.size();
}

/// Whether `op` and the fusible ops that feed it call no math function,
/// within `budget` arithmetic ops (spent as they are counted).
static bool arithmeticOnly(Operation *op, unsigned &budget) {
  if (onlyMovesData(op))
    return true;
  if (budget == 0 || usesMathLibrary(op))
    return false;
  --budget;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return !producer || !isFusible(producer) ||
           arithmeticOnly(producer, budget);
  });
}

/// Whether `op` and the fusible ops that feed it read no tensor but
/// iotas and constants (a causal mask), within `budget` ops: the codegen
/// computes such a chain from the loop's indices in each reader.
static bool computedFromIndices(Operation *op, unsigned &budget) {
  if (isa<shlo::IotaOp, shlo::ConstantOp>(op))
    return true;
  if (budget == 0 || !isFusible(op))
    return false;
  --budget;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && computedFromIndices(producer, budget);
  });
}

/// Whether the codegen stores the result of `op`, a fusible op all of whose
/// readers are fusible, because it has several: osdp-fuse-elementwise
/// copies a producer into each reader only when the copy costs little
/// (moves data, or a few arithmetic ops) and does not narrow its inputs.
/// Fusions cascade: once the readers hold copies of `op`, its own
/// producers have several readers in turn, so a chain without math
/// functions is recomputed whole in every reader; one with a math function
/// is stored, and so is a result narrower than an operand (dropout's mask
/// of its random bits).
static bool storedForManyReaders(Operation *op) {
  if (op->getNumResults() != 1 || readerCount(op->getResult(0)) < 2)
    return false;
  // Nor is one copied whose elements are narrower than an operand's (a
  // mask of its random bits). A chain of the indices alone reads no input
  // and is copied still (computesFromIndices there).
  unsigned indexOps = kMaxIndexOps;
  if (narrowsItsOperands(op) && !computedFromIndices(op, indexOps))
    return true;
  // osdp-fuse-elementwise's bound on a fused loop's body (staysSmall).
  unsigned budget = kMaxFusedBodyOps;
  return !arithmeticOnly(op, budget);
}

/// Whether the reader of `use` computes a fusible producer of it in its
/// own loop, or does not read it: a fusible op; a reduction reading its
/// input (the loop nest of a reduction absorbs elementwise producers; its
/// init value it reads once); a product that reads a transpose's input
/// instead (osdp-fold-transposes-into-products: JAX's `x @ w.T`).
static bool fusesProducer(OpOperand &use) {
  Operation *reader = use.getOwner();
  if (auto reduce = dyn_cast<shlo::ReduceOp>(reader))
    return use.getOperandNumber() < reduce.getInputs().size();
  if (auto product = dyn_cast<shlo::DotGeneralOp>(reader))
    return product.getDimensionNumbersThroughTranspose(use.getOperandNumber())
        .has_value();
  return isFusible(reader);
}

/// Whether `result` is written to memory, judged from `result` and its
/// readers alone, for the memory traffic of one op (workOf, which the
/// planner asks of single ops): not a view of its operand (a reshape or a
/// same-width bitcast), not a constant (stored with the program), and not
/// a value flowing between fusible ops, which stays in registers: a
/// fusible op's result is written out only for a reader that does not fuse
/// it (fusesProducer), for the caller, or where each of several readers
/// would repeat a costly loop (storedForManyReaders). The peak memory of a
/// whole block asks the replay of the fusion pass instead (FusionPlan),
/// which also finds where the pass's bounds cut a chain.
static bool isMaterialized(Value result) {
  Operation *op = result.getDefiningOp();
  if (!op)
    return true;
  // A wait gives the buffer its start allocated (the future's).
  if (isa<shlo::ReshapeOp, shlo::BitcastConvertOp, AsyncWaitOp>(op) ||
      op->hasTrait<OpTrait::ConstantLike>())
    return false;
  // A broadcast constant folds into a constant (a splat).
  if (isa<shlo::BroadcastInDimOp>(op) && op->getOperand(0).getDefiningOp() &&
      op->getOperand(0).getDefiningOp()->hasTrait<OpTrait::ConstantLike>())
    return false;
  return !isFusible(op) || llvm::any_of(result.getUses(), [](OpOperand &use) {
    return !fusesProducer(use);
  }) || storedForManyReaders(op);
}

/// The bytes `op` moves between memory and the core: the operands a
/// fusible producer did not compute in the same loop, and the results some
/// non-fusible op (or the caller) reads. Values flowing between fusible ops
/// stay in registers.
static double bytesMoved(Operation *op) {
  bool fusible = isFusible(op);
  double bytes = 0;
  for (Value operand : op->getOperands()) {
    Operation *producer = operand.getDefiningOp();
    if (!fusible || !producer || !isFusible(producer))
      bytes += bytesOf(operand.getType());
  }
  for (Value result : op->getResults())
    if (isMaterialized(result))
      bytes += bytesOf(result.getType());
  return bytes;
}

/// 2 x (result elements) x (contracted elements per result element).
static double dotFlops(shlo::DotGeneralOp op) {
  auto lhs = cast<RankedTensorType>(op.getLhs().getType());
  double contracted = 1;
  for (int64_t d : op.getDotDimensionNumbers().getLhsContractingDimensions())
    contracted *= lhs.getDimSize(d);
  return 2 * elementsOf(op.getType()) * contracted;
}

/// 2 x (result elements) x (kernel elements per output feature), the
/// kernel's output features being grouped.
static double convolutionFlops(shlo::ConvolutionOp op) {
  auto kernel = cast<RankedTensorType>(op.getRhs().getType());
  int64_t outFeatures = kernel.getDimSize(
      op.getDimensionNumbers().getKernelOutputFeatureDimension());
  double perOutput = static_cast<double>(kernel.getNumElements()) /
                     std::max<int64_t>(outFeatures, 1);
  return 2 * elementsOf(op.getType()) * perOutput;
}

/// The rows times the columns of a convolution's patch matrix: (result
/// elements / output features) x (kernel elements / output features), once
/// per group (each group's patches are a matrix of the batched product).
static double patchMatrixElements(shlo::ConvolutionOp op) {
  auto kernel = cast<RankedTensorType>(op.getRhs().getType());
  int64_t features = std::max<int64_t>(
      kernel.getDimSize(
          op.getDimensionNumbers().getKernelOutputFeatureDimension()),
      1);
  return elementsOf(op.getType()) / features * kernel.getNumElements() /
         features * op.getFeatureGroupCount() * op.getBatchGroupCount();
}

/// A convolution's buffers as osdp-compile lowers it: every window copied
/// into a patch matrix of (result elements / output features) x (kernel
/// elements / output features), which BLAS multiplies by the kernel; a 1x1
/// window at stride 1 reads the image in place. The padded image is never
/// made: the copy computes the padding where a window reaches past the
/// image. Patches over the budget of osdp/Support/ConvolutionPatches.h
/// are made and multiplied a chunk of result rows at a time (unless the
/// result's outermost dimension is its output features), each chunk's
/// product a buffer of its own, copied into the result.
struct ConvolutionBuffers {
  int64_t patches = 0;
  int64_t chunks = 1;
  /// The most bytes held at once besides the operands and the result.
  int64_t live = 0;

  explicit ConvolutionBuffers(shlo::ConvolutionOp op) {
    if (readsImageInPlace(op))
      return;
    auto result = cast<RankedTensorType>(op.getType());
    patches =
        static_cast<int64_t>(patchMatrixElements(op) * elementBytesOf(result));
    int64_t rows = result.getDimSize(0);
    int64_t chunkRows = rows;
    if (op.getDimensionNumbers().getOutputFeatureDimension() != 0)
      chunkRows = patchChunkRows(rows, patches, kPatchChunkBytes);
    chunks = rows / chunkRows;
    live = patches / chunks;
    if (chunks > 1)
      live += bytesOf(result) / chunks;
  }
};

/// A convolution's product as BLAS sees it: the patch matrix (the image
/// itself for a 1x1 window at stride 1), the kernel and the result.
static double convolutionProductBytes(shlo::ConvolutionOp op) {
  return patchMatrixElements(op) *
             elementBytesOf(cast<RankedTensorType>(op.getLhs().getType())) +
         bytesOf(op.getRhs().getType()) + bytesOf(op.getType());
}

/// The matrix products a dot_general runs: one per element of its batch.
static double dotProducts(shlo::DotGeneralOp op) {
  auto lhs = cast<RankedTensorType>(op.getLhs().getType());
  double products = 1;
  for (int64_t d : op.getDotDimensionNumbers().getLhsBatchingDimensions())
    products *= lhs.getDimSize(d);
  return products;
}

/// Ops whose regions are scalar bodies (a combiner, a comparator), counted
/// with the op rather than op by op.
bool osdp::hasCombinerBody(Operation *op) {
  return isa<shlo::ReduceOp, shlo::ReduceWindowOp, shlo::ScatterOp,
             shlo::SelectAndScatterOp, shlo::SortOp>(op);
}

Work osdp::workOf(Operation *op) {
  Work work;
  // A wait moves no data of its own: its collective does. A receive's
  // bytes are its transfer's, which the pipeline's simulation times
  // (PipelineCost.h).
  if (isa<shlo::ReshapeOp, shlo::ConstantOp, shlo::BitcastConvertOp,
          AsyncWaitOp, RecvOp>(op) ||
      op->hasTrait<OpTrait::ConstantLike>() || op->getNumResults() == 0)
    return work;
  if (auto dot = dyn_cast<shlo::DotGeneralOp>(op)) {
    work.flops = dotFlops(dot);
    work.matmul = true;
    work.products = dotProducts(dot);
  } else if (auto conv = dyn_cast<shlo::ConvolutionOp>(op)) {
    work.flops = convolutionFlops(conv);
    work.matmul = true;
    // The patch matrix is written, then read by the product: a pass of
    // its own, as long as the image is (the patches repeat each pixel once
    // per window position). A chunked product's result is copied into the
    // whole.
    ConvolutionBuffers buffers(conv);
    work.copyBytes = 2.0 * buffers.patches;
    if (buffers.chunks > 1)
      work.copyBytes += 2.0 * bytesOf(conv.getType());
    work.productBytes = convolutionProductBytes(conv);
    work.products = buffers.chunks;
  } else if (isa<shlo::ReduceOp, shlo::ReduceWindowOp>(op)) {
    for (Value input : op->getOperands())
      work.flops += elementsOf(input.getType());
  } else if (hasCombinerBody(op)) {
    // Scatter, sort, select_and_scatter: data movement with a small body.
  } else if (op->hasTrait<OpTrait::Elementwise>()) {
    (isTranscendental(op) ? work.transcendentals : work.flops) =
        elementsOf(op->getResult(0).getType());
  } else if (op->getNumRegions() != 0) {
    // Control flow: its body's ops are counted one by one.
    return work;
  }
  // A slice reads only the elements it keeps.
  bool slicing = isa<AllSliceOp, shlo::SliceOp, shlo::DynamicSliceOp>(op);
  work.bytes =
      slicing ? 2.0 * bytesOf(op->getResult(0).getType()) : bytesMoved(op);
  // A dot_general hands BLAS the operands and result it moves.
  if (isa<shlo::DotGeneralOp>(op))
    work.productBytes = work.bytes;
  return work;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

std::optional<std::pair<CollectiveKind, double>>
osdp::classifyCollective(Operation *op) {
  auto input = [&] { return double(bytesOf(op->getOperand(0).getType())); };
  return TypeSwitch<Operation *,
                    std::optional<std::pair<CollectiveKind, double>>>(op)
      .Case([&](AllGatherOp) {
        return std::make_pair(CollectiveKind::AllGather,
                              double(bytesOf(op->getResult(0).getType())));
      })
      .Case([&](ReduceScatterOp) {
        return std::make_pair(CollectiveKind::ReduceScatter, input());
      })
      .Case([&](AllReduceOp) {
        return std::make_pair(CollectiveKind::AllReduce, input());
      })
      .Case([&](AllToAllOp) {
        return std::make_pair(CollectiveKind::AllToAll, input());
      })
      .Case([&](CollectivePermuteOp) {
        return std::make_pair(CollectiveKind::CollectivePermute, input());
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// Every mesh axis a collective's attributes name.
static SmallVector<StringAttr> collectiveAxes(Operation *op) {
  SmallVector<StringAttr> axes;
  auto add = [&](Attribute attr) {
    if (auto list = dyn_cast<AxisListAttr>(attr))
      for (StringAttr axis : list.getAxes())
        if (!llvm::is_contained(axes, axis))
          axes.push_back(axis);
  };
  for (NamedAttribute named : op->getAttrs()) {
    add(named.getValue());
    if (auto array = dyn_cast<ArrayAttr>(named.getValue()))
      for (Attribute element : array)
        add(element);
  }
  return axes;
}

FailureOr<CollectiveGroup>
osdp::collectiveGroupOf(Operation *op, const HardwareProfile &profile) {
  auto meshName = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
  MeshAttr mesh = meshName ? lookupMesh(op, meshName) : MeshAttr();
  if (!mesh)
    return op->emitError("the cost model cannot find this collective's mesh");
  SmallVector<StringAttr> axes = collectiveAxes(op);
  SmallVector<std::pair<StringRef, int64_t>> meshAxes;
  for (auto [name, size] : llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes()))
    meshAxes.emplace_back(name.getValue(), size);
  SmallVector<StringRef> axisNames;
  for (StringAttr axis : axes)
    axisNames.push_back(axis.getValue());
  return CollectiveGroup{profile.linkFor(meshAxes, axisNames),
                         mesh.getGroupSize(axes)};
}

/// The time of collective `op` on `profile`.
static FailureOr<double> collectiveSeconds(Operation *op, CollectiveKind kind,
                                           double bytes,
                                           const HardwareProfile &profile) {
  FailureOr<CollectiveGroup> group = collectiveGroupOf(op, profile);
  if (failed(group))
    return failure();
  return collectiveTime(kind, bytes, group->size, group->link);
}

FailureOr<double> osdp::collectiveTimeOf(Operation *op,
                                         const HardwareProfile &profile) {
  std::optional<std::pair<CollectiveKind, double>> collective =
      classifyCollective(op);
  if (!collective)
    return 0.0;
  return collectiveSeconds(op, collective->first, collective->second, profile);
}

//===----------------------------------------------------------------------===//
// The program
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Workspace: what an op holds while it runs, besides operands and results
//===----------------------------------------------------------------------===//

/// The product of the dimensions of `shape` before `dim`.
static int64_t elementsBefore(ArrayRef<int64_t> shape, int64_t dim) {
  int64_t elements = 1;
  for (int64_t d = 0; d < dim && d < int64_t(shape.size()); ++d)
    elements *= shape[d];
  return elements;
}

/// The bytes `op` holds while it runs, besides its operands and results:
/// a convolution's padded image and patches, and the staging buffers of the
/// runtime's collectives (runtime/lib/Collectives.cpp), which pack blocks
/// that are not contiguous (a dimension before the split or concatenated
/// one is not 1) and gather several dimensions one after another.
static std::vector<int64_t> liveBytesByPosition(Block &block,
                                                int64_t callerBytes);

static int64_t workspaceBytes(Operation *op) {
  if (auto conv = dyn_cast<shlo::ConvolutionOp>(op))
    return ConvolutionBuffers(conv).live;
  // A loop holds, besides what it carries, the most its body holds at
  // once in one iteration (what the iteration computes dies with it).
  if (auto loop = dyn_cast<shlo::WhileOp>(op))
    return *llvm::max_element(
        liveBytesByPosition(loop.getBody().front(), /*callerBytes=*/0));
  auto input = dyn_cast_if_present<RankedTensorType>(
      op->getNumOperands() ? op->getOperand(0).getType() : Type());
  auto output = dyn_cast_if_present<RankedTensorType>(
      op->getNumResults() ? op->getResult(0).getType() : Type());
  if (!input || !output)
    return 0;
  if (auto scatter = dyn_cast<ReduceScatterOp>(op))
    return elementsBefore(input.getShape(), scatter.getScatterDim()) > 1
               ? bytesOf(input)
               : 0;
  if (auto all = dyn_cast<AllToAllOp>(op))
    return (elementsBefore(input.getShape(), all.getSplitDim()) > 1
                ? bytesOf(input)
                : 0) +
           (elementsBefore(output.getShape(), all.getConcatDim()) > 1
                ? bytesOf(output)
                : 0);
  auto gather = dyn_cast<AllGatherOp>(op);
  if (!gather)
    return 0;
  // Each gathered dimension is one call: its output, unless it is the
  // last, is a buffer of its own, and the one before it stays live while it
  // runs.
  SmallVector<int64_t> shape(input.getShape());
  int64_t elementBytes = elementBytesOf(input);
  int64_t previous = 0, most = 0;
  for (auto [d, size] : llvm::enumerate(output.getShape())) {
    if (shape[d] == size)
      continue;
    shape[d] = size;
    int64_t stepBytes = llvm::product_of(shape) * elementBytes;
    bool last = shape == SmallVector<int64_t>(output.getShape());
    int64_t staging = elementsBefore(shape, d) > 1 ? stepBytes : 0;
    most = std::max(most, previous + (last ? 0 : stepBytes) + staging);
    previous = last ? 0 : stepBytes;
  }
  return most;
}

/// Where the results of `op` are last read: the position of the last op
/// that reads them once fusion is done (FusionPlan::readersOf), where an op
/// whose results get no buffer (a view) reads its operands where its own
/// results are read; `end` for a returned value. `readUntil` holds the ops
/// after `op`.
static unsigned lastRead(Operation *op, const FusionPlan &plan,
                         const DenseMap<Operation *, unsigned> &position,
                         const DenseMap<Operation *, unsigned> &readUntil,
                         unsigned end) {
  unsigned last = position.lookup(op);
  for (Value result : op->getResults())
    for (Operation *top : plan.readersOf(result)) {
      bool passesOn = top->getNumResults() != 0 &&
                      llvm::none_of(top->getResults(), [&](Value value) {
                        return plan.isStored(value);
                      });
      // A collective in flight reads its input until it is waited for.
      if (auto start = dyn_cast<AsyncStartOp>(top))
        top = start.getWait();
      unsigned read = isa<func::ReturnOp>(top) ? end
                      : passesOn               ? readUntil.lookup(top)
                                               : position.lookup(top);
      last = std::max(last, read);
    }
  return last;
}

/// Whether `result` is the next value of a loop's accumulator that the
/// codegen computes in the accumulator's own buffer
/// (osdp-accumulate-in-place): an elementwise op's, yielded in the place of
/// a carried value it alone reads.
static bool accumulatesInPlace(Value result) {
  Operation *op = result.getDefiningOp();
  if (!op || !op->hasTrait<OpTrait::Elementwise>() || !result.hasOneUse())
    return false;
  OpOperand &use = *result.use_begin();
  auto loop = dyn_cast<shlo::WhileOp>(use.getOwner()->getParentOp());
  if (!isa<shlo::ReturnOp>(use.getOwner()) || !loop ||
      use.getOwner()->getParentRegion() != &loop.getBody())
    return false;
  BlockArgument carried =
      loop.getBody().front().getArgument(use.getOperandNumber());
  return carried.hasOneUse() && carried.getType() == result.getType() &&
         carried.use_begin()->getOwner() == op;
}

/// The earlier sum over microbatches (osdp.microbatch_sum) whose buffer
/// the sum `op` is computed in (osdp-accumulate-in-place), or null: an
/// operand that is another such sum's result, read by `op` alone.
static Operation *earlierSumOf(Operation *op) {
  if (!OSDPDialect::isMicrobatchSum(op) || op->getNumResults() != 1)
    return nullptr;
  for (Value operand : op->getOperands())
    if (OSDPDialect::isMicrobatchSum(operand.getDefiningOp()) &&
        operand.hasOneUse() && operand.getType() == op->getResult(0).getType())
      return operand.getDefiningOp();
  return nullptr;
}

/// Whether the function returns `value`.
static bool isReturned(Value value) {
  return llvm::any_of(value.getUsers(), [](Operation *user) {
    return isa<func::ReturnOp>(user);
  });
}

/// Whether the codegen computes `op` as a loop nest of its own (not a
/// library call, a collective or a loop of scalar updates).
static bool isLoopNest(Operation *op) {
  return isFusible(op) || isa<shlo::ReduceOp>(op);
}

/// Whether a concatenation reads `value`, directly or through reshapes:
/// the codegen may compute it in its slice of the concatenation's buffer.
static bool feedsConcatenation(Value value) {
  return llvm::any_of(value.getUsers(), [](Operation *user) {
    if (isa<shlo::ConcatenateOp>(user))
      return true;
    return isa<shlo::ReshapeOp>(user) && feedsConcatenation(user->getResult(0));
  });
}

/// The op whose buffer the result of elementwise `op` is computed in
/// (osdp-accumulate-in-place), or null: the producer, in the block, of a
/// stored operand of the result's type whose buffer dies at `op`
/// (`lastAlone`: where each op's results are last read, every value in a
/// buffer of its own), read by loop nests only (a collective's read may
/// still be in flight). The producer is a loop nest or a product, whose
/// buffer is the program's own. A result the function returns or a
/// concatenation reads keeps a buffer of its own, which the caller's or
/// the concatenation's may replace; a loop's accumulator is written in
/// its carried buffer instead.
static Operation *
dyingOperandOf(Operation &op, const FusionPlan &plan,
               const DenseMap<Operation *, unsigned> &position,
               const DenseMap<Operation *, unsigned> &lastAlone) {
  if (!op.hasTrait<OpTrait::Elementwise>() || op.getNumResults() != 1)
    return nullptr;
  Value result = op.getResult(0);
  if (!plan.isStored(result) || isReturned(result) ||
      feedsConcatenation(result) || accumulatesInPlace(result))
    return nullptr;
  auto byLoopNest = [&](Operation *reader) {
    return reader == &op || isLoopNest(reader);
  };
  for (Value operand : op.getOperands()) {
    Operation *producer = operand.getDefiningOp();
    if (producer && producer->getBlock() == op.getBlock() &&
        producer->getNumResults() == 1 &&
        (isLoopNest(producer) ||
         isa<shlo::DotGeneralOp, shlo::ConvolutionOp>(producer)) &&
        operand.getType() == result.getType() && plan.isStored(operand) &&
        !isReturned(operand) && llvm::count(op.getOperands(), operand) == 1 &&
        lastAlone.lookup(producer) == position.lookup(&op) &&
        llvm::all_of(plan.readersOf(operand), byLoopNest))
      return producer;
  }
  return nullptr;
}

/// The concatenation `result` is written into when its one reader, through
/// reshapes (views), is a concatenation and a loop nest computes it: the
/// codegen computes such a part in its slice of the concatenation's buffer
/// (eliminate-empty-tensors), so it has no buffer of its own. A product's
/// or a collective's result is a buffer of its own, copied into the slice,
/// and so is every part of a bucket assembled late (osdp.assemble_late).
static shlo::ConcatenateOp writtenIntoConcatenation(Value result) {
  Operation *op = result.getDefiningOp();
  if (!op || !isLoopNest(op))
    return nullptr;
  Value value = result;
  while (value.hasOneUse()) {
    Operation *user = *value.user_begin();
    if (auto concat = dyn_cast<shlo::ConcatenateOp>(user))
      return concat->hasAttr(OSDPDialect::kAssembleLateAttrName) ? nullptr
                                                                 : concat;
    if (!isa<shlo::ReshapeOp>(user))
      return nullptr;
    value = user->getResult(0);
  }
  return nullptr;
}

/// Where the buffer of `concat`'s result is allocated in `block`: at the
/// first of its parts computed in place (writtenIntoConcatenation), which
/// needs it, or at the concatenation itself.
static unsigned
concatenationBirth(shlo::ConcatenateOp concat, Block &block,
                   const DenseMap<Operation *, unsigned> &position) {
  unsigned first = position.lookup(concat);
  for (Value input : concat.getInputs()) {
    while (auto reshape = input.getDefiningOp<shlo::ReshapeOp>())
      input = reshape.getOperand();
    Operation *producer = input.getDefiningOp();
    if (!producer || writtenIntoConcatenation(input) != concat)
      continue;
    if (Operation *top = block.findAncestorOpInBlock(*producer))
      first = std::min(first, position.lookup(top));
  }
  return first;
}

/// The bytes live at each position of the program order of `block` (its
/// ops, then the return), in the buffers a compiler gives its values:
/// `callerBytes` (the arguments and results, which the caller holds)
/// throughout, every other value that gets a buffer (FusionPlan::isStored)
/// from its op to where it is last read, and each op's workspace while it
/// runs.
static std::vector<int64_t> liveBytesByPosition(Block &block,
                                                int64_t callerBytes) {
  DenseMap<Operation *, unsigned> position;
  unsigned index = 0;
  for (Operation &op : block)
    position[&op] = index++;
  // Bytes that become live at each position, and that die after it.
  std::vector<int64_t> born(index + 1, 0), dies(index + 1, 0);
  DenseMap<Operation *, unsigned> readUntil;
  // An earlier sum's buffer holds the later sums computed in it; a chain
  // of them that ends in a result is computed in the caller's buffer.
  DenseMap<Operation *, unsigned> heldUntil;
  DenseSet<Operation *> inResult;
  FusionPlan plan(block);
  // Where each op's results are last read with every value in a buffer of
  // its own (the first walk), which decides the values computed in the
  // buffer of an operand that dies where they are made (the second).
  DenseMap<Operation *, unsigned> lastAlone;
  auto walk = [&](bool inPlace) {
    std::fill(born.begin(), born.end(), 0);
    std::fill(dies.begin(), dies.end(), 0);
    readUntil.clear();
    heldUntil.clear();
    inResult.clear();
    for (Operation &op : llvm::reverse(block)) {
      unsigned last = std::max(lastRead(&op, plan, position, readUntil, index),
                               heldUntil.lookup(&op));
      readUntil[&op] = last;
      if (!inPlace)
        lastAlone[&op] = last;
      Operation *earlierSum = earlierSumOf(&op);
      if (earlierSum) {
        heldUntil[earlierSum] = last;
        if (inResult.contains(&op) || isReturned(op.getResult(0)))
          inResult.insert(earlierSum);
      }
      // Computed in the buffer of an operand that dies here, which is then
      // held until this result's last reader.
      Operation *donor = inPlace && !earlierSum
                             ? dyingOperandOf(op, plan, position, lastAlone)
                             : nullptr;
      if (donor)
        heldUntil[donor] = std::max(heldUntil.lookup(donor), last);
      for (Value result : op.getResults()) {
        // A collective in flight fills the buffer its wait gives.
        Value value = result;
        if (auto start = dyn_cast<AsyncStartOp>(op))
          value = start.getWait().getResult();
        if (isReturned(value) || inResult.contains(&op) ||
            !plan.isStored(result) || accumulatesInPlace(result) ||
            earlierSum || donor || writtenIntoConcatenation(result))
          continue;
        unsigned birth = position[&op];
        if (auto concat = dyn_cast<shlo::ConcatenateOp>(op))
          birth = concatenationBirth(concat, block, position);
        born[birth] += bytesOf(result.getType());
        dies[last] += bytesOf(result.getType());
      }
    }
  };
  walk(/*inPlace=*/false);
  walk(/*inPlace=*/true);
  std::vector<int64_t> workspace(index + 1, 0);
  for (Operation &op : block)
    workspace[position[&op]] = workspaceBytes(&op);
  std::vector<int64_t> live(index + 1, 0);
  int64_t bytes = callerBytes;
  for (unsigned i = 0; i <= index; ++i) {
    bytes += born[i];
    live[i] = bytes + workspace[i];
    bytes -= dies[i];
  }
  return live;
}

/// At most `samples` points of `live` (bytes per position) against the
/// time each position ends at (`secondsAt`, the time of each position's
/// ops): each the most bytes over a run of consecutive positions, so that
/// no peak is lost between samples.
static std::vector<MemorySample> sampleTimeline(ArrayRef<int64_t> live,
                                                ArrayRef<double> secondsAt,
                                                size_t samples) {
  std::vector<MemorySample> timeline;
  size_t run = std::max<size_t>(1, llvm::divideCeil(live.size(), samples));
  double seconds = 0;
  for (size_t start = 0; start < live.size(); start += run) {
    MemorySample sample;
    for (size_t i = start; i < std::min(live.size(), start + run); ++i) {
      seconds += secondsAt[i];
      sample.bytes = std::max(sample.bytes, live[i]);
    }
    sample.seconds = seconds;
    timeline.push_back(sample);
  }
  return timeline;
}

/// The bytes of the results of `function` the caller passes buffers for:
/// those no argument donates its buffer to (`tf.aliasing_output`).
static int64_t resultBufferBytes(func::FuncOp function) {
  llvm::SmallDenseSet<int64_t> donated;
  for (unsigned i = 0; i < function.getNumArguments(); ++i)
    if (auto alias =
            function.getArgAttrOfType<IntegerAttr>(i, "tf.aliasing_output"))
      donated.insert(alias.getInt());
  int64_t bytes = 0;
  for (auto [j, type] : llvm::enumerate(function.getResultTypes()))
    if (!donated.contains(j))
      bytes += bytesOf(type);
  return bytes;
}

double ProgramCost::communicationSeconds() const {
  double total = 0;
  for (double seconds : collectiveSeconds)
    total += seconds;
  return total;
}

llvm::json::Value ProgramCost::toJSON() const {
  llvm::json::Object collectives;
  for (size_t k = 0; k < kNumKinds; ++k)
    if (collectiveCalls[k])
      collectives[stringifyCollectiveKind(static_cast<CollectiveKind>(k))] =
          llvm::json::Object{{"seconds", collectiveSeconds[k]},
                             {"calls", collectiveCalls[k]},
                             {"bytes", collectiveBytes[k]}};
  llvm::json::Array timeline;
  for (const MemorySample &sample : memoryTimeline)
    timeline.push_back(llvm::json::Array{sample.seconds, sample.bytes});
  llvm::json::Array points;
  for (const CommunicationPoint &point : communicationPoints)
    points.push_back(
        llvm::json::Object{{"kind", stringifyCollectiveKind(point.kind)},
                           {"name", point.name},
                           {"frames", llvm::json::Array(point.frames)},
                           {"seconds", point.seconds},
                           {"bytes", point.bytes},
                           {"calls", point.calls}});
  // [lane, start, end] for compute, [kind, start, end, in flight] for a
  // collective: compact, as a 100k-op step has thousands.
  llvm::json::Array lanesJSON;
  for (const LaneInterval &interval : lanes)
    lanesJSON.push_back(
        interval.collective
            ? llvm::json::Array{stringifyCollectiveKind(*interval.collective),
                                interval.start, interval.end, interval.inFlight}
            : llvm::json::Array{"compute", interval.start, interval.end});
  return llvm::json::Object{
      {"step_seconds", stepSeconds()},
      {"compute_seconds", computeSeconds},
      {"ops", workingOps},
      {"communication_seconds", communicationSeconds()},
      {"hidden_communication_seconds", hiddenCommunicationSeconds},
      {"wait_seconds", waitSeconds},
      {"flops", flops},
      {"transcendentals", transcendentals},
      {"memory_traffic_bytes", memoryTrafficBytes},
      {"collectives", std::move(collectives)},
      {"peak_memory_bytes", peakMemoryBytes},
      {"argument_bytes", argumentBytes},
      {"result_bytes", resultBytes},
      {"memory_timeline", std::move(timeline)},
      {"communication_points", std::move(points)},
      {"lanes", std::move(lanesJSON)}};
}

static std::string elementTypeName(Operation *op) {
  Type type = op->getNumResults() ? op->getResult(0).getType() : Type();
  Type element = type ? getElementTypeOrSelf(type) : Type();
  std::string name;
  if (element) {
    llvm::raw_string_ostream os(name);
    element.print(os);
  }
  return name;
}

double osdp::computeTimeOf(Operation *op, const HardwareProfile &profile,
                           const WorkShares &shares) {
  Work work = workOf(op);
  work.flops *= shares.flops;
  work.transcendentals *= shares.flops;
  work.bytes *= shares.bytes;
  work.copyBytes *= shares.copies;
  work.productBytes *= shares.productBytes;
  work.products *= shares.products;
  return computeTime(work, elementTypeName(op), profile);
}

/// What `loc` says of where an op came from: the first name that is not a
/// frame's (JAX's op name, `jit(step)/jvp()/dot_general`), and the frames,
/// innermost first (`dense at models/layers.py:14`).
static void describeLocation(Location loc, CommunicationPoint &point) {
  constexpr size_t kMaxFrames = 6;
  Location frameFile = UnknownLoc::get(loc.getContext());
  loc->walk([&](Location inner) {
    if (auto name = dyn_cast<NameLoc>(inner)) {
      if (auto file = dyn_cast<FileLineColLoc>(name.getChildLoc())) {
        if (point.frames.size() < kMaxFrames)
          point.frames.push_back(
              llvm::formatv("{0} at {1}:{2}", name.getName().getValue(),
                            file.getFilename().getValue(), file.getLine()));
        frameFile = file;
      } else if (point.name.empty()) {
        point.name = name.getName().str();
      }
    } else if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      // A frame without a function name (not the one just named).
      if (inner != frameFile && point.frames.size() < kMaxFrames)
        point.frames.push_back(llvm::formatv(
            "{0}:{1}", file.getFilename().getValue(), file.getLine()));
    }
    return WalkResult::advance();
  });
}

/// The collectives of a program summed per location and kind, to find the
/// ones that cost the most.
class CommunicationPoints {
public:
  void add(Operation *op, CollectiveKind kind, double seconds, double bytes) {
    Sum &sum = sums[{op->getLoc(), static_cast<unsigned>(kind)}];
    sum.seconds += seconds;
    sum.bytes += bytes;
    ++sum.calls;
  }

  /// The `count` costliest, the costliest first (the earliest on a tie).
  std::vector<CommunicationPoint> top(size_t count) const {
    SmallVector<std::pair<std::pair<Attribute, unsigned>, Sum>> sorted(
        sums.begin(), sums.end());
    llvm::stable_sort(sorted, [](const auto &a, const auto &b) {
      return a.second.seconds > b.second.seconds;
    });
    std::vector<CommunicationPoint> points;
    for (const auto &[key, sum] : llvm::ArrayRef(sorted).take_front(count)) {
      CommunicationPoint point;
      point.kind = static_cast<CollectiveKind>(key.second);
      describeLocation(cast<LocationAttr>(key.first), point);
      point.seconds = sum.seconds;
      point.bytes = sum.bytes;
      point.calls = sum.calls;
      points.push_back(std::move(point));
    }
    return points;
  }

private:
  struct Sum {
    double seconds = 0, bytes = 0;
    int64_t calls = 0;
  };
  llvm::MapVector<std::pair<Attribute, unsigned>, Sum> sums;
};

/// How many times `op` runs in one call of its function: the product of
/// the trip counts of the counted loops whose bodies hold it (a loop of
/// unknown count is taken to run once).
static double repetitions(Operation *op) {
  double times = 1;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    auto loop = dyn_cast<shlo::WhileOp>(parent);
    if (!loop || !loop.getBody().isAncestor(op->getParentRegion()))
      continue;
    if (std::optional<shlo::CountedLoop> counted = loop.getCountedLoop())
      times *= counted->tripCount();
  }
  return times;
}

/// Adds the work and the collectives of every op of `function` to `cost`,
/// `points` and `secondsAt` (the time of each op of the entry block, its
/// nested ops included). Fails on a collective whose mesh is unknown.
static LogicalResult addOps(func::FuncOp function,
                            const HardwareProfile &profile, ProgramCost &cost,
                            std::vector<double> &secondsAt,
                            CommunicationPoints &points) {
  Block *body =
      function.getBody().empty() ? nullptr : &function.getBody().front();
  auto charge = [&](double seconds) {
    if (!secondsAt.empty())
      secondsAt.back() += seconds;
  };
  WalkResult walk = function.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getBlock() == body)
      secondsAt.push_back(0);
    if (std::optional<std::pair<CollectiveKind, double>> collective =
            classifyCollective(op)) {
      auto [kind, bytes] = *collective;
      FailureOr<double> seconds = collectiveSeconds(op, kind, bytes, profile);
      if (failed(seconds))
        return WalkResult::interrupt();
      double times = repetitions(op);
      size_t k = static_cast<size_t>(kind);
      cost.collectiveSeconds[k] += times * *seconds;
      cost.collectiveCalls[k] += static_cast<int64_t>(times);
      cost.collectiveBytes[k] += times * bytes;
      charge(times * *seconds);
      points.add(op, kind, times * *seconds, times * bytes);
      return WalkResult::advance();
    }
    Work work = workOf(op);
    double times = repetitions(op);
    cost.flops += times * work.flops;
    cost.transcendentals += times * work.transcendentals;
    cost.memoryTrafficBytes += times * (work.bytes + work.copyBytes);
    double seconds = times * computeTime(work, elementTypeName(op), profile);
    cost.computeSeconds += seconds;
    cost.workingOps += doesWork(work);
    charge(seconds);
    return hasCombinerBody(op) ? WalkResult::skip() : WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

FailureOr<ProgramCost>
osdp::estimateProgramCost(func::FuncOp function,
                          const HardwareProfile &profile) {
  ProgramCost cost;
  std::vector<double> secondsAt;
  CommunicationPoints points;
  if (failed(addOps(function, profile, cost, secondsAt, points)))
    return failure();
  for (BlockArgument argument : function.getArguments())
    cost.argumentBytes += bytesOf(argument.getType());
  cost.resultBytes = resultBufferBytes(function);
  if (function.getBody().empty())
    return cost;
  std::vector<int64_t> live = liveBytesByPosition(
      function.getBody().front(), cost.argumentBytes + cost.resultBytes);
  cost.peakMemoryBytes = *llvm::max_element(live);
  // The last position is past the ops: nothing runs there.
  secondsAt.resize(live.size(), 0);
  cost.memoryTimeline =
      sampleTimeline(live, secondsAt, ProgramCost::kTimelineSamples);
  cost.communicationPoints = points.top(ProgramCost::kCommunicationPoints);
  // The lanes come from one simulation; a second, blocking one is needed
  // only where a collective is in flight (otherwise nothing is hidden).
  Block &entry = function.getBody().front();
  FailureOr<double> overlapped =
      simulateOverlap(entry, profile, true, &cost.lanes);
  if (failed(overlapped))
    return failure();
  bool inFlight =
      function.walk([](AsyncStartOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  if (!inFlight)
    return cost;
  FailureOr<double> serial = simulateOverlap(entry, profile, false);
  if (failed(serial))
    return failure();
  cost.hiddenCommunicationSeconds = std::max(0.0, *serial - *overlapped);
  return cost;
}
