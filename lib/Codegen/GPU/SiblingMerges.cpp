//===- SiblingMerges.cpp - Loop nests of one loop space as one op ---------===//

#include "SiblingMerges.h"

#include "BufferViews.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <map>

using namespace mlir;
using namespace osdp;

namespace {

/// The most bytes the kernel parameters of a merged op's operands take. A
/// launch's parameters take at most 4 KiB on every architecture and PTX
/// version; the rest is left for the loop bounds and the values its
/// kernel captures.
constexpr int64_t kMaxParameterBytes = 3584;

/// The buffers `op` or the ops inside it use.
DenseSet<Value> touchedBuffers(Operation *op) {
  DenseSet<Value> buffers;
  op->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands())
      if (isa<BaseMemRefType>(operand.getType()))
        buffers.insert(baseBuffer(operand));
  });
  return buffers;
}

/// The buffers `op` reads and writes: its inputs and inits, and those its
/// payload uses from outside (a gather's table), loaded, or otherwise used
/// and then taken as written too.
struct Accesses {
  DenseSet<Value> reads, writes;
  bool touches(Value buffer) const {
    return reads.contains(buffer) || writes.contains(buffer);
  }
};
/// Adds what `op`'s payload uses from outside it to `accesses`.
void addPayloadAccesses(linalg::LinalgOp op, Accesses &accesses) {
  op->getRegion(0).walk([&](Operation *inner) {
    for (Value operand : inner->getOperands()) {
      if (!isa<BaseMemRefType>(operand.getType()) ||
          op->isAncestor(operand.getParentRegion()->getParentOp()))
        continue;
      accesses.reads.insert(baseBuffer(operand));
      if (!isa<memref::LoadOp>(inner))
        accesses.writes.insert(baseBuffer(operand));
    }
  });
}
Accesses accessesOf(linalg::LinalgOp op) {
  Accesses accesses;
  for (Value input : op.getDpsInputs())
    if (isa<BaseMemRefType>(input.getType()))
      accesses.reads.insert(baseBuffer(input));
  for (Value init : op.getDpsInits())
    accesses.writes.insert(baseBuffer(init));
  addPayloadAccesses(op, accesses);
  return accesses;
}

/// Whether `op` uses what `moving` writes or writes what it reads. A
/// linalg op writes through its inits or its payload, any other op every
/// buffer it uses, conservatively.
bool conflicts(Operation *op, const Accesses &moving) {
  DenseSet<Value> touched = touchedBuffers(op);
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  DenseSet<Value> written = linalgOp ? accessesOf(linalgOp).writes : touched;
  return llvm::any_of(moving.writes,
                      [&](Value buffer) { return touched.contains(buffer); }) ||
         llvm::any_of(moving.reads,
                      [&](Value buffer) { return written.contains(buffer); });
}

/// Whether linalg op `op` may move from before `second` to after it:
/// neither writes what the other uses.
bool commutes(linalg::LinalgOp op, const Accesses &second) {
  Accesses own = accessesOf(op);
  return llvm::none_of(own.writes,
                       [&](Value buffer) { return second.touches(buffer); }) &&
         llvm::none_of(own.reads, [&](Value buffer) {
           return second.writes.contains(buffer);
         });
}

/// Whether `first` may move down to `second` past the ops between them.
/// An op between that uses what moves (`first` and the ops taken along)
/// moves along, after the merged op, if it is a deallocation, or a linalg
/// op on buffers that commutes with `second` (a copy of `first`'s result);
/// those are added to `deferred`, in order. Any other op that uses what
/// moves writes, or writes what it reads, forbids the merge.
bool maySink(linalg::GenericOp first, linalg::GenericOp second,
             const Accesses &accesses, SmallVector<Operation *> &deferred) {
  Accesses moving = accesses;
  Accesses later = accessesOf(second);
  for (Operation *op = first->getNextNode(); op != second;
       op = op->getNextNode()) {
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      if (moving.touches(baseBuffer(dealloc.getMemref())))
        deferred.push_back(dealloc);
      continue;
    }
    if (isa<memref::AllocOp>(op) || (isPure(op) && op->getNumRegions() == 0) ||
        !conflicts(op, moving))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp || op->getNumResults() != 0 || !commutes(linalgOp, later))
      return false;
    Accesses taken = accessesOf(linalgOp);
    moving.reads.insert(taken.reads.begin(), taken.reads.end());
    moving.writes.insert(taken.writes.begin(), taken.writes.end());
    deferred.push_back(op);
  }
  return true;
}

