//===- VectorMath.h - glibc's vector math for the loop vectoriser -*- C++
//-*-===//
//
// Which libm calls LLVM's loop vectoriser may replace by glibc's vector
// variants (libmvec): see lib/Compiler/VectorMath.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TARGET_VECTORMATH_H
#define OSDP_TARGET_VECTORMATH_H

namespace llvm {
class TargetLibraryInfoImpl;
class TargetMachine;
} // namespace llvm

namespace osdp {

/// Adds to `library` the vector variants of libm's functions that glibc
/// (2.35 and later) provides for the instruction sets `machine` compiles
/// for, so that a loop calling `tanhf` calls `_ZGVdN8v_tanhf` on eight
/// lanes at once.
void addGlibcVectorMath(llvm::TargetLibraryInfoImpl &library,
                        const llvm::TargetMachine &machine);

} // namespace osdp

#endif // OSDP_TARGET_VECTORMATH_H
