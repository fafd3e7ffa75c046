//===- Npy.cpp - NumPy .npy files -----------------------------------------===//

#include "Npy.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace osdp::run;

namespace {

struct DtypeName {
  const char *mlir;
  const char *numpy;
  int64_t size;
};

// NumPy has no bfloat16: those arrays are exchanged as raw 2-byte values
// ('<V2', what ml_dtypes saves).
const DtypeName kDtypes[] = {
    {"f32", "<f4", 4},  {"f64", "<f8", 8},  {"f16", "<f2", 2},
    {"bf16", "<V2", 2}, {"i8", "|i1", 1},   {"i16", "<i2", 2},
    {"i32", "<i4", 4},  {"i64", "<i8", 8},  {"ui8", "|u1", 1},
    {"ui16", "<u2", 2}, {"ui32", "<u4", 4}, {"ui64", "<u8", 8},
    {"i1", "|b1", 1}};

const DtypeName *byMlir(const std::string &name) {
  for (const DtypeName &d : kDtypes)
    if (name == d.mlir)
      return &d;
  return nullptr;
}

const DtypeName *byNumpy(std::string name) {
  // One-byte types may be written with either byte-order mark.
  if (name.size() == 3 && name[2] == '1' && name[0] != '|')
    name[0] = '|';
  if (name == "|V2")
    name = "<V2";
  for (const DtypeName &d : kDtypes)
    if (name == d.numpy)
      return &d;
  return nullptr;
}

/// The value of `key` in a header dict such as
/// `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`: a tuple
/// whole, anything else up to the next comma, without quotes and spaces.
std::string headerField(const std::string &header, const std::string &key) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos)
    return "";
  at = header.find(':', at);
  if (at == std::string::npos)
    return "";
  size_t start = header.find_first_not_of(' ', at + 1);
  if (start == std::string::npos)
    return "";
  size_t end = header[start] == '(' ? header.find(')', start) + 1
                                    : header.find_first_of(",}", start);
  std::string value = header.substr(start, end - start);
  size_t first = value.find_first_not_of(" '");
  size_t last = value.find_last_not_of(" '");
  return first == std::string::npos ? ""
                                    : value.substr(first, last - first + 1);
}

bool parseShape(const std::string &text, std::vector<int64_t> &shape) {
  if (text.empty() || text.front() != '(' || text.back() != ')')
    return false;
  std::stringstream items(text.substr(1, text.size() - 2));
  std::string item;
  while (std::getline(items, item, ',')) {
    size_t first = item.find_first_not_of(' ');
    if (first == std::string::npos)
      continue;
    char *end = nullptr;
    long long size = std::strtoll(item.c_str() + first, &end, 10);
    if (size < 0 || (*end != '\0' && *end != ' '))
      return false;
    shape.push_back(size);
  }
  return true;
}

} // namespace

int64_t Array::numElements() const {
  int64_t n = 1;
  for (int64_t size : shape)
    n *= size;
  return n;
}

std::string osdp::run::describeArray(const std::string &dtype,
                                     const std::vector<int64_t> &shape) {
  std::string text = dtype + "[";
  for (size_t d = 0; d < shape.size(); ++d)
    text += (d ? "x" : "") + std::to_string(shape[d]);
  return text + "]";
}

int64_t osdp::run::elementSize(const std::string &dtype) {
  const DtypeName *d = byMlir(dtype);
  return d ? d->size : 0;
}

bool osdp::run::openNpy(const std::string &path, NpyFile &file,
                        std::string &error) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    error = path + ": cannot open";
    return false;
  }
  uint64_t fileSize = static_cast<uint64_t>(in.tellg());
  in.seekg(0);
  // Only the header is read here: the data is read block by block.
  std::string prefix(std::min<uint64_t>(fileSize, 12), '\0');
  in.read(prefix.data(), prefix.size());
  if (prefix.size() < 10 || prefix.compare(0, 6, "\x93NUMPY") != 0) {
    error = path + ": not a .npy file";
    return false;
  }
  int major = (unsigned char)prefix[6];
  size_t lengthBytes = major == 1 ? 2 : 4;
  if (major < 1 || major > 3 || prefix.size() < 8 + lengthBytes) {
    error = path + ": unsupported .npy version " + std::to_string(major);
    return false;
  }
  size_t headerLength = 0;
  for (size_t i = 0; i < lengthBytes; ++i)
    headerLength |= size_t((unsigned char)prefix[8 + i]) << (8 * i);
  file.dataOffset = 8 + lengthBytes + headerLength;
  if (fileSize < file.dataOffset) {
    error = path + ": truncated header";
    return false;
  }
  std::string header(headerLength, '\0');
  in.seekg(8 + lengthBytes);
  in.read(header.data(), headerLength);
  const DtypeName *dtype = byNumpy(headerField(header, "descr"));
  if (!dtype) {
    error = path + ": unsupported element type '" +
            headerField(header, "descr") + "'";
    return false;
  }
  if (headerField(header, "fortran_order") != "False") {
    error = path + ": Fortran-order arrays are not supported; save a C-order "
                   "array (numpy.ascontiguousarray)";
    return false;
  }
  file.shape.clear();
  if (!parseShape(headerField(header, "shape"), file.shape)) {
    error = path + ": cannot read the shape in the header";
    return false;
  }
  file.dtype = dtype->mlir;
  // A header may claim any shape: its size must not wrap around to match
  // a short file (an empty one: 2^32 x 2^32 x 4 bytes is 0 mod 2^64).
  uint64_t bytes = dtype->size;
  for (int64_t size : file.shape)
    if (size < 0 || __builtin_mul_overflow(bytes, uint64_t(size), &bytes) ||
        bytes > uint64_t(INT64_MAX)) {
      error = path + ": the shape in the header is too large";
      return false;
    }
  if (fileSize - file.dataOffset != bytes) {
    error = path + ": holds " + std::to_string(fileSize - file.dataOffset) +
            " bytes of data, the header says " + std::to_string(bytes) +
            " (truncated?)";
    return false;
  }
  return true;
}

bool osdp::run::npyHeader(const std::string &dtypeName,
                          const std::vector<int64_t> &shape,
                          std::string &header) {
  const DtypeName *dtype = byMlir(dtypeName);
  if (!dtype)
    return false;
  std::string dims = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    dims += (i ? ", " : "") + std::to_string(shape[i]);
  dims += shape.size() == 1 ? ",)" : ")";
  std::string dict = std::string("{'descr': '") + dtype->numpy +
                     "', 'fortran_order': False, 'shape': " + dims + ", }";
  // Data starts on a 64-byte boundary; the header ends with a newline.
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  header = std::string("\x93NUMPY\x01\x00", 8);
  header += char(dict.size() & 0xFF);
  header += char(dict.size() >> 8);
  header += dict;
  return true;
}

bool osdp::run::writeNpy(const std::string &path, const Array &array,
                         std::string &error) {
  std::string header;
  if (!npyHeader(array.dtype, array.shape, header)) {
    error = path + ": cannot write element type " + array.dtype;
    return false;
  }
  std::string partial = path + ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(header.data(), header.size());
    out.write(array.data.data(), array.data.size());
    out.flush();
    if (!out) {
      out.close();
      std::remove(partial.c_str());
      error = path + ": write failed (disk full or no permission?)";
      return false;
    }
  }
  if (std::rename(partial.c_str(), path.c_str()) != 0) {
    std::remove(partial.c_str());
    error = path + ": cannot move the written file into place";
    return false;
  }
  return true;
}
