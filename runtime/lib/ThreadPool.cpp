//===- ThreadPool.cpp - The threads of a rank -----------------------------===//
//
// Compiled code runs its large parallel loops on a team of threads: MLIR's
// OpenMP lowering calls libomp's entry points (OpenMPEntryPoints.cpp), which
// land here. A rank keeps a pool of its thread count minus one workers,
// created on the first parallel region; the thread that starts a region is
// thread 0 of its team. A region started while the pool is in use (a nested
// region, or one from another thread) runs on a team of one.
//
// Between regions, and at barriers, a waiting thread spins for a few tens of
// microseconds, so that back-to-back loops find their workers awake, and
// then sleeps on a futex, so that an idle rank leaves its cores to the other
// ranks of the node (libomp spins for 200 ms by default).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

using namespace osdp::rt;

namespace {

//===----------------------------------------------------------------------===//
// Waiting: spin, then sleep
//===----------------------------------------------------------------------===//

/// How long a waiting thread spins before it sleeps. A futex wake-up costs a
/// few microseconds, so spinning longer gains little; spinning much shorter
/// would put workers to sleep between the loops of one step.
constexpr std::chrono::microseconds kSpinTime(50);

/// The most threads OSDP_NUM_THREADS or osdp_rt_set_num_threads may ask for.
constexpr int kMaxThreads = 1024;

void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t),
              "futexes need a plain 32-bit word");

void futexWait(std::atomic<uint32_t> &word, uint32_t seen) {
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAIT_PRIVATE,
          seen, nullptr, nullptr, 0);
}

void futexWakeAll(std::atomic<uint32_t> &word) {
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAKE_PRIVATE,
          INT_MAX, nullptr, nullptr, 0);
}

/// A counter that threads wait on to advance. Its own cache line: every
/// thread of the team polls it.
class alignas(64) Event {
public:
  uint32_t value() const { return word.load(std::memory_order_acquire); }

  /// Returns once the counter is no longer `seen`.
  void waitWhile(uint32_t seen) {
    if (spinWhile(seen))
      return;
    // The sleeper count and the counter are both sequentially consistent,
    // so either notifyAll sees this sleeper or this thread sees the new
    // value; the kernel rechecks the word before sleeping.
    sleepers.fetch_add(1, std::memory_order_seq_cst);
    while (word.load(std::memory_order_seq_cst) == seen)
      futexWait(word, seen);
    sleepers.fetch_sub(1, std::memory_order_relaxed);
  }

  /// Advances the counter and wakes every waiting thread; no system call
  /// while all of them are still spinning.
  void notifyAll() {
    word.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers.load(std::memory_order_seq_cst) != 0)
      futexWakeAll(word);
  }

private:
  /// Whether the counter moved within the spin time.
  bool spinWhile(uint32_t seen) const {
    auto deadline = std::chrono::steady_clock::now() + kSpinTime;
    for (unsigned i = 1;; ++i) {
      if (word.load(std::memory_order_acquire) != seen)
        return true;
      cpuRelax();
      // Reading the clock costs tens of nanoseconds: not every round.
      if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline)
        return false;
    }
  }

  std::atomic<uint32_t> word{0};
  std::atomic<uint32_t> sleepers{0};
};

/// A barrier of the team's threads.
class Barrier {
public:
  /// Sets the team size; only while no thread waits.
  void reset(int threads) { size = threads; }

  void wait() {
    // Read before arriving: the release cannot have happened yet.
    uint32_t seen = released.value();
    if (arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == size) {
      // Threads arrive at the next barrier only after the release.
      arrived.store(0, std::memory_order_relaxed);
      released.notifyAll();
      return;
    }
    released.waitWhile(seen);
  }

private:
  alignas(64) std::atomic<int> arrived{0};
  Event released;
  int size = 1;
};

//===----------------------------------------------------------------------===//
// Microtasks and their arguments
//===----------------------------------------------------------------------===//

