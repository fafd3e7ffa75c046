//===- OSDPTypes.h - osdp types ---------------------------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPTYPES_H
#define OSDP_DIALECT_OSDP_IR_OSDPTYPES_H

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"

#define GET_TYPEDEF_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPTypes.h.inc"

#endif // OSDP_DIALECT_OSDP_IR_OSDPTYPES_H
