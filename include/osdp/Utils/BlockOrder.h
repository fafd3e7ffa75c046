//===- BlockOrder.h - Where values are read, in a block's order -*- C++ -*-===//
//
// Queries on the order of a block's ops that several passes make about the
// readers of a value: a reader nested in a region counts as the op of the
// block that holds it. They read MLIR's IR alone, whatever the dialects.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_UTILS_BLOCKORDER_H
#define OSDP_UTILS_BLOCKORDER_H

#include "mlir/IR/Block.h"
#include "mlir/IR/ValueRange.h"

namespace osdp {

/// The first op of `block` that reads one of `values`, directly or in its
/// regions; null if none does (readers outside `block` do not count).
mlir::Operation *firstReaderIn(mlir::Block &block, mlir::ValueRange values);

} // namespace osdp

#endif // OSDP_UTILS_BLOCKORDER_H
