//===- MeshTopology.h - Device groups of a mesh -----------------*- C++ -*-===//
//
// How devices of a mesh form the groups that collectives run over. The
// compiler (MeshAttr::getDeviceGroups, the lowering of collectives) and the
// runtime (which builds one communicator per group) must agree on it
// exactly, so it lives here, in standard C++ only: the runtime does not link
// LLVM or MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SUPPORT_MESHTOPOLOGY_H
#define OSDP_SUPPORT_MESHTOPOLOGY_H

#include <cstddef>
#include <cstdint>
#include <vector>

namespace osdp {

/// The coordinates of device `index` on a mesh of axis sizes `sizes`
/// (devices are numbered row-major, the first axis major).
inline std::vector<int64_t>
delinearizeDevice(int64_t index, const std::vector<int64_t> &sizes) {
  std::vector<int64_t> coords(sizes.size());
  for (size_t i = sizes.size(); i-- > 0;) {
    coords[i] = index % sizes[i];
    index /= sizes[i];
  }
  return coords;
}

/// Where a device sits among the groups over some axes: which group, and its
/// position in it.
struct GroupPlace {
  int64_t group = 0;
  int64_t position = 0;
};

/// The place of `device` among the groups over `axes` (indices into
/// `sizes`, major to minor). The group is the device's coordinates on the
/// other axes, row-major; the position linearises its coordinates on `axes`
/// in the order given.
inline GroupPlace placeInGroups(int64_t device,
                                const std::vector<int64_t> &sizes,
                                const std::vector<unsigned> &axes) {
  std::vector<int64_t> coords = delinearizeDevice(device, sizes);
  GroupPlace place;
  for (unsigned axis : axes)
    place.position = place.position * sizes[axis] + coords[axis];
  for (unsigned i = 0; i < sizes.size(); ++i) {
    bool grouped = false;
    for (unsigned axis : axes)
      grouped |= axis == i;
    if (!grouped)
      place.group = place.group * sizes[i] + coords[i];
  }
  return place;
}

/// The device groups over `axes`: one row per group, listing device ids by
/// position (see placeInGroups). `deviceIds` is the mesh's device order:
/// the device at each row-major mesh position (empty: the position itself).
inline std::vector<std::vector<int64_t>>
deviceGroups(const std::vector<int64_t> &sizes,
             const std::vector<unsigned> &axes,
             const std::vector<int64_t> &deviceIds = {}) {
  int64_t numDevices = 1, groupSize = 1;
  for (int64_t size : sizes)
    numDevices *= size;
  for (unsigned axis : axes)
    groupSize *= sizes[axis];
  std::vector<std::vector<int64_t>> groups(numDevices / groupSize,
                                           std::vector<int64_t>(groupSize));
  for (int64_t device = 0; device < numDevices; ++device) {
    GroupPlace place = placeInGroups(device, sizes, axes);
    groups[place.group][place.position] =
        deviceIds.empty() ? device : deviceIds[device];
  }
  return groups;
}

} // namespace osdp

#endif // OSDP_SUPPORT_MESHTOPOLOGY_H
