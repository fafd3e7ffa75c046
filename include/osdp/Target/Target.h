//===- Target.h - Lowered programs to native artifacts ----------*- C++ -*-===//
//
// The last of osdp-compile's stages as a library: the translation of a
// program in the LLVM dialect to native objects for a CPU, and the manifest
// that tells the runtime how to call it. The lowering before it is
// osdp/Codegen/Pipelines.h.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TARGET_TARGET_H
#define OSDP_TARGET_TARGET_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace osdp {

/// The name of the function every artifact exports: `void osdp_entry(void
/// **descriptors)`, one pointer per argument and then per result, each to a
/// memref descriptor (see docs/compiler.md).
constexpr llvm::StringLiteral kEntrySymbol = "osdp_entry";

/// The prefix of a pipeline stage's entry point, `osdp_entry_stage<s>`,
/// which takes the same descriptors as `osdp_entry` and reads only its
/// stage's.
constexpr llvm::StringLiteral kStageEntryPrefix = "osdp_entry_stage";

/// An entry point of an artifact: `void symbol(void **descriptors)` calls
/// the C interface of `function` with `descriptors[k]` for each k of
/// `descriptors`, in order.
struct ArtifactEntry {
  std::string symbol, function;
  std::vector<int64_t> descriptors;
};

/// The entry points of `module` (after partitioning, before lowering):
/// `osdp_entry`, calling `@main` with every descriptor, or, for a module
/// split into pipeline stages (PipelineStages.h), one per stage, calling
/// its function with its own arguments' and results'.
mlir::FailureOr<std::vector<ArtifactEntry>>
artifactEntries(mlir::ModuleOp module);

/// The manifest of the per-device program `module` (after partitioning,
/// before lowering): its mesh and, for `@main`'s arguments and results, the
/// local and global shapes, element type, sharding, role and name; for a
/// module split into pipeline stages, the step's arguments and results from
/// the stage functions, each with its stage, and the stage axis and entry
/// points. Fails with a located error when there is no `@main` (nor stages)
/// or a value is not a tensor.
mlir::FailureOr<llvm::json::Object> buildManifest(mlir::ModuleOp module);

/// Options of the native code.
struct TargetOptions {
  /// The CPU to compile for (`-mcpu`); empty: the host's, with its features.
  std::string cpu;
  /// LLVM's optimisation level, 0 to 3.
  unsigned optLevel = 2;
  /// Threads generating code (0: one per core).
  unsigned threads = 0;
};

/// What the object was compiled for, recorded in the manifest so that
/// osdp-run refuses a CPU that lacks an instruction set the code uses.
struct TargetDescription {
  std::string cpu;
  /// The enabled target features (`avx2`, `avx512f`, ...).
  std::vector<std::string> features;
};

/// Translates `module` (LLVM dialect) to LLVM IR, adds `entries`, and
/// writes position-independent objects `<objectPrefix>N.o` (listed in
/// `objects`) that together define it: the glue unoptimised, the kernels
/// optimised for the target, compiled on `options.threads` threads.
/// `target` says what the code was compiled for. Errors are returned as a
/// message.
mlir::LogicalResult
emitObjects(mlir::ModuleOp module, llvm::ArrayRef<ArtifactEntry> entries,
            const TargetOptions &options, llvm::StringRef objectPrefix,
            std::vector<std::string> &objects, TargetDescription &target,
            mlir::TimingScope &timing, std::string &error);

} // namespace osdp

#endif // OSDP_TARGET_TARGET_H
