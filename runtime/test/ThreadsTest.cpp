//===- ThreadsTest.cpp - The runtime's threads and libomp entry points ----===//
//
// Usage: osdp-threads-test                  the entry points, on 1 to 5 threads
//        osdp-threads-test --print-threads  the thread count and a team's size
//        mpirun -np N osdp-threads-test --init   the same after osdp_rt_init
//        osdp-threads-test --kernels=LIB.so the loops of
//                                           test/Runtime/openmp-loops.mlir
//        osdp-threads-test --error=CASE     one bad call (a fatal error)
//        osdp-threads-test --bench[=LIB.so] times regions (and LIB's loop)
//
// Calls the libomp entry points as compiled code does (declared here, as
// MLIR's OpenMP lowering declares them) and checks what each thread sees:
// every thread runs the region once with its own number, the arguments
// arrive intact, the static schedules cover every iteration once for every
// integer width, increment and trip count, barriers hold, nested regions
// run on teams of one, and reductions combine every thread's value. Prints
// the checks per topic; test/Runtime/threads.test matches them.
//
//===----------------------------------------------------------------------===//

#include "osdp/Runtime/Runtime.h"

#include <dlfcn.h>
#include <mpi.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

//===----------------------------------------------------------------------===//
// The entry points, as generated code declares them
//===----------------------------------------------------------------------===//

extern "C" {
struct ident_t;
typedef void (*kmpc_micro)(int32_t *gtid, int32_t *btid, ...);
int32_t __kmpc_global_thread_num(ident_t *);
void __kmpc_fork_call(ident_t *, int32_t argc, kmpc_micro task, ...);
void __kmpc_fork_call_if(ident_t *, int32_t argc, kmpc_micro task, int32_t cond,
                         void *args);
void __kmpc_push_num_threads(ident_t *, int32_t gtid, int32_t threads);
void __kmpc_serialized_parallel(ident_t *, int32_t gtid);
void __kmpc_end_serialized_parallel(ident_t *, int32_t gtid);
void __kmpc_barrier(ident_t *, int32_t gtid);
void __kmpc_for_static_init_4(ident_t *, int32_t gtid, int32_t schedule,
                              int32_t *last, int32_t *lower, int32_t *upper,
                              int32_t *stride, int32_t incr, int32_t chunk);
void __kmpc_for_static_init_4u(ident_t *, int32_t gtid, int32_t schedule,
                               int32_t *last, uint32_t *lower, uint32_t *upper,
                               int32_t *stride, int32_t incr, int32_t chunk);
void __kmpc_for_static_init_8(ident_t *, int32_t gtid, int32_t schedule,
                              int32_t *last, int64_t *lower, int64_t *upper,
                              int64_t *stride, int64_t incr, int64_t chunk);
void __kmpc_for_static_init_8u(ident_t *, int32_t gtid, int32_t schedule,
                               int32_t *last, uint64_t *lower, uint64_t *upper,
                               int64_t *stride, int64_t incr, int64_t chunk);
void __kmpc_for_static_fini(ident_t *, int32_t gtid);
int32_t __kmpc_reduce(ident_t *, int32_t gtid, int32_t numVars, size_t size,
                      void *data, void (*combine)(void *, void *), void *lock);
void __kmpc_end_reduce(ident_t *, int32_t gtid, void *lock);
int32_t __kmpc_reduce_nowait(ident_t *, int32_t gtid, int32_t numVars,
                             size_t size, void *data,
                             void (*combine)(void *, void *), void *lock);
void __kmpc_end_reduce_nowait(ident_t *, int32_t gtid, void *lock);
}

