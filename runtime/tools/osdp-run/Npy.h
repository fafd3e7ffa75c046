//===- Npy.h - NumPy .npy files ---------------------------------*- C++ -*-===//
//
// Reading and writing the arrays osdp-run exchanges with users: version 1-3
// headers, little-endian C-order data of the element types artifacts use.
// Truncated, Fortran-order or otherwise unreadable files are errors with a
// message, never a crash; writes go to a temporary file renamed into place.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_NPY_H
#define OSDP_RUN_NPY_H

#include <cstdint>
#include <string>
#include <vector>

namespace osdp::run {

struct Array {
  /// The element type as MLIR spells it (`f32`, `i32`, `ui8`, `i1`, ...).
  std::string dtype;
  std::vector<int64_t> shape;
  std::vector<char> data;

  int64_t numElements() const;
};

/// "f32[784x512]" ("f32[]" for a scalar), as messages name arrays.
std::string describeArray(const std::string &dtype,
                          const std::vector<int64_t> &shape);

/// The size in bytes of one element of `dtype`, or 0 if unsupported.
int64_t elementSize(const std::string &dtype);

/// The header of a .npy file: what it holds and where its data starts.
struct NpyFile {
  std::string dtype;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
};

/// Reads the header of `path` and checks that the file holds exactly the
/// data it announces (a truncated file is an error).
bool openNpy(const std::string &path, NpyFile &file, std::string &error);
/// The whole header of a .npy file of `dtype` and `shape` (version 1,
/// padded so that the data starts on a 64-byte boundary); false for an
/// element type .npy files cannot hold.
bool npyHeader(const std::string &dtype, const std::vector<int64_t> &shape,
               std::string &header);

bool writeNpy(const std::string &path, const Array &array, std::string &error);

} // namespace osdp::run

#endif // OSDP_RUN_NPY_H
