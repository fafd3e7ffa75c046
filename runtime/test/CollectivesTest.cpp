//===- CollectivesTest.cpp - The runtime's collectives under mpirun -------===//
//
// Usage: mpirun -np N osdp-runtime-test --mesh=2x3 [--devices=5,4,3,2,1,0]
//        mpirun -np N osdp-runtime-test --mesh=4 --error=CASE
//
// Runs every collective over every ordered list of mesh axes, along every
// dimension of rank-3 tensors, for every element type and reduction (the
// all_reduce, all_gather and reduce_scatter also as collectives in flight:
// started, then waited for), and sends and receives around a ring along
// every axis; it compares each output with what the definition of the call
// says.
// Every rank builds every rank's input (its values are a function of the
// rank, the element index and the case), so the expected output is computed
// here from the definition, element by element: the group comes from the
// mesh coordinates, not from the runtime's helpers, and nothing is packed.
// Rank 0 prints the number of checks (one per rank and call) per
// collective, summed over the ranks.
//
// --error=CASE makes one bad call, which must abort every rank with a
// message (test/Runtime/errors.test; the send and recv ones in
// collectives.test).
//
//===----------------------------------------------------------------------===//

#include "osdp/Runtime/Runtime.h"

#include <mpi.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace {

using Shape = std::vector<int64_t>;

//===----------------------------------------------------------------------===//
// Element types: values are small integers, exact in every type
//===----------------------------------------------------------------------===//

struct DType {
  int32_t code;
  const char *name;
  size_t size;
  bool isFloat;
  bool isUnsigned;
  /// Inputs of data movement lie in [-span/2, span/2): exact integers.
  int64_t span;
};

const DType dtypes[] = {
    {OSDP_RT_F32, "f32", 4, true, false, 1 << 20},
    {OSDP_RT_F64, "f64", 8, true, false, 1 << 20},
    {OSDP_RT_F16, "f16", 2, true, false, 2048},
    {OSDP_RT_BF16, "bf16", 2, true, false, 256},
    {OSDP_RT_I8, "i8", 1, false, false, 256},
    {OSDP_RT_I16, "i16", 2, false, false, 1 << 16},
    {OSDP_RT_I32, "i32", 4, false, false, 1 << 20},
    {OSDP_RT_I64, "i64", 8, false, false, int64_t(1) << 40},
    {OSDP_RT_U8, "u8", 1, false, true, 256},
    {OSDP_RT_U16, "u16", 2, false, true, 1 << 16},
    {OSDP_RT_U32, "u32", 4, false, true, 1 << 20},
    {OSDP_RT_U64, "u64", 8, false, true, int64_t(1) << 40},
    {OSDP_RT_PRED, "pred", 1, false, false, 2},
};

const char *kindNames[] = {"sum", "prod", "min", "max", "and", "or", "xor"};

bool isPred(const DType &t) { return t.code == OSDP_RT_PRED; }

/// The bits of a float whose value is an integer exactly representable in
/// a 16-bit format with `mantissaBits` explicit mantissa bits and exponent
/// bias `bias`.
uint16_t exactSmallFloat(int64_t value, int mantissaBits, int bias) {
  if (value == 0)
    return 0;
  uint16_t sign = value < 0 ? 0x8000 : 0;
  uint64_t magnitude = value < 0 ? uint64_t(-value) : uint64_t(value);
  int exponent = 63 - __builtin_clzll(magnitude);
  uint64_t mantissa;
  if (exponent <= mantissaBits) {
    mantissa = magnitude << (mantissaBits - exponent);
  } else {
    if (magnitude & ((uint64_t(1) << (exponent - mantissaBits)) - 1)) {
      std::fprintf(stderr, "test bug: %lld is not exact\n", (long long)value);
      std::abort();
    }
    mantissa = magnitude >> (exponent - mantissaBits);
  }
  mantissa &= (uint64_t(1) << mantissaBits) - 1;
  return sign | uint16_t((exponent + bias) << mantissaBits) |
         uint16_t(mantissa);
}

