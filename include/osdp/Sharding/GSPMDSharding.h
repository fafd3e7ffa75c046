//===- GSPMDSharding.h - XLA's `mhlo.sharding` strings ----------*- C++ -*-===//
//
// JAX exports made with the GSPMD partitioner carry shardings as strings in
// XLA's HloSharding syntax, e.g.
//
//   {replicated}                       every device holds the whole tensor
//   {maximal device=0}                 one device holds it
//   {manual}                           already per-device (inside shard_map)
//   {devices=[2,4]<=[8]}               dim 0 over 2, dim 1 over 4, devices 0..7
//   {devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}
//                                      iota device list, reshaped and
//                                      transposed; the last tile dimension
//                                      replicates instead of splitting
//   {devices=[2,2]0,2,1,3}             an explicit device list
//   {devices=[2,1,2]<=[4] last_tile_dims={manual}}
//   {{replicated}, {devices=[2]0,1}}   one sharding per tuple element
//
// This file parses that syntax into GSPMDSharding and maps a tiled sharding
// onto a named mesh: which mesh axes split each tensor dimension.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_GSPMDSHARDING_H
#define OSDP_SHARDING_GSPMDSHARDING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace osdp {

/// One parsed HloSharding. Tile dimensions beyond the tensor's rank are
/// subgroup dimensions (replicated or manual), listed in `subgroupKinds`.
struct GSPMDSharding {
  enum class Kind { Replicated, Maximal, Manual, Tiled, Tuple };
  enum class SubgroupKind { Replicated, Manual };

  Kind kind = Kind::Replicated;
  /// For Kind::Maximal: the device that holds the tensor.
  int64_t maximalDevice = 0;
  /// For Kind::Tiled: the tile assignment's shape, subgroup dims included.
  llvm::SmallVector<int64_t> tileShape;
  /// For Kind::Tiled: the tile assignment, row-major over `tileShape`.
  std::vector<int64_t> devices;
  /// For Kind::Tiled: the kinds of the trailing subgroup dims of `tileShape`.
  llvm::SmallVector<SubgroupKind> subgroupKinds;
  /// For Kind::Tuple: one sharding per element.
  std::vector<GSPMDSharding> elements;

  /// For Kind::Tiled: the number of tile dims that split tensor dimensions.
  int64_t getNumDataDims() const {
    return static_cast<int64_t>(tileShape.size() - subgroupKinds.size());
  }
};

/// Parses `text`. On failure returns std::nullopt and sets `error` to a
/// message that names the offending character offset.
std::optional<GSPMDSharding> parseGSPMDSharding(llvm::StringRef text,
                                                std::string &error);

/// A mesh in device order: axis i is more major than axis i+1, and device
/// d sits at the row-major position of d (the mesh has no device list).
struct MeshAxis {
  std::string name;
  int64_t size;
};

/// Parses a mesh written on the command line, `dp=4,tp=2` (`:` is accepted
/// for `=`): names unique, sizes at least 1. On failure returns
/// std::nullopt and sets `error`.
std::optional<llvm::SmallVector<MeshAxis>> parseMeshAxes(llvm::StringRef text,
                                                         std::string &error);

/// For each tensor dimension, the mesh axes (major to minor) that split it.
struct AxisAssignment {
  llvm::SmallVector<llvm::SmallVector<std::string, 2>> dimAxes;
  /// Mesh axes the sharding replicates over (subgroup or unused axes).
  llvm::SmallVector<std::string, 2> replicatedAxes;
  /// Mesh axes a `last_tile_dims={manual}` subgroup covers.
  llvm::SmallVector<std::string, 2> manualAxes;
};

/// Expresses a tiled `sharding` of a tensor of rank `rank` on `mesh`. Fails
/// (with `error` set) when the tile assignment is not a product of whole mesh
/// axes in a device order the mesh can express, or when the rank or device
/// count disagree. Replicated shardings map to empty dim lists.
std::optional<AxisAssignment>
mapGSPMDShardingToMesh(const GSPMDSharding &sharding, int64_t rank,
                       llvm::ArrayRef<MeshAxis> mesh, std::string &error);

/// A mesh that can express `sharding` (tiled, not a tuple): the tile
/// assignment factored into axes named `<prefix>0`, `<prefix>1`, ... in
/// device order. Used when the input names no mesh.
std::optional<llvm::SmallVector<MeshAxis>>
inferMeshForGSPMDSharding(const GSPMDSharding &sharding, llvm::StringRef prefix,
                          std::string &error);

} // namespace osdp

#endif // OSDP_SHARDING_GSPMDSHARDING_H
