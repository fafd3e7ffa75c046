//===- PartitionIdToRuntime.cpp - The partition id from the runtime -------===//

#include "osdp/Codegen/Common/Passes.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

// The runtime's C ABI, shared with runtime/.
#include "osdp/Runtime/ABI.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <type_traits>

namespace osdp {
#define GEN_PASS_DEF_PARTITIONIDTORUNTIMEPASS
#include "osdp/Codegen/Common/Passes.h.inc"
} // namespace osdp

using namespace mlir;

// The call below takes nothing and returns an i64.
static_assert(std::is_same_v<osdp_abi_partition_id_fn, int64_t(void)>,
              "osdp.partition_id lowers to a call of int64_t(void)");

namespace {
struct PartitionIdToRuntimePass
    : public osdp::impl::PartitionIdToRuntimePassBase<
          PartitionIdToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<osdp::PartitionIdOp> ids;
    module.walk([&](osdp::PartitionIdOp op) { ids.push_back(op); });
    if (ids.empty())
      return;
    func::FuncOp callee = declare(module);
    for (osdp::PartitionIdOp op : ids) {
      OpBuilder b(op);
      auto call = func::CallOp::create(b, op.getLoc(), callee);
      op.replaceAllUsesWith(call.getResult(0));
      op.erase();
    }
  }

  /// The runtime's partition id function, declared once.
  func::FuncOp declare(ModuleOp module) {
    std::string name = osdp::runtimeFunctionName(target, OSDP_ABI_PARTITION_ID);
    if (auto existing = module.lookupSymbol<func::FuncOp>(name))
      return existing;
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                     b.getFunctionType({}, {b.getI64Type()}));
    decl.setPrivate();
    return decl;
  }
};
} // namespace