template <size_t> using Pointer = void *;

/// Calls `task` with exactly as many pointer arguments as it takes: on
/// x86-64 (and AArch64) a variadic call of pointers passes them where the
/// callee's fixed parameters are, so this is the call libomp makes.
template <typename Indices> struct Invoke;
template <size_t... I> struct Invoke<std::index_sequence<I...>> {
  static void call(Microtask task, int32_t *gtid, int32_t *tid,
                   [[maybe_unused]] void *const *args) {
    using Fixed = void (*)(int32_t *, int32_t *, Pointer<I>...);
    // Through void (*)(): the cast between function types is deliberate.
    auto fixed = reinterpret_cast<Fixed>(reinterpret_cast<void (*)()>(task));
    fixed(gtid, tid, args[I]...);
  }
};

using Invoker = void (*)(Microtask, int32_t *, int32_t *, void *const *);

template <size_t... N>
constexpr std::array<Invoker, sizeof...(N)>
makeInvokers(std::index_sequence<N...>) {
  return {&Invoke<std::make_index_sequence<N>>::call...};
}

/// invokers[argc] forwards argc arguments.
constexpr std::array<Invoker, kMaxMicrotaskArgs + 1> invokers =
    makeInvokers(std::make_index_sequence<kMaxMicrotaskArgs + 1>());

//===----------------------------------------------------------------------===//
// Threads and teams
//===----------------------------------------------------------------------===//

/// What each thread knows of its place. Outside parallel regions a thread
/// is thread 0 of a team of one.
struct ThreadState {
  /// 0 for threads not of the pool (what libomp calls the root), the
  /// worker's index for the pool's.
  int32_t gtid = 0;
  int32_t tid = 0;
  int32_t teamSize = 1;
  /// The team size __kmpc_push_num_threads asked for the next region.
  int32_t pushedThreads = 0;
  /// Depth of __kmpc_serialized_parallel regions, and the place they hide.
  int32_t serialDepth = 0;
  int32_t savedTid = 0;
  int32_t savedTeamSize = 1;
};

thread_local ThreadState self;

/// Makes the calling thread thread `tid` of a team of `size` until the end
/// of the scope.
class TeamScope {
public:
  TeamScope(int32_t tid, int32_t size)
      : savedTid(self.tid), savedSize(self.teamSize) {
    self.tid = tid;
    self.teamSize = size;
  }
  ~TeamScope() {
    self.tid = savedTid;
    self.teamSize = savedSize;
  }

private:
  int32_t savedTid, savedSize;
};

/// Runs `task` as thread `tid` of a team of `size`.
void runMember(Microtask task, int argc, void *const *args, int32_t tid,
               int32_t size) {
  TeamScope scope(tid, size);
  int32_t gtid = self.gtid, btid = tid;
  invokers[argc](task, &gtid, &btid, args);
}

/// What the threads of a team run.
struct Job {
  Microtask task = nullptr;
  int argc = 0;
  void *args[kMaxMicrotaskArgs] = {};
  int32_t teamSize = 1;
};

class ThreadPool {
public:
  /// Takes the pool for one region; false while another region has it.
  bool tryAcquire() { return !busy.exchange(true, std::memory_order_acquire); }
  void release() { busy.store(false, std::memory_order_release); }

  /// Runs `job` on threads 0..teamSize-1 of a pool of `threads` (resized
  /// if it is not), the caller being thread 0; the pool must be acquired.
  void run(const Job &job, int threads);

  Barrier barrier;
  /// Serialises the combination of reduction values.
  std::mutex reduction;

private:
  void resize(int threads);
  void work(int32_t gtid, uint32_t seen);

  std::atomic<bool> busy{false};
  std::vector<std::thread> workers;
  Job job;
  /// Advances once per job, and to stop the workers.
  Event start;
  /// Advances when the last worker is done with a job.
  Event done;
  alignas(64) std::atomic<int> pending{0};
  /// Read by workers after `start` advanced.
  bool stopping = false;
};

