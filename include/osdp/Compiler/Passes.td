//===- Passes.td - Passes of the CPU compiler --------------*- tablegen -*-===//
//
// Passes osdp-compile runs between the StableHLO lowering and LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_COMPILER_PASSES_TD
#define OSDP_COMPILER_PASSES_TD

include "mlir/Pass/PassBase.td"

def ContractionsToBLASPass
    : Pass<"osdp-contractions-to-blas", "::mlir::ModuleOp"> {
  let summary = "Hands matrix products to the runtime's BLAS entry points";
  let description = [{
    Every linalg contraction on f32 or f64 tensors that is a matrix product
    (one M, N and K dimension, at most one batch dimension that leads every
    operand), reads its operands in row-major order or transposed, and
    starts from zeros (a `linalg.fill` of 0) becomes a call of
    `osdp_rt_gemm_f32` / `_f64` (runtime/include/osdp/Runtime/Runtime.h) on
    the operands' buffers and a new result buffer. That covers what
    `convert-stablehlo-to-linalg` makes of `dot_general` in training steps
    (`linalg.matmul`, `linalg.batch_matmul`, and the generics of
    transposed products). Other contractions stay linalg.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // OSDP_COMPILER_PASSES_TD