namespace {

constexpr int32_t kStatic = 34, kStaticChunked = 33;

/// A microtask of any parameter list, as generated code passes it.
template <typename F> kmpc_micro micro(F *task) {
  return reinterpret_cast<kmpc_micro>(reinterpret_cast<void (*)()>(task));
}

/// Counts checks per topic.
struct Tally {
  long passed = 0, failed = 0, failedInAll = 0;
  void check(bool ok, const char *what) {
    if (ok) {
      ++passed;
      return;
    }
    if (++failed <= 10)
      std::printf("FAILED: %s\n", what);
  }
  void print(const char *topic) {
    std::printf("%s: %ld checks passed, %ld failed\n", topic, passed, failed);
    failedInAll += failed;
    passed = failed = 0;
  }
};
Tally tally;

//===----------------------------------------------------------------------===//
// Regions: one run per thread, distinct numbers, the caller as thread 0
//===----------------------------------------------------------------------===//

struct Seen {
  std::atomic<int> calls{0};
  std::atomic<uint64_t> btids{0}, gtids{0};
  std::atomic<int> gtidMismatches{0};
  pthread_t caller;
  std::atomic<int> callerTid{-1};
};

void recordThread(int32_t *gtid, int32_t *btid, Seen *seen) {
  seen->calls.fetch_add(1);
  seen->btids.fetch_or(uint64_t(1) << *btid);
  seen->gtids.fetch_or(uint64_t(1) << *gtid);
  if (__kmpc_global_thread_num(nullptr) != *gtid)
    seen->gtidMismatches.fetch_add(1);
  if (pthread_equal(pthread_self(), seen->caller))
    seen->callerTid.store(*btid);
}

void checkRegions() {
  for (int threads = 1; threads <= 5; ++threads) {
    osdp_rt_set_num_threads(threads);
    tally.check(osdp_rt_num_threads() == threads, "osdp_rt_num_threads");
    // Twice: the second region reuses the workers.
    for (int round = 0; round < 2; ++round) {
      Seen seen;
      seen.caller = pthread_self();
      __kmpc_fork_call(nullptr, 1, micro(&recordThread), &seen);
      uint64_t all = (uint64_t(1) << threads) - 1;
      tally.check(seen.calls == threads, "one run per thread");
      tally.check(seen.btids == all, "thread numbers 0..n-1");
      tally.check(__builtin_popcountll(seen.gtids) == threads,
                  "distinct global ids");
      tally.check(seen.gtidMismatches == 0, "__kmpc_global_thread_num");
      tally.check(seen.callerTid == 0, "the caller is thread 0");
    }
  }
  // __kmpc_push_num_threads: the next region only, at most the pool.
  osdp_rt_set_num_threads(4);
  for (int pushed : {2, 9, 0}) {
    Seen seen;
    seen.caller = pthread_self();
    if (pushed)
      __kmpc_push_num_threads(nullptr, 0, pushed);
    __kmpc_fork_call(nullptr, 1, micro(&recordThread), &seen);
    tally.check(seen.calls == std::min(pushed ? pushed : 4, 4),
                "__kmpc_push_num_threads");
  }
  // __kmpc_fork_call_if: a team, or the caller alone.
  for (int cond : {1, 0}) {
    Seen seen;
    seen.caller = pthread_self();
    __kmpc_fork_call_if(nullptr, 1, micro(&recordThread), cond, &seen);
    tally.check(seen.calls == (cond ? 4 : 1), "__kmpc_fork_call_if");
    tally.check(seen.callerTid == 0, "__kmpc_fork_call_if on the caller");
  }
  tally.print("regions");
}

//===----------------------------------------------------------------------===//
// Arguments: 0 to 16, each thread gets them all
//===----------------------------------------------------------------------===//

template <size_t> using Pointer = void *;

int argumentValues[16];
std::atomic<int> argumentRuns{0}, argumentErrors{0};

template <typename Indices> struct Arguments;
template <size_t... I> struct Arguments<std::index_sequence<I...>> {
  static void task(int32_t *gtid, int32_t *btid, Pointer<I>... args) {
    void *got[] = {nullptr, args...};
    for (size_t i = 0; i < sizeof...(I); ++i)
      if (got[i + 1] != &argumentValues[i])
        argumentErrors.fetch_add(1);
    argumentRuns.fetch_add(1);
  }
  static void fork() {
    argumentRuns = 0;
    argumentErrors = 0;
    __kmpc_fork_call(nullptr, int32_t(sizeof...(I)), micro(&task),
                     static_cast<void *>(&argumentValues[I])...);
  }
};

template <size_t... N> void forkWithEach(std::index_sequence<N...>) {
  auto one = [](auto run, int argc) {
    run();
    tally.check(argumentRuns == 3 && argumentErrors == 0,
                ("arguments: " + std::to_string(argc)).c_str());
  };
  (one(&Arguments<std::make_index_sequence<N>>::fork, int(N)), ...);
}

void noArgument(int32_t *, int32_t *) { argumentRuns.fetch_add(1); }

void checkArguments() {
  osdp_rt_set_num_threads(3);
  forkWithEach(std::make_index_sequence<17>());
  argumentRuns = 0;
  __kmpc_fork_call_if(nullptr, 0, micro(&noArgument), 1, nullptr);
  tally.check(argumentRuns == 3, "__kmpc_fork_call_if without arguments");
  tally.print("arguments");
}

//===----------------------------------------------------------------------===//
// Static schedules
//===----------------------------------------------------------------------===//

template <typename T> using Signed = std::make_signed_t<T>;
template <typename T> using Unsigned = std::make_unsigned_t<T>;

template <typename T>
void staticInit(int32_t schedule, int32_t *last, T *lower, T *upper,
                Signed<T> *stride, Signed<T> incr, Signed<T> chunk) {
  if constexpr (std::is_same_v<T, int32_t>)
    __kmpc_for_static_init_4(nullptr, 0, schedule, last, lower, upper, stride,
                             incr, chunk);
  else if constexpr (std::is_same_v<T, uint32_t>)
    __kmpc_for_static_init_4u(nullptr, 0, schedule, last, lower, upper, stride,
                              incr, chunk);
  else if constexpr (std::is_same_v<T, int64_t>)
    __kmpc_for_static_init_8(nullptr, 0, schedule, last, lower, upper, stride,
                             incr, chunk);
  else
    __kmpc_for_static_init_8u(nullptr, 0, schedule, last, lower, upper, stride,
                              incr, chunk);
}

/// A loop from `lower` by `incr`, `trips` iterations, under a schedule.
template <typename T> struct Loop {
  T lower, upper;
  Signed<T> incr;
  uint64_t trips;
  int32_t schedule;
  Signed<T> chunk;
};

/// What static_init gave one thread.
template <typename T> struct Share {
  T first, last;
  Signed<T> stride;
  int32_t isLast;
};

/// The loops: every trip count from 0 to 9 and some larger ones, upwards
/// and downwards by several increments, from 0, from 7, from -7 and ending
/// at the end of the type; a range that would leave the type is skipped.
template <typename T> std::vector<Loop<T>> makeLoops() {
  using Wide = __int128;
  std::vector<Loop<T>> loops;
  const Wide min = std::numeric_limits<T>::min();
  const Wide max = std::numeric_limits<T>::max();
  for (uint64_t trips : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 100, 1001, 65537})
    for (Signed<T> incr : {1, 2, 3, -1, -5}) {
      if (trips > 1001 && incr != 1)
        continue;
      Wide span = Wide(trips) * incr;
      // An empty loop normalised to [0, trips - 1] passes upper = -1.
      Wide step = trips ? span - incr : (incr > 0 ? -1 : 1);
      for (Wide lower :
           {Wide(0), Wide(7), Wide(-7), incr > 0 ? max - step : min - step}) {
        Wide upper = lower + step;
        if (lower < min || lower > max)
          continue;
        // Unsigned upper bounds may wrap for the empty loop from 0 (what
        // generated code passes); no other range leaves the type.
        bool wrapsEmpty = trips == 0 && std::abs(int(incr)) == 1 && min == 0;
        if ((upper < min || upper > max) && !wrapsEmpty)
          continue;
        for (int32_t schedule : {kStatic, kStaticChunked})
          for (Signed<T> chunk : {1, 3, 64}) {
            if (schedule == kStatic && chunk != 1)
              continue;
            loops.push_back({T(lower), T(upper), incr, trips, schedule,
                             schedule == kStatic ? 0 : chunk});
          }
      }
    }
  return loops;
}

