//===- OSDPOps.h - osdp operations ------------------------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPOPS_H
#define OSDP_DIALECT_OSDP_IR_OSDPOPS_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"
#include "osdp/Dialect/OSDP/IR/OSDPTypes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPOps.h.inc"

namespace osdp {

/// The mesh named `name` as seen from `from` (the nearest enclosing symbol
/// table that defines it), or null if there is no such osdp.mesh.
MeshAttr lookupMesh(mlir::Operation *from, mlir::FlatSymbolRefAttr name);
MeshAttr lookupMesh(mlir::Operation *from, mlir::FlatSymbolRefAttr name,
                    mlir::SymbolTableCollection &symbolTable);

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_OSDPOPS_H
