//===- CudaRuntimeTest.cpp - The CUDA runtime, on a device if there is one ===//
//
// Usage: osdp-cuda-runtime-test [--device=N] [--no-bench] [--fault-kernel]
//
// Starts the CUDA runtime. Without a device (or driver) it prints
// "SKIPPED: <why>" and exits 0, unless OSDP_CUDA_EXPECT_DEVICE is set (to
// anything but "" or "0"), when it prints "FAIL: <why>" and exits 1: the
// GPU machine's checks require the device.
//
// With a device it checks, printing a PASS or FAIL line for each:
// * the memory pool (blocks reused by size class, live and peak bytes) and
//   copies between host and device;
// * the mgpu* functions compiled programs call: a kernel compiled to PTX at
//   build time (TestKernels.cu), loaded with mgpuModuleLoad and
//   mgpuModuleLoadJIT and launched with mgpuLaunchKernel, the memsets,
//   copies, events and the one compute stream;
// * osdp_cuda_gemm for f32, f16 and bf16, batch 1 and 3, all four
//   transposes, padded leading dimensions and batch strides, against a
//   double-precision product on the host; the entry point compiled code
//   calls on memrefs, and the profile's count of its time and FLOPs;
// * NCCL's all_reduce (sum, prod, min, max, in place), all_gather and
//   reduce_scatter on one rank, also over a split communicator;
// * a kernel that faults, in a process of its own (this program with
//   --fault-kernel, after the runtime here is finalized): with
//   OSDP_CUDA_SYNC_LAUNCHES=1 the runtime's fatal error names it, though a
//   kernel is queued after it;
// and prints the TFLOP/s of a 4096^3 product in bf16 and f32.
//
// GEMM inputs are multiples of 1/64 in [-1, 1]: exact in bf16, f16, TF32
// and f32, and their products and sums exact in f32, so the reference
// sees the very inputs the device does, and only the rounding of the
// result (and how the device accumulates) differs. The error of each
// element is measured against sum_p |a_ip * b_pj|, which bounds the
// element and does not shrink when its terms cancel: at most 1e-4 of it in
// f32 (5e-3 on TF32 tensor cores, with OSDP_CUDA_ALLOW_TF32=1), 1e-3 in
// f16 (result rounding: 2^-11) and 1e-2 in bf16 (2^-8).
//
// Exits 0 when every check passed.
//
//===----------------------------------------------------------------------===//

#include "osdp/Runtime/CudaRuntime.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef OSDP_CUDA_TEST_HAVE_PTX
#include "TestKernelsPtx.inc"
#endif

