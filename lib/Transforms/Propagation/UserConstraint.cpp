//===- UserConstraint.cpp - What a user sharding allows propagation -------===//

#include "osdp/Transforms/Propagation/UserConstraint.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace osdp;

int64_t osdp::getDimStage(ShardingAttr constraint, int64_t dim) {
  return constraint.getPriority(dim).value_or(kLastPropagationStage);
}

static bool isActive(ShardingAttr constraint, int64_t dim, int64_t stage) {
  return getDimStage(constraint, dim) <= stage;
}

bool osdp::isFullyFixedAt(ShardingAttr constraint, int64_t stage) {
  for (int64_t d = 0, e = constraint.getRank(); d < e; ++d)
    if (!isActive(constraint, d, stage) || constraint.isOpen(d))
      return false;
  return true;
}

bool osdp::givesEvidenceAt(ShardingAttr constraint, int64_t stage) {
  if (constraint.isPartial() || constraint.getRank() == 0)
    return true;
  for (int64_t d = 0, e = constraint.getRank(); d < e; ++d)
    if (isActive(constraint, d, stage) &&
        (!constraint.isOpen(d) || !constraint.getDimAxes(d).empty()))
      return true;
  return false;
}

ShardingAttr osdp::applyConstraint(ShardingAttr sharding,
                                   ShardingAttr constraint, int64_t stage) {
  int64_t rank = constraint.getRank();
  if (!sharding || sharding.getMesh() != constraint.getMesh() ||
      sharding.getRank() != rank)
    sharding = ShardingAttr::getReplicated(constraint.getMesh(), rank);

  // The axes the constraint itself places: nothing propagation adds may
  // use them.
  llvm::SmallPtrSet<Attribute, 8> used;
  for (int64_t d = 0; d < rank; ++d)
    if (isActive(constraint, d, stage))
      for (StringAttr axis : constraint.getDimAxes(d))
        used.insert(axis);
  for (StringAttr axis : constraint.getPartialAxes())
    used.insert(axis);
  for (StringAttr axis : constraint.getReplicatedAxes())
    used.insert(axis);

  SmallVector<SmallVector<StringAttr>> dims(rank);
  for (int64_t d = 0; d < rank; ++d) {
    ArrayRef<StringAttr> fixed, proposed = sharding.getDimAxes(d);
    if (isActive(constraint, d, stage)) {
      fixed = constraint.getDimAxes(d);
      bool continues = llvm::equal(fixed, proposed.take_front(fixed.size()));
      proposed = constraint.isOpen(d) && continues
                     ? proposed.drop_front(fixed.size())
                     : ArrayRef<StringAttr>();
    }
    dims[d].assign(fixed.begin(), fixed.end());
    // A dimension's list is ordered: it stops at the first axis it may not
    // take.
    for (StringAttr axis : proposed) {
      if (!used.insert(axis).second)
        break;
      dims[d].push_back(axis);
    }
  }

  if (constraint.isPartial())
    return ShardingAttr::get(constraint.getMesh(), dims,
                             constraint.getPartialAxes(),
                             constraint.getPartialKind());
  ArrayRef<StringAttr> partial = sharding.getPartialAxes();
  if (llvm::any_of(partial,
                   [&](StringAttr axis) { return !used.insert(axis).second; }))
    partial = {};
  return ShardingAttr::get(constraint.getMesh(), dims, partial,
                           sharding.getPartialKind());
}