/// Whether `a` and `b` are subviews of one buffer, of static unit-stride
/// boxes that some dimension keeps apart (the parts of a concatenation).
bool disjointViews(Value a, Value b) {
  auto first = a.getDefiningOp<memref::SubViewOp>();
  auto second = b.getDefiningOp<memref::SubViewOp>();
  if (!first || !second || first.getSource() != second.getSource())
    return false;
  auto isStatic = [](memref::SubViewOp view) {
    return llvm::all_of(view.getStaticStrides(),
                        [](int64_t stride) { return stride == 1; }) &&
           !ShapedType::isDynamicShape(view.getStaticOffsets()) &&
           !ShapedType::isDynamicShape(view.getStaticSizes());
  };
  if (!isStatic(first) || !isStatic(second))
    return false;
  for (auto [offsetA, sizeA, offsetB, sizeB] :
       llvm::zip(first.getStaticOffsets(), first.getStaticSizes(),
                 second.getStaticOffsets(), second.getStaticSizes()))
    if (offsetA + sizeA <= offsetB || offsetB + sizeB <= offsetA)
      return true;
  return false;
}

/// Whether `second` may write `init` although `first` uses its buffer:
/// `first` only writes other parts of it.
bool writesApart(linalg::GenericOp first, Value init) {
  Value buffer = baseBuffer(init);
  return llvm::all_of(first->getOperands(), [&](Value operand) {
    return !isa<BaseMemRefType>(operand.getType()) ||
           baseBuffer(operand) != buffer ||
           (llvm::is_contained(first.getDpsInits(), operand) &&
            disjointViews(operand, init));
  });
}

/// How `second` reads what `first` writes: for each of its inputs, the
/// output of `first` whose values it takes (the same buffer through the
/// same map: the element the same iteration computed), or null for an
/// input `first` does not write. Failure if it reads `first`'s results
/// otherwise, or writes a buffer `first` uses (but for other parts of one
/// that `first` only writes).
FailureOr<SmallVector<OpOperand *>> forwardedInputs(linalg::GenericOp first,
                                                    linalg::GenericOp second,
                                                    const Accesses &accesses) {
  for (Value init : second.getDpsInits())
    if (accesses.touches(baseBuffer(init)) && !writesApart(first, init))
      return failure();
  // What `second`'s payload loads of `first`'s results, another iteration
  // may have computed.
  Accesses payload;
  addPayloadAccesses(second, payload);
  if (llvm::any_of(payload.reads, [&](Value buffer) {
        return accesses.writes.contains(buffer);
      }))
    return failure();
  SmallVector<OpOperand *> forwarded;
  for (OpOperand *input : second.getDpsInputOperands()) {
    Value buffer = input->get();
    if (!isa<BaseMemRefType>(buffer.getType()) ||
        !accesses.writes.contains(baseBuffer(buffer))) {
      forwarded.push_back(nullptr);
      continue;
    }
    OpOperand *init =
        llvm::find_if(first.getDpsInitsMutable(), [&](OpOperand &candidate) {
          return candidate.get() == buffer;
        });
    if (init == first.getDpsInitsMutable().end() ||
        first.getMatchingIndexingMap(init) !=
            second.getMatchingIndexingMap(input))
      return failure();
    forwarded.push_back(init);
  }
  return forwarded;
}

