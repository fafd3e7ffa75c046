//===- CollectiveShapes.cpp - The rules every collective follows ----------===//

#include "CollectiveShapes.h"

#include <climits>
#include <cstdio>

using namespace osdp::runtime;

std::string osdp::runtime::checkMesh(int32_t numAxes, const int64_t *axisSizes,
                                     const int64_t *deviceIds, int rank,
                                     int numRanks, MeshPlace &mesh) {
  mesh = MeshPlace();
  if (numAxes < 0 || numAxes > 15 || (numAxes > 0 && !axisSizes))
    return std::to_string(numAxes) +
           " mesh axes (at most 15, with their sizes)";
  int64_t numDevices = 1;
  for (int32_t i = 0; i < numAxes; ++i) {
    if (axisSizes[i] < 1 || axisSizes[i] > INT_MAX ||
        numDevices * axisSizes[i] > INT_MAX)
      return "axis " + std::to_string(i) + " has size " +
             std::to_string(axisSizes[i]);
    numDevices *= axisSizes[i];
    mesh.axisSizes.push_back(axisSizes[i]);
  }
  if (numDevices != numRanks)
    return "the mesh has " + std::to_string(numDevices) +
           " devices but there are " + std::to_string(numRanks) + " ranks";
  std::vector<bool> seen(numDevices, false);
  for (int64_t p = 0; p < numDevices; ++p) {
    int64_t id = deviceIds ? deviceIds[p] : p;
    if (id < 0 || id >= numDevices || seen[id])
      return "the device order is not a permutation of 0.." +
             std::to_string(numDevices - 1) + " (position " +
             std::to_string(p) + " holds " + std::to_string(id) + ")";
    seen[id] = true;
    mesh.deviceIds.push_back(id);
    if (id == rank)
      mesh.position = p;
  }
  return "";
}

std::string osdp::runtime::decodeAxesCode(int64_t code, size_t numAxes,
                                          std::vector<unsigned> &axes) {
  axes.clear();
  if (code < 0)
    return "axes code " + std::to_string(code) + " is negative";
  char hex[32];
  std::snprintf(hex, sizeof hex, "0x%llx", (long long)code);
  for (int64_t rest = code; rest != 0; rest >>= 4) {
    int64_t digit = rest & 0xF;
    if (digit == 0 || size_t(digit) > numAxes)
      return std::string("axes code ") + hex + " names no axis of a " +
             std::to_string(numAxes) + "-axis mesh";
    unsigned axis = unsigned(digit - 1);
    for (unsigned other : axes)
      if (other == axis)
        return std::string("axes code ") + hex + " names axis " +
               std::to_string(axis) + " twice";
    axes.insert(axes.begin(), axis);
  }
  return "";
}

Around osdp::runtime::around(const std::vector<int64_t> &sizes, int64_t dim) {
  return {product(sizes, 0, size_t(dim)), sizes[dim],
          product(sizes, size_t(dim) + 1, sizes.size())};
}

BlockLayout osdp::runtime::blockLayout(Around shape, int64_t groupSize,
                                       size_t elementSize) {
  BlockLayout layout;
  layout.rows = size_t(shape.outer);
  layout.runBytes = size_t(shape.size / groupSize * shape.inner) * elementSize;
  layout.pitchBytes = size_t(shape.size * shape.inner) * elementSize;
  return layout;
}

namespace {
std::string describe(const Tensor &in, int64_t groupSize) {
  return "input shape " + shapeString(in.sizes) + ", group size " +
         std::to_string(groupSize);
}

std::string checkDim(const char *what, int64_t dim, const Tensor &in) {
  if (dim >= 0 && dim < int64_t(in.sizes.size()))
    return "";
  return std::string(what) + " " + std::to_string(dim) +
         " is not a dimension of the input (shape " + shapeString(in.sizes) +
         ")";
}

std::string checkSplits(int64_t dim, const Tensor &in, int64_t groupSize) {
  if (in.sizes[dim] % groupSize == 0)
    return "";
  return "dimension " + std::to_string(dim) + " of the input (shape " +
         shapeString(in.sizes) + ") does not split into " +
         std::to_string(groupSize) + " blocks";
}

/// An error unless `out` has shape `expected`; `how` says where the
/// expected shape comes from.
std::string checkShape(const Tensor &out, const std::vector<int64_t> &expected,
                       const std::string &how) {
  if (out.sizes == expected)
    return "";
  return "the output has shape " + shapeString(out.sizes) + ", expected " +
         shapeString(expected) + " (" + how + ")";
}
} // namespace

