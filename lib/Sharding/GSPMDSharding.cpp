//===- GSPMDSharding.cpp - XLA's `mhlo.sharding` strings ------------------===//

#include "osdp/Sharding/GSPMDSharding.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <numeric>

using namespace osdp;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

namespace {

/// A recursive-descent reader over the sharding text. Every failure records
/// the offset of the character it stopped at.
class Reader {
public:
  Reader(StringRef text, std::string &error) : text(text), error(error) {}

  /// One sharding; inside a tuple, not a tuple again: HloSharding's tuples
  /// list the leaves of a nested tuple shape flat (and a string of nested
  /// braces would otherwise recurse as deep as it is long).
  std::optional<GSPMDSharding> readSharding(bool inTuple = false) {
    if (!consume('{'))
      return fail("expected '{'");
    skipSpaces();
    if (peek() == '{') {
      if (inTuple)
        return fail("a tuple element cannot be a tuple");
      return readTuple();
    }

    GSPMDSharding result;
    if (consumeWord("replicated")) {
      result.kind = GSPMDSharding::Kind::Replicated;
    } else if (consumeWord("manual")) {
      result.kind = GSPMDSharding::Kind::Manual;
    } else if (consumeWord("maximal")) {
      result.kind = GSPMDSharding::Kind::Maximal;
      if (!consumeWord("device") || !consume('='))
        return fail("expected 'device=' after 'maximal'");
      std::optional<int64_t> device = readInt();
      if (!device || *device < 0)
        return fail("expected a device number");
      result.maximalDevice = *device;
    } else if (consumeWord("devices")) {
      if (!consume('=') || !readTiled(result))
        return failed();
    } else {
      return fail("expected 'replicated', 'manual', 'maximal' or 'devices'");
    }
    if (!readTrailingFields(result))
      return failed();
    if (!consume('}'))
      return fail("expected '}'");
    return result;
  }

  bool atEnd() {
    skipSpaces();
    return pos == text.size();
  }

  std::nullopt_t fail(const llvm::Twine &message) {
    if (error.empty())
      error = (message + " at offset " + llvm::Twine(pos)).str();
    return std::nullopt;
  }

private:
  std::nullopt_t failed() { return std::nullopt; }

  char peek() const { return pos < text.size() ? text[pos] : '\0'; }

  void skipSpaces() {
    while (pos < text.size() && llvm::isSpace(text[pos]))
      ++pos;
  }

  bool consume(char c) {
    skipSpaces();
    if (peek() != c)
      return false;
    ++pos;
    return true;
  }

  bool consumeWord(StringRef word) {
    skipSpaces();
    if (!text.substr(pos).starts_with(word))
      return false;
    size_t end = pos + word.size();
    if (end < text.size() && (llvm::isAlnum(text[end]) || text[end] == '_'))
      return false;
    pos = end;
    return true;
  }

  std::optional<int64_t> readInt() {
    skipSpaces();
    size_t start = pos;
    while (pos < text.size() && llvm::isDigit(text[pos]))
      ++pos;
    int64_t value;
    if (start == pos || text.slice(start, pos).getAsInteger(10, value)) {
      pos = start;
      return std::nullopt;
    }
    return value;
  }

  /// `[a,b,...]` of non-negative integers.
  std::optional<SmallVector<int64_t>> readIntList() {
    if (!consume('['))
      return fail("expected '['");
    SmallVector<int64_t> values;
    if (consume(']'))
      return values;
    do {
      std::optional<int64_t> value = readInt();
      if (!value)
        return fail("expected an integer");
      values.push_back(*value);
    } while (consume(','));
    if (!consume(']'))
      return fail("expected ']'");
    return values;
  }

  std::optional<GSPMDSharding> readTuple() {
    GSPMDSharding result;
    result.kind = GSPMDSharding::Kind::Tuple;
    do {
      std::optional<GSPMDSharding> element = readSharding(/*inTuple=*/true);
      if (!element)
        return failed();
      result.elements.push_back(std::move(*element));
    } while (consume(','));
    if (!consume('}'))
      return fail("expected '}' after the tuple elements");
    return result;
  }

