//===- SDY.h - The sdy (Shardy) import dialect ------------------*- C++ -*-===//
//
// The one header users of the sdy dialect include.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_SDY_IR_SDY_H
#define OSDP_DIALECT_SDY_IR_SDY_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "osdp/Dialect/SDY/IR/SDYDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/SDY/IR/SDYAttrs.h.inc"

#define GET_OP_CLASSES
#include "osdp/Dialect/SDY/IR/SDYOps.h.inc"

#endif // OSDP_DIALECT_SDY_IR_SDY_H
