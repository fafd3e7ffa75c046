//===- OSDPDialect.h - The osdp sharding dialect ----------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
#define OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H

#include "mlir/IR/Dialect.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h.inc"

#endif // OSDP_DIALECT_OSDP_IR_OSDPDIALECT_H
