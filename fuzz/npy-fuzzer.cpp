//===- npy-fuzzer.cpp - osdp-run's .npy reader ----------------------------===//
//
// Input: a .npy file, as a user hands osdp-run an input. The header reader
// must refuse what it cannot read with a message; what it accepts must
// announce a size that fits in 64 bits (osdp-run computes with it), and
// written back with its data it must read back as the same array.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "Npy.h"

#include <string>

using namespace osdp::run;

[[noreturn]] static void fail(const std::string &message) {
  osdp::fuzz::fail("npy-fuzzer", message);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef bytes = osdp::fuzz::asText(data, size);
  std::string path = osdp::fuzz::writeScratchFile("input.npy", bytes);
  NpyFile file;
  std::string error;
  if (!openNpy(path, file, error))
    return 0;
  if (file.dataOffset > size)
    fail("data offset " + std::to_string(file.dataOffset) + " past the end");
  int64_t announced = elementSize(file.dtype);
  for (int64_t dim : file.shape)
    if (dim < 0 || __builtin_mul_overflow(announced, dim, &announced))
      fail("accepted a shape whose size does not fit in 64 bits");

  Array array;
  array.dtype = file.dtype;
  array.shape = file.shape;
  array.data.assign(bytes.begin() + file.dataOffset, bytes.end());
  std::string copy = path + ".copy.npy";
  if (!writeNpy(copy, array, error))
    fail("cannot write back what was read: " + error);
  NpyFile reread;
  if (!openNpy(copy, reread, error))
    fail("cannot read back what was written: " + error);
  if (reread.dtype != file.dtype || reread.shape != file.shape)
    fail("the written file reads back as another array");
  return 0;
}