void ThreadPool::run(const Job &next, int threads) {
  if (int(workers.size()) + 1 != threads)
    resize(threads);
  job = next;
  barrier.reset(job.teamSize);
  // Every worker answers every job (the ones beyond the team at once), so
  // that `job` is never rewritten while a worker may still read it.
  pending.store(int(workers.size()), std::memory_order_relaxed);
  uint32_t seen = done.value();
  start.notifyAll();
  runMember(job.task, job.argc, job.args, 0, job.teamSize);
  done.waitWhile(seen);
}

void ThreadPool::resize(int threads) {
  if (!workers.empty()) {
    stopping = true;
    start.notifyAll();
    for (std::thread &worker : workers)
      worker.join();
    workers.clear();
    stopping = false;
  }
  // Passed to each worker: it must not miss a job started before it runs.
  uint32_t seen = start.value();
  for (int32_t gtid = 1; gtid < threads; ++gtid)
    workers.emplace_back([this, gtid, seen] { work(gtid, seen); });
}

void ThreadPool::work(int32_t gtid, uint32_t seen) {
  pthread_setname_np(pthread_self(), "osdp-worker");
  self.gtid = gtid;
  for (;;) {
    start.waitWhile(seen);
    ++seen;
    if (stopping)
      return;
    if (gtid < job.teamSize)
      runMember(job.task, job.argc, job.args, gtid, job.teamSize);
    if (pending.fetch_sub(1, std::memory_order_acq_rel) == 1)
      done.notifyAll();
  }
}

/// The pool lives until the process ends: workers may be asleep in it then
/// (joining them from a static destructor could race with a region).
ThreadPool &pool() {
  static ThreadPool *instance = new ThreadPool;
  return *instance;
}

//===----------------------------------------------------------------------===//
// Thread counts
//===----------------------------------------------------------------------===//

/// The threads of a parallel region; 0 until first needed.
std::atomic<int> poolThreads{0};

/// The cores this process may run on: the online ones, fewer where the
/// launcher bound it to some (Open MPI binds each rank to one core when it
/// starts two or fewer): threads beyond them would only take turns.
int usableCores() {
  long cores = std::max(1L, sysconf(_SC_NPROCESSORS_ONLN));
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    cores = std::min<long>(cores, std::max(1, CPU_COUNT(&set)));
  return int(std::min<long>(cores, kMaxThreads));
}

/// OSDP_NUM_THREADS: a positive decimal integer.
int threadsFromEnvironment(const char *text) {
  char *end = nullptr;
  errno = 0;
  long threads = std::strtol(text, &end, 10);
  bool ok = *text >= '0' && *text <= '9' && *end == '\0' && errno == 0 &&
            threads >= 1 && threads <= kMaxThreads;
  if (!ok)
    fatal("OSDP_NUM_THREADS",
          "'%s' is not a number of threads (an integer from 1 to %d)", text,
          kMaxThreads);
  return int(threads);
}

int currentPoolThreads() {
  int threads = poolThreads.load(std::memory_order_relaxed);
  if (threads == 0) {
    int expected = 0;
    poolThreads.compare_exchange_strong(expected, threadsPerRank(1));
    threads = poolThreads.load(std::memory_order_relaxed);
  }
  return threads;
}

} // namespace

//===----------------------------------------------------------------------===//
// What the runtime and the entry points call
//===----------------------------------------------------------------------===//

int osdp::rt::threadsPerRank(int ranksOnNode) {
  if (const char *text = std::getenv("OSDP_NUM_THREADS"))
    return threadsFromEnvironment(text);
  return std::max(1, usableCores() / std::max(1, ranksOnNode));
}

void osdp::rt::setRankThreads(int threads) {
  poolThreads.store(threads, std::memory_order_relaxed);
  setBlasThreads(threads);
}

