//===- BLASOperands.h - What BLAS can compute on ----------------*- C++ -*-===//
//
// The one test of operands that decides what goes to the runtime's BLAS
// (osdp-contractions-to-blas) and what is worth preparing for it
// (osdp-convolutions-to-im2col).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_COMPILER_BLASOPERANDS_H
#define OSDP_COMPILER_BLASOPERANDS_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

namespace osdp {

/// Whether `op` takes two inputs into one init, all tensors of static
/// shapes and of one element type BLAS computes (f32 or f64).
bool hasBLASOperandTypes(mlir::linalg::LinalgOp op);

} // namespace osdp

#endif // OSDP_COMPILER_BLASOPERANDS_H
