//===- Communicators.cpp - One MPI communicator per device grouping -------===//
//
// The groups over an ordered list of mesh axes are those of
// include/osdp/Support/MeshTopology.h, which the compiler uses too. Each
// rank's communicator for an axes code holds the ranks of its group, in
// group position order, so that the communicator's ranks are group
// positions. It is made with MPI_Comm_create_group, which only the group's
// members call: in a pipelined (MPMD) program the devices of different
// stages make different collectives in different orders, so no call may
// need every rank of the job.
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

/// The tag of the communicator creation of `axesCode`, the same on every
/// member. Two creations only need distinct tags when one process has both
/// in progress at once, which a single-threaded runtime never does; codes
/// of meshes up to three axes get distinct tags all the same.
static int creationTag(int64_t axesCode) {
  // MPI guarantees tags up to 32767 only.
  return int(axesCode % 32768);
}

/// A communicator of the world ranks `members`, in that order, created by
/// them alone.
static MPI_Comm createCommunicator(const std::vector<int64_t> &members,
                                   int64_t axesCode, const char *call) {
  std::vector<int> ranks(members.begin(), members.end());
  MPI_Group world, group;
  checkMpi(MPI_Comm_group(getWorld(), &world), call, "MPI_Comm_group");
  checkMpi(MPI_Group_incl(world, int(ranks.size()), ranks.data(), &group), call,
           "MPI_Group_incl");
  MPI_Comm comm = MPI_COMM_NULL;
  checkMpi(
      MPI_Comm_create_group(getWorld(), group, creationTag(axesCode), &comm),
      call, "MPI_Comm_create_group");
  MPI_Group_free(&group);
  MPI_Group_free(&world);
  // Its errors come back to the runtime, as the world's do.
  MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
  return comm;
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
  std::vector<int64_t> members =
      deviceGroups(mesh.axisSizes, axes, mesh.deviceIds)[place.group];
  Group group;
  group.comm = createCommunicator(members, axesCode, call);
  MPI_Comm_size(group.comm, &group.size);
  MPI_Comm_rank(group.comm, &group.position);
  if (group.size != int64_t(members.size()) || group.position != place.position)
    fatal(call,
          "the communicator of axes code 0x%llx has %d ranks and puts this "
          "one at %d; the mesh says %lld and %lld",
          (long long)axesCode, group.size, group.position,
          (long long)members.size(), (long long)place.position);
  return groups().emplace(axesCode, group).first->second;
}

void osdp::rt::freeGroups() {
  for (auto &entry : groups())
    MPI_Comm_free(&entry.second.comm);
  groups().clear();
}
