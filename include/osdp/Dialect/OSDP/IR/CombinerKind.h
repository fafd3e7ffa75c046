//===- CombinerKind.h - The reduction a combiner region computes -*- C++
//-*-===//
//
// StableHLO's reduce, reduce_window, scatter and the collectives of a
// shard_map take their combining function as a region. Where that region
// is one binary op of its two arguments, returned, it is a reduction osdp
// names (an `add` is a sum): one it can leave partial, reduce over a
// group, or apply in place.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_COMBINERKIND_H
#define OSDP_DIALECT_OSDP_IR_COMBINERKIND_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include <optional>

namespace mlir {
class Region;
} // namespace mlir

namespace osdp {

/// The reduction `region` computes, if it is a block of two arguments whose
/// one op (`stablehlo.add`, `multiply`, `minimum`, `maximum`, `and`, `or`
/// or `xor`) reads both and is returned. The ops are known by name, so that
/// the osdp dialect does not depend on the import dialect's C++.
std::optional<ReductionKind> getCombinerKind(mlir::Region &region);

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_COMBINERKIND_H