std::string osdp::runtime::checkSameShape(const Tensor &in, const Tensor &out,
                                          int64_t groupSize) {
  return checkShape(out, in.sizes, describe(in, groupSize));
}

std::string osdp::runtime::checkAllGatherShape(const Tensor &in,
                                               const Tensor &out,
                                               int64_t groupSize, int64_t dim) {
  std::string error = checkDim("dimension", dim, in);
  if (!error.empty())
    return error;
  std::vector<int64_t> expected = in.sizes;
  expected[dim] *= groupSize;
  return checkShape(out, expected,
                    describe(in, groupSize) + ", gathered along dimension " +
                        std::to_string(dim));
}

std::string osdp::runtime::checkReduceScatterShape(const Tensor &in,
                                                   const Tensor &out,
                                                   int64_t groupSize,
                                                   int64_t dim) {
  std::string error = checkDim("dimension", dim, in);
  if (error.empty())
    error = checkSplits(dim, in, groupSize);
  if (!error.empty())
    return error;
  std::vector<int64_t> expected = in.sizes;
  expected[dim] /= groupSize;
  return checkShape(out, expected,
                    describe(in, groupSize) + ", scattered along dimension " +
                        std::to_string(dim));
}

std::string osdp::runtime::checkAllToAllShape(const Tensor &in,
                                              const Tensor &out,
                                              int64_t groupSize,
                                              int64_t splitDim,
                                              int64_t concatDim) {
  std::string error = checkDim("split dimension", splitDim, in);
  if (error.empty())
    error = checkDim("concat dimension", concatDim, in);
  if (error.empty())
    error = checkSplits(splitDim, in, groupSize);
  if (!error.empty())
    return error;
  // Every block has the input's shape with the split dimension divided;
  // the output concatenates the blocks received along the concat dimension.
  std::vector<int64_t> expected = in.sizes;
  expected[splitDim] /= groupSize;
  expected[concatDim] *= groupSize;
  return checkShape(out, expected,
                    describe(in, groupSize) + ", split along dimension " +
                        std::to_string(splitDim) + ", concatenated along " +
                        std::to_string(concatDim));
}

std::string osdp::runtime::permutePeers(const Tensor &pairs, int64_t groupSize,
                                        int64_t position, PermutePeers &peers) {
  peers = PermutePeers();
  if (pairs.numElements % 2 != 0 ||
      (pairs.sizes.size() == 2 && pairs.sizes[1] != 2) ||
      pairs.sizes.size() > 2)
    return "the pairs (shape " + shapeString(pairs.sizes) +
           ") are not (source, target) pairs";
  std::vector<bool> isSource(groupSize, false), isTarget(groupSize, false);
  const int64_t *pair = reinterpret_cast<const int64_t *>(pairs.data);
  for (int64_t i = 0; i < pairs.numElements; i += 2) {
    int64_t from = pair[i], to = pair[i + 1];
    std::string text =
        "pair " + std::to_string(from) + " -> " + std::to_string(to);
    if (from < 0 || from >= groupSize || to < 0 || to >= groupSize)
      return text + " is outside a group of " + std::to_string(groupSize);
    if (isSource[from] || isTarget[to])
      return text + " repeats a source or a target";
    isSource[from] = isTarget[to] = true;
    if (from == position)
      peers.target = to;
    if (to == position)
      peers.source = from;
  }
  return "";
}

bool osdp::runtime::overlap(const Tensor &a, const Tensor &b) {
  return a.numBytes() && b.numBytes() && a.data < b.data + b.numBytes() &&
         b.data < a.data + a.numBytes();
}
