//===- Passes.h - Cost-model-driven sharding --------------------*- C++ -*-===//

#ifndef OSDP_TRANSFORMS_AUTOSHARD_PASSES_H
#define OSDP_TRANSFORMS_AUTOSHARD_PASSES_H

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Transforms/AutoShard/PlanResult.h"
#include "osdp/Transforms/Partition/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace osdp {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "osdp/Transforms/AutoShard/Passes.h.inc"

/// osdp-plan-shardings handing its results to `listener`.
std::unique_ptr<mlir::Pass>
createPlanShardingsPass(const PlanShardingsPassOptions &options,
                        PlanListener &listener);

} // namespace osdp

#endif // OSDP_TRANSFORMS_AUTOSHARD_PASSES_H
