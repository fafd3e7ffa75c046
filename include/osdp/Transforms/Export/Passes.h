//===- Passes.h - Export passes of osdp -------------------------*- C++ -*-===//

#ifndef OSDP_TRANSFORMS_EXPORT_PASSES_H
#define OSDP_TRANSFORMS_EXPORT_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Transforms/Export/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Transforms/Export/Passes.h.inc"

} // namespace osdp

#endif // OSDP_TRANSFORMS_EXPORT_PASSES_H
