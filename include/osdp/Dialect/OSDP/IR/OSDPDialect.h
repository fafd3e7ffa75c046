//===- OSDPDialect.h - The osdp sharding dialect ----------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
#define OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H

#include "mlir/IR/Dialect.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h.inc"

namespace osdp {
/// Removes every `osdp.*` attribute from the ops nested in `root` (`root`
/// included), and from the arguments and results of functions: what remains
/// is the program without its sharding annotations.
void eraseOSDPAttributes(mlir::Operation *root);
} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
