//===- MegatronSplits.h - Column- and row-parallel weights -------*- C++
//-*-===//
//
// Megatron-LM's tensor parallelism read off a training step's dataflow: a
// weight whose product feeds, through elementwise ops, data movement and
// products of activations (attention), the product of a second weight is
// split along its output features (column-parallel), the second along its
// input features (row-parallel), and the biases added in between like the
// first's outputs. The pair then needs one all-reduce of activations.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_MEGATRONSPLITS_H
#define OSDP_TRANSFORMS_AUTOSHARD_MEGATRONSPLITS_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace osdp {

/// For each argument of `function` whose role (in `roles`) is parameter,
/// the dimension Megatron splits over the model axis, if any: the output
/// features of a column-parallel weight and of its biases, the input
/// features of the row-parallel weight that follows. Weights with no
/// partner (the last layer, embeddings) stay whole.
llvm::SmallVector<std::optional<unsigned>>
megatronSplits(mlir::func::FuncOp function, llvm::ArrayRef<Role> roles);

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_MEGATRONSPLITS_H
