//===- OSDPInterfaces.h - the sharding rule interface -----------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H
#define OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H

#include "osdp/Dialect/OSDP/IR/ShardingRule.h"

#include "mlir/IR/OpDefinition.h"

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h.inc"

#endif // OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_H