  /// `[tile shape]` then `<=[reshape]` with an optional `T(perm)`, or an
  /// explicit comma-separated device list.
  bool readTiled(GSPMDSharding &result) {
    std::optional<SmallVector<int64_t>> shape = readIntList();
    if (!shape)
      return false;
    if (shape->empty())
      return fail("the tile shape is empty"), false;
    int64_t numTiles = 1;
    for (int64_t size : *shape) {
      if (size <= 0)
        return fail("tile dimensions must be positive"), false;
      if (numTiles > (int64_t(1) << 24) / size)
        return fail("too many tiles"), false;
      numTiles *= size;
    }
    result.kind = GSPMDSharding::Kind::Tiled;
    result.tileShape = *shape;

    skipSpaces();
    if (text.substr(pos).starts_with("<=")) {
      pos += 2;
      std::optional<SmallVector<int64_t>> reshape = readIntList();
      if (!reshape)
        return false;
      SmallVector<int64_t> perm(reshape->size());
      std::iota(perm.begin(), perm.end(), 0);
      if (consume('T')) {
        if (!consume('('))
          return fail("expected '(' after 'T'"), false;
        perm.clear();
        do {
          std::optional<int64_t> dim = readInt();
          if (!dim)
            return fail("expected a dimension"), false;
          perm.push_back(*dim);
        } while (consume(','));
        if (!consume(')'))
          return fail("expected ')'"), false;
      }
      return expandIota(*reshape, perm, numTiles, result.devices);
    }

    do {
      std::optional<int64_t> device = readInt();
      if (!device)
        return fail("expected a device number"), false;
      result.devices.push_back(*device);
    } while (consume(','));
    if (static_cast<int64_t>(result.devices.size()) != numTiles)
      return fail("the device list has " + llvm::Twine(result.devices.size()) +
                  " entries but the tile shape needs " + llvm::Twine(numTiles)),
             false;
    SmallVector<int64_t> sorted(result.devices.begin(), result.devices.end());
    llvm::sort(sorted);
    for (int64_t i = 0; i < numTiles; ++i)
      if (sorted[i] != i)
        return fail("the device list is not a permutation of 0.." +
                    llvm::Twine(numTiles - 1)),
               false;
    return true;
  }

  /// The device list of `iota(N).reshape(reshape).transpose(perm)`.
  bool expandIota(ArrayRef<int64_t> reshape, ArrayRef<int64_t> perm,
                  int64_t numTiles, std::vector<int64_t> &devices) {
    int64_t count = 1;
    for (int64_t size : reshape) {
      if (size <= 0 || count > numTiles)
        return fail("bad iota reshape dimensions"), false;
      count *= size;
    }
    if (count != numTiles)
      return fail("the iota device list has " + llvm::Twine(count) +
                  " devices but the tile shape needs " + llvm::Twine(numTiles)),
             false;
    SmallVector<int64_t> seen(perm.size(), 0);
    if (perm.size() != reshape.size())
      return fail("the transpose has the wrong rank"), false;
    for (int64_t dim : perm) {
      if (dim < 0 || dim >= static_cast<int64_t>(perm.size()) || seen[dim]++)
        return fail("the transpose is not a permutation"), false;
    }
    // Row-major strides of the reshaped iota, visited in transposed order.
    size_t rank = reshape.size();
    SmallVector<int64_t> strides(rank, 1);
    for (size_t i = rank; i-- > 1;)
      strides[i - 1] = strides[i] * reshape[i];
    SmallVector<int64_t> index(rank, 0);
    devices.resize(count);
    for (int64_t linear = 0; linear < count; ++linear) {
      int64_t device = 0;
      for (size_t i = 0; i < rank; ++i)
        device += index[i] * strides[perm[i]];
      devices[linear] = device;
      for (size_t i = rank; i-- > 0;) {
        if (++index[i] < reshape[perm[i]])
          break;
        index[i] = 0;
      }
    }
    return true;
  }

  /// `last_tile_dim_replicate`, `last_tile_dims={manual, replicated}` and
  /// `metadata={...}` (ignored) after the tile assignment.
  bool readTrailingFields(GSPMDSharding &result) {
    while (true) {
      if (consumeWord("last_tile_dim_replicate")) {
        if (result.kind != GSPMDSharding::Kind::Tiled)
          return fail("'last_tile_dim_replicate' needs a tile assignment"),
                 false;
        result.subgroupKinds.assign(1, GSPMDSharding::SubgroupKind::Replicated);
      } else if (consumeWord("last_tile_dims")) {
        if (result.kind != GSPMDSharding::Kind::Tiled)
          return fail("'last_tile_dims' needs a tile assignment"), false;
        if (!consume('=') || !consume('{'))
          return fail("expected '={' after 'last_tile_dims'"), false;
        result.subgroupKinds.clear();
        do {
          if (consumeWord("replicated"))
            result.subgroupKinds.push_back(
                GSPMDSharding::SubgroupKind::Replicated);
          else if (consumeWord("manual"))
            result.subgroupKinds.push_back(GSPMDSharding::SubgroupKind::Manual);
          else
            return fail("expected 'replicated' or 'manual'"), false;
        } while (consume(','));
        if (!consume('}'))
          return fail("expected '}'"), false;
      } else if (consumeWord("metadata")) {
        if (!consume('=') || !skipBalancedBraces())
          return fail("malformed metadata"), false;
      } else {
        break;
      }
    }
    if (result.subgroupKinds.size() > result.tileShape.size())
      return fail("more subgroup dims than tile dims"), false;
    return true;
  }