/// Stores integer `value` as one element of `t` at `to`.
void store(const DType &t, int64_t value, uint8_t *to) {
  switch (t.code) {
  case OSDP_RT_F32: {
    float v = float(value);
    std::memcpy(to, &v, 4);
    break;
  }
  case OSDP_RT_F64: {
    double v = double(value);
    std::memcpy(to, &v, 8);
    break;
  }
  case OSDP_RT_I8:
  case OSDP_RT_I16:
  case OSDP_RT_I32:
  case OSDP_RT_I64:
  case OSDP_RT_U8:
  case OSDP_RT_U16:
  case OSDP_RT_U32:
  case OSDP_RT_U64: {
    // The value modulo 2^bits: it wraps as the type's arithmetic does.
    uint64_t v = uint64_t(value);
    uint8_t v8 = uint8_t(v);
    uint16_t v16 = uint16_t(v);
    uint32_t v32 = uint32_t(v);
    const void *from = t.size == 1   ? (const void *)&v8
                       : t.size == 2 ? (const void *)&v16
                       : t.size == 4 ? (const void *)&v32
                                     : (const void *)&v;
    std::memcpy(to, from, t.size);
    break;
  }
  case OSDP_RT_F16: {
    uint16_t v = exactSmallFloat(value, 10, 15);
    std::memcpy(to, &v, 2);
    break;
  }
  case OSDP_RT_BF16: {
    uint16_t v = exactSmallFloat(value, 7, 127);
    std::memcpy(to, &v, 2);
    break;
  }
  case OSDP_RT_PRED:
    *to = value != 0;
    break;
  }
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

uint64_t mix(uint64_t rank, uint64_t index, uint64_t seed) {
  uint64_t h = rank * 0x9E3779B97F4A7C15ull ^ index * 0xC2B2AE3D27D4EB4Full ^
               (seed + 1) * 0x165667B19E3779F9ull;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 32;
  return h;
}

/// The input value of `rank` at flat `index` in case `seed`; `kind` < 0 for
/// data movement.
int64_t inputValue(const DType &t, int kind, int rank, int64_t index,
                   uint64_t seed) {
  uint64_t h = mix(uint64_t(rank), uint64_t(index), seed);
  if (isPred(t) && kind < 0)
    return h % 2;
  if (isPred(t))
    return kind == OSDP_RT_PROD || kind == OSDP_RT_MIN || kind == OSDP_RT_AND
               ? h % 5 != 0 // mostly true, so that `and` is not always false
               : h % 5 == 0;
  if (kind < 0)
    return int64_t(h % uint64_t(t.span)) - t.span / 2;
  // Unsigned types get non-negative values, so that min and max order them
  // as integers do.
  if (kind == OSDP_RT_PROD) { // products of eight stay exact in bf16
    static const int64_t factors[] = {-2, -1, 1, 2};
    return t.isUnsigned ? 1 + int64_t(h % 2) : factors[h % 4];
  }
  return int64_t(h % 17) - (t.isUnsigned ? 0 : 8);
}

/// The reduction of `values` by the definition of `kind` on type `t`.
int64_t reduce(const DType &t, int kind, const std::vector<int64_t> &values) {
  int64_t result = values[0];
  for (size_t i = 1; i < values.size(); ++i) {
    int64_t v = values[i];
    if (isPred(t)) {
      bool a = result != 0, b = v != 0;
      switch (kind) {
      case OSDP_RT_SUM: // or
      case OSDP_RT_MAX:
      case OSDP_RT_OR:
        result = a || b;
        break;
      case OSDP_RT_PROD: // and
      case OSDP_RT_MIN:
      case OSDP_RT_AND:
        result = a && b;
        break;
      case OSDP_RT_XOR:
        result = a != b;
        break;
      }
      continue;
    }
    switch (kind) {
    case OSDP_RT_SUM:
      result += v;
      break;
    case OSDP_RT_PROD:
      result *= v;
      break;
    case OSDP_RT_MIN:
      result = v < result ? v : result;
      break;
    case OSDP_RT_MAX:
      result = v > result ? v : result;
      break;
    case OSDP_RT_AND:
      result &= v;
      break;
    case OSDP_RT_OR:
      result |= v;
      break;
    case OSDP_RT_XOR:
      result ^= v;
      break;
    }
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Tensors and descriptors
//===----------------------------------------------------------------------===//

int64_t numElements(const Shape &shape) {
  int64_t n = 1;
  for (int64_t size : shape)
    n *= size;
  return n;
}

Shape delinearize(int64_t index, const Shape &shape) {
  Shape coords(shape.size());
  for (size_t i = shape.size(); i-- > 0;) {
    coords[i] = index % shape[i];
    index /= shape[i];
  }
  return coords;
}

int64_t linearize(const Shape &coords, const Shape &shape) {
  int64_t index = 0;
  for (size_t i = 0; i < shape.size(); ++i)
    index = index * shape[i] + coords[i];
  return index;
}

std::string shapeText(const Shape &shape) {
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text.empty() ? "scalar" : text;
}

/// A dense tensor of bytes; its elements start `offset` elements into the
/// buffer, so that descriptors with an offset are exercised.
struct Buffer {
  Shape shape;
  size_t elementSize;
  int64_t offset;
  std::vector<uint8_t> bytes;

  Buffer(Shape shape, size_t elementSize, int64_t offset = 0)
      : shape(std::move(shape)), elementSize(elementSize), offset(offset),
        bytes((numElements(this->shape) + offset) * elementSize, 0xAB) {}
  uint8_t *data() { return bytes.data() + offset * elementSize; }
  uint8_t *at(int64_t index) { return data() + index * elementSize; }
};

/// An unranked memref descriptor over a buffer: the ranked descriptor is
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct Memref {
  std::vector<int64_t> words;
  osdp_rt_unranked_memref memref;

  Memref(Buffer &buffer, Shape strides = {}) {
    const Shape &shape = buffer.shape;
    if (strides.empty()) {
      strides.assign(shape.size(), 1);
      for (size_t i = shape.size(); i-- > 1;)
        strides[i - 1] = strides[i] * shape[i];
    }
    words.push_back(int64_t(reinterpret_cast<intptr_t>(buffer.bytes.data())));
    words.push_back(int64_t(reinterpret_cast<intptr_t>(buffer.bytes.data())));
    words.push_back(buffer.offset);
    words.insert(words.end(), shape.begin(), shape.end());
    words.insert(words.end(), strides.begin(), strides.end());
    memref.rank = int64_t(shape.size());
    memref.descriptor = words.data();
  }
  osdp_rt_unranked_memref *get() { return &memref; }
};

//===----------------------------------------------------------------------===//
// The mesh and its groups, from the definition
//===----------------------------------------------------------------------===//

struct TestMesh {
  Shape sizes;
  Shape devices;    // the rank at each mesh position
  Shape positionOf; // the mesh position of each rank
};

/// The ranks of `rank`'s group over `axes`, by position: the devices whose
/// coordinates on the other axes equal `rank`'s, ordered by their
/// coordinates on `axes` (major first).
std::vector<int> groupOf(const TestMesh &mesh, const std::vector<int> &axes,
                         int rank) {
  int64_t size = 1;
  for (int axis : axes)
    size *= mesh.sizes[axis];
  std::vector<int> members(size, -1);
  Shape mine = delinearize(mesh.positionOf[rank], mesh.sizes);
  for (size_t q = 0; q < mesh.devices.size(); ++q) {
    Shape theirs = delinearize(mesh.positionOf[q], mesh.sizes);
    bool same = true;
    for (size_t i = 0; i < mesh.sizes.size(); ++i) {
      bool listed = false;
      for (int axis : axes)
        listed |= axis == int(i);
      same &= listed || theirs[i] == mine[i];
    }
    if (!same)
      continue;
    int64_t position = 0;
    for (int axis : axes)
      position = position * mesh.sizes[axis] + theirs[axis];
    members[position] = int(q);
  }
  return members;
}

int64_t axesCode(const std::vector<int> &axes) {
  int64_t code = 0;
  for (int axis : axes)
    code = code * 16 + axis + 1;
  return code;
}

/// Every ordered list of distinct axes, the empty one first.
void orderedAxisLists(int numAxes, std::vector<int> &prefix,
                      std::vector<std::vector<int>> &lists) {
  lists.push_back(prefix);
  for (int axis = 0; axis < numAxes; ++axis) {
    bool used = false;
    for (int other : prefix)
      used |= other == axis;
    if (used)
      continue;
    prefix.push_back(axis);
    orderedAxisLists(numAxes, prefix, lists);
    prefix.pop_back();
  }
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

struct Checker {
  int rank;
  std::vector<std::string> names; // collectives, in first-use order
  std::map<std::string, std::pair<int64_t, int64_t>> counts; // passed, failed
  int printed = 0;

  /// Compares `got` with `expected` (both dense, same shape).
  void check(const std::string &collective, const std::string &what,
             Buffer &got, Buffer &expected) {
    if (!counts.count(collective))
      names.push_back(collective);
    auto &count = counts[collective];
    int64_t n = numElements(expected.shape);
    size_t size = expected.elementSize;
    for (int64_t i = 0; i < n; ++i) {
      if (std::memcmp(got.at(i), expected.at(i), size) == 0)
        continue;
      ++count.second;
      if (printed++ < 10) {
        uint64_t g = 0, e = 0;
        std::memcpy(&g, got.at(i), size);
        std::memcpy(&e, expected.at(i), size);
        std::fprintf(stderr,
                     "FAILED on rank %d: %s %s: element %lld (of shape %s) "
                     "is 0x%llx, expected 0x%llx\n",
                     rank, collective.c_str(), what.c_str(), (long long)i,
                     shapeText(expected.shape).c_str(), (unsigned long long)g,
                     (unsigned long long)e);
      }
      return;
    }
    ++count.first;
  }
};

struct Suite {
  TestMesh mesh;
  int rank;
  Checker checker;
  uint64_t seed = 0;

  /// Every rank's input of shape `shape` for this case, by rank.
  std::vector<Buffer> inputs(const DType &t, int kind, const Shape &shape) {
    ++seed;
    std::vector<Buffer> result;
    for (size_t r = 0; r < mesh.devices.size(); ++r) {
      result.emplace_back(shape, t.size, /*offset=*/int64_t(r % 3));
      for (int64_t i = 0, e = numElements(shape); i < e; ++i)
        store(t, inputValue(t, kind, int(r), i, seed), result.back().at(i));
    }
    return result;
  }

  /// The integer input value of `rank` at `index` in the current case.
  int64_t value(const DType &t, int kind, int rank, int64_t index) {
    return inputValue(t, kind, rank, index, seed);
  }

  std::string describe(const DType &t, const std::vector<int> &axes,
                       const std::string &rest) {
    std::string text = std::string(t.name) + " over {";
    for (size_t i = 0; i < axes.size(); ++i)
      text += (i ? "," : "") + std::to_string(axes[i]);
    return text + "} " + rest;
  }

  void allGather(const DType &t, const std::vector<int> &axes,
                 const Shape &base, bool inFlight) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    int64_t g = int64_t(group.size());
    for (int64_t dim = 0; dim < int64_t(base.size()); ++dim) {
      std::vector<Buffer> in = inputs(t, -1, base);
      Shape outShape = base;
      outShape[dim] *= g;
      Buffer out(outShape, t.size, 1), expected(outShape, t.size);
      // out[i] = input of group[i_dim / n] at i with i_dim mod n.
      for (int64_t i = 0, e = numElements(outShape); i < e; ++i) {
        Shape c = delinearize(i, outShape);
        int from = group[c[dim] / base[dim]];
        c[dim] %= base[dim];
        store(t, value(t, -1, from, linearize(c, base)), expected.at(i));
      }
      Memref inRef(in[rank]), outRef(out);
      if (inFlight)
        _mlir_ciface_osdp_rt_wait(
            _mlir_ciface_osdp_rt_all_gather_start(inRef.get(), outRef.get(),
                                                  t.code, dim, axesCode(axes)),
            inRef.get(), outRef.get(), t.code);
      else
        _mlir_ciface_osdp_rt_all_gather(inRef.get(), outRef.get(), t.code, dim,
                                        axesCode(axes));
      checker.check(inFlight ? "all_gather (in flight)" : "all_gather",
                    describe(t, axes, "dim " + std::to_string(dim)), out,
                    expected);
    }
  }

  void reduceScatter(const DType &t, const std::vector<int> &axes,
                     const Shape &base, int kind, bool inFlight) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    int64_t g = int64_t(group.size());
    int64_t position = 0;
    while (group[position] != rank)
      ++position;
    for (int64_t dim = 0; dim < int64_t(base.size()); ++dim) {
      Shape inShape = base;
      inShape[dim] *= g;
      std::vector<Buffer> in = inputs(t, kind, inShape);
      Buffer out(base, t.size, 2), expected(base, t.size);
      // out[i] = reduction over the group of input[i + position * n].
      for (int64_t i = 0, e = numElements(base); i < e; ++i) {
        Shape c = delinearize(i, base);
        c[dim] += position * base[dim];
        std::vector<int64_t> values;
        for (int member : group)
          values.push_back(value(t, kind, member, linearize(c, inShape)));
        store(t, reduce(t, kind, values), expected.at(i));
      }
      Memref inRef(in[rank]), outRef(out);
      if (inFlight)
        _mlir_ciface_osdp_rt_wait(
            _mlir_ciface_osdp_rt_reduce_scatter_start(
                inRef.get(), outRef.get(), t.code, kind, dim, axesCode(axes)),
            inRef.get(), outRef.get(), t.code);
      else
        _mlir_ciface_osdp_rt_reduce_scatter(inRef.get(), outRef.get(), t.code,
                                            kind, dim, axesCode(axes));
      checker.check(inFlight ? "reduce_scatter (in flight)" : "reduce_scatter",
                    describe(t, axes,
                             std::string(kindNames[kind]) + " dim " +
                                 std::to_string(dim)),
                    out, expected);
    }
  }

  void allToAll(const DType &t, const std::vector<int> &axes,
                const Shape &base) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    int64_t g = int64_t(group.size());
    int64_t position = 0;
    while (group[position] != rank)
      ++position;
    for (int64_t split = 0; split < int64_t(base.size()); ++split) {
      for (int64_t concat = 0; concat < int64_t(base.size()); ++concat) {
        Shape inShape = base, outShape = base;
        inShape[split] *= g;
        outShape[concat] *= g;
        std::vector<Buffer> in = inputs(t, -1, inShape);
        Buffer out(outShape, t.size), expected(outShape, t.size);
        // Block j of the output along `concat` is block `position` along
        // `split` of group[j]'s input.
        for (int64_t i = 0, e = numElements(outShape); i < e; ++i) {
          Shape c = delinearize(i, outShape);
          int from = group[c[concat] / base[concat]];
          c[concat] %= base[concat];
          c[split] += position * base[split];
          store(t, value(t, -1, from, linearize(c, inShape)), expected.at(i));
        }
        Memref inRef(in[rank]), outRef(out);
        _mlir_ciface_osdp_rt_all_to_all(inRef.get(), outRef.get(), t.code,
                                        split, concat, axesCode(axes));
        checker.check("all_to_all",
                      describe(t, axes,
                               "split " + std::to_string(split) + " concat " +
                                   std::to_string(concat)),
                      out, expected);
      }
    }
  }

  /// What an all_reduce over `group` of the current case's inputs of shape
  /// `shape` gives: each element reduced over the group's members.
  Buffer reducedOverGroup(const DType &t, const std::vector<int> &group,
                          const Shape &shape, int kind) {
    Buffer expected(shape, t.size);
    for (int64_t i = 0, e = numElements(shape); i < e; ++i) {
      std::vector<int64_t> values;
      for (int member : group)
        values.push_back(value(t, kind, member, i));
      store(t, reduce(t, kind, values), expected.at(i));
    }
    return expected;
  }

  void allReduce(const DType &t, const std::vector<int> &axes,
                 const Shape &shape, int kind, bool inPlace) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    std::vector<Buffer> in = inputs(t, kind, shape);
    Buffer out(shape, t.size);
    Buffer expected = reducedOverGroup(t, group, shape, kind);
    Buffer &result = inPlace ? in[rank] : out;
    Memref inRef(in[rank]), outRef(result);
    _mlir_ciface_osdp_rt_all_reduce(inRef.get(), outRef.get(), t.code, kind,
                                    axesCode(axes));
    checker.check(
        inPlace ? "all_reduce (in place)" : "all_reduce",
        describe(t, axes,
                 std::string(kindNames[kind]) + " " + shapeText(shape)),
        result, expected);
  }

  /// Two all_reduces in flight at once, `shape`'s and a scalar's, waited
  /// for in the other order than they were issued.
  void allReduceInFlight(const DType &t, const std::vector<int> &axes,
                         const Shape &shape, int kind) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    // Each case's expected values before the next case's inputs.
    std::vector<Buffer> in = inputs(t, kind, shape);
    Buffer out(shape, t.size);
    Buffer expected = reducedOverGroup(t, group, shape, kind);
    std::vector<Buffer> scalarIn = inputs(t, kind, {});
    Buffer scalarOut({}, t.size);
    Buffer scalarExpected = reducedOverGroup(t, group, {}, kind);
    Memref inRef(in[rank]), outRef(out);
    Memref scalarInRef(scalarIn[rank]), scalarOutRef(scalarOut);
    int64_t first = _mlir_ciface_osdp_rt_all_reduce_start(
        inRef.get(), outRef.get(), t.code, kind, axesCode(axes));
    int64_t second = _mlir_ciface_osdp_rt_all_reduce_start(
        scalarInRef.get(), scalarOutRef.get(), t.code, kind, axesCode(axes));
    _mlir_ciface_osdp_rt_wait(second, scalarInRef.get(), scalarOutRef.get(),
                              t.code);
    _mlir_ciface_osdp_rt_wait(first, inRef.get(), outRef.get(), t.code);
    std::string what = std::string(kindNames[kind]) + " " + shapeText(shape);
    checker.check("all_reduce (in flight)", describe(t, axes, what), out,
                  expected);
    checker.check("all_reduce (in flight)", describe(t, axes, what + " scalar"),
                  scalarOut, scalarExpected);
  }

  /// `pairs` of (source, target) group positions.
  void permute(const DType &t, const std::vector<int> &axes, const Shape &shape,
               const std::string &name, const std::vector<int64_t> &pairs,
               bool inPlace) {
    std::vector<int> group = groupOf(mesh, axes, rank);
    int64_t position = 0;
    while (group[position] != rank)
      ++position;
    std::vector<Buffer> in = inputs(t, -1, shape);
    Buffer out(shape, t.size), expected(shape, t.size);
    int source = -1;
    for (size_t i = 0; i < pairs.size(); i += 2)
      if (pairs[i + 1] == position)
        source = group[pairs[i]];
    for (int64_t i = 0, e = numElements(shape); i < e; ++i)
      store(t, source < 0 ? 0 : value(t, -1, source, i), expected.at(i));
    Buffer pairBuffer({int64_t(pairs.size() / 2), 2}, sizeof(int64_t));
    if (!pairs.empty())
      std::memcpy(pairBuffer.data(), pairs.data(),
                  pairs.size() * sizeof(int64_t));
    Buffer &result = inPlace ? in[rank] : out;
    Memref inRef(in[rank]), outRef(result), pairRef(pairBuffer);
    _mlir_ciface_osdp_rt_collective_permute(inRef.get(), outRef.get(), t.code,
                                            axesCode(axes), pairRef.get());
    checker.check(inPlace ? "collective_permute (in place)"
                          : "collective_permute",
                  describe(t, axes, name), result, expected);
  }

  void permutations(const DType &t, const std::vector<int> &axes,
                    const Shape &shape) {
    int64_t g = int64_t(groupOf(mesh, axes, rank).size());
    std::vector<int64_t> ring, back, identity, swaps, none;
    for (int64_t i = 0; i < g; ++i) {
      ring.insert(ring.end(), {i, (i + 1) % g});
      identity.insert(identity.end(), {i, i});
      if (i > 0) // the last position receives nothing, the first sends
        back.insert(back.end(), {i, i - 1}); // nothing
      if (i % 2 == 1) // an odd group's last position keeps nothing
        swaps.insert(swaps.end(), {i - 1, i, i, i - 1});
    }
    permute(t, axes, shape, "ring", ring, false);
    permute(t, axes, shape, "ring", ring, true);
    permute(t, axes, shape, "shift back", back, false);
    permute(t, axes, shape, "shift back", back, true);
    permute(t, axes, shape, "identity", identity, false);
    permute(t, axes, shape, "swaps", swaps, false);
    permute(t, axes, shape, "no pairs", none, false);
  }

  void run() {
    const Shape base = {3, 2, 5};
    std::vector<std::vector<int>> lists;
    std::vector<int> prefix;
    orderedAxisLists(int(mesh.sizes.size()), prefix, lists);
    for (const std::vector<int> &axes : lists) {
      for (const DType &t : dtypes) {
        int numKinds = t.isFloat ? 4 : 7;
        for (bool inFlight : {false, true}) {
          allGather(t, axes, base, inFlight);
          for (int kind = 0; kind < numKinds; ++kind)
            reduceScatter(t, axes, base, kind, inFlight);
        }
        allToAll(t, axes, base);
        for (int kind = 0; kind < numKinds; ++kind) {
          allReduce(t, axes, base, kind, false);
          allReduce(t, axes, base, kind, true);
          allReduce(t, axes, {}, kind, false); // a scalar
          allReduceInFlight(t, axes, base, kind);
        }
        permutations(t, axes, base);
      }
    }
  }

  /// Sums that round in f16 and bf16: position 0 holds `a`, position 1
  /// holds `b`, every other position the identity of `kind`, so that the
  /// result is round(a op b) in any order of reduction.
  void rounding() {
    struct Case {
      int32_t dtype;
      int kind;
      uint16_t a, b, identity, expected;
      const char *what;
    };
    const Case cases[] = {
        {OSDP_RT_BF16, OSDP_RT_SUM, 0x3F80, 0x3B80, 0, 0x3F80,
         "1 + 2^-8 ties to even 1"},
        {OSDP_RT_BF16, OSDP_RT_SUM, 0x3F81, 0x3B80, 0, 0x3F82,
         "(1 + 2^-7) + 2^-8 ties to even 1 + 2^-6"},
        {OSDP_RT_BF16, OSDP_RT_SUM, 0x3F80, 0x3BC0, 0, 0x3F81,
         "1 + 1.5 * 2^-8 rounds up"},
        {OSDP_RT_BF16, OSDP_RT_SUM, 0x7F7F, 0x7F7F, 0, 0x7F80,
         "max + max overflows to infinity"},
        {OSDP_RT_F16, OSDP_RT_SUM, 0x3C00, 0x1000, 0, 0x3C00,
         "1 + 2^-11 ties to even 1"},
        {OSDP_RT_F16, OSDP_RT_SUM, 0x3C01, 0x1000, 0, 0x3C02,
         "(1 + 2^-10) + 2^-11 ties to even 1 + 2^-9"},
        {OSDP_RT_F16, OSDP_RT_SUM, 0x7BFF, 0x4800, 0, 0x7BFF,
         "65504 + 8 rounds down to 65504"},
        {OSDP_RT_F16, OSDP_RT_SUM, 0x7BFF, 0x4C00, 0, 0x7C00,
         "65504 + 16 ties to even infinity"},
        {OSDP_RT_F16, OSDP_RT_PROD, 0x0C00, 0x0E00, 0x3C00, 0x0002,
         "2^-12 * 1.5 * 2^-12 ties to even subnormal 2 * 2^-24"},
        {OSDP_RT_F16, OSDP_RT_PROD, 0x0C00, 0x0D00, 0x3C00, 0x0001,
         "2^-12 * 1.25 * 2^-12 rounds to subnormal 2^-24"},
        {OSDP_RT_F16, OSDP_RT_PROD, 0x0C00, 0x0800, 0x3C00, 0x0000,
         "2^-12 * 2^-13 ties to even zero"},
        {OSDP_RT_F16, OSDP_RT_MAX, 0xC000, 0x3800, 0xFC00, 0x3800,
         "max(-2, 0.5)"},
        {OSDP_RT_BF16, OSDP_RT_MIN, 0xC000, 0x3F00, 0x7F80, 0xC000,
         "min(-2, 0.5)"},
    };
    std::vector<int> all;
    for (int axis = 0; axis < int(mesh.sizes.size()); ++axis)
      all.push_back(axis);
    std::vector<int> group = groupOf(mesh, all, rank);
    int64_t position = 0;
    while (group[position] != rank)
      ++position;
    for (const Case &c : cases) {
      Buffer in({1}, 2), out({1}, 2), expected({1}, 2);
      uint16_t mine = position == 0 ? c.a : position == 1 ? c.b : c.identity;
      std::memcpy(in.data(), &mine, 2);
      std::memcpy(expected.data(), &c.expected, 2);
      Memref inRef(in), outRef(out);
      _mlir_ciface_osdp_rt_all_reduce(inRef.get(), outRef.get(), c.dtype,
                                      c.kind, axesCode(all));
      checker.check("rounding", c.what, out, expected);
    }
  }

  /// Along `axis`, every device sends two inputs to the next position and
  /// receives the previous one's (a ring), the second first: the tags, not
  /// the order, match them. Sends do not wait for their receiver.
  void sendRecv(const DType &t, int axis, const Shape &shape) {
    std::vector<int> group = groupOf(mesh, {axis}, rank);
    int64_t g = int64_t(group.size());
    int64_t position = 0;
    while (group[position] != rank)
      ++position;
    int64_t next = (position + 1) % g, previous = (position + g - 1) % g;
    // Each input's values follow from the seed `inputs` draws.
    std::vector<Buffer> in = inputs(t, -1, shape);
    Buffer expected(shape, t.size), otherExpected(shape, t.size);
    for (int64_t i = 0, e = numElements(shape); i < e; ++i)
      store(t, value(t, -1, group[previous], i), expected.at(i));
    std::vector<Buffer> second = inputs(t, -1, shape);
    for (int64_t i = 0, e = numElements(shape); i < e; ++i)
      store(t, value(t, -1, group[previous], i), otherExpected.at(i));
    Buffer out(shape, t.size, 1), other(shape, t.size, 1);
    Memref inRef(in[rank]), secondRef(second[rank]), outRef(out),
        otherRef(other);
    int64_t code = axesCode({axis});
    _mlir_ciface_osdp_rt_send(inRef.get(), t.code, code, next, 1);
    _mlir_ciface_osdp_rt_send(secondRef.get(), t.code, code, next, 2);
    _mlir_ciface_osdp_rt_recv(otherRef.get(), t.code, code, previous, 2);
    _mlir_ciface_osdp_rt_recv(outRef.get(), t.code, code, previous, 1);
    checker.check("send/recv", describe(t, {axis}, shapeText(shape)), other,
                  otherExpected);
    checker.check("send/recv", describe(t, {axis}, shapeText(shape)), out,
                  expected);
  }

  /// send/recv along every axis that has more than one device.
  void pointToPoint() {
    for (int axis = 0; axis < int(mesh.sizes.size()); ++axis) {
      if (mesh.sizes[axis] == 1)
        continue;
      for (const DType &t : dtypes) {
        sendRecv(t, axis, {3, 2, 5});
        sendRecv(t, axis, {}); // a scalar
      }
    }
  }
};

