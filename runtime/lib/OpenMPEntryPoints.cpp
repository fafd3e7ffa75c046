//===- OpenMPEntryPoints.cpp - The libomp calls of compiled loops ---------===//
//
// MLIR lowers scf.parallel to the OpenMP dialect, and LLVM's OpenMPIRBuilder
// turns that into calls to libomp: a parallel region is an outlined
// microtask that __kmpc_fork_call runs on every thread of a team, its
// captured values packed into one struct passed by pointer; its loop asks
// __kmpc_for_static_init_8u for the thread's share of [0, trips - 1]. The
// runtime implements these calls over its own thread pool (ThreadPool.cpp)
// instead of linking libomp, whose idle threads spin for 200 ms on cores
// that other ranks of the node need.
//
// Only what MLIR 22 generates is here (scf.parallel, with reductions, and
// the OpenMP dialect's num_threads, if and static schedules). The `loc`
// (source location) and `gtid` arguments are not needed: each thread knows
// its team.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdarg>
#include <cstddef>

using namespace osdp::rt;

/// libomp's source location record; never read.
struct ident_t;

#pragma GCC visibility push(default)
extern "C" {

int32_t __kmpc_global_thread_num(ident_t *loc) { return globalThreadId(); }

void __kmpc_fork_call(ident_t *loc, int32_t argc, Microtask task, ...) {
  if (argc < 0 || argc > kMaxMicrotaskArgs)
    fatal("__kmpc_fork_call",
          "a parallel region with %d arguments (at most %d)", argc,
          kMaxMicrotaskArgs);
  void *args[kMaxMicrotaskArgs];
  va_list list;
  va_start(list, task);
  for (int32_t i = 0; i < argc; ++i)
    args[i] = va_arg(list, void *);
  va_end(list);
  runParallel(task, argc, args);
}

/// omp.parallel with an `if` clause: `args` is the one argument, if any.
void __kmpc_fork_call_if(ident_t *loc, int32_t argc, Microtask task,
                         int32_t cond, void *args) {
  if (argc < 0 || argc > 1)
    fatal("__kmpc_fork_call_if",
          "a parallel region with %d arguments (at most 1)", argc);
  if (cond)
    runParallel(task, argc, &args);
  else
    runSerialized(task, argc, &args);
}

void __kmpc_push_num_threads(ident_t *loc, int32_t gtid, int32_t threads) {
  pushNumThreads(threads);
}

void __kmpc_serialized_parallel(ident_t *loc, int32_t gtid) {
  enterSerialized();
}

void __kmpc_end_serialized_parallel(ident_t *loc, int32_t gtid) {
  exitSerialized("__kmpc_end_serialized_parallel");
}

void __kmpc_barrier(ident_t *loc, int32_t gtid) { teamBarrier(); }

void __kmpc_for_static_init_4(ident_t *loc, int32_t gtid, int32_t schedule,
                              int32_t *lastIter, int32_t *lower, int32_t *upper,
                              int32_t *stride, int32_t incr, int32_t chunk) {
  staticInit(schedule, lastIter, lower, upper, stride, incr, chunk);
}

void __kmpc_for_static_init_4u(ident_t *loc, int32_t gtid, int32_t schedule,
                               int32_t *lastIter, uint32_t *lower,
                               uint32_t *upper, int32_t *stride, int32_t incr,
                               int32_t chunk) {
  staticInit(schedule, lastIter, lower, upper, stride, incr, chunk);
}

void __kmpc_for_static_init_8(ident_t *loc, int32_t gtid, int32_t schedule,
                              int32_t *lastIter, int64_t *lower, int64_t *upper,
                              int64_t *stride, int64_t incr, int64_t chunk) {
  staticInit(schedule, lastIter, lower, upper, stride, incr, chunk);
}

void __kmpc_for_static_init_8u(ident_t *loc, int32_t gtid, int32_t schedule,
                               int32_t *lastIter, uint64_t *lower,
                               uint64_t *upper, int64_t *stride, int64_t incr,
                               int64_t chunk) {
  staticInit(schedule, lastIter, lower, upper, stride, incr, chunk);
}

void __kmpc_for_static_fini(ident_t *loc, int32_t gtid) {}

/// Reductions: 1 tells the thread to combine its values into the shared
/// ones itself and then call __kmpc_end_reduce (the "critical" method:
/// a handful of threads, each combining once). 2 (atomics) and 0 (another
/// thread combined them) are never returned.
int32_t __kmpc_reduce(ident_t *loc, int32_t gtid, int32_t numVars, size_t size,
                      void *data, void (*combine)(void *, void *), void *lock) {
  beginReduction();
  return 1;
}

void __kmpc_end_reduce(ident_t *loc, int32_t gtid, void *lock) {
  endReduction(/*wait=*/true);
}

int32_t __kmpc_reduce_nowait(ident_t *loc, int32_t gtid, int32_t numVars,
                             size_t size, void *data,
                             void (*combine)(void *, void *), void *lock) {
  beginReduction();
  return 1;
}

void __kmpc_end_reduce_nowait(ident_t *loc, int32_t gtid, void *lock) {
  endReduction(/*wait=*/false);
}

} // extern "C"
#pragma GCC visibility pop