  /// Skips `{...}` with nested braces and quoted strings.
  bool skipBalancedBraces() {
    if (!consume('{'))
      return false;
    int depth = 1;
    bool inString = false;
    while (pos < text.size() && depth > 0) {
      char c = text[pos++];
      if (inString) {
        if (c == '\\')
          ++pos;
        else if (c == '"')
          inString = false;
      } else if (c == '"') {
        inString = true;
      } else if (c == '{') {
        ++depth;
      } else if (c == '}') {
        --depth;
      }
    }
    return depth == 0;
  }

  StringRef text;
  std::string &error;
  size_t pos = 0;
};

} // namespace

std::optional<GSPMDSharding> osdp::parseGSPMDSharding(StringRef text,
                                                      std::string &error) {
  error.clear();
  Reader reader(text, error);
  std::optional<GSPMDSharding> result = reader.readSharding();
  if (result && !reader.atEnd())
    return reader.fail("unexpected text after the sharding");
  return result;
}

/// Checks whether the tile assignment equals the device order obtained when
/// the tile dims are made of mesh axes `order` (grouped by `groupEnds`, the
/// exclusive end of each tile dim's run in `order`). `order` holds indices
/// into `mesh`; mesh axes absent from `order` have size 1.
static bool matchesDeviceOrder(const GSPMDSharding &sharding,
                               ArrayRef<MeshAxis> mesh, ArrayRef<int> order) {
  size_t numAxes = mesh.size();
  SmallVector<int64_t> meshStrides(numAxes, 1);
  for (size_t i = numAxes; i-- > 1;)
    meshStrides[i - 1] = meshStrides[i] * mesh[i].size;
  // Walking the tile assignment row-major is walking the axes of `order`
  // row-major: the tile dims are consecutive runs of `order`.
  SmallVector<int64_t> digit(order.size(), 0);
  for (int64_t device : sharding.devices) {
    int64_t expected = 0;
    for (size_t i = 0; i < order.size(); ++i)
      expected += digit[i] * meshStrides[order[i]];
    if (expected != device)
      return false;
    for (size_t i = order.size(); i-- > 0;) {
      if (++digit[i] < mesh[order[i]].size)
        break;
      digit[i] = 0;
    }
  }
  return true;
}

/// Splits `order` into consecutive runs whose size products equal the tile
/// dims; returns the run ends, or nothing when the sizes do not line up.
static std::optional<SmallVector<size_t>>
groupByTileDims(ArrayRef<int64_t> tileShape, ArrayRef<MeshAxis> mesh,
                ArrayRef<int> order) {
  SmallVector<size_t> ends;
  size_t next = 0;
  for (int64_t tileSize : tileShape) {
    int64_t product = 1;
    while (product < tileSize && next < order.size())
      product *= mesh[order[next++]].size;
    if (product != tileSize)
      return std::nullopt;
    ends.push_back(next);
  }
  if (next != order.size())
    return std::nullopt;
  return ends;
}

