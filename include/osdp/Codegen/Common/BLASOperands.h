//===- BLASOperands.h - What BLAS can compute on ----------------*- C++ -*-===//
//
// The one test of operands that decides what goes to the runtime's BLAS
// (osdp-contractions-to-blas) and what is worth preparing for it
// (osdp-convolutions-to-im2col), the same for every target.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_COMMON_BLASOPERANDS_H
#define OSDP_CODEGEN_COMMON_BLASOPERANDS_H

#include "osdp/Conversion/RuntimeCalls.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

namespace osdp {

// The BLAS that computes a target's matrix products is its runtime's: the
// CPU runtime's (OpenBLAS: f32, f64; f16 and bf16 products are f32 ones of
// the operands widened) or the CUDA runtime's (cuBLAS: f32, f64, f16, bf16,
// the 16-bit ones accumulating in f32).

/// Whether `op` takes two inputs into one init, all tensors of static
/// shapes and of one element type the runtimes' BLAS computes (f32, f64,
/// f16, bf16).
bool hasBLASOperandTypes(mlir::linalg::LinalgOp op);

} // namespace osdp

#endif // OSDP_CODEGEN_COMMON_BLASOPERANDS_H
