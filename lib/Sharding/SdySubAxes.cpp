//===- SdySubAxes.cpp - Shardy sub-axes as osdp mesh axes -----------------===//

#include "osdp/Sharding/SdySubAxes.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace osdp;

std::string osdp::getSubAxisName(StringRef axis, int64_t preSize,
                                 int64_t size) {
  return (axis + ":(" + Twine(preSize) + ")" + Twine(size)).str();
}

std::optional<SubAxisName> osdp::parseSubAxisName(StringRef name) {
  if (!name.contains(":("))
    return std::nullopt;
  auto [axis, rest] = name.rsplit(":(");
  auto [pre, size] = rest.split(')');
  SubAxisName parsed{axis, 0, 0};
  if (axis.empty() || rest.empty() || pre.getAsInteger(10, parsed.preSize) ||
      size.getAsInteger(10, parsed.size) || parsed.preSize < 1 ||
      parsed.size < 1)
    return std::nullopt;
  return parsed;
}

SdySubAxisSplits::SdySubAxisSplits(ModuleOp module) {
  auto record = [&](sdy::TensorShardingAttr sharding) {
    auto note = [&](ArrayRef<sdy::AxisRefAttr> refs) {
      for (sdy::AxisRefAttr ref : refs) {
        sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo();
        if (!sub)
          continue;
        std::set<int64_t> &points =
            boundaries[sharding.getMeshName()][ref.getName()];
        points.insert(sub.getPreSize());
        points.insert(sub.getPreSize() * sub.getSize());
      }
    };
    for (sdy::DimensionShardingAttr dim : sharding.getDimShardings())
      note(dim.getAxes());
    note(sharding.getReplicatedAxes());
    note(sharding.getUnreducedAxes());
  };
  // Every sharding of the module, wherever it is written (arguments,
  // results, ops, constraints, manual computations).
  module.walk([&](Operation *op) { op->getAttrDictionary().walk(record); });
}

FailureOr<SmallVector<MeshAxis>>
SdySubAxisSplits::split(StringRef mesh, StringRef axis, int64_t size,
                        function_ref<InFlightDiagnostic()> emitError) {
  std::set<int64_t> &points = boundaries[mesh][axis];
  if (points.empty())
    return SmallVector<MeshAxis>{{axis.str(), size}};
  points.insert(1);
  points.insert(size);
  // Pieces exist only if every boundary divides the next one (and the axis).
  SmallVector<MeshAxis> pieces;
  int64_t previous = 0;
  for (int64_t point : points) {
    if (previous && (point % previous != 0 || size % point != 0))
      return emitError() << "sub-axes of mesh axis \"" << axis
                         << "\" do not nest: no split of size " << size
                         << " has boundaries at both " << previous << " and "
                         << point;
    if (previous)
      pieces.push_back(
          {getSubAxisName(axis, previous, point / previous), point / previous});
    previous = point;
  }
  return pieces;
}

SmallVector<std::string> SdySubAxisSplits::expand(StringRef mesh,
                                                  sdy::AxisRefAttr ref) const {
  StringRef axis = ref.getName();
  auto meshIt = boundaries.find(mesh);
  const std::set<int64_t> *points = nullptr;
  if (meshIt != boundaries.end()) {
    auto axisIt = meshIt->second.find(axis);
    if (axisIt != meshIt->second.end() && !axisIt->second.empty())
      points = &axisIt->second;
  }
  if (!points)
    return {axis.str()};
  // A whole axis covers every piece; a sub-axis those between its ends.
  int64_t begin = 1, end = *points->rbegin();
  if (sdy::SubAxisInfoAttr sub = ref.getSubAxisInfo()) {
    begin = sub.getPreSize();
    end = begin * sub.getSize();
  }
  SmallVector<std::string> names;
  int64_t previous = 0;
  for (int64_t point : *points) {
    if (previous && previous >= begin && point <= end)
      names.push_back(getSubAxisName(axis, previous, point / previous));
    previous = point;
  }
  return names;
}
