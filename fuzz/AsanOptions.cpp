//===- AsanOptions.cpp - AddressSanitizer's defaults in the fuzz targets --===//
//
// LLVM's allocators poison their free memory when compiled with
// AddressSanitizer. osdp's code is, Debian's libMLIR.so is not, and their
// inline functions mix at link time: a slab poisoned by an instrumented copy
// is handed out by an uninstrumented one, and the next write is reported
// as a use after poison that is none. Manual poisoning is therefore
// ignored; every other check stays.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}
