//===- PipelineText.cpp - The pipelines' text, shared by the targets ------===//
//
// The pass order measured to give correct code on the corpus's op mix (see
// docs/compiler.md).
//
//===----------------------------------------------------------------------===//

#include "PipelineText.h"

llvm::StringRef osdp::tensorsToBuffersPipeline() {
  static constexpr llvm::StringLiteral kPipeline =
      // The parts of a concatenation a reshape collapsed are inserted at
      // their own shape, for eliminate-empty-tensors to compute in place.
      "func.func(osdp-fuse-elementwise,osdp-expand-insert-slices),"
      // Donated buffers receive their results, computed in place where the
      // program allows (empty tensors become the destination).
      "osdp-alias-donated-buffers,"
      // No CSE before empty tensors become allocations: ops sharing one
      // tensor.empty make one-shot bufferization quadratic.
      "canonicalize,"
      "eliminate-empty-tensors,"
      "empty-tensor-to-alloc-tensor,"
      // Scans permute their loop-carried values: loops may yield new
      // buffers.
      "one-shot-bufferize{bufferize-function-boundaries "
      "function-boundary-type-conversion=identity-layout-map "
      "allow-return-allocs-from-loops},"
      "canonicalize,"
      "buffer-results-to-out-params{modify-public-functions "
      "hoist-static-allocs},"
      "osdp-elide-donated-copies,"
      "buffer-deallocation-pipeline,"
      "convert-bufferization-to-memref,"
      // The deallocations just placed are at the end of each block.
      "func.func(osdp-free-buffers-at-last-use),"
      "canonicalize,";
  return kPipeline;
}

llvm::StringRef osdp::gpuKernelsPipeline() {
  // Row chains as a block per row; column reductions of one loop space
  // merged, then split into two passes of adjacent reads; the other
  // reductions as a block per result where that pays and a thread per
  // result otherwise; scatters as parallel loops of atomic updates;
  // elementwise ops of one loop space merged; transposed reads through
  // tiles of shared memory; the other loops' parallel dimensions tiled into
  // blocks of threads, the contiguous one along x, and mapped onto the
  // grid. No canonicalisation between tiling and mapping: it would merge
  // the loops into one thread per block.
  static constexpr llvm::StringLiteral kPipeline =
      "func.func(osdp-fuse-row-reductions,osdp-merge-column-reductions,"
      "osdp-split-column-reductions,"
      "osdp-block-reductions,osdp-thread-reductions,osdp-parallel-scatters,"
      "osdp-merge-elementwise,osdp-shared-memory-transposes,"
      "osdp-serial-kernels,"
      "convert-linalg-to-parallel-loops,osdp-tile-parallel-loops,"
      "gpu-map-parallel-loops,convert-parallel-loops-to-gpu),";
  return kPipeline;
}

std::string osdp::fillPipeline(
    llvm::StringRef text,
    llvm::ArrayRef<std::pair<llvm::StringRef, std::string>> values) {
  std::string filled = text.str();
  for (const auto &[key, value] : values)
    for (size_t at = filled.find(key.str()); at != std::string::npos;
         at = filled.find(key.str(), at + value.size()))
      filled.replace(at, key.size(), value);
  return filled;
}
