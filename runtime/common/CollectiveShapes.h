//===- CollectiveShapes.h - The rules every collective follows --*- C++ -*-===//
//
// The device group of an axes code, the output shape each collective must
// have, a collective_permute's peers, and where the blocks along a
// dimension lie in a dense row-major tensor: the rules both runtime
// backends (the CPU's over MPI, the CUDA one over NCCL) apply before they
// move any data. As in Tensor.h, each function returns what is wrong (an
// empty string if nothing) and the backend makes it fatal its own way.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUNTIME_COMMON_COLLECTIVESHAPES_H
#define OSDP_RUNTIME_COMMON_COLLECTIVESHAPES_H

#include "Tensor.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace osdp {
namespace runtime {

/// The mesh a backend is started with: axis sizes (major first), the rank
/// at each row-major position, and this rank's position.
struct MeshPlace {
  std::vector<int64_t> axisSizes, deviceIds;
  int64_t position = 0;
};

/// Checks `numAxes` axes of `axisSizes` and the device order `deviceIds`
/// (NULL: the identity) against `numRanks` ranks and fills `mesh` for
/// `rank`: at most 15 axes (axes codes hold a digit each), positive
/// sizes, as many devices as ranks, a permutation.
std::string checkMesh(int32_t numAxes, const int64_t *axisSizes,
                      const int64_t *deviceIds, int rank, int numRanks,
                      MeshPlace &mesh);

/// The mesh axes of `code` (Runtime.h: one hexadecimal digit per axis, the
/// axis index plus one, major first) on a mesh of `numAxes` axes.
std::string decodeAxesCode(int64_t code, size_t numAxes,
                           std::vector<unsigned> &axes);

/// A tensor seen around dimension `dim`: [outer, size, inner].
struct Around {
  int64_t outer, size, inner;
};
Around around(const std::vector<int64_t> &sizes, int64_t dim);

/// The `groupSize` equal blocks along the middle dimension of a tensor seen
/// as [outer, groupSize * block, inner]: block j is `rows` runs of
/// `runBytes`, `pitchBytes` apart, the first at `stridedOffset(j)`; packed
/// densely one block after the other, it starts at `denseOffset(j)`.
struct BlockLayout {
  size_t rows = 0, runBytes = 0, pitchBytes = 0;

  size_t stridedOffset(int64_t j) const { return size_t(j) * runBytes; }
  size_t denseOffset(int64_t j) const { return size_t(j) * rows * runBytes; }
  /// Whether the blocks are dense already (nothing before the dimension).
  bool isDense() const { return rows <= 1; }
};
BlockLayout blockLayout(Around shape, int64_t groupSize, size_t elementSize);

/// The output shape each collective requires, for a group of `groupSize`.
std::string checkSameShape(const Tensor &in, const Tensor &out,
                           int64_t groupSize);
std::string checkAllGatherShape(const Tensor &in, const Tensor &out,
                                int64_t groupSize, int64_t dim);
std::string checkReduceScatterShape(const Tensor &in, const Tensor &out,
                                    int64_t groupSize, int64_t dim);
std::string checkAllToAllShape(const Tensor &in, const Tensor &out,
                               int64_t groupSize, int64_t splitDim,
                               int64_t concatDim);

/// The positions a collective_permute's group member at `position` sends
/// to and receives from (-1: none), from the flattened (source, target)
/// pairs `pairs` (host memory, [n, 2] or 2n values).
struct PermutePeers {
  int64_t source = -1, target = -1;
};
std::string permutePeers(const Tensor &pairs, int64_t groupSize,
                         int64_t position, PermutePeers &peers);

/// Whether two tensors' bytes overlap (and are not empty).
bool overlap(const Tensor &a, const Tensor &b);

} // namespace runtime
} // namespace osdp

#endif // OSDP_RUNTIME_COMMON_COLLECTIVESHAPES_H