/// Whether `init`, an output of `first` that `second` takes forwarded, is
/// a buffer nothing else uses (but its deallocation): the merged op need
/// not store it.
bool onlyForwarded(OpOperand *init, linalg::GenericOp first,
                   linalg::GenericOp second) {
  Value buffer = init->get();
  return buffer.getDefiningOp<memref::AllocOp>() &&
         llvm::all_of(buffer.getUsers(), [&](Operation *user) {
           return user == first || user == second ||
                  isa<memref::DeallocOp>(user);
         });
}

/// The operands of the merged op: `first`'s inputs and the inputs of
/// `second` it neither computes nor already reads through the same map,
/// `first`'s outputs that something else reads and `second`'s outputs.
struct MergedOperands {
  SmallVector<Value> inputs, outputs;
  SmallVector<AffineMap> maps;
  /// For each input of `second` not forwarded, the merged op's input it is.
  SmallVector<unsigned> inputOf;
  /// Whether the merged op still stores each of `first`'s outputs.
  SmallVector<bool> keepFirst;
};

MergedOperands mergedOperands(linalg::GenericOp first, linalg::GenericOp second,
                              ArrayRef<OpOperand *> forwarded) {
  MergedOperands merged;
  merged.inputs = first.getDpsInputs();
  for (OpOperand *input : first.getDpsInputOperands())
    merged.maps.push_back(first.getMatchingIndexingMap(input));
  for (auto [input, from] :
       llvm::zip(second.getDpsInputOperands(), forwarded)) {
    if (from) {
      merged.inputOf.push_back(0);
      continue;
    }
    AffineMap map = second.getMatchingIndexingMap(input);
    unsigned index = 0;
    while (index < merged.inputs.size() &&
           (merged.inputs[index] != input->get() || merged.maps[index] != map))
      ++index;
    if (index == merged.inputs.size()) {
      merged.inputs.push_back(input->get());
      merged.maps.push_back(map);
    }
    merged.inputOf.push_back(index);
  }
  for (OpOperand &init : first.getDpsInitsMutable()) {
    bool read = llvm::is_contained(forwarded, &init);
    merged.keepFirst.push_back(!read || !onlyForwarded(&init, first, second));
    if (merged.keepFirst.back()) {
      merged.outputs.push_back(init.get());
      merged.maps.push_back(first.getMatchingIndexingMap(&init));
    }
  }
  for (OpOperand &init : second.getDpsInitsMutable()) {
    merged.outputs.push_back(init.get());
    merged.maps.push_back(second.getMatchingIndexingMap(&init));
  }
  return merged;
}

/// Maps the output block arguments of `first` that `merged` keeps, and
/// those of `second`, to the merged op's (a reduction's accumulators; an
/// elementwise op does not read them).
void mapOutputArgs(IRMapping &mapping, ValueRange args, linalg::GenericOp first,
                   linalg::GenericOp second, const MergedOperands &merged) {
  ValueRange outputs = args.drop_front(merged.inputs.size());
  for (auto [arg, keep] :
       llvm::zip(first.getRegionOutputArgs(), merged.keepFirst))
    if (keep) {
      mapping.map(arg, outputs.front());
      outputs = outputs.drop_front();
    }
  for (auto [arg, value] : llvm::zip(second.getRegionOutputArgs(), outputs))
    mapping.map(arg, value);
}

/// The merged payload on the merged op's block arguments `args`: `first`'s
/// body, then `second`'s with its forwarded inputs taken from `first`'s
/// values; it yields the outputs `merged` keeps.
void emitMergedBody(OpBuilder &b, Location loc, ValueRange args,
                    linalg::GenericOp first, linalg::GenericOp second,
                    ArrayRef<OpOperand *> forwarded,
                    const MergedOperands &merged) {
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip(first.getRegionInputArgs(), args))
    mapping.map(arg, value);
  mapOutputArgs(mapping, args, first, second, merged);
  for (Operation &op : first.getBlock()->without_terminator())
    b.clone(op, mapping);
  auto firstValues = llvm::map_to_vector(
      first.getBlock()->getTerminator()->getOperands(),
      [&](Value value) { return mapping.lookupOrDefault(value); });
  for (auto [arg, from, index] :
       llvm::zip(second.getRegionInputArgs(), forwarded, merged.inputOf))
    mapping.map(
        arg,
        from ? firstValues[from->getOperandNumber() - first.getNumDpsInputs()]
             : args[index]);
  for (Operation &op : second.getBlock()->without_terminator())
    b.clone(op, mapping);
  SmallVector<Value> yields;
  for (auto [value, keep] : llvm::zip(firstValues, merged.keepFirst))
    if (keep)
      yields.push_back(value);
  for (Value value : second.getBlock()->getTerminator()->getOperands())
    yields.push_back(mapping.lookupOrDefault(value));
  linalg::YieldOp::create(b, loc, yields);
}

