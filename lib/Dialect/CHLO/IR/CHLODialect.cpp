//===- CHLODialect.cpp - The chlo import dialect --------------------------===//

#include "osdp/Dialect/CHLO/IR/CHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp::chlo;

#include "osdp/Dialect/CHLO/IR/CHLODialect.cpp.inc"
#include "osdp/Dialect/CHLO/IR/CHLOEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/CHLO/IR/CHLOAttrs.cpp.inc"

namespace {
/// Every chlo op is a pure computation on tensors, so inlining a private JAX
/// helper (`func.func private @erf_helper`) into its caller is always legal.
struct CHLOInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void CHLODialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "osdp/Dialect/CHLO/IR/CHLOAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "osdp/Dialect/CHLO/IR/CHLOOps.cpp.inc"
      >();
  addInterfaces<CHLOInlinerInterface>();
}