/// The iteration index of `value` in `loop`, or -1 off its grid.
template <typename T> int64_t indexOf(const Loop<T> &loop, T value) {
  using U = Unsigned<T>;
  U distance =
      loop.incr > 0 ? U(U(value) - U(loop.lower)) : U(U(loop.lower) - U(value));
  U step = loop.incr > 0 ? U(loop.incr) : U(U(0) - U(loop.incr));
  if (distance % step != 0)
    return -1;
  return int64_t(distance / step);
}

/// Checks that the shares cover every iteration once, as generated code
/// walks them: [first, last], then (chunked) chunks of that length
/// `stride` apart, clamped to the loop; and that the thread of the last
/// iteration, alone, is told so.
template <typename T>
void checkShares(const Loop<T> &loop, const std::vector<Share<T>> &shares) {
  using U = Unsigned<T>;
  std::vector<int> runs(loop.trips, 0);
  int lastOwners = 0;
  bool ok = true;
  for (const Share<T> &s : shares) {
    T before = T(U(s.first) - U(loop.incr > 0 ? 1 : -1));
    bool wrapped = loop.trips == 0 && s.last == before;
    bool empty = loop.incr > 0 ? s.last < s.first : s.last > s.first;
    if (empty || wrapped) {
      ok &= s.last == before && !s.isLast;
      continue;
    }
    int64_t first = indexOf(loop, s.first), last = indexOf(loop, s.last);
    ok &= first >= 0 && last >= first && uint64_t(first) < loop.trips;
    if (!ok)
      break;
    int64_t length = last - first + 1, stride = 0;
    if (loop.schedule == kStaticChunked)
      stride = int64_t(s.stride / loop.incr);
    bool runsLast = false;
    for (int64_t begin = first; uint64_t(begin) < loop.trips; begin += stride) {
      for (int64_t i = begin; i < begin + length && uint64_t(i) < loop.trips;
           ++i) {
        ++runs[i];
        runsLast |= uint64_t(i) == loop.trips - 1;
      }
      if (stride <= 0)
        break;
    }
    ok &= bool(s.isLast) == runsLast;
    lastOwners += runsLast;
  }
  ok &= std::all_of(runs.begin(), runs.end(), [](int n) { return n == 1; });
  ok &= lastOwners == (loop.trips > 0 ? 1 : 0);
  tally.check(ok, "a static schedule");
}

