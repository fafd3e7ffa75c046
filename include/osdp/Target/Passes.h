//===- Passes.h - Passes of object emission ---*- C++ -*-===//
//
// Declarations only: each pass's file includes the dialects it builds.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TARGET_PASSES_H
#define OSDP_TARGET_PASSES_H

#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Target/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Target/Passes.h.inc"

} // namespace osdp

#endif // OSDP_TARGET_PASSES_H
