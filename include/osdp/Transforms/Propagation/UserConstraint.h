//===- UserConstraint.h - What a user sharding allows propagation -*- C++
//-*-===//
//
// A user sharding may leave dimensions open, give dimensions priorities and
// name replicated axes (Shardy's semantics; see ShardingAttr). Propagation
// runs in stages, one per priority (0 first) and a last one for dimensions
// without a priority; at a stage, the dimensions whose priority has come are
// *active* and the others are free, as if the user had left them open and
// empty. These functions say what a constraint allows at a stage.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PROPAGATION_USERCONSTRAINT_H
#define OSDP_TRANSFORMS_PROPAGATION_USERCONSTRAINT_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include <cstdint>
#include <limits>

namespace osdp {

/// The stage of dimensions without a priority: after every priority.
constexpr int64_t kLastPropagationStage = std::numeric_limits<int64_t>::max();

/// The stage at which dimension `dim` of `constraint` comes into force.
int64_t getDimStage(ShardingAttr constraint, int64_t dim);

/// Whether, at `stage`, every dimension of `constraint` is active and closed:
/// the value's sharding is then exactly the constraint's axes.
bool isFullyFixedAt(ShardingAttr constraint, int64_t stage);

/// Whether, at `stage`, `constraint` says how the value is split: some
/// active dimension is closed or lists axes, or it has partial axes. Such a
/// value holds its sharding with the full strength of a user constraint.
bool givesEvidenceAt(ShardingAttr constraint, int64_t stage);

/// The sharding closest to `sharding` (null: nothing yet) that `constraint`
/// allows at `stage`: active closed dimensions take the constraint's axes;
/// active open dimensions keep `sharding`'s axes if they continue the
/// constraint's, else take the constraint's; free dimensions keep
/// `sharding`'s. Axes the constraint reserves (its active axes, its partial
/// and replicated axes) are cut from what propagation added, and an axis is
/// kept only once. The result is closed (`asClosed`).
ShardingAttr applyConstraint(ShardingAttr sharding, ShardingAttr constraint,
                             int64_t stage);

} // namespace osdp

#endif // OSDP_TRANSFORMS_PROPAGATION_USERCONSTRAINT_H