namespace {

int failures = 0;

/// Prints "PASS: what" or "FAIL: what".
void check(bool ok, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void check(bool ok, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  printf("%s: ", ok ? "PASS" : "FAIL");
  vprintf(format, arguments);
  printf("\n");
  va_end(arguments);
  fflush(stdout);
  failures += !ok;
}

//===----------------------------------------------------------------------===//
// Element types on the host
//===----------------------------------------------------------------------===//

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

float floatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// To bf16, rounding to nearest even (NaNs are not expected here).
uint16_t toBf16(float value) {
  uint32_t bits = bitsOf(value);
  bits += 0x7fff + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

float fromBf16(uint16_t value) { return floatOf(uint32_t(value) << 16); }

/// To f16, rounding to nearest even (after F. Giesen's float_to_half).
uint16_t toF16(float value) {
  uint32_t bits = bitsOf(value);
  uint32_t sign = (bits >> 16) & 0x8000;
  bits &= 0x7fffffff;
  if (bits >= 0x47800000) // 65536 and above, infinities, NaNs
    return static_cast<uint16_t>(sign | (bits > 0x7f800000 ? 0x7e00 : 0x7c00));
  if (bits < 0x38800000) { // below 2^-14: subnormal; the add rounds
    uint32_t rounded = bitsOf(floatOf(bits) + 0.5f) - bitsOf(0.5f);
    return static_cast<uint16_t>(sign | rounded);
  }
  uint32_t odd = (bits >> 13) & 1;
  bits += 0xfff + odd - (112u << 23);
  return static_cast<uint16_t>(sign | (bits >> 13));
}

float fromF16(uint16_t value) {
  uint32_t sign = uint32_t(value & 0x8000) << 16;
  uint32_t exponent = (value >> 10) & 0x1f, mantissa = value & 0x3ff;
  if (exponent == 0) {
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    return floatOf(sign | 0x7f800000 | (mantissa << 13));
  return floatOf(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

size_t elementBytes(int dtype) { return dtype == OSDP_RT_F32 ? 4 : 2; }

const char *dtypeName(int dtype) {
  return dtype == OSDP_RT_F32 ? "f32" : dtype == OSDP_RT_F16 ? "f16" : "bf16";
}

/// `values` in `dtype`'s bytes.
std::vector<uint8_t> encode(const std::vector<float> &values, int dtype) {
  std::vector<uint8_t> bytes(values.size() * elementBytes(dtype));
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == OSDP_RT_F32) {
      std::memcpy(&bytes[4 * i], &values[i], 4);
      continue;
    }
    uint16_t half = dtype == OSDP_RT_F16 ? toF16(values[i]) : toBf16(values[i]);
    std::memcpy(&bytes[2 * i], &half, 2);
  }
  return bytes;
}

std::vector<float> decode(const std::vector<uint8_t> &bytes, int dtype) {
  std::vector<float> values(bytes.size() / elementBytes(dtype));
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == OSDP_RT_F32) {
      std::memcpy(&values[i], &bytes[4 * i], 4);
      continue;
    }
    uint16_t half;
    std::memcpy(&half, &bytes[2 * i], 2);
    values[i] = dtype == OSDP_RT_F16 ? fromF16(half) : fromBf16(half);
  }
  return values;
}

/// Multiples of 1/64 in [-1, 1], from a fixed seed.
std::vector<float> sixtyFourths(size_t count, uint32_t seed) {
  std::vector<float> values(count);
  for (float &value : values) {
    seed = seed * 1664525u + 1013904223u;
    value = static_cast<float>(static_cast<int>(seed >> 16) % 129 - 64) / 64;
  }
  return values;
}

/// A device copy of `bytes`, from the pool.
void *upload(const std::vector<uint8_t> &bytes) {
  void *block = osdp_cuda_alloc(bytes.size());
  osdp_cuda_copy_to_device(block, bytes.data(), bytes.size());
  return block;
}

std::vector<uint8_t> download(const void *block, size_t bytes) {
  std::vector<uint8_t> host(bytes);
  osdp_cuda_copy_to_host(host.data(), block, bytes);
  return host;
}

//===----------------------------------------------------------------------===//
// The memory pool and copies
//===----------------------------------------------------------------------===//

void testPool() {
  int64_t live = osdp_cuda_live_bytes();
  void *first = osdp_cuda_alloc(1000);
  bool counted = osdp_cuda_live_bytes() == live + 1000;
  osdp_cuda_free(first);
  void *again = osdp_cuda_alloc(1000);
  bool reused = again == first;
  osdp_cuda_free(again);
  void *empty = osdp_cuda_alloc(0);
  osdp_cuda_free(empty);
  osdp_cuda_reset_peak();
  const size_t large = (size_t(3) << 20) + 1;
  void *big = osdp_cuda_alloc(large);
  bool reserved = osdp_cuda_reserved_bytes() >= int64_t(large);
  osdp_cuda_free(big);
  bool peak = osdp_cuda_peak_bytes() == live + int64_t(large) &&
              osdp_cuda_live_bytes() == live;
  check(first && counted && reused && empty && reserved && peak,
        "pool (live bytes %s, reuse %s, peak %lld, reserved %lld)",
        counted ? "counted" : "wrong", reused ? "by size class" : "missing",
        static_cast<long long>(osdp_cuda_peak_bytes()),
        static_cast<long long>(osdp_cuda_reserved_bytes()));
  osdp_cuda_free(nullptr);
}

void testCopies() {
  std::vector<uint8_t> host(1 << 20);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = static_cast<uint8_t>(i * 7 + 3);
  void *block = upload(host);
  bool same = download(block, host.size()) == host;
  osdp_cuda_free(block);
  check(same, "copies host -> device -> host (1 MiB)");
}

//===----------------------------------------------------------------------===//
// The mgpu* functions
//===----------------------------------------------------------------------===//

#ifdef OSDP_CUDA_TEST_HAVE_PTX
/// y = a * x + y on the device, through `function`.
void launchAxpy(void *function, void *stream, void *x, void *y, float a,
                int n) {
  void *params[] = {&x, &y, &a, &n};
  mgpuLaunchKernel(function, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream,
                   params, nullptr, 4);
}

bool axpyResultIs(void *y, const std::vector<float> &x, float scale) {
  std::vector<float> host(x.size());
  mgpuMemcpy(host.data(), y, x.size() * sizeof(float), mgpuStreamCreate());
  mgpuStreamSynchronize(nullptr);
  for (size_t i = 0; i < x.size(); ++i)
    if (host[i] != scale * x[i] + 1.0f)
      return false;
  return true;
}

void testKernels() {
  const int n = 10000;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = static_cast<float>(i % 100) * 0.25f;
  void *stream = mgpuStreamCreate();
  check(stream == osdp_cuda_stream() && mgpuStreamCreate() == stream,
        "mgpuStreamCreate returns the compute stream");
  void *module = mgpuModuleLoad(const_cast<char *>(testKernelsPtx),
                                sizeof(testKernelsPtx));
  void *function = mgpuModuleGetFunction(module, "osdp_test_axpy");
  void *dx = mgpuMemAlloc(n * sizeof(float), stream, false);
  void *dy = mgpuMemAlloc(n * sizeof(float), stream, false);
  mgpuMemcpy(dx, x.data(), n * sizeof(float), stream);
  mgpuMemset32(dy, bitsOf(1.0f), n, stream);
  launchAxpy(function, stream, dx, dy, 2.0f, n);
  void *event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  mgpuEventSynchronize(event);
  mgpuStreamWaitEvent(stream, event);
  mgpuEventDestroy(event);
  check(axpyResultIs(dy, x, 2.0f),
        "mgpuModuleLoad (PTX), mgpuLaunchKernel, mgpuMemset32, mgpuMemcpy, "
        "events");

  // The same PTX through the JIT entry point: y = x + (2x + 1).
  void *jit = mgpuModuleLoadJIT(const_cast<char *>(testKernelsPtx), 3);
  launchAxpy(mgpuModuleGetFunction(jit, "osdp_test_axpy"), nullptr, dx, dy,
             1.0f, n);
  // An empty launch does nothing.
  mgpuLaunchKernel(function, 0, 1, 1, 256, 1, 1, 0, stream, nullptr, nullptr,
                   0);
  check(axpyResultIs(dy, x, 3.0f), "mgpuModuleLoadJIT, the NULL stream");

  std::vector<uint16_t> halves(n);
  mgpuMemset16(dx, 0x3c00, n, stream);
  mgpuMemcpy(halves.data(), dx, n * sizeof(uint16_t), stream);
  mgpuStreamSynchronize(stream);
  check(std::all_of(halves.begin(), halves.end(),
                    [](uint16_t h) { return h == 0x3c00; }),
        "mgpuMemset16");
  mgpuMemFree(dx, stream);
  mgpuMemFree(dy, stream);
  mgpuStreamDestroy(stream);
  mgpuModuleUnload(jit);
  mgpuModuleUnload(module);
  char error[1024];
  check(osdp_cuda_synchronize(error, sizeof(error)) == 0,
        "mgpuStreamDestroy leaves the compute stream working");
}
/// --fault-kernel: axpy, the trapping kernel and axpy again, then a wait;
/// the runtime's fatal error ends the process before the wait returns.
int faultKernel() {
  void *module = mgpuModuleLoad(const_cast<char *>(testKernelsPtx),
                                sizeof(testKernelsPtx));
  void *axpy = mgpuModuleGetFunction(module, "osdp_test_axpy");
  void *trap = mgpuModuleGetFunction(module, "osdp_test_trap");
  void *x = mgpuMemAlloc(256 * sizeof(float), nullptr, false);
  launchAxpy(axpy, nullptr, x, x, 1.0f, 256);
  mgpuLaunchKernel(trap, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  launchAxpy(axpy, nullptr, x, x, 1.0f, 256);
  mgpuStreamSynchronize(nullptr);
  printf("the faulting kernel was not reported\n");
  return 0;
}

/// Runs this program with --fault-kernel and synchronous launches, in a
/// process of its own (a faulted context is lost for good): it must end
/// with the runtime's message naming the trapping kernel, not the one
/// queued after it.
void testKernelFault(const char *self, int device) {
  std::string command = std::string("OSDP_CUDA_SYNC_LAUNCHES=1 '") + self +
                        "' --fault-kernel --device=" + std::to_string(device) +
                        " 2>&1";
  FILE *child = popen(command.c_str(), "r");
  std::string output;
  char line[1024];
  while (child && fgets(line, sizeof(line), child))
    output += line;
  int status = child ? pclose(child) : -1;
  bool named = output.find("the last kernel launched was 'osdp_test_trap' "
                           "(launch 2 of this process)") != std::string::npos;
  check(status != 0 && named,
        "a faulting kernel is named with synchronous launches%s%s",
        named ? "" : ": ", named ? "" : output.c_str());
}
#else
void testKernels() {
  printf("SKIPPED: kernels (nvcc was not found at build time)\n");
}
int faultKernel() {
  printf("SKIPPED: kernels (nvcc was not found at build time)\n");
  return 0;
}
void testKernelFault(const char *, int) {}
#endif

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

struct GemmCase {
  int dtype;
  int transA, transB;
  int64_t batch, m, n, k;
};

/// A stored operand: `rows` x `columns` per matrix, rows `ld` apart,
/// matrices `stride` apart.
struct Operand {
  int64_t rows, columns, ld, stride;
  std::vector<float> values;
  float at(int64_t b, int64_t row, int64_t column) const {
    return values[b * stride + row * ld + column];
  }
};

/// Rows and matrices padded apart (`dense`: packed, as memrefs are).
Operand makeOperand(int64_t batch, int64_t rows, int64_t columns, uint32_t seed,
                    bool dense = false) {
  Operand operand{rows, columns, columns + 3, rows * (columns + 3) + 5, {}};
  if (dense)
    operand = {rows, columns, columns, rows * columns, {}};
  operand.values = sixtyFourths(batch * operand.stride, seed);
  return operand;
}

/// The largest error of `c` against the exact product, as a fraction of
/// sum_p |a_ip b_pj|.
double gemmError(const GemmCase &t, const Operand &a, const Operand &b,
                 const Operand &c) {
  double worst = 0;
  for (int64_t batch = 0; batch < t.batch; ++batch)
    for (int64_t i = 0; i < t.m; ++i)
      for (int64_t j = 0; j < t.n; ++j) {
        double exact = 0, bound = 0;
        for (int64_t p = 0; p < t.k; ++p) {
          double term =
              double(t.transA ? a.at(batch, p, i) : a.at(batch, i, p)) *
              (t.transB ? b.at(batch, j, p) : b.at(batch, p, j));
          exact += term;
          bound += std::fabs(term);
        }
        double error = std::fabs(c.at(batch, i, j) - exact);
        worst = std::max(worst, bound > 0 ? error / bound : error);
      }
  return worst;
}

/// Runs one product on the device; the largest relative error.
double runGemm(const GemmCase &t) {
  Operand a = t.transA ? makeOperand(t.batch, t.k, t.m, 1)
                       : makeOperand(t.batch, t.m, t.k, 1);
  Operand b = t.transB ? makeOperand(t.batch, t.n, t.k, 2)
                       : makeOperand(t.batch, t.k, t.n, 2);
  Operand c = makeOperand(t.batch, t.m, t.n, 3);
  void *da = upload(encode(a.values, t.dtype));
  void *db = upload(encode(b.values, t.dtype));
  void *dc = upload(encode(c.values, t.dtype));
  osdp_cuda_gemm(t.dtype, t.transA, t.transB, t.batch, t.m, t.n, t.k, da, a.ld,
                 a.stride, db, b.ld, b.stride, dc, c.ld, c.stride);
  c.values =
      decode(download(dc, c.values.size() * elementBytes(t.dtype)), t.dtype);
  osdp_cuda_free(da);
  osdp_cuda_free(db);
  osdp_cuda_free(dc);
  return gemmError(t, a, b, c);
}

double gemmTolerance(int dtype) {
  if (dtype == OSDP_RT_F32) {
    const char *tf32 = std::getenv("OSDP_CUDA_ALLOW_TF32");
    return tf32 && std::string(tf32) == "1" ? 5e-3 : 1e-4;
  }
  return dtype == OSDP_RT_F16 ? 1e-3 : 1e-2;
}

void testGemm() {
  for (int dtype : {OSDP_RT_F32, OSDP_RT_F16, OSDP_RT_BF16})
    for (int64_t batch : {1, 3}) {
      double worst = 0;
      for (int transposes = 0; transposes < 4; ++transposes)
        worst = std::max(worst, runGemm({dtype, transposes & 1, transposes >> 1,
                                         batch, 37, 45, 29}));
      double tolerance = gemmTolerance(dtype);
      check(worst <= tolerance,
            "gemm %s batch %lld, 37x45x29, 4 transposes (error %.2e, "
            "tolerance %.0e)",
            dtypeName(dtype), static_cast<long long>(batch), worst, tolerance);
    }
}

/// A rank-3 memref descriptor (MLIR's layout) of a dense row-major buffer.
struct Descriptor3 {
  void *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
};

Descriptor3 describe(void *data, int64_t d0, int64_t d1, int64_t d2) {
  return {data, data, 0, {d0, d1, d2}, {d1 * d2, d2, 1}};
}

/// What compiled code calls: the f32 product of memrefs (B stored
/// transposed), measured by the profile (one product, its FLOPs).
void testMemrefGemmAndProfile() {
  GemmCase t{OSDP_RT_F32, 0, 1, 3, 37, 45, 29};
  Operand a = makeOperand(t.batch, t.m, t.k, 1, /*dense=*/true);
  Operand b = makeOperand(t.batch, t.n, t.k, 2, /*dense=*/true);
  Operand c = makeOperand(t.batch, t.m, t.n, 3, /*dense=*/true);
  void *da = upload(encode(a.values, t.dtype));
  void *db = upload(encode(b.values, t.dtype));
  void *dc = upload(encode(c.values, t.dtype));
  Descriptor3 ma = describe(da, t.batch, t.m, t.k);
  Descriptor3 mb = describe(db, t.batch, t.n, t.k);
  Descriptor3 mc = describe(dc, t.batch, t.m, t.n);
  osdp_rt_unranked_memref ua{3, &ma}, ub{3, &mb}, uc{3, &mc};
  osdp_cuda_profile_enable(1);
  _mlir_ciface_osdp_cuda_gemm_f32(&ua, &ub, &uc, 0, 1);
  osdp_cuda_profile profile;
  char error[1024] = "";
  int read = osdp_cuda_profile_read(&profile, error, sizeof(error));
  osdp_cuda_profile_enable(0);
  c.values =
      decode(download(dc, c.values.size() * elementBytes(t.dtype)), t.dtype);
  osdp_cuda_free(da);
  osdp_cuda_free(db);
  osdp_cuda_free(dc);
  double error32 = gemmError(t, a, b, c);
  check(error32 <= gemmTolerance(t.dtype),
        "_mlir_ciface_osdp_cuda_gemm_f32 on memrefs, batch 3, B transposed "
        "(error %.2e)",
        error32);
  double flops = 2.0 * t.batch * t.m * t.n * t.k;
  check(read == 0 && profile.gemm_calls == 1 && profile.gemm_flops == flops &&
            profile.gemm_seconds > 0 && profile.kernel_launches == 0,
        "profile of one product: %lld calls, %.0f FLOPs (of %.0f), %.3g s%s%s",
        static_cast<long long>(profile.gemm_calls), profile.gemm_flops, flops,
        profile.gemm_seconds, read ? ": " : "", read ? error : "");
}

/// The TFLOP/s of a size^3 product in `dtype`.
void benchGemm(int dtype) {
  const int64_t size = 4096, runs = 10;
  size_t bytes = size * size * elementBytes(dtype);
  void *a = upload(encode(sixtyFourths(size * size, 4), dtype));
  void *b = upload(encode(sixtyFourths(size * size, 5), dtype));
  void *c = osdp_cuda_alloc(bytes);
  char error[1024];
  auto product = [&] {
    osdp_cuda_gemm(dtype, 0, 0, 1, size, size, size, a, size, 0, b, size, 0, c,
                   size, 0);
  };
  product();
  product();
  bool ok = osdp_cuda_synchronize(error, sizeof(error)) == 0;
  auto start = std::chrono::steady_clock::now();
  for (int64_t run = 0; run < runs; ++run)
    product();
  ok = ok && osdp_cuda_synchronize(error, sizeof(error)) == 0;
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  double flops = 2.0 * size * size * size * runs;
  const char *tf32 = std::getenv("OSDP_CUDA_ALLOW_TF32");
  bool onTf32 = dtype == OSDP_RT_F32 && tf32 && std::string(tf32) == "1";
  printf("GEMM 4096x4096x4096 %s%s: %.1f TFLOP/s (%.3f ms per product)\n",
         dtypeName(dtype), onTf32 ? " (TF32)" : "", flops / seconds / 1e12,
         seconds / runs * 1e3);
  check(ok, "gemm %s 4096^3 timed", dtypeName(dtype));
  osdp_cuda_free(a);
  osdp_cuda_free(b);
  osdp_cuda_free(c);
}

//===----------------------------------------------------------------------===//
// Collectives on one rank
//===----------------------------------------------------------------------===//

/// Runs `collective` from a copy of `input` into `outputCount` floats,
/// which start as a value no result has (a pooled block may hold an
/// earlier result).
template <typename Collective>
std::vector<float> runCollective(const std::vector<float> &input,
                                 size_t outputCount, Collective collective) {
  void *in = upload(encode(input, OSDP_RT_F32));
  void *out =
      upload(encode(std::vector<float>(outputCount, -7777.0f), OSDP_RT_F32));
  collective(in, out);
  std::vector<float> result =
      decode(download(out, outputCount * sizeof(float)), OSDP_RT_F32);
  osdp_cuda_free(in);
  osdp_cuda_free(out);
  return result;
}

void testReductions(void *comm, const std::vector<float> &values,
                    const char *which) {
  bool same = true;
  for (int reduction : {OSDP_RT_SUM, OSDP_RT_PROD, OSDP_RT_MIN, OSDP_RT_MAX}) {
    auto reduce = [&](void *in, void *out) {
      osdp_cuda_all_reduce(in, out, values.size(), OSDP_RT_F32, reduction,
                           comm);
    };
    same = same && runCollective(values, values.size(), reduce) == values;
  }
  // In place: the result replaces the input.
  void *buffer = upload(encode(values, OSDP_RT_F32));
  osdp_cuda_all_reduce(buffer, buffer, values.size(), OSDP_RT_F32, OSDP_RT_SUM,
                       comm);
  same = same && decode(download(buffer, values.size() * sizeof(float)),
                        OSDP_RT_F32) == values;
  osdp_cuda_free(buffer);
  check(same, "all_reduce sum, prod, min, max, in place (%s, one rank)", which);
}

void testCollectives() {
  unsigned char id[OSDP_CUDA_UNIQUE_ID_BYTES];
  check(osdp_cuda_get_unique_id(id) == 0, "osdp_cuda_get_unique_id");
  char error[1024] = "";
  if (osdp_cuda_comm_init(0, 1, id, error, sizeof(error)) != 0) {
    check(false, "osdp_cuda_comm_init: %s", error);
    return;
  }
  void *world = osdp_cuda_comm_world();
  std::vector<float> values(1000);
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<float>(i) * 0.5f - 100;
  testReductions(world, values, "world");
  check(runCollective(values, values.size(),
                      [&](void *in, void *out) {
                        osdp_cuda_all_gather(in, out, values.size(),
                                             OSDP_RT_F32, world);
                      }) == values,
        "all_gather (one rank)");
  check(runCollective(values, values.size(),
                      [&](void *in, void *out) {
                        osdp_cuda_reduce_scatter(in, out, values.size(),
                                                 OSDP_RT_F32, OSDP_RT_SUM,
                                                 world);
                      }) == values,
        "reduce_scatter (one rank)");
  void *split = osdp_cuda_comm_split(0, 0);
  if (!split) {
    check(false, "osdp_cuda_comm_split returned NULL");
    return;
  }
  testReductions(split, values, "split");
  check(osdp_cuda_synchronize(error, sizeof(error)) == 0,
        "osdp_cuda_synchronize after the collectives");
}

/// Compiled code's collectives (MeshCollectives.cpp) on a mesh of one
/// device, after testCollectives joined a world of one: every group is of
/// one, so each copies its input; a mesh of more devices than ranks is
/// refused.
void testMeshCollectives() {
  char error[1024] = "";
  int64_t two[] = {2, 1}, one[] = {1, 1};
  check(osdp_cuda_set_mesh(2, two, nullptr, error, sizeof(error)) != 0 &&
            std::strstr(error, "the mesh has 2 devices but there are 1 ranks"),
        "osdp_cuda_set_mesh refuses a mesh of 2 devices on 1 rank: %s", error);
  check(osdp_cuda_set_mesh(2, one, nullptr, error, sizeof(error)) == 0,
        "osdp_cuda_set_mesh of a 1x1 mesh: %s", error);
  std::vector<float> values(2 * 3 * 5);
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<float>(i) - 7;
  auto viaMemrefs = [&](auto entry) {
    return runCollective(values, values.size(), [&](void *in, void *out) {
      Descriptor3 mi = describe(in, 2, 3, 5), mo = describe(out, 2, 3, 5);
      osdp_rt_unranked_memref ui{3, &mi}, uo{3, &mo};
      entry(&ui, &uo);
    });
  };
  bool same =
      viaMemrefs([](auto *in, auto *out) {
        _mlir_ciface_osdp_cuda_all_reduce_f32(in, out, OSDP_RT_SUM, 0x21);
      }) == values &&
      viaMemrefs([](auto *in, auto *out) {
        _mlir_ciface_osdp_cuda_all_gather_f32(in, out, 1, 0x2);
      }) == values &&
      viaMemrefs([](auto *in, auto *out) {
        _mlir_ciface_osdp_cuda_reduce_scatter_f32(in, out, OSDP_RT_SUM, 2, 0x1);
      }) == values &&
      viaMemrefs([](auto *in, auto *out) {
        _mlir_ciface_osdp_cuda_all_to_all_f32(in, out, 1, 2, 0x12);
      }) == values;
  int64_t pairs[] = {0, 0};
  struct {
    void *allocated, *aligned;
    int64_t offset, sizes[1], strides[1];
  } pairsDescriptor{pairs, pairs, 0, {2}, {1}};
  osdp_rt_unranked_memref pairsMemref{1, &pairsDescriptor};
  same = same && viaMemrefs([&](auto *in, auto *out) {
                   _mlir_ciface_osdp_cuda_collective_permute_f32(in, out, 0x1,
                                                                 &pairsMemref);
                 }) == values;
  check(same && osdp_cuda_partition_id() == 0 &&
            osdp_cuda_synchronize(error, sizeof(error)) == 0,
        "compiled code's collectives on a 1x1 mesh (groups of one copy)");
  // In flight: issued on the communication stream, waited for by the
  // compute stream; two at once, waited for in the other order.
  bool inFlight =
      viaMemrefs([](auto *in, auto *out) {
        int64_t handle = _mlir_ciface_osdp_cuda_all_reduce_start_f32(
            in, out, OSDP_RT_SUM, 0x21);
        _mlir_ciface_osdp_cuda_wait_f32(handle, in, out);
      }) == values &&
      viaMemrefs([](auto *in, auto *out) {
        int64_t handle =
            _mlir_ciface_osdp_cuda_all_gather_start_f32(in, out, 1, 0x2);
        _mlir_ciface_osdp_cuda_wait_f32(handle, in, out);
      }) == values &&
      viaMemrefs([](auto *in, auto *out) {
        int64_t handle = _mlir_ciface_osdp_cuda_reduce_scatter_start_f32(
            in, out, OSDP_RT_SUM, 2, 0x1);
        _mlir_ciface_osdp_cuda_wait_f32(handle, in, out);
      }) == values;
  // The second collective reads the first one's output: the communication
  // stream runs them in order.
  inFlight =
      inFlight &&
      runCollective(values, values.size(), [&](void *in, void *out) {
        void *middle = osdp_cuda_alloc(values.size() * sizeof(float));
        Descriptor3 mi = describe(in, 2, 3, 5), mm = describe(middle, 2, 3, 5),
                    mo = describe(out, 2, 3, 5);
        osdp_rt_unranked_memref ui{3, &mi}, um{3, &mm}, uo{3, &mo};
        int64_t first = _mlir_ciface_osdp_cuda_all_reduce_start_f32(
            &ui, &um, OSDP_RT_SUM, 0x21);
        int64_t second =
            _mlir_ciface_osdp_cuda_all_gather_start_f32(&um, &uo, 1, 0x2);
        _mlir_ciface_osdp_cuda_wait_f32(second, &um, &uo);
        _mlir_ciface_osdp_cuda_wait_f32(first, &ui, &um);
        osdp_cuda_free(middle);
      }) == values;
  check(inFlight && osdp_cuda_synchronize(error, sizeof(error)) == 0,
        "compiled code's collectives in flight on a 1x1 mesh: started, "
        "waited for, two at once");
}

} // namespace

int main(int argc, char **argv) {
  int device = 0;
  bool bench = true, faultOnly = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--device=", 9) == 0)
      device = std::atoi(argv[i] + 9);
    else if (std::strcmp(argv[i], "--no-bench") == 0)
      bench = false;
    else if (std::strcmp(argv[i], "--fault-kernel") == 0)
      faultOnly = true;
    else {
      fprintf(stderr, "usage: %s [--device=N] [--no-bench] [--fault-kernel]\n",
              argv[0]);
      return 2;
    }
  }
  char error[1024] = "";
  if (osdp_cuda_init(device, error, sizeof(error)) != 0) {
    const char *expect = std::getenv("OSDP_CUDA_EXPECT_DEVICE");
    if (expect && *expect && std::strcmp(expect, "0") != 0) {
      fprintf(stderr, "FAIL: %s\n", error);
      return 1;
    }
    printf("SKIPPED: %s\n", error);
    return 0;
  }
  if (faultOnly)
    return faultKernel();
  char description[1024];
  osdp_cuda_describe(description, sizeof(description));
  printf("%s\n", description);
  check(osdp_cuda_init(device, error, sizeof(error)) == 0,
        "osdp_cuda_init again on the same device");
  testPool();
  testCopies();
  testKernels();
  testGemm();
  testMemrefGemmAndProfile();
  testCollectives();
  testMeshCollectives();
  if (bench) {
    benchGemm(OSDP_RT_BF16);
    benchGemm(OSDP_RT_F32);
  }
  printf("peak device bytes: %lld\n",
         static_cast<long long>(osdp_cuda_peak_bytes()));
  osdp_cuda_finalize();
  testKernelFault(argv[0], device);
  printf("%s\n", failures ? "FAILED" : "ALL PASSED");
  return failures ? 1 : 0;
}
