//===- FusionPlan.h - The loop nests elementwise fusion makes ---*- C++ -*-===//
//
// The cost model's account of what the code generator's elementwise fusion
// (osdp-fuse-elementwise) makes of a block of StableHLO: which values get a
// buffer of their own, and which ops read each buffer once the fusible ops
// have been copied into their readers. The peak memory of a program is the
// sum of such buffers live at once, so the model follows the pass's rules
// and its order rather than an idealised fusion.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_ANALYSIS_FUSIONPLAN_H
#define OSDP_ANALYSIS_FUSIONPLAN_H

#include "mlir/IR/Block.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace osdp {

/// Ops that only re-index their operand, or make a value from nothing:
/// a loop computes them from the indices alone, so copying them into each
/// reader costs nothing.
bool onlyMovesData(mlir::Operation *op);

/// Ops a compiler fuses into loops with their neighbours (XLA's loop
/// fusion, osdp-fuse-elementwise): elementwise math and the data movement
/// that only re-indexes.
bool isFusible(mlir::Operation *op);

/// Functions computed by a library call or a long polynomial per element.
bool isTranscendental(mlir::Operation *op);

/// Ops whose loop body calls the math library (math dialect ops).
bool usesMathLibrary(mlir::Operation *op);

/// Whether `op`'s one result has narrower elements than an operand (a
/// comparison's i1 of 32-bit bits, a cast to bf16): osdp-fuse-elementwise
/// stores such a producer rather than copy it into several readers, which
/// would keep the wider operands live until the last of them.
bool narrowsItsOperands(mlir::Operation *op);

/// Whether convolution `op` is a 1x1 window at stride 1 on an image
/// neither padded nor dilated: BLAS reads the image in place.
bool readsImageInPlace(mlir::Operation *op);

/// Whether convolution `op` gathers its image into patches with a loop
/// nest that reads it through affine indices (osdp-convolutions-to-im2col
/// on a window neither padded nor dilated), which absorbs a transpose
/// feeding it (osdp-fuse-elementwise). A padded window reads the image by
/// computed indices and bounds checks, which fuse no producer.
bool gathersPatchesByIndex(mlir::Operation *op);

/// The buffers of one block after elementwise fusion, found by replaying
/// osdp-fuse-elementwise on the StableHLO ops the code generator makes
/// each loop nest from: the pass visits the block from its last op to its
/// first, and each loop nest absorbs its producers one by one while the
/// fused nest stays small (at most 12 inputs and 48 body ops); a producer
/// other ops also read is copied only when it is a few arithmetic ops that
/// do not narrow their inputs and hold at most one large input longer in
/// the reader (kMaxHeldLongerInputs), and a sum over microbatches
/// (osdp.microbatch_sum) is absorbed by no reader. A producer all of whose
/// readers took a copy gets no buffer; one that some reader could not
/// absorb is stored. A costly producer that the pass has its first reader
/// compute and hand on to the later ones, which take the fused nest in
/// turn, counts as copied into each: that is where the pass ends when
/// every reader is a loop nest of the producer's iterations, each before
/// the readers of the earlier ones' results, and every value the producer
/// reads is held until the first reader anyway.
class FusionPlan {
public:
  explicit FusionPlan(mlir::Block &block);

  /// Whether `value`, a result of an op of the block, gets a buffer of its
  /// own: not a view of its operand (a reshape, a collective's wait), not
  /// a constant, and not a fusible op's result every reader computes
  /// itself.
  bool isStored(mlir::Value value) const;

  /// The ops of the block that read `value` once fusion is done: those
  /// that read it directly, and the loop nests that hold a copy of an op
  /// reading it. An op nested in a region reads as its ancestor in the
  /// block.
  llvm::ArrayRef<mlir::Operation *> readersOf(mlir::Value value) const;

private:
  /// One loop nest as the pass grows it: the values it reads (each once),
  /// the ops of its body, whether one calls the math library, and whether
  /// the op it started from yields narrower elements than it reads.
  struct Nest {
    llvm::SmallVector<mlir::Value> inputs;
    unsigned bodyOps = 0;
    bool callsMath = false;
    bool narrows = false;
    /// Whether it reads nothing and computes a few ops of its indices (an
    /// iota, a causal mask): the pass copies it into every reader.
    bool computedFromIndices() const;
  };

  void absorbProducers(mlir::Operation *consumer);
  bool handsOn(mlir::Operation *producer, mlir::Value value) const;
  bool isHeldUntil(mlir::Value value, mlir::Operation *op,
                   mlir::Operation *except) const;
  bool holdsInputsLonger(mlir::Operation *producer,
                         mlir::Operation *consumer) const;
  bool canAbsorb(mlir::Operation *producer, mlir::Operation *consumer,
                 mlir::Value value) const;
  void erase(mlir::Operation *op);

  llvm::DenseMap<mlir::Operation *, Nest> nests;
  llvm::DenseMap<mlir::Value, llvm::SmallSetVector<mlir::Operation *, 4>>
      readers;
  llvm::DenseSet<mlir::Operation *> erased;
};

} // namespace osdp

#endif // OSDP_ANALYSIS_FUSIONPLAN_H