void osdp::rt::runParallel(Microtask task, int argc, void *const *args) {
  progressCollectives();
  int threads = currentPoolThreads();
  int32_t teamSize = threads;
  if (self.pushedThreads > 0)
    teamSize = std::min(self.pushedThreads, threads);
  self.pushedThreads = 0;
  ThreadPool &p = pool();
  if (teamSize <= 1 || !p.tryAcquire())
    return runMember(task, argc, args, 0, 1);
  Job job;
  job.task = task;
  job.argc = argc;
  std::copy(args, args + argc, job.args);
  job.teamSize = teamSize;
  p.run(job, threads);
  p.release();
}

void osdp::rt::runSerialized(Microtask task, int argc, void *const *args) {
  self.pushedThreads = 0;
  runMember(task, argc, args, 0, 1);
}

void osdp::rt::pushNumThreads(int32_t threads) { self.pushedThreads = threads; }

void osdp::rt::enterSerialized() {
  self.pushedThreads = 0;
  if (self.serialDepth++ == 0) {
    self.savedTid = self.tid;
    self.savedTeamSize = self.teamSize;
  }
  self.tid = 0;
  self.teamSize = 1;
}

void osdp::rt::exitSerialized(const char *call) {
  if (self.serialDepth == 0)
    fatal(call, "no serialized parallel region to end");
  if (--self.serialDepth == 0) {
    self.tid = self.savedTid;
    self.teamSize = self.savedTeamSize;
  }
}

int32_t osdp::rt::globalThreadId() { return self.gtid; }

void osdp::rt::teamBarrier() {
  if (self.teamSize > 1)
    pool().barrier.wait();
}

void osdp::rt::beginReduction() {
  if (self.teamSize > 1)
    pool().reduction.lock();
}

void osdp::rt::endReduction(bool wait) {
  if (self.teamSize == 1)
    return;
  pool().reduction.unlock();
  if (wait)
    pool().barrier.wait();
}

//===----------------------------------------------------------------------===//
// Static schedules
//===----------------------------------------------------------------------===//

namespace {

/// libomp's schedule numbers.
constexpr int32_t kStaticChunked = 33;
constexpr int32_t kStatic = 34;

/// One static schedule over [lower, upper] by `incr`, for thread `tid` of
/// `size`. Arithmetic is modulo 2^bits in the unsigned type, as the callers'
/// loops compute their trip counts: an upper bound of lower - 1 (what
/// generated code passes for an empty loop) reads as no iterations.
template <typename T> class StaticSchedule {
  using U = std::make_unsigned_t<T>;
  using S = std::make_signed_t<T>;

public:
  StaticSchedule(T lower, T upper, S incr, int32_t tid, int32_t size)
      : lower(lower), upper(upper), incr(incr), tid(tid), size(size) {}

  /// Whether the range holds no iteration (upper on the wrong side).
  bool isEmpty() const { return incr > 0 ? upper < lower : lower < upper; }

  U tripCount() const {
    U span = incr > 0 ? U(upper) - U(lower) : U(lower) - U(upper);
    U step = incr > 0 ? U(incr) : U(0) - U(incr);
    return span / step + 1;
  }

  /// Even blocks, the first trips % size threads one iteration more.
  void balanced(U trips, T &first, T &last, bool &isLast) const {
    U t = U(tid), n = U(size);
    if (trips < n) {
      if (t < trips)
        return single(t, first, last, isLast, t == trips - 1);
      return none(first, last, isLast);
    }
    U small = trips / n, extras = trips % n;
    U begin = t * small + std::min(t, extras);
    U count = small + (t < extras ? 1 : 0);
    first = at(begin);
    last = at(begin + count - 1);
    isLast = t == n - 1;
  }

  /// Chunks of `chunk` iterations dealt round-robin; the first one here, the
  /// others `stride` apart (the caller clamps them to the range). A first
  /// chunk that ends the loop is clamped here, so that it cannot wrap past
  /// the end of the type: no other chunk follows it.
  void chunked(U trips, S chunk, T &first, T &last, bool &isLast,
               S &stride) const {
    U c = chunk < 1 ? 1 : std::min(U(chunk), trips);
    U chunks = trips / c + (trips % c != 0 ? 1 : 0);
    U t = U(tid), teams = std::min(chunks, U(size));
    stride = S(c * U(incr) * teams);
    isLast = t == (chunks - 1) % U(size);
    if (t >= chunks)
      return none(first, last, isLast);
    first = at(t * c);
    last = at(t * c + std::min(c, trips - t * c) - 1);
  }

  /// No iterations for this thread: bounds the wrong way round, without
  /// wrapping where the type allows.
  void none(T &first, T &last, bool &isLast) const {
    isLast = false;
    first = lower;
    last = upper;
    bool atEnd = incr > 0 ? upper == std::numeric_limits<T>::max()
                          : upper == std::numeric_limits<T>::min();
    T one = T(incr > 0 ? 1 : -1);
    if (atEnd)
      last = T(U(lower) - U(one));
    else
      first = T(U(upper) + U(one));
  }

private:
  /// The value of iteration `index`.
  T at(U index) const { return T(U(lower) + index * U(incr)); }

  void single(U index, T &first, T &last, bool &isLast, bool lastOne) const {
    first = last = at(index);
    isLast = lastOne;
  }

  T lower, upper;
  S incr;
  int32_t tid, size;
};

} // namespace

