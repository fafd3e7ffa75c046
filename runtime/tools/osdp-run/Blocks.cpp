//===- Blocks.cpp - Each device's block of a global array -----------------===//

#include "Blocks.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace osdp::run;

std::vector<int64_t> osdp::run::coordinatesOf(const Manifest &manifest,
                                              int64_t rank) {
  int64_t position = rank;
  for (size_t p = 0; p < manifest.deviceIds.size(); ++p)
    if (manifest.deviceIds[p] == rank)
      position = p;
  std::vector<int64_t> coords(manifest.axisSizes.size());
  for (size_t i = coords.size(); i-- > 0;) {
    coords[i] = position % manifest.axisSizes[i];
    position /= manifest.axisSizes[i];
  }
  return coords;
}

int osdp::run::stageOf(const Manifest &manifest, int64_t rank) {
  if (!manifest.pipelined())
    return -1;
  return int(coordinatesOf(manifest, rank)[manifest.stageAxis]);
}

std::vector<int64_t>
osdp::run::blockStarts(const TensorSpec &spec, const Manifest &manifest,
                       const std::vector<int64_t> &coords) {
  std::vector<int64_t> starts;
  for (size_t d = 0; d < spec.localShape.size(); ++d) {
    int64_t block = 0;
    for (int axis : spec.dims[d])
      block = block * manifest.axisSizes[axis] + coords[axis];
    starts.push_back(block * spec.localShape[d]);
  }
  return starts;
}

namespace {

template <typename T> void addRow(char *to, const char *from, int64_t count) {
  T *dst = reinterpret_cast<T *>(to);
  const T *src = reinterpret_cast<const T *>(from);
  for (int64_t i = 0; i < count; ++i)
    dst[i] = dst[i] + src[i];
}

/// `to[i] += from[i]` for `count` elements of `dtype`; false if the type is
/// not supported.
bool addElements(const std::string &dtype, char *to, const char *from,
                 int64_t count) {
  if (dtype == "f32")
    addRow<float>(to, from, count);
  else if (dtype == "f64")
    addRow<double>(to, from, count);
  else if (dtype == "i8")
    addRow<int8_t>(to, from, count);
  else if (dtype == "i16")
    addRow<int16_t>(to, from, count);
  else if (dtype == "i32")
    addRow<int32_t>(to, from, count);
  else if (dtype == "i64")
    addRow<int64_t>(to, from, count);
  else if (dtype == "ui8" || dtype == "i1")
    addRow<uint8_t>(to, from, count);
  else if (dtype == "ui16")
    addRow<uint16_t>(to, from, count);
  else if (dtype == "ui32")
    addRow<uint32_t>(to, from, count);
  else if (dtype == "ui64")
    addRow<uint64_t>(to, from, count);
  else
    return false;
  if (dtype == "i1")
    for (int64_t i = 0; i < count; ++i)
      to[i] = to[i] != 0;
  return true;
}

} // namespace

void osdp::run::forEachBlockRow(
    const TensorSpec &spec, const std::vector<int64_t> &starts,
    const std::function<void(int64_t, int64_t, int64_t)> &row) {
  size_t rank = spec.localShape.size();
  if (rank == 0) {
    row(0, 0, 1);
    return;
  }
  for (size_t d = 0; d < rank; ++d)
    if (starts[d] >= spec.globalShape[d] || spec.localShape[d] == 0)
      return; // All padding.
  int64_t last = rank - 1;
  int64_t count =
      std::min(spec.localShape[last], spec.globalShape[last] - starts[last]);
  std::vector<int64_t> index(rank, 0);
  while (true) {
    int64_t global = 0, local = 0;
    for (size_t d = 0; d < rank; ++d) {
      global = global * spec.globalShape[d] + starts[d] + index[d];
      local = local * spec.localShape[d] + index[d];
    }
    row(global, local, count);
    // The next row: an odometer over the leading dimensions, within both
    // the block and the array.
    int64_t d = last - 1;
    for (; d >= 0; --d) {
      if (++index[d] < spec.localShape[d] &&
          starts[d] + index[d] < spec.globalShape[d])
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}
void osdp::run::extractBlock(const Array &global, const TensorSpec &spec,
                             const std::vector<int64_t> &starts, char *local) {
  int64_t size = elementSize(spec.dtype);
  std::memset(local, 0, spec.localBytes());
  forEachBlockRow(spec, starts, [&](int64_t g, int64_t l, int64_t count) {
    std::memcpy(local + l * size, global.data.data() + g * size, count * size);
  });
}

bool osdp::run::insertBlock(Array &global, const TensorSpec &spec,
                            const std::vector<int64_t> &starts,
                            const char *local, bool add) {
  int64_t size = elementSize(spec.dtype);
  bool ok = true;
  forEachBlockRow(spec, starts, [&](int64_t g, int64_t l, int64_t count) {
    char *to = global.data.data() + g * size;
    if (add)
      ok &= addElements(spec.dtype, to, local + l * size, count);
    else
      std::memcpy(to, local + l * size, count * size);
  });
  return ok;
}

bool osdp::run::isAssembledReplica(const TensorSpec &spec,
                                   const Manifest &manifest,
                                   const std::vector<int64_t> &coords) {
  for (size_t axis = 0; axis < manifest.axisSizes.size(); ++axis) {
    if (int(axis) == manifest.stageAxis) {
      if (coords[axis] != spec.stage)
        return false;
      continue;
    }
    bool used = std::count(spec.partialAxes.begin(), spec.partialAxes.end(),
                           (int)axis) > 0;
    for (const auto &dim : spec.dims)
      used |= std::count(dim.begin(), dim.end(), (int)axis) > 0;
    if (!used && coords[axis] != 0)
      return false;
  }
  return true;
}

bool osdp::run::readBlock(const std::string &path, const NpyFile &file,
                          const TensorSpec &spec,
                          const std::vector<int64_t> &starts, char *local,
                          std::string &error) {
  int64_t size = elementSize(spec.dtype);
  std::memset(local, 0, spec.localBytes());
  std::FILE *in = std::fopen(path.c_str(), "rb");
  if (!in) {
    error = path + ": cannot open";
    return false;
  }
  bool ok = true;
  forEachBlockRow(spec, starts, [&](int64_t g, int64_t l, int64_t count) {
    ok = ok &&
         std::fseek(in, long(file.dataOffset + g * size), SEEK_SET) == 0 &&
         std::fread(local + l * size, size, count, in) == size_t(count);
  });
  std::fclose(in);
  if (!ok)
    error = path + ": read failed";
  return ok;
}

bool osdp::run::assembleBlocks(const Manifest &manifest, const TensorSpec &spec,
                               const char *blocks, int ranks, Array &global) {
  int64_t bytes = spec.localBytes();
  global = Array();
  global.dtype = spec.dtype;
  global.shape = spec.globalShape;
  global.data.assign(global.numElements() * elementSize(spec.dtype), 0);
  bool partial = !spec.partialAxes.empty();
  for (int r = 0; r < ranks; ++r) {
    std::vector<int64_t> coords = coordinatesOf(manifest, r);
    if (!isAssembledReplica(spec, manifest, coords))
      continue;
    if (!insertBlock(global, spec, blockStarts(spec, manifest, coords),
                     blocks + r * bytes, partial))
      return false;
  }
  return true;
}