//===----------------------------------------------------------------------===//
// Bad calls
//===----------------------------------------------------------------------===//

int badCall(const std::string &error, int numAxes) {
  int64_t all = 0;
  for (int axis = 0; axis < numAxes; ++axis)
    all = all * 16 + axis + 1;
  if (error == "noncontiguous") {
    // A transposed view: shape 3x4 with column-major strides.
    Buffer in({3, 4}, 4), out({3, 4}, 4);
    Memref inRef(in, {1, 3}), outRef(out);
    _mlir_ciface_osdp_rt_all_reduce(inRef.get(), outRef.get(), OSDP_RT_F32,
                                    OSDP_RT_SUM, all);
  } else if (error == "shape") {
    // The output of an all_gather along dimension 0 that forgot to grow.
    Buffer in({3, 2, 5}, 4), out({3, 2, 5}, 4);
    Memref inRef(in), outRef(out);
    _mlir_ciface_osdp_rt_all_gather(inRef.get(), outRef.get(), OSDP_RT_F32, 0,
                                    all);
  } else if (error == "kind") {
    Buffer in({4}, 4), out({4}, 4);
    Memref inRef(in), outRef(out);
    _mlir_ciface_osdp_rt_all_reduce(inRef.get(), outRef.get(), OSDP_RT_F32,
                                    OSDP_RT_XOR, all);
  } else if (error == "axes") {
    Buffer in({4}, 4), out({4}, 4);
    Memref inRef(in), outRef(out);
    _mlir_ciface_osdp_rt_all_reduce(inRef.get(), outRef.get(), OSDP_RT_F32,
                                    OSDP_RT_SUM, 0x11);
  } else if (error == "wait-handle") {
    // A wait for a collective nobody started.
    Buffer in({4}, 4), out({4}, 4);
    Memref inRef(in), outRef(out);
    _mlir_ciface_osdp_rt_wait(42, inRef.get(), outRef.get(), OSDP_RT_F32);
  } else if (error == "wait-buffers") {
    // A wait given another output than its start was.
    Buffer in({4}, 4), out({4}, 4), other({4}, 4);
    Memref inRef(in), outRef(out), otherRef(other);
    int64_t handle = _mlir_ciface_osdp_rt_all_reduce_start(
        inRef.get(), outRef.get(), OSDP_RT_F32, OSDP_RT_SUM, all);
    _mlir_ciface_osdp_rt_wait(handle, inRef.get(), otherRef.get(), OSDP_RT_F32);
  } else if (error == "recv-size") {
    // On a 1-D mesh of two: rank 1 expects more than rank 0 sends. Rank 0
    // then waits for a reply that never comes, until the abort ends it.
    Buffer small({4}, 4), large({8}, 4);
    Memref smallRef(small), largeRef(large);
    if (osdp_rt_rank() == 0)
      _mlir_ciface_osdp_rt_send_f32(smallRef.get(), all, 1, 0);
    _mlir_ciface_osdp_rt_recv_f32(largeRef.get(), all,
                                  osdp_rt_rank() == 0 ? 1 : 0, 0);
  } else if (error == "peer") {
    // On a 1-D mesh, a rank's position is its rank: a send to itself.
    Buffer in({4}, 4);
    Memref inRef(in);
    _mlir_ciface_osdp_rt_send_f32(inRef.get(), all, osdp_rt_rank(), 0);
  } else if (error == "abort") {
    osdp_rt_abort("giving up");
  } else {
    std::fprintf(stderr, "unknown error case %s\n", error.c_str());
    return 2;
  }
  std::printf("the bad call returned\n");
  return 1;
}