/// Every thread computes its share of every loop in one region.
template <typename T> struct ScheduleRegion {
  const std::vector<Loop<T>> *loops;
  std::vector<std::vector<Share<T>>> *shares; // [loop][thread]

  static void task(int32_t *gtid, int32_t *btid, ScheduleRegion *region) {
    const std::vector<Loop<T>> &loops = *region->loops;
    for (size_t i = 0; i < loops.size(); ++i) {
      const Loop<T> &loop = loops[i];
      Share<T> &s = (*region->shares)[i][*btid];
      s.first = loop.lower;
      s.last = loop.upper;
      s.stride = 1;
      s.isLast = -1;
      staticInit<T>(loop.schedule, &s.isLast, &s.first, &s.last, &s.stride,
                    loop.incr, loop.chunk);
      __kmpc_for_static_fini(nullptr, *gtid);
    }
  }
};

template <typename T> void checkSchedules(int threads) {
  std::vector<Loop<T>> loops = makeLoops<T>();
  std::vector<std::vector<Share<T>>> shares(loops.size(),
                                            std::vector<Share<T>>(threads));
  ScheduleRegion<T> region{&loops, &shares};
  __kmpc_fork_call(nullptr, 1, micro(&ScheduleRegion<T>::task), &region);
  for (size_t i = 0; i < loops.size(); ++i)
    checkShares(loops[i], shares[i]);
}

