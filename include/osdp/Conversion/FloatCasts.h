//===- FloatCasts.h - Tensors of floats converted elementwise ---*- C++ -*-===//
//
// The widening and rounding around computations that a narrower float type
// runs in a wider one: the f32 accumulators of bf16 reductions
// (convert-stablehlo-to-linalg) and the f32 products of bf16 operands on
// the CPU (osdp-contractions-to-blas).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CONVERSION_FLOATCASTS_H
#define OSDP_CONVERSION_FLOATCASTS_H

#include "mlir/IR/Builders.h"

namespace osdp {

/// A `linalg.map` of `tensor`'s floats to `element`: `arith.extf` to a
/// wider type (exact), `arith.truncf` to a narrower one (rounded to
/// nearest even).
mlir::Value castFloats(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Value tensor, mlir::Type element);

} // namespace osdp

#endif // OSDP_CONVERSION_FLOATCASTS_H
