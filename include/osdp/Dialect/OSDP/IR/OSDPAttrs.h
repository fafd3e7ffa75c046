//===- OSDPAttrs.h - osdp attributes ----------------------------*- C++ -*-===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPATTRS_H
#define OSDP_DIALECT_OSDP_IR_OSDPATTRS_H

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include "osdp/Dialect/OSDP/IR/OSDPEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h.inc"

namespace osdp {
/// The coordinates of position `index` in a grid of `sizes`, row-major (the
/// last coordinate varies fastest): how devices are numbered over mesh axes.
llvm::SmallVector<int64_t> delinearize(int64_t index,
                                       llvm::ArrayRef<int64_t> sizes);
} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_OSDPATTRS_H