/// What MLIR's lowering passes for a loop of no iterations: [0, 2^64 - 1],
/// whose count (upper - lower + 1) must stay 0 for every thread.
void emptyNormalisedLoop(int32_t *gtid, int32_t *btid, std::atomic<int> *bad) {
  int32_t last = -1;
  uint64_t lower = 0, upper = ~uint64_t(0);
  int64_t stride = 1;
  __kmpc_for_static_init_8u(nullptr, *gtid, kStatic, &last, &lower, &upper,
                            &stride, 1, 0);
  if (upper - lower + 1 != 0 || last != 0)
    bad->fetch_add(1);
}

void checkStaticSchedules() {
  for (int threads = 1; threads <= 5; ++threads) {
    osdp_rt_set_num_threads(threads);
    checkSchedules<int32_t>(threads);
    checkSchedules<uint32_t>(threads);
    checkSchedules<int64_t>(threads);
    checkSchedules<uint64_t>(threads);
    std::atomic<int> bad{0};
    __kmpc_fork_call(nullptr, 1, micro(&emptyNormalisedLoop), &bad);
    tally.check(bad == 0, "the empty normalised loop");
  }
  tally.print("static schedules");
}

//===----------------------------------------------------------------------===//
// Barriers, nested regions, reductions
//===----------------------------------------------------------------------===//

struct BarrierRegion {
  std::atomic<int> slots[8];
  std::atomic<int> errors{0};
  int threads;
};

void barrierTask(int32_t *gtid, int32_t *btid, BarrierRegion *region) {
  for (int round = 1; round <= 200; ++round) {
    region->slots[*btid].store(round, std::memory_order_relaxed);
    __kmpc_barrier(nullptr, *gtid);
    for (int t = 0; t < region->threads; ++t)
      if (region->slots[t].load(std::memory_order_relaxed) != round)
        region->errors.fetch_add(1);
    __kmpc_barrier(nullptr, *gtid);
  }
}

void checkBarriers() {
  for (int threads = 1; threads <= 5; ++threads) {
    osdp_rt_set_num_threads(threads);
    BarrierRegion region;
    region.threads = threads;
    __kmpc_fork_call(nullptr, 1, micro(&barrierTask), &region);
    tally.check(region.errors == 0, "every thread passes each barrier");
  }
  tally.print("barriers");
}

/// The share of [0, 99] the calling thread's team gives it.
int64_t shareSize() {
  int32_t last = 0;
  int64_t lower = 0, upper = 99, stride = 1;
  __kmpc_for_static_init_8(nullptr, 0, kStatic, &last, &lower, &upper, &stride,
                           1, 0);
  return upper - lower + 1;
}

struct NestedRegion {
  std::atomic<int> innerRuns{0}, errors{0};
};

void innerTask(int32_t *gtid, int32_t *btid, NestedRegion *region,
               int32_t *outerGtid) {
  region->innerRuns.fetch_add(1);
  bool ok = *btid == 0 && *gtid == *outerGtid && shareSize() == 100;
  __kmpc_barrier(nullptr, *gtid); // a team of one: returns at once
  if (!ok)
    region->errors.fetch_add(1);
}

void outerTask(int32_t *gtid, int32_t *btid, NestedRegion *region) {
  int64_t before = shareSize();
  __kmpc_fork_call(nullptr, 2, micro(&innerTask), region, gtid);
  __kmpc_serialized_parallel(nullptr, *gtid);
  bool serial = shareSize() == 100;
  __kmpc_end_serialized_parallel(nullptr, *gtid);
  // The team is back: the same share, and its barrier.
  __kmpc_barrier(nullptr, *gtid);
  if (!serial || shareSize() != before || before >= 100)
    region->errors.fetch_add(1);
}

