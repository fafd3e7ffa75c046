//===- Communicators.cpp - One MPI communicator per device grouping -------===//
//
// The groups over an ordered list of mesh axes are those of
// include/osdp/Support/MeshTopology.h, which the compiler uses too. Each
// rank's communicator for an axes code comes from one MPI_Comm_split of the
// runtime's world communicator: the color is the rank's group, the key its
// position in the group, so that the communicator's ranks are group
// positions.
//
//===----------------------------------------------------------------------===//

#include "CollectiveShapes.h"
#include "Internal.h"

#include "osdp/Support/MeshTopology.h"

#include <map>

using namespace osdp::rt;

static std::map<int64_t, Group> &groups() {
  static std::map<int64_t, Group> cache;
  return cache;
}

const Group &osdp::rt::getGroup(int64_t axesCode, const char *call) {
  const Mesh &mesh = getMesh(call);
  auto found = groups().find(axesCode);
  if (found != groups().end())
    return found->second;

  std::vector<unsigned> axes;
  std::string error =
      osdp::runtime::decodeAxesCode(axesCode, mesh.axisSizes.size(), axes);
  if (!error.empty())
    fatal(call, "%s", error.c_str());
  GroupPlace place = placeInGroups(mesh.position, mesh.axisSizes, axes);
  Group group;
  checkMpi(MPI_Comm_split(getWorld(), int(place.group), int(place.position),
                          &group.comm),
           call, "MPI_Comm_split");
  MPI_Comm_size(group.comm, &group.size);
  MPI_Comm_rank(group.comm, &group.position);
  int64_t expectedSize = 1;
  for (unsigned axis : axes)
    expectedSize *= mesh.axisSizes[axis];
  if (group.size != expectedSize || group.position != place.position)
    fatal(call,
          "the communicator of axes code 0x%llx has %d ranks and puts this "
          "one at %d; the mesh says %lld and %lld",
          (long long)axesCode, group.size, group.position,
          (long long)expectedSize, (long long)place.position);
  return groups().emplace(axesCode, group).first->second;
}

void osdp::rt::freeGroups() {
  for (auto &entry : groups())
    MPI_Comm_free(&entry.second.comm);
  groups().clear();
}