/// The bytes `value` takes as a kernel parameter: a buffer's descriptor
/// (two pointers, the offset, the sizes and the strides) or one word.
int64_t parameterBytes(Value value) {
  if (auto type = dyn_cast<MemRefType>(value.getType()))
    return 8 * (3 + 2 * type.getRank());
  return 8;
}

/// The bytes of the merged op's kernel parameters: its operands and the
/// buffers the two payloads use from outside them (a gather's table).
int64_t parameterBytes(const MergedOperands &merged, linalg::GenericOp first,
                       linalg::GenericOp second) {
  llvm::SetVector<Value> parameters;
  parameters.insert_range(merged.inputs);
  parameters.insert_range(merged.outputs);
  for (linalg::GenericOp op : {first, second})
    op->getRegion(0).walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (isa<BaseMemRefType>(operand.getType()) &&
            !op->isAncestor(operand.getParentRegion()->getParentOp()))
          parameters.insert(operand);
    });
  int64_t bytes = 0;
  for (Value value : parameters)
    bytes += parameterBytes(value);
  return bytes;
}

/// The two ops as one at `second`'s place.
linalg::GenericOp merge(linalg::GenericOp first, linalg::GenericOp second,
                        ArrayRef<OpOperand *> forwarded,
                        const MergedOperands &merged) {
  OpBuilder b(second);
  return linalg::GenericOp::create(
      b, second.getLoc(), TypeRange{}, merged.inputs, merged.outputs,
      merged.maps, second.getIteratorTypesArray(),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        emitMergedBody(nb, loc, args, first, second, forwarded, merged);
      });
}

/// Merges `second` into `first` if that is allowed and its kernel's
/// parameters fit; returns the merged op.
std::optional<linalg::GenericOp> tryMerge(linalg::GenericOp first,
                                          linalg::GenericOp second,
                                          Forwarding forwarding) {
  Accesses accesses = accessesOf(first);
  FailureOr<SmallVector<OpOperand *>> forwarded =
      forwardedInputs(first, second, accesses);
  if (failed(forwarded) ||
      (forwarding == Forwarding::Forbidden &&
       llvm::any_of(*forwarded, [](OpOperand *from) { return from; })))
    return std::nullopt;
  SmallVector<Operation *> deferred;
  if (!maySink(first, second, accesses, deferred))
    return std::nullopt;
  MergedOperands operands = mergedOperands(first, second, *forwarded);
  if (parameterBytes(operands, first, second) > kMaxParameterBytes)
    return std::nullopt;
  linalg::GenericOp merged = merge(first, second, *forwarded, operands);
  Operation *after = merged;
  for (Operation *op : deferred) {
    op->moveAfter(after);
    after = op;
  }
  first->erase();
  second->erase();
  return merged;
}

} // namespace

void osdp::mergeSiblings(Block &block, CandidateFn candidate,
                         Forwarding forwarding) {
  std::map<SmallVector<int64_t>, linalg::GenericOp> latest;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    std::optional<MergeCandidate> found = candidate(&op);
    if (!found)
      continue;
    linalg::GenericOp generic = found->op;
    auto earlier = latest.find(found->kind);
    if (earlier != latest.end())
      if (std::optional<linalg::GenericOp> merged =
              tryMerge(earlier->second, generic, forwarding))
        generic = *merged;
    latest[found->kind] = generic;
  }
}