void checkNested() {
  for (int threads = 2; threads <= 4; ++threads) {
    osdp_rt_set_num_threads(threads);
    NestedRegion region;
    __kmpc_fork_call(nullptr, 1, micro(&outerTask), &region);
    tally.check(region.innerRuns == threads, "one inner run per thread");
    tally.check(region.errors == 0, "inner regions run on teams of one");
  }
  tally.print("nested regions");
}

struct ReductionRegion {
  int64_t n;
  int64_t sum = 0; // combined under __kmpc_reduce
  bool wait;
};

void reductionTask(int32_t *gtid, int32_t *btid, ReductionRegion *region) {
  int32_t last = 0;
  int64_t lower = 1, upper = region->n, stride = 1, mine = 0;
  __kmpc_for_static_init_8(nullptr, *gtid, kStatic, &last, &lower, &upper,
                           &stride, 1, 0);
  for (int64_t i = lower; i <= upper; ++i)
    mine += i;
  __kmpc_for_static_fini(nullptr, *gtid);
  void *data[] = {&mine};
  if (region->wait) {
    if (__kmpc_reduce(nullptr, *gtid, 1, sizeof(data), data, nullptr,
                      nullptr) == 1) {
      region->sum += mine;
      __kmpc_end_reduce(nullptr, *gtid, nullptr);
    }
  } else if (__kmpc_reduce_nowait(nullptr, *gtid, 1, sizeof(data), data,
                                  nullptr, nullptr) == 1) {
    region->sum += mine;
    __kmpc_end_reduce_nowait(nullptr, *gtid, nullptr);
  }
  __kmpc_barrier(nullptr, *gtid);
}

void checkReductions() {
  for (int threads = 1; threads <= 5; ++threads) {
    osdp_rt_set_num_threads(threads);
    for (bool wait : {true, false})
      for (int64_t n : {0, 1, 3, 100000}) {
        ReductionRegion region{n, 0, wait};
        __kmpc_fork_call(nullptr, 1, micro(&reductionTask), &region);
        tally.check(region.sum == n * (n + 1) / 2, "a reduction");
      }
  }
  tally.print("reductions");
}

//===----------------------------------------------------------------------===//
// Thread counts
//===----------------------------------------------------------------------===//

/// The cores the process may run on (the runtime's rule, restated).
int usableCores() {
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    cores = std::min<long>(cores, CPU_COUNT(&set));
  return int(std::max(1L, cores));
}

void countTeam(int32_t *, int32_t *, std::atomic<int> *size) {
  size->fetch_add(1);
}

/// Prints the thread count, what the environment or the cores make it,
/// and the size of a region's team.
void printThreads(int ranksOnNode) {
  int expected = std::max(1, usableCores() / ranksOnNode);
  if (const char *text = std::getenv("OSDP_NUM_THREADS"))
    expected = std::atoi(text);
  std::atomic<int> team{0};
  __kmpc_fork_call(nullptr, 1, micro(&countTeam), &team);
  std::printf("threads %d, expected %d, team %d\n", osdp_rt_num_threads(),
              expected, team.load());
}

int printThreadsAfterInit(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int ranks = 1, rank = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm node;
  int local = 1;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                      &node);
  MPI_Comm_size(node, &local);
  MPI_Comm_free(&node);
  int64_t size = ranks;
  if (osdp_rt_init(&argc, &argv, 1, &size, nullptr) != 0)
    return 1;
  printThreads(local);
  osdp_rt_finalize();
  MPI_Finalize();
  return 0;
}

//===----------------------------------------------------------------------===//
// Compiled loops (test/Runtime/openmp-loops.mlir)
//===----------------------------------------------------------------------===//

