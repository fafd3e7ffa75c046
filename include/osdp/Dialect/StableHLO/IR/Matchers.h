//===- Matchers.h - Values of a known form in StableHLO ---------*- C++ -*-===//
//
// Questions rewrites ask of a stablehlo value's producer, answered in one
// place so that every pass accepts the same forms.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_MATCHERS_H
#define OSDP_DIALECT_STABLEHLO_IR_MATCHERS_H

#include "mlir/IR/Value.h"

namespace osdp::stablehlo {

/// Whether `value` is zero in every element: a splat constant of zero
/// (either sign of a float zero), or a `broadcast_in_dim` of one. A sum
/// that starts from such a value is the sum of what is added to it.
bool isZeros(mlir::Value value);

} // namespace osdp::stablehlo

#endif // OSDP_DIALECT_STABLEHLO_IR_MATCHERS_H
