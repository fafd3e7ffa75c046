//===- CHLO.h - The chlo import dialect -------------------------*- C++ -*-===//
//
// The one header users of the chlo dialect include.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_CHLO_IR_CHLO_H
#define OSDP_DIALECT_CHLO_IR_CHLO_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "osdp/Dialect/CHLO/IR/CHLODialect.h.inc"
#include "osdp/Dialect/CHLO/IR/CHLOEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/CHLO/IR/CHLOAttrs.h.inc"

#define GET_OP_CLASSES
#include "osdp/Dialect/CHLO/IR/CHLOOps.h.inc"

#endif // OSDP_DIALECT_CHLO_IR_CHLO_H