std::optional<AxisAssignment>
osdp::mapGSPMDShardingToMesh(const GSPMDSharding &sharding, int64_t rank,
                             ArrayRef<MeshAxis> mesh, std::string &error) {
  AxisAssignment result;
  result.dimAxes.resize(rank);
  switch (sharding.kind) {
  case GSPMDSharding::Kind::Replicated:
    for (const MeshAxis &axis : mesh)
      result.replicatedAxes.push_back(axis.name);
    return result;
  case GSPMDSharding::Kind::Maximal:
    error = "a maximal sharding (the whole tensor on device " +
            std::to_string(sharding.maximalDevice) +
            ") cannot be expressed on a mesh";
    return std::nullopt;
  case GSPMDSharding::Kind::Manual:
    error = "a manual sharding has no mesh axes to map";
    return std::nullopt;
  case GSPMDSharding::Kind::Tuple:
    error = "a tuple sharding must be mapped element by element";
    return std::nullopt;
  case GSPMDSharding::Kind::Tiled:
    break;
  }

  if (sharding.getNumDataDims() != rank) {
    error = "the sharding tiles " + std::to_string(sharding.getNumDataDims()) +
            " dimensions but the tensor has rank " + std::to_string(rank);
    return std::nullopt;
  }
  int64_t meshSize = 1;
  for (const MeshAxis &axis : mesh)
    meshSize *= axis.size;
  if (meshSize != static_cast<int64_t>(sharding.devices.size())) {
    error = "the sharding spans " + std::to_string(sharding.devices.size()) +
            " devices but the mesh has " + std::to_string(meshSize);
    return std::nullopt;
  }

  // Size-1 axes do not affect the device order; try every order of the rest.
  SmallVector<int> order;
  for (auto [index, axis] : llvm::enumerate(mesh))
    if (axis.size > 1)
      order.push_back(static_cast<int>(index));
  if (order.size() > 8) {
    error = "meshes with more than 8 non-trivial axes are not supported";
    return std::nullopt;
  }
  do {
    std::optional<SmallVector<size_t>> ends =
        groupByTileDims(sharding.tileShape, mesh, order);
    if (!ends || !matchesDeviceOrder(sharding, mesh, order))
      continue;
    size_t begin = 0;
    int64_t numDataDims = sharding.getNumDataDims();
    for (auto [tileDim, end] : llvm::enumerate(*ends)) {
      for (size_t i = begin; i < end; ++i) {
        const std::string &name = mesh[order[i]].name;
        if (static_cast<int64_t>(tileDim) < numDataDims)
          result.dimAxes[tileDim].push_back(name);
        else if (sharding.subgroupKinds[tileDim - numDataDims] ==
                 GSPMDSharding::SubgroupKind::Manual)
          result.manualAxes.push_back(name);
        else
          result.replicatedAxes.push_back(name);
      }
      begin = end;
    }
    for (const MeshAxis &axis : mesh)
      if (axis.size == 1)
        result.replicatedAxes.push_back(axis.name);
    return result;
  } while (std::next_permutation(order.begin(), order.end()));

  error = "the device order of the sharding cannot be expressed with whole "
          "axes of the mesh";
  return std::nullopt;
}

/// Appends the prime factors of `n` in increasing order.
static void appendPrimeFactors(int64_t n, SmallVector<int64_t> &factors) {
  for (int64_t p = 2; p * p <= n; ++p)
    for (; n % p == 0; n /= p)
      factors.push_back(p);
  if (n > 1)
    factors.push_back(n);
}

std::optional<SmallVector<MeshAxis>>
osdp::inferMeshForGSPMDSharding(const GSPMDSharding &sharding, StringRef prefix,
                                std::string &error) {
  if (sharding.kind != GSPMDSharding::Kind::Tiled) {
    error = "only a tiled sharding determines a mesh";
    return std::nullopt;
  }
  auto makeMesh = [&](ArrayRef<int64_t> sizes) {
    SmallVector<MeshAxis> mesh;
    for (int64_t size : sizes)
      mesh.push_back({(prefix + llvm::Twine(mesh.size())).str(), size});
    return mesh;
  };
  // Candidate axis sizes: the tile dims themselves, then their prime factors
  // (needed when a transposed iota interleaves parts of one tile dim).
  SmallVector<SmallVector<int64_t>> candidates(2);
  for (int64_t size : sharding.tileShape) {
    if (size > 1)
      candidates[0].push_back(size);
    appendPrimeFactors(size, candidates[1]);
  }
  for (SmallVector<int64_t> &sizes : candidates) {
    if (sizes.size() > 8)
      continue;
    // The mesh lists axes in device order; try each order of the sizes until
    // the identity device numbering matches the tile assignment.
    SmallVector<int> perm(sizes.size());
    std::iota(perm.begin(), perm.end(), 0);
    do {
      SmallVector<int64_t> ordered;
      for (int index : perm)
        ordered.push_back(sizes[index]);
      SmallVector<MeshAxis> mesh = makeMesh(ordered);
      std::string ignored;
      if (mapGSPMDShardingToMesh(sharding, sharding.getNumDataDims(), mesh,
                                 ignored))
        return mesh;
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
  error = "no mesh of whole axes reproduces the sharding's device order";
  return std::nullopt;
}

std::optional<SmallVector<MeshAxis>> osdp::parseMeshAxes(StringRef text,
                                                         std::string &error) {
  SmallVector<MeshAxis> axes;
  llvm::StringSet<> seen;
  SmallVector<StringRef> items;
  text.split(items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    auto [name, size] = item.split(item.contains('=') ? '=' : ':');
    name = name.trim();
    int64_t value;
    if (name.empty() || size.trim().getAsInteger(10, value) || value < 1) {
      error = ("mesh axis '" + item.trim() +
               "' is not of the form name=size with size >= 1")
                  .str();
      return std::nullopt;
    }
    if (!seen.insert(name).second) {
      error = ("mesh axis '" + name + "' is listed twice").str();
      return std::nullopt;
    }
    axes.push_back({name.str(), value});
  }
  if (axes.empty()) {
    error = "the mesh has no axes";
    return std::nullopt;
  }
  return axes;
}
