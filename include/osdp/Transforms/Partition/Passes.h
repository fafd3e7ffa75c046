//===- Passes.h - SPMD partitioning passes ----------------------*- C++ -*-===//

#ifndef OSDP_TRANSFORMS_PARTITION_PASSES_H
#define OSDP_TRANSFORMS_PARTITION_PASSES_H

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#include "osdp/Transforms/Partition/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "osdp/Transforms/Partition/Passes.h.inc"

} // namespace osdp

#endif // OSDP_TRANSFORMS_PARTITION_PASSES_H
