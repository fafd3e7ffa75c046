//===- ShapeFormat.h - Shapes in diagnostics --------------------*- C++ -*-===//
//
// One spelling of shapes in verifier messages across the osdp dialects.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SUPPORT_SHAPEFORMAT_H
#define OSDP_SUPPORT_SHAPEFORMAT_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace osdp {

/// Formats a shape as `4x?x3` (the empty string for rank 0).
inline std::string formatShape(llvm::ArrayRef<int64_t> shape) {
  std::string result;
  llvm::raw_string_ostream os(result);
  llvm::interleave(
      shape, os,
      [&](int64_t dim) {
        if (mlir::ShapedType::isDynamic(dim))
          os << '?';
        else
          os << dim;
      },
      "x");
  return result;
}

} // namespace osdp

#endif // OSDP_SUPPORT_SHAPEFORMAT_H
