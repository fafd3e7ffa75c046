//===- VectorMath.cpp - glibc's vector math for the loop vectoriser -------===//
//
// libm's transcendental functions are scalar calls, which the loop
// vectoriser can only repeat lane by lane: a GELU's tanhf (itself an
// expm1f) then dominates a transformer's elementwise time. glibc ships
// vector variants of them in libmvec (x86-64 vector function ABI names,
// `_ZGV<isa>N<lanes>v_<name>`, within 4 ulp), one per instruction set:
// 'b' SSE4 (128 bits), 'd' AVX2 (256), 'e' AVX-512 (512). LLVM's own libmvec
// table lists only exp, log, pow and the trigonometric functions; this one
// lists everything glibc 2.35 added as well (tanh, expm1, log1p, erf, ...),
// for the instruction sets the target machine has (each symbol dispatches
// within its set at load time). The artifact links libmvec.
//
//===----------------------------------------------------------------------===//

#include "osdp/Target/VectorMath.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Target/TargetMachine.h"

#include <mutex>

using namespace llvm;

namespace {

/// A libm function with vector variants: its double-precision name (the
/// single-precision one adds 'f'), its LLVM intrinsic if it has one, and
/// its number of arguments.
struct MathFunction {
  StringLiteral name;
  StringLiteral intrinsic;
  unsigned arity;
};

constexpr MathFunction kFunctions[] = {
    {"acos", "llvm.acos", 1},
    {"acosh", "", 1},
    {"asin", "llvm.asin", 1},
    {"asinh", "", 1},
    {"atan", "llvm.atan", 1},
    {"atanh", "", 1},
    {"cbrt", "", 1},
    {"cos", "llvm.cos", 1},
    {"cosh", "llvm.cosh", 1},
    {"erf", "", 1},
    {"erfc", "", 1},
    {"exp", "llvm.exp", 1},
    {"exp10", "llvm.exp10", 1},
    {"exp2", "llvm.exp2", 1},
    {"expm1", "", 1},
    {"log", "llvm.log", 1},
    {"log10", "llvm.log10", 1},
    {"log1p", "", 1},
    {"log2", "llvm.log2", 1},
    {"sin", "llvm.sin", 1},
    {"sinh", "llvm.sinh", 1},
    {"tan", "llvm.tan", 1},
    {"tanh", "llvm.tanh", 1},
    {"atan2", "llvm.atan2", 2},
    {"hypot", "", 2},
    {"pow", "llvm.pow", 2},
};

/// An instruction set of the vector function ABI and its vector width.
struct VectorISA {
  char letter;
  unsigned bits;
  StringLiteral feature;
};

constexpr VectorISA kISAs[] = {
    {'b', 128, "+sse2"}, {'d', 256, "+avx2"}, {'e', 512, "+avx512f"}};

} // namespace

void osdp::addGlibcVectorMath(TargetLibraryInfoImpl &library,
                              const TargetMachine &machine) {
  // VecDesc keeps references: the names live as long as the process, once
  // each however many parts are compiled.
  static BumpPtrAllocator allocator;
  static UniqueStringSaver names(allocator);
  static std::mutex namesMutex;
  std::lock_guard<std::mutex> lock(namesMutex);

  const MCSubtargetInfo &subtarget = *machine.getMCSubtargetInfo();
  SmallVector<VecDesc> descriptions;
  for (const VectorISA &isa : kISAs) {
    if (!subtarget.checkFeatures(isa.feature))
      continue;
    for (const MathFunction &function : kFunctions) {
      for (bool single : {true, false}) {
        unsigned lanes = isa.bits / (single ? 32 : 64);
        std::string scalar = function.name.str() + (single ? "f" : "");
        std::string parameters(function.arity, 'v');
        StringRef vector =
            names.save("_ZGV" + std::string(1, isa.letter) + "N" +
                       utostr(lanes) + parameters + "_" + scalar);
        StringRef abi = names.save("_ZGV_LLVM_N" + utostr(lanes) + parameters);
        ElementCount count = ElementCount::getFixed(lanes);
        descriptions.emplace_back(names.save(scalar), vector, count,
                                  /*Masked=*/false, abi, std::nullopt);
        if (!function.intrinsic.empty())
          descriptions.emplace_back(
              names.save(function.intrinsic.str() + (single ? ".f32" : ".f64")),
              vector, count, /*Masked=*/false, abi, std::nullopt);
      }
    }
  }
  library.addVectorizableFunctions(descriptions);
}
