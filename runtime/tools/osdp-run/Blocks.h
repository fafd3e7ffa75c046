//===- Blocks.h - Each device's block of a global array ---------*- C++ -*-===//
//
// The shard arithmetic of osdp-run, as osdp shardings define it: dimension d
// of a tensor split over axes (a, b) is cut into size(a) * size(b) blocks of
// the local size, the device at coordinates (.., i_a, .., i_b, ..) holds
// block i_a * size(b) + i_b, and blocks past the end are padding (zeros in,
// dropped out).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_BLOCKS_H
#define OSDP_RUN_BLOCKS_H

#include "Artifact.h"
#include "Npy.h"

#include <functional>

namespace osdp::run {

/// The mesh coordinates of the device with rank `rank`.
std::vector<int64_t> coordinatesOf(const Manifest &manifest, int64_t rank);

/// The pipeline stage of the device with rank `rank`: its coordinate on
/// the stage axis, or -1 in an artifact that is not pipelined.
int stageOf(const Manifest &manifest, int64_t rank);

/// The global index at which the device at `coords` starts its block, per
/// dimension.
std::vector<int64_t> blockStarts(const TensorSpec &spec,
                                 const Manifest &manifest,
                                 const std::vector<int64_t> &coords);

/// Calls `row(globalOffset, localOffset, count)` (in elements) for every
/// contiguous row of the block starting at `starts` that lies inside the
/// global array (padding has none).
void forEachBlockRow(const TensorSpec &spec, const std::vector<int64_t> &starts,
                     const std::function<void(int64_t, int64_t, int64_t)> &row);

/// Reads the block starting at `starts` of the array in the .npy file
/// `path` (header `file`) into `local`, and nothing else of the file.
bool readBlock(const std::string &path, const NpyFile &file,
               const TensorSpec &spec, const std::vector<int64_t> &starts,
               char *local, std::string &error);

/// Copies the block starting at `starts` of `global` into `local` (the
/// spec's local shape; padding left as zeros).
void extractBlock(const Array &global, const TensorSpec &spec,
                  const std::vector<int64_t> &starts, char *local);

/// Writes (or, with `add`, adds) `local` into the block of `global`
/// starting at `starts`. Adding supports the numeric types but f16/bf16;
/// returns false for those.
bool insertBlock(Array &global, const TensorSpec &spec,
                 const std::vector<int64_t> &starts, const char *local,
                 bool add);

/// The global value of output `spec` from every rank's local block, one
/// after the other in `blocks` (rank r's at r times its local bytes): the
/// blocks in place, partial sums added up. False for a type whose partial
/// sums cannot be added.
bool assembleBlocks(const Manifest &manifest, const TensorSpec &spec,
                    const char *blocks, int ranks, Array &global);

/// Whether the device at `coords` is the one of its replicas whose block is
/// used when assembling an output: its coordinate is 0 on every axis that
/// neither splits the tensor nor holds partial sums, but the stage axis,
/// on which it is the tensor's stage.
bool isAssembledReplica(const TensorSpec &spec, const Manifest &manifest,
                        const std::vector<int64_t> &coords);

} // namespace osdp::run

#endif // OSDP_RUN_BLOCKS_H
