//===- Passes.h - Codegen passes of the GPU target ---*- C++ -*-===//
//
// Declarations only: each pass's file includes the dialects it builds.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_GPU_PASSES_H
#define OSDP_CODEGEN_GPU_PASSES_H

#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Codegen/GPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Codegen/GPU/Passes.h.inc"

} // namespace osdp

#endif // OSDP_CODEGEN_GPU_PASSES_H