Shape parseList(const std::string &text, char separator) {
  Shape values;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(separator, start);
    if (end == std::string::npos)
      end = text.size();
    values.push_back(std::atoll(text.substr(start, end - start).c_str()));
    start = end + 1;
  }
  return values;
}

} // namespace

int main(int argc, char **argv) {
  TestMesh mesh;
  std::string error;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--mesh=", 0) == 0)
      mesh.sizes = parseList(arg.substr(7), 'x');
    else if (arg.rfind("--devices=", 0) == 0)
      mesh.devices = parseList(arg.substr(10), ',');
    else if (arg.rfind("--error=", 0) == 0)
      error = arg.substr(8);
  }
  if (mesh.sizes.empty()) {
    std::fprintf(stderr,
                 "usage: %s --mesh=AxB... [--devices=I,J,...] "
                 "[--error=CASE]\n",
                 argv[0]);
    return 2;
  }
  if (osdp_rt_init(&argc, &argv, int32_t(mesh.sizes.size()), mesh.sizes.data(),
                   mesh.devices.empty() ? nullptr : mesh.devices.data()) != 0)
    return 1;
  if (!error.empty())
    return badCall(error, int(mesh.sizes.size()));

  int rank = osdp_rt_rank(), numRanks = osdp_rt_num_ranks();
  if (mesh.devices.empty())
    for (int r = 0; r < numRanks; ++r)
      mesh.devices.push_back(r);
  mesh.positionOf.assign(numRanks, 0);
  for (int p = 0; p < numRanks; ++p)
    mesh.positionOf[mesh.devices[p]] = p;

  Suite suite{mesh, rank, Checker{rank}};
  int worldRank = -1, worldSize = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
  bool identity = worldRank == rank && worldSize == numRanks &&
                  osdp_rt_partition_id() == rank;
  suite.checker.names.push_back("ranks");
  suite.checker.counts["ranks"] = {identity ? 1 : 0, identity ? 0 : 1};

  suite.run();
  suite.rounding();
  suite.pointToPoint();

  int64_t totalPassed = 0, totalFailed = 0;
  if (rank == 0)
    std::printf("mesh %s, devices %s\n", shapeText(mesh.sizes).c_str(),
                [&] {
                  std::string text;
                  for (size_t i = 0; i < mesh.devices.size(); ++i)
                    text += (i ? "," : "") + std::to_string(mesh.devices[i]);
                  return text;
                }()
                    .c_str());
  for (const std::string &name : suite.checker.names) {
    int64_t local[2] = {suite.checker.counts[name].first,
                        suite.checker.counts[name].second};
    int64_t sums[2] = {0, 0};
    MPI_Reduce(local, sums, 2, MPI_INT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    totalPassed += sums[0];
    totalFailed += sums[1];
    if (rank == 0)
      std::printf("%s: %lld checks passed, %lld failed\n", name.c_str(),
                  (long long)sums[0], (long long)sums[1]);
  }
  if (rank == 0)
    std::printf("total: %lld checks passed, %lld failed\n",
                (long long)totalPassed, (long long)totalFailed);
  std::fflush(stdout);
  int failed = totalFailed != 0;
  MPI_Bcast(&failed, 1, MPI_INT, 0, MPI_COMM_WORLD);
  osdp_rt_finalize();
  return failed;
}
