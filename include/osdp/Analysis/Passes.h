//===- Passes.h - Cost model passes -----------------------------*- C++ -*-===//

#ifndef OSDP_ANALYSIS_PASSES_H
#define OSDP_ANALYSIS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "osdp/Analysis/Passes.h.inc"

} // namespace osdp

#endif // OSDP_ANALYSIS_PASSES_H
