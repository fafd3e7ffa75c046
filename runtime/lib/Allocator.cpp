//===- Allocator.cpp - The program's heap buffers, counted ----------------===//
//
// Compiled programs allocate their intermediate buffers through the generic
// allocation functions of MLIR's memref lowering (finalize-memref-to-llvm
// with use-generic-functions and use-aligned-alloc), which the runtime
// implements here over the C heap. Each block carries its size in a header,
// so the runtime knows the bytes live at any moment and their high-water
// mark: the figure a GPU allocator reports as the device memory a step
// needed, and the one a cost model's peak-memory prediction is checked
// against. The runtime's own scratch buffers (packing for collectives) are
// counted with them.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdlib>
#include <new>

using namespace osdp::rt;

namespace {
std::atomic<int64_t> liveBytes{0};
std::atomic<int64_t> peakBytes{0};
std::atomic<int64_t> limitBytes{0};

/// The header before every block: the block's offset from the start of
/// what malloc returned, and the bytes the caller asked for. Its size keeps
/// malloc's own alignment.
struct alignas(16) BlockHeader {
  size_t offset;
  size_t bytes;
};

/// `size` bytes aligned to `alignment` (a power of two, at least the
/// header's), the header just before them; a fatal error when the heap is
/// out (compiled code would dereference a null buffer).
void *allocateCounted(size_t alignment, size_t size) {
  size_t offset =
      alignment < sizeof(BlockHeader) ? sizeof(BlockHeader) : alignment;
  size_t total = offset + ((size + offset - 1) / offset) * offset;
  void *raw = std::aligned_alloc(offset, total);
  if (!raw)
    fatal("alloc",
          "out of memory: cannot allocate %zu bytes (the program's buffers "
          "hold %lld bytes)",
          size, static_cast<long long>(osdp_rt_memory_live_bytes()));
  char *block = static_cast<char *>(raw) + offset;
  BlockHeader *header = reinterpret_cast<BlockHeader *>(block) - 1;
  header->offset = offset;
  header->bytes = size;
  noteAllocated(static_cast<int64_t>(size));
  return block;
}
} // namespace

void osdp::rt::noteAllocated(int64_t bytes) {
  int64_t live = liveBytes.fetch_add(bytes, std::memory_order_relaxed) + bytes;
  int64_t limit = limitBytes.load(std::memory_order_relaxed);
  if (limit > 0 && live > limit)
    fatal("alloc",
          "the program's buffers would hold %lld bytes (%lld more), over "
          "their limit of %lld bytes (osdp-run --memory-limit, less the "
          "step's argument and result buffers)",
          static_cast<long long>(live), static_cast<long long>(bytes),
          static_cast<long long>(limit));
  int64_t peak = peakBytes.load(std::memory_order_relaxed);
  while (live > peak && !peakBytes.compare_exchange_weak(
                            peak, live, std::memory_order_relaxed))
    ;
}

void osdp::rt::noteFreed(int64_t bytes) {
  liveBytes.fetch_sub(bytes, std::memory_order_relaxed);
}

ScratchBuffer::ScratchBuffer(size_t bytes) : bytes(bytes) {
  if (bytes == 0)
    return;
  data.reset(new (std::nothrow) char[bytes]);
  if (!data)
    fatal("scratch", "cannot allocate %zu bytes", bytes);
  noteAllocated(static_cast<int64_t>(bytes));
}

ScratchBuffer::~ScratchBuffer() {
  if (data)
    noteFreed(static_cast<int64_t>(bytes));
}

extern "C" {
void *_mlir_memref_to_llvm_alloc(size_t size) {
  return allocateCounted(alignof(std::max_align_t), size);
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  return allocateCounted(alignment, size);
}

void _mlir_memref_to_llvm_free(void *block) {
  if (!block)
    return;
  const BlockHeader *header = static_cast<BlockHeader *>(block) - 1;
  noteFreed(static_cast<int64_t>(header->bytes));
  std::free(static_cast<char *>(block) - header->offset);
}

int64_t osdp_rt_memory_live_bytes(void) {
  return liveBytes.load(std::memory_order_relaxed);
}

int64_t osdp_rt_memory_peak_bytes(void) {
  return peakBytes.load(std::memory_order_relaxed);
}

void osdp_rt_memory_set_limit(int64_t bytes) {
  limitBytes.store(bytes > 0 ? bytes : 0, std::memory_order_relaxed);
}

void osdp_rt_memory_reset_peak(void) {
  peakBytes.store(liveBytes.load(std::memory_order_relaxed),
                  std::memory_order_relaxed);
}
}