template <int Rank> struct Memref {
  float *allocated, *aligned;
  int64_t offset, sizes[Rank], strides[Rank];
};

Memref<1> view(std::vector<float> &data) {
  return {data.data(), data.data(), 0, {int64_t(data.size())}, {1}};
}

struct Kernels {
  void (*add)(Memref<1> *, Memref<1> *, Memref<1> *);
  void (*scale)(Memref<2> *, float);
  float (*sum)(Memref<1> *);
  void (*doubleNested)(Memref<2> *);
};

template <typename F> void load(void *library, const char *name, F &f) {
  void *symbol = dlsym(library, name);
  if (!symbol) {
    std::fprintf(stderr, "%s: %s\n", name, dlerror());
    std::exit(1);
  }
  f = reinterpret_cast<F>(symbol);
}

Kernels loadKernels(const char *path) {
  void *library = dlopen(path, RTLD_NOW);
  if (!library) {
    std::fprintf(stderr, "%s\n", dlerror());
    std::exit(1);
  }
  Kernels k;
  load(library, "_mlir_ciface_add", k.add);
  load(library, "_mlir_ciface_scale_odd_columns", k.scale);
  load(library, "_mlir_ciface_sum", k.sum);
  load(library, "_mlir_ciface_double_nested", k.doubleNested);
  return k;
}

void checkAdd(const Kernels &k, int64_t n) {
  std::vector<float> a(n), b(n), c(n, -1);
  for (int64_t i = 0; i < n; ++i) {
    a[i] = float(i % 1000);
    b[i] = float(3 * (i % 7));
  }
  Memref<1> ma = view(a), mb = view(b), mc = view(c);
  k.add(&ma, &mb, &mc);
  bool ok = true;
  for (int64_t i = 0; i < n; ++i)
    ok &= c[i] == a[i] + b[i];
  tally.check(ok, "add");
}

/// scale_odd_columns multiplies columns 1, 4, 7, ... (a step of 3).
void checkScale(const Kernels &k, int64_t rows, int64_t cols) {
  std::vector<float> a(rows * cols);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i % 101);
  std::vector<float> original = a;
  Memref<2> m{a.data(), a.data(), 0, {rows, cols}, {cols, 1}};
  k.scale(&m, 2.0f);
  bool ok = true;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) {
      float x = original[i * cols + j];
      ok &= a[i * cols + j] == (j % 3 == 1 ? 2 * x : x);
    }
  tally.check(ok, "scale_odd_columns");
}

void checkSum(const Kernels &k, int64_t n) {
  std::vector<float> a(n);
  double expected = 0;
  for (int64_t i = 0; i < n; ++i) {
    a[i] = float(i % 5);
    expected += a[i];
  }
  Memref<1> m = view(a);
  tally.check(k.sum(&m) == float(expected), "sum");
}

void checkDoubleNested(const Kernels &k, int64_t rows, int64_t cols) {
  std::vector<float> a(rows * cols);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i % 31);
  std::vector<float> original = a;
  Memref<2> m{a.data(), a.data(), 0, {rows, cols}, {cols, 1}};
  k.doubleNested(&m);
  bool ok = true;
  for (size_t i = 0; i < a.size(); ++i)
    ok &= a[i] == 2 * original[i];
  tally.check(ok, "double_nested");
}

int checkKernels(const char *path) {
  Kernels k = loadKernels(path);
  std::printf("threads %d\n", osdp_rt_num_threads());
  for (int64_t n : {0, 1, 2, 3, 5, 1000, 100003})
    checkAdd(k, n);
  for (auto [rows, cols] : {std::pair<int64_t, int64_t>{0, 5},
                            {3, 0},
                            {1, 1},
                            {1, 2},
                            {2, 7},
                            {5, 3},
                            {37, 101}}) {
    checkScale(k, rows, cols);
    checkDoubleNested(k, rows, cols);
  }
  for (int64_t n : {0, 1, 2, 7, 100000})
    checkSum(k, n);
  tally.print("compiled loops");
  return tally.failedInAll != 0;
}

