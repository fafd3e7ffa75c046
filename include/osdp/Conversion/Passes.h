//===- Passes.h - Conversions out of the osdp dialect -----------*- C++ -*-===//

#ifndef OSDP_CONVERSION_PASSES_H
#define OSDP_CONVERSION_PASSES_H

#include "osdp/Conversion/RuntimeCalls.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Conversion/Passes.h.inc"

} // namespace osdp

#endif // OSDP_CONVERSION_PASSES_H
