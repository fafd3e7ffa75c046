//===- Passes.h - Passes of the CPU compiler --------------------*- C++ -*-===//

#ifndef OSDP_COMPILER_PASSES_H
#define OSDP_COMPILER_PASSES_H

#include "osdp/Compiler/BLASOperands.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Compiler/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Compiler/Passes.h.inc"

} // namespace osdp

#endif // OSDP_COMPILER_PASSES_H
