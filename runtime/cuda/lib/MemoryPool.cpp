//===- MemoryPool.cpp - Device memory, cached by size class ---------------===//
//
// A training step allocates and frees the same buffers every step, and
// cuMemAlloc / cuMemFree cost tens of microseconds each and synchronize the
// device. So freed blocks are kept, by size class, and handed out again;
// only osdp_cuda_finalize (or running out of memory) returns them to the
// driver. Reusing a block at once is safe because all work runs on the one
// compute stream: whatever used the block before is queued before whatever
// uses it next.
//
// Size classes: multiples of 256 bytes up to 1 MiB; above, four classes per
// power of two (1 MiB, 1.25, 1.5, 1.75, 2, 2.5 ...), so that a block wastes
// at most a fifth of itself, where plain powers of two could waste half.
//
// Live and peak bytes count what the program asked for, as the CPU
// runtime's allocator does, so that the two backends' figures compare;
// reserved bytes count what the pool holds from the driver.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <mutex>
#include <unordered_map>
#include <vector>

using namespace osdp::cuda;

namespace {
constexpr size_t smallGranule = 256;
constexpr size_t smallLimit = size_t(1) << 20;
constexpr size_t largestBlock = size_t(1) << 48;

struct Block {
  size_t classBytes;
  size_t requestedBytes;
  bool managed;
};

struct Pool {
  std::mutex mutex;
  /// Free blocks by size class.
  std::unordered_map<size_t, std::vector<CUdeviceptr>> cached;
  std::unordered_map<CUdeviceptr, Block> live;
  int64_t liveBytes = 0, peakBytes = 0, reservedBytes = 0;
  /// The most live bytes allowed (osdp_cuda_set_memory_limit); 0: no limit.
  int64_t limitBytes = 0;
};

/// Never destroyed: artifacts may free their buffers from their own
/// destructors at exit.
Pool &poolState() {
  static Pool *instance = new Pool;
  return *instance;
}

size_t sizeClass(size_t bytes) {
  if (bytes <= smallLimit)
    return std::max<size_t>(smallGranule, (bytes + smallGranule - 1) /
                                              smallGranule * smallGranule);
  size_t power = smallLimit;
  while (power < bytes - power)
    power *= 2;
  size_t quarter = power / 4;
  return (bytes + quarter - 1) / quarter * quarter;
}

/// Returns the cached blocks to the driver.
void releaseCached(Pool &pool, const char *call) {
  for (auto &[classBytes, blocks] : pool.cached) {
    for (CUdeviceptr block : blocks)
      OSDP_CU(call, cuMemFree, block);
    pool.reservedBytes -= static_cast<int64_t>(classBytes * blocks.size());
  }
  pool.cached.clear();
}

/// `bytes` from the driver; on running out, the cache is released and the
/// allocation tried once more.
CUdeviceptr allocateFromDriver(Pool &pool, size_t bytes, bool managed,
                               const char *call) {
  CUdeviceptr block = 0;
  auto allocate = [&] {
    return managed
               ? driver().cuMemAllocManaged(&block, bytes, CU_MEM_ATTACH_GLOBAL)
               : driver().cuMemAlloc(&block, bytes);
  };
  CUresult result = allocate();
  if (result == CUDA_ERROR_OUT_OF_MEMORY && !pool.cached.empty()) {
    synchronizeOrDie(call);
    releaseCached(pool, call);
    result = allocate();
  }
  if (result == CUDA_ERROR_OUT_OF_MEMORY) {
    size_t freeBytes = 0, totalBytes = 0;
    driver().cuMemGetInfo(&freeBytes, &totalBytes);
    fatal(call,
          "out of device memory: %zu bytes requested, %lld held by the "
          "program, %lld reserved by the pool, %zu of %zu free on the device",
          bytes, static_cast<long long>(pool.liveBytes),
          static_cast<long long>(pool.reservedBytes), freeBytes, totalBytes);
  }
  checkCuda(result, call, managed ? "cuMemAllocManaged" : "cuMemAlloc");
  pool.reservedBytes += static_cast<int64_t>(bytes);
  return block;
}

/// A cached block of `classBytes`, or 0.
CUdeviceptr takeCached(Pool &pool, size_t classBytes) {
  auto it = pool.cached.find(classBytes);
  if (it == pool.cached.end() || it->second.empty())
    return 0;
  CUdeviceptr block = it->second.back();
  it->second.pop_back();
  return block;
}
} // namespace

