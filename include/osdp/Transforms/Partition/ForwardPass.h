//===- ForwardPass.h - A training step's forward pass and its layers -*- C++
//-*-===//
//
// The forward pass of a training step (the ops its losses depend on) and
// its cut into pieces of equal numbers of products, which stand for its
// layers: osdp-rematerialize recomputes the first pieces, osdp-split-stages
// gives each pipeline stage one.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_FORWARDPASS_H
#define OSDP_TRANSFORMS_PARTITION_FORWARDPASS_H

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Block.h"
#include "llvm/ADT/SetVector.h"

namespace osdp {

/// Whether `op` is a product (dot_general, dot, convolution): the ops that
/// start a layer.
bool isProduct(mlir::Operation *op);

/// Every value `op` reads: its operands and what its regions use from
/// outside them.
llvm::SmallVector<mlir::Value> readValues(mlir::Operation *op);

/// The losses `function` returns (its float scalar results, as
/// analyzeTrainingStep finds them); none for a step without one.
llvm::SmallVector<mlir::Value> stepLosses(mlir::func::FuncOp function);

/// The ops of `body` that `losses` depend on, in program order.
llvm::SetVector<mlir::Operation *>
forwardPass(mlir::Block &body, llvm::ArrayRef<mlir::Value> losses);

/// The values the microbatches' `loop` accumulates into the step's losses:
/// what its body yields for the results that the enclosing forward pass
/// `forward` (or `losses` themselves) read.
llvm::SmallVector<mlir::Value>
microbatchLosses(stablehlo::WhileOp loop,
                 const llvm::SetVector<mlir::Operation *> &forward,
                 llvm::ArrayRef<mlir::Value> losses);

/// For each op of `forward` (in order), the piece it falls in when
/// `forward` is cut in program order, before products only, into `pieces`
/// pieces of equal weight: each product weighs 1 and every other op
/// nothing, or each op `weight(op)`. The ops from one product to the next
/// (the first product's predecessors with it) go to the piece in which the
/// middle of their weight falls; on a boundary, to the earlier. A product
/// starts a piece: the ops after it, up to the next one, read its result,
/// as a layer's activations read its product.
llvm::SmallVector<unsigned>
productPieces(llvm::ArrayRef<mlir::Operation *> forward, unsigned pieces,
              llvm::function_ref<double(mlir::Operation *)> weight = nullptr);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_FORWARDPASS_H