template <typename T>
void osdp::rt::staticInit(int32_t schedule, int32_t *lastIter, T *lower,
                          T *upper, std::make_signed_t<T> *stride,
                          std::make_signed_t<T> incr,
                          std::make_signed_t<T> chunk) {
  const char *call = "__kmpc_for_static_init";
  if (schedule != kStatic && schedule != kStaticChunked)
    fatal(call, "schedule %d is not static (%d) or static chunked (%d)",
          schedule, kStatic, kStaticChunked);
  if (incr == 0)
    fatal(call, "a loop with increment 0");
  using S = std::make_signed_t<T>;
  StaticSchedule<T> range(*lower, *upper, incr, self.tid, self.teamSize);
  bool isLast = false;
  if (range.isEmpty() || range.tripCount() == 0) {
    // An empty loop, or 2^bits iterations: what an empty loop normalised to
    // [0, trips - 1] reads as.
    range.none(*lower, *upper, isLast);
    *stride = incr;
  } else if (self.teamSize == 1) {
    isLast = true;
    *stride = S(range.tripCount() * std::make_unsigned_t<T>(incr));
  } else if (schedule == kStatic) {
    range.balanced(range.tripCount(), *lower, *upper, isLast);
    *stride = S(range.tripCount());
  } else {
    range.chunked(range.tripCount(), chunk, *lower, *upper, isLast, *stride);
  }
  if (lastIter)
    *lastIter = isLast;
}

template void osdp::rt::staticInit<int32_t>(int32_t, int32_t *, int32_t *,
                                            int32_t *, int32_t *, int32_t,
                                            int32_t);
template void osdp::rt::staticInit<uint32_t>(int32_t, int32_t *, uint32_t *,
                                             uint32_t *, int32_t *, int32_t,
                                             int32_t);
template void osdp::rt::staticInit<int64_t>(int32_t, int32_t *, int64_t *,
                                            int64_t *, int64_t *, int64_t,
                                            int64_t);
template void osdp::rt::staticInit<uint64_t>(int32_t, int32_t *, uint64_t *,
                                             uint64_t *, int64_t *, int64_t,
                                             int64_t);

//===----------------------------------------------------------------------===//
// The C API
//===----------------------------------------------------------------------===//

int32_t osdp_rt_num_threads(void) { return currentPoolThreads(); }

void osdp_rt_set_num_threads(int32_t threads) {
  if (threads < 1 || threads > kMaxThreads)
    fatal("osdp_rt_set_num_threads", "%d threads (1 to %d)", threads,
          kMaxThreads);
  setRankThreads(threads);
}