void *osdp::cuda::poolAllocate(size_t bytes, bool managed, const char *call) {
  Pool &pool = poolState();
  std::lock_guard<std::mutex> lock(pool.mutex);
  // No device has that much; rounding it up could overflow.
  if (bytes > largestBlock)
    fatal(call, "out of device memory: %zu bytes requested", bytes);
  if (pool.limitBytes > 0 &&
      pool.liveBytes + static_cast<int64_t>(bytes) > pool.limitBytes)
    fatal(call,
          "out of memory: %zu bytes more would make %lld bytes of device "
          "buffers, over their limit of %lld bytes (osdp-run --memory-limit)",
          bytes, static_cast<long long>(pool.liveBytes + int64_t(bytes)),
          static_cast<long long>(pool.limitBytes));
  size_t classBytes = sizeClass(bytes);
  CUdeviceptr block = managed ? 0 : takeCached(pool, classBytes);
  if (!block)
    block = allocateFromDriver(pool, classBytes, managed, call);
  pool.live[block] = {classBytes, bytes, managed};
  pool.liveBytes += static_cast<int64_t>(bytes);
  pool.peakBytes = std::max(pool.peakBytes, pool.liveBytes);
  return reinterpret_cast<void *>(block);
}

void osdp::cuda::poolFree(void *pointer, const char *call) {
  if (!pointer)
    return;
  Pool &pool = poolState();
  std::lock_guard<std::mutex> lock(pool.mutex);
  auto it = pool.live.find(reinterpret_cast<CUdeviceptr>(pointer));
  if (it == pool.live.end()) {
    // After finalize every block is gone; an artifact's destructors may
    // still free theirs.
    if (!isStarted())
      return;
    fatal(call, "%p is not a live block of the device memory pool", pointer);
  }
  CUdeviceptr address = it->first;
  Block block = it->second;
  pool.live.erase(it);
  pool.liveBytes -= static_cast<int64_t>(block.requestedBytes);
  if (!block.managed) {
    pool.cached[block.classBytes].push_back(address);
    return;
  }
  OSDP_CU(call, cuMemFree, address);
  pool.reservedBytes -= static_cast<int64_t>(block.classBytes);
}

void osdp::cuda::poolRelease(bool freeBlocks) {
  Pool &pool = poolState();
  std::lock_guard<std::mutex> lock(pool.mutex);
  if (freeBlocks) {
    releaseCached(pool, "osdp_cuda_finalize");
    for (auto &[block, info] : pool.live)
      OSDP_CU("osdp_cuda_finalize", cuMemFree, block);
  }
  pool.cached.clear();
  pool.live.clear();
  pool.liveBytes = pool.peakBytes = pool.reservedBytes = 0;
}

void *osdp_cuda_alloc(size_t bytes) {
  startedDevice("osdp_cuda_alloc");
  return poolAllocate(bytes, /*managed=*/false, "osdp_cuda_alloc");
}

void osdp_cuda_free(void *block) {
  if (block && isStarted())
    startedDevice("osdp_cuda_free");
  poolFree(block, "osdp_cuda_free");
}

void osdp_cuda_set_memory_limit(int64_t bytes) {
  std::lock_guard<std::mutex> lock(poolState().mutex);
  poolState().limitBytes = bytes > 0 ? bytes : 0;
}

int64_t osdp_cuda_live_bytes(void) {
  std::lock_guard<std::mutex> lock(poolState().mutex);
  return poolState().liveBytes;
}

int64_t osdp_cuda_peak_bytes(void) {
  std::lock_guard<std::mutex> lock(poolState().mutex);
  return poolState().peakBytes;
}

void osdp_cuda_reset_peak(void) {
  std::lock_guard<std::mutex> lock(poolState().mutex);
  poolState().peakBytes = poolState().liveBytes;
}

int64_t osdp_cuda_reserved_bytes(void) {
  std::lock_guard<std::mutex> lock(poolState().mutex);
  return poolState().reservedBytes;
}
