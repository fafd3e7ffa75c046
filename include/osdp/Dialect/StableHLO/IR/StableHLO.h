//===- StableHLO.h - The stablehlo import dialect ---------------*- C++ -*-===//
//
// The one header users of the `stablehlo` dialect include: dialect, enums,
// attributes, the token type and the ops.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_STABLEHLO_IR_STABLEHLO_H
#define OSDP_DIALECT_STABLEHLO_IR_STABLEHLO_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/APFloat.h"

#include "osdp/Dialect/StableHLO/IR/StableHLODialect.h.inc"
#include "osdp/Dialect/StableHLO/IR/StableHLOEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOTypes.h.inc"

namespace osdp::stablehlo {

/// A while loop that counts: carried value `counter` starts at the constant
/// `start`, the condition is `counter < bound` for a constant `bound` and
/// nothing else, and the body adds one to it (JAX's fori_loop and scan,
/// gradient accumulation over microbatches).
struct CountedLoop {
  unsigned counter;
  int64_t start, bound;
  /// How many times the body runs.
  int64_t tripCount() const { return bound > start ? bound - start : 0; }
};

} // namespace osdp::stablehlo

#define GET_OP_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOOps.h.inc"

namespace osdp::stablehlo {
/// Registers the stablehlo inliner interface (every stablehlo op may be
/// inlined; `stablehlo.return` ends the regions of stablehlo ops).
void registerStableHLOInlinerInterface(mlir::DialectRegistry &registry);
} // namespace osdp::stablehlo

#endif // OSDP_DIALECT_STABLEHLO_IR_STABLEHLO_H