//===----------------------------------------------------------------------===//
// Errors and timings
//===----------------------------------------------------------------------===//

void nothing(int32_t *, int32_t *) {}

int badCall(const std::string &which) {
  osdp_rt_set_num_threads(2);
  if (which == "arguments") {
    int x = 0;
    void *p = &x;
    __kmpc_fork_call(nullptr, 17, micro(&nothing), p, p, p, p, p, p, p, p, p, p,
                     p, p, p, p, p, p, p);
  } else if (which == "schedule") {
    int32_t last, lower = 0, upper = 9, stride = 1;
    __kmpc_for_static_init_4(nullptr, 0, 35, &last, &lower, &upper, &stride, 1,
                             1);
  } else {
    std::fprintf(stderr, "unknown error case %s\n", which.c_str());
    return 2;
  }
  std::printf("bad call returned\n");
  return 0;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// Empty regions back to back (workers spinning), and spaced out so that
/// they sleep in between: the best batch and the median region, which
/// other processes on the machine disturb least.
void benchRegions() {
  const int batches = 200, batch = 1000;
  __kmpc_fork_call(nullptr, 0, micro(&nothing));
  double best = 1e30;
  for (int b = 0; b < batches; ++b) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < batch; ++i)
      __kmpc_fork_call(nullptr, 0, micro(&nothing));
    best = std::min(best, secondsSince(start) / batch);
  }
  std::vector<double> spaced(2000);
  for (double &t : spaced) {
    usleep(500);
    auto start = std::chrono::steady_clock::now();
    __kmpc_fork_call(nullptr, 0, micro(&nothing));
    t = secondsSince(start);
  }
  std::sort(spaced.begin(), spaced.end());
  std::printf("threads %d: empty region %.2f us back to back (best batch), "
              "%.2f us after 0.5 ms idle (median)\n",
              osdp_rt_num_threads(), best * 1e6,
              spaced[spaced.size() / 2] * 1e6);
}

void benchKernel(const char *path) {
  Kernels k = loadKernels(path);
  const int64_t n = int64_t(1) << 24;
  std::vector<float> a(n, 1.0f), b(n, 2.0f), c(n, 0.0f);
  Memref<1> ma = view(a), mb = view(b), mc = view(c);
  k.add(&ma, &mb, &mc);
  const int reps = 50;
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto start = std::chrono::steady_clock::now();
    k.add(&ma, &mb, &mc);
    best = std::min(best, secondsSince(start));
  }
  std::printf("threads %d: add of 16M floats %.2f ms (best of %d)\n",
              osdp_rt_num_threads(), best * 1e3, reps);
}

} // namespace

int main(int argc, char **argv) {
  std::string arg = argc > 1 ? argv[1] : "";
  if (arg == "--print-threads") {
    printThreads(1);
    return 0;
  }
  if (arg == "--init")
    return printThreadsAfterInit(argc, argv);
  if (arg.rfind("--kernels=", 0) == 0)
    return checkKernels(argv[1] + std::strlen("--kernels="));
  if (arg.rfind("--error=", 0) == 0)
    return badCall(arg.substr(std::strlen("--error=")));
  if (arg.rfind("--bench", 0) == 0) {
    benchRegions();
    if (arg.rfind("--bench=", 0) == 0)
      benchKernel(argv[1] + std::strlen("--bench="));
    return 0;
  }
  if (!arg.empty()) {
    std::fprintf(stderr,
                 "usage: %s [--print-threads | --init | --kernels=LIB.so | "
                 "--error=CASE | --bench[=LIB.so]]\n",
                 argv[0]);
    return 2;
  }
  checkRegions();
  checkArguments();
  checkStaticSchedules();
  checkBarriers();
  checkNested();
  checkReductions();
  return tally.failedInAll != 0;
}
