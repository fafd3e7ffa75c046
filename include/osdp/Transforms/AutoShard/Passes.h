//===- Passes.h - Cost-model-driven sharding --------------------*- C++ -*-===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_PASSES_H
#define OSDP_TRANSFORMS_AUTOSHARD_PASSES_H

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "osdp/Transforms/AutoShard/Passes.h.inc"

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_PASSES_H
