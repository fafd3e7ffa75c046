//===- Passes.h - Codegen passes every target shares ---*- C++ -*-===//
//
// Declarations only: each pass's file includes the dialects it builds.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_COMMON_PASSES_H
#define OSDP_CODEGEN_COMMON_PASSES_H

#include "osdp/Conversion/RuntimeCalls.h"
#include "osdp/Support/ConvolutionPatches.h"

#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Codegen/Common/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Codegen/Common/Passes.h.inc"

} // namespace osdp

#endif // OSDP_CODEGEN_COMMON_PASSES_H
