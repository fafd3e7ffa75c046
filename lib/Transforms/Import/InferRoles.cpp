//===- InferRoles.cpp - Roles of a training step's arguments --------------===//
//
// Implements osdp-infer-roles (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "osdp/Sharding/TrainingStep.h"
#include "osdp/Transforms/Import/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

namespace osdp {
#define GEN_PASS_DEF_INFERROLESPASS
#include "osdp/Transforms/Import/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

struct InferRolesPass : public osdp::impl::InferRolesPassBase<InferRolesPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (function.isPrivate() || function.isExternal())
        continue;
      std::optional<TrainingStep> step = analyzeTrainingStep(function);
      if (!step)
        continue;
      for (auto [i, role] : llvm::enumerate(step->argumentRoles))
        function.setArgAttr(i, OSDPDialect::kRoleAttrName,
                            RoleAttr::get(context, role));
      for (auto [j, role] : llvm::enumerate(step->resultRoles))
        function.setResultAttr(j, OSDPDialect::kRoleAttrName,
                               RoleAttr::get(context, role));
    }
  }
};

} // namespace
